	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi ; -- Begin function _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
	.globl	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
	.p2align	8
	.type	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi,@function
_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi: ; @_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_load_dword s3, s[0:1], 0x18
	v_cmp_lt_u32_e64 s[4:5], 15, v0
	v_cmp_gt_u32_e64 s[0:1], 16, v0
	v_mul_u32_u24_e32 v1, 12, v0
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s10
	s_add_i32 s10, s3, s2
	v_lshl_or_b32 v4, s10, 4, v0
	v_mov_b32_e32 v3, s11
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v2, 0x600
	s_mov_b32 s10, 0x3b808081
	v_mad_u32_u24 v5, v0, 12, v2
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte1_e32 v3, v4
	v_cvt_f32_ubyte0_e32 v2, v4
	v_cvt_f32_ubyte2_e32 v4, v4
	v_pk_mul_f32 v[2:3], v[2:3], s[10:11] op_sel_hi:[1,0]
	v_mul_f32_e32 v4, 0x3b808081, v4
	ds_write2_b32 v5, v2, v3 offset1:1
	ds_write_b32 v1, v4 offset:1544
.LBB0_2:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v32, 0
	ds_read_b64 v[6:7], v32 offset:1536
	s_movk_i32 s12, 0x400
	v_add_u32_e64 v2, s12, 0
	ds_read2_b32 v[12:13], v2 offset0:130 offset1:133
	ds_read_b64 v[18:19], v32 offset:1560
	ds_read_b128 v[2:5], v32 offset:1568
	s_waitcnt lgkmcnt(3)
	ds_write_b64 v32, v[6:7] offset:1856
	s_waitcnt lgkmcnt(3)
	ds_write_b32 v32, v12 offset:1864
	ds_read_b96 v[10:12], v32 offset:1856
	ds_read_b96 v[14:16], v32 offset:1584
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v21, v4
	v_mov_b32_e32 v4, 0x63c
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v13, v12
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v12, v5, v2
	v_mov_b32_e32 v2, 0x60c
	ds_read2_b32 v[2:3], v2 offset1:1
	ds_read_b64 v[28:29], v32 offset:1656
	v_mov_b32_e32 v5, 0x66c
	v_mov_b32_e32 v13, 0x69c
	ds_read2_b32 v[22:23], v4 offset1:1
	ds_read2_b32 v[24:25], v5 offset1:1
	ds_read2_b32 v[26:27], v13 offset1:1
	s_waitcnt lgkmcnt(4)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	ds_read_b32 v10, v32 offset:1604
	v_pk_add_f32 v[2:3], v[18:19], v[2:3]
	v_add_f32_e32 v11, v16, v12
	v_pk_add_f32 v[2:3], v[20:21], v[2:3]
	ds_read_b64 v[16:17], v32 offset:1608
	v_pk_add_f32 v[18:19], v[14:15], v[2:3]
	ds_read_b128 v[2:5], v32 offset:1616
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v13, v10, v11
	ds_read_b96 v[10:12], v32 offset:1632
	ds_read_b128 v[6:9], v32 offset:1712
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v13
	ds_read_b32 v13, v32 offset:1652
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v21, v4
	v_add_f32_e32 v14, v5, v2
	ds_read_b128 v[2:5], v32 offset:1664
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v12, v12, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v15, v13, v12
	ds_read_b96 v[12:14], v32 offset:1680
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v31, v4
	ds_read_b32 v4, v32 offset:1700
	v_add_f32_e32 v2, v2, v15
	v_add_f32_e32 v2, v5, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v14, v2
	v_mov_b32_e32 v30, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	ds_read_b64 v[2:3], v32 offset:1704
	v_mov_b32_e32 v14, v7
	v_add_f32_e32 v4, v6, v4
	v_pk_add_f32 v[6:7], v[22:23], v[18:19]
	v_mov_b32_e32 v15, v8
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_add_f32_e32 v4, v9, v4
	v_pk_add_f32 v[6:7], v[20:21], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[10:11], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[24:25], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[28:29], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[30:31], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	s_nop 0
	v_pk_add_f32 v[6:7], v[26:27], v[6:7]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	s_nop 0
	v_pk_add_f32 v[2:3], v[14:15], v[2:3]
	ds_write_b96 v32, v[2:4] offset:1856
.LBB0_4:
	s_or_b64 exec, exec, s[10:11]
	v_mul_u32_u24_e32 v2, 24, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[4:5], exec, s[10:11]
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v3, 0x600
	v_mov_b32_e32 v4, 0
	v_mad_u32_u24 v3, v0, 12, v3
	ds_read_b96 v[4:6], v4 offset:1856
	ds_read_b32 v8, v1 offset:1544
	ds_read2_b32 v[10:11], v3 offset1:1
	s_mov_b32 s10, 0xbd800000
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v8, 0xbd800000, v6
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[4:5], v[4:5], s[10:11], v[10:11] op_sel_hi:[1,0,1]
	s_nop 0
	v_mov_b32_e32 v9, v5
	v_pk_mul_f32 v[6:7], v[4:5], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[4:5], v[8:9]
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v8
	v_pk_mul_f32 v[4:5], v[4:5], v[4:5] op_sel:[0,1]
	ds_write2_b64 v2, v[6:7], v[10:11] offset0:80 offset1:81
	ds_write_b64 v2, v[4:5] offset:656
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_read2_b64 v[4:7], v2 offset0:80 offset1:81
	ds_read_b64 v[8:9], v2 offset:656
	ds_read_b32 v3, v2 offset:832
	ds_read_b32 v10, v2 offset:836
	ds_read_b32 v11, v2 offset:840
	ds_read_b32 v12, v2 offset:844
	ds_read_b32 v13, v2 offset:848
	ds_read_b32 v14, v2 offset:852
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v2, v3 offset:640
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v10, v5
	ds_write_b32 v2, v3 offset:644
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v11, v6
	ds_write_b32 v2, v3 offset:648
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v12, v7
	ds_write_b32 v2, v3 offset:652
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v13, v8
	ds_write_b32 v2, v3 offset:656
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v14, v9
	ds_write_b32 v2, v3 offset:660
.LBB0_8:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[4:5], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read2_b64 v[4:7], v2 offset0:80 offset1:81
	ds_read_b64 v[8:9], v2 offset:656
	ds_read_b32 v3, v2 offset:736
	ds_read_b32 v10, v2 offset:740
	ds_read_b32 v11, v2 offset:744
	ds_read_b32 v12, v2 offset:748
	ds_read_b32 v13, v2 offset:752
	ds_read_b32 v14, v2 offset:756
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v2, v3 offset:640
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v10, v5
	ds_write_b32 v2, v3 offset:644
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v11, v6
	ds_write_b32 v2, v3 offset:648
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v12, v7
	ds_write_b32 v2, v3 offset:652
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v13, v8
	ds_write_b32 v2, v3 offset:656
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v14, v9
	ds_write_b32 v2, v3 offset:660
.LBB0_10:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[4:5], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read2_b64 v[4:7], v2 offset0:80 offset1:81
	ds_read_b64 v[8:9], v2 offset:656
	ds_read_b32 v3, v2 offset:688
	ds_read_b32 v10, v2 offset:692
	ds_read_b32 v11, v2 offset:696
	ds_read_b32 v12, v2 offset:700
	ds_read_b32 v13, v2 offset:704
	ds_read_b32 v14, v2 offset:708
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v3, v4
	ds_write_b32 v2, v3 offset:640
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v10, v5
	ds_write_b32 v2, v3 offset:644
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v11, v6
	ds_write_b32 v2, v3 offset:648
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v12, v7
	ds_write_b32 v2, v3 offset:652
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v13, v8
	ds_write_b32 v2, v3 offset:656
	s_waitcnt lgkmcnt(5)
	v_add_f32_e32 v3, v14, v9
	ds_write_b32 v2, v3 offset:660
.LBB0_12:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v8, v3 offset:664
	ds_read2_b64 v[4:7], v2 offset0:80 offset1:81
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v8, v4
	ds_write_b32 v2, v4 offset:640
	ds_read_b32 v4, v3 offset:668
	ds_read_b64 v[8:9], v2 offset:656
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v5
	ds_write_b32 v2, v4 offset:644
	ds_read_b32 v4, v3 offset:672
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v6
	ds_write_b32 v2, v4 offset:648
	ds_read_b32 v4, v3 offset:676
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v7
	ds_write_b32 v2, v4 offset:652
	ds_read_b32 v4, v3 offset:680
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v8
	ds_write_b32 v2, v4 offset:656
	ds_read_b32 v3, v3 offset:684
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v9
	ds_write_b32 v2, v3 offset:660
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v38, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v5, 0
	ds_read_b96 v[2:4], v5 offset:640
	ds_read_b64 v[6:7], v5 offset:656
	ds_read2_b32 v[8:9], v5 offset0:163 offset1:164
	v_mov_b32_e32 v12, 0x604
	v_mad_u32_u24 v5, v0, 12, v12
	ds_read2_b32 v[12:13], v5 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v10, v3
	v_add_f32_e32 v3, v2, v3
	v_mov_b32_e32 v11, v4
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v6
	v_pk_add_f32 v[14:15], v[10:11], v[4:5]
	s_nop 0
	v_pk_add_f32 v[14:15], v[14:15], v[6:7]
	s_nop 0
	v_max3_f32 v16, v3, v14, v15
	v_div_scale_f32 v17, s[10:11], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	s_nop 0
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_mul_f32_e32 v18, v3, v16
	v_pk_mul_f32 v[16:17], v[10:11], v[14:15]
	s_nop 0
	v_fma_f32 v3, v2, v18, v16
	v_add_f32_e32 v3, v17, v3
	v_pk_mul_f32 v[16:17], v[4:5], v[14:15] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[16:17] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[16:17] op_sel:[0,1,0]
	s_nop 0
	v_max3_f32 v16, v3, v14, v15
	v_div_scale_f32 v17, s[10:11], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	s_nop 0
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_mul_f32_e32 v18, v3, v16
	v_pk_mul_f32 v[16:17], v[10:11], v[14:15]
	s_nop 0
	v_fma_f32 v3, v2, v18, v16
	v_add_f32_e32 v3, v17, v3
	v_pk_mul_f32 v[16:17], v[4:5], v[14:15] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[16:17] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[16:17] op_sel:[0,1,0]
	s_nop 0
	v_max3_f32 v16, v3, v14, v15
	v_div_scale_f32 v17, s[10:11], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	s_nop 0
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_mul_f32_e32 v18, v3, v16
	v_pk_mul_f32 v[16:17], v[10:11], v[14:15]
	s_nop 0
	v_fma_f32 v3, v2, v18, v16
	v_add_f32_e32 v3, v17, v3
	v_pk_mul_f32 v[16:17], v[4:5], v[14:15] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[16:17] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[16:17] op_sel:[0,1,0]
	s_nop 0
	v_max3_f32 v16, v3, v14, v15
	v_div_scale_f32 v17, s[10:11], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	s_nop 0
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_mul_f32_e32 v18, v3, v16
	v_pk_mul_f32 v[16:17], v[10:11], v[14:15]
	s_nop 0
	v_fma_f32 v3, v2, v18, v16
	v_add_f32_e32 v3, v17, v3
	v_pk_mul_f32 v[16:17], v[4:5], v[14:15] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[16:17] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[16:17] op_sel:[0,1,0]
	s_nop 0
	v_max3_f32 v16, v3, v14, v15
	v_div_scale_f32 v17, s[10:11], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	s_nop 0
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_mul_f32_e32 v18, v3, v16
	v_pk_mul_f32 v[16:17], v[10:11], v[14:15]
	s_nop 0
	v_fma_f32 v3, v2, v18, v16
	v_add_f32_e32 v3, v17, v3
	v_pk_mul_f32 v[16:17], v[4:5], v[14:15] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[16:17] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[16:17] op_sel:[0,1,0]
	s_nop 0
	v_max3_f32 v16, v3, v14, v15
	v_div_scale_f32 v17, s[10:11], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	s_nop 0
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_mul_f32_e32 v18, v3, v16
	v_pk_mul_f32 v[16:17], v[10:11], v[14:15]
	v_pk_mul_f32 v[4:5], v[4:5], v[14:15] op_sel_hi:[1,0]
	v_fma_f32 v3, v2, v18, v16
	v_pk_fma_f32 v[4:5], v[10:11], v[18:19], v[4:5] op_sel_hi:[1,0,1]
	v_add_f32_e32 v3, v17, v3
	v_pk_fma_f32 v[4:5], v[6:7], v[14:15], v[4:5] op_sel:[0,1,0]
	s_nop 0
	v_max3_f32 v14, v3, v4, v5
	v_div_scale_f32 v15, s[10:11], v14, v14, 1.0
	v_rcp_f32_e32 v16, v15
	s_nop 0
	v_fma_f32 v17, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_div_scale_f32 v17, vcc, 1.0, v14, 1.0
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v19, -v15, v18, v17
	v_fmac_f32_e32 v18, v19, v16
	v_fma_f32 v15, -v15, v18, v17
	v_div_fmas_f32 v15, v15, v16, v18
	v_div_fixup_f32 v14, v15, v14, 1.0
	v_pk_mul_f32 v[4:5], v[4:5], v[14:15] op_sel_hi:[1,0]
	v_mul_f32_e32 v16, v3, v14
	v_pk_mul_f32 v[14:15], v[10:11], v[4:5]
	s_nop 0
	v_fma_f32 v2, v2, v16, v14
	v_add_f32_e32 v14, v15, v2
	v_pk_mul_f32 v[2:3], v[8:9], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[2:3], v[10:11], v[16:17], v[2:3] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[2:3], v[6:7], v[4:5], v[2:3] op_sel:[0,1,0]
	ds_read_b32 v7, v1 offset:1536
	v_max3_f32 v4, v14, v2, v3
	v_div_scale_f32 v5, s[10:11], v4, v4, 1.0
	v_rcp_f32_e32 v6, v5
	s_nop 0
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_div_scale_f32 v8, vcc, 1.0, v4, 1.0
	v_mul_f32_e32 v9, v8, v6
	v_fma_f32 v10, -v5, v9, v8
	v_fmac_f32_e32 v9, v10, v6
	v_fma_f32 v5, -v5, v9, v8
	v_div_fmas_f32 v5, v5, v6, v9
	v_div_fixup_f32 v4, v5, v4, 1.0
	v_mul_f32_e32 v5, v14, v4
	v_pk_mul_f32 v[2:3], v[2:3], v[4:5] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[2:3], v[12:13], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v7, v5, v2
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v38, v2 offset:1728
.LBB0_16:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_read_b32 v18, v38 offset:1728
	v_mov_b32_e32 v14, 0
	ds_read_b128 v[2:5], v14 offset:1728
	ds_read_b128 v[6:9], v14 offset:1744
	ds_read_b128 v[10:13], v14 offset:1760
	ds_read_b128 v[14:17], v14 offset:1776
	s_waitcnt lgkmcnt(3)
	v_cmp_lt_f32_e32 vcc, v3, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v2, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, 0, v3, vcc
	v_cmp_lt_f32_e32 vcc, v4, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v5, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_f32_e32 vcc, v6, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v7, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	v_cmp_lt_f32_e32 vcc, v8, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v9, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e32 vcc, v10, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v11, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	v_cmp_lt_f32_e32 vcc, v12, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v13, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v14, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v15, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	v_cmp_lt_f32_e32 vcc, v16, v18
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_lt_f32_e32 vcc, v17, v18
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	ds_write_b32 v38, v2 offset:1792
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	s_movk_i32 s4, 0x700
	v_add_u32_e32 v3, -1, v0
	v_lshl_add_u32 v2, v0, 2, s4
	v_cmp_gt_u32_e32 vcc, 15, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_21
; %bb.19:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1792
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.20:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_21:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -2, v0
	v_cmp_gt_u32_e32 vcc, 14, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_24
; %bb.22:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1796
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.23:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -3, v0
	v_cmp_gt_u32_e32 vcc, 13, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_27
; %bb.25:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1800
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.26:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_27:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -4, v0
	v_cmp_gt_u32_e32 vcc, 12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_30
; %bb.28:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1804
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.29:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_30:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -5, v0
	v_cmp_gt_u32_e32 vcc, 11, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_33
; %bb.31:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1808
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.32:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_33:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -6, v0
	v_cmp_gt_u32_e32 vcc, 10, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_36
; %bb.34:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1812
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.35:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_36:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -7, v0
	v_cmp_gt_u32_e32 vcc, 9, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_39
; %bb.37:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1816
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.38:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_39:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 0x3f8, v0
	v_cmp_eq_u32_e32 vcc, 8, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_42
; %bb.40:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1820
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.41:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_42:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -9, v0
	v_cmp_gt_u32_e32 vcc, 7, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_45
; %bb.43:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1824
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.44:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_45:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -10, v0
	v_cmp_gt_u32_e32 vcc, 6, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_48
; %bb.46:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1828
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.47:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_48:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -11, v0
	v_cmp_gt_u32_e32 vcc, 5, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_51
; %bb.49:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1832
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.50:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_51:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 0x3fc, v0
	v_cmp_eq_u32_e32 vcc, 12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_54
; %bb.52:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1836
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.53:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_54:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v3, -13, v0
	v_cmp_gt_u32_e32 vcc, 3, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_57
; %bb.55:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1840
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.56:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_57:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 0x3fe, v0
	v_cmp_eq_u32_e32 vcc, 14, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_60
; %bb.58:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1844
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.59:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 15, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_63
; %bb.61:
	v_mov_b32_e32 v4, 0
	ds_read_b32 v3, v2
	ds_read_b32 v4, v4 offset:1848
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
; %bb.62:
	v_add_u32_e32 v3, 1, v3
	ds_write_b32 v2, v3
.LBB0_63:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_65
; %bb.64:
	v_mov_b32_e32 v3, 0x600
	v_mad_u32_u24 v3, v0, 12, v3
	ds_read_b32 v4, v2
	ds_read_b32 v5, v1 offset:1544
	ds_read2_b32 v[2:3], v3 offset1:1
	s_waitcnt lgkmcnt(2)
	v_mul_lo_u32 v1, v4, 12
	v_add_u32_e32 v4, 0x600, v1
	s_waitcnt lgkmcnt(0)
	ds_write2_b32 v4, v2, v3 offset1:1
	ds_write_b32 v1, v5 offset:1544
.LBB0_65:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v39, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[58:61], v39 offset:1664
	ds_read_b128 v[22:25], v39 offset:1680
	ds_read_b128 v[10:13], v39 offset:1600
	ds_read_b128 v[62:65], v39 offset:1616
	ds_read_b128 v[14:17], v39 offset:1632
	ds_read_b128 v[18:21], v39 offset:1648
	v_mov_b32_e32 v1, 0x64c
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v13, 0x67c
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v21, 0x6ac
	ds_read_b128 v[26:29], v39 offset:1696
	ds_read_b128 v[34:37], v39 offset:1712
	ds_read2_b32 v[40:41], v1 offset1:1
	ds_read2_b32 v[42:43], v13 offset1:1
	ds_read2_b32 v[44:45], v21 offset1:1
	ds_read_b96 v[30:32], v39 offset:1856
	ds_read_b128 v[2:5], v39 offset:1536
	ds_read_b128 v[6:9], v39 offset:1584
	s_waitcnt lgkmcnt(6)
	v_mov_b32_e32 v46, v34
	v_mov_b32_e32 v47, v37
	v_mov_b32_e32 v48, v24
	v_mov_b32_e32 v49, v27
	v_mov_b32_e32 v50, v58
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v45, v36
	v_mov_b32_e32 v29, v35
	ds_read_b128 v[34:37], v39 offset:1568
	v_mov_b32_e32 v21, v59
	v_mov_b32_e32 v58, v23
	v_mov_b32_e32 v59, v26
	v_mov_b32_e32 v23, v25
	ds_read_b128 v[24:27], v39 offset:1552
	s_mov_b32 s0, 0x41100000
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v33, v30
	v_mov_b32_e32 v51, v61
	v_mov_b32_e32 v52, v16
	v_mov_b32_e32 v53, v19
	v_mov_b32_e32 v54, v62
	v_mov_b32_e32 v55, v65
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v56, v8
	v_mov_b32_e32 v57, v11
	v_mov_b32_e32 v43, v60
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v61, v18
	v_mov_b32_e32 v41, v64
	v_mov_b32_e32 v13, v63
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v19, v10
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v9, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, v25
	v_mov_b32_e32 v10, v34
	v_mov_b32_e32 v11, v26
	v_mov_b32_e32 v34, v37
	s_mov_b32 s11, 0
	s_mov_b64 s[4:5], 0
	s_movk_i32 s13, 0x3df
	s_movk_i32 s20, 0x3e0
	s_movk_i32 s21, 0xa0
	s_mov_b32 s10, 0x3c81b119
	s_mov_b32 s12, 0x3d043571
	s_mov_b32 s22, 0x5040100
	s_mov_b64 s[14:15], 0x100
	v_mul_f32_e32 v73, 0x41100000, v31
	v_mov_b32_e32 v37, 0x7f7fffff
	v_mov_b32_e32 v83, 12
	v_mov_b32_e32 v85, v38
	v_pk_mul_f32 v[16:17], v[32:33], s[0:1] op_sel_hi:[1,0]
	v_lshl_add_u64 v[62:63], s[8:9], 0, v[38:39]
                                        ; implicit-def: $vgpr87
                                        ; implicit-def: $vgpr86
	s_branch .LBB0_68
.LBB0_66:                               ;   in Loop: Header=BB0_68 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB0_67:                               ;   in Loop: Header=BB0_68 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_cmpk_eq_i32 s11, 0x3c0
	s_cselect_b64 s[8:9], -1, 0
	s_or_b64 s[0:1], s[0:1], s[8:9]
	s_add_i32 s11, s11, 64
	s_and_b64 s[0:1], exec, s[0:1]
	v_add_u32_e32 v85, 0x100, v85
	s_or_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[62:63], v[62:63], 0, s[14:15]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_73
.LBB0_68:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s11, v0
	v_cmp_lt_u32_e64 s[0:1], s13, v1
	v_cmp_gt_u32_e32 vcc, s20, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_67
; %bb.69:                               ;   in Loop: Header=BB0_68 Depth=1
	global_load_dword v33, v[62:63], off
	v_cmp_gt_u32_e32 vcc, s21, v1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_71
; %bb.70:                               ;   in Loop: Header=BB0_68 Depth=1
	s_waitcnt vmcnt(0)
	ds_write_b32 v85, v33
.LBB0_71:                               ;   in Loop: Header=BB0_68 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v64, 4, v33
	v_and_b32_e32 v71, 12, v64
	v_lshrrev_b32_e32 v64, 6, v33
	v_and_b32_e32 v1, 3, v33
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _ZL6prods4@rel32@lo+4
	s_addc_u32 s19, s19, _ZL6prods4@rel32@hi+12
	v_and_b32_e32 v26, 12, v33
	v_and_b32_e32 v67, 12, v64
	v_lshrrev_b32_e32 v64, 8, v33
	v_lshlrev_b32_e32 v2, 2, v1
	global_load_dword v1, v26, s[18:19]
	global_load_dword v25, v2, s[18:19]
	v_and_b32_e32 v68, 12, v64
	v_lshrrev_b32_e32 v64, 10, v33
	v_lshrrev_b32_e32 v39, 2, v33
	v_lshrrev_b32_e32 v65, 12, v33
	v_and_b32_e32 v69, 12, v64
	v_lshrrev_b32_e32 v64, 14, v33
	v_and_b32_e32 v39, 12, v39
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, alphaTable4@rel32@lo+4
	s_addc_u32 s17, s17, alphaTable4@rel32@hi+12
	v_and_b32_e32 v70, 12, v65
	v_and_b32_e32 v74, 12, v64
	v_and_b32_sdwa v75, v33, v83 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	global_load_dword v65, v75, s[16:17]
	global_load_dword v64, v74, s[16:17]
	global_load_dword v66, v67, s[16:17]
	global_load_dword v82, v67, s[18:19]
	s_nop 0
	global_load_dword v67, v68, s[16:17]
	global_load_dword v84, v68, s[18:19]
	s_nop 0
	global_load_dword v68, v69, s[16:17]
	global_load_dword v104, v69, s[18:19]
	s_nop 0
	global_load_dword v69, v70, s[16:17]
	global_load_dword v105, v70, s[18:19]
	s_nop 0
	global_load_dword v2, v2, s[16:17]
	s_nop 0
	global_load_dword v26, v26, s[16:17]
	s_nop 0
	global_load_dword v100, v39, s[18:19]
	global_load_dword v70, v39, s[16:17]
	s_nop 0
	global_load_dword v39, v71, s[18:19]
	global_load_dword v72, v71, s[16:17]
	s_nop 0
	global_load_dword v71, v75, s[18:19]
	global_load_dword v106, v74, s[18:19]
	v_lshrrev_b32_e32 v74, 18, v33
	v_and_b32_e32 v74, 12, v74
	v_lshrrev_b32_e32 v75, 20, v33
	v_and_b32_e32 v75, 12, v75
	global_load_dword v107, v74, s[18:19]
	global_load_dword v108, v75, s[18:19]
	v_lshrrev_b32_e32 v76, 22, v33
	v_and_b32_sdwa v77, v33, v83 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_and_b32_e32 v76, 12, v76
	global_load_dword v109, v77, s[18:19]
	global_load_dword v110, v76, s[18:19]
	v_lshrrev_b32_e32 v78, 26, v33
	v_and_b32_e32 v78, 12, v78
	v_lshrrev_b32_e32 v79, 28, v33
	v_and_b32_e32 v79, 12, v79
	global_load_dword v111, v78, s[18:19]
	global_load_dword v112, v79, s[18:19]
	s_nop 0
	global_load_dword v74, v74, s[16:17]
	s_nop 0
	global_load_dword v75, v75, s[16:17]
	s_nop 0
	global_load_dword v77, v77, s[16:17]
	s_nop 0
	global_load_dword v76, v76, s[16:17]
	s_nop 0
	global_load_dword v80, v78, s[16:17]
	global_load_dword v81, v79, s[16:17]
	s_waitcnt vmcnt(28)
	v_pk_mul_f32 v[94:95], v[14:15], v[64:65]
	v_pk_mul_f32 v[96:97], v[52:53], v[64:65]
	v_pk_mul_f32 v[64:65], v[60:61], v[64:65]
	s_waitcnt vmcnt(25)
	v_pk_mul_f32 v[88:89], v[6:7], v[66:67]
	v_add_u32_e32 v1, v1, v25
	v_pk_mul_f32 v[78:79], v[56:57], v[66:67]
	v_mov_b32_e32 v101, v88
	v_mov_b32_e32 v88, v79
	s_waitcnt vmcnt(21)
	v_pk_mul_f32 v[90:91], v[12:13], v[68:69]
	s_waitcnt vmcnt(19)
	v_pk_fma_f32 v[98:99], v[8:9], v[2:3], 0 op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[92:93], v[54:55], v[68:69]
	v_mov_b32_e32 v103, v90
	v_mov_b32_e32 v102, v92
	s_waitcnt vmcnt(15)
	v_add3_u32 v1, v1, v100, v39
	v_add3_u32 v1, v1, v82, v84
	v_add3_u32 v1, v1, v104, v105
	s_waitcnt vmcnt(12)
	v_add3_u32 v1, v1, v106, v71
	v_mov_b32_e32 v100, v78
	v_pk_fma_f32 v[78:79], v[4:5], v[26:27], v[98:99] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v90, v93
	v_pk_fma_f32 v[78:79], v[10:11], v[70:71], v[78:79] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_add3_u32 v1, v1, v107, v108
	v_pk_fma_f32 v[78:79], v[34:35], v[72:73], v[78:79] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v92, v96
	v_mov_b32_e32 v93, v94
	s_waitcnt vmcnt(8)
	v_add3_u32 v1, v1, v110, v109
	s_waitcnt vmcnt(6)
	v_add3_u32 v1, v1, v111, v112
	v_mul_u32_u24_sdwa v25, v1, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_mov_b32_e32 v94, v97
	v_pk_add_f32 v[96:97], v[78:79], v[100:101]
	v_cvt_f32_u32_e32 v25, v25
	v_cvt_f32_i32_sdwa v79, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_ubyte1_e32 v78, v1
	v_pk_add_f32 v[88:89], v[96:97], v[88:89]
	v_fma_f32 v2, v3, v2, 0
	v_fma_f32 v25, v79, v78, -v25
	v_div_scale_f32 v39, s[16:17], v25, v25, 1.0
	v_rcp_f32_e32 v71, v39
	v_pk_add_f32 v[88:89], v[88:89], v[102:103]
	v_fmac_f32_e32 v2, v24, v26
	v_pk_add_f32 v[88:89], v[88:89], v[90:91]
	v_fma_f32 v82, -v39, v71, 1.0
	v_fmac_f32_e32 v71, v82, v71
	v_div_scale_f32 v82, vcc, 1.0, v25, 1.0
	v_mul_f32_e32 v84, v82, v71
	v_fma_f32 v90, -v39, v84, v82
	v_pk_add_f32 v[88:89], v[88:89], v[92:93]
	v_fmac_f32_e32 v84, v90, v71
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[90:91], v[20:21], v[74:75]
	v_pk_mul_f32 v[92:93], v[50:51], v[74:75]
	v_pk_add_f32 v[88:89], v[88:89], v[94:95]
	v_mov_b32_e32 v94, v92
	v_mov_b32_e32 v95, v90
	v_pk_add_f32 v[88:89], v[88:89], v[94:95]
	v_mov_b32_e32 v90, v93
	v_pk_add_f32 v[88:89], v[88:89], v[90:91]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[90:91], v[22:23], v[76:77]
	v_pk_mul_f32 v[92:93], v[48:49], v[76:77]
	v_mov_b32_e32 v95, v90
	v_mov_b32_e32 v94, v92
	v_pk_add_f32 v[88:89], v[88:89], v[94:95]
	v_mov_b32_e32 v90, v93
	v_pk_add_f32 v[88:89], v[88:89], v[90:91]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[90:91], v[28:29], v[80:81]
	v_pk_mul_f32 v[92:93], v[46:47], v[80:81]
	v_mov_b32_e32 v95, v90
	v_mov_b32_e32 v94, v92
	v_pk_add_f32 v[88:89], v[88:89], v[94:95]
	v_mov_b32_e32 v90, v93
	v_fmac_f32_e32 v2, v27, v70
	v_fma_f32 v39, -v39, v84, v82
	v_pk_add_f32 v[88:89], v[88:89], v[90:91]
	v_fmac_f32_e32 v2, v36, v72
	v_pk_mul_f32 v[66:67], v[18:19], v[66:67]
	v_div_fmas_f32 v39, v39, v71, v84
	v_pk_add_f32 v[90:91], v[16:17], v[88:89] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_f32_ubyte0_e32 v71, v1
	v_add_f32_e32 v2, v2, v66
	v_mov_b32_e32 v94, v91
	v_mov_b32_e32 v95, v89
	v_mov_b32_e32 v96, v71
	v_add_f32_e32 v2, v2, v67
	v_pk_mul_f32 v[66:67], v[40:41], v[68:69]
	v_mov_b32_e32 v92, v89
	v_mov_b32_e32 v93, v91
	v_pk_mul_f32 v[94:95], v[94:95], v[96:97] op_sel_hi:[1,0]
	v_mov_b32_e32 v98, v90
	v_mov_b32_e32 v99, v88
	v_add_f32_e32 v2, v2, v66
	v_pk_fma_f32 v[92:93], v[92:93], v[78:79], v[94:95] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v94, v88
	v_mov_b32_e32 v95, v90
	v_pk_mul_f32 v[98:99], v[98:99], v[96:97] op_sel_hi:[1,0]
	v_add_f32_e32 v2, v2, v67
	v_pk_fma_f32 v[94:95], v[94:95], v[78:79], v[98:99] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_div_fixup_f32 v98, v39, v25, 1.0
	v_add_f32_e32 v2, v2, v64
	v_pk_mul_f32 v[94:95], v[94:95], v[98:99] op_sel_hi:[1,0]
	v_add_f32_e32 v2, v2, v65
	v_pk_mul_f32 v[64:65], v[42:43], v[74:75]
	v_cmp_nlt_f32_e32 vcc, 1.0, v94
	v_add_f32_e32 v2, v2, v64
	v_pk_mul_f32 v[92:93], v[92:93], v[98:99] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v1, 1.0, v94, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v95
	v_add_f32_e32 v2, v2, v65
	v_pk_mul_f32 v[64:65], v[58:59], v[76:77]
	v_cndmask_b32_e32 v25, 1.0, v95, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v92
	v_add_f32_e32 v2, v2, v64
	v_add_f32_e32 v2, v2, v65
	v_cndmask_b32_e32 v39, 1.0, v92, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v93
	v_pk_mul_f32 v[64:65], v[44:45], v[80:81]
	v_mul_f32_e32 v39, 0x41f80000, v39
	v_cndmask_b32_e32 v82, 1.0, v93, vcc
	v_add_f32_e32 v2, v2, v64
	v_mul_f32_e32 v82, 0x41f80000, v82
	v_add_f32_e32 v66, v2, v65
	v_mul_f32_e32 v1, 0x41f80000, v1
	v_rndne_f32_e32 v39, v39
	v_rndne_f32_e32 v97, v82
	v_cmp_ngt_f32_e32 vcc, 0, v92
	v_sub_f32_e32 v67, v73, v66
	v_rndne_f32_e32 v1, v1
	v_cndmask_b32_e32 v82, 0, v39, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v94
	v_pk_mul_f32 v[64:65], v[66:67], v[96:97] op_sel:[1,0] op_sel_hi:[0,0]
	v_mul_f32_e32 v25, 0x41f80000, v25
	v_cndmask_b32_e32 v84, 0, v1, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v93
	v_pk_fma_f32 v[64:65], v[66:67], v[78:79], v[64:65] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_rndne_f32_e32 v25, v25
	v_cndmask_b32_e32 v1, 0, v97, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v95
	v_pk_mul_f32 v[64:65], v[64:65], v[98:99] op_sel_hi:[1,0]
	v_mov_b32_e32 v100, v84
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v64
	v_mov_b32_e32 v101, v82
	v_mov_b32_e32 v92, v25
	v_cndmask_b32_e32 v2, 1.0, v64, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v65
	v_mul_f32_e32 v2, 0x427c0000, v2
	v_rndne_f32_e32 v2, v2
	v_cndmask_b32_e32 v26, 1.0, v65, vcc
	v_mul_f32_e32 v26, 0x427c0000, v26
	v_rndne_f32_e32 v26, v26
	v_cmp_ngt_f32_e32 vcc, 0, v65
	v_mov_b32_e32 v93, v1
	v_pk_mul_f32 v[100:101], v[100:101], s[12:13] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v65, 0, v26, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v64
	v_pk_mul_f32 v[92:93], v[92:93], s[12:13] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[100:101], v[100:101]
	v_cndmask_b32_e32 v64, 0, v2, vcc
	v_pk_mul_f32 v[68:69], v[64:65], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[94:95], v[92:93], v[92:93]
	v_pk_mul_f32 v[74:75], v[68:69], v[68:69] op_sel_hi:[0,1]
	v_mov_b32_e32 v74, v68
	v_mov_b32_e32 v70, v68
	v_pk_mul_f32 v[70:71], v[74:75], v[70:71]
	v_pk_mul_f32 v[88:89], v[88:89], v[100:101]
	v_pk_mul_f32 v[100:101], v[100:101], v[92:93]
	v_fma_f32 v26, -v66, v68, v71
	v_mul_f32_e32 v66, v69, v69
	v_mov_b32_e32 v68, v78
	v_pk_mul_f32 v[94:95], v[94:95], v[78:79] op_sel_hi:[1,0]
	v_mov_b32_e32 v104, v79
	v_pk_fma_f32 v[88:89], v[100:101], v[96:97], v[88:89] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_mul_f32 v[66:67], v[66:67], v[68:69]
	v_mov_b32_e32 v2, v79
	v_pk_fma_f32 v[94:95], v[102:103], v[104:105], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[90:91], v[92:93], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[70:71], v[2:3], v[66:67]
	v_sub_f32_e32 v2, v26, v67
	v_pk_fma_f32 v[66:67], v[88:89], 2.0, v[94:95] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v68, 2.0, v2
	v_add_f32_e32 v2, v67, v68
	v_add_f32_e32 v2, v66, v2
	v_mul_f32_e32 v2, 0x3de38e39, v2
	v_cmp_lt_f32_e32 vcc, v2, v37
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_66
; %bb.72:                               ;   in Loop: Header=BB0_68 Depth=1
	v_cvt_u32_f32_e32 v26, v64
	v_cvt_u32_f32_e32 v37, v65
	v_cvt_u32_f32_e32 v64, v82
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v39, v84
	v_cvt_u32_f32_e32 v25, v25
	v_perm_b32 v26, v37, v26, s22
	v_perm_b32 v1, v1, v64, s22
	v_pk_lshlrev_b16 v26, 5, v26 op_sel_hi:[0,1]
	v_perm_b32 v25, v25, v39, s22
	v_pk_lshlrev_b16 v1, 11, v1 op_sel_hi:[0,1]
	v_or3_b32 v86, v26, v25, v1
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v87, v33
	s_branch .LBB0_66
.LBB0_73:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v33, 0
	v_xor_b32_e32 v2, 0x55555555, v87
	v_cmp_lt_u16_sdwa vcc, v86, v86 src0_sel:DWORD src1_sel:WORD_1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[6:9], v33 offset:1568
	ds_read_b96 v[34:36], v33 offset:1536
	ds_read_b32 v78, v33 offset:1556
	ds_read_b64 v[48:49], v33 offset:1560
	ds_read_b128 v[18:21], v33 offset:1616
	ds_read_b96 v[22:24], v33 offset:1584
	v_cndmask_b32_e32 v76, v87, v2, vcc
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v50, v7
	v_mov_b32_e32 v51, v8
	v_mov_b32_e32 v7, 0x60c
	v_mov_b32_e32 v8, 0x63c
	v_mov_b32_e32 v13, 0x66c
	ds_read_b128 v[2:5], v33 offset:1664
	ds_read2_b32 v[56:57], v7 offset1:1
	ds_read_b128 v[14:17], v33 offset:1712
	ds_read_b32 v29, v33 offset:1652
	ds_read_b64 v[58:59], v33 offset:1656
	ds_read_b96 v[10:12], v33 offset:1680
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v42, v3
	v_mov_b32_e32 v3, 0x69c
	ds_read2_b32 v[62:63], v8 offset1:1
	ds_read2_b32 v[60:61], v13 offset1:1
	ds_read2_b32 v[44:45], v3 offset1:1
	ds_read_b32 v13, v33 offset:1700
	ds_read_b64 v[46:47], v33 offset:1704
	ds_read_b96 v[26:28], v33 offset:1632
	ds_read_b32 v25, v33 offset:1604
	ds_read_b64 v[54:55], v33 offset:1608
	s_movk_i32 s0, 0xa0
	v_max_u16_sdwa v39, v86, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_min_u16_sdwa v1, v86, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_mov_b32_e32 v52, v19
	v_mov_b32_e32 v53, v20
	v_mov_b32_e32 v43, v4
	s_waitcnt lgkmcnt(11)
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v41, v16
	v_pk_mul_f32 v[30:31], v[30:31], 4.0 op_sel_hi:[1,0]
	v_mul_f32_e32 v77, 4.0, v32
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_79
; %bb.74:
	ds_read_b32 v7, v38
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, alphaTable3@rel32@lo+4
	s_addc_u32 s9, s9, alphaTable3@rel32@hi+12
	v_mov_b32_e32 v72, 12
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, _ZL6prods3@rel32@lo+4
	s_addc_u32 s11, s11, _ZL6prods3@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, 3, v7
	v_and_b32_e32 v19, 12, v7
	v_lshrrev_b32_e32 v15, 2, v7
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v4, v19, s[8:9]
	global_load_dword v8, v3, s[8:9]
	v_lshrrev_b32_e32 v20, 4, v7
	v_and_b32_e32 v15, 12, v15
	v_lshrrev_b32_e32 v32, 6, v7
	global_load_dword v16, v15, s[8:9]
	v_and_b32_e32 v65, 12, v20
	v_lshrrev_b32_e32 v33, 8, v7
	v_and_b32_e32 v70, 12, v32
	v_lshrrev_b32_e32 v32, 12, v7
	global_load_dword v20, v65, s[8:9]
	v_and_b32_e32 v71, 12, v33
	v_and_b32_e32 v74, 12, v32
	global_load_dword v33, v71, s[8:9]
	global_load_dword v69, v74, s[8:9]
	global_load_dword v32, v70, s[8:9]
	v_lshrrev_b32_e32 v64, 10, v7
	v_and_b32_sdwa v73, v7, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v75, 12, v64
	global_load_dword v67, v73, s[8:9]
	global_load_dword v68, v75, s[8:9]
	v_lshrrev_b32_e32 v64, 14, v7
	v_and_b32_e32 v79, 12, v64
	global_load_dword v66, v79, s[8:9]
	v_lshrrev_b32_e32 v64, 18, v7
	v_and_b32_e32 v80, 12, v64
	global_load_dword v64, v80, s[8:9]
	global_load_dword v85, v19, s[10:11]
	global_load_dword v86, v73, s[10:11]
	global_load_dword v87, v3, s[10:11]
	v_lshrrev_b32_e32 v81, 20, v7
	v_lshrrev_b32_e32 v82, 22, v7
	v_lshrrev_b32_e32 v83, 26, v7
	v_and_b32_e32 v3, 12, v81
	v_and_b32_e32 v19, 12, v82
	v_and_b32_e32 v81, 12, v83
	global_load_dword v82, v15, s[10:11]
	global_load_dword v83, v65, s[10:11]
	global_load_dword v88, v70, s[10:11]
	global_load_dword v89, v71, s[10:11]
	global_load_dword v90, v75, s[10:11]
	global_load_dword v91, v74, s[10:11]
	v_and_b32_sdwa v84, v7, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b32_e32 v72, 28, v7
	v_and_b32_e32 v15, 12, v72
	global_load_dword v79, v79, s[10:11]
	s_nop 0
	global_load_dword v92, v80, s[10:11]
	global_load_dword v93, v3, s[10:11]
	global_load_dword v94, v19, s[10:11]
	global_load_dword v95, v84, s[10:11]
	global_load_dword v96, v81, s[10:11]
	global_load_dword v97, v15, s[10:11]
	s_waitcnt vmcnt(25)
	v_pk_fma_f32 v[72:73], v[34:35], v[8:9], 0 op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[72:73], v[56:57], v[4:5], v[72:73] op_sel_hi:[1,0,1]
	v_fma_f32 v8, v36, v8, 0
	v_fmac_f32_e32 v8, v78, v4
	s_waitcnt vmcnt(24)
	v_pk_fma_f32 v[72:73], v[48:49], v[16:17], v[72:73] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v8, v6, v16
	s_waitcnt vmcnt(23)
	v_pk_fma_f32 v[72:73], v[50:51], v[20:21], v[72:73] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v8, v9, v20
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v74, v33
	s_waitcnt vmcnt(20)
	v_pk_fma_f32 v[72:73], v[22:23], v[32:33], v[72:73] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v80, v69
	v_pk_fma_f32 v[72:73], v[62:63], v[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[32:33], v[24:25], v[32:33]
	s_waitcnt vmcnt(19)
	v_mov_b32_e32 v70, v67
	s_waitcnt vmcnt(18)
	v_pk_fma_f32 v[72:73], v[54:55], v[68:69], v[72:73] op_sel_hi:[1,0,1]
	v_add_f32_e32 v8, v8, v32
	v_pk_fma_f32 v[72:73], v[52:53], v[80:81], v[72:73] op_sel_hi:[1,0,1]
	v_add_f32_e32 v8, v8, v33
	s_waitcnt vmcnt(17)
	v_pk_fma_f32 v[72:73], v[26:27], v[66:67], v[72:73] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[60:61], v[70:71], v[72:73] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(16)
	v_pk_fma_f32 v[72:73], v[58:59], v[64:65], v[70:71] op_sel_hi:[1,0,1]
	global_load_dword v65, v3, s[8:9]
	global_load_dword v74, v19, s[8:9]
	global_load_dword v75, v84, s[8:9]
	global_load_dword v70, v81, s[8:9]
	global_load_dword v71, v15, s[8:9]
	s_waitcnt vmcnt(18)
	v_add_u32_e32 v84, v85, v87
	s_waitcnt vmcnt(16)
	v_add3_u32 v4, v84, v82, v83
	s_waitcnt vmcnt(14)
	v_add3_u32 v4, v4, v88, v89
	v_mov_b32_e32 v19, v21
	s_waitcnt vmcnt(12)
	v_add3_u32 v4, v4, v90, v91
	s_waitcnt vmcnt(11)
	v_add3_u32 v4, v4, v79, v86
	s_waitcnt vmcnt(9)
	v_add3_u32 v4, v4, v92, v93
	s_waitcnt vmcnt(7)
	v_add3_u32 v4, v4, v94, v95
	s_waitcnt vmcnt(5)
	v_add3_u32 v4, v4, v96, v97
	v_pk_mul_f32 v[80:81], v[28:29], v[66:67]
	v_cvt_f32_ubyte1_e32 v32, v4
	v_cvt_f32_ubyte0_e32 v67, v4
	v_cvt_f32_i32_sdwa v66, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_mul_u32_u24_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_pk_mul_f32 v[68:69], v[18:19], v[68:69]
	v_cvt_f32_u32_e32 v16, v4
	v_add_f32_e32 v8, v8, v68
	v_add_f32_e32 v8, v8, v69
	v_add_f32_e32 v8, v8, v80
	v_add_f32_e32 v19, v8, v81
	v_fma_f32 v8, v66, v32, -v16
	v_div_scale_f32 v16, s[10:11], v8, v8, 1.0
	v_rcp_f32_e32 v20, v16
	v_div_scale_f32 v68, vcc, 1.0, v8, 1.0
	v_mov_b32_e32 v3, v5
	v_fma_f32 v69, -v16, v20, 1.0
	v_fmac_f32_e32 v20, v69, v20
	v_mul_f32_e32 v69, v68, v20
	v_fma_f32 v79, -v16, v69, v68
	v_fmac_f32_e32 v69, v79, v20
	v_fma_f32 v16, -v16, v69, v68
	v_div_fmas_f32 v16, v16, v20, v69
	v_div_fixup_f32 v8, v16, v8, 1.0
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v81, v67
	v_mov_b32_e32 v4, v67
	v_mov_b32_e32 v33, v67
	s_mov_b32 s8, 0x3c81b119
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v16, v65
	v_pk_mul_f32 v[64:65], v[2:3], v[64:65]
	v_pk_fma_f32 v[72:73], v[42:43], v[16:17], v[72:73] op_sel_hi:[1,0,1]
	v_add_f32_e32 v3, v19, v64
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v20, v75
	v_add_f32_e32 v3, v3, v65
	v_pk_fma_f32 v[64:65], v[10:11], v[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[12:13], v[74:75]
	v_pk_fma_f32 v[64:65], v[44:45], v[20:21], v[64:65] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v80, v71
	v_add_f32_e32 v3, v3, v68
	v_pk_fma_f32 v[64:65], v[46:47], v[70:71], v[64:65] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[82:83], v[14:15], v[70:71]
	v_add_f32_e32 v3, v3, v69
	v_pk_fma_f32 v[70:71], v[40:41], v[80:81], v[64:65] op_sel_hi:[1,0,1]
	v_add_f32_e32 v3, v3, v82
	v_pk_add_f32 v[64:65], v[30:31], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v72, v3, v83
	v_pk_mul_f32 v[74:75], v[64:65], v[4:5] op_sel_hi:[1,0]
	v_sub_f32_e32 v73, v77, v72
	v_pk_fma_f32 v[74:75], v[70:71], v[32:33], v[74:75] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v69, v71
	v_mov_b32_e32 v68, v65
	v_mov_b32_e32 v83, v64
	v_pk_mul_f32 v[84:85], v[72:73], v[32:33]
	v_mov_b32_e32 v33, v65
	v_pk_mul_f32 v[64:65], v[74:75], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[68:69], v[66:67]
	v_sub_f32_e32 v3, v84, v85
	v_cmp_nlt_f32_e32 vcc, 1.0, v64
	v_sub_f32_e32 v15, v68, v69
	v_mul_f32_e32 v3, v3, v8
	v_cndmask_b32_e32 v16, 1.0, v64, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v65
	v_mul_f32_e32 v15, v15, v8
	v_mul_f32_e32 v16, 0x41f80000, v16
	v_cndmask_b32_e32 v19, 1.0, v65, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v3
	v_mul_f32_e32 v19, 0x427c0000, v19
	v_rndne_f32_e32 v19, v19
	v_cndmask_b32_e32 v20, 1.0, v3, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v15
	v_rndne_f32_e32 v16, v16
	v_mul_f32_e32 v20, 0x41f80000, v20
	v_cndmask_b32_e32 v68, 1.0, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v65
	v_mul_f32_e32 v68, 0x427c0000, v68
	v_mov_b32_e32 v82, v73
	v_cndmask_b32_e32 v65, 0, v19, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v64
	v_rndne_f32_e32 v19, v68
	v_mov_b32_e32 v73, v70
	v_cndmask_b32_e32 v64, 0, v16, vcc
	v_rndne_f32_e32 v16, v20
	v_cmp_ngt_f32_e32 vcc, 0, v3
	v_pk_mov_b32 v[84:85], v[64:65], v[64:65] op_sel:[1,0]
	v_pk_mov_b32 v[74:75], v[64:65], v[64:65] op_sel:[1,0]
	v_cndmask_b32_e32 v68, 0, v16, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v15
	v_mov_b32_e32 v69, v75
	s_nop 0
	v_cndmask_b32_e32 v3, 0, v19, vcc
	v_mov_b32_e32 v85, v3
	v_pk_mul_f32 v[84:85], v[84:85], s[8:9] op_sel_hi:[1,0]
	s_mov_b32 s8, 0x3d043571
	v_pk_mul_f32 v[88:89], v[84:85], v[84:85] op_sel_hi:[0,1]
	v_mov_b32_e32 v80, v84
	v_mov_b32_e32 v88, v84
	v_pk_mul_f32 v[80:81], v[88:89], v[80:81]
	v_pk_mul_f32 v[86:87], v[84:85], v[84:85]
	v_fma_f32 v15, -v71, v84, v81
	v_pk_mul_f32 v[70:71], v[72:73], v[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v91, v85
	v_pk_fma_f32 v[70:71], v[82:83], v[66:67], v[70:71] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v90, v87
	v_pk_mul_f32 v[70:71], v[70:71], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[90:91], v[32:33]
	v_cmp_nlt_f32_e32 vcc, 1.0, v71
	v_pk_fma_f32 v[88:89], v[80:81], v[66:67], v[86:87]
	v_sub_f32_e32 v15, v15, v87
	v_cndmask_b32_e32 v8, 1.0, v71, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v70
	v_fmac_f32_e32 v88, 2.0, v15
	v_mul_f32_e32 v8, 0x41f80000, v8
	v_cndmask_b32_e32 v15, 1.0, v70, vcc
	v_rndne_f32_e32 v8, v8
	v_mul_f32_e32 v15, 0x41f80000, v15
	v_cmp_ngt_f32_e32 vcc, 0, v71
	v_rndne_f32_e32 v15, v15
	v_pk_mul_f32 v[74:75], v[68:69], s[8:9] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v71, 0, v8, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v70
	v_pk_mul_f32 v[84:85], v[74:75], v[74:75]
	v_pk_mul_f32 v[72:73], v[72:73], v[74:75]
	v_cndmask_b32_e32 v70, 0, v15, vcc
	v_pk_mul_f32 v[80:81], v[70:71], s[8:9] op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[86:87], v[80:81], v[80:81]
	s_nop 0
	v_pk_mul_f32 v[32:33], v[86:87], v[32:33] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[84:85], v[66:67], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[66:67], v[74:75], v[80:81]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[66:67], v[4:5], v[72:73] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[82:83], v[80:81], v[66:67] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[66:67], 2.0, v[32:33] op_sel_hi:[1,0,1]
	s_nop 0
	v_add_f32_e32 v4, v33, v88
	v_add_f32_e32 v4, v32, v4
	v_mul_f32_e32 v4, 0x3e800000, v4
	v_cmp_lt_f32_e32 vcc, v4, v37
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_78
; %bb.75:
	v_cvt_u32_f32_e32 v1, v3
	v_cvt_u32_f32_e32 v3, v71
	v_cvt_u32_f32_e32 v8, v70
	v_cvt_u32_f32_e32 v15, v64
	v_cvt_u32_f32_e32 v16, v65
	v_lshlrev_b16_e32 v1, 5, v1
	v_lshlrev_b16_e32 v3, 11, v3
	v_bitop3_b16 v1, v1, v3, v8 bitop3:0xfe
	s_mov_b32 s10, 0x5040100
	v_cvt_u32_f32_e32 v8, v68
	v_perm_b32 v3, v16, v15, s10
	s_mov_b32 s10, 0x5000b
	v_pk_lshlrev_b16 v3, s10, v3
	s_nop 0
	v_lshrrev_b32_e32 v15, 16, v3
	v_or3_b32 v39, v15, v8, v3
	v_cmp_gt_u16_e32 vcc, v39, v1
	s_and_saveexec_b64 s[10:11], vcc
; %bb.76:
	v_not_b32_e32 v3, v7
	v_lshrrev_b32_e32 v3, 1, v3
	s_mov_b32 s12, 0x55555555
	v_bitop3_b32 v7, v3, v7, s12 bitop3:0x6c
	v_mov_b32_e32 v3, v1
	v_swap_b32 v1, v39
; %bb.77:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v37, v4
	v_mov_b32_e32 v76, v7
.LBB0_78:
	s_or_b64 exec, exec, s[8:9]
.LBB0_79:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.80:
	s_movk_i32 s0, 0x60
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_86
; %bb.81:
	ds_read_b32 v7, v38 offset:256
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, alphaTable3@rel32@lo+4
	s_addc_u32 s11, s11, alphaTable3@rel32@hi+12
	v_mov_b32_e32 v72, 12
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, _ZL6prods3@rel32@lo+4
	s_addc_u32 s13, s13, _ZL6prods3@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, 3, v7
	v_and_b32_e32 v19, 12, v7
	v_lshrrev_b32_e32 v15, 2, v7
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v4, v19, s[10:11]
	global_load_dword v8, v3, s[10:11]
	v_lshrrev_b32_e32 v20, 4, v7
	v_and_b32_e32 v15, 12, v15
	v_lshrrev_b32_e32 v32, 6, v7
	global_load_dword v16, v15, s[10:11]
	v_and_b32_e32 v65, 12, v20
	v_lshrrev_b32_e32 v33, 8, v7
	v_and_b32_e32 v70, 12, v32
	v_lshrrev_b32_e32 v32, 12, v7
	global_load_dword v20, v65, s[10:11]
	v_and_b32_e32 v71, 12, v33
	v_and_b32_e32 v74, 12, v32
	global_load_dword v33, v71, s[10:11]
	global_load_dword v69, v74, s[10:11]
	global_load_dword v32, v70, s[10:11]
	v_lshrrev_b32_e32 v64, 10, v7
	v_and_b32_sdwa v73, v7, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v75, 12, v64
	global_load_dword v67, v73, s[10:11]
	global_load_dword v68, v75, s[10:11]
	v_lshrrev_b32_e32 v64, 14, v7
	v_and_b32_e32 v79, 12, v64
	global_load_dword v66, v79, s[10:11]
	v_lshrrev_b32_e32 v64, 18, v7
	v_and_b32_e32 v80, 12, v64
	global_load_dword v64, v80, s[10:11]
	global_load_dword v85, v19, s[12:13]
	global_load_dword v86, v73, s[12:13]
	global_load_dword v87, v3, s[12:13]
	v_lshrrev_b32_e32 v81, 20, v7
	v_lshrrev_b32_e32 v82, 22, v7
	v_lshrrev_b32_e32 v83, 26, v7
	v_and_b32_e32 v3, 12, v81
	v_and_b32_e32 v19, 12, v82
	v_and_b32_e32 v81, 12, v83
	global_load_dword v82, v15, s[12:13]
	global_load_dword v83, v65, s[12:13]
	global_load_dword v88, v70, s[12:13]
	global_load_dword v89, v71, s[12:13]
	global_load_dword v90, v75, s[12:13]
	global_load_dword v91, v74, s[12:13]
	v_and_b32_sdwa v84, v7, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b32_e32 v72, 28, v7
	v_and_b32_e32 v15, 12, v72
	global_load_dword v79, v79, s[12:13]
	s_nop 0
	global_load_dword v92, v80, s[12:13]
	global_load_dword v93, v3, s[12:13]
	global_load_dword v94, v19, s[12:13]
	global_load_dword v95, v84, s[12:13]
	global_load_dword v96, v81, s[12:13]
	global_load_dword v97, v15, s[12:13]
	s_waitcnt vmcnt(25)
	v_pk_fma_f32 v[72:73], v[34:35], v[8:9], 0 op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[72:73], v[56:57], v[4:5], v[72:73] op_sel_hi:[1,0,1]
	v_fma_f32 v8, v36, v8, 0
	v_fmac_f32_e32 v8, v78, v4
	s_waitcnt vmcnt(24)
	v_pk_fma_f32 v[72:73], v[48:49], v[16:17], v[72:73] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v8, v6, v16
	s_waitcnt vmcnt(23)
	v_pk_fma_f32 v[72:73], v[50:51], v[20:21], v[72:73] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v8, v9, v20
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v74, v33
	s_waitcnt vmcnt(20)
	v_pk_fma_f32 v[72:73], v[22:23], v[32:33], v[72:73] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v80, v69
	v_pk_fma_f32 v[72:73], v[62:63], v[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[32:33], v[24:25], v[32:33]
	s_waitcnt vmcnt(19)
	v_mov_b32_e32 v70, v67
	s_waitcnt vmcnt(18)
	v_pk_fma_f32 v[72:73], v[54:55], v[68:69], v[72:73] op_sel_hi:[1,0,1]
	v_add_f32_e32 v8, v8, v32
	v_pk_fma_f32 v[72:73], v[52:53], v[80:81], v[72:73] op_sel_hi:[1,0,1]
	v_add_f32_e32 v8, v8, v33
	s_waitcnt vmcnt(17)
	v_pk_fma_f32 v[72:73], v[26:27], v[66:67], v[72:73] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[70:71], v[60:61], v[70:71], v[72:73] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(16)
	v_pk_fma_f32 v[72:73], v[58:59], v[64:65], v[70:71] op_sel_hi:[1,0,1]
	global_load_dword v65, v3, s[10:11]
	global_load_dword v74, v19, s[10:11]
	global_load_dword v75, v84, s[10:11]
	global_load_dword v70, v81, s[10:11]
	global_load_dword v71, v15, s[10:11]
	s_waitcnt vmcnt(18)
	v_add_u32_e32 v84, v85, v87
	s_waitcnt vmcnt(16)
	v_add3_u32 v4, v84, v82, v83
	s_waitcnt vmcnt(14)
	v_add3_u32 v4, v4, v88, v89
	v_mov_b32_e32 v19, v21
	s_waitcnt vmcnt(12)
	v_add3_u32 v4, v4, v90, v91
	s_waitcnt vmcnt(11)
	v_add3_u32 v4, v4, v79, v86
	s_waitcnt vmcnt(9)
	v_add3_u32 v4, v4, v92, v93
	s_waitcnt vmcnt(7)
	v_add3_u32 v4, v4, v94, v95
	s_waitcnt vmcnt(5)
	v_add3_u32 v4, v4, v96, v97
	v_pk_mul_f32 v[80:81], v[28:29], v[66:67]
	v_cvt_f32_ubyte1_e32 v32, v4
	v_cvt_f32_ubyte0_e32 v67, v4
	v_cvt_f32_i32_sdwa v66, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_mul_u32_u24_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_pk_mul_f32 v[68:69], v[18:19], v[68:69]
	v_cvt_f32_u32_e32 v16, v4
	v_add_f32_e32 v8, v8, v68
	v_add_f32_e32 v8, v8, v69
	v_add_f32_e32 v8, v8, v80
	v_add_f32_e32 v19, v8, v81
	v_fma_f32 v8, v66, v32, -v16
	v_div_scale_f32 v16, s[12:13], v8, v8, 1.0
	v_rcp_f32_e32 v20, v16
	v_div_scale_f32 v68, vcc, 1.0, v8, 1.0
	v_mov_b32_e32 v3, v5
	v_fma_f32 v69, -v16, v20, 1.0
	v_fmac_f32_e32 v20, v69, v20
	v_mul_f32_e32 v69, v68, v20
	v_fma_f32 v79, -v16, v69, v68
	v_fmac_f32_e32 v69, v79, v20
	v_fma_f32 v16, -v16, v69, v68
	v_div_fmas_f32 v16, v16, v20, v69
	v_div_fixup_f32 v8, v16, v8, 1.0
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v81, v67
	v_mov_b32_e32 v4, v67
	v_mov_b32_e32 v33, v67
	s_mov_b32 s10, 0x3c81b119
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v16, v65
	v_pk_mul_f32 v[64:65], v[2:3], v[64:65]
	v_pk_fma_f32 v[72:73], v[42:43], v[16:17], v[72:73] op_sel_hi:[1,0,1]
	v_add_f32_e32 v3, v19, v64
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v20, v75
	v_add_f32_e32 v3, v3, v65
	v_pk_fma_f32 v[64:65], v[10:11], v[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[68:69], v[12:13], v[74:75]
	v_pk_fma_f32 v[64:65], v[44:45], v[20:21], v[64:65] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v80, v71
	v_add_f32_e32 v3, v3, v68
	v_pk_fma_f32 v[64:65], v[46:47], v[70:71], v[64:65] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[82:83], v[14:15], v[70:71]
	v_add_f32_e32 v3, v3, v69
	v_pk_fma_f32 v[70:71], v[40:41], v[80:81], v[64:65] op_sel_hi:[1,0,1]
	v_add_f32_e32 v3, v3, v82
	v_pk_add_f32 v[64:65], v[30:31], v[70:71] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v72, v3, v83
	v_pk_mul_f32 v[74:75], v[64:65], v[4:5] op_sel_hi:[1,0]
	v_sub_f32_e32 v73, v77, v72
	v_pk_fma_f32 v[74:75], v[70:71], v[32:33], v[74:75] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v69, v71
	v_mov_b32_e32 v68, v65
	v_mov_b32_e32 v83, v64
	v_pk_mul_f32 v[84:85], v[72:73], v[32:33]
	v_mov_b32_e32 v33, v65
	v_pk_mul_f32 v[64:65], v[74:75], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[68:69], v[66:67]
	v_sub_f32_e32 v3, v84, v85
	v_cmp_nlt_f32_e32 vcc, 1.0, v64
	v_sub_f32_e32 v15, v68, v69
	v_mul_f32_e32 v3, v3, v8
	v_cndmask_b32_e32 v16, 1.0, v64, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v65
	v_mul_f32_e32 v15, v15, v8
	v_mul_f32_e32 v16, 0x41f80000, v16
	v_cndmask_b32_e32 v19, 1.0, v65, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v3
	v_mul_f32_e32 v19, 0x427c0000, v19
	v_rndne_f32_e32 v19, v19
	v_cndmask_b32_e32 v20, 1.0, v3, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v15
	v_rndne_f32_e32 v16, v16
	v_mul_f32_e32 v20, 0x41f80000, v20
	v_cndmask_b32_e32 v68, 1.0, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v65
	v_mul_f32_e32 v68, 0x427c0000, v68
	v_mov_b32_e32 v82, v73
	v_cndmask_b32_e32 v65, 0, v19, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v64
	v_rndne_f32_e32 v19, v68
	v_mov_b32_e32 v73, v70
	v_cndmask_b32_e32 v64, 0, v16, vcc
	v_rndne_f32_e32 v16, v20
	v_cmp_ngt_f32_e32 vcc, 0, v3
	v_pk_mov_b32 v[84:85], v[64:65], v[64:65] op_sel:[1,0]
	v_pk_mov_b32 v[74:75], v[64:65], v[64:65] op_sel:[1,0]
	v_cndmask_b32_e32 v68, 0, v16, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v15
	v_mov_b32_e32 v69, v75
	s_nop 0
	v_cndmask_b32_e32 v3, 0, v19, vcc
	v_mov_b32_e32 v85, v3
	v_pk_mul_f32 v[84:85], v[84:85], s[10:11] op_sel_hi:[1,0]
	s_mov_b32 s10, 0x3d043571
	v_pk_mul_f32 v[88:89], v[84:85], v[84:85] op_sel_hi:[0,1]
	v_mov_b32_e32 v80, v84
	v_mov_b32_e32 v88, v84
	v_pk_mul_f32 v[80:81], v[88:89], v[80:81]
	v_pk_mul_f32 v[86:87], v[84:85], v[84:85]
	v_fma_f32 v15, -v71, v84, v81
	v_pk_mul_f32 v[70:71], v[72:73], v[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v91, v85
	v_pk_fma_f32 v[70:71], v[82:83], v[66:67], v[70:71] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v90, v87
	v_pk_mul_f32 v[70:71], v[70:71], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[90:91], v[32:33]
	v_cmp_nlt_f32_e32 vcc, 1.0, v71
	v_pk_fma_f32 v[88:89], v[80:81], v[66:67], v[86:87]
	v_sub_f32_e32 v15, v15, v87
	v_cndmask_b32_e32 v8, 1.0, v71, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v70
	v_fmac_f32_e32 v88, 2.0, v15
	v_mul_f32_e32 v8, 0x41f80000, v8
	v_cndmask_b32_e32 v15, 1.0, v70, vcc
	v_rndne_f32_e32 v8, v8
	v_mul_f32_e32 v15, 0x41f80000, v15
	v_cmp_ngt_f32_e32 vcc, 0, v71
	v_rndne_f32_e32 v15, v15
	v_pk_mul_f32 v[74:75], v[68:69], s[10:11] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v71, 0, v8, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v70
	v_pk_mul_f32 v[84:85], v[74:75], v[74:75]
	v_pk_mul_f32 v[72:73], v[72:73], v[74:75]
	v_cndmask_b32_e32 v70, 0, v15, vcc
	v_pk_mul_f32 v[80:81], v[70:71], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[86:87], v[80:81], v[80:81]
	s_nop 0
	v_pk_mul_f32 v[32:33], v[86:87], v[32:33] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[84:85], v[66:67], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[66:67], v[74:75], v[80:81]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[66:67], v[4:5], v[72:73] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[82:83], v[80:81], v[66:67] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[66:67], 2.0, v[32:33] op_sel_hi:[1,0,1]
	s_nop 0
	v_add_f32_e32 v4, v33, v88
	v_add_f32_e32 v4, v32, v4
	v_mul_f32_e32 v4, 0x3e800000, v4
	v_cmp_lt_f32_e32 vcc, v4, v37
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_85
; %bb.82:
	v_cvt_u32_f32_e32 v1, v3
	v_cvt_u32_f32_e32 v3, v71
	v_cvt_u32_f32_e32 v8, v70
	v_cvt_u32_f32_e32 v15, v64
	v_cvt_u32_f32_e32 v16, v65
	v_lshlrev_b16_e32 v1, 5, v1
	v_lshlrev_b16_e32 v3, 11, v3
	v_bitop3_b16 v1, v1, v3, v8 bitop3:0xfe
	s_mov_b32 s12, 0x5040100
	v_cvt_u32_f32_e32 v8, v68
	v_perm_b32 v3, v16, v15, s12
	s_mov_b32 s12, 0x5000b
	v_pk_lshlrev_b16 v3, s12, v3
	s_nop 0
	v_lshrrev_b32_e32 v15, 16, v3
	v_or3_b32 v39, v15, v8, v3
	v_cmp_gt_u16_e32 vcc, v39, v1
	s_and_saveexec_b64 s[12:13], vcc
; %bb.83:
	v_not_b32_e32 v3, v7
	v_lshrrev_b32_e32 v3, 1, v3
	s_mov_b32 s14, 0x55555555
	v_bitop3_b32 v7, v3, v7, s14 bitop3:0x6c
	v_mov_b32_e32 v3, v1
	v_swap_b32 v1, v39
; %bb.84:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v37, v4
	v_mov_b32_e32 v76, v7
.LBB0_85:
	s_or_b64 exec, exec, s[10:11]
.LBB0_86:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_94
; %bb.87:
	v_or_b32_e32 v3, 0x80, v0
	s_movk_i32 s0, 0xa0
	v_cmp_gt_u32_e32 vcc, s0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_93
; %bb.88:
	ds_read_b32 v70, v38 offset:512
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, alphaTable3@rel32@lo+4
	s_addc_u32 s11, s11, alphaTable3@rel32@hi+12
	v_mov_b32_e32 v72, 12
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, _ZL6prods3@rel32@lo+4
	s_addc_u32 s13, s13, _ZL6prods3@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, 3, v70
	v_and_b32_e32 v15, 12, v70
	v_lshrrev_b32_e32 v7, 2, v70
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v4, v15, s[10:11]
	global_load_dword v8, v3, s[10:11]
	v_lshrrev_b32_e32 v19, 4, v70
	v_and_b32_e32 v7, 12, v7
	v_lshrrev_b32_e32 v32, 6, v70
	global_load_dword v16, v7, s[10:11]
	v_and_b32_e32 v19, 12, v19
	v_lshrrev_b32_e32 v33, 8, v70
	v_and_b32_e32 v65, 12, v32
	v_lshrrev_b32_e32 v32, 12, v70
	v_lshrrev_b32_e32 v64, 10, v70
	global_load_dword v20, v19, s[10:11]
	v_and_b32_e32 v71, 12, v33
	v_and_b32_e32 v74, 12, v32
	v_and_b32_e32 v75, 12, v64
	v_lshrrev_b32_e32 v64, 14, v70
	global_load_dword v33, v71, s[10:11]
	global_load_dword v68, v75, s[10:11]
	global_load_dword v69, v74, s[10:11]
	global_load_dword v32, v65, s[10:11]
	v_and_b32_e32 v79, 12, v64
	v_lshrrev_b32_e32 v64, 18, v70
	v_and_b32_sdwa v73, v70, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_e32 v80, 12, v64
	v_lshrrev_b32_e32 v81, 20, v70
	v_lshrrev_b32_e32 v82, 22, v70
	v_lshrrev_b32_e32 v83, 26, v70
	global_load_dword v67, v73, s[10:11]
	global_load_dword v66, v79, s[10:11]
	global_load_dword v64, v80, s[10:11]
	global_load_dword v85, v15, s[12:13]
	s_nop 0
	global_load_dword v73, v73, s[12:13]
	s_nop 0
	global_load_dword v86, v3, s[12:13]
	v_and_b32_e32 v3, 12, v81
	v_and_b32_e32 v15, 12, v82
	v_and_b32_e32 v81, 12, v83
	global_load_dword v7, v7, s[12:13]
	s_nop 0
	global_load_dword v82, v19, s[12:13]
	global_load_dword v83, v65, s[12:13]
	s_nop 0
	global_load_dword v71, v71, s[12:13]
	s_nop 0
	global_load_dword v75, v75, s[12:13]
	s_nop 0
	global_load_dword v87, v74, s[12:13]
	v_and_b32_sdwa v84, v70, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b32_e32 v72, 28, v70
	v_and_b32_e32 v19, 12, v72
	global_load_dword v79, v79, s[12:13]
	s_nop 0
	global_load_dword v88, v80, s[12:13]
	global_load_dword v89, v3, s[12:13]
	global_load_dword v90, v15, s[12:13]
	global_load_dword v91, v84, s[12:13]
	global_load_dword v92, v81, s[12:13]
	global_load_dword v93, v19, s[12:13]
	s_waitcnt vmcnt(25)
	v_pk_fma_f32 v[34:35], v[34:35], v[8:9], 0 op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[56:57], v[4:5], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(22)
	v_mov_b32_e32 v74, v33
	v_pk_fma_f32 v[34:35], v[48:49], v[16:17], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(20)
	v_mov_b32_e32 v80, v69
	v_pk_fma_f32 v[34:35], v[50:51], v[20:21], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(19)
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33]
	v_pk_fma_f32 v[22:23], v[22:23], v[32:33], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(18)
	v_mov_b32_e32 v72, v67
	s_waitcnt vmcnt(17)
	v_pk_mul_f32 v[28:29], v[28:29], v[66:67]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[22:23], v[62:63], v[74:75], v[22:23] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[54:55], v[68:69], v[22:23] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[52:53], v[80:81], v[22:23] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[26:27], v[66:67], v[22:23] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[60:61], v[72:73], v[22:23] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[58:59], v[64:65], v[22:23] op_sel_hi:[1,0,1]
	global_load_dword v65, v3, s[10:11]
	global_load_dword v34, v15, s[10:11]
	global_load_dword v35, v84, s[10:11]
	global_load_dword v22, v81, s[10:11]
	global_load_dword v23, v19, s[10:11]
	v_mov_b32_e32 v3, v5
	v_fma_f32 v5, v36, v8, 0
	v_add_u32_e32 v8, v85, v86
	v_fmac_f32_e32 v5, v78, v4
	v_add3_u32 v4, v8, v7, v82
	v_add3_u32 v4, v4, v83, v71
	s_waitcnt vmcnt(12)
	v_add3_u32 v4, v4, v75, v87
	s_waitcnt vmcnt(11)
	v_add3_u32 v4, v4, v79, v73
	s_waitcnt vmcnt(9)
	v_add3_u32 v4, v4, v88, v89
	s_waitcnt vmcnt(7)
	v_add3_u32 v4, v4, v90, v91
	s_waitcnt vmcnt(5)
	v_add3_u32 v8, v4, v92, v93
	v_fmac_f32_e32 v5, v6, v16
	v_cvt_f32_ubyte1_e32 v4, v8
	v_cvt_f32_ubyte0_e32 v7, v8
	v_cvt_f32_i32_sdwa v6, sext(v8) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_mul_u32_u24_sdwa v8, v8, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_fmac_f32_e32 v5, v9, v20
	v_cvt_f32_u32_e32 v9, v8
	v_mov_b32_e32 v19, v21
	v_add_f32_e32 v5, v5, v24
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69]
	v_fma_f32 v9, v6, v4, -v9
	v_add_f32_e32 v5, v5, v25
	v_div_scale_f32 v16, s[12:13], v9, v9, 1.0
	v_add_f32_e32 v5, v5, v18
	v_rcp_f32_e32 v18, v16
	v_div_scale_f32 v20, vcc, 1.0, v9, 1.0
	v_add_f32_e32 v5, v5, v19
	v_fma_f32 v21, -v16, v18, 1.0
	v_fmac_f32_e32 v18, v21, v18
	v_mul_f32_e32 v21, v20, v18
	v_fma_f32 v24, -v16, v21, v20
	v_fmac_f32_e32 v21, v24, v18
	v_fma_f32 v16, -v16, v21, v20
	v_add_f32_e32 v5, v5, v28
	v_div_fmas_f32 v16, v16, v18, v21
	v_mov_b32_e32 v15, v17
	v_add_f32_e32 v19, v5, v29
	v_mov_b32_e32 v17, v7
	v_div_fixup_f32 v18, v16, v9, 1.0
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v5, v7
	s_mov_b32 s10, 0x3c81b119
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v16, v65
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65]
	v_pk_fma_f32 v[26:27], v[42:43], v[16:17], v[26:27] op_sel_hi:[1,0,1]
	v_add_f32_e32 v2, v19, v2
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v20, v35
	v_add_f32_e32 v9, v2, v3
	v_pk_fma_f32 v[2:3], v[10:11], v[34:35], v[26:27] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[34:35]
	v_pk_fma_f32 v[2:3], v[44:45], v[20:21], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v24, v23
	v_add_f32_e32 v9, v9, v12
	v_pk_fma_f32 v[2:3], v[46:47], v[22:23], v[2:3] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[14:15], v[14:15], v[22:23]
	v_add_f32_e32 v9, v9, v13
	v_pk_fma_f32 v[12:13], v[40:41], v[24:25], v[2:3] op_sel_hi:[1,0,1]
	v_add_f32_e32 v9, v9, v14
	v_pk_add_f32 v[2:3], v[30:31], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v14, v9, v15
	v_pk_mul_f32 v[20:21], v[2:3], v[8:9] op_sel_hi:[1,0]
	v_mov_b32_e32 v11, v13
	v_sub_f32_e32 v15, v77, v14
	v_mov_b32_e32 v10, v3
	v_pk_fma_f32 v[20:21], v[12:13], v[4:5], v[20:21] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v23, v2
	v_pk_mul_f32 v[24:25], v[14:15], v[4:5]
	v_pk_mul_f32 v[10:11], v[10:11], v[6:7]
	v_mov_b32_e32 v5, v3
	v_pk_mul_f32 v[2:3], v[20:21], v[18:19] op_sel_hi:[1,0]
	v_sub_f32_e32 v9, v24, v25
	v_sub_f32_e32 v10, v10, v11
	v_cmp_nlt_f32_e32 vcc, 1.0, v2
	v_mul_f32_e32 v9, v9, v18
	v_mul_f32_e32 v11, v10, v18
	v_cndmask_b32_e32 v10, 1.0, v2, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v3
	v_mov_b32_e32 v22, v15
	v_mul_f32_e32 v10, 0x41f80000, v10
	v_cndmask_b32_e32 v15, 1.0, v3, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v9
	v_mul_f32_e32 v15, 0x427c0000, v15
	v_rndne_f32_e32 v15, v15
	v_cndmask_b32_e32 v16, 1.0, v9, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v11
	v_rndne_f32_e32 v10, v10
	v_mul_f32_e32 v16, 0x41f80000, v16
	v_cndmask_b32_e32 v19, 1.0, v11, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v3
	v_mul_f32_e32 v19, 0x427c0000, v19
	s_nop 0
	v_cndmask_b32_e32 v3, 0, v15, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v2
	v_rndne_f32_e32 v15, v19
	s_nop 0
	v_cndmask_b32_e32 v2, 0, v10, vcc
	v_rndne_f32_e32 v10, v16
	v_cmp_ngt_f32_e32 vcc, 0, v9
	v_pk_mov_b32 v[24:25], v[2:3], v[2:3] op_sel:[1,0]
	v_pk_mov_b32 v[20:21], v[2:3], v[2:3] op_sel:[1,0]
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v11
	v_mov_b32_e32 v11, v21
	s_nop 0
	v_cndmask_b32_e32 v9, 0, v15, vcc
	v_mov_b32_e32 v25, v9
	v_pk_mul_f32 v[24:25], v[24:25], s[10:11] op_sel_hi:[1,0]
	v_mov_b32_e32 v15, v12
	v_pk_mul_f32 v[28:29], v[24:25], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[24:25], v[24:25]
	v_mov_b32_e32 v16, v24
	v_mov_b32_e32 v28, v24
	v_mov_b32_e32 v31, v25
	v_mov_b32_e32 v30, v27
	v_pk_mul_f32 v[16:17], v[28:29], v[16:17]
	v_pk_mul_f32 v[26:27], v[30:31], v[4:5]
	v_fma_f32 v5, -v13, v24, v17
	v_pk_mul_f32 v[12:13], v[14:15], v[8:9] op_sel_hi:[1,0]
	v_pk_fma_f32 v[28:29], v[16:17], v[6:7], v[26:27]
	v_pk_fma_f32 v[12:13], v[22:23], v[6:7], v[12:13] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_sub_f32_e32 v5, v5, v27
	v_pk_mul_f32 v[12:13], v[12:13], v[18:19] op_sel_hi:[1,0]
	v_fmac_f32_e32 v28, 2.0, v5
	v_cmp_nlt_f32_e32 vcc, 1.0, v13
	s_mov_b32 s10, 0x3d043571
	v_pk_mul_f32 v[16:17], v[10:11], s[10:11] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v5, 1.0, v13, vcc
	v_cmp_nlt_f32_e32 vcc, 1.0, v12
	v_mul_f32_e32 v5, 0x41f80000, v5
	v_rndne_f32_e32 v5, v5
	v_cndmask_b32_e32 v7, 1.0, v12, vcc
	v_mul_f32_e32 v7, 0x41f80000, v7
	v_cmp_ngt_f32_e32 vcc, 0, v13
	v_rndne_f32_e32 v7, v7
	v_pk_mul_f32 v[20:21], v[16:17], v[16:17]
	v_cndmask_b32_e32 v13, 0, v5, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v12
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17]
	s_nop 0
	v_cndmask_b32_e32 v12, 0, v7, vcc
	v_pk_mul_f32 v[18:19], v[12:13], s[10:11] op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[24:25], v[18:19], v[18:19]
	s_nop 0
	v_pk_mul_f32 v[4:5], v[24:25], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[4:5], v[20:21], v[6:7], v[4:5] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[6:7], v[16:17], v[18:19]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[6:7], v[8:9], v[14:15] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[22:23], v[18:19], v[6:7] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[4:5], v[6:7], 2.0, v[4:5] op_sel_hi:[1,0,1]
	s_nop 0
	v_add_f32_e32 v5, v5, v28
	v_add_f32_e32 v4, v4, v5
	v_mul_f32_e32 v4, 0x3e800000, v4
	v_cmp_lt_f32_e32 vcc, v4, v37
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_92
; %bb.89:
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v1, v9
	v_cvt_u32_f32_e32 v5, v13
	v_cvt_u32_f32_e32 v6, v12
	s_mov_b32 s12, 0x5040100
	v_perm_b32 v2, v3, v2, s12
	v_cvt_u32_f32_e32 v3, v10
	s_mov_b32 s12, 0x5000b
	v_lshlrev_b16_e32 v1, 5, v1
	v_lshlrev_b16_e32 v5, 11, v5
	v_pk_lshlrev_b16 v2, s12, v2
	v_bitop3_b16 v1, v1, v5, v6 bitop3:0xfe
	v_lshrrev_b32_e32 v5, 16, v2
	v_or3_b32 v39, v5, v3, v2
	v_cmp_gt_u16_e32 vcc, v39, v1
	s_and_saveexec_b64 s[12:13], vcc
; %bb.90:
	v_not_b32_e32 v2, v70
	v_lshrrev_b32_e32 v2, 1, v2
	s_mov_b32 s14, 0x55555555
	v_bitop3_b32 v70, v2, v70, s14 bitop3:0x6c
	v_mov_b32_e32 v2, v1
	v_swap_b32 v1, v39
; %bb.91:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v37, v4
	v_mov_b32_e32 v76, v70
.LBB0_92:
	s_or_b64 exec, exec, s[10:11]
.LBB0_93:
	s_or_b64 exec, exec, s[0:1]
.LBB0_94:
	s_or_b64 exec, exec, s[8:9]
.LBB0_95:
	s_or_b64 exec, exec, s[4:5]
	ds_write2st64_b32 v38, v0, v37 offset0:4 offset1:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v38 offset:1280
	v_add_u32_e32 v2, 0x500, v38
	v_cmp_gt_u32_e32 vcc, 32, v0
	v_mov_b32_e32 v4, 0x7f7fffff
	s_and_saveexec_b64 s[0:1], vcc
; %bb.96:
	ds_read_b32 v4, v2 offset:128
; %bb.97:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 0x400, v38
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.98:
	ds_read_b32 v6, v3 offset:128
; %bb.99:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v5
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_101
; %bb.100:
	ds_write_b32 v2, v4
	ds_write_b32 v3, v6
.LBB0_101:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v2
	v_cmp_gt_u32_e32 vcc, 48, v0
	v_mov_b32_e32 v4, 0x7f7fffff
	s_and_saveexec_b64 s[0:1], vcc
; %bb.102:
	ds_read_b32 v4, v2 offset:64
; %bb.103:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.104:
	ds_read_b32 v6, v3 offset:64
; %bb.105:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v5
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_107
; %bb.106:
	ds_write_b32 v2, v4
	ds_write_b32 v3, v6
.LBB0_107:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v2
	v_cmp_gt_u32_e32 vcc, 56, v0
	v_mov_b32_e32 v4, 0x7f7fffff
	s_and_saveexec_b64 s[0:1], vcc
; %bb.108:
	ds_read_b32 v4, v2 offset:32
; %bb.109:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.110:
	ds_read_b32 v6, v3 offset:32
; %bb.111:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v5
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_113
; %bb.112:
	ds_write_b32 v2, v4
	ds_write_b32 v3, v6
.LBB0_113:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v2
	v_cmp_gt_u32_e32 vcc, 60, v0
	v_mov_b32_e32 v4, 0x7f7fffff
	s_and_saveexec_b64 s[0:1], vcc
; %bb.114:
	ds_read_b32 v4, v2 offset:16
; %bb.115:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.116:
	ds_read_b32 v6, v3 offset:16
; %bb.117:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v5
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_119
; %bb.118:
	ds_write_b32 v2, v4
	ds_write_b32 v3, v6
.LBB0_119:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v2
	v_cmp_gt_u32_e32 vcc, 62, v0
	v_mov_b32_e32 v4, 0x7f7fffff
	s_and_saveexec_b64 s[0:1], vcc
; %bb.120:
	ds_read_b32 v4, v2 offset:8
; %bb.121:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.122:
	ds_read_b32 v6, v3 offset:8
; %bb.123:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v5
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_125
; %bb.124:
	ds_write_b32 v2, v4
	ds_write_b32 v3, v6
.LBB0_125:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v2
	v_cmp_gt_u32_e32 vcc, 63, v0
	v_mov_b32_e32 v4, 0x7f7fffff
	s_and_saveexec_b64 s[0:1], vcc
; %bb.126:
	ds_read_b32 v4, v2 offset:4
; %bb.127:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], vcc
; %bb.128:
	ds_read_b32 v6, v3 offset:4
; %bb.129:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v5
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_131
; %bb.130:
	ds_write_b32 v2, v4
	ds_write_b32 v3, v6
.LBB0_131:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v3
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_133
; %bb.132:
	ds_read_b96 v[4:6], v2 offset:1792
	v_cmp_ne_u16_e32 vcc, v39, v1
	v_mov_b32_e32 v3, 0x70c
	v_mov_b32_e32 v7, 0x714
	v_cndmask_b32_e32 v0, 0, v76, vcc
	ds_read_b32 v12, v2 offset:1852
	ds_read2_b32 v[8:9], v3 offset1:1
	ds_read2_b32 v[10:11], v7 offset1:1
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v3, 1, v4
	v_lshlrev_b32_e32 v4, 1, v5
	v_lshlrev_b32_e32 v5, 1, v6
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 4, v5
	v_bfe_u32 v3, v0, v3, 2
	v_and_b32_e32 v4, 12, v4
	v_and_b32_e32 v5, 48, v5
	v_or3_b32 v3, v4, v3, v5
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v4, 1, v9
	v_lshlrev_b32_e32 v5, 1, v8
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshlrev_b32_e32 v4, 8, v4
	v_lshlrev_b32_e32 v5, 6, v5
	v_and_b32_e32 v4, 0x300, v4
	v_and_b32_e32 v5, 0xc0, v5
	v_or3_b32 v3, v3, v5, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v11
	v_lshlrev_b32_e32 v5, 1, v10
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshlrev_b32_e32 v4, 12, v4
	v_lshlrev_b32_e32 v5, 10, v5
	v_and_b32_e32 v4, 0x3000, v4
	v_and_b32_e32 v5, 0xc00, v5
	v_or3_b32 v3, v3, v5, v4
	v_mov_b32_e32 v4, 0x71c
	ds_read2_b32 v[4:5], v4 offset1:1
	v_mov_b32_e32 v6, 0x724
	v_mov_b32_e32 v8, 0x72c
	v_mov_b32_e32 v10, 0x734
	ds_read2_b32 v[6:7], v6 offset1:1
	ds_read2_b32 v[8:9], v8 offset1:1
	ds_read2_b32 v[10:11], v10 offset1:1
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v4, 1, v4
	v_lshlrev_b32_e32 v5, 1, v5
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshrrev_b32_sdwa v5, v5, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v4, 14, v4
	v_and_b32_e32 v5, 0x30000, v5
	v_and_b32_e32 v4, 0xc000, v4
	v_or3_b32 v3, v3, v4, v5
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v4, 1, v7
	v_lshlrev_b32_e32 v5, 1, v6
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshlrev_b32_e32 v4, 20, v4
	v_lshlrev_b32_e32 v5, 18, v5
	v_and_b32_e32 v4, 0x300000, v4
	v_and_b32_e32 v5, 0xc0000, v5
	v_or3_b32 v3, v3, v5, v4
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v8
	v_lshlrev_b32_e32 v4, 1, v9
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshrrev_b32_sdwa v4, v4, v0 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v5, 22, v5
	v_and_b32_e32 v4, 0x3000000, v4
	v_and_b32_e32 v5, 0xc00000, v5
	v_or3_b32 v3, v3, v5, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v11
	v_lshlrev_b32_e32 v5, 1, v10
	v_lshrrev_b32_e32 v5, v5, v0
	v_lshrrev_b32_e32 v4, v4, v0
	v_lshlrev_b32_e32 v4, 28, v4
	v_lshlrev_b32_e32 v5, 26, v5
	v_and_b32_e32 v4, 0x30000000, v4
	v_and_b32_e32 v5, 0xc000000, v5
	s_add_i32 s0, s3, s2
	v_or3_b32 v3, v3, v5, v4
	v_lshlrev_b32_e32 v4, 1, v12
	s_ashr_i32 s1, s0, 31
	v_lshrrev_b32_e32 v0, v4, v0
	s_lshl_b64 s[0:1], s[0:1], 3
	s_add_u32 s0, s6, s0
	v_lshlrev_b32_e32 v0, 30, v0
	v_lshlrev_b32_e32 v4, 16, v1
	s_addc_u32 s1, s7, s1
	v_or_b32_e32 v1, v0, v3
	v_or_b32_sdwa v0, v4, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	global_store_dwordx2 v2, v[0:1], s[0:1]
.LBB0_133:
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
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 23
		.amdhsa_accum_offset 116
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
	.size	_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi, .Lfunc_end0-_Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi
                                        ; -- End function
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_vgpr, 113
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_agpr, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.numbered_sgpr, 23
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.num_named_barrier, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.private_seg_size, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.uses_vcc, 1
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.uses_flat_scratch, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_dyn_sized_stack, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_recursion, 0
	.set _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 13456
; TotalNumSgprs: 29
; NumVgprs: 113
; NumAgprs: 0
; TotalNumVgprs: 113
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1868 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 113
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
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
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         _Z8compressPKjS0_P15HIP_vector_typeIjLj2EEi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     113
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
