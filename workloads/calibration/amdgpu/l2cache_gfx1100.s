	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z10initKernelPdm       ; -- Begin function _Z10initKernelPdm
	.globl	_Z10initKernelPdm
	.p2align	8
	.type	_Z10initKernelPdm,@function
_Z10initKernelPdm:                      ; @_Z10initKernelPdm
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x1c
	s_load_b128 s[4:7], s[0:1], 0x0
	s_add_u32 s0, s0, 16
	s_addc_u32 s1, s1, 0
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u64_e64 s[6:7], v[1:2]
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_b32 s1, s[0:1], 0x0
	v_mov_b32_e32 v5, 0x9999999a
	v_mov_b32_e32 v6, 0x3ff19999
	s_waitcnt lgkmcnt(0)
	s_add_i32 s15, s15, s1
	s_mul_i32 s1, s1, s2
	v_mad_u64_u32 v[3:4], null, s15, s2, v[0:1]
	s_mov_b32 s2, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[7:8], 3, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v1, v3 :: v_dual_mov_b32 v2, v4
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[3:4]
	v_add_co_u32 v7, s0, s4, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s5, v8, s0
	v_add_nc_u32_e32 v3, s1, v3
	s_or_b32 s2, vcc_lo, s2
	global_store_b64 v[7:8], v[5:6], off
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10initKernelPdm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 2
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
	.size	_Z10initKernelPdm, .Lfunc_end0-_Z10initKernelPdm
                                        ; -- End function
	.set _Z10initKernelPdm.num_vgpr, 9
	.set _Z10initKernelPdm.num_agpr, 0
	.set _Z10initKernelPdm.numbered_sgpr, 16
	.set _Z10initKernelPdm.num_named_barrier, 0
	.set _Z10initKernelPdm.private_seg_size, 0
	.set _Z10initKernelPdm.uses_vcc, 1
	.set _Z10initKernelPdm.uses_flat_scratch, 0
	.set _Z10initKernelPdm.has_dyn_sized_stack, 0
	.set _Z10initKernelPdm.has_recursion, 0
	.set _Z10initKernelPdm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
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
	.section	.text._Z9sumKernelILi64ELi1024EEvPdPKdi,"axG",@progbits,_Z9sumKernelILi64ELi1024EEvPdPKdi,comdat
	.protected	_Z9sumKernelILi64ELi1024EEvPdPKdi ; -- Begin function _Z9sumKernelILi64ELi1024EEvPdPKdi
	.globl	_Z9sumKernelILi64ELi1024EEvPdPKdi
	.p2align	8
	.type	_Z9sumKernelILi64ELi1024EEvPdPKdi,@function
_Z9sumKernelILi64ELi1024EEvPdPKdi:      ; @_Z9sumKernelILi64ELi1024EEvPdPKdi
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x10
	s_load_b32 s2, s[0:1], 0x24
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s5, 0, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s3, v1
	s_mul_i32 s5, s5, s3
	s_mul_hi_u32 s5, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_i32 s3, s3, s5
	s_and_b32 s5, s2, 0xffff
	s_mul_hi_u32 s3, s15, s3
	s_mul_i32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s3, s15, s3
	s_sub_i32 s2, s3, s4
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s6, s2, s3
	s_load_b64 s[2:3], s[0:1], 0x8
	s_sub_i32 s7, s6, s4
	s_cmp_ge_u32 s6, s4
	s_mul_i32 s4, s4, s5
	s_cselect_b32 s6, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v1, s6, 11, v0
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_lshl_b32 s2, s4, 1
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_ashr_i32 s3, s2, 31
	s_mov_b32 s4, exec_lo
	s_clause 0x1
	global_load_b64 v[5:6], v[1:2], off
	global_load_b64 v[3:4], v[3:4], off
	s_lshl_b64 s[2:3], s[2:3], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v8, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[9:10], v[1:2], off
	global_load_b64 v[7:8], v[7:8], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[13:14], v[1:2], off
	global_load_b64 v[11:12], v[11:12], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[17:18], v[1:2], off
	global_load_b64 v[15:16], v[15:16], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[21:22], v[1:2], off
	global_load_b64 v[19:20], v[19:20], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v24, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[25:26], v[1:2], off
	global_load_b64 v[23:24], v[23:24], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[29:30], v[1:2], off
	global_load_b64 v[27:28], v[27:28], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v31, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v32, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[33:34], v[1:2], off
	global_load_b64 v[31:32], v[31:32], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, 0, v2, vcc_lo
	s_clause 0x1
	global_load_b64 v[37:38], v[1:2], off
	global_load_b64 v[35:36], v[35:36], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[5:6], v[3:4], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v6, null, 0, v2, vcc_lo
	global_load_b64 v[39:40], v[1:2], off
	global_load_b64 v[5:6], v[5:6], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[9:10], v[7:8], v[3:4]
	v_add_co_u32 v7, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v2, vcc_lo
	global_load_b64 v[9:10], v[1:2], off
	global_load_b64 v[7:8], v[7:8], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[13:14], v[11:12], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v12, null, 0, v2, vcc_lo
	global_load_b64 v[13:14], v[1:2], off
	global_load_b64 v[11:12], v[11:12], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[17:18], v[15:16], v[3:4]
	v_add_co_u32 v15, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	global_load_b64 v[17:18], v[1:2], off
	global_load_b64 v[15:16], v[15:16], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[21:22], v[19:20], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	global_load_b64 v[21:22], v[1:2], off
	global_load_b64 v[19:20], v[19:20], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[25:26], v[23:24], v[3:4]
	v_add_co_u32 v23, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, 0, v2, vcc_lo
	global_load_b64 v[25:26], v[1:2], off
	global_load_b64 v[23:24], v[23:24], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[29:30], v[27:28], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v27, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v28, null, 0, v2, vcc_lo
	global_load_b64 v[29:30], v[1:2], off
	global_load_b64 v[27:28], v[27:28], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[33:34], v[31:32], v[3:4]
	v_add_co_u32 v31, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v32, null, 0, v2, vcc_lo
	global_load_b64 v[33:34], v[1:2], off
	global_load_b64 v[31:32], v[31:32], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[37:38], v[35:36], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v35, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v36, null, 0, v2, vcc_lo
	global_load_b64 v[37:38], v[1:2], off
	global_load_b64 v[35:36], v[35:36], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[39:40], v[5:6], v[3:4]
	v_add_co_u32 v5, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v2, vcc_lo
	global_load_b64 v[39:40], v[1:2], off
	global_load_b64 v[5:6], v[5:6], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[9:10], v[7:8], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v8, null, 0, v2, vcc_lo
	global_load_b64 v[9:10], v[1:2], off
	global_load_b64 v[7:8], v[7:8], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[13:14], v[11:12], v[3:4]
	v_add_co_u32 v11, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v2, vcc_lo
	global_load_b64 v[13:14], v[1:2], off
	global_load_b64 v[11:12], v[11:12], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[17:18], v[15:16], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	global_load_b64 v[17:18], v[1:2], off
	global_load_b64 v[15:16], v[15:16], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[21:22], v[19:20], v[3:4]
	v_add_co_u32 v19, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	global_load_b64 v[21:22], v[1:2], off
	global_load_b64 v[19:20], v[19:20], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[25:26], v[23:24], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v24, null, 0, v2, vcc_lo
	global_load_b64 v[25:26], v[1:2], off
	global_load_b64 v[23:24], v[23:24], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[29:30], v[27:28], v[3:4]
	v_add_co_u32 v27, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, 0, v2, vcc_lo
	global_load_b64 v[29:30], v[1:2], off
	global_load_b64 v[27:28], v[27:28], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[33:34], v[31:32], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v31, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v32, null, 0, v2, vcc_lo
	global_load_b64 v[33:34], v[1:2], off
	global_load_b64 v[31:32], v[31:32], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[37:38], v[35:36], v[3:4]
	v_add_co_u32 v35, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, 0, v2, vcc_lo
	global_load_b64 v[37:38], v[1:2], off
	global_load_b64 v[35:36], v[35:36], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[39:40], v[5:6], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v6, null, 0, v2, vcc_lo
	global_load_b64 v[39:40], v[1:2], off
	global_load_b64 v[5:6], v[5:6], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[9:10], v[7:8], v[3:4]
	v_add_co_u32 v7, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v2, vcc_lo
	global_load_b64 v[9:10], v[1:2], off
	global_load_b64 v[7:8], v[7:8], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[13:14], v[11:12], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v12, null, 0, v2, vcc_lo
	global_load_b64 v[13:14], v[1:2], off
	global_load_b64 v[11:12], v[11:12], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[17:18], v[15:16], v[3:4]
	v_add_co_u32 v15, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	global_load_b64 v[17:18], v[1:2], off
	global_load_b64 v[15:16], v[15:16], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_mov_b32 s2, 0xcccccccd
	s_mov_b32 s3, 0x3ff4cccc
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[21:22], v[19:20], v[3:4]
	v_add_co_u32 v19, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	global_load_b64 v[1:2], v[1:2], off
	global_load_b64 v[19:20], v[19:20], off
	s_waitcnt vmcnt(16)
	v_fma_f64 v[3:4], v[25:26], v[23:24], v[3:4]
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[3:4], v[29:30], v[27:28], v[3:4]
	s_waitcnt vmcnt(12)
	v_fma_f64 v[3:4], v[33:34], v[31:32], v[3:4]
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[3:4], v[37:38], v[35:36], v[3:4]
	s_waitcnt vmcnt(8)
	v_fma_f64 v[3:4], v[39:40], v[5:6], v[3:4]
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[3:4], v[9:10], v[7:8], v[3:4]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[3:4], v[13:14], v[11:12], v[3:4]
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[3:4], v[17:18], v[15:16], v[3:4]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[1:2], v[1:2], v[19:20], v[3:4]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[1:2], v[1:2], s[2:3]
	s_mov_b32 s2, 0x51eb851f
	s_mov_b32 s3, 0x40371eb8
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cmpx_eq_f64_e32 s[2:3], v[1:2]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_b64 v[0:1], v2, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[0:1], s[2:3]
	global_store_b64 v2, v[0:1], s[0:1]
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi64ELi1024EEvPdPKdi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 21
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z9sumKernelILi64ELi1024EEvPdPKdi,"axG",@progbits,_Z9sumKernelILi64ELi1024EEvPdPKdi,comdat
.Lfunc_end1:
	.size	_Z9sumKernelILi64ELi1024EEvPdPKdi, .Lfunc_end1-_Z9sumKernelILi64ELi1024EEvPdPKdi
                                        ; -- End function
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.num_vgpr, 41
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.num_agpr, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.numbered_sgpr, 16
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.num_named_barrier, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.private_seg_size, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.uses_vcc, 1
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.uses_flat_scratch, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.has_recursion, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2584
; TotalNumSgprs: 18
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 41
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_979715fb93df988c,@object ; @__hip_cuid_979715fb93df988c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_979715fb93df988c
__hip_cuid_979715fb93df988c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_979715fb93df988c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_979715fb93df988c
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z10initKernelPdm
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10initKernelPdm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi64ELi1024EEvPdPKdi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi64ELi1024EEvPdPKdi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
