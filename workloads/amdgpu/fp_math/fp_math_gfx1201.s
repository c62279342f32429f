	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	fp_math                 ; -- Begin function fp_math
	.globl	fp_math
	.p2align	8
	.type	fp_math,@function
fp_math:                                ; @fp_math
; %bb.0:
	s_load_b32 s2, s[0:1], 0x0
	v_lshl_or_b32 v0, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	s_load_b64 s[2:3], s[0:1], 0x38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v4, vcc_lo, s6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s7, v3, vcc_lo
	global_load_b32 v20, v[4:5], off
	v_lshlrev_b64_e32 v[4:5], 3, v[0:1]
	v_add_co_u32 v4, vcc_lo, s10, v4
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, s11, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v3, vcc_lo
	global_load_b64 v[4:5], v[4:5], off
	s_load_b128 s[4:7], s[0:1], 0x28
	global_load_b32 v21, v[6:7], off
	s_wait_kmcnt 0x0
	v_add_co_u32 v6, vcc_lo, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, s8, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s9, v3, vcc_lo
	global_load_b32 v22, v[6:7], off
	global_load_b32 v23, v[2:3], off
	s_wait_loadcnt 0x4
	v_cvt_f64_f32_e32 v[8:9], v20
	s_wait_loadcnt 0x2
	v_div_scale_f32 v16, null, v20, v20, v21
	v_cvt_f64_f32_e32 v[14:15], v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v17, v16
	v_div_scale_f64 v[6:7], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[12:13], s0, v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[2:3], v[6:7]
	v_fma_f64 v[10:11], -v[6:7], v[2:3], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[2:3], v[2:3], v[10:11], v[2:3]
	v_fma_f64 v[10:11], -v[6:7], v[2:3], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[2:3], v[2:3], v[10:11], v[2:3]
	v_mul_f64_e32 v[10:11], v[12:13], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f64 v[6:7], -v[6:7], v[10:11], v[12:13]
	v_fma_f32 v12, -v16, v17, 1.0
	v_div_scale_f32 v13, vcc_lo, v21, v20, v21
	v_fmac_f32_e32 v17, v12, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v13, v17
	v_fma_f32 v12, -v16, v18, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v12, v17
	v_fma_f32 v16, -v16, v18, v13
	v_mul_f64_e32 v[12:13], v[4:5], v[14:15]
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v24, v16, v17, v18
	s_mov_b32 vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	v_div_fmas_f64 v[2:3], v[6:7], v[2:3], v[10:11]
	s_wait_loadcnt 0x1
	v_cvt_f64_u32_e32 v[10:11], v22
	v_mul_f32_e64 v7, 0x4f800000, |v21|
	v_cmp_gt_f32_e64 vcc_lo, 0xf800000, |v21|
	v_lshlrev_b32_e32 v6, 3, v0
	v_lshl_add_u32 v0, v0, 1, v0
	v_cvt_f32_u32_e32 v22, v22
	s_wait_alu depctr_va_vcc(0)
	v_cndmask_b32_e64 v25, |v21|, v7, vcc_lo
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64_e32 v[16:17], 3, v[0:1]
	v_fma_f64 v[0:1], v[14:15], v[8:9], v[4:5]
	v_cvt_i32_f32_e32 v15, v21
	v_sqrt_f32_e32 v26, v25
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, s0, s6, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v19, null, s7, v7, s0
	s_delay_alu instid0(TRANS32_DEP_1)
	v_add_nc_u32_e32 v6, -1, v26
	v_cvt_f32_f64_e32 v7, v[12:13]
	v_div_fixup_f64 v[2:3], v[2:3], v[8:9], v[4:5]
	v_fma_f64 v[12:13], 0xbfd00000, v[4:5], v[10:11]
	v_dual_max_num_f32 v9, v21, v21 :: v_dual_add_nc_u32 v4, 1, v26
	v_fma_f32 v5, -v6, v26, v25
	v_max_num_f32_e32 v8, v20, v20
	s_wait_loadcnt 0x0
	v_max_num_f32_e32 v14, v23, v23
	v_fma_f32 v11, -v4, v26, v25
	v_fma_f32 v10, v21, v20, v23
	v_cmp_ge_f32_e64 s0, 0, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_min_num_f32 v9, v9, v8 :: v_dual_max_num_f32 v8, v8, v14
	v_cvt_f32_i32_e32 v14, v15
	s_wait_alu depctr_va_sdst(0)
	v_cndmask_b32_e64 v5, v26, v6, s0
	v_cmp_lt_f32_e64 s0, 0, v11
	v_mul_f32_e64 v11, v21, -v23
	v_fma_f32 v6, -v21, v20, 0x3fc00000
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v4, v5, v4, s0
	v_sub_f32_e32 v5, v21, v20
	v_cmp_gt_f32_e64 s0, v21, v23
	v_mul_f32_e32 v26, 0x37800000, v4
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v5, v11, v5, s0
	v_sub_f32_e32 v11, v9, v8
	v_div_fixup_f32 v8, v24, v20, v21
	v_cndmask_b32_e32 v15, v4, v26, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v25, 0x260
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v4, v14, v22 :: v_dual_cndmask_b32 v9, v15, v25
	v_add_co_u32 v14, vcc_lo, s2, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s3, v17, vcc_lo
	s_clause 0x1
	global_store_b128 v[18:19], v[8:11], off
	global_store_b128 v[18:19], v[4:7], off offset:16
	s_clause 0x1
	global_store_b128 v[14:15], v[0:3], off
	global_store_b64 v[14:15], v[12:13], off offset:16
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 27
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
	.text
.Lfunc_end0:
	.size	fp_math, .Lfunc_end0-fp_math
                                        ; -- End function
	.set fp_math.num_vgpr, 27
	.set fp_math.num_agpr, 0
	.set fp_math.numbered_sgpr, 12
	.set fp_math.num_named_barrier, 0
	.set fp_math.private_seg_size, 0
	.set fp_math.uses_vcc, 1
	.set fp_math.uses_flat_scratch, 0
	.set fp_math.has_dyn_sized_stack, 0
	.set fp_math.has_recursion, 0
	.set fp_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 876
; TotalNumSgprs: 14
; NumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 27
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
	.type	__hip_cuid_b369ac3f0ac3fe56,@object ; @__hip_cuid_b369ac3f0ac3fe56
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_b369ac3f0ac3fe56
__hip_cuid_b369ac3f0ac3fe56:
	.byte	0                               ; 0x0
	.size	__hip_cuid_b369ac3f0ac3fe56, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_b369ac3f0ac3fe56
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           fp_math
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         fp_math.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
