	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	cvt_pk_chain_64         ; -- Begin function cvt_pk_chain_64
	.globl	cvt_pk_chain_64
	.p2align	8
	.type	cvt_pk_chain_64,@function
cvt_pk_chain_64:                        ; @cvt_pk_chain_64
; %bb.0:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	global_store_dword v0, v1, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_chain_64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 552
; TotalNumSgprs: 10
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_chain_64 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_chain_64
	.globl	__clang_ocl_kern_imp_cvt_pk_chain_64
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_chain_64,@function
__clang_ocl_kern_imp_cvt_pk_chain_64:   ; @__clang_ocl_kern_imp_cvt_pk_chain_64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshlrev_b32_e32 v4, 2, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v6, v0, 1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_cvt_pk_chain_64, .Lfunc_end1-__clang_ocl_kern_imp_cvt_pk_chain_64
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.uses_vcc, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 576
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cvt_pk_chain_128        ; -- Begin function cvt_pk_chain_128
	.globl	cvt_pk_chain_128
	.p2align	8
	.type	cvt_pk_chain_128,@function
cvt_pk_chain_128:                       ; @cvt_pk_chain_128
; %bb.0:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	global_store_dword v0, v1, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_chain_128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1064
; TotalNumSgprs: 10
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_chain_128 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_chain_128
	.globl	__clang_ocl_kern_imp_cvt_pk_chain_128
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_chain_128,@function
__clang_ocl_kern_imp_cvt_pk_chain_128:  ; @__clang_ocl_kern_imp_cvt_pk_chain_128
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshlrev_b32_e32 v4, 2, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v6, v0, 1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_cvt_pk_chain_128, .Lfunc_end3-__clang_ocl_kern_imp_cvt_pk_chain_128
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.uses_vcc, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_chain_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1088
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cvt_pk_stream_64        ; -- Begin function cvt_pk_stream_64
	.globl	cvt_pk_stream_64
	.p2align	8
	.type	cvt_pk_stream_64,@function
cvt_pk_stream_64:                       ; @cvt_pk_stream_64
; %bb.0:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v8, s[0:1]
	global_load_dwordx4 v[4:7], v8, s[0:1] offset:16
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
	global_store_dwordx4 v8, v[0:3], s[2:3]
	global_store_dwordx4 v8, v[4:7], s[2:3] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_stream_64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 572
; TotalNumSgprs: 10
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_stream_64 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_stream_64
	.globl	__clang_ocl_kern_imp_cvt_pk_stream_64
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_stream_64,@function
__clang_ocl_kern_imp_cvt_pk_stream_64:  ; @__clang_ocl_kern_imp_cvt_pk_stream_64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshlrev_b32_e32 v12, 5, v4
	v_mov_b32_e32 v13, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	global_load_dwordx4 v[4:7], v[0:1], off
	global_load_dwordx4 v[8:11], v[0:1], off offset:16
	v_lshl_add_u64 v[12:13], v[2:3], 0, v[12:13]
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
	global_store_dwordx4 v[12:13], v[4:7], off offset:16
	global_store_dwordx4 v[12:13], v[0:3], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_cvt_pk_stream_64, .Lfunc_end5-__clang_ocl_kern_imp_cvt_pk_stream_64
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.uses_vcc, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 596
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cvt_pk_stream_128       ; -- Begin function cvt_pk_stream_128
	.globl	cvt_pk_stream_128
	.p2align	8
	.type	cvt_pk_stream_128,@function
cvt_pk_stream_128:                      ; @cvt_pk_stream_128
; %bb.0:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v8, s[0:1]
	global_load_dwordx4 v[4:7], v8, s[0:1] offset:16
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
	global_store_dwordx4 v8, v[0:3], s[2:3]
	global_store_dwordx4 v8, v[4:7], s[2:3] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_pk_stream_128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 1084
; TotalNumSgprs: 10
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_cvt_pk_stream_128 ; -- Begin function __clang_ocl_kern_imp_cvt_pk_stream_128
	.globl	__clang_ocl_kern_imp_cvt_pk_stream_128
	.p2align	2
	.type	__clang_ocl_kern_imp_cvt_pk_stream_128,@function
__clang_ocl_kern_imp_cvt_pk_stream_128: ; @__clang_ocl_kern_imp_cvt_pk_stream_128
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshlrev_b32_e32 v12, 5, v4
	v_mov_b32_e32 v13, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	global_load_dwordx4 v[4:7], v[0:1], off
	global_load_dwordx4 v[8:11], v[0:1], off offset:16
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v0, v4, 0, v4
	v_cvt_pk_u8_f32 v1, v5, 0, v5
	v_cvt_pk_u8_f32 v4, v6, 0, v6
	v_cvt_pk_u8_f32 v5, v7, 0, v7
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v6, v8, 0, v8
	v_cvt_pk_u8_f32 v7, v9, 0, v9
	v_cvt_pk_u8_f32 v8, v10, 0, v10
	v_cvt_pk_u8_f32 v9, v11, 0, v11
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v8, v8, 0, v8
	v_cvt_pk_u8_f32 v9, v9, 0, v9
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v8, v8, 0, v8
	v_cvt_pk_u8_f32 v9, v9, 0, v9
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v8, v8, 0, v8
	v_cvt_pk_u8_f32 v9, v9, 0, v9
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v8, v8, 0, v8
	v_cvt_pk_u8_f32 v9, v9, 0, v9
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v8, v8, 0, v8
	v_cvt_pk_u8_f32 v9, v9, 0, v9
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v4, v4, 0, v4
	v_cvt_pk_u8_f32 v5, v5, 0, v5
	v_cvt_pk_u8_f32 v6, v6, 0, v6
	v_cvt_pk_u8_f32 v7, v7, 0, v7
	v_cvt_pk_u8_f32 v8, v8, 0, v8
	v_cvt_pk_u8_f32 v9, v9, 0, v9
	v_cvt_pk_u8_f32 v0, v0, 1, v0
	v_cvt_pk_u8_f32 v1, v1, 1, v1
	v_cvt_pk_u8_f32 v4, v4, 1, v4
	v_cvt_pk_u8_f32 v5, v5, 1, v5
	v_cvt_pk_u8_f32 v6, v6, 1, v6
	v_cvt_pk_u8_f32 v7, v7, 1, v7
	v_cvt_pk_u8_f32 v8, v8, 1, v8
	v_cvt_pk_u8_f32 v9, v9, 1, v9
	v_cvt_pk_u8_f32 v0, v0, 0, v0
	v_cvt_pk_u8_f32 v1, v1, 0, v1
	v_cvt_pk_u8_f32 v10, v4, 0, v4
	v_cvt_pk_u8_f32 v11, v5, 0, v5
	v_cvt_pk_u8_f32 v14, v6, 0, v6
	v_cvt_pk_u8_f32 v15, v7, 0, v7
	v_cvt_pk_u8_f32 v16, v8, 0, v8
	v_cvt_pk_u8_f32 v17, v9, 0, v9
	v_cvt_pk_u8_f32 v4, v0, 1, v0
	v_cvt_pk_u8_f32 v5, v1, 1, v1
	v_cvt_pk_u8_f32 v6, v10, 1, v10
	v_cvt_pk_u8_f32 v7, v11, 1, v11
	v_cvt_pk_u8_f32 v8, v14, 1, v14
	v_cvt_pk_u8_f32 v9, v15, 1, v15
	v_cvt_pk_u8_f32 v10, v16, 1, v16
	v_cvt_pk_u8_f32 v11, v17, 1, v17
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[12:13]
	global_store_dwordx4 v[0:1], v[8:11], off offset:16
	global_store_dwordx4 v[0:1], v[4:7], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_cvt_pk_stream_128, .Lfunc_end7-__clang_ocl_kern_imp_cvt_pk_stream_128
                                        ; -- End function
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.num_vgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.num_agpr, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.private_seg_size, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.uses_vcc, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.has_recursion, 0
	.set __clang_ocl_kern_imp_cvt_pk_stream_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1108
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_chain_64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_chain_128.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_stream_64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         cvt_pk_stream_128.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
