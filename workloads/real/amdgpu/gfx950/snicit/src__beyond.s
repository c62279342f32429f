	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf ; -- Begin function _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
	.globl	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf,@function
_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf: ; @_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 2, v0
	v_and_b32_e32 v2, 0xffc, v2
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v2, s[6:7]
	v_add_u32_e32 v2, 0, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v3
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[0:1], 0x1c
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e64 s[4:5], s6, v1
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB0_7
; %bb.3:
	s_load_dword s4, s[0:1], 0x3c
	v_and_b32_e32 v2, 0x3ff, v0
	s_mul_i32 s3, s6, s2
	v_lshl_add_u32 v6, v2, 2, 0
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s18, s4, 16
	v_mad_u64_u32 v[2:3], s[4:5], v1, s7, v[2:3]
	s_mul_i32 s19, s7, s18
	v_mov_b32_e32 v5, 0
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v1, s18, v1
	v_cmp_le_i32_e64 s[4:5], s6, v1
	s_or_b64 s[14:15], s[4:5], s[14:15]
	v_add_u32_e32 v2, s19, v2
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB0_7
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s3, v1
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], 0, v4
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v3, v5
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[10:11]
	global_load_dword v3, v[8:9], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v4, v3
	ds_add_f32 v6, v3
	s_branch .LBB0_4
.LBB0_7:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v1, v0, 2, 0
	s_load_dwordx2 s[0:1], s[0:1], 0x28
	ds_read_b32 v2, v1
	s_mul_i32 s2, s7, s2
	v_add_u32_e32 v0, s2, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	v_max_f32_e64 v2, v2, v2 clamp
	global_store_dword v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 12
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
	.size	_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf, .Lfunc_end0-_ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.num_vgpr, 10
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.numbered_sgpr, 20
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 26
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf ; -- Begin function _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
	.globl	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf,@function
_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf: ; @_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
; %bb.0:
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_load_dwordx2 s[6:7], s[0:1], 0x2c
	s_load_dword s3, s[0:1], 0x4c
	s_add_u32 s18, s0, 64
	v_and_b32_e32 v9, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_addc_u32 s19, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mad_u32_u24 v8, v0, s3, v9
	v_cmp_gt_i32_e32 vcc, s7, v8
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_dword v2, v1, s[4:5]
	v_add_u32_e32 v1, 0, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
.LBB1_2:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_i32_e64 s[4:5], s6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB1_9
; %bb.3:
	s_load_dword s4, s[18:19], 0xc
	s_mul_i32 s24, s6, s2
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s25, s4, 16
	s_branch .LBB1_5
.LBB1_4:                                ;   in Loop: Header=BB1_5 Depth=1
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v0, s25, v0
	v_cmp_le_i32_e64 s[4:5], s6, v0
	s_or_b64 s[18:19], s[4:5], s[18:19]
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB1_9
.LBB1_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_8 Depth 2
	v_add_u32_e32 v2, s24, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[8:9]
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], 0, v2
	s_and_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.6:                                ;   in Loop: Header=BB1_5 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[10:11]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v4, v9
	v_cmp_lt_i32_e64 s[4:5], v6, v5
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.7:                                ;   in Loop: Header=BB1_5 Depth=1
	s_mov_b64 s[22:23], 0
.LBB1_8:                                ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[10:11], 2, v[6:7]
	v_lshl_add_u64 v[12:13], s[12:13], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[10:11]
	global_load_dword v1, v[12:13], off
	global_load_dword v4, v[10:11], off
	v_add_u32_e32 v6, s3, v6
	v_cmp_ge_i32_e64 s[4:5], v6, v5
	s_or_b64 s[22:23], s[4:5], s[22:23]
	s_waitcnt vmcnt(1)
	v_lshl_add_u32 v1, v1, 2, 0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, v2, v4
	ds_add_f32 v1, v4
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB1_8
	s_branch .LBB1_4
.LBB1_9:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_11
; %bb.10:
	v_lshl_add_u32 v0, v8, 2, 0
	s_load_dwordx2 s[0:1], s[0:1], 0x38
	ds_read_b32 v2, v0
	s_mul_i32 s2, s7, s2
	v_add_u32_e32 v0, s2, v8
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	v_max_f32_e64 v2, v2, v2 clamp
	global_store_dword v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 16
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
	.size	_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf, .Lfunc_end1-_ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.num_vgpr, 14
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.numbered_sgpr, 26
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 480
; TotalNumSgprs: 32
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf ; -- Begin function _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
	.globl	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf,@function
_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf: ; @_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 2, v0
	v_and_b32_e32 v2, 0xffc, v2
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v2, s[6:7]
	v_add_u32_e32 v2, 0, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v3
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[0:1], 0x1c
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e64 s[4:5], s6, v1
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB2_7
; %bb.3:
	s_load_dword s4, s[0:1], 0x3c
	v_and_b32_e32 v2, 0x3ff, v0
	s_mul_i32 s3, s6, s2
	v_lshl_add_u32 v6, v2, 2, 0
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s18, s4, 16
	v_mad_u64_u32 v[2:3], s[4:5], v1, s7, v[2:3]
	s_mul_i32 s19, s7, s18
	v_mov_b32_e32 v5, 0
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v1, s18, v1
	v_cmp_le_i32_e64 s[4:5], s6, v1
	s_or_b64 s[14:15], s[4:5], s[14:15]
	v_add_u32_e32 v2, s19, v2
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB2_7
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s3, v1
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], 0, v4
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.6:                                ;   in Loop: Header=BB2_5 Depth=1
	v_mov_b32_e32 v3, v5
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[10:11]
	global_load_dword v3, v[8:9], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v4, v3
	ds_add_f32 v6, v3
	s_branch .LBB2_4
.LBB2_7:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_9
; %bb.8:
	v_and_b32_e32 v0, 0x3ff, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x28
	v_lshl_add_u32 v1, v0, 2, 0
	ds_read_b32 v2, v1
	s_mul_i32 s2, s7, s2
	v_add_u32_e32 v0, s2, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 12
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
	.size	_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf, .Lfunc_end2-_ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.num_vgpr, 10
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.numbered_sgpr, 20
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; TotalNumSgprs: 26
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY9check_accEPfiiPiS1_ ; -- Begin function _ZN10SNICIT_BEY9check_accEPfiiPiS1_
	.globl	_ZN10SNICIT_BEY9check_accEPfiiPiS1_
	.p2align	8
	.type	_ZN10SNICIT_BEY9check_accEPfiiPiS1_,@function
_ZN10SNICIT_BEY9check_accEPfiiPiS1_:    ; @_ZN10SNICIT_BEY9check_accEPfiiPiS1_
; %bb.0:
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	s_and_saveexec_b64 s[2:3], s[4:5]
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
; %bb.2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_i32_e32 vcc, s7, v0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB3_11
; %bb.3:
	s_load_dword s16, s[0:1], 0x2c
	s_load_dwordx2 s[14:15], s[0:1], 0x0
	s_cmp_gt_i32 s6, 0
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s20, s16, 0xffff
	v_mul_lo_u32 v2, v0, s6
	s_mul_i32 s21, s6, s20
	s_mov_b64 s[0:1], 0
	v_cmp_ne_u32_e64 s[2:3], 1, v1
	v_mov_b32_e32 v6, 0
	s_branch .LBB3_5
.LBB3_4:                                ;   in Loop: Header=BB3_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v0, s20, v0
	v_cmp_le_i32_e32 vcc, s7, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_u32_e32 v2, s21, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB3_11
.LBB3_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v3, 0
	s_cbranch_vccnz .LBB3_8
; %bb.6:                                ;   in Loop: Header=BB3_5 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[14:15]
	s_mov_b32 s16, 0
	v_mov_b32_e32 v1, 0xc61c4000
	v_mov_b32_e32 v3, 0
.LBB3_7:                                ;   Parent Loop BB3_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v7, v[4:5], off
	v_mov_b32_e32 v8, s16
	s_add_i32 s16, s16, 1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	s_cmp_eq_u32 s6, s16
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v7, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_cndmask_b32_e32 v1, v1, v7, vcc
	s_cbranch_scc0 .LBB3_7
.LBB3_8:                                ;   in Loop: Header=BB3_5 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[8:9]
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB3_4
; %bb.9:                                ;   in Loop: Header=BB3_5 Depth=1
	s_mov_b64 s[18:19], exec
	v_mbcnt_lo_u32_b32 v1, s18, 0
	v_mbcnt_hi_u32_b32 v1, s19, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_b64 s[22:23], exec, vcc
	s_mov_b64 exec, s[22:23]
	s_cbranch_execz .LBB3_4
; %bb.10:                               ;   in Loop: Header=BB3_5 Depth=1
	s_bcnt1_i32_b64 s18, s[18:19]
	v_mov_b32_e32 v1, s18
	ds_add_u32 v6, v1
	s_branch .LBB3_4
.LBB3_11:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_13
; %bb.12:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[10:11]
.LBB3_13:
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 12
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
.Lfunc_end3:
	.size	_ZN10SNICIT_BEY9check_accEPfiiPiS1_, .Lfunc_end3-_ZN10SNICIT_BEY9check_accEPfiiPiS1_
                                        ; -- End function
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.num_vgpr, 9
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.num_agpr, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.numbered_sgpr, 24
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.num_named_barrier, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.private_seg_size, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.uses_vcc, 1
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.has_recursion, 0
	.set _ZN10SNICIT_BEY9check_accEPfiiPiS1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; TotalNumSgprs: 30
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY10y_star_genEPKfPiiii ; -- Begin function _ZN10SNICIT_BEY10y_star_genEPKfPiiii
	.globl	_ZN10SNICIT_BEY10y_star_genEPKfPiiii
	.p2align	8
	.type	_ZN10SNICIT_BEY10y_star_genEPKfPiiii,@function
_ZN10SNICIT_BEY10y_star_genEPKfPiiii:   ; @_ZN10SNICIT_BEY10y_star_genEPKfPiiii
; %bb.0:
	s_load_dword s12, s[0:1], 0x2c
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s2, s12, 16
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s3, 0, s2
	v_rcp_iflag_f32_e32 v2, v1
	v_bfe_u32 v1, v0, 10, 10
	v_mul_lo_u32 v3, s4, v1
	v_and_b32_e32 v0, 0x3ff, v0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v4, s3, v2
	v_mul_hi_u32 v4, v2, v4
	v_add_u32_e32 v2, v2, v4
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v4, v2, s2
	v_sub_u32_e32 v3, v3, v4
	v_add_u32_e32 v5, 1, v2
	v_cmp_le_u32_e32 vcc, s2, v3
	v_subrev_u32_e32 v4, s2, v3
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s2, v3
	s_nop 1
	v_cndmask_b32_e32 v7, v2, v4, vcc
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_cvt_f32_i32_e32 v2, v7
	s_lshl2_add_u32 s4, s5, 0
	s_lshl2_add_u32 s4, s6, s4
	v_lshl_add_u32 v3, v1, 2, s4
	ds_write_b32 v3, v2
.LBB4_2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_and_b32 s4, s12, 0xffff
	v_mad_u32_u24 v3, v1, s4, v0
	s_cmp_lt_i32 s6, 1
	v_lshlrev_b32_e32 v2, 2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB4_19
; %bb.3:
	v_cvt_f32_i32_e32 v9, s5
	s_add_i32 s0, s6, s5
	v_lshlrev_b32_e32 v8, 2, v1
	s_lshl2_add_u32 s20, s0, 0
	s_lshl2_add_u32 s12, s5, 0
	v_cmp_le_i32_e32 vcc, s5, v0
	s_mov_b32 s7, 0
	v_cmp_gt_i32_e64 s[0:1], s5, v3
	v_add_u32_e32 v4, 0, v2
	v_cmp_gt_u32_e64 s[2:3], s6, v3
	v_add_u32_e32 v5, s12, v2
	v_add_u32_e32 v6, s20, v8
	v_mul_lo_u32 v7, v7, s5
	v_add_u32_e32 v8, s12, v8
	s_mov_b32 s21, 0x3cf5c28f
	v_mul_f32_e32 v9, 0x3cf5c28f, v9
	v_lshl_add_u32 v10, v0, 2, 0
	s_lshl_b32 s22, s4, 2
	v_mov_b32_e32 v11, 0
	s_xor_b64 s[12:13], vcc, -1
	v_mov_b32_e32 v12, 1.0
	v_mov_b32_e32 v13, -1.0
	s_branch .LBB4_6
.LBB4_4:                                ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_5:                                ;   in Loop: Header=BB4_6 Depth=1
	s_add_i32 s7, s7, 1
	s_cmp_eq_u32 s7, s6
	s_cbranch_scc1 .LBB4_19
.LBB4_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_14 Depth 2
	s_lshl2_add_u32 s14, s7, s20
	v_mov_b32_e32 v14, s14
	ds_read_b32 v14, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc, -1.0, v14
	s_cbranch_vccnz .LBB4_5
; %bb.7:                                ;   in Loop: Header=BB4_6 Depth=1
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execz .LBB4_9
; %bb.8:                                ;   in Loop: Header=BB4_6 Depth=1
	v_cvt_i32_f32_e32 v14, v14
	v_mul_lo_u32 v14, s5, v14
	v_add_u32_e32 v14, v14, v3
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v14
.LBB4_9:                                ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[2:3]
; %bb.10:                               ;   in Loop: Header=BB4_6 Depth=1
	ds_write_b32 v5, v11
; %bb.11:                               ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v14, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e32 vcc, -1.0, v14
	s_and_b64 s[16:17], vcc, s[12:13]
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execz .LBB4_16
; %bb.12:                               ;   in Loop: Header=BB4_6 Depth=1
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v14, v10
	v_mov_b32_e32 v15, v0
	s_branch .LBB4_14
.LBB4_13:                               ;   in Loop: Header=BB4_14 Depth=2
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v15, s4, v15
	v_cmp_le_i32_e32 vcc, s5, v15
	s_or_b64 s[16:17], vcc, s[16:17]
	v_add_u32_e32 v14, s22, v14
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB4_16
.LBB4_14:                               ;   Parent Loop BB4_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v16, v7, v15
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	global_load_dword v16, v[16:17], off
	ds_read_b32 v17, v14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v17
	v_cmp_gt_f32_e64 s[24:25], |v16|, s21
	s_and_saveexec_b64 s[18:19], s[24:25]
	s_cbranch_execz .LBB4_13
; %bb.15:                               ;   in Loop: Header=BB4_14 Depth=2
	ds_add_f32 v8, v12
	s_branch .LBB4_13
.LBB4_16:                               ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_cmp_ne_u32_e32 vcc, s7, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB4_4
; %bb.17:                               ;   in Loop: Header=BB4_6 Depth=1
	ds_read_b32 v14, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v14, v9
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_4
; %bb.18:                               ;   in Loop: Header=BB4_6 Depth=1
	ds_write_b32 v6, v13
	s_branch .LBB4_4
.LBB4_19:
	v_cmp_gt_i32_e32 vcc, s6, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_21
; %bb.20:
	s_lshl2_add_u32 s2, s5, 0
	s_lshl2_add_u32 s2, s6, s2
	v_add_u32_e32 v0, s2, v2
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v0, v0
	global_store_dword v2, v0, s[10:11]
.LBB4_21:
	s_or_b64 exec, exec, s[0:1]
	s_barrier
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
.Lfunc_end4:
	.size	_ZN10SNICIT_BEY10y_star_genEPKfPiiii, .Lfunc_end4-_ZN10SNICIT_BEY10y_star_genEPKfPiiii
                                        ; -- End function
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.num_vgpr, 18
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.num_agpr, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.numbered_sgpr, 26
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.num_named_barrier, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.private_seg_size, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.uses_vcc, 1
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.has_recursion, 0
	.set _ZN10SNICIT_BEY10y_star_genEPKfPiiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii ; -- Begin function _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
	.globl	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
	.p2align	8
	.type	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii,@function
_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii: ; @_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_lshl_b64 s[6:7], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s4, s6
	s_addc_u32 s15, s5, s7
	s_load_dword s3, s[14:15], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s3, -1
	s_cbranch_scc0 .LBB5_31
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dword s23, s[0:1], 0x28
	s_load_dword s3, s[0:1], 0x3c
	s_add_u32 s12, s0, 48
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v4, v0, 10, 10
	s_addc_u32 s13, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mad_u32_u24 v1, v4, s3, v2
	v_cmp_gt_i32_e64 s[4:5], s23, v1
	s_mul_i32 s22, s23, s2
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB5_3
; %bb.2:
	v_add_u32_e32 v6, s22, v1
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	global_load_dword v5, v[6:7], off
	s_movk_i32 s18, 0x100
	v_lshl_add_u32 v3, v1, 2, s18
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v5
.LBB5_3:
	s_or_b64 exec, exec, s[16:17]
	s_load_dword s20, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s20, v1
	s_and_saveexec_b64 s[0:1], vcc
; %bb.4:
	s_lshl2_add_u32 s16, s23, 0x100
	v_lshl_add_u32 v3, v1, 2, s16
	v_mov_b32_e32 v5, 0
	ds_write_b32 v3, v5
; %bb.5:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_i32_e32 vcc, s23, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_10
; %bb.6:
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_dword v7, v5, s[10:11]
	s_movk_i32 s18, 0x100
	s_lshl2_add_u32 s19, s23, 0x100
	s_lshl_b32 s21, s3, 2
	s_mov_b64 s[16:17], 0
	s_mov_b32 s24, 0x3d23d70a
	v_mov_b32_e32 v3, 1.0
	v_add_u32_e32 v5, s19, v5
	v_lshl_add_u32 v6, v2, 2, s18
	v_mov_b32_e32 v8, v2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v7, v7, s23
	s_branch .LBB5_8
.LBB5_7:                                ;   in Loop: Header=BB5_8 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v8, s3, v8
	v_cmp_le_i32_e32 vcc, s23, v8
	s_or_b64 s[16:17], vcc, s[16:17]
	v_add_u32_e32 v6, s21, v6
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB5_10
.LBB5_8:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, v7, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[8:9]
	global_load_dword v9, v[10:11], off
	ds_read_b32 v10, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v9, v9, v10
	v_cmp_gt_f32_e64 s[26:27], |v9|, s24
	s_and_saveexec_b64 s[18:19], s[26:27]
	s_cbranch_execz .LBB5_7
; %bb.9:                                ;   in Loop: Header=BB5_8 Depth=1
	ds_add_f32 v5, v3
	s_branch .LBB5_7
.LBB5_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execz .LBB5_40
; %bb.11:
	s_cmp_lt_i32 s20, 1
	s_cbranch_scc1 .LBB5_32
; %bb.12:
	s_add_i32 s18, s23, 1
	v_cvt_f32_i32_e32 v3, s18
	s_and_b32 s24, s20, 7
	s_cmp_lt_u32 s20, 8
	s_cbranch_scc1 .LBB5_33
; %bb.13:
	s_lshl2_add_u32 s19, s23, 0x100
	s_and_b32 s18, s20, 0x7ffffff8
	s_add_u32 s20, s10, 28
	s_addc_u32 s21, s11, 0
	s_mov_b32 s26, 0
	s_mov_b32 s25, -10
	s_branch .LBB5_15
.LBB5_14:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_i32 s26, s26, 8
	s_add_u32 s20, s20, 32
	s_addc_u32 s21, s21, 0
	s_add_i32 s19, s19, 32
	s_cmp_eq_u32 s18, s26
	s_cbranch_scc1 .LBB5_34
.LBB5_15:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_17
; %bb.16:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, 0xffffffe4
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_17:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_19
; %bb.18:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, 0xffffffe8
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_19:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:8
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_21
; %bb.20:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, 0xffffffec
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_21:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:12
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_23
; %bb.22:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, -16
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_23:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:16
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_25
; %bb.24:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, -12
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_25:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:20
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_27
; %bb.26:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, -8
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_27:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:24
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_29
; %bb.28:                               ;   in Loop: Header=BB5_15 Depth=1
	s_add_u32 s28, s20, -4
	s_addc_u32 s29, s21, -1
	s_load_dword s25, s[28:29], 0x0
	v_mov_b32_e32 v3, v5
.LBB5_29:                               ;   in Loop: Header=BB5_15 Depth=1
	v_mov_b32_e32 v5, s19
	ds_read_b32 v5, v5 offset:28
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_14
; %bb.30:                               ;   in Loop: Header=BB5_15 Depth=1
	s_load_dword s25, s[20:21], 0x0
	v_mov_b32_e32 v3, v5
	s_branch .LBB5_14
.LBB5_31:
	s_cbranch_execnz .LBB5_58
	s_branch .LBB5_59
.LBB5_32:
	s_mov_b32 s25, -10
	s_branch .LBB5_39
.LBB5_33:
	s_mov_b32 s25, -10
	s_mov_b32 s18, 0
	s_cbranch_execnz .LBB5_35
	s_branch .LBB5_39
.LBB5_34:
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[20:21], -1, 0
	s_and_b64 vcc, exec, s[20:21]
	s_cbranch_vccz .LBB5_39
.LBB5_35:
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 2
	s_add_u32 s10, s10, s20
	s_addc_u32 s11, s11, s21
	s_lshl_b32 s19, s23, 2
	s_lshl2_add_u32 s18, s18, s19
	s_addk_i32 s18, 0x100
	s_branch .LBB5_37
.LBB5_36:                               ;   in Loop: Header=BB5_37 Depth=1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_add_i32 s18, s18, 4
	s_add_i32 s24, s24, -1
	s_cmp_lg_u32 s24, 0
	s_cbranch_scc0 .LBB5_39
.LBB5_37:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s18
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v3, v5
	s_cbranch_vccnz .LBB5_36
; %bb.38:                               ;   in Loop: Header=BB5_37 Depth=1
	s_load_dword s25, s[10:11], 0x0
	v_mov_b32_e32 v3, v5
	s_branch .LBB5_36
.LBB5_39:
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s25
	global_store_dword v3, v5, s[14:15]
.LBB5_40:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v3, 0
	s_barrier
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB5_44
; %bb.41:
	global_load_dword v3, v5, s[14:15]
	s_movk_i32 s14, 0x100
	v_lshl_add_u32 v5, v1, 2, s14
	ds_read_b32 v5, v5
	s_mov_b32 s14, 0x3d23d70a
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v3, s23
	v_add_u32_e32 v6, v3, v1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	global_load_dword v3, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v5, v5, v3
	v_cmp_gt_f32_e64 s[16:17], |v5|, s14
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[14:15], s[16:17]
; %bb.42:
	v_mov_b32_e32 v3, v5
; %bb.43:
	s_or_b64 exec, exec, s[14:15]
.LBB5_44:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB5_46
; %bb.45:
	v_add_u32_e32 v6, s22, v1
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	global_store_dword v[6:7], v3, off
.LBB5_46:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v1, 0
	global_load_dword v1, v1, s[12:13] offset:14
	v_cmp_lt_f32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	s_nop 1
	v_mov_b32_dpp v3, v3 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_addc_co_u32_e64 v5, s[4:5], 0, v3, vcc
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s4, v1
	v_mov_b32_dpp v5, v5 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	s_lshr_b32 s9, s4, 16
	s_and_b32 s4, s4, 0xffff
	v_add_u32_dpp v3, v3, v3 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_mul_i32 s10, s3, s4
	s_bfe_i32 s10, s10, 0x180000
	v_add_u32_dpp v3, v3, v3 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_mul_i32 s9, s10, s9
	s_add_i32 s9, s9, 63
	v_mov_b32_dpp v5, v3 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_bitcmp1_b32 exec_hi, 0
	s_nop 0
	v_add_u32_dpp v3, v5, v3 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s5, v3, 32
	v_readlane_b32 s8, v3, 0
	s_cselect_b32 s10, s5, 0
	s_add_i32 s10, s10, s8
	s_andn2_b32 s9, s9, 63
	s_cmp_eq_u32 s9, 64
	v_mov_b32_e32 v1, s10
	s_cbranch_scc1 .LBB5_53
; %bb.47:
	v_bfe_u32 v0, v0, 20, 10
	v_mad_u32_u24 v0, v0, s4, v4
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mad_u64_u32 v[2:3], s[4:5], v0, s3, v[2:3]
	v_mbcnt_hi_u32_b32 v1, -1, v1
	v_lshrrev_b32_e32 v0, 6, v2
	v_or_b32_e32 v2, v1, v0
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
; %bb.48:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s10
	ds_write_b32 v2, v3
; %bb.49:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cmp_ne_u32_e64 s[4:5], 0, v0
	s_and_b64 s[8:9], s[4:5], vcc
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB5_52
; %bb.50:
	s_mov_b64 s[8:9], exec
	v_mbcnt_lo_u32_b32 v0, s8, 0
	v_mbcnt_hi_u32_b32 v0, s9, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[12:13], exec, vcc
	s_mov_b64 exec, s[12:13]
; %bb.51:
	s_bcnt1_i32_b64 s3, s[8:9]
	s_mul_i32 s3, s10, s3
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s3
	ds_add_u32 v0, v1
.LBB5_52:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB5_53:
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_57
; %bb.54:
	s_add_u32 s0, s6, s2
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_addc_u32 s1, s7, 0
	s_cbranch_vccz .LBB5_60
; %bb.55:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	global_store_byte v0, v1, s[0:1]
	s_cbranch_execnz .LBB5_57
.LBB5_56:
	v_mov_b32_e32 v0, 0
	global_store_byte v0, v0, s[0:1]
.LBB5_57:
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB5_59
.LBB5_58:
	s_add_u32 s0, s6, s2
	s_addc_u32 s1, s7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	global_store_byte v0, v1, s[0:1]
.LBB5_59:
	s_endpgm
.LBB5_60:
	s_branch .LBB5_56
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 12
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
.Lfunc_end5:
	.size	_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii, .Lfunc_end5-_ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii
                                        ; -- End function
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.num_vgpr, 12
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.num_agpr, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.numbered_sgpr, 30
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.num_named_barrier, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.private_seg_size, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.uses_vcc, 1
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.has_recursion, 0
	.set _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1724
; TotalNumSgprs: 36
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf ; -- Begin function _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
	.globl	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
	.p2align	8
	.type	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf,@function
_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf: ; @_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x2c
	s_load_dword s3, s[0:1], 0x4c
	s_add_u32 s16, s0, 64
	s_addc_u32 s17, s1, 0
	v_and_b32_e32 v7, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s22, s3, 0xffff
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u32_u24 v6, v0, s22, v7
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_cmp_gt_i32_e32 vcc, s13, v6
	v_lshl_add_u32 v8, v6, 2, 0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v8, v1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s23, s[2:3], 0x0
	v_cmp_gt_i32_e64 s[2:3], s12, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB6_9
; %bb.3:
	s_load_dword s2, s[16:17], 0xc
	s_load_dwordx2 s[14:15], s[0:1], 0x20
	s_mul_i32 s24, s23, s12
	s_mov_b64 s[16:17], 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s25, s2, 16
	s_branch .LBB6_5
.LBB6_4:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v0, s25, v0
	v_cmp_le_i32_e64 s[2:3], s12, v0
	s_or_b64 s[16:17], s[2:3], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB6_9
.LBB6_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_8 Depth 2
	v_add_u32_e32 v2, s24, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v9, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s[2:3], 0, v9
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB6_4
; %bb.6:                                ;   in Loop: Header=BB6_5 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v2, v7
	v_cmp_lt_i32_e64 s[2:3], v4, v3
	s_and_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB6_4
; %bb.7:                                ;   in Loop: Header=BB6_5 Depth=1
	s_mov_b64 s[20:21], 0
.LBB6_8:                                ;   Parent Loop BB6_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[10:11]
	global_load_dword v1, v[12:13], off
	global_load_dword v2, v[10:11], off
	v_add_u32_e32 v4, s22, v4
	v_cmp_ge_i32_e64 s[2:3], v4, v3
	s_or_b64 s[20:21], s[2:3], s[20:21]
	s_waitcnt vmcnt(1)
	v_lshl_add_u32 v1, v1, 2, 0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v2
	ds_add_f32 v1, v2
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB6_8
	s_branch .LBB6_4
.LBB6_9:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB6_11
; %bb.10:
	s_load_dwordx2 s[0:1], s[0:1], 0x38
	ds_read_b32 v2, v8
	s_mul_i32 s23, s23, s13
	v_add_u32_e32 v0, s23, v6
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v2, off
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 16
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
.Lfunc_end6:
	.size	_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf, .Lfunc_end6-_ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.num_vgpr, 14
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.num_agpr, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.numbered_sgpr, 26
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.has_recursion, 0
	.set _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 476
; TotalNumSgprs: 32
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf ; -- Begin function _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
	.globl	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
	.p2align	8
	.type	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf,@function
_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf: ; @_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v2, 0x3ff, v0
	v_lshlrev_b32_e32 v1, 2, v2
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[10:11]
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_load_dword s2, s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s12, s6, s4
	s_addc_u32 s13, s7, s5
	s_load_dword s10, s[12:13], 0x0
	s_load_dword s11, s[0:1], 0x20
	s_load_dwordx4 s[4:7], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s10, -1
	s_mul_i32 s14, s2, s11
	s_cbranch_scc0 .LBB7_15
; %bb.1:
	s_mul_i32 s10, s10, s11
	v_add_u32_e32 v4, s10, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[8:9]
	v_add_u32_e32 v4, s14, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[8:9]
	global_load_dword v3, v[6:7], off
	global_load_dword v10, v[8:9], off
	s_load_dwordx2 s[10:11], s[0:1], 0x44
	s_mov_b32 s0, 0x9999999a
	s_mov_b32 s1, 0x3fa99999
	s_waitcnt lgkmcnt(0)
	s_and_b32 s12, s11, 0xffff
	s_lshr_b32 s11, s10, 16
	s_and_b32 s10, s10, 0xffff
	s_mul_i32 s13, s11, s10
	s_bfe_i32 s13, s13, 0x180000
	s_mul_i32 s12, s13, s12
	s_add_i32 s13, s12, 63
	s_bitcmp1_b32 exec_hi, 0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, v1, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v6, v3, v10 clamp
	v_max_f32_e64 v3, v3, v3 clamp
	v_sub_f32_e32 v3, v6, v3
	v_cvt_f64_f32_e64 v[6:7], |v3|
	v_cmp_lt_f64_e32 vcc, s[0:1], v[6:7]
	s_nop 1
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_neq_f32_e32 vcc, 0, v3
	s_nop 1
	v_cndmask_b32_e64 v6, 0, 1, vcc
	s_nop 1
	v_mov_b32_dpp v6, v6 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_addc_co_u32_e64 v7, s[0:1], 0, v6, vcc
	s_nop 1
	v_mov_b32_dpp v7, v7 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	s_nop 1
	v_add_u32_dpp v6, v6, v6 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_u32_dpp v6, v6, v6 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v7, v6 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_u32_dpp v6, v7, v6 row_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s0, v6, 32
	v_readlane_b32 s1, v6, 0
	s_cselect_b32 s12, s0, 0
	s_add_i32 s12, s12, s1
	s_andn2_b32 s13, s13, 63
	s_cmp_eq_u32 s13, 64
	v_mov_b32_e32 v6, s12
	s_cbranch_scc1 .LBB7_8
; %bb.2:
	v_bfe_u32 v7, v0, 10, 10
	v_bfe_u32 v0, v0, 20, 10
	v_mad_u32_u24 v0, v0, s11, v7
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_mad_u64_u32 v[8:9], s[0:1], v0, s10, v[2:3]
	v_mbcnt_hi_u32_b32 v6, -1, v6
	v_lshrrev_b32_e32 v0, 6, v8
	v_or_b32_e32 v7, v6, v0
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[0:1], vcc
; %bb.3:
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, s12
	ds_write_b32 v7, v8
; %bb.4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cmp_ne_u32_e64 s[0:1], 0, v0
	s_and_b64 s[10:11], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB7_7
; %bb.5:
	s_mov_b64 s[10:11], exec
	v_mbcnt_lo_u32_b32 v0, s10, 0
	v_mbcnt_hi_u32_b32 v0, s11, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[16:17], exec, vcc
	s_mov_b64 exec, s[16:17]
; %bb.6:
	s_bcnt1_i32_b64 s10, s[10:11]
	s_mul_i32 s10, s12, s10
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v6, s10
	ds_add_u32 v0, v6
.LBB7_7:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB7_8:
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	v_cmp_eq_u32_e32 vcc, 0, v2
	global_store_dword v[4:5], v3, off
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_12
; %bb.9:
	s_add_u32 s10, s4, s2
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_addc_u32 s11, s5, s3
	s_cbranch_vccz .LBB7_16
; %bb.10:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 1
	global_store_byte v0, v3, s[10:11]
	s_cbranch_execnz .LBB7_12
.LBB7_11:
	v_mov_b32_e32 v0, 0
	global_store_byte v0, v0, s[10:11]
.LBB7_12:
	s_or_b64 exec, exec, s[0:1]
	s_branch .LBB7_14
.LBB7_13:
	v_add_u32_e32 v2, s14, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	global_load_dword v0, v[4:5], off
	s_add_u32 s0, s4, s2
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 1
	s_addc_u32 s1, s5, s3
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v1, v0 clamp
	global_store_dword v[2:3], v0, off
	global_store_byte v4, v5, s[0:1]
.LBB7_14:
	s_endpgm
.LBB7_15:
	s_cbranch_execnz .LBB7_13
	s_branch .LBB7_14
.LBB7_16:
	s_branch .LBB7_11
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 12
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
.Lfunc_end7:
	.size	_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf, .Lfunc_end7-_ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf
                                        ; -- End function
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.num_vgpr, 11
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.num_agpr, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.numbered_sgpr, 18
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.num_named_barrier, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.private_seg_size, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.uses_vcc, 1
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.has_recursion, 0
	.set _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 824
; TotalNumSgprs: 24
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_ZN10SNICIT_BEY7recoverEPfPKii ; -- Begin function _ZN10SNICIT_BEY7recoverEPfPKii
	.globl	_ZN10SNICIT_BEY7recoverEPfPKii
	.p2align	8
	.type	_ZN10SNICIT_BEY7recoverEPfPKii,@function
_ZN10SNICIT_BEY7recoverEPfPKii:         ; @_ZN10SNICIT_BEY7recoverEPfPKii
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_lshl_b64 s[8:9], s[2:3], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_load_dword s3, s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s3, -1
	s_cbranch_scc1 .LBB8_2
; %bb.1:
	s_load_dword s0, s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s1, s0, s2
	s_mul_i32 s3, s3, s0
	v_add_u32_e32 v2, s1, v0
	v_add_u32_e32 v4, s3, v0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v1, v[2:3], off
	global_load_dword v6, v[4:5], off
	v_lshl_add_u32 v0, v0, 2, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v6
	ds_write_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v0, off
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 8
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
	.size	_ZN10SNICIT_BEY7recoverEPfPKii, .Lfunc_end8-_ZN10SNICIT_BEY7recoverEPfPKii
                                        ; -- End function
	.set _ZN10SNICIT_BEY7recoverEPfPKii.num_vgpr, 7
	.set _ZN10SNICIT_BEY7recoverEPfPKii.num_agpr, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.numbered_sgpr, 10
	.set _ZN10SNICIT_BEY7recoverEPfPKii.num_named_barrier, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.private_seg_size, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.uses_vcc, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.uses_flat_scratch, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.has_dyn_sized_stack, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.has_recursion, 0
	.set _ZN10SNICIT_BEY7recoverEPfPKii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 16
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY11dense_inputEPKfS1_S1_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY13sparse_hiddenEPKfPKiS3_S1_S1_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY12dense_outputEPKfS1_S1_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY9check_accEPfiiPiS1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY10y_star_genEPKfPiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY14coarse_clusterEPfPKiPbiPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY18sparse_hidden_postEPKiPKfS1_S1_S3_iiiPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY11update_postEPKiS1_PKfS3_iPbPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _ZN10SNICIT_BEY7recoverEPfPKii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
