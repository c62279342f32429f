	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
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
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s5, v1
	s_cbranch_execz .LBB0_144
; %bb.1:
	s_load_b128 s[8:11], s[0:1], 0x28
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v0, 1, v1
	v_mov_b32_e32 v6, 1.0
	v_mov_b32_e32 v32, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s9, v11, vcc_lo
	v_add_co_u32 v4, vcc_lo, s10, v10
	v_add_co_ci_u32_e64 v5, null, s11, v11, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s4, v0
	global_store_b32 v[2:3], v6, off
	global_store_b32 v[4:5], v32, off
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_144
; %bb.2:
	s_add_i32 s5, s6, 1
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b128 s[8:11], s[0:1], 0x18
	v_mul_lo_u32 v6, v1, s5
	s_clause 0x1
	s_load_b64 s[12:13], s[0:1], 0x48
	s_load_b128 s[28:31], s[0:1], 0x38
	v_mul_lo_u32 v35, v1, s4
	s_cmp_gt_i32 s6, 0
	v_mul_lo_u32 v15, v1, s6
	s_cselect_b32 s16, -1, 0
	s_cmp_gt_i32 s4, 0
	v_add_nc_u32_e32 v7, s6, v6
	s_cselect_b32 s17, -1, 0
	s_cmp_lt_i32 s4, 1
	v_ashrrev_i32_e32 v23, 31, v35
	s_cselect_b32 s18, -1, 0
	v_ashrrev_i32_e32 v8, 31, v7
	s_cmp_lg_u32 s6, 1
	s_mov_b32 s15, 0
	s_cselect_b32 s19, -1, 0
	s_and_b32 s20, s6, 0x7ffffffe
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_bitcmp1_b32 s6, 0
	v_mul_lo_u32 v14, v0, s5
	s_cselect_b32 s21, -1, 0
	s_cmp_gt_u32 s6, 3
                                        ; implicit-def: $vgpr36
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, vcc_lo, s2, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s3, v8, vcc_lo
	s_cselect_b32 s22, -1, 0
	s_and_b32 s23, s6, 0x7ffffffc
	global_load_b32 v34, v[7:8], off
	v_add_nc_u32_e32 v8, v35, v1
	v_ashrrev_i32_e32 v7, 31, v6
	s_cmp_lg_u32 s6, s23
	s_cselect_b32 s24, -1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[12:13], 2, v[6:7]
	v_add_co_u32 v8, vcc_lo, s12, v8
	v_ashrrev_i32_e32 v7, 31, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s13, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, s28, v10
	v_add_co_ci_u32_e64 v11, null, s29, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s2, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s3, v13, vcc_lo
	s_cmp_gt_u32 s4, 3
	v_add_co_u32 v16, vcc_lo, v12, 4
	v_add_co_ci_u32_e64 v17, null, 0, v13, vcc_lo
	v_add_co_u32 v18, vcc_lo, s30, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s31, v7, vcc_lo
	v_add_co_u32 v20, vcc_lo, s12, v35
	s_cselect_b32 s25, -1, 0
	s_and_b32 s26, s4, 0x7ffffffc
	v_add_co_ci_u32_e64 v21, null, s13, v23, vcc_lo
	v_add_co_u32 v22, vcc_lo, s10, v35
	s_cmp_lg_u32 s4, s26
	v_add_co_ci_u32_e64 v23, null, s11, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s8, v15
	s_cselect_b32 s27, -1, 0
	s_add_u32 s28, s2, 4
	v_add_co_ci_u32_e64 v25, null, s9, v7, vcc_lo
	v_mov_b32_e32 v7, 0x30303030
	s_addc_u32 s29, s3, 0
	s_mov_b32 s30, 0
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v0, 1, v0
	v_add_nc_u32_e32 v14, s5, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e32 vcc_lo, s4, v0
	s_or_b32 s30, vcc_lo, s30
	s_and_not1_b32 exec_lo, exec_lo, s30
	s_cbranch_execz .LBB0_144
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
                                        ;           Child Loop BB0_105 Depth 5
                                        ;           Child Loop BB0_108 Depth 5
                                        ;           Child Loop BB0_111 Depth 5
                                        ;       Child Loop BB0_132 Depth 3
                                        ;       Child Loop BB0_136 Depth 3
                                        ;       Child Loop BB0_139 Depth 3
                                        ;       Child Loop BB0_143 Depth 3
	v_ashrrev_i32_e32 v15, 31, v14
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b64 v[26:27], 2, v[14:15]
	s_cbranch_vccnz .LBB0_28
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mul_lo_u32 v39, v0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, s6, v39
	v_ashrrev_i32_e32 v29, 31, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32 v28, vcc_lo, s2, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, null, s3, v29, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s19
	global_load_b32 v33, v[28:29], off
	s_cbranch_vccnz .LBB0_29
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_co_u32 v28, vcc_lo, s28, v26
	v_mov_b32_e32 v31, v17
	v_add_co_ci_u32_e64 v29, null, s29, v27, vcc_lo
	v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v37, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v30, v16
	s_mov_b32 s1, 0
	s_branch .LBB0_9
.LBB0_7:                                ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s8
	v_add_co_u32 v28, vcc_lo, v28, 8
	v_add_co_ci_u32_e64 v29, null, 0, v29, vcc_lo
	v_add_co_u32 v30, vcc_lo, v30, 8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_add_i32 s1, s1, 2
	s_cmp_eq_u32 s20, s1
	s_cbranch_scc1 .LBB0_30
.LBB0_9:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v40, v[30:31], off offset:-4
	global_load_b32 v42, v[28:29], off offset:-4
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v40, v40, v34 :: v_dual_sub_f32 v41, v42, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_f32_e32 vcc_lo, 0, v40
	v_cmp_le_f32_e64 s0, 0, v41
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s0
	s_xor_b32 s0, exec_lo, s8
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b16_e32 v40.l, 49
	v_dual_mov_b32 v41, s1 :: v_dual_add_nc_u32 v38, 1, v38
	v_mov_b16_e32 v40.h, 48
                                        ; implicit-def: $vgpr42
	ds_store_b8 v41, v40 offset:1600
	ds_store_b8_d16_hi v41, v40 offset:1603
	ds_store_b8_d16_hi v41, v40 offset:1606
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr41
.LBB0_11:                               ;   in Loop: Header=BB0_9 Depth=2
	s_and_not1_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_19
; %bb.12:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc_lo, 0, v40
	v_cmp_nlt_f32_e64 s0, v42, v33
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s9, s0
	s_xor_b32 s0, exec_lo, s9
	s_cbranch_execz .LBB0_16
; %bb.13:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v40, v40, v41
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0, v40
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b16_e32 v40.l, 48
	v_mov_b32_e32 v41, s1
	v_add_nc_u32_e32 v37, 1, v37
	v_mov_b16_e32 v40.h, 49
	ds_store_b8 v41, v40 offset:1600
	ds_store_b8 v41, v40 offset:1603
	ds_store_b8_d16_hi v41, v40 offset:1606
.LBB0_15:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_16:                               ;   in Loop: Header=BB0_9 Depth=2
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b16_e32 v40.l, 48
	v_mov_b32_e32 v41, s1
	v_add_nc_u32_e32 v15, 1, v15
	v_mov_b16_e32 v40.h, 49
	ds_store_b8 v41, v40 offset:1600
	ds_store_b8_d16_hi v41, v40 offset:1603
	ds_store_b8 v41, v40 offset:1606
.LBB0_18:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_19:                               ;   in Loop: Header=BB0_9 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s8
	global_load_b32 v40, v[30:31], off
	global_load_b32 v42, v[28:29], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v40, v40, v34 :: v_dual_sub_f32 v41, v42, v33
	v_cmp_le_f32_e32 vcc_lo, 0, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e64 s0, 0, v41
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s8, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s8
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b16_e32 v40.l, 49
	v_dual_mov_b32 v41, s1 :: v_dual_add_nc_u32 v38, 1, v38
	v_mov_b16_e32 v40.h, 48
                                        ; implicit-def: $vgpr42
	ds_store_b8 v41, v40 offset:1601
	ds_store_b8_d16_hi v41, v40 offset:1604
	ds_store_b8_d16_hi v41, v40 offset:1607
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr41
.LBB0_21:                               ;   in Loop: Header=BB0_9 Depth=2
	s_and_not1_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_8
; %bb.22:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc_lo, 0, v40
	v_cmp_nlt_f32_e64 s0, v42, v33
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s9, s0
	s_xor_b32 s0, exec_lo, s9
	s_cbranch_execz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v40, v40, v41
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0, v40
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b16_e32 v40.l, 48
	v_mov_b32_e32 v41, s1
	v_add_nc_u32_e32 v37, 1, v37
	v_mov_b16_e32 v40.h, 49
	ds_store_b8 v41, v40 offset:1601
	ds_store_b8 v41, v40 offset:1604
	ds_store_b8_d16_hi v41, v40 offset:1607
.LBB0_25:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_26:                               ;   in Loop: Header=BB0_9 Depth=2
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_7
; %bb.27:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b16_e32 v40.l, 48
	v_mov_b32_e32 v41, s1
	v_add_nc_u32_e32 v15, 1, v15
	v_mov_b16_e32 v40.h, 49
	ds_store_b8 v41, v40 offset:1601
	ds_store_b8_d16_hi v41, v40 offset:1604
	ds_store_b8 v41, v40 offset:1607
	s_branch .LBB0_7
.LBB0_28:                               ;   in Loop: Header=BB0_4 Depth=1
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v38, 0
	v_mov_b32_e32 v37, 0
	s_branch .LBB0_42
.LBB0_29:                               ;   in Loop: Header=BB0_4 Depth=1
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v38, 0
	v_mov_b32_e32 v37, 0
	s_mov_b32 s1, 0
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_42
.LBB0_30:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b32 s1, s20
	s_mov_b32 s0, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_42
.LBB0_31:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v28, s1, v6
	v_add_nc_u32_e32 v30, s1, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v28, vcc_lo, s2, v28
	v_add_co_ci_u32_e64 v29, null, s3, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, vcc_lo, s2, v30
	v_add_co_ci_u32_e64 v31, null, s3, v31, vcc_lo
	s_clause 0x1
	global_load_b32 v28, v[28:29], off
	global_load_b32 v30, v[30:31], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v28, v28, v34 :: v_dual_sub_f32 v29, v30, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_f32_e32 vcc_lo, 0, v28
	v_cmp_le_f32_e64 s0, 0, v29
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s8, s0
	s_xor_b32 s0, exec_lo, s8
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b16_e32 v28.l, 49
	v_dual_mov_b32 v29, s1 :: v_dual_add_nc_u32 v38, 1, v38
	v_mov_b16_e32 v28.h, 48
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr33
	ds_store_b8 v29, v28 offset:1600
	ds_store_b8_d16_hi v29, v28 offset:1603
	ds_store_b8_d16_hi v29, v28 offset:1606
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
.LBB0_33:                               ;   in Loop: Header=BB0_4 Depth=1
	s_and_not1_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_41
; %bb.34:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_ngt_f32_e32 vcc_lo, 0, v28
	v_cmp_nlt_f32_e64 s0, v30, v33
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s9, s0
	s_xor_b32 s0, exec_lo, s9
	s_cbranch_execz .LBB0_38
; %bb.35:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mul_f32_e32 v28, v28, v29
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_f32_e32 0, v28
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b16_e32 v28.l, 48
	v_mov_b32_e32 v29, s1
	v_add_nc_u32_e32 v37, 1, v37
	v_mov_b16_e32 v28.h, 49
	ds_store_b8 v29, v28 offset:1600
	ds_store_b8 v29, v28 offset:1603
	ds_store_b8_d16_hi v29, v28 offset:1606
.LBB0_37:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_38:                               ;   in Loop: Header=BB0_4 Depth=1
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b16_e32 v28.l, 48
	v_mov_b32_e32 v29, s1
	v_add_nc_u32_e32 v15, 1, v15
	v_mov_b16_e32 v28.h, 49
	ds_store_b8 v29, v28 offset:1600
	ds_store_b8_d16_hi v29, v28 offset:1603
	ds_store_b8 v29, v28 offset:1606
.LBB0_40:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_41:                               ;   in Loop: Header=BB0_4 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_42:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v28, v0, v35
	v_add_co_u32 v26, vcc_lo, s2, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v27, null, s3, v27, vcc_lo
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32 v28, vcc_lo, s12, v28
	s_mov_b32 s31, 0
	s_movk_i32 s33, 0x640
	v_add_co_ci_u32_e64 v29, null, s13, v29, vcc_lo
	s_branch .LBB0_48
.LBB0_43:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v32, v40
	global_store_b32 v[4:5], v40, off
	global_store_b32 v[10:11], v36, off
.LBB0_44:                               ;   in Loop: Header=BB0_48 Depth=2
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_45:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_46:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s35
.LBB0_47:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s34
	s_add_i32 s31, s31, 1
	s_addk_i32 s33, 0xc8
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
                                        ;           Child Loop BB0_105 Depth 5
                                        ;           Child Loop BB0_108 Depth 5
                                        ;           Child Loop BB0_111 Depth 5
                                        ;       Child Loop BB0_132 Depth 3
                                        ;       Child Loop BB0_136 Depth 3
                                        ;       Child Loop BB0_139 Depth 3
                                        ;       Child Loop BB0_143 Depth 3
	v_mov_b32_e32 v30, v38
	s_cmp_lt_i32 s31, 1
	s_cbranch_scc1 .LBB0_54
; %bb.49:                               ;   in Loop: Header=BB0_48 Depth=2
	s_cmp_lg_u32 s31, 1
	s_mov_b32 s0, -1
	s_cbranch_scc0 .LBB0_51
; %bb.50:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
.LBB0_51:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v36, v15
.LBB0_53:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v30, v36
.LBB0_54:                               ;   in Loop: Header=BB0_48 Depth=2
	s_cmp_eq_u32 s31, 2
	s_mov_b32 s34, exec_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v36, v30, v37, vcc_lo
	v_cmpx_lt_i32_e32 10, v36
	s_cbranch_execz .LBB0_47
; %bb.55:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v40, 0
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_58
; %bb.56:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v31, v13 :: v_dual_mov_b32 v30, v12
	v_mov_b32_e32 v41, 0
	s_movk_i32 s1, 0x320
	s_mov_b32 s8, s6
	s_mov_b32 s9, s33
	.p2align	6
.LBB0_57:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v33, v[30:31], off
	v_dual_mov_b32 v39, s9 :: v_dual_mov_b32 v42, s1
	v_add_co_u32 v30, s0, v30, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, s0
	ds_load_u8 v39, v39
	s_add_i32 s8, s8, -1
	s_add_i32 s9, s9, 1
	s_add_i32 s1, s1, 4
	s_cmp_lg_u32 s8, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v39
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v39, v40, v33
	v_add_f32_e32 v43, v41, v33
	ds_store_b32 v42, v33
	v_dual_cndmask_b32 v40, v39, v40 :: v_dual_cndmask_b32 v41, v41, v43
	s_cbranch_scc1 .LBB0_57
	s_branch .LBB0_59
.LBB0_58:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v41, 0
.LBB0_59:                               ;   in Loop: Header=BB0_48 Depth=2
	v_sub_nc_u32_e32 v30, s6, v36
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v39, v30
	v_div_scale_f32 v30, null, v33, v33, v41
	v_div_scale_f32 v46, vcc_lo, v41, v33, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_scale_f32 v31, null, v39, v39, v40
	v_rcp_f32_e32 v42, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v43, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v44, -v30, v42, 1.0
	v_fma_f32 v45, -v31, v43, 1.0
	v_fmac_f32_e32 v42, v44, v42
	v_div_scale_f32 v44, s0, v40, v39, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v43, v45, v43
	v_mul_f32_e32 v45, v46, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v44, v43
	v_fma_f32 v48, -v30, v45, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, -v31, v47, v44
	v_fmac_f32_e32 v45, v48, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v47, v49, v43
	v_fma_f32 v30, -v30, v45, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v31, -v31, v47, v44
	v_div_fmas_f32 v30, v30, v42, v45
	s_mov_b32 vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v31, v31, v43, v47
	s_and_not1_b32 vcc_lo, exec_lo, s16
	v_div_fixup_f32 v41, v30, v33, v41
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fixup_f32 v42, v31, v39, v40
	s_cbranch_vccnz .LBB0_72
; %bb.60:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x320
	.p2align	6
.LBB0_61:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s8, s33, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v40, s1 :: v_dual_mov_b32 v43, s8
	s_add_i32 s0, s0, 1
	s_add_i32 s1, s1, 4
	s_cmp_eq_u32 s6, s0
	ds_load_b32 v40, v40
	ds_load_u8 v43, v43
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v44, v41, v40
	v_sub_f32_e32 v40, v42, v40
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v44, v44, v44, v31
	v_fma_f32 v40, v40, v40, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v31, v31, v44 :: v_dual_cndmask_b32 v30, v40, v30
	s_cbranch_scc0 .LBB0_61
; %bb.62:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v40, 0x4f800000, v30 :: v_dual_mul_f32 v43, 0x4f800000, v31
	v_cmp_gt_f32_e64 s0, 0xf800000, v31
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v30
	v_cndmask_b32_e64 v31, v31, v43, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v43, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_dual_cndmask_b32 v30, v30, v40 :: v_dual_add_nc_u32 v45, -1, v43
	v_sqrt_f32_e32 v40, v30
	v_add_nc_u32_e32 v47, 1, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, -v45, v43, v31
	v_fma_f32 v51, -v47, v43, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_nc_u32_e32 v44, -1, v40
	v_add_nc_u32_e32 v46, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, -v44, v40, v30
	v_fma_f32 v50, -v46, v40, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v48
	v_cndmask_b32_e64 v40, v40, v44, s1
	v_cmp_ge_f32_e64 s1, 0, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v43, v43, v45, s1
	v_cmp_lt_f32_e64 s1, 0, v50
	v_cndmask_b32_e64 v40, v40, v46, s1
	v_cmp_lt_f32_e64 s1, 0, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v44, 0x37800000, v40
	v_cndmask_b32_e64 v43, v43, v47, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v40, v40, v44 :: v_dual_mul_f32 v45, 0x37800000, v43
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_cndmask_b32_e64 v43, v43, v45, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v40, v40, v30, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v31, 0x260
	v_cndmask_b32_e32 v44, v43, v31, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_73
.LBB0_63:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v31, v27 :: v_dual_mov_b32 v48, 0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v30, v26
	s_mov_b32 s1, 0
	s_mov_b32 s8, 0
	.p2align	6
.LBB0_64:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v43, v[30:31], off
	s_add_i32 s0, s33, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v47, s1 :: v_dual_mov_b32 v46, s0
	v_add_co_u32 v30, s0, v30, 4
	v_add_co_ci_u32_e64 v31, null, 0, v31, s0
	ds_load_u8 v46, v46
	s_add_i32 s8, s8, 1
	s_add_i32 s1, s1, 4
	s_cmp_lg_u32 s6, s8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v46
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v49, v48, v43
	v_add_f32_e32 v46, v45, v43
	ds_store_b32 v47, v43
	v_cndmask_b32_e32 v48, v48, v49, vcc_lo
	v_cndmask_b32_e32 v45, v46, v45, vcc_lo
	s_cbranch_scc1 .LBB0_64
; %bb.65:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v30, null, v33, v33, v48
	v_div_scale_f32 v31, null, v39, v39, v45
	v_div_scale_f32 v50, vcc_lo, v48, v33, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v43, v30
	v_rcp_f32_e32 v46, v31
	s_mov_b32 s1, 0
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v47, -v30, v43, 1.0
	v_fma_f32 v49, -v31, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v43, v47, v43 :: v_dual_fmac_f32 v46, v49, v46
	v_div_scale_f32 v47, s0, v45, v39, v45
	v_mul_f32_e32 v49, v50, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v51, v47, v46
	v_fma_f32 v52, -v30, v49, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v53, -v31, v51, v47
	v_fmac_f32_e32 v49, v52, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v51, v53, v46
	v_fma_f32 v30, -v30, v49, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v31, -v31, v51, v47
	v_mov_b32_e32 v47, 0
	v_div_fmas_f32 v30, v30, v43, v49
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v43, 0
	v_div_fmas_f32 v31, v31, v46, v51
	v_mov_b32_e32 v46, 0
	v_div_fixup_f32 v48, v30, v33, v48
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fixup_f32 v49, v31, v39, v45
	v_mov_b32_e32 v45, 0
	s_branch .LBB0_67
	.p2align	6
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=3
	s_waitcnt lgkmcnt(0)
	v_dual_sub_f32 v31, v41, v31 :: v_dual_sub_f32 v30, v48, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v45, v31, v30
	v_fmac_f32_e32 v47, v30, v30
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc0 .LBB0_71
.LBB0_67:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s8, s33, s1
                                        ; implicit-def: $vgpr51
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v30, s8
	s_mov_b32 s8, -1
	ds_load_u8 v50, v30
	v_mov_b32_e32 v30, s0
	ds_load_2addr_b32 v[30:31], v30 offset1:200
	s_waitcnt lgkmcnt(1)
	v_cmp_ne_u32_e32 vcc_lo, 49, v50
                                        ; implicit-def: $vgpr50
	s_cbranch_vccz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=3
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v50, v42, v31
	v_sub_f32_e32 v52, v49, v30
	s_mov_b32 s8, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v51, v50, v52, v43
	v_fma_f32 v50, v52, v52, v46
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=3
	s_and_not1_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccz .LBB0_66
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=3
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v43, v51 :: v_dual_mov_b32 v46, v50
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc1 .LBB0_67
.LBB0_71:                               ;   in Loop: Header=BB0_48 Depth=2
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v30, 0x4f800000, v47 :: v_dual_mul_f32 v31, 0x4f800000, v46
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v47
	v_cmp_gt_f32_e64 s0, 0xf800000, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v31, v46, v31, s0
	v_cndmask_b32_e32 v30, v47, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v42, v31
	v_sqrt_f32_e32 v41, v30
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_nc_u32_e32 v47, -1, v42
	v_add_nc_u32_e32 v46, -1, v41
	v_add_nc_u32_e32 v48, 1, v41
	v_add_nc_u32_e32 v49, 1, v42
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v51, -v47, v42, v31
	v_fma_f32 v50, -v46, v41, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v52, -v48, v41, v30
	v_fma_f32 v53, -v49, v42, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v50
	v_cndmask_b32_e64 v41, v41, v46, s1
	v_cmp_ge_f32_e64 s1, 0, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v42, v42, v47, s1
	v_cmp_lt_f32_e64 s1, 0, v52
	v_cndmask_b32_e64 v41, v41, v48, s1
	v_cmp_lt_f32_e64 s1, 0, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v46, 0x37800000, v41
	v_cndmask_b32_e64 v42, v42, v49, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v41, v41, v46, vcc_lo
	v_mul_f32_e32 v47, 0x37800000, v42
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v42, v42, v47, s0
	v_cndmask_b32_e32 v30, v41, v30, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v31, 0x260
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v41, v42, v31, vcc_lo
	s_branch .LBB0_74
.LBB0_72:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v44, 0
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB0_63
.LBB0_73:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v41, 0 :: v_dual_mov_b32 v30, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v45, 0
.LBB0_74:                               ;   in Loop: Header=BB0_48 Depth=2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v44, v30
	s_mov_b32 s35, exec_lo
	v_div_scale_f32 v31, null, v30, v30, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v42, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v44, -v31, v42, 1.0
	v_fmac_f32_e32 v42, v44, v42
	v_div_scale_f32 v44, vcc_lo, v45, v30, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v44, v42
	v_fma_f32 v47, -v31, v46, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v46, v47, v42
	v_fma_f32 v31, -v31, v46, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v31, v31, v42, v46
	v_div_fixup_f32 v30, v31, v30, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e64 s7, |v30|
	s_cbranch_execz .LBB0_46
; %bb.75:                               ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_83
; %bb.76:                               ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccnz .LBB0_80
; %bb.77:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v31, v19 :: v_dual_mov_b32 v30, v18
	s_mov_b32 s0, 0
.LBB0_78:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s1, s33, s0
	s_add_i32 s0, s0, 4
	v_mov_b32_e32 v42, s1
	s_cmp_lg_u32 s23, s0
	ds_load_b32 v42, v42
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[30:31], v42, off
	v_add_co_u32 v30, vcc_lo, v30, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_cbranch_scc1 .LBB0_78
; %bb.79:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, s23
	s_mov_b32 s1, s24
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_81
	s_branch .LBB0_83
.LBB0_80:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_83
.LBB0_81:                               ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v30, vcc_lo, v18, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v19, vcc_lo
.LBB0_82:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s1, s33, s0
	s_add_i32 s0, s0, 1
	v_mov_b32_e32 v42, s1
	s_cmp_eq_u32 s6, s0
	ds_load_u8_d16 v42, v42
	s_waitcnt lgkmcnt(0)
	global_store_b8 v[30:31], v42, off
	v_add_co_u32 v30, vcc_lo, v30, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_cbranch_scc0 .LBB0_82
.LBB0_83:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mul_f32_e32 v30, v40, v41
	s_mov_b32 s1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v31, null, v30, v30, v43
	v_div_scale_f32 v42, vcc_lo, v43, v30, v43
	v_rcp_f32_e32 v40, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v41, -v31, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v41, v40
	v_mul_f32_e32 v41, v42, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v44, -v31, v41, v42
	v_fmac_f32_e32 v41, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v31, v41, v42
	v_div_fmas_f32 v31, v31, v40, v41
	s_and_b32 vcc_lo, exec_lo, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v30, v31, v30, v43
	v_cmp_lt_f32_e64 s0, s7, |v30|
	s_cbranch_vccz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b16_e32 v30.l, 49
	s_mov_b32 s1, 0
	s_clause 0x1
	global_store_b8 v[8:9], v30, off
	global_store_b8 v[28:29], v30, off
.LBB0_85:                               ;   in Loop: Header=BB0_48 Depth=2
	v_cndmask_b32_e64 v41, 0, 1, s0
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_89
; %bb.86:                               ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v31, v21 :: v_dual_mov_b32 v30, v20
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s0, s26
	s_cbranch_vccnz .LBB0_90
.LBB0_87:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_store_b32 v[30:31], v7, off
	v_add_co_u32 v30, vcc_lo, v30, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_add_i32 s0, s0, -4
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_87
; %bb.88:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, s26
	s_mov_b32 s1, s27
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_91
	s_branch .LBB0_93
.LBB0_89:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, 1.0
	v_mov_b32_e32 v40, 2
	s_branch .LBB0_128
.LBB0_90:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_93
.LBB0_91:                               ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v30, vcc_lo, v20, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v21, vcc_lo
	s_sub_i32 s0, s4, s0
.LBB0_92:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b16_e32 v40.l, 48
	s_add_i32 s0, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 0
	global_store_b8 v[30:31], v40, off
	v_add_co_u32 v30, vcc_lo, v30, 1
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_cbranch_scc1 .LBB0_92
.LBB0_93:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b16_e32 v30.l, 49
	v_mov_b32_e32 v42, 1
	v_mov_b32_e32 v40, 2
	s_mov_b32 s8, 0
	s_mov_b32 s36, 0
	s_clause 0x1
	global_store_b8 v[8:9], v30, off
	global_store_b8 v[28:29], v30, off
	s_branch .LBB0_96
.LBB0_94:                               ;   in Loop: Header=BB0_96 Depth=3
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_95:                               ;   in Loop: Header=BB0_96 Depth=3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s37
	s_add_i32 s36, s36, 1
	s_add_i32 s8, s8, s5
	s_cmp_lg_u32 s36, s4
	s_cbranch_scc0 .LBB0_127
.LBB0_96:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB0_99 Depth 4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_105 Depth 5
                                        ;           Child Loop BB0_108 Depth 5
                                        ;           Child Loop BB0_111 Depth 5
	v_cmp_ne_u32_e32 vcc_lo, s36, v0
	v_cmp_ne_u32_e64 s0, s36, v1
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB0_95
; %bb.97:                               ;   in Loop: Header=BB0_96 Depth=3
	s_mov_b32 s9, s15
	v_dual_mov_b32 v43, 0 :: v_dual_mov_b32 v44, 0
	s_lshl_b64 s[0:1], s[8:9], 2
	s_mov_b32 s14, 0
	s_add_u32 s10, s2, s0
	s_addc_u32 s11, s3, s1
	s_mov_b32 s9, s14
	s_mov_b32 s38, s14
	s_branch .LBB0_99
.LBB0_98:                               ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s39
	s_or_b32 s9, s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB0_125
.LBB0_99:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ; =>      This Loop Header: Depth=4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_105 Depth 5
                                        ;           Child Loop BB0_108 Depth 5
                                        ;           Child Loop BB0_111 Depth 5
	v_add_nc_u32_e32 v30, s38, v35
	s_mov_b32 s39, -1
	s_mov_b32 s0, -1
	s_mov_b32 s40, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32 v30, vcc_lo, s12, v30
	v_add_co_ci_u32_e64 v31, null, s13, v31, vcc_lo
	global_load_d16_u8 v30, v[30:31], off
	s_waitcnt vmcnt(0)
	v_cmpx_eq_u16_e32 49, v30.l
	s_cbranch_execz .LBB0_123
; %bb.100:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_103
; %bb.101:                              ;   in Loop: Header=BB0_99 Depth=4
	s_mov_b32 s41, 0
	s_movk_i32 s42, 0x320
	s_mov_b64 s[0:1], s[10:11]
	.p2align	6
.LBB0_102:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s43, s33, s41
	s_add_i32 s41, s41, 1
	v_dual_mov_b32 v45, s43 :: v_dual_mov_b32 v46, s42
	s_load_b32 s43, s[0:1], 0x0
	s_add_i32 s42, s42, 4
	s_add_u32 s0, s0, 4
	ds_load_u8 v45, v45
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s6, s41
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v47, s43, v31 :: v_dual_add_f32 v48, s43, v30
	v_cmp_eq_u32_e32 vcc_lo, 49, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v45, s43 :: v_dual_cndmask_b32 v30, v48, v30
	v_cndmask_b32_e32 v31, v31, v47, vcc_lo
	ds_store_b32 v46, v45
	s_cbranch_scc1 .LBB0_102
.LBB0_103:                              ;   in Loop: Header=BB0_99 Depth=4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v45, null, v33, v33, v31
	v_div_scale_f32 v46, null, v39, v39, v30
	v_div_scale_f32 v51, vcc_lo, v31, v33, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v47, v45
	v_rcp_f32_e32 v48, v46
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v49, -v45, v47, 1.0
	v_fma_f32 v50, -v46, v48, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v47, v49, v47 :: v_dual_fmac_f32 v48, v50, v48
	v_div_scale_f32 v49, s0, v30, v39, v30
	v_mul_f32_e32 v50, v51, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v52, v49, v48
	v_fma_f32 v53, -v45, v50, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v54, -v46, v52, v49
	v_fmac_f32_e32 v50, v53, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v52, v54, v48
	v_fma_f32 v45, -v45, v50, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v46, -v46, v52, v49
	v_div_fmas_f32 v45, v45, v47, v50
	s_mov_b32 vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v47, v46, v48, v52
	s_and_not1_b32 vcc_lo, exec_lo, s16
	v_div_fixup_f32 v46, v45, v33, v31
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fixup_f32 v47, v47, v39, v30
	s_cbranch_vccnz .LBB0_116
; %bb.104:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x320
	.p2align	6
.LBB0_105:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s41, s33, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v45, s1 :: v_dual_mov_b32 v48, s41
	s_add_i32 s0, s0, 1
	s_add_i32 s1, s1, 4
	s_cmp_eq_u32 s6, s0
	ds_load_b32 v45, v45
	ds_load_u8 v48, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v48
	v_sub_f32_e32 v49, v46, v45
	v_sub_f32_e32 v45, v47, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v45, v45, v45, v30
	v_cndmask_b32_e32 v30, v45, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v49, v49, v49, v31
	v_cndmask_b32_e32 v31, v31, v49, vcc_lo
	s_cbranch_scc0 .LBB0_105
; %bb.106:                              ;   in Loop: Header=BB0_99 Depth=4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v45, 0x4f800000, v30 :: v_dual_mul_f32 v48, 0x4f800000, v31
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v30
	v_cmp_gt_f32_e64 s0, 0xf800000, v31
	v_cndmask_b32_e32 v30, v30, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v31, v31, v48, s0
	v_sqrt_f32_e32 v45, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_sqrt_f32_e32 v48, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_nc_u32_e32 v49, -1, v45
	v_add_nc_u32_e32 v50, -1, v48
	v_add_nc_u32_e32 v51, 1, v45
	v_add_nc_u32_e32 v52, 1, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v53, -v49, v45, v30
	v_fma_f32 v54, -v50, v48, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v55, -v51, v45, v30
	v_fma_f32 v56, -v52, v48, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v53
	v_cndmask_b32_e64 v45, v45, v49, s1
	v_cmp_ge_f32_e64 s1, 0, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v48, v48, v50, s1
	v_cmp_lt_f32_e64 s1, 0, v55
	v_cndmask_b32_e64 v45, v45, v51, s1
	v_cmp_lt_f32_e64 s1, 0, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, 0x37800000, v45
	v_cndmask_b32_e32 v45, v45, v49, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v48, v48, v52, s1
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_dual_mul_f32 v50, 0x37800000, v48 :: v_dual_cndmask_b32 v45, v45, v30
	v_cmp_class_f32_e64 vcc_lo, v31, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v48, v48, v50, s0
	v_cndmask_b32_e32 v48, v48, v31, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_117
.LBB0_107:                              ;   in Loop: Header=BB0_99 Depth=4
	s_lshl_b64 s[0:1], s[14:15], 2
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
	.p2align	6
.LBB0_108:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s43, s33, s42
	s_add_i32 s42, s42, 1
	v_dual_mov_b32 v49, s43 :: v_dual_mov_b32 v50, s41
	s_load_b32 s43, s[0:1], 0x0
	s_add_i32 s41, s41, 4
	s_add_u32 s0, s0, 4
	ds_load_u8 v49, v49
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s6, s42
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v51, s43, v31 :: v_dual_add_f32 v52, s43, v30
	v_cmp_eq_u32_e32 vcc_lo, 49, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v49, s43 :: v_dual_cndmask_b32 v30, v52, v30
	v_cndmask_b32_e32 v31, v31, v51, vcc_lo
	ds_store_b32 v50, v49
	s_cbranch_scc1 .LBB0_108
; %bb.109:                              ;   in Loop: Header=BB0_99 Depth=4
	v_div_scale_f32 v49, null, v33, v33, v31
	v_div_scale_f32 v50, null, v39, v39, v30
	v_div_scale_f32 v55, vcc_lo, v31, v33, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v51, v49
	v_rcp_f32_e32 v52, v50
	s_mov_b32 s1, 0
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v53, -v49, v51, 1.0
	v_fma_f32 v54, -v50, v52, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v51, v53, v51 :: v_dual_fmac_f32 v52, v54, v52
	v_div_scale_f32 v53, s0, v30, v39, v30
	v_mul_f32_e32 v54, v55, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, v53, v52
	v_fma_f32 v57, -v49, v54, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v58, -v50, v56, v53
	v_fmac_f32_e32 v54, v57, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v56, v58, v52
	v_fma_f32 v49, -v49, v54, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, -v50, v56, v53
	v_div_fmas_f32 v53, v49, v51, v54
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v51, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v50, v50, v52, v56
	v_dual_mov_b32 v49, 0 :: v_dual_mov_b32 v52, 0
	v_div_fixup_f32 v53, v53, v33, v31
	s_mov_b32 s0, 0
	v_div_fixup_f32 v54, v50, v39, v30
	v_mov_b32_e32 v50, 0
	s_branch .LBB0_111
	.p2align	6
.LBB0_110:                              ;   in Loop: Header=BB0_111 Depth=5
	s_waitcnt lgkmcnt(0)
	v_dual_sub_f32 v31, v46, v31 :: v_dual_sub_f32 v30, v53, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v50, v31, v30
	v_fmac_f32_e32 v52, v30, v30
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc0 .LBB0_115
.LBB0_111:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s41, s33, s1
                                        ; implicit-def: $vgpr56
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v30, s41
	s_mov_b32 s41, -1
	ds_load_u8 v55, v30
	v_mov_b32_e32 v30, s0
	ds_load_2addr_b32 v[30:31], v30 offset1:200
	s_waitcnt lgkmcnt(1)
	v_cmp_ne_u32_e32 vcc_lo, 49, v55
                                        ; implicit-def: $vgpr55
	s_cbranch_vccz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_111 Depth=5
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v55, v47, v31
	v_sub_f32_e32 v57, v54, v30
	s_mov_b32 s41, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v56, v55, v57, v49
	v_fma_f32 v55, v57, v57, v51
.LBB0_113:                              ;   in Loop: Header=BB0_111 Depth=5
	s_and_not1_b32 vcc_lo, exec_lo, s41
	s_cbranch_vccz .LBB0_110
; %bb.114:                              ;   in Loop: Header=BB0_111 Depth=5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v49, v56
	v_mov_b32_e32 v51, v55
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s6, s1
	s_cbranch_scc1 .LBB0_111
.LBB0_115:                              ;   in Loop: Header=BB0_99 Depth=4
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v30, 0x4f800000, v52 :: v_dual_mul_f32 v31, 0x4f800000, v51
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v52
	v_cmp_gt_f32_e64 s0, 0xf800000, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v30, v52, v30, vcc_lo
	v_cndmask_b32_e64 v46, v51, v31, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v31, v30
	v_sqrt_f32_e32 v47, v46
	s_waitcnt_depctr depctr_va_vdst(0)
	v_add_nc_u32_e32 v51, -1, v31
	v_add_nc_u32_e32 v52, -1, v47
	v_add_nc_u32_e32 v53, 1, v31
	v_add_nc_u32_e32 v54, 1, v47
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v55, -v51, v31, v30
	v_fma_f32 v56, -v52, v47, v46
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v57, -v53, v31, v30
	v_fma_f32 v58, -v54, v47, v46
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v55
	v_cndmask_b32_e64 v31, v31, v51, s1
	v_cmp_ge_f32_e64 s1, 0, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v47, v47, v52, s1
	v_cmp_lt_f32_e64 s1, 0, v57
	v_cndmask_b32_e64 v31, v31, v53, s1
	v_cmp_lt_f32_e64 s1, 0, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v51, 0x37800000, v31
	v_cndmask_b32_e64 v47, v47, v54, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v31, v31, v51, vcc_lo
	v_mul_f32_e32 v52, 0x37800000, v47
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v47, v47, v52, s0
	v_cndmask_b32_e32 v31, v31, v30, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v46, 0x260
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v30, v47, v46, vcc_lo
	s_branch .LBB0_118
.LBB0_116:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v48, 0
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB0_107
.LBB0_117:                              ;   in Loop: Header=BB0_99 Depth=4
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v49, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v50, 0
.LBB0_118:                              ;   in Loop: Header=BB0_99 Depth=4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v48, v31
	s_mov_b32 s1, 0
	v_div_scale_f32 v46, null, v31, v31, v50
	v_div_scale_f32 v51, vcc_lo, v50, v31, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v47, v46
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v48, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v51, v47
	v_fma_f32 v52, -v46, v48, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v52, v47
	v_fma_f32 v46, -v46, v48, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v46, v46, v47, v48
	v_div_fixup_f32 v31, v46, v31, v50
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_f32_e64 s41, s7, |v31|
	v_mov_b32_e32 v31, 0
	s_and_saveexec_b32 s0, s41
	s_cbranch_execz .LBB0_122
; %bb.119:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mul_f32_e32 v30, v45, v30
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v31, null, v30, v30, v49
	v_rcp_f32_e32 v45, v31
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v46, -v31, v45, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc_lo, v49, v30, v49
	v_mul_f32_e32 v47, v46, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v31, v47, v46
	v_fmac_f32_e32 v47, v48, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v31, v47, v46
	v_div_fmas_f32 v31, v31, v45, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v30, v31, v30, v49
	v_cmpx_lt_f32_e64 s7, |v30|
; %bb.120:                              ;   in Loop: Header=BB0_99 Depth=4
	v_add_nc_u32_e32 v43, 1, v43
; %bb.121:                              ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v31, 1, v44
	s_mov_b32 s1, exec_lo
.LBB0_122:                              ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v44, v31
	s_or_not1_b32 s0, s1, exec_lo
.LBB0_123:                              ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s40
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_98
; %bb.124:                              ;   in Loop: Header=BB0_99 Depth=4
	s_add_i32 s38, s38, 1
	s_add_i32 s14, s14, s5
	s_cmp_eq_u32 s38, s4
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s39, s0, exec_lo
	s_branch .LBB0_98
.LBB0_125:                              ;   in Loop: Header=BB0_96 Depth=3
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0, v44
	s_cbranch_execz .LBB0_94
; %bb.126:                              ;   in Loop: Header=BB0_96 Depth=3
	v_add_nc_u32_e32 v30, s36, v35
	v_add_nc_u32_e32 v41, v43, v41
	v_add_nc_u32_e32 v42, v44, v42
	v_add_nc_u32_e32 v40, 1, v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32 v43, vcc_lo, s12, v30
	v_mov_b16_e32 v30.l, 49
	v_add_co_ci_u32_e64 v44, null, s13, v31, vcc_lo
	global_store_b8 v[43:44], v30, off
	s_branch .LBB0_94
.LBB0_127:                              ;   in Loop: Header=BB0_48 Depth=2
	v_cvt_f32_u32_e32 v30, v42
.LBB0_128:                              ;   in Loop: Header=BB0_48 Depth=2
	v_cvt_f32_i32_e32 v31, v41
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v33, null, v30, v30, v31
	v_rcp_f32_e32 v39, v33
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v41, -v33, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v41, v39
	v_div_scale_f32 v41, vcc_lo, v31, v30, v31
	v_mul_f32_e32 v42, v41, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, -v33, v42, v41
	v_fmac_f32_e32 v42, v43, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v42, v41
	v_div_fmas_f32 v33, v33, v39, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v30, v33, v30, v31
	v_cmpx_gt_f32_e32 0x3c23d70a, v30
	s_cbranch_execz .LBB0_45
; %bb.129:                              ;   in Loop: Header=BB0_48 Depth=2
	v_max_i32_e32 v31, 10, v32
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i32_e64 v31, v40
	s_cbranch_execz .LBB0_44
; %bb.130:                              ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s17
	global_store_b32 v[2:3], v30, off
	s_cbranch_vccnz .LBB0_137
; %bb.131:                              ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v31, v21 :: v_dual_mov_b32 v30, v20
	v_dual_mov_b32 v33, v23 :: v_dual_mov_b32 v32, v22
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s8, s26
	s_cbranch_vccnz .LBB0_134
.LBB0_132:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v39, v[30:31], off
	v_add_co_u32 v30, vcc_lo, v30, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_add_i32 s8, s8, -4
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(0)
	global_store_b32 v[32:33], v39, off
	v_add_co_u32 v32, vcc_lo, v32, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, 0, v33, vcc_lo
	s_cbranch_scc1 .LBB0_132
; %bb.133:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, s26
	s_mov_b32 s9, s27
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB0_135
	s_branch .LBB0_137
.LBB0_134:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, 0
	s_cbranch_execz .LBB0_137
.LBB0_135:                              ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v30, vcc_lo, v20, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v21, vcc_lo
	v_add_co_u32 v32, vcc_lo, v22, s8
	v_add_co_ci_u32_e64 v33, null, 0, v23, vcc_lo
	s_sub_i32 s8, s4, s8
.LBB0_136:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_d16_u8 v39, v[30:31], off
	v_add_co_u32 v30, vcc_lo, v30, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_add_i32 s8, s8, -1
	s_cmp_eq_u32 s8, 0
	s_waitcnt vmcnt(0)
	global_store_b8 v[32:33], v39, off
	v_add_co_u32 v32, vcc_lo, v32, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, 0, v33, vcc_lo
	s_cbranch_scc0 .LBB0_136
.LBB0_137:                              ;   in Loop: Header=BB0_48 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_43
; %bb.138:                              ;   in Loop: Header=BB0_48 Depth=2
	v_dual_mov_b32 v31, v19 :: v_dual_mov_b32 v30, v18
	v_dual_mov_b32 v33, v25 :: v_dual_mov_b32 v32, v24
	s_and_not1_b32 vcc_lo, exec_lo, s22
	s_mov_b32 s8, s23
	s_cbranch_vccnz .LBB0_141
.LBB0_139:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_b32 v39, v[30:31], off
	v_add_co_u32 v30, vcc_lo, v30, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_add_i32 s8, s8, -4
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(0)
	global_store_b32 v[32:33], v39, off
	v_add_co_u32 v32, vcc_lo, v32, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, 0, v33, vcc_lo
	s_cbranch_scc1 .LBB0_139
; %bb.140:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, s23
	s_mov_b32 s9, s24
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_43
	s_branch .LBB0_142
.LBB0_141:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s8, 0
	s_cbranch_execz .LBB0_43
.LBB0_142:                              ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v30, vcc_lo, v18, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, 0, v19, vcc_lo
	v_add_co_u32 v32, vcc_lo, v24, s8
	v_add_co_ci_u32_e64 v33, null, 0, v25, vcc_lo
	s_sub_i32 s8, s6, s8
.LBB0_143:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_d16_u8 v39, v[30:31], off
	v_add_co_u32 v30, vcc_lo, v30, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v31, null, 0, v31, vcc_lo
	s_add_i32 s8, s8, -1
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(0)
	global_store_b8 v[32:33], v39, off
	v_add_co_u32 v32, vcc_lo, v32, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, 0, v33, vcc_lo
	s_cbranch_scc1 .LBB0_143
	s_branch .LBB0_43
.LBB0_144:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
		.amdhsa_group_segment_fixed_size 2200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 44
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
		.amdhsa_inst_pref_size 55
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
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_vgpr, 59
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_agpr, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.numbered_sgpr, 44
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_named_barrier, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.private_seg_size, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.uses_vcc, 1
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.uses_flat_scratch, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_dyn_sized_stack, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_recursion, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6948
; TotalNumSgprs: 46
; NumVgprs: 59
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2200 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 59
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
