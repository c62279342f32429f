	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE ; -- Begin function _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
	.globl	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
	.p2align	8
	.type	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE,@function
_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE: ; @_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_load_dwordx2 s[20:21], s[4:5], 0x0
	s_load_dwordx4 s[16:19], s[4:5], 0x8
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s22, s0, 0xffff
	s_mul_i32 s6, s6, s22
	s_mul_i32 s7, s7, s1
	v_lshl_add_u32 v8, s6, 3, v1
	s_cmp_lt_i32 s20, 1
	v_add_u32_e32 v9, s7, v0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_cvt_f32_u32_e32 v0, v9
	v_cvt_f32_u32_e32 v1, v8
	v_mov_b32_e32 v2, 0x41000000
	v_mul_f32_e32 v12, s21, v2
	v_mul_f32_e32 v10, s21, v0
	v_mul_f32_e32 v11, s21, v1
	s_add_u32 s21, s18, 8
	s_addc_u32 s19, s19, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s23, 0x800000
	s_mov_b32 s18, 0x45800000
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s0, s21, -8
	s_addc_u32 s1, s19, -1
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_add_i32 s20, s20, -1
	s_add_u32 s21, s21, 16
	s_addc_u32 s19, s19, 0
	s_cmp_lg_u32 s20, 0
	s_waitcnt lgkmcnt(0)
	v_subrev_f32_e32 v13, s1, v10
	v_subrev_f32_e32 v15, s0, v11
	v_fma_f32 v16, v13, v13, s2
	v_add_f32_e32 v14, v12, v15
	v_pk_fma_f32 v[18:19], v[14:15], v[14:15], v[16:17] op_sel_hi:[1,1,0]
	v_add_f32_e32 v15, v12, v14
	v_mul_f32_e32 v17, 0x4b800000, v18
	v_cmp_gt_f32_e32 vcc, s23, v18
	v_mul_f32_e32 v13, 0x4b800000, v19
	v_add_f32_e32 v14, v12, v15
	v_cmp_gt_f32_e64 s[0:1], s23, v19
	v_cndmask_b32_e32 v17, v18, v17, vcc
	v_cndmask_b32_e64 v13, v19, v13, s[0:1]
	v_pk_fma_f32 v[18:19], v[14:15], v[14:15], v[16:17] op_sel_hi:[1,1,0]
	s_mov_b32 s24, s3
	v_add_f32_e32 v15, v12, v14
	v_rsq_f32_e32 v20, v17
	v_mul_f32_e32 v17, 0x4b800000, v18
	v_cmp_gt_f32_e64 s[2:3], s23, v18
	v_rsq_f32_e32 v21, v13
	v_mul_f32_e32 v13, 0x4b800000, v19
	v_add_f32_e32 v14, v12, v15
	v_cmp_gt_f32_e64 s[6:7], s23, v19
	v_cndmask_b32_e64 v17, v18, v17, s[2:3]
	v_cndmask_b32_e64 v13, v19, v13, s[6:7]
	v_pk_fma_f32 v[18:19], v[14:15], v[14:15], v[16:17] op_sel_hi:[1,1,0]
	v_add_f32_e32 v15, v12, v14
	v_rsq_f32_e32 v23, v13
	v_rsq_f32_e32 v22, v17
	v_mul_f32_e32 v13, 0x4b800000, v19
	v_mul_f32_e32 v17, 0x4b800000, v18
	v_cmp_gt_f32_e64 s[8:9], s23, v18
	v_add_f32_e32 v14, v12, v15
	v_cmp_gt_f32_e64 s[10:11], s23, v19
	v_cndmask_b32_e64 v13, v19, v13, s[10:11]
	v_cndmask_b32_e64 v18, v18, v17, s[8:9]
	v_pk_fma_f32 v[14:15], v[14:15], v[14:15], v[16:17] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[16:17], v[20:21], s[18:19] op_sel_hi:[1,0]
	v_rsq_f32_e32 v19, v13
	v_rsq_f32_e32 v18, v18
	v_mul_f32_e32 v13, 0x4b800000, v15
	v_mul_f32_e32 v24, 0x4b800000, v14
	v_cmp_gt_f32_e64 s[12:13], s23, v14
	v_cmp_gt_f32_e64 s[14:15], s23, v15
	v_cndmask_b32_e64 v17, v21, v17, s[0:1]
	v_cndmask_b32_e32 v16, v20, v16, vcc
	v_cndmask_b32_e64 v13, v15, v13, s[14:15]
	v_cndmask_b32_e64 v20, v14, v24, s[12:13]
	v_pk_fma_f32 v[6:7], s[24:25], v[16:17], v[6:7] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[14:15], v[22:23], s[18:19] op_sel_hi:[1,0]
	v_rsq_f32_e32 v17, v13
	v_rsq_f32_e32 v16, v20
	v_cndmask_b32_e64 v15, v23, v15, s[6:7]
	v_cndmask_b32_e64 v14, v22, v14, s[2:3]
	v_pk_fma_f32 v[4:5], s[24:25], v[14:15], v[4:5] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[14:15], v[18:19], s[18:19] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v15, v19, v15, s[10:11]
	v_cndmask_b32_e64 v14, v18, v14, s[8:9]
	v_pk_fma_f32 v[2:3], s[24:25], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[14:15], v[16:17], s[18:19] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v15, v17, v15, s[14:15]
	v_cndmask_b32_e64 v14, v16, v14, s[12:13]
	v_pk_fma_f32 v[0:1], s[24:25], v[14:15], v[0:1] op_sel_hi:[0,1,1]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
.LBB0_4:
	s_load_dword s0, s[4:5], 0x18
	v_mov_b32_e32 v12, s17
	v_mov_b32_e32 v14, s17
	v_mov_b32_e32 v16, s17
	v_mov_b32_e32 v18, s17
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s22
	v_mul_lo_u32 v9, s0, v9
	v_lshl_add_u32 v8, v9, 3, v8
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v10, vcc, s16, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_add_u32_e32 v12, 8, v8
	v_mov_b32_e32 v13, v9
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s16, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_add_u32_e32 v14, 16, v8
	v_mov_b32_e32 v15, v9
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, s16, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_add_u32_e32 v16, 24, v8
	v_mov_b32_e32 v17, v9
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, s16, v16
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	v_add_u32_e32 v18, 32, v8
	v_mov_b32_e32 v19, v9
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v20, s17
	v_add_co_u32_e32 v18, vcc, s16, v18
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	v_add_u32_e32 v20, 40, v8
	v_mov_b32_e32 v21, v9
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_mov_b32_e32 v22, s17
	v_add_co_u32_e32 v20, vcc, s16, v20
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	v_add_u32_e32 v22, 48, v8
	v_mov_b32_e32 v23, v9
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_mov_b32_e32 v25, s17
	v_add_co_u32_e32 v22, vcc, s16, v22
	v_add_u32_e32 v8, 56, v8
	v_addc_co_u32_e32 v23, vcc, v25, v23, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	global_load_dword v24, v[10:11], off
	v_add_co_u32_e32 v8, vcc, s16, v8
	v_addc_co_u32_e32 v9, vcc, v25, v9, vcc
	global_load_dword v25, v[12:13], off
	global_load_dword v26, v[14:15], off
	global_load_dword v27, v[16:17], off
	global_load_dword v28, v[18:19], off
	global_load_dword v29, v[20:21], off
	global_load_dword v30, v[22:23], off
	global_load_dword v31, v[8:9], off
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v6, v6, v25
	v_add_f32_e32 v7, v7, v24
	global_store_dword v[10:11], v7, off
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v5, v5, v26
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v4, v4, v27
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v3, v3, v28
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v2, v2, v29
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v30
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v31
	global_store_dword v[12:13], v6, off
	global_store_dword v[14:15], v5, off
	global_store_dword v[16:17], v4, off
	global_store_dword v[18:19], v3, off
	global_store_dword v[20:21], v2, off
	global_store_dword v[22:23], v1, off
	global_store_dword v[8:9], v0, off
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE, .Lfunc_end0-_Z7cenergyifPfPK15HIP_vector_typeIfLj4EE
                                        ; -- End function
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.num_vgpr, 32
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.num_agpr, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.numbered_sgpr, 26
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.num_named_barrier, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.private_seg_size, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.uses_vcc, 1
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.uses_flat_scratch, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.has_dyn_sized_stack, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.has_recursion, 0
	.set _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1100
; TotalNumSgprs: 30
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _Z7cenergyifPfPK15HIP_vector_typeIfLj4EE.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
