	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
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
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
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
; TotalNumSgprs: 6
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 1
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB1_7
; %bb.1:
	v_sqrt_f32_e32 v1, 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_load_dword s3, s[0:1], 0x2c
	s_mov_b32 s9, 0
	v_fmac_f32_e32 v1, 0, v1
	v_add_f32_e32 v1, v1, v1
	v_sub_f32_e32 v1, 0x40490fdb, v1
	v_div_scale_f32 v2, s[0:1], v1, v1, 1.0
	v_rcp_f32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_div_scale_f32 v4, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v5, v4, v3
	v_fma_f32 v6, -v2, v5, v4
	v_fmac_f32_e32 v5, v6, v3
	v_fma_f32 v2, -v2, v5, v4
	v_div_fmas_f32 v2, v2, v3, v5
	v_div_fixup_f32 v1, v2, v1, 1.0
	s_mov_b32 s2, 0x3a83126f
	v_div_scale_f32 v2, s[0:1], v1, v1, s2
	v_rcp_f32_e32 v3, v2
	v_mul_lo_u32 v0, v0, s8
	v_mul_lo_u32 v8, v0, s8
	s_lshl_b64 s[0:1], s[8:9], 3
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, s2, v1, s2
	v_mul_f32_e32 v4, v0, v3
	v_fma_f32 v5, -v2, v4, v0
	v_fmac_f32_e32 v4, v5, v3
	v_fma_f32 v0, -v2, v4, v0
	v_div_fmas_f32 v0, v0, v3, v4
	v_div_fixup_f32 v0, v0, v1, s2
	s_add_u32 s2, s10, 4
	v_mov_b32_e32 v1, v0
	s_addc_u32 s3, s11, 0
	v_mov_b32_e32 v9, v8
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
                                        ;       Child Loop BB1_4 Depth 3
	s_mul_i32 s18, s9, s8
	s_mov_b64 s[12:13], s[10:11]
	v_mov_b32_e32 v10, v8
	s_mov_b32 s19, 0
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_4 Depth 3
	s_mov_b32 s20, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[14:15], s[2:3]
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v4, v10
.LBB1_4:                                ;   Parent Loop BB1_2 Depth=1
                                        ;     Parent Loop BB1_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v6, s20, v9
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[6:7], 3, s[4:5]
	v_lshl_add_u64 v[12:13], v[4:5], 3, s[4:5]
	global_load_dwordx2 v[14:15], v[6:7], off
	global_load_dwordx2 v[16:17], v[12:13], off
	s_add_u32 s22, s14, -4
	s_load_dwordx2 s[24:25], s[16:17], 0x0
	s_addc_u32 s23, s15, -1
	s_load_dwordx2 s[22:23], s[22:23], 0x0
	s_add_i32 s20, s20, 1
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, s1
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	v_add_u32_e32 v4, s8, v4
	s_cmp_eq_u32 s8, s20
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_mul_f32 v[6:7], v[14:15], s[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[14:15], s[24:25] op_sel:[1,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], s[22:23], v[16:17], v[6:7] op_sel_hi:[0,1,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], s[22:23], v[16:17], v[12:13] op_sel:[1,0,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[6:7], v[2:3], v[6:7] op_sel:[0,1] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[2:3], v[6:7], v[12:13]
	v_pk_add_f32 v[6:7], v[6:7], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_mov_b32_e32 v3, v7
	s_cbranch_scc0 .LBB1_4
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=2
	s_add_i32 s14, s18, s19
	v_add_u32_e32 v4, s14, v8
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[6:7]
	global_load_dwordx2 v[12:13], v[4:5], off
	s_add_i32 s19, s19, 1
	v_mov_b32_e32 v3, v7
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u32 s19, s8
	v_add_u32_e32 v10, 1, v10
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[0:1], v[2:3], v[12:13]
	v_pk_fma_f32 v[2:3], v[0:1], v[2:3], v[12:13] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_mov_b32_e32 v7, v3
	global_store_dwordx2 v[4:5], v[6:7], off
	s_cbranch_scc0 .LBB1_3
; %bb.6:                                ;   in Loop: Header=BB1_2 Depth=1
	s_add_i32 s9, s9, 1
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_cmp_eq_u32 s9, s8
	v_add_u32_e32 v9, s8, v9
	s_cbranch_scc0 .LBB1_2
.LBB1_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 20
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
	.size	_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end1-_Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 18
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
; codeLenInByte = 612
; TotalNumSgprs: 32
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s26, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s26, 1
	s_cbranch_scc1 .LBB2_7
; %bb.1:
	v_sqrt_f32_e32 v1, 0
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_mov_b32 s29, 0
	v_fmac_f32_e32 v1, 0, v1
	v_add_f32_e32 v1, v1, v1
	v_sub_f32_e32 v1, 0x40490fdb, v1
	v_div_scale_f32 v2, s[0:1], v1, v1, 1.0
	v_rcp_f32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	s_mov_b32 s3, 0x3a83126f
	v_fma_f32 v4, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v4, v3
	v_div_scale_f32 v4, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v5, v4, v3
	v_fma_f32 v6, -v2, v5, v4
	v_fmac_f32_e32 v5, v6, v3
	v_fma_f32 v2, -v2, v5, v4
	v_div_fmas_f32 v2, v2, v3, v5
	v_div_fixup_f32 v1, v2, v1, 1.0
	v_div_scale_f32 v2, s[0:1], v1, v1, s3
	v_rcp_f32_e32 v3, v2
	v_add_u32_e32 v0, s2, v0
	s_mul_i32 s2, s26, s26
	v_mul_lo_u32 v16, s2, v0
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, s3, v1, s3
	v_mul_f32_e32 v4, v0, v3
	v_fma_f32 v5, -v2, v4, v0
	v_fmac_f32_e32 v4, v5, v3
	v_fma_f32 v0, -v2, v4, v0
	s_mov_b32 s1, 0
	v_div_fmas_f32 v0, v0, v3, v4
	v_div_fixup_f32 v0, v0, v1, s3
	s_lshl_b32 s2, s26, 1
	s_mov_b32 s3, s1
	s_lshl_b64 s[10:11], s[2:3], 2
	s_ashr_i32 s3, s2, 31
	s_add_i32 s27, s2, 2
	s_lshl_b64 s[12:13], s[2:3], 2
	s_add_u32 s3, s8, 4
	s_addc_u32 s28, s9, 0
	v_lshlrev_b32_e32 v17, 1, v16
	s_add_u32 s14, s4, 4
	v_mov_b32_e32 v1, v0
	s_addc_u32 s15, s5, 0
	v_mov_b32_e32 v2, v17
	s_mov_b32 s16, s1
.LBB2_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_3 Depth 2
                                        ;       Child Loop BB2_4 Depth 3
	s_mov_b32 s17, s1
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s3, s18
	v_ashrrev_i32_e32 v3, 31, v2
	s_mul_i32 s0, s29, s26
	s_addc_u32 s19, s28, s19
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[14:15]
	v_add_u32_e32 v3, s0, v16
	v_mov_b32_e32 v6, v17
	s_mov_b64 s[20:21], s[8:9]
.LBB2_3:                                ;   Parent Loop BB2_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB2_4 Depth 3
	v_ashrrev_i32_e32 v7, 31, v6
	s_mov_b32 s0, 0
	v_lshl_add_u64 v[10:11], v[6:7], 2, s[4:5]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b64_e32 v[12:13], v[4:5]
	s_mov_b64 s[22:23], s[18:19]
	s_mov_b64 s[24:25], s[20:21]
	s_mov_b32 s30, s0
.LBB2_4:                                ;   Parent Loop BB2_2 Depth=1
                                        ;     Parent Loop BB2_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dwordx2 v[14:15], v[10:11], off
	global_load_dwordx2 v[18:19], v[12:13], off offset:-4
	s_add_u32 s34, s22, -4
	s_addc_u32 s35, s23, -1
	s_lshl_b64 s[38:39], s[0:1], 2
	s_load_dwordx2 s[40:41], s[34:35], 0x0
	s_add_u32 s34, s8, s38
	s_addc_u32 s35, s9, s39
	s_load_dword s37, s[24:25], 0x0
	s_load_dword s36, s[34:35], 0x4
	s_add_i32 s30, s30, 1
	s_add_i32 s0, s0, s27
	s_add_u32 s24, s24, s10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s34, s41
	s_addc_u32 s25, s25, s11
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, 8
	s_cmp_eq_u32 s26, s30
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[8:9], s[40:41], v[14:15], v[8:9] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[18:19], s[36:37], v[8:9] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], s[34:35], v[14:15], v[8:9]
	v_pk_fma_f32 v[8:9], s[40:41], v[14:15], v[8:9] op_sel:[1,0,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_mov_b32_e32 v21, v9
	v_pk_fma_f32 v[8:9], v[18:19], s[36:37], v[20:21] op_sel:[1,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[14:15], v[18:19], s[36:37], v[20:21] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	s_nop 0
	v_mov_b32_e32 v9, v15
	s_cbranch_scc0 .LBB2_4
; %bb.5:                                ;   in Loop: Header=BB2_3 Depth=2
	v_add_lshl_u32 v10, v3, s17, 1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	global_load_dwordx2 v[12:13], v[10:11], off
	s_add_i32 s17, s17, 1
	v_mov_b32_e32 v9, v15
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_cmp_eq_u32 s17, s26
	v_add_u32_e32 v6, 2, v6
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[0:1], v[8:9], v[12:13]
	v_pk_fma_f32 v[8:9], v[0:1], v[8:9], v[12:13] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_nop 0
	v_mov_b32_e32 v15, v9
	global_store_dwordx2 v[10:11], v[14:15], off
	s_cbranch_scc0 .LBB2_3
; %bb.6:                                ;   in Loop: Header=BB2_2 Depth=1
	s_add_i32 s29, s29, 1
	s_add_i32 s16, s16, s2
	s_cmp_eq_u32 s29, s26
	v_add_u32_e32 v2, s2, v2
	s_cbranch_scc0 .LBB2_2
.LBB2_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 24
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
.Lfunc_end2:
	.size	_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end2-_Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 22
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 42
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 700
; TotalNumSgprs: 48
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s26, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s26, 1
	s_cbranch_scc1 .LBB3_7
; %bb.1:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_mul_i32 s1, s26, s26
	s_lshl_b32 s0, s26, 1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	s_mov_b32 s3, 0
	v_mul_lo_u32 v14, s1, v0
	s_mov_b32 s1, s3
	s_lshl_b64 s[10:11], s[0:1], 2
	s_ashr_i32 s1, s0, 31
	s_add_i32 s27, s0, 2
	s_lshl_b64 s[12:13], s[0:1], 2
	s_add_u32 s1, s8, 4
	s_addc_u32 s28, s9, 0
	v_lshlrev_b32_e32 v15, 1, v14
	s_add_u32 s14, s4, 4
	s_addc_u32 s15, s5, 0
	v_mov_b32_e32 v0, v15
	s_mov_b32 s16, s3
	s_mov_b32 s29, 0
.LBB3_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_3 Depth 2
                                        ;       Child Loop BB3_4 Depth 3
	s_mov_b32 s17, s3
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s1, s18
	v_ashrrev_i32_e32 v1, 31, v0
	s_mul_i32 s2, s29, s26
	s_addc_u32 s19, s28, s19
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[14:15]
	v_add_u32_e32 v1, s2, v14
	v_mov_b32_e32 v4, v15
	s_mov_b64 s[20:21], s[8:9]
.LBB3_3:                                ;   Parent Loop BB3_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB3_4 Depth 3
	v_add_lshl_u32 v6, s17, v1, 1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dwordx2 v[10:11], v[6:7], off
	v_ashrrev_i32_e32 v5, 31, v4
	s_mov_b32 s2, 0
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[4:5]
	v_mov_b64_e32 v[12:13], v[2:3]
	s_mov_b64 s[22:23], s[18:19]
	s_mov_b64 s[24:25], s[20:21]
	s_mov_b32 s30, s2
.LBB3_4:                                ;   Parent Loop BB3_2 Depth=1
                                        ;     Parent Loop BB3_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dwordx2 v[16:17], v[8:9], off
	global_load_dwordx2 v[18:19], v[12:13], off offset:-4
	s_add_u32 s34, s22, -4
	s_addc_u32 s35, s23, -1
	s_lshl_b64 s[38:39], s[2:3], 2
	s_load_dwordx2 s[40:41], s[34:35], 0x0
	s_add_u32 s34, s8, s38
	s_addc_u32 s35, s9, s39
	s_load_dword s37, s[24:25], 0x0
	s_load_dword s36, s[34:35], 0x4
	s_add_i32 s30, s30, 1
	s_add_i32 s2, s2, s27
	s_add_u32 s24, s24, s10
	s_addc_u32 s25, s25, s11
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, 8
	s_cmp_eq_u32 s26, s30
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f32 v[20:21], s[40:41], v[16:17], v[10:11] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], s[40:41], v[16:17], v[10:11] op_sel:[0,1,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[20:21], v[18:19], s[36:37], v[20:21] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[18:19], s[36:37], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v21, v11
	v_pk_fma_f32 v[10:11], v[16:17], s[40:41], v[20:21] op_sel:[0,1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], s[36:37], v[18:19], v[10:11] op_sel:[1,1,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_cbranch_scc0 .LBB3_4
; %bb.5:                                ;   in Loop: Header=BB3_3 Depth=2
	s_add_i32 s17, s17, 1
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_cmp_eq_u32 s17, s26
	v_add_u32_e32 v4, 2, v4
	global_store_dwordx2 v[6:7], v[10:11], off
	s_cbranch_scc0 .LBB3_3
; %bb.6:                                ;   in Loop: Header=BB3_2 Depth=1
	s_add_i32 s29, s29, 1
	s_add_i32 s16, s16, s0
	s_cmp_eq_u32 s29, s26
	v_add_u32_e32 v0, s0, v0
	s_cbranch_scc0 .LBB3_2
.LBB3_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end3-_Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 22
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 42
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 468
; TotalNumSgprs: 48
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB4_7
; %bb.1:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_lshl_b32 s23, s8, 4
	s_mul_i32 s22, s8, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_u32_e32 v1, v0, v1
	v_ashrrev_i32_e32 v2, 3, v1
	v_and_b32_e32 v1, -8, v1
	s_mul_i32 s0, s23, s8
	v_sub_u32_e32 v0, v0, v1
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_mov_b32 s1, 0
	s_mov_b32 s9, s1
	s_lshl_b64 s[2:3], s[8:9], 2
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[12:13], s[10:11]
	s_mov_b32 s9, s22
	s_mov_b32 s24, 0
.LBB4_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_3 Depth 2
                                        ;       Child Loop BB4_4 Depth 3
	s_mul_i32 s25, s24, s8
	v_mov_b32_e32 v8, v0
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b32 s26, s22
	s_mov_b32 s27, s1
.LBB4_3:                                ;   Parent Loop BB4_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB4_4 Depth 3
	s_mov_b32 s28, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v1
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v6, v8
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB4_4:                                ;   Parent Loop BB4_2 Depth=1
                                        ;     Parent Loop BB4_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[4:5]
	global_load_dword v15, v[10:11], off
	global_load_dword v16, v[12:13], off offset:32
	global_load_dword v14, v[10:11], off offset:32
	global_load_dword v18, v[12:13], off
	s_add_i32 s0, s9, s28
	s_lshl_b64 s[36:37], s[0:1], 2
	s_add_u32 s36, s10, s36
	s_addc_u32 s37, s11, s37
	s_ashr_i32 s21, s20, 31
	s_load_dword s0, s[36:37], 0x0
	s_lshl_b64 s[36:37], s[20:21], 2
	s_add_u32 s36, s10, s36
	s_addc_u32 s37, s11, s37
	s_load_dword s30, s[16:17], 0x0
	s_load_dword s35, s[18:19], 0x0
	s_load_dword s34, s[36:37], 0x0
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	v_add_u32_e32 v6, s23, v6
	v_add_u32_e32 v4, 16, v4
	s_cmp_eq_u32 s8, s28
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f32 v[10:11], s[30:31], v[14:15], v[2:3] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], s[30:31], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[10:11], v[18:19], s[34:35], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[18:19], s[34:35], v[2:3] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v3, v11
	v_pk_fma_f32 v[2:3], v[14:15], s[0:1], v[2:3] op_sel:[1,0,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[34:35], v[16:17], v[2:3] op_sel:[1,0,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_cbranch_scc0 .LBB4_4
; %bb.5:                                ;   in Loop: Header=BB4_3 Depth=2
	s_add_i32 s0, s27, s25
	v_lshl_add_u32 v4, s0, 4, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[4:5], off offset:32
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s8
	v_add_u32_e32 v8, 16, v8
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v6
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v7
	global_store_dword v[4:5], v2, off
	global_store_dword v[4:5], v3, off offset:32
	s_cbranch_scc0 .LBB4_3
; %bb.6:                                ;   in Loop: Header=BB4_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s9, s9, s8
	s_add_u32 s12, s12, s2
	s_addc_u32 s13, s13, s3
	s_cmp_eq_u32 s24, s8
	v_add_u32_e32 v1, s23, v1
	s_cbranch_scc0 .LBB4_2
.LBB4_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end4:
	.size	_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end4-_Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 20
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 38
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 540
; TotalNumSgprs: 44
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s15, 0
	s_mov_b32 s22, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_u32_e32 v1, v0, v1
	v_lshrrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v1, -8, v1
	v_sub_u32_e32 v0, v0, v1
	s_movk_i32 s0, 0x310
	v_mad_u64_u32 v[0:1], s[0:1], v2, s0, v[0:1]
	s_mov_b32 s23, 0
.LBB5_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB5_2 Depth 2
	s_mul_i32 s0, s23, 0x70
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off offset:32
	global_load_dword v5, v[2:3], off offset:64
	global_load_dword v6, v[2:3], off offset:96
	global_load_dword v7, v[2:3], off offset:128
	global_load_dword v8, v[2:3], off offset:160
	global_load_dword v9, v[2:3], off offset:192
	global_load_dword v10, v[2:3], off offset:224
	global_load_dword v11, v[2:3], off offset:256
	global_load_dword v12, v[2:3], off offset:288
	global_load_dword v13, v[2:3], off offset:320
	global_load_dword v14, v[2:3], off offset:352
	global_load_dword v15, v[2:3], off offset:384
	global_load_dword v16, v[2:3], off offset:416
	s_mul_i32 s14, s23, 7
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_u32 s20, s12, s0
	s_addc_u32 s21, s13, s1
	s_load_dwordx4 s[0:3], s[20:21], 0x0
	s_load_dwordx2 s[16:17], s[20:21], 0x10
	s_load_dword s14, s[20:21], 0x18
	s_load_dwordx4 s[8:11], s[20:21], 0xc4
	s_load_dwordx2 s[18:19], s[20:21], 0xd4
	s_load_dword s24, s[20:21], 0xdc
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v2, v0
.LBB5_2:                                ;   Parent Loop BB5_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[4:5]
	global_load_dword v3, v[20:21], off
	global_load_dword v17, v[20:21], off offset:32
	global_load_dword v22, v[20:21], off offset:448
	global_load_dword v23, v[20:21], off offset:480
	global_load_dword v24, v[20:21], off offset:896
	global_load_dword v25, v[20:21], off offset:928
	global_load_dword v26, v[20:21], off offset:1344
	global_load_dword v27, v[20:21], off offset:1376
	global_load_dword v28, v[20:21], off offset:1792
	global_load_dword v29, v[20:21], off offset:1824
	global_load_dword v30, v[20:21], off offset:2240
	global_load_dword v31, v[20:21], off offset:2272
	global_load_dword v32, v[20:21], off offset:2688
	global_load_dword v33, v[20:21], off offset:2720
	v_add_u32_e32 v18, s22, v2
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	global_load_dword v20, v[18:19], off
	global_load_dword v21, v[18:19], off offset:32
	s_add_u32 s26, s12, s20
	s_addc_u32 s27, s13, s21
	s_load_dword s25, s[26:27], 0x0
	s_load_dword s28, s[26:27], 0x1c
	s_load_dword s29, s[26:27], 0x38
	s_load_dword s30, s[26:27], 0xc4
	s_load_dword s31, s[26:27], 0x54
	s_load_dword s33, s[26:27], 0x70
	s_load_dword s34, s[26:27], 0x8c
	s_load_dword s35, s[26:27], 0xa8
	s_load_dword s36, s[26:27], 0xe0
	s_load_dword s37, s[26:27], 0xfc
	s_load_dword s38, s[26:27], 0x118
	s_load_dword s39, s[26:27], 0x134
	s_load_dword s40, s[26:27], 0x150
	s_load_dword s41, s[26:27], 0x16c
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	v_add_u32_e32 v2, 16, v2
	s_cmp_lg_u32 s20, 28
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v34, -s0, v3, 0
	s_waitcnt vmcnt(14)
	v_fma_f32 v35, s0, v17, 0
	v_fma_f32 v35, -v1, s30, v35
	v_fmac_f32_e32 v34, s25, v1
	v_fmac_f32_e32 v35, s8, v3
	v_fmac_f32_e32 v34, s8, v17
	v_fma_f32 v17, -s25, v4, v35
	v_fma_f32 v3, -v4, s30, v34
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v17, s1, v23
	v_fma_f32 v3, -s1, v22, v3
	v_fma_f32 v17, -v5, s36, v17
	v_fmac_f32_e32 v3, s28, v5
	v_fmac_f32_e32 v17, s9, v22
	v_fmac_f32_e32 v3, s9, v23
	v_fma_f32 v17, -s28, v6, v17
	v_fma_f32 v3, -v6, s36, v3
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v17, s2, v25
	v_fma_f32 v3, -s2, v24, v3
	v_fma_f32 v17, -v7, s37, v17
	v_fmac_f32_e32 v3, s29, v7
	v_fmac_f32_e32 v17, s10, v24
	v_fmac_f32_e32 v3, s10, v25
	v_fma_f32 v17, -s29, v8, v17
	v_fma_f32 v3, -v8, s37, v3
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v17, s3, v27
	v_fma_f32 v3, -s3, v26, v3
	v_fma_f32 v17, -v9, s38, v17
	v_fmac_f32_e32 v3, s31, v9
	v_fmac_f32_e32 v17, s11, v26
	v_fmac_f32_e32 v3, s11, v27
	v_fma_f32 v17, -s31, v10, v17
	v_fma_f32 v3, -v10, s38, v3
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v17, s16, v29
	v_fma_f32 v3, -s16, v28, v3
	v_fma_f32 v17, -v11, s39, v17
	v_fmac_f32_e32 v3, s33, v11
	v_fmac_f32_e32 v17, s18, v28
	v_fmac_f32_e32 v3, s18, v29
	v_fma_f32 v17, -s33, v12, v17
	v_fma_f32 v3, -v12, s39, v3
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v17, s17, v31
	v_fma_f32 v3, -s17, v30, v3
	v_fma_f32 v17, -v13, s40, v17
	v_fmac_f32_e32 v3, s34, v13
	v_fmac_f32_e32 v17, s19, v30
	v_fmac_f32_e32 v3, s19, v31
	v_fma_f32 v17, -s34, v14, v17
	v_fma_f32 v3, -v14, s40, v3
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v17, s14, v33
	v_fma_f32 v3, -s14, v32, v3
	v_fma_f32 v17, -v15, s41, v17
	v_fmac_f32_e32 v3, s35, v15
	v_fmac_f32_e32 v17, s24, v32
	v_fmac_f32_e32 v3, s24, v33
	v_fma_f32 v17, -s35, v16, v17
	v_fma_f32 v3, -v16, s41, v3
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v17, v17, v20
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v21
	global_store_dword v[18:19], v17, off
	global_store_dword v[18:19], v3, off offset:32
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
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 0
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
.Lfunc_end5:
	.size	_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end5-_Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 36
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 42
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1020
; TotalNumSgprs: 48
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 48
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
	.protected	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s20, 0
	s_mov_b64 s[14:15], 0xc4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_u32_e32 v1, v0, v1
	v_lshrrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v1, -8, v1
	v_sub_u32_e32 v0, v0, v1
	s_movk_i32 s0, 0x310
	v_mad_u64_u32 v[0:1], s[0:1], v2, s0, v[0:1]
	v_mov_b32_e32 v1, v0
.LBB6_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_2 Depth 2
	s_mul_i32 s0, s20, 0x70
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v14, v[2:3], off
	global_load_dword v21, v[2:3], off offset:32
	global_load_dword v13, v[2:3], off offset:64
	global_load_dword v20, v[2:3], off offset:96
	global_load_dword v12, v[2:3], off offset:128
	global_load_dword v19, v[2:3], off offset:160
	global_load_dword v11, v[2:3], off offset:192
	global_load_dword v18, v[2:3], off offset:224
	global_load_dword v10, v[2:3], off offset:256
	global_load_dword v17, v[2:3], off offset:288
	global_load_dword v9, v[2:3], off offset:320
	global_load_dword v16, v[2:3], off offset:352
	global_load_dword v8, v[2:3], off offset:384
	global_load_dword v15, v[2:3], off offset:416
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v4, v1
	s_mov_b64 s[18:19], s[14:15]
	v_mov_b32_e32 v6, v0
.LBB6_2:                                ;   Parent Loop BB6_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[22:23], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[6:7], 2, s[4:5]
	global_load_dword v5, v[24:25], off
	global_load_dword v7, v[24:25], off offset:32
	global_load_dword v26, v[24:25], off offset:64
	global_load_dword v27, v[24:25], off offset:96
	global_load_dword v28, v[24:25], off offset:128
	global_load_dword v29, v[24:25], off offset:160
	global_load_dword v30, v[24:25], off offset:192
	global_load_dword v31, v[24:25], off offset:224
	global_load_dword v32, v[24:25], off offset:256
	global_load_dword v33, v[24:25], off offset:288
	global_load_dword v34, v[24:25], off offset:320
	global_load_dword v35, v[24:25], off offset:352
	global_load_dword v36, v[24:25], off offset:384
	global_load_dword v37, v[24:25], off offset:416
	global_load_dword v38, v[22:23], off
                                        ; kill: killed $vgpr24_vgpr25
	s_nop 0
	global_load_dword v22, v[22:23], off offset:32
	s_add_u32 s0, s12, s18
	s_addc_u32 s1, s13, s19
	s_add_u32 s2, s0, 0xffffff3c
	s_addc_u32 s3, s1, -1
	s_add_u32 s22, s12, s16
	s_addc_u32 s23, s13, s17
	s_load_dword s21, s[2:3], 0x0
	s_load_dword s28, s[0:1], 0x0
	s_nop 0
	s_load_dwordx4 s[0:3], s[22:23], 0x0
	s_load_dwordx2 s[24:25], s[22:23], 0x10
	s_load_dword s29, s[22:23], 0xdc
	s_load_dwordx2 s[26:27], s[22:23], 0xd4
	s_load_dword s30, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_add_u32 s16, s16, 28
	s_addc_u32 s17, s17, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	v_add_u32_e32 v6, 0x70, v6
	v_add_u32_e32 v4, 16, v4
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v21, -s21, v5, v21
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v14, s21, v7
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
	v_fmac_f32_e32 v8, s21, v37
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v21, s0, v38
	v_fma_f32 v14, -v38, s8, v14
	v_fmac_f32_e32 v20, s1, v38
	v_fma_f32 v13, -v38, s9, v13
	v_fmac_f32_e32 v19, s2, v38
	v_fma_f32 v12, -v38, s10, v12
	v_fmac_f32_e32 v18, s3, v38
	v_fma_f32 v11, -v38, s11, v11
	v_fmac_f32_e32 v17, s24, v38
	v_fma_f32 v10, -v38, s26, v10
	v_fmac_f32_e32 v16, s25, v38
	v_fma_f32 v9, -v38, s27, v9
	v_fmac_f32_e32 v15, s30, v38
	v_fma_f32 v8, -v38, s29, v8
	v_fmac_f32_e32 v21, s28, v7
	v_fmac_f32_e32 v14, s28, v5
	v_fmac_f32_e32 v20, s28, v27
	v_fmac_f32_e32 v13, s28, v26
	v_fmac_f32_e32 v19, s28, v29
	v_fmac_f32_e32 v12, s28, v28
	v_fmac_f32_e32 v18, s28, v31
	v_fmac_f32_e32 v11, s28, v30
	v_fmac_f32_e32 v17, s28, v33
	v_fmac_f32_e32 v10, s28, v32
	v_fmac_f32_e32 v16, s28, v35
	v_fmac_f32_e32 v9, s28, v34
	v_fmac_f32_e32 v15, s28, v37
	v_fmac_f32_e32 v8, s28, v36
	s_waitcnt vmcnt(0)
	v_fma_f32 v21, -v22, s8, v21
	v_fma_f32 v14, -v22, s0, v14
	v_fma_f32 v20, -v22, s9, v20
	v_fma_f32 v13, -v22, s1, v13
	v_fma_f32 v19, -v22, s10, v19
	v_fma_f32 v12, -v22, s2, v12
	v_fma_f32 v18, -v22, s11, v18
	v_fma_f32 v11, -v22, s3, v11
	v_fma_f32 v17, -v22, s26, v17
	v_fma_f32 v10, -v22, s24, v10
	v_fma_f32 v16, -v22, s27, v16
	v_fma_f32 v9, -v22, s25, v9
	v_fma_f32 v15, -v22, s29, v15
	v_fma_f32 v8, -v22, s30, v8
	s_cbranch_scc0 .LBB6_2
; %bb.3:                                ;   in Loop: Header=BB6_1 Depth=1
	s_add_i32 s20, s20, 1
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	v_add_u32_e32 v1, 0x70, v1
	global_store_dword v[2:3], v14, off
	global_store_dword v[2:3], v21, off offset:32
	global_store_dword v[2:3], v13, off offset:64
	global_store_dword v[2:3], v20, off offset:96
	global_store_dword v[2:3], v12, off offset:128
	global_store_dword v[2:3], v19, off offset:160
	global_store_dword v[2:3], v11, off offset:192
	global_store_dword v[2:3], v18, off offset:224
	global_store_dword v[2:3], v10, off offset:256
	global_store_dword v[2:3], v17, off offset:288
	global_store_dword v[2:3], v9, off offset:320
	global_store_dword v[2:3], v16, off offset:352
	global_store_dword v[2:3], v8, off offset:384
	global_store_dword v[2:3], v15, off offset:416
	s_cbranch_scc0 .LBB6_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
.Lfunc_end6:
	.size	_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end6-_Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 39
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 31
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1080
; TotalNumSgprs: 37
; NumVgprs: 39
; NumAgprs: 0
; TotalNumVgprs: 39
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 39
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB7_7
; %bb.1:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_lshl_b32 s22, s8, 4
	s_mul_i32 s0, s22, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s3, 0xffff
	s_mul_i32 s2, s2, s1
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_u32_e32 v1, v0, v1
	v_ashrrev_i32_e32 v2, 3, v1
	v_and_b32_e32 v1, -8, v1
	v_sub_u32_e32 v0, v0, v1
	v_mad_u64_u32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_mov_b32 s1, 0
	s_mul_i32 s23, s8, s8
	s_mov_b32 s9, s1
	v_add_u32_e32 v1, 8, v0
	s_lshl_b64 s[2:3], s[8:9], 2
	v_mov_b32_e32 v10, v0
	s_mov_b64 s[12:13], s[10:11]
	s_mov_b32 s9, s23
	s_mov_b32 s24, 0
.LBB7_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_3 Depth 2
                                        ;       Child Loop BB7_4 Depth 3
	s_mul_i32 s25, s24, s8
	v_mov_b32_e32 v11, v0
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s1
.LBB7_3:                                ;   Parent Loop BB7_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB7_4 Depth 3
	s_add_i32 s0, s27, s25
	v_lshl_add_u32 v2, s0, 4, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v4, v[2:3], off
	global_load_dword v5, v[2:3], off offset:-32
	s_mov_b32 s28, 0
	v_mov_b32_e32 v6, v10
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v8, v11
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB7_4:                                ;   Parent Loop BB7_2 Depth=1
                                        ;     Parent Loop BB7_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[12:13], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[6:7], 2, s[4:5]
	global_load_dword v16, v[12:13], off
	global_load_dword v18, v[14:15], off offset:32
	global_load_dword v17, v[12:13], off offset:32
	global_load_dword v20, v[14:15], off
	s_add_i32 s0, s9, s28
	s_lshl_b64 s[36:37], s[0:1], 2
	s_add_u32 s36, s10, s36
	s_addc_u32 s37, s11, s37
	s_ashr_i32 s21, s20, 31
	s_load_dword s0, s[36:37], 0x0
	s_lshl_b64 s[36:37], s[20:21], 2
	s_add_u32 s36, s10, s36
	s_addc_u32 s37, s11, s37
	s_load_dword s30, s[16:17], 0x0
	s_load_dword s34, s[18:19], 0x0
	s_load_dword s35, s[36:37], 0x0
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	v_add_u32_e32 v8, s22, v8
	v_add_u32_e32 v6, 16, v6
	s_cmp_eq_u32 s8, s28
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f32 v[12:13], s[30:31], v[16:17], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], s[30:31], v[16:17], v[4:5] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[12:13], v[20:21], s[34:35], v[12:13] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], v[20:21], s[34:35], v[4:5] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v5, v13
	v_pk_fma_f32 v[4:5], s[0:1], v[16:17], v[4:5] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], v[18:19], s[34:35], v[4:5] op_sel:[0,1,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_cbranch_scc0 .LBB7_4
; %bb.5:                                ;   in Loop: Header=BB7_3 Depth=2
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s8
	v_add_u32_e32 v11, 16, v11
	global_store_dword v[2:3], v4, off
	global_store_dword v[2:3], v5, off offset:-32
	s_cbranch_scc0 .LBB7_3
; %bb.6:                                ;   in Loop: Header=BB7_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s9, s9, s8
	s_add_u32 s12, s12, s2
	s_addc_u32 s13, s13, s3
	s_cmp_eq_u32 s24, s8
	v_add_u32_e32 v10, s22, v10
	s_cbranch_scc0 .LBB7_2
.LBB7_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end7:
	.size	_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end7-_Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 22
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 38
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; TotalNumSgprs: 44
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s15, 0
	s_mov_b32 s22, 8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_u32_e32 v1, v0, v1
	v_lshrrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v1, -8, v1
	v_sub_u32_e32 v0, v0, v1
	s_movk_i32 s0, 0x310
	v_mad_u64_u32 v[0:1], s[0:1], v2, s0, v[0:1]
	s_mov_b32 s23, 0
.LBB8_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB8_2 Depth 2
	s_mul_i32 s0, s23, 0x70
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_load_dword v1, v[2:3], off
	global_load_dword v6, v[2:3], off offset:32
	global_load_dword v7, v[2:3], off offset:64
	global_load_dword v8, v[2:3], off offset:96
	global_load_dword v9, v[2:3], off offset:128
	global_load_dword v10, v[2:3], off offset:160
	global_load_dword v11, v[2:3], off offset:192
	global_load_dword v12, v[2:3], off offset:224
	global_load_dword v13, v[2:3], off offset:256
	global_load_dword v14, v[2:3], off offset:288
	global_load_dword v15, v[2:3], off offset:320
	global_load_dword v16, v[2:3], off offset:352
	global_load_dword v17, v[2:3], off offset:384
	global_load_dword v18, v[2:3], off offset:416
	s_mul_i32 s14, s23, 7
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_u32 s20, s12, s0
	s_addc_u32 s21, s13, s1
	s_load_dwordx4 s[0:3], s[20:21], 0x0
	s_load_dwordx2 s[16:17], s[20:21], 0x10
	s_load_dword s14, s[20:21], 0x18
	s_load_dwordx4 s[8:11], s[20:21], 0xc4
	s_load_dwordx2 s[18:19], s[20:21], 0xd4
	s_load_dword s24, s[20:21], 0xdc
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v2, v0
.LBB8_2:                                ;   Parent Loop BB8_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v4, s22, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[20:21], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v3, v[20:21], off
	global_load_dword v19, v[20:21], off offset:32
	global_load_dword v22, v[20:21], off offset:448
	global_load_dword v23, v[20:21], off offset:480
	global_load_dword v24, v[20:21], off offset:896
	global_load_dword v25, v[20:21], off offset:928
	global_load_dword v26, v[20:21], off offset:1344
	global_load_dword v27, v[4:5], off
	global_load_dword v28, v[4:5], off offset:-32
	global_load_dword v29, v[20:21], off offset:1376
	global_load_dword v30, v[20:21], off offset:1792
	global_load_dword v31, v[20:21], off offset:1824
	global_load_dword v32, v[20:21], off offset:2240
	global_load_dword v33, v[20:21], off offset:2272
	global_load_dword v34, v[20:21], off offset:2688
	s_nop 0
	global_load_dword v20, v[20:21], off offset:2720
	s_add_u32 s26, s12, s20
	s_addc_u32 s27, s13, s21
	s_load_dword s25, s[26:27], 0x0
	s_load_dword s28, s[26:27], 0x1c
	s_load_dword s29, s[26:27], 0x38
	s_load_dword s30, s[26:27], 0xc4
	s_load_dword s31, s[26:27], 0x54
	s_load_dword s33, s[26:27], 0x70
	s_load_dword s34, s[26:27], 0x8c
	s_load_dword s35, s[26:27], 0xa8
	s_load_dword s36, s[26:27], 0xe0
	s_load_dword s37, s[26:27], 0xfc
	s_load_dword s38, s[26:27], 0x118
	s_load_dword s39, s[26:27], 0x134
	s_load_dword s40, s[26:27], 0x150
	s_load_dword s41, s[26:27], 0x16c
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	v_add_u32_e32 v2, 16, v2
	s_cmp_lg_u32 s20, 28
	s_waitcnt vmcnt(8) lgkmcnt(0)
	v_fma_f32 v21, -s0, v3, v27
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v28, s0, v19
	v_fmac_f32_e32 v21, s25, v1
	v_fma_f32 v27, -v1, s30, v28
	v_fmac_f32_e32 v21, s8, v19
	v_fmac_f32_e32 v27, s8, v3
	v_fma_f32 v3, -v6, s30, v21
	v_fma_f32 v19, -s25, v6, v27
	v_fma_f32 v3, -s1, v22, v3
	v_fmac_f32_e32 v19, s1, v23
	v_fmac_f32_e32 v3, s28, v7
	v_fma_f32 v19, -v7, s36, v19
	v_fmac_f32_e32 v3, s9, v23
	v_fmac_f32_e32 v19, s9, v22
	v_fma_f32 v3, -v8, s36, v3
	v_fma_f32 v19, -s28, v8, v19
	v_fma_f32 v3, -s2, v24, v3
	v_fmac_f32_e32 v19, s2, v25
	v_fmac_f32_e32 v3, s29, v9
	v_fma_f32 v19, -v9, s37, v19
	v_fmac_f32_e32 v3, s10, v25
	v_fmac_f32_e32 v19, s10, v24
	v_fma_f32 v3, -v10, s37, v3
	v_fma_f32 v19, -s29, v10, v19
	v_fma_f32 v3, -s3, v26, v3
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v19, s3, v29
	v_fmac_f32_e32 v3, s31, v11
	v_fma_f32 v19, -v11, s38, v19
	v_fmac_f32_e32 v3, s11, v29
	v_fmac_f32_e32 v19, s11, v26
	v_fma_f32 v3, -v12, s38, v3
	v_fma_f32 v19, -s31, v12, v19
	s_waitcnt vmcnt(5)
	v_fma_f32 v3, -s16, v30, v3
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v19, s16, v31
	v_fmac_f32_e32 v3, s33, v13
	v_fma_f32 v19, -v13, s39, v19
	v_fmac_f32_e32 v3, s18, v31
	v_fmac_f32_e32 v19, s18, v30
	v_fma_f32 v3, -v14, s39, v3
	v_fma_f32 v19, -s33, v14, v19
	s_waitcnt vmcnt(3)
	v_fma_f32 v3, -s17, v32, v3
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v19, s17, v33
	v_fmac_f32_e32 v3, s34, v15
	v_fma_f32 v19, -v15, s40, v19
	v_fmac_f32_e32 v3, s19, v33
	v_fmac_f32_e32 v19, s19, v32
	v_fma_f32 v3, -v16, s40, v3
	v_fma_f32 v19, -s34, v16, v19
	s_waitcnt vmcnt(1)
	v_fma_f32 v3, -s14, v34, v3
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, s14, v20
	v_fmac_f32_e32 v3, s35, v17
	v_fma_f32 v19, -v17, s41, v19
	v_fmac_f32_e32 v3, s24, v20
	v_fmac_f32_e32 v19, s24, v34
	v_fma_f32 v3, -v18, s41, v3
	v_fma_f32 v19, -s35, v18, v19
	global_store_dword v[4:5], v3, off
	global_store_dword v[4:5], v19, off offset:-32
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
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 0
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
.Lfunc_end8:
	.size	_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end8-_Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 35
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 42
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1008
; TotalNumSgprs: 48
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 48
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
	.protected	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s20, 0
	s_mov_b64 s[14:15], 0xc4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 29, v1
	v_add_u32_e32 v1, v0, v1
	v_lshrrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v1, -8, v1
	v_sub_u32_e32 v0, v0, v1
	s_movk_i32 s0, 0x310
	v_mad_u64_u32 v[0:1], s[0:1], v2, s0, v[0:1]
	v_add_u32_e32 v1, 8, v0
	v_mov_b32_e32 v8, v0
.LBB9_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB9_2 Depth 2
	s_mul_i32 s0, s20, 0x70
	v_add_u32_e32 v2, s0, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v19, v[2:3], off
	global_load_dword v18, v[2:3], off offset:64
	global_load_dword v17, v[2:3], off offset:128
	global_load_dword v16, v[2:3], off offset:192
	global_load_dword v9, v[2:3], off offset:160
	global_load_dword v11, v[2:3], off offset:96
	global_load_dword v13, v[2:3], off offset:32
	global_load_dword v15, v[2:3], off offset:-32
	global_load_dword v22, v[2:3], off offset:256
	global_load_dword v21, v[2:3], off offset:320
	global_load_dword v20, v[2:3], off offset:384
	global_load_dword v10, v[2:3], off offset:352
	global_load_dword v12, v[2:3], off offset:288
	global_load_dword v14, v[2:3], off offset:224
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v4, v8
	s_mov_b64 s[18:19], s[14:15]
	v_mov_b32_e32 v6, v0
.LBB9_2:                                ;   Parent Loop BB9_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[24:25], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[6:7], 2, s[4:5]
	global_load_dword v5, v[26:27], off
	global_load_dword v7, v[26:27], off offset:32
	global_load_dword v23, v[26:27], off offset:64
	global_load_dword v28, v[26:27], off offset:96
	global_load_dword v29, v[26:27], off offset:128
	global_load_dword v30, v[26:27], off offset:160
	global_load_dword v31, v[26:27], off offset:192
	global_load_dword v32, v[26:27], off offset:224
	global_load_dword v33, v[26:27], off offset:256
	global_load_dword v34, v[26:27], off offset:288
	global_load_dword v35, v[26:27], off offset:320
	global_load_dword v36, v[26:27], off offset:352
	global_load_dword v37, v[26:27], off offset:384
	global_load_dword v38, v[26:27], off offset:416
	global_load_dword v39, v[24:25], off
                                        ; kill: killed $vgpr26_vgpr27
	s_nop 0
	global_load_dword v24, v[24:25], off offset:32
	s_add_u32 s0, s12, s18
	s_addc_u32 s1, s13, s19
	s_add_u32 s2, s0, 0xffffff3c
	s_addc_u32 s3, s1, -1
	s_add_u32 s22, s12, s16
	s_addc_u32 s23, s13, s17
	s_load_dword s21, s[2:3], 0x0
	s_load_dword s28, s[0:1], 0x0
	s_nop 0
	s_load_dwordx4 s[0:3], s[22:23], 0x0
	s_load_dwordx2 s[24:25], s[22:23], 0x10
	s_load_dword s29, s[22:23], 0xdc
	s_load_dwordx2 s[26:27], s[22:23], 0xd4
	s_load_dword s30, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_add_u32 s16, s16, 28
	s_addc_u32 s17, s17, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	v_add_u32_e32 v6, 0x70, v6
	v_add_u32_e32 v4, 16, v4
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v19, -s21, v5, v19
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v15, s21, v7
	s_waitcnt vmcnt(13)
	v_fma_f32 v18, -s21, v23, v18
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v13, s21, v28
	s_waitcnt vmcnt(11)
	v_fma_f32 v17, -s21, v29, v17
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v11, s21, v30
	s_waitcnt vmcnt(9)
	v_fma_f32 v16, -s21, v31, v16
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v9, s21, v32
	s_waitcnt vmcnt(7)
	v_fma_f32 v22, -s21, v33, v22
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v14, s21, v34
	s_waitcnt vmcnt(5)
	v_fma_f32 v21, -s21, v35, v21
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v12, s21, v36
	s_waitcnt vmcnt(3)
	v_fma_f32 v20, -s21, v37, v20
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, s21, v38
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v19, s0, v39
	v_fma_f32 v15, -v39, s8, v15
	v_fmac_f32_e32 v18, s1, v39
	v_fma_f32 v13, -v39, s9, v13
	v_fmac_f32_e32 v17, s2, v39
	v_fma_f32 v11, -v39, s10, v11
	v_fmac_f32_e32 v16, s3, v39
	v_fma_f32 v9, -v39, s11, v9
	v_fmac_f32_e32 v22, s24, v39
	v_fma_f32 v14, -v39, s26, v14
	v_fmac_f32_e32 v21, s25, v39
	v_fma_f32 v12, -v39, s27, v12
	v_fmac_f32_e32 v20, s30, v39
	v_fma_f32 v10, -v39, s29, v10
	v_fmac_f32_e32 v19, s28, v7
	v_fmac_f32_e32 v15, s28, v5
	v_fmac_f32_e32 v18, s28, v28
	v_fmac_f32_e32 v13, s28, v23
	v_fmac_f32_e32 v17, s28, v30
	v_fmac_f32_e32 v11, s28, v29
	v_fmac_f32_e32 v16, s28, v32
	v_fmac_f32_e32 v9, s28, v31
	v_fmac_f32_e32 v22, s28, v34
	v_fmac_f32_e32 v14, s28, v33
	v_fmac_f32_e32 v21, s28, v36
	v_fmac_f32_e32 v12, s28, v35
	v_fmac_f32_e32 v20, s28, v38
	v_fmac_f32_e32 v10, s28, v37
	s_waitcnt vmcnt(0)
	v_fma_f32 v19, -v24, s8, v19
	v_fma_f32 v15, -v24, s0, v15
	v_fma_f32 v18, -v24, s9, v18
	v_fma_f32 v13, -v24, s1, v13
	v_fma_f32 v17, -v24, s10, v17
	v_fma_f32 v11, -v24, s2, v11
	v_fma_f32 v16, -v24, s11, v16
	v_fma_f32 v9, -v24, s3, v9
	v_fma_f32 v22, -v24, s26, v22
	v_fma_f32 v14, -v24, s24, v14
	v_fma_f32 v21, -v24, s27, v21
	v_fma_f32 v12, -v24, s25, v12
	v_fma_f32 v20, -v24, s29, v20
	v_fma_f32 v10, -v24, s30, v10
	s_cbranch_scc0 .LBB9_2
; %bb.3:                                ;   in Loop: Header=BB9_1 Depth=1
	s_add_i32 s20, s20, 1
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	v_add_u32_e32 v8, 0x70, v8
	global_store_dword v[2:3], v19, off
	global_store_dword v[2:3], v15, off offset:-32
	global_store_dword v[2:3], v18, off offset:64
	global_store_dword v[2:3], v13, off offset:32
	global_store_dword v[2:3], v17, off offset:128
	global_store_dword v[2:3], v11, off offset:96
	global_store_dword v[2:3], v16, off offset:192
	global_store_dword v[2:3], v9, off offset:160
	global_store_dword v[2:3], v22, off offset:256
	global_store_dword v[2:3], v14, off offset:224
	global_store_dword v[2:3], v21, off offset:320
	global_store_dword v[2:3], v12, off offset:288
	global_store_dword v[2:3], v20, off offset:384
	global_store_dword v[2:3], v10, off offset:352
	s_cbranch_scc0 .LBB9_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
.Lfunc_end9:
	.size	_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end9-_Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 40
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 31
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1084
; TotalNumSgprs: 37
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s2, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB10_7
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s22, s2, 4
	v_bfe_u32 v1, v0, 10, 10
	s_mul_i32 s0, s22, s2
	v_lshl_add_u32 v1, s3, 6, v1
	s_mov_b32 s1, 0
	v_mul_lo_u32 v4, v1, s0
	v_and_b32_e32 v5, 0x3ff, v0
	s_mul_i32 s23, s2, s2
	s_mov_b32 s3, s1
	v_add_u32_e32 v6, v4, v5
	s_lshl_b64 s[10:11], s[2:3], 2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, v5
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[8:9]
	s_mov_b32 s3, s23
	s_mov_b32 s24, 0
.LBB10_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB10_3 Depth 2
                                        ;       Child Loop BB10_4 Depth 3
	s_mul_i32 s25, s24, s2
	v_mov_b32_e32 v8, v5
	s_mov_b64 s[14:15], s[8:9]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s1
.LBB10_3:                               ;   Parent Loop BB10_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB10_4 Depth 3
	s_mov_b32 s28, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v10, v8
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB10_4:                               ;   Parent Loop BB10_2 Depth=1
                                        ;     Parent Loop BB10_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v0, v4, v10
	v_add_u32_e32 v12, v4, v9
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, 8, v0
	v_mov_b32_e32 v13, v1
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, 8, v12
	v_lshl_add_u64 v[16:17], v[12:13], 2, s[4:5]
	global_load_dword v15, v[14:15], off
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[4:5]
	global_load_dword v0, v[12:13], off
	global_load_dword v14, v[18:19], off
	global_load_dword v20, v[16:17], off
	s_add_i32 s0, s3, s28
	s_lshl_b64 s[36:37], s[0:1], 2
	s_add_u32 s36, s8, s36
	s_addc_u32 s37, s9, s37
	s_ashr_i32 s21, s20, 31
	s_load_dword s0, s[36:37], 0x0
	s_lshl_b64 s[36:37], s[20:21], 2
	s_add_u32 s36, s8, s36
	s_addc_u32 s37, s9, s37
	s_load_dword s30, s[16:17], 0x0
	s_load_dword s35, s[18:19], 0x0
	s_load_dword s34, s[36:37], 0x0
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s2
	s_add_u32 s18, s18, s10
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	v_add_u32_e32 v10, s22, v10
	v_add_u32_e32 v9, 16, v9
	s_cmp_eq_u32 s2, s28
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f32 v[12:13], s[30:31], v[14:15], v[2:3] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], s[30:31], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[12:13], v[20:21], s[34:35], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[20:21], s[34:35], v[2:3] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v3, v13
	v_pk_fma_f32 v[2:3], v[14:15], s[0:1], v[2:3] op_sel:[1,0,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[34:35], v[0:1], v[2:3] op_sel:[1,0,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_cbranch_scc0 .LBB10_4
; %bb.5:                                ;   in Loop: Header=BB10_3 Depth=2
	s_add_i32 s0, s27, s25
	v_lshl_add_u32 v0, s0, 4, v6
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 8, v0
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[6:7]
	global_load_dword v9, v[10:11], off
	global_load_dword v0, v[12:13], off
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s2
	v_add_u32_e32 v8, 16, v8
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v3, v0
	global_store_dword v[10:11], v2, off
	global_store_dword v[12:13], v0, off
	s_cbranch_scc0 .LBB10_3
; %bb.6:                                ;   in Loop: Header=BB10_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s3, s3, s2
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s24, s2
	v_add_u32_e32 v7, s22, v7
	s_cbranch_scc0 .LBB10_2
.LBB10_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end10:
	.size	_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end10-_Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 22
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 38
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 560
; TotalNumSgprs: 44
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_lshl_add_u32 v1, s3, 6, v1
	v_and_b32_e32 v0, 0x3ff, v0
	s_movk_i32 s0, 0x310
	v_mad_u64_u32 v[0:1], s[0:1], v1, s0, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s12, 0xc4
	s_addc_u32 s15, s13, 0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, v0
	s_mov_b32 s26, 0
.LBB11_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB11_2 Depth 2
	s_mul_i32 s0, s26, 0x70
	v_add_u32_e32 v2, s0, v0
	v_add_u32_e32 v16, 48, v2
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	v_add_u32_e32 v6, 8, v2
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 16, v2
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 24, v2
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 32, v2
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v14, 40, v2
	v_mov_b32_e32 v15, v3
	v_lshl_add_u64 v[24:25], v[16:17], 2, s[4:5]
	v_add_u32_e32 v16, 56, v2
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[16:17], 2, s[4:5]
	global_load_dword v16, v[4:5], off
	global_load_dword v17, v[6:7], off
	global_load_dword v18, v[8:9], off
	global_load_dword v19, v[10:11], off
	global_load_dword v20, v[12:13], off
	global_load_dword v21, v[14:15], off
	global_load_dword v22, v[24:25], off
	global_load_dword v23, v[26:27], off
	v_add_u32_e32 v4, 64, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	v_add_u32_e32 v6, 0x48, v2
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 0x50, v2
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 0x58, v2
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 0x60, v2
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v2, 0x68, v2
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[2:3], 2, s[4:5]
	global_load_dword v24, v[4:5], off
	global_load_dword v25, v[6:7], off
	global_load_dword v26, v[8:9], off
	global_load_dword v27, v[10:11], off
	global_load_dword v28, v[12:13], off
	global_load_dword v29, v[14:15], off
	s_mul_i32 s16, s26, 7
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s22, s12, s0
	s_addc_u32 s23, s13, s1
	s_load_dwordx4 s[0:3], s[22:23], 0x0
	s_load_dwordx2 s[18:19], s[22:23], 0x10
	s_load_dword s16, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_load_dwordx2 s[20:21], s[22:23], 0xd4
	s_load_dword s27, s[22:23], 0xdc
	s_mov_b64 s[22:23], s[14:15]
	s_mov_b32 s28, 0
.LBB11_2:                               ;   Parent Loop BB11_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v2, s28, v0
	v_lshl_add_u64 v[42:43], v[2:3], 2, s[4:5]
	global_load_dword v44, v[42:43], off
	v_mov_b32_e32 v5, v3
	v_add_u32_e32 v4, 8, v2
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v31, v3
	v_mov_b32_e32 v33, v3
	v_mov_b32_e32 v35, v3
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v39, v3
	v_mov_b32_e32 v41, v3
	v_add_u32_e32 v6, 0x70, v2
	v_add_u32_e32 v8, 0x78, v2
	v_add_u32_e32 v10, 0xe0, v2
	v_add_u32_e32 v12, 0xe8, v2
	v_add_u32_e32 v14, 0x150, v2
	v_add_u32_e32 v30, 0x158, v2
	v_add_u32_e32 v32, 0x1c0, v2
	v_add_u32_e32 v34, 0x1c8, v2
	v_add_u32_e32 v36, 0x230, v2
	v_add_u32_e32 v38, 0x238, v2
	v_add_u32_e32 v40, 0x2a0, v2
	v_add_u32_e32 v2, 0x2a8, v2
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[4:5]
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[4:5]
	v_lshl_add_u64 v[38:39], v[38:39], 2, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 2, s[4:5]
	v_lshl_add_u64 v[42:43], v[2:3], 2, s[4:5]
	global_load_dword v45, v[4:5], off
	global_load_dword v46, v[6:7], off
	global_load_dword v47, v[8:9], off
	global_load_dword v48, v[10:11], off
	global_load_dword v49, v[12:13], off
	global_load_dword v50, v[14:15], off
	global_load_dword v51, v[30:31], off
	global_load_dword v52, v[32:33], off
	global_load_dword v53, v[34:35], off
	global_load_dword v54, v[36:37], off
	global_load_dword v55, v[38:39], off
	global_load_dword v56, v[40:41], off
	global_load_dword v57, v[42:43], off
	v_add_u32_e32 v2, s28, v1
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	v_add_u32_e32 v2, 8, v2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[6:7]
	global_load_dword v2, v[4:5], off
	global_load_dword v8, v[6:7], off
	s_add_u32 s24, s22, 0xffffff3c
	s_addc_u32 s25, s23, -1
	s_load_dword s37, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffff58
	s_addc_u32 s25, s23, -1
	s_load_dword s38, s[24:25], 0x0
	s_load_dword s29, s[22:23], 0x0
	s_load_dword s30, s[22:23], 0x1c
	s_load_dword s31, s[22:23], 0x38
	s_load_dword s33, s[22:23], 0x54
	s_load_dword s34, s[22:23], 0x70
	s_load_dword s35, s[22:23], 0x8c
	s_load_dword s36, s[22:23], 0xa8
	s_add_u32 s24, s22, 0xffffff74
	s_addc_u32 s25, s23, -1
	s_load_dword s39, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffff90
	s_addc_u32 s25, s23, -1
	s_load_dword s40, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffffac
	s_addc_u32 s25, s23, -1
	s_load_dword s41, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffffc8
	s_addc_u32 s25, s23, -1
	s_load_dword s42, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffffe4
	s_addc_u32 s25, s23, -1
	s_load_dword s24, s[24:25], 0x0
	s_add_i32 s28, s28, 16
	s_add_u32 s22, s22, 4
	s_addc_u32 s23, s23, 0
	s_cmpk_lg_i32 s28, 0x70
	s_waitcnt vmcnt(15) lgkmcnt(0)
	v_fma_f32 v9, -s0, v44, 0
	v_fmac_f32_e32 v9, s37, v16
	s_waitcnt vmcnt(14)
	v_fma_f32 v10, s0, v45, 0
	v_fmac_f32_e32 v9, s8, v45
	v_fma_f32 v10, -v16, s29, v10
	v_fma_f32 v9, -v17, s29, v9
	v_fmac_f32_e32 v10, s8, v44
	v_fma_f32 v10, -s37, v17, v10
	s_waitcnt vmcnt(13)
	v_fma_f32 v9, -s1, v46, v9
	v_fmac_f32_e32 v9, s38, v18
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v10, s1, v47
	v_fmac_f32_e32 v9, s9, v47
	v_fma_f32 v10, -v18, s30, v10
	v_fma_f32 v9, -v19, s30, v9
	v_fmac_f32_e32 v10, s9, v46
	v_fma_f32 v10, -s38, v19, v10
	s_waitcnt vmcnt(11)
	v_fma_f32 v9, -s2, v48, v9
	v_fmac_f32_e32 v9, s39, v20
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v10, s2, v49
	v_fmac_f32_e32 v9, s10, v49
	v_fma_f32 v10, -v20, s31, v10
	v_fma_f32 v9, -v21, s31, v9
	v_fmac_f32_e32 v10, s10, v48
	v_fma_f32 v10, -s39, v21, v10
	s_waitcnt vmcnt(9)
	v_fma_f32 v9, -s3, v50, v9
	v_fmac_f32_e32 v9, s40, v22
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v10, s3, v51
	v_fmac_f32_e32 v9, s11, v51
	v_fma_f32 v10, -v22, s33, v10
	v_fma_f32 v9, -v23, s33, v9
	v_fmac_f32_e32 v10, s11, v50
	v_fma_f32 v10, -s40, v23, v10
	s_waitcnt vmcnt(7)
	v_fma_f32 v9, -s18, v52, v9
	v_fmac_f32_e32 v9, s41, v24
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v10, s18, v53
	v_fmac_f32_e32 v9, s20, v53
	v_fma_f32 v10, -v24, s34, v10
	v_fma_f32 v9, -v25, s34, v9
	v_fmac_f32_e32 v10, s20, v52
	v_fma_f32 v10, -s41, v25, v10
	s_waitcnt vmcnt(5)
	v_fma_f32 v9, -s19, v54, v9
	v_fmac_f32_e32 v9, s42, v26
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v10, s19, v55
	v_fmac_f32_e32 v9, s21, v55
	v_fma_f32 v10, -v26, s35, v10
	v_fma_f32 v9, -v27, s35, v9
	v_fmac_f32_e32 v10, s21, v54
	v_fma_f32 v10, -s42, v27, v10
	s_waitcnt vmcnt(3)
	v_fma_f32 v9, -s16, v56, v9
	v_fmac_f32_e32 v9, s24, v28
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, s16, v57
	v_fmac_f32_e32 v9, s27, v57
	v_fma_f32 v10, -v28, s36, v10
	v_fma_f32 v9, -v29, s36, v9
	v_fmac_f32_e32 v10, s27, v56
	v_fma_f32 v10, -s24, v29, v10
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v9, v8
	v_add_f32_e32 v2, v10, v2
	global_store_dword v[6:7], v8, off
	global_store_dword v[4:5], v2, off
	s_cbranch_scc1 .LBB11_2
; %bb.3:                                ;   in Loop: Header=BB11_1 Depth=1
	s_add_i32 s26, s26, 1
	s_cmp_eq_u32 s26, 7
	v_add_u32_e32 v1, 0x70, v1
	s_cbranch_scc0 .LBB11_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 43
		.amdhsa_accum_offset 60
		.amdhsa_reserve_vcc 0
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
.Lfunc_end11:
	.size	_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end11-_Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 58
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 43
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1588
; TotalNumSgprs: 49
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 49
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_bfe_u32 v3, v0, 10, 10
	v_lshl_add_u32 v1, s3, 6, v3
	v_and_b32_e32 v2, 0x3ff, v0
	s_movk_i32 s0, 0x310
	s_mul_i32 s3, s3, 0xc400
	v_mad_u64_u32 v[0:1], s[0:1], v1, s0, v[2:3]
	v_or_b32_e32 v38, s3, v2
	v_mul_u32_u24_e32 v1, 0x310, v3
	s_mov_b32 s20, 0
	s_mov_b64 s[14:15], 0xc4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v39, v38
.LBB12_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB12_2 Depth 2
	s_mul_i32 s0, s20, 0x70
	v_add_u32_e32 v2, s0, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	v_add_u32_e32 v6, 8, v2
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 16, v2
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 24, v2
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 32, v2
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v14, 40, v2
	v_mov_b32_e32 v15, v3
	v_add_u32_e32 v16, 48, v2
	v_mov_b32_e32 v17, v3
	v_add_u32_e32 v18, 56, v2
	v_mov_b32_e32 v19, v3
	v_add_u32_e32 v20, 64, v2
	v_mov_b32_e32 v21, v3
	v_add_u32_e32 v22, 0x48, v2
	v_mov_b32_e32 v23, v3
	v_add_u32_e32 v24, 0x50, v2
	v_mov_b32_e32 v25, v3
	v_add_u32_e32 v26, 0x58, v2
	v_mov_b32_e32 v27, v3
	v_add_u32_e32 v28, 0x60, v2
	v_mov_b32_e32 v29, v3
	v_add_u32_e32 v2, 0x68, v2
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[2:3], 2, s[6:7]
	global_load_dword v46, v[4:5], off
	global_load_dword v47, v[6:7], off
	global_load_dword v45, v[8:9], off
	global_load_dword v55, v[10:11], off
	global_load_dword v44, v[12:13], off
	global_load_dword v54, v[14:15], off
	global_load_dword v43, v[16:17], off
	global_load_dword v53, v[18:19], off
	global_load_dword v42, v[20:21], off
	global_load_dword v52, v[22:23], off
	global_load_dword v41, v[24:25], off
	global_load_dword v51, v[26:27], off
	global_load_dword v40, v[28:29], off
	global_load_dword v50, v[30:31], off
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v48, v39
	s_mov_b64 s[18:19], s[14:15]
	v_mov_b32_e32 v49, v38
.LBB12_2:                               ;   Parent Loop BB12_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v2, v1, v48
	v_lshl_add_u64 v[74:75], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, 8, v2
	global_load_dword v78, v[74:75], off
	v_lshl_add_u64 v[74:75], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, v1, v49
	v_mov_b32_e32 v33, v3
	v_mov_b32_e32 v35, v3
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v57, v3
	v_mov_b32_e32 v59, v3
	v_mov_b32_e32 v61, v3
	v_lshl_add_u64 v[76:77], v[2:3], 2, s[4:5]
	v_add_u32_e32 v32, 8, v2
	v_add_u32_e32 v34, 16, v2
	v_add_u32_e32 v36, 24, v2
	v_add_u32_e32 v56, 32, v2
	v_add_u32_e32 v58, 40, v2
	v_add_u32_e32 v60, 48, v2
	v_mov_b32_e32 v63, v3
	v_mov_b32_e32 v65, v3
	v_mov_b32_e32 v67, v3
	v_mov_b32_e32 v69, v3
	v_mov_b32_e32 v71, v3
	v_mov_b32_e32 v73, v3
	v_add_u32_e32 v62, 56, v2
	v_add_u32_e32 v64, 64, v2
	v_add_u32_e32 v66, 0x48, v2
	v_add_u32_e32 v68, 0x50, v2
	v_add_u32_e32 v70, 0x58, v2
	v_add_u32_e32 v72, 0x60, v2
	v_add_u32_e32 v2, 0x68, v2
	global_load_dword v79, v[74:75], off
	s_nop 0
	global_load_dword v76, v[76:77], off
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[4:5]
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[4:5]
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[4:5]
	v_lshl_add_u64 v[58:59], v[58:59], 2, s[4:5]
	v_lshl_add_u64 v[60:61], v[60:61], 2, s[4:5]
	v_lshl_add_u64 v[62:63], v[62:63], 2, s[4:5]
	v_lshl_add_u64 v[64:65], v[64:65], 2, s[4:5]
	v_lshl_add_u64 v[66:67], v[66:67], 2, s[4:5]
	v_lshl_add_u64 v[68:69], v[68:69], 2, s[4:5]
	v_lshl_add_u64 v[70:71], v[70:71], 2, s[4:5]
	v_lshl_add_u64 v[72:73], v[72:73], 2, s[4:5]
	v_lshl_add_u64 v[74:75], v[2:3], 2, s[4:5]
	global_load_dword v2, v[32:33], off
	s_nop 0
	global_load_dword v32, v[34:35], off
	global_load_dword v33, v[36:37], off
	s_nop 0
	global_load_dword v34, v[56:57], off
	global_load_dword v35, v[58:59], off
	global_load_dword v36, v[60:61], off
	global_load_dword v37, v[62:63], off
	s_nop 0
	global_load_dword v56, v[64:65], off
	global_load_dword v57, v[66:67], off
	global_load_dword v58, v[68:69], off
	global_load_dword v59, v[70:71], off
	global_load_dword v60, v[72:73], off
	global_load_dword v61, v[74:75], off
	s_add_u32 s0, s12, s18
	s_addc_u32 s1, s13, s19
	s_add_u32 s2, s0, 0xffffff3c
	s_addc_u32 s3, s1, -1
	s_add_u32 s22, s12, s16
	s_load_dword s21, s[2:3], 0x0
	s_load_dword s28, s[0:1], 0x0
	s_addc_u32 s23, s13, s17
	s_load_dwordx4 s[0:3], s[22:23], 0x0
	s_load_dwordx2 s[24:25], s[22:23], 0x10
	s_load_dword s29, s[22:23], 0xdc
	s_load_dwordx2 s[26:27], s[22:23], 0xd4
	s_load_dword s30, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_add_u32 s16, s16, 28
	s_addc_u32 s17, s17, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	v_add_u32_e32 v48, 16, v48
	v_add_u32_e32 v49, 0x70, v49
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(13) lgkmcnt(0)
	v_fma_f32 v47, -s21, v76, v47
	v_fmac_f32_e32 v47, s0, v78
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v46, s21, v2
	s_waitcnt vmcnt(11)
	v_fma_f32 v55, -s21, v32, v55
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v45, s21, v33
	s_waitcnt vmcnt(9)
	v_fma_f32 v54, -s21, v34, v54
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v44, s21, v35
	s_waitcnt vmcnt(7)
	v_fma_f32 v53, -s21, v36, v53
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v43, s21, v37
	s_waitcnt vmcnt(5)
	v_fma_f32 v52, -s21, v56, v52
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v42, s21, v57
	s_waitcnt vmcnt(3)
	v_fma_f32 v51, -s21, v58, v51
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v41, s21, v59
	s_waitcnt vmcnt(1)
	v_fma_f32 v50, -s21, v60, v50
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v40, s21, v61
	v_fmac_f32_e32 v47, s28, v2
	v_fma_f32 v2, -v78, s8, v46
	v_fmac_f32_e32 v55, s1, v78
	v_fma_f32 v45, -v78, s9, v45
	v_fmac_f32_e32 v54, s2, v78
	v_fma_f32 v44, -v78, s10, v44
	v_fmac_f32_e32 v53, s3, v78
	v_fma_f32 v43, -v78, s11, v43
	v_fmac_f32_e32 v52, s24, v78
	v_fma_f32 v42, -v78, s26, v42
	v_fmac_f32_e32 v51, s25, v78
	v_fma_f32 v41, -v78, s27, v41
	v_fmac_f32_e32 v50, s30, v78
	v_fma_f32 v40, -v78, s29, v40
	v_fmac_f32_e32 v2, s28, v76
	v_fmac_f32_e32 v55, s28, v33
	v_fmac_f32_e32 v45, s28, v32
	v_fmac_f32_e32 v54, s28, v35
	v_fmac_f32_e32 v44, s28, v34
	v_fmac_f32_e32 v53, s28, v37
	v_fmac_f32_e32 v43, s28, v36
	v_fmac_f32_e32 v52, s28, v57
	v_fmac_f32_e32 v42, s28, v56
	v_fmac_f32_e32 v51, s28, v59
	v_fmac_f32_e32 v41, s28, v58
	v_fmac_f32_e32 v50, s28, v61
	v_fmac_f32_e32 v40, s28, v60
	v_fma_f32 v47, -v79, s8, v47
	v_fma_f32 v46, -v79, s0, v2
	v_fma_f32 v55, -v79, s9, v55
	v_fma_f32 v45, -v79, s1, v45
	v_fma_f32 v54, -v79, s10, v54
	v_fma_f32 v44, -v79, s2, v44
	v_fma_f32 v53, -v79, s11, v53
	v_fma_f32 v43, -v79, s3, v43
	v_fma_f32 v52, -v79, s26, v52
	v_fma_f32 v42, -v79, s24, v42
	v_fma_f32 v51, -v79, s27, v51
	v_fma_f32 v41, -v79, s25, v41
	v_fma_f32 v50, -v79, s29, v50
	v_fma_f32 v40, -v79, s30, v40
	s_cbranch_scc0 .LBB12_2
; %bb.3:                                ;   in Loop: Header=BB12_1 Depth=1
	s_add_i32 s20, s20, 1
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	v_add_u32_e32 v39, 0x70, v39
	global_store_dword v[4:5], v46, off
	global_store_dword v[6:7], v47, off
	global_store_dword v[8:9], v45, off
	global_store_dword v[10:11], v55, off
	global_store_dword v[12:13], v44, off
	global_store_dword v[14:15], v54, off
	global_store_dword v[16:17], v43, off
	global_store_dword v[18:19], v53, off
	global_store_dword v[20:21], v42, off
	global_store_dword v[22:23], v52, off
	global_store_dword v[24:25], v41, off
	global_store_dword v[26:27], v51, off
	global_store_dword v[28:29], v40, off
	global_store_dword v[30:31], v50, off
	s_cbranch_scc0 .LBB12_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 80
		.amdhsa_reserve_vcc 0
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
.Lfunc_end12:
	.size	_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end12-_Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 80
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 31
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1536
; TotalNumSgprs: 37
; NumVgprs: 80
; NumAgprs: 0
; TotalNumVgprs: 80
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 80
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s2, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB13_7
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s22, s2, 4
	v_bfe_u32 v1, v0, 10, 10
	s_mul_i32 s0, s22, s2
	v_lshl_add_u32 v1, s3, 6, v1
	s_mov_b32 s1, 0
	v_mul_lo_u32 v8, v1, s0
	v_and_b32_e32 v9, 0x3ff, v0
	s_mul_i32 s23, s2, s2
	s_mov_b32 s3, s1
	v_add3_u32 v10, v9, v8, 8
	s_lshl_b64 s[10:11], s[2:3], 2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v11, v9
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[12:13], s[8:9]
	s_mov_b32 s3, s23
	s_mov_b32 s24, 0
.LBB13_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB13_3 Depth 2
                                        ;       Child Loop BB13_4 Depth 3
	s_mul_i32 s25, s24, s2
	v_mov_b32_e32 v12, v9
	s_mov_b64 s[14:15], s[8:9]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s1
.LBB13_3:                               ;   Parent Loop BB13_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB13_4 Depth 3
	s_add_i32 s0, s27, s25
	v_lshl_add_u32 v0, s0, 4, v10
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, -8, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[4:5], off
	s_mov_b32 s28, 0
	v_mov_b32_e32 v13, v11
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v14, v12
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB13_4:                               ;   Parent Loop BB13_2 Depth=1
                                        ;     Parent Loop BB13_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v0, v8, v14
	v_add_u32_e32 v16, v8, v13
	v_lshl_add_u64 v[18:19], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, 8, v0
	v_mov_b32_e32 v17, v1
	v_lshl_add_u64 v[22:23], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, 8, v16
	v_lshl_add_u64 v[20:21], v[16:17], 2, s[4:5]
	global_load_dword v18, v[18:19], off
	v_lshl_add_u64 v[16:17], v[0:1], 2, s[4:5]
	global_load_dword v0, v[16:17], off
	global_load_dword v19, v[22:23], off
	global_load_dword v24, v[20:21], off
	s_add_i32 s0, s3, s28
	s_lshl_b64 s[36:37], s[0:1], 2
	s_add_u32 s36, s8, s36
	s_addc_u32 s37, s9, s37
	s_ashr_i32 s21, s20, 31
	s_load_dword s0, s[36:37], 0x0
	s_lshl_b64 s[36:37], s[20:21], 2
	s_add_u32 s36, s8, s36
	s_addc_u32 s37, s9, s37
	s_load_dword s30, s[16:17], 0x0
	s_load_dword s34, s[18:19], 0x0
	s_load_dword s35, s[36:37], 0x0
	s_add_i32 s28, s28, 1
	s_add_i32 s20, s20, s2
	s_add_u32 s18, s18, s10
	s_addc_u32 s19, s19, s11
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	v_add_u32_e32 v14, s22, v14
	v_add_u32_e32 v13, 16, v13
	s_cmp_eq_u32 s2, s28
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_pk_fma_f32 v[16:17], s[30:31], v[18:19], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[30:31], v[18:19], v[6:7] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[24:25], s[34:35], v[16:17] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[24:25], s[34:35], v[6:7] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v7, v17
	v_pk_fma_f32 v[6:7], s[0:1], v[18:19], v[6:7] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], v[0:1], s[34:35], v[6:7] op_sel:[0,1,0] op_sel_hi:[0,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_cbranch_scc0 .LBB13_4
; %bb.5:                                ;   in Loop: Header=BB13_3 Depth=2
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s2
	v_add_u32_e32 v12, 16, v12
	global_store_dword v[2:3], v6, off
	global_store_dword v[4:5], v7, off
	s_cbranch_scc0 .LBB13_3
; %bb.6:                                ;   in Loop: Header=BB13_2 Depth=1
	s_add_i32 s24, s24, 1
	s_add_i32 s3, s3, s2
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	s_cmp_eq_u32 s24, s2
	v_add_u32_e32 v11, s22, v11
	s_cbranch_scc0 .LBB13_2
.LBB13_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end13:
	.size	_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end13-_Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 26
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 38
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 540
; TotalNumSgprs: 44
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_lshl_add_u32 v1, s3, 6, v1
	v_and_b32_e32 v0, 0x3ff, v0
	s_movk_i32 s0, 0x310
	v_mad_u64_u32 v[0:1], s[0:1], v1, s0, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s12, 0xc4
	s_addc_u32 s15, s13, 0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, v0
	s_mov_b32 s26, 0
.LBB14_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB14_2 Depth 2
	s_mul_i32 s0, s26, 0x70
	v_add_u32_e32 v2, s0, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	v_add_u32_e32 v6, 8, v2
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 16, v2
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 24, v2
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 32, v2
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v14, 40, v2
	v_mov_b32_e32 v15, v3
	v_add_u32_e32 v16, 48, v2
	v_mov_b32_e32 v17, v3
	v_add_u32_e32 v18, 56, v2
	v_mov_b32_e32 v19, v3
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[4:5]
	v_lshl_add_u64 v[26:27], v[18:19], 2, s[4:5]
	global_load_dword v18, v[4:5], off
	global_load_dword v19, v[6:7], off
	global_load_dword v20, v[8:9], off
	global_load_dword v21, v[10:11], off
	global_load_dword v22, v[12:13], off
	global_load_dword v23, v[14:15], off
	global_load_dword v24, v[16:17], off
	global_load_dword v25, v[26:27], off
	v_add_u32_e32 v4, 64, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	v_add_u32_e32 v6, 0x48, v2
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 0x50, v2
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 0x58, v2
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 0x60, v2
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v2, 0x68, v2
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[2:3], 2, s[4:5]
	global_load_dword v26, v[4:5], off
	global_load_dword v27, v[6:7], off
	global_load_dword v28, v[8:9], off
	global_load_dword v29, v[10:11], off
	global_load_dword v30, v[12:13], off
	global_load_dword v31, v[14:15], off
	s_mul_i32 s16, s26, 7
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s22, s12, s0
	s_addc_u32 s23, s13, s1
	s_load_dwordx4 s[0:3], s[22:23], 0x0
	s_load_dwordx2 s[18:19], s[22:23], 0x10
	s_load_dword s16, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_load_dwordx2 s[20:21], s[22:23], 0xd4
	s_load_dword s27, s[22:23], 0xdc
	s_mov_b64 s[22:23], s[14:15]
	s_mov_b32 s28, 0
.LBB14_2:                               ;   Parent Loop BB14_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v6, s28, v1
	v_add_u32_e32 v2, 8, v6
	v_lshl_add_u64 v[10:11], v[2:3], 2, s[6:7]
	v_add_u32_e32 v2, s28, v0
	v_lshl_add_u64 v[46:47], v[2:3], 2, s[4:5]
	v_mov_b32_e32 v7, v3
	global_load_dword v50, v[46:47], off
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v48, v[10:11], off
	global_load_dword v49, v[6:7], off
	v_mov_b32_e32 v5, v3
	v_add_u32_e32 v4, 8, v2
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v33, v3
	v_mov_b32_e32 v35, v3
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v39, v3
	v_mov_b32_e32 v41, v3
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v45, v3
	v_add_u32_e32 v8, 0x70, v2
	v_add_u32_e32 v12, 0x78, v2
	v_add_u32_e32 v14, 0xe0, v2
	v_add_u32_e32 v16, 0xe8, v2
	v_add_u32_e32 v32, 0x150, v2
	v_add_u32_e32 v34, 0x158, v2
	v_add_u32_e32 v36, 0x1c0, v2
	v_add_u32_e32 v38, 0x1c8, v2
	v_add_u32_e32 v40, 0x230, v2
	v_add_u32_e32 v42, 0x238, v2
	v_add_u32_e32 v44, 0x2a0, v2
	v_add_u32_e32 v2, 0x2a8, v2
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[4:5]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[4:5]
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[4:5]
	v_lshl_add_u64 v[38:39], v[38:39], 2, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 2, s[4:5]
	v_lshl_add_u64 v[42:43], v[42:43], 2, s[4:5]
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[4:5]
	v_lshl_add_u64 v[46:47], v[2:3], 2, s[4:5]
	global_load_dword v2, v[4:5], off
	global_load_dword v51, v[8:9], off
	global_load_dword v52, v[12:13], off
	global_load_dword v53, v[14:15], off
	global_load_dword v54, v[16:17], off
	global_load_dword v55, v[32:33], off
	global_load_dword v56, v[34:35], off
	global_load_dword v57, v[36:37], off
	global_load_dword v58, v[38:39], off
	global_load_dword v59, v[40:41], off
	global_load_dword v60, v[42:43], off
	global_load_dword v61, v[44:45], off
	global_load_dword v62, v[46:47], off
	s_add_u32 s24, s22, 0xffffff3c
	s_addc_u32 s25, s23, -1
	s_load_dword s37, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffff58
	s_addc_u32 s25, s23, -1
	s_load_dword s38, s[24:25], 0x0
	s_load_dword s29, s[22:23], 0x0
	s_load_dword s30, s[22:23], 0x1c
	s_load_dword s31, s[22:23], 0x38
	s_load_dword s33, s[22:23], 0x54
	s_load_dword s34, s[22:23], 0x70
	s_add_u32 s24, s22, 0xffffff74
	s_addc_u32 s25, s23, -1
	s_load_dword s39, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffff90
	s_addc_u32 s25, s23, -1
	s_load_dword s40, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffffac
	s_addc_u32 s25, s23, -1
	s_load_dword s41, s[24:25], 0x0
	s_add_u32 s24, s22, 0xffffffc8
	s_addc_u32 s25, s23, -1
	s_load_dword s42, s[24:25], 0x0
	s_load_dword s35, s[22:23], 0x8c
	s_load_dword s36, s[22:23], 0xa8
	s_add_u32 s24, s22, 0xffffffe4
	s_addc_u32 s25, s23, -1
	s_load_dword s24, s[24:25], 0x0
	s_add_i32 s28, s28, 16
	s_add_u32 s22, s22, 4
	s_addc_u32 s23, s23, 0
	s_cmpk_lg_i32 s28, 0x70
	s_waitcnt vmcnt(14) lgkmcnt(0)
	v_fma_f32 v4, -s0, v50, v48
	v_fmac_f32_e32 v4, s37, v18
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v49, s0, v2
	v_fmac_f32_e32 v4, s8, v2
	v_fma_f32 v2, -v18, s29, v49
	v_fma_f32 v4, -v19, s29, v4
	v_fmac_f32_e32 v2, s8, v50
	v_fma_f32 v2, -s37, v19, v2
	s_waitcnt vmcnt(11)
	v_fma_f32 v4, -s1, v51, v4
	v_fmac_f32_e32 v4, s38, v20
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v2, s1, v52
	v_fmac_f32_e32 v4, s9, v52
	v_fma_f32 v2, -v20, s30, v2
	v_fma_f32 v4, -v21, s30, v4
	v_fmac_f32_e32 v2, s9, v51
	v_fma_f32 v2, -s38, v21, v2
	s_waitcnt vmcnt(9)
	v_fma_f32 v4, -s2, v53, v4
	v_fmac_f32_e32 v4, s39, v22
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v2, s2, v54
	v_fmac_f32_e32 v4, s10, v54
	v_fma_f32 v2, -v22, s31, v2
	v_fma_f32 v4, -v23, s31, v4
	v_fmac_f32_e32 v2, s10, v53
	v_fma_f32 v2, -s39, v23, v2
	s_waitcnt vmcnt(7)
	v_fma_f32 v4, -s3, v55, v4
	v_fmac_f32_e32 v4, s40, v24
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v2, s3, v56
	v_fmac_f32_e32 v4, s11, v56
	v_fma_f32 v2, -v24, s33, v2
	v_fma_f32 v4, -v25, s33, v4
	v_fmac_f32_e32 v2, s11, v55
	v_fma_f32 v2, -s40, v25, v2
	s_waitcnt vmcnt(5)
	v_fma_f32 v4, -s18, v57, v4
	v_fmac_f32_e32 v4, s41, v26
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v2, s18, v58
	v_fmac_f32_e32 v4, s20, v58
	v_fma_f32 v2, -v26, s34, v2
	v_fma_f32 v4, -v27, s34, v4
	v_fmac_f32_e32 v2, s20, v57
	v_fma_f32 v2, -s41, v27, v2
	s_waitcnt vmcnt(3)
	v_fma_f32 v4, -s19, v59, v4
	v_fmac_f32_e32 v4, s42, v28
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v2, s19, v60
	v_fmac_f32_e32 v4, s21, v60
	v_fma_f32 v2, -v28, s35, v2
	v_fma_f32 v4, -v29, s35, v4
	v_fmac_f32_e32 v2, s21, v59
	v_fma_f32 v2, -s42, v29, v2
	s_waitcnt vmcnt(1)
	v_fma_f32 v4, -s16, v61, v4
	v_fmac_f32_e32 v4, s24, v30
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s16, v62
	v_fmac_f32_e32 v4, s27, v62
	v_fma_f32 v2, -v30, s36, v2
	v_fma_f32 v4, -v31, s36, v4
	v_fmac_f32_e32 v2, s27, v61
	v_fma_f32 v2, -s24, v31, v2
	global_store_dword v[10:11], v4, off
	global_store_dword v[6:7], v2, off
	s_cbranch_scc1 .LBB14_2
; %bb.3:                                ;   in Loop: Header=BB14_1 Depth=1
	s_add_i32 s26, s26, 1
	s_cmp_eq_u32 s26, 7
	v_add_u32_e32 v1, 0x70, v1
	s_cbranch_scc0 .LBB14_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 43
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
.Lfunc_end14:
	.size	_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end14-_Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 63
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 43
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1580
; TotalNumSgprs: 49
; NumVgprs: 63
; NumAgprs: 0
; TotalNumVgprs: 63
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 49
; NumVGPRsForWavesPerEU: 63
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_lshl_add_u32 v2, s3, 6, v1
	s_movk_i32 s0, 0x310
	v_and_b32_e32 v0, 0x3ff, v0
	s_mul_i32 s3, s3, 0xc400
	v_mul_lo_u32 v2, v2, s0
	v_or_b32_e32 v38, s3, v0
	v_add3_u32 v36, v0, v2, 8
	v_mul_u32_u24_e32 v37, 0x310, v1
	s_mov_b32 s20, 0
	s_mov_b64 s[14:15], 0xc4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v39, v38
.LBB15_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB15_2 Depth 2
	s_mul_i32 s0, s20, 0x70
	v_add_u32_e32 v0, s0, v36
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	v_add_u32_e32 v4, -8, v0
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 16, v0
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 8, v0
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v10, 32, v0
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v12, 24, v0
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 48, v0
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v16, 40, v0
	v_mov_b32_e32 v17, v1
	v_add_u32_e32 v18, 64, v0
	v_mov_b32_e32 v19, v1
	v_add_u32_e32 v20, 56, v0
	v_mov_b32_e32 v21, v1
	v_add_u32_e32 v22, 0x50, v0
	v_mov_b32_e32 v23, v1
	v_add_u32_e32 v24, 0x48, v0
	v_mov_b32_e32 v25, v1
	v_add_u32_e32 v26, 0x60, v0
	v_mov_b32_e32 v27, v1
	v_add_u32_e32 v0, 0x58, v0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[0:1], 2, s[6:7]
	global_load_dword v47, v[2:3], off
	global_load_dword v46, v[4:5], off
	global_load_dword v55, v[6:7], off
	global_load_dword v45, v[8:9], off
	global_load_dword v54, v[10:11], off
	global_load_dword v44, v[12:13], off
	global_load_dword v53, v[14:15], off
	global_load_dword v43, v[16:17], off
	global_load_dword v52, v[18:19], off
	global_load_dword v42, v[20:21], off
	global_load_dword v51, v[22:23], off
	global_load_dword v41, v[24:25], off
	global_load_dword v50, v[26:27], off
	global_load_dword v40, v[28:29], off
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v48, v39
	s_mov_b64 s[18:19], s[14:15]
	v_mov_b32_e32 v49, v38
.LBB15_2:                               ;   Parent Loop BB15_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v0, v37, v48
	v_lshl_add_u64 v[74:75], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, 8, v0
	global_load_dword v78, v[74:75], off
	v_lshl_add_u64 v[74:75], v[0:1], 2, s[4:5]
	v_add_u32_e32 v0, v37, v49
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v35, v1
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v61, v1
	v_lshl_add_u64 v[76:77], v[0:1], 2, s[4:5]
	v_add_u32_e32 v30, 8, v0
	v_add_u32_e32 v32, 16, v0
	v_add_u32_e32 v34, 24, v0
	v_add_u32_e32 v56, 32, v0
	v_add_u32_e32 v58, 40, v0
	v_add_u32_e32 v60, 48, v0
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v67, v1
	v_mov_b32_e32 v69, v1
	v_mov_b32_e32 v71, v1
	v_mov_b32_e32 v73, v1
	v_add_u32_e32 v62, 56, v0
	v_add_u32_e32 v64, 64, v0
	v_add_u32_e32 v66, 0x48, v0
	v_add_u32_e32 v68, 0x50, v0
	v_add_u32_e32 v70, 0x58, v0
	v_add_u32_e32 v72, 0x60, v0
	v_add_u32_e32 v0, 0x68, v0
	global_load_dword v79, v[74:75], off
	s_nop 0
	global_load_dword v76, v[76:77], off
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[4:5]
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[4:5]
	v_lshl_add_u64 v[58:59], v[58:59], 2, s[4:5]
	v_lshl_add_u64 v[60:61], v[60:61], 2, s[4:5]
	v_lshl_add_u64 v[62:63], v[62:63], 2, s[4:5]
	v_lshl_add_u64 v[64:65], v[64:65], 2, s[4:5]
	v_lshl_add_u64 v[66:67], v[66:67], 2, s[4:5]
	v_lshl_add_u64 v[68:69], v[68:69], 2, s[4:5]
	v_lshl_add_u64 v[70:71], v[70:71], 2, s[4:5]
	v_lshl_add_u64 v[72:73], v[72:73], 2, s[4:5]
	v_lshl_add_u64 v[74:75], v[0:1], 2, s[4:5]
	global_load_dword v0, v[30:31], off
	s_nop 0
	global_load_dword v30, v[32:33], off
	global_load_dword v31, v[34:35], off
	s_nop 0
	global_load_dword v32, v[56:57], off
	global_load_dword v33, v[58:59], off
	global_load_dword v34, v[60:61], off
	global_load_dword v35, v[62:63], off
	s_nop 0
	global_load_dword v56, v[64:65], off
	global_load_dword v57, v[66:67], off
	global_load_dword v58, v[68:69], off
	global_load_dword v59, v[70:71], off
	global_load_dword v60, v[72:73], off
	global_load_dword v61, v[74:75], off
	s_add_u32 s0, s12, s18
	s_addc_u32 s1, s13, s19
	s_add_u32 s2, s0, 0xffffff3c
	s_addc_u32 s3, s1, -1
	s_add_u32 s22, s12, s16
	s_load_dword s21, s[2:3], 0x0
	s_load_dword s28, s[0:1], 0x0
	s_addc_u32 s23, s13, s17
	s_load_dwordx4 s[0:3], s[22:23], 0x0
	s_load_dwordx2 s[24:25], s[22:23], 0x10
	s_load_dword s29, s[22:23], 0xdc
	s_load_dwordx2 s[26:27], s[22:23], 0xd4
	s_load_dword s30, s[22:23], 0x18
	s_load_dwordx4 s[8:11], s[22:23], 0xc4
	s_add_u32 s16, s16, 28
	s_addc_u32 s17, s17, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	v_add_u32_e32 v48, 16, v48
	v_add_u32_e32 v49, 0x70, v49
	s_cmpk_eq_i32 s16, 0xc4
	s_waitcnt vmcnt(13) lgkmcnt(0)
	v_fma_f32 v47, -s21, v76, v47
	v_fmac_f32_e32 v47, s0, v78
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v46, s21, v0
	s_waitcnt vmcnt(11)
	v_fma_f32 v55, -s21, v30, v55
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v45, s21, v31
	s_waitcnt vmcnt(9)
	v_fma_f32 v54, -s21, v32, v54
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v44, s21, v33
	s_waitcnt vmcnt(7)
	v_fma_f32 v53, -s21, v34, v53
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v43, s21, v35
	s_waitcnt vmcnt(5)
	v_fma_f32 v52, -s21, v56, v52
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v42, s21, v57
	s_waitcnt vmcnt(3)
	v_fma_f32 v51, -s21, v58, v51
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v41, s21, v59
	s_waitcnt vmcnt(1)
	v_fma_f32 v50, -s21, v60, v50
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v40, s21, v61
	v_fmac_f32_e32 v47, s28, v0
	v_fma_f32 v0, -v78, s8, v46
	v_fmac_f32_e32 v55, s1, v78
	v_fma_f32 v45, -v78, s9, v45
	v_fmac_f32_e32 v54, s2, v78
	v_fma_f32 v44, -v78, s10, v44
	v_fmac_f32_e32 v53, s3, v78
	v_fma_f32 v43, -v78, s11, v43
	v_fmac_f32_e32 v52, s24, v78
	v_fma_f32 v42, -v78, s26, v42
	v_fmac_f32_e32 v51, s25, v78
	v_fma_f32 v41, -v78, s27, v41
	v_fmac_f32_e32 v50, s30, v78
	v_fma_f32 v40, -v78, s29, v40
	v_fmac_f32_e32 v0, s28, v76
	v_fmac_f32_e32 v55, s28, v31
	v_fmac_f32_e32 v45, s28, v30
	v_fmac_f32_e32 v54, s28, v33
	v_fmac_f32_e32 v44, s28, v32
	v_fmac_f32_e32 v53, s28, v35
	v_fmac_f32_e32 v43, s28, v34
	v_fmac_f32_e32 v52, s28, v57
	v_fmac_f32_e32 v42, s28, v56
	v_fmac_f32_e32 v51, s28, v59
	v_fmac_f32_e32 v41, s28, v58
	v_fmac_f32_e32 v50, s28, v61
	v_fmac_f32_e32 v40, s28, v60
	v_fma_f32 v47, -v79, s8, v47
	v_fma_f32 v46, -v79, s0, v0
	v_fma_f32 v55, -v79, s9, v55
	v_fma_f32 v45, -v79, s1, v45
	v_fma_f32 v54, -v79, s10, v54
	v_fma_f32 v44, -v79, s2, v44
	v_fma_f32 v53, -v79, s11, v53
	v_fma_f32 v43, -v79, s3, v43
	v_fma_f32 v52, -v79, s26, v52
	v_fma_f32 v42, -v79, s24, v42
	v_fma_f32 v51, -v79, s27, v51
	v_fma_f32 v41, -v79, s25, v41
	v_fma_f32 v50, -v79, s29, v50
	v_fma_f32 v40, -v79, s30, v40
	s_cbranch_scc0 .LBB15_2
; %bb.3:                                ;   in Loop: Header=BB15_1 Depth=1
	s_add_i32 s20, s20, 1
	s_add_u32 s14, s14, 28
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s20, 7
	v_add_u32_e32 v39, 0x70, v39
	global_store_dword v[2:3], v47, off
	global_store_dword v[4:5], v46, off
	global_store_dword v[6:7], v55, off
	global_store_dword v[8:9], v45, off
	global_store_dword v[10:11], v54, off
	global_store_dword v[12:13], v44, off
	global_store_dword v[14:15], v53, off
	global_store_dword v[16:17], v43, off
	global_store_dword v[18:19], v52, off
	global_store_dword v[20:21], v42, off
	global_store_dword v[22:23], v51, off
	global_store_dword v[24:25], v41, off
	global_store_dword v[26:27], v50, off
	global_store_dword v[28:29], v40, off
	s_cbranch_scc0 .LBB15_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 80
		.amdhsa_reserve_vcc 0
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
.Lfunc_end15:
	.size	_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end15-_Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 80
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 31
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1540
; TotalNumSgprs: 37
; NumVgprs: 80
; NumAgprs: 0
; TotalNumVgprs: 80
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 80
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB16_7
; %bb.1:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_mul_i32 s23, s8, s8
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_mul_lo_u32 v12, s8, v0
	v_mul_lo_u32 v0, s23, v0
	s_mov_b32 s9, s1
	v_lshlrev_b32_e32 v13, 1, v0
	s_lshl_b64 s[2:3], s[8:9], 2
	s_lshl_b32 s9, s8, 1
	v_mov_b32_e32 v14, v13
	s_mov_b64 s[12:13], s[10:11]
	s_mov_b32 s24, s23
	s_mov_b32 s25, 0
.LBB16_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB16_3 Depth 2
                                        ;       Child Loop BB16_4 Depth 3
	v_add_u32_e32 v0, s25, v12
	v_mul_lo_u32 v15, v0, s8
	v_mov_b32_e32 v16, v13
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s1
.LBB16_3:                               ;   Parent Loop BB16_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB16_4 Depth 3
	s_mov_b32 s28, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, v14
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v10, v16
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
.LBB16_4:                               ;   Parent Loop BB16_2 Depth=1
                                        ;     Parent Loop BB16_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[34:35], v[10:11], 4, s[4:5]
	v_lshl_add_u64 v[36:37], v[8:9], 4, s[4:5]
	global_load_dwordx4 v[18:21], v[34:35], off
	global_load_dwordx4 v[22:25], v[36:37], off offset:16
	global_load_dwordx4 v[26:29], v[34:35], off offset:16
	global_load_dwordx4 v[30:33], v[36:37], off
	s_add_i32 s0, s24, s28
	s_lshl_b64 s[34:35], s[0:1], 2
	s_add_u32 s34, s10, s34
	s_addc_u32 s35, s11, s35
	s_ashr_i32 s21, s20, 31
	s_load_dword s0, s[34:35], 0x0
	s_lshl_b64 s[34:35], s[20:21], 2
	s_add_u32 s34, s10, s34
	s_addc_u32 s35, s11, s35
	s_load_dword s30, s[16:17], 0x0
	s_load_dword s22, s[18:19], 0x0
	s_add_i32 s28, s28, 1
	s_load_dword s34, s[34:35], 0x0
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	v_add_u32_e32 v10, s9, v10
	v_add_u32_e32 v8, 2, v8
	s_cmp_eq_u32 s8, s28
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v35, 0x80000000, v21
	v_xor_b32_e32 v34, 0x80000000, v20
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], v[18:19], s[30:31], v[2:3] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], s[30:31], v[26:27], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[30:31], v[28:29], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v39, 0x80000000, v33
	v_xor_b32_e32 v38, 0x80000000, v32
	v_pk_fma_f32 v[0:1], v[34:35], s[30:31], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[30:31], s[22:23], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[38:39], s[34:35], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[30:31], s[34:35], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[0:1], v[32:33], s[22:23], v[0:1] op_sel_hi:[1,0,1]
	v_xor_b32_e32 v37, 0x80000000, v25
	v_xor_b32_e32 v36, 0x80000000, v24
	v_pk_fma_f32 v[2:3], v[26:27], s[0:1], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[18:19], s[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[20:21], s[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[28:29], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[22:23], s[34:35], v[2:3] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], s[22:23], v[24:25], v[6:7] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], s[22:23], v[22:23], v[4:5] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[0:1], v[36:37], s[34:35], v[0:1] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB16_4
; %bb.5:                                ;   in Loop: Header=BB16_3 Depth=2
	v_add_lshl_u32 v8, s27, v15, 1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[22:23], v[8:9], 4, s[6:7]
	global_load_dwordx4 v[8:11], v[22:23], off
	global_load_dwordx4 v[18:21], v[22:23], off offset:16
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s8
	v_add_u32_e32 v16, 2, v16
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[6:7], v[6:7], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[10:11], v[0:1], v[20:21]
	v_pk_add_f32 v[8:9], v[2:3], v[18:19]
	global_store_dwordx4 v[22:23], v[4:7], off
	global_store_dwordx4 v[22:23], v[8:11], off offset:16
	s_cbranch_scc0 .LBB16_3
; %bb.6:                                ;   in Loop: Header=BB16_2 Depth=1
	s_add_i32 s25, s25, 1
	s_add_i32 s24, s24, s8
	s_add_u32 s12, s12, s2
	s_addc_u32 s13, s13, s3
	s_cmp_eq_u32 s25, s8
	v_add_u32_e32 v14, s9, v14
	s_cbranch_scc0 .LBB16_2
.LBB16_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
.Lfunc_end16:
	.size	_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end16-_Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 40
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; TotalNumSgprs: 42
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s15, 0
	s_mov_b32 s33, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	s_movk_i32 s0, 0x62
	v_mul_lo_u32 v64, v0, s0
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[0:1], v[64:65], 4, s[4:5]
	s_mov_b64 s[0:1], 0x2b0
	v_lshl_add_u64 v[66:67], v[0:1], 0, s[0:1]
	v_mov_b32_e32 v68, v64
.LBB17_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB17_2 Depth 2
	v_mad_u64_u32 v[0:1], s[0:1], s33, 14, v[68:69]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[56:57], v[0:1], 4, s[4:5]
	global_load_dwordx4 v[0:3], v[56:57], off offset:16
	global_load_dwordx4 v[4:7], v[56:57], off
	global_load_dwordx4 v[8:11], v[56:57], off offset:48
	global_load_dwordx4 v[12:15], v[56:57], off offset:32
	global_load_dwordx4 v[16:19], v[56:57], off offset:80
	global_load_dwordx4 v[20:23], v[56:57], off offset:64
	global_load_dwordx4 v[24:27], v[56:57], off offset:112
	global_load_dwordx4 v[28:31], v[56:57], off offset:96
	global_load_dwordx4 v[32:35], v[56:57], off offset:176
	global_load_dwordx4 v[36:39], v[56:57], off offset:160
	global_load_dwordx4 v[40:43], v[56:57], off offset:144
	global_load_dwordx4 v[44:47], v[56:57], off offset:128
	global_load_dwordx4 v[48:51], v[56:57], off offset:208
	global_load_dwordx4 v[52:55], v[56:57], off offset:192
	s_mul_i32 s14, s33, 7
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_u32 s26, s12, s0
	s_addc_u32 s27, s13, s1
	s_load_dwordx4 s[0:3], s[26:27], 0x0
	s_load_dwordx2 s[18:19], s[26:27], 0x10
	s_load_dword s20, s[26:27], 0xdc
	s_load_dwordx2 s[22:23], s[26:27], 0xd4
	s_load_dword s24, s[26:27], 0x18
	s_load_dwordx4 s[8:11], s[26:27], 0xc4
	s_mov_b64 s[16:17], 0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s26, s0
	s_mov_b32 s27, s0
	s_mov_b32 s28, s0
	s_mov_b32 s29, s0
	s_mov_b32 s30, s8
	s_mov_b32 s31, s8
	s_mov_b32 s34, s8
	s_mov_b32 s35, s8
	s_mov_b32 s36, s1
	s_mov_b32 s37, s1
	s_mov_b32 s0, s1
	s_mov_b32 s38, s9
	s_mov_b32 s39, s9
	s_mov_b32 s8, s9
	s_mov_b32 s40, s2
	s_mov_b32 s41, s2
	s_mov_b32 s42, s2
	s_mov_b32 s43, s2
	s_mov_b32 s44, s10
	s_mov_b32 s45, s10
	s_mov_b32 s46, s10
	s_mov_b32 s47, s10
	s_mov_b32 s48, s3
	s_mov_b32 s49, s3
	s_mov_b32 s2, s3
	s_mov_b32 s50, s11
	s_mov_b32 s51, s11
	s_mov_b32 s10, s11
	s_mov_b32 s52, s18
	s_mov_b32 s53, s18
	s_mov_b32 s54, s18
	s_mov_b32 s55, s18
	s_mov_b32 s56, s22
	s_mov_b32 s57, s22
	s_mov_b32 s58, s22
	s_mov_b32 s59, s22
	s_mov_b32 s18, s19
	s_mov_b32 s60, s19
	s_mov_b32 s61, s19
	s_mov_b32 s22, s23
	s_mov_b32 s62, s23
	s_mov_b32 s63, s23
	s_mov_b32 s25, s24
	s_mov_b32 s64, s24
	s_mov_b32 s65, s24
	s_mov_b32 s21, s20
	s_mov_b32 s66, s20
	s_mov_b32 s67, s20
	v_mov_b64_e32 v[82:83], v[66:67]
	v_mov_b32_e32 v84, v64
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v71, 0x80000000, v3
	v_xor_b32_e32 v70, 0x80000000, v2
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v73, 0x80000000, v7
	v_xor_b32_e32 v72, 0x80000000, v6
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v75, 0x80000000, v11
	v_xor_b32_e32 v74, 0x80000000, v10
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v77, 0x80000000, v15
	v_xor_b32_e32 v76, 0x80000000, v14
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v79, 0x80000000, v19
	v_xor_b32_e32 v78, 0x80000000, v18
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v81, 0x80000000, v23
	v_xor_b32_e32 v80, 0x80000000, v22
.LBB17_2:                               ;   Parent Loop BB17_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[56:59], v[82:83], off offset:-672
	global_load_dwordx4 v[60:63], v[82:83], off offset:-688
	s_add_u32 s68, s12, s16
	s_addc_u32 s69, s13, s17
	s_load_dword s70, s[68:69], 0x0
	s_load_dword s72, s[68:69], 0x1c
	s_load_dword s14, s[68:69], 0x38
	s_load_dword s74, s[68:69], 0xc4
	v_ashrrev_i32_e32 v85, 31, v84
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_lg_u32 s16, 28
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v87, 0x80000000, v63
	v_xor_b32_e32 v86, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[86:87], s[28:29], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[88:89], v[60:61], s[26:27], 0 op_sel_hi:[1,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[6:7], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[4:5], s[70:71], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[34:35], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[30:31], v[88:89]
	v_pk_fma_f32 v[58:59], s[28:29], v[58:59], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], s[26:27], v[56:57], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[58:59], v[72:73], s[74:75], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[4:5], s[74:75], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[34:35], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[30:31], v[56:57]
	v_pk_fma_f32 v[90:91], s[70:71], v[2:3], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[70:71], v[0:1], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:-448
	global_load_dwordx4 v[60:63], v[82:83], off offset:-464
	s_load_dword s70, s[68:69], 0xe0
	v_pk_fma_f32 v[86:87], v[70:71], s[74:75], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[0:1], s[74:75], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[0:1], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[36:37], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[14:15], s[72:73], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[12:13], s[72:73], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[8:9], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[38:39], v[88:89]
	v_pk_fma_f32 v[58:59], s[0:1], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[36:37], v[56:57], v[92:93]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[58:59], v[76:77], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[12:13], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[8:9], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[38:39], v[56:57]
	v_pk_fma_f32 v[90:91], s[72:73], v[10:11], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[72:73], v[8:9], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:-224
	global_load_dwordx4 v[60:63], v[82:83], off offset:-240
	v_pk_fma_f32 v[86:87], v[74:75], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[8:9], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0xfc
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[42:43], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[40:41], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[22:23], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[20:21], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[46:47], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[44:45], v[88:89]
	v_pk_fma_f32 v[58:59], s[42:43], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[40:41], v[56:57], v[92:93]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[58:59], v[80:81], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[20:21], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[46:47], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[44:45], v[56:57]
	v_pk_fma_f32 v[90:91], s[14:15], v[18:19], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[14:15], v[16:17], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off
	global_load_dwordx4 v[60:63], v[82:83], off offset:-16
	s_load_dword s14, s[68:69], 0x54
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[16:17], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0x118
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[2:3], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[48:49], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[30:31], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[28:29], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[10:11], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[50:51], v[88:89]
	v_pk_fma_f32 v[58:59], s[2:3], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[48:49], v[56:57], v[92:93]
	v_xor_b32_e32 v91, 0x80000000, v31
	v_xor_b32_e32 v90, 0x80000000, v30
	v_pk_fma_f32 v[58:59], v[90:91], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[28:29], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[10:11], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[50:51], v[56:57]
	v_pk_fma_f32 v[90:91], s[14:15], v[26:27], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[14:15], v[24:25], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:224
	global_load_dwordx4 v[60:63], v[82:83], off offset:208
	s_load_dword s14, s[68:69], 0x70
	v_xor_b32_e32 v95, 0x80000000, v27
	v_xor_b32_e32 v94, 0x80000000, v26
	v_pk_fma_f32 v[86:87], v[94:95], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[24:25], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0x134
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[54:55], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[52:53], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[46:47], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[44:45], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[58:59], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[56:57], v[88:89]
	v_pk_fma_f32 v[58:59], s[54:55], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[52:53], v[56:57], v[92:93]
	v_xor_b32_e32 v91, 0x80000000, v47
	v_xor_b32_e32 v90, 0x80000000, v46
	v_pk_fma_f32 v[58:59], v[90:91], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[44:45], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[58:59], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[56:57], v[56:57]
	v_pk_fma_f32 v[90:91], s[14:15], v[42:43], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[14:15], v[40:41], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:448
	global_load_dwordx4 v[60:63], v[82:83], off offset:432
	s_load_dword s14, s[68:69], 0x8c
	v_xor_b32_e32 v95, 0x80000000, v43
	v_xor_b32_e32 v94, 0x80000000, v42
	v_pk_fma_f32 v[86:87], v[94:95], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[40:41], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0x150
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[60:61], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[18:19], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[38:39], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[36:37], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[62:63], v[86:87]
	v_xor_b32_e32 v95, 0x80000000, v35
	v_xor_b32_e32 v94, 0x80000000, v34
	v_pk_fma_f32 v[88:89], v[56:57], s[22:23], v[88:89]
	v_pk_fma_f32 v[94:95], v[94:95], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], s[60:61], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[18:19], v[56:57], v[92:93]
	v_xor_b32_e32 v87, 0x80000000, v39
	v_xor_b32_e32 v86, 0x80000000, v38
	v_pk_fma_f32 v[58:59], v[86:87], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[36:37], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[62:63], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[22:23], v[56:57]
	v_pk_fma_f32 v[96:97], v[32:33], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], s[14:15], v[34:35], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], s[14:15], v[32:33], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[60:63], v[82:83], off offset:672
	global_load_dwordx4 v[56:59], v[82:83], off offset:656
	s_load_dword s14, s[68:69], 0xa8
	v_lshl_add_u64 v[82:83], v[82:83], 0, 32
	s_load_dword s68, s[68:69], 0x16c
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v91, 0x80000000, v59
	v_xor_b32_e32 v90, 0x80000000, v58
	v_pk_fma_f32 v[90:91], v[90:91], s[64:65], v[94:95]
	v_pk_fma_f32 v[92:93], v[56:57], s[24:25], v[96:97] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[90:91], v[54:55], s[14:15], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[52:53], s[14:15], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[62:63], s[66:67], v[90:91]
	v_pk_fma_f32 v[92:93], v[60:61], s[20:21], v[92:93]
	v_pk_fma_f32 v[62:63], s[64:65], v[62:63], v[86:87]
	v_pk_fma_f32 v[60:61], s[24:25], v[60:61], v[88:89]
	v_xor_b32_e32 v87, 0x80000000, v55
	v_xor_b32_e32 v86, 0x80000000, v54
	v_xor_b32_e32 v95, 0x80000000, v51
	v_xor_b32_e32 v94, 0x80000000, v50
	v_pk_fma_f32 v[62:63], v[86:87], s[68:69], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[52:53], s[68:69], v[60:61] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[94:95], s[68:69], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], s[66:67], v[62:63]
	v_pk_fma_f32 v[56:57], v[56:57], s[20:21], v[60:61]
	v_lshl_add_u64 v[94:95], v[84:85], 4, s[6:7]
	v_pk_fma_f32 v[86:87], s[14:15], v[50:51], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], s[14:15], v[48:49], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[94:95], off offset:16
	global_load_dwordx4 v[60:63], v[94:95], off
	v_pk_fma_f32 v[92:93], v[48:49], s[68:69], v[92:93] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_add_u32_e32 v84, 2, v84
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[58:59], v[90:91], v[58:59]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[62:63], v[86:87], v[62:63]
	v_pk_add_f32 v[60:61], v[88:89], v[60:61]
	v_pk_add_f32 v[56:57], v[92:93], v[56:57]
	global_store_dwordx4 v[94:95], v[60:63], off
	global_store_dwordx4 v[94:95], v[56:59], off offset:16
	s_cbranch_scc1 .LBB17_2
; %bb.3:                                ;   in Loop: Header=BB17_1 Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_eq_u32 s33, 7
	v_add_u32_e32 v64, 14, v64
	s_cbranch_scc0 .LBB17_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 98
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 100
		.amdhsa_reserve_vcc 0
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
.Lfunc_end17:
	.size	_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end17-_Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 98
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 76
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2176
; TotalNumSgprs: 82
; NumVgprs: 98
; NumAgprs: 0
; TotalNumVgprs: 98
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 82
; NumVGPRsForWavesPerEU: 98
; AccumOffset: 100
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s23, 0
	s_mov_b64 s[16:17], 0xc4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	s_movk_i32 s0, 0x62
	v_mul_lo_u32 v2, v0, s0
	s_add_u32 s14, s4, 16
	s_addc_u32 s15, s5, 0
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v36, v2
	scratch_store_dwordx2 off, v[0:1], off offset:16 ; 8-byte Folded Spill
.LBB18_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB18_2 Depth 2
	scratch_load_dwordx2 v[84:85], off, off offset:16 ; 8-byte Folded Reload
	v_ashrrev_i32_e32 v37, 31, v36
	v_mov_b32_e32 v38, v36
	v_lshl_add_u64 v[82:83], v[36:37], 4, s[14:15]
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[20:21], s[16:17]
	scratch_store_dwordx2 off, v[38:39], off ; 8-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[0:1], s[0:1], s23, 14, v[84:85]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 4, s[6:7]
	global_load_dwordx4 v[8:11], v[0:1], off offset:48
	global_load_dwordx4 v[4:7], v[0:1], off offset:32
	global_load_dwordx4 v[12:15], v[0:1], off offset:16
	global_load_dwordx4 v[28:31], v[0:1], off
	global_load_dwordx4 v[56:59], v[0:1], off offset:112
	global_load_dwordx4 v[16:19], v[0:1], off offset:96
	global_load_dwordx4 v[60:63], v[0:1], off offset:80
	global_load_dwordx4 v[20:23], v[0:1], off offset:64
	global_load_dwordx4 v[64:67], v[0:1], off offset:176
	global_load_dwordx4 v[24:27], v[0:1], off offset:160
	global_load_dwordx4 v[68:71], v[0:1], off offset:144
	global_load_dwordx4 v[32:35], v[0:1], off offset:128
	global_load_dwordx4 v[72:75], v[0:1], off offset:208
	s_nop 0
	scratch_store_dwordx2 off, v[0:1], off offset:8 ; 8-byte Folded Spill
	global_load_dwordx4 v[0:3], v[0:1], off offset:192
.LBB18_2:                               ;   Parent Loop BB18_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshl_add_u64 v[86:87], v[84:85], 4, s[4:5]
	global_load_dwordx4 v[52:55], v[86:87], off
	global_load_dwordx4 v[48:51], v[86:87], off offset:32
	global_load_dwordx4 v[44:47], v[86:87], off offset:64
	global_load_dwordx4 v[40:43], v[86:87], off offset:96
	global_load_dwordx4 v[36:39], v[86:87], off offset:128
	s_add_u32 s38, s12, s20
	s_addc_u32 s39, s13, s21
	s_add_u32 s0, s38, 0xffffff3c
	s_addc_u32 s1, s39, -1
	s_load_dword s36, s[0:1], 0x0
	s_add_u32 s30, s12, s18
	s_load_dword s38, s[38:39], 0x0
	s_addc_u32 s31, s13, s19
	s_load_dwordx4 s[0:3], s[30:31], 0x0
	s_load_dword s22, s[30:31], 0x18
	s_load_dwordx4 s[8:11], s[30:31], 0xc4
	s_load_dwordx2 s[26:27], s[30:31], 0x10
	s_load_dword s24, s[30:31], 0xdc
	s_load_dwordx2 s[28:29], s[30:31], 0xd4
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s30, s3
	s_mov_b32 s34, s11
	s_add_u32 s18, s18, 28
	s_addc_u32 s19, s19, 0
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	v_add_u32_e32 v84, 14, v84
	s_cmpk_eq_i32 s18, 0xc4
	global_load_dwordx4 v[104:107], v[86:87], off offset:144
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[100:101], s[36:37], v[54:55], v[14:15] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[96:97], s[36:37], v[50:51], v[10:11] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], s[36:37], v[48:49], v[8:9] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[8:11], v[86:87], off offset:192
	v_pk_fma_f32 v[102:103], s[36:37], v[52:53], v[12:13] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[92:93], s[36:37], v[46:47], v[62:63] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], s[36:37], v[44:45], v[60:61] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[12:15], v[86:87], off offset:160
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[90:91], s[36:37], v[40:41], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], s[36:37], v[42:43], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[70:71], s[36:37], v[38:39], v[70:71] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], s[36:37], v[36:37], v[68:69] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[60:61], s[36:37], v[10:11], v[74:75] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], s[36:37], v[8:9], v[72:73] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[72:75], v[82:83], off offset:-16
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[56:57], s[36:37], v[14:15], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], s[36:37], v[12:13], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], v[72:73], s[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[74:75], s[0:1], v[100:101] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[100:103], v[86:87], off offset:16
	v_pk_fma_f32 v[112:113], v[72:73], s[0:1], v[98:99] op_sel:[0,1,0]
	v_pk_fma_f32 v[114:115], v[74:75], s[0:1], v[96:97] op_sel:[0,1,0]
	global_load_dwordx4 v[96:99], v[86:87], off offset:48
	v_pk_fma_f32 v[118:119], v[72:73], s[2:3], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[74:75], s[2:3], v[92:93] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[92:95], v[86:87], off offset:80
	v_pk_fma_f32 v[124:125], v[72:73], s[30:31], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[74:75], s[30:31], v[88:89] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[88:91], v[86:87], off offset:112
	v_xor_b32_e32 v65, 0x80000000, v75
	v_xor_b32_e32 v64, 0x80000000, v74
	v_pk_fma_f32 v[80:81], v[74:75], s[26:27], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[72:73], s[26:27], v[68:69] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[28:29], s[36:37], v[100:101], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[72:73], s[8:9], v[28:29] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[74:75], s[22:23], v[60:61] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], s[36:37], v[96:97], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[72:73], s[8:9], v[4:5] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], s[36:37], v[102:103], v[30:31] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], s[36:37], v[92:93], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[72:73], s[10:11], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], s[38:39], v[100:101], v[66:67] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], s[36:37], v[88:89], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[72:73], s[34:35], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], s[36:37], v[104:105], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[72:73], s[28:29], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], v[72:73], s[26:27], v[58:59] op_sel:[0,1,0]
	v_pk_fma_f32 v[16:17], v[74:75], s[26:27], v[56:57] op_sel:[0,1,0]
	global_load_dwordx4 v[56:59], v[86:87], off offset:176
	v_pk_fma_f32 v[74:75], s[36:37], v[106:107], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[64:65], s[8:9], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], s[36:37], v[98:99], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], s[36:37], v[94:95], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[64:65], s[8:9], v[68:69] op_sel:[0,1,0]
	v_pk_fma_f32 v[70:71], v[64:65], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], s[38:39], v[102:103], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], s[38:39], v[54:55], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], s[38:39], v[52:53], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[38:39], v[98:99], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[96:97], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], s[38:39], v[50:51], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], s[38:39], v[48:49], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], s[38:39], v[94:95], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[92:93], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], s[38:39], v[46:47], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], s[38:39], v[44:45], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[88:89], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], s[38:39], v[40:41], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], s[38:39], v[106:107], v[80:81] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[20:21], s[36:37], v[56:57], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[72:73], s[28:29], v[20:21] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[72:73], s[22:23], v[62:63] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[60:63], v[86:87], off offset:208
	v_pk_fma_f32 v[86:87], s[36:37], v[58:59], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[64:65], s[28:29], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[36:37], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], s[38:39], v[38:39], v[26:27] op_sel_hi:[0,1,1]
	global_load_dwordx4 v[36:39], v[82:83], off
	v_pk_fma_f32 v[32:33], v[64:65], s[28:29], v[86:87] op_sel:[0,1,0]
	v_pk_fma_f32 v[76:77], s[38:39], v[56:57], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], s[38:39], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	v_lshl_add_u64 v[82:83], v[82:83], 0, 32
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[0:1], s[36:37], v[60:61], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[72:73], s[24:25], v[0:1] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[72:73], s[36:37], v[90:91], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[36:37], v[62:63], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[64:65], s[34:35], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[64:65], s[24:25], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], s[38:39], v[90:91], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], s[38:39], v[42:43], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[104:105], v[78:79] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v39, 0x80000000, v39
	v_xor_b32_e32 v38, 0x80000000, v38
	v_pk_fma_f32 v[64:65], s[38:39], v[58:59], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[14:15], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], s[38:39], v[62:63], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[60:61], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[38:39], v[10:11], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], s[38:39], v[8:9], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[38:39], s[8:9], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[36:37], s[8:9], v[100:101] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[38:39], s[0:1], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[36:37], s[0:1], v[52:53] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[38:39], s[8:9], v[6:7] op_sel:[0,1,0]
	v_pk_fma_f32 v[8:9], v[36:37], s[8:9], v[66:67] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[38:39], s[0:1], v[50:51] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[36:37], s[0:1], v[48:49] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], v[38:39], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[36:37], s[10:11], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[22:23], v[38:39], s[2:3], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[36:37], s[2:3], v[44:45] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[38:39], s[34:35], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[36:37], s[34:35], v[70:71] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[18:19], v[38:39], s[30:31], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[36:37], s[30:31], v[40:41] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[38:39], s[28:29], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[36:37], s[28:29], v[72:73] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[38:39], s[26:27], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[36:37], s[26:27], v[74:75] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[38:39], s[28:29], v[64:65] op_sel:[0,1,0]
	v_pk_fma_f32 v[64:65], v[36:37], s[28:29], v[76:77] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[26:27], v[38:39], s[26:27], v[78:79] op_sel:[0,1,0]
	v_pk_fma_f32 v[24:25], v[36:37], s[26:27], v[24:25] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[38:39], s[24:25], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[36:37], s[24:25], v[86:87] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[0:1], v[36:37], s[22:23], v[0:1] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[38:39], s[22:23], v[2:3] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB18_2
; %bb.3:                                ;   in Loop: Header=BB18_1 Depth=1
	scratch_load_dwordx2 v[36:37], off, off offset:8 ; 8-byte Folded Reload
	s_add_i32 s23, s23, 1
	s_add_u32 s16, s16, 28
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s23, 7
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[36:37], v[28:31], off
	global_store_dwordx4 v[36:37], v[12:15], off offset:16
	global_store_dwordx4 v[36:37], v[4:7], off offset:32
	global_store_dwordx4 v[36:37], v[8:11], off offset:48
	global_store_dwordx4 v[36:37], v[20:23], off offset:64
	global_store_dwordx4 v[36:37], v[60:63], off offset:80
	global_store_dwordx4 v[36:37], v[16:19], off offset:96
	global_store_dwordx4 v[36:37], v[56:59], off offset:112
	global_store_dwordx4 v[36:37], v[32:35], off offset:128
	global_store_dwordx4 v[36:37], v[68:71], off offset:144
	global_store_dwordx4 v[36:37], v[24:27], off offset:160
	global_store_dwordx4 v[36:37], v[64:67], off offset:176
	global_store_dwordx4 v[36:37], v[0:3], off offset:192
	global_store_dwordx4 v[36:37], v[72:75], off offset:208
	scratch_load_dwordx2 v[36:37], off, off ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v36, 14, v36
	s_cbranch_scc0 .LBB18_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 28
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 128
		.amdhsa_reserve_vcc 0
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
.Lfunc_end18:
	.size	_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end18-_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 128
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 40
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 28
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1712
; TotalNumSgprs: 46
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 28
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s15, 0
	s_mov_b32 s33, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	s_movk_i32 s0, 0x62
	v_mul_lo_u32 v64, v0, s0
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[0:1], v[64:65], 4, s[4:5]
	s_mov_b64 s[0:1], 0x2b0
	v_lshl_add_u64 v[66:67], v[0:1], 0, s[0:1]
	v_mov_b32_e32 v68, v64
.LBB19_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB19_2 Depth 2
	v_mad_u64_u32 v[0:1], s[0:1], s33, 14, v[68:69]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[56:57], v[0:1], 4, s[4:5]
	global_load_dwordx4 v[0:3], v[56:57], off offset:16
	global_load_dwordx4 v[4:7], v[56:57], off
	global_load_dwordx4 v[8:11], v[56:57], off offset:48
	global_load_dwordx4 v[12:15], v[56:57], off offset:32
	global_load_dwordx4 v[16:19], v[56:57], off offset:80
	global_load_dwordx4 v[20:23], v[56:57], off offset:64
	global_load_dwordx4 v[24:27], v[56:57], off offset:112
	global_load_dwordx4 v[28:31], v[56:57], off offset:96
	global_load_dwordx4 v[32:35], v[56:57], off offset:176
	global_load_dwordx4 v[36:39], v[56:57], off offset:160
	global_load_dwordx4 v[40:43], v[56:57], off offset:144
	global_load_dwordx4 v[44:47], v[56:57], off offset:128
	global_load_dwordx4 v[48:51], v[56:57], off offset:208
	global_load_dwordx4 v[52:55], v[56:57], off offset:192
	s_mul_i32 s14, s33, 7
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_u32 s26, s12, s0
	s_addc_u32 s27, s13, s1
	s_load_dwordx4 s[0:3], s[26:27], 0x0
	s_load_dwordx2 s[18:19], s[26:27], 0x10
	s_load_dword s20, s[26:27], 0xdc
	s_load_dwordx2 s[22:23], s[26:27], 0xd4
	s_load_dword s24, s[26:27], 0x18
	s_load_dwordx4 s[8:11], s[26:27], 0xc4
	s_mov_b64 s[16:17], 0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s26, s0
	s_mov_b32 s27, s0
	s_mov_b32 s28, s0
	s_mov_b32 s29, s0
	s_mov_b32 s30, s8
	s_mov_b32 s31, s8
	s_mov_b32 s34, s8
	s_mov_b32 s35, s8
	s_mov_b32 s36, s1
	s_mov_b32 s37, s1
	s_mov_b32 s0, s1
	s_mov_b32 s38, s9
	s_mov_b32 s39, s9
	s_mov_b32 s8, s9
	s_mov_b32 s40, s2
	s_mov_b32 s41, s2
	s_mov_b32 s42, s2
	s_mov_b32 s43, s2
	s_mov_b32 s44, s10
	s_mov_b32 s45, s10
	s_mov_b32 s46, s10
	s_mov_b32 s47, s10
	s_mov_b32 s48, s3
	s_mov_b32 s49, s3
	s_mov_b32 s2, s3
	s_mov_b32 s50, s11
	s_mov_b32 s51, s11
	s_mov_b32 s10, s11
	s_mov_b32 s52, s18
	s_mov_b32 s53, s18
	s_mov_b32 s54, s18
	s_mov_b32 s55, s18
	s_mov_b32 s56, s22
	s_mov_b32 s57, s22
	s_mov_b32 s58, s22
	s_mov_b32 s59, s22
	s_mov_b32 s18, s19
	s_mov_b32 s60, s19
	s_mov_b32 s61, s19
	s_mov_b32 s22, s23
	s_mov_b32 s62, s23
	s_mov_b32 s63, s23
	s_mov_b32 s25, s24
	s_mov_b32 s64, s24
	s_mov_b32 s65, s24
	s_mov_b32 s21, s20
	s_mov_b32 s66, s20
	s_mov_b32 s67, s20
	v_mov_b64_e32 v[82:83], v[66:67]
	v_mov_b32_e32 v84, v64
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v71, 0x80000000, v3
	v_xor_b32_e32 v70, 0x80000000, v2
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v73, 0x80000000, v7
	v_xor_b32_e32 v72, 0x80000000, v6
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v75, 0x80000000, v11
	v_xor_b32_e32 v74, 0x80000000, v10
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v77, 0x80000000, v15
	v_xor_b32_e32 v76, 0x80000000, v14
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v79, 0x80000000, v19
	v_xor_b32_e32 v78, 0x80000000, v18
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v81, 0x80000000, v23
	v_xor_b32_e32 v80, 0x80000000, v22
.LBB19_2:                               ;   Parent Loop BB19_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[56:59], v[82:83], off offset:-672
	global_load_dwordx4 v[60:63], v[82:83], off offset:-688
	s_add_u32 s68, s12, s16
	s_addc_u32 s69, s13, s17
	s_load_dword s70, s[68:69], 0x0
	s_load_dword s72, s[68:69], 0x1c
	s_load_dword s14, s[68:69], 0x38
	s_load_dword s74, s[68:69], 0xc4
	v_ashrrev_i32_e32 v85, 31, v84
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_lg_u32 s16, 28
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v87, 0x80000000, v63
	v_xor_b32_e32 v86, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[86:87], s[28:29], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[88:89], v[60:61], s[26:27], 0 op_sel_hi:[1,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[6:7], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[4:5], s[70:71], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[34:35], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[30:31], v[88:89]
	v_pk_fma_f32 v[58:59], s[28:29], v[58:59], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], s[26:27], v[56:57], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[58:59], v[72:73], s[74:75], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[4:5], s[74:75], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[34:35], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[30:31], v[56:57]
	v_pk_fma_f32 v[90:91], s[70:71], v[2:3], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[70:71], v[0:1], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:-448
	global_load_dwordx4 v[60:63], v[82:83], off offset:-464
	s_load_dword s70, s[68:69], 0xe0
	v_pk_fma_f32 v[86:87], v[70:71], s[74:75], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[0:1], s[74:75], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[0:1], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[36:37], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[14:15], s[72:73], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[12:13], s[72:73], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[8:9], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[38:39], v[88:89]
	v_pk_fma_f32 v[58:59], s[0:1], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[36:37], v[56:57], v[92:93]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[58:59], v[76:77], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[12:13], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[8:9], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[38:39], v[56:57]
	v_pk_fma_f32 v[90:91], s[72:73], v[10:11], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[72:73], v[8:9], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:-224
	global_load_dwordx4 v[60:63], v[82:83], off offset:-240
	v_pk_fma_f32 v[86:87], v[74:75], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[8:9], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0xfc
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[42:43], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[40:41], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[22:23], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[20:21], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[46:47], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[44:45], v[88:89]
	v_pk_fma_f32 v[58:59], s[42:43], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[40:41], v[56:57], v[92:93]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[58:59], v[80:81], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[20:21], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[46:47], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[44:45], v[56:57]
	v_pk_fma_f32 v[90:91], s[14:15], v[18:19], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[14:15], v[16:17], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off
	global_load_dwordx4 v[60:63], v[82:83], off offset:-16
	s_load_dword s14, s[68:69], 0x54
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[16:17], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0x118
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[2:3], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[48:49], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[30:31], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[28:29], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[10:11], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[50:51], v[88:89]
	v_pk_fma_f32 v[58:59], s[2:3], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[48:49], v[56:57], v[92:93]
	v_xor_b32_e32 v91, 0x80000000, v31
	v_xor_b32_e32 v90, 0x80000000, v30
	v_pk_fma_f32 v[58:59], v[90:91], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[28:29], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[10:11], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[50:51], v[56:57]
	v_pk_fma_f32 v[90:91], s[14:15], v[26:27], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[14:15], v[24:25], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:224
	global_load_dwordx4 v[60:63], v[82:83], off offset:208
	s_load_dword s14, s[68:69], 0x70
	v_xor_b32_e32 v95, 0x80000000, v27
	v_xor_b32_e32 v94, 0x80000000, v26
	v_pk_fma_f32 v[86:87], v[94:95], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[24:25], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0x134
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[54:55], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[52:53], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[46:47], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[44:45], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[58:59], v[86:87]
	v_pk_fma_f32 v[88:89], v[56:57], s[56:57], v[88:89]
	v_pk_fma_f32 v[58:59], s[54:55], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[52:53], v[56:57], v[92:93]
	v_xor_b32_e32 v91, 0x80000000, v47
	v_xor_b32_e32 v90, 0x80000000, v46
	v_pk_fma_f32 v[58:59], v[90:91], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[44:45], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[58:59], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[56:57], v[56:57]
	v_pk_fma_f32 v[90:91], s[14:15], v[42:43], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], s[14:15], v[40:41], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[82:83], off offset:448
	global_load_dwordx4 v[60:63], v[82:83], off offset:432
	s_load_dword s14, s[68:69], 0x8c
	v_xor_b32_e32 v95, 0x80000000, v43
	v_xor_b32_e32 v94, 0x80000000, v42
	v_pk_fma_f32 v[86:87], v[94:95], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[40:41], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_load_dword s70, s[68:69], 0x150
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[86:87], v[94:95], s[60:61], v[86:87]
	v_pk_fma_f32 v[88:89], v[60:61], s[18:19], v[88:89] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[86:87], v[38:39], s[14:15], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[36:37], s[14:15], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[58:59], s[62:63], v[86:87]
	v_xor_b32_e32 v95, 0x80000000, v35
	v_xor_b32_e32 v94, 0x80000000, v34
	v_pk_fma_f32 v[88:89], v[56:57], s[22:23], v[88:89]
	v_pk_fma_f32 v[94:95], v[94:95], s[70:71], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], s[60:61], v[58:59], v[90:91]
	v_pk_fma_f32 v[56:57], s[18:19], v[56:57], v[92:93]
	v_xor_b32_e32 v87, 0x80000000, v39
	v_xor_b32_e32 v86, 0x80000000, v38
	v_pk_fma_f32 v[58:59], v[86:87], s[70:71], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[36:37], s[70:71], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[62:63], s[62:63], v[58:59]
	v_pk_fma_f32 v[56:57], v[60:61], s[22:23], v[56:57]
	v_pk_fma_f32 v[96:97], v[32:33], s[70:71], v[88:89] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], s[14:15], v[34:35], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], s[14:15], v[32:33], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[60:63], v[82:83], off offset:672
	global_load_dwordx4 v[56:59], v[82:83], off offset:656
	s_load_dword s14, s[68:69], 0xa8
	v_lshl_add_u64 v[82:83], v[82:83], 0, 32
	s_load_dword s68, s[68:69], 0x16c
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v91, 0x80000000, v59
	v_xor_b32_e32 v90, 0x80000000, v58
	v_pk_fma_f32 v[90:91], v[90:91], s[64:65], v[94:95]
	v_pk_fma_f32 v[92:93], v[56:57], s[24:25], v[96:97] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[90:91], v[54:55], s[14:15], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[52:53], s[14:15], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[62:63], s[66:67], v[90:91]
	v_pk_fma_f32 v[92:93], v[60:61], s[20:21], v[92:93]
	v_pk_fma_f32 v[62:63], s[64:65], v[62:63], v[86:87]
	v_pk_fma_f32 v[60:61], s[24:25], v[60:61], v[88:89]
	v_xor_b32_e32 v87, 0x80000000, v55
	v_xor_b32_e32 v86, 0x80000000, v54
	v_xor_b32_e32 v95, 0x80000000, v51
	v_xor_b32_e32 v94, 0x80000000, v50
	v_pk_fma_f32 v[62:63], v[86:87], s[68:69], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[52:53], s[68:69], v[60:61] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[94:95], s[68:69], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], s[66:67], v[62:63]
	v_pk_fma_f32 v[56:57], v[56:57], s[20:21], v[60:61]
	v_lshl_add_u64 v[94:95], v[84:85], 4, s[6:7]
	v_pk_fma_f32 v[86:87], s[14:15], v[50:51], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], s[14:15], v[48:49], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[56:59], v[94:95], off offset:16
	global_load_dwordx4 v[60:63], v[94:95], off
	v_pk_fma_f32 v[92:93], v[48:49], s[68:69], v[92:93] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_add_u32_e32 v84, 2, v84
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[58:59], v[90:91], v[58:59]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[62:63], v[86:87], v[62:63]
	v_pk_add_f32 v[60:61], v[88:89], v[60:61]
	v_pk_add_f32 v[56:57], v[92:93], v[56:57]
	global_store_dwordx4 v[94:95], v[60:63], off
	global_store_dwordx4 v[94:95], v[56:59], off offset:16
	s_cbranch_scc1 .LBB19_2
; %bb.3:                                ;   in Loop: Header=BB19_1 Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_eq_u32 s33, 7
	v_add_u32_e32 v64, 14, v64
	s_cbranch_scc0 .LBB19_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 98
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 100
		.amdhsa_reserve_vcc 0
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
.Lfunc_end19:
	.size	_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end19-_Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 98
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 76
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2176
; TotalNumSgprs: 82
; NumVgprs: 98
; NumAgprs: 0
; TotalNumVgprs: 98
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 82
; NumVGPRsForWavesPerEU: 98
; AccumOffset: 100
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB20_7
; %bb.1:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_mul_i32 s23, s8, s8
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_mul_lo_u32 v1, s8, v0
	v_mul_lo_u32 v0, s23, v0
	v_lshlrev_b32_e32 v15, 1, v0
	s_mov_b32 s9, s1
	v_mul_lo_u32 v14, v1, s8
	s_lshl_b32 s24, s8, 1
	s_lshl_b64 s[2:3], s[8:9], 2
	s_mov_b64 s[12:13], s[10:11]
	s_mov_b32 s9, s23
	v_mov_b32_e32 v16, v15
	s_mov_b32 s25, 0
.LBB20_2:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB20_3 Depth 2
                                        ;       Child Loop BB20_4 Depth 3
	s_mul_i32 s0, s25, s8
	v_add_u32_e32 v17, s0, v14
	v_mov_b32_e32 v18, v15
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b32 s26, s23
	s_mov_b32 s27, s1
.LBB20_3:                               ;   Parent Loop BB20_2 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB20_4 Depth 3
	v_add_lshl_u32 v0, v17, s27, 1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[8:9], v[0:1], 4, s[6:7]
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	global_load_dwordx4 v[4:7], v[8:9], off
	s_mov_b32 s28, 0
	s_mov_b64 s[16:17], s[12:13]
	v_mov_b32_e32 v10, v18
	s_mov_b64 s[18:19], s[14:15]
	s_mov_b32 s20, s26
	v_mov_b32_e32 v12, v16
.LBB20_4:                               ;   Parent Loop BB20_2 Depth=1
                                        ;     Parent Loop BB20_3 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[36:37], v[10:11], 4, s[4:5]
	v_lshl_add_u64 v[38:39], v[12:13], 4, s[4:5]
	global_load_dwordx4 v[20:23], v[36:37], off
	global_load_dwordx4 v[24:27], v[38:39], off offset:16
	global_load_dwordx4 v[28:31], v[36:37], off offset:16
	global_load_dwordx4 v[32:35], v[38:39], off
	s_add_i32 s0, s9, s28
	s_lshl_b64 s[34:35], s[0:1], 2
	s_add_u32 s34, s10, s34
	s_addc_u32 s35, s11, s35
	s_ashr_i32 s21, s20, 31
	s_load_dword s0, s[34:35], 0x0
	s_lshl_b64 s[34:35], s[20:21], 2
	s_add_u32 s34, s10, s34
	s_addc_u32 s35, s11, s35
	s_load_dword s30, s[16:17], 0x0
	s_load_dword s22, s[18:19], 0x0
	s_add_i32 s28, s28, 1
	s_load_dword s34, s[34:35], 0x0
	s_add_i32 s20, s20, s8
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	v_add_u32_e32 v12, 2, v12
	v_add_u32_e32 v10, s24, v10
	s_cmp_eq_u32 s8, s28
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v37, 0x80000000, v23
	v_xor_b32_e32 v36, 0x80000000, v22
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[0:1], v[20:21], s[30:31], v[0:1] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], s[30:31], v[28:29], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[30:31], v[30:31], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v41, 0x80000000, v35
	v_xor_b32_e32 v40, 0x80000000, v34
	v_pk_fma_f32 v[2:3], v[36:37], s[30:31], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[32:33], s[22:23], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[40:41], s[34:35], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[32:33], s[34:35], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[34:35], s[22:23], v[2:3] op_sel_hi:[1,0,1]
	v_xor_b32_e32 v39, 0x80000000, v27
	v_xor_b32_e32 v38, 0x80000000, v26
	v_pk_fma_f32 v[0:1], v[28:29], s[0:1], v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[22:23], s[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[20:21], s[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[30:31], s[0:1], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[24:25], s[34:35], v[0:1] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], s[22:23], v[26:27], v[6:7] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], s[22:23], v[24:25], v[4:5] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[38:39], s[34:35], v[2:3] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB20_4
; %bb.5:                                ;   in Loop: Header=BB20_3 Depth=2
	s_add_i32 s27, s27, 1
	s_add_i32 s26, s26, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u32 s27, s8
	v_add_u32_e32 v18, 2, v18
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	global_store_dwordx4 v[8:9], v[4:7], off
	s_cbranch_scc0 .LBB20_3
; %bb.6:                                ;   in Loop: Header=BB20_2 Depth=1
	s_add_i32 s25, s25, 1
	s_add_i32 s9, s9, s8
	s_add_u32 s12, s12, s2
	s_addc_u32 s13, s13, s3
	s_cmp_eq_u32 s25, s8
	v_add_u32_e32 v16, s24, v16
	s_cbranch_scc0 .LBB20_2
.LBB20_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 0
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
.Lfunc_end20:
	.size	_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end20-_Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 42
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 36
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 640
; TotalNumSgprs: 42
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s17, 0
	s_mov_b32 s33, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	s_movk_i32 s0, 0x62
	s_add_u32 s14, s12, 0xc4
	v_mul_lo_u32 v72, v0, s0
	s_addc_u32 s15, s13, 0
	s_add_u32 s6, s6, 16
	v_ashrrev_i32_e32 v73, 31, v72
	s_addc_u32 s7, s7, 0
	v_lshl_add_u64 v[74:75], v[72:73], 4, s[4:5]
	v_mov_b32_e32 v76, v72
.LBB21_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB21_2 Depth 2
	v_mad_u64_u32 v[0:1], s[0:1], s33, 14, v[76:77]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[56:57], v[0:1], 4, s[4:5]
	global_load_dwordx4 v[0:3], v[56:57], off offset:16
	global_load_dwordx4 v[4:7], v[56:57], off
	global_load_dwordx4 v[8:11], v[56:57], off offset:48
	global_load_dwordx4 v[12:15], v[56:57], off offset:32
	global_load_dwordx4 v[16:19], v[56:57], off offset:112
	global_load_dwordx4 v[20:23], v[56:57], off offset:96
	global_load_dwordx4 v[24:27], v[56:57], off offset:80
	global_load_dwordx4 v[28:31], v[56:57], off offset:64
	global_load_dwordx4 v[32:35], v[56:57], off offset:176
	global_load_dwordx4 v[36:39], v[56:57], off offset:160
	global_load_dwordx4 v[40:43], v[56:57], off offset:144
	global_load_dwordx4 v[44:47], v[56:57], off offset:128
	global_load_dwordx4 v[48:51], v[56:57], off offset:208
	global_load_dwordx4 v[52:55], v[56:57], off offset:192
	s_mul_i32 s16, s33, 7
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s28, s12, s0
	s_addc_u32 s29, s13, s1
	s_load_dwordx4 s[0:3], s[28:29], 0x0
	s_load_dwordx2 s[20:21], s[28:29], 0x10
	s_load_dword s22, s[28:29], 0xdc
	s_load_dwordx2 s[24:25], s[28:29], 0xd4
	s_load_dword s26, s[28:29], 0x18
	s_load_dwordx4 s[8:11], s[28:29], 0xc4
	v_ashrrev_i32_e32 v73, 31, v72
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s28, s0
	s_mov_b32 s29, s0
	s_mov_b32 s30, s0
	s_mov_b32 s31, s0
	s_mov_b32 s34, s8
	s_mov_b32 s35, s8
	s_mov_b32 s36, s8
	s_mov_b32 s37, s8
	s_mov_b32 s38, s1
	s_mov_b32 s39, s1
	s_mov_b32 s0, s1
	s_mov_b32 s40, s9
	s_mov_b32 s41, s9
	s_mov_b32 s8, s9
	s_mov_b32 s42, s2
	s_mov_b32 s43, s2
	s_mov_b32 s44, s2
	s_mov_b32 s45, s2
	s_mov_b32 s46, s10
	s_mov_b32 s47, s10
	s_mov_b32 s48, s10
	s_mov_b32 s49, s10
	s_mov_b32 s50, s3
	s_mov_b32 s51, s3
	s_mov_b32 s2, s3
	s_mov_b32 s52, s11
	s_mov_b32 s53, s11
	s_mov_b32 s10, s11
	s_mov_b32 s54, s20
	s_mov_b32 s55, s20
	s_mov_b32 s56, s20
	s_mov_b32 s57, s20
	s_mov_b32 s58, s24
	s_mov_b32 s59, s24
	s_mov_b32 s60, s24
	s_mov_b32 s61, s24
	s_mov_b32 s20, s21
	s_mov_b32 s62, s21
	s_mov_b32 s63, s21
	s_mov_b32 s24, s25
	s_mov_b32 s64, s25
	s_mov_b32 s65, s25
	s_mov_b32 s27, s26
	s_mov_b32 s66, s26
	s_mov_b32 s67, s26
	s_mov_b32 s23, s22
	s_mov_b32 s68, s22
	s_mov_b32 s69, s22
	s_mov_b64 s[70:71], s[14:15]
	v_lshl_add_u64 v[88:89], v[72:73], 4, s[6:7]
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v79, 0x80000000, v3
	v_xor_b32_e32 v78, 0x80000000, v2
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v81, 0x80000000, v7
	v_xor_b32_e32 v80, 0x80000000, v6
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v83, 0x80000000, v11
	v_xor_b32_e32 v82, 0x80000000, v10
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v85, 0x80000000, v15
	v_xor_b32_e32 v84, 0x80000000, v14
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v87, 0x80000000, v27
	v_xor_b32_e32 v86, 0x80000000, v26
.LBB21_2:                               ;   Parent Loop BB21_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[92:93], v[74:75], 0, s[18:19]
	v_lshl_add_u64 v[90:91], v[88:89], 0, s[18:19]
	global_load_dwordx4 v[60:63], v[92:93], off
	global_load_dwordx4 v[68:71], v[90:91], off
	global_load_dwordx4 v[64:67], v[90:91], off offset:-16
	global_load_dwordx4 v[56:59], v[92:93], off offset:16
	s_add_u32 s72, s70, 0xffffff3c
	s_addc_u32 s73, s71, -1
	s_add_u32 s76, s70, 0xffffff58
	s_addc_u32 s77, s71, -1
	s_add_u32 s78, s70, 0xffffff74
	s_addc_u32 s79, s71, -1
	s_add_u32 s80, s70, 0xffffff90
	s_addc_u32 s81, s71, -1
	s_add_u32 s82, s70, 0xffffffac
	s_load_dword s16, s[70:71], 0x0
	s_addc_u32 s83, s71, -1
	s_add_u32 s84, s70, 0xffffffc8
	s_addc_u32 s85, s71, -1
	s_add_u32 s74, s70, 0xffffffe4
	s_addc_u32 s75, s71, -1
	s_load_dword s74, s[74:75], 0x0
	s_nop 0
	s_load_dword s86, s[72:73], 0x0
	s_load_dword s88, s[76:77], 0x0
	s_load_dword s90, s[78:79], 0x0
	s_load_dword s92, s[80:81], 0x0
	s_nop 0
	s_load_dword s80, s[82:83], 0x0
	s_load_dword s72, s[84:85], 0x0
	s_nop 0
	s_load_dword s82, s[70:71], 0x1c
	s_load_dword s84, s[70:71], 0x38
	s_load_dword s94, s[70:71], 0x54
	s_load_dword s96, s[70:71], 0x70
	s_load_dword s78, s[70:71], 0x8c
	s_load_dword s76, s[70:71], 0xa8
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v97, 0x80000000, v39
	v_xor_b32_e32 v96, 0x80000000, v38
	s_add_u32 s70, s70, 4
	s_addc_u32 s71, s71, 0
	s_add_u32 s18, s18, 32
	s_addc_u32 s19, s19, 0
	s_cmpk_lg_i32 s18, 0xe0
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[70:71], v[94:95], s[30:31], v[70:71]
	v_pk_fma_f32 v[68:69], v[60:61], s[28:29], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], s[30:31], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[28:29], v[56:57], v[64:65]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[66:67], v[80:81], s[16:17], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[4:5], s[16:17], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[4:5], s[86:87], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[6:7], s[86:87], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[62:63], s[36:37], v[66:67]
	v_pk_fma_f32 v[64:65], v[60:61], s[34:35], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:224
	v_pk_fma_f32 v[68:69], v[56:57], s[34:35], v[68:69]
	v_pk_fma_f32 v[70:71], v[58:59], s[36:37], v[70:71]
	global_load_dwordx4 v[56:59], v[92:93], off offset:240
	v_pk_fma_f32 v[66:67], s[86:87], v[2:3], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], s[86:87], v[0:1], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[78:79], s[16:17], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[0:1], s[16:17], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[70:71], v[94:95], s[0:1], v[70:71]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], s[0:1], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[38:39], v[56:57], v[64:65]
	v_pk_fma_f32 v[68:69], v[60:61], s[38:39], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[84:85], s[82:83], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[12:13], s[82:83], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[62:63], s[8:9], v[66:67]
	v_pk_fma_f32 v[64:65], v[60:61], s[40:41], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:464
	v_pk_fma_f32 v[68:69], v[12:13], s[88:89], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[14:15], s[88:89], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[56:57], s[40:41], v[68:69]
	v_pk_fma_f32 v[70:71], v[58:59], s[8:9], v[70:71]
	global_load_dwordx4 v[56:59], v[92:93], off offset:448
	v_pk_fma_f32 v[66:67], s[88:89], v[10:11], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v95, 0x80000000, v31
	v_xor_b32_e32 v94, 0x80000000, v30
	v_pk_fma_f32 v[64:65], s[88:89], v[8:9], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[82:83], s[82:83], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[8:9], s[82:83], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[66:67], s[44:45], v[62:63], v[66:67]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[94:95], s[84:85], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], s[42:43], v[60:61], v[64:65]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v59
	v_xor_b32_e32 v94, 0x80000000, v58
	v_pk_fma_f32 v[70:71], v[94:95], s[44:45], v[70:71]
	v_pk_fma_f32 v[68:69], v[56:57], s[42:43], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[28:29], s[84:85], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[58:59], s[48:49], v[66:67]
	v_pk_fma_f32 v[64:65], v[56:57], s[46:47], v[64:65]
	global_load_dwordx4 v[56:59], v[92:93], off offset:688
	v_pk_fma_f32 v[68:69], v[28:29], s[90:91], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[30:31], s[90:91], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[60:61], s[46:47], v[68:69]
	v_pk_fma_f32 v[70:71], v[62:63], s[48:49], v[70:71]
	global_load_dwordx4 v[60:63], v[92:93], off offset:672
	v_pk_fma_f32 v[66:67], s[90:91], v[26:27], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], s[90:91], v[24:25], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v95, 0x80000000, v23
	v_xor_b32_e32 v94, 0x80000000, v22
	v_pk_fma_f32 v[70:71], v[86:87], s[84:85], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[24:25], s[84:85], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[66:67], s[2:3], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[50:51], v[56:57], v[64:65]
	v_pk_fma_f32 v[66:67], v[94:95], s[94:95], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[20:21], s[94:95], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[70:71], v[94:95], s[2:3], v[70:71]
	v_pk_fma_f32 v[68:69], v[60:61], s[50:51], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[62:63], s[10:11], v[66:67]
	v_pk_fma_f32 v[64:65], v[60:61], s[52:53], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:912
	v_pk_fma_f32 v[68:69], v[20:21], s[92:93], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[22:23], s[92:93], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[56:57], s[52:53], v[68:69]
	v_pk_fma_f32 v[70:71], v[58:59], s[10:11], v[70:71]
	global_load_dwordx4 v[56:59], v[92:93], off offset:896
	v_pk_fma_f32 v[64:65], s[92:93], v[16:17], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], s[92:93], v[18:19], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[16:17], s[94:95], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v95, 0x80000000, v47
	v_xor_b32_e32 v94, 0x80000000, v46
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[64:65], s[54:55], v[60:61], v[64:65]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[44:45], s[96:97], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], s[56:57], v[62:63], v[66:67]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[68:69], v[56:57], s[54:55], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[56:57], s[58:59], v[64:65]
	v_xor_b32_e32 v57, 0x80000000, v19
	v_xor_b32_e32 v56, 0x80000000, v18
	v_pk_fma_f32 v[66:67], v[94:95], s[96:97], v[66:67] op_sel_hi:[1,0,1]
	v_xor_b32_e32 v95, 0x80000000, v59
	v_xor_b32_e32 v94, 0x80000000, v58
	v_pk_fma_f32 v[56:57], v[56:57], s[94:95], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[58:59], s[60:61], v[66:67]
	v_pk_fma_f32 v[56:57], v[94:95], s[56:57], v[56:57]
	v_pk_fma_f32 v[58:59], v[44:45], s[80:81], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[46:47], s[80:81], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[60:61], s[58:59], v[58:59]
	v_pk_fma_f32 v[60:61], v[62:63], s[60:61], v[56:57]
	global_load_dwordx4 v[56:59], v[92:93], off offset:1136
	v_xor_b32_e32 v71, 0x80000000, v43
	v_xor_b32_e32 v70, 0x80000000, v42
	v_pk_fma_f32 v[70:71], v[70:71], s[96:97], v[60:61] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[60:63], v[92:93], off offset:1120
	v_pk_fma_f32 v[66:67], s[80:81], v[42:43], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], s[80:81], v[40:41], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[40:41], s[96:97], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[66:67], s[62:63], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[20:21], v[56:57], v[64:65]
	v_pk_fma_f32 v[66:67], v[96:97], s[78:79], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[36:37], s[78:79], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[68:69], v[60:61], s[20:21], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[62:63], s[64:65], v[66:67]
	v_pk_fma_f32 v[98:99], v[60:61], s[24:25], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:1360
	global_load_dwordx4 v[64:67], v[92:93], off offset:1344
	v_pk_fma_f32 v[70:71], v[94:95], s[62:63], v[70:71]
	v_pk_fma_f32 v[68:69], v[36:37], s[72:73], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[38:39], s[72:73], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], s[72:73], v[34:35], v[96:97] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[56:57], s[24:25], v[68:69]
	v_pk_fma_f32 v[58:59], v[58:59], s[64:65], v[70:71]
	v_xor_b32_e32 v69, 0x80000000, v55
	v_xor_b32_e32 v68, 0x80000000, v54
	v_xor_b32_e32 v71, 0x80000000, v35
	v_xor_b32_e32 v70, 0x80000000, v34
	v_pk_fma_f32 v[58:59], v[70:71], s[78:79], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[32:33], s[78:79], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], s[72:73], v[32:33], v[98:99] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v71, 0x80000000, v51
	v_xor_b32_e32 v70, 0x80000000, v50
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[92:93], s[66:67], v[62:63], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[68:69], s[76:77], v[92:93] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v93, 0x80000000, v67
	v_xor_b32_e32 v92, 0x80000000, v66
	v_pk_fma_f32 v[56:57], v[64:65], s[26:27], v[56:57] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], s[26:27], v[60:61], v[94:95]
	v_pk_fma_f32 v[58:59], v[92:93], s[66:67], v[58:59]
	v_pk_fma_f32 v[94:95], v[52:53], s[76:77], v[94:95] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[52:53], s[74:75], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[54:55], s[74:75], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], s[68:69], v[68:69]
	v_pk_fma_f32 v[64:65], v[64:65], s[22:23], v[94:95]
	v_pk_fma_f32 v[60:61], v[60:61], s[22:23], v[56:57]
	v_pk_fma_f32 v[62:63], v[62:63], s[68:69], v[58:59]
	v_pk_fma_f32 v[58:59], s[74:75], v[50:51], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], s[74:75], v[48:49], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[60:61], v[48:49], s[76:77], v[60:61] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], v[70:71], s[76:77], v[62:63] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[90:91], v[56:59], off offset:-16
	global_store_dwordx4 v[90:91], v[60:63], off
	s_cbranch_scc1 .LBB21_2
; %bb.3:                                ;   in Loop: Header=BB21_1 Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_eq_u32 s33, 7
	v_add_u32_e32 v72, 14, v72
	s_cbranch_scc0 .LBB21_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 100
		.amdhsa_reserve_vcc 0
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
.Lfunc_end21:
	.size	_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end21-_Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 100
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 98
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2256
; TotalNumSgprs: 104
; NumVgprs: 100
; NumAgprs: 0
; TotalNumVgprs: 100
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 100
; AccumOffset: 100
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s17, 0
	s_mov_b32 s33, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	s_movk_i32 s0, 0x62
	s_add_u32 s14, s12, 0xc4
	v_mul_lo_u32 v72, v0, s0
	s_addc_u32 s15, s13, 0
	s_add_u32 s6, s6, 16
	v_ashrrev_i32_e32 v73, 31, v72
	s_addc_u32 s7, s7, 0
	v_lshl_add_u64 v[74:75], v[72:73], 4, s[4:5]
	v_mov_b32_e32 v76, v72
.LBB22_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB22_2 Depth 2
	v_mad_u64_u32 v[0:1], s[0:1], s33, 14, v[76:77]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[56:57], v[0:1], 4, s[4:5]
	global_load_dwordx4 v[0:3], v[56:57], off offset:16
	global_load_dwordx4 v[4:7], v[56:57], off
	global_load_dwordx4 v[8:11], v[56:57], off offset:48
	global_load_dwordx4 v[12:15], v[56:57], off offset:32
	global_load_dwordx4 v[16:19], v[56:57], off offset:112
	global_load_dwordx4 v[20:23], v[56:57], off offset:96
	global_load_dwordx4 v[24:27], v[56:57], off offset:80
	global_load_dwordx4 v[28:31], v[56:57], off offset:64
	global_load_dwordx4 v[32:35], v[56:57], off offset:176
	global_load_dwordx4 v[36:39], v[56:57], off offset:160
	global_load_dwordx4 v[40:43], v[56:57], off offset:144
	global_load_dwordx4 v[44:47], v[56:57], off offset:128
	global_load_dwordx4 v[48:51], v[56:57], off offset:208
	global_load_dwordx4 v[52:55], v[56:57], off offset:192
	s_mul_i32 s16, s33, 7
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s28, s12, s0
	s_addc_u32 s29, s13, s1
	s_load_dwordx4 s[0:3], s[28:29], 0x0
	s_load_dwordx2 s[20:21], s[28:29], 0x10
	s_load_dword s22, s[28:29], 0xdc
	s_load_dwordx2 s[24:25], s[28:29], 0xd4
	s_load_dword s26, s[28:29], 0x18
	s_load_dwordx4 s[8:11], s[28:29], 0xc4
	v_ashrrev_i32_e32 v73, 31, v72
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s28, s0
	s_mov_b32 s29, s0
	s_mov_b32 s30, s0
	s_mov_b32 s31, s0
	s_mov_b32 s34, s8
	s_mov_b32 s35, s8
	s_mov_b32 s36, s8
	s_mov_b32 s37, s8
	s_mov_b32 s38, s1
	s_mov_b32 s39, s1
	s_mov_b32 s0, s1
	s_mov_b32 s40, s9
	s_mov_b32 s41, s9
	s_mov_b32 s8, s9
	s_mov_b32 s42, s2
	s_mov_b32 s43, s2
	s_mov_b32 s44, s2
	s_mov_b32 s45, s2
	s_mov_b32 s46, s10
	s_mov_b32 s47, s10
	s_mov_b32 s48, s10
	s_mov_b32 s49, s10
	s_mov_b32 s50, s3
	s_mov_b32 s51, s3
	s_mov_b32 s2, s3
	s_mov_b32 s52, s11
	s_mov_b32 s53, s11
	s_mov_b32 s10, s11
	s_mov_b32 s54, s20
	s_mov_b32 s55, s20
	s_mov_b32 s56, s20
	s_mov_b32 s57, s20
	s_mov_b32 s58, s24
	s_mov_b32 s59, s24
	s_mov_b32 s60, s24
	s_mov_b32 s61, s24
	s_mov_b32 s20, s21
	s_mov_b32 s62, s21
	s_mov_b32 s63, s21
	s_mov_b32 s24, s25
	s_mov_b32 s64, s25
	s_mov_b32 s65, s25
	s_mov_b32 s27, s26
	s_mov_b32 s66, s26
	s_mov_b32 s67, s26
	s_mov_b32 s23, s22
	s_mov_b32 s68, s22
	s_mov_b32 s69, s22
	s_mov_b64 s[70:71], s[14:15]
	v_lshl_add_u64 v[88:89], v[72:73], 4, s[6:7]
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v79, 0x80000000, v3
	v_xor_b32_e32 v78, 0x80000000, v2
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v81, 0x80000000, v7
	v_xor_b32_e32 v80, 0x80000000, v6
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v83, 0x80000000, v11
	v_xor_b32_e32 v82, 0x80000000, v10
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v85, 0x80000000, v15
	v_xor_b32_e32 v84, 0x80000000, v14
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v87, 0x80000000, v27
	v_xor_b32_e32 v86, 0x80000000, v26
.LBB22_2:                               ;   Parent Loop BB22_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[92:93], v[74:75], 0, s[18:19]
	v_lshl_add_u64 v[90:91], v[88:89], 0, s[18:19]
	global_load_dwordx4 v[60:63], v[92:93], off
	global_load_dwordx4 v[68:71], v[90:91], off
	global_load_dwordx4 v[64:67], v[90:91], off offset:-16
	global_load_dwordx4 v[56:59], v[92:93], off offset:16
	s_add_u32 s72, s70, 0xffffff3c
	s_addc_u32 s73, s71, -1
	s_add_u32 s76, s70, 0xffffff58
	s_addc_u32 s77, s71, -1
	s_add_u32 s78, s70, 0xffffff74
	s_addc_u32 s79, s71, -1
	s_add_u32 s80, s70, 0xffffff90
	s_addc_u32 s81, s71, -1
	s_add_u32 s82, s70, 0xffffffac
	s_load_dword s16, s[70:71], 0x0
	s_addc_u32 s83, s71, -1
	s_add_u32 s84, s70, 0xffffffc8
	s_addc_u32 s85, s71, -1
	s_add_u32 s74, s70, 0xffffffe4
	s_addc_u32 s75, s71, -1
	s_load_dword s74, s[74:75], 0x0
	s_nop 0
	s_load_dword s86, s[72:73], 0x0
	s_load_dword s88, s[76:77], 0x0
	s_load_dword s90, s[78:79], 0x0
	s_load_dword s92, s[80:81], 0x0
	s_nop 0
	s_load_dword s80, s[82:83], 0x0
	s_load_dword s72, s[84:85], 0x0
	s_nop 0
	s_load_dword s82, s[70:71], 0x1c
	s_load_dword s84, s[70:71], 0x38
	s_load_dword s94, s[70:71], 0x54
	s_load_dword s96, s[70:71], 0x70
	s_load_dword s78, s[70:71], 0x8c
	s_load_dword s76, s[70:71], 0xa8
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v97, 0x80000000, v39
	v_xor_b32_e32 v96, 0x80000000, v38
	s_add_u32 s70, s70, 4
	s_addc_u32 s71, s71, 0
	s_add_u32 s18, s18, 32
	s_addc_u32 s19, s19, 0
	s_cmpk_lg_i32 s18, 0xe0
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[70:71], v[94:95], s[30:31], v[70:71]
	v_pk_fma_f32 v[68:69], v[60:61], s[28:29], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], s[30:31], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[28:29], v[56:57], v[64:65]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[66:67], v[80:81], s[16:17], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[4:5], s[16:17], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[4:5], s[86:87], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[6:7], s[86:87], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[62:63], s[36:37], v[66:67]
	v_pk_fma_f32 v[64:65], v[60:61], s[34:35], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:224
	v_pk_fma_f32 v[68:69], v[56:57], s[34:35], v[68:69]
	v_pk_fma_f32 v[70:71], v[58:59], s[36:37], v[70:71]
	global_load_dwordx4 v[56:59], v[92:93], off offset:240
	v_pk_fma_f32 v[66:67], s[86:87], v[2:3], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], s[86:87], v[0:1], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[78:79], s[16:17], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[0:1], s[16:17], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[70:71], v[94:95], s[0:1], v[70:71]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], s[0:1], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[38:39], v[56:57], v[64:65]
	v_pk_fma_f32 v[68:69], v[60:61], s[38:39], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[84:85], s[82:83], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[12:13], s[82:83], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[62:63], s[8:9], v[66:67]
	v_pk_fma_f32 v[64:65], v[60:61], s[40:41], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:464
	v_pk_fma_f32 v[68:69], v[12:13], s[88:89], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[14:15], s[88:89], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[56:57], s[40:41], v[68:69]
	v_pk_fma_f32 v[70:71], v[58:59], s[8:9], v[70:71]
	global_load_dwordx4 v[56:59], v[92:93], off offset:448
	v_pk_fma_f32 v[66:67], s[88:89], v[10:11], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v95, 0x80000000, v31
	v_xor_b32_e32 v94, 0x80000000, v30
	v_pk_fma_f32 v[64:65], s[88:89], v[8:9], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[82:83], s[82:83], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[8:9], s[82:83], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[66:67], s[44:45], v[62:63], v[66:67]
	s_nop 0
	v_pk_fma_f32 v[66:67], v[94:95], s[84:85], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], s[42:43], v[60:61], v[64:65]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v59
	v_xor_b32_e32 v94, 0x80000000, v58
	v_pk_fma_f32 v[70:71], v[94:95], s[44:45], v[70:71]
	v_pk_fma_f32 v[68:69], v[56:57], s[42:43], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[28:29], s[84:85], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[58:59], s[48:49], v[66:67]
	v_pk_fma_f32 v[64:65], v[56:57], s[46:47], v[64:65]
	global_load_dwordx4 v[56:59], v[92:93], off offset:688
	v_pk_fma_f32 v[68:69], v[28:29], s[90:91], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[30:31], s[90:91], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[60:61], s[46:47], v[68:69]
	v_pk_fma_f32 v[70:71], v[62:63], s[48:49], v[70:71]
	global_load_dwordx4 v[60:63], v[92:93], off offset:672
	v_pk_fma_f32 v[66:67], s[90:91], v[26:27], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], s[90:91], v[24:25], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v95, 0x80000000, v23
	v_xor_b32_e32 v94, 0x80000000, v22
	v_pk_fma_f32 v[70:71], v[86:87], s[84:85], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[24:25], s[84:85], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[66:67], s[2:3], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[50:51], v[56:57], v[64:65]
	v_pk_fma_f32 v[66:67], v[94:95], s[94:95], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[20:21], s[94:95], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[70:71], v[94:95], s[2:3], v[70:71]
	v_pk_fma_f32 v[68:69], v[60:61], s[50:51], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[62:63], s[10:11], v[66:67]
	v_pk_fma_f32 v[64:65], v[60:61], s[52:53], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:912
	v_pk_fma_f32 v[68:69], v[20:21], s[92:93], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[22:23], s[92:93], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[56:57], s[52:53], v[68:69]
	v_pk_fma_f32 v[70:71], v[58:59], s[10:11], v[70:71]
	global_load_dwordx4 v[56:59], v[92:93], off offset:896
	v_pk_fma_f32 v[64:65], s[92:93], v[16:17], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], s[92:93], v[18:19], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[16:17], s[94:95], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v95, 0x80000000, v47
	v_xor_b32_e32 v94, 0x80000000, v46
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[64:65], s[54:55], v[60:61], v[64:65]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[44:45], s[96:97], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], s[56:57], v[62:63], v[66:67]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[68:69], v[56:57], s[54:55], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[56:57], s[58:59], v[64:65]
	v_xor_b32_e32 v57, 0x80000000, v19
	v_xor_b32_e32 v56, 0x80000000, v18
	v_pk_fma_f32 v[66:67], v[94:95], s[96:97], v[66:67] op_sel_hi:[1,0,1]
	v_xor_b32_e32 v95, 0x80000000, v59
	v_xor_b32_e32 v94, 0x80000000, v58
	v_pk_fma_f32 v[56:57], v[56:57], s[94:95], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[58:59], s[60:61], v[66:67]
	v_pk_fma_f32 v[56:57], v[94:95], s[56:57], v[56:57]
	v_pk_fma_f32 v[58:59], v[44:45], s[80:81], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[46:47], s[80:81], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[60:61], s[58:59], v[58:59]
	v_pk_fma_f32 v[60:61], v[62:63], s[60:61], v[56:57]
	global_load_dwordx4 v[56:59], v[92:93], off offset:1136
	v_xor_b32_e32 v71, 0x80000000, v43
	v_xor_b32_e32 v70, 0x80000000, v42
	v_pk_fma_f32 v[70:71], v[70:71], s[96:97], v[60:61] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[60:63], v[92:93], off offset:1120
	v_pk_fma_f32 v[66:67], s[80:81], v[42:43], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], s[80:81], v[40:41], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[40:41], s[96:97], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[66:67], s[62:63], v[58:59], v[66:67]
	v_pk_fma_f32 v[64:65], s[20:21], v[56:57], v[64:65]
	v_pk_fma_f32 v[66:67], v[96:97], s[78:79], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[36:37], s[78:79], v[64:65] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v95, 0x80000000, v63
	v_xor_b32_e32 v94, 0x80000000, v62
	v_pk_fma_f32 v[68:69], v[60:61], s[20:21], v[68:69] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[62:63], s[64:65], v[66:67]
	v_pk_fma_f32 v[98:99], v[60:61], s[24:25], v[64:65]
	global_load_dwordx4 v[60:63], v[92:93], off offset:1360
	global_load_dwordx4 v[64:67], v[92:93], off offset:1344
	v_pk_fma_f32 v[70:71], v[94:95], s[62:63], v[70:71]
	v_pk_fma_f32 v[68:69], v[36:37], s[72:73], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[38:39], s[72:73], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], s[72:73], v[34:35], v[96:97] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[56:57], s[24:25], v[68:69]
	v_pk_fma_f32 v[58:59], v[58:59], s[64:65], v[70:71]
	v_xor_b32_e32 v69, 0x80000000, v55
	v_xor_b32_e32 v68, 0x80000000, v54
	v_xor_b32_e32 v71, 0x80000000, v35
	v_xor_b32_e32 v70, 0x80000000, v34
	v_pk_fma_f32 v[58:59], v[70:71], s[78:79], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[32:33], s[78:79], v[56:57] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], s[72:73], v[32:33], v[98:99] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_xor_b32_e32 v71, 0x80000000, v51
	v_xor_b32_e32 v70, 0x80000000, v50
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[92:93], s[66:67], v[62:63], v[92:93]
	s_nop 0
	v_pk_fma_f32 v[68:69], v[68:69], s[76:77], v[92:93] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v93, 0x80000000, v67
	v_xor_b32_e32 v92, 0x80000000, v66
	v_pk_fma_f32 v[56:57], v[64:65], s[26:27], v[56:57] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], s[26:27], v[60:61], v[94:95]
	v_pk_fma_f32 v[58:59], v[92:93], s[66:67], v[58:59]
	v_pk_fma_f32 v[94:95], v[52:53], s[76:77], v[94:95] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[52:53], s[74:75], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[54:55], s[74:75], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], s[68:69], v[68:69]
	v_pk_fma_f32 v[64:65], v[64:65], s[22:23], v[94:95]
	v_pk_fma_f32 v[60:61], v[60:61], s[22:23], v[56:57]
	v_pk_fma_f32 v[62:63], v[62:63], s[68:69], v[58:59]
	v_pk_fma_f32 v[58:59], s[74:75], v[50:51], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], s[74:75], v[48:49], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[60:61], v[48:49], s[76:77], v[60:61] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], v[70:71], s[76:77], v[62:63] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[90:91], v[56:59], off offset:-16
	global_store_dwordx4 v[90:91], v[60:63], off
	s_cbranch_scc1 .LBB22_2
; %bb.3:                                ;   in Loop: Header=BB22_1 Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_eq_u32 s33, 7
	v_add_u32_e32 v72, 14, v72
	s_cbranch_scc0 .LBB22_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 98
		.amdhsa_accum_offset 100
		.amdhsa_reserve_vcc 0
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
.Lfunc_end22:
	.size	_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end22-_Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 100
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 98
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2256
; TotalNumSgprs: 104
; NumVgprs: 100
; NumAgprs: 0
; TotalNumVgprs: 100
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 100
; AccumOffset: 100
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_ ; -- Begin function _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.globl	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
	.p2align	8
	.type	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_,@function
_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_: ; @_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_mov_b32 s23, 0
	s_mov_b64 s[16:17], 0xc4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	s_movk_i32 s0, 0x62
	v_mul_lo_u32 v2, v0, s0
	s_add_u32 s14, s4, 16
	s_addc_u32 s15, s5, 0
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v36, v2
	scratch_store_dwordx2 off, v[0:1], off offset:16 ; 8-byte Folded Spill
.LBB23_1:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB23_2 Depth 2
	scratch_load_dwordx2 v[84:85], off, off offset:16 ; 8-byte Folded Reload
	v_ashrrev_i32_e32 v37, 31, v36
	v_mov_b32_e32 v38, v36
	v_lshl_add_u64 v[82:83], v[36:37], 4, s[14:15]
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[20:21], s[16:17]
	scratch_store_dwordx2 off, v[38:39], off ; 8-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[0:1], s[0:1], s23, 14, v[84:85]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 4, s[6:7]
	global_load_dwordx4 v[8:11], v[0:1], off offset:48
	global_load_dwordx4 v[4:7], v[0:1], off offset:32
	global_load_dwordx4 v[12:15], v[0:1], off offset:16
	global_load_dwordx4 v[28:31], v[0:1], off
	global_load_dwordx4 v[56:59], v[0:1], off offset:112
	global_load_dwordx4 v[16:19], v[0:1], off offset:96
	global_load_dwordx4 v[60:63], v[0:1], off offset:80
	global_load_dwordx4 v[20:23], v[0:1], off offset:64
	global_load_dwordx4 v[64:67], v[0:1], off offset:176
	global_load_dwordx4 v[24:27], v[0:1], off offset:160
	global_load_dwordx4 v[68:71], v[0:1], off offset:144
	global_load_dwordx4 v[32:35], v[0:1], off offset:128
	global_load_dwordx4 v[72:75], v[0:1], off offset:208
	s_nop 0
	scratch_store_dwordx2 off, v[0:1], off offset:8 ; 8-byte Folded Spill
	global_load_dwordx4 v[0:3], v[0:1], off offset:192
.LBB23_2:                               ;   Parent Loop BB23_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshl_add_u64 v[86:87], v[84:85], 4, s[4:5]
	global_load_dwordx4 v[52:55], v[86:87], off
	global_load_dwordx4 v[48:51], v[86:87], off offset:32
	global_load_dwordx4 v[44:47], v[86:87], off offset:64
	global_load_dwordx4 v[40:43], v[86:87], off offset:96
	global_load_dwordx4 v[36:39], v[86:87], off offset:128
	s_add_u32 s38, s12, s20
	s_addc_u32 s39, s13, s21
	s_add_u32 s0, s38, 0xffffff3c
	s_addc_u32 s1, s39, -1
	s_load_dword s36, s[0:1], 0x0
	s_add_u32 s30, s12, s18
	s_load_dword s38, s[38:39], 0x0
	s_addc_u32 s31, s13, s19
	s_load_dwordx4 s[0:3], s[30:31], 0x0
	s_load_dword s22, s[30:31], 0x18
	s_load_dwordx4 s[8:11], s[30:31], 0xc4
	s_load_dwordx2 s[26:27], s[30:31], 0x10
	s_load_dword s24, s[30:31], 0xdc
	s_load_dwordx2 s[28:29], s[30:31], 0xd4
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s30, s3
	s_mov_b32 s34, s11
	s_add_u32 s18, s18, 28
	s_addc_u32 s19, s19, 0
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	v_add_u32_e32 v84, 14, v84
	s_cmpk_eq_i32 s18, 0xc4
	global_load_dwordx4 v[104:107], v[86:87], off offset:144
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[100:101], s[36:37], v[54:55], v[14:15] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[96:97], s[36:37], v[50:51], v[10:11] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], s[36:37], v[48:49], v[8:9] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[8:11], v[86:87], off offset:192
	v_pk_fma_f32 v[102:103], s[36:37], v[52:53], v[12:13] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[92:93], s[36:37], v[46:47], v[62:63] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], s[36:37], v[44:45], v[60:61] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[12:15], v[86:87], off offset:160
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[90:91], s[36:37], v[40:41], v[56:57] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], s[36:37], v[42:43], v[58:59] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[70:71], s[36:37], v[38:39], v[70:71] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], s[36:37], v[36:37], v[68:69] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[60:61], s[36:37], v[10:11], v[74:75] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], s[36:37], v[8:9], v[72:73] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	global_load_dwordx4 v[72:75], v[82:83], off offset:-16
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[56:57], s[36:37], v[14:15], v[66:67] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], s[36:37], v[12:13], v[64:65] op_sel_hi:[0,1,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], v[72:73], s[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[74:75], s[0:1], v[100:101] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[100:103], v[86:87], off offset:16
	v_pk_fma_f32 v[112:113], v[72:73], s[0:1], v[98:99] op_sel:[0,1,0]
	v_pk_fma_f32 v[114:115], v[74:75], s[0:1], v[96:97] op_sel:[0,1,0]
	global_load_dwordx4 v[96:99], v[86:87], off offset:48
	v_pk_fma_f32 v[118:119], v[72:73], s[2:3], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[74:75], s[2:3], v[92:93] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[92:95], v[86:87], off offset:80
	v_pk_fma_f32 v[124:125], v[72:73], s[30:31], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[74:75], s[30:31], v[88:89] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[88:91], v[86:87], off offset:112
	v_xor_b32_e32 v65, 0x80000000, v75
	v_xor_b32_e32 v64, 0x80000000, v74
	v_pk_fma_f32 v[80:81], v[74:75], s[26:27], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[72:73], s[26:27], v[68:69] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[28:29], s[36:37], v[100:101], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[72:73], s[8:9], v[28:29] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[74:75], s[22:23], v[60:61] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], s[36:37], v[96:97], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[72:73], s[8:9], v[4:5] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], s[36:37], v[102:103], v[30:31] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], s[36:37], v[92:93], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[72:73], s[10:11], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], s[38:39], v[100:101], v[66:67] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], s[36:37], v[88:89], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77], v[72:73], s[34:35], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], s[36:37], v[104:105], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[72:73], s[28:29], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], v[72:73], s[26:27], v[58:59] op_sel:[0,1,0]
	v_pk_fma_f32 v[16:17], v[74:75], s[26:27], v[56:57] op_sel:[0,1,0]
	global_load_dwordx4 v[56:59], v[86:87], off offset:176
	v_pk_fma_f32 v[74:75], s[36:37], v[106:107], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[64:65], s[8:9], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], s[36:37], v[98:99], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], s[36:37], v[94:95], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[64:65], s[8:9], v[68:69] op_sel:[0,1,0]
	v_pk_fma_f32 v[70:71], v[64:65], s[10:11], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], s[38:39], v[102:103], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], s[38:39], v[54:55], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], s[38:39], v[52:53], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], s[38:39], v[98:99], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[96:97], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], s[38:39], v[50:51], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], s[38:39], v[48:49], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], s[38:39], v[94:95], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[92:93], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], s[38:39], v[46:47], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], s[38:39], v[44:45], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[88:89], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], s[38:39], v[40:41], v[76:77] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], s[38:39], v[106:107], v[80:81] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[20:21], s[36:37], v[56:57], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[72:73], s[28:29], v[20:21] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[72:73], s[22:23], v[62:63] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[60:63], v[86:87], off offset:208
	v_pk_fma_f32 v[86:87], s[36:37], v[58:59], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], v[64:65], s[28:29], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[36:37], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[26:27], s[38:39], v[38:39], v[26:27] op_sel_hi:[0,1,1]
	global_load_dwordx4 v[36:39], v[82:83], off
	v_pk_fma_f32 v[32:33], v[64:65], s[28:29], v[86:87] op_sel:[0,1,0]
	v_pk_fma_f32 v[76:77], s[38:39], v[56:57], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], s[38:39], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	v_lshl_add_u64 v[82:83], v[82:83], 0, 32
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[0:1], s[36:37], v[60:61], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[72:73], s[24:25], v[0:1] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[72:73], s[36:37], v[90:91], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[36:37], v[62:63], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[64:65], s[34:35], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[64:65], s[24:25], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], s[38:39], v[90:91], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], s[38:39], v[42:43], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[104:105], v[78:79] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v39, 0x80000000, v39
	v_xor_b32_e32 v38, 0x80000000, v38
	v_pk_fma_f32 v[64:65], s[38:39], v[58:59], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[14:15], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[80:81], s[38:39], v[62:63], v[28:29] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[60:61], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[38:39], v[10:11], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], s[38:39], v[8:9], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[38:39], s[8:9], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[36:37], s[8:9], v[100:101] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[38:39], s[0:1], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[36:37], s[0:1], v[52:53] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[38:39], s[8:9], v[6:7] op_sel:[0,1,0]
	v_pk_fma_f32 v[8:9], v[36:37], s[8:9], v[66:67] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[38:39], s[0:1], v[50:51] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[36:37], s[0:1], v[48:49] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], v[38:39], s[10:11], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[36:37], s[10:11], v[68:69] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[22:23], v[38:39], s[2:3], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[36:37], s[2:3], v[44:45] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[38:39], s[34:35], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[36:37], s[34:35], v[70:71] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[18:19], v[38:39], s[30:31], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[36:37], s[30:31], v[40:41] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[38:39], s[28:29], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[36:37], s[28:29], v[72:73] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[38:39], s[26:27], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[36:37], s[26:27], v[74:75] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[38:39], s[28:29], v[64:65] op_sel:[0,1,0]
	v_pk_fma_f32 v[64:65], v[36:37], s[28:29], v[76:77] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[26:27], v[38:39], s[26:27], v[78:79] op_sel:[0,1,0]
	v_pk_fma_f32 v[24:25], v[36:37], s[26:27], v[24:25] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[38:39], s[24:25], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[36:37], s[24:25], v[86:87] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[0:1], v[36:37], s[22:23], v[0:1] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[38:39], s[22:23], v[2:3] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB23_2
; %bb.3:                                ;   in Loop: Header=BB23_1 Depth=1
	scratch_load_dwordx2 v[36:37], off, off offset:8 ; 8-byte Folded Reload
	s_add_i32 s23, s23, 1
	s_add_u32 s16, s16, 28
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u32 s23, 7
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[36:37], v[12:15], off offset:16
	global_store_dwordx4 v[36:37], v[28:31], off
	global_store_dwordx4 v[36:37], v[8:11], off offset:48
	global_store_dwordx4 v[36:37], v[4:7], off offset:32
	global_store_dwordx4 v[36:37], v[60:63], off offset:80
	global_store_dwordx4 v[36:37], v[20:23], off offset:64
	global_store_dwordx4 v[36:37], v[56:59], off offset:112
	global_store_dwordx4 v[36:37], v[16:19], off offset:96
	global_store_dwordx4 v[36:37], v[68:71], off offset:144
	global_store_dwordx4 v[36:37], v[32:35], off offset:128
	global_store_dwordx4 v[36:37], v[64:67], off offset:176
	global_store_dwordx4 v[36:37], v[24:27], off offset:160
	global_store_dwordx4 v[36:37], v[72:75], off offset:208
	global_store_dwordx4 v[36:37], v[0:3], off offset:192
	scratch_load_dwordx2 v[36:37], off, off ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v36, 14, v36
	s_cbranch_scc0 .LBB23_1
; %bb.4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 28
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 128
		.amdhsa_reserve_vcc 0
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
.Lfunc_end23:
	.size	_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_, .Lfunc_end23-_Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_
                                        ; -- End function
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_vgpr, 128
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_agpr, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.numbered_sgpr, 40
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.num_named_barrier, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.private_seg_size, 28
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_vcc, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.uses_flat_scratch, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_dyn_sized_stack, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_recursion, 0
	.set _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1712
; TotalNumSgprs: 46
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 28
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i ; -- Begin function _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.globl	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
	.p2align	8
	.type	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i,@function
_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i: ; @_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
; %bb.0:
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_cmp_gt_u32_e32 vcc, 49, v1
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	s_and_b64 s[6:7], vcc, s[4:5]
	v_lshlrev_b32_e32 v2, 2, v1
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB24_2
; %bb.1:
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshlrev_b32_e32 v3, 3, v1
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[4:5], v3, s[6:7]
	v_add_u32_e32 v3, 0x400, v2
	s_waitcnt vmcnt(0)
	ds_write2_b32 v3, v5, v4 offset0:136 offset1:188
.LBB24_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s3, s[0:1], 0x18
	s_lshl_b32 s4, s2, 5
	v_lshl_add_u32 v24, v0, 4, s4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], s3, v24
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB24_9
; %bb.3:
	v_mul_u32_u24_e32 v3, 0x2493, v1
	v_mov_b32_e32 v4, 7
	v_mul_lo_u16_sdwa v3, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add_u32_e32 v4, 16, v24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_min_i32_e32 v25, s3, v4
	s_movk_i32 s0, 0xc4
	v_mov_b32_e32 v4, 0x310
	v_sub_u16_e32 v3, v1, v3
	v_mad_u32_u24 v4, v0, s0, v4
	v_add_u32_e32 v26, v4, v2
	v_mad_u32_u24 v27, v0, s0, v2
	v_sub_u32_e32 v2, v1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v2, 2, v2
	v_mad_u32_u24 v29, v0, s0, v3
	v_mad_u32_u24 v33, v0, s0, v2
	s_mulk_i32 s2, 0x620
	v_mul_u32_u24_e32 v0, 0x310, v0
	v_add_u32_e32 v28, v4, v3
	v_add_u32_e32 v30, 0x6f0, v2
	v_add_u32_e32 v31, 0x620, v2
	v_add_u32_e32 v32, v4, v2
	v_add_u32_e32 v34, 0x6f0, v3
	v_add_u32_e32 v35, 0x620, v3
	v_add3_u32 v0, v1, s2, v0
	s_mov_b64 s[2:3], 0
	v_add_u32_e32 v36, 0x4a0, v33
	v_add_u32_e32 v37, 0x4a8, v33
	v_add_u32_e32 v38, 0x400, v29
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
	s_branch .LBB24_5
.LBB24_4:                               ;   in Loop: Header=BB24_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v24, 2, v24
	v_cmp_ge_i32_e64 s[0:1], v24, v25
	v_add_u32_e32 v0, 0x62, v0
	s_or_b64 s[2:3], s[0:1], s[2:3]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v8
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB24_9
.LBB24_5:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v9, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB24_7
; %bb.6:                                ;   in Loop: Header=BB24_5 Depth=1
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dwordx2 v[6:7], v[4:5], off
	global_load_dwordx2 v[10:11], v[4:5], off offset:392
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dwordx2 v[2:3], v[4:5], off
	global_load_dwordx2 v[8:9], v[4:5], off offset:392
	s_waitcnt vmcnt(3)
	ds_write_b32 v26, v6
	s_waitcnt vmcnt(2)
	ds_write_b32 v27, v10 offset:1176
	ds_write2_b32 v27, v7, v11 offset1:98
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v9
.LBB24_7:                               ;   in Loop: Header=BB24_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB24_4
; %bb.8:                                ;   in Loop: Header=BB24_5 Depth=1
	ds_read2_b32 v[8:9], v29 offset1:7
	ds_read2_b32 v[2:3], v29 offset0:42 offset1:98
	ds_read2_b32 v[16:17], v28 offset1:98
	ds_read2_b32 v[10:11], v30 offset1:1
	ds_read2_b32 v[50:51], v33 offset0:98 offset1:99
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v18, v8
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v19, v3
	ds_read2_b32 v[12:13], v31 offset1:1
	ds_read2_b32 v[14:15], v30 offset0:2 offset1:3
	ds_read2_b32 v[20:21], v30 offset0:4 offset1:5
	ds_read_b32 v8, v30 offset:24
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[40:41], v[18:19], v[10:11], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[16:17], v[10:11], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[40:41], v[16:17], v[12:13], v[40:41] op_sel_hi:[1,0,1]
	ds_read2_b32 v[16:17], v32 offset1:1
	ds_read2_b32 v[44:45], v32 offset0:98 offset1:99
	v_pk_fma_f32 v[4:5], v[18:19], v[12:13], v[4:5] op_sel_hi:[1,0,1]
	ds_read2_b32 v[18:19], v33 offset1:1
	ds_read2_b32 v[46:47], v33 offset0:2 offset1:3
	ds_read2_b32 v[62:63], v35 offset1:7
	ds_read2_b32 v[54:55], v34 offset1:7
	ds_read2_b32 v[56:57], v33 offset0:100 offset1:101
	ds_read2_b32 v[58:59], v33 offset0:102 offset1:103
	ds_read2_b32 v[60:61], v33 offset0:4 offset1:5
	s_waitcnt lgkmcnt(8)
	v_mov_b32_e32 v48, v16
	s_waitcnt lgkmcnt(7)
	v_mov_b32_e32 v49, v44
	s_waitcnt lgkmcnt(6)
	v_mov_b32_e32 v52, v18
	v_mov_b32_e32 v53, v50
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[40:41], v[52:53], v[54:55], v[40:41] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], v[48:49], v[54:55], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[48:49], v[62:63], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[62:63], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	ds_read2_b32 v[48:49], v29 offset0:203 offset1:210
	ds_read2_b32 v[52:53], v38 offset0:45 offset1:52
	ds_read2_b32 v[68:69], v29 offset0:105 offset1:112
	v_mov_b32_e32 v66, v9
	v_mov_b32_e32 v44, v17
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v64, v48
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v65, v52
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v67, v68
	v_pk_fma_f32 v[40:41], v[66:67], v[10:11], v[40:41] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[64:65], v[10:11], v[4:5] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[64:65], v[12:13], v[40:41] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[66:67], v[12:13], v[4:5] op_sel:[0,1,0]
	ds_read2_b32 v[12:13], v29 offset0:14 offset1:21
	ds_read2_b32 v[16:17], v34 offset0:14 offset1:21
	v_mov_b32_e32 v50, v19
	v_mov_b32_e32 v18, v55
	ds_read2_b32 v[42:43], v31 offset0:2 offset1:3
	ds_read2_b32 v[22:23], v31 offset0:4 offset1:5
	ds_read_b32 v6, v31 offset:24
	v_pk_fma_f32 v[10:11], v[50:51], v[18:19], v[10:11] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v40, v63
	v_pk_fma_f32 v[4:5], v[44:45], v[18:19], v[4:5] op_sel_hi:[1,0,1]
	ds_read2_b32 v[62:63], v35 offset0:14 offset1:21
	v_pk_fma_f32 v[10:11], v[44:45], v[40:41], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[50:51], v[40:41], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v52, v49
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v68, v12
	ds_read2_b32 v[18:19], v33 offset0:198 offset1:199
	ds_read2_b32 v[40:41], v36 offset1:1
	ds_read2_b32 v[44:45], v33 offset0:200 offset1:201
	ds_read_b32 v12, v34 offset:168
	ds_read_b32 v48, v35 offset:168
	v_pk_fma_f32 v[10:11], v[68:69], v[14:15], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[14:15], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[10:11], v[52:53], v[42:43], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[68:69], v[42:43], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v50, v18
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v51, v40
	v_mov_b32_e32 v54, v46
	v_mov_b32_e32 v55, v56
	v_pk_fma_f32 v[10:11], v[54:55], v[16:17], v[10:11] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[4:5], v[50:51], v[16:17], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[50:51], v[62:63], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[54:55], v[62:63], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	ds_read2_b32 v[50:51], v29 offset0:217 offset1:224
	ds_read2_b32 v[54:55], v38 offset0:59 offset1:66
	ds_read2_b32 v[68:69], v29 offset0:119 offset1:126
	v_mov_b32_e32 v66, v13
	v_mov_b32_e32 v40, v19
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v64, v50
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v65, v54
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v67, v68
	ds_read2_b32 v[18:19], v29 offset0:28 offset1:35
	v_pk_fma_f32 v[10:11], v[66:67], v[14:15], v[10:11] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[64:65], v[14:15], v[4:5] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[64:65], v[42:43], v[10:11] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[66:67], v[42:43], v[4:5] op_sel:[0,1,0]
	v_mov_b32_e32 v56, v47
	v_mov_b32_e32 v14, v17
	ds_read2_b32 v[52:53], v37 offset1:1
	v_pk_fma_f32 v[10:11], v[56:57], v[14:15], v[10:11] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v16, v63
	v_pk_fma_f32 v[4:5], v[40:41], v[14:15], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[40:41], v[16:17], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[56:57], v[16:17], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	ds_read2_b32 v[16:17], v34 offset0:28 offset1:35
	ds_read2_b32 v[40:41], v35 offset0:28 offset1:35
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v68, v18
	v_mov_b32_e32 v54, v51
	v_pk_fma_f32 v[10:11], v[68:69], v[20:21], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[54:55], v[20:21], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[54:55], v[22:23], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v42, v60
	v_mov_b32_e32 v43, v58
	v_pk_fma_f32 v[4:5], v[68:69], v[22:23], v[4:5] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v14, v44
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v15, v52
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[10:11], v[42:43], v[16:17], v[10:11] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	ds_read2_b32 v[46:47], v29 offset0:231 offset1:238
	ds_read2_b32 v[50:51], v38 offset0:73 offset1:80
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[10:11], v[14:15], v[40:41], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[14:15], v[16:17], v[4:5] op_sel_hi:[1,0,1]
	ds_read2_b32 v[14:15], v29 offset0:133 offset1:140
	v_pk_fma_f32 v[4:5], v[42:43], v[40:41], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v42, v46
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v43, v50
	v_mov_b32_e32 v18, v19
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v19, v14
	v_pk_fma_f32 v[10:11], v[18:19], v[20:21], v[10:11] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[42:43], v[20:21], v[4:5] op_sel:[0,1,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[42:43], v[22:23], v[10:11] op_sel:[0,1,0]
	v_pk_fma_f32 v[4:5], v[18:19], v[22:23], v[4:5] op_sel:[0,1,0]
	v_mov_b32_e32 v52, v45
	v_mov_b32_e32 v58, v61
	v_mov_b32_e32 v14, v17
	v_pk_fma_f32 v[10:11], v[58:59], v[14:15], v[10:11] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v16, v41
	v_pk_fma_f32 v[4:5], v[52:53], v[14:15], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[52:53], v[16:17], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[58:59], v[16:17], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v3, v15
	v_add_u32_e32 v7, 0x200, v33
	ds_read2_b32 v[14:15], v33 offset0:6 offset1:104
	ds_read2_b32 v[16:17], v7 offset0:74 offset1:172
	v_mov_b32_e32 v50, v47
	v_pk_fma_f32 v[10:11], v[2:3], v[8:9], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[50:51], v[8:9], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[50:51], v[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[2:3], v[6:7], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[2:3], v[14:15], v[12:13], v[10:11] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[4:5], v[16:17], v[12:13], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[16:17], v[48:49], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[14:15], v[48:49], v[4:5] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[1,0,0]
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v4
	v_lshl_add_u64 v[8:9], v[0:1], 3, s[6:7]
	global_store_dwordx2 v[8:9], v[6:7], off
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v5
	global_store_dwordx2 v[8:9], v[6:7], off offset:392
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v9, v5
	s_branch .LBB24_4
.LBB24_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
		.amdhsa_group_segment_fixed_size 1972
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 72
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
.Lfunc_end24:
	.size	_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i, .Lfunc_end24-_Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i
                                        ; -- End function
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_vgpr, 70
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_agpr, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.numbered_sgpr, 8
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.num_named_barrier, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.private_seg_size, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_vcc, 1
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.uses_flat_scratch, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_dyn_sized_stack, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_recursion, 0
	.set _Z16final_gpu_kernelPK15HIP_vector_typeIfLj2EEPS0_S2_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1696
; TotalNumSgprs: 14
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1972 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         _Z10comm_emptyP15HIP_vector_typeIfLj2EES1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _Z9comm_initPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _Z13comm_refactorPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _Z26comm_refactor_direct_storePK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         _Z16comm_aosoa_naivePK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _Z26comm_aosoa_naive_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z31comm_aosoa_naive_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         _Z23comm_aosoa_naive_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _Z33comm_aosoa_naive_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z38comm_aosoa_naive_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         _Z10comm_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     49
    .sgpr_spill_count: 0
    .symbol:         _Z20comm_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z25comm_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         _Z17comm_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     49
    .sgpr_spill_count: 0
    .symbol:         _Z27comm_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z32comm_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z17comm_manual_aosoaPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         _Z27comm_manual_aosoa_constantsPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     98
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 28
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         _Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 6
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         _Z41comm_manual_aosoa_constants_perm_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     98
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z24comm_manual_aosoa_directPK15HIP_vector_typeIfLj2EEPS0_S2_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         _Z34comm_manual_aosoa_constants_directPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     100
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         _Z43comm_manual_aosoa_constants_direct_prefetchPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     100
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 28
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         _Z39comm_manual_aosoa_constants_direct_permPK15HIP_vector_typeIfLj2EEPS0_S2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 6
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
