	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_ ; -- Begin function _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
	.globl	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
	.p2align	8
	.type	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_,@function
_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_: ; @_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x54
	s_load_b64 s[2:3], s[0:1], 0x38
	s_wait_kmcnt 0x0
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s4, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_13
; %bb.1:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x40
	s_load_b96 s[12:14], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x20
	s_load_b64 s[16:17], s[0:1], 0x30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	s_cvt_f32_i32 s2, s14
	global_load_b32 v2, v[2:3], off
	s_wait_alu depctr_sa_sdst(0)
	v_div_scale_f32 v3, null, s3, s3, s2
	v_div_scale_f32 v6, vcc_lo, s2, s3, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v4, v3
	v_xor_b32_e32 v3, 0x80000000, v3
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v5, v3, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v5, v4
	v_mul_f32_e32 v5, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, v3, v5, v6
	v_fmac_f32_e32 v5, v7, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v3, v5
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v3, v6, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v3, v3, s3, s2
	v_readfirstlane_b32 s2, v3
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v3
	s_mul_f32 s3, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	s_cselect_b32 s2, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	v_s_sqrt_f32 s3, s2
	s_mov_b32 s5, s2
	s_add_co_i32 s4, s3, -1
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s6, s4, 0x80000000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_fmac_f32 s5, s6, s3
	s_mov_b32 s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_le_f32 s5, 0
	s_cselect_b32 s4, s4, s3
	s_add_co_i32 s5, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s7, s5, 0x80000000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_fmac_f32 s6, s7, s3
	s_cmp_gt_f32 s6, 0
	s_cselect_b32 s3, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_f32 s4, s3, 0x37800000
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v4, s4
	s_load_b128 s[4:7], s[0:1], 0x0
	v_cndmask_b32_e32 v3, s3, v4, vcc_lo
	v_cmp_class_f32_e64 s3, s2, 0x260
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v3, s2, s3
	s_mov_b32 s2, exec_lo
	v_div_scale_f32 v4, null, v3, v3, 0.5
	v_div_scale_f32 v7, vcc_lo, 0.5, v3, 0.5
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v5, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v6, v4, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, v4, v6, v7
	v_fmac_f32_e32 v6, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v4, v6
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v4, v7, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v3, v4, v3, 0.5
	s_wait_loadcnt 0x0
	v_div_scale_f32 v4, null, v3, v3, v2
	v_div_scale_f32 v7, vcc_lo, v2, v3, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v5, v4
	v_fma_f32 v6, -v4, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, -v4, v6, v7
	v_fmac_f32_e32 v6, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v4, -v4, v6, v7
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v4, v4, v5, v6
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, v3, v2
	v_cmpx_le_f32_e32 0, v4
	s_cbranch_execz .LBB0_7
; %bb.2:
	v_mul_f32_e32 v2, 0x3fc90fda, v4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr3
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ngt_f32_e64 0x48000000, |v2|
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, exec_lo, s1
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v7, 0
	v_and_b32_e32 v3, 0x7fffffff, v2
	s_mov_b32 s0, 0x7fffff
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v10, v7
	s_wait_alu depctr_sa_sdst(0)
	v_and_or_b32 v15, v3, s0, 0x800000
	v_lshrrev_b32_e32 v3, 23, v3
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v12, v7
	v_mov_b32_e32 v14, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_co_u64_u32 v[5:6], null, 0xfe5163ab, v15, 0
	v_add_nc_u32_e32 v3, 0xffffff88, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_u32_e32 vcc_lo, 63, v3
	v_mad_co_u64_u32 v[8:9], null, 0x3c439041, v15, v[6:7]
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v6, 0, 0xffffffc0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_co_u64_u32 v[9:10], null, 0xdb629599, v15, v[9:10]
	v_add_nc_u32_e32 v3, v6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_u32_e64 s0, 31, v3
	v_mad_co_u64_u32 v[10:11], null, 0xf534ddc0, v15, v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v5, v9, v5, vcc_lo
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v6, 0, 0xffffffe0, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[11:12], null, 0xfc2757d1, v15, v[11:12]
	v_mov_b32_e32 v13, v7
	v_add_nc_u32_e32 v3, v6, v3
	v_cndmask_b32_e32 v8, v10, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[12:13], null, 0x4e441529, v15, v[12:13]
	v_cmp_lt_u32_e64 s1, 31, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v8, v5, s0
	v_mad_co_u64_u32 v[6:7], null, 0xa2f9836e, v15, v[13:14]
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, 0, 0xffffffe0, s1
	v_dual_cndmask_b32 v14, v12, v10 :: v_dual_add_nc_u32 v3, v13, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v6, v6, v11 :: v_dual_cndmask_b32 v7, v7, v12
	v_cndmask_b32_e32 v11, v11, v9, vcc_lo
	v_sub_nc_u32_e32 v12, 32, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v10, v6, v14, s0
	v_cndmask_b32_e64 v6, v7, v6, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v7, v14, v11, s0
	v_cndmask_b32_e64 v11, v11, v8, s0
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e64 v6, v6, v10, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v10, v10, v7, s1
	v_cndmask_b32_e64 v7, v7, v11, s1
	v_cndmask_b32_e64 v5, v11, v5, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_alignbit_b32 v13, v6, v10, v12
	v_alignbit_b32 v9, v10, v7, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_alignbit_b32 v11, v7, v5, v12
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, v13, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v6, v9, v10 :: v_dual_cndmask_b32 v7, v11, v7
	v_bfe_u32 v8, v3, 29, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_alignbit_b32 v9, v3, v6, 30
	v_alignbit_b32 v6, v6, v7, 30
	v_alignbit_b32 v5, v7, v5, 30
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v10, 0, v8
	v_xor_b32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v6, v10
	v_xor_b32_e32 v5, v5, v10
	v_lshrrev_b32_e32 v10, 29, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v11, v9
	v_min_u32_e32 v11, 32, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v7, 31, v11
	v_lshlrev_b32_e32 v12, 23, v11
	v_alignbit_b32 v9, v9, v6, v7
	v_alignbit_b32 v5, v6, v5, v7
	v_lshlrev_b32_e32 v6, 31, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_alignbit_b32 v7, v9, v5, 9
	v_or_b32_e32 v10, 0.5, v6
	v_lshrrev_b32_e32 v9, 9, v9
	v_or_b32_e32 v6, 0x33000000, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_clz_i32_u32_e32 v13, v7
	v_sub_nc_u32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v12, 32, v13
	v_or_b32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_not_b32_e32 v10, v12
	v_mul_f32_e32 v13, 0x3fc90fda, v9
	v_add_lshl_u32 v11, v12, v11, 23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_alignbit_b32 v5, v7, v5, v10
	v_fma_f32 v7, 0x3fc90fda, v9, -v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v6, v6, v11
	v_lshrrev_b32_e32 v5, 9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmamk_f32 v7, v9, 0x33a22168, v7
	v_or_b32_e32 v5, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v7, 0x3fc90fda, v5
	v_lshrrev_b32_e32 v5, 30, v3
	v_add_f32_e32 v3, v13, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v5, v8, v5
.LBB0_4:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s3
; %bb.5:
	v_mul_f32_e64 v3, 0x3f22f983, |v2|
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rndne_f32_e32 v5, v3
	v_fma_f32 v3, 0xbfc90fda, v5, |v2|
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v3, v5, 0xb3a22168, v3
	v_fmamk_f32 v3, v5, 0xa7c234c4, v3
	v_cvt_i32_f32_e32 v5, v5
; %bb.6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v6, v3, v3 :: v_dual_and_b32 v9, 1, v5
	s_mov_b32 s0, 0xb94c1982
	s_mov_b32 s1, 0x37d75334
	v_lshlrev_b32_e32 v5, 30, v5
	s_wait_alu depctr_sa_sdst(0)
	v_fmaak_f32 v7, s0, v6, 0x3c0881c4
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v5, 0x80000000, v5
	v_fmaak_f32 v7, v6, v7, 0xbe2aaa9d
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmaak_f32 v8, s1, v6, 0xbab64f3b :: v_dual_mul_f32 v7, v6, v7
	v_dual_fmaak_f32 v8, v6, v8, 0x3d2aabf7 :: v_dual_fmac_f32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmaak_f32 v8, v6, v8, 0xbf000004
	v_fma_f32 v6, v6, v8, 1.0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, -v3, v6, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v2, 0x1f8
	v_xor_b32_e32 v3, v5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v3, v3, -0.5, 0.5
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v5, 0x7fc00000, v3, vcc_lo
.LBB0_7:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB0_11
; %bb.8:
	v_add_co_u32 v2, vcc_lo, s8, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s9, v1, vcc_lo
	v_add_co_u32 v6, vcc_lo, s10, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s11, v1, vcc_lo
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[6:7], off
	v_cmp_nle_f32_e32 vcc_lo, 2.0, v4
	s_mov_b32 s8, 0x3e76c4e1
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v4, 1.0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 0xbdcccccd, v4
	v_fma_f32 v6, 0xc0a00000, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, 0x3fc00000, v6
	v_fmamk_f32 v5, v5, 0x41200000, v6
	v_cmp_le_f32_e32 vcc_lo, 0, v4
	v_cmp_ge_f32_e64 s0, 0x3dcccccd, v4
	v_add_f32_e32 v7, 0xbe99999a, v4
	s_and_b32 s0, vcc_lo, s0
	v_cmp_lt_f32_e32 vcc_lo, 0x3dcccccd, v4
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v8, 1.0, 0x3fc00000, s0
	v_cmp_ge_f32_e64 s0, 0x3e99999a, v4
	v_fma_f32 v9, 0xc0a00000, v7, 1.0
	s_and_b32 vcc_lo, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	v_dual_add_f32 v6, -0.5, v4 :: v_dual_cndmask_b32 v5, v8, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v9, 0x3fc00000, v9
	v_cmp_lt_f32_e32 vcc_lo, 0x3e99999a, v4
	v_cmp_ge_f32_e64 s0, 0.5, v4
	v_fma_f32 v8, 0xc0a00000, v6, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmamk_f32 v7, v7, 0x41480000, v9
	v_add_f32_e32 v9, 0xbf333333, v4
	s_and_b32 vcc_lo, vcc_lo, s0
	v_mul_f32_e32 v8, 0x40200000, v8
	v_cmp_ge_f32_e64 s0, 0x3f333333, v4
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v5, v5, v7, vcc_lo
	v_fma_f32 v7, 0xc0a00000, v9, 1.0
	v_cmp_lt_f32_e32 vcc_lo, 0.5, v4
	v_fmamk_f32 v6, v6, 0x41700000, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v7, 0x40400000, v7
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cmp_ge_f32_e64 s0, 0x3f666666, v4
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x3f333333, v4
	v_fmamk_f32 v6, v9, 0x418c0000, v7
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cmp_ge_f32_e64 s0, 1.0, v4
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x3f666666, v4
	v_dual_mov_b32 v4, 0 :: v_dual_mul_f32 v5, 0.5, v5
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v5, 0x3fe00000, s0
	v_mov_b32_e32 v5, 0
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_wait_kmcnt 0x0
	s_load_b32 s0, s[6:7], 0x0
	s_load_b32 s1, s[4:5], 0x0
	s_add_co_i32 s14, s14, -1
	s_add_nc_u64 s[4:5], s[4:5], 4
	s_add_nc_u64 s[6:7], s[6:7], 4
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_dual_subrev_f32 v7, s0, v3 :: v_dual_subrev_f32 v8, s1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v7
	v_fmac_f32_e32 v7, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 1.0, v7
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v9, 1.0, v6, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v10, 1.0, v7, vcc_lo
	v_cmp_neq_f32_e64 s3, v9, |v9|
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cvt_f64_f32_e64 v[7:8], |v10|
	v_frexp_mant_f32_e64 v11, |v10|
	v_cmp_lt_f32_e64 s9, |v10|, 1.0
	v_cmp_eq_f32_e64 s1, 0, v10
	v_cmp_gt_f32_e32 vcc_lo, 0x3f2aaaab, v11
	s_xor_b32 s9, s3, s9
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v12, 1.0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v11, v12
	v_add_f32_e32 v12, 1.0, v11
	v_add_f32_e32 v13, -1.0, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v14, v12
	v_add_f32_e32 v15, -1.0, v12
	v_sub_f32_e32 v11, v11, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v15, v13, v14
	v_frexp_exp_i32_f64_e32 v7, v[7:8]
	v_mul_f32_e32 v16, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, v15, v12, -v16
	v_fmac_f32_e32 v8, v15, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_cvt_f32_i32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v16, v8
	v_sub_f32_e32 v16, v11, v16
	v_sub_f32_e32 v12, v13, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v13, v12
	v_dual_sub_f32 v8, v16, v8 :: v_dual_sub_f32 v11, v13, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v11
	v_add_f32_e32 v8, v12, v8
	v_mul_f32_e32 v12, 0x3f317218, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v14, v8
	v_fma_f32 v16, 0x3f317218, v7, -v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v11, v15, v8 :: v_dual_fmac_f32 v16, 0xb102e308, v7
	v_add_f32_e32 v17, v12, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v13, v11, v15 :: v_dual_sub_f32 v12, v17, v12
	v_sub_f32_e32 v8, v8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v14, v11, v11 :: v_dual_add_f32 v7, v8, v8
	v_fma_f32 v13, v11, v11, -v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v11, v7
	v_dual_add_f32 v15, v11, v11 :: v_dual_add_f32 v18, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, v11, v18 :: v_dual_sub_f32 v12, v16, v12
	v_fmaak_f32 v16, s8, v18, 0x3e91f4c4
	v_fmaak_f32 v16, v18, v16, 0x3ecccdef
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v18, v16
	v_sub_f32_e32 v14, v18, v14
	v_sub_f32_e32 v13, v13, v14
	v_fma_f32 v14, v18, v11, -v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v18, v8
	v_fmac_f32_e32 v14, v13, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v19, v14
	v_fma_f32 v8, v18, v16, -v20
	v_fmac_f32_e32 v8, v13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v16, v11, v19 :: v_dual_add_f32 v13, v20, v8
	v_sub_f32_e32 v14, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v18, v13, v20 :: v_dual_add_f32 v19, 0x3f2aaaaa, v13
	v_add_f32_e32 v16, 0xbf2aaaaa, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v8, v8, v18 :: v_dual_sub_f32 v13, v13, v16
	v_add_f32_e32 v8, 0x31739010, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v13
	v_add_f32_e32 v13, v19, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v19, v13
	v_mul_f32_e32 v18, v11, v13
	v_dual_mul_f32 v19, 0.5, v9 :: v_dual_add_f32 v8, v8, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v11, v13, -v18
	v_fmac_f32_e32 v16, v11, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v14, v13
	v_add_f32_e32 v8, v18, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v11, v15, v8
	v_sub_f32_e32 v13, v8, v18
	v_trunc_f32_e32 v18, v9
	v_dual_sub_f32 v14, v11, v15 :: v_dual_sub_f32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e64 s0, v18, v9
	v_dual_sub_f32 v8, v8, v14 :: v_dual_add_f32 v7, v7, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v8, v11, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v17, v8
	v_dual_sub_f32 v11, v8, v11 :: v_dual_sub_f32 v14, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v11
	v_sub_f32_e32 v11, v13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v15, v12, v7
	v_dual_sub_f32 v8, v8, v14 :: v_dual_sub_f32 v11, v17, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v15, v12
	v_dual_add_f32 v8, v8, v11 :: v_dual_sub_f32 v7, v7, v14
	v_sub_f32_e32 v11, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, v15, v8 :: v_dual_sub_f32 v11, v12, v11
	v_dual_add_f32 v12, v13, v8 :: v_dual_add_f32 v7, v7, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v12, v13
	v_sub_f32_e32 v8, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v8
	v_add_f32_e32 v8, v12, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v8, v12
	v_dual_mul_f32 v12, v9, v8 :: v_dual_sub_f32 v7, v7, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v8, v9, v8, -v12
	v_cmp_class_f32_e64 vcc_lo, v12, 0x204
	v_fmac_f32_e32 v8, v9, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v12, v8
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v11, v7, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x42b17218, v11
	v_cmp_neq_f32_e64 s3, 0x7f800000, |v11|
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v13, 0, 0x37000000, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0, v9
	v_sub_f32_e32 v14, v11, v13
	v_sub_f32_e32 v7, v7, v12
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v11, 0x7f800000, 0, s9
	s_xor_b32 s9, vcc_lo, s1
	v_mul_f32_e32 v15, 0x3fb8aa3b, v14
	v_sub_f32_e32 v7, v8, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v16, 0x3fb8aa3b, v14, -v15
	v_rndne_f32_e32 v17, v15
	v_cndmask_b32_e64 v7, 0, v7, s3
	v_cmp_ngt_f32_e64 s3, 0xc2ce8ed0, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v16, 0x32a5705f, v14 :: v_dual_sub_f32 v15, v15, v17
	v_cvt_i32_f32_e32 v12, v17
	v_add_f32_e32 v7, v13, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v15, v15, v16
	v_trunc_f32_e32 v16, v19
	v_exp_f32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cmp_neq_f32_e64 s2, v16, v19
	s_and_b32 vcc_lo, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v13, 1.0, v10, vcc_lo
	v_ldexp_f32 v8, v15, v12
	v_cndmask_b32_e64 v12, 0x7f800000, 0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v8, 0, v8, s3
	v_cmp_nlt_f32_e64 s3, 0x42b17218, v14
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v8, 0x7f800000, v8, s3
	v_cmp_neq_f32_e64 s3, |v10|, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v7, v8, v7, v8
	v_cmp_class_f32_e64 s0, v8, 0x204
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v7, v7, v8, s0
	v_cndmask_b32_e64 v8, 1.0, v11, s3
	v_cndmask_b32_e32 v11, 0, v10, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v9, 0x204
	v_cmp_class_f32_e64 s0, v10, 0x204
	v_bfi_b32 v7, 0x7fffffff, v7, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfi_b32 v11, 0x7fffffff, v12, v11
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v7, v7, v8, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	s_load_b32 s0, s[12:13], 0x0
	s_cmp_eq_u32 s14, 0
	s_add_nc_u64 s[12:13], s[12:13], 4
	v_cndmask_b32_e32 v7, v7, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v8, null, v7, v7, 1.0
	v_div_scale_f32 v13, vcc_lo, 1.0, v7, 1.0
	v_rcp_f32_e32 v11, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v8, v11, 1.0
	v_fmac_f32_e32 v11, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v13, v11
	v_fma_f32 v14, -v8, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v14, v11
	v_fma_f32 v8, -v8, v12, v13
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v8, v8, v11, v12
	v_cmp_o_f32_e32 vcc_lo, v10, v9
	v_div_fixup_f32 v7, v8, v7, 1.0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, 0x7fc00000, v7, vcc_lo
	v_add_f32_e32 v4, v4, v7
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v5, s0, v7
	s_cbranch_scc0 .LBB0_9
; %bb.10:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v2, null, v4, v4, v5
	v_rcp_f32_e32 v3, v2
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v6, v3
	v_div_scale_f32 v6, vcc_lo, v5, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v2, v7, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v2, -v2, v7, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v2, v2, v3, v7
	v_div_fixup_f32 v2, v2, v4, v5
	s_branch .LBB0_12
.LBB0_11:
	v_mov_b32_e32 v2, 0x7fc00000
.LBB0_12:
	v_add_co_u32 v0, vcc_lo, s16, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s17, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_13:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 29
		.amdhsa_round_robin_scheduling 0
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
	.size	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_, .Lfunc_end0-_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
                                        ; -- End function
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.num_vgpr, 21
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.num_agpr, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.numbered_sgpr, 18
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.num_named_barrier, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.private_seg_size, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.uses_vcc, 1
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.uses_flat_scratch, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.has_dyn_sized_stack, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.has_recursion, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3604
; TotalNumSgprs: 20
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 21
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_ ; -- Begin function _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
	.globl	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
	.p2align	8
	.type	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_,@function
_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_: ; @_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x54
	s_load_b64 s[2:3], s[0:1], 0x38
	s_wait_kmcnt 0x0
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[1:2], null, ttmp9, s4, v[0:1]
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB1_16
; %bb.1:
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x40
	s_load_b96 s[12:14], s[0:1], 0x10
	v_ashrrev_i32_e32 v2, 31, v1
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x20
	s_load_b64 s[16:17], s[0:1], 0x30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	s_wait_kmcnt 0x0
	v_add_co_u32 v3, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s5, v2, vcc_lo
	s_cvt_f32_i32 s2, s14
	global_load_b32 v3, v[3:4], off
	s_wait_alu depctr_sa_sdst(0)
	v_div_scale_f32 v4, null, s3, s3, s2
	v_div_scale_f32 v7, vcc_lo, s2, s3, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v5, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v6, v4, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v6, v5
	v_mul_f32_e32 v6, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, v4, v6, v7
	v_fmac_f32_e32 v6, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v7, v4, v6
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v4, v7, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, s3, s2
	v_readfirstlane_b32 s2, v4
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v4
	s_mul_f32 s3, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	s_cselect_b32 s2, s3, s2
	s_wait_alu depctr_sa_sdst(0)
	v_s_sqrt_f32 s3, s2
	s_mov_b32 s5, s2
	s_add_co_i32 s4, s3, -1
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s6, s4, 0x80000000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_fmac_f32 s5, s6, s3
	s_mov_b32 s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_le_f32 s5, 0
	s_cselect_b32 s4, s4, s3
	s_add_co_i32 s5, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s7, s5, 0x80000000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_fmac_f32 s6, s7, s3
	s_cmp_gt_f32 s6, 0
	s_cselect_b32 s3, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_f32 s4, s3, 0x37800000
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v5, s4
	s_load_b128 s[4:7], s[0:1], 0x0
	v_cndmask_b32_e32 v4, s3, v5, vcc_lo
	v_cmp_class_f32_e64 s3, s2, 0x260
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v4, v4, s2, s3
	s_mov_b32 s2, exec_lo
	v_div_scale_f32 v5, null, v4, v4, 0.5
	v_div_scale_f32 v8, vcc_lo, 0.5, v4, 0.5
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v6, v5
	v_xor_b32_e32 v5, 0x80000000, v5
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v7, v5, v6, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v7, v6
	v_mul_f32_e32 v7, v8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, v5, v7, v8
	v_fmac_f32_e32 v7, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v8, v5, v7
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v5, v8, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v5, v4, 0.5
	s_wait_loadcnt 0x0
	v_div_scale_f32 v5, null, v4, v4, v3
	v_div_scale_f32 v8, vcc_lo, v3, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v6, v5
	v_fma_f32 v7, -v5, v6, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v7, v6
	v_mul_f32_e32 v7, v8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v5, v7, v8
	v_fmac_f32_e32 v7, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v5, v7, v8
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v5, v5, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v3, v5, v4, v3
	v_mov_b32_e32 v4, 0
	v_cmpx_le_f32_e32 0, v3
	s_cbranch_execz .LBB1_7
; %bb.2:
	v_mul_f32_e32 v4, 0x3fc90fda, v3
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ngt_f32_e64 0x48000000, |v4|
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, exec_lo, s1
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_mov_b32_e32 v7, 0
	v_and_b32_e32 v11, 0x7fffffff, v4
	s_mov_b32 s0, 0x7fffff
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v10, v7
	s_wait_alu depctr_sa_sdst(0)
	v_and_or_b32 v15, v11, s0, 0x800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[5:6], null, 0xfe5163ab, v15, 0
	v_mad_co_u64_u32 v[8:9], null, 0x3c439041, v15, v[6:7]
	v_lshrrev_b32_e32 v6, 23, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v6, 0xffffff88, v6
	v_mad_co_u64_u32 v[9:10], null, 0xdb629599, v15, v[9:10]
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v12, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 63, v6
	v_mad_co_u64_u32 v[10:11], null, 0xf534ddc0, v15, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v14, 0, 0xffffffc0, vcc_lo
	v_mov_b32_e32 v13, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_add_nc_u32 v6, v14, v6
	v_mad_co_u64_u32 v[11:12], null, 0xfc2757d1, v15, v[11:12]
	v_mov_b32_e32 v14, v7
	v_cndmask_b32_e32 v8, v10, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_lt_u32_e64 s0, 31, v6
	v_mad_co_u64_u32 v[12:13], null, 0x4e441529, v15, v[12:13]
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, 0, 0xffffffe0, s0
	v_cndmask_b32_e64 v5, v8, v5, s0
	v_add_nc_u32_e32 v16, v16, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[6:7], null, 0xa2f9836e, v15, v[13:14]
	v_dual_cndmask_b32 v14, v12, v10 :: v_dual_cndmask_b32 v7, v7, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_u32_e64 s1, 31, v16
	v_dual_cndmask_b32 v6, v6, v11 :: v_dual_cndmask_b32 v11, v11, v9
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v13, 0, 0xffffffe0, s1
	v_cndmask_b32_e64 v10, v6, v14, s0
	v_cndmask_b32_e64 v6, v7, v6, s0
	v_cndmask_b32_e64 v7, v14, v11, s0
	v_cndmask_b32_e64 v11, v11, v8, s0
	v_add_nc_u32_e32 v12, v13, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v6, v10, s1
	v_cndmask_b32_e64 v10, v10, v7, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v7, v7, v11, s1
	v_sub_nc_u32_e32 v13, 32, v12
	v_cmp_eq_u32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e64 v5, v11, v5, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_alignbit_b32 v14, v6, v10, v13
	v_alignbit_b32 v9, v10, v7, v13
	v_alignbit_b32 v12, v7, v5, v13
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, v14, v6, vcc_lo
	v_dual_cndmask_b32 v8, v9, v10 :: v_dual_cndmask_b32 v7, v12, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bfe_u32 v9, v6, 29, 1
	v_alignbit_b32 v10, v6, v8, 30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_alignbit_b32 v8, v8, v7, 30
	v_alignbit_b32 v5, v7, v5, 30
	v_sub_nc_u32_e32 v11, 0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v7, v8, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, v5, v11
	v_lshrrev_b32_e32 v11, 29, v6
	v_clz_i32_u32_e32 v12, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v12, 32, v12
	v_sub_nc_u32_e32 v8, 31, v12
	v_lshlrev_b32_e32 v13, 23, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_alignbit_b32 v10, v10, v7, v8
	v_alignbit_b32 v5, v7, v5, v8
	v_lshlrev_b32_e32 v7, 31, v11
	v_lshrrev_b32_e32 v6, 30, v6
	v_alignbit_b32 v8, v10, v5, 9
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v11, 0.5, v7
	v_lshrrev_b32_e32 v10, 9, v10
	v_or_b32_e32 v7, 0x33000000, v7
	v_add_nc_u32_e32 v6, v9, v6
	v_clz_i32_u32_e32 v14, v8
	v_sub_nc_u32_e32 v11, v11, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v13, 32, v14
	v_or_b32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_not_b32_e32 v11, v13
	v_mul_f32_e32 v14, 0x3fc90fda, v10
	v_add_lshl_u32 v12, v13, v12, 23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_alignbit_b32 v5, v8, v5, v11
	v_fma_f32 v8, 0x3fc90fda, v10, -v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v12
	v_lshrrev_b32_e32 v5, 9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmamk_f32 v8, v10, 0x33a22168, v8
	v_or_b32_e32 v5, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v8, 0x3fc90fda, v5
	v_add_f32_e32 v5, v14, v8
.LBB1_4:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s3
; %bb.5:
	v_mul_f32_e64 v5, 0x3f22f983, |v4|
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rndne_f32_e32 v6, v5
	v_fma_f32 v5, 0xbfc90fda, v6, |v4|
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v5, v6, 0xb3a22168, v5
	v_fmamk_f32 v5, v6, 0xa7c234c4, v5
	v_cvt_i32_f32_e32 v6, v6
; %bb.6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v7, v5, v5 :: v_dual_and_b32 v10, 1, v6
	s_mov_b32 s0, 0xb94c1982
	s_mov_b32 s1, 0x37d75334
	v_lshlrev_b32_e32 v6, 30, v6
	s_wait_alu depctr_sa_sdst(0)
	v_fmaak_f32 v8, s0, v7, 0x3c0881c4
	v_cmp_eq_u32_e32 vcc_lo, 0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v6, 0x80000000, v6
	v_fmaak_f32 v8, v7, v8, 0xbe2aaa9d
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmaak_f32 v9, s1, v7, 0xbab64f3b :: v_dual_mul_f32 v8, v7, v8
	v_fmaak_f32 v9, v7, v9, 0x3d2aabf7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, v5, v8
	v_fmaak_f32 v9, v7, v9, 0xbf000004
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v7, v7, v9, 1.0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v5, -v5, v7, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v4, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, v6, v5
	v_fma_f32 v5, v5, -0.5, 0.5
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v4, 0x7fc00000, v5, vcc_lo
.LBB1_7:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v5, 0x7fc00000
	s_cmp_lt_i32 s14, 0xffffff02
	s_cbranch_scc1 .LBB1_15
; %bb.8:
	v_add_co_u32 v5, vcc_lo, s8, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v6, null, s9, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, s10, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v8, null, s11, v2, vcc_lo
	global_load_b32 v5, v[5:6], off
	global_load_b32 v6, v[7:8], off
	v_cmp_nle_f32_e32 vcc_lo, 2.0, v3
	s_add_co_i32 s1, s14, -1
	s_mov_b32 s9, 0
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s2, s1, 31
	s_mov_b32 s10, 0x3e76c4e1
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v3, 1.0, v4, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_lshr_b32 s2, s2, 24
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s1, s1, s2
	v_add_f32_e32 v4, 0xbdcccccd, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, 0xc0a00000, v4, 1.0
	v_mul_f32_e32 v7, 0x3fc00000, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_fmamk_f32 v4, v4, 0x41200000, v7
	v_cmp_le_f32_e32 vcc_lo, 0, v3
	v_cmp_ge_f32_e64 s0, 0x3dcccccd, v3
	v_add_f32_e32 v8, 0xbe99999a, v3
	s_and_b32 s0, vcc_lo, s0
	v_cmp_lt_f32_e32 vcc_lo, 0x3dcccccd, v3
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, 0, 0x3fc00000, s0
	v_cmp_ge_f32_e64 s0, 0x3e99999a, v3
	v_fma_f32 v10, 0xc0a00000, v8, 1.0
	s_and_b32 vcc_lo, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	v_dual_add_f32 v7, -0.5, v3 :: v_dual_cndmask_b32 v4, v9, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v10, 0x3fc00000, v10
	v_cmp_lt_f32_e32 vcc_lo, 0x3e99999a, v3
	v_cmp_ge_f32_e64 s0, 0.5, v3
	v_fma_f32 v9, 0xc0a00000, v7, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmamk_f32 v8, v8, 0x41480000, v10
	v_add_f32_e32 v10, 0xbf333333, v3
	s_and_b32 vcc_lo, vcc_lo, s0
	v_mul_f32_e32 v9, 0x40200000, v9
	v_cmp_ge_f32_e64 s0, 0x3f333333, v3
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	v_fma_f32 v8, 0xc0a00000, v10, 1.0
	v_cmp_lt_f32_e32 vcc_lo, 0.5, v3
	v_fmamk_f32 v7, v7, 0x41700000, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v8, 0x40400000, v8
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cmp_ge_f32_e64 s0, 0x3f666666, v3
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x3f333333, v3
	v_dual_fmamk_f32 v7, v10, 0x418c0000, v8 :: v_dual_lshlrev_b32 v10, 2, v0
	v_mov_b32_e32 v8, 0
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cmp_ge_f32_e64 s0, 1.0, v3
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0x3f666666, v3
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	s_and_b32 s0, vcc_lo, s0
	v_mov_b32_e32 v4, 0
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v9, v3, 0x3fe00000, s0
	s_ashr_i32 s0, s1, 8
	s_wait_alu depctr_sa_sdst(0)
	s_max_i32 s8, s0, 0
.LBB1_9:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_12 Depth 2
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s1, s9, 8
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s0, s14, s1
	s_wait_alu depctr_sa_sdst(0)
	s_min_i32 s0, s0, 0x100
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_gt_i32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_11
; %bb.10:                               ;   in Loop: Header=BB1_9 Depth=1
	v_add_nc_u32_e32 v3, s1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 2, v[3:4]
	s_wait_kmcnt 0x0
	v_add_co_u32 v13, vcc_lo, s4, v11
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, s5, v12, vcc_lo
	v_add_co_u32 v15, vcc_lo, s6, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s7, v12, vcc_lo
	v_add_co_u32 v11, vcc_lo, s12, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s13, v12, vcc_lo
	global_load_b32 v3, v[13:14], off
	global_load_b32 v13, v[15:16], off
	global_load_b32 v11, v[11:12], off
	s_wait_loadcnt 0x1
	ds_store_2addr_stride64_b32 v10, v3, v13 offset1:4
	s_wait_loadcnt 0x0
	ds_store_b32 v10, v11 offset:2048
.LBB1_11:                               ;   in Loop: Header=BB1_9 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s11, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB1_12:                               ;   Parent Loop BB1_9 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v3, s11
	s_add_co_i32 s11, s11, 4
	ds_load_2addr_stride64_b32 v[11:12], v3 offset1:4
	s_wait_dscnt 0x0
	v_dual_sub_f32 v12, v6, v12 :: v_dual_sub_f32 v11, v5, v11
	ds_load_b32 v3, v3 offset:2048
	v_mul_f32_e32 v12, v12, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v11, v11
	v_cmp_neq_f32_e32 vcc_lo, 1.0, v12
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v13, 1.0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v13
	v_cmp_neq_f32_e64 s3, v13, |v13|
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v14, 1.0, v12, vcc_lo
	v_frexp_mant_f32_e64 v15, |v14|
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0x3f2aaaab, v15
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v16, 1.0, 2.0, vcc_lo
	v_mul_f32_e32 v15, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f32_e32 v17, -1.0, v15
	v_cvt_f64_f32_e64 v[11:12], |v14|
	v_add_f32_e32 v16, 1.0, v15
	v_cmp_lt_f32_e64 s15, |v14|, 1.0
	v_cmp_eq_f32_e64 s1, 0, v14
	v_rcp_f32_e32 v18, v16
	v_add_f32_e32 v19, -1.0, v16
	s_xor_b32 s15, s3, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sub_f32_e32 v15, v15, v19
	v_mul_f32_e32 v19, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v20, v16, v19
	v_frexp_exp_i32_f64_e32 v11, v[11:12]
	v_fma_f32 v12, v19, v16, -v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v12, v19, v15
	v_subrev_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v11, v11
	v_add_f32_e32 v15, v20, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v17, v15
	v_sub_f32_e32 v17, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v20, v15, v20 :: v_dual_sub_f32 v15, v17, v15
	v_sub_f32_e32 v12, v20, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v15
	v_add_f32_e32 v12, v16, v12
	v_mul_f32_e32 v16, 0x3f317218, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v18, v12
	v_fma_f32 v20, 0x3f317218, v11, -v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v15, v19, v12 :: v_dual_fmac_f32 v20, 0xb102e308, v11
	v_sub_f32_e32 v17, v15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v15, v15 :: v_dual_sub_f32 v12, v12, v17
	v_dual_mul_f32 v18, v15, v15 :: v_dual_add_f32 v11, v12, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v15, v15, -v18
	v_fmac_f32_e32 v17, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v18, v17
	v_sub_f32_e32 v18, v22, v18
	v_mul_f32_e32 v23, v15, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v17, v17, v18
	v_fma_f32 v18, v22, v15, -v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v22, v12
	v_fmac_f32_e32 v18, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v23, v18
	v_add_f32_e32 v21, v16, v20
	v_sub_f32_e32 v16, v21, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v20, v16
	v_fmaak_f32 v20, s10, v22, 0x3e91f4c4
	v_fmaak_f32 v20, v22, v20, 0x3ecccdef
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v22, v20
	v_fma_f32 v12, v22, v20, -v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v17, v20
	v_dual_sub_f32 v20, v15, v23 :: v_dual_add_f32 v17, v24, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v22, v17, v24 :: v_dual_add_f32 v23, 0x3f2aaaaa, v17
	v_sub_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xbf2aaaaa, v23
	v_dual_sub_f32 v12, v12, v22 :: v_dual_sub_f32 v17, v17, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x31739010, v12
	v_add_f32_e32 v12, v12, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v23, v12
	v_sub_f32_e32 v20, v23, v17
	v_mul_f32_e32 v22, v15, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v23, 0.5, v13 :: v_dual_add_f32 v12, v12, v20
	v_fma_f32 v20, v15, v17, -v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v15, v12
	v_fmac_f32_e32 v20, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v22, v20
	v_add_f32_e32 v15, v19, v12
	v_sub_f32_e32 v17, v12, v22
	v_trunc_f32_e32 v22, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v18, v15, v19 :: v_dual_sub_f32 v17, v20, v17
	v_cmp_eq_f32_e64 s0, v22, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v12, v12, v18 :: v_dual_add_f32 v11, v11, v17
	v_add_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v15, v11
	v_add_f32_e32 v17, v21, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v15, v12, v15 :: v_dual_sub_f32 v18, v17, v21
	v_sub_f32_e32 v11, v11, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v17, v18
	v_add_f32_e32 v19, v16, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v12, v12, v18 :: v_dual_sub_f32 v15, v21, v15
	v_sub_f32_e32 v18, v19, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v12, v12, v15 :: v_dual_sub_f32 v15, v19, v18
	v_sub_f32_e32 v11, v11, v18
	v_dual_add_f32 v12, v19, v12 :: v_dual_sub_f32 v15, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v16, v17, v12 :: v_dual_add_f32 v11, v11, v15
	v_sub_f32_e32 v15, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v12, v15
	v_add_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v16, v11
	v_sub_f32_e32 v15, v12, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, v13, v12 :: v_dual_sub_f32 v11, v11, v15
	v_fma_f32 v12, v13, v12, -v16
	v_cmp_class_f32_e64 vcc_lo, v16, 0x204
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v13, v11
	v_add_f32_e32 v11, v16, v12
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v15, v11, v16, vcc_lo
	v_sub_f32_e32 v11, v11, v16
	v_cmp_eq_f32_e32 vcc_lo, 0x42b17218, v15
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_f32_e32 v11, v12, v11
	v_cmp_neq_f32_e64 s3, 0x7f800000, |v15|
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v17, 0, 0x37000000, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0, v13
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v11, 0, v11, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v18, v15, v17
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e64 v15, 0x7f800000, 0, s15
	v_add_f32_e32 v11, v17, v11
	s_xor_b32 s15, vcc_lo, s1
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_cmp_ngt_f32_e64 s3, 0xc2ce8ed0, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v20, 0x3fb8aa3b, v18, -v19
	v_rndne_f32_e32 v21, v19
	v_dual_fmac_f32 v20, 0x32a5705f, v18 :: v_dual_sub_f32 v19, v19, v21
	v_cvt_i32_f32_e32 v16, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, v19, v20
	v_trunc_f32_e32 v20, v23
	v_exp_f32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cmp_neq_f32_e64 s2, v20, v23
	s_and_b32 vcc_lo, s0, s2
	s_wait_alu depctr_sa_sdst(0)
	v_cndmask_b32_e32 v17, 1.0, v14, vcc_lo
	v_ldexp_f32 v12, v19, v16
	v_cndmask_b32_e64 v16, 0x7f800000, 0, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, 0, v12, s3
	v_cmp_nlt_f32_e64 s3, 0x42b17218, v18
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v12, 0x7f800000, v12, s3
	v_cmp_neq_f32_e64 s3, |v14|, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v11, v12, v11, v12
	v_cmp_class_f32_e64 s0, v12, 0x204
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v11, v11, v12, s0
	v_cndmask_b32_e64 v12, 1.0, v15, s3
	v_cndmask_b32_e32 v15, 0, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v13, 0x204
	v_cmp_class_f32_e64 s0, v14, 0x204
	v_bfi_b32 v11, 0x7fffffff, v11, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfi_b32 v15, 0x7fffffff, v16, v15
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v11, v11, v12, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	s_cmp_lg_u32 s11, 0x400
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v11, v15, vcc_lo
	v_div_scale_f32 v12, null, v11, v11, 1.0
	v_div_scale_f32 v17, vcc_lo, 1.0, v11, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v15, v12
	v_fma_f32 v16, -v12, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v12, v16, v17
	v_fmac_f32_e32 v16, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v12, v16, v17
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v12, v12, v15, v16
	v_cmp_o_f32_e32 vcc_lo, v14, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v11, v12, v11, 1.0
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e32 v11, 0x7fc00000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v11
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v7, v3, v11
	s_cbranch_scc1 .LBB1_12
; %bb.13:                               ;   in Loop: Header=BB1_9 Depth=1
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s0, s9, 1
	s_cmp_lg_u32 s9, s8
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s9, s0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB1_9
; %bb.14:
	v_div_scale_f32 v0, null, v8, v8, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v3, v0
	v_fma_f32 v4, -v0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v3, v4, v3
	v_div_scale_f32 v4, vcc_lo, v7, v8, v7
	v_mul_f32_e32 v5, v4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v0, v5, v4
	v_fmac_f32_e32 v5, v6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v0, -v0, v5, v4
	s_wait_alu depctr_va_vcc(0)
	v_div_fmas_f32 v0, v0, v3, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fixup_f32 v5, v0, v8, v7
.LBB1_15:
	v_add_co_u32 v0, vcc_lo, s16, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s17, v2, vcc_lo
	global_store_b32 v[0:1], v5, off
.LBB1_16:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
		.amdhsa_group_segment_fixed_size 3072
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 31
		.amdhsa_round_robin_scheduling 0
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
	.size	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_, .Lfunc_end1-_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
                                        ; -- End function
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.num_vgpr, 25
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.num_agpr, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.numbered_sgpr, 18
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.num_named_barrier, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.private_seg_size, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.uses_vcc, 1
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.uses_flat_scratch, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.has_dyn_sized_stack, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.has_recursion, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3908
; TotalNumSgprs: 20
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_7b6b9b17c39c7618,@object ; @__hip_cuid_7b6b9b17c39c7618
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_7b6b9b17c39c7618
__hip_cuid_7b6b9b17c39c7618:
	.byte	0                               ; 0x0
	.size	__hip_cuid_7b6b9b17c39c7618, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_7b6b9b17c39c7618
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
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
    .name:           _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
