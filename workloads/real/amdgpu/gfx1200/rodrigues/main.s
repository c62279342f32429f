	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z6rotateif15HIP_vector_typeIfLj3EEPS0_ ; -- Begin function _Z6rotateif15HIP_vector_typeIfLj3EEPS0_
	.globl	_Z6rotateif15HIP_vector_typeIfLj3EEPS0_
	.p2align	8
	.type	_Z6rotateif15HIP_vector_typeIfLj3EEPS0_,@function
_Z6rotateif15HIP_vector_typeIfLj3EEPS0_: ; @_Z6rotateif15HIP_vector_typeIfLj3EEPS0_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b128 s[4:7], s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s4, v0
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_b32 s4, s[0:1], 0x10
	s_and_b32 s8, s5, 0x7fffffff
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_nlt_f32 s8, 0x48000000
	s_cbranch_scc0 .LBB0_3
; %bb.2:
	s_and_b32 s2, s8, 0x7fffff
	s_mov_b32 s3, 0
	s_wait_alu depctr_sa_sdst(0)
	s_bitset1_b32 s2, 23
	s_mov_b64 s[10:11], 0xfe5163ab
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[12:13], s[2:3], 0x3c439041
	s_mul_u64 s[10:11], s[2:3], s[10:11]
	s_mov_b32 s15, s3
	s_mov_b32 s14, s11
	s_mov_b64 s[16:17], 0xdb629599
	s_add_nc_u64 s[12:13], s[14:15], s[12:13]
	s_mul_u64 s[14:15], s[2:3], s[16:17]
	s_mov_b32 s16, s13
	s_mov_b32 s17, s3
	s_mov_b64 s[18:19], 0xf534ddc0
	s_add_nc_u64 s[14:15], s[16:17], s[14:15]
	s_mul_u64 s[16:17], s[2:3], s[18:19]
	s_mov_b32 s18, s15
	s_mov_b32 s19, s3
	s_mov_b64 s[20:21], 0xfc2757d1
	s_add_nc_u64 s[16:17], s[18:19], s[16:17]
	s_mul_u64 s[18:19], s[2:3], s[20:21]
	s_mov_b32 s20, s17
	s_mov_b32 s21, s3
	s_lshr_b32 s9, s8, 23
	s_add_nc_u64 s[18:19], s[20:21], s[18:19]
	s_mul_u64 s[20:21], s[2:3], 0x4e441529
	s_mov_b32 s22, s19
	s_mov_b32 s23, s3
	s_addk_co_i32 s9, 0xff88
	s_add_nc_u64 s[20:21], s[22:23], s[20:21]
	s_mov_b64 s[22:23], 0xa2f9836e
	s_cmp_gt_u32 s9, 63
	s_mov_b32 s24, s21
	s_mul_u64 s[22:23], s[2:3], s[22:23]
	s_mov_b32 s25, s3
	s_cselect_b32 s2, s14, s18
	s_cselect_b32 s13, s10, s14
	s_add_nc_u64 s[10:11], s[24:25], s[22:23]
	s_cselect_b32 s14, 0xffffffc0, 0
	s_cselect_b32 s12, s12, s16
	s_cselect_b32 s15, s16, s20
	s_cselect_b32 s10, s18, s10
	s_cselect_b32 s11, s20, s11
	s_add_co_i32 s14, s14, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_u32 s14, 31
	s_cselect_b32 s9, 0xffffffe0, 0
	s_cselect_b32 s16, s15, s10
	s_cselect_b32 s10, s10, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s15, s2, s15
	s_cselect_b32 s2, s12, s2
	s_cselect_b32 s13, s13, s12
	s_add_co_i32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_u32 s9, 31
	s_cselect_b32 s17, 0xffffffe0, 0
	s_cselect_b32 s11, s16, s10
	s_cselect_b32 s10, s15, s16
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s12, s2, s15
	s_cselect_b32 s14, s13, s2
	s_add_co_i32 s2, s17, s9
	s_mov_b32 s13, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, 32, s2
	s_mov_b32 s15, s12
	s_and_b32 s9, s9, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshr_b64 s[16:17], s[10:11], s9
	s_lshr_b64 s[18:19], s[12:13], s9
	s_lshr_b64 s[20:21], s[14:15], s9
	s_cmp_eq_u32 s2, 0
	s_cselect_b32 s11, s11, s16
	s_cselect_b32 s10, s10, s18
	s_cselect_b32 s12, s12, s20
	s_bfe_u32 s9, s11, 0x1001d
	s_lshr_b64 s[16:17], s[10:11], 30
	s_sub_co_i32 s2, 0, s9
	s_mov_b32 s13, s10
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s17, s16, s2
	s_lshr_b64 s[18:19], s[12:13], 30
	s_clz_i32_u32 s10, s17
	s_mov_b32 s15, s12
	s_min_u32 s10, s10, 32
	s_xor_b32 s16, s18, s2
	s_sub_co_i32 s18, 31, s10
	s_lshr_b64 s[12:13], s[14:15], 30
	s_and_b32 s18, s18, 31
	s_xor_b32 s12, s12, s2
	s_mov_b32 s13, s16
	s_lshr_b64 s[14:15], s[16:17], s18
	s_lshr_b64 s[12:13], s[12:13], s18
	s_mov_b32 s13, s14
	s_lshl_b32 s18, s10, 23
	s_lshr_b64 s[16:17], s[12:13], 9
	s_lshr_b32 s13, s11, 29
	s_clz_i32_u32 s2, s16
	s_lshl_b32 s15, s13, 31
	s_wait_alu depctr_sa_sdst(0)
	s_min_u32 s2, s2, 32
	s_or_b32 s13, s15, 0.5
	s_lshr_b32 s14, s14, 9
	s_sub_co_i32 s18, s13, s18
	s_wait_alu depctr_sa_sdst(0)
	s_not_b32 s17, s2
	s_or_b32 s14, s14, s18
	s_mov_b32 s13, s16
	s_and_b32 s16, s17, 31
	s_mul_f32 s17, s14, 0x3fc90fda
	s_add_co_i32 s2, s2, s10
	s_lshr_b64 s[12:13], s[12:13], s16
	s_or_b32 s13, s15, 0x33000000
	s_xor_b32 s10, s17, 0x80000000
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s2, s2, 23
	s_fmac_f32 s10, s14, 0x3fc90fda
	s_lshr_b32 s12, s12, 9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s13, s2
	s_fmac_f32 s10, s14, 0x33a22168
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s2, s2, s12
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s10, s2, 0x3fc90fda
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_f32 s2, s17, s10
	s_lshr_b32 s10, s11, 30
	s_add_co_i32 s9, s9, s10
	s_cbranch_execz .LBB0_4
	s_branch .LBB0_5
.LBB0_3:
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr2
.LBB0_4:
	s_mul_f32 s2, s8, 0x3f22f983
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_rndne_f32 s3, s2
	s_mov_b32 s2, s8
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s2, s3, 0xbfc90fda
	s_cvt_i32_f32 s9, s3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s2, s3, 0xb3a22168
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s2, s3, 0xa7c234c4
.LBB0_5:
	s_load_b64 s[0:1], s[0:1], 0x18
	s_mov_b32 s3, 0x37d75334
	s_lshl_b32 s10, s9, 30
	s_and_b32 s9, s9, 1
	s_xor_b32 s8, s8, s5
	s_and_b32 s10, s10, 0x80000000
	v_cmp_class_f32_e64 s5, s5, 0x1f8
	s_mul_f32 s14, s7, s7
	s_mul_f32 s11, s6, s6
	s_mul_f32 s12, s6, s7
	s_wait_kmcnt 0x0
	s_mul_f32 s13, s6, s4
	v_mad_co_i64_i32 v[6:7], null, v0, 12, s[0:1]
	s_mul_f32 s0, s2, s2
	s_mov_b32 s1, 0xb94c1982
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1)
	s_fmaak_f32 s1, s0, s1, 0x3c0881c4
	s_fmaak_f32 s3, s0, s3, 0xbab64f3b
	global_load_b96 v[0:2], v[6:7], off
	s_wait_alu depctr_sa_sdst(0)
	s_fmaak_f32 s1, s0, s1, 0xbe2aaa9d
	s_fmaak_f32 s3, s0, s3, 0x3d2aabf7
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_f32 s1, s0, s1
	s_fmaak_f32 s3, s0, s3, 0xbf000004
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_fmac_f32 s2, s2, s1
	s_fmaak_f32 s0, s0, s3, 0x3f800000
	s_mul_f32 s1, s7, s4
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s2, 0x80000000
	s_cmp_eq_u32 s9, 0
	s_mul_f32 s9, s4, s4
	s_cselect_b32 s2, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s0, s3
	s_xor_b32 s2, s8, s2
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, s0, s10
	s_xor_b32 s2, s2, s10
	s_and_b32 s3, s5, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s0, 0x7fc00000
	s_cselect_b32 s2, s2, 0x7fc00000
	s_wait_alu depctr_sa_sdst(0)
	s_sub_f32 s5, 1.0, s0
	s_mov_b32 s10, s0
	s_mul_f32 s4, s4, s2
	s_mul_f32 s6, s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s10, s14, s5
	s_mov_b32 s8, s0
	s_mul_f32 s13, s13, s5
	s_fmac_f32 s8, s11, s5
	s_mov_b32 s11, s4
	s_xor_b32 s4, s4, 0x80000000
	s_mov_b32 s14, s6
	s_xor_b32 s6, s6, 0x80000000
	s_fmac_f32 s11, s12, s5
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s4, s12, s5
	s_fmac_f32 s6, s1, s5
	s_fmac_f32 s14, s1, s5
	s_mov_b32 s1, s13
	s_fmac_f32 s13, s7, s2
	s_xor_b32 s3, s7, 0x80000000
	s_fmac_f32 s0, s9, s5
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s1, s3, s2
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v4, s10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v3, s11, v1 :: v_dual_fmac_f32 v4, s4, v0
	v_mul_f32_e32 v5, s6, v1
	v_dual_fmac_f32 v3, s8, v0 :: v_dual_fmac_f32 v4, s14, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, s13, v0
	s_wait_alu depctr_sa_sdst(0)
	v_fmac_f32_e32 v3, s1, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v5, s0, v2
	global_store_b96 v[6:7], v[3:5], off
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6rotateif15HIP_vector_typeIfLj3EEPS0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 26
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 10
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
	.size	_Z6rotateif15HIP_vector_typeIfLj3EEPS0_, .Lfunc_end0-_Z6rotateif15HIP_vector_typeIfLj3EEPS0_
                                        ; -- End function
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.num_vgpr, 8
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.num_agpr, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.numbered_sgpr, 26
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.num_named_barrier, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.private_seg_size, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.uses_vcc, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.uses_flat_scratch, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.has_dyn_sized_stack, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.has_recursion, 0
	.set _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1212
; TotalNumSgprs: 26
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 8
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
	.protected	_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE ; -- Begin function _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE
	.globl	_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE
	.p2align	8
	.type	_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE,@function
_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE: ; @_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b128 s[4:7], s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s4, v0
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_b32 s4, s[0:1], 0x10
	s_and_b32 s8, s5, 0x7fffffff
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_nlt_f32 s8, 0x48000000
	s_cbranch_scc0 .LBB1_3
; %bb.2:
	s_and_b32 s2, s8, 0x7fffff
	s_mov_b32 s3, 0
	s_wait_alu depctr_sa_sdst(0)
	s_bitset1_b32 s2, 23
	s_mov_b64 s[10:11], 0xfe5163ab
	s_wait_alu depctr_sa_sdst(0)
	s_mul_u64 s[12:13], s[2:3], 0x3c439041
	s_mul_u64 s[10:11], s[2:3], s[10:11]
	s_mov_b32 s15, s3
	s_mov_b32 s14, s11
	s_mov_b64 s[16:17], 0xdb629599
	s_add_nc_u64 s[12:13], s[14:15], s[12:13]
	s_mul_u64 s[14:15], s[2:3], s[16:17]
	s_mov_b32 s16, s13
	s_mov_b32 s17, s3
	s_mov_b64 s[18:19], 0xf534ddc0
	s_add_nc_u64 s[14:15], s[16:17], s[14:15]
	s_mul_u64 s[16:17], s[2:3], s[18:19]
	s_mov_b32 s18, s15
	s_mov_b32 s19, s3
	s_mov_b64 s[20:21], 0xfc2757d1
	s_add_nc_u64 s[16:17], s[18:19], s[16:17]
	s_mul_u64 s[18:19], s[2:3], s[20:21]
	s_mov_b32 s20, s17
	s_mov_b32 s21, s3
	s_lshr_b32 s9, s8, 23
	s_add_nc_u64 s[18:19], s[20:21], s[18:19]
	s_mul_u64 s[20:21], s[2:3], 0x4e441529
	s_mov_b32 s22, s19
	s_mov_b32 s23, s3
	s_addk_co_i32 s9, 0xff88
	s_add_nc_u64 s[20:21], s[22:23], s[20:21]
	s_mov_b64 s[22:23], 0xa2f9836e
	s_cmp_gt_u32 s9, 63
	s_mov_b32 s24, s21
	s_mul_u64 s[22:23], s[2:3], s[22:23]
	s_mov_b32 s25, s3
	s_cselect_b32 s2, s14, s18
	s_cselect_b32 s13, s10, s14
	s_add_nc_u64 s[10:11], s[24:25], s[22:23]
	s_cselect_b32 s14, 0xffffffc0, 0
	s_cselect_b32 s12, s12, s16
	s_cselect_b32 s15, s16, s20
	s_cselect_b32 s10, s18, s10
	s_cselect_b32 s11, s20, s11
	s_add_co_i32 s14, s14, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_u32 s14, 31
	s_cselect_b32 s9, 0xffffffe0, 0
	s_cselect_b32 s16, s15, s10
	s_cselect_b32 s10, s10, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s15, s2, s15
	s_cselect_b32 s2, s12, s2
	s_cselect_b32 s13, s13, s12
	s_add_co_i32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_u32 s9, 31
	s_cselect_b32 s17, 0xffffffe0, 0
	s_cselect_b32 s11, s16, s10
	s_cselect_b32 s10, s15, s16
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s12, s2, s15
	s_cselect_b32 s14, s13, s2
	s_add_co_i32 s2, s17, s9
	s_mov_b32 s13, s10
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s9, 32, s2
	s_mov_b32 s15, s12
	s_and_b32 s9, s9, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshr_b64 s[16:17], s[10:11], s9
	s_lshr_b64 s[18:19], s[12:13], s9
	s_lshr_b64 s[20:21], s[14:15], s9
	s_cmp_eq_u32 s2, 0
	s_cselect_b32 s11, s11, s16
	s_cselect_b32 s10, s10, s18
	s_cselect_b32 s12, s12, s20
	s_bfe_u32 s9, s11, 0x1001d
	s_lshr_b64 s[16:17], s[10:11], 30
	s_sub_co_i32 s2, 0, s9
	s_mov_b32 s13, s10
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s17, s16, s2
	s_lshr_b64 s[18:19], s[12:13], 30
	s_clz_i32_u32 s10, s17
	s_mov_b32 s15, s12
	s_min_u32 s10, s10, 32
	s_xor_b32 s16, s18, s2
	s_sub_co_i32 s18, 31, s10
	s_lshr_b64 s[12:13], s[14:15], 30
	s_and_b32 s18, s18, 31
	s_xor_b32 s12, s12, s2
	s_mov_b32 s13, s16
	s_lshr_b64 s[14:15], s[16:17], s18
	s_lshr_b64 s[12:13], s[12:13], s18
	s_mov_b32 s13, s14
	s_lshl_b32 s18, s10, 23
	s_lshr_b64 s[16:17], s[12:13], 9
	s_lshr_b32 s13, s11, 29
	s_clz_i32_u32 s2, s16
	s_lshl_b32 s15, s13, 31
	s_wait_alu depctr_sa_sdst(0)
	s_min_u32 s2, s2, 32
	s_or_b32 s13, s15, 0.5
	s_lshr_b32 s14, s14, 9
	s_sub_co_i32 s18, s13, s18
	s_wait_alu depctr_sa_sdst(0)
	s_not_b32 s17, s2
	s_or_b32 s14, s14, s18
	s_mov_b32 s13, s16
	s_and_b32 s16, s17, 31
	s_mul_f32 s17, s14, 0x3fc90fda
	s_add_co_i32 s2, s2, s10
	s_lshr_b64 s[12:13], s[12:13], s16
	s_or_b32 s13, s15, 0x33000000
	s_xor_b32 s10, s17, 0x80000000
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s2, s2, 23
	s_fmac_f32 s10, s14, 0x3fc90fda
	s_lshr_b32 s12, s12, 9
	s_wait_alu depctr_sa_sdst(0)
	s_sub_co_i32 s2, s13, s2
	s_fmac_f32 s10, s14, 0x33a22168
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s2, s2, s12
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s10, s2, 0x3fc90fda
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_f32 s2, s17, s10
	s_lshr_b32 s10, s11, 30
	s_add_co_i32 s9, s9, s10
	s_cbranch_execz .LBB1_4
	s_branch .LBB1_5
.LBB1_3:
                                        ; implicit-def: $sgpr9
                                        ; implicit-def: $sgpr2
.LBB1_4:
	s_mul_f32 s2, s8, 0x3f22f983
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_rndne_f32 s3, s2
	s_mov_b32 s2, s8
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s2, s3, 0xbfc90fda
	s_cvt_i32_f32 s9, s3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s2, s3, 0xb3a22168
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s2, s3, 0xa7c234c4
.LBB1_5:
	s_load_b64 s[0:1], s[0:1], 0x18
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s3, 0x37d75334
	s_lshl_b32 s10, s9, 30
	s_and_b32 s9, s9, 1
	s_xor_b32 s8, s8, s5
	v_lshlrev_b64_e32 v[0:1], 4, v[0:1]
	s_and_b32 s10, s10, 0x80000000
	v_cmp_class_f32_e64 s5, s5, 0x1f8
	s_mul_f32 s14, s7, s7
	s_mul_f32 s11, s6, s6
	s_mul_f32 s12, s6, s7
	s_wait_kmcnt 0x0
	s_mul_f32 s13, s6, s4
	v_add_co_u32 v6, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, v1, vcc_lo
	s_mul_f32 s0, s2, s2
	s_mov_b32 s1, 0xb94c1982
	global_load_b96 v[3:5], v[6:7], off
	s_wait_alu depctr_sa_sdst(0)
	s_fmaak_f32 s1, s0, s1, 0x3c0881c4
	s_fmaak_f32 s3, s0, s3, 0xbab64f3b
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_fmaak_f32 s1, s0, s1, 0xbe2aaa9d
	s_fmaak_f32 s3, s0, s3, 0x3d2aabf7
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_f32 s1, s0, s1
	s_fmaak_f32 s3, s0, s3, 0xbf000004
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_fmac_f32 s2, s2, s1
	s_fmaak_f32 s0, s0, s3, 0x3f800000
	s_mul_f32 s1, s7, s4
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, s2, 0x80000000
	s_cmp_eq_u32 s9, 0
	s_mul_f32 s9, s4, s4
	s_cselect_b32 s2, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s0, s3
	s_xor_b32 s2, s8, s2
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, s0, s10
	s_xor_b32 s2, s2, s10
	s_and_b32 s3, s5, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_cselect_b32 s0, s0, 0x7fc00000
	s_cselect_b32 s2, s2, 0x7fc00000
	s_wait_alu depctr_sa_sdst(0)
	s_sub_f32 s5, 1.0, s0
	s_mov_b32 s10, s0
	s_mul_f32 s4, s4, s2
	s_mul_f32 s6, s6, s2
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s10, s14, s5
	s_mov_b32 s8, s0
	s_mul_f32 s13, s13, s5
	s_fmac_f32 s8, s11, s5
	s_mov_b32 s11, s4
	s_xor_b32 s4, s4, 0x80000000
	s_mov_b32 s14, s6
	s_xor_b32 s6, s6, 0x80000000
	s_fmac_f32 s11, s12, s5
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s4, s12, s5
	s_fmac_f32 s6, s1, s5
	s_fmac_f32 s14, s1, s5
	s_mov_b32 s1, s13
	s_fmac_f32 s13, s7, s2
	s_xor_b32 s3, s7, 0x80000000
	s_fmac_f32 s0, s9, s5
	s_wait_alu depctr_sa_sdst(0)
	s_fmac_f32 s1, s3, s2
	s_mov_b32 s2, 0
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v1, s10, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v0, s11, v4 :: v_dual_fmac_f32 v1, s4, v3
	v_mul_f32_e32 v2, s6, v4
	v_dual_fmac_f32 v0, s8, v3 :: v_dual_fmac_f32 v1, s14, v5
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v2, s13, v3 :: v_dual_mov_b32 v3, s2
	v_fmac_f32_e32 v0, s1, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v2, s0, v5
	global_store_b128 v[6:7], v[0:3], off
.LBB1_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 26
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 10
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
	.size	_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE, .Lfunc_end1-_Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE
                                        ; -- End function
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.num_vgpr, 8
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.num_agpr, 0
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.numbered_sgpr, 26
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.num_named_barrier, 0
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.private_seg_size, 0
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.uses_vcc, 1
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.uses_flat_scratch, 0
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.has_dyn_sized_stack, 0
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.has_recursion, 0
	.set _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1240
; TotalNumSgprs: 28
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 8
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
	.type	__hip_cuid_7f5aca51fb207129,@object ; @__hip_cuid_7f5aca51fb207129
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_7f5aca51fb207129
__hip_cuid_7f5aca51fb207129:
	.byte	0                               ; 0x0
	.size	__hip_cuid_7f5aca51fb207129, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_7f5aca51fb207129
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           12
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z6rotateif15HIP_vector_typeIfLj3EEPS0_
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z6rotateif15HIP_vector_typeIfLj3EEPS0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           12
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z7rotate2if15HIP_vector_typeIfLj3EEPS_IfLj4EE.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
