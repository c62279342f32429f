	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi ; -- Begin function _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
	.globl	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
	.p2align	8
	.type	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi,@function
_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi: ; @_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b96 s[8:10], s[0:1], 0x10
	v_cmp_lt_u32_e64 s1, 15, v0
	v_cmp_gt_u32_e64 s0, 16, v0
	v_mad_u32_u24 v1, v0, 12, 0x600
	v_mul_u32_u24_e32 v2, 12, v0
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_wait_kmcnt 0x0
	s_add_co_i32 s3, s10, ttmp9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v3, s3, 4, v0
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s6, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	global_load_b32 v3, v[3:4], off
	s_wait_loadcnt 0x0
	v_cvt_f32_ubyte0_e32 v4, v3
	v_cvt_f32_ubyte1_e32 v5, v3
	v_cvt_f32_ubyte2_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v4, 0x3b808081, v4 :: v_dual_mul_f32 v5, 0x3b808081, v5
	v_mul_f32_e32 v3, 0x3b808081, v3
	ds_store_2addr_b32 v1, v4, v5 offset1:1
	ds_store_b32 v2, v3 offset:1544
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0x64c
	v_add_nc_u32_e64 v5, 0x400, 0
	v_mov_b32_e32 v19, 0x63c
	v_mov_b32_e32 v21, 0x644
	ds_load_b64 v[3:4], v23 offset:1536
	ds_load_2addr_b32 v[5:6], v5 offset0:130 offset1:175
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	v_mov_b32_e32 v13, 0x614
	v_mov_b32_e32 v9, 0x61c
	v_mov_b32_e32 v11, 0x624
	v_mov_b32_e32 v15, 0x62c
	v_mov_b32_e32 v25, 0x654
	v_mov_b32_e32 v27, 0x664
	v_mov_b32_e32 v33, 0x694
	s_wait_dscnt 0x3
	ds_store_b64 v23, v[3:4] offset:1856
	s_wait_dscnt 0x3
	ds_store_b32 v23, v5 offset:1864
	ds_load_b96 v[3:5], v23 offset:1856
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	v_mov_b32_e32 v7, 0x60c
	v_mov_b32_e32 v28, 0x66c
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_wait_dscnt 0x4
	v_dual_mov_b32 v26, 0x65c :: v_dual_add_f32 v5, v13, v5
	s_wait_dscnt 0x2
	v_dual_mov_b32 v32, 0x68c :: v_dual_add_f32 v7, v7, v3
	v_add_f32_e32 v8, v8, v4
	s_wait_dscnt 0x1
	v_dual_mov_b32 v30, 0x67c :: v_dual_add_f32 v5, v10, v5
	ds_load_2addr_b32 v[3:4], v24 offset1:1
	v_dual_add_f32 v13, v14, v7 :: v_dual_add_f32 v14, v9, v8
	ds_load_2addr_b32 v[7:8], v25 offset1:1
	ds_load_2addr_b32 v[9:10], v26 offset1:1
	v_mov_b32_e32 v17, 0x634
	s_wait_dscnt 0x3
	v_dual_mov_b32 v26, 0x6ac :: v_dual_add_f32 v13, v11, v13
	v_add_f32_e32 v14, v12, v14
	ds_load_2addr_b32 v[11:12], v27 offset1:1
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	v_dual_add_f32 v5, v15, v5 :: v_dual_mov_b32 v24, 0x69c
	v_add_f32_e32 v25, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v25
	v_add_f32_e32 v22, v22, v19
	s_wait_dscnt 0x3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f32_e32 v22, v7, v22
	s_wait_dscnt 0x0
	v_add_f32_e32 v17, v17, v14
	v_add_f32_e32 v5, v18, v5
	v_add_f32_e32 v22, v10, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v20, v20, v17
	v_add_f32_e32 v5, v21, v5
	v_mov_b32_e32 v21, 0x6a4
	ds_load_2addr_b32 v[17:18], v30 offset1:1
	v_add_f32_e32 v25, v3, v20
	v_add_f32_e32 v5, v4, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v25, v8, v25
	v_add_f32_e32 v5, v9, v5
	ds_load_2addr_b32 v[7:8], v33 offset1:1
	v_add_f32_e32 v25, v11, v25
	v_add_f32_e32 v5, v12, v5
	ds_load_2addr_b32 v[9:10], v24 offset1:1
	ds_load_2addr_b32 v[11:12], v21 offset1:1
	v_mov_b32_e32 v29, 0x674
	ds_load_2addr_b32 v[13:14], v28 offset1:1
	ds_load_2addr_b32 v[15:16], v29 offset1:1
	s_wait_dscnt 0x1
	v_add_f32_e32 v21, v13, v22
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v15, v5
	v_dual_mov_b32 v15, 0x6b4 :: v_dual_add_f32 v22, v14, v25
	ds_load_2addr_b32 v[13:14], v26 offset1:1
	v_add_f32_e32 v21, v16, v21
	v_add_f32_e32 v5, v18, v5
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	v_mov_b32_e32 v31, 0x684
	ds_load_2addr_b32 v[3:4], v31 offset1:1
	ds_load_2addr_b32 v[19:20], v32 offset1:1
	v_add_f32_e32 v17, v17, v22
	s_wait_dscnt 0x1
	v_add_f32_e32 v3, v3, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, v4, v17
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v19, v5
	v_dual_add_f32 v3, v20, v3 :: v_dual_add_f32 v4, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v8, v5
	v_dual_add_f32 v3, v9, v3 :: v_dual_add_f32 v4, v10, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v11, v5
	v_dual_add_f32 v3, v12, v3 :: v_dual_add_f32 v4, v13, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v14, v5
	v_dual_add_f32 v3, v15, v3 :: v_dual_add_f32 v4, v16, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v5, v6, v5
	ds_store_b96 v23, v[3:5] offset:1856
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mul_u32_u24_e32 v4, 24, v0
                                        ; implicit-def: $vgpr3
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, s1
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s1, exec_lo, s2
; %bb.5:
	v_mul_u32_u24_e32 v3, 24, v0
; %bb.6:
	s_and_not1_saveexec_b32 s1, s1
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v3, 0
	ds_load_b96 v[5:7], v3 offset:1856
	ds_load_2addr_b32 v[8:9], v1 offset1:1
	ds_load_b32 v3, v2 offset:1544
	s_wait_dscnt 0x0
	v_dual_fmamk_f32 v8, v5, 0xbd800000, v8 :: v_dual_fmac_f32 v3, 0xbd800000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0xbd800000, v6 :: v_dual_mul_f32 v10, v3, v3
	v_mul_f32_e32 v5, v8, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v6, v8, v9
	v_dual_mul_f32 v7, v8, v3 :: v_dual_mul_f32 v8, v9, v9
	v_mul_f32_e32 v9, v9, v3
	v_mov_b32_e32 v3, v4
	ds_store_2addr_b64 v4, v[5:6], v[7:8] offset0:80 offset1:81
	ds_store_b64 v4, v[9:10] offset:656
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_load_b32 v9, v4 offset:832
	ds_load_2addr_b64 v[5:8], v3 offset0:80 offset1:81
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v9, v5
	ds_store_b32 v3, v5 offset:640
	ds_load_b32 v5, v4 offset:836
	ds_load_b64 v[9:10], v3 offset:656
	s_wait_dscnt 0x1
	v_add_f32_e32 v5, v5, v6
	ds_store_b32 v3, v5 offset:644
	ds_load_b32 v5, v4 offset:840
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v7
	ds_store_b32 v3, v5 offset:648
	ds_load_b32 v5, v4 offset:844
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v8
	ds_store_b32 v3, v5 offset:652
	ds_load_b32 v5, v4 offset:848
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v9
	ds_store_b32 v3, v5 offset:656
	ds_load_b32 v5, v4 offset:852
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v10
	ds_store_b32 v3, v5 offset:660
.LBB0_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_load_b32 v9, v4 offset:736
	ds_load_2addr_b64 v[5:8], v3 offset0:80 offset1:81
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v9, v5
	ds_store_b32 v3, v5 offset:640
	ds_load_b32 v5, v4 offset:740
	ds_load_b64 v[9:10], v3 offset:656
	s_wait_dscnt 0x1
	v_add_f32_e32 v5, v5, v6
	ds_store_b32 v3, v5 offset:644
	ds_load_b32 v5, v4 offset:744
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v7
	ds_store_b32 v3, v5 offset:648
	ds_load_b32 v5, v4 offset:748
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v8
	ds_store_b32 v3, v5 offset:652
	ds_load_b32 v5, v4 offset:752
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v9
	ds_store_b32 v3, v5 offset:656
	ds_load_b32 v5, v4 offset:756
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v10
	ds_store_b32 v3, v5 offset:660
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_load_b32 v9, v4 offset:688
	ds_load_2addr_b64 v[5:8], v3 offset0:80 offset1:81
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v9, v5
	ds_store_b32 v3, v5 offset:640
	ds_load_b32 v5, v4 offset:692
	ds_load_b64 v[9:10], v3 offset:656
	s_wait_dscnt 0x1
	v_add_f32_e32 v5, v5, v6
	ds_store_b32 v3, v5 offset:644
	ds_load_b32 v5, v4 offset:696
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v7
	ds_store_b32 v3, v5 offset:648
	ds_load_b32 v5, v4 offset:700
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v8
	ds_store_b32 v3, v5 offset:652
	ds_load_b32 v5, v4 offset:704
	s_wait_dscnt 0x0
	v_add_f32_e32 v5, v5, v9
	ds_store_b32 v3, v5 offset:656
	ds_load_b32 v4, v4 offset:708
	s_wait_dscnt 0x0
	v_add_f32_e32 v4, v4, v10
	ds_store_b32 v3, v4 offset:660
.LBB0_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v10, 0
	ds_load_b32 v8, v10 offset:664
	ds_load_2addr_b64 v[4:7], v3 offset0:80 offset1:81
	s_wait_dscnt 0x0
	v_add_f32_e32 v4, v8, v4
	ds_store_b32 v3, v4 offset:640
	ds_load_b32 v4, v10 offset:668
	ds_load_b64 v[8:9], v3 offset:656
	s_wait_dscnt 0x1
	v_add_f32_e32 v4, v4, v5
	ds_store_b32 v3, v4 offset:644
	ds_load_b32 v4, v10 offset:672
	s_wait_dscnt 0x0
	v_add_f32_e32 v4, v4, v6
	ds_store_b32 v3, v4 offset:648
	ds_load_b32 v4, v10 offset:676
	s_wait_dscnt 0x0
	v_add_f32_e32 v4, v4, v7
	ds_store_b32 v3, v4 offset:652
	ds_load_b32 v4, v10 offset:680
	s_wait_dscnt 0x0
	v_add_f32_e32 v4, v4, v8
	ds_store_b32 v3, v4 offset:656
	ds_load_b32 v4, v10 offset:684
	s_wait_dscnt 0x0
	v_add_f32_e32 v4, v4, v9
	ds_store_b32 v3, v4 offset:660
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_lshlrev_b32_e32 v54, 2, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v7, 0
	ds_load_b128 v[3:6], v7 offset:640
	ds_load_b64 v[7:8], v7 offset:656
	s_wait_dscnt 0x1
	v_dual_add_f32 v10, v4, v6 :: v_dual_add_f32 v9, v3, v4
	s_wait_dscnt 0x0
	v_add_f32_e32 v11, v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v10, v10, v7 :: v_dual_add_f32 v9, v9, v5
	v_add_f32_e32 v11, v11, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v12, v9, v10, v11
	v_div_scale_f32 v13, null, v12, v12, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v14, v13
	v_xor_b32_e32 v13, 0x80000000, v13
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v13, v14, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v15, v14
	v_mul_f32_e32 v15, v16, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v13, v15, v16
	v_fmac_f32_e32 v15, v17, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v13, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v13, v16, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v12, v13, v12, 1.0
	v_mul_f32_e32 v10, v10, v12
	v_mul_f32_e32 v9, v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, v11, v12 :: v_dual_mul_f32 v14, v6, v10
	v_fmac_f32_e32 v14, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v13, v4, v10 :: v_dual_fmac_f32 v14, v7, v11
	v_fmac_f32_e32 v13, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v10, v7, v10 :: v_dual_fmac_f32 v13, v5, v11
	v_fmac_f32_e32 v10, v5, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v8, v11
	v_max3_num_f32 v9, v13, v14, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v11, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v11
	v_xor_b32_e32 v11, 0x80000000, v11
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v11, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v11, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v11, v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v11, v9, 1.0
	v_mul_f32_e32 v11, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v10, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v6, v11
	v_mul_f32_e32 v13, v4, v11
	v_dual_mul_f32 v11, v7, v11 :: v_dual_fmac_f32 v14, v4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v3, v12
	v_dual_fmac_f32 v14, v7, v9 :: v_dual_fmac_f32 v11, v5, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v5, v9
	v_fmac_f32_e32 v11, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v9, v13, v14, v11
	v_div_scale_f32 v10, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v12, v10
	v_xor_b32_e32 v10, 0x80000000, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v10, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v10, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v10, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v10, v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v10, v9, 1.0
	v_mul_f32_e32 v10, v14, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v6, v10
	v_dual_mul_f32 v12, v13, v9 :: v_dual_mul_f32 v13, v4, v10
	v_mul_f32_e32 v10, v7, v10
	v_dual_mul_f32 v9, v11, v9 :: v_dual_fmac_f32 v14, v4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v10, v5, v12
	v_fmac_f32_e32 v13, v3, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v14, v7, v9
	v_fmac_f32_e32 v10, v8, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v5, v9
	v_max3_num_f32 v9, v13, v14, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v11, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v11
	v_xor_b32_e32 v11, 0x80000000, v11
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v11, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v11, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v11, v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v11, v9, 1.0
	v_mul_f32_e32 v11, v14, v9
	v_mul_f32_e32 v12, v13, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v6, v11
	v_dual_mul_f32 v9, v10, v9 :: v_dual_fmac_f32 v14, v4, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v4, v11 :: v_dual_fmac_f32 v14, v7, v9
	v_mul_f32_e32 v11, v7, v11
	v_fmac_f32_e32 v13, v3, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v5, v12
	v_fmac_f32_e32 v13, v5, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v8, v9
	v_max3_num_f32 v9, v13, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v10, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v10
	v_xor_b32_e32 v10, 0x80000000, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v10, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v10, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v10, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v10, v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v10, v9, 1.0
	v_mul_f32_e32 v10, v14, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v12, v13, v9 :: v_dual_mul_f32 v13, v4, v10
	v_mul_f32_e32 v14, v6, v10
	v_mul_f32_e32 v10, v7, v10
	v_dual_mul_f32 v9, v11, v9 :: v_dual_fmac_f32 v14, v4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v10, v5, v12
	v_fmac_f32_e32 v13, v3, v12
	v_fmac_f32_e32 v14, v7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v10, v8, v9
	v_fmac_f32_e32 v13, v5, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v9, v13, v14, v10
	v_div_scale_f32 v11, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v12, v11
	v_xor_b32_e32 v11, 0x80000000, v11
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v11, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v11, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v11, v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v11, v9, 1.0
	v_mul_f32_e32 v11, v14, v9
	v_mul_f32_e32 v12, v13, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v6, v11
	v_dual_mul_f32 v9, v10, v9 :: v_dual_fmac_f32 v14, v4, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v4, v11 :: v_dual_fmac_f32 v14, v7, v9
	v_mul_f32_e32 v11, v7, v11
	v_fmac_f32_e32 v13, v3, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v5, v12
	v_fmac_f32_e32 v13, v5, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v8, v9
	v_max3_num_f32 v9, v13, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v10, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v10
	v_xor_b32_e32 v10, 0x80000000, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v10, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v10, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v10, v15
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v10, v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v10, v9, 1.0
	v_mul_f32_e32 v10, v14, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v12, v13, v9 :: v_dual_mul_f32 v13, v4, v10
	v_mul_f32_e32 v6, v6, v10
	v_mul_f32_e32 v10, v7, v10
	v_dual_mul_f32 v9, v11, v9 :: v_dual_fmac_f32 v6, v4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v10, v5, v12
	v_fmac_f32_e32 v13, v3, v12
	v_fmac_f32_e32 v6, v7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v10, v8, v9
	v_fmac_f32_e32 v13, v5, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v5, v13, v6, v10
	v_div_scale_f32 v3, null, v5, v5, 1.0
	v_div_scale_f32 v9, vcc_lo, 1.0, v5, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v7, v3
	v_xor_b32_e32 v8, 0x80000000, v3
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v3, v8, v7, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v3, v7
	v_mul_f32_e32 v11, v9, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v3, v8, v11, v9
	v_fmac_f32_e32 v11, v3, v7
	ds_load_2addr_b32 v[3:4], v1 offset1:1
	v_fmac_f32_e32 v9, v8, v11
	ds_load_b32 v8, v2 offset:1544
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v7, v9, v7, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v5, v7, v5, 1.0
	v_mul_f32_e32 v6, v6, v5
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, v4, v6 :: v_dual_mul_f32 v7, v13, v5
	v_dual_mul_f32 v5, v10, v5 :: v_dual_fmac_f32 v4, v3, v7
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmac_f32 v4, v8, v5 :: v_dual_lshlrev_b32 v3, 2, v0
	ds_store_b32 v3, v4 offset:1728
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_lshlrev_b32_e32 v19, 2, v0
	v_mov_b32_e32 v15, 0
	ds_load_b32 v20, v19 offset:1728
	ds_load_b128 v[3:6], v15 offset:1728
	ds_load_b128 v[7:10], v15 offset:1744
	ds_load_b128 v[11:14], v15 offset:1760
	ds_load_b128 v[15:18], v15 offset:1776
	s_wait_dscnt 0x3
	v_cmp_lt_f32_e32 vcc_lo, v4, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v5, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v3, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, 0, v4, vcc_lo
	s_wait_dscnt 0x2
	v_cmp_lt_f32_e32 vcc_lo, v7, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v5, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v9, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v8, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v4, vcc_lo
	s_wait_dscnt 0x1
	v_cmp_lt_f32_e32 vcc_lo, v11, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v10, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v5, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v13, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v12, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v4, vcc_lo
	s_wait_dscnt 0x0
	v_cmp_lt_f32_e32 vcc_lo, v15, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v14, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v5, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v16, v20
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, v3, v4, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v17, v20
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v18, v20
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, v3, v4, vcc_lo
	ds_store_b32 v19, v3 offset:1792
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -1, v0
	v_lshl_add_u32 v3, v0, 2, 0x700
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 15, v4
	s_cbranch_execz .LBB0_23
; %bb.21:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1792
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.22:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -2, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 14, v4
	s_cbranch_execz .LBB0_26
; %bb.24:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1796
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.25:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -3, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 13, v4
	s_cbranch_execz .LBB0_29
; %bb.27:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1800
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.28:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -4, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 12, v4
	s_cbranch_execz .LBB0_32
; %bb.30:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1804
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.31:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -5, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 11, v4
	s_cbranch_execz .LBB0_35
; %bb.33:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1808
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.34:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -6, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 10, v4
	s_cbranch_execz .LBB0_38
; %bb.36:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1812
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.37:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -7, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 9, v4
	s_cbranch_execz .LBB0_41
; %bb.39:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1816
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.40:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v4, 0x3f8, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_eq_u32_e32 8, v4
	s_cbranch_execz .LBB0_44
; %bb.42:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1820
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.43:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -9, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 7, v4
	s_cbranch_execz .LBB0_47
; %bb.45:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1824
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.46:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -10, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 6, v4
	s_cbranch_execz .LBB0_50
; %bb.48:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1828
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.49:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -11, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 5, v4
	s_cbranch_execz .LBB0_53
; %bb.51:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1832
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.52:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v4, 0x3fc, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_eq_u32_e32 12, v4
	s_cbranch_execz .LBB0_56
; %bb.54:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1836
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.55:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v4, -13, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 3, v4
	s_cbranch_execz .LBB0_59
; %bb.57:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1840
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.58:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_59:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v4, 0x3fe, v0
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_eq_u32_e32 14, v4
	s_cbranch_execz .LBB0_62
; %bb.60:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1844
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.61:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_eq_u32_e32 15, v0
	s_cbranch_execz .LBB0_65
; %bb.63:
	v_mov_b32_e32 v5, 0
	ds_load_b32 v4, v3
	ds_load_b32 v5, v5 offset:1848
	s_wait_dscnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.64:
	v_add_nc_u32_e32 v4, 1, v4
	ds_store_b32 v3, v4
.LBB0_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_67
; %bb.66:
	ds_load_b32 v5, v3
	ds_load_2addr_b32 v[3:4], v1 offset1:1
	ds_load_b32 v1, v2 offset:1544
	s_wait_dscnt 0x2
	v_mul_lo_u32 v2, v5, 12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x600, v2
	s_wait_dscnt 0x1
	ds_store_2addr_b32 v5, v3, v4 offset1:1
	s_wait_dscnt 0x1
	ds_store_b32 v2, v1 offset:1544
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v47, 0x69c
	s_wait_kmcnt 0x0
	v_add_co_u32 v51, s0, s4, v54
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v52, null, s5, 0, s0
	v_mov_b32_e32 v53, 0x7f7fffff
	s_mov_b32 s1, 0
	s_mov_b32 s6, 0
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr58
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b96 v[44:46], v49 offset:1856
	ds_load_b128 v[1:4], v49 offset:1536
	ds_load_b128 v[5:8], v49 offset:1552
	ds_load_b128 v[9:12], v49 offset:1568
	ds_load_b128 v[13:16], v49 offset:1584
	ds_load_b128 v[17:20], v49 offset:1600
	ds_load_b128 v[21:24], v49 offset:1616
	ds_load_b128 v[25:28], v49 offset:1632
	ds_load_b128 v[29:32], v49 offset:1648
	ds_load_b128 v[33:36], v49 offset:1664
	ds_load_b96 v[41:43], v49 offset:1680
	ds_load_b128 v[37:40], v49 offset:1712
	ds_load_2addr_b32 v[47:48], v47 offset1:1
	ds_load_b32 v55, v49 offset:1700
	ds_load_b64 v[49:50], v49 offset:1704
	s_wait_dscnt 0xe
	v_dual_mul_f32 v59, 0x41100000, v45 :: v_dual_mul_f32 v60, 0x41100000, v44
	v_mul_f32_e32 v61, 0x41100000, v46
	s_branch .LBB0_70
.LBB0_68:                               ;   in Loop: Header=BB0_70 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_cmp_eq_u32 s6, 0x3c0
	v_add_co_u32 v51, vcc_lo, 0x100, v51
	s_cselect_b32 s2, -1, 0
	v_add_nc_u32_e32 v54, 0x100, v54
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s0, s2
	s_add_co_i32 s6, s6, 64
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v52, null, 0, v52, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s0, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_75
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v63, s6, v0
	s_mov_b32 s7, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u32_e64 s0, 0x3df, v63
	v_cmpx_gt_u32_e32 0x3e0, v63
	s_cbranch_execz .LBB0_69
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_b32 v62, v[51:52], off
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_u32_e32 0xa0, v63
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_70 Depth=1
	s_wait_loadcnt 0x0
	ds_store_b32 v54, v62
.LBB0_73:                               ;   in Loop: Header=BB0_70 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v65, 2, v62
	v_lshrrev_b32_e32 v66, 4, v62
	v_and_b32_e32 v63, 3, v62
	s_getpc_b64 s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s3, s3
	s_add_co_u32 s2, s2, alphaTable4@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s3, s3, alphaTable4@rel32@hi+24
	v_and_b32_e32 v64, 12, v62
	v_and_b32_e32 v65, 12, v65
	v_and_b32_e32 v66, 12, v66
	s_getpc_b64 s[4:5]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s5, s5
	s_add_co_u32 s4, s4, _ZL6prods4@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s5, s5, _ZL6prods4@rel32@hi+24
	v_lshrrev_b32_e32 v69, 6, v62
	v_lshrrev_b32_e32 v70, 8, v62
	s_clause 0x2
	global_load_b32 v72, v65, s[2:3]
	global_load_b32 v65, v65, s[4:5]
	global_load_b32 v73, v66, s[4:5]
	v_lshlrev_b32_e32 v63, 2, v63
	v_lshrrev_b32_e32 v71, 10, v62
	s_clause 0x1
	global_load_b32 v67, v64, s[2:3]
	global_load_b32 v64, v64, s[4:5]
	s_clause 0x1
	global_load_b32 v68, v63, s[2:3]
	global_load_b32 v63, v63, s[4:5]
	v_and_b32_e32 v69, 12, v69
	v_lshrrev_b32_e32 v74, 12, v62
	v_and_b32_e32 v71, 12, v71
	v_lshrrev_b32_e32 v84, 22, v62
	v_lshrrev_b32_e32 v85, 24, v62
	v_lshrrev_b32_e32 v75, 14, v62
	v_lshrrev_b32_e32 v79, 16, v62
	v_lshrrev_b32_e32 v80, 18, v62
	v_lshrrev_b32_e32 v81, 20, v62
	v_and_b32_e32 v85, 12, v85
	v_and_b32_e32 v75, 12, v75
	v_lshrrev_b32_e32 v89, 26, v62
	v_lshrrev_b32_e32 v90, 28, v62
	v_and_b32_e32 v79, 12, v79
	v_and_b32_e32 v81, 12, v81
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_and_b32_e32 v89, 12, v89
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v63, v64, v63
	v_add3_u32 v63, v63, v65, v73
	s_wait_dscnt 0xd
	v_fma_f32 v73, v3, v68, 0
	s_wait_dscnt 0xc
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v73, v6, v67 :: v_dual_and_b32 v70, 12, v70
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v73, v9, v72
	s_clause 0x2
	global_load_b32 v76, v69, s[4:5]
	global_load_b32 v77, v70, s[4:5]
	global_load_b32 v78, v71, s[4:5]
	s_wait_loadcnt 0x1
	v_add3_u32 v63, v63, v76, v77
	v_fma_f32 v77, v2, v68, 0
	v_fma_f32 v76, v1, v68, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v77, v5, v67 :: v_dual_and_b32 v74, 12, v74
	v_fmac_f32_e32 v76, v4, v67
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v77, v8, v72
	v_and_b32_e32 v84, 12, v84
	global_load_b32 v66, v66, s[2:3]
	s_clause 0x3
	global_load_b32 v91, v84, s[4:5]
	global_load_b32 v92, v85, s[4:5]
	global_load_b32 v82, v74, s[4:5]
	global_load_b32 v83, v75, s[4:5]
	v_and_b32_e32 v80, 12, v80
	s_wait_loadcnt 0x4
	v_dual_fmac_f32 v76, v7, v72 :: v_dual_fmac_f32 v73, v12, v66
	v_and_b32_e32 v90, 12, v90
	s_clause 0x2
	global_load_b32 v86, v79, s[4:5]
	global_load_b32 v87, v80, s[4:5]
	global_load_b32 v88, v81, s[4:5]
	v_fmac_f32_e32 v77, v11, v66
	global_load_b32 v69, v69, s[2:3]
	s_clause 0x1
	global_load_b32 v93, v89, s[4:5]
	global_load_b32 v94, v90, s[4:5]
	s_clause 0xa
	global_load_b32 v70, v70, s[2:3]
	global_load_b32 v71, v71, s[2:3]
	global_load_b32 v74, v74, s[2:3]
	global_load_b32 v75, v75, s[2:3]
	global_load_b32 v79, v79, s[2:3]
	global_load_b32 v80, v80, s[2:3]
	global_load_b32 v81, v81, s[2:3]
	global_load_b32 v84, v84, s[2:3]
	global_load_b32 v85, v85, s[2:3]
	global_load_b32 v89, v89, s[2:3]
	global_load_b32 v90, v90, s[2:3]
	v_fmac_f32_e32 v76, v10, v66
	s_wait_loadcnt 0x12
	v_add3_u32 v63, v63, v78, v82
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt_dscnt 0xd0a
	v_fmac_f32_e32 v76, v13, v69
	s_wait_loadcnt 0xa
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v73, v15, v69 :: v_dual_fmac_f32 v76, v16, v70
	v_add3_u32 v63, v63, v83, v86
	s_wait_loadcnt_dscnt 0x909
	v_fmac_f32_e32 v76, v19, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v63, v63, v87, v88
	s_wait_loadcnt_dscnt 0x808
	v_fmac_f32_e32 v76, v22, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v63, v63, v91, v92
	s_wait_loadcnt_dscnt 0x707
	v_fmac_f32_e32 v76, v25, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v63, v63, v93, v94
	s_wait_loadcnt 0x6
	v_dual_fmac_f32 v76, v28, v79 :: v_dual_fmac_f32 v77, v14, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0xff, v63
	s_wait_loadcnt_dscnt 0x506
	v_fmac_f32_e32 v76, v31, v80
	v_ashrrev_i32_e32 v65, 16, v63
	v_cvt_f32_ubyte1_e32 v69, v63
	v_cvt_f32_ubyte0_e32 v72, v63
	v_mul_u32_u24_e32 v64, v64, v64
	s_wait_loadcnt_dscnt 0x405
	v_fmac_f32_e32 v76, v34, v81
	v_fmac_f32_e32 v73, v18, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v64, v64
	s_wait_loadcnt_dscnt 0x304
	v_fmac_f32_e32 v76, v41, v84
	v_fmac_f32_e32 v77, v17, v70
	v_cvt_f32_i32_e32 v70, v65
	s_wait_loadcnt_dscnt 0x202
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v76, v47, v85 :: v_dual_fmac_f32 v77, v20, v71
	v_fma_f32 v64, v70, v69, -v64
	s_wait_loadcnt_dscnt 0x100
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v76, v49, v89 :: v_dual_fmac_f32 v77, v23, v74
	v_div_scale_f32 v65, null, v64, v64, 1.0
	v_div_scale_f32 v68, vcc_lo, 1.0, v64, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v77, v26, v75
	v_rcp_f32_e32 v66, v65
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v76, v38, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f32_e32 v78, v76, v72
	v_fma_f32 v67, -v65, v66, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v73, v21, v71 :: v_dual_fmac_f32 v66, v67, v66
	v_mul_f32_e32 v67, v68, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v71, -v65, v67, v68
	v_fmac_f32_e32 v67, v71, v66
	v_sub_f32_e32 v71, v60, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v65, -v65, v67, v68
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v65, v65, v66, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v66, v71, v72
	v_div_fixup_f32 v64, v65, v64, 1.0
	v_fmac_f32_e32 v77, v29, v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v65, v76, v69, -v66
	v_fma_f32 v66, v71, v70, -v78
	v_fmac_f32_e32 v77, v32, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v65, v65, v64
	v_fmac_f32_e32 v77, v35, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v65
	v_fmac_f32_e32 v77, v42, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v48, v85
	v_fmac_f32_e32 v77, v50, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v39, v90
	v_dual_fmac_f32 v73, v24, v74 :: v_dual_mul_f32 v68, v77, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v73, v27, v75
	v_sub_f32_e32 v75, v59, v77
	v_fmac_f32_e32 v73, v30, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v68, v75, v70, -v68
	v_mul_f32_e32 v67, v75, v72
	v_fmac_f32_e32 v73, v33, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v68, v68, v64
	v_fma_f32 v67, v77, v69, -v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v36, v81
	v_fmac_f32_e32 v73, v43, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v55, v85
	v_fmac_f32_e32 v73, v37, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v40, v90
	v_sub_f32_e32 v74, v61, v73
	v_mul_f32_e32 v63, v73, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v74, v72
	v_fma_f32 v63, v74, v70, -v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v73, v69, -v79
	v_mul_f32_e32 v78, v79, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v63, v64
	v_mul_f32_e32 v63, v67, v64
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v67, v66, v64 :: v_dual_cndmask_b32 v64, 1.0, v65
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v64, 0x41f80000, v64
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v66, 1.0, v63, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v78
	v_rndne_f32_e32 v84, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v66, 0x427c0000, v66
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v80, 1.0, v78, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v67
	v_rndne_f32_e32 v64, v66
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v80, 0x41f80000, v80 :: v_dual_cndmask_b32 v81, 1.0, v67
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v68
	v_rndne_f32_e32 v80, v80
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v81, 0x41f80000, v81 :: v_dual_cndmask_b32 v82, 1.0, v68
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v79
	v_rndne_f32_e32 v81, v81
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v82, 0x427c0000, v82 :: v_dual_cndmask_b32 v83, 1.0, v79
	v_cmp_ngt_f32_e32 vcc_lo, 0, v63
	v_rndne_f32_e32 v82, v82
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v83, 0x41f80000, v83 :: v_dual_cndmask_b32 v64, 0, v64
	v_cmp_ngt_f32_e32 vcc_lo, 0, v65
	v_rndne_f32_e32 v83, v83
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v66, 0, v84, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v78
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v78, 0x3d043571, v66 :: v_dual_cndmask_b32 v63, 0, v80
	v_cmp_ngt_f32_e32 vcc_lo, 0, v67
	v_mul_f32_e32 v76, v76, v78
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v80, 0x3d043571, v63 :: v_dual_cndmask_b32 v65, 0, v81
	v_cmp_ngt_f32_e32 vcc_lo, 0, v68
	v_dual_mul_f32 v84, v78, v78 :: v_dual_mul_f32 v73, v73, v80
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v81, 0x3d043571, v65 :: v_dual_cndmask_b32 v68, 0, v82
	v_cmp_ngt_f32_e32 vcc_lo, 0, v79
	v_mul_f32_e32 v79, 0x3c81b119, v64
	v_dual_mul_f32 v86, v80, v80 :: v_dual_mul_f32 v87, v81, v81
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v82, 0x3c81b119, v68 :: v_dual_cndmask_b32 v67, 0, v83
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v90, v78, v81 :: v_dual_mul_f32 v77, v77, v79
	v_dual_mul_f32 v85, v79, v79 :: v_dual_mul_f32 v88, v82, v82
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v83, 0x3d043571, v67
	v_mul_f32_e32 v91, v79, v82
	v_mul_f32_e32 v78, v87, v69
	v_fma_f32 v76, v90, v72, -v76
	v_mul_f32_e32 v79, v88, v69
	v_mul_f32_e32 v89, v83, v83
	v_mul_f32_e32 v92, v80, v83
	v_fma_f32 v77, v91, v72, -v77
	v_fmac_f32_e32 v78, v84, v70
	v_fmac_f32_e32 v79, v85, v70
	v_mul_f32_e32 v69, v89, v69
	v_fma_f32 v72, v92, v72, -v73
	v_fma_f32 v71, -v71, v81, v76
	v_fma_f32 v73, -v75, v82, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v69, v86, v70
	v_fma_f32 v70, -v74, v83, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, 2.0, v71 :: v_dual_fmac_f32 v79, 2.0, v73
	v_dual_fmac_f32 v69, 2.0, v70 :: v_dual_add_f32 v70, v78, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v70
	v_mul_f32_e32 v69, 0x3de38e39, v69
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e32 v69, v53
	s_cbranch_execz .LBB0_68
; %bb.74:                               ;   in Loop: Header=BB0_70 Depth=1
	v_cvt_pk_u16_f32 v53, v66, v64
	v_cvt_u32_f32_e32 v56, v68
	v_cvt_u32_f32_e32 v57, v65
	v_cvt_u32_f32_e32 v63, v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_pk_lshlrev_b16 v58, 0x5000b, v53
	v_cvt_u32_f32_e32 v53, v67
	v_lshlrev_b16 v56, 5, v56
	v_lshlrev_b16 v57, 11, v57
	v_lshrrev_b32_e32 v64, 16, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_or_b32_e32 v56, v56, v53
	v_mov_b32_e32 v53, v69
	v_or_b32_e32 v63, v64, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v57, v56, v57
	v_or_b32_e32 v56, v63, v58
	v_mov_b32_e32 v58, v62
	s_branch .LBB0_68
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v47, 0 :: v_dual_mov_b32 v48, 0x69c
	v_xor_b32_e32 v54, 0x55555555, v58
	v_cmp_lt_u16_e32 vcc_lo, v56, v57
	v_max_u16 v51, v56, v57
	v_min_u16 v52, v56, v57
	v_dual_mul_f32 v45, 4.0, v45 :: v_dual_mul_f32 v44, 4.0, v44
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v54, v58, v54, vcc_lo
	v_mul_f32_e32 v46, 4.0, v46
	v_cmp_gt_u32_e64 s0, 0xa0, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b128 v[37:40], v47 offset:1536
	ds_load_b128 v[33:36], v47 offset:1552
	ds_load_b128 v[29:32], v47 offset:1568
	ds_load_b128 v[25:28], v47 offset:1584
	ds_load_b128 v[21:24], v47 offset:1600
	ds_load_b128 v[17:20], v47 offset:1616
	ds_load_b128 v[13:16], v47 offset:1632
	ds_load_b128 v[9:12], v47 offset:1648
	ds_load_b128 v[5:8], v47 offset:1664
	ds_load_b96 v[41:43], v47 offset:1680
	ds_load_b128 v[1:4], v47 offset:1712
	ds_load_2addr_b32 v[49:50], v48 offset1:1
	ds_load_b32 v55, v47 offset:1700
	ds_load_b64 v[47:48], v47 offset:1704
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_81
; %bb.76:
	v_lshlrev_b32_e32 v56, 2, v0
	s_getpc_b64 s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s3, s3
	s_add_co_u32 s2, s2, alphaTable3@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s3, s3, alphaTable3@rel32@hi+24
	s_getpc_b64 s[4:5]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s5, s5
	s_add_co_u32 s4, s4, _ZL6prods3@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s5, s5, _ZL6prods3@rel32@hi+24
	ds_load_b32 v56, v56
	s_wait_dscnt 0x0
	v_lshrrev_b32_e32 v58, 2, v56
	v_and_b32_e32 v59, 12, v56
	v_lshrrev_b32_e32 v60, 4, v56
	v_lshrrev_b32_e32 v61, 6, v56
	v_lshrrev_b32_e32 v62, 8, v56
	s_clause 0x1
	global_load_b32 v69, v59, s[2:3]
	global_load_b32 v59, v59, s[4:5]
	v_and_b32_e32 v57, 3, v56
	v_and_b32_e32 v58, 12, v58
	v_and_b32_e32 v60, 12, v60
	s_clause 0x2
	global_load_b32 v71, v58, s[2:3]
	global_load_b32 v58, v58, s[4:5]
	global_load_b32 v72, v60, s[4:5]
	v_lshlrev_b32_e32 v57, 2, v57
	s_clause 0x1
	global_load_b32 v70, v57, s[2:3]
	global_load_b32 v57, v57, s[4:5]
	v_and_b32_e32 v61, 12, v61
	v_and_b32_e32 v62, 12, v62
	s_clause 0x1
	global_load_b32 v74, v61, s[4:5]
	global_load_b32 v75, v62, s[4:5]
	v_lshrrev_b32_e32 v67, 18, v56
	v_lshrrev_b32_e32 v68, 20, v56
	v_lshrrev_b32_e32 v63, 10, v56
	v_lshrrev_b32_e32 v64, 12, v56
	v_lshrrev_b32_e32 v65, 14, v56
	v_lshrrev_b32_e32 v66, 16, v56
	v_and_b32_e32 v68, 12, v68
	v_lshrrev_b32_e32 v73, 22, v56
	v_and_b32_e32 v64, 12, v64
	v_lshrrev_b32_e32 v76, 24, v56
	v_and_b32_e32 v66, 12, v66
	v_lshrrev_b32_e32 v79, 26, v56
	v_lshrrev_b32_e32 v82, 28, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v76, 12, v76
	v_and_b32_e32 v82, 12, v82
	s_wait_loadcnt 0x2
	v_add_nc_u32_e32 v57, v59, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add3_u32 v57, v57, v58, v72
	v_fma_f32 v72, v37, v70, 0
	s_wait_loadcnt 0x0
	v_add3_u32 v57, v57, v74, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v72, v40, v69
	v_fma_f32 v74, v38, v70, 0
	v_fma_f32 v70, v39, v70, 0
	v_and_b32_e32 v63, 12, v63
	v_fmac_f32_e32 v72, v35, v71
	v_and_b32_e32 v67, 12, v67
	s_clause 0x1
	global_load_b32 v83, v67, s[4:5]
	global_load_b32 v84, v68, s[4:5]
	global_load_b32 v60, v60, s[2:3]
	v_fmac_f32_e32 v74, v33, v69
	v_fmac_f32_e32 v70, v34, v69
	v_and_b32_e32 v65, 12, v65
	s_clause 0x1
	global_load_b32 v77, v63, s[4:5]
	global_load_b32 v78, v64, s[4:5]
	v_dual_fmac_f32 v74, v36, v71 :: v_dual_and_b32 v73, 12, v73
	v_fmac_f32_e32 v70, v29, v71
	s_clause 0x1
	global_load_b32 v80, v65, s[4:5]
	global_load_b32 v81, v66, s[4:5]
	s_wait_loadcnt 0x4
	v_dual_fmac_f32 v70, v32, v60 :: v_dual_and_b32 v79, 12, v79
	v_fmac_f32_e32 v72, v30, v60
	v_fmac_f32_e32 v74, v31, v60
	s_clause 0x1
	global_load_b32 v85, v73, s[4:5]
	global_load_b32 v86, v76, s[4:5]
	global_load_b32 v61, v61, s[2:3]
	s_clause 0x1
	global_load_b32 v87, v79, s[4:5]
	global_load_b32 v88, v82, s[4:5]
	s_clause 0xa
	global_load_b32 v62, v62, s[2:3]
	global_load_b32 v63, v63, s[2:3]
	global_load_b32 v64, v64, s[2:3]
	global_load_b32 v65, v65, s[2:3]
	global_load_b32 v66, v66, s[2:3]
	global_load_b32 v67, v67, s[2:3]
	global_load_b32 v68, v68, s[2:3]
	global_load_b32 v73, v73, s[2:3]
	global_load_b32 v76, v76, s[2:3]
	global_load_b32 v79, v79, s[2:3]
	global_load_b32 v82, v82, s[2:3]
	s_wait_loadcnt 0x12
	v_add3_u32 v57, v57, v77, v78
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v57, v57, v80, v81
	v_add3_u32 v57, v57, v83, v84
	s_wait_loadcnt 0xe
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v57, v57, v85, v86
	s_wait_loadcnt 0xd
	v_fmac_f32_e32 v74, v26, v61
	v_fmac_f32_e32 v72, v25, v61
	v_fmac_f32_e32 v70, v27, v61
	s_wait_loadcnt 0xb
	v_add3_u32 v57, v57, v87, v88
	s_wait_loadcnt 0xa
	v_fmac_f32_e32 v74, v21, v62
	v_fmac_f32_e32 v72, v28, v62
	v_fmac_f32_e32 v70, v22, v62
	v_and_b32_e32 v58, 0xff, v57
	s_wait_loadcnt 0x9
	v_fmac_f32_e32 v74, v24, v63
	v_fmac_f32_e32 v72, v23, v63
	v_fmac_f32_e32 v70, v17, v63
	v_ashrrev_i32_e32 v59, 16, v57
	v_mul_u32_u24_e32 v58, v58, v58
	s_wait_loadcnt 0x8
	v_fmac_f32_e32 v74, v19, v64
	v_cvt_f32_ubyte1_e32 v63, v57
	v_fmac_f32_e32 v72, v18, v64
	v_cvt_f32_i32_e32 v69, v59
	v_cvt_f32_u32_e32 v58, v58
	s_wait_loadcnt 0x7
	v_fmac_f32_e32 v74, v14, v65
	v_fmac_f32_e32 v70, v20, v64
	v_fmac_f32_e32 v72, v13, v65
	v_fma_f32 v58, v69, v63, -v58
	s_wait_loadcnt 0x6
	v_fmac_f32_e32 v74, v9, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v72, v16, v66
	v_div_scale_f32 v59, null, v58, v58, 1.0
	s_wait_loadcnt 0x5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v74, v12, v67
	v_fmac_f32_e32 v72, v11, v67
	v_div_scale_f32 v62, vcc_lo, 1.0, v58, 1.0
	v_rcp_f32_e32 v60, v59
	s_wait_loadcnt 0x4
	v_fmac_f32_e32 v74, v7, v68
	v_fmac_f32_e32 v72, v6, v68
	s_wait_loadcnt 0x3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v74, v42, v73
	v_fmac_f32_e32 v72, v41, v73
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v61, -v59, v60, 1.0
	s_wait_loadcnt 0x2
	v_fmac_f32_e32 v74, v50, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v72, v49, v76
	v_fmac_f32_e32 v60, v61, v60
	s_wait_loadcnt 0x1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v74, v48, v79
	v_dual_fmac_f32 v72, v47, v79 :: v_dual_mul_f32 v61, v62, v60
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v74, v3, v82
	v_fmac_f32_e32 v70, v15, v65
	v_fmac_f32_e32 v72, v2, v82
	v_cvt_f32_ubyte0_e32 v65, v57
	v_fma_f32 v64, -v59, v61, v62
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v70, v10, v66
	v_sub_f32_e32 v66, v44, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v57, v72, v65
	v_dual_fmac_f32 v61, v64, v60 :: v_dual_sub_f32 v64, v45, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v70, v5, v67 :: v_dual_mul_f32 v71, v66, v65
	v_fma_f32 v57, v66, v69, -v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v59, -v59, v61, v62
	v_fmac_f32_e32 v70, v8, v68
	v_mul_f32_e32 v68, v74, v65
	v_fma_f32 v71, v72, v63, -v71
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v59, v59, v60, v61
	v_mul_f32_e32 v60, v64, v65
	v_fmac_f32_e32 v70, v43, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v58, v59, v58, 1.0
	v_fma_f32 v59, v74, v63, -v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v55, v76
	v_dual_mul_f32 v59, v59, v58 :: v_dual_fmac_f32 v70, v1, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v4, v82
	v_sub_f32_e32 v67, v46, v70
	v_mul_f32_e32 v62, v70, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v61, v67, v65
	v_fma_f32 v62, v67, v69, -v62
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f32 v60, v70, v63, -v61
	v_fma_f32 v61, v64, v69, -v68
	v_mul_f32_e32 v68, v71, v58
	v_mul_f32_e32 v71, v57, v58
	v_mul_f32_e32 v75, v62, v58
	v_mul_f32_e32 v60, v60, v58
	v_mul_f32_e32 v73, v61, v58
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v68
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v57, 1.0, v68, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v59
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v57, 0x41f80000, v57 :: v_dual_cndmask_b32 v58, 1.0, v59
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v60
	v_rndne_f32_e32 v57, v57
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v58, 0x427c0000, v58 :: v_dual_cndmask_b32 v61, 1.0, v60
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v71
	v_rndne_f32_e32 v58, v58
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v61, 0x41f80000, v61 :: v_dual_cndmask_b32 v62, 1.0, v71
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v73
	v_rndne_f32_e32 v61, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v62, 0x41f80000, v62
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v76, 1.0, v73, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v75
	v_rndne_f32_e32 v62, v62
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v76, 0x427c0000, v76 :: v_dual_cndmask_b32 v77, 1.0, v75
	v_cmp_ngt_f32_e32 vcc_lo, 0, v68
	v_rndne_f32_e32 v76, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v77, 0x41f80000, v77
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v57, 0, v57, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v59
	v_rndne_f32_e32 v77, v77
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v68, 0x3d043571, v57 :: v_dual_cndmask_b32 v59, 0, v58
	v_cmp_ngt_f32_e32 vcc_lo, 0, v60
	v_mul_f32_e32 v78, v68, v68
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v58, 0, v61, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v71
	v_mul_f32_e32 v71, 0x3c81b119, v59
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v61, 0, v62, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v73
	v_mul_f32_e32 v73, 0x3d043571, v58
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v79, v71, v71 :: v_dual_cndmask_b32 v62, 0, v76
	v_cmp_ngt_f32_e32 vcc_lo, 0, v75
	v_mul_f32_e32 v75, 0x3d043571, v61
	v_mul_f32_e32 v80, v73, v73
	v_mul_f32_e32 v70, v70, v73
	v_mul_f32_e32 v76, 0x3c81b119, v62
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v60, 0, v77 :: v_dual_mul_f32 v81, v75, v75
	v_mul_f32_e32 v84, v68, v75
	v_mul_f32_e32 v68, v72, v68
	v_mul_f32_e32 v82, v76, v76
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v77, 0x3d043571, v60
	v_mul_f32_e32 v85, v71, v76
	v_mul_f32_e32 v71, v74, v71
	v_mul_f32_e32 v72, v81, v63
	v_fma_f32 v68, v84, v65, -v68
	v_mul_f32_e32 v83, v77, v77
	v_dual_mul_f32 v86, v73, v77 :: v_dual_mul_f32 v73, v82, v63
	v_fma_f32 v71, v85, v65, -v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v72, v78, v69 :: v_dual_mul_f32 v63, v83, v63
	v_fma_f32 v65, v86, v65, -v70
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v73, v79, v69
	v_fma_f32 v66, -v66, v75, v68
	v_fma_f32 v64, -v64, v76, v71
	v_fmac_f32_e32 v63, v80, v69
	v_fma_f32 v65, -v67, v77, v65
	v_dual_fmac_f32 v72, 2.0, v66 :: v_dual_fmac_f32 v73, 2.0, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v63, 2.0, v65
	v_add_f32_e32 v64, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v63, v63, v64
	v_mul_f32_e32 v63, 0x3e800000, v63
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e32 v63, v53
	s_cbranch_execz .LBB0_80
; %bb.77:
	v_cvt_u32_f32_e32 v51, v62
	v_cvt_u32_f32_e32 v52, v61
	v_cvt_u32_f32_e32 v53, v59
	v_cvt_u32_f32_e32 v54, v60
	v_cvt_u32_f32_e32 v57, v57
	v_lshlrev_b16 v51, 5, v51
	v_cvt_u32_f32_e32 v58, v58
	v_lshlrev_b16 v53, 5, v53
	v_lshlrev_b16 v52, 11, v52
	v_lshlrev_b16 v57, 11, v57
	v_or_b32_e32 v51, v51, v54
	s_mov_b32 s3, exec_lo
	v_or_b32_e32 v54, v53, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v53, v51, v52
	v_or_b32_e32 v51, v54, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v52, v53
	v_cmpx_gt_u16_e64 v51, v53
; %bb.78:
	v_not_b32_e32 v52, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v52, 1, v52
	v_and_b32_e32 v54, 0x55555555, v52
	v_dual_mov_b32 v52, v51 :: v_dual_mov_b32 v51, v53
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v56, v54, v56
; %bb.79:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v53, v63 :: v_dual_mov_b32 v54, v56
.LBB0_80:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_81:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s6, exec_lo, s1
	s_cbranch_execz .LBB0_97
; %bb.82:
	v_cmp_gt_u32_e64 s0, 0x60, v0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_88
; %bb.83:
	v_lshlrev_b32_e32 v56, 2, v0
	s_getpc_b64 s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s3, s3
	s_add_co_u32 s2, s2, alphaTable3@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s3, s3, alphaTable3@rel32@hi+24
	s_getpc_b64 s[4:5]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s5, s5
	s_add_co_u32 s4, s4, _ZL6prods3@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s5, s5, _ZL6prods3@rel32@hi+24
	ds_load_b32 v56, v56 offset:256
	s_wait_dscnt 0x0
	v_lshrrev_b32_e32 v58, 2, v56
	v_and_b32_e32 v59, 12, v56
	v_lshrrev_b32_e32 v60, 4, v56
	v_lshrrev_b32_e32 v61, 6, v56
	v_lshrrev_b32_e32 v62, 8, v56
	s_clause 0x1
	global_load_b32 v69, v59, s[2:3]
	global_load_b32 v59, v59, s[4:5]
	v_and_b32_e32 v57, 3, v56
	v_and_b32_e32 v58, 12, v58
	v_and_b32_e32 v60, 12, v60
	s_clause 0x2
	global_load_b32 v71, v58, s[2:3]
	global_load_b32 v58, v58, s[4:5]
	global_load_b32 v72, v60, s[4:5]
	v_lshlrev_b32_e32 v57, 2, v57
	s_clause 0x1
	global_load_b32 v70, v57, s[2:3]
	global_load_b32 v57, v57, s[4:5]
	v_and_b32_e32 v61, 12, v61
	v_and_b32_e32 v62, 12, v62
	s_clause 0x1
	global_load_b32 v74, v61, s[4:5]
	global_load_b32 v75, v62, s[4:5]
	v_lshrrev_b32_e32 v67, 18, v56
	v_lshrrev_b32_e32 v68, 20, v56
	v_lshrrev_b32_e32 v63, 10, v56
	v_lshrrev_b32_e32 v64, 12, v56
	v_lshrrev_b32_e32 v65, 14, v56
	v_lshrrev_b32_e32 v66, 16, v56
	v_and_b32_e32 v68, 12, v68
	v_lshrrev_b32_e32 v73, 22, v56
	v_and_b32_e32 v64, 12, v64
	v_lshrrev_b32_e32 v76, 24, v56
	v_and_b32_e32 v66, 12, v66
	v_lshrrev_b32_e32 v79, 26, v56
	v_lshrrev_b32_e32 v82, 28, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v76, 12, v76
	v_and_b32_e32 v82, 12, v82
	s_wait_loadcnt 0x2
	v_add_nc_u32_e32 v57, v59, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add3_u32 v57, v57, v58, v72
	v_fma_f32 v72, v37, v70, 0
	s_wait_loadcnt 0x0
	v_add3_u32 v57, v57, v74, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v72, v40, v69
	v_fma_f32 v74, v38, v70, 0
	v_fma_f32 v70, v39, v70, 0
	v_and_b32_e32 v63, 12, v63
	v_fmac_f32_e32 v72, v35, v71
	v_and_b32_e32 v67, 12, v67
	s_clause 0x1
	global_load_b32 v83, v67, s[4:5]
	global_load_b32 v84, v68, s[4:5]
	global_load_b32 v60, v60, s[2:3]
	v_fmac_f32_e32 v74, v33, v69
	v_fmac_f32_e32 v70, v34, v69
	v_and_b32_e32 v65, 12, v65
	s_clause 0x1
	global_load_b32 v77, v63, s[4:5]
	global_load_b32 v78, v64, s[4:5]
	v_dual_fmac_f32 v74, v36, v71 :: v_dual_and_b32 v73, 12, v73
	v_fmac_f32_e32 v70, v29, v71
	s_clause 0x1
	global_load_b32 v80, v65, s[4:5]
	global_load_b32 v81, v66, s[4:5]
	s_wait_loadcnt 0x4
	v_dual_fmac_f32 v70, v32, v60 :: v_dual_and_b32 v79, 12, v79
	v_fmac_f32_e32 v72, v30, v60
	v_fmac_f32_e32 v74, v31, v60
	s_clause 0x1
	global_load_b32 v85, v73, s[4:5]
	global_load_b32 v86, v76, s[4:5]
	global_load_b32 v61, v61, s[2:3]
	s_clause 0x1
	global_load_b32 v87, v79, s[4:5]
	global_load_b32 v88, v82, s[4:5]
	s_clause 0xa
	global_load_b32 v62, v62, s[2:3]
	global_load_b32 v63, v63, s[2:3]
	global_load_b32 v64, v64, s[2:3]
	global_load_b32 v65, v65, s[2:3]
	global_load_b32 v66, v66, s[2:3]
	global_load_b32 v67, v67, s[2:3]
	global_load_b32 v68, v68, s[2:3]
	global_load_b32 v73, v73, s[2:3]
	global_load_b32 v76, v76, s[2:3]
	global_load_b32 v79, v79, s[2:3]
	global_load_b32 v82, v82, s[2:3]
	s_wait_loadcnt 0x12
	v_add3_u32 v57, v57, v77, v78
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v57, v57, v80, v81
	v_add3_u32 v57, v57, v83, v84
	s_wait_loadcnt 0xe
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v57, v57, v85, v86
	s_wait_loadcnt 0xd
	v_fmac_f32_e32 v74, v26, v61
	v_fmac_f32_e32 v72, v25, v61
	v_fmac_f32_e32 v70, v27, v61
	s_wait_loadcnt 0xb
	v_add3_u32 v57, v57, v87, v88
	s_wait_loadcnt 0xa
	v_fmac_f32_e32 v74, v21, v62
	v_fmac_f32_e32 v72, v28, v62
	v_fmac_f32_e32 v70, v22, v62
	v_and_b32_e32 v58, 0xff, v57
	s_wait_loadcnt 0x9
	v_fmac_f32_e32 v74, v24, v63
	v_fmac_f32_e32 v72, v23, v63
	v_fmac_f32_e32 v70, v17, v63
	v_ashrrev_i32_e32 v59, 16, v57
	v_mul_u32_u24_e32 v58, v58, v58
	s_wait_loadcnt 0x8
	v_fmac_f32_e32 v74, v19, v64
	v_cvt_f32_ubyte1_e32 v63, v57
	v_fmac_f32_e32 v72, v18, v64
	v_cvt_f32_i32_e32 v69, v59
	v_cvt_f32_u32_e32 v58, v58
	s_wait_loadcnt 0x7
	v_fmac_f32_e32 v74, v14, v65
	v_fmac_f32_e32 v70, v20, v64
	v_fmac_f32_e32 v72, v13, v65
	v_fma_f32 v58, v69, v63, -v58
	s_wait_loadcnt 0x6
	v_fmac_f32_e32 v74, v9, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v72, v16, v66
	v_div_scale_f32 v59, null, v58, v58, 1.0
	s_wait_loadcnt 0x5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v74, v12, v67
	v_fmac_f32_e32 v72, v11, v67
	v_div_scale_f32 v62, vcc_lo, 1.0, v58, 1.0
	v_rcp_f32_e32 v60, v59
	s_wait_loadcnt 0x4
	v_fmac_f32_e32 v74, v7, v68
	v_fmac_f32_e32 v72, v6, v68
	s_wait_loadcnt 0x3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v74, v42, v73
	v_fmac_f32_e32 v72, v41, v73
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v61, -v59, v60, 1.0
	s_wait_loadcnt 0x2
	v_fmac_f32_e32 v74, v50, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v72, v49, v76
	v_fmac_f32_e32 v60, v61, v60
	s_wait_loadcnt 0x1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v74, v48, v79
	v_dual_fmac_f32 v72, v47, v79 :: v_dual_mul_f32 v61, v62, v60
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v74, v3, v82
	v_fmac_f32_e32 v70, v15, v65
	v_fmac_f32_e32 v72, v2, v82
	v_cvt_f32_ubyte0_e32 v65, v57
	v_fma_f32 v64, -v59, v61, v62
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v70, v10, v66
	v_sub_f32_e32 v66, v44, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v57, v72, v65
	v_dual_fmac_f32 v61, v64, v60 :: v_dual_sub_f32 v64, v45, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v70, v5, v67 :: v_dual_mul_f32 v71, v66, v65
	v_fma_f32 v57, v66, v69, -v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v59, -v59, v61, v62
	v_fmac_f32_e32 v70, v8, v68
	v_mul_f32_e32 v68, v74, v65
	v_fma_f32 v71, v72, v63, -v71
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v59, v59, v60, v61
	v_mul_f32_e32 v60, v64, v65
	v_fmac_f32_e32 v70, v43, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v58, v59, v58, 1.0
	v_fma_f32 v59, v74, v63, -v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v55, v76
	v_dual_mul_f32 v59, v59, v58 :: v_dual_fmac_f32 v70, v1, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v4, v82
	v_sub_f32_e32 v67, v46, v70
	v_mul_f32_e32 v62, v70, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v61, v67, v65
	v_fma_f32 v62, v67, v69, -v62
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f32 v60, v70, v63, -v61
	v_fma_f32 v61, v64, v69, -v68
	v_mul_f32_e32 v68, v71, v58
	v_mul_f32_e32 v71, v57, v58
	v_mul_f32_e32 v75, v62, v58
	v_mul_f32_e32 v60, v60, v58
	v_mul_f32_e32 v73, v61, v58
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v68
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v57, 1.0, v68, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v59
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v57, 0x41f80000, v57 :: v_dual_cndmask_b32 v58, 1.0, v59
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v60
	v_rndne_f32_e32 v57, v57
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v58, 0x427c0000, v58 :: v_dual_cndmask_b32 v61, 1.0, v60
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v71
	v_rndne_f32_e32 v58, v58
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v61, 0x41f80000, v61 :: v_dual_cndmask_b32 v62, 1.0, v71
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v73
	v_rndne_f32_e32 v61, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v62, 0x41f80000, v62
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v76, 1.0, v73, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v75
	v_rndne_f32_e32 v62, v62
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v76, 0x427c0000, v76 :: v_dual_cndmask_b32 v77, 1.0, v75
	v_cmp_ngt_f32_e32 vcc_lo, 0, v68
	v_rndne_f32_e32 v76, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v77, 0x41f80000, v77
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v57, 0, v57, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v59
	v_rndne_f32_e32 v77, v77
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v68, 0x3d043571, v57 :: v_dual_cndmask_b32 v59, 0, v58
	v_cmp_ngt_f32_e32 vcc_lo, 0, v60
	v_mul_f32_e32 v78, v68, v68
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v58, 0, v61, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v71
	v_mul_f32_e32 v71, 0x3c81b119, v59
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v61, 0, v62, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v73
	v_mul_f32_e32 v73, 0x3d043571, v58
	s_wait_alu depctr_va_vcc(0)
	v_dual_mul_f32 v79, v71, v71 :: v_dual_cndmask_b32 v62, 0, v76
	v_cmp_ngt_f32_e32 vcc_lo, 0, v75
	v_mul_f32_e32 v75, 0x3d043571, v61
	v_mul_f32_e32 v80, v73, v73
	v_mul_f32_e32 v70, v70, v73
	v_mul_f32_e32 v76, 0x3c81b119, v62
	s_wait_alu depctr_va_vcc(0)
	v_dual_cndmask_b32 v60, 0, v77 :: v_dual_mul_f32 v81, v75, v75
	v_mul_f32_e32 v84, v68, v75
	v_mul_f32_e32 v68, v72, v68
	v_mul_f32_e32 v82, v76, v76
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v77, 0x3d043571, v60
	v_mul_f32_e32 v85, v71, v76
	v_mul_f32_e32 v71, v74, v71
	v_mul_f32_e32 v72, v81, v63
	v_fma_f32 v68, v84, v65, -v68
	v_mul_f32_e32 v83, v77, v77
	v_dual_mul_f32 v86, v73, v77 :: v_dual_mul_f32 v73, v82, v63
	v_fma_f32 v71, v85, v65, -v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v72, v78, v69 :: v_dual_mul_f32 v63, v83, v63
	v_fma_f32 v65, v86, v65, -v70
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v73, v79, v69
	v_fma_f32 v66, -v66, v75, v68
	v_fma_f32 v64, -v64, v76, v71
	v_fmac_f32_e32 v63, v80, v69
	v_fma_f32 v65, -v67, v77, v65
	v_dual_fmac_f32 v72, 2.0, v66 :: v_dual_fmac_f32 v73, 2.0, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v63, 2.0, v65
	v_add_f32_e32 v64, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v63, v63, v64
	v_mul_f32_e32 v63, 0x3e800000, v63
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e32 v63, v53
	s_cbranch_execz .LBB0_87
; %bb.84:
	v_cvt_u32_f32_e32 v51, v62
	v_cvt_u32_f32_e32 v52, v61
	v_cvt_u32_f32_e32 v53, v59
	v_cvt_u32_f32_e32 v54, v60
	v_cvt_u32_f32_e32 v57, v57
	v_lshlrev_b16 v51, 5, v51
	v_cvt_u32_f32_e32 v58, v58
	v_lshlrev_b16 v53, 5, v53
	v_lshlrev_b16 v52, 11, v52
	v_lshlrev_b16 v57, 11, v57
	v_or_b32_e32 v51, v51, v54
	s_mov_b32 s3, exec_lo
	v_or_b32_e32 v54, v53, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v53, v51, v52
	v_or_b32_e32 v51, v54, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v52, v53
	v_cmpx_gt_u16_e64 v51, v53
; %bb.85:
	v_not_b32_e32 v52, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v52, 1, v52
	v_and_b32_e32 v54, 0x55555555, v52
	v_dual_mov_b32 v52, v51 :: v_dual_mov_b32 v51, v53
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v56, v54, v56
; %bb.86:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v53, v63 :: v_dual_mov_b32 v54, v56
.LBB0_87:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_88:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB0_96
; %bb.89:
	v_or_b32_e32 v56, 0x80, v0
	s_mov_b32 s5, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e32 0xa0, v56
	s_cbranch_execz .LBB0_95
; %bb.90:
	v_lshlrev_b32_e32 v56, 2, v0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, alphaTable3@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, alphaTable3@rel32@hi+24
	s_getpc_b64 s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s3, s3
	s_add_co_u32 s2, s2, _ZL6prods3@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s3, s3, _ZL6prods3@rel32@hi+24
	ds_load_b32 v56, v56 offset:512
	s_wait_dscnt 0x0
	v_lshrrev_b32_e32 v58, 2, v56
	v_lshrrev_b32_e32 v60, 4, v56
	v_lshrrev_b32_e32 v67, 18, v56
	v_lshrrev_b32_e32 v68, 20, v56
	v_lshrrev_b32_e32 v61, 6, v56
	v_and_b32_e32 v58, 12, v58
	v_and_b32_e32 v60, 12, v60
	v_and_b32_e32 v67, 12, v67
	v_and_b32_e32 v68, 12, v68
	v_lshrrev_b32_e32 v62, 8, v56
	s_clause 0x2
	global_load_b32 v71, v58, s[0:1]
	global_load_b32 v58, v58, s[2:3]
	global_load_b32 v72, v60, s[2:3]
	v_and_b32_e32 v59, 12, v56
	s_clause 0x1
	global_load_b32 v83, v67, s[2:3]
	global_load_b32 v84, v68, s[2:3]
	global_load_b32 v60, v60, s[0:1]
	v_lshrrev_b32_e32 v63, 10, v56
	v_lshrrev_b32_e32 v65, 14, v56
	s_clause 0x1
	global_load_b32 v69, v59, s[0:1]
	global_load_b32 v59, v59, s[2:3]
	v_and_b32_e32 v57, 3, v56
	v_lshrrev_b32_e32 v73, 22, v56
	v_lshrrev_b32_e32 v64, 12, v56
	v_lshrrev_b32_e32 v66, 16, v56
	v_lshrrev_b32_e32 v76, 24, v56
	v_lshlrev_b32_e32 v57, 2, v57
	v_lshrrev_b32_e32 v79, 26, v56
	v_lshrrev_b32_e32 v82, 28, v56
	s_clause 0x1
	global_load_b32 v70, v57, s[0:1]
	global_load_b32 v57, v57, s[2:3]
	v_and_b32_e32 v61, 12, v61
	v_and_b32_e32 v65, 12, v65
	v_and_b32_e32 v73, 12, v73
	v_and_b32_e32 v76, 12, v76
	v_and_b32_e32 v79, 12, v79
	s_wait_loadcnt 0x1
	v_fma_f32 v38, v38, v70, 0
	v_fma_f32 v39, v39, v70, 0
	v_fma_f32 v37, v37, v70, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v38, v33, v69
	v_fmac_f32_e32 v39, v34, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v37, v40, v69 :: v_dual_and_b32 v62, 12, v62
	v_fmac_f32_e32 v38, v36, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v39, v29, v71
	v_dual_fmac_f32 v37, v35, v71 :: v_dual_and_b32 v66, 12, v66
	v_and_b32_e32 v82, 12, v82
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v38, v31, v60 :: v_dual_and_b32 v63, 12, v63
	v_fmac_f32_e32 v39, v32, v60
	v_and_b32_e32 v64, 12, v64
	s_clause 0x5
	global_load_b32 v74, v61, s[2:3]
	global_load_b32 v75, v62, s[2:3]
	global_load_b32 v77, v63, s[2:3]
	global_load_b32 v78, v64, s[2:3]
	global_load_b32 v80, v65, s[2:3]
	global_load_b32 v81, v66, s[2:3]
	v_fmac_f32_e32 v37, v30, v60
	s_clause 0x1
	global_load_b32 v85, v73, s[2:3]
	global_load_b32 v86, v76, s[2:3]
	global_load_b32 v61, v61, s[0:1]
	s_clause 0x1
	global_load_b32 v87, v79, s[2:3]
	global_load_b32 v88, v82, s[2:3]
	s_clause 0xa
	global_load_b32 v62, v62, s[0:1]
	global_load_b32 v63, v63, s[0:1]
	global_load_b32 v64, v64, s[0:1]
	global_load_b32 v65, v65, s[0:1]
	global_load_b32 v66, v66, s[0:1]
	global_load_b32 v67, v67, s[0:1]
	global_load_b32 v68, v68, s[0:1]
	global_load_b32 v73, v73, s[0:1]
	global_load_b32 v76, v76, s[0:1]
	global_load_b32 v79, v79, s[0:1]
	global_load_b32 v82, v82, s[0:1]
	s_mov_b32 s0, exec_lo
	s_wait_loadcnt 0xd
	v_fmac_f32_e32 v38, v26, v61
	v_fmac_f32_e32 v39, v27, v61
	v_fmac_f32_e32 v37, v25, v61
	s_wait_loadcnt 0xa
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v21, v62
	s_wait_loadcnt 0x9
	v_dual_fmac_f32 v39, v22, v62 :: v_dual_fmac_f32 v38, v24, v63
	s_wait_loadcnt 0x8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v19, v64
	s_wait_loadcnt 0x7
	v_fmac_f32_e32 v38, v14, v65
	s_wait_loadcnt 0x6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v38, v9, v66 :: v_dual_add_nc_u32 v57, v59, v57
	s_wait_loadcnt 0x5
	v_fmac_f32_e32 v38, v12, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v57, v57, v58, v72
	s_wait_loadcnt 0x4
	v_dual_fmac_f32 v39, v17, v63 :: v_dual_fmac_f32 v38, v7, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v57, v57, v74, v75
	s_wait_loadcnt 0x3
	v_fmac_f32_e32 v38, v42, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v57, v57, v77, v78
	s_wait_loadcnt 0x2
	v_fmac_f32_e32 v38, v50, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v34, v57, v80, v81
	s_wait_loadcnt 0x1
	v_fmac_f32_e32 v38, v48, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v29, v34, v83, v84
	s_wait_loadcnt 0x0
	v_dual_fmac_f32 v39, v20, v64 :: v_dual_fmac_f32 v38, v3, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v29, v29, v85, v86
	v_dual_fmac_f32 v39, v15, v65 :: v_dual_sub_f32 v12, v45, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v25, v29, v87, v88
	v_fmac_f32_e32 v37, v28, v62
	v_dual_fmac_f32 v39, v10, v66 :: v_dual_and_b32 v22, 0xff, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v37, v23, v63
	v_ashrrev_i32_e32 v17, 16, v25
	v_cvt_f32_ubyte1_e32 v20, v25
	v_fmac_f32_e32 v39, v5, v67
	v_mul_u32_u24_e32 v21, v22, v22
	v_fmac_f32_e32 v37, v18, v64
	v_cvt_f32_i32_e32 v17, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v39, v8, v68
	v_cvt_f32_u32_e32 v21, v21
	v_cvt_f32_ubyte0_e32 v8, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v39, v43, v73
	v_fma_f32 v15, v17, v20, -v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v39, v55, v76
	v_div_scale_f32 v10, null, v15, v15, 1.0
	v_div_scale_f32 v7, vcc_lo, 1.0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v39, v1, v79
	v_rcp_f32_e32 v5, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v39, v4, v82
	v_fmac_f32_e32 v37, v13, v65
	v_sub_f32_e32 v9, v46, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v37, v16, v66
	v_fmac_f32_e32 v37, v11, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v37, v6, v68
	v_fma_f32 v6, -v10, v5, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v37, v41, v73
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v38, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v37, v49, v76
	v_mul_f32_e32 v1, v7, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v6, v12, v17, -v6
	v_fmac_f32_e32 v37, v47, v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v4, -v10, v1, v7
	v_fmac_f32_e32 v37, v2, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v4, v5 :: v_dual_mul_f32 v2, v39, v8
	v_sub_f32_e32 v11, v44, v37
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f32 v4, -v10, v1, v7
	v_mul_f32_e32 v3, v37, v8
	v_mul_f32_e32 v7, v9, v8
	v_fma_f32 v2, v9, v17, -v2
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v1, v4, v5, v1
	v_mul_f32_e32 v4, v11, v8
	v_mul_f32_e32 v5, v12, v8
	v_fma_f32 v7, v39, v20, -v7
	v_fma_f32 v3, v11, v17, -v3
	v_div_fixup_f32 v1, v1, v15, 1.0
	v_fma_f32 v4, v37, v20, -v4
	v_fma_f32 v5, v38, v20, -v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v10, v2, v1
	v_mul_f32_e32 v4, v4, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v2, v5, v1
	v_mul_f32_e32 v7, v7, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v5, v6, v1
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v4
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v1, 1.0, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v2
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x41f80000, v1 :: v_dual_cndmask_b32 v6, 1.0, v2
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v7
	v_rndne_f32_e32 v1, v1
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v6, 0x427c0000, v6 :: v_dual_cndmask_b32 v13, 1.0, v7
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v3
	v_rndne_f32_e32 v6, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, 0x41f80000, v13 :: v_dual_cndmask_b32 v14, 1.0, v3
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v5
	v_rndne_f32_e32 v13, v13
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v14, 0x41f80000, v14 :: v_dual_cndmask_b32 v15, 1.0, v5
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v10
	v_rndne_f32_e32 v14, v14
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v16, 1.0, v10, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, 0x41f80000, v16
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v2, 0, v6, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v4
	v_rndne_f32_e32 v16, v16
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v4, 0, v1, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0x3d043571, v4
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v1, 0, v13, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v3
	v_dual_mul_f32 v18, v7, v7 :: v_dual_mul_f32 v13, 0x3d043571, v1
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, 0, v14, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v21, v13, v13 :: v_dual_mul_f32 v14, 0x3d043571, v3
	v_mul_f32_e32 v22, v14, v14
	v_mul_f32_e32 v25, v7, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, v37, v7 :: v_dual_mul_f32 v22, v22, v20
	v_fma_f32 v7, v25, v8, -v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v22, v18, v17
	v_fma_f32 v7, -v11, v14, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, 2.0, v7
	v_mul_f32_e32 v15, 0x427c0000, v15
	v_rndne_f32_e32 v15, v15
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v6, 0, v15, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v10
	v_mul_f32_e32 v10, 0x3c81b119, v2
	v_mul_f32_e32 v15, 0x3c81b119, v6
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v5, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, v10, v10
	v_dual_mul_f32 v23, v15, v15 :: v_dual_mul_f32 v16, 0x3d043571, v5
	v_mul_f32_e32 v26, v10, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v10, v38, v10 :: v_dual_mul_f32 v23, v23, v20
	v_mul_f32_e32 v24, v16, v16
	v_mul_f32_e32 v27, v13, v16
	v_mul_f32_e32 v13, v39, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v10, v26, v8, -v10
	v_dual_fmac_f32 v23, v19, v17 :: v_dual_mul_f32 v20, v24, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v8, v27, v8, -v13
	v_fma_f32 v10, -v12, v15, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v20, v21, v17
	v_fma_f32 v8, -v9, v16, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v23, 2.0, v10 :: v_dual_fmac_f32 v20, 2.0, v8
	v_add_f32_e32 v7, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v20, v7
	v_mul_f32_e32 v7, 0x3e800000, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e32 v7, v53
	s_cbranch_execz .LBB0_94
; %bb.91:
	v_cvt_pk_u16_f32 v2, v4, v2
	v_cvt_u32_f32_e32 v4, v6
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v1, v1
	v_pk_lshlrev_b16 v2, 0x5000b, v2
	v_lshlrev_b16 v4, 5, v4
	v_lshlrev_b16 v3, 11, v3
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v6, 16, v2
	v_or_b32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v5, v6, v1
	v_or_b32_e32 v1, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v51, v5, v2
	v_mov_b32_e32 v52, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_gt_u16_e64 v51, v1
; %bb.92:
	v_not_b32_e32 v2, v56
	v_dual_mov_b32 v52, v51 :: v_dual_mov_b32 v51, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 1, v2
	v_and_b32_e32 v2, 0x55555555, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_xor_b32_e32 v56, v2, v56
; %bb.93:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v53, v7 :: v_dual_mov_b32 v54, v56
.LBB0_94:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_95:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s5
.LBB0_96:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
.LBB0_97:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_wait_dscnt 0x3
	v_dual_mov_b32 v3, 0x7f7fffff :: v_dual_lshlrev_b32 v2, 2, v0
	v_cmp_gt_u32_e32 vcc_lo, 32, v0
	ds_store_2addr_stride64_b32 v2, v0, v53 offset0:4 offset1:5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_add_nc_u32_e32 v1, 0x500, v2
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v2 offset:1280
	s_and_saveexec_b32 s0, vcc_lo
; %bb.98:
	ds_load_b32 v3, v1 offset:128
; %bb.99:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v2, 0x400, v2
	s_and_saveexec_b32 s0, vcc_lo
; %bb.100:
	ds_load_b32 v5, v2 offset:128
; %bb.101:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_103
; %bb.102:
	ds_store_b32 v1, v3
	ds_store_b32 v2, v5
.LBB0_103:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e32 vcc_lo, 48, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.104:
	ds_load_b32 v3, v1 offset:64
; %bb.105:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.106:
	ds_load_b32 v5, v2 offset:64
; %bb.107:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_109
; %bb.108:
	ds_store_b32 v1, v3
	ds_store_b32 v2, v5
.LBB0_109:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e32 vcc_lo, 56, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.110:
	ds_load_b32 v3, v1 offset:32
; %bb.111:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.112:
	ds_load_b32 v5, v2 offset:32
; %bb.113:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_115
; %bb.114:
	ds_store_b32 v1, v3
	ds_store_b32 v2, v5
.LBB0_115:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e32 vcc_lo, 60, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.116:
	ds_load_b32 v3, v1 offset:16
; %bb.117:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.118:
	ds_load_b32 v5, v2 offset:16
; %bb.119:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_121
; %bb.120:
	ds_store_b32 v1, v3
	ds_store_b32 v2, v5
.LBB0_121:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e32 vcc_lo, 62, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.122:
	ds_load_b32 v3, v1 offset:8
; %bb.123:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.124:
	ds_load_b32 v5, v2 offset:8
; %bb.125:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_127
; %bb.126:
	ds_store_b32 v1, v3
	ds_store_b32 v2, v5
.LBB0_127:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_gt_u32_e32 vcc_lo, 63, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.128:
	ds_load_b32 v3, v1 offset:4
; %bb.129:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.130:
	ds_load_b32 v5, v2 offset:4
; %bb.131:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_133
; %bb.132:
	ds_store_b32 v1, v3
	ds_store_b32 v2, v5
.LBB0_133:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v1, 0
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v2, v1 offset:1024
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_eq_u32_e64 v0, v2
	s_cbranch_execz .LBB0_135
; %bb.134:
	ds_load_b128 v[2:5], v1 offset:1792
	ds_load_b128 v[6:9], v1 offset:1808
	ds_load_b128 v[10:13], v1 offset:1824
	v_cmp_ne_u16_e32 vcc_lo, v51, v52
	ds_load_b128 v[14:17], v1 offset:1840
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s10, ttmp9
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s1, s0, 31
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v0, 0, v54, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 3
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[0:1], s[8:9], s[0:1]
	s_wait_dscnt 0x3
	v_lshlrev_b32_e32 v3, 1, v3
	v_lshlrev_b32_e32 v4, 1, v4
	v_lshlrev_b32_e32 v5, 1, v5
	v_lshlrev_b32_e32 v2, 1, v2
	s_wait_dscnt 0x2
	v_lshlrev_b32_e32 v6, 1, v6
	v_lshlrev_b32_e32 v7, 1, v7
	v_lshrrev_b32_e32 v3, v3, v0
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshlrev_b32_e32 v8, 1, v8
	v_lshlrev_b32_e32 v9, 1, v9
	v_bfe_u32 v2, v0, v2, 2
	v_lshrrev_b32_e32 v6, v6, v0
	v_lshrrev_b32_e32 v7, v7, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 4, v4
	v_lshlrev_b32_e32 v5, 6, v5
	s_wait_dscnt 0x1
	v_lshlrev_b32_e32 v10, 1, v10
	v_lshlrev_b32_e32 v11, 1, v11
	v_lshrrev_b32_e32 v8, v8, v0
	v_lshrrev_b32_e32 v9, v9, v0
	v_lshlrev_b32_e32 v6, 8, v6
	v_lshlrev_b32_e32 v7, 10, v7
	v_and_or_b32 v2, v3, 12, v2
	v_and_b32_e32 v3, 48, v4
	v_and_b32_e32 v4, 0xc0, v5
	v_lshrrev_b32_e32 v10, v10, v0
	v_lshrrev_b32_e32 v11, v11, v0
	v_lshlrev_b32_e32 v5, 12, v8
	v_lshlrev_b32_e32 v8, 14, v9
	v_and_b32_e32 v6, 0x300, v6
	v_and_b32_e32 v7, 0xc00, v7
	v_or3_b32 v2, v2, v3, v4
	v_lshlrev_b32_e32 v12, 1, v12
	v_lshlrev_b32_e32 v13, 1, v13
	v_lshlrev_b32_e32 v3, 16, v10
	v_lshlrev_b32_e32 v4, 18, v11
	v_and_b32_e32 v5, 0x3000, v5
	v_and_b32_e32 v8, 0xc000, v8
	v_or3_b32 v2, v2, v6, v7
	v_lshrrev_b32_e32 v6, v12, v0
	v_lshrrev_b32_e32 v7, v13, v0
	v_and_b32_e32 v3, 0x30000, v3
	v_and_b32_e32 v4, 0xc0000, v4
	v_or3_b32 v2, v2, v5, v8
	s_wait_dscnt 0x0
	v_lshlrev_b32_e32 v5, 1, v14
	v_lshlrev_b32_e32 v8, 1, v15
	v_lshlrev_b32_e32 v6, 20, v6
	v_lshlrev_b32_e32 v7, 22, v7
	v_or3_b32 v2, v2, v3, v4
	v_lshrrev_b32_e32 v3, v5, v0
	v_lshrrev_b32_e32 v4, v8, v0
	v_lshlrev_b32_e32 v5, 1, v16
	v_and_b32_e32 v6, 0x300000, v6
	v_and_b32_e32 v7, 0xc00000, v7
	v_lshlrev_b32_e32 v3, 24, v3
	v_lshlrev_b32_e32 v4, 26, v4
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshlrev_b32_e32 v8, 1, v17
	v_or3_b32 v2, v2, v6, v7
	v_and_b32_e32 v3, 0x3000000, v3
	v_and_b32_e32 v4, 0xc000000, v4
	v_lshlrev_b32_e32 v5, 28, v5
	v_lshrrev_b32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or3_b32 v2, v2, v3, v4
	v_and_b32_e32 v3, 0x30000000, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v0, 30, v0
	v_and_b32_e32 v4, 0xffff, v51
	v_lshlrev_b32_e32 v5, 16, v52
	v_or3_b32 v3, v2, v3, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v2, v5, v4
	global_store_b64 v1, v[2:3], s[0:1]
.LBB0_135:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
		.amdhsa_group_segment_fixed_size 1868
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 118
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
	.size	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi, .Lfunc_end0-_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
                                        ; -- End function
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_vgpr, 95
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_agpr, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.numbered_sgpr, 11
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_named_barrier, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.private_seg_size, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.uses_vcc, 1
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.uses_flat_scratch, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_dyn_sized_stack, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_recursion, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15092
; TotalNumSgprs: 13
; NumVgprs: 95
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1868 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 95
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
	.protected	alphaTable4             ; @alphaTable4
	.type	alphaTable4,@object
	.section	.rodata,"a",@progbits
	.globl	alphaTable4
	.p2align	4, 0x0
alphaTable4:
	.long	0x41100000                      ; float 9
	.long	0x00000000                      ; float 0
	.long	0x40c00000                      ; float 6
	.long	0x40400000                      ; float 3
	.size	alphaTable4, 16

	.protected	alphaTable3             ; @alphaTable3
	.type	alphaTable3,@object
	.globl	alphaTable3
	.p2align	4, 0x0
alphaTable3:
	.long	0x40800000                      ; float 4
	.long	0x00000000                      ; float 0
	.long	0x40000000                      ; float 2
	.long	0x40000000                      ; float 2
	.size	alphaTable3, 16

	.type	_ZL6prods4,@object              ; @_ZL6prods4
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
_ZL6prods4:
	.long	589824                          ; 0x90000
	.long	2304                            ; 0x900
	.long	262402                          ; 0x40102
	.long	66562                           ; 0x10402
	.size	_ZL6prods4, 16

	.type	_ZL6prods3,@object              ; @_ZL6prods3
	.p2align	4, 0x0
_ZL6prods3:
	.long	262144                          ; 0x40000
	.long	1024                            ; 0x400
	.long	262401                          ; 0x40101
	.long	66561                           ; 0x10401
	.size	_ZL6prods3, 16

	.type	__hip_cuid_c1d88f655f02d9fa,@object ; @__hip_cuid_c1d88f655f02d9fa
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c1d88f655f02d9fa
__hip_cuid_c1d88f655f02d9fa:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c1d88f655f02d9fa, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym alphaTable4
	.addrsig_sym alphaTable3
	.addrsig_sym __hip_cuid_c1d88f655f02d9fa
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1868
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     95
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
