	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	divergent               ; -- Begin function divergent
	.globl	divergent
	.p2align	8
	.type	divergent,@function
divergent:                              ; @divergent
; %bb.0:
	s_load_dword s3, s[0:1], 0x0
	v_lshl_or_b32 v0, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s3, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_30
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_29
; %bb.2:
	v_cmp_lt_u32_e32 vcc, 15, v2
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[8:9], exec, s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.3:
	v_and_b32_e32 v3, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v3
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[10:11], exec, s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.4:
	s_mov_b32 s0, 0xaaaaaaab
	v_mul_lo_u32 v3, v2, s0
	s_mov_b32 s0, 0x55555556
	v_cmp_gt_u32_e32 vcc, s0, v3
	v_mov_b32_e32 v3, 0x3e8
	s_mov_b64 s[12:13], 0
	v_cndmask_b32_e64 v4, v3, 0, vcc
	v_cndmask_b32_e64 v6, 3, 2, vcc
	v_add_u32_e32 v5, 0x3e8, v4
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v2
	v_cmp_ge_u32_e64 s[0:1], v4, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[12:13], s[0:1], s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_10
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v3, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mad_u64_u32 v[2:3], s[14:15], v2, 3, 1
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	v_lshrrev_b32_e32 v2, 1, v2
	s_branch .LBB0_5
.LBB0_10:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
.LBB0_11:
	s_andn2_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_15
; %bb.12:
	s_mov_b32 s12, -1
	s_mov_b64 s[10:11], 0
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, v2
	v_and_b32_e32 v4, 2, v3
	s_add_i32 s12, s12, 1
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v2, 1, v3
	s_or_b64 s[10:11], vcc, s[10:11]
	v_mov_b32_e32 v4, s12
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_13
; %bb.14:
	s_or_b64 exec, exec, s[10:11]
	s_movk_i32 s10, 0x7d0
	v_mov_b32_e32 v2, 0x65
	v_cmp_lt_u32_e32 vcc, s10, v3
	v_mov_b32_e32 v6, 4
	s_nop 0
	v_cndmask_b32_e32 v2, 1, v2, vcc
	v_add_u32_e32 v4, v4, v2
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr2
.LBB0_16:
	s_andn2_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_28
; %bb.17:
	v_mov_b32_e32 v6, 1
	v_cmp_ne_u32_e32 vcc, 1, v2
	v_mov_b32_e32 v4, v6
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_27
; %bb.18:
	v_cmp_lt_u32_e32 vcc, 2, v2
	s_mov_b64 s[12:13], -1
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v3, 2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_22
; %bb.19:
	v_add_u32_e32 v7, -1, v2
	v_and_b32_e32 v8, -2, v7
	s_mov_b32 s14, 1
	s_mov_b32 s16, 3
	s_mov_b32 s17, 2
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, v8
	s_mov_b32 s15, s14
.LBB0_20:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, -2, v3
	s_mul_i32 s15, s16, s15
	s_mul_i32 s14, s17, s14
	s_add_i32 s17, s17, 2
	s_add_i32 s16, s16, 2
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_or_b64 s[12:13], vcc, s[12:13]
	v_mov_b64_e32 v[4:5], s[14:15]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_20
; %bb.21:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, v7, v8
	v_add_u32_e32 v3, 2, v8
	v_mul_lo_u32 v4, v4, v5
	s_orn2_b64 s[12:13], vcc, exec
.LBB0_22:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_26
; %bb.23:
	v_add_u32_e32 v2, 1, v2
	s_mov_b64 s[12:13], 0
.LBB0_24:                               ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v4, v3, v4
	v_add_u32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[12:13], vcc, s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_24
; %bb.25:
	s_or_b64 exec, exec, s[12:13]
.LBB0_26:
	s_or_b64 exec, exec, s[10:11]
.LBB0_27:
	s_or_b64 exec, exec, s[8:9]
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
.LBB0_29:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	global_store_dword v[2:3], v4, off
	global_store_dword v[0:1], v6, off
.LBB0_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divergent
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 12
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
	.size	divergent, .Lfunc_end0-divergent
                                        ; -- End function
	.set divergent.num_vgpr, 9
	.set divergent.num_agpr, 0
	.set divergent.numbered_sgpr, 18
	.set divergent.num_named_barrier, 0
	.set divergent.private_seg_size, 0
	.set divergent.uses_vcc, 1
	.set divergent.uses_flat_scratch, 0
	.set divergent.has_dyn_sized_stack, 0
	.set divergent.has_recursion, 0
	.set divergent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; TotalNumSgprs: 24
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_divergent ; -- Begin function __clang_ocl_kern_imp_divergent
	.globl	__clang_ocl_kern_imp_divergent
	.p2align	2
	.type	__clang_ocl_kern_imp_divergent,@function
__clang_ocl_kern_imp_divergent:         ; @__clang_ocl_kern_imp_divergent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v8, v1
	v_and_b32_e32 v1, 0x3ff, v31
	v_mov_b32_e32 v9, v2
	v_lshl_or_b32 v2, s12, 8, v1
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v3
	v_cmp_lt_u32_e32 vcc, v2, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_30
; %bb.1:
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[8:9]
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v8, -1
	v_mov_b32_e32 v10, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_29
; %bb.2:
	v_cmp_lt_u32_e32 vcc, 15, v0
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr8
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB1_16
; %bb.3:
	v_and_b32_e32 v1, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v1
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr8
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[8:9], exec, s[0:1]
	s_cbranch_execz .LBB1_11
; %bb.4:
	s_mov_b32 s0, 0xaaaaaaab
	v_mul_lo_u32 v1, v0, s0
	s_mov_b32 s0, 0x55555556
	v_cmp_gt_u32_e32 vcc, s0, v1
	v_mov_b32_e32 v1, 0x3e8
	s_mov_b64 s[10:11], 0
	v_cndmask_b32_e64 v8, v1, 0, vcc
	v_cndmask_b32_e64 v10, 3, 2, vcc
	v_add_u32_e32 v9, 0x3e8, v8
	s_branch .LBB1_6
.LBB1_5:                                ;   in Loop: Header=BB1_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_cmp_ge_u32_e64 s[0:1], v8, v9
	s_or_b64 s[0:1], vcc, s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[10:11], s[0:1], s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_10
.LBB1_6:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v1, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.7:                                ;   in Loop: Header=BB1_6 Depth=1
	v_mad_u64_u32 v[0:1], s[12:13], v0, 3, 1
; %bb.8:                                ;   in Loop: Header=BB1_6 Depth=1
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_5
; %bb.9:                                ;   in Loop: Header=BB1_6 Depth=1
	v_lshrrev_b32_e32 v0, 1, v0
	s_branch .LBB1_5
.LBB1_10:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr0
.LBB1_11:
	s_andn2_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB1_15
; %bb.12:
	s_mov_b32 s10, -1
	s_mov_b64 s[8:9], 0
.LBB1_13:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, v0
	v_and_b32_e32 v8, 2, v1
	s_add_i32 s10, s10, 1
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_lshrrev_b32_e32 v0, 1, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v8, s10
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB1_13
; %bb.14:
	s_or_b64 exec, exec, s[8:9]
	s_movk_i32 s8, 0x7d0
	v_mov_b32_e32 v0, 0x65
	v_cmp_lt_u32_e32 vcc, s8, v1
	v_mov_b32_e32 v10, 4
	s_nop 0
	v_cndmask_b32_e32 v0, 1, v0, vcc
	v_add_u32_e32 v8, v8, v0
.LBB1_15:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr0
.LBB1_16:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB1_28
; %bb.17:
	v_mov_b32_e32 v10, 1
	v_cmp_ne_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v8, v10
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_27
; %bb.18:
	v_cmp_lt_u32_e32 vcc, 2, v0
	s_mov_b64 s[10:11], -1
	v_mov_b32_e32 v8, 1
	v_mov_b32_e32 v1, 2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_22
; %bb.19:
	v_add_u32_e32 v11, -1, v0
	v_and_b32_e32 v12, -2, v11
	s_mov_b32 s12, 1
	s_mov_b32 s14, 3
	s_mov_b32 s15, 2
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v1, v12
	s_mov_b32 s13, s12
.LBB1_20:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, -2, v1
	s_mul_i32 s13, s14, s13
	s_mul_i32 s12, s15, s12
	s_add_i32 s15, s15, 2
	s_add_i32 s14, s14, 2
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[10:11], vcc, s[10:11]
	v_mov_b64_e32 v[8:9], s[12:13]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB1_20
; %bb.21:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ne_u32_e32 vcc, v11, v12
	v_add_u32_e32 v1, 2, v12
	v_mul_lo_u32 v8, v8, v9
	s_orn2_b64 s[10:11], vcc, exec
.LBB1_22:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB1_26
; %bb.23:
	v_add_u32_e32 v0, 1, v0
	s_mov_b64 s[10:11], 0
.LBB1_24:                               ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v8, v1, v8
	v_add_u32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[10:11], vcc, s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB1_24
; %bb.25:
	s_or_b64 exec, exec, s[10:11]
.LBB1_26:
	s_or_b64 exec, exec, s[8:9]
.LBB1_27:
	s_or_b64 exec, exec, s[6:7]
.LBB1_28:
	s_or_b64 exec, exec, s[0:1]
.LBB1_29:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	global_store_dword v[2:3], v8, off
	global_store_dword v[0:1], v10, off
.LBB1_30:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_divergent, .Lfunc_end1-__clang_ocl_kern_imp_divergent
                                        ; -- End function
	.set __clang_ocl_kern_imp_divergent.num_vgpr, 32
	.set __clang_ocl_kern_imp_divergent.num_agpr, 0
	.set __clang_ocl_kern_imp_divergent.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_divergent.num_named_barrier, 0
	.set __clang_ocl_kern_imp_divergent.private_seg_size, 0
	.set __clang_ocl_kern_imp_divergent.uses_vcc, 1
	.set __clang_ocl_kern_imp_divergent.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_divergent.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_divergent.has_recursion, 0
	.set __clang_ocl_kern_imp_divergent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 648
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
      - .actual_access:  write_only
        .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           divergent
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         divergent.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
