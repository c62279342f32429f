	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.section	.text._ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
	.protected	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_ ; -- Begin function _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.globl	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.p2align	8
	.type	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,@function
_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_: ; @_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	s_wait_loadcnt 0x0
	global_store_b64 v[0:1], v[2:3], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 4
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
	.section	.text._ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
.Lfunc_end0:
	.size	_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_, .Lfunc_end0-_ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
                                        ; -- End function
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_vgpr, 4
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_agpr, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.numbered_sgpr, 4
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_named_barrier, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.private_seg_size, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_vcc, 1
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_flat_scratch, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_recursion, 0
	.set _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 6
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
	.protected	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_ ; -- Begin function _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.globl	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.p2align	8
	.type	_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,@function
_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_: ; @_ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_b64 s[0:1], s[0:1], 0x18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[2:3], s[4:5], v[2:3]
	global_store_b64 v[0:1], v[2:3], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
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
; codeLenInByte = 168
; TotalNumSgprs: 10
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,"axG",@progbits,_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,comdat
	.protected	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_ ; -- Begin function _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
	.globl	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
	.p2align	8
	.type	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,@function
_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_: ; @_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_b256 s[0:7], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	global_load_b64 v[4:5], v[4:5], off
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	s_wait_loadcnt 0x0
	v_fma_f64 v[2:3], s[2:3], v[4:5], v[2:3]
	global_store_b64 v[0:1], v[2:3], off
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
	.section	.text._ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,"axG",@progbits,_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_,comdat
.Lfunc_end2:
	.size	_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_, .Lfunc_end2-_ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_
                                        ; -- End function
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.num_vgpr, 6
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.num_agpr, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.numbered_sgpr, 8
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.num_named_barrier, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.private_seg_size, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.uses_vcc, 1
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.has_recursion, 0
	.set _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,"axG",@progbits,_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,comdat
	.protected	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_ ; -- Begin function _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
	.globl	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
	.p2align	8
	.type	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,@function
_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_: ; @_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x3c
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_b64 s[0:1], s[0:1], 0x28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s11, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	v_add_co_u32 v0, vcc_lo, s0, v0
	global_load_b64 v[4:5], v[4:5], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_wait_loadcnt 0x1
	v_mul_f64_e32 v[2:3], s[8:9], v[2:3]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[2:3], s[4:5], v[4:5], v[2:3]
	global_store_b64 v[0:1], v[2:3], off
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
		.amdhsa_next_free_sgpr 12
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
	.section	.text._ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,"axG",@progbits,_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_,comdat
.Lfunc_end3:
	.size	_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_, .Lfunc_end3-_ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_
                                        ; -- End function
	.set _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.num_vgpr, 6
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
; codeLenInByte = 216
; TotalNumSgprs: 14
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,"axG",@progbits,_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,comdat
	.protected	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_ ; -- Begin function _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
	.globl	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
	.p2align	8
	.type	_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_,@function
_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_: ; @_ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_
; %bb.0:
	s_clause 0x3
	s_load_b32 s9, s[0:1], 0x2c
	s_load_b32 s8, s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x18
	s_load_b128 s[4:7], s[0:1], 0x8
	s_wait_kmcnt 0x0
	s_and_b32 s10, s9, 0xffff
	s_mov_b32 s9, exec_lo
	v_mad_co_u64_u32 v[3:4], null, ttmp9, s10, v[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmpx_gt_i32_e64 s8, v3
	s_cbranch_execz .LBB4_4
; %bb.1:
	s_add_nc_u64 s[0:1], s[0:1], 32
	v_mov_b32_e32 v1, 0
	s_load_b32 s1, s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, 0
	s_wait_kmcnt 0x0
	s_mul_i32 s1, s1, s10
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[4:5], 3, v[3:4]
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v3, s1, v3
	v_add_co_u32 v6, vcc_lo, s4, v4
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s5, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	global_load_b64 v[6:7], v[6:7], off
	global_load_b64 v[4:5], v[4:5], off
	v_cmp_le_i32_e32 vcc_lo, s8, v3
	s_or_b32 s0, vcc_lo, s0
	s_wait_loadcnt 0x0
	v_fma_f64 v[1:2], v[6:7], v[4:5], v[1:2]
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s0
.LBB4_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b32_e32 v3, 3, v0
	s_mov_b32 s0, exec_lo
	ds_store_b64 v3, v[1:2]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB4_6
; %bb.5:
	ds_load_b64 v[4:5], v3 offset:1024
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB4_8
; %bb.7:
	ds_load_b64 v[4:5], v3 offset:512
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB4_10
; %bb.9:
	ds_load_b64 v[4:5], v3 offset:256
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB4_12
; %bb.11:
	ds_load_b64 v[4:5], v3 offset:128
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB4_14
; %bb.13:
	ds_load_b64 v[4:5], v3 offset:64
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB4_16
; %bb.15:
	ds_load_b64 v[4:5], v3 offset:32
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB4_18
; %bb.17:
	ds_load_b64 v[4:5], v3 offset:16
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB4_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execnz .LBB4_21
; %bb.19:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execnz .LBB4_22
.LBB4_20:
	s_endpgm
.LBB4_21:
	ds_load_b64 v[4:5], v3 offset:8
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB4_20
.LBB4_22:
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 s0, ttmp9
	s_mov_b32 s1, 0
	v_mov_b32_e32 v0, 0
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 3
	s_wait_alu depctr_sa_sdst(0)
	s_add_nc_u64 s[0:1], s[2:3], s[0:1]
	global_store_b64 v0, v[1:2], s[0:1]
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
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 7
		.amdhsa_round_robin_scheduling 0
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
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.num_vgpr, 8
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.num_agpr, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.numbered_sgpr, 11
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.num_named_barrier, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.private_seg_size, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.uses_vcc, 1
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.uses_flat_scratch, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.has_dyn_sized_stack, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.has_recursion, 0
	.set _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 884
; TotalNumSgprs: 13
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
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
	.section	.text._ZN6miniFE12final_reduceIdLi256EEEvPT_,"axG",@progbits,_ZN6miniFE12final_reduceIdLi256EEEvPT_,comdat
	.protected	_ZN6miniFE12final_reduceIdLi256EEEvPT_ ; -- Begin function _ZN6miniFE12final_reduceIdLi256EEEvPT_
	.globl	_ZN6miniFE12final_reduceIdLi256EEEvPT_
	.p2align	8
	.type	_ZN6miniFE12final_reduceIdLi256EEEvPT_,@function
_ZN6miniFE12final_reduceIdLi256EEEvPT_: ; @_ZN6miniFE12final_reduceIdLi256EEEvPT_
; %bb.0:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v3, 3, v0
	s_mov_b32 s2, exec_lo
	s_wait_kmcnt 0x0
	global_load_b64 v[1:2], v3, s[0:1]
	s_wait_loadcnt 0x0
	ds_store_b64 v3, v[1:2]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB5_2
; %bb.1:
	ds_load_b64 v[4:5], v3 offset:1024
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB5_4
; %bb.3:
	ds_load_b64 v[4:5], v3 offset:512
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_4:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB5_6
; %bb.5:
	ds_load_b64 v[4:5], v3 offset:256
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_6:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB5_8
; %bb.7:
	ds_load_b64 v[4:5], v3 offset:128
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_8:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB5_10
; %bb.9:
	ds_load_b64 v[4:5], v3 offset:64
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_10:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB5_12
; %bb.11:
	ds_load_b64 v[4:5], v3 offset:32
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_12:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB5_14
; %bb.13:
	ds_load_b64 v[4:5], v3 offset:16
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
.LBB5_14:
	s_or_b32 exec_lo, exec_lo, s2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execnz .LBB5_17
; %bb.15:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execnz .LBB5_18
.LBB5_16:
	s_endpgm
.LBB5_17:
	ds_load_b64 v[4:5], v3 offset:8
	s_wait_dscnt 0x0
	v_add_f64_e32 v[1:2], v[1:2], v[4:5]
	ds_store_b64 v3, v[1:2]
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB5_16
.LBB5_18:
	v_mov_b32_e32 v0, 0
	global_store_b64 v0, v[1:2], s[0:1]
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
		.amdhsa_next_free_sgpr 3
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
	.section	.text._ZN6miniFE12final_reduceIdLi256EEEvPT_,"axG",@progbits,_ZN6miniFE12final_reduceIdLi256EEEvPT_,comdat
.Lfunc_end5:
	.size	_ZN6miniFE12final_reduceIdLi256EEEvPT_, .Lfunc_end5-_ZN6miniFE12final_reduceIdLi256EEEvPT_
                                        ; -- End function
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.num_vgpr, 6
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.num_agpr, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.numbered_sgpr, 3
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.num_named_barrier, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.private_seg_size, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.uses_vcc, 1
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.uses_flat_scratch, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.has_dyn_sized_stack, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.has_recursion, 0
	.set _ZN6miniFE12final_reduceIdLi256EEEvPT_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 600
; TotalNumSgprs: 5
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 5
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
	.protected	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_ ; -- Begin function _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.globl	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
	.p2align	8
	.type	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,@function
_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_: ; @_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	global_load_b64 v[4:5], v[0:1], off
	s_wait_loadcnt 0x0
	v_add_f64_e32 v[2:3], v[2:3], v[4:5]
	global_store_b64 v[0:1], v[2:3], off
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
		.amdhsa_next_free_sgpr 4
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
	.section	.text._ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,"axG",@progbits,_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_,comdat
.Lfunc_end6:
	.size	_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_, .Lfunc_end6-_ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_
                                        ; -- End function
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_vgpr, 6
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_agpr, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.numbered_sgpr, 4
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.num_named_barrier, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.private_seg_size, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_vcc, 1
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.uses_flat_scratch, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_recursion, 0
	.set _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 6
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
	.protected	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_ ; -- Begin function _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.globl	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
	.p2align	8
	.type	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,@function
_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_: ; @_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB7_2
; %bb.1:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x8
	s_load_b64 s[0:1], s[0:1], 0x18
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	global_load_b64 v[4:5], v[0:1], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[2:3], s[4:5], v[2:3], v[4:5]
	global_store_b64 v[0:1], v[2:3], off
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
	.section	.text._ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,"axG",@progbits,_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_,comdat
.Lfunc_end7:
	.size	_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_, .Lfunc_end7-_ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_
                                        ; -- End function
	.set _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.num_vgpr, 6
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
; codeLenInByte = 188
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,"axG",@progbits,_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,comdat
	.protected	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_ ; -- Begin function _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
	.globl	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
	.p2align	8
	.type	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,@function
_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_: ; @_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB8_2
; %bb.1:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x8
	s_load_b64 s[0:1], s[0:1], 0x18
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	global_load_b64 v[4:5], v[0:1], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[2:3], s[6:7], v[4:5], v[2:3]
	global_store_b64 v[0:1], v[2:3], off
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
	.section	.text._ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,"axG",@progbits,_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_,comdat
.Lfunc_end8:
	.size	_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_, .Lfunc_end8-_ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_
                                        ; -- End function
	.set _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.num_vgpr, 6
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
; codeLenInByte = 188
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,"axG",@progbits,_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,comdat
	.protected	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_ ; -- Begin function _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
	.globl	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
	.p2align	8
	.type	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,@function
_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_: ; @_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_load_b256 s[0:7], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_load_b64 v[4:5], v[2:3], off
	global_load_b64 v[0:1], v[0:1], off
	s_wait_loadcnt 0x1
	v_mul_f64_e32 v[4:5], s[4:5], v[4:5]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[0:1], s[0:1], v[0:1], v[4:5]
	global_store_b64 v[2:3], v[0:1], off
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
	.section	.text._ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,"axG",@progbits,_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_,comdat
.Lfunc_end9:
	.size	_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_, .Lfunc_end9-_ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_
                                        ; -- End function
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.num_vgpr, 6
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.num_agpr, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.numbered_sgpr, 8
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.num_named_barrier, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.private_seg_size, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.uses_vcc, 1
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.uses_flat_scratch, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.has_dyn_sized_stack, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.has_recursion, 0
	.set _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,"axG",@progbits,_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,comdat
	.protected	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_ ; -- Begin function _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
	.globl	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
	.p2align	8
	.type	_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_,@function
_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_: ; @_ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x3c
	s_load_b32 s3, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_mov_b32 s2, exec_lo
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB10_12
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_b64 s[2:3], s[0:1], 0x28
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_mov_b32 s1, exec_lo
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	s_wait_loadcnt 0x0
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB10_11
; %bb.2:
	v_xad_u32 v10, v2, -1, v3
	v_mov_b32_e32 v8, 0
	s_mov_b32 s4, exec_lo
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v4, 0x2f684bdb, v10
	v_sub_nc_u32_e32 v5, v10, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_nc_u32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v4, 4, v4
	v_mul_lo_u32 v4, v4, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v4, v10, v4
	v_add_nc_u32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 27, v4
	v_cmpx_ne_u32_e32 27, v4
	s_cbranch_execz .LBB10_6
; %bb.3:
	v_ashrrev_i32_e32 v6, 31, v2
	v_mov_b32_e32 v5, v2
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v11, v4, 0, vcc_lo
	s_mov_b32 s5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[7:8], 2, v[5:6]
	v_lshlrev_b64_e32 v[12:13], 3, v[5:6]
	v_add_nc_u32_e32 v2, v2, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v4, vcc_lo, s6, v7
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v6, vcc_lo, s8, v12
	v_mov_b32_e32 v8, 0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s9, v13, vcc_lo
	v_mov_b32_e32 v9, 0
.LBB10_4:                               ; =>This Inner Loop Header: Depth=1
	global_load_b32 v12, v[4:5], off
	v_add_nc_u32_e32 v11, -1, v11
	s_wait_loadcnt 0x0
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[12:13], 3, v[12:13]
	v_add_co_u32 v12, vcc_lo, s10, v12
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, s11, v13, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, 4
	global_load_b64 v[14:15], v[6:7], off
	global_load_b64 v[12:13], v[12:13], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v11
	v_add_co_u32 v6, s0, v6, 8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s0
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s5, vcc_lo, s5
	s_wait_loadcnt 0x0
	v_fma_f64 v[8:9], v[14:15], v[12:13], v[8:9]
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_4
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s5
.LBB10_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s4, exec_lo
	v_cmpx_lt_u32_e32 25, v10
	s_cbranch_execz .LBB10_10
; %bb.7:
	v_ashrrev_i32_e32 v5, 31, v2
	v_mov_b32_e32 v4, v2
	s_mov_b32 s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[6:7], 3, v[4:5]
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_add_co_u32 v6, vcc_lo, s8, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s9, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x68, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, v10, 52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, 0, v11, vcc_lo
.LBB10_8:                               ; =>This Inner Loop Header: Depth=1
	s_clause 0x3
	global_load_b128 v[10:13], v[6:7], off offset:-52
	global_load_b128 v[15:18], v[6:7], off offset:-36
	global_load_b128 v[20:23], v[6:7], off offset:-20
	global_load_b128 v[25:28], v[6:7], off offset:-4
	v_add_nc_u32_e32 v2, 27, v2
	s_wait_loadcnt 0x3
	v_ashrrev_i32_e32 v30, 31, v10
	v_mov_b32_e32 v29, v10
	v_ashrrev_i32_e32 v14, 31, v13
	s_wait_loadcnt 0x2
	v_ashrrev_i32_e32 v19, 31, v18
	s_wait_loadcnt 0x1
	v_ashrrev_i32_e32 v46, 31, v20
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64_e32 v[29:30], 3, v[29:30]
	v_mov_b32_e32 v45, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v37, vcc_lo, s10, v29
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v38, null, s11, v30, vcc_lo
	s_clause 0x1
	global_load_b128 v[29:32], v[4:5], off offset:-88
	global_load_b128 v[33:36], v[4:5], off offset:-104
	global_load_b64 v[53:54], v[37:38], off
	v_ashrrev_i32_e32 v38, 31, v11
	v_mov_b32_e32 v37, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 3, v[37:38]
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[55:56], v[10:11], off
	v_ashrrev_i32_e32 v11, 31, v12
	v_mov_b32_e32 v10, v12
	v_lshlrev_b64_e32 v[10:11], 3, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[57:58], v[10:11], off
	v_lshlrev_b64_e32 v[10:11], 3, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[59:60], v[10:11], off
	v_ashrrev_i32_e32 v11, 31, v15
	v_mov_b32_e32 v10, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 3, v[10:11]
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	s_clause 0x1
	global_load_b128 v[37:40], v[4:5], off offset:-56
	global_load_b128 v[41:44], v[4:5], off offset:-72
	global_load_b64 v[61:62], v[10:11], off
	v_ashrrev_i32_e32 v11, 31, v16
	v_mov_b32_e32 v10, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 3, v[10:11]
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[63:64], v[10:11], off
	v_ashrrev_i32_e32 v11, 31, v17
	v_mov_b32_e32 v10, v17
	v_lshlrev_b64_e32 v[10:11], 3, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[65:66], v[10:11], off
	v_lshlrev_b64_e32 v[10:11], 3, v[18:19]
	v_lshlrev_b64_e32 v[19:20], 3, v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[67:68], v[10:11], off
	s_clause 0x1
	global_load_b128 v[10:13], v[6:7], off offset:12
	global_load_b128 v[15:18], v[6:7], off offset:28
	v_add_co_u32 v19, vcc_lo, s10, v19
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v20, null, s11, v20, vcc_lo
	s_clause 0x1
	global_load_b128 v[45:48], v[4:5], off offset:-24
	global_load_b128 v[49:52], v[4:5], off offset:-40
	global_load_b64 v[69:70], v[19:20], off
	v_ashrrev_i32_e32 v20, 31, v21
	v_mov_b32_e32 v19, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[19:20], 3, v[19:20]
	v_add_co_u32 v19, vcc_lo, s10, v19
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v20, null, s11, v20, vcc_lo
	s_wait_loadcnt 0xe
	v_fma_f64 v[8:9], v[33:34], v[53:54], v[8:9]
	global_load_b64 v[53:54], v[19:20], off
	v_ashrrev_i32_e32 v20, 31, v22
	v_mov_b32_e32 v19, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[19:20], 3, v[19:20]
	v_add_co_u32 v19, vcc_lo, s10, v19
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s11, v20, vcc_lo
	s_wait_loadcnt 0xe
	v_fma_f64 v[8:9], v[35:36], v[55:56], v[8:9]
	global_load_b64 v[55:56], v[19:20], off
	v_lshlrev_b64_e32 v[19:20], 3, v[23:24]
	v_add_co_u32 v19, vcc_lo, s10, v19
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v20, null, s11, v20, vcc_lo
	s_wait_loadcnt 0xe
	v_fma_f64 v[8:9], v[29:30], v[57:58], v[8:9]
	global_load_b64 v[57:58], v[19:20], off
	v_ashrrev_i32_e32 v20, 31, v25
	v_mov_b32_e32 v19, v25
	v_ashrrev_i32_e32 v29, 31, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[19:20], 3, v[19:20]
	v_add_co_u32 v23, vcc_lo, s10, v19
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v24, null, s11, v20, vcc_lo
	s_wait_loadcnt 0xe
	v_fma_f64 v[8:9], v[31:32], v[59:60], v[8:9]
	s_clause 0x1
	global_load_b128 v[19:22], v[4:5], off offset:8
	global_load_b128 v[30:33], v[4:5], off offset:-8
	global_load_b64 v[59:60], v[23:24], off
	v_ashrrev_i32_e32 v24, 31, v26
	s_wait_loadcnt 0xa
	v_dual_mov_b32 v23, v26 :: v_dual_mov_b32 v26, v10
	v_ashrrev_i32_e32 v14, 31, v13
	v_fma_f64 v[8:9], v[41:42], v[61:62], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], v[43:44], v[63:64], v[8:9]
	v_fma_f64 v[8:9], v[37:38], v[65:66], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], v[39:40], v[67:68], v[8:9]
	s_wait_loadcnt 0x6
	v_fma_f64 v[8:9], v[49:50], v[69:70], v[8:9]
	v_ashrrev_i32_e32 v50, 31, v11
	s_wait_loadcnt 0x5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], v[51:52], v[53:54], v[8:9]
	s_wait_loadcnt 0x4
	v_fma_f64 v[8:9], v[45:46], v[55:56], v[8:9]
	s_wait_loadcnt 0x3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], v[47:48], v[57:58], v[8:9]
	v_mov_b32_e32 v8, v15
	v_lshlrev_b64_e32 v[23:24], 3, v[23:24]
	v_ashrrev_i32_e32 v9, 31, v15
	v_lshlrev_b64_e32 v[8:9], 3, v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v23, vcc_lo, s10, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s11, v24, vcc_lo
	global_load_b64 v[41:42], v[23:24], off
	v_ashrrev_i32_e32 v24, 31, v27
	v_mov_b32_e32 v23, v27
	v_ashrrev_i32_e32 v27, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[26:27], 3, v[26:27]
	s_wait_loadcnt 0x1
	v_fma_f64 v[30:31], v[30:31], v[59:60], v[47:48]
	v_ashrrev_i32_e32 v48, 31, v16
	s_wait_loadcnt 0x0
	v_fma_f64 v[30:31], v[32:33], v[41:42], v[30:31]
	v_mov_b32_e32 v32, v17
	v_lshlrev_b64_e32 v[23:24], 3, v[23:24]
	v_ashrrev_i32_e32 v33, 31, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v23, vcc_lo, s10, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s11, v24, vcc_lo
	global_load_b64 v[43:44], v[23:24], off
	v_lshlrev_b64_e32 v[23:24], 3, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v23, vcc_lo, s10, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s11, v24, vcc_lo
	global_load_b64 v[61:62], v[23:24], off
	global_load_b96 v[23:25], v[6:7], off offset:44
	v_add_co_u32 v38, vcc_lo, s10, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s11, v27, vcc_lo
	s_clause 0x1
	global_load_b128 v[34:37], v[4:5], off offset:40
	global_load_b128 v[26:29], v[4:5], off offset:24
	global_load_b64 v[38:39], v[38:39], off
	v_mov_b32_e32 v49, v11
	v_mov_b32_e32 v47, v16
	v_lshlrev_b64_e32 v[16:17], 3, v[32:33]
	v_add_co_u32 v6, s0, 0x6c, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[10:11], 3, v[49:50]
	v_lshlrev_b64_e32 v[47:48], 3, v[47:48]
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[49:50], v[10:11], off
	v_ashrrev_i32_e32 v11, 31, v12
	v_mov_b32_e32 v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 3, v[10:11]
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	global_load_b64 v[51:52], v[10:11], off
	v_lshlrev_b64_e32 v[10:11], 3, v[13:14]
	v_add_co_u32 v10, vcc_lo, s10, v10
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	v_add_co_u32 v53, vcc_lo, s10, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v54, null, s11, v9, vcc_lo
	global_load_b64 v[45:46], v[10:11], off
	v_add_co_u32 v47, vcc_lo, s10, v47
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v48, null, s11, v48, vcc_lo
	v_add_co_u32 v16, vcc_lo, s10, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s11, v17, vcc_lo
	s_clause 0x1
	global_load_b64 v[47:48], v[47:48], off
	global_load_b64 v[32:33], v[16:17], off
	s_clause 0x1
	global_load_b128 v[8:11], v[4:5], off offset:72
	global_load_b128 v[12:15], v[4:5], off offset:56
	global_load_b64 v[53:54], v[53:54], off
	s_wait_loadcnt 0xd
	v_fma_f64 v[16:17], v[19:20], v[43:44], v[30:31]
	v_ashrrev_i32_e32 v19, 31, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 3, v[18:19]
	v_add_co_u32 v18, vcc_lo, s10, v18
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, s11, v19, vcc_lo
	global_load_b64 v[30:31], v[18:19], off
	s_wait_loadcnt 0xd
	v_fma_f64 v[20:21], v[21:22], v[61:62], v[16:17]
	s_wait_loadcnt 0xc
	v_ashrrev_i32_e32 v17, 31, v23
	v_mov_b32_e32 v16, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[16:17], 3, v[16:17]
	v_add_co_u32 v22, vcc_lo, s10, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s11, v17, vcc_lo
	s_wait_loadcnt 0x9
	v_fma_f64 v[20:21], v[26:27], v[38:39], v[20:21]
	v_ashrrev_i32_e32 v27, 31, v24
	v_mov_b32_e32 v26, v24
	v_lshlrev_b64_e32 v[26:27], 3, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v26, vcc_lo, s10, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s11, v27, vcc_lo
	global_load_b64 v[38:39], v[26:27], off
	v_ashrrev_i32_e32 v26, 31, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[24:25], 3, v[25:26]
	v_add_co_u32 v24, vcc_lo, s10, v24
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v25, null, s11, v25, vcc_lo
	s_wait_loadcnt 0x9
	v_fma_f64 v[20:21], v[28:29], v[49:50], v[20:21]
	global_load_b64 v[24:25], v[24:25], off
	s_clause 0x1
	global_load_b64 v[40:41], v[4:5], off offset:104
	global_load_b128 v[16:19], v[4:5], off offset:88
	global_load_b64 v[22:23], v[22:23], off
	v_add_co_u32 v4, vcc_lo, 0xd8, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v2, v3
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s5, vcc_lo, s5
	s_wait_loadcnt 0xc
	v_fma_f64 v[20:21], v[34:35], v[51:52], v[20:21]
	s_wait_loadcnt 0xb
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[36:37], v[45:46], v[20:21]
	s_wait_loadcnt 0x6
	v_fma_f64 v[12:13], v[12:13], v[53:54], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], v[14:15], v[47:48], v[12:13]
	v_fma_f64 v[8:9], v[8:9], v[32:33], v[12:13]
	s_wait_loadcnt 0x5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], v[10:11], v[30:31], v[8:9]
	s_wait_loadcnt 0x0
	v_fma_f64 v[8:9], v[16:17], v[22:23], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], v[18:19], v[38:39], v[8:9]
	v_fma_f64 v[8:9], v[40:41], v[24:25], v[8:9]
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_8
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s5
.LBB10_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
.LBB10_11:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_b64 v[0:1], v[8:9], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 71
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 22
		.amdhsa_round_robin_scheduling 0
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
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.num_vgpr, 71
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.num_agpr, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.numbered_sgpr, 12
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.num_named_barrier, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.private_seg_size, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.uses_vcc, 1
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.uses_flat_scratch, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.has_dyn_sized_stack, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.has_recursion, 0
	.set _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2708
; TotalNumSgprs: 14
; NumVgprs: 71
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 71
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
  - .args:
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE9wx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE10wax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE11wxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_S6_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE12waxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_S6_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE10dot_kernelIdLi256EEEviPKT_S3_PS1_.kd
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
    .sgpr_count:     5
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE12final_reduceIdLi256EEEvPT_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE10dyx_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeEPS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE11dyax_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE11yxby_kernelINS_6VectorIdiiEEEEviPKNT_10ScalarTypeES4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE12yaxby_kernelINS_6VectorIdiiEEEEviNT_10ScalarTypeEPKS4_S4_PS4_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _ZN6miniFE13matvec_kernelINS_9CSRMatrixIdiiEEEEviPKNT_16LocalOrdinalTypeEPKNS3_17GlobalOrdinalTypeEPKNS3_10ScalarTypeESC_PSA_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     71
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
