	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.section	.text._Z10initKernelIfEvPT_m,"axG",@progbits,_Z10initKernelIfEvPT_m,comdat
	.protected	_Z10initKernelIfEvPT_m  ; -- Begin function _Z10initKernelIfEvPT_m
	.globl	_Z10initKernelIfEvPT_m
	.p2align	8
	.type	_Z10initKernelIfEvPT_m,@function
_Z10initKernelIfEvPT_m:                 ; @_Z10initKernelIfEvPT_m
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x1c
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_add_u32 s0, s4, 16
	s_addc_u32 s1, s5, 0
	s_mov_b32 s4, exec_lo
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s2, 0xffff
	s_mul_i32 s2, s6, s3
	v_add_nc_u32_e32 v1, s2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_cmpx_gt_u64_e64 s[10:11], v[1:2]
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dword s1, s[0:1], 0x0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s6, s1
	s_mul_i32 s1, s1, s3
	s_mul_i32 s3, s0, s3
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_nc_u32_e32 v1, s3, v0
	v_add_nc_u32_e32 v5, s2, v0
	v_add_nc_u32_e32 v0, s1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32 v3, s0, s8, v3
	v_cvt_f32_i32_e32 v5, v5
	v_add_co_ci_u32_e64 v4, null, s9, v4, s0
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[1:2]
	global_store_dword v[3:4], v5, off
	s_or_b32 s4, vcc_lo, s4
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10initKernelIfEvPT_m
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 6
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
	.section	.text._Z10initKernelIfEvPT_m,"axG",@progbits,_Z10initKernelIfEvPT_m,comdat
.Lfunc_end0:
	.size	_Z10initKernelIfEvPT_m, .Lfunc_end0-_Z10initKernelIfEvPT_m
                                        ; -- End function
	.set _Z10initKernelIfEvPT_m.num_vgpr, 6
	.set _Z10initKernelIfEvPT_m.num_agpr, 0
	.set _Z10initKernelIfEvPT_m.numbered_sgpr, 12
	.set _Z10initKernelIfEvPT_m.num_named_barrier, 0
	.set _Z10initKernelIfEvPT_m.private_seg_size, 0
	.set _Z10initKernelIfEvPT_m.uses_vcc, 1
	.set _Z10initKernelIfEvPT_m.uses_flat_scratch, 0
	.set _Z10initKernelIfEvPT_m.has_dyn_sized_stack, 0
	.set _Z10initKernelIfEvPT_m.has_recursion, 0
	.set _Z10initKernelIfEvPT_m.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, 0
	s_mul_i32 s8, s6, 0xfa000
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s0, s0, v4
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	v_add_co_u32 v4, s0, s2, v4
	v_add_co_ci_u32_e64 v5, null, s3, 0, s0
	s_lshl_b64 s[0:1], s[8:9], 2
	s_mov_b32 s2, -2
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v6, vcc_lo, v1, s0
	v_add_co_ci_u32_e64 v7, null, s1, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, v4, s0
	v_add_co_ci_u32_e64 v9, null, s1, v5, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x800, v6
	v_add_co_ci_u32_e64 v11, null, 0, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, v6, 0x1000
	v_add_co_ci_u32_e64 v13, null, 0, v7, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x800, v8
	v_add_co_ci_u32_e64 v15, null, 0, v9, vcc_lo
	v_add_co_u32 v16, vcc_lo, v8, 0x1000
	v_add_co_ci_u32_e64 v17, null, 0, v9, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x1000, v6
	v_add_co_ci_u32_e64 v19, null, 0, v7, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x1000, v8
	s_clause 0x1
	global_load_dword v46, v[6:7], off
	global_load_dword v47, v[6:7], off offset:1024
	s_clause 0x1
	global_load_dword v48, v[8:9], off
	global_load_dword v49, v[8:9], off offset:1024
	v_add_co_ci_u32_e64 v21, null, 0, v9, vcc_lo
	v_add_co_u32 v22, vcc_lo, 0x1800, v6
	v_add_co_ci_u32_e64 v23, null, 0, v7, vcc_lo
	v_add_co_u32 v24, vcc_lo, v6, 0x2000
	v_add_co_ci_u32_e64 v25, null, 0, v7, vcc_lo
	v_add_co_u32 v26, vcc_lo, 0x1800, v8
	v_add_co_ci_u32_e64 v27, null, 0, v9, vcc_lo
	v_add_co_u32 v28, vcc_lo, v8, 0x2000
	v_add_co_ci_u32_e64 v29, null, 0, v9, vcc_lo
	v_add_co_u32 v30, vcc_lo, 0x2000, v6
	v_add_co_ci_u32_e64 v31, null, 0, v7, vcc_lo
	v_add_co_u32 v32, vcc_lo, 0x2000, v8
	v_add_co_ci_u32_e64 v33, null, 0, v9, vcc_lo
	v_add_co_u32 v34, vcc_lo, 0x2800, v6
	v_add_co_ci_u32_e64 v35, null, 0, v7, vcc_lo
	v_add_co_u32 v36, vcc_lo, v6, 0x3000
	v_add_co_ci_u32_e64 v37, null, 0, v7, vcc_lo
	v_add_co_u32 v38, vcc_lo, 0x2800, v8
	v_add_co_ci_u32_e64 v39, null, 0, v9, vcc_lo
	v_add_co_u32 v40, vcc_lo, v8, 0x3000
	v_add_co_ci_u32_e64 v41, null, 0, v9, vcc_lo
	v_add_co_u32 v42, vcc_lo, 0x3000, v6
	v_add_co_ci_u32_e64 v43, null, 0, v7, vcc_lo
	v_add_co_u32 v44, vcc_lo, 0x3000, v8
	v_add_co_ci_u32_e64 v45, null, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x3800, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x3800, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	global_load_dword v50, v[16:17], off offset:-2048
	global_load_dword v10, v[10:11], off offset:1024
	global_load_dword v11, v[14:15], off offset:1024
	s_clause 0x1
	global_load_dword v14, v[12:13], off offset:-2048
	global_load_dword v12, v[12:13], off
	global_load_dword v13, v[16:17], off
	global_load_dword v15, v[18:19], off offset:1024
	global_load_dword v16, v[20:21], off offset:1024
	global_load_dword v17, v[24:25], off offset:-2048
	global_load_dword v18, v[28:29], off offset:-2048
	global_load_dword v19, v[22:23], off offset:1024
	global_load_dword v20, v[26:27], off offset:1024
	global_load_dword v21, v[24:25], off
	global_load_dword v22, v[28:29], off
	global_load_dword v23, v[30:31], off offset:1024
	global_load_dword v24, v[32:33], off offset:1024
	global_load_dword v25, v[36:37], off offset:-2048
	global_load_dword v26, v[40:41], off offset:-2048
	global_load_dword v27, v[34:35], off offset:1024
	global_load_dword v28, v[38:39], off offset:1024
	global_load_dword v29, v[36:37], off
	global_load_dword v30, v[40:41], off
	global_load_dword v31, v[42:43], off offset:1024
	global_load_dword v32, v[44:45], off offset:1024
	s_clause 0x1
	global_load_dword v33, v[6:7], off
	global_load_dword v6, v[6:7], off offset:1024
	s_clause 0x1
	global_load_dword v7, v[8:9], off
	global_load_dword v8, v[8:9], off offset:1024
	v_add_co_u32 v1, vcc_lo, 0x4000, v1
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x4000, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_add_i32 s2, s2, 16
	s_cmpk_gt_u32 s2, 0xf9d
	s_waitcnt vmcnt(29)
	v_sub_f32_e32 v9, v46, v48
	s_waitcnt vmcnt(28)
	v_sub_f32_e32 v34, v47, v49
	v_add_f32_e32 v9, v9, v34
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(25)
	v_sub_f32_e32 v10, v10, v11
	s_waitcnt vmcnt(24)
	v_sub_f32_e32 v14, v14, v50
	s_waitcnt vmcnt(22)
	v_sub_f32_e32 v11, v12, v13
	s_waitcnt vmcnt(20)
	v_sub_f32_e32 v12, v15, v16
	v_add_f32_e32 v9, v14, v10
	s_waitcnt vmcnt(18)
	v_sub_f32_e32 v10, v17, v18
	s_waitcnt vmcnt(16)
	v_sub_f32_e32 v13, v19, v20
	v_add_f32_e32 v11, v11, v12
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(14)
	v_sub_f32_e32 v9, v21, v22
	s_waitcnt vmcnt(12)
	v_sub_f32_e32 v12, v23, v24
	v_add_f32_e32 v10, v10, v13
	v_add_f32_e32 v2, v2, v11
	s_waitcnt vmcnt(10)
	v_sub_f32_e32 v11, v25, v26
	s_waitcnt vmcnt(8)
	v_sub_f32_e32 v13, v27, v28
	v_add_f32_e32 v9, v9, v12
	v_add_f32_e32 v2, v2, v10
	s_waitcnt vmcnt(6)
	v_sub_f32_e32 v10, v29, v30
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v12, v31, v32
	v_add_f32_e32 v11, v11, v13
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v7, v33, v7
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v10, v12
	v_add_f32_e32 v2, v2, v11
	v_add_f32_e32 v6, v7, v6
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v2, v2, v6
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v2, s[0:1]
.LBB1_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
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
		.amdhsa_next_free_vgpr 51
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
	.section	.text._Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,comdat
.Lfunc_end1:
	.size	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_, .Lfunc_end1-_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.num_vgpr, 51
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1080
; TotalNumSgprs: 12
; NumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 51
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mov_b32 s9, 0
	s_mul_i32 s8, s6, 0xfa000
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_or_b32 v1, v0, 2, s8
	v_mov_b32_e32 v2, s9
	v_add_co_u32 v3, vcc_lo, 0x400, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v2, null, s1, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_mov_b32 s0, -2
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_dword v6, v[1:2], off offset:-1024
	global_load_dword v7, v[1:2], off
	s_clause 0x1
	global_load_dword v8, v[3:4], off
	global_load_dword v9, v[3:4], off offset:-1024
	v_add_co_u32 v1, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x800, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_add_i32 s0, s0, 2
	s_cmpk_gt_u32 s0, 0xf9d
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v7, v7, v8
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v6, v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v6, v6, v8, -v9
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v5, s[0:1]
.LBB2_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
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
		.amdhsa_next_free_vgpr 10
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
	.section	.text._Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,comdat
.Lfunc_end2:
	.size	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_, .Lfunc_end2-_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.num_vgpr, 10
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1040
; TotalNumSgprs: 12
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	s_mov_b32 s1, 0
	s_mul_i32 s0, s6, 0xfa000
	v_mov_b32_e32 v1, 0
	s_lshl_b64 s[2:3], s[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, s0, s8, v2
	v_add_co_ci_u32_e64 v4, null, s9, 0, s0
	v_add_co_u32 v5, s0, s10, v2
	v_add_co_ci_u32_e64 v6, null, s11, 0, s0
	v_add_co_u32 v2, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v3, null, s3, v4, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, s2
	v_add_co_ci_u32_e64 v5, null, s3, v6, vcc_lo
	s_mov_b32 s2, 0
.LBB3_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_2 Depth 2
	s_lshl_b32 s0, s2, 8
	s_lshl_b64 s[8:9], s[0:1], 2
	s_movk_i32 s0, 0x110
	v_add_co_u32 v7, vcc_lo, v2, s8
	v_add_co_ci_u32_e64 v8, null, s9, v3, vcc_lo
	v_add_co_u32 v9, vcc_lo, v4, s8
	v_add_co_ci_u32_e64 v10, null, s9, v5, vcc_lo
	s_clause 0x1
	global_load_dword v6, v[7:8], off
	global_load_dword v8, v[7:8], off offset:1024
	s_clause 0x1
	global_load_dword v11, v[9:10], off offset:1024
	global_load_dword v7, v[9:10], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v8, v8, v11
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v6, v7
.LBB3_2:                                ;   Parent Loop BB3_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	s_sub_i32 s0, s0, 34
	s_cmp_eq_u32 s0, 0
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	s_cbranch_scc0 .LBB3_2
; %bb.3:                                ;   in Loop: Header=BB3_1 Depth=1
	v_add_f32_e32 v6, v9, v8
	s_add_i32 s0, s2, 2
	s_cmpk_gt_u32 s2, 0xf9d
	s_mov_b32 s2, s0
	v_add_f32_e32 v1, v1, v6
	s_cbranch_scc0 .LBB3_1
; %bb.4:
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB3_6
; %bb.5:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB3_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
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
	.section	.text._Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,comdat
.Lfunc_end3:
	.size	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_, .Lfunc_end3-_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.num_vgpr, 12
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.numbered_sgpr, 12
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 840
; TotalNumSgprs: 14
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
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
	.section	.text._Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, 0
	s_mul_i32 s8, s6, 0x19000
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s0, s0, v4
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	v_add_co_u32 v4, s0, s2, v4
	v_add_co_ci_u32_e64 v5, null, s3, 0, s0
	s_lshl_b64 s[0:1], s[8:9], 2
	s_mov_b32 s2, -2
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v6, vcc_lo, v1, s0
	v_add_co_ci_u32_e64 v7, null, s1, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, v4, s0
	v_add_co_ci_u32_e64 v9, null, s1, v5, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x800, v6
	v_add_co_ci_u32_e64 v11, null, 0, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, v6, 0x1000
	v_add_co_ci_u32_e64 v13, null, 0, v7, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x800, v8
	v_add_co_ci_u32_e64 v15, null, 0, v9, vcc_lo
	v_add_co_u32 v16, vcc_lo, v8, 0x1000
	v_add_co_ci_u32_e64 v17, null, 0, v9, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x1000, v6
	v_add_co_ci_u32_e64 v19, null, 0, v7, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x1000, v8
	s_clause 0x1
	global_load_dword v46, v[6:7], off
	global_load_dword v47, v[6:7], off offset:1024
	s_clause 0x1
	global_load_dword v48, v[8:9], off
	global_load_dword v49, v[8:9], off offset:1024
	v_add_co_ci_u32_e64 v21, null, 0, v9, vcc_lo
	v_add_co_u32 v22, vcc_lo, 0x1800, v6
	v_add_co_ci_u32_e64 v23, null, 0, v7, vcc_lo
	v_add_co_u32 v24, vcc_lo, v6, 0x2000
	v_add_co_ci_u32_e64 v25, null, 0, v7, vcc_lo
	v_add_co_u32 v26, vcc_lo, 0x1800, v8
	v_add_co_ci_u32_e64 v27, null, 0, v9, vcc_lo
	v_add_co_u32 v28, vcc_lo, v8, 0x2000
	v_add_co_ci_u32_e64 v29, null, 0, v9, vcc_lo
	v_add_co_u32 v30, vcc_lo, 0x2000, v6
	v_add_co_ci_u32_e64 v31, null, 0, v7, vcc_lo
	v_add_co_u32 v32, vcc_lo, 0x2000, v8
	v_add_co_ci_u32_e64 v33, null, 0, v9, vcc_lo
	v_add_co_u32 v34, vcc_lo, 0x2800, v6
	v_add_co_ci_u32_e64 v35, null, 0, v7, vcc_lo
	v_add_co_u32 v36, vcc_lo, v6, 0x3000
	v_add_co_ci_u32_e64 v37, null, 0, v7, vcc_lo
	v_add_co_u32 v38, vcc_lo, 0x2800, v8
	v_add_co_ci_u32_e64 v39, null, 0, v9, vcc_lo
	v_add_co_u32 v40, vcc_lo, v8, 0x3000
	v_add_co_ci_u32_e64 v41, null, 0, v9, vcc_lo
	v_add_co_u32 v42, vcc_lo, 0x3000, v6
	v_add_co_ci_u32_e64 v43, null, 0, v7, vcc_lo
	v_add_co_u32 v44, vcc_lo, 0x3000, v8
	v_add_co_ci_u32_e64 v45, null, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x3800, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x3800, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	global_load_dword v50, v[16:17], off offset:-2048
	global_load_dword v10, v[10:11], off offset:1024
	global_load_dword v11, v[14:15], off offset:1024
	s_clause 0x1
	global_load_dword v14, v[12:13], off offset:-2048
	global_load_dword v12, v[12:13], off
	global_load_dword v13, v[16:17], off
	global_load_dword v15, v[18:19], off offset:1024
	global_load_dword v16, v[20:21], off offset:1024
	global_load_dword v17, v[24:25], off offset:-2048
	global_load_dword v18, v[28:29], off offset:-2048
	global_load_dword v19, v[22:23], off offset:1024
	global_load_dword v20, v[26:27], off offset:1024
	global_load_dword v21, v[24:25], off
	global_load_dword v22, v[28:29], off
	global_load_dword v23, v[30:31], off offset:1024
	global_load_dword v24, v[32:33], off offset:1024
	global_load_dword v25, v[36:37], off offset:-2048
	global_load_dword v26, v[40:41], off offset:-2048
	global_load_dword v27, v[34:35], off offset:1024
	global_load_dword v28, v[38:39], off offset:1024
	global_load_dword v29, v[36:37], off
	global_load_dword v30, v[40:41], off
	global_load_dword v31, v[42:43], off offset:1024
	global_load_dword v32, v[44:45], off offset:1024
	s_clause 0x1
	global_load_dword v33, v[6:7], off
	global_load_dword v6, v[6:7], off offset:1024
	s_clause 0x1
	global_load_dword v7, v[8:9], off
	global_load_dword v8, v[8:9], off offset:1024
	v_add_co_u32 v1, vcc_lo, 0x4000, v1
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x4000, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_add_i32 s2, s2, 16
	s_cmpk_gt_u32 s2, 0x18d
	s_waitcnt vmcnt(29)
	v_sub_f32_e32 v9, v46, v48
	s_waitcnt vmcnt(28)
	v_sub_f32_e32 v34, v47, v49
	v_add_f32_e32 v9, v9, v34
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(25)
	v_sub_f32_e32 v10, v10, v11
	s_waitcnt vmcnt(24)
	v_sub_f32_e32 v14, v14, v50
	s_waitcnt vmcnt(22)
	v_sub_f32_e32 v11, v12, v13
	s_waitcnt vmcnt(20)
	v_sub_f32_e32 v12, v15, v16
	v_add_f32_e32 v9, v14, v10
	s_waitcnt vmcnt(18)
	v_sub_f32_e32 v10, v17, v18
	s_waitcnt vmcnt(16)
	v_sub_f32_e32 v13, v19, v20
	v_add_f32_e32 v11, v11, v12
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(14)
	v_sub_f32_e32 v9, v21, v22
	s_waitcnt vmcnt(12)
	v_sub_f32_e32 v12, v23, v24
	v_add_f32_e32 v10, v10, v13
	v_add_f32_e32 v2, v2, v11
	s_waitcnt vmcnt(10)
	v_sub_f32_e32 v11, v25, v26
	s_waitcnt vmcnt(8)
	v_sub_f32_e32 v13, v27, v28
	v_add_f32_e32 v9, v9, v12
	v_add_f32_e32 v2, v2, v10
	s_waitcnt vmcnt(6)
	v_sub_f32_e32 v10, v29, v30
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v12, v31, v32
	v_add_f32_e32 v11, v11, v13
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v7, v33, v7
	v_add_f32_e32 v2, v2, v9
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v10, v12
	v_add_f32_e32 v2, v2, v11
	v_add_f32_e32 v6, v7, v6
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v2, v2, v6
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v2, s[0:1]
.LBB4_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
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
		.amdhsa_next_free_vgpr 51
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
	.section	.text._Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,comdat
.Lfunc_end4:
	.size	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_, .Lfunc_end4-_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.num_vgpr, 51
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1080
; TotalNumSgprs: 12
; NumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 51
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mov_b32 s9, 0
	s_mul_i32 s8, s6, 0x19000
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_or_b32 v1, v0, 2, s8
	v_mov_b32_e32 v2, s9
	v_add_co_u32 v3, vcc_lo, 0x400, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v3
	v_add_co_ci_u32_e64 v2, null, s1, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_mov_b32 s0, -2
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_dword v6, v[1:2], off offset:-1024
	global_load_dword v7, v[1:2], off
	s_clause 0x1
	global_load_dword v8, v[3:4], off
	global_load_dword v9, v[3:4], off offset:-1024
	v_add_co_u32 v1, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x800, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_add_i32 s0, s0, 2
	s_cmpk_gt_u32 s0, 0x18d
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v7, v7, v8
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v6, v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v8, v6, v8, -v9
	v_fma_f32 v7, v6, v7, -v9
	v_fma_f32 v6, v6, v8, -v9
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB5_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v5, s[0:1]
.LBB5_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
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
		.amdhsa_next_free_vgpr 10
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
	.section	.text._Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,comdat
.Lfunc_end5:
	.size	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_, .Lfunc_end5-_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.num_vgpr, 10
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1040
; TotalNumSgprs: 12
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 10
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	s_mov_b32 s1, 0
	s_mul_i32 s0, s6, 0x19000
	v_mov_b32_e32 v1, 0
	s_lshl_b64 s[2:3], s[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, s0, s8, v2
	v_add_co_ci_u32_e64 v4, null, s9, 0, s0
	v_add_co_u32 v5, s0, s10, v2
	v_add_co_ci_u32_e64 v6, null, s11, 0, s0
	v_add_co_u32 v2, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v3, null, s3, v4, vcc_lo
	v_add_co_u32 v4, vcc_lo, v5, s2
	v_add_co_ci_u32_e64 v5, null, s3, v6, vcc_lo
	s_mov_b32 s2, 0
.LBB6_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_2 Depth 2
	s_lshl_b32 s0, s2, 8
	s_lshl_b64 s[8:9], s[0:1], 2
	s_movk_i32 s0, 0x110
	v_add_co_u32 v7, vcc_lo, v2, s8
	v_add_co_ci_u32_e64 v8, null, s9, v3, vcc_lo
	v_add_co_u32 v9, vcc_lo, v4, s8
	v_add_co_ci_u32_e64 v10, null, s9, v5, vcc_lo
	s_clause 0x1
	global_load_dword v6, v[7:8], off
	global_load_dword v8, v[7:8], off offset:1024
	s_clause 0x1
	global_load_dword v11, v[9:10], off offset:1024
	global_load_dword v7, v[9:10], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v8, v8, v11
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v6, v7
.LBB6_2:                                ;   Parent Loop BB6_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	s_sub_i32 s0, s0, 34
	s_cmp_eq_u32 s0, 0
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	v_fma_f32 v8, v6, v8, -v7
	v_fma_f32 v9, v6, v9, -v7
	s_cbranch_scc0 .LBB6_2
; %bb.3:                                ;   in Loop: Header=BB6_1 Depth=1
	v_add_f32_e32 v6, v9, v8
	s_add_i32 s0, s2, 2
	s_cmpk_gt_u32 s2, 0x18d
	s_mov_b32 s2, s0
	v_add_f32_e32 v1, v1, v6
	s_cbranch_scc0 .LBB6_1
; %bb.4:
	s_mov_b32 s7, 0
	s_mov_b32 s0, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB6_6
; %bb.5:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b64 s[2:3], s[6:7], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB6_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
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
	.section	.text._Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,comdat
.Lfunc_end6:
	.size	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_, .Lfunc_end6-_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.num_vgpr, 12
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.numbered_sgpr, 12
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 840
; TotalNumSgprs: 14
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
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
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_5580baff8edd8a44,@object ; @__hip_cuid_5580baff8edd8a44
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_5580baff8edd8a44
__hip_cuid_5580baff8edd8a44:
	.byte	0                               ; 0x0
	.size	__hip_cuid_5580baff8edd8a44, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_5580baff8edd8a44
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z10initKernelIfEvPT_m
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z10initKernelIfEvPT_m.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
