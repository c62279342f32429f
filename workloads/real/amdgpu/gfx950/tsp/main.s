	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z6TwoOptiPKfS0_PiS1_S1_ ; -- Begin function _Z6TwoOptiPKfS0_PiS1_S1_
	.globl	_Z6TwoOptiPKfS0_PiS1_S1_
	.p2align	8
	.type	_Z6TwoOptiPKfS0_PiS1_S1_,@function
_Z6TwoOptiPKfS0_PiS1_S1_:               ; @_Z6TwoOptiPKfS0_PiS1_S1_
; %bb.0:
	s_load_dword s18, s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x18
	s_load_dwordx2 s[16:17], s[0:1], 0x28
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s3, s18, 3
	s_add_i32 s3, s3, 33
	s_ashr_i32 s4, s3, 31
	s_lshr_b32 s4, s4, 27
	s_add_i32 s3, s3, s4
	s_lshr_b32 s3, s3, 5
	s_mul_i32 s3, s2, s3
	s_lshl_b32 s4, s3, 5
	s_lshl_b64 s[36:37], s[4:5], 2
	s_add_u32 s24, s12, s36
	s_addc_u32 s25, s13, s37
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[26:27], s[18:19], 2
	s_add_u32 s20, s24, s26
	s_addc_u32 s21, s25, s27
	s_add_u32 s22, s20, s26
	s_addc_u32 s23, s21, s27
	v_cmp_gt_i32_e64 s[10:11], s18, v0
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_mov_b64 s[28:29], 0
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	global_load_dword v1, v[6:7], off
	v_add_u32_e32 v2, s3, v2
	v_cmp_le_i32_e32 vcc, s18, v2
	v_lshl_add_u64 v[4:5], s[20:21], 0, v[4:5]
	s_or_b64 s[28:29], vcc, s[28:29]
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v1, off
	s_andn2_b64 exec, exec, s[28:29]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b64 exec, exec, s[28:29]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v2, v0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	global_load_dword v1, v[6:7], off
	v_add_u32_e32 v2, s3, v2
	v_cmp_le_i32_e32 vcc, s18, v2
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[4:5]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v1, off offset:4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_4
.LBB0_5:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], 0, v0
	s_barrier
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_10
; %bb.6:
	s_cmp_lt_u32 s18, 2
	s_cbranch_scc1 .LBB0_9
; %bb.7:
	s_add_i32 s3, s18, -1
	s_lshl_b64 s[6:7], s[18:19], 3
	s_add_u32 s6, s6, s36
	s_addc_u32 s7, s7, s37
	s_add_u32 s6, s12, s6
	s_addc_u32 s7, s13, s7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_u32 s28, s26, s36
	s_addc_u32 s29, s27, s37
	v_cvt_f32_i32_e32 v1, s3
	s_add_u32 s28, s12, s28
	s_addc_u32 s29, s13, s29
	s_add_u32 s28, s28, 4
	s_addc_u32 s29, s29, 0
	v_mov_b32_e32 v2, 0
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s2, s2, 0x1984a2d
	s_add_i32 s2, s2, 1
	s_bitset0_b32 s2, 31
	v_cvt_f32_u32_e32 v3, s2
	s_add_i32 s3, s3, -1
	v_mul_f32_e32 v3, 0x30000000, v3
	v_mul_f32_e32 v3, v3, v1
	v_cvt_i32_f32_e32 v4, v3
	global_load_dword v3, v2, s[28:29]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshl_add_u64 v[6:7], s[20:21], 0, v[4:5]
	global_load_dword v8, v[6:7], off offset:4
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[4:5]
	s_waitcnt vmcnt(0)
	global_store_dword v2, v8, s[28:29]
	global_store_dword v[6:7], v3, off offset:4
	global_load_dword v3, v[4:5], off offset:8
	s_nop 0
	global_load_dword v6, v2, s[6:7]
	s_waitcnt vmcnt(1)
	global_store_dword v2, v3, s[6:7]
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_add_u32 s28, s28, 4
	s_addc_u32 s29, s29, 0
	s_cmp_eq_u32 s3, 0
	s_waitcnt vmcnt(1)
	global_store_dword v[4:5], v6, off offset:8
	s_cbranch_scc0 .LBB0_8
.LBB0_9:
	v_mov_b32_e32 v1, 0
	global_load_dword v2, v1, s[20:21]
	global_load_dword v3, v1, s[22:23] offset:4
	s_add_u32 s2, s22, s26
	s_addc_u32 s3, s23, s27
	s_waitcnt vmcnt(1)
	global_store_dword v1, v2, s[22:23]
	s_waitcnt vmcnt(1)
	global_store_dword v1, v3, s[2:3] offset:4
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_load_dword s2, s[0:1], 0x3c
	s_add_i32 s44, s18, -2
	s_cmp_gt_i32 s18, 2
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s33, s2, 0xffff
	s_add_u32 s28, s22, s26
	s_addc_u32 s29, s23, s27
	s_add_i32 s30, s18, -1
	s_movk_i32 s2, 0x80
	s_lshl_b64 s[34:35], s[18:19], 3
	s_ashr_i32 s31, s30, 31
	v_cmp_gt_u32_e64 s[4:5], s2, v0
	s_add_u32 s2, s12, s36
	v_lshl_add_u64 v[2:3], s[30:31], 0, v[0:1]
	s_addc_u32 s3, s13, s37
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	s_movk_i32 s2, 0xfe04
	v_lshlrev_b32_e32 v17, 2, v0
	s_mov_b32 s3, -1
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	s_movk_i32 s38, 0xfe00
	v_add_u32_e32 v16, 0x600, v17
	v_lshlrev_b32_e32 v18, 1, v0
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	s_mov_b32 s37, 0
	s_lshl_b32 s36, s33, 2
	s_add_i32 s19, s18, 0xffffff80
	v_sub_u32_e32 v19, 0, v0
	s_mov_b32 s31, 0xf800000
	v_mov_b32_e32 v20, 0x260
	v_cmp_ne_u32_e64 s[6:7], 1, v4
	s_movk_i32 s45, 0x7f
	s_mov_b32 s39, -1
	v_mov_b32_e32 v21, 0x600
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr8_vgpr9
	s_branch .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, 0, v22
	s_barrier
	s_cbranch_vccz .LBB0_50
.LBB0_12:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_18 Depth 2
                                        ;       Child Loop BB0_22 Depth 3
                                        ;         Child Loop BB0_25 Depth 4
                                        ;         Child Loop BB0_29 Depth 4
                                        ;     Child Loop BB0_39 Depth 2
                                        ;     Child Loop BB0_48 Depth 2
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_15
; %bb.13:                               ;   in Loop: Header=BB0_12 Depth=1
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v10, v0
.LBB0_14:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_lshl_add_u64 v[14:15], s[20:21], 0, v[12:13]
	v_lshl_add_u64 v[22:23], s[22:23], 0, v[12:13]
	global_load_dwordx2 v[24:25], v[14:15], off
	global_load_dwordx2 v[26:27], v[22:23], off offset:4
	v_add_u32_e32 v10, s33, v10
	v_lshl_add_u64 v[12:13], s[24:25], 0, v[12:13]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v14, v24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v26
	v_mov_b32_e32 v26, v25
	v_pk_add_f32 v[14:15], v[14:15], v[26:27] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_mul_f32 v[14:15], v[14:15], v[14:15]
	s_nop 0
	v_add_f32_e32 v11, v14, v15
	v_mul_f32_e32 v14, 0x4f800000, v11
	v_cmp_gt_f32_e32 vcc, s31, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_sqrt_f32_e32 v14, v11
	s_nop 0
	v_add_u32_e32 v15, -1, v14
	v_add_u32_e32 v22, 1, v14
	v_fma_f32 v23, -v15, v14, v11
	v_fma_f32 v24, -v22, v14, v11
	v_cmp_ge_f32_e64 s[0:1], 0, v23
	s_nop 1
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], 0, v24
	s_nop 1
	v_cndmask_b32_e64 v14, v14, v22, s[0:1]
	v_mul_f32_e32 v15, 0x37800000, v14
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_cmp_class_f32_e32 vcc, v11, v20
	s_nop 1
	v_cndmask_b32_e32 v11, v14, v11, vcc
	v_cvt_i32_f32_e32 v11, v11
	v_cmp_le_i32_e32 vcc, s18, v10
	s_or_b64 s[12:13], vcc, s[12:13]
	v_sub_u32_e32 v11, 0, v11
	global_store_dword v[12:13], v11, off
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_14
.LBB0_15:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v10, 2
	v_mov_b32_e32 v23, 0
	s_barrier
	s_cbranch_vccnz .LBB0_34
; %bb.16:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mov_b32_e32 v23, 0
	s_mov_b32 s46, 0
	v_mov_b32_e32 v24, 1
	v_mov_b32_e32 v22, 0
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=2
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s46, s46, s33
	s_cmp_ge_i32 s46, s44
	s_cbranch_scc1 .LBB0_33
.LBB0_18:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_22 Depth 3
                                        ;         Child Loop BB0_25 Depth 4
                                        ;         Child Loop BB0_29 Depth 4
	v_add_u32_e32 v10, s46, v0
	v_cmp_gt_i32_e32 vcc, s44, v10
	v_ashrrev_i32_e32 v11, 31, v10
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=2
	v_lshlrev_b64 v[4:5], 2, v[10:11]
	v_lshl_add_u64 v[6:7], s[24:25], 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[8:9], s[20:21], 0, v[4:5]
	global_load_dword v14, v[6:7], off
	global_load_dwordx2 v[12:13], v[8:9], off
	v_lshl_add_u64 v[6:7], s[22:23], 0, v[4:5]
	global_load_dwordx2 v[4:5], v[6:7], off offset:4
	global_load_dword v8, v1, s[22:23]
	global_load_dword v9, v1, s[28:29] offset:4
	s_waitcnt vmcnt(4)
	v_sub_u32_e32 v23, v23, v14
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v6, v12
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v4, v13
.LBB0_20:                               ;   in Loop: Header=BB0_18 Depth=2
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s47, s46, 2
	v_add_u32_e32 v25, 2, v10
	s_mov_b32 s48, s18
	s_mov_b32 s49, s19
	v_mov_b64_e32 v[12:13], v[2:3]
	s_mov_b32 s50, s30
	s_branch .LBB0_22
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=3
	s_or_b64 exec, exec, s[40:41]
	s_addk_i32 s50, 0xff80
	s_addk_i32 s49, 0xff80
	s_addk_i32 s48, 0xff80
	s_cmp_lt_i32 s50, s47
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[38:39]
	s_barrier
	s_cbranch_scc1 .LBB0_31
.LBB0_22:                               ;   Parent Loop BB0_12 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB0_25 Depth 4
                                        ;         Child Loop BB0_29 Depth 4
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=3
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v26, v17
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b32_e32 v27, v0
	s_branch .LBB0_25
.LBB0_24:                               ;   in Loop: Header=BB0_25 Depth=4
	s_or_b64 exec, exec, s[40:41]
	v_add_u32_e32 v27, s33, v27
	v_cmp_lt_u32_e64 s[0:1], s45, v27
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[36:37]
	s_or_b64 s[12:13], s[0:1], s[12:13]
	v_add_u32_e32 v26, s36, v26
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_27
.LBB0_25:                               ;   Parent Loop BB0_12 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ;       Parent Loop BB0_22 Depth=3
                                        ; =>      This Inner Loop Header: Depth=4
	v_add_u32_e32 v28, s49, v27
	v_cmp_le_i32_e64 s[0:1], s47, v28
	s_and_saveexec_b64 s[40:41], s[0:1]
	s_cbranch_execz .LBB0_24
; %bb.26:                               ;   in Loop: Header=BB0_25 Depth=4
	v_lshl_add_u64 v[28:29], v[14:15], 0, s[26:27]
	v_lshl_add_u64 v[30:31], v[14:15], 0, s[34:35]
	global_load_dword v32, v[28:29], off
	global_load_dword v34, v[30:31], off offset:4
	global_load_dword v33, v[14:15], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v26, v34 offset:1024
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v26, v33, v32 offset1:2
	s_branch .LBB0_24
.LBB0_27:                               ;   in Loop: Header=BB0_22 Depth=3
	s_or_b64 exec, exec, s[2:3]
	v_cmp_ge_i32_e64 s[0:1], s50, v25
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[40:41], s[0:1]
	s_cbranch_execz .LBB0_21
; %bb.28:                               ;   in Loop: Header=BB0_22 Depth=3
	s_add_i32 s0, s50, 0xffffff81
	v_max_i32_e32 v26, s0, v25
	s_movk_i32 s51, 0x1fc
	s_mov_b64 s[42:43], 0
	s_mov_b32 s52, s48
.LBB0_29:                               ;   Parent Loop BB0_12 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ;       Parent Loop BB0_22 Depth=3
                                        ; =>      This Inner Loop Header: Depth=4
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[8:9], v[4:5], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_add_i32 s52, s52, -1
	v_mov_b32_e32 v14, s51
	v_pk_mul_f32 v[8:9], v[8:9], v[8:9]
	s_add_i32 s51, s51, -4
	ds_read2st64_b32 v[28:29], v14 offset1:2
	ds_read_b32 v15, v14 offset:1024
	v_cmp_le_i32_e64 s[0:1], s52, v26
	v_add_f32_e32 v8, v8, v9
	s_or_b64 s[42:43], s[0:1], s[42:43]
	v_mul_f32_e32 v9, 0x4f800000, v8
	v_cmp_gt_f32_e64 s[0:1], s31, v8
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v14, v29
	v_mov_b32_e32 v27, s52
	v_cndmask_b32_e64 v30, v8, v9, s[0:1]
	v_sqrt_f32_e32 v31, v30
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[8:9], v[6:7], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_add_u32_e32 v29, 1, v31
	v_pk_mul_f32 v[8:9], v[8:9], v[8:9]
	v_fma_f32 v34, -v29, v31, v30
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v9, -1, v31
	v_mul_f32_e32 v32, 0x4f800000, v8
	v_fma_f32 v33, -v9, v31, v30
	v_cmp_gt_f32_e64 s[2:3], s31, v8
	v_cmp_ge_f32_e64 s[12:13], 0, v33
	s_nop 0
	v_cndmask_b32_e64 v8, v8, v32, s[2:3]
	v_cndmask_b32_e64 v9, v31, v9, s[12:13]
	v_cmp_lt_f32_e64 s[12:13], 0, v34
	v_sqrt_f32_e32 v31, v8
	s_nop 0
	v_cndmask_b32_e64 v9, v9, v29, s[12:13]
	v_mul_f32_e32 v29, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v29, s[0:1]
	v_cmp_class_f32_e64 s[0:1], v30, v20
	v_add_u32_e32 v29, -1, v31
	s_nop 0
	v_cndmask_b32_e64 v9, v9, v30, s[0:1]
	v_add_u32_e32 v30, 1, v31
	v_cvt_i32_f32_e32 v32, v9
	v_fma_f32 v9, -v29, v31, v8
	v_fma_f32 v33, -v30, v31, v8
	v_cmp_ge_f32_e64 s[0:1], 0, v9
	s_nop 1
	v_cndmask_b32_e64 v9, v31, v29, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], 0, v33
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v30, s[0:1]
	v_mul_f32_e32 v29, 0x37800000, v9
	v_cndmask_b32_e64 v9, v9, v29, s[2:3]
	v_cmp_class_f32_e64 s[0:1], v8, v20
	s_nop 1
	v_cndmask_b32_e64 v8, v9, v8, s[0:1]
	v_cvt_i32_f32_e32 v29, v8
	v_mov_b64_e32 v[8:9], v[14:15]
	v_add3_u32 v28, v28, v32, v29
	v_cmp_gt_i32_e64 s[0:1], v23, v28
	v_min_i32_e32 v23, v23, v28
	s_nop 0
	v_cndmask_b32_e64 v22, v22, v27, s[0:1]
	v_cndmask_b32_e64 v24, v24, v10, s[0:1]
	s_andn2_b64 exec, exec, s[42:43]
	s_cbranch_execnz .LBB0_29
; %bb.30:                               ;   in Loop: Header=BB0_22 Depth=3
	s_or_b64 exec, exec, s[42:43]
	v_mov_b64_e32 v[8:9], v[14:15]
	s_branch .LBB0_21
.LBB0_31:                               ;   in Loop: Header=BB0_18 Depth=2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
; %bb.32:                               ;   in Loop: Header=BB0_18 Depth=2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[24:25]
	global_load_dword v10, v[10:11], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v23, v10, v23
	s_branch .LBB0_17
.LBB0_33:                               ;   in Loop: Header=BB0_12 Depth=1
	v_add_u32_e32 v10, 1, v24
.LBB0_34:                               ;   in Loop: Header=BB0_12 Depth=1
	s_barrier
	ds_write_b32 v16, v23
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_37
; %bb.35:                               ;   in Loop: Header=BB0_12 Depth=1
	s_mov_b64 s[2:3], exec
	v_mbcnt_lo_u32_b32 v11, s2, 0
	v_mbcnt_hi_u32_b32 v11, s3, v11
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_and_b64 s[12:13], exec, vcc
	s_mov_b64 exec, s[12:13]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_12 Depth=1
	s_bcnt1_i32_b64 s2, s[2:3]
	v_mov_b32_e32 v11, s2
	global_atomic_add v1, v11, s[14:15]
.LBB0_37:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v11, v23
	s_mov_b32 s2, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_39
.LBB0_38:                               ;   in Loop: Header=BB0_39 Depth=2
	s_or_b64 exec, exec, s[0:1]
	s_cmp_gt_u32 s2, 2
	s_mov_b32 s2, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_41
.LBB0_39:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s0, s2, 1
	s_lshr_b32 s3, s0, 1
	v_add_u32_e32 v12, s3, v0
	v_cmp_gt_u32_e32 vcc, s2, v12
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_38
; %bb.40:                               ;   in Loop: Header=BB0_39 Depth=2
	v_lshl_add_u32 v12, s3, 2, v16
	ds_read_b32 v12, v12
	s_waitcnt lgkmcnt(0)
	v_min_i32_e32 v11, v11, v12
	ds_write_b32 v16, v11
	s_branch .LBB0_38
.LBB0_41:                               ;   in Loop: Header=BB0_12 Depth=1
	ds_read_b32 v11, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v23, v11
	s_and_saveexec_b64 s[0:1], vcc
; %bb.42:                               ;   in Loop: Header=BB0_12 Depth=1
	ds_write_b32 v21, v0 offset:4
; %bb.43:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v11, v21 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v11
	s_and_saveexec_b64 s[0:1], vcc
; %bb.44:                               ;   in Loop: Header=BB0_12 Depth=1
	ds_write2_b32 v21, v10, v22 offset0:2 offset1:3
; %bb.45:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[10:11], v21 offset0:2 offset1:3
	ds_read_b32 v22, v21
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v11, v11, v10
	v_cmp_lt_i32_e32 vcc, v18, v11
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_11
; %bb.46:                               ;   in Loop: Header=BB0_12 Depth=1
	v_add_u32_e32 v12, v11, v19
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v14, v0
	s_branch .LBB0_48
.LBB0_47:                               ;   in Loop: Header=BB0_48 Depth=2
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v14, s33, v14
	v_lshlrev_b32_e32 v13, 1, v14
	v_cmp_ge_i32_e32 vcc, v13, v11
	s_or_b64 s[2:3], vcc, s[2:3]
	v_subrev_u32_e32 v12, s33, v12
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_11
.LBB0_48:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_le_i32_e32 vcc, v10, v14
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_47
; %bb.49:                               ;   in Loop: Header=BB0_48 Depth=2
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[28:29], 2, v[12:13]
	v_lshlrev_b64 v[24:25], 2, v[14:15]
	v_lshl_add_u64 v[30:31], s[20:21], 0, v[28:29]
	v_lshl_add_u64 v[26:27], s[20:21], 0, v[24:25]
	global_load_dword v13, v[30:31], off
	global_load_dword v15, v[26:27], off
	v_lshl_add_u64 v[28:29], s[22:23], 0, v[28:29]
	v_lshl_add_u64 v[24:25], s[22:23], 0, v[24:25]
	s_waitcnt vmcnt(1)
	global_store_dword v[26:27], v13, off
	s_waitcnt vmcnt(1)
	global_store_dword v[30:31], v15, off
	global_load_dword v13, v[28:29], off offset:4
	s_nop 0
	global_load_dword v15, v[24:25], off offset:4
	s_waitcnt vmcnt(1)
	global_store_dword v[24:25], v13, off offset:4
	s_waitcnt vmcnt(1)
	global_store_dword v[28:29], v15, off offset:4
	s_branch .LBB0_47
.LBB0_50:
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_54
; %bb.51:
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s6, 0xf800000
	v_mov_b32_e32 v4, 0x260
	v_mov_b32_e32 v2, v0
.LBB0_52:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[8:9], s[20:21], 0, v[6:7]
	v_lshl_add_u64 v[6:7], s[22:23], 0, v[6:7]
	global_load_dwordx2 v[10:11], v[8:9], off
	global_load_dwordx2 v[12:13], v[6:7], off offset:4
	v_add_u32_e32 v2, s33, v2
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v6, v10
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v12
	v_mov_b32_e32 v12, v11
	v_pk_add_f32 v[6:7], v[6:7], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_mul_f32 v[6:7], v[6:7], v[6:7]
	s_nop 0
	v_add_f32_e32 v3, v6, v7
	v_mul_f32_e32 v5, 0x4f800000, v3
	v_cmp_gt_f32_e32 vcc, s6, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_sqrt_f32_e32 v5, v3
	s_nop 0
	v_add_u32_e32 v6, -1, v5
	v_add_u32_e32 v7, 1, v5
	v_fma_f32 v8, -v6, v5, v3
	v_fma_f32 v9, -v7, v5, v3
	v_cmp_ge_f32_e64 s[0:1], 0, v8
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], 0, v9
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v7, s[0:1]
	v_mul_f32_e32 v6, 0x37800000, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_cmp_class_f32_e32 vcc, v3, v4
	s_nop 1
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_cvt_i32_f32_e32 v3, v3
	v_cmp_le_i32_e32 vcc, s18, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v1, v1, v3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_52
; %bb.53:
	s_or_b64 exec, exec, s[4:5]
.LBB0_54:
	s_or_b64 exec, exec, s[2:3]
	ds_write_b32 v16, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_56
.LBB0_55:                               ;   in Loop: Header=BB0_56 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_cmp_gt_u32 s33, 2
	s_mov_b32 s33, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_60
.LBB0_56:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s33, 1
	s_lshr_b32 s2, s0, 1
	v_add_u32_e32 v2, s2, v0
	v_cmp_gt_u32_e32 vcc, s33, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_56 Depth=1
	v_lshl_add_u32 v2, s2, 2, v16
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v2, v1
.LBB0_58:                               ;   in Loop: Header=BB0_56 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_55
; %bb.59:                               ;   in Loop: Header=BB0_56 Depth=1
	ds_write_b32 v16, v1
	s_branch .LBB0_55
.LBB0_60:
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_65
; %bb.61:
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, -2
.LBB0_62:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s4, v1, s3
	s_min_i32 s2, s2, s4
	s_lshl_b64 s[4:5], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cbranch_scc1 .LBB0_62
; %bb.63:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_65
; %bb.64:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	global_atomic_smin v0, v1, s[16:17]
.LBB0_65:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6TwoOptiPKfS0_PiS1_S1_
		.amdhsa_group_segment_fixed_size 1536
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 53
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
	.size	_Z6TwoOptiPKfS0_PiS1_S1_, .Lfunc_end0-_Z6TwoOptiPKfS0_PiS1_S1_
                                        ; -- End function
	.set _Z6TwoOptiPKfS0_PiS1_S1_.num_vgpr, 35
	.set _Z6TwoOptiPKfS0_PiS1_S1_.num_agpr, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.numbered_sgpr, 53
	.set _Z6TwoOptiPKfS0_PiS1_S1_.num_named_barrier, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.private_seg_size, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.uses_vcc, 1
	.set _Z6TwoOptiPKfS0_PiS1_S1_.uses_flat_scratch, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.has_dyn_sized_stack, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.has_recursion, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3052
; TotalNumSgprs: 59
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1536 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 59
; NumVGPRsForWavesPerEU: 35
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
	.type	__hip_cuid_21cf207a50ceb46a,@object ; @__hip_cuid_21cf207a50ceb46a
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_21cf207a50ceb46a
__hip_cuid_21cf207a50ceb46a:
	.byte	0                               ; 0x0
	.size	__hip_cuid_21cf207a50ceb46a, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_21cf207a50ceb46a
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 1536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z6TwoOptiPKfS0_PiS1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         _Z6TwoOptiPKfS0_PiS1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
