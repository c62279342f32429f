	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	int_math                ; -- Begin function int_math
	.globl	int_math
	.p2align	8
	.type	int_math,@function
int_math:                               ; @int_math
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
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b32 s2, 0x7f4a7c15
	s_mov_b32 s3, 0x1e3779b9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v7, v[4:5], off
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v16, v[4:5], off
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	global_load_dword v4, v[2:3], off
	v_lshlrev_b32_e32 v0, 4, v0
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[10:11]
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v17, 1, v7
	v_ashrrev_i32_e32 v8, 4, v7
	v_cvt_f32_u32_e32 v27, v17
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[2:3], s[0:1], v7, v16, 0
	v_lshrrev_b32_e32 v11, 8, v7
	v_or_b32_e32 v26, 1, v8
	v_mul_hi_i32 v1, v7, v16
	v_ffbh_u32_e32 v10, v16
	s_waitcnt vmcnt(0)
	v_perm_b32 v6, v16, v7, v4
	v_sub_u32_e32 v18, 0, v7
	v_ffbl_b32_e32 v19, v7
	v_min_i32_e32 v20, v16, v7
	v_max_u32_e32 v21, v16, v7
	v_mul_lo_u32 v23, v7, s3
	v_mad_u64_u32 v[12:13], s[0:1], v7, s2, 0
	v_ashrrev_i32_e32 v24, v7, v16
	v_sad_u8 v25, v16, v7, 7
	v_alignbit_b32 v7, v16, v7, v11
	v_alignbit_b32 v11, v3, v2, 20
	v_sub_u32_e32 v2, 0, v26
	v_min_u32_e32 v4, 32, v10
	v_xor_b32_e32 v10, v20, v21
	v_max_i32_e32 v20, v2, v26
	v_mov_b32_e32 v0, v3
	v_cvt_f32_u32_e32 v2, v20
	v_rcp_iflag_f32_e32 v3, v27
	v_sub_u32_e32 v9, 0, v16
	v_max_i32_e32 v30, v9, v16
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_min_u32_e32 v9, 32, v19
	v_sub_u32_e32 v28, 0, v17
	v_xor_b32_e32 v29, v16, v8
	v_alignbit_b32 v8, v16, v16, v18
	v_bcnt_u32_b32 v9, v16, v9
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	global_store_dwordx4 v[14:15], v[6:9], off offset:32
	v_cvt_u32_f32_e32 v2, v2
	v_ashrrev_i32_e32 v19, 31, v29
	v_mul_lo_u32 v7, v28, v3
	v_mul_hi_u32 v7, v3, v7
	v_add_u32_e32 v3, v3, v7
	v_sub_u32_e32 v6, 0, v20
	v_mul_hi_u32 v3, v16, v3
	v_mul_lo_u32 v6, v6, v2
	v_mul_lo_u32 v7, v3, v17
	v_mul_hi_u32 v6, v2, v6
	v_sub_u32_e32 v7, v16, v7
	v_add_u32_e32 v8, 1, v3
	v_add_u32_e32 v2, v2, v6
	v_cmp_ge_u32_e32 vcc, v7, v17
	v_sub_u32_e32 v6, v7, v17
	v_mul_lo_u32 v22, v16, s2
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_mul_hi_u32 v8, v30, v2
	v_cndmask_b32_e32 v2, v7, v6, vcc
	v_add_u32_e32 v6, 1, v3
	v_mul_lo_u32 v7, v8, v20
	v_cmp_ge_u32_e32 vcc, v2, v17
	v_add_u32_e32 v9, 1, v8
	v_bfrev_b32_e32 v5, v16
	v_cndmask_b32_e32 v2, v3, v6, vcc
	v_sub_u32_e32 v6, v30, v7
	v_cmp_ge_u32_e32 vcc, v6, v20
	v_mul_lo_u32 v3, v2, v17
	v_sub_u32_e32 v3, v16, v3
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_sub_u32_e32 v8, v6, v20
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_add_u32_e32 v8, 1, v7
	v_cmp_ge_u32_e32 vcc, v6, v20
	global_store_dwordx4 v[14:15], v[0:3], off
	v_add3_u32 v18, v13, v23, v22
	v_add_u32_e32 v13, v24, v25
	v_cndmask_b32_e32 v0, v7, v8, vcc
	v_xor_b32_e32 v0, v0, v19
	v_sub_u32_e32 v2, v0, v19
	v_mul_lo_u32 v0, v2, v26
	v_sub_u32_e32 v3, v16, v0
	v_alignbit_b32 v12, v18, v12, 29
	global_store_dwordx4 v[14:15], v[2:5], off offset:16
	global_store_dwordx4 v[14:15], v[10:13], off offset:48
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
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
	.size	int_math, .Lfunc_end0-int_math
                                        ; -- End function
	.set int_math.num_vgpr, 31
	.set int_math.num_agpr, 0
	.set int_math.numbered_sgpr, 12
	.set int_math.num_named_barrier, 0
	.set int_math.private_seg_size, 0
	.set int_math.uses_vcc, 1
	.set int_math.uses_flat_scratch, 0
	.set int_math.has_dyn_sized_stack, 0
	.set int_math.has_recursion, 0
	.set int_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 596
; TotalNumSgprs: 18
; NumVgprs: 31
; NumAgprs: 0
; TotalNumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 31
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_int_math ; -- Begin function __clang_ocl_kern_imp_int_math
	.globl	__clang_ocl_kern_imp_int_math
	.p2align	2
	.type	__clang_ocl_kern_imp_int_math,@function
__clang_ocl_kern_imp_int_math:          ; @__clang_ocl_kern_imp_int_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v4, v1
	v_and_b32_e32 v1, 0x3ff, v31
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v5, v2
	v_lshl_or_b32 v2, s12, 8, v1
	v_mov_b32_e32 v10, v3
	v_cmp_lt_u32_e32 vcc, v2, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[0:1]
	global_load_dword v10, v[10:11], off
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[0:1]
	global_load_dword v16, v[4:5], off
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	global_load_dword v0, v[0:1], off
	v_lshlrev_b32_e32 v2, 4, v2
	v_lshl_add_u64 v[14:15], v[2:3], 2, v[8:9]
	s_mov_b32 s4, 0x7f4a7c15
	s_mov_b32 s5, 0x1e3779b9
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v17, 1, v10
	v_ashrrev_i32_e32 v4, 4, v10
	v_cvt_f32_u32_e32 v26, v17
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[2:3], s[2:3], v10, v16, 0
	v_ffbh_u32_e32 v8, v16
	v_sub_u32_e32 v11, 0, v10
	v_or_b32_e32 v25, 1, v4
	v_sub_u32_e32 v7, 0, v16
	v_lshrrev_b32_e32 v9, 8, v10
	v_min_i32_e32 v19, v16, v10
	v_max_u32_e32 v20, v16, v10
	v_xor_b32_e32 v28, v16, v4
	v_min_u32_e32 v4, 32, v8
	v_alignbit_b32 v8, v16, v16, v11
	v_alignbit_b32 v11, v3, v2, 20
	v_sub_u32_e32 v2, 0, v25
	v_mul_hi_i32 v1, v10, v16
	s_waitcnt vmcnt(0)
	v_perm_b32 v6, v16, v10, v0
	v_ffbl_b32_e32 v18, v10
	v_mul_lo_u32 v22, v10, s5
	v_mad_u64_u32 v[12:13], s[2:3], v10, s4, 0
	v_ashrrev_i32_e32 v23, v10, v16
	v_sad_u8 v24, v16, v10, 7
	v_max_i32_e32 v29, v7, v16
	v_alignbit_b32 v7, v16, v10, v9
	v_xor_b32_e32 v10, v19, v20
	v_max_i32_e32 v20, v2, v25
	v_mov_b32_e32 v0, v3
	v_cvt_f32_u32_e32 v2, v20
	v_rcp_iflag_f32_e32 v3, v26
	v_min_u32_e32 v9, 32, v18
	v_sub_u32_e32 v27, 0, v17
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_bcnt_u32_b32 v9, v16, v9
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	global_store_dwordx4 v[14:15], v[6:9], off offset:32
	v_cvt_u32_f32_e32 v2, v2
	v_ashrrev_i32_e32 v19, 31, v28
	v_mul_lo_u32 v7, v27, v3
	v_mul_hi_u32 v7, v3, v7
	v_add_u32_e32 v3, v3, v7
	v_sub_u32_e32 v6, 0, v20
	v_mul_hi_u32 v3, v16, v3
	v_mul_lo_u32 v6, v6, v2
	v_mul_lo_u32 v7, v3, v17
	v_mul_hi_u32 v6, v2, v6
	v_sub_u32_e32 v7, v16, v7
	v_add_u32_e32 v8, 1, v3
	v_add_u32_e32 v2, v2, v6
	v_cmp_ge_u32_e32 vcc, v7, v17
	v_sub_u32_e32 v6, v7, v17
	v_mul_lo_u32 v21, v16, s4
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_mul_hi_u32 v8, v29, v2
	v_cndmask_b32_e32 v2, v7, v6, vcc
	v_add_u32_e32 v6, 1, v3
	v_mul_lo_u32 v7, v8, v20
	v_cmp_ge_u32_e32 vcc, v2, v17
	v_add_u32_e32 v9, 1, v8
	v_bfrev_b32_e32 v5, v16
	v_cndmask_b32_e32 v2, v3, v6, vcc
	v_sub_u32_e32 v6, v29, v7
	v_cmp_ge_u32_e32 vcc, v6, v20
	v_mul_lo_u32 v3, v2, v17
	v_sub_u32_e32 v3, v16, v3
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_sub_u32_e32 v8, v6, v20
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_add_u32_e32 v8, 1, v7
	v_cmp_ge_u32_e32 vcc, v6, v20
	global_store_dwordx4 v[14:15], v[0:3], off
	v_add3_u32 v18, v13, v22, v21
	v_add_u32_e32 v13, v23, v24
	v_cndmask_b32_e32 v0, v7, v8, vcc
	v_xor_b32_e32 v0, v0, v19
	v_sub_u32_e32 v2, v0, v19
	v_mul_lo_u32 v0, v2, v25
	v_sub_u32_e32 v3, v16, v0
	v_alignbit_b32 v12, v18, v12, 29
	global_store_dwordx4 v[14:15], v[2:5], off offset:16
	global_store_dwordx4 v[14:15], v[10:13], off offset:48
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_int_math, .Lfunc_end1-__clang_ocl_kern_imp_int_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_int_math.num_vgpr, 32
	.set __clang_ocl_kern_imp_int_math.num_agpr, 0
	.set __clang_ocl_kern_imp_int_math.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_int_math.num_named_barrier, 0
	.set __clang_ocl_kern_imp_int_math.private_seg_size, 0
	.set __clang_ocl_kern_imp_int_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_int_math.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_int_math.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_int_math.has_recursion, 0
	.set __clang_ocl_kern_imp_int_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 624
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int_math
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
