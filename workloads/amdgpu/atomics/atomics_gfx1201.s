	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	atomics                 ; -- Begin function atomics
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:                                ; @atomics
; %bb.0:
	v_cmp_gt_u32_e32 vcc_lo, 64, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b32 s2, vcc_lo
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v2, v1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s2
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x0
	s_load_b512 s[4:19], s[0:1], 0x10
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_lshl_or_b32 v0, ttmp9, 8, v0
	s_mov_b32 s3, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_kmcnt 0x0
	v_cmpx_gt_u32_e64 s2, v0
	s_cbranch_execz .LBB0_42
; %bb.3:
	s_load_b64 s[0:1], s[0:1], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 1
	s_mov_b32 s2, exec_lo
	s_mov_b32 s20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, s0, s0, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, s0
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
	v_lshrrev_b32_e32 v1, 8, v0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s0, s2
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_readlane_b32 s1, v1, s0
	s_lshl_b32 s0, 1, s0
	s_add_co_i32 s20, s20, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s2, s2, s0
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_and_saveexec_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s20
	global_atomic_add_u32 v1, v3, s[6:7] scope:SCOPE_DEV
.LBB0_7:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s20, v0, s2
	s_lshl_b32 s2, 1, s2
	s_max_u32 s1, s1, s20
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s2
	s_cbranch_scc1 .LBB0_8
; %bb.9:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s1
	global_atomic_max_u32 v1, v3, s[6:7] offset:4 scope:SCOPE_DEV
.LBB0_11:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v1, 0x80000001, v0
	s_mov_b32 s0, exec_lo
	s_mov_b32 s2, -1
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s20, v1, s1
	s_lshl_b32 s1, 1, s1
	s_and_b32 s2, s2, s20
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s1
	s_cbranch_scc1 .LBB0_12
; %bb.13:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s20, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s20
	s_cbranch_execz .LBB0_15
; %bb.14:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s2
	global_atomic_and_b32 v1, v3, s[6:7] offset:8 scope:SCOPE_DEV
.LBB0_15:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v1, 0x7ffffffe, v0
	s_mov_b32 s0, exec_lo
.LBB0_16:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s20, v1, s2
	s_lshl_b32 s2, 1, s2
	s_or_b32 s1, s1, s20
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s2
	s_cbranch_scc1 .LBB0_16
; %bb.17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s20, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s20
	s_cbranch_execz .LBB0_19
; %bb.18:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s1
	global_atomic_or_b32 v1, v3, s[6:7] offset:12 scope:SCOPE_DEV
.LBB0_19:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
.LBB0_20:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s20, v0, s1
	s_lshl_b32 s1, 1, s1
	s_xor_b32 s2, s2, s20
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s1
	s_cbranch_scc1 .LBB0_20
; %bb.21:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s1
	s_cbranch_execz .LBB0_23
; %bb.22:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s2
	global_atomic_xor_b32 v1, v3, s[6:7] offset:16 scope:SCOPE_DEV
.LBB0_23:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	s_brev_b32 s1, -2
.LBB0_24:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s6, v0, s2
	s_lshl_b32 s2, 1, s2
	s_min_i32 s1, s1, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s2
	s_cbranch_scc1 .LBB0_24
; %bb.25:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_27
; %bb.26:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s1
	global_atomic_min_i32 v1, v3, s[8:9] scope:SCOPE_DEV
.LBB0_27:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	s_brev_b32 s1, 1
.LBB0_28:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s6, v0, s2
	s_lshl_b32 s2, 1, s2
	s_max_i32 s1, s1, s6
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s2
	s_cbranch_scc1 .LBB0_28
; %bb.29:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_31
; %bb.30:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s1
	global_atomic_max_i32 v1, v3, s[8:9] offset:4 scope:SCOPE_DEV
.LBB0_31:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_cvt_f32_ubyte0_e32 v1, v0
	s_mov_b32 s0, exec_lo
	s_brev_b32 s1, 1
.LBB0_32:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s6, v1, s2
	s_lshl_b32 s2, 1, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s2
	s_add_f32 s1, s1, s6
	s_cbranch_scc1 .LBB0_32
; %bb.33:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s2
	s_cbranch_execz .LBB0_35
; %bb.34:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s1
	global_atomic_add_f32 v1, v3, s[10:11] scope:SCOPE_DEV
.LBB0_35:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_cvt_f32_i32_e32 v1, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v3, 0.5, v1
	v_mov_b32_e32 v1, 0x7fc00000
.LBB0_36:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s1, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v1, v1, v1
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s2, v3, s1
	s_lshl_b32 s1, 1, s1
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s0, s0, s1
	v_max_num_f32_e64 v4, s2, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v1, v1, v4
	s_cbranch_scc1 .LBB0_36
; %bb.37:
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v3
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s0, exec_lo, s1
	s_cbranch_execz .LBB0_39
; %bb.38:
	v_mov_b32_e32 v3, 0
	global_atomic_max_num_f32 v3, v1, s[12:13] scope:SCOPE_DEV
.LBB0_39:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	s_mov_b32 s1, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v1, s2, 0
                                        ; implicit-def: $vgpr3
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_41
; %bb.40:
	s_bcnt1_i32_b32 s0, s2
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s0
	global_atomic_add_u32 v3, v3, v4, s[14:15] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s0, v3
	v_mov_b32_e32 v4, 0
	v_lshrrev_b32_e32 v5, 4, v0
	v_and_b32_e32 v0, 15, v0
	s_wait_alu depctr_va_sdst(0)
	v_add_nc_u32_e32 v3, s0, v1
	v_mov_b32_e32 v1, 1
	v_and_b32_e32 v5, 0x1fc, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, s0, s16, v3
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s17, v4, s0
	global_atomic_add_u32 v[3:4], v1, off scope:SCOPE_DEV
	global_atomic_add_u32 v5, v0, s[18:19] scope:SCOPE_DEV
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_45
; %bb.43:
	ds_load_b32 v0, v2
	s_wait_dscnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v0
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_45
; %bb.44:
	global_atomic_add_u32 v2, v0, s[4:5] scope:SCOPE_DEV
.LBB0_45:
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 21
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 13
		.amdhsa_round_robin_scheduling 0
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
	.set atomics.numbered_sgpr, 21
	.set atomics.num_named_barrier, 0
	.set atomics.private_seg_size, 0
	.set atomics.uses_vcc, 1
	.set atomics.uses_flat_scratch, 0
	.set atomics.has_dyn_sized_stack, 0
	.set atomics.has_recursion, 0
	.set atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1540
; TotalNumSgprs: 23
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_atomics ; -- Begin function __clang_ocl_kern_imp_atomics
	.globl	__clang_ocl_kern_imp_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics,@function
__clang_ocl_kern_imp_atomics:           ; @__clang_ocl_kern_imp_atomics
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v21, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 64, v21
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v19, 0
	s_trap 2
	ds_store_b32 v0, v19
.LBB1_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_lshl_add_u32 v19, ttmp9, 8, v21
	s_mov_b32 s1, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e64 v19, v0
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_mov_b32_e32 v20, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[22:23], 2, v[19:20]
	v_add_co_u32 v0, s0, v1, v22
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v2, v23, s0
	v_mov_b32_e32 v22, 1
	global_load_b32 v2, v[0:1], off
	s_trap 2
	ds_add_u32 v0, v22
	s_wait_loadcnt 0x0
	v_lshrrev_b32_e32 v0, 8, v2
	v_cvt_f32_i32_e32 v1, v2
	v_or_b32_e32 v19, 0x80000001, v2
	v_and_b32_e32 v23, 0x7ffffffe, v2
	v_cvt_f32_ubyte0_e32 v24, v2
	global_atomic_add_u32 v[5:6], v0, off scope:SCOPE_DEV
	v_mul_f32_e32 v0, 0.5, v1
	s_clause 0x3
	global_atomic_max_u32 v[5:6], v2, off offset:4 scope:SCOPE_DEV
	global_atomic_and_b32 v[5:6], v19, off offset:8 scope:SCOPE_DEV
	global_atomic_or_b32 v[5:6], v23, off offset:12 scope:SCOPE_DEV
	global_atomic_xor_b32 v[5:6], v2, off offset:16 scope:SCOPE_DEV
	s_clause 0x1
	global_atomic_min_i32 v[7:8], v2, off scope:SCOPE_DEV
	global_atomic_max_i32 v[7:8], v2, off offset:4 scope:SCOPE_DEV
	global_atomic_add_f32 v[9:10], v24, off scope:SCOPE_DEV
	global_atomic_max_num_f32 v[11:12], v0, off scope:SCOPE_DEV
	global_atomic_add_u32 v19, v[13:14], v22, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_lshrrev_b32_e32 v5, 4, v2
	v_and_b32_e32 v2, 15, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x1fc, v5
	s_wait_loadcnt 0x0
	v_lshlrev_b64_e32 v[0:1], 2, v[19:20]
	v_add_co_u32 v0, s0, v15, v0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v16, v1, s0
	v_add_co_u32 v5, s0, v17, v5
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v6, null, 0, v18, s0
	global_atomic_add_u32 v[0:1], v22, off scope:SCOPE_DEV
	global_atomic_add_u32 v[5:6], v2, off scope:SCOPE_DEV
.LBB1_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_storecnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_7
; %bb.5:
	s_trap 2
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_cmp_ne_u32_e32 vcc_lo, 0, v0
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_lshlrev_b32_e32 v1, 2, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v3, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, 0, v4, vcc_lo
	global_atomic_add_u32 v[1:2], v0, off scope:SCOPE_DEV
.LBB1_7:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
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
; codeLenInByte = 564
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
  - .args:
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
