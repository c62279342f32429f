	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_ ; -- Begin function _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
	.globl	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
	.p2align	8
	.type	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_,@function
_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_: ; @_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x5c
	s_load_b128 s[4:7], s[0:1], 0x8
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s5, v0
	s_cbranch_execz .LBB0_145
; %bb.1:
	s_load_b128 s[8:11], s[0:1], 0x28
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_nc_u32_e32 v33, 1, v0
	v_mov_b32_e32 v5, 1.0
	v_mov_b32_e32 v31, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[9:10], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v1, vcc_lo, s8, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s9, v10, vcc_lo
	v_add_co_u32 v3, vcc_lo, s10, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s11, v10, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s4, v33
	global_store_b32 v[1:2], v5, off
	global_store_b32 v[3:4], v31, off
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_145
; %bb.2:
	s_add_co_i32 s5, s6, 1
	s_clause 0x1
	s_load_b64 s[12:13], s[0:1], 0x0
	s_load_b128 s[8:11], s[0:1], 0x18
	v_mul_lo_u32 v5, v0, s5
	s_clause 0x1
	s_load_b64 s[14:15], s[0:1], 0x48
	s_load_b128 s[0:3], s[0:1], 0x38
	v_mul_lo_u32 v35, v0, s4
	s_cmp_gt_i32 s6, 0
	v_mul_lo_u32 v14, v0, s6
	s_cselect_b32 s18, -1, 0
	v_dual_mov_b32 v37, 0x30303030 :: v_dual_add_nc_u32 v6, s6, v5
	s_cmp_gt_i32 s4, 0
	s_mov_b32 s17, 0
	s_cselect_b32 s19, -1, 0
	s_cmp_lt_i32 s4, 1
	v_ashrrev_i32_e32 v7, 31, v6
	s_cselect_b32 s20, -1, 0
	s_cmp_lg_u32 s6, 1
	v_ashrrev_i32_e32 v22, 31, v35
	s_cselect_b32 s21, -1, 0
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	s_and_b32 s22, s6, 0x7ffffffe
	s_bitcmp1_b32 s6, 0
	v_mul_lo_u32 v13, v33, s5
	s_cselect_b32 s23, -1, 0
	s_cmp_gt_u32 s6, 3
	s_wait_kmcnt 0x0
	v_add_co_u32 v6, vcc_lo, s12, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s13, v7, vcc_lo
	s_cselect_b32 s24, -1, 0
	s_and_b32 s25, s6, 0x7ffffffc
	v_mov_b32_e32 v36, 48
	global_load_b32 v34, v[6:7], off
	v_add_nc_u32_e32 v7, v35, v0
	v_ashrrev_i32_e32 v6, 31, v5
	s_cmp_lg_u32 s6, s25
	s_mov_b32 s30, 0
	s_cselect_b32 s26, -1, 0
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64_e32 v[11:12], 2, v[5:6]
	v_add_co_u32 v7, vcc_lo, s14, v7
	v_ashrrev_i32_e32 v6, 31, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v8, null, s15, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, s0, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s1, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s12, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s13, v12, vcc_lo
	s_cmp_gt_u32 s4, 3
	v_add_co_u32 v15, vcc_lo, v11, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, 0, v12, vcc_lo
	v_add_co_u32 v17, vcc_lo, s2, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s3, v6, vcc_lo
	v_add_co_u32 v19, vcc_lo, s14, v35
	s_cselect_b32 s27, -1, 0
	s_and_b32 s28, s4, 0x7ffffffc
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v20, null, s15, v22, vcc_lo
	v_add_co_u32 v21, vcc_lo, s10, v35
	s_cmp_lg_u32 s4, s28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v22, null, s11, v22, vcc_lo
	v_add_co_u32 v23, vcc_lo, s8, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s9, v6, vcc_lo
	v_mov_b32_e32 v6, 49
	s_cselect_b32 s29, -1, 0
	s_add_nc_u64 s[2:3], s[12:13], 4
                                        ; implicit-def: $vgpr38
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v33, 1, v33
	v_add_nc_u32_e32 v13, s5, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e32 vcc_lo, s4, v33
	s_or_b32 s30, vcc_lo, s30
	s_and_not1_b32 exec_lo, exec_lo, s30
	s_cbranch_execz .LBB0_145
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_48 Depth 2
                                        ;       Child Loop BB0_57 Depth 3
                                        ;       Child Loop BB0_61 Depth 3
                                        ;       Child Loop BB0_64 Depth 3
                                        ;       Child Loop BB0_67 Depth 3
                                        ;       Child Loop BB0_78 Depth 3
                                        ;       Child Loop BB0_82 Depth 3
                                        ;       Child Loop BB0_87 Depth 3
                                        ;       Child Loop BB0_92 Depth 3
                                        ;       Child Loop BB0_96 Depth 3
                                        ;         Child Loop BB0_99 Depth 4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_106 Depth 5
                                        ;           Child Loop BB0_109 Depth 5
                                        ;           Child Loop BB0_112 Depth 5
                                        ;       Child Loop BB0_133 Depth 3
                                        ;       Child Loop BB0_137 Depth 3
                                        ;       Child Loop BB0_140 Depth 3
                                        ;       Child Loop BB0_144 Depth 3
	v_ashrrev_i32_e32 v14, 31, v13
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b64_e32 v[25:26], 2, v[13:14]
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_28
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mul_lo_u32 v41, v33, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, s6, v41
	v_ashrrev_i32_e32 v28, 31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[27:28], 2, v[27:28]
	v_add_co_u32 v27, vcc_lo, s12, v27
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v28, null, s13, v28, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s21
	s_wait_loadcnt 0x0
	global_load_b32 v32, v[27:28], off
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_29
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_co_u32 v27, vcc_lo, s2, v25
	v_mov_b32_e32 v30, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v39, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v29, v15
	s_mov_b32 s1, 0
	s_branch .LBB0_9
.LBB0_7:                                ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	v_add_co_u32 v27, vcc_lo, v27, 8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v28, null, 0, v28, vcc_lo
	v_add_co_u32 v29, vcc_lo, v29, 8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_co_i32 s1, s1, 2
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s22, s1
	s_cbranch_scc1 .LBB0_30
.LBB0_9:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v42, v[29:30], off offset:-4
	global_load_b32 v44, v[27:28], off offset:-4
	s_wait_loadcnt 0x0
	v_dual_sub_f32 v42, v42, v34 :: v_dual_sub_f32 v43, v44, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_f32_e32 vcc_lo, 0, v42
	v_cmp_le_f32_e64 s0, 0, v43
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s8
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v40, 1, v40
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
	ds_store_b8 v42, v6 offset:1600
	ds_store_b8 v42, v36 offset:1603
	ds_store_b8 v42, v36 offset:1606
                                        ; implicit-def: $vgpr42
.LBB0_11:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_19
; %bb.12:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc_lo, 0, v42
	v_cmp_nlt_f32_e64 s0, v44, v32
	s_or_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s9, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s9
	s_cbranch_execz .LBB0_16
; %bb.13:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v42, v42, v43
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0, v42
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_9 Depth=2
	v_dual_mov_b32 v42, s1 :: v_dual_add_nc_u32 v39, 1, v39
	ds_store_b8 v42, v36 offset:1600
	ds_store_b8 v42, v36 offset:1603
	ds_store_b8 v42, v6 offset:1606
.LBB0_15:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_16:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v14, 1, v14
	ds_store_b8 v42, v36 offset:1600
	ds_store_b8 v42, v6 offset:1603
	ds_store_b8 v42, v36 offset:1606
.LBB0_18:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_19:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
	global_load_b32 v42, v[29:30], off
	global_load_b32 v44, v[27:28], off
	s_wait_loadcnt 0x0
	v_dual_sub_f32 v42, v42, v34 :: v_dual_sub_f32 v43, v44, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_f32_e32 vcc_lo, 0, v42
	v_cmp_le_f32_e64 s0, 0, v43
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s8
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v40, 1, v40
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
	ds_store_b8 v42, v6 offset:1601
	ds_store_b8 v42, v36 offset:1604
	ds_store_b8 v42, v36 offset:1607
                                        ; implicit-def: $vgpr42
.LBB0_21:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_8
; %bb.22:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc_lo, 0, v42
	v_cmp_nlt_f32_e64 s0, v44, v32
	s_or_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s9, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s9
	s_cbranch_execz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v42, v42, v43
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0, v42
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_9 Depth=2
	v_dual_mov_b32 v42, s1 :: v_dual_add_nc_u32 v39, 1, v39
	ds_store_b8 v42, v36 offset:1601
	ds_store_b8 v42, v36 offset:1604
	ds_store_b8 v42, v6 offset:1607
.LBB0_25:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_26:                               ;   in Loop: Header=BB0_9 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_7
; %bb.27:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v14, 1, v14
	ds_store_b8 v42, v36 offset:1601
	ds_store_b8 v42, v6 offset:1604
	ds_store_b8 v42, v36 offset:1607
	s_branch .LBB0_7
.LBB0_28:                               ;   in Loop: Header=BB0_4 Depth=1
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v39, 0
	v_mov_b32_e32 v40, 0
	s_branch .LBB0_42
.LBB0_29:                               ;   in Loop: Header=BB0_4 Depth=1
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v39, 0
	v_mov_b32_e32 v40, 0
	s_mov_b32 s1, 0
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_42
.LBB0_30:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b32 s1, s22
	s_mov_b32 s0, s23
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_42
.LBB0_31:                               ;   in Loop: Header=BB0_4 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v27, s1, v5
	v_add_nc_u32_e32 v29, s1, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v28, 31, v27
	v_ashrrev_i32_e32 v30, 31, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[27:28], 2, v[27:28]
	v_lshlrev_b64_e32 v[29:30], 2, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v27, vcc_lo, s12, v27
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v28, null, s13, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v29, vcc_lo, s12, v29
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, s13, v30, vcc_lo
	s_clause 0x1
	global_load_b32 v27, v[27:28], off
	global_load_b32 v29, v[29:30], off
	s_wait_loadcnt 0x0
	v_dual_sub_f32 v27, v27, v34 :: v_dual_sub_f32 v28, v29, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_f32_e32 vcc_lo, 0, v27
	v_cmp_le_f32_e64 s0, 0, v28
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s8, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s8
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_4 Depth=1
	v_dual_mov_b32 v27, s1 :: v_dual_add_nc_u32 v40, 1, v40
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr28
	ds_store_b8 v27, v6 offset:1600
	ds_store_b8 v27, v36 offset:1603
	ds_store_b8 v27, v36 offset:1606
                                        ; implicit-def: $vgpr27
.LBB0_33:                               ;   in Loop: Header=BB0_4 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_41
; %bb.34:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_ngt_f32_e32 vcc_lo, 0, v27
	v_cmp_nlt_f32_e64 s0, v29, v32
	s_or_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s9, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s9
	s_cbranch_execz .LBB0_38
; %bb.35:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mul_f32_e32 v27, v27, v28
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0, v27
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v27, s1
	v_add_nc_u32_e32 v39, 1, v39
	ds_store_b8 v27, v36 offset:1600
	ds_store_b8 v27, v36 offset:1603
	ds_store_b8 v27, v6 offset:1606
.LBB0_37:                               ;   in Loop: Header=BB0_4 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_38:                               ;   in Loop: Header=BB0_4 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_4 Depth=1
	v_dual_mov_b32 v27, s1 :: v_dual_add_nc_u32 v14, 1, v14
	ds_store_b8 v27, v36 offset:1600
	ds_store_b8 v27, v6 offset:1603
	ds_store_b8 v27, v36 offset:1606
.LBB0_40:                               ;   in Loop: Header=BB0_4 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_41:                               ;   in Loop: Header=BB0_4 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_42:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v27, v33, v35
	v_add_co_u32 v25, vcc_lo, s12, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v26, null, s13, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_u32 v27, vcc_lo, s14, v27
	s_mov_b32 s31, 0
	s_movk_i32 s33, 0x640
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v28, null, s15, v28, vcc_lo
	s_branch .LBB0_48
.LBB0_43:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v31, v42
	global_store_b32 v[3:4], v42, off
	global_store_b32 v[9:10], v38, off
.LBB0_44:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_45:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_46:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s35
.LBB0_47:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_co_i32 s31, s31, 1
	s_addk_co_i32 s33, 0xc8
	s_cmp_eq_u32 s31, 3
	s_cbranch_scc1 .LBB0_3
.LBB0_48:                               ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_57 Depth 3
                                        ;       Child Loop BB0_61 Depth 3
                                        ;       Child Loop BB0_64 Depth 3
                                        ;       Child Loop BB0_67 Depth 3
                                        ;       Child Loop BB0_78 Depth 3
                                        ;       Child Loop BB0_82 Depth 3
                                        ;       Child Loop BB0_87 Depth 3
                                        ;       Child Loop BB0_92 Depth 3
                                        ;       Child Loop BB0_96 Depth 3
                                        ;         Child Loop BB0_99 Depth 4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_106 Depth 5
                                        ;           Child Loop BB0_109 Depth 5
                                        ;           Child Loop BB0_112 Depth 5
                                        ;       Child Loop BB0_133 Depth 3
                                        ;       Child Loop BB0_137 Depth 3
                                        ;       Child Loop BB0_140 Depth 3
                                        ;       Child Loop BB0_144 Depth 3
	v_mov_b32_e32 v29, v40
	s_cmp_lt_i32 s31, 1
	s_cbranch_scc1 .LBB0_54
; %bb.49:                               ;   in Loop: Header=BB0_48 Depth=2
	s_cmp_lg_u32 s31, 1
	s_mov_b32 s0, -1
	s_cbranch_scc0 .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
.LBB0_51:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v38, v14
.LBB0_53:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v29, v38
.LBB0_54:                               ;   in Loop: Header=BB0_48 Depth=2
	s_cmp_eq_u32 s31, 2
	s_mov_b32 s34, exec_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v38, v29, v39, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i32_e32 10, v38
	s_cbranch_execz .LBB0_47
; %bb.55:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v42, 0
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_58
; %bb.56:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v30, v12 :: v_dual_mov_b32 v29, v11
	v_mov_b32_e32 v43, 0
	s_movk_i32 s1, 0x320
	s_mov_b32 s8, s6
	s_mov_b32 s9, s33
.LBB0_57:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_wait_loadcnt 0x0
	global_load_b32 v32, v[29:30], off
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v41, s9 :: v_dual_mov_b32 v44, s1
	v_add_co_u32 v29, s0, v29, 4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, s0
	ds_load_u8 v41, v41
	s_add_co_i32 s8, s8, -1
	s_add_co_i32 s9, s9, 1
	s_add_co_i32 s1, s1, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s8, 0
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 49, v41
	s_wait_loadcnt 0x0
	v_add_f32_e32 v41, v42, v32
	v_add_f32_e32 v45, v43, v32
	ds_store_b32 v44, v32
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v42, v41, v42 :: v_dual_cndmask_b32 v43, v43, v45
	s_cbranch_scc1 .LBB0_57
	s_branch .LBB0_59
.LBB0_58:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v43, 0
.LBB0_59:                               ;   in Loop: Header=BB0_48 Depth=2
	v_sub_nc_u32_e32 v29, s6, v38
	s_wait_loadcnt 0x0
	v_cvt_f32_u32_e32 v32, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v41, v29
	v_div_scale_f32 v29, null, v32, v32, v43
	v_div_scale_f32 v48, vcc_lo, v43, v32, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_scale_f32 v30, null, v41, v41, v42
	v_rcp_f32_e32 v44, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_rcp_f32_e32 v45, v30
	v_fma_f32 v46, -v29, v44, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v47, -v30, v45, 1.0
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, s0, v42, v41, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v45, v47, v45
	v_mul_f32_e32 v47, v48, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v49, v46, v45
	v_fma_f32 v50, -v29, v47, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v51, -v30, v49, v46
	v_fmac_f32_e32 v47, v50, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v49, v51, v45
	v_fma_f32 v29, -v29, v47, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v30, v49, v46
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v29, v29, v44, v47
	s_mov_b32 vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	v_div_fmas_f32 v30, v30, v45, v49
	s_and_not1_b32 vcc_lo, exec_lo, s18
	v_div_fixup_f32 v43, v29, v32, v43
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fixup_f32 v44, v30, v41, v42
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_72
; %bb.60:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x320
.LBB0_61:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s33, s0
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v42, s1 :: v_dual_mov_b32 v45, s8
	s_add_co_i32 s0, s0, 1
	s_add_co_i32 s1, s1, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s6, s0
	ds_load_b32 v42, v42
	ds_load_u8 v45, v45
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 49, v45
	v_sub_f32_e32 v46, v43, v42
	v_sub_f32_e32 v42, v44, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v42, v42, v42, v29
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v29, v42, v29, vcc_lo
	v_fma_f32 v46, v46, v46, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v30, v30, v46, vcc_lo
	s_cbranch_scc0 .LBB0_61
; %bb.62:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v42, 0x4f800000, v29 :: v_dual_mul_f32 v45, 0x4f800000, v30
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v29
	v_cmp_gt_f32_e64 s0, 0xf800000, v30
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v29, v29, v42, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v30, v30, v45, s0
	v_sqrt_f32_e32 v42, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_sqrt_f32_e32 v45, v30
	v_add_nc_u32_e32 v46, -1, v42
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v47, -1, v45
	v_add_nc_u32_e32 v48, 1, v42
	v_add_nc_u32_e32 v49, 1, v45
	v_fma_f32 v50, -v46, v42, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v51, -v47, v45, v30
	v_fma_f32 v52, -v48, v42, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v53, -v49, v45, v30
	v_cmp_ge_f32_e64 s1, 0, v50
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v42, v42, v46, s1
	v_cmp_ge_f32_e64 s1, 0, v51
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v45, v45, v47, s1
	v_cmp_lt_f32_e64 s1, 0, v52
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v42, v42, v48, s1
	v_cmp_lt_f32_e64 s1, 0, v53
	v_mul_f32_e32 v46, 0x37800000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v42, v42, v46, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v45, v45, v49, s1
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v47, 0x37800000, v45
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v42, v42, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_cndmask_b32_e64 v45, v45, v47, s0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v46, v45, v30, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_73
.LBB0_63:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v30, v26
	v_dual_mov_b32 v29, v25 :: v_dual_mov_b32 v50, 0
	s_mov_b32 s1, 0
	s_mov_b32 s8, 0
.LBB0_64:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v45, v[29:30], off
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s33, s8
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v49, s1 :: v_dual_mov_b32 v48, s0
	v_add_co_u32 v29, s0, v29, 4
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, s0
	ds_load_u8 v48, v48
	s_add_co_i32 s8, s8, 1
	s_add_co_i32 s1, s1, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s8
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 49, v48
	s_wait_loadcnt 0x0
	v_add_f32_e32 v51, v50, v45
	v_add_f32_e32 v48, v47, v45
	ds_store_b32 v49, v45
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v50, v50, v51, vcc_lo
	v_cndmask_b32_e32 v47, v48, v47, vcc_lo
	s_cbranch_scc1 .LBB0_64
; %bb.65:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v29, null, v32, v32, v50
	v_div_scale_f32 v30, null, v41, v41, v47
	v_div_scale_f32 v52, vcc_lo, v50, v32, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v45, v29
	v_rcp_f32_e32 v48, v30
	s_mov_b32 s1, 0
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v49, -v29, v45, 1.0
	v_fma_f32 v51, -v30, v48, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v49, v45 :: v_dual_fmac_f32 v48, v51, v48
	v_div_scale_f32 v49, s0, v47, v41, v47
	v_mul_f32_e32 v51, v52, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v53, v49, v48
	v_fma_f32 v54, -v29, v51, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v55, -v30, v53, v49
	v_fmac_f32_e32 v51, v54, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v53, v55, v48
	v_fma_f32 v29, -v29, v51, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v30, -v30, v53, v49
	v_mov_b32_e32 v49, 0
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v29, v29, v45, v51
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v45, 0
	s_wait_alu depctr_sa_sdst(0)
	v_div_fmas_f32 v30, v30, v48, v53
	v_mov_b32_e32 v48, 0
	v_div_fixup_f32 v50, v29, v32, v50
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fixup_f32 v51, v30, v41, v47
	v_mov_b32_e32 v47, 0
	s_branch .LBB0_67
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=3
	s_wait_dscnt 0x0
	v_dual_sub_f32 v30, v43, v30 :: v_dual_sub_f32 v29, v50, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v47, v30, v29
	v_fmac_f32_e32 v49, v29, v29
	s_add_co_i32 s1, s1, 1
	s_add_co_i32 s0, s0, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc0 .LBB0_71
.LBB0_67:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_co_i32 s8, s33, s1
                                        ; implicit-def: $vgpr53
	s_wait_dscnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v29, s8
	s_mov_b32 s8, -1
	ds_load_u8 v52, v29
	v_mov_b32_e32 v29, s0
	ds_load_2addr_b32 v[29:30], v29 offset1:200
	s_wait_dscnt 0x1
	v_cmp_ne_u32_e32 vcc_lo, 49, v52
                                        ; implicit-def: $vgpr52
	s_cbranch_vccz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=3
	s_wait_dscnt 0x0
	v_sub_f32_e32 v52, v44, v30
	v_sub_f32_e32 v54, v51, v29
	s_mov_b32 s8, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v53, v52, v54, v45
	v_fma_f32 v52, v54, v54, v48
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=3
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 vcc_lo, exec_lo, s8
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_66
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=3
	v_dual_mov_b32 v45, v53 :: v_dual_mov_b32 v48, v52
	s_add_co_i32 s1, s1, 1
	s_add_co_i32 s0, s0, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc1 .LBB0_67
.LBB0_71:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_dscnt 0x0
	v_dual_mul_f32 v29, 0x4f800000, v49 :: v_dual_mul_f32 v30, 0x4f800000, v48
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v49
	v_cmp_gt_f32_e64 s0, 0xf800000, v48
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v29, v49, v29, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, v48, v30, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v43, v29
	v_sqrt_f32_e32 v44, v30
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_nc_u32_e32 v48, -1, v43
	v_add_nc_u32_e32 v49, -1, v44
	v_add_nc_u32_e32 v50, 1, v43
	v_add_nc_u32_e32 v51, 1, v44
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v52, -v48, v43, v29
	v_fma_f32 v53, -v49, v44, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v54, -v50, v43, v29
	v_fma_f32 v55, -v51, v44, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v52
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v43, v43, v48, s1
	v_cmp_ge_f32_e64 s1, 0, v53
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v44, v44, v49, s1
	v_cmp_lt_f32_e64 s1, 0, v54
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v43, v43, v50, s1
	v_cmp_lt_f32_e64 s1, 0, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v48, 0x37800000, v43
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v44, v44, v51, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v43, v43, v48, vcc_lo
	v_mul_f32_e32 v49, 0x37800000, v44
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v44, v44, v49, s0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v29, v43, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v43, v44, v30, vcc_lo
	s_branch .LBB0_74
.LBB0_72:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v46, 0
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_63
.LBB0_73:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v47, 0
.LBB0_74:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v46, v29
	s_mov_b32 s35, exec_lo
	v_div_scale_f32 v30, null, v29, v29, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v44, v30
	v_fma_f32 v46, -v30, v44, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, vcc_lo, v47, v29, v47
	v_mul_f32_e32 v48, v46, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v49, -v30, v48, v46
	v_fmac_f32_e32 v48, v49, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v30, v48, v46
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v30, v30, v44, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v29, v30, v29, v47
	v_cmpx_lt_f32_e64 s7, |v29|
	s_cbranch_execz .LBB0_46
; %bb.75:                               ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_83
; %bb.76:                               ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s24
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_80
; %bb.77:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v30, v18 :: v_dual_mov_b32 v29, v17
	s_mov_b32 s0, 0
.LBB0_78:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s1, s33, s0
	s_add_co_i32 s0, s0, 4
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v44, s1
	s_cmp_lg_u32 s25, s0
	ds_load_b32 v44, v44
	s_wait_dscnt 0x0
	global_store_b32 v[29:30], v44, off
	v_add_co_u32 v29, vcc_lo, v29, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_cbranch_scc1 .LBB0_78
; %bb.79:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, s25
	s_mov_b32 s1, s26
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s1
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_81
	s_branch .LBB0_83
.LBB0_80:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_83
.LBB0_81:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v29, vcc_lo, v17, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v18, vcc_lo
.LBB0_82:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_co_i32 s1, s33, s0
	s_add_co_i32 s0, s0, 1
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v44, s1
	s_cmp_eq_u32 s6, s0
	ds_load_u8 v44, v44
	s_wait_dscnt 0x0
	global_store_b8 v[29:30], v44, off
	v_add_co_u32 v29, vcc_lo, v29, 1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_cbranch_scc0 .LBB0_82
.LBB0_83:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mul_f32_e32 v29, v42, v43
	s_mov_b32 s1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v30, null, v29, v29, v45
	v_rcp_f32_e32 v42, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, -v30, v42, 1.0
	v_fmac_f32_e32 v42, v43, v42
	v_div_scale_f32 v44, vcc_lo, v45, v29, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, v44, v42
	v_fma_f32 v46, -v30, v43, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v43, v46, v42
	v_fma_f32 v30, -v30, v43, v44
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v30, v30, v42, v43
	s_and_b32 vcc_lo, exec_lo, s20
	v_div_fixup_f32 v29, v30, v29, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_f32_e64 s0, s7, |v29|
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_48 Depth=2
	global_store_b8 v[7:8], v6, off
	s_mov_b32 s1, 0
	global_store_b8 v[27:28], v6, off
.LBB0_85:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v43, 0, 1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_89
; %bb.86:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v30, v20 :: v_dual_mov_b32 v29, v19
	s_and_not1_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s0, s28
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_90
.LBB0_87:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_store_b32 v[29:30], v37, off
	v_add_co_u32 v29, vcc_lo, v29, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_co_i32 s0, s0, -4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_87
; %bb.88:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, s28
	s_mov_b32 s1, s29
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s1
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_91
	s_branch .LBB0_93
.LBB0_89:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v29, 1.0 :: v_dual_mov_b32 v42, 2
	s_branch .LBB0_129
.LBB0_90:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_93
.LBB0_91:                               ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v29, vcc_lo, v19, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v20, vcc_lo
	s_sub_co_i32 s0, s4, s0
.LBB0_92:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_store_b8 v[29:30], v36, off
	v_add_co_u32 v29, vcc_lo, v29, 1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s0, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_92
.LBB0_93:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v44, 1
	v_mov_b32_e32 v42, 2
	s_mov_b32 s8, 0
	s_mov_b32 s36, 0
	s_clause 0x1
	global_store_b8 v[7:8], v6, off
	global_store_b8 v[27:28], v6, off
	s_branch .LBB0_96
.LBB0_94:                               ;   in Loop: Header=BB0_96 Depth=3
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_95:                               ;   in Loop: Header=BB0_96 Depth=3
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s37
	s_add_co_i32 s36, s36, 1
	s_add_co_i32 s8, s8, s5
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s36, s4
	s_cbranch_scc0 .LBB0_128
.LBB0_96:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB0_99 Depth 4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_106 Depth 5
                                        ;           Child Loop BB0_109 Depth 5
                                        ;           Child Loop BB0_112 Depth 5
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_ne_u32_e32 vcc_lo, s36, v33
	v_cmp_ne_u32_e64 s0, s36, v0
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB0_95
; %bb.97:                               ;   in Loop: Header=BB0_96 Depth=3
	s_mov_b32 s9, s17
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v46, 0
	s_mov_b32 s16, 0
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[8:9], 2
	s_mov_b32 s9, s16
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[10:11], s[12:13], s[0:1]
	s_mov_b32 s38, s16
	s_branch .LBB0_99
.LBB0_98:                               ;   in Loop: Header=BB0_99 Depth=4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s39
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s9, s0, s9
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB0_126
.LBB0_99:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ; =>      This Loop Header: Depth=4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_106 Depth 5
                                        ;           Child Loop BB0_109 Depth 5
                                        ;           Child Loop BB0_112 Depth 5
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v29, s38, v35
	s_mov_b32 s39, -1
	s_mov_b32 s0, -1
	s_mov_b32 s40, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v29, vcc_lo, s14, v29
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, s15, v30, vcc_lo
	global_load_u8 v29, v[29:30], off
	s_wait_loadcnt 0x0
	v_cmpx_eq_u16_e32 49, v29
	s_cbranch_execz .LBB0_124
; %bb.100:                              ;   in Loop: Header=BB0_99 Depth=4
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_103
; %bb.101:                              ;   in Loop: Header=BB0_99 Depth=4
	s_mov_b32 s43, 0
	s_mov_b32 s41, 0
	s_movk_i32 s44, 0x320
	s_mov_b64 s[0:1], s[10:11]
	s_mov_b32 s42, 0
.LBB0_102:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s45, s33, s43
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v30, s44 :: v_dual_mov_b32 v29, s45
	s_load_b32 s45, s[0:1], 0x0
	s_add_nc_u64 s[0:1], s[0:1], 4
	ds_load_u8 v29, v29
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v47, s45
	s_add_f32 s47, s42, s45
	s_add_f32 s45, s41, s45
	s_wait_dscnt 0x0
	v_readfirstlane_b32 s46, v29
	ds_store_b32 v30, v47
	s_cmp_eq_u32 s46, 49
	s_cselect_b32 s42, s47, s42
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s41, s41, s45
	s_add_co_i32 s43, s43, 1
	s_add_co_i32 s44, s44, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s43
	s_cbranch_scc1 .LBB0_102
	s_branch .LBB0_104
.LBB0_103:                              ;   in Loop: Header=BB0_99 Depth=4
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
.LBB0_104:                              ;   in Loop: Header=BB0_99 Depth=4
	s_wait_alu depctr_sa_sdst(0)
	v_div_scale_f32 v29, null, v32, v32, s42
	v_div_scale_f32 v30, null, v41, v41, s41
	v_div_scale_f32 v51, vcc_lo, s42, v32, s42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v47, v29
	v_rcp_f32_e32 v48, v30
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v49, -v29, v47, 1.0
	v_fma_f32 v50, -v30, v48, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v47, v49, v47 :: v_dual_fmac_f32 v48, v50, v48
	v_div_scale_f32 v49, s0, s41, v41, s41
	v_mul_f32_e32 v50, v51, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v52, v49, v48
	v_fma_f32 v53, -v29, v50, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v54, -v30, v52, v49
	v_fmac_f32_e32 v50, v53, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v52, v54, v48
	v_fma_f32 v29, -v29, v50, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v30, v52, v49
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v29, v29, v47, v50
	s_mov_b32 vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	v_div_fmas_f32 v30, v30, v48, v52
	s_and_not1_b32 vcc_lo, exec_lo, s18
	v_div_fixup_f32 v48, v29, v32, s42
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fixup_f32 v49, v30, v41, s41
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_117
; %bb.105:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x320
.LBB0_106:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s41, s33, s0
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v47, s1 :: v_dual_mov_b32 v50, s41
	s_add_co_i32 s0, s0, 1
	s_add_co_i32 s1, s1, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s6, s0
	ds_load_b32 v47, v47
	ds_load_u8 v50, v50
	s_wait_dscnt 0x1
	v_sub_f32_e32 v51, v48, v47
	v_sub_f32_e32 v47, v49, v47
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, 49, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v51, v51, v51, v30
	v_fma_f32 v47, v47, v47, v29
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v30, v30, v51 :: v_dual_cndmask_b32 v29, v47, v29
	s_cbranch_scc0 .LBB0_106
; %bb.107:                              ;   in Loop: Header=BB0_99 Depth=4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v47, 0x4f800000, v29 :: v_dual_mul_f32 v50, 0x4f800000, v30
	v_cmp_gt_f32_e64 s0, 0xf800000, v30
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v29
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, v30, v50, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v50, v30
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v29, v29, v47 :: v_dual_add_nc_u32 v52, -1, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v47, v29
	v_add_nc_u32_e32 v54, 1, v50
	v_fma_f32 v56, -v52, v50, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v58, -v54, v50, v30
	v_add_nc_u32_e32 v51, -1, v47
	v_add_nc_u32_e32 v53, 1, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v55, -v51, v47, v29
	v_fma_f32 v57, -v53, v47, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v55
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v47, v47, v51, s1
	v_cmp_ge_f32_e64 s1, 0, v56
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v50, v50, v52, s1
	v_cmp_lt_f32_e64 s1, 0, v57
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v47, v47, v53, s1
	v_cmp_lt_f32_e64 s1, 0, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v51, 0x37800000, v47
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v50, v50, v54, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v47, v47, v51 :: v_dual_mul_f32 v52, 0x37800000, v50
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	v_cndmask_b32_e64 v50, v50, v52, s0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v47, v47, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v50, v50, v30, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_118
.LBB0_108:                              ;   in Loop: Header=BB0_99 Depth=4
	s_lshl_b64 s[0:1], s[16:17], 2
	s_mov_b32 s43, 0
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[0:1], s[12:13], s[0:1]
	s_mov_b32 s44, 0
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
.LBB0_109:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s45, s33, s44
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v30, s43 :: v_dual_mov_b32 v29, s45
	s_load_b32 s45, s[0:1], 0x0
	s_add_nc_u64 s[0:1], s[0:1], 4
	ds_load_u8 v29, v29
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v51, s45
	s_add_f32 s47, s42, s45
	s_add_f32 s45, s41, s45
	s_wait_dscnt 0x0
	v_readfirstlane_b32 s46, v29
	ds_store_b32 v30, v51
	s_cmp_eq_u32 s46, 49
	s_cselect_b32 s42, s47, s42
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s41, s41, s45
	s_add_co_i32 s44, s44, 1
	s_add_co_i32 s43, s43, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s44
	s_cbranch_scc1 .LBB0_109
; %bb.110:                              ;   in Loop: Header=BB0_99 Depth=4
	v_div_scale_f32 v29, null, v32, v32, s42
	v_div_scale_f32 v30, null, v41, v41, s41
	v_div_scale_f32 v55, vcc_lo, s42, v32, s42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v51, v29
	v_rcp_f32_e32 v52, v30
	s_mov_b32 s1, 0
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v53, -v29, v51, 1.0
	v_fma_f32 v54, -v30, v52, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v51, v53, v51 :: v_dual_fmac_f32 v52, v54, v52
	v_div_scale_f32 v53, s0, s41, v41, s41
	v_mul_f32_e32 v54, v55, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v56, v53, v52
	v_fma_f32 v58, -v30, v56, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v56, v58, v52
	v_fma_f32 v30, -v30, v56, v53
	v_mov_b32_e32 v53, 0
	v_fma_f32 v57, -v29, v54, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v54, v57, v51
	v_fma_f32 v29, -v29, v54, v55
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v29, v29, v51, v54
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v51, 0
	s_wait_alu depctr_sa_sdst(0)
	v_div_fmas_f32 v30, v30, v52, v56
	v_mov_b32_e32 v54, 0
	v_div_fixup_f32 v55, v29, v32, s42
	v_mov_b32_e32 v52, 0
	s_mov_b32 s0, 0
	v_div_fixup_f32 v56, v30, v41, s41
	s_branch .LBB0_112
.LBB0_111:                              ;   in Loop: Header=BB0_112 Depth=5
	s_wait_dscnt 0x0
	v_dual_sub_f32 v30, v48, v30 :: v_dual_sub_f32 v29, v55, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v52, v30, v29
	v_fmac_f32_e32 v54, v29, v29
	s_add_co_i32 s1, s1, 1
	s_add_co_i32 s0, s0, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc0 .LBB0_116
.LBB0_112:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_co_i32 s41, s33, s1
                                        ; implicit-def: $vgpr58
	s_wait_dscnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v29, s41
	s_mov_b32 s41, -1
	ds_load_u8 v57, v29
	v_mov_b32_e32 v29, s0
	ds_load_2addr_b32 v[29:30], v29 offset1:200
	s_wait_dscnt 0x1
	v_cmp_ne_u32_e32 vcc_lo, 49, v57
                                        ; implicit-def: $vgpr57
	s_cbranch_vccz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_112 Depth=5
	s_wait_dscnt 0x0
	v_sub_f32_e32 v57, v49, v30
	v_sub_f32_e32 v59, v56, v29
	s_mov_b32 s41, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v58, v57, v59, v51
	v_fma_f32 v57, v59, v59, v53
.LBB0_114:                              ;   in Loop: Header=BB0_112 Depth=5
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 vcc_lo, exec_lo, s41
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_111
; %bb.115:                              ;   in Loop: Header=BB0_112 Depth=5
	v_mov_b32_e32 v51, v58
	v_mov_b32_e32 v53, v57
	s_add_co_i32 s1, s1, 1
	s_add_co_i32 s0, s0, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc1 .LBB0_112
.LBB0_116:                              ;   in Loop: Header=BB0_99 Depth=4
	s_wait_dscnt 0x0
	v_dual_mul_f32 v29, 0x4f800000, v54 :: v_dual_mul_f32 v30, 0x4f800000, v53
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v54
	v_cmp_gt_f32_e64 s0, 0xf800000, v53
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v29, v54, v29, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v48, v53, v30, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v30, v29
	v_sqrt_f32_e32 v49, v48
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_nc_u32_e32 v53, -1, v30
	v_add_nc_u32_e32 v54, -1, v49
	v_add_nc_u32_e32 v55, 1, v30
	v_add_nc_u32_e32 v56, 1, v49
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v57, -v53, v30, v29
	v_fma_f32 v58, -v54, v49, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v59, -v55, v30, v29
	v_fma_f32 v60, -v56, v49, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v57
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, v30, v53, s1
	v_cmp_ge_f32_e64 s1, 0, v58
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v49, v49, v54, s1
	v_cmp_lt_f32_e64 s1, 0, v59
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v30, v30, v55, s1
	v_cmp_lt_f32_e64 s1, 0, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v53, 0x37800000, v30
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v49, v49, v56, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v30, v30, v53, vcc_lo
	v_mul_f32_e32 v54, 0x37800000, v49
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v49, v49, v54, s0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v30, v30, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v48, 0x260
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v29, v49, v48, vcc_lo
	s_branch .LBB0_119
.LBB0_117:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v50, 0
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_108
.LBB0_118:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
	v_dual_mov_b32 v51, 0 :: v_dual_mov_b32 v52, 0
.LBB0_119:                              ;   in Loop: Header=BB0_99 Depth=4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v50, v30
	s_mov_b32 s1, 0
	v_div_scale_f32 v48, null, v30, v30, v52
	v_div_scale_f32 v53, vcc_lo, v52, v30, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v50, -v48, v49, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v49
	v_mul_f32_e32 v50, v53, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v48, v50, v53
	v_fmac_f32_e32 v50, v54, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v48, v50, v53
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v48, v48, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v30, v48, v30, v52
	v_cmp_lt_f32_e64 s41, s7, |v30|
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b32 s0, s41
	s_cbranch_execz .LBB0_123
; %bb.120:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mul_f32_e32 v29, v47, v29
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v30, null, v29, v29, v51
	v_rcp_f32_e32 v47, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v30, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, v51, v29, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v48, v47
	v_fma_f32 v50, -v30, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v47
	v_fma_f32 v30, -v30, v49, v48
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v30, v30, v47, v49
	v_div_fixup_f32 v29, v30, v29, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e64 s7, |v29|
; %bb.121:                              ;   in Loop: Header=BB0_99 Depth=4
	v_add_nc_u32_e32 v45, 1, v45
; %bb.122:                              ;   in Loop: Header=BB0_99 Depth=4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v30, 1, v46
	s_mov_b32 s1, exec_lo
.LBB0_123:                              ;   in Loop: Header=BB0_99 Depth=4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v46, v30
	s_or_not1_b32 s0, s1, exec_lo
.LBB0_124:                              ;   in Loop: Header=BB0_99 Depth=4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s40
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_98
; %bb.125:                              ;   in Loop: Header=BB0_99 Depth=4
	s_add_co_i32 s38, s38, 1
	s_add_co_i32 s16, s16, s5
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s38, s4
	s_cselect_b32 s0, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_or_not1_b32 s39, s0, exec_lo
	s_branch .LBB0_98
.LBB0_126:                              ;   in Loop: Header=BB0_96 Depth=3
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0, v46
	s_cbranch_execz .LBB0_94
; %bb.127:                              ;   in Loop: Header=BB0_96 Depth=3
	v_add_nc_u32_e32 v29, s36, v35
	v_add_nc_u32_e32 v43, v45, v43
	v_add_nc_u32_e32 v44, v46, v44
	v_add_nc_u32_e32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v29, vcc_lo, s14, v29
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, s15, v30, vcc_lo
	global_store_b8 v[29:30], v6, off
	s_branch .LBB0_94
.LBB0_128:                              ;   in Loop: Header=BB0_48 Depth=2
	v_cvt_f32_u32_e32 v29, v44
.LBB0_129:                              ;   in Loop: Header=BB0_48 Depth=2
	v_cvt_f32_i32_e32 v30, v43
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v32, null, v29, v29, v30
	v_rcp_f32_e32 v41, v32
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, -v32, v41, 1.0
	v_fmac_f32_e32 v41, v43, v41
	v_div_scale_f32 v43, vcc_lo, v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v43, v41
	v_fma_f32 v45, -v32, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v44, v45, v41
	v_fma_f32 v32, -v32, v44, v43
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v32, v32, v41, v44
	v_div_fixup_f32 v29, v32, v29, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0x3c23d70a, v29
	s_cbranch_execz .LBB0_45
; %bb.130:                              ;   in Loop: Header=BB0_48 Depth=2
	v_max_i32_e32 v30, 10, v31
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i32_e64 v30, v42
	s_cbranch_execz .LBB0_44
; %bb.131:                              ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s19
	global_store_b32 v[1:2], v29, off
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_138
; %bb.132:                              ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v30, v20 :: v_dual_mov_b32 v29, v19
	v_dual_mov_b32 v32, v22 :: v_dual_mov_b32 v31, v21
	s_and_not1_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s8, s28
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_135
.LBB0_133:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_co_i32 s8, s8, -4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s8, 0
	s_wait_loadcnt 0x0
	global_store_b32 v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc1 .LBB0_133
; %bb.134:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, s28
	s_mov_b32 s9, s29
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s9
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_136
	s_branch .LBB0_138
.LBB0_135:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, 0
	s_cbranch_execz .LBB0_138
.LBB0_136:                              ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v29, vcc_lo, v19, s8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v20, vcc_lo
	v_add_co_u32 v31, vcc_lo, v21, s8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, 0, v22, vcc_lo
	s_sub_co_i32 s8, s4, s8
.LBB0_137:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_u8 v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s8, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s8, 0
	s_wait_loadcnt 0x0
	global_store_b8 v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc0 .LBB0_137
.LBB0_138:                              ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_43
; %bb.139:                              ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v30, v18 :: v_dual_mov_b32 v29, v17
	v_dual_mov_b32 v32, v24 :: v_dual_mov_b32 v31, v23
	s_and_not1_b32 vcc_lo, exec_lo, s24
	s_mov_b32 s8, s25
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB0_142
.LBB0_140:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_co_i32 s8, s8, -4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s8, 0
	s_wait_loadcnt 0x0
	global_store_b32 v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc1 .LBB0_140
; %bb.141:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, s25
	s_mov_b32 s9, s26
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s9
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB0_43
	s_branch .LBB0_143
.LBB0_142:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, 0
	s_cbranch_execz .LBB0_43
.LBB0_143:                              ;   in Loop: Header=BB0_48 Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v29, vcc_lo, v17, s8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v18, vcc_lo
	v_add_co_u32 v31, vcc_lo, v23, s8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, 0, v24, vcc_lo
	s_sub_co_i32 s8, s6, s8
.LBB0_144:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_u8 v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s8, s8, -1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s8, 0
	s_wait_loadcnt 0x0
	global_store_b8 v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc1 .LBB0_144
	s_branch .LBB0_43
.LBB0_145:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
		.amdhsa_group_segment_fixed_size 2200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
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
		.amdhsa_next_free_vgpr 61
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
		.amdhsa_inst_pref_size 60
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
	.size	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_, .Lfunc_end0-_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
                                        ; -- End function
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_vgpr, 61
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_agpr, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.numbered_sgpr, 48
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_named_barrier, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.private_seg_size, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.uses_vcc, 1
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.uses_flat_scratch, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_dyn_sized_stack, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_recursion, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7608
; TotalNumSgprs: 50
; NumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2200 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 61
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
	.type	__hip_cuid_d6839e7c6f6b32ee,@object ; @__hip_cuid_d6839e7c6f6b32ee
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_d6839e7c6f6b32ee
__hip_cuid_d6839e7c6f6b32ee:
	.byte	0                               ; 0x0
	.size	__hip_cuid_d6839e7c6f6b32ee, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_d6839e7c6f6b32ee
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         84
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         88
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         92
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         94
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         96
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         98
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         100
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         102
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         144
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2200
    .kernarg_segment_align: 8
    .kernarg_segment_size: 336
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
