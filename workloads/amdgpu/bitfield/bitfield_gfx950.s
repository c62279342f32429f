	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	bitfield                ; -- Begin function bitfield
	.globl	bitfield
	.p2align	8
	.type	bitfield,@function
bitfield:                               ; @bitfield
; %bb.0:
	s_load_dword s3, s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s3, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_load_dwordx8 s[12:19], s[0:1], 0x28
	v_and_b32_e32 v14, 15, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v12, v[4:5], off
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v13, v[4:5], off
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[2:3]
	v_lshl_add_u64 v[8:9], s[14:15], 0, v[2:3]
	v_lshl_add_u64 v[10:11], s[16:17], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[2:3]
	s_waitcnt vmcnt(1)
	v_bfe_u32 v15, v12, 13, 10
	v_bfe_u32 v17, v12, 2, 7
	v_bfe_i32 v18, v12, 6, 6
	v_bfe_i32 v16, v12, 24, 5
	v_bfe_u32 v14, v12, v14, 8
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v19, 0xff, v13
	v_lshrrev_b32_e32 v13, 8, v13
	global_store_dword v[0:1], v15, off
	global_store_dword v[4:5], v16, off
	v_mad_u32_u24 v0, v17, 3, v18
	global_store_dword v[8:9], v14, off
	v_bfe_u32 v1, v12, v19, v13
	v_bfe_i32 v4, v12, v19, v13
	global_store_dword v[6:7], v0, off
	global_store_dword v[10:11], v1, off
	global_store_dword v[2:3], v4, off
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 20
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
	.size	bitfield, .Lfunc_end0-bitfield
                                        ; -- End function
	.set bitfield.num_vgpr, 20
	.set bitfield.num_agpr, 0
	.set bitfield.numbered_sgpr, 20
	.set bitfield.num_named_barrier, 0
	.set bitfield.private_seg_size, 0
	.set bitfield.uses_vcc, 1
	.set bitfield.uses_flat_scratch, 0
	.set bitfield.has_dyn_sized_stack, 0
	.set bitfield.has_recursion, 0
	.set bitfield.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
; TotalNumSgprs: 26
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_bitfield ; -- Begin function __clang_ocl_kern_imp_bitfield
	.globl	__clang_ocl_kern_imp_bitfield
	.p2align	2
	.type	__clang_ocl_kern_imp_bitfield,@function
__clang_ocl_kern_imp_bitfield:          ; @__clang_ocl_kern_imp_bitfield
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	v_and_b32_e32 v1, 0x3ff, v31
	v_lshl_or_b32 v18, s12, 8, v1
	v_cmp_lt_u32_e32 vcc, v18, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[18:19]
	global_load_dword v20, v[2:3], off
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[18:19]
	global_load_dword v21, v[2:3], off
	v_and_b32_e32 v22, 15, v1
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[18:19]
	v_lshl_add_u64 v[2:3], v[8:9], 0, v[18:19]
	v_lshl_add_u64 v[6:7], v[12:13], 0, v[18:19]
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[18:19]
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[18:19]
	v_lshl_add_u64 v[10:11], v[16:17], 0, v[18:19]
	s_waitcnt vmcnt(1)
	v_bfe_u32 v12, v20, 13, 10
	v_bfe_u32 v14, v20, 2, 7
	v_bfe_i32 v15, v20, 6, 6
	v_bfe_i32 v13, v20, 24, 5
	v_bfe_u32 v16, v20, v22, 8
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v17, 0xff, v21
	v_lshrrev_b32_e32 v18, 8, v21
	global_store_dword v[0:1], v12, off
	global_store_dword v[2:3], v13, off
	v_mad_u32_u24 v0, v14, 3, v15
	global_store_dword v[6:7], v16, off
	v_bfe_u32 v1, v20, v17, v18
	v_bfe_i32 v2, v20, v17, v18
	global_store_dword v[4:5], v0, off
	global_store_dword v[8:9], v1, off
	global_store_dword v[10:11], v2, off
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
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
; codeLenInByte = 336
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         bitfield.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
