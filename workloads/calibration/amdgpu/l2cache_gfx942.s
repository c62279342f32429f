	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z10initKernelPdm       ; -- Begin function _Z10initKernelPdm
	.globl	_Z10initKernelPdm
	.p2align	8
	.type	_Z10initKernelPdm,@function
_Z10initKernelPdm:                      ; @_Z10initKernelPdm
; %bb.0:
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_add_u32 s0, s0, 16
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s3, 0xffff
	s_mul_i32 s3, s2, s8
	v_add_u32_e32 v2, s3, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_cmp_gt_u64_e32 vcc, s[6:7], v[2:3]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dword s9, s[0:1], 0x0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v4, 0x9999999a
	v_mov_b32_e32 v5, 0x3ff19999
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s2, s9
	s_mul_i32 s2, s2, s8
	s_mul_i32 s3, s9, s8
	v_add_u32_e32 v0, s2, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[2:3], 3, s[4:5]
	v_add_u32_e32 v6, s3, v0
	v_cmp_le_u64_e32 vcc, s[6:7], v[0:1]
	global_store_dwordx2 v[2:3], v[4:5], off
	v_mov_b64_e32 v[2:3], v[0:1]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v0, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10initKernelPdm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
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
	.size	_Z10initKernelPdm, .Lfunc_end0-_Z10initKernelPdm
                                        ; -- End function
	.set _Z10initKernelPdm.num_vgpr, 7
	.set _Z10initKernelPdm.num_agpr, 0
	.set _Z10initKernelPdm.numbered_sgpr, 12
	.set _Z10initKernelPdm.num_named_barrier, 0
	.set _Z10initKernelPdm.private_seg_size, 0
	.set _Z10initKernelPdm.uses_vcc, 1
	.set _Z10initKernelPdm.uses_flat_scratch, 0
	.set _Z10initKernelPdm.has_dyn_sized_stack, 0
	.set _Z10initKernelPdm.has_recursion, 0
	.set _Z10initKernelPdm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 160
; TotalNumSgprs: 18
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi64ELi1024EEvPdPKdi,"axG",@progbits,_Z9sumKernelILi64ELi1024EEvPdPKdi,comdat
	.protected	_Z9sumKernelILi64ELi1024EEvPdPKdi ; -- Begin function _Z9sumKernelILi64ELi1024EEvPdPKdi
	.globl	_Z9sumKernelILi64ELi1024EEvPdPKdi
	.p2align	8
	.type	_Z9sumKernelILi64ELi1024EEvPdPKdi,@function
_Z9sumKernelILi64ELi1024EEvPdPKdi:      ; @_Z9sumKernelILi64ELi1024EEvPdPKdi
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_load_dword s5, s[0:1], 0x24
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_movk_i32 s4, 0x2000
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s8, 0, s3
	s_and_b32 s5, s5, 0xffff
	s_mul_i32 s5, s3, s5
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s8, s8, s9
	s_mul_hi_u32 s8, s9, s8
	s_add_i32 s9, s9, s8
	s_mul_hi_u32 s8, s2, s9
	s_mul_i32 s8, s8, s3
	s_sub_i32 s2, s2, s8
	s_sub_i32 s8, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s2, s8, s2
	s_sub_i32 s8, s2, s3
	s_cmp_ge_u32 s2, s3
	s_cselect_b32 s3, s8, s2
	v_lshl_or_b32 v2, s3, 11, v0
	s_lshl_b32 s2, s5, 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s3, s2, 31
	v_lshl_add_u64 v[4:5], v[2:3], 3, s[6:7]
	v_add_co_u32_e32 v6, vcc, s4, v4
	s_lshl_b64 s[2:3], s[2:3], 3
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[2:3]
	v_add_co_u32_e32 v14, vcc, s4, v12
	s_nop 1
	v_addc_co_u32_e32 v15, vcc, 0, v13, vcc
	global_load_dwordx2 v[2:3], v[4:5], off
	global_load_dwordx2 v[8:9], v[6:7], off
	global_load_dwordx2 v[10:11], v[12:13], off
	global_load_dwordx2 v[16:17], v[14:15], off
	v_lshl_add_u64 v[4:5], v[12:13], 0, s[2:3]
	v_add_co_u32_e32 v6, vcc, s4, v4
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_add_co_u32_e32 v14, vcc, s4, v12
	s_waitcnt vmcnt(2)
	v_fma_f64 v[2:3], v[2:3], v[8:9], 0
	v_addc_co_u32_e32 v15, vcc, 0, v13, vcc
	global_load_dwordx2 v[18:19], v[4:5], off
	global_load_dwordx2 v[20:21], v[6:7], off
	global_load_dwordx2 v[22:23], v[12:13], off
	global_load_dwordx2 v[24:25], v[14:15], off
	v_lshl_add_u64 v[4:5], v[12:13], 0, s[2:3]
	v_add_co_u32_e32 v6, vcc, s4, v4
	v_lshl_add_u64 v[26:27], v[4:5], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[4:5], off
	global_load_dwordx2 v[14:15], v[6:7], off
	v_add_co_u32_e32 v28, vcc, s4, v26
	v_lshl_add_u64 v[30:31], v[26:27], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v29, vcc, 0, v27, vcc
	global_load_dwordx2 v[4:5], v[26:27], off
	global_load_dwordx2 v[6:7], v[28:29], off
	v_add_co_u32_e32 v26, vcc, s4, v30
	v_lshl_add_u64 v[28:29], v[30:31], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v31, vcc
	v_add_co_u32_e32 v32, vcc, s4, v28
	v_lshl_add_u64 v[34:35], v[28:29], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v33, vcc, 0, v29, vcc
	global_load_dwordx2 v[36:37], v[30:31], off
	global_load_dwordx2 v[38:39], v[26:27], off
	global_load_dwordx2 v[40:41], v[28:29], off
	global_load_dwordx2 v[42:43], v[32:33], off
	v_add_co_u32_e32 v26, vcc, s4, v34
	v_lshl_add_u64 v[28:29], v[34:35], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v35, vcc
	global_load_dwordx2 v[30:31], v[34:35], off
	global_load_dwordx2 v[32:33], v[26:27], off
	global_load_dwordx2 v[44:45], v[28:29], off
	v_add_co_u32_e32 v26, vcc, s4, v28
	s_waitcnt vmcnt(15)
	v_fmac_f64_e32 v[2:3], v[10:11], v[16:17]
	v_addc_co_u32_e32 v27, vcc, 0, v29, vcc
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[2:3]
	global_load_dwordx2 v[34:35], v[26:27], off
	global_load_dwordx2 v[46:47], v[28:29], off
	v_add_co_u32_e32 v26, vcc, s4, v28
	s_waitcnt vmcnt(15)
	v_fmac_f64_e32 v[2:3], v[18:19], v[20:21]
	v_addc_co_u32_e32 v27, vcc, 0, v29, vcc
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[2:3]
	global_load_dwordx2 v[48:49], v[26:27], off
	global_load_dwordx2 v[50:51], v[28:29], off
	v_add_co_u32_e32 v26, vcc, s4, v28
	s_waitcnt vmcnt(15)
	v_fmac_f64_e32 v[2:3], v[22:23], v[24:25]
	v_addc_co_u32_e32 v27, vcc, 0, v29, vcc
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[2:3]
	s_waitcnt vmcnt(13)
	v_fmac_f64_e32 v[2:3], v[12:13], v[14:15]
	v_add_co_u32_e32 v12, vcc, s4, v28
	v_lshl_add_u64 v[14:15], v[28:29], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v29, vcc
	global_load_dwordx2 v[16:17], v[12:13], off
	global_load_dwordx2 v[18:19], v[14:15], off
	v_add_co_u32_e32 v12, vcc, s4, v14
	global_load_dwordx2 v[8:9], v[26:27], off
	global_load_dwordx2 v[10:11], v[28:29], off
	v_addc_co_u32_e32 v13, vcc, 0, v15, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[2:3]
	global_load_dwordx2 v[20:21], v[12:13], off
	global_load_dwordx2 v[22:23], v[14:15], off
	v_add_co_u32_e32 v12, vcc, s4, v14
	s_waitcnt vmcnt(17)
	v_fmac_f64_e32 v[2:3], v[4:5], v[6:7]
	v_addc_co_u32_e32 v13, vcc, 0, v15, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[2:3]
	global_load_dwordx2 v[24:25], v[12:13], off
	global_load_dwordx2 v[26:27], v[14:15], off
	v_add_co_u32_e32 v12, vcc, s4, v14
	s_waitcnt vmcnt(17)
	v_fmac_f64_e32 v[2:3], v[36:37], v[38:39]
	v_addc_co_u32_e32 v13, vcc, 0, v15, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[2:3]
	global_load_dwordx2 v[28:29], v[12:13], off
	global_load_dwordx2 v[52:53], v[14:15], off
	v_add_co_u32_e32 v12, vcc, s4, v14
	s_waitcnt vmcnt(17)
	v_fmac_f64_e32 v[2:3], v[40:41], v[42:43]
	v_addc_co_u32_e32 v13, vcc, 0, v15, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[2:3]
	global_load_dwordx2 v[54:55], v[12:13], off
	global_load_dwordx2 v[56:57], v[14:15], off
	v_add_co_u32_e32 v12, vcc, s4, v14
	s_waitcnt vmcnt(17)
	v_fmac_f64_e32 v[2:3], v[30:31], v[32:33]
	v_addc_co_u32_e32 v13, vcc, 0, v15, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_waitcnt vmcnt(16)
	v_fmac_f64_e32 v[2:3], v[44:45], v[34:35]
	v_lshl_add_u64 v[6:7], v[14:15], 0, s[2:3]
	global_load_dwordx2 v[4:5], v[6:7], off
	s_waitcnt vmcnt(15)
	v_fmac_f64_e32 v[2:3], v[46:47], v[48:49]
	s_waitcnt vmcnt(11)
	v_fmac_f64_e32 v[2:3], v[50:51], v[8:9]
	s_waitcnt vmcnt(10)
	v_fmac_f64_e32 v[2:3], v[10:11], v[16:17]
	v_add_co_u32_e32 v10, vcc, s4, v6
	s_waitcnt vmcnt(9)
	v_fmac_f64_e32 v[2:3], v[18:19], v[20:21]
	v_addc_co_u32_e32 v11, vcc, 0, v7, vcc
	s_waitcnt vmcnt(7)
	v_fmac_f64_e32 v[2:3], v[22:23], v[24:25]
	s_waitcnt vmcnt(5)
	v_fmac_f64_e32 v[2:3], v[26:27], v[28:29]
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[52:53], v[54:55]
	s_waitcnt vmcnt(1)
	v_fmac_f64_e32 v[2:3], v[56:57], v[12:13]
	v_lshl_add_u64 v[12:13], v[6:7], 0, s[2:3]
	v_add_co_u32_e32 v14, vcc, s4, v12
	v_lshl_add_u64 v[16:17], v[12:13], 0, s[2:3]
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v13, vcc
	global_load_dwordx2 v[6:7], v[10:11], off
	global_load_dwordx2 v[8:9], v[12:13], off
	s_nop 0
	global_load_dwordx2 v[10:11], v[14:15], off
	global_load_dwordx2 v[12:13], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[4:5], v[6:7]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[18:19], v[14:15], off
	global_load_dwordx2 v[20:21], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[8:9], v[10:11]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[22:23], v[14:15], off
	global_load_dwordx2 v[24:25], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[12:13], v[18:19]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[26:27], v[14:15], off
	global_load_dwordx2 v[28:29], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[20:21], v[22:23]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[30:31], v[14:15], off
	global_load_dwordx2 v[32:33], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[24:25], v[26:27]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[34:35], v[14:15], off
	global_load_dwordx2 v[36:37], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[28:29], v[30:31]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[38:39], v[14:15], off
	global_load_dwordx2 v[40:41], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[32:33], v[34:35]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[42:43], v[14:15], off
	global_load_dwordx2 v[44:45], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[36:37], v[38:39]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[46:47], v[14:15], off
	global_load_dwordx2 v[48:49], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[40:41], v[42:43]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[50:51], v[14:15], off
	global_load_dwordx2 v[52:53], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[44:45], v[46:47]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	global_load_dwordx2 v[54:55], v[14:15], off
	global_load_dwordx2 v[56:57], v[16:17], off
	v_add_co_u32_e32 v14, vcc, s4, v16
	s_waitcnt vmcnt(3)
	v_fmac_f64_e32 v[2:3], v[48:49], v[50:51]
	v_addc_co_u32_e32 v15, vcc, 0, v17, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	v_add_co_u32_e32 v58, vcc, s4, v16
	s_mov_b32 s2, 0xcccccccd
	s_nop 0
	v_addc_co_u32_e32 v59, vcc, 0, v17, vcc
	global_load_dwordx2 v[60:61], v[14:15], off
	global_load_dwordx2 v[62:63], v[16:17], off
                                        ; kill: killed $vgpr14 killed $vgpr15
                                        ; kill: killed $vgpr16 killed $vgpr17
	s_nop 0
	global_load_dwordx2 v[14:15], v[58:59], off
	s_waitcnt vmcnt(4)
	v_fmac_f64_e32 v[2:3], v[52:53], v[54:55]
	s_mov_b32 s3, 0x3ff4cccc
	s_waitcnt vmcnt(2)
	v_fmac_f64_e32 v[2:3], v[56:57], v[60:61]
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[2:3], v[62:63], v[14:15]
	v_mul_f64 v[2:3], v[2:3], s[2:3]
	s_mov_b32 s2, 0x51eb851f
	s_mov_b32 s3, 0x40371eb8
	v_cmp_eq_f64_e32 vcc, s[2:3], v[2:3]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v2, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[0:1], s[2:3]
	global_store_dwordx2 v2, v[0:1], s[0:1]
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi64ELi1024EEvPdPKdi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 64
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
	.section	.text._Z9sumKernelILi64ELi1024EEvPdPKdi,"axG",@progbits,_Z9sumKernelILi64ELi1024EEvPdPKdi,comdat
.Lfunc_end1:
	.size	_Z9sumKernelILi64ELi1024EEvPdPKdi, .Lfunc_end1-_Z9sumKernelILi64ELi1024EEvPdPKdi
                                        ; -- End function
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.num_vgpr, 64
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.num_agpr, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.numbered_sgpr, 10
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.num_named_barrier, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.private_seg_size, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.uses_vcc, 1
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.uses_flat_scratch, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.has_recursion, 0
	.set _Z9sumKernelILi64ELi1024EEvPdPKdi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1588
; TotalNumSgprs: 16
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
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
	.type	__hip_cuid_979715fb93df988c,@object ; @__hip_cuid_979715fb93df988c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_979715fb93df988c
__hip_cuid_979715fb93df988c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_979715fb93df988c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_979715fb93df988c
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z10initKernelPdm
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10initKernelPdm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi64ELi1024EEvPdPKdi
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi64ELi1024EEvPdPKdi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
