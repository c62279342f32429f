	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	dot_q8                  ; -- Begin function dot_q8
	.globl	dot_q8
	.p2align	8
	.type	dot_q8,@function
dot_q8:                                 ; @dot_q8
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[16:17], s[4:5], 0x40
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	v_lshl_or_b32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s16, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx8 s[0:7], s[4:5], 0x0
	v_mul_lo_u32 v1, s16, v0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[3:4], 1, v[1:2]
	v_lshlrev_b32_e32 v1, 3, v1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_add_u32 s2, s4, 16
	s_addc_u32 s3, s5, 0
	s_inst_prefetch 0x1
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_u32 s4, s2, -16
	s_addc_u32 s5, s3, -1
	v_mov_b32_e32 v16, 0
	s_load_dwordx8 s[20:27], s[4:5], 0x0
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	s_add_i32 s16, s16, -1
	v_add_nc_u32_e32 v1, 8, v1
	v_add_co_u32 v11, vcc_lo, s0, v7
	v_add_co_ci_u32_e64 v12, null, s1, v8, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[7:10], v[11:12], off
	global_load_dwordx4 v[11:14], v[11:12], off offset:16
	global_load_ushort v2, v[3:4], off
	global_load_ushort v15, v6, s[6:7]
	v_add_co_u32 v3, vcc_lo, v3, 2
	s_add_u32 s6, s6, 2
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_addc_u32 s7, s7, 0
	s_add_u32 s2, s2, 32
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u32 s16, 0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_dot4c_i32_i8 v16, s20, v7
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v2, v2
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v7, v15
	v_dot4c_i32_i8 v16, s21, v8
	v_mul_f32_e32 v2, v2, v7
	v_dot4c_i32_i8 v16, s22, v9
	v_dot4c_i32_i8 v16, s23, v10
	v_dot4c_i32_i8 v16, s24, v11
	v_dot4c_i32_i8 v16, s25, v12
	v_dot4c_i32_i8 v16, s26, v13
	v_dot4c_i32_i8 v16, s27, v14
	v_cvt_f32_i32_e32 v7, v16
	v_fmac_f32_e32 v5, v2, v7
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
.LBB0_4:
	s_inst_prefetch 0x2
	v_ashrrev_i32_e32 v1, 31, v0
	s_cmp_lt_i32 s17, 1
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v3, vcc_lo, s12, v1
	v_add_co_ci_u32_e64 v4, null, s13, v2, vcc_lo
	global_store_dword v[3:4], v5, off
	s_cbranch_scc1 .LBB0_7
; %bb.5:
	v_mul_lo_u32 v3, s17, v0
	v_mov_b32_e32 v0, 0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[3:4], off
	s_load_dword s0, s[10:11], 0x0
	v_add_co_u32 v3, vcc_lo, v3, 4
	s_add_i32 s17, s17, -1
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u32 s17, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dot2c_f32_f16 v0, s0, v5
	s_cbranch_scc0 .LBB0_6
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v0, 0
.LBB0_8:
	v_add_co_u32 v1, vcc_lo, s14, v1
	v_add_co_ci_u32_e64 v2, null, s15, v2, vcc_lo
	global_store_dword v[1:2], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot_q8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 28
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
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
	.set dot_q8.num_vgpr, 17
	.set dot_q8.num_agpr, 0
	.set dot_q8.numbered_sgpr, 28
	.set dot_q8.num_named_barrier, 0
	.set dot_q8.private_seg_size, 0
	.set dot_q8.uses_vcc, 1
	.set dot_q8.uses_flat_scratch, 0
	.set dot_q8.has_dyn_sized_stack, 0
	.set dot_q8.has_recursion, 0
	.set dot_q8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; TotalNumSgprs: 30
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 17
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
  - .args:
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         dot_q8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
