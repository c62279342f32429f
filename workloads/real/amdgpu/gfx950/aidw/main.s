	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_ ; -- Begin function _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
	.globl	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
	.p2align	8
	.type	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_,@function
_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_: ; @_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
; %bb.0:
	s_load_dword s3, s[0:1], 0x54
	s_load_dwordx2 s[4:5], s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_12
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x40
	s_load_dwordx2 s[10:11], s[0:1], 0x30
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_dword s22, s[0:1], 0x18
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_load_dwordx2 s[16:17], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[2:3]
	global_load_dword v2, v[2:3], off
	v_cvt_f32_i32_e32 v3, s22
	v_div_scale_f32 v4, s[2:3], s5, s5, v3
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, v3, s5, v3
	s_mov_b32 s2, 0xf800000
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v3, v4, s5, v3
	v_mul_f32_e32 v4, 0x4f800000, v3
	v_cmp_gt_f32_e32 vcc, s2, v3
	v_mov_b32_e32 v5, 0x260
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_sqrt_f32_e32 v4, v3
	s_nop 0
	v_add_u32_e32 v6, -1, v4
	v_add_u32_e32 v7, 1, v4
	v_fma_f32 v8, -v6, v4, v3
	v_fma_f32 v9, -v7, v4, v3
	v_cmp_ge_f32_e64 s[2:3], 0, v8
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v6, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], 0, v9
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v7, s[2:3]
	v_mul_f32_e32 v6, 0x37800000, v4
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cmp_class_f32_e32 vcc, v3, v5
	s_nop 1
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_div_scale_f32 v4, s[2:3], v3, v3, 0.5
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, 0.5, v3, 0.5
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v3, v4, v3, 0.5
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v4, s[2:3], v3, v3, v2
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, v2, v3, v2
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v4, v4, v3, v2
	v_cmp_le_f32_e32 vcc, 0, v4
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_7
; %bb.2:
	v_mul_f32_e32 v2, 0x3fc90fda, v4
	s_brev_b32 s2, 18
	s_mov_b32 s20, 0x3fc90fda
	v_cmp_nlt_f32_e64 s[2:3], |v2|, s2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[18:19], exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_lshrrev_b32_e32 v5, 23, v3
	v_add_u32_e32 v5, 0xffffff88, v5
	v_not_b32_e32 v6, 63
	v_cmp_lt_u32_e32 vcc, 63, v5
	v_and_b32_e32 v3, 0x7fffff, v3
	v_or_b32_e32 v3, 0x800000, v3
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_u32_e32 v5, v6, v5
	v_not_b32_e32 v6, 31
	v_cmp_lt_u32_e64 s[2:3], 31, v5
	s_mov_b32 s6, 0xfe5163ab
	v_mov_b32_e32 v7, 0
	v_cndmask_b32_e64 v8, 0, v6, s[2:3]
	v_add_u32_e32 v5, v8, v5
	v_cmp_lt_u32_e64 s[4:5], 31, v5
	v_mad_u64_u32 v[8:9], s[6:7], v3, s6, 0
	s_nop 0
	v_cndmask_b32_e64 v6, 0, v6, s[4:5]
	v_add_u32_e32 v5, v6, v5
	v_mov_b32_e32 v6, v9
	s_mov_b32 s6, 0x3c439041
	v_mad_u64_u32 v[10:11], s[6:7], v3, s6, v[6:7]
	v_mov_b32_e32 v6, v11
	s_mov_b32 s6, 0xdb629599
	v_mad_u64_u32 v[12:13], s[6:7], v3, s6, v[6:7]
	v_mov_b32_e32 v6, v13
	s_mov_b32 s6, 0xf534ddc0
	v_mad_u64_u32 v[14:15], s[6:7], v3, s6, v[6:7]
	v_mov_b32_e32 v6, v15
	s_mov_b32 s6, 0xfc2757d1
	v_mad_u64_u32 v[16:17], s[6:7], v3, s6, v[6:7]
	v_mov_b32_e32 v6, v17
	s_mov_b32 s6, 0x4e441529
	v_mad_u64_u32 v[18:19], s[6:7], v3, s6, v[6:7]
	v_mov_b32_e32 v6, v19
	s_mov_b32 s6, 0xa2f9836e
	v_mad_u64_u32 v[6:7], s[6:7], v3, s6, v[6:7]
	v_cndmask_b32_e32 v9, v18, v14, vcc
	v_cndmask_b32_e32 v3, v6, v16, vcc
	v_cndmask_b32_e32 v7, v7, v18, vcc
	v_cndmask_b32_e64 v6, v3, v9, s[2:3]
	v_cndmask_b32_e64 v3, v7, v3, s[2:3]
	v_cndmask_b32_e32 v7, v16, v12, vcc
	v_cndmask_b32_e64 v9, v9, v7, s[2:3]
	v_sub_u32_e32 v11, 32, v5
	v_cmp_eq_u32_e64 s[6:7], 0, v5
	v_cndmask_b32_e32 v5, v14, v10, vcc
	v_cndmask_b32_e64 v3, v3, v6, s[4:5]
	v_cndmask_b32_e64 v6, v6, v9, s[4:5]
	v_cndmask_b32_e64 v7, v7, v5, s[2:3]
	v_alignbit_b32 v13, v3, v6, v11
	v_cndmask_b32_e64 v9, v9, v7, s[4:5]
	v_cndmask_b32_e64 v3, v13, v3, s[6:7]
	v_alignbit_b32 v10, v6, v9, v11
	v_cndmask_b32_e32 v8, v12, v8, vcc
	v_cndmask_b32_e64 v6, v10, v6, s[6:7]
	v_bfe_u32 v14, v3, 29, 1
	v_cndmask_b32_e64 v5, v5, v8, s[2:3]
	v_alignbit_b32 v10, v3, v6, 30
	v_sub_u32_e32 v15, 0, v14
	v_cndmask_b32_e64 v5, v7, v5, s[4:5]
	v_xor_b32_e32 v10, v10, v15
	v_alignbit_b32 v7, v9, v5, v11
	v_cndmask_b32_e64 v7, v7, v9, s[6:7]
	v_ffbh_u32_e32 v8, v10
	v_alignbit_b32 v6, v6, v7, 30
	v_min_u32_e32 v8, 32, v8
	v_alignbit_b32 v5, v7, v5, 30
	v_xor_b32_e32 v6, v6, v15
	v_sub_u32_e32 v9, 31, v8
	v_xor_b32_e32 v5, v5, v15
	v_alignbit_b32 v10, v10, v6, v9
	v_alignbit_b32 v5, v6, v5, v9
	v_alignbit_b32 v6, v10, v5, 9
	v_ffbh_u32_e32 v7, v6
	v_min_u32_e32 v7, 32, v7
	v_lshrrev_b32_e32 v13, 29, v3
	v_not_b32_e32 v9, v7
	v_alignbit_b32 v5, v6, v5, v9
	v_lshlrev_b32_e32 v6, 31, v13
	v_or_b32_e32 v9, 0x33000000, v6
	v_add_lshl_u32 v7, v7, v8, 23
	v_lshrrev_b32_e32 v5, 9, v5
	v_sub_u32_e32 v7, v9, v7
	v_or_b32_e32 v6, 0.5, v6
	v_lshlrev_b32_e32 v8, 23, v8
	v_or_b32_e32 v5, v7, v5
	v_lshrrev_b32_e32 v7, 9, v10
	v_sub_u32_e32 v6, v6, v8
	v_or_b32_e32 v6, v7, v6
	v_mul_f32_e32 v7, 0x3fc90fda, v6
	v_fma_f32 v8, v6, s20, -v7
	v_fmamk_f32 v6, v6, 0x33a22168, v8
	v_fmac_f32_e32 v6, 0x3fc90fda, v5
	v_lshrrev_b32_e32 v3, 30, v3
	v_add_f32_e32 v5, v7, v6
	v_add_u32_e32 v3, v14, v3
.LBB0_4:
	s_andn2_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mov_b32 s4, 0x3f22f983
	v_mul_f32_e64 v3, |v2|, s4
	v_rndne_f32_e32 v5, v3
	s_mov_b32 s4, 0xbfc90fda
	v_cvt_i32_f32_e32 v3, v5
	v_fma_f32 v6, v5, s4, |v2|
	v_fmamk_f32 v6, v5, 0xb3a22168, v6
	v_fmamk_f32 v5, v5, 0xa7c234c4, v6
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_mul_f32_e32 v6, v5, v5
	v_mov_b32_e32 v7, 0x3c0881c4
	v_fmac_f32_e32 v7, 0xb94c1982, v6
	v_fmaak_f32 v7, v6, v7, 0xbe2aaa9d
	v_mul_f32_e32 v7, v6, v7
	v_fmac_f32_e32 v5, v5, v7
	v_mov_b32_e32 v7, 0xbab64f3b
	v_fmac_f32_e32 v7, 0x37d75334, v6
	v_fmaak_f32 v7, v6, v7, 0x3d2aabf7
	v_fmaak_f32 v7, v6, v7, 0xbf000004
	v_fma_f32 v6, v6, v7, 1.0
	v_and_b32_e32 v7, 1, v3
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_lshlrev_b32_e32 v3, 30, v3
	s_brev_b32 s2, 1
	v_cndmask_b32_e64 v5, -v5, v6, vcc
	v_bitop3_b32 v3, v3, v5, s2 bitop3:0x6c
	s_movk_i32 s2, 0x1f8
	v_fma_f32 v3, v3, -0.5, 0.5
	v_mov_b32_e32 v5, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v2, s2
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v3, vcc
.LBB0_7:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_cmp_lt_i32 s22, 1
	v_mov_b32_e32 v2, 0x7fc00000
	s_cbranch_scc1 .LBB0_11
; %bb.8:
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	global_load_dword v2, v[2:3], off
	v_cmp_nle_f32_e32 vcc, 2.0, v4
	global_load_dword v3, v[6:7], off
	s_mov_b32 s2, 0x3dcccccd
	v_cndmask_b32_e32 v4, 1.0, v5, vcc
	v_cmp_le_f32_e32 vcc, 0, v4
	v_cmp_ge_f32_e64 s[0:1], s2, v4
	v_mov_b32_e32 v5, 0x3fc00000
	s_and_b64 vcc, vcc, s[0:1]
	v_add_f32_e32 v6, 0xbdcccccd, v4
	s_mov_b32 s3, 0xc0a00000
	v_cndmask_b32_e32 v5, 1.0, v5, vcc
	v_cmp_lt_f32_e32 vcc, s2, v4
	s_mov_b32 s2, 0x3e99999a
	v_fma_f32 v7, v6, s3, 1.0
	v_cmp_ge_f32_e64 s[0:1], s2, v4
	v_mul_f32_e32 v7, 0x3fc00000, v7
	v_fmamk_f32 v6, v6, 0x41200000, v7
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_f32_e32 v6, 0xbe99999a, v4
	v_fma_f32 v7, v6, s3, 1.0
	v_cmp_lt_f32_e32 vcc, s2, v4
	v_cmp_ge_f32_e64 s[0:1], 0.5, v4
	v_mul_f32_e32 v7, 0x3fc00000, v7
	v_fmamk_f32 v6, v6, 0x41480000, v7
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_f32_e32 v6, -0.5, v4
	s_mov_b32 s2, 0x3f333333
	v_fma_f32 v7, v6, s3, 1.0
	v_cmp_lt_f32_e32 vcc, 0.5, v4
	v_cmp_ge_f32_e64 s[0:1], s2, v4
	v_mul_f32_e32 v7, 0x40200000, v7
	v_fmamk_f32 v6, v6, 0x41700000, v7
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_f32_e32 v6, 0xbf333333, v4
	v_cmp_lt_f32_e32 vcc, s2, v4
	s_mov_b32 s2, 0x3f666666
	v_fma_f32 v7, v6, s3, 1.0
	v_cmp_ge_f32_e64 s[0:1], s2, v4
	v_mul_f32_e32 v7, 0x40400000, v7
	v_fmamk_f32 v6, v6, 0x418c0000, v7
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_cmp_lt_f32_e32 vcc, s2, v4
	v_cmp_ge_f32_e64 s[0:1], 1.0, v4
	s_mov_b32 s18, 0x3f317218
	v_mul_f32_e32 v4, 0.5, v5
	v_mov_b32_e32 v5, 0x3fe00000
	s_and_b64 vcc, vcc, s[0:1]
                                        ; implicit-def: $vgpr8
	s_mov_b32 s19, 2.0
	v_cndmask_b32_e32 v6, v4, v5, vcc
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s23, 0x3f2aaaab
	v_mov_b32_e32 v7, 0x3e91f4c4
	s_movk_i32 s24, 0x204
	s_mov_b32 s25, 0x7f800000
	s_mov_b32 s26, 0x42b17218
	v_mov_b32_e32 v8, 0x37000000
	s_mov_b32 s27, 0x3fb8aa3b
	s_mov_b32 s28, 0xc2ce8ed0
	v_mov_b32_e32 v9, 0x7f800000
	s_brev_b32 s29, -2
	v_mov_b32_e32 v10, 0x7fc00000
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s0, s[12:13], 0x0
	s_load_dword s1, s[14:15], 0x0
	s_load_dword s33, s[16:17], 0x0
	s_add_i32 s22, s22, -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[12:13], v[2:3], s[0:1] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_mul_f32 v[12:13], v[12:13], v[12:13]
	s_nop 0
	v_add_f32_e32 v11, v12, v13
	v_cmp_neq_f32_e32 vcc, 1.0, v11
	s_nop 1
	v_cndmask_b32_e32 v26, 1.0, v6, vcc
	v_cmp_neq_f32_e32 vcc, 0, v26
	v_trunc_f32_e32 v14, v26
	v_mul_f32_e32 v15, 0.5, v26
	v_cndmask_b32_e32 v11, 1.0, v11, vcc
	v_frexp_mant_f32_e64 v16, |v11|
	v_cmp_gt_f32_e64 s[4:5], s23, v16
	v_cmp_gt_f32_e64 s[0:1], 0, v26
	v_cvt_f64_f32_e64 v[12:13], |v11|
	v_cndmask_b32_e64 v17, 1.0, 2.0, s[4:5]
	v_mul_f32_e32 v16, v16, v17
	v_cmp_eq_f32_e32 vcc, 0, v11
	v_add_f32_e32 v17, 1.0, v16
	v_cmp_neq_f32_e64 s[8:9], v26, |v26|
	v_cmp_eq_f32_e64 s[2:3], v14, v26
	v_trunc_f32_e32 v14, v15
	v_cmp_lt_f32_e64 s[30:31], |v11|, 1.0
	v_frexp_exp_i32_f64_e32 v12, v[12:13]
	s_xor_b64 s[0:1], s[0:1], vcc
	v_rcp_f32_e32 v20, v17
	v_cmp_neq_f32_e64 s[6:7], v14, v15
	s_xor_b64 s[8:9], s[8:9], s[30:31]
	v_cndmask_b32_e64 v15, v9, 0, s[0:1]
	v_subbrev_co_u32_e64 v12, s[0:1], 0, v12, s[4:5]
	v_cndmask_b32_e64 v13, v9, 0, s[8:9]
	v_cmp_neq_f32_e64 s[8:9], |v11|, 1.0
	s_and_b64 s[0:1], s[2:3], s[6:7]
	v_cvt_f32_i32_e32 v14, v12
	v_cndmask_b32_e64 v28, 1.0, v13, s[8:9]
	v_add_f32_e32 v13, -1.0, v16
	v_cndmask_b32_e64 v12, 0, v11, s[0:1]
	v_add_f32_e32 v18, -1.0, v17
	v_bfi_b32 v29, s29, v15, v12
	v_mul_f32_e32 v15, v13, v20
	v_sub_f32_e32 v12, v16, v18
	v_mul_f32_e32 v16, v17, v15
	v_fma_f32 v18, v15, v17, -v16
	v_fmac_f32_e32 v18, v15, v12
	v_add_f32_e32 v12, v16, v18
	v_sub_f32_e32 v17, v13, v12
	v_mov_b32_e32 v19, v12
	v_pk_add_f32 v[12:13], v[12:13], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e64 v27, 1.0, v11, s[0:1]
	v_pk_add_f32 v[12:13], v[12:13], v[18:19] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_class_f32_e64 s[20:21], v11, s24
	v_add_f32_e32 v12, v12, v13
	v_add_f32_e32 v12, v17, v12
	v_mul_f32_e32 v13, v20, v12
	v_add_f32_e32 v12, v15, v13
	v_sub_f32_e32 v16, v12, v15
	v_mul_f32_e32 v19, v12, v12
	v_mov_b32_e32 v15, v12
	v_sub_f32_e32 v30, v13, v16
	v_fma_f32 v13, v12, v12, -v19
	v_pk_mul_f32 v[16:17], v[14:15], s[18:19]
	v_add_f32_e32 v31, v30, v30
	v_fma_f32 v18, v14, s18, -v16
	v_fmac_f32_e32 v13, v12, v31
	v_fmac_f32_e32 v18, 0xb102e308, v14
	v_add_f32_e32 v14, v19, v13
	v_fmamk_f32 v15, v14, 0x3e76c4e1, v7
	v_sub_f32_e32 v19, v14, v19
	v_fmaak_f32 v15, v14, v15, 0x3ecccdef
	v_sub_f32_e32 v19, v13, v19
	v_mul_f32_e32 v13, v14, v15
	v_fma_f32 v20, v14, v15, -v13
	v_fmac_f32_e32 v20, v19, v15
	v_add_f32_e32 v15, v13, v20
	v_add_f32_e32 v21, 0x3f2aaaaa, v15
	v_sub_f32_e32 v13, v15, v13
	v_sub_f32_e32 v13, v20, v13
	v_add_f32_e32 v20, 0xbf2aaaaa, v21
	v_add_f32_e32 v13, 0x31739010, v13
	v_sub_f32_e32 v15, v15, v20
	v_pk_mul_f32 v[22:23], v[12:13], v[14:15]
	v_pk_add_f32 v[24:25], v[12:13], v[14:15]
	v_fma_f32 v20, v14, v12, -v22
	v_fmac_f32_e32 v20, v14, v30
	v_mov_b32_e32 v23, v25
	v_fmac_f32_e32 v20, v19, v12
	v_pk_add_f32 v[12:13], v[22:23], v[20:21]
	s_or_b64 vcc, vcc, s[20:21]
	v_sub_f32_e32 v14, v12, v22
	v_sub_f32_e32 v15, v21, v13
	v_mul_f32_e32 v21, v12, v13
	v_sub_f32_e32 v14, v20, v14
	v_add_f32_e32 v15, v25, v15
	v_fma_f32 v20, v12, v13, -v21
	v_fmac_f32_e32 v20, v12, v15
	v_fmac_f32_e32 v20, v14, v13
	v_add_f32_e32 v19, v21, v20
	v_sub_f32_e32 v14, v19, v21
	v_pk_add_f32 v[12:13], v[16:17], v[18:19]
	v_sub_f32_e32 v20, v20, v14
	v_pk_add_f32 v[14:15], v[12:13], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v17, v31, v20
	v_sub_f32_e32 v15, v19, v15
	v_add_f32_e32 v17, v17, v15
	v_pk_add_f32 v[22:23], v[12:13], v[16:17]
	v_mov_b32_e32 v19, v12
	v_mov_b32_e32 v15, v23
	v_pk_add_f32 v[24:25], v[18:19], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[14:15], v[18:19], v[14:15]
	v_mov_b32_e32 v21, v12
	v_pk_add_f32 v[18:19], v[14:15], v[12:13] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v16, v23
	v_mov_b32_e32 v17, v15
	v_pk_mov_b32 v[12:13], v[12:13], v[18:19] op_sel:[1,0]
	v_pk_add_f32 v[22:23], v[22:23], v[18:19] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[12:13], v[16:17], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v22, v24
	v_pk_add_f32 v[12:13], v[20:21], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v25, v15
	v_pk_add_f32 v[16:17], v[22:23], v[12:13]
	s_add_u32 s12, s12, 4
	v_pk_add_f32 v[18:19], v[16:17], v[16:17] op_sel:[0,1] op_sel_hi:[1,0]
	s_addc_u32 s13, s13, 0
	v_pk_add_f32 v[14:15], v[14:15], v[18:19] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v17, v14
	v_mov_b32_e32 v13, v18
	v_pk_add_f32 v[18:19], v[16:17], v[24:25] neg_lo:[0,1] neg_hi:[0,1]
	s_add_u32 s14, s14, 4
	v_sub_f32_e32 v15, v16, v18
	v_pk_add_f32 v[12:13], v[12:13], v[18:19] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v15, v24, v15
	v_add_f32_e32 v12, v12, v15
	v_add_f32_e32 v12, v12, v13
	v_add_f32_e32 v13, v14, v12
	v_sub_f32_e32 v14, v13, v14
	v_mul_f32_e32 v15, v26, v13
	v_sub_f32_e32 v12, v12, v14
	v_fma_f32 v13, v26, v13, -v15
	v_fmac_f32_e32 v13, v26, v12
	v_add_f32_e32 v12, v15, v13
	v_cmp_class_f32_e64 s[0:1], v15, s24
	v_sub_f32_e32 v14, v12, v15
	v_sub_f32_e32 v13, v13, v14
	v_cndmask_b32_e64 v12, v12, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], s26, v12
	s_addc_u32 s15, s15, 0
	s_add_u32 s16, s16, 4
	v_cndmask_b32_e64 v14, 0, v8, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], |v12|, s25
	v_sub_f32_e32 v12, v12, v14
	s_addc_u32 s17, s17, 0
	v_cndmask_b32_e64 v13, 0, v13, s[0:1]
	v_add_f32_e32 v13, v14, v13
	v_mul_f32_e32 v14, 0x3fb8aa3b, v12
	v_fma_f32 v15, v12, s27, -v14
	v_rndne_f32_e32 v16, v14
	v_fmac_f32_e32 v15, 0x32a5705f, v12
	v_sub_f32_e32 v14, v14, v16
	v_add_f32_e32 v14, v14, v15
	v_cvt_i32_f32_e32 v16, v16
	v_exp_f32_e32 v14, v14
	v_cmp_ngt_f32_e64 s[0:1], s28, v12
	s_cmp_eq_u32 s22, 0
	v_ldexp_f32 v14, v14, v16
	v_cndmask_b32_e64 v14, 0, v14, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s26, v12
	s_nop 1
	v_cndmask_b32_e64 v12, v9, v14, s[0:1]
	v_fma_f32 v13, v12, v13, v12
	v_cmp_class_f32_e64 s[0:1], v12, s24
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v12, s[0:1]
	v_bfi_b32 v12, s29, v12, v27
	v_cmp_class_f32_e64 s[0:1], v26, s24
	s_nop 1
	v_cndmask_b32_e64 v12, v12, v28, s[0:1]
	v_cndmask_b32_e32 v12, v12, v29, vcc
	v_div_scale_f32 v13, s[0:1], v12, v12, 1.0
	v_rcp_f32_e32 v15, v13
	v_div_scale_f32 v14, vcc, 1.0, v12, 1.0
	v_fma_f32 v16, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fmac_f32_e32 v16, v17, v15
	v_fma_f32 v13, -v13, v16, v14
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v12, v13, v12, 1.0
	v_cmp_o_f32_e32 vcc, v11, v26
	s_nop 1
	v_cndmask_b32_e32 v12, v10, v12, vcc
	v_mul_f32_e32 v13, s33, v12
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	s_cbranch_scc0 .LBB0_9
; %bb.10:
	v_div_scale_f32 v2, s[0:1], v4, v4, v5
	v_rcp_f32_e32 v3, v2
	v_div_scale_f32 v6, vcc, v5, v4, v5
	v_fma_f32 v7, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v7, v3
	v_mul_f32_e32 v7, v6, v3
	v_fma_f32 v8, -v2, v7, v6
	v_fmac_f32_e32 v7, v8, v3
	v_fma_f32 v2, -v2, v7, v6
	v_div_fmas_f32 v2, v2, v3, v7
	v_div_fixup_f32 v2, v2, v4, v5
.LBB0_11:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_store_dword v[0:1], v2, off
.LBB0_12:
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
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
	.size	_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_, .Lfunc_end0-_Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_
                                        ; -- End function
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.num_vgpr, 32
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.num_agpr, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.numbered_sgpr, 34
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.num_named_barrier, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.private_seg_size, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.uses_vcc, 1
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.uses_flat_scratch, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.has_dyn_sized_stack, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.has_recursion, 0
	.set _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3056
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
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
	.protected	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_ ; -- Begin function _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
	.globl	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
	.p2align	8
	.type	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_,@function
_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_: ; @_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
; %bb.0:
	s_load_dword s3, s[0:1], 0x54
	s_load_dwordx2 s[4:5], s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v2, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_16
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x40
	s_load_dwordx2 s[10:11], s[0:1], 0x30
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_dword s22, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[2:3]
	global_load_dword v1, v[4:5], off
	v_cvt_f32_i32_e32 v4, s22
	v_div_scale_f32 v5, s[2:3], s5, s5, v4
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v7, vcc, v4, s5, v4
	s_mov_b32 s2, 0xf800000
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v5, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v4, v5, s5, v4
	v_mul_f32_e32 v5, 0x4f800000, v4
	v_cmp_gt_f32_e32 vcc, s2, v4
	v_mov_b32_e32 v6, 0x260
	s_nop 0
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_sqrt_f32_e32 v5, v4
	s_nop 0
	v_add_u32_e32 v7, -1, v5
	v_add_u32_e32 v8, 1, v5
	v_fma_f32 v9, -v7, v5, v4
	v_fma_f32 v10, -v8, v5, v4
	v_cmp_ge_f32_e64 s[2:3], 0, v9
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v7, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], 0, v10
	s_nop 1
	v_cndmask_b32_e64 v5, v5, v8, s[2:3]
	v_mul_f32_e32 v7, 0x37800000, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cmp_class_f32_e32 vcc, v4, v6
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v4, vcc
	v_div_scale_f32 v5, s[2:3], v4, v4, 0.5
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v7, vcc, 0.5, v4, 0.5
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v5, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v4, v5, v4, 0.5
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v5, s[2:3], v4, v4, v1
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v7, vcc, v1, v4, v1
	v_fma_f32 v8, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v8, v6
	v_mul_f32_e32 v8, v7, v6
	v_fma_f32 v9, -v5, v8, v7
	v_fmac_f32_e32 v8, v9, v6
	v_fma_f32 v5, -v5, v8, v7
	v_div_fmas_f32 v5, v5, v6, v8
	v_div_fixup_f32 v1, v5, v4, v1
	v_cmp_le_f32_e32 vcc, 0, v1
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_7
; %bb.2:
	v_mul_f32_e32 v4, 0x3fc90fda, v1
	s_brev_b32 s2, 18
	s_mov_b32 s14, 0x3fc90fda
	v_cmp_nlt_f32_e64 s[2:3], |v4|, s2
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[12:13], exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_and_b32_e32 v5, 0x7fffffff, v4
	v_lshrrev_b32_e32 v6, 23, v5
	v_add_u32_e32 v6, 0xffffff88, v6
	v_not_b32_e32 v8, 63
	v_cmp_lt_u32_e32 vcc, 63, v6
	v_and_b32_e32 v5, 0x7fffff, v5
	v_or_b32_e32 v5, 0x800000, v5
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_add_u32_e32 v6, v8, v6
	v_not_b32_e32 v8, 31
	v_cmp_lt_u32_e64 s[2:3], 31, v6
	s_mov_b32 s6, 0xfe5163ab
	v_mov_b32_e32 v7, 0
	v_cndmask_b32_e64 v9, 0, v8, s[2:3]
	v_add_u32_e32 v6, v9, v6
	v_cmp_lt_u32_e64 s[4:5], 31, v6
	s_nop 1
	v_cndmask_b32_e64 v8, 0, v8, s[4:5]
	v_add_u32_e32 v20, v8, v6
	v_mad_u64_u32 v[8:9], s[6:7], v5, s6, 0
	v_mov_b32_e32 v6, v9
	s_mov_b32 s6, 0x3c439041
	v_mad_u64_u32 v[10:11], s[6:7], v5, s6, v[6:7]
	v_mov_b32_e32 v6, v11
	s_mov_b32 s6, 0xdb629599
	v_mad_u64_u32 v[12:13], s[6:7], v5, s6, v[6:7]
	v_mov_b32_e32 v6, v13
	s_mov_b32 s6, 0xf534ddc0
	v_mad_u64_u32 v[14:15], s[6:7], v5, s6, v[6:7]
	v_mov_b32_e32 v6, v15
	s_mov_b32 s6, 0xfc2757d1
	v_mad_u64_u32 v[16:17], s[6:7], v5, s6, v[6:7]
	v_mov_b32_e32 v6, v17
	s_mov_b32 s6, 0x4e441529
	v_mad_u64_u32 v[18:19], s[6:7], v5, s6, v[6:7]
	v_mov_b32_e32 v6, v19
	s_mov_b32 s6, 0xa2f9836e
	v_mad_u64_u32 v[6:7], s[6:7], v5, s6, v[6:7]
	v_cndmask_b32_e32 v9, v18, v14, vcc
	v_cndmask_b32_e32 v5, v6, v16, vcc
	v_cndmask_b32_e32 v7, v7, v18, vcc
	v_cndmask_b32_e64 v6, v5, v9, s[2:3]
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_cndmask_b32_e32 v7, v16, v12, vcc
	v_cndmask_b32_e64 v9, v9, v7, s[2:3]
	v_cndmask_b32_e32 v10, v14, v10, vcc
	v_cndmask_b32_e64 v5, v5, v6, s[4:5]
	v_cndmask_b32_e64 v6, v6, v9, s[4:5]
	v_sub_u32_e32 v11, 32, v20
	v_cndmask_b32_e64 v7, v7, v10, s[2:3]
	v_alignbit_b32 v13, v5, v6, v11
	v_cmp_eq_u32_e64 s[6:7], 0, v20
	v_cndmask_b32_e64 v9, v9, v7, s[4:5]
	v_cndmask_b32_e32 v8, v12, v8, vcc
	v_cndmask_b32_e64 v5, v13, v5, s[6:7]
	v_alignbit_b32 v13, v6, v9, v11
	v_cndmask_b32_e64 v6, v13, v6, s[6:7]
	v_bfe_u32 v15, v5, 29, 1
	v_cndmask_b32_e64 v8, v10, v8, s[2:3]
	v_alignbit_b32 v13, v5, v6, 30
	v_sub_u32_e32 v16, 0, v15
	v_cndmask_b32_e64 v7, v7, v8, s[4:5]
	v_xor_b32_e32 v13, v13, v16
	v_alignbit_b32 v8, v9, v7, v11
	v_cndmask_b32_e64 v8, v8, v9, s[6:7]
	v_ffbh_u32_e32 v9, v13
	v_alignbit_b32 v6, v6, v8, 30
	v_min_u32_e32 v9, 32, v9
	v_alignbit_b32 v7, v8, v7, 30
	v_xor_b32_e32 v6, v6, v16
	v_sub_u32_e32 v10, 31, v9
	v_xor_b32_e32 v7, v7, v16
	v_alignbit_b32 v11, v13, v6, v10
	v_alignbit_b32 v6, v6, v7, v10
	v_alignbit_b32 v7, v11, v6, 9
	v_ffbh_u32_e32 v8, v7
	v_min_u32_e32 v8, 32, v8
	v_lshrrev_b32_e32 v14, 29, v5
	v_not_b32_e32 v10, v8
	v_alignbit_b32 v6, v7, v6, v10
	v_lshlrev_b32_e32 v7, 31, v14
	v_or_b32_e32 v10, 0x33000000, v7
	v_add_lshl_u32 v8, v8, v9, 23
	v_lshrrev_b32_e32 v6, 9, v6
	v_sub_u32_e32 v8, v10, v8
	v_or_b32_e32 v7, 0.5, v7
	v_lshlrev_b32_e32 v9, 23, v9
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 9, v11
	v_sub_u32_e32 v7, v7, v9
	v_or_b32_e32 v7, v8, v7
	v_mul_f32_e32 v8, 0x3fc90fda, v7
	v_fma_f32 v9, v7, s14, -v8
	v_fmamk_f32 v7, v7, 0x33a22168, v9
	v_fmac_f32_e32 v7, 0x3fc90fda, v6
	v_lshrrev_b32_e32 v5, 30, v5
	v_add_f32_e32 v6, v8, v7
	v_add_u32_e32 v5, v15, v5
.LBB1_4:
	s_andn2_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB1_6
; %bb.5:
	s_mov_b32 s4, 0x3f22f983
	v_mul_f32_e64 v5, |v4|, s4
	v_rndne_f32_e32 v6, v5
	s_mov_b32 s4, 0xbfc90fda
	v_cvt_i32_f32_e32 v5, v6
	v_fma_f32 v7, v6, s4, |v4|
	v_fmamk_f32 v7, v6, 0xb3a22168, v7
	v_fmamk_f32 v6, v6, 0xa7c234c4, v7
.LBB1_6:
	s_or_b64 exec, exec, s[2:3]
	v_mul_f32_e32 v7, v6, v6
	v_mov_b32_e32 v8, 0x3c0881c4
	v_fmac_f32_e32 v8, 0xb94c1982, v7
	v_fmaak_f32 v8, v7, v8, 0xbe2aaa9d
	v_mul_f32_e32 v8, v7, v8
	v_fmac_f32_e32 v6, v6, v8
	v_mov_b32_e32 v8, 0xbab64f3b
	v_fmac_f32_e32 v8, 0x37d75334, v7
	v_fmaak_f32 v8, v7, v8, 0x3d2aabf7
	v_fmaak_f32 v8, v7, v8, 0xbf000004
	v_fma_f32 v7, v7, v8, 1.0
	v_and_b32_e32 v8, 1, v5
	v_cmp_eq_u32_e32 vcc, 0, v8
	v_lshlrev_b32_e32 v5, 30, v5
	s_brev_b32 s2, 1
	v_cndmask_b32_e64 v6, -v6, v7, vcc
	v_bitop3_b32 v5, v5, v6, s2 bitop3:0x6c
	s_movk_i32 s2, 0x1f8
	v_fma_f32 v5, v5, -0.5, 0.5
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_class_f32_e64 vcc, v4, s2
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v5, vcc
.LBB1_7:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_load_dwordx2 s[16:17], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	s_cmpk_lt_i32 s22, 0xff02
	v_mov_b32_e32 v4, 0x7fc00000
	s_cbranch_scc1 .LBB1_15
; %bb.8:
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[8:9]
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[8:9]
	global_load_dword v4, v[4:5], off
	v_cmp_nle_f32_e32 vcc, 2.0, v1
	global_load_dword v5, v[8:9], off
	s_mov_b32 s2, 0x3dcccccd
	v_cndmask_b32_e32 v1, 1.0, v6, vcc
	v_cmp_le_f32_e32 vcc, 0, v1
	v_cmp_ge_f32_e64 s[0:1], s2, v1
	v_mov_b32_e32 v6, 0x3fc00000
	s_and_b64 vcc, vcc, s[0:1]
	v_add_f32_e32 v7, 0xbdcccccd, v1
	s_mov_b32 s3, 0xc0a00000
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_f32_e32 vcc, s2, v1
	s_mov_b32 s2, 0x3e99999a
	v_fma_f32 v8, v7, s3, 1.0
	v_cmp_ge_f32_e64 s[0:1], s2, v1
	v_mul_f32_e32 v8, 0x3fc00000, v8
	v_fmamk_f32 v7, v7, 0x41200000, v8
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_f32_e32 v7, 0xbe99999a, v1
	v_fma_f32 v8, v7, s3, 1.0
	v_cmp_lt_f32_e32 vcc, s2, v1
	v_cmp_ge_f32_e64 s[0:1], 0.5, v1
	v_mul_f32_e32 v8, 0x3fc00000, v8
	v_fmamk_f32 v7, v7, 0x41480000, v8
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_f32_e32 v7, -0.5, v1
	s_mov_b32 s2, 0x3f333333
	v_fma_f32 v8, v7, s3, 1.0
	v_cmp_lt_f32_e32 vcc, 0.5, v1
	v_cmp_ge_f32_e64 s[0:1], s2, v1
	v_mul_f32_e32 v8, 0x40200000, v8
	v_fmamk_f32 v7, v7, 0x41700000, v8
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_f32_e32 v7, 0xbf333333, v1
	v_cmp_lt_f32_e32 vcc, s2, v1
	s_mov_b32 s2, 0x3f666666
	v_fma_f32 v8, v7, s3, 1.0
	v_cmp_ge_f32_e64 s[0:1], s2, v1
	v_mul_f32_e32 v8, 0x40400000, v8
	v_fmamk_f32 v7, v7, 0x418c0000, v8
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cmp_lt_f32_e32 vcc, s2, v1
	v_cmp_ge_f32_e64 s[0:1], 1.0, v1
	s_and_b64 vcc, vcc, s[0:1]
	s_add_i32 s0, s22, -1
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 24
	v_mul_f32_e32 v1, 0.5, v6
	v_mov_b32_e32 v6, 0x3fe00000
	s_add_i32 s0, s0, s1
	v_mov_b32_e32 v7, 0
	s_mov_b32 s18, 0x3f317218
	v_cndmask_b32_e32 v1, v1, v6, vcc
	s_ashr_i32 s0, s0, 8
	v_mov_b32_e32 v6, v7
                                        ; implicit-def: $vgpr8
	s_mov_b32 s19, 2.0
	s_mov_b32 s23, 0
	v_lshlrev_b32_e32 v10, 2, v0
	s_max_i32 s24, s0, 0
	s_mov_b32 s25, 0x3f2aaaab
	v_mov_b32_e32 v11, 0x3e91f4c4
	s_movk_i32 s26, 0x204
	s_mov_b32 s27, 0x7f800000
	s_mov_b32 s28, 0x42b17218
	v_mov_b32_e32 v12, 0x37000000
	s_mov_b32 s29, 0x3fb8aa3b
	s_mov_b32 s30, 0xc2ce8ed0
	v_mov_b32_e32 v13, 0x7f800000
	s_brev_b32 s31, -2
	v_mov_b32_e32 v14, 0x7fc00000
	v_mov_b64_e32 v[8:9], v[6:7]
.LBB1_9:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_12 Depth 2
	s_lshl_b32 s2, s23, 8
	s_sub_i32 s0, s22, s2
	s_min_i32 s0, s0, 0x100
	v_cmp_gt_i32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_11
; %bb.10:                               ;   in Loop: Header=BB1_9 Depth=1
	v_add_u32_e32 v6, s2, v0
	v_lshlrev_b64 v[16:17], 2, v[6:7]
	v_lshl_add_u64 v[18:19], s[12:13], 0, v[16:17]
	global_load_dword v6, v[18:19], off
	v_lshl_add_u64 v[18:19], s[14:15], 0, v[16:17]
	global_load_dword v15, v[18:19], off
	v_lshl_add_u64 v[16:17], s[16:17], 0, v[16:17]
	global_load_dword v16, v[16:17], off
	s_waitcnt vmcnt(1)
	ds_write2st64_b32 v10, v6, v15 offset1:4
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v16 offset:2048
.LBB1_11:                               ;   in Loop: Header=BB1_9 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s33, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_12:                               ;   Parent Loop BB1_9 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v6, s33
	ds_read2st64_b32 v[16:17], v6 offset1:4
	ds_read_b32 v6, v6 offset:2048
	s_add_i32 s33, s33, 4
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_pk_add_f32 v[16:17], v[4:5], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_mul_f32 v[16:17], v[16:17], v[16:17]
	s_nop 0
	v_add_f32_e32 v15, v16, v17
	v_cmp_neq_f32_e32 vcc, 1.0, v15
	s_nop 1
	v_cndmask_b32_e32 v30, 1.0, v1, vcc
	v_cmp_neq_f32_e32 vcc, 0, v30
	v_trunc_f32_e32 v18, v30
	v_mul_f32_e32 v19, 0.5, v30
	v_cndmask_b32_e32 v15, 1.0, v15, vcc
	v_frexp_mant_f32_e64 v20, |v15|
	v_cmp_gt_f32_e64 s[4:5], s25, v20
	v_cmp_gt_f32_e64 s[0:1], 0, v30
	v_cvt_f64_f32_e64 v[16:17], |v15|
	v_cndmask_b32_e64 v21, 1.0, 2.0, s[4:5]
	v_mul_f32_e32 v20, v20, v21
	v_cmp_eq_f32_e32 vcc, 0, v15
	v_add_f32_e32 v21, 1.0, v20
	v_cmp_neq_f32_e64 s[8:9], v30, |v30|
	v_cmp_eq_f32_e64 s[2:3], v18, v30
	v_trunc_f32_e32 v18, v19
	v_cmp_lt_f32_e64 s[34:35], |v15|, 1.0
	v_frexp_exp_i32_f64_e32 v16, v[16:17]
	s_xor_b64 s[0:1], s[0:1], vcc
	v_rcp_f32_e32 v24, v21
	v_cmp_neq_f32_e64 s[6:7], v18, v19
	s_xor_b64 s[8:9], s[8:9], s[34:35]
	v_cndmask_b32_e64 v19, v13, 0, s[0:1]
	v_subbrev_co_u32_e64 v16, s[0:1], 0, v16, s[4:5]
	v_cndmask_b32_e64 v17, v13, 0, s[8:9]
	v_cmp_neq_f32_e64 s[8:9], |v15|, 1.0
	s_and_b64 s[0:1], s[2:3], s[6:7]
	v_cvt_f32_i32_e32 v18, v16
	v_cndmask_b32_e64 v32, 1.0, v17, s[8:9]
	v_add_f32_e32 v17, -1.0, v20
	v_cndmask_b32_e64 v16, 0, v15, s[0:1]
	v_add_f32_e32 v22, -1.0, v21
	v_bfi_b32 v33, s31, v19, v16
	v_mul_f32_e32 v19, v17, v24
	v_sub_f32_e32 v16, v20, v22
	v_mul_f32_e32 v20, v21, v19
	v_fma_f32 v22, v19, v21, -v20
	v_fmac_f32_e32 v22, v19, v16
	v_add_f32_e32 v16, v20, v22
	v_sub_f32_e32 v21, v17, v16
	v_mov_b32_e32 v23, v16
	v_pk_add_f32 v[16:17], v[16:17], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e64 v31, 1.0, v15, s[0:1]
	v_pk_add_f32 v[16:17], v[16:17], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_class_f32_e64 s[20:21], v15, s26
	v_add_f32_e32 v16, v16, v17
	v_add_f32_e32 v16, v21, v16
	v_mul_f32_e32 v17, v24, v16
	v_add_f32_e32 v16, v19, v17
	v_sub_f32_e32 v20, v16, v19
	v_mul_f32_e32 v23, v16, v16
	v_mov_b32_e32 v19, v16
	v_sub_f32_e32 v34, v17, v20
	v_fma_f32 v17, v16, v16, -v23
	v_pk_mul_f32 v[20:21], v[18:19], s[18:19]
	v_add_f32_e32 v35, v34, v34
	v_fma_f32 v22, v18, s18, -v20
	v_fmac_f32_e32 v17, v16, v35
	v_fmac_f32_e32 v22, 0xb102e308, v18
	v_add_f32_e32 v18, v23, v17
	v_fmamk_f32 v19, v18, 0x3e76c4e1, v11
	v_sub_f32_e32 v23, v18, v23
	v_fmaak_f32 v19, v18, v19, 0x3ecccdef
	v_sub_f32_e32 v23, v17, v23
	v_mul_f32_e32 v17, v18, v19
	v_fma_f32 v24, v18, v19, -v17
	v_fmac_f32_e32 v24, v23, v19
	v_add_f32_e32 v19, v17, v24
	v_add_f32_e32 v25, 0x3f2aaaaa, v19
	v_sub_f32_e32 v17, v19, v17
	v_sub_f32_e32 v17, v24, v17
	v_add_f32_e32 v24, 0xbf2aaaaa, v25
	v_add_f32_e32 v17, 0x31739010, v17
	v_sub_f32_e32 v19, v19, v24
	v_pk_mul_f32 v[26:27], v[16:17], v[18:19]
	v_pk_add_f32 v[28:29], v[16:17], v[18:19]
	v_fma_f32 v24, v18, v16, -v26
	v_fmac_f32_e32 v24, v18, v34
	v_mov_b32_e32 v27, v29
	v_fmac_f32_e32 v24, v23, v16
	v_pk_add_f32 v[16:17], v[26:27], v[24:25]
	s_or_b64 vcc, vcc, s[20:21]
	v_sub_f32_e32 v18, v16, v26
	v_sub_f32_e32 v19, v25, v17
	v_mul_f32_e32 v25, v16, v17
	v_sub_f32_e32 v18, v24, v18
	v_add_f32_e32 v19, v29, v19
	v_fma_f32 v24, v16, v17, -v25
	v_fmac_f32_e32 v24, v16, v19
	v_fmac_f32_e32 v24, v18, v17
	v_add_f32_e32 v23, v25, v24
	v_sub_f32_e32 v18, v23, v25
	v_pk_add_f32 v[16:17], v[20:21], v[22:23]
	v_sub_f32_e32 v24, v24, v18
	v_pk_add_f32 v[18:19], v[16:17], v[20:21] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v21, v35, v24
	v_sub_f32_e32 v19, v23, v19
	v_add_f32_e32 v21, v21, v19
	v_pk_add_f32 v[26:27], v[16:17], v[20:21]
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v19, v27
	v_pk_add_f32 v[28:29], v[22:23], v[18:19] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[22:23], v[18:19]
	v_mov_b32_e32 v25, v16
	v_pk_add_f32 v[22:23], v[18:19], v[16:17] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v24, v21
	v_mov_b32_e32 v20, v27
	v_mov_b32_e32 v21, v19
	v_pk_mov_b32 v[16:17], v[16:17], v[22:23] op_sel:[1,0]
	v_pk_add_f32 v[26:27], v[26:27], v[22:23] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[20:21], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v26, v28
	v_pk_add_f32 v[16:17], v[24:25], v[16:17] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v29, v19
	v_pk_add_f32 v[20:21], v[26:27], v[16:17]
	s_cmpk_lg_i32 s33, 0x400
	v_pk_add_f32 v[22:23], v[20:21], v[20:21] op_sel:[0,1] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[18:19], v[18:19], v[22:23] op_sel:[1,0] op_sel_hi:[0,1]
	v_mov_b32_e32 v21, v18
	v_mov_b32_e32 v17, v22
	v_pk_add_f32 v[22:23], v[20:21], v[28:29] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_sub_f32_e32 v19, v20, v22
	v_pk_add_f32 v[16:17], v[16:17], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v19, v28, v19
	v_add_f32_e32 v16, v16, v19
	v_add_f32_e32 v16, v16, v17
	v_add_f32_e32 v17, v18, v16
	v_sub_f32_e32 v18, v17, v18
	v_mul_f32_e32 v19, v30, v17
	v_sub_f32_e32 v16, v16, v18
	v_fma_f32 v17, v30, v17, -v19
	v_fmac_f32_e32 v17, v30, v16
	v_add_f32_e32 v16, v19, v17
	v_cmp_class_f32_e64 s[0:1], v19, s26
	v_sub_f32_e32 v18, v16, v19
	v_sub_f32_e32 v17, v17, v18
	v_cndmask_b32_e64 v16, v16, v19, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], s28, v16
	s_nop 1
	v_cndmask_b32_e64 v18, 0, v12, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], |v16|, s27
	v_sub_f32_e32 v16, v16, v18
	s_nop 0
	v_cndmask_b32_e64 v17, 0, v17, s[0:1]
	v_add_f32_e32 v17, v18, v17
	v_mul_f32_e32 v18, 0x3fb8aa3b, v16
	v_fma_f32 v19, v16, s29, -v18
	v_rndne_f32_e32 v20, v18
	v_fmac_f32_e32 v19, 0x32a5705f, v16
	v_sub_f32_e32 v18, v18, v20
	v_add_f32_e32 v18, v18, v19
	v_cvt_i32_f32_e32 v20, v20
	v_exp_f32_e32 v18, v18
	v_cmp_ngt_f32_e64 s[0:1], s30, v16
	v_ldexp_f32 v18, v18, v20
	s_nop 0
	v_cndmask_b32_e64 v18, 0, v18, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s28, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v13, v18, s[0:1]
	v_fma_f32 v17, v16, v17, v16
	v_cmp_class_f32_e64 s[0:1], v16, s26
	s_nop 1
	v_cndmask_b32_e64 v16, v17, v16, s[0:1]
	v_bfi_b32 v16, s31, v16, v31
	v_cmp_class_f32_e64 s[0:1], v30, s26
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v32, s[0:1]
	v_cndmask_b32_e32 v16, v16, v33, vcc
	v_div_scale_f32 v17, s[0:1], v16, v16, 1.0
	v_rcp_f32_e32 v18, v17
	v_div_scale_f32 v19, vcc, 1.0, v16, 1.0
	v_fma_f32 v20, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v20, v18
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	v_div_fixup_f32 v16, v17, v16, 1.0
	v_cmp_o_f32_e32 vcc, v15, v30
	s_nop 1
	v_cndmask_b32_e32 v17, v14, v16, vcc
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v16, v6, v17
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	s_cbranch_scc1 .LBB1_12
; %bb.13:                               ;   in Loop: Header=BB1_9 Depth=1
	s_add_i32 s0, s23, 1
	s_cmp_lg_u32 s23, s24
	s_mov_b32 s23, s0
	s_barrier
	s_cbranch_scc1 .LBB1_9
; %bb.14:
	v_div_scale_f32 v0, s[0:1], v9, v9, v8
	v_rcp_f32_e32 v1, v0
	v_div_scale_f32 v4, vcc, v8, v9, v8
	v_fma_f32 v5, -v0, v1, 1.0
	v_fmac_f32_e32 v1, v5, v1
	v_mul_f32_e32 v5, v4, v1
	v_fma_f32 v6, -v0, v5, v4
	v_fmac_f32_e32 v5, v6, v1
	v_fma_f32 v0, -v0, v5, v4
	v_div_fmas_f32 v0, v0, v1, v5
	v_div_fixup_f32 v4, v0, v9, v8
.LBB1_15:
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[10:11]
	global_store_dword v[0:1], v4, off
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
		.amdhsa_next_free_sgpr 36
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
	.size	_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_, .Lfunc_end1-_Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_
                                        ; -- End function
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.num_vgpr, 36
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.num_agpr, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.numbered_sgpr, 36
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.num_named_barrier, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.private_seg_size, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.uses_vcc, 1
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.uses_flat_scratch, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.has_dyn_sized_stack, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.has_recursion, 0
	.set _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3236
; TotalNumSgprs: 42
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 42
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z11AIDW_KernelPKfS0_S0_iS0_S0_PfifS0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z17AIDW_Kernel_TiledPKfS0_S0_iS0_S0_PfifS0_.kd
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
