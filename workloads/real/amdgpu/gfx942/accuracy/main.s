	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z15accuracy_kerneliiiPKfPKiPi ; -- Begin function _Z15accuracy_kerneliiiPKfPKiPi
	.globl	_Z15accuracy_kerneliiiPKfPKiPi
	.p2align	8
	.type	_Z15accuracy_kerneliiiPKfPKiPi,@function
_Z15accuracy_kerneliiiPKfPKiPi:         ; @_Z15accuracy_kerneliiiPKfPKiPi
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s2, s12
	s_cbranch_scc1 .LBB0_15
; %bb.1:
	v_mbcnt_lo_u32_b32 v2, -1, 0
	s_load_dwordx4 s[16:19], s[0:1], 0x10
	s_load_dword s15, s[0:1], 0x28
	v_lshrrev_b32_e32 v1, 6, v0
	v_mbcnt_hi_u32_b32 v5, -1, v2
	v_lshlrev_b32_e32 v3, 2, v1
	v_cmp_eq_u32_e64 s[6:7], 0, v1
	v_and_b32_e32 v1, 3, v5
	v_cmp_ne_u32_e64 s[8:9], 3, v1
	s_add_u32 s20, s0, 40
	v_lshlrev_b32_e32 v6, 2, v5
	v_lshlrev_b32_e32 v4, 2, v1
	v_addc_co_u32_e64 v1, s[8:9], 0, v5, s[8:9]
	v_cmp_gt_i32_e32 vcc, s13, v0
	s_addc_u32 s21, s1, 0
	v_or_b32_e32 v2, 0xfc, v6
	v_cmp_eq_u32_e64 s[4:5], 0, v5
	v_lshlrev_b32_e32 v5, 2, v1
	v_or_b32_e32 v6, 8, v6
	s_mul_i32 s30, s2, s13
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s31, s15, s13
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ge_i32_e64 s[8:9], s14, v7
	s_add_i32 s2, s15, s2
	s_add_i32 s30, s30, s31
	v_addc_co_u32_e64 v1, s[8:9], 0, v1, s[8:9]
	s_cmp_ge_i32 s2, s12
	s_barrier
	s_cbranch_scc1 .LBB0_15
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_11
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[8:9], s[2:3], 2
	s_add_u32 s8, s18, s8
	s_addc_u32 s9, s19, s9
	s_load_dword s3, s[8:9], 0x0
	s_mul_i32 s8, s2, s13
	s_load_dword s10, s[20:21], 0xc
	s_mov_b64 s[24:25], 0
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s8, s3, s8
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s16, s8
	s_addc_u32 s9, s17, s9
	s_load_dword s33, s[8:9], 0x0
	s_and_b32 s34, s10, 0xffff
	v_mov_b32_e32 v8, v0
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v8, s34, v8
	v_cmp_le_i32_e64 s[8:9], s13, v8
	s_or_b64 s[24:25], s[8:9], s[24:25]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB0_10
.LBB0_6:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v10, s30, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[16:17]
	global_load_dword v9, v[10:11], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_f32_e64 s[26:27], s33, v9
	v_cmp_nlt_f32_e64 s[8:9], s33, v9
	s_and_saveexec_b64 s[28:29], s[8:9]
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	v_cmp_eq_f32_e64 s[8:9], s33, v9
	v_cmp_ge_i32_e64 s[10:11], s3, v8
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_andn2_b64 s[10:11], s[26:27], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[26:27], s[10:11], s[8:9]
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[8:9], s[26:27]
	s_cbranch_execz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=2
	v_add_u32_e32 v7, 1, v7
	s_branch .LBB0_5
.LBB0_10:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[24:25]
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_dpp v8, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v7, v8, v7
	s_nop 1
	v_mov_b32_dpp v8, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v7, v7, v8
	s_nop 1
	v_mov_b32_dpp v8, v7 row_ror:4 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v7, v7, v8
	s_nop 1
	v_mov_b32_dpp v8, v7 row_ror:8 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v7, v7, v8
	s_nop 1
	v_mov_b32_dpp v8, v7 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v7, v7, v8
	s_nop 1
	v_mov_b32_dpp v8, v7 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v7, v7, v8
	ds_bpermute_b32 v7, v2, v7
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v3, v7
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	ds_read_b32 v7, v4
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v8, v5, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v8, v7
	ds_bpermute_b32 v8, v6, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v8, v7
	s_branch .LBB0_2
.LBB0_15:
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_20
; %bb.16:
	s_mov_b64 s[2:3], exec
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	v_readlane_b32 s6, v1, s5
	s_add_i32 s4, s4, s6
	s_lshl_b64 s[6:7], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB0_17
; %bb.18:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s4
	s_waitcnt lgkmcnt(0)
	global_atomic_add v0, v1, s[0:1]
.LBB0_20:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15accuracy_kerneliiiPKfPKiPi
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 35
		.amdhsa_accum_offset 12
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
	.size	_Z15accuracy_kerneliiiPKfPKiPi, .Lfunc_end0-_Z15accuracy_kerneliiiPKfPKiPi
                                        ; -- End function
	.set _Z15accuracy_kerneliiiPKfPKiPi.num_vgpr, 12
	.set _Z15accuracy_kerneliiiPKfPKiPi.num_agpr, 0
	.set _Z15accuracy_kerneliiiPKfPKiPi.numbered_sgpr, 35
	.set _Z15accuracy_kerneliiiPKfPKiPi.num_named_barrier, 0
	.set _Z15accuracy_kerneliiiPKfPKiPi.private_seg_size, 0
	.set _Z15accuracy_kerneliiiPKfPKiPi.uses_vcc, 1
	.set _Z15accuracy_kerneliiiPKfPKiPi.uses_flat_scratch, 0
	.set _Z15accuracy_kerneliiiPKfPKiPi.has_dyn_sized_stack, 0
	.set _Z15accuracy_kerneliiiPKfPKiPi.has_recursion, 0
	.set _Z15accuracy_kerneliiiPKfPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 736
; TotalNumSgprs: 41
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
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
	.protected	_Z16accuracy_kernel2iiiPKfPKiPi ; -- Begin function _Z16accuracy_kernel2iiiPKfPKiPi
	.globl	_Z16accuracy_kernel2iiiPKfPKiPi
	.p2align	8
	.type	_Z16accuracy_kernel2iiiPKfPKiPi,@function
_Z16accuracy_kernel2iiiPKfPKiPi:        ; @_Z16accuracy_kernel2iiiPKfPKiPi
; %bb.0:
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_i32 s2, s20
	s_cbranch_scc1 .LBB1_29
; %bb.1:
	s_load_dword s3, s[0:1], 0x34
	s_load_dwordx4 s[24:27], s[0:1], 0x10
	s_load_dword s23, s[0:1], 0x28
	v_lshrrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v15, 2, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s33, s3, 0xffff
	s_mul_i32 s34, s33, 3
	v_add_u32_e32 v2, s34, v0
	v_cmp_gt_u32_e64 s[6:7], s21, v2
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v2
	v_cmp_eq_u32_e64 s[10:11], 0, v1
	v_and_b32_e32 v1, 3, v2
	v_cmp_ne_u32_e64 s[12:13], 3, v1
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v16, 2, v1
	v_addc_co_u32_e64 v1, s[12:13], 0, v2, s[12:13]
	s_lshl_b32 s35, s33, 1
	v_cmp_ne_u32_e64 s[4:5], 0, v0
	v_or_b32_e32 v14, 0xfc, v4
	v_cmp_eq_u32_e64 s[8:9], 0, v2
	v_lshlrev_b32_e32 v17, 2, v1
	v_or_b32_e32 v18, 8, v4
	s_add_i32 s36, s35, s33
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], s22, v2
	s_and_b64 s[12:13], vcc, s[12:13]
	s_add_i32 s2, s23, s2
	v_cndmask_b32_e64 v2, 0, 1, s[12:13]
	v_add_u32_e32 v1, v1, v2
	s_cmp_ge_i32 s2, s20
	s_barrier
	s_cbranch_scc1 .LBB1_29
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_9 Depth 2
                                        ;     Child Loop BB1_23 Depth 2
	s_mul_i32 s14, s2, s21
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v6, s14
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_5
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[16:17], s[2:3], 2
	s_add_u32 s16, s26, s16
	s_addc_u32 s17, s27, s17
	s_load_dword s3, s[16:17], 0x0
	v_mov_b32_e32 v6, s14
	s_waitcnt lgkmcnt(0)
	s_add_i32 s16, s3, s14
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s24, s16
	s_addc_u32 s17, s25, s17
	s_load_dword s15, s[16:17], 0x0
	v_mov_b32_e32 v5, s3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s15
	ds_write_b64 v3, v[4:5] offset:16
.LBB1_5:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[4:5], v3 offset:16
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[24:25]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v8, v0
	s_and_saveexec_b64 s[18:19], s[6:7]
	s_cbranch_execz .LBB1_21
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[28:29], 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v8, v0
	s_branch .LBB1_9
.LBB1_7:                                ;   in Loop: Header=BB1_9 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB1_8:                                ;   in Loop: Header=BB1_9 Depth=2
	s_or_b64 exec, exec, s[14:15]
	v_cmp_eq_f32_e64 s[14:15], v9, v4
	v_cmp_le_i32_e64 s[16:17], v8, v5
	v_cmp_gt_f32_e64 s[12:13], v9, v4
	s_and_b64 s[14:15], s[14:15], s[16:17]
	s_or_b64 s[12:13], s[12:13], s[14:15]
	v_add_u32_e32 v8, s36, v2
	v_addc_co_u32_e64 v9, s[12:13], v13, v19, s[12:13]
	v_add_u32_e32 v2, s34, v8
	v_cmp_le_u32_e64 s[12:13], s21, v2
	s_or_b64 s[28:29], s[12:13], s[28:29]
	v_add3_u32 v19, v9, v11, v12
	s_andn2_b64 exec, exec, s[28:29]
	s_cbranch_execz .LBB1_20
.LBB1_9:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v10, s34, v8
	v_lshl_add_u64 v[24:25], v[8:9], 2, v[6:7]
	v_add_u32_e32 v2, s33, v8
	v_add_u32_e32 v12, s35, v8
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v11, v3
	v_lshl_add_u64 v[26:27], v[2:3], 2, v[6:7]
	v_lshl_add_u64 v[28:29], v[12:13], 2, v[6:7]
	v_lshl_add_u64 v[30:31], v[10:11], 2, v[6:7]
	global_load_dword v9, v[24:25], off
	global_load_dword v22, v[26:27], off
	global_load_dword v21, v[28:29], off
	global_load_dword v20, v[30:31], off
	v_mov_b32_e32 v11, 1
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_cmp_ngt_f32_e64 s[12:13], v22, v4
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB1_13
; %bb.10:                               ;   in Loop: Header=BB1_9 Depth=2
	v_cmp_eq_f32_e64 s[12:13], v22, v4
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[16:17], s[12:13]
; %bb.11:                               ;   in Loop: Header=BB1_9 Depth=2
	v_cmp_le_u32_e64 s[12:13], v2, v5
	s_nop 1
	v_cndmask_b32_e64 v13, 0, 1, s[12:13]
; %bb.12:                               ;   in Loop: Header=BB1_9 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB1_13:                               ;   in Loop: Header=BB1_9 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_cmp_ngt_f32_e64 s[12:13], v21, v4
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB1_17
; %bb.14:                               ;   in Loop: Header=BB1_9 Depth=2
	v_cmp_eq_f32_e64 s[12:13], v21, v4
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[16:17], s[12:13]
; %bb.15:                               ;   in Loop: Header=BB1_9 Depth=2
	v_cmp_le_u32_e64 s[12:13], v12, v5
	s_nop 1
	v_cndmask_b32_e64 v11, 0, 1, s[12:13]
; %bb.16:                               ;   in Loop: Header=BB1_9 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB1_17:                               ;   in Loop: Header=BB1_9 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e64 s[12:13], v20, v4
	v_mov_b32_e32 v12, 1
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB1_8
; %bb.18:                               ;   in Loop: Header=BB1_9 Depth=2
	v_cmp_eq_f32_e64 s[12:13], v20, v4
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_cbranch_execz .LBB1_7
; %bb.19:                               ;   in Loop: Header=BB1_9 Depth=2
	v_cmp_le_u32_e64 s[12:13], v10, v5
	s_nop 1
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	s_branch .LBB1_7
.LBB1_20:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[28:29]
.LBB1_21:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_i32_e64 s[12:13], s21, v8
	s_and_saveexec_b64 s[28:29], s[12:13]
	s_cbranch_execz .LBB1_25
; %bb.22:                               ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[30:31], 0
.LBB1_23:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], v[8:9], 2, v[6:7]
	global_load_dword v2, v[10:11], off
	s_waitcnt lgkmcnt(0)
	v_cmp_le_i32_e64 s[12:13], v8, v5
	v_add_u32_e32 v8, s33, v8
	v_cmp_le_i32_e64 s[14:15], s21, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s[18:19], v2, v4
	v_cmp_gt_f32_e64 s[16:17], v2, v4
	s_and_b64 s[12:13], s[18:19], s[12:13]
	s_or_b64 s[12:13], s[16:17], s[12:13]
	s_or_b64 s[30:31], s[14:15], s[30:31]
	v_addc_co_u32_e64 v19, s[12:13], 0, v19, s[12:13]
	s_andn2_b64 exec, exec, s[30:31]
	s_cbranch_execnz .LBB1_23
; %bb.24:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[30:31]
.LBB1_25:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[28:29]
	v_mov_b32_dpp v2, v19 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, v2, v19
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mov_b32_dpp v4, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_ror:4 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_ror:8 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, v2, v4
	s_nop 1
	v_mov_b32_dpp v4, v2 row_bcast:31 row_mask:0xf bank_mask:0xf
	v_add_u32_e32 v2, v2, v4
	ds_bpermute_b32 v2, v14, v2
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB1_27
; %bb.26:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v15, v2
.LBB1_27:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB1_2
; %bb.28:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_read_b32 v2, v16
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v4, v17, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v2
	ds_bpermute_b32 v4, v18, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v2
	s_branch .LBB1_2
.LBB1_29:
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cmp_ne_u32_e64 s[2:3], 0, v1
	s_mov_b32 s4, 0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB1_34
; %bb.30:
	s_mov_b64 s[2:3], exec
.LBB1_31:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s5, s[2:3]
	v_readlane_b32 s6, v1, s5
	s_add_i32 s4, s4, s6
	s_lshl_b64 s[6:7], 1, s5
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cbranch_scc1 .LBB1_31
; %bb.32:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB1_34
; %bb.33:
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s4
	s_waitcnt lgkmcnt(0)
	global_atomic_add v0, v1, s[0:1]
.LBB1_34:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16accuracy_kernel2iiiPKfPKiPi
		.amdhsa_group_segment_fixed_size 24
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_sgpr 37
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
	.size	_Z16accuracy_kernel2iiiPKfPKiPi, .Lfunc_end1-_Z16accuracy_kernel2iiiPKfPKiPi
                                        ; -- End function
	.set _Z16accuracy_kernel2iiiPKfPKiPi.num_vgpr, 32
	.set _Z16accuracy_kernel2iiiPKfPKiPi.num_agpr, 0
	.set _Z16accuracy_kernel2iiiPKfPKiPi.numbered_sgpr, 37
	.set _Z16accuracy_kernel2iiiPKfPKiPi.num_named_barrier, 0
	.set _Z16accuracy_kernel2iiiPKfPKiPi.private_seg_size, 0
	.set _Z16accuracy_kernel2iiiPKfPKiPi.uses_vcc, 1
	.set _Z16accuracy_kernel2iiiPKfPKiPi.uses_flat_scratch, 0
	.set _Z16accuracy_kernel2iiiPKfPKiPi.has_dyn_sized_stack, 0
	.set _Z16accuracy_kernel2iiiPKfPKiPi.has_recursion, 0
	.set _Z16accuracy_kernel2iiiPKfPKiPi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1228
; TotalNumSgprs: 43
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_ddbebcc29fc4a29,@object ; @__hip_cuid_ddbebcc29fc4a29
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ddbebcc29fc4a29
__hip_cuid_ddbebcc29fc4a29:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ddbebcc29fc4a29, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_ddbebcc29fc4a29
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z15accuracy_kerneliiiPKfPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         _Z15accuracy_kerneliiiPKfPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 24
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z16accuracy_kernel2iiiPKfPKiPi
    .private_segment_fixed_size: 0
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         _Z16accuracy_kernel2iiiPKfPKiPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
