	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_ ; -- Begin function _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_
	.globl	_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_
	.p2align	8
	.type	_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_,@function
_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_: ; @_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_
; %bb.0:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
		.amdhsa_reserve_vcc 0
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
	.size	_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_, .Lfunc_end0-_Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_
                                        ; -- End function
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.num_vgpr, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.num_agpr, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.numbered_sgpr, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.num_named_barrier, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.private_seg_size, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.uses_vcc, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.uses_flat_scratch, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.has_dyn_sized_stack, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.has_recursion, 0
	.set _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4
; TotalNumSgprs: 0
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 1
; NumVGPRsForWavesPerEU: 1
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
	.protected	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB1_7
; %bb.1:
	v_sqrt_f32_e32 v1, 0
	s_load_dword s0, s[4:5], 0x2c
	s_mov_b32 s9, 0
	v_fmac_f32_e32 v1, 0, v1
	v_add_f32_e32 v1, v1, v1
	v_sub_f32_e32 v1, 0x40490fdb, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_div_scale_f32 v2, null, v1, v1, 1.0
	v_div_scale_f32 v5, vcc_lo, 1.0, v1, 1.0
	v_rcp_f32_e32 v3, v2
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_mul_f32_e32 v4, v5, v3
	v_fma_f32 v6, -v2, v4, v5
	v_fmac_f32_e32 v4, v6, v3
	v_fma_f32 v2, -v2, v4, v5
	v_div_fmas_f32 v2, v2, v3, v4
	v_div_fixup_f32 v3, v2, v1, 1.0
	v_div_scale_f32 v2, null, v3, v3, 0x3a83126f
	v_div_scale_f32 v5, vcc_lo, 0x3a83126f, v3, 0x3a83126f
	v_rcp_f32_e32 v4, v2
	v_fma_f32 v1, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v1, v4
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mul_f32_e32 v6, v5, v4
	v_mul_lo_u32 v0, v0, s8
	v_fma_f32 v1, -v2, v6, v5
	v_fmac_f32_e32 v6, v1, v4
	v_fma_f32 v1, -v2, v6, v5
	v_mul_lo_u32 v2, v0, s8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s6, 4
	s_addc_u32 s5, s7, 0
	v_div_fmas_f32 v0, v1, v4, v6
	s_lshl_b64 s[6:7], s[8:9], 3
	s_mov_b64 s[10:11], s[4:5]
	v_mov_b32_e32 v4, v2
	v_div_fixup_f32 v3, v0, v3, 0x3a83126f
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
                                        ;       Child Loop BB1_4 Depth 3
	v_mov_b32_e32 v5, v2
	s_mul_i32 s18, s9, s8
	s_mov_b64 s[12:13], s[4:5]
	s_mov_b32 s19, 0
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_4 Depth 3
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v7, 0
	s_mov_b32 s20, 0
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[12:13]
.LBB1_4:                                ;   Parent Loop BB1_2 Depth=1
                                        ;     Parent Loop BB1_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v8, s20, v4
	v_ashrrev_i32_e32 v1, 31, v0
	s_add_u32 s22, s14, -4
	s_addc_u32 s23, s15, -1
	s_add_u32 s24, s16, -4
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	s_addc_u32 s25, s17, -1
	s_load_dwordx2 s[24:25], s[24:25], 0x0
	s_load_dwordx2 s[22:23], s[22:23], 0x0
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	s_add_i32 s20, s20, 1
	v_add_co_u32 v10, vcc_lo, s0, v10
	v_add_co_ci_u32_e64 v11, null, s1, v11, vcc_lo
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	s_add_u32 s16, s16, s6
	v_add_nc_u32_e32 v0, s8, v0
	s_clause 0x1
	global_load_dwordx2 v[10:11], v[10:11], off
	global_load_dwordx2 v[8:9], v[8:9], off
	s_addc_u32 s17, s17, s7
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s8, s20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v1, s24, v8
	v_mul_f32_e32 v8, s25, v8
	v_mul_f32_e32 v12, s25, v9
	v_mul_f32_e32 v9, s24, v9
	v_fma_f32 v1, s22, v10, -v1
	v_fma_f32 v8, s22, v11, -v8
	v_fma_f32 v11, s23, v11, -v12
	v_fma_f32 v9, v10, s23, -v9
	v_add_f32_e32 v1, v6, v1
	v_add_f32_e32 v7, v7, v8
	v_sub_f32_e32 v6, v1, v11
	v_add_f32_e32 v7, v9, v7
	s_cbranch_scc0 .LBB1_4
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=2
	v_add3_u32 v0, s18, s19, v2
	s_add_i32 s19, s19, 1
	v_add_nc_u32_e32 v5, 1, v5
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_cmp_eq_u32 s19, s8
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_load_dwordx2 v[8:9], v[0:1], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, v3, v7, v8
	v_fma_f32 v8, -v3, v6, v9
	global_store_dwordx2 v[0:1], v[7:8], off
	s_cbranch_scc0 .LBB1_3
; %bb.6:                                ;   in Loop: Header=BB1_2 Depth=1
	s_add_i32 s9, s9, 1
	v_add_nc_u32_e32 v4, s8, v4
	s_add_u32 s10, s10, s6
	s_addc_u32 s11, s11, s7
	s_cmp_eq_u32 s9, s8
	s_cbranch_scc0 .LBB1_2
.LBB1_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end1:
	.size	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end1-_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 13
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 26
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 664
; TotalNumSgprs: 28
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 13
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
	.protected	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s22, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s22, 1
	s_cbranch_scc1 .LBB2_7
; %bb.1:
	v_sqrt_f32_e32 v1, 0
	s_clause 0x2
	s_load_dword s7, s[4:5], 0x2c
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_lshl_b32 s8, s22, 1
	s_mov_b32 s27, 0
	s_add_i32 s23, s8, 2
	v_fmac_f32_e32 v1, 0, v1
	v_add_f32_e32 v1, v1, v1
	v_sub_f32_e32 v1, 0x40490fdb, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	v_div_scale_f32 v2, null, v1, v1, 1.0
	v_div_scale_f32 v5, vcc_lo, 1.0, v1, 1.0
	v_rcp_f32_e32 v3, v2
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_mul_f32_e32 v4, v5, v3
	v_fma_f32 v6, -v2, v4, v5
	v_fmac_f32_e32 v4, v6, v3
	v_fma_f32 v2, -v2, v4, v5
	v_div_fmas_f32 v2, v2, v3, v4
	v_div_fixup_f32 v2, v2, v1, 1.0
	v_div_scale_f32 v3, null, v2, v2, 0x3a83126f
	v_div_scale_f32 v5, vcc_lo, 0x3a83126f, v2, 0x3a83126f
	v_rcp_f32_e32 v4, v3
	v_fma_f32 v1, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v1, v4
	v_mad_u64_u32 v[0:1], null, s6, s7, v[0:1]
	s_mul_i32 s6, s22, s22
	s_mov_b32 s7, 0
	v_mul_f32_e32 v6, v5, v4
	s_mov_b32 s9, s7
	s_mov_b32 s12, s7
	s_lshl_b64 s[10:11], s[8:9], 2
	v_mul_lo_u32 v0, s6, v0
	v_fma_f32 v1, -v3, v6, v5
	s_add_u32 s24, s0, 4
	s_addc_u32 s25, s1, 0
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[0:1], s[8:9], 2
	v_fmac_f32_e32 v6, v1, v4
	v_lshlrev_b32_e32 v10, 1, v0
	s_add_u32 s9, s4, 4
	s_addc_u32 s26, s5, 0
	v_fma_f32 v1, -v3, v6, v5
	v_div_fmas_f32 v1, v1, v4, v6
	v_div_fixup_f32 v11, v1, v2, 0x3a83126f
	v_mov_b32_e32 v1, v10
.LBB2_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_3 Depth 2
                                        ;       Child Loop BB2_4 Depth 3
	v_ashrrev_i32_e32 v2, 31, v1
	s_mov_b32 s13, s7
	s_mov_b64 s[16:17], s[4:5]
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s14, s9, s14
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_mad_u64_u32 v[2:3], null, s27, s22, v[0:1]
	s_addc_u32 s15, s26, s15
	v_add_co_u32 v3, vcc_lo, s24, v4
	v_add_co_ci_u32_e64 v4, null, s25, v5, vcc_lo
	v_mov_b32_e32 v5, v10
.LBB2_3:                                ;   Parent Loop BB2_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_4 Depth 3
	v_ashrrev_i32_e32 v6, 31, v5
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_mov_b32 s6, 0
	s_mov_b64 s[18:19], s[14:15]
	v_lshlrev_b64 v[8:9], 2, v[5:6]
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v6, v3
	s_mov_b64 s[20:21], s[16:17]
	s_mov_b32 s28, s6
	v_add_co_u32 v8, vcc_lo, s24, v8
	v_add_co_ci_u32_e64 v9, null, s25, v9, vcc_lo
	s_inst_prefetch 0x1
	.p2align	6
.LBB2_4:                                ;   Parent Loop BB2_2 Depth=1
                                        ;     Parent Loop BB2_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dwordx2 v[14:15], v[8:9], off offset:-4
	global_load_dwordx2 v[16:17], v[6:7], off offset:-4
	s_add_u32 s30, s18, -4
	s_addc_u32 s31, s19, -1
	s_lshl_b64 s[34:35], s[6:7], 2
	s_load_dwordx2 s[30:31], s[30:31], 0x0
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, s35
	s_load_dword s29, s[20:21], 0x0
	s_load_dword s33, s[34:35], 0x4
	v_add_co_u32 v8, vcc_lo, v8, s0
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, 8
	s_add_i32 s28, s28, 1
	s_add_i32 s6, s6, s23
	s_add_u32 s20, s20, s10
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_addc_u32 s21, s21, s11
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u32 s22, s28
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fmac_f32_e32 v13, s30, v14
	v_fmac_f32_e32 v12, s30, v15
	s_waitcnt vmcnt(0)
	v_fma_f32 v13, -v16, s29, v13
	v_fma_f32 v12, -v16, s33, v12
	v_fma_f32 v13, -s31, v15, v13
	v_fmac_f32_e32 v12, s31, v14
	v_fmac_f32_e32 v13, s33, v17
	v_fma_f32 v12, -s29, v17, v12
	s_cbranch_scc0 .LBB2_4
; %bb.5:                                ;   in Loop: Header=BB2_3 Depth=2
	s_inst_prefetch 0x2
	v_add_lshl_u32 v6, v2, s13, 1
	s_add_i32 s13, s13, 1
	v_add_nc_u32_e32 v5, 2, v5
	s_add_u32 s16, s16, 8
	s_addc_u32 s17, s17, 0
	v_ashrrev_i32_e32 v7, 31, v6
	s_cmp_eq_u32 s13, s22
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	global_load_dwordx2 v[8:9], v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, v11, v12, v8
	v_fma_f32 v9, -v11, v13, v9
	global_store_dwordx2 v[6:7], v[8:9], off
	s_cbranch_scc0 .LBB2_3
; %bb.6:                                ;   in Loop: Header=BB2_2 Depth=1
	v_add_nc_u32_e32 v1, s8, v1
	s_add_i32 s27, s27, 1
	s_add_i32 s12, s12, s8
	s_cmp_eq_u32 s27, s22
	s_cbranch_scc0 .LBB2_2
.LBB2_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end2:
	.size	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end2-_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 18
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
; TotalNumSgprs: 38
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 18
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
	.protected	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s22, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s22, 1
	s_cbranch_scc1 .LBB3_7
; %bb.1:
	s_clause 0x2
	s_load_dword s7, s[4:5], 0x2c
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_lshl_b32 s8, s22, 1
	s_mov_b32 s27, 0
	s_add_i32 s23, s8, 2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s7, v[0:1]
	s_mul_i32 s6, s22, s22
	s_mov_b32 s7, 0
	s_mov_b32 s9, s7
	s_mov_b32 s12, s7
	s_lshl_b64 s[10:11], s[8:9], 2
	v_mul_lo_u32 v0, s6, v0
	s_add_u32 s24, s0, 4
	s_addc_u32 s25, s1, 0
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s9, s4, 4
	s_addc_u32 s26, s5, 0
	v_lshlrev_b32_e32 v15, 1, v0
	v_mov_b32_e32 v1, v15
.LBB3_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_3 Depth 2
                                        ;       Child Loop BB3_4 Depth 3
	v_ashrrev_i32_e32 v2, 31, v1
	s_mov_b32 s13, s7
	s_mov_b64 s[16:17], s[4:5]
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s14, s9, s14
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_mad_u64_u32 v[2:3], null, s27, s22, v[0:1]
	s_addc_u32 s15, s26, s15
	v_add_co_u32 v3, vcc_lo, s24, v4
	v_add_co_ci_u32_e64 v4, null, s25, v5, vcc_lo
	v_mov_b32_e32 v5, v15
.LBB3_3:                                ;   Parent Loop BB3_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB3_4 Depth 3
	v_add_lshl_u32 v6, s13, v2, 1
	v_mov_b32_e32 v14, v4
	v_mov_b32_e32 v13, v3
	s_mov_b32 s6, 0
	s_mov_b64 s[18:19], s[14:15]
	v_ashrrev_i32_e32 v7, 31, v6
	s_mov_b64 s[20:21], s[16:17]
	s_mov_b32 s28, s6
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[11:12], 2, v[5:6]
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_add_co_ci_u32_e64 v8, null, s3, v8, vcc_lo
	v_add_co_u32 v11, vcc_lo, s24, v11
	global_load_dwordx2 v[9:10], v[7:8], off
	v_add_co_ci_u32_e64 v12, null, s25, v12, vcc_lo
	s_inst_prefetch 0x1
	.p2align	6
.LBB3_4:                                ;   Parent Loop BB3_2 Depth=1
                                        ;     Parent Loop BB3_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dwordx2 v[16:17], v[11:12], off offset:-4
	global_load_dwordx2 v[18:19], v[13:14], off offset:-4
	s_add_u32 s30, s18, -4
	s_addc_u32 s31, s19, -1
	s_lshl_b64 s[34:35], s[6:7], 2
	s_load_dwordx2 s[30:31], s[30:31], 0x0
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, s35
	s_load_dword s29, s[20:21], 0x0
	s_load_dword s33, s[34:35], 0x4
	v_add_co_u32 v11, vcc_lo, v11, s0
	v_add_co_ci_u32_e64 v12, null, s1, v12, vcc_lo
	v_add_co_u32 v13, vcc_lo, v13, 8
	s_add_i32 s28, s28, 1
	s_add_i32 s6, s6, s23
	s_add_u32 s20, s20, s10
	v_add_co_ci_u32_e64 v14, null, 0, v14, vcc_lo
	s_addc_u32 s21, s21, s11
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u32 s22, s28
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fmac_f32_e32 v9, s30, v17
	v_fma_f32 v6, -s30, v16, v10
	s_waitcnt vmcnt(0)
	v_fma_f32 v9, -v18, s33, v9
	v_fmac_f32_e32 v6, s29, v18
	v_fmac_f32_e32 v9, s31, v16
	v_fmac_f32_e32 v6, s31, v17
	v_fma_f32 v9, -v19, s29, v9
	v_fma_f32 v10, -s33, v19, v6
	s_cbranch_scc0 .LBB3_4
; %bb.5:                                ;   in Loop: Header=BB3_3 Depth=2
	s_inst_prefetch 0x2
	s_add_i32 s13, s13, 1
	v_add_nc_u32_e32 v5, 2, v5
	s_add_u32 s16, s16, 8
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s13, s22
	global_store_dwordx2 v[7:8], v[9:10], off
	s_cbranch_scc0 .LBB3_3
; %bb.6:                                ;   in Loop: Header=BB3_2 Depth=1
	v_add_nc_u32_e32 v1, s8, v1
	s_add_i32 s27, s27, 1
	s_add_i32 s12, s12, s8
	s_cmp_eq_u32 s27, s22
	s_cbranch_scc0 .LBB3_2
.LBB3_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end3:
	.size	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end3-_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 20
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 560
; TotalNumSgprs: 38
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 20
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
	.protected	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB4_7
; %bb.1:
	s_load_dword s0, s[4:5], 0x2c
	s_lshl_b32 s22, s8, 4
	s_mul_i32 s23, s8, s8
	s_mov_b32 s24, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mul_i32 s4, s22, s8
	s_mov_b32 s5, 0
	s_mov_b32 s9, s5
	v_ashrrev_i32_e32 v1, 31, v0
	s_lshl_b64 s[10:11], s[8:9], 2
	s_mov_b32 s9, s23
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v0, v1
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[6:7]
	v_and_b32_e32 v2, -8, v1
	v_ashrrev_i32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_mad_u64_u32 v[0:1], null, s4, v1, v[0:1]
	v_mov_b32_e32 v5, v0
.LBB4_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_3 Depth 2
                                        ;       Child Loop BB4_4 Depth 3
	v_mov_b32_e32 v6, v0
	s_mul_i32 s25, s24, s8
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s5
.LBB4_3:                                ;   Parent Loop BB4_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB4_4 Depth 3
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v7, 0
	s_mov_b32 s28, 0
	s_mov_b64 s[16:17], s[12:13]
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB4_4:                                ;   Parent Loop BB4_2 Depth=1
                                        ;     Parent Loop BB4_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s4, s9, s28
	s_lshl_b64 s[30:31], s[4:5], 2
	v_lshlrev_b64 v[9:10], 2, v[3:4]
	v_lshlrev_b64 v[11:12], 2, v[1:2]
	s_add_u32 s30, s6, s30
	s_addc_u32 s31, s7, s31
	s_ashr_i32 s21, s20, 31
	s_load_dword s4, s[16:17], 0x0
	v_add_co_u32 v9, vcc_lo, s0, v9
	v_add_co_ci_u32_e64 v10, null, s1, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s0, v11
	v_add_co_ci_u32_e64 v12, null, s1, v12, vcc_lo
	s_clause 0x3
	global_load_dword v2, v[9:10], off
	global_load_dword v4, v[11:12], off offset:32
	global_load_dword v9, v[9:10], off offset:32
	global_load_dword v10, v[11:12], off
	s_lshl_b64 s[34:35], s[20:21], 2
	s_load_dword s21, s[18:19], 0x0
	s_add_u32 s34, s6, s34
	s_addc_u32 s35, s7, s35
	s_clause 0x1
	s_load_dword s29, s[30:31], 0x0
	s_load_dword s30, s[34:35], 0x0
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s10
	v_add_nc_u32_e32 v3, s22, v3
	v_add_nc_u32_e32 v1, 16, v1
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s8, s28
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v8, -s4, v2, v8
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v7, s4, v9
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, s21, v10
	v_fma_f32 v7, -v10, s30, v7
	v_fmac_f32_e32 v8, s29, v9
	v_fmac_f32_e32 v7, s29, v2
	v_fma_f32 v8, -v4, s30, v8
	v_fma_f32 v7, -s21, v4, v7
	s_cbranch_scc0 .LBB4_4
; %bb.5:                                ;   in Loop: Header=BB4_3 Depth=2
	s_add_i32 s4, s27, s25
	s_add_i32 s27, s27, 1
	v_lshl_add_u32 v1, s4, 4, v0
	s_add_i32 s26, s26, 1
	v_add_nc_u32_e32 v6, 16, v6
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	v_ashrrev_i32_e32 v2, 31, v1
	s_cmp_eq_u32 s27, s8
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_clause 0x1
	global_load_dword v3, v[1:2], off
	global_load_dword v4, v[1:2], off offset:32
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, v7, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v8, v4
	global_store_dword v[1:2], v3, off
	global_store_dword v[1:2], v4, off offset:32
	s_cbranch_scc0 .LBB4_3
; %bb.6:                                ;   in Loop: Header=BB4_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s9, s9, s8
	v_add_nc_u32_e32 v5, s22, v5
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s24, s8
	s_cbranch_scc0 .LBB4_2
.LBB4_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end4:
	.size	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end4-_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 13
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 608
; TotalNumSgprs: 38
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 13
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
	.protected	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x2c
	s_mov_b32 s15, 0
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v0, v1
	v_and_b32_e32 v2, -8, v1
	v_lshrrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_mad_u64_u32 v[0:1], null, 0x310, v1, v[0:1]
.LBB5_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB5_2 Depth 2
	v_mad_u64_u32 v[1:2], null, 0x70, s23, v[0:1]
	s_mul_i32 s14, s23, 7
	s_lshl_b64 s[4:5], s[14:15], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s12, s4
	s_addc_u32 s21, s13, s5
	v_ashrrev_i32_e32 v2, 31, v1
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[20:21], 0x0
	s_load_dwordx2 s[16:17], s[20:21], 0x10
	s_load_dword s14, s[20:21], 0x18
	s_load_dwordx4 s[8:11], s[20:21], 0xc4
	s_load_dwordx2 s[18:19], s[20:21], 0xd4
	s_load_dword s24, s[20:21], 0xdc
	s_mov_b64 s[20:21], 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_clause 0xd
	global_load_dword v3, v[1:2], off
	global_load_dword v4, v[1:2], off offset:32
	global_load_dword v5, v[1:2], off offset:64
	global_load_dword v6, v[1:2], off offset:96
	global_load_dword v7, v[1:2], off offset:128
	global_load_dword v8, v[1:2], off offset:160
	global_load_dword v9, v[1:2], off offset:192
	global_load_dword v10, v[1:2], off offset:224
	global_load_dword v11, v[1:2], off offset:256
	global_load_dword v12, v[1:2], off offset:288
	global_load_dword v13, v[1:2], off offset:320
	global_load_dword v14, v[1:2], off offset:352
	global_load_dword v15, v[1:2], off offset:384
	global_load_dword v16, v[1:2], off offset:416
	v_mov_b32_e32 v1, v0
.LBB5_2:                                ;   Parent Loop BB5_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_nc_u32_e32 v19, s22, v1
	s_add_u32 s26, s12, s20
	s_addc_u32 s27, s13, s21
	s_clause 0x5
	s_load_dword s25, s[26:27], 0xc4
	s_load_dword s28, s[26:27], 0x0
	s_load_dword s29, s[26:27], 0xe0
	s_load_dword s30, s[26:27], 0x1c
	s_load_dword s31, s[26:27], 0x38
	s_load_dword s33, s[26:27], 0x54
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_ashrrev_i32_e32 v20, 31, v19
	s_clause 0x2
	s_load_dword s34, s[26:27], 0x70
	s_load_dword s35, s[26:27], 0x8c
	s_load_dword s36, s[26:27], 0xa8
	v_add_nc_u32_e32 v1, 16, v1
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	v_add_co_u32 v17, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, v18, vcc_lo
	s_cmp_lg_u32 s20, 28
	s_clause 0x9
	global_load_dword v2, v[17:18], off offset:32
	global_load_dword v21, v[17:18], off
	global_load_dword v22, v[17:18], off offset:480
	global_load_dword v23, v[17:18], off offset:448
	global_load_dword v24, v[17:18], off offset:928
	global_load_dword v25, v[17:18], off offset:896
	global_load_dword v26, v[17:18], off offset:1376
	global_load_dword v27, v[17:18], off offset:1344
	global_load_dword v28, v[17:18], off offset:1824
	global_load_dword v29, v[17:18], off offset:1792
	v_add_co_u32 v17, vcc_lo, 0x800, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_clause 0x3
	global_load_dword v30, v[17:18], off offset:224
	global_load_dword v31, v[17:18], off offset:192
	global_load_dword v32, v[17:18], off offset:672
	global_load_dword v33, v[17:18], off offset:640
	v_lshlrev_b64 v[17:18], 2, v[19:20]
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	s_clause 0x1
	global_load_dword v19, v[17:18], off
	global_load_dword v20, v[17:18], off offset:32
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v34, s4, v2, 0
	s_waitcnt vmcnt(14)
	v_fma_f32 v35, -s4, v21, 0
	v_fma_f32 v34, -v3, s25, v34
	v_fmac_f32_e32 v35, s28, v3
	v_fmac_f32_e32 v34, s8, v21
	v_fmac_f32_e32 v35, s8, v2
	v_fma_f32 v2, -s28, v4, v34
	v_fma_f32 v21, -v4, s25, v35
	s_clause 0x4
	s_load_dword s25, s[26:27], 0xfc
	s_load_dword s28, s[26:27], 0x118
	s_load_dword s37, s[26:27], 0x134
	s_load_dword s38, s[26:27], 0x150
	s_load_dword s26, s[26:27], 0x16c
	s_waitcnt vmcnt(13)
	v_fmac_f32_e32 v2, s5, v22
	s_waitcnt vmcnt(12)
	v_fma_f32 v21, -s5, v23, v21
	v_fma_f32 v2, -v5, s29, v2
	v_fmac_f32_e32 v21, s30, v5
	v_fmac_f32_e32 v2, s9, v23
	v_fmac_f32_e32 v21, s9, v22
	v_fma_f32 v2, -s30, v6, v2
	v_fma_f32 v21, -v6, s29, v21
	s_waitcnt vmcnt(11)
	v_fmac_f32_e32 v2, s6, v24
	s_waitcnt vmcnt(10)
	v_fma_f32 v21, -s6, v25, v21
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v7, s25, v2
	v_fmac_f32_e32 v21, s31, v7
	v_fmac_f32_e32 v2, s10, v25
	v_fmac_f32_e32 v21, s10, v24
	v_fma_f32 v2, -s31, v8, v2
	v_fma_f32 v21, -v8, s25, v21
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v2, s7, v26
	s_waitcnt vmcnt(8)
	v_fma_f32 v21, -s7, v27, v21
	v_fma_f32 v2, -v9, s28, v2
	v_fmac_f32_e32 v21, s33, v9
	v_fmac_f32_e32 v2, s11, v27
	v_fmac_f32_e32 v21, s11, v26
	v_fma_f32 v2, -s33, v10, v2
	v_fma_f32 v21, -v10, s28, v21
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v2, s16, v28
	s_waitcnt vmcnt(6)
	v_fma_f32 v21, -s16, v29, v21
	v_fma_f32 v2, -v11, s37, v2
	v_fmac_f32_e32 v21, s34, v11
	v_fmac_f32_e32 v2, s18, v29
	v_fmac_f32_e32 v21, s18, v28
	v_fma_f32 v2, -s34, v12, v2
	v_fma_f32 v21, -v12, s37, v21
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v2, s17, v30
	s_waitcnt vmcnt(4)
	v_fma_f32 v21, -s17, v31, v21
	v_fma_f32 v2, -v13, s38, v2
	v_fmac_f32_e32 v21, s35, v13
	v_fmac_f32_e32 v2, s19, v31
	v_fmac_f32_e32 v21, s19, v30
	v_fma_f32 v2, -s35, v14, v2
	v_fma_f32 v21, -v14, s38, v21
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v2, s14, v32
	s_waitcnt vmcnt(2)
	v_fma_f32 v21, -s14, v33, v21
	v_fma_f32 v2, -v15, s26, v2
	v_fmac_f32_e32 v21, s36, v15
	v_fmac_f32_e32 v2, s24, v33
	v_fmac_f32_e32 v21, s24, v32
	v_fma_f32 v2, -s36, v16, v2
	v_fma_f32 v21, -v16, s26, v21
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v19, v21, v20
	global_store_dword v[17:18], v2, off
	global_store_dword v[17:18], v19, off offset:32
	s_cbranch_scc1 .LBB5_2
; %bb.3:                                ;   in Loop: Header=BB5_1 Depth=1
	s_add_i32 s23, s23, 1
	s_addk_i32 s22, 0x70
	s_cmp_eq_u32 s23, 7
	s_cbranch_scc0 .LBB5_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
.Lfunc_end5:
	.size	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end5-_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 36
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 39
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1156
; TotalNumSgprs: 41
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.protected	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b64 s[14:15], 0xc4
	s_mov_b32 s20, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v0, v1
	v_and_b32_e32 v2, -8, v1
	v_lshrrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_mad_u64_u32 v[0:1], null, 0x310, v1, v[0:1]
	v_mov_b32_e32 v7, v0
.LBB6_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_2 Depth 2
	v_mad_u64_u32 v[1:2], null, 0x70, s20, v[0:1]
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v5, v0
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], s[14:15]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_clause 0xd
	global_load_dword v14, v[1:2], off
	global_load_dword v21, v[1:2], off offset:32
	global_load_dword v13, v[1:2], off offset:64
	global_load_dword v20, v[1:2], off offset:96
	global_load_dword v12, v[1:2], off offset:128
	global_load_dword v19, v[1:2], off offset:160
	global_load_dword v11, v[1:2], off offset:192
	global_load_dword v18, v[1:2], off offset:224
	global_load_dword v10, v[1:2], off offset:256
	global_load_dword v17, v[1:2], off offset:288
	global_load_dword v9, v[1:2], off offset:320
	global_load_dword v16, v[1:2], off offset:352
	global_load_dword v8, v[1:2], off offset:384
	global_load_dword v15, v[1:2], off offset:416
.LBB6_2:                                ;   Parent Loop BB6_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v4, 31, v3
	s_add_u32 s4, s12, s18
	s_addc_u32 s5, s13, s19
	s_add_u32 s6, s4, 0xffffff3c
	v_lshlrev_b64 v[22:23], 2, v[5:6]
	v_lshlrev_b64 v[24:25], 2, v[3:4]
	s_addc_u32 s7, s5, -1
	s_clause 0x1
	s_load_dword s21, s[6:7], 0x0
	s_load_dword s26, s[4:5], 0x0
	s_add_u32 s22, s12, s16
	v_add_co_u32 v22, vcc_lo, s0, v22
	v_add_co_ci_u32_e64 v23, null, s1, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s0, v24
	v_add_co_ci_u32_e64 v25, null, s1, v25, vcc_lo
	s_clause 0xf
	global_load_dword v4, v[22:23], off
	global_load_dword v6, v[22:23], off offset:32
	global_load_dword v26, v[22:23], off offset:64
	global_load_dword v27, v[22:23], off offset:96
	global_load_dword v28, v[22:23], off offset:128
	global_load_dword v29, v[22:23], off offset:160
	global_load_dword v30, v[22:23], off offset:192
	global_load_dword v31, v[22:23], off offset:224
	global_load_dword v32, v[22:23], off offset:256
	global_load_dword v33, v[22:23], off offset:288
	global_load_dword v34, v[22:23], off offset:320
	global_load_dword v35, v[22:23], off offset:352
	global_load_dword v36, v[22:23], off offset:384
	global_load_dword v22, v[22:23], off offset:416
	global_load_dword v23, v[24:25], off
	global_load_dword v24, v[24:25], off offset:32
	s_addc_u32 s23, s13, s17
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[22:23], 0x0
	s_load_dwordx2 s[24:25], s[22:23], 0x10
	s_load_dword s27, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_load_dword s28, s[22:23], 0xdc
	s_load_dwordx2 s[22:23], s[22:23], 0xd4
	s_add_u32 s16, s16, 28
	v_add_nc_u32_e32 v5, 0x70, v5
	v_add_nc_u32_e32 v3, 16, v3
	s_addc_u32 s17, s17, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v21, -s21, v4, v21
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v14, s21, v6
	s_waitcnt vmcnt(13)
	v_fma_f32 v20, -s21, v26, v20
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v13, s21, v27
	s_waitcnt vmcnt(11)
	v_fma_f32 v19, -s21, v28, v19
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v12, s21, v29
	s_waitcnt vmcnt(9)
	v_fma_f32 v18, -s21, v30, v18
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v11, s21, v31
	s_waitcnt vmcnt(7)
	v_fma_f32 v17, -s21, v32, v17
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v10, s21, v33
	s_waitcnt vmcnt(5)
	v_fma_f32 v16, -s21, v34, v16
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v9, s21, v35
	s_waitcnt vmcnt(3)
	v_fma_f32 v15, -s21, v36, v15
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v8, s21, v22
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v21, s4, v23
	v_fma_f32 v14, -v23, s8, v14
	v_fmac_f32_e32 v20, s5, v23
	v_fma_f32 v13, -v23, s9, v13
	v_fmac_f32_e32 v19, s6, v23
	v_fma_f32 v12, -v23, s10, v12
	v_fmac_f32_e32 v18, s7, v23
	v_fma_f32 v11, -v23, s11, v11
	v_fmac_f32_e32 v17, s24, v23
	v_fma_f32 v10, -v23, s22, v10
	v_fmac_f32_e32 v16, s25, v23
	v_fma_f32 v9, -v23, s23, v9
	v_fmac_f32_e32 v15, s27, v23
	v_fma_f32 v8, -v23, s28, v8
	v_fmac_f32_e32 v21, s26, v6
	v_fmac_f32_e32 v14, s26, v4
	v_fmac_f32_e32 v20, s26, v27
	v_fmac_f32_e32 v13, s26, v26
	v_fmac_f32_e32 v19, s26, v29
	v_fmac_f32_e32 v12, s26, v28
	v_fmac_f32_e32 v18, s26, v31
	v_fmac_f32_e32 v11, s26, v30
	v_fmac_f32_e32 v17, s26, v33
	v_fmac_f32_e32 v10, s26, v32
	v_fmac_f32_e32 v16, s26, v35
	v_fmac_f32_e32 v9, s26, v34
	v_fmac_f32_e32 v15, s26, v22
	v_fmac_f32_e32 v8, s26, v36
	s_waitcnt vmcnt(0)
	v_fma_f32 v21, -v24, s8, v21
	v_fma_f32 v14, -v24, s4, v14
	v_fma_f32 v20, -v24, s9, v20
	v_fma_f32 v13, -v24, s5, v13
	v_fma_f32 v19, -v24, s10, v19
	v_fma_f32 v12, -v24, s6, v12
	v_fma_f32 v18, -v24, s11, v18
	v_fma_f32 v11, -v24, s7, v11
	v_fma_f32 v17, -v24, s22, v17
	v_fma_f32 v10, -v24, s24, v10
	v_fma_f32 v16, -v24, s23, v16
	v_fma_f32 v9, -v24, s25, v9
	v_fma_f32 v15, -v24, s28, v15
	v_fma_f32 v8, -v24, s27, v8
	s_cbranch_scc0 .LBB6_2
; %bb.3:                                ;   in Loop: Header=BB6_1 Depth=1
	s_add_i32 s20, s20, 1
	v_add_nc_u32_e32 v7, 0x70, v7
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	global_store_dword v[1:2], v14, off
	global_store_dword v[1:2], v21, off offset:32
	global_store_dword v[1:2], v13, off offset:64
	global_store_dword v[1:2], v20, off offset:96
	global_store_dword v[1:2], v12, off offset:128
	global_store_dword v[1:2], v19, off offset:160
	global_store_dword v[1:2], v11, off offset:192
	global_store_dword v[1:2], v18, off offset:224
	global_store_dword v[1:2], v10, off offset:256
	global_store_dword v[1:2], v17, off offset:288
	global_store_dword v[1:2], v9, off offset:320
	global_store_dword v[1:2], v16, off offset:352
	global_store_dword v[1:2], v8, off offset:384
	global_store_dword v[1:2], v15, off offset:416
	s_cbranch_scc0 .LBB6_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 29
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
.Lfunc_end6:
	.size	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end6-_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 37
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 29
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1144
; TotalNumSgprs: 31
; NumVgprs: 37
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 37
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB7_7
; %bb.1:
	s_load_dword s0, s[4:5], 0x2c
	s_lshl_b32 s22, s8, 4
	s_mul_i32 s23, s8, s8
	s_mov_b32 s24, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mul_i32 s4, s22, s8
	s_mov_b32 s5, 0
	s_mov_b32 s9, s5
	s_lshl_b64 s[10:11], s[8:9], 2
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s9, s23
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v0, v1
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[6:7]
	v_and_b32_e32 v2, -8, v1
	v_ashrrev_i32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_mad_u64_u32 v[0:1], null, s4, v1, v[0:1]
	v_add_nc_u32_e32 v7, 8, v0
	v_mov_b32_e32 v8, v0
.LBB7_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_3 Depth 2
                                        ;       Child Loop BB7_4 Depth 3
	v_mov_b32_e32 v9, v0
	s_mul_i32 s25, s24, s8
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s5
.LBB7_3:                                ;   Parent Loop BB7_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB7_4 Depth 3
	s_add_i32 s4, s27, s25
	v_mov_b32_e32 v3, v8
	v_lshl_add_u32 v1, s4, 4, v7
	v_mov_b32_e32 v5, v9
	s_mov_b32 s28, 0
	s_mov_b64 s[16:17], s[12:13]
	s_mov_b64 s[18:19], s[14:15]
	v_ashrrev_i32_e32 v2, 31, v1
	s_mov_b32 s20, s26
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_clause 0x1
	global_load_dword v11, v[1:2], off
	global_load_dword v10, v[1:2], off offset:-32
.LBB7_4:                                ;   Parent Loop BB7_2 Depth=1
                                        ;     Parent Loop BB7_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v4, 31, v3
	s_add_i32 s4, s9, s28
	s_lshl_b64 s[30:31], s[4:5], 2
	v_lshlrev_b64 v[12:13], 2, v[5:6]
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	s_add_u32 s30, s6, s30
	s_addc_u32 s31, s7, s31
	s_ashr_i32 s21, s20, 31
	s_load_dword s4, s[16:17], 0x0
	v_add_co_u32 v12, vcc_lo, s0, v12
	v_add_co_ci_u32_e64 v13, null, s1, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s0, v14
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc_lo
	s_clause 0x3
	global_load_dword v4, v[12:13], off
	global_load_dword v6, v[14:15], off offset:32
	global_load_dword v12, v[12:13], off offset:32
	global_load_dword v13, v[14:15], off
	s_lshl_b64 s[34:35], s[20:21], 2
	s_load_dword s21, s[18:19], 0x0
	s_add_u32 s34, s6, s34
	s_addc_u32 s35, s7, s35
	s_clause 0x1
	s_load_dword s29, s[30:31], 0x0
	s_load_dword s30, s[34:35], 0x0
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s10
	v_add_nc_u32_e32 v5, s22, v5
	v_add_nc_u32_e32 v3, 16, v3
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s8, s28
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v11, -s4, v4, v11
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v10, s4, v12
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, s21, v13
	v_fma_f32 v10, -v13, s30, v10
	v_fmac_f32_e32 v11, s29, v12
	v_fmac_f32_e32 v10, s29, v4
	v_fma_f32 v11, -v6, s30, v11
	v_fma_f32 v10, -s21, v6, v10
	s_cbranch_scc0 .LBB7_4
; %bb.5:                                ;   in Loop: Header=BB7_3 Depth=2
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	v_add_nc_u32_e32 v9, 16, v9
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s8
	global_store_dword v[1:2], v11, off
	global_store_dword v[1:2], v10, off offset:-32
	s_cbranch_scc0 .LBB7_3
; %bb.6:                                ;   in Loop: Header=BB7_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s9, s9, s8
	v_add_nc_u32_e32 v8, s22, v8
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s24, s8
	s_cbranch_scc0 .LBB7_2
.LBB7_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end7:
	.size	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end7-_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 16
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 588
; TotalNumSgprs: 38
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 16
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
	.protected	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b32 s15, 0
	s_mov_b32 s22, 8
	s_mov_b32 s23, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v0, v1
	v_and_b32_e32 v2, -8, v1
	v_lshrrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_mad_u64_u32 v[0:1], null, 0x310, v1, v[0:1]
.LBB8_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB8_2 Depth 2
	v_mad_u64_u32 v[1:2], null, 0x70, s23, v[0:1]
	s_mul_i32 s14, s23, 7
	s_lshl_b64 s[4:5], s[14:15], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s12, s4
	s_addc_u32 s21, s13, s5
	v_ashrrev_i32_e32 v2, 31, v1
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[20:21], 0x0
	s_load_dwordx2 s[16:17], s[20:21], 0x10
	s_load_dword s14, s[20:21], 0x18
	s_load_dwordx4 s[8:11], s[20:21], 0xc4
	s_load_dwordx2 s[18:19], s[20:21], 0xd4
	s_load_dword s24, s[20:21], 0xdc
	s_mov_b64 s[20:21], 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_clause 0xd
	global_load_dword v3, v[1:2], off
	global_load_dword v4, v[1:2], off offset:32
	global_load_dword v5, v[1:2], off offset:64
	global_load_dword v6, v[1:2], off offset:96
	global_load_dword v7, v[1:2], off offset:128
	global_load_dword v8, v[1:2], off offset:160
	global_load_dword v9, v[1:2], off offset:192
	global_load_dword v10, v[1:2], off offset:224
	global_load_dword v11, v[1:2], off offset:256
	global_load_dword v12, v[1:2], off offset:288
	global_load_dword v13, v[1:2], off offset:320
	global_load_dword v14, v[1:2], off offset:352
	global_load_dword v15, v[1:2], off offset:384
	global_load_dword v16, v[1:2], off offset:416
	v_mov_b32_e32 v1, v0
.LBB8_2:                                ;   Parent Loop BB8_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_nc_u32_e32 v17, s22, v1
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_u32 s26, s12, s20
	s_addc_u32 s27, s13, s21
	s_clause 0x5
	s_load_dword s25, s[26:27], 0x0
	s_load_dword s28, s[26:27], 0xc4
	s_load_dword s29, s[26:27], 0xe0
	s_load_dword s30, s[26:27], 0x1c
	s_load_dword s31, s[26:27], 0x38
	s_load_dword s33, s[26:27], 0x54
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	s_clause 0x2
	s_load_dword s34, s[26:27], 0x70
	s_load_dword s35, s[26:27], 0x8c
	s_load_dword s36, s[26:27], 0xa8
	v_add_nc_u32_e32 v1, 16, v1
	s_add_u32 s20, s20, 4
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	s_addc_u32 s21, s21, 0
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v20, null, s1, v20, vcc_lo
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	s_clause 0x1
	global_load_dword v2, v[19:20], off
	global_load_dword v21, v[19:20], off offset:32
	s_clause 0x1
	global_load_dword v22, v[17:18], off
	global_load_dword v23, v[17:18], off offset:-32
	s_clause 0x7
	global_load_dword v24, v[19:20], off offset:448
	global_load_dword v25, v[19:20], off offset:480
	global_load_dword v26, v[19:20], off offset:896
	global_load_dword v27, v[19:20], off offset:928
	global_load_dword v28, v[19:20], off offset:1344
	global_load_dword v29, v[19:20], off offset:1376
	global_load_dword v30, v[19:20], off offset:1792
	global_load_dword v31, v[19:20], off offset:1824
	v_add_co_u32 v19, vcc_lo, 0x800, v19
	v_add_co_ci_u32_e64 v20, null, 0, v20, vcc_lo
	s_cmp_lg_u32 s20, 28
	s_clause 0x3
	global_load_dword v32, v[19:20], off offset:192
	global_load_dword v33, v[19:20], off offset:224
	global_load_dword v34, v[19:20], off offset:640
	global_load_dword v19, v[19:20], off offset:672
	s_waitcnt vmcnt(13) lgkmcnt(0)
	v_fma_f32 v20, -s4, v2, v22
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v23, s4, v21
	v_fmac_f32_e32 v20, s25, v3
	v_fma_f32 v22, -v3, s28, v23
	v_fmac_f32_e32 v20, s8, v21
	v_fmac_f32_e32 v22, s8, v2
	v_fma_f32 v2, -v4, s28, v20
	v_fma_f32 v20, -s25, v4, v22
	s_clause 0x4
	s_load_dword s25, s[26:27], 0xfc
	s_load_dword s28, s[26:27], 0x118
	s_load_dword s37, s[26:27], 0x134
	s_load_dword s38, s[26:27], 0x150
	s_load_dword s26, s[26:27], 0x16c
	s_waitcnt vmcnt(11)
	v_fma_f32 v2, -s5, v24, v2
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v20, s5, v25
	v_fmac_f32_e32 v2, s30, v5
	v_fma_f32 v20, -v5, s29, v20
	v_fmac_f32_e32 v2, s9, v25
	v_fmac_f32_e32 v20, s9, v24
	v_fma_f32 v2, -v6, s29, v2
	v_fma_f32 v20, -s30, v6, v20
	s_waitcnt vmcnt(9)
	v_fma_f32 v2, -s6, v26, v2
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v20, s6, v27
	v_fmac_f32_e32 v2, s31, v7
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v20, -v7, s25, v20
	v_fmac_f32_e32 v2, s10, v27
	v_fmac_f32_e32 v20, s10, v26
	v_fma_f32 v2, -v8, s25, v2
	v_fma_f32 v20, -s31, v8, v20
	s_waitcnt vmcnt(7)
	v_fma_f32 v2, -s7, v28, v2
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v20, s7, v29
	v_fmac_f32_e32 v2, s33, v9
	v_fma_f32 v20, -v9, s28, v20
	v_fmac_f32_e32 v2, s11, v29
	v_fmac_f32_e32 v20, s11, v28
	v_fma_f32 v2, -v10, s28, v2
	v_fma_f32 v20, -s33, v10, v20
	s_waitcnt vmcnt(5)
	v_fma_f32 v2, -s16, v30, v2
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v20, s16, v31
	v_fmac_f32_e32 v2, s34, v11
	v_fma_f32 v20, -v11, s37, v20
	v_fmac_f32_e32 v2, s18, v31
	v_fmac_f32_e32 v20, s18, v30
	v_fma_f32 v2, -v12, s37, v2
	v_fma_f32 v20, -s34, v12, v20
	s_waitcnt vmcnt(3)
	v_fma_f32 v2, -s17, v32, v2
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v20, s17, v33
	v_fmac_f32_e32 v2, s35, v13
	v_fma_f32 v20, -v13, s38, v20
	v_fmac_f32_e32 v2, s19, v33
	v_fmac_f32_e32 v20, s19, v32
	v_fma_f32 v2, -v14, s38, v2
	v_fma_f32 v20, -s35, v14, v20
	s_waitcnt vmcnt(1)
	v_fma_f32 v2, -s14, v34, v2
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v20, s14, v19
	v_fmac_f32_e32 v2, s36, v15
	v_fma_f32 v20, -v15, s26, v20
	v_fmac_f32_e32 v2, s24, v19
	v_fmac_f32_e32 v20, s24, v34
	v_fma_f32 v2, -v16, s26, v2
	v_fma_f32 v19, -s36, v16, v20
	global_store_dword v[17:18], v2, off
	global_store_dword v[17:18], v19, off offset:-32
	s_cbranch_scc1 .LBB8_2
; %bb.3:                                ;   in Loop: Header=BB8_1 Depth=1
	s_add_i32 s23, s23, 1
	s_addk_i32 s22, 0x70
	s_cmp_eq_u32 s23, 7
	s_cbranch_scc0 .LBB8_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 35
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
.Lfunc_end8:
	.size	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end8-_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 35
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 39
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1140
; TotalNumSgprs: 41
; NumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 35
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
	.protected	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b64 s[14:15], 0xc4
	s_mov_b32 s20, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_nc_u32_e32 v1, v0, v1
	v_and_b32_e32 v2, -8, v1
	v_lshrrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v0, v0, v2
	v_mad_u64_u32 v[0:1], null, 0x310, v1, v[0:1]
	v_add_nc_u32_e32 v1, 8, v0
	v_mov_b32_e32 v8, v0
.LBB9_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB9_2 Depth 2
	v_mad_u64_u32 v[2:3], null, 0x70, s20, v[1:2]
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v6, v0
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], s[14:15]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	s_clause 0xd
	global_load_dword v20, v[2:3], off
	global_load_dword v19, v[2:3], off offset:64
	global_load_dword v18, v[2:3], off offset:128
	global_load_dword v17, v[2:3], off offset:192
	global_load_dword v10, v[2:3], off offset:160
	global_load_dword v11, v[2:3], off offset:96
	global_load_dword v13, v[2:3], off offset:32
	global_load_dword v16, v[2:3], off offset:-32
	global_load_dword v22, v[2:3], off offset:256
	global_load_dword v21, v[2:3], off offset:320
	global_load_dword v14, v[2:3], off offset:384
	global_load_dword v9, v[2:3], off offset:352
	global_load_dword v12, v[2:3], off offset:288
	global_load_dword v15, v[2:3], off offset:224
.LBB9_2:                                ;   Parent Loop BB9_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	s_add_u32 s4, s12, s18
	s_addc_u32 s5, s13, s19
	s_add_u32 s6, s4, 0xffffff3c
	v_lshlrev_b64 v[23:24], 2, v[6:7]
	v_lshlrev_b64 v[25:26], 2, v[4:5]
	s_addc_u32 s7, s5, -1
	s_clause 0x1
	s_load_dword s21, s[6:7], 0x0
	s_load_dword s26, s[4:5], 0x0
	s_add_u32 s22, s12, s16
	v_add_co_u32 v23, vcc_lo, s0, v23
	v_add_co_ci_u32_e64 v24, null, s1, v24, vcc_lo
	v_add_co_u32 v25, vcc_lo, s0, v25
	v_add_co_ci_u32_e64 v26, null, s1, v26, vcc_lo
	s_clause 0xf
	global_load_dword v5, v[23:24], off
	global_load_dword v7, v[23:24], off offset:32
	global_load_dword v27, v[23:24], off offset:64
	global_load_dword v28, v[23:24], off offset:96
	global_load_dword v29, v[23:24], off offset:128
	global_load_dword v30, v[23:24], off offset:160
	global_load_dword v31, v[23:24], off offset:192
	global_load_dword v32, v[23:24], off offset:224
	global_load_dword v33, v[23:24], off offset:256
	global_load_dword v34, v[23:24], off offset:288
	global_load_dword v35, v[23:24], off offset:320
	global_load_dword v36, v[23:24], off offset:352
	global_load_dword v37, v[23:24], off offset:384
	global_load_dword v23, v[23:24], off offset:416
	global_load_dword v24, v[25:26], off
	global_load_dword v25, v[25:26], off offset:32
	s_addc_u32 s23, s13, s17
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[22:23], 0x0
	s_load_dwordx2 s[24:25], s[22:23], 0x10
	s_load_dword s27, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_load_dword s28, s[22:23], 0xdc
	s_load_dwordx2 s[22:23], s[22:23], 0xd4
	s_add_u32 s16, s16, 28
	v_add_nc_u32_e32 v6, 0x70, v6
	v_add_nc_u32_e32 v4, 16, v4
	s_addc_u32 s17, s17, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v20, -s21, v5, v20
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v16, s21, v7
	s_waitcnt vmcnt(13)
	v_fma_f32 v19, -s21, v27, v19
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v13, s21, v28
	s_waitcnt vmcnt(11)
	v_fma_f32 v18, -s21, v29, v18
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v11, s21, v30
	s_waitcnt vmcnt(9)
	v_fma_f32 v17, -s21, v31, v17
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v10, s21, v32
	s_waitcnt vmcnt(7)
	v_fma_f32 v22, -s21, v33, v22
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v15, s21, v34
	s_waitcnt vmcnt(5)
	v_fma_f32 v21, -s21, v35, v21
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v12, s21, v36
	s_waitcnt vmcnt(3)
	v_fma_f32 v14, -s21, v37, v14
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v9, s21, v23
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v20, s4, v24
	v_fma_f32 v16, -v24, s8, v16
	v_fmac_f32_e32 v19, s5, v24
	v_fma_f32 v13, -v24, s9, v13
	v_fmac_f32_e32 v18, s6, v24
	v_fma_f32 v11, -v24, s10, v11
	v_fmac_f32_e32 v17, s7, v24
	v_fma_f32 v10, -v24, s11, v10
	v_fmac_f32_e32 v22, s24, v24
	v_fma_f32 v15, -v24, s22, v15
	v_fmac_f32_e32 v21, s25, v24
	v_fma_f32 v12, -v24, s23, v12
	v_fmac_f32_e32 v14, s27, v24
	v_fma_f32 v9, -v24, s28, v9
	v_fmac_f32_e32 v20, s26, v7
	v_fmac_f32_e32 v16, s26, v5
	v_fmac_f32_e32 v19, s26, v28
	v_fmac_f32_e32 v13, s26, v27
	v_fmac_f32_e32 v18, s26, v30
	v_fmac_f32_e32 v11, s26, v29
	v_fmac_f32_e32 v17, s26, v32
	v_fmac_f32_e32 v10, s26, v31
	v_fmac_f32_e32 v22, s26, v34
	v_fmac_f32_e32 v15, s26, v33
	v_fmac_f32_e32 v21, s26, v36
	v_fmac_f32_e32 v12, s26, v35
	v_fmac_f32_e32 v14, s26, v23
	v_fmac_f32_e32 v9, s26, v37
	s_waitcnt vmcnt(0)
	v_fma_f32 v20, -v25, s8, v20
	v_fma_f32 v16, -v25, s4, v16
	v_fma_f32 v19, -v25, s9, v19
	v_fma_f32 v13, -v25, s5, v13
	v_fma_f32 v18, -v25, s10, v18
	v_fma_f32 v11, -v25, s6, v11
	v_fma_f32 v17, -v25, s11, v17
	v_fma_f32 v10, -v25, s7, v10
	v_fma_f32 v22, -v25, s22, v22
	v_fma_f32 v15, -v25, s24, v15
	v_fma_f32 v21, -v25, s23, v21
	v_fma_f32 v12, -v25, s25, v12
	v_fma_f32 v14, -v25, s28, v14
	v_fma_f32 v9, -v25, s27, v9
	s_cbranch_scc0 .LBB9_2
; %bb.3:                                ;   in Loop: Header=BB9_1 Depth=1
	s_add_i32 s20, s20, 1
	v_add_nc_u32_e32 v8, 0x70, v8
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	global_store_dword v[2:3], v20, off
	global_store_dword v[2:3], v16, off offset:-32
	global_store_dword v[2:3], v19, off offset:64
	global_store_dword v[2:3], v13, off offset:32
	global_store_dword v[2:3], v18, off offset:128
	global_store_dword v[2:3], v11, off offset:96
	global_store_dword v[2:3], v17, off offset:192
	global_store_dword v[2:3], v10, off offset:160
	global_store_dword v[2:3], v22, off offset:256
	global_store_dword v[2:3], v15, off offset:224
	global_store_dword v[2:3], v21, off offset:320
	global_store_dword v[2:3], v12, off offset:288
	global_store_dword v[2:3], v14, off offset:384
	global_store_dword v[2:3], v9, off offset:352
	s_cbranch_scc0 .LBB9_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 29
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
.Lfunc_end9:
	.size	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end9-_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 38
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 29
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1148
; TotalNumSgprs: 31
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 38
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s6, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB10_7
; %bb.1:
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v1, s7, 6, v1
	s_lshl_b32 s22, s6, 4
	s_mov_b32 s5, 0
	s_mul_i32 s4, s22, s6
	v_mov_b32_e32 v2, 0
	v_mul_lo_u32 v3, v1, s4
	v_mov_b32_e32 v4, v0
	s_mul_i32 s23, s6, s6
	s_mov_b32 s7, s5
	s_mov_b32 s24, s23
	s_lshl_b64 s[10:11], s[6:7], 2
	s_mov_b32 s7, 0
	v_add_nc_u32_e32 v5, v3, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[8:9]
.LBB10_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB10_3 Depth 2
                                        ;       Child Loop BB10_4 Depth 3
	v_mov_b32_e32 v6, v0
	s_mul_i32 s25, s7, s6
	s_mov_b64 s[14:15], s[8:9]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s5
.LBB10_3:                               ;   Parent Loop BB10_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB10_4 Depth 3
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v4
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v7, 0
	s_mov_b32 s28, 0
	s_mov_b64 s[16:17], s[12:13]
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB10_4:                               ;   Parent Loop BB10_2 Depth=1
                                        ;     Parent Loop BB10_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v1, v3, v10
	v_add_nc_u32_e32 v11, v3, v9
	v_mov_b32_e32 v12, v2
	s_add_i32 s4, s24, s28
	v_add_nc_u32_e32 v10, s22, v10
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v1
	v_lshlrev_b64 v[15:16], 2, v[11:12]
	s_lshl_b64 s[30:31], s[4:5], 2
	s_load_dword s4, s[16:17], 0x0
	s_add_u32 s30, s8, s30
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v11
	v_add_co_u32 v11, vcc_lo, s0, v13
	v_add_co_ci_u32_e64 v12, null, s1, v14, vcc_lo
	v_add_co_u32 v13, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v14, null, s1, v18, vcc_lo
	v_add_co_u32 v15, vcc_lo, s0, v15
	v_add_co_ci_u32_e64 v16, null, s1, v16, vcc_lo
	s_clause 0x1
	global_load_dword v17, v[11:12], off
	global_load_dword v13, v[13:14], off
	v_lshlrev_b64 v[11:12], 2, v[1:2]
	s_addc_u32 s31, s9, s31
	global_load_dword v1, v[15:16], off
	s_ashr_i32 s21, s20, 31
	v_add_nc_u32_e32 v9, 16, v9
	s_lshl_b64 s[34:35], s[20:21], 2
	v_add_co_u32 v11, vcc_lo, s0, v11
	v_add_co_ci_u32_e64 v12, null, s1, v12, vcc_lo
	s_add_u32 s34, s8, s34
	s_addc_u32 s35, s9, s35
	s_load_dword s21, s[18:19], 0x0
	s_clause 0x1
	s_load_dword s29, s[34:35], 0x0
	s_load_dword s30, s[30:31], 0x0
	global_load_dword v11, v[11:12], off
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s6
	s_add_u32 s18, s18, s10
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s6, s28
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v8, -s4, v17, v8
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v7, s4, v13
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v8, s21, v1
	v_fma_f32 v1, -v1, s29, v7
	v_fmac_f32_e32 v8, s30, v13
	v_fmac_f32_e32 v1, s30, v17
	s_waitcnt vmcnt(0)
	v_fma_f32 v8, -v11, s29, v8
	v_fma_f32 v7, -s21, v11, v1
	s_cbranch_scc0 .LBB10_4
; %bb.5:                                ;   in Loop: Header=BB10_3 Depth=2
	s_add_i32 s4, s27, s25
	s_add_i32 s27, s27, 1
	v_lshl_add_u32 v1, s4, 4, v5
	s_add_i32 s26, s26, 1
	v_add_nc_u32_e32 v6, 16, v6
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	v_lshlrev_b64 v[9:10], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v1
	s_cmp_eq_u32 s27, s6
	v_lshlrev_b64 v[11:12], 2, v[1:2]
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e64 v10, null, s3, v10, vcc_lo
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	s_clause 0x1
	global_load_dword v1, v[9:10], off
	global_load_dword v13, v[11:12], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v7, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v8, v13
	global_store_dword v[9:10], v1, off
	global_store_dword v[11:12], v7, off
	s_cbranch_scc0 .LBB10_3
; %bb.6:                                ;   in Loop: Header=BB10_2 Depth=1
	s_add_i32 s7, s7, 1
	s_add_i32 s24, s24, s6
	v_add_nc_u32_e32 v4, s22, v4
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s7, s6
	s_cbranch_scc0 .LBB10_2
.LBB10_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end10:
	.size	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end10-_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 19
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 660
; TotalNumSgprs: 38
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 19
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v1, s7, 6, v1
	v_mov_b32_e32 v2, 0
	s_mov_b32 s15, 0
	s_mov_b32 s24, 0
	v_mad_u64_u32 v[0:1], null, 0x310, v1, v[0:1]
	v_mov_b32_e32 v3, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s12, 0xc4
	s_addc_u32 s17, s13, 0
.LBB11_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB11_2 Depth 2
	v_mad_u64_u32 v[12:13], null, 0x70, s24, v[0:1]
	v_mov_b32_e32 v13, v2
	s_mul_i32 s14, s24, 7
	s_mov_b32 s26, 0
	s_lshl_b64 s[4:5], s[14:15], 2
	s_add_u32 s22, s12, s4
	v_add_nc_u32_e32 v1, 8, v12
	v_lshlrev_b64 v[4:5], 2, v[12:13]
	s_addc_u32 s23, s13, s5
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[22:23], 0x0
	s_load_dwordx2 s[18:19], s[22:23], 0x10
	s_load_dword s14, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_load_dwordx2 s[20:21], s[22:23], 0xd4
	s_load_dword s25, s[22:23], 0xdc
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_nc_u32_e32 v1, 16, v12
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[1:2]
	v_add_nc_u32_e32 v1, 24, v12
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, v7, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	v_add_nc_u32_e32 v1, 32, v12
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, 40, v12
	v_add_co_u32 v10, vcc_lo, s0, v10
	v_add_co_ci_u32_e64 v11, null, s1, v11, vcc_lo
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	v_add_nc_u32_e32 v1, 48, v12
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e64 v14, null, s1, v14, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 56, v12
	v_add_co_u32 v15, vcc_lo, s0, v15
	v_add_co_ci_u32_e64 v16, null, s1, v16, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_nc_u32_e32 v1, 64, v12
	v_add_co_u32 v17, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, v18, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x48, v12
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v20, null, s1, v20, vcc_lo
	s_clause 0x7
	global_load_dword v4, v[4:5], off
	global_load_dword v5, v[6:7], off
	global_load_dword v6, v[8:9], off
	global_load_dword v7, v[10:11], off
	global_load_dword v8, v[13:14], off
	global_load_dword v9, v[15:16], off
	global_load_dword v10, v[17:18], off
	global_load_dword v11, v[19:20], off
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x50, v12
	v_add_co_u32 v15, vcc_lo, s0, v21
	v_add_co_ci_u32_e64 v16, null, s1, v22, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x58, v12
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e64 v14, null, s1, v14, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x60, v12
	v_add_co_u32 v17, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, v18, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x68, v12
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v20, null, s1, v20, vcc_lo
	v_lshlrev_b64 v[23:24], 2, v[1:2]
	v_add_co_u32 v21, vcc_lo, s0, v21
	v_add_co_ci_u32_e64 v22, null, s1, v22, vcc_lo
	s_mov_b64 s[22:23], s[16:17]
	v_add_co_u32 v23, vcc_lo, s0, v23
	v_add_co_ci_u32_e64 v24, null, s1, v24, vcc_lo
	s_clause 0x5
	global_load_dword v12, v[15:16], off
	global_load_dword v13, v[13:14], off
	global_load_dword v14, v[17:18], off
	global_load_dword v15, v[19:20], off
	global_load_dword v16, v[21:22], off
	global_load_dword v17, v[23:24], off
.LBB11_2:                               ;   Parent Loop BB11_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_nc_u32_e32 v1, s26, v0
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v23, v2
	v_add_nc_u32_e32 v18, 8, v1
	v_lshlrev_b64 v[33:34], 2, v[1:2]
	v_add_nc_u32_e32 v21, 0x78, v1
	v_mov_b32_e32 v25, v2
	v_add_nc_u32_e32 v24, 0xe8, v1
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v26, v2
	v_add_co_u32 v33, vcc_lo, s0, v33
	v_add_co_ci_u32_e64 v34, null, s1, v34, vcc_lo
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_mov_b32_e32 v28, v2
	v_add_nc_u32_e32 v27, 0x158, v1
	s_clause 0x1
	global_load_dword v35, v[33:34], off
	global_load_dword v36, v[18:19], off
	v_add_nc_u32_e32 v19, 0x70, v1
	v_mov_b32_e32 v29, v2
	v_mov_b32_e32 v31, v2
	v_add_nc_u32_e32 v30, 0x1c8, v1
	v_mov_b32_e32 v32, v2
	v_lshlrev_b64 v[18:19], 2, v[19:20]
	v_lshlrev_b64 v[20:21], 2, v[21:22]
	v_add_nc_u32_e32 v22, 0xe0, v1
	v_mov_b32_e32 v34, v2
	v_add_nc_u32_e32 v33, 0x238, v1
	s_load_dword s27, s[22:23], 0x0
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v37, v[18:19], off
	global_load_dword v38, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[22:23]
	v_lshlrev_b64 v[20:21], 2, v[24:25]
	v_add_nc_u32_e32 v25, 0x150, v1
	v_mov_b32_e32 v22, v2
	s_add_u32 s28, s22, 0xffffff3c
	s_addc_u32 s29, s23, -1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v39, v[18:19], off
	global_load_dword v40, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[25:26]
	v_lshlrev_b64 v[20:21], 2, v[27:28]
	v_add_nc_u32_e32 v28, 0x1c0, v1
	s_clause 0x6
	s_load_dword s30, s[28:29], 0x0
	s_load_dword s31, s[22:23], 0x1c
	s_load_dword s33, s[22:23], 0x38
	s_load_dword s34, s[22:23], 0x54
	s_load_dword s35, s[22:23], 0x70
	s_load_dword s36, s[22:23], 0x8c
	s_load_dword s37, s[22:23], 0xa8
	s_add_u32 s28, s22, 0xffffff58
	s_addc_u32 s29, s23, -1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v25, v[18:19], off
	global_load_dword v26, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[28:29]
	v_lshlrev_b64 v[20:21], 2, v[30:31]
	v_add_nc_u32_e32 v31, 0x230, v1
	s_load_dword s38, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffff74
	s_addc_u32 s29, s23, -1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v27, v[18:19], off
	global_load_dword v28, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[31:32]
	v_lshlrev_b64 v[20:21], 2, v[33:34]
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v23, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v24, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v29, v[18:19], off
	global_load_dword v24, v[23:24], off
	v_add_nc_u32_e32 v21, 0x2a0, v1
	v_add_nc_u32_e32 v1, 0x2a8, v1
	v_lshlrev_b64 v[18:19], 2, v[21:22]
	v_lshlrev_b64 v[20:21], 2, v[1:2]
	v_add_nc_u32_e32 v1, s26, v3
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v30, v[18:19], off
	global_load_dword v31, v[20:21], off
	v_lshlrev_b64 v[22:23], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v1
	v_lshlrev_b64 v[18:19], 2, v[1:2]
	v_add_co_u32 v20, vcc_lo, s2, v22
	v_add_co_ci_u32_e64 v21, null, s3, v23, vcc_lo
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_add_co_ci_u32_e64 v19, null, s3, v19, vcc_lo
	s_clause 0x1
	global_load_dword v1, v[20:21], off
	global_load_dword v22, v[18:19], off
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v23, -s4, v35, 0
	s_waitcnt vmcnt(14)
	v_fma_f32 v32, s4, v36, 0
	v_fmac_f32_e32 v23, s30, v4
	v_fma_f32 v32, -v4, s27, v32
	v_fmac_f32_e32 v23, s8, v36
	v_fmac_f32_e32 v32, s8, v35
	v_fma_f32 v23, -v5, s27, v23
	v_fma_f32 v32, -s30, v5, v32
	s_load_dword s27, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffff90
	s_addc_u32 s29, s23, -1
	s_load_dword s30, s[28:29], 0x0
	s_waitcnt vmcnt(13)
	v_fma_f32 v23, -s5, v37, v23
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v32, s5, v38
	s_add_u32 s28, s22, 0xffffffac
	s_addc_u32 s29, s23, -1
	v_fmac_f32_e32 v23, s38, v6
	v_fma_f32 v32, -v6, s31, v32
	v_fmac_f32_e32 v23, s9, v38
	v_fmac_f32_e32 v32, s9, v37
	v_fma_f32 v23, -v7, s31, v23
	v_fma_f32 v32, -s38, v7, v32
	s_waitcnt vmcnt(11)
	v_fma_f32 v23, -s6, v39, v23
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v32, s6, v40
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v23, s27, v8
	v_fma_f32 v32, -v8, s33, v32
	v_fmac_f32_e32 v23, s10, v40
	v_fmac_f32_e32 v32, s10, v39
	v_fma_f32 v23, -v9, s33, v23
	v_fma_f32 v32, -s27, v9, v32
	s_load_dword s27, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffffc8
	s_addc_u32 s29, s23, -1
	s_waitcnt vmcnt(9)
	v_fma_f32 v23, -s7, v25, v23
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v32, s7, v26
	v_fmac_f32_e32 v23, s30, v10
	v_fma_f32 v32, -v10, s34, v32
	v_fmac_f32_e32 v23, s11, v26
	v_fmac_f32_e32 v32, s11, v25
	v_fma_f32 v23, -v11, s34, v23
	v_fma_f32 v25, -s30, v11, v32
	s_load_dword s30, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffffe4
	s_addc_u32 s29, s23, -1
	s_waitcnt vmcnt(7)
	v_fma_f32 v23, -s18, v27, v23
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v25, s18, v28
	s_add_i32 s26, s26, 16
	s_add_u32 s22, s22, 4
	s_addc_u32 s23, s23, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v23, s27, v12
	v_fma_f32 v25, -v12, s35, v25
	s_cmpk_lg_i32 s26, 0x70
	v_fmac_f32_e32 v23, s20, v28
	v_fmac_f32_e32 v25, s20, v27
	v_fma_f32 v23, -v13, s35, v23
	v_fma_f32 v25, -s27, v13, v25
	s_load_dword s27, s[28:29], 0x0
	s_waitcnt vmcnt(5)
	v_fma_f32 v23, -s19, v29, v23
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v25, s19, v24
	v_fmac_f32_e32 v23, s30, v14
	v_fma_f32 v25, -v14, s36, v25
	v_fmac_f32_e32 v23, s21, v24
	v_fmac_f32_e32 v25, s21, v29
	v_fma_f32 v23, -v15, s36, v23
	v_fma_f32 v24, -s30, v15, v25
	s_waitcnt vmcnt(3)
	v_fma_f32 v23, -s14, v30, v23
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v24, s14, v31
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v23, s27, v16
	v_fma_f32 v24, -v16, s37, v24
	v_fmac_f32_e32 v23, s25, v31
	v_fmac_f32_e32 v24, s25, v30
	v_fma_f32 v23, -v17, s37, v23
	v_fma_f32 v24, -s27, v17, v24
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v22, v23, v22
	v_add_f32_e32 v1, v24, v1
	global_store_dword v[18:19], v22, off
	global_store_dword v[20:21], v1, off
	s_cbranch_scc1 .LBB11_2
; %bb.3:                                ;   in Loop: Header=BB11_1 Depth=1
	v_add_nc_u32_e32 v3, 0x70, v3
	s_add_i32 s24, s24, 1
	s_cmp_eq_u32 s24, 7
	s_cbranch_scc0 .LBB11_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 41
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
.Lfunc_end11:
	.size	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end11-_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 41
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 39
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2076
; TotalNumSgprs: 41
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 41
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_lshl_add_u32 v2, s7, 6, v1
	s_mul_i32 s7, s7, 0xc400
	v_mul_u32_u24_e32 v32, 0x310, v1
	v_or_b32_e32 v31, s7, v0
	s_mov_b64 s[14:15], 0xc4
	v_mad_u64_u32 v[2:3], null, 0x310, v2, v[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v33, v31
	s_mov_b32 s20, 0
.LBB12_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB12_2 Depth 2
	v_mad_u64_u32 v[25:26], null, 0x70, s20, v[2:3]
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v36, v31
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], s[14:15]
	v_add_nc_u32_e32 v0, 8, v25
	v_lshlrev_b64 v[3:4], 2, v[25:26]
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_add_nc_u32_e32 v0, 16, v25
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_lshlrev_b64 v[7:8], 2, v[0:1]
	v_add_nc_u32_e32 v0, 24, v25
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e64 v6, null, s3, v6, vcc_lo
	v_lshlrev_b64 v[9:10], 2, v[0:1]
	v_add_nc_u32_e32 v0, 32, v25
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_add_co_ci_u32_e64 v8, null, s3, v8, vcc_lo
	v_lshlrev_b64 v[11:12], 2, v[0:1]
	v_add_nc_u32_e32 v0, 40, v25
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e64 v10, null, s3, v10, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[0:1]
	v_add_nc_u32_e32 v0, 48, v25
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	v_lshlrev_b64 v[15:16], 2, v[0:1]
	v_add_nc_u32_e32 v0, 56, v25
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e64 v14, null, s3, v14, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[0:1]
	v_add_nc_u32_e32 v0, 64, v25
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_add_co_ci_u32_e64 v16, null, s3, v16, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x48, v25
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x50, v25
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_add_co_ci_u32_e64 v20, null, s3, v20, vcc_lo
	v_lshlrev_b64 v[23:24], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x58, v25
	v_add_co_u32 v21, vcc_lo, s2, v21
	v_add_co_ci_u32_e64 v22, null, s3, v22, vcc_lo
	v_lshlrev_b64 v[26:27], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x60, v25
	v_add_co_u32 v23, vcc_lo, s2, v23
	v_add_co_ci_u32_e64 v24, null, s3, v24, vcc_lo
	v_lshlrev_b64 v[34:35], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x68, v25
	v_add_co_u32 v29, vcc_lo, s2, v26
	v_add_co_ci_u32_e64 v30, null, s3, v27, vcc_lo
	v_lshlrev_b64 v[27:28], 2, v[0:1]
	v_add_co_u32 v25, vcc_lo, s2, v34
	v_add_co_ci_u32_e64 v26, null, s3, v35, vcc_lo
	v_mov_b32_e32 v34, v33
	v_add_co_u32 v27, vcc_lo, s2, v27
	v_add_co_ci_u32_e64 v28, null, s3, v28, vcc_lo
	s_clause 0xd
	global_load_dword v42, v[3:4], off
	global_load_dword v43, v[5:6], off
	global_load_dword v41, v[7:8], off
	global_load_dword v49, v[9:10], off
	global_load_dword v40, v[11:12], off
	global_load_dword v48, v[13:14], off
	global_load_dword v39, v[15:16], off
	global_load_dword v47, v[17:18], off
	global_load_dword v38, v[19:20], off
	global_load_dword v46, v[21:22], off
	global_load_dword v37, v[23:24], off
	global_load_dword v45, v[29:30], off
	global_load_dword v35, v[25:26], off
	global_load_dword v44, v[27:28], off
.LBB12_2:                               ;   Parent Loop BB12_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_nc_u32_e32 v0, v32, v34
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v57, v1
	v_lshlrev_b64 v[74:75], 2, v[0:1]
	v_add_nc_u32_e32 v0, 8, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v65, v1
	v_lshlrev_b64 v[76:77], 2, v[0:1]
	v_add_nc_u32_e32 v0, v32, v36
	v_add_co_u32 v74, vcc_lo, s0, v74
	v_add_co_ci_u32_e64 v75, null, s1, v75, vcc_lo
	v_add_nc_u32_e32 v50, 8, v0
	v_add_nc_u32_e32 v52, 16, v0
	v_lshlrev_b64 v[78:79], 2, v[0:1]
	v_add_nc_u32_e32 v54, 24, v0
	v_add_nc_u32_e32 v56, 32, v0
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	global_load_dword v80, v[74:75], off
	v_add_co_u32 v74, vcc_lo, s0, v76
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_nc_u32_e32 v58, 40, v0
	v_add_co_ci_u32_e64 v75, null, s1, v77, vcc_lo
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_co_u32 v78, vcc_lo, s0, v78
	v_add_nc_u32_e32 v60, 48, v0
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_co_ci_u32_e64 v79, null, s1, v79, vcc_lo
	v_add_co_u32 v50, vcc_lo, s0, v50
	v_add_nc_u32_e32 v62, 56, v0
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_co_ci_u32_e64 v51, null, s1, v51, vcc_lo
	v_add_co_u32 v52, vcc_lo, s0, v52
	v_add_nc_u32_e32 v64, 64, v0
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_co_ci_u32_e64 v53, null, s1, v53, vcc_lo
	v_add_co_u32 v54, vcc_lo, s0, v54
	v_mov_b32_e32 v67, v1
	v_add_nc_u32_e32 v66, 0x48, v0
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_ci_u32_e64 v55, null, s1, v55, vcc_lo
	v_add_co_u32 v56, vcc_lo, s0, v56
	v_mov_b32_e32 v69, v1
	v_add_nc_u32_e32 v68, 0x50, v0
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_co_ci_u32_e64 v57, null, s1, v57, vcc_lo
	v_add_co_u32 v58, vcc_lo, s0, v58
	v_mov_b32_e32 v71, v1
	v_add_nc_u32_e32 v70, 0x58, v0
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_ci_u32_e64 v59, null, s1, v59, vcc_lo
	v_add_co_u32 v60, vcc_lo, s0, v60
	v_mov_b32_e32 v73, v1
	v_add_nc_u32_e32 v72, 0x60, v0
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_co_ci_u32_e64 v61, null, s1, v61, vcc_lo
	v_add_co_u32 v62, vcc_lo, s0, v62
	v_add_nc_u32_e32 v0, 0x68, v0
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_co_ci_u32_e64 v63, null, s1, v63, vcc_lo
	v_add_co_u32 v64, vcc_lo, s0, v64
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_co_ci_u32_e64 v65, null, s1, v65, vcc_lo
	v_add_co_u32 v66, vcc_lo, s0, v66
	v_lshlrev_b64 v[76:77], 2, v[0:1]
	v_add_co_ci_u32_e64 v67, null, s1, v67, vcc_lo
	v_add_co_u32 v68, vcc_lo, s0, v68
	v_add_co_ci_u32_e64 v69, null, s1, v69, vcc_lo
	v_add_co_u32 v70, vcc_lo, s0, v70
	v_add_co_ci_u32_e64 v71, null, s1, v71, vcc_lo
	v_add_co_u32 v72, vcc_lo, s0, v72
	s_clause 0x1
	global_load_dword v0, v[74:75], off
	global_load_dword v78, v[78:79], off
	v_add_co_ci_u32_e64 v73, null, s1, v73, vcc_lo
	v_add_co_u32 v74, vcc_lo, s0, v76
	v_add_co_ci_u32_e64 v75, null, s1, v77, vcc_lo
	s_clause 0xc
	global_load_dword v50, v[50:51], off
	global_load_dword v51, v[52:53], off
	global_load_dword v52, v[54:55], off
	global_load_dword v53, v[56:57], off
	global_load_dword v54, v[58:59], off
	global_load_dword v55, v[60:61], off
	global_load_dword v56, v[62:63], off
	global_load_dword v57, v[64:65], off
	global_load_dword v58, v[66:67], off
	global_load_dword v59, v[68:69], off
	global_load_dword v60, v[70:71], off
	global_load_dword v61, v[72:73], off
	global_load_dword v62, v[74:75], off
	s_add_u32 s4, s12, s18
	s_addc_u32 s5, s13, s19
	s_add_u32 s6, s4, 0xffffff3c
	s_addc_u32 s7, s5, -1
	s_clause 0x1
	s_load_dword s21, s[6:7], 0x0
	s_load_dword s26, s[4:5], 0x0
	s_add_u32 s8, s12, s16
	s_addc_u32 s9, s13, s17
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[8:9], 0x0
	s_load_dwordx2 s[22:23], s[8:9], 0x10
	s_load_dword s27, s[8:9], 0xdc
	s_load_dwordx2 s[24:25], s[8:9], 0xd4
	s_load_dword s28, s[8:9], 0x18
	s_load_dwordx4 s[8:11], s[8:9], 0xc4
	s_add_u32 s16, s16, 28
	v_add_nc_u32_e32 v34, 16, v34
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v36, 0x70, v36
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(12) lgkmcnt(0)
	v_fmac_f32_e32 v42, s21, v50
	s_waitcnt vmcnt(11)
	v_fma_f32 v49, -s21, v51, v49
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v41, s21, v52
	s_waitcnt vmcnt(9)
	v_fma_f32 v48, -s21, v53, v48
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v40, s21, v54
	v_fma_f32 v43, -s21, v78, v43
	s_waitcnt vmcnt(7)
	v_fma_f32 v47, -s21, v55, v47
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v39, s21, v56
	s_waitcnt vmcnt(5)
	v_fma_f32 v46, -s21, v57, v46
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v38, s21, v58
	s_waitcnt vmcnt(3)
	v_fma_f32 v45, -s21, v59, v45
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v37, s21, v60
	s_waitcnt vmcnt(1)
	v_fma_f32 v44, -s21, v61, v44
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v35, s21, v62
	v_fmac_f32_e32 v43, s4, v80
	v_fma_f32 v42, -v80, s8, v42
	v_fmac_f32_e32 v49, s5, v80
	v_fma_f32 v41, -v80, s9, v41
	v_fmac_f32_e32 v48, s6, v80
	v_fma_f32 v40, -v80, s10, v40
	v_fmac_f32_e32 v47, s7, v80
	v_fma_f32 v39, -v80, s11, v39
	v_fmac_f32_e32 v46, s22, v80
	v_fma_f32 v38, -v80, s24, v38
	v_fmac_f32_e32 v45, s23, v80
	v_fma_f32 v37, -v80, s25, v37
	v_fmac_f32_e32 v44, s28, v80
	v_fma_f32 v35, -v80, s27, v35
	v_fmac_f32_e32 v43, s26, v50
	v_fmac_f32_e32 v42, s26, v78
	v_fmac_f32_e32 v49, s26, v52
	v_fmac_f32_e32 v41, s26, v51
	v_fmac_f32_e32 v48, s26, v54
	v_fmac_f32_e32 v40, s26, v53
	v_fmac_f32_e32 v47, s26, v56
	v_fmac_f32_e32 v39, s26, v55
	v_fmac_f32_e32 v46, s26, v58
	v_fmac_f32_e32 v38, s26, v57
	v_fmac_f32_e32 v45, s26, v60
	v_fmac_f32_e32 v37, s26, v59
	v_fmac_f32_e32 v44, s26, v62
	v_fmac_f32_e32 v35, s26, v61
	v_fma_f32 v43, -v0, s8, v43
	v_fma_f32 v42, -v0, s4, v42
	v_fma_f32 v49, -v0, s9, v49
	v_fma_f32 v41, -v0, s5, v41
	v_fma_f32 v48, -v0, s10, v48
	v_fma_f32 v40, -v0, s6, v40
	v_fma_f32 v47, -v0, s11, v47
	v_fma_f32 v39, -v0, s7, v39
	v_fma_f32 v46, -v0, s24, v46
	v_fma_f32 v38, -v0, s22, v38
	v_fma_f32 v45, -v0, s25, v45
	v_fma_f32 v37, -v0, s23, v37
	v_fma_f32 v44, -v0, s27, v44
	v_fma_f32 v35, -v0, s28, v35
	s_cbranch_scc0 .LBB12_2
; %bb.3:                                ;   in Loop: Header=BB12_1 Depth=1
	s_add_i32 s20, s20, 1
	v_add_nc_u32_e32 v33, 0x70, v33
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	global_store_dword v[3:4], v42, off
	global_store_dword v[5:6], v43, off
	global_store_dword v[7:8], v41, off
	global_store_dword v[9:10], v49, off
	global_store_dword v[11:12], v40, off
	global_store_dword v[13:14], v48, off
	global_store_dword v[15:16], v39, off
	global_store_dword v[17:18], v47, off
	global_store_dword v[19:20], v38, off
	global_store_dword v[21:22], v46, off
	global_store_dword v[23:24], v37, off
	global_store_dword v[29:30], v45, off
	global_store_dword v[25:26], v35, off
	global_store_dword v[27:28], v44, off
	s_cbranch_scc0 .LBB12_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 29
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
.Lfunc_end12:
	.size	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end12-_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 81
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 29
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1960
; TotalNumSgprs: 31
; NumVgprs: 81
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 81
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s6, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB13_7
; %bb.1:
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v1, s7, 6, v1
	s_lshl_b32 s22, s6, 4
	s_mov_b32 s5, 0
	s_mul_i32 s4, s22, s6
	v_mov_b32_e32 v2, 0
	v_mul_lo_u32 v7, v1, s4
	v_mov_b32_e32 v8, v0
	s_mul_i32 s23, s6, s6
	s_mov_b32 s7, s5
	s_mov_b32 s24, s23
	s_lshl_b64 s[10:11], s[6:7], 2
	s_mov_b32 s7, 0
	v_add3_u32 v9, v0, v7, 8
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[8:9]
.LBB13_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB13_3 Depth 2
                                        ;       Child Loop BB13_4 Depth 3
	v_mov_b32_e32 v10, v0
	s_mul_i32 s25, s7, s6
	s_mov_b64 s[14:15], s[8:9]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s5
.LBB13_3:                               ;   Parent Loop BB13_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB13_4 Depth 3
	s_add_i32 s4, s27, s25
	v_mov_b32_e32 v12, v8
	v_lshl_add_u32 v1, s4, 4, v9
	v_mov_b32_e32 v13, v10
	s_mov_b32 s28, 0
	s_mov_b64 s[16:17], s[12:13]
	s_mov_b64 s[18:19], s[14:15]
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_nc_u32_e32 v1, -8, v1
	s_mov_b32 s20, s26
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e64 v6, null, s3, v6, vcc_lo
	s_clause 0x1
	global_load_dword v14, v[3:4], off
	global_load_dword v11, v[5:6], off
.LBB13_4:                               ;   Parent Loop BB13_2 Depth=1
                                        ;     Parent Loop BB13_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v1, v7, v13
	v_add_nc_u32_e32 v15, v7, v12
	v_mov_b32_e32 v16, v2
	s_add_i32 s4, s24, s28
	v_add_nc_u32_e32 v13, s22, v13
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v1
	v_lshlrev_b64 v[19:20], 2, v[15:16]
	s_lshl_b64 s[30:31], s[4:5], 2
	s_load_dword s4, s[16:17], 0x0
	s_add_u32 s30, s8, s30
	v_lshlrev_b64 v[21:22], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v15
	v_add_co_u32 v15, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v16, null, s1, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, s0, v21
	v_add_co_ci_u32_e64 v18, null, s1, v22, vcc_lo
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v20, null, s1, v20, vcc_lo
	s_clause 0x1
	global_load_dword v21, v[15:16], off
	global_load_dword v17, v[17:18], off
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	s_addc_u32 s31, s9, s31
	global_load_dword v1, v[19:20], off
	s_ashr_i32 s21, s20, 31
	v_add_nc_u32_e32 v12, 16, v12
	s_lshl_b64 s[34:35], s[20:21], 2
	v_add_co_u32 v15, vcc_lo, s0, v15
	v_add_co_ci_u32_e64 v16, null, s1, v16, vcc_lo
	s_add_u32 s34, s8, s34
	s_addc_u32 s35, s9, s35
	s_load_dword s21, s[18:19], 0x0
	s_clause 0x1
	s_load_dword s29, s[34:35], 0x0
	s_load_dword s30, s[30:31], 0x0
	global_load_dword v15, v[15:16], off
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s6
	s_add_u32 s18, s18, s10
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s6, s28
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v14, -s4, v21, v14
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v11, s4, v17
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v14, s21, v1
	v_fma_f32 v1, -v1, s29, v11
	v_fmac_f32_e32 v14, s30, v17
	v_fmac_f32_e32 v1, s30, v21
	s_waitcnt vmcnt(0)
	v_fma_f32 v14, -v15, s29, v14
	v_fma_f32 v11, -s21, v15, v1
	s_cbranch_scc0 .LBB13_4
; %bb.5:                                ;   in Loop: Header=BB13_3 Depth=2
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	v_add_nc_u32_e32 v10, 16, v10
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s6
	global_store_dword v[3:4], v14, off
	global_store_dword v[5:6], v11, off
	s_cbranch_scc0 .LBB13_3
; %bb.6:                                ;   in Loop: Header=BB13_2 Depth=1
	s_add_i32 s7, s7, 1
	s_add_i32 s24, s24, s6
	v_add_nc_u32_e32 v8, s22, v8
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s7, s6
	s_cbranch_scc0 .LBB13_2
.LBB13_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end13:
	.size	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end13-_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 23
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 640
; TotalNumSgprs: 38
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 23
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v1, s7, 6, v1
	v_mov_b32_e32 v2, 0
	s_mov_b32 s15, 0
	s_mov_b32 s24, 0
	v_mad_u64_u32 v[0:1], null, 0x310, v1, v[0:1]
	v_mov_b32_e32 v3, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s12, 0xc4
	s_addc_u32 s17, s13, 0
.LBB14_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB14_2 Depth 2
	v_mad_u64_u32 v[12:13], null, 0x70, s24, v[0:1]
	v_mov_b32_e32 v13, v2
	s_mul_i32 s14, s24, 7
	s_mov_b32 s26, 0
	s_lshl_b64 s[4:5], s[14:15], 2
	s_add_u32 s22, s12, s4
	v_add_nc_u32_e32 v1, 8, v12
	v_lshlrev_b64 v[4:5], 2, v[12:13]
	s_addc_u32 s23, s13, s5
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[22:23], 0x0
	s_load_dwordx2 s[18:19], s[22:23], 0x10
	s_load_dword s14, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_load_dwordx2 s[20:21], s[22:23], 0xd4
	s_load_dword s25, s[22:23], 0xdc
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_nc_u32_e32 v1, 16, v12
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[1:2]
	v_add_nc_u32_e32 v1, 24, v12
	v_add_co_u32 v6, vcc_lo, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, v7, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	v_add_nc_u32_e32 v1, 32, v12
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, 40, v12
	v_add_co_u32 v10, vcc_lo, s0, v10
	v_add_co_ci_u32_e64 v11, null, s1, v11, vcc_lo
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	v_add_nc_u32_e32 v1, 48, v12
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e64 v14, null, s1, v14, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 56, v12
	v_add_co_u32 v15, vcc_lo, s0, v15
	v_add_co_ci_u32_e64 v16, null, s1, v16, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_nc_u32_e32 v1, 64, v12
	v_add_co_u32 v17, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, v18, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x48, v12
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v20, null, s1, v20, vcc_lo
	s_clause 0x7
	global_load_dword v4, v[4:5], off
	global_load_dword v5, v[6:7], off
	global_load_dword v6, v[8:9], off
	global_load_dword v7, v[10:11], off
	global_load_dword v8, v[13:14], off
	global_load_dword v9, v[15:16], off
	global_load_dword v10, v[17:18], off
	global_load_dword v11, v[19:20], off
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x50, v12
	v_add_co_u32 v15, vcc_lo, s0, v21
	v_add_co_ci_u32_e64 v16, null, s1, v22, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x58, v12
	v_add_co_u32 v13, vcc_lo, s0, v13
	v_add_co_ci_u32_e64 v14, null, s1, v14, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x60, v12
	v_add_co_u32 v17, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, v18, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x68, v12
	v_add_co_u32 v19, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v20, null, s1, v20, vcc_lo
	v_lshlrev_b64 v[23:24], 2, v[1:2]
	v_add_co_u32 v21, vcc_lo, s0, v21
	v_add_co_ci_u32_e64 v22, null, s1, v22, vcc_lo
	s_mov_b64 s[22:23], s[16:17]
	v_add_co_u32 v23, vcc_lo, s0, v23
	v_add_co_ci_u32_e64 v24, null, s1, v24, vcc_lo
	s_clause 0x5
	global_load_dword v12, v[15:16], off
	global_load_dword v13, v[13:14], off
	global_load_dword v14, v[17:18], off
	global_load_dword v15, v[19:20], off
	global_load_dword v16, v[21:22], off
	global_load_dword v17, v[23:24], off
.LBB14_2:                               ;   Parent Loop BB14_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_nc_u32_e32 v18, s26, v3
	v_mov_b32_e32 v19, v2
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v21, v2
	v_mov_b32_e32 v23, v2
	v_add_nc_u32_e32 v1, 8, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v27, v2
	v_lshlrev_b64 v[36:37], 2, v[1:2]
	v_add_nc_u32_e32 v1, s26, v0
	v_add_co_u32 v38, vcc_lo, s2, v18
	v_add_co_ci_u32_e64 v39, null, s3, v19, vcc_lo
	v_add_nc_u32_e32 v19, 8, v1
	v_lshlrev_b64 v[40:41], 2, v[1:2]
	v_add_co_u32 v36, vcc_lo, s2, v36
	v_add_co_ci_u32_e64 v37, null, s3, v37, vcc_lo
	v_lshlrev_b64 v[18:19], 2, v[19:20]
	v_add_co_u32 v40, vcc_lo, s0, v40
	v_add_co_ci_u32_e64 v41, null, s1, v41, vcc_lo
	v_add_nc_u32_e32 v20, 0x70, v1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	s_clause 0x1
	global_load_dword v42, v[36:37], off
	global_load_dword v43, v[38:39], off
	s_clause 0x1
	global_load_dword v40, v[40:41], off
	global_load_dword v41, v[18:19], off
	v_add_nc_u32_e32 v22, 0x78, v1
	v_lshlrev_b64 v[18:19], 2, v[20:21]
	v_add_nc_u32_e32 v25, 0xe8, v1
	v_mov_b32_e32 v29, v2
	v_add_nc_u32_e32 v28, 0x158, v1
	v_lshlrev_b64 v[20:21], 2, v[22:23]
	v_add_nc_u32_e32 v23, 0xe0, v1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v44, v[18:19], off
	global_load_dword v45, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[23:24]
	v_lshlrev_b64 v[20:21], 2, v[25:26]
	v_add_nc_u32_e32 v26, 0x150, v1
	v_mov_b32_e32 v30, v2
	v_mov_b32_e32 v32, v2
	v_add_nc_u32_e32 v31, 0x1c8, v1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v23, v[18:19], off
	global_load_dword v24, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[26:27]
	v_lshlrev_b64 v[20:21], 2, v[28:29]
	v_add_nc_u32_e32 v29, 0x1c0, v1
	v_mov_b32_e32 v33, v2
	v_mov_b32_e32 v35, v2
	v_add_nc_u32_e32 v34, 0x238, v1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v25, v[18:19], off
	global_load_dword v26, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[29:30]
	v_lshlrev_b64 v[20:21], 2, v[31:32]
	v_add_nc_u32_e32 v32, 0x230, v1
	v_mov_b32_e32 v22, v2
	s_load_dword s27, s[22:23], 0x0
	s_add_u32 s28, s22, 0xffffff3c
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v27, v[18:19], off
	global_load_dword v28, v[20:21], off
	v_lshlrev_b64 v[18:19], 2, v[32:33]
	v_lshlrev_b64 v[20:21], 2, v[34:35]
	s_addc_u32 s29, s23, -1
	s_clause 0x6
	s_load_dword s30, s[28:29], 0x0
	s_load_dword s31, s[22:23], 0x1c
	s_load_dword s33, s[22:23], 0x38
	s_load_dword s34, s[22:23], 0x54
	s_load_dword s35, s[22:23], 0x70
	s_load_dword s36, s[22:23], 0x8c
	s_load_dword s37, s[22:23], 0xa8
	s_add_u32 s28, s22, 0xffffff58
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v29, v[18:19], off
	global_load_dword v30, v[20:21], off
	v_add_nc_u32_e32 v21, 0x2a0, v1
	v_add_nc_u32_e32 v1, 0x2a8, v1
	s_addc_u32 s29, s23, -1
	s_load_dword s38, s[28:29], 0x0
	v_lshlrev_b64 v[18:19], 2, v[21:22]
	v_lshlrev_b64 v[20:21], 2, v[1:2]
	s_add_u32 s28, s22, 0xffffff74
	s_addc_u32 s29, s23, -1
	v_add_co_u32 v18, vcc_lo, s0, v18
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc_lo
	s_clause 0x1
	global_load_dword v1, v[18:19], off
	global_load_dword v18, v[20:21], off
	s_waitcnt vmcnt(13) lgkmcnt(0)
	v_fma_f32 v19, -s4, v40, v42
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v43, s4, v41
	v_fmac_f32_e32 v19, s30, v4
	v_fma_f32 v20, -v4, s27, v43
	v_fmac_f32_e32 v19, s8, v41
	v_fmac_f32_e32 v20, s8, v40
	v_fma_f32 v19, -v5, s27, v19
	v_fma_f32 v20, -s30, v5, v20
	s_load_dword s27, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffff90
	s_addc_u32 s29, s23, -1
	s_waitcnt vmcnt(11)
	v_fma_f32 v19, -s5, v44, v19
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v20, s5, v45
	s_load_dword s30, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffffac
	s_addc_u32 s29, s23, -1
	v_fmac_f32_e32 v19, s38, v6
	v_fma_f32 v20, -v6, s31, v20
	v_fmac_f32_e32 v19, s9, v45
	v_fmac_f32_e32 v20, s9, v44
	v_fma_f32 v19, -v7, s31, v19
	v_fma_f32 v20, -s38, v7, v20
	s_waitcnt vmcnt(9)
	v_fma_f32 v19, -s6, v23, v19
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v20, s6, v24
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v19, s27, v8
	v_fma_f32 v20, -v8, s33, v20
	v_fmac_f32_e32 v19, s10, v24
	v_fmac_f32_e32 v20, s10, v23
	v_fma_f32 v19, -v9, s33, v19
	v_fma_f32 v20, -s27, v9, v20
	s_load_dword s27, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffffc8
	s_addc_u32 s29, s23, -1
	s_waitcnt vmcnt(7)
	v_fma_f32 v19, -s7, v25, v19
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v20, s7, v26
	v_fmac_f32_e32 v19, s30, v10
	v_fma_f32 v20, -v10, s34, v20
	v_fmac_f32_e32 v19, s11, v26
	v_fmac_f32_e32 v20, s11, v25
	v_fma_f32 v19, -v11, s34, v19
	v_fma_f32 v20, -s30, v11, v20
	s_load_dword s30, s[28:29], 0x0
	s_add_u32 s28, s22, 0xffffffe4
	s_addc_u32 s29, s23, -1
	s_waitcnt vmcnt(5)
	v_fma_f32 v19, -s18, v27, v19
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v20, s18, v28
	s_add_i32 s26, s26, 16
	s_add_u32 s22, s22, 4
	s_addc_u32 s23, s23, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v19, s27, v12
	v_fma_f32 v20, -v12, s35, v20
	s_cmpk_lg_i32 s26, 0x70
	v_fmac_f32_e32 v19, s20, v28
	v_fmac_f32_e32 v20, s20, v27
	v_fma_f32 v19, -v13, s35, v19
	v_fma_f32 v20, -s27, v13, v20
	s_load_dword s27, s[28:29], 0x0
	s_waitcnt vmcnt(3)
	v_fma_f32 v19, -s19, v29, v19
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v20, s19, v30
	v_fmac_f32_e32 v19, s30, v14
	v_fma_f32 v20, -v14, s36, v20
	v_fmac_f32_e32 v19, s21, v30
	v_fmac_f32_e32 v20, s21, v29
	v_fma_f32 v19, -v15, s36, v19
	v_fma_f32 v20, -s30, v15, v20
	s_waitcnt vmcnt(1)
	v_fma_f32 v19, -s14, v1, v19
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v20, s14, v18
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v19, s27, v16
	v_fma_f32 v20, -v16, s37, v20
	v_fmac_f32_e32 v19, s25, v18
	v_fmac_f32_e32 v20, s25, v1
	v_fma_f32 v1, -v17, s37, v19
	v_fma_f32 v18, -s27, v17, v20
	global_store_dword v[36:37], v1, off
	global_store_dword v[38:39], v18, off
	s_cbranch_scc1 .LBB14_2
; %bb.3:                                ;   in Loop: Header=BB14_1 Depth=1
	v_add_nc_u32_e32 v3, 0x70, v3
	s_add_i32 s24, s24, 1
	s_cmp_eq_u32 s24, 7
	s_cbranch_scc0 .LBB14_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 46
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
.Lfunc_end14:
	.size	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end14-_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 46
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 39
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2064
; TotalNumSgprs: 41
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 46
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_lshl_add_u32 v2, s7, 6, v1
	s_mul_i32 s7, s7, 0xc400
	v_mul_u32_u24_e32 v32, 0x310, v1
	v_or_b32_e32 v31, s7, v0
	s_mov_b64 s[14:15], 0xc4
	v_mul_lo_u32 v3, 0x310, v2
	v_mov_b32_e32 v2, 0
	s_mov_b32 s20, 0
	v_mov_b32_e32 v33, v31
	v_add3_u32 v0, v0, v3, 8
.LBB15_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB15_2 Depth 2
	v_mad_u64_u32 v[25:26], null, 0x70, s20, v[0:1]
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v36, v31
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], s[14:15]
	v_add_nc_u32_e32 v1, -8, v25
	v_lshlrev_b64 v[3:4], 2, v[25:26]
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_add_nc_u32_e32 v1, 16, v25
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v25
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e64 v6, null, s3, v6, vcc_lo
	v_lshlrev_b64 v[9:10], 2, v[1:2]
	v_add_nc_u32_e32 v1, 32, v25
	v_add_co_u32 v7, vcc_lo, s2, v7
	v_add_co_ci_u32_e64 v8, null, s3, v8, vcc_lo
	v_lshlrev_b64 v[11:12], 2, v[1:2]
	v_add_nc_u32_e32 v1, 24, v25
	v_add_co_u32 v9, vcc_lo, s2, v9
	v_add_co_ci_u32_e64 v10, null, s3, v10, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_add_nc_u32_e32 v1, 48, v25
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	v_add_nc_u32_e32 v1, 40, v25
	v_add_co_u32 v13, vcc_lo, s2, v13
	v_add_co_ci_u32_e64 v14, null, s3, v14, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_add_nc_u32_e32 v1, 64, v25
	v_add_co_u32 v15, vcc_lo, s2, v15
	v_add_co_ci_u32_e64 v16, null, s3, v16, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[1:2]
	v_add_nc_u32_e32 v1, 56, v25
	v_add_co_u32 v17, vcc_lo, s2, v17
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	v_lshlrev_b64 v[21:22], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x50, v25
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_add_co_ci_u32_e64 v20, null, s3, v20, vcc_lo
	v_lshlrev_b64 v[23:24], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x48, v25
	v_add_co_u32 v21, vcc_lo, s2, v21
	v_add_co_ci_u32_e64 v22, null, s3, v22, vcc_lo
	v_lshlrev_b64 v[26:27], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x60, v25
	v_add_co_u32 v23, vcc_lo, s2, v23
	v_add_co_ci_u32_e64 v24, null, s3, v24, vcc_lo
	v_lshlrev_b64 v[34:35], 2, v[1:2]
	v_add_nc_u32_e32 v1, 0x58, v25
	v_add_co_u32 v29, vcc_lo, s2, v26
	v_add_co_ci_u32_e64 v30, null, s3, v27, vcc_lo
	v_lshlrev_b64 v[27:28], 2, v[1:2]
	v_add_co_u32 v25, vcc_lo, s2, v34
	v_add_co_ci_u32_e64 v26, null, s3, v35, vcc_lo
	v_mov_b32_e32 v34, v33
	v_add_co_u32 v27, vcc_lo, s2, v27
	v_add_co_ci_u32_e64 v28, null, s3, v28, vcc_lo
	s_clause 0xd
	global_load_dword v43, v[3:4], off
	global_load_dword v42, v[5:6], off
	global_load_dword v49, v[7:8], off
	global_load_dword v41, v[9:10], off
	global_load_dword v48, v[11:12], off
	global_load_dword v40, v[13:14], off
	global_load_dword v47, v[15:16], off
	global_load_dword v39, v[17:18], off
	global_load_dword v46, v[19:20], off
	global_load_dword v38, v[21:22], off
	global_load_dword v45, v[23:24], off
	global_load_dword v37, v[29:30], off
	global_load_dword v44, v[25:26], off
	global_load_dword v35, v[27:28], off
.LBB15_2:                               ;   Parent Loop BB15_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_nc_u32_e32 v1, v32, v34
	v_mov_b32_e32 v51, v2
	v_mov_b32_e32 v53, v2
	v_mov_b32_e32 v55, v2
	v_mov_b32_e32 v57, v2
	v_lshlrev_b64 v[74:75], 2, v[1:2]
	v_add_nc_u32_e32 v1, 8, v1
	v_mov_b32_e32 v59, v2
	v_mov_b32_e32 v61, v2
	v_mov_b32_e32 v63, v2
	v_mov_b32_e32 v65, v2
	v_lshlrev_b64 v[76:77], 2, v[1:2]
	v_add_nc_u32_e32 v1, v32, v36
	v_add_co_u32 v74, vcc_lo, s0, v74
	v_add_co_ci_u32_e64 v75, null, s1, v75, vcc_lo
	v_add_nc_u32_e32 v50, 8, v1
	v_add_nc_u32_e32 v52, 16, v1
	v_lshlrev_b64 v[78:79], 2, v[1:2]
	v_add_nc_u32_e32 v54, 24, v1
	v_add_nc_u32_e32 v56, 32, v1
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	global_load_dword v80, v[74:75], off
	v_add_co_u32 v74, vcc_lo, s0, v76
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_nc_u32_e32 v58, 40, v1
	v_add_co_ci_u32_e64 v75, null, s1, v77, vcc_lo
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_co_u32 v78, vcc_lo, s0, v78
	v_add_nc_u32_e32 v60, 48, v1
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_co_ci_u32_e64 v79, null, s1, v79, vcc_lo
	v_add_co_u32 v50, vcc_lo, s0, v50
	v_add_nc_u32_e32 v62, 56, v1
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_co_ci_u32_e64 v51, null, s1, v51, vcc_lo
	v_add_co_u32 v52, vcc_lo, s0, v52
	v_add_nc_u32_e32 v64, 64, v1
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_co_ci_u32_e64 v53, null, s1, v53, vcc_lo
	v_add_co_u32 v54, vcc_lo, s0, v54
	v_mov_b32_e32 v67, v2
	v_add_nc_u32_e32 v66, 0x48, v1
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_ci_u32_e64 v55, null, s1, v55, vcc_lo
	v_add_co_u32 v56, vcc_lo, s0, v56
	v_mov_b32_e32 v69, v2
	v_add_nc_u32_e32 v68, 0x50, v1
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_co_ci_u32_e64 v57, null, s1, v57, vcc_lo
	v_add_co_u32 v58, vcc_lo, s0, v58
	v_mov_b32_e32 v71, v2
	v_add_nc_u32_e32 v70, 0x58, v1
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_ci_u32_e64 v59, null, s1, v59, vcc_lo
	v_add_co_u32 v60, vcc_lo, s0, v60
	v_mov_b32_e32 v73, v2
	v_add_nc_u32_e32 v72, 0x60, v1
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_co_ci_u32_e64 v61, null, s1, v61, vcc_lo
	v_add_co_u32 v62, vcc_lo, s0, v62
	v_add_nc_u32_e32 v1, 0x68, v1
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_co_ci_u32_e64 v63, null, s1, v63, vcc_lo
	v_add_co_u32 v64, vcc_lo, s0, v64
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_co_ci_u32_e64 v65, null, s1, v65, vcc_lo
	v_add_co_u32 v66, vcc_lo, s0, v66
	v_lshlrev_b64 v[76:77], 2, v[1:2]
	v_add_co_ci_u32_e64 v67, null, s1, v67, vcc_lo
	v_add_co_u32 v68, vcc_lo, s0, v68
	v_add_co_ci_u32_e64 v69, null, s1, v69, vcc_lo
	v_add_co_u32 v70, vcc_lo, s0, v70
	v_add_co_ci_u32_e64 v71, null, s1, v71, vcc_lo
	v_add_co_u32 v72, vcc_lo, s0, v72
	s_clause 0x1
	global_load_dword v1, v[74:75], off
	global_load_dword v78, v[78:79], off
	v_add_co_ci_u32_e64 v73, null, s1, v73, vcc_lo
	v_add_co_u32 v74, vcc_lo, s0, v76
	v_add_co_ci_u32_e64 v75, null, s1, v77, vcc_lo
	s_clause 0xc
	global_load_dword v50, v[50:51], off
	global_load_dword v51, v[52:53], off
	global_load_dword v52, v[54:55], off
	global_load_dword v53, v[56:57], off
	global_load_dword v54, v[58:59], off
	global_load_dword v55, v[60:61], off
	global_load_dword v56, v[62:63], off
	global_load_dword v57, v[64:65], off
	global_load_dword v58, v[66:67], off
	global_load_dword v59, v[68:69], off
	global_load_dword v60, v[70:71], off
	global_load_dword v61, v[72:73], off
	global_load_dword v62, v[74:75], off
	s_add_u32 s4, s12, s18
	s_addc_u32 s5, s13, s19
	s_add_u32 s6, s4, 0xffffff3c
	s_addc_u32 s7, s5, -1
	s_clause 0x1
	s_load_dword s21, s[6:7], 0x0
	s_load_dword s26, s[4:5], 0x0
	s_add_u32 s8, s12, s16
	s_addc_u32 s9, s13, s17
	s_clause 0x5
	s_load_dwordx4 s[4:7], s[8:9], 0x0
	s_load_dwordx2 s[22:23], s[8:9], 0x10
	s_load_dword s27, s[8:9], 0xdc
	s_load_dwordx2 s[24:25], s[8:9], 0xd4
	s_load_dword s28, s[8:9], 0x18
	s_load_dwordx4 s[8:11], s[8:9], 0xc4
	s_add_u32 s16, s16, 28
	v_add_nc_u32_e32 v34, 16, v34
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v36, 0x70, v36
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(12) lgkmcnt(0)
	v_fmac_f32_e32 v42, s21, v50
	s_waitcnt vmcnt(11)
	v_fma_f32 v49, -s21, v51, v49
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v41, s21, v52
	s_waitcnt vmcnt(9)
	v_fma_f32 v48, -s21, v53, v48
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v40, s21, v54
	v_fma_f32 v43, -s21, v78, v43
	s_waitcnt vmcnt(7)
	v_fma_f32 v47, -s21, v55, v47
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v39, s21, v56
	s_waitcnt vmcnt(5)
	v_fma_f32 v46, -s21, v57, v46
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v38, s21, v58
	s_waitcnt vmcnt(3)
	v_fma_f32 v45, -s21, v59, v45
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v37, s21, v60
	s_waitcnt vmcnt(1)
	v_fma_f32 v44, -s21, v61, v44
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v35, s21, v62
	v_fmac_f32_e32 v43, s4, v80
	v_fma_f32 v42, -v80, s8, v42
	v_fmac_f32_e32 v49, s5, v80
	v_fma_f32 v41, -v80, s9, v41
	v_fmac_f32_e32 v48, s6, v80
	v_fma_f32 v40, -v80, s10, v40
	v_fmac_f32_e32 v47, s7, v80
	v_fma_f32 v39, -v80, s11, v39
	v_fmac_f32_e32 v46, s22, v80
	v_fma_f32 v38, -v80, s24, v38
	v_fmac_f32_e32 v45, s23, v80
	v_fma_f32 v37, -v80, s25, v37
	v_fmac_f32_e32 v44, s28, v80
	v_fma_f32 v35, -v80, s27, v35
	v_fmac_f32_e32 v43, s26, v50
	v_fmac_f32_e32 v42, s26, v78
	v_fmac_f32_e32 v49, s26, v52
	v_fmac_f32_e32 v41, s26, v51
	v_fmac_f32_e32 v48, s26, v54
	v_fmac_f32_e32 v40, s26, v53
	v_fmac_f32_e32 v47, s26, v56
	v_fmac_f32_e32 v39, s26, v55
	v_fmac_f32_e32 v46, s26, v58
	v_fmac_f32_e32 v38, s26, v57
	v_fmac_f32_e32 v45, s26, v60
	v_fmac_f32_e32 v37, s26, v59
	v_fmac_f32_e32 v44, s26, v62
	v_fmac_f32_e32 v35, s26, v61
	v_fma_f32 v43, -v1, s8, v43
	v_fma_f32 v42, -v1, s4, v42
	v_fma_f32 v49, -v1, s9, v49
	v_fma_f32 v41, -v1, s5, v41
	v_fma_f32 v48, -v1, s10, v48
	v_fma_f32 v40, -v1, s6, v40
	v_fma_f32 v47, -v1, s11, v47
	v_fma_f32 v39, -v1, s7, v39
	v_fma_f32 v46, -v1, s24, v46
	v_fma_f32 v38, -v1, s22, v38
	v_fma_f32 v45, -v1, s25, v45
	v_fma_f32 v37, -v1, s23, v37
	v_fma_f32 v44, -v1, s27, v44
	v_fma_f32 v35, -v1, s28, v35
	s_cbranch_scc0 .LBB15_2
; %bb.3:                                ;   in Loop: Header=BB15_1 Depth=1
	s_add_i32 s20, s20, 1
	v_add_nc_u32_e32 v33, 0x70, v33
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	global_store_dword v[3:4], v43, off
	global_store_dword v[5:6], v42, off
	global_store_dword v[7:8], v49, off
	global_store_dword v[9:10], v41, off
	global_store_dword v[11:12], v48, off
	global_store_dword v[13:14], v40, off
	global_store_dword v[15:16], v47, off
	global_store_dword v[17:18], v39, off
	global_store_dword v[19:20], v46, off
	global_store_dword v[21:22], v38, off
	global_store_dword v[23:24], v45, off
	global_store_dword v[29:30], v37, off
	global_store_dword v[25:26], v44, off
	global_store_dword v[27:28], v35, off
	s_cbranch_scc0 .LBB15_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 29
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
.Lfunc_end15:
	.size	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end15-_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 81
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 29
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1964
; TotalNumSgprs: 31
; NumVgprs: 81
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 81
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB16_7
; %bb.1:
	s_load_dword s0, s[4:5], 0x2c
	s_mul_i32 s22, s8, s8
	s_mov_b32 s24, 0
	s_mov_b32 s23, s22
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mov_b32 s5, 0
	s_mov_b32 s9, s5
	s_lshl_b64 s[10:11], s[8:9], 2
	v_mul_lo_u32 v1, s22, v0
	v_mul_lo_u32 v5, s8, v0
	s_lshl_b32 s9, s8, 1
	v_lshlrev_b32_e32 v4, 1, v1
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[6:7]
	v_mov_b32_e32 v6, v4
.LBB16_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB16_3 Depth 2
                                        ;       Child Loop BB16_4 Depth 3
	v_add_nc_u32_e32 v0, s24, v5
	v_mov_b32_e32 v8, v4
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b32 s25, s22
	s_mov_b32 s26, s5
	v_mul_lo_u32 v7, v0, s8
.LBB16_3:                               ;   Parent Loop BB16_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB16_4 Depth 3
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	s_mov_b32 s27, 0
	s_mov_b64 s[16:17], s[12:13]
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s25
.LBB16_4:                               ;   Parent Loop BB16_2 Depth=1
                                        ;     Parent Loop BB16_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v1, 31, v0
	s_add_i32 s4, s23, s27
	s_load_dword s33, s[16:17], 0x0
	s_lshl_b64 s[28:29], s[4:5], 2
	v_lshlrev_b64 v[17:18], 4, v[2:3]
	v_lshlrev_b64 v[19:20], 4, v[0:1]
	s_add_u32 s28, s6, s28
	s_addc_u32 s29, s7, s29
	s_ashr_i32 s21, s20, 31
	s_load_dword s4, s[28:29], 0x0
	v_add_co_u32 v21, vcc_lo, s0, v17
	v_add_co_ci_u32_e64 v22, null, s1, v18, vcc_lo
	v_add_co_u32 v29, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v30, null, s1, v20, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[17:20], v[21:22], off
	global_load_dwordx4 v[21:24], v[21:22], off offset:16
	global_load_dwordx4 v[25:28], v[29:30], off
	global_load_dwordx4 v[29:32], v[29:30], off offset:16
	s_lshl_b64 s[30:31], s[20:21], 2
	s_load_dword s34, s[18:19], 0x0
	s_add_u32 s28, s6, s30
	s_addc_u32 s29, s7, s31
	s_add_i32 s27, s27, 1
	s_load_dword s21, s[28:29], 0x0
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s10
	v_add_nc_u32_e32 v2, s9, v2
	v_add_nc_u32_e32 v0, 2, v0
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s8, s27
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v1, -v17, s33, v9
	v_fma_f32 v3, -v18, s33, v12
	v_fma_f32 v9, -v19, s33, v13
	v_fma_f32 v12, -v20, s33, v14
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, s33, v21
	v_fmac_f32_e32 v11, s33, v22
	v_fmac_f32_e32 v15, s33, v23
	v_fmac_f32_e32 v16, s33, v24
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v12, s34, v28
	v_fmac_f32_e32 v9, s34, v27
	v_fmac_f32_e32 v3, s34, v26
	v_fmac_f32_e32 v1, s34, v25
	v_fma_f32 v16, -v28, s21, v16
	v_fma_f32 v15, -v27, s21, v15
	v_fma_f32 v11, -v26, s21, v11
	v_fma_f32 v10, -v25, s21, v10
	v_fmac_f32_e32 v1, s4, v21
	v_fmac_f32_e32 v3, s4, v22
	v_fmac_f32_e32 v9, s4, v23
	v_fmac_f32_e32 v12, s4, v24
	v_fmac_f32_e32 v10, s4, v17
	v_fmac_f32_e32 v11, s4, v18
	v_fmac_f32_e32 v15, s4, v19
	v_fmac_f32_e32 v16, s4, v20
	s_waitcnt vmcnt(0)
	v_fma_f32 v14, -v32, s21, v12
	v_fma_f32 v13, -v31, s21, v9
	v_fma_f32 v12, -v30, s21, v3
	v_fma_f32 v9, -v29, s21, v1
	v_fma_f32 v16, -s34, v32, v16
	v_fma_f32 v15, -s34, v31, v15
	v_fma_f32 v11, -s34, v30, v11
	v_fma_f32 v10, -s34, v29, v10
	s_cbranch_scc0 .LBB16_4
; %bb.5:                                ;   in Loop: Header=BB16_3 Depth=2
	v_add_lshl_u32 v0, s26, v7, 1
	s_add_i32 s26, s26, 1
	s_add_i32 s25, s25, 1
	v_add_nc_u32_e32 v8, 2, v8
	s_add_u32 s14, s14, 4
	v_ashrrev_i32_e32 v1, 31, v0
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s26, s8
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_co_u32 v21, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v22, null, s3, v1, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[0:3], v[21:22], off
	global_load_dwordx4 v[17:20], v[21:22], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, v16, v3
	v_add_f32_e32 v2, v15, v2
	v_add_f32_e32 v1, v11, v1
	v_add_f32_e32 v0, v10, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v14, v20
	v_add_f32_e32 v13, v13, v19
	v_add_f32_e32 v12, v12, v18
	v_add_f32_e32 v11, v9, v17
	global_store_dwordx4 v[21:22], v[0:3], off
	global_store_dwordx4 v[21:22], v[11:14], off offset:16
	s_cbranch_scc0 .LBB16_3
; %bb.6:                                ;   in Loop: Header=BB16_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s23, s23, s8
	v_add_nc_u32_e32 v6, s9, v6
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s24, s8
	s_cbranch_scc0 .LBB16_2
.LBB16_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 35
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
.Lfunc_end16:
	.size	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end16-_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 33
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 35
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 788
; TotalNumSgprs: 37
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 33
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
	.protected	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_add_nc_u32_e32 v1, s6, v0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_mulk_i32 s6, 0x62
	v_mad_u32_u24 v0, 0x62, v0, s6
	v_mul_lo_u32 v1, 0x62, v1
	s_mov_b64 s[6:7], 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 4, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0xf0, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_branch .LBB17_2
.LBB17_1:                               ;   in Loop: Header=BB17_2 Depth=1
	s_add_i32 s18, s18, 1
	v_add_nc_u32_e32 v0, 14, v0
	s_add_u32 s6, s6, 28
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s18, 7
	s_cbranch_scc1 .LBB17_8
.LBB17_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB17_4 Depth 2
                                        ;       Child Loop BB17_6 Depth 3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_mul_i32 s19, s18, 7
	s_mov_b64 s[8:9], 0
	s_mov_b32 s20, 0
	s_branch .LBB17_4
.LBB17_3:                               ;   in Loop: Header=BB17_4 Depth=2
	s_add_i32 s10, s20, s19
	s_add_i32 s20, s20, 1
	v_lshl_add_u32 v6, s10, 1, v1
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s20, 7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 4, v[6:7]
	v_add_co_u32 v22, vcc_lo, s2, v6
	v_add_co_ci_u32_e64 v23, null, s3, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, 32
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[6:9], v[22:23], off
	global_load_dwordx4 v[18:21], v[22:23], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v9, v17, v9
	v_add_f32_e32 v8, v16, v8
	v_add_f32_e32 v7, v15, v7
	v_add_f32_e32 v6, v14, v6
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v13, v13, v21
	v_add_f32_e32 v12, v12, v20
	v_add_f32_e32 v11, v11, v19
	v_add_f32_e32 v10, v10, v18
	global_store_dwordx4 v[22:23], v[6:9], off
	global_store_dwordx4 v[22:23], v[10:13], off offset:16
	s_cbranch_scc1 .LBB17_1
.LBB17_4:                               ;   Parent Loop BB17_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB17_6 Depth 3
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	s_mov_b32 s21, 0
	s_mov_b64 s[10:11], s[8:9]
	s_mov_b64 s[12:13], s[6:7]
	s_branch .LBB17_6
.LBB17_5:                               ;   in Loop: Header=BB17_6 Depth=3
	s_andn2_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccz .LBB17_3
.LBB17_6:                               ;   Parent Loop BB17_2 Depth=1
                                        ;     Parent Loop BB17_4 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v8, s21, v0
	global_load_dwordx4 v[10:13], v[6:7], off offset:-240
	s_add_u32 s14, s4, s12
	s_addc_u32 s15, s5, s13
	s_add_u32 s16, s4, s10
	v_ashrrev_i32_e32 v9, 31, v8
	s_load_dword s22, s[14:15], 0x0
	s_addc_u32 s17, s5, s11
	s_clause 0x2
	s_load_dword s23, s[16:17], 0x0
	s_load_dword s24, s[16:17], 0xc4
	s_load_dword s25, s[14:15], 0xc4
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	s_cmp_eq_u32 s21, 12
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	global_load_dwordx4 v[14:17], v[6:7], off offset:-224
	s_clause 0x1
	global_load_dwordx4 v[26:29], v[8:9], off
	global_load_dwordx4 v[30:33], v[8:9], off offset:16
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v22, -v10, s22, v22
	v_fma_f32 v23, -v11, s22, v23
	v_fma_f32 v24, -v12, s22, v24
	v_fma_f32 v25, -v13, s22, v25
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v18, s22, v14
	v_fmac_f32_e32 v19, s22, v15
	v_fmac_f32_e32 v20, s22, v16
	v_fmac_f32_e32 v21, s22, v17
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, s23, v29
	v_fmac_f32_e32 v24, s23, v28
	v_fmac_f32_e32 v23, s23, v27
	v_fmac_f32_e32 v22, s23, v26
	v_fma_f32 v21, -v29, s24, v21
	v_fma_f32 v20, -v28, s24, v20
	v_fma_f32 v19, -v27, s24, v19
	v_fma_f32 v18, -v26, s24, v18
	v_fmac_f32_e32 v22, s25, v14
	v_fmac_f32_e32 v23, s25, v15
	v_fmac_f32_e32 v24, s25, v16
	v_fmac_f32_e32 v25, s25, v17
	v_fmac_f32_e32 v18, s25, v10
	v_fmac_f32_e32 v19, s25, v11
	v_fmac_f32_e32 v20, s25, v12
	v_fmac_f32_e32 v21, s25, v13
	s_waitcnt vmcnt(0)
	v_fma_f32 v13, -v33, s24, v25
	v_fma_f32 v12, -v32, s24, v24
	v_fma_f32 v11, -v31, s24, v23
	v_fma_f32 v10, -v30, s24, v22
	v_fma_f32 v17, -s23, v33, v21
	v_fma_f32 v16, -s23, v32, v20
	v_fma_f32 v15, -s23, v31, v19
	v_fma_f32 v14, -s23, v30, v18
	s_mov_b32 s22, -1
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
	s_cbranch_scc1 .LBB17_5
; %bb.7:                                ;   in Loop: Header=BB17_6 Depth=3
	s_clause 0x1
	global_load_dwordx4 v[18:21], v[6:7], off offset:-16
	global_load_dwordx4 v[22:25], v[6:7], off
	s_clause 0x1
	global_load_dwordx4 v[26:29], v[8:9], off offset:32
	global_load_dwordx4 v[30:33], v[8:9], off offset:48
	s_clause 0x3
	s_load_dword s22, s[14:15], 0x4
	s_load_dword s23, s[16:17], 0x1c
	s_load_dword s16, s[16:17], 0xe0
	s_load_dword s14, s[14:15], 0xc8
	v_mov_b32_e32 v8, v14
	v_add_co_u32 v6, vcc_lo, 0x1c0, v6
	s_add_i32 s21, s21, 4
	s_add_u32 s12, s12, 8
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_addc_u32 s13, s13, 0
	s_add_u32 s10, s10, 56
	s_addc_u32 s11, s11, 0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v9, -v21, s22, v13
	v_fma_f32 v34, -v20, s22, v12
	v_fma_f32 v35, -v19, s22, v11
	v_fma_f32 v36, -v18, s22, v10
	s_waitcnt vmcnt(2)
	v_fma_f32 v37, s22, v25, v17
	v_fma_f32 v38, s22, v24, v16
	v_fma_f32 v39, s22, v23, v15
	v_fmac_f32_e32 v8, s22, v22
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v36, s23, v26
	v_fmac_f32_e32 v35, s23, v27
	v_fmac_f32_e32 v34, s23, v28
	v_fmac_f32_e32 v9, s23, v29
	v_fma_f32 v8, -v26, s16, v8
	v_fma_f32 v26, -v27, s16, v39
	v_fma_f32 v27, -v28, s16, v38
	v_fma_f32 v28, -v29, s16, v37
	v_fmac_f32_e32 v9, s14, v25
	v_fmac_f32_e32 v34, s14, v24
	v_fmac_f32_e32 v35, s14, v23
	v_fmac_f32_e32 v36, s14, v22
	v_fmac_f32_e32 v28, s14, v21
	v_fmac_f32_e32 v27, s14, v20
	v_fmac_f32_e32 v26, s14, v19
	v_fmac_f32_e32 v8, s14, v18
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, -v30, s16, v36
	v_fma_f32 v23, -v31, s16, v35
	v_fma_f32 v24, -v32, s16, v34
	v_fma_f32 v25, -v33, s16, v9
	v_fma_f32 v18, -s23, v30, v8
	v_fma_f32 v19, -s23, v31, v26
	v_fma_f32 v20, -s23, v32, v27
	v_fma_f32 v21, -s23, v33, v28
	s_mov_b32 s22, 0
	s_branch .LBB17_5
.LBB17_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end17:
	.size	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end17-_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 40
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 26
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1092
; TotalNumSgprs: 28
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 28
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
	.text
	.protected	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	v_mov_b32_e32 v18, 0
	s_mov_b32 s9, 0
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mul_lo_u32 v8, 0x62, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v11, v8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s6, 0xc8
	v_lshlrev_b64 v[0:1], 4, v[8:9]
	s_addc_u32 s5, s7, 0
	v_add_co_u32 v9, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v10, null, s1, v1, vcc_lo
	s_branch .LBB18_2
.LBB18_1:                               ;   in Loop: Header=BB18_2 Depth=1
	v_add_nc_u32_e32 v11, 14, v11
	s_add_i32 s16, s16, 1
	s_cmp_eq_u32 s16, 7
	s_cbranch_scc1 .LBB18_8
.LBB18_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB18_4 Depth 2
                                        ;       Child Loop BB18_6 Depth 3
	v_ashrrev_i32_e32 v12, 31, v11
	s_mul_i32 s17, s16, 7
	s_mov_b64 s[10:11], s[4:5]
	s_mov_b32 s18, s9
	v_lshlrev_b64 v[0:1], 4, v[11:12]
	v_mov_b32_e32 v13, v10
	v_mov_b32_e32 v12, v9
	v_add_co_u32 v19, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v20, null, s3, v1, vcc_lo
	s_branch .LBB18_4
.LBB18_3:                               ;   in Loop: Header=BB18_4 Depth=2
	v_add_co_u32 v12, vcc_lo, 0xe0, v12
	s_add_i32 s18, s18, 1
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_add_u32 s10, s10, 28
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u32 s18, 7
	s_cbranch_scc1 .LBB18_1
.LBB18_4:                               ;   Parent Loop BB18_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB18_6 Depth 3
	s_add_i32 s8, s18, s17
	s_mov_b64 s[14:15], s[10:11]
	v_lshl_add_u32 v0, s8, 1, v8
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	v_ashrrev_i32_e32 v1, 31, v0
	s_clause 0x1
	s_load_dword s8, s[12:13], 0x0
	s_load_dword s19, s[12:13], 0xc4
	s_mov_b64 s[12:13], 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_co_u32 v4, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v5, null, s1, v1, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[0:3], v[4:5], off offset:16
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s8
	s_mov_b32 s21, s8
	s_mov_b32 s22, s8
	s_mov_b32 s23, s19
	s_mov_b32 s24, s19
	s_mov_b32 s25, s19
	s_branch .LBB18_6
.LBB18_5:                               ;   in Loop: Header=BB18_6 Depth=3
	s_andn2_b32 vcc_lo, exec_lo, s26
	s_cbranch_vccz .LBB18_3
.LBB18_6:                               ;   Parent Loop BB18_2 Depth=1
                                        ;     Parent Loop BB18_4 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_co_u32 v16, vcc_lo, v12, s12
	v_add_co_ci_u32_e64 v17, null, s13, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, v19, s12
	v_add_co_ci_u32_e64 v15, null, s13, v20, vcc_lo
	global_load_dwordx4 v[21:24], v[16:17], off
	s_clause 0x1
	global_load_dwordx4 v[25:28], v[14:15], off offset:16
	global_load_dwordx4 v[29:32], v[14:15], off
	global_load_dwordx4 v[33:36], v[16:17], off offset:16
	s_clause 0x1
	global_load_dword v37, v18, s[14:15] offset:-200
	global_load_dword v38, v18, s[14:15] offset:-4
	s_mov_b32 s26, -1
	s_cmpk_eq_i32 s12, 0xc0
	s_waitcnt vmcnt(4)
	v_fma_f32 v39, -s8, v21, v25
	v_fma_f32 v25, -s20, v22, v26
	v_fma_f32 v26, -s21, v23, v27
	v_fma_f32 v27, -s22, v24, v28
	s_waitcnt vmcnt(2)
	v_fma_f32 v28, s8, v33, v29
	v_fma_f32 v29, s20, v34, v30
	v_fma_f32 v30, s21, v35, v31
	v_fmac_f32_e32 v32, s22, v36
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v27, v7, v37
	v_fmac_f32_e32 v26, v6, v37
	v_fmac_f32_e32 v25, v5, v37
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, -v6, v38, v30
	v_fma_f32 v31, -v7, v38, v32
	v_fma_f32 v29, -v5, v38, v29
	v_fma_f32 v32, -v4, v38, v28
	v_fmac_f32_e32 v39, v4, v37
	v_fmac_f32_e32 v25, s23, v34
	v_fmac_f32_e32 v26, s24, v35
	v_fmac_f32_e32 v27, s25, v36
	v_fmac_f32_e32 v32, s19, v21
	v_fmac_f32_e32 v29, s23, v22
	v_fmac_f32_e32 v31, s25, v24
	v_fmac_f32_e32 v30, s24, v23
	v_fmac_f32_e32 v39, s19, v33
	v_fma_f32 v24, -v3, v38, v27
	v_fma_f32 v23, -v2, v38, v26
	v_fma_f32 v22, -v1, v38, v25
	v_fma_f32 v28, -v3, v37, v31
	v_fma_f32 v27, -v2, v37, v30
	v_fma_f32 v26, -v1, v37, v29
	v_fma_f32 v25, -v0, v37, v32
	v_fma_f32 v21, -v0, v38, v39
	global_store_dwordx4 v[14:15], v[25:28], off
	global_store_dwordx4 v[14:15], v[21:24], off offset:16
	s_cbranch_scc1 .LBB18_5
; %bb.7:                                ;   in Loop: Header=BB18_6 Depth=3
	global_load_dwordx4 v[21:24], v[16:17], off offset:32
	s_clause 0x1
	global_load_dwordx4 v[25:28], v[14:15], off offset:48
	global_load_dwordx4 v[29:32], v[14:15], off offset:32
	global_load_dwordx4 v[33:36], v[16:17], off offset:48
	s_clause 0x1
	global_load_dword v16, v18, s[14:15] offset:-196
	global_load_dword v17, v18, s[14:15]
	s_add_u32 s12, s12, 64
	s_addc_u32 s13, s13, 0
	s_add_u32 s14, s14, 8
	s_mov_b32 s26, 0
	s_addc_u32 s15, s15, 0
	s_waitcnt vmcnt(4)
	v_fma_f32 v37, -s8, v21, v25
	v_fma_f32 v25, -s20, v22, v26
	v_fma_f32 v26, -s21, v23, v27
	v_fma_f32 v27, -s22, v24, v28
	s_waitcnt vmcnt(2)
	v_fma_f32 v28, s8, v33, v29
	v_fma_f32 v29, s20, v34, v30
	v_fma_f32 v30, s21, v35, v31
	v_fmac_f32_e32 v32, s22, v36
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v27, v7, v16
	v_fmac_f32_e32 v26, v6, v16
	v_fmac_f32_e32 v25, v5, v16
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, -v6, v17, v30
	v_fma_f32 v31, -v7, v17, v32
	v_fma_f32 v29, -v5, v17, v29
	v_fma_f32 v32, -v4, v17, v28
	v_fmac_f32_e32 v37, v4, v16
	v_fmac_f32_e32 v25, s23, v34
	v_fmac_f32_e32 v26, s24, v35
	v_fmac_f32_e32 v27, s25, v36
	v_fmac_f32_e32 v32, s19, v21
	v_fmac_f32_e32 v29, s23, v22
	v_fmac_f32_e32 v31, s25, v24
	v_fmac_f32_e32 v30, s24, v23
	v_fmac_f32_e32 v37, s19, v33
	v_fma_f32 v24, -v3, v17, v27
	v_fma_f32 v23, -v2, v17, v26
	v_fma_f32 v22, -v1, v17, v25
	v_fma_f32 v28, -v3, v16, v31
	v_fma_f32 v27, -v2, v16, v30
	v_fma_f32 v26, -v1, v16, v29
	v_fma_f32 v25, -v0, v16, v32
	v_fma_f32 v21, -v0, v17, v37
	global_store_dwordx4 v[14:15], v[25:28], off offset:32
	global_store_dwordx4 v[14:15], v[21:24], off offset:48
	s_branch .LBB18_5
.LBB18_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_sgpr 27
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
.Lfunc_end18:
	.size	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end18-_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 40
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 27
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1028
; TotalNumSgprs: 29
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 40
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_add_nc_u32_e32 v1, s6, v0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_mulk_i32 s6, 0x62
	v_mad_u32_u24 v0, 0x62, v0, s6
	v_mul_lo_u32 v1, 0x62, v1
	s_mov_b64 s[6:7], 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 4, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0xf0, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_branch .LBB19_2
.LBB19_1:                               ;   in Loop: Header=BB19_2 Depth=1
	s_add_i32 s18, s18, 1
	v_add_nc_u32_e32 v0, 14, v0
	s_add_u32 s6, s6, 28
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s18, 7
	s_cbranch_scc1 .LBB19_8
.LBB19_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB19_4 Depth 2
                                        ;       Child Loop BB19_6 Depth 3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v2
	s_mul_i32 s19, s18, 7
	s_mov_b64 s[8:9], 0
	s_mov_b32 s20, 0
	s_branch .LBB19_4
.LBB19_3:                               ;   in Loop: Header=BB19_4 Depth=2
	s_add_i32 s10, s20, s19
	s_add_i32 s20, s20, 1
	v_lshl_add_u32 v6, s10, 1, v1
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s20, 7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 4, v[6:7]
	v_add_co_u32 v22, vcc_lo, s2, v6
	v_add_co_ci_u32_e64 v23, null, s3, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, 32
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[6:9], v[22:23], off
	global_load_dwordx4 v[18:21], v[22:23], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v9, v17, v9
	v_add_f32_e32 v8, v16, v8
	v_add_f32_e32 v7, v15, v7
	v_add_f32_e32 v6, v14, v6
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v13, v13, v21
	v_add_f32_e32 v12, v12, v20
	v_add_f32_e32 v11, v11, v19
	v_add_f32_e32 v10, v10, v18
	global_store_dwordx4 v[22:23], v[6:9], off
	global_store_dwordx4 v[22:23], v[10:13], off offset:16
	s_cbranch_scc1 .LBB19_1
.LBB19_4:                               ;   Parent Loop BB19_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB19_6 Depth 3
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	s_mov_b32 s21, 0
	s_mov_b64 s[10:11], s[8:9]
	s_mov_b64 s[12:13], s[6:7]
	s_branch .LBB19_6
.LBB19_5:                               ;   in Loop: Header=BB19_6 Depth=3
	s_andn2_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccz .LBB19_3
.LBB19_6:                               ;   Parent Loop BB19_2 Depth=1
                                        ;     Parent Loop BB19_4 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_nc_u32_e32 v8, s21, v0
	global_load_dwordx4 v[10:13], v[6:7], off offset:-240
	s_add_u32 s14, s4, s12
	s_addc_u32 s15, s5, s13
	s_add_u32 s16, s4, s10
	v_ashrrev_i32_e32 v9, 31, v8
	s_load_dword s22, s[14:15], 0x0
	s_addc_u32 s17, s5, s11
	s_clause 0x2
	s_load_dword s23, s[16:17], 0x0
	s_load_dword s24, s[16:17], 0xc4
	s_load_dword s25, s[14:15], 0xc4
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	s_cmp_eq_u32 s21, 12
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	global_load_dwordx4 v[14:17], v[6:7], off offset:-224
	s_clause 0x1
	global_load_dwordx4 v[26:29], v[8:9], off
	global_load_dwordx4 v[30:33], v[8:9], off offset:16
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v22, -v10, s22, v22
	v_fma_f32 v23, -v11, s22, v23
	v_fma_f32 v24, -v12, s22, v24
	v_fma_f32 v25, -v13, s22, v25
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v18, s22, v14
	v_fmac_f32_e32 v19, s22, v15
	v_fmac_f32_e32 v20, s22, v16
	v_fmac_f32_e32 v21, s22, v17
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, s23, v29
	v_fmac_f32_e32 v24, s23, v28
	v_fmac_f32_e32 v23, s23, v27
	v_fmac_f32_e32 v22, s23, v26
	v_fma_f32 v21, -v29, s24, v21
	v_fma_f32 v20, -v28, s24, v20
	v_fma_f32 v19, -v27, s24, v19
	v_fma_f32 v18, -v26, s24, v18
	v_fmac_f32_e32 v22, s25, v14
	v_fmac_f32_e32 v23, s25, v15
	v_fmac_f32_e32 v24, s25, v16
	v_fmac_f32_e32 v25, s25, v17
	v_fmac_f32_e32 v18, s25, v10
	v_fmac_f32_e32 v19, s25, v11
	v_fmac_f32_e32 v20, s25, v12
	v_fmac_f32_e32 v21, s25, v13
	s_waitcnt vmcnt(0)
	v_fma_f32 v13, -v33, s24, v25
	v_fma_f32 v12, -v32, s24, v24
	v_fma_f32 v11, -v31, s24, v23
	v_fma_f32 v10, -v30, s24, v22
	v_fma_f32 v17, -s23, v33, v21
	v_fma_f32 v16, -s23, v32, v20
	v_fma_f32 v15, -s23, v31, v19
	v_fma_f32 v14, -s23, v30, v18
	s_mov_b32 s22, -1
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
	s_cbranch_scc1 .LBB19_5
; %bb.7:                                ;   in Loop: Header=BB19_6 Depth=3
	s_clause 0x1
	global_load_dwordx4 v[18:21], v[6:7], off offset:-16
	global_load_dwordx4 v[22:25], v[6:7], off
	s_clause 0x1
	global_load_dwordx4 v[26:29], v[8:9], off offset:32
	global_load_dwordx4 v[30:33], v[8:9], off offset:48
	s_clause 0x3
	s_load_dword s22, s[14:15], 0x4
	s_load_dword s23, s[16:17], 0x1c
	s_load_dword s16, s[16:17], 0xe0
	s_load_dword s14, s[14:15], 0xc8
	v_mov_b32_e32 v8, v14
	s_add_i32 s21, s21, 4
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_co_u32 v6, vcc_lo, 0x1c0, v6
	s_add_u32 s10, s10, 56
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_addc_u32 s11, s11, 0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v9, -v21, s22, v13
	v_fma_f32 v34, -v20, s22, v12
	v_fma_f32 v35, -v19, s22, v11
	v_fma_f32 v36, -v18, s22, v10
	s_waitcnt vmcnt(2)
	v_fma_f32 v37, s22, v25, v17
	v_fma_f32 v38, s22, v24, v16
	v_fma_f32 v39, s22, v23, v15
	v_fmac_f32_e32 v8, s22, v22
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v36, s23, v26
	v_fmac_f32_e32 v35, s23, v27
	v_fmac_f32_e32 v34, s23, v28
	v_fmac_f32_e32 v9, s23, v29
	v_fma_f32 v8, -v26, s16, v8
	v_fma_f32 v26, -v27, s16, v39
	v_fma_f32 v27, -v28, s16, v38
	v_fma_f32 v28, -v29, s16, v37
	v_fmac_f32_e32 v9, s14, v25
	v_fmac_f32_e32 v34, s14, v24
	v_fmac_f32_e32 v35, s14, v23
	v_fmac_f32_e32 v36, s14, v22
	v_fmac_f32_e32 v28, s14, v21
	v_fmac_f32_e32 v27, s14, v20
	v_fmac_f32_e32 v26, s14, v19
	v_fmac_f32_e32 v8, s14, v18
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, -v30, s16, v36
	v_fma_f32 v23, -v31, s16, v35
	v_fma_f32 v24, -v32, s16, v34
	v_fma_f32 v25, -v33, s16, v9
	v_fma_f32 v18, -s23, v30, v8
	v_fma_f32 v19, -s23, v31, v26
	v_fma_f32 v20, -s23, v32, v27
	v_fma_f32 v21, -s23, v33, v28
	s_mov_b32 s22, 0
	s_branch .LBB19_5
.LBB19_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end19:
	.size	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end19-_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 40
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 26
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1092
; TotalNumSgprs: 28
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 28
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
	.text
	.protected	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB20_7
; %bb.1:
	s_load_dword s0, s[4:5], 0x2c
	s_mul_i32 s22, s8, s8
	s_lshl_b32 s23, s8, 1
	s_mov_b32 s24, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mov_b32 s5, 0
	s_mov_b32 s9, s5
	s_lshl_b64 s[10:11], s[8:9], 2
	v_mul_lo_u32 v1, s22, v0
	v_mul_lo_u32 v0, s8, v0
	s_mov_b32 s9, s22
	v_lshlrev_b32_e32 v16, 1, v1
	v_mul_lo_u32 v8, v0, s8
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[6:7]
	v_mov_b32_e32 v17, v16
.LBB20_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB20_3 Depth 2
                                        ;       Child Loop BB20_4 Depth 3
	v_mad_u64_u32 v[9:10], null, s24, s8, v[8:9]
	v_mov_b32_e32 v18, v16
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b32 s25, s22
	s_mov_b32 s26, s5
.LBB20_3:                               ;   Parent Loop BB20_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB20_4 Depth 3
	v_add_lshl_u32 v0, v9, s26, 1
	v_mov_b32_e32 v12, v18
	v_mov_b32_e32 v14, v17
	s_mov_b32 s27, 0
	s_mov_b64 s[16:17], s[12:13]
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s25
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_co_u32 v10, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v11, null, s3, v1, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	global_load_dwordx4 v[0:3], v[10:11], off
.LBB20_4:                               ;   Parent Loop BB20_2 Depth=1
                                        ;     Parent Loop BB20_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	s_add_i32 s4, s9, s27
	s_load_dword s33, s[16:17], 0x0
	s_lshl_b64 s[28:29], s[4:5], 2
	v_lshlrev_b64 v[19:20], 4, v[12:13]
	v_lshlrev_b64 v[21:22], 4, v[14:15]
	s_add_u32 s28, s6, s28
	s_addc_u32 s29, s7, s29
	s_ashr_i32 s21, s20, 31
	s_load_dword s4, s[28:29], 0x0
	v_add_co_u32 v23, vcc_lo, s0, v19
	v_add_co_ci_u32_e64 v24, null, s1, v20, vcc_lo
	v_add_co_u32 v31, vcc_lo, s0, v21
	v_add_co_ci_u32_e64 v32, null, s1, v22, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[19:22], v[23:24], off
	global_load_dwordx4 v[23:26], v[23:24], off offset:16
	global_load_dwordx4 v[27:30], v[31:32], off
	global_load_dwordx4 v[31:34], v[31:32], off offset:16
	s_lshl_b64 s[30:31], s[20:21], 2
	s_load_dword s34, s[18:19], 0x0
	s_add_u32 s28, s6, s30
	s_addc_u32 s29, s7, s31
	s_add_i32 s27, s27, 1
	s_load_dword s21, s[28:29], 0x0
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s10
	v_add_nc_u32_e32 v14, 2, v14
	v_add_nc_u32_e32 v12, s23, v12
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s8, s27
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v4, -v19, s33, v4
	v_fma_f32 v5, -v20, s33, v5
	v_fma_f32 v6, -v21, s33, v6
	v_fma_f32 v7, -v22, s33, v7
	s_waitcnt vmcnt(2)
	v_fma_f32 v0, s33, v23, v0
	v_fma_f32 v1, s33, v24, v1
	v_fma_f32 v2, s33, v25, v2
	v_fmac_f32_e32 v3, s33, v26
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v7, s34, v30
	v_fmac_f32_e32 v6, s34, v29
	v_fmac_f32_e32 v5, s34, v28
	v_fmac_f32_e32 v4, s34, v27
	v_fma_f32 v3, -v30, s21, v3
	v_fma_f32 v2, -v29, s21, v2
	v_fma_f32 v1, -v28, s21, v1
	v_fma_f32 v0, -v27, s21, v0
	v_fmac_f32_e32 v4, s4, v23
	v_fmac_f32_e32 v5, s4, v24
	v_fmac_f32_e32 v6, s4, v25
	v_fmac_f32_e32 v7, s4, v26
	v_fmac_f32_e32 v0, s4, v19
	v_fmac_f32_e32 v1, s4, v20
	v_fmac_f32_e32 v2, s4, v21
	v_fmac_f32_e32 v3, s4, v22
	s_waitcnt vmcnt(0)
	v_fma_f32 v7, -v34, s21, v7
	v_fma_f32 v6, -v33, s21, v6
	v_fma_f32 v5, -v32, s21, v5
	v_fma_f32 v4, -v31, s21, v4
	v_fma_f32 v3, -s34, v34, v3
	v_fma_f32 v2, -s34, v33, v2
	v_fma_f32 v1, -s34, v32, v1
	v_fma_f32 v0, -s34, v31, v0
	s_cbranch_scc0 .LBB20_4
; %bb.5:                                ;   in Loop: Header=BB20_3 Depth=2
	s_add_i32 s26, s26, 1
	s_add_i32 s25, s25, 1
	v_add_nc_u32_e32 v18, 2, v18
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s26, s8
	global_store_dwordx4 v[10:11], v[4:7], off offset:16
	global_store_dwordx4 v[10:11], v[0:3], off
	s_cbranch_scc0 .LBB20_3
; %bb.6:                                ;   in Loop: Header=BB20_2 Depth=1
	s_add_i32 s24, s24, 1
	v_add_nc_u32_e32 v17, s23, v17
	s_add_i32 s9, s9, s8
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s24, s8
	s_cbranch_scc0 .LBB20_2
.LBB20_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 35
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
.Lfunc_end20:
	.size	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end20-_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 35
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 35
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; TotalNumSgprs: 37
; NumVgprs: 35
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 35
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
	.protected	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_mov_b64 s[6:7], 0
	v_mul_lo_u32 v16, 0x62, v0
	v_ashrrev_i32_e32 v17, 31, v16
	v_mov_b32_e32 v19, v16
	v_lshlrev_b64 v[17:18], 4, v[16:17]
	s_branch .LBB21_2
.LBB21_1:                               ;   in Loop: Header=BB21_2 Depth=1
	s_add_i32 s18, s18, 1
	v_add_nc_u32_e32 v19, 14, v19
	s_add_u32 s6, s6, 28
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s18, 7
	s_cbranch_scc1 .LBB21_8
.LBB21_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB21_4 Depth 2
                                        ;       Child Loop BB21_6 Depth 3
	v_ashrrev_i32_e32 v20, 31, v19
	v_mov_b32_e32 v23, v18
	v_mov_b32_e32 v22, v17
	s_mul_i32 s19, s18, 7
	s_mov_b64 s[8:9], 0
	v_lshlrev_b64 v[20:21], 4, v[19:20]
	s_mov_b32 s20, 0
	s_branch .LBB21_4
.LBB21_3:                               ;   in Loop: Header=BB21_4 Depth=2
	v_add_co_u32 v22, vcc_lo, v22, 32
	s_add_i32 s20, s20, 1
	v_add_co_ci_u32_e64 v23, null, 0, v23, vcc_lo
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s20, 7
	global_store_dwordx4 v[24:25], v[0:3], off offset:16
	global_store_dwordx4 v[24:25], v[4:7], off
	s_cbranch_scc1 .LBB21_1
.LBB21_4:                               ;   Parent Loop BB21_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB21_6 Depth 3
	s_add_i32 s10, s20, s19
	v_mov_b32_e32 v27, v21
	v_lshl_add_u32 v0, s10, 1, v16
	v_mov_b32_e32 v29, v23
	v_mov_b32_e32 v26, v20
	v_mov_b32_e32 v28, v22
	s_mov_b32 s21, 6
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[12:13], s[8:9]
	s_mov_b64 s[10:11], s[6:7]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v24, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v25, null, s3, v1, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[12:15], v[24:25], off offset:16
	global_load_dwordx4 v[8:11], v[24:25], off
	s_branch .LBB21_6
.LBB21_5:                               ;   in Loop: Header=BB21_6 Depth=3
	s_clause 0x3
	global_load_dwordx4 v[8:11], v[30:31], off offset:224
	global_load_dwordx4 v[12:15], v[30:31], off offset:240
	global_load_dwordx4 v[34:37], v[32:33], off offset:32
	global_load_dwordx4 v[30:33], v[32:33], off offset:48
	s_clause 0x3
	s_load_dword s22, s[16:17], 0x4
	s_load_dword s23, s[14:15], 0x1c
	s_load_dword s16, s[16:17], 0xc8
	s_load_dword s14, s[14:15], 0xe0
	v_add_co_u32 v28, vcc_lo, 0x1c0, v28
	v_add_co_ci_u32_e64 v29, null, 0, v29, vcc_lo
	v_add_co_u32 v26, vcc_lo, v26, 64
	s_add_i32 s21, s21, -2
	s_add_u32 s10, s10, 8
	v_add_co_ci_u32_e64 v27, null, 0, v27, vcc_lo
	s_addc_u32 s11, s11, 0
	s_add_u32 s12, s12, 56
	s_addc_u32 s13, s13, 0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v38, -v8, s22, v0
	v_fma_f32 v39, -v9, s22, v1
	v_fma_f32 v40, -v10, s22, v2
	v_fma_f32 v41, -v11, s22, v3
	s_waitcnt vmcnt(2)
	v_fma_f32 v42, s22, v12, v4
	v_fma_f32 v43, s22, v13, v5
	v_fma_f32 v44, s22, v14, v6
	v_fma_f32 v45, s22, v15, v7
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v41, s23, v37
	v_fmac_f32_e32 v40, s23, v36
	v_fmac_f32_e32 v39, s23, v35
	v_fmac_f32_e32 v38, s23, v34
	v_fma_f32 v37, -v37, s14, v45
	v_fma_f32 v36, -v36, s14, v44
	v_fma_f32 v35, -v35, s14, v43
	v_fma_f32 v34, -v34, s14, v42
	v_fmac_f32_e32 v38, s16, v12
	v_fmac_f32_e32 v39, s16, v13
	v_fmac_f32_e32 v40, s16, v14
	v_fmac_f32_e32 v41, s16, v15
	v_fmac_f32_e32 v34, s16, v8
	v_fmac_f32_e32 v35, s16, v9
	v_fmac_f32_e32 v36, s16, v10
	v_fmac_f32_e32 v37, s16, v11
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, -v33, s14, v41
	v_fma_f32 v14, -v32, s14, v40
	v_fma_f32 v13, -v31, s14, v39
	v_fma_f32 v12, -v30, s14, v38
	v_fma_f32 v11, -s23, v33, v37
	v_fma_f32 v10, -s23, v32, v36
	v_fma_f32 v9, -s23, v31, v35
	v_fma_f32 v8, -s23, v30, v34
	s_cbranch_execz .LBB21_3
.LBB21_6:                               ;   Parent Loop BB21_2 Depth=1
                                        ;     Parent Loop BB21_4 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_co_u32 v30, vcc_lo, s0, v28
	v_add_co_ci_u32_e64 v31, null, s1, v29, vcc_lo
	v_add_co_u32 v32, vcc_lo, s0, v26
	v_add_co_ci_u32_e64 v33, null, s1, v27, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[0:3], v[30:31], off
	global_load_dwordx4 v[4:7], v[30:31], off offset:16
	global_load_dwordx4 v[34:37], v[32:33], off
	global_load_dwordx4 v[38:41], v[32:33], off offset:16
	s_add_u32 s16, s4, s10
	s_addc_u32 s17, s5, s11
	s_add_u32 s14, s4, s12
	s_load_dword s22, s[16:17], 0x0
	s_addc_u32 s15, s5, s13
	s_clause 0x2
	s_load_dword s23, s[14:15], 0x0
	s_load_dword s24, s[14:15], 0xc4
	s_load_dword s25, s[16:17], 0xc4
	s_cmp_eq_u32 s21, 0
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_f32 v8, s22, v4, v8
	v_fma_f32 v12, -v0, s22, v12
	v_fma_f32 v13, -v1, s22, v13
	v_fma_f32 v14, -v2, s22, v14
	v_fma_f32 v15, -v3, s22, v15
	v_fma_f32 v9, s22, v5, v9
	v_fma_f32 v10, s22, v6, v10
	v_fmac_f32_e32 v11, s22, v7
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v14, s23, v36
	v_fmac_f32_e32 v15, s23, v37
	v_fmac_f32_e32 v13, s23, v35
	v_fmac_f32_e32 v12, s23, v34
	v_fma_f32 v11, -v37, s24, v11
	v_fma_f32 v10, -v36, s24, v10
	v_fma_f32 v9, -v35, s24, v9
	v_fma_f32 v8, -v34, s24, v8
	v_fmac_f32_e32 v12, s25, v4
	v_fmac_f32_e32 v13, s25, v5
	v_fmac_f32_e32 v14, s25, v6
	v_fmac_f32_e32 v15, s25, v7
	v_fmac_f32_e32 v8, s25, v0
	v_fmac_f32_e32 v9, s25, v1
	v_fmac_f32_e32 v10, s25, v2
	v_fmac_f32_e32 v11, s25, v3
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, -v41, s24, v15
	v_fma_f32 v2, -v40, s24, v14
	v_fma_f32 v1, -v39, s24, v13
	v_fma_f32 v0, -v38, s24, v12
	v_fma_f32 v7, -s23, v41, v11
	v_fma_f32 v6, -s23, v40, v10
	v_fma_f32 v5, -s23, v39, v9
	v_fma_f32 v4, -s23, v38, v8
	s_cbranch_scc0 .LBB21_5
; %bb.7:                                ;   in Loop: Header=BB21_4 Depth=2
                                        ; implicit-def: $vgpr8_vgpr9_vgpr10_vgpr11
                                        ; implicit-def: $vgpr12_vgpr13_vgpr14_vgpr15
                                        ; implicit-def: $sgpr21
                                        ; implicit-def: $sgpr10_sgpr11
                                        ; implicit-def: $vgpr28_vgpr29
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $vgpr26_vgpr27
	s_branch .LBB21_3
.LBB21_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end21:
	.size	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end21-_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 46
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 26
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1004
; TotalNumSgprs: 28
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 46
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
	.protected	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_mov_b64 s[6:7], 0
	v_mul_lo_u32 v16, 0x62, v0
	v_ashrrev_i32_e32 v17, 31, v16
	v_mov_b32_e32 v19, v16
	v_lshlrev_b64 v[17:18], 4, v[16:17]
	s_branch .LBB22_2
.LBB22_1:                               ;   in Loop: Header=BB22_2 Depth=1
	s_add_i32 s18, s18, 1
	v_add_nc_u32_e32 v19, 14, v19
	s_add_u32 s6, s6, 28
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u32 s18, 7
	s_cbranch_scc1 .LBB22_8
.LBB22_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB22_4 Depth 2
                                        ;       Child Loop BB22_6 Depth 3
	v_ashrrev_i32_e32 v20, 31, v19
	v_mov_b32_e32 v23, v18
	v_mov_b32_e32 v22, v17
	s_mul_i32 s19, s18, 7
	s_mov_b64 s[8:9], 0
	v_lshlrev_b64 v[20:21], 4, v[19:20]
	s_mov_b32 s20, 0
	s_branch .LBB22_4
.LBB22_3:                               ;   in Loop: Header=BB22_4 Depth=2
	v_add_co_u32 v22, vcc_lo, v22, 32
	s_add_i32 s20, s20, 1
	v_add_co_ci_u32_e64 v23, null, 0, v23, vcc_lo
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s20, 7
	global_store_dwordx4 v[24:25], v[0:3], off offset:16
	global_store_dwordx4 v[24:25], v[4:7], off
	s_cbranch_scc1 .LBB22_1
.LBB22_4:                               ;   Parent Loop BB22_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB22_6 Depth 3
	s_add_i32 s10, s20, s19
	v_mov_b32_e32 v27, v21
	v_lshl_add_u32 v0, s10, 1, v16
	v_mov_b32_e32 v29, v23
	v_mov_b32_e32 v26, v20
	v_mov_b32_e32 v28, v22
	s_mov_b32 s21, 6
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[12:13], s[8:9]
	s_mov_b64 s[10:11], s[6:7]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v24, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v25, null, s3, v1, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[12:15], v[24:25], off offset:16
	global_load_dwordx4 v[8:11], v[24:25], off
	s_branch .LBB22_6
.LBB22_5:                               ;   in Loop: Header=BB22_4 Depth=2
                                        ; implicit-def: $vgpr8_vgpr9_vgpr10_vgpr11
                                        ; implicit-def: $vgpr12_vgpr13_vgpr14_vgpr15
                                        ; implicit-def: $sgpr21
                                        ; implicit-def: $sgpr10_sgpr11
                                        ; implicit-def: $vgpr28_vgpr29
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $vgpr26_vgpr27
	s_branch .LBB22_3
.LBB22_6:                               ;   Parent Loop BB22_2 Depth=1
                                        ;     Parent Loop BB22_4 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_co_u32 v30, vcc_lo, s0, v28
	v_add_co_ci_u32_e64 v31, null, s1, v29, vcc_lo
	v_add_co_u32 v32, vcc_lo, s0, v26
	v_add_co_ci_u32_e64 v33, null, s1, v27, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[0:3], v[30:31], off
	global_load_dwordx4 v[4:7], v[30:31], off offset:16
	global_load_dwordx4 v[34:37], v[32:33], off
	global_load_dwordx4 v[38:41], v[32:33], off offset:16
	s_add_u32 s16, s4, s10
	s_addc_u32 s17, s5, s11
	s_add_u32 s14, s4, s12
	s_load_dword s22, s[16:17], 0x0
	s_addc_u32 s15, s5, s13
	s_clause 0x2
	s_load_dword s23, s[14:15], 0x0
	s_load_dword s24, s[14:15], 0xc4
	s_load_dword s25, s[16:17], 0xc4
	s_cmp_eq_u32 s21, 0
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_f32 v8, s22, v4, v8
	v_fma_f32 v12, -v0, s22, v12
	v_fma_f32 v13, -v1, s22, v13
	v_fma_f32 v14, -v2, s22, v14
	v_fma_f32 v15, -v3, s22, v15
	v_fma_f32 v9, s22, v5, v9
	v_fma_f32 v10, s22, v6, v10
	v_fmac_f32_e32 v11, s22, v7
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v14, s23, v36
	v_fmac_f32_e32 v15, s23, v37
	v_fmac_f32_e32 v13, s23, v35
	v_fmac_f32_e32 v12, s23, v34
	v_fma_f32 v11, -v37, s24, v11
	v_fma_f32 v10, -v36, s24, v10
	v_fma_f32 v9, -v35, s24, v9
	v_fma_f32 v8, -v34, s24, v8
	v_fmac_f32_e32 v12, s25, v4
	v_fmac_f32_e32 v13, s25, v5
	v_fmac_f32_e32 v14, s25, v6
	v_fmac_f32_e32 v15, s25, v7
	v_fmac_f32_e32 v8, s25, v0
	v_fmac_f32_e32 v9, s25, v1
	v_fmac_f32_e32 v10, s25, v2
	v_fmac_f32_e32 v11, s25, v3
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, -v41, s24, v15
	v_fma_f32 v2, -v40, s24, v14
	v_fma_f32 v1, -v39, s24, v13
	v_fma_f32 v0, -v38, s24, v12
	v_fma_f32 v7, -s23, v41, v11
	v_fma_f32 v6, -s23, v40, v10
	v_fma_f32 v5, -s23, v39, v9
	v_fma_f32 v4, -s23, v38, v8
	s_cbranch_scc1 .LBB22_5
; %bb.7:                                ;   in Loop: Header=BB22_6 Depth=3
	s_clause 0x3
	global_load_dwordx4 v[8:11], v[30:31], off offset:224
	global_load_dwordx4 v[12:15], v[30:31], off offset:240
	global_load_dwordx4 v[34:37], v[32:33], off offset:32
	global_load_dwordx4 v[30:33], v[32:33], off offset:48
	s_clause 0x3
	s_load_dword s22, s[16:17], 0x4
	s_load_dword s23, s[14:15], 0x1c
	s_load_dword s16, s[16:17], 0xc8
	s_load_dword s14, s[14:15], 0xe0
	s_add_i32 s21, s21, -2
	v_add_co_u32 v28, vcc_lo, 0x1c0, v28
	s_add_u32 s10, s10, 8
	v_add_co_ci_u32_e64 v29, null, 0, v29, vcc_lo
	s_addc_u32 s11, s11, 0
	v_add_co_u32 v26, vcc_lo, v26, 64
	s_add_u32 s12, s12, 56
	v_add_co_ci_u32_e64 v27, null, 0, v27, vcc_lo
	s_addc_u32 s13, s13, 0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v38, -v8, s22, v0
	v_fma_f32 v39, -v9, s22, v1
	v_fma_f32 v40, -v10, s22, v2
	v_fma_f32 v41, -v11, s22, v3
	s_waitcnt vmcnt(2)
	v_fma_f32 v42, s22, v12, v4
	v_fma_f32 v43, s22, v13, v5
	v_fma_f32 v44, s22, v14, v6
	v_fma_f32 v45, s22, v15, v7
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v41, s23, v37
	v_fmac_f32_e32 v40, s23, v36
	v_fmac_f32_e32 v39, s23, v35
	v_fmac_f32_e32 v38, s23, v34
	v_fma_f32 v37, -v37, s14, v45
	v_fma_f32 v36, -v36, s14, v44
	v_fma_f32 v35, -v35, s14, v43
	v_fma_f32 v34, -v34, s14, v42
	v_fmac_f32_e32 v38, s16, v12
	v_fmac_f32_e32 v39, s16, v13
	v_fmac_f32_e32 v40, s16, v14
	v_fmac_f32_e32 v41, s16, v15
	v_fmac_f32_e32 v34, s16, v8
	v_fmac_f32_e32 v35, s16, v9
	v_fmac_f32_e32 v36, s16, v10
	v_fmac_f32_e32 v37, s16, v11
	s_waitcnt vmcnt(0)
	v_fma_f32 v15, -v33, s14, v41
	v_fma_f32 v14, -v32, s14, v40
	v_fma_f32 v13, -v31, s14, v39
	v_fma_f32 v12, -v30, s14, v38
	v_fma_f32 v11, -s23, v33, v37
	v_fma_f32 v10, -s23, v32, v36
	v_fma_f32 v9, -s23, v31, v35
	v_fma_f32 v8, -s23, v30, v34
	s_cbranch_execnz .LBB22_6
	s_branch .LBB22_3
.LBB22_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end22:
	.size	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end22-_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 46
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 26
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1008
; TotalNumSgprs: 28
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 46
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
	.protected	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	v_mov_b32_e32 v18, 0
	s_mov_b32 s9, 0
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], null, s6, s0, v[0:1]
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mul_lo_u32 v8, 0x62, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v11, v8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s6, 0xc8
	v_lshlrev_b64 v[0:1], 4, v[8:9]
	s_addc_u32 s5, s7, 0
	v_add_co_u32 v9, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v10, null, s1, v1, vcc_lo
	s_branch .LBB23_2
.LBB23_1:                               ;   in Loop: Header=BB23_2 Depth=1
	v_add_nc_u32_e32 v11, 14, v11
	s_add_i32 s16, s16, 1
	s_cmp_eq_u32 s16, 7
	s_cbranch_scc1 .LBB23_8
.LBB23_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB23_4 Depth 2
                                        ;       Child Loop BB23_6 Depth 3
	v_ashrrev_i32_e32 v12, 31, v11
	s_mul_i32 s17, s16, 7
	s_mov_b64 s[10:11], s[4:5]
	s_mov_b32 s18, s9
	v_lshlrev_b64 v[0:1], 4, v[11:12]
	v_mov_b32_e32 v13, v10
	v_mov_b32_e32 v12, v9
	v_add_co_u32 v19, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v20, null, s3, v1, vcc_lo
	s_branch .LBB23_4
.LBB23_3:                               ;   in Loop: Header=BB23_4 Depth=2
	v_add_co_u32 v12, vcc_lo, 0xe0, v12
	s_add_i32 s18, s18, 1
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_add_u32 s10, s10, 28
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u32 s18, 7
	s_cbranch_scc1 .LBB23_1
.LBB23_4:                               ;   Parent Loop BB23_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB23_6 Depth 3
	s_add_i32 s8, s18, s17
	s_mov_b64 s[14:15], s[10:11]
	v_lshl_add_u32 v0, s8, 1, v8
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	v_ashrrev_i32_e32 v1, 31, v0
	s_clause 0x1
	s_load_dword s8, s[12:13], 0x0
	s_load_dword s19, s[12:13], 0xc4
	s_mov_b64 s[12:13], 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_co_u32 v4, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v5, null, s1, v1, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[0:3], v[4:5], off offset:16
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s8
	s_mov_b32 s21, s8
	s_mov_b32 s22, s8
	s_mov_b32 s23, s19
	s_mov_b32 s24, s19
	s_mov_b32 s25, s19
	s_branch .LBB23_6
.LBB23_5:                               ;   in Loop: Header=BB23_6 Depth=3
	s_andn2_b32 vcc_lo, exec_lo, s26
	s_cbranch_vccz .LBB23_3
.LBB23_6:                               ;   Parent Loop BB23_2 Depth=1
                                        ;     Parent Loop BB23_4 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_co_u32 v14, vcc_lo, v19, s12
	v_add_co_ci_u32_e64 v15, null, s13, v20, vcc_lo
	v_add_co_u32 v16, vcc_lo, v12, s12
	v_add_co_ci_u32_e64 v17, null, s13, v13, vcc_lo
	global_load_dwordx4 v[21:24], v[14:15], off offset:16
	s_clause 0x1
	global_load_dwordx4 v[25:28], v[16:17], off
	global_load_dwordx4 v[29:32], v[16:17], off offset:16
	global_load_dwordx4 v[33:36], v[14:15], off
	s_clause 0x1
	global_load_dword v37, v18, s[14:15] offset:-200
	global_load_dword v38, v18, s[14:15] offset:-4
	s_mov_b32 s26, -1
	s_cmpk_eq_i32 s12, 0xc0
	s_waitcnt vmcnt(4)
	v_fma_f32 v21, -s8, v25, v21
	v_fma_f32 v22, -s20, v26, v22
	v_fma_f32 v23, -s21, v27, v23
	v_fma_f32 v24, -s22, v28, v24
	s_waitcnt vmcnt(2)
	v_fma_f32 v33, s8, v29, v33
	v_fma_f32 v34, s20, v30, v34
	v_fma_f32 v35, s21, v31, v35
	v_fmac_f32_e32 v36, s22, v32
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v24, v7, v37
	v_fmac_f32_e32 v23, v6, v37
	v_fmac_f32_e32 v22, v5, v37
	v_fmac_f32_e32 v21, v4, v37
	s_waitcnt vmcnt(0)
	v_fma_f32 v36, -v7, v38, v36
	v_fma_f32 v35, -v6, v38, v35
	v_fma_f32 v34, -v5, v38, v34
	v_fma_f32 v33, -v4, v38, v33
	v_fmac_f32_e32 v21, s19, v29
	v_fmac_f32_e32 v22, s23, v30
	v_fmac_f32_e32 v23, s24, v31
	v_fmac_f32_e32 v24, s25, v32
	v_fmac_f32_e32 v33, s19, v25
	v_fmac_f32_e32 v34, s23, v26
	v_fmac_f32_e32 v35, s24, v27
	v_fmac_f32_e32 v36, s25, v28
	v_fma_f32 v24, -v3, v38, v24
	v_fma_f32 v23, -v2, v38, v23
	v_fma_f32 v22, -v1, v38, v22
	v_fma_f32 v21, -v0, v38, v21
	v_fma_f32 v28, -v3, v37, v36
	v_fma_f32 v27, -v2, v37, v35
	v_fma_f32 v26, -v1, v37, v34
	v_fma_f32 v25, -v0, v37, v33
	global_store_dwordx4 v[14:15], v[21:24], off offset:16
	global_store_dwordx4 v[14:15], v[25:28], off
	s_cbranch_scc1 .LBB23_5
; %bb.7:                                ;   in Loop: Header=BB23_6 Depth=3
	global_load_dwordx4 v[21:24], v[14:15], off offset:48
	s_clause 0x1
	global_load_dwordx4 v[25:28], v[16:17], off offset:32
	global_load_dwordx4 v[29:32], v[16:17], off offset:48
	global_load_dwordx4 v[33:36], v[14:15], off offset:32
	s_clause 0x1
	global_load_dword v16, v18, s[14:15] offset:-196
	global_load_dword v17, v18, s[14:15]
	s_add_u32 s12, s12, 64
	s_addc_u32 s13, s13, 0
	s_add_u32 s14, s14, 8
	s_mov_b32 s26, 0
	s_addc_u32 s15, s15, 0
	s_waitcnt vmcnt(4)
	v_fma_f32 v21, -s8, v25, v21
	v_fma_f32 v22, -s20, v26, v22
	v_fma_f32 v23, -s21, v27, v23
	v_fma_f32 v24, -s22, v28, v24
	s_waitcnt vmcnt(2)
	v_fma_f32 v33, s8, v29, v33
	v_fma_f32 v34, s20, v30, v34
	v_fma_f32 v35, s21, v31, v35
	v_fmac_f32_e32 v36, s22, v32
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v24, v7, v16
	v_fmac_f32_e32 v23, v6, v16
	v_fmac_f32_e32 v22, v5, v16
	v_fmac_f32_e32 v21, v4, v16
	s_waitcnt vmcnt(0)
	v_fma_f32 v36, -v7, v17, v36
	v_fma_f32 v35, -v6, v17, v35
	v_fma_f32 v34, -v5, v17, v34
	v_fma_f32 v33, -v4, v17, v33
	v_fmac_f32_e32 v21, s19, v29
	v_fmac_f32_e32 v22, s23, v30
	v_fmac_f32_e32 v23, s24, v31
	v_fmac_f32_e32 v24, s25, v32
	v_fmac_f32_e32 v33, s19, v25
	v_fmac_f32_e32 v34, s23, v26
	v_fmac_f32_e32 v35, s24, v27
	v_fmac_f32_e32 v36, s25, v28
	v_fma_f32 v24, -v3, v17, v24
	v_fma_f32 v23, -v2, v17, v23
	v_fma_f32 v22, -v1, v17, v22
	v_fma_f32 v21, -v0, v17, v21
	v_fma_f32 v28, -v3, v16, v36
	v_fma_f32 v27, -v2, v16, v35
	v_fma_f32 v26, -v1, v16, v34
	v_fma_f32 v25, -v0, v16, v33
	global_store_dwordx4 v[14:15], v[21:24], off offset:48
	global_store_dwordx4 v[14:15], v[25:28], off offset:32
	s_branch .LBB23_5
.LBB23_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 27
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
.Lfunc_end23:
	.size	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end23-_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 39
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 27
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 1
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1028
; TotalNumSgprs: 29
; NumVgprs: 39
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 39
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	v_cmp_gt_u32_e32 vcc_lo, 49, v0
	v_cmp_eq_u32_e64 s0, 0, v1
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_b32 s1, vcc_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB24_2
; %bb.1:
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	v_lshlrev_b32_e32 v3, 3, v0
	v_add_nc_u32_e32 v5, 0x400, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[3:4], v3, s[2:3]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v5, v4, v3 offset0:136 offset1:188
.LBB24_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_load_dword s1, s[4:5], 0x18
	s_lshl_b32 s0, s6, 5
	s_mov_b32 s2, exec_lo
	v_lshl_add_u32 v6, v1, 4, s0
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s1, v6
	s_cbranch_execz .LBB24_9
; %bb.3:
	v_mul_u32_u24_e32 v3, 0x2493, v0
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_movk_i32 s0, 0xc4
	v_mov_b32_e32 v5, 2
	v_mad_u32_u24 v16, v1, s0, 0x310
	v_lshrrev_b32_e32 v3, 16, v3
	v_add_nc_u32_e32 v4, 16, v6
	v_mad_u32_u24 v7, 0xc4, v1, v2
	s_mulk_i32 s6, 0x620
	v_add_nc_u32_e32 v9, v16, v2
	v_mul_lo_u16 v3, v3, 7
	v_min_i32_e32 v8, s1, v4
	s_mov_b32 s1, 0
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr18
	v_sub_nc_u16 v3, v0, v3
	v_sub_nc_u32_sdwa v10, v0, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b32_sdwa v3, v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mul_u32_u24_e32 v5, 0x310, v1
	v_lshlrev_b32_e32 v2, 2, v10
	v_add_nc_u32_e32 v10, v16, v3
	v_mad_u32_u24 v11, 0xc4, v1, v3
	v_add_nc_u32_e32 v12, 0x6f0, v3
	v_add_nc_u32_e32 v13, 0x620, v3
	v_add_nc_u32_e32 v14, 0x6f0, v2
	v_add_nc_u32_e32 v15, 0x620, v2
	v_add_nc_u32_e32 v16, v16, v2
	v_mad_u32_u24 v17, 0xc4, v1, v2
	v_add3_u32 v0, v0, s6, v5
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr2_vgpr3
	s_branch .LBB24_5
.LBB24_4:                               ;   in Loop: Header=BB24_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u32_e32 v6, 2, v6
	v_add_nc_u32_e32 v0, 0x62, v0
	v_mov_b32_e32 v18, v3
	v_mov_b32_e32 v19, v4
	v_cmp_ge_i32_e64 s0, v6, v8
	s_or_b32 s1, s0, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB24_9
.LBB24_5:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, v19
	v_mov_b32_e32 v3, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB24_7
; %bb.6:                                ;   in Loop: Header=BB24_5 Depth=1
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_add_co_u32 v18, s0, s10, v2
	v_add_co_ci_u32_e64 v19, null, s11, v3, s0
	v_add_co_u32 v20, s0, s8, v2
	v_add_co_ci_u32_e64 v21, null, s9, v3, s0
	s_clause 0x1
	global_load_dwordx2 v[4:5], v[18:19], off
	global_load_dwordx2 v[2:3], v[18:19], off offset:392
	s_clause 0x1
	global_load_dwordx2 v[22:23], v[20:21], off
	global_load_dwordx2 v[20:21], v[20:21], off offset:392
	s_waitcnt vmcnt(1)
	ds_write_b32 v9, v22
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v20 offset:1176
	ds_write2_b32 v7, v23, v21 offset1:98
	v_mov_b32_e32 v19, v4
	v_mov_b32_e32 v18, v3
.LBB24_7:                               ;   in Loop: Header=BB24_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB24_4
; %bb.8:                                ;   in Loop: Header=BB24_5 Depth=1
	ds_read2_b32 v[21:22], v14 offset1:1
	ds_read2_b32 v[23:24], v11 offset1:7
	ds_read2_b32 v[3:4], v11 offset0:42 offset1:98
	ds_read2_b32 v[25:26], v10 offset1:98
	ds_read2_b32 v[27:28], v15 offset1:1
	ds_read2_b32 v[29:30], v17 offset1:1
	ds_read2_b32 v[31:32], v17 offset0:98 offset1:99
	ds_read2_b32 v[33:34], v12 offset1:7
	ds_read2_b32 v[35:36], v13 offset1:7
	ds_read2_b32 v[37:38], v11 offset0:203 offset1:210
	ds_read2_b32 v[39:40], v11 offset0:105 offset1:112
	ds_read2_b32 v[41:42], v16 offset1:1
	ds_read2_b32 v[43:44], v16 offset0:98 offset1:99
	ds_read2_b32 v[45:46], v17 offset0:2 offset1:3
	ds_read2_b32 v[47:48], v14 offset0:2 offset1:3
	ds_read2_b32 v[49:50], v14 offset0:4 offset1:5
	ds_read_b32 v57, v14 offset:24
	v_add_nc_u32_e32 v20, 0x400, v11
	ds_read2_b32 v[51:52], v15 offset0:2 offset1:3
	ds_read2_b32 v[53:54], v15 offset0:4 offset1:5
	ds_read_b32 v58, v15 offset:24
	s_waitcnt lgkmcnt(18)
	v_fma_f32 v55, v23, v21, v19
	s_waitcnt lgkmcnt(17)
	v_fmac_f32_e32 v2, v4, v21
	s_waitcnt lgkmcnt(16)
	v_fma_f32 v59, -v26, v21, v18
	v_fma_f32 v21, -v25, v21, v5
	ds_read2_b32 v[18:19], v20 offset0:45 offset1:52
	s_waitcnt lgkmcnt(16)
	v_fmac_f32_e32 v55, v25, v27
	v_fmac_f32_e32 v2, v26, v27
	v_fmac_f32_e32 v59, v4, v27
	v_fmac_f32_e32 v21, v23, v27
	s_waitcnt lgkmcnt(13)
	v_fma_f32 v27, -v29, v33, v55
	v_fma_f32 v2, -v31, v33, v2
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v59, v43, v33
	v_fmac_f32_e32 v21, v41, v33
	ds_read2_b32 v[4:5], v17 offset0:100 offset1:101
	ds_read2_b32 v[25:26], v17 offset0:102 offset1:103
	ds_read2_b32 v[55:56], v17 offset0:4 offset1:5
	v_fmac_f32_e32 v27, v41, v35
	v_fmac_f32_e32 v2, v43, v35
	v_fma_f32 v23, -v31, v35, v59
	v_fma_f32 v21, -v29, v35, v21
	v_fmac_f32_e32 v27, v24, v22
	v_fmac_f32_e32 v2, v39, v22
	v_fma_f32 v29, -v37, v22, v21
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v31, -v18, v22, v23
	ds_read2_b32 v[21:22], v11 offset0:14 offset1:21
	v_fmac_f32_e32 v2, v18, v28
	v_fmac_f32_e32 v27, v37, v28
	v_fmac_f32_e32 v29, v24, v28
	v_fmac_f32_e32 v31, v39, v28
	v_add_nc_u32_e32 v18, 0x4a0, v17
	v_fma_f32 v2, -v32, v34, v2
	ds_read2_b32 v[23:24], v12 offset0:14 offset1:21
	v_fmac_f32_e32 v29, v42, v34
	v_fmac_f32_e32 v31, v44, v34
	v_fma_f32 v37, -v30, v34, v27
	v_fmac_f32_e32 v2, v44, v36
	ds_read2_b32 v[27:28], v13 offset0:14 offset1:21
	v_fma_f32 v34, -v30, v36, v29
	v_fma_f32 v33, -v32, v36, v31
	ds_read2_b32 v[29:30], v17 offset0:198 offset1:199
	ds_read2_b32 v[31:32], v18 offset1:1
	v_fmac_f32_e32 v37, v42, v36
	v_fmac_f32_e32 v2, v40, v47
	v_fma_f32 v41, -v19, v47, v33
	v_add_nc_u32_e32 v39, 0x4a8, v17
	v_fma_f32 v42, -v38, v47, v34
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v37, v21, v47
	v_fmac_f32_e32 v2, v19, v51
	v_fmac_f32_e32 v41, v40, v51
	ds_read2_b32 v[39:40], v39 offset1:1
	ds_read2_b32 v[18:19], v11 offset0:119 offset1:126
	ds_read2_b32 v[33:34], v11 offset0:217 offset1:224
	ds_read2_b32 v[35:36], v20 offset0:59 offset1:66
	v_fmac_f32_e32 v37, v38, v51
	v_fmac_f32_e32 v42, v21, v51
	s_waitcnt lgkmcnt(7)
	v_fma_f32 v2, -v4, v23, v2
	v_fma_f32 v21, -v45, v23, v37
	ds_read2_b32 v[37:38], v17 offset0:200 offset1:201
	ds_read_b32 v43, v12 offset:168
	ds_read_b32 v44, v13 offset:168
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v42, v29, v23
	s_waitcnt lgkmcnt(7)
	v_fmac_f32_e32 v41, v31, v23
	v_fmac_f32_e32 v2, v31, v27
	v_fmac_f32_e32 v21, v29, v27
	v_fma_f32 v23, -v45, v27, v42
	v_fma_f32 v4, -v4, v27, v41
	ds_read2_b32 v[41:42], v11 offset0:28 offset1:35
	v_fmac_f32_e32 v21, v22, v48
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v2, v18, v48
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v23, -v33, v48, v23
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v4, -v35, v48, v4
	v_fmac_f32_e32 v21, v33, v52
	v_fmac_f32_e32 v2, v35, v52
	v_fmac_f32_e32 v23, v22, v52
	v_fmac_f32_e32 v4, v18, v52
	v_fma_f32 v18, -v46, v24, v21
	ds_read2_b32 v[21:22], v12 offset0:28 offset1:35
	v_fma_f32 v2, -v5, v24, v2
	v_fmac_f32_e32 v23, v30, v24
	v_fmac_f32_e32 v4, v32, v24
	v_fmac_f32_e32 v18, v30, v28
	v_fmac_f32_e32 v2, v32, v28
	v_fma_f32 v27, -v46, v28, v23
	ds_read2_b32 v[23:24], v13 offset0:28 offset1:35
	v_fma_f32 v28, -v5, v28, v4
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v18, v41, v49
	v_fmac_f32_e32 v2, v19, v49
	v_fma_f32 v31, -v34, v49, v27
	ds_read2_b32 v[4:5], v11 offset0:133 offset1:140
	v_fma_f32 v32, -v36, v49, v28
	ds_read2_b32 v[27:28], v20 offset0:73 offset1:80
	ds_read2_b32 v[29:30], v11 offset0:231 offset1:238
	v_fmac_f32_e32 v18, v34, v53
	v_fmac_f32_e32 v2, v36, v53
	v_fmac_f32_e32 v31, v41, v53
	v_fmac_f32_e32 v32, v19, v53
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v20, -v55, v21, v18
	v_fma_f32 v2, -v25, v21, v2
	v_fmac_f32_e32 v31, v37, v21
	v_fmac_f32_e32 v32, v39, v21
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v20, v37, v23
	v_fmac_f32_e32 v2, v39, v23
	v_fma_f32 v18, -v25, v23, v32
	v_fma_f32 v19, -v55, v23, v31
	v_fmac_f32_e32 v20, v42, v50
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v2, v4, v50
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v23, -v27, v50, v18
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v25, -v29, v50, v19
	ds_read2_b32 v[18:19], v17 offset0:6 offset1:104
	v_fmac_f32_e32 v20, v29, v54
	v_fmac_f32_e32 v2, v27, v54
	v_fmac_f32_e32 v23, v4, v54
	v_fmac_f32_e32 v25, v42, v54
	v_add_nc_u32_e32 v4, 0x200, v17
	v_fma_f32 v27, -v56, v22, v20
	v_fma_f32 v2, -v26, v22, v2
	v_fmac_f32_e32 v23, v40, v22
	v_fmac_f32_e32 v25, v38, v22
	ds_read2_b32 v[20:21], v4 offset0:74 offset1:172
	v_fmac_f32_e32 v27, v38, v24
	v_fmac_f32_e32 v2, v40, v24
	v_fma_f32 v22, -v26, v24, v23
	v_fma_f32 v4, -v56, v24, v25
	v_fmac_f32_e32 v27, v3, v57
	v_fmac_f32_e32 v2, v5, v57
	v_fma_f32 v25, -v28, v57, v22
	v_fma_f32 v24, -v30, v57, v4
	v_lshlrev_b64 v[22:23], 3, v[0:1]
	v_fmac_f32_e32 v27, v30, v58
	v_fmac_f32_e32 v2, v28, v58
	v_fmac_f32_e32 v25, v5, v58
	v_fmac_f32_e32 v24, v3, v58
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v18, v43, v27
	v_fma_f32 v2, -v19, v43, v2
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v24, v20, v43
	v_fmac_f32_e32 v25, v21, v43
	v_fmac_f32_e32 v4, v20, v44
	v_add_co_u32 v20, s0, s10, v22
	v_fmac_f32_e32 v2, v21, v44
	v_fma_f32 v5, -v18, v44, v24
	v_add_co_ci_u32_e64 v21, null, s11, v23, s0
	v_fma_f32 v3, -v19, v44, v25
	global_store_dwordx2 v[20:21], v[4:5], off
	global_store_dwordx2 v[20:21], v[2:3], off offset:392
	s_branch .LBB24_4
.LBB24_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 1972
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end24:
	.size	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end24-_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 60
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 12
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1676
; TotalNumSgprs: 14
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1972 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 60
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_3d64bdc063f19b09,@object ; @__hip_cuid_3d64bdc063f19b09
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3d64bdc063f19b09
__hip_cuid_3d64bdc063f19b09:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3d64bdc063f19b09, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3d64bdc063f19b09
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     0
    .sgpr_spill_count: 0
    .symbol:         _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     37
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     81
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     81
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .group_segment_fixed_size: 1972
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
