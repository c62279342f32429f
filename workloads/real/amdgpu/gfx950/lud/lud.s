	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z12lud_diagonalPfmi    ; -- Begin function _Z12lud_diagonalPfmi
	.globl	_Z12lud_diagonalPfmi
	.p2align	8
	.type	_Z12lud_diagonalPfmi,@function
_Z12lud_diagonalPfmi:                   ; @_Z12lud_diagonalPfmi
; %bb.0:
	s_load_dword s8, s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v1, 6, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
	s_add_u32 s0, s6, 1
	s_addc_u32 s1, s7, 0
	s_mul_i32 s2, s0, s9
	s_mul_hi_u32 s3, s0, s8
	s_add_i32 s2, s3, s2
	s_mul_i32 s1, s1, s8
	s_add_i32 s1, s2, s1
	s_mul_i32 s0, s0, s8
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[0:1], 2, v[4:5]
	s_lshl_b64 s[2:3], s[6:7], 2
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[2:3]
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[2:3]
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[2:3]
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[2:3]
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[2:3]
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[2:3]
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[2:3]
	global_load_dword v22, v[6:7], off
	global_load_dword v23, v[8:9], off
	global_load_dword v24, v[10:11], off
	global_load_dword v25, v[12:13], off
	global_load_dword v26, v[14:15], off
	global_load_dword v27, v[16:17], off
	global_load_dword v28, v[18:19], off
	global_load_dword v29, v[20:21], off
	v_lshl_add_u64 v[6:7], v[20:21], 0, s[2:3]
	global_load_dword v8, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v9, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v10, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v11, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v12, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v13, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v14, v[6:7], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	global_load_dword v6, v[6:7], off
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_waitcnt vmcnt(14)
	ds_write2_b32 v2, v22, v23 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v2, v24, v25 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v2, v26, v27 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v2, v28, v29 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v2, v8, v9 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v2, v10, v11 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v2, v12, v13 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v2, v14, v6 offset0:224 offset1:240
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read_b32 v6, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v3, v3 offset:64
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:64
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v3, 0
	ds_read_b64 v[6:7], v1
	ds_read_b32 v8, v3 offset:4
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v8, v7
	ds_write_b32 v1, v6 offset:4
	ds_read_b32 v3, v3 offset:68
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:4
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v8, v2 offset:128
	ds_read_b32 v9, v3 offset:128
	ds_read2_b32 v[6:7], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:128
	ds_read_b32 v3, v3 offset:132
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:128
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mov_b32_e32 v3, 0
	ds_read_b96 v[6:8], v1
	ds_read_b32 v9, v3 offset:8
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v9, v8
	ds_write_b32 v1, v6 offset:8
	ds_read_b32 v8, v3 offset:72
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v8, v6
	ds_write_b32 v1, v6 offset:8
	ds_read_b32 v3, v3 offset:136
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:8
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset0:32 offset1:48
	ds_read_b32 v10, v3 offset:192
	ds_read2_b32 v[8:9], v2 offset1:16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:192
	ds_read_b32 v8, v3 offset:196
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:192
	ds_read_b32 v3, v3 offset:200
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:192
.LBB0_12:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mov_b32_e32 v3, 0
	ds_read_b128 v[6:9], v1
	ds_read_b32 v10, v3 offset:12
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v10, v9
	ds_write_b32 v1, v6 offset:12
	ds_read_b32 v9, v3 offset:76
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v9, v6
	ds_write_b32 v1, v6 offset:12
	ds_read_b32 v7, v3 offset:140
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:12
	ds_read_b32 v3, v3 offset:204
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:12
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v2 offset:256
	ds_read_b32 v9, v3 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:256
	ds_read_b32 v8, v3 offset:260
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v2, v8 offset:256
	ds_read_b32 v9, v3 offset:264
	ds_read2_b32 v[6:7], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:256
	ds_read_b32 v3, v3 offset:268
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:256
.LBB0_16:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v3, 0
	ds_read_b128 v[6:9], v1
	ds_read_b32 v10, v1 offset:16
	ds_read_b32 v11, v3 offset:16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v11, v10
	ds_write_b32 v1, v6 offset:16
	ds_read_b32 v10, v3 offset:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v10, v6
	ds_write_b32 v1, v6 offset:16
	ds_read_b32 v7, v3 offset:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:16
	ds_read_b32 v7, v3 offset:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:16
	ds_read_b32 v3, v3 offset:272
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:16
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_20
; %bb.19:
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[8:9], v2 offset1:16
	ds_read_b32 v10, v3 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:320
	ds_read_b32 v8, v3 offset:324
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:320
	ds_read_b32 v10, v3 offset:328
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:320
	ds_read_b32 v8, v3 offset:332
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:320
	ds_read_b32 v3, v3 offset:336
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:320
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_mov_b32_e32 v3, 0
	ds_read_b128 v[6:9], v1
	ds_read_b64 v[10:11], v1 offset:16
	ds_read_b32 v12, v3 offset:20
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v12, v11
	ds_write_b32 v1, v6 offset:20
	ds_read_b32 v11, v3 offset:84
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v11, v6
	ds_write_b32 v1, v6 offset:20
	ds_read_b32 v7, v3 offset:148
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:20
	ds_read_b32 v7, v3 offset:212
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:20
	ds_read_b32 v7, v3 offset:276
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:20
	ds_read_b32 v3, v3 offset:340
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:20
.LBB0_22:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v2 offset:384
	ds_read_b32 v9, v3 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:384
	ds_read_b32 v10, v3 offset:388
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:384
	ds_read_b32 v7, v3 offset:392
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v8, v6
	ds_write_b32 v2, v6 offset:384
	ds_read_b32 v7, v3 offset:396
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v9, v6
	ds_write_b32 v2, v8 offset:384
	ds_read_b32 v9, v3 offset:400
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:384
	ds_read_b32 v3, v3 offset:404
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:384
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_mov_b32_e32 v3, 0
	ds_read_b128 v[6:9], v1
	ds_read_b96 v[10:12], v1 offset:16
	ds_read_b32 v13, v3 offset:24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v13, v12
	ds_write_b32 v1, v6 offset:24
	ds_read_b32 v12, v3 offset:88
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v12, v6
	ds_write_b32 v1, v6 offset:24
	ds_read_b32 v7, v3 offset:152
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:24
	ds_read_b32 v7, v3 offset:216
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:24
	ds_read_b32 v7, v3 offset:280
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:24
	ds_read_b32 v7, v3 offset:344
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:24
	ds_read_b32 v3, v3 offset:408
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:24
.LBB0_26:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_28
; %bb.27:
	ds_read2_b32 v[6:7], v2 offset0:96 offset1:112
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[8:9], v2 offset1:16
	ds_read_b32 v10, v3 offset:448
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:448
	ds_read_b32 v8, v3 offset:452
	ds_read2_b32 v[10:11], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:448
	ds_read_b32 v8, v3 offset:456
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v10, v7
	ds_write_b32 v2, v7 offset:448
	ds_read_b32 v8, v3 offset:460
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v11, v7
	ds_write_b32 v2, v7 offset:448
	ds_read_b32 v10, v3 offset:464
	ds_read2_b32 v[8:9], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:448
	ds_read_b32 v8, v3 offset:468
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:448
	ds_read_b32 v3, v3 offset:472
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:448
.LBB0_28:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_mov_b32_e32 v3, 0
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	ds_read_b32 v14, v3 offset:28
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v14, v13
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v13, v3 offset:92
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v13, v6
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v7, v3 offset:156
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v7, v3 offset:220
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v7, v3 offset:284
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v7, v3 offset:348
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v7, v3 offset:412
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v7, v6
	ds_write_b32 v1, v6 offset:28
	ds_read_b32 v3, v3 offset:476
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:28
.LBB0_30:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v2 offset:512
	ds_read_b32 v9, v3 offset:512
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:512
	ds_read_b32 v10, v3 offset:516
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:512
	ds_read_b32 v7, v3 offset:520
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v2, v8 offset:512
	ds_read_b32 v10, v3 offset:524
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v2, v8 offset:512
	ds_read_b32 v9, v3 offset:528
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:512
	ds_read_b32 v8, v3 offset:532
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v2, v8 offset:512
	ds_read_b32 v9, v3 offset:536
	ds_read2_b32 v[6:7], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:512
	ds_read_b32 v3, v3 offset:540
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:512
.LBB0_32:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v14, v1 offset:32
	ds_read_b32 v15, v3 offset:32
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v6, v15, v14
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v14, v3 offset:96
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v14, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v7, v3 offset:160
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v7, v3 offset:224
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v7, v3 offset:288
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v7, v3 offset:352
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v7, v3 offset:416
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v7, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v7, v3 offset:480
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v13, v7, v6
	ds_write_b32 v1, v6 offset:32
	ds_read_b32 v3, v3 offset:544
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:32
.LBB0_34:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.35:
	ds_read2_b32 v[6:7], v2 offset0:128 offset1:144
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[8:9], v2 offset1:16
	ds_read_b32 v10, v3 offset:576
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v8, v3 offset:580
	ds_read2_b32 v[10:11], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v8, v3 offset:584
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v10, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v10, v3 offset:588
	ds_read2_b32 v[8:9], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v10, v3 offset:592
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v8, v3 offset:596
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v10, v3 offset:600
	ds_read2_b32 v[8:9], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v8, v3 offset:604
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:576
	ds_read_b32 v3, v3 offset:608
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:576
.LBB0_36:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_38
; %bb.37:
	v_mov_b32_e32 v3, 0
	ds_read_b64 v[14:15], v1 offset:32
	ds_read_b32 v16, v3 offset:36
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v6, v16, v15
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v15, v3 offset:100
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v15, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:164
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:228
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:292
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:356
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:420
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:484
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v13, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v7, v3 offset:548
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v14, v7, v6
	ds_write_b32 v1, v6 offset:36
	ds_read_b32 v3, v3 offset:612
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:36
.LBB0_38:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_40
; %bb.39:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v2 offset:640
	ds_read_b32 v9, v3 offset:640
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:640
	ds_read_b32 v10, v3 offset:644
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:640
	ds_read_b32 v7, v3 offset:648
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v2, v8 offset:640
	ds_read_b32 v10, v3 offset:652
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v2, v8 offset:640
	ds_read_b32 v9, v3 offset:656
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:640
	ds_read_b32 v10, v3 offset:660
	ds_read2_b32 v[8:9], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:640
	ds_read_b32 v7, v3 offset:664
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v8, v6
	ds_write_b32 v2, v6 offset:640
	ds_read_b32 v7, v3 offset:668
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v9, v6
	ds_write_b32 v2, v8 offset:640
	ds_read_b32 v9, v3 offset:672
	ds_read2_b32 v[6:7], v2 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:640
	ds_read_b32 v3, v3 offset:676
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:640
.LBB0_40:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_42
; %bb.41:
	v_mov_b32_e32 v3, 0
	ds_read_b96 v[14:16], v1 offset:32
	ds_read_b32 v17, v3 offset:40
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v6, v17, v16
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v16, v3 offset:104
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v16, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:168
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:232
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:296
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:360
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:424
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:488
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v13, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:552
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v14, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v7, v3 offset:616
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v15, v7, v6
	ds_write_b32 v1, v6 offset:40
	ds_read_b32 v3, v3 offset:680
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:40
.LBB0_42:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_44
; %bb.43:
	ds_read2_b32 v[6:7], v2 offset0:160 offset1:176
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[8:9], v2 offset1:16
	ds_read_b32 v10, v3 offset:704
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v8, v3 offset:708
	ds_read2_b32 v[10:11], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v8, v3 offset:712
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v10, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v10, v3 offset:716
	ds_read2_b32 v[8:9], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v10, v3 offset:720
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v8, v3 offset:724
	ds_read2_b32 v[10:11], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v8, v3 offset:728
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v10, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v8, v3 offset:732
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v11, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v10, v3 offset:736
	ds_read2_b32 v[8:9], v2 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v8, v3 offset:740
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:704
	ds_read_b32 v3, v3 offset:744
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:704
.LBB0_44:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_46
; %bb.45:
	v_mov_b32_e32 v3, 0
	ds_read_b128 v[6:9], v1 offset:32
	ds_read_b32 v18, v3 offset:44
	ds_read_b128 v[10:13], v1
	ds_read_b128 v[14:17], v1 offset:16
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v9, -v10, v18, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:108
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v11, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:172
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v12, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:236
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v13, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:300
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v14, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:364
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v15, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:428
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v16, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:492
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v17, v10, v9
	ds_write_b32 v1, v9 offset:44
	ds_read_b32 v10, v3 offset:556
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v10, v9
	ds_write_b32 v1, v6 offset:44
	ds_read_b32 v9, v3 offset:620
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v9, v6
	ds_write_b32 v1, v6 offset:44
	ds_read_b32 v7, v3 offset:684
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:44
	ds_read_b32 v3, v3 offset:748
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:44
.LBB0_46:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_48
; %bb.47:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v2 offset:768
	ds_read_b32 v9, v3 offset:768
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:768
	ds_read_b32 v10, v3 offset:772
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:768
	ds_read_b32 v7, v3 offset:776
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v2, v8 offset:768
	ds_read_b32 v10, v3 offset:780
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v2, v8 offset:768
	ds_read_b32 v9, v3 offset:784
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:768
	ds_read_b32 v10, v3 offset:788
	ds_read2_b32 v[8:9], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:768
	ds_read_b32 v7, v3 offset:792
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v2, v8 offset:768
	ds_read_b32 v10, v3 offset:796
	ds_read2_b32 v[6:7], v2 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v2, v8 offset:768
	ds_read_b32 v9, v3 offset:800
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:768
	ds_read_b32 v8, v3 offset:804
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v8, v7, v6
	ds_write_b32 v2, v8 offset:768
	ds_read_b32 v9, v3 offset:808
	ds_read2_b32 v[6:7], v2 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:768
	ds_read_b32 v3, v3 offset:812
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:768
.LBB0_48:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_50
; %bb.49:
	v_mov_b32_e32 v3, 0
	ds_read_b32 v18, v1 offset:48
	ds_read_b32 v19, v3 offset:48
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	ds_read_b128 v[14:17], v1 offset:32
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v6, -v6, v19, v18
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v18, v3 offset:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v18, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:240
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:304
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:368
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:432
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:496
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v13, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:560
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v14, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:624
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v15, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:688
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v16, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v7, v3 offset:752
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v17, v7, v6
	ds_write_b32 v1, v6 offset:48
	ds_read_b32 v3, v3 offset:816
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:48
.LBB0_50:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_52
; %bb.51:
	ds_read2_b32 v[6:7], v2 offset0:192 offset1:208
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[8:9], v2 offset1:16
	ds_read_b32 v10, v3 offset:832
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v8, v3 offset:836
	ds_read2_b32 v[10:11], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v8, v3 offset:840
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v10, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v10, v3 offset:844
	ds_read2_b32 v[8:9], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v10, v3 offset:848
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v8, v3 offset:852
	ds_read2_b32 v[10:11], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v8, v3 offset:856
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v10, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v10, v3 offset:860
	ds_read2_b32 v[8:9], v2 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v10, v3 offset:864
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v8, v3 offset:868
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v10, v3 offset:872
	ds_read2_b32 v[8:9], v2 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v8, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v8, v3 offset:876
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v8, v9, v7
	ds_write_b32 v2, v7 offset:832
	ds_read_b32 v3, v3 offset:880
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v7
	ds_write_b32 v2, v3 offset:832
.LBB0_52:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_54
; %bb.53:
	ds_read_b64 v[18:19], v1 offset:48
	v_mov_b32_e32 v3, 0
	ds_read_b32 v20, v3 offset:52
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	ds_read_b128 v[14:17], v1 offset:32
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v6, -v6, v20, v19
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v19, v3 offset:116
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v19, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:180
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v8, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:244
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:308
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:372
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v11, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:436
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:500
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v13, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:564
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v14, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:628
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v15, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:692
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v16, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:756
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v17, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v7, v3 offset:820
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v18, v7, v6
	ds_write_b32 v1, v6 offset:52
	ds_read_b32 v3, v3 offset:884
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v7, s[10:11], v3, v3, v6
	v_rcp_f32_e32 v8, v7
	v_div_scale_f32 v9, vcc, v6, v3, v6
	v_fma_f32 v10, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v3, v7, v3, v6
	ds_write_b32 v1, v3 offset:52
.LBB0_54:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_56
; %bb.55:
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v2 offset:896
	ds_read_b32 v9, v3 offset:896
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v10, v3 offset:900
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v7, v3 offset:904
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v2, v8 offset:896
	ds_read_b32 v10, v3 offset:908
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v2, v8 offset:896
	ds_read_b32 v9, v3 offset:912
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v10, v3 offset:916
	ds_read2_b32 v[8:9], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v7, v3 offset:920
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v8, v6
	ds_write_b32 v2, v8 offset:896
	ds_read_b32 v10, v3 offset:924
	ds_read2_b32 v[6:7], v2 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v8, -v10, v9, v8
	ds_write_b32 v2, v8 offset:896
	ds_read_b32 v9, v3 offset:928
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v10, v3 offset:932
	ds_read2_b32 v[8:9], v2 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v10, v7, v6
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v7, v3 offset:936
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v7, v8, v6
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v7, v3 offset:940
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v7, v9, v6
	ds_write_b32 v2, v8 offset:896
	ds_read_b32 v9, v3 offset:944
	ds_read2_b32 v[6:7], v2 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v9, v6, v8
	ds_write_b32 v2, v6 offset:896
	ds_read_b32 v3, v3 offset:948
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v7, v6
	ds_write_b32 v2, v3 offset:896
.LBB0_56:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_u32_e64 s[0:1], 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_58
; %bb.57:
	ds_read_b96 v[18:20], v1 offset:48
	v_mov_b32_e32 v0, 0
	ds_read_b32 v3, v0 offset:56
	ds_read_b128 v[6:9], v1
	ds_read_b128 v[10:13], v1 offset:16
	ds_read_b128 v[14:17], v1 offset:32
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v3, -v6, v3, v20
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:120
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v7, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:184
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v8, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:248
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v9, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:312
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v10, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:376
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v11, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:440
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v12, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:504
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v13, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:568
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v14, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:632
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v15, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:696
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v16, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:760
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v17, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:824
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v18, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v6, v0 offset:888
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v19, v6, v3
	ds_write_b32 v1, v3 offset:56
	ds_read_b32 v0, v0 offset:952
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v6, s[10:11], v0, v0, v3
	v_rcp_f32_e32 v7, v6
	v_div_scale_f32 v8, vcc, v3, v0, v3
	v_fma_f32 v9, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v6, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v6, -v6, v9, v8
	v_div_fmas_f32 v6, v6, v7, v9
	v_div_fixup_f32 v0, v6, v0, v3
	ds_write_b32 v1, v0 offset:56
.LBB0_58:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_60
; %bb.59:
	ds_read2_b32 v[0:1], v2 offset0:224 offset1:240
	v_mov_b32_e32 v3, 0
	ds_read2_b32 v[6:7], v2 offset1:16
	ds_read_b32 v8, v3 offset:960
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v8, v6, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:964
	ds_read2_b32 v[8:9], v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, -v6, v7, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:968
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v6, v8, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v8, v3 offset:972
	ds_read2_b32 v[6:7], v2 offset0:64 offset1:80
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, -v8, v9, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v8, v3 offset:976
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v8, v6, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:980
	ds_read2_b32 v[8:9], v2 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, -v6, v7, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:984
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v6, v8, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v8, v3 offset:988
	ds_read2_b32 v[6:7], v2 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, -v8, v9, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v8, v3 offset:992
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v8, v6, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:996
	ds_read2_b32 v[8:9], v2 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v1, -v6, v7, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:1000
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v6, v8, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:1004
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v6, v9, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v8, v3 offset:1008
	ds_read2_b32 v[6:7], v2 offset0:192 offset1:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v8, v6, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v6, v3 offset:1012
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v1, -v6, v7, v1
	ds_write_b32 v2, v1 offset:960
	ds_read_b32 v3, v3 offset:1016
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, -v3, v0, v1
	ds_write_b32 v2, v0 offset:960
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s0, s8, 1
	s_ashr_i32 s1, s0, 31
	s_mul_i32 s1, s6, s1
	s_mul_hi_u32 s4, s6, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_add_i32 s1, s4, s1
	s_mul_i32 s4, s7, s0
	ds_read2_b32 v[0:1], v2 offset0:16 offset1:32
	s_add_i32 s1, s1, s4
	s_mul_i32 s0, s6, s0
	s_add_u32 s0, s0, s8
	s_addc_u32 s1, s1, s9
	v_lshl_add_u64 v[4:5], s[0:1], 2, v[4:5]
	ds_read2_b32 v[6:7], v2 offset0:48 offset1:64
	s_waitcnt lgkmcnt(1)
	global_store_dword v[4:5], v0, off
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[2:3]
	global_store_dword v[4:5], v1, off
	v_lshl_add_u64 v[0:1], v[4:5], 0, s[2:3]
	ds_read2_b32 v[4:5], v2 offset0:80 offset1:96
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	ds_read2_b32 v[6:7], v2 offset0:112 offset1:128
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_store_dword v[0:1], v5, off
	ds_read2_b32 v[4:5], v2 offset0:144 offset1:160
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	ds_read2_b32 v[6:7], v2 offset0:176 offset1:192
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_store_dword v[0:1], v5, off
	ds_read2_b32 v[4:5], v2 offset0:208 offset1:224
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	ds_read_b32 v2, v2 offset:960
	s_waitcnt lgkmcnt(2)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], s[6:7], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12lud_diagonalPfmi
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
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
	.size	_Z12lud_diagonalPfmi, .Lfunc_end0-_Z12lud_diagonalPfmi
                                        ; -- End function
	.set _Z12lud_diagonalPfmi.num_vgpr, 30
	.set _Z12lud_diagonalPfmi.num_agpr, 0
	.set _Z12lud_diagonalPfmi.numbered_sgpr, 12
	.set _Z12lud_diagonalPfmi.num_named_barrier, 0
	.set _Z12lud_diagonalPfmi.private_seg_size, 0
	.set _Z12lud_diagonalPfmi.uses_vcc, 1
	.set _Z12lud_diagonalPfmi.uses_flat_scratch, 0
	.set _Z12lud_diagonalPfmi.has_dyn_sized_stack, 0
	.set _Z12lud_diagonalPfmi.has_recursion, 0
	.set _Z12lud_diagonalPfmi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10192
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13lud_perimeterPfmi   ; -- Begin function _Z13lud_perimeterPfmi
	.globl	_Z13lud_perimeterPfmi
	.p2align	8
	.type	_Z13lud_perimeterPfmi,@function
_Z13lud_perimeterPfmi:                  ; @_Z13lud_perimeterPfmi
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x10
	v_mov_b32_e32 v43, 0
	v_cmp_lt_u32_e64 s[0:1], 15, v0
	v_add_u32_e32 v42, -16, v0
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $sgpr10_sgpr11
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s10, s3, 8
	s_ashr_i32 s11, s10, 31
	s_mul_i32 s11, s6, s11
	s_mul_hi_u32 s12, s6, s10
	s_add_i32 s11, s12, s11
	s_mul_i32 s12, s7, s10
	s_add_i32 s11, s11, s12
	s_mul_i32 s10, s6, s10
	s_ashr_i32 s13, s3, 31
	s_add_u32 s10, s10, s3
	s_addc_u32 s11, s11, s13
	v_lshl_add_u64 v[2:3], v[42:43], 2, s[4:5]
	s_lshl4_add_u32 s12, s2, s3
	v_lshl_add_u64 v[4:5], s[10:11], 2, v[2:3]
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_i32 s12, s12, 16
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[10:11]
	s_ashr_i32 s14, s12, 31
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[10:11]
	s_mul_i32 s14, s6, s14
	s_mul_hi_u32 s15, s6, s12
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[10:11]
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s7, s12
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[10:11]
	s_add_i32 s14, s14, s15
	s_mul_i32 s12, s6, s12
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[10:11]
	s_add_u32 s12, s12, s3
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[10:11]
	s_addc_u32 s13, s14, s13
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[10:11]
	global_load_dword v20, v[4:5], off
	global_load_dword v21, v[6:7], off
	global_load_dword v22, v[8:9], off
	global_load_dword v23, v[10:11], off
	global_load_dword v24, v[12:13], off
	global_load_dword v25, v[14:15], off
	global_load_dword v26, v[16:17], off
	global_load_dword v27, v[18:19], off
	v_lshl_add_u64 v[4:5], s[12:13], 2, v[2:3]
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[10:11]
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[10:11]
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[10:11]
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[10:11]
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[10:11]
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[10:11]
	global_load_dword v18, v[4:5], off
	global_load_dword v19, v[6:7], off
	global_load_dword v28, v[8:9], off
	global_load_dword v29, v[10:11], off
	global_load_dword v30, v[12:13], off
	global_load_dword v31, v[14:15], off
	global_load_dword v32, v[16:17], off
	s_add_u32 s12, s12, s6
	s_addc_u32 s13, s13, s7
	s_add_u32 s12, s12, s6
	s_addc_u32 s13, s13, s7
	s_add_u32 s12, s12, s6
	s_addc_u32 s13, s13, s7
	s_add_u32 s12, s12, s6
	s_addc_u32 s13, s13, s7
	s_add_u32 s12, s12, s6
	s_addc_u32 s13, s13, s7
	s_add_u32 s12, s12, s6
	s_addc_u32 s13, s13, s7
	v_lshlrev_b32_e32 v4, 2, v42
	s_add_u32 s12, s12, s6
	v_add_u32_e32 v1, 0x400, v4
	s_addc_u32 s13, s13, s7
	s_waitcnt vmcnt(13)
	ds_write2_b32 v4, v20, v21 offset0:128 offset1:144
	s_waitcnt vmcnt(11)
	ds_write2_b32 v4, v22, v23 offset0:160 offset1:176
	s_waitcnt vmcnt(9)
	ds_write2_b32 v4, v24, v25 offset0:192 offset1:208
	s_waitcnt vmcnt(7)
	ds_write2_b32 v4, v26, v27 offset0:224 offset1:240
	s_waitcnt vmcnt(5)
	ds_write2_b32 v1, v18, v19 offset1:16
	s_waitcnt vmcnt(3)
	ds_write2_b32 v1, v28, v29 offset0:32 offset1:48
	s_waitcnt vmcnt(1)
	ds_write2_b32 v1, v30, v31 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v32 offset:1408
	v_lshl_add_u64 v[4:5], v[16:17], 0, s[10:11]
.LBB1_2:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b64_e32 v[44:45], s[10:11]
	v_mov_b64_e32 v[6:7], s[12:13]
	v_lshlrev_b32_e32 v46, 2, v0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s10, s3, 31
	s_add_u32 s12, s6, 1
	s_addc_u32 s11, s7, 0
	s_mul_i32 s10, s12, s10
	s_mul_hi_u32 s13, s12, s3
	s_add_i32 s10, s13, s10
	s_mul_i32 s11, s11, s3
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s12, s3
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s14, s10, s6
	s_addc_u32 s15, s11, s7
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_u32 s14, s14, s6
	s_addc_u32 s15, s15, s7
	s_add_u32 s14, s14, s6
	s_addc_u32 s15, s15, s7
	s_add_u32 s14, s14, s6
	s_addc_u32 s15, s15, s7
	s_add_u32 s14, s14, s6
	v_mov_b32_e32 v47, 0
	s_addc_u32 s15, s15, s7
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[46:47]
	s_add_u32 s14, s14, s6
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[12:13]
	s_addc_u32 s15, s15, s7
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[10:11]
	s_add_u32 s14, s14, s6
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[10:11]
	s_addc_u32 s15, s15, s7
	s_lshl4_add_u32 s16, s2, 16
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[10:11]
	s_ashr_i32 s17, s16, 31
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[10:11]
	s_lshl_b64 s[16:17], s[16:17], 2
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[10:11]
	s_add_u32 s16, s4, s16
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[10:11]
	s_addc_u32 s17, s5, s17
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[10:11]
	global_load_dword v18, v[2:3], off
	global_load_dword v19, v[4:5], off
	global_load_dword v20, v[6:7], off
	global_load_dword v21, v[8:9], off
	global_load_dword v22, v[10:11], off
	global_load_dword v23, v[12:13], off
	global_load_dword v24, v[14:15], off
	global_load_dword v25, v[16:17], off
	v_lshl_add_u64 v[2:3], s[16:17], 0, v[46:47]
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[12:13]
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[10:11]
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[10:11]
	v_lshl_add_u64 v[10:11], v[8:9], 0, s[10:11]
	v_lshl_add_u64 v[12:13], v[10:11], 0, s[10:11]
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[10:11]
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[10:11]
	global_load_dword v26, v[4:5], off
	global_load_dword v27, v[6:7], off
	global_load_dword v28, v[8:9], off
	global_load_dword v29, v[10:11], off
	global_load_dword v30, v[12:13], off
	global_load_dword v31, v[14:15], off
	global_load_dword v32, v[16:17], off
	v_add_u32_e32 v1, 0x800, v46
	v_mov_b64_e32 v[44:45], s[10:11]
	v_lshl_add_u64 v[4:5], v[16:17], 0, s[10:11]
	v_mov_b64_e32 v[6:7], s[14:15]
	s_waitcnt vmcnt(13)
	ds_write2_b32 v46, v18, v19 offset1:16
	s_waitcnt vmcnt(11)
	ds_write2_b32 v46, v20, v21 offset0:32 offset1:48
	s_waitcnt vmcnt(9)
	ds_write2_b32 v46, v22, v23 offset0:64 offset1:80
	s_waitcnt vmcnt(7)
	ds_write2_b32 v46, v24, v25 offset0:96 offset1:112
	s_waitcnt vmcnt(5)
	ds_write2_b32 v1, v26, v27 offset1:16
	s_waitcnt vmcnt(3)
	ds_write2_b32 v1, v28, v29 offset0:32 offset1:48
	s_waitcnt vmcnt(1)
	ds_write2_b32 v1, v30, v31 offset0:64 offset1:80
	s_waitcnt vmcnt(0)
	ds_write_b32 v46, v32 offset:2432
.LBB1_4:
	s_or_b64 exec, exec, s[8:9]
	global_load_dword v18, v[4:5], off
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[6:7], 0, s[6:7]
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[44:45]
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[44:45]
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[44:45]
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[44:45]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[44:45]
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[44:45]
	v_lshl_add_u64 v[16:17], s[6:7], 2, v[14:15]
	global_load_dword v19, v[2:3], off
	global_load_dword v20, v[4:5], off
	global_load_dword v21, v[6:7], off
	global_load_dword v22, v[8:9], off
	global_load_dword v23, v[10:11], off
	global_load_dword v24, v[12:13], off
	global_load_dword v25, v[14:15], off
	global_load_dword v26, v[16:17], off
	s_waitcnt vmcnt(7)
	ds_write2_b32 v1, v18, v19 offset0:112 offset1:128
	s_waitcnt vmcnt(5)
	ds_write2_b32 v1, v20, v21 offset0:144 offset1:160
	s_waitcnt vmcnt(3)
	ds_write2_b32 v1, v22, v23 offset0:176 offset1:192
	s_waitcnt vmcnt(1)
	ds_write2_b32 v1, v24, v25 offset0:208 offset1:224
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v26 offset:960
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_lshlrev_b32_e32 v43, 6, v0
	v_mov_b32_e32 v47, 0
	ds_read_b128 v[0:3], v43
	ds_read_b128 v[4:7], v43 offset:16
	ds_read_b128 v[14:17], v47
	ds_read_b128 v[10:13], v47 offset:16
	ds_read_b128 v[28:31], v43 offset:32
	ds_read_b128 v[36:39], v47 offset:32
	ds_read_b128 v[32:35], v47 offset:288
	ds_read2_b32 v[40:41], v47 offset0:187 offset1:188
	s_waitcnt lgkmcnt(5)
	v_div_scale_f32 v8, s[10:11], v14, v14, v0
	v_rcp_f32_e32 v9, v8
	s_nop 0
	v_fma_f32 v18, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v18, v9
	v_div_scale_f32 v18, vcc, v0, v14, v0
	v_mul_f32_e32 v19, v18, v9
	v_fma_f32 v20, -v8, v19, v18
	v_fmac_f32_e32 v19, v20, v9
	v_fma_f32 v8, -v8, v19, v18
	v_div_fmas_f32 v8, v8, v9, v19
	v_div_fixup_f32 v0, v8, v14, v0
	ds_read2_b32 v[8:9], v47 offset0:17 offset1:18
	v_fma_f32 v1, -v0, v15, v1
	v_fma_f32 v2, -v0, v16, v2
	v_fma_f32 v3, -v0, v17, v3
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v4, -v0, v10, v4
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v14, s[10:11], v8, v8, v1
	v_rcp_f32_e32 v15, v14
	v_fma_f32 v5, -v0, v11, v5
	v_fma_f32 v6, -v0, v12, v6
	v_fma_f32 v7, -v0, v13, v7
	v_fma_f32 v18, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v18, v15
	v_div_scale_f32 v18, vcc, v1, v8, v1
	v_mul_f32_e32 v19, v18, v15
	v_fma_f32 v20, -v14, v19, v18
	v_fmac_f32_e32 v19, v20, v15
	v_fma_f32 v14, -v14, v19, v18
	v_div_fmas_f32 v14, v14, v15, v19
	ds_read2_b64 v[18:21], v47 offset0:17 offset1:18
	v_div_fixup_f32 v1, v14, v8, v1
	v_fma_f32 v2, -v1, v9, v2
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, s[10:11], v18, v18, v2
	v_rcp_f32_e32 v9, v8
	s_nop 0
	v_fma_f32 v14, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v14, v9
	v_div_scale_f32 v14, vcc, v2, v18, v2
	v_mul_f32_e32 v15, v14, v9
	v_fma_f32 v16, -v8, v15, v14
	v_fmac_f32_e32 v15, v16, v9
	v_fma_f32 v8, -v8, v15, v14
	v_div_fmas_f32 v8, v8, v9, v15
	v_div_fixup_f32 v2, v8, v18, v2
	ds_read2_b32 v[8:9], v47 offset0:19 offset1:20
	ds_read2_b32 v[14:15], v47 offset0:51 offset1:52
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, -v1, v8, v3
	v_fma_f32 v3, -v2, v19, v3
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, s[10:11], v14, v14, v3
	v_rcp_f32_e32 v16, v8
	v_fma_f32 v4, -v1, v9, v4
	v_fma_f32 v4, -v2, v20, v4
	v_fma_f32 v17, -v8, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_div_scale_f32 v17, vcc, v3, v14, v3
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v19, -v8, v18, v17
	v_fmac_f32_e32 v18, v19, v16
	v_fma_f32 v8, -v8, v18, v17
	v_div_fmas_f32 v8, v8, v16, v18
	v_div_fixup_f32 v3, v8, v14, v3
	v_fma_f32 v4, -v3, v15, v4
	ds_read_b128 v[14:17], v47 offset:272
	ds_write_b128 v43, v[0:3]
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v8, s[10:11], v14, v14, v4
	v_rcp_f32_e32 v9, v8
	s_nop 0
	v_fma_f32 v10, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v10, v9
	v_div_scale_f32 v10, vcc, v4, v14, v4
	v_mul_f32_e32 v18, v10, v9
	v_fma_f32 v19, -v8, v18, v10
	v_fmac_f32_e32 v18, v19, v9
	v_fma_f32 v8, -v8, v18, v10
	v_div_fmas_f32 v8, v8, v9, v18
	v_div_fixup_f32 v4, v8, v14, v4
	ds_read2_b32 v[8:9], v47 offset0:21 offset1:22
	ds_read2_b32 v[10:11], v47 offset0:53 offset1:54
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v1, v8, v5
	v_fma_f32 v5, -v2, v21, v5
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v3, v10, v5
	v_fma_f32 v5, -v4, v15, v5
	ds_read2_b32 v[14:15], v47 offset0:85 offset1:86
	v_fma_f32 v6, -v1, v9, v6
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, s[10:11], v14, v14, v5
	v_rcp_f32_e32 v10, v8
	s_nop 0
	v_fma_f32 v18, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v18, v10
	v_div_scale_f32 v18, vcc, v5, v14, v5
	v_mul_f32_e32 v19, v18, v10
	v_fma_f32 v20, -v8, v19, v18
	v_fmac_f32_e32 v19, v20, v10
	v_fma_f32 v8, -v8, v19, v18
	v_div_fmas_f32 v8, v8, v10, v19
	ds_read2_b64 v[18:21], v47 offset0:19 offset1:20
	v_div_fixup_f32 v5, v8, v14, v5
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v2, v18, v6
	v_fma_f32 v6, -v3, v11, v6
	ds_read2_b64 v[8:11], v47 offset0:51 offset1:52
	v_fma_f32 v6, -v4, v16, v6
	v_fma_f32 v6, -v5, v15, v6
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, s[10:11], v8, v8, v6
	v_rcp_f32_e32 v14, v12
	s_nop 0
	v_fma_f32 v15, -v12, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	v_div_scale_f32 v15, vcc, v6, v8, v6
	v_mul_f32_e32 v16, v15, v14
	v_fma_f32 v18, -v12, v16, v15
	v_fmac_f32_e32 v16, v18, v14
	v_fma_f32 v12, -v12, v16, v15
	v_div_fmas_f32 v12, v12, v14, v16
	v_div_fixup_f32 v6, v12, v8, v6
	ds_read2_b32 v[12:13], v47 offset0:23 offset1:24
	ds_read2_b32 v[14:15], v47 offset0:55 offset1:56
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v7, -v1, v12, v7
	v_fma_f32 v7, -v2, v19, v7
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v3, v14, v7
	v_fma_f32 v7, -v4, v17, v7
	ds_read2_b32 v[16:17], v47 offset0:87 offset1:88
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v5, v16, v7
	v_fma_f32 v7, -v6, v9, v7
	ds_read2_b32 v[8:9], v47 offset0:119 offset1:120
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, s[10:11], v8, v8, v7
	v_rcp_f32_e32 v14, v12
	s_nop 0
	v_fma_f32 v16, -v12, v14, 1.0
	v_fmac_f32_e32 v14, v16, v14
	v_div_scale_f32 v16, vcc, v7, v8, v7
	v_mul_f32_e32 v18, v16, v14
	v_fma_f32 v19, -v12, v18, v16
	v_fmac_f32_e32 v18, v19, v14
	v_fma_f32 v12, -v12, v18, v16
	v_div_fmas_f32 v12, v12, v14, v18
	v_div_fixup_f32 v7, v12, v8, v7
	v_fma_f32 v8, -v0, v36, v28
	v_fma_f32 v8, -v1, v13, v8
	v_fma_f32 v8, -v2, v20, v8
	v_fma_f32 v8, -v3, v15, v8
	ds_read_b128 v[12:15], v47 offset:544
	v_fma_f32 v8, -v4, v32, v8
	v_fma_f32 v8, -v5, v17, v8
	v_fma_f32 v8, -v6, v10, v8
	v_fma_f32 v8, -v7, v9, v8
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[10:11], v12, v12, v8
	v_rcp_f32_e32 v10, v9
	ds_write_b128 v43, v[4:7] offset:16
	v_fma_f32 v16, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v16, v10
	v_div_scale_f32 v16, vcc, v8, v12, v8
	v_mul_f32_e32 v17, v16, v10
	v_fma_f32 v18, -v9, v17, v16
	v_fmac_f32_e32 v17, v18, v10
	v_fma_f32 v9, -v9, v17, v16
	v_div_fmas_f32 v9, v9, v10, v17
	ds_read2_b32 v[16:17], v47 offset0:25 offset1:26
	v_div_fixup_f32 v8, v9, v12, v8
	v_fma_f32 v9, -v0, v37, v29
	ds_read2_b32 v[18:19], v47 offset0:57 offset1:58
	ds_read2_b64 v[26:29], v47 offset0:21 offset1:22
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v9, -v1, v16, v9
	v_fma_f32 v9, -v2, v21, v9
	ds_read2_b32 v[20:21], v47 offset0:89 offset1:90
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v9, -v3, v18, v9
	v_fma_f32 v9, -v4, v33, v9
	ds_read2_b32 v[32:33], v47 offset0:59 offset1:60
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v9, -v5, v20, v9
	v_fma_f32 v9, -v6, v11, v9
	ds_read2_b32 v[10:11], v47 offset0:121 offset1:122
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v9, -v7, v10, v9
	v_fma_f32 v9, -v8, v13, v9
	ds_read2_b32 v[12:13], v47 offset0:153 offset1:154
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v10, s[10:11], v12, v12, v9
	v_rcp_f32_e32 v16, v10
	s_nop 0
	v_fma_f32 v18, -v10, v16, 1.0
	v_fmac_f32_e32 v16, v18, v16
	v_div_scale_f32 v18, vcc, v9, v12, v9
	v_mul_f32_e32 v20, v18, v16
	v_fma_f32 v22, -v10, v20, v18
	v_fmac_f32_e32 v20, v22, v16
	v_fma_f32 v10, -v10, v20, v18
	v_div_fmas_f32 v10, v10, v16, v20
	v_div_fixup_f32 v9, v10, v12, v9
	v_fma_f32 v10, -v0, v38, v30
	v_fma_f32 v10, -v1, v17, v10
	ds_read2_b64 v[22:25], v47 offset0:53 offset1:54
	v_fma_f32 v10, -v2, v26, v10
	v_fma_f32 v10, -v3, v19, v10
	v_fma_f32 v10, -v4, v34, v10
	v_fma_f32 v10, -v5, v21, v10
	ds_read2_b64 v[18:21], v47 offset0:85 offset1:86
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v6, v22, v10
	v_fma_f32 v10, -v7, v11, v10
	v_fma_f32 v10, -v8, v14, v10
	v_fma_f32 v10, -v9, v13, v10
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v11, s[10:11], v18, v18, v10
	v_rcp_f32_e32 v12, v11
	s_nop 0
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_div_scale_f32 v13, vcc, v10, v18, v10
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v16, -v11, v14, v13
	v_fmac_f32_e32 v14, v16, v12
	v_fma_f32 v11, -v11, v14, v13
	v_div_fmas_f32 v11, v11, v12, v14
	v_div_fixup_f32 v10, v11, v18, v10
	v_fma_f32 v11, -v0, v39, v31
	ds_read2_b32 v[30:31], v47 offset0:27 offset1:28
	ds_read2_b32 v[38:39], v47 offset0:155 offset1:156
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v11, -v1, v30, v11
	v_fma_f32 v11, -v2, v27, v11
	ds_read2_b32 v[26:27], v47 offset0:91 offset1:92
	v_fma_f32 v11, -v3, v32, v11
	v_fma_f32 v11, -v4, v35, v11
	ds_read_b128 v[34:37], v47 offset:560
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v11, -v5, v26, v11
	v_fma_f32 v11, -v6, v23, v11
	ds_read2_b32 v[22:23], v47 offset0:123 offset1:124
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v11, -v7, v22, v11
	v_fma_f32 v11, -v8, v15, v11
	v_fma_f32 v11, -v9, v38, v11
	v_fma_f32 v11, -v10, v19, v11
	v_div_scale_f32 v12, s[10:11], v40, v40, v11
	v_rcp_f32_e32 v13, v12
	s_nop 0
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc, v11, v40, v11
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_div_fixup_f32 v11, v12, v40, v11
	ds_read_b128 v[12:15], v43 offset:48
	ds_read_b128 v[16:19], v47 offset:48
	ds_write_b128 v43, v[8:11] offset:32
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v12, -v0, v16, v12
	v_fma_f32 v12, -v1, v31, v12
	v_fma_f32 v12, -v2, v28, v12
	v_fma_f32 v12, -v3, v33, v12
	ds_read_b128 v[30:33], v47 offset:304
	v_fma_f32 v13, -v0, v17, v13
	v_fma_f32 v14, -v0, v18, v14
	v_fma_f32 v0, -v0, v19, v15
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, -v4, v30, v12
	v_fma_f32 v12, -v5, v27, v12
	v_fma_f32 v12, -v6, v24, v12
	v_fma_f32 v12, -v7, v23, v12
	v_fma_f32 v12, -v8, v34, v12
	v_fma_f32 v12, -v9, v39, v12
	v_fma_f32 v12, -v10, v20, v12
	v_fma_f32 v12, -v11, v41, v12
	ds_read_b128 v[38:41], v47 offset:816
	ds_read2_b32 v[26:27], v47 offset0:93 offset1:94
	ds_read_b32 v15, v47 offset:124
	s_waitcnt lgkmcnt(2)
	v_div_scale_f32 v16, s[10:11], v38, v38, v12
	v_rcp_f32_e32 v20, v16
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, -v1, v15, v0
	v_fma_f32 v22, -v16, v20, 1.0
	v_fmac_f32_e32 v20, v22, v20
	v_div_scale_f32 v22, vcc, v12, v38, v12
	v_mul_f32_e32 v23, v22, v20
	v_fma_f32 v24, -v16, v23, v22
	v_fmac_f32_e32 v23, v24, v20
	v_fma_f32 v16, -v16, v23, v22
	v_div_fmas_f32 v16, v16, v20, v23
	v_div_fixup_f32 v12, v16, v38, v12
	ds_read2_b32 v[16:17], v47 offset0:29 offset1:30
	ds_read2_b32 v[22:23], v47 offset0:61 offset1:62
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v13, -v1, v16, v13
	v_fma_f32 v13, -v2, v29, v13
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v13, -v3, v22, v13
	v_fma_f32 v13, -v4, v31, v13
	v_fma_f32 v13, -v5, v26, v13
	v_fma_f32 v13, -v6, v25, v13
	ds_read2_b32 v[24:25], v47 offset0:125 offset1:126
	ds_read2_b32 v[28:29], v47 offset0:157 offset1:158
	ds_read2_b32 v[30:31], v47 offset0:221 offset1:222
	v_fma_f32 v14, -v1, v17, v14
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v13, -v7, v24, v13
	v_fma_f32 v13, -v8, v35, v13
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v13, -v9, v28, v13
	v_fma_f32 v13, -v10, v21, v13
	ds_read2_b32 v[20:21], v47 offset0:189 offset1:190
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v13, -v11, v20, v13
	v_fma_f32 v13, -v12, v39, v13
	v_div_scale_f32 v16, s[10:11], v30, v30, v13
	v_rcp_f32_e32 v20, v16
	s_nop 0
	v_fma_f32 v22, -v16, v20, 1.0
	v_fmac_f32_e32 v20, v22, v20
	v_div_scale_f32 v22, vcc, v13, v30, v13
	v_mul_f32_e32 v24, v22, v20
	v_fma_f32 v26, -v16, v24, v22
	v_fmac_f32_e32 v24, v26, v20
	v_fma_f32 v16, -v16, v24, v22
	v_div_fmas_f32 v16, v16, v20, v24
	v_div_fixup_f32 v13, v16, v30, v13
	ds_read_b64 v[16:17], v47 offset:184
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v14, -v2, v16, v14
	v_fma_f32 v2, -v2, v17, v0
	ds_read2_b32 v[0:1], v47 offset0:63 offset1:95
	v_fma_f32 v14, -v3, v23, v14
	ds_read_b64 v[22:23], v47 offset:440
	v_fma_f32 v14, -v4, v32, v14
	v_fma_f32 v14, -v5, v27, v14
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, -v3, v0, v2
	v_fma_f32 v0, -v4, v33, v0
	v_fma_f32 v0, -v5, v1, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v6, v23, v0
	ds_read2_b32 v[0:1], v47 offset0:127 offset1:159
	v_fma_f32 v14, -v6, v22, v14
	v_fma_f32 v14, -v7, v25, v14
	ds_read_b64 v[24:25], v47 offset:696
	v_fma_f32 v14, -v8, v36, v14
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, -v7, v0, v2
	v_fma_f32 v0, -v8, v37, v0
	v_fma_f32 v0, -v9, v1, v0
	v_fma_f32 v14, -v9, v29, v14
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v10, v25, v0
	ds_read2_b32 v[0:1], v47 offset0:191 offset1:223
	v_fma_f32 v14, -v10, v24, v14
	v_fma_f32 v14, -v11, v21, v14
	ds_read_b64 v[20:21], v47 offset:952
	v_fma_f32 v14, -v12, v40, v14
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, -v11, v0, v2
	v_fma_f32 v14, -v13, v31, v14
	v_fma_f32 v0, -v12, v41, v0
	v_fma_f32 v0, -v13, v1, v0
	ds_read_b32 v1, v47 offset:1020
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v16, s[10:11], v20, v20, v14
	v_rcp_f32_e32 v18, v16
	s_nop 0
	v_fma_f32 v22, -v16, v18, 1.0
	v_fmac_f32_e32 v18, v22, v18
	v_div_scale_f32 v22, vcc, v14, v20, v14
	v_mul_f32_e32 v24, v22, v18
	v_fma_f32 v26, -v16, v24, v22
	v_fmac_f32_e32 v24, v26, v18
	v_fma_f32 v16, -v16, v24, v22
	v_div_fmas_f32 v16, v16, v18, v24
	v_div_fixup_f32 v14, v16, v20, v14
	v_fma_f32 v0, -v14, v21, v0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v2, s[10:11], v1, v1, v0
	v_rcp_f32_e32 v3, v2
	s_nop 0
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_div_scale_f32 v4, vcc, v0, v1, v0
	v_mul_f32_e32 v5, v4, v3
	v_fma_f32 v6, -v2, v5, v4
	v_fmac_f32_e32 v5, v6, v3
	v_fma_f32 v2, -v2, v5, v4
	v_div_fmas_f32 v2, v2, v3, v5
	v_div_fixup_f32 v15, v2, v1, v0
	ds_write_b128 v43, v[12:15] offset:48
.LBB1_6:
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_add_u32_e32 v3, 0x800, v46
	ds_read2_b32 v[8:9], v3 offset1:16
	v_mov_b32_e32 v16, 0
	ds_read_b32 v17, v46 offset:2048
	ds_read_b32 v7, v16 offset:64
	ds_read_b64 v[10:11], v16 offset:128
	ds_read_b96 v[4:6], v16 offset:192
	ds_read_b32 v43, v46 offset:3008
	ds_read_b96 v[0:2], v16 offset:1008
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v9, -v7, v17, v9
	ds_write_b32 v46, v9 offset:2112
	ds_read2_b32 v[12:13], v3 offset0:16 offset1:32
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v17, v13
	v_fma_f32 v13, -v11, v9, v7
	ds_write_b32 v46, v13 offset:2176
	ds_read2_b32 v[10:11], v3 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v17, v11
	v_fma_f32 v4, -v5, v9, v4
	v_fma_f32 v11, -v6, v13, v4
	ds_write_b32 v46, v11 offset:2240
	ds_read2_b32 v[4:5], v3 offset0:48 offset1:64
	ds_read_b128 v[18:21], v16 offset:256
	ds_read_b128 v[22:25], v16 offset:320
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v18, v17, v5
	v_fma_f32 v5, -v19, v9, v5
	v_fma_f32 v5, -v20, v13, v5
	v_fma_f32 v5, -v21, v11, v5
	ds_write_b32 v46, v5 offset:2304
	ds_read2_b32 v[6:7], v3 offset0:64 offset1:80
	ds_read_b32 v14, v16 offset:336
	ds_read_b128 v[18:21], v16 offset:384
	ds_read_b64 v[34:35], v16 offset:400
	ds_read_b128 v[26:29], v16 offset:448
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v7, -v22, v17, v7
	v_fma_f32 v7, -v23, v9, v7
	v_fma_f32 v7, -v24, v13, v7
	v_fma_f32 v7, -v25, v11, v7
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v7, -v14, v5, v7
	ds_write_b32 v46, v7 offset:2368
	ds_read2_b32 v[14:15], v3 offset0:80 offset1:96
	ds_read_b96 v[48:50], v16 offset:464
	ds_read_b128 v[22:25], v16 offset:512
	ds_read2_b32 v[52:53], v3 offset0:160 offset1:176
	ds_read_b128 v[30:33], v16 offset:640
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v15, -v18, v17, v15
	v_fma_f32 v15, -v19, v9, v15
	v_fma_f32 v15, -v20, v13, v15
	v_fma_f32 v15, -v21, v11, v15
	v_fma_f32 v15, -v34, v5, v15
	v_fma_f32 v15, -v35, v7, v15
	ds_write_b32 v46, v15 offset:2432
	ds_read2_b32 v[54:55], v3 offset0:96 offset1:112
	ds_read_b128 v[18:21], v16 offset:528
	ds_read_b128 v[34:37], v16 offset:576
	ds_read_b128 v[38:41], v16 offset:656
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v30, -v30, v17, v52
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v26, -v26, v17, v55
	v_fma_f32 v9, -v27, v9, v26
	v_fma_f32 v9, -v28, v13, v9
	v_fma_f32 v9, -v29, v11, v9
	v_fma_f32 v9, -v48, v5, v9
	v_fma_f32 v9, -v49, v7, v9
	v_fma_f32 v9, -v50, v15, v9
	ds_read_b32 v13, v46 offset:2112
	ds_read_b32 v47, v46 offset:2176
	ds_read_b32 v51, v46 offset:2240
	ds_read_b32 v52, v46 offset:2432
	ds_read_b32 v55, v46 offset:2304
	ds_write_b32 v46, v9 offset:2496
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v26, -v31, v13, v30
	ds_read2_b32 v[30:31], v3 offset0:112 offset1:128
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v26, -v32, v47, v26
	v_fma_f32 v48, -v33, v11, v26
	ds_read_b128 v[26:29], v16 offset:592
	ds_read_b32 v49, v16 offset:608
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v22, -v22, v17, v31
	v_fma_f32 v22, -v23, v13, v22
	v_fma_f32 v22, -v24, v47, v22
	v_fma_f32 v24, -v25, v11, v22
	v_fma_f32 v18, -v18, v5, v24
	v_fma_f32 v18, -v19, v7, v18
	v_fma_f32 v18, -v20, v15, v18
	v_fma_f32 v31, -v21, v9, v18
	ds_write_b32 v46, v31 offset:2560
	ds_read2_b32 v[32:33], v3 offset0:128 offset1:144
	v_fma_f32 v18, -v38, v5, v48
	v_fma_f32 v18, -v39, v7, v18
	v_fma_f32 v18, -v40, v52, v18
	v_fma_f32 v24, -v41, v9, v18
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v18, -v34, v17, v33
	v_fma_f32 v18, -v35, v13, v18
	v_fma_f32 v18, -v36, v47, v18
	ds_read_b64 v[22:23], v16 offset:672
	v_fma_f32 v11, -v37, v11, v18
	v_fma_f32 v5, -v26, v5, v11
	ds_read_b128 v[18:21], v16 offset:704
	v_fma_f32 v5, -v27, v7, v5
	v_fma_f32 v5, -v28, v15, v5
	v_fma_f32 v5, -v29, v9, v5
	v_fma_f32 v5, -v49, v31, v5
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v11, -v22, v31, v24
	v_fma_f32 v11, -v23, v5, v11
	ds_read_b128 v[22:25], v16 offset:720
	ds_read_b96 v[26:28], v16 offset:736
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v15, -v18, v17, v53
	v_fma_f32 v15, -v19, v13, v15
	v_fma_f32 v15, -v20, v47, v15
	v_fma_f32 v15, -v21, v51, v15
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v15, -v22, v55, v15
	v_fma_f32 v7, -v23, v7, v15
	v_fma_f32 v7, -v24, v52, v7
	v_fma_f32 v7, -v25, v9, v7
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v26, v31, v7
	v_fma_f32 v7, -v27, v5, v7
	v_fma_f32 v7, -v28, v11, v7
	ds_write_b32 v46, v7 offset:2752
	ds_read2_b32 v[34:35], v3 offset0:176 offset1:192
	ds_read_b128 v[18:21], v16 offset:768
	ds_read_b128 v[22:25], v16 offset:784
	ds_read_b128 v[26:29], v16 offset:800
	ds_read2_b32 v[36:37], v3 offset0:208 offset1:224
	ds_write2_b32 v3, v5, v11 offset0:144 offset1:160
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v15, -v18, v17, v35
	v_fma_f32 v13, -v19, v13, v15
	v_fma_f32 v13, -v20, v47, v13
	v_fma_f32 v13, -v21, v51, v13
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v13, -v22, v55, v13
	v_fma_f32 v13, -v23, v14, v13
	ds_read_b128 v[18:21], v16 offset:832
	v_fma_f32 v13, -v24, v52, v13
	v_fma_f32 v9, -v25, v9, v13
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v9, -v26, v31, v9
	v_fma_f32 v9, -v27, v5, v9
	v_fma_f32 v9, -v28, v11, v9
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v15, -v18, v8, v36
	v_fma_f32 v9, -v29, v7, v9
	ds_read_b128 v[22:25], v16 offset:848
	ds_read_b128 v[26:29], v16 offset:864
	ds_read_b32 v13, v16 offset:880
	v_fma_f32 v15, -v19, v12, v15
	v_fma_f32 v15, -v20, v10, v15
	v_fma_f32 v15, -v21, v51, v15
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v15, -v22, v55, v15
	v_fma_f32 v15, -v23, v14, v15
	v_fma_f32 v15, -v24, v54, v15
	v_fma_f32 v15, -v25, v30, v15
	ds_read_b128 v[18:21], v16 offset:896
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v15, -v26, v32, v15
	v_fma_f32 v15, -v27, v5, v15
	v_fma_f32 v15, -v28, v11, v15
	v_fma_f32 v15, -v29, v7, v15
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v13, -v13, v9, v15
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v15, -v18, v8, v37
	ds_read_b128 v[22:25], v16 offset:912
	ds_read_b128 v[26:29], v16 offset:928
	ds_read_b64 v[38:39], v16 offset:944
	v_fma_f32 v15, -v19, v12, v15
	v_fma_f32 v15, -v20, v10, v15
	v_fma_f32 v15, -v21, v51, v15
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v15, -v22, v55, v15
	v_fma_f32 v15, -v23, v14, v15
	v_fma_f32 v15, -v24, v54, v15
	ds_read_b128 v[18:21], v16 offset:960
	v_fma_f32 v15, -v25, v30, v15
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v15, -v26, v32, v15
	v_fma_f32 v15, -v27, v5, v15
	v_fma_f32 v15, -v28, v11, v15
	v_fma_f32 v7, -v29, v7, v15
	ds_read_b128 v[22:25], v16 offset:976
	ds_read_b128 v[26:29], v16 offset:992
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v8, -v18, v8, v43
	v_fma_f32 v8, -v19, v12, v8
	v_fma_f32 v8, -v20, v10, v8
	v_fma_f32 v4, -v21, v4, v8
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v22, v6, v4
	v_fma_f32 v4, -v23, v14, v4
	v_fma_f32 v4, -v24, v54, v4
	v_fma_f32 v4, -v25, v30, v4
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v26, v32, v4
	v_fma_f32 v4, -v27, v5, v4
	v_fma_f32 v4, -v28, v11, v4
	v_fma_f32 v4, -v29, v34, v4
	v_fma_f32 v7, -v38, v9, v7
	v_fma_f32 v0, -v0, v9, v4
	v_fma_f32 v7, -v39, v13, v7
	v_fma_f32 v0, -v1, v13, v0
	v_fma_f32 v0, -v2, v7, v0
	ds_write2_b32 v3, v9, v13 offset0:192 offset1:208
	ds_write2_b32 v3, v7, v0 offset0:224 offset1:240
.LBB1_8:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $sgpr8_sgpr9
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[0:1], exec, s[10:11]
	s_cbranch_execz .LBB1_10
; %bb.9:
	s_lshl4_add_u32 s8, s2, s3
	s_add_i32 s8, s8, 16
	s_ashr_i32 s9, s8, 31
	v_lshlrev_b32_e32 v0, 2, v42
	s_mul_i32 s9, s6, s9
	s_mul_hi_u32 s10, s6, s8
	v_add_u32_e32 v4, 0x400, v0
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s7, s8
	ds_read2_b32 v[2:3], v4 offset1:16
	s_add_i32 s9, s9, s10
	s_mul_i32 s8, s6, s8
	s_ashr_i32 s10, s3, 31
	s_add_u32 s8, s8, s3
	v_mov_b32_e32 v43, 0
	s_addc_u32 s9, s9, s10
	v_lshl_add_u64 v[0:1], v[42:43], 2, s[4:5]
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v2, off
	s_add_u32 s8, s8, s6
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[44:45]
	s_addc_u32 s9, s9, s7
	global_store_dword v[6:7], v3, off
                                        ; implicit-def: $vgpr46
.LBB1_10:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b64_e32 v[2:3], s[8:9]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_12
; %bb.11:
	s_add_i32 s8, s3, 1
	s_ashr_i32 s9, s8, 31
	s_mul_i32 s9, s6, s9
	s_mul_hi_u32 s10, s6, s8
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s7, s8
	s_add_i32 s9, s9, s10
	s_mul_i32 s8, s6, s8
	s_ashr_i32 s10, s3, 31
	s_add_u32 s8, s8, s3
	s_addc_u32 s9, s9, s10
	s_lshl4_add_u32 s2, s2, 16
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	ds_read_b32 v5, v46 offset:2112
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_mov_b32_e32 v47, 0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[46:47]
	v_lshl_add_u64 v[2:3], s[8:9], 2, v[0:1]
	v_add_u32_e32 v4, 0x800, v46
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v5, off
	v_mov_b64_e32 v[2:3], s[8:9]
.LBB1_12:
	s_or_b64 exec, exec, s[0:1]
	ds_read2_b32 v[6:7], v4 offset0:32 offset1:48
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[6:7]
	ds_read2_b32 v[8:9], v4 offset0:64 offset1:80
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[44:45]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v6, off
	global_store_dword v[2:3], v7, off
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[44:45]
	ds_read2_b32 v[2:3], v4 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	ds_read2_b32 v[6:7], v4 offset0:128 offset1:144
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v4 offset0:160 offset1:176
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	ds_read2_b32 v[6:7], v4 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	global_store_dword v[0:1], v3, off
	ds_read2_b32 v[2:3], v4 offset0:224 offset1:240
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[44:45]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], s[6:7], 2, v[0:1]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13lud_perimeterPfmi
		.amdhsa_group_segment_fixed_size 3072
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 56
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
	.size	_Z13lud_perimeterPfmi, .Lfunc_end1-_Z13lud_perimeterPfmi
                                        ; -- End function
	.set _Z13lud_perimeterPfmi.num_vgpr, 56
	.set _Z13lud_perimeterPfmi.num_agpr, 0
	.set _Z13lud_perimeterPfmi.numbered_sgpr, 18
	.set _Z13lud_perimeterPfmi.num_named_barrier, 0
	.set _Z13lud_perimeterPfmi.private_seg_size, 0
	.set _Z13lud_perimeterPfmi.uses_vcc, 1
	.set _Z13lud_perimeterPfmi.uses_flat_scratch, 0
	.set _Z13lud_perimeterPfmi.has_dyn_sized_stack, 0
	.set _Z13lud_perimeterPfmi.has_recursion, 0
	.set _Z13lud_perimeterPfmi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6392
; TotalNumSgprs: 24
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z12lud_internalPfmi    ; -- Begin function _Z12lud_internalPfmi
	.globl	_Z12lud_internalPfmi
	.p2align	8
	.type	_Z12lud_internalPfmi,@function
_Z12lud_internalPfmi:                   ; @_Z12lud_internalPfmi
; %bb.0:
	s_load_dword s8, s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_bfe_u32 v8, v0, 10, 10
	s_lshl_b32 s10, s3, 4
	v_and_b32_e32 v9, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, s8, v8
	v_ashrrev_i32_e32 v1, 31, v4
	s_lshl4_add_u32 s0, s2, s8
	v_mul_lo_u32 v1, s6, v1
	v_mul_lo_u32 v5, s7, v4
	v_mad_u64_u32 v[2:3], s[2:3], s6, v4, 0
	v_add3_u32 v4, v4, s10, 16
	s_add_i32 s0, s0, 16
	v_add3_u32 v3, v3, v1, v5
	v_ashrrev_i32_e32 v5, 31, v4
	s_ashr_i32 s1, s0, 31
	v_mul_lo_u32 v6, s6, v5
	v_mul_lo_u32 v7, s7, v4
	v_mad_u64_u32 v[4:5], s[2:3], s6, v4, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add3_u32 v5, v5, v6, v7
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v0, 2, v9
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	v_lshl_add_u64 v[6:7], s[8:9], 2, v[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[0:1]
	global_load_dword v10, v[2:3], off
	global_load_dword v11, v[6:7], off
	v_lshlrev_b32_e32 v2, 4, v8
	v_add_lshl_u32 v6, v2, v9, 2
	v_lshl_add_u64 v[2:3], v[4:5], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[2:3], 0, v[0:1]
	v_add_u32_e32 v25, 0x400, v0
	v_lshlrev_b32_e32 v12, 6, v8
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v6, v11, v10 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dword v24, v[16:17], off
	ds_read2_b32 v[22:23], v25 offset0:64 offset1:80
	ds_read2_b32 v[18:19], v25 offset1:16
	ds_read_b128 v[0:3], v12
	ds_read_b128 v[4:7], v12 offset:16
	ds_read2_b32 v[20:21], v25 offset0:32 offset1:48
	ds_read_b128 v[8:11], v12 offset:32
	ds_read_b128 v[12:15], v12 offset:48
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v18, v0, v18, 0
	v_fmac_f32_e32 v18, v1, v19
	ds_read2_b32 v[0:1], v25 offset0:96 offset1:112
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v18, v2, v20
	v_fmac_f32_e32 v18, v3, v21
	v_pk_mul_f32 v[2:3], v[4:5], v[22:23]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[6:7], v[0:1]
	v_add_f32_e32 v2, v18, v2
	v_add_f32_e32 v4, v2, v3
	ds_read2_b32 v[2:3], v25 offset0:128 offset1:144
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v4, v0, v1
	ds_read2_b32 v[0:1], v25 offset0:160 offset1:176
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[2:3], v[8:9], v[2:3]
	s_nop 0
	v_add_f32_e32 v2, v4, v2
	v_add_f32_e32 v4, v2, v3
	ds_read2_b32 v[2:3], v25 offset0:192 offset1:208
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[0:1], v[10:11], v[0:1]
	s_nop 0
	v_add_f32_e32 v0, v4, v0
	ds_read2_b32 v[4:5], v25 offset0:224 offset1:240
	v_add_f32_e32 v6, v0, v1
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[0:1], v[12:13], v[2:3]
	s_nop 0
	v_add_f32_e32 v0, v6, v0
	v_add_f32_e32 v2, v0, v1
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[14:15], v[4:5]
	s_nop 0
	v_add_f32_e32 v0, v2, v0
	v_add_f32_e32 v0, v0, v1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v24, v0
	global_store_dword v[16:17], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12lud_internalPfmi
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
	.size	_Z12lud_internalPfmi, .Lfunc_end2-_Z12lud_internalPfmi
                                        ; -- End function
	.set _Z12lud_internalPfmi.num_vgpr, 26
	.set _Z12lud_internalPfmi.num_agpr, 0
	.set _Z12lud_internalPfmi.numbered_sgpr, 11
	.set _Z12lud_internalPfmi.num_named_barrier, 0
	.set _Z12lud_internalPfmi.private_seg_size, 0
	.set _Z12lud_internalPfmi.uses_vcc, 0
	.set _Z12lud_internalPfmi.uses_flat_scratch, 0
	.set _Z12lud_internalPfmi.has_dyn_sized_stack, 0
	.set _Z12lud_internalPfmi.has_recursion, 0
	.set _Z12lud_internalPfmi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 560
; TotalNumSgprs: 17
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12lud_diagonalPfmi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z13lud_perimeterPfmi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z12lud_internalPfmi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
