	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.section	.text._Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x3c
	s_load_b64 s[2:3], s[0:1], 0x0
	v_bfe_u32 v5, v0, 10, 10
	s_add_u32 s12, s0, 48
	s_addc_u32 s13, s1, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s4, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s14, s16, v[5:6]
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v2, 31, v1
	s_load_b32 s2, s[12:13], 0x4
	v_and_b32_e32 v4, 0x3ff, v0
	s_mov_b32 s12, 0
                                        ; implicit-def: $vgpr8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_lshl_add_u32 v9, v5, 5, v4
	v_lshl_add_u32 v0, s15, 5, v4
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	s_lshl_b32 s4, s16, 7
	s_add_i32 s13, s2, -1
	s_add_i32 s5, s4, 0
	global_load_b64 v[2:3], v[2:3], off
	s_cmp_eq_u32 s15, s13
	s_mov_b32 s13, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, v2, v4
	v_cmp_lt_i32_e64 s2, v2, v3
	s_cbranch_scc0 .LBB0_6
; %bb.2:
	s_and_not1_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB0_15
.LBB0_3:
	s_and_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB0_5
.LBB0_4:
	s_load_b64 s[0:1], s[0:1], 0x28
	v_mad_u64_u32 v[2:3], null, v1, s3, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_store_b32 v[0:1], v8, off
.LBB0_5:
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB0_14
; %bb.7:
	v_dual_mov_b32 v11, v2 :: v_dual_lshlrev_b32 v6, 2, v9
	v_lshl_add_u32 v10, v5, 7, 0
	v_mov_b32_e32 v8, 0
	s_mov_b32 s13, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v12, s5, v6
	v_dual_mov_b32 v6, v4 :: v_dual_add_nc_u32 v13, 0, v6
.LBB0_8:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_11 Depth 2
	s_mov_b32 s14, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i32_e64 v6, v3
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_8 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], 2, v[6:7]
	v_add_co_u32 v16, vcc_lo, s6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s7, v15, vcc_lo
	v_add_co_u32 v14, vcc_lo, s8, v14
	v_add_co_ci_u32_e64 v15, null, s9, v15, vcc_lo
	global_load_b32 v7, v[16:17], off
	global_load_b32 v14, v[14:15], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s3
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v14
	ds_store_b32 v13, v7
.LBB0_10:                               ;   in Loop: Header=BB0_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v7, v10
	s_mov_b32 s15, 0
	s_mov_b32 s14, 0
	.p2align	6
.LBB0_11:                               ;   Parent Loop BB0_8 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v14, v7
	s_add_i32 s16, s15, 1
	s_cmp_gt_u32 s15, 30
	v_add_nc_u32_e32 v16, s16, v11
	s_cselect_b32 s15, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v14, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, vcc_lo, s10, v14
	v_add_co_ci_u32_e64 v15, null, s11, v15, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v16, v3
	global_load_b32 v14, v[14:15], off
	v_add_nc_u32_e32 v15, s4, v7
	s_or_b32 s15, s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s15, exec_lo, s15
	ds_load_b32 v15, v15
	v_add_nc_u32_e32 v7, 4, v7
	s_or_b32 s14, s15, s14
	s_mov_b32 s15, s16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v15, v14
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ;   in Loop: Header=BB0_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	v_add_nc_u32_e32 v11, 32, v11
	v_add_nc_u32_e32 v6, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e32 vcc_lo, v11, v3
	s_or_b32 s13, vcc_lo, s13
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB0_8
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s13
.LBB0_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s12
	s_mov_b32 s12, -1
	s_cbranch_execnz .LBB0_3
.LBB0_15:
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB0_25
; %bb.16:
	v_lshlrev_b32_e32 v8, 2, v9
	v_lshl_add_u32 v6, v5, 7, 0
	v_cmp_gt_i32_e32 vcc_lo, s3, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v7, s5, v8
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v9, 0, v8
	s_mov_b32 s5, 0
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s13
	v_add_nc_u32_e32 v2, 32, v2
	v_add_nc_u32_e32 v4, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s2, v2, v3
	s_or_b32 s5, s2, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_24
.LBB0_18:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_22 Depth 2
	s_mov_b32 s13, exec_lo
	v_cmpx_lt_i32_e64 v4, v3
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_add_co_u32 v12, s2, s6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s7, v11, s2
	v_add_co_u32 v10, s2, s8, v10
	v_add_co_ci_u32_e64 v11, null, s9, v11, s2
	global_load_b32 v5, v[12:13], off
	global_load_b32 v10, v[10:11], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v5, v5, s3
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v10
	ds_store_b32 v9, v5
.LBB0_20:                               ;   in Loop: Header=BB0_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v5, v6
	s_mov_b32 s14, 0
	s_mov_b32 s13, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_22
	.p2align	6
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=2
	s_or_b32 exec_lo, exec_lo, s15
	s_add_i32 s15, s14, 1
	s_cmp_gt_u32 s14, 30
	v_add_nc_u32_e32 v10, s15, v2
	s_cselect_b32 s14, -1, 0
	v_add_nc_u32_e32 v5, 4, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s2, v10, v3
	s_or_b32 s2, s14, s2
	s_mov_b32 s14, s15
	s_and_b32 s2, exec_lo, s2
	s_or_b32 s13, s2, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execz .LBB0_17
.LBB0_22:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_and_saveexec_b32 s15, vcc_lo
	s_cbranch_execz .LBB0_21
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=2
	ds_load_b32 v10, v5
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v10, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s2, s10, v10
	v_add_co_ci_u32_e64 v11, null, s11, v11, s2
	global_load_b32 v10, v[10:11], off
	v_add_nc_u32_e32 v11, s4, v5
	ds_load_b32 v11, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v11, v10
	s_branch .LBB0_21
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s5
.LBB0_25:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_i32_e64 s12, s3, v0
	s_and_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 17
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
		.amdhsa_inst_pref_size 9
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
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 17
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1076
; TotalNumSgprs: 19
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 18
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x3c
	s_load_b64 s[12:13], s[0:1], 0x0
	v_bfe_u32 v5, v0, 10, 10
	s_add_u32 s2, s0, 48
	s_addc_u32 s3, s1, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s4, 16
	s_mov_b32 s4, exec_lo
	v_mad_u64_u32 v[1:2], null, s14, s16, v[5:6]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s12, v1
	s_cbranch_execz .LBB1_31
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v2, 31, v1
	s_load_b32 s12, s[2:3], 0x4
	s_load_b64 s[2:3], s[0:1], 0x28
	v_and_b32_e32 v4, 0x3ff, v0
	s_mov_b32 s0, -1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v9, v5, 5, v4
	v_lshl_add_u32 v0, s15, 6, v4
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	s_lshl_b32 s4, s16, 7
	s_add_i32 s12, s12, -1
	s_add_i32 s1, s4, 0
	global_load_b64 v[2:3], v[2:3], off
	s_mov_b32 s5, 0
	s_cmp_eq_u32 s15, s12
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, v2, v4
	v_cmp_lt_i32_e32 vcc_lo, v2, v3
	s_cbranch_scc1 .LBB1_11
; %bb.2:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_10
; %bb.3:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v7, 2, v9
	v_lshl_add_u32 v11, v5, 7, 0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v14, v2
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v12, s1, v7
	v_dual_mov_b32 v10, 0 :: v_dual_add_nc_u32 v13, 0, v7
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_7 Depth 2
	s_mov_b32 s12, exec_lo
	v_cmpx_lt_i32_e64 v6, v3
	s_cbranch_execz .LBB1_6
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], 2, v[6:7]
	v_add_co_u32 v17, vcc_lo, s6, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s7, v16, vcc_lo
	v_add_co_u32 v15, vcc_lo, s8, v15
	v_add_co_ci_u32_e64 v16, null, s9, v16, vcc_lo
	global_load_b32 v7, v[17:18], off
	global_load_b32 v15, v[15:16], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s13
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v15
	ds_store_b32 v13, v7
.LBB1_6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v7, v11
	s_mov_b32 s14, 0
	s_mov_b32 s12, 0
	.p2align	6
.LBB1_7:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v15, v7
	s_add_i32 s15, s14, 1
	s_cmp_gt_u32 s14, 30
	v_add_nc_u32_e32 v18, s15, v14
	s_cselect_b32 s14, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v15, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, vcc_lo, s10, v15
	v_add_co_ci_u32_e64 v16, null, s11, v16, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v18, v3
	s_clause 0x1
	global_load_b32 v17, v[15:16], off
	global_load_b32 v15, v[15:16], off offset:128
	v_add_nc_u32_e32 v16, s4, v7
	s_or_b32 s14, s14, vcc_lo
	v_add_nc_u32_e32 v7, 4, v7
	s_and_b32 s14, exec_lo, s14
	ds_load_b32 v16, v16
	s_or_b32 s12, s14, s12
	s_mov_b32 s14, s15
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fmac_f32_e32 v10, v16, v17
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v16, v15
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB1_7
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s12
	v_add_nc_u32_e32 v14, 32, v14
	v_add_nc_u32_e32 v6, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e32 vcc_lo, v14, v3
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB1_4
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s5
.LBB1_10:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[6:7], null, v1, s13, v[0:1]
	s_mov_b32 s5, -1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[11:12], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	global_store_b32 v[11:12], v10, off
	s_branch .LBB1_29
.LBB1_11:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB1_29
; %bb.12:
	v_sub_nc_u32_e32 v10, s13, v0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v11, 0
	s_mov_b32 s12, exec_lo
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB1_24
; %bb.13:
	v_dual_mov_b32 v11, 0 :: v_dual_lshlrev_b32 v6, 2, v9
	v_cmp_lt_i32_e64 s0, 32, v10
	v_lshl_add_u32 v7, v5, 7, 0
	s_mov_b32 s14, 0
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v9, s1, v6
	v_add_nc_u32_e32 v12, 0, v6
	v_cmp_lt_i32_e32 vcc_lo, 0, v10
	s_branch .LBB1_15
.LBB1_14:                               ;   in Loop: Header=BB1_15 Depth=1
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s15
	v_add_nc_u32_e32 v2, 32, v2
	v_add_nc_u32_e32 v4, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s1, v2, v3
	s_or_b32 s14, s1, s14
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execz .LBB1_23
.LBB1_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_19 Depth 2
	s_mov_b32 s15, exec_lo
	v_cmpx_lt_i32_e64 v4, v3
	s_cbranch_execz .LBB1_17
; %bb.16:                               ;   in Loop: Header=BB1_15 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_co_u32 v13, s1, s6, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s7, v6, s1
	v_add_co_u32 v5, s1, s8, v5
	v_add_co_ci_u32_e64 v6, null, s9, v6, s1
	global_load_b32 v13, v[13:14], off
	global_load_b32 v5, v[5:6], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v6, v13, s13
	s_waitcnt vmcnt(0)
	ds_store_b32 v9, v5
	ds_store_b32 v12, v6
.LBB1_17:                               ;   in Loop: Header=BB1_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v13, v7
	s_mov_b32 s16, 0
	s_mov_b32 s15, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB1_19
	.p2align	6
.LBB1_18:                               ;   in Loop: Header=BB1_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_add_i32 s17, s16, 1
	s_cmp_gt_u32 s16, 30
	v_add_nc_u32_e32 v5, s17, v2
	s_cselect_b32 s16, -1, 0
	v_add_nc_u32_e32 v13, 4, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s1, v5, v3
	s_or_b32 s1, s16, s1
	s_mov_b32 s16, s17
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s15, s1, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execz .LBB1_14
.LBB1_19:                               ;   Parent Loop BB1_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v5, v13
	v_add_nc_u32_e32 v6, s4, v13
	s_waitcnt lgkmcnt(1)
	ds_load_b32 v14, v6
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v5, v5, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v6, 31, v5
	s_and_saveexec_b32 s17, vcc_lo
	s_cbranch_execz .LBB1_21
; %bb.20:                               ;   in Loop: Header=BB1_19 Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], 2, v[5:6]
	v_add_co_u32 v15, s1, s10, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s11, v16, s1
	global_load_b32 v15, v[15:16], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v11, v14, v15
.LBB1_21:                               ;   in Loop: Header=BB1_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB1_18
; %bb.22:                               ;   in Loop: Header=BB1_19 Depth=2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s1, s10, v5
	v_add_co_ci_u32_e64 v6, null, s11, v6, s1
	global_load_b32 v5, v[5:6], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v14, v5
	s_branch .LBB1_18
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s14
.LBB1_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s12
	v_mad_u64_u32 v[6:7], null, v1, s13, v[0:1]
	s_mov_b32 s0, exec_lo
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmpx_lt_i32_e32 0, v10
	s_cbranch_execz .LBB1_26
; %bb.25:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v11, off
.LBB1_26:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 32, v10
; %bb.27:
	s_or_b32 s5, s5, exec_lo
; %bb.28:
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_29:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB1_31
; %bb.30:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b32 v[0:1], v8, off offset:128
.LBB1_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 18
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
		.amdhsa_inst_pref_size 11
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
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 19
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 18
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1284
; TotalNumSgprs: 20
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 19
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x3c
	s_load_b64 s[12:13], s[0:1], 0x0
	v_bfe_u32 v5, v0, 10, 10
	s_add_u32 s2, s0, 48
	s_addc_u32 s3, s1, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s4, 16
	s_mov_b32 s4, exec_lo
	v_mad_u64_u32 v[1:2], null, s14, s16, v[5:6]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_i32_e64 s12, v1
	s_cbranch_execz .LBB2_39
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v2, 31, v1
	v_and_b32_e32 v4, 0x3ff, v0
	s_lshl_b32 s12, s16, 7
	s_mov_b32 s14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_lshl_add_u32 v12, v5, 5, v4
	v_lshl_add_u32 v0, s15, 7, v4
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	s_load_b32 s2, s[2:3], 0x4
	s_load_b64 s[4:5], s[0:1], 0x28
	global_load_b64 v[2:3], v[2:3], off
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s2, -1
	s_add_i32 s2, s12, 0
	s_cmp_eq_u32 s15, s0
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, v2, v4
	v_cmp_lt_i32_e32 vcc_lo, v2, v3
	s_cbranch_scc1 .LBB2_11
; %bb.2:
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_10
; %bb.3:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v7, 2, v12
	v_lshl_add_u32 v13, v5, 7, 0
	v_mov_b32_e32 v6, v4
	v_dual_mov_b32 v16, v2 :: v_dual_mov_b32 v11, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v9, 0 :: v_dual_add_nc_u32 v14, s2, v7
	v_dual_mov_b32 v10, 0 :: v_dual_add_nc_u32 v15, 0, v7
	s_mov_b32 s1, 0
.LBB2_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_7 Depth 2
	s_mov_b32 s3, exec_lo
	v_cmpx_lt_i32_e64 v6, v3
	s_cbranch_execz .LBB2_6
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 2, v[6:7]
	v_add_co_u32 v19, vcc_lo, s6, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s7, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, s8, v17
	v_add_co_ci_u32_e64 v18, null, s9, v18, vcc_lo
	global_load_b32 v7, v[19:20], off
	global_load_b32 v17, v[17:18], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s13
	s_waitcnt vmcnt(0)
	ds_store_b32 v14, v17
	ds_store_b32 v15, v7
.LBB2_6:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v7, v13
	s_mov_b32 s14, 0
	s_mov_b32 s3, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_7:                                ;   Parent Loop BB2_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v17, v7
	s_add_i32 s15, s14, 1
	s_cmp_gt_u32 s14, 30
	s_cselect_b32 s14, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v17, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, vcc_lo, s10, v17
	v_add_co_ci_u32_e64 v18, null, s11, v18, vcc_lo
	s_clause 0x3
	global_load_b32 v19, v[17:18], off
	global_load_b32 v20, v[17:18], off offset:128
	global_load_b32 v21, v[17:18], off offset:256
	global_load_b32 v17, v[17:18], off offset:384
	v_add_nc_u32_e32 v18, s12, v7
	ds_load_b32 v18, v18
	v_add_nc_u32_e32 v22, s15, v16
	v_add_nc_u32_e32 v7, 4, v7
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fmac_f32_e32 v11, v18, v19
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_i32_e32 vcc_lo, v22, v3
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, v18, v20
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v9, v18, v21
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v18, v17
	s_or_b32 s14, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, exec_lo, s14
	s_or_b32 s3, s14, s3
	s_mov_b32 s14, s15
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB2_7
; %bb.8:                                ;   in Loop: Header=BB2_4 Depth=1
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v16, 32, v16
	v_add_nc_u32_e32 v6, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e32 vcc_lo, v16, v3
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_4
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_10:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[6:7], null, v1, s13, v[0:1]
	s_mov_b32 s14, -1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[13:14], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, vcc_lo, s4, v13
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo
	s_clause 0x2
	global_store_b32 v[13:14], v11, off
	global_store_b32 v[13:14], v10, off offset:128
	global_store_b32 v[13:14], v9, off offset:256
	s_branch .LBB2_37
.LBB2_11:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB2_37
; %bb.12:
	v_sub_nc_u32_e32 v9, s13, v0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v13, 0
	s_mov_b32 s15, exec_lo
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB2_28
; %bb.13:
	v_dual_mov_b32 v11, 0 :: v_dual_lshlrev_b32 v6, 2, v12
	v_cmp_lt_i32_e64 s0, 32, v9
	v_cmp_lt_i32_e64 s1, 64, v9
	v_lshl_add_u32 v14, v5, 7, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v7, s2, v6
	v_dual_mov_b32 v13, 0 :: v_dual_add_nc_u32 v12, 0, v6
	v_cmp_lt_i32_e64 s2, 0x60, v9
	v_mov_b32_e32 v10, 0
	s_mov_b32 s16, 0
	v_cmp_lt_i32_e32 vcc_lo, 0, v9
	s_branch .LBB2_15
.LBB2_14:                               ;   in Loop: Header=BB2_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s17
	v_add_nc_u32_e32 v2, 32, v2
	v_add_nc_u32_e32 v4, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s3, v2, v3
	s_or_b32 s16, s3, s16
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execz .LBB2_27
.LBB2_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_19 Depth 2
	s_mov_b32 s17, exec_lo
	v_cmpx_lt_i32_e64 v4, v3
	s_cbranch_execz .LBB2_17
; %bb.16:                               ;   in Loop: Header=BB2_15 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_co_u32 v15, s3, s6, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s7, v6, s3
	v_add_co_u32 v5, s3, s8, v5
	v_add_co_ci_u32_e64 v6, null, s9, v6, s3
	global_load_b32 v15, v[15:16], off
	global_load_b32 v5, v[5:6], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v6, v15, s13
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v5
	ds_store_b32 v12, v6
.LBB2_17:                               ;   in Loop: Header=BB2_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v15, v14
	s_mov_b32 s18, 0
	s_mov_b32 s17, 0
	s_branch .LBB2_19
.LBB2_18:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_add_i32 s19, s18, 1
	s_cmp_gt_u32 s18, 30
	v_add_nc_u32_e32 v5, s19, v2
	s_cselect_b32 s18, -1, 0
	v_add_nc_u32_e32 v15, 4, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s3, v5, v3
	s_or_b32 s3, s18, s3
	s_mov_b32 s18, s19
	s_and_b32 s3, exec_lo, s3
	s_or_b32 s17, s3, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB2_14
.LBB2_19:                               ;   Parent Loop BB2_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v5, v15
	v_add_nc_u32_e32 v6, s12, v15
	s_waitcnt lgkmcnt(1)
	ds_load_b32 v16, v6
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v5, v5, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v6, 31, v5
	s_and_saveexec_b32 s19, vcc_lo
	s_cbranch_execnz .LBB2_23
; %bb.20:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s0
	s_cbranch_execnz .LBB2_24
.LBB2_21:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s1
	s_cbranch_execnz .LBB2_25
.LBB2_22:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s2
	s_cbranch_execz .LBB2_18
	s_branch .LBB2_26
.LBB2_23:                               ;   in Loop: Header=BB2_19 Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], 2, v[5:6]
	v_add_co_u32 v17, s3, s10, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s11, v18, s3
	global_load_b32 v17, v[17:18], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v13, v16, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s0
	s_cbranch_execz .LBB2_21
.LBB2_24:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[17:18], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s3, s10, v17
	v_add_co_ci_u32_e64 v18, null, s11, v18, s3
	global_load_b32 v17, v[17:18], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v11, v16, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s1
	s_cbranch_execz .LBB2_22
.LBB2_25:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[17:18], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s3, s10, v17
	v_add_co_ci_u32_e64 v18, null, s11, v18, s3
	global_load_b32 v17, v[17:18], off offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v10, v16, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s2
	s_cbranch_execz .LBB2_18
.LBB2_26:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s10, v5
	v_add_co_ci_u32_e64 v6, null, s11, v6, s3
	global_load_b32 v5, v[5:6], off offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v16, v5
	s_branch .LBB2_18
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s16
.LBB2_28:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	v_mad_u64_u32 v[6:7], null, v1, s13, v[0:1]
	s_mov_b32 s0, exec_lo
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmpx_lt_i32_e32 0, v9
	s_cbranch_execz .LBB2_30
; %bb.29:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v13, off
.LBB2_30:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 32, v9
	s_cbranch_execz .LBB2_32
; %bb.31:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v11, off offset:128
.LBB2_32:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 64, v9
	s_cbranch_execz .LBB2_34
; %bb.33:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v10, off offset:256
.LBB2_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0x60, v9
; %bb.35:
	s_or_b32 s14, s14, exec_lo
; %bb.36:
	s_or_b32 exec_lo, exec_lo, s0
.LBB2_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s14
	s_cbranch_execz .LBB2_39
; %bb.38:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v8, off offset:384
.LBB2_39:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 20
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
		.amdhsa_inst_pref_size 14
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
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 23
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 20
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1676
; TotalNumSgprs: 22
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 23
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x3c
	s_load_b64 s[10:11], s[0:1], 0x0
	v_bfe_u32 v5, v0, 10, 10
	s_add_u32 s2, s0, 48
	s_addc_u32 s3, s1, 0
	s_mov_b32 s5, exec_lo
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s4, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, s14, s4, v[5:6]
	v_cmpx_gt_i32_e64 s10, v1
	s_cbranch_execz .LBB3_55
; %bb.1:
	s_load_b256 s[16:23], s[0:1], 0x8
	v_ashrrev_i32_e32 v2, 31, v1
	s_load_b32 s2, s[2:3], 0x4
	s_load_b64 s[8:9], s[0:1], 0x28
	v_and_b32_e32 v4, 0x3ff, v0
	s_lshl_b32 s10, s4, 7
	s_mov_b32 s12, 0
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v17, v5, 5, v4
	v_lshl_add_u32 v0, s15, 8, v4
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s16, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s17, v3, vcc_lo
	s_add_i32 s0, s2, -1
	s_add_i32 s2, s10, 0
	s_cmp_eq_u32 s15, s0
	global_load_b64 v[2:3], v[2:3], off
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v4, v2, v4
	v_cmp_lt_i32_e32 vcc_lo, v2, v3
	s_cbranch_scc1 .LBB3_11
; %bb.2:
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_10
; %bb.3:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v7, 2, v17
	v_lshl_add_u32 v16, v5, 7, 0
	v_mov_b32_e32 v6, v4
	v_dual_mov_b32 v20, v2 :: v_dual_mov_b32 v11, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v9, 0 :: v_dual_add_nc_u32 v18, s2, v7
	v_dual_mov_b32 v10, 0 :: v_dual_add_nc_u32 v19, 0, v7
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v14, 0
	s_mov_b32 s1, 0
.LBB3_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_mov_b32 s3, exec_lo
	v_cmpx_lt_i32_e64 v6, v3
	s_cbranch_execz .LBB3_6
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v23, vcc_lo, s18, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s19, v22, vcc_lo
	v_add_co_u32 v21, vcc_lo, s20, v21
	v_add_co_ci_u32_e64 v22, null, s21, v22, vcc_lo
	global_load_b32 v7, v[23:24], off
	global_load_b32 v21, v[21:22], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s11
	s_waitcnt vmcnt(0)
	ds_store_b32 v18, v21
	ds_store_b32 v19, v7
.LBB3_6:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v7, v16
	s_mov_b32 s4, 0
	s_mov_b32 s3, 0
.LBB3_7:                                ;   Parent Loop BB3_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v21, v7
	s_add_i32 s5, s4, 1
	s_cmp_gt_u32 s4, 30
	s_cselect_b32 s4, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v21, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, vcc_lo
	s_clause 0x7
	global_load_b32 v23, v[21:22], off
	global_load_b32 v24, v[21:22], off offset:128
	global_load_b32 v25, v[21:22], off offset:256
	global_load_b32 v26, v[21:22], off offset:384
	global_load_b32 v27, v[21:22], off offset:512
	global_load_b32 v28, v[21:22], off offset:640
	global_load_b32 v29, v[21:22], off offset:768
	global_load_b32 v21, v[21:22], off offset:896
	v_add_nc_u32_e32 v22, s10, v7
	ds_load_b32 v22, v22
	v_add_nc_u32_e32 v30, s5, v20
	v_add_nc_u32_e32 v7, 4, v7
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_fmac_f32_e32 v15, v22, v23
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_i32_e32 vcc_lo, v30, v3
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v14, v22, v24
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v13, v22, v25
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v12, v22, v26
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v11, v22, v27
	s_or_b32 s4, s4, vcc_lo
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, v22, v28
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v9, v22, v29
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v22, v21
	s_and_b32 s4, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s3, s4, s3
	s_mov_b32 s4, s5
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB3_7
; %bb.8:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v20, 32, v20
	v_add_nc_u32_e32 v6, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e32 vcc_lo, v20, v3
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_4
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_10:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[6:7], null, v1, s11, v[0:1]
	s_mov_b32 s12, -1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[18:19], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, s8, v18
	v_add_co_ci_u32_e64 v19, null, s9, v19, vcc_lo
	s_clause 0x6
	global_store_b32 v[18:19], v15, off
	global_store_b32 v[18:19], v14, off offset:128
	global_store_b32 v[18:19], v13, off offset:256
	global_store_b32 v[18:19], v12, off offset:384
	global_store_b32 v[18:19], v11, off offset:512
	global_store_b32 v[18:19], v10, off offset:640
	global_store_b32 v[18:19], v9, off offset:768
	s_branch .LBB3_53
.LBB3_11:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB3_53
; %bb.12:
	v_sub_nc_u32_e32 v9, s11, v0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v16, 0
	s_mov_b32 s13, exec_lo
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB3_36
; %bb.13:
	v_dual_mov_b32 v11, 0 :: v_dual_lshlrev_b32 v6, 2, v17
	v_cmp_lt_i32_e64 s0, 32, v9
	v_cmp_lt_i32_e64 s1, 64, v9
	v_cmp_lt_i32_e64 s3, 0x80, v9
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v8, 0 :: v_dual_add_nc_u32 v7, s2, v6
	v_dual_mov_b32 v10, 0 :: v_dual_add_nc_u32 v17, 0, v6
	v_cmp_lt_i32_e64 s2, 0x60, v9
	v_cmp_lt_i32_e64 s4, 0xa0, v9
	v_cmp_lt_i32_e64 s5, 0xc0, v9
	v_cmp_lt_i32_e64 s6, 0xe0, v9
	v_lshl_add_u32 v18, v5, 7, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
	v_mov_b32_e32 v16, 0
	s_mov_b32 s14, 0
	v_cmp_lt_i32_e32 vcc_lo, 0, v9
	s_branch .LBB3_15
.LBB3_14:                               ;   in Loop: Header=BB3_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s15
	v_add_nc_u32_e32 v2, 32, v2
	v_add_nc_u32_e32 v4, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s7, v2, v3
	s_or_b32 s14, s7, s14
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execz .LBB3_35
.LBB3_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_19 Depth 2
	s_mov_b32 s15, exec_lo
	v_cmpx_lt_i32_e64 v4, v3
	s_cbranch_execz .LBB3_17
; %bb.16:                               ;   in Loop: Header=BB3_15 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_co_u32 v19, s7, s18, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s19, v6, s7
	v_add_co_u32 v5, s7, s20, v5
	v_add_co_ci_u32_e64 v6, null, s21, v6, s7
	global_load_b32 v19, v[19:20], off
	global_load_b32 v5, v[5:6], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v6, v19, s11
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v5
	ds_store_b32 v17, v6
.LBB3_17:                               ;   in Loop: Header=BB3_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v19, v18
	s_mov_b32 s16, 0
	s_mov_b32 s15, 0
	s_branch .LBB3_19
.LBB3_18:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_add_i32 s17, s16, 1
	s_cmp_gt_u32 s16, 30
	v_add_nc_u32_e32 v5, s17, v2
	s_cselect_b32 s16, -1, 0
	v_add_nc_u32_e32 v19, 4, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_i32_e64 s7, v5, v3
	s_or_b32 s7, s16, s7
	s_mov_b32 s16, s17
	s_and_b32 s7, exec_lo, s7
	s_or_b32 s15, s7, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execz .LBB3_14
.LBB3_19:                               ;   Parent Loop BB3_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_load_b32 v5, v19
	v_add_nc_u32_e32 v6, s10, v19
	s_waitcnt lgkmcnt(1)
	ds_load_b32 v20, v6
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v5, v5, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v6, 31, v5
	s_and_saveexec_b32 s17, vcc_lo
	s_cbranch_execnz .LBB3_27
; %bb.20:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s0
	s_cbranch_execnz .LBB3_28
.LBB3_21:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s1
	s_cbranch_execnz .LBB3_29
.LBB3_22:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s2
	s_cbranch_execnz .LBB3_30
.LBB3_23:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s3
	s_cbranch_execnz .LBB3_31
.LBB3_24:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execnz .LBB3_32
.LBB3_25:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s5
	s_cbranch_execnz .LBB3_33
.LBB3_26:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB3_18
	s_branch .LBB3_34
.LBB3_27:                               ;   in Loop: Header=BB3_19 Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	v_add_co_u32 v21, s7, s22, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v16, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB3_21
.LBB3_28:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v15, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB3_22
.LBB3_29:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v14, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s2
	s_cbranch_execz .LBB3_23
.LBB3_30:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v13, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s3
	s_cbranch_execz .LBB3_24
.LBB3_31:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off offset:512
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v12, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB3_25
.LBB3_32:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off offset:640
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v11, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB3_26
.LBB3_33:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s7, s22, v21
	v_add_co_ci_u32_e64 v22, null, s23, v22, s7
	global_load_b32 v21, v[21:22], off offset:768
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v10, v20, v21
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB3_18
.LBB3_34:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s7, s22, v5
	v_add_co_ci_u32_e64 v6, null, s23, v6, s7
	global_load_b32 v5, v[5:6], off offset:896
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v20, v5
	s_branch .LBB3_18
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s14
.LBB3_36:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	v_mad_u64_u32 v[6:7], null, v1, s11, v[0:1]
	s_mov_b32 s0, exec_lo
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmpx_lt_i32_e32 0, v9
	s_cbranch_execz .LBB3_38
; %bb.37:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v16, off
.LBB3_38:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 32, v9
	s_cbranch_execz .LBB3_40
; %bb.39:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v15, off offset:128
.LBB3_40:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 64, v9
	s_cbranch_execz .LBB3_42
; %bb.41:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v14, off offset:256
.LBB3_42:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0x60, v9
	s_cbranch_execz .LBB3_44
; %bb.43:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v13, off offset:384
.LBB3_44:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0x80, v9
	s_cbranch_execz .LBB3_46
; %bb.45:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v12, off offset:512
.LBB3_46:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0xa0, v9
	s_cbranch_execz .LBB3_48
; %bb.47:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v11, off offset:640
.LBB3_48:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0xc0, v9
	s_cbranch_execz .LBB3_50
; %bb.49:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v10, off offset:768
.LBB3_50:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0xe0, v9
; %bb.51:
	s_or_b32 s12, s12, exec_lo
; %bb.52:
	s_or_b32 exec_lo, exec_lo, s0
.LBB3_53:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB3_55
; %bb.54:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_b32 v[0:1], v8, off offset:896
.LBB3_55:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 24
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
		.amdhsa_inst_pref_size 19
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
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 31
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 24
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2384
; TotalNumSgprs: 26
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 31
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
  - .args:
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
