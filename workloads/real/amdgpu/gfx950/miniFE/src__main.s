	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.section	.text._ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
	.protected	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_ ; -- Begin function _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.globl	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.p2align	8
	.type	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,@function
_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_: ; @_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dwordx2 v[2:3], v[2:3], off
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
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
	.section	.text._ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
.Lfunc_end0:
	.size	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_, .Lfunc_end0-_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
                                        ; -- End function
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_vgpr, 4
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_agpr, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.numbered_sgpr, 8
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_named_barrier, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.private_seg_size, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_vcc, 1
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_flat_scratch, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_recursion, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 112
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
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
	.section	.text._ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
	.protected	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_ ; -- Begin function _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.globl	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.p2align	8
	.type	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,@function
_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_: ; @_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	global_load_dwordx2 v[2:3], v[2:3], off
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[2:3], s[4:5], v[2:3]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
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
	.section	.text._ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
.Lfunc_end1:
	.size	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_, .Lfunc_end1-_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
                                        ; -- End function
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_vgpr, 4
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_agpr, 0
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.numbered_sgpr, 8
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_named_barrier, 0
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.private_seg_size, 0
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.uses_vcc, 1
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.has_recursion, 0
	.set _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
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
	.section	.text._ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,"axG",@progbits,_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,comdat
	.protected	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_ ; -- Begin function _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
	.globl	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
	.p2align	8
	.type	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,@function
_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_: ; @_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[8:9], v[4:5], off
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[6:7], s[6:7], v[8:9]
	global_store_dwordx2 v[0:1], v[6:7], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
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
	.section	.text._ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,"axG",@progbits,_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,comdat
.Lfunc_end2:
	.size	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_, .Lfunc_end2-_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
                                        ; -- End function
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.num_vgpr, 10
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.num_agpr, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.numbered_sgpr, 12
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.num_named_barrier, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.private_seg_size, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.uses_vcc, 1
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.has_recursion, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,"axG",@progbits,_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,comdat
	.protected	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_ ; -- Begin function _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
	.globl	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
	.p2align	8
	.type	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,@function
_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_: ; @_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_load_dwordx2 s[0:1], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	global_load_dwordx2 v[6:7], v[4:5], off
	global_load_dwordx2 v[8:9], v[2:3], off
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_waitcnt vmcnt(1)
	v_mul_f64 v[2:3], s[8:9], v[6:7]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[2:3], s[4:5], v[8:9]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB3_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
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
	.section	.text._ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,"axG",@progbits,_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,comdat
.Lfunc_end3:
	.size	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_, .Lfunc_end3-_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
                                        ; -- End function
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.num_vgpr, 10
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.num_agpr, 0
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.numbered_sgpr, 12
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.num_named_barrier, 0
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.private_seg_size, 0
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.uses_vcc, 1
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.has_recursion, 0
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,"axG",@progbits,_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,comdat
	.protected	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_ ; -- Begin function _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
	.globl	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
	.p2align	8
	.type	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,@function
_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_: ; @_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_load_dword s12, s[0:1], 0x2c
	s_load_dword s3, s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_add_u32 s10, s0, 32
	s_addc_u32 s11, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s12, s12, 0xffff
	s_mul_i32 s0, s2, s12
	v_add_u32_e32 v4, s0, v0
	v_cmp_gt_i32_e32 vcc, s3, v4
	v_mov_b64_e32 v[2:3], 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_4
; %bb.1:
	s_load_dword s13, s[10:11], 0x0
	s_mov_b64 s[10:11], 0
	v_mov_b64_e32 v[2:3], 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s12, s13, s12
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[6:7]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	global_load_dwordx2 v[8:9], v[8:9], off
	v_add_u32_e32 v4, s12, v4
	global_load_dwordx2 v[6:7], v[6:7], off
	v_cmp_le_i32_e32 vcc, s3, v4
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[2:3], v[8:9], v[6:7]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b64 exec, exec, s[10:11]
.LBB4_4:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x80
	v_lshlrev_b32_e32 v1, 3, v0
	v_cmp_gt_u32_e32 vcc, s0, v0
	ds_write_b64 v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_6
; %bb.5:
	ds_read_b64 v[4:5], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_8
; %bb.7:
	ds_read_b64 v[4:5], v1 offset:512
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_10
; %bb.9:
	ds_read_b64 v[4:5], v1 offset:256
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_12
; %bb.11:
	ds_read_b64 v[4:5], v1 offset:128
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_12:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_14
; %bb.13:
	ds_read_b64 v[4:5], v1 offset:64
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_16
; %bb.15:
	ds_read_b64 v[4:5], v1 offset:32
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_16:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_18
; %bb.17:
	ds_read_b64 v[4:5], v1 offset:16
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB4_18:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB4_21
; %bb.19:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB4_22
.LBB4_20:
	s_endpgm
.LBB4_21:
	ds_read_b64 v[4:5], v1 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_20
.LBB4_22:
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
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
	.section	.text._ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,"axG",@progbits,_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,comdat
.Lfunc_end4:
	.size	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_, .Lfunc_end4-_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
                                        ; -- End function
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.num_vgpr, 10
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.num_agpr, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.numbered_sgpr, 14
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.num_named_barrier, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.private_seg_size, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.uses_vcc, 1
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.uses_flat_scratch, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.has_dyn_sized_stack, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.has_recursion, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 668
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._ZN6miniFE12final_reduceIdLi256EEEvPT_,"axG",@progbits,_ZN6miniFE12final_reduceIdLi256EEEvPT_,comdat
	.protected	_ZN6miniFE12final_reduceIdLi256EEEvPT_ ; -- Begin function _ZN6miniFE12final_reduceIdLi256EEEvPT_
	.globl	_ZN6miniFE12final_reduceIdLi256EEEvPT_
	.p2align	8
	.type	_ZN6miniFE12final_reduceIdLi256EEEvPT_,@function
_ZN6miniFE12final_reduceIdLi256EEEvPT_: ; @_ZN6miniFE12final_reduceIdLi256EEEvPT_
; %bb.0:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_movk_i32 s2, 0x80
	v_cmp_gt_u32_e32 vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v1, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b64 v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	ds_read_b64 v[4:5], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_2:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_4
; %bb.3:
	ds_read_b64 v[4:5], v1 offset:512
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_6
; %bb.5:
	ds_read_b64 v[4:5], v1 offset:256
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_8
; %bb.7:
	ds_read_b64 v[4:5], v1 offset:128
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_8:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_10
; %bb.9:
	ds_read_b64 v[4:5], v1 offset:64
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_10:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_12
; %bb.11:
	ds_read_b64 v[4:5], v1 offset:32
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_12:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_14
; %bb.13:
	ds_read_b64 v[4:5], v1 offset:16
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
.LBB5_14:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB5_17
; %bb.15:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB5_18
.LBB5_16:
	s_endpgm
.LBB5_17:
	ds_read_b64 v[4:5], v1 offset:8
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[2:3], v[2:3], v[4:5]
	ds_write_b64 v1, v[2:3]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_16
.LBB5_18:
	v_mov_b32_e32 v0, 0
	global_store_dwordx2 v0, v[2:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE12final_reduceIdLi256EEEvPT_
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_next_free_sgpr 4
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
	.section	.text._ZN6miniFE12final_reduceIdLi256EEEvPT_,"axG",@progbits,_ZN6miniFE12final_reduceIdLi256EEEvPT_,comdat
.Lfunc_end5:
	.size	_ZN6miniFE12final_reduceIdLi256EEEvPT_, .Lfunc_end5-_ZN6miniFE12final_reduceIdLi256EEEvPT_
                                        ; -- End function
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.num_vgpr, 6
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.num_agpr, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.numbered_sgpr, 4
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.num_named_barrier, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.private_seg_size, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.uses_vcc, 1
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.uses_flat_scratch, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.has_dyn_sized_stack, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.has_recursion, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; TotalNumSgprs: 10
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
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
	.section	.text._ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
	.protected	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_ ; -- Begin function _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.globl	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.p2align	8
	.type	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,@function
_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_: ; @_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[6:7], v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[4:5], v[6:7]
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB6_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
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
	.section	.text._ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
.Lfunc_end6:
	.size	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_, .Lfunc_end6-_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
                                        ; -- End function
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_vgpr, 8
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_agpr, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.numbered_sgpr, 8
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_named_barrier, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.private_seg_size, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_vcc, 1
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_flat_scratch, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_recursion, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
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
	.section	.text._ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
	.protected	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_ ; -- Begin function _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.globl	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.p2align	8
	.type	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,@function
_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_: ; @_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[2:3], off
	global_load_dwordx2 v[6:7], v[0:1], off
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[6:7], s[4:5], v[4:5]
	global_store_dwordx2 v[0:1], v[6:7], off
.LBB7_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
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
	.section	.text._ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
.Lfunc_end7:
	.size	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_, .Lfunc_end7-_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
                                        ; -- End function
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_vgpr, 8
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_agpr, 0
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.numbered_sgpr, 8
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_named_barrier, 0
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.private_seg_size, 0
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.uses_vcc, 1
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.has_recursion, 0
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
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
	.section	.text._ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,"axG",@progbits,_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,comdat
	.protected	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_ ; -- Begin function _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
	.globl	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
	.p2align	8
	.type	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,@function
_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_: ; @_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB8_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[2:3], off
	global_load_dwordx2 v[6:7], v[0:1], off
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[4:5], s[6:7], v[6:7]
	global_store_dwordx2 v[0:1], v[4:5], off
.LBB8_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
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
	.section	.text._ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,"axG",@progbits,_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,comdat
.Lfunc_end8:
	.size	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_, .Lfunc_end8-_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
                                        ; -- End function
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.num_vgpr, 8
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.num_agpr, 0
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.numbered_sgpr, 8
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.num_named_barrier, 0
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.private_seg_size, 0
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.uses_vcc, 1
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.has_recursion, 0
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
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
	.section	.text._ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,"axG",@progbits,_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,comdat
	.protected	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_ ; -- Begin function _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
	.globl	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
	.p2align	8
	.type	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,@function
_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_: ; @_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[6:7], v[2:3], off
	s_waitcnt vmcnt(1)
	v_mul_f64 v[2:3], s[8:9], v[4:5]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[2:3], s[4:5], v[6:7]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB9_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_sgpr 12
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
	.section	.text._ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,"axG",@progbits,_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,comdat
.Lfunc_end9:
	.size	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_, .Lfunc_end9-_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
                                        ; -- End function
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.num_vgpr, 8
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.num_agpr, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.numbered_sgpr, 12
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.num_named_barrier, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.private_seg_size, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.uses_vcc, 1
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.has_recursion, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 136
; TotalNumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
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
	.section	.text._ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,"axG",@progbits,_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,comdat
	.protected	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_ ; -- Begin function _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
	.globl	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
	.p2align	8
	.type	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,@function
_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_: ; @_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v48, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v48
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB10_12
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v49, 31, v48
	s_load_dwordx2 s[2:3], s[0:1], 0x28
	v_mov_b64_e32 v[52:53], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_lshl_add_u64 v[0:1], v[48:49], 2, v[0:1]
	global_load_dwordx2 v[50:51], v[0:1], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v50, v51
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_11
; %bb.2:
	v_xad_u32 v4, v50, -1, v51
	s_mov_b32 s0, 0x2f684bdb
	v_mul_hi_u32 v0, v4, s0
	v_sub_u32_e32 v1, v4, v0
	v_lshrrev_b32_e32 v1, 1, v1
	v_add_u32_e32 v0, v1, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_mul_lo_u32 v0, v0, 27
	v_sub_u32_e32 v0, v4, v0
	v_add_u32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 27, v0
	v_cmp_ne_u32_e64 s[0:1], 27, v0
	v_mov_b64_e32 v[52:53], 0
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_cbranch_execz .LBB10_6
; %bb.3:
	v_cndmask_b32_e64 v5, v0, 0, vcc
	v_ashrrev_i32_e32 v3, 31, v50
	v_mov_b32_e32 v2, v50
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[8:9]
	v_add_u32_e32 v50, v50, v5
	s_mov_b64 s[0:1], 0
	v_mov_b64_e32 v[52:53], 0
.LBB10_4:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[0:1], off
	global_load_dwordx2 v[8:9], v[2:3], off
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_lshl_add_u64 v[0:1], v[0:1], 0, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 3, s[10:11]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[52:53], v[8:9], v[6:7]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB10_4
; %bb.5:
	s_or_b64 exec, exec, s[0:1]
.LBB10_6:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_lt_u32_e32 vcc, 25, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB10_10
; %bb.7:
	v_ashrrev_i32_e32 v1, 31, v50
	v_mov_b32_e32 v0, v50
	v_lshl_add_u64 v[2:3], v[0:1], 3, s[8:9]
	s_mov_b64 s[8:9], 0x68
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[54:55], v[2:3], 0, s[8:9]
	v_lshl_add_u64 v[56:57], v[0:1], 0, 52
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 0xd8
	s_mov_b64 s[12:13], 0x6c
.LBB10_8:                               ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[16:19], v[56:57], off offset:-52
	global_load_dwordx4 v[28:31], v[56:57], off offset:-36
	global_load_dwordx4 v[12:15], v[54:55], off offset:-56
	global_load_dwordx4 v[36:39], v[54:55], off offset:-72
	global_load_dwordx4 v[40:43], v[54:55], off offset:-88
	global_load_dwordx4 v[20:23], v[54:55], off offset:-104
	global_load_dwordx4 v[8:11], v[56:57], off offset:-4
	global_load_dwordx4 v[32:35], v[56:57], off offset:-20
	global_load_dwordx4 v[0:3], v[54:55], off offset:8
	global_load_dwordx4 v[4:7], v[54:55], off offset:-8
	global_load_dwordx4 v[24:27], v[54:55], off offset:-24
	global_load_dwordx4 v[44:47], v[54:55], off offset:-40
	v_add_u32_e32 v50, 27, v50
	v_cmp_ge_i32_e32 vcc, v50, v51
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(11)
	v_ashrrev_i32_e32 v59, 31, v16
	v_mov_b32_e32 v58, v16
	v_ashrrev_i32_e32 v61, 31, v17
	v_mov_b32_e32 v60, v17
	v_ashrrev_i32_e32 v63, 31, v19
	v_mov_b32_e32 v62, v19
	v_ashrrev_i32_e32 v17, 31, v18
	v_mov_b32_e32 v16, v18
	v_lshl_add_u64 v[18:19], v[58:59], 3, s[10:11]
	v_lshl_add_u64 v[58:59], v[60:61], 3, s[10:11]
	v_lshl_add_u64 v[60:61], v[62:63], 3, s[10:11]
	v_lshl_add_u64 v[16:17], v[16:17], 3, s[10:11]
	global_load_dwordx2 v[18:19], v[18:19], off
	s_nop 0
	global_load_dwordx2 v[58:59], v[58:59], off
	s_nop 0
	global_load_dwordx2 v[62:63], v[16:17], off
	s_nop 0
	global_load_dwordx2 v[60:61], v[60:61], off
	s_waitcnt vmcnt(9)
	v_ashrrev_i32_e32 v65, 31, v11
	v_mov_b32_e32 v64, v11
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[52:53], v[20:21], v[18:19]
	s_waitcnt vmcnt(2)
	v_fmac_f64_e32 v[52:53], v[22:23], v[58:59]
	s_waitcnt vmcnt(1)
	v_fmac_f64_e32 v[52:53], v[40:41], v[62:63]
	v_ashrrev_i32_e32 v41, 31, v28
	v_mov_b32_e32 v40, v28
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[52:53], v[42:43], v[60:61]
	v_ashrrev_i32_e32 v43, 31, v29
	v_mov_b32_e32 v42, v29
	v_ashrrev_i32_e32 v59, 31, v30
	v_mov_b32_e32 v58, v30
	v_ashrrev_i32_e32 v61, 31, v31
	v_mov_b32_e32 v60, v31
	v_lshl_add_u64 v[40:41], v[40:41], 3, s[10:11]
	v_lshl_add_u64 v[42:43], v[42:43], 3, s[10:11]
	v_lshl_add_u64 v[58:59], v[58:59], 3, s[10:11]
	v_lshl_add_u64 v[60:61], v[60:61], 3, s[10:11]
	global_load_dwordx2 v[40:41], v[40:41], off
	s_nop 0
	global_load_dwordx2 v[42:43], v[42:43], off
	s_nop 0
	global_load_dwordx2 v[58:59], v[58:59], off
	s_nop 0
	global_load_dwordx2 v[60:61], v[60:61], off
	v_ashrrev_i32_e32 v63, 31, v10
	v_mov_b32_e32 v62, v10
	global_load_dwordx4 v[28:31], v[54:55], off offset:40
	global_load_dwordx4 v[16:19], v[54:55], off offset:72
	global_load_dwordx4 v[20:23], v[54:55], off offset:56
	s_waitcnt vmcnt(6)
	v_fmac_f64_e32 v[52:53], v[36:37], v[40:41]
	s_waitcnt vmcnt(5)
	v_fmac_f64_e32 v[52:53], v[38:39], v[42:43]
	v_ashrrev_i32_e32 v37, 31, v32
	v_mov_b32_e32 v36, v32
	v_ashrrev_i32_e32 v39, 31, v33
	v_mov_b32_e32 v38, v33
	v_ashrrev_i32_e32 v41, 31, v34
	v_mov_b32_e32 v40, v34
	v_ashrrev_i32_e32 v43, 31, v35
	v_mov_b32_e32 v42, v35
	s_waitcnt vmcnt(4)
	v_fmac_f64_e32 v[52:53], v[12:13], v[58:59]
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[52:53], v[14:15], v[60:61]
	v_lshl_add_u64 v[12:13], v[36:37], 3, s[10:11]
	v_lshl_add_u64 v[14:15], v[38:39], 3, s[10:11]
	v_lshl_add_u64 v[36:37], v[40:41], 3, s[10:11]
	v_lshl_add_u64 v[38:39], v[42:43], 3, s[10:11]
	global_load_dwordx4 v[32:35], v[56:57], off offset:28
	s_nop 0
	global_load_dwordx2 v[12:13], v[12:13], off
	s_nop 0
	global_load_dwordx2 v[14:15], v[14:15], off
	s_nop 0
	global_load_dwordx2 v[36:37], v[36:37], off
	s_nop 0
	global_load_dwordx2 v[38:39], v[38:39], off
	v_ashrrev_i32_e32 v59, 31, v8
	v_mov_b32_e32 v58, v8
	v_ashrrev_i32_e32 v61, 31, v9
	v_mov_b32_e32 v60, v9
	global_load_dwordx4 v[8:11], v[56:57], off offset:12
	s_waitcnt vmcnt(4)
	v_fmac_f64_e32 v[52:53], v[44:45], v[12:13]
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[52:53], v[46:47], v[14:15]
	s_waitcnt vmcnt(2)
	v_fmac_f64_e32 v[52:53], v[24:25], v[36:37]
	global_load_dwordx3 v[12:14], v[56:57], off offset:44
	v_ashrrev_i32_e32 v25, 31, v32
	v_mov_b32_e32 v24, v32
	s_waitcnt vmcnt(2)
	v_fmac_f64_e32 v[52:53], v[26:27], v[38:39]
	v_ashrrev_i32_e32 v27, 31, v33
	v_mov_b32_e32 v26, v33
	v_ashrrev_i32_e32 v33, 31, v34
	v_mov_b32_e32 v32, v34
	v_ashrrev_i32_e32 v37, 31, v35
	v_mov_b32_e32 v36, v35
	v_lshl_add_u64 v[34:35], v[58:59], 3, s[10:11]
	v_lshl_add_u64 v[38:39], v[60:61], 3, s[10:11]
	v_lshl_add_u64 v[58:59], v[62:63], 3, s[10:11]
	v_lshl_add_u64 v[60:61], v[64:65], 3, s[10:11]
	global_load_dwordx2 v[34:35], v[34:35], off
	s_nop 0
	global_load_dwordx2 v[38:39], v[38:39], off
	s_nop 0
	global_load_dwordx2 v[58:59], v[58:59], off
	s_nop 0
	global_load_dwordx2 v[60:61], v[60:61], off
	s_waitcnt vmcnt(5)
	v_ashrrev_i32_e32 v41, 31, v8
	v_mov_b32_e32 v40, v8
	v_ashrrev_i32_e32 v43, 31, v9
	v_mov_b32_e32 v42, v9
	v_ashrrev_i32_e32 v45, 31, v10
	v_mov_b32_e32 v44, v10
	v_ashrrev_i32_e32 v47, 31, v11
	v_mov_b32_e32 v46, v11
	global_load_dwordx4 v[8:11], v[54:55], off offset:24
	v_lshl_add_u64 v[24:25], v[24:25], 3, s[10:11]
	v_lshl_add_u64 v[26:27], v[26:27], 3, s[10:11]
	v_lshl_add_u64 v[32:33], v[32:33], 3, s[10:11]
	v_lshl_add_u64 v[36:37], v[36:37], 3, s[10:11]
	v_lshl_add_u64 v[56:57], v[56:57], 0, s[12:13]
	s_waitcnt vmcnt(5)
	v_ashrrev_i32_e32 v63, 31, v13
	v_mov_b32_e32 v62, v13
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt vmcnt(4)
	v_fmac_f64_e32 v[52:53], v[4:5], v[34:35]
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[52:53], v[6:7], v[38:39]
	v_ashrrev_i32_e32 v39, 31, v12
	v_mov_b32_e32 v38, v12
	global_load_dwordx4 v[4:7], v[54:55], off offset:88
	v_lshl_add_u64 v[12:13], v[14:15], 3, s[10:11]
	v_lshl_add_u64 v[14:15], v[40:41], 3, s[10:11]
	v_lshl_add_u64 v[40:41], v[42:43], 3, s[10:11]
	v_lshl_add_u64 v[42:43], v[44:45], 3, s[10:11]
	v_lshl_add_u64 v[44:45], v[46:47], 3, s[10:11]
	v_lshl_add_u64 v[38:39], v[38:39], 3, s[10:11]
	v_lshl_add_u64 v[46:47], v[62:63], 3, s[10:11]
	global_load_dwordx2 v[34:35], v[54:55], off offset:104
	s_nop 0
	global_load_dwordx2 v[14:15], v[14:15], off
	s_nop 0
	global_load_dwordx2 v[40:41], v[40:41], off
	s_nop 0
	global_load_dwordx2 v[42:43], v[42:43], off
	s_nop 0
	global_load_dwordx2 v[44:45], v[44:45], off
	s_nop 0
	global_load_dwordx2 v[24:25], v[24:25], off
	s_nop 0
	global_load_dwordx2 v[26:27], v[26:27], off
	s_nop 0
	global_load_dwordx2 v[32:33], v[32:33], off
	s_nop 0
	global_load_dwordx2 v[36:37], v[36:37], off
	s_nop 0
	global_load_dwordx2 v[38:39], v[38:39], off
	s_nop 0
	global_load_dwordx2 v[46:47], v[46:47], off
	s_nop 0
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(15)
	v_fmac_f64_e32 v[52:53], v[0:1], v[58:59]
	s_waitcnt vmcnt(14)
	v_fmac_f64_e32 v[52:53], v[2:3], v[60:61]
	v_lshl_add_u64 v[54:55], v[54:55], 0, s[8:9]
	s_waitcnt vmcnt(10)
	v_fmac_f64_e32 v[52:53], v[8:9], v[14:15]
	s_waitcnt vmcnt(9)
	v_fmac_f64_e32 v[52:53], v[10:11], v[40:41]
	s_waitcnt vmcnt(8)
	v_fmac_f64_e32 v[52:53], v[28:29], v[42:43]
	s_waitcnt vmcnt(7)
	v_fmac_f64_e32 v[52:53], v[30:31], v[44:45]
	s_waitcnt vmcnt(6)
	v_fmac_f64_e32 v[52:53], v[20:21], v[24:25]
	s_waitcnt vmcnt(5)
	v_fmac_f64_e32 v[52:53], v[22:23], v[26:27]
	s_waitcnt vmcnt(4)
	v_fmac_f64_e32 v[52:53], v[16:17], v[32:33]
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[52:53], v[18:19], v[36:37]
	s_waitcnt vmcnt(2)
	v_fmac_f64_e32 v[52:53], v[4:5], v[38:39]
	s_waitcnt vmcnt(1)
	v_fmac_f64_e32 v[52:53], v[6:7], v[46:47]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[52:53], v[34:35], v[12:13]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB10_8
; %bb.9:
	s_or_b64 exec, exec, s[6:7]
.LBB10_10:
	s_or_b64 exec, exec, s[0:1]
.LBB10_11:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_lshl_add_u64 v[0:1], v[48:49], 3, v[0:1]
	global_store_dwordx2 v[0:1], v[52:53], off
.LBB10_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 68
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
	.section	.text._ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,"axG",@progbits,_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,comdat
.Lfunc_end10:
	.size	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_, .Lfunc_end10-_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
                                        ; -- End function
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.num_vgpr, 66
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.num_agpr, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.numbered_sgpr, 14
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.num_named_barrier, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.private_seg_size, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.uses_vcc, 1
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.uses_flat_scratch, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.has_dyn_sized_stack, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.has_recursion, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1628
; TotalNumSgprs: 20
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_60c69ca7c63f1d16,@object ; @__hip_cuid_60c69ca7c63f1d16
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_60c69ca7c63f1d16
__hip_cuid_60c69ca7c63f1d16:
	.byte	0                               ; 0x0
	.size	__hip_cuid_60c69ca7c63f1d16, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_60c69ca7c63f1d16
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
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
    .name:           _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           8
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     by_value
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
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.kd
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE12final_reduceIdLi256EEEvPT_
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE12final_reduceIdLi256EEEvPT_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
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
    .name:           _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           8
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
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
    .name:           _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
