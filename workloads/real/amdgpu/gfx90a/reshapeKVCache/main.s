	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.section	.text._Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,comdat
	.protected	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff ; -- Begin function _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
	.globl	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
	.p2align	8
	.type	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,@function
_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff: ; @_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_mov_b32 s7, 0
	s_lshl_b64 s[2:3], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[2:3], s[0:1], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_119
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	s_or_b64 s[16:17], s[0:1], s[2:3]
	s_mov_b32 s16, s7
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc0 .LBB0_120
; %bb.2:
	s_ashr_i32 s16, s3, 31
	s_add_u32 s18, s2, s16
	s_mov_b32 s17, s16
	s_addc_u32 s19, s3, s16
	s_xor_b64 s[20:21], s[18:19], s[16:17]
	v_cvt_f32_u32_e32 v1, s20
	v_cvt_f32_u32_e32 v2, s21
	s_sub_u32 s7, 0, s20
	s_subb_u32 s22, 0, s21
	v_madmk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_madmk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s23, v2
	v_readfirstlane_b32 s24, v1
	s_mul_i32 s25, s7, s23
	s_mul_hi_u32 s27, s7, s24
	s_mul_i32 s26, s22, s24
	s_add_i32 s25, s27, s25
	s_add_i32 s25, s25, s26
	s_mul_i32 s28, s7, s24
	s_mul_i32 s27, s24, s25
	s_mul_hi_u32 s29, s24, s28
	s_mul_hi_u32 s26, s24, s25
	s_add_u32 s27, s29, s27
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s30, s23, s28
	s_mul_i32 s28, s23, s28
	s_add_u32 s27, s27, s28
	s_mul_hi_u32 s29, s23, s25
	s_addc_u32 s26, s26, s30
	s_addc_u32 s27, s29, 0
	s_mul_i32 s25, s23, s25
	s_add_u32 s25, s26, s25
	s_addc_u32 s26, 0, s27
	s_add_u32 s24, s24, s25
	s_addc_u32 s23, s23, s26
	s_mul_i32 s25, s7, s23
	s_mul_hi_u32 s26, s7, s24
	s_add_i32 s25, s26, s25
	s_mul_i32 s22, s22, s24
	s_add_i32 s25, s25, s22
	s_mul_i32 s7, s7, s24
	s_mul_hi_u32 s26, s23, s7
	s_mul_i32 s27, s23, s7
	s_mul_i32 s29, s24, s25
	s_mul_hi_u32 s7, s24, s7
	s_mul_hi_u32 s28, s24, s25
	s_add_u32 s7, s7, s29
	s_addc_u32 s28, 0, s28
	s_add_u32 s7, s7, s27
	s_mul_hi_u32 s22, s23, s25
	s_addc_u32 s7, s28, s26
	s_addc_u32 s22, s22, 0
	s_mul_i32 s25, s23, s25
	s_add_u32 s7, s7, s25
	s_addc_u32 s22, 0, s22
	s_add_u32 s7, s24, s7
	s_addc_u32 s26, s23, s22
	s_ashr_i32 s22, s1, 31
	s_add_u32 s24, s0, s22
	s_mov_b32 s23, s22
	s_addc_u32 s25, s1, s22
	s_xor_b64 s[24:25], s[24:25], s[22:23]
	s_mul_i32 s28, s24, s26
	s_mul_hi_u32 s29, s24, s7
	s_mul_hi_u32 s27, s24, s26
	s_add_u32 s28, s29, s28
	s_addc_u32 s27, 0, s27
	s_mul_hi_u32 s30, s25, s7
	s_mul_i32 s7, s25, s7
	s_add_u32 s7, s28, s7
	s_mul_hi_u32 s29, s25, s26
	s_addc_u32 s7, s27, s30
	s_addc_u32 s27, s29, 0
	s_mul_i32 s26, s25, s26
	s_add_u32 s7, s7, s26
	s_addc_u32 s28, 0, s27
	s_mul_i32 s26, s20, s28
	s_mul_hi_u32 s27, s20, s7
	s_add_i32 s26, s27, s26
	s_mul_i32 s27, s21, s7
	s_add_i32 s29, s26, s27
	s_sub_i32 s30, s25, s29
	s_mul_i32 s26, s20, s7
	s_sub_u32 s24, s24, s26
	s_cselect_b64 s[26:27], -1, 0
	s_subb_u32 s30, s30, s21
	s_sub_u32 s31, s24, s20
	s_subb_u32 s30, s30, 0
	s_cmp_ge_u32 s30, s21
	s_cselect_b32 s33, -1, 0
	s_cmp_ge_u32 s31, s20
	s_cselect_b32 s31, -1, 0
	s_cmp_eq_u32 s30, s21
	s_cselect_b32 s30, s31, s33
	s_add_u32 s31, s7, 1
	s_addc_u32 s33, s28, 0
	s_add_u32 s34, s7, 2
	s_addc_u32 s35, s28, 0
	s_cmp_lg_u32 s30, 0
	s_cselect_b32 s30, s34, s31
	s_cselect_b32 s31, s35, s33
	s_cmp_lg_u64 s[26:27], 0
	s_subb_u32 s25, s25, s29
	s_cmp_ge_u32 s25, s21
	s_cselect_b32 s26, -1, 0
	s_cmp_ge_u32 s24, s20
	s_cselect_b32 s20, -1, 0
	s_cmp_eq_u32 s25, s21
	s_cselect_b32 s20, s20, s26
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s21, s31, s28
	s_cselect_b32 s20, s30, s7
	s_xor_b64 s[16:17], s[22:23], s[16:17]
	s_xor_b64 s[20:21], s[20:21], s[16:17]
	s_sub_u32 s24, s20, s16
	s_subb_u32 s25, s21, s17
	s_cbranch_execnz .LBB0_4
.LBB0_3:
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s7, 0, s2
	s_mov_b32 s25, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s7, s7, s16
	s_mul_hi_u32 s7, s16, s7
	s_add_i32 s16, s16, s7
	s_mul_hi_u32 s7, s0, s16
	s_mul_i32 s17, s7, s2
	s_sub_i32 s17, s0, s17
	s_add_i32 s16, s7, 1
	s_sub_i32 s18, s17, s2
	s_cmp_ge_u32 s17, s2
	s_cselect_b32 s7, s16, s7
	s_cselect_b32 s17, s18, s17
	s_add_i32 s16, s7, 1
	s_cmp_ge_u32 s17, s2
	s_cselect_b32 s24, s16, s7
.LBB0_4:
	s_abs_i32 s7, s13
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s18, 0, s7
	s_abs_i32 s17, s11
	s_xor_b32 s16, s11, s13
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s16, s16, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s17, s19
	s_mul_i32 s19, s18, s7
	s_sub_i32 s17, s17, s19
	s_add_i32 s20, s18, 1
	s_sub_i32 s19, s17, s7
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s18, s20, s18
	s_cselect_b32 s17, s19, s17
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s7, s19, s18
	s_xor_b32 s7, s7, s16
	s_sub_i32 s33, s7, s16
	s_mul_i32 s36, s33, s10
	v_cmp_gt_i32_e32 vcc, s36, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_119
; %bb.5:
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s7, s24, s2
	s_add_i32 s3, s7, s3
	s_mul_i32 s7, s25, s2
	s_add_i32 s28, s3, s7
	s_mul_i32 s29, s24, s2
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_sub_u32 s37, s0, s29
	s_subb_u32 s38, s1, s28
	s_ashr_i32 s3, s8, 31
	s_mul_hi_u32 s7, s8, s6
	s_mul_i32 s3, s3, s6
	s_add_i32 s27, s7, s3
	s_mul_i32 s26, s8, s6
	s_lshl_b64 s[26:27], s[26:27], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s39, s16, s26
	s_addc_u32 s40, s17, s27
	s_ashr_i32 s3, s9, 31
	s_mul_hi_u32 s7, s9, s6
	s_mul_i32 s3, s3, s6
	s_add_i32 s7, s7, s3
	s_mul_i32 s3, s36, s25
	s_mul_hi_u32 s8, s36, s24
	s_mul_hi_i32 s16, s10, s33
	s_add_i32 s3, s8, s3
	s_mul_i32 s8, s16, s24
	s_mul_i32 s6, s9, s6
	s_add_i32 s3, s3, s8
	s_mul_i32 s8, s36, s24
	s_mul_hi_i32 s9, s13, s2
	s_mul_i32 s2, s13, s2
	s_mul_hi_u32 s10, s2, s8
	s_mul_i32 s3, s2, s3
	s_add_i32 s3, s10, s3
	s_mul_i32 s9, s9, s8
	s_ashr_i32 s17, s13, 31
	s_add_i32 s24, s3, s9
	s_mul_i32 s25, s2, s8
	s_and_b32 s2, s13, 3
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[8:9], -1, 0
	s_ashr_i32 s10, s13, 2
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[2:3], -1, 0
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s41, s18, s6
	s_addc_u32 s42, s19, s7
	s_add_u32 s43, s22, s25
	s_addc_u32 s44, s23, s24
	s_cmp_gt_i32 s13, 0
	s_cselect_b64 s[6:7], -1, 0
	s_abs_i32 s45, s33
	v_cvt_f32_u32_e32 v1, s45
	s_load_dword s4, s[4:5], 0x54
	s_ashr_i32 s48, s33, 31
	s_mul_i32 s46, s13, s12
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s47, s4, 0xffff
	s_sub_i32 s4, 0, s45
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v23, s40
	s_movk_i32 s53, 0x7f
	s_mov_b64 s[18:19], 0x43700001
	v_mul_lo_u32 v2, s4, v1
	s_add_u32 s4, s36, -1
	s_addc_u32 s5, s16, -1
	s_mul_i32 s5, s29, s5
	s_mul_hi_u32 s16, s29, s4
	s_mul_i32 s28, s28, s4
	s_add_i32 s5, s16, s5
	s_add_i32 s5, s5, s28
	s_mul_i32 s29, s29, s4
	s_add_u32 s0, s0, s29
	s_addc_u32 s1, s1, s5
	s_mul_i32 s4, s0, s17
	s_mul_hi_u32 s5, s0, s13
	s_add_i32 s4, s5, s4
	s_mul_i32 s1, s1, s13
	s_add_i32 s4, s4, s1
	s_mul_i32 s0, s0, s13
	s_add_u32 s49, s20, s0
	s_addc_u32 s50, s21, s4
	v_mul_hi_u32 v2, v1, v2
	s_add_u32 s51, s39, 8
	v_add_u32_e32 v22, v1, v2
	s_addc_u32 s52, s40, 0
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_mov_b64 s[16:17], 0x7f800000
	s_movk_i32 s54, 0x79
	s_mov_b64 s[20:21], 0xffffff
	s_movk_i32 s55, 0x80
	v_mov_b32_e32 v24, 0xffffff82
	v_mov_b32_e32 v25, 0x77
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	v_add_u32_e32 v0, s47, v0
	v_cmp_le_i32_e32 vcc, s36, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_119
.LBB0_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_26 Depth 2
                                        ;     Child Loop BB0_62 Depth 2
                                        ;     Child Loop BB0_76 Depth 2
                                        ;     Child Loop BB0_112 Depth 2
	v_sub_u32_e32 v2, 0, v0
	v_max_i32_e32 v2, v2, v0
	v_mul_hi_u32 v3, v2, v22
	v_mul_lo_u32 v4, v3, s45
	v_sub_u32_e32 v2, v2, v4
	v_add_u32_e32 v4, 1, v3
	v_cmp_le_u32_e32 vcc, s45, v2
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s45, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v4, 1, v3
	v_cmp_le_u32_e32 vcc, s45, v2
	v_xor_b32_e32 v1, s48, v1
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_xor_b32_e32 v2, v2, v1
	v_sub_u32_e32 v1, v2, v1
	v_mul_lo_u32 v4, v1, s33
	v_mul_lo_u32 v2, v1, s11
	v_sub_u32_e32 v5, v0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_mul_lo_u32 v12, v5, s13
	v_add_co_u32_e32 v1, vcc, s39, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_addc_co_u32_e32 v3, vcc, v23, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[12:13]
	v_add_co_u32_e32 v2, vcc, v1, v10
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	v_and_b32_e32 v6, 15, v2
	v_mul_lo_u32 v1, v4, s46
	v_mul_lo_u32 v26, s46, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_ashrrev_i32_e32 v13, 31, v1
	v_ashrrev_i32_e32 v27, 31, v26
	s_or_b64 s[0:1], s[8:9], vcc
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_xor_b64 s[22:23], exec, s[22:23]
	s_cbranch_execz .LBB0_70
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_sub_u32_e32 v4, 0, v2
	v_bfe_u32 v4, v4, 2, 2
	v_min_i32_e32 v14, s13, v4
	v_cmp_lt_i32_e32 vcc, 0, v14
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_21
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=1
	v_add_co_u32_e32 v4, vcc, v1, v26
	v_addc_co_u32_e32 v5, vcc, v13, v27, vcc
	v_mov_b32_e32 v6, s50
	v_add_co_u32_e32 v4, vcc, s49, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_mov_b64 s[26:27], 0
	v_pk_mov_b32 v[16:17], v[2:3], v[2:3] op_sel:[0,1]
	v_mov_b32_e32 v15, v14
	s_branch .LBB0_14
.LBB0_10:                               ;   in Loop: Header=BB0_14 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_cmp_gt_i32_e32 vcc, 16, v19
	v_and_b32_sdwa v6, v18, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v18, 15, v19
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_lshl_or_b32 v6, v18, 3, v6
	v_and_or_b32 v6, v20, 7, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v19, v6, 0, s[0:1]
.LBB0_11:                               ;   in Loop: Header=BB0_14 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB0_12:                               ;   in Loop: Header=BB0_14 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB0_13:                               ;   in Loop: Header=BB0_14 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_add_co_u32_e32 v16, vcc, 4, v16
	v_add_u32_e32 v15, -1, v15
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_cmp_eq_u32_e32 vcc, 0, v15
	global_store_byte v[4:5], v19, off
	s_or_b64 s[26:27], vcc, s[26:27]
	v_add_co_u32_e32 v4, vcc, 1, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB0_21
.LBB0_14:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v6, v[16:17], off
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v18, s[0:1], s14, s14, v6
	v_rcp_f32_e32 v19, v18
	v_div_scale_f32 v20, vcc, v6, s14, v6
	v_fma_f32 v21, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v21, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v28, -v18, v21, v20
	v_fmac_f32_e32 v21, v28, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v18, v18, s14, v6
	v_and_b32_e32 v6, 0x7f800000, v18
	v_or_b32_sdwa v19, v18, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB0_13
; %bb.15:                               ;   in Loop: Header=BB0_14 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v18
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.16:                               ;   in Loop: Header=BB0_14 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_mov_b32_e32 v19, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_11
; %bb.17:                               ;   in Loop: Header=BB0_14 Depth=2
	v_bfe_u32 v19, v18, 23, 8
	v_sub_u32_e32 v21, 0x78, v19
	v_cmp_gt_u32_e32 vcc, s54, v19
	v_and_b32_e32 v6, 0x7fffff, v18
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_add_u32_e32 v20, 0xffffff81, v19
	v_or_b32_e32 v28, 0x800000, v6
	v_cndmask_b32_e32 v29, v21, v25, vcc
	v_cndmask_b32_e32 v19, v20, v24, vcc
	v_cndmask_b32_e32 v6, v28, v6, vcc
	v_add_u32_e32 v20, 20, v29
	v_lshlrev_b64 v[20:21], v20, -1
	v_lshrrev_b64 v[32:33], v29, v[6:7]
	v_bfi_b32 v20, v20, 0, v6
	v_add_u32_e32 v28, 19, v29
	v_lshrrev_b32_e32 v6, 23, v32
	v_bfi_b32 v21, v21, 0, 0
	v_lshlrev_b64 v[30:31], v28, 1
	v_add3_u32 v29, v29, v19, v6
	v_bfe_u32 v6, v32, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[20:21], v[30:31]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v32
	v_add_u32_e32 v28, 7, v29
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v32
	v_cmp_ne_u32_e32 vcc, 0, v28
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.18:                               ;   in Loop: Header=BB0_14 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v19, 8, v29
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cndmask_b32_e32 v19, v28, v19, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.19:                               ;   in Loop: Header=BB0_14 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.20:                               ;   in Loop: Header=BB0_14 Depth=2
	v_bfe_u32 v19, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB0_10
.LBB0_21:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_sub_u32_e32 v28, s13, v14
	v_ashrrev_i32_e32 v4, 31, v28
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v4, v28, v4
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v29, 2, v4
	v_cmp_lt_i32_e32 vcc, 3, v28
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_56
; %bb.22:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[4:5], 2, v[14:15]
	v_add_co_u32_e32 v16, vcc, v2, v4
	v_addc_co_u32_e32 v17, vcc, v3, v5, vcc
	v_add_co_u32_e32 v2, vcc, v14, v1
	v_addc_co_u32_e32 v3, vcc, v15, v13, vcc
	v_add_co_u32_e32 v2, vcc, v2, v26
	v_addc_co_u32_e32 v3, vcc, v3, v27, vcc
	v_mov_b32_e32 v4, s50
	v_add_co_u32_e32 v18, vcc, s49, v2
	v_addc_co_u32_e32 v19, vcc, v4, v3, vcc
	s_mov_b64 s[26:27], 0
	v_mov_b32_e32 v30, v29
	s_branch .LBB0_26
.LBB0_23:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[4:5], 20, v[4:5]
	v_cmp_gt_i32_e32 vcc, 16, v21
	v_min_i32_e32 v6, 15, v21
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 7, v4, vcc
	v_cmp_eq_u64_e64 s[0:1], 0, v[4:5]
	v_lshlrev_b32_e32 v5, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_and_b32_e32 v4, 7, v4
	v_and_b32_e32 v5, 0xf8, v5
	v_or3_b32 v2, v5, v2, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v4, v2, 0, s[0:1]
.LBB0_24:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[30:31]
.LBB0_25:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[28:29]
	v_lshlrev_b32_e32 v2, 24, v4
	v_lshlrev_b32_e32 v4, 16, v20
	v_lshl_or_b32 v3, v3, 8, v31
	v_or3_b32 v2, v3, v4, v2
	global_store_dword v[18:19], v2, off
	v_add_co_u32_e32 v18, vcc, 4, v18
	v_add_u32_e32 v30, -1, v30
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v30
	s_or_b64 s[26:27], vcc, s[26:27]
	v_add_co_u32_e32 v16, vcc, 16, v16
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB0_56
.LBB0_26:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[16:17], off
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v6, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v20, v6
	v_div_scale_f32 v21, vcc, v2, s14, v2
	v_fma_f32 v31, -v6, v20, 1.0
	v_fmac_f32_e32 v20, v31, v20
	v_mul_f32_e32 v31, v21, v20
	v_fma_f32 v32, -v6, v31, v21
	v_fmac_f32_e32 v31, v32, v20
	v_fma_f32 v6, -v6, v31, v21
	v_div_fmas_f32 v6, v6, v20, v31
	v_div_fixup_f32 v2, v6, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v31, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.27:                               ;   in Loop: Header=BB0_26 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v31, 0
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_33
; %bb.28:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v20, v2, 23, 8
	v_sub_u32_e32 v31, 0x78, v20
	v_cmp_gt_u32_e32 vcc, s54, v20
	v_and_b32_e32 v6, 0x7fffff, v2
	v_cndmask_b32_e32 v31, 0, v31, vcc
	v_cmp_eq_u32_e32 vcc, 0, v20
	v_or_b32_e32 v32, 0x800000, v6
	v_cndmask_b32_e32 v31, v31, v25, vcc
	v_add_u32_e32 v21, 0xffffff81, v20
	v_cndmask_b32_e32 v6, v32, v6, vcc
	v_add_u32_e32 v20, 20, v31
	v_cndmask_b32_e32 v33, v21, v24, vcc
	v_lshlrev_b64 v[20:21], v20, -1
	v_lshrrev_b64 v[36:37], v31, v[6:7]
	v_bfi_b32 v20, v20, 0, v6
	v_add_u32_e32 v32, 19, v31
	v_lshrrev_b32_e32 v6, 23, v36
	v_bfi_b32 v21, v21, 0, 0
	v_lshlrev_b64 v[34:35], v32, 1
	v_add3_u32 v33, v31, v33, v6
	v_bfe_u32 v6, v36, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[20:21], v[34:35]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v36
	v_add_u32_e32 v32, 7, v33
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v36
	v_cmp_ne_u32_e32 vcc, 0, v32
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr31
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.29:                               ;   in Loop: Header=BB0_26 Depth=2
	v_add_u32_e32 v20, 8, v33
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v31, v32, v20, vcc
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.30:                               ;   in Loop: Header=BB0_26 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.31:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v31, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
; %bb.32:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_min_i32_e32 v6, 15, v31
	v_cmp_gt_i32_e32 vcc, 16, v31
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_lshlrev_b32_e32 v6, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e32 vcc, 0, v31
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_and_b32_e32 v20, 7, v20
	v_and_b32_e32 v6, 0xf8, v6
	v_or3_b32 v2, v6, v2, v20
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v31, v2, 0, s[0:1]
.LBB0_33:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[30:31]
.LBB0_34:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[28:29]
	v_div_scale_f32 v2, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v6, v2
	v_div_scale_f32 v20, vcc, v3, s14, v3
	v_fma_f32 v21, -v2, v6, 1.0
	v_fmac_f32_e32 v6, v21, v6
	v_mul_f32_e32 v21, v20, v6
	v_fma_f32 v32, -v2, v21, v20
	v_fmac_f32_e32 v21, v32, v6
	v_fma_f32 v2, -v2, v21, v20
	v_div_fmas_f32 v2, v2, v6, v21
	v_div_fixup_f32 v2, v2, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v3, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_42
; %bb.35:                               ;   in Loop: Header=BB0_26 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_41
; %bb.36:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v6, v2, 23, 8
	v_sub_u32_e32 v21, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s54, v6
	v_and_b32_e32 v3, 0x7fffff, v2
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v32, 0x800000, v3
	v_cndmask_b32_e32 v38, v21, v25, vcc
	v_add_u32_e32 v20, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v32, v3, vcc
	v_add_u32_e32 v3, 20, v38
	v_cndmask_b32_e32 v33, v20, v24, vcc
	v_lshlrev_b64 v[20:21], v3, -1
	v_add_u32_e32 v3, 19, v38
	v_lshrrev_b64 v[36:37], v38, v[6:7]
	v_lshlrev_b64 v[34:35], v3, 1
	v_lshrrev_b32_e32 v3, 23, v36
	v_bfi_b32 v21, v21, 0, 0
	v_bfi_b32 v20, v20, 0, v6
	v_add3_u32 v33, v38, v33, v3
	v_bfe_u32 v3, v36, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[20:21], v[34:35]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v36
	v_add_u32_e32 v32, 7, v33
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v36
	v_cmp_ne_u32_e32 vcc, 0, v32
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.37:                               ;   in Loop: Header=BB0_26 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v3, 8, v33
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cndmask_b32_e32 v3, v32, v3, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.38:                               ;   in Loop: Header=BB0_26 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.39:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
; %bb.40:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_min_i32_e32 v6, 15, v3
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_lshlrev_b32_e32 v3, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_and_b32_e32 v6, 7, v20
	v_and_b32_e32 v3, 0xf8, v3
	v_or3_b32 v2, v3, v2, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, v2, 0, s[0:1]
.LBB0_41:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[30:31]
.LBB0_42:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[28:29]
	v_div_scale_f32 v2, s[0:1], s14, s14, v4
	v_rcp_f32_e32 v6, v2
	v_div_scale_f32 v20, vcc, v4, s14, v4
	v_fma_f32 v21, -v2, v6, 1.0
	v_fmac_f32_e32 v6, v21, v6
	v_mul_f32_e32 v21, v20, v6
	v_fma_f32 v32, -v2, v21, v20
	v_fmac_f32_e32 v21, v32, v6
	v_fma_f32 v2, -v2, v21, v20
	v_div_fmas_f32 v2, v2, v6, v21
	v_div_fixup_f32 v2, v2, s14, v4
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v20, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_50
; %bb.43:                               ;   in Loop: Header=BB0_26 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_49
; %bb.44:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v6, v2, 23, 8
	v_sub_u32_e32 v21, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s54, v6
	v_and_b32_e32 v4, 0x7fffff, v2
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v32, 0x800000, v4
	v_cndmask_b32_e32 v38, v21, v25, vcc
	v_add_u32_e32 v20, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v32, v4, vcc
	v_add_u32_e32 v4, 20, v38
	v_cndmask_b32_e32 v33, v20, v24, vcc
	v_lshlrev_b64 v[20:21], v4, -1
	v_add_u32_e32 v4, 19, v38
	v_lshrrev_b64 v[36:37], v38, v[6:7]
	v_lshlrev_b64 v[34:35], v4, 1
	v_lshrrev_b32_e32 v4, 23, v36
	v_bfi_b32 v21, v21, 0, 0
	v_bfi_b32 v20, v20, 0, v6
	v_add3_u32 v33, v38, v33, v4
	v_bfe_u32 v4, v36, 20, 1
	v_add_u32_e32 v4, -1, v4
	v_cmp_eq_u64_e32 vcc, v[20:21], v[34:35]
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v4, v4, v36
	v_add_u32_e32 v32, 7, v33
	v_and_b32_e32 v4, 0xfffff, v4
	v_add_u32_e32 v6, v4, v36
	v_cmp_ne_u32_e32 vcc, 0, v32
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.45:                               ;   in Loop: Header=BB0_26 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v4, 8, v33
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cndmask_b32_e32 v4, v32, v4, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.46:                               ;   in Loop: Header=BB0_26 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.47:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v4, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
; %bb.48:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_min_i32_e32 v6, 15, v4
	v_cmp_gt_i32_e32 vcc, 16, v4
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_lshlrev_b32_e32 v4, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_and_b32_e32 v6, 7, v20
	v_and_b32_e32 v4, 0xf8, v4
	v_or3_b32 v2, v4, v2, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v20, v2, 0, s[0:1]
.LBB0_49:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[30:31]
.LBB0_50:                               ;   in Loop: Header=BB0_26 Depth=2
	s_or_b64 exec, exec, s[28:29]
	v_div_scale_f32 v2, s[0:1], s14, s14, v5
	v_rcp_f32_e32 v4, v2
	v_div_scale_f32 v6, vcc, v5, s14, v5
	v_fma_f32 v21, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v21, v4
	v_mul_f32_e32 v21, v6, v4
	v_fma_f32 v32, -v2, v21, v6
	v_fmac_f32_e32 v21, v32, v4
	v_fma_f32 v2, -v2, v21, v6
	v_div_fmas_f32 v2, v2, v4, v21
	v_div_fixup_f32 v2, v2, s14, v5
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v4, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_25
; %bb.51:                               ;   in Loop: Header=BB0_26 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_24
; %bb.52:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v5, v2, 23, 8
	v_sub_u32_e32 v21, 0x78, v5
	v_cmp_gt_u32_e32 vcc, s54, v5
	v_and_b32_e32 v4, 0x7fffff, v2
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v6, 0xffffff81, v5
	v_or_b32_e32 v32, 0x800000, v4
	v_cndmask_b32_e32 v21, v21, v25, vcc
	v_cndmask_b32_e32 v33, v6, v24, vcc
	v_cndmask_b32_e32 v6, v32, v4, vcc
	v_add_u32_e32 v4, 20, v21
	v_lshlrev_b64 v[4:5], v4, -1
	v_lshrrev_b64 v[36:37], v21, v[6:7]
	v_bfi_b32 v4, v4, 0, v6
	v_add_u32_e32 v32, 19, v21
	v_lshrrev_b32_e32 v6, 23, v36
	v_bfi_b32 v5, v5, 0, 0
	v_lshlrev_b64 v[34:35], v32, 1
	v_add3_u32 v33, v21, v33, v6
	v_bfe_u32 v6, v36, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[4:5], v[34:35]
	v_cndmask_b32_e32 v4, 0, v6, vcc
	v_add_u32_e32 v4, v4, v36
	v_add_u32_e32 v32, 7, v33
	v_and_b32_e32 v4, 0xfffff, v4
	v_add_u32_e32 v6, v4, v36
	v_cmp_ne_u32_e32 vcc, 0, v32
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.53:                               ;   in Loop: Header=BB0_26 Depth=2
	v_add_u32_e32 v4, 8, v33
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v21, v32, v4, vcc
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_lshrrev_b64 v[4:5], v4, v[6:7]
; %bb.54:                               ;   in Loop: Header=BB0_26 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.55:                               ;   in Loop: Header=BB0_26 Depth=2
	v_bfe_u32 v21, v6, 23, 1
	v_pk_mov_b32 v[4:5], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB0_23
.LBB0_56:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_lshlrev_b32_e32 v2, 2, v29
	v_cmp_lt_i32_e32 vcc, v2, v28
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_69
; %bb.57:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[4:5], 2, v[14:15]
	v_add_co_u32_e32 v3, vcc, v4, v10
	v_addc_co_u32_e32 v4, vcc, v5, v11, vcc
	v_add_co_u32_e32 v6, vcc, v3, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_co_u32_e32 v16, vcc, v4, v9, vcc
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v5, vcc, v16, v5, vcc
	v_mov_b32_e32 v6, s40
	v_add_co_u32_e32 v4, vcc, s39, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_add_co_u32_e32 v6, vcc, v14, v1
	v_addc_co_u32_e32 v14, vcc, v15, v13, vcc
	v_add_co_u32_e32 v6, vcc, v6, v26
	v_addc_co_u32_e32 v14, vcc, v14, v27, vcc
	v_add_co_u32_e32 v6, vcc, v6, v2
	v_addc_co_u32_e32 v3, vcc, v14, v3, vcc
	v_mov_b32_e32 v15, s50
	v_add_co_u32_e32 v14, vcc, s49, v6
	v_addc_co_u32_e32 v15, vcc, v15, v3, vcc
	s_mov_b64 s[26:27], 0
	s_branch .LBB0_62
.LBB0_58:                               ;   in Loop: Header=BB0_62 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_sdwa v6, v16, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b64 v[16:17], 20, v[18:19]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_min_i32_e32 v18, 15, v3
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cndmask_b32_e32 v16, 7, v16, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[16:17]
	v_lshl_or_b32 v3, v18, 3, v6
	v_and_or_b32 v3, v16, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, v3, 0, s[0:1]
.LBB0_59:                               ;   in Loop: Header=BB0_62 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB0_60:                               ;   in Loop: Header=BB0_62 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB0_61:                               ;   in Loop: Header=BB0_62 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_add_co_u32_e32 v4, vcc, 4, v4
	v_add_u32_e32 v2, 1, v2
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_ge_i32_e32 vcc, v2, v28
	global_store_byte v[14:15], v3, off
	s_or_b64 s[26:27], vcc, s[26:27]
	v_add_co_u32_e32 v14, vcc, 1, v14
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB0_69
.LBB0_62:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v6, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v16, v6
	v_div_scale_f32 v17, vcc, v3, s14, v3
	v_fma_f32 v18, -v6, v16, 1.0
	v_fmac_f32_e32 v16, v18, v16
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v19, -v6, v18, v17
	v_fmac_f32_e32 v18, v19, v16
	v_fma_f32 v6, -v6, v18, v17
	v_div_fmas_f32 v6, v6, v16, v18
	v_div_fixup_f32 v16, v6, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v16
	v_or_b32_sdwa v3, v16, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB0_61
; %bb.63:                               ;   in Loop: Header=BB0_62 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v16
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB0_60
; %bb.64:                               ;   in Loop: Header=BB0_62 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_59
; %bb.65:                               ;   in Loop: Header=BB0_62 Depth=2
	v_bfe_u32 v6, v16, 23, 8
	v_sub_u32_e32 v18, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s54, v6
	v_and_b32_e32 v3, 0x7fffff, v16
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v19, 0x800000, v3
	v_cndmask_b32_e32 v20, v18, v25, vcc
	v_add_u32_e32 v17, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v19, v3, vcc
	v_add_u32_e32 v3, 20, v20
	v_lshlrev_b64 v[18:19], v3, -1
	v_add_u32_e32 v3, 19, v20
	v_lshrrev_b64 v[30:31], v20, v[6:7]
	v_cndmask_b32_e32 v17, v17, v24, vcc
	v_lshlrev_b64 v[26:27], v3, 1
	v_lshrrev_b32_e32 v3, 23, v30
	v_bfi_b32 v19, v19, 0, 0
	v_bfi_b32 v18, v18, 0, v6
	v_add3_u32 v20, v20, v17, v3
	v_bfe_u32 v3, v30, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[18:19], v[26:27]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v30
	v_add_u32_e32 v17, 7, v20
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v30
	v_cmp_ne_u32_e32 vcc, 0, v17
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.66:                               ;   in Loop: Header=BB0_62 Depth=2
	v_add_u32_e32 v3, 8, v20
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v17, v3, vcc
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_lshrrev_b64 v[18:19], v17, v[6:7]
; %bb.67:                               ;   in Loop: Header=BB0_62 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_58
; %bb.68:                               ;   in Loop: Header=BB0_62 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[18:19], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB0_58
.LBB0_69:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[24:25]
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
.LBB0_70:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB0_106
; %bb.71:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_106
; %bb.72:                               ;   in Loop: Header=BB0_7 Depth=1
	v_add_co_u32_e32 v2, vcc, v1, v26
	v_addc_co_u32_e32 v3, vcc, v13, v27, vcc
	v_mov_b32_e32 v4, s50
	v_add_co_u32_e32 v14, vcc, s49, v2
	v_addc_co_u32_e32 v15, vcc, v4, v3, vcc
	v_add_co_u32_e32 v2, vcc, v10, v8
	v_addc_co_u32_e32 v3, vcc, v11, v9, vcc
	v_mov_b32_e32 v4, s52
	v_add_co_u32_e32 v16, vcc, s51, v2
	v_addc_co_u32_e32 v17, vcc, v4, v3, vcc
	s_mov_b32 s28, s10
	s_branch .LBB0_76
.LBB0_73:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[4:5], 20, v[4:5]
	v_cmp_gt_i32_e32 vcc, 16, v19
	v_min_i32_e32 v6, 15, v19
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 7, v4, vcc
	v_cmp_eq_u64_e64 s[0:1], 0, v[4:5]
	v_lshlrev_b32_e32 v5, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_and_b32_e32 v4, 7, v4
	v_and_b32_e32 v5, 0xf8, v5
	v_or3_b32 v2, v5, v2, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v4, v2, 0, s[0:1]
.LBB0_74:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[26:27]
.LBB0_75:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[24:25]
	v_lshlrev_b32_e32 v2, 24, v4
	v_lshlrev_b32_e32 v4, 16, v18
	v_lshl_or_b32 v3, v3, 8, v20
	v_or3_b32 v2, v3, v4, v2
	global_store_dword v[14:15], v2, off
	v_add_co_u32_e32 v14, vcc, 4, v14
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	s_add_i32 s28, s28, -1
	v_add_co_u32_e32 v16, vcc, 16, v16
	s_cmp_eq_u32 s28, 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	s_cbranch_scc1 .LBB0_106
.LBB0_76:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[16:17], off offset:-8
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v6, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v18, v6
	v_div_scale_f32 v19, vcc, v2, s14, v2
	v_fma_f32 v20, -v6, v18, 1.0
	v_fmac_f32_e32 v18, v20, v18
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v6, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v6, -v6, v20, v19
	v_div_fmas_f32 v6, v6, v18, v20
	v_div_fixup_f32 v2, v6, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v20, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_cbranch_execz .LBB0_84
; %bb.77:                               ;   in Loop: Header=BB0_76 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_83
; %bb.78:                               ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v18, v2, 23, 8
	v_sub_u32_e32 v20, 0x78, v18
	v_cmp_gt_u32_e32 vcc, s54, v18
	v_and_b32_e32 v6, 0x7fffff, v2
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v18
	v_or_b32_e32 v21, 0x800000, v6
	v_cndmask_b32_e32 v27, v20, v25, vcc
	v_add_u32_e32 v19, 0xffffff81, v18
	v_cndmask_b32_e32 v6, v21, v6, vcc
	v_add_u32_e32 v18, 20, v27
	v_add_u32_e32 v20, 19, v27
	v_cndmask_b32_e32 v26, v19, v24, vcc
	v_lshlrev_b64 v[18:19], v18, -1
	v_lshlrev_b64 v[28:29], v20, 1
	v_lshrrev_b64 v[20:21], v27, v[6:7]
	v_bfi_b32 v18, v18, 0, v6
	v_lshrrev_b32_e32 v6, 23, v20
	v_bfi_b32 v19, v19, 0, 0
	v_add3_u32 v26, v27, v26, v6
	v_bfe_u32 v6, v20, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[18:19], v[28:29]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v20
	v_add_u32_e32 v21, 7, v26
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v20
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr20
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.79:                               ;   in Loop: Header=BB0_76 Depth=2
	v_add_u32_e32 v18, 8, v26
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v20, v21, v18, vcc
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_lshrrev_b64 v[18:19], v18, v[6:7]
; %bb.80:                               ;   in Loop: Header=BB0_76 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.81:                               ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v20, v6, 23, 1
	v_pk_mov_b32 v[18:19], v[6:7], v[6:7] op_sel:[0,1]
; %bb.82:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_min_i32_e32 v6, 15, v20
	v_cmp_gt_i32_e32 vcc, 16, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 7, v18, vcc
	v_lshlrev_b32_e32 v6, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e32 vcc, 0, v20
	v_cmp_eq_u64_e64 s[0:1], 0, v[18:19]
	v_and_b32_e32 v18, 7, v18
	v_and_b32_e32 v6, 0xf8, v6
	v_or3_b32 v2, v6, v2, v18
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v20, v2, 0, s[0:1]
.LBB0_83:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[26:27]
.LBB0_84:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[24:25]
	v_div_scale_f32 v2, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v6, v2
	v_div_scale_f32 v18, vcc, v3, s14, v3
	v_fma_f32 v19, -v2, v6, 1.0
	v_fmac_f32_e32 v6, v19, v6
	v_mul_f32_e32 v19, v18, v6
	v_fma_f32 v21, -v2, v19, v18
	v_fmac_f32_e32 v19, v21, v6
	v_fma_f32 v2, -v2, v19, v18
	v_div_fmas_f32 v2, v2, v6, v19
	v_div_fixup_f32 v2, v2, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v3, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_cbranch_execz .LBB0_92
; %bb.85:                               ;   in Loop: Header=BB0_76 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_91
; %bb.86:                               ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v6, v2, 23, 8
	v_sub_u32_e32 v19, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s54, v6
	v_and_b32_e32 v3, 0x7fffff, v2
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v21, 0x800000, v3
	v_cndmask_b32_e32 v27, v19, v25, vcc
	v_add_u32_e32 v18, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v21, v3, vcc
	v_add_u32_e32 v3, 20, v27
	v_cndmask_b32_e32 v26, v18, v24, vcc
	v_lshlrev_b64 v[18:19], v3, -1
	v_add_u32_e32 v3, 19, v27
	v_lshrrev_b64 v[30:31], v27, v[6:7]
	v_lshlrev_b64 v[28:29], v3, 1
	v_lshrrev_b32_e32 v3, 23, v30
	v_bfi_b32 v19, v19, 0, 0
	v_bfi_b32 v18, v18, 0, v6
	v_add3_u32 v26, v27, v26, v3
	v_bfe_u32 v3, v30, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[18:19], v[28:29]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v30
	v_add_u32_e32 v21, 7, v26
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v30
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.87:                               ;   in Loop: Header=BB0_76 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v3, 8, v26
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_cndmask_b32_e32 v3, v21, v3, vcc
	v_lshrrev_b64 v[18:19], v18, v[6:7]
; %bb.88:                               ;   in Loop: Header=BB0_76 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.89:                               ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[18:19], v[6:7], v[6:7] op_sel:[0,1]
; %bb.90:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_min_i32_e32 v6, 15, v3
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 7, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_lshlrev_b32_e32 v3, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u64_e64 s[0:1], 0, v[18:19]
	v_and_b32_e32 v6, 7, v18
	v_and_b32_e32 v3, 0xf8, v3
	v_or3_b32 v2, v3, v2, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, v2, 0, s[0:1]
.LBB0_91:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[26:27]
.LBB0_92:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[24:25]
	v_div_scale_f32 v2, s[0:1], s14, s14, v4
	v_rcp_f32_e32 v6, v2
	v_div_scale_f32 v18, vcc, v4, s14, v4
	v_fma_f32 v19, -v2, v6, 1.0
	v_fmac_f32_e32 v6, v19, v6
	v_mul_f32_e32 v19, v18, v6
	v_fma_f32 v21, -v2, v19, v18
	v_fmac_f32_e32 v19, v21, v6
	v_fma_f32 v2, -v2, v19, v18
	v_div_fmas_f32 v2, v2, v6, v19
	v_div_fixup_f32 v2, v2, s14, v4
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v18, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_cbranch_execz .LBB0_100
; %bb.93:                               ;   in Loop: Header=BB0_76 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_99
; %bb.94:                               ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v6, v2, 23, 8
	v_sub_u32_e32 v19, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s54, v6
	v_and_b32_e32 v4, 0x7fffff, v2
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v21, 0x800000, v4
	v_cndmask_b32_e32 v27, v19, v25, vcc
	v_add_u32_e32 v18, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v21, v4, vcc
	v_add_u32_e32 v4, 20, v27
	v_cndmask_b32_e32 v26, v18, v24, vcc
	v_lshlrev_b64 v[18:19], v4, -1
	v_add_u32_e32 v4, 19, v27
	v_lshrrev_b64 v[30:31], v27, v[6:7]
	v_lshlrev_b64 v[28:29], v4, 1
	v_lshrrev_b32_e32 v4, 23, v30
	v_bfi_b32 v19, v19, 0, 0
	v_bfi_b32 v18, v18, 0, v6
	v_add3_u32 v26, v27, v26, v4
	v_bfe_u32 v4, v30, 20, 1
	v_add_u32_e32 v4, -1, v4
	v_cmp_eq_u64_e32 vcc, v[18:19], v[28:29]
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v4, v4, v30
	v_add_u32_e32 v21, 7, v26
	v_and_b32_e32 v4, 0xfffff, v4
	v_add_u32_e32 v6, v4, v30
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.95:                               ;   in Loop: Header=BB0_76 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v4, 8, v26
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_cndmask_b32_e32 v4, v21, v4, vcc
	v_lshrrev_b64 v[18:19], v18, v[6:7]
; %bb.96:                               ;   in Loop: Header=BB0_76 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.97:                               ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v4, v6, 23, 1
	v_pk_mov_b32 v[18:19], v[6:7], v[6:7] op_sel:[0,1]
; %bb.98:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_min_i32_e32 v6, 15, v4
	v_cmp_gt_i32_e32 vcc, 16, v4
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 7, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_lshlrev_b32_e32 v4, 3, v6
	v_and_b32_sdwa v2, v2, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u64_e64 s[0:1], 0, v[18:19]
	v_and_b32_e32 v6, 7, v18
	v_and_b32_e32 v4, 0xf8, v4
	v_or3_b32 v2, v4, v2, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v18, v2, 0, s[0:1]
.LBB0_99:                               ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[26:27]
.LBB0_100:                              ;   in Loop: Header=BB0_76 Depth=2
	s_or_b64 exec, exec, s[24:25]
	v_div_scale_f32 v2, s[0:1], s14, s14, v5
	v_rcp_f32_e32 v4, v2
	v_div_scale_f32 v6, vcc, v5, s14, v5
	v_fma_f32 v19, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v19, v4
	v_mul_f32_e32 v19, v6, v4
	v_fma_f32 v21, -v2, v19, v6
	v_fmac_f32_e32 v19, v21, v4
	v_fma_f32 v2, -v2, v19, v6
	v_div_fmas_f32 v2, v2, v4, v19
	v_div_fixup_f32 v2, v2, s14, v5
	v_and_b32_e32 v6, 0x7f800000, v2
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e64 s[0:1], s[18:19], v[6:7]
	v_or_b32_sdwa v4, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_cbranch_execz .LBB0_75
; %bb.101:                              ;   in Loop: Header=BB0_76 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_74
; %bb.102:                              ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v5, v2, 23, 8
	v_sub_u32_e32 v19, 0x78, v5
	v_cmp_gt_u32_e32 vcc, s54, v5
	v_and_b32_e32 v4, 0x7fffff, v2
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v6, 0xffffff81, v5
	v_or_b32_e32 v21, 0x800000, v4
	v_cndmask_b32_e32 v19, v19, v25, vcc
	v_cndmask_b32_e32 v26, v6, v24, vcc
	v_cndmask_b32_e32 v6, v21, v4, vcc
	v_add_u32_e32 v4, 20, v19
	v_lshlrev_b64 v[4:5], v4, -1
	v_lshrrev_b64 v[30:31], v19, v[6:7]
	v_bfi_b32 v4, v4, 0, v6
	v_add_u32_e32 v21, 19, v19
	v_lshrrev_b32_e32 v6, 23, v30
	v_bfi_b32 v5, v5, 0, 0
	v_lshlrev_b64 v[28:29], v21, 1
	v_add3_u32 v26, v19, v26, v6
	v_bfe_u32 v6, v30, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[4:5], v[28:29]
	v_cndmask_b32_e32 v4, 0, v6, vcc
	v_add_u32_e32 v4, v4, v30
	v_add_u32_e32 v21, 7, v26
	v_and_b32_e32 v4, 0xfffff, v4
	v_add_u32_e32 v6, v4, v30
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.103:                              ;   in Loop: Header=BB0_76 Depth=2
	v_add_u32_e32 v4, 8, v26
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v19, v21, v4, vcc
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_lshrrev_b64 v[4:5], v4, v[6:7]
; %bb.104:                              ;   in Loop: Header=BB0_76 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_73
; %bb.105:                              ;   in Loop: Header=BB0_76 Depth=2
	v_bfe_u32 v19, v6, 23, 1
	v_pk_mov_b32 v[4:5], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB0_73
.LBB0_106:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[22:23]
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_6
; %bb.107:                              ;   in Loop: Header=BB0_7 Depth=1
	v_mov_b32_e32 v2, s42
	v_add_co_u32_e32 v3, vcc, s41, v8
	v_addc_co_u32_e32 v6, vcc, v2, v9, vcc
	v_add_co_u32_e32 v2, vcc, v3, v10
	v_addc_co_u32_e32 v3, vcc, v6, v11, vcc
	v_mov_b32_e32 v6, s44
	v_add_co_u32_e32 v1, vcc, s43, v1
	v_mul_lo_u32 v4, v12, s12
	v_addc_co_u32_e32 v6, vcc, v6, v13, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v1, vcc, v1, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_mov_b32_e32 v6, s38
	v_add_co_u32_e32 v4, vcc, s37, v1
	v_addc_co_u32_e32 v1, vcc, v5, v6, vcc
	s_mov_b32 s28, 0
	s_mov_b32 s29, s13
	s_branch .LBB0_112
.LBB0_108:                              ;   in Loop: Header=BB0_112 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_sdwa v6, v8, s55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b64 v[8:9], 20, v[10:11]
	v_cmp_gt_i32_e32 vcc, 16, v5
	v_min_i32_e32 v10, 15, v5
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_cndmask_b32_e32 v8, 7, v8, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cmp_eq_u64_e64 s[0:1], 0, v[8:9]
	v_lshl_or_b32 v5, v10, 3, v6
	v_and_or_b32 v5, v8, 7, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v5, v5, 0, s[0:1]
.LBB0_109:                              ;   in Loop: Header=BB0_112 Depth=2
	s_or_b64 exec, exec, s[26:27]
.LBB0_110:                              ;   in Loop: Header=BB0_112 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
.LBB0_111:                              ;   in Loop: Header=BB0_112 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[22:23]
	s_or_b64 exec, exec, s[0:1]
	s_ashr_i32 s0, s28, 31
	v_mov_b32_e32 v6, s0
	v_add_co_u32_e32 v8, vcc, s28, v4
	v_addc_co_u32_e32 v9, vcc, v1, v6, vcc
	s_add_i32 s29, s29, -1
	s_add_i32 s28, s28, s12
	v_add_co_u32_e32 v2, vcc, 4, v2
	s_cmp_eq_u32 s29, 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_store_byte v[8:9], v5, off
	s_cbranch_scc1 .LBB0_6
.LBB0_112:                              ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v5, v[2:3], off
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v6, s[0:1], s15, s15, v5
	v_rcp_f32_e32 v8, v6
	v_div_scale_f32 v9, vcc, v5, s15, v5
	v_fma_f32 v10, -v6, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v6, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v6, -v6, v10, v9
	v_div_fmas_f32 v6, v6, v8, v10
	v_div_fixup_f32 v8, v6, s15, v5
	v_and_b32_e32 v6, 0x7f800000, v8
	v_or_b32_sdwa v5, v8, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[22:23], exec, s[0:1]
	s_cbranch_execz .LBB0_111
; %bb.113:                              ;   in Loop: Header=BB0_112 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v8
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB0_110
; %bb.114:                              ;   in Loop: Header=BB0_112 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_109
; %bb.115:                              ;   in Loop: Header=BB0_112 Depth=2
	v_bfe_u32 v6, v8, 23, 8
	v_sub_u32_e32 v10, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s54, v6
	v_and_b32_e32 v5, 0x7fffff, v8
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v11, 0x800000, v5
	v_cndmask_b32_e32 v12, v10, v25, vcc
	v_add_u32_e32 v9, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v11, v5, vcc
	v_add_u32_e32 v5, 20, v12
	v_lshlrev_b64 v[10:11], v5, -1
	v_add_u32_e32 v5, 19, v12
	v_lshrrev_b64 v[16:17], v12, v[6:7]
	v_cndmask_b32_e32 v9, v9, v24, vcc
	v_lshlrev_b64 v[14:15], v5, 1
	v_lshrrev_b32_e32 v5, 23, v16
	v_bfi_b32 v11, v11, 0, 0
	v_bfi_b32 v10, v10, 0, v6
	v_add3_u32 v12, v12, v9, v5
	v_bfe_u32 v5, v16, 20, 1
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u64_e32 vcc, v[10:11], v[14:15]
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_add_u32_e32 v5, v5, v16
	v_add_u32_e32 v9, 7, v12
	v_and_b32_e32 v5, 0xfffff, v5
	v_add_u32_e32 v6, v5, v16
	v_cmp_ne_u32_e32 vcc, 0, v9
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.116:                              ;   in Loop: Header=BB0_112 Depth=2
	v_add_u32_e32 v5, 8, v12
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v5, v9, v5, vcc
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_lshrrev_b64 v[10:11], v9, v[6:7]
; %bb.117:                              ;   in Loop: Header=BB0_112 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_108
; %bb.118:                              ;   in Loop: Header=BB0_112 Depth=2
	v_bfe_u32 v5, v6, 23, 1
	v_pk_mov_b32 v[10:11], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB0_108
.LBB0_119:
	s_endpgm
.LBB0_120:
                                        ; implicit-def: $sgpr24_sgpr25
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,comdat
.Lfunc_end0:
	.size	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff, .Lfunc_end0-_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
                                        ; -- End function
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_vgpr, 39
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_agpr, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.numbered_sgpr, 56
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_named_barrier, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.private_seg_size, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.uses_vcc, 1
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.uses_flat_scratch, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_dyn_sized_stack, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_recursion, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7292
; TotalNumSgprs: 60
; NumVgprs: 39
; NumAgprs: 0
; TotalNumVgprs: 39
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 39
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,comdat
	.protected	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff ; -- Begin function _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
	.globl	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
	.p2align	8
	.type	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,@function
_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff: ; @_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_mov_b32 s7, 0
	s_lshl_b64 s[2:3], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[2:3], s[0:1], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB1_215
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	s_or_b64 s[16:17], s[0:1], s[2:3]
	s_mov_b32 s16, s7
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc0 .LBB1_216
; %bb.2:
	s_ashr_i32 s16, s3, 31
	s_add_u32 s18, s2, s16
	s_mov_b32 s17, s16
	s_addc_u32 s19, s3, s16
	s_xor_b64 s[20:21], s[18:19], s[16:17]
	v_cvt_f32_u32_e32 v1, s20
	v_cvt_f32_u32_e32 v2, s21
	s_sub_u32 s7, 0, s20
	s_subb_u32 s22, 0, s21
	v_madmk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_madmk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s23, v2
	v_readfirstlane_b32 s24, v1
	s_mul_i32 s25, s7, s23
	s_mul_hi_u32 s27, s7, s24
	s_mul_i32 s26, s22, s24
	s_add_i32 s25, s27, s25
	s_add_i32 s25, s25, s26
	s_mul_i32 s28, s7, s24
	s_mul_i32 s27, s24, s25
	s_mul_hi_u32 s29, s24, s28
	s_mul_hi_u32 s26, s24, s25
	s_add_u32 s27, s29, s27
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s30, s23, s28
	s_mul_i32 s28, s23, s28
	s_add_u32 s27, s27, s28
	s_mul_hi_u32 s29, s23, s25
	s_addc_u32 s26, s26, s30
	s_addc_u32 s27, s29, 0
	s_mul_i32 s25, s23, s25
	s_add_u32 s25, s26, s25
	s_addc_u32 s26, 0, s27
	s_add_u32 s24, s24, s25
	s_addc_u32 s23, s23, s26
	s_mul_i32 s25, s7, s23
	s_mul_hi_u32 s26, s7, s24
	s_add_i32 s25, s26, s25
	s_mul_i32 s22, s22, s24
	s_add_i32 s25, s25, s22
	s_mul_i32 s7, s7, s24
	s_mul_hi_u32 s26, s23, s7
	s_mul_i32 s27, s23, s7
	s_mul_i32 s29, s24, s25
	s_mul_hi_u32 s7, s24, s7
	s_mul_hi_u32 s28, s24, s25
	s_add_u32 s7, s7, s29
	s_addc_u32 s28, 0, s28
	s_add_u32 s7, s7, s27
	s_mul_hi_u32 s22, s23, s25
	s_addc_u32 s7, s28, s26
	s_addc_u32 s22, s22, 0
	s_mul_i32 s25, s23, s25
	s_add_u32 s7, s7, s25
	s_addc_u32 s22, 0, s22
	s_add_u32 s7, s24, s7
	s_addc_u32 s26, s23, s22
	s_ashr_i32 s22, s1, 31
	s_add_u32 s24, s0, s22
	s_mov_b32 s23, s22
	s_addc_u32 s25, s1, s22
	s_xor_b64 s[24:25], s[24:25], s[22:23]
	s_mul_i32 s28, s24, s26
	s_mul_hi_u32 s29, s24, s7
	s_mul_hi_u32 s27, s24, s26
	s_add_u32 s28, s29, s28
	s_addc_u32 s27, 0, s27
	s_mul_hi_u32 s30, s25, s7
	s_mul_i32 s7, s25, s7
	s_add_u32 s7, s28, s7
	s_mul_hi_u32 s29, s25, s26
	s_addc_u32 s7, s27, s30
	s_addc_u32 s27, s29, 0
	s_mul_i32 s26, s25, s26
	s_add_u32 s7, s7, s26
	s_addc_u32 s28, 0, s27
	s_mul_i32 s26, s20, s28
	s_mul_hi_u32 s27, s20, s7
	s_add_i32 s26, s27, s26
	s_mul_i32 s27, s21, s7
	s_add_i32 s29, s26, s27
	s_sub_i32 s30, s25, s29
	s_mul_i32 s26, s20, s7
	s_sub_u32 s24, s24, s26
	s_cselect_b64 s[26:27], -1, 0
	s_subb_u32 s30, s30, s21
	s_sub_u32 s31, s24, s20
	s_subb_u32 s30, s30, 0
	s_cmp_ge_u32 s30, s21
	s_cselect_b32 s33, -1, 0
	s_cmp_ge_u32 s31, s20
	s_cselect_b32 s31, -1, 0
	s_cmp_eq_u32 s30, s21
	s_cselect_b32 s30, s31, s33
	s_add_u32 s31, s7, 1
	s_addc_u32 s33, s28, 0
	s_add_u32 s34, s7, 2
	s_addc_u32 s35, s28, 0
	s_cmp_lg_u32 s30, 0
	s_cselect_b32 s30, s34, s31
	s_cselect_b32 s31, s35, s33
	s_cmp_lg_u64 s[26:27], 0
	s_subb_u32 s25, s25, s29
	s_cmp_ge_u32 s25, s21
	s_cselect_b32 s26, -1, 0
	s_cmp_ge_u32 s24, s20
	s_cselect_b32 s20, -1, 0
	s_cmp_eq_u32 s25, s21
	s_cselect_b32 s20, s20, s26
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s21, s31, s28
	s_cselect_b32 s20, s30, s7
	s_xor_b64 s[16:17], s[22:23], s[16:17]
	s_xor_b64 s[20:21], s[20:21], s[16:17]
	s_sub_u32 s24, s20, s16
	s_subb_u32 s25, s21, s17
	s_cbranch_execnz .LBB1_4
.LBB1_3:
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s7, 0, s2
	s_mov_b32 s25, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s7, s7, s16
	s_mul_hi_u32 s7, s16, s7
	s_add_i32 s16, s16, s7
	s_mul_hi_u32 s7, s0, s16
	s_mul_i32 s17, s7, s2
	s_sub_i32 s17, s0, s17
	s_add_i32 s16, s7, 1
	s_sub_i32 s18, s17, s2
	s_cmp_ge_u32 s17, s2
	s_cselect_b32 s7, s16, s7
	s_cselect_b32 s17, s18, s17
	s_add_i32 s16, s7, 1
	s_cmp_ge_u32 s17, s2
	s_cselect_b32 s24, s16, s7
.LBB1_4:
	s_abs_i32 s7, s13
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s18, 0, s7
	s_abs_i32 s17, s11
	s_xor_b32 s16, s11, s13
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s16, s16, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s17, s19
	s_mul_i32 s19, s18, s7
	s_sub_i32 s17, s17, s19
	s_add_i32 s20, s18, 1
	s_sub_i32 s19, s17, s7
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s18, s20, s18
	s_cselect_b32 s17, s19, s17
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s7, s19, s18
	s_xor_b32 s7, s7, s16
	s_sub_i32 s33, s7, s16
	s_mul_i32 s36, s33, s10
	v_cmp_gt_i32_e32 vcc, s36, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_215
; %bb.5:
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s7, s24, s2
	s_add_i32 s3, s7, s3
	s_mul_i32 s7, s25, s2
	s_add_i32 s28, s3, s7
	s_mul_i32 s29, s24, s2
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_sub_u32 s37, s0, s29
	s_subb_u32 s38, s1, s28
	s_ashr_i32 s3, s8, 31
	s_mul_hi_u32 s7, s8, s6
	s_mul_i32 s3, s3, s6
	s_add_i32 s27, s7, s3
	s_mul_i32 s26, s8, s6
	s_lshl_b64 s[26:27], s[26:27], 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s39, s16, s26
	s_addc_u32 s40, s17, s27
	s_ashr_i32 s3, s9, 31
	s_mul_hi_u32 s7, s9, s6
	s_mul_i32 s3, s3, s6
	s_add_i32 s7, s7, s3
	s_mul_i32 s3, s36, s25
	s_mul_hi_u32 s8, s36, s24
	s_mul_hi_i32 s16, s10, s33
	s_add_i32 s3, s8, s3
	s_mul_i32 s8, s16, s24
	s_mul_i32 s6, s9, s6
	s_add_i32 s3, s3, s8
	s_mul_i32 s8, s36, s24
	s_mul_hi_i32 s9, s13, s2
	s_mul_i32 s2, s13, s2
	s_mul_hi_u32 s10, s2, s8
	s_mul_i32 s3, s2, s3
	s_add_i32 s3, s10, s3
	s_mul_i32 s9, s9, s8
	s_ashr_i32 s17, s13, 31
	s_add_i32 s24, s3, s9
	s_mul_i32 s25, s2, s8
	s_and_b32 s2, s13, 7
	s_cmp_eq_u32 s2, 0
	s_cselect_b64 s[8:9], -1, 0
	s_ashr_i32 s10, s13, 3
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[2:3], -1, 0
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s41, s18, s6
	s_addc_u32 s42, s19, s7
	s_add_u32 s43, s22, s25
	s_addc_u32 s44, s23, s24
	s_cmp_gt_i32 s13, 0
	s_cselect_b64 s[6:7], -1, 0
	s_abs_i32 s45, s33
	v_cvt_f32_u32_e32 v1, s45
	s_load_dword s4, s[4:5], 0x54
	s_ashr_i32 s48, s33, 31
	s_mul_i32 s46, s13, s12
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s47, s4, 0xffff
	s_sub_i32 s4, 0, s45
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v35, s40
	s_movk_i32 s51, 0x7f
	s_mov_b64 s[18:19], 0x43700001
	v_mul_lo_u32 v2, s4, v1
	s_add_u32 s4, s36, -1
	s_addc_u32 s5, s16, -1
	s_mul_i32 s5, s29, s5
	s_mul_hi_u32 s16, s29, s4
	s_mul_i32 s28, s28, s4
	s_add_i32 s5, s16, s5
	s_add_i32 s5, s5, s28
	s_mul_i32 s29, s29, s4
	s_add_u32 s0, s0, s29
	s_addc_u32 s1, s1, s5
	s_mul_i32 s4, s0, s17
	s_mul_hi_u32 s5, s0, s13
	s_add_i32 s4, s5, s4
	s_mul_i32 s1, s1, s13
	s_add_i32 s4, s4, s1
	s_mul_i32 s0, s0, s13
	v_mul_hi_u32 v2, v1, v2
	s_add_u32 s49, s20, s0
	v_add_u32_e32 v34, v1, v2
	s_addc_u32 s50, s21, s4
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_mov_b64 s[16:17], 0x7f800000
	s_movk_i32 s52, 0x79
	s_mov_b64 s[20:21], 0xffffff
	s_movk_i32 s53, 0x80
	s_mov_b32 s54, 0xff00
	s_mov_b32 s55, 0x4020c0c
	v_mov_b32_e32 v36, 0xffffff82
	v_mov_b32_e32 v37, 0x77
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	v_add_u32_e32 v0, s47, v0
	v_cmp_le_i32_e32 vcc, s36, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_215
.LBB1_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_14 Depth 2
                                        ;     Child Loop BB1_27 Depth 2
                                        ;     Child Loop BB1_110 Depth 2
                                        ;     Child Loop BB1_125 Depth 2
                                        ;     Child Loop BB1_208 Depth 2
	v_sub_u32_e32 v2, 0, v0
	v_max_i32_e32 v2, v2, v0
	v_mul_hi_u32 v3, v2, v34
	v_mul_lo_u32 v4, v3, s45
	v_sub_u32_e32 v2, v2, v4
	v_add_u32_e32 v4, 1, v3
	v_cmp_le_u32_e32 vcc, s45, v2
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s45, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v4, 1, v3
	v_cmp_le_u32_e32 vcc, s45, v2
	v_xor_b32_e32 v1, s48, v1
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_xor_b32_e32 v2, v2, v1
	v_sub_u32_e32 v1, v2, v1
	v_mul_lo_u32 v4, v1, s33
	v_mul_lo_u32 v2, v1, s11
	v_sub_u32_e32 v5, v0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[8:9], 1, v[2:3]
	v_mul_lo_u32 v12, v5, s13
	v_add_co_u32_e32 v1, vcc, s39, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_addc_co_u32_e32 v2, vcc, v35, v9, vcc
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	v_add_co_u32_e32 v14, vcc, v1, v10
	v_addc_co_u32_e32 v15, vcc, v2, v11, vcc
	v_and_b32_e32 v6, 15, v14
	v_mul_lo_u32 v1, v4, s46
	v_mul_lo_u32 v38, s46, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_ashrrev_i32_e32 v13, 31, v1
	v_ashrrev_i32_e32 v39, 31, v38
	s_or_b64 s[0:1], s[8:9], vcc
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_xor_b64 s[22:23], exec, s[22:23]
	s_cbranch_execz .LBB1_118
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_sub_u32_e32 v2, 0, v14
	v_bfe_u32 v2, v2, 1, 3
	v_min_i32_e32 v16, s13, v2
	v_cmp_lt_i32_e32 vcc, 0, v16
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB1_21
; %bb.9:                                ;   in Loop: Header=BB1_7 Depth=1
	v_add_co_u32_e32 v2, vcc, v1, v38
	v_addc_co_u32_e32 v3, vcc, v13, v39, vcc
	v_mov_b32_e32 v4, s50
	v_add_co_u32_e32 v2, vcc, s49, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[26:27], 0
	v_pk_mov_b32 v[4:5], v[14:15], v[14:15] op_sel:[0,1]
	v_mov_b32_e32 v17, v16
	s_branch .LBB1_14
.LBB1_10:                               ;   in Loop: Header=BB1_14 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_cmp_gt_i32_e32 vcc, 16, v19
	v_and_b32_sdwa v6, v18, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v18, 15, v19
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_lshl_or_b32 v6, v18, 3, v6
	v_and_or_b32 v6, v20, 7, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v19, v6, 0, s[0:1]
.LBB1_11:                               ;   in Loop: Header=BB1_14 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_12:                               ;   in Loop: Header=BB1_14 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_13:                               ;   in Loop: Header=BB1_14 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_add_co_u32_e32 v4, vcc, 2, v4
	v_add_u32_e32 v17, -1, v17
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 0, v17
	global_store_byte v[2:3], v19, off
	s_or_b64 s[26:27], vcc, s[26:27]
	v_add_co_u32_e32 v2, vcc, 1, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB1_21
.LBB1_14:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v6, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
	v_div_scale_f32 v18, s[0:1], s14, s14, v6
	v_rcp_f32_e32 v19, v18
	v_div_scale_f32 v20, vcc, v6, s14, v6
	v_fma_f32 v21, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v21, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v18, v18, s14, v6
	v_and_b32_e32 v6, 0x7f800000, v18
	v_or_b32_sdwa v19, v18, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_13
; %bb.15:                               ;   in Loop: Header=BB1_14 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v18
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_12
; %bb.16:                               ;   in Loop: Header=BB1_14 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_mov_b32_e32 v19, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_11
; %bb.17:                               ;   in Loop: Header=BB1_14 Depth=2
	v_bfe_u32 v19, v18, 23, 8
	v_sub_u32_e32 v21, 0x78, v19
	v_cmp_gt_u32_e32 vcc, s52, v19
	v_and_b32_e32 v6, 0x7fffff, v18
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_add_u32_e32 v20, 0xffffff81, v19
	v_or_b32_e32 v22, 0x800000, v6
	v_cndmask_b32_e32 v23, v21, v37, vcc
	v_cndmask_b32_e32 v19, v20, v36, vcc
	v_cndmask_b32_e32 v6, v22, v6, vcc
	v_add_u32_e32 v20, 20, v23
	v_lshlrev_b64 v[20:21], v20, -1
	v_lshrrev_b64 v[26:27], v23, v[6:7]
	v_bfi_b32 v20, v20, 0, v6
	v_add_u32_e32 v22, 19, v23
	v_lshrrev_b32_e32 v6, 23, v26
	v_bfi_b32 v21, v21, 0, 0
	v_lshlrev_b64 v[24:25], v22, 1
	v_add3_u32 v23, v23, v19, v6
	v_bfe_u32 v6, v26, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[20:21], v[24:25]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v26
	v_add_u32_e32 v22, 7, v23
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v26
	v_cmp_ne_u32_e32 vcc, 0, v22
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.18:                               ;   in Loop: Header=BB1_14 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v19, 8, v23
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cndmask_b32_e32 v19, v22, v19, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.19:                               ;   in Loop: Header=BB1_14 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_10
; %bb.20:                               ;   in Loop: Header=BB1_14 Depth=2
	v_bfe_u32 v19, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB1_10
.LBB1_21:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_sub_u32_e32 v40, s13, v16
	v_ashrrev_i32_e32 v2, 31, v40
	v_lshrrev_b32_e32 v2, 29, v2
	v_add_u32_e32 v2, v40, v2
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v41, 3, v2
	v_cmp_lt_i32_e32 vcc, 7, v40
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB1_104
; %bb.22:                               ;   in Loop: Header=BB1_7 Depth=1
	v_lshlrev_b64 v[2:3], 1, v[16:17]
	v_add_co_u32_e32 v14, vcc, v14, v2
	v_addc_co_u32_e32 v15, vcc, v15, v3, vcc
	v_add_co_u32_e32 v2, vcc, v16, v1
	v_addc_co_u32_e32 v3, vcc, v17, v13, vcc
	v_add_co_u32_e32 v2, vcc, v2, v38
	v_addc_co_u32_e32 v3, vcc, v3, v39, vcc
	v_mov_b32_e32 v4, s50
	v_add_co_u32_e32 v18, vcc, s49, v2
	v_addc_co_u32_e32 v19, vcc, v4, v3, vcc
	s_mov_b64 s[26:27], 0
	v_mov_b32_e32 v42, v41
	s_branch .LBB1_27
.LBB1_23:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_sdwa v6, v4, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b64 v[4:5], 20, v[32:33]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_min_i32_e32 v21, 15, v3
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 7, v4, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[4:5]
	v_lshl_or_b32 v3, v21, 3, v6
	v_and_or_b32 v3, v4, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v32, v3, 0, s[0:1]
.LBB1_24:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_25:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_26:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v4, 16, v30
	v_lshlrev_b32_e32 v3, 24, v32
	v_and_b32_e32 v4, 0xff0000, v4
	v_or_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 8, v28
	v_and_b32_e32 v4, 0xff00, v4
	v_and_b32_e32 v5, 0xff, v26
	v_or3_b32 v3, v3, v4, v5
	v_lshlrev_b32_e32 v4, 16, v24
	v_lshlrev_b32_e32 v5, 8, v22
	v_perm_b32 v2, v2, v4, s55
	v_and_or_b32 v2, v5, s54, v2
	v_or_b32_sdwa v2, v2, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_store_dwordx2 v[18:19], v[2:3], off
	v_add_co_u32_e32 v18, vcc, 8, v18
	v_add_u32_e32 v42, -1, v42
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v42
	s_or_b64 s[26:27], vcc, s[26:27]
	v_add_co_u32_e32 v14, vcc, 16, v14
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB1_104
.LBB1_27:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[14:15], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v2
	v_div_scale_f32 v20, s[0:1], s14, s14, v6
	v_rcp_f32_e32 v21, v20
	v_div_scale_f32 v22, vcc, v6, s14, v6
	v_fma_f32 v23, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v23, v21
	v_mul_f32_e32 v23, v22, v21
	v_fma_f32 v24, -v20, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	v_fma_f32 v20, -v20, v23, v22
	v_div_fmas_f32 v20, v20, v21, v23
	v_div_fixup_f32 v22, v20, s14, v6
	v_and_b32_e32 v6, 0x7f800000, v22
	v_or_b32_sdwa v20, v22, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_37
; %bb.28:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v22
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_36
; %bb.29:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v22
	v_pk_mov_b32 v[20:21], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_35
; %bb.30:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v20, v22, 23, 8
	v_sub_u32_e32 v23, 0x78, v20
	v_cmp_gt_u32_e32 vcc, s52, v20
	v_and_b32_e32 v6, 0x7fffff, v22
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 0, v20
	v_or_b32_e32 v24, 0x800000, v6
	v_cndmask_b32_e32 v23, v23, v37, vcc
	v_add_u32_e32 v21, 0xffffff81, v20
	v_cndmask_b32_e32 v6, v24, v6, vcc
	v_add_u32_e32 v20, 20, v23
	v_cndmask_b32_e32 v25, v21, v36, vcc
	v_lshlrev_b64 v[20:21], v20, -1
	v_lshrrev_b64 v[28:29], v23, v[6:7]
	v_bfi_b32 v20, v20, 0, v6
	v_add_u32_e32 v24, 19, v23
	v_lshrrev_b32_e32 v6, 23, v28
	v_bfi_b32 v21, v21, 0, 0
	v_lshlrev_b64 v[26:27], v24, 1
	v_add3_u32 v25, v23, v25, v6
	v_bfe_u32 v6, v28, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[20:21], v[26:27]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v28
	v_add_u32_e32 v24, 7, v25
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v28
	v_cmp_ne_u32_e32 vcc, 0, v24
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr23
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.31:                               ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v20, 8, v25
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v23, v24, v20, vcc
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.32:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.33:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v23, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
; %bb.34:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_cmp_gt_i32_e32 vcc, 16, v23
	v_and_b32_sdwa v6, v22, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v22, 15, v23
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v23
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_lshl_or_b32 v6, v22, 3, v6
	v_and_or_b32 v6, v20, 7, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v20, v6, 0, s[0:1]
.LBB1_35:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_36:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_37:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v2, 0xffff0000, v2
	v_div_scale_f32 v6, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v21, v6
	v_div_scale_f32 v22, vcc, v2, s14, v2
	v_fma_f32 v23, -v6, v21, 1.0
	v_fmac_f32_e32 v21, v23, v21
	v_mul_f32_e32 v23, v22, v21
	v_fma_f32 v24, -v6, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	v_fma_f32 v6, -v6, v23, v22
	v_div_fmas_f32 v6, v6, v21, v23
	v_div_fixup_f32 v2, v6, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v2
	v_or_b32_sdwa v22, v2, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_47
; %bb.38:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_46
; %bb.39:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_pk_mov_b32 v[22:23], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_45
; %bb.40:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v21, v2, 23, 8
	v_sub_u32_e32 v23, 0x78, v21
	v_cmp_gt_u32_e32 vcc, s52, v21
	v_and_b32_e32 v6, 0x7fffff, v2
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_add_u32_e32 v22, 0xffffff81, v21
	v_or_b32_e32 v24, 0x800000, v6
	v_cndmask_b32_e32 v25, v23, v37, vcc
	v_cndmask_b32_e32 v21, v22, v36, vcc
	v_cndmask_b32_e32 v6, v24, v6, vcc
	v_add_u32_e32 v22, 20, v25
	v_lshlrev_b64 v[22:23], v22, -1
	v_lshrrev_b64 v[28:29], v25, v[6:7]
	v_bfi_b32 v22, v22, 0, v6
	v_add_u32_e32 v24, 19, v25
	v_lshrrev_b32_e32 v6, 23, v28
	v_bfi_b32 v23, v23, 0, 0
	v_lshlrev_b64 v[26:27], v24, 1
	v_add3_u32 v25, v25, v21, v6
	v_bfe_u32 v6, v28, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[22:23], v[26:27]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v28
	v_add_u32_e32 v24, 7, v25
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v28
	v_cmp_ne_u32_e32 vcc, 0, v24
                                        ; implicit-def: $vgpr22_vgpr23
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.41:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v21, 8, v25
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_cndmask_b32_e32 v21, v24, v21, vcc
	v_lshrrev_b64 v[22:23], v22, v[6:7]
; %bb.42:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.43:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v21, v6, 23, 1
	v_pk_mov_b32 v[22:23], v[6:7], v[6:7] op_sel:[0,1]
; %bb.44:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[22:23], 20, v[22:23]
	v_cmp_gt_i32_e32 vcc, 16, v21
	v_and_b32_sdwa v2, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v21
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 7, v22, vcc
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_cmp_eq_u64_e64 s[0:1], 0, v[22:23]
	v_lshl_or_b32 v2, v6, 3, v2
	v_and_or_b32 v2, v22, 7, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v22, v2, 0, s[0:1]
.LBB1_45:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_46:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_47:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v2, 16, v3
	v_div_scale_f32 v6, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v21, v6
	v_div_scale_f32 v23, vcc, v2, s14, v2
	v_fma_f32 v24, -v6, v21, 1.0
	v_fmac_f32_e32 v21, v24, v21
	v_mul_f32_e32 v24, v23, v21
	v_fma_f32 v25, -v6, v24, v23
	v_fmac_f32_e32 v24, v25, v21
	v_fma_f32 v6, -v6, v24, v23
	v_div_fmas_f32 v6, v6, v21, v24
	v_div_fixup_f32 v2, v6, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v2
	v_or_b32_sdwa v24, v2, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_57
; %bb.48:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_56
; %bb.49:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_pk_mov_b32 v[24:25], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_55
; %bb.50:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v21, v2, 23, 8
	v_sub_u32_e32 v24, 0x78, v21
	v_cmp_gt_u32_e32 vcc, s52, v21
	v_and_b32_e32 v6, 0x7fffff, v2
	v_add_u32_e32 v23, 0xffffff81, v21
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_or_b32_e32 v25, 0x800000, v6
	v_cndmask_b32_e32 v21, v23, v36, vcc
	v_cndmask_b32_e32 v23, v24, v37, vcc
	v_cndmask_b32_e32 v6, v25, v6, vcc
	v_add_u32_e32 v24, 20, v23
	v_lshlrev_b64 v[24:25], v24, -1
	v_lshrrev_b64 v[30:31], v23, v[6:7]
	v_bfi_b32 v24, v24, 0, v6
	v_add_u32_e32 v26, 19, v23
	v_lshrrev_b32_e32 v6, 23, v30
	v_bfi_b32 v25, v25, 0, 0
	v_lshlrev_b64 v[28:29], v26, 1
	v_add3_u32 v26, v23, v21, v6
	v_bfe_u32 v6, v30, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[24:25], v[28:29]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v30
	v_add_u32_e32 v23, 7, v26
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v30
	v_cmp_ne_u32_e32 vcc, 0, v23
                                        ; implicit-def: $vgpr24_vgpr25
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.51:                               ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v21, 8, v26
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v21, v23, v21, vcc
	v_cndmask_b32_e64 v23, 0, 1, vcc
	v_lshrrev_b64 v[24:25], v23, v[6:7]
; %bb.52:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.53:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v21, v6, 23, 1
	v_pk_mov_b32 v[24:25], v[6:7], v[6:7] op_sel:[0,1]
; %bb.54:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[24:25], 20, v[24:25]
	v_cmp_gt_i32_e32 vcc, 16, v21
	v_and_b32_sdwa v2, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v21
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 7, v24, vcc
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_cmp_eq_u64_e64 s[0:1], 0, v[24:25]
	v_lshl_or_b32 v2, v6, 3, v2
	v_and_or_b32 v2, v24, 7, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v24, v2, 0, s[0:1]
.LBB1_55:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_56:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_57:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v2, 0xffff0000, v3
	v_div_scale_f32 v3, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v6, v3
	v_div_scale_f32 v21, vcc, v2, s14, v2
	v_fma_f32 v23, -v3, v6, 1.0
	v_fmac_f32_e32 v6, v23, v6
	v_mul_f32_e32 v23, v21, v6
	v_fma_f32 v25, -v3, v23, v21
	v_fmac_f32_e32 v23, v25, v6
	v_fma_f32 v3, -v3, v23, v21
	v_div_fmas_f32 v3, v3, v6, v23
	v_div_fixup_f32 v26, v3, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v26
	v_or_b32_sdwa v2, v26, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_67
; %bb.58:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v26
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_66
; %bb.59:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v26
	v_pk_mov_b32 v[2:3], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_65
; %bb.60:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v3, v26, 23, 8
	v_sub_u32_e32 v21, 0x78, v3
	v_cmp_gt_u32_e32 vcc, s52, v3
	v_and_b32_e32 v2, 0x7fffff, v26
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v6, 0xffffff81, v3
	v_or_b32_e32 v23, 0x800000, v2
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_cndmask_b32_e32 v25, v6, v36, vcc
	v_cndmask_b32_e32 v6, v23, v2, vcc
	v_add_u32_e32 v2, 20, v21
	v_lshlrev_b64 v[2:3], v2, -1
	v_lshrrev_b64 v[30:31], v21, v[6:7]
	v_bfi_b32 v2, v2, 0, v6
	v_add_u32_e32 v23, 19, v21
	v_lshrrev_b32_e32 v6, 23, v30
	v_bfi_b32 v3, v3, 0, 0
	v_lshlrev_b64 v[28:29], v23, 1
	v_add3_u32 v25, v21, v25, v6
	v_bfe_u32 v6, v30, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[2:3], v[28:29]
	v_cndmask_b32_e32 v2, 0, v6, vcc
	v_add_u32_e32 v2, v2, v30
	v_add_u32_e32 v23, 7, v25
	v_and_b32_e32 v2, 0xfffff, v2
	v_add_u32_e32 v6, v2, v30
	v_cmp_ne_u32_e32 vcc, 0, v23
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.61:                               ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v2, 8, v25
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v21, v23, v2, vcc
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_lshrrev_b64 v[2:3], v2, v[6:7]
; %bb.62:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.63:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v21, v6, 23, 1
	v_pk_mov_b32 v[2:3], v[6:7], v[6:7] op_sel:[0,1]
; %bb.64:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[2:3], 20, v[2:3]
	v_cmp_gt_i32_e32 vcc, 16, v21
	v_and_b32_sdwa v6, v26, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v23, 15, v21
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 7, v2, vcc
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_cmp_eq_u64_e64 s[0:1], 0, v[2:3]
	v_lshl_or_b32 v3, v23, 3, v6
	v_and_or_b32 v2, v2, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
.LBB1_65:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_66:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_67:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v3, 16, v4
	v_div_scale_f32 v6, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v21, v6
	v_div_scale_f32 v23, vcc, v3, s14, v3
	v_fma_f32 v25, -v6, v21, 1.0
	v_fmac_f32_e32 v21, v25, v21
	v_mul_f32_e32 v25, v23, v21
	v_fma_f32 v26, -v6, v25, v23
	v_fmac_f32_e32 v25, v26, v21
	v_fma_f32 v6, -v6, v25, v23
	v_div_fmas_f32 v6, v6, v21, v25
	v_div_fixup_f32 v28, v6, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v28
	v_or_b32_sdwa v26, v28, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_77
; %bb.68:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v28
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_76
; %bb.69:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v28
	v_pk_mov_b32 v[26:27], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_75
; %bb.70:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v6, v28, 23, 8
	v_sub_u32_e32 v23, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v28
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v25, 0x800000, v3
	v_cndmask_b32_e32 v23, v23, v37, vcc
	v_add_u32_e32 v21, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v25, v3, vcc
	v_add_u32_e32 v3, 20, v23
	v_lshlrev_b64 v[26:27], v3, -1
	v_add_u32_e32 v3, 19, v23
	v_lshrrev_b64 v[32:33], v23, v[6:7]
	v_cndmask_b32_e32 v21, v21, v36, vcc
	v_lshlrev_b64 v[30:31], v3, 1
	v_lshrrev_b32_e32 v3, 23, v32
	v_bfi_b32 v27, v27, 0, 0
	v_bfi_b32 v26, v26, 0, v6
	v_add3_u32 v23, v23, v21, v3
	v_bfe_u32 v3, v32, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[26:27], v[30:31]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v32
	v_add_u32_e32 v21, 7, v23
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v32
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr26_vgpr27
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.71:                               ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v3, 8, v23
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v21, v3, vcc
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_lshrrev_b64 v[26:27], v21, v[6:7]
; %bb.72:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.73:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[26:27], v[6:7], v[6:7] op_sel:[0,1]
; %bb.74:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[26:27], 20, v[26:27]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_and_b32_sdwa v6, v28, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v21, 15, v3
	v_cndmask_b32_e32 v27, 0, v27, vcc
	v_cndmask_b32_e32 v26, 7, v26, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[26:27]
	v_lshl_or_b32 v3, v21, 3, v6
	v_and_or_b32 v3, v26, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v26, v3, 0, s[0:1]
.LBB1_75:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_76:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_77:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v3, 0xffff0000, v4
	v_div_scale_f32 v4, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v21, vcc, v3, s14, v3
	v_fma_f32 v23, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v23, v6
	v_mul_f32_e32 v23, v21, v6
	v_fma_f32 v25, -v4, v23, v21
	v_fmac_f32_e32 v23, v25, v6
	v_fma_f32 v4, -v4, v23, v21
	v_div_fmas_f32 v4, v4, v6, v23
	v_div_fixup_f32 v4, v4, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v4
	v_or_b32_sdwa v28, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_87
; %bb.78:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_86
; %bb.79:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_pk_mov_b32 v[28:29], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_85
; %bb.80:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v6, v4, 23, 8
	v_sub_u32_e32 v23, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v4
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v25, 0x800000, v3
	v_cndmask_b32_e32 v23, v23, v37, vcc
	v_add_u32_e32 v21, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v25, v3, vcc
	v_add_u32_e32 v3, 20, v23
	v_lshlrev_b64 v[28:29], v3, -1
	v_add_u32_e32 v3, 19, v23
	v_lshrrev_b64 v[32:33], v23, v[6:7]
	v_cndmask_b32_e32 v21, v21, v36, vcc
	v_lshlrev_b64 v[30:31], v3, 1
	v_lshrrev_b32_e32 v3, 23, v32
	v_bfi_b32 v29, v29, 0, 0
	v_bfi_b32 v28, v28, 0, v6
	v_add3_u32 v23, v23, v21, v3
	v_bfe_u32 v3, v32, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[28:29], v[30:31]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v32
	v_add_u32_e32 v21, 7, v23
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v32
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr28_vgpr29
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.81:                               ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v3, 8, v23
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v21, v3, vcc
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_lshrrev_b64 v[28:29], v21, v[6:7]
; %bb.82:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.83:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[28:29], v[6:7], v[6:7] op_sel:[0,1]
; %bb.84:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[28:29], 20, v[28:29]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_and_b32_sdwa v4, v4, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v3
	v_cndmask_b32_e32 v29, 0, v29, vcc
	v_cndmask_b32_e32 v28, 7, v28, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[28:29]
	v_lshl_or_b32 v3, v6, 3, v4
	v_and_or_b32 v3, v28, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v28, v3, 0, s[0:1]
.LBB1_85:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_86:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_87:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v3, 16, v5
	v_div_scale_f32 v4, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v21, vcc, v3, s14, v3
	v_fma_f32 v23, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v23, v6
	v_mul_f32_e32 v23, v21, v6
	v_fma_f32 v25, -v4, v23, v21
	v_fmac_f32_e32 v23, v25, v6
	v_fma_f32 v4, -v4, v23, v21
	v_div_fmas_f32 v4, v4, v6, v23
	v_div_fixup_f32 v4, v4, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v4
	v_or_b32_sdwa v30, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_97
; %bb.88:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_96
; %bb.89:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_pk_mov_b32 v[30:31], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_95
; %bb.90:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v6, v4, 23, 8
	v_sub_u32_e32 v23, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v4
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v25, 0x800000, v3
	v_cndmask_b32_e32 v23, v23, v37, vcc
	v_add_u32_e32 v21, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v25, v3, vcc
	v_add_u32_e32 v3, 20, v23
	v_lshlrev_b64 v[30:31], v3, -1
	v_add_u32_e32 v3, 19, v23
	v_lshrrev_b64 v[44:45], v23, v[6:7]
	v_cndmask_b32_e32 v21, v21, v36, vcc
	v_lshlrev_b64 v[32:33], v3, 1
	v_lshrrev_b32_e32 v3, 23, v44
	v_bfi_b32 v31, v31, 0, 0
	v_bfi_b32 v30, v30, 0, v6
	v_add3_u32 v23, v23, v21, v3
	v_bfe_u32 v3, v44, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[30:31], v[32:33]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v44
	v_add_u32_e32 v21, 7, v23
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v44
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr30_vgpr31
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.91:                               ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v3, 8, v23
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v21, v3, vcc
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_lshrrev_b64 v[30:31], v21, v[6:7]
; %bb.92:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.93:                               ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[30:31], v[6:7], v[6:7] op_sel:[0,1]
; %bb.94:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_and_b32_sdwa v4, v4, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v3
	v_cndmask_b32_e32 v31, 0, v31, vcc
	v_cndmask_b32_e32 v30, 7, v30, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[30:31]
	v_lshl_or_b32 v3, v6, 3, v4
	v_and_or_b32 v3, v30, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v30, v3, 0, s[0:1]
.LBB1_95:                               ;   in Loop: Header=BB1_27 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_96:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_97:                               ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v3, 0xffff0000, v5
	v_div_scale_f32 v4, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, v3, s14, v3
	v_fma_f32 v21, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v21, v5
	v_mul_f32_e32 v21, v6, v5
	v_fma_f32 v23, -v4, v21, v6
	v_fmac_f32_e32 v21, v23, v5
	v_fma_f32 v4, -v4, v21, v6
	v_div_fmas_f32 v4, v4, v5, v21
	v_div_fixup_f32 v4, v4, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v4
	v_or_b32_sdwa v32, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_26
; %bb.98:                               ;   in Loop: Header=BB1_27 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_25
; %bb.99:                               ;   in Loop: Header=BB1_27 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_pk_mov_b32 v[32:33], 0, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_24
; %bb.100:                              ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v5, v4, 23, 8
	v_sub_u32_e32 v21, 0x78, v5
	v_cmp_gt_u32_e32 vcc, s52, v5
	v_and_b32_e32 v3, 0x7fffff, v4
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v6, 0xffffff81, v5
	v_or_b32_e32 v23, 0x800000, v3
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_cndmask_b32_e32 v5, v6, v36, vcc
	v_cndmask_b32_e32 v6, v23, v3, vcc
	v_add_u32_e32 v3, 20, v21
	v_lshlrev_b64 v[32:33], v3, -1
	v_add_u32_e32 v3, 19, v21
	v_lshrrev_b64 v[46:47], v21, v[6:7]
	v_lshlrev_b64 v[44:45], v3, 1
	v_lshrrev_b32_e32 v3, 23, v46
	v_bfi_b32 v33, v33, 0, 0
	v_bfi_b32 v32, v32, 0, v6
	v_add3_u32 v21, v21, v5, v3
	v_bfe_u32 v3, v46, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[32:33], v[44:45]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v46
	v_add_u32_e32 v5, 7, v21
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v46
	v_cmp_ne_u32_e32 vcc, 0, v5
                                        ; implicit-def: $vgpr32_vgpr33
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.101:                              ;   in Loop: Header=BB1_27 Depth=2
	v_add_u32_e32 v3, 8, v21
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshrrev_b64 v[32:33], v5, v[6:7]
; %bb.102:                              ;   in Loop: Header=BB1_27 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_23
; %bb.103:                              ;   in Loop: Header=BB1_27 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[32:33], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB1_23
.LBB1_104:                              ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_lshlrev_b32_e32 v2, 3, v41
	v_cmp_lt_i32_e32 vcc, v2, v40
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB1_117
; %bb.105:                              ;   in Loop: Header=BB1_7 Depth=1
	v_lshlrev_b64 v[4:5], 1, v[16:17]
	v_add_co_u32_e32 v3, vcc, v4, v10
	v_addc_co_u32_e32 v4, vcc, v5, v11, vcc
	v_add_co_u32_e32 v6, vcc, v3, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_co_u32_e32 v14, vcc, v4, v9, vcc
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v5, vcc, v14, v5, vcc
	v_mov_b32_e32 v6, s40
	v_add_co_u32_e32 v4, vcc, s39, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_add_co_u32_e32 v6, vcc, v16, v1
	v_addc_co_u32_e32 v14, vcc, v17, v13, vcc
	v_add_co_u32_e32 v6, vcc, v6, v38
	v_addc_co_u32_e32 v14, vcc, v14, v39, vcc
	v_add_co_u32_e32 v6, vcc, v6, v2
	v_addc_co_u32_e32 v3, vcc, v14, v3, vcc
	v_mov_b32_e32 v15, s50
	v_add_co_u32_e32 v14, vcc, s49, v6
	v_addc_co_u32_e32 v15, vcc, v15, v3, vcc
	s_mov_b64 s[26:27], 0
	s_branch .LBB1_110
.LBB1_106:                              ;   in Loop: Header=BB1_110 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_sdwa v6, v16, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b64 v[16:17], 20, v[18:19]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_min_i32_e32 v18, 15, v3
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cndmask_b32_e32 v16, 7, v16, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[16:17]
	v_lshl_or_b32 v3, v18, 3, v6
	v_and_or_b32 v3, v16, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, v3, 0, s[0:1]
.LBB1_107:                              ;   in Loop: Header=BB1_110 Depth=2
	s_or_b64 exec, exec, s[34:35]
.LBB1_108:                              ;   in Loop: Header=BB1_110 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[30:31]
	s_or_b64 exec, exec, s[0:1]
.LBB1_109:                              ;   in Loop: Header=BB1_110 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[28:29]
	s_or_b64 exec, exec, s[0:1]
	v_add_co_u32_e32 v4, vcc, 2, v4
	v_add_u32_e32 v2, 1, v2
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_ge_i32_e32 vcc, v2, v40
	global_store_byte v[14:15], v3, off
	s_or_b64 s[26:27], vcc, s[26:27]
	v_add_co_u32_e32 v14, vcc, 1, v14
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB1_117
.LBB1_110:                              ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v3
	v_div_scale_f32 v6, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v16, v6
	v_div_scale_f32 v17, vcc, v3, s14, v3
	v_fma_f32 v18, -v6, v16, 1.0
	v_fmac_f32_e32 v16, v18, v16
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v19, -v6, v18, v17
	v_fmac_f32_e32 v18, v19, v16
	v_fma_f32 v6, -v6, v18, v17
	v_div_fmas_f32 v6, v6, v16, v18
	v_div_fixup_f32 v16, v6, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v16
	v_or_b32_sdwa v3, v16, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[28:29], exec, s[0:1]
	s_cbranch_execz .LBB1_109
; %bb.111:                              ;   in Loop: Header=BB1_110 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v16
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[30:31], exec, s[0:1]
	s_cbranch_execz .LBB1_108
; %bb.112:                              ;   in Loop: Header=BB1_110 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v16
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_107
; %bb.113:                              ;   in Loop: Header=BB1_110 Depth=2
	v_bfe_u32 v6, v16, 23, 8
	v_sub_u32_e32 v18, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v16
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v19, 0x800000, v3
	v_cndmask_b32_e32 v20, v18, v37, vcc
	v_add_u32_e32 v17, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v19, v3, vcc
	v_add_u32_e32 v3, 20, v20
	v_lshlrev_b64 v[18:19], v3, -1
	v_add_u32_e32 v3, 19, v20
	v_lshrrev_b64 v[24:25], v20, v[6:7]
	v_cndmask_b32_e32 v17, v17, v36, vcc
	v_lshlrev_b64 v[22:23], v3, 1
	v_lshrrev_b32_e32 v3, 23, v24
	v_bfi_b32 v19, v19, 0, 0
	v_bfi_b32 v18, v18, 0, v6
	v_add3_u32 v20, v20, v17, v3
	v_bfe_u32 v3, v24, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[18:19], v[22:23]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v24
	v_add_u32_e32 v17, 7, v20
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v24
	v_cmp_ne_u32_e32 vcc, 0, v17
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.114:                              ;   in Loop: Header=BB1_110 Depth=2
	v_add_u32_e32 v3, 8, v20
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v17, v3, vcc
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_lshrrev_b64 v[18:19], v17, v[6:7]
; %bb.115:                              ;   in Loop: Header=BB1_110 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_106
; %bb.116:                              ;   in Loop: Header=BB1_110 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[18:19], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB1_106
.LBB1_117:                              ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[24:25]
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $vgpr39
.LBB1_118:                              ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_saveexec_b64 s[22:23], s[22:23]
	s_cbranch_execz .LBB1_202
; %bb.119:                              ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB1_202
; %bb.120:                              ;   in Loop: Header=BB1_7 Depth=1
	v_add_co_u32_e32 v2, vcc, v1, v38
	v_addc_co_u32_e32 v3, vcc, v13, v39, vcc
	v_mov_b32_e32 v4, s50
	v_add_co_u32_e32 v16, vcc, s49, v2
	v_addc_co_u32_e32 v17, vcc, v4, v3, vcc
	s_mov_b32 s30, s10
	s_branch .LBB1_125
.LBB1_121:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_sdwa v6, v4, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b64 v[4:5], 20, v[30:31]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_min_i32_e32 v19, 15, v3
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 7, v4, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[4:5]
	v_lshl_or_b32 v3, v19, 3, v6
	v_and_or_b32 v3, v4, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v30, v3, 0, s[0:1]
.LBB1_122:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_123:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_124:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v4, 16, v28
	v_lshlrev_b32_e32 v3, 24, v30
	v_and_b32_e32 v4, 0xff0000, v4
	v_or_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 8, v26
	v_and_b32_e32 v4, 0xff00, v4
	v_and_b32_e32 v5, 0xff, v24
	v_or3_b32 v3, v3, v4, v5
	v_lshlrev_b32_e32 v4, 16, v22
	v_lshlrev_b32_e32 v5, 8, v20
	v_perm_b32 v2, v2, v4, s55
	v_and_b32_e32 v4, 0xff, v18
	v_and_or_b32 v2, v5, s54, v2
	v_or_b32_e32 v2, v2, v4
	global_store_dwordx2 v[16:17], v[2:3], off
	v_add_co_u32_e32 v16, vcc, 8, v16
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	s_add_i32 s30, s30, -1
	v_add_co_u32_e32 v14, vcc, 16, v14
	s_cmp_eq_u32 s30, 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	s_cbranch_scc1 .LBB1_202
.LBB1_125:                              ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[14:15], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v2
	v_div_scale_f32 v18, s[0:1], s14, s14, v6
	v_rcp_f32_e32 v19, v18
	v_div_scale_f32 v20, vcc, v6, s14, v6
	v_fma_f32 v21, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v21, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v20, v18, s14, v6
	v_and_b32_e32 v6, 0x7f800000, v20
	v_or_b32_sdwa v18, v20, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_135
; %bb.126:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v20
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_134
; %bb.127:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v20
	v_pk_mov_b32 v[18:19], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_133
; %bb.128:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v18, v20, 23, 8
	v_sub_u32_e32 v21, 0x78, v18
	v_cmp_gt_u32_e32 vcc, s52, v18
	v_and_b32_e32 v6, 0x7fffff, v20
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v18
	v_or_b32_e32 v22, 0x800000, v6
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_add_u32_e32 v19, 0xffffff81, v18
	v_cndmask_b32_e32 v6, v22, v6, vcc
	v_add_u32_e32 v18, 20, v21
	v_cndmask_b32_e32 v23, v19, v36, vcc
	v_lshlrev_b64 v[18:19], v18, -1
	v_lshrrev_b64 v[26:27], v21, v[6:7]
	v_bfi_b32 v18, v18, 0, v6
	v_add_u32_e32 v22, 19, v21
	v_lshrrev_b32_e32 v6, 23, v26
	v_bfi_b32 v19, v19, 0, 0
	v_lshlrev_b64 v[24:25], v22, 1
	v_add3_u32 v23, v21, v23, v6
	v_bfe_u32 v6, v26, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[18:19], v[24:25]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v26
	v_add_u32_e32 v22, 7, v23
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v26
	v_cmp_ne_u32_e32 vcc, 0, v22
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.129:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v18, 8, v23
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v21, v22, v18, vcc
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_lshrrev_b64 v[18:19], v18, v[6:7]
; %bb.130:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.131:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v21, v6, 23, 1
	v_pk_mov_b32 v[18:19], v[6:7], v[6:7] op_sel:[0,1]
; %bb.132:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_cmp_gt_i32_e32 vcc, 16, v21
	v_and_b32_sdwa v6, v20, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v20, 15, v21
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 7, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_cmp_eq_u64_e64 s[0:1], 0, v[18:19]
	v_lshl_or_b32 v6, v20, 3, v6
	v_and_or_b32 v6, v18, 7, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v18, v6, 0, s[0:1]
.LBB1_133:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_134:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_135:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v2, 0xffff0000, v2
	v_div_scale_f32 v6, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v19, v6
	v_div_scale_f32 v20, vcc, v2, s14, v2
	v_fma_f32 v21, -v6, v19, 1.0
	v_fmac_f32_e32 v19, v21, v19
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v6, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v6, -v6, v21, v20
	v_div_fmas_f32 v6, v6, v19, v21
	v_div_fixup_f32 v2, v6, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v2
	v_or_b32_sdwa v20, v2, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_145
; %bb.136:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_144
; %bb.137:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_pk_mov_b32 v[20:21], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_143
; %bb.138:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v19, v2, 23, 8
	v_sub_u32_e32 v21, 0x78, v19
	v_cmp_gt_u32_e32 vcc, s52, v19
	v_and_b32_e32 v6, 0x7fffff, v2
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_add_u32_e32 v20, 0xffffff81, v19
	v_or_b32_e32 v22, 0x800000, v6
	v_cndmask_b32_e32 v23, v21, v37, vcc
	v_cndmask_b32_e32 v19, v20, v36, vcc
	v_cndmask_b32_e32 v6, v22, v6, vcc
	v_add_u32_e32 v20, 20, v23
	v_lshlrev_b64 v[20:21], v20, -1
	v_lshrrev_b64 v[26:27], v23, v[6:7]
	v_bfi_b32 v20, v20, 0, v6
	v_add_u32_e32 v22, 19, v23
	v_lshrrev_b32_e32 v6, 23, v26
	v_bfi_b32 v21, v21, 0, 0
	v_lshlrev_b64 v[24:25], v22, 1
	v_add3_u32 v23, v23, v19, v6
	v_bfe_u32 v6, v26, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[20:21], v[24:25]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v26
	v_add_u32_e32 v22, 7, v23
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v26
	v_cmp_ne_u32_e32 vcc, 0, v22
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.139:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_add_u32_e32 v19, 8, v23
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cndmask_b32_e32 v19, v22, v19, vcc
	v_lshrrev_b64 v[20:21], v20, v[6:7]
; %bb.140:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.141:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v19, v6, 23, 1
	v_pk_mov_b32 v[20:21], v[6:7], v[6:7] op_sel:[0,1]
; %bb.142:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_cmp_gt_i32_e32 vcc, 16, v19
	v_and_b32_sdwa v2, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v19
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 7, v20, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cmp_eq_u64_e64 s[0:1], 0, v[20:21]
	v_lshl_or_b32 v2, v6, 3, v2
	v_and_or_b32 v2, v20, 7, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v20, v2, 0, s[0:1]
.LBB1_143:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_144:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_145:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v2, 16, v3
	v_div_scale_f32 v6, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v19, v6
	v_div_scale_f32 v21, vcc, v2, s14, v2
	v_fma_f32 v22, -v6, v19, 1.0
	v_fmac_f32_e32 v19, v22, v19
	v_mul_f32_e32 v22, v21, v19
	v_fma_f32 v23, -v6, v22, v21
	v_fmac_f32_e32 v22, v23, v19
	v_fma_f32 v6, -v6, v22, v21
	v_div_fmas_f32 v6, v6, v19, v22
	v_div_fixup_f32 v2, v6, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v2
	v_or_b32_sdwa v22, v2, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_155
; %bb.146:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_154
; %bb.147:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_pk_mov_b32 v[22:23], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_153
; %bb.148:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v19, v2, 23, 8
	v_sub_u32_e32 v22, 0x78, v19
	v_cmp_gt_u32_e32 vcc, s52, v19
	v_and_b32_e32 v6, 0x7fffff, v2
	v_add_u32_e32 v21, 0xffffff81, v19
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_or_b32_e32 v23, 0x800000, v6
	v_cndmask_b32_e32 v19, v21, v36, vcc
	v_cndmask_b32_e32 v21, v22, v37, vcc
	v_cndmask_b32_e32 v6, v23, v6, vcc
	v_add_u32_e32 v22, 20, v21
	v_lshlrev_b64 v[22:23], v22, -1
	v_lshrrev_b64 v[28:29], v21, v[6:7]
	v_bfi_b32 v22, v22, 0, v6
	v_add_u32_e32 v24, 19, v21
	v_lshrrev_b32_e32 v6, 23, v28
	v_bfi_b32 v23, v23, 0, 0
	v_lshlrev_b64 v[26:27], v24, 1
	v_add3_u32 v24, v21, v19, v6
	v_bfe_u32 v6, v28, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[22:23], v[26:27]
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v6, v6, v28
	v_add_u32_e32 v21, 7, v24
	v_and_b32_e32 v6, 0xfffff, v6
	v_add_u32_e32 v6, v6, v28
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr22_vgpr23
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.149:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v19, 8, v24
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v19, v21, v19, vcc
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_lshrrev_b64 v[22:23], v21, v[6:7]
; %bb.150:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.151:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v19, v6, 23, 1
	v_pk_mov_b32 v[22:23], v[6:7], v[6:7] op_sel:[0,1]
; %bb.152:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[22:23], 20, v[22:23]
	v_cmp_gt_i32_e32 vcc, 16, v19
	v_and_b32_sdwa v2, v2, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v19
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 7, v22, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cmp_eq_u64_e64 s[0:1], 0, v[22:23]
	v_lshl_or_b32 v2, v6, 3, v2
	v_and_or_b32 v2, v22, 7, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v22, v2, 0, s[0:1]
.LBB1_153:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_154:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_155:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v2, 0xffff0000, v3
	v_div_scale_f32 v3, s[0:1], s14, s14, v2
	v_rcp_f32_e32 v6, v3
	v_div_scale_f32 v19, vcc, v2, s14, v2
	v_fma_f32 v21, -v3, v6, 1.0
	v_fmac_f32_e32 v6, v21, v6
	v_mul_f32_e32 v21, v19, v6
	v_fma_f32 v23, -v3, v21, v19
	v_fmac_f32_e32 v21, v23, v6
	v_fma_f32 v3, -v3, v21, v19
	v_div_fmas_f32 v3, v3, v6, v21
	v_div_fixup_f32 v24, v3, s14, v2
	v_and_b32_e32 v6, 0x7f800000, v24
	v_or_b32_sdwa v2, v24, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_165
; %bb.156:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v24
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_164
; %bb.157:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v24
	v_pk_mov_b32 v[2:3], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_163
; %bb.158:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v3, v24, 23, 8
	v_sub_u32_e32 v19, 0x78, v3
	v_cmp_gt_u32_e32 vcc, s52, v3
	v_and_b32_e32 v2, 0x7fffff, v24
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v6, 0xffffff81, v3
	v_or_b32_e32 v21, 0x800000, v2
	v_cndmask_b32_e32 v19, v19, v37, vcc
	v_cndmask_b32_e32 v23, v6, v36, vcc
	v_cndmask_b32_e32 v6, v21, v2, vcc
	v_add_u32_e32 v2, 20, v19
	v_lshlrev_b64 v[2:3], v2, -1
	v_lshrrev_b64 v[28:29], v19, v[6:7]
	v_bfi_b32 v2, v2, 0, v6
	v_add_u32_e32 v21, 19, v19
	v_lshrrev_b32_e32 v6, 23, v28
	v_bfi_b32 v3, v3, 0, 0
	v_lshlrev_b64 v[26:27], v21, 1
	v_add3_u32 v23, v19, v23, v6
	v_bfe_u32 v6, v28, 20, 1
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u64_e32 vcc, v[2:3], v[26:27]
	v_cndmask_b32_e32 v2, 0, v6, vcc
	v_add_u32_e32 v2, v2, v28
	v_add_u32_e32 v21, 7, v23
	v_and_b32_e32 v2, 0xfffff, v2
	v_add_u32_e32 v6, v2, v28
	v_cmp_ne_u32_e32 vcc, 0, v21
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.159:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v2, 8, v23
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v19, v21, v2, vcc
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_lshrrev_b64 v[2:3], v2, v[6:7]
; %bb.160:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.161:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v19, v6, 23, 1
	v_pk_mov_b32 v[2:3], v[6:7], v[6:7] op_sel:[0,1]
; %bb.162:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[2:3], 20, v[2:3]
	v_cmp_gt_i32_e32 vcc, 16, v19
	v_and_b32_sdwa v6, v24, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v21, 15, v19
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 7, v2, vcc
	v_cmp_eq_u32_e32 vcc, 0, v19
	v_cmp_eq_u64_e64 s[0:1], 0, v[2:3]
	v_lshl_or_b32 v3, v21, 3, v6
	v_and_or_b32 v2, v2, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
.LBB1_163:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_164:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_165:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v3, 16, v4
	v_div_scale_f32 v6, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v19, v6
	v_div_scale_f32 v21, vcc, v3, s14, v3
	v_fma_f32 v23, -v6, v19, 1.0
	v_fmac_f32_e32 v19, v23, v19
	v_mul_f32_e32 v23, v21, v19
	v_fma_f32 v24, -v6, v23, v21
	v_fmac_f32_e32 v23, v24, v19
	v_fma_f32 v6, -v6, v23, v21
	v_div_fmas_f32 v6, v6, v19, v23
	v_div_fixup_f32 v26, v6, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v26
	v_or_b32_sdwa v24, v26, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_175
; %bb.166:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v26
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_174
; %bb.167:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v26
	v_pk_mov_b32 v[24:25], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_173
; %bb.168:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v6, v26, 23, 8
	v_sub_u32_e32 v21, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v26
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v23, 0x800000, v3
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_add_u32_e32 v19, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v23, v3, vcc
	v_add_u32_e32 v3, 20, v21
	v_lshlrev_b64 v[24:25], v3, -1
	v_add_u32_e32 v3, 19, v21
	v_lshrrev_b64 v[30:31], v21, v[6:7]
	v_cndmask_b32_e32 v19, v19, v36, vcc
	v_lshlrev_b64 v[28:29], v3, 1
	v_lshrrev_b32_e32 v3, 23, v30
	v_bfi_b32 v25, v25, 0, 0
	v_bfi_b32 v24, v24, 0, v6
	v_add3_u32 v21, v21, v19, v3
	v_bfe_u32 v3, v30, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[24:25], v[28:29]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v30
	v_add_u32_e32 v19, 7, v21
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v30
	v_cmp_ne_u32_e32 vcc, 0, v19
                                        ; implicit-def: $vgpr24_vgpr25
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.169:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v3, 8, v21
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v19, v3, vcc
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_lshrrev_b64 v[24:25], v19, v[6:7]
; %bb.170:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.171:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[24:25], v[6:7], v[6:7] op_sel:[0,1]
; %bb.172:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[24:25], 20, v[24:25]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_and_b32_sdwa v6, v26, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v19, 15, v3
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 7, v24, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[24:25]
	v_lshl_or_b32 v3, v19, 3, v6
	v_and_or_b32 v3, v24, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v24, v3, 0, s[0:1]
.LBB1_173:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_174:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_175:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v3, 0xffff0000, v4
	v_div_scale_f32 v4, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v19, vcc, v3, s14, v3
	v_fma_f32 v21, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v21, v6
	v_mul_f32_e32 v21, v19, v6
	v_fma_f32 v23, -v4, v21, v19
	v_fmac_f32_e32 v21, v23, v6
	v_fma_f32 v4, -v4, v21, v19
	v_div_fmas_f32 v4, v4, v6, v21
	v_div_fixup_f32 v4, v4, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v4
	v_or_b32_sdwa v26, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_185
; %bb.176:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_184
; %bb.177:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_pk_mov_b32 v[26:27], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_183
; %bb.178:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v6, v4, 23, 8
	v_sub_u32_e32 v21, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v4
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v23, 0x800000, v3
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_add_u32_e32 v19, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v23, v3, vcc
	v_add_u32_e32 v3, 20, v21
	v_lshlrev_b64 v[26:27], v3, -1
	v_add_u32_e32 v3, 19, v21
	v_lshrrev_b64 v[30:31], v21, v[6:7]
	v_cndmask_b32_e32 v19, v19, v36, vcc
	v_lshlrev_b64 v[28:29], v3, 1
	v_lshrrev_b32_e32 v3, 23, v30
	v_bfi_b32 v27, v27, 0, 0
	v_bfi_b32 v26, v26, 0, v6
	v_add3_u32 v21, v21, v19, v3
	v_bfe_u32 v3, v30, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[26:27], v[28:29]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v30
	v_add_u32_e32 v19, 7, v21
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v30
	v_cmp_ne_u32_e32 vcc, 0, v19
                                        ; implicit-def: $vgpr26_vgpr27
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.179:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v3, 8, v21
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v19, v3, vcc
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_lshrrev_b64 v[26:27], v19, v[6:7]
; %bb.180:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.181:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[26:27], v[6:7], v[6:7] op_sel:[0,1]
; %bb.182:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[26:27], 20, v[26:27]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_and_b32_sdwa v4, v4, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v3
	v_cndmask_b32_e32 v27, 0, v27, vcc
	v_cndmask_b32_e32 v26, 7, v26, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[26:27]
	v_lshl_or_b32 v3, v6, 3, v4
	v_and_or_b32 v3, v26, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v26, v3, 0, s[0:1]
.LBB1_183:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_184:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_185:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v3, 16, v5
	v_div_scale_f32 v4, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v19, vcc, v3, s14, v3
	v_fma_f32 v21, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v21, v6
	v_mul_f32_e32 v21, v19, v6
	v_fma_f32 v23, -v4, v21, v19
	v_fmac_f32_e32 v21, v23, v6
	v_fma_f32 v4, -v4, v21, v19
	v_div_fmas_f32 v4, v4, v6, v21
	v_div_fixup_f32 v4, v4, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v4
	v_or_b32_sdwa v28, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_195
; %bb.186:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_194
; %bb.187:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_pk_mov_b32 v[28:29], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_193
; %bb.188:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v6, v4, 23, 8
	v_sub_u32_e32 v21, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v3, 0x7fffff, v4
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v23, 0x800000, v3
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_add_u32_e32 v19, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v23, v3, vcc
	v_add_u32_e32 v3, 20, v21
	v_lshlrev_b64 v[28:29], v3, -1
	v_add_u32_e32 v3, 19, v21
	v_lshrrev_b64 v[32:33], v21, v[6:7]
	v_cndmask_b32_e32 v19, v19, v36, vcc
	v_lshlrev_b64 v[30:31], v3, 1
	v_lshrrev_b32_e32 v3, 23, v32
	v_bfi_b32 v29, v29, 0, 0
	v_bfi_b32 v28, v28, 0, v6
	v_add3_u32 v21, v21, v19, v3
	v_bfe_u32 v3, v32, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[28:29], v[30:31]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v32
	v_add_u32_e32 v19, 7, v21
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v32
	v_cmp_ne_u32_e32 vcc, 0, v19
                                        ; implicit-def: $vgpr28_vgpr29
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.189:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v3, 8, v21
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v19, v3, vcc
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_lshrrev_b64 v[28:29], v19, v[6:7]
; %bb.190:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.191:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[28:29], v[6:7], v[6:7] op_sel:[0,1]
; %bb.192:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[28:29], 20, v[28:29]
	v_cmp_gt_i32_e32 vcc, 16, v3
	v_and_b32_sdwa v4, v4, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v6, 15, v3
	v_cndmask_b32_e32 v29, 0, v29, vcc
	v_cndmask_b32_e32 v28, 7, v28, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[28:29]
	v_lshl_or_b32 v3, v6, 3, v4
	v_and_or_b32 v3, v28, 7, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v28, v3, 0, s[0:1]
.LBB1_193:                              ;   in Loop: Header=BB1_125 Depth=2
	s_or_b64 exec, exec, s[28:29]
.LBB1_194:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[26:27]
	s_or_b64 exec, exec, s[0:1]
.LBB1_195:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v3, 0xffff0000, v5
	v_div_scale_f32 v4, s[0:1], s14, s14, v3
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, v3, s14, v3
	v_fma_f32 v19, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v19, v5
	v_mul_f32_e32 v19, v6, v5
	v_fma_f32 v21, -v4, v19, v6
	v_fmac_f32_e32 v19, v21, v5
	v_fma_f32 v4, -v4, v19, v6
	v_div_fmas_f32 v4, v4, v5, v19
	v_div_fixup_f32 v4, v4, s14, v3
	v_and_b32_e32 v6, 0x7f800000, v4
	v_or_b32_sdwa v30, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_124
; %bb.196:                              ;   in Loop: Header=BB1_125 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v4
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[26:27], exec, s[0:1]
	s_cbranch_execz .LBB1_123
; %bb.197:                              ;   in Loop: Header=BB1_125 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_pk_mov_b32 v[30:31], 0, 0
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_122
; %bb.198:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v5, v4, 23, 8
	v_sub_u32_e32 v19, 0x78, v5
	v_cmp_gt_u32_e32 vcc, s52, v5
	v_and_b32_e32 v3, 0x7fffff, v4
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v6, 0xffffff81, v5
	v_or_b32_e32 v21, 0x800000, v3
	v_cndmask_b32_e32 v19, v19, v37, vcc
	v_cndmask_b32_e32 v5, v6, v36, vcc
	v_cndmask_b32_e32 v6, v21, v3, vcc
	v_add_u32_e32 v3, 20, v19
	v_lshlrev_b64 v[30:31], v3, -1
	v_add_u32_e32 v3, 19, v19
	v_lshrrev_b64 v[38:39], v19, v[6:7]
	v_lshlrev_b64 v[32:33], v3, 1
	v_lshrrev_b32_e32 v3, 23, v38
	v_bfi_b32 v31, v31, 0, 0
	v_bfi_b32 v30, v30, 0, v6
	v_add3_u32 v19, v19, v5, v3
	v_bfe_u32 v3, v38, 20, 1
	v_add_u32_e32 v3, -1, v3
	v_cmp_eq_u64_e32 vcc, v[30:31], v[32:33]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_add_u32_e32 v3, v3, v38
	v_add_u32_e32 v5, 7, v19
	v_and_b32_e32 v3, 0xfffff, v3
	v_add_u32_e32 v6, v3, v38
	v_cmp_ne_u32_e32 vcc, 0, v5
                                        ; implicit-def: $vgpr30_vgpr31
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.199:                              ;   in Loop: Header=BB1_125 Depth=2
	v_add_u32_e32 v3, 8, v19
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_lshrrev_b64 v[30:31], v5, v[6:7]
; %bb.200:                              ;   in Loop: Header=BB1_125 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_121
; %bb.201:                              ;   in Loop: Header=BB1_125 Depth=2
	v_bfe_u32 v3, v6, 23, 1
	v_pk_mov_b32 v[30:31], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB1_121
.LBB1_202:                              ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[22:23]
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB1_6
; %bb.203:                              ;   in Loop: Header=BB1_7 Depth=1
	v_mov_b32_e32 v2, s42
	v_add_co_u32_e32 v3, vcc, s41, v8
	v_addc_co_u32_e32 v6, vcc, v2, v9, vcc
	v_add_co_u32_e32 v2, vcc, v3, v10
	v_addc_co_u32_e32 v3, vcc, v6, v11, vcc
	v_mov_b32_e32 v6, s44
	v_add_co_u32_e32 v1, vcc, s43, v1
	v_mul_lo_u32 v4, v12, s12
	v_addc_co_u32_e32 v6, vcc, v6, v13, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v1, vcc, v1, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_mov_b32_e32 v6, s38
	v_add_co_u32_e32 v4, vcc, s37, v1
	v_addc_co_u32_e32 v1, vcc, v5, v6, vcc
	s_mov_b32 s28, 0
	s_mov_b32 s29, s13
	s_branch .LBB1_208
.LBB1_204:                              ;   in Loop: Header=BB1_208 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_sdwa v6, v8, s53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshrrev_b64 v[8:9], 20, v[10:11]
	v_cmp_gt_i32_e32 vcc, 16, v5
	v_min_i32_e32 v10, 15, v5
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_cndmask_b32_e32 v8, 7, v8, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cmp_eq_u64_e64 s[0:1], 0, v[8:9]
	v_lshl_or_b32 v5, v10, 3, v6
	v_and_or_b32 v5, v8, 7, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v5, v5, 0, s[0:1]
.LBB1_205:                              ;   in Loop: Header=BB1_208 Depth=2
	s_or_b64 exec, exec, s[26:27]
.LBB1_206:                              ;   in Loop: Header=BB1_208 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[24:25]
	s_or_b64 exec, exec, s[0:1]
.LBB1_207:                              ;   in Loop: Header=BB1_208 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[22:23]
	s_or_b64 exec, exec, s[0:1]
	s_ashr_i32 s0, s28, 31
	v_mov_b32_e32 v6, s0
	v_add_co_u32_e32 v8, vcc, s28, v4
	v_addc_co_u32_e32 v9, vcc, v1, v6, vcc
	s_add_i32 s29, s29, -1
	s_add_i32 s28, s28, s12
	v_add_co_u32_e32 v2, vcc, 2, v2
	s_cmp_eq_u32 s29, 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_store_byte v[8:9], v5, off
	s_cbranch_scc1 .LBB1_6
.LBB1_208:                              ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v5, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v5
	v_div_scale_f32 v6, s[0:1], s15, s15, v5
	v_rcp_f32_e32 v8, v6
	v_div_scale_f32 v9, vcc, v5, s15, v5
	v_fma_f32 v10, -v6, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v6, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v6, -v6, v10, v9
	v_div_fmas_f32 v6, v6, v8, v10
	v_div_fixup_f32 v8, v6, s15, v5
	v_and_b32_e32 v6, 0x7f800000, v8
	v_or_b32_sdwa v5, v8, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc, s[16:17], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[22:23], exec, s[0:1]
	s_cbranch_execz .LBB1_207
; %bb.209:                              ;   in Loop: Header=BB1_208 Depth=2
	v_and_b32_e32 v6, 0x7fffffff, v8
	v_cmp_gt_u64_e32 vcc, s[18:19], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[24:25], exec, s[0:1]
	s_cbranch_execz .LBB1_206
; %bb.210:                              ;   in Loop: Header=BB1_208 Depth=2
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB1_205
; %bb.211:                              ;   in Loop: Header=BB1_208 Depth=2
	v_bfe_u32 v6, v8, 23, 8
	v_sub_u32_e32 v10, 0x78, v6
	v_cmp_gt_u32_e32 vcc, s52, v6
	v_and_b32_e32 v5, 0x7fffff, v8
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_or_b32_e32 v11, 0x800000, v5
	v_cndmask_b32_e32 v12, v10, v37, vcc
	v_add_u32_e32 v9, 0xffffff81, v6
	v_cndmask_b32_e32 v6, v11, v5, vcc
	v_add_u32_e32 v5, 20, v12
	v_lshlrev_b64 v[10:11], v5, -1
	v_add_u32_e32 v5, 19, v12
	v_lshrrev_b64 v[16:17], v12, v[6:7]
	v_cndmask_b32_e32 v9, v9, v36, vcc
	v_lshlrev_b64 v[14:15], v5, 1
	v_lshrrev_b32_e32 v5, 23, v16
	v_bfi_b32 v11, v11, 0, 0
	v_bfi_b32 v10, v10, 0, v6
	v_add3_u32 v12, v12, v9, v5
	v_bfe_u32 v5, v16, 20, 1
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u64_e32 vcc, v[10:11], v[14:15]
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_add_u32_e32 v5, v5, v16
	v_add_u32_e32 v9, 7, v12
	v_and_b32_e32 v5, 0xfffff, v5
	v_add_u32_e32 v6, v5, v16
	v_cmp_ne_u32_e32 vcc, 0, v9
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.212:                              ;   in Loop: Header=BB1_208 Depth=2
	v_add_u32_e32 v5, 8, v12
	v_cmp_lt_u64_e32 vcc, s[20:21], v[6:7]
	v_cndmask_b32_e32 v5, v9, v5, vcc
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_lshrrev_b64 v[10:11], v9, v[6:7]
; %bb.213:                              ;   in Loop: Header=BB1_208 Depth=2
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_204
; %bb.214:                              ;   in Loop: Header=BB1_208 Depth=2
	v_bfe_u32 v5, v6, 23, 1
	v_pk_mov_b32 v[10:11], v[6:7], v[6:7] op_sel:[0,1]
	s_branch .LBB1_204
.LBB1_215:
	s_endpgm
.LBB1_216:
                                        ; implicit-def: $sgpr24_sgpr25
	s_branch .LBB1_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,comdat
.Lfunc_end1:
	.size	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff, .Lfunc_end1-_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
                                        ; -- End function
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_vgpr, 48
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_agpr, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.numbered_sgpr, 56
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_named_barrier, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.private_seg_size, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.uses_vcc, 1
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.uses_flat_scratch, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_dyn_sized_stack, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_recursion, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11376
; TotalNumSgprs: 60
; NumVgprs: 48
; NumAgprs: 0
; TotalNumVgprs: 48
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 48
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_1b71125eab5c5ab,@object ; @__hip_cuid_1b71125eab5c5ab
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_1b71125eab5c5ab
__hip_cuid_1b71125eab5c5ab:
	.byte	0                               ; 0x0
	.size	__hip_cuid_1b71125eab5c5ab, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_1b71125eab5c5ab
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     39
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
