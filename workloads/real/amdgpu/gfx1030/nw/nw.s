	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z7kernel1PiPKiiiiii    ; -- Begin function _Z7kernel1PiPKiiiiii
	.globl	_Z7kernel1PiPKiiiiii
	.p2align	8
	.type	_Z7kernel1PiPKiiiiii,@function
_Z7kernel1PiPKiiiiii:                   ; @_Z7kernel1PiPKiiiiii
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_not_b32 s0, s6
	s_load_dword s33, s[4:5], 0x20
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s15, s0
	s_lshl4_add_u32 s1, s6, s13
	s_lshl4_add_u32 s0, s0, s12
	s_mul_i32 s0, s0, s14
	s_add_i32 s2, s1, s0
	v_add_nc_u32_e32 v3, s2, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_co_u32 v5, s0, s8, v1
	v_add_co_ci_u32_e64 v6, null, s9, v2, s0
	global_load_dword v5, v[5:6], off
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v5
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s1
	s_ashr_i32 s15, s14, 31
	v_add_co_u32 v3, s0, s14, v3
	v_add_co_ci_u32_e64 v4, null, s15, v4, s0
	s_lshl_b32 s4, s14, 1
	s_mul_i32 s6, s14, 3
	s_lshl_b64 s[16:17], s[14:15], 2
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[18:19], s[4:5], 2
	s_lshl_b32 s4, s14, 2
	s_lshl_b64 s[20:21], s[6:7], 2
	v_add_co_u32 v3, s0, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, s0
	s_ashr_i32 s5, s4, 31
	v_add_co_u32 v5, s0, v3, s16
	v_add_co_ci_u32_e64 v6, null, s17, v4, s0
	v_add_co_u32 v7, s0, v3, s18
	s_mul_i32 s6, s14, 5
	v_add_co_ci_u32_e64 v8, null, s19, v4, s0
	v_add_co_u32 v9, s0, v3, s20
	s_lshl_b64 s[24:25], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s4, s14, 6
	v_add_co_ci_u32_e64 v10, null, s21, v4, s0
	v_add_co_u32 v11, s0, v3, s24
	s_lshl_b64 s[26:27], s[6:7], 2
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s14, 7
	v_add_co_ci_u32_e64 v12, null, s25, v4, s0
	v_add_co_u32 v13, s0, v3, s26
	s_lshl_b64 s[28:29], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	v_add_co_ci_u32_e64 v14, null, s27, v4, s0
	v_add_co_u32 v15, s0, v3, s28
	s_lshl_b64 s[22:23], s[6:7], 2
	v_add_co_ci_u32_e64 v16, null, s29, v4, s0
	v_add_co_u32 v17, s0, v3, s22
	v_add_nc_u32_e32 v29, 1, v0
	v_add_co_ci_u32_e64 v18, null, s23, v4, s0
	s_lshl_b32 s0, s14, 3
	s_mul_i32 s4, s14, 9
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s5, s4, 31
	s_clause 0x7
	global_load_dword v21, v[3:4], off offset:4
	global_load_dword v22, v[5:6], off offset:4
	global_load_dword v23, v[7:8], off offset:4
	global_load_dword v24, v[9:10], off offset:4
	global_load_dword v25, v[11:12], off offset:4
	global_load_dword v26, v[13:14], off offset:4
	global_load_dword v27, v[15:16], off offset:4
	global_load_dword v28, v[17:18], off offset:4
	v_mad_u64_u32 v[15:16], null, s14, v29, s[2:3]
	s_lshl_b64 s[30:31], s[0:1], 2
	s_lshl_b64 s[36:37], s[4:5], 2
	s_mul_i32 s4, s14, 10
	v_add_co_u32 v5, s0, v3, s30
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s14, 11
	v_add_co_ci_u32_e64 v6, null, s31, v4, s0
	v_add_co_u32 v7, s0, v3, s36
	s_lshl_b64 s[40:41], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s4, s14, 12
	v_add_co_ci_u32_e64 v8, null, s37, v4, s0
	v_add_co_u32 v9, s0, v3, s40
	s_lshl_b64 s[34:35], s[6:7], 2
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s14, 13
	v_ashrrev_i32_e32 v16, 31, v15
	v_add_co_ci_u32_e64 v10, null, s41, v4, s0
	v_add_co_u32 v11, s0, v3, s34
	s_lshl_b64 s[38:39], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s4, s14, 14
	v_add_co_ci_u32_e64 v12, null, s35, v4, s0
	v_add_co_u32 v13, s0, v3, s38
	s_lshl_b64 s[42:43], s[6:7], 2
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s2, s14, 15
	v_add_co_ci_u32_e64 v14, null, s39, v4, s0
	v_add_co_u32 v17, s0, v3, s42
	s_lshl_b64 s[14:15], s[4:5], 2
	s_ashr_i32 s3, s2, 31
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_ci_u32_e64 v18, null, s43, v4, s0
	v_add_co_u32 v19, s0, v3, s14
	s_lshl_b64 s[44:45], s[2:3], 2
	v_add_co_ci_u32_e64 v20, null, s15, v4, s0
	v_add_co_u32 v3, s0, v3, s44
	v_add_co_ci_u32_e64 v4, null, s45, v4, s0
	v_add_co_u32 v15, s0, s8, v15
	v_add_co_ci_u32_e64 v16, null, s9, v16, s0
	v_add_co_u32 v1, s0, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, s0
	s_clause 0x7
	global_load_dword v5, v[5:6], off offset:4
	global_load_dword v6, v[7:8], off offset:4
	global_load_dword v7, v[9:10], off offset:4
	global_load_dword v8, v[11:12], off offset:4
	global_load_dword v9, v[13:14], off offset:4
	global_load_dword v10, v[17:18], off offset:4
	global_load_dword v11, v[19:20], off offset:4
	global_load_dword v12, v[3:4], off offset:4
	s_clause 0x1
	global_load_dword v13, v[1:2], off offset:4
	global_load_dword v14, v[15:16], off
	v_lshlrev_b32_e32 v3, 2, v0
	v_mul_u32_u24_e32 v17, 0x44, v29
	v_add_nc_u32_e32 v15, 0x400, v3
	v_add_nc_u32_e32 v4, 0x490, v3
	v_add_nc_u32_e32 v16, 0x800, v3
	s_waitcnt vmcnt(16)
	ds_write2_b32 v15, v21, v22 offset0:36 offset1:52
	s_waitcnt vmcnt(14)
	ds_write2_b32 v15, v23, v24 offset0:68 offset1:84
	s_waitcnt vmcnt(12)
	ds_write2_b32 v15, v25, v26 offset0:100 offset1:116
	s_waitcnt vmcnt(10)
	ds_write2_b32 v15, v27, v28 offset0:132 offset1:148
	s_waitcnt vmcnt(8)
	ds_write2_b32 v15, v5, v6 offset0:164 offset1:180
	s_waitcnt vmcnt(6)
	ds_write2_b32 v15, v7, v8 offset0:196 offset1:212
	s_waitcnt vmcnt(4)
	ds_write2_b32 v15, v9, v10 offset0:228 offset1:244
	s_waitcnt vmcnt(2)
	ds_write2_b32 v16, v11, v12 offset0:4 offset1:20
	s_waitcnt vmcnt(0)
	ds_write_b32 v17, v14
	ds_write_b32 v3, v13 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read2_b32 v[5:6], v3 offset1:1
	ds_read_b32 v7, v3 offset:68
	ds_read_b32 v8, v4
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(1)
	v_subrev_nc_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_max3_i32 v5, v5, v7, v6
	ds_write_b32 v3, v5 offset:72
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_u32_e64 s0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_sub_nc_u32_e32 v5, 1, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_u32_e64 s1, 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_sub_nc_u32_e32 v5, 2, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_gt_u32_e64 s2, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_sub_nc_u32_e32 v5, 3, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_u32_e64 s3, 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_sub_nc_u32_e32 v5, 4, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_gt_u32_e64 s4, 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_sub_nc_u32_e32 v5, 5, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_gt_u32_e64 s5, 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_sub_nc_u32_e32 v5, 6, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_gt_u32_e64 s6, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_sub_nc_u32_e32 v5, 7, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_gt_u32_e64 s7, 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_sub_nc_u32_e32 v5, 8, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s8, 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_sub_nc_u32_e32 v5, 9, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s9, 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_sub_nc_u32_e32 v5, 10, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s10, 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_sub_nc_u32_e32 v5, 11, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s11, 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_sub_nc_u32_e32 v5, 12, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s12, 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_sub_nc_u32_e32 v5, 13, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s13, 15, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s46, s13
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_sub_nc_u32_e32 v5, 14, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s33, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s33, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s46
	v_sub_co_u32 v7, s46, 15, v0
	s_xor_b32 s46, s46, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mul_i32_i24_e32 v6, 17, v7
	v_lshlrev_b32_e32 v5, 6, v7
	buffer_gl0_inv
	s_and_saveexec_b32 s47, s46
	s_xor_b32 s46, exec_lo, s47
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_lshlrev_b32_e32 v5, 6, v7
	v_lshl_add_u32 v9, v6, 2, v3
	v_add_nc_u32_e32 v10, v4, v5
	ds_read2_b32 v[7:8], v9 offset1:1
	ds_read_b32 v11, v9 offset:68
	ds_read_b32 v10, v10
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v8, s33, v8
	s_waitcnt lgkmcnt(1)
	v_subrev_nc_u32_e32 v11, s33, v11
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v7, v10, v7
	v_max3_i32 v7, v7, v11, v8
	ds_write_b32 v9, v7 offset:72
.LBB0_34:
	s_andn2_saveexec_b32 s46, s46
	s_or_b32 exec_lo, exec_lo, s46
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_nc_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshl_add_u32 v7, v0, 2, v6
	s_and_saveexec_b32 s46, s13
	s_cbranch_execz .LBB0_36
; %bb.35:
	ds_read2_b32 v[8:9], v7 offset0:1 offset1:2
	ds_read_b32 v10, v4 offset:4
	ds_read_b32 v11, v7 offset:72
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:76
.LBB0_36:
	s_or_b32 exec_lo, exec_lo, s46
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_38
; %bb.37:
	ds_read2_b32 v[8:9], v7 offset0:2 offset1:3
	ds_read_b32 v10, v4 offset:8
	ds_read_b32 v11, v7 offset:76
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:80
.LBB0_38:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_40
; %bb.39:
	ds_read2_b32 v[8:9], v7 offset0:3 offset1:4
	ds_read_b32 v10, v4 offset:12
	ds_read_b32 v11, v7 offset:80
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:84
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_42
; %bb.41:
	ds_read2_b32 v[8:9], v7 offset0:4 offset1:5
	ds_read_b32 v10, v4 offset:16
	ds_read_b32 v11, v7 offset:84
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:88
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_44
; %bb.43:
	ds_read2_b32 v[8:9], v7 offset0:5 offset1:6
	ds_read_b32 v10, v4 offset:20
	ds_read_b32 v11, v7 offset:88
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:92
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_46
; %bb.45:
	ds_read2_b32 v[8:9], v7 offset0:6 offset1:7
	ds_read_b32 v10, v4 offset:24
	ds_read_b32 v11, v7 offset:92
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:96
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_48
; %bb.47:
	ds_read2_b32 v[8:9], v7 offset0:7 offset1:8
	ds_read_b32 v10, v4 offset:28
	ds_read_b32 v11, v7 offset:96
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:100
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_50
; %bb.49:
	ds_read2_b32 v[8:9], v7 offset0:8 offset1:9
	ds_read_b32 v10, v4 offset:32
	ds_read_b32 v11, v7 offset:100
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:104
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_52
; %bb.51:
	ds_read2_b32 v[8:9], v7 offset0:9 offset1:10
	ds_read_b32 v10, v4 offset:36
	ds_read_b32 v11, v7 offset:104
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:108
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_54
; %bb.53:
	ds_read2_b32 v[8:9], v7 offset0:10 offset1:11
	ds_read_b32 v10, v4 offset:40
	ds_read_b32 v11, v7 offset:108
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:112
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_56
; %bb.55:
	ds_read2_b32 v[8:9], v7 offset0:11 offset1:12
	ds_read_b32 v10, v4 offset:44
	ds_read_b32 v11, v7 offset:112
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:116
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_58
; %bb.57:
	ds_read2_b32 v[8:9], v7 offset0:12 offset1:13
	ds_read_b32 v10, v4 offset:48
	ds_read_b32 v11, v7 offset:116
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:120
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_60
; %bb.59:
	ds_read2_b32 v[8:9], v7 offset0:13 offset1:14
	ds_read_b32 v10, v4 offset:52
	ds_read_b32 v11, v7 offset:120
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:124
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_62
; %bb.61:
	ds_read2_b32 v[8:9], v7 offset0:14 offset1:15
	ds_read_b32 v4, v4 offset:56
	ds_read_b32 v10, v7 offset:124
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v8, s33, v10
	v_max3_i32 v4, v4, v8, v9
	ds_write_b32 v7, v4 offset:128
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_sub_nc_u32_e32 v0, 16, v0
	v_mul_i32_i24_e32 v0, 0x44, v0
	ds_read2_b32 v[7:8], v6 offset0:15 offset1:16
	ds_read_b32 v4, v5 offset:1228
	ds_read_b32 v0, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v5, s33, v8
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v0, s33, v0
	v_max3_i32 v0, v4, v0, v5
	ds_write_b32 v6, v0 offset:132
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read2_b32 v[4:5], v3 offset0:18 offset1:35
	ds_read2_b32 v[6:7], v3 offset0:52 offset1:69
	ds_read2_b32 v[8:9], v3 offset0:86 offset1:103
	v_add_co_u32 v0, vcc_lo, v1, s16
	v_add_co_ci_u32_e64 v1, null, s17, v2, vcc_lo
	v_add_co_u32 v10, vcc_lo, v0, s16
	v_add_co_ci_u32_e64 v11, null, s17, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v0, s18
	v_add_co_ci_u32_e64 v13, null, s19, v1, vcc_lo
	v_add_co_u32 v14, vcc_lo, v0, s20
	v_add_co_ci_u32_e64 v15, null, s21, v1, vcc_lo
	v_add_co_u32 v16, vcc_lo, v0, s24
	v_add_co_ci_u32_e64 v17, null, s25, v1, vcc_lo
	v_add_co_u32 v18, vcc_lo, v0, s26
	v_add_co_ci_u32_e64 v19, null, s27, v1, vcc_lo
	s_waitcnt lgkmcnt(2)
	global_store_dword v[0:1], v4, off offset:4
	global_store_dword v[10:11], v5, off offset:4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[12:13], v6, off offset:4
	global_store_dword v[14:15], v7, off offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[16:17], v8, off offset:4
	global_store_dword v[18:19], v9, off offset:4
	ds_read2_b32 v[4:5], v3 offset0:120 offset1:137
	ds_read2_b32 v[8:9], v3 offset0:154 offset1:171
	ds_read2_b32 v[10:11], v3 offset0:188 offset1:205
	v_add_co_u32 v6, vcc_lo, v0, s28
	v_add_co_ci_u32_e64 v7, null, s29, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v0, s22
	v_add_co_ci_u32_e64 v13, null, s23, v1, vcc_lo
	v_add_co_u32 v14, vcc_lo, v0, s30
	v_add_co_ci_u32_e64 v15, null, s31, v1, vcc_lo
	v_add_co_u32 v16, vcc_lo, v0, s36
	v_add_co_ci_u32_e64 v17, null, s37, v1, vcc_lo
	v_add_co_u32 v18, vcc_lo, v0, s40
	v_add_co_ci_u32_e64 v19, null, s41, v1, vcc_lo
	s_waitcnt lgkmcnt(2)
	global_store_dword v[6:7], v4, off offset:4
	global_store_dword v[12:13], v5, off offset:4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[14:15], v8, off offset:4
	global_store_dword v[16:17], v9, off offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[18:19], v10, off offset:4
	v_add_nc_u32_e32 v6, 0x400, v3
	ds_read2_b32 v[4:5], v3 offset0:222 offset1:239
	v_add_co_u32 v2, vcc_lo, v0, s34
	v_add_co_ci_u32_e64 v3, null, s35, v1, vcc_lo
	ds_read2_b32 v[6:7], v6 offset1:17
	v_add_co_u32 v8, vcc_lo, v0, s38
	v_add_co_ci_u32_e64 v9, null, s39, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v0, s42
	v_add_co_ci_u32_e64 v13, null, s43, v1, vcc_lo
	v_add_co_u32 v14, vcc_lo, v0, s14
	v_add_co_ci_u32_e64 v15, null, s15, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, s44
	v_add_co_ci_u32_e64 v1, null, s45, v1, vcc_lo
	global_store_dword v[2:3], v11, off offset:4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[8:9], v4, off offset:4
	global_store_dword v[12:13], v5, off offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[14:15], v6, off offset:4
	global_store_dword v[0:1], v7, off offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7kernel1PiPKiiiiii
		.amdhsa_group_segment_fixed_size 2192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 48
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
	.size	_Z7kernel1PiPKiiiiii, .Lfunc_end0-_Z7kernel1PiPKiiiiii
                                        ; -- End function
	.set _Z7kernel1PiPKiiiiii.num_vgpr, 30
	.set _Z7kernel1PiPKiiiiii.num_agpr, 0
	.set _Z7kernel1PiPKiiiiii.numbered_sgpr, 48
	.set _Z7kernel1PiPKiiiiii.num_named_barrier, 0
	.set _Z7kernel1PiPKiiiiii.private_seg_size, 0
	.set _Z7kernel1PiPKiiiiii.uses_vcc, 1
	.set _Z7kernel1PiPKiiiiii.uses_flat_scratch, 0
	.set _Z7kernel1PiPKiiiiii.has_dyn_sized_stack, 0
	.set _Z7kernel1PiPKiiiiii.has_recursion, 0
	.set _Z7kernel1PiPKiiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4760
; TotalNumSgprs: 50
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 30
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
	.protected	_Z7kernel2PiPKiiiiiii   ; -- Begin function _Z7kernel2PiPKiiiiiii
	.globl	_Z7kernel2PiPKiiiiiii
	.p2align	8
	.type	_Z7kernel2PiPKiiiiiii,@function
_Z7kernel2PiPKiiiiiii:                  ; @_Z7kernel2PiPKiiiiiii
; %bb.0:
	s_clause 0x1
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[16:17], s[4:5], 0x20
	s_not_b32 s0, s6
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s12, s0
	s_add_i32 s1, s12, s6
	s_lshl4_add_u32 s0, s0, s13
	s_sub_i32 s1, s1, s16
	s_mul_i32 s0, s0, s15
	s_lshl4_add_u32 s1, s1, s14
	s_add_i32 s2, s1, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_ashr_i32 s3, s2, 31
	v_mov_b32_e32 v1, 0
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	s_load_dword s1, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	ds_write_b32 v1, v2
.LBB1_2:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v1, s2, v0
	s_ashr_i32 s1, s15, 31
	s_lshl_b32 s4, s15, 1
	s_mul_i32 s6, s15, 3
	s_ashr_i32 s5, s4, 31
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32 v3, s0, s15, v1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[20:21], s[4:5], 2
	v_add_co_ci_u32_e64 v4, null, s1, v2, s0
	s_mov_b32 s0, s15
	s_lshl_b32 s4, s15, 2
	s_lshl_b64 s[18:19], s[0:1], 2
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_lshl_b64 s[22:23], s[6:7], 2
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s15, 5
	s_lshl_b64 s[26:27], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	v_add_co_u32 v3, s0, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, s0
	s_mul_i32 s4, s15, 6
	v_add_co_u32 v5, s0, v3, s18
	v_add_co_ci_u32_e64 v6, null, s19, v4, s0
	v_add_co_u32 v7, s0, v3, s20
	v_add_co_ci_u32_e64 v8, null, s21, v4, s0
	v_add_co_u32 v9, s0, v3, s22
	v_add_co_ci_u32_e64 v10, null, s23, v4, s0
	v_add_co_u32 v11, s0, v3, s26
	s_lshl_b64 s[28:29], s[6:7], 2
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s15, 7
	v_add_co_ci_u32_e64 v12, null, s27, v4, s0
	v_add_co_u32 v13, s0, v3, s28
	s_lshl_b64 s[30:31], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	v_add_co_ci_u32_e64 v14, null, s29, v4, s0
	v_add_co_u32 v15, s0, v3, s30
	s_lshl_b64 s[24:25], s[6:7], 2
	v_add_co_ci_u32_e64 v16, null, s31, v4, s0
	v_add_co_u32 v17, s0, v3, s24
	v_add_co_ci_u32_e64 v18, null, s25, v4, s0
	s_lshl_b32 s0, s15, 3
	s_mul_i32 s4, s15, 9
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s5, s4, 31
	v_add_nc_u32_e32 v29, 1, v0
	s_lshl_b64 s[34:35], s[0:1], 2
	s_lshl_b64 s[38:39], s[4:5], 2
	s_mul_i32 s4, s15, 10
	s_clause 0x7
	global_load_dword v21, v[3:4], off offset:4
	global_load_dword v22, v[5:6], off offset:4
	global_load_dword v23, v[7:8], off offset:4
	global_load_dword v24, v[9:10], off offset:4
	global_load_dword v25, v[11:12], off offset:4
	global_load_dword v26, v[13:14], off offset:4
	global_load_dword v27, v[15:16], off offset:4
	global_load_dword v28, v[17:18], off offset:4
	v_add_co_u32 v5, s0, v3, s34
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s15, 11
	v_mad_u64_u32 v[13:14], null, s15, v29, s[2:3]
	v_add_co_ci_u32_e64 v6, null, s35, v4, s0
	v_add_co_u32 v7, s0, v3, s38
	s_lshl_b64 s[40:41], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	s_mul_i32 s4, s15, 12
	v_add_co_ci_u32_e64 v8, null, s39, v4, s0
	v_add_co_u32 v9, s0, v3, s40
	s_lshl_b64 s[36:37], s[6:7], 2
	s_ashr_i32 s5, s4, 31
	s_mul_i32 s6, s15, 13
	v_add_co_ci_u32_e64 v10, null, s41, v4, s0
	v_add_co_u32 v11, s0, v3, s36
	s_lshl_b64 s[42:43], s[4:5], 2
	s_ashr_i32 s7, s6, 31
	v_add_co_ci_u32_e64 v12, null, s37, v4, s0
	v_add_co_u32 v15, s0, v3, s42
	s_lshl_b64 s[44:45], s[6:7], 2
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_ci_u32_e64 v16, null, s43, v4, s0
	v_add_co_u32 v17, s0, v3, s44
	v_add_co_ci_u32_e64 v18, null, s45, v4, s0
	s_mul_i32 s0, s15, 14
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	s_ashr_i32 s1, s0, 31
	s_mul_i32 s2, s15, 15
	s_lshl_b64 s[14:15], s[0:1], 2
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v19, s0, v3, s14
	v_add_co_ci_u32_e64 v20, null, s15, v4, s0
	v_add_co_u32 v13, s0, s8, v13
	s_ashr_i32 s3, s2, 31
	v_add_co_ci_u32_e64 v14, null, s9, v14, s0
	v_add_co_u32 v1, s0, s8, v1
	s_lshl_b64 s[46:47], s[2:3], 2
	v_add_co_ci_u32_e64 v2, null, s9, v2, s0
	v_add_co_u32 v3, s0, v3, s46
	v_add_co_ci_u32_e64 v4, null, s47, v4, s0
	s_clause 0x1
	global_load_dword v13, v[13:14], off
	global_load_dword v14, v[1:2], off offset:4
	s_clause 0x7
	global_load_dword v5, v[5:6], off offset:4
	global_load_dword v6, v[7:8], off offset:4
	global_load_dword v7, v[9:10], off offset:4
	global_load_dword v8, v[11:12], off offset:4
	global_load_dword v9, v[15:16], off offset:4
	global_load_dword v10, v[17:18], off offset:4
	global_load_dword v11, v[19:20], off offset:4
	global_load_dword v12, v[3:4], off offset:4
	v_lshlrev_b32_e32 v3, 2, v0
	v_mul_u32_u24_e32 v15, 0x44, v29
	v_add_nc_u32_e32 v4, 0x490, v3
	v_add_nc_u32_e32 v16, 0x400, v3
	v_add_nc_u32_e32 v17, 0x800, v3
	s_waitcnt vmcnt(9)
	ds_write_b32 v15, v13
	s_waitcnt vmcnt(8)
	ds_write_b32 v3, v14 offset:4
	ds_write2_b32 v16, v21, v22 offset0:36 offset1:52
	ds_write2_b32 v16, v23, v24 offset0:68 offset1:84
	ds_write2_b32 v16, v25, v26 offset0:100 offset1:116
	ds_write2_b32 v16, v27, v28 offset0:132 offset1:148
	s_waitcnt vmcnt(6)
	ds_write2_b32 v16, v5, v6 offset0:164 offset1:180
	s_waitcnt vmcnt(4)
	ds_write2_b32 v16, v7, v8 offset0:196 offset1:212
	s_waitcnt vmcnt(2)
	ds_write2_b32 v16, v9, v10 offset0:228 offset1:244
	s_waitcnt vmcnt(0)
	ds_write2_b32 v17, v11, v12 offset0:4 offset1:20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_4
; %bb.3:
	ds_read2_b32 v[5:6], v3 offset1:1
	ds_read_b32 v7, v3 offset:68
	ds_read_b32 v8, v4
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(1)
	v_subrev_nc_u32_e32 v7, s17, v7
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_max3_i32 v5, v5, v7, v6
	ds_write_b32 v3, v5 offset:72
.LBB1_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_u32_e64 s0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_sub_nc_u32_e32 v5, 1, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_u32_e64 s1, 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_sub_nc_u32_e32 v5, 2, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_8:
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_gt_u32_e64 s2, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_sub_nc_u32_e32 v5, 3, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_u32_e64 s3, 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB1_12
; %bb.11:
	v_sub_nc_u32_e32 v5, 4, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_12:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_gt_u32_e64 s4, 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_sub_nc_u32_e32 v5, 5, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s5
	v_cmp_gt_u32_e64 s5, 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_sub_nc_u32_e32 v5, 6, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_16:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_gt_u32_e64 s6, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB1_18
; %bb.17:
	v_sub_nc_u32_e32 v5, 7, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_18:
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_gt_u32_e64 s7, 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB1_20
; %bb.19:
	v_sub_nc_u32_e32 v5, 8, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_20:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s8, 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB1_22
; %bb.21:
	v_sub_nc_u32_e32 v5, 9, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_22:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s9, 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB1_24
; %bb.23:
	v_sub_nc_u32_e32 v5, 10, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_24:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s10, 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB1_26
; %bb.25:
	v_sub_nc_u32_e32 v5, 11, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_26:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s11, 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB1_28
; %bb.27:
	v_sub_nc_u32_e32 v5, 12, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_28:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s12, 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB1_30
; %bb.29:
	v_sub_nc_u32_e32 v5, 13, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_30:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s13, 15, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s13
	s_cbranch_execz .LBB1_32
; %bb.31:
	v_sub_nc_u32_e32 v5, 14, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v5, 6, v4
	v_lshl_add_u32 v7, v6, 2, v3
	ds_read2_b32 v[5:6], v7 offset1:1
	ds_read_b32 v9, v7 offset:68
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v6, s17, v6
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v8, v5
	v_subrev_nc_u32_e32 v8, s17, v9
	v_max3_i32 v5, v5, v8, v6
	ds_write_b32 v7, v5 offset:72
.LBB1_32:
	s_or_b32 exec_lo, exec_lo, s16
	v_sub_co_u32 v7, s16, 15, v0
	s_xor_b32 s16, s16, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mul_i32_i24_e32 v6, 17, v7
	v_lshlrev_b32_e32 v5, 6, v7
	buffer_gl0_inv
	s_and_saveexec_b32 s33, s16
	s_xor_b32 s16, exec_lo, s33
	s_cbranch_execz .LBB1_34
; %bb.33:
	v_lshlrev_b32_e32 v5, 6, v7
	v_lshl_add_u32 v9, v6, 2, v3
	v_add_nc_u32_e32 v10, v4, v5
	ds_read2_b32 v[7:8], v9 offset1:1
	ds_read_b32 v11, v9 offset:68
	ds_read_b32 v10, v10
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v8, s17, v8
	s_waitcnt lgkmcnt(1)
	v_subrev_nc_u32_e32 v11, s17, v11
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v7, v10, v7
	v_max3_i32 v7, v7, v11, v8
	ds_write_b32 v9, v7 offset:72
.LBB1_34:
	s_andn2_saveexec_b32 s16, s16
	s_or_b32 exec_lo, exec_lo, s16
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_nc_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshl_add_u32 v7, v0, 2, v6
	s_and_saveexec_b32 s16, s13
	s_cbranch_execz .LBB1_36
; %bb.35:
	ds_read2_b32 v[8:9], v7 offset0:1 offset1:2
	ds_read_b32 v10, v4 offset:4
	ds_read_b32 v11, v7 offset:72
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:76
.LBB1_36:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB1_38
; %bb.37:
	ds_read2_b32 v[8:9], v7 offset0:2 offset1:3
	ds_read_b32 v10, v4 offset:8
	ds_read_b32 v11, v7 offset:76
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:80
.LBB1_38:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB1_40
; %bb.39:
	ds_read2_b32 v[8:9], v7 offset0:3 offset1:4
	ds_read_b32 v10, v4 offset:12
	ds_read_b32 v11, v7 offset:80
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:84
.LBB1_40:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB1_42
; %bb.41:
	ds_read2_b32 v[8:9], v7 offset0:4 offset1:5
	ds_read_b32 v10, v4 offset:16
	ds_read_b32 v11, v7 offset:84
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:88
.LBB1_42:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB1_44
; %bb.43:
	ds_read2_b32 v[8:9], v7 offset0:5 offset1:6
	ds_read_b32 v10, v4 offset:20
	ds_read_b32 v11, v7 offset:88
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:92
.LBB1_44:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB1_46
; %bb.45:
	ds_read2_b32 v[8:9], v7 offset0:6 offset1:7
	ds_read_b32 v10, v4 offset:24
	ds_read_b32 v11, v7 offset:92
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:96
.LBB1_46:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB1_48
; %bb.47:
	ds_read2_b32 v[8:9], v7 offset0:7 offset1:8
	ds_read_b32 v10, v4 offset:28
	ds_read_b32 v11, v7 offset:96
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:100
.LBB1_48:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB1_50
; %bb.49:
	ds_read2_b32 v[8:9], v7 offset0:8 offset1:9
	ds_read_b32 v10, v4 offset:32
	ds_read_b32 v11, v7 offset:100
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:104
.LBB1_50:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_52
; %bb.51:
	ds_read2_b32 v[8:9], v7 offset0:9 offset1:10
	ds_read_b32 v10, v4 offset:36
	ds_read_b32 v11, v7 offset:104
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:108
.LBB1_52:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_54
; %bb.53:
	ds_read2_b32 v[8:9], v7 offset0:10 offset1:11
	ds_read_b32 v10, v4 offset:40
	ds_read_b32 v11, v7 offset:108
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:112
.LBB1_54:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB1_56
; %bb.55:
	ds_read2_b32 v[8:9], v7 offset0:11 offset1:12
	ds_read_b32 v10, v4 offset:44
	ds_read_b32 v11, v7 offset:112
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:116
.LBB1_56:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_58
; %bb.57:
	ds_read2_b32 v[8:9], v7 offset0:12 offset1:13
	ds_read_b32 v10, v4 offset:48
	ds_read_b32 v11, v7 offset:116
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:120
.LBB1_58:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB1_60
; %bb.59:
	ds_read2_b32 v[8:9], v7 offset0:13 offset1:14
	ds_read_b32 v10, v4 offset:52
	ds_read_b32 v11, v7 offset:120
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v10, s17, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:124
.LBB1_60:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_62
; %bb.61:
	ds_read2_b32 v[8:9], v7 offset0:14 offset1:15
	ds_read_b32 v4, v4 offset:56
	ds_read_b32 v10, v7 offset:124
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v9, s17, v9
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v8, s17, v10
	v_max3_i32 v4, v4, v8, v9
	ds_write_b32 v7, v4 offset:128
.LBB1_62:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_64
; %bb.63:
	v_sub_nc_u32_e32 v0, 16, v0
	v_mul_i32_i24_e32 v0, 0x44, v0
	ds_read2_b32 v[7:8], v6 offset0:15 offset1:16
	ds_read_b32 v4, v5 offset:1228
	ds_read_b32 v0, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_nc_u32_e32 v5, s17, v8
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(0)
	v_subrev_nc_u32_e32 v0, s17, v0
	v_max3_i32 v0, v4, v0, v5
	ds_write_b32 v6, v0 offset:132
.LBB1_64:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read2_b32 v[4:5], v3 offset0:18 offset1:35
	ds_read2_b32 v[6:7], v3 offset0:52 offset1:69
	ds_read2_b32 v[8:9], v3 offset0:86 offset1:103
	v_add_co_u32 v0, vcc_lo, v1, s18
	v_add_co_ci_u32_e64 v1, null, s19, v2, vcc_lo
	v_add_co_u32 v10, vcc_lo, v0, s18
	v_add_co_ci_u32_e64 v11, null, s19, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v0, s20
	v_add_co_ci_u32_e64 v13, null, s21, v1, vcc_lo
	v_add_co_u32 v14, vcc_lo, v0, s22
	v_add_co_ci_u32_e64 v15, null, s23, v1, vcc_lo
	v_add_co_u32 v16, vcc_lo, v0, s26
	v_add_co_ci_u32_e64 v17, null, s27, v1, vcc_lo
	v_add_co_u32 v18, vcc_lo, v0, s28
	v_add_co_ci_u32_e64 v19, null, s29, v1, vcc_lo
	s_waitcnt lgkmcnt(2)
	global_store_dword v[0:1], v4, off offset:4
	global_store_dword v[10:11], v5, off offset:4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[12:13], v6, off offset:4
	global_store_dword v[14:15], v7, off offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[16:17], v8, off offset:4
	global_store_dword v[18:19], v9, off offset:4
	ds_read2_b32 v[4:5], v3 offset0:120 offset1:137
	ds_read2_b32 v[8:9], v3 offset0:154 offset1:171
	ds_read2_b32 v[10:11], v3 offset0:188 offset1:205
	v_add_co_u32 v6, vcc_lo, v0, s30
	v_add_co_ci_u32_e64 v7, null, s31, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v0, s24
	v_add_co_ci_u32_e64 v13, null, s25, v1, vcc_lo
	v_add_co_u32 v14, vcc_lo, v0, s34
	v_add_co_ci_u32_e64 v15, null, s35, v1, vcc_lo
	v_add_co_u32 v16, vcc_lo, v0, s38
	v_add_co_ci_u32_e64 v17, null, s39, v1, vcc_lo
	v_add_co_u32 v18, vcc_lo, v0, s40
	v_add_co_ci_u32_e64 v19, null, s41, v1, vcc_lo
	s_waitcnt lgkmcnt(2)
	global_store_dword v[6:7], v4, off offset:4
	global_store_dword v[12:13], v5, off offset:4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[14:15], v8, off offset:4
	global_store_dword v[16:17], v9, off offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[18:19], v10, off offset:4
	v_add_nc_u32_e32 v6, 0x400, v3
	ds_read2_b32 v[4:5], v3 offset0:222 offset1:239
	v_add_co_u32 v2, vcc_lo, v0, s36
	v_add_co_ci_u32_e64 v3, null, s37, v1, vcc_lo
	ds_read2_b32 v[6:7], v6 offset1:17
	v_add_co_u32 v8, vcc_lo, v0, s42
	v_add_co_ci_u32_e64 v9, null, s43, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, v0, s44
	v_add_co_ci_u32_e64 v13, null, s45, v1, vcc_lo
	v_add_co_u32 v14, vcc_lo, v0, s14
	v_add_co_ci_u32_e64 v15, null, s15, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, s46
	v_add_co_ci_u32_e64 v1, null, s47, v1, vcc_lo
	global_store_dword v[2:3], v11, off offset:4
	s_waitcnt lgkmcnt(1)
	global_store_dword v[8:9], v4, off offset:4
	global_store_dword v[12:13], v5, off offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[14:15], v6, off offset:4
	global_store_dword v[0:1], v7, off offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7kernel2PiPKiiiiiii
		.amdhsa_group_segment_fixed_size 2192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 48
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
	.size	_Z7kernel2PiPKiiiiiii, .Lfunc_end1-_Z7kernel2PiPKiiiiiii
                                        ; -- End function
	.set _Z7kernel2PiPKiiiiiii.num_vgpr, 30
	.set _Z7kernel2PiPKiiiiiii.num_agpr, 0
	.set _Z7kernel2PiPKiiiiiii.numbered_sgpr, 48
	.set _Z7kernel2PiPKiiiiiii.num_named_barrier, 0
	.set _Z7kernel2PiPKiiiiiii.private_seg_size, 0
	.set _Z7kernel2PiPKiiiiiii.uses_vcc, 1
	.set _Z7kernel2PiPKiiiiiii.uses_flat_scratch, 0
	.set _Z7kernel2PiPKiiiiiii.has_dyn_sized_stack, 0
	.set _Z7kernel2PiPKiiiiiii.has_recursion, 0
	.set _Z7kernel2PiPKiiiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4768
; TotalNumSgprs: 50
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 30
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
	.type	__hip_cuid_cbf9c7b452f5c09b,@object ; @__hip_cuid_cbf9c7b452f5c09b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_cbf9c7b452f5c09b
__hip_cuid_cbf9c7b452f5c09b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_cbf9c7b452f5c09b, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_cbf9c7b452f5c09b
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
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
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7kernel1PiPKiiiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         _Z7kernel1PiPKiiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
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
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7kernel2PiPKiiiiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         _Z7kernel2PiPKiiiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
