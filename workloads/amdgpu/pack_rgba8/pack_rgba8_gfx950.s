	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	pack_rgba8              ; -- Begin function pack_rgba8
	.globl	pack_rgba8
	.p2align	8
	.type	pack_rgba8,@function
pack_rgba8:                             ; @pack_rgba8
; %bb.0:
	s_load_dword s3, s[0:1], 0x0
	v_lshl_or_b32 v0, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s3, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 4, s[4:5]
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[4:5]
	global_load_dwordx4 v[0:3], v[6:7], off
	global_load_dword v10, v[8:9], off
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[4:5]
	global_load_dword v11, v[6:7], off
	s_load_dwordx4 s[4:7], s[0:1], 0x28
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v12, v0, 3, v10
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v0, v0, v11, v10
	v_cvt_pk_u8_f32 v10, v2, 2, 0
	v_cvt_pk_u8_f32 v11, v1, 1, v12
	global_store_dword v[8:9], v0, off
	v_cvt_pk_u8_f32 v0, v1, 0, v10
	v_cvt_pk_u8_f32 v1, v2, 0, v11
	v_cvt_pk_u8_f32 v1, v3, 2, v1
	global_store_dword v[6:7], v1, off
	global_store_dword v[4:5], v0, off
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 12
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
	.size	pack_rgba8, .Lfunc_end0-pack_rgba8
                                        ; -- End function
	.set pack_rgba8.num_vgpr, 13
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
; codeLenInByte = 232
; TotalNumSgprs: 18
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_pack_rgba8 ; -- Begin function __clang_ocl_kern_imp_pack_rgba8
	.globl	__clang_ocl_kern_imp_pack_rgba8
	.p2align	2
	.type	__clang_ocl_kern_imp_pack_rgba8,@function
__clang_ocl_kern_imp_pack_rgba8:        ; @__clang_ocl_kern_imp_pack_rgba8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
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
	v_lshl_or_b32 v14, s12, 8, v1
	v_cmp_lt_u32_e32 vcc, v14, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[0:1], v[14:15], 4, v[2:3]
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[14:15]
	global_load_dwordx4 v[0:3], v[0:1], off
	s_nop 0
	global_load_dword v16, v[4:5], off
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[14:15]
	global_load_dword v17, v[4:5], off
	v_lshl_add_u64 v[6:7], v[10:11], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[14:15]
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[14:15]
	s_waitcnt vmcnt(2)
	v_cvt_pk_u8_f32 v10, v2, 2, 0
	v_cvt_pk_u8_f32 v10, v1, 0, v10
	s_waitcnt vmcnt(1)
	v_cvt_pk_u8_f32 v11, v0, 3, v16
	v_cvt_pk_u8_f32 v1, v1, 1, v11
	s_waitcnt vmcnt(0)
	v_cvt_pk_u8_f32 v0, v0, v17, v16
	global_store_dword v[6:7], v0, off
	v_cvt_pk_u8_f32 v0, v2, 0, v1
	v_cvt_pk_u8_f32 v0, v3, 2, v0
	global_store_dword v[4:5], v0, off
	global_store_dword v[8:9], v10, off
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
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
; codeLenInByte = 272
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         pack_rgba8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
