	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	atomics                 ; -- Begin function atomics
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:                                ; @atomics
; %bb.0:
	v_cmp_gt_u32_e32 vcc, 64, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s3, s[0:1], 0x0
	s_load_dwordx16 s[4:19], s[0:1], 0x10
	v_lshl_or_b32 v0, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_u32_e64 s[2:3], s3, v0
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_44
; %bb.3:
	s_load_dwordx2 s[0:1], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[2:3], exec
	s_mov_b32 s22, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_load_dword v3, v[0:1], off
	v_mov_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 63, v3
	v_lshlrev_b32_e32 v0, 2, v0
	ds_add_u32 v0, v1
	v_lshrrev_b32_e32 v0, 8, v3
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s0, s[2:3]
	v_readlane_b32 s1, v0, s0
	s_add_i32 s22, s22, s1
	s_lshl_b64 s[0:1], 1, s0
	s_andn2_b64 s[2:3], s[2:3], s[0:1]
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_xor_b64 s[0:1], exec, s[24:25]
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s22
	global_atomic_add v0, v1, s[6:7]
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s22, v3, s3
	s_max_u32 s2, s2, s22
	s_lshl_b64 s[22:23], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[22:23]
	s_cbranch_scc1 .LBB0_8
; %bb.9:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_xor_b64 s[0:1], exec, s[22:23]
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	global_atomic_umax v0, v1, s[6:7] offset:4
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_or_b32_e32 v0, 0x80000001, v3
	s_mov_b32 s3, -1
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s22, v0, s2
	s_and_b32 s3, s3, s22
	s_lshl_b64 s[22:23], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[22:23]
	s_cbranch_scc1 .LBB0_12
; %bb.13:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_xor_b64 s[0:1], exec, s[22:23]
	s_cbranch_execz .LBB0_15
; %bb.14:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s3
	global_atomic_and v0, v1, s[6:7] offset:8
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_and_b32_e32 v0, 0x7ffffffe, v3
.LBB0_16:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s22, v0, s3
	s_or_b32 s2, s2, s22
	s_lshl_b64 s[22:23], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[22:23]
	s_cbranch_scc1 .LBB0_16
; %bb.17:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_xor_b64 s[0:1], exec, s[22:23]
	s_cbranch_execz .LBB0_19
; %bb.18:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	global_atomic_or v0, v1, s[6:7] offset:12
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.LBB0_20:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s22, v3, s2
	s_xor_b32 s3, s3, s22
	s_lshl_b64 s[22:23], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[22:23]
	s_cbranch_scc1 .LBB0_20
; %bb.21:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[22:23], s[0:1]
	s_xor_b64 s[0:1], exec, s[22:23]
	s_cbranch_execz .LBB0_23
; %bb.22:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s3
	global_atomic_xor v0, v1, s[6:7] offset:16
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, -2
.LBB0_24:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s6, v3, s3
	s_min_i32 s2, s2, s6
	s_lshl_b64 s[6:7], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[6:7]
	s_cbranch_scc1 .LBB0_24
; %bb.25:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[0:1], exec, s[6:7]
	s_cbranch_execz .LBB0_27
; %bb.26:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	global_atomic_smin v0, v1, s[8:9]
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, 1
.LBB0_28:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s6, v3, s3
	s_max_i32 s2, s2, s6
	s_lshl_b64 s[6:7], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[6:7]
	s_cbranch_scc1 .LBB0_28
; %bb.29:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[0:1], exec, s[6:7]
	s_cbranch_execz .LBB0_31
; %bb.30:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	global_atomic_smax v0, v1, s[8:9] offset:4
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_cvt_f32_ubyte0_e32 v1, v3
	v_bfrev_b32_e32 v0, 1
.LBB0_32:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s6, v1, s2
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	v_add_f32_e32 v0, s6, v0
	s_cbranch_scc1 .LBB0_32
; %bb.33:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_35
; %bb.34:
	v_mov_b32_e32 v1, 0
	global_atomic_add_f32 v1, v0, s[10:11]
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	v_cvt_f32_i32_e32 v0, v3
	s_mov_b64 s[0:1], exec
	v_mul_f32_e32 v1, 0.5, v0
	v_mov_b32_e32 v0, 0x7fc00000
.LBB0_36:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s3, v1, s2
	v_max_f32_e32 v0, v0, v0
	s_nop 0
	v_max_f32_e64 v4, s3, s3
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	v_max_f32_e32 v0, v0, v4
	s_cbranch_scc1 .LBB0_36
; %bb.37:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_41
; %bb.38:
	v_mov_b32_e32 v4, 0
	global_load_dword v1, v4, s[12:13]
	s_mov_b64 s[6:7], 0
	v_max_f32_e32 v5, v0, v0
.LBB0_39:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v5
	global_atomic_cmpswap v0, v4, v[0:1], s[12:13] sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, v1
	s_or_b64 s[6:7], s[0:1], s[6:7]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_39
; %bb.40:
	s_or_b64 exec, exec, s[6:7]
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32 v0, s6, 0
	v_mbcnt_hi_u32_b32 v0, s7, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_43
; %bb.42:
	s_bcnt1_i32_b64 s0, s[6:7]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s0
	global_atomic_add v1, v1, v4, s[14:15] sc0
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v1
	v_mov_b32_e32 v4, s16
	v_mov_b32_e32 v5, s17
	v_add_u32_e32 v0, s0, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	v_mov_b32_e32 v4, 1
	global_atomic_add v[0:1], v4, off
	v_lshrrev_b32_e32 v0, 4, v3
	v_and_b32_e32 v0, 0x1fc, v0
	v_and_b32_e32 v1, 15, v3
	global_atomic_add v0, v1, s[18:19]
.LBB0_44:
	s_or_b64 exec, exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_47
; %bb.45:
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_47
; %bb.46:
	global_atomic_add v2, v0, s[4:5]
.LBB0_47:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 8
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
	.size	atomics, .Lfunc_end0-atomics
                                        ; -- End function
	.set atomics.num_vgpr, 6
	.set atomics.num_agpr, 0
	.set atomics.numbered_sgpr, 26
	.set atomics.num_named_barrier, 0
	.set atomics.private_seg_size, 0
	.set atomics.uses_vcc, 1
	.set atomics.uses_flat_scratch, 0
	.set atomics.has_dyn_sized_stack, 0
	.set atomics.has_recursion, 0
	.set atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1248
; TotalNumSgprs: 32
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_atomics ; -- Begin function __clang_ocl_kern_imp_atomics
	.globl	__clang_ocl_kern_imp_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics,@function
__clang_ocl_kern_imp_atomics:           ; @__clang_ocl_kern_imp_atomics
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v22, 0x3ff, v31
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v18, v17
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
	v_cmp_gt_u32_e32 vcc, 64, v22
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	s_trap 2
	ds_write_b32 v0, v1
.LBB1_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v20, s12, 8, v22
	v_cmp_lt_u32_e64 s[0:1], v20, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.3:
	v_mov_b32_e32 v21, 0
	v_lshl_add_u64 v[0:1], v[20:21], 2, v[2:3]
	global_load_dword v2, v[0:1], off
	v_mov_b32_e32 v0, 1
	s_trap 2
	ds_add_u32 v0, v0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, 8, v2
	v_or_b32_e32 v1, 0x80000001, v2
	v_and_b32_e32 v3, 0x7ffffffe, v2
	global_atomic_add v[6:7], v0, off
	global_atomic_umax v[6:7], v2, off offset:4
	global_atomic_and v[6:7], v1, off offset:8
	global_atomic_or v[6:7], v3, off offset:12
	global_atomic_xor v[6:7], v2, off offset:16
	global_atomic_smin v[8:9], v2, off
	global_atomic_smax v[8:9], v2, off offset:4
	v_cvt_f32_ubyte0_e32 v0, v2
	global_atomic_add_f32 v[10:11], v0, off
	global_load_dword v1, v[12:13], off
	v_cvt_f32_i32_e32 v0, v2
	v_mul_f32_e32 v0, 0.5, v0
	v_max_f32_e32 v3, v0, v0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v3
	global_atomic_cmpswap v0, v[12:13], v[0:1], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, v1
	s_or_b64 s[4:5], s[0:1], s[4:5]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_4
; %bb.5:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v3, 1
	global_atomic_add v0, v[14:15], v3, off sc0
	v_mov_b32_e32 v1, 0
	v_lshrrev_b32_e32 v8, 4, v2
	v_and_b32_e32 v2, 15, v2
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 2, v[16:17]
	v_and_b32_e32 v0, 0x1fc, v8
	global_atomic_add v[6:7], v3, off
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	global_atomic_add v[0:1], v2, off
.LBB1_6:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_9
; %bb.7:
	s_trap 2
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_9
; %bb.8:
	v_lshlrev_b32_e32 v2, 2, v22
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	global_atomic_add v[2:3], v0, off
.LBB1_9:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_atomics, .Lfunc_end1-__clang_ocl_kern_imp_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 504
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
	.addrsig_sym atomics.lh
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
