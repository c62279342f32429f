	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.section	.text._Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
	.protected	_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb ; -- Begin function _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.globl	_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.p2align	8
	.type	_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,@function
_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb: ; @_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s6, 0x55c3b1dd
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v1, s2, v0
	v_mul_hi_u32 v2, v1, s6
	v_sub_u32_e32 v3, v1, v2
	v_lshrrev_b32_e32 v3, 1, v3
	v_add_u32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v2, 14, v2
	v_mul_u32_u24_e32 v2, 0x5fe1, v2
	v_sub_u32_e32 v2, v1, v2
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u64_e32 vcc, s[4:5], v[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_dword s6, s[0:1], 0x28
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_bitcmp1_b32 s6, 0
	s_cselect_b64 s[2:3], -1, 0
	s_bitcmp0_b32 s6, 0
	s_cbranch_scc1 .LBB0_3
; %bb.2:
	v_lshlrev_b32_e32 v0, 3, v0
	global_load_dwordx2 v[4:5], v0, s[4:5]
	v_add_u32_e32 v0, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[4:5]
.LBB0_3:
	v_lshl_add_u64 v[0:1], v[2:3], 3, s[4:5]
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0x405ec000
	s_waitcnt vmcnt(0)
	v_cmp_eq_f64_e32 vcc, s[4:5], v[0:1]
	s_or_b64 s[2:3], s[2:3], vcc
	s_and_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_lshl_add_u32 v4, v2, 3, 0
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	ds_read_b64 v[4:5], v4
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[0:1]
	v_add_f64 v[0:1], v[0:1], v[4:5]
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 8
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
	.section	.text._Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
.Lfunc_end0:
	.size	_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb, .Lfunc_end0-_Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
                                        ; -- End function
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_vgpr, 6
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_agpr, 0
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.numbered_sgpr, 7
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_named_barrier, 0
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.private_seg_size, 0
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_vcc, 1
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_flat_scratch, 0
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_dyn_sized_stack, 0
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_recursion, 0
	.set _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: 13
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
	.protected	_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb ; -- Begin function _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.globl	_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.p2align	8
	.type	_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,@function
_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb: ; @_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s6, 0x55c3b1dd
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v1, s2, v0
	v_mul_hi_u32 v2, v1, s6
	v_sub_u32_e32 v3, v1, v2
	v_lshrrev_b32_e32 v3, 1, v3
	v_add_u32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v2, 14, v2
	v_mul_u32_u24_e32 v2, 0x5fe1, v2
	v_sub_u32_e32 v2, v1, v2
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u64_e32 vcc, s[4:5], v[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_5
; %bb.1:
	s_load_dword s2, s[0:1], 0x28
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mov_b64 s[0:1], -1
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s2, 0
	s_cbranch_scc0 .LBB1_3
; %bb.2:
	v_lshlrev_b64 v[4:5], 3, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_mov_b32 s0, 0x33333333
	s_mov_b32 s1, 0x3ff33333
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[6:7], v[6:7], s[0:1]
	global_store_dwordx2 v[4:5], v[6:7], off
	s_mov_b64 s[0:1], 0
.LBB1_3:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB1_5
; %bb.4:
	v_lshlrev_b32_e32 v0, 3, v0
	global_load_dwordx2 v[4:5], v0, s[6:7]
	v_add_u32_e32 v0, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[4:5]
	v_lshl_add_u32 v0, v2, 3, 0
	ds_read_b64 v[4:5], v0
	v_lshl_add_u64 v[0:1], v[2:3], 3, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[0:1], v[4:5], off
.LBB1_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
	.section	.text._Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
.Lfunc_end1:
	.size	_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb, .Lfunc_end1-_Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
                                        ; -- End function
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_vgpr, 8
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_agpr, 0
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.numbered_sgpr, 8
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_named_barrier, 0
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.private_seg_size, 0
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_vcc, 1
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_flat_scratch, 0
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_dyn_sized_stack, 0
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_recursion, 0
	.set _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: 14
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
	.protected	_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb ; -- Begin function _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.globl	_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.p2align	8
	.type	_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,@function
_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb: ; @_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s6, 0x55c3b1dd
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v1, s2, v0
	v_mul_hi_u32 v2, v1, s6
	v_sub_u32_e32 v3, v1, v2
	v_lshrrev_b32_e32 v3, 1, v3
	v_add_u32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v2, 14, v2
	v_mul_u32_u24_e32 v2, 0x5fe1, v2
	v_sub_u32_e32 v2, v1, v2
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u64_e32 vcc, s[4:5], v[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_5
; %bb.1:
	s_load_dword s2, s[0:1], 0x28
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s2, 0
	s_mov_b64 s[2:3], -1
	s_cbranch_scc0 .LBB2_3
; %bb.2:
	s_load_dwordx4 s[0:3], s[0:1], 0x10
	v_lshlrev_b64 v[4:5], 3, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[4:5]
	global_load_dwordx2 v[12:13], v[8:9], off
	global_load_dwordx2 v[14:15], v[10:11], off
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	s_mov_b64 s[2:3], 0
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[14:15], v[6:7], v[12:13]
	global_store_dwordx2 v[4:5], v[14:15], off
.LBB2_3:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_5
; %bb.4:
	v_lshlrev_b32_e32 v0, 3, v0
	global_load_dwordx2 v[4:5], v0, s[6:7]
	v_add_u32_e32 v0, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[4:5]
	v_lshl_add_u32 v0, v2, 3, 0
	ds_read_b64 v[4:5], v0
	v_lshl_add_u64 v[0:1], v[2:3], 3, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[0:1], v[4:5], off
.LBB2_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
.Lfunc_end2:
	.size	_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb, .Lfunc_end2-_Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
                                        ; -- End function
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_vgpr, 16
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_agpr, 0
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.numbered_sgpr, 8
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_named_barrier, 0
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.private_seg_size, 0
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_vcc, 1
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_flat_scratch, 0
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_dyn_sized_stack, 0
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_recursion, 0
	.set _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 300
; TotalNumSgprs: 14
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
	.protected	_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb ; -- Begin function _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.globl	_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
	.p2align	8
	.type	_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,@function
_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb: ; @_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	s_mov_b32 s6, 0x55c3b1dd
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v1, s2, v0
	v_mul_hi_u32 v2, v1, s6
	v_sub_u32_e32 v3, v1, v2
	v_lshrrev_b32_e32 v3, 1, v3
	v_add_u32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v2, 14, v2
	v_mul_u32_u24_e32 v2, 0x5fe1, v2
	v_sub_u32_e32 v2, v1, v2
	v_mov_b32_e32 v3, 0
	v_cmp_gt_u64_e32 vcc, s[4:5], v[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_5
; %bb.1:
	s_load_dword s2, s[0:1], 0x28
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s2, 0
	s_mov_b64 s[2:3], -1
	v_lshl_add_u64 v[4:5], v[2:3], 3, s[4:5]
	s_cbranch_scc0 .LBB3_3
; %bb.2:
	v_mov_b32_e32 v6, 0xd70a3d71
	v_mov_b32_e32 v7, 0x3fcd70a3
	global_store_dwordx2 v[4:5], v[6:7], off
	s_mov_b64 s[2:3], 0
.LBB3_3:
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_5
; %bb.4:
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	v_lshlrev_b32_e32 v0, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v0, s[0:1]
	v_add_u32_e32 v0, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[6:7]
	v_lshl_add_u32 v0, v2, 3, 0
	ds_read_b64 v[0:1], v0
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[4:5], v[0:1], off
.LBB3_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 8
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
	.section	.text._Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,"axG",@progbits,_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb,comdat
.Lfunc_end3:
	.size	_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb, .Lfunc_end3-_Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
                                        ; -- End function
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_vgpr, 8
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_agpr, 0
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.numbered_sgpr, 7
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.num_named_barrier, 0
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.private_seg_size, 0
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_vcc, 1
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.uses_flat_scratch, 0
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_dyn_sized_stack, 0
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_recursion, 0
	.set _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 13
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_53f487232986e7b0,@object ; @__hip_cuid_53f487232986e7b0
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_53f487232986e7b0
__hip_cuid_53f487232986e7b0:
	.byte	0                               ; 0x0
	.size	__hip_cuid_53f487232986e7b0, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_53f487232986e7b0
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 1024
    .name:           _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z11read_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 1024
    .name:           _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z12scale_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 1024
    .name:           _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z12triad_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 1024
    .name:           _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _Z12write_kernelIdLi24545EEvPT_PKS0_S3_S3_mb.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
