	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.section	.text._Z10initKernelIfEvPT_m,"axG",@progbits,_Z10initKernelIfEvPT_m,comdat
	.protected	_Z10initKernelIfEvPT_m  ; -- Begin function _Z10initKernelIfEvPT_m
	.globl	_Z10initKernelIfEvPT_m
	.p2align	8
	.type	_Z10initKernelIfEvPT_m,@function
_Z10initKernelIfEvPT_m:                 ; @_Z10initKernelIfEvPT_m
; %bb.0:
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_add_u32 s0, s0, 16
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s3, 0xffff
	s_mul_i32 s3, s2, s9
	v_add_u32_e32 v2, s3, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_cmp_gt_u64_e32 vcc, s[6:7], v[2:3]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dword s0, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s2, s0
	s_mul_i32 s8, s0, s9
	s_mul_i32 s2, s2, s9
	s_mov_b64 s[0:1], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s3, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	v_add_u32_e32 v2, s2, v0
	v_cvt_f32_i32_e32 v1, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_cmp_le_u64_e32 vcc, s[6:7], v[2:3]
	v_add_u32_e32 v0, s8, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	global_store_dword v[4:5], v1, off
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10initKernelIfEvPT_m
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
		.amdhsa_next_free_vgpr 6
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
	.section	.text._Z10initKernelIfEvPT_m,"axG",@progbits,_Z10initKernelIfEvPT_m,comdat
.Lfunc_end0:
	.size	_Z10initKernelIfEvPT_m, .Lfunc_end0-_Z10initKernelIfEvPT_m
                                        ; -- End function
	.set _Z10initKernelIfEvPT_m.num_vgpr, 6
	.set _Z10initKernelIfEvPT_m.num_agpr, 0
	.set _Z10initKernelIfEvPT_m.numbered_sgpr, 12
	.set _Z10initKernelIfEvPT_m.num_named_barrier, 0
	.set _Z10initKernelIfEvPT_m.private_seg_size, 0
	.set _Z10initKernelIfEvPT_m.uses_vcc, 1
	.set _Z10initKernelIfEvPT_m.uses_flat_scratch, 0
	.set _Z10initKernelIfEvPT_m.has_dyn_sized_stack, 0
	.set _Z10initKernelIfEvPT_m.has_recursion, 0
	.set _Z10initKernelIfEvPT_m.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 18
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
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
	.section	.text._Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 2, v0
	s_mov_b32 s3, -2
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	s_mul_i32 s4, s2, 0xfa000
	s_mov_b32 s5, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_movk_i32 s8, 0x1000
	s_movk_i32 s9, 0x2000
	s_movk_i32 s10, 0x3000
	s_mov_b64 s[6:7], 0x4000
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[14:15], v[2:3], 0, s[4:5]
	v_add_co_u32_e32 v18, vcc, s8, v14
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[4:5]
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v15, vcc
	v_add_co_u32_e32 v20, vcc, s9, v14
	global_load_dword v6, v[14:15], off
	global_load_dword v7, v[14:15], off offset:1024
	global_load_dword v8, v[14:15], off offset:2048
	global_load_dword v9, v[14:15], off offset:3072
	global_load_dword v10, v[16:17], off
	global_load_dword v11, v[16:17], off offset:1024
	global_load_dword v12, v[16:17], off offset:2048
	global_load_dword v13, v[16:17], off offset:3072
	v_addc_co_u32_e32 v21, vcc, 0, v15, vcc
	v_add_co_u32_e32 v22, vcc, s8, v16
	s_add_i32 s3, s3, 16
	s_nop 0
	v_addc_co_u32_e32 v23, vcc, 0, v17, vcc
	v_add_co_u32_e32 v24, vcc, s9, v16
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[6:7]
	s_nop 0
	v_addc_co_u32_e32 v25, vcc, 0, v17, vcc
	v_add_co_u32_e32 v14, vcc, s10, v14
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[6:7]
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_add_co_u32_e32 v16, vcc, s10, v16
	s_cmpk_gt_u32 s3, 0xf9d
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	global_load_dword v27, v[18:19], off offset:1024
	global_load_dword v28, v[18:19], off offset:2048
	global_load_dword v29, v[18:19], off offset:3072
	global_load_dword v31, v[22:23], off offset:1024
	global_load_dword v32, v[22:23], off offset:2048
	global_load_dword v33, v[22:23], off offset:3072
	global_load_dword v26, v[20:21], off offset:-4096
	global_load_dword v34, v[20:21], off
	global_load_dword v35, v[20:21], off offset:1024
	global_load_dword v36, v[20:21], off offset:2048
	global_load_dword v37, v[20:21], off offset:3072
	global_load_dword v30, v[24:25], off offset:-4096
	global_load_dword v38, v[24:25], off
	global_load_dword v39, v[24:25], off offset:1024
	global_load_dword v40, v[24:25], off offset:2048
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr18 killed $vgpr19
	global_load_dword v41, v[24:25], off offset:3072
	global_load_dword v18, v[14:15], off
	global_load_dword v19, v[14:15], off offset:1024
	global_load_dword v20, v[14:15], off offset:2048
	global_load_dword v21, v[14:15], off offset:3072
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[16:17], off offset:1024
	global_load_dword v42, v[16:17], off offset:2048
	global_load_dword v43, v[16:17], off offset:3072
	s_waitcnt vmcnt(26)
	v_pk_add_f32 v[6:7], v[6:7], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v24, v6, v7
	s_waitcnt vmcnt(24)
	v_pk_add_f32 v[8:9], v[8:9], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v24
	v_add_f32_e32 v25, v8, v9
	s_waitcnt vmcnt(18)
	v_pk_add_f32 v[8:9], v[28:29], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v25
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[6:7], v[26:27], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v6, v6, v7
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[10:11], v[34:35], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v7, v8, v9
	v_add_f32_e32 v1, v1, v6
	v_add_f32_e32 v8, v10, v11
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[12:13], v[36:37], v[40:41] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v8
	v_add_f32_e32 v9, v12, v13
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[18:19], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v10, v14, v15
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[16:17], v[20:21], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v10
	v_add_f32_e32 v11, v16, v17
	v_add_f32_e32 v1, v1, v11
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB1_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
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
	.section	.text._Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_,comdat
.Lfunc_end1:
	.size	_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_, .Lfunc_end1-_Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.num_vgpr, 44
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.numbered_sgpr, 11
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 676
; TotalNumSgprs: 17
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mul_i32 s8, s2, 0xfa000
	s_mov_b32 s9, 0
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_or_b32 v4, v0, 2, s8
	v_mov_b32_e32 v5, s9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[4:5]
	s_mov_b64 s[6:7], 0xc00
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	s_mov_b64 s[4:5], 0x800
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[4:5]
	s_mov_b32 s3, -2
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[4:5], 0x1000
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[4:5], off offset:-2048
	global_load_dword v7, v[4:5], off offset:-1024
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[4:5], off offset:1024
	global_load_dword v10, v[2:3], off offset:-3072
	global_load_dword v11, v[2:3], off offset:-2048
	global_load_dword v12, v[2:3], off offset:-1024
	global_load_dword v13, v[2:3], off
	s_add_i32 s3, s3, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[4:5]
	s_cmpk_gt_u32 s3, 0xf9d
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[6:7], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[16:17], v[8:9], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v8, v9
	v_add_f32_e32 v1, v1, v6
	v_add_f32_e32 v1, v1, v7
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB2_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
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
	.section	.text._Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_,comdat
.Lfunc_end2:
	.size	_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_, .Lfunc_end2-_Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.num_vgpr, 18
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1064
; TotalNumSgprs: 16
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
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
	.section	.text._Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	s_mul_i32 s4, s2, 0xfa000
	s_mov_b32 s5, 0
	s_lshl_b64 s[8:9], s[4:5], 2
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[8:9]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[8:9]
.LBB3_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_2 Depth 2
                                        ;     Child Loop BB3_4 Depth 2
	s_lshl_b32 s4, s3, 8
	s_lshl_b64 s[6:7], s[4:5], 2
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[6:7]
	global_load_dword v12, v[8:9], off
	global_load_dword v13, v[8:9], off offset:1024
	global_load_dword v14, v[10:11], off
	global_load_dword v15, v[10:11], off offset:1024
	s_movk_i32 s4, 0x110
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[12:13], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v13, v12
.LBB3_2:                                ;   Parent Loop BB3_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_sub_i32 s4, s4, 34
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cmp_eq_u32 s4, 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cbranch_scc0 .LBB3_2
; %bb.3:                                ;   in Loop: Header=BB3_1 Depth=1
	global_load_dword v12, v[8:9], off offset:2048
	global_load_dword v13, v[8:9], off offset:3072
	global_load_dword v14, v[10:11], off offset:2048
	global_load_dword v15, v[10:11], off offset:3072
	s_movk_i32 s4, 0x110
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[8:9], v[12:13], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v13, v12
.LBB3_4:                                ;   Parent Loop BB3_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_sub_i32 s4, s4, 34
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cmp_lg_u32 s4, 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cbranch_scc1 .LBB3_4
; %bb.5:                                ;   in Loop: Header=BB3_1 Depth=1
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v1, v1, v6
	s_or_b32 s4, s3, 2
	v_add_f32_e32 v6, v8, v9
	s_add_i32 s3, s3, 4
	s_cmpk_gt_u32 s4, 0xf9d
	v_add_f32_e32 v1, v1, v6
	s_cbranch_scc0 .LBB3_1
; %bb.6:
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB3_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 16
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
	.section	.text._Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_,comdat
.Lfunc_end3:
	.size	_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_, .Lfunc_end3-_Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.num_vgpr, 16
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1116
; TotalNumSgprs: 16
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 2, v0
	s_mov_b32 s3, -2
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	s_mul_i32 s4, s2, 0x19000
	s_mov_b32 s5, 0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_movk_i32 s8, 0x1000
	s_movk_i32 s9, 0x2000
	s_movk_i32 s10, 0x3000
	s_mov_b64 s[6:7], 0x4000
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[14:15], v[2:3], 0, s[4:5]
	v_add_co_u32_e32 v18, vcc, s8, v14
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[4:5]
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v15, vcc
	v_add_co_u32_e32 v20, vcc, s9, v14
	global_load_dword v6, v[14:15], off
	global_load_dword v7, v[14:15], off offset:1024
	global_load_dword v8, v[14:15], off offset:2048
	global_load_dword v9, v[14:15], off offset:3072
	global_load_dword v10, v[16:17], off
	global_load_dword v11, v[16:17], off offset:1024
	global_load_dword v12, v[16:17], off offset:2048
	global_load_dword v13, v[16:17], off offset:3072
	v_addc_co_u32_e32 v21, vcc, 0, v15, vcc
	v_add_co_u32_e32 v22, vcc, s8, v16
	s_add_i32 s3, s3, 16
	s_nop 0
	v_addc_co_u32_e32 v23, vcc, 0, v17, vcc
	v_add_co_u32_e32 v24, vcc, s9, v16
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[6:7]
	s_nop 0
	v_addc_co_u32_e32 v25, vcc, 0, v17, vcc
	v_add_co_u32_e32 v14, vcc, s10, v14
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[6:7]
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_add_co_u32_e32 v16, vcc, s10, v16
	s_cmpk_gt_u32 s3, 0x18d
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	global_load_dword v27, v[18:19], off offset:1024
	global_load_dword v28, v[18:19], off offset:2048
	global_load_dword v29, v[18:19], off offset:3072
	global_load_dword v31, v[22:23], off offset:1024
	global_load_dword v32, v[22:23], off offset:2048
	global_load_dword v33, v[22:23], off offset:3072
	global_load_dword v26, v[20:21], off offset:-4096
	global_load_dword v34, v[20:21], off
	global_load_dword v35, v[20:21], off offset:1024
	global_load_dword v36, v[20:21], off offset:2048
	global_load_dword v37, v[20:21], off offset:3072
	global_load_dword v30, v[24:25], off offset:-4096
	global_load_dword v38, v[24:25], off
	global_load_dword v39, v[24:25], off offset:1024
	global_load_dword v40, v[24:25], off offset:2048
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr18 killed $vgpr19
	global_load_dword v41, v[24:25], off offset:3072
	global_load_dword v18, v[14:15], off
	global_load_dword v19, v[14:15], off offset:1024
	global_load_dword v20, v[14:15], off offset:2048
	global_load_dword v21, v[14:15], off offset:3072
	global_load_dword v22, v[16:17], off
	global_load_dword v23, v[16:17], off offset:1024
	global_load_dword v42, v[16:17], off offset:2048
	global_load_dword v43, v[16:17], off offset:3072
	s_waitcnt vmcnt(26)
	v_pk_add_f32 v[6:7], v[6:7], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v24, v6, v7
	s_waitcnt vmcnt(24)
	v_pk_add_f32 v[8:9], v[8:9], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v24
	v_add_f32_e32 v25, v8, v9
	s_waitcnt vmcnt(18)
	v_pk_add_f32 v[8:9], v[28:29], v[32:33] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v25
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[6:7], v[26:27], v[30:31] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v6, v6, v7
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[10:11], v[34:35], v[38:39] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v7, v8, v9
	v_add_f32_e32 v1, v1, v6
	v_add_f32_e32 v8, v10, v11
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[12:13], v[36:37], v[40:41] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v8
	v_add_f32_e32 v9, v12, v13
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[18:19], v[22:23] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v10, v14, v15
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[16:17], v[20:21], v[42:43] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v1, v1, v10
	v_add_f32_e32 v11, v16, v17
	v_add_f32_e32 v1, v1, v11
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB4_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
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
	.section	.text._Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_,comdat
.Lfunc_end4:
	.size	_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_, .Lfunc_end4-_Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.num_vgpr, 44
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.numbered_sgpr, 11
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 676
; TotalNumSgprs: 17
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mul_i32 s8, s2, 0x19000
	s_mov_b32 s9, 0
	s_lshl_b64 s[8:9], s[8:9], 2
	v_lshl_or_b32 v4, v0, 2, s8
	v_mov_b32_e32 v5, s9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[4:5]
	s_mov_b64 s[6:7], 0xc00
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	s_mov_b64 s[4:5], 0x800
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[4:5]
	s_mov_b32 s3, -2
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[4:5], 0x1000
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[4:5], off offset:-2048
	global_load_dword v7, v[4:5], off offset:-1024
	global_load_dword v8, v[4:5], off
	global_load_dword v9, v[4:5], off offset:1024
	global_load_dword v10, v[2:3], off offset:-3072
	global_load_dword v11, v[2:3], off offset:-2048
	global_load_dword v12, v[2:3], off offset:-1024
	global_load_dword v13, v[2:3], off
	s_add_i32 s3, s3, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[4:5]
	s_cmpk_gt_u32 s3, 0x18d
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[14:15], v[6:7], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[16:17], v[8:9], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[14:15], v[10:11] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[16:17], v[12:13] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v7, v8, v9
	v_add_f32_e32 v1, v1, v6
	v_add_f32_e32 v1, v1, v7
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_4
; %bb.3:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB5_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
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
	.section	.text._Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_,comdat
.Lfunc_end5:
	.size	_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_, .Lfunc_end5-_Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.num_vgpr, 18
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1064
; TotalNumSgprs: 16
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
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
	.section	.text._Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,comdat
	.protected	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_ ; -- Begin function _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
	.globl	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
	.p2align	8
	.type	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,@function
_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_: ; @_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	s_mul_i32 s4, s2, 0x19000
	s_mov_b32 s5, 0
	s_lshl_b64 s[8:9], s[4:5], 2
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[8:9]
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[8:9]
.LBB6_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_2 Depth 2
                                        ;     Child Loop BB6_4 Depth 2
	s_lshl_b32 s4, s3, 8
	s_lshl_b64 s[6:7], s[4:5], 2
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[6:7]
	global_load_dword v12, v[8:9], off
	global_load_dword v13, v[8:9], off offset:1024
	global_load_dword v14, v[10:11], off
	global_load_dword v15, v[10:11], off offset:1024
	s_movk_i32 s4, 0x110
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[12:13], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v13, v12
.LBB6_2:                                ;   Parent Loop BB6_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_sub_i32 s4, s4, 34
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cmp_eq_u32 s4, 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cbranch_scc0 .LBB6_2
; %bb.3:                                ;   in Loop: Header=BB6_1 Depth=1
	global_load_dword v12, v[8:9], off offset:2048
	global_load_dword v13, v[8:9], off offset:3072
	global_load_dword v14, v[10:11], off offset:2048
	global_load_dword v15, v[10:11], off offset:3072
	s_movk_i32 s4, 0x110
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[8:9], v[12:13], v[14:15] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v13, v12
.LBB6_4:                                ;   Parent Loop BB6_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_sub_i32 s4, s4, 34
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cmp_lg_u32 s4, 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], v[8:9], v[14:15] neg_lo:[0,0,1] neg_hi:[0,0,1]
	s_cbranch_scc1 .LBB6_4
; %bb.5:                                ;   in Loop: Header=BB6_1 Depth=1
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v1, v1, v6
	s_or_b32 s4, s3, 2
	v_add_f32_e32 v6, v8, v9
	s_add_i32 s3, s3, 4
	s_cmpk_gt_u32 s4, 0x18d
	v_add_f32_e32 v1, v1, v6
	s_cbranch_scc0 .LBB6_1
; %bb.6:
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_8
; %bb.7:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
.LBB6_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 16
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
	.section	.text._Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,"axG",@progbits,_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_,comdat
.Lfunc_end6:
	.size	_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_, .Lfunc_end6-_Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
                                        ; -- End function
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.num_vgpr, 16
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.num_agpr, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.numbered_sgpr, 10
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.num_named_barrier, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.private_seg_size, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.uses_vcc, 1
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.uses_flat_scratch, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.has_dyn_sized_stack, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.has_recursion, 0
	.set _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1116
; TotalNumSgprs: 16
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_5580baff8edd8a44,@object ; @__hip_cuid_5580baff8edd8a44
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_5580baff8edd8a44
__hip_cuid_5580baff8edd8a44:
	.byte	0                               ; 0x0
	.size	__hip_cuid_5580baff8edd8a44, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_5580baff8edd8a44
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
    .name:           _Z10initKernelIfEvPT_m
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10initKernelIfEvPT_m.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi0ELi4000ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi48ELi4000ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi272ELi4000ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi0ELi400ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi48ELi400ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z7testfunIfLi272ELi400ELi256EEvPT_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
