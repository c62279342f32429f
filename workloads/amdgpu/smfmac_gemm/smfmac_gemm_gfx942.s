	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	smfmac_gemm             ; -- Begin function smfmac_gemm
	.globl	smfmac_gemm
	.p2align	8
	.type	smfmac_gemm,@function
smfmac_gemm:                            ; @smfmac_gemm
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	v_lshrrev_b32_e32 v19, 4, v0
	s_lshl_b32 s14, s3, 4
	s_lshl_b32 s15, s2, 4
	v_and_b32_e32 v10, 15, v0
	v_lshlrev_b32_e32 v8, 2, v19
	v_or_b32_e32 v1, s14, v8
	v_or_b32_e32 v0, s15, v10
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[2:3], v1, s12, v[0:1]
	v_mov_b32_e32 v9, 0
	v_add_u32_e32 v2, s12, v0
	v_mov_b32_e32 v1, v9
	v_add_u32_e32 v4, s12, v2
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[4:5]
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v5, v9
	v_add_u32_e32 v6, s12, v4
	v_mov_b32_e32 v7, v9
	v_lshl_add_u64 v[14:15], v[2:3], 2, s[4:5]
	v_lshl_add_u64 v[16:17], v[4:5], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[6:7], 2, s[4:5]
	global_load_dword v20, v[12:13], off
	global_load_dword v21, v[14:15], off
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[24:25], off
	s_cmp_eq_u32 s13, 0
	s_mov_b32 s4, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v17, 3, v19
	v_mul_lo_u32 v11, s12, v17
	v_or_b32_e32 v12, 2, v17
	v_or_b32_e32 v13, 3, v17
	v_or_b32_e32 v14, 4, v17
	v_or_b32_e32 v15, 5, v17
	v_or_b32_e32 v16, 6, v17
	v_or_b32_e32 v17, 7, v17
	s_lshr_b32 s1, s13, 1
	s_lshr_b32 s5, s13, 2
	v_mul_lo_u32 v12, s12, v12
	v_mul_lo_u32 v13, s12, v13
	v_mul_lo_u32 v14, s12, v14
	v_mul_lo_u32 v15, s12, v15
	v_mul_lo_u32 v16, s12, v16
	v_mul_lo_u32 v17, s12, v17
	v_mul_lo_u32 v18, s12, v19
	v_add_u32_e32 v26, s14, v10
	s_add_i32 s0, s15, s12
	v_add_u32_e32 v12, s15, v12
	v_add_u32_e32 v13, s15, v13
	v_add_u32_e32 v14, s15, v14
	v_add_u32_e32 v15, s15, v15
	v_add_u32_e32 v16, s15, v16
	v_add_u32_e32 v17, s15, v17
	v_lshl_add_u32 v18, v18, 3, s15
	v_mad_u64_u32 v[24:25], s[14:15], s1, v26, v[8:9]
	v_mul_lo_u32 v8, s5, v26
	v_add_u32_e32 v11, s0, v11
	s_lshl_b32 s0, s12, 5
	v_lshl_add_u32 v19, v19, 1, v8
	s_mov_b32 s1, 0x5040100
	v_mov_b32_e32 v8, v24
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[8:9], 1, s[8:9]
	v_add_u32_e32 v26, 1, v8
	v_mov_b32_e32 v27, v9
	v_add_u32_e32 v28, 2, v8
	v_mov_b32_e32 v29, v9
	v_add_u32_e32 v30, 3, v8
	v_mov_b32_e32 v31, v9
	v_add_u32_e32 v49, 1, v19
	v_add_u32_e32 v32, v10, v18
	v_mov_b32_e32 v33, v9
	v_add_u32_e32 v34, v10, v11
	v_mov_b32_e32 v35, v9
	v_add_u32_e32 v36, v10, v12
	v_mov_b32_e32 v37, v9
	v_add_u32_e32 v38, v10, v13
	v_mov_b32_e32 v39, v9
	v_add_u32_e32 v40, v10, v14
	v_mov_b32_e32 v41, v9
	v_add_u32_e32 v42, v10, v15
	v_mov_b32_e32 v43, v9
	v_add_u32_e32 v44, v10, v16
	v_mov_b32_e32 v45, v9
	v_add_u32_e32 v46, v10, v17
	v_mov_b32_e32 v47, v9
	global_load_ubyte v48, v19, s[10:11]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[8:9]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[8:9]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[8:9]
	global_load_ubyte v49, v49, s[10:11]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[2:3]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[2:3]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[2:3]
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[2:3]
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[2:3]
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[2:3]
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[2:3]
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[2:3]
	global_load_ushort v50, v[24:25], off
	global_load_ushort v51, v[26:27], off
	global_load_ushort v52, v[28:29], off
	global_load_ushort v53, v[30:31], off
	global_load_ushort v54, v[36:37], off
	global_load_ushort v55, v[38:39], off
	global_load_ushort v56, v[40:41], off
	global_load_ushort v57, v[44:45], off
	global_load_ushort v58, v[46:47], off
	global_load_ushort v59, v[42:43], off
	global_load_ushort v60, v[32:33], off
	global_load_ushort v61, v[34:35], off
	s_add_i32 s4, s4, 32
	v_add_u32_e32 v11, s0, v11
	v_add_u32_e32 v12, s0, v12
	v_add_u32_e32 v13, s0, v13
	v_add_u32_e32 v14, s0, v14
	v_add_u32_e32 v15, s0, v15
	v_add_u32_e32 v16, s0, v16
	v_add_u32_e32 v17, s0, v17
	v_add_u32_e32 v18, s0, v18
	v_add_u32_e32 v8, 16, v8
	s_cmp_ge_u32 s4, s13
	v_add_u32_e32 v19, 8, v19
	s_waitcnt vmcnt(10)
	v_perm_b32 v28, v51, v50, s1
	v_lshl_or_b32 v30, v49, 4, v48
	s_waitcnt vmcnt(8)
	v_perm_b32 v29, v53, v52, s1
	s_waitcnt vmcnt(6)
	v_perm_b32 v25, v55, v54, s1
	s_waitcnt vmcnt(3)
	v_perm_b32 v27, v58, v57, s1
	s_waitcnt vmcnt(2)
	v_perm_b32 v26, v59, v56, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v61, v60, s1
	s_nop 1
	v_smfmac_f32_16x16x32_f16 v[20:23], v[28:29], v[24:27], v30
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_waitcnt vmcnt(3)
	s_nop 3
	global_store_dword v[0:1], v20, off
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[6:7]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v21, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v22, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[6:7]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v23, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
	.size	smfmac_gemm, .Lfunc_end0-smfmac_gemm
                                        ; -- End function
	.set smfmac_gemm.num_vgpr, 62
	.set smfmac_gemm.num_agpr, 0
	.set smfmac_gemm.numbered_sgpr, 16
	.set smfmac_gemm.num_named_barrier, 0
	.set smfmac_gemm.private_seg_size, 0
	.set smfmac_gemm.uses_vcc, 0
	.set smfmac_gemm.uses_flat_scratch, 0
	.set smfmac_gemm.has_dyn_sized_stack, 0
	.set smfmac_gemm.has_recursion, 0
	.set smfmac_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 900
; TotalNumSgprs: 22
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
	.type	__hip_cuid_db7b8be61e425a3d,@object ; @__hip_cuid_db7b8be61e425a3d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_db7b8be61e425a3d
__hip_cuid_db7b8be61e425a3d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_db7b8be61e425a3d, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_db7b8be61e425a3d
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           smfmac_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         smfmac_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
