	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z12lud_diagonalPfmi    ; -- Begin function _Z12lud_diagonalPfmi
	.globl	_Z12lud_diagonalPfmi
	.p2align	8
	.type	_Z12lud_diagonalPfmi,@function
_Z12lud_diagonalPfmi:                   ; @_Z12lud_diagonalPfmi
; %bb.0:
	s_clause 0x1
	s_load_dword s6, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s7, s6, 31
	s_add_u32 s4, s2, 1
	s_addc_u32 s5, s3, 0
	s_mul_i32 s8, s4, s7
	s_mul_hi_u32 s9, s4, s6
	s_mul_i32 s5, s5, s6
	s_add_i32 s8, s9, s8
	v_add_co_u32 v2, s0, s0, v1
	s_mul_i32 s4, s4, s6
	s_add_i32 s5, s8, s5
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_lshl_b64 s[0:1], s[4:5], 2
	s_lshl_b64 s[4:5], s[2:3], 2
	v_add_co_u32 v4, vcc_lo, v2, s0
	v_add_co_ci_u32_e64 v5, null, s1, v3, vcc_lo
	v_cmp_ne_u32_e64 s0, 0, v0
	v_add_co_u32 v6, vcc_lo, v4, s4
	v_add_co_ci_u32_e64 v7, null, s5, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, v6, s4
	v_add_co_ci_u32_e64 v9, null, s5, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, v8, s4
	v_add_co_ci_u32_e64 v11, null, s5, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, v10, s4
	v_add_co_ci_u32_e64 v13, null, s5, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, v12, s4
	v_add_co_ci_u32_e64 v15, null, s5, v13, vcc_lo
	v_add_co_u32 v16, vcc_lo, v14, s4
	v_add_co_ci_u32_e64 v17, null, s5, v15, vcc_lo
	v_add_co_u32 v18, vcc_lo, v16, s4
	v_add_co_ci_u32_e64 v19, null, s5, v17, vcc_lo
	s_clause 0x7
	global_load_dword v28, v[4:5], off
	global_load_dword v29, v[6:7], off
	global_load_dword v30, v[8:9], off
	global_load_dword v31, v[10:11], off
	global_load_dword v12, v[12:13], off
	global_load_dword v13, v[14:15], off
	global_load_dword v14, v[16:17], off
	global_load_dword v15, v[18:19], off
	v_add_co_u32 v20, vcc_lo, v18, s4
	v_add_co_ci_u32_e64 v21, null, s5, v19, vcc_lo
	v_add_co_u32 v22, vcc_lo, v20, s4
	v_add_co_ci_u32_e64 v23, null, s5, v21, vcc_lo
	global_load_dword v16, v[20:21], off
	v_add_co_u32 v24, vcc_lo, v22, s4
	v_add_co_ci_u32_e64 v25, null, s5, v23, vcc_lo
	global_load_dword v17, v[22:23], off
	v_add_co_u32 v26, vcc_lo, v24, s4
	v_add_co_ci_u32_e64 v27, null, s5, v25, vcc_lo
	global_load_dword v18, v[24:25], off
	v_add_co_u32 v4, vcc_lo, v26, s4
	v_add_co_ci_u32_e64 v5, null, s5, v27, vcc_lo
	v_add_co_u32 v6, vcc_lo, v4, s4
	v_add_co_ci_u32_e64 v7, null, s5, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, v6, s4
	v_add_co_ci_u32_e64 v9, null, s5, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, v8, s4
	v_add_co_ci_u32_e64 v11, null, s5, v9, vcc_lo
	global_load_dword v19, v[26:27], off
	global_load_dword v20, v[4:5], off
	global_load_dword v6, v[6:7], off
	global_load_dword v7, v[8:9], off
	global_load_dword v8, v[10:11], off
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 6, v0
	s_waitcnt vmcnt(14)
	ds_write2_b32 v1, v28, v29 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v1, v30, v31 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v1, v12, v13 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v1, v14, v15 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v1, v16, v17 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v1, v18, v19 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v1, v20, v6 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v7, v8 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read_b32 v6, v4
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v5, v5, v6
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v6, v5, v6
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v5, v6
	ds_write_b32 v4, v5
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v7, v7 offset:64
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:64
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v7, 0
	ds_read_b64 v[5:6], v4
	ds_read_b32 v8, v7 offset:4
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v8, v6
	ds_write_b32 v4, v5 offset:4
	ds_read_b32 v6, v7 offset:68
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:4
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v7, 0
	ds_read_b32 v8, v1 offset:128
	ds_read_b32 v9, v7 offset:128
	ds_read2_b32 v[5:6], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:128
	ds_read_b32 v7, v7 offset:132
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:128
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mov_b32_e32 v8, 0
	ds_read_b96 v[5:7], v4
	ds_read_b32 v9, v8 offset:8
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v9, v7
	ds_write_b32 v4, v5 offset:8
	ds_read_b32 v7, v8 offset:72
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v7, v5
	ds_write_b32 v4, v5 offset:8
	ds_read_b32 v6, v8 offset:136
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:8
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v9, 0
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_read_b32 v10, v9 offset:192
	ds_read2_b32 v[7:8], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:192
	ds_read_b32 v7, v9 offset:196
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v8, v6
	ds_write_b32 v1, v6 offset:192
	ds_read_b32 v7, v9 offset:200
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:192
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mov_b32_e32 v9, 0
	ds_read_b128 v[5:8], v4
	ds_read_b32 v10, v9 offset:12
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v10, v8
	ds_write_b32 v4, v5 offset:12
	ds_read_b32 v8, v9 offset:76
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v8, v5
	ds_write_b32 v4, v5 offset:12
	ds_read_b32 v6, v9 offset:140
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:12
	ds_read_b32 v6, v9 offset:204
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:12
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v8, v1 offset:256
	ds_read_b32 v9, v7 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:256
	ds_read_b32 v8, v7 offset:260
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_write_b32 v1, v8 offset:256
	ds_read_b32 v9, v7 offset:264
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:256
	ds_read_b32 v7, v7 offset:268
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:256
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v9, 0
	ds_read_b128 v[5:8], v4
	ds_read_b32 v10, v4 offset:16
	ds_read_b32 v11, v9 offset:16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v11, v10
	ds_write_b32 v4, v5 offset:16
	ds_read_b32 v10, v9 offset:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v10, v5
	ds_write_b32 v4, v5 offset:16
	ds_read_b32 v6, v9 offset:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:16
	ds_read_b32 v6, v9 offset:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:16
	ds_read_b32 v6, v9 offset:272
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:16
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_mov_b32_e32 v9, 0
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	ds_read2_b32 v[7:8], v1 offset1:16
	ds_read_b32 v10, v9 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:320
	ds_read_b32 v7, v9 offset:324
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v1, v8 offset:320
	ds_read_b32 v10, v9 offset:328
	ds_read2_b32 v[6:7], v1 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:320
	ds_read_b32 v8, v9 offset:332
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:320
	ds_read_b32 v7, v9 offset:336
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:320
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_mov_b32_e32 v11, 0
	ds_read_b128 v[5:8], v4
	ds_read_b64 v[9:10], v4 offset:16
	ds_read_b32 v12, v11 offset:20
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v12, v10
	ds_write_b32 v4, v5 offset:20
	ds_read_b32 v10, v11 offset:84
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v10, v5
	ds_write_b32 v4, v5 offset:20
	ds_read_b32 v6, v11 offset:148
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:20
	ds_read_b32 v6, v11 offset:212
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:20
	ds_read_b32 v6, v11 offset:276
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:20
	ds_read_b32 v6, v11 offset:340
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:20
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v8, v1 offset:384
	ds_read_b32 v9, v7 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:384
	ds_read_b32 v8, v7 offset:388
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:384
	ds_read_b32 v9, v7 offset:392
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:384
	ds_read_b32 v8, v7 offset:396
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_write_b32 v1, v8 offset:384
	ds_read_b32 v9, v7 offset:400
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:384
	ds_read_b32 v7, v7 offset:404
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:384
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_mov_b32_e32 v12, 0
	ds_read_b128 v[5:8], v4
	ds_read_b96 v[9:11], v4 offset:16
	ds_read_b32 v13, v12 offset:24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v13, v11
	ds_write_b32 v4, v5 offset:24
	ds_read_b32 v11, v12 offset:88
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v11, v5
	ds_write_b32 v4, v5 offset:24
	ds_read_b32 v6, v12 offset:152
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:24
	ds_read_b32 v6, v12 offset:216
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:24
	ds_read_b32 v6, v12 offset:280
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:24
	ds_read_b32 v6, v12 offset:344
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:24
	ds_read_b32 v6, v12 offset:408
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:24
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_mov_b32_e32 v9, 0
	ds_read2_b32 v[5:6], v1 offset0:96 offset1:112
	ds_read2_b32 v[7:8], v1 offset1:16
	ds_read_b32 v10, v9 offset:448
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:448
	ds_read_b32 v7, v9 offset:452
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_read2_b32 v[6:7], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:448
	ds_read_b32 v10, v9 offset:456
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:448
	ds_read_b32 v8, v9 offset:460
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v1, v8 offset:448
	ds_read_b32 v10, v9 offset:464
	ds_read2_b32 v[6:7], v1 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:448
	ds_read_b32 v8, v9 offset:468
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:448
	ds_read_b32 v7, v9 offset:472
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:448
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_mov_b32_e32 v13, 0
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	ds_read_b32 v14, v13 offset:28
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v14, v12
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v12, v13 offset:92
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v12, v5
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v6, v13 offset:156
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v6, v13 offset:220
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v6, v13 offset:284
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v6, v13 offset:348
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v6, v13 offset:412
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:28
	ds_read_b32 v6, v13 offset:476
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:28
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v8, v1 offset:512
	ds_read_b32 v9, v7 offset:512
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:512
	ds_read_b32 v8, v7 offset:516
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:512
	ds_read_b32 v9, v7 offset:520
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:512
	ds_read_b32 v8, v7 offset:524
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:512
	ds_read_b32 v9, v7 offset:528
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:512
	ds_read_b32 v8, v7 offset:532
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_write_b32 v1, v8 offset:512
	ds_read_b32 v9, v7 offset:536
	ds_read2_b32 v[5:6], v1 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:512
	ds_read_b32 v7, v7 offset:540
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:512
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_mov_b32_e32 v13, 0
	ds_read_b32 v14, v4 offset:32
	ds_read_b32 v15, v13 offset:32
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v5, v15, v14
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v14, v13 offset:96
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v14, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:160
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:224
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:288
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:352
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:416
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:480
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v12, v6, v5
	ds_write_b32 v4, v5 offset:32
	ds_read_b32 v6, v13 offset:544
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:32
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_36
; %bb.35:
	v_mov_b32_e32 v9, 0
	ds_read2_b32 v[5:6], v1 offset0:128 offset1:144
	ds_read2_b32 v[7:8], v1 offset1:16
	ds_read_b32 v10, v9 offset:576
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:576
	ds_read_b32 v7, v9 offset:580
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_read2_b32 v[6:7], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:576
	ds_read_b32 v10, v9 offset:584
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:576
	ds_read_b32 v8, v9 offset:588
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_read2_b32 v[6:7], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:576
	ds_read_b32 v10, v9 offset:592
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:576
	ds_read_b32 v8, v9 offset:596
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v1, v8 offset:576
	ds_read_b32 v10, v9 offset:600
	ds_read2_b32 v[6:7], v1 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:576
	ds_read_b32 v8, v9 offset:604
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:576
	ds_read_b32 v7, v9 offset:608
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:576
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_38
; %bb.37:
	v_mov_b32_e32 v15, 0
	ds_read_b64 v[13:14], v4 offset:32
	ds_read_b32 v16, v15 offset:36
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v5, v16, v14
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v14, v15 offset:100
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v14, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:164
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:228
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:292
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:356
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:420
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:484
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v12, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:548
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v13, v6, v5
	ds_write_b32 v4, v5 offset:36
	ds_read_b32 v6, v15 offset:612
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:36
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_40
; %bb.39:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v8, v1 offset:640
	ds_read_b32 v9, v7 offset:640
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:640
	ds_read_b32 v8, v7 offset:644
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:640
	ds_read_b32 v9, v7 offset:648
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:640
	ds_read_b32 v8, v7 offset:652
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:640
	ds_read_b32 v9, v7 offset:656
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:640
	ds_read_b32 v8, v7 offset:660
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:96 offset1:112
	ds_write_b32 v1, v8 offset:640
	ds_read_b32 v9, v7 offset:664
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:640
	ds_read_b32 v8, v7 offset:668
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_write_b32 v1, v8 offset:640
	ds_read_b32 v9, v7 offset:672
	ds_read2_b32 v[5:6], v1 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:640
	ds_read_b32 v7, v7 offset:676
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:640
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_42
; %bb.41:
	v_mov_b32_e32 v16, 0
	ds_read_b96 v[13:15], v4 offset:32
	ds_read_b32 v17, v16 offset:40
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v5, v17, v15
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v15, v16 offset:104
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v15, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:168
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:232
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:296
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:360
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:424
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:488
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v12, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:552
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v13, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:616
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v14, v6, v5
	ds_write_b32 v4, v5 offset:40
	ds_read_b32 v6, v16 offset:680
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:40
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_44
; %bb.43:
	v_mov_b32_e32 v9, 0
	ds_read2_b32 v[5:6], v1 offset0:160 offset1:176
	ds_read2_b32 v[7:8], v1 offset1:16
	ds_read_b32 v10, v9 offset:704
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:704
	ds_read_b32 v7, v9 offset:708
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_read2_b32 v[6:7], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:704
	ds_read_b32 v10, v9 offset:712
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:704
	ds_read_b32 v8, v9 offset:716
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_read2_b32 v[6:7], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:704
	ds_read_b32 v10, v9 offset:720
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:704
	ds_read_b32 v8, v9 offset:724
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_read2_b32 v[6:7], v1 offset0:96 offset1:112
	ds_write_b32 v1, v8 offset:704
	ds_read_b32 v10, v9 offset:728
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:704
	ds_read_b32 v8, v9 offset:732
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v1, v8 offset:704
	ds_read_b32 v10, v9 offset:736
	ds_read2_b32 v[6:7], v1 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:704
	ds_read_b32 v8, v9 offset:740
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:704
	ds_read_b32 v7, v9 offset:744
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:704
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_mov_b32_e32 v17, 0
	ds_read_b128 v[5:8], v4 offset:32
	ds_read_b32 v18, v17 offset:44
	ds_read_b128 v[9:12], v4
	ds_read_b128 v[13:16], v4 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v9, v18, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:108
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:172
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:236
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v12, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:300
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v13, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:364
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v14, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:428
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v15, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:492
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v16, v9, v8
	ds_write_b32 v4, v8 offset:44
	ds_read_b32 v9, v17 offset:556
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v9, v8
	ds_write_b32 v4, v5 offset:44
	ds_read_b32 v8, v17 offset:620
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v8, v5
	ds_write_b32 v4, v5 offset:44
	ds_read_b32 v6, v17 offset:684
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:44
	ds_read_b32 v6, v17 offset:748
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:44
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_48
; %bb.47:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v8, v1 offset:768
	ds_read_b32 v9, v7 offset:768
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:768
	ds_read_b32 v8, v7 offset:772
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:768
	ds_read_b32 v9, v7 offset:776
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:768
	ds_read_b32 v8, v7 offset:780
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:768
	ds_read_b32 v9, v7 offset:784
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:768
	ds_read_b32 v8, v7 offset:788
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:96 offset1:112
	ds_write_b32 v1, v8 offset:768
	ds_read_b32 v9, v7 offset:792
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:768
	ds_read_b32 v8, v7 offset:796
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:128 offset1:144
	ds_write_b32 v1, v8 offset:768
	ds_read_b32 v9, v7 offset:800
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:768
	ds_read_b32 v8, v7 offset:804
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_write_b32 v1, v8 offset:768
	ds_read_b32 v9, v7 offset:808
	ds_read2_b32 v[5:6], v1 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:768
	ds_read_b32 v7, v7 offset:812
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:768
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_mov_b32_e32 v17, 0
	ds_read_b32 v18, v4 offset:48
	ds_read_b32 v19, v17 offset:48
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	ds_read_b128 v[13:16], v4 offset:32
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v5, -v5, v19, v18
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v18, v17 offset:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v18, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:240
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:304
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:368
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:432
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:496
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v12, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:560
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v13, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:624
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v14, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:688
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v15, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:752
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v16, v6, v5
	ds_write_b32 v4, v5 offset:48
	ds_read_b32 v6, v17 offset:816
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:48
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_52
; %bb.51:
	v_mov_b32_e32 v9, 0
	ds_read2_b32 v[5:6], v1 offset0:192 offset1:208
	ds_read2_b32 v[7:8], v1 offset1:16
	ds_read_b32 v10, v9 offset:832
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v7, v9 offset:836
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_read2_b32 v[6:7], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:832
	ds_read_b32 v10, v9 offset:840
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v8, v9 offset:844
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_read2_b32 v[6:7], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:832
	ds_read_b32 v10, v9 offset:848
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v8, v9 offset:852
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_read2_b32 v[6:7], v1 offset0:96 offset1:112
	ds_write_b32 v1, v8 offset:832
	ds_read_b32 v10, v9 offset:856
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v8, v9 offset:860
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_read2_b32 v[6:7], v1 offset0:128 offset1:144
	ds_write_b32 v1, v8 offset:832
	ds_read_b32 v10, v9 offset:864
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v8, v9 offset:868
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v1, v8 offset:832
	ds_read_b32 v10, v9 offset:872
	ds_read2_b32 v[6:7], v1 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v6, v8
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v8, v9 offset:876
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:832
	ds_read_b32 v7, v9 offset:880
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v5, v6
	ds_write_b32 v1, v5 offset:832
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_54
; %bb.53:
	v_mov_b32_e32 v19, 0
	ds_read_b64 v[17:18], v4 offset:48
	ds_read_b32 v20, v19 offset:52
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	ds_read_b128 v[13:16], v4 offset:32
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v5, -v5, v20, v18
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v18, v19 offset:116
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v18, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:180
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:244
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:308
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:372
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:436
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:500
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v12, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:564
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v13, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:628
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v14, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:692
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v15, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:756
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v16, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:820
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v17, v6, v5
	ds_write_b32 v4, v5 offset:52
	ds_read_b32 v6, v19 offset:884
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, null, v6, v6, v5
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc_lo, v5, v6, v5
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v5, v7, v6, v5
	ds_write_b32 v4, v5 offset:52
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_56
; %bb.55:
	v_mov_b32_e32 v7, 0
	ds_read2_b32 v[5:6], v1 offset1:16
	ds_read_b32 v8, v1 offset:896
	ds_read_b32 v9, v7 offset:896
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v8, v7 offset:900
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_write_b32 v1, v8 offset:896
	ds_read_b32 v9, v7 offset:904
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v8, v7 offset:908
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	ds_write_b32 v1, v8 offset:896
	ds_read_b32 v9, v7 offset:912
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v8, v7 offset:916
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:96 offset1:112
	ds_write_b32 v1, v8 offset:896
	ds_read_b32 v9, v7 offset:920
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v8, v7 offset:924
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:128 offset1:144
	ds_write_b32 v1, v8 offset:896
	ds_read_b32 v9, v7 offset:928
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v8, v7 offset:932
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:160 offset1:176
	ds_write_b32 v1, v8 offset:896
	ds_read_b32 v9, v7 offset:936
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v8, v7 offset:940
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v6, v5
	ds_write_b32 v1, v8 offset:896
	ds_read_b32 v9, v7 offset:944
	ds_read2_b32 v[5:6], v1 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v5, v8
	ds_write_b32 v1, v5 offset:896
	ds_read_b32 v7, v7 offset:948
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:896
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_lt_u32_e64 s0, 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_58
; %bb.57:
	v_mov_b32_e32 v0, 0
	ds_read_b96 v[17:19], v4 offset:48
	ds_read_b32 v20, v0 offset:56
	ds_read_b128 v[5:8], v4
	ds_read_b128 v[9:12], v4 offset:16
	ds_read_b128 v[13:16], v4 offset:32
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v5, -v5, v20, v19
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v19, v0 offset:120
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v19, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:184
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:248
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:312
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:376
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v10, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:440
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v11, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:504
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v12, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:568
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v13, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:632
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v14, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:696
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v15, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:760
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v16, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:824
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v17, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v6, v0 offset:888
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v18, v6, v5
	ds_write_b32 v4, v5 offset:56
	ds_read_b32 v0, v0 offset:952
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v6, null, v0, v0, v5
	v_rcp_f32_e32 v7, v6
	v_fma_f32 v8, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v8, v7
	v_div_scale_f32 v8, vcc_lo, v5, v0, v5
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v6, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v6, -v6, v9, v8
	v_div_fmas_f32 v6, v6, v7, v9
	v_div_fixup_f32 v0, v6, v0, v5
	ds_write_b32 v4, v0 offset:56
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_60
; %bb.59:
	v_mov_b32_e32 v0, 0
	ds_read2_b32 v[4:5], v1 offset0:224 offset1:240
	ds_read2_b32 v[6:7], v1 offset1:16
	ds_read_b32 v8, v0 offset:960
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v6, v5
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v6, v0 offset:964
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v6, v7, v5
	ds_read2_b32 v[5:6], v1 offset0:32 offset1:48
	ds_write_b32 v1, v7 offset:960
	ds_read_b32 v8, v0 offset:968
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v7
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v7, v0 offset:972
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v7, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:64 offset1:80
	ds_write_b32 v1, v7 offset:960
	ds_read_b32 v8, v0 offset:976
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v7
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v7, v0 offset:980
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v7, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:96 offset1:112
	ds_write_b32 v1, v7 offset:960
	ds_read_b32 v8, v0 offset:984
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v7
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v7, v0 offset:988
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v7, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:128 offset1:144
	ds_write_b32 v1, v7 offset:960
	ds_read_b32 v8, v0 offset:992
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v7
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v7, v0 offset:996
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v7, v6, v5
	ds_read2_b32 v[5:6], v1 offset0:160 offset1:176
	ds_write_b32 v1, v7 offset:960
	ds_read_b32 v8, v0 offset:1000
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v7
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v7, v0 offset:1004
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v7, v6, v5
	ds_write_b32 v1, v7 offset:960
	ds_read_b32 v8, v0 offset:1008
	ds_read2_b32 v[5:6], v1 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v7
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v7, v0 offset:1012
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v7, v6, v5
	ds_write_b32 v1, v5 offset:960
	ds_read_b32 v0, v0 offset:1016
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, -v0, v4, v5
	ds_write_b32 v1, v0 offset:960
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s1
	s_add_i32 s0, s6, 1
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_mul_hi_u32 s8, s2, s0
	s_mul_i32 s1, s2, s1
	s_mul_i32 s3, s3, s0
	s_add_i32 s1, s8, s1
	s_mul_i32 s0, s2, s0
	s_add_i32 s1, s1, s3
	s_barrier
	buffer_gl0_inv
	s_add_u32 s0, s0, s6
	ds_read2_b32 v[4:5], v1 offset0:16 offset1:32
	s_addc_u32 s1, s1, s7
	ds_read2_b32 v[6:7], v1 offset0:48 offset1:64
	s_lshl_b64 s[0:1], s[0:1], 2
	ds_read2_b32 v[12:13], v1 offset0:80 offset1:96
	v_add_co_u32 v2, vcc_lo, v2, s0
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	ds_read2_b32 v[16:17], v1 offset0:208 offset1:224
	v_add_co_u32 v8, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v9, null, s5, v3, vcc_lo
	ds_read_b32 v20, v1 offset:960
	v_add_co_u32 v10, vcc_lo, v8, s4
	v_add_co_ci_u32_e64 v11, null, s5, v9, vcc_lo
	s_waitcnt lgkmcnt(4)
	global_store_dword v[2:3], v4, off
	global_store_dword v[8:9], v5, off
	s_waitcnt lgkmcnt(3)
	global_store_dword v[10:11], v6, off
	v_add_co_u32 v2, vcc_lo, v10, s4
	v_add_co_ci_u32_e64 v3, null, s5, v11, vcc_lo
	ds_read2_b32 v[4:5], v1 offset0:112 offset1:128
	v_add_co_u32 v8, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v9, null, s5, v3, vcc_lo
	global_store_dword v[2:3], v7, off
	v_add_co_u32 v2, vcc_lo, v8, s4
	v_add_co_ci_u32_e64 v3, null, s5, v9, vcc_lo
	s_waitcnt lgkmcnt(3)
	global_store_dword v[8:9], v12, off
	v_add_co_u32 v6, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v7, null, s5, v3, vcc_lo
	global_store_dword v[2:3], v13, off
	v_add_co_u32 v2, vcc_lo, v6, s4
	v_add_co_ci_u32_e64 v3, null, s5, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v4, off
	v_add_co_u32 v6, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v7, null, s5, v3, vcc_lo
	ds_read2_b32 v[8:9], v1 offset0:144 offset1:160
	v_add_co_u32 v10, vcc_lo, v6, s4
	v_add_co_ci_u32_e64 v11, null, s5, v7, vcc_lo
	ds_read2_b32 v[12:13], v1 offset0:176 offset1:192
	v_add_co_u32 v14, vcc_lo, v10, s4
	v_add_co_ci_u32_e64 v15, null, s5, v11, vcc_lo
	global_store_dword v[2:3], v5, off
	v_add_co_u32 v18, vcc_lo, v14, s4
	v_add_co_ci_u32_e64 v19, null, s5, v15, vcc_lo
	v_add_co_u32 v0, vcc_lo, v18, s4
	v_add_co_ci_u32_e64 v1, null, s5, v19, vcc_lo
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v8, off
	v_add_co_u32 v2, vcc_lo, v0, s4
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	global_store_dword v[10:11], v9, off
	v_add_co_u32 v4, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v5, null, s5, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[14:15], v12, off
	global_store_dword v[18:19], v13, off
	global_store_dword v[0:1], v16, off
	global_store_dword v[2:3], v17, off
	global_store_dword v[4:5], v20, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12lud_diagonalPfmi
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 32
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
.Lfunc_end0:
	.size	_Z12lud_diagonalPfmi, .Lfunc_end0-_Z12lud_diagonalPfmi
                                        ; -- End function
	.set _Z12lud_diagonalPfmi.num_vgpr, 32
	.set _Z12lud_diagonalPfmi.num_agpr, 0
	.set _Z12lud_diagonalPfmi.numbered_sgpr, 10
	.set _Z12lud_diagonalPfmi.num_named_barrier, 0
	.set _Z12lud_diagonalPfmi.private_seg_size, 0
	.set _Z12lud_diagonalPfmi.uses_vcc, 1
	.set _Z12lud_diagonalPfmi.uses_flat_scratch, 0
	.set _Z12lud_diagonalPfmi.has_dyn_sized_stack, 0
	.set _Z12lud_diagonalPfmi.has_recursion, 0
	.set _Z12lud_diagonalPfmi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10704
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
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
	.protected	_Z13lud_perimeterPfmi   ; -- Begin function _Z13lud_perimeterPfmi
	.globl	_Z13lud_perimeterPfmi
	.p2align	8
	.type	_Z13lud_perimeterPfmi,@function
_Z13lud_perimeterPfmi:                  ; @_Z13lud_perimeterPfmi
; %bb.0:
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s1, s[4:5], 0x10
	v_mov_b32_e32 v33, 0
	v_cmp_lt_u32_e64 s0, 15, v0
	v_add_nc_u32_e32 v32, -16, v0
                                        ; implicit-def: $vgpr1_vgpr2
                                        ; implicit-def: $sgpr4_sgpr5
                                        ; implicit-def: $vgpr3_vgpr4
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $sgpr2_sgpr3
	s_and_saveexec_b32 s7, s0
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s1, 8
	v_lshlrev_b64 v[1:2], 2, v[32:33]
	s_ashr_i32 s3, s2, 31
	s_mul_hi_u32 s4, s10, s2
	s_mul_i32 s3, s10, s3
	s_mul_i32 s5, s11, s2
	s_add_i32 s3, s4, s3
	s_mul_i32 s2, s10, s2
	s_add_i32 s3, s3, s5
	s_ashr_i32 s5, s1, 31
	s_add_u32 s2, s2, s1
	v_add_co_u32 v1, vcc_lo, s8, v1
	s_addc_u32 s3, s3, s5
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl4_add_u32 s4, s6, s1
	v_add_co_u32 v3, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v4, null, s3, v2, vcc_lo
	s_add_i32 s4, s4, 16
	s_lshl_b64 s[2:3], s[10:11], 2
	s_ashr_i32 s12, s4, 31
	v_add_co_u32 v5, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v6, null, s3, v4, vcc_lo
	s_mul_i32 s12, s10, s12
	s_mul_hi_u32 s13, s10, s4
	v_add_co_u32 v7, vcc_lo, v5, s2
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s11, s4
	s_mul_i32 s4, s10, s4
	s_add_i32 s12, s12, s13
	v_add_co_ci_u32_e64 v8, null, s3, v6, vcc_lo
	s_add_u32 s4, s4, s1
	s_addc_u32 s5, s12, s5
	v_add_co_u32 v9, vcc_lo, v7, s2
	s_lshl_b64 s[12:13], s[4:5], 2
	v_add_co_ci_u32_e64 v10, null, s3, v8, vcc_lo
	v_add_co_u32 v11, vcc_lo, v1, s12
	v_add_co_ci_u32_e64 v12, null, s13, v2, vcc_lo
	v_add_co_u32 v13, vcc_lo, v9, s2
	v_add_co_ci_u32_e64 v14, null, s3, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, v11, s2
	v_add_co_ci_u32_e64 v16, null, s3, v12, vcc_lo
	v_add_co_u32 v17, vcc_lo, v13, s2
	v_add_co_ci_u32_e64 v18, null, s3, v14, vcc_lo
	v_add_co_u32 v19, vcc_lo, v15, s2
	v_add_co_ci_u32_e64 v20, null, s3, v16, vcc_lo
	v_add_co_u32 v21, vcc_lo, v17, s2
	v_add_co_ci_u32_e64 v22, null, s3, v18, vcc_lo
	v_add_co_u32 v23, vcc_lo, v19, s2
	v_add_co_ci_u32_e64 v24, null, s3, v20, vcc_lo
	v_add_co_u32 v25, vcc_lo, v21, s2
	v_add_co_ci_u32_e64 v26, null, s3, v22, vcc_lo
	v_add_co_u32 v27, vcc_lo, v23, s2
	v_add_co_ci_u32_e64 v28, null, s3, v24, vcc_lo
	s_clause 0x7
	global_load_dword v29, v[3:4], off
	global_load_dword v5, v[5:6], off
	global_load_dword v6, v[7:8], off
	global_load_dword v8, v[9:10], off
	global_load_dword v9, v[13:14], off
	global_load_dword v10, v[17:18], off
	global_load_dword v13, v[21:22], off
	global_load_dword v14, v[25:26], off
	v_add_co_u32 v3, vcc_lo, v27, s2
	v_add_co_ci_u32_e64 v4, null, s3, v28, vcc_lo
	s_clause 0x5
	global_load_dword v11, v[11:12], off
	global_load_dword v12, v[15:16], off
	global_load_dword v15, v[19:20], off
	global_load_dword v16, v[23:24], off
	global_load_dword v17, v[27:28], off
	global_load_dword v18, v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	global_load_dword v19, v[3:4], off
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	v_lshlrev_b32_e32 v20, 2, v32
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	v_add_nc_u32_e32 v21, 0x400, v20
	s_add_u32 s4, s4, s10
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	v_add_nc_u32_e32 v7, 0x400, v20
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_addc_u32 s5, s5, s11
	s_waitcnt vmcnt(13)
	ds_write2_b32 v20, v29, v5 offset0:128 offset1:144
	s_waitcnt vmcnt(11)
	ds_write2_b32 v20, v6, v8 offset0:160 offset1:176
	s_waitcnt vmcnt(5)
	ds_write2_b32 v21, v11, v12 offset1:16
	ds_write2_b32 v20, v9, v10 offset0:192 offset1:208
	s_waitcnt vmcnt(3)
	ds_write2_b32 v21, v15, v16 offset0:32 offset1:48
	ds_write2_b32 v20, v13, v14 offset0:224 offset1:240
	s_waitcnt vmcnt(1)
	ds_write2_b32 v21, v17, v18 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_write_b32 v20, v19 offset:1408
.LBB1_2:
	s_or_saveexec_b32 s7, s7
	v_mov_b32_e32 v35, s3
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v34, s2
	v_mov_b32_e32 v5, s4
	v_lshlrev_b32_e32 v33, 2, v0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s2, s1, 31
	s_add_u32 s4, s10, 1
	s_addc_u32 s3, s11, 0
	s_mul_i32 s2, s4, s2
	s_mul_hi_u32 s5, s4, s1
	s_mul_i32 s3, s3, s1
	s_add_i32 s2, s5, s2
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s4, s1
	v_add_co_u32 v1, s4, s8, v33
	s_lshl_b64 s[12:13], s[2:3], 2
	v_add_co_ci_u32_e64 v2, null, s9, 0, s4
	s_add_u32 s4, s2, s10
	s_addc_u32 s5, s3, s11
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	v_add_co_u32 v3, vcc_lo, v1, s12
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	v_add_co_ci_u32_e64 v4, null, s13, v2, vcc_lo
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, s11
	s_lshl4_add_u32 s14, s6, 16
	v_add_co_u32 v5, vcc_lo, v3, s2
	s_ashr_i32 s15, s14, 31
	v_add_co_ci_u32_e64 v6, null, s3, v4, vcc_lo
	s_lshl_b64 s[14:15], s[14:15], 2
	v_add_co_u32 v7, vcc_lo, v5, s2
	s_add_u32 s14, s8, s14
	v_add_co_ci_u32_e64 v8, null, s3, v6, vcc_lo
	s_addc_u32 s15, s9, s15
	v_add_co_u32 v1, s14, s14, v33
	v_add_co_ci_u32_e64 v2, null, s15, 0, s14
	v_add_co_u32 v9, vcc_lo, v7, s2
	v_add_co_ci_u32_e64 v10, null, s3, v8, vcc_lo
	v_add_co_u32 v11, vcc_lo, v1, s12
	v_add_co_ci_u32_e64 v12, null, s13, v2, vcc_lo
	v_add_co_u32 v13, vcc_lo, v9, s2
	v_add_co_ci_u32_e64 v14, null, s3, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, v11, s2
	v_add_co_ci_u32_e64 v16, null, s3, v12, vcc_lo
	v_add_co_u32 v17, vcc_lo, v13, s2
	v_add_co_ci_u32_e64 v18, null, s3, v14, vcc_lo
	v_add_co_u32 v19, vcc_lo, v15, s2
	v_add_co_ci_u32_e64 v20, null, s3, v16, vcc_lo
	v_add_co_u32 v21, vcc_lo, v17, s2
	v_add_co_ci_u32_e64 v22, null, s3, v18, vcc_lo
	v_add_co_u32 v23, vcc_lo, v19, s2
	v_add_co_ci_u32_e64 v24, null, s3, v20, vcc_lo
	v_add_co_u32 v25, vcc_lo, v21, s2
	v_add_co_ci_u32_e64 v26, null, s3, v22, vcc_lo
	v_add_co_u32 v27, vcc_lo, v23, s2
	v_add_co_ci_u32_e64 v28, null, s3, v24, vcc_lo
	s_clause 0x7
	global_load_dword v29, v[3:4], off
	global_load_dword v30, v[5:6], off
	global_load_dword v7, v[7:8], off
	global_load_dword v8, v[9:10], off
	global_load_dword v9, v[13:14], off
	global_load_dword v10, v[17:18], off
	global_load_dword v13, v[21:22], off
	global_load_dword v14, v[25:26], off
	v_add_co_u32 v3, vcc_lo, v27, s2
	v_add_co_ci_u32_e64 v4, null, s3, v28, vcc_lo
	v_mov_b32_e32 v35, s3
	v_add_co_u32 v5, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v6, null, s3, v4, vcc_lo
	s_clause 0x6
	global_load_dword v11, v[11:12], off
	global_load_dword v12, v[15:16], off
	global_load_dword v15, v[19:20], off
	global_load_dword v16, v[23:24], off
	global_load_dword v17, v[27:28], off
	global_load_dword v18, v[3:4], off
	global_load_dword v19, v[5:6], off
	v_add_co_u32 v3, vcc_lo, v5, s2
	v_add_co_ci_u32_e64 v4, null, s3, v6, vcc_lo
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v34, s2
	v_mov_b32_e32 v5, s4
	s_waitcnt vmcnt(13)
	ds_write2_b32 v33, v29, v30 offset1:16
	s_waitcnt vmcnt(11)
	ds_write2_b32 v33, v7, v8 offset0:32 offset1:48
	s_waitcnt vmcnt(9)
	ds_write2_b32 v33, v9, v10 offset0:64 offset1:80
	s_waitcnt vmcnt(7)
	ds_write2_b32 v33, v13, v14 offset0:96 offset1:112
	v_add_nc_u32_e32 v7, 0x800, v33
	v_add_nc_u32_e32 v8, 0x800, v33
	s_waitcnt vmcnt(5)
	ds_write2_b32 v8, v11, v12 offset1:16
	s_waitcnt vmcnt(3)
	ds_write2_b32 v8, v15, v16 offset0:32 offset1:48
	s_waitcnt vmcnt(1)
	ds_write2_b32 v8, v17, v18 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_write_b32 v33, v19 offset:2432
.LBB1_4:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, v5, s10
	v_add_co_ci_u32_e64 v6, null, s11, v6, vcc_lo
	global_load_dword v18, v[3:4], off
	s_lshl_b64 s[2:3], s[10:11], 2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32 v1, vcc_lo, v1, v5
	v_add_co_ci_u32_e64 v2, null, v2, v6, vcc_lo
	v_add_co_u32 v5, vcc_lo, v1, v34
	v_add_co_ci_u32_e64 v6, null, v2, v35, vcc_lo
	v_add_co_u32 v8, vcc_lo, v5, v34
	v_add_co_ci_u32_e64 v9, null, v6, v35, vcc_lo
	v_add_co_u32 v10, vcc_lo, v8, v34
	v_add_co_ci_u32_e64 v11, null, v9, v35, vcc_lo
	v_add_co_u32 v12, vcc_lo, v10, v34
	v_add_co_ci_u32_e64 v13, null, v11, v35, vcc_lo
	v_add_co_u32 v14, vcc_lo, v12, v34
	v_add_co_ci_u32_e64 v15, null, v13, v35, vcc_lo
	v_add_co_u32 v3, vcc_lo, v14, v34
	v_add_co_ci_u32_e64 v4, null, v15, v35, vcc_lo
	v_add_co_u32 v16, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v17, null, s3, v4, vcc_lo
	s_clause 0x7
	global_load_dword v1, v[1:2], off
	global_load_dword v2, v[5:6], off
	global_load_dword v5, v[8:9], off
	global_load_dword v6, v[10:11], off
	global_load_dword v8, v[12:13], off
	global_load_dword v9, v[14:15], off
	global_load_dword v3, v[3:4], off
	global_load_dword v4, v[16:17], off
	s_waitcnt vmcnt(7)
	ds_write2_b32 v7, v18, v1 offset0:112 offset1:128
	s_waitcnt vmcnt(5)
	ds_write2_b32 v7, v2, v5 offset0:144 offset1:160
	s_waitcnt vmcnt(3)
	ds_write2_b32 v7, v6, v8 offset0:176 offset1:192
	s_waitcnt vmcnt(1)
	ds_write2_b32 v7, v9, v3 offset0:208 offset1:224
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v4 offset:960
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s0
	s_xor_b32 s4, exec_lo, s4
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_mov_b32_e32 v45, 0
	v_lshlrev_b32_e32 v44, 6, v0
	ds_read_b128 v[11:14], v45
	ds_read_b128 v[15:18], v44
	ds_read_b128 v[3:6], v44 offset:16
	ds_read_b128 v[7:10], v45 offset:16
	ds_read2_b32 v[38:39], v45 offset0:53 offset1:54
	ds_read2_b32 v[36:37], v45 offset0:55 offset1:56
	ds_read2_b32 v[40:41], v45 offset0:57 offset1:58
	ds_read_b128 v[50:53], v44 offset:32
	ds_read_b128 v[54:57], v45 offset:32
	ds_read2_b32 v[60:61], v45 offset0:85 offset1:86
	ds_read2_b64 v[46:49], v45 offset0:17 offset1:18
	ds_read_b128 v[28:31], v45 offset:272
	s_waitcnt lgkmcnt(10)
	v_div_scale_f32 v0, null, v11, v11, v15
	v_div_scale_f32 v20, vcc_lo, v15, v11, v15
	v_rcp_f32_e32 v19, v0
	v_fma_f32 v1, -v0, v19, 1.0
	v_fmac_f32_e32 v19, v1, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v1, -v0, v21, v20
	v_fmac_f32_e32 v21, v1, v19
	ds_read2_b32 v[1:2], v45 offset0:17 offset1:18
	v_fma_f32 v0, -v0, v21, v20
	v_div_fmas_f32 v0, v0, v19, v21
	v_div_fixup_f32 v0, v0, v11, v15
	v_fma_f32 v15, -v0, v12, v16
	v_fma_f32 v13, -v0, v13, v17
	ds_read2_b32 v[11:12], v45 offset0:19 offset1:20
	ds_read2_b32 v[42:43], v45 offset0:21 offset1:22
	ds_read2_b32 v[58:59], v45 offset0:23 offset1:24
	v_fma_f32 v14, -v0, v14, v18
	s_waitcnt lgkmcnt(12)
	v_fma_f32 v3, -v0, v7, v3
	s_waitcnt lgkmcnt(3)
	v_div_scale_f32 v16, null, v1, v1, v15
	v_div_scale_f32 v21, vcc_lo, v15, v1, v15
	v_fma_f32 v4, -v0, v8, v4
	v_rcp_f32_e32 v19, v16
	v_fma_f32 v20, -v16, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v21, v19
	v_fma_f32 v22, -v16, v20, v21
	v_fmac_f32_e32 v20, v22, v19
	v_fma_f32 v16, -v16, v20, v21
	v_div_fmas_f32 v16, v16, v19, v20
	ds_read2_b64 v[20:23], v45 offset0:19 offset1:20
	v_div_fixup_f32 v1, v16, v1, v15
	v_fma_f32 v2, -v1, v2, v13
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v11, -v1, v11, v14
	v_fma_f32 v3, -v1, v12, v3
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, -v1, v42, v4
	v_fma_f32 v42, -v0, v54, v50
	v_div_scale_f32 v13, null, v46, v46, v2
	v_div_scale_f32 v19, vcc_lo, v2, v46, v2
	v_fma_f32 v50, -v0, v56, v52
	v_rcp_f32_e32 v17, v13
	v_fma_f32 v54, -v0, v57, v53
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v53, -v1, v59, v42
	v_fma_f32 v15, -v13, v17, 1.0
	v_fmac_f32_e32 v17, v15, v17
	v_mul_f32_e32 v24, v19, v17
	v_fma_f32 v15, -v13, v24, v19
	v_fmac_f32_e32 v24, v15, v17
	ds_read2_b32 v[15:16], v45 offset0:51 offset1:52
	v_fma_f32 v13, -v13, v24, v19
	v_div_fmas_f32 v13, v13, v17, v24
	ds_read_b128 v[24:27], v45 offset:288
	v_div_fixup_f32 v2, v13, v46, v2
	v_fma_f32 v46, -v0, v55, v51
	v_fma_f32 v11, -v2, v47, v11
	v_fma_f32 v12, -v2, v48, v3
	v_fma_f32 v4, -v2, v49, v4
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v13, null, v15, v15, v11
	v_div_scale_f32 v18, vcc_lo, v11, v15, v11
	v_rcp_f32_e32 v14, v13
	v_fma_f32 v17, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v17, v14
	v_mul_f32_e32 v17, v18, v14
	v_fma_f32 v19, -v13, v17, v18
	v_fmac_f32_e32 v17, v19, v14
	v_fma_f32 v7, -v13, v17, v18
	v_div_fmas_f32 v7, v7, v14, v17
	v_div_fixup_f32 v3, v7, v15, v11
	v_fma_f32 v7, -v3, v16, v12
	v_fma_f32 v38, -v3, v38, v4
	v_div_scale_f32 v11, null, v28, v28, v7
	v_div_scale_f32 v14, vcc_lo, v7, v28, v7
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_mul_f32_e32 v13, v14, v12
	v_fma_f32 v15, -v11, v13, v14
	v_fmac_f32_e32 v13, v15, v12
	v_fma_f32 v8, -v11, v13, v14
	v_div_fmas_f32 v8, v8, v12, v13
	ds_read_b128 v[12:15], v44 offset:48
	ds_read_b128 v[16:19], v45 offset:48
	v_div_fixup_f32 v4, v8, v28, v7
	v_fma_f32 v7, -v0, v9, v5
	v_fma_f32 v28, -v0, v10, v6
	ds_read2_b32 v[5:6], v45 offset0:25 offset1:26
	v_fma_f32 v56, -v2, v22, v53
	v_fma_f32 v38, -v4, v29, v38
	v_fma_f32 v7, -v1, v43, v7
	v_fma_f32 v52, -v1, v58, v28
	ds_read_b128 v[8:11], v45 offset:304
	v_fma_f32 v7, -v2, v20, v7
	v_fma_f32 v55, -v2, v21, v52
	v_fma_f32 v7, -v3, v39, v7
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v12, -v0, v16, v12
	v_fma_f32 v16, -v0, v17, v13
	v_fma_f32 v14, -v0, v18, v14
	v_fma_f32 v15, -v0, v19, v15
	v_fma_f32 v7, -v4, v30, v7
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v1, v5, v46
	v_fma_f32 v6, -v1, v6, v50
	v_fma_f32 v57, -v2, v23, v5
	ds_read2_b64 v[20:23], v45 offset0:51 offset1:52
	v_div_scale_f32 v47, null, v60, v60, v38
	v_div_scale_f32 v49, vcc_lo, v38, v60, v38
	v_rcp_f32_e32 v48, v47
	v_fma_f32 v29, -v47, v48, 1.0
	v_fmac_f32_e32 v48, v29, v48
	v_mul_f32_e32 v51, v49, v48
	v_fma_f32 v29, -v47, v51, v49
	v_fmac_f32_e32 v51, v29, v48
	ds_read2_b32 v[28:29], v45 offset0:27 offset1:28
	ds_read2_b32 v[42:43], v45 offset0:29 offset1:30
	ds_read_b32 v58, v45 offset:124
	v_fma_f32 v5, -v47, v51, v49
	v_div_fmas_f32 v5, v5, v48, v51
	ds_read2_b64 v[46:49], v45 offset0:21 offset1:22
	ds_read2_b64 v[50:53], v45 offset0:53 offset1:54
	v_div_fixup_f32 v5, v5, v60, v38
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v17, -v1, v28, v54
	v_fma_f32 v7, -v5, v61, v7
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v16, -v1, v42, v16
	v_fma_f32 v28, -v1, v29, v12
	ds_read_b64 v[12:13], v45 offset:184
	v_fma_f32 v54, -v3, v40, v57
	v_div_scale_f32 v30, null, v20, v20, v7
	v_div_scale_f32 v39, vcc_lo, v7, v20, v7
	v_fma_f32 v14, -v1, v43, v14
	v_rcp_f32_e32 v38, v30
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v60, -v2, v49, v16
	v_fma_f32 v6, -v2, v46, v6
	v_fma_f32 v59, -v2, v48, v28
	v_fma_f32 v42, -v2, v47, v17
	v_fma_f32 v49, -v3, v37, v56
	ds_read2_b32 v[56:57], v45 offset0:125 offset1:126
	v_fma_f32 v16, -v30, v38, 1.0
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v12, -v2, v12, v14
	v_fmac_f32_e32 v38, v16, v38
	v_fma_f32 v16, -v3, v36, v55
	v_fma_f32 v55, -v3, v41, v6
	v_mul_f32_e32 v46, v39, v38
	v_fma_f32 v48, -v4, v31, v16
	ds_read2_b32 v[16:17], v45 offset0:59 offset1:60
	v_fma_f32 v28, -v30, v46, v39
	v_fmac_f32_e32 v46, v28, v38
	ds_read2_b32 v[28:29], v45 offset0:87 offset1:88
	v_fma_f32 v36, -v30, v46, v39
	ds_read2_b32 v[30:31], v45 offset0:89 offset1:90
	v_div_fmas_f32 v36, v36, v38, v46
	ds_read2_b32 v[38:39], v45 offset0:119 offset1:120
	ds_read2_b32 v[46:47], v45 offset0:61 offset1:62
	v_div_fixup_f32 v6, v36, v20, v7
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v7, -v3, v16, v42
	v_fma_f32 v16, -v4, v24, v49
	v_fma_f32 v20, -v4, v25, v54
	v_fma_f32 v25, -v4, v26, v55
	ds_read2_b32 v[36:37], v45 offset0:91 offset1:92
	ds_read2_b32 v[40:41], v45 offset0:93 offset1:94
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v24, -v5, v28, v48
	v_fma_f32 v26, -v4, v27, v7
	v_fma_f32 v7, -v5, v29, v16
	ds_read2_b32 v[27:28], v45 offset0:121 offset1:122
	ds_read2_b32 v[48:49], v45 offset0:123 offset1:124
	ds_read_b64 v[54:55], v45 offset:440
	s_waitcnt lgkmcnt(7)
	v_fma_f32 v16, -v5, v30, v20
	v_fma_f32 v20, -v6, v21, v24
	v_fma_f32 v24, -v6, v22, v7
	v_fma_f32 v30, -v3, v17, v59
	v_fma_f32 v25, -v5, v31, v25
	v_fma_f32 v29, -v6, v23, v16
	s_waitcnt lgkmcnt(6)
	v_div_scale_f32 v7, null, v38, v38, v20
	v_div_scale_f32 v22, vcc_lo, v20, v38, v20
	v_fma_f32 v8, -v4, v8, v30
	v_rcp_f32_e32 v16, v7
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v12, -v3, v47, v12
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v26, -v5, v36, v26
	v_fma_f32 v8, -v5, v37, v8
	v_fma_f32 v10, -v4, v10, v12
	v_fma_f32 v36, -v6, v51, v26
	v_fma_f32 v21, -v7, v16, 1.0
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v10, -v5, v41, v10
	v_fmac_f32_e32 v16, v21, v16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v6, v54, v10
	v_mul_f32_e32 v21, v22, v16
	v_fma_f32 v23, -v7, v21, v22
	v_fmac_f32_e32 v21, v23, v16
	v_fma_f32 v7, -v7, v21, v22
	v_div_fmas_f32 v7, v7, v16, v21
	v_div_fixup_f32 v7, v7, v38, v20
	ds_read_b128 v[20:23], v45 offset:544
	v_fma_f32 v24, -v7, v39, v24
	v_fma_f32 v27, -v7, v27, v29
	v_fma_f32 v29, -v6, v50, v25
	v_fma_f32 v10, -v7, v57, v10
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v20, v20, v24
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v38, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v38, v17
	v_div_scale_f32 v38, vcc_lo, v24, v20, v24
	v_mul_f32_e32 v39, v38, v17
	v_fma_f32 v42, -v16, v39, v38
	v_fmac_f32_e32 v39, v42, v17
	v_fma_f32 v16, -v16, v39, v38
	v_div_fmas_f32 v38, v16, v17, v39
	ds_read2_b32 v[16:17], v45 offset0:153 offset1:154
	v_fma_f32 v39, -v3, v46, v60
	v_div_fixup_f32 v20, v38, v20, v24
	v_fma_f32 v38, -v6, v52, v8
	v_fma_f32 v9, -v4, v9, v39
	v_fma_f32 v21, -v20, v21, v27
	ds_read_b128 v[24:27], v45 offset:560
	v_fma_f32 v9, -v5, v40, v9
	v_fma_f32 v38, -v7, v49, v38
	v_fma_f32 v40, -v6, v53, v9
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v8, null, v16, v16, v21
	v_rcp_f32_e32 v9, v8
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v20, v26, v10
	v_fma_f32 v30, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v30, v9
	v_div_scale_f32 v30, vcc_lo, v21, v16, v21
	v_mul_f32_e32 v31, v30, v9
	v_fma_f32 v37, -v8, v31, v30
	v_fmac_f32_e32 v31, v37, v9
	v_fma_f32 v8, -v8, v31, v30
	v_div_fmas_f32 v8, v8, v9, v31
	v_fma_f32 v9, -v7, v28, v29
	ds_read2_b64 v[28:31], v45 offset0:85 offset1:86
	v_div_fixup_f32 v21, v8, v16, v21
	v_fma_f32 v8, -v20, v22, v9
	v_fma_f32 v22, -v21, v17, v8
	v_fma_f32 v8, -v7, v48, v36
	ds_read_b64 v[16:17], v45 offset:696
	v_fma_f32 v23, -v20, v23, v8
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v9, null, v28, v28, v22
	v_div_scale_f32 v37, vcc_lo, v22, v28, v22
	v_rcp_f32_e32 v36, v9
	v_fma_f32 v8, -v9, v36, 1.0
	v_fmac_f32_e32 v36, v8, v36
	v_mul_f32_e32 v39, v37, v36
	v_fma_f32 v8, -v9, v39, v37
	v_fmac_f32_e32 v39, v8, v36
	v_fma_f32 v37, -v9, v39, v37
	ds_read2_b32 v[8:9], v45 offset0:155 offset1:156
	v_div_fmas_f32 v39, v37, v36, v39
	ds_read2_b32 v[36:37], v45 offset0:187 offset1:188
	ds_read2_b32 v[48:49], v45 offset0:157 offset1:158
	v_div_fixup_f32 v22, v39, v28, v22
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v8, -v21, v8, v23
	v_fma_f32 v23, -v20, v24, v38
	v_fma_f32 v8, -v22, v29, v8
	v_fma_f32 v9, -v21, v9, v23
	ds_read2_b32 v[28:29], v45 offset0:189 offset1:190
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v21, v49, v10
	v_div_scale_f32 v23, null, v36, v36, v8
	v_fma_f32 v9, -v22, v30, v9
	v_fma_f32 v10, -v22, v16, v10
	v_rcp_f32_e32 v24, v23
	v_fma_f32 v38, -v23, v24, 1.0
	v_fmac_f32_e32 v24, v38, v24
	v_div_scale_f32 v38, vcc_lo, v8, v36, v8
	v_mul_f32_e32 v39, v38, v24
	v_fma_f32 v42, -v23, v39, v38
	v_fmac_f32_e32 v39, v42, v24
	v_fma_f32 v23, -v23, v39, v38
	v_div_fmas_f32 v23, v23, v24, v39
	v_div_fixup_f32 v23, v23, v36, v8
	v_fma_f32 v8, -v23, v37, v9
	ds_read_b128 v[36:39], v45 offset:816
	v_fma_f32 v9, -v7, v56, v40
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v23, v29, v10
	v_fma_f32 v9, -v20, v25, v9
	ds_read2_b32 v[24:25], v45 offset0:221 offset1:222
	v_fma_f32 v9, -v21, v48, v9
	v_fma_f32 v9, -v22, v31, v9
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v30, null, v36, v36, v8
	v_fma_f32 v9, -v23, v28, v9
	v_rcp_f32_e32 v31, v30
	v_fma_f32 v40, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v40, v31
	v_div_scale_f32 v40, vcc_lo, v8, v36, v8
	v_mul_f32_e32 v42, v40, v31
	v_fma_f32 v46, -v30, v42, v40
	v_fmac_f32_e32 v42, v46, v31
	v_fma_f32 v30, -v30, v42, v40
	v_div_fmas_f32 v30, v30, v31, v42
	v_div_fixup_f32 v8, v30, v36, v8
	ds_read2_b32 v[30:31], v45 offset0:63 offset1:95
	v_fma_f32 v9, -v8, v37, v9
	ds_read_b64 v[36:37], v45 offset:952
	v_fma_f32 v10, -v8, v38, v10
	s_waitcnt lgkmcnt(2)
	v_div_scale_f32 v14, null, v24, v24, v9
	v_div_scale_f32 v28, vcc_lo, v9, v24, v9
	v_rcp_f32_e32 v18, v14
	v_fma_f32 v12, -v14, v18, 1.0
	v_fmac_f32_e32 v18, v12, v18
	v_mul_f32_e32 v12, v28, v18
	v_fma_f32 v26, -v14, v12, v28
	v_fmac_f32_e32 v12, v26, v18
	v_fma_f32 v14, -v14, v12, v28
	v_div_fmas_f32 v12, v14, v18, v12
	v_fma_f32 v14, -v1, v58, v15
	v_div_fixup_f32 v9, v12, v24, v9
	v_fma_f32 v14, -v2, v13, v14
	ds_read2_b32 v[12:13], v45 offset0:127 offset1:159
	v_fma_f32 v15, -v9, v25, v10
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v10, -v3, v30, v14
	ds_read_b32 v14, v45 offset:1020
	s_waitcnt lgkmcnt(2)
	v_div_scale_f32 v16, null, v36, v36, v15
	v_fma_f32 v10, -v4, v11, v10
	v_rcp_f32_e32 v18, v16
	v_fma_f32 v10, -v5, v31, v10
	v_fma_f32 v19, -v6, v55, v10
	ds_read2_b32 v[10:11], v45 offset0:191 offset1:223
	v_fma_f32 v24, -v16, v18, 1.0
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v12, -v7, v12, v19
	v_div_scale_f32 v19, vcc_lo, v15, v36, v15
	v_fmac_f32_e32 v18, v24, v18
	v_fma_f32 v12, -v20, v27, v12
	v_mul_f32_e32 v24, v19, v18
	v_fma_f32 v12, -v21, v13, v12
	v_fma_f32 v13, -v16, v24, v19
	v_fma_f32 v12, -v22, v17, v12
	v_fmac_f32_e32 v24, v13, v18
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v23, v10, v12
	v_fma_f32 v12, -v16, v24, v19
	v_fma_f32 v10, -v8, v39, v10
	v_div_fmas_f32 v12, v12, v18, v24
	v_fma_f32 v11, -v9, v11, v10
	v_div_fixup_f32 v10, v12, v36, v15
	v_fma_f32 v11, -v10, v37, v11
	v_div_scale_f32 v12, null, v14, v14, v11
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v15, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v15, v13
	v_div_scale_f32 v15, vcc_lo, v11, v14, v11
	v_mul_f32_e32 v16, v15, v13
	v_fma_f32 v17, -v12, v16, v15
	v_fmac_f32_e32 v16, v17, v13
	v_fma_f32 v12, -v12, v16, v15
	v_div_fmas_f32 v12, v12, v13, v16
	v_div_fixup_f32 v11, v12, v14, v11
	ds_write_b128 v44, v[0:3]
	ds_write_b128 v44, v[4:7] offset:16
	ds_write_b128 v44, v[20:23] offset:32
	ds_write_b128 v44, v[8:11] offset:48
.LBB1_6:
	s_andn2_saveexec_b32 s4, s4
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_add_nc_u32_e32 v2, 0x800, v33
	v_mov_b32_e32 v3, 0
	ds_read_b32 v4, v33 offset:2048
	ds_read2_b32 v[0:1], v2 offset1:16
	ds_read_b32 v10, v3 offset:64
	ds_read_b64 v[8:9], v3 offset:128
	ds_read_b96 v[5:7], v3 offset:192
	ds_read_b32 v28, v33 offset:3008
	ds_read_b96 v[29:31], v3 offset:1008
	ds_read_b128 v[21:24], v3 offset:592
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v1, -v10, v4, v1
	ds_write_b32 v33, v1 offset:2112
	ds_read2_b32 v[25:26], v2 offset0:16 offset1:32
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v4, v26
	v_fma_f32 v13, -v9, v1, v8
	ds_write_b32 v33, v13 offset:2176
	ds_read2_b32 v[36:37], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v4, v37
	v_fma_f32 v5, -v6, v1, v5
	v_fma_f32 v37, -v7, v13, v5
	ds_write_b32 v33, v37 offset:2240
	ds_read2_b32 v[40:41], v2 offset0:48 offset1:64
	ds_read_b128 v[5:8], v3 offset:256
	ds_read_b128 v[9:12], v3 offset:320
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v5, v4, v41
	v_fma_f32 v5, -v6, v1, v5
	v_fma_f32 v5, -v7, v13, v5
	v_fma_f32 v38, -v8, v37, v5
	ds_write_b32 v33, v38 offset:2304
	ds_read2_b32 v[44:45], v2 offset0:64 offset1:80
	ds_read_b32 v14, v3 offset:336
	ds_read_b32 v51, v33 offset:2240
	ds_read_b32 v52, v33 offset:2304
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v5, -v9, v4, v45
	v_fma_f32 v5, -v10, v1, v5
	v_fma_f32 v5, -v11, v13, v5
	v_fma_f32 v9, -v12, v37, v5
	ds_read_b128 v[5:8], v3 offset:384
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v39, -v14, v38, v9
	ds_write_b32 v33, v39 offset:2368
	ds_read2_b32 v[45:46], v2 offset0:80 offset1:96
	ds_read_b64 v[9:10], v3 offset:400
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v5, v4, v46
	v_fma_f32 v5, -v6, v1, v5
	v_fma_f32 v5, -v7, v13, v5
	v_fma_f32 v11, -v8, v37, v5
	ds_read_b128 v[5:8], v3 offset:448
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v9, -v9, v38, v11
	v_fma_f32 v41, -v10, v39, v9
	ds_write_b32 v33, v41 offset:2432
	ds_read2_b32 v[46:47], v2 offset0:96 offset1:112
	ds_read_b96 v[9:11], v3 offset:464
	ds_read_b32 v54, v33 offset:2432
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v5, -v5, v4, v47
	v_fma_f32 v1, -v6, v1, v5
	v_fma_f32 v1, -v7, v13, v1
	v_fma_f32 v1, -v8, v37, v1
	ds_read_b128 v[5:8], v3 offset:512
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v1, -v9, v38, v1
	v_fma_f32 v1, -v10, v39, v1
	v_fma_f32 v1, -v11, v41, v1
	ds_write_b32 v33, v1 offset:2496
	ds_read2_b32 v[47:48], v2 offset0:112 offset1:128
	ds_read_b32 v42, v33 offset:2112
	ds_read_b32 v43, v33 offset:2176
	ds_read_b128 v[9:12], v3 offset:528
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v5, -v5, v4, v48
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v5, -v6, v42, v5
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v7, v43, v5
	v_fma_f32 v13, -v8, v37, v5
	ds_read_b128 v[5:8], v3 offset:576
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v9, -v9, v38, v13
	ds_read2_b32 v[26:27], v2 offset0:160 offset1:176
	ds_read_b128 v[13:16], v3 offset:640
	v_fma_f32 v9, -v10, v39, v9
	v_fma_f32 v9, -v11, v41, v9
	v_fma_f32 v53, -v12, v1, v9
	ds_write_b32 v33, v53 offset:2560
	ds_read2_b32 v[48:49], v2 offset0:128 offset1:144
	ds_read_b128 v[9:12], v3 offset:704
	ds_read_b128 v[17:20], v3 offset:656
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v13, -v13, v4, v26
	v_fma_f32 v13, -v14, v42, v13
	v_fma_f32 v13, -v15, v43, v13
	v_fma_f32 v26, -v16, v37, v13
	ds_read_b128 v[13:16], v3 offset:720
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v5, -v5, v4, v49
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v9, -v9, v4, v27
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v17, -v17, v38, v26
	v_fma_f32 v5, -v6, v42, v5
	v_fma_f32 v6, -v10, v42, v9
	v_fma_f32 v5, -v7, v43, v5
	v_fma_f32 v7, -v11, v43, v6
	v_fma_f32 v10, -v8, v37, v5
	v_fma_f32 v11, -v12, v51, v7
	ds_read_b64 v[5:6], v3 offset:672
	ds_read_b32 v12, v3 offset:608
	ds_read_b96 v[7:9], v3 offset:736
	v_fma_f32 v10, -v21, v38, v10
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v11, -v13, v52, v11
	v_fma_f32 v13, -v18, v39, v17
	v_fma_f32 v10, -v22, v39, v10
	v_fma_f32 v11, -v14, v39, v11
	v_fma_f32 v13, -v19, v54, v13
	v_fma_f32 v10, -v23, v41, v10
	v_fma_f32 v11, -v15, v54, v11
	v_fma_f32 v13, -v20, v1, v13
	v_fma_f32 v10, -v24, v1, v10
	v_fma_f32 v11, -v16, v1, v11
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v5, -v5, v53, v13
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v55, -v12, v53, v10
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v7, v53, v11
	v_fma_f32 v56, -v6, v55, v5
	v_fma_f32 v10, -v8, v55, v7
	ds_read2_b32 v[21:22], v2 offset0:208 offset1:224
	ds_read_b128 v[5:8], v3 offset:832
	v_fma_f32 v57, -v9, v56, v10
	ds_read_b128 v[9:12], v3 offset:768
	ds_read_b128 v[13:16], v3 offset:896
	ds_read_b128 v[17:20], v3 offset:960
	ds_write_b32 v33, v57 offset:2752
	ds_read2_b32 v[49:50], v2 offset0:176 offset1:192
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v5, -v5, v0, v21
	v_fma_f32 v5, -v6, v25, v5
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v6, -v13, v0, v22
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, -v17, v0, v28
	ds_read_b128 v[21:24], v3 offset:784
	v_fma_f32 v13, -v7, v36, v5
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v9, -v9, v4, v50
	v_fma_f32 v14, -v14, v25, v6
	ds_read_b128 v[4:7], v3 offset:848
	v_fma_f32 v0, -v18, v25, v0
	v_fma_f32 v41, -v8, v51, v13
	v_fma_f32 v9, -v10, v42, v9
	ds_read_b128 v[25:28], v3 offset:912
	v_fma_f32 v13, -v15, v36, v14
	v_fma_f32 v0, -v19, v36, v0
	ds_read_b128 v[36:39], v3 offset:864
	v_fma_f32 v17, -v11, v43, v9
	ds_read_b128 v[8:11], v3 offset:976
	v_fma_f32 v42, -v16, v51, v13
	v_fma_f32 v0, -v20, v40, v0
	ds_read_b128 v[13:16], v3 offset:800
	v_fma_f32 v12, -v12, v51, v17
	ds_read_b128 v[17:20], v3 offset:928
	s_waitcnt lgkmcnt(6)
	v_fma_f32 v12, -v21, v52, v12
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v4, -v4, v52, v41
	v_fma_f32 v4, -v5, v45, v4
	v_fma_f32 v5, -v22, v45, v12
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, -v8, v44, v0
	v_fma_f32 v4, -v6, v46, v4
	v_fma_f32 v5, -v23, v54, v5
	v_fma_f32 v0, -v9, v45, v0
	v_fma_f32 v4, -v7, v47, v4
	v_fma_f32 v5, -v24, v1, v5
	v_fma_f32 v0, -v10, v46, v0
	v_fma_f32 v7, -v11, v47, v0
	ds_read_b64 v[0:1], v3 offset:944
	v_fma_f32 v25, -v25, v52, v42
	ds_read_b128 v[40:43], v3 offset:992
	v_fma_f32 v8, -v26, v45, v25
	v_fma_f32 v6, -v27, v46, v8
	ds_read_b32 v8, v3 offset:880
	v_fma_f32 v3, -v36, v48, v4
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v4, -v13, v53, v5
	v_fma_f32 v6, -v28, v47, v6
	v_fma_f32 v3, -v37, v55, v3
	v_fma_f32 v4, -v14, v55, v4
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v5, -v17, v48, v6
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v40, v48, v7
	v_fma_f32 v3, -v38, v56, v3
	v_fma_f32 v4, -v15, v56, v4
	v_fma_f32 v5, -v18, v55, v5
	v_fma_f32 v6, -v41, v55, v6
	v_fma_f32 v3, -v39, v57, v3
	v_fma_f32 v4, -v16, v57, v4
	v_fma_f32 v5, -v19, v56, v5
	v_fma_f32 v6, -v42, v56, v6
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v8, v4, v3
	v_fma_f32 v5, -v20, v57, v5
	v_fma_f32 v6, -v43, v49, v6
	v_fma_f32 v0, -v0, v4, v5
	v_fma_f32 v5, -v29, v4, v6
	v_fma_f32 v0, -v1, v3, v0
	v_fma_f32 v1, -v30, v3, v5
	v_fma_f32 v1, -v31, v0, v1
	ds_write2_b32 v2, v55, v56 offset0:144 offset1:160
	ds_write2_b32 v2, v4, v3 offset0:192 offset1:208
	ds_write2_b32 v2, v0, v1 offset0:224 offset1:240
.LBB1_8:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $sgpr4_sgpr5
	s_and_saveexec_b32 s7, s0
	s_xor_b32 s0, exec_lo, s7
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_lshlrev_b32_e32 v4, 2, v32
	s_lshl4_add_u32 s4, s6, s1
	v_mov_b32_e32 v33, 0
	s_add_i32 s4, s4, 16
	s_ashr_i32 s5, s4, 31
	v_add_nc_u32_e32 v2, 0x400, v4
	v_lshlrev_b64 v[0:1], 2, v[32:33]
	s_mul_hi_u32 s7, s10, s4
	s_mul_i32 s5, s10, s5
	s_mul_i32 s12, s11, s4
	s_add_i32 s5, s7, s5
	ds_read2_b32 v[2:3], v2 offset1:16
	s_mul_i32 s4, s10, s4
	s_add_i32 s5, s5, s12
	s_ashr_i32 s7, s1, 31
	s_add_u32 s4, s4, s1
	v_add_co_u32 v0, vcc_lo, s8, v0
	s_addc_u32 s5, s5, s7
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s4, s4, s10
	v_add_co_u32 v5, vcc_lo, v0, s12
	v_add_co_ci_u32_e64 v6, null, s13, v1, vcc_lo
	v_add_nc_u32_e32 v4, 0x400, v4
	v_add_co_u32 v7, vcc_lo, v5, v34
	v_add_co_ci_u32_e64 v8, null, v6, v35, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[5:6], v2, off
	s_addc_u32 s5, s5, s11
                                        ; implicit-def: $vgpr33
	global_store_dword v[7:8], v3, off
.LBB1_10:
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB1_12
; %bb.11:
	s_add_i32 s4, s1, 1
	s_ashr_i32 s5, s1, 31
	s_ashr_i32 s7, s4, 31
	s_mul_hi_u32 s12, s10, s4
	s_mul_i32 s7, s10, s7
	s_mul_i32 s13, s11, s4
	s_add_i32 s7, s12, s7
	s_mul_i32 s4, s10, s4
	s_add_i32 s7, s7, s13
	s_add_u32 s4, s4, s1
	s_addc_u32 s5, s7, s5
	s_lshl4_add_u32 s6, s6, 16
	ds_read_b32 v7, v33 offset:2112
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v2, s4
	s_lshl_b64 s[6:7], s[6:7], 2
	v_add_nc_u32_e32 v4, 0x800, v33
	s_add_u32 s1, s8, s6
	s_addc_u32 s6, s9, s7
	v_add_co_u32 v0, s1, s1, v33
	v_add_co_ci_u32_e64 v1, null, s6, 0, s1
	s_lshl_b64 s[6:7], s[4:5], 2
	v_mov_b32_e32 v3, s5
	v_add_co_u32 v5, vcc_lo, v0, s6
	v_add_co_ci_u32_e64 v6, null, s7, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[5:6], v7, off
.LBB1_12:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, vcc_lo, v2, s10
	v_add_co_ci_u32_e64 v3, null, s11, v3, vcc_lo
	ds_read2_b32 v[5:6], v4 offset0:32 offset1:48
	ds_read2_b32 v[7:8], v4 offset0:64 offset1:80
	ds_read2_b32 v[9:10], v4 offset0:96 offset1:112
	ds_read2_b32 v[13:14], v4 offset0:160 offset1:176
	ds_read2_b32 v[17:18], v4 offset0:192 offset1:208
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	ds_read2_b32 v[21:22], v4 offset0:224 offset1:240
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	ds_read2_b32 v[2:3], v4 offset0:128 offset1:144
	v_add_co_u32 v11, vcc_lo, v0, v34
	v_add_co_ci_u32_e64 v12, null, v1, v35, vcc_lo
	s_waitcnt lgkmcnt(6)
	global_store_dword v[0:1], v5, off
	v_add_co_u32 v15, vcc_lo, v11, v34
	v_add_co_ci_u32_e64 v16, null, v12, v35, vcc_lo
	global_store_dword v[11:12], v6, off
	v_add_co_u32 v19, vcc_lo, v15, v34
	v_add_co_ci_u32_e64 v20, null, v16, v35, vcc_lo
	s_waitcnt lgkmcnt(5)
	global_store_dword v[15:16], v7, off
	v_add_co_u32 v23, vcc_lo, v19, v34
	v_add_co_ci_u32_e64 v24, null, v20, v35, vcc_lo
	global_store_dword v[19:20], v8, off
	v_add_co_u32 v0, vcc_lo, v23, v34
	v_add_co_ci_u32_e64 v1, null, v24, v35, vcc_lo
	s_waitcnt lgkmcnt(4)
	global_store_dword v[23:24], v9, off
	v_add_co_u32 v4, vcc_lo, v0, v34
	v_add_co_ci_u32_e64 v5, null, v1, v35, vcc_lo
	global_store_dword v[0:1], v10, off
	v_add_co_u32 v6, vcc_lo, v4, v34
	v_add_co_ci_u32_e64 v7, null, v5, v35, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v2, off
	v_add_co_u32 v11, vcc_lo, v6, v34
	v_add_co_ci_u32_e64 v12, null, v7, v35, vcc_lo
	global_store_dword v[6:7], v3, off
	v_add_co_u32 v8, vcc_lo, v11, v34
	v_add_co_ci_u32_e64 v9, null, v12, v35, vcc_lo
	global_store_dword v[11:12], v13, off
	v_add_co_u32 v0, vcc_lo, v8, v34
	v_add_co_ci_u32_e64 v1, null, v9, v35, vcc_lo
	v_add_co_u32 v4, vcc_lo, v0, v34
	v_add_co_ci_u32_e64 v5, null, v1, v35, vcc_lo
	v_add_co_u32 v2, vcc_lo, v4, v34
	v_add_co_ci_u32_e64 v3, null, v5, v35, vcc_lo
	v_add_co_u32 v6, vcc_lo, v2, s2
	v_add_co_ci_u32_e64 v7, null, s3, v3, vcc_lo
	global_store_dword v[8:9], v14, off
	global_store_dword v[0:1], v17, off
	global_store_dword v[4:5], v18, off
	global_store_dword v[2:3], v21, off
	global_store_dword v[6:7], v22, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13lud_perimeterPfmi
		.amdhsa_group_segment_fixed_size 3072
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 62
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
.Lfunc_end1:
	.size	_Z13lud_perimeterPfmi, .Lfunc_end1-_Z13lud_perimeterPfmi
                                        ; -- End function
	.set _Z13lud_perimeterPfmi.num_vgpr, 62
	.set _Z13lud_perimeterPfmi.num_agpr, 0
	.set _Z13lud_perimeterPfmi.numbered_sgpr, 16
	.set _Z13lud_perimeterPfmi.num_named_barrier, 0
	.set _Z13lud_perimeterPfmi.private_seg_size, 0
	.set _Z13lud_perimeterPfmi.uses_vcc, 1
	.set _Z13lud_perimeterPfmi.uses_flat_scratch, 0
	.set _Z13lud_perimeterPfmi.has_dyn_sized_stack, 0
	.set _Z13lud_perimeterPfmi.has_recursion, 0
	.set _Z13lud_perimeterPfmi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6940
; TotalNumSgprs: 18
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 62
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
	.protected	_Z12lud_internalPfmi    ; -- Begin function _Z12lud_internalPfmi
	.globl	_Z12lud_internalPfmi
	.p2align	8
	.type	_Z12lud_internalPfmi,@function
_Z12lud_internalPfmi:                   ; @_Z12lud_internalPfmi
; %bb.0:
	s_clause 0x1
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s7, 4
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshlrev_b32_e32 v17, 6, v1
	v_add_nc_u32_e32 v18, 0x400, v10
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, s8, v1
	s_ashr_i32 s9, s8, 31
	v_add3_u32 v4, v2, s4, 16
	v_ashrrev_i32_e32 v5, 31, v2
	v_mul_lo_u32 v6, s3, v2
	v_mad_u64_u32 v[2:3], null, s2, v2, 0
	v_ashrrev_i32_e32 v7, 31, v4
	v_mul_lo_u32 v8, s2, v5
	v_mul_lo_u32 v9, s3, v4
	v_mad_u64_u32 v[4:5], null, s2, v4, 0
	v_mul_lo_u32 v7, s2, v7
	s_lshl4_add_u32 s2, s6, s8
	s_lshl_b64 s[4:5], s[8:9], 2
	s_add_i32 s2, s2, 16
	v_add3_u32 v3, v3, v8, v6
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	v_add3_u32 v5, v5, v7, v9
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s0, v4
	v_add_co_ci_u32_e64 v7, null, s1, v5, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, s2
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, v6, s4
	v_add_co_ci_u32_e64 v5, null, s5, v7, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v10
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v10
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_clause 0x1
	global_load_dword v2, v[2:3], off
	global_load_dword v3, v[4:5], off
	v_add_co_u32 v5, vcc_lo, v6, s2
	v_lshlrev_b32_e32 v4, 4, v1
	v_add_co_ci_u32_e64 v6, null, s3, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, v5, v10
	v_add_lshl_u32 v0, v4, v0, 2
	v_add_co_ci_u32_e64 v9, null, 0, v6, vcc_lo
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v0, v3, v2 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	global_load_dword v16, v[8:9], off
	ds_read_b128 v[0:3], v17
	ds_read2_b32 v[10:11], v18 offset1:16
	ds_read2_b32 v[12:13], v18 offset0:32 offset1:48
	ds_read_b128 v[4:7], v17 offset:16
	ds_read2_b32 v[14:15], v18 offset0:64 offset1:80
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v19, v0, v10, 0
	v_fmac_f32_e32 v19, v1, v11
	ds_read2_b32 v[10:11], v18 offset0:96 offset1:112
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v19, v2, v12
	v_fmac_f32_e32 v19, v3, v13
	ds_read_b128 v[0:3], v17 offset:32
	ds_read2_b32 v[12:13], v18 offset0:128 offset1:144
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v19, v4, v14
	v_fmac_f32_e32 v19, v5, v15
	ds_read2_b32 v[14:15], v18 offset0:160 offset1:176
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v19, v6, v10
	v_fmac_f32_e32 v19, v7, v11
	ds_read_b128 v[4:7], v17 offset:48
	ds_read2_b32 v[10:11], v18 offset0:192 offset1:208
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v19, v0, v12
	v_fmac_f32_e32 v19, v1, v13
	ds_read2_b32 v[0:1], v18 offset0:224 offset1:240
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v19, v2, v14
	v_fmac_f32_e32 v19, v3, v15
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v19, v4, v10
	v_fmac_f32_e32 v19, v5, v11
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v19, v6, v0
	v_fmac_f32_e32 v19, v7, v1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v19
	global_store_dword v[8:9], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12lud_internalPfmi
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 20
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
.Lfunc_end2:
	.size	_Z12lud_internalPfmi, .Lfunc_end2-_Z12lud_internalPfmi
                                        ; -- End function
	.set _Z12lud_internalPfmi.num_vgpr, 20
	.set _Z12lud_internalPfmi.num_agpr, 0
	.set _Z12lud_internalPfmi.numbered_sgpr, 10
	.set _Z12lud_internalPfmi.num_named_barrier, 0
	.set _Z12lud_internalPfmi.private_seg_size, 0
	.set _Z12lud_internalPfmi.uses_vcc, 1
	.set _Z12lud_internalPfmi.uses_flat_scratch, 0
	.set _Z12lud_internalPfmi.has_dyn_sized_stack, 0
	.set _Z12lud_internalPfmi.has_recursion, 0
	.set _Z12lud_internalPfmi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 580
; TotalNumSgprs: 12
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 20
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_f05356bd79cf2e57,@object ; @__hip_cuid_f05356bd79cf2e57
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_f05356bd79cf2e57
__hip_cuid_f05356bd79cf2e57:
	.byte	0                               ; 0x0
	.size	__hip_cuid_f05356bd79cf2e57, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_f05356bd79cf2e57
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z12lud_diagonalPfmi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z12lud_diagonalPfmi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z13lud_perimeterPfmi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13lud_perimeterPfmi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z12lud_internalPfmi
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z12lud_internalPfmi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
