	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z16constants_kernelP10clusters_tii ; -- Begin function _Z16constants_kernelP10clusters_tii
	.globl	_Z16constants_kernelP10clusters_tii
	.p2align	8
	.type	_Z16constants_kernelP10clusters_tii,@function
_Z16constants_kernelP10clusters_tii:    ; @_Z16constants_kernelP10clusters_tii
; %bb.0:
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dword s0, s[4:5], 0x1c
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s11, s15, s15
	s_and_b32 s10, s0, 0xffff
	v_cmp_gt_u32_e64 s1, s11, v0
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dwordx2 s[4:5], s[12:13], 0x28
	v_mad_u64_u32 v[1:2], null, s11, s6, v[0:1]
	v_lshlrev_b32_e32 v3, 2, v0
	v_mov_b32_e32 v4, v0
	s_mov_b32 s3, 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_lshl_b32 s4, s10, 2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[1:2]
	v_add_nc_u32_e32 v4, s10, v4
	v_add_co_u32 v1, vcc_lo, v1, s4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e64 s0, s11, v4
	s_or_b32 s3, s0, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v3, v5
	v_add_nc_u32_e32 v3, s4, v3
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_eq_u32_e64 s0, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s0
	s_cbranch_execz .LBB0_119
; %bb.4:
	v_mov_b32_e32 v1, 0
	s_cmp_eq_u32 s15, 1
	s_mov_b32 s2, -1
	ds_write_b32 v1, v1 offset:2304
	s_cbranch_scc1 .LBB0_117
; %bb.5:
	s_cmp_lt_i32 s15, 2
	s_cbranch_scc1 .LBB0_48
; %bb.6:
	v_mov_b32_e32 v1, 0
	s_add_i32 s17, s15, -1
	s_add_i32 s18, s15, -2
	s_and_b32 s19, s17, 7
	s_mov_b32 s3, -1
	ds_read_b32 v1, v1
	s_cmp_lt_u32 s18, 7
	s_mov_b32 s2, 1
	s_cbranch_scc1 .LBB0_10
; %bb.7:
	s_and_b32 s21, s17, -8
	s_mov_b32 s20, 0
	s_mov_b32 s22, 4
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v10, s22
	s_add_i32 s20, s20, 8
	s_add_i32 s22, s22, 32
	s_cmp_eq_u32 s21, s20
	ds_read2_b32 v[2:3], v10 offset1:1
	ds_read2_b32 v[4:5], v10 offset0:2 offset1:3
	ds_read2_b32 v[6:7], v10 offset0:4 offset1:5
	ds_read2_b32 v[8:9], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_div_scale_f32 v11, null, v1, v1, v2
	v_div_scale_f32 v13, null, v1, v1, v3
	s_waitcnt lgkmcnt(2)
	v_div_scale_f32 v15, null, v1, v1, v4
	v_rcp_f32_e32 v27, v11
	v_div_scale_f32 v17, null, v1, v1, v5
	v_rcp_f32_e32 v28, v13
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v19, null, v1, v1, v6
	v_rcp_f32_e32 v29, v15
	v_div_scale_f32 v21, null, v1, v1, v7
	v_rcp_f32_e32 v30, v17
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v23, null, v1, v1, v8
	v_rcp_f32_e32 v31, v19
	v_div_scale_f32 v25, null, v1, v1, v9
	v_rcp_f32_e32 v32, v21
	v_fma_f32 v35, -v11, v27, 1.0
	v_rcp_f32_e32 v33, v23
	v_fma_f32 v36, -v13, v28, 1.0
	v_rcp_f32_e32 v34, v25
	v_fma_f32 v37, -v15, v29, 1.0
	v_div_scale_f32 v12, vcc_lo, v2, v1, v2
	v_fmac_f32_e32 v27, v35, v27
	v_fma_f32 v38, -v17, v30, 1.0
	v_div_scale_f32 v14, s2, v3, v1, v3
	v_fmac_f32_e32 v28, v36, v28
	v_fma_f32 v39, -v19, v31, 1.0
	v_div_scale_f32 v16, s3, v4, v1, v4
	v_fmac_f32_e32 v29, v37, v29
	v_fma_f32 v40, -v21, v32, 1.0
	v_mul_f32_e32 v35, v12, v27
	v_div_scale_f32 v18, s4, v5, v1, v5
	v_fmac_f32_e32 v30, v38, v30
	v_fma_f32 v41, -v23, v33, 1.0
	v_mul_f32_e32 v36, v14, v28
	v_div_scale_f32 v20, s5, v6, v1, v6
	v_fmac_f32_e32 v31, v39, v31
	v_fma_f32 v42, -v25, v34, 1.0
	v_mul_f32_e32 v37, v16, v29
	v_div_scale_f32 v22, s7, v7, v1, v7
	v_fmac_f32_e32 v32, v40, v32
	v_fma_f32 v43, -v11, v35, v12
	v_mul_f32_e32 v38, v18, v30
	v_div_scale_f32 v24, s8, v8, v1, v8
	v_fmac_f32_e32 v33, v41, v33
	v_fma_f32 v44, -v13, v36, v14
	v_mul_f32_e32 v39, v20, v31
	v_div_scale_f32 v26, s9, v9, v1, v9
	v_fmac_f32_e32 v34, v42, v34
	v_fma_f32 v45, -v15, v37, v16
	v_mul_f32_e32 v40, v22, v32
	v_fmac_f32_e32 v35, v43, v27
	v_fma_f32 v46, -v17, v38, v18
	v_mul_f32_e32 v41, v24, v33
	v_fmac_f32_e32 v36, v44, v28
	v_fma_f32 v47, -v19, v39, v20
	v_mul_f32_e32 v42, v26, v34
	v_fmac_f32_e32 v37, v45, v29
	v_fma_f32 v48, -v21, v40, v22
	v_fma_f32 v11, -v11, v35, v12
	v_fmac_f32_e32 v38, v46, v30
	v_fma_f32 v49, -v23, v41, v24
	v_fma_f32 v12, -v13, v36, v14
	v_fmac_f32_e32 v39, v47, v31
	v_fma_f32 v50, -v25, v42, v26
	v_fma_f32 v13, -v15, v37, v16
	v_fmac_f32_e32 v40, v48, v32
	v_div_fmas_f32 v11, v11, v27, v35
	s_mov_b32 vcc_lo, s2
	v_fma_f32 v14, -v17, v38, v18
	v_fmac_f32_e32 v41, v49, v33
	v_div_fmas_f32 v12, v12, v28, v36
	s_mov_b32 vcc_lo, s3
	v_fma_f32 v15, -v19, v39, v20
	v_fmac_f32_e32 v42, v50, v34
	v_div_fmas_f32 v13, v13, v29, v37
	s_mov_b32 vcc_lo, s4
	v_fma_f32 v16, -v21, v40, v22
	v_div_fixup_f32 v2, v11, v1, v2
	v_div_fmas_f32 v11, v14, v30, v38
	s_mov_b32 vcc_lo, s5
	v_fma_f32 v17, -v23, v41, v24
	v_div_fixup_f32 v3, v12, v1, v3
	v_div_fmas_f32 v12, v15, v31, v39
	s_mov_b32 vcc_lo, s7
	v_fma_f32 v18, -v25, v42, v26
	v_div_fixup_f32 v4, v13, v1, v4
	v_div_fmas_f32 v13, v16, v32, v40
	s_mov_b32 vcc_lo, s8
	v_div_fixup_f32 v5, v11, v1, v5
	v_div_fmas_f32 v14, v17, v33, v41
	s_mov_b32 vcc_lo, s9
	v_div_fixup_f32 v6, v12, v1, v6
	v_div_fmas_f32 v15, v18, v34, v42
	v_div_fixup_f32 v7, v13, v1, v7
	v_div_fixup_f32 v8, v14, v1, v8
	v_div_fixup_f32 v9, v15, v1, v9
	ds_write2_b32 v10, v2, v3 offset1:1
	ds_write2_b32 v10, v4, v5 offset0:2 offset1:3
	ds_write2_b32 v10, v6, v7 offset0:4 offset1:5
	ds_write2_b32 v10, v8, v9 offset0:6 offset1:7
	s_cbranch_scc0 .LBB0_8
; %bb.9:
	s_add_i32 s2, s20, 1
	s_cmp_lg_u32 s19, 0
	s_cselect_b32 s3, -1, 0
.LBB0_10:
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB0_13
; %bb.11:
	s_lshl_b32 s2, s2, 2
	.p2align	6
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s2
	s_add_i32 s19, s19, -1
	s_add_i32 s2, s2, 4
	s_cmp_lg_u32 s19, 0
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v1, v1, v3
	v_div_scale_f32 v7, vcc_lo, v3, v1, v3
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v7, v5
	v_fma_f32 v8, -v4, v6, v7
	v_fmac_f32_e32 v6, v8, v5
	v_fma_f32 v4, -v4, v6, v7
	v_div_fmas_f32 v4, v4, v5, v6
	v_div_fixup_f32 v3, v4, v1, v3
	ds_write_b32 v2, v3
	s_cbranch_scc1 .LBB0_12
.LBB0_13:
	s_lshl_b32 s3, s15, 2
	s_add_i32 s2, s15, -3
	s_mov_b32 s4, 4
	s_lshl_b32 s5, s15, 4
	s_mov_b32 s20, 1
	s_mov_b32 s7, 0
	s_mov_b32 s8, 8
	s_mov_b32 s9, s3
	s_branch .LBB0_15
.LBB0_14:                               ;   in Loop: Header=BB0_15 Depth=1
	s_add_i32 s7, s7, 1
	s_add_i32 s4, s4, 4
	s_add_i32 s9, s9, s3
	s_add_i32 s8, s8, 4
	s_cmp_eq_u32 s20, s15
	s_cbranch_scc1 .LBB0_48
.LBB0_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_17 Depth 2
                                        ;       Child Loop BB0_18 Depth 3
                                        ;     Child Loop BB0_22 Depth 2
                                        ;       Child Loop BB0_23 Depth 3
                                        ;       Child Loop BB0_25 Depth 3
                                        ;       Child Loop BB0_27 Depth 3
                                        ;       Child Loop BB0_29 Depth 3
                                        ;     Child Loop BB0_34 Depth 2
                                        ;       Child Loop BB0_35 Depth 3
                                        ;     Child Loop BB0_39 Depth 2
                                        ;       Child Loop BB0_40 Depth 3
                                        ;       Child Loop BB0_42 Depth 3
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_46 Depth 3
	s_sub_i32 s21, s17, s7
	s_lshl_b32 s22, s20, 2
	s_and_b32 s21, s21, 3
	s_mov_b32 s19, s20
	s_cmp_eq_u32 s21, 0
	s_cbranch_scc1 .LBB0_20
; %bb.16:                               ;   in Loop: Header=BB0_15 Depth=1
	s_mov_b32 s23, 0
	s_mov_b32 s24, s9
	s_mov_b32 s20, s19
	.p2align	6
.LBB0_17:                               ;   Parent Loop BB0_15 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_18 Depth 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_mov_b32 s25, s24
	s_mov_b32 s26, s4
	s_mov_b32 s27, s19
.LBB0_18:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_17 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v2, s25
	v_mov_b32_e32 v3, s26
	s_add_i32 s27, s27, -1
	s_add_i32 s26, s26, s3
	s_add_i32 s25, s25, 4
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_cmp_lg_u32 s27, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc1 .LBB0_18
; %bb.19:                               ;   in Loop: Header=BB0_17 Depth=2
	s_mul_i32 s25, s20, s15
	s_add_i32 s23, s23, 1
	s_lshl2_add_u32 s25, s25, s22
	s_add_i32 s20, s20, 1
	v_mov_b32_e32 v2, s25
	s_add_i32 s24, s24, s3
	s_cmp_lg_u32 s23, s21
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
	s_cbranch_scc1 .LBB0_17
.LBB0_20:                               ;   in Loop: Header=BB0_15 Depth=1
	s_sub_i32 s23, s18, s7
	s_cmp_lt_u32 s23, 3
	s_cbranch_scc1 .LBB0_31
; %bb.21:                               ;   in Loop: Header=BB0_15 Depth=1
	s_lshl_b32 s25, s20, 2
	s_mul_i32 s21, s3, s20
	s_add_i32 s24, s25, 4
	s_add_i32 s26, s25, 8
	s_add_i32 s27, s25, 12
	s_mul_i32 s24, s15, s24
	s_mul_i32 s25, s15, s26
	s_mul_i32 s26, s15, s27
.LBB0_22:                               ;   Parent Loop BB0_15 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_23 Depth 3
                                        ;       Child Loop BB0_25 Depth 3
                                        ;       Child Loop BB0_27 Depth 3
                                        ;       Child Loop BB0_29 Depth 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_mov_b32 s27, 0
	s_mov_b32 s28, s21
	s_mov_b32 s29, s19
.LBB0_23:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_22 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s30, s4, s27
	v_mov_b32_e32 v2, s28
	v_mov_b32_e32 v3, s30
	s_add_i32 s29, s29, -1
	s_add_i32 s27, s27, s3
	s_add_i32 s28, s28, 4
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_cmp_eq_u32 s29, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc0 .LBB0_23
; %bb.24:                               ;   in Loop: Header=BB0_22 Depth=2
	s_mul_i32 s27, s20, s15
	s_mov_b32 s28, 0
	s_lshl2_add_u32 s27, s27, s22
	s_mov_b32 s29, s24
	v_mov_b32_e32 v2, s27
	s_mov_b32 s30, s19
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v3, v1
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v3
.LBB0_25:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_22 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s31, s4, s28
	v_mov_b32_e32 v2, s29
	v_mov_b32_e32 v3, s31
	s_add_i32 s30, s30, -1
	s_add_i32 s28, s28, s3
	s_add_i32 s29, s29, 4
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_cmp_lg_u32 s30, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc1 .LBB0_25
; %bb.26:                               ;   in Loop: Header=BB0_22 Depth=2
	s_add_i32 s27, s27, s3
	s_mov_b32 s28, 0
	v_mov_b32_e32 v2, s27
	s_mov_b32 s29, s25
	s_mov_b32 s30, s19
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v3, v1
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v3
.LBB0_27:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_22 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s31, s4, s28
	v_mov_b32_e32 v2, s29
	v_mov_b32_e32 v3, s31
	s_add_i32 s30, s30, -1
	s_add_i32 s28, s28, s3
	s_add_i32 s29, s29, 4
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_cmp_lg_u32 s30, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc1 .LBB0_27
; %bb.28:                               ;   in Loop: Header=BB0_22 Depth=2
	s_add_i32 s27, s27, s3
	s_mov_b32 s28, 0
	v_mov_b32_e32 v2, s27
	s_mov_b32 s29, s26
	s_mov_b32 s30, s19
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v3, v1
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v3
.LBB0_29:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_22 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s31, s4, s28
	v_mov_b32_e32 v2, s29
	v_mov_b32_e32 v3, s31
	s_add_i32 s30, s30, -1
	s_add_i32 s28, s28, s3
	s_add_i32 s29, s29, 4
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_cmp_lg_u32 s30, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc1 .LBB0_29
; %bb.30:                               ;   in Loop: Header=BB0_22 Depth=2
	s_add_i32 s27, s27, s3
	s_add_i32 s20, s20, 4
	v_mov_b32_e32 v2, s27
	s_add_i32 s21, s21, s5
	s_add_i32 s24, s24, s5
	s_add_i32 s25, s25, s5
	s_add_i32 s26, s26, s5
	ds_read_b32 v3, v2
	s_cmp_eq_u32 s20, s15
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v3, v1
	ds_write_b32 v2, v1
	s_cbranch_scc0 .LBB0_22
.LBB0_31:                               ;   in Loop: Header=BB0_15 Depth=1
	s_cmp_lg_u32 s19, s17
	s_cselect_b32 s21, -1, 0
	s_add_i32 s20, s19, 1
	s_cmp_lt_i32 s20, s15
	s_cselect_b32 s24, -1, 0
	s_and_b32 s21, s21, s24
	s_andn2_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB0_14
; %bb.32:                               ;   in Loop: Header=BB0_15 Depth=1
	s_mul_i32 s21, s19, s15
	s_and_b32 s24, s23, 3
	s_lshl_b32 s21, s21, 2
	s_add_i32 s23, s22, s21
	s_cmp_eq_u32 s24, 0
	s_mov_b32 s22, s20
	s_cbranch_scc1 .LBB0_37
; %bb.33:                               ;   in Loop: Header=BB0_15 Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s23
	s_mov_b32 s25, 0
	s_mov_b32 s26, s8
	s_mov_b32 s22, s20
.LBB0_34:                               ;   Parent Loop BB0_15 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_35 Depth 3
	v_mov_b32_e32 v2, 0
	s_mov_b32 s27, 0
	s_mov_b32 s28, s26
	s_mov_b32 s29, s19
.LBB0_35:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_34 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s30, s9, s27
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s30
	s_add_i32 s29, s29, -1
	s_add_i32 s28, s28, s3
	s_add_i32 s27, s27, 4
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_cmp_lg_u32 s29, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v4, v3
	s_cbranch_scc1 .LBB0_35
; %bb.36:                               ;   in Loop: Header=BB0_34 Depth=2
	s_lshl2_add_u32 s27, s22, s21
	s_add_i32 s25, s25, 1
	v_mov_b32_e32 v3, s27
	s_add_i32 s22, s22, 1
	s_add_i32 s26, s26, 4
	s_cmp_lg_u32 s25, s24
	ds_read_b32 v4, v3
	ds_read_b32 v5, v1
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v5, v5, v2
	v_div_scale_f32 v8, vcc_lo, v2, v5, v2
	v_rcp_f32_e32 v6, v4
	v_fma_f32 v7, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_mul_f32_e32 v7, v8, v6
	v_fma_f32 v9, -v4, v7, v8
	v_fmac_f32_e32 v7, v9, v6
	v_fma_f32 v4, -v4, v7, v8
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v2, v4, v5, v2
	ds_write_b32 v3, v2
	s_cbranch_scc1 .LBB0_34
.LBB0_37:                               ;   in Loop: Header=BB0_15 Depth=1
	s_sub_i32 s24, s2, s7
	s_cmp_lt_u32 s24, 3
	s_cbranch_scc1 .LBB0_14
; %bb.38:                               ;   in Loop: Header=BB0_15 Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s23
	s_lshl_b32 s23, s22, 2
.LBB0_39:                               ;   Parent Loop BB0_15 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_40 Depth 3
                                        ;       Child Loop BB0_42 Depth 3
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_46 Depth 3
	v_mov_b32_e32 v2, 0
	s_mov_b32 s24, 0
	s_mov_b32 s25, s23
	s_mov_b32 s26, s19
.LBB0_40:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s27, s9, s24
	v_mov_b32_e32 v3, s25
	v_mov_b32_e32 v4, s27
	s_add_i32 s26, s26, -1
	s_add_i32 s25, s25, s3
	s_add_i32 s24, s24, 4
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_cmp_eq_u32 s26, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v4, v3
	s_cbranch_scc0 .LBB0_40
; %bb.41:                               ;   in Loop: Header=BB0_39 Depth=2
	s_lshl2_add_u32 s24, s22, s21
	s_mov_b32 s25, 4
	v_mov_b32_e32 v3, s24
	s_mov_b32 s26, 0
	s_mov_b32 s27, s19
	ds_read_b32 v4, v3
	ds_read_b32 v5, v1
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v5, v5, v2
	v_rcp_f32_e32 v6, v4
	v_fma_f32 v7, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_div_scale_f32 v7, vcc_lo, v2, v5, v2
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v4, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v6, v8
	v_div_fixup_f32 v4, v4, v5, v2
	v_mov_b32_e32 v2, 0
	ds_write_b32 v3, v4
.LBB0_42:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s28, s9, s26
	s_add_i32 s29, s23, s25
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	s_add_i32 s27, s27, -1
	s_add_i32 s25, s25, s3
	s_add_i32 s26, s26, 4
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_cmp_lg_u32 s27, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_42
; %bb.43:                               ;   in Loop: Header=BB0_39 Depth=2
	v_mov_b32_e32 v3, s24
	s_mov_b32 s25, 8
	s_mov_b32 s26, 0
	s_mov_b32 s27, s19
	ds_read_b32 v4, v3 offset:4
	ds_read_b32 v5, v1
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v5, v5, v2
	v_rcp_f32_e32 v6, v4
	v_fma_f32 v7, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_div_scale_f32 v7, vcc_lo, v2, v5, v2
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v4, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v6, v8
	v_div_fixup_f32 v4, v4, v5, v2
	v_mov_b32_e32 v2, 0
	ds_write_b32 v3, v4 offset:4
.LBB0_44:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s28, s9, s26
	s_add_i32 s29, s23, s25
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	s_add_i32 s27, s27, -1
	s_add_i32 s25, s25, s3
	s_add_i32 s26, s26, 4
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_cmp_lg_u32 s27, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_44
; %bb.45:                               ;   in Loop: Header=BB0_39 Depth=2
	v_mov_b32_e32 v3, s24
	s_mov_b32 s25, 12
	s_mov_b32 s26, 0
	s_mov_b32 s27, s19
	ds_read_b32 v4, v3 offset:8
	ds_read_b32 v5, v1
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v5, v5, v2
	v_rcp_f32_e32 v6, v4
	v_fma_f32 v7, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_div_scale_f32 v7, vcc_lo, v2, v5, v2
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v4, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v6, v8
	v_div_fixup_f32 v4, v4, v5, v2
	v_mov_b32_e32 v2, 0
	ds_write_b32 v3, v4 offset:8
.LBB0_46:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s28, s9, s26
	s_add_i32 s29, s23, s25
	v_mov_b32_e32 v3, s28
	v_mov_b32_e32 v4, s29
	s_add_i32 s27, s27, -1
	s_add_i32 s25, s25, s3
	s_add_i32 s26, s26, 4
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_cmp_lg_u32 s27, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_46
; %bb.47:                               ;   in Loop: Header=BB0_39 Depth=2
	v_mov_b32_e32 v3, s24
	s_add_i32 s22, s22, 4
	s_add_i32 s23, s23, 16
	s_cmp_eq_u32 s22, s15
	ds_read_b32 v4, v3 offset:12
	ds_read_b32 v5, v1
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v5, v5, v2
	v_rcp_f32_e32 v6, v4
	v_fma_f32 v7, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_div_scale_f32 v7, vcc_lo, v2, v5, v2
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v4, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v6, v8
	v_div_fixup_f32 v2, v4, v5, v2
	ds_write_b32 v3, v2 offset:12
	s_cbranch_scc0 .LBB0_39
	s_branch .LBB0_14
.LBB0_48:
	s_cmp_lt_i32 s15, 1
	s_cbranch_scc1 .LBB0_116
; %bb.49:
	s_add_i32 s2, s15, -1
	s_add_i32 s7, s15, 1
	s_and_b32 s4, s15, 7
	s_cmp_lt_u32 s2, 7
	s_mov_b32 s9, -1
	s_cbranch_scc1 .LBB0_54
; %bb.50:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_lshl_b32 s5, s15, 5
	s_and_b32 s8, s15, 0x7ffffff8
	s_lshl_b32 s3, s7, 2
	s_add_i32 s5, s5, 32
	s_mov_b32 s9, 0
	s_mov_b32 s17, 0
.LBB0_51:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s18, 0x800000, |v2|
	v_cndmask_b32_e64 v3, 0, 0x41b17218, s18
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, 32, 0
	s_add_i32 s19, s9, s3
	v_ldexp_f32 v2, |v2|, s18
	v_mov_b32_e32 v4, s19
	v_log_f32_e32 v2, v2
	ds_read_b32 v4, v4
	v_mul_f32_e32 v5, 0x3f317217, v2
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v2|
	v_fma_f32 v6, 0x3f317217, v2, -v5
	v_fmac_f32_e32 v6, 0x3377d1cf, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s18, 0x800000, |v4|
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e64 v7, 0, 0x41b17218, s18
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, 32, 0
	s_add_i32 s19, s19, s3
	v_ldexp_f32 v4, |v4|, s18
	v_mov_b32_e32 v6, s19
	v_cndmask_b32_e32 v2, v2, v5, vcc_lo
	v_log_f32_e32 v4, v4
	ds_read_b32 v5, v6
	v_sub_f32_e32 v2, v2, v3
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3f317217, v4
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v4|
	v_fma_f32 v3, 0x3f317217, v4, -v2
	v_fmac_f32_e32 v3, 0x3377d1cf, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s18, 0x800000, |v5|
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v6, 0, 0x41b17218, s18
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, 32, 0
	s_add_i32 s19, s19, s3
	v_ldexp_f32 v3, |v5|, s18
	v_mov_b32_e32 v5, s19
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
	v_log_f32_e32 v3, v3
	ds_read_b32 v4, v5
	v_sub_f32_e32 v2, v2, v7
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, 0x3f317217, v3
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v3|
	v_fma_f32 v5, 0x3f317217, v3, -v2
	v_fmac_f32_e32 v5, 0x3377d1cf, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s18, 0x800000, |v4|
	v_add_f32_e32 v2, v2, v5
	v_cndmask_b32_e64 v7, 0, 0x41b17218, s18
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, 32, 0
	s_add_i32 s19, s19, s3
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	v_mov_b32_e32 v5, s19
	v_ldexp_f32 v4, |v4|, s18
	v_sub_f32_e32 v2, v2, v6
	ds_read_b32 v5, v5
	v_log_f32_e32 v3, v4
	v_add_f32_e32 v1, v1, v2
	v_mul_f32_e32 v6, 0x3f317217, v3
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v3|
	v_fma_f32 v8, 0x3f317217, v3, -v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s18, 0x800000, |v5|
	v_fmac_f32_e32 v8, 0x3377d1cf, v3
	v_cndmask_b32_e64 v2, 0, 0x41b17218, s18
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, 32, 0
	s_add_i32 s19, s19, s3
	v_add_f32_e32 v6, v6, v8
	v_mov_b32_e32 v4, s19
	v_ldexp_f32 v5, |v5|, s18
	v_cndmask_b32_e32 v3, v3, v6, vcc_lo
	ds_read_b32 v4, v4
	v_log_f32_e32 v5, v5
	v_sub_f32_e32 v3, v3, v7
	v_add_f32_e32 v1, v1, v3
	v_mul_f32_e32 v3, 0x3f317217, v5
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v5|
	v_fma_f32 v10, 0x3f317217, v5, -v3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s20, 0x800000, |v4|
	v_fmac_f32_e32 v10, 0x3377d1cf, v5
	v_cndmask_b32_e64 v8, 0, 0x41b17218, s20
	s_and_b32 s20, s20, exec_lo
	s_cselect_b32 s20, 32, 0
	s_add_i32 s19, s19, s3
	v_add_f32_e32 v3, v3, v10
	v_mov_b32_e32 v9, s19
	v_ldexp_f32 v4, |v4|, s20
	v_cndmask_b32_e32 v3, v5, v3, vcc_lo
	ds_read_b32 v9, v9
	v_log_f32_e32 v4, v4
	v_sub_f32_e32 v2, v3, v2
	v_add_f32_e32 v1, v1, v2
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v4|
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s18, 0x800000, |v9|
	v_cndmask_b32_e64 v6, 0, 0x41b17218, s18
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s18, 32, 0
	s_add_i32 s19, s19, s3
	v_ldexp_f32 v2, |v9|, s18
	v_mov_b32_e32 v7, s19
	v_log_f32_e32 v2, v2
	ds_read_b32 v7, v7
	v_mul_f32_e32 v10, 0x3f317217, v2
	v_fma_f32 v11, 0x3f317217, v2, -v10
	v_fmac_f32_e32 v11, 0x3377d1cf, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s19, 0x800000, |v7|
	s_and_b32 s18, s19, exec_lo
	s_cselect_b32 s18, 32, 0
	v_cndmask_b32_e64 v3, 0, 0x41b17218, s19
	v_ldexp_f32 v5, |v7|, s18
	v_mul_f32_e32 v7, 0x3f317217, v4
	s_add_i32 s17, s17, 8
	s_add_i32 s9, s9, s5
	s_cmp_eq_u32 s8, s17
	v_log_f32_e32 v5, v5
	v_fma_f32 v9, 0x3f317217, v4, -v7
	v_fmac_f32_e32 v9, 0x3377d1cf, v4
	v_mul_f32_e32 v12, 0x3f317217, v5
	v_add_f32_e32 v7, v7, v9
	v_fma_f32 v9, 0x3f317217, v5, -v12
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_add_f32_e32 v7, v10, v11
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v2|
	v_fmac_f32_e32 v9, 0x3377d1cf, v5
	v_sub_f32_e32 v4, v4, v8
	v_cndmask_b32_e32 v2, v2, v7, vcc_lo
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v5|
	v_add_f32_e32 v7, v12, v9
	v_add_f32_e32 v1, v1, v4
	v_sub_f32_e32 v2, v2, v6
	v_cndmask_b32_e32 v4, v5, v7, vcc_lo
	v_add_f32_e32 v1, v1, v2
	v_sub_f32_e32 v2, v4, v3
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc0 .LBB0_51
; %bb.52:
	s_cmp_lg_u32 s4, 0
	s_mov_b32 s9, 0
	s_cbranch_scc0 .LBB0_55
; %bb.53:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr5
	s_cbranch_execnz .LBB0_56
	s_branch .LBB0_58
.LBB0_54:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_mov_b32 s8, 0
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr5
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB0_56
	s_branch .LBB0_58
.LBB0_55:
	s_lshl_b32 s3, s15, 2
	s_add_i32 s5, s3, 4
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_58
.LBB0_56:
	s_mul_i32 s5, s8, s7
	s_lshl_b32 s3, s15, 2
	s_lshl_b32 s7, s5, 2
	s_add_i32 s5, s3, 4
	.p2align	6
.LBB0_57:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s8, 0x800000, |v2|
	v_cndmask_b32_e64 v3, 0, 0x41b17218, s8
	s_and_b32 s8, s8, exec_lo
	s_cselect_b32 s8, 32, 0
	s_add_i32 s4, s4, -1
	v_ldexp_f32 v2, |v2|, s8
	s_add_i32 s7, s7, s5
	s_cmp_lg_u32 s4, 0
	v_log_f32_e32 v2, v2
	v_mul_f32_e32 v4, 0x3f317217, v2
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v2|
	v_fma_f32 v5, 0x3f317217, v2, -v4
	v_fmac_f32_e32 v5, 0x3377d1cf, v2
	v_add_f32_e32 v4, v4, v5
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_sub_f32_e32 v2, v2, v3
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB0_57
.LBB0_58:
	v_mov_b32_e32 v2, 0
	s_lshl_b32 s4, s15, 3
	s_mov_b32 s7, 0
	s_mov_b32 s8, -1
	s_mov_b32 s9, 0
	s_mov_b32 s17, 0
	ds_write_b32 v2, v1 offset:2304
	s_branch .LBB0_60
.LBB0_59:                               ;   in Loop: Header=BB0_60 Depth=1
	s_add_i32 s17, s17, 1
	s_add_i32 s7, s7, s5
	s_add_i32 s9, s9, 4
	s_add_i32 s8, s8, 1
	s_cmp_lg_u32 s17, s15
	s_cbranch_scc0 .LBB0_73
.LBB0_60:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_65 Depth 2
                                        ;       Child Loop BB0_68 Depth 3
                                        ;       Child Loop BB0_72 Depth 3
	s_sub_i32 s19, s15, s17
	s_lshl_b32 s18, s17, 2
	s_bitcmp0_b32 s19, 0
	s_mov_b32 s19, s17
	s_cbranch_scc1 .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_60 Depth=1
	s_mul_i32 s19, s17, s15
	s_lshl_b32 s19, s19, 2
	s_lshl2_add_u32 s20, s17, s19
	s_add_i32 s19, s18, s19
	v_mov_b32_e32 v1, s20
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v2, null, v1, v1, 1.0
	v_div_scale_f32 v5, vcc_lo, 1.0, v1, 1.0
	v_rcp_f32_e32 v3, v2
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_mul_f32_e32 v4, v5, v3
	v_fma_f32 v6, -v2, v4, v5
	v_fmac_f32_e32 v4, v6, v3
	v_fma_f32 v2, -v2, v4, v5
	v_div_fmas_f32 v2, v2, v3, v4
	v_div_fixup_f32 v1, v2, v1, 1.0
	v_mov_b32_e32 v2, s19
	s_add_i32 s19, s17, 1
	ds_write_b32 v2, v1
.LBB0_62:                               ;   in Loop: Header=BB0_60 Depth=1
	s_cmp_eq_u32 s2, s17
	s_cbranch_scc1 .LBB0_59
; %bb.63:                               ;   in Loop: Header=BB0_60 Depth=1
	s_mul_i32 s20, s3, s19
	s_lshl2_add_u32 s21, s19, 4
	s_add_i32 s20, s9, s20
	s_mul_i32 s21, s15, s21
	s_branch .LBB0_65
.LBB0_64:                               ;   in Loop: Header=BB0_65 Depth=2
	s_add_i32 s22, s22, s3
	s_add_i32 s20, s20, s4
	s_lshl2_add_u32 s22, s19, s22
	s_add_i32 s19, s19, 2
	v_mov_b32_e32 v2, s22
	s_add_i32 s22, s23, s3
	s_add_i32 s21, s21, s4
	s_cmp_eq_u32 s19, s15
	ds_read_b32 v2, v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v3, null, v2, v2, v1
	v_div_scale_f32 v6, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v4, v3
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_mul_f32_e32 v5, v6, v4
	v_fma_f32 v7, -v3, v5, v6
	v_fmac_f32_e32 v5, v7, v4
	v_fma_f32 v3, -v3, v5, v6
	v_div_fmas_f32 v3, v3, v4, v5
	v_mov_b32_e32 v4, s22
	v_div_fixup_f32 v1, v3, v2, v1
	ds_write_b32 v4, v1
	s_cbranch_scc1 .LBB0_59
.LBB0_65:                               ;   Parent Loop BB0_60 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_68 Depth 3
                                        ;       Child Loop BB0_72 Depth 3
	v_mov_b32_e32 v1, 1.0
	v_mov_b32_e32 v2, 1.0
	s_cmp_eq_u32 s17, s19
	s_cbranch_scc1 .LBB0_69
; %bb.66:                               ;   in Loop: Header=BB0_65 Depth=2
	v_mov_b32_e32 v2, 0
	s_cmp_ge_u32 s17, s19
	s_cbranch_scc1 .LBB0_69
; %bb.67:                               ;   in Loop: Header=BB0_65 Depth=2
	v_mov_b32_e32 v2, 0
	s_mov_b32 s22, s20
	s_mov_b32 s23, s7
	s_mov_b32 s24, s19
.LBB0_68:                               ;   Parent Loop BB0_60 Depth=1
                                        ;     Parent Loop BB0_65 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s23
	s_add_i32 s24, s24, -1
	s_add_i32 s23, s23, s3
	s_add_i32 s22, s22, 4
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_cmp_lg_u32 s17, s24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v3, v4, v2
	s_cbranch_scc1 .LBB0_68
.LBB0_69:                               ;   in Loop: Header=BB0_65 Depth=2
	s_mul_i32 s22, s19, s15
	s_add_i32 s24, s19, 1
	s_lshl_b32 s22, s22, 2
	s_lshl2_add_u32 s23, s19, s22
	v_mov_b32_e32 v3, s23
	s_add_i32 s23, s18, s22
	s_cmp_eq_u32 s17, s24
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v4, null, v3, v3, v2
	v_div_scale_f32 v7, vcc_lo, v2, v3, v2
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v7, v5
	v_fma_f32 v8, -v4, v6, v7
	v_fmac_f32_e32 v6, v8, v5
	v_fma_f32 v4, -v4, v6, v7
	v_div_fmas_f32 v4, v4, v5, v6
	v_div_fixup_f32 v2, v4, v3, v2
	v_mov_b32_e32 v3, s23
	ds_write_b32 v3, v2
	s_cbranch_scc1 .LBB0_64
; %bb.70:                               ;   in Loop: Header=BB0_65 Depth=2
	v_mov_b32_e32 v1, 0
	s_cmp_gt_u32 s17, s19
	s_cbranch_scc1 .LBB0_64
; %bb.71:                               ;   in Loop: Header=BB0_65 Depth=2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s24, s21
	s_mov_b32 s25, s7
	s_mov_b32 s26, s8
.LBB0_72:                               ;   Parent Loop BB0_60 Depth=1
                                        ;     Parent Loop BB0_65 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s27, s9, s24
	v_mov_b32_e32 v2, s25
	v_mov_b32_e32 v3, s27
	s_add_i32 s26, s26, 1
	s_add_i32 s25, s25, s3
	s_add_i32 s24, s24, 4
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_cmp_lg_u32 s19, s26
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v3, v2, v1
	s_cbranch_scc1 .LBB0_72
	s_branch .LBB0_64
.LBB0_73:
	s_mov_b32 s7, 0
	s_mov_b32 s8, 0
	s_mov_b32 s9, 0
	s_branch .LBB0_75
.LBB0_74:                               ;   in Loop: Header=BB0_75 Depth=1
	s_add_i32 s7, s7, s5
	s_add_i32 s8, s8, s3
	s_cmp_lg_u32 s17, s15
	s_mov_b32 s9, s17
	s_cbranch_scc0 .LBB0_93
.LBB0_75:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_79 Depth 2
                                        ;       Child Loop BB0_84 Depth 3
                                        ;       Child Loop BB0_91 Depth 3
	s_add_i32 s17, s9, 1
	s_cmp_eq_u32 s2, s9
	s_cbranch_scc1 .LBB0_74
; %bb.76:                               ;   in Loop: Header=BB0_75 Depth=1
	s_mul_i32 s18, s9, s15
	s_sub_i32 s19, s15, s9
	s_lshl_b32 s18, s18, 2
	s_bitcmp0_b32 s19, 0
	s_cselect_b32 s19, s9, s17
	s_sub_i32 s20, s9, s19
	s_lshl2_add_u32 s21, s19, s8
	s_branch .LBB0_79
.LBB0_77:                               ;   in Loop: Header=BB0_79 Depth=2
	s_lshl2_add_u32 s22, s19, s18
	v_xor_b32_e32 v1, 0x80000000, v1
	v_mov_b32_e32 v2, s22
	ds_write_b32 v2, v1 offset:4
.LBB0_78:                               ;   in Loop: Header=BB0_79 Depth=2
	s_add_i32 s19, s19, 2
	s_add_i32 s20, s20, -2
	s_add_i32 s21, s21, 8
	s_cmp_eq_u32 s19, s15
	s_cbranch_scc1 .LBB0_74
.LBB0_79:                               ;   Parent Loop BB0_75 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_84 Depth 3
                                        ;       Child Loop BB0_91 Depth 3
	s_cmp_eq_u32 s9, s19
	s_cbranch_scc1 .LBB0_87
; %bb.80:                               ;   in Loop: Header=BB0_79 Depth=2
	v_mov_b32_e32 v1, 0
	s_cmp_ge_u32 s9, s19
	s_cbranch_scc1 .LBB0_86
; %bb.81:                               ;   in Loop: Header=BB0_79 Depth=2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s22, 0
	s_mov_b32 s23, s21
	s_mov_b32 s24, s7
	s_branch .LBB0_84
.LBB0_82:                               ;   in Loop: Header=BB0_84 Depth=3
	v_mov_b32_e32 v3, s24
	ds_read_b32 v3, v3
.LBB0_83:                               ;   in Loop: Header=BB0_84 Depth=3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_add_i32 s22, s22, -1
	s_add_i32 s24, s24, 4
	s_add_i32 s23, s23, s3
	s_cmp_eq_u32 s20, s22
	s_cbranch_scc1 .LBB0_86
.LBB0_84:                               ;   Parent Loop BB0_75 Depth=1
                                        ;     Parent Loop BB0_79 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v2, s23
	s_cmp_eq_u32 s22, 0
	ds_read_b32 v2, v2
	s_cbranch_scc0 .LBB0_82
; %bb.85:                               ;   in Loop: Header=BB0_84 Depth=3
	v_mov_b32_e32 v3, 1.0
	s_branch .LBB0_83
.LBB0_86:                               ;   in Loop: Header=BB0_79 Depth=2
	s_lshl2_add_u32 s22, s19, s18
	v_xor_b32_e32 v1, 0x80000000, v1
	v_mov_b32_e32 v2, s22
	ds_write_b32 v2, v1
.LBB0_87:                               ;   in Loop: Header=BB0_79 Depth=2
	s_add_i32 s22, s19, 1
	s_cmp_eq_u32 s9, s22
	s_cbranch_scc1 .LBB0_78
; %bb.88:                               ;   in Loop: Header=BB0_79 Depth=2
	v_mov_b32_e32 v1, 0
	s_cmp_gt_u32 s9, s19
	s_cbranch_scc1 .LBB0_77
; %bb.89:                               ;   in Loop: Header=BB0_79 Depth=2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s22, 1
	s_mov_b32 s23, 4
	s_mov_b32 s24, s7
	s_branch .LBB0_91
	.p2align	6
.LBB0_90:                               ;   in Loop: Header=BB0_91 Depth=3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_add_i32 s22, s22, -1
	s_add_i32 s24, s24, 4
	s_add_i32 s23, s23, s3
	s_cmp_lg_u32 s20, s22
	s_cbranch_scc0 .LBB0_77
.LBB0_91:                               ;   Parent Loop BB0_75 Depth=1
                                        ;     Parent Loop BB0_79 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s25, s21, s23
	v_mov_b32_e32 v3, 1.0
	v_mov_b32_e32 v2, s25
	s_cmp_eq_u32 s22, 1
	ds_read_b32 v2, v2
	s_cbranch_scc1 .LBB0_90
; %bb.92:                               ;   in Loop: Header=BB0_91 Depth=3
	v_mov_b32_e32 v3, s24
	ds_read_b32 v3, v3
	s_branch .LBB0_90
.LBB0_93:
	s_cmp_lg_u32 s2, 0
	s_mov_b32 s7, 0
	s_cselect_b32 s2, -1, 0
	s_and_b32 s5, s15, 0x7ffffffe
	s_bitcmp1_b32 s15, 0
	s_mov_b32 s9, 0
	s_cselect_b32 s8, -1, 0
	s_branch .LBB0_96
.LBB0_94:                               ;   in Loop: Header=BB0_96 Depth=1
	s_mul_i32 s18, s18, s15
	s_lshl2_add_u32 s17, s18, s17
	v_mov_b32_e32 v2, s17
	ds_write_b32 v2, v1
.LBB0_95:                               ;   in Loop: Header=BB0_96 Depth=1
	s_add_i32 s9, s9, 1
	s_add_i32 s7, s7, 4
	s_cmp_eq_u32 s9, s15
	s_cbranch_scc1 .LBB0_116
.LBB0_96:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_99 Depth 2
                                        ;       Child Loop BB0_102 Depth 3
                                        ;       Child Loop BB0_107 Depth 3
                                        ;     Child Loop BB0_114 Depth 2
	s_andn2_b32 vcc_lo, exec_lo, s2
	s_lshl_b32 s17, s9, 2
	s_cbranch_vccnz .LBB0_110
; %bb.97:                               ;   in Loop: Header=BB0_96 Depth=1
	s_mov_b32 s18, 0
	s_mov_b32 s19, 1
	s_mov_b32 s20, 0
	s_branch .LBB0_99
.LBB0_98:                               ;   in Loop: Header=BB0_99 Depth=2
	s_add_i32 s21, s21, s3
	s_add_i32 s20, s20, 2
	v_mov_b32_e32 v2, s21
	s_add_i32 s18, s18, s4
	s_add_i32 s19, s19, 2
	s_cmp_eq_u32 s20, s5
	ds_write_b32 v2, v1
	s_cbranch_scc1 .LBB0_109
.LBB0_99:                               ;   Parent Loop BB0_96 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_102 Depth 3
                                        ;       Child Loop BB0_107 Depth 3
	v_mov_b32_e32 v2, 0
	s_max_u32 s21, s9, s20
	s_cmp_ge_i32 s21, s15
	s_cbranch_scc1 .LBB0_104
; %bb.100:                              ;   in Loop: Header=BB0_99 Depth=2
	v_mov_b32_e32 v2, 0
	s_mul_i32 s23, s3, s21
	s_lshl2_add_u32 s22, s21, s18
	s_add_i32 s23, s7, s23
	s_branch .LBB0_102
.LBB0_101:                              ;   in Loop: Header=BB0_102 Depth=3
	v_mov_b32_e32 v3, s23
	s_add_i32 s21, s21, 1
	s_add_i32 s22, s22, 4
	s_add_i32 s23, s23, s3
	s_cmp_ge_i32 s21, s15
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v1, v3
	s_cbranch_scc1 .LBB0_104
.LBB0_102:                              ;   Parent Loop BB0_96 Depth=1
                                        ;     Parent Loop BB0_99 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v1, 1.0
	s_cmp_eq_u32 s20, s21
	s_cbranch_scc1 .LBB0_101
; %bb.103:                              ;   in Loop: Header=BB0_102 Depth=3
	v_mov_b32_e32 v1, s22
	ds_read_b32 v1, v1
	s_branch .LBB0_101
.LBB0_104:                              ;   in Loop: Header=BB0_99 Depth=2
	s_mul_i32 s21, s20, s15
	s_or_b32 s22, s20, 1
	s_lshl2_add_u32 s21, s21, s17
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s21
	s_max_u32 s22, s9, s22
	s_cmp_ge_i32 s22, s15
	ds_write_b32 v3, v2
	s_cbranch_scc1 .LBB0_98
; %bb.105:                              ;   in Loop: Header=BB0_99 Depth=2
	v_mov_b32_e32 v1, 0
	s_max_u32 s24, s9, s19
	s_add_i32 s25, s20, 1
	s_mul_i32 s23, s3, s24
	s_lshl2_add_u32 s24, s24, s3
	s_branch .LBB0_107
	.p2align	6
.LBB0_106:                              ;   in Loop: Header=BB0_107 Depth=3
	s_add_i32 s26, s7, s23
	s_add_i32 s22, s22, 1
	v_mov_b32_e32 v3, s26
	s_add_i32 s23, s23, s3
	s_add_i32 s24, s24, 4
	s_cmp_lt_i32 s22, s15
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc0 .LBB0_98
.LBB0_107:                              ;   Parent Loop BB0_96 Depth=1
                                        ;     Parent Loop BB0_99 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v2, 1.0
	s_cmp_eq_u32 s25, s22
	s_cbranch_scc1 .LBB0_106
; %bb.108:                              ;   in Loop: Header=BB0_107 Depth=3
	s_add_i32 s26, s18, s24
	v_mov_b32_e32 v2, s26
	ds_read_b32 v2, v2
	s_branch .LBB0_106
.LBB0_109:                              ;   in Loop: Header=BB0_96 Depth=1
	s_mov_b32 s18, s5
	s_mov_b32 s19, s8
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccz .LBB0_95
	s_branch .LBB0_111
.LBB0_110:                              ;   in Loop: Header=BB0_96 Depth=1
	s_mov_b32 s18, 0
	s_cbranch_execz .LBB0_95
.LBB0_111:                              ;   in Loop: Header=BB0_96 Depth=1
	v_mov_b32_e32 v1, 0
	s_max_u32 s19, s9, s18
	s_cmp_ge_i32 s19, s15
	s_cbranch_scc1 .LBB0_94
; %bb.112:                              ;   in Loop: Header=BB0_96 Depth=1
	v_mov_b32_e32 v1, 0
	s_mul_i32 s21, s3, s18
	s_mul_i32 s20, s3, s19
	s_lshl2_add_u32 s21, s19, s21
	s_branch .LBB0_114
	.p2align	6
.LBB0_113:                              ;   in Loop: Header=BB0_114 Depth=2
	s_add_i32 s22, s7, s20
	s_add_i32 s19, s19, 1
	v_mov_b32_e32 v3, s22
	s_add_i32 s20, s20, s3
	s_add_i32 s21, s21, 4
	s_cmp_lt_i32 s19, s15
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc0 .LBB0_94
.LBB0_114:                              ;   Parent Loop BB0_96 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v2, 1.0
	s_cmp_eq_u32 s18, s19
	s_cbranch_scc1 .LBB0_113
; %bb.115:                              ;   in Loop: Header=BB0_114 Depth=2
	v_mov_b32_e32 v2, s21
	ds_read_b32 v2, v2
	s_branch .LBB0_113
.LBB0_116:
	s_mov_b32 s2, 0
.LBB0_117:
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB0_119
; %bb.118:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v3, null, v2, v2, 1.0
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v2
	v_rcp_f32_e32 v5, v3
	s_and_b32 s2, vcc_lo, exec_lo
	s_cselect_b32 s2, 32, 0
	v_cndmask_b32_e64 v4, 0, 0x41b17218, vcc_lo
	v_ldexp_f32 v6, v2, s2
	v_div_scale_f32 v8, vcc_lo, 1.0, v2, 1.0
	v_log_f32_e32 v6, v6
	v_fma_f32 v7, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, 0x3f317217, v6
	v_mul_f32_e32 v9, v8, v5
	v_cmp_gt_f32_e64 s2, 0x7f800000, |v6|
	v_fma_f32 v10, 0x3f317217, v6, -v7
	v_fma_f32 v11, -v3, v9, v8
	v_fmamk_f32 v10, v6, 0x3377d1cf, v10
	v_fmac_f32_e32 v9, v11, v5
	v_add_f32_e32 v7, v7, v10
	v_fma_f32 v3, -v3, v9, v8
	v_cndmask_b32_e64 v6, v6, v7, s2
	v_div_fmas_f32 v3, v3, v5, v9
	v_sub_f32_e32 v4, v6, v4
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write2st64_b32 v1, v2, v4 offset1:9
.LBB0_119:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v3, v1 offset:2304
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_122
; %bb.120:
	s_load_dwordx2 s[4:5], s[12:13], 0x30
	v_mad_u64_u32 v[1:2], null, s11, s6, v[0:1]
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v5, v0
	s_mov_b32 s3, 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_lshl_b32 s4, s10, 2
.LBB0_121:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v4
	v_add_nc_u32_e32 v5, s10, v5
	v_add_nc_u32_e32 v4, s4, v4
	v_cmp_le_u32_e32 vcc_lo, s11, v5
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
	v_add_co_u32 v1, s1, v1, s4
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_121
.LBB0_122:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_124
; %bb.123:
	s_load_dwordx2 s[2:3], s[12:13], 0x10
	s_sub_i32 s4, 0, s15
	s_ashr_i32 s7, s6, 31
	v_cvt_f32_i32_e32 v1, s4
	v_mul_f32_e32 v2, 0.5, v3
	s_lshl_b64 s[4:5], s[6:7], 2
	v_mul_f32_e32 v1, 0.5, v1
	v_fma_f32 v3, 0x3feb3f8e, v1, -v2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	flat_store_dword v[1:2], v3
.LBB0_124:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_lg_u32 s6, 0
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_133
; %bb.125:
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_130
; %bb.126:
	v_mov_b32_e32 v1, 0
	s_cmp_lt_i32 s14, 1
	ds_write_b32 v1, v1 offset:2308
	s_cbranch_scc1 .LBB0_130
; %bb.127:
	s_load_dwordx2 s[0:1], s[12:13], 0x0
	s_mov_b32 s3, s14
.LBB0_128:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v2, s0
	s_add_i32 s3, s3, -1
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s3, 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v1, v2, v1
	s_cbranch_scc1 .LBB0_128
; %bb.129:
	v_mov_b32_e32 v2, 0
	ds_write_b32 v2, v1 offset:2308
.LBB0_130:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s14, v0
	s_cbranch_execz .LBB0_133
; %bb.131:
	s_load_dwordx4 s[0:3], s[12:13], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v3, 2, v0
	ds_read_b32 v5, v1 offset:2308
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s2, s2, v3
	v_add_co_u32 v3, s0, s0, v3
	v_add_co_ci_u32_e64 v2, null, s3, 0, s2
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
	s_lshl_b32 s2, s10, 2
	s_mov_b32 s3, 0
	s_inst_prefetch 0x1
	.p2align	6
.LBB0_132:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v6, v[3:4]
	v_add_nc_u32_e32 v0, s10, v0
	v_cmp_le_i32_e64 s0, s14, v0
	s_or_b32 s3, s0, s3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v7, null, v5, v5, v6
	v_div_scale_f32 v10, vcc_lo, v6, v5, v6
	v_cmp_ngt_f32_e64 s1, 0.5, v6
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_mul_f32_e32 v9, v10, v8
	v_fma_f32 v11, -v7, v9, v10
	v_fmac_f32_e32 v9, v11, v8
	v_fma_f32 v7, -v7, v9, v10
	v_div_fmas_f32 v7, v7, v8, v9
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_div_fixup_f32 v7, v7, v5, v6
	v_cndmask_b32_e64 v6, 0x2edbe6ff, v7, s1
	flat_store_dword v[1:2], v6
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_132
.LBB0_133:
	s_inst_prefetch 0x2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16constants_kernelP10clusters_tii
		.amdhsa_group_segment_fixed_size 2312
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 32
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
	.size	_Z16constants_kernelP10clusters_tii, .Lfunc_end0-_Z16constants_kernelP10clusters_tii
                                        ; -- End function
	.set _Z16constants_kernelP10clusters_tii.num_vgpr, 51
	.set _Z16constants_kernelP10clusters_tii.num_agpr, 0
	.set _Z16constants_kernelP10clusters_tii.numbered_sgpr, 32
	.set _Z16constants_kernelP10clusters_tii.num_named_barrier, 0
	.set _Z16constants_kernelP10clusters_tii.private_seg_size, 0
	.set _Z16constants_kernelP10clusters_tii.uses_vcc, 1
	.set _Z16constants_kernelP10clusters_tii.uses_flat_scratch, 0
	.set _Z16constants_kernelP10clusters_tii.has_dyn_sized_stack, 0
	.set _Z16constants_kernelP10clusters_tii.has_recursion, 0
	.set _Z16constants_kernelP10clusters_tii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6944
; TotalNumSgprs: 34
; NumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2312 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 51
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
	.protected	_Z20seed_clusters_kernelPKfP10clusters_tiii ; -- Begin function _Z20seed_clusters_kernelPKfP10clusters_tiii
	.globl	_Z20seed_clusters_kernelPKfP10clusters_tiii
	.p2align	8
	.type	_Z20seed_clusters_kernelPKfP10clusters_tiii,@function
_Z20seed_clusters_kernelPKfP10clusters_tiii: ; @_Z20seed_clusters_kernelPKfP10clusters_tiii
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e64 s0, s12, v0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB1_4
; %bb.2:
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v3, 0
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s6, s14
	v_add_co_u32 v1, s2, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, 0, s2
	s_mov_b32 s2, s12
	s_lshl_b64 s[2:3], s[2:3], 2
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_add_i32 s6, s6, -1
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v4, v3
	s_cbranch_scc0 .LBB1_3
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v3, 0
.LBB1_5:
	v_cvt_f32_i32_e32 v1, s14
	v_div_scale_f32 v2, null, v1, v1, v3
	v_rcp_f32_e32 v4, v2
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc_lo, v3, v1, v3
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_lshlrev_b32_e32 v4, 2, v0
	v_div_fixup_f32 v1, v2, v1, v3
	ds_write_b32 v4, v1
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s1
	s_load_dword s4, s[4:5], 0x2c
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_11
; %bb.7:
	v_lshlrev_b32_e32 v3, 2, v0
	v_mov_b32_e32 v4, 0
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB1_10
; %bb.8:
	v_add_co_u32 v1, s2, s8, v3
	v_add_co_ci_u32_e64 v2, null, s9, 0, s2
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	s_mov_b32 s5, s14
	s_lshl_b64 s[2:3], s[2:3], 2
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_add_i32 s5, s5, -1
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v5, v5
	s_cbranch_scc0 .LBB1_9
.LBB1_10:
	v_cvt_f32_i32_e32 v1, s14
	v_div_scale_f32 v2, null, v1, v1, v4
	v_div_scale_f32 v7, vcc_lo, v4, v1, v4
	v_rcp_f32_e32 v5, v2
	v_fma_f32 v6, -v2, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v7, v5
	v_fma_f32 v8, -v2, v6, v7
	v_fmac_f32_e32 v6, v8, v5
	ds_read_b32 v8, v3
	v_fma_f32 v2, -v2, v6, v7
	v_div_fmas_f32 v2, v2, v5, v6
	v_div_fixup_f32 v1, v2, v1, v4
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v8, v8, v1
	ds_write_b32 v3, v1 offset:96
.LBB1_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_eq_u32_e64 s1, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB1_21
; %bb.12:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_cmp_lt_i32 s12, 1
	s_cbranch_scc1 .LBB1_20
; %bb.13:
	v_mov_b32_e32 v2, 0
	s_and_b32 s3, s12, 7
	s_cmp_lt_u32 s12, 8
	s_cbranch_scc1 .LBB1_17
; %bb.14:
	s_and_b32 s5, s12, 0x7ffffff8
	s_mov_b32 s6, 0
	s_movk_i32 s7, 0x60
	.p2align	6
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v7, s7
	s_add_i32 s6, s6, 8
	s_add_i32 s7, s7, 32
	s_cmp_eq_u32 s5, s6
	ds_read_b128 v[3:6], v7
	ds_read_b128 v[7:10], v7 offset:16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v3, v2
	v_add_f32_e32 v2, v4, v2
	v_add_f32_e32 v2, v5, v2
	v_add_f32_e32 v2, v6, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v7, v2
	v_add_f32_e32 v2, v8, v2
	v_add_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v10, v2
	s_cbranch_scc0 .LBB1_15
; %bb.16:
	s_cmp_lg_u32 s3, 0
	s_cselect_b32 s6, -1, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_18
	s_branch .LBB1_20
.LBB1_17:
	s_mov_b32 s5, 0
	s_cbranch_execz .LBB1_20
.LBB1_18:
	s_lshl2_add_u32 s5, s5, 0x60
.LBB1_19:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s5
	s_add_i32 s3, s3, -1
	s_add_i32 s5, s5, 4
	s_cmp_lg_u32 s3, 0
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	s_cbranch_scc1 .LBB1_19
.LBB1_20:
	v_cvt_f32_i32_e32 v3, s12
	v_div_scale_f32 v4, null, v3, v3, v2
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	v_div_scale_f32 v6, vcc_lo, v2, v3, v2
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v2, v4, v3, v2
	ds_write_b32 v1, v2 offset:192
.LBB1_21:
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v2, 0
	v_cvt_f32_i32_e32 v1, s14
	v_cvt_f32_u32_e32 v4, s13
	s_cmp_lt_i32 s13, 2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB1_23
; %bb.22:
	v_add_f32_e32 v2, -1.0, v1
	v_add_f32_e32 v3, -1.0, v4
	v_div_scale_f32 v5, null, v3, v3, v2
	v_rcp_f32_e32 v6, v5
	v_fma_f32 v7, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_div_scale_f32 v7, vcc_lo, v2, v3, v2
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v5, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v2, v5, v3, v2
.LBB1_23:
	s_cmp_lt_i32 s13, 1
	s_cbranch_scc1 .LBB1_33
; %bb.24:
	v_mov_b32_e32 v3, 0
	v_div_scale_f32 v6, null, v4, v4, v1
	s_abs_i32 s14, s12
	v_div_scale_f32 v12, vcc_lo, 1.0, v4, 1.0
	ds_read_b32 v5, v3 offset:192
	v_div_scale_f32 v3, null, v4, v4, 1.0
	v_rcp_f32_e32 v9, v6
	v_cvt_f32_u32_e32 v7, s14
	v_div_scale_f32 v15, s2, v1, v4, v1
	v_rcp_f32_e32 v8, v3
	s_sub_i32 s5, 0, s14
	v_rcp_iflag_f32_e32 v7, v7
	s_and_b32 s15, 0xffff, s4
	s_mul_i32 s16, s12, s12
	s_ashr_i32 s17, s12, 31
	v_fma_f32 v14, -v6, v9, 1.0
	s_sub_i32 s18, 0, s12
	s_mov_b32 s19, 0
	v_fma_f32 v13, -v3, v8, 1.0
	v_fmac_f32_e32 v9, v14, v9
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v10, null, 0x49742400, 0x49742400, v5
	v_fmac_f32_e32 v8, v13, v8
	v_div_scale_f32 v16, s3, v5, 0x49742400, v5
	v_rcp_f32_e32 v11, v10
	v_cvt_u32_f32_e32 v7, v7
	v_mul_f32_e32 v14, v12, v8
	v_mul_lo_u32 v17, s5, v7
	v_fma_f32 v18, -v3, v14, v12
	s_mov_b32 s5, 0
	v_fma_f32 v13, -v10, v11, 1.0
	s_mov_b32 s4, s5
	v_fmac_f32_e32 v14, v18, v8
	v_mul_hi_u32 v17, v7, v17
	v_fmac_f32_e32 v11, v13, v11
	v_mul_f32_e32 v13, v15, v9
	v_fma_f32 v3, -v3, v14, v12
	v_mul_f32_e32 v19, v16, v11
	v_fma_f32 v20, -v6, v13, v15
	v_div_fmas_f32 v3, v3, v8, v14
	s_mov_b32 vcc_lo, s2
	v_fma_f32 v18, -v10, v19, v16
	v_fmac_f32_e32 v13, v20, v9
	v_div_fixup_f32 v3, v3, v4, 1.0
	v_fmac_f32_e32 v19, v18, v11
	v_fma_f32 v6, -v6, v13, v15
	v_fma_f32 v8, -v10, v19, v16
	v_div_fmas_f32 v6, v6, v9, v13
	s_mov_b32 vcc_lo, s3
	v_div_fmas_f32 v8, v8, v11, v19
	v_div_fixup_f32 v4, v6, v4, v1
	v_add_nc_u32_e32 v6, v7, v17
	v_cmp_gt_u32_e32 vcc_lo, s16, v0
	v_div_fixup_f32 v5, v8, 0x49742400, v5
	s_branch .LBB1_26
.LBB1_25:                               ;   in Loop: Header=BB1_26 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_add_i32 s4, s4, 1
	s_add_i32 s19, s19, s16
	s_cmp_eq_u32 s4, s13
	s_cbranch_scc1 .LBB1_33
.LBB1_26:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_30 Depth 2
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB1_28
; %bb.27:                               ;   in Loop: Header=BB1_26 Depth=1
	v_cvt_f32_u32_e32 v1, s4
	s_load_dwordx2 s[6:7], s[10:11], 0x20
	v_mul_f32_e32 v1, v2, v1
	v_cvt_i32_f32_e32 v1, v1
	v_mad_u64_u32 v[7:8], null, s12, v1, v[0:1]
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v7, s2, s8, v7
	v_add_co_ci_u32_e64 v8, null, s9, v8, s2
	global_load_dword v1, v[7:8], off
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[7:8], null, s4, s12, v[0:1]
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, s2, s6, v7
	v_add_co_ci_u32_e64 v8, null, s7, v8, s2
	flat_store_dword v[7:8], v1
.LBB1_28:                               ;   in Loop: Header=BB1_26 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s20, vcc_lo
	s_cbranch_execz .LBB1_31
; %bb.29:                               ;   in Loop: Header=BB1_26 Depth=1
	s_load_dwordx2 s[6:7], s[10:11], 0x28
	v_mov_b32_e32 v1, v0
	s_mov_b32 s21, 0
	s_inst_prefetch 0x1
	.p2align	6
.LBB1_30:                               ;   Parent Loop BB1_26 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mul_hi_u32 v8, v1, v6
	v_add_nc_u32_e32 v7, s19, v1
	v_mul_lo_u32 v9, v8, s14
	v_add_nc_u32_e32 v10, 1, v8
	v_sub_nc_u32_e32 v9, v1, v9
	v_subrev_nc_u32_e32 v11, s14, v9
	v_cmp_le_u32_e64 s2, s14, v9
	v_cndmask_b32_e64 v8, v8, v10, s2
	v_cndmask_b32_e64 v9, v9, v11, s2
	v_add_nc_u32_e32 v10, 1, v8
	v_cmp_le_u32_e64 s2, s14, v9
	v_cndmask_b32_e64 v8, v8, v10, s2
	v_xor_b32_e32 v8, s17, v8
	v_subrev_nc_u32_e32 v11, s17, v8
	v_ashrrev_i32_e32 v8, 31, v7
	v_mad_u64_u32 v[9:10], null, s18, v11, v[1:2]
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_nc_u32_e32 v1, s15, v1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v7, s2, s6, v7
	v_cmp_eq_u32_e64 s3, v9, v11
	v_add_co_ci_u32_e64 v8, null, s7, v8, s2
	v_cmp_le_u32_e64 s2, s16, v1
	v_cndmask_b32_e64 v9, 0, 1.0, s3
	s_or_b32 s21, s2, s21
	flat_store_dword v[7:8], v9
	s_andn2_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB1_30
.LBB1_31:                               ;   in Loop: Header=BB1_26 Depth=1
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB1_25
; %bb.32:                               ;   in Loop: Header=BB1_26 Depth=1
	s_clause 0x1
	s_load_dwordx4 s[20:23], s[10:11], 0x0
	s_load_dwordx2 s[6:7], s[10:11], 0x18
	s_lshl_b64 s[24:25], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s22, s22, s24
	s_addc_u32 s23, s23, s25
	s_add_u32 s20, s20, s24
	s_addc_u32 s21, s21, s25
	s_add_u32 s6, s6, s24
	v_mov_b32_e32 v7, s22
	s_addc_u32 s7, s7, s25
	v_mov_b32_e32 v8, s23
	v_mov_b32_e32 v9, s20
	v_mov_b32_e32 v10, s21
	v_mov_b32_e32 v12, s7
	v_mov_b32_e32 v11, s6
	flat_store_dword v[7:8], v3
	flat_store_dword v[9:10], v4
	flat_store_dword v[11:12], v5
	s_branch .LBB1_25
.LBB1_33:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z20seed_clusters_kernelPKfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 196
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end1:
	.size	_Z20seed_clusters_kernelPKfP10clusters_tiii, .Lfunc_end1-_Z20seed_clusters_kernelPKfP10clusters_tiii
                                        ; -- End function
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.num_vgpr, 21
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.num_agpr, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.numbered_sgpr, 26
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.num_named_barrier, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.private_seg_size, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.uses_vcc, 1
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.has_recursion, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1768
; TotalNumSgprs: 28
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 196 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 21
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
	.protected	_Z6estep1PfP10clusters_tii ; -- Begin function _Z6estep1PfP10clusters_tii
	.globl	_Z6estep1PfP10clusters_tii
	.p2align	8
	.type	_Z6estep1PfP10clusters_tii,@function
_Z6estep1PfP10clusters_tii:             ; @_Z6estep1PfP10clusters_tii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s2, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx2 s[12:13], s[10:11], 0x20
	v_mad_u64_u32 v[1:2], null, s2, s6, v[0:1]
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s12, v1
	v_add_co_ci_u32_e64 v2, null, s13, v2, vcc_lo
	flat_load_dword v1, v[1:2]
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v2, v1 offset:2304
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_load_dword s1, s[4:5], 0x1c
	s_mul_i32 s4, s2, s2
	s_mov_b32 s5, exec_lo
	v_cmpx_gt_u32_e64 s4, v0
	s_cbranch_execz .LBB2_5
; %bb.3:
	s_load_dwordx2 s[12:13], s[10:11], 0x30
	v_mad_u64_u32 v[1:2], null, s4, s6, v[0:1]
	v_lshlrev_b32_e32 v3, 2, v0
	v_mov_b32_e32 v4, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s12, v1
	v_add_co_ci_u32_e64 v2, null, s13, v2, vcc_lo
	s_mov_b32 s12, 0
	.p2align	6
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[1:2]
	v_add_nc_u32_e32 v4, 0x100, v4
	v_add_co_u32 v1, vcc_lo, 0x400, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e64 s0, s4, v4
	s_or_b32 s12, s0, s12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v3, v5
	v_add_nc_u32_e32 v3, 0x400, v3
	s_andn2_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB2_4
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s5
	s_mul_hi_i32 s0, s3, 0x2aaaaaab
	s_load_dwordx4 s[12:15], s[10:11], 0x8
	s_lshr_b32 s4, s0, 31
	s_ashr_i32 s0, s0, 2
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s1, -1
	s_add_i32 s0, s0, s4
	s_ashr_i32 s4, s0, 31
	s_lshr_b32 s4, s4, 28
	s_add_i32 s0, s0, s4
	s_and_b32 s0, s0, -16
	s_mul_i32 s16, s0, s7
	s_add_i32 s0, s16, s0
	s_cmp_eq_u32 s7, s1
	v_add_nc_u32_e32 v0, s16, v0
	s_cselect_b32 s1, s3, s0
	s_ashr_i32 s7, s6, 31
	s_mov_b32 s0, exec_lo
	s_lshl_b64 s[4:5], s[6:7], 2
	s_add_u32 s12, s12, s4
	s_addc_u32 s13, s13, s5
	s_add_u32 s4, s14, s4
	s_addc_u32 s5, s15, s5
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s4
	v_mov_b32_e32 v4, s5
	flat_load_dword v1, v[1:2]
	flat_load_dword v7, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_i32_e64 s1, v0
	s_cbranch_execz .LBB2_28
; %bb.6:
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v1
	s_load_dwordx2 s[4:5], s[10:11], 0x38
	s_cmp_gt_i32 s2, 0
	s_mul_i32 s10, s3, s6
	s_cselect_b32 s11, -1, 0
	v_cndmask_b32_e64 v2, 0, 32, vcc_lo
	v_cndmask_b32_e64 v5, 0, 0x41b17218, vcc_lo
	s_and_b32 s13, s2, 3
	s_cmp_gt_u32 s2, 3
	s_mov_b32 s6, s3
	v_ldexp_f32 v1, v1, v2
	s_cselect_b32 s14, -1, 0
	s_and_b32 s15, s2, 0x7ffffffc
	s_cmp_lg_u32 s13, 0
	s_mov_b32 s12, 0
	v_log_f32_e32 v3, v1
	v_ashrrev_i32_e32 v1, 31, v0
	s_cselect_b32 s16, -1, 0
	s_ashr_i32 s7, s3, 31
	s_lshl_b32 s17, s2, 2
	s_lshl_b64 s[6:7], s[6:7], 2
	s_lshl_b32 s18, s2, 4
	s_lshl_b32 s19, s2, 3
	s_mul_i32 s20, s2, 12
	v_mul_f32_e32 v4, 0x3f317217, v3
	v_cmp_gt_f32_e64 vcc_lo, 0x7f800000, |v3|
	v_fma_f32 v2, 0x3f317217, v3, -v4
	v_fmamk_f32 v6, v3, 0x3377d1cf, v2
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_f32_e32 v4, v4, v6
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	v_sub_f32_e32 v8, v3, v5
	s_branch .LBB2_9
.LBB2_7:                                ;   in Loop: Header=BB2_9 Depth=1
	s_inst_prefetch 0x2
	v_mul_f32_e32 v3, 0.5, v9
.LBB2_8:                                ;   in Loop: Header=BB2_9 Depth=1
	v_add_nc_u32_e32 v4, s10, v0
	v_sub_f32_e32 v6, v7, v3
	v_add_nc_u32_e32 v0, 0x100, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_le_i32_e32 vcc_lo, s1, v0
	v_lshlrev_b64 v[3:4], 2, v[4:5]
	v_add_f32_e32 v5, v8, v6
	s_or_b32 s12, vcc_lo, s12
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, s0, s4, v3
	v_add_co_ci_u32_e64 v4, null, s5, v4, s0
	v_add_co_u32 v1, s0, 0x400, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	flat_store_dword v[3:4], v5
	s_andn2_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB2_28
.LBB2_9:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_12 Depth 2
                                        ;       Child Loop BB2_13 Depth 3
                                        ;       Child Loop BB2_15 Depth 3
                                        ;       Child Loop BB2_17 Depth 3
                                        ;       Child Loop BB2_19 Depth 3
                                        ;     Child Loop BB2_25 Depth 2
                                        ;       Child Loop BB2_26 Depth 3
	s_andn2_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB2_22
; %bb.10:                               ;   in Loop: Header=BB2_9 Depth=1
	v_mov_b32_e32 v9, 0
	s_andn2_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB2_23
; %bb.11:                               ;   in Loop: Header=BB2_9 Depth=1
	s_mov_b32 s0, 0
	s_mov_b32 s21, s20
	s_mov_b32 s22, s19
	s_mov_b32 s23, s17
	s_mov_b32 s24, 0
.LBB2_12:                               ;   Parent Loop BB2_9 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_13 Depth 3
                                        ;       Child Loop BB2_15 Depth 3
                                        ;       Child Loop BB2_17 Depth 3
                                        ;       Child Loop BB2_19 Depth 3
	v_mad_u64_u32 v[3:4], null, s24, s3, v[0:1]
	s_lshl_b32 s25, s24, 2
	s_mov_b32 s26, 0
	v_mov_b32_e32 v6, s25
	s_addk_i32 s25, 0x900
	s_mov_b32 s27, s2
	v_ashrrev_i32_e32 v4, 31, v3
	ds_read_b32 v6, v6 offset:2304
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
	global_load_dword v5, v[3:4], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v5, v6
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	.p2align	6
.LBB2_13:                               ;   Parent Loop BB2_9 Depth=1
                                        ;     Parent Loop BB2_12 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v11, v[5:6], off
	v_mov_b32_e32 v12, s26
	s_add_i32 s28, s26, s0
	v_add_co_u32 v5, vcc_lo, v5, s6
	v_mov_b32_e32 v13, s28
	ds_read_b32 v12, v12 offset:2304
	v_add_co_ci_u32_e64 v6, null, s7, v6, vcc_lo
	s_add_i32 s27, s27, -1
	ds_read_b32 v13, v13
	s_add_i32 s26, s26, 4
	s_cmp_eq_u32 s27, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v10, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v9, v13, v11
	s_cbranch_scc0 .LBB2_13
; %bb.14:                               ;   in Loop: Header=BB2_12 Depth=2
	v_add_co_u32 v3, vcc_lo, v3, s6
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	v_mov_b32_e32 v6, s25
	s_mov_b32 s26, 0
	s_mov_b32 s27, s2
	global_load_dword v5, v[3:4], off
	ds_read_b32 v6, v6 offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v5, v6
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	.p2align	6
.LBB2_15:                               ;   Parent Loop BB2_9 Depth=1
                                        ;     Parent Loop BB2_12 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v11, v[5:6], off
	v_mov_b32_e32 v12, s26
	s_add_i32 s28, s26, s23
	v_add_co_u32 v5, vcc_lo, v5, s6
	v_mov_b32_e32 v13, s28
	ds_read_b32 v12, v12 offset:2304
	v_add_co_ci_u32_e64 v6, null, s7, v6, vcc_lo
	s_add_i32 s27, s27, -1
	ds_read_b32 v13, v13
	s_add_i32 s26, s26, 4
	s_cmp_lg_u32 s27, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v10, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v9, v13, v11
	s_cbranch_scc1 .LBB2_15
; %bb.16:                               ;   in Loop: Header=BB2_12 Depth=2
	v_add_co_u32 v3, vcc_lo, v3, s6
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	v_mov_b32_e32 v6, s25
	s_mov_b32 s26, 0
	s_mov_b32 s27, s2
	global_load_dword v5, v[3:4], off
	ds_read_b32 v6, v6 offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v5, v6
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	.p2align	6
.LBB2_17:                               ;   Parent Loop BB2_9 Depth=1
                                        ;     Parent Loop BB2_12 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v11, v[5:6], off
	v_mov_b32_e32 v12, s26
	s_add_i32 s28, s26, s22
	v_add_co_u32 v5, vcc_lo, v5, s6
	v_mov_b32_e32 v13, s28
	ds_read_b32 v12, v12 offset:2304
	v_add_co_ci_u32_e64 v6, null, s7, v6, vcc_lo
	s_add_i32 s27, s27, -1
	ds_read_b32 v13, v13
	s_add_i32 s26, s26, 4
	s_cmp_lg_u32 s27, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v10, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v9, v13, v11
	s_cbranch_scc1 .LBB2_17
; %bb.18:                               ;   in Loop: Header=BB2_12 Depth=2
	v_add_co_u32 v3, vcc_lo, v3, s6
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	s_mov_b32 s26, s2
	global_load_dword v3, v[3:4], off
	v_mov_b32_e32 v4, s25
	s_mov_b32 s25, 0
	ds_read_b32 v4, v4 offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v5, v3, v4
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	.p2align	6
.LBB2_19:                               ;   Parent Loop BB2_9 Depth=1
                                        ;     Parent Loop BB2_12 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v6, v[3:4], off
	v_mov_b32_e32 v10, s25
	s_add_i32 s27, s25, s21
	v_add_co_u32 v3, vcc_lo, v3, s6
	v_mov_b32_e32 v11, s27
	ds_read_b32 v10, v10 offset:2304
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	s_add_i32 s26, s26, -1
	ds_read_b32 v11, v11
	s_add_i32 s25, s25, 4
	s_cmp_lg_u32 s26, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v6, v6, v10
	v_mul_f32_e32 v6, v5, v6
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v9, v11, v6
	s_cbranch_scc1 .LBB2_19
; %bb.20:                               ;   in Loop: Header=BB2_12 Depth=2
	s_add_i32 s24, s24, 4
	s_add_i32 s0, s0, s18
	s_add_i32 s23, s23, s18
	s_add_i32 s22, s22, s18
	s_add_i32 s21, s21, s18
	s_cmp_eq_u32 s24, s15
	s_cbranch_scc0 .LBB2_12
; %bb.21:                               ;   in Loop: Header=BB2_9 Depth=1
	s_mov_b32 s0, s15
	s_mov_b32 s21, s16
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccz .LBB2_7
	s_branch .LBB2_24
.LBB2_22:                               ;   in Loop: Header=BB2_9 Depth=1
	v_mov_b32_e32 v3, 0
	s_branch .LBB2_8
.LBB2_23:                               ;   in Loop: Header=BB2_9 Depth=1
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB2_7
.LBB2_24:                               ;   in Loop: Header=BB2_9 Depth=1
	s_mul_i32 s21, s17, s0
	s_mov_b32 s22, 0
	s_inst_prefetch 0x1
	.p2align	6
.LBB2_25:                               ;   Parent Loop BB2_9 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_26 Depth 3
	v_mad_u64_u32 v[3:4], null, s0, s3, v[0:1]
	s_lshl_b32 s23, s0, 2
	s_mov_b32 s24, s2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
	global_load_dword v3, v[3:4], off
	v_mov_b32_e32 v4, s23
	s_mov_b32 s23, 0
	ds_read_b32 v4, v4 offset:2304
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v5, v3, v4
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	.p2align	6
.LBB2_26:                               ;   Parent Loop BB2_9 Depth=1
                                        ;     Parent Loop BB2_25 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v6, v[3:4], off
	v_mov_b32_e32 v10, s23
	s_add_i32 s25, s23, s21
	v_add_co_u32 v3, vcc_lo, v3, s6
	v_mov_b32_e32 v11, s25
	ds_read_b32 v10, v10 offset:2304
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	s_add_i32 s24, s24, -1
	ds_read_b32 v11, v11
	s_add_i32 s23, s23, 4
	s_cmp_lg_u32 s24, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v6, v6, v10
	v_mul_f32_e32 v6, v5, v6
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v9, v11, v6
	s_cbranch_scc1 .LBB2_26
; %bb.27:                               ;   in Loop: Header=BB2_25 Depth=2
	s_add_i32 s22, s22, 1
	s_add_i32 s0, s0, 1
	s_add_i32 s21, s21, s17
	s_cmp_lg_u32 s22, s13
	s_cbranch_scc1 .LBB2_25
	s_branch .LBB2_7
.LBB2_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6estep1PfP10clusters_tii
		.amdhsa_group_segment_fixed_size 2400
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 29
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
.Lfunc_end2:
	.size	_Z6estep1PfP10clusters_tii, .Lfunc_end2-_Z6estep1PfP10clusters_tii
                                        ; -- End function
	.set _Z6estep1PfP10clusters_tii.num_vgpr, 14
	.set _Z6estep1PfP10clusters_tii.num_agpr, 0
	.set _Z6estep1PfP10clusters_tii.numbered_sgpr, 29
	.set _Z6estep1PfP10clusters_tii.num_named_barrier, 0
	.set _Z6estep1PfP10clusters_tii.private_seg_size, 0
	.set _Z6estep1PfP10clusters_tii.uses_vcc, 1
	.set _Z6estep1PfP10clusters_tii.uses_flat_scratch, 0
	.set _Z6estep1PfP10clusters_tii.has_dyn_sized_stack, 0
	.set _Z6estep1PfP10clusters_tii.has_recursion, 0
	.set _Z6estep1PfP10clusters_tii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1972
; TotalNumSgprs: 31
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2400 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z6estep2PfP10clusters_tiiiS_ ; -- Begin function _Z6estep2PfP10clusters_tiiiS_
	.globl	_Z6estep2PfP10clusters_tiiiS_
	.p2align	8
	.type	_Z6estep2PfP10clusters_tiiiS_,@function
_Z6estep2PfP10clusters_tiiiS_:          ; @_Z6estep2PfP10clusters_tiiiS_
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x28
	s_load_dwordx2 s[2:3], s[4:5], 0x14
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v9, 2, v0
	s_mov_b32 s12, 0
	ds_write_b32 v9, v10
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s0
	s_sub_i32 s7, 0, s0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s1, v1
	s_mul_i32 s7, s7, s1
	s_mul_hi_u32 s7, s1, s7
	s_add_i32 s1, s1, s7
	s_mul_hi_u32 s1, s3, s1
	s_mul_i32 s7, s1, s0
	s_add_i32 s8, s1, 1
	s_sub_i32 s7, s3, s7
	s_sub_i32 s9, s7, s0
	s_cmp_ge_u32 s7, s0
	s_cselect_b32 s1, s8, s1
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s1, 1
	s_cmp_ge_u32 s7, s0
	s_cselect_b32 s1, s8, s1
	s_add_i32 s0, s0, -1
	s_ashr_i32 s7, s1, 31
	s_lshr_b32 s7, s7, 28
	s_add_i32 s1, s1, s7
	s_and_b32 s1, s1, -16
	s_mul_i32 s7, s1, s6
	v_add_nc_u32_e32 v1, s7, v0
	s_add_i32 s7, s7, s1
	s_cmp_eq_u32 s6, s0
	s_cselect_b32 s1, s3, s7
	s_mov_b32 s7, exec_lo
	v_cmpx_gt_i32_e64 s1, v1
	s_cbranch_execz .LBB3_13
; %bb.1:
	s_load_dwordx2 s[8:9], s[4:5], 0x8
	v_ashrrev_i32_e32 v2, 31, v1
	s_cmp_gt_i32 s2, 1
	s_mov_b32 s10, s3
	s_cselect_b32 s13, -1, 0
	s_cmp_gt_i32 s2, 0
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	s_cselect_b32 s14, -1, 0
	s_ashr_i32 s11, s3, 31
	s_add_i32 s3, s2, -1
	s_lshl_b64 s[10:11], s[10:11], 2
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[8:9], s[8:9], 0x38
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s8, s10
	v_add_co_u32 v3, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v4, null, s9, v6, vcc_lo
	s_addc_u32 s15, s9, s11
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e64 v6, null, s15, v6, vcc_lo
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	v_add_nc_u32_e32 v1, 0x100, v1
	v_add_co_u32 v5, vcc_lo, 0x400, v5
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s1, v1
	v_add_co_u32 v3, s0, 0x400, v3
	v_add_f32_e32 v10, v10, v2
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	s_or_b32 s12, vcc_lo, s12
	s_andn2_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB3_12
.LBB3_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_4 Depth 2
                                        ;     Child Loop BB3_7 Depth 2
                                        ;     Child Loop BB3_11 Depth 2
	v_ashrrev_i32_e32 v2, 31, v1
	s_mov_b32 s0, s3
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	v_add_co_u32 v7, vcc_lo, s8, v7
	v_add_co_ci_u32_e64 v8, null, s9, v8, vcc_lo
	s_andn2_b32 vcc_lo, exec_lo, s13
	flat_load_dword v2, v[7:8]
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v7, v5
	s_cbranch_vccnz .LBB3_5
.LBB3_4:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v11, v[7:8]
	s_waitcnt vmcnt(1) lgkmcnt(1)
	v_max_f32_e32 v2, v2, v2
	v_add_co_u32 v7, vcc_lo, v7, s10
	v_add_co_ci_u32_e64 v8, null, s11, v8, vcc_lo
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s0, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v11, v11, v11
	v_max_f32_e32 v2, v2, v11
	s_cbranch_scc0 .LBB3_4
.LBB3_5:                                ;   in Loop: Header=BB3_3 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB3_9
; %bb.6:                                ;   in Loop: Header=BB3_3 Depth=1
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v7, v3
	s_mov_b32 s0, s2
	.p2align	6
.LBB3_7:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v12, v[7:8]
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s0, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v12, v12, v2
	v_mul_f32_e32 v13, 0x3fb8aa3b, v12
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2ce8ed0, v12
	v_fma_f32 v14, 0x3fb8aa3b, v12, -v13
	v_rndne_f32_e32 v15, v13
	v_fmac_f32_e32 v14, 0x32a5705f, v12
	v_sub_f32_e32 v13, v13, v15
	v_add_f32_e32 v13, v13, v14
	v_cvt_i32_f32_e32 v14, v15
	v_exp_f32_e32 v13, v13
	v_ldexp_f32 v13, v13, v14
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v12
	v_cndmask_b32_e32 v12, 0x7f800000, v13, vcc_lo
	v_add_co_u32 v7, vcc_lo, v7, s10
	v_add_co_ci_u32_e64 v8, null, s11, v8, vcc_lo
	v_add_f32_e32 v11, v11, v12
	s_cbranch_scc0 .LBB3_7
; %bb.8:                                ;   in Loop: Header=BB3_3 Depth=1
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v11
	v_cndmask_b32_e64 v7, 0, 32, vcc_lo
	v_ldexp_f32 v7, v11, v7
	v_log_f32_e32 v7, v7
	v_mul_f32_e32 v8, 0x3f317217, v7
	v_cmp_gt_f32_e64 s0, 0x7f800000, |v7|
	v_fma_f32 v11, 0x3f317217, v7, -v8
	v_fmac_f32_e32 v11, 0x3377d1cf, v7
	v_add_f32_e32 v8, v8, v11
	v_cndmask_b32_e64 v7, v7, v8, s0
	v_cndmask_b32_e64 v8, 0, 0x41b17218, vcc_lo
	v_sub_f32_e32 v7, v7, v8
	s_branch .LBB3_10
.LBB3_9:                                ;   in Loop: Header=BB3_3 Depth=1
	v_mov_b32_e32 v7, 0xff800000
.LBB3_10:                               ;   in Loop: Header=BB3_3 Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v2, v7
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v7, v3
	s_andn2_b32 vcc_lo, exec_lo, s14
	s_mov_b32 s0, s2
	s_cbranch_vccnz .LBB3_2
	.p2align	6
.LBB3_11:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v11, v[7:8]
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s0, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v11, v11, v2
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2ce8ed0, v11
	v_fma_f32 v13, 0x3fb8aa3b, v11, -v12
	v_rndne_f32_e32 v14, v12
	v_fmac_f32_e32 v13, 0x32a5705f, v11
	v_sub_f32_e32 v12, v12, v14
	v_add_f32_e32 v12, v12, v13
	v_cvt_i32_f32_e32 v13, v14
	v_exp_f32_e32 v12, v12
	v_ldexp_f32 v12, v12, v13
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b17218, v11
	v_cndmask_b32_e32 v11, 0x7f800000, v12, vcc_lo
	flat_store_dword v[7:8], v11
	v_add_co_u32 v7, vcc_lo, v7, s10
	v_add_co_ci_u32_e64 v8, null, s11, v8, vcc_lo
	s_cbranch_scc0 .LBB3_11
	s_branch .LBB3_2
.LBB3_12:
	s_or_b32 exec_lo, exec_lo, s12
.LBB3_13:
	s_or_b32 exec_lo, exec_lo, s7
	v_xor_b32_e32 v1, 0x80, v0
	ds_write_b32 v9, v10
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	v_lshlrev_b32_e32 v1, 2, v1
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v9
	ds_read_b32 v1, v1
	v_xor_b32_e32 v3, 64, v0
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v2, v1
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 32, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 16, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 8, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 4, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 2, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 1, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v9
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB3_15
; %bb.14:
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	ds_read_b32 v0, v9
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v1, v0, s[0:1]
.LBB3_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6estep2PfP10clusters_tiiiS_
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end3:
	.size	_Z6estep2PfP10clusters_tiiiS_, .Lfunc_end3-_Z6estep2PfP10clusters_tiiiS_
                                        ; -- End function
	.set _Z6estep2PfP10clusters_tiiiS_.num_vgpr, 16
	.set _Z6estep2PfP10clusters_tiiiS_.num_agpr, 0
	.set _Z6estep2PfP10clusters_tiiiS_.numbered_sgpr, 16
	.set _Z6estep2PfP10clusters_tiiiS_.num_named_barrier, 0
	.set _Z6estep2PfP10clusters_tiiiS_.private_seg_size, 0
	.set _Z6estep2PfP10clusters_tiiiS_.uses_vcc, 1
	.set _Z6estep2PfP10clusters_tiiiS_.uses_flat_scratch, 0
	.set _Z6estep2PfP10clusters_tiiiS_.has_dyn_sized_stack, 0
	.set _Z6estep2PfP10clusters_tiiiS_.has_recursion, 0
	.set _Z6estep2PfP10clusters_tiiiS_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1632
; TotalNumSgprs: 18
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
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
	.protected	_Z11mstep_meansPfP10clusters_tiii ; -- Begin function _Z11mstep_meansPfP10clusters_tiii
	.globl	_Z11mstep_meansPfP10clusters_tiii
	.p2align	8
	.type	_Z11mstep_meansPfP10clusters_tiii,@function
_Z11mstep_meansPfP10clusters_tiii:      ; @_Z11mstep_meansPfP10clusters_tiii
; %bb.0:
	s_clause 0x1
	s_load_dword s8, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s8, v0
	s_cbranch_execz .LBB4_4
; %bb.1:
	v_mad_u64_u32 v[1:2], null, s8, s7, v[0:1]
	s_load_dword s10, s[4:5], 0x2c
	s_load_dwordx2 s[12:13], s[2:3], 0x38
	s_mov_b32 s11, 0
	v_mad_u64_u32 v[3:4], null, s8, s6, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_ashrrev_i32_e32 v4, 31, v3
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s10, 0xffff
	v_lshlrev_b64 v[7:8], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s0, v5
	v_add_co_ci_u32_e64 v4, null, s1, v6, vcc_lo
	s_mov_b64 s[0:1], 0
	v_add_co_u32 v5, vcc_lo, s12, v7
	v_add_co_ci_u32_e64 v6, null, s13, v8, vcc_lo
	s_lshl_b32 s12, s10, 2
	.p2align	6
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v7, vcc_lo, v3, s0
	v_add_co_ci_u32_e64 v8, null, s1, v4, vcc_lo
	v_add_co_u32 v9, vcc_lo, v5, s0
	v_add_co_ci_u32_e64 v10, null, s1, v6, vcc_lo
	global_load_dword v7, v[7:8], off
	flat_load_dword v8, v[9:10]
	v_add_nc_u32_e32 v1, s10, v1
	s_add_u32 s0, s0, s12
	s_addc_u32 s1, s1, 0
	v_cmp_le_i32_e32 vcc_lo, s8, v1
	s_or_b32 s11, vcc_lo, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v2, v7, v8
	s_andn2_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s11
.LBB4_4:
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b32_e32 v1, 2, v0
	v_xor_b32_e32 v3, 0x80, v0
	v_xor_b32_e32 v4, 64, v0
	s_mov_b32 s0, exec_lo
	ds_write_b32 v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 32, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 16, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 8, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 4, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 2, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 1, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB4_6
; %bb.5:
	s_load_dword s4, s[4:5], 0x10
	s_load_dwordx2 s[0:1], s[2:3], 0x20
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s4, s6
	s_add_i32 s2, s2, s7
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_dword v[0:1], v2
.LBB4_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11mstep_meansPfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end4:
	.size	_Z11mstep_meansPfP10clusters_tiii, .Lfunc_end4-_Z11mstep_meansPfP10clusters_tiii
                                        ; -- End function
	.set _Z11mstep_meansPfP10clusters_tiii.num_vgpr, 11
	.set _Z11mstep_meansPfP10clusters_tiii.num_agpr, 0
	.set _Z11mstep_meansPfP10clusters_tiii.numbered_sgpr, 14
	.set _Z11mstep_meansPfP10clusters_tiii.num_named_barrier, 0
	.set _Z11mstep_meansPfP10clusters_tiii.private_seg_size, 0
	.set _Z11mstep_meansPfP10clusters_tiii.uses_vcc, 1
	.set _Z11mstep_meansPfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z11mstep_meansPfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z11mstep_meansPfP10clusters_tiii.has_recursion, 0
	.set _Z11mstep_meansPfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 956
; TotalNumSgprs: 16
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 11
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z7mstep_NP10clusters_tiii ; -- Begin function _Z7mstep_NP10clusters_tiii
	.globl	_Z7mstep_NP10clusters_tiii
	.p2align	8
	.type	_Z7mstep_NP10clusters_tiii,@function
_Z7mstep_NP10clusters_tiii:             ; @_Z7mstep_NP10clusters_tiii
; %bb.0:
	s_clause 0x1
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s7, v0
	s_cbranch_execz .LBB5_4
; %bb.1:
	s_load_dword s0, s[4:5], 0x24
	s_load_dwordx2 s[8:9], s[2:3], 0x38
	v_mad_u64_u32 v[1:2], null, s7, s6, v[0:1]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v0
	s_mov_b32 s5, 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s0, 0xffff
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	s_lshl_b32 s8, s4, 2
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[1:2]
	v_add_nc_u32_e32 v4, s4, v4
	v_add_co_u32 v1, vcc_lo, v1, s8
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_i32_e64 s0, s7, v4
	s_or_b32 s5, s0, s5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s5
.LBB5_4:
	s_or_b32 exec_lo, exec_lo, s1
	v_xor_b32_e32 v2, 0x80, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_xor_b32_e32 v4, 64, v0
	s_mov_b32 s0, exec_lo
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 32, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 16, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 8, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 4, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 2, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	v_xor_b32_e32 v4, 1, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v4
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB5_6
; %bb.5:
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	ds_read_b32 v4, v1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	flat_store_dword v[0:1], v4
	flat_store_dword v[2:3], v4
.LBB5_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7mstep_NP10clusters_tiii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end5:
	.size	_Z7mstep_NP10clusters_tiii, .Lfunc_end5-_Z7mstep_NP10clusters_tiii
                                        ; -- End function
	.set _Z7mstep_NP10clusters_tiii.num_vgpr, 6
	.set _Z7mstep_NP10clusters_tiii.num_agpr, 0
	.set _Z7mstep_NP10clusters_tiii.numbered_sgpr, 10
	.set _Z7mstep_NP10clusters_tiii.num_named_barrier, 0
	.set _Z7mstep_NP10clusters_tiii.private_seg_size, 0
	.set _Z7mstep_NP10clusters_tiii.uses_vcc, 1
	.set _Z7mstep_NP10clusters_tiii.uses_flat_scratch, 0
	.set _Z7mstep_NP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z7mstep_NP10clusters_tiii.has_recursion, 0
	.set _Z7mstep_NP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 868
; TotalNumSgprs: 12
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
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
	.protected	_Z17mstep_covariance1PfP10clusters_tiii ; -- Begin function _Z17mstep_covariance1PfP10clusters_tiii
	.globl	_Z17mstep_covariance1PfP10clusters_tiii
	.p2align	8
	.type	_Z17mstep_covariance1PfP10clusters_tiii,@function
_Z17mstep_covariance1PfP10clusters_tiii: ; @_Z17mstep_covariance1PfP10clusters_tiii
; %bb.0:
	s_load_dword s9, s[4:5], 0x10
	s_mov_b32 s1, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s9, 1
	s_cbranch_scc1 .LBB6_9
; %bb.1:
	s_mov_b32 s8, 0
	s_sub_i32 s0, 0, s7
	s_mov_b32 s2, 0
	s_branch .LBB6_3
	.p2align	6
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_add_i32 s8, s8, 1
	s_add_i32 s2, s2, s10
	s_add_i32 s1, s1, 1
	s_cmp_eq_u32 s8, s9
                                        ; implicit-def: $sgpr7
	s_cselect_b32 s3, -1, 0
	s_andn2_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB6_10
.LBB6_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_5 Depth 2
	s_add_i32 s3, s0, s2
	s_mov_b32 s10, 0
	s_branch .LBB6_5
.LBB6_4:                                ;   in Loop: Header=BB6_5 Depth=2
	s_add_i32 s10, s7, 1
	s_mov_b32 s11, 0
	s_cmp_eq_u32 s1, s10
	s_cselect_b32 s12, -1, 0
	s_andn2_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccz .LBB6_7
.LBB6_5:                                ;   Parent Loop BB6_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s7, s10
	s_add_i32 s10, s3, s10
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc0 .LBB6_4
; %bb.6:                                ;   in Loop: Header=BB6_3 Depth=1
	s_mov_b32 s11, -1
                                        ; implicit-def: $sgpr10
.LBB6_7:                                ;   in Loop: Header=BB6_3 Depth=1
	s_xor_b32 s3, s11, -1
	s_and_b32 vcc_lo, exec_lo, s3
	s_mov_b32 s3, -1
	s_cbranch_vccnz .LBB6_2
; %bb.8:                                ;   in Loop: Header=BB6_3 Depth=1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr1
	s_andn2_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_3
	s_branch .LBB6_10
.LBB6_9:
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr8
.LBB6_10:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 2, v0
	s_mov_b32 s10, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_i32_e64 s9, v0
	s_cbranch_execz .LBB6_12
; %bb.11:
	s_load_dwordx2 s[12:13], s[2:3], 0x20
	v_mad_u64_u32 v[1:2], null, s9, s6, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s12, v1
	v_add_co_ci_u32_e64 v2, null, s13, v2, vcc_lo
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v7, v1 offset:1024
.LBB6_12:
	s_or_b32 exec_lo, exec_lo, s10
	s_load_dword s4, s[4:5], 0x18
	v_mov_b32_e32 v8, 0
	s_mov_b32 s5, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_i32_e64 s4, v0
	s_cbranch_execz .LBB6_16
; %bb.13:
	v_mad_u64_u32 v[1:2], null, s4, s6, v[0:1]
	s_load_dwordx2 s[10:11], s[2:3], 0x38
	s_lshl_b32 s12, s8, 2
	s_lshl_b32 s13, s7, 2
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v8, s13
	v_mad_u64_u32 v[3:4], null, s7, s4, v[0:1]
	v_mad_u64_u32 v[5:6], null, s8, s4, v[0:1]
	v_mov_b32_e32 v6, s12
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v9, v6 offset:1024
	ds_read_b32 v10, v8 offset:1024
	v_ashrrev_i32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v8, 0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e64 v2, null, s11, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e64 v6, null, s1, v6, vcc_lo
	s_mov_b32 s1, 0
	.p2align	6
.LBB6_14:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v12, v[5:6], off
	global_load_dword v13, v[3:4], off
	flat_load_dword v14, v[1:2]
	v_add_nc_u32_e32 v11, 0x100, v11
	v_add_co_u32 v1, vcc_lo, 0x400, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x400, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, 0x400, v5
	v_cmp_le_i32_e64 s0, s4, v11
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	s_or_b32 s1, s0, s1
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v12, v12, v9
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v13, v13, v10
	v_mul_f32_e32 v12, v12, v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v12, v14
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB6_14
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s1
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s5
	v_xor_b32_e32 v1, 0x80, v0
	ds_write_b32 v7, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshlrev_b32_e32 v1, 2, v1
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v7
	ds_read_b32 v1, v1
	v_xor_b32_e32 v3, 64, v0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v2, v1
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 32, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 16, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 8, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 4, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 2, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	v_xor_b32_e32 v3, 1, v0
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v3
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v7
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB6_19
; %bb.17:
	s_load_dwordx2 s[0:1], s[2:3], 0x28
	s_mul_i32 s4, s9, s6
	ds_read_b32 v0, v7
	s_mul_i32 s10, s4, s9
	s_mul_i32 s4, s8, s9
	s_add_i32 s5, s7, s10
	s_mul_i32 s9, s7, s9
	s_add_i32 s4, s5, s4
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s10, s8, s10
	v_mov_b32_e32 v1, s4
	s_add_i32 s10, s10, s9
	v_mov_b32_e32 v2, s5
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s0, s0, s10
	s_addc_u32 s1, s1, s11
	s_cmp_lg_u32 s8, s7
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v3, s0
	flat_store_dword v[1:2], v0
	flat_store_dword v[3:4], v0
	s_cbranch_scc1 .LBB6_19
; %bb.18:
	s_load_dwordx2 s[2:3], s[2:3], 0x18
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v0, v1
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_dword v[0:1], v2
.LBB6_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17mstep_covariance1PfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 1120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end6:
	.size	_Z17mstep_covariance1PfP10clusters_tiii, .Lfunc_end6-_Z17mstep_covariance1PfP10clusters_tiii
                                        ; -- End function
	.set _Z17mstep_covariance1PfP10clusters_tiii.num_vgpr, 15
	.set _Z17mstep_covariance1PfP10clusters_tiii.num_agpr, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.numbered_sgpr, 14
	.set _Z17mstep_covariance1PfP10clusters_tiii.num_named_barrier, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.private_seg_size, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.uses_vcc, 1
	.set _Z17mstep_covariance1PfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.has_recursion, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1452
; TotalNumSgprs: 16
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1120 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 15
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z17mstep_covariance2PfP10clusters_tiii ; -- Begin function _Z17mstep_covariance2PfP10clusters_tiii
	.globl	_Z17mstep_covariance2PfP10clusters_tiii
	.p2align	8
	.type	_Z17mstep_covariance2PfP10clusters_tiii,@function
_Z17mstep_covariance2PfP10clusters_tiii: ; @_Z17mstep_covariance2PfP10clusters_tiii
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_mov_b32 s1, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB7_9
; %bb.1:
	s_mov_b32 s16, 0
	s_sub_i32 s0, 0, s7
	s_mov_b32 s2, 0
	s_branch .LBB7_3
	.p2align	6
.LBB7_2:                                ;   in Loop: Header=BB7_3 Depth=1
	s_add_i32 s16, s16, 1
	s_add_i32 s2, s2, s11
	s_add_i32 s1, s1, 1
	s_cmp_eq_u32 s16, s8
                                        ; implicit-def: $sgpr7
	s_cselect_b32 s3, -1, 0
	s_andn2_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB7_10
.LBB7_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_5 Depth 2
	s_add_i32 s3, s0, s2
	s_mov_b32 s11, 0
	s_branch .LBB7_5
.LBB7_4:                                ;   in Loop: Header=BB7_5 Depth=2
	s_add_i32 s11, s7, 1
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s1, s11
	s_cselect_b32 s13, -1, 0
	s_andn2_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB7_7
.LBB7_5:                                ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s7, s11
	s_add_i32 s11, s3, s11
	s_cmp_eq_u32 s11, 0
	s_cbranch_scc0 .LBB7_4
; %bb.6:                                ;   in Loop: Header=BB7_3 Depth=1
	s_mov_b32 s12, -1
                                        ; implicit-def: $sgpr11
.LBB7_7:                                ;   in Loop: Header=BB7_3 Depth=1
	s_xor_b32 s3, s12, -1
	s_and_b32 vcc_lo, exec_lo, s3
	s_mov_b32 s3, -1
	s_cbranch_vccnz .LBB7_2
; %bb.8:                                ;   in Loop: Header=BB7_3 Depth=1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr1
	s_andn2_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_3
	s_branch .LBB7_10
.LBB7_9:
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr16
.LBB7_10:
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_mul_i32 s2, s6, 6
	s_min_i32 s0, s9, 6
	v_add_nc_u32_e32 v1, s2, v0
	v_cmp_gt_i32_e32 vcc_lo, s0, v0
	v_lshlrev_b32_e32 v19, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e64 s0, s9, v1
	buffer_gl0_inv
	s_and_b32 s1, vcc_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB7_12
; %bb.11:
	v_mul_lo_u32 v3, s8, v1
	s_load_dwordx2 s[4:5], s[14:15], 0x20
	v_add_nc_u32_e32 v1, s16, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	flat_load_dword v4, v[1:2]
	v_add_nc_u32_e32 v1, s7, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v19, v4 offset:6176
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v19, v1 offset:6144
.LBB7_12:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v25, 0
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_write2st64_b32 v19, v20, v20 offset1:4
	ds_write2st64_b32 v19, v20, v20 offset0:8 offset1:12
	ds_write2st64_b32 v19, v20, v20 offset0:16 offset1:20
	v_cmpx_gt_i32_e64 s10, v0
	s_cbranch_execz .LBB7_16
; %bb.13:
	s_load_dwordx2 s[0:1], s[14:15], 0x38
	v_mad_u64_u32 v[5:6], null, s10, s2, v[0:1]
	v_mad_u64_u32 v[13:14], null, s7, s10, v[0:1]
	v_add_nc_u32_e64 v1, 0x1800, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v23, 0
	v_ashrrev_i32_e32 v6, 31, v5
	v_mad_u64_u32 v[15:16], null, s16, s10, v[0:1]
	ds_read2_b64 v[1:4], v1 offset0:2 offset1:6
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[17:18], 2, v[5:6]
	ds_read_b128 v[5:8], v20 offset:6144
	ds_read_b128 v[9:12], v20 offset:6176
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[21:22], 2, v[13:14]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v13, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v14, null, s1, v18, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[15:16]
	v_add_co_u32 v15, vcc_lo, s12, v21
	v_add_co_ci_u32_e64 v16, null, s13, v22, vcc_lo
	v_mov_b32_e32 v21, 0
	v_add_co_u32 v17, vcc_lo, s12, v17
	v_add_co_ci_u32_e64 v18, null, s13, v18, vcc_lo
	v_mov_b32_e32 v22, 0
	s_ashr_i32 s11, s10, 31
	s_mov_b32 s4, 0
	s_lshl_b64 s[0:1], s[10:11], 2
.LBB7_14:                               ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v27, vcc_lo, v13, s0
	v_add_co_ci_u32_e64 v28, null, s1, v14, vcc_lo
	global_load_dword v37, v[17:18], off
	v_add_co_u32 v29, vcc_lo, v27, s0
	v_add_co_ci_u32_e64 v30, null, s1, v28, vcc_lo
	global_load_dword v38, v[15:16], off
	v_add_co_u32 v31, vcc_lo, v29, s0
	v_add_co_ci_u32_e64 v32, null, s1, v30, vcc_lo
	flat_load_dword v39, v[13:14]
	v_add_co_u32 v33, vcc_lo, v31, s0
	v_add_co_ci_u32_e64 v34, null, s1, v32, vcc_lo
	v_add_nc_u32_e32 v26, 0x100, v26
	v_add_co_u32 v35, vcc_lo, v33, s0
	v_add_co_ci_u32_e64 v36, null, s1, v34, vcc_lo
	s_clause 0x4
	flat_load_dword v27, v[27:28]
	flat_load_dword v28, v[29:30]
	flat_load_dword v29, v[31:32]
	flat_load_dword v30, v[33:34]
	flat_load_dword v31, v[35:36]
	v_add_co_u32 v13, vcc_lo, 0x400, v13
	v_add_co_ci_u32_e64 v14, null, 0, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x400, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s10, v26
	s_or_b32 s4, vcc_lo, s4
	s_waitcnt vmcnt(7)
	v_sub_f32_e32 v32, v37, v9
	v_sub_f32_e32 v34, v37, v10
	v_sub_f32_e32 v36, v37, v11
	v_sub_f32_e32 v41, v37, v12
	v_sub_f32_e32 v43, v37, v3
	s_waitcnt vmcnt(6)
	v_sub_f32_e32 v33, v38, v5
	v_sub_f32_e32 v35, v38, v6
	v_sub_f32_e32 v40, v38, v7
	v_sub_f32_e32 v42, v38, v8
	v_sub_f32_e32 v44, v38, v1
	v_sub_f32_e32 v37, v37, v4
	v_sub_f32_e32 v38, v38, v2
	v_mul_f32_e32 v32, v32, v33
	v_mul_f32_e32 v33, v34, v35
	v_mul_f32_e32 v34, v36, v40
	v_mul_f32_e32 v35, v41, v42
	v_mul_f32_e32 v36, v43, v44
	v_mul_f32_e32 v37, v37, v38
	s_waitcnt vmcnt(5) lgkmcnt(5)
	v_fmac_f32_e32 v20, v32, v39
	s_waitcnt vmcnt(4) lgkmcnt(4)
	v_fmac_f32_e32 v23, v27, v33
	s_waitcnt vmcnt(3) lgkmcnt(3)
	v_fmac_f32_e32 v24, v28, v34
	s_waitcnt vmcnt(2) lgkmcnt(2)
	v_fmac_f32_e32 v25, v29, v35
	s_waitcnt vmcnt(1) lgkmcnt(1)
	v_fmac_f32_e32 v22, v30, v36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v21, v31, v37
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB7_14
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s4
.LBB7_16:
	s_or_b32 exec_lo, exec_lo, s3
	v_xor_b32_e32 v1, 0x80, v0
	ds_write2st64_b32 v19, v20, v23 offset1:4
	ds_write2st64_b32 v19, v24, v25 offset0:8 offset1:12
	ds_write2st64_b32 v19, v22, v21 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshlrev_b32_e32 v1, 2, v1
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v2, v19
	ds_read_b32 v3, v1
	v_xor_b32_e32 v4, 64, v0
	v_xor_b32_e32 v5, 32, v0
	v_xor_b32_e32 v6, 16, v0
	v_xor_b32_e32 v7, 8, v0
	v_xor_b32_e32 v8, 4, v0
	v_xor_b32_e32 v9, 2, v0
	v_xor_b32_e32 v10, 1, v0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v2, v3
	v_lshlrev_b32_e32 v2, 2, v4
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v3, v19
	ds_read_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v3, v4
	v_lshlrev_b32_e32 v3, 2, v5
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v19
	ds_read_b32 v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v4, v5
	v_lshlrev_b32_e32 v4, 2, v6
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v5, v19
	ds_read_b32 v6, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v5, v6
	v_lshlrev_b32_e32 v5, 2, v7
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v6, v19
	ds_read_b32 v7, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v6, v7
	v_lshlrev_b32_e32 v6, 2, v8
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v7, v19
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v7, v8
	v_lshlrev_b32_e32 v7, 2, v9
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v8, v19
	ds_read_b32 v9, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v9
	v_lshlrev_b32_e32 v8, 2, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19
	ds_read_b32 v10, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v5 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v6 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v7 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:1024
	ds_read_b32 v10, v8 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v2 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v3 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v4 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v5 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v6 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v7 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:2048
	ds_read_b32 v10, v8 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v1 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v2 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v3 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v4 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v5 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v6 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v7 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:3072
	ds_read_b32 v10, v8 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v3 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v4 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v5 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v6 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v7 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:4096
	ds_read_b32 v10, v8 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v9, v19 offset:5120
	ds_read_b32 v1, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v9, v1
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v3 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v4 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v5 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v6 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v7 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v1, v19 offset:5120
	ds_read_b32 v2, v8 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v19, v1 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB7_35
; %bb.17:
	s_cmp_ge_i32 s2, s9
	s_cbranch_scc1 .LBB7_35
; %bb.18:
	s_load_dwordx2 s[0:1], s[14:15], 0x28
	s_cmp_eq_u32 s16, s7
	s_mul_i32 s11, s2, s8
	s_cselect_b32 s6, -1, 0
	s_add_i32 s10, s11, s16
	v_mov_b32_e32 v0, 0
	s_mul_i32 s3, s10, s8
	s_add_i32 s4, s3, s7
	s_ashr_i32 s5, s4, 31
	ds_read_b32 v4, v0
	s_lshl_b64 s[4:5], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s11, s11, s7
	v_mov_b32_e32 v0, s4
	s_mul_i32 s3, s11, s8
	v_mov_b32_e32 v1, s5
	s_add_i32 s12, s3, s16
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	s_cmp_lg_u32 s16, s7
	flat_store_dword v[0:1], v4
	flat_store_dword v[2:3], v4
	s_cbranch_scc1 .LBB7_20
; %bb.19:
	s_load_dwordx2 s[12:13], s[14:15], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v2, s4
	s_lshl_b64 s[18:19], s[2:3], 2
	v_mov_b32_e32 v3, s5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s12, s18
	s_addc_u32 s13, s13, s19
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	flat_load_dword v0, v[0:1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	flat_store_dword v[2:3], v0
.LBB7_20:
	s_or_b32 s3, s2, 1
	s_cmp_ge_i32 s3, s9
	s_cbranch_scc1 .LBB7_35
; %bb.21:
	s_add_i32 s10, s10, s8
	v_mov_b32_e32 v0, 0
	s_mul_i32 s3, s10, s8
	s_add_i32 s4, s3, s7
	ds_read_b32 v5, v0 offset:1024
	s_ashr_i32 s5, s4, 31
	v_cndmask_b32_e64 v0, 0, 1, s6
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s11, s11, s8
	v_mov_b32_e32 v1, s4
	s_mul_i32 s3, s11, s8
	v_mov_b32_e32 v2, s5
	s_add_i32 s12, s3, s16
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s13
	s_andn2_b32 vcc_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
	flat_store_dword v[3:4], v5
	s_cbranch_vccnz .LBB7_23
; %bb.22:
	s_load_dwordx2 s[12:13], s[14:15], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v3, s4
	s_lshl_b64 s[18:19], s[2:3], 2
	v_mov_b32_e32 v4, s5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s12, s18
	s_addc_u32 s6, s13, s19
	s_add_u32 s12, s3, 4
	s_addc_u32 s13, s6, 0
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	flat_load_dword v1, v[1:2]
	flat_load_dword v2, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	flat_store_dword v[3:4], v1
.LBB7_23:
	s_add_i32 s6, s2, 2
	s_cmp_ge_i32 s6, s9
	s_cbranch_scc1 .LBB7_35
; %bb.24:
	s_add_i32 s10, s10, s8
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s10, s8
	v_cmp_ne_u32_e32 vcc_lo, 1, v0
	s_add_i32 s4, s3, s7
	ds_read_b32 v5, v1 offset:2048
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s11, s11, s8
	v_mov_b32_e32 v1, s4
	s_mul_i32 s3, s11, s8
	v_mov_b32_e32 v2, s5
	s_add_i32 s12, s3, s16
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s13
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
	flat_store_dword v[3:4], v5
	s_cbranch_vccnz .LBB7_26
; %bb.25:
	s_load_dwordx2 s[12:13], s[14:15], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v3, s4
	s_lshl_b64 s[18:19], s[2:3], 2
	v_mov_b32_e32 v4, s5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s12, s18
	s_addc_u32 s13, s13, s19
	s_add_u32 s12, s3, 8
	s_addc_u32 s13, s13, 0
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	flat_load_dword v1, v[1:2]
	flat_load_dword v2, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	flat_store_dword v[3:4], v1
.LBB7_26:
	s_add_i32 s3, s6, 1
	s_cmp_ge_i32 s3, s9
	s_cbranch_scc1 .LBB7_35
; %bb.27:
	s_add_i32 s10, s10, s8
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s10, s8
	v_cmp_ne_u32_e32 vcc_lo, 1, v0
	s_add_i32 s4, s3, s7
	ds_read_b32 v5, v1 offset:3072
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s11, s11, s8
	v_mov_b32_e32 v1, s4
	s_mul_i32 s3, s11, s8
	v_mov_b32_e32 v2, s5
	s_add_i32 s12, s3, s16
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s13
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
	flat_store_dword v[3:4], v5
	s_cbranch_vccnz .LBB7_29
; %bb.28:
	s_load_dwordx2 s[12:13], s[14:15], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v3, s4
	s_lshl_b64 s[18:19], s[2:3], 2
	v_mov_b32_e32 v4, s5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s12, s18
	s_addc_u32 s13, s13, s19
	s_add_u32 s12, s3, 12
	s_addc_u32 s13, s13, 0
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	flat_load_dword v1, v[1:2]
	flat_load_dword v2, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	flat_store_dword v[3:4], v1
.LBB7_29:
	s_add_i32 s3, s6, 2
	s_cmp_ge_i32 s3, s9
	s_cbranch_scc1 .LBB7_35
; %bb.30:
	s_add_i32 s10, s10, s8
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s10, s8
	v_cmp_ne_u32_e32 vcc_lo, 1, v0
	s_add_i32 s4, s3, s7
	ds_read_b32 v5, v1 offset:4096
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s11, s11, s8
	v_mov_b32_e32 v1, s4
	s_mul_i32 s3, s11, s8
	v_mov_b32_e32 v2, s5
	s_add_i32 s12, s3, s16
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	v_mov_b32_e32 v3, s12
	v_mov_b32_e32 v4, s13
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
	flat_store_dword v[3:4], v5
	s_cbranch_vccnz .LBB7_32
; %bb.31:
	s_load_dwordx2 s[12:13], s[14:15], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v3, s4
	s_lshl_b64 s[18:19], s[2:3], 2
	v_mov_b32_e32 v4, s5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s12, s18
	s_addc_u32 s13, s13, s19
	s_add_u32 s12, s3, 16
	s_addc_u32 s13, s13, 0
	v_mov_b32_e32 v1, s12
	v_mov_b32_e32 v2, s13
	flat_load_dword v1, v[1:2]
	flat_load_dword v2, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	flat_store_dword v[3:4], v1
.LBB7_32:
	s_add_i32 s6, s6, 3
	s_cmp_ge_i32 s6, s9
	s_cbranch_scc1 .LBB7_35
; %bb.33:
	s_add_i32 s3, s10, s8
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s3, s8
	v_cmp_ne_u32_e32 vcc_lo, 1, v0
	s_add_i32 s4, s3, s7
	ds_read_b32 v4, v1 offset:5120
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	s_add_i32 s3, s11, s8
	v_mov_b32_e32 v0, s4
	s_mul_i32 s3, s3, s8
	v_mov_b32_e32 v1, s5
	s_add_i32 s6, s3, s16
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s0, s0, s6
	s_addc_u32 s1, s1, s7
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v2, s0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v4
	flat_store_dword v[2:3], v4
	s_cbranch_vccnz .LBB7_35
; %bb.34:
	s_load_dwordx2 s[0:1], s[14:15], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v2, s4
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v3, s5
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_add_u32 s0, s0, 20
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_load_dword v0, v[0:1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	flat_store_dword v[2:3], v0
.LBB7_35:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17mstep_covariance2PfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 6200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end7:
	.size	_Z17mstep_covariance2PfP10clusters_tiii, .Lfunc_end7-_Z17mstep_covariance2PfP10clusters_tiii
                                        ; -- End function
	.set _Z17mstep_covariance2PfP10clusters_tiii.num_vgpr, 45
	.set _Z17mstep_covariance2PfP10clusters_tiii.num_agpr, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.numbered_sgpr, 20
	.set _Z17mstep_covariance2PfP10clusters_tiii.num_named_barrier, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.private_seg_size, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.uses_vcc, 1
	.set _Z17mstep_covariance2PfP10clusters_tiii.uses_flat_scratch, 1
	.set _Z17mstep_covariance2PfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.has_recursion, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5428
; TotalNumSgprs: 22
; NumVgprs: 45
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 6200 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 45
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.type	__hip_cuid_7e856fc8b35b23f0,@object ; @__hip_cuid_7e856fc8b35b23f0
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_7e856fc8b35b23f0
__hip_cuid_7e856fc8b35b23f0:
	.byte	0                               ; 0x0
	.size	__hip_cuid_7e856fc8b35b23f0, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_7e856fc8b35b23f0
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2312
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z16constants_kernelP10clusters_tii
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         _Z16constants_kernelP10clusters_tii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z20seed_clusters_kernelPKfP10clusters_tiii
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z20seed_clusters_kernelPKfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2400
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z6estep1PfP10clusters_tii
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _Z6estep1PfP10clusters_tii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z6estep2PfP10clusters_tiiiS_
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z6estep2PfP10clusters_tiiiS_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z11mstep_meansPfP10clusters_tiii
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z11mstep_meansPfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
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
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7mstep_NP10clusters_tiii
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7mstep_NP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17mstep_covariance1PfP10clusters_tiii
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z17mstep_covariance1PfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 6200
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17mstep_covariance2PfP10clusters_tiii
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z17mstep_covariance2PfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
