	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i ; -- Begin function _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
	.globl	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
	.p2align	8
	.type	_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i,@function
_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i:  ; @_Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i
; %bb.0:
	s_load_b32 s2, s[0:1], 0x2c
	s_wait_kmcnt 0x0
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[0:1], null, ttmp9, s2, v[0:1]
	s_load_b32 s2, s[0:1], 0x18
	v_mul_hi_i32 v3, 0x38e38e39, v0
	v_lshrrev_b32_e32 v2, 31, v3
	v_ashrrev_i32_e32 v1, 3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, v1, v2
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mul_lo_u32 v4, v1, 36
	v_lshrrev_b32_e32 v3, 1, v3
	v_mul_hi_i32 v5, 0x55555556, v0
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_add_nc_u32_e32 v2, v3, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v3, v0, v4
	v_lshrrev_b32_e32 v4, 31, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v2, v2, 3, v2
	v_mul_lo_u16 v3, v3, 57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v2, v0, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b16 v5, 15, v3
	v_ashrrev_i16 v3, 9, v3
	v_lshl_add_u32 v4, v4, 1, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u16 v6, 0x56, v2
	v_add_nc_u16 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v2, v0, v4
	v_lshrrev_b16 v0, 15, v6
	v_lshrrev_b16 v6, 8, v6
	s_wait_kmcnt 0x0
	v_mad_co_i64_i32 v[4:5], null, 0x140, v1, s[4:5]
	v_bfe_i32 v7, v3, 0, 16
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_nc_u16 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_i32_i24_e32 v16, 0x48, v7
	v_mul_hi_i32_i24_e32 v17, 0x48, v7
	v_lshlrev_b64_e32 v[6:7], 3, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_bfe_i32 v18, v0, 0, 8
	v_add_co_u32 v2, vcc_lo, v4, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, v5, v17, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s7, v17, vcc_lo
	v_mad_co_i64_i32 v[8:9], null, v18, 24, v[2:3]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v10, vcc_lo, v0, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, v4, v7, vcc_lo
	global_load_b128 v[2:5], v[8:9], off
	s_clause 0x1
	global_load_b64 v[12:13], v[10:11], off
	global_load_b64 v[14:15], v[10:11], off offset:24
	global_load_b64 v[8:9], v[8:9], off offset:16
	global_load_b64 v[10:11], v[10:11], off offset:48
	v_mad_co_i64_i32 v[0:1], null, 0x140, v1, s[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v0, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v1, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_i64_i32 v[0:1], null, v18, 24, v[0:1]
	v_add_co_u32 v0, vcc_lo, v0, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v7, vcc_lo
	s_wait_loadcnt 0x3
	v_mul_f32_e32 v16, v3, v13
	v_mul_f32_e32 v13, v2, v13
	s_wait_loadcnt 0x2
	v_mul_f32_e32 v17, v5, v15
	v_mul_f32_e32 v15, v4, v15
	v_fma_f32 v2, v2, v12, -v16
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v19, v9, v11
	v_fma_f32 v4, v4, v14, -v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v15, v14, v5 :: v_dual_add_f32 v2, 0, v2
	v_dual_fmac_f32 v13, v12, v3 :: v_dual_add_f32 v2, v2, v4
	v_mul_f32_e32 v3, v8, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, 0, v13
	v_fma_f32 v8, v8, v10, -v19
	v_add_f32_e32 v4, v5, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	v_fmac_f32_e32 v3, v10, v9
	v_add_f32_e32 v3, v4, v3
	global_store_b64 v[0:1], v[2:3], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
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
		.amdhsa_inst_pref_size 6
		.amdhsa_round_robin_scheduling 0
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
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.num_vgpr, 20
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.num_agpr, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.numbered_sgpr, 8
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.num_named_barrier, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.private_seg_size, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.uses_vcc, 1
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.uses_flat_scratch, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.has_dyn_sized_stack, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.has_recursion, 0
	.set _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 656
; TotalNumSgprs: 10
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 20
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z8k_mat_nnPK4sitePK11fsu3_matrixPS_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
