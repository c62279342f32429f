	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	bitfield                ; -- Begin function bitfield
	.globl	bitfield
	.p2align	8
	.type	bitfield,@function
bitfield:                               ; @bitfield
; %bb.0:
	s_load_b32 s2, s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 8, v0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b256 s[4:11], s[0:1], 0x8
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v15, 15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	s_wait_kmcnt 0x0
	v_add_co_u32 v3, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s5, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, s6, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v6, null, s7, v2, vcc_lo
	global_load_b32 v13, v[3:4], off
	global_load_b32 v14, v[5:6], off
	s_load_b256 s[0:7], s[0:1], 0x28
	v_add_co_u32 v3, vcc_lo, s8, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s9, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, s10, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v6, null, s11, v2, vcc_lo
	s_wait_kmcnt 0x0
	v_add_co_u32 v7, vcc_lo, s0, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v8, null, s1, v2, vcc_lo
	v_add_co_u32 v9, vcc_lo, s2, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s3, v2, vcc_lo
	v_add_co_u32 v11, vcc_lo, s4, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v2, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v2, vcc_lo
	s_wait_loadcnt 0x1
	v_bfe_u32 v2, v13, 13, 10
	v_bfe_u32 v16, v13, 2, 7
	v_bfe_i32 v17, v13, 6, 6
	s_wait_loadcnt 0x0
	v_and_b32_e32 v18, 0xff, v14
	v_lshrrev_b32_e32 v14, 8, v14
	v_bfe_i32 v19, v13, 24, 5
	v_bfe_u32 v15, v13, v15, 8
	global_store_b32 v[3:4], v2, off
	v_mad_u32_u24 v2, v16, 3, v17
	v_bfe_u32 v3, v13, v18, v14
	v_bfe_i32 v4, v13, v18, v14
	global_store_b32 v[5:6], v19, off
	global_store_b32 v[9:10], v15, off
	global_store_b32 v[7:8], v2, off
	global_store_b32 v[11:12], v3, off
	global_store_b32 v[0:1], v4, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitfield
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
	.size	bitfield, .Lfunc_end0-bitfield
                                        ; -- End function
	.set bitfield.num_vgpr, 20
	.set bitfield.num_agpr, 0
	.set bitfield.numbered_sgpr, 12
	.set bitfield.num_named_barrier, 0
	.set bitfield.private_seg_size, 0
	.set bitfield.uses_vcc, 1
	.set bitfield.uses_flat_scratch, 0
	.set bitfield.has_dyn_sized_stack, 0
	.set bitfield.has_recursion, 0
	.set bitfield.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 420
; TotalNumSgprs: 14
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
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
	.protected	__clang_ocl_kern_imp_bitfield ; -- Begin function __clang_ocl_kern_imp_bitfield
	.globl	__clang_ocl_kern_imp_bitfield
	.p2align	2
	.type	__clang_ocl_kern_imp_bitfield,@function
__clang_ocl_kern_imp_bitfield:          ; @__clang_ocl_kern_imp_bitfield
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v19, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v17, ttmp9, 8, v19
	v_cmpx_lt_u32_e64 v17, v0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_dual_mov_b32 v18, 0 :: v_dual_and_b32 v19, 15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[17:18], 2, v[17:18]
	v_add_co_u32 v0, vcc_lo, v1, v17
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v2, v18, vcc_lo
	v_add_co_u32 v2, vcc_lo, v3, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v4, v18, vcc_lo
	global_load_b32 v20, v[0:1], off
	global_load_b32 v21, v[2:3], off
	v_add_co_u32 v0, vcc_lo, v5, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v6, v18, vcc_lo
	v_add_co_u32 v2, vcc_lo, v7, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v8, v18, vcc_lo
	v_add_co_u32 v4, vcc_lo, v9, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v10, v18, vcc_lo
	v_add_co_u32 v6, vcc_lo, v11, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, v12, v18, vcc_lo
	v_add_co_u32 v8, vcc_lo, v13, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, v14, v18, vcc_lo
	v_add_co_u32 v10, vcc_lo, v15, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, v16, v18, vcc_lo
	s_wait_loadcnt 0x1
	v_bfe_u32 v12, v20, 13, 10
	v_bfe_u32 v13, v20, 2, 7
	v_bfe_i32 v14, v20, 6, 6
	s_wait_loadcnt 0x0
	v_and_b32_e32 v15, 0xff, v21
	v_lshrrev_b32_e32 v16, 8, v21
	v_bfe_i32 v17, v20, 24, 5
	v_bfe_u32 v18, v20, v19, 8
	global_store_b32 v[0:1], v12, off
	v_mad_u32_u24 v0, v13, 3, v14
	v_bfe_u32 v1, v20, v15, v16
	v_bfe_i32 v12, v20, v15, v16
	global_store_b32 v[2:3], v17, off
	global_store_b32 v[6:7], v18, off
	global_store_b32 v[4:5], v0, off
	global_store_b32 v[8:9], v1, off
	global_store_b32 v[10:11], v12, off
.LBB1_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_bitfield, .Lfunc_end1-__clang_ocl_kern_imp_bitfield
                                        ; -- End function
	.set __clang_ocl_kern_imp_bitfield.num_vgpr, 32
	.set __clang_ocl_kern_imp_bitfield.num_agpr, 0
	.set __clang_ocl_kern_imp_bitfield.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_bitfield.num_named_barrier, 0
	.set __clang_ocl_kern_imp_bitfield.private_seg_size, 0
	.set __clang_ocl_kern_imp_bitfield.uses_vcc, 1
	.set __clang_ocl_kern_imp_bitfield.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_bitfield.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_bitfield.has_recursion, 0
	.set __clang_ocl_kern_imp_bitfield.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 428
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
      - .actual_access:  write_only
        .address_space:  global
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         56
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         64
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bitfield
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bitfield.kd
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
