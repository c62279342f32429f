	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x20
	v_lshrrev_b32_e32 v2, 2, v0
	s_lshl_b32 s11, s7, 4
	s_lshl_b32 s10, s6, 4
	v_and_b32_e32 v1, 15, v0
	v_and_b32_e32 v16, 12, v2
	v_or_b32_e32 v3, s11, v16
	v_or_b32_e32 v2, s10, v1
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[14:15], s[6:7], v3, s8, v[2:3]
	v_mov_b32_e32 v15, 0
	v_lshlrev_b64 v[6:7], 2, v[14:15]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v18, vcc, s0, v6
	v_add_u32_e32 v14, s8, v14
	v_addc_co_u32_e32 v19, vcc, v2, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[14:15]
	v_add_co_u32_e32 v20, vcc, s0, v8
	v_add_u32_e32 v14, s8, v14
	v_addc_co_u32_e32 v21, vcc, v2, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_co_u32_e32 v22, vcc, s0, v10
	v_add_u32_e32 v14, s8, v14
	v_addc_co_u32_e32 v23, vcc, v2, v11, vcc
	v_lshlrev_b64 v[12:13], 2, v[14:15]
	v_add_co_u32_e32 v24, vcc, s0, v12
	v_addc_co_u32_e32 v25, vcc, v2, v13, vcc
	global_load_dword v2, v[18:19], off
	global_load_dword v3, v[20:21], off
	global_load_dword v4, v[22:23], off
	global_load_dword v5, v[24:25], off
	s_cmp_eq_u32 s9, 0
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_or_b32_e32 v14, s11, v1
	v_mul_lo_u32 v17, s8, v16
	v_add_u32_e32 v18, s10, v1
	v_add_u32_e32 v1, 2, v16
	v_lshrrev_b32_e32 v0, 4, v0
	v_add_u32_e32 v17, s8, v17
	v_mul_lo_u32 v19, s8, v1
	v_add_u32_e32 v1, 3, v16
	v_mul_lo_u32 v0, s8, v0
	v_mul_lo_u32 v20, s8, v1
	v_lshlrev_b32_e32 v21, 2, v0
	v_mad_u64_u32 v[0:1], s[10:11], s9, v14, v[16:17]
	s_lshl_b32 s1, s8, 4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v16, s7
	s_mov_b32 s5, 0x5040100
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v14, s0, v0
	v_lshlrev_b64 v[32:33], 1, v[14:15]
	v_add_u32_e32 v22, v21, v18
	v_mov_b32_e32 v23, v15
	v_add_co_u32_e32 v32, vcc, s4, v32
	v_lshlrev_b64 v[22:23], 1, v[22:23]
	v_addc_co_u32_e32 v33, vcc, v1, v33, vcc
	v_add_u32_e32 v26, v17, v18
	v_mov_b32_e32 v27, v15
	v_add_co_u32_e32 v22, vcc, s6, v22
	v_lshlrev_b64 v[26:27], 1, v[26:27]
	v_addc_co_u32_e32 v23, vcc, v16, v23, vcc
	v_add_u32_e32 v30, v19, v18
	v_mov_b32_e32 v31, v15
	v_add_co_u32_e32 v26, vcc, s6, v26
	v_lshlrev_b64 v[30:31], 1, v[30:31]
	v_addc_co_u32_e32 v27, vcc, v16, v27, vcc
	v_mov_b32_e32 v25, v15
	v_add_u32_e32 v24, 1, v14
	v_add_co_u32_e32 v30, vcc, s6, v30
	v_lshlrev_b64 v[24:25], 1, v[24:25]
	v_addc_co_u32_e32 v31, vcc, v16, v31, vcc
	v_mov_b32_e32 v29, v15
	v_add_u32_e32 v28, 2, v14
	global_load_ushort v36, v[32:33], off
	global_load_ushort v37, v[22:23], off
	v_add_co_u32_e32 v22, vcc, s4, v24
	v_lshlrev_b64 v[28:29], 1, v[28:29]
	v_addc_co_u32_e32 v23, vcc, v1, v25, vcc
	v_add_u32_e32 v14, 3, v14
	v_add_co_u32_e32 v24, vcc, s4, v28
	v_lshlrev_b64 v[34:35], 1, v[14:15]
	v_addc_co_u32_e32 v25, vcc, v1, v29, vcc
	v_add_u32_e32 v14, v20, v18
	global_load_ushort v32, v[26:27], off
	v_lshlrev_b64 v[28:29], 1, v[14:15]
	global_load_ushort v30, v[30:31], off
	v_add_co_u32_e32 v26, vcc, s4, v34
	v_addc_co_u32_e32 v27, vcc, v1, v35, vcc
	global_load_ushort v14, v[22:23], off
	global_load_ushort v31, v[24:25], off
	global_load_ushort v33, v[26:27], off
	v_add_co_u32_e32 v22, vcc, s6, v28
	v_addc_co_u32_e32 v23, vcc, v16, v29, vcc
	global_load_ushort v25, v[22:23], off
	s_add_i32 s0, s0, 16
	s_cmp_lt_u32 s0, s9
	v_add_u32_e32 v18, s1, v18
	s_waitcnt vmcnt(5)
	v_perm_b32 v24, v32, v37, s5
	s_waitcnt vmcnt(3)
	v_perm_b32 v22, v14, v36, s5
	s_waitcnt vmcnt(1)
	v_perm_b32 v23, v33, v31, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v25, v25, v30, s5
	s_nop 1
	v_mfma_f32_16x16x16f16 v[2:5], v[22:23], v[24:25], v[2:5]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(3)
	s_nop 5
	global_store_dword v[0:1], v2, off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v3, off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v4, off
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v5, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	mfma_gemm, .Lfunc_end0-mfma_gemm
                                        ; -- End function
	.set mfma_gemm.num_vgpr, 38
	.set mfma_gemm.num_agpr, 0
	.set mfma_gemm.numbered_sgpr, 12
	.set mfma_gemm.num_named_barrier, 0
	.set mfma_gemm.private_seg_size, 0
	.set mfma_gemm.uses_vcc, 1
	.set mfma_gemm.uses_flat_scratch, 0
	.set mfma_gemm.has_dyn_sized_stack, 0
	.set mfma_gemm.has_recursion, 0
	.set mfma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; TotalNumSgprs: 16
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
	.type	__hip_cuid_29841c75d223e5b,@object ; @__hip_cuid_29841c75d223e5b
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_29841c75d223e5b
__hip_cuid_29841c75d223e5b:
	.byte	0                               ; 0x0
	.size	__hip_cuid_29841c75d223e5b, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_29841c75d223e5b
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           mfma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
