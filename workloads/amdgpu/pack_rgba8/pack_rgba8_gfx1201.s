	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	pack_rgba8              ; -- Begin function pack_rgba8
	.globl	pack_rgba8
	.p2align	8
	.type	pack_rgba8,@function
pack_rgba8:                             ; @pack_rgba8
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
	s_load_b128 s[0:3], s[0:1], 0x28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[2:3], 4, v[0:1]
	v_lshlrev_b64_e32 v[4:5], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s5, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v5, vcc_lo
	global_load_b128 v[0:3], v[0:1], off
	global_load_b32 v10, v[6:7], off
	v_add_co_u32 v6, vcc_lo, s8, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s9, v5, vcc_lo
	global_load_b32 v11, v[6:7], off
	v_add_co_u32 v6, vcc_lo, s10, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s11, v5, vcc_lo
	s_wait_loadcnt 0x2
	v_cvt_pk_u8_f32 v13, v2, 2, 0
	s_wait_loadcnt 0x1
	v_cvt_pk_u8_f32 v8, v0, 3, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cvt_pk_u8_f32 v12, v1, 1, v8
	v_add_co_u32 v8, vcc_lo, s0, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s1, v5, vcc_lo
	v_cvt_pk_u8_f32 v2, v2, 0, v12
	v_add_co_u32 v4, vcc_lo, s2, v4
	s_wait_loadcnt 0x0
	v_cvt_pk_u8_f32 v0, v0, v11, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s3, v5, vcc_lo
	v_cvt_pk_u8_f32 v2, v3, 2, v2
	v_cvt_pk_u8_f32 v1, v1, 0, v13
	global_store_b32 v[8:9], v0, off
	global_store_b32 v[6:7], v2, off
	global_store_b32 v[4:5], v1, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pack_rgba8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_vgpr 14
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
		.amdhsa_inst_pref_size 3
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
	.size	pack_rgba8, .Lfunc_end0-pack_rgba8
                                        ; -- End function
	.set pack_rgba8.num_vgpr, 14
	.set pack_rgba8.num_agpr, 0
	.set pack_rgba8.numbered_sgpr, 12
	.set pack_rgba8.num_named_barrier, 0
	.set pack_rgba8.private_seg_size, 0
	.set pack_rgba8.uses_vcc, 1
	.set pack_rgba8.uses_flat_scratch, 0
	.set pack_rgba8.has_dyn_sized_stack, 0
	.set pack_rgba8.has_recursion, 0
	.set pack_rgba8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 340
; TotalNumSgprs: 14
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 14
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
	.protected	__clang_ocl_kern_imp_pack_rgba8 ; -- Begin function __clang_ocl_kern_imp_pack_rgba8
	.globl	__clang_ocl_kern_imp_pack_rgba8
	.p2align	2
	.type	__clang_ocl_kern_imp_pack_rgba8,@function
__clang_ocl_kern_imp_pack_rgba8:        ; @__clang_ocl_kern_imp_pack_rgba8
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v13, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v13, ttmp9, 8, v13
	v_cmpx_lt_u32_e64 v13, v0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v14, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[15:16], 4, v[13:14]
	v_lshlrev_b64_e32 v[13:14], 2, v[13:14]
	v_add_co_u32 v0, vcc_lo, v1, v15
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, v2, v16, vcc_lo
	v_add_co_u32 v15, vcc_lo, v3, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, v4, v14, vcc_lo
	global_load_b128 v[0:3], v[0:1], off
	global_load_b32 v15, v[15:16], off
	v_add_co_u32 v4, vcc_lo, v5, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v6, v14, vcc_lo
	global_load_b32 v16, v[4:5], off
	v_add_co_u32 v4, vcc_lo, v7, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v8, v14, vcc_lo
	s_wait_loadcnt 0x1
	v_cvt_pk_u8_f32 v6, v0, 3, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_pk_u8_f32 v8, v1, 1, v6
	v_add_co_u32 v6, vcc_lo, v9, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, v10, v14, vcc_lo
	v_cvt_pk_u8_f32 v10, v2, 2, 0
	v_cvt_pk_u8_f32 v2, v2, 0, v8
	v_add_co_u32 v8, vcc_lo, v11, v13
	s_wait_loadcnt 0x0
	v_cvt_pk_u8_f32 v0, v0, v16, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, v12, v14, vcc_lo
	v_cvt_pk_u8_f32 v2, v3, 2, v2
	v_cvt_pk_u8_f32 v1, v1, 0, v10
	global_store_b32 v[6:7], v0, off
	global_store_b32 v[4:5], v2, off
	global_store_b32 v[8:9], v1, off
.LBB1_2:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_pack_rgba8, .Lfunc_end1-__clang_ocl_kern_imp_pack_rgba8
                                        ; -- End function
	.set __clang_ocl_kern_imp_pack_rgba8.num_vgpr, 32
	.set __clang_ocl_kern_imp_pack_rgba8.num_agpr, 0
	.set __clang_ocl_kern_imp_pack_rgba8.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_pack_rgba8.num_named_barrier, 0
	.set __clang_ocl_kern_imp_pack_rgba8.private_seg_size, 0
	.set __clang_ocl_kern_imp_pack_rgba8.uses_vcc, 1
	.set __clang_ocl_kern_imp_pack_rgba8.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_pack_rgba8.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_pack_rgba8.has_recursion, 0
	.set __clang_ocl_kern_imp_pack_rgba8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 348
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
        .type_name:      'float4*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           pack_rgba8
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         pack_rgba8.kd
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
