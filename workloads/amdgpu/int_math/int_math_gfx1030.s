	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	int_math                ; -- Begin function int_math
	.globl	int_math
	.p2align	8
	.type	int_math,@function
int_math:                               ; @int_math
; %bb.0:
	s_load_dword s0, s[4:5], 0x0
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[0:7], s[4:5], 0x8
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 4, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s2, v2
	v_add_co_ci_u32_e64 v5, null, s3, v3, vcc_lo
	global_load_dword v6, v[4:5], off
	v_add_co_u32 v4, vcc_lo, s0, v2
	v_add_co_ci_u32_e64 v5, null, s1, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, s4, v2
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_load_dword v15, v[4:5], off
	v_add_co_u32 v17, vcc_lo, s6, v0
	global_load_dword v3, v[2:3], off
	v_add_co_ci_u32_e64 v18, null, s7, v1, vcc_lo
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v4, 4, v6
	v_or_b32_e32 v13, 1, v6
	v_lshrrev_b32_e32 v21, 8, v6
	v_ffbl_b32_e32 v23, v6
	v_mul_lo_u32 v27, 0x1e3779b9, v6
	v_or_b32_e32 v12, 1, v4
	v_cvt_f32_u32_e32 v7, v13
	v_sub_nc_u32_e32 v9, 0, v13
	v_sub_nc_u32_e32 v22, 0, v6
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_e32 v10, 0, v15
	v_sub_nc_u32_e32 v2, 0, v12
	v_rcp_iflag_f32_e32 v7, v7
	v_xor_b32_e32 v4, v15, v4
	v_mul_lo_u32 v26, 0x7f4a7c15, v15
	v_max_i32_e32 v10, v10, v15
	v_max_i32_e32 v5, v2, v12
	v_mad_u64_u32 v[0:1], null, v6, v15, 0
	v_ashrrev_i32_e32 v4, 31, v4
	v_min_i32_e32 v24, v15, v6
	v_cvt_f32_u32_e32 v2, v5
	v_sub_nc_u32_e32 v8, 0, v5
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_max_u32_e32 v25, v15, v6
	v_sad_u8 v28, v15, v6, 7
	v_rcp_iflag_f32_e32 v2, v2
	v_ffbh_u32_e32 v14, v15
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v9, v9, v7
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_mul_hi_u32 v9, v7, v9
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v8, v8, v2
	v_add_nc_u32_e32 v7, v7, v9
	s_waitcnt vmcnt(0)
	v_perm_b32 v9, v15, v6, v3
	v_mul_hi_u32 v7, v15, v7
	v_mul_hi_u32 v8, v2, v8
	v_mul_lo_u32 v3, v7, v13
	v_add_nc_u32_e32 v2, v2, v8
	v_bfrev_b32_e32 v8, v15
	v_mul_hi_u32 v11, v10, v2
	v_mul_hi_i32 v2, v6, v15
	v_sub_nc_u32_e32 v3, v15, v3
	v_mul_lo_u32 v16, v11, v5
	v_sub_nc_u32_e32 v10, v10, v16
	v_add_nc_u32_e32 v16, 1, v11
	v_sub_nc_u32_e32 v19, v10, v5
	v_cmp_ge_u32_e32 vcc_lo, v10, v5
	v_cndmask_b32_e32 v11, v11, v16, vcc_lo
	v_add_nc_u32_e32 v16, 1, v7
	v_cndmask_b32_e32 v10, v10, v19, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v3, v13
	v_add_nc_u32_e32 v19, 1, v11
	v_cmp_ge_u32_e64 s0, v10, v5
	v_cndmask_b32_e32 v7, v7, v16, vcc_lo
	v_sub_nc_u32_e32 v16, v3, v13
	v_cndmask_b32_e64 v5, v11, v19, s0
	v_add_nc_u32_e32 v10, 1, v7
	v_cndmask_b32_e32 v3, v3, v16, vcc_lo
	v_mad_u64_u32 v[19:20], null, 0x7f4a7c15, v6, 0
	v_xor_b32_e32 v5, v5, v4
	v_ashrrev_i32_e32 v16, v6, v15
	v_cmp_ge_u32_e32 vcc_lo, v3, v13
	v_alignbit_b32 v11, v15, v15, v22
	v_sub_nc_u32_e32 v5, v5, v4
	v_add3_u32 v20, v20, v27, v26
	v_cndmask_b32_e32 v3, v7, v10, vcc_lo
	v_alignbit_b32 v10, v15, v6, v21
	v_min_u32_e32 v7, 32, v14
	v_mul_lo_u32 v6, v5, v12
	v_min_u32_e32 v12, 32, v23
	v_mul_lo_u32 v4, v3, v13
	v_xor_b32_e32 v13, v24, v25
	v_add_nc_u32_e32 v16, v16, v28
	v_alignbit_b32 v14, v1, v0, 20
	v_bcnt_u32_b32 v12, v15, v12
	v_sub_nc_u32_e32 v6, v15, v6
	v_sub_nc_u32_e32 v4, v15, v4
	v_alignbit_b32 v15, v20, v19, 29
	global_store_dwordx4 v[17:18], v[9:12], off offset:32
	global_store_dwordx4 v[17:18], v[1:4], off
	global_store_dwordx4 v[17:18], v[5:8], off offset:16
	global_store_dwordx4 v[17:18], v[13:16], off offset:48
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 29
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
	.size	int_math, .Lfunc_end0-int_math
                                        ; -- End function
	.set int_math.num_vgpr, 29
	.set int_math.num_agpr, 0
	.set int_math.numbered_sgpr, 8
	.set int_math.num_named_barrier, 0
	.set int_math.private_seg_size, 0
	.set int_math.uses_vcc, 1
	.set int_math.uses_flat_scratch, 0
	.set int_math.has_dyn_sized_stack, 0
	.set int_math.has_recursion, 0
	.set int_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; TotalNumSgprs: 10
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 29
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
	.protected	__clang_ocl_kern_imp_int_math ; -- Begin function __clang_ocl_kern_imp_int_math
	.globl	__clang_ocl_kern_imp_int_math
	.p2align	2
	.type	__clang_ocl_kern_imp_int_math,@function
__clang_ocl_kern_imp_int_math:          ; @__clang_ocl_kern_imp_int_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v9, 0x3ff, v31
	s_mov_b32 s5, exec_lo
	v_lshl_or_b32 v9, s12, 8, v9
	v_cmpx_lt_u32_e64 v9, v0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[11:12], 2, v[9:10]
	v_lshlrev_b32_e32 v9, 4, v9
	v_add_co_u32 v3, vcc_lo, v3, v11
	v_add_co_ci_u32_e64 v4, null, v4, v12, vcc_lo
	v_add_co_u32 v0, vcc_lo, v1, v11
	v_add_co_ci_u32_e64 v1, null, v2, v12, vcc_lo
	global_load_dword v4, v[3:4], off
	global_load_dword v15, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v5, v11
	v_add_co_ci_u32_e64 v1, null, v6, v12, vcc_lo
	global_load_dword v3, v[0:1], off
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v5, 4, v4
	v_or_b32_e32 v12, 1, v4
	v_lshrrev_b32_e32 v21, 8, v4
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_e32 v17, 0, v15
	v_ffbl_b32_e32 v23, v4
	v_or_b32_e32 v6, 1, v5
	v_cvt_f32_u32_e32 v1, v12
	v_xor_b32_e32 v5, v15, v5
	v_mul_lo_u32 v26, 0x7f4a7c15, v15
	v_mul_lo_u32 v27, 0x1e3779b9, v4
	v_sub_nc_u32_e32 v0, 0, v6
	v_rcp_iflag_f32_e32 v1, v1
	v_ashrrev_i32_e32 v5, 31, v5
	v_sub_nc_u32_e32 v22, 0, v4
	v_min_i32_e32 v24, v15, v4
	v_max_i32_e32 v11, v0, v6
	v_max_u32_e32 v25, v15, v4
	v_sad_u8 v28, v15, v4, 7
	v_cvt_f32_u32_e32 v0, v11
	v_sub_nc_u32_e32 v2, 0, v11
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v13, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v1
	v_sub_nc_u32_e32 v1, 0, v12
	v_mul_lo_u32 v2, v2, v13
	v_cvt_u32_f32_e32 v14, v0
	v_mul_lo_u32 v16, v1, v14
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_mul_hi_u32 v2, v13, v2
	v_max_i32_e32 v10, v17, v15
	v_add_co_u32 v17, vcc_lo, v7, v0
	v_mul_hi_u32 v9, v14, v16
	v_add_nc_u32_e32 v2, v13, v2
	v_add_co_ci_u32_e64 v18, null, v8, v1, vcc_lo
	v_mad_u64_u32 v[0:1], null, v4, v15, 0
	v_mul_hi_u32 v7, v10, v2
	v_mul_hi_i32 v2, v4, v15
	v_add_nc_u32_e32 v9, v14, v9
	v_ffbh_u32_e32 v13, v15
	v_bfrev_b32_e32 v8, v15
	v_mul_hi_u32 v14, v15, v9
	v_mul_lo_u32 v16, v7, v11
	s_waitcnt vmcnt(0)
	v_perm_b32 v9, v15, v4, v3
	v_mul_lo_u32 v3, v14, v12
	v_sub_nc_u32_e32 v10, v10, v16
	v_add_nc_u32_e32 v16, 1, v7
	v_sub_nc_u32_e32 v19, v10, v11
	v_cmp_ge_u32_e32 vcc_lo, v10, v11
	v_sub_nc_u32_e32 v3, v15, v3
	v_cndmask_b32_e32 v7, v7, v16, vcc_lo
	v_add_nc_u32_e32 v16, 1, v14
	v_cndmask_b32_e32 v10, v10, v19, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v3, v12
	v_add_nc_u32_e32 v19, 1, v7
	v_cmp_ge_u32_e64 s4, v10, v11
	v_cndmask_b32_e32 v14, v14, v16, vcc_lo
	v_sub_nc_u32_e32 v16, v3, v12
	v_alignbit_b32 v11, v15, v15, v22
	v_cndmask_b32_e64 v7, v7, v19, s4
	v_add_nc_u32_e32 v10, 1, v14
	v_cndmask_b32_e32 v3, v3, v16, vcc_lo
	v_mad_u64_u32 v[19:20], null, 0x7f4a7c15, v4, 0
	v_xor_b32_e32 v7, v7, v5
	v_ashrrev_i32_e32 v16, v4, v15
	v_cmp_ge_u32_e32 vcc_lo, v3, v12
	v_sub_nc_u32_e32 v5, v7, v5
	v_add3_u32 v20, v20, v27, v26
	v_cndmask_b32_e32 v3, v14, v10, vcc_lo
	v_alignbit_b32 v10, v15, v4, v21
	v_min_u32_e32 v7, 32, v13
	v_mul_lo_u32 v6, v5, v6
	v_xor_b32_e32 v13, v24, v25
	v_mul_lo_u32 v4, v3, v12
	v_min_u32_e32 v12, 32, v23
	v_add_nc_u32_e32 v16, v16, v28
	v_alignbit_b32 v14, v1, v0, 20
	v_bcnt_u32_b32 v12, v15, v12
	v_sub_nc_u32_e32 v6, v15, v6
	v_sub_nc_u32_e32 v4, v15, v4
	v_alignbit_b32 v15, v20, v19, 29
	global_store_dwordx4 v[17:18], v[9:12], off offset:32
	global_store_dwordx4 v[17:18], v[1:4], off
	global_store_dwordx4 v[17:18], v[5:8], off offset:16
	global_store_dwordx4 v[17:18], v[13:16], off offset:48
.LBB1_2:
	s_or_b32 exec_lo, exec_lo, s5
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_int_math, .Lfunc_end1-__clang_ocl_kern_imp_int_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_int_math.num_vgpr, 32
	.set __clang_ocl_kern_imp_int_math.num_agpr, 0
	.set __clang_ocl_kern_imp_int_math.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_int_math.num_named_barrier, 0
	.set __clang_ocl_kern_imp_int_math.private_seg_size, 0
	.set __clang_ocl_kern_imp_int_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_int_math.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_int_math.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_int_math.has_recursion, 0
	.set __clang_ocl_kern_imp_int_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 632
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int_math
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         int_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
