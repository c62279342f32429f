	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf ; -- Begin function _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
	.globl	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf,@function
_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf: ; @_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_bfe_u32 v4, v0, 10, 10
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v1, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v1, 0xffc, v1
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[2:3]
	v_add_nc_u32_e32 v1, 0, v1
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v2
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s8
	s_load_b64 s[8:9], s[0:1], 0x1c
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v0, 0x3ff, v0
	s_wait_kmcnt 0x0
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_i32_e64 s8, v4
	s_cbranch_execz .LBB0_7
; %bb.3:
	s_load_u16 s10, s[0:1], 0x3e
	v_mad_co_u64_u32 v[1:2], null, v4, s9, v[0:1]
	v_lshl_add_u32 v5, v0, 2, 0
	v_mov_b32_e32 v3, 0
	s_mul_i32 s11, s8, ttmp9
	s_mov_b32 s12, 0
	s_wait_kmcnt 0x0
	s_mul_i32 s13, s9, s10
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	v_add_nc_u32_e32 v4, s10, v4
	v_add_nc_u32_e32 v1, s13, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_le_i32_e64 s2, s8, v4
	s_or_b32 s12, s2, s12
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB0_7
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v2, s11, v4
	s_mov_b32 s14, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[2:3]
	v_add_co_u32 v6, s2, s4, v6
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s5, v7, s2
	global_load_b32 v6, v[6:7], off
	s_wait_loadcnt 0x0
	v_cmpx_neq_f32_e32 0, v6
	s_cbranch_execz .LBB0_4
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[7:8], 2, v[1:2]
	v_add_co_u32 v7, s2, s6, v7
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, s7, v8, s2
	global_load_b32 v2, v[7:8], off
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v2, v6, v2
	ds_add_f32 v5, v2
	s_branch .LBB0_4
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_lshl_add_u32 v1, v0, 2, 0
	s_load_b64 s[0:1], s[0:1], 0x28
	ds_load_b32 v2, v1
	v_mad_co_u64_u32 v[0:1], null, s9, ttmp9, v[0:1]
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_wait_dscnt 0x0
	v_max_num_f32_e64 v2, v2, v2 clamp
	global_store_b32 v[0:1], v2, off
.LBB0_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 15
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
	.size	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf, .Lfunc_end0-_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.num_vgpr, 9
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.numbered_sgpr, 15
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; TotalNumSgprs: 17
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf ; -- Begin function _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
	.globl	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf,@function
_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf: ; @_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
; %bb.0:
	s_clause 0x3
	s_load_b32 s14, s[0:1], 0x4c
	s_load_b64 s[12:13], s[0:1], 0x2c
	s_load_b64 s[2:3], s[0:1], 0x20
	s_load_b256 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v8, 0x3ff, v0
	v_bfe_u32 v1, v0, 10, 10
	s_wait_kmcnt 0x0
	s_and_b32 s14, s14, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u32_u24 v0, v1, s14, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s13, v0
	s_and_saveexec_b32 s15, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v3, v2, s[2:3]
	v_add_nc_u32_e32 v2, 0, v2
	s_wait_loadcnt 0x0
	ds_store_b32 v2, v3
.LBB1_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_i32_e64 s12, v1
	s_cbranch_execz .LBB1_9
; %bb.3:
	s_add_nc_u64 s[16:17], s[0:1], 64
	v_mov_b32_e32 v3, 0
	s_load_u16 s15, s[16:17], 0xe
	s_mul_i32 s16, s12, ttmp9
	s_mov_b32 s17, 0
	s_branch .LBB1_5
.LBB1_4:                                ;   in Loop: Header=BB1_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s18
	s_wait_kmcnt 0x0
	v_add_nc_u32_e32 v1, s15, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_i32_e64 s2, s12, v1
	s_or_b32 s17, s2, s17
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB1_9
.LBB1_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_8 Depth 2
	v_add_nc_u32_e32 v2, s16, v1
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[2:3]
	v_add_co_u32 v4, s2, s4, v4
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, s5, v5, s2
	global_load_b32 v9, v[4:5], off
	s_wait_loadcnt 0x0
	v_cmpx_neq_f32_e32 0, v9
	s_cbranch_execz .LBB1_4
; %bb.6:                                ;   in Loop: Header=BB1_5 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[1:2]
	v_add_co_u32 v4, s2, s6, v4
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s7, v5, s2
	global_load_b64 v[4:5], v[4:5], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v6, v4, v8
	v_cmp_lt_i32_e64 s2, v6, v5
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB1_4
; %bb.7:                                ;   in Loop: Header=BB1_5 Depth=1
	s_mov_b32 s19, 0
.LBB1_8:                                ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[10:11], 2, v[6:7]
	v_add_nc_u32_e32 v6, s14, v6
	v_add_co_u32 v12, s2, s8, v10
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, s9, v11, s2
	v_add_co_u32 v10, s2, s10, v10
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v11, null, s11, v11, s2
	global_load_b32 v2, v[12:13], off
	global_load_b32 v4, v[10:11], off
	v_cmp_ge_i32_e64 s2, v6, v5
	s_or_b32 s19, s2, s19
	s_wait_loadcnt 0x1
	v_lshl_add_u32 v2, v2, 2, 0
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v4, v9, v4
	ds_add_f32 v2, v4
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execnz .LBB1_8
	s_branch .LBB1_4
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB1_11
; %bb.10:
	v_lshl_add_u32 v1, v0, 2, 0
	s_load_b64 s[0:1], s[0:1], 0x38
	ds_load_b32 v2, v1
	v_mad_co_u64_u32 v[0:1], null, s13, ttmp9, v[0:1]
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_wait_dscnt 0x0
	v_max_num_f32_e64 v2, v2, v2 clamp
	global_store_b32 v[0:1], v2, off
.LBB1_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
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
	.size	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf, .Lfunc_end1-_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.num_vgpr, 14
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.numbered_sgpr, 20
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 648
; TotalNumSgprs: 22
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf ; -- Begin function _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
	.globl	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf,@function
_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf: ; @_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_bfe_u32 v4, v0, 10, 10
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_lshlrev_b32_e32 v1, 2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v1, 0xffc, v1
	s_wait_kmcnt 0x0
	global_load_b32 v2, v1, s[2:3]
	v_add_nc_u32_e32 v1, 0, v1
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v2
.LBB2_2:
	s_or_b32 exec_lo, exec_lo, s8
	s_load_b64 s[8:9], s[0:1], 0x1c
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v0, 0x3ff, v0
	s_wait_kmcnt 0x0
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_i32_e64 s8, v4
	s_cbranch_execz .LBB2_7
; %bb.3:
	s_load_u16 s10, s[0:1], 0x3e
	v_mad_co_u64_u32 v[1:2], null, v4, s9, v[0:1]
	v_lshl_add_u32 v5, v0, 2, 0
	v_mov_b32_e32 v3, 0
	s_mul_i32 s11, s8, ttmp9
	s_mov_b32 s12, 0
	s_wait_kmcnt 0x0
	s_mul_i32 s13, s9, s10
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
	v_add_nc_u32_e32 v4, s10, v4
	v_add_nc_u32_e32 v1, s13, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_le_i32_e64 s2, s8, v4
	s_or_b32 s12, s2, s12
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB2_7
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v2, s11, v4
	s_mov_b32 s14, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[2:3]
	v_add_co_u32 v6, s2, s4, v6
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s5, v7, s2
	global_load_b32 v6, v[6:7], off
	s_wait_loadcnt 0x0
	v_cmpx_neq_f32_e32 0, v6
	s_cbranch_execz .LBB2_4
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
	v_mov_b32_e32 v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[7:8], 2, v[1:2]
	v_add_co_u32 v7, s2, s6, v7
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, s7, v8, s2
	global_load_b32 v2, v[7:8], off
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v2, v6, v2
	ds_add_f32 v5, v2
	s_branch .LBB2_4
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_9
; %bb.8:
	s_load_b64 s[0:1], s[0:1], 0x28
	v_lshl_add_u32 v2, v0, 2, 0
	v_mad_co_u64_u32 v[0:1], null, s9, ttmp9, v[0:1]
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v2, off
.LBB2_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 15
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
.Lfunc_end2:
	.size	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf, .Lfunc_end2-_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.num_vgpr, 9
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.numbered_sgpr, 15
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; TotalNumSgprs: 17
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_ZN10SNICIT_BEY9check_accEPfiiPiS1_ ; -- Begin function _ZN10SNICIT_BEY9check_accEPfiiPiS1_
	.globl	_ZN10SNICIT_BEY9check_accEPfiiPiS1_
	.p2align	8
	.type	_ZN10SNICIT_BEY9check_accEPfiiPiS1_,@function
_ZN10SNICIT_BEY9check_accEPfiiPiS1_:    ; @_ZN10SNICIT_BEY9check_accEPfiiPiS1_
; %bb.0:
	v_cmp_eq_u32_e64 s2, 0, v0
	s_and_saveexec_b32 s3, s2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s3
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x8
	s_load_b128 s[4:7], s[0:1], 0x10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_kmcnt 0x0
	v_cmpx_gt_i32_e64 s9, v0
	s_cbranch_execz .LBB3_12
; %bb.3:
	s_clause 0x1
	s_load_b32 s12, s[0:1], 0x2c
	s_load_b64 s[10:11], s[0:1], 0x0
	v_mul_lo_u32 v2, v0, s8
	s_cmp_gt_i32 s8, 0
	v_mov_b32_e32 v5, 0
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s13, 0
	s_wait_kmcnt 0x0
	s_and_b32 s12, s12, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s14, s8, s12
	s_branch .LBB3_5
.LBB3_4:                                ;   in Loop: Header=BB3_5 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v0, s12, v0
	v_add_nc_u32_e32 v2, s14, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_le_i32_e32 vcc_lo, s9, v0
	s_or_b32 s13, vcc_lo, s13
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execz .LBB3_12
.LBB3_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccnz .LBB3_8
; %bb.6:                                ;   in Loop: Header=BB3_5 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_dual_mov_b32 v1, 0xc61c4000 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[2:3]
	v_add_co_u32 v3, vcc_lo, s10, v3
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s11, v4, vcc_lo
.LBB3_7:                                ;   Parent Loop BB3_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v7, v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_wait_loadcnt 0x0
	v_cmp_gt_f32_e64 s0, v7, v1
	s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v6, s15, s0
	v_cndmask_b32_e64 v1, v1, v7, s0
	s_add_co_i32 s15, s15, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s8, s15
	s_cbranch_scc0 .LBB3_7
	s_branch .LBB3_9
.LBB3_8:                                ;   in Loop: Header=BB3_5 Depth=1
	v_mov_b32_e32 v6, 0
.LBB3_9:                                ;   in Loop: Header=BB3_5 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, vcc_lo, s4, v3
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s5, v4, vcc_lo
	global_load_b32 v1, v[3:4], off
	s_wait_loadcnt 0x0
	v_cmpx_eq_u32_e64 v6, v1
	s_cbranch_execz .LBB3_4
; %bb.10:                               ;   in Loop: Header=BB3_5 Depth=1
	s_mov_b32 s15, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v1, s15, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_and_b32 s16, exec_lo, vcc_lo
	s_mov_b32 exec_lo, s16
	s_cbranch_execz .LBB3_4
; %bb.11:                               ;   in Loop: Header=BB3_5 Depth=1
	s_bcnt1_i32_b32 s15, s15
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v1, s15
	ds_add_u32 v5, v1
	s_branch .LBB3_4
.LBB3_12:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB3_14
; %bb.13:
	v_mov_b32_e32 v0, 0
	ds_load_b32 v1, v0
	s_wait_dscnt 0x0
	global_store_b32 v0, v1, s[6:7]
.LBB3_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY9check_accEPfiiPiS1_
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
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
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
.Lfunc_end3:
	.size	_ZN10SNICIT_BEY9check_accEPfiiPiS1_, .Lfunc_end3-_ZN10SNICIT_BEY9check_accEPfiiPiS1_
                                        ; -- End function
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.num_vgpr, 8
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.num_agpr, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.numbered_sgpr, 17
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.num_named_barrier, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.private_seg_size, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.uses_vcc, 1
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.has_recursion, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 552
; TotalNumSgprs: 19
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
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
	.protected	_ZN10SNICIT_BEY10y_star_genEPKfPiiii ; -- Begin function _ZN10SNICIT_BEY10y_star_genEPKfPiiii
	.globl	_ZN10SNICIT_BEY10y_star_genEPKfPiiii
	.p2align	8
	.type	_ZN10SNICIT_BEY10y_star_genEPKfPiiii,@function
_ZN10SNICIT_BEY10y_star_genEPKfPiiii:   ; @_ZN10SNICIT_BEY10y_star_genEPKfPiiii
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b96 s[8:10], s[0:1], 0x10
	s_wait_kmcnt 0x0
	s_lshr_b32 s3, s2, 16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_u32 s4, s3
	s_sub_co_i32 s5, 0, s3
	v_rcp_iflag_f32_e32 v1, s4
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s4, v1
	v_bfe_u32 v1, v0, 10, 10
	s_mul_f32 s4, s4, 0x4f7ffffe
	v_mul_lo_u32 v2, s8, v1
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s4, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s5, s5, s4
	s_wait_alu depctr_sa_sdst(0)
	s_mul_hi_u32 s5, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s4, s4, s5
	s_wait_alu depctr_sa_sdst(0)
	v_mul_hi_u32 v3, v2, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v4, v3, s3
	v_sub_nc_u32_e32 v2, v2, v4
	v_add_nc_u32_e32 v4, 1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v5, s3, v2
	v_cmp_le_u32_e32 vcc_lo, s3, v2
	v_dual_cndmask_b32 v3, v3, v4 :: v_dual_cndmask_b32 v4, v2, v5
	v_and_b32_e32 v2, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v5, 1, v3
	v_cmp_le_u32_e32 vcc_lo, s3, v4
	s_mov_b32 s3, exec_lo
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v7, v3, v5, vcc_lo
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_lshl2_add_u32 s4, s9, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cvt_f32_i32_e32 v3, v7
	s_wait_alu depctr_sa_sdst(0)
	s_lshl2_add_u32 s4, s10, s4
	s_wait_alu depctr_sa_sdst(0)
	v_lshl_add_u32 v0, v1, 2, s4
	ds_store_b32 v0, v3
.LBB4_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b128 s[4:7], s[0:1], 0x0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_and_b32 s2, s2, 0xffff
	s_cmp_lt_i32 s10, 1
	s_wait_alu depctr_sa_sdst(0)
	v_mad_u32_u24 v0, v1, s2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB4_19
; %bb.3:
	v_dual_mov_b32 v11, 1.0 :: v_dual_lshlrev_b32 v8, 2, v1
	s_add_co_i32 s0, s10, s9
	s_lshl2_add_u32 s11, s9, 0
	s_lshl2_add_u32 s8, s0, 0
	v_dual_mov_b32 v10, 0 :: v_dual_add_nc_u32 v5, s11, v3
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v6, s8, v8
	v_mul_lo_u32 v7, v7, s9
	v_add_nc_u32_e32 v8, s11, v8
	s_cvt_f32_i32 s11, s9
	v_cmp_le_i32_e32 vcc_lo, s9, v2
	v_cmp_gt_i32_e64 s0, s9, v0
	v_add_nc_u32_e32 v4, 0, v3
	v_cmp_gt_u32_e64 s1, s10, v0
	v_lshl_add_u32 v9, v2, 2, 0
	v_mov_b32_e32 v12, -1.0
	s_wait_alu depctr_sa_sdst(0)
	s_mul_f32 s11, s11, 0x3cf5c28f
	s_mov_b32 s3, 0
	s_lshl_b32 s12, s2, 2
	s_xor_b32 s13, vcc_lo, -1
	s_branch .LBB4_6
.LBB4_4:                                ;   in Loop: Header=BB4_6 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB4_5:                                ;   in Loop: Header=BB4_6 Depth=1
	s_add_co_i32 s3, s3, 1
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s3, s10
	s_cbranch_scc1 .LBB4_19
.LBB4_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_14 Depth 2
	s_wait_alu depctr_sa_sdst(0)
	s_lshl2_add_u32 s14, s3, s8
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v13, s14
	ds_load_b32 v13, v13
	s_wait_dscnt 0x0
	v_cmp_eq_f32_e32 vcc_lo, -1.0, v13
	s_cbranch_vccnz .LBB4_5
; %bb.7:                                ;   in Loop: Header=BB4_6 Depth=1
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB4_9
; %bb.8:                                ;   in Loop: Header=BB4_6 Depth=1
	v_cvt_i32_f32_e32 v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[13:14], null, s9, v13, v[0:1]
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[13:14], 2, v[13:14]
	s_wait_kmcnt 0x0
	v_add_co_u32 v13, vcc_lo, s4, v13
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo
	global_load_b32 v13, v[13:14], off
	s_wait_loadcnt 0x0
	ds_store_b32 v4, v13
.LBB4_9:                                ;   in Loop: Header=BB4_6 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s1
; %bb.10:                               ;   in Loop: Header=BB4_6 Depth=1
	ds_store_b32 v5, v10
; %bb.11:                               ;   in Loop: Header=BB4_6 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v13, v6
	s_wait_dscnt 0x0
	v_cmp_neq_f32_e32 vcc_lo, -1.0, v13
	s_and_b32 s15, vcc_lo, s13
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s14, s15
	s_cbranch_execz .LBB4_16
; %bb.12:                               ;   in Loop: Header=BB4_6 Depth=1
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v14, v2
	s_mov_b32 s15, 0
	s_branch .LBB4_14
.LBB4_13:                               ;   in Loop: Header=BB4_14 Depth=2
	s_or_b32 exec_lo, exec_lo, s16
	v_add_nc_u32_e32 v14, s2, v14
	v_add_nc_u32_e32 v13, s12, v13
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_le_i32_e32 vcc_lo, s9, v14
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s15, vcc_lo, s15
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execz .LBB4_16
.LBB4_14:                               ;   Parent Loop BB4_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, v7, v14
	s_mov_b32 s16, exec_lo
	v_ashrrev_i32_e32 v16, 31, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[15:16], 2, v[15:16]
	s_wait_kmcnt 0x0
	v_add_co_u32 v15, vcc_lo, s4, v15
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, s5, v16, vcc_lo
	global_load_b32 v15, v[15:16], off
	ds_load_b32 v16, v13
	s_wait_loadcnt_dscnt 0x0
	v_sub_f32_e32 v15, v15, v16
	v_cmpx_lt_f32_e64 0x3cf5c28f, |v15|
	s_cbranch_execz .LBB4_13
; %bb.15:                               ;   in Loop: Header=BB4_14 Depth=2
	ds_add_f32 v8, v11
	s_branch .LBB4_13
.LBB4_16:                               ;   in Loop: Header=BB4_6 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s14, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_ne_u32_e64 s3, v1
	s_cbranch_execz .LBB4_4
; %bb.17:                               ;   in Loop: Header=BB4_6 Depth=1
	ds_load_b32 v13, v8
	s_wait_dscnt 0x0
	v_cmp_gt_f32_e32 vcc_lo, s11, v13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB4_4
; %bb.18:                               ;   in Loop: Header=BB4_6 Depth=1
	ds_store_b32 v6, v12
	s_branch .LBB4_4
.LBB4_19:
	s_mov_b32 s0, exec_lo
	v_cmpx_gt_i32_e64 s10, v0
	s_cbranch_execz .LBB4_21
; %bb.20:
	s_lshl2_add_u32 s1, s9, 0
	s_lshl_b32 s2, s10, 2
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v0, s1, s2, v3
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_cvt_i32_f32_e32 v0, v0
	s_wait_kmcnt 0x0
	global_store_b32 v3, v0, s[6:7]
.LBB4_21:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY10y_star_genEPKfPiiii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 9
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
.Lfunc_end4:
	.size	_ZN10SNICIT_BEY10y_star_genEPKfPiiii, .Lfunc_end4-_ZN10SNICIT_BEY10y_star_genEPKfPiiii
                                        ; -- End function
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.num_vgpr, 17
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.num_agpr, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.numbered_sgpr, 17
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.num_named_barrier, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.private_seg_size, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.uses_vcc, 1
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.has_recursion, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1048
; TotalNumSgprs: 19
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 17
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii ; -- Begin function _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
	.globl	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
	.p2align	8
	.type	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii,@function
_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii: ; @_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
; %bb.0:
	s_load_b64 s[2:3], s[0:1], 0x20
	s_mov_b32 s8, ttmp9
	s_mov_b32 s9, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[8:9], 2
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[12:13], s[2:3], s[4:5]
	s_load_b32 s2, s[12:13], 0x0
	s_load_b64 s[10:11], s[0:1], 0x10
	s_wait_kmcnt 0x0
	s_cmp_lg_u32 s2, -1
	s_cbranch_scc0 .LBB5_31
; %bb.1:
	s_clause 0x2
	s_load_b32 s2, s[0:1], 0x3c
	s_load_b32 s26, s[0:1], 0x28
	s_load_b128 s[4:7], s[0:1], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v3, v0, 10, 10
	s_wait_kmcnt 0x0
	s_and_b32 s3, s2, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_u32_u24 v2, v3, s3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s26, v2
	v_lshl_add_u32 v4, v2, 2, 0x100
	s_and_saveexec_b32 s14, s2
	s_cbranch_execz .LBB5_3
; %bb.2:
	v_mad_co_u64_u32 v[5:6], null, s26, s8, v[2:3]
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[5:6], 2, v[5:6]
	v_add_co_u32 v5, vcc_lo, s4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s5, v6, vcc_lo
	global_load_b32 v5, v[5:6], off
	s_wait_loadcnt 0x0
	ds_store_b32 v4, v5
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s14
	s_load_b32 s16, s[0:1], 0x18
	s_mov_b32 s14, exec_lo
	s_wait_kmcnt 0x0
	v_cmpx_gt_i32_e64 s16, v2
; %bb.4:
	s_lshl2_add_u32 s15, s26, 0x100
	v_mov_b32_e32 v6, 0
	v_lshl_add_u32 v5, v2, 2, s15
	ds_store_b32 v5, v6
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s14, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_i32_e64 s26, v1
	s_cbranch_execz .LBB5_10
; %bb.6:
	v_dual_mov_b32 v9, v1 :: v_dual_lshlrev_b32 v6, 2, v3
	s_lshl_b32 s15, s26, 2
	v_lshl_add_u32 v7, v1, 2, 0x100
	v_mov_b32_e32 v8, 1.0
	global_load_b32 v5, v6, s[6:7]
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v6, 0x100, s15, v6
	s_lshl_b32 s15, s3, 2
	s_mov_b32 s17, 0
	s_wait_loadcnt 0x0
	v_mul_lo_u32 v5, v5, s26
	s_branch .LBB5_8
.LBB5_7:                                ;   in Loop: Header=BB5_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s18
	v_add_nc_u32_e32 v9, s3, v9
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v7, s15, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_le_i32_e32 vcc_lo, s26, v9
	s_or_b32 s17, vcc_lo, s17
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB5_10
.LBB5_8:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v5, v9
	s_mov_b32 s18, exec_lo
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	v_add_co_u32 v10, vcc_lo, s4, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s5, v11, vcc_lo
	global_load_b32 v10, v[10:11], off
	ds_load_b32 v11, v7
	s_wait_loadcnt_dscnt 0x0
	v_sub_f32_e32 v10, v10, v11
	v_cmpx_lt_f32_e64 0x3d23d70a, |v10|
	s_cbranch_execz .LBB5_7
; %bb.9:                                ;   in Loop: Header=BB5_8 Depth=1
	ds_add_f32 v6, v8
	s_branch .LBB5_7
.LBB5_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s14
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_add_nc_u64 s[14:15], s[0:1], 48
	v_cmp_eq_u32_e64 s0, 0, v2
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_40
; %bb.11:
	s_cmp_lt_i32 s16, 1
	s_cbranch_scc1 .LBB5_32
; %bb.12:
	s_add_co_i32 s17, s26, 1
	s_and_b32 s27, s16, 7
	s_wait_alu depctr_sa_sdst(0)
	s_cvt_f32_i32 s24, s17
	s_cmp_lt_u32 s16, 8
	s_cbranch_scc1 .LBB5_33
; %bb.13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s24
	s_movk_i32 s18, 0xffe4
	s_movk_i32 s20, 0xffe8
	s_movk_i32 s22, 0xffec
	s_lshl2_add_u32 s17, s26, 0x100
	s_and_b32 s16, s16, 0x7ffffff8
	s_mov_b32 s19, -1
	s_mov_b32 s21, -1
	s_mov_b32 s23, -1
	s_add_nc_u64 s[24:25], s[6:7], 28
	s_mov_b32 s29, 0
	s_mov_b32 s28, -10
	s_branch .LBB5_15
.LBB5_14:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_co_i32 s29, s29, 8
	s_add_co_i32 s17, s17, 32
	s_cmp_eq_u32 s16, s29
	s_add_nc_u64 s[24:25], s[24:25], 32
	s_cbranch_scc1 .LBB5_34
.LBB5_15:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_17
; %bb.16:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], s[18:19]
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_17:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:4
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_19
; %bb.18:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], s[20:21]
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_19:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:8
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_21
; %bb.20:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], s[22:23]
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_21:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:12
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_23
; %bb.22:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], -16
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_23:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:16
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_25
; %bb.24:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], -12
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_25:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:20
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_27
; %bb.26:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], -8
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_27:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:24
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_29
; %bb.28:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_nc_u64 s[30:31], s[24:25], -4
	v_mov_b32_e32 v5, v6
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[30:31], 0x0
.LBB5_29:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v6, s17
	ds_load_b32 v6, v6 offset:28
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_14
; %bb.30:                               ;   in Loop: Header=BB5_15 Depth=1
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[24:25], 0x0
	v_mov_b32_e32 v5, v6
	s_branch .LBB5_14
.LBB5_31:
	s_cbranch_execnz .LBB5_61
	s_branch .LBB5_62
.LBB5_32:
	s_mov_b32 s28, -10
	s_branch .LBB5_39
.LBB5_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s24
	s_mov_b32 s28, -10
	s_mov_b32 s16, 0
	s_cbranch_execnz .LBB5_35
	s_branch .LBB5_39
.LBB5_34:
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s17, -1, 0
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 vcc_lo, exec_lo, s17
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB5_39
.LBB5_35:
	s_mov_b32 s17, 0
	s_lshl_b32 s20, s26, 2
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[18:19], s[16:17], 2
	s_lshl2_add_u32 s16, s16, s20
	s_add_nc_u64 s[6:7], s[6:7], s[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_addk_co_i32 s16, 0x100
	s_branch .LBB5_37
.LBB5_36:                               ;   in Loop: Header=BB5_37 Depth=1
	s_add_co_i32 s27, s27, -1
	s_add_co_i32 s16, s16, 4
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lg_u32 s27, 0
	s_add_nc_u64 s[6:7], s[6:7], 4
	s_cbranch_scc0 .LBB5_39
.LBB5_37:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v6, s16
	ds_load_b32 v6, v6
	s_wait_dscnt 0x0
	v_cmp_ngt_f32_e32 vcc_lo, v5, v6
	s_cbranch_vccnz .LBB5_36
; %bb.38:                               ;   in Loop: Header=BB5_37 Depth=1
	s_wait_kmcnt 0x0
	s_load_b32 s28, s[6:7], 0x0
	v_mov_b32_e32 v5, v6
	s_branch .LBB5_36
.LBB5_39:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, s28
	global_store_b32 v5, v6, s[12:13]
.LBB5_40:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	s_wait_storecnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v5, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_44
; %bb.41:
	ds_load_b32 v4, v4
	v_mov_b32_e32 v5, 0
	s_mov_b32 s6, exec_lo
	global_load_b32 v6, v5, s[12:13]
	s_wait_loadcnt 0x0
	v_mad_co_u64_u32 v[6:7], null, v6, s26, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc_lo
	global_load_b32 v6, v[6:7], off
	s_wait_loadcnt_dscnt 0x0
	v_sub_f32_e32 v4, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_f32_e64 0x3d23d70a, |v4|
; %bb.42:
	v_mov_b32_e32 v5, v4
; %bb.43:
	s_or_b32 exec_lo, exec_lo, s6
.LBB5_44:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_46
; %bb.45:
	v_mad_co_u64_u32 v[6:7], null, s26, s8, v[2:3]
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, vcc_lo, s4, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc_lo
	global_store_b32 v[6:7], v5, off
.LBB5_46:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, 0
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	global_load_b32 v2, v2, s[14:15] offset:14
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v4, v4 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_ci_u32_e64 v5, null, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v5, v5 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_ci_u32_e64 v4, null, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v4, v4, v4 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v4, v4, v4 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v2, v4 row_share:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_b32 s1, s2, 0xffff
	s_lshr_b32 s2, s2, 16
	s_mul_i32 s4, s3, s1
	v_permlanex16_b32 v4, v2, 0, 0 op_sel:[0,1]
	s_wait_alu depctr_sa_sdst(0)
	s_bfe_i32 s4, s4, 0x180000
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s2, s4, s2
	v_add_nc_u32_e32 v2, v4, v2
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s2, s2, 31
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s2, s2, 31
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s2, 32
	s_cbranch_scc1 .LBB5_55
; %bb.47:
	v_bfe_u32 v0, v0, 20, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u32_u24 v0, v0, s1, v3
	s_mov_b32 s1, exec_lo
	v_mad_co_u64_u32 v[0:1], null, v0, s3, v[1:2]
	v_mbcnt_lo_u32_b32 v1, -1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 5, v0
	v_or_b32_e32 v3, v1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
; %bb.48:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2
; %bb.49:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	v_cmp_ne_u32_e64 s1, 0, v0
	s_mov_b32 s2, 0
	s_and_b32 s3, s1, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB5_54
; %bb.50:
	s_mov_b32 s3, exec_lo
.LBB5_51:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s4, s3
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s5, v2, s4
	s_lshl_b32 s4, 1, s4
	s_add_co_i32 s2, s2, s5
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s3, s3, s4
	s_cbranch_scc1 .LBB5_51
; %bb.52:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, exec_lo, s3
; %bb.53:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	ds_add_u32 v0, v1
.LBB5_54:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v2, v0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB5_55:
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB5_60
; %bb.56:
	s_add_nc_u64 s[0:1], s[10:11], s[8:9]
	s_mov_b32 s3, exec_lo
	v_cmpx_ne_u32_e32 0, v2
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB5_58
; %bb.57:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 1
	global_store_b8 v0, v1, s[0:1]
.LBB5_58:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s3, s3
	s_cbranch_execz .LBB5_60
; %bb.59:
	v_mov_b32_e32 v0, 0
	global_store_b8 v0, v0, s[0:1]
.LBB5_60:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_branch .LBB5_62
.LBB5_61:
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, 1
	s_add_nc_u64 s[0:1], s[10:11], s[8:9]
	global_store_b8 v0, v1, s[0:1]
.LBB5_62:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 32
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 17
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
.Lfunc_end5:
	.size	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii, .Lfunc_end5-_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
                                        ; -- End function
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.num_vgpr, 12
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.num_agpr, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.numbered_sgpr, 32
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.num_named_barrier, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.private_seg_size, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.uses_vcc, 1
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.has_recursion, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2108
; TotalNumSgprs: 34
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf ; -- Begin function _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
	.globl	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf,@function
_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf: ; @_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
; %bb.0:
	s_clause 0x2
	s_load_b32 s3, s[0:1], 0x4c
	s_load_b64 s[12:13], s[0:1], 0x2c
	s_load_b256 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v7, 0x3ff, v0
	v_bfe_u32 v1, v0, 10, 10
	s_mov_b32 s2, ttmp9
	s_wait_kmcnt 0x0
	s_and_b32 s14, s3, 0xffff
	s_mov_b32 s3, 0
	v_mad_u32_u24 v0, v1, s14, v7
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	v_cmp_gt_i32_e32 vcc_lo, s13, v0
	v_lshl_add_u32 v6, v0, 2, 0
	s_and_saveexec_b32 s4, vcc_lo
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v6, v2
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s4
	s_load_b32 s3, s[2:3], 0x0
	s_mov_b32 s15, exec_lo
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_i32_e64 s12, v1
	s_cbranch_execz .LBB6_9
; %bb.3:
	s_add_nc_u64 s[16:17], s[0:1], 64
	s_load_b64 s[4:5], s[0:1], 0x20
	s_load_u16 s16, s[16:17], 0xe
	s_wait_kmcnt 0x0
	s_mul_i32 s17, s3, s12
	s_mov_b32 s18, 0
	s_branch .LBB6_5
.LBB6_4:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b32 exec_lo, exec_lo, s19
	v_add_nc_u32_e32 v1, s16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e64 s2, s12, v1
	s_or_b32 s18, s2, s18
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execz .LBB6_9
.LBB6_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_8 Depth 2
	v_add_nc_u32_e32 v2, s17, v1
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s2, s6, v2
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v3, null, s7, v3, s2
	global_load_b32 v8, v[2:3], off
	s_wait_loadcnt 0x0
	v_cmpx_neq_f32_e32 0, v8
	s_cbranch_execz .LBB6_4
; %bb.6:                                ;   in Loop: Header=BB6_5 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[1:2]
	v_add_co_u32 v2, s2, s8, v2
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s9, v3, s2
	global_load_b64 v[2:3], v[2:3], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v4, v2, v7
	v_cmp_lt_i32_e64 s2, v4, v3
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB6_4
; %bb.7:                                ;   in Loop: Header=BB6_5 Depth=1
	s_mov_b32 s20, 0
.LBB6_8:                                ;   Parent Loop BB6_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[9:10], 2, v[4:5]
	v_add_nc_u32_e32 v4, s14, v4
	v_add_co_u32 v11, s2, s10, v9
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, s11, v10, s2
	v_add_co_u32 v9, s2, s4, v9
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v10, null, s5, v10, s2
	global_load_b32 v2, v[11:12], off
	global_load_b32 v5, v[9:10], off
	v_cmp_ge_i32_e64 s2, v4, v3
	s_or_b32 s20, s2, s20
	s_wait_loadcnt 0x1
	v_lshl_add_u32 v2, v2, 2, 0
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v5, v8, v5
	ds_add_f32 v2, v5
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB6_8
	s_branch .LBB6_4
.LBB6_9:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB6_11
; %bb.10:
	s_load_b64 s[0:1], s[0:1], 0x38
	s_wait_kmcnt 0x0
	v_mad_co_u64_u32 v[0:1], null, s3, s13, v[0:1]
	ds_load_b32 v2, v6
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v2, off
.LBB6_11:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 21
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
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
.Lfunc_end6:
	.size	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf, .Lfunc_end6-_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.num_vgpr, 13
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.numbered_sgpr, 21
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 632
; TotalNumSgprs: 23
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf ; -- Begin function _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
	.globl	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
	.p2align	8
	.type	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf,@function
_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf: ; @_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b32 s2, ttmp9
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	v_lshlrev_b32_e32 v2, 2, v1
	s_wait_kmcnt 0x0
	global_load_b32 v4, v2, s[10:11]
	s_add_nc_u64 s[2:3], s[4:5], s[2:3]
	s_load_b32 s2, s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_nc_u64 s[4:5], s[6:7], s[4:5]
	s_load_b32 s11, s[4:5], 0x0
	s_clause 0x1
	s_load_b32 s10, s[0:1], 0x20
	s_load_b128 s[4:7], s[0:1], 0x28
	s_wait_kmcnt 0x0
	s_cmp_lg_u32 s11, -1
	s_cbranch_scc0 .LBB7_18
; %bb.1:
	v_mad_co_u64_u32 v[2:3], null, s11, s10, v[1:2]
	s_mov_b32 s12, 0x9999999a
	s_mov_b32 s13, 0x3fa99999
	v_mad_co_u64_u32 v[5:6], null, s2, s10, v[1:2]
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[7:8], 2, v[2:3]
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[2:3], 2, v[5:6]
	v_add_co_u32 v5, vcc_lo, s8, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, s9, v8, vcc_lo
	v_add_co_u32 v7, vcc_lo, s8, v2
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v8, null, s9, v3, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v[5:6], off
	global_load_b32 v6, v[7:8], off
	s_wait_loadcnt 0x1
	v_add_f32_e32 v5, v4, v5
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e64 v6, v5, v6 clamp
	v_max_num_f32_e64 v5, v5, v5 clamp
	v_sub_f32_e32 v7, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e64 v[5:6], |v7|
	v_cmp_lt_f64_e32 vcc_lo, s[12:13], v[5:6]
	s_load_b64 s[12:13], s[0:1], 0x44
	s_wait_kmcnt 0x0
	s_lshr_b32 s1, s12, 16
	s_and_b32 s0, s12, 0xffff
	s_and_b32 s12, s13, 0xffff
	s_mul_i32 s11, s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_bfe_i32 s11, s11, 0x180000
	s_wait_alu depctr_sa_sdst(0)
	s_mul_i32 s11, s11, s12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s11, s11, 31
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s11, s11, 31
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s11, 32
	v_cndmask_b32_e32 v5, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_mov_b32_dpp v6, v6 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v6, vcc_lo
	v_mov_b32_dpp v7, v7 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, v7, v6, vcc_lo
	v_add_nc_u32_dpp v6, v6, v6 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_dpp v6, v6, v6 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v6, v6 row_share:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v7, v6, 0, 0 op_sel:[0,1]
	v_add_nc_u32_e32 v6, v7, v6
	s_cbranch_scc1 .LBB7_10
; %bb.2:
	v_bfe_u32 v7, v0, 10, 10
	v_bfe_u32 v0, v0, 20, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u32_u24 v0, v0, s1, v7
	v_mbcnt_lo_u32_b32 v7, -1, 0
	v_mad_co_u64_u32 v[8:9], null, v0, s0, v[1:2]
	s_mov_b32 s0, exec_lo
	v_lshrrev_b32_e32 v0, 5, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v8, v7, v0
	v_cmpx_eq_u32_e32 0, v8
; %bb.3:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v6
; %bb.4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	v_cmp_ne_u32_e64 s0, 0, v0
	s_and_b32 s1, s0, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB7_9
; %bb.5:
	s_mov_b32 s11, exec_lo
	s_mov_b32 s1, 0
.LBB7_6:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s12, s11
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s13, v6, s12
	s_lshl_b32 s12, 1, s12
	s_add_co_i32 s1, s1, s13
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s11, s11, s12
	s_cbranch_scc1 .LBB7_6
; %bb.7:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s11, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s11, exec_lo, s11
; %bb.8:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v6, s1
	ds_add_u32 v0, v6
.LBB7_9:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v6, v0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
.LBB7_10:
	v_add_co_u32 v2, vcc_lo, s6, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v3, vcc_lo
	s_mov_b32 s11, 0
	s_mov_b32 s12, exec_lo
	global_store_b32 v[2:3], v5, off
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB7_15
; %bb.11:
	s_add_nc_u64 s[0:1], s[4:5], s[2:3]
	s_mov_b32 s13, exec_lo
	v_cmpx_ne_u32_e32 0, v6
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s13, exec_lo, s13
	s_cbranch_execz .LBB7_13
; %bb.12:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 1
	global_store_b8 v0, v2, s[0:1]
.LBB7_13:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s13, s13
	s_cbranch_execz .LBB7_15
; %bb.14:
	v_mov_b32_e32 v0, 0
	global_store_b8 v0, v0, s[0:1]
.LBB7_15:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_wait_alu depctr_sa_sdst(0)
	s_cbranch_vccz .LBB7_17
.LBB7_16:
	v_mad_co_u64_u32 v[0:1], null, s2, s10, v[1:2]
	s_add_nc_u64 s[0:1], s[4:5], s[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v2, vcc_lo, s8, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, s9, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	global_load_b32 v2, v[2:3], off
	v_mov_b32_e32 v3, 0
	s_wait_loadcnt 0x0
	v_add_f32_e64 v2, v4, v2 clamp
	v_mov_b32_e32 v4, 1
	global_store_b32 v[0:1], v2, off
	global_store_b8 v3, v4, s[0:1]
.LBB7_17:
	s_endpgm
.LBB7_18:
	s_cbranch_execnz .LBB7_16
	s_branch .LBB7_17
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 9
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
.Lfunc_end7:
	.size	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf, .Lfunc_end7-_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.num_vgpr, 10
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.num_agpr, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.numbered_sgpr, 14
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.has_recursion, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1072
; TotalNumSgprs: 16
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	_ZN10SNICIT_BEY7recoverEPfPKii ; -- Begin function _ZN10SNICIT_BEY7recoverEPfPKii
	.globl	_ZN10SNICIT_BEY7recoverEPfPKii
	.p2align	8
	.type	_ZN10SNICIT_BEY7recoverEPfPKii,@function
_ZN10SNICIT_BEY7recoverEPfPKii:         ; @_ZN10SNICIT_BEY7recoverEPfPKii
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	s_mov_b32 s2, ttmp9
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[2:3], s[6:7], s[2:3]
	s_load_b32 s2, s[2:3], 0x0
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s2, -1
	s_cbranch_scc1 .LBB8_2
; %bb.1:
	s_load_b32 s0, s[0:1], 0x10
	s_wait_kmcnt 0x0
	v_mad_co_u64_u32 v[1:2], null, s2, s0, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_co_u64_u32 v[3:4], null, s0, ttmp9, v[0:1]
	v_mov_b32_e32 v4, 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_add_u32 v0, v0, 2, 0
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v4, null, s5, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v[3:4], off
	global_load_b32 v1, v[1:2], off
	s_wait_loadcnt 0x0
	v_add_f32_e32 v1, v5, v1
	ds_store_b32 v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	global_store_b32 v[3:4], v0, off
.LBB8_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN10SNICIT_BEY7recoverEPfPKii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end8:
	.size	_ZN10SNICIT_BEY7recoverEPfPKii, .Lfunc_end8-_ZN10SNICIT_BEY7recoverEPfPKii
                                        ; -- End function
	.set _ZN10SNICIT_BEY7recoverEPfPKii.num_vgpr, 6
	.set _ZN10SNICIT_BEY7recoverEPfPKii.num_agpr, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.numbered_sgpr, 8
	.set _ZN10SNICIT_BEY7recoverEPfPKii.num_named_barrier, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.private_seg_size, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.uses_vcc, 1
	.set _ZN10SNICIT_BEY7recoverEPfPKii.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.has_recursion, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; TotalNumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 1
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
	.type	__hip_cuid_26e9c78cf1384402,@object ; @__hip_cuid_26e9c78cf1384402
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_26e9c78cf1384402
__hip_cuid_26e9c78cf1384402:
	.byte	0                               ; 0x0
	.size	__hip_cuid_26e9c78cf1384402, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _ZN10SNICIT_BEY5shRowE
	.addrsig_sym _ZN10SNICIT_BEY5shcntE
	.addrsig_sym _ZN10SNICIT_BEY7thisRowE
	.addrsig_sym __hip_cuid_26e9c78cf1384402
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
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
      - .offset:         152
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY9check_accEPfiiPiS1_
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY9check_accEPfiiPiS1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
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
      - .offset:         152
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY10y_star_genEPKfPiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY10y_star_genEPKfPiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN10SNICIT_BEY7recoverEPfPKii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY7recoverEPfPKii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
