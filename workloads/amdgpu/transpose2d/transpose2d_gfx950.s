	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	transpose2d             ; -- Begin function transpose2d
	.globl	transpose2d
	.p2align	8
	.type	transpose2d,@function
transpose2d:                            ; @transpose2d
; %bb.0:
	s_load_dword s15, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_add_u32 s12, s0, 32
	s_addc_u32 s13, s1, 0
	v_bfe_u32 v1, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s14, s15, 16
	s_mul_i32 s3, s3, s14
	v_add_u32_e32 v2, s3, v1
	v_cmp_gt_u32_e32 vcc, s8, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[10:11], s[0:1], 0x18
	s_and_b32 s3, s15, 0xffff
	s_load_dwordx2 s[0:1], s[12:13], 0x0
	s_mul_i32 s2, s2, s3
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_u32_e32 v8, s2, v0
	v_cmp_gt_u32_e32 vcc, s9, v8
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s17, s0, s3
	s_mov_b32 s16, s9
	s_mul_i32 s18, s1, s14
	v_lshl_add_u32 v9, v8, 16, v2
	s_lshl_b32 s19, s17, 16
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_add_u32_e32 v2, s18, v2
	v_cmp_le_u32_e64 s[0:1], s8, v2
	s_or_b64 s[2:3], s[0:1], s[2:3]
	v_add_u32_e32 v9, s18, v9
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v3, v1
	v_mad_u64_u32 v[4:5], s[0:1], v2, s16, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[10:11]
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v0, v8
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[10:11], v[0:1], 2, v[4:5]
	global_load_dword v14, v[10:11], off
	v_mad_u64_u32 v[10:11], s[0:1], s4, v0, 0
	v_mov_b32_e32 v12, v11
	v_mad_u64_u32 v[12:13], s[0:1], s5, v0, v[12:13]
	v_add_u32_e32 v0, s17, v0
	v_mov_b32_e32 v11, v12
	v_cmp_le_u32_e64 s[0:1], s9, v0
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[6:7]
	s_or_b64 s[14:15], s[0:1], s[14:15]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v12, v3, v14
	v_add_u32_e32 v3, s19, v3
	global_store_dword v[10:11], v12, off
	s_andn2_b64 exec, exec, s[14:15]
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 16
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
	.size	transpose2d, .Lfunc_end0-transpose2d
                                        ; -- End function
	.set transpose2d.num_vgpr, 15
	.set transpose2d.num_agpr, 0
	.set transpose2d.numbered_sgpr, 20
	.set transpose2d.num_named_barrier, 0
	.set transpose2d.private_seg_size, 0
	.set transpose2d.uses_vcc, 1
	.set transpose2d.uses_flat_scratch, 0
	.set transpose2d.has_dyn_sized_stack, 0
	.set transpose2d.has_recursion, 0
	.set transpose2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 332
; TotalNumSgprs: 26
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_transpose2d ; -- Begin function __clang_ocl_kern_imp_transpose2d
	.globl	__clang_ocl_kern_imp_transpose2d
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose2d,@function
__clang_ocl_kern_imp_transpose2d:       ; @__clang_ocl_kern_imp_transpose2d
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dword s1, s[8:9], 0xc
	v_mov_b32_e32 v8, v1
	v_bfe_u32 v1, v31, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s0, s1, 16
	s_mul_i32 s13, s13, s0
	v_add_u32_e32 v10, s13, v1
	v_cmp_lt_u32_e32 vcc, v10, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_and_b32 s1, s1, 0xffff
	s_mul_i32 s12, s12, s1
	v_and_b32_e32 v1, 0x3ff, v31
	v_add_u32_e32 v1, s12, v1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s10, s4, s1
	v_cmp_lt_u32_e32 vcc, v1, v8
	v_mov_b32_e32 v13, 0
	s_mul_i32 s11, s5, s0
	v_lshl_add_u32 v9, v1, 16, v10
	s_lshl_b32 s12, s10, 16
	s_mov_b64 s[4:5], 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v10, s11, v10
	v_cmp_ge_u32_e64 s[0:1], v10, v0
	s_or_b64 s[4:5], s[0:1], s[4:5]
	v_add_u32_e32 v9, s11, v9
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_6
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v11, v13
	v_mad_u64_u32 v[14:15], s[0:1], v10, v8, 0
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[4:5]
	v_lshl_add_u64 v[16:17], v[10:11], 2, v[6:7]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v1
.LBB1_5:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshl_add_u64 v[18:19], v[12:13], 2, v[14:15]
	global_load_dword v22, v[18:19], off
	v_mad_u64_u32 v[18:19], s[0:1], v2, v12, 0
	v_mov_b32_e32 v20, v19
	v_mad_u64_u32 v[20:21], s[0:1], v3, v12, v[20:21]
	v_add_u32_e32 v12, s10, v12
	v_mov_b32_e32 v19, v20
	v_cmp_ge_u32_e64 s[0:1], v12, v8
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[16:17]
	s_or_b64 s[8:9], s[0:1], s[8:9]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v20, v11, v22
	v_add_u32_e32 v11, s12, v11
	global_store_dword v[18:19], v20, off
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB1_5
	s_branch .LBB1_2
.LBB1_6:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0)
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
; codeLenInByte = 312
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         transpose2d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
