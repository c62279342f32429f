	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	int_math                ; -- Begin function int_math
	.globl	int_math
	.p2align	8
	.type	int_math,@function
int_math:                               ; @int_math
; %bb.0:
	s_load_b32 s2, s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b256 s[0:7], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 4, v0
	s_wait_kmcnt 0x0
	v_add_co_u32 v4, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s3, v3, vcc_lo
	global_load_b32 v6, v[4:5], off
	v_add_co_u32 v4, vcc_lo, s0, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s1, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_load_b32 v12, v[4:5], off
	global_load_b32 v3, v[2:3], off
	s_wait_loadcnt 0x2
	v_ashrrev_i32_e32 v4, 4, v6
	v_or_b32_e32 v13, 1, v6
	v_lshrrev_b32_e32 v21, 8, v6
	v_mul_lo_u32 v25, 0x1e3779b9, v6
	v_sub_nc_u32_e32 v22, 0, v6
	v_or_b32_e32 v11, 1, v4
	v_cvt_f32_u32_e32 v7, v13
	v_sub_nc_u32_e32 v9, 0, v13
	v_ctz_i32_b32_e32 v23, v6
	s_wait_loadcnt 0x1
	v_sub_nc_u32_e32 v10, 0, v12
	v_sub_nc_u32_e32 v2, 0, v11
	v_rcp_iflag_f32_e32 v7, v7
	v_xor_b32_e32 v4, v12, v4
	v_clz_i32_u32_e32 v16, v12
	v_max_i32_e32 v10, v10, v12
	v_max_i32_e32 v5, v2, v11
	v_ashrrev_i32_e32 v26, v6, v12
	v_ashrrev_i32_e32 v4, 31, v4
	v_max_u32_e32 v24, v12, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_u32_e32 v2, v5
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_sub_nc_u32_e32 v8, 0, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_iflag_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_lo_u32 v9, v9, v7
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v9, v7, v9
	v_cvt_u32_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v17, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s7, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v8, v8, v2
	v_add_nc_u32_e32 v7, v7, v9
	s_wait_loadcnt 0x0
	v_perm_b32 v9, v12, v6, v3
	v_mad_co_u64_u32 v[0:1], null, v6, v12, 0
	v_mul_hi_u32 v7, v12, v7
	v_mul_hi_u32 v8, v2, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v3, v7, v13
	v_add_nc_u32_e32 v2, v2, v8
	v_bfrev_b32_e32 v8, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_hi_u32 v14, v10, v2
	v_sub_nc_u32_e32 v3, v12, v3
	v_mul_hi_i32 v2, v6, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v15, v14, v5
	v_sub_nc_u32_e32 v10, v10, v15
	v_min_i32_e32 v15, v12, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v20, v10, v5
	v_cmp_ge_u32_e32 vcc_lo, v10, v5
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v10, v10, v20 :: v_dual_add_nc_u32 v19, 1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v14, v14, v19, vcc_lo
	v_add_nc_u32_e32 v19, 1, v7
	v_cmp_ge_u32_e32 vcc_lo, v3, v13
	v_cmp_ge_u32_e64 s0, v10, v5
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v7, v7, v19, vcc_lo
	v_sub_nc_u32_e32 v19, v3, v13
	v_add_nc_u32_e32 v20, 1, v14
	v_add_nc_u32_e32 v10, 1, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v3, v3, v19, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v5, v14, v20, s0
	v_mul_lo_u32 v14, 0x7f4a7c15, v12
	v_mad_co_u64_u32 v[19:20], null, 0x7f4a7c15, v6, 0
	v_cmp_ge_u32_e32 vcc_lo, v3, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, v5, v4
	v_sub_nc_u32_e32 v5, v5, v4
	v_sad_u8 v4, v12, v6, 7
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, v7, v10, vcc_lo
	v_min_u32_e32 v7, 32, v16
	v_alignbit_b32 v10, v12, v6, v21
	v_mul_lo_u32 v21, v5, v11
	v_add_nc_u32_e32 v16, v26, v4
	v_mul_lo_u32 v6, v3, v13
	v_alignbit_b32 v11, v12, v12, v22
	v_min_u32_e32 v22, 32, v23
	v_xor_b32_e32 v13, v15, v24
	v_add3_u32 v15, v20, v25, v14
	v_alignbit_b32 v14, v1, v0, 20
	v_sub_nc_u32_e32 v4, v12, v6
	v_sub_nc_u32_e32 v6, v12, v21
	v_bcnt_u32_b32 v12, v12, v22
	v_alignbit_b32 v15, v15, v19, 29
	s_clause 0x3
	global_store_b128 v[17:18], v[1:4], off
	global_store_b128 v[17:18], v[5:8], off offset:16
	global_store_b128 v[17:18], v[9:12], off offset:32
	global_store_b128 v[17:18], v[13:16], off offset:48
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
		.amdhsa_round_robin_scheduling 0
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
	.size	int_math, .Lfunc_end0-int_math
                                        ; -- End function
	.set int_math.num_vgpr, 27
	.set int_math.num_agpr, 0
	.set int_math.numbered_sgpr, 8
	.set int_math.num_named_barrier, 0
	.set int_math.private_seg_size, 0
	.set int_math.uses_vcc, 1
	.set int_math.uses_flat_scratch, 0
	.set int_math.has_dyn_sized_stack, 0
	.set int_math.has_recursion, 0
	.set int_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 756
; TotalNumSgprs: 10
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 27
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_int_math ; -- Begin function __clang_ocl_kern_imp_int_math
	.globl	__clang_ocl_kern_imp_int_math
	.p2align	2
	.type	__clang_ocl_kern_imp_int_math,@function
__clang_ocl_kern_imp_int_math:          ; @__clang_ocl_kern_imp_int_math
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v9, 0x3ff, v31
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v9, ttmp9, 8, v9
	v_cmpx_lt_u32_e64 v9, v0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[11:12], 2, v[9:10]
	v_lshlrev_b32_e32 v9, 4, v9
	v_add_co_u32 v3, vcc_lo, v3, v11
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, v4, v12, vcc_lo
	v_add_co_u32 v0, vcc_lo, v1, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v2, v12, vcc_lo
	global_load_b32 v4, v[3:4], off
	global_load_b32 v15, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v5, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v6, v12, vcc_lo
	global_load_b32 v3, v[0:1], off
	s_wait_loadcnt 0x2
	v_ashrrev_i32_e32 v5, 4, v4
	v_or_b32_e32 v12, 1, v4
	v_lshrrev_b32_e32 v21, 8, v4
	s_wait_loadcnt 0x1
	v_mul_lo_u32 v25, 0x7f4a7c15, v15
	v_mul_lo_u32 v26, 0x1e3779b9, v4
	v_or_b32_e32 v6, 1, v5
	v_cvt_f32_u32_e32 v1, v12
	v_sub_nc_u32_e32 v13, 0, v12
	v_xor_b32_e32 v5, v15, v5
	v_sub_nc_u32_e32 v22, 0, v4
	v_sub_nc_u32_e32 v0, 0, v6
	v_rcp_iflag_f32_e32 v1, v1
	v_ctz_i32_b32_e32 v23, v4
	v_ashrrev_i32_e32 v5, 31, v5
	v_max_u32_e32 v24, v15, v4
	v_max_i32_e32 v11, v0, v6
	v_ashrrev_i32_e32 v27, v4, v15
	v_sad_u8 v28, v15, v4, 7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_u32_e32 v0, v11
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_sub_nc_u32_e32 v2, 0, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_iflag_f32_e32 v0, v0
	v_cvt_u32_f32_e32 v14, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v1, v2, v0
	v_mul_lo_u32 v2, v13, v14
	v_sub_nc_u32_e32 v13, 0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max_i32_e32 v13, v13, v15
	v_mul_hi_u32 v1, v0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, v14, v2
	v_add_nc_u32_e32 v16, v0, v1
	v_lshlrev_b64_e32 v[0:1], 2, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v9, v14, v2
	v_mul_hi_i32 v2, v4, v15
	v_mul_hi_u32 v10, v13, v16
	v_clz_i32_u32_e32 v16, v15
	v_add_co_u32 v17, vcc_lo, v7, v0
	v_mul_hi_u32 v7, v15, v9
	s_wait_loadcnt 0x0
	v_perm_b32 v9, v15, v4, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, v8, v1, vcc_lo
	v_mul_lo_u32 v14, v10, v11
	v_add_nc_u32_e32 v19, 1, v10
	v_mad_co_u64_u32 v[0:1], null, v4, v15, 0
	v_mul_lo_u32 v3, v7, v12
	v_bfrev_b32_e32 v8, v15
	v_sub_nc_u32_e32 v13, v13, v14
	v_min_i32_e32 v14, v15, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v3, v15, v3
	v_sub_nc_u32_e32 v20, v13, v11
	v_cmp_ge_u32_e32 vcc_lo, v13, v11
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v10, v10, v19, vcc_lo
	v_add_nc_u32_e32 v19, 1, v7
	v_cndmask_b32_e32 v13, v13, v20, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v3, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v20, 1, v10
	v_cmp_ge_u32_e64 s0, v13, v11
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v7, v7, v19, vcc_lo
	v_sub_nc_u32_e32 v19, v3, v12
	v_xor_b32_e32 v13, v14, v24
	v_alignbit_b32 v14, v1, v0, 20
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v10, v10, v20, s0
	v_add_nc_u32_e32 v11, 1, v7
	v_cndmask_b32_e32 v3, v3, v19, vcc_lo
	v_mad_co_u64_u32 v[19:20], null, 0x7f4a7c15, v4, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v10, v10, v5
	v_cmp_ge_u32_e32 vcc_lo, v3, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v10, v5
	v_alignbit_b32 v10, v15, v4, v21
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, v7, v11, vcc_lo
	v_add3_u32 v20, v20, v26, v25
	v_min_u32_e32 v7, 32, v16
	v_mul_lo_u32 v6, v5, v6
	v_alignbit_b32 v11, v15, v15, v22
	v_mul_lo_u32 v4, v3, v12
	v_min_u32_e32 v12, 32, v23
	v_add_nc_u32_e32 v16, v27, v28
	v_sub_nc_u32_e32 v6, v15, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_bcnt_u32_b32 v12, v15, v12
	v_sub_nc_u32_e32 v4, v15, v4
	v_alignbit_b32 v15, v20, v19, 29
	s_clause 0x3
	global_store_b128 v[17:18], v[1:4], off
	global_store_b128 v[17:18], v[5:8], off offset:16
	global_store_b128 v[17:18], v[9:12], off offset:32
	global_store_b128 v[17:18], v[13:16], off offset:48
.LBB1_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_int_math, .Lfunc_end1-__clang_ocl_kern_imp_int_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_int_math.num_vgpr, 32
	.set __clang_ocl_kern_imp_int_math.num_agpr, 0
	.set __clang_ocl_kern_imp_int_math.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_int_math.num_named_barrier, 0
	.set __clang_ocl_kern_imp_int_math.private_seg_size, 0
	.set __clang_ocl_kern_imp_int_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_int_math.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_int_math.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_int_math.has_recursion, 0
	.set __clang_ocl_kern_imp_int_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 768
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
      - .offset:         0
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int_math
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         int_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
