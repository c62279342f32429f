	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties ; -- Begin function _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties
	.globl	_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties
	.p2align	8
	.type	_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties,@function
_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties: ; @_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties
; %bb.0:
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	s_load_dword s7, s[0:1], 0x24
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_load_dword s10, s[4:5], 0xc
	s_and_b32 s6, s7, 0xffff
	s_mul_i32 s2, s2, s6
	v_add_u32_e32 v2, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s10, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_9
; %bb.1:
	s_load_dword s6, s[4:5], 0x10
	s_lshr_b32 s2, s7, 16
	s_mul_i32 s3, s3, s2
	v_bfe_u32 v0, v0, 10, 10
	v_add_u32_e32 v3, s3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s6, v3
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_9
; %bb.2:
	s_load_dwordx2 s[2:3], s[0:1], 0x8
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx4 s[12:15], s[4:5], 0x18
	v_cvt_f32_i32_e32 v1, v3
	v_cvt_f32_i32_e32 v0, v2
	s_load_dword s5, s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s4, s9
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_pk_fma_f32 v[0:1], s[12:13], v[0:1], v[4:5]
	s_nop 0
	v_pk_add_f32 v[4:5], v[0:1], s[4:5] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_mul_f32 v[6:7], v[4:5], v[4:5]
	v_pk_mul_f32 v[4:5], s[8:9], v[4:5] op_sel_hi:[0,1]
	v_pk_add_f32 v[6:7], v[6:7], v[6:7] op_sel:[0,1] op_sel_hi:[0,1]
	v_pk_fma_f32 v[0:1], v[4:5], v[6:7], v[0:1]
	v_mov_b32_e32 v5, 0
	v_min_f32_e32 v4, v1, v0
	v_cmp_ngt_f32_e32 vcc, 0, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.3:
	s_add_i32 s6, s6, -1
	v_cvt_f32_i32_e32 v5, s6
	v_mov_b32_e32 v4, 0
	v_cmp_ngt_f32_e32 vcc, v1, v5
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_7
; %bb.4:
	s_add_i32 s8, s10, -1
	v_cvt_f32_i32_e32 v5, s8
	v_mov_b32_e32 v4, 0
	v_cmp_ngt_f32_e32 vcc, v0, v5
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_floor_f32_e32 v4, v1
	v_cvt_i32_f32_e32 v12, v4
	v_ceil_f32_e32 v4, v1
	v_cvt_i32_f32_e32 v8, v4
	v_floor_f32_e32 v4, v0
	v_cvt_i32_f32_e32 v13, v4
	v_ceil_f32_e32 v4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_cvt_i32_f32_e32 v9, v4
	v_mul_lo_u32 v6, s10, v12
	v_mul_lo_u32 v10, s10, v8
	v_add_u32_e32 v4, v6, v13
	v_add_u32_e32 v6, v6, v9
	v_add_u32_e32 v8, v10, v9
	v_add_u32_e32 v10, v10, v13
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[4:5], s[12:13], v4, 3, s[0:1]
	v_mad_i64_i32 v[6:7], s[12:13], v6, 3, s[0:1]
	v_mad_i64_i32 v[8:9], s[12:13], v8, 3, s[0:1]
	v_mad_i64_i32 v[10:11], s[0:1], v10, 3, s[0:1]
	global_load_ubyte v18, v[10:11], off offset:2
	global_load_ubyte v16, v[8:9], off offset:2
	global_load_ubyte v14, v[6:7], off offset:2
	global_load_ubyte v15, v[4:5], off offset:2
	global_load_ushort v22, v[6:7], off
	global_load_ushort v24, v[4:5], off
	global_load_ushort v20, v[8:9], off
	global_load_ushort v21, v[10:11], off
	v_cvt_f32_i32_e32 v4, v12
	v_cvt_f32_i32_e32 v5, v13
	v_sub_f32_e32 v4, v1, v4
	v_sub_f32_e32 v1, v0, v5
	v_sub_f32_e32 v6, 1.0, v4
	v_sub_f32_e32 v0, 1.0, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v8, v1
	s_waitcnt vmcnt(7)
	v_cvt_f32_ubyte0_e32 v18, v18
	s_waitcnt vmcnt(6)
	v_cvt_f32_ubyte0_e32 v16, v16
	s_waitcnt vmcnt(5)
	v_cvt_f32_ubyte0_e32 v14, v14
	s_waitcnt vmcnt(4)
	v_cvt_f32_ubyte0_e32 v12, v15
	s_waitcnt vmcnt(3)
	v_cvt_f32_ubyte0_e32 v13, v22
	s_waitcnt vmcnt(2)
	v_cvt_f32_ubyte0_e32 v15, v24
	v_cvt_f32_ubyte1_e32 v23, v22
	v_cvt_f32_ubyte1_e32 v22, v24
	s_waitcnt vmcnt(1)
	v_cvt_f32_ubyte0_e32 v17, v20
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v19, v21
	v_cvt_f32_ubyte1_e32 v21, v21
	v_cvt_f32_ubyte1_e32 v20, v20
	v_pk_mul_f32 v[12:13], v[6:7], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[6:7], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[4:5], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[4:5], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[0:1], v[14:15] op_sel:[1,0] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[0:1], v[6:7]
	v_pk_mul_f32 v[4:5], v[10:11], v[4:5]
	v_pk_fma_f32 v[10:11], v[0:1], v[12:13], v[14:15]
	v_add_f32_e32 v9, v6, v7
	v_pk_fma_f32 v[6:7], v[8:9], v[16:17], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[0:1], v[18:19], v[6:7] op_sel_hi:[0,1,1]
	v_add_f32_e32 v4, v9, v4
	v_cvt_i32_f32_sdwa v1, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v0, v0
	v_add_f32_e32 v4, v4, v5
	v_cvt_i32_f32_e32 v5, v4
	v_or_b32_e32 v0, v0, v1
	v_and_b32_e32 v4, 0xffff, v0
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
.LBB0_7:
	s_or_b64 exec, exec, s[6:7]
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_mad_u64_u32 v[0:1], s[0:1], v3, s10, v[2:3]
	v_mad_i64_i32 v[0:1], s[0:1], v0, 3, s[2:3]
	v_lshlrev_b16_e32 v2, 8, v5
	v_or_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	global_store_byte v[0:1], v4, off offset:2
	global_store_short v[0:1], v2, off
.LBB0_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
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
	.size	_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties, .Lfunc_end0-_Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties
                                        ; -- End function
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.num_vgpr, 25
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.num_agpr, 0
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.numbered_sgpr, 16
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.num_named_barrier, 0
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.private_seg_size, 0
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.uses_vcc, 1
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.uses_flat_scratch, 0
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.has_dyn_sized_stack, 0
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.has_recursion, 0
	.set _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 788
; TotalNumSgprs: 22
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.type	__hip_cuid_69f8b80ff02bd616,@object ; @__hip_cuid_69f8b80ff02bd616
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_69f8b80ff02bd616
__hip_cuid_69f8b80ff02bd616:
	.byte	0                               ; 0x0
	.size	__hip_cuid_69f8b80ff02bd616, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_69f8b80ff02bd616
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
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
    .name:           _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z14barrel_distortPK15HIP_vector_typeIhLj3EEPS0_PK10Properties.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
