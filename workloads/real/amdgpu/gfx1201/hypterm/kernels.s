	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii ; -- Begin function _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.globl	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
	.p2align	8
	.type	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii,@function
_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii: ; @_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
; %bb.0:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x9c
	s_load_b64 s[12:13], s[0:1], 0x84
	s_and_b32 s4, ttmp7, 0xffff
	s_lshr_b32 s5, ttmp7, 16
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	v_bfe_u32 v3, v0, 20, 10
	s_wait_kmcnt 0x0
	s_and_b32 s3, s3, 0xffff
	s_and_b32 s6, s2, 0xffff
	s_lshr_b32 s2, s2, 16
	s_mul_i32 s6, ttmp9, s6
	s_mul_i32 s4, s4, s2
	s_mul_i32 s5, s5, s3
	s_max_i32 s2, s6, 0
	s_max_i32 s3, s4, 0
	s_max_i32 s4, s5, 0
	v_add_nc_u32_e32 v0, s2, v1
	v_add_nc_u32_e32 v1, s3, v2
	v_add_nc_u32_e32 v2, s4, v3
	s_add_co_i32 s2, s13, -5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_min3_u32 v3, v0, v1, v2
	v_max3_i32 v4, v0, v1, v2
	v_cmp_lt_u32_e32 vcc_lo, 3, v3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ge_i32_e64 s2, s2, v4
	s_and_b32 s2, s2, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_co_u64_u32 v[1:2], null, v2, s12, v[1:2]
	s_load_b256 s[4:11], s[0:1], 0x20
	s_brev_b32 s2, 5
	s_mov_b32 s3, 0x3fc99999
	s_load_b256 s[16:23], s[0:1], 0x0
	v_mad_co_u64_u32 v[0:1], null, v1, s13, v[0:1]
	s_load_b128 s[12:15], s[0:1], 0x40
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[72:73], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v60, vcc_lo, s6, v72
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v61, null, s7, v73, vcc_lo
	v_add_co_u32 v74, vcc_lo, s14, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v75, null, s15, v73, vcc_lo
	v_add_co_u32 v76, vcc_lo, s12, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v77, null, s13, v73, vcc_lo
	global_load_b128 v[0:3], v[60:61], off offset:-16
	global_load_b128 v[4:7], v[74:75], off offset:-16
	s_load_b128 s[12:15], s[0:1], 0x60
	v_add_co_u32 v78, vcc_lo, s8, v72
	s_clause 0x1
	global_load_b128 v[8:11], v[76:77], off offset:-16
	global_load_b128 v[48:51], v[76:77], off offset:-32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v79, null, s9, v73, vcc_lo
	v_add_co_u32 v80, vcc_lo, s10, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s11, v73, vcc_lo
	global_load_b128 v[12:15], v[60:61], off offset:8
	global_load_b128 v[16:19], v[74:75], off offset:8
	s_wait_kmcnt 0x0
	v_add_co_u32 v64, vcc_lo, s12, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v65, null, s13, v73, vcc_lo
	global_load_b128 v[20:23], v[78:79], off offset:-16
	global_load_b128 v[24:27], v[80:81], off offset:-16
	global_load_b128 v[28:31], v[64:65], off offset:-16
	global_load_b128 v[32:35], v[76:77], off offset:8
	global_load_b128 v[36:39], v[64:65], off offset:8
	global_load_b128 v[40:43], v[60:61], off offset:-32
	global_load_b128 v[44:47], v[74:75], off offset:-32
	s_wait_loadcnt 0xb
	v_mul_f64_e32 v[82:83], v[2:3], v[6:7]
	v_mul_f64_e32 v[84:85], v[0:1], v[4:5]
	s_wait_loadcnt 0xa
	v_mul_f64_e32 v[86:87], v[6:7], v[10:11]
	v_mul_f64_e32 v[88:89], v[4:5], v[8:9]
	global_load_b128 v[8:11], v[64:65], off offset:-32
	global_load_b128 v[52:55], v[78:79], off offset:8
	global_load_b128 v[56:59], v[80:81], off offset:8
	global_load_b128 v[60:63], v[60:61], off offset:24
	global_load_b128 v[64:67], v[64:65], off offset:24
	global_load_b128 v[68:71], v[78:79], off offset:-32
	s_wait_loadcnt 0xe
	v_add_f64_e64 v[90:91], v[12:13], -v[2:3]
	v_add_f64_e64 v[92:93], v[14:15], -v[0:1]
	global_load_b128 v[0:3], v[80:81], off offset:-32
	s_wait_loadcnt 0xd
	v_mul_f64_e32 v[94:95], v[6:7], v[22:23]
	s_wait_loadcnt 0xc
	v_mul_f64_e32 v[98:99], v[6:7], v[26:27]
	v_mul_f64_e32 v[100:101], v[4:5], v[24:25]
	s_wait_loadcnt 0xb
	v_mul_f64_e32 v[24:25], v[6:7], v[30:31]
	v_mul_f64_e32 v[26:27], v[4:5], v[28:29]
	v_mul_f64_e32 v[96:97], v[4:5], v[20:21]
	global_load_b128 v[4:7], v[74:75], off offset:24
	s_wait_loadcnt 0xa
	v_add_f64_e64 v[30:31], v[36:37], -v[30:31]
	v_add_f64_e64 v[28:29], v[38:39], -v[28:29]
	global_load_b128 v[20:23], v[78:79], off offset:24
	s_wait_loadcnt 0x9
	v_mul_f64_e32 v[50:51], v[46:47], v[50:51]
	v_mul_f64_e32 v[74:75], v[42:43], v[46:47]
	v_fma_f64 v[82:83], v[12:13], v[16:17], -v[82:83]
	v_fma_f64 v[84:85], v[14:15], v[18:19], -v[84:85]
	global_load_b128 v[12:15], v[76:77], off offset:24
	v_fma_f64 v[32:33], v[16:17], v[32:33], -v[86:87]
	v_fma_f64 v[34:35], v[18:19], v[34:35], -v[88:89]
	v_fma_f64 v[36:37], v[16:17], v[36:37], -v[24:25]
	v_fma_f64 v[38:39], v[18:19], v[38:39], -v[26:27]
	global_load_b128 v[24:27], v[80:81], off offset:24
	v_add_f64_e32 v[30:31], v[82:83], v[30:31]
	v_add_f64_e32 v[28:29], v[84:85], v[28:29]
	v_add_f64_e32 v[32:33], v[36:37], v[32:33]
	v_add_f64_e32 v[34:35], v[38:39], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64_e32 v[28:29], s[2:3], v[28:29]
	v_mul_f64_e32 v[34:35], s[2:3], v[34:35]
	s_wait_loadcnt 0xa
	v_mul_f64_e32 v[38:39], v[46:47], v[10:11]
	s_wait_loadcnt 0x9
	v_fma_f64 v[54:55], v[18:19], v[54:55], -v[96:97]
	s_wait_loadcnt 0x8
	v_fma_f64 v[18:19], v[18:19], v[58:59], -v[100:101]
	v_fma_f64 v[52:53], v[16:17], v[52:53], -v[94:95]
	v_mul_f64_e32 v[58:59], v[40:41], v[44:45]
	v_fma_f64 v[16:17], v[16:17], v[56:57], -v[98:99]
	s_wait_loadcnt 0x5
	v_mul_f64_e32 v[56:57], v[46:47], v[70:71]
	v_mul_f64_e32 v[70:71], s[2:3], v[92:93]
	v_add_f64_e64 v[10:11], v[64:65], -v[10:11]
	v_add_f64_e64 v[36:37], v[60:61], -v[42:43]
	v_mul_f64_e32 v[42:43], v[44:45], v[68:69]
	s_wait_loadcnt 0x4
	v_mul_f64_e32 v[2:3], v[46:47], v[2:3]
	v_mul_f64_e32 v[46:47], v[44:45], v[48:49]
	v_mul_f64_e32 v[48:49], v[44:45], v[8:9]
	v_add_f64_e64 v[8:9], v[66:67], -v[8:9]
	v_mul_f64_e32 v[0:1], v[44:45], v[0:1]
	s_wait_loadcnt 0x3
	v_fma_f64 v[74:75], v[60:61], v[4:5], -v[74:75]
	v_fma_f64 v[38:39], v[4:5], v[64:65], -v[38:39]
	s_wait_loadcnt 0x1
	v_fma_f64 v[12:13], v[4:5], v[12:13], -v[50:51]
	v_mul_f64_e32 v[50:51], s[2:3], v[54:55]
	v_mul_f64_e32 v[18:19], s[2:3], v[18:19]
	s_mov_b32 s3, 0x3fe99999
	v_fma_f64 v[44:45], v[62:63], v[6:7], -v[58:59]
	v_fma_f64 v[20:21], v[4:5], v[20:21], -v[56:57]
	v_fma_f64 v[22:23], v[6:7], v[22:23], -v[42:43]
	s_wait_loadcnt 0x0
	v_fma_f64 v[2:3], v[4:5], v[24:25], -v[2:3]
	s_wait_alu depctr_sa_sdst(0)
	v_fma_f64 v[24:25], v[90:91], s[2:3], -v[70:71]
	v_fma_f64 v[4:5], v[6:7], v[14:15], -v[46:47]
	v_fma_f64 v[14:15], v[6:7], v[66:67], -v[48:49]
	v_add_f64_e32 v[10:11], v[74:75], v[10:11]
	v_fma_f64 v[0:1], v[6:7], v[26:27], -v[0:1]
	v_add_f64_e32 v[12:13], v[38:39], v[12:13]
	v_fma_f64 v[38:39], v[52:53], s[2:3], -v[50:51]
	v_fma_f64 v[16:17], v[16:17], s[2:3], -v[18:19]
	v_fma_f64 v[18:19], v[30:31], s[2:3], -v[28:29]
	v_fma_f64 v[28:29], v[32:33], s[2:3], -v[34:35]
	s_brev_b32 s2, 6
	s_mov_b32 s3, 0x3fa374bc
	v_add_f64_e64 v[30:31], v[62:63], -v[40:41]
	v_add_f64_e32 v[6:7], v[44:45], v[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_fma_f64 v[8:9], v[36:37], s[2:3], v[24:25]
	v_add_f64_e32 v[4:5], v[14:15], v[4:5]
	v_fma_f64 v[14:15], v[20:21], s[2:3], v[38:39]
	v_fma_f64 v[2:3], v[2:3], s[2:3], v[16:17]
	v_fma_f64 v[10:11], v[10:11], s[2:3], v[18:19]
	v_fma_f64 v[12:13], v[12:13], s[2:3], v[28:29]
	s_mov_b32 s2, 2.0
	s_mov_b32 s3, 0xbf6cac08
	s_wait_alu depctr_sa_sdst(0)
	v_fma_f64 v[8:9], v[30:31], s[2:3], v[8:9]
	v_fma_f64 v[14:15], v[22:23], s[2:3], v[14:15]
	v_fma_f64 v[0:1], v[0:1], s[2:3], v[2:3]
	v_fma_f64 v[2:3], v[6:7], s[2:3], v[10:11]
	v_fma_f64 v[4:5], v[4:5], s[2:3], v[12:13]
	v_add_co_u32 v10, vcc_lo, s16, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s17, v73, vcc_lo
	v_add_co_u32 v12, vcc_lo, s18, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s19, v73, vcc_lo
	v_mul_f64_e64 v[6:7], v[8:9], -s[14:15]
	v_mul_f64_e64 v[8:9], v[14:15], -s[14:15]
	v_mul_f64_e64 v[0:1], v[0:1], -s[14:15]
	v_mul_f64_e64 v[2:3], v[2:3], -s[14:15]
	v_mul_f64_e64 v[4:5], v[4:5], -s[14:15]
	v_add_co_u32 v14, vcc_lo, s20, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s21, v73, vcc_lo
	v_add_co_u32 v16, vcc_lo, s22, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s23, v73, vcc_lo
	v_add_co_u32 v18, vcc_lo, s4, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v73, vcc_lo
	global_store_b64 v[10:11], v[6:7], off
	global_store_b64 v[14:15], v[8:9], off
	global_store_b64 v[16:17], v[0:1], off
	global_store_b64 v[12:13], v[2:3], off
	global_store_b64 v[18:19], v[4:5], off
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 400
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 102
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 12
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
	.size	_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii, .Lfunc_end0-_Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
                                        ; -- End function
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_vgpr, 102
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_agpr, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.numbered_sgpr, 24
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_named_barrier, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.private_seg_size, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_vcc, 1
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_flat_scratch, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_dyn_sized_stack, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_recursion, 0
	.set _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1468
; TotalNumSgprs: 26
; NumVgprs: 102
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 102
; Occupancy: 12
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	s_load_b64 s[2:3], s[0:1], 0x9c
	s_load_b64 s[20:21], s[0:1], 0x84
	s_and_b32 s4, ttmp7, 0xffff
	s_lshr_b32 s5, ttmp7, 16
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	v_bfe_u32 v3, v0, 20, 10
	s_wait_kmcnt 0x0
	s_and_b32 s3, s3, 0xffff
	s_and_b32 s6, s2, 0xffff
	s_lshr_b32 s2, s2, 16
	s_mul_i32 s6, ttmp9, s6
	s_mul_i32 s4, s4, s2
	s_mul_i32 s5, s5, s3
	s_max_i32 s2, s6, 0
	s_max_i32 s3, s4, 0
	s_max_i32 s4, s5, 0
	v_add_nc_u32_e32 v0, s2, v1
	v_add_nc_u32_e32 v1, s3, v2
	v_add_nc_u32_e32 v2, s4, v3
	s_add_co_i32 s2, s21, -5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_min3_u32 v3, v0, v1, v2
	v_max3_i32 v4, v0, v1, v2
	v_cmp_lt_u32_e32 vcc_lo, 3, v3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ge_i32_e64 s2, s2, v4
	s_and_b32 s2, s2, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mul_lo_u32 v2, v2, s20
	s_lshl_b32 s2, s20, 1
	s_clause 0x1
	s_load_b64 s[22:23], s[0:1], 0x60
	s_load_b128 s[12:15], s[0:1], 0x70
	s_lshl_b32 s4, s20, 2
	s_mul_i32 s26, s20, 5
	s_mul_i32 s27, s20, -6
	s_lshl_b32 s28, s20, 3
	v_add_nc_u32_e32 v3, s20, v2
	v_add_nc_u32_e32 v2, v1, v2
	s_ashr_i32 s25, s21, 31
	s_mov_b32 s24, s21
	s_load_b128 s[16:19], s[0:1], 0x50
	v_subrev_nc_u32_e32 v3, s2, v3
	s_load_b64 s[2:3], s[0:1], 0x40
	v_add_nc_u32_e32 v23, 1, v2
	v_add_nc_u32_e32 v25, -1, v2
	v_add_nc_u32_e32 v27, -2, v2
	v_add_nc_u32_e32 v5, v3, v1
	v_mad_co_u64_u32 v[3:4], null, s20, 3, v[3:4]
	v_add3_u32 v15, v23, s20, -1
	v_mad_co_u64_u32 v[23:24], null, v23, s21, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[4:5], null, v5, s21, v[0:1]
	v_add_nc_u32_e32 v33, s20, v15
	v_subrev_nc_u32_e32 v35, s4, v3
	v_mad_co_u64_u32 v[15:16], null, v15, s21, v[0:1]
	s_load_b256 s[4:11], s[0:1], 0x20
	v_mad_co_u64_u32 v[17:18], null, v33, s21, v[0:1]
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_nc_u32_e32 v6, v35, v1
	v_add_nc_u32_e32 v29, -3, v2
	v_mad_co_u64_u32 v[25:26], null, v25, s21, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[3:4], 3, v[4:5]
	v_mad_co_u64_u32 v[5:6], null, v6, s21, v[0:1]
	v_add_nc_u32_e32 v2, -4, v2
	v_ashrrev_i32_e32 v16, 31, v15
	v_mad_co_u64_u32 v[27:28], null, v27, s21, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v7, vcc_lo, s2, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s3, v4, vcc_lo
	v_add_co_u32 v9, vcc_lo, s18, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s19, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s22, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s23, v4, vcc_lo
	global_load_b64 v[7:8], v[7:8], off
	global_load_b64 v[9:10], v[9:10], off
	global_load_b64 v[3:4], v[3:4], off
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v18, 31, v17
	v_mad_co_u64_u32 v[29:30], null, v29, s21, v[0:1]
	v_mad_co_u64_u32 v[31:32], null, v2, s21, v[0:1]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64_e32 v[5:6], 3, v[5:6]
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64_e32 v[15:16], 3, v[15:16]
	v_ashrrev_i32_e32 v26, 31, v25
	v_lshlrev_b64_e32 v[17:18], 3, v[17:18]
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_u32 v11, vcc_lo, s2, v5
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s3, v6, vcc_lo
	v_add_co_u32 v13, vcc_lo, s18, v5
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s19, v6, vcc_lo
	v_add_co_u32 v5, vcc_lo, s22, v5
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v6, null, s23, v6, vcc_lo
	global_load_b64 v[11:12], v[11:12], off
	global_load_b64 v[13:14], v[13:14], off
	global_load_b64 v[5:6], v[5:6], off
	v_add_nc_u32_e32 v37, s20, v33
	v_lshlrev_b64_e32 v[23:24], 3, v[23:24]
	v_add3_u32 v2, s27, s26, v35
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32 v19, vcc_lo, s22, v15
	v_lshlrev_b64_e32 v[33:34], 3, v[25:26]
	v_ashrrev_i32_e32 v32, 31, v31
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v20, null, s23, v16, vcc_lo
	v_add_co_u32 v21, vcc_lo, s22, v17
	v_lshlrev_b64_e32 v[26:27], 3, v[27:28]
	v_mad_co_u64_u32 v[35:36], null, v37, s21, v[0:1]
	v_add_nc_u32_e32 v82, s20, v37
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v22, null, s23, v18, vcc_lo
	v_lshlrev_b64_e32 v[28:29], 3, v[29:30]
	v_lshlrev_b64_e32 v[30:31], 3, v[31:32]
	s_clause 0x1
	global_load_b64 v[19:20], v[19:20], off
	global_load_b64 v[21:22], v[21:22], off
	v_ashrrev_i32_e32 v36, 31, v35
	v_add_nc_u32_e32 v84, v2, v1
	v_mad_co_u64_u32 v[82:83], null, v82, s21, v[0:1]
	s_lshl_b64 s[24:25], s[24:25], 3
	v_add_nc_u32_e32 v93, s21, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v94, 31, v93
	v_lshlrev_b64_e32 v[93:94], 3, v[93:94]
	s_wait_loadcnt 0x6
	v_mul_f64_e32 v[7:8], v[7:8], v[9:10]
	s_wait_loadcnt 0x5
	v_mad_co_u64_u32 v[37:38], null, s20, 7, v[2:3]
	v_add_co_u32 v38, vcc_lo, s8, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s9, v24, vcc_lo
	v_add_co_u32 v40, vcc_lo, s8, v33
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s9, v34, vcc_lo
	v_add_co_u32 v42, vcc_lo, s8, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s9, v27, vcc_lo
	v_add_co_u32 v44, vcc_lo, s8, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, s9, v29, vcc_lo
	v_add_co_u32 v46, vcc_lo, s8, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v47, null, s9, v31, vcc_lo
	v_add_co_u32 v48, vcc_lo, s6, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s7, v24, vcc_lo
	v_add_co_u32 v50, vcc_lo, s16, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s17, v24, vcc_lo
	v_add_co_u32 v52, vcc_lo, s6, v33
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s7, v34, vcc_lo
	v_add_co_u32 v54, vcc_lo, s16, v33
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v55, null, s17, v34, vcc_lo
	v_add_co_u32 v56, vcc_lo, s6, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v57, null, s7, v27, vcc_lo
	v_add_co_u32 v58, vcc_lo, s16, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v59, null, s17, v27, vcc_lo
	v_add_co_u32 v60, vcc_lo, s6, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v61, null, s7, v29, vcc_lo
	v_add_co_u32 v62, vcc_lo, s16, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v63, null, s17, v29, vcc_lo
	v_add_co_u32 v64, vcc_lo, s6, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v65, null, s7, v31, vcc_lo
	v_add_co_u32 v66, vcc_lo, s16, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v67, null, s17, v31, vcc_lo
	v_add_co_u32 v68, vcc_lo, s22, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v69, null, s23, v24, vcc_lo
	v_add_co_u32 v70, vcc_lo, s22, v33
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v71, null, s23, v34, vcc_lo
	v_add_co_u32 v72, vcc_lo, s22, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v73, null, s23, v27, vcc_lo
	v_add_co_u32 v74, vcc_lo, s2, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v75, null, s3, v16, vcc_lo
	v_add_co_u32 v15, vcc_lo, s18, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s19, v16, vcc_lo
	v_add_co_u32 v76, vcc_lo, s22, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v77, null, s23, v29, vcc_lo
	v_add_co_u32 v78, vcc_lo, s22, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v79, null, s23, v31, vcc_lo
	v_add_co_u32 v23, vcc_lo, s10, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s11, v24, vcc_lo
	v_add_co_u32 v80, vcc_lo, s2, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s3, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, s18, v17
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s19, v18, vcc_lo
	v_add_co_u32 v32, vcc_lo, s10, v33
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s11, v34, vcc_lo
	global_load_b64 v[52:53], v[52:53], off
	global_load_b64 v[54:55], v[54:55], off
	global_load_b64 v[74:75], v[74:75], off
	global_load_b64 v[15:16], v[15:16], off
	global_load_b64 v[40:41], v[40:41], off
	global_load_b64 v[32:33], v[32:33], off
	v_add_co_u32 v26, vcc_lo, s10, v26
	v_lshlrev_b64_e32 v[34:35], 3, v[35:36]
	v_subrev_nc_u32_e32 v2, s28, v37
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s11, v27, vcc_lo
	v_add_co_u32 v28, vcc_lo, s10, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s11, v29, vcc_lo
	v_add_co_u32 v30, vcc_lo, s10, v30
	v_mad_co_u64_u32 v[36:37], null, v84, s21, v[0:1]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v31, null, s11, v31, vcc_lo
	v_add_nc_u32_e32 v37, v2, v1
	v_add_co_u32 v1, vcc_lo, s2, v34
	global_load_b64 v[80:81], v[80:81], off
	global_load_b64 v[17:18], v[17:18], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v2, null, s3, v35, vcc_lo
	v_add_co_u32 v83, vcc_lo, s18, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v84, null, s19, v35, vcc_lo
	v_add_co_u32 v34, vcc_lo, s22, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v35, null, s23, v35, vcc_lo
	v_add_co_u32 v85, vcc_lo, v48, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v86, null, s25, v49, vcc_lo
	v_add_co_u32 v89, vcc_lo, v50, s24
	global_load_b64 v[48:49], v[48:49], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v90, null, s25, v51, vcc_lo
	s_clause 0x1
	global_load_b64 v[50:51], v[50:51], off
	global_load_b64 v[62:63], v[62:63], off
	v_mul_f64_e32 v[3:4], v[9:10], v[3:4]
	v_add_co_u32 v9, vcc_lo, v23, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s25, v24, vcc_lo
	global_load_b64 v[23:24], v[23:24], off
	s_wait_loadcnt 0xf
	v_mul_f64_e32 v[11:12], v[11:12], v[13:14]
	s_wait_loadcnt 0xe
	v_mul_f64_e32 v[5:6], v[13:14], v[5:6]
	v_add_co_u32 v13, vcc_lo, v38, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s25, v39, vcc_lo
	global_load_b64 v[38:39], v[38:39], off
	v_mad_co_u64_u32 v[87:88], null, v37, s21, v[0:1]
	v_ashrrev_i32_e32 v37, 31, v36
	global_load_b64 v[56:57], v[56:57], off
	global_load_b64 v[58:59], v[58:59], off
	global_load_b64 v[44:45], v[44:45], off
	global_load_b64 v[64:65], v[64:65], off
	v_lshlrev_b64_e32 v[36:37], 3, v[36:37]
	v_ashrrev_i32_e32 v88, 31, v87
	s_wait_loadcnt 0xf
	v_mul_f64_e32 v[52:53], v[52:53], v[54:55]
	s_wait_loadcnt 0xd
	v_fma_f64 v[7:8], v[74:75], v[15:16], -v[7:8]
	v_add_co_u32 v74, vcc_lo, s2, v36
	s_wait_loadcnt 0xb
	v_mul_f64_e32 v[32:33], v[54:55], v[32:33]
	v_mul_f64_e32 v[54:55], v[40:41], v[54:55]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v75, null, s3, v37, vcc_lo
	v_fma_f64 v[3:4], v[15:16], v[19:20], -v[3:4]
	v_add_co_u32 v15, vcc_lo, s18, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s19, v37, vcc_lo
	v_add_co_u32 v19, vcc_lo, s22, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v20, null, s23, v37, vcc_lo
	v_lshlrev_b64_e32 v[36:37], 3, v[87:88]
	v_add_co_u32 v87, vcc_lo, v9, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v88, null, s25, v10, vcc_lo
	s_clause 0x1
	global_load_b64 v[9:10], v[9:10], off
	global_load_b64 v[26:27], v[26:27], off
	s_wait_loadcnt 0xb
	v_fma_f64 v[11:12], v[80:81], v[17:18], -v[11:12]
	v_add_co_u32 v80, vcc_lo, s2, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s3, v37, vcc_lo
	v_fma_f64 v[5:6], v[17:18], v[21:22], -v[5:6]
	v_add_co_u32 v17, vcc_lo, s18, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s19, v37, vcc_lo
	v_add_co_u32 v21, vcc_lo, s22, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v22, null, s23, v37, vcc_lo
	v_add_co_u32 v36, vcc_lo, v13, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v37, null, s25, v14, vcc_lo
	s_clause 0x1
	global_load_b64 v[13:14], v[13:14], off
	global_load_b64 v[42:43], v[42:43], off
	s_wait_loadcnt 0xb
	v_fma_f64 v[48:49], v[48:49], v[50:51], -v[52:53]
	v_add_co_u32 v52, vcc_lo, v68, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s25, v69, vcc_lo
	s_clause 0x1
	global_load_b64 v[68:69], v[68:69], off
	global_load_b64 v[70:71], v[70:71], off
	s_wait_loadcnt 0xb
	v_fma_f64 v[23:24], v[50:51], v[23:24], -v[32:33]
	v_add_co_u32 v32, vcc_lo, v85, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s25, v86, vcc_lo
	global_load_b64 v[85:86], v[85:86], off
	s_wait_loadcnt 0xb
	v_fma_f64 v[50:51], v[38:39], v[50:51], -v[54:55]
	v_add_co_u32 v54, vcc_lo, v89, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v55, null, s25, v90, vcc_lo
	global_load_b64 v[89:90], v[89:90], off
	v_add_f64_e64 v[38:39], v[38:39], -v[40:41]
	v_add_co_u32 v40, vcc_lo, v52, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s25, v53, vcc_lo
	s_clause 0x1
	global_load_b64 v[52:53], v[52:53], off
	global_load_b64 v[72:73], v[72:73], off
	global_load_b64 v[74:75], v[74:75], off
	global_load_b64 v[15:16], v[15:16], off
	global_load_b64 v[19:20], v[19:20], off
	s_wait_loadcnt 0xf
	v_mul_f64_e32 v[56:57], v[56:57], v[58:59]
	v_add_f64_e32 v[5:6], v[11:12], v[5:6]
	s_wait_loadcnt 0xb
	v_mul_f64_e32 v[26:27], v[58:59], v[26:27]
	s_wait_loadcnt 0x9
	v_mul_f64_e32 v[58:59], v[42:43], v[58:59]
	s_wait_loadcnt 0x7
	v_add_f64_e64 v[68:69], v[68:69], -v[70:71]
	v_add_co_u32 v70, vcc_lo, v36, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v71, null, s25, v37, vcc_lo
	global_load_b64 v[36:37], v[36:37], off
	global_load_b64 v[66:67], v[66:67], off
	s_clause 0x1
	global_load_b64 v[46:47], v[46:47], off
	global_load_b64 v[70:71], v[70:71], off
	s_wait_loadcnt 0x9
	v_fma_f64 v[56:57], v[85:86], v[89:90], -v[56:57]
	v_add_co_u32 v85, vcc_lo, v54, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v86, null, s25, v55, vcc_lo
	global_load_b64 v[54:55], v[54:55], off
	v_fma_f64 v[9:10], v[89:90], v[9:10], -v[26:27]
	v_add_co_u32 v26, vcc_lo, v40, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s25, v41, vcc_lo
	s_clause 0x1
	global_load_b64 v[40:41], v[40:41], off
	global_load_b64 v[76:77], v[76:77], off
	global_load_b64 v[60:61], v[60:61], off
	global_load_b64 v[28:29], v[28:29], off
	global_load_b64 v[0:1], v[1:2], off
	global_load_b64 v[91:92], v[83:84], off
	global_load_b64 v[34:35], v[34:35], off
	global_load_b64 v[80:81], v[80:81], off
	global_load_b64 v[17:18], v[17:18], off
	global_load_b64 v[21:22], v[21:22], off
	v_ashrrev_i32_e32 v83, 31, v82
	s_wait_loadcnt 0x12
	v_add_f64_e64 v[52:53], v[52:53], -v[72:73]
	s_wait_loadcnt 0x10
	v_mul_f64_e32 v[74:75], v[74:75], v[15:16]
	s_wait_loadcnt 0xf
	v_mul_f64_e32 v[15:16], v[15:16], v[19:20]
	s_clause 0x1
	global_load_b64 v[26:27], v[26:27], off
	global_load_b64 v[78:79], v[78:79], off
	v_lshlrev_b64_e32 v[82:83], 3, v[82:83]
	v_fma_f64 v[58:59], v[13:14], v[89:90], -v[58:59]
	v_add_co_u32 v89, vcc_lo, v32, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v90, null, s25, v33, vcc_lo
	v_add_f64_e64 v[13:14], v[13:14], -v[42:43]
	v_add_co_u32 v42, vcc_lo, s2, v82
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s3, v83, vcc_lo
	v_add_co_u32 v72, vcc_lo, s18, v82
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v73, null, s19, v83, vcc_lo
	v_add_co_u32 v19, vcc_lo, s22, v82
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v20, null, s23, v83, vcc_lo
	v_add_co_u32 v82, vcc_lo, v87, s24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v83, null, s25, v88, vcc_lo
	s_clause 0x1
	global_load_b64 v[87:88], v[87:88], off
	global_load_b64 v[30:31], v[30:31], off
	global_load_b64 v[32:33], v[32:33], off
	global_load_b64 v[84:85], v[85:86], off
	global_load_b64 v[42:43], v[42:43], off
	global_load_b64 v[72:73], v[72:73], off
	global_load_b64 v[19:20], v[19:20], off
	global_load_b64 v[89:90], v[89:90], off
	global_load_b64 v[82:83], v[82:83], off
	v_add_f64_e32 v[50:51], v[50:51], v[68:69]
	v_mul_f64_e32 v[68:69], v[44:45], v[62:63]
	s_load_b256 s[24:31], s[0:1], 0x0
	s_brev_b32 s0, 5
	s_mov_b32 s1, 0x3fc99999
	v_add_f64_e32 v[2:3], v[7:8], v[3:4]
	v_mul_f64_e32 v[56:57], s[0:1], v[56:57]
	v_mul_f64_e32 v[9:10], s[0:1], v[9:10]
	v_mul_f64_e32 v[4:5], s[0:1], v[5:6]
	v_add_f64_e32 v[52:53], v[58:59], v[52:53]
	v_mul_f64_e32 v[13:14], s[0:1], v[13:14]
	s_wait_kmcnt 0x0
	v_add_co_u32 v58, vcc_lo, s24, v93
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v59, null, s25, v94, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f64_e32 v[52:53], s[0:1], v[52:53]
	s_mov_b32 s1, 0x3fe99999
	s_wait_alu depctr_sa_sdst(0)
	v_fma_f64 v[2:3], v[2:3], s[0:1], -v[4:5]
	v_fma_f64 v[13:14], v[38:39], s[0:1], -v[13:14]
	s_wait_loadcnt 0x18
	v_mul_f64_e32 v[64:65], v[64:65], v[66:67]
	v_add_f64_e64 v[44:45], v[36:37], -v[44:45]
	s_wait_loadcnt 0x17
	v_mul_f64_e32 v[7:8], v[46:47], v[66:67]
	s_wait_loadcnt 0x13
	v_add_f64_e64 v[40:41], v[40:41], -v[76:77]
	global_load_b64 v[76:77], v[58:59], off
	v_fma_f64 v[36:37], v[36:37], v[54:55], -v[68:69]
	v_add_co_u32 v68, vcc_lo, s26, v93
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v69, null, s27, v94, vcc_lo
	s_wait_loadcnt 0x10
	v_fma_f64 v[0:1], v[0:1], v[91:92], -v[74:75]
	v_add_co_u32 v74, vcc_lo, s28, v93
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v75, null, s29, v94, vcc_lo
	s_wait_loadcnt 0xf
	v_fma_f64 v[15:16], v[91:92], v[34:35], -v[15:16]
	v_add_co_u32 v34, vcc_lo, s30, v93
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v35, null, s31, v94, vcc_lo
	v_add_co_u32 v91, vcc_lo, s4, v93
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v92, null, s5, v94, vcc_lo
	v_mul_f64_e32 v[60:61], v[60:61], v[62:63]
	v_mul_f64_e32 v[28:29], v[62:63], v[28:29]
	global_load_b64 v[62:63], v[68:69], off
	global_load_b64 v[93:94], v[74:75], off
	global_load_b64 v[11:12], v[34:35], off
	s_wait_loadcnt 0x10
	v_mul_f64_e32 v[80:81], v[80:81], v[17:18]
	s_wait_loadcnt 0xf
	v_mul_f64_e32 v[17:18], v[17:18], v[21:22]
	global_load_b64 v[21:22], v[91:92], off
	s_wait_loadcnt 0xe
	v_add_f64_e64 v[25:26], v[26:27], -v[78:79]
	s_wait_loadcnt 0xc
	v_mul_f64_e32 v[30:31], v[66:67], v[30:31]
	s_wait_loadcnt 0xa
	v_fma_f64 v[6:7], v[70:71], v[84:85], -v[7:8]
	v_fma_f64 v[8:9], v[23:24], s[0:1], -v[9:10]
	v_fma_f64 v[23:24], v[50:51], s[0:1], -v[52:53]
	v_add_f64_e32 v[36:37], v[36:37], v[40:41]
	v_add_f64_e32 v[0:1], v[0:1], v[15:16]
	v_fma_f64 v[15:16], v[48:49], s[0:1], -v[56:57]
	s_brev_b32 s0, 6
	s_mov_b32 s1, 0x3fa374bc
	s_wait_alu depctr_sa_sdst(0)
	v_fma_f64 v[13:14], v[44:45], s[0:1], v[13:14]
	v_fma_f64 v[32:33], v[32:33], v[54:55], -v[60:61]
	v_fma_f64 v[27:28], v[54:55], v[87:88], -v[28:29]
	s_wait_loadcnt 0x8
	v_fma_f64 v[42:43], v[42:43], v[72:73], -v[80:81]
	s_wait_loadcnt 0x7
	v_fma_f64 v[4:5], v[72:73], v[19:20], -v[17:18]
	v_add_f64_e64 v[17:18], v[70:71], -v[46:47]
	s_wait_loadcnt 0x6
	v_fma_f64 v[19:20], v[89:90], v[84:85], -v[64:65]
	s_wait_loadcnt 0x5
	v_fma_f64 v[29:30], v[84:85], v[82:83], -v[30:31]
	v_add_f64_e32 v[6:7], v[6:7], v[25:26]
	v_fma_f64 v[23:24], v[36:37], s[0:1], v[23:24]
	v_fma_f64 v[0:1], v[0:1], s[0:1], v[2:3]
	v_fma_f64 v[15:16], v[32:33], s[0:1], v[15:16]
	v_fma_f64 v[8:9], v[27:28], s[0:1], v[8:9]
	s_mov_b32 s0, 2.0
	s_mov_b32 s1, 0xbf6cac08
	v_add_f64_e32 v[2:3], v[42:43], v[4:5]
	s_wait_alu depctr_sa_sdst(0)
	v_fma_f64 v[4:5], v[17:18], s[0:1], v[13:14]
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[23:24]
	v_fma_f64 v[13:14], v[19:20], s[0:1], v[15:16]
	v_fma_f64 v[8:9], v[29:30], s[0:1], v[8:9]
	v_fma_f64 v[0:1], v[2:3], s[0:1], v[0:1]
	s_wait_loadcnt 0x4
	v_fma_f64 v[2:3], -s[12:13], v[4:5], v[76:77]
	s_wait_loadcnt 0x3
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_f64 v[4:5], -s[12:13], v[13:14], v[62:63]
	s_wait_loadcnt 0x2
	v_fma_f64 v[6:7], -s[12:13], v[6:7], v[93:94]
	s_wait_loadcnt 0x1
	v_fma_f64 v[8:9], -s[12:13], v[8:9], v[11:12]
	s_wait_loadcnt 0x0
	v_fma_f64 v[0:1], -s[14:15], v[0:1], v[21:22]
	global_store_b64 v[58:59], v[2:3], off
	global_store_b64 v[68:69], v[4:5], off
	global_store_b64 v[74:75], v[6:7], off
	global_store_b64 v[34:35], v[8:9], off
	global_store_b64 v[91:92], v[0:1], off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 400
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 32
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 29
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
.Lfunc_end1:
	.size	_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii, .Lfunc_end1-_Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
                                        ; -- End function
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_vgpr, 95
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_agpr, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.numbered_sgpr, 32
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_named_barrier, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.private_seg_size, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_vcc, 1
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_flat_scratch, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_dyn_sized_stack, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_recursion, 0
	.set _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3656
; TotalNumSgprs: 34
; NumVgprs: 95
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 95
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	s_load_b64 s[2:3], s[0:1], 0x9c
	s_load_b64 s[24:25], s[0:1], 0x84
	s_and_b32 s4, ttmp7, 0xffff
	s_lshr_b32 s5, ttmp7, 16
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	v_bfe_u32 v3, v0, 20, 10
	s_wait_kmcnt 0x0
	s_and_b32 s3, s3, 0xffff
	s_and_b32 s6, s2, 0xffff
	s_lshr_b32 s2, s2, 16
	s_mul_i32 s6, ttmp9, s6
	s_mul_i32 s4, s4, s2
	s_mul_i32 s5, s5, s3
	s_max_i32 s2, s6, 0
	s_max_i32 s3, s4, 0
	s_max_i32 s4, s5, 0
	v_add_nc_u32_e32 v0, s2, v1
	v_add_nc_u32_e32 v1, s3, v2
	v_add_nc_u32_e32 v2, s4, v3
	s_add_co_i32 s2, s25, -5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_min3_u32 v3, v0, v1, v2
	v_max3_i32 v4, v0, v1, v2
	v_cmp_lt_u32_e32 vcc_lo, 3, v3
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ge_i32_e64 s2, s2, v4
	s_and_b32 s2, s2, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mad_co_u64_u32 v[2:3], null, s24, v2, s[24:25]
	s_lshl_b32 s30, s24, 1
	s_clause 0x5
	s_load_b64 s[26:27], s[0:1], 0x60
	s_load_b128 s[20:23], s[0:1], 0x50
	s_load_b64 s[28:29], s[0:1], 0x40
	s_load_b256 s[12:19], s[0:1], 0x0
	s_load_b256 s[4:11], s[0:1], 0x20
	s_load_b128 s[0:3], s[0:1], 0x70
	s_brev_b32 s34, 5
	s_mov_b32 s35, 0x3fc99999
	s_mul_i32 s31, s24, -6
	s_mov_b32 s37, 0x3fe99999
	v_add_nc_u32_e32 v14, v2, v1
	v_subrev_nc_u32_e32 v2, s30, v2
	s_lshl_b32 s30, s24, 2
	s_mov_b32 s36, s34
	s_lshl_b32 s33, s24, 3
	v_mad_co_u64_u32 v[3:4], null, v14, s25, v[0:1]
	v_add_nc_u32_e32 v40, v2, v1
	v_add_nc_u32_e32 v22, s24, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_co_u64_u32 v[8:9], null, v40, s25, v[0:1]
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[14:15], null, v22, s25, v[0:1]
	v_add_nc_u32_e32 v31, s24, v22
	v_lshlrev_b64_e32 v[4:5], 3, v[3:4]
	v_mad_co_u64_u32 v[2:3], null, s24, 3, v[2:3]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v15, 31, v14
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v6, vcc_lo, s10, v4
	v_lshlrev_b64_e32 v[8:9], 3, v[8:9]
	s_wait_alu depctr_sa_sdst(0)
	v_subrev_nc_u32_e32 v24, s30, v2
	v_lshlrev_b64_e32 v[14:15], 3, v[14:15]
	v_add_co_ci_u32_e64 v7, null, s11, v5, vcc_lo
	s_mul_i32 s30, s24, 5
	v_add_nc_u32_e32 v2, v24, v1
	v_add_co_u32 v10, vcc_lo, s10, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s11, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_co_u64_u32 v[2:3], null, v2, s25, v[0:1]
	v_add_co_u32 v16, vcc_lo, s10, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s11, v15, vcc_lo
	s_clause 0x1
	global_load_b64 v[6:7], v[6:7], off
	global_load_b64 v[10:11], v[10:11], off
	v_ashrrev_i32_e32 v3, 31, v2
	global_load_b64 v[16:17], v[16:17], off
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v24, s31, s30, v24
	s_brev_b32 s30, 6
	s_mov_b32 s31, 0x3fa374bc
	v_lshlrev_b64_e32 v[18:19], 3, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v25, v24, v1
	v_add_co_u32 v2, vcc_lo, s10, v18
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s11, v19, vcc_lo
	v_mad_co_u64_u32 v[25:26], null, v25, s25, v[0:1]
	global_load_b64 v[20:21], v[2:3], off
	v_ashrrev_i32_e32 v26, 31, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[25:26], 3, v[25:26]
	s_wait_loadcnt 0x2
	v_add_f64_e64 v[12:13], v[6:7], -v[10:11]
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[2:3], v[16:17], -v[20:21]
	v_mul_f64_e32 v[2:3], s[34:35], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[2:3], v[12:13], s[36:37], -v[2:3]
	v_mad_co_u64_u32 v[12:13], null, v31, s25, v[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[12:13], 3, v[12:13]
	v_add_co_u32 v22, vcc_lo, s10, v12
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v23, null, s11, v13, vcc_lo
	v_add_co_u32 v27, vcc_lo, s10, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v28, null, s11, v26, vcc_lo
	s_clause 0x1
	global_load_b64 v[22:23], v[22:23], off
	global_load_b64 v[27:28], v[27:28], off
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[29:30], v[22:23], -v[27:28]
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[2:3], v[29:30], s[30:31], v[2:3]
	v_mad_co_u64_u32 v[29:30], null, s24, 7, v[24:25]
	v_add_nc_u32_e32 v24, s24, v31
	v_mad_co_u64_u32 v[30:31], null, v24, s25, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_nc_u32_e32 v24, s33, v29
	v_add_nc_u32_e32 v1, v24, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v31, 31, v30
	v_mad_co_u64_u32 v[34:35], null, v1, s25, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[30:31], 3, v[30:31]
	v_ashrrev_i32_e32 v35, 31, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v32, vcc_lo, s10, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s11, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[34:35], 3, v[34:35]
	global_load_b64 v[32:33], v[32:33], off
	v_add_co_u32 v36, vcc_lo, s10, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v37, null, s11, v35, vcc_lo
	s_mov_b32 s10, 2.0
	s_mov_b32 s11, 0xbf6cac08
	global_load_b64 v[36:37], v[36:37], off
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[38:39], v[32:33], -v[36:37]
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], s[10:11], v[2:3]
	v_add_nc_u32_e32 v3, s24, v40
	v_mad_co_u64_u32 v[40:41], null, v3, s25, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64_e32 v[1:2], 3, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v41, vcc_lo, s12, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v42, null, s13, v2, vcc_lo
	global_load_b64 v[43:44], v[41:42], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[38:39], -s[2:3], v[38:39], v[43:44]
	global_store_b64 v[41:42], v[38:39], off
	v_add_co_u32 v38, vcc_lo, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s7, v5, vcc_lo
	v_add_co_u32 v41, vcc_lo, s22, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v42, null, s23, v5, vcc_lo
	v_add_co_u32 v43, vcc_lo, s6, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s7, v9, vcc_lo
	v_add_co_u32 v45, vcc_lo, s22, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v46, null, s23, v9, vcc_lo
	s_clause 0x1
	global_load_b64 v[43:44], v[43:44], off
	global_load_b64 v[38:39], v[38:39], off
	s_clause 0x1
	global_load_b64 v[41:42], v[41:42], off
	global_load_b64 v[45:46], v[45:46], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[43:44], v[43:44], v[45:46]
	v_mul_f64_e32 v[10:11], v[10:11], v[45:46]
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f64 v[38:39], v[38:39], v[41:42], -v[43:44]
	v_add_co_u32 v43, vcc_lo, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s7, v15, vcc_lo
	v_add_co_u32 v47, vcc_lo, s22, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v48, null, s23, v15, vcc_lo
	v_add_co_u32 v49, vcc_lo, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v50, null, s7, v19, vcc_lo
	v_add_co_u32 v51, vcc_lo, s22, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v52, null, s23, v19, vcc_lo
	s_clause 0x1
	global_load_b64 v[49:50], v[49:50], off
	global_load_b64 v[43:44], v[43:44], off
	s_clause 0x1
	global_load_b64 v[47:48], v[47:48], off
	global_load_b64 v[51:52], v[51:52], off
	v_fma_f64 v[6:7], v[6:7], v[41:42], -v[10:11]
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[49:50], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[43:44], v[47:48], -v[49:50]
	v_mul_f64_e32 v[43:44], s[34:35], v[43:44]
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], s[36:37], -v[43:44]
	v_add_co_u32 v43, vcc_lo, s6, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s7, v13, vcc_lo
	v_add_co_u32 v49, vcc_lo, s22, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v50, null, s23, v13, vcc_lo
	v_add_co_u32 v53, vcc_lo, s6, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v54, null, s7, v26, vcc_lo
	v_add_co_u32 v55, vcc_lo, s22, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v56, null, s23, v26, vcc_lo
	s_clause 0x1
	global_load_b64 v[53:54], v[53:54], off
	global_load_b64 v[43:44], v[43:44], off
	s_clause 0x1
	global_load_b64 v[49:50], v[49:50], off
	global_load_b64 v[55:56], v[55:56], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[53:54], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[43:44], v[49:50], -v[53:54]
	v_fma_f64 v[38:39], v[43:44], s[30:31], v[38:39]
	v_add_co_u32 v43, vcc_lo, s6, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s7, v31, vcc_lo
	v_add_co_u32 v53, vcc_lo, s22, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v54, null, s23, v31, vcc_lo
	v_add_co_u32 v57, vcc_lo, s6, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v58, null, s7, v35, vcc_lo
	v_add_co_u32 v59, vcc_lo, s22, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v60, null, s23, v35, vcc_lo
	s_clause 0x1
	global_load_b64 v[57:58], v[57:58], off
	global_load_b64 v[43:44], v[43:44], off
	s_clause 0x1
	global_load_b64 v[53:54], v[53:54], off
	global_load_b64 v[59:60], v[59:60], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[57:58], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[43:44], v[53:54], -v[57:58]
	v_fma_f64 v[38:39], v[43:44], s[10:11], v[38:39]
	v_add_co_u32 v43, vcc_lo, s14, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s15, v2, vcc_lo
	global_load_b64 v[57:58], v[43:44], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[38:39], -s[2:3], v[38:39], v[57:58]
	global_store_b64 v[43:44], v[38:39], off
	v_add_co_u32 v38, vcc_lo, s8, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s9, v5, vcc_lo
	v_add_co_u32 v43, vcc_lo, s8, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s9, v9, vcc_lo
	s_clause 0x1
	global_load_b64 v[38:39], v[38:39], off
	global_load_b64 v[43:44], v[43:44], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[38:39], v[41:42], v[38:39], -v[43:44]
	v_add_co_u32 v43, vcc_lo, s8, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s9, v15, vcc_lo
	v_add_co_u32 v57, vcc_lo, s8, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v58, null, s9, v19, vcc_lo
	s_clause 0x1
	global_load_b64 v[43:44], v[43:44], off
	global_load_b64 v[57:58], v[57:58], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[57:58], v[51:52], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[47:48], v[43:44], -v[57:58]
	v_mul_f64_e32 v[43:44], s[34:35], v[43:44]
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], s[36:37], -v[43:44]
	v_add_co_u32 v43, vcc_lo, s8, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s9, v13, vcc_lo
	v_add_co_u32 v57, vcc_lo, s8, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v58, null, s9, v26, vcc_lo
	s_clause 0x1
	global_load_b64 v[43:44], v[43:44], off
	global_load_b64 v[57:58], v[57:58], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[57:58], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[49:50], v[43:44], -v[57:58]
	v_fma_f64 v[38:39], v[43:44], s[30:31], v[38:39]
	v_add_co_u32 v43, vcc_lo, s8, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s9, v31, vcc_lo
	v_add_co_u32 v57, vcc_lo, s8, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v58, null, s9, v35, vcc_lo
	s_clause 0x1
	global_load_b64 v[43:44], v[43:44], off
	global_load_b64 v[57:58], v[57:58], off
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[57:58], v[59:60], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[53:54], v[43:44], -v[57:58]
	v_fma_f64 v[38:39], v[43:44], s[10:11], v[38:39]
	v_add_co_u32 v43, vcc_lo, s16, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v44, null, s17, v2, vcc_lo
	v_add_co_u32 v4, vcc_lo, s26, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s27, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, s26, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s27, v9, vcc_lo
	global_load_b64 v[4:5], v[4:5], off
	global_load_b64 v[57:58], v[43:44], off
	global_load_b64 v[8:9], v[8:9], off
	s_wait_loadcnt 0x1
	v_fma_f64 v[38:39], -s[2:3], v[38:39], v[57:58]
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[4:5], v[4:5], -v[8:9]
	v_add_co_u32 v8, vcc_lo, s26, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s27, v15, vcc_lo
	v_add_co_u32 v10, vcc_lo, s26, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s27, v19, vcc_lo
	global_load_b64 v[8:9], v[8:9], off
	v_add_nc_u32_e32 v14, -1, v3
	global_load_b64 v[10:11], v[10:11], off
	v_mad_co_u64_u32 v[14:15], null, v14, s25, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64_e32 v[14:15], 3, v[14:15]
	global_store_b64 v[43:44], v[38:39], off
	v_add_f64_e32 v[4:5], v[6:7], v[4:5]
	v_mul_f64_e32 v[6:7], v[20:21], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[6:7], v[16:17], v[47:48], -v[6:7]
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[8:9], v[8:9], -v[10:11]
	v_add_f64_e32 v[6:7], v[6:7], v[8:9]
	v_add_co_u32 v8, vcc_lo, s26, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s27, v13, vcc_lo
	v_add_co_u32 v10, vcc_lo, s26, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s27, v26, vcc_lo
	s_clause 0x1
	global_load_b64 v[8:9], v[8:9], off
	global_load_b64 v[10:11], v[10:11], off
	v_mul_f64_e32 v[6:7], s[34:35], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[4:5], v[4:5], s[36:37], -v[6:7]
	v_mul_f64_e32 v[6:7], v[27:28], v[55:56]
	v_fma_f64 v[6:7], v[22:23], v[49:50], -v[6:7]
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[8:9], v[8:9], -v[10:11]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f64_e32 v[6:7], v[6:7], v[8:9]
	v_add_co_u32 v8, vcc_lo, s26, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s27, v31, vcc_lo
	v_add_co_u32 v10, vcc_lo, s26, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s27, v35, vcc_lo
	s_clause 0x1
	global_load_b64 v[8:9], v[8:9], off
	global_load_b64 v[10:11], v[10:11], off
	v_fma_f64 v[4:5], v[6:7], s[30:31], v[4:5]
	v_mul_f64_e32 v[6:7], v[36:37], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[6:7], v[32:33], v[53:54], -v[6:7]
	s_wait_loadcnt 0x0
	v_add_f64_e64 v[8:9], v[8:9], -v[10:11]
	v_add_f64_e32 v[6:7], v[6:7], v[8:9]
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[4:5], v[6:7], s[10:11], v[4:5]
	v_add_co_u32 v6, vcc_lo, s18, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s19, v2, vcc_lo
	global_load_b64 v[8:9], v[6:7], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[4:5], -s[2:3], v[4:5], v[8:9]
	s_ashr_i32 s3, s25, 31
	s_mov_b32 s2, s25
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[2:3], s[2:3], 3
	global_store_b64 v[6:7], v[4:5], off
	v_add_nc_u32_e32 v4, s25, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64_e32 v[4:5], 3, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, s28, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s29, v5, vcc_lo
	v_add_co_u32 v10, vcc_lo, s20, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s21, v5, vcc_lo
	v_add_co_u32 v16, vcc_lo, s28, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s29, v15, vcc_lo
	v_add_co_u32 v18, vcc_lo, s20, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s21, v15, vcc_lo
	s_clause 0x1
	global_load_b64 v[16:17], v[16:17], off
	global_load_b64 v[8:9], v[6:7], off
	s_clause 0x1
	global_load_b64 v[12:13], v[10:11], off
	global_load_b64 v[18:19], v[18:19], off
	v_add_co_u32 v4, vcc_lo, s26, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s27, v5, vcc_lo
	v_add_co_u32 v14, vcc_lo, s26, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s27, v15, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v6, vcc_lo, v6, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s3, v11, vcc_lo
	global_load_b64 v[14:15], v[14:15], off
	s_wait_loadcnt 0x1
	v_mul_f64_e32 v[16:17], v[16:17], v[18:19]
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[14:15], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f64 v[8:9], v[8:9], v[12:13], -v[16:17]
	global_load_b64 v[16:17], v[4:5], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[12:13], v[12:13], v[16:17], -v[14:15]
	v_add_nc_u32_e32 v16, -2, v3
	global_load_b64 v[14:15], v[10:11], off
	v_mad_co_u64_u32 v[16:17], null, v16, s25, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64_e32 v[16:17], 3, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v18, vcc_lo, s28, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s29, v17, vcc_lo
	v_add_co_u32 v20, vcc_lo, s20, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s21, v17, vcc_lo
	global_load_b64 v[18:19], v[18:19], off
	v_add_co_u32 v4, vcc_lo, v4, s2
	global_load_b64 v[20:21], v[20:21], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s3, v5, vcc_lo
	v_add_f64_e32 v[8:9], v[8:9], v[12:13]
	global_load_b64 v[12:13], v[6:7], off
	v_add_co_u32 v16, vcc_lo, s26, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s27, v17, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s3, v11, vcc_lo
	global_load_b64 v[16:17], v[16:17], off
	s_wait_loadcnt 0x2
	v_mul_f64_e32 v[18:19], v[18:19], v[20:21]
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f64 v[12:13], v[12:13], v[14:15], -v[18:19]
	global_load_b64 v[18:19], v[4:5], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[14:15], v[14:15], v[18:19], -v[16:17]
	v_add_nc_u32_e32 v16, -3, v3
	v_add_nc_u32_e32 v3, -4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[16:17], null, v16, s25, v[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[16:17], 3, v[16:17]
	v_add_co_u32 v18, vcc_lo, s28, v16
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, s29, v17, vcc_lo
	v_add_co_u32 v20, vcc_lo, s20, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s21, v17, vcc_lo
	global_load_b64 v[18:19], v[18:19], off
	v_add_co_u32 v4, vcc_lo, v4, s2
	global_load_b64 v[20:21], v[20:21], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s3, v5, vcc_lo
	v_add_f64_e32 v[12:13], v[12:13], v[14:15]
	global_load_b64 v[14:15], v[10:11], off
	v_add_co_u32 v16, vcc_lo, s26, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s27, v17, vcc_lo
	global_load_b64 v[16:17], v[16:17], off
	v_mul_f64_e32 v[12:13], s[34:35], v[12:13]
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[8:9], v[8:9], s[36:37], -v[12:13]
	global_load_b64 v[12:13], v[6:7], off
	v_add_co_u32 v6, vcc_lo, v6, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s3, v11, vcc_lo
	global_load_b64 v[6:7], v[6:7], off
	global_load_b64 v[10:11], v[10:11], off
	s_wait_loadcnt 0x5
	v_mul_f64_e32 v[18:19], v[18:19], v[20:21]
	s_wait_loadcnt 0x3
	v_mul_f64_e32 v[16:17], v[20:21], v[16:17]
	s_wait_loadcnt 0x2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], v[12:13], v[14:15], -v[18:19]
	global_load_b64 v[18:19], v[4:5], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[14:15], v[14:15], v[18:19], -v[16:17]
	v_add_f64_e32 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], v[12:13], s[30:31], v[8:9]
	v_mad_co_u64_u32 v[12:13], null, v3, s25, v[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[12:13], 3, v[12:13]
	v_add_co_u32 v14, vcc_lo, s28, v12
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v15, null, s29, v13, vcc_lo
	v_add_co_u32 v16, vcc_lo, s20, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s21, v13, vcc_lo
	v_add_co_u32 v3, vcc_lo, v4, s2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s3, v5, vcc_lo
	v_add_co_u32 v12, vcc_lo, s26, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s27, v13, vcc_lo
	global_load_b64 v[14:15], v[14:15], off
	global_load_b64 v[16:17], v[16:17], off
	s_clause 0x1
	global_load_b64 v[3:4], v[3:4], off
	global_load_b64 v[12:13], v[12:13], off
	v_add_co_u32 v0, vcc_lo, s4, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v2, vcc_lo
	s_wait_loadcnt 0x2
	v_mul_f64_e32 v[14:15], v[14:15], v[16:17]
	s_wait_loadcnt 0x0
	v_mul_f64_e32 v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[6:7], v[6:7], v[10:11], -v[14:15]
	v_fma_f64 v[3:4], v[10:11], v[3:4], -v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f64_e32 v[3:4], v[6:7], v[3:4]
	global_load_b64 v[5:6], v[0:1], off
	v_fma_f64 v[3:4], v[3:4], s[10:11], v[8:9]
	s_wait_loadcnt 0x0
	v_fma_f64 v[2:3], -s[0:1], v[3:4], v[5:6]
	global_store_b64 v[0:1], v[2:3], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 400
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 38
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 31
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
.Lfunc_end2:
	.size	_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii, .Lfunc_end2-_Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii
                                        ; -- End function
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_vgpr, 61
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_agpr, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.numbered_sgpr, 38
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.num_named_barrier, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.private_seg_size, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_vcc, 1
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.uses_flat_scratch, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_dyn_sized_stack, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_recursion, 0
	.set _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3848
; TotalNumSgprs: 40
; NumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 61
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z9hypterm_1PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     102
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
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         _Z9hypterm_2PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     95
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
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z9hypterm_3PdS_S_S_S_PKdS1_S1_S1_S1_S1_S1_S1_dddiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
