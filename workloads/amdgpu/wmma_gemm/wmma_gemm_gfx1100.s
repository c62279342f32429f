	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_gemm               ; -- Begin function wmma_gemm
	.globl	wmma_gemm
	.p2align	8
	.type	wmma_gemm,@function
wmma_gemm:                              ; @wmma_gemm
; %bb.0:
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x20
	s_load_b128 s[4:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v27, 15, v0
	s_lshl_b32 s15, s15, 4
	s_lshl_b32 s11, s14, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, s15, v1
	v_or_b32_e32 v0, s11, v27
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, v1, s8, v[0:1]
	s_lshl_b32 s10, s8, 1
	v_mov_b32_e32 v21, 0
	s_cmp_eq_u32 s9, 0
	v_lshlrev_b64 v[10:11], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[8:9], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_co_u32 v0, vcc_lo, s4, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s5, v11, vcc_lo
	v_lshlrev_b64 v[12:13], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_co_u32 v2, vcc_lo, s4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s5, v9, vcc_lo
	v_lshlrev_b64 v[14:15], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_co_u32 v4, vcc_lo, s4, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s5, v13, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_co_u32 v6, vcc_lo, s4, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s5, v15, vcc_lo
	v_lshlrev_b64 v[18:19], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_co_u32 v28, vcc_lo, s4, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v29, null, s5, v17, vcc_lo
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_add_nc_u32_e32 v20, s10, v20
	v_add_co_u32 v30, vcc_lo, s4, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v31, null, s5, v19, vcc_lo
	v_lshlrev_b64 v[24:25], 2, v[20:21]
	v_add_co_u32 v32, vcc_lo, s4, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v33, null, s5, v23, vcc_lo
	v_add_co_u32 v34, vcc_lo, s4, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v35, null, s5, v25, vcc_lo
	s_clause 0x7
	global_load_b32 v0, v[0:1], off
	global_load_b32 v1, v[2:3], off
	global_load_b32 v2, v[4:5], off
	global_load_b32 v3, v[6:7], off
	global_load_b32 v4, v[28:29], off
	global_load_b32 v5, v[30:31], off
	global_load_b32 v6, v[32:33], off
	global_load_b32 v7, v[34:35], off
	s_mov_b32 s4, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_add_nc_u32_e32 v20, s15, v27
	v_add_nc_u32_e32 v26, s11, v27
	s_lshl_b32 s5, s8, 4
	s_mul_i32 s11, s8, 3
	s_lshl_b32 s12, s8, 2
	v_mul_lo_u32 v28, s9, v20
	s_mul_i32 s13, s8, 5
	s_mul_i32 s14, s8, 6
	s_mul_i32 s15, s8, 7
	s_lshl_b32 s16, s8, 3
	s_mul_i32 s17, s8, 9
	s_mul_i32 s18, s8, 10
	s_mul_i32 s19, s8, 11
	s_mul_i32 s20, s8, 12
	s_mul_i32 s21, s8, 13
	s_mul_i32 s22, s8, 14
	s_mul_i32 s23, s8, 15
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v27, v21 :: v_dual_add_nc_u32 v20, s4, v28
	v_dual_mov_b32 v33, v21 :: v_dual_add_nc_u32 v34, s12, v26
	v_dual_mov_b32 v35, v21 :: v_dual_add_nc_u32 v40, s16, v26
	v_dual_mov_b32 v32, v21 :: v_dual_add_nc_u32 v37, s14, v26
	v_dual_mov_b32 v38, v21 :: v_dual_add_nc_u32 v49, s22, v26
	v_dual_mov_b32 v30, v21 :: v_dual_add_nc_u32 v31, s10, v26
	v_lshlrev_b64 v[51:52], 1, v[20:21]
	v_dual_mov_b32 v36, v21 :: v_dual_add_nc_u32 v43, s18, v26
	v_mov_b32_e32 v44, v21
	v_lshlrev_b64 v[57:58], 1, v[34:35]
	v_add_nc_u32_e32 v35, 6, v20
	v_mov_b32_e32 v41, v21
	v_lshlrev_b64 v[53:54], 1, v[26:27]
	v_dual_mov_b32 v39, v21 :: v_dual_add_nc_u32 v46, s20, v26
	v_mov_b32_e32 v45, v21
	v_lshlrev_b64 v[59:60], 1, v[37:38]
	v_add_nc_u32_e32 v38, 8, v20
	v_lshlrev_b64 v[55:56], 1, v[31:32]
	v_lshlrev_b64 v[34:35], 1, v[35:36]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v36, vcc_lo, s0, v51
	v_dual_mov_b32 v42, v21 :: v_dual_add_nc_u32 v29, 2, v20
	v_mov_b32_e32 v48, v21
	v_add_nc_u32_e32 v32, 4, v20
	v_lshlrev_b64 v[61:62], 1, v[40:41]
	v_add_nc_u32_e32 v41, 10, v20
	v_lshlrev_b64 v[67:68], 1, v[38:39]
	v_add_co_ci_u32_e64 v37, null, s1, v52, vcc_lo
	v_add_co_u32 v38, vcc_lo, s2, v53
	v_mov_b32_e32 v47, v21
	v_add_co_ci_u32_e64 v39, null, s3, v54, vcc_lo
	v_add_co_u32 v40, vcc_lo, s2, v55
	v_mov_b32_e32 v50, v21
	v_lshlrev_b64 v[63:64], 1, v[43:44]
	v_lshlrev_b64 v[42:43], 1, v[41:42]
	v_add_co_ci_u32_e64 v41, null, s3, v56, vcc_lo
	v_add_co_u32 v51, vcc_lo, s2, v57
	v_add_nc_u32_e32 v44, 12, v20
	v_lshlrev_b64 v[65:66], 1, v[46:47]
	v_add_co_ci_u32_e64 v52, null, s3, v58, vcc_lo
	v_add_co_u32 v53, vcc_lo, s2, v59
	v_add_nc_u32_e32 v47, 14, v20
	v_lshlrev_b64 v[49:50], 1, v[49:50]
	v_add_co_ci_u32_e64 v54, null, s3, v60, vcc_lo
	v_add_co_u32 v55, vcc_lo, s2, v61
	v_lshlrev_b64 v[30:31], 1, v[29:30]
	v_add_co_ci_u32_e64 v56, null, s3, v62, vcc_lo
	v_add_co_u32 v57, vcc_lo, s2, v63
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	v_add_co_ci_u32_e64 v58, null, s3, v64, vcc_lo
	v_add_co_u32 v59, vcc_lo, s2, v65
	v_lshlrev_b64 v[46:47], 1, v[47:48]
	v_add_co_ci_u32_e64 v60, null, s3, v66, vcc_lo
	v_add_co_u32 v48, vcc_lo, s2, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v49, null, s3, v50, vcc_lo
	v_add_co_u32 v30, vcc_lo, s0, v30
	v_add_co_ci_u32_e64 v31, null, s1, v31, vcc_lo
	v_add_co_u32 v32, vcc_lo, s0, v32
	v_lshlrev_b64 v[44:45], 1, v[44:45]
	v_add_co_ci_u32_e64 v33, null, s1, v33, vcc_lo
	v_add_co_u32 v34, vcc_lo, s0, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v35, null, s1, v35, vcc_lo
	v_add_co_u32 v50, vcc_lo, s0, v67
	global_load_d16_b16 v29, v[36:37], off
	s_clause 0x2
	global_load_d16_b16 v37, v[38:39], off
	global_load_d16_b16 v38, v[40:41], off
	global_load_d16_b16 v39, v[51:52], off
	v_add_co_ci_u32_e64 v51, null, s1, v68, vcc_lo
	v_add_co_u32 v52, vcc_lo, s0, v42
	s_clause 0x2
	global_load_d16_b16 v40, v[53:54], off
	global_load_d16_b16 v41, v[55:56], off
	global_load_d16_b16 v42, v[57:58], off
	v_add_co_ci_u32_e64 v53, null, s1, v43, vcc_lo
	v_add_co_u32 v54, vcc_lo, s0, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v55, null, s1, v45, vcc_lo
	v_add_co_u32 v45, vcc_lo, s0, v46
	v_add_co_ci_u32_e64 v46, null, s1, v47, vcc_lo
	global_load_d16_b16 v44, v[48:49], off
	s_clause 0x6
	global_load_d16_b16 v30, v[30:31], off
	global_load_d16_b16 v31, v[32:33], off
	global_load_d16_b16 v32, v[34:35], off
	global_load_d16_b16 v33, v[50:51], off
	global_load_d16_b16 v34, v[52:53], off
	global_load_d16_b16 v35, v[54:55], off
	global_load_d16_b16 v36, v[45:46], off
	global_load_d16_b16 v43, v[59:60], off
	v_dual_mov_b32 v46, v21 :: v_dual_add_nc_u32 v47, s8, v26
	v_dual_mov_b32 v48, v21 :: v_dual_add_nc_u32 v53, s13, v26
	v_dual_mov_b32 v49, v21 :: v_dual_add_nc_u32 v50, s11, v26
	v_dual_mov_b32 v51, v21 :: v_dual_add_nc_u32 v56, s15, v26
	v_dual_mov_b32 v52, v21 :: v_dual_add_nc_u32 v59, s17, v26
	v_dual_mov_b32 v54, v21 :: v_dual_add_nc_u32 v65, s21, v26
	v_mov_b32_e32 v60, v21
	v_dual_mov_b32 v55, v21 :: v_dual_add_nc_u32 v62, s19, v26
	v_mov_b32_e32 v57, v21
	v_mov_b32_e32 v63, v21
	v_lshlrev_b64 v[67:68], 1, v[47:48]
	v_dual_mov_b32 v61, v21 :: v_dual_add_nc_u32 v48, 3, v20
	v_lshlrev_b64 v[69:70], 1, v[50:51]
	v_add_nc_u32_e32 v51, 5, v20
	v_lshlrev_b64 v[71:72], 1, v[53:54]
	v_add_nc_u32_e32 v54, 7, v20
	v_lshlrev_b64 v[75:76], 1, v[59:60]
	v_add_nc_u32_e32 v60, 11, v20
	v_dual_mov_b32 v58, v21 :: v_dual_add_nc_u32 v45, 1, v20
	v_mov_b32_e32 v64, v21
	v_mov_b32_e32 v66, v21
	v_lshlrev_b64 v[73:74], 1, v[56:57]
	v_add_nc_u32_e32 v57, 9, v20
	v_lshlrev_b64 v[77:78], 1, v[62:63]
	v_add_nc_u32_e32 v63, 13, v20
	v_lshlrev_b64 v[47:48], 1, v[48:49]
	v_lshlrev_b64 v[49:50], 1, v[51:52]
	v_lshlrev_b64 v[51:52], 1, v[54:55]
	v_lshlrev_b64 v[55:56], 1, v[60:61]
	v_add_co_u32 v61, vcc_lo, s2, v67
	v_lshlrev_b64 v[53:54], 1, v[57:58]
	v_lshlrev_b64 v[57:58], 1, v[63:64]
	v_add_co_ci_u32_e64 v62, null, s3, v68, vcc_lo
	v_add_co_u32 v63, vcc_lo, s2, v69
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v64, null, s3, v70, vcc_lo
	v_add_co_u32 v67, vcc_lo, s2, v71
	v_lshlrev_b64 v[65:66], 1, v[65:66]
	v_add_co_ci_u32_e64 v68, null, s3, v72, vcc_lo
	v_add_co_u32 v69, vcc_lo, s2, v73
	v_lshlrev_b64 v[45:46], 1, v[45:46]
	v_add_co_ci_u32_e64 v70, null, s3, v74, vcc_lo
	v_add_co_u32 v71, vcc_lo, s2, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, s3, v76, vcc_lo
	v_add_co_u32 v73, vcc_lo, s2, v77
	v_add_co_ci_u32_e64 v74, null, s3, v78, vcc_lo
	v_add_co_u32 v65, vcc_lo, s2, v65
	v_add_nc_u32_e32 v20, 15, v20
	v_add_co_ci_u32_e64 v66, null, s3, v66, vcc_lo
	v_add_co_u32 v45, vcc_lo, s0, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s1, v46, vcc_lo
	v_add_co_u32 v47, vcc_lo, s0, v47
	v_add_co_ci_u32_e64 v48, null, s1, v48, vcc_lo
	v_add_co_u32 v49, vcc_lo, s0, v49
	v_lshlrev_b64 v[59:60], 1, v[20:21]
	v_add_nc_u32_e32 v20, s23, v26
	v_add_co_ci_u32_e64 v50, null, s1, v50, vcc_lo
	v_add_co_u32 v51, vcc_lo, s0, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v52, null, s1, v52, vcc_lo
	v_add_co_u32 v53, vcc_lo, s0, v53
	v_lshlrev_b64 v[75:76], 1, v[20:21]
	v_add_co_ci_u32_e64 v54, null, s1, v54, vcc_lo
	v_add_co_u32 v55, vcc_lo, s0, v55
	v_add_co_ci_u32_e64 v56, null, s1, v56, vcc_lo
	v_add_co_u32 v57, vcc_lo, s0, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v58, null, s1, v58, vcc_lo
	v_add_co_u32 v59, vcc_lo, s0, v59
	v_add_co_ci_u32_e64 v60, null, s1, v60, vcc_lo
	v_add_co_u32 v75, vcc_lo, s2, v75
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v76, null, s3, v76, vcc_lo
	v_add_nc_u32_e32 v26, s5, v26
	s_add_i32 s4, s4, 16
	global_load_d16_hi_b16 v29, v[45:46], off
	s_clause 0x7
	global_load_d16_hi_b16 v37, v[61:62], off
	global_load_d16_hi_b16 v38, v[63:64], off
	global_load_d16_hi_b16 v39, v[67:68], off
	global_load_d16_hi_b16 v40, v[69:70], off
	global_load_d16_hi_b16 v41, v[71:72], off
	global_load_d16_hi_b16 v42, v[73:74], off
	global_load_d16_hi_b16 v43, v[65:66], off
	global_load_d16_hi_b16 v44, v[75:76], off
	s_clause 0x6
	global_load_d16_hi_b16 v30, v[47:48], off
	global_load_d16_hi_b16 v31, v[49:50], off
	global_load_d16_hi_b16 v32, v[51:52], off
	global_load_d16_hi_b16 v33, v[53:54], off
	global_load_d16_hi_b16 v34, v[55:56], off
	global_load_d16_hi_b16 v35, v[57:58], off
	global_load_d16_hi_b16 v36, v[59:60], off
	s_cmp_lt_u32 s4, s9
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[29:36], v[37:44], v[0:7]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_add_co_u32 v10, vcc_lo, s6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s7, v11, vcc_lo
	v_add_co_u32 v8, vcc_lo, s6, v8
	v_add_co_ci_u32_e64 v9, null, s7, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, s6, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s7, v13, vcc_lo
	s_waitcnt vmcnt(7)
	global_store_b32 v[10:11], v0, off
	s_waitcnt vmcnt(6)
	global_store_b32 v[8:9], v1, off
	s_waitcnt vmcnt(5)
	global_store_b32 v[12:13], v2, off
	v_add_co_u32 v0, vcc_lo, s6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s7, v15, vcc_lo
	v_add_co_u32 v8, vcc_lo, s6, v16
	v_add_co_ci_u32_e64 v9, null, s7, v17, vcc_lo
	v_add_co_u32 v10, vcc_lo, s6, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s7, v19, vcc_lo
	v_add_co_u32 v12, vcc_lo, s6, v22
	v_add_co_ci_u32_e64 v13, null, s7, v23, vcc_lo
	v_add_co_u32 v14, vcc_lo, s6, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s7, v25, vcc_lo
	s_waitcnt vmcnt(4)
	global_store_b32 v[0:1], v3, off
	s_waitcnt vmcnt(3)
	global_store_b32 v[8:9], v4, off
	s_waitcnt vmcnt(2)
	global_store_b32 v[10:11], v5, off
	s_waitcnt vmcnt(1)
	global_store_b32 v[12:13], v6, off
	s_waitcnt vmcnt(0)
	global_store_b32 v[14:15], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 17
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
	.size	wmma_gemm, .Lfunc_end0-wmma_gemm
                                        ; -- End function
	.set wmma_gemm.num_vgpr, 79
	.set wmma_gemm.num_agpr, 0
	.set wmma_gemm.numbered_sgpr, 24
	.set wmma_gemm.num_named_barrier, 0
	.set wmma_gemm.private_seg_size, 0
	.set wmma_gemm.uses_vcc, 1
	.set wmma_gemm.uses_flat_scratch, 0
	.set wmma_gemm.has_dyn_sized_stack, 0
	.set wmma_gemm.has_recursion, 0
	.set wmma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2088
; TotalNumSgprs: 26
; NumVgprs: 79
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 79
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.type	__hip_cuid_2bca0213972f16e,@object ; @__hip_cuid_2bca0213972f16e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2bca0213972f16e
__hip_cuid_2bca0213972f16e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2bca0213972f16e, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2bca0213972f16e
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           wmma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         wmma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
