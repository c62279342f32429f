	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z6TwoOptiPKfS0_PiS1_S1_ ; -- Begin function _Z6TwoOptiPKfS0_PiS1_S1_
	.globl	_Z6TwoOptiPKfS0_PiS1_S1_
	.p2align	8
	.type	_Z6TwoOptiPKfS0_PiS1_S1_,@function
_Z6TwoOptiPKfS0_PiS1_S1_:               ; @_Z6TwoOptiPKfS0_PiS1_S1_
; %bb.0:
	s_clause 0x2
	s_load_dword s18, s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	s_load_dwordx2 s[16:17], s[4:5], 0x28
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s18, 3
	s_add_i32 s0, s0, 33
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 27
	s_add_i32 s0, s0, s1
	v_cmp_gt_i32_e64 s1, s18, v0
	s_lshr_b32 s0, s0, 5
	s_mul_i32 s0, s6, s0
	s_lshl_b32 s2, s0, 5
	s_lshl_b64 s[26:27], s[2:3], 2
	s_add_u32 s28, s8, s26
	s_addc_u32 s29, s9, s27
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[24:25], s[18:19], 2
	s_add_u32 s20, s28, s24
	s_addc_u32 s21, s29, s25
	s_add_u32 s22, s20, s24
	s_addc_u32 s23, s21, s25
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x3c
	s_load_dwordx4 s[12:15], s[4:5], 0x8
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s0, 0xffff
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_nc_u32_e32 v1, s7, v1
	v_add_co_u32 v4, vcc_lo, s12, v2
	v_add_co_ci_u32_e64 v5, null, s13, v3, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s18, v1
	v_add_co_u32 v2, s0, s20, v2
	global_load_dword v4, v[4:5], off
	v_add_co_ci_u32_e64 v3, null, s21, v3, s0
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v4, off
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v1, v0
	s_mov_b32 s3, 0
	.p2align	6
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_nc_u32_e32 v1, s7, v1
	v_add_co_u32 v4, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v5, null, s15, v3, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s18, v1
	v_add_co_u32 v2, s0, s22, v2
	global_load_dword v4, v[4:5], off
	v_add_co_ci_u32_e64 v3, null, s23, v3, s0
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v4, off offset:4
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_4
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s2
	v_cmp_eq_u32_e64 s0, 0, v0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_10
; %bb.6:
	s_cmp_lt_u32 s18, 2
	s_cbranch_scc1 .LBB0_9
; %bb.7:
	s_lshl_b64 s[2:3], s[18:19], 3
	s_add_i32 s14, s18, -1
	s_add_u32 s2, s2, s26
	s_addc_u32 s3, s3, s27
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_u32 s12, s24, s26
	s_addc_u32 s13, s25, s27
	v_cvt_f32_i32_e32 v1, s14
	s_add_u32 s12, s8, s12
	v_mov_b32_e32 v2, 0
	s_addc_u32 s13, s9, s13
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_inst_prefetch 0x1
	.p2align	6
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s6, s6, 0x1984a2d
	s_add_i32 s14, s14, -1
	s_add_i32 s6, s6, 1
	s_bitset0_b32 s6, 31
	v_cvt_f32_u32_e32 v3, s6
	v_mul_f32_e32 v3, 0x30000000, v3
	v_mul_f32_e32 v3, v3, v1
	v_cvt_i32_f32_e32 v3, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v5, vcc_lo, s20, v3
	v_add_co_ci_u32_e64 v6, null, s21, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s22, v3
	global_load_dword v7, v2, s[12:13]
	global_load_dword v8, v[5:6], off offset:4
	v_add_co_ci_u32_e64 v4, null, s23, v4, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v2, v8, s[12:13]
	global_store_dword v[5:6], v7, off offset:4
	global_load_dword v5, v[3:4], off offset:8
	global_load_dword v6, v2, s[2:3]
	s_waitcnt vmcnt(1)
	global_store_dword v2, v5, s[2:3]
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u32 s14, 0
	s_waitcnt vmcnt(0)
	global_store_dword v[3:4], v6, off offset:8
	s_cbranch_scc0 .LBB0_8
.LBB0_9:
	s_inst_prefetch 0x2
	v_mov_b32_e32 v1, 0
	s_add_u32 s2, s22, s24
	s_addc_u32 s3, s23, s25
	s_clause 0x1
	global_load_dword v2, v1, s[20:21]
	global_load_dword v3, v1, s[22:23] offset:4
	s_waitcnt vmcnt(1)
	global_store_dword v1, v2, s[22:23]
	s_waitcnt vmcnt(0)
	global_store_dword v1, v3, s[2:3] offset:4
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_load_dword s2, s[4:5], 0x3c
	s_add_i32 s15, s18, -2
	s_cmp_gt_i32 s18, 2
	v_lshlrev_b32_e32 v14, 2, v0
	s_cselect_b32 s30, -1, 0
	v_lshlrev_b32_e32 v15, 1, v0
	v_mov_b32_e32 v16, 0
	v_sub_nc_u32_e32 v17, 0, v0
	v_add_nc_u32_e32 v13, 0x600, v14
	v_mov_b32_e32 v18, 0x600
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr6
	s_waitcnt lgkmcnt(0)
	s_and_b32 s14, s2, 0xffff
	s_add_u32 s6, s22, s24
	s_addc_u32 s7, s23, s25
	s_add_i32 s31, s18, -1
	s_lshl_b64 s[12:13], s[18:19], 3
	s_ashr_i32 s2, s31, 31
	v_add_co_u32 v1, s3, s31, v0
	v_add_co_ci_u32_e64 v2, null, s2, 0, s3
	s_add_u32 s3, s8, s26
	s_addc_u32 s4, s9, s27
	v_cmp_gt_u32_e64 s2, 0x80, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_lshl_b32 s8, s14, 2
	s_add_i32 s9, s18, 0xffffff80
	v_add_co_u32 v1, vcc_lo, s3, v1
	v_add_co_ci_u32_e64 v2, null, s4, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, 0xfffffe04, v1
	v_add_co_ci_u32_e64 v2, null, -1, v2, vcc_lo
	s_branch .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, 0, v12
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_51
.LBB0_12:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_18 Depth 2
                                        ;       Child Loop BB0_22 Depth 3
                                        ;         Child Loop BB0_25 Depth 4
                                        ;         Child Loop BB0_29 Depth 4
                                        ;     Child Loop BB0_40 Depth 2
                                        ;     Child Loop BB0_49 Depth 2
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB0_15
; %bb.13:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mov_b32_e32 v7, v0
	s_mov_b32 s5, 0
.LBB0_14:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[8:9], 2, v[7:8]
	v_add_nc_u32_e32 v7, s14, v7
	v_add_co_u32 v10, vcc_lo, s22, v8
	v_add_co_ci_u32_e64 v11, null, s23, v9, vcc_lo
	v_add_co_u32 v21, vcc_lo, s20, v8
	v_add_co_ci_u32_e64 v22, null, s21, v9, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[10:11], v[10:11], off offset:4
	global_load_dwordx2 v[21:22], v[21:22], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v10, v10, v11
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v21, v22
	v_mul_f32_e32 v10, v10, v10
	v_fmac_f32_e32 v10, v11, v11
	v_mul_f32_e32 v11, 0x4f800000, v10
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_sqrt_f32_e32 v11, v10
	v_add_nc_u32_e32 v12, -1, v11
	v_add_nc_u32_e32 v21, 1, v11
	v_fma_f32 v22, -v12, v11, v10
	v_fma_f32 v23, -v21, v11, v10
	v_cmp_ge_f32_e64 s3, 0, v22
	v_cndmask_b32_e64 v11, v11, v12, s3
	v_cmp_lt_f32_e64 s3, 0, v23
	v_cndmask_b32_e64 v11, v11, v21, s3
	v_add_co_u32 v8, s3, s28, v8
	v_add_co_ci_u32_e64 v9, null, s29, v9, s3
	v_mul_f32_e32 v12, 0x37800000, v11
	v_cndmask_b32_e32 v11, v11, v12, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v10, 0x260
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s18, v7
	v_cvt_i32_f32_e32 v10, v10
	s_or_b32 s5, vcc_lo, s5
	v_sub_nc_u32_e32 v10, 0, v10
	global_store_dword v[8:9], v10, off
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_14
.LBB0_15:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_andn2_b32 vcc_lo, exec_lo, s30
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_33
; %bb.16:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mov_b32_e32 v23, 1
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	s_mov_b32 s19, 0
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=2
	s_or_b32 exec_lo, exec_lo, s3
	s_add_i32 s19, s19, s14
	s_cmp_ge_i32 s19, s15
	s_cbranch_scc1 .LBB0_34
.LBB0_18:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_22 Depth 3
                                        ;         Child Loop BB0_25 Depth 4
                                        ;         Child Loop BB0_29 Depth 4
	v_add_nc_u32_e32 v7, s19, v0
	v_cmp_gt_i32_e32 vcc_lo, s15, v7
	v_ashrrev_i32_e32 v8, 31, v7
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=2
	v_lshlrev_b64 v[3:4], 2, v[7:8]
	v_add_co_u32 v5, s3, s28, v3
	v_add_co_ci_u32_e64 v6, null, s29, v4, s3
	v_add_co_u32 v9, s3, s22, v3
	v_add_co_ci_u32_e64 v10, null, s23, v4, s3
	v_add_co_u32 v11, s3, s20, v3
	v_add_co_ci_u32_e64 v12, null, s21, v4, s3
	s_clause 0x4
	global_load_dword v24, v[5:6], off
	global_load_dwordx2 v[3:4], v[9:10], off offset:4
	global_load_dwordx2 v[5:6], v[11:12], off
	global_load_dword v20, v16, s[22:23]
	global_load_dword v19, v16, s[6:7] offset:4
	s_waitcnt vmcnt(4)
	v_sub_nc_u32_e32 v22, v22, v24
.LBB0_20:                               ;   in Loop: Header=BB0_18 Depth=2
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v10, v2
	v_add_nc_u32_e32 v24, 2, v7
	v_mov_b32_e32 v9, v1
	s_add_i32 s26, s19, 2
	s_mov_b32 s27, s18
	s_mov_b32 s33, s9
	s_mov_b32 s34, s31
	s_branch .LBB0_22
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=3
	s_or_b32 exec_lo, exec_lo, s35
	v_add_co_u32 v9, s3, 0xfffffe00, v9
	v_add_co_ci_u32_e64 v10, null, -1, v10, s3
	s_addk_i32 s34, 0xff80
	s_addk_i32 s33, 0xff80
	s_addk_i32 s27, 0xff80
	s_cmp_lt_i32 s34, s26
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_31
.LBB0_22:                               ;   Parent Loop BB0_12 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB0_25 Depth 4
                                        ;         Child Loop BB0_29 Depth 4
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB0_27
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=3
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v25, v14
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v26, v0
	s_mov_b32 s35, 0
	s_inst_prefetch 0x1
	s_branch .LBB0_25
	.p2align	6
.LBB0_24:                               ;   in Loop: Header=BB0_25 Depth=4
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v26, s14, v26
	v_add_co_u32 v11, s4, v11, s8
	v_add_co_ci_u32_e64 v12, null, 0, v12, s4
	v_cmp_lt_u32_e64 s3, 0x7f, v26
	v_add_nc_u32_e32 v25, s8, v25
	s_or_b32 s35, s3, s35
	s_andn2_b32 exec_lo, exec_lo, s35
	s_cbranch_execz .LBB0_27
.LBB0_25:                               ;   Parent Loop BB0_12 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ;       Parent Loop BB0_22 Depth=3
                                        ; =>      This Inner Loop Header: Depth=4
	v_add_nc_u32_e32 v27, s33, v26
	s_mov_b32 s4, exec_lo
	v_cmpx_le_i32_e64 s26, v27
	s_cbranch_execz .LBB0_24
; %bb.26:                               ;   in Loop: Header=BB0_25 Depth=4
	v_add_co_u32 v27, s3, v11, s24
	v_add_co_ci_u32_e64 v28, null, s25, v12, s3
	v_add_co_u32 v29, s3, v11, s12
	v_add_co_ci_u32_e64 v30, null, s13, v12, s3
	s_clause 0x2
	global_load_dword v27, v[27:28], off
	global_load_dword v28, v[29:30], off offset:4
	global_load_dword v29, v[11:12], off
	s_waitcnt vmcnt(1)
	ds_write_b32 v25, v28 offset:1024
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v25, v29, v27 offset1:2
	s_branch .LBB0_24
.LBB0_27:                               ;   in Loop: Header=BB0_22 Depth=3
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s5
	s_mov_b32 s35, exec_lo
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_ge_i32_e64 s34, v24
	s_cbranch_execz .LBB0_21
; %bb.28:                               ;   in Loop: Header=BB0_22 Depth=3
	s_add_i32 s3, s34, 0xffffff81
	s_movk_i32 s37, 0x1fc
	v_max_i32_e32 v25, s3, v24
	s_mov_b32 s36, 0
	s_mov_b32 s38, s27
.LBB0_29:                               ;   Parent Loop BB0_12 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ;       Parent Loop BB0_22 Depth=3
                                        ; =>      This Inner Loop Header: Depth=4
	v_mov_b32_e32 v11, s37
	v_mov_b32_e32 v26, v19
	v_sub_f32_e32 v20, v6, v20
	s_add_i32 s38, s38, -1
	s_add_i32 s37, s37, -4
	ds_read_b32 v19, v11 offset:1024
	ds_read2st64_b32 v[11:12], v11 offset1:2
	v_sub_f32_e32 v26, v4, v26
	v_mul_f32_e32 v26, v26, v26
	v_fmac_f32_e32 v26, v20, v20
	v_mul_f32_e32 v20, 0x4f800000, v26
	v_cmp_gt_f32_e64 s3, 0xf800000, v26
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v27, v3, v19
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v28, v5, v12
	v_cndmask_b32_e64 v20, v26, v20, s3
	v_mul_f32_e32 v27, v27, v27
	v_fmac_f32_e32 v27, v28, v28
	v_mul_f32_e32 v28, 0x4f800000, v27
	v_cmp_gt_f32_e64 s4, 0xf800000, v27
	v_cndmask_b32_e64 v26, v27, v28, s4
	v_sqrt_f32_e32 v27, v20
	v_sqrt_f32_e32 v28, v26
	v_add_nc_u32_e32 v29, -1, v27
	v_add_nc_u32_e32 v30, 1, v27
	v_add_nc_u32_e32 v31, -1, v28
	v_fma_f32 v32, -v29, v27, v20
	v_fma_f32 v33, -v30, v27, v20
	v_add_nc_u32_e32 v34, 1, v28
	v_fma_f32 v35, -v31, v28, v26
	v_cmp_ge_f32_e64 s5, 0, v32
	v_cndmask_b32_e64 v27, v27, v29, s5
	v_cmp_ge_f32_e64 s5, 0, v35
	v_fma_f32 v29, -v34, v28, v26
	v_cndmask_b32_e64 v28, v28, v31, s5
	v_cmp_lt_f32_e64 s5, 0, v33
	v_cndmask_b32_e64 v27, v27, v30, s5
	v_cmp_lt_f32_e64 s5, 0, v29
	v_mul_f32_e32 v29, 0x37800000, v27
	v_cndmask_b32_e64 v28, v28, v34, s5
	v_cndmask_b32_e64 v27, v27, v29, s3
	v_mul_f32_e32 v30, 0x37800000, v28
	v_cmp_class_f32_e64 s3, v20, 0x260
	v_cndmask_b32_e64 v28, v28, v30, s4
	v_cndmask_b32_e64 v20, v27, v20, s3
	v_cmp_class_f32_e64 s3, v26, 0x260
	v_cmp_le_i32_e64 s4, s38, v25
	v_cvt_i32_f32_e32 v20, v20
	v_cndmask_b32_e64 v26, v28, v26, s3
	s_or_b32 s36, s4, s36
	v_cvt_i32_f32_e32 v26, v26
	v_add3_u32 v11, v11, v20, v26
	v_mov_b32_e32 v20, v12
	v_cmp_gt_i32_e64 s3, v22, v11
	v_min_i32_e32 v22, v22, v11
	v_cndmask_b32_e64 v21, v21, s38, s3
	v_cndmask_b32_e64 v23, v23, v7, s3
	s_andn2_b32 exec_lo, exec_lo, s36
	s_cbranch_execnz .LBB0_29
; %bb.30:                               ;   in Loop: Header=BB0_22 Depth=3
	s_or_b32 exec_lo, exec_lo, s36
	v_mov_b32_e32 v20, v12
	s_branch .LBB0_21
.LBB0_31:                               ;   in Loop: Header=BB0_18 Depth=2
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_17
; %bb.32:                               ;   in Loop: Header=BB0_18 Depth=2
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v7, vcc_lo, s28, v7
	v_add_co_ci_u32_e64 v8, null, s29, v8, vcc_lo
	global_load_dword v7, v[7:8], off
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v22, v7, v22
	s_branch .LBB0_17
.LBB0_33:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mov_b32_e32 v7, 2
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	s_branch .LBB0_35
.LBB0_34:                               ;   in Loop: Header=BB0_12 Depth=1
	v_add_nc_u32_e32 v7, 1, v23
.LBB0_35:                               ;   in Loop: Header=BB0_12 Depth=1
	s_barrier
	buffer_gl0_inv
	ds_write_b32 v13, v22
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_38
; %bb.36:                               ;   in Loop: Header=BB0_12 Depth=1
	s_mov_b32 s4, exec_lo
	v_mbcnt_lo_u32_b32 v8, s4, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v8
	s_and_b32 s5, exec_lo, vcc_lo
	s_mov_b32 exec_lo, s5
	s_cbranch_execz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_12 Depth=1
	s_bcnt1_i32_b32 s4, s4
	v_mov_b32_e32 v8, s4
	global_atomic_add v16, v8, s[10:11]
.LBB0_38:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v8, v22
	s_mov_b32 s3, s14
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_branch .LBB0_40
	.p2align	6
.LBB0_39:                               ;   in Loop: Header=BB0_40 Depth=2
	s_or_b32 exec_lo, exec_lo, s5
	s_cmp_gt_u32 s3, 2
	s_mov_b32 s3, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB0_42
.LBB0_40:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s4, s3, 1
	s_mov_b32 s5, exec_lo
	s_lshr_b32 s4, s4, 1
	v_add_nc_u32_e32 v9, s4, v0
	v_cmpx_gt_u32_e64 s3, v9
	s_cbranch_execz .LBB0_39
; %bb.41:                               ;   in Loop: Header=BB0_40 Depth=2
	v_lshl_add_u32 v9, s4, 2, v13
	ds_read_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_min_i32_e32 v8, v8, v9
	ds_write_b32 v13, v8
	s_branch .LBB0_39
.LBB0_42:                               ;   in Loop: Header=BB0_12 Depth=1
	ds_read_b32 v8, v18
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_eq_u32_e64 v22, v8
; %bb.43:                               ;   in Loop: Header=BB0_12 Depth=1
	ds_write_b32 v18, v0 offset:4
; %bb.44:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read_b32 v8, v18 offset:4
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_eq_u32_e64 v0, v8
; %bb.45:                               ;   in Loop: Header=BB0_12 Depth=1
	ds_write2_b32 v18, v7, v21 offset0:2 offset1:3
; %bb.46:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read2_b32 v[7:8], v18 offset0:2 offset1:3
	ds_read_b32 v12, v18
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v21, v8, v7
	v_cmpx_lt_i32_e64 v15, v21
	s_cbranch_execz .LBB0_11
; %bb.47:                               ;   in Loop: Header=BB0_12 Depth=1
	v_add3_u32 v8, v8, v7, v17
	v_mov_b32_e32 v10, v0
	s_mov_b32 s4, 0
	s_branch .LBB0_49
.LBB0_48:                               ;   in Loop: Header=BB0_49 Depth=2
	s_or_b32 exec_lo, exec_lo, s5
	v_add_nc_u32_e32 v10, s14, v10
	v_subrev_nc_u32_e32 v8, s14, v8
	v_lshlrev_b32_e32 v9, 1, v10
	v_cmp_ge_i32_e32 vcc_lo, v9, v21
	s_or_b32 s4, vcc_lo, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_11
.LBB0_49:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_mov_b32 s5, exec_lo
	v_cmpx_le_i32_e64 v7, v10
	s_cbranch_execz .LBB0_48
; %bb.50:                               ;   in Loop: Header=BB0_49 Depth=2
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[22:23], 2, v[8:9]
	v_lshlrev_b64 v[24:25], 2, v[10:11]
	v_add_co_u32 v26, vcc_lo, s20, v22
	v_add_co_ci_u32_e64 v27, null, s21, v23, vcc_lo
	v_add_co_u32 v28, vcc_lo, s20, v24
	v_add_co_ci_u32_e64 v29, null, s21, v25, vcc_lo
	s_clause 0x1
	global_load_dword v9, v[26:27], off
	global_load_dword v11, v[28:29], off
	v_add_co_u32 v22, vcc_lo, s22, v22
	v_add_co_ci_u32_e64 v23, null, s23, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s22, v24
	v_add_co_ci_u32_e64 v25, null, s23, v25, vcc_lo
	s_waitcnt vmcnt(1)
	global_store_dword v[28:29], v9, off
	s_waitcnt vmcnt(0)
	global_store_dword v[26:27], v11, off
	s_clause 0x1
	global_load_dword v9, v[22:23], off offset:4
	global_load_dword v11, v[24:25], off offset:4
	s_waitcnt vmcnt(1)
	global_store_dword v[24:25], v9, off offset:4
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v11, off offset:4
	s_branch .LBB0_48
.LBB0_51:
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_55
; %bb.52:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, v0
	s_mov_b32 s3, 0
.LBB0_53:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_nc_u32_e32 v1, s14, v1
	v_add_co_u32 v6, vcc_lo, s22, v4
	v_add_co_ci_u32_e64 v7, null, s23, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, s20, v4
	v_add_co_ci_u32_e64 v5, null, s21, v5, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[6:7], v[6:7], off offset:4
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v2, v6, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v4, v5
	v_mul_f32_e32 v2, v2, v2
	v_fmac_f32_e32 v2, v4, v4
	v_mul_f32_e32 v4, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_sqrt_f32_e32 v4, v2
	v_add_nc_u32_e32 v5, -1, v4
	v_add_nc_u32_e32 v6, 1, v4
	v_fma_f32 v7, -v5, v4, v2
	v_fma_f32 v8, -v6, v4, v2
	v_cmp_ge_f32_e64 s1, 0, v7
	v_cndmask_b32_e64 v4, v4, v5, s1
	v_cmp_lt_f32_e64 s1, 0, v8
	v_cndmask_b32_e64 v4, v4, v6, s1
	v_mul_f32_e32 v5, 0x37800000, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
	v_cmp_le_i32_e32 vcc_lo, s18, v1
	v_cvt_i32_f32_e32 v2, v2
	s_or_b32 s3, vcc_lo, s3
	v_add_nc_u32_e32 v3, v3, v2
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_53
; %bb.54:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_55:
	s_or_b32 exec_lo, exec_lo, s2
	ds_write_b32 v13, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_branch .LBB0_57
	.p2align	6
.LBB0_56:                               ;   in Loop: Header=BB0_57 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_cmp_gt_u32 s14, 2
	s_mov_b32 s14, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB0_61
.LBB0_57:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s14, 1
	s_lshr_b32 s1, s1, 1
	v_add_nc_u32_e32 v1, s1, v0
	v_cmp_gt_u32_e32 vcc_lo, s14, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_57 Depth=1
	v_lshl_add_u32 v1, s1, 2, v13
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v3, v1, v3
.LBB0_59:                               ;   in Loop: Header=BB0_57 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_56
; %bb.60:                               ;   in Loop: Header=BB0_57 Depth=1
	ds_write_b32 v13, v3
	s_branch .LBB0_56
.LBB0_61:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_66
; %bb.62:
	s_mov_b32 s1, exec_lo
	s_brev_b32 s0, -2
.LBB0_63:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b32 s2, s1
	v_readlane_b32 s3, v3, s2
	s_lshl_b32 s2, 1, s2
	s_min_i32 s0, s0, s3
	s_andn2_b32 s1, s1, s2
	s_cbranch_scc1 .LBB0_63
; %bb.64:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s1, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_66
; %bb.65:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s0
	global_atomic_smin v0, v1, s[16:17]
.LBB0_66:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6TwoOptiPKfS0_PiS1_S1_
		.amdhsa_group_segment_fixed_size 1536
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_sgpr 39
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
	.size	_Z6TwoOptiPKfS0_PiS1_S1_, .Lfunc_end0-_Z6TwoOptiPKfS0_PiS1_S1_
                                        ; -- End function
	.set _Z6TwoOptiPKfS0_PiS1_S1_.num_vgpr, 36
	.set _Z6TwoOptiPKfS0_PiS1_S1_.num_agpr, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.numbered_sgpr, 39
	.set _Z6TwoOptiPKfS0_PiS1_S1_.num_named_barrier, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.private_seg_size, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.uses_vcc, 1
	.set _Z6TwoOptiPKfS0_PiS1_S1_.uses_flat_scratch, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.has_dyn_sized_stack, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.has_recursion, 0
	.set _Z6TwoOptiPKfS0_PiS1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3532
; TotalNumSgprs: 41
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1536 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 36
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
  - .args:
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
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         _Z6TwoOptiPKfS0_PiS1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
