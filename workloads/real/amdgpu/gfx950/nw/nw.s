	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z7kernel1PiPKiiiiii    ; -- Begin function _Z7kernel1PiPKiiiiii
	.globl	_Z7kernel1PiPKiiiiii
	.p2align	8
	.type	_Z7kernel1PiPKiiiiii,@function
_Z7kernel1PiPKiiiiii:                   ; @_Z7kernel1PiPKiiiiii
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dword s33, s[0:1], 0x20
	s_not_b32 s0, s2
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s11, s0
	s_lshl4_add_u32 s0, s0, s8
	s_mul_i32 s0, s0, s10
	s_lshl4_add_u32 s2, s2, s9
	s_add_i32 s2, s2, s0
	v_add_u32_e32 v4, s2, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], v[4:5], 2, s[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_dword v6, v[2:3], off
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v6
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_lshl_b32 s0, s10, 1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[34:35], s[0:1], 2
	s_mul_i32 s0, s10, 3
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[36:37], s[0:1], 2
	s_lshl_b32 s0, s10, 2
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[38:39], s[0:1], 2
	s_mul_i32 s0, s10, 5
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[40:41], s[0:1], 2
	s_mul_i32 s0, s10, 6
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[42:43], s[0:1], 2
	s_mul_i32 s0, s10, 7
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[44:45], s[0:1], 2
	s_lshl_b32 s0, s10, 3
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[46:47], s[0:1], 2
	s_mul_i32 s0, s10, 9
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[48:49], s[0:1], 2
	s_mul_i32 s0, s10, 10
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[50:51], s[0:1], 2
	s_mul_i32 s0, s10, 11
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[52:53], s[0:1], 2
	s_mul_i32 s0, s10, 12
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[54:55], s[0:1], 2
	s_mul_i32 s0, s10, 13
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[56:57], s[0:1], 2
	s_mul_i32 s0, s10, 14
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_lshl_b64 s[30:31], s[10:11], 2
	s_lshl_b64 s[58:59], s[0:1], 2
	s_mul_i32 s0, s10, 15
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[30:31]
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[34:35]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[36:37]
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[38:39]
	v_lshl_add_u64 v[14:15], v[4:5], 0, s[40:41]
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[42:43]
	v_lshl_add_u64 v[18:19], v[4:5], 0, s[44:45]
	global_load_dword v20, v[4:5], off offset:4
	global_load_dword v21, v[6:7], off offset:4
	global_load_dword v22, v[8:9], off offset:4
	global_load_dword v23, v[10:11], off offset:4
	global_load_dword v24, v[12:13], off offset:4
	global_load_dword v25, v[14:15], off offset:4
	global_load_dword v26, v[16:17], off offset:4
	global_load_dword v27, v[18:19], off offset:4
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[46:47]
	s_lshl_b64 s[60:61], s[0:1], 2
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[48:49]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[50:51]
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[52:53]
	v_lshl_add_u64 v[14:15], v[4:5], 0, s[54:55]
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[56:57]
	v_lshl_add_u64 v[18:19], v[4:5], 0, s[58:59]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[60:61]
	global_load_dword v28, v[6:7], off offset:4
	global_load_dword v29, v[8:9], off offset:4
	global_load_dword v30, v[10:11], off offset:4
	global_load_dword v31, v[12:13], off offset:4
	global_load_dword v32, v[14:15], off offset:4
	global_load_dword v33, v[16:17], off offset:4
	global_load_dword v34, v[18:19], off offset:4
	global_load_dword v35, v[4:5], off offset:4
	v_add_u32_e32 v6, 1, v0
	v_mul_lo_u32 v1, s10, v6
	v_add_u32_e32 v4, s2, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[2:3], off offset:4
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v4, 0x490, v1
	v_add_u32_e32 v5, 0x400, v1
	v_add_u32_e32 v7, 0x800, v1
	v_mul_u32_u24_e32 v6, 0x44, v6
	s_waitcnt vmcnt(16)
	ds_write2_b32 v5, v20, v21 offset0:36 offset1:52
	s_waitcnt vmcnt(14)
	ds_write2_b32 v5, v22, v23 offset0:68 offset1:84
	s_waitcnt vmcnt(12)
	ds_write2_b32 v5, v24, v25 offset0:100 offset1:116
	s_waitcnt vmcnt(10)
	ds_write2_b32 v5, v26, v27 offset0:132 offset1:148
	s_waitcnt vmcnt(8)
	ds_write2_b32 v5, v28, v29 offset0:164 offset1:180
	s_waitcnt vmcnt(6)
	ds_write2_b32 v5, v30, v31 offset0:196 offset1:212
	s_waitcnt vmcnt(4)
	ds_write2_b32 v5, v32, v33 offset0:228 offset1:244
	s_waitcnt vmcnt(2)
	ds_write2_b32 v7, v34, v35 offset0:4 offset1:20
	s_waitcnt vmcnt(1)
	ds_write_b32 v6, v8
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v9 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read2_b32 v[6:7], v1 offset1:1
	ds_read_b32 v5, v4
	ds_read_b32 v8, v1 offset:68
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, v5, v6
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v6, s33, v8
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v1, v5 offset:72
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_sub_u32_e32 v5, 1, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_sub_u32_e32 v5, 2, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_sub_u32_e32 v5, 3, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_10:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_sub_u32_e32 v5, 4, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_sub_u32_e32 v5, 5, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_14:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_sub_u32_e32 v5, 6, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_u32_e64 s[12:13], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_sub_u32_e32 v5, 7, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_18:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_u32_e64 s[14:15], 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_20
; %bb.19:
	v_sub_u32_e32 v5, 8, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_20:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_u32_e64 s[16:17], 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_sub_u32_e32 v5, 9, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_22:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_u32_e64 s[18:19], 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_sub_u32_e32 v5, 10, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_24:
	s_or_b64 exec, exec, s[20:21]
	v_cmp_gt_u32_e64 s[20:21], 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_26
; %bb.25:
	v_sub_u32_e32 v5, 11, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_26:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[22:23], 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_28
; %bb.27:
	v_sub_u32_e32 v5, 12, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_28:
	s_or_b64 exec, exec, s[24:25]
	v_cmp_gt_u32_e64 s[24:25], 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_30
; %bb.29:
	v_sub_u32_e32 v5, 13, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_30:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_u32_e64 s[26:27], 15, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_sub_u32_e32 v5, 14, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s33, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s33, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB0_32:
	s_or_b64 exec, exec, s[28:29]
	v_sub_co_u32_e64 v5, s[28:29], 15, v0
	s_xor_b64 s[28:29], s[28:29], -1
	v_mul_i32_i24_e32 v6, 17, v5
	v_lshlrev_b32_e32 v5, 6, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[62:63], s[28:29]
	s_xor_b64 s[28:29], exec, s[62:63]
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_lshl_add_u32 v7, v6, 2, v1
	v_add_u32_e32 v10, v4, v5
	ds_read2_b32 v[8:9], v7 offset1:1
	ds_read_b32 v11, v7 offset:68
	ds_read_b32 v10, v10
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, v10, v8
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:72
.LBB0_34:
	s_andn2_saveexec_b64 s[28:29], s[28:29]
	s_or_b64 exec, exec, s[28:29]
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshl_add_u32 v7, v0, 2, v6
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_36
; %bb.35:
	ds_read2_b32 v[8:9], v7 offset0:1 offset1:2
	ds_read_b32 v10, v4 offset:4
	ds_read_b32 v11, v7 offset:72
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:76
.LBB0_36:
	s_or_b64 exec, exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_38
; %bb.37:
	ds_read2_b32 v[8:9], v7 offset0:2 offset1:3
	ds_read_b32 v10, v4 offset:8
	ds_read_b32 v11, v7 offset:76
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:80
.LBB0_38:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_40
; %bb.39:
	ds_read2_b32 v[8:9], v7 offset0:3 offset1:4
	ds_read_b32 v10, v4 offset:12
	ds_read_b32 v11, v7 offset:80
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:84
.LBB0_40:
	s_or_b64 exec, exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_42
; %bb.41:
	ds_read2_b32 v[8:9], v7 offset0:4 offset1:5
	ds_read_b32 v10, v4 offset:16
	ds_read_b32 v11, v7 offset:84
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:88
.LBB0_42:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_44
; %bb.43:
	ds_read2_b32 v[8:9], v7 offset0:5 offset1:6
	ds_read_b32 v10, v4 offset:20
	ds_read_b32 v11, v7 offset:88
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:92
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_46
; %bb.45:
	ds_read2_b32 v[8:9], v7 offset0:6 offset1:7
	ds_read_b32 v10, v4 offset:24
	ds_read_b32 v11, v7 offset:92
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:96
.LBB0_46:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_48
; %bb.47:
	ds_read2_b32 v[8:9], v7 offset0:7 offset1:8
	ds_read_b32 v10, v4 offset:28
	ds_read_b32 v11, v7 offset:96
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:100
.LBB0_48:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_50
; %bb.49:
	ds_read2_b32 v[8:9], v7 offset0:8 offset1:9
	ds_read_b32 v10, v4 offset:32
	ds_read_b32 v11, v7 offset:100
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:104
.LBB0_50:
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_52
; %bb.51:
	ds_read2_b32 v[8:9], v7 offset0:9 offset1:10
	ds_read_b32 v10, v4 offset:36
	ds_read_b32 v11, v7 offset:104
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:108
.LBB0_52:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_54
; %bb.53:
	ds_read2_b32 v[8:9], v7 offset0:10 offset1:11
	ds_read_b32 v10, v4 offset:40
	ds_read_b32 v11, v7 offset:108
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:112
.LBB0_54:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_56
; %bb.55:
	ds_read2_b32 v[8:9], v7 offset0:11 offset1:12
	ds_read_b32 v10, v4 offset:44
	ds_read_b32 v11, v7 offset:112
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:116
.LBB0_56:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:
	ds_read2_b32 v[8:9], v7 offset0:12 offset1:13
	ds_read_b32 v10, v4 offset:48
	ds_read_b32 v11, v7 offset:116
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:120
.LBB0_58:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_60
; %bb.59:
	ds_read2_b32 v[8:9], v7 offset0:13 offset1:14
	ds_read_b32 v10, v4 offset:52
	ds_read_b32 v11, v7 offset:120
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s33, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:124
.LBB0_60:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_62
; %bb.61:
	ds_read2_b32 v[8:9], v7 offset0:14 offset1:15
	ds_read_b32 v4, v4 offset:56
	ds_read_b32 v10, v7 offset:124
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v8, s33, v10
	v_max3_i32 v4, v4, v8, v9
	ds_write_b32 v7, v4 offset:128
.LBB0_62:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_64
; %bb.63:
	v_sub_u32_e32 v0, 16, v0
	v_mul_i32_i24_e32 v0, 0x44, v0
	ds_read2_b32 v[8:9], v6 offset0:15 offset1:16
	ds_read_b32 v4, v5 offset:1228
	ds_read_b32 v0, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v5, s33, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v0, s33, v0
	v_max3_i32 v0, v4, v0, v5
	ds_write_b32 v6, v0 offset:132
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v1 offset0:18 offset1:35
	ds_read2_b32 v[6:7], v1 offset0:52 offset1:69
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[30:31]
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[30:31]
	v_add_u32_e32 v0, 0x400, v1
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v4, off offset:4
	global_store_dword v[8:9], v5, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[34:35]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off offset:4
	ds_read2_b32 v[4:5], v1 offset0:86 offset1:103
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[36:37]
	global_store_dword v[8:9], v7, off offset:4
	ds_read2_b32 v[8:9], v1 offset0:120 offset1:137
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[38:39]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v4, off offset:4
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[40:41]
	global_store_dword v[6:7], v5, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[42:43]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v8, off offset:4
	ds_read2_b32 v[4:5], v1 offset0:154 offset1:171
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[44:45]
	global_store_dword v[6:7], v9, off offset:4
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[46:47]
	ds_read2_b32 v[8:9], v1 offset0:188 offset1:205
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v4, off offset:4
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[48:49]
	global_store_dword v[6:7], v5, off offset:4
	ds_read2_b32 v[6:7], v1 offset0:222 offset1:239
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[50:51]
	ds_read2_b32 v[0:1], v0 offset1:17
	s_waitcnt lgkmcnt(2)
	global_store_dword v[4:5], v8, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[52:53]
	global_store_dword v[4:5], v9, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[54:55]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[4:5], v6, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[56:57]
	global_store_dword v[4:5], v7, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[58:59]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[60:61]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v0, off offset:4
	global_store_dword v[2:3], v1, off offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7kernel1PiPKiiiiii
		.amdhsa_group_segment_fixed_size 2192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 64
		.amdhsa_accum_offset 36
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
	.size	_Z7kernel1PiPKiiiiii, .Lfunc_end0-_Z7kernel1PiPKiiiiii
                                        ; -- End function
	.set _Z7kernel1PiPKiiiiii.num_vgpr, 36
	.set _Z7kernel1PiPKiiiiii.num_agpr, 0
	.set _Z7kernel1PiPKiiiiii.numbered_sgpr, 64
	.set _Z7kernel1PiPKiiiiii.num_named_barrier, 0
	.set _Z7kernel1PiPKiiiiii.private_seg_size, 0
	.set _Z7kernel1PiPKiiiiii.uses_vcc, 1
	.set _Z7kernel1PiPKiiiiii.uses_flat_scratch, 0
	.set _Z7kernel1PiPKiiiiii.has_dyn_sized_stack, 0
	.set _Z7kernel1PiPKiiiiii.has_recursion, 0
	.set _Z7kernel1PiPKiiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4172
; TotalNumSgprs: 70
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2192 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 70
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z7kernel2PiPKiiiiiii   ; -- Begin function _Z7kernel2PiPKiiiiiii
	.globl	_Z7kernel2PiPKiiiiiii
	.p2align	8
	.type	_Z7kernel2PiPKiiiiiii,@function
_Z7kernel2PiPKiiiiiii:                  ; @_Z7kernel2PiPKiiiiiii
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[30:31], s[0:1], 0x20
	s_not_b32 s0, s2
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s8, s2
	s_add_i32 s0, s8, s0
	s_sub_i32 s1, s1, s30
	s_lshl4_add_u32 s0, s0, s9
	s_mul_i32 s0, s0, s11
	s_lshl4_add_u32 s1, s1, s10
	s_add_i32 s0, s1, s0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[8:9], s[0:1], 2
	s_add_u32 s8, s4, s8
	s_addc_u32 s9, s5, s9
	s_load_dword s1, s[8:9], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	ds_write_b32 v1, v2
.LBB1_2:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s3, s11, 31
	s_mov_b32 s2, s11
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	s_lshl_b64 s[34:35], s[2:3], 2
	s_lshl_b32 s2, s11, 1
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[36:37], s[2:3], 2
	s_mul_i32 s2, s11, 3
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[38:39], s[2:3], 2
	s_lshl_b32 s2, s11, 2
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[40:41], s[2:3], 2
	s_mul_i32 s2, s11, 5
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[42:43], s[2:3], 2
	s_mul_i32 s2, s11, 6
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[44:45], s[2:3], 2
	s_mul_i32 s2, s11, 7
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[46:47], s[2:3], 2
	s_lshl_b32 s2, s11, 3
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[48:49], s[2:3], 2
	s_mul_i32 s2, s11, 9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[50:51], s[2:3], 2
	s_mul_i32 s2, s11, 10
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[52:53], s[2:3], 2
	s_mul_i32 s2, s11, 11
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[54:55], s[2:3], 2
	s_mul_i32 s2, s11, 12
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[56:57], s[2:3], 2
	s_mul_i32 s2, s11, 13
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[58:59], s[2:3], 2
	s_mul_i32 s2, s11, 14
	s_ashr_i32 s3, s2, 31
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_lshl_b64 s[60:61], s[2:3], 2
	s_mul_i32 s2, s11, 15
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[34:35]
	s_ashr_i32 s3, s2, 31
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[36:37]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[38:39]
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[40:41]
	v_lshl_add_u64 v[14:15], v[4:5], 0, s[42:43]
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[44:45]
	v_lshl_add_u64 v[18:19], v[4:5], 0, s[46:47]
	global_load_dword v20, v[4:5], off offset:4
	global_load_dword v21, v[6:7], off offset:4
	global_load_dword v22, v[8:9], off offset:4
	global_load_dword v23, v[10:11], off offset:4
	global_load_dword v24, v[12:13], off offset:4
	global_load_dword v25, v[14:15], off offset:4
	global_load_dword v26, v[16:17], off offset:4
	global_load_dword v27, v[18:19], off offset:4
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[48:49]
	s_lshl_b64 s[62:63], s[2:3], 2
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[50:51]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[52:53]
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[54:55]
	v_lshl_add_u64 v[14:15], v[4:5], 0, s[56:57]
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[58:59]
	v_lshl_add_u64 v[18:19], v[4:5], 0, s[60:61]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[62:63]
	global_load_dword v28, v[6:7], off offset:4
	global_load_dword v29, v[8:9], off offset:4
	global_load_dword v30, v[10:11], off offset:4
	global_load_dword v31, v[12:13], off offset:4
	global_load_dword v32, v[14:15], off offset:4
	global_load_dword v33, v[16:17], off offset:4
	global_load_dword v34, v[18:19], off offset:4
	global_load_dword v35, v[4:5], off offset:4
	v_add_u32_e32 v6, 1, v0
	v_mul_lo_u32 v1, s11, v6
	v_add_u32_e32 v4, s0, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[2:3], off offset:4
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v4, 0x490, v1
	v_add_u32_e32 v5, 0x400, v1
	v_add_u32_e32 v7, 0x800, v1
	v_mul_u32_u24_e32 v6, 0x44, v6
	s_waitcnt vmcnt(16)
	ds_write2_b32 v5, v20, v21 offset0:36 offset1:52
	s_waitcnt vmcnt(14)
	ds_write2_b32 v5, v22, v23 offset0:68 offset1:84
	s_waitcnt vmcnt(12)
	ds_write2_b32 v5, v24, v25 offset0:100 offset1:116
	s_waitcnt vmcnt(10)
	ds_write2_b32 v5, v26, v27 offset0:132 offset1:148
	s_waitcnt vmcnt(8)
	ds_write2_b32 v5, v28, v29 offset0:164 offset1:180
	s_waitcnt vmcnt(6)
	ds_write2_b32 v5, v30, v31 offset0:196 offset1:212
	s_waitcnt vmcnt(4)
	ds_write2_b32 v5, v32, v33 offset0:228 offset1:244
	s_waitcnt vmcnt(2)
	ds_write2_b32 v7, v34, v35 offset0:4 offset1:20
	s_waitcnt vmcnt(1)
	ds_write_b32 v6, v8
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v9 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_4
; %bb.3:
	ds_read2_b32 v[6:7], v1 offset1:1
	ds_read_b32 v5, v4
	ds_read_b32 v8, v1 offset:68
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, v5, v6
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v6, s31, v8
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v1, v5 offset:72
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_sub_u32_e32 v5, 1, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 3, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_sub_u32_e32 v5, 2, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_sub_u32_e32 v5, 3, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_10:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[6:7], 5, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB1_12
; %bb.11:
	v_sub_u32_e32 v5, 4, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_12:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[8:9], 6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_sub_u32_e32 v5, 5, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_14:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u32_e64 s[10:11], 7, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_sub_u32_e32 v5, 6, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_16:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_u32_e64 s[12:13], 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB1_18
; %bb.17:
	v_sub_u32_e32 v5, 7, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_18:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_u32_e64 s[14:15], 9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB1_20
; %bb.19:
	v_sub_u32_e32 v5, 8, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_20:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_u32_e64 s[16:17], 10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB1_22
; %bb.21:
	v_sub_u32_e32 v5, 9, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_22:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_u32_e64 s[18:19], 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB1_24
; %bb.23:
	v_sub_u32_e32 v5, 10, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_24:
	s_or_b64 exec, exec, s[20:21]
	v_cmp_gt_u32_e64 s[20:21], 12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB1_26
; %bb.25:
	v_sub_u32_e32 v5, 11, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_26:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[22:23], 13, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB1_28
; %bb.27:
	v_sub_u32_e32 v5, 12, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_28:
	s_or_b64 exec, exec, s[24:25]
	v_cmp_gt_u32_e64 s[24:25], 14, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB1_30
; %bb.29:
	v_sub_u32_e32 v5, 13, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_30:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_u32_e64 s[26:27], 15, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB1_32
; %bb.31:
	v_sub_u32_e32 v5, 14, v0
	v_mul_u32_u24_e32 v6, 17, v5
	v_lshl_add_u32 v8, v6, 2, v1
	v_lshl_add_u32 v5, v5, 6, v4
	ds_read2_b32 v[6:7], v8 offset1:1
	ds_read_b32 v9, v8 offset:68
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v7, s31, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s31, v9
	v_max3_i32 v5, v5, v6, v7
	ds_write_b32 v8, v5 offset:72
.LBB1_32:
	s_or_b64 exec, exec, s[28:29]
	v_sub_co_u32_e64 v5, s[28:29], 15, v0
	s_xor_b64 s[28:29], s[28:29], -1
	v_mul_i32_i24_e32 v6, 17, v5
	v_lshlrev_b32_e32 v5, 6, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[64:65], s[28:29]
	s_xor_b64 s[28:29], exec, s[64:65]
	s_cbranch_execz .LBB1_34
; %bb.33:
	v_lshl_add_u32 v7, v6, 2, v1
	v_add_u32_e32 v10, v4, v5
	ds_read2_b32 v[8:9], v7 offset1:1
	ds_read_b32 v11, v7 offset:68
	ds_read_b32 v10, v10
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, v10, v8
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:72
.LBB1_34:
	s_andn2_saveexec_b64 s[28:29], s[28:29]
	s_or_b64 exec, exec, s[28:29]
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshl_add_u32 v7, v0, 2, v6
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB1_36
; %bb.35:
	ds_read2_b32 v[8:9], v7 offset0:1 offset1:2
	ds_read_b32 v10, v4 offset:4
	ds_read_b32 v11, v7 offset:72
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:76
.LBB1_36:
	s_or_b64 exec, exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB1_38
; %bb.37:
	ds_read2_b32 v[8:9], v7 offset0:2 offset1:3
	ds_read_b32 v10, v4 offset:8
	ds_read_b32 v11, v7 offset:76
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:80
.LBB1_38:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB1_40
; %bb.39:
	ds_read2_b32 v[8:9], v7 offset0:3 offset1:4
	ds_read_b32 v10, v4 offset:12
	ds_read_b32 v11, v7 offset:80
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:84
.LBB1_40:
	s_or_b64 exec, exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB1_42
; %bb.41:
	ds_read2_b32 v[8:9], v7 offset0:4 offset1:5
	ds_read_b32 v10, v4 offset:16
	ds_read_b32 v11, v7 offset:84
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:88
.LBB1_42:
	s_or_b64 exec, exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB1_44
; %bb.43:
	ds_read2_b32 v[8:9], v7 offset0:5 offset1:6
	ds_read_b32 v10, v4 offset:20
	ds_read_b32 v11, v7 offset:88
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:92
.LBB1_44:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB1_46
; %bb.45:
	ds_read2_b32 v[8:9], v7 offset0:6 offset1:7
	ds_read_b32 v10, v4 offset:24
	ds_read_b32 v11, v7 offset:92
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:96
.LBB1_46:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB1_48
; %bb.47:
	ds_read2_b32 v[8:9], v7 offset0:7 offset1:8
	ds_read_b32 v10, v4 offset:28
	ds_read_b32 v11, v7 offset:96
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:100
.LBB1_48:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB1_50
; %bb.49:
	ds_read2_b32 v[8:9], v7 offset0:8 offset1:9
	ds_read_b32 v10, v4 offset:32
	ds_read_b32 v11, v7 offset:100
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:104
.LBB1_50:
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB1_52
; %bb.51:
	ds_read2_b32 v[8:9], v7 offset0:9 offset1:10
	ds_read_b32 v10, v4 offset:36
	ds_read_b32 v11, v7 offset:104
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:108
.LBB1_52:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB1_54
; %bb.53:
	ds_read2_b32 v[8:9], v7 offset0:10 offset1:11
	ds_read_b32 v10, v4 offset:40
	ds_read_b32 v11, v7 offset:108
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:112
.LBB1_54:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB1_56
; %bb.55:
	ds_read2_b32 v[8:9], v7 offset0:11 offset1:12
	ds_read_b32 v10, v4 offset:44
	ds_read_b32 v11, v7 offset:112
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:116
.LBB1_56:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_58
; %bb.57:
	ds_read2_b32 v[8:9], v7 offset0:12 offset1:13
	ds_read_b32 v10, v4 offset:48
	ds_read_b32 v11, v7 offset:116
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:120
.LBB1_58:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_60
; %bb.59:
	ds_read2_b32 v[8:9], v7 offset0:13 offset1:14
	ds_read_b32 v10, v4 offset:52
	ds_read_b32 v11, v7 offset:120
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v8, v10, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v10, s31, v11
	v_max3_i32 v8, v8, v10, v9
	ds_write_b32 v7, v8 offset:124
.LBB1_60:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_62
; %bb.61:
	ds_read2_b32 v[8:9], v7 offset0:14 offset1:15
	ds_read_b32 v4, v4 offset:56
	ds_read_b32 v10, v7 offset:124
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v9, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v8, s31, v10
	v_max3_i32 v4, v4, v8, v9
	ds_write_b32 v7, v4 offset:128
.LBB1_62:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_64
; %bb.63:
	v_sub_u32_e32 v0, 16, v0
	v_mul_i32_i24_e32 v0, 0x44, v0
	ds_read2_b32 v[8:9], v6 offset0:15 offset1:16
	ds_read_b32 v4, v5 offset:1228
	ds_read_b32 v0, v0 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v5, s31, v9
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v0, s31, v0
	v_max3_i32 v0, v4, v0, v5
	ds_write_b32 v6, v0 offset:132
.LBB1_64:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[4:5], v1 offset0:18 offset1:35
	ds_read2_b32 v[6:7], v1 offset0:52 offset1:69
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[34:35]
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[34:35]
	v_add_u32_e32 v0, 0x400, v1
	s_waitcnt lgkmcnt(1)
	global_store_dword v[2:3], v4, off offset:4
	global_store_dword v[8:9], v5, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[36:37]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off offset:4
	ds_read2_b32 v[4:5], v1 offset0:86 offset1:103
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[38:39]
	global_store_dword v[8:9], v7, off offset:4
	ds_read2_b32 v[8:9], v1 offset0:120 offset1:137
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[40:41]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v4, off offset:4
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[42:43]
	global_store_dword v[6:7], v5, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[44:45]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v8, off offset:4
	ds_read2_b32 v[4:5], v1 offset0:154 offset1:171
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[46:47]
	global_store_dword v[6:7], v9, off offset:4
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[48:49]
	ds_read2_b32 v[8:9], v1 offset0:188 offset1:205
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v4, off offset:4
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[50:51]
	global_store_dword v[6:7], v5, off offset:4
	ds_read2_b32 v[6:7], v1 offset0:222 offset1:239
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[52:53]
	ds_read2_b32 v[0:1], v0 offset1:17
	s_waitcnt lgkmcnt(2)
	global_store_dword v[4:5], v8, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[54:55]
	global_store_dword v[4:5], v9, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[56:57]
	s_waitcnt lgkmcnt(1)
	global_store_dword v[4:5], v6, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[58:59]
	global_store_dword v[4:5], v7, off offset:4
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[60:61]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[62:63]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v0, off offset:4
	global_store_dword v[2:3], v1, off offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7kernel2PiPKiiiiiii
		.amdhsa_group_segment_fixed_size 2192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 66
		.amdhsa_accum_offset 36
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
	.size	_Z7kernel2PiPKiiiiiii, .Lfunc_end1-_Z7kernel2PiPKiiiiiii
                                        ; -- End function
	.set _Z7kernel2PiPKiiiiiii.num_vgpr, 36
	.set _Z7kernel2PiPKiiiiiii.num_agpr, 0
	.set _Z7kernel2PiPKiiiiiii.numbered_sgpr, 66
	.set _Z7kernel2PiPKiiiiiii.num_named_barrier, 0
	.set _Z7kernel2PiPKiiiiiii.private_seg_size, 0
	.set _Z7kernel2PiPKiiiiiii.uses_vcc, 1
	.set _Z7kernel2PiPKiiiiiii.uses_flat_scratch, 0
	.set _Z7kernel2PiPKiiiiiii.has_dyn_sized_stack, 0
	.set _Z7kernel2PiPKiiiiiii.has_recursion, 0
	.set _Z7kernel2PiPKiiiiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4204
; TotalNumSgprs: 72
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2192 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         _Z7kernel1PiPKiiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         _Z7kernel2PiPKiiiiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
