	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	transpose2d             ; -- Begin function transpose2d
	.globl	transpose2d
	.p2align	8
	.type	transpose2d,@function
transpose2d:                            ; @transpose2d
; %bb.0:
	s_clause 0x1
	s_load_b32 s10, s[0:1], 0x2c
	s_load_b64 s[2:3], s[0:1], 0x0
	v_bfe_u32 v1, v0, 10, 10
	s_mov_b32 s4, exec_lo
	s_wait_kmcnt 0x0
	s_lshr_b32 s13, s10, 16
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[1:2], null, ttmp7, s13, v[1:2]
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_add_nc_u64 s[4:5], s[0:1], 32
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v0, 0x3ff, v0
	s_load_b64 s[14:15], s[4:5], 0x0
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x8
	s_load_b64 s[8:9], s[0:1], 0x18
	s_and_b32 s0, s10, 0xffff
	s_mov_b32 s10, 0
	s_wait_alu depctr_sa_sdst(0)
	v_mad_co_u64_u32 v[3:4], null, ttmp9, s0, v[0:1]
	s_mov_b32 s11, s3
	v_lshl_add_u32 v0, v3, 16, v1
	v_cmp_gt_u32_e32 vcc_lo, s3, v3
	s_wait_kmcnt 0x0
	s_mul_i32 s12, s14, s0
	s_mul_i32 s13, s15, s13
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s14, s12, 16
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s15
	v_add_nc_u32_e32 v1, s13, v1
	v_add_nc_u32_e32 v0, s13, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_le_u32_e64 s0, s2, v1
	s_or_b32 s10, s0, s10
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execz .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b32 s15, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mad_co_u64_u32 v[6:7], null, v1, s11, 0
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v4, v3
	s_mov_b32 s16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[8:9], 2, v[1:2]
	v_lshlrev_b64_e32 v[10:11], 2, v[6:7]
	v_mov_b32_e32 v2, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v6, s0, s8, v8
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, s9, v9, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v8, s0, s6, v10
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v9, null, s7, v11, s0
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshlrev_b64_e32 v[10:11], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, s0, v8, v10
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v11, null, v9, v11, s0
	global_load_b32 v13, v[10:11], off
	v_mad_co_u64_u32 v[10:11], null, s4, v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[11:12], null, s5, v4, v[11:12]
	v_add_nc_u32_e32 v4, s12, v4
	v_cmp_le_u32_e64 s0, s3, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	s_or_b32 s16, s0, s16
	v_add_co_u32 v10, s1, v6, v10
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, v7, v11, s1
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v12, v2, v13
	v_add_nc_u32_e32 v2, s14, v2
	global_store_b32 v[10:11], v12, off
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose2d
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
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
	.size	transpose2d, .Lfunc_end0-transpose2d
                                        ; -- End function
	.set transpose2d.num_vgpr, 14
	.set transpose2d.num_agpr, 0
	.set transpose2d.numbered_sgpr, 17
	.set transpose2d.num_named_barrier, 0
	.set transpose2d.private_seg_size, 0
	.set transpose2d.uses_vcc, 1
	.set transpose2d.uses_flat_scratch, 0
	.set transpose2d.has_dyn_sized_stack, 0
	.set transpose2d.has_recursion, 0
	.set transpose2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 460
; TotalNumSgprs: 19
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_transpose2d ; -- Begin function __clang_ocl_kern_imp_transpose2d
	.globl	__clang_ocl_kern_imp_transpose2d
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose2d,@function
__clang_ocl_kern_imp_transpose2d:       ; @__clang_ocl_kern_imp_transpose2d
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	s_load_b32 s1, s[8:9], 0xc
	v_bfe_u32 v8, v31, 10, 10
	s_and_b32 s2, ttmp7, 0xffff
	s_wait_kmcnt 0x0
	s_lshr_b32 s0, s1, 16
	s_wait_alu depctr_sa_sdst(0)
	v_mad_co_u64_u32 v[8:9], null, s2, s0, v[8:9]
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_u32_e64 v8, v0
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_b64 s[4:5], s[8:9], 0x0
	v_dual_mov_b32 v12, 0 :: v_dual_and_b32 v9, 0x3ff, v31
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s6, 0
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[10:11], null, ttmp9, s1, v[9:10]
	v_lshl_add_u32 v13, v10, 16, v8
	v_cmp_lt_u32_e32 vcc_lo, v10, v1
	s_wait_kmcnt 0x0
	s_mul_i32 s3, s4, s1
	s_mul_i32 s4, s5, s0
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s5, s3, 16
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v8, s4, v8
	v_add_nc_u32_e32 v13, s4, v13
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ge_u32_e64 s0, v8, v0
	s_or_b32 s6, s0, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB1_6
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mad_co_u64_u32 v[14:15], null, v8, v1, 0
	v_mov_b32_e32 v9, v12
	v_mov_b32_e32 v11, v10
	s_mov_b32 s8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[16:17], 2, v[8:9]
	v_lshlrev_b64_e32 v[18:19], 2, v[14:15]
	v_mov_b32_e32 v9, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v14, s0, v6, v16
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v15, null, v7, v17, s0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v16, s0, v4, v18
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v17, null, v5, v19, s0
.LBB1_5:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshlrev_b64_e32 v[18:19], 2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, s0, v16, v18
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v19, null, v17, v19, s0
	global_load_b32 v21, v[18:19], off
	v_mad_co_u64_u32 v[18:19], null, v2, v11, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[19:20], null, v3, v11, v[19:20]
	v_add_nc_u32_e32 v11, s3, v11
	v_cmp_ge_u32_e64 s0, v11, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s8, s0, s8
	v_add_co_u32 v18, s1, v14, v18
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, v15, v19, s1
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v20, v9, v21
	v_add_nc_u32_e32 v9, s5, v9
	global_store_b32 v[18:19], v20, off
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB1_5
	s_branch .LBB1_2
.LBB1_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_transpose2d, .Lfunc_end1-__clang_ocl_kern_imp_transpose2d
                                        ; -- End function
	.set __clang_ocl_kern_imp_transpose2d.num_vgpr, 32
	.set __clang_ocl_kern_imp_transpose2d.num_agpr, 0
	.set __clang_ocl_kern_imp_transpose2d.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transpose2d.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transpose2d.private_seg_size, 0
	.set __clang_ocl_kern_imp_transpose2d.uses_vcc, 1
	.set __clang_ocl_kern_imp_transpose2d.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transpose2d.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transpose2d.has_recursion, 0
	.set __clang_ocl_kern_imp_transpose2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 464
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
      - .offset:         4
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         8
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
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
    .max_flat_workgroup_size: 256
    .name:           transpose2d
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         transpose2d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
