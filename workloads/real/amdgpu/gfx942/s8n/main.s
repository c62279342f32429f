	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z13k_cube_selectiiiPKiPi ; -- Begin function _Z13k_cube_selectiiiPKiPi
	.globl	_Z13k_cube_selectiiiPKiPi
	.p2align	8
	.type	_Z13k_cube_selectiiiPKiPi,@function
_Z13k_cube_selectiiiPKiPi:              ; @_Z13k_cube_selectiiiPKiPi
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_load_dword s14, s[0:1], 0x2c
	s_mul_i32 s12, s8, s2
	s_mul_i32 s2, s12, 3
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s4, s2
	s_addc_u32 s11, s5, s3
	s_lshl_b32 s0, s12, 3
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s12, s6, s0
	s_addc_u32 s13, s7, s1
	s_and_b32 s24, s14, 0xffff
	s_mov_b32 s0, s9
	s_mov_b32 s1, s9
	s_mov_b32 s2, s9
	s_mov_b32 s3, s9
	s_mov_b32 s4, s9
	s_mov_b32 s5, s9
	s_mov_b32 s6, s9
	s_mov_b32 s7, s9
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v13, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_u32_e32 v0, s24, v0
	v_cmp_le_i32_e32 vcc, s8, v0
	s_or_b64 s[14:15], vcc, s[14:15]
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB0_11
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_7 Depth 2
	v_lshl_add_u32 v2, v0, 1, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	global_load_dwordx3 v[10:12], v[2:3], off
	v_lshlrev_b32_e32 v18, 3, v0
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[4:5], v[18:19], 2, s[12:13]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	global_store_dwordx4 v[4:5], v[0:3], off
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	v_mov_b64_e32 v[4:5], s[2:3]
	v_mov_b64_e32 v[2:3], s[0:1]
	s_mov_b32 s16, s17
	s_mov_b32 s25, s17
	s_branch .LBB0_7
.LBB0_4:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b64 exec, exec, s[22:23]
.LBB0_5:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b64 exec, exec, s[20:21]
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b64 exec, exec, s[18:19]
	s_add_i32 s25, s25, 1
	s_add_i32 s16, s16, 3
	s_cmp_eq_u32 s8, s25
	s_cbranch_scc1 .LBB0_2
.LBB0_7:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_ne_u32_e32 vcc, s25, v0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_6
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=2
	s_lshl_b64 s[20:21], s[16:17], 2
	s_add_u32 s20, s10, s20
	s_addc_u32 s21, s11, s21
	global_load_dwordx3 v[14:16], v13, s[20:21]
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v10, v14
	v_sub_u32_e32 v17, v11, v15
	v_sub_u32_e32 v19, v12, v16
	v_mul_lo_u32 v1, v1, v1
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v19, v19, v19
	v_add3_u32 v1, v17, v1, v19
	v_cmp_ge_i32_e32 vcc, s9, v1
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=2
	v_cmp_lt_i32_e32 vcc, v12, v16
	s_nop 1
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_gt_i32_e32 vcc, v14, v10
	s_nop 1
	v_cndmask_b32_e64 v14, 0, 4, vcc
	v_cmp_gt_i32_e32 vcc, v15, v11
	s_nop 1
	v_cndmask_b32_e64 v15, 0, 2, vcc
	v_or3_b32 v14, v15, v14, v16
	v_cmp_eq_u32_e32 vcc, 1, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v14
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v9, vcc
	v_cmp_lt_i32_e32 vcc, v1, v15
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_4
; %bb.10:                               ;   in Loop: Header=BB0_7 Depth=2
	v_cmp_eq_u32_e32 vcc, 7, v14
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v1, vcc
	v_cmp_eq_u32_e32 vcc, 6, v14
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v14
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v1, vcc
	v_cmp_eq_u32_e32 vcc, 4, v14
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v1, vcc
	v_cmp_eq_u32_e32 vcc, 3, v14
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v14
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v1, vcc
	v_cmp_eq_u32_e32 vcc, 1, v14
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_or_b32_e32 v14, v14, v18
	v_ashrrev_i32_e32 v15, 31, v14
	v_cndmask_b32_e32 v2, v2, v1, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[12:13]
	v_mov_b32_e32 v1, s25
	global_store_dword v[14:15], v1, off
	s_branch .LBB0_4
.LBB0_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13k_cube_selectiiiPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
	.size	_Z13k_cube_selectiiiPKiPi, .Lfunc_end0-_Z13k_cube_selectiiiPKiPi
                                        ; -- End function
	.set _Z13k_cube_selectiiiPKiPi.num_vgpr, 20
	.set _Z13k_cube_selectiiiPKiPi.num_agpr, 0
	.set _Z13k_cube_selectiiiPKiPi.numbered_sgpr, 26
	.set _Z13k_cube_selectiiiPKiPi.num_named_barrier, 0
	.set _Z13k_cube_selectiiiPKiPi.private_seg_size, 0
	.set _Z13k_cube_selectiiiPKiPi.uses_vcc, 1
	.set _Z13k_cube_selectiiiPKiPi.uses_flat_scratch, 0
	.set _Z13k_cube_selectiiiPKiPi.has_dyn_sized_stack, 0
	.set _Z13k_cube_selectiiiPKiPi.has_recursion, 0
	.set _Z13k_cube_selectiiiPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 664
; TotalNumSgprs: 32
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z17k_cube_select_twoiiiPKiPi ; -- Begin function _Z17k_cube_select_twoiiiPKiPi
	.globl	_Z17k_cube_select_twoiiiPKiPi
	.p2align	8
	.type	_Z17k_cube_select_twoiiiPKiPi,@function
_Z17k_cube_select_twoiiiPKiPi:          ; @_Z17k_cube_select_twoiiiPKiPi
; %bb.0:
	s_load_dwordx2 s[16:17], s[0:1], 0x4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s16, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_15
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_load_dword s9, s[0:1], 0x2c
	s_mul_i32 s8, s16, s2
	s_mul_i32 s2, s8, 3
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s4, s2
	s_addc_u32 s19, s5, s3
	s_lshl_b32 s0, s8, 4
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s20, s6, s0
	s_addc_u32 s21, s7, s1
	s_and_b32 s33, s9, 0xffff
	s_mov_b32 s0, s17
	s_mov_b32 s1, s17
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
	s_mov_b32 s12, s17
	s_mov_b32 s13, s17
	s_mov_b32 s14, s17
	s_mov_b32 s15, s17
	s_mov_b64 s[22:23], 0
	s_mov_b32 s25, 0
	v_mov_b32_e32 v21, 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v0, s33, v0
	v_cmp_le_i32_e32 vcc, s16, v0
	s_or_b64 s[22:23], vcc, s[22:23]
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execz .LBB1_15
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_8 Depth 2
	v_lshl_add_u32 v2, v0, 1, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[18:19]
	global_load_dwordx3 v[18:20], v[2:3], off
	v_lshlrev_b32_e32 v26, 4, v0
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[4:5], v[26:27], 2, s[20:21]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	global_store_dwordx4 v[4:5], v[0:3], off
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
	global_store_dwordx4 v[4:5], v[0:3], off offset:32
	global_store_dwordx4 v[4:5], v[0:3], off offset:48
	v_mov_b64_e32 v[16:17], s[14:15]
	v_mov_b64_e32 v[14:15], s[12:13]
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	v_mov_b64_e32 v[4:5], s[2:3]
	v_mov_b64_e32 v[2:3], s[0:1]
	s_mov_b32 s24, s25
	s_mov_b32 s38, s25
	s_branch .LBB1_8
.LBB1_4:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b64 exec, exec, s[36:37]
	v_cmp_eq_u32_e32 vcc, 15, v24
	v_or_b32_e32 v22, v28, v22
	v_ashrrev_i32_e32 v23, 31, v22
	v_cndmask_b32_e32 v17, v17, v1, vcc
	v_cmp_eq_u32_e32 vcc, 14, v24
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[20:21]
	v_mov_b32_e32 v25, s38
	v_cndmask_b32_e32 v16, v16, v1, vcc
	v_cmp_eq_u32_e32 vcc, 13, v24
	global_store_dword v[22:23], v25, off
	s_nop 0
	v_cndmask_b32_e32 v15, v15, v1, vcc
	v_cmp_eq_u32_e32 vcc, 12, v24
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v1, vcc
	v_cmp_eq_u32_e32 vcc, 11, v24
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v1, vcc
	v_cmp_eq_u32_e32 vcc, 10, v24
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v1, vcc
	v_cmp_eq_u32_e32 vcc, 9, v24
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v1, vcc
	v_cmp_eq_u32_e32 vcc, 8, v24
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v1, vcc
	v_cmp_eq_u32_e32 vcc, 7, v24
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v1, vcc
	v_cmp_eq_u32_e32 vcc, 6, v24
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v24
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v1, vcc
	v_cmp_eq_u32_e32 vcc, 4, v24
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v1, vcc
	v_cmp_eq_u32_e32 vcc, 3, v24
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v24
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v1, vcc
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v24
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v1, vcc
.LBB1_5:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b64 exec, exec, s[30:31]
.LBB1_6:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_7:                                ;   in Loop: Header=BB1_8 Depth=2
	s_or_b64 exec, exec, s[26:27]
	s_add_i32 s38, s38, 1
	s_add_i32 s24, s24, 3
	s_cmp_eq_u32 s16, s38
	s_cbranch_scc1 .LBB1_2
.LBB1_8:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_ne_u32_e32 vcc, s38, v0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB1_7
; %bb.9:                                ;   in Loop: Header=BB1_8 Depth=2
	s_lshl_b64 s[28:29], s[24:25], 2
	s_add_u32 s28, s18, s28
	s_addc_u32 s29, s19, s29
	global_load_dwordx3 v[22:24], v21, s[28:29]
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v18, v22
	v_sub_u32_e32 v25, v19, v23
	v_sub_u32_e32 v27, v20, v24
	v_mul_lo_u32 v1, v1, v1
	v_mul_lo_u32 v25, v25, v25
	v_mul_lo_u32 v27, v27, v27
	v_add3_u32 v1, v25, v1, v27
	v_cmp_ge_i32_e32 vcc, s17, v1
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_6
; %bb.10:                               ;   in Loop: Header=BB1_8 Depth=2
	v_cmp_gt_i32_e32 vcc, v22, v18
	v_mov_b32_e32 v28, 0
	s_nop 0
	v_cndmask_b32_e64 v22, 0, 8, vcc
	v_cmp_gt_i32_e32 vcc, v23, v19
	s_nop 1
	v_cndmask_b32_e64 v23, 0, 4, vcc
	v_cmp_lt_i32_e32 vcc, v20, v24
	s_nop 1
	v_cndmask_b32_e64 v24, 0, 2, vcc
	v_or3_b32 v27, v23, v22, v24
	v_cmp_eq_u32_e32 vcc, 1, v27
	v_mov_b32_e32 v24, v27
	s_nop 0
	v_cndmask_b32_e32 v22, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v9, vcc
	v_cmp_eq_u32_e32 vcc, 8, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v10, vcc
	v_cmp_eq_u32_e32 vcc, 9, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v11, vcc
	v_cmp_eq_u32_e32 vcc, 10, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v12, vcc
	v_cmp_eq_u32_e32 vcc, 11, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v13, vcc
	v_cmp_eq_u32_e32 vcc, 12, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v14, vcc
	v_cmp_eq_u32_e32 vcc, 13, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v15, vcc
	v_cmp_eq_u32_e32 vcc, 14, v27
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v16, vcc
	v_cmp_eq_u32_e32 vcc, 15, v27
	s_nop 1
	v_cndmask_b32_e32 v25, v22, v17, vcc
	v_cmp_lt_i32_e64 s[34:35], v1, v25
	v_cmp_ge_i32_e32 vcc, v1, v25
	s_mov_b64 s[36:37], s[34:35]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB1_12
; %bb.11:                               ;   in Loop: Header=BB1_8 Depth=2
	v_or_b32_e32 v24, 1, v27
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_andn2_b64 s[36:37], s[34:35], exec
	v_mov_b32_e32 v28, 1
	v_cndmask_b32_e32 v22, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v9, vcc
	v_cmp_eq_u32_e32 vcc, 8, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v10, vcc
	v_cmp_eq_u32_e32 vcc, 9, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v11, vcc
	v_cmp_eq_u32_e32 vcc, 10, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v12, vcc
	v_cmp_eq_u32_e32 vcc, 11, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v13, vcc
	v_cmp_eq_u32_e32 vcc, 12, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v14, vcc
	v_cmp_eq_u32_e32 vcc, 13, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v15, vcc
	v_cmp_eq_u32_e32 vcc, 14, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v16, vcc
	v_cmp_eq_u32_e32 vcc, 15, v24
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v17, vcc
	v_cmp_lt_i32_e32 vcc, v1, v22
	s_and_b64 s[40:41], vcc, exec
	s_or_b64 s[36:37], s[36:37], s[40:41]
.LBB1_12:                               ;   in Loop: Header=BB1_8 Depth=2
	s_or_b64 exec, exec, s[30:31]
	s_and_saveexec_b64 s[30:31], s[36:37]
	s_cbranch_execz .LBB1_5
; %bb.13:                               ;   in Loop: Header=BB1_8 Depth=2
	v_or_b32_e32 v22, v27, v26
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB1_4
; %bb.14:                               ;   in Loop: Header=BB1_8 Depth=2
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[30:31], v[22:23], 2, s[20:21]
	global_load_dword v29, v[30:31], off
	v_or_b32_e32 v23, 1, v27
	v_cmp_eq_u32_e32 vcc, 15, v23
	s_waitcnt vmcnt(0)
	global_store_dword v[30:31], v29, off offset:4
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cmp_eq_u32_e32 vcc, 14, v23
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v25, vcc
	v_cmp_eq_u32_e32 vcc, 13, v23
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v25, vcc
	v_cmp_eq_u32_e32 vcc, 12, v23
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v25, vcc
	v_cmp_eq_u32_e32 vcc, 11, v23
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v25, vcc
	v_cmp_eq_u32_e32 vcc, 10, v23
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v25, vcc
	v_cmp_eq_u32_e32 vcc, 9, v23
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v25, vcc
	v_cmp_eq_u32_e32 vcc, 8, v23
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v25, vcc
	v_cmp_eq_u32_e32 vcc, 7, v23
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v25, vcc
	v_cmp_eq_u32_e32 vcc, 6, v23
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v25, vcc
	v_cmp_eq_u32_e32 vcc, 5, v23
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v25, vcc
	v_cmp_eq_u32_e32 vcc, 4, v23
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v25, vcc
	v_cmp_eq_u32_e32 vcc, 3, v23
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v25, vcc
	v_cmp_eq_u32_e32 vcc, 2, v23
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v25, vcc
	v_cmp_eq_u32_e32 vcc, 1, v23
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v25, vcc
	v_cmp_eq_u32_e32 vcc, 0, v23
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v25, vcc
	s_branch .LBB1_4
.LBB1_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17k_cube_select_twoiiiPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
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
.Lfunc_end1:
	.size	_Z17k_cube_select_twoiiiPKiPi, .Lfunc_end1-_Z17k_cube_select_twoiiiPKiPi
                                        ; -- End function
	.set _Z17k_cube_select_twoiiiPKiPi.num_vgpr, 32
	.set _Z17k_cube_select_twoiiiPKiPi.num_agpr, 0
	.set _Z17k_cube_select_twoiiiPKiPi.numbered_sgpr, 42
	.set _Z17k_cube_select_twoiiiPKiPi.num_named_barrier, 0
	.set _Z17k_cube_select_twoiiiPKiPi.private_seg_size, 0
	.set _Z17k_cube_select_twoiiiPKiPi.uses_vcc, 1
	.set _Z17k_cube_select_twoiiiPKiPi.uses_flat_scratch, 0
	.set _Z17k_cube_select_twoiiiPKiPi.has_dyn_sized_stack, 0
	.set _Z17k_cube_select_twoiiiPKiPi.has_recursion, 0
	.set _Z17k_cube_select_twoiiiPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1388
; TotalNumSgprs: 48
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z18k_cube_select_fouriiiPKiPi ; -- Begin function _Z18k_cube_select_fouriiiPKiPi
	.globl	_Z18k_cube_select_fouriiiPKiPi
	.p2align	8
	.type	_Z18k_cube_select_fouriiiPKiPi,@function
_Z18k_cube_select_fouriiiPKiPi:         ; @_Z18k_cube_select_fouriiiPKiPi
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_21
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dword s13, s[0:1], 0x2c
	s_mul_i32 s12, s4, s2
	s_mul_i32 s2, s12, 3
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s8, s2
	s_addc_u32 s7, s9, s3
	s_lshl_b32 s0, s12, 5
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s8, s10, s0
	s_addc_u32 s9, s11, s1
	s_and_b32 s28, s13, 0xffff
	s_mov_b32 s36, s5
	s_mov_b32 s37, s5
	s_mov_b32 s38, s5
	s_mov_b32 s39, s5
	s_mov_b32 s40, s5
	s_mov_b32 s41, s5
	s_mov_b32 s42, s5
	s_mov_b32 s43, s5
	s_mov_b32 s44, s5
	s_mov_b32 s45, s5
	s_mov_b32 s46, s5
	s_mov_b32 s47, s5
	s_mov_b32 s48, s5
	s_mov_b32 s49, s5
	s_mov_b32 s50, s5
	s_mov_b32 s51, s5
	s_mov_b32 s52, s5
	s_mov_b32 s53, s5
	s_mov_b32 s54, s5
	s_mov_b32 s55, s5
	s_mov_b32 s56, s5
	s_mov_b32 s57, s5
	s_mov_b32 s58, s5
	s_mov_b32 s59, s5
	s_mov_b32 s60, s5
	s_mov_b32 s61, s5
	s_mov_b32 s62, s5
	s_mov_b32 s63, s5
	s_mov_b32 s64, s5
	s_mov_b32 s65, s5
	s_mov_b32 s66, s5
	s_mov_b32 s67, s5
	s_mov_b64 s[10:11], 0
	s_mov_b32 s13, 0
	v_mov_b32_e32 v37, 0
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	v_add_u32_e32 v0, s28, v0
	v_cmp_le_i32_e32 vcc, s4, v0
	s_or_b64 s[10:11], vcc, s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB2_21
.LBB2_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_8 Depth 2
                                        ;       Child Loop BB2_19 Depth 3
	v_lshl_add_u32 v2, v0, 1, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dwordx3 v[34:36], v[2:3], off
	v_lshlrev_b32_e32 v42, 5, v0
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[4:5], v[42:43], 2, s[8:9]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	global_store_dwordx4 v[4:5], v[0:3], off
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
	global_store_dwordx4 v[4:5], v[0:3], off offset:32
	global_store_dwordx4 v[4:5], v[0:3], off offset:48
	global_store_dwordx4 v[4:5], v[0:3], off offset:64
	global_store_dwordx4 v[4:5], v[0:3], off offset:80
	global_store_dwordx4 v[4:5], v[0:3], off offset:96
	global_store_dwordx4 v[4:5], v[0:3], off offset:112
	s_mov_b32 s29, s13
	s_nop 0
	v_mov_b64_e32 v[2:3], s[36:37]
	v_mov_b64_e32 v[4:5], s[38:39]
	v_mov_b64_e32 v[6:7], s[40:41]
	v_mov_b64_e32 v[8:9], s[42:43]
	v_mov_b64_e32 v[10:11], s[44:45]
	v_mov_b64_e32 v[12:13], s[46:47]
	v_mov_b64_e32 v[14:15], s[48:49]
	v_mov_b64_e32 v[16:17], s[50:51]
	v_mov_b64_e32 v[18:19], s[52:53]
	v_mov_b64_e32 v[20:21], s[54:55]
	v_mov_b64_e32 v[22:23], s[56:57]
	v_mov_b64_e32 v[24:25], s[58:59]
	v_mov_b64_e32 v[26:27], s[60:61]
	v_mov_b64_e32 v[28:29], s[62:63]
	v_mov_b64_e32 v[30:31], s[64:65]
	v_mov_b64_e32 v[32:33], s[66:67]
	s_branch .LBB2_8
.LBB2_4:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 31, v38
	v_or_b32_e32 v40, v40, v41
	v_ashrrev_i32_e32 v41, 31, v40
	v_cndmask_b32_e32 v33, v33, v1, vcc
	v_cmp_eq_u32_e32 vcc, 30, v38
	v_lshl_add_u64 v[40:41], v[40:41], 2, s[8:9]
	v_mov_b32_e32 v39, s29
	v_cndmask_b32_e32 v32, v32, v1, vcc
	v_cmp_eq_u32_e32 vcc, 29, v38
	global_store_dword v[40:41], v39, off
	s_nop 0
	v_cndmask_b32_e32 v31, v31, v1, vcc
	v_cmp_eq_u32_e32 vcc, 28, v38
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v1, vcc
	v_cmp_eq_u32_e32 vcc, 27, v38
	s_nop 1
	v_cndmask_b32_e32 v29, v29, v1, vcc
	v_cmp_eq_u32_e32 vcc, 26, v38
	s_nop 1
	v_cndmask_b32_e32 v28, v28, v1, vcc
	v_cmp_eq_u32_e32 vcc, 25, v38
	s_nop 1
	v_cndmask_b32_e32 v27, v27, v1, vcc
	v_cmp_eq_u32_e32 vcc, 24, v38
	s_nop 1
	v_cndmask_b32_e32 v26, v26, v1, vcc
	v_cmp_eq_u32_e32 vcc, 23, v38
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v1, vcc
	v_cmp_eq_u32_e32 vcc, 22, v38
	s_nop 1
	v_cndmask_b32_e32 v24, v24, v1, vcc
	v_cmp_eq_u32_e32 vcc, 21, v38
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v1, vcc
	v_cmp_eq_u32_e32 vcc, 20, v38
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v1, vcc
	v_cmp_eq_u32_e32 vcc, 19, v38
	s_nop 1
	v_cndmask_b32_e32 v21, v21, v1, vcc
	v_cmp_eq_u32_e32 vcc, 18, v38
	s_nop 1
	v_cndmask_b32_e32 v20, v20, v1, vcc
	v_cmp_eq_u32_e32 vcc, 17, v38
	s_nop 1
	v_cndmask_b32_e32 v19, v19, v1, vcc
	v_cmp_eq_u32_e32 vcc, 16, v38
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v1, vcc
	v_cmp_eq_u32_e32 vcc, 15, v38
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v1, vcc
	v_cmp_eq_u32_e32 vcc, 14, v38
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v1, vcc
	v_cmp_eq_u32_e32 vcc, 13, v38
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v1, vcc
	v_cmp_eq_u32_e32 vcc, 12, v38
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v1, vcc
	v_cmp_eq_u32_e32 vcc, 11, v38
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v1, vcc
	v_cmp_eq_u32_e32 vcc, 10, v38
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v1, vcc
	v_cmp_eq_u32_e32 vcc, 9, v38
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v1, vcc
	v_cmp_eq_u32_e32 vcc, 8, v38
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v1, vcc
	v_cmp_eq_u32_e32 vcc, 7, v38
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v1, vcc
	v_cmp_eq_u32_e32 vcc, 6, v38
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_cmp_eq_u32_e32 vcc, 5, v38
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v1, vcc
	v_cmp_eq_u32_e32 vcc, 4, v38
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v1, vcc
	v_cmp_eq_u32_e32 vcc, 3, v38
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v1, vcc
	v_cmp_eq_u32_e32 vcc, 2, v38
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v1, vcc
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v38
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v1, vcc
.LBB2_5:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[0:1]
.LBB2_6:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s29, s29, 1
	s_cmp_eq_u32 s29, s4
	s_cbranch_scc1 .LBB2_2
.LBB2_8:                                ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_19 Depth 3
	v_cmp_ne_u32_e32 vcc, s29, v0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=2
	s_mul_i32 s12, s29, 3
	s_lshl_b64 s[0:1], s[12:13], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	global_load_dwordx3 v[38:40], v37, s[0:1]
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v1, v34, v38
	v_sub_u32_e32 v41, v35, v39
	v_sub_u32_e32 v43, v36, v40
	v_mul_lo_u32 v1, v1, v1
	v_mul_lo_u32 v41, v41, v41
	v_mul_lo_u32 v43, v43, v43
	v_add3_u32 v1, v41, v1, v43
	v_cmp_ge_i32_e32 vcc, s5, v1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_6
; %bb.10:                               ;   in Loop: Header=BB2_8 Depth=2
	v_cmp_gt_i32_e32 vcc, v38, v34
	s_mov_b64 s[20:21], -1
	s_nop 0
	v_cndmask_b32_e64 v38, 0, 16, vcc
	v_cmp_gt_i32_e32 vcc, v39, v35
	s_nop 1
	v_cndmask_b32_e64 v39, 0, 8, vcc
	v_cmp_lt_i32_e32 vcc, v36, v40
	s_nop 1
	v_cndmask_b32_e64 v40, 0, 4, vcc
	v_or3_b32 v39, v39, v38, v40
	v_cmp_eq_u32_e32 vcc, 1, v39
	v_mov_b32_e32 v40, 0
	s_nop 0
	v_cndmask_b32_e32 v38, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v9, vcc
	v_cmp_eq_u32_e32 vcc, 8, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v10, vcc
	v_cmp_eq_u32_e32 vcc, 9, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v11, vcc
	v_cmp_eq_u32_e32 vcc, 10, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v12, vcc
	v_cmp_eq_u32_e32 vcc, 11, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v13, vcc
	v_cmp_eq_u32_e32 vcc, 12, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v14, vcc
	v_cmp_eq_u32_e32 vcc, 13, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v15, vcc
	v_cmp_eq_u32_e32 vcc, 14, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v16, vcc
	v_cmp_eq_u32_e32 vcc, 15, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v17, vcc
	v_cmp_eq_u32_e32 vcc, 16, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v18, vcc
	v_cmp_eq_u32_e32 vcc, 17, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v19, vcc
	v_cmp_eq_u32_e32 vcc, 18, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v20, vcc
	v_cmp_eq_u32_e32 vcc, 19, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v21, vcc
	v_cmp_eq_u32_e32 vcc, 20, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v22, vcc
	v_cmp_eq_u32_e32 vcc, 21, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v23, vcc
	v_cmp_eq_u32_e32 vcc, 22, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v24, vcc
	v_cmp_eq_u32_e32 vcc, 23, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v25, vcc
	v_cmp_eq_u32_e32 vcc, 24, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v26, vcc
	v_cmp_eq_u32_e32 vcc, 25, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v27, vcc
	v_cmp_eq_u32_e32 vcc, 26, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v28, vcc
	v_cmp_eq_u32_e32 vcc, 27, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v29, vcc
	v_cmp_eq_u32_e32 vcc, 28, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v30, vcc
	v_cmp_eq_u32_e32 vcc, 29, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v31, vcc
	v_cmp_eq_u32_e32 vcc, 30, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v32, vcc
	v_cmp_eq_u32_e32 vcc, 31, v39
	s_nop 1
	v_cndmask_b32_e32 v38, v38, v33, vcc
	v_cmp_lt_i32_e32 vcc, v1, v38
	v_cmp_ge_i32_e64 s[0:1], v1, v38
	v_mov_b32_e32 v38, v39
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB2_16
; %bb.11:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v38, 1, v39
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_mov_b64 s[24:25], -1
	s_nop 0
	v_cndmask_b32_e64 v40, v2, v3, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 2, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v4, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 3, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v5, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 4, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v6, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 5, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v7, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 6, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v8, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 7, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v9, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 8, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v10, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 9, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v11, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 10, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v12, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 11, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v13, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 12, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v14, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 13, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v15, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 14, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v16, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 15, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v17, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 16, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v18, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 17, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v19, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 18, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v20, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 19, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v21, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 20, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v22, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 21, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v23, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 22, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v24, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 23, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v25, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 24, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v26, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 25, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v27, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 26, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v28, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 27, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v29, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 28, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v30, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 29, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v31, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 30, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v32, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 31, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v33, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v1, v40
	v_cmp_ge_i32_e64 s[2:3], v1, v40
	v_mov_b32_e32 v40, 1
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB2_15
; %bb.12:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v38, 2, v39
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_mov_b64 s[26:27], -1
	s_nop 0
	v_cndmask_b32_e64 v40, v2, v3, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 2, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v4, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 3, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v5, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 4, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v6, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 5, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v7, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 6, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v8, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 7, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v9, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 8, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v10, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 9, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v11, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 10, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v12, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 11, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v13, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 12, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v14, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 13, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v15, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 14, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v16, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 15, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v17, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 16, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v18, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 17, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v19, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 18, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v20, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 19, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v21, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 20, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v22, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 21, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v23, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 22, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v24, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 23, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v25, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 24, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v26, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 25, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v27, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 26, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v28, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 27, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v29, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 28, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v30, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 29, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v31, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 30, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v32, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 31, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v33, s[2:3]
	v_cmp_lt_i32_e64 s[22:23], v1, v40
	v_cmp_ge_i32_e64 s[2:3], v1, v40
	v_mov_b32_e32 v40, 2
	s_and_saveexec_b64 s[24:25], s[2:3]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB2_14
; %bb.13:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v38, 3, v39
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_andn2_b64 s[22:23], s[22:23], exec
	s_xor_b64 s[26:27], exec, -1
	v_cndmask_b32_e64 v40, v2, v3, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 2, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v4, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 3, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v5, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 4, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v6, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 5, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v7, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 6, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v8, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 7, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v9, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 8, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v10, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 9, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v11, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 10, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v12, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 11, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v13, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 12, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v14, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 13, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v15, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 14, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v16, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 15, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v17, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 16, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v18, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 17, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v19, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 18, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v20, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 19, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v21, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 20, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v22, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 21, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v23, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 22, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v24, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 23, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v25, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 24, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v26, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 25, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v27, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 26, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v28, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 27, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v29, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 28, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v30, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 29, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v31, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 30, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v32, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], 31, v38
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v33, s[2:3]
	v_cmp_lt_i32_e64 s[2:3], v1, v40
	s_and_b64 s[2:3], s[2:3], exec
	v_mov_b32_e32 v40, 3
	s_or_b64 s[22:23], s[22:23], s[2:3]
.LBB2_14:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[24:25]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[2:3], s[22:23], exec
	s_orn2_b64 s[24:25], s[26:27], exec
	s_or_b64 s[0:1], s[0:1], s[2:3]
.LBB2_15:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[20:21]
	s_andn2_b64 s[2:3], vcc, exec
	s_and_b64 s[0:1], s[0:1], exec
	s_orn2_b64 s[20:21], s[24:25], exec
	s_or_b64 vcc, s[2:3], s[0:1]
.LBB2_16:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB2_5
; %bb.17:                               ;   in Loop: Header=BB2_8 Depth=2
	v_or_b32_e32 v41, v39, v42
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB2_4
; %bb.18:                               ;   in Loop: Header=BB2_8 Depth=2
	s_mov_b32 s12, 3
	s_mov_b64 s[18:19], 0
.LBB2_19:                               ;   Parent Loop BB2_3 Depth=1
                                        ;     Parent Loop BB2_8 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v44, s12, v41
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[8:9]
	global_load_dword v43, v[44:45], off offset:-4
	s_waitcnt vmcnt(0)
	global_store_dword v[44:45], v43, off
	v_add_u32_e32 v43, s12, v39
	v_add_u32_e32 v44, -1, v43
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_add_i32 s12, s12, -1
	s_nop 0
	v_cndmask_b32_e32 v45, v2, v3, vcc
	v_cmp_eq_u32_e32 vcc, 2, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v4, vcc
	v_cmp_eq_u32_e32 vcc, 3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v5, vcc
	v_cmp_eq_u32_e32 vcc, 4, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v9, vcc
	v_cmp_eq_u32_e32 vcc, 8, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v10, vcc
	v_cmp_eq_u32_e32 vcc, 9, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v11, vcc
	v_cmp_eq_u32_e32 vcc, 10, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v12, vcc
	v_cmp_eq_u32_e32 vcc, 11, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v13, vcc
	v_cmp_eq_u32_e32 vcc, 12, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v14, vcc
	v_cmp_eq_u32_e32 vcc, 13, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v15, vcc
	v_cmp_eq_u32_e32 vcc, 14, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v16, vcc
	v_cmp_eq_u32_e32 vcc, 15, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v17, vcc
	v_cmp_eq_u32_e32 vcc, 16, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v18, vcc
	v_cmp_eq_u32_e32 vcc, 17, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v19, vcc
	v_cmp_eq_u32_e32 vcc, 18, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v20, vcc
	v_cmp_eq_u32_e32 vcc, 19, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v21, vcc
	v_cmp_eq_u32_e32 vcc, 20, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v22, vcc
	v_cmp_eq_u32_e32 vcc, 21, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v23, vcc
	v_cmp_eq_u32_e32 vcc, 22, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v24, vcc
	v_cmp_eq_u32_e32 vcc, 23, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v25, vcc
	v_cmp_eq_u32_e32 vcc, 24, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v26, vcc
	v_cmp_eq_u32_e32 vcc, 25, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v27, vcc
	v_cmp_eq_u32_e32 vcc, 26, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v28, vcc
	v_cmp_eq_u32_e32 vcc, 27, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v29, vcc
	v_cmp_eq_u32_e32 vcc, 28, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v30, vcc
	v_cmp_eq_u32_e32 vcc, 29, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v31, vcc
	v_cmp_eq_u32_e32 vcc, 30, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v45, v32, vcc
	v_cmp_eq_u32_e32 vcc, 31, v44
	s_nop 1
	v_cndmask_b32_e32 v44, v45, v33, vcc
	v_cmp_eq_u32_e32 vcc, 31, v43
	s_nop 1
	v_cndmask_b32_e32 v33, v33, v44, vcc
	v_cmp_eq_u32_e32 vcc, 30, v43
	s_nop 1
	v_cndmask_b32_e32 v32, v32, v44, vcc
	v_cmp_eq_u32_e32 vcc, 29, v43
	s_nop 1
	v_cndmask_b32_e32 v31, v31, v44, vcc
	v_cmp_eq_u32_e32 vcc, 28, v43
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v44, vcc
	v_cmp_eq_u32_e32 vcc, 27, v43
	s_nop 1
	v_cndmask_b32_e32 v29, v29, v44, vcc
	v_cmp_eq_u32_e32 vcc, 26, v43
	s_nop 1
	v_cndmask_b32_e32 v28, v28, v44, vcc
	v_cmp_eq_u32_e32 vcc, 25, v43
	s_nop 1
	v_cndmask_b32_e32 v27, v27, v44, vcc
	v_cmp_eq_u32_e32 vcc, 24, v43
	s_nop 1
	v_cndmask_b32_e32 v26, v26, v44, vcc
	v_cmp_eq_u32_e32 vcc, 23, v43
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v44, vcc
	v_cmp_eq_u32_e32 vcc, 22, v43
	s_nop 1
	v_cndmask_b32_e32 v24, v24, v44, vcc
	v_cmp_eq_u32_e32 vcc, 21, v43
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v44, vcc
	v_cmp_eq_u32_e32 vcc, 20, v43
	s_nop 1
	v_cndmask_b32_e32 v22, v22, v44, vcc
	v_cmp_eq_u32_e32 vcc, 19, v43
	s_nop 1
	v_cndmask_b32_e32 v21, v21, v44, vcc
	v_cmp_eq_u32_e32 vcc, 18, v43
	s_nop 1
	v_cndmask_b32_e32 v20, v20, v44, vcc
	v_cmp_eq_u32_e32 vcc, 17, v43
	s_nop 1
	v_cndmask_b32_e32 v19, v19, v44, vcc
	v_cmp_eq_u32_e32 vcc, 16, v43
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v44, vcc
	v_cmp_eq_u32_e32 vcc, 15, v43
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v44, vcc
	v_cmp_eq_u32_e32 vcc, 14, v43
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v44, vcc
	v_cmp_eq_u32_e32 vcc, 13, v43
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v44, vcc
	v_cmp_eq_u32_e32 vcc, 12, v43
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v44, vcc
	v_cmp_eq_u32_e32 vcc, 11, v43
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v44, vcc
	v_cmp_eq_u32_e32 vcc, 10, v43
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v44, vcc
	v_cmp_eq_u32_e32 vcc, 9, v43
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v44, vcc
	v_cmp_eq_u32_e32 vcc, 8, v43
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v44, vcc
	v_cmp_eq_u32_e32 vcc, 7, v43
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v44, vcc
	v_cmp_eq_u32_e32 vcc, 6, v43
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v44, vcc
	v_cmp_eq_u32_e32 vcc, 5, v43
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v44, vcc
	v_cmp_eq_u32_e32 vcc, 4, v43
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v44, vcc
	v_cmp_eq_u32_e32 vcc, 3, v43
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v44, vcc
	v_cmp_eq_u32_e32 vcc, 2, v43
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v44, vcc
	v_cmp_eq_u32_e32 vcc, 1, v43
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v44, vcc
	v_cmp_eq_u32_e32 vcc, 0, v43
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v44, vcc
	v_cmp_le_u32_e32 vcc, s12, v40
	s_or_b64 s[18:19], vcc, s[18:19]
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB2_19
; %bb.20:                               ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[18:19]
	s_branch .LBB2_4
.LBB2_21:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z18k_cube_select_fouriiiPKiPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 68
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
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
	.size	_Z18k_cube_select_fouriiiPKiPi, .Lfunc_end2-_Z18k_cube_select_fouriiiPKiPi
                                        ; -- End function
	.set _Z18k_cube_select_fouriiiPKiPi.num_vgpr, 46
	.set _Z18k_cube_select_fouriiiPKiPi.num_agpr, 0
	.set _Z18k_cube_select_fouriiiPKiPi.numbered_sgpr, 68
	.set _Z18k_cube_select_fouriiiPKiPi.num_named_barrier, 0
	.set _Z18k_cube_select_fouriiiPKiPi.private_seg_size, 0
	.set _Z18k_cube_select_fouriiiPKiPi.uses_vcc, 1
	.set _Z18k_cube_select_fouriiiPKiPi.uses_flat_scratch, 0
	.set _Z18k_cube_select_fouriiiPKiPi.has_dyn_sized_stack, 0
	.set _Z18k_cube_select_fouriiiPKiPi.has_recursion, 0
	.set _Z18k_cube_select_fouriiiPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4316
; TotalNumSgprs: 74
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _Z13k_cube_selectiiiPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _Z17k_cube_select_twoiiiPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         _Z18k_cube_select_fouriiiPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
