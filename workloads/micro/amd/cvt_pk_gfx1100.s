	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	cvt_pk_chain_64         ; -- Begin function cvt_pk_chain_64
	.globl	cvt_pk_chain_64
	.p2align	8
	.type	cvt_pk_chain_64,@function
cvt_pk_chain_64:                        ; @cvt_pk_chain_64
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_b32 v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	global_store_b32 v0, v1, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_chain_64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 6
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	cvt_pk_chain_64, .Lfunc_end0-cvt_pk_chain_64
                                        ; -- End function
	.set cvt_pk_chain_64.num_vgpr, 2
	.set cvt_pk_chain_64.num_agpr, 0
	.set cvt_pk_chain_64.numbered_sgpr, 4
	.set cvt_pk_chain_64.num_named_barrier, 0
	.set cvt_pk_chain_64.private_seg_size, 0
	.set cvt_pk_chain_64.uses_vcc, 0
	.set cvt_pk_chain_64.uses_flat_scratch, 0
	.set cvt_pk_chain_64.has_dyn_sized_stack, 0
	.set cvt_pk_chain_64.has_recursion, 0
	.set cvt_pk_chain_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 680
; TotalNumSgprs: 4
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 2
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_chain_64 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_chain_64
	.globl	__clang_ocl_kern_imp_cvt_pk_chain_64
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_chain_64,@function
__clang_ocl_kern_imp_cvt_pk_chain_64:   ; @__clang_ocl_kern_imp_cvt_pk_chain_64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v5, v0, 1, v0
	v_add_co_u32 v0, vcc_lo, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v3, vcc_lo
	global_store_b32 v[0:1], v5, off
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_cvt_pk_chain_64, .Lfunc_end1-__clang_ocl_kern_imp_cvt_pk_chain_64
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.uses_vcc, 1
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 720
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cvt_pk_chain_128        ; -- Begin function cvt_pk_chain_128
	.globl	cvt_pk_chain_128
	.p2align	8
	.type	cvt_pk_chain_128,@function
cvt_pk_chain_128:                       ; @cvt_pk_chain_128
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_b32 v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	global_store_b32 v0, v1, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_chain_128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 11
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	cvt_pk_chain_128, .Lfunc_end2-cvt_pk_chain_128
                                        ; -- End function
	.set cvt_pk_chain_128.num_vgpr, 2
	.set cvt_pk_chain_128.num_agpr, 0
	.set cvt_pk_chain_128.numbered_sgpr, 4
	.set cvt_pk_chain_128.num_named_barrier, 0
	.set cvt_pk_chain_128.private_seg_size, 0
	.set cvt_pk_chain_128.uses_vcc, 0
	.set cvt_pk_chain_128.uses_flat_scratch, 0
	.set cvt_pk_chain_128.has_dyn_sized_stack, 0
	.set cvt_pk_chain_128.has_recursion, 0
	.set cvt_pk_chain_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1320
; TotalNumSgprs: 4
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 2
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_chain_128 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_chain_128
	.globl	__clang_ocl_kern_imp_cvt_pk_chain_128
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_chain_128,@function
__clang_ocl_kern_imp_cvt_pk_chain_128:  ; @__clang_ocl_kern_imp_cvt_pk_chain_128
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v5, v0, 1, v0
	v_add_co_u32 v0, vcc_lo, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v3, vcc_lo
	global_store_b32 v[0:1], v5, off
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_cvt_pk_chain_128, .Lfunc_end3-__clang_ocl_kern_imp_cvt_pk_chain_128
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.uses_vcc, 1
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1360
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cvt_pk_stream_64        ; -- Begin function cvt_pk_stream_64
	.globl	cvt_pk_stream_64
	.p2align	8
	.type	cvt_pk_stream_64,@function
cvt_pk_stream_64:                       ; @cvt_pk_stream_64
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b128 v[0:3], v8, s[0:1]
	global_load_b128 v[4:7], v8, s[0:1] offset:16
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[2:3]
	global_store_b128 v8, v[4:7], s[2:3] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_stream_64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 5
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	cvt_pk_stream_64, .Lfunc_end4-cvt_pk_stream_64
                                        ; -- End function
	.set cvt_pk_stream_64.num_vgpr, 9
	.set cvt_pk_stream_64.num_agpr, 0
	.set cvt_pk_stream_64.numbered_sgpr, 4
	.set cvt_pk_stream_64.num_named_barrier, 0
	.set cvt_pk_stream_64.private_seg_size, 0
	.set cvt_pk_stream_64.uses_vcc, 0
	.set cvt_pk_stream_64.uses_flat_scratch, 0
	.set cvt_pk_stream_64.has_dyn_sized_stack, 0
	.set cvt_pk_stream_64.has_recursion, 0
	.set cvt_pk_stream_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 580
; TotalNumSgprs: 4
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_stream_64 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_stream_64
	.globl	__clang_ocl_kern_imp_cvt_pk_stream_64
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_stream_64,@function
__clang_ocl_kern_imp_cvt_pk_stream_64:  ; @__clang_ocl_kern_imp_cvt_pk_stream_64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v12, 5, v4
	v_add_co_u32 v0, vcc_lo, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v2, v12
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	s_clause 0x1
	global_load_b128 v[4:7], v[0:1], off
	global_load_b128 v[8:11], v[0:1], off offset:16
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v0, v4, 0, v4
	v_cvt_pk_u8_f32 v1, v5, 0, v5
	v_cvt_pk_u8_f32 v2, v6, 0, v6
	v_cvt_pk_u8_f32 v3, v7, 0, v7
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v4, v8, 0, v8
	v_cvt_pk_u8_f32 v5, v9, 0, v9
	v_cvt_pk_u8_f32 v6, v10, 0, v10
	v_cvt_pk_u8_f32 v7, v11, 0, v11
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	s_clause 0x1
	global_store_b128 v[12:13], v[4:7], off offset:16
	global_store_b128 v[12:13], v[0:3], off
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_cvt_pk_stream_64, .Lfunc_end5-__clang_ocl_kern_imp_cvt_pk_stream_64
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.uses_vcc, 1
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 620
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cvt_pk_stream_128       ; -- Begin function cvt_pk_stream_128
	.globl	cvt_pk_stream_128
	.p2align	8
	.type	cvt_pk_stream_128,@function
cvt_pk_stream_128:                      ; @cvt_pk_stream_128
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b128 v[0:3], v8, s[0:1]
	global_load_b128 v[4:7], v8, s[0:1] offset:16
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	s_clause 0x1
	global_store_b128 v8, v[0:3], s[2:3]
	global_store_b128 v8, v[4:7], s[2:3] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_stream_128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 9
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	cvt_pk_stream_128, .Lfunc_end6-cvt_pk_stream_128
                                        ; -- End function
	.set cvt_pk_stream_128.num_vgpr, 9
	.set cvt_pk_stream_128.num_agpr, 0
	.set cvt_pk_stream_128.numbered_sgpr, 4
	.set cvt_pk_stream_128.num_named_barrier, 0
	.set cvt_pk_stream_128.private_seg_size, 0
	.set cvt_pk_stream_128.uses_vcc, 0
	.set cvt_pk_stream_128.uses_flat_scratch, 0
	.set cvt_pk_stream_128.has_dyn_sized_stack, 0
	.set cvt_pk_stream_128.has_recursion, 0
	.set cvt_pk_stream_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1092
; TotalNumSgprs: 4
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_stream_128 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_stream_128
	.globl	__clang_ocl_kern_imp_cvt_pk_stream_128
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_stream_128,@function
__clang_ocl_kern_imp_cvt_pk_stream_128: ; @__clang_ocl_kern_imp_cvt_pk_stream_128
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v12, 5, v4
	v_add_co_u32 v0, vcc_lo, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v2, v12
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	s_clause 0x1
	global_load_b128 v[4:7], v[0:1], off
	global_load_b128 v[8:11], v[0:1], off offset:16
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v0, v4, 0, v4
	v_cvt_pk_u8_f32 v1, v5, 0, v5
	v_cvt_pk_u8_f32 v2, v6, 0, v6
	v_cvt_pk_u8_f32 v3, v7, 0, v7
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v4, v8, 0, v8
	v_cvt_pk_u8_f32 v5, v9, 0, v9
	v_cvt_pk_u8_f32 v6, v10, 0, v10
	v_cvt_pk_u8_f32 v7, v11, 0, v11
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v2, v2, 0, v2
	v_cvt_pk_u8_f32 v3, v3, 0, v3
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v2, v2, 1, v2
	v_cvt_pk_u8_f32 v3, v3, 1, v3
	s_clause 0x1
	global_store_b128 v[12:13], v[4:7], off offset:16
	global_store_b128 v[12:13], v[0:3], off
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_cvt_pk_stream_128, .Lfunc_end7-__clang_ocl_kern_imp_cvt_pk_stream_128
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.uses_vcc, 1
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1132
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cvt_pk_chain_64
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_chain_64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cvt_pk_chain_128
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_chain_128.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint8*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint8*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cvt_pk_stream_64
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_stream_64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint8*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint8*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cvt_pk_stream_128
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_stream_128.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
