	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z15PTTWAC_soa_astaiiiPfPiS0_ ; -- Begin function _Z15PTTWAC_soa_astaiiiPfPiS0_
	.globl	_Z15PTTWAC_soa_astaiiiPfPiS0_
	.p2align	8
	.type	_Z15PTTWAC_soa_astaiiiPfPiS0_,@function
_Z15PTTWAC_soa_astaiiiPfPiS0_:          ; @_Z15PTTWAC_soa_astaiiiPfPiS0_
; %bb.0:
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x10
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cmp_eq_u32_e64 s2, 0, v0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_mov_b32 s5, exec_lo
	s_mov_b32 s4, exec_lo
	v_mbcnt_lo_u32_b32 v1, s5, 0
                                        ; implicit-def: $vgpr2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_3
; %bb.2:
	s_bcnt1_i32_b32 s5, s5
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s5
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v2, v2, v3, s[12:13] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s4, v2
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v1, s4, v1
	ds_store_b32 v2, v1 offset:4
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v4, 0
	s_clause 0x1
	s_load_b64 s[14:15], s[0:1], 0x18
	s_load_b96 s[8:10], s[0:1], 0x0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v1, v4 offset:4
	s_wait_kmcnt 0x0
	s_mul_i32 s11, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s11, s11, -1
	s_wait_dscnt 0x0
	v_cmp_le_i32_e32 vcc_lo, s11, v1
	v_readfirstlane_b32 s24, v1
	s_cbranch_vccnz .LBB0_54
; %bb.5:
	s_abs_i32 s26, s9
	s_add_nc_u64 s[16:17], s[0:1], 40
	s_cvt_f32_u32 s3, s26
	s_sub_co_i32 s0, 0, s26
	v_mov_b32_e32 v5, 1
	s_mov_b32 s19, 0
	v_rcp_iflag_f32_e32 v1, s3
	s_ashr_i32 s9, s9, 31
	s_mov_b32 s21, s19
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s3, v1
	s_mul_f32 s4, s3, 0x4f7ffffe
	v_cmp_gt_i32_e64 s3, s10, v0
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_u32_f32 s4, s4
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s0, s0, s4
	s_mul_hi_u32 s0, s4, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s20, s4, s0
	s_branch .LBB0_9
.LBB0_6:                                ;   in Loop: Header=BB0_9 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s1, v2
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s1, v1
	ds_store_b32 v4, v1 offset:4
.LBB0_7:                                ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v12, v6 :: v_dual_mov_b32 v11, v7
	v_dual_mov_b32 v13, v8 :: v_dual_mov_b32 v10, v9
	s_barrier_wait -1
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=1
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_SE
	ds_load_b32 v1, v4 offset:4
	v_dual_mov_b32 v6, v12 :: v_dual_mov_b32 v7, v11
	v_dual_mov_b32 v8, v13 :: v_dual_mov_b32 v9, v10
	s_wait_dscnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, s11, v1
	v_readfirstlane_b32 s24, v1
	s_cbranch_vccz .LBB0_54
.LBB0_9:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_26 Depth 2
	s_abs_i32 s18, s24
	s_ashr_i32 s25, s24, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[0:1], s[18:19], s[20:21]
	s_xor_b32 s4, s25, s9
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s0, s1, s26
	s_add_co_i32 s5, s1, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s0, s18, s0
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s18, s0, s26
	s_cmp_ge_u32 s0, s26
	s_cselect_b32 s1, s5, s1
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s18, s0
	s_add_co_i32 s5, s1, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_ge_u32 s0, s26
	s_cselect_b32 s0, s5, s1
	s_mul_i32 s1, s24, s8
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, s0, s4
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s0, s0, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s0, s0, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s22, s1, s0
	s_mov_b32 s0, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s22, s24
	s_cbranch_scc0 .LBB0_50
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=1
	v_mov_b32_e32 v10, v9
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB0_12
; %bb.11:                               ;   in Loop: Header=BB0_9 Depth=1
	v_mad_co_u64_u32 v[1:2], null, s24, s10, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, s7, v2, vcc_lo
	global_load_b32 v10, v[1:2], off
.LBB0_12:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_load_b32 s0, s[16:17], 0xc
	v_mov_b32_e32 v13, v8
	s_wait_kmcnt 0x0
	s_and_b32 s4, s0, 0xffff
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v1, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s10, v1
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_9 Depth=1
	v_mad_co_u64_u32 v[2:3], null, s24, s10, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, s6, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v3, vcc_lo
	global_load_b32 v13, v[2:3], off
.LBB0_14:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v11, v7 :: v_dual_add_nc_u32 v2, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s10, v2
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB0_16
; %bb.15:                               ;   in Loop: Header=BB0_9 Depth=1
	v_mad_co_u64_u32 v[11:12], null, s24, s10, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64_e32 v[11:12], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, vcc_lo, s6, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s7, v12, vcc_lo
	global_load_b32 v11, v[11:12], off
.LBB0_16:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v12, v6 :: v_dual_add_nc_u32 v3, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s4, s10, v3
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_9 Depth=1
	v_mad_co_u64_u32 v[14:15], null, s24, s10, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v14, vcc_lo, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s7, v15, vcc_lo
	global_load_b32 v12, v[14:15], off
.LBB0_18:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB0_22
; %bb.19:                               ;   in Loop: Header=BB0_9 Depth=1
	v_mbcnt_lo_u32_b32 v14, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v14
                                        ; implicit-def: $vgpr14
	s_and_saveexec_b32 s18, vcc_lo
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_9 Depth=1
	s_lshl_b64 s[24:25], s[24:25], 2
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[24:25], s[14:15], s[24:25]
	global_load_b32 v14, v4, s[24:25] scope:SCOPE_DEV
.LBB0_21:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s18, v14
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v14, s18
	ds_store_b32 v4, v14
.LBB0_22:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v14, v4
	s_wait_dscnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v14
	s_cbranch_vccz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_9 Depth=1
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB0_46
	s_branch .LBB0_49
.LBB0_24:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
.LBB0_25:                               ;   in Loop: Header=BB0_26 Depth=2
	s_abs_i32 s18, s22
	s_mul_i32 s23, s22, s8
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[24:25], s[18:19], s[20:21]
	s_ashr_i32 s22, s22, 31
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s24, s25, s26
	s_xor_b32 s22, s22, s9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s18, s18, s24
	s_add_co_i32 s24, s25, 1
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s27, s18, s26
	s_cmp_ge_u32 s18, s26
	v_dual_mov_b32 v12, v17 :: v_dual_mov_b32 v11, v16
	s_cselect_b32 s24, s24, s25
	s_cselect_b32 s18, s27, s18
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s25, s24, 1
	s_cmp_ge_u32 s18, s26
	v_dual_mov_b32 v13, v15 :: v_dual_mov_b32 v10, v14
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s18, s25, s24
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s18, s18, s22
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s18, s18, s22
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s18, s18, s11
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s22, s23, s18
	s_cbranch_vccz .LBB0_45
.LBB0_26:                               ;   Parent Loop BB0_9 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v14, v10
	s_and_saveexec_b32 s5, s3
	s_cbranch_execnz .LBB0_38
; %bb.27:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v15, v13
	s_and_saveexec_b32 s5, s0
	s_cbranch_execnz .LBB0_39
.LBB0_28:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v16, v11
	s_and_saveexec_b32 s5, s1
	s_cbranch_execnz .LBB0_40
.LBB0_29:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v17, v12
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_31
.LBB0_30:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[17:18], null, s22, s10, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v17, vcc_lo, s6, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s7, v18, vcc_lo
	global_load_b32 v17, v[17:18], off
.LBB0_31:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_26 Depth=2
	s_ashr_i32 s23, s22, 31
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[24:25], s[22:23], 2
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[24:25], s[14:15], s[24:25]
	global_atomic_swap_b32 v18, v4, v5, s[24:25] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	ds_store_b32 v4, v18
.LBB0_33:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v18, v4
	s_wait_dscnt 0x0
	v_cmp_ne_u32_e64 s5, 0, v18
	s_and_b32 vcc_lo, exec_lo, s5
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_25
; %bb.34:                               ;   in Loop: Header=BB0_26 Depth=2
	s_and_saveexec_b32 s18, s3
	s_cbranch_execnz .LBB0_41
; %bb.35:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s0
	s_cbranch_execnz .LBB0_42
.LBB0_36:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s1
	s_cbranch_execnz .LBB0_43
.LBB0_37:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_44
.LBB0_38:                               ;   in Loop: Header=BB0_26 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_mad_co_u64_u32 v[14:15], null, s22, s10, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v14, vcc_lo, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s7, v15, vcc_lo
	global_load_b32 v14, v[14:15], off
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v15, v13
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_28
.LBB0_39:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[15:16], null, s22, s10, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64_e32 v[15:16], 2, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v15, vcc_lo, s6, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s7, v16, vcc_lo
	global_load_b32 v15, v[15:16], off
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v16, v11
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB0_29
.LBB0_40:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[16:17], null, s22, s10, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v16, vcc_lo, s6, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s7, v17, vcc_lo
	global_load_b32 v16, v[16:17], off
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v17, v12
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB0_30
	s_branch .LBB0_31
.LBB0_41:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[18:19], null, s22, s10, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s7, v19, vcc_lo
	global_store_b32 v[18:19], v10, off
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s0
	s_cbranch_execz .LBB0_36
.LBB0_42:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[18:19], null, s22, s10, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s7, v19, vcc_lo
	global_store_b32 v[18:19], v13, off
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s1
	s_cbranch_execz .LBB0_37
.LBB0_43:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[18:19], null, s22, s10, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s7, v19, vcc_lo
	global_store_b32 v[18:19], v11, off
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_24
.LBB0_44:                               ;   in Loop: Header=BB0_26 Depth=2
	v_mad_co_u64_u32 v[10:11], null, s22, s10, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v11, vcc_lo
	global_store_b32 v[10:11], v12, off
	s_branch .LBB0_24
.LBB0_45:                               ;   in Loop: Header=BB0_9 Depth=1
	v_dual_mov_b32 v12, v17 :: v_dual_mov_b32 v11, v16
	v_dual_mov_b32 v13, v15 :: v_dual_mov_b32 v10, v14
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_49
.LBB0_46:                               ;   in Loop: Header=BB0_9 Depth=1
	s_mov_b32 s4, exec_lo
	s_mov_b32 s1, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v1, s4, 0
                                        ; implicit-def: $vgpr2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_9 Depth=1
	s_bcnt1_i32_b32 s4, s4
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v2, s4
	global_atomic_add_u32 v2, v4, v2, s[12:13] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.LBB0_48:                               ;   in Loop: Header=BB0_9 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s1, v2
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s1, v1
	ds_store_b32 v4, v1 offset:4
.LBB0_49:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, 0
	s_barrier_wait -1
.LBB0_50:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_8
; %bb.51:                               ;   in Loop: Header=BB0_9 Depth=1
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_7
; %bb.52:                               ;   in Loop: Header=BB0_9 Depth=1
	s_mov_b32 s4, exec_lo
	s_mov_b32 s1, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v1, s4, 0
                                        ; implicit-def: $vgpr2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_6
; %bb.53:                               ;   in Loop: Header=BB0_9 Depth=1
	s_bcnt1_i32_b32 s4, s4
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v2, s4
	global_atomic_add_u32 v2, v4, v2, s[12:13] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_branch .LBB0_6
.LBB0_54:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15PTTWAC_soa_astaiiiPfPiS0_
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 28
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 19
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
	.size	_Z15PTTWAC_soa_astaiiiPfPiS0_, .Lfunc_end0-_Z15PTTWAC_soa_astaiiiPfPiS0_
                                        ; -- End function
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.num_vgpr, 20
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.num_agpr, 0
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.numbered_sgpr, 28
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.num_named_barrier, 0
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.private_seg_size, 0
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.uses_vcc, 1
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.uses_flat_scratch, 0
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.has_dyn_sized_stack, 0
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.has_recursion, 0
	.set _Z15PTTWAC_soa_astaiiiPfPiS0_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2352
; TotalNumSgprs: 30
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 20
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
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_b811d38b9ab6a0ca,@object ; @__hip_cuid_b811d38b9ab6a0ca
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_b811d38b9ab6a0ca
__hip_cuid_b811d38b9ab6a0ca:
	.byte	0                               ; 0x0
	.size	__hip_cuid_b811d38b9ab6a0ca, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_b811d38b9ab6a0ca
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
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z15PTTWAC_soa_astaiiiPfPiS0_
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _Z15PTTWAC_soa_astaiiiPfPiS0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
