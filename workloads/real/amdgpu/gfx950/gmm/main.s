	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z16constants_kernelP10clusters_tii ; -- Begin function _Z16constants_kernelP10clusters_tii
	.globl	_Z16constants_kernelP10clusters_tii
	.p2align	8
	.type	_Z16constants_kernelP10clusters_tii,@function
_Z16constants_kernelP10clusters_tii:    ; @_Z16constants_kernelP10clusters_tii
; %bb.0:
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	v_add_u32_e32 v1, 1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s28, s3, 0xffff
	s_mul_i32 s3, s23, s23
	v_cmp_gt_u32_e64 s[4:5], s3, v0
	s_mul_i32 s24, s3, s2
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.1:
	s_load_dwordx2 s[6:7], s[20:21], 0x28
	v_max_u32_e32 v2, s3, v1
	s_and_b32 s8, s28, 0xffff
	v_sub_u32_e32 v4, v2, v0
	s_cmp_eq_u32 s8, 1
	v_cmp_lt_u32_e32 vcc, 3, v4
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[12:13], vcc, s[8:9]
	s_mov_b64 s[10:11], -1
	v_mov_b32_e32 v2, v0
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_10
; %bb.2:
	v_add_u32_e32 v5, -4, v4
	v_lshrrev_b32_e32 v2, 2, v5
	v_add_u32_e32 v2, 1, v2
	v_and_b32_e32 v3, 7, v2
	v_cmp_lt_u32_e32 vcc, 27, v5
	s_mov_b64 s[12:13], -1
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_6
; %bb.3:
	v_and_b32_e32 v2, 0x7ffffff8, v2
	v_lshlrev_b32_e32 v5, 2, v0
	v_add_u32_e32 v6, s24, v0
	s_mov_b32 s14, 0
	s_mov_b64 s[12:13], 0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s14, v6
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[8:9], 2, s[6:7]
	flat_load_dwordx4 v[8:11], v[12:13]
	v_add_u32_e32 v2, -8, v2
	s_add_i32 s14, s14, 32
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v7, s14
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset1:1
	ds_write2_b32 v5, v10, v11 offset0:2 offset1:3
	flat_load_dwordx4 v[8:11], v[12:13] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:4 offset1:5
	ds_write2_b32 v5, v10, v11 offset0:6 offset1:7
	flat_load_dwordx4 v[8:11], v[12:13] offset:32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:8 offset1:9
	ds_write2_b32 v5, v10, v11 offset0:10 offset1:11
	flat_load_dwordx4 v[8:11], v[12:13] offset:48
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:12 offset1:13
	ds_write2_b32 v5, v10, v11 offset0:14 offset1:15
	flat_load_dwordx4 v[8:11], v[12:13] offset:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:16 offset1:17
	ds_write2_b32 v5, v10, v11 offset0:18 offset1:19
	flat_load_dwordx4 v[8:11], v[12:13] offset:80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:20 offset1:21
	ds_write2_b32 v5, v10, v11 offset0:22 offset1:23
	flat_load_dwordx4 v[8:11], v[12:13] offset:96
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:24 offset1:25
	ds_write2_b32 v5, v10, v11 offset0:26 offset1:27
	flat_load_dwordx4 v[8:11], v[12:13] offset:112
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset0:28 offset1:29
	ds_write2_b32 v5, v10, v11 offset0:30 offset1:31
	v_add_u32_e32 v5, 0x80, v5
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_4
; %bb.5:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_orn2_b64 s[12:13], vcc, exec
.LBB0_6:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_9
; %bb.7:
	v_add_u32_e32 v2, v0, v7
	v_lshlrev_b32_e32 v5, 2, v2
	v_add_u32_e32 v2, s24, v2
	v_lshlrev_b32_e32 v6, 2, v3
	s_mov_b64 s[12:13], 0
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[6:7]
	flat_load_dwordx4 v[8:11], v[8:9]
	v_add_u32_e32 v6, -4, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_add_u32_e32 v2, 4, v2
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2_b32 v5, v8, v9 offset1:1
	ds_write2_b32 v5, v10, v11 offset0:2 offset1:3
	v_add_u32_e32 v5, 16, v5
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_8
.LBB0_9:
	s_or_b64 exec, exec, s[10:11]
	v_and_b32_e32 v3, -4, v4
	v_cmp_ne_u32_e32 vcc, v4, v3
	v_add_u32_e32 v2, v0, v3
	s_orn2_b64 s[10:11], vcc, exec
.LBB0_10:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_13
; %bb.11:
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s25, s24, 31
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[24:25]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_mov_b32 s7, 0
	s_lshl_b32 s6, s28, 2
	v_lshlrev_b32_e32 v3, 2, v2
	s_mov_b64 s[8:9], 0
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v6, v[4:5]
	v_add_u32_e32 v2, s28, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[6:7]
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v3, v6
	v_add_u32_e32 v3, s6, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_12
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execz .LBB0_136
; %bb.14:
	v_mov_b32_e32 v2, 0
	s_cmp_eq_u32 s23, 1
	s_mov_b64 s[6:7], -1
	ds_write_b32 v2, v2 offset:2304
	s_cbranch_scc1 .LBB0_134
; %bb.15:
	s_cmp_lt_i32 s23, 2
	s_cbranch_scc1 .LBB0_65
; %bb.16:
	v_mov_b32_e32 v2, 0
	ds_read_b32 v2, v2
	s_add_i32 s25, s23, -1
	s_cmp_lt_u32 s25, 2
	s_cbranch_scc1 .LBB0_21
; %bb.17:
	s_add_i32 s29, s23, -3
	s_lshr_b32 s6, s29, 1
	s_add_i32 s6, s6, 1
	s_and_b32 s30, s6, 3
	s_cmp_lt_u32 s29, 6
	s_cbranch_scc1 .LBB0_22
; %bb.18:
	s_and_b32 s33, s6, -4
	s_mov_b32 s31, 0
	s_mov_b32 s34, 4
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s34
	ds_read2_b32 v[4:5], v3 offset1:1
	ds_read2_b32 v[6:7], v3 offset0:2 offset1:3
	ds_read2_b32 v[8:9], v3 offset0:4 offset1:5
	ds_read2_b32 v[10:11], v3 offset0:6 offset1:7
	s_add_i32 s31, s31, 8
	s_waitcnt lgkmcnt(3)
	v_div_scale_f32 v12, s[6:7], v2, v2, v5
	v_div_scale_f32 v14, s[6:7], v2, v2, v4
	v_rcp_f32_e32 v28, v12
	s_waitcnt lgkmcnt(2)
	v_div_scale_f32 v16, s[8:9], v2, v2, v7
	v_rcp_f32_e32 v29, v14
	v_div_scale_f32 v18, s[10:11], v2, v2, v6
	v_rcp_f32_e32 v30, v16
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v20, s[12:13], v2, v2, v9
	v_rcp_f32_e32 v31, v18
	v_div_scale_f32 v22, s[14:15], v2, v2, v8
	v_rcp_f32_e32 v32, v20
	v_fma_f32 v36, -v12, v28, 1.0
	v_div_scale_f32 v13, vcc, v5, v2, v5
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v24, s[16:17], v2, v2, v11
	v_rcp_f32_e32 v33, v22
	v_fma_f32 v37, -v14, v29, 1.0
	v_fmac_f32_e32 v28, v36, v28
	v_div_scale_f32 v15, s[6:7], v4, v2, v4
	v_div_scale_f32 v26, s[18:19], v2, v2, v10
	v_rcp_f32_e32 v34, v24
	v_fma_f32 v38, -v16, v30, 1.0
	v_fmac_f32_e32 v29, v37, v29
	v_mul_f32_e32 v36, v13, v28
	v_div_scale_f32 v17, s[8:9], v7, v2, v7
	v_rcp_f32_e32 v35, v26
	v_fma_f32 v39, -v18, v31, 1.0
	v_fmac_f32_e32 v30, v38, v30
	v_mul_f32_e32 v37, v15, v29
	v_fma_f32 v44, -v12, v36, v13
	v_div_scale_f32 v19, s[10:11], v6, v2, v6
	v_fma_f32 v40, -v20, v32, 1.0
	v_fmac_f32_e32 v31, v39, v31
	v_mul_f32_e32 v38, v17, v30
	v_fma_f32 v45, -v14, v37, v15
	v_fmac_f32_e32 v36, v44, v28
	v_div_scale_f32 v21, s[12:13], v9, v2, v9
	v_fma_f32 v41, -v22, v33, 1.0
	v_fmac_f32_e32 v32, v40, v32
	v_mul_f32_e32 v39, v19, v31
	v_fma_f32 v46, -v16, v38, v17
	v_fmac_f32_e32 v37, v45, v29
	v_fma_f32 v12, -v12, v36, v13
	v_div_scale_f32 v23, s[14:15], v8, v2, v8
	v_fma_f32 v42, -v24, v34, 1.0
	v_fmac_f32_e32 v33, v41, v33
	v_mul_f32_e32 v40, v21, v32
	v_fma_f32 v47, -v18, v39, v19
	v_fmac_f32_e32 v38, v46, v30
	v_fma_f32 v13, -v14, v37, v15
	v_div_fmas_f32 v12, v12, v28, v36
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f32 v25, s[16:17], v11, v2, v11
	v_fma_f32 v43, -v26, v35, 1.0
	v_fmac_f32_e32 v34, v42, v34
	v_mul_f32_e32 v41, v23, v33
	v_fma_f32 v48, -v20, v40, v21
	v_fmac_f32_e32 v39, v47, v31
	v_fma_f32 v14, -v16, v38, v17
	v_div_fixup_f32 v5, v12, v2, v5
	v_div_fmas_f32 v12, v13, v29, v37
	s_mov_b64 vcc, s[8:9]
	v_div_scale_f32 v27, s[18:19], v10, v2, v10
	v_fmac_f32_e32 v35, v43, v35
	v_mul_f32_e32 v42, v25, v34
	v_fma_f32 v49, -v22, v41, v23
	v_fmac_f32_e32 v40, v48, v32
	v_fma_f32 v15, -v18, v39, v19
	v_div_fixup_f32 v4, v12, v2, v4
	v_div_fmas_f32 v12, v14, v30, v38
	s_mov_b64 vcc, s[10:11]
	v_mul_f32_e32 v43, v27, v35
	v_fma_f32 v50, -v24, v42, v25
	v_fmac_f32_e32 v41, v49, v33
	v_fma_f32 v16, -v20, v40, v21
	ds_write2_b32 v3, v4, v5 offset1:1
	v_div_fmas_f32 v5, v15, v31, v39
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v51, -v26, v43, v27
	v_fmac_f32_e32 v42, v50, v34
	v_fma_f32 v17, -v22, v41, v23
	v_div_fixup_f32 v4, v12, v2, v7
	v_div_fixup_f32 v5, v5, v2, v6
	v_div_fmas_f32 v6, v16, v32, v40
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v43, v51, v35
	v_fma_f32 v18, -v24, v42, v25
	ds_write2_b32 v3, v5, v4 offset0:2 offset1:3
	v_div_fmas_f32 v5, v17, v33, v41
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v19, -v26, v43, v27
	v_div_fixup_f32 v4, v6, v2, v9
	v_div_fixup_f32 v5, v5, v2, v8
	v_div_fmas_f32 v6, v18, v34, v42
	s_mov_b64 vcc, s[18:19]
	s_add_i32 s34, s34, 32
	s_add_i32 s33, s33, -4
	ds_write2_b32 v3, v5, v4 offset0:4 offset1:5
	v_div_fmas_f32 v5, v19, v35, v43
	s_cmp_lg_u32 s33, 0
	v_div_fixup_f32 v4, v6, v2, v11
	v_div_fixup_f32 v5, v5, v2, v10
	ds_write2_b32 v3, v5, v4 offset0:6 offset1:7
	s_cbranch_scc1 .LBB0_19
; %bb.20:
	s_cmp_lg_u32 s30, 0
	s_cselect_b64 s[6:7], -1, 0
	s_branch .LBB0_23
.LBB0_21:
	s_mov_b32 s8, 1
                                        ; implicit-def: $sgpr29
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_27
	s_branch .LBB0_30
.LBB0_22:
	s_mov_b64 s[6:7], -1
	s_mov_b32 s31, 0
.LBB0_23:
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_26
; %bb.24:
	s_lshl2_add_u32 s8, s31, 4
.LBB0_25:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s8
	ds_read2_b32 v[4:5], v3 offset1:1
	s_add_i32 s8, s8, 8
	s_add_i32 s30, s30, -1
	s_cmp_lg_u32 s30, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v6, s[6:7], v2, v2, v5
	v_div_scale_f32 v8, s[6:7], v2, v2, v4
	v_rcp_f32_e32 v10, v6
	v_rcp_f32_e32 v11, v8
	v_div_scale_f32 v7, vcc, v5, v2, v5
	v_fma_f32 v12, -v6, v10, 1.0
	v_fma_f32 v13, -v8, v11, 1.0
	v_fmac_f32_e32 v10, v12, v10
	v_div_scale_f32 v9, s[6:7], v4, v2, v4
	v_fmac_f32_e32 v11, v13, v11
	v_mul_f32_e32 v12, v7, v10
	v_mul_f32_e32 v13, v9, v11
	v_fma_f32 v14, -v6, v12, v7
	v_fma_f32 v15, -v8, v13, v9
	v_fmac_f32_e32 v12, v14, v10
	v_fmac_f32_e32 v13, v15, v11
	v_fma_f32 v6, -v6, v12, v7
	v_fma_f32 v7, -v8, v13, v9
	v_div_fmas_f32 v6, v6, v10, v12
	s_mov_b64 vcc, s[6:7]
	v_div_fixup_f32 v5, v6, v2, v5
	v_div_fmas_f32 v6, v7, v11, v13
	v_div_fixup_f32 v4, v6, v2, v4
	ds_write2_b32 v3, v4, v5 offset1:1
	s_cbranch_scc1 .LBB0_25
.LBB0_26:
	s_or_b32 s8, s25, 1
	s_bitcmp1_b32 s25, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_30
.LBB0_27:
	s_sub_i32 s6, s23, s8
	s_lshl_b32 s7, s8, 2
.LBB0_28:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s7
	ds_read_b32 v4, v3
	s_add_i32 s6, s6, -1
	s_add_i32 s7, s7, 4
	s_cmp_lg_u32 s6, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[8:9], v2, v2, v4
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v7, vcc, v4, v2, v4
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v5, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v4, v5, v2, v4
	ds_write_b32 v3, v4
	s_cbranch_scc1 .LBB0_28
; %bb.29:
	s_add_i32 s29, s23, -3
.LBB0_30:
	s_lshl_b32 s7, s23, 2
	s_add_i32 s6, s23, -2
	s_mov_b32 s8, 4
	s_lshl_b32 s9, s23, 4
	s_mov_b32 s14, 1
	s_mov_b32 s10, 0
	s_mov_b32 s11, 8
	s_mov_b32 s12, s7
	s_branch .LBB0_32
.LBB0_31:                               ;   in Loop: Header=BB0_32 Depth=1
	s_add_i32 s10, s10, 1
	s_add_i32 s8, s8, 4
	s_add_i32 s12, s12, s7
	s_add_i32 s11, s11, 4
	s_cmp_eq_u32 s14, s23
	s_cbranch_scc1 .LBB0_65
.LBB0_32:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_34 Depth 2
                                        ;       Child Loop BB0_35 Depth 3
                                        ;     Child Loop BB0_39 Depth 2
                                        ;       Child Loop BB0_40 Depth 3
                                        ;       Child Loop BB0_42 Depth 3
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_46 Depth 3
                                        ;     Child Loop BB0_51 Depth 2
                                        ;       Child Loop BB0_52 Depth 3
                                        ;     Child Loop BB0_56 Depth 2
                                        ;       Child Loop BB0_57 Depth 3
                                        ;       Child Loop BB0_59 Depth 3
                                        ;       Child Loop BB0_61 Depth 3
                                        ;       Child Loop BB0_63 Depth 3
	s_sub_i32 s15, s25, s10
	s_lshl_b32 s16, s14, 2
	s_and_b32 s15, s15, 3
	s_mov_b32 s13, s14
	s_cmp_eq_u32 s15, 0
	s_cbranch_scc1 .LBB0_37
; %bb.33:                               ;   in Loop: Header=BB0_32 Depth=1
	s_mov_b32 s17, 0
	s_mov_b32 s18, s12
	s_mov_b32 s14, s13
.LBB0_34:                               ;   Parent Loop BB0_32 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_35 Depth 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	s_mov_b32 s19, s18
	s_mov_b32 s30, s8
	s_mov_b32 s31, s13
.LBB0_35:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_34 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v3, s19
	v_mov_b32_e32 v4, s30
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_add_i32 s31, s31, -1
	s_add_i32 s30, s30, s7
	s_add_i32 s19, s19, 4
	s_cmp_lg_u32 s31, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_35
; %bb.36:                               ;   in Loop: Header=BB0_34 Depth=2
	s_mul_i32 s19, s14, s23
	s_lshl2_add_u32 s19, s19, s16
	v_mov_b32_e32 v3, s19
	ds_read_b32 v4, v3
	s_add_i32 s14, s14, 1
	s_add_i32 s17, s17, 1
	s_add_i32 s18, s18, s7
	s_cmp_lg_u32 s17, s15
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v2, v4, v2
	ds_write_b32 v3, v2
	s_cbranch_scc1 .LBB0_34
.LBB0_37:                               ;   in Loop: Header=BB0_32 Depth=1
	s_sub_i32 s17, s6, s10
	s_cmp_lt_u32 s17, 3
	s_cbranch_scc1 .LBB0_48
; %bb.38:                               ;   in Loop: Header=BB0_32 Depth=1
	s_lshl_b32 s30, s14, 2
	s_add_i32 s18, s30, 4
	s_add_i32 s19, s30, 8
	s_add_i32 s30, s30, 12
	s_mul_i32 s15, s7, s14
	s_mul_i32 s18, s23, s18
	s_mul_i32 s19, s23, s19
	s_mul_i32 s30, s23, s30
.LBB0_39:                               ;   Parent Loop BB0_32 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_40 Depth 3
                                        ;       Child Loop BB0_42 Depth 3
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_46 Depth 3
	s_mov_b32 s31, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s33, s15
	s_mov_b32 s34, s13
.LBB0_40:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s35, s8, s31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s33
	v_mov_b32_e32 v4, s35
	ds_read_b32 v2, v2
	ds_read_b32 v4, v4
	s_add_i32 s34, s34, -1
	s_add_i32 s31, s31, s7
	s_add_i32 s33, s33, 4
	s_cmp_eq_u32 s34, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v2, v4
	s_cbranch_scc0 .LBB0_40
; %bb.41:                               ;   in Loop: Header=BB0_39 Depth=2
	s_mul_i32 s31, s14, s23
	s_lshl2_add_u32 s31, s31, s16
	v_mov_b32_e32 v4, s31
	ds_read_b32 v5, v4
	s_mov_b32 s33, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s34, s18
	s_mov_b32 s35, s13
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v5, v3
	ds_write_b32 v4, v3
.LBB0_42:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s36, s8, s33
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s36
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_add_i32 s35, s35, -1
	s_add_i32 s33, s33, s7
	s_add_i32 s34, s34, 4
	s_cmp_lg_u32 s35, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_42
; %bb.43:                               ;   in Loop: Header=BB0_39 Depth=2
	s_add_i32 s31, s31, s7
	v_mov_b32_e32 v4, s31
	ds_read_b32 v5, v4
	s_mov_b32 s33, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s34, s19
	s_mov_b32 s35, s13
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v2, v5, v2
	ds_write_b32 v4, v2
.LBB0_44:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s36, s8, s33
	v_mov_b32_e32 v2, s34
	v_mov_b32_e32 v4, s36
	ds_read_b32 v2, v2
	ds_read_b32 v4, v4
	s_add_i32 s35, s35, -1
	s_add_i32 s33, s33, s7
	s_add_i32 s34, s34, 4
	s_cmp_lg_u32 s35, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v2, v4
	s_cbranch_scc1 .LBB0_44
; %bb.45:                               ;   in Loop: Header=BB0_39 Depth=2
	s_add_i32 s31, s31, s7
	v_mov_b32_e32 v4, s31
	ds_read_b32 v5, v4
	s_mov_b32 s33, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s34, s30
	s_mov_b32 s35, s13
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v5, v3
	ds_write_b32 v4, v3
.LBB0_46:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_39 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s36, s8, s33
	v_mov_b32_e32 v3, s34
	v_mov_b32_e32 v4, s36
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_add_i32 s35, s35, -1
	s_add_i32 s33, s33, s7
	s_add_i32 s34, s34, 4
	s_cmp_lg_u32 s35, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_46
; %bb.47:                               ;   in Loop: Header=BB0_39 Depth=2
	s_add_i32 s31, s31, s7
	v_mov_b32_e32 v3, s31
	ds_read_b32 v4, v3
	s_add_i32 s14, s14, 4
	s_add_i32 s15, s15, s9
	s_add_i32 s18, s18, s9
	s_add_i32 s19, s19, s9
	s_add_i32 s30, s30, s9
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v2, v4, v2
	s_cmp_eq_u32 s14, s23
	ds_write_b32 v3, v2
	s_cbranch_scc0 .LBB0_39
.LBB0_48:                               ;   in Loop: Header=BB0_32 Depth=1
	s_cmp_lg_u32 s13, s25
	s_cselect_b64 s[18:19], -1, 0
	s_add_i32 s14, s13, 1
	s_cmp_lt_i32 s14, s23
	s_cselect_b64 s[30:31], -1, 0
	s_and_b64 s[18:19], s[18:19], s[30:31]
	s_andn2_b64 vcc, exec, s[18:19]
	s_cbranch_vccnz .LBB0_31
; %bb.49:                               ;   in Loop: Header=BB0_32 Depth=1
	s_mul_i32 s15, s13, s23
	s_lshl_b32 s15, s15, 2
	s_add_i32 s18, s16, s15
	s_and_b32 s17, s17, 3
	s_cmp_eq_u32 s17, 0
	s_mov_b32 s16, s14
	s_cbranch_scc1 .LBB0_54
; %bb.50:                               ;   in Loop: Header=BB0_32 Depth=1
	s_mov_b32 s19, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s18
	s_mov_b32 s30, s11
	s_mov_b32 s16, s14
.LBB0_51:                               ;   Parent Loop BB0_32 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_52 Depth 3
	v_mov_b32_e32 v3, 0
	s_mov_b32 s31, 0
	s_mov_b32 s33, s30
	s_mov_b32 s34, s13
.LBB0_52:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_51 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s35, s12, s31
	v_mov_b32_e32 v4, s33
	v_mov_b32_e32 v5, s35
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	s_add_i32 s34, s34, -1
	s_add_i32 s33, s33, s7
	s_add_i32 s31, s31, 4
	s_cmp_lg_u32 s34, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v5, v4
	s_cbranch_scc1 .LBB0_52
; %bb.53:                               ;   in Loop: Header=BB0_51 Depth=2
	s_lshl2_add_u32 s31, s16, s15
	v_mov_b32_e32 v4, s31
	ds_read_b32 v5, v4
	ds_read_b32 v6, v2
	s_add_i32 s16, s16, 1
	s_add_i32 s19, s19, 1
	s_add_i32 s30, s30, 4
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[34:35], v6, v6, v3
	v_rcp_f32_e32 v7, v5
	v_div_scale_f32 v8, vcc, v3, v6, v3
	s_cmp_lg_u32 s19, s17
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v7, v9
	v_div_fixup_f32 v3, v5, v6, v3
	ds_write_b32 v4, v3
	s_cbranch_scc1 .LBB0_51
.LBB0_54:                               ;   in Loop: Header=BB0_32 Depth=1
	s_sub_i32 s17, s29, s10
	s_cmp_lt_u32 s17, 3
	s_cbranch_scc1 .LBB0_31
; %bb.55:                               ;   in Loop: Header=BB0_32 Depth=1
	s_lshl_b32 s17, s16, 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s18
.LBB0_56:                               ;   Parent Loop BB0_32 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_57 Depth 3
                                        ;       Child Loop BB0_59 Depth 3
                                        ;       Child Loop BB0_61 Depth 3
                                        ;       Child Loop BB0_63 Depth 3
	s_mov_b32 s18, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s19, s17
	s_mov_b32 s30, s13
.LBB0_57:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_56 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s31, s12, s18
	v_mov_b32_e32 v4, s19
	v_mov_b32_e32 v5, s31
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	s_add_i32 s30, s30, -1
	s_add_i32 s19, s19, s7
	s_add_i32 s18, s18, 4
	s_cmp_eq_u32 s30, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v5, v4
	s_cbranch_scc0 .LBB0_57
; %bb.58:                               ;   in Loop: Header=BB0_56 Depth=2
	s_lshl2_add_u32 s18, s16, s15
	v_mov_b32_e32 v4, s18
	ds_read_b32 v5, v4
	ds_read_b32 v6, v2
	s_mov_b32 s19, 4
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[30:31], v6, v6, v3
	v_rcp_f32_e32 v7, v5
	v_div_scale_f32 v8, vcc, v3, v6, v3
	s_mov_b32 s30, 0
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v7, v9
	v_div_fixup_f32 v3, v5, v6, v3
	ds_write_b32 v4, v3
	v_mov_b32_e32 v3, 0
	s_mov_b32 s31, s13
.LBB0_59:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_56 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s33, s12, s30
	s_add_i32 s34, s17, s19
	v_mov_b32_e32 v4, s33
	v_mov_b32_e32 v5, s34
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	s_add_i32 s31, s31, -1
	s_add_i32 s19, s19, s7
	s_add_i32 s30, s30, 4
	s_cmp_lg_u32 s31, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v5
	s_cbranch_scc1 .LBB0_59
; %bb.60:                               ;   in Loop: Header=BB0_56 Depth=2
	v_mov_b32_e32 v4, s18
	ds_read_b32 v5, v4 offset:4
	ds_read_b32 v6, v2
	s_mov_b32 s19, 8
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[30:31], v6, v6, v3
	v_rcp_f32_e32 v7, v5
	v_div_scale_f32 v8, vcc, v3, v6, v3
	s_mov_b32 s30, 0
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v7, v9
	v_div_fixup_f32 v3, v5, v6, v3
	ds_write_b32 v4, v3 offset:4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s31, s13
.LBB0_61:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_56 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s33, s12, s30
	s_add_i32 s34, s17, s19
	v_mov_b32_e32 v4, s33
	v_mov_b32_e32 v5, s34
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	s_add_i32 s31, s31, -1
	s_add_i32 s19, s19, s7
	s_add_i32 s30, s30, 4
	s_cmp_lg_u32 s31, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v5
	s_cbranch_scc1 .LBB0_61
; %bb.62:                               ;   in Loop: Header=BB0_56 Depth=2
	v_mov_b32_e32 v4, s18
	ds_read_b32 v5, v4 offset:8
	ds_read_b32 v6, v2
	s_mov_b32 s19, 12
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[30:31], v6, v6, v3
	v_rcp_f32_e32 v7, v5
	v_div_scale_f32 v8, vcc, v3, v6, v3
	s_mov_b32 s30, 0
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v7, v9
	v_div_fixup_f32 v3, v5, v6, v3
	ds_write_b32 v4, v3 offset:8
	v_mov_b32_e32 v3, 0
	s_mov_b32 s31, s13
.LBB0_63:                               ;   Parent Loop BB0_32 Depth=1
                                        ;     Parent Loop BB0_56 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s33, s12, s30
	s_add_i32 s34, s17, s19
	v_mov_b32_e32 v4, s33
	v_mov_b32_e32 v5, s34
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	s_add_i32 s31, s31, -1
	s_add_i32 s19, s19, s7
	s_add_i32 s30, s30, 4
	s_cmp_lg_u32 s31, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v5
	s_cbranch_scc1 .LBB0_63
; %bb.64:                               ;   in Loop: Header=BB0_56 Depth=2
	v_mov_b32_e32 v4, s18
	ds_read_b32 v5, v4 offset:12
	ds_read_b32 v6, v2
	s_add_i32 s16, s16, 4
	s_add_i32 s17, s17, 16
	s_cmp_eq_u32 s16, s23
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[18:19], v6, v6, v3
	v_rcp_f32_e32 v7, v5
	v_div_scale_f32 v8, vcc, v3, v6, v3
	v_fma_f32 v9, -v5, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v7, v9
	v_div_fixup_f32 v3, v5, v6, v3
	ds_write_b32 v4, v3 offset:12
	s_cbranch_scc0 .LBB0_56
	s_branch .LBB0_31
.LBB0_65:
	s_cmp_lt_i32 s23, 1
	s_cbranch_scc1 .LBB0_133
; %bb.66:
	s_add_i32 s11, s23, 1
	s_add_i32 s8, s23, -1
	s_and_b32 s10, s23, 7
	s_cmp_lt_u32 s8, 7
	s_cbranch_scc1 .LBB0_71
; %bb.67:
	s_lshl_b32 s7, s23, 5
	s_and_b32 s13, s23, 0x7ffffff8
	s_lshl_b32 s6, s11, 2
	s_add_i32 s7, s7, 32
	s_mov_b32 s9, 0
	s_mov_b32 s12, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s14, 0x800000
	s_mov_b32 s15, 0x3f317217
	s_mov_b32 s16, 0x7f800000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 0x41b17218
.LBB0_68:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, s9
	ds_read_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v4|, s14
	s_and_b64 s[18:19], vcc, exec
	s_cselect_b32 s17, 32, 0
	s_add_i32 s25, s9, s6
	v_ldexp_f32 v4, |v4|, s17
	v_mov_b32_e32 v6, s25
	v_log_f32_e32 v4, v4
	ds_read_b32 v6, v6
	v_cndmask_b32_e32 v5, 0, v2, vcc
	v_mul_f32_e32 v7, 0x3f317217, v4
	v_fma_f32 v8, v4, s15, -v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v6|, s14
	v_fmac_f32_e32 v8, 0x3377d1cf, v4
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v9, 0, v2, vcc
	v_add_f32_e32 v7, v7, v8
	s_cselect_b32 s17, 32, 0
	s_add_i32 s25, s25, s6
	v_cmp_lt_f32_e64 vcc, |v4|, s16
	v_ldexp_f32 v6, |v6|, s17
	v_log_f32_e32 v6, v6
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_mov_b32_e32 v7, s25
	ds_read_b32 v7, v7
	v_sub_f32_e32 v4, v4, v5
	v_add_f32_e32 v3, v3, v4
	v_mul_f32_e32 v4, 0x3f317217, v6
	v_fma_f32 v5, v6, s15, -v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v7|, s14
	v_fmac_f32_e32 v5, 0x3377d1cf, v6
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v8, 0, v2, vcc
	v_add_f32_e32 v4, v4, v5
	s_cselect_b32 s17, 32, 0
	s_add_i32 s25, s25, s6
	v_cmp_lt_f32_e64 vcc, |v6|, s16
	v_ldexp_f32 v5, |v7|, s17
	v_log_f32_e32 v5, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_mov_b32_e32 v6, s25
	ds_read_b32 v6, v6
	v_sub_f32_e32 v4, v4, v9
	v_add_f32_e32 v3, v3, v4
	v_mul_f32_e32 v4, 0x3f317217, v5
	v_fma_f32 v7, v5, s15, -v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v6|, s14
	v_fmac_f32_e32 v7, 0x3377d1cf, v5
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v9, 0, v2, vcc
	v_add_f32_e32 v4, v4, v7
	s_cselect_b32 s17, 32, 0
	s_add_i32 s25, s25, s6
	v_cmp_lt_f32_e64 vcc, |v5|, s16
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_ldexp_f32 v5, |v6|, s17
	v_mov_b32_e32 v6, s25
	v_log_f32_e32 v5, v5
	ds_read_b32 v6, v6
	v_sub_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v4
	v_mul_f32_e32 v4, 0x3f317217, v5
	v_fma_f32 v7, v5, s15, -v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v6|, s14
	v_fmac_f32_e32 v7, 0x3377d1cf, v5
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v8, 0, v2, vcc
	v_add_f32_e32 v4, v4, v7
	s_cselect_b32 s17, 32, 0
	s_add_i32 s25, s25, s6
	v_cmp_lt_f32_e64 vcc, |v5|, s16
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_ldexp_f32 v5, |v6|, s17
	v_mov_b32_e32 v6, s25
	v_log_f32_e32 v5, v5
	ds_read_b32 v6, v6
	v_sub_f32_e32 v4, v4, v9
	v_add_f32_e32 v3, v3, v4
	v_mul_f32_e32 v4, 0x3f317217, v5
	v_fma_f32 v7, v5, s15, -v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v6|, s14
	v_fmac_f32_e32 v7, 0x3377d1cf, v5
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v9, 0, v2, vcc
	v_add_f32_e32 v4, v4, v7
	s_cselect_b32 s17, 32, 0
	s_add_i32 s25, s25, s6
	v_cmp_lt_f32_e64 vcc, |v5|, s16
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_ldexp_f32 v5, |v6|, s17
	v_mov_b32_e32 v6, s25
	v_log_f32_e32 v5, v5
	ds_read_b32 v6, v6
	v_sub_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v4
	v_mul_f32_e32 v4, 0x3f317217, v5
	v_fma_f32 v7, v5, s15, -v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v6|, s14
	v_fmac_f32_e32 v7, 0x3377d1cf, v5
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v8, 0, v2, vcc
	v_add_f32_e32 v4, v4, v7
	s_cselect_b32 s17, 32, 0
	s_add_i32 s18, s25, s6
	v_cmp_lt_f32_e64 vcc, |v5|, s16
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_ldexp_f32 v5, |v6|, s17
	v_mov_b32_e32 v6, s18
	v_log_f32_e32 v5, v5
	ds_read_b32 v6, v6
	v_sub_f32_e32 v4, v4, v9
	v_add_f32_e32 v3, v3, v4
	v_mul_f32_e32 v4, 0x3f317217, v5
	v_fma_f32 v7, v5, s15, -v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v6|, s14
	v_fmac_f32_e32 v7, 0x3377d1cf, v5
	s_and_b64 s[18:19], vcc, exec
	v_cndmask_b32_e32 v9, 0, v2, vcc
	v_add_f32_e32 v4, v4, v7
	s_cselect_b32 s17, 32, 0
	v_cmp_lt_f32_e64 vcc, |v5|, s16
	s_add_i32 s12, s12, 8
	s_add_i32 s9, s9, s7
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_ldexp_f32 v5, |v6|, s17
	v_log_f32_e32 v5, v5
	v_sub_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v4
	s_cmp_eq_u32 s13, s12
	v_mul_f32_e32 v4, 0x3f317217, v5
	v_fma_f32 v6, v5, s15, -v4
	v_fmac_f32_e32 v6, 0x3377d1cf, v5
	v_add_f32_e32 v4, v4, v6
	v_cmp_lt_f32_e64 vcc, |v5|, s16
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_sub_f32_e32 v4, v4, v9
	v_add_f32_e32 v3, v3, v4
	s_cbranch_scc0 .LBB0_68
; %bb.69:
	s_cmp_lg_u32 s10, 0
	s_cbranch_scc0 .LBB0_72
; %bb.70:
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr9
	s_cbranch_execnz .LBB0_73
	s_branch .LBB0_75
.LBB0_71:
	s_mov_b32 s13, 0
	v_mov_b32_e32 v3, 0
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr9
	s_cbranch_execnz .LBB0_73
	s_branch .LBB0_75
.LBB0_72:
	s_lshl_b32 s12, s23, 2
	s_add_i32 s9, s12, 4
	s_branch .LBB0_75
.LBB0_73:
	s_mul_i32 s6, s13, s11
	s_lshl_b32 s12, s23, 2
	s_lshl_b32 s6, s6, 2
	s_add_i32 s9, s12, 4
	s_mov_b32 s7, 0x800000
	s_mov_b32 s11, 0x3f317217
	s_mov_b32 s13, 0x7f800000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 0x41b17218
.LBB0_74:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, s6
	ds_read_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 vcc, |v4|, s7
	s_and_b64 s[14:15], vcc, exec
	s_cselect_b32 s14, 32, 0
	v_ldexp_f32 v4, |v4|, s14
	v_log_f32_e32 v4, v4
	v_cndmask_b32_e32 v5, 0, v2, vcc
	s_add_i32 s6, s6, s9
	s_add_i32 s10, s10, -1
	v_mul_f32_e32 v6, 0x3f317217, v4
	v_fma_f32 v7, v4, s11, -v6
	v_fmac_f32_e32 v7, 0x3377d1cf, v4
	v_add_f32_e32 v6, v6, v7
	v_cmp_lt_f32_e64 vcc, |v4|, s13
	s_cmp_lg_u32 s10, 0
	s_nop 0
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_sub_f32_e32 v4, v4, v5
	v_add_f32_e32 v3, v3, v4
	s_cbranch_scc1 .LBB0_74
.LBB0_75:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	s_lshl_b32 s13, s23, 3
	s_mov_b32 s6, 0
	s_mov_b32 s7, -1
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
	ds_write_b32 v2, v3 offset:2304
	s_branch .LBB0_77
.LBB0_76:                               ;   in Loop: Header=BB0_77 Depth=1
	s_add_i32 s11, s11, 1
	s_add_i32 s6, s6, s9
	s_add_i32 s10, s10, 4
	s_add_i32 s7, s7, 1
	s_cmp_lg_u32 s11, s23
	s_cbranch_scc0 .LBB0_90
.LBB0_77:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_82 Depth 2
                                        ;       Child Loop BB0_85 Depth 3
                                        ;       Child Loop BB0_89 Depth 3
	s_sub_i32 s15, s23, s11
	s_lshl_b32 s14, s11, 2
	s_bitcmp0_b32 s15, 0
	s_mov_b32 s15, s11
	s_cbranch_scc1 .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_77 Depth=1
	s_mul_i32 s15, s11, s23
	s_lshl_b32 s15, s15, 2
	s_lshl2_add_u32 s16, s11, s15
	v_mov_b32_e32 v2, s16
	ds_read_b32 v2, v2
	s_add_i32 s15, s14, s15
	v_mov_b32_e32 v5, s15
	s_add_i32 s15, s11, 1
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v3, s[16:17], v2, v2, 1.0
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v6, vcc, 1.0, v2, 1.0
	v_fma_f32 v7, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v7, v4
	v_mul_f32_e32 v7, v6, v4
	v_fma_f32 v8, -v3, v7, v6
	v_fmac_f32_e32 v7, v8, v4
	v_fma_f32 v3, -v3, v7, v6
	v_div_fmas_f32 v3, v3, v4, v7
	v_div_fixup_f32 v2, v3, v2, 1.0
	ds_write_b32 v5, v2
.LBB0_79:                               ;   in Loop: Header=BB0_77 Depth=1
	s_cmp_eq_u32 s8, s11
	s_cbranch_scc1 .LBB0_76
; %bb.80:                               ;   in Loop: Header=BB0_77 Depth=1
	s_mul_i32 s16, s12, s15
	s_lshl2_add_u32 s17, s15, 4
	s_add_i32 s16, s10, s16
	s_mul_i32 s17, s23, s17
	s_branch .LBB0_82
.LBB0_81:                               ;   in Loop: Header=BB0_82 Depth=2
	s_add_i32 s18, s18, s12
	s_lshl2_add_u32 s18, s15, s18
	v_mov_b32_e32 v3, s18
	ds_read_b32 v3, v3 offset:4
	s_add_i32 s18, s19, s12
	v_mov_b32_e32 v4, s18
	s_add_i32 s15, s15, 2
	s_add_i32 s16, s16, s13
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[18:19], v3, v3, v2
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v7, vcc, v2, v3, v2
	s_add_i32 s17, s17, s13
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v5, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v2, v5, v3, v2
	s_cmp_eq_u32 s15, s23
	ds_write_b32 v4, v2
	s_cbranch_scc1 .LBB0_76
.LBB0_82:                               ;   Parent Loop BB0_77 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_85 Depth 3
                                        ;       Child Loop BB0_89 Depth 3
	s_cmp_eq_u32 s11, s15
	v_mov_b32_e32 v2, 1.0
	v_mov_b32_e32 v3, 1.0
	s_cbranch_scc1 .LBB0_86
; %bb.83:                               ;   in Loop: Header=BB0_82 Depth=2
	s_cmp_ge_u32 s11, s15
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB0_86
; %bb.84:                               ;   in Loop: Header=BB0_82 Depth=2
	v_mov_b32_e32 v3, 0
	s_mov_b32 s18, s16
	s_mov_b32 s19, s6
	s_mov_b32 s25, s15
.LBB0_85:                               ;   Parent Loop BB0_77 Depth=1
                                        ;     Parent Loop BB0_82 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v4, s18
	v_mov_b32_e32 v5, s19
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	s_add_i32 s25, s25, -1
	s_add_i32 s19, s19, s12
	s_add_i32 s18, s18, 4
	s_cmp_lg_u32 s11, s25
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v4, v5, v3
	s_cbranch_scc1 .LBB0_85
.LBB0_86:                               ;   in Loop: Header=BB0_82 Depth=2
	s_mul_i32 s18, s15, s23
	s_lshl_b32 s18, s18, 2
	s_lshl2_add_u32 s19, s15, s18
	v_mov_b32_e32 v4, s19
	ds_read_b32 v4, v4
	s_add_i32 s25, s15, 1
	s_add_i32 s19, s14, s18
	v_mov_b32_e32 v7, s19
	s_cmp_eq_u32 s11, s25
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v5, s[30:31], v4, v4, v3
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v8, vcc, v3, v4, v3
	v_fma_f32 v9, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v9, v6
	v_mul_f32_e32 v9, v8, v6
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v6
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v6, v9
	v_div_fixup_f32 v3, v5, v4, v3
	ds_write_b32 v7, v3
	s_cbranch_scc1 .LBB0_81
; %bb.87:                               ;   in Loop: Header=BB0_82 Depth=2
	s_cmp_gt_u32 s11, s15
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_81
; %bb.88:                               ;   in Loop: Header=BB0_82 Depth=2
	v_mov_b32_e32 v2, 0
	s_mov_b32 s25, s17
	s_mov_b32 s29, s6
	s_mov_b32 s30, s7
.LBB0_89:                               ;   Parent Loop BB0_77 Depth=1
                                        ;     Parent Loop BB0_82 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s31, s10, s25
	v_mov_b32_e32 v3, s29
	v_mov_b32_e32 v4, s31
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	s_add_i32 s30, s30, 1
	s_add_i32 s29, s29, s12
	s_add_i32 s25, s25, 4
	s_cmp_lg_u32 s15, s30
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v4, v3, v2
	s_cbranch_scc1 .LBB0_89
	s_branch .LBB0_81
.LBB0_90:
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0
	s_mov_b32 s10, 0
	s_branch .LBB0_92
.LBB0_91:                               ;   in Loop: Header=BB0_92 Depth=1
	s_add_i32 s6, s6, s9
	s_add_i32 s7, s7, s12
	s_cmp_lg_u32 s11, s23
	s_mov_b32 s10, s11
	s_cbranch_scc0 .LBB0_110
.LBB0_92:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_96 Depth 2
                                        ;       Child Loop BB0_101 Depth 3
                                        ;       Child Loop BB0_108 Depth 3
	s_add_i32 s11, s10, 1
	s_cmp_eq_u32 s8, s10
	s_cbranch_scc1 .LBB0_91
; %bb.93:                               ;   in Loop: Header=BB0_92 Depth=1
	s_mul_i32 s14, s10, s23
	s_sub_i32 s15, s23, s10
	s_lshl_b32 s14, s14, 2
	s_bitcmp0_b32 s15, 0
	s_cselect_b32 s15, s10, s11
	s_sub_i32 s16, s10, s15
	s_lshl2_add_u32 s17, s15, s7
	s_branch .LBB0_96
.LBB0_94:                               ;   in Loop: Header=BB0_96 Depth=2
	s_lshl2_add_u32 s18, s15, s14
	v_xor_b32_e32 v2, 0x80000000, v2
	v_mov_b32_e32 v3, s18
	ds_write_b32 v3, v2 offset:4
.LBB0_95:                               ;   in Loop: Header=BB0_96 Depth=2
	s_add_i32 s15, s15, 2
	s_add_i32 s16, s16, -2
	s_add_i32 s17, s17, 8
	s_cmp_eq_u32 s15, s23
	s_cbranch_scc1 .LBB0_91
.LBB0_96:                               ;   Parent Loop BB0_92 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_101 Depth 3
                                        ;       Child Loop BB0_108 Depth 3
	s_cmp_eq_u32 s10, s15
	s_cbranch_scc1 .LBB0_104
; %bb.97:                               ;   in Loop: Header=BB0_96 Depth=2
	s_cmp_ge_u32 s10, s15
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_103
; %bb.98:                               ;   in Loop: Header=BB0_96 Depth=2
	s_mov_b32 s18, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s19, s17
	s_mov_b32 s25, s6
	s_branch .LBB0_101
.LBB0_99:                               ;   in Loop: Header=BB0_101 Depth=3
	v_mov_b32_e32 v4, s25
	ds_read_b32 v4, v4
.LBB0_100:                              ;   in Loop: Header=BB0_101 Depth=3
	s_add_i32 s25, s25, 4
	s_add_i32 s18, s18, -1
	s_add_i32 s19, s19, s12
	s_cmp_eq_u32 s16, s18
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_103
.LBB0_101:                              ;   Parent Loop BB0_92 Depth=1
                                        ;     Parent Loop BB0_96 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_mov_b32_e32 v3, s19
	ds_read_b32 v3, v3
	s_cmp_eq_u32 s18, 0
	s_cbranch_scc0 .LBB0_99
; %bb.102:                              ;   in Loop: Header=BB0_101 Depth=3
	v_mov_b32_e32 v4, 1.0
	s_branch .LBB0_100
.LBB0_103:                              ;   in Loop: Header=BB0_96 Depth=2
	s_lshl2_add_u32 s18, s15, s14
	v_xor_b32_e32 v2, 0x80000000, v2
	v_mov_b32_e32 v3, s18
	ds_write_b32 v3, v2
.LBB0_104:                              ;   in Loop: Header=BB0_96 Depth=2
	s_add_i32 s18, s15, 1
	s_cmp_eq_u32 s10, s18
	s_cbranch_scc1 .LBB0_95
; %bb.105:                              ;   in Loop: Header=BB0_96 Depth=2
	s_cmp_gt_u32 s10, s15
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_94
; %bb.106:                              ;   in Loop: Header=BB0_96 Depth=2
	s_mov_b32 s18, 1
	s_mov_b32 s19, 4
	v_mov_b32_e32 v2, 0
	s_mov_b32 s25, s6
	s_branch .LBB0_108
.LBB0_107:                              ;   in Loop: Header=BB0_108 Depth=3
	s_add_i32 s18, s18, -1
	s_add_i32 s25, s25, 4
	s_add_i32 s19, s19, s12
	s_cmp_lg_u32 s16, s18
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc0 .LBB0_94
.LBB0_108:                              ;   Parent Loop BB0_92 Depth=1
                                        ;     Parent Loop BB0_96 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s29, s17, s19
	v_mov_b32_e32 v3, s29
	ds_read_b32 v3, v3
	s_cmp_eq_u32 s18, 1
	v_mov_b32_e32 v4, 1.0
	s_cbranch_scc1 .LBB0_107
; %bb.109:                              ;   in Loop: Header=BB0_108 Depth=3
	v_mov_b32_e32 v4, s25
	ds_read_b32 v4, v4
	s_branch .LBB0_107
.LBB0_110:
	s_cmp_lg_u32 s8, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b32 s15, s23, 0x7ffffffe
	s_bitcmp1_b32 s23, 0
	v_cndmask_b32_e64 v2, 0, 1, s[6:7]
	s_mov_b32 s14, 0
	s_cselect_b64 s[8:9], -1, 0
	v_cmp_ne_u32_e64 s[6:7], 1, v2
	s_mov_b32 s16, 0
	s_branch .LBB0_113
.LBB0_111:                              ;   in Loop: Header=BB0_113 Depth=1
	s_mul_i32 s10, s18, s23
	s_lshl2_add_u32 s10, s10, s17
	v_mov_b32_e32 v3, s10
	ds_write_b32 v3, v2
.LBB0_112:                              ;   in Loop: Header=BB0_113 Depth=1
	s_add_i32 s16, s16, 1
	s_add_i32 s14, s14, 4
	s_cmp_eq_u32 s16, s23
	s_cbranch_scc1 .LBB0_133
.LBB0_113:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_116 Depth 2
                                        ;       Child Loop BB0_119 Depth 3
                                        ;       Child Loop BB0_124 Depth 3
                                        ;     Child Loop BB0_131 Depth 2
	s_and_b64 vcc, exec, s[6:7]
	s_lshl_b32 s17, s16, 2
	s_cbranch_vccnz .LBB0_127
; %bb.114:                              ;   in Loop: Header=BB0_113 Depth=1
	s_mov_b32 s10, 0
	s_mov_b32 s11, 1
	s_mov_b32 s18, 0
	s_branch .LBB0_116
.LBB0_115:                              ;   in Loop: Header=BB0_116 Depth=2
	s_add_i32 s19, s19, s12
	s_add_i32 s18, s18, 2
	s_add_i32 s10, s10, s13
	s_add_i32 s11, s11, 2
	v_mov_b32_e32 v3, s19
	s_cmp_eq_u32 s18, s15
	ds_write_b32 v3, v2
	s_cbranch_scc1 .LBB0_126
.LBB0_116:                              ;   Parent Loop BB0_113 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_119 Depth 3
                                        ;       Child Loop BB0_124 Depth 3
	s_max_u32 s19, s16, s18
	s_cmp_ge_i32 s19, s23
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_121
; %bb.117:                              ;   in Loop: Header=BB0_116 Depth=2
	s_mul_i32 s29, s12, s19
	s_lshl2_add_u32 s25, s19, s10
	s_add_i32 s29, s14, s29
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_119
.LBB0_118:                              ;   in Loop: Header=BB0_119 Depth=3
	v_mov_b32_e32 v4, s29
	ds_read_b32 v4, v4
	s_add_i32 s19, s19, 1
	s_add_i32 s25, s25, 4
	s_add_i32 s29, s29, s12
	s_cmp_ge_i32 s19, s23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc1 .LBB0_121
.LBB0_119:                              ;   Parent Loop BB0_113 Depth=1
                                        ;     Parent Loop BB0_116 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_cmp_eq_u32 s18, s19
	v_mov_b32_e32 v3, 1.0
	s_cbranch_scc1 .LBB0_118
; %bb.120:                              ;   in Loop: Header=BB0_119 Depth=3
	v_mov_b32_e32 v3, s25
	ds_read_b32 v3, v3
	s_branch .LBB0_118
.LBB0_121:                              ;   in Loop: Header=BB0_116 Depth=2
	s_mul_i32 s19, s18, s23
	s_lshl2_add_u32 s19, s19, s17
	s_or_b32 s25, s18, 1
	v_mov_b32_e32 v3, s19
	s_max_u32 s25, s16, s25
	ds_write_b32 v3, v2
	s_cmp_ge_i32 s25, s23
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_115
; %bb.122:                              ;   in Loop: Header=BB0_116 Depth=2
	s_max_u32 s30, s16, s11
	s_mul_i32 s29, s12, s30
	s_lshl2_add_u32 s30, s30, s12
	s_add_i32 s31, s18, 1
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_124
.LBB0_123:                              ;   in Loop: Header=BB0_124 Depth=3
	s_add_i32 s33, s14, s29
	v_mov_b32_e32 v4, s33
	ds_read_b32 v4, v4
	s_add_i32 s25, s25, 1
	s_add_i32 s29, s29, s12
	s_add_i32 s30, s30, 4
	s_cmp_lt_i32 s25, s23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc0 .LBB0_115
.LBB0_124:                              ;   Parent Loop BB0_113 Depth=1
                                        ;     Parent Loop BB0_116 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_cmp_eq_u32 s31, s25
	v_mov_b32_e32 v3, 1.0
	s_cbranch_scc1 .LBB0_123
; %bb.125:                              ;   in Loop: Header=BB0_124 Depth=3
	s_add_i32 s33, s10, s30
	v_mov_b32_e32 v3, s33
	ds_read_b32 v3, v3
	s_branch .LBB0_123
.LBB0_126:                              ;   in Loop: Header=BB0_113 Depth=1
	s_mov_b32 s18, s15
	s_mov_b64 s[10:11], s[8:9]
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB0_112
	s_branch .LBB0_128
.LBB0_127:                              ;   in Loop: Header=BB0_113 Depth=1
	s_mov_b32 s18, 0
	s_cbranch_execz .LBB0_112
.LBB0_128:                              ;   in Loop: Header=BB0_113 Depth=1
	s_max_u32 s10, s16, s18
	s_cmp_ge_i32 s10, s23
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_111
; %bb.129:                              ;   in Loop: Header=BB0_113 Depth=1
	s_mul_i32 s19, s12, s18
	s_mul_i32 s11, s12, s10
	s_lshl2_add_u32 s19, s10, s19
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_131
.LBB0_130:                              ;   in Loop: Header=BB0_131 Depth=2
	s_add_i32 s25, s14, s11
	v_mov_b32_e32 v4, s25
	ds_read_b32 v4, v4
	s_add_i32 s10, s10, 1
	s_add_i32 s11, s11, s12
	s_add_i32 s19, s19, 4
	s_cmp_lt_i32 s10, s23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v3, v4
	s_cbranch_scc0 .LBB0_111
.LBB0_131:                              ;   Parent Loop BB0_113 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_cmp_eq_u32 s18, s10
	v_mov_b32_e32 v3, 1.0
	s_cbranch_scc1 .LBB0_130
; %bb.132:                              ;   in Loop: Header=BB0_131 Depth=2
	v_mov_b32_e32 v3, s19
	ds_read_b32 v3, v3
	s_branch .LBB0_130
.LBB0_133:
	s_mov_b64 s[6:7], 0
.LBB0_134:
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_136
; %bb.135:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	ds_read_b32 v3, v2
	s_mov_b32 s6, 0x800000
	s_mov_b32 s8, 0x3f317217
	v_mov_b32_e32 v4, 0x41b17218
	s_mov_b32 s9, 0x7f800000
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, s6, v3
	s_and_b64 s[6:7], vcc, exec
	s_cselect_b32 s6, 32, 0
	v_ldexp_f32 v5, v3, s6
	v_log_f32_e32 v5, v5
	v_div_scale_f32 v6, s[6:7], v3, v3, 1.0
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_mul_f32_e32 v7, 0x3f317217, v5
	v_fma_f32 v8, v5, s8, -v7
	v_fmamk_f32 v8, v5, 0x3377d1cf, v8
	v_add_f32_e32 v7, v7, v8
	v_rcp_f32_e32 v8, v6
	v_cmp_lt_f32_e64 vcc, |v5|, s9
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_sub_f32_e32 v4, v5, v4
	v_fma_f32 v5, -v6, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, 1.0, v3, 1.0
	v_mul_f32_e32 v7, v5, v8
	v_fma_f32 v9, -v6, v7, v5
	v_fmac_f32_e32 v7, v9, v8
	v_fma_f32 v5, -v6, v7, v5
	v_div_fmas_f32 v5, v5, v8, v7
	v_div_fixup_f32 v3, v5, v3, 1.0
	ds_write2st64_b32 v2, v3, v4 offset1:9
.LBB0_136:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	s_barrier
	ds_read_b32 v3, v2 offset:2304
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_149
; %bb.137:
	s_load_dwordx2 s[4:5], s[20:21], 0x30
	v_max_u32_e32 v1, s3, v1
	s_and_b32 s8, s28, 0xffff
	v_sub_u32_e32 v1, v1, v0
	s_cmp_eq_u32 s8, 1
	v_cmp_lt_u32_e32 vcc, 3, v1
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[12:13], vcc, s[8:9]
	s_mov_b64 s[10:11], -1
	v_mov_b32_e32 v4, v0
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_146
; %bb.138:
	v_add_u32_e32 v5, -4, v1
	v_lshrrev_b32_e32 v2, 2, v5
	v_add_u32_e32 v4, 1, v2
	v_and_b32_e32 v2, 7, v4
	v_cmp_lt_u32_e32 vcc, 27, v5
	s_mov_b64 s[12:13], -1
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_142
; %bb.139:
	v_and_b32_e32 v4, 0x7ffffff8, v4
	v_add_u32_e32 v5, s24, v0
	v_lshlrev_b32_e32 v6, 2, v0
	s_mov_b32 s14, 0
	s_mov_b64 s[12:13], 0
.LBB0_140:                              ; =>This Inner Loop Header: Depth=1
	ds_read2_b32 v[10:11], v6 offset1:1
	ds_read2_b32 v[12:13], v6 offset0:2 offset1:3
	v_add_u32_e32 v8, s14, v5
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_add_u32_e32 v4, -8, v4
	flat_store_dwordx4 v[8:9], v[10:13]
	ds_read2_b32 v[10:11], v6 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v6 offset0:6 offset1:7
	s_add_i32 s14, s14, 32
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_mov_b32_e32 v7, s14
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:16
	ds_read2_b32 v[10:11], v6 offset0:8 offset1:9
	ds_read2_b32 v[12:13], v6 offset0:10 offset1:11
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:32
	ds_read2_b32 v[10:11], v6 offset0:12 offset1:13
	ds_read2_b32 v[12:13], v6 offset0:14 offset1:15
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:48
	ds_read2_b32 v[10:11], v6 offset0:16 offset1:17
	ds_read2_b32 v[12:13], v6 offset0:18 offset1:19
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:64
	ds_read2_b32 v[10:11], v6 offset0:20 offset1:21
	ds_read2_b32 v[12:13], v6 offset0:22 offset1:23
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:80
	ds_read2_b32 v[10:11], v6 offset0:24 offset1:25
	ds_read2_b32 v[12:13], v6 offset0:26 offset1:27
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:96
	ds_read2_b32 v[10:11], v6 offset0:28 offset1:29
	ds_read2_b32 v[12:13], v6 offset0:30 offset1:31
	v_add_u32_e32 v6, 0x80, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[8:9], v[10:13] offset:112
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_140
; %bb.141:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_orn2_b64 s[12:13], vcc, exec
.LBB0_142:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_145
; %bb.143:
	v_add_u32_e32 v5, v0, v7
	v_add_u32_e32 v4, s24, v5
	v_lshlrev_b32_e32 v6, 2, v5
	v_lshlrev_b32_e32 v2, 2, v2
	s_mov_b64 s[12:13], 0
.LBB0_144:                              ; =>This Inner Loop Header: Depth=1
	ds_read2_b32 v[10:11], v6 offset1:1
	ds_read2_b32 v[12:13], v6 offset0:2 offset1:3
	v_add_u32_e32 v2, -4, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_add_u32_e32 v6, 16, v6
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[4:5]
	v_add_u32_e32 v4, 4, v4
	s_or_b64 s[12:13], vcc, s[12:13]
	flat_store_dwordx4 v[8:9], v[10:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_144
.LBB0_145:
	s_or_b64 exec, exec, s[10:11]
	v_and_b32_e32 v2, -4, v1
	v_cmp_ne_u32_e32 vcc, v1, v2
	v_add_u32_e32 v4, v0, v2
	s_orn2_b64 s[10:11], vcc, exec
.LBB0_146:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_149
; %bb.147:
	v_ashrrev_i32_e32 v5, 31, v4
	s_ashr_i32 s25, s24, 31
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[24:25]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	s_mov_b32 s5, 0
	s_lshl_b32 s4, s28, 2
	v_lshlrev_b32_e32 v1, 2, v4
	s_mov_b64 s[8:9], 0
.LBB0_148:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v2, v1
	v_add_u32_e32 v4, s28, v4
	v_cmp_le_u32_e32 vcc, s3, v4
	v_add_u32_e32 v1, s4, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[6:7], v2
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[4:5]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_148
.LBB0_149:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_151
; %bb.150:
	s_sub_i32 s3, 0, s23
	v_cvt_f32_i32_e32 v1, s3
	s_load_dwordx2 s[8:9], s[20:21], 0x10
	s_mov_b32 s6, 0x3feb3f8e
	s_ashr_i32 s3, s2, 31
	s_mov_b32 s7, 0.5
	v_mul_f32_e32 v2, 0.5, v1
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7]
	s_lshl_b64 s[6:7], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s8, s6
	s_addc_u32 s7, s9, s7
	v_sub_f32_e32 v1, v2, v3
	v_mov_b64_e32 v[2:3], s[6:7]
	flat_store_dword v[2:3], v1
.LBB0_151:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lg_u32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_160
; %bb.152:
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_157
; %bb.153:
	v_mov_b32_e32 v1, 0
	s_cmp_lt_i32 s22, 1
	ds_write_b32 v1, v1 offset:2308
	s_cbranch_scc1 .LBB0_157
; %bb.154:
	s_load_dwordx2 s[0:1], s[20:21], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s4, s22
.LBB0_155:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v2, v[2:3]
	s_add_i32 s4, s4, -1
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v1, v2, v1
	s_cbranch_scc1 .LBB0_155
; %bb.156:
	v_mov_b32_e32 v2, 0
	ds_write_b32 v2, v1 offset:2308
.LBB0_157:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i32_e32 vcc, s22, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_160
; %bb.158:
	s_load_dwordx4 s[0:3], s[20:21], 0x0
	v_mov_b32_e32 v5, 0
	ds_read_b32 v1, v5 offset:2308
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v6, 0x2edbe6ff
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	s_lshl_b32 s0, s28, 2
	s_mov_b32 s1, 0
	s_mov_b64 s[2:3], 0
.LBB0_159:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v7, v[4:5]
	v_add_u32_e32 v0, s28, v0
	v_cmp_le_i32_e32 vcc, s22, v0
	s_or_b64 s[2:3], vcc, s[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[4:5], v1, v1, v7
	v_rcp_f32_e32 v9, v8
	v_div_scale_f32 v10, vcc, v7, v1, v7
	v_fma_f32 v11, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v11, v9
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v12, -v8, v11, v10
	v_fmac_f32_e32 v11, v12, v9
	v_fma_f32 v8, -v8, v11, v10
	v_div_fmas_f32 v8, v8, v9, v11
	v_div_fixup_f32 v8, v8, v1, v7
	v_cmp_ngt_f32_e32 vcc, 0.5, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v6, v8, vcc
	flat_store_dword v[2:3], v7
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_159
.LBB0_160:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16constants_kernelP10clusters_tii
		.amdhsa_group_segment_fixed_size 2312
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 52
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
	.size	_Z16constants_kernelP10clusters_tii, .Lfunc_end0-_Z16constants_kernelP10clusters_tii
                                        ; -- End function
	.set _Z16constants_kernelP10clusters_tii.num_vgpr, 52
	.set _Z16constants_kernelP10clusters_tii.num_agpr, 0
	.set _Z16constants_kernelP10clusters_tii.numbered_sgpr, 37
	.set _Z16constants_kernelP10clusters_tii.num_named_barrier, 0
	.set _Z16constants_kernelP10clusters_tii.private_seg_size, 0
	.set _Z16constants_kernelP10clusters_tii.uses_vcc, 1
	.set _Z16constants_kernelP10clusters_tii.uses_flat_scratch, 0
	.set _Z16constants_kernelP10clusters_tii.has_dyn_sized_stack, 0
	.set _Z16constants_kernelP10clusters_tii.has_recursion, 0
	.set _Z16constants_kernelP10clusters_tii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7760
; TotalNumSgprs: 43
; NumVgprs: 52
; NumAgprs: 0
; TotalNumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2312 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 52
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z20seed_clusters_kernelPKfP10clusters_tiii ; -- Begin function _Z20seed_clusters_kernelPKfP10clusters_tiii
	.globl	_Z20seed_clusters_kernelPKfP10clusters_tiii
	.p2align	8
	.type	_Z20seed_clusters_kernelPKfP10clusters_tiii,@function
_Z20seed_clusters_kernelPKfP10clusters_tiii: ; @_Z20seed_clusters_kernelPKfP10clusters_tiii
; %bb.0:
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], s12, v0
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB1_5
; %bb.1:
	v_mov_b32_e32 v3, 0
	s_cmp_lt_i32 s14, 1
	v_mov_b32_e32 v1, 0
	s_cbranch_scc1 .LBB1_4
; %bb.2:
	v_lshlrev_b32_e32 v2, 2, v0
	s_ashr_i32 s5, s12, 31
	s_mov_b32 s4, s12
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	s_lshl_b64 s[4:5], s[4:5], 2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s15, s14
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v[2:3], off
	s_add_i32 s15, s15, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	s_cmp_eq_u32 s15, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v4, v1
	s_cbranch_scc0 .LBB1_3
.LBB1_4:
	v_cvt_f32_i32_e32 v2, s14
	v_lshlrev_b32_e32 v5, 2, v0
	v_div_scale_f32 v3, s[4:5], v2, v2, v1
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v6, vcc, v1, v2, v1
	v_fma_f32 v7, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v7, v4
	v_mul_f32_e32 v7, v6, v4
	v_fma_f32 v8, -v3, v7, v6
	v_fmac_f32_e32 v7, v8, v4
	v_fma_f32 v3, -v3, v7, v6
	v_div_fmas_f32 v3, v3, v4, v7
	v_div_fixup_f32 v1, v3, v2, v1
	ds_write_b32 v5, v1
.LBB1_5:
	s_or_b64 exec, exec, s[2:3]
	s_load_dword s15, s[0:1], 0x2c
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB1_10
; %bb.6:
	v_mov_b32_e32 v3, 0
	s_cmp_lt_i32 s14, 1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v2, 2, v0
	s_cbranch_scc1 .LBB1_9
; %bb.7:
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s4, s14
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v3, v[4:5], off
	s_add_i32 s4, s4, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[2:3]
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v3, v3
	s_cbranch_scc0 .LBB1_8
.LBB1_9:
	v_cvt_f32_i32_e32 v3, s14
	ds_read_b32 v6, v2
	v_div_scale_f32 v4, s[2:3], v3, v3, v1
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v7, vcc, v1, v3, v1
	v_fma_f32 v8, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v8, v5
	v_mul_f32_e32 v8, v7, v5
	v_fma_f32 v9, -v4, v8, v7
	v_fmac_f32_e32 v8, v9, v5
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v5, v8
	v_div_fixup_f32 v1, v4, v3, v1
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v6, v6, v1
	ds_write_b32 v2, v1 offset:96
.LBB1_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e64 s[2:3], 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_20
; %bb.11:
	s_cmp_lt_i32 s12, 1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB1_19
; %bb.12:
	s_and_b32 s16, s12, 7
	s_cmp_lt_u32 s12, 8
	s_cbranch_scc1 .LBB1_16
; %bb.13:
	s_and_b32 s17, s12, 0x7ffffff8
	s_mov_b32 s4, 0
	s_movk_i32 s5, 0x60
	v_mov_b32_e32 v2, 0
.LBB1_14:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s5
	ds_read_b128 v[4:7], v3
	ds_read_b128 v[8:11], v3 offset:16
	s_add_i32 s4, s4, 8
	s_add_i32 s5, s5, 32
	s_cmp_eq_u32 s17, s4
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v4, v2
	v_add_f32_e32 v2, v5, v2
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v8, v2
	v_add_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v10, v2
	v_add_f32_e32 v2, v11, v2
	s_cbranch_scc0 .LBB1_14
; %bb.15:
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_17
	s_branch .LBB1_19
.LBB1_16:
	s_mov_b32 s17, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_execz .LBB1_19
.LBB1_17:
	s_lshl2_add_u32 s4, s17, 0x60
.LBB1_18:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s4
	ds_read_b32 v3, v3
	s_add_i32 s4, s4, 4
	s_add_i32 s16, s16, -1
	s_cmp_lg_u32 s16, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	s_cbranch_scc1 .LBB1_18
.LBB1_19:
	v_cvt_f32_i32_e32 v3, s12
	v_div_scale_f32 v4, s[4:5], v3, v3, v2
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, v2, v3, v2
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v2, v4, v3, v2
	ds_write_b32 v1, v2 offset:192
.LBB1_20:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_i32_e32 v2, s14
	v_cvt_f32_u32_e32 v3, s13
	s_cmp_lt_i32 s13, 2
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB1_22
; %bb.21:
	v_pk_add_f32 v[4:5], v[2:3], -1.0 op_sel_hi:[1,0]
	s_nop 0
	v_div_scale_f32 v1, s[0:1], v5, v5, v4
	v_rcp_f32_e32 v6, v1
	v_div_scale_f32 v7, vcc, v4, v5, v4
	v_fma_f32 v8, -v1, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v1, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v1, -v1, v8, v7
	v_div_fmas_f32 v1, v1, v6, v8
	v_div_fixup_f32 v1, v1, v5, v4
.LBB1_22:
	s_cmp_lt_i32 s13, 1
	s_cbranch_scc1 .LBB1_32
; %bb.23:
	v_div_scale_f32 v4, s[0:1], v3, v3, 1.0
	v_rcp_f32_e32 v5, v4
	v_mov_b32_e32 v10, 0
	ds_read_b32 v10, v10 offset:192
	s_mov_b32 s14, 0x49742400
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	v_div_scale_f32 v6, vcc, 1.0, v3, 1.0
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_scale_f32 v6, s[0:1], v3, v3, v2
	v_rcp_f32_e32 v8, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v4, v4, v3, 1.0
	s_abs_i32 s22, s12
	v_fma_f32 v5, -v6, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v2, v3, v2
	v_mul_f32_e32 v7, v5, v8
	v_fma_f32 v9, -v6, v7, v5
	v_fmac_f32_e32 v7, v9, v8
	v_fma_f32 v5, -v6, v7, v5
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v6, s[0:1], s14, s14, v10
	v_rcp_f32_e32 v9, v6
	v_div_fmas_f32 v5, v5, v8, v7
	v_div_fixup_f32 v3, v5, v3, v2
	v_cvt_f32_u32_e32 v7, s22
	v_fma_f32 v2, -v6, v9, 1.0
	v_fmac_f32_e32 v9, v2, v9
	v_div_scale_f32 v2, vcc, v10, s14, v10
	v_mul_f32_e32 v5, v2, v9
	v_fma_f32 v8, -v6, v5, v2
	v_fmac_f32_e32 v5, v8, v9
	v_fma_f32 v2, -v6, v5, v2
	v_rcp_iflag_f32_e32 v6, v7
	v_div_fmas_f32 v2, v2, v9, v5
	v_div_fixup_f32 v5, v2, s14, v10
	s_sub_i32 s0, 0, s22
	v_mul_f32_e32 v2, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v2, v2
	s_mul_i32 s21, s12, s12
	s_mov_b32 s1, 0
	s_and_b32 s20, 0xffff, s15
	v_mul_lo_u32 v6, s0, v2
	v_mul_hi_u32 v6, v2, v6
	v_cmp_gt_u32_e64 s[4:5], s21, v0
	s_ashr_i32 s23, s12, 31
	v_add_u32_e32 v6, v2, v6
	s_sub_i32 s24, 0, s12
	s_mov_b32 s25, 0
	s_mov_b32 s0, s1
	s_branch .LBB1_25
.LBB1_24:                               ;   in Loop: Header=BB1_25 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s0, s0, 1
	s_add_i32 s25, s25, s21
	s_cmp_eq_u32 s0, s13
	s_cbranch_scc1 .LBB1_32
.LBB1_25:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_29 Depth 2
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_cbranch_execz .LBB1_27
; %bb.26:                               ;   in Loop: Header=BB1_25 Depth=1
	v_cvt_f32_u32_e32 v2, s0
	s_load_dwordx2 s[16:17], s[10:11], 0x20
	s_mul_i32 s18, s0, s12
	v_mul_f32_e32 v2, v1, v2
	v_cvt_i32_f32_e32 v2, v2
	v_mul_lo_u32 v2, s12, v2
	v_add_u32_e32 v8, v2, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[8:9]
	global_load_dword v2, v[8:9], off
	v_add_u32_e32 v8, s18, v0
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	s_waitcnt vmcnt(0)
	flat_store_dword v[8:9], v2
.LBB1_27:                               ;   in Loop: Header=BB1_25 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[4:5]
	s_cbranch_execz .LBB1_30
; %bb.28:                               ;   in Loop: Header=BB1_25 Depth=1
	s_load_dwordx2 s[16:17], s[10:11], 0x28
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v2, v0
.LBB1_29:                               ;   Parent Loop BB1_25 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mul_hi_u32 v7, v2, v6
	v_mul_lo_u32 v10, v7, s22
	v_sub_u32_e32 v10, v2, v10
	v_add_u32_e32 v11, 1, v7
	v_cmp_le_u32_e32 vcc, s22, v10
	v_add_u32_e32 v8, s25, v2
	v_ashrrev_i32_e32 v9, 31, v8
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_subrev_u32_e32 v11, s22, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_add_u32_e32 v11, 1, v7
	v_cmp_le_u32_e32 vcc, s22, v10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[16:17]
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_xor_b32_e32 v7, s23, v7
	v_subrev_u32_e32 v7, s23, v7
	v_mad_u64_u32 v[10:11], s[26:27], s24, v7, v[2:3]
	v_add_u32_e32 v2, s20, v2
	v_cmp_eq_u32_e32 vcc, v10, v7
	s_nop 1
	v_cndmask_b32_e64 v7, 0, 1.0, vcc
	v_cmp_le_u32_e32 vcc, s21, v2
	s_or_b64 s[18:19], vcc, s[18:19]
	flat_store_dword v[8:9], v7
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_29
.LBB1_30:                               ;   in Loop: Header=BB1_25 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execz .LBB1_24
; %bb.31:                               ;   in Loop: Header=BB1_25 Depth=1
	s_load_dwordx4 s[16:19], s[10:11], 0x0
	s_load_dwordx2 s[26:27], s[10:11], 0x18
	s_lshl_b64 s[28:29], s[0:1], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s18, s28
	s_addc_u32 s19, s19, s29
	s_add_u32 s16, s16, s28
	v_mov_b64_e32 v[8:9], s[18:19]
	s_addc_u32 s17, s17, s29
	flat_store_dword v[8:9], v4
	v_mov_b64_e32 v[8:9], s[16:17]
	s_add_u32 s16, s26, s28
	s_addc_u32 s17, s27, s29
	flat_store_dword v[8:9], v3
	v_mov_b64_e32 v[8:9], s[16:17]
	flat_store_dword v[8:9], v5
	s_branch .LBB1_24
.LBB1_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z20seed_clusters_kernelPKfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 196
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 30
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
.Lfunc_end1:
	.size	_Z20seed_clusters_kernelPKfP10clusters_tiii, .Lfunc_end1-_Z20seed_clusters_kernelPKfP10clusters_tiii
                                        ; -- End function
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.num_vgpr, 12
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.num_agpr, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.numbered_sgpr, 30
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.num_named_barrier, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.private_seg_size, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.uses_vcc, 1
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.has_recursion, 0
	.set _Z20seed_clusters_kernelPKfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1564
; TotalNumSgprs: 36
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 196 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 12
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
	.protected	_Z6estep1PfP10clusters_tii ; -- Begin function _Z6estep1PfP10clusters_tii
	.globl	_Z6estep1PfP10clusters_tii
	.p2align	8
	.type	_Z6estep1PfP10clusters_tii,@function
_Z6estep1PfP10clusters_tii:             ; @_Z6estep1PfP10clusters_tii
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx2 s[12:13], s[6:7], 0x20
	s_mul_i32 s14, s8, s2
	v_add_u32_e32 v2, s14, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[12:13]
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v2 offset:2304
.LBB2_2:
	s_or_b64 exec, exec, s[10:11]
	s_load_dword s20, s[0:1], 0x1c
	s_mul_i32 s21, s8, s8
	v_cmp_gt_u32_e32 vcc, s21, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_17
; %bb.3:
	s_load_dwordx2 s[10:11], s[6:7], 0x30
	v_xad_u32 v3, v0, -1, s21
	v_lshrrev_b32_e32 v4, 8, v3
	s_mul_i32 s12, s21, s2
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_mov_b64 s[16:17], -1
	v_mov_b32_e32 v2, v0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_14
; %bb.4:
	v_add_u32_e32 v2, -1, v4
	v_lshrrev_b32_e32 v2, 1, v2
	v_add_u32_e32 v7, 1, v2
	s_movk_i32 s13, 0xeff
	v_add_u32_e32 v1, 0x100, v0
	v_and_b32_e32 v5, 7, v7
	v_cmp_lt_u32_e32 vcc, s13, v3
	s_mov_b64 s[18:19], 0
	v_lshlrev_b32_e32 v6, 2, v0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr9
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execnz .LBB2_7
; %bb.5:
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execnz .LBB2_10
.LBB2_6:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execnz .LBB2_11
	s_branch .LBB2_13
.LBB2_7:
	s_add_i32 s13, s12, 0x200
	s_add_i32 s23, s12, 0x400
	s_add_i32 s25, s12, 0x600
	s_add_i32 s27, s12, 0x800
	s_add_i32 s29, s12, 0xa00
	s_add_i32 s31, s12, 0xc00
	s_add_i32 s34, s12, 0xe00
	v_and_b32_e32 v7, -8, v7
	s_mov_b32 s22, s13
	s_mov_b32 s24, s23
	s_mov_b32 s26, s25
	s_mov_b32 s28, s27
	s_mov_b32 s30, s29
	s_mov_b32 s33, s31
	s_mov_b32 s35, s34
	s_mov_b32 s36, 0
	v_mov_b32_e32 v8, v6
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB2_8:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s12, v2
	v_add_u32_e32 v12, s12, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s13, v2
	v_add_u32_e32 v12, s22, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	v_add_u32_e32 v7, -8, v7
	s_add_i32 s36, s36, 16
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset1:4
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s23, v2
	v_add_u32_e32 v12, s24, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset0:8 offset1:12
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s25, v2
	v_add_u32_e32 v12, s26, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset0:16 offset1:20
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s27, v2
	v_add_u32_e32 v12, s28, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset0:24 offset1:28
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s29, v2
	v_add_u32_e32 v12, s30, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset0:32 offset1:36
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s31, v2
	v_add_u32_e32 v12, s33, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset0:40 offset1:44
	flat_load_dword v1, v[10:11]
	flat_load_dword v9, v[12:13]
	v_add_u32_e32 v10, s34, v2
	v_add_u32_e32 v12, s35, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	v_add_u32_e32 v3, 0x1000, v3
	v_add_u32_e32 v2, 0x1000, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v9 offset0:48 offset1:52
	flat_load_dword v1, v[10:11]
	flat_load_dword v14, v[12:13]
	v_mov_b32_e32 v9, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v8, v1, v14 offset0:56 offset1:60
	v_add_u32_e32 v8, 0x4000, v8
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB2_8
; %bb.9:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_b64 s[18:19], vcc, exec
	s_andn2_saveexec_b64 s[16:17], s[16:17]
	s_cbranch_execz .LBB2_6
.LBB2_10:
	v_mov_b32_e32 v9, 0
	s_or_b64 s[18:19], s[18:19], exec
	v_mov_b64_e32 v[2:3], v[0:1]
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB2_13
.LBB2_11:
	v_lshl_add_u32 v1, v9, 10, v6
	s_mov_b64 s[18:19], 0
.LBB2_12:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s12, v2
	v_add_u32_e32 v8, s12, v3
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[10:11]
	flat_load_dword v10, v[6:7]
	flat_load_dword v11, v[8:9]
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v3, 0x200, v3
	v_add_u32_e32 v2, 0x200, v2
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write2st64_b32 v1, v10, v11 offset1:4
	v_add_u32_e32 v1, 0x800, v1
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB2_12
.LBB2_13:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v1, 1, v4
	v_and_b32_e32 v3, 0x1fffffe, v1
	v_cmp_ne_u32_e32 vcc, v1, v3
	v_lshl_add_u32 v2, v3, 8, v0
	s_orn2_b64 s[16:17], vcc, exec
.LBB2_14:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB2_17
; %bb.15:
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s13, s12, 31
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[12:13]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	v_lshlrev_b32_e32 v1, 2, v2
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0x400
.LBB2_16:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v3, v[4:5]
	v_add_u32_e32 v2, 0x100, v2
	v_cmp_le_u32_e32 vcc, s21, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[12:13]
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v3
	v_add_u32_e32 v1, 0x400, v1
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB2_16
.LBB2_17:
	s_or_b64 exec, exec, s[0:1]
	s_mul_hi_i32 s0, s9, 0x2aaaaaab
	s_lshr_b32 s1, s0, 31
	s_ashr_i32 s0, s0, 2
	s_add_i32 s0, s0, s1
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 28
	s_add_i32 s0, s0, s1
	s_and_b32 s0, s0, -16
	s_mul_i32 s16, s0, s3
	s_load_dwordx4 s[12:15], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_add_i32 s20, s20, -1
	s_add_i32 s0, s16, s0
	s_cmp_eq_u32 s3, s20
	s_cselect_b32 s20, s9, s0
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[0:1], s[2:3], 2
	s_add_u32 s10, s12, s0
	s_addc_u32 s11, s13, s1
	s_add_u32 s0, s14, s0
	v_mov_b64_e32 v[2:3], s[10:11]
	s_addc_u32 s1, s15, s1
	flat_load_dword v1, v[2:3]
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v8, v[2:3]
	v_add_u32_e32 v0, s16, v0
	v_cmp_gt_i32_e32 vcc, s20, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_39
; %bb.18:
	s_mov_b32 s0, 0x800000
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, s0, v1
	s_mov_b32 s0, 0x3f317217
	s_cmp_gt_i32 s8, 0
	v_cndmask_b32_e64 v2, 0, 32, vcc
	v_ldexp_f32 v1, v1, v2
	v_log_f32_e32 v1, v1
	s_cselect_b64 s[16:17], -1, 0
	s_and_b32 s22, s8, 3
	s_cmp_gt_u32 s8, 3
	v_mul_f32_e32 v2, 0x3f317217, v1
	v_fma_f32 v3, v1, s0, -v2
	v_fmamk_f32 v3, v1, 0x3377d1cf, v3
	s_mov_b32 s0, 0x7f800000
	v_add_f32_e32 v2, v2, v3
	v_cmp_lt_f32_e64 s[0:1], |v1|, s0
	s_load_dwordx2 s[6:7], s[6:7], 0x38
	s_mul_i32 s21, s9, s2
	v_cndmask_b32_e64 v1, v1, v2, s[0:1]
	v_mov_b32_e32 v2, 0x41b17218
	v_cndmask_b32_e32 v2, 0, v2, vcc
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s23, s8, 0x7ffffffc
	v_sub_f32_e32 v9, v1, v2
	s_cmp_lg_u32 s22, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_cselect_b64 s[10:11], -1, 0
	s_ashr_i32 s1, s9, 31
	s_mov_b32 s0, s9
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[16:17]
	s_lshl_b64 s[12:13], s[0:1], 2
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	s_lshl_b32 s24, s8, 2
	s_lshl_b32 s25, s8, 4
	s_lshl_b32 s26, s8, 3
	s_mul_i32 s27, s8, 12
	s_mov_b64 s[14:15], 0
	v_cmp_ne_u32_e64 s[2:3], 1, v1
	s_mov_b64 s[16:17], 0x400
	s_branch .LBB2_21
.LBB2_19:                               ;   in Loop: Header=BB2_21 Depth=1
	v_mul_f32_e32 v1, 0.5, v1
.LBB2_20:                               ;   in Loop: Header=BB2_21 Depth=1
	v_add_u32_e32 v4, s21, v0
	v_add_u32_e32 v0, 0x100, v0
	v_sub_f32_e32 v1, v8, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_le_i32_e32 vcc, s20, v0
	v_add_f32_e32 v1, v9, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_or_b64 s[14:15], vcc, s[14:15]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[16:17]
	flat_store_dword v[4:5], v1
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB2_39
.LBB2_21:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_24 Depth 2
                                        ;       Child Loop BB2_25 Depth 3
                                        ;       Child Loop BB2_27 Depth 3
                                        ;       Child Loop BB2_29 Depth 3
                                        ;       Child Loop BB2_31 Depth 3
                                        ;     Child Loop BB2_36 Depth 2
                                        ;       Child Loop BB2_37 Depth 3
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	s_cbranch_vccnz .LBB2_20
; %bb.22:                               ;   in Loop: Header=BB2_21 Depth=1
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	s_cbranch_vccnz .LBB2_34
; %bb.23:                               ;   in Loop: Header=BB2_21 Depth=1
	s_mov_b32 s18, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s19, s27
	s_mov_b32 s28, s26
	s_mov_b32 s29, s24
	s_mov_b32 s30, 0
.LBB2_24:                               ;   Parent Loop BB2_21 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_25 Depth 3
                                        ;       Child Loop BB2_27 Depth 3
                                        ;       Child Loop BB2_29 Depth 3
                                        ;       Child Loop BB2_31 Depth 3
	s_mul_i32 s31, s30, s9
	v_add_u32_e32 v4, s31, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v10, v[4:5], off
	s_lshl_b32 s31, s30, 2
	v_mov_b32_e32 v6, s31
	ds_read_b32 v11, v6 offset:2304
	s_mov_b32 s33, 0
	v_mov_b64_e32 v[6:7], v[2:3]
	s_addk_i32 s31, 0x900
	s_mov_b32 s34, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v10, v11
.LBB2_25:                               ;   Parent Loop BB2_21 Depth=1
                                        ;     Parent Loop BB2_24 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v11, v[6:7], off
	v_mov_b32_e32 v12, s33
	s_add_i32 s35, s33, s18
	ds_read_b32 v12, v12 offset:2304
	v_mov_b32_e32 v13, s35
	ds_read_b32 v13, v13
	s_add_i32 s34, s34, -1
	s_add_i32 s33, s33, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[12:13]
	s_cmp_eq_u32 s34, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v10, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v13, v11
	s_cbranch_scc0 .LBB2_25
; %bb.26:                               ;   in Loop: Header=BB2_24 Depth=2
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[12:13]
	global_load_dword v10, v[4:5], off
	v_mov_b32_e32 v6, s31
	ds_read_b32 v11, v6 offset:4
	s_mov_b32 s33, 0
	v_mov_b64_e32 v[6:7], v[2:3]
	s_mov_b32 s34, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v10, v11
.LBB2_27:                               ;   Parent Loop BB2_21 Depth=1
                                        ;     Parent Loop BB2_24 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v11, v[6:7], off
	v_mov_b32_e32 v12, s33
	s_add_i32 s35, s33, s29
	ds_read_b32 v12, v12 offset:2304
	v_mov_b32_e32 v13, s35
	ds_read_b32 v13, v13
	s_add_i32 s34, s34, -1
	s_add_i32 s33, s33, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[12:13]
	s_cmp_lg_u32 s34, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v10, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v13, v11
	s_cbranch_scc1 .LBB2_27
; %bb.28:                               ;   in Loop: Header=BB2_24 Depth=2
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[12:13]
	global_load_dword v10, v[4:5], off
	v_mov_b32_e32 v6, s31
	ds_read_b32 v11, v6 offset:8
	s_mov_b32 s33, 0
	v_mov_b64_e32 v[6:7], v[2:3]
	s_mov_b32 s34, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v10, v11
.LBB2_29:                               ;   Parent Loop BB2_21 Depth=1
                                        ;     Parent Loop BB2_24 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v11, v[6:7], off
	v_mov_b32_e32 v12, s33
	s_add_i32 s35, s33, s28
	ds_read_b32 v12, v12 offset:2304
	v_mov_b32_e32 v13, s35
	ds_read_b32 v13, v13
	s_add_i32 s34, s34, -1
	s_add_i32 s33, s33, 4
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[12:13]
	s_cmp_lg_u32 s34, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v11, v11, v12
	v_mul_f32_e32 v11, v10, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v13, v11
	s_cbranch_scc1 .LBB2_29
; %bb.30:                               ;   in Loop: Header=BB2_24 Depth=2
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[12:13]
	global_load_dword v6, v[4:5], off
	v_mov_b32_e32 v4, s31
	ds_read_b32 v7, v4 offset:12
	s_mov_b32 s31, 0
	v_mov_b64_e32 v[4:5], v[2:3]
	s_mov_b32 s33, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v6, v6, v7
.LBB2_31:                               ;   Parent Loop BB2_21 Depth=1
                                        ;     Parent Loop BB2_24 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v7, v[4:5], off
	v_mov_b32_e32 v10, s31
	s_add_i32 s34, s31, s19
	ds_read_b32 v10, v10 offset:2304
	v_mov_b32_e32 v11, s34
	ds_read_b32 v11, v11
	s_add_i32 s33, s33, -1
	s_add_i32 s31, s31, 4
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[12:13]
	s_cmp_lg_u32 s33, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v7, v7, v10
	v_mul_f32_e32 v7, v6, v7
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v11, v7
	s_cbranch_scc1 .LBB2_31
; %bb.32:                               ;   in Loop: Header=BB2_24 Depth=2
	s_add_i32 s30, s30, 4
	s_add_i32 s18, s18, s25
	s_add_i32 s29, s29, s25
	s_add_i32 s28, s28, s25
	s_add_i32 s19, s19, s25
	s_cmp_eq_u32 s30, s23
	s_cbranch_scc0 .LBB2_24
; %bb.33:                               ;   in Loop: Header=BB2_21 Depth=1
	s_mov_b32 s28, s23
	s_mov_b64 s[18:19], s[10:11]
	s_and_b64 vcc, exec, s[18:19]
	s_cbranch_vccz .LBB2_19
	s_branch .LBB2_35
.LBB2_34:                               ;   in Loop: Header=BB2_21 Depth=1
	s_mov_b32 s28, 0
	s_cbranch_execz .LBB2_19
.LBB2_35:                               ;   in Loop: Header=BB2_21 Depth=1
	s_mul_i32 s18, s24, s28
	s_mov_b32 s19, 0
.LBB2_36:                               ;   Parent Loop BB2_21 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_37 Depth 3
	s_mul_i32 s29, s28, s9
	v_add_u32_e32 v4, s29, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v6, v[4:5], off
	s_lshl_b32 s29, s28, 2
	v_mov_b32_e32 v4, s29
	ds_read_b32 v7, v4 offset:2304
	v_mov_b64_e32 v[4:5], v[2:3]
	s_mov_b32 s29, 0
	s_mov_b32 s30, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v6, v6, v7
.LBB2_37:                               ;   Parent Loop BB2_21 Depth=1
                                        ;     Parent Loop BB2_36 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v7, v[4:5], off
	v_mov_b32_e32 v10, s29
	s_add_i32 s31, s29, s18
	ds_read_b32 v10, v10 offset:2304
	v_mov_b32_e32 v11, s31
	ds_read_b32 v11, v11
	s_add_i32 s30, s30, -1
	s_add_i32 s29, s29, 4
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[12:13]
	s_cmp_lg_u32 s30, 0
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_sub_f32_e32 v7, v7, v10
	v_mul_f32_e32 v7, v6, v7
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v11, v7
	s_cbranch_scc1 .LBB2_37
; %bb.38:                               ;   in Loop: Header=BB2_36 Depth=2
	s_add_i32 s28, s28, 1
	s_add_i32 s19, s19, 1
	s_add_i32 s18, s18, s24
	s_cmp_lg_u32 s19, s22
	s_cbranch_scc1 .LBB2_36
	s_branch .LBB2_19
.LBB2_39:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6estep1PfP10clusters_tii
		.amdhsa_group_segment_fixed_size 2400
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 16
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
.Lfunc_end2:
	.size	_Z6estep1PfP10clusters_tii, .Lfunc_end2-_Z6estep1PfP10clusters_tii
                                        ; -- End function
	.set _Z6estep1PfP10clusters_tii.num_vgpr, 15
	.set _Z6estep1PfP10clusters_tii.num_agpr, 0
	.set _Z6estep1PfP10clusters_tii.numbered_sgpr, 37
	.set _Z6estep1PfP10clusters_tii.num_named_barrier, 0
	.set _Z6estep1PfP10clusters_tii.private_seg_size, 0
	.set _Z6estep1PfP10clusters_tii.uses_vcc, 1
	.set _Z6estep1PfP10clusters_tii.uses_flat_scratch, 0
	.set _Z6estep1PfP10clusters_tii.has_dyn_sized_stack, 0
	.set _Z6estep1PfP10clusters_tii.has_recursion, 0
	.set _Z6estep1PfP10clusters_tii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2464
; TotalNumSgprs: 43
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2400 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z6estep2PfP10clusters_tiiiS_ ; -- Begin function _Z6estep2PfP10clusters_tiiiS_
	.globl	_Z6estep2PfP10clusters_tiiiS_
	.p2align	8
	.type	_Z6estep2PfP10clusters_tiiiS_,@function
_Z6estep2PfP10clusters_tiiiS_:          ; @_Z6estep2PfP10clusters_tiiiS_
; %bb.0:
	s_load_dword s3, s[0:1], 0x28
	s_load_dwordx2 s[12:13], s[0:1], 0x14
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v14, 2, v0
	ds_write_b32 v14, v2
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s4, 0, s3
	v_mov_b32_e32 v15, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s4, s4, s5
	s_mul_hi_u32 s4, s5, s4
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s13, s5
	s_mul_i32 s5, s4, s3
	s_sub_i32 s5, s13, s5
	s_add_i32 s6, s4, 1
	s_sub_i32 s7, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s4, s6, s4
	s_cselect_b32 s5, s7, s5
	s_add_i32 s6, s4, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s4, s6, s4
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 28
	s_add_i32 s4, s4, s5
	s_and_b32 s4, s4, -16
	s_mul_i32 s5, s4, s2
	s_add_i32 s3, s3, -1
	v_add_u32_e32 v2, s5, v0
	s_add_i32 s5, s5, s4
	s_cmp_eq_u32 s2, s3
	s_cselect_b32 s3, s13, s5
	v_cmp_gt_i32_e32 vcc, s3, v2
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB3_26
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_cmp_gt_i32 s12, 1
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_gt_i32 s12, 0
	s_cselect_b64 s[16:17], -1, 0
	s_add_i32 s33, s12, -1
	s_cmp_gt_u32 s12, 4
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[18:19], s[4:5], 0x38
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s13, 1
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[10:11], s[4:5], s[8:9]
	s_and_b32 s34, s33, -2
	s_cmp_lg_u32 s33, s34
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_lg_u32 s12, 1
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[22:23], s[4:5], s[8:9]
	s_and_b32 s35, s12, 0x7ffffffe
	s_cmp_lg_u32 s12, s35
	s_cselect_b64 s[24:25], -1, 0
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s5, s13, 31
	s_mov_b32 s4, s13
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[18:19]
	s_lshl_b64 s[28:29], s[4:5], 2
	v_cmp_ne_u32_e64 s[4:5], 1, v1
	v_cndmask_b32_e64 v1, 0, 1, s[10:11]
	v_lshl_add_u64 v[6:7], v[4:5], 0, 4
	s_mov_b64 s[26:27], 0
	v_mov_b32_e32 v15, 0
	s_mov_b32 s36, 0x3fb8aa3b
	s_mov_b32 s37, 0xc2ce8ed0
	s_mov_b32 s38, 0x42b17218
	s_mov_b32 s39, 0x7f800000
	s_mov_b32 s40, 0x800000
	s_mov_b32 s41, 0x3f317217
	s_mov_b64 s[30:31], 0x400
	v_cmp_ne_u32_e64 s[6:7], 1, v1
	v_mov_b32_e32 v16, 0x7f800000
	v_mov_b32_e32 v17, 0x41b17218
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	v_add_u32_e32 v2, 0x100, v2
	v_cmp_le_i32_e32 vcc, s3, v2
	v_add_f32_e32 v15, v15, v10
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[30:31]
	s_or_b64 s[26:27], vcc, s[26:27]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[30:31]
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB3_25
.LBB3_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_6 Depth 2
                                        ;     Child Loop BB3_10 Depth 2
                                        ;     Child Loop BB3_15 Depth 2
                                        ;     Child Loop BB3_20 Depth 2
                                        ;     Child Loop BB3_24 Depth 2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[18:19]
	flat_load_dword v10, v[8:9]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_13
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	s_and_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v3, 1
	s_cbranch_vccnz .LBB3_8
; %bb.5:                                ;   in Loop: Header=BB3_3 Depth=1
	s_mov_b32 s42, 2
	s_mov_b64 s[10:11], 0
	v_mov_b64_e32 v[12:13], v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, v10
                                        ; implicit-def: $sgpr8_sgpr9
.LBB3_6:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[20:21], v[12:13]
	v_mov_b32_e32 v11, v1
	v_max_f32_e32 v1, v11, v11
	s_cmp_eq_u32 s34, s42
	s_cselect_b64 s[44:45], -1, 0
	s_add_i32 s42, s42, 2
	v_mov_b32_e32 v3, v10
	v_max_f32_e32 v10, v3, v3
	v_lshl_add_u64 v[12:13], v[12:13], 0, 8
	v_mov_b32_e32 v18, s42
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v21, v21
	v_max_f32_e32 v19, v21, v21
	s_nop 0
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_cmp_u_f32_e32 vcc, v20, v20
	v_max_f32_e32 v22, v20, v20
	v_max_f32_e32 v1, v1, v19
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_lshlrev_b16_e32 v19, 1, v21
	v_bitop3_b16 v19, v20, 3, v19 bitop3:0xc8
	v_cmp_ne_u16_e32 vcc, 0, v19
	s_or_b64 s[44:45], vcc, s[44:45]
	s_and_b64 s[44:45], exec, s[44:45]
	s_or_b64 s[10:11], s[44:45], s[10:11]
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[44:45], vcc, exec
	v_max_f32_e32 v10, v10, v22
	s_or_b64 s[8:9], s[8:9], s[44:45]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB3_6
; %bb.7:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v12, -4, v18
	v_cndmask_b32_e64 v3, v10, v3, s[8:9]
	v_cndmask_b32_e64 v1, v1, v11, s[8:9]
	v_mov_b32_e32 v10, s33
	v_cndmask_b32_e64 v11, v10, v12, s[8:9]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v10, v3, v1
	v_or_b32_e32 v3, 1, v11
	s_or_b64 s[10:11], s[20:21], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execnz .LBB3_9
	s_branch .LBB3_12
.LBB3_8:                                ;   in Loop: Header=BB3_3 Depth=1
	s_mov_b64 s[10:11], -1
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB3_12
.LBB3_9:                                ;   in Loop: Header=BB3_3 Depth=1
	v_sub_u32_e32 v1, s12, v3
	v_mul_lo_u32 v12, s13, v3
	s_mov_b64 s[10:11], 0
.LBB3_10:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[18:19], v[12:13], 2, v[8:9]
	flat_load_dword v3, v[18:19]
	v_add_u32_e32 v1, -1, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v10, v10, v10
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v12, s13, v12
	s_or_b64 s[10:11], vcc, s[10:11]
	v_max_f32_e32 v3, v3, v3
	v_max_f32_e32 v10, v10, v3
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB3_10
; %bb.11:                               ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB3_12:                               ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB3_13:                               ;   in Loop: Header=BB3_3 Depth=1
	v_cndmask_b32_e64 v1, 0, 1, s[16:17]
	v_cmp_ne_u32_e64 s[8:9], 1, v1
	s_andn2_b64 vcc, exec, s[16:17]
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_vccnz .LBB3_17
; %bb.14:                               ;   in Loop: Header=BB3_3 Depth=1
	v_mov_b32_e32 v1, 0
	v_mov_b64_e32 v[12:13], v[4:5]
	s_mov_b32 s10, s12
.LBB3_15:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v3, v[12:13]
	s_add_i32 s10, s10, -1
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[28:29]
	s_cmp_eq_u32 s10, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v3, v3, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v3
	v_fma_f32 v18, v3, s36, -v11
	v_rndne_f32_e32 v19, v11
	v_fmac_f32_e32 v18, 0x32a5705f, v3
	v_sub_f32_e32 v11, v11, v19
	v_add_f32_e32 v11, v11, v18
	v_cvt_i32_f32_e32 v19, v19
	v_exp_f32_e32 v11, v11
	v_cmp_ngt_f32_e32 vcc, s37, v3
	v_ldexp_f32 v11, v11, v19
	s_nop 0
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v16, v11, vcc
	v_add_f32_e32 v1, v1, v3
	s_cbranch_scc0 .LBB3_15
; %bb.16:                               ;   in Loop: Header=BB3_3 Depth=1
	v_cmp_gt_f32_e32 vcc, s40, v1
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 32, vcc
	v_ldexp_f32 v1, v1, v3
	v_log_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v3, 0x3f317217, v1
	v_fma_f32 v11, v1, s41, -v3
	v_fmac_f32_e32 v11, 0x3377d1cf, v1
	v_add_f32_e32 v3, v3, v11
	v_cmp_lt_f32_e64 s[10:11], |v1|, s39
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v3, s[10:11]
	v_cndmask_b32_e32 v3, 0, v17, vcc
	v_sub_f32_e32 v1, v1, v3
.LBB3_17:                               ;   in Loop: Header=BB3_3 Depth=1
	s_and_b64 vcc, exec, s[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v10, v10, v1
	s_cbranch_vccnz .LBB3_2
; %bb.18:                               ;   in Loop: Header=BB3_3 Depth=1
	s_andn2_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB3_22
; %bb.19:                               ;   in Loop: Header=BB3_3 Depth=1
	v_mov_b32_e32 v11, v10
	s_mov_b32 s8, 0
.LBB3_20:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[12:13], s[8:9], 2, v[8:9]
	flat_load_dwordx2 v[18:19], v[12:13]
	s_add_i32 s8, s8, 2
	s_cmp_lg_u32 s35, s8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[18:19], v[18:19], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_mul_f32_e32 v1, 0x3fb8aa3b, v19
	v_mul_f32_e32 v3, 0x3fb8aa3b, v18
	v_fma_f32 v20, v19, s36, -v1
	v_rndne_f32_e32 v21, v1
	v_fma_f32 v22, v18, s36, -v3
	v_rndne_f32_e32 v23, v3
	v_fmac_f32_e32 v20, 0x32a5705f, v19
	v_sub_f32_e32 v1, v1, v21
	v_fmac_f32_e32 v22, 0x32a5705f, v18
	v_sub_f32_e32 v3, v3, v23
	v_add_f32_e32 v1, v1, v20
	v_cvt_i32_f32_e32 v21, v21
	v_add_f32_e32 v3, v3, v22
	v_exp_f32_e32 v1, v1
	v_cvt_i32_f32_e32 v23, v23
	v_exp_f32_e32 v3, v3
	v_cmp_ngt_f32_e32 vcc, s37, v19
	v_ldexp_f32 v1, v1, v21
	v_ldexp_f32 v3, v3, v23
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_ngt_f32_e32 vcc, s37, v18
	s_nop 1
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v19
	s_nop 1
	v_cndmask_b32_e32 v19, v16, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v16, v3, vcc
	flat_store_dwordx2 v[12:13], v[18:19]
	s_cbranch_scc1 .LBB3_20
; %bb.21:                               ;   in Loop: Header=BB3_3 Depth=1
	s_mov_b32 s11, s35
	s_mov_b64 s[8:9], s[24:25]
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB3_2
	s_branch .LBB3_23
.LBB3_22:                               ;   in Loop: Header=BB3_3 Depth=1
	s_mov_b32 s11, 0
	s_cbranch_execz .LBB3_2
.LBB3_23:                               ;   in Loop: Header=BB3_3 Depth=1
	s_sub_i32 s10, s12, s11
	s_mul_i32 s8, s13, s11
.LBB3_24:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[12:13], s[8:9], 2, v[8:9]
	flat_load_dword v1, v[12:13]
	s_add_i32 s10, s10, -1
	s_add_i32 s8, s8, s13
	s_cmp_eq_u32 s10, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v1, v1, v10
	v_mul_f32_e32 v3, 0x3fb8aa3b, v1
	v_fma_f32 v11, v1, s36, -v3
	v_rndne_f32_e32 v18, v3
	v_fmac_f32_e32 v11, 0x32a5705f, v1
	v_sub_f32_e32 v3, v3, v18
	v_add_f32_e32 v3, v3, v11
	v_cvt_i32_f32_e32 v18, v18
	v_exp_f32_e32 v3, v3
	v_cmp_ngt_f32_e32 vcc, s37, v1
	v_ldexp_f32 v3, v3, v18
	s_nop 0
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v16, v3, vcc
	flat_store_dword v[12:13], v1
	s_cbranch_scc0 .LBB3_24
	s_branch .LBB3_2
.LBB3_25:
	s_or_b64 exec, exec, s[26:27]
.LBB3_26:
	s_or_b64 exec, exec, s[14:15]
	v_xor_b32_e32 v1, 0x80, v0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_write_b32 v14, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	ds_read_b32 v2, v14
	ds_read_b32 v1, v1
	v_xor_b32_e32 v3, 64, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v2, v1
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	v_xor_b32_e32 v3, 32, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	v_xor_b32_e32 v3, 16, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	v_xor_b32_e32 v3, 8, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	v_xor_b32_e32 v3, 4, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	v_xor_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	v_xor_b32_e32 v3, 1, v0
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v14
	ds_read_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_barrier
	ds_write_b32 v14, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_28
; %bb.27:
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	ds_read_b32 v1, v14
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB3_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6estep2PfP10clusters_tiiiS_
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 46
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
	.text
.Lfunc_end3:
	.size	_Z6estep2PfP10clusters_tiiiS_, .Lfunc_end3-_Z6estep2PfP10clusters_tiiiS_
                                        ; -- End function
	.set _Z6estep2PfP10clusters_tiiiS_.num_vgpr, 24
	.set _Z6estep2PfP10clusters_tiiiS_.num_agpr, 0
	.set _Z6estep2PfP10clusters_tiiiS_.numbered_sgpr, 46
	.set _Z6estep2PfP10clusters_tiiiS_.num_named_barrier, 0
	.set _Z6estep2PfP10clusters_tiiiS_.private_seg_size, 0
	.set _Z6estep2PfP10clusters_tiiiS_.uses_vcc, 1
	.set _Z6estep2PfP10clusters_tiiiS_.uses_flat_scratch, 0
	.set _Z6estep2PfP10clusters_tiiiS_.has_dyn_sized_stack, 0
	.set _Z6estep2PfP10clusters_tiiiS_.has_recursion, 0
	.set _Z6estep2PfP10clusters_tiiiS_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2012
; TotalNumSgprs: 52
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z11mstep_meansPfP10clusters_tiii ; -- Begin function _Z11mstep_meansPfP10clusters_tiii
	.globl	_Z11mstep_meansPfP10clusters_tiii
	.p2align	8
	.type	_Z11mstep_meansPfP10clusters_tiii,@function
_Z11mstep_meansPfP10clusters_tiii:      ; @_Z11mstep_meansPfP10clusters_tiii
; %bb.0:
	s_load_dword s12, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB4_4
; %bb.1:
	s_load_dword s10, s[0:1], 0x2c
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	s_load_dwordx2 s[4:5], s[6:7], 0x38
	s_mul_i32 s11, s12, s3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s13, s10, 0xffff
	s_mul_i32 s10, s12, s2
	v_add_u32_e32 v2, s10, v0
	v_add_u32_e32 v6, s11, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	s_lshl_b32 s14, s13, 2
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v1, v0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[10:11]
	v_lshl_add_u64 v[10:11], v[2:3], 0, s[10:11]
	global_load_dword v7, v[8:9], off
	flat_load_dword v12, v[10:11]
	v_add_u32_e32 v1, s13, v1
	s_add_u32 s10, s10, s14
	s_addc_u32 s11, s11, 0
	v_cmp_le_i32_e32 vcc, s12, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v6, v7, v12
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b64 exec, exec, s[4:5]
.LBB4_4:
	s_or_b64 exec, exec, s[8:9]
	v_xor_b32_e32 v2, 0x80, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v1, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	v_xor_b32_e32 v4, 64, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 32, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 16, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 8, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_6
; %bb.5:
	s_load_dword s8, s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[6:7], 0x20
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s8, s2
	s_add_i32 s0, s0, s3
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
.LBB4_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11mstep_meansPfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 16
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
.Lfunc_end4:
	.size	_Z11mstep_meansPfP10clusters_tiii, .Lfunc_end4-_Z11mstep_meansPfP10clusters_tiii
                                        ; -- End function
	.set _Z11mstep_meansPfP10clusters_tiii.num_vgpr, 13
	.set _Z11mstep_meansPfP10clusters_tiii.num_agpr, 0
	.set _Z11mstep_meansPfP10clusters_tiii.numbered_sgpr, 15
	.set _Z11mstep_meansPfP10clusters_tiii.num_named_barrier, 0
	.set _Z11mstep_meansPfP10clusters_tiii.private_seg_size, 0
	.set _Z11mstep_meansPfP10clusters_tiii.uses_vcc, 1
	.set _Z11mstep_meansPfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z11mstep_meansPfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z11mstep_meansPfP10clusters_tiii.has_recursion, 0
	.set _Z11mstep_meansPfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; TotalNumSgprs: 21
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z7mstep_NP10clusters_tiii ; -- Begin function _Z7mstep_NP10clusters_tiii
	.globl	_Z7mstep_NP10clusters_tiii
	.p2align	8
	.type	_Z7mstep_NP10clusters_tiii,@function
_Z7mstep_NP10clusters_tiii:             ; @_Z7mstep_NP10clusters_tiii
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_4
; %bb.1:
	s_load_dword s10, s[0:1], 0x24
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_mul_i32 s0, s3, s2
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s10, 0xffff
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	s_lshl_b32 s0, s10, 2
	s_mov_b32 s1, 0
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v1, v0
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	v_add_u32_e32 v1, s10, v1
	v_cmp_le_i32_e32 vcc, s3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
.LBB5_4:
	s_or_b64 exec, exec, s[6:7]
	v_xor_b32_e32 v2, 0x80, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	v_xor_b32_e32 v4, 64, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 32, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 16, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 8, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_6
; %bb.5:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_ashr_i32 s3, s2, 31
	ds_read_b32 v2, v1
	s_lshl_b64 s[0:1], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s8, s0
	s_addc_u32 s3, s9, s1
	s_add_u32 s0, s10, s0
	v_mov_b64_e32 v[0:1], s[2:3]
	s_addc_u32 s1, s11, s1
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
.LBB5_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7mstep_NP10clusters_tiii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
.Lfunc_end5:
	.size	_Z7mstep_NP10clusters_tiii, .Lfunc_end5-_Z7mstep_NP10clusters_tiii
                                        ; -- End function
	.set _Z7mstep_NP10clusters_tiii.num_vgpr, 6
	.set _Z7mstep_NP10clusters_tiii.num_agpr, 0
	.set _Z7mstep_NP10clusters_tiii.numbered_sgpr, 12
	.set _Z7mstep_NP10clusters_tiii.num_named_barrier, 0
	.set _Z7mstep_NP10clusters_tiii.private_seg_size, 0
	.set _Z7mstep_NP10clusters_tiii.uses_vcc, 1
	.set _Z7mstep_NP10clusters_tiii.uses_flat_scratch, 0
	.set _Z7mstep_NP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z7mstep_NP10clusters_tiii.has_recursion, 0
	.set _Z7mstep_NP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 684
; TotalNumSgprs: 18
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z17mstep_covariance1PfP10clusters_tiii ; -- Begin function _Z17mstep_covariance1PfP10clusters_tiii
	.globl	_Z17mstep_covariance1PfP10clusters_tiii
	.p2align	8
	.type	_Z17mstep_covariance1PfP10clusters_tiii,@function
_Z17mstep_covariance1PfP10clusters_tiii: ; @_Z17mstep_covariance1PfP10clusters_tiii
; %bb.0:
	s_load_dword s11, s[0:1], 0x10
	s_mov_b32 s9, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s11, 1
	s_cbranch_scc1 .LBB6_9
; %bb.1:
	s_mov_b32 s10, 0
	s_sub_i32 s8, 0, s3
	s_mov_b32 s12, 0
	s_branch .LBB6_3
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_add_i32 s12, s12, s14
	s_add_i32 s10, s10, 1
	s_add_i32 s9, s9, 1
	s_cmp_eq_u32 s10, s11
	s_cselect_b64 s[4:5], -1, 0
                                        ; implicit-def: $sgpr3
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB6_10
.LBB6_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_5 Depth 2
	s_add_i32 s13, s8, s12
	s_mov_b32 s14, 0
	s_branch .LBB6_5
.LBB6_4:                                ;   in Loop: Header=BB6_5 Depth=2
	s_add_i32 s14, s3, 1
	s_cmp_eq_u32 s9, s14
	s_mov_b64 s[4:5], 0
	s_cselect_b64 s[6:7], -1, 0
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB6_7
.LBB6_5:                                ;   Parent Loop BB6_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s4, s13, s14
	s_mov_b32 s3, s14
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB6_4
; %bb.6:                                ;   in Loop: Header=BB6_3 Depth=1
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $sgpr14
.LBB6_7:                                ;   in Loop: Header=BB6_3 Depth=1
	s_xor_b64 s[6:7], s[4:5], -1
	s_mov_b64 s[4:5], -1
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB6_2
; %bb.8:                                ;   in Loop: Header=BB6_3 Depth=1
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr9
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB6_3
	s_branch .LBB6_10
.LBB6_9:
                                        ; implicit-def: $sgpr3
                                        ; implicit-def: $sgpr10
.LBB6_10:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_cmp_gt_i32_e32 vcc, s11, v0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB6_12
; %bb.11:
	s_load_dwordx2 s[12:13], s[6:7], 0x20
	s_mul_i32 s14, s11, s2
	v_add_u32_e32 v2, s14, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[12:13]
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v2 offset:1024
.LBB6_12:
	s_or_b64 exec, exec, s[8:9]
	s_load_dword s12, s[0:1], 0x18
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_16
; %bb.13:
	s_lshl_b32 s8, s10, 2
	v_mov_b32_e32 v2, s8
	s_lshl_b32 s8, s3, 2
	v_mov_b32_e32 v3, s8
	s_load_dwordx2 s[8:9], s[6:7], 0x38
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	s_mul_i32 s13, s10, s12
	s_mul_i32 s14, s3, s12
	s_mul_i32 s15, s12, s2
	v_add_u32_e32 v4, s15, v0
	v_add_u32_e32 v6, s14, v0
	v_add_u32_e32 v8, s13, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v10, 0
	s_mov_b64 s[8:9], 0x400
	v_mov_b32_e32 v11, v0
.LBB6_14:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v12, v[8:9], off
	global_load_dword v13, v[6:7], off
	flat_load_dword v14, v[4:5]
	v_add_u32_e32 v11, 0x100, v11
	v_cmp_le_i32_e32 vcc, s12, v11
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[12:13], v[12:13], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_mul_f32_e32 v12, v12, v13
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v10, v12, v14
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_14
; %bb.15:
	s_or_b64 exec, exec, s[4:5]
.LBB6_16:
	s_or_b64 exec, exec, s[0:1]
	v_xor_b32_e32 v2, 0x80, v0
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v1, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	v_xor_b32_e32 v4, 64, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 32, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 16, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 8, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	v_xor_b32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	ds_read_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_19
; %bb.17:
	s_mul_i32 s5, s11, s2
	s_load_dwordx2 s[0:1], s[6:7], 0x28
	s_mul_i32 s8, s5, s11
	s_mul_i32 s4, s10, s11
	s_add_i32 s5, s3, s8
	s_add_i32 s4, s5, s4
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s0, s4
	s_addc_u32 s5, s1, s5
	v_mov_b64_e32 v[2:3], s[4:5]
	s_mul_i32 s4, s3, s11
	s_add_i32 s5, s10, s8
	ds_read_b32 v0, v1
	s_add_i32 s4, s5, s4
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v0
	v_mov_b64_e32 v[2:3], s[0:1]
	s_cmp_lg_u32 s10, s3
	flat_store_dword v[2:3], v0
	s_cbranch_scc1 .LBB6_19
; %bb.18:
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_mov_b64_e32 v[2:3], s[2:3]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v0, v1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
.LBB6_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17mstep_covariance1PfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 1120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 16
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
.Lfunc_end6:
	.size	_Z17mstep_covariance1PfP10clusters_tiii, .Lfunc_end6-_Z17mstep_covariance1PfP10clusters_tiii
                                        ; -- End function
	.set _Z17mstep_covariance1PfP10clusters_tiii.num_vgpr, 15
	.set _Z17mstep_covariance1PfP10clusters_tiii.num_agpr, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.numbered_sgpr, 16
	.set _Z17mstep_covariance1PfP10clusters_tiii.num_named_barrier, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.private_seg_size, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.uses_vcc, 1
	.set _Z17mstep_covariance1PfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.has_recursion, 0
	.set _Z17mstep_covariance1PfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1140
; TotalNumSgprs: 22
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z17mstep_covariance2PfP10clusters_tiii ; -- Begin function _Z17mstep_covariance2PfP10clusters_tiii
	.globl	_Z17mstep_covariance2PfP10clusters_tiii
	.p2align	8
	.type	_Z17mstep_covariance2PfP10clusters_tiii,@function
_Z17mstep_covariance2PfP10clusters_tiii: ; @_Z17mstep_covariance2PfP10clusters_tiii
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s7, 1
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB7_9
; %bb.1:
	s_mov_b32 s16, 0
	s_sub_i32 s3, 0, s3
	s_mov_b32 s12, 0
	s_branch .LBB7_3
.LBB7_2:                                ;   in Loop: Header=BB7_3 Depth=1
	s_add_i32 s12, s12, s14
	s_add_i32 s16, s16, 1
	s_add_i32 s7, s7, 1
	s_cmp_eq_u32 s16, s4
	s_cselect_b64 s[8:9], -1, 0
                                        ; implicit-def: $sgpr17
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB7_10
.LBB7_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_5 Depth 2
	s_add_i32 s13, s3, s12
	s_mov_b32 s14, 0
	s_branch .LBB7_5
.LBB7_4:                                ;   in Loop: Header=BB7_5 Depth=2
	s_add_i32 s14, s17, 1
	s_cmp_eq_u32 s7, s14
	s_mov_b64 s[8:9], 0
	s_cselect_b64 s[10:11], -1, 0
	s_andn2_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB7_7
.LBB7_5:                                ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s8, s13, s14
	s_mov_b32 s17, s14
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc0 .LBB7_4
; %bb.6:                                ;   in Loop: Header=BB7_3 Depth=1
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $sgpr14
.LBB7_7:                                ;   in Loop: Header=BB7_3 Depth=1
	s_xor_b64 s[10:11], s[8:9], -1
	s_mov_b64 s[8:9], -1
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB7_2
; %bb.8:                                ;   in Loop: Header=BB7_3 Depth=1
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $sgpr7
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB7_3
	s_branch .LBB7_10
.LBB7_9:
                                        ; implicit-def: $sgpr17
                                        ; implicit-def: $sgpr16
.LBB7_10:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_mul_i32 s2, s2, 6
	s_min_i32 s0, s5, 6
	v_add_u32_e32 v2, s2, v0
	v_cmp_gt_i32_e32 vcc, s0, v0
	v_cmp_gt_i32_e64 s[0:1], s5, v2
	s_and_b64 s[12:13], vcc, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB7_12
; %bb.11:
	s_load_dwordx2 s[12:13], s[10:11], 0x20
	v_mul_lo_u32 v4, s4, v2
	v_add_u32_e32 v2, s16, v4
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[12:13]
	flat_load_dword v5, v[2:3]
	v_add_u32_e32 v2, s17, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v5 offset:6176
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v2 offset:6144
.LBB7_12:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	v_cmp_gt_i32_e32 vcc, s6, v0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write2st64_b32 v1, v6, v6 offset1:4
	ds_write2st64_b32 v1, v6, v6 offset0:8 offset1:12
	ds_write2st64_b32 v1, v6, v6 offset0:16 offset1:20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_16
; %bb.13:
	s_movk_i32 s7, 0x1800
	v_add_u32_e64 v2, s7, 0
	ds_read2_b32 v[10:11], v2 offset0:5 offset1:13
	ds_read_b96 v[2:4], v6 offset:6144
	ds_read_b96 v[6:8], v6 offset:6176
	s_load_dwordx2 s[14:15], s[10:11], 0x38
	s_mul_i32 s19, s6, s2
	v_mov_b32_e32 v5, 0x182c
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, v11
	v_mov_b32_e32 v11, v4
	v_add_u32_e32 v4, s19, v0
	s_mul_i32 s18, s17, s6
	v_mov_b32_e32 v9, 0x180c
	ds_read2_b32 v[14:15], v5 offset1:1
	ds_read2_b32 v[16:17], v9 offset1:1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[20:21], v[4:5], 2, s[14:15]
	v_add_u32_e32 v4, s18, v0
	s_mul_i32 s3, s16, s6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[22:23], v[4:5], 2, s[8:9]
	v_add_u32_e32 v4, s3, v0
	s_ashr_i32 s7, s6, 31
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v19, v8
	s_lshl_b64 s[12:13], s[6:7], 2
	v_lshl_add_u64 v[24:25], v[4:5], 2, s[8:9]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[14:15], 0x400
	v_mov_b32_e32 v26, v0
.LBB7_14:                               ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[34:35], v[20:21], 0, s[12:13]
	flat_load_dword v33, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, s[12:13]
	v_lshl_add_u64 v[36:37], v[34:35], 0, s[12:13]
	global_load_dword v28, v[24:25], off
	global_load_dword v30, v[22:23], off
	flat_load_dword v32, v[20:21]
	flat_load_dword v39, v[34:35]
	flat_load_dword v40, v[36:37]
	v_lshl_add_u64 v[34:35], v[36:37], 0, s[12:13]
	v_lshl_add_u64 v[36:37], v[34:35], 0, s[12:13]
	flat_load_dword v41, v[34:35]
	flat_load_dword v38, v[36:37]
	v_add_u32_e32 v26, 0x100, v26
	v_cmp_le_i32_e32 vcc, s6, v26
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[14:15]
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[14:15]
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[14:15]
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[34:35], v[28:29], v[6:7] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[30:31], v[2:3] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[42:43], v[28:29], v[14:15] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[30:31], v[16:17] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[18:19] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[10:11] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[34:35], v[36:37]
	v_pk_mul_f32 v[36:37], v[42:43], v[44:45]
	v_pk_mul_f32 v[28:29], v[28:29], v[30:31]
	v_pk_fma_f32 v[12:13], v[32:33], v[34:35], v[12:13]
	v_pk_fma_f32 v[4:5], v[40:41], v[36:37], v[4:5]
	v_pk_fma_f32 v[8:9], v[38:39], v[28:29], v[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB7_14
; %bb.15:
	s_or_b64 exec, exec, s[8:9]
.LBB7_16:
	s_or_b64 exec, exec, s[0:1]
	v_xor_b32_e32 v2, 0x80, v0
	ds_write2st64_b32 v1, v12, v13 offset1:4
	ds_write2st64_b32 v1, v9, v4 offset0:8 offset1:12
	ds_write2st64_b32 v1, v5, v8 offset0:16 offset1:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	v_lshlrev_b32_e32 v2, 2, v2
	ds_read_b32 v4, v1
	ds_read_b32 v5, v2
	v_xor_b32_e32 v3, 64, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_barrier
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	ds_read_b32 v6, v3
	v_xor_b32_e32 v4, 32, v0
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_barrier
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	ds_read_b32 v7, v4
	v_xor_b32_e32 v5, 16, v0
	v_lshlrev_b32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	s_barrier
	ds_write_b32 v1, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v7, v1
	ds_read_b32 v8, v5
	v_xor_b32_e32 v6, 8, v0
	v_lshlrev_b32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v8
	s_barrier
	ds_write_b32 v1, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v8, v1
	ds_read_b32 v9, v6
	v_xor_b32_e32 v7, 4, v0
	v_lshlrev_b32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	s_barrier
	ds_write_b32 v1, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v9, v1
	ds_read_b32 v10, v7
	v_xor_b32_e32 v8, 2, v0
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_barrier
	ds_write_b32 v1, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1
	ds_read_b32 v11, v8
	v_xor_b32_e32 v9, 1, v0
	v_lshlrev_b32_e32 v9, 2, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1
	ds_read_b32 v11, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v5 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v6 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v7 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v8 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:1024
	ds_read_b32 v11, v9 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v2 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v3 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v4 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v5 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v6 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v7 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v8 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:2048
	ds_read_b32 v11, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v2 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v3 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v4 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v5 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v6 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v7 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v8 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:3072
	ds_read_b32 v11, v9 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:3072
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v3 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v4 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v5 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v6 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v7 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v8 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v10, v1 offset:4096
	ds_read_b32 v11, v9 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	s_barrier
	ds_write_b32 v1, v10 offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	s_barrier
	ds_read_b32 v10, v1 offset:5120
	ds_read_b32 v2, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v10, v2
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v3 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v4 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v5 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v6 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v7 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v8 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1 offset:5120
	ds_read_b32 v3, v9 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_barrier
	ds_write_b32 v1, v2 offset:5120
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_35
; %bb.17:
	s_cmp_ge_i32 s2, s5
	s_cbranch_scc1 .LBB7_35
; %bb.18:
	s_cmp_eq_u32 s16, s17
	s_mul_i32 s14, s2, s4
	s_cselect_b64 s[8:9], -1, 0
	s_load_dwordx2 s[6:7], s[10:11], 0x28
	s_add_i32 s15, s14, s16
	s_mul_i32 s0, s15, s4
	s_add_i32 s0, s0, s17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	s_add_i32 s14, s14, s17
	s_mul_i32 s3, s14, s4
	v_mov_b32_e32 v0, 0
	s_add_i32 s12, s3, s16
	ds_read_b32 v2, v0
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	v_mov_b64_e32 v[0:1], s[0:1]
	s_cmp_lg_u32 s16, s17
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[12:13]
	flat_store_dword v[0:1], v2
	s_cbranch_scc1 .LBB7_20
; %bb.19:
	s_load_dwordx2 s[12:13], s[10:11], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b64_e32 v[0:1], s[0:1]
	s_lshl_b64 s[0:1], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s12, s0
	s_addc_u32 s1, s13, s1
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	flat_store_dword v[0:1], v2
.LBB7_20:
	s_or_b32 s0, s2, 1
	s_cmp_ge_i32 s0, s5
	s_cbranch_scc1 .LBB7_35
; %bb.21:
	s_add_i32 s15, s15, s4
	s_mul_i32 s0, s15, s4
	s_add_i32 s0, s0, s17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s12, s6, s0
	s_addc_u32 s13, s7, s1
	s_add_i32 s14, s14, s4
	v_mov_b32_e32 v0, 0
	s_mul_i32 s0, s14, s4
	ds_read_b32 v3, v0 offset:1024
	s_add_i32 s0, s0, s16
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	v_mov_b64_e32 v[0:1], s[12:13]
	s_addc_u32 s1, s7, s1
	v_cndmask_b32_e64 v2, 0, 1, s[8:9]
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
	v_mov_b64_e32 v[0:1], s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v2
	s_andn2_b64 vcc, exec, s[8:9]
	flat_store_dword v[0:1], v3
	s_cbranch_vccnz .LBB7_23
; %bb.22:
	s_load_dwordx2 s[8:9], s[10:11], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b64_e32 v[0:1], s[12:13]
	s_lshl_b64 s[12:13], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s8, s12
	s_addc_u32 s9, s9, s13
	s_add_u32 s8, s3, 4
	s_addc_u32 s9, s9, 0
	v_mov_b64_e32 v[2:3], s[8:9]
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	flat_store_dword v[0:1], v2
.LBB7_23:
	s_add_i32 s12, s2, 2
	s_cmp_ge_i32 s12, s5
	s_cbranch_scc1 .LBB7_35
; %bb.24:
	s_add_i32 s13, s15, s4
	s_mul_i32 s3, s13, s4
	s_add_i32 s8, s3, s17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	s_add_i32 s14, s14, s4
	v_mov_b32_e32 v0, 0
	s_mul_i32 s3, s14, s4
	ds_read_b32 v2, v0 offset:2048
	s_add_i32 s18, s3, s16
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s6, s18
	v_mov_b64_e32 v[0:1], s[8:9]
	s_addc_u32 s19, s7, s19
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[18:19]
	s_and_b64 vcc, exec, s[0:1]
	flat_store_dword v[0:1], v2
	s_cbranch_vccnz .LBB7_26
; %bb.25:
	s_load_dwordx2 s[18:19], s[10:11], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b64_e32 v[0:1], s[8:9]
	s_lshl_b64 s[8:9], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s18, s8
	s_addc_u32 s9, s19, s9
	s_add_u32 s8, s3, 8
	s_addc_u32 s9, s9, 0
	v_mov_b64_e32 v[2:3], s[8:9]
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	flat_store_dword v[0:1], v2
.LBB7_26:
	s_add_i32 s3, s12, 1
	s_cmp_ge_i32 s3, s5
	s_cbranch_scc1 .LBB7_35
; %bb.27:
	s_add_i32 s13, s13, s4
	s_mul_i32 s3, s13, s4
	s_add_i32 s8, s3, s17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	s_add_i32 s14, s14, s4
	v_mov_b32_e32 v0, 0
	s_mul_i32 s3, s14, s4
	ds_read_b32 v2, v0 offset:3072
	s_add_i32 s18, s3, s16
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s6, s18
	v_mov_b64_e32 v[0:1], s[8:9]
	s_addc_u32 s19, s7, s19
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[18:19]
	s_and_b64 vcc, exec, s[0:1]
	flat_store_dword v[0:1], v2
	s_cbranch_vccnz .LBB7_29
; %bb.28:
	s_load_dwordx2 s[18:19], s[10:11], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b64_e32 v[0:1], s[8:9]
	s_lshl_b64 s[8:9], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s18, s8
	s_addc_u32 s9, s19, s9
	s_add_u32 s8, s3, 12
	s_addc_u32 s9, s9, 0
	v_mov_b64_e32 v[2:3], s[8:9]
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	flat_store_dword v[0:1], v2
.LBB7_29:
	s_add_i32 s3, s12, 2
	s_cmp_ge_i32 s3, s5
	s_cbranch_scc1 .LBB7_35
; %bb.30:
	s_add_i32 s13, s13, s4
	s_mul_i32 s3, s13, s4
	s_add_i32 s8, s3, s17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	s_add_i32 s14, s14, s4
	v_mov_b32_e32 v0, 0
	s_mul_i32 s3, s14, s4
	ds_read_b32 v2, v0 offset:4096
	s_add_i32 s18, s3, s16
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s6, s18
	v_mov_b64_e32 v[0:1], s[8:9]
	s_addc_u32 s19, s7, s19
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[18:19]
	s_and_b64 vcc, exec, s[0:1]
	flat_store_dword v[0:1], v2
	s_cbranch_vccnz .LBB7_32
; %bb.31:
	s_load_dwordx2 s[18:19], s[10:11], 0x18
	s_ashr_i32 s3, s2, 31
	v_mov_b64_e32 v[0:1], s[8:9]
	s_lshl_b64 s[8:9], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s3, s18, s8
	s_addc_u32 s9, s19, s9
	s_add_u32 s8, s3, 16
	s_addc_u32 s9, s9, 0
	v_mov_b64_e32 v[2:3], s[8:9]
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	flat_store_dword v[0:1], v2
.LBB7_32:
	s_add_i32 s12, s12, 3
	s_cmp_ge_i32 s12, s5
	s_cbranch_scc1 .LBB7_35
; %bb.33:
	s_add_i32 s3, s13, s4
	s_mul_i32 s3, s3, s4
	s_add_i32 s8, s3, s17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 2
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	s_add_i32 s3, s14, s4
	v_mov_b32_e32 v0, 0
	s_mul_i32 s3, s3, s4
	ds_read_b32 v2, v0 offset:5120
	s_add_i32 s4, s3, s16
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s6, s4
	v_mov_b64_e32 v[0:1], s[8:9]
	s_addc_u32 s5, s7, s5
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[4:5]
	s_and_b64 vcc, exec, s[0:1]
	flat_store_dword v[0:1], v2
	s_cbranch_vccnz .LBB7_35
; %bb.34:
	s_load_dwordx2 s[0:1], s[10:11], 0x18
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b64_e32 v[0:1], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_add_u32 s0, s0, 20
	s_addc_u32 s1, s1, 0
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	flat_store_dword v[0:1], v2
.LBB7_35:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17mstep_covariance2PfP10clusters_tiii
		.amdhsa_group_segment_fixed_size 6200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 48
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
.Lfunc_end7:
	.size	_Z17mstep_covariance2PfP10clusters_tiii, .Lfunc_end7-_Z17mstep_covariance2PfP10clusters_tiii
                                        ; -- End function
	.set _Z17mstep_covariance2PfP10clusters_tiii.num_vgpr, 46
	.set _Z17mstep_covariance2PfP10clusters_tiii.num_agpr, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.numbered_sgpr, 20
	.set _Z17mstep_covariance2PfP10clusters_tiii.num_named_barrier, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.private_seg_size, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.uses_vcc, 1
	.set _Z17mstep_covariance2PfP10clusters_tiii.uses_flat_scratch, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.has_dyn_sized_stack, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.has_recursion, 0
	.set _Z17mstep_covariance2PfP10clusters_tiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4296
; TotalNumSgprs: 26
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 6200 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         _Z16constants_kernelP10clusters_tii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         _Z20seed_clusters_kernelPKfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         _Z6estep1PfP10clusters_tii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         _Z6estep2PfP10clusters_tiiiS_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         _Z11mstep_meansPfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z7mstep_NP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z17mstep_covariance1PfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z17mstep_covariance2PfP10clusters_tiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
