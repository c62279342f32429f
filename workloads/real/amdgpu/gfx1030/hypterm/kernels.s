	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii ; -- Begin function _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.globl	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.p2align	8
	.type	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii,@function
_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii: ; @_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[4:5], 0x9c
	s_load_dwordx2 s[24:25], s[4:5], 0x84
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	s_and_b32 s2, s0, 0xffff
	s_lshr_b32 s0, s0, 16
	s_mul_i32 s6, s6, s2
	s_mul_i32 s7, s7, s0
	s_mul_i32 s8, s8, s1
	s_max_i32 s0, s6, 0
	s_max_i32 s1, s7, 0
	s_max_i32 s2, s8, 0
	v_add_nc_u32_e32 v0, s0, v0
	v_add_nc_u32_e32 v1, s1, v1
	v_add_nc_u32_e32 v2, s2, v2
	s_add_i32 s0, s25, -5
	v_min3_u32 v3, v0, v1, v2
	v_max3_i32 v4, v0, v1, v2
	v_cmp_lt_u32_e32 vcc_lo, 3, v3
	v_cmp_ge_i32_e64 s0, s0, v4
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_u64_u32 v[1:2], null, v2, s24, v[1:2]
	s_clause 0x3
	s_load_dwordx4 s[16:19], s[4:5], 0x60
	s_load_dwordx4 s[20:23], s[4:5], 0x40
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx8 s[0:7], s[4:5], 0x20
	s_brev_b32 s26, 5
	s_mov_b32 s27, 0x3fc99999
	s_mov_b32 s29, 0x3fe99999
	s_mov_b32 s28, s26
	v_mad_u64_u32 v[0:1], null, v1, s25, v[0:1]
	s_brev_b32 s24, 6
	s_mov_b32 s25, 0x3fa374bc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[32:33], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s2, v32
	v_add_co_ci_u32_e64 v1, null, s3, v33, vcc_lo
	s_mov_b32 s2, 2.0
	s_mov_b32 s3, 0xbf6cac08
	s_clause 0x3
	global_load_dwordx4 v[34:37], v[0:1], off offset:24
	global_load_dwordx4 v[38:41], v[0:1], off offset:8
	global_load_dwordx4 v[42:45], v[0:1], off offset:-16
	global_load_dwordx4 v[46:49], v[0:1], off offset:-32
	s_waitcnt vmcnt(1)
	v_add_f64 v[2:3], v[40:41], -v[42:43]
	v_add_f64 v[0:1], v[38:39], -v[44:45]
	v_mul_f64 v[2:3], v[2:3], s[26:27]
	v_fma_f64 v[0:1], v[0:1], s[28:29], -v[2:3]
	s_waitcnt vmcnt(0)
	v_add_f64 v[2:3], v[34:35], -v[48:49]
	v_fma_f64 v[0:1], v[2:3], s[24:25], v[0:1]
	v_add_f64 v[2:3], v[36:37], -v[46:47]
	v_fma_f64 v[0:1], v[2:3], s[2:3], v[0:1]
	v_add_co_u32 v2, vcc_lo, s8, v32
	v_add_co_ci_u32_e64 v3, null, s9, v33, vcc_lo
	v_add_co_u32 v4, vcc_lo, s22, v32
	v_add_co_ci_u32_e64 v5, null, s23, v33, vcc_lo
	v_add_co_u32 v12, vcc_lo, s16, v32
	v_add_co_ci_u32_e64 v13, null, s17, v33, vcc_lo
	v_mul_f64 v[0:1], v[0:1], -s[18:19]
	global_store_dwordx2 v[2:3], v[0:1], off
	s_clause 0x3
	global_load_dwordx4 v[0:3], v[4:5], off offset:24
	global_load_dwordx4 v[16:19], v[4:5], off offset:8
	global_load_dwordx4 v[20:23], v[4:5], off offset:-16
	global_load_dwordx4 v[4:7], v[4:5], off offset:-32
	s_waitcnt vmcnt(1)
	v_mul_f64 v[8:9], v[44:45], v[22:23]
	v_mul_f64 v[42:43], v[42:43], v[20:21]
	v_fma_f64 v[38:39], v[38:39], v[16:17], -v[8:9]
	s_clause 0x3
	global_load_dwordx4 v[8:11], v[12:13], off offset:24
	global_load_dwordx4 v[24:27], v[12:13], off offset:8
	global_load_dwordx4 v[28:31], v[12:13], off offset:-16
	global_load_dwordx4 v[12:15], v[12:13], off offset:-32
	v_fma_f64 v[40:41], v[40:41], v[18:19], -v[42:43]
	s_waitcnt vmcnt(1)
	v_add_f64 v[42:43], v[26:27], -v[28:29]
	v_add_f64 v[44:45], v[24:25], -v[30:31]
	v_add_f64 v[40:41], v[40:41], v[42:43]
	v_add_f64 v[38:39], v[38:39], v[44:45]
	v_mul_f64 v[40:41], v[40:41], s[26:27]
	v_fma_f64 v[38:39], v[38:39], s[28:29], -v[40:41]
	v_mul_f64 v[40:41], v[48:49], v[6:7]
	v_fma_f64 v[34:35], v[34:35], v[0:1], -v[40:41]
	s_waitcnt vmcnt(0)
	v_add_f64 v[40:41], v[8:9], -v[14:15]
	v_add_f64 v[34:35], v[34:35], v[40:41]
	v_fma_f64 v[34:35], v[34:35], s[24:25], v[38:39]
	v_mul_f64 v[38:39], v[46:47], v[4:5]
	v_fma_f64 v[36:37], v[36:37], v[2:3], -v[38:39]
	v_add_f64 v[38:39], v[10:11], -v[12:13]
	v_add_f64 v[36:37], v[36:37], v[38:39]
	v_fma_f64 v[34:35], v[36:37], s[2:3], v[34:35]
	v_add_co_u32 v36, vcc_lo, s10, v32
	v_add_co_ci_u32_e64 v37, null, s11, v33, vcc_lo
	v_add_co_u32 v46, vcc_lo, s4, v32
	v_add_co_ci_u32_e64 v47, null, s5, v33, vcc_lo
	v_mul_f64 v[34:35], v[34:35], -s[18:19]
	global_store_dwordx2 v[36:37], v[34:35], off
	s_clause 0x3
	global_load_dwordx4 v[34:37], v[46:47], off offset:24
	global_load_dwordx4 v[38:41], v[46:47], off offset:8
	global_load_dwordx4 v[42:45], v[46:47], off offset:-16
	global_load_dwordx4 v[46:49], v[46:47], off offset:-32
	s_waitcnt vmcnt(1)
	v_mul_f64 v[42:43], v[20:21], v[42:43]
	v_mul_f64 v[44:45], v[22:23], v[44:45]
	v_fma_f64 v[40:41], v[18:19], v[40:41], -v[42:43]
	v_fma_f64 v[38:39], v[16:17], v[38:39], -v[44:45]
	v_mul_f64 v[40:41], v[40:41], s[26:27]
	v_fma_f64 v[38:39], v[38:39], s[28:29], -v[40:41]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[40:41], v[6:7], v[48:49]
	v_fma_f64 v[34:35], v[0:1], v[34:35], -v[40:41]
	v_fma_f64 v[34:35], v[34:35], s[24:25], v[38:39]
	v_mul_f64 v[38:39], v[4:5], v[46:47]
	v_fma_f64 v[36:37], v[2:3], v[36:37], -v[38:39]
	v_fma_f64 v[34:35], v[36:37], s[2:3], v[34:35]
	v_add_co_u32 v36, vcc_lo, s12, v32
	v_add_co_ci_u32_e64 v37, null, s13, v33, vcc_lo
	v_add_co_u32 v46, vcc_lo, s6, v32
	v_add_co_ci_u32_e64 v47, null, s7, v33, vcc_lo
	v_mul_f64 v[34:35], v[34:35], -s[18:19]
	global_store_dwordx2 v[36:37], v[34:35], off
	s_clause 0x3
	global_load_dwordx4 v[34:37], v[46:47], off offset:24
	global_load_dwordx4 v[38:41], v[46:47], off offset:8
	global_load_dwordx4 v[42:45], v[46:47], off offset:-16
	global_load_dwordx4 v[46:49], v[46:47], off offset:-32
	s_waitcnt vmcnt(1)
	v_mul_f64 v[42:43], v[20:21], v[42:43]
	v_mul_f64 v[44:45], v[22:23], v[44:45]
	v_fma_f64 v[40:41], v[18:19], v[40:41], -v[42:43]
	v_fma_f64 v[38:39], v[16:17], v[38:39], -v[44:45]
	v_mul_f64 v[40:41], v[40:41], s[26:27]
	v_fma_f64 v[38:39], v[38:39], s[28:29], -v[40:41]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[40:41], v[6:7], v[48:49]
	v_fma_f64 v[34:35], v[0:1], v[34:35], -v[40:41]
	v_fma_f64 v[34:35], v[34:35], s[24:25], v[38:39]
	v_mul_f64 v[38:39], v[4:5], v[46:47]
	v_fma_f64 v[36:37], v[2:3], v[36:37], -v[38:39]
	v_fma_f64 v[34:35], v[36:37], s[2:3], v[34:35]
	v_add_co_u32 v36, vcc_lo, s14, v32
	v_add_co_ci_u32_e64 v37, null, s15, v33, vcc_lo
	v_add_co_u32 v46, vcc_lo, s20, v32
	v_add_co_ci_u32_e64 v47, null, s21, v33, vcc_lo
	v_mul_f64 v[34:35], v[34:35], -s[18:19]
	global_store_dwordx2 v[36:37], v[34:35], off
	s_clause 0x3
	global_load_dwordx4 v[34:37], v[46:47], off offset:24
	global_load_dwordx4 v[38:41], v[46:47], off offset:8
	global_load_dwordx4 v[42:45], v[46:47], off offset:-16
	global_load_dwordx4 v[46:49], v[46:47], off offset:-32
	s_waitcnt vmcnt(1)
	v_mul_f64 v[44:45], v[22:23], v[44:45]
	v_mul_f64 v[22:23], v[22:23], v[30:31]
	v_fma_f64 v[38:39], v[16:17], v[38:39], -v[44:45]
	v_fma_f64 v[16:17], v[16:17], v[24:25], -v[22:23]
	v_mul_f64 v[22:23], v[20:21], v[42:43]
	v_mul_f64 v[20:21], v[20:21], v[28:29]
	v_add_f64 v[16:17], v[16:17], v[38:39]
	v_fma_f64 v[22:23], v[18:19], v[40:41], -v[22:23]
	v_fma_f64 v[18:19], v[18:19], v[26:27], -v[20:21]
	v_add_f64 v[18:19], v[18:19], v[22:23]
	v_mul_f64 v[18:19], v[18:19], s[26:27]
	v_fma_f64 v[16:17], v[16:17], s[28:29], -v[18:19]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[18:19], v[6:7], v[48:49]
	v_mul_f64 v[6:7], v[6:7], v[14:15]
	v_fma_f64 v[18:19], v[0:1], v[34:35], -v[18:19]
	v_fma_f64 v[0:1], v[0:1], v[8:9], -v[6:7]
	v_mul_f64 v[6:7], v[4:5], v[46:47]
	v_mul_f64 v[4:5], v[4:5], v[12:13]
	v_add_f64 v[0:1], v[0:1], v[18:19]
	v_fma_f64 v[6:7], v[2:3], v[36:37], -v[6:7]
	v_fma_f64 v[2:3], v[2:3], v[10:11], -v[4:5]
	v_fma_f64 v[0:1], v[0:1], s[24:25], v[16:17]
	v_add_f64 v[2:3], v[2:3], v[6:7]
	v_fma_f64 v[0:1], v[2:3], s[2:3], v[0:1]
	v_add_co_u32 v2, vcc_lo, s0, v32
	v_add_co_ci_u32_e64 v3, null, s1, v33, vcc_lo
	v_mul_f64 v[0:1], v[0:1], -s[18:19]
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 400
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 30
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
	.size	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii, .Lfunc_end0-_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
                                        ; -- End function
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_vgpr, 50
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_agpr, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.numbered_sgpr, 30
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_named_barrier, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.private_seg_size, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_vcc, 1
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_flat_scratch, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_dyn_sized_stack, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_recursion, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1368
; TotalNumSgprs: 32
; NumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 50
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii ; -- Begin function _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.globl	_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.p2align	8
	.type	_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii,@function
_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii: ; @_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[4:5], 0x9c
	s_load_dwordx2 s[28:29], s[4:5], 0x84
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	s_and_b32 s2, s0, 0xffff
	s_lshr_b32 s0, s0, 16
	s_mul_i32 s6, s6, s2
	s_mul_i32 s7, s7, s0
	s_mul_i32 s8, s8, s1
	s_max_i32 s0, s6, 0
	s_max_i32 s1, s7, 0
	s_max_i32 s2, s8, 0
	v_add_nc_u32_e32 v0, s0, v0
	v_add_nc_u32_e32 v4, s1, v1
	v_add_nc_u32_e32 v1, s2, v2
	s_add_i32 s0, s29, -5
	v_min3_u32 v2, v0, v4, v1
	v_max3_i32 v3, v0, v4, v1
	v_cmp_lt_u32_e32 vcc_lo, 3, v2
	v_cmp_ge_i32_e64 s0, s0, v3
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mul_lo_u32 v3, v1, s28
	s_clause 0x5
	s_load_dwordx2 s[6:7], s[4:5], 0x60
	s_load_dwordx4 s[24:27], s[4:5], 0x50
	s_load_dwordx2 s[30:31], s[4:5], 0x40
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	s_load_dwordx4 s[0:3], s[4:5], 0x70
	s_ashr_i32 s5, s29, 31
	s_mov_b32 s4, s29
	s_brev_b32 s36, 5
	s_lshl_b64 s[40:41], s[4:5], 3
	s_mov_b32 s37, 0x3fc99999
	s_mov_b32 s39, 0x3fe99999
	v_add_nc_u32_e32 v31, v4, v3
	s_mov_b32 s38, s36
	s_brev_b32 s34, 6
	s_mov_b32 s35, 0x3fa374bc
	s_mov_b32 s4, 2.0
	v_add_nc_u32_e32 v5, 1, v31
	v_add_nc_u32_e32 v10, -1, v31
	v_add_nc_u32_e32 v19, -2, v31
	v_add_nc_u32_e32 v25, -3, v31
	s_mov_b32 s5, 0xbf6cac08
	v_mad_u64_u32 v[1:2], null, v5, s29, v[0:1]
	v_add_nc_u32_e32 v3, s28, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[6:7], 3, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s12, v6
	v_add_co_ci_u32_e64 v2, null, s13, v7, vcc_lo
	v_mad_u64_u32 v[10:11], null, v10, s29, v[0:1]
	global_load_dwordx2 v[8:9], v[1:2], off
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[11:12], 3, v[10:11]
	v_add_co_u32 v13, vcc_lo, s12, v11
	v_add_co_ci_u32_e64 v14, null, s13, v12, vcc_lo
	global_load_dwordx2 v[13:14], v[13:14], off
	v_add_co_u32 v1, vcc_lo, v1, s40
	v_add_co_ci_u32_e64 v2, null, s41, v2, vcc_lo
	v_mad_u64_u32 v[19:20], null, v19, s29, v[0:1]
	global_load_dwordx2 v[17:18], v[1:2], off
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[19:20], 3, v[19:20]
	v_add_co_u32 v21, vcc_lo, s12, v19
	v_add_co_ci_u32_e64 v22, null, s13, v20, vcc_lo
	global_load_dwordx2 v[21:22], v[21:22], off
	v_add_co_u32 v1, vcc_lo, v1, s40
	v_add_co_ci_u32_e64 v2, null, s41, v2, vcc_lo
	v_mad_u64_u32 v[25:26], null, v25, s29, v[0:1]
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64 v[25:26], 3, v[25:26]
	v_add_co_u32 v27, vcc_lo, s12, v25
	v_add_co_ci_u32_e64 v28, null, s13, v26, vcc_lo
	global_load_dwordx2 v[27:28], v[27:28], off
	s_waitcnt vmcnt(3)
	v_add_f64 v[15:16], v[8:9], -v[13:14]
	s_waitcnt vmcnt(1)
	v_add_f64 v[23:24], v[17:18], -v[21:22]
	v_mul_f64 v[23:24], v[23:24], s[36:37]
	v_fma_f64 v[15:16], v[15:16], s[38:39], -v[23:24]
	global_load_dwordx2 v[23:24], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s40
	v_add_co_ci_u32_e64 v2, null, s41, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_add_f64 v[29:30], v[23:24], -v[27:28]
	v_fma_f64 v[15:16], v[29:30], s[34:35], v[15:16]
	global_load_dwordx2 v[29:30], v[1:2], off
	v_add_nc_u32_e32 v1, -4, v31
	v_mad_u64_u32 v[1:2], null, v1, s29, v[0:1]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[31:32], 3, v[1:2]
	v_add_co_u32 v1, vcc_lo, s12, v31
	v_add_co_ci_u32_e64 v2, null, s13, v32, vcc_lo
	global_load_dwordx2 v[33:34], v[1:2], off
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[29:30], -v[33:34]
	v_fma_f64 v[15:16], v[1:2], s[4:5], v[15:16]
	v_add_nc_u32_e32 v1, s29, v10
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_co_u32 v35, vcc_lo, s16, v1
	v_add_co_ci_u32_e64 v36, null, s17, v2, vcc_lo
	global_load_dwordx2 v[37:38], v[35:36], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[15:16], -s[0:1], v[15:16], v[37:38]
	global_store_dwordx2 v[35:36], v[15:16], off
	v_add_co_u32 v15, vcc_lo, s10, v6
	v_add_co_ci_u32_e64 v16, null, s11, v7, vcc_lo
	v_add_co_u32 v37, vcc_lo, s24, v6
	v_add_co_ci_u32_e64 v38, null, s25, v7, vcc_lo
	v_add_co_u32 v41, vcc_lo, s10, v11
	v_add_co_ci_u32_e64 v42, null, s11, v12, vcc_lo
	v_add_co_u32 v43, vcc_lo, s24, v11
	v_add_co_ci_u32_e64 v44, null, s25, v12, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[41:42], v[41:42], off
	global_load_dwordx2 v[35:36], v[15:16], off
	s_clause 0x1
	global_load_dwordx2 v[39:40], v[37:38], off
	global_load_dwordx2 v[43:44], v[43:44], off
	v_add_co_u32 v15, vcc_lo, v15, s40
	v_add_co_ci_u32_e64 v16, null, s41, v16, vcc_lo
	v_add_co_u32 v37, vcc_lo, v37, s40
	v_add_co_ci_u32_e64 v38, null, s41, v38, vcc_lo
	v_add_co_u32 v47, vcc_lo, s10, v19
	v_add_co_ci_u32_e64 v48, null, s11, v20, vcc_lo
	v_add_co_u32 v49, vcc_lo, s24, v19
	v_add_co_ci_u32_e64 v50, null, s25, v20, vcc_lo
	global_load_dwordx2 v[47:48], v[47:48], off
	s_clause 0x1
	global_load_dwordx2 v[45:46], v[37:38], off
	global_load_dwordx2 v[49:50], v[49:50], off
	s_waitcnt vmcnt(3)
	v_mul_f64 v[41:42], v[41:42], v[43:44]
	v_mul_f64 v[13:14], v[13:14], v[43:44]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[47:48], v[47:48], v[49:50]
	v_fma_f64 v[35:36], v[35:36], v[39:40], -v[41:42]
	global_load_dwordx2 v[41:42], v[15:16], off
	v_add_co_u32 v15, vcc_lo, v15, s40
	v_add_co_ci_u32_e64 v16, null, s41, v16, vcc_lo
	v_add_co_u32 v37, vcc_lo, v37, s40
	v_add_co_ci_u32_e64 v38, null, s41, v38, vcc_lo
	v_add_co_u32 v51, vcc_lo, s10, v25
	v_add_co_ci_u32_e64 v52, null, s11, v26, vcc_lo
	v_add_co_u32 v53, vcc_lo, s24, v25
	v_add_co_ci_u32_e64 v54, null, s25, v26, vcc_lo
	global_load_dwordx2 v[51:52], v[51:52], off
	v_fma_f64 v[8:9], v[8:9], v[39:40], -v[13:14]
	global_load_dwordx2 v[53:54], v[53:54], off
	s_waitcnt vmcnt(2)
	v_fma_f64 v[41:42], v[41:42], v[45:46], -v[47:48]
	global_load_dwordx2 v[47:48], v[37:38], off
	s_waitcnt vmcnt(1)
	v_mul_f64 v[51:52], v[51:52], v[53:54]
	v_mul_f64 v[41:42], v[41:42], s[36:37]
	v_fma_f64 v[35:36], v[35:36], s[38:39], -v[41:42]
	global_load_dwordx2 v[41:42], v[15:16], off
	v_add_co_u32 v15, vcc_lo, v15, s40
	v_add_co_ci_u32_e64 v16, null, s41, v16, vcc_lo
	v_add_co_u32 v37, vcc_lo, v37, s40
	v_add_co_ci_u32_e64 v38, null, s41, v38, vcc_lo
	global_load_dwordx2 v[15:16], v[15:16], off
	global_load_dwordx2 v[37:38], v[37:38], off
	s_waitcnt vmcnt(2)
	v_fma_f64 v[41:42], v[41:42], v[47:48], -v[51:52]
	v_fma_f64 v[35:36], v[41:42], s[34:35], v[35:36]
	v_add_co_u32 v41, vcc_lo, s10, v31
	v_add_co_ci_u32_e64 v42, null, s11, v32, vcc_lo
	v_add_co_u32 v51, vcc_lo, s24, v31
	v_add_co_ci_u32_e64 v52, null, s25, v32, vcc_lo
	global_load_dwordx2 v[41:42], v[41:42], off
	global_load_dwordx2 v[51:52], v[51:52], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[41:42], v[41:42], v[51:52]
	v_fma_f64 v[15:16], v[15:16], v[37:38], -v[41:42]
	v_fma_f64 v[15:16], v[15:16], s[4:5], v[35:36]
	v_add_co_u32 v35, vcc_lo, s18, v1
	v_add_co_ci_u32_e64 v36, null, s19, v2, vcc_lo
	v_add_co_u32 v13, vcc_lo, s6, v6
	v_add_co_ci_u32_e64 v14, null, s7, v7, vcc_lo
	global_load_dwordx2 v[41:42], v[35:36], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[15:16], -s[0:1], v[15:16], v[41:42]
	global_store_dwordx2 v[35:36], v[15:16], off
	v_add_co_u32 v35, vcc_lo, s6, v11
	v_add_co_ci_u32_e64 v36, null, s7, v12, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[15:16], v[13:14], off
	global_load_dwordx2 v[35:36], v[35:36], off
	v_add_co_u32 v13, vcc_lo, v13, s40
	v_add_co_ci_u32_e64 v14, null, s41, v14, vcc_lo
	s_waitcnt vmcnt(0)
	v_add_f64 v[15:16], v[15:16], -v[35:36]
	v_add_f64 v[8:9], v[8:9], v[15:16]
	v_mul_f64 v[15:16], v[21:22], v[49:50]
	v_add_co_u32 v21, vcc_lo, s6, v19
	v_add_co_ci_u32_e64 v22, null, s7, v20, vcc_lo
	global_load_dwordx2 v[21:22], v[21:22], off
	v_fma_f64 v[15:16], v[17:18], v[45:46], -v[15:16]
	global_load_dwordx2 v[17:18], v[13:14], off
	v_add_co_u32 v13, vcc_lo, v13, s40
	v_add_co_ci_u32_e64 v14, null, s41, v14, vcc_lo
	s_waitcnt vmcnt(0)
	v_add_f64 v[17:18], v[17:18], -v[21:22]
	v_add_co_u32 v21, vcc_lo, s6, v25
	v_add_co_ci_u32_e64 v22, null, s7, v26, vcc_lo
	global_load_dwordx2 v[21:22], v[21:22], off
	v_add_f64 v[15:16], v[15:16], v[17:18]
	global_load_dwordx2 v[17:18], v[13:14], off
	v_add_co_u32 v13, vcc_lo, v13, s40
	v_add_co_ci_u32_e64 v14, null, s41, v14, vcc_lo
	global_load_dwordx2 v[13:14], v[13:14], off
	v_mul_f64 v[15:16], v[15:16], s[36:37]
	v_fma_f64 v[8:9], v[8:9], s[38:39], -v[15:16]
	v_mul_f64 v[15:16], v[27:28], v[53:54]
	v_fma_f64 v[15:16], v[23:24], v[47:48], -v[15:16]
	s_waitcnt vmcnt(1)
	v_add_f64 v[17:18], v[17:18], -v[21:22]
	v_add_f64 v[15:16], v[15:16], v[17:18]
	v_add_co_u32 v17, vcc_lo, s6, v31
	v_add_co_ci_u32_e64 v18, null, s7, v32, vcc_lo
	global_load_dwordx2 v[17:18], v[17:18], off
	v_fma_f64 v[8:9], v[15:16], s[34:35], v[8:9]
	v_mul_f64 v[15:16], v[33:34], v[51:52]
	v_fma_f64 v[15:16], v[29:30], v[37:38], -v[15:16]
	s_waitcnt vmcnt(0)
	v_add_f64 v[13:14], v[13:14], -v[17:18]
	v_add3_u32 v17, v5, s28, -1
	v_add_f64 v[13:14], v[15:16], v[13:14]
	v_fma_f64 v[8:9], v[13:14], s[4:5], v[8:9]
	v_add_co_u32 v13, vcc_lo, s20, v1
	v_add_co_ci_u32_e64 v14, null, s21, v2, vcc_lo
	v_add_co_u32 v6, vcc_lo, s14, v6
	v_add_co_ci_u32_e64 v7, null, s15, v7, vcc_lo
	global_load_dwordx2 v[15:16], v[13:14], off
	v_add_co_u32 v10, vcc_lo, s14, v11
	v_add_co_ci_u32_e64 v11, null, s15, v12, vcc_lo
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(1)
	v_fma_f64 v[8:9], -s[0:1], v[8:9], v[15:16]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[10:11], v[43:44], v[10:11]
	global_store_dwordx2 v[13:14], v[8:9], off
	global_load_dwordx2 v[8:9], v[6:7], off
	v_add_co_u32 v6, vcc_lo, v6, s40
	v_add_co_ci_u32_e64 v7, null, s41, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, s14, v19
	v_add_co_ci_u32_e64 v13, null, s15, v20, vcc_lo
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(1)
	v_fma_f64 v[8:9], v[39:40], v[8:9], -v[10:11]
	global_load_dwordx2 v[10:11], v[6:7], off
	v_add_co_u32 v6, vcc_lo, v6, s40
	v_add_co_ci_u32_e64 v7, null, s41, v7, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f64 v[12:13], v[49:50], v[12:13]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[10:11], v[45:46], v[10:11], -v[12:13]
	v_add_co_u32 v12, vcc_lo, s14, v25
	v_add_co_ci_u32_e64 v13, null, s15, v26, vcc_lo
	global_load_dwordx2 v[12:13], v[12:13], off
	v_mul_f64 v[10:11], v[10:11], s[36:37]
	v_fma_f64 v[8:9], v[8:9], s[38:39], -v[10:11]
	global_load_dwordx2 v[10:11], v[6:7], off
	v_add_co_u32 v6, vcc_lo, v6, s40
	v_add_co_ci_u32_e64 v7, null, s41, v7, vcc_lo
	global_load_dwordx2 v[6:7], v[6:7], off
	s_waitcnt vmcnt(2)
	v_mul_f64 v[12:13], v[53:54], v[12:13]
	s_waitcnt vmcnt(1)
	v_fma_f64 v[10:11], v[47:48], v[10:11], -v[12:13]
	v_fma_f64 v[8:9], v[10:11], s[34:35], v[8:9]
	v_add_co_u32 v10, vcc_lo, s14, v31
	v_add_co_ci_u32_e64 v11, null, s15, v32, vcc_lo
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[10:11], v[51:52], v[10:11]
	v_fma_f64 v[6:7], v[37:38], v[6:7], -v[10:11]
	v_fma_f64 v[6:7], v[6:7], s[4:5], v[8:9]
	v_add_co_u32 v8, vcc_lo, s22, v1
	v_add_co_ci_u32_e64 v9, null, s23, v2, vcc_lo
	global_load_dwordx2 v[10:11], v[8:9], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[6:7], -s[0:1], v[6:7], v[10:11]
	s_lshl_b32 s0, s28, 1
	s_mul_i32 s1, s28, -6
	v_subrev_nc_u32_e32 v3, s0, v3
	s_lshl_b32 s0, s28, 2
	v_add_nc_u32_e32 v11, v3, v4
	v_mad_u64_u32 v[11:12], null, v11, s29, v[0:1]
	v_ashrrev_i32_e32 v12, 31, v11
	global_store_dwordx2 v[8:9], v[6:7], off
	v_mad_u64_u32 v[5:6], null, v17, s29, v[0:1]
	v_lshlrev_b64 v[11:12], 3, v[11:12]
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 3, v[5:6]
	v_add_co_u32 v7, vcc_lo, s30, v5
	v_add_co_ci_u32_e64 v8, null, s31, v6, vcc_lo
	v_add_co_u32 v9, vcc_lo, s26, v5
	v_add_co_ci_u32_e64 v10, null, s27, v6, vcc_lo
	v_add_co_u32 v13, vcc_lo, s30, v11
	v_add_co_ci_u32_e64 v14, null, s31, v12, vcc_lo
	v_add_co_u32 v15, vcc_lo, s26, v11
	global_load_dwordx2 v[7:8], v[7:8], off
	v_add_co_ci_u32_e64 v16, null, s27, v12, vcc_lo
	v_add_co_u32 v5, vcc_lo, s6, v5
	global_load_dwordx2 v[9:10], v[9:10], off
	v_add_co_ci_u32_e64 v6, null, s7, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, s6, v11
	global_load_dwordx2 v[13:14], v[13:14], off
	v_add_co_ci_u32_e64 v12, null, s7, v12, vcc_lo
	global_load_dwordx2 v[15:16], v[15:16], off
	s_clause 0x1
	global_load_dwordx2 v[5:6], v[5:6], off
	global_load_dwordx2 v[11:12], v[11:12], off
	s_waitcnt vmcnt(2)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[11:12], v[15:16], v[11:12]
	v_fma_f64 v[7:8], v[7:8], v[9:10], -v[13:14]
	v_fma_f64 v[5:6], v[9:10], v[5:6], -v[11:12]
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_mad_u64_u32 v[7:8], null, s28, 3, v[3:4]
	v_add_nc_u32_e32 v3, s28, v17
	v_mad_u64_u32 v[8:9], null, v3, s29, v[0:1]
	v_subrev_nc_u32_e32 v20, s0, v7
	s_mul_i32 s0, s28, 5
	v_add_nc_u32_e32 v7, v20, v4
	v_ashrrev_i32_e32 v9, 31, v8
	v_mad_u64_u32 v[14:15], null, v7, s29, v[0:1]
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_add_co_u32 v10, vcc_lo, s30, v8
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_ci_u32_e64 v11, null, s31, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, s26, v8
	v_add_co_ci_u32_e64 v13, null, s27, v9, vcc_lo
	v_lshlrev_b64 v[14:15], 3, v[14:15]
	global_load_dwordx2 v[10:11], v[10:11], off
	global_load_dwordx2 v[12:13], v[12:13], off
	v_add_co_u32 v16, vcc_lo, s30, v14
	v_add_co_ci_u32_e64 v17, null, s31, v15, vcc_lo
	v_add_co_u32 v18, vcc_lo, s26, v14
	v_add_co_ci_u32_e64 v19, null, s27, v15, vcc_lo
	v_add_co_u32 v7, vcc_lo, s6, v8
	v_add_co_ci_u32_e64 v8, null, s7, v9, vcc_lo
	v_add_co_u32 v14, vcc_lo, s6, v14
	global_load_dwordx2 v[16:17], v[16:17], off
	v_add_co_ci_u32_e64 v15, null, s7, v15, vcc_lo
	global_load_dwordx2 v[18:19], v[18:19], off
	s_clause 0x1
	global_load_dwordx2 v[7:8], v[7:8], off
	global_load_dwordx2 v[14:15], v[14:15], off
	s_waitcnt vmcnt(2)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[14:15], v[18:19], v[14:15]
	v_fma_f64 v[10:11], v[10:11], v[12:13], -v[16:17]
	v_fma_f64 v[7:8], v[12:13], v[7:8], -v[14:15]
	v_add_f64 v[7:8], v[10:11], v[7:8]
	v_mul_f64 v[7:8], v[7:8], s[36:37]
	v_fma_f64 v[6:7], v[5:6], s[38:39], -v[7:8]
	v_add_nc_u32_e32 v5, s28, v3
	v_add3_u32 v3, s1, s0, v20
	s_lshl_b32 s0, s28, 3
	v_mad_u64_u32 v[8:9], null, v5, s29, v[0:1]
	v_add_nc_u32_e32 v14, v3, v4
	v_mad_u64_u32 v[14:15], null, v14, s29, v[0:1]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 3, v[14:15]
	v_add_co_u32 v10, vcc_lo, s30, v8
	v_add_co_ci_u32_e64 v11, null, s31, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, s26, v8
	v_add_co_ci_u32_e64 v13, null, s27, v9, vcc_lo
	v_add_co_u32 v16, vcc_lo, s30, v14
	v_add_co_ci_u32_e64 v17, null, s31, v15, vcc_lo
	v_add_co_u32 v18, vcc_lo, s26, v14
	v_add_co_ci_u32_e64 v19, null, s27, v15, vcc_lo
	v_add_co_u32 v8, vcc_lo, s6, v8
	v_add_co_ci_u32_e64 v9, null, s7, v9, vcc_lo
	v_add_co_u32 v14, vcc_lo, s6, v14
	v_add_co_ci_u32_e64 v15, null, s7, v15, vcc_lo
	global_load_dwordx2 v[16:17], v[16:17], off
	global_load_dwordx2 v[18:19], v[18:19], off
	global_load_dwordx2 v[10:11], v[10:11], off
	global_load_dwordx2 v[14:15], v[14:15], off
	global_load_dwordx2 v[12:13], v[12:13], off
	global_load_dwordx2 v[8:9], v[8:9], off
	s_waitcnt vmcnt(4)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_waitcnt vmcnt(2)
	v_mul_f64 v[14:15], v[18:19], v[14:15]
	s_waitcnt vmcnt(1)
	v_fma_f64 v[10:11], v[10:11], v[12:13], -v[16:17]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[8:9], v[12:13], v[8:9], -v[14:15]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[6:7], v[8:9], s[34:35], v[6:7]
	v_mad_u64_u32 v[8:9], null, s28, 7, v[3:4]
	v_add_nc_u32_e32 v3, s28, v5
	v_mad_u64_u32 v[9:10], null, v3, s29, v[0:1]
	v_subrev_nc_u32_e32 v3, s0, v8
	v_add_nc_u32_e32 v3, v3, v4
	v_ashrrev_i32_e32 v10, 31, v9
	v_mad_u64_u32 v[3:4], null, v3, s29, v[0:1]
	v_lshlrev_b64 v[9:10], 3, v[9:10]
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_co_u32 v11, vcc_lo, s30, v9
	v_add_co_ci_u32_e64 v12, null, s31, v10, vcc_lo
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_co_u32 v13, vcc_lo, s26, v9
	v_add_co_ci_u32_e64 v14, null, s27, v10, vcc_lo
	global_load_dwordx2 v[11:12], v[11:12], off
	v_add_co_u32 v15, vcc_lo, s30, v3
	v_add_co_ci_u32_e64 v16, null, s31, v4, vcc_lo
	v_add_co_u32 v17, vcc_lo, s26, v3
	v_add_co_ci_u32_e64 v18, null, s27, v4, vcc_lo
	v_add_co_u32 v8, vcc_lo, s6, v9
	v_add_co_ci_u32_e64 v9, null, s7, v10, vcc_lo
	v_add_co_u32 v3, vcc_lo, s6, v3
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	global_load_dwordx2 v[15:16], v[15:16], off
	global_load_dwordx2 v[17:18], v[17:18], off
	s_clause 0x1
	global_load_dwordx2 v[8:9], v[8:9], off
	global_load_dwordx2 v[3:4], v[3:4], off
	global_load_dwordx2 v[13:14], v[13:14], off
	v_add_co_u32 v0, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v1, null, s9, v2, vcc_lo
	s_waitcnt vmcnt(3)
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	s_waitcnt vmcnt(1)
	v_mul_f64 v[3:4], v[17:18], v[3:4]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[11:12], v[11:12], v[13:14], -v[15:16]
	v_fma_f64 v[3:4], v[13:14], v[8:9], -v[3:4]
	v_add_f64 v[3:4], v[11:12], v[3:4]
	v_fma_f64 v[3:4], v[3:4], s[4:5], v[6:7]
	global_load_dwordx2 v[5:6], v[0:1], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[2:3], -s[2:3], v[3:4], v[5:6]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 400
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 42
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
.Lfunc_end1:
	.size	_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii, .Lfunc_end1-_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
                                        ; -- End function
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_vgpr, 55
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_agpr, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.numbered_sgpr, 42
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_named_barrier, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.private_seg_size, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_vcc, 1
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_flat_scratch, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_dyn_sized_stack, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_recursion, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3168
; TotalNumSgprs: 44
; NumVgprs: 55
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 55
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii ; -- Begin function _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.globl	_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.p2align	8
	.type	_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii,@function
_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii: ; @_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[4:5], 0x9c
	s_load_dwordx2 s[28:29], s[4:5], 0x84
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	s_and_b32 s2, s0, 0xffff
	s_lshr_b32 s0, s0, 16
	s_mul_i32 s6, s6, s2
	s_mul_i32 s7, s7, s0
	s_mul_i32 s8, s8, s1
	s_max_i32 s0, s6, 0
	s_max_i32 s1, s7, 0
	s_max_i32 s2, s8, 0
	v_add_nc_u32_e32 v0, s0, v0
	v_add_nc_u32_e32 v1, s1, v1
	v_add_nc_u32_e32 v2, s2, v2
	s_add_i32 s0, s29, -5
	v_min3_u32 v3, v0, v1, v2
	v_max3_i32 v4, v0, v1, v2
	v_cmp_lt_u32_e32 vcc_lo, 3, v3
	v_cmp_ge_i32_e64 s0, s0, v4
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mad_u64_u32 v[2:3], null, s28, v2, s[28:29]
	s_clause 0x5
	s_load_dwordx2 s[6:7], s[4:5], 0x60
	s_load_dwordx4 s[24:27], s[4:5], 0x50
	s_load_dwordx2 s[30:31], s[4:5], 0x40
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	s_load_dwordx4 s[0:3], s[4:5], 0x70
	s_lshl_b32 s4, s28, 1
	s_brev_b32 s36, 5
	s_mov_b32 s37, 0x3fc99999
	s_mul_i32 s5, s28, -6
	s_mov_b32 s39, 0x3fe99999
	v_add_nc_u32_e32 v11, v2, v1
	v_subrev_nc_u32_e32 v2, s4, v2
	s_lshl_b32 s4, s28, 2
	s_mov_b32 s38, s36
	s_brev_b32 s34, 6
	v_mad_u64_u32 v[3:4], null, v11, s29, v[0:1]
	v_add_nc_u32_e32 v38, v2, v1
	s_mov_b32 s35, 0x3fa374bc
	v_mad_u64_u32 v[7:8], null, v38, s29, v[0:1]
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 3, v[7:8]
	v_mad_u64_u32 v[13:14], null, s28, 3, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s14, v3
	v_add_co_ci_u32_e64 v6, null, s15, v4, vcc_lo
	v_add_co_u32 v9, vcc_lo, s14, v7
	v_subrev_nc_u32_e32 v23, s4, v13
	v_add_co_ci_u32_e64 v10, null, s15, v8, vcc_lo
	v_add_nc_u32_e32 v2, s28, v11
	global_load_dwordx2 v[5:6], v[5:6], off
	v_add_nc_u32_e32 v13, v23, v1
	global_load_dwordx2 v[15:16], v[9:10], off
	s_mul_i32 s4, s28, 5
	v_mad_u64_u32 v[9:10], null, v2, s29, v[0:1]
	v_mad_u64_u32 v[13:14], null, v13, s29, v[0:1]
	v_add_nc_u32_e32 v33, s28, v2
	v_add3_u32 v2, s5, s4, v23
	s_lshl_b32 s4, s28, 3
	v_ashrrev_i32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_nc_u32_e32 v23, v2, v1
	v_mad_u64_u32 v[31:32], null, s28, 7, v[2:3]
	v_lshlrev_b64 v[9:10], 3, v[9:10]
	v_lshlrev_b64 v[13:14], 3, v[13:14]
	v_mad_u64_u32 v[23:24], null, v23, s29, v[0:1]
	v_add_nc_u32_e32 v2, s28, v33
	v_add_co_u32 v11, vcc_lo, s14, v9
	v_add_co_ci_u32_e64 v12, null, s15, v10, vcc_lo
	v_add_co_u32 v19, vcc_lo, s14, v13
	v_add_co_ci_u32_e64 v20, null, s15, v14, vcc_lo
	global_load_dwordx2 v[11:12], v[11:12], off
	v_ashrrev_i32_e32 v24, 31, v23
	global_load_dwordx2 v[19:20], v[19:20], off
	v_lshlrev_b64 v[23:24], 3, v[23:24]
	s_waitcnt vmcnt(2)
	v_add_f64 v[17:18], v[5:6], -v[15:16]
	s_waitcnt vmcnt(0)
	v_add_f64 v[21:22], v[11:12], -v[19:20]
	v_mul_f64 v[21:22], v[21:22], s[36:37]
	v_fma_f64 v[25:26], v[17:18], s[38:39], -v[21:22]
	v_mad_u64_u32 v[17:18], null, v33, s29, v[0:1]
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 3, v[17:18]
	v_add_co_u32 v21, vcc_lo, s14, v17
	v_add_co_ci_u32_e64 v22, null, s15, v18, vcc_lo
	v_add_co_u32 v27, vcc_lo, s14, v23
	v_add_co_ci_u32_e64 v28, null, s15, v24, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[21:22], v[21:22], off
	global_load_dwordx2 v[27:28], v[27:28], off
	s_waitcnt vmcnt(0)
	v_add_f64 v[29:30], v[21:22], -v[27:28]
	v_fma_f64 v[35:36], v[29:30], s[34:35], v[25:26]
	v_mad_u64_u32 v[25:26], null, v2, s29, v[0:1]
	v_subrev_nc_u32_e32 v2, s4, v31
	s_mov_b32 s4, 2.0
	s_mov_b32 s5, 0xbf6cac08
	v_add_nc_u32_e32 v1, v2, v1
	v_ashrrev_i32_e32 v26, 31, v25
	v_mad_u64_u32 v[1:2], null, v1, s29, v[0:1]
	v_lshlrev_b64 v[25:26], 3, v[25:26]
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_co_u32 v29, vcc_lo, s14, v25
	v_add_co_ci_u32_e64 v30, null, s15, v26, vcc_lo
	v_lshlrev_b64 v[31:32], 3, v[1:2]
	global_load_dwordx2 v[29:30], v[29:30], off
	v_add_co_u32 v1, vcc_lo, s14, v31
	v_add_co_ci_u32_e64 v2, null, s15, v32, vcc_lo
	global_load_dwordx2 v[33:34], v[1:2], off
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[29:30], -v[33:34]
	v_fma_f64 v[36:37], v[1:2], s[4:5], v[35:36]
	v_add_nc_u32_e32 v35, s28, v38
	v_mad_u64_u32 v[38:39], null, v35, s29, v[0:1]
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[1:2], 3, v[38:39]
	v_add_co_u32 v39, vcc_lo, s16, v1
	v_add_co_ci_u32_e64 v40, null, s17, v2, vcc_lo
	global_load_dwordx2 v[41:42], v[39:40], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[36:37], -s[2:3], v[36:37], v[41:42]
	global_store_dwordx2 v[39:40], v[36:37], off
	v_add_co_u32 v36, vcc_lo, s10, v3
	v_add_co_ci_u32_e64 v37, null, s11, v4, vcc_lo
	v_add_co_u32 v39, vcc_lo, s26, v3
	v_add_co_ci_u32_e64 v40, null, s27, v4, vcc_lo
	v_add_co_u32 v41, vcc_lo, s10, v7
	v_add_co_ci_u32_e64 v42, null, s11, v8, vcc_lo
	v_add_co_u32 v43, vcc_lo, s26, v7
	v_add_co_ci_u32_e64 v44, null, s27, v8, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[41:42], v[41:42], off
	global_load_dwordx2 v[36:37], v[36:37], off
	s_clause 0x1
	global_load_dwordx2 v[39:40], v[39:40], off
	global_load_dwordx2 v[43:44], v[43:44], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[41:42], v[41:42], v[43:44]
	v_mul_f64 v[15:16], v[15:16], v[43:44]
	v_fma_f64 v[36:37], v[36:37], v[39:40], -v[41:42]
	v_add_co_u32 v41, vcc_lo, s10, v9
	v_add_co_ci_u32_e64 v42, null, s11, v10, vcc_lo
	v_add_co_u32 v45, vcc_lo, s26, v9
	v_add_co_ci_u32_e64 v46, null, s27, v10, vcc_lo
	v_add_co_u32 v47, vcc_lo, s10, v13
	v_add_co_ci_u32_e64 v48, null, s11, v14, vcc_lo
	v_add_co_u32 v49, vcc_lo, s26, v13
	v_add_co_ci_u32_e64 v50, null, s27, v14, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[47:48], v[47:48], off
	global_load_dwordx2 v[41:42], v[41:42], off
	s_clause 0x1
	global_load_dwordx2 v[45:46], v[45:46], off
	global_load_dwordx2 v[49:50], v[49:50], off
	v_fma_f64 v[5:6], v[5:6], v[39:40], -v[15:16]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[47:48], v[47:48], v[49:50]
	v_fma_f64 v[41:42], v[41:42], v[45:46], -v[47:48]
	v_mul_f64 v[41:42], v[41:42], s[36:37]
	v_fma_f64 v[36:37], v[36:37], s[38:39], -v[41:42]
	v_add_co_u32 v41, vcc_lo, s10, v17
	v_add_co_ci_u32_e64 v42, null, s11, v18, vcc_lo
	v_add_co_u32 v47, vcc_lo, s26, v17
	v_add_co_ci_u32_e64 v48, null, s27, v18, vcc_lo
	v_add_co_u32 v51, vcc_lo, s10, v23
	v_add_co_ci_u32_e64 v52, null, s11, v24, vcc_lo
	v_add_co_u32 v53, vcc_lo, s26, v23
	v_add_co_ci_u32_e64 v54, null, s27, v24, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[51:52], v[51:52], off
	global_load_dwordx2 v[41:42], v[41:42], off
	s_clause 0x1
	global_load_dwordx2 v[47:48], v[47:48], off
	global_load_dwordx2 v[53:54], v[53:54], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[51:52], v[51:52], v[53:54]
	v_fma_f64 v[41:42], v[41:42], v[47:48], -v[51:52]
	v_fma_f64 v[36:37], v[41:42], s[34:35], v[36:37]
	v_add_co_u32 v41, vcc_lo, s10, v25
	v_add_co_ci_u32_e64 v42, null, s11, v26, vcc_lo
	v_add_co_u32 v51, vcc_lo, s26, v25
	v_add_co_ci_u32_e64 v52, null, s27, v26, vcc_lo
	v_add_co_u32 v55, vcc_lo, s10, v31
	v_add_co_ci_u32_e64 v56, null, s11, v32, vcc_lo
	v_add_co_u32 v57, vcc_lo, s26, v31
	v_add_co_ci_u32_e64 v58, null, s27, v32, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[55:56], v[55:56], off
	global_load_dwordx2 v[41:42], v[41:42], off
	s_clause 0x1
	global_load_dwordx2 v[51:52], v[51:52], off
	global_load_dwordx2 v[57:58], v[57:58], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[55:56], v[55:56], v[57:58]
	v_fma_f64 v[41:42], v[41:42], v[51:52], -v[55:56]
	v_fma_f64 v[36:37], v[41:42], s[4:5], v[36:37]
	v_add_co_u32 v41, vcc_lo, s18, v1
	v_add_co_ci_u32_e64 v42, null, s19, v2, vcc_lo
	global_load_dwordx2 v[55:56], v[41:42], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[36:37], -s[2:3], v[36:37], v[55:56]
	global_store_dwordx2 v[41:42], v[36:37], off
	v_add_co_u32 v36, vcc_lo, s12, v3
	v_add_co_ci_u32_e64 v37, null, s13, v4, vcc_lo
	v_add_co_u32 v41, vcc_lo, s12, v7
	v_add_co_ci_u32_e64 v42, null, s13, v8, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[36:37], v[36:37], off
	global_load_dwordx2 v[41:42], v[41:42], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[41:42], v[43:44], v[41:42]
	v_fma_f64 v[36:37], v[39:40], v[36:37], -v[41:42]
	v_add_co_u32 v41, vcc_lo, s12, v9
	v_add_co_ci_u32_e64 v42, null, s13, v10, vcc_lo
	v_add_co_u32 v55, vcc_lo, s12, v13
	v_add_co_ci_u32_e64 v56, null, s13, v14, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[41:42], v[41:42], off
	global_load_dwordx2 v[55:56], v[55:56], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[55:56], v[49:50], v[55:56]
	v_fma_f64 v[41:42], v[45:46], v[41:42], -v[55:56]
	v_mul_f64 v[41:42], v[41:42], s[36:37]
	v_fma_f64 v[36:37], v[36:37], s[38:39], -v[41:42]
	v_add_co_u32 v41, vcc_lo, s12, v17
	v_add_co_ci_u32_e64 v42, null, s13, v18, vcc_lo
	v_add_co_u32 v55, vcc_lo, s12, v23
	v_add_co_ci_u32_e64 v56, null, s13, v24, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[41:42], v[41:42], off
	global_load_dwordx2 v[55:56], v[55:56], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[55:56], v[53:54], v[55:56]
	v_fma_f64 v[41:42], v[47:48], v[41:42], -v[55:56]
	v_fma_f64 v[36:37], v[41:42], s[34:35], v[36:37]
	v_add_co_u32 v41, vcc_lo, s12, v25
	v_add_co_ci_u32_e64 v42, null, s13, v26, vcc_lo
	v_add_co_u32 v55, vcc_lo, s12, v31
	v_add_co_ci_u32_e64 v56, null, s13, v32, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[41:42], v[41:42], off
	global_load_dwordx2 v[55:56], v[55:56], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[55:56], v[57:58], v[55:56]
	v_fma_f64 v[41:42], v[51:52], v[41:42], -v[55:56]
	v_fma_f64 v[36:37], v[41:42], s[4:5], v[36:37]
	v_add_co_u32 v41, vcc_lo, s20, v1
	v_add_co_ci_u32_e64 v42, null, s21, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s6, v3
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s6, v7
	v_add_co_ci_u32_e64 v8, null, s7, v8, vcc_lo
	global_load_dwordx2 v[3:4], v[3:4], off
	global_load_dwordx2 v[55:56], v[41:42], off
	global_load_dwordx2 v[7:8], v[7:8], off
	s_waitcnt vmcnt(1)
	v_fma_f64 v[36:37], -s[2:3], v[36:37], v[55:56]
	s_waitcnt vmcnt(0)
	v_add_f64 v[3:4], v[3:4], -v[7:8]
	v_add_co_u32 v7, vcc_lo, s6, v9
	v_add_co_ci_u32_e64 v8, null, s7, v10, vcc_lo
	v_add_co_u32 v9, vcc_lo, s6, v13
	v_add_co_ci_u32_e64 v10, null, s7, v14, vcc_lo
	global_load_dwordx2 v[7:8], v[7:8], off
	v_add_nc_u32_e32 v13, -1, v35
	global_load_dwordx2 v[9:10], v[9:10], off
	v_mad_u64_u32 v[13:14], null, v13, s29, v[0:1]
	global_store_dwordx2 v[41:42], v[36:37], off
	v_add_f64 v[3:4], v[5:6], v[3:4]
	v_mul_f64 v[5:6], v[19:20], v[49:50]
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[13:14], 3, v[13:14]
	v_fma_f64 v[5:6], v[11:12], v[45:46], -v[5:6]
	s_waitcnt vmcnt(0)
	v_add_f64 v[7:8], v[7:8], -v[9:10]
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_add_co_u32 v7, vcc_lo, s6, v17
	v_add_co_ci_u32_e64 v8, null, s7, v18, vcc_lo
	v_add_co_u32 v9, vcc_lo, s6, v23
	v_add_co_ci_u32_e64 v10, null, s7, v24, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[7:8], v[7:8], off
	global_load_dwordx2 v[9:10], v[9:10], off
	v_mul_f64 v[5:6], v[5:6], s[36:37]
	v_fma_f64 v[3:4], v[3:4], s[38:39], -v[5:6]
	v_mul_f64 v[5:6], v[27:28], v[53:54]
	v_fma_f64 v[5:6], v[21:22], v[47:48], -v[5:6]
	s_waitcnt vmcnt(0)
	v_add_f64 v[7:8], v[7:8], -v[9:10]
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_add_co_u32 v7, vcc_lo, s6, v25
	v_add_co_ci_u32_e64 v8, null, s7, v26, vcc_lo
	v_add_co_u32 v9, vcc_lo, s6, v31
	v_add_co_ci_u32_e64 v10, null, s7, v32, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[7:8], v[7:8], off
	global_load_dwordx2 v[9:10], v[9:10], off
	v_fma_f64 v[3:4], v[5:6], s[34:35], v[3:4]
	v_mul_f64 v[5:6], v[33:34], v[57:58]
	v_fma_f64 v[5:6], v[29:30], v[51:52], -v[5:6]
	s_waitcnt vmcnt(0)
	v_add_f64 v[7:8], v[7:8], -v[9:10]
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_fma_f64 v[3:4], v[5:6], s[4:5], v[3:4]
	v_add_co_u32 v5, vcc_lo, s22, v1
	v_add_co_ci_u32_e64 v6, null, s23, v2, vcc_lo
	global_load_dwordx2 v[7:8], v[5:6], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[3:4], -s[2:3], v[3:4], v[7:8]
	s_ashr_i32 s3, s29, 31
	s_mov_b32 s2, s29
	s_lshl_b64 s[2:3], s[2:3], 3
	global_store_dwordx2 v[5:6], v[3:4], off
	v_add_nc_u32_e32 v3, s29, v38
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[9:10], 3, v[3:4]
	v_add_co_u32 v3, vcc_lo, s30, v9
	v_add_co_ci_u32_e64 v4, null, s31, v10, vcc_lo
	v_add_co_u32 v5, vcc_lo, s24, v9
	v_add_co_ci_u32_e64 v6, null, s25, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, s30, v13
	v_add_co_ci_u32_e64 v16, null, s31, v14, vcc_lo
	v_add_co_u32 v17, vcc_lo, s24, v13
	v_add_co_ci_u32_e64 v18, null, s25, v14, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[15:16], v[15:16], off
	global_load_dwordx2 v[11:12], v[3:4], off
	s_clause 0x1
	global_load_dwordx2 v[7:8], v[5:6], off
	global_load_dwordx2 v[17:18], v[17:18], off
	v_add_co_u32 v9, vcc_lo, s6, v9
	v_add_co_ci_u32_e64 v10, null, s7, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, s6, v13
	v_add_co_ci_u32_e64 v14, null, s7, v14, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, s2
	v_add_co_ci_u32_e64 v6, null, s3, v6, vcc_lo
	global_load_dwordx2 v[13:14], v[13:14], off
	s_waitcnt vmcnt(1)
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[11:12], v[11:12], v[7:8], -v[15:16]
	global_load_dwordx2 v[15:16], v[9:10], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[7:8], v[7:8], v[15:16], -v[13:14]
	v_add_nc_u32_e32 v15, -2, v35
	global_load_dwordx2 v[13:14], v[5:6], off
	v_mad_u64_u32 v[15:16], null, v15, s29, v[0:1]
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 3, v[15:16]
	v_add_f64 v[7:8], v[11:12], v[7:8]
	global_load_dwordx2 v[11:12], v[3:4], off
	v_add_co_u32 v17, vcc_lo, s30, v15
	v_add_co_ci_u32_e64 v18, null, s31, v16, vcc_lo
	v_add_co_u32 v19, vcc_lo, s24, v15
	v_add_co_ci_u32_e64 v20, null, s25, v16, vcc_lo
	global_load_dwordx2 v[17:18], v[17:18], off
	v_add_co_u32 v9, vcc_lo, v9, s2
	global_load_dwordx2 v[19:20], v[19:20], off
	v_add_co_ci_u32_e64 v10, null, s3, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, s6, v15
	v_add_co_ci_u32_e64 v16, null, s7, v16, vcc_lo
	global_load_dwordx2 v[15:16], v[15:16], off
	s_waitcnt vmcnt(1)
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[15:16], v[19:20], v[15:16]
	v_fma_f64 v[11:12], v[11:12], v[13:14], -v[17:18]
	global_load_dwordx2 v[17:18], v[9:10], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[13:14], v[13:14], v[17:18], -v[15:16]
	v_add_f64 v[11:12], v[11:12], v[13:14]
	v_mul_f64 v[11:12], v[11:12], s[36:37]
	v_fma_f64 v[7:8], v[7:8], s[38:39], -v[11:12]
	v_add_co_u32 v11, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v12, null, s3, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, v5, s2
	v_add_nc_u32_e32 v5, -3, v35
	v_add_co_ci_u32_e64 v4, null, s3, v6, vcc_lo
	global_load_dwordx2 v[13:14], v[11:12], off
	v_mad_u64_u32 v[5:6], null, v5, s29, v[0:1]
	global_load_dwordx2 v[15:16], v[3:4], off
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[17:18], 3, v[5:6]
	v_add_co_u32 v5, vcc_lo, s30, v17
	v_add_co_ci_u32_e64 v6, null, s31, v18, vcc_lo
	v_add_co_u32 v19, vcc_lo, s24, v17
	v_add_co_ci_u32_e64 v20, null, s25, v18, vcc_lo
	global_load_dwordx2 v[5:6], v[5:6], off
	global_load_dwordx2 v[19:20], v[19:20], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[5:6], v[5:6], v[19:20]
	v_fma_f64 v[13:14], v[13:14], v[15:16], -v[5:6]
	v_add_co_u32 v5, vcc_lo, v9, s2
	v_add_co_ci_u32_e64 v6, null, s3, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, s6, v17
	v_add_co_ci_u32_e64 v18, null, s7, v18, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[9:10], v[5:6], off
	global_load_dwordx2 v[17:18], v[17:18], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[9:10], v[15:16], v[9:10], -v[17:18]
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_fma_f64 v[7:8], v[9:10], s[34:35], v[7:8]
	v_add_co_u32 v9, vcc_lo, v11, s2
	v_add_nc_u32_e32 v11, -4, v35
	v_add_co_ci_u32_e64 v10, null, s3, v12, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_mad_u64_u32 v[11:12], null, v11, s29, v[0:1]
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	global_load_dwordx2 v[9:10], v[9:10], off
	global_load_dwordx2 v[3:4], v[3:4], off
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 3, v[11:12]
	v_add_co_u32 v13, vcc_lo, s30, v11
	v_add_co_ci_u32_e64 v14, null, s31, v12, vcc_lo
	v_add_co_u32 v15, vcc_lo, s24, v11
	v_add_co_ci_u32_e64 v16, null, s25, v12, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, s2
	v_add_co_ci_u32_e64 v6, null, s3, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, s6, v11
	v_add_co_ci_u32_e64 v12, null, s7, v12, vcc_lo
	global_load_dwordx2 v[13:14], v[13:14], off
	global_load_dwordx2 v[15:16], v[15:16], off
	s_clause 0x1
	global_load_dwordx2 v[5:6], v[5:6], off
	global_load_dwordx2 v[11:12], v[11:12], off
	v_add_co_u32 v0, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v1, null, s9, v2, vcc_lo
	s_waitcnt vmcnt(2)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[11:12], v[15:16], v[11:12]
	v_fma_f64 v[9:10], v[9:10], v[3:4], -v[13:14]
	v_fma_f64 v[3:4], v[3:4], v[5:6], -v[11:12]
	global_load_dwordx2 v[5:6], v[0:1], off
	v_add_f64 v[3:4], v[9:10], v[3:4]
	v_fma_f64 v[3:4], v[3:4], s[4:5], v[7:8]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[2:3], -s[0:1], v[3:4], v[5:6]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 400
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 40
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
.Lfunc_end2:
	.size	_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii, .Lfunc_end2-_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
                                        ; -- End function
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_vgpr, 59
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_agpr, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.numbered_sgpr, 40
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_named_barrier, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.private_seg_size, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_vcc, 1
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_flat_scratch, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_dyn_sized_stack, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_recursion, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3180
; TotalNumSgprs: 42
; NumVgprs: 59
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 59
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_235ec9a5f854f145,@object ; @__hip_cuid_235ec9a5f854f145
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_235ec9a5f854f145
__hip_cuid_235ec9a5f854f145:
	.byte	0                               ; 0x0
	.size	__hip_cuid_235ec9a5f854f145, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_235ec9a5f854f145
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  write_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .offset:         104
        .size:           8
        .value_kind:     by_value
      - .offset:         112
        .size:           8
        .value_kind:     by_value
      - .offset:         120
        .size:           8
        .value_kind:     by_value
      - .offset:         128
        .size:           4
        .value_kind:     by_value
      - .offset:         132
        .size:           4
        .value_kind:     by_value
      - .offset:         136
        .size:           4
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         148
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         152
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         156
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         158
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         160
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         162
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         164
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         166
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         184
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         192
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         208
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 400
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     50
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .offset:         104
        .size:           8
        .value_kind:     by_value
      - .offset:         112
        .size:           8
        .value_kind:     by_value
      - .offset:         120
        .size:           8
        .value_kind:     by_value
      - .offset:         128
        .size:           4
        .value_kind:     by_value
      - .offset:         132
        .size:           4
        .value_kind:     by_value
      - .offset:         136
        .size:           4
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         148
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         152
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         156
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         158
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         160
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         162
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         164
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         166
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         184
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         192
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         208
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 400
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     55
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .offset:         104
        .size:           8
        .value_kind:     by_value
      - .offset:         112
        .size:           8
        .value_kind:     by_value
      - .offset:         120
        .size:           8
        .value_kind:     by_value
      - .offset:         128
        .size:           4
        .value_kind:     by_value
      - .offset:         132
        .size:           4
        .value_kind:     by_value
      - .offset:         136
        .size:           4
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         148
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         152
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         156
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         158
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         160
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         162
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         164
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         166
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         184
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         192
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         208
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 400
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
