	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii ; -- Begin function _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
	.globl	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
	.p2align	8
	.type	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii,@function
_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii: ; @_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
; %bb.0:
	s_clause 0x2
	s_load_b256 s[20:27], s[0:1], 0x58
	s_load_b512 s[4:19], s[0:1], 0x0
	s_load_b96 s[28:30], s[0:1], 0x78
	s_wait_kmcnt 0x0
	s_cmp_lt_i32 s22, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_cmp_gt_i32 s20, 0
	s_mov_b32 s35, 0
	s_cselect_b32 s2, -1, 0
	s_mov_b32 s36, s35
	v_cndmask_b32_e64 v0, 0, 1, s2
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s2, 1, v0
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s3, s22
	s_cbranch_scc0 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_delay_alu instid0(VALU_DEP_2)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s34, s3, s22
	s_ashr_i32 s37, s36, 31
	s_add_nc_u64 s[38:39], s[8:9], s[34:35]
	s_add_nc_u64 s[40:41], s[12:13], s[36:37]
	s_add_co_i32 s36, s20, s36
	s_mov_b64 s[42:43], s[4:5]
	s_mov_b32 s31, s20
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_u8 v1, v0, s[42:43]
	s_add_co_i32 s31, s31, -1
	s_add_nc_u64 s[42:43], s[42:43], 1
	s_cmp_lg_u32 s31, 0
	s_wait_loadcnt 0x0
	v_and_b32_e32 v1, 0xffff, v1
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v1, s33, s38, v1
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v2, null, s39, 0, s33
	global_load_u8 v1, v[1:2], off
	s_wait_loadcnt 0x0
	global_store_b8 v0, v1, s[40:41]
	s_add_nc_u64 s[40:41], s[40:41], 1
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_add_co_i32 s31, s26, s25
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s30
	s_sub_co_i32 s2, s30, s31
	s_cmp_gt_i32 s30, s31
	s_mov_b32 s4, 0
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s5, s2, 0
	s_cmp_lt_i32 s20, 2
	v_mov_b32_e32 v2, s5
	s_clause 0x1
	global_store_b32 v0, v1, s[10:11]
	global_store_b32 v0, v2, s[10:11] offset:8
	s_cbranch_scc1 .LBB0_11
; %bb.7:
	s_add_nc_u64 s[2:3], s[10:11], 8
	s_add_co_i32 s33, s20, -1
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s34
	s_cbranch_vccz .LBB0_11
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_le_i32 s5, s26
	s_mov_b32 s34, -1
	s_cbranch_scc1 .LBB0_8
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=1
	s_sub_co_i32 s5, s5, s26
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s33, s33, -1
	v_mov_b32_e32 v1, s5
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s33, 0
	s_add_nc_u64 s[36:37], s[2:3], 8
	s_cselect_b32 s34, -1, 0
	global_store_b32 v0, v1, s[2:3] offset:8
	s_mov_b64 s[2:3], s[36:37]
	s_branch .LBB0_8
.LBB0_11:
	s_cmp_eq_u32 s22, 0
	s_cbranch_scc1 .LBB0_15
; %bb.12:
	v_mov_b32_e32 v0, 0
	s_mul_i32 s2, s22, s22
	s_wait_alu depctr_sa_sdst(0)
	s_max_u32 s3, s2, 1
	s_mov_b32 s2, 0
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	global_load_i8 v1, v0, s[8:9]
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s3, -1
	s_add_nc_u64 s[8:9], s[8:9], 1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v1
	s_max_i32 s2, s2, s4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB0_13
; %bb.14:
	s_mul_i32 s4, s2, s20
.LBB0_15:
	s_cmp_lt_i32 s21, 1
	s_cbranch_scc1 .LBB0_63
; %bb.16:
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s4, s4, s28
	s_cvt_f32_i32 s3, s26
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s4, s25
	s_sub_co_i32 s4, s4, s23
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_i32 s5, s2
	s_cvt_f32_i32 s8, s24
	s_cvt_f32_i32 s4, s4
	s_sub_co_i32 s28, s30, s23
	s_wait_alu depctr_sa_sdst(0)
	v_div_scale_f32 v0, null, s3, s3, s5
	v_div_scale_f32 v1, null, s8, s8, s4
	v_div_scale_f32 v6, vcc_lo, s5, s3, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v2, v0
	v_rcp_f32_e32 v3, v1
	v_xor_b32_e32 v0, 0x80000000, v0
	v_xor_b32_e32 v1, 0x80000000, v1
	s_add_co_i32 s33, s24, s23
	s_mov_b32 s36, -1
	s_mov_b32 s39, 0
	s_mov_b32 s42, 0
	s_mov_b32 s25, 0
	s_mov_b32 s44, s20
	v_fma_f32 v4, v0, v2, 1.0
	v_fma_f32 v5, v1, v3, 1.0
	s_mov_b32 s41, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v2, v4, v2 :: v_dual_fmac_f32 v3, v5, v3
	v_div_scale_f32 v4, s2, s4, s8, s4
	v_mul_f32_e32 v7, v4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, v1, v7, v4
	v_fmac_f32_e32 v7, v9, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v5, v6, v2 :: v_dual_fmac_f32 v4, v1, v7
	v_fma_f32 v8, v0, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v8, v2
	v_fmac_f32_e32 v6, v0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v0, v6, v2, v5
	s_mov_b32 vcc_lo, s2
	v_mov_b32_e32 v5, -1
	s_wait_alu depctr_sa_sdst(0)
	v_div_fmas_f32 v1, v4, v3, v7
	v_mov_b32_e32 v4, -1
	v_div_fixup_f32 v0, v0, s3, s5
	s_mov_b32 s5, 0
	v_mov_b32_e32 v6, s20
	v_div_fixup_f32 v1, v1, s8, s4
	s_add_nc_u64 s[8:9], s[10:11], 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, 1.0, v0 :: v_dual_add_f32 v1, 1.0, v1
	v_cvt_i32_f32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_i32_f32_e32 v1, v1
	v_max_i32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_i32_e32 v1, 1, v1
	v_min3_i32 v0, s27, v0, v1
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_readfirstlane_b32 s27, v0
	s_add_co_i32 s37, s27, 1
	s_cmp_gt_i32 s29, 0
	s_mov_b32 s38, s37
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s40, 0, s27
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s2, exec_lo, s2
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	v_cmp_gt_i32_e32 vcc_lo, v4, v0
	v_max_i32_e32 v0, v4, v0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v2, s39, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v4, v4, v0, s3
	s_and_not1_b32 vcc_lo, exec_lo, s22
	s_mov_b32 s39, s4
	v_cndmask_b32_e64 v5, v5, v2, s3
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_62
.LBB0_18:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_23 Depth 2
                                        ;     Child Loop BB0_42 Depth 2
                                        ;     Child Loop BB0_50 Depth 2
	v_mov_b32_e32 v0, s39
	s_sub_co_i32 s3, s39, s27
	s_wait_alu depctr_sa_sdst(0)
	s_max_i32 s45, s42, s3
	s_mov_b32 s3, s5
	global_load_u8 v0, v0, s[6:7]
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s45, 0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s22, v0
	s_cbranch_scc1 .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=1
	s_not_b32 s3, s39
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s3, s24, s3
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s3, s28, s3
	s_wait_alu depctr_sa_sdst(0)
	s_max_i32 s3, s3, 0
.LBB0_20:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_co_i32 s4, s37, s39
	s_wait_alu depctr_sa_sdst(0)
	v_min3_i32 v7, s44, s4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_i32_e32 vcc_lo, s45, v7
	v_readfirstlane_b32 s4, v7
	s_cbranch_vccnz .LBB0_25
; %bb.21:                               ;   in Loop: Header=BB0_18 Depth=1
	s_and_b32 s23, s22, 0xff
	s_max_i32 s22, s42, s40
	s_mul_i32 s34, s20, s23
	s_mov_b32 s23, s5
	s_ashr_i32 s35, s34, 31
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v0, s3
	s_lshl_b64 s[46:47], s[22:23], 3
	s_add_nc_u64 s[34:35], s[34:35], s[22:23]
	s_add_nc_u64 s[22:23], s[8:9], s[46:47]
	s_add_nc_u64 s[34:35], s[12:13], s[34:35]
	s_mov_b32 s46, 0
	s_mov_b32 s47, -1
	s_mov_b32 s43, s45
	s_branch .LBB0_23
.LBB0_22:                               ;   in Loop: Header=BB0_23 Depth=2
	s_delay_alu instid0(VALU_DEP_1)
	v_max3_i32 v0, v9, v3, v8
	v_subrev_nc_u32_e32 v2, s33, v9
	v_subrev_nc_u32_e32 v3, s24, v3
	v_subrev_nc_u32_e32 v9, s31, v9
	v_subrev_nc_u32_e32 v8, s26, v8
	v_readfirstlane_b32 s3, v0
	s_add_nc_u64 s[34:35], s[34:35], 1
	v_max3_i32 v2, v2, v3, 0
	v_max3_i32 v8, v9, v8, 0
	s_cmp_gt_u32 s46, s3
	global_store_b32 v1, v2, s[22:23]
	s_cselect_b32 s47, s47, s43
	s_add_co_i32 s43, s43, 1
	s_max_i32 s46, s46, s3
	s_add_nc_u64 s[22:23], s[22:23], 8
	s_cmp_lt_i32 s43, s4
	s_cbranch_scc0 .LBB0_26
.LBB0_23:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b64 v[2:3], v1, s[22:23] offset:-4
	v_mov_b32_e32 v9, 0
	global_store_b32 v1, v0, s[22:23] offset:-4
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_22
; %bb.24:                               ;   in Loop: Header=BB0_23 Depth=2
	global_load_i8 v0, v1, s[34:35]
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v9, v2, v0
	s_branch .LBB0_22
.LBB0_25:                               ;   in Loop: Header=BB0_18 Depth=1
	v_mov_b32_e32 v0, s3
	s_mov_b32 s46, 0
	s_mov_b32 s47, -1
	s_mov_b32 s43, s45
.LBB0_26:                               ;   in Loop: Header=BB0_18 Depth=1
	s_ashr_i32 s23, s4, 31
	s_mov_b32 s22, s4
	v_cmp_lt_i32_e64 s3, s45, v7
	s_lshl_b64 s[22:23], s[22:23], 3
	s_cmp_eq_u32 s46, 0
	s_add_nc_u64 s[22:23], s[10:11], s[22:23]
	global_store_b64 v1, v[0:1], s[22:23]
	s_cbranch_scc1 .LBB0_31
; %bb.27:                               ;   in Loop: Header=BB0_18 Depth=1
	s_cmp_ge_i32 s30, s46
	s_cbranch_scc0 .LBB0_32
; %bb.28:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_33
; %bb.29:                               ;   in Loop: Header=BB0_18 Depth=1
	s_sub_co_i32 s23, s39, s41
	s_sub_co_i32 s35, s47, s36
	s_sub_co_i32 s34, s30, s46
	s_cmp_le_i32 s23, s35
	s_cbranch_scc0 .LBB0_34
; %bb.30:                               ;   in Loop: Header=BB0_18 Depth=1
	s_sub_co_i32 s22, s23, s35
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s22, s22, s26
	s_add_co_i32 s22, s34, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_le_i32 s22, s29
	s_cselect_b32 s22, -1, 0
	s_cbranch_execz .LBB0_35
	s_branch .LBB0_36
.LBB0_31:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s22, 0
	s_mov_b32 s44, s4
	s_mov_b32 s42, s45
	s_branch .LBB0_60
.LBB0_32:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s22, 0
	s_cbranch_execnz .LBB0_37
	s_branch .LBB0_38
.LBB0_33:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s22, -1
	s_branch .LBB0_38
.LBB0_34:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s22, 0
.LBB0_35:                               ;   in Loop: Header=BB0_18 Depth=1
	s_sub_co_i32 s22, s35, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s22, s22, s24
	s_add_co_i32 s34, s34, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_le_i32 s34, s29
	s_cselect_b32 s22, -1, 0
.LBB0_36:                               ;   in Loop: Header=BB0_18 Depth=1
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_18 Depth=1
	s_absdiff_i32 s23, s47, s39
	s_mov_b32 s22, -1
	s_max_i32 s25, s25, s23
	s_mov_b32 s30, s46
	s_mov_b32 s36, s47
	s_mov_b32 s41, s39
.LBB0_38:                               ;   in Loop: Header=BB0_18 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s22
	s_mov_b32 s22, 0
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_55
; %bb.39:                               ;   in Loop: Header=BB0_18 Depth=1
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_56
; %bb.40:                               ;   in Loop: Header=BB0_18 Depth=1
	s_max_i32 s22, s42, s40
	s_mov_b32 s23, s5
	s_min_i32 s3, s44, s38
	s_lshl_b64 s[22:23], s[22:23], 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[22:23], s[8:9], s[22:23]
	s_branch .LBB0_42
.LBB0_41:                               ;   in Loop: Header=BB0_42 Depth=2
	s_mov_b32 s42, s45
                                        ; implicit-def: $sgpr45
                                        ; implicit-def: $sgpr22_sgpr23
	s_and_b32 vcc_lo, exec_lo, s34
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_47
.LBB0_42:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v2, v1, s[22:23] offset:-4
	s_mov_b32 s34, -1
	s_wait_loadcnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_41
; %bb.43:                               ;   in Loop: Header=BB0_42 Depth=2
	global_load_b32 v2, v1, s[22:23]
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_42 Depth=2
                                        ; implicit-def: $sgpr35
                                        ; implicit-def: $sgpr22_sgpr23
	s_branch .LBB0_46
.LBB0_45:                               ;   in Loop: Header=BB0_42 Depth=2
	s_add_co_i32 s35, s45, 1
	s_add_nc_u64 s[22:23], s[22:23], 8
	s_cmp_ge_i32 s35, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s45, s3
	s_cselect_b32 s34, -1, 0
.LBB0_46:                               ;   in Loop: Header=BB0_42 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s42, s45
	s_mov_b32 s45, s35
	s_and_b32 vcc_lo, exec_lo, s34
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_42
.LBB0_47:                               ;   in Loop: Header=BB0_18 Depth=1
	s_cmp_lt_i32 s4, s42
	s_cbranch_scc1 .LBB0_57
.LBB0_48:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_co_i32 s3, s42, -1
	s_branch .LBB0_50
.LBB0_49:                               ;   in Loop: Header=BB0_50 Depth=2
	s_mov_b32 s22, s4
	s_and_b32 vcc_lo, exec_lo, s34
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_58
.LBB0_50:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_lshl_b64 s[22:23], s[4:5], 3
	s_mov_b32 s34, -1
	s_add_nc_u64 s[22:23], s[10:11], s[22:23]
	global_load_b32 v2, v1, s[22:23]
	s_wait_loadcnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_49
; %bb.51:                               ;   in Loop: Header=BB0_50 Depth=2
	global_load_b32 v2, v1, s[22:23] offset:4
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_50 Depth=2
                                        ; implicit-def: $sgpr23
	s_branch .LBB0_54
.LBB0_53:                               ;   in Loop: Header=BB0_50 Depth=2
	s_add_co_i32 s23, s4, -1
	s_cmp_le_i32 s4, s42
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s4, s3
	s_cselect_b32 s34, -1, 0
.LBB0_54:                               ;   in Loop: Header=BB0_50 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s22, s4
	s_mov_b32 s4, s23
	s_and_b32 vcc_lo, exec_lo, s34
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_50
	s_branch .LBB0_58
.LBB0_55:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s42, s45
	s_branch .LBB0_59
.LBB0_56:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s42, s45
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s4, s42
	s_cbranch_scc0 .LBB0_48
.LBB0_57:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s22, s4
.LBB0_58:                               ;   in Loop: Header=BB0_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s3, s22, 2
	s_mov_b32 s22, -1
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s4, s3, s20
.LBB0_59:                               ;   in Loop: Header=BB0_18 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s44, s4
.LBB0_60:                               ;   in Loop: Header=BB0_18 Depth=1
	s_cmp_eq_u32 s43, s20
                                        ; implicit-def: $sgpr4
	s_cselect_b32 s3, -1, 0
	s_and_b32 vcc_lo, exec_lo, s22
	s_mov_b32 s22, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_17
; %bb.61:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_co_i32 s4, s39, 1
	s_add_co_i32 s38, s38, 1
	s_add_co_i32 s40, s40, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s4, s21
	s_cselect_b32 s22, -1, 0
	s_branch .LBB0_17
.LBB0_62:
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 1, v5
	s_add_co_i32 s2, s36, 1
	s_add_co_i32 s3, s41, 1
	s_branch .LBB0_64
.LBB0_63:
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v0, 0
	s_mov_b32 s25, 0
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
.LBB0_64:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x40
	s_load_b64 s[0:1], s[0:1], 0x50
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s2
	v_dual_mov_b32 v3, s3 :: v_dual_mov_b32 v6, s30
	v_mov_b32_e32 v5, s25
	s_clause 0x2
	global_store_b32 v1, v2, s[14:15]
	global_store_b32 v1, v3, s[16:17]
	global_store_b32 v1, v0, s[18:19]
	s_wait_kmcnt 0x0
	s_clause 0x2
	global_store_b32 v1, v4, s[4:5]
	global_store_b32 v1, v5, s[6:7]
	global_store_b32 v1, v6, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 132
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 48
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 17
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
	.size	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii, .Lfunc_end0-_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
                                        ; -- End function
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_vgpr, 10
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_agpr, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.numbered_sgpr, 48
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_named_barrier, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.private_seg_size, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.uses_vcc, 1
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.uses_flat_scratch, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.has_dyn_sized_stack, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.has_recursion, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2080
; TotalNumSgprs: 50
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	.type	__hip_cuid_cc81dba5b828e94a,@object ; @__hip_cuid_cc81dba5b828e94a
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_cc81dba5b828e94a
__hip_cuid_cc81dba5b828e94a:
	.byte	0                               ; 0x0
	.size	__hip_cuid_cc81dba5b828e94a, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_cc81dba5b828e94a
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .offset:         88
        .size:           4
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .value_kind:     by_value
      - .offset:         100
        .size:           4
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .value_kind:     by_value
      - .offset:         108
        .size:           4
        .value_kind:     by_value
      - .offset:         112
        .size:           4
        .value_kind:     by_value
      - .offset:         116
        .size:           4
        .value_kind:     by_value
      - .offset:         120
        .size:           4
        .value_kind:     by_value
      - .offset:         124
        .size:           4
        .value_kind:     by_value
      - .offset:         128
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 132
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
