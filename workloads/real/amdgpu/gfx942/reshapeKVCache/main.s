	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.section	.text._Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,comdat
	.protected	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff ; -- Begin function _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
	.globl	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
	.p2align	8
	.type	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,@function
_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff: ; @_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_lshl_b64 s[6:7], s[2:3], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	s_load_dwordx2 s[36:37], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[4:5], s[36:37], 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_32
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s21, s8, 31
	s_mov_b32 s20, s8
	s_or_b64 s[12:13], s[36:37], s[20:21]
	s_mov_b32 s12, s3
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc0 .LBB0_33
; %bb.2:
	s_ashr_i32 s12, s21, 31
	s_add_u32 s14, s20, s12
	s_mov_b32 s13, s12
	s_addc_u32 s15, s21, s12
	s_xor_b64 s[16:17], s[14:15], s[12:13]
	v_cvt_f32_u32_e32 v1, s16
	v_cvt_f32_u32_e32 v2, s17
	s_sub_u32 s3, 0, s16
	s_subb_u32 s18, 0, s17
	v_fmamk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_fmamk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s19, v2
	v_readfirstlane_b32 s22, v1
	s_mul_i32 s23, s3, s19
	s_mul_hi_u32 s25, s3, s22
	s_mul_i32 s24, s18, s22
	s_add_i32 s23, s25, s23
	s_add_i32 s23, s23, s24
	s_mul_i32 s26, s3, s22
	s_mul_i32 s25, s22, s23
	s_mul_hi_u32 s27, s22, s26
	s_mul_hi_u32 s24, s22, s23
	s_add_u32 s25, s27, s25
	s_addc_u32 s24, 0, s24
	s_mul_hi_u32 s28, s19, s26
	s_mul_i32 s26, s19, s26
	s_add_u32 s25, s25, s26
	s_mul_hi_u32 s27, s19, s23
	s_addc_u32 s24, s24, s28
	s_addc_u32 s25, s27, 0
	s_mul_i32 s23, s19, s23
	s_add_u32 s23, s24, s23
	s_addc_u32 s24, 0, s25
	s_add_u32 s22, s22, s23
	s_addc_u32 s19, s19, s24
	s_mul_i32 s23, s3, s19
	s_mul_hi_u32 s24, s3, s22
	s_add_i32 s23, s24, s23
	s_mul_i32 s18, s18, s22
	s_add_i32 s23, s23, s18
	s_mul_i32 s3, s3, s22
	s_mul_hi_u32 s24, s19, s3
	s_mul_i32 s25, s19, s3
	s_mul_i32 s27, s22, s23
	s_mul_hi_u32 s3, s22, s3
	s_mul_hi_u32 s26, s22, s23
	s_add_u32 s3, s3, s27
	s_addc_u32 s26, 0, s26
	s_add_u32 s3, s3, s25
	s_mul_hi_u32 s18, s19, s23
	s_addc_u32 s3, s26, s24
	s_addc_u32 s18, s18, 0
	s_mul_i32 s23, s19, s23
	s_add_u32 s3, s3, s23
	s_addc_u32 s18, 0, s18
	s_add_u32 s3, s22, s3
	s_addc_u32 s24, s19, s18
	s_ashr_i32 s18, s37, 31
	s_add_u32 s22, s36, s18
	s_mov_b32 s19, s18
	s_addc_u32 s23, s37, s18
	s_xor_b64 s[22:23], s[22:23], s[18:19]
	s_mul_i32 s26, s22, s24
	s_mul_hi_u32 s27, s22, s3
	s_mul_hi_u32 s25, s22, s24
	s_add_u32 s26, s27, s26
	s_addc_u32 s25, 0, s25
	s_mul_hi_u32 s28, s23, s3
	s_mul_i32 s3, s23, s3
	s_add_u32 s3, s26, s3
	s_mul_hi_u32 s27, s23, s24
	s_addc_u32 s3, s25, s28
	s_addc_u32 s25, s27, 0
	s_mul_i32 s24, s23, s24
	s_add_u32 s3, s3, s24
	s_addc_u32 s26, 0, s25
	s_mul_i32 s24, s16, s26
	s_mul_hi_u32 s25, s16, s3
	s_add_i32 s24, s25, s24
	s_mul_i32 s25, s17, s3
	s_add_i32 s27, s24, s25
	s_sub_i32 s28, s23, s27
	s_mul_i32 s24, s16, s3
	s_sub_u32 s22, s22, s24
	s_cselect_b64 s[24:25], -1, 0
	s_subb_u32 s28, s28, s17
	s_sub_u32 s29, s22, s16
	s_subb_u32 s28, s28, 0
	s_cmp_ge_u32 s28, s17
	s_cselect_b32 s30, -1, 0
	s_cmp_ge_u32 s29, s16
	s_cselect_b32 s29, -1, 0
	s_cmp_eq_u32 s28, s17
	s_cselect_b32 s28, s29, s30
	s_add_u32 s29, s3, 1
	s_addc_u32 s30, s26, 0
	s_add_u32 s31, s3, 2
	s_addc_u32 s33, s26, 0
	s_cmp_lg_u32 s28, 0
	s_cselect_b32 s28, s31, s29
	s_cselect_b32 s29, s33, s30
	s_cmp_lg_u64 s[24:25], 0
	s_subb_u32 s23, s23, s27
	s_cmp_ge_u32 s23, s17
	s_cselect_b32 s24, -1, 0
	s_cmp_ge_u32 s22, s16
	s_cselect_b32 s16, -1, 0
	s_cmp_eq_u32 s23, s17
	s_cselect_b32 s16, s16, s24
	s_cmp_lg_u32 s16, 0
	s_cselect_b32 s17, s29, s26
	s_cselect_b32 s16, s28, s3
	s_xor_b64 s[12:13], s[18:19], s[12:13]
	s_xor_b64 s[16:17], s[16:17], s[12:13]
	s_sub_u32 s26, s16, s12
	s_subb_u32 s27, s17, s13
	s_cbranch_execnz .LBB0_4
.LBB0_3:
	v_cvt_f32_u32_e32 v1, s20
	s_sub_i32 s3, 0, s20
	s_mov_b32 s27, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s3, s3, s12
	s_mul_hi_u32 s3, s12, s3
	s_add_i32 s12, s12, s3
	s_mul_hi_u32 s3, s36, s12
	s_mul_i32 s13, s3, s20
	s_sub_i32 s13, s36, s13
	s_add_i32 s12, s3, 1
	s_sub_i32 s14, s13, s20
	s_cmp_ge_u32 s13, s20
	s_cselect_b32 s3, s12, s3
	s_cselect_b32 s13, s14, s13
	s_add_i32 s12, s3, 1
	s_cmp_ge_u32 s13, s20
	s_cselect_b32 s26, s12, s3
.LBB0_4:
	s_abs_i32 s3, s9
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s14, 0, s3
	s_abs_i32 s13, s7
	s_xor_b32 s12, s7, s9
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s12, s12, 31
	s_mov_b32 s23, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s13, s15
	s_mul_i32 s15, s14, s3
	s_sub_i32 s13, s13, s15
	s_add_i32 s16, s14, 1
	s_sub_i32 s15, s13, s3
	s_cmp_ge_u32 s13, s3
	s_cselect_b32 s14, s16, s14
	s_cselect_b32 s13, s15, s13
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s13, s3
	s_cselect_b32 s3, s15, s14
	s_xor_b32 s3, s3, s12
	s_sub_i32 s33, s3, s12
	s_mul_i32 s48, s33, s6
	v_cmp_gt_i32_e32 vcc, s48, v0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_32
; %bb.5:
	s_mul_i32 s3, s26, s21
	s_mul_hi_u32 s22, s26, s20
	s_add_i32 s3, s22, s3
	s_mul_i32 s22, s27, s20
	s_add_i32 s3, s3, s22
	s_mul_i32 s22, s26, s20
	s_load_dwordx8 s[12:19], s[0:1], 0x0
	s_sub_u32 s24, s36, s22
	s_subb_u32 s25, s37, s3
	s_ashr_i32 s28, s4, 31
	s_mul_hi_u32 s29, s4, s2
	s_mul_i32 s28, s28, s2
	s_add_i32 s29, s29, s28
	s_mul_i32 s28, s4, s2
	s_lshl_b64 s[28:29], s[28:29], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s12, s28
	s_mul_i32 s27, s48, s27
	s_mul_hi_u32 s28, s48, s26
	s_mul_hi_i32 s38, s6, s33
	s_addc_u32 s13, s13, s29
	s_add_i32 s27, s28, s27
	s_mul_i32 s6, s38, s26
	s_add_i32 s27, s27, s6
	s_mul_i32 s6, s48, s26
	s_mul_i32 s28, s9, s20
	s_mul_hi_i32 s26, s9, s20
	s_mul_hi_u32 s29, s28, s6
	s_mul_i32 s27, s28, s27
	s_add_i32 s27, s29, s27
	s_mul_i32 s26, s26, s6
	s_ashr_i32 s4, s5, 31
	s_ashr_i32 s39, s9, 31
	s_add_i32 s30, s27, s26
	s_mul_i32 s31, s28, s6
	s_and_b32 s6, s9, 3
	s_cmp_eq_u32 s6, 0
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_lg_u32 s6, 0
	s_cselect_b64 s[26:27], -1, 0
	s_ashr_i32 s49, s9, 2
	s_load_dword s0, s[0:1], 0x54
	s_cmp_gt_i32 s49, 0
	s_cselect_b64 s[28:29], -1, 0
	s_add_u32 s18, s18, s31
	s_addc_u32 s19, s19, s30
	s_cmp_gt_i32 s9, 0
	s_cselect_b64 s[30:31], -1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s50, s0, 0xffff
	s_cmp_gt_u32 s9, 3
	s_cselect_b64 s[34:35], -1, 0
	s_abs_i32 s51, s33
	v_cvt_f32_u32_e32 v1, s51
	s_and_b32 s53, s9, 0x7ffffffc
	s_ashr_i32 s54, s33, 31
	s_sub_i32 s0, 0, s51
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s4, s4, s2
	s_mul_i32 s52, s9, s8
	v_mov_b32_e32 v7, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s58, 0x7f800000
	s_mov_b32 s59, 0x43700000
	s_mov_b32 s60, 0x4020c0c
	v_mul_lo_u32 v2, s0, v1
	s_add_u32 s0, s48, -1
	s_addc_u32 s1, s38, -1
	s_mul_i32 s1, s22, s1
	s_mul_hi_u32 s38, s22, s0
	s_mul_i32 s3, s3, s0
	s_add_i32 s1, s38, s1
	s_add_i32 s1, s1, s3
	s_mul_i32 s22, s22, s0
	s_add_u32 s0, s36, s22
	s_addc_u32 s1, s37, s1
	s_mul_i32 s3, s0, s39
	s_mul_hi_u32 s22, s0, s9
	s_add_i32 s3, s22, s3
	s_mul_i32 s1, s1, s9
	s_add_i32 s3, s3, s1
	s_mul_i32 s0, s0, s9
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, s3
	s_add_u32 s36, s12, 8
	s_mul_hi_u32 s0, s5, s2
	s_addc_u32 s37, s13, 0
	s_add_i32 s1, s0, s4
	s_mul_i32 s0, s5, s2
	s_lshl_b32 s55, s8, 2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s56, s14, s0
	s_addc_u32 s57, s15, s1
	v_mul_hi_u32 v2, v1, v2
	s_add_u32 s14, s56, 12
	v_add_u32_e32 v1, v1, v2
	s_addc_u32 s15, s57, 0
	s_mov_b64 s[38:39], 0
	s_xor_b64 s[40:41], s[40:41], -1
	v_mov_b32_e32 v22, 0xc3700000
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	v_add_u32_e32 v0, s50, v0
	v_cmp_le_i32_e32 vcc, s48, v0
	s_or_b64 s[38:39], vcc, s[38:39]
	s_andn2_b64 exec, exec, s[38:39]
	s_cbranch_execz .LBB0_32
.LBB0_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_10 Depth 2
                                        ;     Child Loop BB0_13 Depth 2
                                        ;     Child Loop BB0_16 Depth 2
                                        ;     Child Loop BB0_21 Depth 2
                                        ;     Child Loop BB0_25 Depth 2
                                        ;     Child Loop BB0_31 Depth 2
	v_sub_u32_e32 v3, 0, v0
	v_max_i32_e32 v3, v3, v0
	v_mul_hi_u32 v4, v3, v1
	v_mul_lo_u32 v5, v4, s51
	v_sub_u32_e32 v3, v3, v5
	v_add_u32_e32 v5, 1, v4
	v_cmp_le_u32_e32 vcc, s51, v3
	v_ashrrev_i32_e32 v2, 31, v0
	v_xor_b32_e32 v2, s54, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s51, v3
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_add_u32_e32 v5, 1, v4
	v_cmp_le_u32_e32 vcc, s51, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v4, v5, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_mul_lo_u32 v4, v2, s33
	v_sub_u32_e32 v5, v0, v4
	v_mul_lo_u32 v8, v2, s7
	v_ashrrev_i32_e32 v9, 31, v8
	v_mul_lo_u32 v10, v5, s9
	v_lshl_add_u64 v[2:3], v[8:9], 2, s[12:13]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[2:3], v[10:11], 2, v[2:3]
	v_and_b32_e32 v6, 15, v2
	v_mul_lo_u32 v12, v4, s52
	v_mul_lo_u32 v14, s52, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	s_or_b64 s[0:1], s[40:41], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[42:43], exec, s[2:3]
	s_cbranch_execz .LBB0_18
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_sub_u32_e32 v4, 0, v2
	v_bfe_u32 v4, v4, 2, 2
	v_min_i32_e32 v16, s9, v4
	v_cmp_lt_i32_e32 vcc, 0, v16
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_11
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=1
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[14:15]
	v_lshl_add_u64 v[4:5], s[16:17], 0, v[4:5]
	s_mov_b64 s[2:3], 0
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b32_e32 v6, v16
.LBB0_10:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v17, v[18:19], off
	v_mov_b32_e32 v20, 0
	v_add_u32_e32 v6, -1, v6
	v_lshl_add_u64 v[18:19], v[18:19], 0, 4
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v21, s[4:5], s10, s10, v17
	v_rcp_f32_e32 v24, v21
	v_div_scale_f32 v23, vcc, v17, s10, v17
	v_fma_f32 v25, -v21, v24, 1.0
	v_fmac_f32_e32 v24, v25, v24
	v_mul_f32_e32 v25, v23, v24
	v_fma_f32 v26, -v21, v25, v23
	v_fmac_f32_e32 v25, v26, v24
	v_fma_f32 v21, -v21, v25, v23
	v_div_fmas_f32 v21, v21, v24, v25
	v_div_fixup_f32 v17, v21, s10, v17
	v_med3_f32 v21, v17, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v17|, s58
	s_nop 1
	v_cndmask_b32_e32 v17, v21, v17, vcc
	v_cvt_pk_fp8_f32 v20, v17, v17
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	global_store_byte v[4:5], v20, off
	v_lshl_add_u64 v[4:5], v[4:5], 0, 1
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_10
.LBB0_11:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v6, s9, v16
	v_ashrrev_i32_e32 v4, 31, v6
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v4, v6, v4
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v23, 2, v4
	v_cmp_lt_i32_e32 vcc, 3, v6
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_14
; %bb.12:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[16:17], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[20:21], s[16:17], 0, v[2:3]
	s_mov_b64 s[46:47], 0
	v_mov_b32_e32 v24, v23
.LBB0_13:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[18:19], off
	v_add_u32_e32 v24, -1, v24
	v_cmp_eq_u32_e32 vcc, 0, v24
	s_or_b64 s[46:47], vcc, s[46:47]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_lshl_add_u64 v[18:19], v[18:19], 0, 16
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v29, s[0:1], s10, s10, v2
	v_div_scale_f32 v31, s[0:1], s10, s10, v3
	v_rcp_f32_e32 v37, v29
	v_div_scale_f32 v33, s[2:3], s10, s10, v4
	v_rcp_f32_e32 v38, v31
	v_rcp_f32_e32 v39, v33
	v_div_scale_f32 v35, s[4:5], s10, s10, v5
	v_rcp_f32_e32 v40, v35
	v_fma_f32 v41, -v29, v37, 1.0
	v_div_scale_f32 v30, vcc, v2, s10, v2
	v_fma_f32 v42, -v31, v38, 1.0
	v_fmac_f32_e32 v37, v41, v37
	v_div_scale_f32 v32, s[0:1], v3, s10, v3
	v_fma_f32 v43, -v33, v39, 1.0
	v_fmac_f32_e32 v38, v42, v38
	v_mul_f32_e32 v41, v30, v37
	v_div_scale_f32 v34, s[2:3], v4, s10, v4
	v_fmac_f32_e32 v39, v43, v39
	v_mul_f32_e32 v42, v32, v38
	v_fma_f32 v45, -v29, v41, v30
	v_fma_f32 v44, -v35, v40, 1.0
	v_mul_f32_e32 v43, v34, v39
	v_fma_f32 v46, -v31, v42, v32
	v_fmac_f32_e32 v41, v45, v37
	v_div_scale_f32 v36, s[4:5], v5, s10, v5
	v_fmac_f32_e32 v40, v44, v40
	v_fma_f32 v47, -v33, v43, v34
	v_fmac_f32_e32 v42, v46, v38
	v_fma_f32 v29, -v29, v41, v30
	v_mul_f32_e32 v44, v36, v40
	v_fmac_f32_e32 v43, v47, v39
	v_fma_f32 v30, -v31, v42, v32
	v_div_fmas_f32 v29, v29, v37, v41
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v48, -v35, v44, v36
	v_fma_f32 v31, -v33, v43, v34
	v_div_fixup_f32 v2, v29, s10, v2
	v_div_fmas_f32 v29, v30, v38, v42
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v44, v48, v40
	v_med3_f32 v30, v2, s59, v22
	v_div_fixup_f32 v3, v29, s10, v3
	v_div_fmas_f32 v29, v31, v39, v43
	v_cmp_nlg_f32_e64 vcc, |v2|, s58
	v_fma_f32 v32, -v35, v44, v36
	v_cmp_nlg_f32_e64 s[0:1], |v3|, s58
	v_cndmask_b32_e32 v2, v30, v2, vcc
	s_mov_b64 vcc, s[4:5]
	v_med3_f32 v30, v3, s59, v22
	v_div_fixup_f32 v4, v29, s10, v4
	v_div_fmas_f32 v29, v32, v40, v44
	v_cvt_pk_fp8_f32 v25, v2, v2
	v_cndmask_b32_e64 v2, v30, v3, s[0:1]
	v_med3_f32 v3, v4, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v4|, s58
	v_div_fixup_f32 v5, v29, s10, v5
	v_cvt_pk_fp8_f32 v26, v2, v2
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_med3_f32 v3, v5, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v5|, s58
	v_cvt_pk_fp8_f32 v27, v2, v2
	v_lshlrev_b32_e32 v4, 16, v27
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_cvt_pk_fp8_f32 v28, v2, v2
	v_lshlrev_b32_e32 v3, 8, v26
	v_and_b32_e32 v2, 0xff, v25
	v_and_b32_e32 v3, 0xff00, v3
	v_perm_b32 v4, v28, v4, s60
	v_or3_b32 v2, v4, v3, v2
	global_store_dword v[20:21], v2, off
	v_lshl_add_u64 v[20:21], v[20:21], 0, 4
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB0_13
.LBB0_14:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[44:45]
	v_lshlrev_b32_e32 v2, 2, v23
	v_cmp_lt_i32_e32 vcc, v2, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
; %bb.15:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[4:5], 2, v[10:11]
	v_lshl_add_u64 v[4:5], v[16:17], 2, v[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[12:13]
	v_lshl_add_u64 v[4:5], v[8:9], 2, v[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[4:5]
	v_lshl_add_u64 v[14:15], s[16:17], 0, v[14:15]
	s_mov_b64 s[2:3], 0
.LBB0_16:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v3, v[4:5], off
	v_mov_b32_e32 v16, 0
	v_add_u32_e32 v2, 1, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v17, s[4:5], s10, s10, v3
	v_rcp_f32_e32 v19, v17
	v_div_scale_f32 v18, vcc, v3, s10, v3
	v_fma_f32 v20, -v17, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v17, v20, v18
	v_fmac_f32_e32 v20, v21, v19
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v17, v17, v19, v20
	v_div_fixup_f32 v3, v17, s10, v3
	v_med3_f32 v17, v3, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v3|, s58
	s_nop 1
	v_cndmask_b32_e32 v3, v17, v3, vcc
	v_cvt_pk_fp8_f32 v16, v3, v3
	v_cmp_ge_i32_e32 vcc, v2, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	global_store_byte v[14:15], v16, off
	v_lshl_add_u64 v[14:15], v[14:15], 0, 1
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_16
.LBB0_17:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr14_vgpr15
.LBB0_18:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_saveexec_b64 s[42:43], s[42:43]
	s_cbranch_execz .LBB0_22
; %bb.19:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_b64 vcc, exec, s[28:29]
	s_cbranch_vccnz .LBB0_22
; %bb.20:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshl_add_u64 v[2:3], v[12:13], 0, v[14:15]
	v_lshl_add_u64 v[14:15], s[16:17], 0, v[2:3]
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	v_lshl_add_u64 v[2:3], v[10:11], 2, v[2:3]
	v_lshl_add_u64 v[16:17], s[36:37], 0, v[2:3]
	s_mov_b32 s22, s49
.LBB0_21:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[16:17], off offset:-8
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	s_add_i32 s22, s22, -1
	v_lshl_add_u64 v[16:17], v[16:17], 0, 16
	s_cmp_eq_u32 s22, 0
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v21, s[0:1], s10, s10, v2
	v_div_scale_f32 v24, s[0:1], s10, s10, v3
	v_rcp_f32_e32 v30, v21
	v_div_scale_f32 v26, s[2:3], s10, s10, v4
	v_rcp_f32_e32 v31, v24
	v_rcp_f32_e32 v32, v26
	v_div_scale_f32 v28, s[4:5], s10, s10, v5
	v_rcp_f32_e32 v33, v28
	v_fma_f32 v34, -v21, v30, 1.0
	v_div_scale_f32 v23, vcc, v2, s10, v2
	v_fma_f32 v35, -v24, v31, 1.0
	v_fmac_f32_e32 v30, v34, v30
	v_div_scale_f32 v25, s[0:1], v3, s10, v3
	v_fma_f32 v36, -v26, v32, 1.0
	v_fmac_f32_e32 v31, v35, v31
	v_mul_f32_e32 v34, v23, v30
	v_div_scale_f32 v27, s[2:3], v4, s10, v4
	v_fmac_f32_e32 v32, v36, v32
	v_mul_f32_e32 v35, v25, v31
	v_fma_f32 v38, -v21, v34, v23
	v_fma_f32 v37, -v28, v33, 1.0
	v_mul_f32_e32 v36, v27, v32
	v_fma_f32 v39, -v24, v35, v25
	v_fmac_f32_e32 v34, v38, v30
	v_div_scale_f32 v29, s[4:5], v5, s10, v5
	v_fmac_f32_e32 v33, v37, v33
	v_fma_f32 v40, -v26, v36, v27
	v_fmac_f32_e32 v35, v39, v31
	v_fma_f32 v21, -v21, v34, v23
	v_mul_f32_e32 v37, v29, v33
	v_fmac_f32_e32 v36, v40, v32
	v_fma_f32 v23, -v24, v35, v25
	v_div_fmas_f32 v21, v21, v30, v34
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v41, -v28, v37, v29
	v_fma_f32 v24, -v26, v36, v27
	v_div_fixup_f32 v2, v21, s10, v2
	v_div_fmas_f32 v21, v23, v31, v35
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v37, v41, v33
	v_med3_f32 v23, v2, s59, v22
	v_div_fixup_f32 v3, v21, s10, v3
	v_div_fmas_f32 v21, v24, v32, v36
	v_cmp_nlg_f32_e64 vcc, |v2|, s58
	v_fma_f32 v25, -v28, v37, v29
	v_cmp_nlg_f32_e64 s[0:1], |v3|, s58
	v_cndmask_b32_e32 v2, v23, v2, vcc
	s_mov_b64 vcc, s[4:5]
	v_med3_f32 v23, v3, s59, v22
	v_div_fixup_f32 v4, v21, s10, v4
	v_div_fmas_f32 v21, v25, v33, v37
	v_cvt_pk_fp8_f32 v6, v2, v2
	v_cndmask_b32_e64 v2, v23, v3, s[0:1]
	v_med3_f32 v3, v4, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v4|, s58
	v_div_fixup_f32 v5, v21, s10, v5
	v_cvt_pk_fp8_f32 v18, v2, v2
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_med3_f32 v3, v5, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v5|, s58
	v_cvt_pk_fp8_f32 v19, v2, v2
	v_lshlrev_b32_e32 v4, 16, v19
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_cvt_pk_fp8_f32 v20, v2, v2
	v_lshlrev_b32_e32 v3, 8, v18
	v_and_b32_e32 v2, 0xff, v6
	v_and_b32_e32 v3, 0xff00, v3
	v_perm_b32 v4, v20, v4, s60
	v_or3_b32 v2, v4, v3, v2
	global_store_dword v[14:15], v2, off
	v_lshl_add_u64 v[14:15], v[14:15], 0, 4
	s_cbranch_scc0 .LBB0_21
.LBB0_22:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[42:43]
	s_andn2_b64 vcc, exec, s[30:31]
	s_cbranch_vccnz .LBB0_6
; %bb.23:                               ;   in Loop: Header=BB0_7 Depth=1
	v_mul_lo_u32 v2, v10, s8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], s[18:19], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_lshl_add_u64 v[12:13], v[2:3], 0, s[24:25]
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	s_and_b64 vcc, exec, s[34:35]
	v_lshl_add_u64 v[8:9], v[10:11], 2, v[2:3]
	s_cbranch_vccz .LBB0_27
; %bb.24:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[8:9]
	s_mov_b32 s42, 0
	s_mov_b32 s22, 0
.LBB0_25:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[10:11], off offset:-12
	v_mov_b32_e32 v6, 0
	s_ashr_i32 s43, s42, 31
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[42:43]
	v_mov_b32_e32 v25, 0
	s_add_i32 s22, s22, 4
	s_add_i32 s42, s42, s55
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[20:21]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 16
	s_cmp_eq_u32 s53, s22
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[20:21]
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[20:21]
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v26, s[0:1], s11, s11, v2
	v_div_scale_f32 v28, s[0:1], s11, s11, v3
	v_rcp_f32_e32 v34, v26
	v_div_scale_f32 v30, s[2:3], s11, s11, v4
	v_rcp_f32_e32 v35, v28
	v_rcp_f32_e32 v36, v30
	v_div_scale_f32 v32, s[4:5], s11, s11, v5
	v_rcp_f32_e32 v37, v32
	v_fma_f32 v38, -v26, v34, 1.0
	v_div_scale_f32 v27, vcc, v2, s11, v2
	v_fma_f32 v39, -v28, v35, 1.0
	v_fmac_f32_e32 v34, v38, v34
	v_div_scale_f32 v29, s[0:1], v3, s11, v3
	v_fma_f32 v40, -v30, v36, 1.0
	v_fmac_f32_e32 v35, v39, v35
	v_mul_f32_e32 v38, v27, v34
	v_div_scale_f32 v31, s[2:3], v4, s11, v4
	v_fmac_f32_e32 v36, v40, v36
	v_mul_f32_e32 v39, v29, v35
	v_fma_f32 v42, -v26, v38, v27
	v_fma_f32 v41, -v32, v37, 1.0
	v_mul_f32_e32 v40, v31, v36
	v_fma_f32 v43, -v28, v39, v29
	v_fmac_f32_e32 v38, v42, v34
	v_div_scale_f32 v33, s[4:5], v5, s11, v5
	v_fmac_f32_e32 v37, v41, v37
	v_fma_f32 v44, -v30, v40, v31
	v_fmac_f32_e32 v39, v43, v35
	v_fma_f32 v26, -v26, v38, v27
	v_mul_f32_e32 v41, v33, v37
	v_fmac_f32_e32 v40, v44, v36
	v_fma_f32 v27, -v28, v39, v29
	v_div_fmas_f32 v26, v26, v34, v38
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v45, -v32, v41, v33
	v_fma_f32 v28, -v30, v40, v31
	v_div_fixup_f32 v2, v26, s11, v2
	v_div_fmas_f32 v26, v27, v35, v39
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v41, v45, v37
	v_med3_f32 v27, v2, s59, v22
	v_div_fixup_f32 v3, v26, s11, v3
	v_div_fmas_f32 v26, v28, v36, v40
	v_cmp_nlg_f32_e64 vcc, |v2|, s58
	v_fma_f32 v29, -v32, v41, v33
	v_cmp_nlg_f32_e64 s[0:1], |v3|, s58
	v_cndmask_b32_e32 v2, v27, v2, vcc
	s_mov_b64 vcc, s[4:5]
	v_med3_f32 v27, v3, s59, v22
	v_div_fixup_f32 v4, v26, s11, v4
	v_div_fmas_f32 v26, v29, v37, v41
	v_cvt_pk_fp8_f32 v6, v2, v2
	v_cndmask_b32_e64 v2, v27, v3, s[0:1]
	v_med3_f32 v3, v4, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v4|, s58
	v_div_fixup_f32 v5, v26, s11, v5
	v_cvt_pk_fp8_f32 v23, v2, v2
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_med3_f32 v3, v5, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v5|, s58
	v_cvt_pk_fp8_f32 v24, v2, v2
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_cvt_pk_fp8_f32 v25, v2, v2
	global_store_byte v[14:15], v6, off
	global_store_byte v[16:17], v23, off
	global_store_byte v[18:19], v24, off
	global_store_byte v[20:21], v25, off
	s_cbranch_scc0 .LBB0_25
; %bb.26:                               ;   in Loop: Header=BB0_7 Depth=1
	s_mov_b64 s[0:1], s[26:27]
	s_mov_b32 s22, s53
	s_branch .LBB0_29
.LBB0_27:                               ;   in Loop: Header=BB0_7 Depth=1
	s_mov_b64 s[0:1], 0
	s_mov_b32 s22, s53
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_7 Depth=1
	s_mov_b64 s[0:1], -1
	s_mov_b32 s22, 0
.LBB0_29:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_6
; %bb.30:                               ;   in Loop: Header=BB0_7 Depth=1
	s_lshl_b64 s[0:1], s[22:23], 2
	s_add_u32 s0, s56, s0
	s_addc_u32 s1, s57, s1
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[8:9]
	s_mul_i32 s0, s8, s22
	s_mov_b32 s2, s6
.LBB0_31:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v6, 0
	s_ashr_i32 s1, s0, 31
	s_add_i32 s2, s2, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v5, s[4:5], s11, s11, v4
	v_rcp_f32_e32 v8, v5
	v_div_scale_f32 v9, vcc, v4, s11, v4
	v_fma_f32 v10, -v5, v8, 1.0
	v_fmac_f32_e32 v8, v10, v8
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v5, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v5, -v5, v10, v9
	v_div_fmas_f32 v5, v5, v8, v10
	v_div_fixup_f32 v4, v5, s11, v4
	v_med3_f32 v5, v4, s59, v22
	v_cmp_nlg_f32_e64 vcc, |v4|, s58
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_cvt_pk_fp8_f32 v6, v4, v4
	v_lshl_add_u64 v[4:5], v[12:13], 0, s[0:1]
	s_add_i32 s0, s0, s8
	s_cmp_lg_u32 s2, 0
	global_store_byte v[4:5], v6, off
	s_cbranch_scc1 .LBB0_31
	s_branch .LBB0_6
.LBB0_32:
	s_endpgm
.LBB0_33:
                                        ; implicit-def: $sgpr26_sgpr27
	s_branch .LBB0_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
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
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 61
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
	.section	.text._Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,comdat
.Lfunc_end0:
	.size	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff, .Lfunc_end0-_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
                                        ; -- End function
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_vgpr, 49
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_agpr, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.numbered_sgpr, 61
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_named_barrier, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.private_seg_size, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.uses_vcc, 1
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.uses_flat_scratch, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_dyn_sized_stack, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_recursion, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4032
; TotalNumSgprs: 67
; NumVgprs: 49
; NumAgprs: 0
; TotalNumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 67
; NumVGPRsForWavesPerEU: 49
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
	.section	.text._Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,comdat
	.protected	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff ; -- Begin function _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
	.globl	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
	.p2align	8
	.type	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,@function
_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff: ; @_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_lshl_b64 s[6:7], s[2:3], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	s_load_dwordx2 s[38:39], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i64_e64 s[4:5], s[38:39], 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_32
; %bb.1:
	s_load_dwordx8 s[12:19], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s21, s16, 31
	s_mov_b32 s20, s16
	s_or_b64 s[4:5], s[38:39], s[20:21]
	s_mov_b32 s4, s3
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc0 .LBB1_33
; %bb.2:
	s_ashr_i32 s4, s21, 31
	s_add_u32 s6, s20, s4
	s_mov_b32 s5, s4
	s_addc_u32 s7, s21, s4
	s_xor_b64 s[8:9], s[6:7], s[4:5]
	v_cvt_f32_u32_e32 v1, s8
	v_cvt_f32_u32_e32 v2, s9
	s_sub_u32 s3, 0, s8
	s_subb_u32 s10, 0, s9
	v_fmamk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_fmamk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s11, v2
	v_readfirstlane_b32 s22, v1
	s_mul_i32 s23, s3, s11
	s_mul_hi_u32 s25, s3, s22
	s_mul_i32 s24, s10, s22
	s_add_i32 s23, s25, s23
	s_add_i32 s23, s23, s24
	s_mul_i32 s26, s3, s22
	s_mul_i32 s25, s22, s23
	s_mul_hi_u32 s27, s22, s26
	s_mul_hi_u32 s24, s22, s23
	s_add_u32 s25, s27, s25
	s_addc_u32 s24, 0, s24
	s_mul_hi_u32 s28, s11, s26
	s_mul_i32 s26, s11, s26
	s_add_u32 s25, s25, s26
	s_mul_hi_u32 s27, s11, s23
	s_addc_u32 s24, s24, s28
	s_addc_u32 s25, s27, 0
	s_mul_i32 s23, s11, s23
	s_add_u32 s23, s24, s23
	s_addc_u32 s24, 0, s25
	s_add_u32 s22, s22, s23
	s_addc_u32 s11, s11, s24
	s_mul_i32 s23, s3, s11
	s_mul_hi_u32 s24, s3, s22
	s_add_i32 s23, s24, s23
	s_mul_i32 s10, s10, s22
	s_add_i32 s23, s23, s10
	s_mul_i32 s3, s3, s22
	s_mul_hi_u32 s24, s11, s3
	s_mul_i32 s25, s11, s3
	s_mul_i32 s27, s22, s23
	s_mul_hi_u32 s3, s22, s3
	s_mul_hi_u32 s26, s22, s23
	s_add_u32 s3, s3, s27
	s_addc_u32 s26, 0, s26
	s_add_u32 s3, s3, s25
	s_mul_hi_u32 s10, s11, s23
	s_addc_u32 s3, s26, s24
	s_addc_u32 s10, s10, 0
	s_mul_i32 s23, s11, s23
	s_add_u32 s3, s3, s23
	s_addc_u32 s10, 0, s10
	s_add_u32 s3, s22, s3
	s_addc_u32 s24, s11, s10
	s_ashr_i32 s10, s39, 31
	s_add_u32 s22, s38, s10
	s_mov_b32 s11, s10
	s_addc_u32 s23, s39, s10
	s_xor_b64 s[22:23], s[22:23], s[10:11]
	s_mul_i32 s26, s22, s24
	s_mul_hi_u32 s27, s22, s3
	s_mul_hi_u32 s25, s22, s24
	s_add_u32 s26, s27, s26
	s_addc_u32 s25, 0, s25
	s_mul_hi_u32 s28, s23, s3
	s_mul_i32 s3, s23, s3
	s_add_u32 s3, s26, s3
	s_mul_hi_u32 s27, s23, s24
	s_addc_u32 s3, s25, s28
	s_addc_u32 s25, s27, 0
	s_mul_i32 s24, s23, s24
	s_add_u32 s3, s3, s24
	s_addc_u32 s26, 0, s25
	s_mul_i32 s24, s8, s26
	s_mul_hi_u32 s25, s8, s3
	s_add_i32 s24, s25, s24
	s_mul_i32 s25, s9, s3
	s_add_i32 s27, s24, s25
	s_sub_i32 s28, s23, s27
	s_mul_i32 s24, s8, s3
	s_sub_u32 s22, s22, s24
	s_cselect_b64 s[24:25], -1, 0
	s_subb_u32 s28, s28, s9
	s_sub_u32 s29, s22, s8
	s_subb_u32 s28, s28, 0
	s_cmp_ge_u32 s28, s9
	s_cselect_b32 s30, -1, 0
	s_cmp_ge_u32 s29, s8
	s_cselect_b32 s29, -1, 0
	s_cmp_eq_u32 s28, s9
	s_cselect_b32 s28, s29, s30
	s_add_u32 s29, s3, 1
	s_addc_u32 s30, s26, 0
	s_add_u32 s31, s3, 2
	s_addc_u32 s33, s26, 0
	s_cmp_lg_u32 s28, 0
	s_cselect_b32 s28, s31, s29
	s_cselect_b32 s29, s33, s30
	s_cmp_lg_u64 s[24:25], 0
	s_subb_u32 s23, s23, s27
	s_cmp_ge_u32 s23, s9
	s_cselect_b32 s24, -1, 0
	s_cmp_ge_u32 s22, s8
	s_cselect_b32 s8, -1, 0
	s_cmp_eq_u32 s23, s9
	s_cselect_b32 s8, s8, s24
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s9, s29, s26
	s_cselect_b32 s8, s28, s3
	s_xor_b64 s[4:5], s[10:11], s[4:5]
	s_xor_b64 s[8:9], s[8:9], s[4:5]
	s_sub_u32 s26, s8, s4
	s_subb_u32 s27, s9, s5
	s_cbranch_execnz .LBB1_4
.LBB1_3:
	v_cvt_f32_u32_e32 v1, s20
	s_sub_i32 s3, 0, s20
	s_mov_b32 s27, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s3, s3, s4
	s_mul_hi_u32 s3, s4, s3
	s_add_i32 s4, s4, s3
	s_mul_hi_u32 s3, s38, s4
	s_mul_i32 s5, s3, s20
	s_sub_i32 s5, s38, s5
	s_add_i32 s4, s3, 1
	s_sub_i32 s6, s5, s20
	s_cmp_ge_u32 s5, s20
	s_cselect_b32 s3, s4, s3
	s_cselect_b32 s5, s6, s5
	s_add_i32 s4, s3, 1
	s_cmp_ge_u32 s5, s20
	s_cselect_b32 s26, s4, s3
.LBB1_4:
	s_abs_i32 s3, s17
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s6, 0, s3
	s_abs_i32 s5, s15
	s_xor_b32 s4, s15, s17
	v_rcp_iflag_f32_e32 v1, v1
	s_ashr_i32 s4, s4, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s5, s7
	s_mul_i32 s7, s6, s3
	s_sub_i32 s5, s5, s7
	s_add_i32 s8, s6, 1
	s_sub_i32 s7, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s6, s8, s6
	s_cselect_b32 s5, s7, s5
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s7, s6
	s_xor_b32 s3, s3, s4
	s_sub_i32 s33, s3, s4
	s_mul_i32 s54, s33, s14
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_32
; %bb.5:
	s_mul_i32 s3, s26, s21
	s_mul_hi_u32 s22, s26, s20
	s_add_i32 s3, s22, s3
	s_mul_i32 s22, s27, s20
	s_add_i32 s3, s3, s22
	s_mul_i32 s40, s26, s20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_sub_u32 s22, s38, s40
	s_subb_u32 s23, s39, s3
	s_ashr_i32 s24, s12, 31
	s_mul_hi_u32 s25, s12, s2
	s_mul_i32 s24, s24, s2
	s_add_i32 s25, s25, s24
	s_mul_i32 s24, s12, s2
	s_lshl_b64 s[24:25], s[24:25], 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s24, s4, s24
	s_addc_u32 s25, s5, s25
	s_mul_i32 s4, s54, s27
	s_mul_hi_u32 s5, s54, s26
	s_mul_hi_i32 s41, s14, s33
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s41, s26
	s_add_i32 s4, s4, s5
	s_mul_i32 s5, s54, s26
	s_mul_i32 s26, s17, s20
	s_mul_hi_i32 s14, s17, s20
	s_mul_hi_u32 s27, s26, s5
	s_mul_i32 s4, s26, s4
	s_add_i32 s4, s27, s4
	s_mul_i32 s14, s14, s5
	s_ashr_i32 s12, s13, 31
	s_ashr_i32 s42, s17, 31
	s_add_i32 s29, s4, s14
	s_and_b32 s4, s17, 7
	s_cmp_eq_u32 s4, 0
	s_mul_i32 s28, s26, s5
	s_cselect_b64 s[4:5], -1, 0
	s_ashr_i32 s14, s17, 3
	s_load_dword s0, s[0:1], 0x54
	s_cmp_gt_i32 s14, 0
	s_cselect_b64 s[26:27], -1, 0
	s_add_u32 s28, s10, s28
	s_addc_u32 s29, s11, s29
	s_cmp_gt_i32 s17, 0
	s_cselect_b64 s[30:31], -1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s55, s0, 0xffff
	s_and_b32 s56, s17, 3
	s_cmp_gt_u32 s17, 3
	s_cselect_b64 s[34:35], -1, 0
	s_and_b32 s57, s17, 0x7ffffffc
	s_cmp_lg_u32 s56, 0
	s_cselect_b64 s[36:37], -1, 0
	s_abs_i32 s58, s33
	v_cvt_f32_u32_e32 v1, s58
	s_ashr_i32 s62, s33, 31
	s_sub_i32 s0, 0, s58
	s_mul_i32 s12, s12, s2
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s59, s17, s16
	s_mov_b32 s60, s18
	s_mov_b32 s61, s18
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[44:45], 0
	s_mov_b32 s66, 0x7f800000
	v_mul_lo_u32 v2, s0, v1
	s_add_u32 s0, s54, -1
	s_addc_u32 s1, s41, -1
	s_mul_i32 s1, s40, s1
	s_mul_hi_u32 s10, s40, s0
	s_mul_i32 s3, s3, s0
	s_add_i32 s1, s10, s1
	s_add_i32 s1, s1, s3
	s_mul_i32 s40, s40, s0
	s_add_u32 s0, s38, s40
	s_addc_u32 s1, s39, s1
	s_mul_i32 s3, s0, s42
	s_mul_hi_u32 s10, s0, s17
	s_add_i32 s3, s10, s3
	s_mul_i32 s1, s1, s17
	s_add_i32 s3, s3, s1
	s_mul_i32 s0, s0, s17
	s_add_u32 s38, s8, s0
	s_addc_u32 s39, s9, s3
	s_add_u32 s40, s24, 8
	s_mul_hi_u32 s0, s13, s2
	s_addc_u32 s41, s25, 0
	s_add_i32 s1, s0, s12
	s_mul_i32 s0, s13, s2
	s_lshl_b32 s63, s16, 2
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s64, s6, s0
	s_addc_u32 s65, s7, s1
	v_mul_hi_u32 v2, v1, v2
	s_add_u32 s42, s64, 6
	v_add_u32_e32 v1, v1, v2
	s_addc_u32 s43, s65, 0
	s_xor_b64 s[46:47], s[4:5], -1
	s_mov_b32 s67, 0x43700000
	v_mov_b32_e32 v22, 0x207
	s_mov_b32 s68, 0x4020c0c
	v_mov_b32_e32 v23, 0xc3700000
	v_mov_b32_e32 v24, 8
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	v_add_u32_e32 v0, s55, v0
	v_cmp_le_i32_e32 vcc, s54, v0
	s_or_b64 s[44:45], vcc, s[44:45]
	s_andn2_b64 exec, exec, s[44:45]
	s_cbranch_execz .LBB1_32
.LBB1_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_10 Depth 2
                                        ;     Child Loop BB1_13 Depth 2
                                        ;     Child Loop BB1_16 Depth 2
                                        ;     Child Loop BB1_21 Depth 2
                                        ;     Child Loop BB1_25 Depth 2
                                        ;     Child Loop BB1_31 Depth 2
	v_sub_u32_e32 v3, 0, v0
	v_max_i32_e32 v3, v3, v0
	v_mul_hi_u32 v4, v3, v1
	v_mul_lo_u32 v5, v4, s58
	v_sub_u32_e32 v3, v3, v5
	v_add_u32_e32 v5, 1, v4
	v_cmp_le_u32_e32 vcc, s58, v3
	v_ashrrev_i32_e32 v2, 31, v0
	v_xor_b32_e32 v2, s62, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s58, v3
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_add_u32_e32 v5, 1, v4
	v_cmp_le_u32_e32 vcc, s58, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v4, v5, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_mul_lo_u32 v4, v2, s33
	v_sub_u32_e32 v5, v0, v4
	v_mul_lo_u32 v8, v2, s15
	v_ashrrev_i32_e32 v9, 31, v8
	v_mul_lo_u32 v10, v5, s17
	v_lshl_add_u64 v[2:3], v[8:9], 1, s[24:25]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[2:3], v[10:11], 1, v[2:3]
	v_and_b32_e32 v6, 15, v2
	v_mul_lo_u32 v12, v4, s59
	v_mul_lo_u32 v14, s59, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	s_or_b64 s[0:1], s[46:47], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[48:49], exec, s[2:3]
	s_cbranch_execz .LBB1_18
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_sub_u32_e32 v4, 0, v2
	v_bfe_u32 v4, v4, 1, 3
	v_min_i32_e32 v16, s17, v4
	v_cmp_lt_i32_e32 vcc, 0, v16
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_11
; %bb.9:                                ;   in Loop: Header=BB1_7 Depth=1
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[14:15]
	v_lshl_add_u64 v[4:5], s[38:39], 0, v[4:5]
	s_mov_b64 s[2:3], 0
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b32_e32 v6, v16
.LBB1_10:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v17, v[18:19], off
	v_mov_b32_e32 v20, 0
	v_add_u32_e32 v6, -1, v6
	v_lshl_add_u64 v[18:19], v[18:19], 0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v17, 16, v17
	v_div_scale_f32 v21, s[4:5], s18, s18, v17
	v_rcp_f32_e32 v26, v21
	v_div_scale_f32 v25, vcc, v17, s18, v17
	v_fma_f32 v27, -v21, v26, 1.0
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v25, v26
	v_fma_f32 v28, -v21, v27, v25
	v_fmac_f32_e32 v27, v28, v26
	v_fma_f32 v21, -v21, v27, v25
	v_div_fmas_f32 v21, v21, v26, v27
	v_div_fixup_f32 v17, v21, s18, v17
	v_med3_f32 v21, v17, s67, v23
	v_cmp_nlg_f32_e64 vcc, |v17|, s66
	s_nop 1
	v_cndmask_b32_e32 v17, v21, v17, vcc
	v_cvt_pk_fp8_f32 v20, v17, v17
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	global_store_byte v[4:5], v20, off
	v_lshl_add_u64 v[4:5], v[4:5], 0, 1
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_10
.LBB1_11:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v6, s17, v16
	v_ashrrev_i32_e32 v4, 31, v6
	v_lshrrev_b32_e32 v4, 29, v4
	v_add_u32_e32 v4, v6, v4
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v25, 3, v4
	v_cmp_lt_i32_e32 vcc, 7, v6
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB1_14
; %bb.12:                               ;   in Loop: Header=BB1_7 Depth=1
	v_lshl_add_u64 v[18:19], v[16:17], 1, v[2:3]
	v_lshl_add_u64 v[2:3], v[16:17], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[20:21], s[38:39], 0, v[2:3]
	s_mov_b64 s[52:53], 0
	v_mov_b32_e32 v26, v25
.LBB1_13:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[18:19], off
	v_add_u32_e32 v26, -1, v26
	v_cmp_eq_u32_e32 vcc, 0, v26
	s_or_b64 s[52:53], vcc, s[52:53]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_lshl_add_u64 v[18:19], v[18:19], 0, 16
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v35, 0xffff0000, v2
	v_lshlrev_b32_e32 v2, 16, v2
	v_div_scale_f32 v39, s[0:1], s61, s61, v35
	v_and_b32_e32 v36, 0xffff0000, v3
	v_div_scale_f32 v41, s[0:1], s60, s60, v2
	v_rcp_f32_e32 v55, v39
	v_lshlrev_b32_e32 v3, 16, v3
	v_div_scale_f32 v43, s[0:1], s61, s61, v36
	v_rcp_f32_e32 v56, v41
	v_div_scale_f32 v45, s[0:1], s60, s60, v3
	v_rcp_f32_e32 v57, v43
	v_and_b32_e32 v37, 0xffff0000, v4
	v_rcp_f32_e32 v58, v45
	v_lshlrev_b32_e32 v4, 16, v4
	v_div_scale_f32 v47, s[0:1], s61, s61, v37
	v_fma_f32 v63, -v39, v55, 1.0
	v_div_scale_f32 v40, vcc, v35, s61, v35
	v_div_scale_f32 v49, s[0:1], s60, s60, v4
	v_rcp_f32_e32 v59, v47
	v_fma_f32 v64, -v41, v56, 1.0
	v_fmac_f32_e32 v55, v63, v55
	v_and_b32_e32 v38, 0xffff0000, v5
	v_div_scale_f32 v42, s[2:3], v2, s60, v2
	v_rcp_f32_e32 v60, v49
	v_fma_f32 v65, -v43, v57, 1.0
	v_fmac_f32_e32 v56, v64, v56
	v_mul_f32_e32 v63, v40, v55
	v_lshlrev_b32_e32 v5, 16, v5
	v_div_scale_f32 v44, s[4:5], v36, s61, v36
	v_div_scale_f32 v51, s[0:1], s61, s61, v38
	v_fma_f32 v66, -v45, v58, 1.0
	v_fmac_f32_e32 v57, v65, v57
	v_mul_f32_e32 v64, v42, v56
	v_fma_f32 v71, -v39, v63, v40
	v_div_scale_f32 v46, s[6:7], v3, s60, v3
	v_div_scale_f32 v53, s[0:1], s60, s60, v5
	v_rcp_f32_e32 v61, v51
	v_fmac_f32_e32 v58, v66, v58
	v_mul_f32_e32 v65, v44, v57
	v_fma_f32 v72, -v41, v64, v42
	v_fmac_f32_e32 v63, v71, v55
	v_rcp_f32_e32 v62, v53
	v_fma_f32 v67, -v47, v59, 1.0
	v_mul_f32_e32 v66, v46, v58
	v_fma_f32 v73, -v43, v65, v44
	v_fmac_f32_e32 v64, v72, v56
	v_fma_f32 v39, -v39, v63, v40
	v_div_scale_f32 v48, s[8:9], v37, s61, v37
	v_fma_f32 v68, -v49, v60, 1.0
	v_fmac_f32_e32 v59, v67, v59
	v_fma_f32 v74, -v45, v66, v46
	v_fmac_f32_e32 v65, v73, v57
	v_fma_f32 v40, -v41, v64, v42
	v_div_fmas_f32 v39, v39, v55, v63
	s_mov_b64 vcc, s[2:3]
	v_div_scale_f32 v50, s[10:11], v4, s60, v4
	v_fmac_f32_e32 v60, v68, v60
	v_mul_f32_e32 v67, v48, v59
	v_fmac_f32_e32 v66, v74, v58
	v_fma_f32 v41, -v43, v65, v44
	v_div_fixup_f32 v35, v39, s61, v35
	v_div_fmas_f32 v39, v40, v56, v64
	s_mov_b64 vcc, s[4:5]
	v_fma_f32 v69, -v51, v61, 1.0
	v_mul_f32_e32 v68, v50, v60
	v_fma_f32 v75, -v47, v67, v48
	v_fma_f32 v42, -v45, v66, v46
	v_div_fixup_f32 v2, v39, s60, v2
	v_med3_f32 v39, v35, s67, v23
	v_cmp_class_f32_e64 s[2:3], v35, v22
	v_div_fmas_f32 v40, v41, v57, v65
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f32 v52, s[12:13], v38, s61, v38
	v_fma_f32 v70, -v53, v62, 1.0
	v_fmac_f32_e32 v61, v69, v61
	v_fma_f32 v76, -v49, v68, v50
	v_fmac_f32_e32 v67, v75, v59
	v_med3_f32 v41, v2, s67, v23
	v_cndmask_b32_e64 v35, v39, v35, s[2:3]
	v_div_fmas_f32 v39, v42, v58, v66
	v_cmp_class_f32_e32 vcc, v2, v22
	v_div_scale_f32 v54, s[0:1], v5, s60, v5
	v_fmac_f32_e32 v62, v70, v62
	v_mul_f32_e32 v69, v52, v61
	v_fmac_f32_e32 v68, v76, v60
	v_fma_f32 v43, -v47, v67, v48
	v_div_fixup_f32 v36, v40, s61, v36
	v_cndmask_b32_e32 v2, v41, v2, vcc
	s_mov_b64 vcc, s[8:9]
	v_mul_f32_e32 v70, v54, v62
	v_fma_f32 v77, -v51, v69, v52
	v_fma_f32 v44, -v49, v68, v50
	v_cvt_pk_fp8_f32 v28, v35, v35
	v_div_fixup_f32 v3, v39, s60, v3
	v_med3_f32 v35, v36, s67, v23
	v_cmp_class_f32_e64 s[2:3], v36, v22
	v_div_fmas_f32 v39, v43, v59, v67
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v78, -v53, v70, v54
	v_fmac_f32_e32 v69, v77, v61
	v_cvt_pk_fp8_f32 v27, v2, v2
	v_med3_f32 v2, v3, s67, v23
	v_cndmask_b32_e64 v35, v35, v36, s[2:3]
	v_div_fixup_f32 v36, v39, s61, v37
	v_div_fmas_f32 v37, v44, v60, v68
	v_cmp_class_f32_e32 vcc, v3, v22
	v_fmac_f32_e32 v70, v78, v62
	v_fma_f32 v45, -v51, v69, v52
	v_cndmask_b32_e32 v2, v2, v3, vcc
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v46, -v53, v70, v54
	v_cvt_pk_fp8_f32 v30, v35, v35
	v_div_fixup_f32 v3, v37, s60, v4
	v_med3_f32 v4, v36, s67, v23
	v_cmp_class_f32_e64 s[2:3], v36, v22
	v_div_fmas_f32 v35, v45, v61, v69
	s_mov_b64 vcc, s[0:1]
	v_cvt_pk_fp8_f32 v29, v2, v2
	v_med3_f32 v2, v3, s67, v23
	v_cndmask_b32_e64 v4, v4, v36, s[2:3]
	v_div_fixup_f32 v35, v35, s61, v38
	v_div_fmas_f32 v36, v46, v62, v70
	v_cmp_class_f32_e32 vcc, v3, v22
	v_cvt_pk_fp8_f32 v32, v4, v4
	v_med3_f32 v4, v35, s67, v23
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_div_fixup_f32 v3, v36, s60, v5
	v_cmp_class_f32_e32 vcc, v35, v22
	v_cvt_pk_fp8_f32 v31, v2, v2
	v_med3_f32 v2, v3, s67, v23
	v_cndmask_b32_e32 v4, v4, v35, vcc
	v_cmp_class_f32_e32 vcc, v3, v22
	v_cvt_pk_fp8_f32 v34, v4, v4
	v_lshlrev_b32_e32 v5, 8, v28
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cvt_pk_fp8_f32 v33, v2, v2
	v_lshlrev_b32_e32 v2, 16, v29
	v_and_b32_e32 v27, 0xff, v27
	v_and_b32_e32 v5, 0xff00, v5
	v_perm_b32 v2, v30, v2, s68
	v_or3_b32 v2, v2, v5, v27
	v_and_b32_e32 v27, 0xff, v33
	v_lshlrev_b32_e32 v5, 24, v34
	v_lshlrev_b32_e32 v27, 16, v27
	v_lshlrev_b32_sdwa v3, v24, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v4, 0xff, v31
	v_or_b32_e32 v5, v5, v27
	v_or3_b32 v3, v5, v3, v4
	global_store_dwordx2 v[20:21], v[2:3], off
	v_lshl_add_u64 v[20:21], v[20:21], 0, 8
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB1_13
.LBB1_14:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[50:51]
	v_lshlrev_b32_e32 v2, 3, v25
	v_cmp_lt_i32_e32 vcc, v2, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_17
; %bb.15:                               ;   in Loop: Header=BB1_7 Depth=1
	v_lshlrev_b64 v[4:5], 1, v[10:11]
	v_lshl_add_u64 v[4:5], v[16:17], 1, v[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[12:13]
	v_lshl_add_u64 v[4:5], v[8:9], 1, v[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[2:3], 1, v[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[4:5]
	v_lshl_add_u64 v[14:15], s[38:39], 0, v[14:15]
	s_mov_b64 s[2:3], 0
.LBB1_16:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v3, v[4:5], off
	v_mov_b32_e32 v16, 0
	v_add_u32_e32 v2, 1, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v3
	v_div_scale_f32 v17, s[4:5], s18, s18, v3
	v_rcp_f32_e32 v19, v17
	v_div_scale_f32 v18, vcc, v3, s18, v3
	v_fma_f32 v20, -v17, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v17, v20, v18
	v_fmac_f32_e32 v20, v21, v19
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v17, v17, v19, v20
	v_div_fixup_f32 v3, v17, s18, v3
	v_med3_f32 v17, v3, s67, v23
	v_cmp_nlg_f32_e64 vcc, |v3|, s66
	s_nop 1
	v_cndmask_b32_e32 v3, v17, v3, vcc
	v_cvt_pk_fp8_f32 v16, v3, v3
	v_cmp_ge_i32_e32 vcc, v2, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	global_store_byte v[14:15], v16, off
	v_lshl_add_u64 v[14:15], v[14:15], 0, 1
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_16
.LBB1_17:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr14_vgpr15
.LBB1_18:                               ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_saveexec_b64 s[48:49], s[48:49]
	s_cbranch_execz .LBB1_22
; %bb.19:                               ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccnz .LBB1_22
; %bb.20:                               ;   in Loop: Header=BB1_7 Depth=1
	v_lshl_add_u64 v[2:3], v[12:13], 0, v[14:15]
	v_lshl_add_u64 v[14:15], s[38:39], 0, v[2:3]
	v_lshlrev_b64 v[2:3], 1, v[8:9]
	v_lshl_add_u64 v[2:3], v[10:11], 1, v[2:3]
	v_lshl_add_u64 v[16:17], s[40:41], 0, v[2:3]
	s_mov_b32 s50, s14
.LBB1_21:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[2:5], v[16:17], off offset:-8
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	s_add_i32 s50, s50, -1
	v_lshl_add_u64 v[16:17], v[16:17], 0, 16
	s_cmp_eq_u32 s50, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v28, 0xffff0000, v2
	v_lshlrev_b32_e32 v2, 16, v2
	v_div_scale_f32 v32, s[0:1], s61, s61, v28
	v_and_b32_e32 v29, 0xffff0000, v3
	v_div_scale_f32 v34, s[0:1], s60, s60, v2
	v_rcp_f32_e32 v48, v32
	v_lshlrev_b32_e32 v3, 16, v3
	v_div_scale_f32 v36, s[0:1], s61, s61, v29
	v_rcp_f32_e32 v49, v34
	v_div_scale_f32 v38, s[0:1], s60, s60, v3
	v_rcp_f32_e32 v50, v36
	v_and_b32_e32 v30, 0xffff0000, v4
	v_rcp_f32_e32 v51, v38
	v_lshlrev_b32_e32 v4, 16, v4
	v_div_scale_f32 v40, s[0:1], s61, s61, v30
	v_fma_f32 v56, -v32, v48, 1.0
	v_div_scale_f32 v33, vcc, v28, s61, v28
	v_div_scale_f32 v42, s[0:1], s60, s60, v4
	v_rcp_f32_e32 v52, v40
	v_fma_f32 v57, -v34, v49, 1.0
	v_fmac_f32_e32 v48, v56, v48
	v_and_b32_e32 v31, 0xffff0000, v5
	v_div_scale_f32 v35, s[2:3], v2, s60, v2
	v_rcp_f32_e32 v53, v42
	v_fma_f32 v58, -v36, v50, 1.0
	v_fmac_f32_e32 v49, v57, v49
	v_mul_f32_e32 v56, v33, v48
	v_lshlrev_b32_e32 v5, 16, v5
	v_div_scale_f32 v37, s[4:5], v29, s61, v29
	v_div_scale_f32 v44, s[0:1], s61, s61, v31
	v_fma_f32 v59, -v38, v51, 1.0
	v_fmac_f32_e32 v50, v58, v50
	v_mul_f32_e32 v57, v35, v49
	v_fma_f32 v64, -v32, v56, v33
	v_div_scale_f32 v39, s[6:7], v3, s60, v3
	v_div_scale_f32 v46, s[0:1], s60, s60, v5
	v_rcp_f32_e32 v54, v44
	v_fmac_f32_e32 v51, v59, v51
	v_mul_f32_e32 v58, v37, v50
	v_fma_f32 v65, -v34, v57, v35
	v_fmac_f32_e32 v56, v64, v48
	v_rcp_f32_e32 v55, v46
	v_fma_f32 v60, -v40, v52, 1.0
	v_mul_f32_e32 v59, v39, v51
	v_fma_f32 v66, -v36, v58, v37
	v_fmac_f32_e32 v57, v65, v49
	v_fma_f32 v32, -v32, v56, v33
	v_div_scale_f32 v41, s[8:9], v30, s61, v30
	v_fma_f32 v61, -v42, v53, 1.0
	v_fmac_f32_e32 v52, v60, v52
	v_fma_f32 v67, -v38, v59, v39
	v_fmac_f32_e32 v58, v66, v50
	v_fma_f32 v33, -v34, v57, v35
	v_div_fmas_f32 v32, v32, v48, v56
	s_mov_b64 vcc, s[2:3]
	v_div_scale_f32 v43, s[10:11], v4, s60, v4
	v_fmac_f32_e32 v53, v61, v53
	v_mul_f32_e32 v60, v41, v52
	v_fmac_f32_e32 v59, v67, v51
	v_fma_f32 v34, -v36, v58, v37
	v_div_fixup_f32 v28, v32, s61, v28
	v_div_fmas_f32 v32, v33, v49, v57
	s_mov_b64 vcc, s[4:5]
	v_fma_f32 v62, -v44, v54, 1.0
	v_mul_f32_e32 v61, v43, v53
	v_fma_f32 v68, -v40, v60, v41
	v_fma_f32 v35, -v38, v59, v39
	v_div_fixup_f32 v2, v32, s60, v2
	v_med3_f32 v32, v28, s67, v23
	v_cmp_class_f32_e64 s[2:3], v28, v22
	v_div_fmas_f32 v33, v34, v50, v58
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f32 v45, s[12:13], v31, s61, v31
	v_fma_f32 v63, -v46, v55, 1.0
	v_fmac_f32_e32 v54, v62, v54
	v_fma_f32 v69, -v42, v61, v43
	v_fmac_f32_e32 v60, v68, v52
	v_med3_f32 v34, v2, s67, v23
	v_cndmask_b32_e64 v28, v32, v28, s[2:3]
	v_div_fmas_f32 v32, v35, v51, v59
	v_cmp_class_f32_e32 vcc, v2, v22
	v_div_scale_f32 v47, s[0:1], v5, s60, v5
	v_fmac_f32_e32 v55, v63, v55
	v_mul_f32_e32 v62, v45, v54
	v_fmac_f32_e32 v61, v69, v53
	v_fma_f32 v36, -v40, v60, v41
	v_div_fixup_f32 v29, v33, s61, v29
	v_cndmask_b32_e32 v2, v34, v2, vcc
	s_mov_b64 vcc, s[8:9]
	v_mul_f32_e32 v63, v47, v55
	v_fma_f32 v70, -v44, v62, v45
	v_fma_f32 v37, -v42, v61, v43
	v_cvt_pk_fp8_f32 v18, v28, v28
	v_div_fixup_f32 v3, v32, s60, v3
	v_med3_f32 v28, v29, s67, v23
	v_cmp_class_f32_e64 s[2:3], v29, v22
	v_div_fmas_f32 v32, v36, v52, v60
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v71, -v46, v63, v47
	v_fmac_f32_e32 v62, v70, v54
	v_cvt_pk_fp8_f32 v6, v2, v2
	v_med3_f32 v2, v3, s67, v23
	v_cndmask_b32_e64 v28, v28, v29, s[2:3]
	v_div_fixup_f32 v29, v32, s61, v30
	v_div_fmas_f32 v30, v37, v53, v61
	v_cmp_class_f32_e32 vcc, v3, v22
	v_fmac_f32_e32 v63, v71, v55
	v_fma_f32 v38, -v44, v62, v45
	v_cndmask_b32_e32 v2, v2, v3, vcc
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v39, -v46, v63, v47
	v_cvt_pk_fp8_f32 v20, v28, v28
	v_div_fixup_f32 v3, v30, s60, v4
	v_med3_f32 v4, v29, s67, v23
	v_cmp_class_f32_e64 s[2:3], v29, v22
	v_div_fmas_f32 v28, v38, v54, v62
	s_mov_b64 vcc, s[0:1]
	v_cvt_pk_fp8_f32 v19, v2, v2
	v_med3_f32 v2, v3, s67, v23
	v_cndmask_b32_e64 v4, v4, v29, s[2:3]
	v_div_fixup_f32 v28, v28, s61, v31
	v_div_fmas_f32 v29, v39, v55, v63
	v_cmp_class_f32_e32 vcc, v3, v22
	v_cvt_pk_fp8_f32 v25, v4, v4
	v_med3_f32 v4, v28, s67, v23
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_div_fixup_f32 v3, v29, s60, v5
	v_cmp_class_f32_e32 vcc, v28, v22
	v_cvt_pk_fp8_f32 v21, v2, v2
	v_med3_f32 v2, v3, s67, v23
	v_cndmask_b32_e32 v4, v4, v28, vcc
	v_cmp_class_f32_e32 vcc, v3, v22
	v_cvt_pk_fp8_f32 v27, v4, v4
	v_lshlrev_b32_e32 v5, 8, v18
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cvt_pk_fp8_f32 v26, v2, v2
	v_lshlrev_b32_e32 v2, 16, v19
	v_and_b32_e32 v6, 0xff, v6
	v_and_b32_e32 v5, 0xff00, v5
	v_perm_b32 v2, v20, v2, s68
	v_or3_b32 v2, v2, v5, v6
	v_and_b32_e32 v6, 0xff, v26
	v_lshlrev_b32_e32 v5, 24, v27
	v_lshlrev_b32_e32 v6, 16, v6
	v_lshlrev_b32_sdwa v3, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v4, 0xff, v21
	v_or_b32_e32 v5, v5, v6
	v_or3_b32 v3, v5, v3, v4
	global_store_dwordx2 v[14:15], v[2:3], off
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	s_cbranch_scc0 .LBB1_21
.LBB1_22:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[48:49]
	s_andn2_b64 vcc, exec, s[30:31]
	s_cbranch_vccnz .LBB1_6
; %bb.23:                               ;   in Loop: Header=BB1_7 Depth=1
	v_mul_lo_u32 v2, v10, s16
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], s[28:29], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_lshlrev_b64 v[4:5], 1, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[22:23]
	s_and_b64 vcc, exec, s[34:35]
	v_lshl_add_u64 v[4:5], v[10:11], 1, v[4:5]
	s_cbranch_vccz .LBB1_27
; %bb.24:                               ;   in Loop: Header=BB1_7 Depth=1
	v_lshl_add_u64 v[8:9], s[42:43], 0, v[4:5]
	s_mov_b32 s6, 0
	s_mov_b32 s8, 0
.LBB1_25:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx2 v[10:11], v[8:9], off offset:-6
	v_mov_b32_e32 v6, 0
	s_ashr_i32 s7, s6, 31
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_lshl_add_u64 v[12:13], v[2:3], 0, s[6:7]
	v_mov_b32_e32 v25, 0
	s_add_i32 s8, s8, 4
	s_add_i32 s6, s6, s63
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[20:21]
	v_lshl_add_u64 v[8:9], v[8:9], 0, 8
	s_cmp_eq_u32 s57, s8
	v_lshl_add_u64 v[16:17], v[14:15], 0, s[20:21]
	v_lshl_add_u64 v[18:19], v[16:17], 0, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v26, 16, v10
	v_and_b32_e32 v10, 0xffff0000, v10
	v_div_scale_f32 v28, s[0:1], s19, s19, v26
	v_lshlrev_b32_e32 v27, 16, v11
	v_div_scale_f32 v30, s[0:1], s19, s19, v10
	v_rcp_f32_e32 v36, v28
	v_div_scale_f32 v32, s[2:3], s19, s19, v27
	v_rcp_f32_e32 v37, v30
	v_and_b32_e32 v11, 0xffff0000, v11
	v_rcp_f32_e32 v38, v32
	v_div_scale_f32 v34, s[4:5], s19, s19, v11
	v_rcp_f32_e32 v39, v34
	v_fma_f32 v40, -v28, v36, 1.0
	v_div_scale_f32 v29, vcc, v26, s19, v26
	v_fma_f32 v41, -v30, v37, 1.0
	v_fmac_f32_e32 v36, v40, v36
	v_div_scale_f32 v31, s[0:1], v10, s19, v10
	v_fma_f32 v42, -v32, v38, 1.0
	v_fmac_f32_e32 v37, v41, v37
	v_mul_f32_e32 v40, v29, v36
	v_div_scale_f32 v33, s[2:3], v27, s19, v27
	v_fmac_f32_e32 v38, v42, v38
	v_mul_f32_e32 v41, v31, v37
	v_fma_f32 v44, -v28, v40, v29
	v_fma_f32 v43, -v34, v39, 1.0
	v_mul_f32_e32 v42, v33, v38
	v_fma_f32 v45, -v30, v41, v31
	v_fmac_f32_e32 v40, v44, v36
	v_div_scale_f32 v35, s[4:5], v11, s19, v11
	v_fmac_f32_e32 v39, v43, v39
	v_fma_f32 v46, -v32, v42, v33
	v_fmac_f32_e32 v41, v45, v37
	v_fma_f32 v28, -v28, v40, v29
	v_mul_f32_e32 v43, v35, v39
	v_fmac_f32_e32 v42, v46, v38
	v_fma_f32 v29, -v30, v41, v31
	v_div_fmas_f32 v28, v28, v36, v40
	s_mov_b64 vcc, s[0:1]
	v_fma_f32 v47, -v34, v43, v35
	v_fma_f32 v30, -v32, v42, v33
	v_div_fixup_f32 v26, v28, s19, v26
	v_div_fmas_f32 v28, v29, v37, v41
	s_mov_b64 vcc, s[2:3]
	v_fmac_f32_e32 v43, v47, v39
	v_med3_f32 v29, v26, s67, v23
	v_div_fixup_f32 v10, v28, s19, v10
	v_div_fmas_f32 v28, v30, v38, v42
	v_cmp_nlg_f32_e64 vcc, |v26|, s66
	v_fma_f32 v31, -v34, v43, v35
	v_cmp_nlg_f32_e64 s[0:1], |v10|, s66
	v_cndmask_b32_e32 v26, v29, v26, vcc
	s_mov_b64 vcc, s[4:5]
	v_med3_f32 v29, v10, s67, v23
	v_div_fixup_f32 v27, v28, s19, v27
	v_div_fmas_f32 v28, v31, v39, v43
	v_cvt_pk_fp8_f32 v6, v26, v26
	v_cndmask_b32_e64 v10, v29, v10, s[0:1]
	v_med3_f32 v26, v27, s67, v23
	v_cmp_nlg_f32_e64 vcc, |v27|, s66
	v_div_fixup_f32 v11, v28, s19, v11
	v_cvt_pk_fp8_f32 v20, v10, v10
	v_cndmask_b32_e32 v10, v26, v27, vcc
	v_med3_f32 v26, v11, s67, v23
	v_cmp_nlg_f32_e64 vcc, |v11|, s66
	v_cvt_pk_fp8_f32 v21, v10, v10
	s_nop 0
	v_cndmask_b32_e32 v10, v26, v11, vcc
	v_cvt_pk_fp8_f32 v25, v10, v10
	global_store_byte v[12:13], v6, off
	global_store_byte v[14:15], v20, off
	global_store_byte v[16:17], v21, off
	global_store_byte v[18:19], v25, off
	s_cbranch_scc0 .LBB1_25
; %bb.26:                               ;   in Loop: Header=BB1_7 Depth=1
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b32 s2, s57
	s_branch .LBB1_29
.LBB1_27:                               ;   in Loop: Header=BB1_7 Depth=1
	s_mov_b64 s[0:1], 0
	s_mov_b32 s2, s57
	s_cbranch_execz .LBB1_29
; %bb.28:                               ;   in Loop: Header=BB1_7 Depth=1
	s_mov_b64 s[0:1], -1
	s_mov_b32 s2, 0
.LBB1_29:                               ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB1_6
; %bb.30:                               ;   in Loop: Header=BB1_7 Depth=1
	s_lshl_b32 s0, s2, 1
	s_add_u32 s0, s64, s0
	s_addc_u32 s1, s65, 0
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	s_mul_i32 s0, s16, s2
	s_mov_b32 s2, s56
.LBB1_31:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v6, v[4:5], off
	v_mov_b32_e32 v10, 0
	s_ashr_i32 s1, s0, 31
	s_add_i32 s2, s2, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
	v_div_scale_f32 v8, s[4:5], s19, s19, v6
	v_rcp_f32_e32 v9, v8
	v_div_scale_f32 v11, vcc, v6, s19, v6
	v_fma_f32 v12, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v12, v9
	v_mul_f32_e32 v12, v11, v9
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v9
	v_fma_f32 v8, -v8, v12, v11
	v_div_fmas_f32 v8, v8, v9, v12
	v_div_fixup_f32 v6, v8, s19, v6
	v_med3_f32 v8, v6, s67, v23
	v_cmp_nlg_f32_e64 vcc, |v6|, s66
	s_nop 1
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_cvt_pk_fp8_f32 v10, v6, v6
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[0:1]
	s_add_i32 s0, s0, s16
	s_cmp_lg_u32 s2, 0
	global_store_byte v[8:9], v10, off
	s_cbranch_scc1 .LBB1_31
	s_branch .LBB1_6
.LBB1_32:
	s_endpgm
.LBB1_33:
                                        ; implicit-def: $sgpr26_sgpr27
	s_branch .LBB1_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
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
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 69
		.amdhsa_accum_offset 80
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
	.section	.text._Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,comdat
.Lfunc_end1:
	.size	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff, .Lfunc_end1-_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
                                        ; -- End function
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_vgpr, 79
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_agpr, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.numbered_sgpr, 69
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_named_barrier, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.private_seg_size, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.uses_vcc, 1
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.uses_flat_scratch, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_dyn_sized_stack, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_recursion, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5112
; TotalNumSgprs: 75
; NumVgprs: 79
; NumAgprs: 0
; TotalNumVgprs: 79
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 75
; NumVGPRsForWavesPerEU: 79
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     49
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
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
