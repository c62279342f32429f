	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.section	.text._Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_load_dword s4, s[0:1], 0x3c
	s_load_dwordx2 s[12:13], s[0:1], 0x0
	s_add_u32 s14, s0, 48
	s_addc_u32 s15, s1, 0
	v_bfe_u32 v7, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s4, 16
	s_mul_i32 s2, s2, s16
	v_add_u32_e32 v2, s2, v7
	v_cmp_gt_i32_e32 vcc, s12, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_25
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_dword s2, s[14:15], 0x4
	s_lshl_b32 s12, s16, 7
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_add_i32 s18, s12, 0
	s_add_i32 s2, s2, -1
	v_lshl_add_u32 v3, v7, 5, v1
	v_lshl_add_u32 v0, s3, 5, v1
	s_cmp_eq_u32 s3, s2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v4, v1
	v_cmp_lt_i32_e64 s[2:3], v4, v5
	s_cbranch_scc1 .LBB0_11
; %bb.2:
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_10
; %bb.3:
	v_lshlrev_b32_e32 v1, 2, v3
	v_add_u32_e32 v10, s18, v1
	v_add_u32_e32 v11, 0, v1
	v_lshl_add_u32 v12, v7, 7, 0
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v8, v6
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_7 Depth 2
	v_cmp_lt_i32_e32 vcc, v8, v5
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[14:15], 2, v[8:9]
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[14:15]
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	global_load_dword v9, v[14:15], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, v9, s13
	global_load_dword v16, v[16:17], off
	ds_write_b32 v11, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v16
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_mov_b32 s19, 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v9, v12
.LBB0_7:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v14, v9
	s_add_i32 s20, s19, 1
	s_cmp_gt_u32 s19, 30
	v_add_u32_e32 v16, s20, v13
	s_mov_b32 s19, s20
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, v14, v0
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[10:11]
	global_load_dword v14, v[14:15], off
	v_add_u32_e32 v15, s12, v9
	ds_read_b32 v15, v15
	s_cselect_b64 s[20:21], -1, 0
	v_cmp_ge_i32_e32 vcc, v16, v5
	s_or_b64 s[20:21], s[20:21], vcc
	s_and_b64 s[20:21], exec, s[20:21]
	v_add_u32_e32 v9, 4, v9
	s_or_b64 s[16:17], s[20:21], s[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, v15, v14
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v13, 32, v13
	v_cmp_ge_i32_e32 vcc, v13, v5
	s_or_b64 s[14:15], vcc, s[14:15]
	v_add_u32_e32 v8, 32, v8
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_4
; %bb.9:
	s_or_b64 exec, exec, s[14:15]
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], -1
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_23
.LBB0_11:
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr1
.LBB0_12:
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_22
; %bb.13:
	v_lshlrev_b32_e32 v1, 2, v3
	v_add_u32_e32 v3, s18, v1
	v_add_u32_e32 v8, 0, v1
	v_cmp_gt_i32_e32 vcc, s13, v0
	v_lshl_add_u32 v9, v7, 7, 0
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_15
.LBB0_14:                               ;   in Loop: Header=BB0_15 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v4, 32, v4
	v_cmp_ge_i32_e64 s[2:3], v4, v5
	s_or_b64 s[14:15], s[2:3], s[14:15]
	v_add_u32_e32 v6, 32, v6
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB0_21
.LBB0_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_19 Depth 2
	v_cmp_lt_i32_e64 s[2:3], v6, v5
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_15 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[10:11], 2, v[6:7]
	v_lshl_add_u64 v[12:13], s[8:9], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	global_load_dword v7, v[10:11], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v7, v7, s13
	global_load_dword v12, v[12:13], off
	ds_write_b32 v8, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v12
.LBB0_17:                               ;   in Loop: Header=BB0_15 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_mov_b32 s18, 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v7, v9
	s_branch .LBB0_19
.LBB0_18:                               ;   in Loop: Header=BB0_19 Depth=2
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s20, s18, 1
	s_cmp_gt_u32 s18, 30
	v_add_u32_e32 v10, s20, v4
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_ge_i32_e64 s[2:3], v10, v5
	s_or_b64 s[2:3], s[18:19], s[2:3]
	s_and_b64 s[2:3], exec, s[2:3]
	v_add_u32_e32 v7, 4, v7
	s_or_b64 s[16:17], s[2:3], s[16:17]
	s_mov_b32 s18, s20
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_14
.LBB0_19:                               ;   Parent Loop BB0_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_18
; %bb.20:                               ;   in Loop: Header=BB0_19 Depth=2
	ds_read_b32 v10, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v10, v10, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	global_load_dword v10, v[10:11], off
	v_add_u32_e32 v11, s12, v7
	ds_read_b32 v11, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, v11, v10
	s_branch .LBB0_18
.LBB0_21:
	s_or_b64 exec, exec, s[14:15]
.LBB0_22:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], s13, v0
.LBB0_23:
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_25
; %bb.24:
	s_load_dwordx2 s[0:1], s[0:1], 0x28
	v_mad_u64_u32 v[2:3], s[2:3], v2, s13, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[0:1]
	global_store_dword v[2:3], v1, off
.LBB0_25:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 22
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
	.section	.text._Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end0:
	.size	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end0-_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 18
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 22
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 852
; TotalNumSgprs: 28
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_load_dword s4, s[0:1], 0x3c
	s_load_dwordx2 s[12:13], s[0:1], 0x0
	s_add_u32 s14, s0, 48
	s_addc_u32 s15, s1, 0
	v_bfe_u32 v5, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s4, 16
	s_mul_i32 s2, s2, s16
	v_add_u32_e32 v2, s2, v5
	v_cmp_gt_i32_e32 vcc, s12, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_31
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b32 s12, s16, 7
	v_and_b32_e32 v0, 0x3ff, v0
	s_add_i32 s18, s12, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_load_dwordx2 s[4:5], s[0:1], 0x28
	v_lshl_add_u32 v3, v5, 5, v0
	s_load_dword s0, s[14:15], 0x4
	v_lshl_add_u32 v4, s3, 6, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s3, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v8, v6, v0
	v_cmp_lt_i32_e32 vcc, v6, v7
	s_cbranch_scc1 .LBB1_11
; %bb.2:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_10
; %bb.3:
	v_lshlrev_b32_e32 v0, 2, v3
	v_add_u32_e32 v9, s18, v0
	v_add_u32_e32 v12, 0, v0
	v_mov_b32_e32 v0, 0
	v_lshl_add_u32 v13, v5, 7, 0
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v14, v6
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_7 Depth 2
	v_cmp_lt_i32_e32 vcc, v10, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[16:17]
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	global_load_dword v11, v[16:17], off
	global_load_dword v15, v[18:19], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v11, v11, s13
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v15
	ds_write_b32 v12, v11
.LBB1_6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_mov_b32 s16, 0
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v11, v13
.LBB1_7:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v15, v11
	s_add_i32 s17, s16, 1
	s_cmp_gt_u32 s16, 30
	s_cselect_b64 s[20:21], -1, 0
	s_mov_b32 s16, s17
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v16, v15, v4
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[10:11]
	global_load_dword v19, v[16:17], off
	global_load_dword v18, v[16:17], off offset:128
	v_add_u32_e32 v15, s12, v11
	ds_read_b32 v16, v15
	v_add_u32_e32 v15, s17, v14
	v_cmp_ge_i32_e32 vcc, v15, v7
	s_or_b64 s[20:21], s[20:21], vcc
	s_and_b64 s[20:21], exec, s[20:21]
	v_add_u32_e32 v11, 4, v11
	s_or_b64 s[14:15], s[20:21], s[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_fma_f32 v[0:1], v[16:17], v[18:19], v[0:1] op_sel_hi:[0,1,1]
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB1_7
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v14, 32, v14
	v_cmp_ge_i32_e32 vcc, v14, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v10, 32, v10
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_4
; %bb.9:
	s_or_b64 exec, exec, s[2:3]
.LBB1_10:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[10:11], s[0:1], v2, s13, v[4:5]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], v[10:11], 2, s[4:5]
	global_store_dword v[12:13], v1, off
	s_mov_b64 s[14:15], -1
	s_branch .LBB1_29
.LBB1_11:
	s_mov_b64 s[14:15], 0
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr10_vgpr11
	s_cbranch_execz .LBB1_29
; %bb.12:
	v_sub_u32_e32 v1, s13, v4
	v_cmp_lt_i32_e32 vcc, v6, v7
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_24
; %bb.13:
	v_lshlrev_b32_e32 v0, 2, v3
	v_add_u32_e32 v3, s18, v0
	v_add_u32_e32 v13, 0, v0
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_cmp_lt_i32_e64 s[0:1], 32, v1
	v_lshl_add_u32 v5, v5, 7, 0
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v12, 0
	s_branch .LBB1_15
.LBB1_14:                               ;   in Loop: Header=BB1_15 Depth=1
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e64 s[2:3], v6, v7
	s_or_b64 s[18:19], s[2:3], s[18:19]
	v_add_u32_e32 v8, 32, v8
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB1_23
.LBB1_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_19 Depth 2
	v_cmp_lt_i32_e64 s[2:3], v8, v7
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB1_17
; %bb.16:                               ;   in Loop: Header=BB1_15 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], s[8:9], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	global_load_dword v9, v[10:11], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, v9, s13
	global_load_dword v14, v[14:15], off
	ds_write_b32 v13, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v14
.LBB1_17:                               ;   in Loop: Header=BB1_15 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_mov_b32 s22, 0
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v9, v5
	s_branch .LBB1_19
.LBB1_18:                               ;   in Loop: Header=BB1_19 Depth=2
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s24, s22, 1
	s_cmp_gt_u32 s22, 30
	v_add_u32_e32 v10, s24, v6
	s_cselect_b64 s[22:23], -1, 0
	v_cmp_ge_i32_e64 s[2:3], v10, v7
	s_or_b64 s[2:3], s[22:23], s[2:3]
	s_and_b64 s[2:3], exec, s[2:3]
	v_add_u32_e32 v9, 4, v9
	s_or_b64 s[20:21], s[2:3], s[20:21]
	s_mov_b32 s22, s24
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execz .LBB1_14
.LBB1_19:                               ;   Parent Loop BB1_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v9
	v_add_u32_e32 v11, s12, v9
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v14, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v10, v10, v4
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_21
; %bb.20:                               ;   in Loop: Header=BB1_19 Depth=2
	v_lshl_add_u64 v[16:17], v[10:11], 2, s[10:11]
	global_load_dword v15, v[16:17], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v12, v14, v15
.LBB1_21:                               ;   in Loop: Header=BB1_19 Depth=2
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_18
; %bb.22:                               ;   in Loop: Header=BB1_19 Depth=2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	global_load_dword v10, v[10:11], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v0, v14, v10
	s_branch .LBB1_18
.LBB1_23:
	s_or_b64 exec, exec, s[18:19]
.LBB1_24:
	s_or_b64 exec, exec, s[16:17]
	v_mad_u64_u32 v[10:11], s[0:1], v2, s13, v[4:5]
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_26
; %bb.25:
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[4:5]
	global_store_dword v[2:3], v12, off
.LBB1_26:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[0:1], vcc
; %bb.27:
	s_or_b64 s[14:15], s[14:15], exec
; %bb.28:
	s_or_b64 exec, exec, s[0:1]
.LBB1_29:
	s_and_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB1_31
; %bb.30:
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[4:5]
	global_store_dword v[2:3], v0, off offset:128
.LBB1_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 25
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
	.section	.text._Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end1:
	.size	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end1-_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 20
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 25
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1004
; TotalNumSgprs: 31
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
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_load_dword s6, s[0:1], 0x3c
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_add_u32 s4, s0, 48
	s_addc_u32 s5, s1, 0
	v_bfe_u32 v5, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s6, s6, 16
	s_mul_i32 s2, s2, s6
	v_add_u32_e32 v2, s2, v5
	v_cmp_gt_i32_e32 vcc, s16, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_37
; %bb.1:
	s_load_dwordx8 s[8:15], s[0:1], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b32 s16, s6, 7
	v_and_b32_e32 v0, 0x3ff, v0
	s_add_i32 s6, s16, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[8:9]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_load_dwordx2 s[8:9], s[0:1], 0x28
	v_lshl_add_u32 v9, v5, 5, v0
	s_load_dword s0, s[4:5], 0x4
	v_lshl_add_u32 v4, s3, 7, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s3, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v8, v6, v0
	v_cmp_lt_i32_e32 vcc, v6, v7
	s_cbranch_scc1 .LBB2_11
; %bb.2:
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
; %bb.3:
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v0, 2, v9
	v_mov_b32_e32 v11, v10
	v_add_u32_e32 v3, s6, v0
	v_add_u32_e32 v14, 0, v0
	v_lshl_add_u32 v15, v5, 7, 0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v16, v6
	v_mov_b64_e32 v[0:1], v[10:11]
.LBB2_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_7 Depth 2
	v_cmp_lt_i32_e32 vcc, v12, v7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=1
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[18:19], 2, v[12:13]
	v_lshl_add_u64 v[20:21], s[12:13], 0, v[18:19]
	v_lshl_add_u64 v[18:19], s[10:11], 0, v[18:19]
	global_load_dword v13, v[18:19], off
	global_load_dword v17, v[20:21], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v13, v13, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v17
	ds_write_b32 v14, v13
.LBB2_6:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s7, 0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v13, v15
.LBB2_7:                                ;   Parent Loop BB2_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v17, v13
	s_add_i32 s18, s7, 1
	s_cmp_gt_u32 s7, 30
	s_mov_b32 s7, s18
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v18, v17, v4
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[14:15]
	global_load_dword v20, v[18:19], off
	global_load_dword v21, v[18:19], off offset:128
	global_load_dword v23, v[18:19], off offset:256
	global_load_dword v22, v[18:19], off offset:384
	v_add_u32_e32 v17, s16, v13
	ds_read_b32 v18, v17
	v_add_u32_e32 v17, s18, v16
	s_cselect_b64 s[18:19], -1, 0
	v_cmp_ge_i32_e32 vcc, v17, v7
	s_or_b64 s[18:19], s[18:19], vcc
	s_and_b64 s[18:19], exec, s[18:19]
	v_add_u32_e32 v13, 4, v13
	s_or_b64 s[4:5], s[18:19], s[4:5]
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_pk_fma_f32 v[10:11], v[18:19], v[20:21], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[22:23], v[0:1] op_sel_hi:[0,1,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_7
; %bb.8:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v16, 32, v16
	v_cmp_ge_i32_e32 vcc, v16, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v12, 32, v12
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB2_4
; %bb.9:
	s_or_b64 exec, exec, s[2:3]
.LBB2_10:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[12:13], s[0:1], v2, s17, v[4:5]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[8:9]
	global_store_dword v[14:15], v10, off
	global_store_dword v[14:15], v11, off offset:128
	global_store_dword v[14:15], v1, off offset:256
	s_mov_b64 s[18:19], -1
	s_branch .LBB2_35
.LBB2_11:
	s_mov_b64 s[18:19], 0
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr12_vgpr13
	s_cbranch_execz .LBB2_35
; %bb.12:
	v_sub_u32_e32 v1, s17, v4
	v_cmp_lt_i32_e32 vcc, v6, v7
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB2_28
; %bb.13:
	v_lshlrev_b32_e32 v0, 2, v9
	s_movk_i32 s4, 0x60
	v_add_u32_e32 v12, s6, v0
	v_add_u32_e32 v13, 0, v0
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_cmp_lt_i32_e64 s[0:1], 32, v1
	v_cmp_lt_i32_e64 s[2:3], 64, v1
	v_cmp_lt_i32_e64 s[4:5], s4, v1
	v_lshl_add_u32 v5, v5, 7, 0
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_branch .LBB2_15
.LBB2_14:                               ;   in Loop: Header=BB2_15 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_add_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e64 s[6:7], v6, v7
	s_or_b64 s[22:23], s[6:7], s[22:23]
	v_add_u32_e32 v8, 32, v8
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execz .LBB2_27
.LBB2_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_19 Depth 2
	v_cmp_lt_i32_e64 s[6:7], v8, v7
	s_and_saveexec_b64 s[24:25], s[6:7]
	s_cbranch_execz .LBB2_17
; %bb.16:                               ;   in Loop: Header=BB2_15 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], s[12:13], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11]
	global_load_dword v9, v[10:11], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, v9, s17
	global_load_dword v16, v[16:17], off
	ds_write_b32 v13, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v16
.LBB2_17:                               ;   in Loop: Header=BB2_15 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_mov_b32 s26, 0
	s_mov_b64 s[24:25], 0
	v_mov_b32_e32 v9, v5
	s_branch .LBB2_19
.LBB2_18:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b64 exec, exec, s[6:7]
	s_add_i32 s28, s26, 1
	s_cmp_gt_u32 s26, 30
	v_add_u32_e32 v10, s28, v6
	s_cselect_b64 s[26:27], -1, 0
	v_cmp_ge_i32_e64 s[6:7], v10, v7
	s_or_b64 s[6:7], s[26:27], s[6:7]
	s_and_b64 s[6:7], exec, s[6:7]
	v_add_u32_e32 v9, 4, v9
	s_or_b64 s[24:25], s[6:7], s[24:25]
	s_mov_b32 s26, s28
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB2_14
.LBB2_19:                               ;   Parent Loop BB2_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v9
	v_add_u32_e32 v11, s16, v9
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v16, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v10, v10, v4
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB2_23
; %bb.20:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB2_24
.LBB2_21:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execnz .LBB2_25
.LBB2_22:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_18
	s_branch .LBB2_26
.LBB2_23:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshl_add_u64 v[18:19], v[10:11], 2, s[14:15]
	global_load_dword v17, v[18:19], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v15, v16, v17
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB2_21
.LBB2_24:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshl_add_u64 v[18:19], v[10:11], 2, s[14:15]
	global_load_dword v17, v[18:19], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v14, v16, v17
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB2_22
.LBB2_25:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshl_add_u64 v[18:19], v[10:11], 2, s[14:15]
	global_load_dword v17, v[18:19], off offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, v16, v17
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_18
.LBB2_26:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[14:15]
	global_load_dword v10, v[10:11], off offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v0, v16, v10
	s_branch .LBB2_18
.LBB2_27:
	s_or_b64 exec, exec, s[22:23]
.LBB2_28:
	s_or_b64 exec, exec, s[20:21]
	v_mad_u64_u32 v[12:13], s[0:1], v2, s17, v[4:5]
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_ashrrev_i32_e32 v13, 31, v12
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_38
; %bb.29:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_39
.LBB2_30:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 64, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_32
.LBB2_31:
	v_lshl_add_u64 v[4:5], v[12:13], 2, s[8:9]
	global_store_dword v[4:5], v3, off offset:256
.LBB2_32:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x60
	v_cmp_lt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
; %bb.33:
	s_or_b64 s[18:19], s[18:19], exec
; %bb.34:
	s_or_b64 exec, exec, s[0:1]
.LBB2_35:
	s_and_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB2_37
; %bb.36:
	v_lshl_add_u64 v[2:3], v[12:13], 2, s[8:9]
	global_store_dword v[2:3], v0, off offset:384
.LBB2_37:
	s_endpgm
.LBB2_38:
	v_lshl_add_u64 v[4:5], v[12:13], 2, s[8:9]
	global_store_dword v[4:5], v15, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_30
.LBB2_39:
	v_lshl_add_u64 v[4:5], v[12:13], 2, s[8:9]
	global_store_dword v[4:5], v14, off offset:128
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 64, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB2_31
	s_branch .LBB2_32
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 29
		.amdhsa_accum_offset 24
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
	.section	.text._Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end2:
	.size	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end2-_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 24
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 29
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1312
; TotalNumSgprs: 35
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_load_dword s6, s[0:1], 0x3c
	s_load_dwordx2 s[24:25], s[0:1], 0x0
	s_add_u32 s4, s0, 48
	s_addc_u32 s5, s1, 0
	v_bfe_u32 v9, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s6, s6, 16
	s_mul_i32 s2, s2, s6
	v_add_u32_e32 v2, s2, v9
	v_cmp_gt_i32_e32 vcc, s24, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_53
; %bb.1:
	s_load_dwordx8 s[16:23], s[0:1], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b32 s24, s6, 7
	v_and_b32_e32 v0, 0x3ff, v0
	s_add_i32 s6, s24, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[16:17]
	global_load_dwordx2 v[6:7], v[4:5], off
	s_load_dwordx2 s[16:17], s[0:1], 0x28
	v_lshl_add_u32 v19, v9, 5, v0
	s_load_dword s0, s[4:5], 0x4
	v_lshl_add_u32 v4, s3, 8, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s3, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v8, v6, v0
	v_cmp_lt_i32_e32 vcc, v6, v7
	s_cbranch_scc1 .LBB3_11
; %bb.2:
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_10
; %bb.3:
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v0, 2, v19
	v_mov_b32_e32 v11, v10
	v_add_u32_e32 v3, s6, v0
	v_add_u32_e32 v5, 0, v0
	v_lshl_add_u32 v18, v9, 7, 0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v20, v6
	v_mov_b64_e32 v[12:13], v[10:11]
	v_mov_b64_e32 v[14:15], v[10:11]
	v_mov_b64_e32 v[0:1], v[10:11]
.LBB3_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	v_cmp_lt_i32_e32 vcc, v16, v7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[22:23], 2, v[16:17]
	v_lshl_add_u64 v[24:25], s[20:21], 0, v[22:23]
	v_lshl_add_u64 v[22:23], s[18:19], 0, v[22:23]
	global_load_dword v17, v[22:23], off
	global_load_dword v21, v[24:25], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v17, v17, s25
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v21
	ds_write_b32 v5, v17
.LBB3_6:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s7, 0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v17, v18
.LBB3_7:                                ;   Parent Loop BB3_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v21, v17
	s_add_i32 s8, s7, 1
	s_cmp_gt_u32 s7, 30
	s_mov_b32 s7, s8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v22, v21, v4
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[22:23]
	global_load_dword v24, v[22:23], off
	global_load_dword v25, v[22:23], off offset:128
	global_load_dword v26, v[22:23], off offset:256
	global_load_dword v27, v[22:23], off offset:384
	global_load_dword v28, v[22:23], off offset:512
	global_load_dword v29, v[22:23], off offset:640
	global_load_dword v31, v[22:23], off offset:768
	global_load_dword v30, v[22:23], off offset:896
	v_add_u32_e32 v21, s24, v17
	ds_read_b32 v22, v21
	v_add_u32_e32 v21, s8, v20
	s_cselect_b64 s[8:9], -1, 0
	v_cmp_ge_i32_e32 vcc, v21, v7
	s_or_b64 s[8:9], s[8:9], vcc
	s_and_b64 s[8:9], exec, s[8:9]
	v_add_u32_e32 v17, 4, v17
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_waitcnt vmcnt(6) lgkmcnt(0)
	v_pk_fma_f32 v[10:11], v[22:23], v[24:25], v[10:11] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[12:13], v[22:23], v[26:27], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[14:15], v[22:23], v[28:29], v[14:15] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[22:23], v[30:31], v[0:1] op_sel_hi:[0,1,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB3_7
; %bb.8:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v20, 32, v20
	v_cmp_ge_i32_e32 vcc, v20, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v16, 32, v16
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_4
; %bb.9:
	s_or_b64 exec, exec, s[2:3]
.LBB3_10:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[16:17], s[0:1], v2, s25, v[4:5]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[20:21], v[16:17], 2, s[16:17]
	global_store_dword v[20:21], v10, off
	global_store_dword v[20:21], v11, off offset:128
	global_store_dword v[20:21], v12, off offset:256
	global_store_dword v[20:21], v13, off offset:384
	global_store_dword v[20:21], v14, off offset:512
	global_store_dword v[20:21], v15, off offset:640
	global_store_dword v[20:21], v1, off offset:768
	s_mov_b64 s[26:27], -1
	s_branch .LBB3_51
.LBB3_11:
	s_mov_b64 s[26:27], 0
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr16_vgpr17
	s_cbranch_execz .LBB3_51
; %bb.12:
	v_sub_u32_e32 v1, s25, v4
	v_cmp_lt_i32_e32 vcc, v6, v7
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB3_36
; %bb.13:
	v_lshlrev_b32_e32 v0, 2, v19
	v_add_u32_e32 v16, s6, v0
	s_movk_i32 s4, 0x60
	s_movk_i32 s6, 0x80
	s_movk_i32 s8, 0xa0
	s_movk_i32 s10, 0xc0
	s_movk_i32 s12, 0xe0
	v_add_u32_e32 v17, 0, v0
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_cmp_lt_i32_e64 s[0:1], 32, v1
	v_cmp_lt_i32_e64 s[2:3], 64, v1
	v_cmp_lt_i32_e64 s[4:5], s4, v1
	v_cmp_lt_i32_e64 s[6:7], s6, v1
	v_cmp_lt_i32_e64 s[8:9], s8, v1
	v_cmp_lt_i32_e64 s[10:11], s10, v1
	v_cmp_lt_i32_e64 s[12:13], s12, v1
	v_lshl_add_u32 v19, v9, 7, 0
	s_mov_b64 s[30:31], 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v18, 0
	s_branch .LBB3_15
.LBB3_14:                               ;   in Loop: Header=BB3_15 Depth=1
	s_or_b64 exec, exec, s[34:35]
	v_add_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e64 s[14:15], v6, v7
	s_or_b64 s[30:31], s[14:15], s[30:31]
	v_add_u32_e32 v8, 32, v8
	s_andn2_b64 exec, exec, s[30:31]
	s_cbranch_execz .LBB3_35
.LBB3_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_19 Depth 2
	v_cmp_lt_i32_e64 s[14:15], v8, v7
	s_and_saveexec_b64 s[34:35], s[14:15]
	s_cbranch_execz .LBB3_17
; %bb.16:                               ;   in Loop: Header=BB3_15 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], s[20:21], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[18:19], 0, v[10:11]
	global_load_dword v9, v[10:11], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v9, v9, s25
	global_load_dword v20, v[20:21], off
	ds_write_b32 v17, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v16, v20
.LBB3_17:                               ;   in Loop: Header=BB3_15 Depth=1
	s_or_b64 exec, exec, s[34:35]
	s_mov_b32 s33, 0
	s_mov_b64 s[34:35], 0
	v_mov_b32_e32 v9, v19
	s_branch .LBB3_19
.LBB3_18:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s38, s33, 1
	s_cmp_gt_u32 s33, 30
	v_add_u32_e32 v10, s38, v6
	s_cselect_b64 s[36:37], -1, 0
	v_cmp_ge_i32_e64 s[14:15], v10, v7
	s_or_b64 s[14:15], s[36:37], s[14:15]
	s_and_b64 s[14:15], exec, s[14:15]
	v_add_u32_e32 v9, 4, v9
	s_or_b64 s[34:35], s[14:15], s[34:35]
	s_mov_b32 s33, s38
	s_andn2_b64 exec, exec, s[34:35]
	s_cbranch_execz .LBB3_14
.LBB3_19:                               ;   Parent Loop BB3_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v9
	v_add_u32_e32 v11, s24, v9
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v20, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v10, v10, v4
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execnz .LBB3_27
; %bb.20:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execnz .LBB3_28
.LBB3_21:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execnz .LBB3_29
.LBB3_22:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[4:5]
	s_cbranch_execnz .LBB3_30
.LBB3_23:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_cbranch_execnz .LBB3_31
.LBB3_24:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execnz .LBB3_32
.LBB3_25:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execnz .LBB3_33
.LBB3_26:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB3_18
	s_branch .LBB3_34
.LBB3_27:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v18, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execz .LBB3_21
.LBB3_28:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v15, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execz .LBB3_22
.LBB3_29:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v14, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[4:5]
	s_cbranch_execz .LBB3_23
.LBB3_30:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v13, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_cbranch_execz .LBB3_24
.LBB3_31:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off offset:512
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v12, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execz .LBB3_25
.LBB3_32:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off offset:640
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v5, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execz .LBB3_26
.LBB3_33:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[22:23]
	global_load_dword v21, v[22:23], off offset:768
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, v20, v21
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB3_18
.LBB3_34:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[22:23]
	global_load_dword v10, v[10:11], off offset:896
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v0, v20, v10
	s_branch .LBB3_18
.LBB3_35:
	s_or_b64 exec, exec, s[30:31]
.LBB3_36:
	s_or_b64 exec, exec, s[28:29]
	v_mad_u64_u32 v[16:17], s[0:1], v2, s25, v[4:5]
	v_cmp_lt_i32_e32 vcc, 0, v1
	v_ashrrev_i32_e32 v17, 31, v16
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_54
; %bb.37:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_55
.LBB3_38:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 64, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_40
.LBB3_39:
	v_lshl_add_u64 v[6:7], v[16:17], 2, s[16:17]
	global_store_dword v[6:7], v14, off offset:256
.LBB3_40:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x60
	v_cmp_lt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_42
; %bb.41:
	v_lshl_add_u64 v[6:7], v[16:17], 2, s[16:17]
	global_store_dword v[6:7], v13, off offset:384
.LBB3_42:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x80
	v_cmp_lt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_44
; %bb.43:
	v_lshl_add_u64 v[6:7], v[16:17], 2, s[16:17]
	global_store_dword v[6:7], v12, off offset:512
.LBB3_44:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0xa0
	v_cmp_lt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_46
; %bb.45:
	v_lshl_add_u64 v[6:7], v[16:17], 2, s[16:17]
	global_store_dword v[6:7], v5, off offset:640
.LBB3_46:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0xc0
	v_cmp_lt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_48
; %bb.47:
	v_lshl_add_u64 v[4:5], v[16:17], 2, s[16:17]
	global_store_dword v[4:5], v3, off offset:768
.LBB3_48:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0xe0
	v_cmp_lt_i32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
; %bb.49:
	s_or_b64 s[26:27], s[26:27], exec
; %bb.50:
	s_or_b64 exec, exec, s[0:1]
.LBB3_51:
	s_and_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_53
; %bb.52:
	v_lshl_add_u64 v[2:3], v[16:17], 2, s[16:17]
	global_store_dword v[2:3], v0, off offset:896
.LBB3_53:
	s_endpgm
.LBB3_54:
	v_lshl_add_u64 v[6:7], v[16:17], 2, s[16:17]
	global_store_dword v[6:7], v18, off
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_38
.LBB3_55:
	v_lshl_add_u64 v[6:7], v[16:17], 2, s[16:17]
	global_store_dword v[6:7], v15, off offset:128
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i32_e32 vcc, 64, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB3_39
	s_branch .LBB3_40
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 39
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
	.section	.text._Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end3:
	.size	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end3-_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 32
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 39
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1840
; TotalNumSgprs: 45
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
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_aa2315890c47291c,@object ; @__hip_cuid_aa2315890c47291c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_aa2315890c47291c
__hip_cuid_aa2315890c47291c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_aa2315890c47291c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_aa2315890c47291c
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.kd
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
