	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i ; -- Begin function _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
	.globl	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
	.p2align	8
	.type	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i,@function
_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i:  ; @_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	s_mov_b32 s5, 0x38e38e39
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v1, s2, v0
	v_mul_hi_i32 v2, v1, s5
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v0, 3, v2
	v_add_u32_e32 v0, v0, v3
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshrrev_b32_e32 v2, 1, v2
	v_add_u32_e32 v2, v2, v3
	v_lshl_add_u32 v2, v2, 3, v2
	v_mul_lo_u32 v4, v0, 36
	v_sub_u32_e32 v2, v1, v2
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_sub_u32_e32 v4, v1, v4
	v_mul_lo_u16_e32 v2, 0x56, v2
	v_mul_lo_u16_e32 v4, 57, v4
	v_lshrrev_b16_e32 v3, 15, v2
	s_mov_b32 s0, 0x55555556
	v_lshrrev_b16_e32 v5, 15, v4
	v_ashrrev_i16_e32 v4, 9, v4
	v_add_u16_sdwa v3, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_mul_hi_i32 v2, v1, s0
	v_add_u16_e32 v6, v4, v5
	v_lshrrev_b32_e32 v4, 31, v2
	v_add_u32_e32 v2, v2, v4
	s_movk_i32 s8, 0x140
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[4:5]
	v_lshl_add_u32 v2, v2, 1, v2
	v_mad_i64_i32 v[4:5], s[0:1], v0, s8, v[4:5]
	v_bfe_i32 v20, v6, 0, 16
	s_movk_i32 s4, 0x48
	v_sub_u32_e32 v2, v1, v2
	v_mad_i64_i32 v[4:5], s[0:1], v20, s4, v[4:5]
	v_bfe_i32 v21, v3, 0, 8
	v_mad_i64_i32 v[6:7], s[0:1], v21, 24, v[4:5]
	v_mov_b64_e32 v[4:5], s[6:7]
	v_ashrrev_i32_e32 v3, 31, v2
	v_mad_i64_i32 v[4:5], s[0:1], v20, s4, v[4:5]
	v_lshlrev_b64 v[8:9], 3, v[2:3]
	v_lshl_add_u64 v[10:11], v[4:5], 0, v[8:9]
	global_load_dwordx2 v[12:13], v[6:7], off offset:16
	global_load_dwordx4 v[2:5], v[6:7], off
	global_load_dwordx2 v[14:15], v[10:11], off
	global_load_dwordx2 v[16:17], v[10:11], off offset:24
	global_load_dwordx2 v[18:19], v[10:11], off offset:48
	v_mov_b64_e32 v[6:7], s[2:3]
	v_mad_i64_i32 v[0:1], s[0:1], v0, s8, v[6:7]
	v_mad_i64_i32 v[0:1], s[0:1], v20, s4, v[0:1]
	v_mad_i64_i32 v[0:1], s[0:1], v21, 24, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[2:3], v[14:15] op_sel:[1,1] op_sel_hi:[0,1]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], v[4:5], v[16:17] op_sel:[1,1] op_sel_hi:[0,1]
	v_pk_fma_f32 v[20:21], v[14:15], v[2:3], v[6:7] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], v[14:15], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[10:11], v[12:13], v[18:19] op_sel:[1,1] op_sel_hi:[0,1]
	v_pk_fma_f32 v[6:7], v[16:17], v[4:5], v[8:9] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], v[16:17], v[4:5], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v21, v3
	v_pk_fma_f32 v[8:9], v[18:19], v[12:13], v[10:11] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], v[18:19], v[12:13], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v7, v5
	v_pk_add_f32 v[2:3], v[20:21], 0 op_sel_hi:[1,0]
	v_mov_b32_e32 v9, v11
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	s_nop 0
	v_pk_add_f32 v[2:3], v[2:3], v[8:9]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 24
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
	.size	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i, .Lfunc_end0-_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
                                        ; -- End function
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.num_vgpr, 22
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.num_agpr, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.numbered_sgpr, 9
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.num_named_barrier, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.private_seg_size, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.uses_vcc, 1
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.uses_flat_scratch, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.has_dyn_sized_stack, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.has_recursion, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; TotalNumSgprs: 15
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.type	__hip_cuid_19b5c42c0fb14887,@object ; @__hip_cuid_19b5c42c0fb14887
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_19b5c42c0fb14887
__hip_cuid_19b5c42c0fb14887:
	.byte	0                               ; 0x0
	.size	__hip_cuid_19b5c42c0fb14887, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_19b5c42c0fb14887
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
