	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii ; -- Begin function _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
	.globl	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
	.p2align	8
	.type	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii,@function
_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii: ; @_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
; %bb.0:
	s_load_dwordx8 s[20:27], s[0:1], 0x58
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0x78
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s22, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_cmp_gt_i32 s20, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_mov_b32 s31, 0
	v_cmp_ne_u32_e64 s[2:3], 1, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s33, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_lg_u32 s33, s22
	s_cbranch_scc0 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mul_i32 s34, s33, s22
	s_add_u32 s34, s8, s34
	s_addc_u32 s35, s9, 0
	s_ashr_i32 s37, s31, 31
	s_add_u32 s36, s12, s31
	s_addc_u32 s37, s13, s37
	s_add_i32 s31, s20, s31
	s_mov_b64 s[38:39], s[4:5]
	s_mov_b32 s40, s20
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ubyte v0, v1, s[38:39]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0xffff, v0
	v_lshl_add_u64 v[2:3], s[34:35], 0, v[0:1]
	global_load_ubyte v0, v[2:3], off
	s_waitcnt vmcnt(0)
	global_store_byte v1, v0, s[36:37]
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	s_add_i32 s40, s40, -1
	s_add_u32 s38, s38, 1
	s_addc_u32 s39, s39, 0
	s_cmp_lg_u32 s40, 0
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_add_i32 s31, s26, s25
	s_sub_i32 s2, s30, s31
	s_cmp_gt_i32 s30, s31
	s_cselect_b32 s34, s2, 0
	s_add_u32 s2, s10, 8
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s30
	s_addc_u32 s3, s11, 0
	global_store_dword v0, v1, s[10:11]
	s_mov_b32 s33, 0
	v_mov_b32_e32 v1, s34
	s_cmp_lt_i32 s20, 2
	global_store_dword v0, v1, s[10:11] offset:8
	s_cbranch_scc1 .LBB0_11
; %bb.7:
	s_add_i32 s35, s20, -1
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=1
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_11
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_cmp_le_i32 s34, s26
	s_mov_b64 s[4:5], -1
	s_cbranch_scc1 .LBB0_8
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=1
	s_add_u32 s36, s2, 8
	s_addc_u32 s37, s3, 0
	s_sub_i32 s34, s34, s26
	s_add_i32 s35, s35, -1
	v_mov_b32_e32 v1, s34
	s_cmp_eq_u32 s35, 0
	global_store_dword v0, v1, s[2:3] offset:8
	s_cselect_b64 s[4:5], -1, 0
	s_mov_b64 s[2:3], s[36:37]
	s_branch .LBB0_8
.LBB0_11:
	s_cmp_eq_u32 s22, 0
	s_cbranch_scc1 .LBB0_20
; %bb.12:
	s_mul_i32 s33, s22, s22
	s_max_u32 s4, s33, 1
	s_cmp_lt_u32 s33, 2
	s_cbranch_scc1 .LBB0_16
; %bb.13:
	s_and_b32 s22, s4, -4
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[2:3], s[8:9]
	s_mov_b32 s34, s22
	s_mov_b32 s35, 0
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	global_load_ushort v1, v0, s[2:3]
	s_add_i32 s34, s34, -2
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s36, v1
	s_sext_i32_i8 s37, s36
	s_bfe_i32 s36, s36, 0x80008
	s_max_i32 s35, s35, s36
	s_max_i32 s5, s5, s37
	s_add_u32 s2, s2, 2
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u32 s34, 0
	s_cbranch_scc1 .LBB0_14
; %bb.15:
	s_max_i32 s5, s5, s35
	s_cmp_lg_u32 s33, s22
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_17
	s_branch .LBB0_19
.LBB0_16:
	s_mov_b32 s5, 0
	s_mov_b32 s22, 0
	s_cbranch_execz .LBB0_19
.LBB0_17:
	s_sub_i32 s4, s4, s22
	s_add_u32 s2, s8, s22
	s_addc_u32 s3, s9, 0
	v_mov_b32_e32 v0, 0
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	global_load_sbyte v1, v0, s[2:3]
	s_add_i32 s4, s4, -1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s8, v1
	s_max_i32 s5, s5, s8
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .LBB0_18
.LBB0_19:
	s_mul_i32 s33, s5, s20
.LBB0_20:
	s_cmp_lt_i32 s21, 1
	s_cbranch_scc1 .LBB0_68
; %bb.21:
	s_add_i32 s2, s33, s28
	s_sub_i32 s3, s2, s25
	v_cvt_f32_i32_e32 v0, s26
	v_cvt_f32_i32_e32 v1, s3
	s_sub_i32 s4, s2, s23
	v_cvt_f32_i32_e32 v4, s4
	s_sub_i32 s33, s30, s23
	v_div_scale_f32 v2, s[2:3], v0, v0, v1
	v_rcp_f32_e32 v3, v2
	v_div_scale_f32 v5, vcc, v1, v0, v1
	s_add_i32 s36, s24, s23
	v_fma_f32 v6, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v6, v3
	v_mul_f32_e32 v6, v5, v3
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v3
	v_fma_f32 v2, -v2, v6, v5
	v_cvt_f32_i32_e32 v5, s24
	v_div_fmas_f32 v2, v2, v3, v6
	v_div_fixup_f32 v0, v2, v0, v1
	v_add_f32_e32 v0, 1.0, v0
	v_div_scale_f32 v3, s[2:3], v5, v5, v4
	v_rcp_f32_e32 v6, v3
	v_cvt_i32_f32_e32 v0, v0
	s_mov_b32 s9, 0
	s_mov_b32 s40, -1
	v_fma_f32 v1, -v3, v6, 1.0
	v_fmac_f32_e32 v6, v1, v6
	v_div_scale_f32 v1, vcc, v4, v5, v4
	v_mul_f32_e32 v2, v1, v6
	v_fma_f32 v7, -v3, v2, v1
	v_fmac_f32_e32 v2, v7, v6
	v_fma_f32 v1, -v3, v2, v1
	v_div_fmas_f32 v1, v1, v6, v2
	v_div_fixup_f32 v1, v1, v5, v4
	v_add_f32_e32 v1, 1.0, v1
	v_cvt_i32_f32_e32 v1, v1
	v_max_i32_e32 v0, 1, v0
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v5, -1
	v_max_i32_e32 v1, 1, v1
	v_min3_i32 v0, s27, v0, v1
	v_mov_b32_e32 v6, s20
	v_readfirstlane_b32 s27, v0
	s_add_i32 s28, s27, 1
	s_cmp_gt_i32 s29, 0
	s_cselect_b64 s[2:3], -1, 0
	s_add_u32 s37, s10, 4
	s_addc_u32 s38, s11, 0
	s_sub_i32 s39, 0, s27
	v_mov_b32_e32 v1, 0
	s_and_b64 s[2:3], exec, s[2:3]
	s_mov_b32 s41, s28
	s_mov_b32 s42, 0
	s_mov_b32 s44, 0
	s_mov_b32 s25, 0
	s_mov_b32 s46, s20
	s_mov_b32 s43, -1
	s_branch .LBB0_23
.LBB0_22:                               ;   in Loop: Header=BB0_23 Depth=1
	v_mov_b32_e32 v2, s42
	v_cmp_gt_i32_e32 vcc, v4, v0
	v_max_i32_e32 v0, v4, v0
	v_cndmask_b32_e64 v4, v4, v0, s[4:5]
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cndmask_b32_e64 v5, v5, v2, s[4:5]
	s_andn2_b64 vcc, exec, s[34:35]
	s_mov_b32 s42, s8
	s_cbranch_vccz .LBB0_67
.LBB0_23:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_28 Depth 2
                                        ;     Child Loop BB0_47 Depth 2
                                        ;     Child Loop BB0_55 Depth 2
	v_mov_b32_e32 v0, s42
	global_load_ubyte v0, v0, s[6:7]
	s_sub_i32 s4, s42, s27
	s_max_i32 s47, s44, s4
	s_cmp_lg_u32 s47, 0
	s_mov_b32 s34, s9
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v0
	s_cbranch_scc1 .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_23 Depth=1
	s_not_b32 s5, s42
	s_mul_i32 s5, s24, s5
	s_add_i32 s5, s33, s5
	s_max_i32 s34, s5, 0
.LBB0_25:                               ;   in Loop: Header=BB0_23 Depth=1
	s_add_i32 s5, s28, s42
	v_mov_b32_e32 v0, s5
	v_min3_i32 v7, s46, v0, v6
	v_cmp_ge_i32_e32 vcc, s47, v7
	v_readfirstlane_b32 s8, v7
	s_cbranch_vccnz .LBB0_30
; %bb.26:                               ;   in Loop: Header=BB0_23 Depth=1
	s_and_b32 s4, s4, 0xff
	s_mul_i32 s35, s20, s4
	s_max_i32 s22, s44, s39
	s_mov_b32 s23, s9
	s_ashr_i32 s45, s35, 31
	s_lshl_b64 s[4:5], s[22:23], 3
	s_add_u32 s4, s37, s4
	s_addc_u32 s5, s38, s5
	s_add_u32 s22, s35, s22
	s_addc_u32 s23, s45, 0
	s_add_u32 s22, s12, s22
	s_addc_u32 s23, s13, s23
	s_mov_b32 s48, 0
	s_mov_b32 s49, -1
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v0, s34
	s_mov_b32 s45, s47
	s_branch .LBB0_28
.LBB0_27:                               ;   in Loop: Header=BB0_28 Depth=2
	v_max3_i32 v0, v9, v3, v8
	v_subrev_u32_e32 v2, s36, v9
	v_readfirstlane_b32 s34, v0
	s_cmp_gt_u32 s48, s34
	v_subrev_u32_e32 v3, s24, v3
	s_cselect_b32 s49, s49, s45
	s_max_i32 s48, s48, s34
	v_max3_i32 v2, v2, v3, 0
	s_add_i32 s45, s45, 1
	global_store_dword v1, v2, s[4:5]
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_u32 s22, s22, 1
	v_subrev_u32_e32 v2, s31, v9
	v_subrev_u32_e32 v3, s26, v8
	s_addc_u32 s23, s23, 0
	s_cmp_lt_i32 s45, s8
	v_max3_i32 v8, v2, v3, 0
	s_cbranch_scc0 .LBB0_31
.LBB0_28:                               ;   Parent Loop BB0_23 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx2 v[2:3], v1, s[4:5] offset:-4
	v_mov_b32_e32 v9, 0
	global_store_dword v1, v0, s[4:5] offset:-4
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_cbranch_vccnz .LBB0_27
; %bb.29:                               ;   in Loop: Header=BB0_28 Depth=2
	global_load_sbyte v0, v1, s[22:23]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, v2, v0
	s_branch .LBB0_27
.LBB0_30:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s48, 0
	s_mov_b32 s49, -1
	v_mov_b32_e32 v0, s34
	s_mov_b32 s45, s47
.LBB0_31:                               ;   in Loop: Header=BB0_23 Depth=1
	s_ashr_i32 s23, s8, 31
	s_mov_b32 s22, s8
	s_lshl_b64 s[22:23], s[22:23], 3
	s_add_u32 s22, s10, s22
	s_addc_u32 s23, s11, s23
	v_cmp_lt_i32_e64 s[4:5], s47, v7
	s_cmp_eq_u32 s48, 0
	global_store_dwordx2 v1, v[0:1], s[22:23]
	s_cbranch_scc1 .LBB0_36
; %bb.32:                               ;   in Loop: Header=BB0_23 Depth=1
	s_cmp_ge_i32 s30, s48
	s_cbranch_scc0 .LBB0_37
; %bb.33:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b64 vcc, s[2:3]
	s_cbranch_vccz .LBB0_38
; %bb.34:                               ;   in Loop: Header=BB0_23 Depth=1
	s_sub_i32 s50, s42, s43
	s_sub_i32 s52, s49, s40
	s_sub_i32 s51, s30, s48
	s_cmp_le_i32 s50, s52
	s_cbranch_scc0 .LBB0_39
; %bb.35:                               ;   in Loop: Header=BB0_23 Depth=1
	s_sub_i32 s22, s50, s52
	s_mul_i32 s22, s22, s26
	s_add_i32 s22, s51, s22
	s_cmp_le_i32 s22, s29
	s_cselect_b64 s[22:23], -1, 0
	s_cbranch_execz .LBB0_40
	s_branch .LBB0_41
.LBB0_36:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b64 s[22:23], 0
	s_mov_b32 s46, s8
	s_mov_b32 s44, s47
	s_branch .LBB0_65
.LBB0_37:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b64 s[22:23], 0
	s_cbranch_execnz .LBB0_42
	s_branch .LBB0_43
.LBB0_38:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b64 s[22:23], -1
	s_branch .LBB0_43
.LBB0_39:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b64 s[22:23], 0
.LBB0_40:                               ;   in Loop: Header=BB0_23 Depth=1
	s_sub_i32 s22, s52, s50
	s_mul_i32 s22, s22, s24
	s_add_i32 s51, s51, s22
	s_cmp_le_i32 s51, s29
	s_cselect_b64 s[22:23], -1, 0
.LBB0_41:                               ;   in Loop: Header=BB0_23 Depth=1
	s_branch .LBB0_43
.LBB0_42:                               ;   in Loop: Header=BB0_23 Depth=1
	s_absdiff_i32 s22, s49, s42
	s_max_i32 s25, s25, s22
	s_mov_b64 s[22:23], -1
	s_mov_b32 s30, s48
	s_mov_b32 s40, s49
	s_mov_b32 s43, s42
.LBB0_43:                               ;   in Loop: Header=BB0_23 Depth=1
	s_andn2_b64 vcc, exec, s[22:23]
	s_mov_b64 s[22:23], 0
	s_cbranch_vccnz .LBB0_60
; %bb.44:                               ;   in Loop: Header=BB0_23 Depth=1
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_61
; %bb.45:                               ;   in Loop: Header=BB0_23 Depth=1
	s_max_i32 s4, s44, s39
	s_mov_b32 s5, s9
	s_min_i32 s34, s46, s41
	s_lshl_b64 s[4:5], s[4:5], 3
	s_add_u32 s4, s37, s4
	s_addc_u32 s5, s38, s5
	s_branch .LBB0_47
.LBB0_46:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s44, s47
                                        ; implicit-def: $sgpr47
                                        ; implicit-def: $sgpr4_sgpr5
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB0_52
.LBB0_47:                               ;   Parent Loop BB0_23 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v2, v1, s[4:5] offset:-4
	s_mov_b64 s[22:23], -1
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_cbranch_vccnz .LBB0_46
; %bb.48:                               ;   in Loop: Header=BB0_47 Depth=2
	global_load_dword v2, v1, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_cbranch_vccnz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_47 Depth=2
                                        ; implicit-def: $sgpr35
                                        ; implicit-def: $sgpr4_sgpr5
	s_branch .LBB0_51
.LBB0_50:                               ;   in Loop: Header=BB0_47 Depth=2
	s_add_i32 s35, s47, 1
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_cmp_ge_i32 s35, s8
	s_cselect_b64 s[22:23], -1, 0
	s_mov_b32 s47, s34
.LBB0_51:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s44, s47
	s_mov_b32 s47, s35
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccz .LBB0_47
.LBB0_52:                               ;   in Loop: Header=BB0_23 Depth=1
	s_cmp_lt_i32 s8, s44
	s_cbranch_scc1 .LBB0_62
.LBB0_53:                               ;   in Loop: Header=BB0_23 Depth=1
	s_add_i32 s34, s44, -1
	s_branch .LBB0_55
.LBB0_54:                               ;   in Loop: Header=BB0_55 Depth=2
	s_mov_b32 s22, s8
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_63
.LBB0_55:                               ;   Parent Loop BB0_23 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_lshl_b64 s[4:5], s[8:9], 3
	s_add_u32 s22, s10, s4
	s_addc_u32 s23, s11, s5
	global_load_dword v2, v1, s[22:23]
	s_mov_b64 s[4:5], -1
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_cbranch_vccnz .LBB0_54
; %bb.56:                               ;   in Loop: Header=BB0_55 Depth=2
	global_load_dword v2, v1, s[22:23] offset:4
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_cbranch_vccnz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_55 Depth=2
                                        ; implicit-def: $sgpr23
	s_branch .LBB0_59
.LBB0_58:                               ;   in Loop: Header=BB0_55 Depth=2
	s_add_i32 s23, s8, -1
	s_cmp_le_i32 s8, s44
	s_cselect_b64 s[4:5], -1, 0
	s_mov_b32 s8, s34
.LBB0_59:                               ;   in Loop: Header=BB0_55 Depth=2
	s_mov_b32 s22, s8
	s_mov_b32 s8, s23
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_55
	s_branch .LBB0_63
.LBB0_60:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s44, s47
	s_branch .LBB0_64
.LBB0_61:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s44, s47
	s_cmp_lt_i32 s8, s44
	s_cbranch_scc0 .LBB0_53
.LBB0_62:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s22, s8
.LBB0_63:                               ;   in Loop: Header=BB0_23 Depth=1
	s_add_i32 s4, s22, 2
	s_min_i32 s8, s4, s20
	s_mov_b64 s[22:23], -1
.LBB0_64:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s46, s8
.LBB0_65:                               ;   in Loop: Header=BB0_23 Depth=1
	s_cmp_eq_u32 s45, s20
	s_cselect_b64 s[4:5], -1, 0
	s_mov_b64 s[34:35], -1
	s_and_b64 vcc, exec, s[22:23]
                                        ; implicit-def: $sgpr8
	s_cbranch_vccz .LBB0_22
; %bb.66:                               ;   in Loop: Header=BB0_23 Depth=1
	s_add_i32 s8, s42, 1
	s_add_i32 s41, s41, 1
	s_add_i32 s39, s39, 1
	s_cmp_eq_u32 s8, s21
	s_cselect_b64 s[34:35], -1, 0
	s_branch .LBB0_22
.LBB0_67:
	s_add_i32 s2, s40, 1
	s_add_i32 s3, s43, 1
	v_add_u32_e32 v0, 1, v5
	s_branch .LBB0_69
.LBB0_68:
	s_mov_b32 s25, 0
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v0, 0
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
.LBB0_69:
	s_load_dwordx4 s[4:7], s[0:1], 0x40
	s_load_dwordx2 s[8:9], s[0:1], 0x50
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s2
	global_store_dword v1, v2, s[14:15]
	v_mov_b32_e32 v2, s3
	global_store_dword v1, v2, s[16:17]
	global_store_dword v1, v0, s[18:19]
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v4, s[4:5]
	v_mov_b32_e32 v0, s25
	global_store_dword v1, v0, s[6:7]
	v_mov_b32_e32 v0, s30
	global_store_dword v1, v0, s[8:9]
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 53
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
	.size	_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii, .Lfunc_end0-_Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii
                                        ; -- End function
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_vgpr, 10
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_agpr, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.numbered_sgpr, 53
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.num_named_barrier, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.private_seg_size, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.uses_vcc, 1
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.uses_flat_scratch, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.has_dyn_sized_stack, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.has_recursion, 0
	.set _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1896
; TotalNumSgprs: 59
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 59
; NumVGPRsForWavesPerEU: 10
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         _Z14kernel_extend2PKhS0_PKcP4eh_tPcPiS6_S6_S6_S6_S6_iiiiiiiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
