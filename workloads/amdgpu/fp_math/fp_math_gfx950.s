	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	fp_math                 ; -- Begin function fp_math
	.globl	fp_math
	.p2align	8
	.type	fp_math,@function
fp_math:                                ; @fp_math
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
	s_mov_b32 s2, 0xf800000
	s_mov_b32 s3, 0x4f800000
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	s_load_dwordx4 s[4:7], s[0:1], 0x28
	global_load_dword v26, v[4:5], off
	global_load_dword v27, v[6:7], off
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	global_load_dword v4, v[4:5], off
	s_load_dwordx2 s[0:1], s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	global_load_dword v5, v[2:3], off
	v_lshl_add_u64 v[2:3], v[0:1], 3, s[10:11]
	global_load_dwordx2 v[10:11], v[2:3], off
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshl_add_u32 v0, v0, 1, v0
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[14:15], v[0:1], 3, s[0:1]
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	s_mov_b32 s4, 0x3fc00000
	v_mov_b32_e32 v28, 0x260
	s_waitcnt vmcnt(4)
	v_mul_f32_e64 v3, |v26|, s3
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v29, s[0:1], v27, v27, v26
	v_cmp_lt_f32_e64 s[0:1], |v26|, s2
	s_waitcnt vmcnt(2)
	v_fma_f32 v2, v26, v27, v4
	v_max_f32_e32 v7, v27, v27
	v_cndmask_b32_e64 v33, |v26|, v3, s[0:1]
	v_max_f32_e32 v8, v26, v26
	v_max_f32_e32 v9, v4, v4
	v_cvt_i32_f32_e32 v24, v26
	v_sub_f32_e32 v20, v26, v27
	v_mul_f32_e64 v21, v26, -v4
	v_cvt_f64_f32_e32 v[0:1], v26
	v_cvt_f64_f32_e32 v[16:17], v27
	v_rcp_f32_e32 v32, v29
	v_cmp_gt_f32_e64 s[2:3], v26, v4
	v_sqrt_f32_e32 v4, v33
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v31, v5
	v_cvt_f64_u32_e32 v[18:19], v5
	v_min_f32_e32 v3, v8, v7
	v_max_f32_e32 v7, v7, v9
	v_cndmask_b32_e64 v5, v21, v20, s[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[20:21], v[10:11], v[0:1]
	v_fma_f64 v[8:9], v[0:1], v[16:17], v[10:11]
	v_div_scale_f64 v[0:1], s[2:3], v[16:17], v[16:17], v[10:11]
	v_sub_f32_e32 v3, v3, v7
	v_cvt_f32_f64_e32 v7, v[20:21]
	v_rcp_f64_e32 v[20:21], v[0:1]
	v_cvt_f32_i32_e32 v34, v24
	v_fma_f32 v24, -v29, v32, 1.0
	v_add_u32_e32 v35, -1, v4
	v_div_scale_f32 v30, vcc, v26, v27, v26
	v_fmac_f32_e32 v32, v24, v32
	v_add_u32_e32 v36, 1, v4
	v_fma_f32 v38, -v35, v4, v33
	v_fma_f32 v6, -v26, v27, s4
	v_fma_f64 v[24:25], -v[0:1], v[20:21], 1.0
	v_mul_f32_e32 v37, v30, v32
	v_fma_f32 v39, -v36, v4, v33
	v_cmp_ge_f32_e64 s[4:5], 0, v38
	v_fmac_f64_e32 v[20:21], v[20:21], v[24:25]
	v_fma_f32 v40, -v29, v37, v30
	v_cndmask_b32_e64 v35, v4, v35, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], 0, v39
	v_add_f32_e32 v4, v34, v31
	v_fma_f64 v[24:25], -v[0:1], v[20:21], 1.0
	v_fmac_f32_e32 v37, v40, v32
	v_cndmask_b32_e64 v31, v35, v36, s[4:5]
	v_div_scale_f64 v[22:23], s[2:3], v[10:11], v[16:17], v[10:11]
	global_store_dwordx4 v[12:13], v[4:7], off offset:16
	v_fmac_f64_e32 v[20:21], v[20:21], v[24:25]
	v_fmac_f64_e32 v[18:19], 0xbfd00000, v[10:11]
	v_fma_f32 v6, -v29, v37, v30
	v_mul_f32_e32 v7, 0x37800000, v31
	v_mul_f64 v[4:5], v[22:23], v[20:21]
	v_div_fmas_f32 v24, v6, v32, v37
	v_cndmask_b32_e64 v25, v31, v7, s[0:1]
	v_cmp_class_f32_e32 vcc, v33, v28
	v_fma_f64 v[6:7], -v[0:1], v[4:5], v[22:23]
	v_div_fixup_f32 v0, v24, v27, v26
	v_cndmask_b32_e32 v1, v25, v33, vcc
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f64 v[4:5], v[6:7], v[20:21], v[4:5]
	v_div_fixup_f64 v[10:11], v[4:5], v[16:17], v[10:11]
	global_store_dwordx4 v[12:13], v[0:3], off
	global_store_dwordx4 v[14:15], v[8:11], off
	global_store_dwordx2 v[14:15], v[18:19], off offset:16
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
	.size	fp_math, .Lfunc_end0-fp_math
                                        ; -- End function
	.set fp_math.num_vgpr, 41
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
; codeLenInByte = 660
; TotalNumSgprs: 18
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 41
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         fp_math.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
