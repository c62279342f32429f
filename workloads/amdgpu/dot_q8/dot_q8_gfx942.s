	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	dot_q8                  ; -- Begin function dot_q8
	.globl	dot_q8
	.p2align	8
	.type	dot_q8,@function
dot_q8:                                 ; @dot_q8
; %bb.0:
	s_load_dwordx2 s[20:21], s[0:1], 0x40
	s_load_dwordx8 s[4:11], s[0:1], 0x20
	v_lshl_or_b32 v0, s2, 6, v0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s20, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_load_dwordx8 s[12:19], s[0:1], 0x0
	v_mul_lo_u32 v4, s20, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b32_e32 v2, 3, v4
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s16, 16
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[14:15]
	s_addc_u32 s1, s17, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[16:17], v[2:3], 2, s[12:13]
	global_load_dwordx4 v[8:11], v[16:17], off offset:16
	global_load_dwordx4 v[12:15], v[16:17], off
	global_load_ushort v3, v6, s[18:19]
	global_load_ushort v7, v[4:5], off
	s_add_u32 s2, s0, -16
	s_addc_u32 s3, s1, -1
	s_load_dwordx8 s[24:31], s[2:3], 0x0
	v_mov_b32_e32 v16, 0
	s_add_i32 s20, s20, -1
	s_add_u32 s18, s18, 2
	s_addc_u32 s19, s19, 0
	s_add_u32 s0, s0, 32
	s_addc_u32 s1, s1, 0
	v_lshl_add_u64 v[4:5], v[4:5], 0, 2
	v_add_u32_e32 v2, 8, v2
	s_cmp_lg_u32 s20, 0
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_dot4c_i32_i8_e32 v16, s24, v12
	v_dot4c_i32_i8_e32 v16, s25, v13
	v_dot4c_i32_i8_e32 v16, s26, v14
	v_dot4c_i32_i8_e32 v16, s27, v15
	v_dot4c_i32_i8_e32 v16, s28, v8
	v_dot4c_i32_i8_e32 v16, s29, v9
	v_dot4c_i32_i8_e32 v16, s30, v10
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v7, v7
	v_cvt_f32_f16_e32 v3, v3
	v_dot4c_i32_i8_e32 v16, s31, v11
	v_mul_f32_e32 v3, v7, v3
	s_nop 1
	v_cvt_f32_i32_e32 v8, v16
	v_fmac_f32_e32 v1, v3, v8
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	v_mov_b32_e32 v6, v1
.LBB0_4:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[8:9]
	s_cmp_lt_i32 s21, 1
	global_store_dword v[2:3], v6, off
	s_cbranch_scc1 .LBB0_7
; %bb.5:
	v_mul_lo_u32 v2, s21, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	v_mov_b32_e32 v4, 0
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[2:3], off
	s_load_dword s0, s[6:7], 0x0
	s_add_i32 s21, s21, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	s_cmp_eq_u32 s21, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dot2c_f32_f16_e32 v4, s0, v5
	s_cbranch_scc0 .LBB0_6
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v4, 0
.LBB0_8:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot_q8
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 20
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
	.size	dot_q8, .Lfunc_end0-dot_q8
                                        ; -- End function
	.set dot_q8.num_vgpr, 18
	.set dot_q8.num_agpr, 0
	.set dot_q8.numbered_sgpr, 32
	.set dot_q8.num_named_barrier, 0
	.set dot_q8.private_seg_size, 0
	.set dot_q8.uses_vcc, 0
	.set dot_q8.uses_flat_scratch, 0
	.set dot_q8.has_dyn_sized_stack, 0
	.set dot_q8.has_recursion, 0
	.set dot_q8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 38
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 18
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_bd7bd851ec1f6f75,@object ; @__hip_cuid_bd7bd851ec1f6f75
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_bd7bd851ec1f6f75
__hip_cuid_bd7bd851ec1f6f75:
	.byte	0                               ; 0x0
	.size	__hip_cuid_bd7bd851ec1f6f75, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_bd7bd851ec1f6f75
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
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 64
    .name:           dot_q8
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         dot_q8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
