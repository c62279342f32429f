	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii ; -- Begin function _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
	.globl	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
	.p2align	8
	.type	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii,@function
_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii: ; @_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
; %bb.0:
	s_clause 0x2
	s_load_dwordx8 s[24:31], s[4:5], 0x58
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	s_load_dwordx4 s[36:39], s[4:5], 0x78
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s26, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_cmp_gt_i32 s24, 0
	s_mov_b32 s1, 0
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s33, 0
	v_cndmask_b32_e64 v0, 0, 1, s0
	v_cmp_ne_u32_e64 s0, 1, v0
	v_mov_b32_e32 v0, 0
	s_inst_prefetch 0x1
	s_branch .LBB0_3
	.p2align	6
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_lg_u32 s33, s26
	s_cbranch_scc0 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mul_i32 s2, s33, s26
	s_mov_b64 s[6:7], s[8:9]
	s_add_u32 s34, s12, s2
	s_addc_u32 s35, s13, 0
	s_ashr_i32 s3, s1, 31
	s_add_u32 s2, s16, s1
	s_addc_u32 s3, s17, s3
	s_add_i32 s1, s24, s1
	s_mov_b32 s39, s24
	.p2align	6
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ubyte v1, v0, s[6:7]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 0xffff, v1
	v_add_co_u32 v1, s40, s34, v1
	v_add_co_ci_u32_e64 v2, null, s35, 0, s40
	global_load_ubyte v1, v[1:2], off
	s_waitcnt vmcnt(0)
	global_store_byte v0, v1, s[2:3]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_add_i32 s39, s39, -1
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_cmp_lg_u32 s39, 0
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_inst_prefetch 0x2
	s_add_i32 s33, s30, s29
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s38
	s_sub_i32 s0, s38, s33
	s_cmp_gt_i32 s38, s33
	s_mov_b32 s2, 0
	s_cselect_b32 s3, s0, 0
	global_store_dword v0, v1, s[14:15]
	v_mov_b32_e32 v1, s3
	s_add_u32 s0, s14, 8
	s_addc_u32 s1, s15, 0
	s_cmp_lt_i32 s24, 2
	global_store_dword v0, v1, s[14:15] offset:8
	s_cbranch_scc1 .LBB0_11
; %bb.7:
	s_add_i32 s6, s24, -1
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB0_11
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_le_i32 s3, s30
	s_mov_b32 s7, -1
	s_cbranch_scc1 .LBB0_8
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=1
	s_add_u32 s8, s0, 8
	s_addc_u32 s9, s1, 0
	s_sub_i32 s3, s3, s30
	s_add_i32 s6, s6, -1
	v_mov_b32_e32 v1, s3
	s_cmp_eq_u32 s6, 0
	s_cselect_b32 s7, -1, 0
	global_store_dword v0, v1, s[0:1] offset:8
	s_mov_b64 s[0:1], s[8:9]
	s_branch .LBB0_8
.LBB0_11:
	s_cmp_eq_u32 s26, 0
	s_cbranch_scc1 .LBB0_15
; %bb.12:
	v_mov_b32_e32 v0, 0
	s_mul_i32 s0, s26, s26
	s_max_u32 s1, s0, 1
	s_mov_b32 s0, 0
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	global_load_sbyte v1, v0, s[12:13]
	s_add_i32 s1, s1, -1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s2, v1
	s_max_i32 s0, s0, s2
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_13
; %bb.14:
	s_mul_i32 s2, s0, s24
.LBB0_15:
	s_cmp_lt_i32 s25, 1
	s_cbranch_scc1 .LBB0_63
; %bb.16:
	s_add_i32 s2, s2, s36
	v_cvt_f32_i32_e32 v0, s30
	s_sub_i32 s0, s2, s29
	s_sub_i32 s1, s2, s27
	v_cvt_f32_i32_e32 v1, s0
	v_cvt_f32_i32_e32 v2, s28
	v_cvt_f32_i32_e32 v3, s1
	s_sub_i32 s13, s38, s27
	s_add_i32 s26, s28, s27
	v_div_scale_f32 v4, null, v0, v0, v1
	v_div_scale_f32 v5, null, v2, v2, v3
	v_div_scale_f32 v10, vcc_lo, v1, v0, v1
	v_rcp_f32_e32 v6, v4
	v_rcp_f32_e32 v7, v5
	s_mov_b32 s3, 0
	s_mov_b32 s27, -1
	s_mov_b32 s35, 0
	s_mov_b32 s42, 0
	s_mov_b32 s12, 0
	s_mov_b32 s44, s24
	s_mov_b32 s41, -1
	v_fma_f32 v8, -v4, v6, 1.0
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_div_scale_f32 v8, s0, v3, v2, v3
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v10, v6
	v_mul_f32_e32 v11, v8, v7
	v_fma_f32 v12, -v4, v9, v10
	v_fma_f32 v13, -v5, v11, v8
	v_fmac_f32_e32 v9, v12, v6
	v_fmac_f32_e32 v11, v13, v7
	v_fma_f32 v4, -v4, v9, v10
	v_fma_f32 v5, -v5, v11, v8
	v_div_fmas_f32 v4, v4, v6, v9
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v6, s24
	v_div_fmas_f32 v5, v5, v7, v11
	v_div_fixup_f32 v0, v4, v0, v1
	v_mov_b32_e32 v4, -1
	v_div_fixup_f32 v1, v5, v2, v3
	v_mov_b32_e32 v5, -1
	v_add_f32_e32 v0, 1.0, v0
	v_add_f32_e32 v1, 1.0, v1
	v_cvt_i32_f32_e32 v0, v0
	v_cvt_i32_f32_e32 v1, v1
	v_max_i32_e32 v0, 1, v0
	v_max_i32_e32 v1, 1, v1
	v_min3_i32 v0, s31, v0, v1
	v_mov_b32_e32 v1, 0
	v_readfirstlane_b32 s29, v0
	s_add_i32 s31, s29, 1
	s_cmp_gt_i32 s37, 0
	s_mov_b32 s34, s31
	s_cselect_b32 s0, -1, 0
	s_add_u32 s36, s14, 4
	s_addc_u32 s39, s15, 0
	s_sub_i32 s40, 0, s29
	s_and_b32 s0, exec_lo, s0
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	v_cmp_gt_i32_e32 vcc_lo, v4, v0
	v_max_i32_e32 v0, v4, v0
	v_cndmask_b32_e32 v2, s35, v5, vcc_lo
	v_cndmask_b32_e64 v4, v4, v0, s1
	s_andn2_b32 vcc_lo, exec_lo, s6
	s_mov_b32 s35, s2
	v_cndmask_b32_e64 v5, v5, v2, s1
	s_cbranch_vccz .LBB0_62
.LBB0_18:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_23 Depth 2
                                        ;     Child Loop BB0_42 Depth 2
                                        ;     Child Loop BB0_50 Depth 2
	v_mov_b32_e32 v0, s35
	s_sub_i32 s1, s35, s29
	s_max_i32 s45, s42, s1
	s_mov_b32 s1, s3
	global_load_ubyte v0, v0, s[10:11]
	s_cmp_lg_u32 s45, 0
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s6, v0
	s_cbranch_scc1 .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=1
	s_not_b32 s1, s35
	s_mul_i32 s1, s28, s1
	s_add_i32 s1, s13, s1
	s_max_i32 s1, s1, 0
.LBB0_20:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_i32 s2, s31, s35
	v_min3_i32 v7, s44, s2, v6
	v_cmp_ge_i32_e32 vcc_lo, s45, v7
	v_readfirstlane_b32 s2, v7
	s_cbranch_vccnz .LBB0_25
; %bb.21:                               ;   in Loop: Header=BB0_18 Depth=1
	s_and_b32 s6, s6, 0xff
	s_max_i32 s8, s42, s40
	s_mov_b32 s9, s3
	s_mul_i32 s43, s24, s6
	s_lshl_b64 s[6:7], s[8:9], 3
	s_ashr_i32 s9, s43, 31
	s_add_u32 s6, s36, s6
	s_addc_u32 s7, s39, s7
	s_add_u32 s8, s43, s8
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v0, s1
	s_addc_u32 s9, s9, 0
	s_add_u32 s8, s16, s8
	s_addc_u32 s9, s17, s9
	s_mov_b32 s46, 0
	s_mov_b32 s47, -1
	s_mov_b32 s43, s45
	s_inst_prefetch 0x1
	s_branch .LBB0_23
	.p2align	6
.LBB0_22:                               ;   in Loop: Header=BB0_23 Depth=2
	v_max3_i32 v0, v9, v3, v8
	v_subrev_nc_u32_e32 v2, s26, v9
	v_subrev_nc_u32_e32 v3, s28, v3
	v_subrev_nc_u32_e32 v9, s33, v9
	v_subrev_nc_u32_e32 v8, s30, v8
	v_readfirstlane_b32 s1, v0
	v_max3_i32 v2, v2, v3, 0
	v_max3_i32 v8, v9, v8, 0
	s_cmp_gt_u32 s46, s1
	global_store_dword v1, v2, s[6:7]
	s_cselect_b32 s47, s47, s43
	s_max_i32 s46, s46, s1
	s_add_i32 s43, s43, 1
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_lt_i32 s43, s2
	s_cbranch_scc0 .LBB0_26
.LBB0_23:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx2 v[2:3], v1, s[6:7] offset:-4
	v_mov_b32_e32 v9, 0
	global_store_dword v1, v0, s[6:7] offset:-4
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_22
; %bb.24:                               ;   in Loop: Header=BB0_23 Depth=2
	global_load_sbyte v0, v1, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v9, v2, v0
	s_branch .LBB0_22
.LBB0_25:                               ;   in Loop: Header=BB0_18 Depth=1
	v_mov_b32_e32 v0, s1
	s_mov_b32 s46, 0
	s_mov_b32 s47, -1
	s_mov_b32 s43, s45
.LBB0_26:                               ;   in Loop: Header=BB0_18 Depth=1
	s_inst_prefetch 0x2
	s_ashr_i32 s7, s2, 31
	s_mov_b32 s6, s2
	v_cmp_lt_i32_e64 s1, s45, v7
	s_lshl_b64 s[6:7], s[6:7], 3
	s_add_u32 s6, s14, s6
	s_addc_u32 s7, s15, s7
	s_cmp_eq_u32 s46, 0
	global_store_dwordx2 v1, v[0:1], s[6:7]
	s_cbranch_scc1 .LBB0_31
; %bb.27:                               ;   in Loop: Header=BB0_18 Depth=1
	s_cmp_ge_i32 s38, s46
	s_cbranch_scc0 .LBB0_32
; %bb.28:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 vcc_lo, s0
	s_cbranch_vccz .LBB0_33
; %bb.29:                               ;   in Loop: Header=BB0_18 Depth=1
	s_sub_i32 s7, s35, s41
	s_sub_i32 s9, s47, s27
	s_sub_i32 s8, s38, s46
	s_cmp_le_i32 s7, s9
	s_cbranch_scc0 .LBB0_34
; %bb.30:                               ;   in Loop: Header=BB0_18 Depth=1
	s_sub_i32 s6, s7, s9
	s_mul_i32 s6, s6, s30
	s_add_i32 s6, s8, s6
	s_cmp_le_i32 s6, s37
	s_cselect_b32 s6, -1, 0
	s_cbranch_execz .LBB0_35
	s_branch .LBB0_36
.LBB0_31:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s6, 0
	s_mov_b32 s44, s2
	s_mov_b32 s42, s45
	s_branch .LBB0_60
.LBB0_32:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s6, 0
	s_cbranch_execnz .LBB0_37
	s_branch .LBB0_38
.LBB0_33:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s6, -1
	s_branch .LBB0_38
.LBB0_34:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s6, 0
.LBB0_35:                               ;   in Loop: Header=BB0_18 Depth=1
	s_sub_i32 s6, s9, s7
	s_mul_i32 s6, s6, s28
	s_add_i32 s8, s8, s6
	s_cmp_le_i32 s8, s37
	s_cselect_b32 s6, -1, 0
.LBB0_36:                               ;   in Loop: Header=BB0_18 Depth=1
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_18 Depth=1
	s_absdiff_i32 s7, s47, s35
	s_mov_b32 s6, -1
	s_max_i32 s12, s12, s7
	s_mov_b32 s38, s46
	s_mov_b32 s27, s47
	s_mov_b32 s41, s35
.LBB0_38:                               ;   in Loop: Header=BB0_18 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s6
	s_mov_b32 s6, 0
	s_cbranch_vccnz .LBB0_55
; %bb.39:                               ;   in Loop: Header=BB0_18 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_56
; %bb.40:                               ;   in Loop: Header=BB0_18 Depth=1
	s_max_i32 s6, s42, s40
	s_mov_b32 s7, s3
	s_min_i32 s1, s44, s34
	s_lshl_b64 s[6:7], s[6:7], 3
	s_add_u32 s6, s36, s6
	s_addc_u32 s7, s39, s7
	s_branch .LBB0_42
	.p2align	6
.LBB0_41:                               ;   in Loop: Header=BB0_42 Depth=2
	s_mov_b32 s42, s45
                                        ; implicit-def: $sgpr45
                                        ; implicit-def: $sgpr6_sgpr7
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB0_47
.LBB0_42:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v2, v1, s[6:7] offset:-4
	s_mov_b32 s8, -1
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_41
; %bb.43:                               ;   in Loop: Header=BB0_42 Depth=2
	global_load_dword v2, v1, s[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_42 Depth=2
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr6_sgpr7
	s_branch .LBB0_46
.LBB0_45:                               ;   in Loop: Header=BB0_42 Depth=2
	s_add_i32 s9, s45, 1
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_cmp_ge_i32 s9, s2
	s_mov_b32 s45, s1
	s_cselect_b32 s8, -1, 0
.LBB0_46:                               ;   in Loop: Header=BB0_42 Depth=2
	s_mov_b32 s42, s45
	s_mov_b32 s45, s9
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccz .LBB0_42
.LBB0_47:                               ;   in Loop: Header=BB0_18 Depth=1
	s_cmp_lt_i32 s2, s42
	s_cbranch_scc1 .LBB0_57
.LBB0_48:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_i32 s1, s42, -1
	s_branch .LBB0_50
	.p2align	6
.LBB0_49:                               ;   in Loop: Header=BB0_50 Depth=2
	s_mov_b32 s6, s2
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB0_58
.LBB0_50:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_lshl_b64 s[6:7], s[2:3], 3
	s_mov_b32 s8, -1
	s_add_u32 s6, s14, s6
	s_addc_u32 s7, s15, s7
	global_load_dword v2, v1, s[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_49
; %bb.51:                               ;   in Loop: Header=BB0_50 Depth=2
	global_load_dword v2, v1, s[6:7] offset:4
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_50 Depth=2
                                        ; implicit-def: $sgpr7
	s_branch .LBB0_54
.LBB0_53:                               ;   in Loop: Header=BB0_50 Depth=2
	s_add_i32 s7, s2, -1
	s_cmp_le_i32 s2, s42
	s_mov_b32 s2, s1
	s_cselect_b32 s8, -1, 0
.LBB0_54:                               ;   in Loop: Header=BB0_50 Depth=2
	s_mov_b32 s6, s2
	s_mov_b32 s2, s7
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccz .LBB0_50
	s_branch .LBB0_58
.LBB0_55:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s42, s45
	s_branch .LBB0_59
.LBB0_56:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s42, s45
	s_cmp_lt_i32 s2, s42
	s_cbranch_scc0 .LBB0_48
.LBB0_57:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s6, s2
.LBB0_58:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_i32 s1, s6, 2
	s_mov_b32 s6, -1
	s_min_i32 s2, s1, s24
.LBB0_59:                               ;   in Loop: Header=BB0_18 Depth=1
	s_mov_b32 s44, s2
.LBB0_60:                               ;   in Loop: Header=BB0_18 Depth=1
	s_cmp_eq_u32 s43, s24
                                        ; implicit-def: $sgpr2
	s_cselect_b32 s1, -1, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_mov_b32 s6, -1
	s_cbranch_vccz .LBB0_17
; %bb.61:                               ;   in Loop: Header=BB0_18 Depth=1
	s_add_i32 s2, s35, 1
	s_add_i32 s34, s34, 1
	s_add_i32 s40, s40, 1
	s_cmp_eq_u32 s2, s25
	s_cselect_b32 s6, -1, 0
	s_branch .LBB0_17
.LBB0_62:
	v_add_nc_u32_e32 v0, 1, v5
	s_add_i32 s0, s27, 1
	s_add_i32 s1, s41, 1
	s_branch .LBB0_64
.LBB0_63:
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v0, 0
	s_mov_b32 s12, 0
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0
.LBB0_64:
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x40
	s_load_dwordx2 s[2:3], s[4:5], 0x50
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v5, s12
	v_mov_b32_e32 v6, s38
	global_store_dword v1, v2, s[18:19]
	global_store_dword v1, v3, s[20:21]
	global_store_dword v1, v0, s[22:23]
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v4, s[8:9]
	global_store_dword v1, v5, s[10:11]
	global_store_dword v1, v6, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 132
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 48
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
	.size	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii, .Lfunc_end0-_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
                                        ; -- End function
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_vgpr, 14
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
; codeLenInByte = 1924
; TotalNumSgprs: 50
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 1
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
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
