	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi ; -- Begin function _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
	.globl	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
	.p2align	8
	.type	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi,@function
_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi: ; @_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
; %bb.0:
	s_clause 0x2
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x18
	v_cmp_lt_u32_e64 s1, 15, v0
	v_cmp_gt_u32_e64 s0, 16, v0
	v_mad_u32_u24 v7, v0, 12, 0x600
	v_mul_u32_u24_e32 v8, 12, v0
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s7, s6
	v_lshl_or_b32 v1, s5, 4, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e64 v2, null, s11, v2, vcc_lo
	global_load_dword v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v2, v1
	v_cvt_f32_ubyte1_e32 v3, v1
	v_cvt_f32_ubyte2_e32 v1, v1
	v_mul_f32_e32 v2, 0x3b808081, v2
	v_mul_f32_e32 v3, 0x3b808081, v3
	v_mul_f32_e32 v1, 0x3b808081, v1
	ds_write2_b32 v7, v2, v3 offset1:1
	ds_write_b32 v8, v1 offset:1544
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v23, 0
	v_add_nc_u32_e64 v3, 0x400, 0
	v_mov_b32_e32 v13, 0x614
	v_mov_b32_e32 v5, 0x60c
	v_mov_b32_e32 v9, 0x61c
	ds_read_b64 v[1:2], v23 offset:1536
	ds_read2_b32 v[3:4], v3 offset0:130 offset1:175
	v_mov_b32_e32 v11, 0x624
	ds_read2_b32 v[5:6], v5 offset1:1
	ds_read2_b32 v[9:10], v9 offset1:1
	ds_read2_b32 v[11:12], v11 offset1:1
	v_mov_b32_e32 v15, 0x62c
	v_mov_b32_e32 v17, 0x634
	v_mov_b32_e32 v19, 0x63c
	v_mov_b32_e32 v21, 0x644
	v_mov_b32_e32 v24, 0x64c
	ds_read2_b32 v[15:16], v15 offset1:1
	ds_read2_b32 v[17:18], v17 offset1:1
	ds_read2_b32 v[19:20], v19 offset1:1
	ds_read2_b32 v[21:22], v21 offset1:1
	v_mov_b32_e32 v25, 0x654
	v_mov_b32_e32 v27, 0x664
	v_mov_b32_e32 v26, 0x65c
	v_mov_b32_e32 v28, 0x66c
	v_mov_b32_e32 v29, 0x674
	v_mov_b32_e32 v30, 0x67c
	v_mov_b32_e32 v31, 0x684
	s_waitcnt lgkmcnt(8)
	ds_write_b64 v23, v[1:2] offset:1856
	s_waitcnt lgkmcnt(8)
	ds_write_b32 v23, v3 offset:1864
	ds_read_b96 v[1:3], v23 offset:1856
	ds_read2_b32 v[13:14], v13 offset1:1
	v_mov_b32_e32 v32, 0x68c
	v_mov_b32_e32 v33, 0x694
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v1
	v_add_f32_e32 v6, v6, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v13, v3
	ds_read2_b32 v[1:2], v24 offset1:1
	v_add_f32_e32 v13, v14, v5
	v_add_f32_e32 v14, v9, v6
	v_add_f32_e32 v3, v10, v3
	ds_read2_b32 v[5:6], v25 offset1:1
	ds_read2_b32 v[9:10], v26 offset1:1
	v_mov_b32_e32 v26, 0x6ac
	v_add_f32_e32 v13, v11, v13
	v_add_f32_e32 v14, v12, v14
	ds_read2_b32 v[11:12], v27 offset1:1
	v_add_f32_e32 v3, v15, v3
	v_mov_b32_e32 v24, 0x69c
	v_add_f32_e32 v25, v16, v13
	v_add_f32_e32 v17, v17, v14
	ds_read2_b32 v[13:14], v28 offset1:1
	ds_read2_b32 v[15:16], v29 offset1:1
	v_add_f32_e32 v3, v18, v3
	v_add_f32_e32 v19, v19, v25
	v_add_f32_e32 v20, v20, v17
	ds_read2_b32 v[17:18], v30 offset1:1
	v_add_f32_e32 v3, v21, v3
	v_mov_b32_e32 v21, 0x6a4
	v_add_f32_e32 v22, v22, v19
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v25, v1, v20
	v_add_f32_e32 v3, v2, v3
	ds_read2_b32 v[1:2], v31 offset1:1
	ds_read2_b32 v[19:20], v32 offset1:1
	s_waitcnt lgkmcnt(7)
	v_add_f32_e32 v22, v5, v22
	v_add_f32_e32 v25, v6, v25
	ds_read2_b32 v[5:6], v33 offset1:1
	s_waitcnt lgkmcnt(7)
	v_add_f32_e32 v3, v9, v3
	v_add_f32_e32 v22, v10, v22
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v25, v11, v25
	v_add_f32_e32 v3, v12, v3
	ds_read2_b32 v[9:10], v24 offset1:1
	ds_read2_b32 v[11:12], v21 offset1:1
	s_waitcnt lgkmcnt(7)
	v_add_f32_e32 v21, v13, v22
	v_add_f32_e32 v22, v14, v25
	ds_read2_b32 v[13:14], v26 offset1:1
	s_waitcnt lgkmcnt(7)
	v_add_f32_e32 v3, v15, v3
	v_mov_b32_e32 v15, 0x6b4
	v_add_f32_e32 v21, v16, v21
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v17, v17, v22
	v_add_f32_e32 v3, v18, v3
	ds_read2_b32 v[15:16], v15 offset1:1
	s_waitcnt lgkmcnt(6)
	v_add_f32_e32 v1, v1, v21
	v_add_f32_e32 v2, v2, v17
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v19, v3
	v_add_f32_e32 v1, v20, v1
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v2, v5, v2
	v_add_f32_e32 v3, v6, v3
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v9, v1
	v_add_f32_e32 v2, v10, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v3, v11, v3
	v_add_f32_e32 v1, v12, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v13, v2
	v_add_f32_e32 v3, v14, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v15, v1
	v_add_f32_e32 v2, v16, v2
	v_add_f32_e32 v3, v4, v3
	ds_write_b96 v23, v[1:3] offset:1856
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s4
	v_mul_u32_u24_e32 v2, 24, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b32 s4, s1
	s_xor_b32 s1, exec_lo, s4
; %bb.5:
	v_mul_u32_u24_e32 v1, 24, v0
; %bb.6:
	s_andn2_saveexec_b32 s1, s1
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v1, 0
	ds_read_b96 v[3:5], v1 offset:1856
	ds_read2_b32 v[9:10], v7 offset1:1
	ds_read_b32 v1, v8 offset:1544
	s_waitcnt lgkmcnt(1)
	v_fmamk_f32 v6, v3, 0xbd800000, v9
	v_fmac_f32_e32 v10, 0xbd800000, v4
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, 0xbd800000, v5
	v_mul_f32_e32 v3, v6, v6
	v_mul_f32_e32 v4, v6, v10
	v_mul_f32_e32 v5, v6, v1
	v_mul_f32_e32 v6, v10, v10
	v_mul_f32_e32 v9, v10, v1
	v_mul_f32_e32 v10, v1, v1
	v_mov_b32_e32 v1, v2
	ds_write2_b64 v2, v[3:4], v[5:6] offset0:80 offset1:81
	ds_write_b64 v2, v[9:10] offset:656
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s4, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read_b32 v9, v2 offset:832
	ds_read2_b64 v[3:6], v1 offset0:80 offset1:81
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v9, v3
	ds_write_b32 v1, v3 offset:640
	ds_read_b32 v3, v2 offset:836
	ds_read_b64 v[9:10], v1 offset:656
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v1, v3 offset:644
	ds_read_b32 v3, v2 offset:840
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	ds_write_b32 v1, v3 offset:648
	ds_read_b32 v3, v2 offset:844
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v6
	ds_write_b32 v1, v3 offset:652
	ds_read_b32 v3, v2 offset:848
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v9
	ds_write_b32 v1, v3 offset:656
	ds_read_b32 v3, v2 offset:852
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v10
	ds_write_b32 v1, v3 offset:660
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s4, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read_b32 v9, v2 offset:736
	ds_read2_b64 v[3:6], v1 offset0:80 offset1:81
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v9, v3
	ds_write_b32 v1, v3 offset:640
	ds_read_b32 v3, v2 offset:740
	ds_read_b64 v[9:10], v1 offset:656
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v1, v3 offset:644
	ds_read_b32 v3, v2 offset:744
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	ds_write_b32 v1, v3 offset:648
	ds_read_b32 v3, v2 offset:748
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v6
	ds_write_b32 v1, v3 offset:652
	ds_read_b32 v3, v2 offset:752
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v9
	ds_write_b32 v1, v3 offset:656
	ds_read_b32 v3, v2 offset:756
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v10
	ds_write_b32 v1, v3 offset:660
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s4, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_read_b32 v9, v2 offset:688
	ds_read2_b64 v[3:6], v1 offset0:80 offset1:81
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v9, v3
	ds_write_b32 v1, v3 offset:640
	ds_read_b32 v3, v2 offset:692
	ds_read_b64 v[9:10], v1 offset:656
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v1, v3 offset:644
	ds_read_b32 v3, v2 offset:696
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v5
	ds_write_b32 v1, v3 offset:648
	ds_read_b32 v3, v2 offset:700
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v6
	ds_write_b32 v1, v3 offset:652
	ds_read_b32 v3, v2 offset:704
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v9
	ds_write_b32 v1, v3 offset:656
	ds_read_b32 v2, v2 offset:708
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v10
	ds_write_b32 v1, v2 offset:660
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v6, 0
	ds_read_b32 v9, v6 offset:664
	ds_read2_b64 v[2:5], v1 offset0:80 offset1:81
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v9, v2
	ds_write_b32 v1, v2 offset:640
	ds_read_b32 v2, v6 offset:668
	ds_read_b64 v[9:10], v1 offset:656
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v3
	ds_write_b32 v1, v2 offset:644
	ds_read_b32 v2, v6 offset:672
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	ds_write_b32 v1, v2 offset:648
	ds_read_b32 v2, v6 offset:676
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	ds_write_b32 v1, v2 offset:652
	ds_read_b32 v2, v6 offset:680
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v9
	ds_write_b32 v1, v2 offset:656
	ds_read_b32 v2, v6 offset:684
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v10
	ds_write_b32 v1, v2 offset:660
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s1
	v_lshlrev_b32_e32 v54, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v5, 0
	ds_read_b128 v[1:4], v5 offset:640
	ds_read_b64 v[5:6], v5 offset:656
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v9, v1, v2
	v_add_f32_e32 v10, v2, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v3, v5
	v_add_f32_e32 v9, v9, v3
	v_add_f32_e32 v10, v10, v5
	v_add_f32_e32 v11, v11, v6
	v_max3_f32 v12, v9, v10, v11
	v_div_scale_f32 v13, null, v12, v12, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v12, 1.0
	v_rcp_f32_e32 v14, v13
	v_fma_f32 v15, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	v_mul_f32_e32 v15, v16, v14
	v_fma_f32 v17, -v13, v15, v16
	v_fmac_f32_e32 v15, v17, v14
	v_fma_f32 v13, -v13, v15, v16
	v_div_fmas_f32 v13, v13, v14, v15
	v_div_fixup_f32 v12, v13, v12, 1.0
	v_mul_f32_e32 v10, v10, v12
	v_mul_f32_e32 v9, v9, v12
	v_mul_f32_e32 v11, v11, v12
	v_mul_f32_e32 v13, v2, v10
	v_mul_f32_e32 v14, v4, v10
	v_mul_f32_e32 v10, v5, v10
	v_fmac_f32_e32 v13, v1, v9
	v_fmac_f32_e32 v14, v2, v9
	v_fmac_f32_e32 v10, v3, v9
	v_fmac_f32_e32 v13, v3, v11
	v_fmac_f32_e32 v14, v5, v11
	v_fmac_f32_e32 v10, v6, v11
	v_max3_f32 v9, v13, v14, v10
	v_div_scale_f32 v11, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v15, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	v_fma_f32 v17, -v11, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	v_fma_f32 v11, -v11, v15, v16
	v_div_fmas_f32 v11, v11, v12, v15
	v_div_fixup_f32 v9, v11, v9, 1.0
	v_mul_f32_e32 v11, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v10, v9
	v_mul_f32_e32 v13, v2, v11
	v_mul_f32_e32 v14, v4, v11
	v_mul_f32_e32 v11, v5, v11
	v_fmac_f32_e32 v13, v1, v12
	v_fmac_f32_e32 v14, v2, v12
	v_fmac_f32_e32 v11, v3, v12
	v_fmac_f32_e32 v13, v3, v9
	v_fmac_f32_e32 v14, v5, v9
	v_fmac_f32_e32 v11, v6, v9
	v_max3_f32 v9, v13, v14, v11
	v_div_scale_f32 v10, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v10
	v_fma_f32 v15, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	v_fma_f32 v17, -v10, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	v_fma_f32 v10, -v10, v15, v16
	v_div_fmas_f32 v10, v10, v12, v15
	v_div_fixup_f32 v9, v10, v9, 1.0
	v_mul_f32_e32 v10, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v11, v9
	v_mul_f32_e32 v13, v2, v10
	v_mul_f32_e32 v14, v4, v10
	v_mul_f32_e32 v10, v5, v10
	v_fmac_f32_e32 v13, v1, v12
	v_fmac_f32_e32 v14, v2, v12
	v_fmac_f32_e32 v10, v3, v12
	v_fmac_f32_e32 v13, v3, v9
	v_fmac_f32_e32 v14, v5, v9
	v_fmac_f32_e32 v10, v6, v9
	v_max3_f32 v9, v13, v14, v10
	v_div_scale_f32 v11, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v15, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	v_fma_f32 v17, -v11, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	v_fma_f32 v11, -v11, v15, v16
	v_div_fmas_f32 v11, v11, v12, v15
	v_div_fixup_f32 v9, v11, v9, 1.0
	v_mul_f32_e32 v11, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v10, v9
	v_mul_f32_e32 v13, v2, v11
	v_mul_f32_e32 v14, v4, v11
	v_mul_f32_e32 v11, v5, v11
	v_fmac_f32_e32 v13, v1, v12
	v_fmac_f32_e32 v14, v2, v12
	v_fmac_f32_e32 v11, v3, v12
	v_fmac_f32_e32 v13, v3, v9
	v_fmac_f32_e32 v14, v5, v9
	v_fmac_f32_e32 v11, v6, v9
	v_max3_f32 v9, v13, v14, v11
	v_div_scale_f32 v10, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v10
	v_fma_f32 v15, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	v_fma_f32 v17, -v10, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	v_fma_f32 v10, -v10, v15, v16
	v_div_fmas_f32 v10, v10, v12, v15
	v_div_fixup_f32 v9, v10, v9, 1.0
	v_mul_f32_e32 v10, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v11, v9
	v_mul_f32_e32 v13, v2, v10
	v_mul_f32_e32 v14, v4, v10
	v_mul_f32_e32 v10, v5, v10
	v_fmac_f32_e32 v13, v1, v12
	v_fmac_f32_e32 v14, v2, v12
	v_fmac_f32_e32 v10, v3, v12
	v_fmac_f32_e32 v13, v3, v9
	v_fmac_f32_e32 v14, v5, v9
	v_fmac_f32_e32 v10, v6, v9
	v_max3_f32 v9, v13, v14, v10
	v_div_scale_f32 v11, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v15, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	v_fma_f32 v17, -v11, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	v_fma_f32 v11, -v11, v15, v16
	v_div_fmas_f32 v11, v11, v12, v15
	v_div_fixup_f32 v9, v11, v9, 1.0
	v_mul_f32_e32 v11, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v10, v9
	v_mul_f32_e32 v13, v2, v11
	v_mul_f32_e32 v14, v4, v11
	v_mul_f32_e32 v11, v5, v11
	v_fmac_f32_e32 v13, v1, v12
	v_fmac_f32_e32 v14, v2, v12
	v_fmac_f32_e32 v11, v3, v12
	v_fmac_f32_e32 v13, v3, v9
	v_fmac_f32_e32 v14, v5, v9
	v_fmac_f32_e32 v11, v6, v9
	v_max3_f32 v9, v13, v14, v11
	v_div_scale_f32 v10, null, v9, v9, 1.0
	v_div_scale_f32 v16, vcc_lo, 1.0, v9, 1.0
	v_rcp_f32_e32 v12, v10
	v_fma_f32 v15, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	v_mul_f32_e32 v15, v16, v12
	v_fma_f32 v17, -v10, v15, v16
	v_fmac_f32_e32 v15, v17, v12
	v_fma_f32 v10, -v10, v15, v16
	v_div_fmas_f32 v10, v10, v12, v15
	v_div_fixup_f32 v9, v10, v9, 1.0
	v_mul_f32_e32 v10, v14, v9
	v_mul_f32_e32 v12, v13, v9
	v_mul_f32_e32 v9, v11, v9
	v_mul_f32_e32 v13, v2, v10
	v_mul_f32_e32 v4, v4, v10
	v_mul_f32_e32 v10, v5, v10
	v_fmac_f32_e32 v13, v1, v12
	v_fmac_f32_e32 v4, v2, v12
	v_fmac_f32_e32 v10, v3, v12
	v_fmac_f32_e32 v13, v3, v9
	v_fmac_f32_e32 v4, v5, v9
	v_fmac_f32_e32 v10, v6, v9
	v_max3_f32 v3, v13, v4, v10
	v_div_scale_f32 v5, null, v3, v3, 1.0
	v_div_scale_f32 v9, vcc_lo, 1.0, v3, 1.0
	v_rcp_f32_e32 v6, v5
	v_fma_f32 v1, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v1, v6
	v_mul_f32_e32 v11, v9, v6
	v_fma_f32 v1, -v5, v11, v9
	v_fmac_f32_e32 v11, v1, v6
	ds_read2_b32 v[1:2], v7 offset1:1
	v_fma_f32 v5, -v5, v11, v9
	v_div_fmas_f32 v5, v5, v6, v11
	ds_read_b32 v6, v8 offset:1544
	v_div_fixup_f32 v3, v5, v3, 1.0
	v_mul_f32_e32 v4, v4, v3
	v_mul_f32_e32 v5, v13, v3
	v_mul_f32_e32 v3, v10, v3
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v2, v2, v4
	v_fmac_f32_e32 v2, v1, v5
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v6, v3
	ds_write_b32 v1, v2 offset:1728
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_lshlrev_b32_e32 v5, 2, v0
	v_mov_b32_e32 v6, 0
	ds_read_b32 v21, v5 offset:1728
	ds_read_b128 v[1:4], v6 offset:1728
	ds_read_b128 v[9:12], v6 offset:1744
	ds_read_b128 v[13:16], v6 offset:1760
	ds_read_b128 v[17:20], v6 offset:1776
	s_waitcnt lgkmcnt(3)
	v_cmp_lt_f32_e32 vcc_lo, v2, v21
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v3, v21
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v1, v21
	v_add_co_ci_u32_e64 v1, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_f32_e32 vcc_lo, v9, v21
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v4, v21
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v11, v21
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v10, v21
	v_add_co_ci_u32_e64 v1, null, v1, v2, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e32 vcc_lo, v13, v21
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v12, v21
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v15, v21
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v14, v21
	v_add_co_ci_u32_e64 v1, null, v1, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, v17, v21
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v16, v21
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v18, v21
	v_add_co_ci_u32_e64 v1, null, v1, v2, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v19, v21
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, v20, v21
	v_add_co_ci_u32_e64 v1, null, v1, v2, vcc_lo
	ds_write_b32 v5, v1 offset:1792
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -1, v0
	v_lshl_add_u32 v1, v0, 2, 0x700
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 15, v2
	s_cbranch_execz .LBB0_23
; %bb.21:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1792
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.22:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -2, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 14, v2
	s_cbranch_execz .LBB0_26
; %bb.24:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1796
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.25:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -3, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 13, v2
	s_cbranch_execz .LBB0_29
; %bb.27:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1800
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.28:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -4, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 12, v2
	s_cbranch_execz .LBB0_32
; %bb.30:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1804
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.31:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -5, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 11, v2
	s_cbranch_execz .LBB0_35
; %bb.33:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1808
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.34:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_35:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -6, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 10, v2
	s_cbranch_execz .LBB0_38
; %bb.36:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1812
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.37:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -7, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 9, v2
	s_cbranch_execz .LBB0_41
; %bb.39:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1816
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.40:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s1
	v_and_b32_e32 v2, 0x3f8, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 8, v2
	s_cbranch_execz .LBB0_44
; %bb.42:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1820
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.43:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -9, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 7, v2
	s_cbranch_execz .LBB0_47
; %bb.45:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1824
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.46:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_47:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -10, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 6, v2
	s_cbranch_execz .LBB0_50
; %bb.48:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1828
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.49:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -11, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 5, v2
	s_cbranch_execz .LBB0_53
; %bb.51:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1832
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.52:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_53:
	s_or_b32 exec_lo, exec_lo, s1
	v_and_b32_e32 v2, 0x3fc, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 12, v2
	s_cbranch_execz .LBB0_56
; %bb.54:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1836
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.55:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v2, -13, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e32 3, v2
	s_cbranch_execz .LBB0_59
; %bb.57:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1840
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.58:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_59:
	s_or_b32 exec_lo, exec_lo, s1
	v_and_b32_e32 v2, 0x3fe, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 14, v2
	s_cbranch_execz .LBB0_62
; %bb.60:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1844
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.61:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e32 15, v0
	s_cbranch_execz .LBB0_65
; %bb.63:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v2, v1
	ds_read_b32 v3, v3 offset:1848
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v2, v3
	s_and_b32 exec_lo, exec_lo, vcc_lo
; %bb.64:
	v_add_nc_u32_e32 v2, 1, v2
	ds_write_b32 v1, v2
.LBB0_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_67
; %bb.66:
	ds_read_b32 v3, v1
	ds_read2_b32 v[1:2], v7 offset1:1
	ds_read_b32 v4, v8 offset:1544
	s_waitcnt lgkmcnt(2)
	v_mul_lo_u32 v3, v3, 12
	v_add_nc_u32_e32 v5, 0x600, v3
	s_waitcnt lgkmcnt(1)
	ds_write2_b32 v5, v1, v2 offset1:1
	s_waitcnt lgkmcnt(1)
	ds_write_b32 v3, v4 offset:1544
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v37, 0x69c
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b96 v[44:46], v41 offset:1856
	ds_read_b128 v[1:4], v41 offset:1536
	ds_read_b128 v[5:8], v41 offset:1552
	ds_read_b128 v[9:12], v41 offset:1568
	ds_read_b128 v[13:16], v41 offset:1584
	ds_read_b128 v[17:20], v41 offset:1600
	ds_read_b128 v[21:24], v41 offset:1616
	ds_read_b128 v[25:28], v41 offset:1632
	ds_read_b128 v[29:32], v41 offset:1648
	ds_read_b128 v[33:36], v41 offset:1712
	ds_read2_b32 v[47:48], v37 offset1:1
	ds_read_b32 v55, v41 offset:1700
	ds_read_b64 v[49:50], v41 offset:1704
	ds_read_b128 v[37:40], v41 offset:1664
	ds_read_b96 v[41:43], v41 offset:1680
	v_add_co_u32 v51, s0, s8, v54
	v_add_co_ci_u32_e64 v52, null, s9, 0, s0
	v_mov_b32_e32 v53, 0x7f7fffff
	s_waitcnt lgkmcnt(14)
	v_mul_f32_e32 v59, 0x41100000, v45
	v_mul_f32_e32 v60, 0x41100000, v44
	v_mul_f32_e32 v61, 0x41100000, v46
	v_mov_b32_e32 v62, 12
	s_mov_b32 s1, 0
	s_mov_b32 s10, 0
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr58
	s_branch .LBB0_70
.LBB0_68:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s11
	s_cmpk_eq_i32 s10, 0x3c0
	v_add_co_u32 v51, vcc_lo, 0x100, v51
	s_cselect_b32 s4, -1, 0
	v_add_nc_u32_e32 v54, 0x100, v54
	s_or_b32 s0, s0, s4
	s_add_i32 s10, s10, 64
	v_add_co_ci_u32_e64 v52, null, 0, v52, vcc_lo
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s1, s0, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_75
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v64, s10, v0
	s_mov_b32 s11, exec_lo
	v_cmp_lt_u32_e64 s0, 0x3df, v64
	v_cmpx_gt_u32_e32 0x3e0, v64
	s_cbranch_execz .LBB0_69
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	global_load_dword v63, v[51:52], off
	s_mov_b32 s4, exec_lo
	v_cmpx_gt_u32_e32 0xa0, v64
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_70 Depth=1
	s_waitcnt vmcnt(0)
	ds_write_b32 v54, v63
.LBB0_73:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v64, 3, v63
	v_lshrrev_b32_e32 v66, 2, v63
	v_lshrrev_b32_e32 v67, 4, v63
	v_and_b32_e32 v65, 12, v63
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _ZL6prods4@rel32@lo+4
	s_addc_u32 s5, s5, _ZL6prods4@rel32@hi+12
	v_lshlrev_b32_e32 v64, 2, v64
	v_and_b32_e32 v66, 12, v66
	v_and_b32_e32 v67, 12, v67
	global_load_dword v68, v65, s[4:5]
	v_lshrrev_b32_e32 v72, 6, v63
	s_clause 0x2
	global_load_dword v69, v64, s[4:5]
	global_load_dword v70, v66, s[4:5]
	global_load_dword v71, v67, s[4:5]
	v_lshrrev_b32_e32 v73, 8, v63
	v_lshrrev_b32_e32 v74, 10, v63
	v_lshrrev_b32_e32 v75, 12, v63
	v_and_b32_e32 v72, 12, v72
	v_lshrrev_b32_e32 v76, 14, v63
	v_and_b32_e32 v73, 12, v73
	s_clause 0x1
	global_load_dword v78, v72, s[4:5]
	global_load_dword v79, v73, s[4:5]
	v_and_b32_e32 v74, 12, v74
	v_and_b32_e32 v75, 12, v75
	v_and_b32_sdwa v80, v63, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v77, 18, v63
	s_clause 0x2
	global_load_dword v82, v74, s[4:5]
	global_load_dword v83, v75, s[4:5]
	global_load_dword v84, v80, s[4:5]
	v_and_b32_e32 v76, 12, v76
	v_lshrrev_b32_e32 v81, 20, v63
	v_and_b32_e32 v77, 12, v77
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, alphaTable4@rel32@lo+4
	s_addc_u32 s9, s9, alphaTable4@rel32@hi+12
	v_and_b32_e32 v81, 12, v81
	s_waitcnt vmcnt(7)
	v_add_nc_u32_e32 v68, v68, v69
	global_load_dword v69, v76, s[4:5]
	global_load_dword v64, v64, s[8:9]
	global_load_dword v85, v77, s[4:5]
	s_waitcnt vmcnt(8)
	v_add3_u32 v68, v68, v70, v71
	global_load_dword v70, v81, s[4:5]
	s_clause 0x3
	global_load_dword v71, v65, s[8:9]
	global_load_dword v86, v66, s[8:9]
	global_load_dword v67, v67, s[8:9]
	global_load_dword v72, v72, s[8:9]
	v_lshrrev_b32_e32 v66, 22, v63
	s_waitcnt vmcnt(11)
	v_add3_u32 v65, v68, v78, v79
	v_lshrrev_b32_e32 v78, 26, v63
	global_load_dword v68, v73, s[8:9]
	v_and_b32_sdwa v73, v63, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b32_e32 v79, 28, v63
	s_waitcnt vmcnt(10)
	v_add3_u32 v65, v65, v82, v83
	v_and_b32_e32 v82, 12, v66
	v_and_b32_e32 v78, 12, v78
	global_load_dword v83, v73, s[4:5]
	v_and_b32_e32 v79, 12, v79
	s_waitcnt vmcnt(9)
	v_add3_u32 v69, v65, v69, v84
	s_waitcnt vmcnt(8) lgkmcnt(13)
	v_fma_f32 v66, v1, v64, 0
	v_fma_f32 v65, v2, v64, 0
	v_fma_f32 v64, v3, v64, 0
	s_waitcnt vmcnt(6)
	v_add3_u32 v69, v69, v85, v70
	s_clause 0x1
	global_load_dword v70, v82, s[4:5]
	global_load_dword v84, v78, s[4:5]
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v66, v4, v71
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v65, v5, v71
	v_fmac_f32_e32 v64, v6, v71
	global_load_dword v71, v79, s[4:5]
	s_clause 0x9
	global_load_dword v74, v74, s[8:9]
	global_load_dword v75, v75, s[8:9]
	global_load_dword v76, v76, s[8:9]
	global_load_dword v80, v80, s[8:9]
	global_load_dword v77, v77, s[8:9]
	global_load_dword v81, v81, s[8:9]
	global_load_dword v82, v82, s[8:9]
	global_load_dword v73, v73, s[8:9]
	global_load_dword v78, v78, s[8:9]
	global_load_dword v79, v79, s[8:9]
	s_mov_b32 s4, exec_lo
	s_waitcnt vmcnt(17)
	v_fmac_f32_e32 v66, v7, v86
	v_fmac_f32_e32 v65, v8, v86
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v64, v9, v86
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v66, v10, v67
	v_fmac_f32_e32 v65, v11, v67
	v_fmac_f32_e32 v64, v12, v67
	s_waitcnt vmcnt(15) lgkmcnt(10)
	v_fmac_f32_e32 v66, v13, v72
	v_fmac_f32_e32 v65, v14, v72
	v_fmac_f32_e32 v64, v15, v72
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v66, v16, v68
	s_waitcnt lgkmcnt(9)
	v_fmac_f32_e32 v65, v17, v68
	v_fmac_f32_e32 v64, v18, v68
	s_waitcnt vmcnt(9) lgkmcnt(8)
	v_fmac_f32_e32 v64, v21, v74
	v_fmac_f32_e32 v66, v19, v74
	v_fmac_f32_e32 v65, v20, v74
	v_add3_u32 v67, v69, v70, v83
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v64, v24, v75
	v_fmac_f32_e32 v66, v22, v75
	v_fmac_f32_e32 v65, v23, v75
	v_add3_u32 v69, v67, v84, v71
	s_waitcnt vmcnt(7) lgkmcnt(7)
	v_fmac_f32_e32 v64, v27, v76
	v_fmac_f32_e32 v66, v25, v76
	v_fmac_f32_e32 v65, v26, v76
	v_mul_u32_u24_sdwa v70, v69, v69 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cvt_f32_i32_sdwa v67, sext(v69) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_ubyte1_e32 v68, v69
	s_waitcnt vmcnt(6) lgkmcnt(6)
	v_fmac_f32_e32 v64, v30, v80
	v_fmac_f32_e32 v65, v29, v80
	v_cvt_f32_u32_e32 v70, v70
	v_fmac_f32_e32 v66, v28, v80
	v_cvt_f32_ubyte0_e32 v72, v69
	s_waitcnt vmcnt(5) lgkmcnt(1)
	v_fmac_f32_e32 v64, v37, v77
	v_fmac_f32_e32 v65, v32, v77
	v_fma_f32 v74, v67, v68, -v70
	v_fmac_f32_e32 v66, v31, v77
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v64, v40, v81
	v_fmac_f32_e32 v65, v39, v81
	v_div_scale_f32 v75, null, v74, v74, 1.0
	v_fmac_f32_e32 v66, v38, v81
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fmac_f32_e32 v64, v43, v82
	v_div_scale_f32 v77, vcc_lo, 1.0, v74, 1.0
	v_rcp_f32_e32 v76, v75
	v_fmac_f32_e32 v66, v41, v82
	v_fmac_f32_e32 v65, v42, v82
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v64, v55, v73
	v_fmac_f32_e32 v66, v47, v73
	v_fmac_f32_e32 v65, v48, v73
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v64, v33, v78
	v_fma_f32 v70, -v75, v76, 1.0
	v_fmac_f32_e32 v66, v49, v78
	v_fmac_f32_e32 v65, v50, v78
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v64, v36, v79
	v_fmac_f32_e32 v76, v70, v76
	v_fmac_f32_e32 v66, v34, v79
	v_fmac_f32_e32 v65, v35, v79
	v_sub_f32_e32 v69, v61, v64
	v_mul_f32_e32 v78, v64, v72
	v_mul_f32_e32 v73, v77, v76
	v_mul_f32_e32 v79, v66, v72
	v_sub_f32_e32 v71, v59, v65
	v_mul_f32_e32 v80, v69, v72
	v_fma_f32 v70, -v75, v73, v77
	v_fma_f32 v80, v64, v68, -v80
	v_fmac_f32_e32 v73, v70, v76
	v_sub_f32_e32 v70, v60, v66
	v_fma_f32 v75, -v75, v73, v77
	v_mul_f32_e32 v77, v65, v72
	v_div_fmas_f32 v73, v75, v76, v73
	v_mul_f32_e32 v75, v70, v72
	v_fma_f32 v76, v69, v67, -v78
	v_mul_f32_e32 v78, v71, v72
	v_fma_f32 v77, v71, v67, -v77
	v_div_fixup_f32 v73, v73, v74, 1.0
	v_fma_f32 v74, v66, v68, -v75
	v_fma_f32 v75, v70, v67, -v79
	v_fma_f32 v78, v65, v68, -v78
	v_mul_f32_e32 v79, v80, v73
	v_mul_f32_e32 v74, v74, v73
	v_mul_f32_e32 v80, v76, v73
	v_mul_f32_e32 v76, v78, v73
	v_mul_f32_e32 v75, v75, v73
	v_mul_f32_e32 v77, v77, v73
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v74
	v_cndmask_b32_e32 v73, 1.0, v74, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v76
	v_mul_f32_e32 v73, 0x41f80000, v73
	v_cndmask_b32_e32 v78, 1.0, v76, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v79
	v_rndne_f32_e32 v73, v73
	v_mul_f32_e32 v78, 0x427c0000, v78
	v_cndmask_b32_e32 v81, 1.0, v79, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v75
	v_rndne_f32_e32 v78, v78
	v_mul_f32_e32 v81, 0x41f80000, v81
	v_cndmask_b32_e32 v82, 1.0, v75, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v77
	v_rndne_f32_e32 v81, v81
	v_mul_f32_e32 v82, 0x41f80000, v82
	v_cndmask_b32_e32 v83, 1.0, v77, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v80
	v_rndne_f32_e32 v82, v82
	v_mul_f32_e32 v83, 0x427c0000, v83
	v_cndmask_b32_e32 v84, 1.0, v80, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v74
	v_rndne_f32_e32 v83, v83
	v_mul_f32_e32 v84, 0x41f80000, v84
	v_cndmask_b32_e32 v73, 0, v73, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v75
	v_rndne_f32_e32 v84, v84
	v_cndmask_b32_e32 v74, 0, v82, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v76
	v_mul_f32_e32 v82, 0x3d043571, v74
	v_cndmask_b32_e32 v75, 0, v78, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v77
	v_mul_f32_e32 v78, 0x3d043571, v73
	v_cndmask_b32_e32 v76, 0, v83, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v79
	v_mul_f32_e32 v79, 0x3c81b119, v75
	v_mul_f32_e32 v83, v78, v82
	v_mul_f32_e32 v85, v66, v78
	v_mul_f32_e32 v78, v78, v78
	v_cndmask_b32_e32 v77, 0, v81, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v80
	v_mul_f32_e32 v81, 0x3c81b119, v76
	v_mul_f32_e32 v65, v65, v79
	v_fma_f32 v83, v83, v72, -v85
	v_mul_f32_e32 v80, 0x3d043571, v77
	v_cndmask_b32_e32 v66, 0, v84, vcc_lo
	v_mul_f32_e32 v84, v79, v81
	v_mul_f32_e32 v79, v79, v79
	v_fma_f32 v70, -v70, v82, v83
	v_mul_f32_e32 v64, v64, v80
	v_mul_f32_e32 v85, 0x3d043571, v66
	v_fma_f32 v65, v84, v72, -v65
	v_mul_f32_e32 v84, v80, v85
	v_mul_f32_e32 v86, v85, v85
	v_mul_f32_e32 v80, v80, v80
	v_fma_f32 v65, -v71, v81, v65
	v_fma_f32 v64, v84, v72, -v64
	v_mul_f32_e32 v72, v82, v82
	v_mul_f32_e32 v84, v81, v81
	v_fma_f32 v64, -v69, v85, v64
	v_mul_f32_e32 v72, v72, v68
	v_mul_f32_e32 v84, v84, v68
	v_mul_f32_e32 v68, v86, v68
	v_fmac_f32_e32 v72, v78, v67
	v_fmac_f32_e32 v84, v79, v67
	v_fmac_f32_e32 v68, v80, v67
	v_fmac_f32_e32 v72, 2.0, v70
	v_fmac_f32_e32 v84, 2.0, v65
	v_fmac_f32_e32 v68, 2.0, v64
	v_add_f32_e32 v64, v72, v84
	v_add_f32_e32 v64, v68, v64
	v_mul_f32_e32 v64, 0x3de38e39, v64
	v_cmpx_lt_f32_e32 v64, v53
	s_cbranch_execz .LBB0_68
; %bb.74:                               ;   in Loop: Header=BB0_70 Depth=1
	v_cvt_u32_f32_e32 v53, v73
	v_cvt_u32_f32_e32 v56, v75
	v_cvt_u32_f32_e32 v57, v76
	v_cvt_u32_f32_e32 v58, v74
	v_perm_b32 v53, v56, v53, 0x5040100
	v_cvt_u32_f32_e32 v56, v66
	v_lshlrev_b16 v57, 5, v57
	v_cvt_u32_f32_e32 v66, v77
	v_lshlrev_b16 v58, 11, v58
	v_pk_lshlrev_b16 v65, 0x5000b, v53
	v_mov_b32_e32 v53, v64
	v_or_b32_e32 v56, v57, v56
	v_lshrrev_b32_e32 v67, 16, v65
	v_or_b32_e32 v57, v56, v58
	v_mov_b32_e32 v58, v63
	v_or3_b32 v56, v67, v66, v65
	s_branch .LBB0_68
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0x69c
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b128 v[37:40], v47 offset:1536
	ds_read_b128 v[33:36], v47 offset:1552
	ds_read_b128 v[29:32], v47 offset:1568
	ds_read_b128 v[25:28], v47 offset:1584
	ds_read_b128 v[21:24], v47 offset:1600
	ds_read_b128 v[13:16], v47 offset:1616
	ds_read_b128 v[17:20], v47 offset:1632
	ds_read_b128 v[9:12], v47 offset:1648
	ds_read_b128 v[5:8], v47 offset:1664
	ds_read_b96 v[41:43], v47 offset:1680
	ds_read_b128 v[1:4], v47 offset:1712
	ds_read2_b32 v[49:50], v48 offset1:1
	ds_read_b32 v55, v47 offset:1700
	ds_read_b64 v[47:48], v47 offset:1704
	v_xor_b32_e32 v54, 0x55555555, v58
	v_cmp_lt_u16_e32 vcc_lo, v56, v57
	v_max_u16 v51, v56, v57
	v_min_u16 v52, v56, v57
	v_mul_f32_e32 v45, 4.0, v45
	v_mul_f32_e32 v44, 4.0, v44
	v_cndmask_b32_e32 v54, v58, v54, vcc_lo
	v_mul_f32_e32 v46, 4.0, v46
	v_cmp_gt_u32_e64 s0, 0xa0, v0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_81
; %bb.76:
	v_lshlrev_b32_e32 v56, 2, v0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, alphaTable3@rel32@lo+4
	s_addc_u32 s5, s5, alphaTable3@rel32@hi+12
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, _ZL6prods3@rel32@lo+4
	s_addc_u32 s9, s9, _ZL6prods3@rel32@hi+12
	v_mov_b32_e32 v57, 12
	ds_read_b32 v56, v56
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v58, 3, v56
	v_lshrrev_b32_e32 v59, 2, v56
	v_and_b32_e32 v60, 12, v56
	v_lshrrev_b32_e32 v61, 4, v56
	v_lshrrev_b32_e32 v62, 6, v56
	v_lshlrev_b32_e32 v58, 2, v58
	s_clause 0x1
	global_load_dword v68, v60, s[4:5]
	global_load_dword v60, v60, s[8:9]
	v_and_b32_e32 v59, 12, v59
	v_lshrrev_b32_e32 v63, 8, v56
	s_clause 0x1
	global_load_dword v69, v58, s[4:5]
	global_load_dword v58, v58, s[8:9]
	v_and_b32_e32 v61, 12, v61
	v_lshrrev_b32_e32 v64, 10, v56
	v_and_b32_e32 v62, 12, v62
	s_clause 0x1
	global_load_dword v70, v59, s[4:5]
	global_load_dword v59, v59, s[8:9]
	s_clause 0x1
	global_load_dword v71, v61, s[4:5]
	global_load_dword v61, v61, s[8:9]
	v_lshrrev_b32_e32 v65, 12, v56
	v_and_b32_e32 v63, 12, v63
	v_lshrrev_b32_e32 v66, 14, v56
	v_and_b32_e32 v64, 12, v64
	s_clause 0x1
	global_load_dword v73, v62, s[8:9]
	global_load_dword v74, v63, s[8:9]
	v_and_b32_e32 v65, 12, v65
	v_and_b32_sdwa v72, v56, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v66, 12, v66
	s_clause 0x1
	global_load_dword v77, v64, s[8:9]
	global_load_dword v78, v65, s[8:9]
	v_lshrrev_b32_e32 v67, 18, v56
	v_lshrrev_b32_e32 v75, 20, v56
	s_clause 0x1
	global_load_dword v80, v72, s[8:9]
	global_load_dword v81, v66, s[8:9]
	v_and_b32_sdwa v57, v56, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_and_b32_e32 v67, 12, v67
	v_and_b32_e32 v75, 12, v75
	s_clause 0x1
	global_load_dword v83, v67, s[8:9]
	global_load_dword v84, v75, s[8:9]
	global_load_dword v62, v62, s[4:5]
	global_load_dword v85, v57, s[8:9]
	v_lshrrev_b32_e32 v76, 22, v56
	v_lshrrev_b32_e32 v79, 26, v56
	v_lshrrev_b32_e32 v82, 28, v56
	v_and_b32_e32 v76, 12, v76
	v_and_b32_e32 v79, 12, v79
	v_and_b32_e32 v82, 12, v82
	global_load_dword v86, v76, s[8:9]
	global_load_dword v63, v63, s[4:5]
	s_clause 0x1
	global_load_dword v87, v79, s[8:9]
	global_load_dword v88, v82, s[8:9]
	s_clause 0x9
	global_load_dword v64, v64, s[4:5]
	global_load_dword v65, v65, s[4:5]
	global_load_dword v66, v66, s[4:5]
	global_load_dword v72, v72, s[4:5]
	global_load_dword v67, v67, s[4:5]
	global_load_dword v75, v75, s[4:5]
	global_load_dword v76, v76, s[4:5]
	global_load_dword v57, v57, s[4:5]
	global_load_dword v79, v79, s[4:5]
	global_load_dword v82, v82, s[4:5]
	s_mov_b32 s4, exec_lo
	s_waitcnt vmcnt(29)
	v_fma_f32 v89, v37, v69, 0
	s_waitcnt vmcnt(28)
	v_add_nc_u32_e32 v58, v60, v58
	v_fma_f32 v90, v38, v69, 0
	v_fma_f32 v69, v39, v69, 0
	v_fmac_f32_e32 v89, v40, v68
	s_waitcnt vmcnt(24)
	v_add3_u32 v58, v58, v59, v61
	v_fmac_f32_e32 v90, v33, v68
	v_fmac_f32_e32 v69, v34, v68
	v_fmac_f32_e32 v89, v35, v70
	s_waitcnt vmcnt(22)
	v_add3_u32 v58, v58, v73, v74
	v_fmac_f32_e32 v90, v36, v70
	v_fmac_f32_e32 v69, v29, v70
	v_fmac_f32_e32 v89, v30, v71
	s_waitcnt vmcnt(20)
	v_add3_u32 v58, v58, v77, v78
	v_fmac_f32_e32 v90, v31, v71
	v_fmac_f32_e32 v69, v32, v71
	s_waitcnt vmcnt(18)
	v_add3_u32 v58, v58, v81, v80
	s_waitcnt vmcnt(15)
	v_fmac_f32_e32 v89, v25, v62
	v_add3_u32 v58, v58, v83, v84
	v_fmac_f32_e32 v90, v26, v62
	v_fmac_f32_e32 v69, v27, v62
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v89, v28, v63
	v_add3_u32 v58, v58, v86, v85
	v_fmac_f32_e32 v90, v21, v63
	v_fmac_f32_e32 v69, v22, v63
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v89, v23, v64
	v_add3_u32 v58, v58, v87, v88
	v_fmac_f32_e32 v90, v24, v64
	v_fmac_f32_e32 v69, v13, v64
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v89, v14, v65
	v_mul_u32_u24_sdwa v59, v58, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cvt_f32_i32_sdwa v63, sext(v58) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_ubyte1_e32 v64, v58
	v_fmac_f32_e32 v90, v15, v65
	v_fmac_f32_e32 v69, v16, v65
	v_cvt_f32_u32_e32 v59, v59
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v89, v17, v66
	v_fmac_f32_e32 v90, v18, v66
	v_fmac_f32_e32 v69, v19, v66
	v_fma_f32 v59, v63, v64, -v59
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v89, v20, v72
	v_cvt_f32_ubyte0_e32 v66, v58
	v_fmac_f32_e32 v90, v9, v72
	v_fmac_f32_e32 v69, v10, v72
	v_div_scale_f32 v60, null, v59, v59, 1.0
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v89, v11, v67
	v_fmac_f32_e32 v90, v12, v67
	v_fmac_f32_e32 v69, v5, v67
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v65, vcc_lo, 1.0, v59, 1.0
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v89, v6, v75
	v_fmac_f32_e32 v90, v7, v75
	v_fmac_f32_e32 v69, v8, v75
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v89, v41, v76
	v_fmac_f32_e32 v90, v42, v76
	v_fma_f32 v62, -v60, v61, 1.0
	v_fmac_f32_e32 v69, v43, v76
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v89, v49, v57
	v_fmac_f32_e32 v90, v50, v57
	v_fmac_f32_e32 v61, v62, v61
	v_fmac_f32_e32 v69, v55, v57
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v89, v47, v79
	v_fmac_f32_e32 v90, v48, v79
	v_mul_f32_e32 v57, v65, v61
	v_fmac_f32_e32 v69, v1, v79
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v89, v2, v82
	v_fmac_f32_e32 v90, v3, v82
	v_fma_f32 v62, -v60, v57, v65
	v_fmac_f32_e32 v69, v4, v82
	v_sub_f32_e32 v67, v44, v89
	v_sub_f32_e32 v68, v45, v90
	v_fmac_f32_e32 v57, v62, v61
	v_sub_f32_e32 v70, v46, v69
	v_mul_f32_e32 v62, v90, v66
	v_mul_f32_e32 v71, v67, v66
	v_mul_f32_e32 v58, v89, v66
	v_fma_f32 v60, -v60, v57, v65
	v_mul_f32_e32 v65, v69, v66
	v_fma_f32 v71, v89, v64, -v71
	v_fma_f32 v58, v67, v63, -v58
	v_div_fmas_f32 v57, v60, v61, v57
	v_mul_f32_e32 v60, v68, v66
	v_mul_f32_e32 v61, v70, v66
	v_div_fixup_f32 v57, v57, v59, 1.0
	v_fma_f32 v59, v90, v64, -v60
	v_fma_f32 v60, v69, v64, -v61
	v_fma_f32 v61, v68, v63, -v62
	v_fma_f32 v62, v70, v63, -v65
	v_mul_f32_e32 v65, v71, v57
	v_mul_f32_e32 v59, v59, v57
	v_mul_f32_e32 v60, v60, v57
	v_mul_f32_e32 v71, v58, v57
	v_mul_f32_e32 v72, v61, v57
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v65
	v_mul_f32_e32 v73, v62, v57
	v_cndmask_b32_e32 v57, 1.0, v65, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v59
	v_mul_f32_e32 v57, 0x41f80000, v57
	v_cndmask_b32_e32 v58, 1.0, v59, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v60
	v_rndne_f32_e32 v57, v57
	v_mul_f32_e32 v58, 0x427c0000, v58
	v_cndmask_b32_e32 v61, 1.0, v60, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v71
	v_rndne_f32_e32 v58, v58
	v_mul_f32_e32 v61, 0x41f80000, v61
	v_cndmask_b32_e32 v62, 1.0, v71, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v72
	v_rndne_f32_e32 v61, v61
	v_mul_f32_e32 v62, 0x41f80000, v62
	v_cndmask_b32_e32 v74, 1.0, v72, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v73
	v_rndne_f32_e32 v62, v62
	v_mul_f32_e32 v74, 0x427c0000, v74
	v_cndmask_b32_e32 v75, 1.0, v73, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v65
	v_rndne_f32_e32 v74, v74
	v_mul_f32_e32 v75, 0x41f80000, v75
	v_cndmask_b32_e32 v57, 0, v57, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v59
	v_rndne_f32_e32 v75, v75
	v_mul_f32_e32 v65, 0x3d043571, v57
	v_cndmask_b32_e32 v59, 0, v58, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v60
	v_mul_f32_e32 v76, v65, v65
	v_cndmask_b32_e32 v58, 0, v61, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v71
	v_mul_f32_e32 v71, 0x3c81b119, v59
	v_cndmask_b32_e32 v61, 0, v62, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v72
	v_mul_f32_e32 v72, 0x3d043571, v58
	v_mul_f32_e32 v77, v71, v71
	v_cndmask_b32_e32 v62, 0, v74, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v73
	v_mul_f32_e32 v73, 0x3d043571, v61
	v_mul_f32_e32 v78, v72, v72
	v_mul_f32_e32 v69, v69, v72
	v_mul_f32_e32 v74, 0x3c81b119, v62
	v_cndmask_b32_e32 v60, 0, v75, vcc_lo
	v_mul_f32_e32 v79, v73, v73
	v_mul_f32_e32 v82, v65, v73
	v_mul_f32_e32 v65, v89, v65
	v_mul_f32_e32 v80, v74, v74
	v_mul_f32_e32 v75, 0x3d043571, v60
	v_mul_f32_e32 v83, v71, v74
	v_mul_f32_e32 v71, v90, v71
	v_fma_f32 v65, v82, v66, -v65
	v_mul_f32_e32 v81, v75, v75
	v_mul_f32_e32 v84, v72, v75
	v_mul_f32_e32 v72, v79, v64
	v_mul_f32_e32 v79, v80, v64
	v_fma_f32 v71, v83, v66, -v71
	v_mul_f32_e32 v64, v81, v64
	v_fma_f32 v66, v84, v66, -v69
	v_fmac_f32_e32 v72, v76, v63
	v_fmac_f32_e32 v79, v77, v63
	v_fma_f32 v65, -v67, v73, v65
	v_fma_f32 v67, -v68, v74, v71
	v_fmac_f32_e32 v64, v78, v63
	v_fma_f32 v63, -v70, v75, v66
	v_fmac_f32_e32 v72, 2.0, v65
	v_fmac_f32_e32 v79, 2.0, v67
	v_fmac_f32_e32 v64, 2.0, v63
	v_add_f32_e32 v63, v72, v79
	v_add_f32_e32 v63, v64, v63
	v_mul_f32_e32 v63, 0x3e800000, v63
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
	s_mov_b32 s5, exec_lo
	v_or_b32_e32 v54, v53, v58
	v_or_b32_e32 v53, v51, v52
	v_or_b32_e32 v51, v54, v57
	v_mov_b32_e32 v52, v53
	v_cmpx_gt_u16_e64 v51, v53
; %bb.78:
	v_not_b32_e32 v52, v56
	v_lshrrev_b32_e32 v52, 1, v52
	v_and_b32_e32 v54, 0x55555555, v52
	v_mov_b32_e32 v52, v51
	v_mov_b32_e32 v51, v53
	v_xor_b32_e32 v56, v54, v56
; %bb.79:
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v53, v63
	v_mov_b32_e32 v54, v56
.LBB0_80:
	s_or_b32 exec_lo, exec_lo, s4
.LBB0_81:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s10, exec_lo, s1
	s_cbranch_execz .LBB0_97
; %bb.82:
	v_cmp_gt_u32_e64 s0, 0x60, v0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_88
; %bb.83:
	v_lshlrev_b32_e32 v56, 2, v0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, alphaTable3@rel32@lo+4
	s_addc_u32 s5, s5, alphaTable3@rel32@hi+12
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, _ZL6prods3@rel32@lo+4
	s_addc_u32 s9, s9, _ZL6prods3@rel32@hi+12
	v_mov_b32_e32 v57, 12
	ds_read_b32 v56, v56 offset:256
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v58, 3, v56
	v_lshrrev_b32_e32 v59, 2, v56
	v_and_b32_e32 v60, 12, v56
	v_lshrrev_b32_e32 v61, 4, v56
	v_lshrrev_b32_e32 v62, 6, v56
	v_lshlrev_b32_e32 v58, 2, v58
	s_clause 0x1
	global_load_dword v68, v60, s[4:5]
	global_load_dword v60, v60, s[8:9]
	v_and_b32_e32 v59, 12, v59
	v_lshrrev_b32_e32 v63, 8, v56
	s_clause 0x1
	global_load_dword v69, v58, s[4:5]
	global_load_dword v58, v58, s[8:9]
	v_and_b32_e32 v61, 12, v61
	v_lshrrev_b32_e32 v64, 10, v56
	v_and_b32_e32 v62, 12, v62
	s_clause 0x1
	global_load_dword v70, v59, s[4:5]
	global_load_dword v59, v59, s[8:9]
	s_clause 0x1
	global_load_dword v71, v61, s[4:5]
	global_load_dword v61, v61, s[8:9]
	v_lshrrev_b32_e32 v65, 12, v56
	v_and_b32_e32 v63, 12, v63
	v_lshrrev_b32_e32 v66, 14, v56
	v_and_b32_e32 v64, 12, v64
	s_clause 0x1
	global_load_dword v73, v62, s[8:9]
	global_load_dword v74, v63, s[8:9]
	v_and_b32_e32 v65, 12, v65
	v_and_b32_sdwa v72, v56, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v66, 12, v66
	s_clause 0x1
	global_load_dword v77, v64, s[8:9]
	global_load_dword v78, v65, s[8:9]
	v_lshrrev_b32_e32 v67, 18, v56
	v_lshrrev_b32_e32 v75, 20, v56
	s_clause 0x1
	global_load_dword v80, v72, s[8:9]
	global_load_dword v81, v66, s[8:9]
	v_and_b32_sdwa v57, v56, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_and_b32_e32 v67, 12, v67
	v_and_b32_e32 v75, 12, v75
	s_clause 0x1
	global_load_dword v83, v67, s[8:9]
	global_load_dword v84, v75, s[8:9]
	global_load_dword v62, v62, s[4:5]
	global_load_dword v85, v57, s[8:9]
	v_lshrrev_b32_e32 v76, 22, v56
	v_lshrrev_b32_e32 v79, 26, v56
	v_lshrrev_b32_e32 v82, 28, v56
	v_and_b32_e32 v76, 12, v76
	v_and_b32_e32 v79, 12, v79
	v_and_b32_e32 v82, 12, v82
	global_load_dword v86, v76, s[8:9]
	global_load_dword v63, v63, s[4:5]
	s_clause 0x1
	global_load_dword v87, v79, s[8:9]
	global_load_dword v88, v82, s[8:9]
	s_clause 0x9
	global_load_dword v64, v64, s[4:5]
	global_load_dword v65, v65, s[4:5]
	global_load_dword v66, v66, s[4:5]
	global_load_dword v72, v72, s[4:5]
	global_load_dword v67, v67, s[4:5]
	global_load_dword v75, v75, s[4:5]
	global_load_dword v76, v76, s[4:5]
	global_load_dword v57, v57, s[4:5]
	global_load_dword v79, v79, s[4:5]
	global_load_dword v82, v82, s[4:5]
	s_mov_b32 s4, exec_lo
	s_waitcnt vmcnt(29)
	v_fma_f32 v89, v37, v69, 0
	s_waitcnt vmcnt(28)
	v_add_nc_u32_e32 v58, v60, v58
	v_fma_f32 v90, v38, v69, 0
	v_fma_f32 v69, v39, v69, 0
	v_fmac_f32_e32 v89, v40, v68
	s_waitcnt vmcnt(24)
	v_add3_u32 v58, v58, v59, v61
	v_fmac_f32_e32 v90, v33, v68
	v_fmac_f32_e32 v69, v34, v68
	v_fmac_f32_e32 v89, v35, v70
	s_waitcnt vmcnt(22)
	v_add3_u32 v58, v58, v73, v74
	v_fmac_f32_e32 v90, v36, v70
	v_fmac_f32_e32 v69, v29, v70
	v_fmac_f32_e32 v89, v30, v71
	s_waitcnt vmcnt(20)
	v_add3_u32 v58, v58, v77, v78
	v_fmac_f32_e32 v90, v31, v71
	v_fmac_f32_e32 v69, v32, v71
	s_waitcnt vmcnt(18)
	v_add3_u32 v58, v58, v81, v80
	s_waitcnt vmcnt(15)
	v_fmac_f32_e32 v89, v25, v62
	v_add3_u32 v58, v58, v83, v84
	v_fmac_f32_e32 v90, v26, v62
	v_fmac_f32_e32 v69, v27, v62
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v89, v28, v63
	v_add3_u32 v58, v58, v86, v85
	v_fmac_f32_e32 v90, v21, v63
	v_fmac_f32_e32 v69, v22, v63
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v89, v23, v64
	v_add3_u32 v58, v58, v87, v88
	v_fmac_f32_e32 v90, v24, v64
	v_fmac_f32_e32 v69, v13, v64
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v89, v14, v65
	v_mul_u32_u24_sdwa v59, v58, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cvt_f32_i32_sdwa v63, sext(v58) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_ubyte1_e32 v64, v58
	v_fmac_f32_e32 v90, v15, v65
	v_fmac_f32_e32 v69, v16, v65
	v_cvt_f32_u32_e32 v59, v59
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v89, v17, v66
	v_fmac_f32_e32 v90, v18, v66
	v_fmac_f32_e32 v69, v19, v66
	v_fma_f32 v59, v63, v64, -v59
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v89, v20, v72
	v_cvt_f32_ubyte0_e32 v66, v58
	v_fmac_f32_e32 v90, v9, v72
	v_fmac_f32_e32 v69, v10, v72
	v_div_scale_f32 v60, null, v59, v59, 1.0
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v89, v11, v67
	v_fmac_f32_e32 v90, v12, v67
	v_fmac_f32_e32 v69, v5, v67
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v65, vcc_lo, 1.0, v59, 1.0
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v89, v6, v75
	v_fmac_f32_e32 v90, v7, v75
	v_fmac_f32_e32 v69, v8, v75
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v89, v41, v76
	v_fmac_f32_e32 v90, v42, v76
	v_fma_f32 v62, -v60, v61, 1.0
	v_fmac_f32_e32 v69, v43, v76
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v89, v49, v57
	v_fmac_f32_e32 v90, v50, v57
	v_fmac_f32_e32 v61, v62, v61
	v_fmac_f32_e32 v69, v55, v57
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v89, v47, v79
	v_fmac_f32_e32 v90, v48, v79
	v_mul_f32_e32 v57, v65, v61
	v_fmac_f32_e32 v69, v1, v79
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v89, v2, v82
	v_fmac_f32_e32 v90, v3, v82
	v_fma_f32 v62, -v60, v57, v65
	v_fmac_f32_e32 v69, v4, v82
	v_sub_f32_e32 v67, v44, v89
	v_sub_f32_e32 v68, v45, v90
	v_fmac_f32_e32 v57, v62, v61
	v_sub_f32_e32 v70, v46, v69
	v_mul_f32_e32 v62, v90, v66
	v_mul_f32_e32 v71, v67, v66
	v_mul_f32_e32 v58, v89, v66
	v_fma_f32 v60, -v60, v57, v65
	v_mul_f32_e32 v65, v69, v66
	v_fma_f32 v71, v89, v64, -v71
	v_fma_f32 v58, v67, v63, -v58
	v_div_fmas_f32 v57, v60, v61, v57
	v_mul_f32_e32 v60, v68, v66
	v_mul_f32_e32 v61, v70, v66
	v_div_fixup_f32 v57, v57, v59, 1.0
	v_fma_f32 v59, v90, v64, -v60
	v_fma_f32 v60, v69, v64, -v61
	v_fma_f32 v61, v68, v63, -v62
	v_fma_f32 v62, v70, v63, -v65
	v_mul_f32_e32 v65, v71, v57
	v_mul_f32_e32 v59, v59, v57
	v_mul_f32_e32 v60, v60, v57
	v_mul_f32_e32 v71, v58, v57
	v_mul_f32_e32 v72, v61, v57
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v65
	v_mul_f32_e32 v73, v62, v57
	v_cndmask_b32_e32 v57, 1.0, v65, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v59
	v_mul_f32_e32 v57, 0x41f80000, v57
	v_cndmask_b32_e32 v58, 1.0, v59, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v60
	v_rndne_f32_e32 v57, v57
	v_mul_f32_e32 v58, 0x427c0000, v58
	v_cndmask_b32_e32 v61, 1.0, v60, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v71
	v_rndne_f32_e32 v58, v58
	v_mul_f32_e32 v61, 0x41f80000, v61
	v_cndmask_b32_e32 v62, 1.0, v71, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v72
	v_rndne_f32_e32 v61, v61
	v_mul_f32_e32 v62, 0x41f80000, v62
	v_cndmask_b32_e32 v74, 1.0, v72, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v73
	v_rndne_f32_e32 v62, v62
	v_mul_f32_e32 v74, 0x427c0000, v74
	v_cndmask_b32_e32 v75, 1.0, v73, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v65
	v_rndne_f32_e32 v74, v74
	v_mul_f32_e32 v75, 0x41f80000, v75
	v_cndmask_b32_e32 v57, 0, v57, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v59
	v_rndne_f32_e32 v75, v75
	v_mul_f32_e32 v65, 0x3d043571, v57
	v_cndmask_b32_e32 v59, 0, v58, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v60
	v_mul_f32_e32 v76, v65, v65
	v_cndmask_b32_e32 v58, 0, v61, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v71
	v_mul_f32_e32 v71, 0x3c81b119, v59
	v_cndmask_b32_e32 v61, 0, v62, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v72
	v_mul_f32_e32 v72, 0x3d043571, v58
	v_mul_f32_e32 v77, v71, v71
	v_cndmask_b32_e32 v62, 0, v74, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v73
	v_mul_f32_e32 v73, 0x3d043571, v61
	v_mul_f32_e32 v78, v72, v72
	v_mul_f32_e32 v69, v69, v72
	v_mul_f32_e32 v74, 0x3c81b119, v62
	v_cndmask_b32_e32 v60, 0, v75, vcc_lo
	v_mul_f32_e32 v79, v73, v73
	v_mul_f32_e32 v82, v65, v73
	v_mul_f32_e32 v65, v89, v65
	v_mul_f32_e32 v80, v74, v74
	v_mul_f32_e32 v75, 0x3d043571, v60
	v_mul_f32_e32 v83, v71, v74
	v_mul_f32_e32 v71, v90, v71
	v_fma_f32 v65, v82, v66, -v65
	v_mul_f32_e32 v81, v75, v75
	v_mul_f32_e32 v84, v72, v75
	v_mul_f32_e32 v72, v79, v64
	v_mul_f32_e32 v79, v80, v64
	v_fma_f32 v71, v83, v66, -v71
	v_mul_f32_e32 v64, v81, v64
	v_fma_f32 v66, v84, v66, -v69
	v_fmac_f32_e32 v72, v76, v63
	v_fmac_f32_e32 v79, v77, v63
	v_fma_f32 v65, -v67, v73, v65
	v_fma_f32 v67, -v68, v74, v71
	v_fmac_f32_e32 v64, v78, v63
	v_fma_f32 v63, -v70, v75, v66
	v_fmac_f32_e32 v72, 2.0, v65
	v_fmac_f32_e32 v79, 2.0, v67
	v_fmac_f32_e32 v64, 2.0, v63
	v_add_f32_e32 v63, v72, v79
	v_add_f32_e32 v63, v64, v63
	v_mul_f32_e32 v63, 0x3e800000, v63
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
	s_mov_b32 s5, exec_lo
	v_or_b32_e32 v54, v53, v58
	v_or_b32_e32 v53, v51, v52
	v_or_b32_e32 v51, v54, v57
	v_mov_b32_e32 v52, v53
	v_cmpx_gt_u16_e64 v51, v53
; %bb.85:
	v_not_b32_e32 v52, v56
	v_lshrrev_b32_e32 v52, 1, v52
	v_and_b32_e32 v54, 0x55555555, v52
	v_mov_b32_e32 v52, v51
	v_mov_b32_e32 v51, v53
	v_xor_b32_e32 v56, v54, v56
; %bb.86:
	s_or_b32 exec_lo, exec_lo, s5
	v_mov_b32_e32 v53, v63
	v_mov_b32_e32 v54, v56
.LBB0_87:
	s_or_b32 exec_lo, exec_lo, s4
.LBB0_88:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_96
; %bb.89:
	v_or_b32_e32 v56, 0x80, v0
	s_mov_b32 s9, exec_lo
	v_cmpx_gt_u32_e32 0xa0, v56
	s_cbranch_execz .LBB0_95
; %bb.90:
	v_lshlrev_b32_e32 v56, 2, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, alphaTable3@rel32@lo+4
	s_addc_u32 s1, s1, alphaTable3@rel32@hi+12
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _ZL6prods3@rel32@lo+4
	s_addc_u32 s5, s5, _ZL6prods3@rel32@hi+12
	v_mov_b32_e32 v57, 12
	ds_read_b32 v56, v56 offset:512
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v58, 3, v56
	v_lshrrev_b32_e32 v59, 2, v56
	v_and_b32_e32 v60, 12, v56
	v_lshrrev_b32_e32 v61, 4, v56
	v_lshrrev_b32_e32 v62, 6, v56
	v_lshlrev_b32_e32 v58, 2, v58
	s_clause 0x1
	global_load_dword v68, v60, s[0:1]
	global_load_dword v60, v60, s[4:5]
	v_and_b32_e32 v59, 12, v59
	v_lshrrev_b32_e32 v63, 8, v56
	s_clause 0x1
	global_load_dword v69, v58, s[0:1]
	global_load_dword v58, v58, s[4:5]
	v_and_b32_e32 v61, 12, v61
	v_lshrrev_b32_e32 v64, 10, v56
	v_and_b32_e32 v62, 12, v62
	s_clause 0x1
	global_load_dword v70, v59, s[0:1]
	global_load_dword v59, v59, s[4:5]
	s_clause 0x1
	global_load_dword v71, v61, s[0:1]
	global_load_dword v61, v61, s[4:5]
	v_lshrrev_b32_e32 v65, 12, v56
	v_and_b32_e32 v63, 12, v63
	v_lshrrev_b32_e32 v66, 14, v56
	v_and_b32_e32 v64, 12, v64
	s_clause 0x1
	global_load_dword v73, v62, s[4:5]
	global_load_dword v74, v63, s[4:5]
	v_and_b32_e32 v65, 12, v65
	v_and_b32_sdwa v72, v56, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v66, 12, v66
	s_clause 0x1
	global_load_dword v77, v64, s[4:5]
	global_load_dword v78, v65, s[4:5]
	v_lshrrev_b32_e32 v67, 18, v56
	v_lshrrev_b32_e32 v75, 20, v56
	s_clause 0x1
	global_load_dword v80, v72, s[4:5]
	global_load_dword v81, v66, s[4:5]
	v_and_b32_sdwa v57, v56, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_and_b32_e32 v67, 12, v67
	v_and_b32_e32 v75, 12, v75
	s_clause 0x1
	global_load_dword v83, v67, s[4:5]
	global_load_dword v84, v75, s[4:5]
	global_load_dword v62, v62, s[0:1]
	global_load_dword v85, v57, s[4:5]
	v_lshrrev_b32_e32 v76, 22, v56
	v_lshrrev_b32_e32 v79, 26, v56
	v_lshrrev_b32_e32 v82, 28, v56
	v_and_b32_e32 v76, 12, v76
	v_and_b32_e32 v79, 12, v79
	v_and_b32_e32 v82, 12, v82
	global_load_dword v86, v76, s[4:5]
	global_load_dword v63, v63, s[0:1]
	s_clause 0x1
	global_load_dword v87, v79, s[4:5]
	global_load_dword v88, v82, s[4:5]
	s_clause 0x9
	global_load_dword v64, v64, s[0:1]
	global_load_dword v65, v65, s[0:1]
	global_load_dword v66, v66, s[0:1]
	global_load_dword v72, v72, s[0:1]
	global_load_dword v67, v67, s[0:1]
	global_load_dword v75, v75, s[0:1]
	global_load_dword v76, v76, s[0:1]
	global_load_dword v57, v57, s[0:1]
	global_load_dword v79, v79, s[0:1]
	global_load_dword v82, v82, s[0:1]
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(29)
	v_fma_f32 v39, v39, v69, 0
	s_waitcnt vmcnt(28)
	v_add_nc_u32_e32 v58, v60, v58
	v_fma_f32 v37, v37, v69, 0
	v_fma_f32 v38, v38, v69, 0
	v_fmac_f32_e32 v39, v34, v68
	s_waitcnt vmcnt(24)
	v_add3_u32 v58, v58, v59, v61
	v_fmac_f32_e32 v37, v40, v68
	v_fmac_f32_e32 v38, v33, v68
	v_fmac_f32_e32 v39, v29, v70
	s_waitcnt vmcnt(22)
	v_add3_u32 v58, v58, v73, v74
	v_fmac_f32_e32 v37, v35, v70
	v_fmac_f32_e32 v38, v36, v70
	v_fmac_f32_e32 v39, v32, v71
	s_waitcnt vmcnt(20)
	v_add3_u32 v34, v58, v77, v78
	v_fmac_f32_e32 v37, v30, v71
	v_fmac_f32_e32 v38, v31, v71
	s_waitcnt vmcnt(18)
	v_add3_u32 v29, v34, v81, v80
	s_waitcnt vmcnt(15)
	v_fmac_f32_e32 v39, v27, v62
	v_add3_u32 v29, v29, v83, v84
	v_fmac_f32_e32 v37, v25, v62
	v_fmac_f32_e32 v38, v26, v62
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v39, v22, v63
	v_add3_u32 v25, v29, v86, v85
	v_fmac_f32_e32 v37, v28, v63
	v_fmac_f32_e32 v38, v21, v63
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v39, v13, v64
	v_add3_u32 v22, v25, v87, v88
	v_fmac_f32_e32 v37, v23, v64
	v_fmac_f32_e32 v38, v24, v64
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v39, v16, v65
	v_mul_u32_u24_sdwa v13, v22, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cvt_f32_i32_sdwa v16, sext(v22) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_ubyte1_e32 v21, v22
	v_fmac_f32_e32 v37, v14, v65
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v39, v19, v66
	v_cvt_f32_u32_e32 v13, v13
	v_fmac_f32_e32 v38, v15, v65
	v_fmac_f32_e32 v37, v17, v66
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v39, v10, v72
	v_fma_f32 v13, v16, v21, -v13
	v_fmac_f32_e32 v38, v18, v66
	v_fmac_f32_e32 v37, v20, v72
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v39, v5, v67
	v_div_scale_f32 v10, null, v13, v13, 1.0
	v_fmac_f32_e32 v38, v9, v72
	v_fmac_f32_e32 v37, v11, v67
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v39, v8, v75
	v_rcp_f32_e32 v5, v10
	v_cvt_f32_ubyte0_e32 v8, v22
	v_fmac_f32_e32 v38, v12, v67
	v_fmac_f32_e32 v37, v6, v75
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v39, v43, v76
	v_fmac_f32_e32 v38, v7, v75
	v_div_scale_f32 v7, vcc_lo, 1.0, v13, 1.0
	v_fma_f32 v6, -v10, v5, 1.0
	v_fmac_f32_e32 v37, v41, v76
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v39, v55, v57
	v_fmac_f32_e32 v38, v42, v76
	v_fmac_f32_e32 v5, v6, v5
	v_fmac_f32_e32 v37, v49, v57
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v39, v1, v79
	v_fmac_f32_e32 v38, v50, v57
	v_mul_f32_e32 v1, v7, v5
	v_fmac_f32_e32 v37, v47, v79
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v39, v4, v82
	v_fmac_f32_e32 v38, v48, v79
	v_fma_f32 v4, -v10, v1, v7
	v_fmac_f32_e32 v37, v2, v82
	v_sub_f32_e32 v9, v46, v39
	v_fmac_f32_e32 v38, v3, v82
	v_mul_f32_e32 v2, v39, v8
	v_fmac_f32_e32 v1, v4, v5
	v_sub_f32_e32 v11, v44, v37
	v_mul_f32_e32 v3, v37, v8
	v_sub_f32_e32 v12, v45, v38
	v_mul_f32_e32 v6, v38, v8
	v_fma_f32 v4, -v10, v1, v7
	v_mul_f32_e32 v7, v9, v8
	v_fma_f32 v2, v9, v16, -v2
	v_fma_f32 v3, v11, v16, -v3
	v_fma_f32 v6, v12, v16, -v6
	v_div_fmas_f32 v1, v4, v5, v1
	v_mul_f32_e32 v4, v11, v8
	v_mul_f32_e32 v5, v12, v8
	v_fma_f32 v7, v39, v21, -v7
	v_div_fixup_f32 v1, v1, v13, 1.0
	v_fma_f32 v4, v37, v21, -v4
	v_fma_f32 v5, v38, v21, -v5
	v_mul_f32_e32 v10, v2, v1
	v_mul_f32_e32 v4, v4, v1
	v_mul_f32_e32 v2, v5, v1
	v_mul_f32_e32 v7, v7, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v5, v6, v1
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v4
	v_cndmask_b32_e32 v1, 1.0, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v2
	v_mul_f32_e32 v1, 0x41f80000, v1
	v_cndmask_b32_e32 v6, 1.0, v2, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v7
	v_rndne_f32_e32 v1, v1
	v_mul_f32_e32 v6, 0x427c0000, v6
	v_cndmask_b32_e32 v13, 1.0, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v3
	v_rndne_f32_e32 v6, v6
	v_mul_f32_e32 v13, 0x41f80000, v13
	v_cndmask_b32_e32 v14, 1.0, v3, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v5
	v_rndne_f32_e32 v13, v13
	v_mul_f32_e32 v14, 0x41f80000, v14
	v_cndmask_b32_e32 v15, 1.0, v5, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 1.0, v10
	v_rndne_f32_e32 v14, v14
	v_mul_f32_e32 v15, 0x427c0000, v15
	v_cndmask_b32_e32 v17, 1.0, v10, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v2
	v_rndne_f32_e32 v15, v15
	v_mul_f32_e32 v17, 0x41f80000, v17
	v_cndmask_b32_e32 v2, 0, v6, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v4
	v_rndne_f32_e32 v17, v17
	v_cndmask_b32_e32 v4, 0, v1, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v7
	v_mul_f32_e32 v7, 0x3d043571, v4
	v_cndmask_b32_e32 v1, 0, v13, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v3
	v_mul_f32_e32 v18, v7, v7
	v_mul_f32_e32 v13, 0x3d043571, v1
	v_cndmask_b32_e32 v3, 0, v14, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v5
	v_mul_f32_e32 v20, v13, v13
	v_mul_f32_e32 v14, 0x3d043571, v3
	v_cndmask_b32_e32 v6, 0, v15, vcc_lo
	v_cmp_ngt_f32_e32 vcc_lo, 0, v10
	v_mul_f32_e32 v10, 0x3c81b119, v2
	v_mul_f32_e32 v22, v14, v14
	v_mul_f32_e32 v15, 0x3c81b119, v6
	v_cndmask_b32_e32 v5, 0, v17, vcc_lo
	v_mul_f32_e32 v19, v10, v10
	v_mul_f32_e32 v25, v7, v14
	v_mul_f32_e32 v7, v37, v7
	v_mul_f32_e32 v23, v15, v15
	v_mul_f32_e32 v17, 0x3d043571, v5
	v_mul_f32_e32 v26, v10, v15
	v_mul_f32_e32 v10, v38, v10
	v_mul_f32_e32 v22, v22, v21
	v_mul_f32_e32 v23, v23, v21
	v_mul_f32_e32 v24, v17, v17
	v_mul_f32_e32 v27, v13, v17
	v_mul_f32_e32 v13, v39, v13
	v_fma_f32 v7, v25, v8, -v7
	v_fma_f32 v10, v26, v8, -v10
	v_mul_f32_e32 v21, v24, v21
	v_fmac_f32_e32 v22, v18, v16
	v_fma_f32 v8, v27, v8, -v13
	v_fmac_f32_e32 v23, v19, v16
	v_fma_f32 v7, -v11, v14, v7
	v_fma_f32 v10, -v12, v15, v10
	v_fmac_f32_e32 v21, v20, v16
	v_fma_f32 v8, -v9, v17, v8
	v_fmac_f32_e32 v22, 2.0, v7
	v_fmac_f32_e32 v23, 2.0, v10
	v_fmac_f32_e32 v21, 2.0, v8
	v_add_f32_e32 v7, v22, v23
	v_add_f32_e32 v7, v21, v7
	v_mul_f32_e32 v7, 0x3e800000, v7
	v_cmpx_lt_f32_e32 v7, v53
	s_cbranch_execz .LBB0_94
; %bb.91:
	v_cvt_u32_f32_e32 v4, v4
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v6, v6
	v_cvt_u32_f32_e32 v3, v3
	s_mov_b32 s1, exec_lo
	v_perm_b32 v2, v2, v4, 0x5040100
	v_cvt_u32_f32_e32 v4, v5
	v_lshlrev_b16 v5, 5, v6
	v_cvt_u32_f32_e32 v6, v1
	v_lshlrev_b16 v1, 11, v3
	v_pk_lshlrev_b16 v2, 0x5000b, v2
	v_or_b32_e32 v3, v5, v4
	v_lshrrev_b32_e32 v4, 16, v2
	v_or_b32_e32 v1, v3, v1
	v_or3_b32 v51, v4, v6, v2
	v_mov_b32_e32 v52, v1
	v_cmpx_gt_u16_e64 v51, v1
; %bb.92:
	v_not_b32_e32 v2, v56
	v_mov_b32_e32 v52, v51
	v_mov_b32_e32 v51, v1
	v_lshrrev_b32_e32 v2, 1, v2
	v_and_b32_e32 v2, 0x55555555, v2
	v_xor_b32_e32 v56, v2, v56
; %bb.93:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v53, v7
	v_mov_b32_e32 v54, v56
.LBB0_94:
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_95:
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_96:
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_97:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v2, 2, v0
	v_cmp_gt_u32_e32 vcc_lo, 32, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	ds_write2st64_b32 v2, v0, v53 offset0:4 offset1:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v2 offset:1280
	v_add_nc_u32_e32 v1, 0x500, v2
	s_and_saveexec_b32 s0, vcc_lo
; %bb.98:
	ds_read_b32 v3, v1 offset:128
; %bb.99:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v2, 0x400, v2
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.100:
	ds_read_b32 v5, v2 offset:128
; %bb.101:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_103
; %bb.102:
	ds_write_b32 v1, v3
	ds_write_b32 v2, v5
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v1
	v_cmp_gt_u32_e32 vcc_lo, 48, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_and_saveexec_b32 s0, vcc_lo
; %bb.104:
	ds_read_b32 v3, v1 offset:64
; %bb.105:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.106:
	ds_read_b32 v5, v2 offset:64
; %bb.107:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_109
; %bb.108:
	ds_write_b32 v1, v3
	ds_write_b32 v2, v5
.LBB0_109:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v1
	v_cmp_gt_u32_e32 vcc_lo, 56, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_and_saveexec_b32 s0, vcc_lo
; %bb.110:
	ds_read_b32 v3, v1 offset:32
; %bb.111:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.112:
	ds_read_b32 v5, v2 offset:32
; %bb.113:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_115
; %bb.114:
	ds_write_b32 v1, v3
	ds_write_b32 v2, v5
.LBB0_115:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v1
	v_cmp_gt_u32_e32 vcc_lo, 60, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_and_saveexec_b32 s0, vcc_lo
; %bb.116:
	ds_read_b32 v3, v1 offset:16
; %bb.117:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.118:
	ds_read_b32 v5, v2 offset:16
; %bb.119:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_121
; %bb.120:
	ds_write_b32 v1, v3
	ds_write_b32 v2, v5
.LBB0_121:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v1
	v_cmp_gt_u32_e32 vcc_lo, 62, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_and_saveexec_b32 s0, vcc_lo
; %bb.122:
	ds_read_b32 v3, v1 offset:8
; %bb.123:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.124:
	ds_read_b32 v5, v2 offset:8
; %bb.125:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_127
; %bb.126:
	ds_write_b32 v1, v3
	ds_write_b32 v2, v5
.LBB0_127:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v4, v1
	v_cmp_gt_u32_e32 vcc_lo, 63, v0
	v_mov_b32_e32 v3, 0x7f7fffff
	s_and_saveexec_b32 s0, vcc_lo
; %bb.128:
	ds_read_b32 v3, v1 offset:4
; %bb.129:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.130:
	ds_read_b32 v5, v2 offset:4
; %bb.131:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_lt_f32_e32 v3, v4
	s_cbranch_execz .LBB0_133
; %bb.132:
	ds_write_b32 v1, v3
	ds_write_b32 v2, v5
.LBB0_133:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_mov_b32 s0, exec_lo
	ds_read_b32 v2, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_eq_u32_e64 v0, v2
	s_cbranch_execz .LBB0_135
; %bb.134:
	ds_read_b128 v[2:5], v1 offset:1792
	ds_read_b128 v[6:9], v1 offset:1808
	ds_read_b128 v[10:13], v1 offset:1824
	ds_read_b128 v[14:17], v1 offset:1840
	v_cmp_ne_u16_e32 vcc_lo, v51, v52
	s_add_i32 s0, s7, s6
	s_ashr_i32 s1, s0, 31
	v_cndmask_b32_e32 v0, 0, v54, vcc_lo
	s_lshl_b64 s[0:1], s[0:1], 3
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v3, 1, v3
	v_lshlrev_b32_e32 v4, 1, v4
	v_lshlrev_b32_e32 v5, 1, v5
	v_lshlrev_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(2)
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
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v11, 1, v11
	v_lshrrev_b32_e32 v8, v8, v0
	v_lshrrev_b32_e32 v9, v9, v0
	v_lshlrev_b32_e32 v6, 8, v6
	v_lshlrev_b32_e32 v7, 10, v7
	v_and_or_b32 v2, v3, 12, v2
	v_and_b32_e32 v3, 48, v4
	v_and_b32_e32 v4, 0xc0, v5
	v_lshlrev_b32_e32 v10, 1, v10
	v_lshrrev_b32_e32 v11, v11, v0
	v_lshlrev_b32_e32 v5, 12, v8
	v_lshlrev_b32_e32 v8, 14, v9
	v_and_b32_e32 v6, 0x300, v6
	v_and_b32_e32 v7, 0xc00, v7
	v_or3_b32 v2, v2, v3, v4
	v_lshlrev_b32_e32 v12, 1, v12
	v_lshlrev_b32_e32 v13, 1, v13
	v_lshrrev_b32_sdwa v3, v10, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v4, 18, v11
	v_and_b32_e32 v5, 0x3000, v5
	v_and_b32_e32 v8, 0xc000, v8
	v_or3_b32 v2, v2, v6, v7
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v15, 1, v15
	v_lshrrev_b32_e32 v6, v12, v0
	v_lshrrev_b32_e32 v7, v13, v0
	v_and_b32_e32 v3, 0x30000, v3
	v_and_b32_e32 v4, 0xc0000, v4
	v_or3_b32 v2, v2, v5, v8
	v_lshlrev_b32_e32 v5, 1, v14
	v_lshlrev_b32_e32 v6, 20, v6
	v_lshlrev_b32_e32 v7, 22, v7
	v_lshrrev_b32_e32 v8, v15, v0
	v_or3_b32 v2, v2, v3, v4
	v_lshlrev_b32_e32 v3, 1, v16
	v_and_b32_e32 v4, 0x300000, v6
	v_and_b32_e32 v6, 0xc00000, v7
	v_lshrrev_b32_sdwa v5, v5, v0 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v7, 26, v8
	v_lshrrev_b32_e32 v3, v3, v0
	v_lshlrev_b32_e32 v8, 1, v17
	v_or3_b32 v2, v2, v4, v6
	v_and_b32_e32 v4, 0x3000000, v5
	v_and_b32_e32 v5, 0xc000000, v7
	v_lshlrev_b32_e32 v3, 28, v3
	v_lshrrev_b32_e32 v0, v8, v0
	v_or3_b32 v2, v2, v4, v5
	v_and_b32_e32 v3, 0x30000000, v3
	v_lshlrev_b32_e32 v0, 30, v0
	v_lshlrev_b32_e32 v4, 16, v52
	v_or3_b32 v3, v2, v3, v0
	v_or_b32_sdwa v2, v4, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	global_store_dwordx2 v1, v[2:3], s[0:1]
.LBB0_135:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
		.amdhsa_group_segment_fixed_size 1868
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 91
		.amdhsa_next_free_sgpr 12
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
	.size	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi, .Lfunc_end0-_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
                                        ; -- End function
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_vgpr, 91
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_agpr, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.numbered_sgpr, 12
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_named_barrier, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.private_seg_size, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.uses_vcc, 1
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.uses_flat_scratch, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_dyn_sized_stack, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_recursion, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12576
; TotalNumSgprs: 14
; NumVgprs: 91
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1868 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 91
; Occupancy: 10
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     91
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
