	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE ; -- Begin function _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
	.globl	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
	.p2align	8
	.type	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE,@function
_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE: ; @_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
; %bb.0:
	s_clause 0x2
	s_load_dword s0, s[4:5], 0x24
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s18, s0, 0xffff
	v_mad_u64_u32 v[1:2], null, s7, s1, v[1:2]
	s_mul_i32 s6, s6, s18
	s_cmp_lt_i32 s16, 1
	v_lshl_add_u32 v9, s6, 3, v0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_cvt_f32_u32_e32 v2, v1
	v_cvt_f32_u32_e32 v3, v9
	v_mul_f32_e64 v10, 0x41000000, s17
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v4, 0
	v_mul_f32_e32 v11, s17, v2
	v_mul_f32_e32 v12, s17, v3
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	s_add_u32 s7, s10, 8
	s_addc_u32 s10, s11, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s0, s7, -8
	s_addc_u32 s1, s10, -1
	s_add_i32 s16, s16, -1
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_add_u32 s7, s7, 16
	s_addc_u32 s10, s10, 0
	s_cmp_lg_u32 s16, 0
	s_waitcnt lgkmcnt(0)
	v_subrev_f32_e32 v13, s12, v12
	v_subrev_f32_e32 v14, s13, v11
	v_add_f32_e32 v15, v10, v13
	v_fma_f32 v14, v14, v14, s14
	v_add_f32_e32 v16, v10, v15
	v_fma_f32 v13, v13, v13, v14
	v_fma_f32 v15, v15, v15, v14
	v_add_f32_e32 v17, v10, v16
	v_mul_f32_e32 v18, 0x4b800000, v13
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v13
	v_mul_f32_e32 v19, 0x4b800000, v15
	v_fma_f32 v16, v16, v16, v14
	v_cmp_gt_f32_e64 s0, 0x800000, v15
	v_add_f32_e32 v20, v10, v17
	v_cndmask_b32_e32 v13, v13, v18, vcc_lo
	v_fma_f32 v17, v17, v17, v14
	v_mul_f32_e32 v18, 0x4b800000, v16
	v_cndmask_b32_e64 v15, v15, v19, s0
	v_cmp_gt_f32_e64 s1, 0x800000, v16
	v_add_f32_e32 v19, v10, v20
	v_rsq_f32_e32 v13, v13
	v_fma_f32 v20, v20, v20, v14
	v_rsq_f32_e32 v15, v15
	v_cndmask_b32_e64 v16, v16, v18, s1
	v_mul_f32_e32 v18, 0x4b800000, v17
	v_cmp_gt_f32_e64 s2, 0x800000, v17
	v_add_f32_e32 v21, v10, v19
	v_cmp_gt_f32_e64 s3, 0x800000, v20
	v_fma_f32 v19, v19, v19, v14
	v_rsq_f32_e32 v16, v16
	v_cndmask_b32_e64 v17, v17, v18, s2
	v_mul_f32_e32 v18, 0x4b800000, v20
	v_add_f32_e32 v22, v10, v21
	v_mul_f32_e32 v23, 0x45800000, v13
	v_mul_f32_e32 v24, 0x45800000, v15
	v_cmp_gt_f32_e64 s6, 0x800000, v19
	v_cndmask_b32_e64 v18, v20, v18, s3
	v_fma_f32 v20, v21, v21, v14
	v_fmac_f32_e32 v14, v22, v22
	v_mul_f32_e32 v21, 0x4b800000, v19
	v_cndmask_b32_e32 v13, v13, v23, vcc_lo
	v_cndmask_b32_e64 v15, v15, v24, s0
	v_mul_f32_e32 v22, 0x4b800000, v20
	v_mul_f32_e32 v23, 0x4b800000, v14
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v20
	v_cmp_gt_f32_e64 s0, 0x800000, v14
	v_cndmask_b32_e64 v19, v19, v21, s6
	v_rsq_f32_e32 v17, v17
	v_mul_f32_e32 v21, 0x45800000, v16
	v_cndmask_b32_e32 v20, v20, v22, vcc_lo
	v_cndmask_b32_e64 v14, v14, v23, s0
	v_rsq_f32_e32 v18, v18
	v_rsq_f32_e32 v19, v19
	v_cndmask_b32_e64 v16, v16, v21, s1
	v_rsq_f32_e32 v20, v20
	v_rsq_f32_e32 v14, v14
	v_fmac_f32_e32 v0, s15, v13
	v_fmac_f32_e32 v2, s15, v15
	v_mul_f32_e32 v13, 0x45800000, v17
	v_fmac_f32_e32 v3, s15, v16
	v_mul_f32_e32 v15, 0x45800000, v18
	v_mul_f32_e32 v16, 0x45800000, v19
	v_cndmask_b32_e64 v13, v17, v13, s2
	v_mul_f32_e32 v21, 0x45800000, v20
	v_mul_f32_e32 v22, 0x45800000, v14
	v_cndmask_b32_e64 v15, v18, v15, s3
	v_cndmask_b32_e64 v16, v19, v16, s6
	v_fmac_f32_e32 v4, s15, v13
	v_cndmask_b32_e32 v17, v20, v21, vcc_lo
	v_cndmask_b32_e64 v14, v14, v22, s0
	v_fmac_f32_e32 v5, s15, v15
	v_fmac_f32_e32 v6, s15, v16
	v_fmac_f32_e32 v7, s15, v17
	v_fmac_f32_e32 v8, s15, v14
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
.LBB0_4:
	s_load_dword s0, s[4:5], 0x18
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v14, v10
	v_mov_b32_e32 v16, v10
	v_mov_b32_e32 v19, v10
	v_mov_b32_e32 v23, v10
	v_mov_b32_e32 v25, v10
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s18
	v_mul_lo_u32 v1, s0, v1
	v_lshl_add_u32 v9, v1, 3, v9
	v_lshlrev_b64 v[17:18], 2, v[9:10]
	v_add_nc_u32_e32 v11, 8, v9
	v_add_nc_u32_e32 v13, 16, v9
	v_add_nc_u32_e32 v15, 24, v9
	v_add_nc_u32_e32 v22, 40, v9
	v_add_nc_u32_e32 v24, 48, v9
	v_add_co_u32 v20, vcc_lo, s8, v17
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_ci_u32_e64 v21, null, s9, v18, vcc_lo
	v_add_nc_u32_e32 v18, 32, v9
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_u32 v11, vcc_lo, s8, v11
	v_lshlrev_b64 v[17:18], 2, v[18:19]
	v_add_nc_u32_e32 v9, 56, v9
	v_add_co_ci_u32_e64 v12, null, s9, v12, vcc_lo
	v_add_co_u32 v13, vcc_lo, s8, v13
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	global_load_dword v1, v[20:21], off
	v_add_co_ci_u32_e64 v14, null, s9, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, s8, v15
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e64 v16, null, s9, v16, vcc_lo
	v_add_co_u32 v17, vcc_lo, s8, v17
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_ci_u32_e64 v18, null, s9, v18, vcc_lo
	v_add_co_u32 v22, vcc_lo, s8, v22
	v_add_co_ci_u32_e64 v23, null, s9, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, s8, v24
	v_add_co_ci_u32_e64 v25, null, s9, v25, vcc_lo
	v_add_co_u32 v9, vcc_lo, s8, v9
	v_add_co_ci_u32_e64 v10, null, s9, v10, vcc_lo
	s_clause 0x6
	global_load_dword v19, v[11:12], off
	global_load_dword v26, v[13:14], off
	global_load_dword v27, v[15:16], off
	global_load_dword v28, v[17:18], off
	global_load_dword v29, v[22:23], off
	global_load_dword v30, v[24:25], off
	global_load_dword v31, v[9:10], off
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v0, v0, v1
	global_store_dword v[20:21], v0, off
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v0, v2, v19
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v3, v26
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v2, v4, v27
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v3, v5, v28
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v4, v6, v29
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v7, v30
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v8, v31
	global_store_dword v[11:12], v0, off
	global_store_dword v[13:14], v1, off
	global_store_dword v[15:16], v2, off
	global_store_dword v[17:18], v3, off
	global_store_dword v[22:23], v4, off
	global_store_dword v[24:25], v5, off
	global_store_dword v[9:10], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 19
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
	.size	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE, .Lfunc_end0-_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
                                        ; -- End function
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.num_vgpr, 32
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.num_agpr, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.numbered_sgpr, 19
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.num_named_barrier, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.private_seg_size, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.uses_vcc, 1
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.uses_flat_scratch, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.has_dyn_sized_stack, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.has_recursion, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1192
; TotalNumSgprs: 21
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 32
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
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_356d5ccc79566677,@object ; @__hip_cuid_356d5ccc79566677
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_356d5ccc79566677
__hip_cuid_356d5ccc79566677:
	.byte	0                               ; 0x0
	.size	__hip_cuid_356d5ccc79566677, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_356d5ccc79566677
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
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
    .name:           _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
