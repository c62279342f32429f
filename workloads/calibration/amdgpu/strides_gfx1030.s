	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.section	.text._Z12strideKernelIfLi256EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIfLi256EEvPT_S1_ii,comdat
	.protected	_Z12strideKernelIfLi256EEvPT_S1_ii ; -- Begin function _Z12strideKernelIfLi256EEvPT_S1_ii
	.globl	_Z12strideKernelIfLi256EEvPT_S1_ii
	.p2align	8
	.type	_Z12strideKernelIfLi256EEvPT_S1_ii,@function
_Z12strideKernelIfLi256EEvPT_S1_ii:     ; @_Z12strideKernelIfLi256EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 63, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s7, v1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 2
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dword v4, v[1:2], off
	global_load_dword v5, v[1:2], off offset:16
	global_load_dword v6, v[1:2], off offset:32
	global_load_dword v7, v[1:2], off offset:48
	global_load_dword v8, v[1:2], off offset:80
	global_load_dword v9, v[1:2], off offset:96
	global_load_dword v10, v[1:2], off offset:112
	global_load_dword v11, v[1:2], off offset:64
	v_add_co_u32 v1, vcc_lo, v1, s4
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0xf7
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v3, v4, v5
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v3, v6, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v8, v11
	v_fmac_f32_e32 v3, v9, v10
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_f32_e32 0x47f0799d, v3
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 0x47f0799d
	global_store_dword v0, v1, s[2:3]
.LBB0_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12strideKernelIfLi256EEvPT_S1_ii
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z12strideKernelIfLi256EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIfLi256EEvPT_S1_ii,comdat
.Lfunc_end0:
	.size	_Z12strideKernelIfLi256EEvPT_S1_ii, .Lfunc_end0-_Z12strideKernelIfLi256EEvPT_S1_ii
                                        ; -- End function
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.num_vgpr, 12
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.num_agpr, 0
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.numbered_sgpr, 8
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.num_named_barrier, 0
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.private_seg_size, 0
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.uses_vcc, 1
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.has_recursion, 0
	.set _Z12strideKernelIfLi256EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 292
; TotalNumSgprs: 10
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z11blockKernelIfLi256EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIfLi256EEvPT_S1_ii,comdat
	.protected	_Z11blockKernelIfLi256EEvPT_S1_ii ; -- Begin function _Z11blockKernelIfLi256EEvPT_S1_ii
	.globl	_Z11blockKernelIfLi256EEvPT_S1_ii
	.p2align	8
	.type	_Z11blockKernelIfLi256EEvPT_S1_ii,@function
_Z11blockKernelIfLi256EEvPT_S1_ii:      ; @_Z11blockKernelIfLi256EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 31, v1
	v_and_b32_e32 v2, 63, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, s7, v1
	s_ashr_i32 s9, s7, 31
	s_mov_b32 s8, s7
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 2
	s_lshl_b64 s[6:7], s[8:9], 2
	s_add_u32 s6, s4, s6
	v_ashrrev_i32_e32 v4, 31, v3
	s_addc_u32 s7, s5, s7
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_lshlrev_b32_e32 v3, 2, v2
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, v3
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_mov_b32_e32 v3, 0
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dword v4, v[0:1], off
	global_load_dword v5, v[0:1], off offset:16
	global_load_dword v6, v[0:1], off offset:32
	global_load_dword v7, v[0:1], off offset:48
	global_load_dword v8, v[0:1], off offset:80
	global_load_dword v9, v[0:1], off offset:96
	global_load_dword v10, v[0:1], off offset:112
	global_load_dword v11, v[0:1], off offset:64
	v_add_co_u32 v0, vcc_lo, v0, s4
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0xf7
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v3, v4, v5
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v3, v6, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v8, v11
	v_fmac_f32_e32 v3, v9, v10
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_f32_e32 0x47f0799d, v3
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_lshlrev_b32_e32 v0, 2, v2
	v_mov_b32_e32 v1, 0x47f0799d
	global_store_dword v0, v1, s[2:3]
.LBB1_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11blockKernelIfLi256EEvPT_S1_ii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z11blockKernelIfLi256EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIfLi256EEvPT_S1_ii,comdat
.Lfunc_end1:
	.size	_Z11blockKernelIfLi256EEvPT_S1_ii, .Lfunc_end1-_Z11blockKernelIfLi256EEvPT_S1_ii
                                        ; -- End function
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.num_vgpr, 12
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.num_agpr, 0
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.numbered_sgpr, 10
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.num_named_barrier, 0
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.private_seg_size, 0
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.uses_vcc, 1
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.has_recursion, 0
	.set _Z11blockKernelIfLi256EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; TotalNumSgprs: 12
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z12strideKernelIdLi256EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIdLi256EEvPT_S1_ii,comdat
	.protected	_Z12strideKernelIdLi256EEvPT_S1_ii ; -- Begin function _Z12strideKernelIdLi256EEvPT_S1_ii
	.globl	_Z12strideKernelIdLi256EEvPT_S1_ii
	.p2align	8
	.type	_Z12strideKernelIdLi256EEvPT_S1_ii,@function
_Z12strideKernelIdLi256EEvPT_S1_ii:     ; @_Z12strideKernelIdLi256EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 63, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s7, v1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 3
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dwordx2 v[5:6], v[3:4], off
	global_load_dwordx2 v[7:8], v[3:4], off offset:32
	global_load_dwordx2 v[9:10], v[3:4], off offset:64
	global_load_dwordx2 v[11:12], v[3:4], off offset:96
	global_load_dwordx2 v[13:14], v[3:4], off offset:160
	global_load_dwordx2 v[15:16], v[3:4], off offset:192
	global_load_dwordx2 v[17:18], v[3:4], off offset:224
	global_load_dwordx2 v[19:20], v[3:4], off offset:128
	v_add_co_u32 v3, vcc_lo, v3, s4
	v_add_co_ci_u32_e64 v4, null, s5, v4, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0xf7
	s_waitcnt vmcnt(6)
	v_fma_f64 v[1:2], v[5:6], v[7:8], v[1:2]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[1:2], v[9:10], v[11:12], v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[1:2], v[13:14], v[19:20], v[1:2]
	v_fma_f64 v[1:2], v[15:16], v[17:18], v[1:2]
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	s_mov_b32 s0, 0xae147ae1
	s_mov_b32 s1, 0x40fe0f33
	v_cmp_eq_f64_e32 vcc_lo, s[0:1], v[1:2]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 3, v0
	v_mov_b32_e32 v0, 0xae147ae1
	v_mov_b32_e32 v1, 0x40fe0f33
	global_store_dwordx2 v2, v[0:1], s[2:3]
.LBB2_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12strideKernelIdLi256EEvPT_S1_ii
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z12strideKernelIdLi256EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIdLi256EEvPT_S1_ii,comdat
.Lfunc_end2:
	.size	_Z12strideKernelIdLi256EEvPT_S1_ii, .Lfunc_end2-_Z12strideKernelIdLi256EEvPT_S1_ii
                                        ; -- End function
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.num_vgpr, 21
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.num_agpr, 0
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.numbered_sgpr, 8
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.num_named_barrier, 0
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.private_seg_size, 0
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.uses_vcc, 1
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.has_recursion, 0
	.set _Z12strideKernelIdLi256EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; TotalNumSgprs: 10
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 21
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z11blockKernelIdLi256EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIdLi256EEvPT_S1_ii,comdat
	.protected	_Z11blockKernelIdLi256EEvPT_S1_ii ; -- Begin function _Z11blockKernelIdLi256EEvPT_S1_ii
	.globl	_Z11blockKernelIdLi256EEvPT_S1_ii
	.p2align	8
	.type	_Z11blockKernelIdLi256EEvPT_S1_ii,@function
_Z11blockKernelIdLi256EEvPT_S1_ii:      ; @_Z11blockKernelIdLi256EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 31, v1
	v_and_b32_e32 v4, 63, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s7, v1
	s_ashr_i32 s9, s7, 31
	s_mov_b32 s8, s7
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 3
	s_lshl_b64 s[6:7], s[8:9], 3
	s_add_u32 s6, s4, s6
	v_ashrrev_i32_e32 v2, 31, v1
	s_addc_u32 s7, s5, s7
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_lshlrev_b32_e32 v2, 3, v4
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	v_mov_b32_e32 v0, 0
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_mov_b32_e32 v1, 0
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dwordx2 v[5:6], v[2:3], off
	global_load_dwordx2 v[7:8], v[2:3], off offset:32
	global_load_dwordx2 v[9:10], v[2:3], off offset:64
	global_load_dwordx2 v[11:12], v[2:3], off offset:96
	global_load_dwordx2 v[13:14], v[2:3], off offset:160
	global_load_dwordx2 v[15:16], v[2:3], off offset:192
	global_load_dwordx2 v[17:18], v[2:3], off offset:224
	global_load_dwordx2 v[19:20], v[2:3], off offset:128
	v_add_co_u32 v2, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0xf7
	s_waitcnt vmcnt(6)
	v_fma_f64 v[0:1], v[5:6], v[7:8], v[0:1]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[0:1], v[9:10], v[11:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[0:1], v[13:14], v[19:20], v[0:1]
	v_fma_f64 v[0:1], v[15:16], v[17:18], v[0:1]
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	s_mov_b32 s0, 0xae147ae1
	s_mov_b32 s1, 0x40fe0f33
	v_cmp_eq_f64_e32 vcc_lo, s[0:1], v[0:1]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 3, v4
	v_mov_b32_e32 v0, 0xae147ae1
	v_mov_b32_e32 v1, 0x40fe0f33
	global_store_dwordx2 v2, v[0:1], s[2:3]
.LBB3_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11blockKernelIdLi256EEvPT_S1_ii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z11blockKernelIdLi256EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIdLi256EEvPT_S1_ii,comdat
.Lfunc_end3:
	.size	_Z11blockKernelIdLi256EEvPT_S1_ii, .Lfunc_end3-_Z11blockKernelIdLi256EEvPT_S1_ii
                                        ; -- End function
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.num_vgpr, 21
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.num_agpr, 0
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.numbered_sgpr, 10
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.num_named_barrier, 0
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.private_seg_size, 0
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.uses_vcc, 1
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.has_recursion, 0
	.set _Z11blockKernelIdLi256EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 12
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 21
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z12strideKernelIfLi1024EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIfLi1024EEvPT_S1_ii,comdat
	.protected	_Z12strideKernelIfLi1024EEvPT_S1_ii ; -- Begin function _Z12strideKernelIfLi1024EEvPT_S1_ii
	.globl	_Z12strideKernelIfLi1024EEvPT_S1_ii
	.p2align	8
	.type	_Z12strideKernelIfLi1024EEvPT_S1_ii,@function
_Z12strideKernelIfLi1024EEvPT_S1_ii:    ; @_Z12strideKernelIfLi1024EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 63, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s7, v1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 2
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dword v4, v[1:2], off
	global_load_dword v5, v[1:2], off offset:16
	global_load_dword v6, v[1:2], off offset:32
	global_load_dword v7, v[1:2], off offset:48
	global_load_dword v8, v[1:2], off offset:80
	global_load_dword v9, v[1:2], off offset:96
	global_load_dword v10, v[1:2], off offset:112
	global_load_dword v11, v[1:2], off offset:64
	v_add_co_u32 v1, vcc_lo, v1, s4
	v_add_co_ci_u32_e64 v2, null, s5, v2, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0x3f7
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v3, v4, v5
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v3, v6, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v8, v11
	v_fmac_f32_e32 v3, v9, v10
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_f32_e32 0x47f0799d, v3
	s_cbranch_execz .LBB4_4
; %bb.3:
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 0x47f0799d
	global_store_dword v0, v1, s[2:3]
.LBB4_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12strideKernelIfLi1024EEvPT_S1_ii
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z12strideKernelIfLi1024EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIfLi1024EEvPT_S1_ii,comdat
.Lfunc_end4:
	.size	_Z12strideKernelIfLi1024EEvPT_S1_ii, .Lfunc_end4-_Z12strideKernelIfLi1024EEvPT_S1_ii
                                        ; -- End function
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.num_vgpr, 12
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.num_agpr, 0
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.numbered_sgpr, 8
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.num_named_barrier, 0
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.private_seg_size, 0
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.uses_vcc, 1
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.has_recursion, 0
	.set _Z12strideKernelIfLi1024EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 292
; TotalNumSgprs: 10
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z11blockKernelIfLi1024EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIfLi1024EEvPT_S1_ii,comdat
	.protected	_Z11blockKernelIfLi1024EEvPT_S1_ii ; -- Begin function _Z11blockKernelIfLi1024EEvPT_S1_ii
	.globl	_Z11blockKernelIfLi1024EEvPT_S1_ii
	.p2align	8
	.type	_Z11blockKernelIfLi1024EEvPT_S1_ii,@function
_Z11blockKernelIfLi1024EEvPT_S1_ii:     ; @_Z11blockKernelIfLi1024EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 31, v1
	v_and_b32_e32 v2, 63, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, s7, v1
	s_ashr_i32 s9, s7, 31
	s_mov_b32 s8, s7
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 2
	s_lshl_b64 s[6:7], s[8:9], 2
	s_add_u32 s6, s4, s6
	v_ashrrev_i32_e32 v4, 31, v3
	s_addc_u32 s7, s5, s7
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_lshlrev_b32_e32 v3, 2, v2
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, v0, v3
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_mov_b32_e32 v3, 0
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dword v4, v[0:1], off
	global_load_dword v5, v[0:1], off offset:16
	global_load_dword v6, v[0:1], off offset:32
	global_load_dword v7, v[0:1], off offset:48
	global_load_dword v8, v[0:1], off offset:80
	global_load_dword v9, v[0:1], off offset:96
	global_load_dword v10, v[0:1], off offset:112
	global_load_dword v11, v[0:1], off offset:64
	v_add_co_u32 v0, vcc_lo, v0, s4
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0x3f7
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v3, v4, v5
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v3, v6, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v8, v11
	v_fmac_f32_e32 v3, v9, v10
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_f32_e32 0x47f0799d, v3
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshlrev_b32_e32 v0, 2, v2
	v_mov_b32_e32 v1, 0x47f0799d
	global_store_dword v0, v1, s[2:3]
.LBB5_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11blockKernelIfLi1024EEvPT_S1_ii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z11blockKernelIfLi1024EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIfLi1024EEvPT_S1_ii,comdat
.Lfunc_end5:
	.size	_Z11blockKernelIfLi1024EEvPT_S1_ii, .Lfunc_end5-_Z11blockKernelIfLi1024EEvPT_S1_ii
                                        ; -- End function
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.num_vgpr, 12
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.num_agpr, 0
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.numbered_sgpr, 10
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.num_named_barrier, 0
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.private_seg_size, 0
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.uses_vcc, 1
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.has_recursion, 0
	.set _Z11blockKernelIfLi1024EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; TotalNumSgprs: 12
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 12
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z12strideKernelIdLi1024EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIdLi1024EEvPT_S1_ii,comdat
	.protected	_Z12strideKernelIdLi1024EEvPT_S1_ii ; -- Begin function _Z12strideKernelIdLi1024EEvPT_S1_ii
	.globl	_Z12strideKernelIdLi1024EEvPT_S1_ii
	.p2align	8
	.type	_Z12strideKernelIdLi1024EEvPT_S1_ii,@function
_Z12strideKernelIdLi1024EEvPT_S1_ii:    ; @_Z12strideKernelIdLi1024EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 63, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s7, v1
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 3
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_add_co_u32 v3, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dwordx2 v[5:6], v[3:4], off
	global_load_dwordx2 v[7:8], v[3:4], off offset:32
	global_load_dwordx2 v[9:10], v[3:4], off offset:64
	global_load_dwordx2 v[11:12], v[3:4], off offset:96
	global_load_dwordx2 v[13:14], v[3:4], off offset:160
	global_load_dwordx2 v[15:16], v[3:4], off offset:192
	global_load_dwordx2 v[17:18], v[3:4], off offset:224
	global_load_dwordx2 v[19:20], v[3:4], off offset:128
	v_add_co_u32 v3, vcc_lo, v3, s4
	v_add_co_ci_u32_e64 v4, null, s5, v4, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0x3f7
	s_waitcnt vmcnt(6)
	v_fma_f64 v[1:2], v[5:6], v[7:8], v[1:2]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[1:2], v[9:10], v[11:12], v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[1:2], v[13:14], v[19:20], v[1:2]
	v_fma_f64 v[1:2], v[15:16], v[17:18], v[1:2]
	s_cbranch_scc0 .LBB6_1
; %bb.2:
	s_mov_b32 s0, 0xae147ae1
	s_mov_b32 s1, 0x40fe0f33
	v_cmp_eq_f64_e32 vcc_lo, s[0:1], v[1:2]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB6_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 3, v0
	v_mov_b32_e32 v0, 0xae147ae1
	v_mov_b32_e32 v1, 0x40fe0f33
	global_store_dwordx2 v2, v[0:1], s[2:3]
.LBB6_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12strideKernelIdLi1024EEvPT_S1_ii
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z12strideKernelIdLi1024EEvPT_S1_ii,"axG",@progbits,_Z12strideKernelIdLi1024EEvPT_S1_ii,comdat
.Lfunc_end6:
	.size	_Z12strideKernelIdLi1024EEvPT_S1_ii, .Lfunc_end6-_Z12strideKernelIdLi1024EEvPT_S1_ii
                                        ; -- End function
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.num_vgpr, 21
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.num_agpr, 0
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.numbered_sgpr, 8
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.num_named_barrier, 0
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.private_seg_size, 0
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.uses_vcc, 1
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.has_recursion, 0
	.set _Z12strideKernelIdLi1024EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; TotalNumSgprs: 10
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 21
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z11blockKernelIdLi1024EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIdLi1024EEvPT_S1_ii,comdat
	.protected	_Z11blockKernelIdLi1024EEvPT_S1_ii ; -- Begin function _Z11blockKernelIdLi1024EEvPT_S1_ii
	.globl	_Z11blockKernelIdLi1024EEvPT_S1_ii
	.p2align	8
	.type	_Z11blockKernelIdLi1024EEvPT_S1_ii,@function
_Z11blockKernelIdLi1024EEvPT_S1_ii:     ; @_Z11blockKernelIdLi1024EEvPT_S1_ii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 31, v1
	v_and_b32_e32 v4, 63, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s7, v1
	s_ashr_i32 s9, s7, 31
	s_mov_b32 s8, s7
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[4:5], s[6:7], 3
	s_lshl_b64 s[6:7], s[8:9], 3
	s_add_u32 s6, s4, s6
	v_ashrrev_i32_e32 v2, 31, v1
	s_addc_u32 s7, s5, s7
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_lshlrev_b32_e32 v2, 3, v4
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	v_add_co_u32 v2, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	v_mov_b32_e32 v0, 0
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_mov_b32_e32 v1, 0
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	s_mov_b32 s0, -8
	.p2align	6
.LBB7_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x7
	global_load_dwordx2 v[5:6], v[2:3], off
	global_load_dwordx2 v[7:8], v[2:3], off offset:32
	global_load_dwordx2 v[9:10], v[2:3], off offset:64
	global_load_dwordx2 v[11:12], v[2:3], off offset:96
	global_load_dwordx2 v[13:14], v[2:3], off offset:160
	global_load_dwordx2 v[15:16], v[2:3], off offset:192
	global_load_dwordx2 v[17:18], v[2:3], off offset:224
	global_load_dwordx2 v[19:20], v[2:3], off offset:128
	v_add_co_u32 v2, vcc_lo, v2, s4
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	s_add_i32 s0, s0, 8
	s_cmpk_gt_u32 s0, 0x3f7
	s_waitcnt vmcnt(6)
	v_fma_f64 v[0:1], v[5:6], v[7:8], v[0:1]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[0:1], v[9:10], v[11:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[0:1], v[13:14], v[19:20], v[0:1]
	v_fma_f64 v[0:1], v[15:16], v[17:18], v[0:1]
	s_cbranch_scc0 .LBB7_1
; %bb.2:
	s_mov_b32 s0, 0xae147ae1
	s_mov_b32 s1, 0x40fe0f33
	v_cmp_eq_f64_e32 vcc_lo, s[0:1], v[0:1]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB7_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 3, v4
	v_mov_b32_e32 v0, 0xae147ae1
	v_mov_b32_e32 v1, 0x40fe0f33
	global_store_dwordx2 v2, v[0:1], s[2:3]
.LBB7_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11blockKernelIdLi1024EEvPT_S1_ii
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
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
	.section	.text._Z11blockKernelIdLi1024EEvPT_S1_ii,"axG",@progbits,_Z11blockKernelIdLi1024EEvPT_S1_ii,comdat
.Lfunc_end7:
	.size	_Z11blockKernelIdLi1024EEvPT_S1_ii, .Lfunc_end7-_Z11blockKernelIdLi1024EEvPT_S1_ii
                                        ; -- End function
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.num_vgpr, 21
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.num_agpr, 0
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.numbered_sgpr, 10
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.num_named_barrier, 0
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.private_seg_size, 0
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.uses_vcc, 1
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.uses_flat_scratch, 0
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.has_dyn_sized_stack, 0
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.has_recursion, 0
	.set _Z11blockKernelIdLi1024EEvPT_S1_ii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 12
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 21
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_b06d7dacd8f37233,@object ; @__hip_cuid_b06d7dacd8f37233
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_b06d7dacd8f37233
__hip_cuid_b06d7dacd8f37233:
	.byte	0                               ; 0x0
	.size	__hip_cuid_b06d7dacd8f37233, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_b06d7dacd8f37233
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z12strideKernelIfLi256EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z12strideKernelIfLi256EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z11blockKernelIfLi256EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z11blockKernelIfLi256EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z12strideKernelIdLi256EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z12strideKernelIdLi256EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z11blockKernelIdLi256EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z11blockKernelIdLi256EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z12strideKernelIfLi1024EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z12strideKernelIfLi1024EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z11blockKernelIfLi1024EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z11blockKernelIfLi1024EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z12strideKernelIdLi1024EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z12strideKernelIdLi1024EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z11blockKernelIdLi1024EEvPT_S1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z11blockKernelIdLi1024EEvPT_S1_ii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
