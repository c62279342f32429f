	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.section	.text._Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_dword s8, s[4:5], 0x3c
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_add_u32 s2, s4, 48
	s_addc_u32 s3, s5, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s16, s8, 16
	v_mad_u64_u32 v[2:3], null, s6, s16, v[1:2]
	v_cmp_gt_i32_e32 vcc_lo, s0, v2
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_dword s0, s[2:3], 0x4
	s_lshl_b32 s2, s16, 7
	v_lshl_add_u32 v9, v1, 5, v0
	s_add_i32 s3, s2, 0
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	s_mov_b32 s6, 0
                                        ; implicit-def: $vgpr8
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
	s_add_i32 s8, s0, -1
	s_cmp_eq_u32 s7, s8
	global_load_dwordx2 v[4:5], v[3:4], off
	v_lshl_add_u32 v3, s7, 5, v0
	s_mov_b32 s7, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v4, v0
	v_cmp_lt_i32_e64 s0, v4, v5
	s_cbranch_scc0 .LBB0_6
; %bb.2:
	s_andn2_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB0_15
.LBB0_3:
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_5
.LBB0_4:
	s_load_dwordx2 s[2:3], s[4:5], 0x28
	v_mad_u64_u32 v[0:1], null, v2, s1, v[3:4]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_dword v[0:1], v8, off
.LBB0_5:
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB0_14
; %bb.7:
	v_lshlrev_b32_e32 v6, 2, v9
	v_lshl_add_u32 v10, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, v4
	s_mov_b32 s7, 0
	v_add_nc_u32_e32 v12, s3, v6
	v_add_nc_u32_e32 v13, 0, v6
	v_mov_b32_e32 v6, v0
.LBB0_8:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_11 Depth 2
	s_mov_b32 s8, exec_lo
	v_cmpx_lt_i32_e64 v6, v5
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_8 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[14:15], 2, v[6:7]
	v_add_co_u32 v16, vcc_lo, s10, v14
	v_add_co_ci_u32_e64 v17, null, s11, v15, vcc_lo
	v_add_co_u32 v14, vcc_lo, s12, v14
	v_add_co_ci_u32_e64 v15, null, s13, v15, vcc_lo
	global_load_dword v7, v[16:17], off
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v14
	ds_write_b32 v13, v7
.LBB0_10:                               ;   in Loop: Header=BB0_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v7, v10
	s_mov_b32 s9, 0
	s_mov_b32 s8, 0
	.p2align	6
.LBB0_11:                               ;   Parent Loop BB0_8 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v14, v7
	s_add_i32 s16, s9, 1
	s_cmp_gt_u32 s9, 30
	v_add_nc_u32_e32 v16, s16, v11
	s_cselect_b32 s9, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v14, v14, v3
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32 v14, vcc_lo, s14, v14
	v_add_co_ci_u32_e64 v15, null, s15, v15, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v16, v5
	global_load_dword v14, v[14:15], off
	v_add_nc_u32_e32 v15, s2, v7
	s_or_b32 s9, s9, vcc_lo
	v_add_nc_u32_e32 v7, 4, v7
	s_and_b32 s9, exec_lo, s9
	ds_read_b32 v15, v15
	s_or_b32 s8, s9, s8
	s_mov_b32 s9, s16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v15, v14
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_11
; %bb.12:                               ;   in Loop: Header=BB0_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v11, 32, v11
	v_add_nc_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e32 vcc_lo, v11, v5
	s_or_b32 s7, vcc_lo, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_8
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s6
	s_mov_b32 s6, -1
	s_cbranch_execnz .LBB0_3
.LBB0_15:
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB0_25
; %bb.16:
	v_lshlrev_b32_e32 v8, 2, v9
	v_lshl_add_u32 v6, v1, 7, 0
	v_cmp_gt_i32_e32 vcc_lo, s1, v3
	v_add_nc_u32_e32 v7, s3, v8
	v_add_nc_u32_e32 v9, 0, v8
	v_mov_b32_e32 v8, 0
	s_mov_b32 s3, 0
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s7
	v_add_nc_u32_e32 v4, 32, v4
	v_add_nc_u32_e32 v0, 32, v0
	v_cmp_ge_i32_e64 s0, v4, v5
	s_or_b32 s3, s0, s3
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_24
.LBB0_18:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_22 Depth 2
	s_mov_b32 s7, exec_lo
	v_cmpx_lt_i32_e64 v0, v5
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[10:11], 2, v[0:1]
	v_add_co_u32 v12, s0, s10, v10
	v_add_co_ci_u32_e64 v13, null, s11, v11, s0
	v_add_co_u32 v10, s0, s12, v10
	v_add_co_ci_u32_e64 v11, null, s13, v11, s0
	global_load_dword v1, v[12:13], off
	global_load_dword v10, v[10:11], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v1, v1, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v10
	ds_write_b32 v9, v1
.LBB0_20:                               ;   in Loop: Header=BB0_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v1, v6
	s_mov_b32 s8, 0
	s_mov_b32 s7, 0
	s_inst_prefetch 0x1
	s_branch .LBB0_22
	.p2align	6
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=2
	s_or_b32 exec_lo, exec_lo, s9
	s_add_i32 s9, s8, 1
	s_cmp_gt_u32 s8, 30
	v_add_nc_u32_e32 v10, s9, v4
	s_cselect_b32 s8, -1, 0
	v_add_nc_u32_e32 v1, 4, v1
	v_cmp_ge_i32_e64 s0, v10, v5
	s_or_b32 s0, s8, s0
	s_mov_b32 s8, s9
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s7, s0, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_17
.LBB0_22:                               ;   Parent Loop BB0_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz .LBB0_21
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=2
	ds_read_b32 v10, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v10, v10, v3
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v10, s0, s14, v10
	v_add_co_ci_u32_e64 v11, null, s15, v11, s0
	global_load_dword v10, v[10:11], off
	v_add_nc_u32_e32 v11, s2, v1
	ds_read_b32 v11, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v11, v10
	s_branch .LBB0_21
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_25:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_gt_i32_e64 s6, s1, v3
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 17
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
	.section	.text._Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end0:
	.size	_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end0-_Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 18
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 17
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1000
; TotalNumSgprs: 19
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 18
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x3c
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_add_u32 s0, s4, 48
	s_addc_u32 s1, s5, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s18, s2, 16
	s_mov_b32 s2, exec_lo
	v_mad_u64_u32 v[2:3], null, s6, s18, v[1:2]
	v_cmpx_gt_i32_e64 s16, v2
	s_cbranch_execz .LBB1_31
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_dword s0, s[0:1], 0x4
	s_load_dwordx2 s[2:3], s[4:5], 0x28
	s_lshl_b32 s4, s18, 7
	v_lshl_add_u32 v9, v1, 5, v0
	s_add_i32 s1, s4, 0
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s7, s0
	global_load_dwordx2 v[4:5], v[3:4], off
	v_lshl_add_u32 v3, s7, 6, v0
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v4, v0
	v_cmp_lt_i32_e32 vcc_lo, v4, v5
	s_cbranch_scc1 .LBB1_11
; %bb.2:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_10
; %bb.3:
	v_lshlrev_b32_e32 v7, 2, v9
	v_lshl_add_u32 v11, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v14, v4
	v_add_nc_u32_e32 v12, s1, v7
	v_add_nc_u32_e32 v13, 0, v7
	v_mov_b32_e32 v10, 0
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_7 Depth 2
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i32_e64 v6, v5
	s_cbranch_execz .LBB1_6
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[15:16], 2, v[6:7]
	v_add_co_u32 v17, vcc_lo, s10, v15
	v_add_co_ci_u32_e64 v18, null, s11, v16, vcc_lo
	v_add_co_u32 v15, vcc_lo, s12, v15
	v_add_co_ci_u32_e64 v16, null, s13, v16, vcc_lo
	global_load_dword v7, v[17:18], off
	global_load_dword v15, v[15:16], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v15
	ds_write_b32 v13, v7
.LBB1_6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v7, v11
	s_mov_b32 s7, 0
	s_mov_b32 s6, 0
	.p2align	6
.LBB1_7:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v15, v7
	s_add_i32 s8, s7, 1
	s_cmp_gt_u32 s7, 30
	v_add_nc_u32_e32 v18, s8, v14
	s_cselect_b32 s7, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v15, v15, v3
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_u32 v15, vcc_lo, s14, v15
	v_add_co_ci_u32_e64 v16, null, s15, v16, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v18, v5
	s_clause 0x1
	global_load_dword v17, v[15:16], off
	global_load_dword v15, v[15:16], off offset:128
	v_add_nc_u32_e32 v16, s4, v7
	s_or_b32 s7, s7, vcc_lo
	v_add_nc_u32_e32 v7, 4, v7
	s_and_b32 s7, exec_lo, s7
	ds_read_b32 v16, v16
	s_or_b32 s6, s7, s6
	s_mov_b32 s7, s8
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_fmac_f32_e32 v10, v16, v17
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v16, v15
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB1_7
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_add_nc_u32_e32 v14, 32, v14
	v_add_nc_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e32 vcc_lo, v14, v5
	s_or_b32 s5, vcc_lo, s5
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB1_4
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s5
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[6:7], null, v2, s17, v[3:4]
	s_mov_b32 s5, -1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[11:12], 2, v[6:7]
	v_add_co_u32 v11, vcc_lo, s2, v11
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	global_store_dword v[11:12], v10, off
	s_branch .LBB1_29
.LBB1_11:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB1_29
; %bb.12:
	v_sub_nc_u32_e32 v10, s17, v3
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i32_e64 v4, v5
	s_cbranch_execz .LBB1_24
; %bb.13:
	v_lshlrev_b32_e32 v6, 2, v9
	v_cmp_lt_i32_e64 s0, 32, v10
	v_lshl_add_u32 v9, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_add_nc_u32_e32 v12, s1, v6
	v_add_nc_u32_e32 v13, 0, v6
	s_mov_b32 s7, 0
	v_cmp_lt_i32_e32 vcc_lo, 0, v10
	s_branch .LBB1_15
.LBB1_14:                               ;   in Loop: Header=BB1_15 Depth=1
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v4, 32, v4
	v_add_nc_u32_e32 v0, 32, v0
	v_cmp_ge_i32_e64 s1, v4, v5
	s_or_b32 s7, s1, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB1_23
.LBB1_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_19 Depth 2
	s_mov_b32 s8, exec_lo
	v_cmpx_lt_i32_e64 v0, v5
	s_cbranch_execz .LBB1_17
; %bb.16:                               ;   in Loop: Header=BB1_15 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v14, s1, s10, v6
	v_add_co_ci_u32_e64 v15, null, s11, v7, s1
	v_add_co_u32 v6, s1, s12, v6
	v_add_co_ci_u32_e64 v7, null, s13, v7, s1
	global_load_dword v1, v[14:15], off
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v1, v1, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v6
	ds_write_b32 v13, v1
.LBB1_17:                               ;   in Loop: Header=BB1_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v1, v9
	s_mov_b32 s9, 0
	s_mov_b32 s8, 0
	s_inst_prefetch 0x1
	s_branch .LBB1_19
	.p2align	6
.LBB1_18:                               ;   in Loop: Header=BB1_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s16
	s_add_i32 s16, s9, 1
	s_cmp_gt_u32 s9, 30
	v_add_nc_u32_e32 v6, s16, v4
	s_cselect_b32 s9, -1, 0
	v_add_nc_u32_e32 v1, 4, v1
	v_cmp_ge_i32_e64 s1, v6, v5
	s_or_b32 s1, s9, s1
	s_mov_b32 s9, s16
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s8, s1, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB1_14
.LBB1_19:                               ;   Parent Loop BB1_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v6, v1
	v_add_nc_u32_e32 v7, s4, v1
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v14, v7
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v6, v6, v3
	v_ashrrev_i32_e32 v7, 31, v6
	s_and_saveexec_b32 s16, vcc_lo
	s_cbranch_execz .LBB1_21
; %bb.20:                               ;   in Loop: Header=BB1_19 Depth=2
	v_lshlrev_b64 v[15:16], 2, v[6:7]
	v_add_co_u32 v15, s1, s14, v15
	v_add_co_ci_u32_e64 v16, null, s15, v16, s1
	global_load_dword v15, v[15:16], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v11, v14, v15
.LBB1_21:                               ;   in Loop: Header=BB1_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s16
	s_and_saveexec_b32 s16, s0
	s_cbranch_execz .LBB1_18
; %bb.22:                               ;   in Loop: Header=BB1_19 Depth=2
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s1, s14, v6
	v_add_co_ci_u32_e64 v7, null, s15, v7, s1
	global_load_dword v6, v[6:7], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v14, v6
	s_branch .LBB1_18
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s7
.LBB1_24:
	s_or_b32 exec_lo, exec_lo, s6
	v_mad_u64_u32 v[6:7], null, v2, s17, v[3:4]
	s_mov_b32 s0, exec_lo
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmpx_lt_i32_e32 0, v10
	s_cbranch_execz .LBB1_26
; %bb.25:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_dword v[0:1], v11, off
.LBB1_26:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 32, v10
; %bb.27:
	s_or_b32 s5, s5, exec_lo
; %bb.28:
	s_or_b32 exec_lo, exec_lo, s0
.LBB1_29:
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB1_31
; %bb.30:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	global_store_dword v[0:1], v8, off offset:128
.LBB1_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 19
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
	.section	.text._Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end1:
	.size	_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end1-_Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 19
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 19
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1220
; TotalNumSgprs: 21
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 19
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x3c
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_add_u32 s0, s4, 48
	s_addc_u32 s1, s5, 0
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s2, s2, 16
	v_mad_u64_u32 v[2:3], null, s6, s2, v[1:2]
	v_cmpx_gt_i32_e64 s16, v2
	s_cbranch_execz .LBB2_39
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_load_dword s0, s[0:1], 0x4
	s_load_dwordx2 s[4:5], s[4:5], 0x28
	s_lshl_b32 s6, s2, 7
	v_lshl_add_u32 v12, v1, 5, v0
	s_add_i32 s2, s6, 0
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
	s_add_i32 s0, s0, -1
	s_mov_b32 s8, 0
	s_cmp_eq_u32 s7, s0
	global_load_dwordx2 v[4:5], v[3:4], off
	v_lshl_add_u32 v3, s7, 7, v0
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v4, v0
	v_cmp_lt_i32_e32 vcc_lo, v4, v5
	s_cbranch_scc1 .LBB2_11
; %bb.2:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_10
; %bb.3:
	v_lshlrev_b32_e32 v7, 2, v12
	v_lshl_add_u32 v13, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v16, v4
	v_add_nc_u32_e32 v14, s2, v7
	v_add_nc_u32_e32 v15, 0, v7
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s1, 0
.LBB2_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_7 Depth 2
	s_mov_b32 s3, exec_lo
	v_cmpx_lt_i32_e64 v6, v5
	s_cbranch_execz .LBB2_6
; %bb.5:                                ;   in Loop: Header=BB2_4 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[17:18], 2, v[6:7]
	v_add_co_u32 v19, vcc_lo, s10, v17
	v_add_co_ci_u32_e64 v20, null, s11, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, s12, v17
	v_add_co_ci_u32_e64 v18, null, s13, v18, vcc_lo
	global_load_dword v7, v[19:20], off
	global_load_dword v17, v[17:18], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v14, v17
	ds_write_b32 v15, v7
.LBB2_6:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v7, v13
	s_mov_b32 s7, 0
	s_mov_b32 s3, 0
	s_inst_prefetch 0x1
	.p2align	6
.LBB2_7:                                ;   Parent Loop BB2_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v17, v7
	s_add_i32 s8, s7, 1
	s_cmp_gt_u32 s7, 30
	v_add_nc_u32_e32 v22, s8, v16
	s_cselect_b32 s7, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v17, v17, v3
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_u32 v17, vcc_lo, s14, v17
	v_add_co_ci_u32_e64 v18, null, s15, v18, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v22, v5
	s_clause 0x3
	global_load_dword v19, v[17:18], off
	global_load_dword v20, v[17:18], off offset:128
	global_load_dword v21, v[17:18], off offset:256
	global_load_dword v17, v[17:18], off offset:384
	v_add_nc_u32_e32 v18, s6, v7
	s_or_b32 s7, s7, vcc_lo
	v_add_nc_u32_e32 v7, 4, v7
	s_and_b32 s7, exec_lo, s7
	ds_read_b32 v18, v18
	s_or_b32 s3, s7, s3
	s_mov_b32 s7, s8
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fmac_f32_e32 v11, v18, v19
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, v18, v20
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v9, v18, v21
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v18, v17
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB2_7
; %bb.8:                                ;   in Loop: Header=BB2_4 Depth=1
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v16, 32, v16
	v_add_nc_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e32 vcc_lo, v16, v5
	s_or_b32 s1, vcc_lo, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_4
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[6:7], null, v2, s17, v[3:4]
	s_mov_b32 s8, -1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[13:14], 2, v[6:7]
	v_add_co_u32 v13, vcc_lo, s4, v13
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo
	global_store_dword v[13:14], v11, off
	global_store_dword v[13:14], v10, off offset:128
	global_store_dword v[13:14], v9, off offset:256
	s_branch .LBB2_37
.LBB2_11:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB2_37
; %bb.12:
	v_sub_nc_u32_e32 v9, s17, v3
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v13, 0
	s_mov_b32 s7, exec_lo
	v_cmpx_lt_i32_e64 v4, v5
	s_cbranch_execz .LBB2_28
; %bb.13:
	v_lshlrev_b32_e32 v6, 2, v12
	v_cmp_lt_i32_e64 s0, 32, v9
	v_cmp_lt_i32_e64 s1, 64, v9
	v_lshl_add_u32 v15, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_add_nc_u32_e32 v12, s2, v6
	v_add_nc_u32_e32 v14, 0, v6
	v_cmp_lt_i32_e64 s2, 0x60, v9
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v13, 0
	s_mov_b32 s9, 0
	v_cmp_lt_i32_e32 vcc_lo, 0, v9
	s_branch .LBB2_15
.LBB2_14:                               ;   in Loop: Header=BB2_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s16
	v_add_nc_u32_e32 v4, 32, v4
	v_add_nc_u32_e32 v0, 32, v0
	v_cmp_ge_i32_e64 s3, v4, v5
	s_or_b32 s9, s3, s9
	s_andn2_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB2_27
.LBB2_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_19 Depth 2
	s_mov_b32 s16, exec_lo
	v_cmpx_lt_i32_e64 v0, v5
	s_cbranch_execz .LBB2_17
; %bb.16:                               ;   in Loop: Header=BB2_15 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v16, s3, s10, v6
	v_add_co_ci_u32_e64 v17, null, s11, v7, s3
	v_add_co_u32 v6, s3, s12, v6
	v_add_co_ci_u32_e64 v7, null, s13, v7, s3
	global_load_dword v1, v[16:17], off
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v1, v1, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v6
	ds_write_b32 v14, v1
.LBB2_17:                               ;   in Loop: Header=BB2_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v1, v15
	s_mov_b32 s18, 0
	s_mov_b32 s16, 0
	s_branch .LBB2_19
.LBB2_18:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_add_i32 s19, s18, 1
	s_cmp_gt_u32 s18, 30
	v_add_nc_u32_e32 v6, s19, v4
	s_cselect_b32 s18, -1, 0
	v_add_nc_u32_e32 v1, 4, v1
	v_cmp_ge_i32_e64 s3, v6, v5
	s_or_b32 s3, s18, s3
	s_mov_b32 s18, s19
	s_and_b32 s3, exec_lo, s3
	s_or_b32 s16, s3, s16
	s_andn2_b32 exec_lo, exec_lo, s16
	s_cbranch_execz .LBB2_14
.LBB2_19:                               ;   Parent Loop BB2_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v6, v1
	v_add_nc_u32_e32 v7, s6, v1
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v16, v7
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v6, v6, v3
	v_ashrrev_i32_e32 v7, 31, v6
	s_and_saveexec_b32 s19, vcc_lo
	s_cbranch_execnz .LBB2_23
; %bb.20:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s0
	s_cbranch_execnz .LBB2_24
.LBB2_21:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s1
	s_cbranch_execnz .LBB2_25
.LBB2_22:                               ;   in Loop: Header=BB2_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s2
	s_cbranch_execz .LBB2_18
	s_branch .LBB2_26
.LBB2_23:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[17:18], 2, v[6:7]
	v_add_co_u32 v17, s3, s14, v17
	v_add_co_ci_u32_e64 v18, null, s15, v18, s3
	global_load_dword v17, v[17:18], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v13, v16, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s0
	s_cbranch_execz .LBB2_21
.LBB2_24:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[17:18], 2, v[6:7]
	v_add_co_u32 v17, s3, s14, v17
	v_add_co_ci_u32_e64 v18, null, s15, v18, s3
	global_load_dword v17, v[17:18], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v11, v16, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s1
	s_cbranch_execz .LBB2_22
.LBB2_25:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[17:18], 2, v[6:7]
	v_add_co_u32 v17, s3, s14, v17
	v_add_co_ci_u32_e64 v18, null, s15, v18, s3
	global_load_dword v17, v[17:18], off offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v10, v16, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s2
	s_cbranch_execz .LBB2_18
.LBB2_26:                               ;   in Loop: Header=BB2_19 Depth=2
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s3, s14, v6
	v_add_co_ci_u32_e64 v7, null, s15, v7, s3
	global_load_dword v6, v[6:7], off offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v16, v6
	s_branch .LBB2_18
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s9
.LBB2_28:
	s_or_b32 exec_lo, exec_lo, s7
	v_mad_u64_u32 v[6:7], null, v2, s17, v[3:4]
	s_mov_b32 s0, exec_lo
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmpx_lt_i32_e32 0, v9
	s_cbranch_execz .LBB2_30
; %bb.29:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_dword v[0:1], v13, off
.LBB2_30:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 32, v9
	s_cbranch_execz .LBB2_32
; %bb.31:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_dword v[0:1], v11, off offset:128
.LBB2_32:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 64, v9
	s_cbranch_execz .LBB2_34
; %bb.33:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_dword v[0:1], v10, off offset:256
.LBB2_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0x60, v9
; %bb.35:
	s_or_b32 s8, s8, exec_lo
; %bb.36:
	s_or_b32 exec_lo, exec_lo, s0
.LBB2_37:
	s_and_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB2_39
; %bb.38:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_dword v[0:1], v8, off offset:384
.LBB2_39:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 20
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
	.section	.text._Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end2:
	.size	_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end2-_Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 23
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 20
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1516
; TotalNumSgprs: 22
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 23
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.text._Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,comdat
	.protected	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_ ; -- Begin function _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
	.globl	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
	.p2align	8
	.type	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,@function
_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_:  ; @_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x3c
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_add_u32 s0, s4, 48
	s_addc_u32 s1, s5, 0
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s2, s2, 16
	v_mad_u64_u32 v[2:3], null, s6, s2, v[1:2]
	v_cmpx_gt_i32_e64 s16, v2
	s_cbranch_execz .LBB3_55
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x8
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b32 s16, s2, 7
	v_lshl_add_u32 v17, v1, 5, v0
	s_add_i32 s2, s16, 0
	s_mov_b32 s18, 0
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo
	s_load_dword s0, s[0:1], 0x4
	s_load_dwordx2 s[8:9], s[4:5], 0x28
	global_load_dwordx2 v[4:5], v[3:4], off
	v_lshl_add_u32 v3, s7, 8, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s7, s0
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v0, v4, v0
	v_cmp_lt_i32_e32 vcc_lo, v4, v5
	s_cbranch_scc1 .LBB3_11
; %bb.2:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_10
; %bb.3:
	v_lshlrev_b32_e32 v7, 2, v17
	v_lshl_add_u32 v16, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v20, v4
	v_add_nc_u32_e32 v18, s2, v7
	v_add_nc_u32_e32 v19, 0, v7
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_mov_b32 s1, 0
.LBB3_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_mov_b32 s3, exec_lo
	v_cmpx_lt_i32_e64 v6, v5
	s_cbranch_execz .LBB3_6
; %bb.5:                                ;   in Loop: Header=BB3_4 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v23, vcc_lo, s10, v21
	v_add_co_ci_u32_e64 v24, null, s11, v22, vcc_lo
	v_add_co_u32 v21, vcc_lo, s12, v21
	v_add_co_ci_u32_e64 v22, null, s13, v22, vcc_lo
	global_load_dword v7, v[23:24], off
	global_load_dword v21, v[21:22], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v7, v7, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v18, v21
	ds_write_b32 v19, v7
.LBB3_6:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v7, v16
	s_mov_b32 s4, 0
	s_mov_b32 s3, 0
.LBB3_7:                                ;   Parent Loop BB3_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v21, v7
	s_add_i32 s5, s4, 1
	s_cmp_gt_u32 s4, 30
	v_add_nc_u32_e32 v30, s5, v20
	s_cselect_b32 s4, -1, 0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v21, v21, v3
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_co_u32 v21, vcc_lo, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, v30, v5
	s_clause 0x7
	global_load_dword v23, v[21:22], off
	global_load_dword v24, v[21:22], off offset:128
	global_load_dword v25, v[21:22], off offset:256
	global_load_dword v26, v[21:22], off offset:384
	global_load_dword v27, v[21:22], off offset:512
	global_load_dword v28, v[21:22], off offset:640
	global_load_dword v29, v[21:22], off offset:768
	global_load_dword v21, v[21:22], off offset:896
	v_add_nc_u32_e32 v22, s16, v7
	s_or_b32 s4, s4, vcc_lo
	v_add_nc_u32_e32 v7, 4, v7
	s_and_b32 s4, exec_lo, s4
	ds_read_b32 v22, v22
	s_or_b32 s3, s4, s3
	s_mov_b32 s4, s5
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_fmac_f32_e32 v15, v22, v23
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v14, v22, v24
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v13, v22, v25
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v12, v22, v26
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v11, v22, v27
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v10, v22, v28
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v9, v22, v29
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v22, v21
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB3_7
; %bb.8:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_add_nc_u32_e32 v20, 32, v20
	v_add_nc_u32_e32 v6, 32, v6
	v_cmp_ge_i32_e32 vcc_lo, v20, v5
	s_or_b32 s1, vcc_lo, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_4
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s0
	v_mad_u64_u32 v[6:7], null, v2, s17, v[3:4]
	s_mov_b32 s18, -1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[18:19], 2, v[6:7]
	v_add_co_u32 v18, vcc_lo, s8, v18
	v_add_co_ci_u32_e64 v19, null, s9, v19, vcc_lo
	global_store_dword v[18:19], v15, off
	global_store_dword v[18:19], v14, off offset:128
	global_store_dword v[18:19], v13, off offset:256
	global_store_dword v[18:19], v12, off offset:384
	global_store_dword v[18:19], v11, off offset:512
	global_store_dword v[18:19], v10, off offset:640
	global_store_dword v[18:19], v9, off offset:768
	s_branch .LBB3_53
.LBB3_11:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB3_53
; %bb.12:
	v_sub_nc_u32_e32 v9, s17, v3
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	s_mov_b32 s19, exec_lo
	v_cmpx_lt_i32_e64 v4, v5
	s_cbranch_execz .LBB3_36
; %bb.13:
	v_lshlrev_b32_e32 v6, 2, v17
	v_cmp_lt_i32_e64 s0, 32, v9
	v_cmp_lt_i32_e64 s1, 64, v9
	v_cmp_lt_i32_e64 s3, 0x80, v9
	v_cmp_lt_i32_e64 s4, 0xa0, v9
	v_add_nc_u32_e32 v17, s2, v6
	v_add_nc_u32_e32 v18, 0, v6
	v_cmp_lt_i32_e64 s2, 0x60, v9
	v_cmp_lt_i32_e64 s5, 0xc0, v9
	v_cmp_lt_i32_e64 s6, 0xe0, v9
	v_lshl_add_u32 v19, v1, 7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	s_mov_b32 s20, 0
	v_cmp_lt_i32_e32 vcc_lo, 0, v9
	s_branch .LBB3_15
.LBB3_14:                               ;   in Loop: Header=BB3_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s21
	v_add_nc_u32_e32 v4, 32, v4
	v_add_nc_u32_e32 v0, 32, v0
	v_cmp_ge_i32_e64 s7, v4, v5
	s_or_b32 s20, s7, s20
	s_andn2_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB3_35
.LBB3_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_19 Depth 2
	s_mov_b32 s21, exec_lo
	v_cmpx_lt_i32_e64 v0, v5
	s_cbranch_execz .LBB3_17
; %bb.16:                               ;   in Loop: Header=BB3_15 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v20, s7, s10, v6
	v_add_co_ci_u32_e64 v21, null, s11, v7, s7
	v_add_co_u32 v6, s7, s12, v6
	v_add_co_ci_u32_e64 v7, null, s13, v7, s7
	global_load_dword v1, v[20:21], off
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v1, v1, s17
	s_waitcnt vmcnt(0)
	ds_write_b32 v17, v6
	ds_write_b32 v18, v1
.LBB3_17:                               ;   in Loop: Header=BB3_15 Depth=1
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v1, v19
	s_mov_b32 s22, 0
	s_mov_b32 s21, 0
	s_branch .LBB3_19
.LBB3_18:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_add_i32 s23, s22, 1
	s_cmp_gt_u32 s22, 30
	v_add_nc_u32_e32 v6, s23, v4
	s_cselect_b32 s22, -1, 0
	v_add_nc_u32_e32 v1, 4, v1
	v_cmp_ge_i32_e64 s7, v6, v5
	s_or_b32 s7, s22, s7
	s_mov_b32 s22, s23
	s_and_b32 s7, exec_lo, s7
	s_or_b32 s21, s7, s21
	s_andn2_b32 exec_lo, exec_lo, s21
	s_cbranch_execz .LBB3_14
.LBB3_19:                               ;   Parent Loop BB3_15 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v6, v1
	v_add_nc_u32_e32 v7, s16, v1
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v20, v7
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v6, v6, v3
	v_ashrrev_i32_e32 v7, 31, v6
	s_and_saveexec_b32 s23, vcc_lo
	s_cbranch_execnz .LBB3_27
; %bb.20:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s0
	s_cbranch_execnz .LBB3_28
.LBB3_21:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s1
	s_cbranch_execnz .LBB3_29
.LBB3_22:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s2
	s_cbranch_execnz .LBB3_30
.LBB3_23:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s3
	s_cbranch_execnz .LBB3_31
.LBB3_24:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s4
	s_cbranch_execnz .LBB3_32
.LBB3_25:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s5
	s_cbranch_execnz .LBB3_33
.LBB3_26:                               ;   in Loop: Header=BB3_19 Depth=2
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s6
	s_cbranch_execz .LBB3_18
	s_branch .LBB3_34
.LBB3_27:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v16, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s0
	s_cbranch_execz .LBB3_21
.LBB3_28:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v15, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s1
	s_cbranch_execz .LBB3_22
.LBB3_29:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v14, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s2
	s_cbranch_execz .LBB3_23
.LBB3_30:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off offset:384
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v13, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s3
	s_cbranch_execz .LBB3_24
.LBB3_31:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off offset:512
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v12, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB3_25
.LBB3_32:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off offset:640
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v11, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s5
	s_cbranch_execz .LBB3_26
.LBB3_33:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[21:22], 2, v[6:7]
	v_add_co_u32 v21, s7, s14, v21
	v_add_co_ci_u32_e64 v22, null, s15, v22, s7
	global_load_dword v21, v[21:22], off offset:768
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v10, v20, v21
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s6
	s_cbranch_execz .LBB3_18
.LBB3_34:                               ;   in Loop: Header=BB3_19 Depth=2
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s7, s14, v6
	v_add_co_ci_u32_e64 v7, null, s15, v7, s7
	global_load_dword v6, v[6:7], off offset:896
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v8, v20, v6
	s_branch .LBB3_18
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s20
.LBB3_36:
	s_or_b32 exec_lo, exec_lo, s19
	v_mad_u64_u32 v[6:7], null, v2, s17, v[3:4]
	s_mov_b32 s0, exec_lo
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmpx_lt_i32_e32 0, v9
	s_cbranch_execz .LBB3_38
; %bb.37:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v16, off
.LBB3_38:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 32, v9
	s_cbranch_execz .LBB3_40
; %bb.39:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v15, off offset:128
.LBB3_40:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 64, v9
	s_cbranch_execz .LBB3_42
; %bb.41:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v14, off offset:256
.LBB3_42:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0x60, v9
	s_cbranch_execz .LBB3_44
; %bb.43:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v13, off offset:384
.LBB3_44:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0x80, v9
	s_cbranch_execz .LBB3_46
; %bb.45:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v12, off offset:512
.LBB3_46:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0xa0, v9
	s_cbranch_execz .LBB3_48
; %bb.47:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v11, off offset:640
.LBB3_48:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0xc0, v9
	s_cbranch_execz .LBB3_50
; %bb.49:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v10, off offset:768
.LBB3_50:
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 0xe0, v9
; %bb.51:
	s_or_b32 s18, s18, exec_lo
; %bb.52:
	s_or_b32 exec_lo, exec_lo, s0
.LBB3_53:
	s_and_b32 exec_lo, exec_lo, s18
	s_cbranch_execz .LBB3_55
; %bb.54:
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v8, off offset:896
.LBB3_55:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 24
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
	.section	.text._Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,"axG",@progbits,_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_,comdat
.Lfunc_end3:
	.size	_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_, .Lfunc_end3-_Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
                                        ; -- End function
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_vgpr, 31
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_agpr, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.numbered_sgpr, 24
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.num_named_barrier, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.private_seg_size, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.uses_vcc, 1
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.uses_flat_scratch, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_dyn_sized_stack, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_recursion, 0
	.set _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2180
; TotalNumSgprs: 26
; NumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 31
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_aa2315890c47291c,@object ; @__hip_cuid_aa2315890c47291c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_aa2315890c47291c
__hip_cuid_aa2315890c47291c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_aa2315890c47291c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_aa2315890c47291c
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test1IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test2IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test3IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .offset:         0
        .size:           4
        .value_kind:     by_value
      - .offset:         4
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z10spmm_test4IfEviiPKiS1_PKT_S4_PS2_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
