	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_ ; -- Begin function _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
	.globl	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
	.p2align	8
	.type	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_,@function
_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_: ; @_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x5c
	s_load_dwordx4 s[8:11], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s9, v0
	s_cbranch_execz .LBB0_144
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x28
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_nc_u32_e32 v33, 1, v0
	v_mov_b32_e32 v5, 1.0
	v_mov_b32_e32 v31, 0
	v_lshlrev_b64 v[9:10], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v9
	v_add_co_ci_u32_e64 v2, null, s1, v10, vcc_lo
	v_add_co_u32 v3, vcc_lo, s2, v9
	v_add_co_ci_u32_e64 v4, null, s3, v10, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s8, v33
	global_store_dword v[1:2], v5, off
	global_store_dword v[3:4], v31, off
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_144
; %bb.2:
	s_add_i32 s9, s10, 1
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	v_mul_lo_u32 v5, v0, s9
	s_clause 0x1
	s_load_dwordx2 s[12:13], s[4:5], 0x48
	s_load_dwordx4 s[28:31], s[4:5], 0x38
	v_mul_lo_u32 v35, v0, s8
	s_cmp_gt_i32 s10, 0
	v_mul_lo_u32 v14, v0, s10
	s_cselect_b32 s16, -1, 0
	s_cmp_gt_i32 s8, 0
	v_add_nc_u32_e32 v6, s10, v5
	s_cselect_b32 s17, -1, 0
	s_cmp_lt_i32 s8, 1
	v_ashrrev_i32_e32 v22, 31, v35
	s_cselect_b32 s18, -1, 0
	v_ashrrev_i32_e32 v7, 31, v6
	s_cmp_lg_u32 s10, 1
	s_mov_b32 s5, 0
	s_cselect_b32 s19, -1, 0
	s_and_b32 s20, s10, 0x7ffffffe
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_bitcmp1_b32 s10, 0
	v_mul_lo_u32 v13, v33, s9
	s_cselect_b32 s21, -1, 0
	s_cmp_gt_u32 s10, 3
	v_mov_b32_e32 v36, 48
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s6, v6
	v_add_co_ci_u32_e64 v7, null, s7, v7, vcc_lo
	s_cselect_b32 s22, -1, 0
	s_and_b32 s23, s10, 0x7ffffffc
	v_mov_b32_e32 v37, 0x30303030
	global_load_dword v34, v[6:7], off
	v_add_nc_u32_e32 v7, v35, v0
	v_ashrrev_i32_e32 v6, 31, v5
	s_cmp_lg_u32 s10, s23
                                        ; implicit-def: $vgpr38
	s_cselect_b32 s24, -1, 0
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[11:12], 2, v[5:6]
	v_add_co_u32 v7, vcc_lo, s12, v7
	v_ashrrev_i32_e32 v6, 31, v14
	v_add_co_ci_u32_e64 v8, null, s13, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, s28, v9
	v_add_co_ci_u32_e64 v10, null, s29, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s6, v11
	v_add_co_ci_u32_e64 v12, null, s7, v12, vcc_lo
	s_cmp_gt_u32 s8, 3
	v_add_co_u32 v15, vcc_lo, v11, 4
	v_add_co_ci_u32_e64 v16, null, 0, v12, vcc_lo
	v_add_co_u32 v17, vcc_lo, s30, v14
	v_add_co_ci_u32_e64 v18, null, s31, v6, vcc_lo
	v_add_co_u32 v19, vcc_lo, s12, v35
	s_cselect_b32 s25, -1, 0
	s_and_b32 s26, s8, 0x7ffffffc
	v_add_co_ci_u32_e64 v20, null, s13, v22, vcc_lo
	v_add_co_u32 v21, vcc_lo, s2, v35
	s_cmp_lg_u32 s8, s26
	v_add_co_ci_u32_e64 v22, null, s3, v22, vcc_lo
	v_add_co_u32 v23, vcc_lo, s0, v14
	s_cselect_b32 s27, -1, 0
	s_add_u32 s28, s6, 4
	v_add_co_ci_u32_e64 v24, null, s1, v6, vcc_lo
	v_mov_b32_e32 v6, 49
	s_addc_u32 s29, s7, 0
	s_mov_b32 s30, 0
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v33, 1, v33
	v_add_nc_u32_e32 v13, s9, v13
	v_cmp_le_i32_e32 vcc_lo, s8, v33
	s_or_b32 s30, vcc_lo, s30
	s_andn2_b32 exec_lo, exec_lo, s30
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
	v_ashrrev_i32_e32 v14, 31, v13
	s_andn2_b32 vcc_lo, exec_lo, s16
	v_lshlrev_b64 v[25:26], 2, v[13:14]
	s_cbranch_vccnz .LBB0_28
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mul_lo_u32 v41, v33, s9
	v_add_nc_u32_e32 v27, s10, v41
	v_ashrrev_i32_e32 v28, 31, v27
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_add_co_u32 v27, vcc_lo, s6, v27
	v_add_co_ci_u32_e64 v28, null, s7, v28, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s19
	global_load_dword v32, v[27:28], off
	s_cbranch_vccnz .LBB0_29
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_co_u32 v27, vcc_lo, s28, v25
	v_mov_b32_e32 v30, v16
	v_add_co_ci_u32_e64 v28, null, s29, v26, vcc_lo
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v29, v15
	s_mov_b32 s1, 0
	s_branch .LBB0_9
.LBB0_7:                                ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s2
	v_add_co_u32 v27, vcc_lo, v27, 8
	v_add_co_ci_u32_e64 v28, null, 0, v28, vcc_lo
	v_add_co_u32 v29, vcc_lo, v29, 8
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s1, s1, 2
	s_cmp_eq_u32 s20, s1
	s_cbranch_scc1 .LBB0_30
.LBB0_9:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v42, v[29:30], off offset:-4
	global_load_dword v44, v[27:28], off offset:-4
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v42, v42, v34
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v43, v44, v32
	v_cmp_le_f32_e32 vcc_lo, 0, v42
	v_cmp_le_f32_e64 s0, 0, v43
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s2, s0
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v40, 1, v40
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
	ds_write_b8 v42, v6 offset:1600
	ds_write_b8 v42, v36 offset:1603
	ds_write_b8 v42, v36 offset:1606
                                        ; implicit-def: $vgpr42
.LBB0_11:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_19
; %bb.12:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc_lo, 0, v42
	v_cmp_nlt_f32_e64 s0, v44, v32
	s_or_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s3, s0
	s_xor_b32 s0, exec_lo, s3
	s_cbranch_execz .LBB0_16
; %bb.13:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v42, v42, v43
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_f32_e32 0, v42
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v39, 1, v39
	ds_write_b8 v42, v36 offset:1600
	ds_write_b8 v42, v36 offset:1603
	ds_write_b8 v42, v6 offset:1606
.LBB0_15:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_16:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v14, 1, v14
	ds_write_b8 v42, v36 offset:1600
	ds_write_b8 v42, v6 offset:1603
	ds_write_b8 v42, v36 offset:1606
.LBB0_18:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_19:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s2
	global_load_dword v42, v[29:30], off
	global_load_dword v44, v[27:28], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v42, v42, v34
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v43, v44, v32
	v_cmp_le_f32_e32 vcc_lo, 0, v42
	v_cmp_le_f32_e64 s0, 0, v43
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s2, s0
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v40, 1, v40
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
	ds_write_b8 v42, v6 offset:1601
	ds_write_b8 v42, v36 offset:1604
	ds_write_b8 v42, v36 offset:1607
                                        ; implicit-def: $vgpr42
.LBB0_21:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_8
; %bb.22:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc_lo, 0, v42
	v_cmp_nlt_f32_e64 s0, v44, v32
	s_or_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s3, s0
	s_xor_b32 s0, exec_lo, s3
	s_cbranch_execz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v42, v42, v43
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_f32_e32 0, v42
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v39, 1, v39
	ds_write_b8 v42, v36 offset:1601
	ds_write_b8 v42, v36 offset:1604
	ds_write_b8 v42, v6 offset:1607
.LBB0_25:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_26:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_7
; %bb.27:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v42, s1
	v_add_nc_u32_e32 v14, 1, v14
	ds_write_b8 v42, v36 offset:1601
	ds_write_b8 v42, v6 offset:1604
	ds_write_b8 v42, v36 offset:1607
	s_branch .LBB0_7
.LBB0_28:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	s_branch .LBB0_42
.LBB0_29:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	s_mov_b32 s1, 0
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_42
.LBB0_30:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b32 s1, s20
	s_mov_b32 s0, s21
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_42
.LBB0_31:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v27, s1, v5
	v_add_nc_u32_e32 v29, s1, v41
	v_ashrrev_i32_e32 v28, 31, v27
	v_ashrrev_i32_e32 v30, 31, v29
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_lshlrev_b64 v[29:30], 2, v[29:30]
	v_add_co_u32 v27, vcc_lo, s6, v27
	v_add_co_ci_u32_e64 v28, null, s7, v28, vcc_lo
	v_add_co_u32 v29, vcc_lo, s6, v29
	v_add_co_ci_u32_e64 v30, null, s7, v30, vcc_lo
	s_clause 0x1
	global_load_dword v27, v[27:28], off
	global_load_dword v29, v[29:30], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v27, v27, v34
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v28, v29, v32
	v_cmp_le_f32_e32 vcc_lo, 0, v27
	v_cmp_le_f32_e64 s0, 0, v28
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s2, s0
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v27, s1
	v_add_nc_u32_e32 v40, 1, v40
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr28
	ds_write_b8 v27, v6 offset:1600
	ds_write_b8 v27, v36 offset:1603
	ds_write_b8 v27, v36 offset:1606
                                        ; implicit-def: $vgpr27
.LBB0_33:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_41
; %bb.34:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_ngt_f32_e32 vcc_lo, 0, v27
	v_cmp_nlt_f32_e64 s0, v29, v32
	s_or_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s3, s0
	s_xor_b32 s0, exec_lo, s3
	s_cbranch_execz .LBB0_38
; %bb.35:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mul_f32_e32 v27, v27, v28
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_f32_e32 0, v27
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v27, s1
	v_add_nc_u32_e32 v39, 1, v39
	ds_write_b8 v27, v36 offset:1600
	ds_write_b8 v27, v36 offset:1603
	ds_write_b8 v27, v6 offset:1606
.LBB0_37:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_38:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v27, s1
	v_add_nc_u32_e32 v14, 1, v14
	ds_write_b8 v27, v36 offset:1600
	ds_write_b8 v27, v6 offset:1603
	ds_write_b8 v27, v36 offset:1606
.LBB0_40:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_41:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_42:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v27, v33, v35
	v_add_co_u32 v25, vcc_lo, s6, v25
	v_add_co_ci_u32_e64 v26, null, s7, v26, vcc_lo
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_u32 v27, vcc_lo, s12, v27
	s_mov_b32 s31, 0
	s_movk_i32 s33, 0x640
	v_add_co_ci_u32_e64 v28, null, s13, v28, vcc_lo
	s_branch .LBB0_48
.LBB0_43:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v31, v42
	global_store_dword v[3:4], v42, off
	global_store_dword v[9:10], v38, off
.LBB0_44:                               ;   in Loop: Header=BB0_48 Depth=2
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_45:                               ;   in Loop: Header=BB0_48 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_46:                               ;   in Loop: Header=BB0_48 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
.LBB0_47:                               ;   in Loop: Header=BB0_48 Depth=2
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
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v38, v14
.LBB0_53:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v29, v38
.LBB0_54:                               ;   in Loop: Header=BB0_48 Depth=2
	s_cmp_eq_u32 s31, 2
	s_mov_b32 s34, exec_lo
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v38, v29, v39, vcc_lo
	v_cmpx_lt_i32_e32 10, v38
	s_cbranch_execz .LBB0_47
; %bb.55:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v42, 0
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_58
; %bb.56:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, v12
	v_mov_b32_e32 v29, v11
	v_mov_b32_e32 v43, 0
	s_movk_i32 s1, 0x320
	s_mov_b32 s2, s10
	s_mov_b32 s3, s33
	.p2align	6
.LBB0_57:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v32, v[29:30], off
	v_mov_b32_e32 v41, s3
	v_add_co_u32 v29, s0, v29, 4
	v_mov_b32_e32 v44, s1
	v_add_co_ci_u32_e64 v30, null, 0, v30, s0
	ds_read_u8 v41, v41
	s_add_i32 s2, s2, -1
	s_add_i32 s3, s3, 1
	s_add_i32 s1, s1, 4
	s_cmp_lg_u32 s2, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v41
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v45, v43, v32
	v_add_f32_e32 v41, v42, v32
	ds_write_b32 v44, v32
	v_cndmask_b32_e32 v43, v43, v45, vcc_lo
	v_cndmask_b32_e32 v42, v41, v42, vcc_lo
	s_cbranch_scc1 .LBB0_57
	s_branch .LBB0_59
.LBB0_58:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v43, 0
.LBB0_59:                               ;   in Loop: Header=BB0_48 Depth=2
	v_sub_nc_u32_e32 v29, s10, v38
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v32, v38
	v_cvt_f32_i32_e32 v41, v29
	v_div_scale_f32 v29, null, v32, v32, v43
	v_div_scale_f32 v48, vcc_lo, v43, v32, v43
	v_div_scale_f32 v30, null, v41, v41, v42
	v_rcp_f32_e32 v44, v29
	v_rcp_f32_e32 v45, v30
	v_fma_f32 v46, -v29, v44, 1.0
	v_fma_f32 v47, -v30, v45, 1.0
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, s0, v42, v41, v42
	v_fmac_f32_e32 v45, v47, v45
	v_mul_f32_e32 v47, v48, v44
	v_mul_f32_e32 v49, v46, v45
	v_fma_f32 v50, -v29, v47, v48
	v_fma_f32 v51, -v30, v49, v46
	v_fmac_f32_e32 v47, v50, v44
	v_fmac_f32_e32 v49, v51, v45
	v_fma_f32 v29, -v29, v47, v48
	v_fma_f32 v30, -v30, v49, v46
	v_div_fmas_f32 v29, v29, v44, v47
	s_mov_b32 vcc_lo, s0
	v_div_fmas_f32 v30, v30, v45, v49
	s_andn2_b32 vcc_lo, exec_lo, s16
	v_div_fixup_f32 v43, v29, v32, v43
	v_div_fixup_f32 v44, v30, v41, v42
	s_cbranch_vccnz .LBB0_72
; %bb.60:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x320
	.p2align	6
.LBB0_61:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s2, s33, s0
	v_mov_b32_e32 v42, s1
	v_mov_b32_e32 v45, s2
	s_add_i32 s0, s0, 1
	s_add_i32 s1, s1, 4
	s_cmp_eq_u32 s10, s0
	ds_read_b32 v42, v42
	ds_read_u8 v45, v45
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v46, v43, v42
	v_sub_f32_e32 v42, v44, v42
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v45
	v_fma_f32 v46, v46, v46, v30
	v_fma_f32 v42, v42, v42, v29
	v_cndmask_b32_e32 v30, v30, v46, vcc_lo
	v_cndmask_b32_e32 v29, v42, v29, vcc_lo
	s_cbranch_scc0 .LBB0_61
; %bb.62:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mul_f32_e32 v42, 0x4f800000, v29
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v29
	v_mul_f32_e32 v45, 0x4f800000, v30
	v_cmp_gt_f32_e64 s0, 0xf800000, v30
	v_cndmask_b32_e32 v29, v29, v42, vcc_lo
	v_cndmask_b32_e64 v30, v30, v45, s0
	v_sqrt_f32_e32 v42, v29
	v_sqrt_f32_e32 v45, v30
	v_add_nc_u32_e32 v46, -1, v42
	v_add_nc_u32_e32 v48, 1, v42
	v_add_nc_u32_e32 v47, -1, v45
	v_add_nc_u32_e32 v49, 1, v45
	v_fma_f32 v50, -v46, v42, v29
	v_fma_f32 v52, -v48, v42, v29
	v_fma_f32 v51, -v47, v45, v30
	v_fma_f32 v53, -v49, v45, v30
	v_cmp_ge_f32_e64 s1, 0, v50
	v_cndmask_b32_e64 v42, v42, v46, s1
	v_cmp_ge_f32_e64 s1, 0, v51
	v_cndmask_b32_e64 v45, v45, v47, s1
	v_cmp_lt_f32_e64 s1, 0, v52
	v_cndmask_b32_e64 v42, v42, v48, s1
	v_cmp_lt_f32_e64 s1, 0, v53
	v_mul_f32_e32 v46, 0x37800000, v42
	v_cndmask_b32_e64 v45, v45, v49, s1
	v_cndmask_b32_e32 v42, v42, v46, vcc_lo
	v_mul_f32_e32 v47, 0x37800000, v45
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	v_cndmask_b32_e64 v45, v45, v47, s0
	v_cndmask_b32_e32 v42, v42, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_cndmask_b32_e32 v46, v45, v30, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_73
.LBB0_63:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, v26
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v29, v25
	v_mov_b32_e32 v50, 0
	s_mov_b32 s1, 0
	s_mov_b32 s2, 0
	.p2align	6
.LBB0_64:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v45, v[29:30], off
	s_add_i32 s0, s33, s2
	v_mov_b32_e32 v49, s1
	v_mov_b32_e32 v48, s0
	v_add_co_u32 v29, s0, v29, 4
	v_add_co_ci_u32_e64 v30, null, 0, v30, s0
	ds_read_u8 v48, v48
	s_add_i32 s2, s2, 1
	s_add_i32 s1, s1, 4
	s_cmp_lg_u32 s10, s2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v48
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v51, v50, v45
	v_add_f32_e32 v48, v47, v45
	ds_write_b32 v49, v45
	v_cndmask_b32_e32 v50, v50, v51, vcc_lo
	v_cndmask_b32_e32 v47, v48, v47, vcc_lo
	s_cbranch_scc1 .LBB0_64
; %bb.65:                               ;   in Loop: Header=BB0_48 Depth=2
	v_div_scale_f32 v29, null, v32, v32, v50
	v_div_scale_f32 v30, null, v41, v41, v47
	v_div_scale_f32 v52, vcc_lo, v50, v32, v50
	v_rcp_f32_e32 v45, v29
	v_rcp_f32_e32 v48, v30
	s_mov_b32 s1, 0
	v_fma_f32 v49, -v29, v45, 1.0
	v_fma_f32 v51, -v30, v48, 1.0
	v_fmac_f32_e32 v45, v49, v45
	v_div_scale_f32 v49, s0, v47, v41, v47
	v_fmac_f32_e32 v48, v51, v48
	v_mul_f32_e32 v51, v52, v45
	v_mul_f32_e32 v53, v49, v48
	v_fma_f32 v54, -v29, v51, v52
	v_fma_f32 v55, -v30, v53, v49
	v_fmac_f32_e32 v51, v54, v45
	v_fmac_f32_e32 v53, v55, v48
	v_fma_f32 v29, -v29, v51, v52
	v_fma_f32 v30, -v30, v53, v49
	v_mov_b32_e32 v49, 0
	v_div_fmas_f32 v29, v29, v45, v51
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v45, 0
	v_div_fmas_f32 v30, v30, v48, v53
	v_mov_b32_e32 v48, 0
	v_div_fixup_f32 v50, v29, v32, v50
	s_mov_b32 s0, 0
	v_div_fixup_f32 v51, v30, v41, v47
	v_mov_b32_e32 v47, 0
	s_branch .LBB0_67
	.p2align	6
.LBB0_66:                               ;   in Loop: Header=BB0_67 Depth=3
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v30, v43, v30
	v_sub_f32_e32 v29, v50, v29
	v_fmac_f32_e32 v47, v30, v29
	v_fmac_f32_e32 v49, v29, v29
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s10, s1
	s_cbranch_scc0 .LBB0_71
.LBB0_67:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s2, s33, s1
                                        ; implicit-def: $vgpr53
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v29, s2
	s_mov_b32 s2, -1
	ds_read_u8 v52, v29
	v_mov_b32_e32 v29, s0
	ds_read2_b32 v[29:30], v29 offset1:200
	s_waitcnt lgkmcnt(1)
	v_cmp_ne_u32_e32 vcc_lo, 49, v52
                                        ; implicit-def: $vgpr52
	s_cbranch_vccz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_67 Depth=3
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v52, v44, v30
	v_sub_f32_e32 v54, v51, v29
	s_mov_b32 s2, 0
	v_fma_f32 v53, v52, v54, v45
	v_fma_f32 v52, v54, v54, v48
.LBB0_69:                               ;   in Loop: Header=BB0_67 Depth=3
	s_andn2_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB0_66
; %bb.70:                               ;   in Loop: Header=BB0_67 Depth=3
	v_mov_b32_e32 v45, v53
	v_mov_b32_e32 v48, v52
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s10, s1
	s_cbranch_scc1 .LBB0_67
.LBB0_71:                               ;   in Loop: Header=BB0_48 Depth=2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v29, 0x4f800000, v49
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v49
	v_mul_f32_e32 v30, 0x4f800000, v48
	v_cmp_gt_f32_e64 s0, 0xf800000, v48
	v_cndmask_b32_e32 v29, v49, v29, vcc_lo
	v_cndmask_b32_e64 v30, v48, v30, s0
	v_sqrt_f32_e32 v43, v29
	v_sqrt_f32_e32 v44, v30
	v_add_nc_u32_e32 v48, -1, v43
	v_add_nc_u32_e32 v50, 1, v43
	v_add_nc_u32_e32 v49, -1, v44
	v_add_nc_u32_e32 v51, 1, v44
	v_fma_f32 v52, -v48, v43, v29
	v_fma_f32 v54, -v50, v43, v29
	v_fma_f32 v53, -v49, v44, v30
	v_fma_f32 v55, -v51, v44, v30
	v_cmp_ge_f32_e64 s1, 0, v52
	v_cndmask_b32_e64 v43, v43, v48, s1
	v_cmp_ge_f32_e64 s1, 0, v53
	v_cndmask_b32_e64 v44, v44, v49, s1
	v_cmp_lt_f32_e64 s1, 0, v54
	v_cndmask_b32_e64 v43, v43, v50, s1
	v_cmp_lt_f32_e64 s1, 0, v55
	v_mul_f32_e32 v48, 0x37800000, v43
	v_cndmask_b32_e64 v44, v44, v51, s1
	v_cndmask_b32_e32 v43, v43, v48, vcc_lo
	v_mul_f32_e32 v49, 0x37800000, v44
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	v_cndmask_b32_e64 v44, v44, v49, s0
	v_cndmask_b32_e32 v29, v43, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_cndmask_b32_e32 v43, v44, v30, vcc_lo
	s_branch .LBB0_74
.LBB0_72:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v46, 0
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB0_63
.LBB0_73:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v47, 0
.LBB0_74:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mul_f32_e32 v29, v46, v29
	s_mov_b32 s35, exec_lo
	v_div_scale_f32 v30, null, v29, v29, v47
	v_rcp_f32_e32 v44, v30
	v_fma_f32 v46, -v30, v44, 1.0
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, vcc_lo, v47, v29, v47
	v_mul_f32_e32 v48, v46, v44
	v_fma_f32 v49, -v30, v48, v46
	v_fmac_f32_e32 v48, v49, v44
	v_fma_f32 v30, -v30, v48, v46
	v_div_fmas_f32 v30, v30, v44, v48
	v_div_fixup_f32 v29, v30, v29, v47
	v_cmpx_lt_f32_e64 s11, |v29|
	s_cbranch_execz .LBB0_46
; %bb.75:                               ;   in Loop: Header=BB0_48 Depth=2
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_83
; %bb.76:                               ;   in Loop: Header=BB0_48 Depth=2
	s_andn2_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccnz .LBB0_80
; %bb.77:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, v18
	v_mov_b32_e32 v29, v17
	s_mov_b32 s0, 0
.LBB0_78:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s1, s33, s0
	s_add_i32 s0, s0, 4
	v_mov_b32_e32 v44, s1
	s_cmp_lg_u32 s23, s0
	ds_read_b32 v44, v44
	s_waitcnt lgkmcnt(0)
	global_store_dword v[29:30], v44, off
	v_add_co_u32 v29, vcc_lo, v29, 4
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_cbranch_scc1 .LBB0_78
; %bb.79:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, s23
	s_mov_b32 s1, s24
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_81
	s_branch .LBB0_83
.LBB0_80:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_83
.LBB0_81:                               ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v29, vcc_lo, v17, s0
	v_add_co_ci_u32_e64 v30, null, 0, v18, vcc_lo
.LBB0_82:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s1, s33, s0
	s_add_i32 s0, s0, 1
	v_mov_b32_e32 v44, s1
	s_cmp_eq_u32 s10, s0
	ds_read_u8 v44, v44
	s_waitcnt lgkmcnt(0)
	global_store_byte v[29:30], v44, off
	v_add_co_u32 v29, vcc_lo, v29, 1
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_cbranch_scc0 .LBB0_82
.LBB0_83:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mul_f32_e32 v29, v42, v43
	s_mov_b32 s1, -1
	v_div_scale_f32 v30, null, v29, v29, v45
	v_div_scale_f32 v44, vcc_lo, v45, v29, v45
	v_rcp_f32_e32 v42, v30
	v_fma_f32 v43, -v30, v42, 1.0
	v_fmac_f32_e32 v42, v43, v42
	v_mul_f32_e32 v43, v44, v42
	v_fma_f32 v46, -v30, v43, v44
	v_fmac_f32_e32 v43, v46, v42
	v_fma_f32 v30, -v30, v43, v44
	v_div_fmas_f32 v30, v30, v42, v43
	s_and_b32 vcc_lo, exec_lo, s18
	v_div_fixup_f32 v29, v30, v29, v45
	v_cmp_lt_f32_e64 s0, s11, |v29|
	s_cbranch_vccz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_48 Depth=2
	global_store_byte v[7:8], v6, off
	s_mov_b32 s1, 0
	global_store_byte v[27:28], v6, off
.LBB0_85:                               ;   in Loop: Header=BB0_48 Depth=2
	v_cndmask_b32_e64 v43, 0, 1, s0
	s_andn2_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_89
; %bb.86:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, v20
	v_mov_b32_e32 v29, v19
	s_andn2_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s0, s26
	s_cbranch_vccnz .LBB0_90
.LBB0_87:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_store_dword v[29:30], v37, off
	v_add_co_u32 v29, vcc_lo, v29, 4
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s0, s0, -4
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_87
; %bb.88:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, s26
	s_mov_b32 s1, s27
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_91
	s_branch .LBB0_93
.LBB0_89:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v29, 1.0
	v_mov_b32_e32 v42, 2
	s_branch .LBB0_128
.LBB0_90:                               ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_93
.LBB0_91:                               ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v29, vcc_lo, v19, s0
	v_add_co_ci_u32_e64 v30, null, 0, v20, vcc_lo
	s_sub_i32 s0, s8, s0
.LBB0_92:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_store_byte v[29:30], v36, off
	v_add_co_u32 v29, vcc_lo, v29, 1
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_92
.LBB0_93:                               ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v44, 1
	v_mov_b32_e32 v42, 2
	s_mov_b32 s2, 0
	s_mov_b32 s36, 0
	global_store_byte v[7:8], v6, off
	global_store_byte v[27:28], v6, off
	s_branch .LBB0_96
.LBB0_94:                               ;   in Loop: Header=BB0_96 Depth=3
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_95:                               ;   in Loop: Header=BB0_96 Depth=3
	s_or_b32 exec_lo, exec_lo, s37
	s_add_i32 s36, s36, 1
	s_add_i32 s2, s2, s9
	s_cmp_lg_u32 s36, s8
	s_cbranch_scc0 .LBB0_127
.LBB0_96:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB0_99 Depth 4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_105 Depth 5
                                        ;           Child Loop BB0_108 Depth 5
                                        ;           Child Loop BB0_111 Depth 5
	v_cmp_ne_u32_e32 vcc_lo, s36, v33
	v_cmp_ne_u32_e64 s0, s36, v0
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB0_95
; %bb.97:                               ;   in Loop: Header=BB0_96 Depth=3
	s_mov_b32 s3, s5
	v_mov_b32_e32 v45, 0
	s_lshl_b64 s[0:1], s[2:3], 2
	v_mov_b32_e32 v46, 0
	s_mov_b32 s4, 0
	s_add_u32 s14, s6, s0
	s_addc_u32 s15, s7, s1
	s_mov_b32 s3, s4
	s_mov_b32 s38, s4
	s_branch .LBB0_99
.LBB0_98:                               ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s1
	s_and_b32 s0, exec_lo, s39
	s_or_b32 s3, s0, s3
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_125
.LBB0_99:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ; =>      This Loop Header: Depth=4
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_105 Depth 5
                                        ;           Child Loop BB0_108 Depth 5
                                        ;           Child Loop BB0_111 Depth 5
	v_add_nc_u32_e32 v29, s38, v35
	s_mov_b32 s39, -1
	s_mov_b32 s0, -1
	s_mov_b32 s40, exec_lo
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v29, vcc_lo, s12, v29
	v_add_co_ci_u32_e64 v30, null, s13, v30, vcc_lo
	global_load_ubyte v29, v[29:30], off
	s_waitcnt vmcnt(0)
	v_cmpx_eq_u16_e32 49, v29
	s_cbranch_execz .LBB0_123
; %bb.100:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_103
; %bb.101:                              ;   in Loop: Header=BB0_99 Depth=4
	s_mov_b32 s41, 0
	s_movk_i32 s42, 0x320
	s_mov_b64 s[0:1], s[14:15]
	.p2align	6
.LBB0_102:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s43, s33, s41
	v_mov_b32_e32 v48, s42
	v_mov_b32_e32 v47, s43
	s_load_dword s43, s[0:1], 0x0
	s_add_i32 s41, s41, 1
	s_add_i32 s42, s42, 4
	s_add_u32 s0, s0, 4
	ds_read_u8 v47, v47
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s10, s41
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v49, s43, v30
	v_add_f32_e32 v50, s43, v29
	v_cmp_eq_u32_e32 vcc_lo, 49, v47
	v_mov_b32_e32 v47, s43
	v_cndmask_b32_e32 v30, v30, v49, vcc_lo
	v_cndmask_b32_e32 v29, v50, v29, vcc_lo
	ds_write_b32 v48, v47
	s_cbranch_scc1 .LBB0_102
.LBB0_103:                              ;   in Loop: Header=BB0_99 Depth=4
	v_div_scale_f32 v47, null, v32, v32, v30
	v_div_scale_f32 v48, null, v41, v41, v29
	v_div_scale_f32 v53, vcc_lo, v30, v32, v30
	v_rcp_f32_e32 v49, v47
	v_rcp_f32_e32 v50, v48
	v_fma_f32 v51, -v47, v49, 1.0
	v_fma_f32 v52, -v48, v50, 1.0
	v_fmac_f32_e32 v49, v51, v49
	v_div_scale_f32 v51, s0, v29, v41, v29
	v_fmac_f32_e32 v50, v52, v50
	v_mul_f32_e32 v52, v53, v49
	v_mul_f32_e32 v54, v51, v50
	v_fma_f32 v55, -v47, v52, v53
	v_fma_f32 v56, -v48, v54, v51
	v_fmac_f32_e32 v52, v55, v49
	v_fmac_f32_e32 v54, v56, v50
	v_fma_f32 v47, -v47, v52, v53
	v_fma_f32 v48, -v48, v54, v51
	v_div_fmas_f32 v47, v47, v49, v52
	s_mov_b32 vcc_lo, s0
	v_div_fmas_f32 v49, v48, v50, v54
	s_andn2_b32 vcc_lo, exec_lo, s16
	v_div_fixup_f32 v48, v47, v32, v30
	v_div_fixup_f32 v49, v49, v41, v29
	s_cbranch_vccnz .LBB0_116
; %bb.104:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x320
	.p2align	6
.LBB0_105:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s41, s33, s0
	v_mov_b32_e32 v47, s1
	v_mov_b32_e32 v50, s41
	s_add_i32 s0, s0, 1
	s_add_i32 s1, s1, 4
	s_cmp_eq_u32 s10, s0
	ds_read_b32 v47, v47
	ds_read_u8 v50, v50
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v51, v48, v47
	v_sub_f32_e32 v47, v49, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, 49, v50
	v_fma_f32 v51, v51, v51, v30
	v_fma_f32 v47, v47, v47, v29
	v_cndmask_b32_e32 v30, v30, v51, vcc_lo
	v_cndmask_b32_e32 v29, v47, v29, vcc_lo
	s_cbranch_scc0 .LBB0_105
; %bb.106:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mul_f32_e32 v47, 0x4f800000, v29
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v29
	v_mul_f32_e32 v50, 0x4f800000, v30
	v_cmp_gt_f32_e64 s0, 0xf800000, v30
	v_cndmask_b32_e32 v29, v29, v47, vcc_lo
	v_cndmask_b32_e64 v30, v30, v50, s0
	v_sqrt_f32_e32 v47, v29
	v_sqrt_f32_e32 v50, v30
	v_add_nc_u32_e32 v51, -1, v47
	v_add_nc_u32_e32 v53, 1, v47
	v_add_nc_u32_e32 v52, -1, v50
	v_add_nc_u32_e32 v54, 1, v50
	v_fma_f32 v55, -v51, v47, v29
	v_fma_f32 v57, -v53, v47, v29
	v_fma_f32 v56, -v52, v50, v30
	v_fma_f32 v58, -v54, v50, v30
	v_cmp_ge_f32_e64 s1, 0, v55
	v_cndmask_b32_e64 v47, v47, v51, s1
	v_cmp_ge_f32_e64 s1, 0, v56
	v_cndmask_b32_e64 v50, v50, v52, s1
	v_cmp_lt_f32_e64 s1, 0, v57
	v_cndmask_b32_e64 v47, v47, v53, s1
	v_cmp_lt_f32_e64 s1, 0, v58
	v_mul_f32_e32 v51, 0x37800000, v47
	v_cndmask_b32_e64 v50, v50, v54, s1
	v_cndmask_b32_e32 v47, v47, v51, vcc_lo
	v_mul_f32_e32 v52, 0x37800000, v50
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	v_cndmask_b32_e64 v50, v50, v52, s0
	v_cndmask_b32_e32 v47, v47, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_cndmask_b32_e32 v50, v50, v30, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_117
.LBB0_107:                              ;   in Loop: Header=BB0_99 Depth=4
	s_lshl_b64 s[0:1], s[4:5], 2
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
	.p2align	6
.LBB0_108:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s43, s33, s42
	v_mov_b32_e32 v52, s41
	v_mov_b32_e32 v51, s43
	s_load_dword s43, s[0:1], 0x0
	s_add_i32 s42, s42, 1
	s_add_i32 s41, s41, 4
	s_add_u32 s0, s0, 4
	ds_read_u8 v51, v51
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s10, s42
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v53, s43, v30
	v_add_f32_e32 v54, s43, v29
	v_cmp_eq_u32_e32 vcc_lo, 49, v51
	v_mov_b32_e32 v51, s43
	v_cndmask_b32_e32 v30, v30, v53, vcc_lo
	v_cndmask_b32_e32 v29, v54, v29, vcc_lo
	ds_write_b32 v52, v51
	s_cbranch_scc1 .LBB0_108
; %bb.109:                              ;   in Loop: Header=BB0_99 Depth=4
	v_div_scale_f32 v51, null, v32, v32, v30
	v_div_scale_f32 v52, null, v41, v41, v29
	v_div_scale_f32 v57, vcc_lo, v30, v32, v30
	v_rcp_f32_e32 v53, v51
	v_rcp_f32_e32 v54, v52
	s_mov_b32 s1, 0
	v_fma_f32 v55, -v51, v53, 1.0
	v_fma_f32 v56, -v52, v54, 1.0
	v_fmac_f32_e32 v53, v55, v53
	v_div_scale_f32 v55, s0, v29, v41, v29
	v_fmac_f32_e32 v54, v56, v54
	v_mul_f32_e32 v56, v57, v53
	v_mul_f32_e32 v58, v55, v54
	v_fma_f32 v59, -v51, v56, v57
	v_fma_f32 v60, -v52, v58, v55
	v_fmac_f32_e32 v56, v59, v53
	v_fmac_f32_e32 v58, v60, v54
	v_fma_f32 v51, -v51, v56, v57
	v_fma_f32 v52, -v52, v58, v55
	v_div_fmas_f32 v55, v51, v53, v56
	s_mov_b32 vcc_lo, s0
	v_mov_b32_e32 v53, 0
	v_div_fmas_f32 v52, v52, v54, v58
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v54, 0
	v_div_fixup_f32 v55, v55, v32, v30
	s_mov_b32 s0, 0
	v_div_fixup_f32 v56, v52, v41, v29
	v_mov_b32_e32 v52, 0
	s_branch .LBB0_111
	.p2align	6
.LBB0_110:                              ;   in Loop: Header=BB0_111 Depth=5
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v30, v48, v30
	v_sub_f32_e32 v29, v55, v29
	v_fmac_f32_e32 v52, v30, v29
	v_fmac_f32_e32 v54, v29, v29
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s10, s1
	s_cbranch_scc0 .LBB0_115
.LBB0_111:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ;       Parent Loop BB0_96 Depth=3
                                        ;         Parent Loop BB0_99 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s41, s33, s1
                                        ; implicit-def: $vgpr58
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v29, s41
	s_mov_b32 s41, -1
	ds_read_u8 v57, v29
	v_mov_b32_e32 v29, s0
	ds_read2_b32 v[29:30], v29 offset1:200
	s_waitcnt lgkmcnt(1)
	v_cmp_ne_u32_e32 vcc_lo, 49, v57
                                        ; implicit-def: $vgpr57
	s_cbranch_vccz .LBB0_113
; %bb.112:                              ;   in Loop: Header=BB0_111 Depth=5
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v57, v49, v30
	v_sub_f32_e32 v59, v56, v29
	s_mov_b32 s41, 0
	v_fma_f32 v58, v57, v59, v51
	v_fma_f32 v57, v59, v59, v53
.LBB0_113:                              ;   in Loop: Header=BB0_111 Depth=5
	s_andn2_b32 vcc_lo, exec_lo, s41
	s_cbranch_vccz .LBB0_110
; %bb.114:                              ;   in Loop: Header=BB0_111 Depth=5
	v_mov_b32_e32 v51, v58
	v_mov_b32_e32 v53, v57
	s_add_i32 s1, s1, 1
	s_add_i32 s0, s0, 4
	s_cmp_lg_u32 s10, s1
	s_cbranch_scc1 .LBB0_111
.LBB0_115:                              ;   in Loop: Header=BB0_99 Depth=4
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v29, 0x4f800000, v54
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v54
	v_mul_f32_e32 v30, 0x4f800000, v53
	v_cmp_gt_f32_e64 s0, 0xf800000, v53
	v_cndmask_b32_e32 v29, v54, v29, vcc_lo
	v_cndmask_b32_e64 v48, v53, v30, s0
	v_sqrt_f32_e32 v30, v29
	v_sqrt_f32_e32 v49, v48
	v_add_nc_u32_e32 v53, -1, v30
	v_add_nc_u32_e32 v55, 1, v30
	v_add_nc_u32_e32 v54, -1, v49
	v_add_nc_u32_e32 v56, 1, v49
	v_fma_f32 v57, -v53, v30, v29
	v_fma_f32 v59, -v55, v30, v29
	v_fma_f32 v58, -v54, v49, v48
	v_fma_f32 v60, -v56, v49, v48
	v_cmp_ge_f32_e64 s1, 0, v57
	v_cndmask_b32_e64 v30, v30, v53, s1
	v_cmp_ge_f32_e64 s1, 0, v58
	v_cndmask_b32_e64 v49, v49, v54, s1
	v_cmp_lt_f32_e64 s1, 0, v59
	v_cndmask_b32_e64 v30, v30, v55, s1
	v_cmp_lt_f32_e64 s1, 0, v60
	v_mul_f32_e32 v53, 0x37800000, v30
	v_cndmask_b32_e64 v49, v49, v56, s1
	v_cndmask_b32_e32 v30, v30, v53, vcc_lo
	v_mul_f32_e32 v54, 0x37800000, v49
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	v_cndmask_b32_e64 v49, v49, v54, s0
	v_cndmask_b32_e32 v30, v30, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v48, 0x260
	v_cndmask_b32_e32 v29, v49, v48, vcc_lo
	s_branch .LBB0_118
.LBB0_116:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v50, 0
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB0_107
.LBB0_117:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v52, 0
.LBB0_118:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mul_f32_e32 v30, v50, v30
	s_mov_b32 s1, 0
	v_div_scale_f32 v48, null, v30, v30, v52
	v_div_scale_f32 v53, vcc_lo, v52, v30, v52
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v50, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v50, v49
	v_mul_f32_e32 v50, v53, v49
	v_fma_f32 v54, -v48, v50, v53
	v_fmac_f32_e32 v50, v54, v49
	v_fma_f32 v48, -v48, v50, v53
	v_div_fmas_f32 v48, v48, v49, v50
	v_div_fixup_f32 v30, v48, v30, v52
	v_cmp_lt_f32_e64 s41, s11, |v30|
	v_mov_b32_e32 v30, 0
	s_and_saveexec_b32 s0, s41
	s_cbranch_execz .LBB0_122
; %bb.119:                              ;   in Loop: Header=BB0_99 Depth=4
	v_mul_f32_e32 v29, v47, v29
	s_mov_b32 s1, exec_lo
	v_div_scale_f32 v30, null, v29, v29, v51
	v_rcp_f32_e32 v47, v30
	v_fma_f32 v48, -v30, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, v51, v29, v51
	v_mul_f32_e32 v49, v48, v47
	v_fma_f32 v50, -v30, v49, v48
	v_fmac_f32_e32 v49, v50, v47
	v_fma_f32 v30, -v30, v49, v48
	v_div_fmas_f32 v30, v30, v47, v49
	v_div_fixup_f32 v29, v30, v29, v51
	v_cmpx_lt_f32_e64 s11, |v29|
; %bb.120:                              ;   in Loop: Header=BB0_99 Depth=4
	v_add_nc_u32_e32 v45, 1, v45
; %bb.121:                              ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v30, 1, v46
	s_mov_b32 s1, exec_lo
.LBB0_122:                              ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v46, v30
	s_orn2_b32 s0, s1, exec_lo
.LBB0_123:                              ;   in Loop: Header=BB0_99 Depth=4
	s_or_b32 exec_lo, exec_lo, s40
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_98
; %bb.124:                              ;   in Loop: Header=BB0_99 Depth=4
	s_add_i32 s38, s38, 1
	s_add_i32 s4, s4, s9
	s_cmp_eq_u32 s38, s8
	s_cselect_b32 s0, -1, 0
	s_orn2_b32 s39, s0, exec_lo
	s_branch .LBB0_98
.LBB0_125:                              ;   in Loop: Header=BB0_96 Depth=3
	s_or_b32 exec_lo, exec_lo, s3
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0, v46
	s_cbranch_execz .LBB0_94
; %bb.126:                              ;   in Loop: Header=BB0_96 Depth=3
	v_add_nc_u32_e32 v29, s36, v35
	v_add_nc_u32_e32 v43, v45, v43
	v_add_nc_u32_e32 v44, v46, v44
	v_add_nc_u32_e32 v42, 1, v42
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v29, vcc_lo, s12, v29
	v_add_co_ci_u32_e64 v30, null, s13, v30, vcc_lo
	global_store_byte v[29:30], v6, off
	s_branch .LBB0_94
.LBB0_127:                              ;   in Loop: Header=BB0_48 Depth=2
	v_cvt_f32_u32_e32 v29, v44
.LBB0_128:                              ;   in Loop: Header=BB0_48 Depth=2
	v_cvt_f32_i32_e32 v30, v43
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v32, null, v29, v29, v30
	v_rcp_f32_e32 v41, v32
	v_fma_f32 v43, -v32, v41, 1.0
	v_fmac_f32_e32 v41, v43, v41
	v_div_scale_f32 v43, vcc_lo, v30, v29, v30
	v_mul_f32_e32 v44, v43, v41
	v_fma_f32 v45, -v32, v44, v43
	v_fmac_f32_e32 v44, v45, v41
	v_fma_f32 v32, -v32, v44, v43
	v_div_fmas_f32 v32, v32, v41, v44
	v_div_fixup_f32 v29, v32, v29, v30
	v_cmpx_gt_f32_e32 0x3c23d70a, v29
	s_cbranch_execz .LBB0_45
; %bb.129:                              ;   in Loop: Header=BB0_48 Depth=2
	v_max_i32_e32 v30, 10, v31
	s_mov_b32 s1, exec_lo
	v_cmpx_lt_i32_e64 v30, v42
	s_cbranch_execz .LBB0_44
; %bb.130:                              ;   in Loop: Header=BB0_48 Depth=2
	s_andn2_b32 vcc_lo, exec_lo, s17
	global_store_dword v[1:2], v29, off
	s_cbranch_vccnz .LBB0_137
; %bb.131:                              ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, v20
	v_mov_b32_e32 v32, v22
	v_mov_b32_e32 v29, v19
	v_mov_b32_e32 v31, v21
	s_andn2_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s2, s26
	s_cbranch_vccnz .LBB0_134
.LBB0_132:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 4
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s2, s2, -4
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 4
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc1 .LBB0_132
; %bb.133:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s2, s26
	s_mov_b32 s3, s27
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_135
	s_branch .LBB0_137
.LBB0_134:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s2, 0
	s_cbranch_execz .LBB0_137
.LBB0_135:                              ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v29, vcc_lo, v19, s2
	v_add_co_ci_u32_e64 v30, null, 0, v20, vcc_lo
	v_add_co_u32 v31, vcc_lo, v21, s2
	v_add_co_ci_u32_e64 v32, null, 0, v22, vcc_lo
	s_sub_i32 s2, s8, s2
.LBB0_136:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_ubyte v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 1
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s2, s2, -1
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(0)
	global_store_byte v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 1
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc0 .LBB0_136
.LBB0_137:                              ;   in Loop: Header=BB0_48 Depth=2
	s_andn2_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB0_43
; %bb.138:                              ;   in Loop: Header=BB0_48 Depth=2
	v_mov_b32_e32 v30, v18
	v_mov_b32_e32 v32, v24
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v31, v23
	s_andn2_b32 vcc_lo, exec_lo, s22
	s_mov_b32 s2, s23
	s_cbranch_vccnz .LBB0_141
.LBB0_139:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 4
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s2, s2, -4
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 4
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
	s_cbranch_scc1 .LBB0_139
; %bb.140:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s2, s23
	s_mov_b32 s3, s24
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB0_43
	s_branch .LBB0_142
.LBB0_141:                              ;   in Loop: Header=BB0_48 Depth=2
	s_mov_b32 s2, 0
	s_cbranch_execz .LBB0_43
.LBB0_142:                              ;   in Loop: Header=BB0_48 Depth=2
	v_add_co_u32 v29, vcc_lo, v17, s2
	v_add_co_ci_u32_e64 v30, null, 0, v18, vcc_lo
	v_add_co_u32 v31, vcc_lo, v23, s2
	v_add_co_ci_u32_e64 v32, null, 0, v24, vcc_lo
	s_sub_i32 s2, s10, s2
.LBB0_143:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_48 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_ubyte v41, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v29, 1
	v_add_co_ci_u32_e64 v30, null, 0, v30, vcc_lo
	s_add_i32 s2, s2, -1
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	global_store_byte v[31:32], v41, off
	v_add_co_u32 v31, vcc_lo, v31, 1
	v_add_co_ci_u32_e64 v32, null, 0, v32, vcc_lo
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 44
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
	.size	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_, .Lfunc_end0-_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
                                        ; -- End function
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_vgpr, 61
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
; codeLenInByte = 6376
; TotalNumSgprs: 46
; NumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2200 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 61
; Occupancy: 16
; WaveLimiterHint : 0
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
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
