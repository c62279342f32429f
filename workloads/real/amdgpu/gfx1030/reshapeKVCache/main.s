	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
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
	v_cmp_lt_i64_e64 s2, s[0:1], 0
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_141
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	s_or_b64 s[16:17], s[0:1], s[2:3]
	s_mov_b32 s16, s7
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc0 .LBB0_142
; %bb.2:
	s_ashr_i32 s16, s3, 31
	s_add_u32 s18, s2, s16
	s_mov_b32 s17, s16
	s_addc_u32 s19, s3, s16
	s_xor_b64 s[18:19], s[18:19], s[16:17]
	v_cvt_f32_u32_e32 v1, s18
	v_cvt_f32_u32_e32 v2, s19
	s_sub_u32 s21, 0, s18
	s_subb_u32 s22, 0, s19
	v_fmamk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_fmamk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v2
	v_readfirstlane_b32 s20, v1
	s_mul_i32 s23, s21, s7
	s_mul_hi_u32 s25, s21, s20
	s_mul_i32 s24, s22, s20
	s_add_i32 s23, s25, s23
	s_mul_i32 s26, s21, s20
	s_add_i32 s23, s23, s24
	s_mul_hi_u32 s25, s20, s26
	s_mul_i32 s28, s20, s23
	s_mul_hi_u32 s27, s7, s26
	s_mul_i32 s24, s7, s26
	s_mul_hi_u32 s26, s20, s23
	s_add_u32 s25, s25, s28
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s29, s7, s23
	s_add_u32 s24, s25, s24
	s_mul_i32 s23, s7, s23
	s_addc_u32 s24, s26, s27
	s_addc_u32 s25, s29, 0
	s_add_u32 s23, s24, s23
	s_addc_u32 s24, 0, s25
	s_add_u32 s20, s20, s23
	s_addc_u32 s7, s7, s24
	s_mul_hi_u32 s23, s21, s20
	s_mul_i32 s24, s21, s20
	s_mul_i32 s21, s21, s7
	s_mul_i32 s22, s22, s20
	s_add_i32 s21, s23, s21
	s_mul_i32 s23, s7, s24
	s_add_i32 s21, s21, s22
	s_mul_hi_u32 s22, s20, s24
	s_mul_i32 s27, s20, s21
	s_mul_hi_u32 s26, s20, s21
	s_add_u32 s22, s22, s27
	s_mul_hi_u32 s25, s7, s24
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s24, s7, s21
	s_add_u32 s22, s22, s23
	s_mul_i32 s21, s7, s21
	s_addc_u32 s22, s26, s25
	s_addc_u32 s23, s24, 0
	s_add_u32 s21, s22, s21
	s_addc_u32 s22, 0, s23
	s_add_u32 s24, s20, s21
	s_addc_u32 s7, s7, s22
	s_ashr_i32 s20, s1, 31
	s_add_u32 s22, s0, s20
	s_mov_b32 s21, s20
	s_addc_u32 s23, s1, s20
	s_xor_b64 s[22:23], s[22:23], s[20:21]
	s_mul_i32 s26, s22, s7
	s_mul_hi_u32 s27, s22, s24
	s_mul_hi_u32 s25, s22, s7
	s_mul_hi_u32 s29, s23, s24
	s_mul_i32 s24, s23, s24
	s_add_u32 s26, s27, s26
	s_addc_u32 s25, 0, s25
	s_mul_hi_u32 s28, s23, s7
	s_add_u32 s24, s26, s24
	s_mul_i32 s7, s23, s7
	s_addc_u32 s24, s25, s29
	s_addc_u32 s25, s28, 0
	s_add_u32 s7, s24, s7
	s_addc_u32 s24, 0, s25
	s_mul_hi_u32 s25, s18, s7
	s_mul_i32 s26, s18, s24
	s_mul_i32 s27, s19, s7
	s_add_i32 s25, s25, s26
	s_mul_i32 s26, s18, s7
	s_add_i32 s25, s25, s27
	s_sub_i32 s27, s23, s25
	s_sub_u32 s22, s22, s26
	s_cselect_b32 s26, -1, 0
	s_subb_u32 s27, s27, s19
	s_sub_u32 s28, s22, s18
	s_subb_u32 s27, s27, 0
	s_cmp_ge_u32 s27, s19
	s_cselect_b32 s29, -1, 0
	s_cmp_ge_u32 s28, s18
	s_cselect_b32 s28, -1, 0
	s_cmp_eq_u32 s27, s19
	s_cselect_b32 s27, s28, s29
	s_add_u32 s28, s7, 1
	s_addc_u32 s29, s24, 0
	s_add_u32 s30, s7, 2
	s_addc_u32 s31, s24, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s27, s30, s28
	s_cselect_b32 s28, s31, s29
	s_cmp_lg_u32 s26, 0
	s_subb_u32 s23, s23, s25
	s_cmp_ge_u32 s23, s19
	s_cselect_b32 s25, -1, 0
	s_cmp_ge_u32 s22, s18
	s_cselect_b32 s18, -1, 0
	s_cmp_eq_u32 s23, s19
	s_cselect_b32 s18, s18, s25
	s_cmp_lg_u32 s18, 0
	s_cselect_b32 s19, s28, s24
	s_cselect_b32 s18, s27, s7
	s_xor_b64 s[16:17], s[20:21], s[16:17]
	s_xor_b64 s[18:19], s[18:19], s[16:17]
	s_sub_u32 s24, s18, s16
	s_subb_u32 s25, s19, s17
	s_cbranch_execnz .LBB0_4
.LBB0_3:
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s16, 0, s2
	s_mov_b32 s25, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s16, s16, s7
	s_mul_hi_u32 s16, s7, s16
	s_add_i32 s7, s7, s16
	s_mul_hi_u32 s7, s0, s7
	s_mul_i32 s16, s7, s2
	s_add_i32 s17, s7, 1
	s_sub_i32 s16, s0, s16
	s_sub_i32 s18, s16, s2
	s_cmp_ge_u32 s16, s2
	s_cselect_b32 s7, s17, s7
	s_cselect_b32 s16, s18, s16
	s_add_i32 s17, s7, 1
	s_cmp_ge_u32 s16, s2
	s_cselect_b32 s24, s17, s7
.LBB0_4:
	s_abs_i32 s7, s13
	s_abs_i32 s18, s11
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s17, 0, s7
	s_mov_b32 s27, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s17, s17, s16
	s_mul_hi_u32 s17, s16, s17
	s_add_i32 s16, s16, s17
	s_xor_b32 s17, s11, s13
	s_mul_hi_u32 s16, s18, s16
	s_ashr_i32 s17, s17, 31
	s_mul_i32 s19, s16, s7
	s_sub_i32 s18, s18, s19
	s_add_i32 s19, s16, 1
	s_sub_i32 s20, s18, s7
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s16, s19, s16
	s_cselect_b32 s18, s20, s18
	s_add_i32 s19, s16, 1
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s7, s19, s16
	s_mov_b32 s16, exec_lo
	s_xor_b32 s7, s7, s17
	s_sub_i32 s7, s7, s17
	s_mul_i32 s26, s7, s10
	v_cmpx_gt_i32_e64 s26, v0
	s_cbranch_execz .LBB0_141
; %bb.5:
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s28, s24, s2
	s_mul_i32 s29, s25, s2
	s_add_i32 s3, s28, s3
	s_mul_i32 s33, s24, s2
	s_add_i32 s29, s3, s29
	s_sub_u32 s3, s0, s33
	s_mul_hi_u32 s31, s8, s6
	s_mul_i32 s30, s8, s6
	s_subb_u32 s28, s1, s29
	s_ashr_i32 s8, s8, 31
	s_mul_i32 s25, s26, s25
	s_mul_i32 s8, s8, s6
	s_mul_hi_u32 s35, s26, s24
	s_add_i32 s31, s31, s8
	s_mul_hi_i32 s36, s10, s7
	s_lshl_b64 s[30:31], s[30:31], 2
	s_mul_hi_u32 s34, s9, s6
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s16, s30
	s_addc_u32 s10, s17, s31
	s_ashr_i32 s16, s9, 31
	s_mul_i32 s30, s36, s24
	s_add_i32 s25, s35, s25
	s_mul_i32 s16, s16, s6
	s_add_i32 s25, s25, s30
	s_mul_i32 s24, s26, s24
	s_mul_i32 s30, s13, s2
	s_add_i32 s17, s34, s16
	s_mul_hi_u32 s16, s30, s24
	s_mul_i32 s25, s30, s25
	s_mul_hi_i32 s2, s13, s2
	s_add_i32 s16, s16, s25
	s_mul_i32 s2, s2, s24
	s_and_b32 s25, s13, 3
	s_ashr_i32 s31, s13, 31
	s_add_i32 s34, s16, s2
	s_cmp_eq_u32 s25, 0
	s_mul_i32 s16, s9, s6
	s_cselect_b32 s25, -1, 0
	s_ashr_i32 s2, s13, 2
	s_mul_i32 s30, s30, s24
	s_cmp_gt_i32 s2, 0
	v_mov_b32_e32 v22, 0x7f
	s_cselect_b32 s6, -1, 0
	s_lshl_b64 s[16:17], s[16:17], 2
	v_mov_b32_e32 v24, 0x80
	s_add_u32 s9, s18, s16
	s_addc_u32 s16, s19, s17
	s_add_u32 s17, s22, s30
	s_addc_u32 s18, s23, s34
	s_cmp_gt_i32 s13, 0
	s_load_dword s22, s[4:5], 0x54
	s_cselect_b32 s19, -1, 0
	s_abs_i32 s4, s7
	s_ashr_i32 s23, s7, 31
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s24, 0, s4
	s_mul_i32 s5, s13, s12
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s22, s22, 0xffff
	s_add_u32 s30, s26, -1
	s_addc_u32 s34, s36, -1
	s_mul_hi_u32 s35, s33, s30
	v_cvt_u32_f32_e32 v1, v1
	s_mul_i32 s34, s33, s34
	s_mul_i32 s29, s29, s30
	s_mul_i32 s33, s33, s30
	v_mul_lo_u32 v2, s24, v1
	s_add_i32 s24, s35, s34
	s_add_i32 s24, s24, s29
	s_add_u32 s0, s0, s33
	s_addc_u32 s1, s1, s24
	s_mul_i32 s24, s0, s31
	s_mul_hi_u32 s29, s0, s13
	v_mul_hi_u32 v2, v1, v2
	s_mul_i32 s1, s1, s13
	s_add_i32 s24, s29, s24
	s_mul_i32 s0, s0, s13
	s_add_i32 s24, s24, s1
	s_add_u32 s1, s20, s0
	s_addc_u32 s20, s21, s24
	s_add_u32 s21, s8, 8
	v_add_nc_u32_e32 v23, v1, v2
	s_addc_u32 s24, s10, 0
	s_xor_b32 s25, s25, -1
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	v_add_nc_u32_e32 v0, s22, v0
	v_cmp_le_i32_e32 vcc_lo, s26, v0
	s_or_b32 s27, vcc_lo, s27
	s_andn2_b32 exec_lo, exec_lo, s27
	s_cbranch_execz .LBB0_141
.LBB0_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_28 Depth 2
                                        ;     Child Loop BB0_72 Depth 2
                                        ;     Child Loop BB0_88 Depth 2
                                        ;     Child Loop BB0_132 Depth 2
	v_sub_nc_u32_e32 v1, 0, v0
	v_max_i32_e32 v1, v1, v0
	v_mul_hi_u32 v2, v1, v23
	v_mul_lo_u32 v3, v2, s4
	v_sub_nc_u32_e32 v1, v1, v3
	v_add_nc_u32_e32 v3, 1, v2
	v_subrev_nc_u32_e32 v4, s4, v1
	v_cmp_le_u32_e32 vcc_lo, s4, v1
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_nc_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc_lo, s4, v1
	v_xor_b32_e32 v3, s23, v3
	v_cndmask_b32_e32 v1, v2, v4, vcc_lo
	v_xor_b32_e32 v1, v1, v3
	v_sub_nc_u32_e32 v1, v1, v3
	v_mul_lo_u32 v3, v1, s7
	v_mul_lo_u32 v1, v1, s11
	v_sub_nc_u32_e32 v4, v0, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v25, v3, s5
	v_mul_lo_u32 v11, v4, s13
	v_lshlrev_b64 v[9:10], 2, v[1:2]
	v_mul_lo_u32 v27, s5, v4
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32 v1, vcc_lo, s8, v9
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e64 v2, null, s10, v10, vcc_lo
	v_ashrrev_i32_e32 v28, 31, v27
	v_lshlrev_b64 v[7:8], 2, v[11:12]
	v_add_co_u32 v1, vcc_lo, v1, v7
	v_add_co_ci_u32_e64 v2, null, v2, v8, vcc_lo
	v_and_b32_e32 v5, 15, v1
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	s_or_b32 s0, s25, vcc_lo
	s_and_saveexec_b32 s29, s0
	s_xor_b32 s29, exec_lo, s29
	s_cbranch_execz .LBB0_82
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_sub_nc_u32_e32 v3, 0, v1
	s_mov_b32 s30, exec_lo
	v_bfe_u32 v3, v3, 2, 2
	v_min_i32_e32 v12, s13, v3
	v_cmpx_lt_i32_e32 0, v12
	s_cbranch_execz .LBB0_23
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=1
	v_add_co_u32 v3, vcc_lo, v25, v27
	v_add_co_ci_u32_e64 v4, null, v26, v28, vcc_lo
	v_mov_b32_e32 v14, v2
	v_add_co_u32 v3, vcc_lo, s1, v3
	v_add_co_ci_u32_e64 v4, null, s20, v4, vcc_lo
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v19, v12
	s_mov_b32 s31, 0
	s_branch .LBB0_14
.LBB0_10:                               ;   in Loop: Header=BB0_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[15:16], 20, v[15:16]
	v_cmp_gt_i32_e32 vcc_lo, 16, v17
	v_and_b32_sdwa v5, v20, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v18, 15, v17
	v_cmp_eq_u32_e64 s0, 0, v17
	v_cndmask_b32_e32 v16, 0, v16, vcc_lo
	v_cndmask_b32_e32 v15, 7, v15, vcc_lo
	v_lshl_or_b32 v5, v18, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_and_or_b32 v5, v15, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v15, v5, 0, s0
.LBB0_11:                               ;   in Loop: Header=BB0_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
.LBB0_12:                               ;   in Loop: Header=BB0_14 Depth=2
	s_andn2_saveexec_b32 s0, s34
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_13:                               ;   in Loop: Header=BB0_14 Depth=2
	s_andn2_saveexec_b32 s0, s33
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v19, -1, v19
	v_add_co_u32 v13, vcc_lo, v13, 4
	global_store_byte v[3:4], v15, off
	v_add_co_ci_u32_e64 v14, null, 0, v14, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v19
	v_add_co_u32 v3, s0, v3, 1
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	s_or_b32 s31, vcc_lo, s31
	s_andn2_b32 exec_lo, exec_lo, s31
	s_cbranch_execz .LBB0_23
.LBB0_14:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v5, v[13:14], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v15, null, s14, s14, v5
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v17, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_div_scale_f32 v17, vcc_lo, v5, s14, v5
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v20, -v15, v18, v17
	v_fmac_f32_e32 v18, v20, v16
	v_fma_f32 v15, -v15, v18, v17
	v_div_fmas_f32 v15, v15, v16, v18
	v_div_fixup_f32 v20, v15, s14, v5
	v_and_b32_e32 v5, 0x7f800000, v20
	v_or_b32_sdwa v15, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s33, exec_lo, s0
	s_cbranch_execz .LBB0_13
; %bb.15:                               ;   in Loop: Header=BB0_14 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v20
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s34, exec_lo, s0
	s_cbranch_execz .LBB0_12
; %bb.16:                               ;   in Loop: Header=BB0_14 Depth=2
	v_mov_b32_e32 v15, 0
	s_mov_b32 s35, exec_lo
	v_cmpx_ne_u32_e32 0, v20
	s_cbranch_execz .LBB0_11
; %bb.17:                               ;   in Loop: Header=BB0_14 Depth=2
	v_bfe_u32 v21, v20, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v21
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v21
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v21
	v_cndmask_b32_e64 v29, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v20
	v_add_nc_u32_e32 v15, 20, v29
	v_or_b32_e32 v17, 0x800000, v5
	v_add_nc_u32_e32 v18, 19, v29
	v_lshlrev_b64 v[15:16], v15, -1
	v_cndmask_b32_e32 v5, v17, v5, vcc_lo
	v_lshlrev_b64 v[17:18], v18, 1
	v_bfi_b32 v31, v16, 0, 0
	v_bfi_b32 v30, v15, 0, v5
	v_lshrrev_b64 v[15:16], v29, v[5:6]
	v_cmp_eq_u64_e64 s0, v[30:31], v[17:18]
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v17, v15
	s_and_saveexec_b32 s36, s0
; %bb.18:                               ;   in Loop: Header=BB0_14 Depth=2
	v_bfe_u32 v5, v15, 20, 1
	v_add_co_u32 v5, s0, v15, v5
	v_add_co_ci_u32_e64 v16, null, 0, v16, s0
	v_add_co_u32 v17, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v16, s0
; %bb.19:                               ;   in Loop: Header=BB0_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s36
	v_add_nc_u32_e32 v5, 0xffffff81, v21
	v_lshrrev_b32_e32 v16, 23, v15
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v18, v29, v5, v16
	v_and_b32_e32 v5, 0xfffff, v17
                                        ; implicit-def: $vgpr17
	v_add_nc_u32_e32 v21, 7, v18
	v_add_nc_u32_e32 v5, v5, v15
                                        ; implicit-def: $vgpr15_vgpr16
	v_cmpx_ne_u32_e32 0, v21
	s_xor_b32 s0, exec_lo, s0
; %bb.20:                               ;   in Loop: Header=BB0_14 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v15, 8, v18
	v_cndmask_b32_e32 v17, v21, v15, vcc_lo
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_lshrrev_b64 v[15:16], v15, v[5:6]
; %bb.21:                               ;   in Loop: Header=BB0_14 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_10
; %bb.22:                               ;   in Loop: Header=BB0_14 Depth=2
	v_mov_b32_e32 v16, v6
	v_bfe_u32 v17, v5, 23, 1
	v_mov_b32_e32 v15, v5
	s_branch .LBB0_10
.LBB0_23:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s30
	v_sub_nc_u32_e32 v29, s13, v12
	v_ashrrev_i32_e32 v13, 31, v12
	s_mov_b32 s30, exec_lo
	v_ashrrev_i32_e32 v3, 31, v29
	v_lshrrev_b32_e32 v3, 30, v3
	v_add_nc_u32_e32 v3, v29, v3
	v_ashrrev_i32_e32 v30, 2, v3
	v_cmpx_lt_i32_e32 3, v29
	s_cbranch_execz .LBB0_66
; %bb.24:                               ;   in Loop: Header=BB0_7 Depth=1
	v_add_co_u32 v5, vcc_lo, v12, v25
	v_add_co_ci_u32_e64 v14, null, v13, v26, vcc_lo
	v_lshlrev_b64 v[3:4], 2, v[12:13]
	v_add_co_u32 v5, vcc_lo, v5, v27
	v_add_co_ci_u32_e64 v17, null, v14, v28, vcc_lo
	v_mov_b32_e32 v31, v30
	v_add_co_u32 v14, vcc_lo, v1, v3
	v_add_co_ci_u32_e64 v15, null, v2, v4, vcc_lo
	v_add_co_u32 v16, vcc_lo, s1, v5
	v_add_co_ci_u32_e64 v17, null, s20, v17, vcc_lo
	s_mov_b32 s31, 0
	s_branch .LBB0_28
.LBB0_25:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v3
	v_min_i32_e32 v4, 15, v3
	v_and_b32_sdwa v5, v19, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v3
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshlrev_b32_e32 v4, 3, v4
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_and_b32_e32 v19, 7, v1
	v_and_b32_e32 v4, 0xf8, v4
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_or3_b32 v1, v4, v5, v19
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v1, v1, 0, s0
.LBB0_26:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
.LBB0_27:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_lshlrev_b32_e32 v1, 24, v1
	v_lshlrev_b32_e32 v2, 16, v18
	v_lshl_or_b32 v3, v21, 8, v20
	v_add_nc_u32_e32 v31, -1, v31
	v_or3_b32 v1, v3, v2, v1
	v_cmp_eq_u32_e32 vcc_lo, 0, v31
	global_store_dword v[16:17], v1, off
	v_add_co_u32 v16, s0, v16, 4
	v_add_co_ci_u32_e64 v17, null, 0, v17, s0
	v_add_co_u32 v14, s0, v14, 16
	v_add_co_ci_u32_e64 v15, null, 0, v15, s0
	s_or_b32 s31, vcc_lo, s31
	s_andn2_b32 exec_lo, exec_lo, s31
	s_cbranch_execz .LBB0_66
.LBB0_28:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[1:4], v[14:15], off
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v5, null, s14, s14, v1
	v_div_scale_f32 v20, vcc_lo, v1, s14, v1
	v_rcp_f32_e32 v18, v5
	v_fma_f32 v19, -v5, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v20, v18
	v_fma_f32 v21, -v5, v19, v20
	v_fmac_f32_e32 v19, v21, v18
	v_fma_f32 v5, -v5, v19, v20
	v_div_fmas_f32 v5, v5, v18, v19
	v_div_fixup_f32 v1, v5, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v1
	v_or_b32_sdwa v20, v1, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v1
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s33, s0
	s_cbranch_execz .LBB0_38
; %bb.29:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v20, 0
	s_mov_b32 s34, exec_lo
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB0_37
; %bb.30:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v32, v1, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v32
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v32
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v32
	v_cndmask_b32_e64 v33, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v1
	v_add_nc_u32_e32 v18, 20, v33
	v_or_b32_e32 v20, 0x800000, v5
	v_add_nc_u32_e32 v21, 19, v33
	v_lshlrev_b64 v[18:19], v18, -1
	v_cndmask_b32_e32 v5, v20, v5, vcc_lo
	v_lshlrev_b64 v[20:21], v21, 1
	v_bfi_b32 v35, v19, 0, 0
	v_bfi_b32 v34, v18, 0, v5
	v_lshrrev_b64 v[18:19], v33, v[5:6]
	v_cmp_eq_u64_e64 s0, v[34:35], v[20:21]
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v20, v18
	s_and_saveexec_b32 s35, s0
; %bb.31:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v5, v18, 20, 1
	v_add_co_u32 v5, s0, v18, v5
	v_add_co_ci_u32_e64 v19, null, 0, v19, s0
	v_add_co_u32 v20, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v19, s0
; %bb.32:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
	v_add_nc_u32_e32 v5, 0xffffff81, v32
	v_lshrrev_b32_e32 v19, 23, v18
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v21, v33, v5, v19
	v_and_b32_e32 v5, 0xfffff, v20
                                        ; implicit-def: $vgpr20
	v_add_nc_u32_e32 v32, 7, v21
	v_add_nc_u32_e32 v5, v5, v18
                                        ; implicit-def: $vgpr18_vgpr19
	v_cmpx_ne_u32_e32 0, v32
	s_xor_b32 s0, exec_lo, s0
; %bb.33:                               ;   in Loop: Header=BB0_28 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v18, 8, v21
	v_cndmask_b32_e32 v20, v32, v18, vcc_lo
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	v_lshrrev_b64 v[18:19], v18, v[5:6]
; %bb.34:                               ;   in Loop: Header=BB0_28 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.35:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v19, v6
	v_bfe_u32 v20, v5, 23, 1
	v_mov_b32_e32 v18, v5
; %bb.36:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_cmp_gt_i32_e32 vcc_lo, 16, v20
	v_min_i32_e32 v5, 15, v20
	v_and_b32_sdwa v1, v1, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v20
	v_cndmask_b32_e32 v18, 7, v18, vcc_lo
	v_lshlrev_b32_e32 v5, 3, v5
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_and_b32_e32 v21, 7, v18
	v_and_b32_e32 v5, 0xf8, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	v_or3_b32 v1, v5, v1, v21
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v20, v1, 0, s0
.LBB0_37:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
.LBB0_38:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_div_scale_f32 v1, null, s14, s14, v2
	v_div_scale_f32 v19, vcc_lo, v2, s14, v2
	v_rcp_f32_e32 v5, v1
	v_fma_f32 v18, -v1, v5, 1.0
	v_fmac_f32_e32 v5, v18, v5
	v_mul_f32_e32 v18, v19, v5
	v_fma_f32 v21, -v1, v18, v19
	v_fmac_f32_e32 v18, v21, v5
	v_fma_f32 v1, -v1, v18, v19
	v_div_fmas_f32 v1, v1, v5, v18
	v_div_fixup_f32 v32, v1, s14, v2
	v_and_b32_e32 v5, 0x7f800000, v32
	v_or_b32_sdwa v21, v32, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v32
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s33, s0
	s_cbranch_execz .LBB0_48
; %bb.39:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v21, 0
	s_mov_b32 s34, exec_lo
	v_cmpx_ne_u32_e32 0, v32
	s_cbranch_execz .LBB0_47
; %bb.40:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v21, v32, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v32
	v_sub_nc_u32_e32 v1, 0x78, v21
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v21
	v_or_b32_e32 v18, 0x800000, v5
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v21
	v_cndmask_b32_e64 v33, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v18, v5, vcc_lo
	v_add_nc_u32_e32 v1, 20, v33
	v_add_nc_u32_e32 v19, 19, v33
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[18:19], v19, 1
	v_bfi_b32 v35, v2, 0, 0
	v_bfi_b32 v34, v1, 0, v5
	v_lshrrev_b64 v[1:2], v33, v[5:6]
	v_cmp_eq_u64_e64 s0, v[34:35], v[18:19]
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v18, v1
	s_and_saveexec_b32 s35, s0
; %bb.41:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v5, v1, 20, 1
	v_add_co_u32 v5, s0, v1, v5
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v18, s0, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.42:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
	v_add_nc_u32_e32 v2, 0xffffff81, v21
	v_lshrrev_b32_e32 v5, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v19, v33, v2, v5
	v_and_b32_e32 v2, 0xfffff, v18
                                        ; implicit-def: $vgpr18
	v_add_nc_u32_e32 v21, 7, v19
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v21
	s_xor_b32 s0, exec_lo, s0
; %bb.43:                               ;   in Loop: Header=BB0_28 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v19
	v_cndmask_b32_e32 v18, v21, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.44:                               ;   in Loop: Header=BB0_28 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.45:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v18, v5, 23, 1
	v_mov_b32_e32 v2, v6
; %bb.46:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v18
	v_min_i32_e32 v5, 15, v18
	v_and_b32_sdwa v19, v32, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v18
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshlrev_b32_e32 v5, 3, v5
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_and_b32_e32 v21, 7, v1
	v_and_b32_e32 v5, 0xf8, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_or3_b32 v1, v5, v19, v21
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v21, v1, 0, s0
.LBB0_47:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
.LBB0_48:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_div_scale_f32 v1, null, s14, s14, v3
	v_div_scale_f32 v18, vcc_lo, v3, s14, v3
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v5, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v5, v2
	v_mul_f32_e32 v5, v18, v2
	v_fma_f32 v19, -v1, v5, v18
	v_fmac_f32_e32 v5, v19, v2
	v_fma_f32 v1, -v1, v5, v18
	v_div_fmas_f32 v1, v1, v2, v5
	v_div_fixup_f32 v3, v1, s14, v3
	v_and_b32_e32 v5, 0x7f800000, v3
	v_or_b32_sdwa v18, v3, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v3
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s33, s0
	s_cbranch_execz .LBB0_58
; %bb.49:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v18, 0
	s_mov_b32 s34, exec_lo
	v_cmpx_ne_u32_e32 0, v3
	s_cbranch_execz .LBB0_57
; %bb.50:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v32, v3, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v3
	v_sub_nc_u32_e32 v1, 0x78, v32
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v32
	v_or_b32_e32 v18, 0x800000, v5
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v32
	v_cndmask_b32_e64 v33, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v18, v5, vcc_lo
	v_add_nc_u32_e32 v1, 20, v33
	v_add_nc_u32_e32 v19, 19, v33
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[18:19], v19, 1
	v_bfi_b32 v35, v2, 0, 0
	v_bfi_b32 v34, v1, 0, v5
	v_lshrrev_b64 v[1:2], v33, v[5:6]
	v_cmp_eq_u64_e64 s0, v[34:35], v[18:19]
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v18, v1
	s_and_saveexec_b32 s35, s0
; %bb.51:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v5, v1, 20, 1
	v_add_co_u32 v5, s0, v1, v5
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v18, s0, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.52:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
	v_add_nc_u32_e32 v2, 0xffffff81, v32
	v_lshrrev_b32_e32 v5, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v19, v33, v2, v5
	v_and_b32_e32 v2, 0xfffff, v18
                                        ; implicit-def: $vgpr18
	v_add_nc_u32_e32 v32, 7, v19
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v32
	s_xor_b32 s0, exec_lo, s0
; %bb.53:                               ;   in Loop: Header=BB0_28 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v19
	v_cndmask_b32_e32 v18, v32, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.54:                               ;   in Loop: Header=BB0_28 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.55:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v18, v5, 23, 1
	v_mov_b32_e32 v2, v6
; %bb.56:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v18
	v_min_i32_e32 v5, 15, v18
	v_and_b32_sdwa v3, v3, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v18
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshlrev_b32_e32 v5, 3, v5
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_and_b32_e32 v19, 7, v1
	v_and_b32_e32 v5, 0xf8, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_or3_b32 v1, v5, v3, v19
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v18, v1, 0, s0
.LBB0_57:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
.LBB0_58:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_div_scale_f32 v1, null, s14, s14, v4
	v_div_scale_f32 v5, vcc_lo, v4, s14, v4
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v3, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, v5, v2
	v_fma_f32 v19, -v1, v3, v5
	v_fmac_f32_e32 v3, v19, v2
	v_fma_f32 v1, -v1, v3, v5
	v_div_fmas_f32 v1, v1, v2, v3
	v_div_fixup_f32 v19, v1, s14, v4
	v_and_b32_e32 v5, 0x7f800000, v19
	v_or_b32_sdwa v1, v19, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v19
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s33, s0
	s_cbranch_execz .LBB0_27
; %bb.59:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, exec_lo
	v_cmpx_ne_u32_e32 0, v19
	s_cbranch_execz .LBB0_26
; %bb.60:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v32, v19, 23, 8
	v_and_b32_e32 v3, 0x7fffff, v19
	v_sub_nc_u32_e32 v1, 0x78, v32
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v32
	v_or_b32_e32 v4, 0x800000, v3
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v32
	v_cndmask_b32_e64 v33, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v4, v3, vcc_lo
	v_add_nc_u32_e32 v1, 20, v33
	v_add_nc_u32_e32 v34, 19, v33
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[3:4], v34, 1
	v_bfi_b32 v35, v2, 0, 0
	v_bfi_b32 v34, v1, 0, v5
	v_lshrrev_b64 v[1:2], v33, v[5:6]
	v_cmp_eq_u64_e64 s0, v[34:35], v[3:4]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	s_and_saveexec_b32 s35, s0
; %bb.61:                               ;   in Loop: Header=BB0_28 Depth=2
	v_bfe_u32 v3, v1, 20, 1
	v_add_co_u32 v3, s0, v1, v3
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v3, s0, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.62:                               ;   in Loop: Header=BB0_28 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
	v_add_nc_u32_e32 v2, 0xffffff81, v32
	v_lshrrev_b32_e32 v4, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v4, v33, v2, v4
	v_and_b32_e32 v2, 0xfffff, v3
                                        ; implicit-def: $vgpr3
	v_add_nc_u32_e32 v32, 7, v4
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v32
	s_xor_b32 s0, exec_lo, s0
; %bb.63:                               ;   in Loop: Header=BB0_28 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v4
	v_cndmask_b32_e32 v3, v32, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.64:                               ;   in Loop: Header=BB0_28 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_25
; %bb.65:                               ;   in Loop: Header=BB0_28 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v3, v5, 23, 1
	v_mov_b32_e32 v2, v6
	s_branch .LBB0_25
.LBB0_66:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s30
	v_lshlrev_b32_e32 v1, 2, v30
	s_mov_b32 s30, exec_lo
	v_cmpx_lt_i32_e64 v1, v29
	s_cbranch_execz .LBB0_81
; %bb.67:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[2:3], 2, v[12:13]
	s_mov_b32 s31, 0
	v_add_co_u32 v4, vcc_lo, v2, v7
	v_add_co_ci_u32_e64 v3, null, v3, v8, vcc_lo
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32 v5, vcc_lo, v4, v9
	v_add_co_ci_u32_e64 v14, null, v3, v10, vcc_lo
	v_add_co_u32 v12, vcc_lo, v12, v25
	v_add_co_ci_u32_e64 v13, null, v13, v26, vcc_lo
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_co_u32 v12, vcc_lo, v12, v27
	v_add_co_ci_u32_e64 v13, null, v13, v28, vcc_lo
	v_add_co_u32 v3, vcc_lo, v5, v3
	v_add_co_ci_u32_e64 v4, null, v14, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, v12, v1
	v_add_co_ci_u32_e64 v13, null, v13, v2, vcc_lo
	v_add_co_u32 v2, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v3, null, s10, v4, vcc_lo
	v_add_co_u32 v12, vcc_lo, s1, v5
	v_add_co_ci_u32_e64 v13, null, s20, v13, vcc_lo
	s_branch .LBB0_72
.LBB0_68:                               ;   in Loop: Header=BB0_72 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	v_cmp_gt_i32_e32 vcc_lo, 16, v4
	v_and_b32_sdwa v5, v16, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v16, 15, v4
	v_cmp_eq_u32_e64 s0, 0, v4
	v_cndmask_b32_e32 v15, 0, v15, vcc_lo
	v_cndmask_b32_e32 v14, 7, v14, vcc_lo
	v_lshl_or_b32 v5, v16, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	v_and_or_b32 v4, v14, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v4, v4, 0, s0
.LBB0_69:                               ;   in Loop: Header=BB0_72 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
.LBB0_70:                               ;   in Loop: Header=BB0_72 Depth=2
	s_andn2_saveexec_b32 s0, s34
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_71:                               ;   in Loop: Header=BB0_72 Depth=2
	s_andn2_saveexec_b32 s0, s33
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v1, 1, v1
	v_add_co_u32 v2, vcc_lo, v2, 4
	global_store_byte v[12:13], v4, off
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v1, v29
	v_add_co_u32 v12, s0, v12, 1
	v_add_co_ci_u32_e64 v13, null, 0, v13, s0
	s_or_b32 s31, vcc_lo, s31
	s_andn2_b32 exec_lo, exec_lo, s31
	s_cbranch_execz .LBB0_81
.LBB0_72:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v4, v[2:3], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v5, null, s14, s14, v4
	v_rcp_f32_e32 v14, v5
	v_fma_f32 v15, -v5, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	v_div_scale_f32 v15, vcc_lo, v4, s14, v4
	v_mul_f32_e32 v16, v15, v14
	v_fma_f32 v17, -v5, v16, v15
	v_fmac_f32_e32 v16, v17, v14
	v_fma_f32 v5, -v5, v16, v15
	v_div_fmas_f32 v5, v5, v14, v16
	v_div_fixup_f32 v16, v5, s14, v4
	v_and_b32_e32 v5, 0x7f800000, v16
	v_or_b32_sdwa v4, v16, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s33, exec_lo, s0
	s_cbranch_execz .LBB0_71
; %bb.73:                               ;   in Loop: Header=BB0_72 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v16
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s34, exec_lo, s0
	s_cbranch_execz .LBB0_70
; %bb.74:                               ;   in Loop: Header=BB0_72 Depth=2
	v_mov_b32_e32 v4, 0
	s_mov_b32 s35, exec_lo
	v_cmpx_ne_u32_e32 0, v16
	s_cbranch_execz .LBB0_69
; %bb.75:                               ;   in Loop: Header=BB0_72 Depth=2
	v_bfe_u32 v17, v16, 23, 8
	v_sub_nc_u32_e32 v4, 0x78, v17
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v17
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	v_cndmask_b32_e64 v18, v4, 0x77, vcc_lo
	v_and_b32_e32 v4, 0x7fffff, v16
	v_add_nc_u32_e32 v5, 20, v18
	v_or_b32_e32 v19, 0x800000, v4
	v_add_nc_u32_e32 v20, 19, v18
	v_lshlrev_b64 v[14:15], v5, -1
	v_cndmask_b32_e32 v5, v19, v4, vcc_lo
	v_lshlrev_b64 v[19:20], v20, 1
	v_bfi_b32 v14, v14, 0, v5
	v_lshrrev_b64 v[4:5], v18, v[5:6]
	v_bfi_b32 v15, v15, 0, 0
	v_cmp_eq_u64_e64 s0, v[14:15], v[19:20]
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v14, v4
	s_and_saveexec_b32 s36, s0
; %bb.76:                               ;   in Loop: Header=BB0_72 Depth=2
	v_bfe_u32 v14, v4, 20, 1
	v_add_co_u32 v14, s0, v4, v14
	v_add_co_ci_u32_e64 v5, null, 0, v5, s0
	v_add_co_u32 v14, s0, v14, -1
	v_add_co_ci_u32_e64 v5, null, -1, v5, s0
; %bb.77:                               ;   in Loop: Header=BB0_72 Depth=2
	s_or_b32 exec_lo, exec_lo, s36
	v_add_nc_u32_e32 v5, 0xffffff81, v17
	v_lshrrev_b32_e32 v15, 23, v4
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v17, v18, v5, v15
	v_and_b32_e32 v5, 0xfffff, v14
                                        ; implicit-def: $vgpr14_vgpr15
	v_add_nc_u32_e32 v18, 7, v17
	v_add_nc_u32_e32 v5, v5, v4
                                        ; implicit-def: $vgpr4
	v_cmpx_ne_u32_e32 0, v18
	s_xor_b32 s0, exec_lo, s0
; %bb.78:                               ;   in Loop: Header=BB0_72 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v4, 8, v17
	v_cndmask_b32_e64 v14, 0, 1, vcc_lo
	v_cndmask_b32_e32 v4, v18, v4, vcc_lo
	v_lshrrev_b64 v[14:15], v14, v[5:6]
; %bb.79:                               ;   in Loop: Header=BB0_72 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_68
; %bb.80:                               ;   in Loop: Header=BB0_72 Depth=2
	v_mov_b32_e32 v15, v6
	v_bfe_u32 v4, v5, 23, 1
	v_mov_b32_e32 v14, v5
	s_branch .LBB0_68
.LBB0_81:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s30
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr28
.LBB0_82:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_saveexec_b32 s29, s29
	s_cbranch_execz .LBB0_126
; %bb.83:                               ;   in Loop: Header=BB0_7 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_126
; %bb.84:                               ;   in Loop: Header=BB0_7 Depth=1
	v_add_co_u32 v1, vcc_lo, v25, v27
	v_add_co_ci_u32_e64 v2, null, v26, v28, vcc_lo
	v_add_co_u32 v3, vcc_lo, v7, v9
	v_add_co_ci_u32_e64 v4, null, v8, v10, vcc_lo
	v_add_co_u32 v12, vcc_lo, s1, v1
	v_add_co_ci_u32_e64 v13, null, s20, v2, vcc_lo
	v_add_co_u32 v14, vcc_lo, s21, v3
	v_add_co_ci_u32_e64 v15, null, s24, v4, vcc_lo
	s_mov_b32 s30, s2
	s_branch .LBB0_88
.LBB0_85:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v3
	v_min_i32_e32 v4, 15, v3
	v_and_b32_sdwa v5, v17, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v3
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshlrev_b32_e32 v4, 3, v4
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_and_b32_e32 v17, 7, v1
	v_and_b32_e32 v4, 0xf8, v4
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_or3_b32 v1, v4, v5, v17
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v1, v1, 0, s0
.LBB0_86:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB0_87:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
	v_lshlrev_b32_e32 v1, 24, v1
	v_lshlrev_b32_e32 v2, 16, v16
	v_lshl_or_b32 v3, v19, 8, v18
	s_add_i32 s30, s30, -1
	s_cmp_eq_u32 s30, 0
	v_or3_b32 v1, v3, v2, v1
	global_store_dword v[12:13], v1, off
	v_add_co_u32 v12, vcc_lo, v12, 4
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, v14, 16
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	s_cbranch_scc1 .LBB0_126
.LBB0_88:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[1:4], v[14:15], off offset:-8
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v5, null, s14, s14, v1
	v_div_scale_f32 v18, vcc_lo, v1, s14, v1
	v_rcp_f32_e32 v16, v5
	v_fma_f32 v17, -v5, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_mul_f32_e32 v17, v18, v16
	v_fma_f32 v19, -v5, v17, v18
	v_fmac_f32_e32 v17, v19, v16
	v_fma_f32 v5, -v5, v17, v18
	v_div_fmas_f32 v5, v5, v16, v17
	v_div_fixup_f32 v1, v5, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v1
	v_or_b32_sdwa v18, v1, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v1
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s31, s0
	s_cbranch_execz .LBB0_98
; %bb.89:                               ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v18, 0
	s_mov_b32 s33, exec_lo
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB0_97
; %bb.90:                               ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v20, v1, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v20
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v20
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v20
	v_cndmask_b32_e64 v21, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v1
	v_add_nc_u32_e32 v16, 20, v21
	v_or_b32_e32 v18, 0x800000, v5
	v_add_nc_u32_e32 v19, 19, v21
	v_lshlrev_b64 v[16:17], v16, -1
	v_cndmask_b32_e32 v5, v18, v5, vcc_lo
	v_lshlrev_b64 v[18:19], v19, 1
	v_bfi_b32 v28, v17, 0, 0
	v_bfi_b32 v27, v16, 0, v5
	v_lshrrev_b64 v[16:17], v21, v[5:6]
	v_cmp_eq_u64_e64 s0, v[27:28], v[18:19]
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v18, v16
	s_and_saveexec_b32 s34, s0
; %bb.91:                               ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v5, v16, 20, 1
	v_add_co_u32 v5, s0, v16, v5
	v_add_co_ci_u32_e64 v17, null, 0, v17, s0
	v_add_co_u32 v18, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v17, s0
; %bb.92:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v20
	v_lshrrev_b32_e32 v17, 23, v16
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v19, v21, v5, v17
	v_and_b32_e32 v5, 0xfffff, v18
                                        ; implicit-def: $vgpr18
	v_add_nc_u32_e32 v20, 7, v19
	v_add_nc_u32_e32 v5, v5, v16
                                        ; implicit-def: $vgpr16_vgpr17
	v_cmpx_ne_u32_e32 0, v20
	s_xor_b32 s0, exec_lo, s0
; %bb.93:                               ;   in Loop: Header=BB0_88 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v16, 8, v19
	v_cndmask_b32_e32 v18, v20, v16, vcc_lo
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	v_lshrrev_b64 v[16:17], v16, v[5:6]
; %bb.94:                               ;   in Loop: Header=BB0_88 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.95:                               ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v17, v6
	v_bfe_u32 v18, v5, 23, 1
	v_mov_b32_e32 v16, v5
; %bb.96:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	v_cmp_gt_i32_e32 vcc_lo, 16, v18
	v_min_i32_e32 v5, 15, v18
	v_and_b32_sdwa v1, v1, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v18
	v_cndmask_b32_e32 v16, 7, v16, vcc_lo
	v_lshlrev_b32_e32 v5, 3, v5
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	v_and_b32_e32 v19, 7, v16
	v_and_b32_e32 v5, 0xf8, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[16:17]
	v_or3_b32 v1, v5, v1, v19
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v18, v1, 0, s0
.LBB0_97:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB0_98:                               ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
	v_div_scale_f32 v1, null, s14, s14, v2
	v_div_scale_f32 v17, vcc_lo, v2, s14, v2
	v_rcp_f32_e32 v5, v1
	v_fma_f32 v16, -v1, v5, 1.0
	v_fmac_f32_e32 v5, v16, v5
	v_mul_f32_e32 v16, v17, v5
	v_fma_f32 v19, -v1, v16, v17
	v_fmac_f32_e32 v16, v19, v5
	v_fma_f32 v1, -v1, v16, v17
	v_div_fmas_f32 v1, v1, v5, v16
	v_div_fixup_f32 v20, v1, s14, v2
	v_and_b32_e32 v5, 0x7f800000, v20
	v_or_b32_sdwa v19, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v20
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s31, s0
	s_cbranch_execz .LBB0_108
; %bb.99:                               ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v19, 0
	s_mov_b32 s33, exec_lo
	v_cmpx_ne_u32_e32 0, v20
	s_cbranch_execz .LBB0_107
; %bb.100:                              ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v19, v20, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v20
	v_sub_nc_u32_e32 v1, 0x78, v19
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v19
	v_or_b32_e32 v16, 0x800000, v5
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v19
	v_cndmask_b32_e64 v21, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v16, v5, vcc_lo
	v_add_nc_u32_e32 v1, 20, v21
	v_add_nc_u32_e32 v17, 19, v21
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[16:17], v17, 1
	v_bfi_b32 v28, v2, 0, 0
	v_bfi_b32 v27, v1, 0, v5
	v_lshrrev_b64 v[1:2], v21, v[5:6]
	v_cmp_eq_u64_e64 s0, v[27:28], v[16:17]
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v16, v1
	s_and_saveexec_b32 s34, s0
; %bb.101:                              ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v5, v1, 20, 1
	v_add_co_u32 v5, s0, v1, v5
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v16, s0, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.102:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v2, 0xffffff81, v19
	v_lshrrev_b32_e32 v5, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v17, v21, v2, v5
	v_and_b32_e32 v2, 0xfffff, v16
                                        ; implicit-def: $vgpr16
	v_add_nc_u32_e32 v19, 7, v17
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v19
	s_xor_b32 s0, exec_lo, s0
; %bb.103:                              ;   in Loop: Header=BB0_88 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v17
	v_cndmask_b32_e32 v16, v19, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.104:                              ;   in Loop: Header=BB0_88 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.105:                              ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v16, v5, 23, 1
	v_mov_b32_e32 v2, v6
; %bb.106:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v16
	v_min_i32_e32 v5, 15, v16
	v_and_b32_sdwa v17, v20, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v16
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshlrev_b32_e32 v5, 3, v5
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_and_b32_e32 v19, 7, v1
	v_and_b32_e32 v5, 0xf8, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_or3_b32 v1, v5, v17, v19
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v19, v1, 0, s0
.LBB0_107:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB0_108:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
	v_div_scale_f32 v1, null, s14, s14, v3
	v_div_scale_f32 v16, vcc_lo, v3, s14, v3
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v5, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v5, v2
	v_mul_f32_e32 v5, v16, v2
	v_fma_f32 v17, -v1, v5, v16
	v_fmac_f32_e32 v5, v17, v2
	v_fma_f32 v1, -v1, v5, v16
	v_div_fmas_f32 v1, v1, v2, v5
	v_div_fixup_f32 v3, v1, s14, v3
	v_and_b32_e32 v5, 0x7f800000, v3
	v_or_b32_sdwa v16, v3, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v3
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s31, s0
	s_cbranch_execz .LBB0_118
; %bb.109:                              ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v16, 0
	s_mov_b32 s33, exec_lo
	v_cmpx_ne_u32_e32 0, v3
	s_cbranch_execz .LBB0_117
; %bb.110:                              ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v20, v3, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v3
	v_sub_nc_u32_e32 v1, 0x78, v20
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v20
	v_or_b32_e32 v16, 0x800000, v5
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v20
	v_cndmask_b32_e64 v21, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v16, v5, vcc_lo
	v_add_nc_u32_e32 v1, 20, v21
	v_add_nc_u32_e32 v17, 19, v21
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[16:17], v17, 1
	v_bfi_b32 v28, v2, 0, 0
	v_bfi_b32 v27, v1, 0, v5
	v_lshrrev_b64 v[1:2], v21, v[5:6]
	v_cmp_eq_u64_e64 s0, v[27:28], v[16:17]
	v_mov_b32_e32 v17, v2
	v_mov_b32_e32 v16, v1
	s_and_saveexec_b32 s34, s0
; %bb.111:                              ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v5, v1, 20, 1
	v_add_co_u32 v5, s0, v1, v5
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v16, s0, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.112:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v2, 0xffffff81, v20
	v_lshrrev_b32_e32 v5, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v17, v21, v2, v5
	v_and_b32_e32 v2, 0xfffff, v16
                                        ; implicit-def: $vgpr16
	v_add_nc_u32_e32 v20, 7, v17
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v20
	s_xor_b32 s0, exec_lo, s0
; %bb.113:                              ;   in Loop: Header=BB0_88 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v17
	v_cndmask_b32_e32 v16, v20, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.114:                              ;   in Loop: Header=BB0_88 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.115:                              ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v16, v5, 23, 1
	v_mov_b32_e32 v2, v6
; %bb.116:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v16
	v_min_i32_e32 v5, 15, v16
	v_and_b32_sdwa v3, v3, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_eq_u32_e64 s0, 0, v16
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshlrev_b32_e32 v5, 3, v5
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_and_b32_e32 v17, 7, v1
	v_and_b32_e32 v5, 0xf8, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_or3_b32 v1, v5, v3, v17
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v16, v1, 0, s0
.LBB0_117:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB0_118:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
	v_div_scale_f32 v1, null, s14, s14, v4
	v_div_scale_f32 v5, vcc_lo, v4, s14, v4
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v3, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, v5, v2
	v_fma_f32 v17, -v1, v3, v5
	v_fmac_f32_e32 v3, v17, v2
	v_fma_f32 v1, -v1, v3, v5
	v_div_fmas_f32 v1, v1, v2, v3
	v_div_fixup_f32 v17, v1, s14, v4
	v_and_b32_e32 v5, 0x7f800000, v17
	v_or_b32_sdwa v1, v17, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u64_e32 vcc_lo, 0x7f800000, v[5:6]
	v_and_b32_e32 v5, 0x7fffffff, v17
	v_cmp_gt_u64_e64 s0, 0x43700001, v[5:6]
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s31, s0
	s_cbranch_execz .LBB0_87
; %bb.119:                              ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s33, exec_lo
	v_cmpx_ne_u32_e32 0, v17
	s_cbranch_execz .LBB0_86
; %bb.120:                              ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v20, v17, 23, 8
	v_and_b32_e32 v3, 0x7fffff, v17
	v_sub_nc_u32_e32 v1, 0x78, v20
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v20
	v_or_b32_e32 v4, 0x800000, v3
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v20
	v_cndmask_b32_e64 v21, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v4, v3, vcc_lo
	v_add_nc_u32_e32 v1, 20, v21
	v_add_nc_u32_e32 v27, 19, v21
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[3:4], v27, 1
	v_bfi_b32 v28, v2, 0, 0
	v_bfi_b32 v27, v1, 0, v5
	v_lshrrev_b64 v[1:2], v21, v[5:6]
	v_cmp_eq_u64_e64 s0, v[27:28], v[3:4]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	s_and_saveexec_b32 s34, s0
; %bb.121:                              ;   in Loop: Header=BB0_88 Depth=2
	v_bfe_u32 v3, v1, 20, 1
	v_add_co_u32 v3, s0, v1, v3
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v3, s0, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.122:                              ;   in Loop: Header=BB0_88 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v2, 0xffffff81, v20
	v_lshrrev_b32_e32 v4, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v4, v21, v2, v4
	v_and_b32_e32 v2, 0xfffff, v3
                                        ; implicit-def: $vgpr3
	v_add_nc_u32_e32 v20, 7, v4
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v20
	s_xor_b32 s0, exec_lo, s0
; %bb.123:                              ;   in Loop: Header=BB0_88 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v4
	v_cndmask_b32_e32 v3, v20, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.124:                              ;   in Loop: Header=BB0_88 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_85
; %bb.125:                              ;   in Loop: Header=BB0_88 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v3, v5, 23, 1
	v_mov_b32_e32 v2, v6
	s_branch .LBB0_85
.LBB0_126:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s29
	s_andn2_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB0_6
; %bb.127:                              ;   in Loop: Header=BB0_7 Depth=1
	v_mul_lo_u32 v1, v11, s12
	v_add_co_u32 v2, vcc_lo, s17, v25
	v_add_co_ci_u32_e64 v3, null, s18, v26, vcc_lo
	v_add_co_u32 v5, vcc_lo, s9, v9
	v_add_co_ci_u32_e64 v9, null, s16, v10, vcc_lo
	v_ashrrev_i32_e32 v4, 31, v1
	v_add_co_u32 v10, vcc_lo, v2, v1
	s_mov_b32 s29, 0
	s_mov_b32 s30, s13
	v_add_co_ci_u32_e64 v3, null, v3, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, v5, v7
	v_add_co_ci_u32_e64 v2, null, v9, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, v10, s3
	v_add_co_ci_u32_e64 v10, null, s28, v3, vcc_lo
	s_branch .LBB0_132
.LBB0_128:                              ;   in Loop: Header=BB0_132 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	v_cmp_gt_i32_e32 vcc_lo, 16, v7
	v_and_b32_sdwa v5, v11, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v8, 15, v7
	v_cmp_eq_u32_e64 s0, 0, v7
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cndmask_b32_e32 v3, 7, v3, vcc_lo
	v_lshl_or_b32 v5, v8, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[3:4]
	v_and_or_b32 v3, v3, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v3, v3, 0, s0
.LBB0_129:                              ;   in Loop: Header=BB0_132 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
.LBB0_130:                              ;   in Loop: Header=BB0_132 Depth=2
	s_andn2_saveexec_b32 s0, s33
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_131:                              ;   in Loop: Header=BB0_132 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
	s_ashr_i32 s0, s29, 31
	v_add_co_u32 v4, vcc_lo, v9, s29
	v_add_co_ci_u32_e64 v5, null, s0, v10, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, 4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_add_i32 s30, s30, -1
	s_add_i32 s29, s29, s12
	s_cmp_eq_u32 s30, 0
	global_store_byte v[4:5], v3, off
	s_cbranch_scc1 .LBB0_6
.LBB0_132:                              ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v3, v[1:2], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v4, null, s15, s15, v3
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_div_scale_f32 v7, vcc_lo, v3, s15, v3
	v_mul_f32_e32 v8, v7, v5
	v_fma_f32 v11, -v4, v8, v7
	v_fmac_f32_e32 v8, v11, v5
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v5, v8
	v_div_fixup_f32 v11, v4, s15, v3
	v_and_b32_e32 v5, 0x7f800000, v11
	v_or_b32_sdwa v3, v11, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB0_131
; %bb.133:                              ;   in Loop: Header=BB0_132 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v11
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s33, exec_lo, s0
	s_cbranch_execz .LBB0_130
; %bb.134:                              ;   in Loop: Header=BB0_132 Depth=2
	v_mov_b32_e32 v3, 0
	s_mov_b32 s34, exec_lo
	v_cmpx_ne_u32_e32 0, v11
	s_cbranch_execz .LBB0_129
; %bb.135:                              ;   in Loop: Header=BB0_132 Depth=2
	v_bfe_u32 v12, v11, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v11
	v_sub_nc_u32_e32 v3, 0x78, v12
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v12
	v_or_b32_e32 v7, 0x800000, v5
	v_cndmask_b32_e32 v3, 0, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e64 v13, v3, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v7, v5, vcc_lo
	v_add_nc_u32_e32 v3, 20, v13
	v_add_nc_u32_e32 v8, 19, v13
	v_lshlrev_b64 v[3:4], v3, -1
	v_lshlrev_b64 v[7:8], v8, 1
	v_bfi_b32 v15, v4, 0, 0
	v_bfi_b32 v14, v3, 0, v5
	v_lshrrev_b64 v[3:4], v13, v[5:6]
	v_cmp_eq_u64_e64 s0, v[14:15], v[7:8]
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v7, v3
	s_and_saveexec_b32 s35, s0
; %bb.136:                              ;   in Loop: Header=BB0_132 Depth=2
	v_bfe_u32 v5, v3, 20, 1
	v_add_co_u32 v5, s0, v3, v5
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	v_add_co_u32 v7, s0, v5, -1
	v_add_co_ci_u32_e64 v4, null, -1, v4, s0
; %bb.137:                              ;   in Loop: Header=BB0_132 Depth=2
	s_or_b32 exec_lo, exec_lo, s35
	v_add_nc_u32_e32 v4, 0xffffff81, v12
	v_lshrrev_b32_e32 v5, 23, v3
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v4, v4, 0xffffff82, vcc_lo
	v_add3_u32 v8, v13, v4, v5
	v_and_b32_e32 v4, 0xfffff, v7
                                        ; implicit-def: $vgpr7
	v_add_nc_u32_e32 v12, 7, v8
	v_add_nc_u32_e32 v5, v4, v3
                                        ; implicit-def: $vgpr3_vgpr4
	v_cmpx_ne_u32_e32 0, v12
	s_xor_b32 s0, exec_lo, s0
; %bb.138:                              ;   in Loop: Header=BB0_132 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v3, 8, v8
	v_cndmask_b32_e32 v7, v12, v3, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_lshrrev_b64 v[3:4], v3, v[5:6]
; %bb.139:                              ;   in Loop: Header=BB0_132 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_128
; %bb.140:                              ;   in Loop: Header=BB0_132 Depth=2
	v_mov_b32_e32 v3, v5
	v_bfe_u32 v7, v5, 23, 1
	v_mov_b32_e32 v4, v6
	s_branch .LBB0_128
.LBB0_141:
	s_endpgm
.LBB0_142:
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 37
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
	.section	.text._Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff,comdat
.Lfunc_end0:
	.size	_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff, .Lfunc_end0-_Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff
                                        ; -- End function
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_vgpr, 36
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_agpr, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.numbered_sgpr, 37
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.num_named_barrier, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.private_seg_size, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.uses_vcc, 1
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.uses_flat_scratch, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_dyn_sized_stack, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_recursion, 0
	.set _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8284
; TotalNumSgprs: 39
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
	v_cmp_lt_i64_e64 s2, s[0:1], 0
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB1_253
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_mov_b32 s2, s12
	s_or_b64 s[16:17], s[0:1], s[2:3]
	s_mov_b32 s16, s7
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc0 .LBB1_254
; %bb.2:
	s_ashr_i32 s16, s3, 31
	s_add_u32 s18, s2, s16
	s_mov_b32 s17, s16
	s_addc_u32 s19, s3, s16
	s_xor_b64 s[18:19], s[18:19], s[16:17]
	v_cvt_f32_u32_e32 v1, s18
	v_cvt_f32_u32_e32 v2, s19
	s_sub_u32 s21, 0, s18
	s_subb_u32 s22, 0, s19
	v_fmamk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_fmamk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v2
	v_readfirstlane_b32 s20, v1
	s_mul_i32 s23, s21, s7
	s_mul_hi_u32 s25, s21, s20
	s_mul_i32 s24, s22, s20
	s_add_i32 s23, s25, s23
	s_mul_i32 s26, s21, s20
	s_add_i32 s23, s23, s24
	s_mul_hi_u32 s25, s20, s26
	s_mul_i32 s28, s20, s23
	s_mul_hi_u32 s27, s7, s26
	s_mul_i32 s24, s7, s26
	s_mul_hi_u32 s26, s20, s23
	s_add_u32 s25, s25, s28
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s29, s7, s23
	s_add_u32 s24, s25, s24
	s_mul_i32 s23, s7, s23
	s_addc_u32 s24, s26, s27
	s_addc_u32 s25, s29, 0
	s_add_u32 s23, s24, s23
	s_addc_u32 s24, 0, s25
	s_add_u32 s20, s20, s23
	s_addc_u32 s7, s7, s24
	s_mul_hi_u32 s23, s21, s20
	s_mul_i32 s24, s21, s20
	s_mul_i32 s21, s21, s7
	s_mul_i32 s22, s22, s20
	s_add_i32 s21, s23, s21
	s_mul_i32 s23, s7, s24
	s_add_i32 s21, s21, s22
	s_mul_hi_u32 s22, s20, s24
	s_mul_i32 s27, s20, s21
	s_mul_hi_u32 s26, s20, s21
	s_add_u32 s22, s22, s27
	s_mul_hi_u32 s25, s7, s24
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s24, s7, s21
	s_add_u32 s22, s22, s23
	s_mul_i32 s21, s7, s21
	s_addc_u32 s22, s26, s25
	s_addc_u32 s23, s24, 0
	s_add_u32 s21, s22, s21
	s_addc_u32 s22, 0, s23
	s_add_u32 s24, s20, s21
	s_addc_u32 s7, s7, s22
	s_ashr_i32 s20, s1, 31
	s_add_u32 s22, s0, s20
	s_mov_b32 s21, s20
	s_addc_u32 s23, s1, s20
	s_xor_b64 s[22:23], s[22:23], s[20:21]
	s_mul_i32 s26, s22, s7
	s_mul_hi_u32 s27, s22, s24
	s_mul_hi_u32 s25, s22, s7
	s_mul_hi_u32 s29, s23, s24
	s_mul_i32 s24, s23, s24
	s_add_u32 s26, s27, s26
	s_addc_u32 s25, 0, s25
	s_mul_hi_u32 s28, s23, s7
	s_add_u32 s24, s26, s24
	s_mul_i32 s7, s23, s7
	s_addc_u32 s24, s25, s29
	s_addc_u32 s25, s28, 0
	s_add_u32 s7, s24, s7
	s_addc_u32 s24, 0, s25
	s_mul_hi_u32 s25, s18, s7
	s_mul_i32 s26, s18, s24
	s_mul_i32 s27, s19, s7
	s_add_i32 s25, s25, s26
	s_mul_i32 s26, s18, s7
	s_add_i32 s25, s25, s27
	s_sub_i32 s27, s23, s25
	s_sub_u32 s22, s22, s26
	s_cselect_b32 s26, -1, 0
	s_subb_u32 s27, s27, s19
	s_sub_u32 s28, s22, s18
	s_subb_u32 s27, s27, 0
	s_cmp_ge_u32 s27, s19
	s_cselect_b32 s29, -1, 0
	s_cmp_ge_u32 s28, s18
	s_cselect_b32 s28, -1, 0
	s_cmp_eq_u32 s27, s19
	s_cselect_b32 s27, s28, s29
	s_add_u32 s28, s7, 1
	s_addc_u32 s29, s24, 0
	s_add_u32 s30, s7, 2
	s_addc_u32 s31, s24, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s27, s30, s28
	s_cselect_b32 s28, s31, s29
	s_cmp_lg_u32 s26, 0
	s_subb_u32 s23, s23, s25
	s_cmp_ge_u32 s23, s19
	s_cselect_b32 s25, -1, 0
	s_cmp_ge_u32 s22, s18
	s_cselect_b32 s18, -1, 0
	s_cmp_eq_u32 s23, s19
	s_cselect_b32 s18, s18, s25
	s_cmp_lg_u32 s18, 0
	s_cselect_b32 s19, s28, s24
	s_cselect_b32 s18, s27, s7
	s_xor_b64 s[16:17], s[20:21], s[16:17]
	s_xor_b64 s[18:19], s[18:19], s[16:17]
	s_sub_u32 s24, s18, s16
	s_subb_u32 s25, s19, s17
	s_cbranch_execnz .LBB1_4
.LBB1_3:
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s16, 0, s2
	s_mov_b32 s25, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s16, s16, s7
	s_mul_hi_u32 s16, s7, s16
	s_add_i32 s7, s7, s16
	s_mul_hi_u32 s7, s0, s7
	s_mul_i32 s16, s7, s2
	s_add_i32 s17, s7, 1
	s_sub_i32 s16, s0, s16
	s_sub_i32 s18, s16, s2
	s_cmp_ge_u32 s16, s2
	s_cselect_b32 s7, s17, s7
	s_cselect_b32 s16, s18, s16
	s_add_i32 s17, s7, 1
	s_cmp_ge_u32 s16, s2
	s_cselect_b32 s24, s17, s7
.LBB1_4:
	s_abs_i32 s7, s13
	s_abs_i32 s18, s11
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s17, 0, s7
	s_mov_b32 s27, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s17, s17, s16
	s_mul_hi_u32 s17, s16, s17
	s_add_i32 s16, s16, s17
	s_xor_b32 s17, s11, s13
	s_mul_hi_u32 s16, s18, s16
	s_ashr_i32 s17, s17, 31
	s_mul_i32 s19, s16, s7
	s_sub_i32 s18, s18, s19
	s_add_i32 s19, s16, 1
	s_sub_i32 s20, s18, s7
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s16, s19, s16
	s_cselect_b32 s18, s20, s18
	s_add_i32 s19, s16, 1
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s7, s19, s16
	s_mov_b32 s16, exec_lo
	s_xor_b32 s7, s7, s17
	s_sub_i32 s7, s7, s17
	s_mul_i32 s26, s7, s10
	v_cmpx_gt_i32_e64 s26, v0
	s_cbranch_execz .LBB1_253
; %bb.5:
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s28, s24, s2
	s_mul_i32 s29, s25, s2
	s_add_i32 s3, s28, s3
	s_mul_i32 s33, s24, s2
	s_add_i32 s29, s3, s29
	s_sub_u32 s3, s0, s33
	s_mul_hi_u32 s31, s8, s6
	s_mul_i32 s30, s8, s6
	s_subb_u32 s28, s1, s29
	s_ashr_i32 s8, s8, 31
	s_mul_i32 s25, s26, s25
	s_mul_i32 s8, s8, s6
	s_mul_hi_u32 s35, s26, s24
	s_add_i32 s31, s31, s8
	s_mul_hi_i32 s36, s10, s7
	s_lshl_b64 s[30:31], s[30:31], 1
	s_mul_hi_u32 s34, s9, s6
	s_load_dword s5, s[4:5], 0x54
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s16, s30
	s_addc_u32 s10, s17, s31
	s_ashr_i32 s16, s9, 31
	s_mul_i32 s30, s36, s24
	s_add_i32 s25, s35, s25
	s_mul_i32 s16, s16, s6
	s_add_i32 s25, s25, s30
	s_mul_i32 s24, s26, s24
	s_mul_i32 s30, s13, s2
	s_add_i32 s17, s34, s16
	s_mul_hi_u32 s16, s30, s24
	s_mul_i32 s25, s30, s25
	s_mul_hi_i32 s2, s13, s2
	s_add_i32 s16, s16, s25
	s_mul_i32 s2, s2, s24
	s_and_b32 s25, s13, 7
	s_ashr_i32 s31, s13, 31
	s_add_i32 s34, s16, s2
	s_cmp_eq_u32 s25, 0
	s_mul_i32 s16, s9, s6
	s_cselect_b32 s25, -1, 0
	s_ashr_i32 s2, s13, 3
	s_mul_i32 s30, s30, s24
	s_cmp_gt_i32 s2, 0
	v_mov_b32_e32 v6, 0
	s_cselect_b32 s6, -1, 0
	s_lshl_b64 s[16:17], s[16:17], 1
	v_mov_b32_e32 v26, 0x7f
	s_add_u32 s9, s18, s16
	s_addc_u32 s16, s19, s17
	s_add_u32 s17, s22, s30
	s_addc_u32 s18, s23, s34
	s_cmp_gt_i32 s13, 0
	v_mov_b32_e32 v28, 0x80
	s_cselect_b32 s19, -1, 0
	s_abs_i32 s22, s7
	s_and_b32 s5, s5, 0xffff
	v_cvt_f32_u32_e32 v1, s22
	s_sub_i32 s24, 0, s22
	s_ashr_i32 s23, s7, 31
	s_add_u32 s30, s26, -1
	s_addc_u32 s34, s36, -1
	v_rcp_iflag_f32_e32 v1, v1
	s_mul_i32 s34, s33, s34
	s_mul_i32 s29, s29, s30
	s_mul_i32 s4, s13, s12
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s24, v1
	s_mul_hi_u32 s24, s33, s30
	s_mul_i32 s33, s33, s30
	s_add_i32 s24, s24, s34
	s_add_i32 s24, s24, s29
	s_add_u32 s0, s0, s33
	s_addc_u32 s1, s1, s24
	v_mul_hi_u32 v2, v1, v2
	s_mul_i32 s24, s0, s31
	s_mul_hi_u32 s29, s0, s13
	s_mul_i32 s1, s1, s13
	s_add_i32 s24, s29, s24
	s_mul_i32 s0, s0, s13
	s_add_i32 s24, s24, s1
	s_add_u32 s1, s20, s0
	v_add_nc_u32_e32 v27, v1, v2
	s_addc_u32 s20, s21, s24
	s_xor_b32 s21, s25, -1
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	v_add_nc_u32_e32 v0, s5, v0
	v_cmp_le_i32_e32 vcc_lo, s26, v0
	s_or_b32 s27, vcc_lo, s27
	s_andn2_b32 exec_lo, exec_lo, s27
	s_cbranch_execz .LBB1_253
.LBB1_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_14 Depth 2
                                        ;     Child Loop BB1_29 Depth 2
                                        ;     Child Loop BB1_128 Depth 2
                                        ;     Child Loop BB1_145 Depth 2
                                        ;     Child Loop BB1_244 Depth 2
	v_sub_nc_u32_e32 v1, 0, v0
	v_max_i32_e32 v1, v1, v0
	v_mul_hi_u32 v2, v1, v27
	v_mul_lo_u32 v3, v2, s22
	v_sub_nc_u32_e32 v1, v1, v3
	v_add_nc_u32_e32 v3, 1, v2
	v_subrev_nc_u32_e32 v4, s22, v1
	v_cmp_le_u32_e32 vcc_lo, s22, v1
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_nc_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc_lo, s22, v1
	v_xor_b32_e32 v3, s23, v3
	v_cndmask_b32_e32 v1, v2, v4, vcc_lo
	v_xor_b32_e32 v1, v1, v3
	v_sub_nc_u32_e32 v1, v1, v3
	v_mul_lo_u32 v3, v1, s7
	v_mul_lo_u32 v1, v1, s11
	v_sub_nc_u32_e32 v4, v0, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_mul_lo_u32 v29, v3, s4
	v_mul_lo_u32 v11, v4, s13
	v_lshlrev_b64 v[9:10], 1, v[1:2]
	v_mul_lo_u32 v31, s4, v4
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v1, vcc_lo, s8, v9
	v_ashrrev_i32_e32 v12, 31, v11
	v_add_co_ci_u32_e64 v2, null, s10, v10, vcc_lo
	v_ashrrev_i32_e32 v32, 31, v31
	v_lshlrev_b64 v[7:8], 1, v[11:12]
	v_add_co_u32 v12, vcc_lo, v1, v7
	v_add_co_ci_u32_e64 v13, null, v2, v8, vcc_lo
	v_and_b32_e32 v5, 15, v12
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	s_or_b32 s0, s21, vcc_lo
	s_and_saveexec_b32 s24, s0
	s_xor_b32 s24, exec_lo, s24
	s_cbranch_execz .LBB1_138
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_sub_nc_u32_e32 v1, 0, v12
	s_mov_b32 s25, exec_lo
	v_bfe_u32 v1, v1, 1, 3
	v_min_i32_e32 v14, s13, v1
	v_cmpx_lt_i32_e32 0, v14
	s_cbranch_execz .LBB1_23
; %bb.9:                                ;   in Loop: Header=BB1_7 Depth=1
	v_add_co_u32 v1, vcc_lo, v29, v31
	v_add_co_ci_u32_e64 v2, null, v30, v32, vcc_lo
	v_mov_b32_e32 v3, v12
	v_add_co_u32 v1, vcc_lo, s1, v1
	v_add_co_ci_u32_e64 v2, null, s20, v2, vcc_lo
	v_mov_b32_e32 v4, v13
	v_mov_b32_e32 v19, v14
	s_mov_b32 s29, 0
	s_branch .LBB1_14
.LBB1_10:                               ;   in Loop: Header=BB1_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[15:16], 20, v[15:16]
	v_cmp_gt_i32_e32 vcc_lo, 16, v17
	v_and_b32_sdwa v5, v20, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v18, 15, v17
	v_cmp_eq_u32_e64 s0, 0, v17
	v_cndmask_b32_e32 v16, 0, v16, vcc_lo
	v_cndmask_b32_e32 v15, 7, v15, vcc_lo
	v_lshl_or_b32 v5, v18, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_and_or_b32 v5, v15, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v15, v5, 0, s0
.LBB1_11:                               ;   in Loop: Header=BB1_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_12:                               ;   in Loop: Header=BB1_14 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_13:                               ;   in Loop: Header=BB1_14 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v19, -1, v19
	v_add_co_u32 v3, vcc_lo, v3, 2
	global_store_byte v[1:2], v15, off
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v19
	v_add_co_u32 v1, s0, v1, 1
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	s_or_b32 s29, vcc_lo, s29
	s_andn2_b32 exec_lo, exec_lo, s29
	s_cbranch_execz .LBB1_23
.LBB1_14:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v5, v[3:4], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v5
	v_div_scale_f32 v15, null, s14, s14, v5
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v17, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_div_scale_f32 v17, vcc_lo, v5, s14, v5
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v20, -v15, v18, v17
	v_fmac_f32_e32 v18, v20, v16
	v_fma_f32 v15, -v15, v18, v17
	v_div_fmas_f32 v15, v15, v16, v18
	v_div_fixup_f32 v20, v15, s14, v5
	v_and_b32_e32 v5, 0x7f800000, v20
	v_or_b32_sdwa v15, v20, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_13
; %bb.15:                               ;   in Loop: Header=BB1_14 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v20
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_12
; %bb.16:                               ;   in Loop: Header=BB1_14 Depth=2
	v_mov_b32_e32 v15, 0
	s_mov_b32 s33, exec_lo
	v_cmpx_ne_u32_e32 0, v20
	s_cbranch_execz .LBB1_11
; %bb.17:                               ;   in Loop: Header=BB1_14 Depth=2
	v_bfe_u32 v21, v20, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v21
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v21
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v21
	v_cndmask_b32_e64 v22, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v20
	v_add_nc_u32_e32 v15, 20, v22
	v_or_b32_e32 v17, 0x800000, v5
	v_add_nc_u32_e32 v18, 19, v22
	v_lshlrev_b64 v[15:16], v15, -1
	v_cndmask_b32_e32 v5, v17, v5, vcc_lo
	v_lshlrev_b64 v[17:18], v18, 1
	v_bfi_b32 v24, v16, 0, 0
	v_bfi_b32 v23, v15, 0, v5
	v_lshrrev_b64 v[15:16], v22, v[5:6]
	v_cmp_eq_u64_e64 s0, v[23:24], v[17:18]
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v17, v15
	s_and_saveexec_b32 s34, s0
; %bb.18:                               ;   in Loop: Header=BB1_14 Depth=2
	v_bfe_u32 v5, v15, 20, 1
	v_add_co_u32 v5, s0, v15, v5
	v_add_co_ci_u32_e64 v16, null, 0, v16, s0
	v_add_co_u32 v17, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v16, s0
; %bb.19:                               ;   in Loop: Header=BB1_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v21
	v_lshrrev_b32_e32 v16, 23, v15
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v18, v22, v5, v16
	v_and_b32_e32 v5, 0xfffff, v17
                                        ; implicit-def: $vgpr17
	v_add_nc_u32_e32 v21, 7, v18
	v_add_nc_u32_e32 v5, v5, v15
                                        ; implicit-def: $vgpr15_vgpr16
	v_cmpx_ne_u32_e32 0, v21
	s_xor_b32 s0, exec_lo, s0
; %bb.20:                               ;   in Loop: Header=BB1_14 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v15, 8, v18
	v_cndmask_b32_e32 v17, v21, v15, vcc_lo
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_lshrrev_b64 v[15:16], v15, v[5:6]
; %bb.21:                               ;   in Loop: Header=BB1_14 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB1_10
; %bb.22:                               ;   in Loop: Header=BB1_14 Depth=2
	v_mov_b32_e32 v16, v6
	v_bfe_u32 v17, v5, 23, 1
	v_mov_b32_e32 v15, v5
	s_branch .LBB1_10
.LBB1_23:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s25
	v_sub_nc_u32_e32 v33, s13, v14
	v_ashrrev_i32_e32 v15, 31, v14
	s_mov_b32 s25, exec_lo
	v_ashrrev_i32_e32 v1, 31, v33
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v33, v1
	v_ashrrev_i32_e32 v34, 3, v1
	v_cmpx_lt_i32_e32 7, v33
	s_cbranch_execz .LBB1_122
; %bb.24:                               ;   in Loop: Header=BB1_7 Depth=1
	v_add_co_u32 v3, vcc_lo, v14, v29
	v_add_co_ci_u32_e64 v4, null, v15, v30, vcc_lo
	v_lshlrev_b64 v[1:2], 1, v[14:15]
	v_add_co_u32 v3, vcc_lo, v3, v31
	v_add_co_ci_u32_e64 v4, null, v4, v32, vcc_lo
	v_mov_b32_e32 v35, v34
	v_add_co_u32 v12, vcc_lo, v12, v1
	v_add_co_ci_u32_e64 v13, null, v13, v2, vcc_lo
	v_add_co_u32 v16, vcc_lo, s1, v3
	v_add_co_ci_u32_e64 v17, null, s20, v4, vcc_lo
	s_mov_b32 s29, 0
	s_branch .LBB1_29
.LBB1_25:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	v_cmp_gt_i32_e32 vcc_lo, 16, v23
	v_and_b32_sdwa v5, v25, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v24, 15, v23
	v_cmp_eq_u32_e64 s0, 0, v23
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cndmask_b32_e32 v3, 7, v3, vcc_lo
	v_lshl_or_b32 v5, v24, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[3:4]
	v_and_or_b32 v3, v3, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v3, v3, 0, s0
.LBB1_26:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_27:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_28:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v4, 16, v22
	v_lshlrev_b32_e32 v5, 16, v20
	v_lshlrev_b32_e32 v3, 24, v3
	v_lshlrev_b32_e32 v2, 8, v2
	v_lshlrev_b32_e32 v19, 8, v19
	v_and_b32_e32 v4, 0xff0000, v4
	v_perm_b32 v1, v1, v5, 0x4020c0c
	v_and_b32_e32 v5, 0xff, v21
	v_and_b32_e32 v2, 0xff00, v2
	v_add_nc_u32_e32 v35, -1, v35
	v_or_b32_e32 v3, v3, v4
	v_and_or_b32 v1, 0xff00, v19, v1
	v_cmp_eq_u32_e32 vcc_lo, 0, v35
	v_or3_b32 v2, v3, v2, v5
	v_or_b32_sdwa v1, v1, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_or_b32 s29, vcc_lo, s29
	global_store_dwordx2 v[16:17], v[1:2], off
	v_add_co_u32 v16, s0, v16, 8
	v_add_co_ci_u32_e64 v17, null, 0, v17, s0
	v_add_co_u32 v12, s0, v12, 16
	v_add_co_ci_u32_e64 v13, null, 0, v13, s0
	s_andn2_b32 exec_lo, exec_lo, s29
	s_cbranch_execz .LBB1_122
.LBB1_29:                               ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[1:4], v[12:13], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v1
	v_div_scale_f32 v18, null, s14, s14, v5
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v20, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_div_scale_f32 v20, vcc_lo, v5, s14, v5
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v18, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v18, -v18, v21, v20
	v_div_fmas_f32 v18, v18, v19, v21
	v_div_fixup_f32 v22, v18, s14, v5
	v_and_b32_e32 v5, 0x7f800000, v22
	v_or_b32_sdwa v18, v22, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_41
; %bb.30:                               ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v22
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_40
; %bb.31:                               ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_cmpx_ne_u32_e32 0, v22
	s_cbranch_execz .LBB1_39
; %bb.32:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v23, v22, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v23
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v23
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e64 v24, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v22
	v_add_nc_u32_e32 v18, 20, v24
	v_or_b32_e32 v20, 0x800000, v5
	v_add_nc_u32_e32 v21, 19, v24
	v_lshlrev_b64 v[18:19], v18, -1
	v_cndmask_b32_e32 v5, v20, v5, vcc_lo
	v_lshlrev_b64 v[20:21], v21, 1
	v_bfi_b32 v37, v19, 0, 0
	v_bfi_b32 v36, v18, 0, v5
	v_lshrrev_b64 v[18:19], v24, v[5:6]
	v_cmp_eq_u64_e64 s0, v[36:37], v[20:21]
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v20, v18
	s_and_saveexec_b32 s34, s0
; %bb.33:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v18, 20, 1
	v_add_co_u32 v5, s0, v18, v5
	v_add_co_ci_u32_e64 v19, null, 0, v19, s0
	v_add_co_u32 v20, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v19, s0
; %bb.34:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v23
	v_lshrrev_b32_e32 v19, 23, v18
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v21, v24, v5, v19
	v_and_b32_e32 v5, 0xfffff, v20
                                        ; implicit-def: $vgpr20
	v_add_nc_u32_e32 v23, 7, v21
	v_add_nc_u32_e32 v5, v5, v18
                                        ; implicit-def: $vgpr18_vgpr19
	v_cmpx_ne_u32_e32 0, v23
	s_xor_b32 s0, exec_lo, s0
; %bb.35:                               ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v18, 8, v21
	v_cndmask_b32_e32 v20, v23, v18, vcc_lo
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	v_lshrrev_b64 v[18:19], v18, v[5:6]
; %bb.36:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.37:                               ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v19, v6
	v_bfe_u32 v20, v5, 23, 1
	v_mov_b32_e32 v18, v5
; %bb.38:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_cmp_gt_i32_e32 vcc_lo, 16, v20
	v_and_b32_sdwa v5, v22, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v21, 15, v20
	v_cmp_eq_u32_e64 s0, 0, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_cndmask_b32_e32 v18, 7, v18, vcc_lo
	v_lshl_or_b32 v5, v21, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	v_and_or_b32 v5, v18, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v18, v5, 0, s0
.LBB1_39:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_40:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_41:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v1, 0xffff0000, v1
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v1
	v_rcp_f32_e32 v19, v5
	v_fma_f32 v20, -v5, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_div_scale_f32 v20, vcc_lo, v1, s14, v1
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v5, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v5, -v5, v21, v20
	v_div_fmas_f32 v5, v5, v19, v21
	v_div_fixup_f32 v1, v5, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v1
	v_or_b32_sdwa v19, v1, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_53
; %bb.42:                               ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v1
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_52
; %bb.43:                               ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB1_51
; %bb.44:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v23, v1, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v23
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v23
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e64 v24, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v1
	v_add_nc_u32_e32 v19, 20, v24
	v_or_b32_e32 v21, 0x800000, v5
	v_add_nc_u32_e32 v22, 19, v24
	v_lshlrev_b64 v[19:20], v19, -1
	v_cndmask_b32_e32 v5, v21, v5, vcc_lo
	v_lshlrev_b64 v[21:22], v22, 1
	v_bfi_b32 v37, v20, 0, 0
	v_bfi_b32 v36, v19, 0, v5
	v_lshrrev_b64 v[19:20], v24, v[5:6]
	v_cmp_eq_u64_e64 s0, v[36:37], v[21:22]
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v21, v19
	s_and_saveexec_b32 s34, s0
; %bb.45:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v19, 20, 1
	v_add_co_u32 v5, s0, v19, v5
	v_add_co_ci_u32_e64 v20, null, 0, v20, s0
	v_add_co_u32 v21, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v20, s0
; %bb.46:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v23
	v_lshrrev_b32_e32 v20, 23, v19
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v22, v24, v5, v20
	v_and_b32_e32 v5, 0xfffff, v21
                                        ; implicit-def: $vgpr21
	v_add_nc_u32_e32 v23, 7, v22
	v_add_nc_u32_e32 v5, v5, v19
                                        ; implicit-def: $vgpr19_vgpr20
	v_cmpx_ne_u32_e32 0, v23
	s_xor_b32 s0, exec_lo, s0
; %bb.47:                               ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v19, 8, v22
	v_cndmask_b32_e32 v21, v23, v19, vcc_lo
	v_cndmask_b32_e64 v19, 0, 1, vcc_lo
	v_lshrrev_b64 v[19:20], v19, v[5:6]
; %bb.48:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.49:                               ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v20, v6
	v_bfe_u32 v21, v5, 23, 1
	v_mov_b32_e32 v19, v5
; %bb.50:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[19:20], 20, v[19:20]
	v_cmp_gt_i32_e32 vcc_lo, 16, v21
	v_and_b32_sdwa v1, v1, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v21
	v_cmp_eq_u32_e64 s0, 0, v21
	v_cndmask_b32_e32 v20, 0, v20, vcc_lo
	v_cndmask_b32_e32 v19, 7, v19, vcc_lo
	v_lshl_or_b32 v1, v5, 3, v1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[19:20]
	v_and_or_b32 v1, v19, 7, v1
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v19, v1, 0, s0
.LBB1_51:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_52:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_53:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v1, 16, v2
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v1
	v_rcp_f32_e32 v20, v5
	v_fma_f32 v21, -v5, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc_lo, v1, s14, v1
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v5, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v5, -v5, v22, v21
	v_div_fmas_f32 v5, v5, v20, v22
	v_div_fixup_f32 v1, v5, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v1
	v_or_b32_sdwa v20, v1, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_65
; %bb.54:                               ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v1
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_64
; %bb.55:                               ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB1_63
; %bb.56:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v24, v1, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v24
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v24
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v24
	v_cndmask_b32_e64 v25, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v1
	v_add_nc_u32_e32 v20, 20, v25
	v_or_b32_e32 v22, 0x800000, v5
	v_add_nc_u32_e32 v23, 19, v25
	v_lshlrev_b64 v[20:21], v20, -1
	v_cndmask_b32_e32 v5, v22, v5, vcc_lo
	v_lshlrev_b64 v[22:23], v23, 1
	v_bfi_b32 v37, v21, 0, 0
	v_bfi_b32 v36, v20, 0, v5
	v_lshrrev_b64 v[20:21], v25, v[5:6]
	v_cmp_eq_u64_e64 s0, v[36:37], v[22:23]
	v_mov_b32_e32 v23, v21
	v_mov_b32_e32 v22, v20
	s_and_saveexec_b32 s34, s0
; %bb.57:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v20, 20, 1
	v_add_co_u32 v5, s0, v20, v5
	v_add_co_ci_u32_e64 v21, null, 0, v21, s0
	v_add_co_u32 v22, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v21, s0
; %bb.58:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v24
	v_lshrrev_b32_e32 v21, 23, v20
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v23, v25, v5, v21
	v_and_b32_e32 v5, 0xfffff, v22
                                        ; implicit-def: $vgpr22
	v_add_nc_u32_e32 v24, 7, v23
	v_add_nc_u32_e32 v5, v5, v20
                                        ; implicit-def: $vgpr20_vgpr21
	v_cmpx_ne_u32_e32 0, v24
	s_xor_b32 s0, exec_lo, s0
; %bb.59:                               ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v20, 8, v23
	v_cndmask_b32_e32 v22, v24, v20, vcc_lo
	v_cndmask_b32_e64 v20, 0, 1, vcc_lo
	v_lshrrev_b64 v[20:21], v20, v[5:6]
; %bb.60:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.61:                               ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v21, v6
	v_bfe_u32 v22, v5, 23, 1
	v_mov_b32_e32 v20, v5
; %bb.62:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_cmp_gt_i32_e32 vcc_lo, 16, v22
	v_and_b32_sdwa v1, v1, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v22
	v_cmp_eq_u32_e64 s0, 0, v22
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_cndmask_b32_e32 v20, 7, v20, vcc_lo
	v_lshl_or_b32 v1, v5, 3, v1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	v_and_or_b32 v1, v20, 7, v1
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v20, v1, 0, s0
.LBB1_63:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_64:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_65:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v1, 0xffff0000, v2
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v2, null, s14, s14, v1
	v_rcp_f32_e32 v5, v2
	v_fma_f32 v21, -v2, v5, 1.0
	v_fmac_f32_e32 v5, v21, v5
	v_div_scale_f32 v21, vcc_lo, v1, s14, v1
	v_mul_f32_e32 v22, v21, v5
	v_fma_f32 v23, -v2, v22, v21
	v_fmac_f32_e32 v22, v23, v5
	v_fma_f32 v2, -v2, v22, v21
	v_div_fmas_f32 v2, v2, v5, v22
	v_div_fixup_f32 v23, v2, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v23
	v_or_b32_sdwa v1, v23, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_77
; %bb.66:                               ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v23
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_76
; %bb.67:                               ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_cmpx_ne_u32_e32 0, v23
	s_cbranch_execz .LBB1_75
; %bb.68:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v24, v23, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v23
	v_sub_nc_u32_e32 v1, 0x78, v24
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v24
	v_or_b32_e32 v21, 0x800000, v5
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v24
	v_cndmask_b32_e64 v25, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v21, v5, vcc_lo
	v_add_nc_u32_e32 v1, 20, v25
	v_add_nc_u32_e32 v22, 19, v25
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[21:22], v22, 1
	v_bfi_b32 v37, v2, 0, 0
	v_bfi_b32 v36, v1, 0, v5
	v_lshrrev_b64 v[1:2], v25, v[5:6]
	v_cmp_eq_u64_e64 s0, v[36:37], v[21:22]
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v21, v1
	s_and_saveexec_b32 s34, s0
; %bb.69:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v1, 20, 1
	v_add_co_u32 v5, s0, v1, v5
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v21, s0, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.70:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v2, 0xffffff81, v24
	v_lshrrev_b32_e32 v5, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v22, v25, v2, v5
	v_and_b32_e32 v2, 0xfffff, v21
                                        ; implicit-def: $vgpr21
	v_add_nc_u32_e32 v24, 7, v22
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v24
	s_xor_b32 s0, exec_lo, s0
; %bb.71:                               ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v22
	v_cndmask_b32_e32 v21, v24, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.72:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.73:                               ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v21, v5, 23, 1
	v_mov_b32_e32 v2, v6
; %bb.74:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v21
	v_and_b32_sdwa v5, v23, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v22, 15, v21
	v_cmp_eq_u32_e64 s0, 0, v21
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshl_or_b32 v5, v22, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_and_or_b32 v1, v1, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v1, v1, 0, s0
.LBB1_75:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_76:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_77:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v2, 16, v3
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v2
	v_rcp_f32_e32 v21, v5
	v_fma_f32 v22, -v5, v21, 1.0
	v_fmac_f32_e32 v21, v22, v21
	v_div_scale_f32 v22, vcc_lo, v2, s14, v2
	v_mul_f32_e32 v23, v22, v21
	v_fma_f32 v24, -v5, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	v_fma_f32 v5, -v5, v23, v22
	v_div_fmas_f32 v5, v5, v21, v23
	v_div_fixup_f32 v2, v5, s14, v2
	v_and_b32_e32 v5, 0x7f800000, v2
	v_or_b32_sdwa v21, v2, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_89
; %bb.78:                               ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v2
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_88
; %bb.79:                               ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_cmpx_ne_u32_e32 0, v2
	s_cbranch_execz .LBB1_87
; %bb.80:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v25, v2, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v25
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v25
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v25
	v_cndmask_b32_e64 v36, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v2
	v_add_nc_u32_e32 v21, 20, v36
	v_or_b32_e32 v23, 0x800000, v5
	v_add_nc_u32_e32 v24, 19, v36
	v_lshlrev_b64 v[21:22], v21, -1
	v_cndmask_b32_e32 v5, v23, v5, vcc_lo
	v_lshlrev_b64 v[23:24], v24, 1
	v_bfi_b32 v38, v22, 0, 0
	v_bfi_b32 v37, v21, 0, v5
	v_lshrrev_b64 v[21:22], v36, v[5:6]
	v_cmp_eq_u64_e64 s0, v[37:38], v[23:24]
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v23, v21
	s_and_saveexec_b32 s34, s0
; %bb.81:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v21, 20, 1
	v_add_co_u32 v5, s0, v21, v5
	v_add_co_ci_u32_e64 v22, null, 0, v22, s0
	v_add_co_u32 v23, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v22, s0
; %bb.82:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v25
	v_lshrrev_b32_e32 v22, 23, v21
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v24, v36, v5, v22
	v_and_b32_e32 v5, 0xfffff, v23
                                        ; implicit-def: $vgpr23
	v_add_nc_u32_e32 v25, 7, v24
	v_add_nc_u32_e32 v5, v5, v21
                                        ; implicit-def: $vgpr21_vgpr22
	v_cmpx_ne_u32_e32 0, v25
	s_xor_b32 s0, exec_lo, s0
; %bb.83:                               ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v21, 8, v24
	v_cndmask_b32_e32 v23, v25, v21, vcc_lo
	v_cndmask_b32_e64 v21, 0, 1, vcc_lo
	v_lshrrev_b64 v[21:22], v21, v[5:6]
; %bb.84:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.85:                               ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v22, v6
	v_bfe_u32 v23, v5, 23, 1
	v_mov_b32_e32 v21, v5
; %bb.86:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[21:22], 20, v[21:22]
	v_cmp_gt_i32_e32 vcc_lo, 16, v23
	v_and_b32_sdwa v2, v2, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v23
	v_cmp_eq_u32_e64 s0, 0, v23
	v_cndmask_b32_e32 v22, 0, v22, vcc_lo
	v_cndmask_b32_e32 v21, 7, v21, vcc_lo
	v_lshl_or_b32 v2, v5, 3, v2
	v_cmp_eq_u64_e32 vcc_lo, 0, v[21:22]
	v_and_or_b32 v2, v21, 7, v2
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v21, v2, 0, s0
.LBB1_87:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_88:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_89:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v2, 0xffff0000, v3
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v3, null, s14, s14, v2
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v22, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v22, v5
	v_div_scale_f32 v22, vcc_lo, v2, s14, v2
	v_mul_f32_e32 v23, v22, v5
	v_fma_f32 v24, -v3, v23, v22
	v_fmac_f32_e32 v23, v24, v5
	v_fma_f32 v3, -v3, v23, v22
	v_div_fmas_f32 v3, v3, v5, v23
	v_div_fixup_f32 v24, v3, s14, v2
	v_and_b32_e32 v5, 0x7f800000, v24
	v_or_b32_sdwa v2, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_101
; %bb.90:                               ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v24
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_100
; %bb.91:                               ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_cmpx_ne_u32_e32 0, v24
	s_cbranch_execz .LBB1_99
; %bb.92:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v25, v24, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v24
	v_sub_nc_u32_e32 v2, 0x78, v25
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v25
	v_or_b32_e32 v22, 0x800000, v5
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v25
	v_cndmask_b32_e64 v36, v2, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v22, v5, vcc_lo
	v_add_nc_u32_e32 v2, 20, v36
	v_add_nc_u32_e32 v23, 19, v36
	v_lshlrev_b64 v[2:3], v2, -1
	v_lshlrev_b64 v[22:23], v23, 1
	v_bfi_b32 v38, v3, 0, 0
	v_bfi_b32 v37, v2, 0, v5
	v_lshrrev_b64 v[2:3], v36, v[5:6]
	v_cmp_eq_u64_e64 s0, v[37:38], v[22:23]
	v_mov_b32_e32 v23, v3
	v_mov_b32_e32 v22, v2
	s_and_saveexec_b32 s34, s0
; %bb.93:                               ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v2, 20, 1
	v_add_co_u32 v5, s0, v2, v5
	v_add_co_ci_u32_e64 v3, null, 0, v3, s0
	v_add_co_u32 v22, s0, v5, -1
	v_add_co_ci_u32_e64 v3, null, -1, v3, s0
; %bb.94:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v3, 0xffffff81, v25
	v_lshrrev_b32_e32 v5, 23, v2
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v3, v3, 0xffffff82, vcc_lo
	v_add3_u32 v23, v36, v3, v5
	v_and_b32_e32 v3, 0xfffff, v22
                                        ; implicit-def: $vgpr22
	v_add_nc_u32_e32 v25, 7, v23
	v_add_nc_u32_e32 v5, v3, v2
                                        ; implicit-def: $vgpr2_vgpr3
	v_cmpx_ne_u32_e32 0, v25
	s_xor_b32 s0, exec_lo, s0
; %bb.95:                               ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v2, 8, v23
	v_cndmask_b32_e32 v22, v25, v2, vcc_lo
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_lshrrev_b64 v[2:3], v2, v[5:6]
; %bb.96:                               ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.97:                               ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v2, v5
	v_bfe_u32 v22, v5, 23, 1
	v_mov_b32_e32 v3, v6
; %bb.98:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[2:3], 20, v[2:3]
	v_cmp_gt_i32_e32 vcc_lo, 16, v22
	v_and_b32_sdwa v5, v24, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v23, 15, v22
	v_cmp_eq_u32_e64 s0, 0, v22
	v_cndmask_b32_e32 v3, 0, v3, vcc_lo
	v_cndmask_b32_e32 v2, 7, v2, vcc_lo
	v_lshl_or_b32 v5, v23, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	v_and_or_b32 v2, v2, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v2, v2, 0, s0
.LBB1_99:                               ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_100:                              ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_101:                              ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v3, 16, v4
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v3
	v_rcp_f32_e32 v22, v5
	v_fma_f32 v23, -v5, v22, 1.0
	v_fmac_f32_e32 v22, v23, v22
	v_div_scale_f32 v23, vcc_lo, v3, s14, v3
	v_mul_f32_e32 v24, v23, v22
	v_fma_f32 v25, -v5, v24, v23
	v_fmac_f32_e32 v24, v25, v22
	v_fma_f32 v5, -v5, v24, v23
	v_div_fmas_f32 v5, v5, v22, v24
	v_div_fixup_f32 v3, v5, s14, v3
	v_and_b32_e32 v5, 0x7f800000, v3
	v_or_b32_sdwa v22, v3, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_113
; %bb.102:                              ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v3
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_112
; %bb.103:                              ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_cmpx_ne_u32_e32 0, v3
	s_cbranch_execz .LBB1_111
; %bb.104:                              ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v36, v3, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v36
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v36
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v36
	v_cndmask_b32_e64 v37, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v3
	v_add_nc_u32_e32 v22, 20, v37
	v_or_b32_e32 v24, 0x800000, v5
	v_add_nc_u32_e32 v25, 19, v37
	v_lshlrev_b64 v[22:23], v22, -1
	v_cndmask_b32_e32 v5, v24, v5, vcc_lo
	v_lshlrev_b64 v[24:25], v25, 1
	v_bfi_b32 v39, v23, 0, 0
	v_bfi_b32 v38, v22, 0, v5
	v_lshrrev_b64 v[22:23], v37, v[5:6]
	v_cmp_eq_u64_e64 s0, v[38:39], v[24:25]
	v_mov_b32_e32 v25, v23
	v_mov_b32_e32 v24, v22
	s_and_saveexec_b32 s34, s0
; %bb.105:                              ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v22, 20, 1
	v_add_co_u32 v5, s0, v22, v5
	v_add_co_ci_u32_e64 v23, null, 0, v23, s0
	v_add_co_u32 v24, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v23, s0
; %bb.106:                              ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v36
	v_lshrrev_b32_e32 v23, 23, v22
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v25, v37, v5, v23
	v_and_b32_e32 v5, 0xfffff, v24
                                        ; implicit-def: $vgpr24
	v_add_nc_u32_e32 v36, 7, v25
	v_add_nc_u32_e32 v5, v5, v22
                                        ; implicit-def: $vgpr22_vgpr23
	v_cmpx_ne_u32_e32 0, v36
	s_xor_b32 s0, exec_lo, s0
; %bb.107:                              ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v22, 8, v25
	v_cndmask_b32_e32 v24, v36, v22, vcc_lo
	v_cndmask_b32_e64 v22, 0, 1, vcc_lo
	v_lshrrev_b64 v[22:23], v22, v[5:6]
; %bb.108:                              ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.109:                              ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v23, v6
	v_bfe_u32 v24, v5, 23, 1
	v_mov_b32_e32 v22, v5
; %bb.110:                              ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[22:23], 20, v[22:23]
	v_cmp_gt_i32_e32 vcc_lo, 16, v24
	v_and_b32_sdwa v3, v3, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v24
	v_cmp_eq_u32_e64 s0, 0, v24
	v_cndmask_b32_e32 v23, 0, v23, vcc_lo
	v_cndmask_b32_e32 v22, 7, v22, vcc_lo
	v_lshl_or_b32 v3, v5, 3, v3
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	v_and_or_b32 v3, v22, 7, v3
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v22, v3, 0, s0
.LBB1_111:                              ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_112:                              ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_113:                              ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v3, 0xffff0000, v4
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v4, null, s14, s14, v3
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v23, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v23, v5
	v_div_scale_f32 v23, vcc_lo, v3, s14, v3
	v_mul_f32_e32 v24, v23, v5
	v_fma_f32 v25, -v4, v24, v23
	v_fmac_f32_e32 v24, v25, v5
	v_fma_f32 v4, -v4, v24, v23
	v_div_fmas_f32 v4, v4, v5, v24
	v_div_fixup_f32 v25, v4, s14, v3
	v_and_b32_e32 v5, 0x7f800000, v25
	v_or_b32_sdwa v3, v25, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_28
; %bb.114:                              ;   in Loop: Header=BB1_29 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v25
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_27
; %bb.115:                              ;   in Loop: Header=BB1_29 Depth=2
	s_mov_b32 s33, exec_lo
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_cmpx_ne_u32_e32 0, v25
	s_cbranch_execz .LBB1_26
; %bb.116:                              ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v36, v25, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v25
	v_sub_nc_u32_e32 v3, 0x78, v36
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v36
	v_or_b32_e32 v23, 0x800000, v5
	v_cndmask_b32_e32 v3, 0, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v36
	v_cndmask_b32_e64 v37, v3, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v23, v5, vcc_lo
	v_add_nc_u32_e32 v3, 20, v37
	v_add_nc_u32_e32 v24, 19, v37
	v_lshlrev_b64 v[3:4], v3, -1
	v_lshlrev_b64 v[23:24], v24, 1
	v_bfi_b32 v39, v4, 0, 0
	v_bfi_b32 v38, v3, 0, v5
	v_lshrrev_b64 v[3:4], v37, v[5:6]
	v_cmp_eq_u64_e64 s0, v[38:39], v[23:24]
	v_mov_b32_e32 v24, v4
	v_mov_b32_e32 v23, v3
	s_and_saveexec_b32 s34, s0
; %bb.117:                              ;   in Loop: Header=BB1_29 Depth=2
	v_bfe_u32 v5, v3, 20, 1
	v_add_co_u32 v5, s0, v3, v5
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	v_add_co_u32 v23, s0, v5, -1
	v_add_co_ci_u32_e64 v4, null, -1, v4, s0
; %bb.118:                              ;   in Loop: Header=BB1_29 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v4, 0xffffff81, v36
	v_lshrrev_b32_e32 v5, 23, v3
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v4, v4, 0xffffff82, vcc_lo
	v_add3_u32 v24, v37, v4, v5
	v_and_b32_e32 v4, 0xfffff, v23
                                        ; implicit-def: $vgpr23
	v_add_nc_u32_e32 v36, 7, v24
	v_add_nc_u32_e32 v5, v4, v3
                                        ; implicit-def: $vgpr3_vgpr4
	v_cmpx_ne_u32_e32 0, v36
	s_xor_b32 s0, exec_lo, s0
; %bb.119:                              ;   in Loop: Header=BB1_29 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v3, 8, v24
	v_cndmask_b32_e32 v23, v36, v3, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_lshrrev_b64 v[3:4], v3, v[5:6]
; %bb.120:                              ;   in Loop: Header=BB1_29 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB1_25
; %bb.121:                              ;   in Loop: Header=BB1_29 Depth=2
	v_mov_b32_e32 v3, v5
	v_bfe_u32 v23, v5, 23, 1
	v_mov_b32_e32 v4, v6
	s_branch .LBB1_25
.LBB1_122:                              ;   in Loop: Header=BB1_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s25
	v_lshlrev_b32_e32 v1, 3, v34
	s_mov_b32 s25, exec_lo
	v_cmpx_lt_i32_e64 v1, v33
	s_cbranch_execz .LBB1_137
; %bb.123:                              ;   in Loop: Header=BB1_7 Depth=1
	v_lshlrev_b64 v[2:3], 1, v[14:15]
	s_mov_b32 s29, 0
	v_add_co_u32 v4, vcc_lo, v2, v7
	v_add_co_ci_u32_e64 v3, null, v3, v8, vcc_lo
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32 v5, vcc_lo, v4, v9
	v_add_co_ci_u32_e64 v12, null, v3, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, v14, v29
	v_add_co_ci_u32_e64 v14, null, v15, v30, vcc_lo
	v_lshlrev_b64 v[3:4], 1, v[1:2]
	v_add_co_u32 v13, vcc_lo, v13, v31
	v_add_co_ci_u32_e64 v14, null, v14, v32, vcc_lo
	v_add_co_u32 v3, vcc_lo, v5, v3
	v_add_co_ci_u32_e64 v4, null, v12, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, v13, v1
	v_add_co_ci_u32_e64 v13, null, v14, v2, vcc_lo
	v_add_co_u32 v2, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v3, null, s10, v4, vcc_lo
	v_add_co_u32 v12, vcc_lo, s1, v5
	v_add_co_ci_u32_e64 v13, null, s20, v13, vcc_lo
	s_branch .LBB1_128
.LBB1_124:                              ;   in Loop: Header=BB1_128 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	v_cmp_gt_i32_e32 vcc_lo, 16, v4
	v_and_b32_sdwa v5, v16, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v16, 15, v4
	v_cmp_eq_u32_e64 s0, 0, v4
	v_cndmask_b32_e32 v15, 0, v15, vcc_lo
	v_cndmask_b32_e32 v14, 7, v14, vcc_lo
	v_lshl_or_b32 v5, v16, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	v_and_or_b32 v4, v14, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v4, v4, 0, s0
.LBB1_125:                              ;   in Loop: Header=BB1_128 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
.LBB1_126:                              ;   in Loop: Header=BB1_128 Depth=2
	s_andn2_saveexec_b32 s0, s31
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_127:                              ;   in Loop: Header=BB1_128 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v1, 1, v1
	v_add_co_u32 v2, vcc_lo, v2, 2
	global_store_byte v[12:13], v4, off
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v1, v33
	v_add_co_u32 v12, s0, v12, 1
	v_add_co_ci_u32_e64 v13, null, 0, v13, s0
	s_or_b32 s29, vcc_lo, s29
	s_andn2_b32 exec_lo, exec_lo, s29
	s_cbranch_execz .LBB1_137
.LBB1_128:                              ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v4, v[2:3], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v4
	v_div_scale_f32 v5, null, s14, s14, v4
	v_rcp_f32_e32 v14, v5
	v_fma_f32 v15, -v5, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	v_div_scale_f32 v15, vcc_lo, v4, s14, v4
	v_mul_f32_e32 v16, v15, v14
	v_fma_f32 v17, -v5, v16, v15
	v_fmac_f32_e32 v16, v17, v14
	v_fma_f32 v5, -v5, v16, v15
	v_div_fmas_f32 v5, v5, v14, v16
	v_div_fixup_f32 v16, v5, s14, v4
	v_and_b32_e32 v5, 0x7f800000, v16
	v_or_b32_sdwa v4, v16, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_127
; %bb.129:                              ;   in Loop: Header=BB1_128 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v16
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s31, exec_lo, s0
	s_cbranch_execz .LBB1_126
; %bb.130:                              ;   in Loop: Header=BB1_128 Depth=2
	v_mov_b32_e32 v4, 0
	s_mov_b32 s33, exec_lo
	v_cmpx_ne_u32_e32 0, v16
	s_cbranch_execz .LBB1_125
; %bb.131:                              ;   in Loop: Header=BB1_128 Depth=2
	v_bfe_u32 v17, v16, 23, 8
	v_sub_nc_u32_e32 v4, 0x78, v17
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v17
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	v_cndmask_b32_e64 v18, v4, 0x77, vcc_lo
	v_and_b32_e32 v4, 0x7fffff, v16
	v_add_nc_u32_e32 v5, 20, v18
	v_or_b32_e32 v19, 0x800000, v4
	v_add_nc_u32_e32 v20, 19, v18
	v_lshlrev_b64 v[14:15], v5, -1
	v_cndmask_b32_e32 v5, v19, v4, vcc_lo
	v_lshlrev_b64 v[19:20], v20, 1
	v_bfi_b32 v14, v14, 0, v5
	v_lshrrev_b64 v[4:5], v18, v[5:6]
	v_bfi_b32 v15, v15, 0, 0
	v_cmp_eq_u64_e64 s0, v[14:15], v[19:20]
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v14, v4
	s_and_saveexec_b32 s34, s0
; %bb.132:                              ;   in Loop: Header=BB1_128 Depth=2
	v_bfe_u32 v14, v4, 20, 1
	v_add_co_u32 v14, s0, v4, v14
	v_add_co_ci_u32_e64 v5, null, 0, v5, s0
	v_add_co_u32 v14, s0, v14, -1
	v_add_co_ci_u32_e64 v5, null, -1, v5, s0
; %bb.133:                              ;   in Loop: Header=BB1_128 Depth=2
	s_or_b32 exec_lo, exec_lo, s34
	v_add_nc_u32_e32 v5, 0xffffff81, v17
	v_lshrrev_b32_e32 v15, 23, v4
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v17, v18, v5, v15
	v_and_b32_e32 v5, 0xfffff, v14
                                        ; implicit-def: $vgpr14_vgpr15
	v_add_nc_u32_e32 v18, 7, v17
	v_add_nc_u32_e32 v5, v5, v4
                                        ; implicit-def: $vgpr4
	v_cmpx_ne_u32_e32 0, v18
	s_xor_b32 s0, exec_lo, s0
; %bb.134:                              ;   in Loop: Header=BB1_128 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v4, 8, v17
	v_cndmask_b32_e64 v14, 0, 1, vcc_lo
	v_cndmask_b32_e32 v4, v18, v4, vcc_lo
	v_lshrrev_b64 v[14:15], v14, v[5:6]
; %bb.135:                              ;   in Loop: Header=BB1_128 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB1_124
; %bb.136:                              ;   in Loop: Header=BB1_128 Depth=2
	v_mov_b32_e32 v15, v6
	v_bfe_u32 v4, v5, 23, 1
	v_mov_b32_e32 v14, v5
	s_branch .LBB1_124
.LBB1_137:                              ;   in Loop: Header=BB1_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s25
                                        ; implicit-def: $vgpr12_vgpr13
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr32
.LBB1_138:                              ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_saveexec_b32 s24, s24
	s_cbranch_execz .LBB1_238
; %bb.139:                              ;   in Loop: Header=BB1_7 Depth=1
	s_andn2_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_238
; %bb.140:                              ;   in Loop: Header=BB1_7 Depth=1
	v_add_co_u32 v1, vcc_lo, v29, v31
	v_add_co_ci_u32_e64 v2, null, v30, v32, vcc_lo
	s_mov_b32 s25, s2
	v_add_co_u32 v14, vcc_lo, s1, v1
	v_add_co_ci_u32_e64 v15, null, s20, v2, vcc_lo
	s_branch .LBB1_145
.LBB1_141:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	v_cmp_gt_i32_e32 vcc_lo, 16, v21
	v_and_b32_sdwa v5, v23, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v22, 15, v21
	v_cmp_eq_u32_e64 s0, 0, v21
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cndmask_b32_e32 v3, 7, v3, vcc_lo
	v_lshl_or_b32 v5, v22, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[3:4]
	v_and_or_b32 v3, v3, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v3, v3, 0, s0
.LBB1_142:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_143:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_144:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v4, 16, v20
	v_lshlrev_b32_e32 v5, 16, v18
	v_lshlrev_b32_e32 v3, 24, v3
	v_lshlrev_b32_e32 v2, 8, v2
	v_lshlrev_b32_e32 v17, 8, v17
	v_and_b32_e32 v4, 0xff0000, v4
	v_perm_b32 v1, v1, v5, 0x4020c0c
	v_and_b32_e32 v5, 0xff, v19
	v_and_b32_e32 v16, 0xff, v16
	v_and_b32_e32 v2, 0xff00, v2
	v_or_b32_e32 v3, v3, v4
	v_and_or_b32 v1, 0xff00, v17, v1
	s_add_i32 s25, s25, -1
	s_cmp_eq_u32 s25, 0
	v_or3_b32 v2, v3, v2, v5
	v_or_b32_e32 v1, v1, v16
	global_store_dwordx2 v[14:15], v[1:2], off
	v_add_co_u32 v14, vcc_lo, v14, 8
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_add_co_u32 v12, vcc_lo, v12, 16
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_cbranch_scc1 .LBB1_238
.LBB1_145:                              ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[1:4], v[12:13], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v1
	v_div_scale_f32 v16, null, s14, s14, v5
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v18, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v18, v17
	v_div_scale_f32 v18, vcc_lo, v5, s14, v5
	v_mul_f32_e32 v19, v18, v17
	v_fma_f32 v20, -v16, v19, v18
	v_fmac_f32_e32 v19, v20, v17
	v_fma_f32 v16, -v16, v19, v18
	v_div_fmas_f32 v16, v16, v17, v19
	v_div_fixup_f32 v20, v16, s14, v5
	v_and_b32_e32 v5, 0x7f800000, v20
	v_or_b32_sdwa v16, v20, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_157
; %bb.146:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v20
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_156
; %bb.147:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_cmpx_ne_u32_e32 0, v20
	s_cbranch_execz .LBB1_155
; %bb.148:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v21, v20, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v21
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v21
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v21
	v_cndmask_b32_e64 v22, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v20
	v_add_nc_u32_e32 v16, 20, v22
	v_or_b32_e32 v18, 0x800000, v5
	v_add_nc_u32_e32 v19, 19, v22
	v_lshlrev_b64 v[16:17], v16, -1
	v_cndmask_b32_e32 v5, v18, v5, vcc_lo
	v_lshlrev_b64 v[18:19], v19, 1
	v_bfi_b32 v24, v17, 0, 0
	v_bfi_b32 v23, v16, 0, v5
	v_lshrrev_b64 v[16:17], v22, v[5:6]
	v_cmp_eq_u64_e64 s0, v[23:24], v[18:19]
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v18, v16
	s_and_saveexec_b32 s33, s0
; %bb.149:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v16, 20, 1
	v_add_co_u32 v5, s0, v16, v5
	v_add_co_ci_u32_e64 v17, null, 0, v17, s0
	v_add_co_u32 v18, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v17, s0
; %bb.150:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v5, 0xffffff81, v21
	v_lshrrev_b32_e32 v17, 23, v16
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v19, v22, v5, v17
	v_and_b32_e32 v5, 0xfffff, v18
                                        ; implicit-def: $vgpr18
	v_add_nc_u32_e32 v21, 7, v19
	v_add_nc_u32_e32 v5, v5, v16
                                        ; implicit-def: $vgpr16_vgpr17
	v_cmpx_ne_u32_e32 0, v21
	s_xor_b32 s0, exec_lo, s0
; %bb.151:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v16, 8, v19
	v_cndmask_b32_e32 v18, v21, v16, vcc_lo
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	v_lshrrev_b64 v[16:17], v16, v[5:6]
; %bb.152:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.153:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v17, v6
	v_bfe_u32 v18, v5, 23, 1
	v_mov_b32_e32 v16, v5
; %bb.154:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	v_cmp_gt_i32_e32 vcc_lo, 16, v18
	v_and_b32_sdwa v5, v20, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v19, 15, v18
	v_cmp_eq_u32_e64 s0, 0, v18
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	v_cndmask_b32_e32 v16, 7, v16, vcc_lo
	v_lshl_or_b32 v5, v19, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[16:17]
	v_and_or_b32 v5, v16, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v16, v5, 0, s0
.LBB1_155:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_156:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_157:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v1, 0xffff0000, v1
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v1
	v_rcp_f32_e32 v17, v5
	v_fma_f32 v18, -v5, v17, 1.0
	v_fmac_f32_e32 v17, v18, v17
	v_div_scale_f32 v18, vcc_lo, v1, s14, v1
	v_mul_f32_e32 v19, v18, v17
	v_fma_f32 v20, -v5, v19, v18
	v_fmac_f32_e32 v19, v20, v17
	v_fma_f32 v5, -v5, v19, v18
	v_div_fmas_f32 v5, v5, v17, v19
	v_div_fixup_f32 v1, v5, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v1
	v_or_b32_sdwa v17, v1, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_169
; %bb.158:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v1
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_168
; %bb.159:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB1_167
; %bb.160:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v21, v1, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v21
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v21
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v21
	v_cndmask_b32_e64 v22, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v1
	v_add_nc_u32_e32 v17, 20, v22
	v_or_b32_e32 v19, 0x800000, v5
	v_add_nc_u32_e32 v20, 19, v22
	v_lshlrev_b64 v[17:18], v17, -1
	v_cndmask_b32_e32 v5, v19, v5, vcc_lo
	v_lshlrev_b64 v[19:20], v20, 1
	v_bfi_b32 v24, v18, 0, 0
	v_bfi_b32 v23, v17, 0, v5
	v_lshrrev_b64 v[17:18], v22, v[5:6]
	v_cmp_eq_u64_e64 s0, v[23:24], v[19:20]
	v_mov_b32_e32 v20, v18
	v_mov_b32_e32 v19, v17
	s_and_saveexec_b32 s33, s0
; %bb.161:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v17, 20, 1
	v_add_co_u32 v5, s0, v17, v5
	v_add_co_ci_u32_e64 v18, null, 0, v18, s0
	v_add_co_u32 v19, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v18, s0
; %bb.162:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v5, 0xffffff81, v21
	v_lshrrev_b32_e32 v18, 23, v17
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v20, v22, v5, v18
	v_and_b32_e32 v5, 0xfffff, v19
                                        ; implicit-def: $vgpr19
	v_add_nc_u32_e32 v21, 7, v20
	v_add_nc_u32_e32 v5, v5, v17
                                        ; implicit-def: $vgpr17_vgpr18
	v_cmpx_ne_u32_e32 0, v21
	s_xor_b32 s0, exec_lo, s0
; %bb.163:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v17, 8, v20
	v_cndmask_b32_e32 v19, v21, v17, vcc_lo
	v_cndmask_b32_e64 v17, 0, 1, vcc_lo
	v_lshrrev_b64 v[17:18], v17, v[5:6]
; %bb.164:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.165:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v18, v6
	v_bfe_u32 v19, v5, 23, 1
	v_mov_b32_e32 v17, v5
; %bb.166:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	v_cmp_gt_i32_e32 vcc_lo, 16, v19
	v_and_b32_sdwa v1, v1, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v19
	v_cmp_eq_u32_e64 s0, 0, v19
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_cndmask_b32_e32 v17, 7, v17, vcc_lo
	v_lshl_or_b32 v1, v5, 3, v1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[17:18]
	v_and_or_b32 v1, v17, 7, v1
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v17, v1, 0, s0
.LBB1_167:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_168:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_169:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v1, 16, v2
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v1
	v_rcp_f32_e32 v18, v5
	v_fma_f32 v19, -v5, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	v_div_scale_f32 v19, vcc_lo, v1, s14, v1
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v5, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v5, -v5, v20, v19
	v_div_fmas_f32 v5, v5, v18, v20
	v_div_fixup_f32 v1, v5, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v1
	v_or_b32_sdwa v18, v1, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_181
; %bb.170:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v1
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_180
; %bb.171:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB1_179
; %bb.172:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v22, v1, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v22
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v22
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v22
	v_cndmask_b32_e64 v23, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v1
	v_add_nc_u32_e32 v18, 20, v23
	v_or_b32_e32 v20, 0x800000, v5
	v_add_nc_u32_e32 v21, 19, v23
	v_lshlrev_b64 v[18:19], v18, -1
	v_cndmask_b32_e32 v5, v20, v5, vcc_lo
	v_lshlrev_b64 v[20:21], v21, 1
	v_bfi_b32 v25, v19, 0, 0
	v_bfi_b32 v24, v18, 0, v5
	v_lshrrev_b64 v[18:19], v23, v[5:6]
	v_cmp_eq_u64_e64 s0, v[24:25], v[20:21]
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v20, v18
	s_and_saveexec_b32 s33, s0
; %bb.173:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v18, 20, 1
	v_add_co_u32 v5, s0, v18, v5
	v_add_co_ci_u32_e64 v19, null, 0, v19, s0
	v_add_co_u32 v20, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v19, s0
; %bb.174:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v5, 0xffffff81, v22
	v_lshrrev_b32_e32 v19, 23, v18
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v21, v23, v5, v19
	v_and_b32_e32 v5, 0xfffff, v20
                                        ; implicit-def: $vgpr20
	v_add_nc_u32_e32 v22, 7, v21
	v_add_nc_u32_e32 v5, v5, v18
                                        ; implicit-def: $vgpr18_vgpr19
	v_cmpx_ne_u32_e32 0, v22
	s_xor_b32 s0, exec_lo, s0
; %bb.175:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v18, 8, v21
	v_cndmask_b32_e32 v20, v22, v18, vcc_lo
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	v_lshrrev_b64 v[18:19], v18, v[5:6]
; %bb.176:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.177:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v19, v6
	v_bfe_u32 v20, v5, 23, 1
	v_mov_b32_e32 v18, v5
; %bb.178:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_cmp_gt_i32_e32 vcc_lo, 16, v20
	v_and_b32_sdwa v1, v1, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v20
	v_cmp_eq_u32_e64 s0, 0, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_cndmask_b32_e32 v18, 7, v18, vcc_lo
	v_lshl_or_b32 v1, v5, 3, v1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	v_and_or_b32 v1, v18, 7, v1
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v18, v1, 0, s0
.LBB1_179:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_180:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_181:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v1, 0xffff0000, v2
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v2, null, s14, s14, v1
	v_rcp_f32_e32 v5, v2
	v_fma_f32 v19, -v2, v5, 1.0
	v_fmac_f32_e32 v5, v19, v5
	v_div_scale_f32 v19, vcc_lo, v1, s14, v1
	v_mul_f32_e32 v20, v19, v5
	v_fma_f32 v21, -v2, v20, v19
	v_fmac_f32_e32 v20, v21, v5
	v_fma_f32 v2, -v2, v20, v19
	v_div_fmas_f32 v2, v2, v5, v20
	v_div_fixup_f32 v21, v2, s14, v1
	v_and_b32_e32 v5, 0x7f800000, v21
	v_or_b32_sdwa v1, v21, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_193
; %bb.182:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v21
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_192
; %bb.183:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_cmpx_ne_u32_e32 0, v21
	s_cbranch_execz .LBB1_191
; %bb.184:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v22, v21, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v21
	v_sub_nc_u32_e32 v1, 0x78, v22
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v22
	v_or_b32_e32 v19, 0x800000, v5
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v22
	v_cndmask_b32_e64 v23, v1, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v19, v5, vcc_lo
	v_add_nc_u32_e32 v1, 20, v23
	v_add_nc_u32_e32 v20, 19, v23
	v_lshlrev_b64 v[1:2], v1, -1
	v_lshlrev_b64 v[19:20], v20, 1
	v_bfi_b32 v25, v2, 0, 0
	v_bfi_b32 v24, v1, 0, v5
	v_lshrrev_b64 v[1:2], v23, v[5:6]
	v_cmp_eq_u64_e64 s0, v[24:25], v[19:20]
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v19, v1
	s_and_saveexec_b32 s33, s0
; %bb.185:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v1, 20, 1
	v_add_co_u32 v5, s0, v1, v5
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v19, s0, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v2, s0
; %bb.186:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v2, 0xffffff81, v22
	v_lshrrev_b32_e32 v5, 23, v1
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v2, v2, 0xffffff82, vcc_lo
	v_add3_u32 v20, v23, v2, v5
	v_and_b32_e32 v2, 0xfffff, v19
                                        ; implicit-def: $vgpr19
	v_add_nc_u32_e32 v22, 7, v20
	v_add_nc_u32_e32 v5, v2, v1
                                        ; implicit-def: $vgpr1_vgpr2
	v_cmpx_ne_u32_e32 0, v22
	s_xor_b32 s0, exec_lo, s0
; %bb.187:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v1, 8, v20
	v_cndmask_b32_e32 v19, v22, v1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_lshrrev_b64 v[1:2], v1, v[5:6]
; %bb.188:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.189:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v1, v5
	v_bfe_u32 v19, v5, 23, 1
	v_mov_b32_e32 v2, v6
; %bb.190:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[1:2], 20, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, 16, v19
	v_and_b32_sdwa v5, v21, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v20, 15, v19
	v_cmp_eq_u32_e64 s0, 0, v19
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cndmask_b32_e32 v1, 7, v1, vcc_lo
	v_lshl_or_b32 v5, v20, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_and_or_b32 v1, v1, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v1, v1, 0, s0
.LBB1_191:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_192:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_193:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v2, 16, v3
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v2
	v_rcp_f32_e32 v19, v5
	v_fma_f32 v20, -v5, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	v_div_scale_f32 v20, vcc_lo, v2, s14, v2
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v22, -v5, v21, v20
	v_fmac_f32_e32 v21, v22, v19
	v_fma_f32 v5, -v5, v21, v20
	v_div_fmas_f32 v5, v5, v19, v21
	v_div_fixup_f32 v2, v5, s14, v2
	v_and_b32_e32 v5, 0x7f800000, v2
	v_or_b32_sdwa v19, v2, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_205
; %bb.194:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v2
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_204
; %bb.195:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_cmpx_ne_u32_e32 0, v2
	s_cbranch_execz .LBB1_203
; %bb.196:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v23, v2, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v23
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v23
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e64 v24, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v2
	v_add_nc_u32_e32 v19, 20, v24
	v_or_b32_e32 v21, 0x800000, v5
	v_add_nc_u32_e32 v22, 19, v24
	v_lshlrev_b64 v[19:20], v19, -1
	v_cndmask_b32_e32 v5, v21, v5, vcc_lo
	v_lshlrev_b64 v[21:22], v22, 1
	v_bfi_b32 v32, v20, 0, 0
	v_bfi_b32 v31, v19, 0, v5
	v_lshrrev_b64 v[19:20], v24, v[5:6]
	v_cmp_eq_u64_e64 s0, v[31:32], v[21:22]
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v21, v19
	s_and_saveexec_b32 s33, s0
; %bb.197:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v19, 20, 1
	v_add_co_u32 v5, s0, v19, v5
	v_add_co_ci_u32_e64 v20, null, 0, v20, s0
	v_add_co_u32 v21, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v20, s0
; %bb.198:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v5, 0xffffff81, v23
	v_lshrrev_b32_e32 v20, 23, v19
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v22, v24, v5, v20
	v_and_b32_e32 v5, 0xfffff, v21
                                        ; implicit-def: $vgpr21
	v_add_nc_u32_e32 v23, 7, v22
	v_add_nc_u32_e32 v5, v5, v19
                                        ; implicit-def: $vgpr19_vgpr20
	v_cmpx_ne_u32_e32 0, v23
	s_xor_b32 s0, exec_lo, s0
; %bb.199:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v19, 8, v22
	v_cndmask_b32_e32 v21, v23, v19, vcc_lo
	v_cndmask_b32_e64 v19, 0, 1, vcc_lo
	v_lshrrev_b64 v[19:20], v19, v[5:6]
; %bb.200:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.201:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v20, v6
	v_bfe_u32 v21, v5, 23, 1
	v_mov_b32_e32 v19, v5
; %bb.202:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[19:20], 20, v[19:20]
	v_cmp_gt_i32_e32 vcc_lo, 16, v21
	v_and_b32_sdwa v2, v2, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v21
	v_cmp_eq_u32_e64 s0, 0, v21
	v_cndmask_b32_e32 v20, 0, v20, vcc_lo
	v_cndmask_b32_e32 v19, 7, v19, vcc_lo
	v_lshl_or_b32 v2, v5, 3, v2
	v_cmp_eq_u64_e32 vcc_lo, 0, v[19:20]
	v_and_or_b32 v2, v19, 7, v2
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v19, v2, 0, s0
.LBB1_203:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_204:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_205:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v2, 0xffff0000, v3
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v3, null, s14, s14, v2
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v20, -v3, v5, 1.0
	v_fmac_f32_e32 v5, v20, v5
	v_div_scale_f32 v20, vcc_lo, v2, s14, v2
	v_mul_f32_e32 v21, v20, v5
	v_fma_f32 v22, -v3, v21, v20
	v_fmac_f32_e32 v21, v22, v5
	v_fma_f32 v3, -v3, v21, v20
	v_div_fmas_f32 v3, v3, v5, v21
	v_div_fixup_f32 v22, v3, s14, v2
	v_and_b32_e32 v5, 0x7f800000, v22
	v_or_b32_sdwa v2, v22, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_217
; %bb.206:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v22
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_216
; %bb.207:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_cmpx_ne_u32_e32 0, v22
	s_cbranch_execz .LBB1_215
; %bb.208:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v23, v22, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v22
	v_sub_nc_u32_e32 v2, 0x78, v23
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v23
	v_or_b32_e32 v20, 0x800000, v5
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e64 v24, v2, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v20, v5, vcc_lo
	v_add_nc_u32_e32 v2, 20, v24
	v_add_nc_u32_e32 v21, 19, v24
	v_lshlrev_b64 v[2:3], v2, -1
	v_lshlrev_b64 v[20:21], v21, 1
	v_bfi_b32 v32, v3, 0, 0
	v_bfi_b32 v31, v2, 0, v5
	v_lshrrev_b64 v[2:3], v24, v[5:6]
	v_cmp_eq_u64_e64 s0, v[31:32], v[20:21]
	v_mov_b32_e32 v21, v3
	v_mov_b32_e32 v20, v2
	s_and_saveexec_b32 s33, s0
; %bb.209:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v2, 20, 1
	v_add_co_u32 v5, s0, v2, v5
	v_add_co_ci_u32_e64 v3, null, 0, v3, s0
	v_add_co_u32 v20, s0, v5, -1
	v_add_co_ci_u32_e64 v3, null, -1, v3, s0
; %bb.210:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v3, 0xffffff81, v23
	v_lshrrev_b32_e32 v5, 23, v2
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v3, v3, 0xffffff82, vcc_lo
	v_add3_u32 v21, v24, v3, v5
	v_and_b32_e32 v3, 0xfffff, v20
                                        ; implicit-def: $vgpr20
	v_add_nc_u32_e32 v23, 7, v21
	v_add_nc_u32_e32 v5, v3, v2
                                        ; implicit-def: $vgpr2_vgpr3
	v_cmpx_ne_u32_e32 0, v23
	s_xor_b32 s0, exec_lo, s0
; %bb.211:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v2, 8, v21
	v_cndmask_b32_e32 v20, v23, v2, vcc_lo
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_lshrrev_b64 v[2:3], v2, v[5:6]
; %bb.212:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.213:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v2, v5
	v_bfe_u32 v20, v5, 23, 1
	v_mov_b32_e32 v3, v6
; %bb.214:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[2:3], 20, v[2:3]
	v_cmp_gt_i32_e32 vcc_lo, 16, v20
	v_and_b32_sdwa v5, v22, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v21, 15, v20
	v_cmp_eq_u32_e64 s0, 0, v20
	v_cndmask_b32_e32 v3, 0, v3, vcc_lo
	v_cndmask_b32_e32 v2, 7, v2, vcc_lo
	v_lshl_or_b32 v5, v21, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	v_and_or_b32 v2, v2, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v2, v2, 0, s0
.LBB1_215:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_216:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_217:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_lshlrev_b32_e32 v3, 16, v4
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v5, null, s14, s14, v3
	v_rcp_f32_e32 v20, v5
	v_fma_f32 v21, -v5, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc_lo, v3, s14, v3
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v5, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v5, -v5, v22, v21
	v_div_fmas_f32 v5, v5, v20, v22
	v_div_fixup_f32 v3, v5, s14, v3
	v_and_b32_e32 v5, 0x7f800000, v3
	v_or_b32_sdwa v20, v3, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_229
; %bb.218:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v3
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_228
; %bb.219:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_cmpx_ne_u32_e32 0, v3
	s_cbranch_execz .LBB1_227
; %bb.220:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v24, v3, 23, 8
	v_sub_nc_u32_e32 v5, 0x78, v24
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v24
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v24
	v_cndmask_b32_e64 v25, v5, 0x77, vcc_lo
	v_and_b32_e32 v5, 0x7fffff, v3
	v_add_nc_u32_e32 v20, 20, v25
	v_or_b32_e32 v22, 0x800000, v5
	v_add_nc_u32_e32 v23, 19, v25
	v_lshlrev_b64 v[20:21], v20, -1
	v_cndmask_b32_e32 v5, v22, v5, vcc_lo
	v_lshlrev_b64 v[22:23], v23, 1
	v_bfi_b32 v32, v21, 0, 0
	v_bfi_b32 v31, v20, 0, v5
	v_lshrrev_b64 v[20:21], v25, v[5:6]
	v_cmp_eq_u64_e64 s0, v[31:32], v[22:23]
	v_mov_b32_e32 v23, v21
	v_mov_b32_e32 v22, v20
	s_and_saveexec_b32 s33, s0
; %bb.221:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v20, 20, 1
	v_add_co_u32 v5, s0, v20, v5
	v_add_co_ci_u32_e64 v21, null, 0, v21, s0
	v_add_co_u32 v22, s0, v5, -1
	v_add_co_ci_u32_e64 v5, null, -1, v21, s0
; %bb.222:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v5, 0xffffff81, v24
	v_lshrrev_b32_e32 v21, 23, v20
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v5, v5, 0xffffff82, vcc_lo
	v_add3_u32 v23, v25, v5, v21
	v_and_b32_e32 v5, 0xfffff, v22
                                        ; implicit-def: $vgpr22
	v_add_nc_u32_e32 v24, 7, v23
	v_add_nc_u32_e32 v5, v5, v20
                                        ; implicit-def: $vgpr20_vgpr21
	v_cmpx_ne_u32_e32 0, v24
	s_xor_b32 s0, exec_lo, s0
; %bb.223:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v20, 8, v23
	v_cndmask_b32_e32 v22, v24, v20, vcc_lo
	v_cndmask_b32_e64 v20, 0, 1, vcc_lo
	v_lshrrev_b64 v[20:21], v20, v[5:6]
; %bb.224:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
; %bb.225:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v21, v6
	v_bfe_u32 v22, v5, 23, 1
	v_mov_b32_e32 v20, v5
; %bb.226:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	v_cmp_gt_i32_e32 vcc_lo, 16, v22
	v_and_b32_sdwa v3, v3, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v5, 15, v22
	v_cmp_eq_u32_e64 s0, 0, v22
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_cndmask_b32_e32 v20, 7, v20, vcc_lo
	v_lshl_or_b32 v3, v5, 3, v3
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	v_and_or_b32 v3, v20, 7, v3
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v20, v3, 0, s0
.LBB1_227:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_228:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_229:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v3, 0xffff0000, v4
	s_mov_b32 s0, exec_lo
	v_div_scale_f32 v4, null, s14, s14, v3
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v21, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v21, v5
	v_div_scale_f32 v21, vcc_lo, v3, s14, v3
	v_mul_f32_e32 v22, v21, v5
	v_fma_f32 v23, -v4, v22, v21
	v_fmac_f32_e32 v22, v23, v5
	v_fma_f32 v4, -v4, v22, v21
	v_div_fmas_f32 v4, v4, v5, v22
	v_div_fixup_f32 v23, v4, s14, v3
	v_and_b32_e32 v5, 0x7f800000, v23
	v_or_b32_sdwa v3, v23, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_144
; %bb.230:                              ;   in Loop: Header=BB1_145 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v23
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_143
; %bb.231:                              ;   in Loop: Header=BB1_145 Depth=2
	s_mov_b32 s31, exec_lo
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_cmpx_ne_u32_e32 0, v23
	s_cbranch_execz .LBB1_142
; %bb.232:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v24, v23, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v23
	v_sub_nc_u32_e32 v3, 0x78, v24
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v24
	v_or_b32_e32 v21, 0x800000, v5
	v_cndmask_b32_e32 v3, 0, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v24
	v_cndmask_b32_e64 v25, v3, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v21, v5, vcc_lo
	v_add_nc_u32_e32 v3, 20, v25
	v_add_nc_u32_e32 v22, 19, v25
	v_lshlrev_b64 v[3:4], v3, -1
	v_lshlrev_b64 v[21:22], v22, 1
	v_bfi_b32 v32, v4, 0, 0
	v_bfi_b32 v31, v3, 0, v5
	v_lshrrev_b64 v[3:4], v25, v[5:6]
	v_cmp_eq_u64_e64 s0, v[31:32], v[21:22]
	v_mov_b32_e32 v22, v4
	v_mov_b32_e32 v21, v3
	s_and_saveexec_b32 s33, s0
; %bb.233:                              ;   in Loop: Header=BB1_145 Depth=2
	v_bfe_u32 v5, v3, 20, 1
	v_add_co_u32 v5, s0, v3, v5
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	v_add_co_u32 v21, s0, v5, -1
	v_add_co_ci_u32_e64 v4, null, -1, v4, s0
; %bb.234:                              ;   in Loop: Header=BB1_145 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v4, 0xffffff81, v24
	v_lshrrev_b32_e32 v5, 23, v3
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v4, v4, 0xffffff82, vcc_lo
	v_add3_u32 v22, v25, v4, v5
	v_and_b32_e32 v4, 0xfffff, v21
                                        ; implicit-def: $vgpr21
	v_add_nc_u32_e32 v24, 7, v22
	v_add_nc_u32_e32 v5, v4, v3
                                        ; implicit-def: $vgpr3_vgpr4
	v_cmpx_ne_u32_e32 0, v24
	s_xor_b32 s0, exec_lo, s0
; %bb.235:                              ;   in Loop: Header=BB1_145 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v3, 8, v22
	v_cndmask_b32_e32 v21, v24, v3, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_lshrrev_b64 v[3:4], v3, v[5:6]
; %bb.236:                              ;   in Loop: Header=BB1_145 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB1_141
; %bb.237:                              ;   in Loop: Header=BB1_145 Depth=2
	v_mov_b32_e32 v3, v5
	v_bfe_u32 v21, v5, 23, 1
	v_mov_b32_e32 v4, v6
	s_branch .LBB1_141
.LBB1_238:                              ;   in Loop: Header=BB1_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s24
	s_andn2_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB1_6
; %bb.239:                              ;   in Loop: Header=BB1_7 Depth=1
	v_mul_lo_u32 v1, v11, s12
	v_add_co_u32 v2, vcc_lo, s17, v29
	v_add_co_ci_u32_e64 v3, null, s18, v30, vcc_lo
	v_add_co_u32 v5, vcc_lo, s9, v9
	v_add_co_ci_u32_e64 v9, null, s16, v10, vcc_lo
	v_ashrrev_i32_e32 v4, 31, v1
	v_add_co_u32 v10, vcc_lo, v2, v1
	s_mov_b32 s24, 0
	s_mov_b32 s25, s13
	v_add_co_ci_u32_e64 v3, null, v3, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, v5, v7
	v_add_co_ci_u32_e64 v2, null, v9, v8, vcc_lo
	v_add_co_u32 v9, vcc_lo, v10, s3
	v_add_co_ci_u32_e64 v10, null, s28, v3, vcc_lo
	s_branch .LBB1_244
.LBB1_240:                              ;   in Loop: Header=BB1_244 Depth=2
	s_or_b32 exec_lo, exec_lo, s0
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	v_cmp_gt_i32_e32 vcc_lo, 16, v7
	v_and_b32_sdwa v5, v11, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_min_i32_e32 v8, 15, v7
	v_cmp_eq_u32_e64 s0, 0, v7
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cndmask_b32_e32 v3, 7, v3, vcc_lo
	v_lshl_or_b32 v5, v8, 3, v5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[3:4]
	v_and_or_b32 v3, v3, 7, v5
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v3, v3, 0, s0
.LBB1_241:                              ;   in Loop: Header=BB1_244 Depth=2
	s_or_b32 exec_lo, exec_lo, s31
.LBB1_242:                              ;   in Loop: Header=BB1_244 Depth=2
	s_andn2_saveexec_b32 s0, s30
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_243:                              ;   in Loop: Header=BB1_244 Depth=2
	s_andn2_saveexec_b32 s0, s29
	s_or_b32 exec_lo, exec_lo, s0
	s_ashr_i32 s0, s24, 31
	v_add_co_u32 v4, vcc_lo, v9, s24
	v_add_co_ci_u32_e64 v5, null, s0, v10, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, 2
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_add_i32 s25, s25, -1
	s_add_i32 s24, s24, s12
	s_cmp_eq_u32 s25, 0
	global_store_byte v[4:5], v3, off
	s_cbranch_scc1 .LBB1_6
.LBB1_244:                              ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ushort v3, v[1:2], off
	s_mov_b32 s0, exec_lo
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v3
	v_div_scale_f32 v4, null, s15, s15, v3
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_div_scale_f32 v7, vcc_lo, v3, s15, v3
	v_mul_f32_e32 v8, v7, v5
	v_fma_f32 v11, -v4, v8, v7
	v_fmac_f32_e32 v8, v11, v5
	v_fma_f32 v4, -v4, v8, v7
	v_div_fmas_f32 v4, v4, v5, v8
	v_div_fixup_f32 v11, v4, s15, v3
	v_and_b32_e32 v5, 0x7f800000, v11
	v_or_b32_sdwa v3, v11, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ne_u64_e32 0x7f800000, v[5:6]
	s_xor_b32 s29, exec_lo, s0
	s_cbranch_execz .LBB1_243
; %bb.245:                              ;   in Loop: Header=BB1_244 Depth=2
	v_and_b32_e32 v5, 0x7fffffff, v11
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_u64_e32 0x43700001, v[5:6]
	s_xor_b32 s30, exec_lo, s0
	s_cbranch_execz .LBB1_242
; %bb.246:                              ;   in Loop: Header=BB1_244 Depth=2
	v_mov_b32_e32 v3, 0
	s_mov_b32 s31, exec_lo
	v_cmpx_ne_u32_e32 0, v11
	s_cbranch_execz .LBB1_241
; %bb.247:                              ;   in Loop: Header=BB1_244 Depth=2
	v_bfe_u32 v12, v11, 23, 8
	v_and_b32_e32 v5, 0x7fffff, v11
	v_sub_nc_u32_e32 v3, 0x78, v12
	v_cmp_gt_u32_e32 vcc_lo, 0x79, v12
	v_or_b32_e32 v7, 0x800000, v5
	v_cndmask_b32_e32 v3, 0, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e64 v13, v3, 0x77, vcc_lo
	v_cndmask_b32_e32 v5, v7, v5, vcc_lo
	v_add_nc_u32_e32 v3, 20, v13
	v_add_nc_u32_e32 v8, 19, v13
	v_lshlrev_b64 v[3:4], v3, -1
	v_lshlrev_b64 v[7:8], v8, 1
	v_bfi_b32 v15, v4, 0, 0
	v_bfi_b32 v14, v3, 0, v5
	v_lshrrev_b64 v[3:4], v13, v[5:6]
	v_cmp_eq_u64_e64 s0, v[14:15], v[7:8]
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v7, v3
	s_and_saveexec_b32 s33, s0
; %bb.248:                              ;   in Loop: Header=BB1_244 Depth=2
	v_bfe_u32 v5, v3, 20, 1
	v_add_co_u32 v5, s0, v3, v5
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	v_add_co_u32 v7, s0, v5, -1
	v_add_co_ci_u32_e64 v4, null, -1, v4, s0
; %bb.249:                              ;   in Loop: Header=BB1_244 Depth=2
	s_or_b32 exec_lo, exec_lo, s33
	v_add_nc_u32_e32 v4, 0xffffff81, v12
	v_lshrrev_b32_e32 v5, 23, v3
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v4, v4, 0xffffff82, vcc_lo
	v_add3_u32 v8, v13, v4, v5
	v_and_b32_e32 v4, 0xfffff, v7
                                        ; implicit-def: $vgpr7
	v_add_nc_u32_e32 v12, 7, v8
	v_add_nc_u32_e32 v5, v4, v3
                                        ; implicit-def: $vgpr3_vgpr4
	v_cmpx_ne_u32_e32 0, v12
	s_xor_b32 s0, exec_lo, s0
; %bb.250:                              ;   in Loop: Header=BB1_244 Depth=2
	v_cmp_lt_u64_e32 vcc_lo, 0xffffff, v[5:6]
	v_add_nc_u32_e32 v3, 8, v8
	v_cndmask_b32_e32 v7, v12, v3, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	v_lshrrev_b64 v[3:4], v3, v[5:6]
; %bb.251:                              ;   in Loop: Header=BB1_244 Depth=2
	s_andn2_saveexec_b32 s0, s0
	s_cbranch_execz .LBB1_240
; %bb.252:                              ;   in Loop: Header=BB1_244 Depth=2
	v_mov_b32_e32 v3, v5
	v_bfe_u32 v7, v5, 23, 1
	v_mov_b32_e32 v4, v6
	s_branch .LBB1_240
.LBB1_253:
	s_endpgm
.LBB1_254:
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 37
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
	.section	.text._Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,"axG",@progbits,_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff,comdat
.Lfunc_end1:
	.size	_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff, .Lfunc_end1-_Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff
                                        ; -- End function
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_vgpr, 40
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_agpr, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.numbered_sgpr, 37
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.num_named_barrier, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.private_seg_size, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.uses_vcc, 1
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.uses_flat_scratch, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_dyn_sized_stack, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_recursion, 0
	.set _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12928
; TotalNumSgprs: 39
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 40
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z24reshape_and_cache_kernelIfhL18Fp8KVCacheDataType1EEvPKT_S3_PT0_S5_PKliiiiiiff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
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
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z24reshape_and_cache_kernelI14__hip_bfloat16hL18Fp8KVCacheDataType1EEvPKT_S4_PT0_S6_PKliiiiiiff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
