	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z13k_cube_selectiiiPKiPi ; -- Begin function _Z13k_cube_selectiiiPKiPi
	.globl	_Z13k_cube_selectiiiPKiPi
	.p2align	8
	.type	_Z13k_cube_selectiiiPKiPi,@function
_Z13k_cube_selectiiiPKiPi:              ; @_Z13k_cube_selectiiiPKiPi
; %bb.0:
	s_load_dwordx2 s[8:9], s[4:5], 0x4
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s8, v0
	s_cbranch_execz .LBB0_11
; %bb.1:
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[4:5], 0x10
	s_load_dword s18, s[4:5], 0x2c
	s_mul_i32 s16, s8, s6
	v_mov_b32_e32 v17, 0
	s_mul_i32 s6, s16, 3
	s_mov_b32 s0, s9
	s_ashr_i32 s7, s6, 31
	s_mov_b32 s1, s9
	s_lshl_b64 s[10:11], s[6:7], 2
	s_mov_b32 s2, s9
	s_mov_b32 s3, s9
	s_mov_b32 s4, s9
	s_mov_b32 s5, s9
	s_mov_b32 s6, s9
	s_mov_b32 s7, s9
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_lshl_b32 s16, s16, 3
	s_mov_b32 s11, 0
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s14, s14, s16
	s_addc_u32 s15, s15, s17
	s_and_b32 s16, s18, 0xffff
	s_mov_b32 s17, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v0, s16, v0
	v_cmp_le_i32_e32 vcc_lo, s8, v0
	s_or_b32 s17, vcc_lo, s17
	s_andn2_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB0_11
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_7 Depth 2
	v_lshl_add_u32 v1, v0, 1, v0
	v_lshlrev_b32_e32 v15, 3, v0
	v_mov_b32_e32 v11, s7
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v10, s6
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v16, 31, v15
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v8, s4
	v_mov_b32_e32 v7, s3
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v4, s0
	s_mov_b32 s10, s11
	s_mov_b32 s18, s11
	v_add_co_u32 v1, vcc_lo, s12, v1
	v_add_co_ci_u32_e64 v2, null, s13, v2, vcc_lo
	global_load_dwordx3 v[12:14], v[1:2], off
	v_lshlrev_b64 v[1:2], 2, v[15:16]
	v_add_co_u32 v18, vcc_lo, s14, v1
	v_add_co_ci_u32_e64 v19, null, s15, v2, vcc_lo
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[0:3], off offset:16
	s_branch .LBB0_7
.LBB0_4:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b32 exec_lo, exec_lo, s21
.LBB0_5:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b32 exec_lo, exec_lo, s20
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_add_i32 s18, s18, 1
	s_add_i32 s10, s10, 3
	s_cmp_eq_u32 s8, s18
	s_cbranch_scc1 .LBB0_2
.LBB0_7:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s19, exec_lo
	v_cmpx_ne_u32_e64 s18, v0
	s_cbranch_execz .LBB0_6
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=2
	s_lshl_b64 s[20:21], s[10:11], 2
	s_add_u32 s20, s12, s20
	s_addc_u32 s21, s13, s21
	global_load_dwordx3 v[1:3], v17, s[20:21]
	s_mov_b32 s20, exec_lo
	s_waitcnt vmcnt(0)
	v_sub_nc_u32_e32 v16, v12, v1
	v_sub_nc_u32_e32 v18, v13, v2
	v_sub_nc_u32_e32 v19, v14, v3
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v18, v18, v18
	v_mul_lo_u32 v19, v19, v19
	v_add3_u32 v16, v18, v16, v19
	v_cmpx_ge_i32_e64 s9, v16
	s_cbranch_execz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=2
	v_cmp_lt_i32_e32 vcc_lo, v14, v3
	s_mov_b32 s21, exec_lo
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v12, v1
	v_cndmask_b32_e64 v1, 0, 4, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v13, v2
	v_cndmask_b32_e64 v2, 0, 2, vcc_lo
	v_or3_b32 v1, v2, v1, v3
	v_cmp_eq_u32_e32 vcc_lo, 1, v1
	v_cndmask_b32_e32 v2, v4, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v1
	v_cndmask_b32_e32 v2, v2, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v1
	v_cndmask_b32_e32 v2, v2, v8, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v1
	v_cndmask_b32_e32 v2, v2, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v1
	v_cndmask_b32_e32 v2, v2, v10, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v1
	v_cndmask_b32_e32 v2, v2, v11, vcc_lo
	v_cmpx_lt_i32_e64 v16, v2
	s_cbranch_execz .LBB0_4
; %bb.10:                               ;   in Loop: Header=BB0_7 Depth=2
	v_cmp_eq_u32_e32 vcc_lo, 7, v1
	v_or_b32_e32 v2, v1, v15
	v_mov_b32_e32 v18, s18
	v_cndmask_b32_e32 v11, v11, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_cndmask_b32_e32 v10, v10, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_cndmask_b32_e32 v9, v9, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v1
	v_cndmask_b32_e32 v8, v8, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v1
	v_cndmask_b32_e32 v7, v7, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_cndmask_b32_e32 v6, v6, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v1
	v_cndmask_b32_e32 v5, v5, v16, vcc_lo
	v_add_co_u32 v2, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v3, null, s15, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	global_store_dword v[2:3], v18, off
	v_cndmask_b32_e32 v4, v4, v16, vcc_lo
	s_branch .LBB0_4
.LBB0_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13k_cube_selectiiiPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 22
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	_Z13k_cube_selectiiiPKiPi, .Lfunc_end0-_Z13k_cube_selectiiiPKiPi
                                        ; -- End function
	.set _Z13k_cube_selectiiiPKiPi.num_vgpr, 20
	.set _Z13k_cube_selectiiiPKiPi.num_agpr, 0
	.set _Z13k_cube_selectiiiPKiPi.numbered_sgpr, 22
	.set _Z13k_cube_selectiiiPKiPi.num_named_barrier, 0
	.set _Z13k_cube_selectiiiPKiPi.private_seg_size, 0
	.set _Z13k_cube_selectiiiPKiPi.uses_vcc, 1
	.set _Z13k_cube_selectiiiPKiPi.uses_flat_scratch, 0
	.set _Z13k_cube_selectiiiPKiPi.has_dyn_sized_stack, 0
	.set _Z13k_cube_selectiiiPKiPi.has_recursion, 0
	.set _Z13k_cube_selectiiiPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 680
; TotalNumSgprs: 24
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 20
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z17k_cube_select_twoiiiPKiPi ; -- Begin function _Z17k_cube_select_twoiiiPKiPi
	.globl	_Z17k_cube_select_twoiiiPKiPi
	.p2align	8
	.type	_Z17k_cube_select_twoiiiPKiPi,@function
_Z17k_cube_select_twoiiiPKiPi:          ; @_Z17k_cube_select_twoiiiPKiPi
; %bb.0:
	s_load_dwordx2 s[16:17], s[4:5], 0x4
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s16, v0
	s_cbranch_execz .LBB1_15
; %bb.1:
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[4:5], 0x10
	s_load_dword s24, s[4:5], 0x2c
	s_mul_i32 s14, s16, s6
	v_mov_b32_e32 v25, 0
	s_mul_i32 s12, s14, 3
	s_mov_b32 s0, s17
	s_ashr_i32 s13, s12, 31
	s_mov_b32 s1, s17
	s_lshl_b64 s[12:13], s[12:13], 2
	s_mov_b32 s2, s17
	s_mov_b32 s3, s17
	s_mov_b32 s4, s17
	s_mov_b32 s5, s17
	s_mov_b32 s6, s17
	s_mov_b32 s7, s17
	s_mov_b32 s8, s17
	s_mov_b32 s9, s17
	s_mov_b32 s10, s17
	s_mov_b32 s11, s17
	s_mov_b32 s25, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s20, s12
	s_addc_u32 s21, s21, s13
	s_lshl_b32 s14, s14, 4
	s_mov_b32 s12, s17
	s_ashr_i32 s15, s14, 31
	s_mov_b32 s13, s17
	s_lshl_b64 s[18:19], s[14:15], 2
	s_mov_b32 s14, s17
	s_add_u32 s22, s22, s18
	s_addc_u32 s23, s23, s19
	s_and_b32 s24, s24, 0xffff
	s_mov_b32 s15, s17
	s_mov_b32 s19, 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_nc_u32_e32 v0, s24, v0
	v_cmp_le_i32_e32 vcc_lo, s16, v0
	s_or_b32 s25, vcc_lo, s25
	s_andn2_b32 exec_lo, exec_lo, s25
	s_cbranch_execz .LBB1_15
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_8 Depth 2
	v_lshl_add_u32 v1, v0, 1, v0
	v_lshlrev_b32_e32 v23, 4, v0
	v_mov_b32_e32 v19, s15
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v18, s14
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v24, 31, v23
	v_mov_b32_e32 v17, s13
	v_mov_b32_e32 v16, s12
	v_mov_b32_e32 v15, s11
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v14, s10
	v_mov_b32_e32 v13, s9
	v_mov_b32_e32 v12, s8
	v_mov_b32_e32 v11, s7
	v_mov_b32_e32 v10, s6
	v_add_co_u32 v1, vcc_lo, s20, v1
	v_add_co_ci_u32_e64 v2, null, s21, v2, vcc_lo
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v8, s4
	v_mov_b32_e32 v7, s3
	global_load_dwordx3 v[20:22], v[1:2], off
	v_lshlrev_b64 v[1:2], 2, v[23:24]
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v5, s1
	v_mov_b32_e32 v4, s0
	s_mov_b32 s18, s19
	s_mov_b32 s26, s19
	v_add_co_u32 v26, vcc_lo, s22, v1
	v_add_co_ci_u32_e64 v27, null, s23, v2, vcc_lo
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	global_store_dwordx4 v[26:27], v[0:3], off offset:16
	global_store_dwordx4 v[26:27], v[0:3], off offset:32
	global_store_dwordx4 v[26:27], v[0:3], off
	global_store_dwordx4 v[26:27], v[0:3], off offset:48
	s_branch .LBB1_8
.LBB1_4:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s30
	v_cmp_eq_u32_e32 vcc_lo, 15, v3
	v_or_b32_e32 v1, v28, v1
	v_mov_b32_e32 v26, s26
	v_cndmask_b32_e32 v19, v19, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v18, v18, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v3
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_cndmask_b32_e32 v17, v17, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v3
	v_cndmask_b32_e32 v16, v16, v24, vcc_lo
	v_add_co_u32 v1, vcc_lo, s22, v1
	v_add_co_ci_u32_e64 v2, null, s23, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v3
	global_store_dword v[1:2], v26, off
	v_cndmask_b32_e32 v15, v15, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v3
	v_cndmask_b32_e32 v14, v14, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v3
	v_cndmask_b32_e32 v13, v13, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v3
	v_cndmask_b32_e32 v12, v12, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v3
	v_cndmask_b32_e32 v11, v11, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v3
	v_cndmask_b32_e32 v10, v10, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v3
	v_cndmask_b32_e32 v9, v9, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v3
	v_cndmask_b32_e32 v8, v8, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v3
	v_cndmask_b32_e32 v7, v7, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	v_cndmask_b32_e32 v6, v6, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e32 v5, v5, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v4, v4, v24, vcc_lo
.LBB1_5:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s29
.LBB1_6:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s28
.LBB1_7:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s27
	s_add_i32 s26, s26, 1
	s_add_i32 s18, s18, 3
	s_cmp_eq_u32 s16, s26
	s_cbranch_scc1 .LBB1_2
.LBB1_8:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s27, exec_lo
	v_cmpx_ne_u32_e64 s26, v0
	s_cbranch_execz .LBB1_7
; %bb.9:                                ;   in Loop: Header=BB1_8 Depth=2
	s_lshl_b64 s[28:29], s[18:19], 2
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s29
	global_load_dwordx3 v[1:3], v25, s[28:29]
	s_mov_b32 s28, exec_lo
	s_waitcnt vmcnt(0)
	v_sub_nc_u32_e32 v24, v20, v1
	v_sub_nc_u32_e32 v26, v21, v2
	v_sub_nc_u32_e32 v27, v22, v3
	v_mul_lo_u32 v24, v24, v24
	v_mul_lo_u32 v26, v26, v26
	v_mul_lo_u32 v27, v27, v27
	v_add3_u32 v24, v26, v24, v27
	v_cmpx_ge_i32_e64 s17, v24
	s_cbranch_execz .LBB1_6
; %bb.10:                               ;   in Loop: Header=BB1_8 Depth=2
	v_cmp_lt_i32_e32 vcc_lo, v20, v1
	v_mov_b32_e32 v28, 0
	s_mov_b32 s29, exec_lo
	v_cndmask_b32_e64 v1, 0, 8, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v21, v2
	v_cndmask_b32_e64 v2, 0, 4, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v22, v3
	v_cndmask_b32_e64 v3, 0, 2, vcc_lo
	v_or3_b32 v27, v2, v1, v3
	v_cmp_eq_u32_e32 vcc_lo, 1, v27
	v_mov_b32_e32 v3, v27
	v_cndmask_b32_e32 v1, v4, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v27
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v27
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v27
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v27
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v27
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v27
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v27
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v27
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v27
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v27
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v27
	v_cndmask_b32_e32 v1, v1, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v27
	v_cndmask_b32_e32 v1, v1, v17, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v27
	v_cndmask_b32_e32 v1, v1, v18, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v27
	v_cndmask_b32_e32 v26, v1, v19, vcc_lo
	v_cmp_lt_i32_e64 s31, v24, v26
	s_mov_b32 s30, s31
	v_cmpx_ge_i32_e64 v24, v26
	s_cbranch_execz .LBB1_12
; %bb.11:                               ;   in Loop: Header=BB1_8 Depth=2
	v_or_b32_e32 v3, 1, v27
	s_andn2_b32 s30, s31, exec_lo
	v_mov_b32_e32 v28, 1
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e32 v1, v4, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v3
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v3
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v3
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v3
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v3
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v3
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v3
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v3
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v3
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v3
	v_cndmask_b32_e32 v1, v1, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v3
	v_cndmask_b32_e32 v1, v1, v17, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v3
	v_cndmask_b32_e32 v1, v1, v18, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v3
	v_cndmask_b32_e32 v1, v1, v19, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v24, v1
	s_and_b32 s33, vcc_lo, exec_lo
	s_or_b32 s30, s30, s33
.LBB1_12:                               ;   in Loop: Header=BB1_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s29
	s_and_saveexec_b32 s29, s30
	s_cbranch_execz .LBB1_5
; %bb.13:                               ;   in Loop: Header=BB1_8 Depth=2
	v_or_b32_e32 v1, v27, v23
	s_and_saveexec_b32 s30, s31
	s_cbranch_execz .LBB1_4
; %bb.14:                               ;   in Loop: Header=BB1_8 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_or_b32_e32 v27, 1, v27
	v_lshlrev_b64 v[29:30], 2, v[1:2]
	v_add_co_u32 v29, vcc_lo, s22, v29
	v_add_co_ci_u32_e64 v30, null, s23, v30, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v27
	global_load_dword v2, v[29:30], off
	v_cndmask_b32_e32 v19, v19, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v27
	v_cndmask_b32_e32 v18, v18, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v27
	v_cndmask_b32_e32 v17, v17, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v27
	v_cndmask_b32_e32 v16, v16, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v27
	v_cndmask_b32_e32 v15, v15, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v27
	v_cndmask_b32_e32 v14, v14, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v27
	v_cndmask_b32_e32 v13, v13, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v27
	v_cndmask_b32_e32 v12, v12, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v27
	v_cndmask_b32_e32 v11, v11, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v27
	v_cndmask_b32_e32 v10, v10, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v27
	v_cndmask_b32_e32 v9, v9, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v27
	v_cndmask_b32_e32 v8, v8, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v27
	v_cndmask_b32_e32 v7, v7, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v27
	v_cndmask_b32_e32 v6, v6, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v27
	v_cndmask_b32_e32 v5, v5, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v27
	v_cndmask_b32_e32 v4, v4, v26, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v[29:30], v2, off offset:4
	s_branch .LBB1_4
.LBB1_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17k_cube_select_twoiiiPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	_Z17k_cube_select_twoiiiPKiPi, .Lfunc_end1-_Z17k_cube_select_twoiiiPKiPi
                                        ; -- End function
	.set _Z17k_cube_select_twoiiiPKiPi.num_vgpr, 31
	.set _Z17k_cube_select_twoiiiPKiPi.num_agpr, 0
	.set _Z17k_cube_select_twoiiiPKiPi.numbered_sgpr, 34
	.set _Z17k_cube_select_twoiiiPKiPi.num_named_barrier, 0
	.set _Z17k_cube_select_twoiiiPKiPi.private_seg_size, 0
	.set _Z17k_cube_select_twoiiiPKiPi.uses_vcc, 1
	.set _Z17k_cube_select_twoiiiPKiPi.uses_flat_scratch, 0
	.set _Z17k_cube_select_twoiiiPKiPi.has_dyn_sized_stack, 0
	.set _Z17k_cube_select_twoiiiPKiPi.has_recursion, 0
	.set _Z17k_cube_select_twoiiiPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1260
; TotalNumSgprs: 36
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 31
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z18k_cube_select_fouriiiPKiPi ; -- Begin function _Z18k_cube_select_fouriiiPKiPi
	.globl	_Z18k_cube_select_fouriiiPKiPi
	.p2align	8
	.type	_Z18k_cube_select_fouriiiPKiPi,@function
_Z18k_cube_select_fouriiiPKiPi:         ; @_Z18k_cube_select_fouriiiPKiPi
; %bb.0:
	s_load_dwordx2 s[34:35], s[4:5], 0x4
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s34, v0
	s_cbranch_execz .LBB2_21
; %bb.1:
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x2c
	s_mul_i32 s6, s34, s6
	v_mov_b32_e32 v41, 0
	s_mul_i32 s4, s6, 3
	s_mov_b32 s36, s35
	s_ashr_i32 s5, s4, 31
	s_mov_b32 s37, s35
	s_lshl_b64 s[4:5], s[4:5], 2
	s_mov_b32 s38, s35
	s_mov_b32 s39, s35
	s_mov_b32 s40, s35
	s_mov_b32 s41, s35
	s_mov_b32 s42, s35
	s_mov_b32 s43, s35
	s_mov_b32 s44, s35
	s_mov_b32 s45, s35
	s_mov_b32 s46, s35
	s_mov_b32 s47, s35
	s_mov_b32 s48, s35
	s_waitcnt lgkmcnt(0)
	s_add_u32 s33, s0, s4
	s_addc_u32 s70, s1, s5
	s_lshl_b32 s0, s6, 5
	s_mov_b32 s49, s35
	s_ashr_i32 s1, s0, 31
	s_mov_b32 s50, s35
	s_lshl_b64 s[0:1], s[0:1], 2
	s_mov_b32 s51, s35
	s_add_u32 s71, s2, s0
	s_addc_u32 s72, s3, s1
	s_and_b32 s73, s7, 0xffff
	s_mov_b32 s52, s35
	s_mov_b32 s53, s35
	s_mov_b32 s54, s35
	s_mov_b32 s55, s35
	s_mov_b32 s56, s35
	s_mov_b32 s57, s35
	s_mov_b32 s58, s35
	s_mov_b32 s59, s35
	s_mov_b32 s60, s35
	s_mov_b32 s61, s35
	s_mov_b32 s62, s35
	s_mov_b32 s63, s35
	s_mov_b32 s64, s35
	s_mov_b32 s65, s35
	s_mov_b32 s66, s35
	s_mov_b32 s67, s35
	s_mov_b32 s69, 0
	s_mov_b32 s74, 0
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	v_add_nc_u32_e32 v0, s73, v0
	v_cmp_le_i32_e32 vcc_lo, s34, v0
	s_or_b32 s74, vcc_lo, s74
	s_andn2_b32 exec_lo, exec_lo, s74
	s_cbranch_execz .LBB2_21
.LBB2_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_8 Depth 2
                                        ;       Child Loop BB2_19 Depth 3
	v_lshl_add_u32 v1, v0, 1, v0
	v_lshlrev_b32_e32 v39, 5, v0
	v_mov_b32_e32 v4, s36
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v5, s37
	v_ashrrev_i32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v40, 31, v39
	v_mov_b32_e32 v6, s38
	v_mov_b32_e32 v7, s39
	v_mov_b32_e32 v8, s40
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v9, s41
	v_mov_b32_e32 v10, s42
	v_mov_b32_e32 v11, s43
	v_mov_b32_e32 v12, s44
	v_mov_b32_e32 v13, s45
	v_add_co_u32 v1, vcc_lo, s33, v1
	v_add_co_ci_u32_e64 v2, null, s70, v2, vcc_lo
	v_mov_b32_e32 v14, s46
	v_mov_b32_e32 v15, s47
	v_mov_b32_e32 v16, s48
	global_load_dwordx3 v[36:38], v[1:2], off
	v_lshlrev_b64 v[1:2], 2, v[39:40]
	v_mov_b32_e32 v17, s49
	v_mov_b32_e32 v18, s50
	v_mov_b32_e32 v19, s51
	v_mov_b32_e32 v20, s52
	v_mov_b32_e32 v21, s53
	v_add_co_u32 v42, vcc_lo, s71, v1
	v_add_co_ci_u32_e64 v43, null, s72, v2, vcc_lo
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v22, s54
	v_mov_b32_e32 v23, s55
	v_mov_b32_e32 v24, s56
	v_mov_b32_e32 v25, s57
	v_mov_b32_e32 v26, s58
	v_mov_b32_e32 v27, s59
	v_mov_b32_e32 v28, s60
	v_mov_b32_e32 v29, s61
	v_mov_b32_e32 v30, s62
	v_mov_b32_e32 v31, s63
	v_mov_b32_e32 v32, s64
	v_mov_b32_e32 v33, s65
	v_mov_b32_e32 v34, s66
	v_mov_b32_e32 v35, s67
	s_mov_b32 s75, s69
	global_store_dwordx4 v[42:43], v[0:3], off
	global_store_dwordx4 v[42:43], v[0:3], off offset:16
	global_store_dwordx4 v[42:43], v[0:3], off offset:32
	global_store_dwordx4 v[42:43], v[0:3], off offset:48
	global_store_dwordx4 v[42:43], v[0:3], off offset:64
	global_store_dwordx4 v[42:43], v[0:3], off offset:80
	global_store_dwordx4 v[42:43], v[0:3], off offset:96
	global_store_dwordx4 v[42:43], v[0:3], off offset:112
	s_branch .LBB2_8
.LBB2_4:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s78
	v_cmp_eq_u32_e32 vcc_lo, 31, v3
	v_or_b32_e32 v1, v43, v44
	v_mov_b32_e32 v42, s75
	v_cndmask_b32_e32 v35, v35, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 30, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v34, v34, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 29, v3
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_cndmask_b32_e32 v33, v33, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 28, v3
	v_cndmask_b32_e32 v32, v32, v40, vcc_lo
	v_add_co_u32 v1, vcc_lo, s71, v1
	v_add_co_ci_u32_e64 v2, null, s72, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 27, v3
	global_store_dword v[1:2], v42, off
	v_cndmask_b32_e32 v31, v31, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 26, v3
	v_cndmask_b32_e32 v30, v30, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 25, v3
	v_cndmask_b32_e32 v29, v29, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 24, v3
	v_cndmask_b32_e32 v28, v28, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 23, v3
	v_cndmask_b32_e32 v27, v27, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 22, v3
	v_cndmask_b32_e32 v26, v26, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 21, v3
	v_cndmask_b32_e32 v25, v25, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 20, v3
	v_cndmask_b32_e32 v24, v24, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 19, v3
	v_cndmask_b32_e32 v23, v23, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 18, v3
	v_cndmask_b32_e32 v22, v22, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 17, v3
	v_cndmask_b32_e32 v21, v21, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 16, v3
	v_cndmask_b32_e32 v20, v20, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v3
	v_cndmask_b32_e32 v19, v19, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v3
	v_cndmask_b32_e32 v18, v18, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v3
	v_cndmask_b32_e32 v17, v17, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v3
	v_cndmask_b32_e32 v16, v16, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v3
	v_cndmask_b32_e32 v15, v15, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v3
	v_cndmask_b32_e32 v14, v14, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v3
	v_cndmask_b32_e32 v13, v13, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v3
	v_cndmask_b32_e32 v12, v12, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v3
	v_cndmask_b32_e32 v11, v11, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v3
	v_cndmask_b32_e32 v10, v10, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v3
	v_cndmask_b32_e32 v9, v9, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v3
	v_cndmask_b32_e32 v8, v8, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v3
	v_cndmask_b32_e32 v7, v7, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	v_cndmask_b32_e32 v6, v6, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e32 v5, v5, v40, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v4, v4, v40, vcc_lo
.LBB2_5:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s77
.LBB2_6:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s68
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s76
	s_add_i32 s75, s75, 1
	s_cmp_eq_u32 s75, s34
	s_cbranch_scc1 .LBB2_2
.LBB2_8:                                ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_19 Depth 3
	s_mov_b32 s76, exec_lo
	v_cmpx_ne_u32_e64 s75, v0
	s_cbranch_execz .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=2
	s_mul_i32 s68, s75, 3
	s_lshl_b64 s[0:1], s[68:69], 2
	s_mov_b32 s68, exec_lo
	s_add_u32 s0, s33, s0
	s_addc_u32 s1, s70, s1
	global_load_dwordx3 v[1:3], v41, s[0:1]
	s_waitcnt vmcnt(0)
	v_sub_nc_u32_e32 v40, v36, v1
	v_sub_nc_u32_e32 v42, v37, v2
	v_sub_nc_u32_e32 v43, v38, v3
	v_mul_lo_u32 v40, v40, v40
	v_mul_lo_u32 v42, v42, v42
	v_mul_lo_u32 v43, v43, v43
	v_add3_u32 v40, v42, v40, v43
	v_cmpx_ge_i32_e64 s35, v40
	s_cbranch_execz .LBB2_6
; %bb.10:                               ;   in Loop: Header=BB2_8 Depth=2
	v_cmp_lt_i32_e32 vcc_lo, v36, v1
	v_mov_b32_e32 v43, 0
	s_mov_b32 s1, -1
	s_mov_b32 s2, exec_lo
	v_cndmask_b32_e64 v1, 0, 16, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v37, v2
	v_cndmask_b32_e64 v2, 0, 8, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v38, v3
	v_cndmask_b32_e64 v3, 0, 4, vcc_lo
	v_or3_b32 v42, v2, v1, v3
	v_cmp_eq_u32_e32 vcc_lo, 1, v42
	v_mov_b32_e32 v3, v42
	v_cndmask_b32_e32 v1, v4, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v42
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v42
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v42
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v42
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v42
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v42
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v42
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 9, v42
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 10, v42
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 11, v42
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v42
	v_cndmask_b32_e32 v1, v1, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 13, v42
	v_cndmask_b32_e32 v1, v1, v17, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 14, v42
	v_cndmask_b32_e32 v1, v1, v18, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 15, v42
	v_cndmask_b32_e32 v1, v1, v19, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 16, v42
	v_cndmask_b32_e32 v1, v1, v20, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 17, v42
	v_cndmask_b32_e32 v1, v1, v21, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 18, v42
	v_cndmask_b32_e32 v1, v1, v22, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 19, v42
	v_cndmask_b32_e32 v1, v1, v23, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 20, v42
	v_cndmask_b32_e32 v1, v1, v24, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 21, v42
	v_cndmask_b32_e32 v1, v1, v25, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 22, v42
	v_cndmask_b32_e32 v1, v1, v26, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 23, v42
	v_cndmask_b32_e32 v1, v1, v27, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 24, v42
	v_cndmask_b32_e32 v1, v1, v28, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 25, v42
	v_cndmask_b32_e32 v1, v1, v29, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 26, v42
	v_cndmask_b32_e32 v1, v1, v30, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 27, v42
	v_cndmask_b32_e32 v1, v1, v31, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 28, v42
	v_cndmask_b32_e32 v1, v1, v32, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 29, v42
	v_cndmask_b32_e32 v1, v1, v33, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 30, v42
	v_cndmask_b32_e32 v1, v1, v34, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 31, v42
	v_cndmask_b32_e32 v1, v1, v35, vcc_lo
	v_cmp_lt_i32_e32 vcc_lo, v40, v1
	v_cmpx_ge_i32_e64 v40, v1
	s_cbranch_execz .LBB2_16
; %bb.11:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v3, 1, v42
	v_mov_b32_e32 v43, 1
	s_mov_b32 s4, -1
	s_mov_b32 s3, exec_lo
	v_cmp_eq_u32_e64 s0, 1, v3
	v_cndmask_b32_e64 v1, v4, v5, s0
	v_cmp_eq_u32_e64 s0, 2, v3
	v_cndmask_b32_e64 v1, v1, v6, s0
	v_cmp_eq_u32_e64 s0, 3, v3
	v_cndmask_b32_e64 v1, v1, v7, s0
	v_cmp_eq_u32_e64 s0, 4, v3
	v_cndmask_b32_e64 v1, v1, v8, s0
	v_cmp_eq_u32_e64 s0, 5, v3
	v_cndmask_b32_e64 v1, v1, v9, s0
	v_cmp_eq_u32_e64 s0, 6, v3
	v_cndmask_b32_e64 v1, v1, v10, s0
	v_cmp_eq_u32_e64 s0, 7, v3
	v_cndmask_b32_e64 v1, v1, v11, s0
	v_cmp_eq_u32_e64 s0, 8, v3
	v_cndmask_b32_e64 v1, v1, v12, s0
	v_cmp_eq_u32_e64 s0, 9, v3
	v_cndmask_b32_e64 v1, v1, v13, s0
	v_cmp_eq_u32_e64 s0, 10, v3
	v_cndmask_b32_e64 v1, v1, v14, s0
	v_cmp_eq_u32_e64 s0, 11, v3
	v_cndmask_b32_e64 v1, v1, v15, s0
	v_cmp_eq_u32_e64 s0, 12, v3
	v_cndmask_b32_e64 v1, v1, v16, s0
	v_cmp_eq_u32_e64 s0, 13, v3
	v_cndmask_b32_e64 v1, v1, v17, s0
	v_cmp_eq_u32_e64 s0, 14, v3
	v_cndmask_b32_e64 v1, v1, v18, s0
	v_cmp_eq_u32_e64 s0, 15, v3
	v_cndmask_b32_e64 v1, v1, v19, s0
	v_cmp_eq_u32_e64 s0, 16, v3
	v_cndmask_b32_e64 v1, v1, v20, s0
	v_cmp_eq_u32_e64 s0, 17, v3
	v_cndmask_b32_e64 v1, v1, v21, s0
	v_cmp_eq_u32_e64 s0, 18, v3
	v_cndmask_b32_e64 v1, v1, v22, s0
	v_cmp_eq_u32_e64 s0, 19, v3
	v_cndmask_b32_e64 v1, v1, v23, s0
	v_cmp_eq_u32_e64 s0, 20, v3
	v_cndmask_b32_e64 v1, v1, v24, s0
	v_cmp_eq_u32_e64 s0, 21, v3
	v_cndmask_b32_e64 v1, v1, v25, s0
	v_cmp_eq_u32_e64 s0, 22, v3
	v_cndmask_b32_e64 v1, v1, v26, s0
	v_cmp_eq_u32_e64 s0, 23, v3
	v_cndmask_b32_e64 v1, v1, v27, s0
	v_cmp_eq_u32_e64 s0, 24, v3
	v_cndmask_b32_e64 v1, v1, v28, s0
	v_cmp_eq_u32_e64 s0, 25, v3
	v_cndmask_b32_e64 v1, v1, v29, s0
	v_cmp_eq_u32_e64 s0, 26, v3
	v_cndmask_b32_e64 v1, v1, v30, s0
	v_cmp_eq_u32_e64 s0, 27, v3
	v_cndmask_b32_e64 v1, v1, v31, s0
	v_cmp_eq_u32_e64 s0, 28, v3
	v_cndmask_b32_e64 v1, v1, v32, s0
	v_cmp_eq_u32_e64 s0, 29, v3
	v_cndmask_b32_e64 v1, v1, v33, s0
	v_cmp_eq_u32_e64 s0, 30, v3
	v_cndmask_b32_e64 v1, v1, v34, s0
	v_cmp_eq_u32_e64 s0, 31, v3
	v_cndmask_b32_e64 v1, v1, v35, s0
	v_cmp_lt_i32_e64 s0, v40, v1
	v_cmpx_ge_i32_e64 v40, v1
	s_cbranch_execz .LBB2_15
; %bb.12:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v3, 2, v42
	v_mov_b32_e32 v43, 2
	s_mov_b32 s6, -1
	s_mov_b32 s5, exec_lo
	v_cmp_eq_u32_e64 s1, 1, v3
	v_cndmask_b32_e64 v1, v4, v5, s1
	v_cmp_eq_u32_e64 s1, 2, v3
	v_cndmask_b32_e64 v1, v1, v6, s1
	v_cmp_eq_u32_e64 s1, 3, v3
	v_cndmask_b32_e64 v1, v1, v7, s1
	v_cmp_eq_u32_e64 s1, 4, v3
	v_cndmask_b32_e64 v1, v1, v8, s1
	v_cmp_eq_u32_e64 s1, 5, v3
	v_cndmask_b32_e64 v1, v1, v9, s1
	v_cmp_eq_u32_e64 s1, 6, v3
	v_cndmask_b32_e64 v1, v1, v10, s1
	v_cmp_eq_u32_e64 s1, 7, v3
	v_cndmask_b32_e64 v1, v1, v11, s1
	v_cmp_eq_u32_e64 s1, 8, v3
	v_cndmask_b32_e64 v1, v1, v12, s1
	v_cmp_eq_u32_e64 s1, 9, v3
	v_cndmask_b32_e64 v1, v1, v13, s1
	v_cmp_eq_u32_e64 s1, 10, v3
	v_cndmask_b32_e64 v1, v1, v14, s1
	v_cmp_eq_u32_e64 s1, 11, v3
	v_cndmask_b32_e64 v1, v1, v15, s1
	v_cmp_eq_u32_e64 s1, 12, v3
	v_cndmask_b32_e64 v1, v1, v16, s1
	v_cmp_eq_u32_e64 s1, 13, v3
	v_cndmask_b32_e64 v1, v1, v17, s1
	v_cmp_eq_u32_e64 s1, 14, v3
	v_cndmask_b32_e64 v1, v1, v18, s1
	v_cmp_eq_u32_e64 s1, 15, v3
	v_cndmask_b32_e64 v1, v1, v19, s1
	v_cmp_eq_u32_e64 s1, 16, v3
	v_cndmask_b32_e64 v1, v1, v20, s1
	v_cmp_eq_u32_e64 s1, 17, v3
	v_cndmask_b32_e64 v1, v1, v21, s1
	v_cmp_eq_u32_e64 s1, 18, v3
	v_cndmask_b32_e64 v1, v1, v22, s1
	v_cmp_eq_u32_e64 s1, 19, v3
	v_cndmask_b32_e64 v1, v1, v23, s1
	v_cmp_eq_u32_e64 s1, 20, v3
	v_cndmask_b32_e64 v1, v1, v24, s1
	v_cmp_eq_u32_e64 s1, 21, v3
	v_cndmask_b32_e64 v1, v1, v25, s1
	v_cmp_eq_u32_e64 s1, 22, v3
	v_cndmask_b32_e64 v1, v1, v26, s1
	v_cmp_eq_u32_e64 s1, 23, v3
	v_cndmask_b32_e64 v1, v1, v27, s1
	v_cmp_eq_u32_e64 s1, 24, v3
	v_cndmask_b32_e64 v1, v1, v28, s1
	v_cmp_eq_u32_e64 s1, 25, v3
	v_cndmask_b32_e64 v1, v1, v29, s1
	v_cmp_eq_u32_e64 s1, 26, v3
	v_cndmask_b32_e64 v1, v1, v30, s1
	v_cmp_eq_u32_e64 s1, 27, v3
	v_cndmask_b32_e64 v1, v1, v31, s1
	v_cmp_eq_u32_e64 s1, 28, v3
	v_cndmask_b32_e64 v1, v1, v32, s1
	v_cmp_eq_u32_e64 s1, 29, v3
	v_cndmask_b32_e64 v1, v1, v33, s1
	v_cmp_eq_u32_e64 s1, 30, v3
	v_cndmask_b32_e64 v1, v1, v34, s1
	v_cmp_eq_u32_e64 s1, 31, v3
	v_cndmask_b32_e64 v1, v1, v35, s1
	v_cmp_lt_i32_e64 s4, v40, v1
	v_cmpx_ge_i32_e64 v40, v1
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB2_14
; %bb.13:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v3, 3, v42
	v_mov_b32_e32 v43, 3
	s_andn2_b32 s4, s4, exec_lo
	s_xor_b32 s6, exec_lo, -1
	v_cmp_eq_u32_e64 s1, 1, v3
	v_cndmask_b32_e64 v1, v4, v5, s1
	v_cmp_eq_u32_e64 s1, 2, v3
	v_cndmask_b32_e64 v1, v1, v6, s1
	v_cmp_eq_u32_e64 s1, 3, v3
	v_cndmask_b32_e64 v1, v1, v7, s1
	v_cmp_eq_u32_e64 s1, 4, v3
	v_cndmask_b32_e64 v1, v1, v8, s1
	v_cmp_eq_u32_e64 s1, 5, v3
	v_cndmask_b32_e64 v1, v1, v9, s1
	v_cmp_eq_u32_e64 s1, 6, v3
	v_cndmask_b32_e64 v1, v1, v10, s1
	v_cmp_eq_u32_e64 s1, 7, v3
	v_cndmask_b32_e64 v1, v1, v11, s1
	v_cmp_eq_u32_e64 s1, 8, v3
	v_cndmask_b32_e64 v1, v1, v12, s1
	v_cmp_eq_u32_e64 s1, 9, v3
	v_cndmask_b32_e64 v1, v1, v13, s1
	v_cmp_eq_u32_e64 s1, 10, v3
	v_cndmask_b32_e64 v1, v1, v14, s1
	v_cmp_eq_u32_e64 s1, 11, v3
	v_cndmask_b32_e64 v1, v1, v15, s1
	v_cmp_eq_u32_e64 s1, 12, v3
	v_cndmask_b32_e64 v1, v1, v16, s1
	v_cmp_eq_u32_e64 s1, 13, v3
	v_cndmask_b32_e64 v1, v1, v17, s1
	v_cmp_eq_u32_e64 s1, 14, v3
	v_cndmask_b32_e64 v1, v1, v18, s1
	v_cmp_eq_u32_e64 s1, 15, v3
	v_cndmask_b32_e64 v1, v1, v19, s1
	v_cmp_eq_u32_e64 s1, 16, v3
	v_cndmask_b32_e64 v1, v1, v20, s1
	v_cmp_eq_u32_e64 s1, 17, v3
	v_cndmask_b32_e64 v1, v1, v21, s1
	v_cmp_eq_u32_e64 s1, 18, v3
	v_cndmask_b32_e64 v1, v1, v22, s1
	v_cmp_eq_u32_e64 s1, 19, v3
	v_cndmask_b32_e64 v1, v1, v23, s1
	v_cmp_eq_u32_e64 s1, 20, v3
	v_cndmask_b32_e64 v1, v1, v24, s1
	v_cmp_eq_u32_e64 s1, 21, v3
	v_cndmask_b32_e64 v1, v1, v25, s1
	v_cmp_eq_u32_e64 s1, 22, v3
	v_cndmask_b32_e64 v1, v1, v26, s1
	v_cmp_eq_u32_e64 s1, 23, v3
	v_cndmask_b32_e64 v1, v1, v27, s1
	v_cmp_eq_u32_e64 s1, 24, v3
	v_cndmask_b32_e64 v1, v1, v28, s1
	v_cmp_eq_u32_e64 s1, 25, v3
	v_cndmask_b32_e64 v1, v1, v29, s1
	v_cmp_eq_u32_e64 s1, 26, v3
	v_cndmask_b32_e64 v1, v1, v30, s1
	v_cmp_eq_u32_e64 s1, 27, v3
	v_cndmask_b32_e64 v1, v1, v31, s1
	v_cmp_eq_u32_e64 s1, 28, v3
	v_cndmask_b32_e64 v1, v1, v32, s1
	v_cmp_eq_u32_e64 s1, 29, v3
	v_cndmask_b32_e64 v1, v1, v33, s1
	v_cmp_eq_u32_e64 s1, 30, v3
	v_cndmask_b32_e64 v1, v1, v34, s1
	v_cmp_eq_u32_e64 s1, 31, v3
	v_cndmask_b32_e64 v1, v1, v35, s1
	v_cmp_lt_i32_e64 s1, v40, v1
	s_and_b32 s1, s1, exec_lo
	s_or_b32 s4, s4, s1
.LBB2_14:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s5
	s_andn2_b32 s0, s0, exec_lo
	s_and_b32 s1, s4, exec_lo
	s_orn2_b32 s4, s6, exec_lo
	s_or_b32 s0, s0, s1
.LBB2_15:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s3
	s_andn2_b32 s3, vcc_lo, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_orn2_b32 s1, s4, exec_lo
	s_or_b32 vcc_lo, s3, s0
.LBB2_16:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s77, exec_lo, s0
	s_cbranch_execz .LBB2_5
; %bb.17:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v44, v42, v39
	s_and_saveexec_b32 s78, s1
	s_cbranch_execz .LBB2_4
; %bb.18:                               ;   in Loop: Header=BB2_8 Depth=2
	s_mov_b32 s80, 3
	s_mov_b32 s79, 0
.LBB2_19:                               ;   Parent Loop BB2_3 Depth=1
                                        ;     Parent Loop BB2_8 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v1, s80, v44
	v_add_nc_u32_e32 v46, s80, v42
	s_add_i32 s80, s80, -1
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v47, -1, v46
	v_cmp_eq_u32_e64 s1, 29, v46
	v_cmp_eq_u32_e64 s2, 28, v46
	v_cmp_eq_u32_e64 s3, 27, v46
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_cmp_eq_u32_e64 s0, 1, v47
	v_cmp_eq_u32_e64 s4, 26, v46
	v_cmp_eq_u32_e64 s5, 25, v46
	v_cmp_eq_u32_e64 s6, 24, v46
	v_cmp_eq_u32_e64 s7, 23, v46
	v_add_co_u32 v1, vcc_lo, s71, v1
	v_add_co_ci_u32_e64 v2, null, s72, v2, vcc_lo
	v_cndmask_b32_e64 v48, v4, v5, s0
	v_cmp_eq_u32_e64 s0, 2, v47
	v_cmp_eq_u32_e64 s8, 22, v46
	global_load_dword v45, v[1:2], off offset:-4
	v_cmp_eq_u32_e64 s9, 21, v46
	v_cmp_eq_u32_e64 s10, 20, v46
	v_cndmask_b32_e64 v48, v48, v6, s0
	v_cmp_eq_u32_e64 s0, 3, v47
	v_cmp_eq_u32_e64 s11, 19, v46
	v_cmp_eq_u32_e64 s12, 18, v46
	v_cmp_eq_u32_e64 s13, 17, v46
	v_cmp_eq_u32_e64 s14, 16, v46
	v_cndmask_b32_e64 v48, v48, v7, s0
	v_cmp_eq_u32_e64 s0, 4, v47
	v_cmp_eq_u32_e64 s15, 15, v46
	v_cmp_eq_u32_e64 s16, 14, v46
	v_cmp_eq_u32_e64 s17, 13, v46
	v_cmp_eq_u32_e64 s18, 12, v46
	v_cndmask_b32_e64 v48, v48, v8, s0
	v_cmp_eq_u32_e64 s0, 5, v47
	v_cmp_eq_u32_e64 s19, 11, v46
	v_cmp_eq_u32_e64 s20, 10, v46
	v_cmp_eq_u32_e64 s21, 9, v46
	v_cmp_eq_u32_e64 s22, 8, v46
	v_cndmask_b32_e64 v48, v48, v9, s0
	v_cmp_eq_u32_e64 s0, 6, v47
	v_cmp_eq_u32_e64 s23, 7, v46
	v_cmp_eq_u32_e64 s24, 6, v46
	v_cmp_eq_u32_e64 s25, 5, v46
	v_cmp_eq_u32_e64 s26, 4, v46
	v_cndmask_b32_e64 v48, v48, v10, s0
	v_cmp_eq_u32_e64 s0, 7, v47
	v_cmp_eq_u32_e64 s27, 3, v46
	v_cmp_eq_u32_e64 s28, 2, v46
	v_cmp_eq_u32_e64 s29, 1, v46
	v_cmp_eq_u32_e64 s30, 0, v46
	v_cndmask_b32_e64 v48, v48, v11, s0
	v_cmp_eq_u32_e64 s0, 8, v47
	v_cmp_eq_u32_e64 s31, 31, v46
	v_cmp_le_u32_e32 vcc_lo, s80, v43
	v_cndmask_b32_e64 v48, v48, v12, s0
	v_cmp_eq_u32_e64 s0, 9, v47
	s_or_b32 s79, vcc_lo, s79
	v_cndmask_b32_e64 v48, v48, v13, s0
	v_cmp_eq_u32_e64 s0, 10, v47
	v_cndmask_b32_e64 v48, v48, v14, s0
	v_cmp_eq_u32_e64 s0, 11, v47
	v_cndmask_b32_e64 v48, v48, v15, s0
	v_cmp_eq_u32_e64 s0, 12, v47
	v_cndmask_b32_e64 v48, v48, v16, s0
	v_cmp_eq_u32_e64 s0, 13, v47
	v_cndmask_b32_e64 v48, v48, v17, s0
	v_cmp_eq_u32_e64 s0, 14, v47
	v_cndmask_b32_e64 v48, v48, v18, s0
	v_cmp_eq_u32_e64 s0, 15, v47
	v_cndmask_b32_e64 v48, v48, v19, s0
	v_cmp_eq_u32_e64 s0, 16, v47
	v_cndmask_b32_e64 v48, v48, v20, s0
	v_cmp_eq_u32_e64 s0, 17, v47
	v_cndmask_b32_e64 v48, v48, v21, s0
	v_cmp_eq_u32_e64 s0, 18, v47
	v_cndmask_b32_e64 v48, v48, v22, s0
	v_cmp_eq_u32_e64 s0, 19, v47
	v_cndmask_b32_e64 v48, v48, v23, s0
	v_cmp_eq_u32_e64 s0, 20, v47
	v_cndmask_b32_e64 v48, v48, v24, s0
	v_cmp_eq_u32_e64 s0, 21, v47
	v_cndmask_b32_e64 v48, v48, v25, s0
	v_cmp_eq_u32_e64 s0, 22, v47
	v_cndmask_b32_e64 v48, v48, v26, s0
	v_cmp_eq_u32_e64 s0, 23, v47
	v_cndmask_b32_e64 v48, v48, v27, s0
	v_cmp_eq_u32_e64 s0, 24, v47
	v_cndmask_b32_e64 v48, v48, v28, s0
	v_cmp_eq_u32_e64 s0, 25, v47
	v_cndmask_b32_e64 v48, v48, v29, s0
	v_cmp_eq_u32_e64 s0, 26, v47
	v_cndmask_b32_e64 v48, v48, v30, s0
	v_cmp_eq_u32_e64 s0, 27, v47
	v_cndmask_b32_e64 v48, v48, v31, s0
	v_cmp_eq_u32_e64 s0, 28, v47
	v_cndmask_b32_e64 v48, v48, v32, s0
	v_cmp_eq_u32_e64 s0, 29, v47
	v_cndmask_b32_e64 v48, v48, v33, s0
	v_cmp_eq_u32_e64 s0, 30, v47
	v_cndmask_b32_e64 v48, v48, v34, s0
	v_cmp_eq_u32_e64 s0, 31, v47
	v_cndmask_b32_e64 v47, v48, v35, s0
	v_cmp_eq_u32_e64 s0, 30, v46
	v_cndmask_b32_e64 v35, v35, v47, s31
	v_cndmask_b32_e64 v34, v34, v47, s0
	v_cndmask_b32_e64 v33, v33, v47, s1
	v_cndmask_b32_e64 v32, v32, v47, s2
	v_cndmask_b32_e64 v31, v31, v47, s3
	v_cndmask_b32_e64 v30, v30, v47, s4
	v_cndmask_b32_e64 v29, v29, v47, s5
	v_cndmask_b32_e64 v28, v28, v47, s6
	v_cndmask_b32_e64 v27, v27, v47, s7
	v_cndmask_b32_e64 v26, v26, v47, s8
	v_cndmask_b32_e64 v25, v25, v47, s9
	v_cndmask_b32_e64 v24, v24, v47, s10
	v_cndmask_b32_e64 v23, v23, v47, s11
	v_cndmask_b32_e64 v22, v22, v47, s12
	v_cndmask_b32_e64 v21, v21, v47, s13
	v_cndmask_b32_e64 v20, v20, v47, s14
	v_cndmask_b32_e64 v19, v19, v47, s15
	v_cndmask_b32_e64 v18, v18, v47, s16
	v_cndmask_b32_e64 v17, v17, v47, s17
	v_cndmask_b32_e64 v16, v16, v47, s18
	v_cndmask_b32_e64 v15, v15, v47, s19
	v_cndmask_b32_e64 v14, v14, v47, s20
	v_cndmask_b32_e64 v13, v13, v47, s21
	v_cndmask_b32_e64 v12, v12, v47, s22
	v_cndmask_b32_e64 v11, v11, v47, s23
	v_cndmask_b32_e64 v10, v10, v47, s24
	v_cndmask_b32_e64 v9, v9, v47, s25
	v_cndmask_b32_e64 v8, v8, v47, s26
	v_cndmask_b32_e64 v7, v7, v47, s27
	v_cndmask_b32_e64 v6, v6, v47, s28
	v_cndmask_b32_e64 v5, v5, v47, s29
	v_cndmask_b32_e64 v4, v4, v47, s30
	s_waitcnt vmcnt(0)
	global_store_dword v[1:2], v45, off
	s_andn2_b32 exec_lo, exec_lo, s79
	s_cbranch_execnz .LBB2_19
; %bb.20:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b32 exec_lo, exec_lo, s79
	s_branch .LBB2_4
.LBB2_21:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z18k_cube_select_fouriiiPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 81
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	_Z18k_cube_select_fouriiiPKiPi, .Lfunc_end2-_Z18k_cube_select_fouriiiPKiPi
                                        ; -- End function
	.set _Z18k_cube_select_fouriiiPKiPi.num_vgpr, 49
	.set _Z18k_cube_select_fouriiiPKiPi.num_agpr, 0
	.set _Z18k_cube_select_fouriiiPKiPi.numbered_sgpr, 81
	.set _Z18k_cube_select_fouriiiPKiPi.num_named_barrier, 0
	.set _Z18k_cube_select_fouriiiPKiPi.private_seg_size, 0
	.set _Z18k_cube_select_fouriiiPKiPi.uses_vcc, 1
	.set _Z18k_cube_select_fouriiiPKiPi.uses_flat_scratch, 0
	.set _Z18k_cube_select_fouriiiPKiPi.has_dyn_sized_stack, 0
	.set _Z18k_cube_select_fouriiiPKiPi.has_recursion, 0
	.set _Z18k_cube_select_fouriiiPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4084
; TotalNumSgprs: 83
; NumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 83
; NumVGPRsForWavesPerEU: 49
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_fc390ef3378f7d70,@object ; @__hip_cuid_fc390ef3378f7d70
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_fc390ef3378f7d70
__hip_cuid_fc390ef3378f7d70:
	.byte	0                               ; 0x0
	.size	__hip_cuid_fc390ef3378f7d70, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_fc390ef3378f7d70
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z13k_cube_selectiiiPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z13k_cube_selectiiiPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17k_cube_select_twoiiiPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         _Z17k_cube_select_twoiiiPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z18k_cube_select_fouriiiPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         _Z18k_cube_select_fouriiiPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     49
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
