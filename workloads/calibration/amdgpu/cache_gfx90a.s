	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z10initKernelP6float4m ; -- Begin function _Z10initKernelP6float4m
	.globl	_Z10initKernelP6float4m
	.p2align	8
	.type	_Z10initKernelP6float4m,@function
_Z10initKernelP6float4m:                ; @_Z10initKernelP6float4m
; %bb.0:
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_add_u32 s4, s4, 16
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s7, 0xffff
	s_mul_i32 s8, s6, s7
	v_add_u32_e32 v6, s8, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_cmp_gt_u64_e32 vcc, s[2:3], v[6:7]
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dword s8, s[4:5], 0x0
	v_mov_b32_e32 v2, 0x3f8ccccd
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v8, s1
	v_mov_b32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_add_i32 s6, s6, s8
	s_mul_i32 s6, s6, s7
	s_mul_i32 s1, s8, s7
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[6:7], 4, v[6:7]
	v_add_co_u32_e32 v10, vcc, s0, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_addc_co_u32_e32 v11, vcc, v8, v7, vcc
	v_add_u32_e32 v9, s1, v0
	v_cmp_le_u64_e32 vcc, s[2:3], v[0:1]
	v_pk_mov_b32 v[6:7], v[0:1], v[0:1] op_sel:[0,1]
	v_mov_b32_e32 v0, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	global_store_dwordx4 v[10:11], v[2:5], off
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10initKernelP6float4m
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	_Z10initKernelP6float4m, .Lfunc_end0-_Z10initKernelP6float4m
                                        ; -- End function
	.set _Z10initKernelP6float4m.num_vgpr, 12
	.set _Z10initKernelP6float4m.num_agpr, 0
	.set _Z10initKernelP6float4m.numbered_sgpr, 10
	.set _Z10initKernelP6float4m.num_named_barrier, 0
	.set _Z10initKernelP6float4m.private_seg_size, 0
	.set _Z10initKernelP6float4m.uses_vcc, 1
	.set _Z10initKernelP6float4m.uses_flat_scratch, 0
	.set _Z10initKernelP6float4m.has_dyn_sized_stack, 0
	.set _Z10initKernelP6float4m.has_recursion, 0
	.set _Z10initKernelP6float4m.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 14
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,@function
_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i: ; @_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s2, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[0:1], s[2:3], 4
	s_add_u32 s4, s10, s0
	s_addc_u32 s5, s11, s1
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_lshl_b64 s[2:3], s[2:3], 9
	s_movk_i32 s5, 0xc0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v1, s1
	s_mov_b32 s4, 0x3fa66666
	s_branch .LBB1_2
.LBB1_1:
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $sgpr5
	s_branch .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v24, vcc, s0, v2
	global_load_dwordx4 v[4:7], v[2:3], off
	global_load_dwordx4 v[12:15], v[2:3], off offset:2048
	v_addc_co_u32_e32 v25, vcc, v3, v1, vcc
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[24:25], off offset:2048
	v_add_co_u32_e32 v32, vcc, s0, v24
	v_addc_co_u32_e32 v33, vcc, v25, v1, vcc
	v_add_co_u32_e32 v40, vcc, s0, v32
	v_addc_co_u32_e32 v41, vcc, v33, v1, vcc
	v_add_co_u32_e32 v48, vcc, s0, v40
	v_addc_co_u32_e32 v49, vcc, v41, v1, vcc
	v_add_co_u32_e32 v56, vcc, s0, v48
	global_load_dwordx4 v[24:27], v[32:33], off
	global_load_dwordx4 v[28:31], v[32:33], off offset:2048
	v_addc_co_u32_e32 v57, vcc, v49, v1, vcc
	global_load_dwordx4 v[32:35], v[40:41], off
	global_load_dwordx4 v[36:39], v[40:41], off offset:2048
	s_nop 0
	global_load_dwordx4 v[40:43], v[48:49], off
	global_load_dwordx4 v[44:47], v[48:49], off offset:2048
	s_nop 0
	global_load_dwordx4 v[48:51], v[56:57], off
	global_load_dwordx4 v[52:55], v[56:57], off offset:2048
	v_add_co_u32_e32 v56, vcc, s0, v56
	v_addc_co_u32_e32 v57, vcc, v57, v1, vcc
	s_cmp_eq_u32 s5, 0
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[8:9]
	v_add_co_u32_e32 v8, vcc, s0, v56
	v_pk_fma_f32 v[58:59], v[4:5], v[12:13], v[10:11]
	global_load_dwordx4 v[4:7], v[56:57], off
	global_load_dwordx4 v[10:13], v[56:57], off offset:2048
	v_addc_co_u32_e32 v9, vcc, v57, v1, vcc
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[18:19], v[18:19], v[22:23]
	v_pk_mul_f32 v[22:23], v[16:17], v[20:21]
	v_pk_fma_f32 v[56:57], v[14:15], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[14:17], v[8:9], off
	global_load_dwordx4 v[18:21], v[8:9], off offset:2048
	v_pk_fma_f32 v[22:23], v[58:59], s[4:5], v[22:23] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31]
	v_pk_mul_f32 v[24:25], v[24:25], v[28:29]
	v_pk_fma_f32 v[26:27], v[56:57], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], s[4:5], v[24:25] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[24:25], v[34:35], v[38:39]
	v_pk_mul_f32 v[28:29], v[32:33], v[36:37]
	v_pk_fma_f32 v[24:25], v[26:27], s[4:5], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[26:27], v[42:43], v[46:47]
	v_pk_mul_f32 v[28:29], v[40:41], v[44:45]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[26:27], v[50:51], v[54:55]
	v_pk_mul_f32 v[28:29], v[48:49], v[52:53]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[12:13]
	v_pk_mul_f32 v[4:5], v[4:5], v[10:11]
	v_pk_fma_f32 v[6:7], v[24:25], s[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[22:23], s[4:5], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[10:11], v[16:17], v[20:21]
	v_pk_mul_f32 v[12:13], v[14:15], v[18:19]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[4:5], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[4:5], v[6:7], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[10:11], s[4:5] op_sel_hi:[1,0]
	s_cbranch_scc1 .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_add_co_u32_e32 v16, vcc, s0, v8
	v_addc_co_u32_e32 v17, vcc, v9, v1, vcc
	v_add_co_u32_e32 v24, vcc, s0, v16
	global_load_dwordx4 v[8:11], v[16:17], off
	global_load_dwordx4 v[12:15], v[16:17], off offset:2048
	v_addc_co_u32_e32 v25, vcc, v17, v1, vcc
	v_add_co_u32_e32 v32, vcc, s0, v24
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[24:25], off offset:2048
	v_addc_co_u32_e32 v33, vcc, v25, v1, vcc
	global_load_dwordx4 v[24:27], v[32:33], off
	global_load_dwordx4 v[28:31], v[32:33], off offset:2048
	v_add_co_u32_e32 v40, vcc, s0, v32
	v_addc_co_u32_e32 v41, vcc, v33, v1, vcc
	v_add_co_u32_e32 v48, vcc, s0, v40
	v_addc_co_u32_e32 v49, vcc, v41, v1, vcc
	v_add_co_u32_e32 v56, vcc, s0, v48
	v_addc_co_u32_e32 v57, vcc, v49, v1, vcc
	global_load_dwordx4 v[32:35], v[40:41], off
	global_load_dwordx4 v[36:39], v[40:41], off offset:2048
	s_nop 0
	global_load_dwordx4 v[40:43], v[48:49], off
	global_load_dwordx4 v[44:47], v[48:49], off offset:2048
	s_nop 0
	global_load_dwordx4 v[48:51], v[56:57], off
	global_load_dwordx4 v[52:55], v[56:57], off offset:2048
	v_add_co_u32_e32 v56, vcc, s0, v56
	v_addc_co_u32_e32 v57, vcc, v57, v1, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[58:59], v[10:11], v[14:15], v[4:5]
	v_pk_fma_f32 v[60:61], v[8:9], v[12:13], v[6:7]
	global_load_dwordx4 v[8:11], v[56:57], off
	global_load_dwordx4 v[12:15], v[56:57], off offset:2048
	v_add_co_u32_e32 v56, vcc, s0, v56
	v_addc_co_u32_e32 v57, vcc, v57, v1, vcc
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[18:19], v[18:19], v[22:23]
	v_add_co_u32_e32 v64, vcc, s0, v56
	v_addc_co_u32_e32 v65, vcc, v57, v1, vcc
	v_pk_fma_f32 v[58:59], v[58:59], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31]
	v_pk_mul_f32 v[66:67], v[24:25], v[28:29]
	v_pk_fma_f32 v[58:59], v[58:59], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[24:27], v[64:65], off
	global_load_dwordx4 v[28:31], v[64:65], off offset:2048
	v_pk_mul_f32 v[62:63], v[16:17], v[20:21]
	global_load_dwordx4 v[16:19], v[56:57], off
	global_load_dwordx4 v[20:23], v[56:57], off offset:2048
	v_pk_fma_f32 v[56:57], v[60:61], s[4:5], v[62:63] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v60, vcc, s0, v64
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[34:35], v[34:35], v[38:39]
	v_pk_mul_f32 v[32:33], v[32:33], v[36:37]
	v_pk_fma_f32 v[36:37], v[56:57], s[4:5], v[66:67] op_sel_hi:[1,0,1]
	v_addc_co_u32_e32 v61, vcc, v65, v1, vcc
	v_pk_fma_f32 v[34:35], v[58:59], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[36:37], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[36:37], v[42:43], v[46:47]
	v_pk_mul_f32 v[38:39], v[40:41], v[44:45]
	v_pk_fma_f32 v[34:35], v[34:35], s[4:5], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[32:33], s[4:5], v[38:39] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[36:37], v[50:51], v[54:55]
	v_pk_mul_f32 v[38:39], v[48:49], v[52:53]
	v_pk_fma_f32 v[34:35], v[34:35], s[4:5], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[32:33], s[4:5], v[38:39] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	v_pk_fma_f32 v[10:11], v[34:35], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[32:33], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[56:57], v[24:25], v[28:29]
	v_add_co_u32_e32 v24, vcc, s0, v60
	v_addc_co_u32_e32 v25, vcc, v61, v1, vcc
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[18:19], v[22:23]
	v_add_co_u32_e32 v32, vcc, s0, v24
	v_pk_mul_f32 v[50:51], v[16:17], v[20:21]
	v_pk_fma_f32 v[52:53], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[60:61], off
	global_load_dwordx4 v[12:15], v[60:61], off offset:2048
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[24:25], off offset:2048
	v_addc_co_u32_e32 v33, vcc, v25, v1, vcc
	v_add_co_u32_e32 v40, vcc, s0, v32
	v_pk_mul_f32 v[54:55], v[26:27], v[30:31]
	global_load_dwordx4 v[24:27], v[32:33], off
	global_load_dwordx4 v[28:31], v[32:33], off offset:2048
	v_addc_co_u32_e32 v41, vcc, v33, v1, vcc
	global_load_dwordx4 v[32:35], v[40:41], off
	global_load_dwordx4 v[36:39], v[40:41], off offset:2048
	v_add_co_u32_e32 v58, vcc, s0, v40
	v_addc_co_u32_e32 v59, vcc, v41, v1, vcc
	global_load_dwordx4 v[40:43], v[58:59], off
	global_load_dwordx4 v[44:47], v[58:59], off offset:2048
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[52:53], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[56:57] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[14:15], v[16:17], v[20:21]
	v_add_co_u32_e32 v16, vcc, s0, v58
	v_pk_fma_f32 v[10:11], v[50:51], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[48:49], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[18:19], v[22:23]
	v_addc_co_u32_e32 v17, vcc, v59, v1, vcc
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[12:13], v[26:27], v[30:31]
	v_pk_mul_f32 v[14:15], v[24:25], v[28:29]
	v_add_co_u32_e32 v24, vcc, s0, v16
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[8:9], v[34:35], v[38:39]
	v_addc_co_u32_e32 v25, vcc, v17, v1, vcc
	v_pk_mul_f32 v[50:51], v[32:33], v[36:37]
	v_pk_fma_f32 v[52:53], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[16:17], off
	global_load_dwordx4 v[12:15], v[16:17], off offset:2048
	s_nop 0
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[24:25], off offset:2048
	v_add_co_u32_e32 v32, vcc, s0, v24
	v_addc_co_u32_e32 v33, vcc, v25, v1, vcc
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[56:57], v[40:41], v[44:45]
	global_load_dwordx4 v[24:27], v[32:33], off
	global_load_dwordx4 v[28:31], v[32:33], off offset:2048
	v_add_co_u32_e32 v40, vcc, s0, v32
	v_addc_co_u32_e32 v41, vcc, v33, v1, vcc
	global_load_dwordx4 v[32:35], v[40:41], off
	global_load_dwordx4 v[36:39], v[40:41], off offset:2048
	v_add_co_u32_e32 v58, vcc, s0, v40
	v_addc_co_u32_e32 v59, vcc, v41, v1, vcc
	v_pk_mul_f32 v[54:55], v[42:43], v[46:47]
	global_load_dwordx4 v[40:43], v[58:59], off
	global_load_dwordx4 v[44:47], v[58:59], off offset:2048
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[52:53], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[14:15], v[16:17], v[20:21]
	v_add_co_u32_e32 v16, vcc, s0, v58
	v_pk_fma_f32 v[8:9], v[48:49], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_addc_co_u32_e32 v17, vcc, v59, v1, vcc
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[14:15], v[24:25], v[28:29]
	v_add_co_u32_e32 v24, vcc, s0, v16
	v_addc_co_u32_e32 v25, vcc, v17, v1, vcc
	v_pk_fma_f32 v[10:11], v[50:51], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[18:19], v[22:23]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[54:55], v[32:33], v[36:37]
	v_add_co_u32_e32 v32, vcc, s0, v24
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[12:13], v[26:27], v[30:31]
	v_addc_co_u32_e32 v33, vcc, v25, v1, vcc
	v_pk_fma_f32 v[48:49], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[60:61], v[40:41], v[44:45]
	global_load_dwordx4 v[8:11], v[16:17], off
	global_load_dwordx4 v[12:15], v[16:17], off offset:2048
	v_add_co_u32_e32 v40, vcc, s0, v32
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[24:25], off offset:2048
	v_addc_co_u32_e32 v41, vcc, v33, v1, vcc
	global_load_dwordx4 v[24:27], v[32:33], off
	global_load_dwordx4 v[28:31], v[32:33], off offset:2048
	v_add_co_u32_e32 v58, vcc, s0, v40
	v_pk_mul_f32 v[52:53], v[34:35], v[38:39]
	global_load_dwordx4 v[32:35], v[40:41], off
	global_load_dwordx4 v[36:39], v[40:41], off offset:2048
	v_addc_co_u32_e32 v59, vcc, v41, v1, vcc
	v_pk_mul_f32 v[56:57], v[42:43], v[46:47]
	global_load_dwordx4 v[40:43], v[58:59], off
	global_load_dwordx4 v[44:47], v[58:59], off offset:2048
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], s[4:5], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], s[4:5], v[60:61] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v2, vcc, s2, v2
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	v_pk_fma_f32 v[10:11], v[48:49], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[50:51], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[12:13], v[18:19], v[22:23]
	v_pk_mul_f32 v[14:15], v[16:17], v[20:21]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[12:13], v[26:27], v[30:31]
	v_pk_mul_f32 v[14:15], v[24:25], v[28:29]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[12:13], v[34:35], v[38:39]
	v_pk_mul_f32 v[14:15], v[32:33], v[36:37]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], v[42:43], v[46:47]
	v_pk_mul_f32 v[14:15], v[40:41], v[44:45]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[8:9], s[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[8:9], v[10:11], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v12, s3
	v_addc_co_u32_e32 v3, vcc, v3, v12, vcc
	s_sub_i32 s5, s5, 32
	s_cbranch_execnz .LBB1_2
.LBB1_4:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v6
	v_cmp_eq_f32_e64 s[0:1], s2, v7
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_lshlrev_b32_e32 v8, 4, v0
	global_load_dwordx4 v[0:3], v8, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_pk_add_f32 v[0:1], v[6:7], v[0:1]
	global_store_dwordx4 v8, v[0:3], s[8:9]
.LBB1_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,comdat
.Lfunc_end1:
	.size	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i, .Lfunc_end1-_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_vgpr, 68
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.numbered_sgpr, 12
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2148
; TotalNumSgprs: 16
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,@function
_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i: ; @_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[6:7], s[0:1], 4
	s_add_u32 s2, s10, s6
	s_addc_u32 s3, s11, s7
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v14, vcc, s2, v1
	s_lshl_b64 s[2:3], s[0:1], 9
	s_add_u32 s5, s6, 0xfffff000
	s_addc_u32 s6, s7, -1
	v_addc_co_u32_e32 v15, vcc, 0, v2, vcc
	s_movk_i32 s10, 0xc0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_movk_i32 s7, 0x1000
	v_mov_b32_e32 v1, s6
	s_mov_b32 s4, 0x3fa66666
	s_branch .LBB2_2
.LBB2_1:
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $sgpr10
	s_branch .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v6, vcc, 0x1000, v14
	s_mov_b64 s[0:1], vcc
	v_addc_co_u32_e32 v7, vcc, 0, v15, vcc
	v_addc_co_u32_e64 v8, s[0:1], 0, v15, s[0:1]
	v_add_co_u32_e32 v20, vcc, s5, v6
	v_addc_co_u32_e32 v21, vcc, v8, v1, vcc
	global_load_dwordx4 v[2:5], v[14:15], off
	global_load_dwordx4 v[10:13], v[6:7], off
	v_add_co_u32_e32 v24, vcc, s7, v20
	v_addc_co_u32_e32 v25, vcc, 0, v21, vcc
	global_load_dwordx4 v[6:9], v[20:21], off
	v_add_co_u32_e32 v28, vcc, s5, v24
	global_load_dwordx4 v[20:23], v[24:25], off
	v_addc_co_u32_e32 v29, vcc, v25, v1, vcc
	v_add_co_u32_e32 v36, vcc, s7, v28
	v_addc_co_u32_e32 v37, vcc, 0, v29, vcc
	v_add_co_u32_e32 v38, vcc, s5, v36
	v_addc_co_u32_e32 v39, vcc, v37, v1, vcc
	v_add_co_u32_e32 v44, vcc, s7, v38
	v_addc_co_u32_e32 v45, vcc, 0, v39, vcc
	v_add_co_u32_e32 v46, vcc, s5, v44
	v_addc_co_u32_e32 v47, vcc, v45, v1, vcc
	v_add_co_u32_e32 v52, vcc, s7, v46
	v_addc_co_u32_e32 v53, vcc, 0, v47, vcc
	v_add_co_u32_e32 v54, vcc, s5, v52
	v_addc_co_u32_e32 v55, vcc, v53, v1, vcc
	v_add_co_u32_e32 v56, vcc, s7, v54
	v_addc_co_u32_e32 v57, vcc, 0, v55, vcc
	global_load_dwordx4 v[24:27], v[28:29], off
	s_nop 0
	global_load_dwordx4 v[28:31], v[36:37], off
	global_load_dwordx4 v[32:35], v[38:39], off
	s_nop 0
	global_load_dwordx4 v[36:39], v[44:45], off
	global_load_dwordx4 v[40:43], v[46:47], off
	s_nop 0
	global_load_dwordx4 v[44:47], v[52:53], off
	global_load_dwordx4 v[48:51], v[54:55], off
	s_cmp_eq_u32 s10, 0
	global_load_dwordx4 v[52:55], v[56:57], off
	v_add_co_u32_e32 v56, vcc, s5, v56
	v_addc_co_u32_e32 v57, vcc, v57, v1, vcc
	v_add_co_u32_e32 v58, vcc, s7, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[60:61], v[2:3], v[10:11], v[18:19]
	v_add_co_u32_e32 v10, vcc, s5, v58
	v_addc_co_u32_e32 v11, vcc, v59, v1, vcc
	v_pk_fma_f32 v[12:13], v[4:5], v[12:13], v[16:17]
	global_load_dwordx4 v[2:5], v[56:57], off
	global_load_dwordx4 v[16:19], v[58:59], off
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[56:57], v[6:7], v[20:21]
	v_add_co_u32_e32 v20, vcc, s7, v10
	v_pk_mul_f32 v[22:23], v[8:9], v[22:23]
	v_addc_co_u32_e32 v21, vcc, 0, v11, vcc
	global_load_dwordx4 v[6:9], v[10:11], off
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[22:23] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[20:23], v[20:21], off
	v_pk_fma_f32 v[56:57], v[60:61], s[4:5], v[56:57] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31]
	v_pk_mul_f32 v[24:25], v[24:25], v[28:29]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[56:57], s[4:5], v[24:25] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[26:27], v[34:35], v[38:39]
	v_pk_mul_f32 v[28:29], v[32:33], v[36:37]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[26:27], v[42:43], v[46:47]
	v_pk_mul_f32 v[28:29], v[40:41], v[44:45]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[26:27], v[50:51], v[54:55]
	v_pk_mul_f32 v[28:29], v[48:49], v[52:53]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], v[4:5], v[18:19]
	v_pk_mul_f32 v[2:3], v[2:3], v[16:17]
	v_pk_fma_f32 v[4:5], v[12:13], s[4:5], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[24:25], s[4:5], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[8:9], v[22:23]
	v_pk_mul_f32 v[6:7], v[6:7], v[20:21]
	v_pk_fma_f32 v[4:5], v[4:5], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[2:3], s[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[2:3], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], s[4:5] op_sel_hi:[1,0]
	s_cbranch_scc1 .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	v_add_co_u32_e32 v7, vcc, 0x1000, v10
	v_addc_co_u32_e32 v8, vcc, 0, v11, vcc
	v_mov_b32_e32 v6, s6
	v_add_co_u32_e32 v12, vcc, s5, v7
	v_addc_co_u32_e32 v13, vcc, v8, v6, vcc
	v_add_co_u32_e32 v7, vcc, 0x1000, v12
	v_addc_co_u32_e32 v20, vcc, 0, v13, vcc
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v7
	v_addc_co_u32_e32 v13, vcc, v20, v6, vcc
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_add_co_u32_e32 v44, vcc, s7, v12
	v_addc_co_u32_e32 v45, vcc, 0, v13, vcc
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v44
	v_addc_co_u32_e32 v13, vcc, v45, v6, vcc
	v_add_co_u32_e32 v52, vcc, s7, v12
	v_addc_co_u32_e32 v53, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[44:45], off
	global_load_dwordx4 v[48:51], v[52:53], off
	s_sub_i32 s10, s10, 32
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v52
	v_addc_co_u32_e32 v13, vcc, v53, v6, vcc
	v_add_co_u32_e32 v60, vcc, s7, v12
	v_addc_co_u32_e32 v61, vcc, 0, v13, vcc
	global_load_dwordx4 v[52:55], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v60
	v_addc_co_u32_e32 v13, vcc, v61, v6, vcc
	global_load_dwordx4 v[56:59], v[60:61], off
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[18:19], v[10:11], v[18:19], v[2:3]
	v_pk_fma_f32 v[60:61], v[8:9], v[16:17], v[4:5]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	s_waitcnt vmcnt(9)
	v_pk_mul_f32 v[16:17], v[22:23], v[26:27]
	v_pk_fma_f32 v[64:65], v[18:19], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_pk_mul_f32 v[62:63], v[20:21], v[24:25]
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33]
	v_pk_fma_f32 v[32:33], v[60:61], s[4:5], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[64:65], s[4:5], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[32:33], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[32:33], v[38:39], v[42:43]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[34:35], v[36:37], v[40:41]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[32:33], v[46:47], v[50:51]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[34:35], v[44:45], v[48:49]
	v_pk_fma_f32 v[28:29], v[28:29], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[32:33], v[54:55], v[58:59]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[34:35], v[52:53], v[56:57]
	v_pk_fma_f32 v[52:53], v[28:29], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_mul_f32 v[54:55], v[8:9], v[16:17]
	v_pk_fma_f32 v[56:57], v[30:31], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[58:59], v[22:23], v[26:27]
	v_pk_mul_f32 v[60:61], v[20:21], v[24:25]
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[48:51], v[12:13], off
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[56:57], s[4:5], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[60:61] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_pk_fma_f32 v[10:11], v[54:55], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[52:53], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[16:17], v[22:23], v[26:27]
	v_pk_mul_f32 v[18:19], v[20:21], v[24:25]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[16:17], v[30:31], v[34:35]
	v_pk_mul_f32 v[18:19], v[28:29], v[32:33]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[8:9], v[38:39], v[42:43]
	v_pk_fma_f32 v[56:57], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_pk_mul_f32 v[54:55], v[36:37], v[40:41]
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[58:59], v[46:47], v[50:51]
	v_pk_mul_f32 v[60:61], v[44:45], v[48:49]
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[48:51], v[12:13], off
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[56:57], s[4:5], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[60:61] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_pk_fma_f32 v[10:11], v[54:55], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[52:53], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[16:17], v[22:23], v[26:27]
	v_pk_mul_f32 v[18:19], v[20:21], v[24:25]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[16:17], v[30:31], v[34:35]
	v_pk_mul_f32 v[18:19], v[28:29], v[32:33]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[16:17], v[38:39], v[42:43]
	v_pk_mul_f32 v[18:19], v[36:37], v[40:41]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[46:47], v[50:51]
	v_pk_fma_f32 v[64:65], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_pk_mul_f32 v[62:63], v[44:45], v[48:49]
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[48:51], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_add_co_u32_e32 v6, vcc, s7, v12
	v_addc_co_u32_e32 v7, vcc, 0, v13, vcc
	global_load_dwordx4 v[52:55], v[12:13], off
	global_load_dwordx4 v[56:59], v[6:7], off
	v_pk_fma_f32 v[6:7], v[60:61], s[4:5], v[62:63] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v14, vcc, s2, v14
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[64:65], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[12:13], v[20:21], v[24:25]
	v_pk_mul_f32 v[8:9], v[22:23], v[26:27]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[12:13], v[28:29], v[32:33]
	v_pk_mul_f32 v[10:11], v[30:31], v[34:35]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[12:13], v[36:37], v[40:41]
	v_pk_mul_f32 v[10:11], v[38:39], v[42:43]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[12:13], v[44:45], v[48:49]
	v_pk_mul_f32 v[10:11], v[46:47], v[50:51]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], v[52:53], v[56:57]
	v_pk_mul_f32 v[10:11], v[54:55], v[58:59]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[18:19], v[6:7], s[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v6, s3
	v_pk_mul_f32 v[16:17], v[8:9], s[4:5] op_sel_hi:[1,0]
	v_addc_co_u32_e32 v15, vcc, v15, v6, vcc
	s_cbranch_execnz .LBB2_2
.LBB2_4:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v4
	v_cmp_eq_f32_e64 s[0:1], s2, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_lshlrev_b32_e32 v10, 4, v0
	global_load_dwordx4 v[6:9], v10, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[8:9]
	v_pk_add_f32 v[0:1], v[4:5], v[6:7]
	global_store_dwordx4 v10, v[0:3], s[8:9]
.LBB2_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,comdat
.Lfunc_end2:
	.size	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i, .Lfunc_end2-_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_vgpr, 66
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.numbered_sgpr, 12
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2456
; TotalNumSgprs: 16
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[6:7], s[0:1], 4
	s_add_u32 s2, s10, s6
	s_addc_u32 s3, s11, s7
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v14, vcc, s2, v1
	s_lshl_b64 s[2:3], s[0:1], 9
	s_add_u32 s5, s6, 0xffffe000
	s_addc_u32 s6, s7, -1
	v_addc_co_u32_e32 v15, vcc, 0, v2, vcc
	s_movk_i32 s10, 0xc0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_movk_i32 s7, 0x2000
	v_mov_b32_e32 v1, s6
	s_mov_b32 s4, 0x3fa66666
	s_branch .LBB3_2
.LBB3_1:
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $sgpr10
	s_branch .LBB3_4
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v6, vcc, 0x2000, v14
	s_mov_b64 s[0:1], vcc
	v_addc_co_u32_e32 v7, vcc, 0, v15, vcc
	v_addc_co_u32_e64 v8, s[0:1], 0, v15, s[0:1]
	v_add_co_u32_e32 v20, vcc, s5, v6
	v_addc_co_u32_e32 v21, vcc, v8, v1, vcc
	global_load_dwordx4 v[2:5], v[14:15], off
	global_load_dwordx4 v[10:13], v[6:7], off
	v_add_co_u32_e32 v24, vcc, s7, v20
	v_addc_co_u32_e32 v25, vcc, 0, v21, vcc
	global_load_dwordx4 v[6:9], v[20:21], off
	v_add_co_u32_e32 v28, vcc, s5, v24
	global_load_dwordx4 v[20:23], v[24:25], off
	v_addc_co_u32_e32 v29, vcc, v25, v1, vcc
	v_add_co_u32_e32 v36, vcc, s7, v28
	v_addc_co_u32_e32 v37, vcc, 0, v29, vcc
	v_add_co_u32_e32 v38, vcc, s5, v36
	v_addc_co_u32_e32 v39, vcc, v37, v1, vcc
	v_add_co_u32_e32 v44, vcc, s7, v38
	v_addc_co_u32_e32 v45, vcc, 0, v39, vcc
	v_add_co_u32_e32 v46, vcc, s5, v44
	v_addc_co_u32_e32 v47, vcc, v45, v1, vcc
	v_add_co_u32_e32 v52, vcc, s7, v46
	v_addc_co_u32_e32 v53, vcc, 0, v47, vcc
	v_add_co_u32_e32 v54, vcc, s5, v52
	v_addc_co_u32_e32 v55, vcc, v53, v1, vcc
	v_add_co_u32_e32 v56, vcc, s7, v54
	v_addc_co_u32_e32 v57, vcc, 0, v55, vcc
	global_load_dwordx4 v[24:27], v[28:29], off
	s_nop 0
	global_load_dwordx4 v[28:31], v[36:37], off
	global_load_dwordx4 v[32:35], v[38:39], off
	s_nop 0
	global_load_dwordx4 v[36:39], v[44:45], off
	global_load_dwordx4 v[40:43], v[46:47], off
	s_nop 0
	global_load_dwordx4 v[44:47], v[52:53], off
	global_load_dwordx4 v[48:51], v[54:55], off
	s_cmp_eq_u32 s10, 0
	global_load_dwordx4 v[52:55], v[56:57], off
	v_add_co_u32_e32 v56, vcc, s5, v56
	v_addc_co_u32_e32 v57, vcc, v57, v1, vcc
	v_add_co_u32_e32 v58, vcc, s7, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[60:61], v[2:3], v[10:11], v[18:19]
	v_add_co_u32_e32 v10, vcc, s5, v58
	v_addc_co_u32_e32 v11, vcc, v59, v1, vcc
	v_pk_fma_f32 v[12:13], v[4:5], v[12:13], v[16:17]
	global_load_dwordx4 v[2:5], v[56:57], off
	global_load_dwordx4 v[16:19], v[58:59], off
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[56:57], v[6:7], v[20:21]
	v_add_co_u32_e32 v20, vcc, s7, v10
	v_pk_mul_f32 v[22:23], v[8:9], v[22:23]
	v_addc_co_u32_e32 v21, vcc, 0, v11, vcc
	global_load_dwordx4 v[6:9], v[10:11], off
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[22:23] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[20:23], v[20:21], off
	v_pk_fma_f32 v[56:57], v[60:61], s[4:5], v[56:57] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31]
	v_pk_mul_f32 v[24:25], v[24:25], v[28:29]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[56:57], s[4:5], v[24:25] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[26:27], v[34:35], v[38:39]
	v_pk_mul_f32 v[28:29], v[32:33], v[36:37]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[26:27], v[42:43], v[46:47]
	v_pk_mul_f32 v[28:29], v[40:41], v[44:45]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[26:27], v[50:51], v[54:55]
	v_pk_mul_f32 v[28:29], v[48:49], v[52:53]
	v_pk_fma_f32 v[12:13], v[12:13], s[4:5], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], v[4:5], v[18:19]
	v_pk_mul_f32 v[2:3], v[2:3], v[16:17]
	v_pk_fma_f32 v[4:5], v[12:13], s[4:5], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[24:25], s[4:5], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[8:9], v[22:23]
	v_pk_mul_f32 v[6:7], v[6:7], v[20:21]
	v_pk_fma_f32 v[4:5], v[4:5], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[2:3], s[4:5], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[2:3], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], s[4:5] op_sel_hi:[1,0]
	s_cbranch_scc1 .LBB3_1
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	v_add_co_u32_e32 v7, vcc, 0x2000, v10
	v_addc_co_u32_e32 v8, vcc, 0, v11, vcc
	v_mov_b32_e32 v6, s6
	v_add_co_u32_e32 v12, vcc, s5, v7
	v_addc_co_u32_e32 v13, vcc, v8, v6, vcc
	v_add_co_u32_e32 v7, vcc, 0x2000, v12
	v_addc_co_u32_e32 v20, vcc, 0, v13, vcc
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v7
	v_addc_co_u32_e32 v13, vcc, v20, v6, vcc
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_add_co_u32_e32 v44, vcc, s7, v12
	v_addc_co_u32_e32 v45, vcc, 0, v13, vcc
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v44
	v_addc_co_u32_e32 v13, vcc, v45, v6, vcc
	v_add_co_u32_e32 v52, vcc, s7, v12
	v_addc_co_u32_e32 v53, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[44:45], off
	global_load_dwordx4 v[48:51], v[52:53], off
	s_sub_i32 s10, s10, 32
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v52
	v_addc_co_u32_e32 v13, vcc, v53, v6, vcc
	v_add_co_u32_e32 v60, vcc, s7, v12
	v_addc_co_u32_e32 v61, vcc, 0, v13, vcc
	global_load_dwordx4 v[52:55], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v60
	v_addc_co_u32_e32 v13, vcc, v61, v6, vcc
	global_load_dwordx4 v[56:59], v[60:61], off
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[18:19], v[10:11], v[18:19], v[2:3]
	v_pk_fma_f32 v[60:61], v[8:9], v[16:17], v[4:5]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	s_waitcnt vmcnt(9)
	v_pk_mul_f32 v[16:17], v[22:23], v[26:27]
	v_pk_fma_f32 v[64:65], v[18:19], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_pk_mul_f32 v[62:63], v[20:21], v[24:25]
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[30:31], v[30:31], v[34:35]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33]
	v_pk_fma_f32 v[32:33], v[60:61], s[4:5], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[64:65], s[4:5], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[32:33], s[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[32:33], v[38:39], v[42:43]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[34:35], v[36:37], v[40:41]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[32:33], v[46:47], v[50:51]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[34:35], v[44:45], v[48:49]
	v_pk_fma_f32 v[28:29], v[28:29], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[32:33], v[54:55], v[58:59]
	v_pk_fma_f32 v[30:31], v[30:31], s[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[34:35], v[52:53], v[56:57]
	v_pk_fma_f32 v[52:53], v[28:29], s[4:5], v[34:35] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_mul_f32 v[54:55], v[8:9], v[16:17]
	v_pk_fma_f32 v[56:57], v[30:31], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[58:59], v[22:23], v[26:27]
	v_pk_mul_f32 v[60:61], v[20:21], v[24:25]
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[48:51], v[12:13], off
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[56:57], s[4:5], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[60:61] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_pk_fma_f32 v[10:11], v[54:55], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[52:53], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[16:17], v[22:23], v[26:27]
	v_pk_mul_f32 v[18:19], v[20:21], v[24:25]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[16:17], v[30:31], v[34:35]
	v_pk_mul_f32 v[18:19], v[28:29], v[32:33]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[8:9], v[38:39], v[42:43]
	v_pk_fma_f32 v[56:57], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_pk_mul_f32 v[54:55], v[36:37], v[40:41]
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[58:59], v[46:47], v[50:51]
	v_pk_mul_f32 v[60:61], v[44:45], v[48:49]
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[48:51], v[12:13], off
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[56:57], s[4:5], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], s[4:5], v[60:61] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_pk_fma_f32 v[10:11], v[54:55], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[52:53], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[16:17], v[22:23], v[26:27]
	v_pk_mul_f32 v[18:19], v[20:21], v[24:25]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[16:17], v[30:31], v[34:35]
	v_pk_mul_f32 v[18:19], v[28:29], v[32:33]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[16:17], v[38:39], v[42:43]
	v_pk_mul_f32 v[18:19], v[36:37], v[40:41]
	v_pk_fma_f32 v[10:11], v[10:11], s[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[8:9], s[4:5], v[18:19] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[46:47], v[50:51]
	v_pk_fma_f32 v[64:65], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[8:11], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[16:19], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[20:23], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[24:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[28:31], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[32:35], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[36:39], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[40:43], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_pk_mul_f32 v[62:63], v[44:45], v[48:49]
	global_load_dwordx4 v[44:47], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s7, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx4 v[48:51], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s5, v12
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	v_add_co_u32_e32 v6, vcc, s7, v12
	v_addc_co_u32_e32 v7, vcc, 0, v13, vcc
	global_load_dwordx4 v[52:55], v[12:13], off
	global_load_dwordx4 v[56:59], v[6:7], off
	v_pk_fma_f32 v[6:7], v[60:61], s[4:5], v[62:63] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v14, vcc, s2, v14
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[64:65], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[12:13], v[20:21], v[24:25]
	v_pk_mul_f32 v[8:9], v[22:23], v[26:27]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[10:11], s[4:5], v[8:9] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[12:13], v[28:29], v[32:33]
	v_pk_mul_f32 v[10:11], v[30:31], v[34:35]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[12:13], v[36:37], v[40:41]
	v_pk_mul_f32 v[10:11], v[38:39], v[42:43]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[12:13], v[44:45], v[48:49]
	v_pk_mul_f32 v[10:11], v[46:47], v[50:51]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], v[52:53], v[56:57]
	v_pk_mul_f32 v[10:11], v[54:55], v[58:59]
	v_pk_fma_f32 v[6:7], v[6:7], s[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], s[4:5], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[18:19], v[6:7], s[4:5] op_sel_hi:[1,0]
	v_mov_b32_e32 v6, s3
	v_pk_mul_f32 v[16:17], v[8:9], s[4:5] op_sel_hi:[1,0]
	v_addc_co_u32_e32 v15, vcc, v15, v6, vcc
	s_cbranch_execnz .LBB3_2
.LBB3_4:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v4
	v_cmp_eq_f32_e64 s[0:1], s2, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_lshlrev_b32_e32 v10, 4, v0
	global_load_dwordx4 v[6:9], v10, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[8:9]
	v_pk_add_f32 v[0:1], v[4:5], v[6:7]
	global_store_dwordx4 v10, v[0:3], s[8:9]
.LBB3_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end3:
	.size	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end3-_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 66
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 12
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2456
; TotalNumSgprs: 16
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	s_movk_i32 s18, 0xc8
	v_mov_b32_e32 v22, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 4
	s_add_u32 s4, s14, s2
	s_addc_u32 s5, s15, s3
	s_lshl_b64 s[14:15], s[0:1], 7
	s_add_u32 s17, s2, 0xffff2000
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v42, vcc, s4, v1
	s_addc_u32 s0, s3, -1
	v_addc_co_u32_e32 v43, vcc, 0, v2, vcc
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_mov_b32 s19, 0x8000
	s_movk_i32 s20, 0x2000
	s_mov_b32 s21, 0xa000
	s_movk_i32 s22, 0x4000
	s_mov_b32 s23, 0xc000
	s_movk_i32 s24, 0x6000
	s_mov_b32 s25, 0xe000
	v_mov_b32_e32 v1, s0
	s_mov_b32 s16, 0x3fa66666
	v_mov_b32_e32 v44, s15
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v6, vcc, 0x8000, v42
	v_addc_co_u32_e32 v7, vcc, 0, v43, vcc
	v_add_co_u32_e32 v8, vcc, 0x2000, v42
	v_addc_co_u32_e32 v9, vcc, 0, v43, vcc
	global_load_dwordx4 v[46:49], v[6:7], off
	global_load_dwordx4 v[18:21], v[8:9], off
	v_add_co_u32_e32 v6, vcc, 0xa000, v42
	v_addc_co_u32_e32 v7, vcc, 0, v43, vcc
	v_add_co_u32_e32 v8, vcc, 0x4000, v42
	v_addc_co_u32_e32 v9, vcc, 0, v43, vcc
	global_load_dwordx4 v[2:5], v[42:43], off
	global_load_dwordx4 v[50:53], v[6:7], off
	global_load_dwordx4 v[34:37], v[8:9], off
	v_add_co_u32_e32 v6, vcc, 0xc000, v42
	v_addc_co_u32_e32 v7, vcc, 0, v43, vcc
	v_add_co_u32_e32 v8, vcc, 0x6000, v42
	v_addc_co_u32_e32 v9, vcc, 0, v43, vcc
	v_add_co_u32_e32 v10, vcc, 0xe000, v42
	s_mov_b64 s[0:1], vcc
	v_addc_co_u32_e32 v11, vcc, 0, v43, vcc
	global_load_dwordx4 v[54:57], v[6:7], off
	global_load_dwordx4 v[14:17], v[8:9], off
	v_addc_co_u32_e64 v6, s[0:1], 0, v43, s[0:1]
	v_add_co_u32_e32 v58, vcc, s17, v10
	v_addc_co_u32_e32 v59, vcc, v6, v1, vcc
	global_load_dwordx4 v[38:41], v[10:11], off
	v_add_co_u32_e32 v10, vcc, s19, v58
	v_addc_co_u32_e32 v11, vcc, 0, v59, vcc
	global_load_dwordx4 v[6:9], v[58:59], off
	global_load_dwordx4 v[26:29], v[10:11], off
	v_add_co_u32_e32 v12, vcc, s20, v58
	v_addc_co_u32_e32 v13, vcc, 0, v59, vcc
	v_add_co_u32_e32 v30, vcc, s21, v58
	v_addc_co_u32_e32 v31, vcc, 0, v59, vcc
	v_add_co_u32_e32 v60, vcc, s22, v58
	v_addc_co_u32_e32 v61, vcc, 0, v59, vcc
	global_load_dwordx4 v[10:13], v[12:13], off
	s_add_i32 s18, s18, -8
	global_load_dwordx4 v[30:33], v[30:31], off
	s_cmp_eq_u32 s18, 0
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[2:3], v[2:3], v[46:47], v[22:23]
	v_add_co_u32_e32 v46, vcc, s23, v58
	v_addc_co_u32_e32 v47, vcc, 0, v59, vcc
	v_pk_fma_f32 v[4:5], v[4:5], v[48:49], v[24:25]
	global_load_dwordx4 v[22:25], v[60:61], off
	v_add_co_u32_e32 v60, vcc, s24, v58
	v_addc_co_u32_e32 v61, vcc, 0, v59, vcc
	v_add_co_u32_e32 v58, vcc, s25, v58
	v_addc_co_u32_e32 v59, vcc, 0, v59, vcc
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[52:53], v[20:21], v[52:53], v[4:5]
	v_pk_fma_f32 v[50:51], v[18:19], v[50:51], v[2:3]
	global_load_dwordx4 v[2:5], v[60:61], off
	v_add_co_u32_e32 v60, vcc, s17, v58
	global_load_dwordx4 v[46:49], v[46:47], off
	v_addc_co_u32_e32 v61, vcc, v59, v1, vcc
	global_load_dwordx4 v[18:21], v[58:59], off
	v_add_co_u32_e32 v58, vcc, s19, v60
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[36:37], v[36:37], v[56:57], v[52:53]
	v_pk_fma_f32 v[34:35], v[34:35], v[54:55], v[50:51]
	v_add_co_u32_e64 v50, s[0:1], s20, v60
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[40:41], v[16:17], v[40:41], v[36:37]
	v_pk_fma_f32 v[62:63], v[14:15], v[38:39], v[34:35]
	global_load_dwordx4 v[14:17], v[60:61], off
	v_addc_co_u32_e32 v59, vcc, 0, v61, vcc
	v_addc_co_u32_e64 v51, vcc, 0, v61, s[0:1]
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[8:9], v[8:9], v[28:29]
	v_pk_mul_f32 v[6:7], v[6:7], v[26:27]
	global_load_dwordx4 v[26:29], v[58:59], off
	global_load_dwordx4 v[34:37], v[50:51], off
	v_add_co_u32_e64 v52, s[2:3], s21, v60
	v_add_co_u32_e64 v54, s[4:5], s22, v60
	v_add_co_u32_e64 v56, s[6:7], s23, v60
	v_add_co_u32_e64 v64, s[8:9], s24, v60
	v_add_co_u32_e64 v66, s[10:11], s25, v60
	v_addc_co_u32_e64 v53, vcc, 0, v61, s[2:3]
	v_addc_co_u32_e64 v55, vcc, 0, v61, s[4:5]
	v_addc_co_u32_e64 v57, vcc, 0, v61, s[6:7]
	v_addc_co_u32_e64 v65, vcc, 0, v61, s[8:9]
	v_addc_co_u32_e64 v67, vcc, 0, v61, s[10:11]
	v_add_co_u32_e32 v60, vcc, s17, v66
	v_pk_fma_f32 v[8:9], v[40:41], s[16:17], v[8:9] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[38:41], v[52:53], off
	v_pk_fma_f32 v[6:7], v[62:63], s[16:17], v[6:7] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[50:53], v[54:55], off
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[54:55], v[12:13], v[32:33], v[8:9]
	v_pk_fma_f32 v[58:59], v[10:11], v[30:31], v[6:7]
	v_addc_co_u32_e32 v61, vcc, v67, v1, vcc
	global_load_dwordx4 v[30:33], v[56:57], off
	global_load_dwordx4 v[6:9], v[64:65], off
	global_load_dwordx4 v[10:13], v[66:67], off
	v_add_co_u32_e32 v56, vcc, s19, v60
	v_addc_co_u32_e32 v57, vcc, 0, v61, vcc
	v_add_co_u32_e64 v62, s[8:9], s24, v60
	v_add_co_u32_e64 v64, s[10:11], s25, v60
	v_addc_co_u32_e64 v63, vcc, 0, v61, s[8:9]
	v_addc_co_u32_e64 v65, vcc, 0, v61, s[10:11]
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[24:25], v[24:25], v[48:49], v[54:55]
	v_pk_fma_f32 v[22:23], v[22:23], v[46:47], v[58:59]
	v_add_co_u32_e64 v46, s[0:1], s20, v60
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[4:5], v[20:21], v[24:25]
	v_pk_fma_f32 v[2:3], v[2:3], v[18:19], v[22:23]
	global_load_dwordx4 v[18:21], v[60:61], off
	v_addc_co_u32_e64 v47, vcc, 0, v61, s[0:1]
	v_add_co_u32_e64 v48, s[2:3], s21, v60
	v_add_co_u32_e64 v54, s[4:5], s22, v60
	v_add_co_u32_e64 v58, s[6:7], s23, v60
	v_addc_co_u32_e64 v49, vcc, 0, v61, s[2:3]
	v_addc_co_u32_e64 v55, vcc, 0, v61, s[4:5]
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[16:17], v[16:17], v[28:29]
	v_pk_mul_f32 v[14:15], v[14:15], v[26:27]
	global_load_dwordx4 v[22:25], v[56:57], off
	global_load_dwordx4 v[26:29], v[46:47], off
	v_addc_co_u32_e64 v59, vcc, 0, v61, s[6:7]
	v_add_co_u32_e32 v60, vcc, s17, v64
	v_pk_fma_f32 v[4:5], v[4:5], s[16:17], v[16:17] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[46:49], v[48:49], off
	v_pk_fma_f32 v[2:3], v[2:3], s[16:17], v[14:15] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[54:57], v[54:55], off
	v_addc_co_u32_e32 v61, vcc, v65, v1, vcc
	v_add_co_u32_e64 v66, s[10:11], s25, v60
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[40:41], v[36:37], v[40:41], v[4:5]
	v_pk_fma_f32 v[38:39], v[34:35], v[38:39], v[2:3]
	global_load_dwordx4 v[34:37], v[58:59], off
	global_load_dwordx4 v[2:5], v[62:63], off
	global_load_dwordx4 v[14:17], v[64:65], off
	v_add_co_u32_e32 v58, vcc, s19, v60
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[32:33], v[52:53], v[32:33], v[40:41]
	v_pk_fma_f32 v[30:31], v[50:51], v[30:31], v[38:39]
	v_add_co_u32_e64 v38, s[0:1], s20, v60
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[8:9], v[8:9], v[12:13], v[32:33]
	v_pk_fma_f32 v[6:7], v[6:7], v[10:11], v[30:31]
	global_load_dwordx4 v[30:33], v[60:61], off
	v_addc_co_u32_e32 v59, vcc, 0, v61, vcc
	v_addc_co_u32_e64 v39, vcc, 0, v61, s[0:1]
	v_add_co_u32_e64 v40, s[2:3], s21, v60
	v_add_co_u32_e64 v50, s[4:5], s22, v60
	v_add_co_u32_e64 v62, s[6:7], s23, v60
	v_add_co_u32_e64 v64, s[8:9], s24, v60
	v_addc_co_u32_e64 v41, vcc, 0, v61, s[2:3]
	v_addc_co_u32_e64 v51, vcc, 0, v61, s[4:5]
	v_addc_co_u32_e64 v63, vcc, 0, v61, s[6:7]
	v_addc_co_u32_e64 v65, vcc, 0, v61, s[8:9]
	v_addc_co_u32_e64 v67, vcc, 0, v61, s[10:11]
	v_add_co_u32_e32 v60, vcc, s17, v66
	global_load_dwordx4 v[50:53], v[50:51], off
	v_addc_co_u32_e32 v61, vcc, v67, v1, vcc
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[10:11], v[20:21], v[24:25]
	v_pk_mul_f32 v[12:13], v[18:19], v[22:23]
	global_load_dwordx4 v[18:21], v[58:59], off
	global_load_dwordx4 v[22:25], v[38:39], off
	v_pk_fma_f32 v[8:9], v[8:9], s[16:17], v[10:11] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[38:41], v[40:41], off
	v_pk_fma_f32 v[6:7], v[6:7], s[16:17], v[12:13] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v58, vcc, s19, v60
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[48:49], v[28:29], v[48:49], v[8:9]
	v_pk_fma_f32 v[46:47], v[26:27], v[46:47], v[6:7]
	global_load_dwordx4 v[26:29], v[62:63], off
	global_load_dwordx4 v[6:9], v[64:65], off
	global_load_dwordx4 v[10:13], v[66:67], off
	v_addc_co_u32_e32 v59, vcc, 0, v61, vcc
	v_add_co_u32_e64 v62, s[6:7], s23, v60
	v_add_co_u32_e64 v64, s[8:9], s24, v60
	v_add_co_u32_e64 v66, s[10:11], s25, v60
	v_addc_co_u32_e64 v63, vcc, 0, v61, s[6:7]
	v_addc_co_u32_e64 v65, vcc, 0, v61, s[8:9]
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[36:37], v[56:57], v[36:37], v[48:49]
	v_pk_fma_f32 v[34:35], v[54:55], v[34:35], v[46:47]
	v_add_co_u32_e64 v46, s[0:1], s20, v60
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[4:5], v[16:17], v[36:37]
	v_pk_fma_f32 v[2:3], v[2:3], v[14:15], v[34:35]
	global_load_dwordx4 v[34:37], v[60:61], off
	v_addc_co_u32_e64 v47, vcc, 0, v61, s[0:1]
	v_add_co_u32_e64 v48, s[2:3], s21, v60
	v_add_co_u32_e64 v54, s[4:5], s22, v60
	v_addc_co_u32_e64 v49, vcc, 0, v61, s[2:3]
	v_addc_co_u32_e64 v55, vcc, 0, v61, s[4:5]
	v_addc_co_u32_e64 v67, vcc, 0, v61, s[10:11]
	v_add_co_u32_e32 v60, vcc, s17, v66
	global_load_dwordx4 v[54:57], v[54:55], off
	v_addc_co_u32_e32 v61, vcc, v67, v1, vcc
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[14:15], v[32:33], v[20:21]
	v_pk_mul_f32 v[16:17], v[30:31], v[18:19]
	global_load_dwordx4 v[18:21], v[58:59], off
	global_load_dwordx4 v[30:33], v[46:47], off
	v_pk_fma_f32 v[4:5], v[4:5], s[16:17], v[14:15] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[46:49], v[48:49], off
	v_pk_fma_f32 v[2:3], v[2:3], s[16:17], v[16:17] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[40:41], v[24:25], v[40:41], v[4:5]
	v_pk_fma_f32 v[38:39], v[22:23], v[38:39], v[2:3]
	global_load_dwordx4 v[22:25], v[62:63], off
	global_load_dwordx4 v[2:5], v[64:65], off
	global_load_dwordx4 v[14:17], v[66:67], off
	v_add_co_u32_e32 v58, vcc, s19, v60
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[28:29], v[52:53], v[28:29], v[40:41]
	v_pk_fma_f32 v[26:27], v[50:51], v[26:27], v[38:39]
	v_add_co_u32_e64 v38, s[0:1], s20, v60
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[28:29], v[8:9], v[12:13], v[28:29]
	v_pk_fma_f32 v[62:63], v[6:7], v[10:11], v[26:27]
	global_load_dwordx4 v[6:9], v[60:61], off
	v_addc_co_u32_e32 v59, vcc, 0, v61, vcc
	v_addc_co_u32_e64 v39, vcc, 0, v61, s[0:1]
	v_add_co_u32_e64 v40, s[2:3], s21, v60
	v_add_co_u32_e64 v50, s[4:5], s22, v60
	v_add_co_u32_e64 v52, s[6:7], s23, v60
	v_add_co_u32_e64 v64, s[8:9], s24, v60
	v_add_co_u32_e64 v66, s[10:11], s25, v60
	v_addc_co_u32_e64 v41, vcc, 0, v61, s[2:3]
	v_addc_co_u32_e64 v51, vcc, 0, v61, s[4:5]
	v_addc_co_u32_e64 v53, vcc, 0, v61, s[6:7]
	v_addc_co_u32_e64 v65, vcc, 0, v61, s[8:9]
	v_addc_co_u32_e64 v67, vcc, 0, v61, s[10:11]
	v_add_co_u32_e32 v60, vcc, s17, v66
	v_addc_co_u32_e32 v61, vcc, v67, v1, vcc
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[26:27], v[36:37], v[20:21]
	v_pk_mul_f32 v[34:35], v[34:35], v[18:19]
	global_load_dwordx4 v[10:13], v[58:59], off
	global_load_dwordx4 v[18:21], v[38:39], off
	v_pk_fma_f32 v[38:39], v[28:29], s[16:17], v[26:27] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[26:29], v[40:41], off
	v_pk_fma_f32 v[40:41], v[62:63], s[16:17], v[34:35] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[34:37], v[50:51], off
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[50:51], v[32:33], v[48:49], v[38:39]
	v_pk_fma_f32 v[58:59], v[30:31], v[46:47], v[40:41]
	global_load_dwordx4 v[30:33], v[52:53], off
	global_load_dwordx4 v[38:41], v[64:65], off
	global_load_dwordx4 v[46:49], v[66:67], off
	v_add_co_u32_e32 v52, vcc, s19, v60
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[24:25], v[56:57], v[24:25], v[50:51]
	v_pk_fma_f32 v[22:23], v[54:55], v[22:23], v[58:59]
	v_add_co_u32_e64 v50, s[0:1], s20, v60
	v_add_co_u32_e64 v54, s[2:3], s21, v60
	v_add_co_u32_e64 v56, s[4:5], s22, v60
	v_add_co_u32_e64 v58, s[6:7], s23, v60
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[24:25], v[4:5], v[16:17], v[24:25]
	v_pk_fma_f32 v[62:63], v[2:3], v[14:15], v[22:23]
	v_add_co_u32_e64 v22, s[8:9], s24, v60
	v_add_co_u32_e64 v64, s[10:11], s25, v60
	global_load_dwordx4 v[2:5], v[60:61], off
	v_addc_co_u32_e32 v53, vcc, 0, v61, vcc
	v_addc_co_u32_e64 v51, vcc, 0, v61, s[0:1]
	v_addc_co_u32_e64 v55, vcc, 0, v61, s[2:3]
	v_addc_co_u32_e64 v57, vcc, 0, v61, s[4:5]
	v_addc_co_u32_e64 v59, vcc, 0, v61, s[6:7]
	v_addc_co_u32_e64 v23, vcc, 0, v61, s[8:9]
	v_addc_co_u32_e64 v65, vcc, 0, v61, s[10:11]
	v_add_co_u32_e32 v42, vcc, s14, v42
	v_addc_co_u32_e32 v43, vcc, v43, v44, vcc
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[60:61], v[8:9], v[12:13]
	v_pk_mul_f32 v[66:67], v[6:7], v[10:11]
	global_load_dwordx4 v[6:9], v[52:53], off
	global_load_dwordx4 v[10:13], v[50:51], off
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[68:69], v[4:5], v[8:9]
	v_pk_mul_f32 v[70:71], v[2:3], v[6:7]
	global_load_dwordx4 v[2:5], v[54:55], off
	global_load_dwordx4 v[6:9], v[56:57], off
                                        ; kill: killed $vgpr54 killed $vgpr55
                                        ; kill: killed $vgpr56 killed $vgpr57
	global_load_dwordx4 v[14:17], v[58:59], off
	v_pk_fma_f32 v[54:55], v[24:25], s[16:17], v[60:61] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[22:25], v[22:23], off
	v_pk_fma_f32 v[56:57], v[62:63], s[16:17], v[66:67] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[50:53], v[64:65], off
	v_pk_fma_f32 v[20:21], v[20:21], v[28:29], v[54:55]
	v_pk_fma_f32 v[18:19], v[18:19], v[26:27], v[56:57]
	v_pk_fma_f32 v[20:21], v[36:37], v[32:33], v[20:21]
	v_pk_fma_f32 v[18:19], v[34:35], v[30:31], v[18:19]
	v_pk_fma_f32 v[20:21], v[40:41], v[48:49], v[20:21]
	v_pk_fma_f32 v[18:19], v[38:39], v[46:47], v[18:19]
	v_pk_fma_f32 v[20:21], v[20:21], s[16:17], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], s[16:17], v[70:71] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[12:13], v[4:5], v[20:21]
	v_pk_fma_f32 v[2:3], v[10:11], v[2:3], v[18:19]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[8:9], v[16:17], v[4:5]
	v_pk_fma_f32 v[2:3], v[6:7], v[14:15], v[2:3]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[24:25], v[52:53], v[4:5]
	v_pk_fma_f32 v[2:3], v[22:23], v[50:51], v[2:3]
	v_pk_mul_f32 v[24:25], v[4:5], s[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[2:3], s[16:17] op_sel_hi:[1,0]
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v22
	v_cmp_eq_f32_e64 s[0:1], s2, v23
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v24
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v25
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[12:13]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[24:25], v[2:3]
	v_pk_add_f32 v[0:1], v[22:23], v[0:1]
	global_store_dwordx4 v4, v[0:3], s[12:13]
.LBB4_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 72
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end4:
	.size	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end4-_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 72
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 26
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2360
; TotalNumSgprs: 30
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 72
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v54, 4, v0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 5
	s_add_u32 s5, s10, s2
	s_addc_u32 s6, s11, s3
	s_lshl_b64 s[0:1], s[0:1], 4
	s_add_u32 s7, s10, s0
	s_addc_u32 s10, s11, s1
	s_movk_i32 s11, 0xc8
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_mov_b32 s12, 0x20000
	s_movk_i32 s13, 0x2000
	s_mov_b32 s14, 0x22000
	s_movk_i32 s15, 0x4000
	s_mov_b32 s16, 0x24000
	s_movk_i32 s17, 0x6000
	s_mov_b32 s18, 0x26000
	s_mov_b32 s19, 0x8000
	s_mov_b32 s20, 0x28000
	s_mov_b32 s21, 0xa000
	s_mov_b32 s22, 0x2a000
	s_mov_b32 s23, 0xc000
	s_mov_b32 s24, 0x2c000
	s_mov_b32 s25, 0xe000
	s_mov_b32 s26, 0x2e000
	s_mov_b32 s27, 0x10000
	s_mov_b32 s28, 0x30000
	s_mov_b32 s29, 0x12000
	s_mov_b32 s30, 0x32000
	s_mov_b32 s31, 0x14000
	s_mov_b32 s33, 0x34000
	s_mov_b32 s34, 0x16000
	s_mov_b32 s35, 0x36000
	s_mov_b32 s36, 0x18000
	s_mov_b32 s37, 0x38000
	s_mov_b32 s38, 0x1a000
	s_mov_b32 s39, 0x3a000
	s_mov_b32 s40, 0x1c000
	s_mov_b32 s41, 0x3c000
	s_mov_b32 s42, 0x1e000
	s_mov_b32 s43, 0x3e000
	s_mov_b32 s4, 0x3fa66666
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s10
	v_add_co_u32_e32 v10, vcc, s7, v54
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	v_add_co_u32_e32 v20, vcc, 0x20000, v10
	v_addc_co_u32_e32 v21, vcc, 0, v11, vcc
	v_mov_b32_e32 v2, s6
	v_add_co_u32_e64 v56, s[0:1], s5, v54
	v_add_co_u32_e32 v28, vcc, 0x2000, v10
	v_addc_co_u32_e64 v57, s[0:1], 0, v2, s[0:1]
	v_addc_co_u32_e32 v29, vcc, 0, v11, vcc
	global_load_dwordx4 v[2:5], v[56:57], off
	global_load_dwordx4 v[12:15], v[10:11], off
	global_load_dwordx4 v[16:19], v[20:21], off
	v_add_co_u32_e32 v30, vcc, 0x22000, v10
	v_addc_co_u32_e32 v31, vcc, 0, v11, vcc
	v_add_co_u32_e32 v36, vcc, 0x4000, v10
	global_load_dwordx4 v[20:23], v[28:29], off
	global_load_dwordx4 v[24:27], v[30:31], off
	v_addc_co_u32_e32 v37, vcc, 0, v11, vcc
	v_add_co_u32_e32 v38, vcc, 0x24000, v10
	v_addc_co_u32_e32 v39, vcc, 0, v11, vcc
	v_add_co_u32_e32 v44, vcc, 0x6000, v10
	v_addc_co_u32_e32 v45, vcc, 0, v11, vcc
	global_load_dwordx4 v[28:31], v[36:37], off
	global_load_dwordx4 v[32:35], v[38:39], off
	v_add_co_u32_e32 v46, vcc, 0x26000, v10
	v_addc_co_u32_e32 v47, vcc, 0, v11, vcc
	global_load_dwordx4 v[36:39], v[44:45], off
	global_load_dwordx4 v[40:43], v[46:47], off
	v_add_co_u32_e32 v52, vcc, 0x8000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v58, vcc, 0x28000, v10
	v_addc_co_u32_e32 v59, vcc, 0, v11, vcc
	global_load_dwordx4 v[44:47], v[52:53], off
	global_load_dwordx4 v[48:51], v[58:59], off
	v_add_co_u32_e32 v60, vcc, 0xa000, v10
	v_addc_co_u32_e32 v61, vcc, 0, v11, vcc
	v_add_co_u32_e32 v52, vcc, 0x2a000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v58, vcc, 0xc000, v10
	v_addc_co_u32_e32 v59, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[18:19], v[14:15], v[18:19], v[8:9]
	v_pk_fma_f32 v[16:17], v[12:13], v[16:17], v[6:7]
	global_load_dwordx4 v[6:9], v[60:61], off
	global_load_dwordx4 v[12:15], v[52:53], off
	v_add_co_u32_e32 v52, vcc, 0x2c000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v60, vcc, 0xe000, v10
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[26:27], v[22:23], v[26:27], v[18:19]
	v_pk_fma_f32 v[24:25], v[20:21], v[24:25], v[16:17]
	global_load_dwordx4 v[16:19], v[58:59], off
	global_load_dwordx4 v[20:23], v[52:53], off
	v_addc_co_u32_e32 v61, vcc, 0, v11, vcc
	v_add_co_u32_e32 v52, vcc, 0x2e000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v58, vcc, 0x10000, v10
	v_addc_co_u32_e32 v59, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[34:35], v[30:31], v[34:35], v[26:27]
	v_pk_fma_f32 v[32:33], v[28:29], v[32:33], v[24:25]
	global_load_dwordx4 v[24:27], v[60:61], off
	global_load_dwordx4 v[28:31], v[52:53], off
	v_add_co_u32_e32 v52, vcc, 0x30000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[42:43], v[38:39], v[42:43], v[34:35]
	v_pk_fma_f32 v[40:41], v[36:37], v[40:41], v[32:33]
	global_load_dwordx4 v[32:35], v[58:59], off
	global_load_dwordx4 v[36:39], v[52:53], off
	v_add_co_u32_e32 v60, vcc, 0x12000, v10
	v_addc_co_u32_e32 v61, vcc, 0, v11, vcc
	v_add_co_u32_e32 v52, vcc, 0x32000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[50:51], v[46:47], v[50:51], v[42:43]
	v_pk_fma_f32 v[48:49], v[44:45], v[48:49], v[40:41]
	global_load_dwordx4 v[40:43], v[60:61], off
	global_load_dwordx4 v[44:47], v[52:53], off
	v_add_co_u32_e32 v58, vcc, 0x14000, v10
	v_addc_co_u32_e32 v59, vcc, 0, v11, vcc
	v_add_co_u32_e32 v52, vcc, 0x34000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v60, vcc, 0x16000, v10
	v_addc_co_u32_e32 v61, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[50:51], v[8:9], v[14:15], v[50:51]
	v_pk_fma_f32 v[48:49], v[6:7], v[12:13], v[48:49]
	global_load_dwordx4 v[6:9], v[58:59], off
	global_load_dwordx4 v[12:15], v[52:53], off
	v_add_co_u32_e32 v52, vcc, 0x36000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v66, vcc, 0x18000, v10
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[22:23], v[18:19], v[22:23], v[50:51]
	v_pk_fma_f32 v[20:21], v[16:17], v[20:21], v[48:49]
	global_load_dwordx4 v[16:19], v[60:61], off
	global_load_dwordx4 v[48:51], v[52:53], off
	v_addc_co_u32_e32 v67, vcc, 0, v11, vcc
	v_add_co_u32_e32 v52, vcc, 0x38000, v10
	v_addc_co_u32_e32 v53, vcc, 0, v11, vcc
	v_add_co_u32_e32 v70, vcc, 0x1a000, v10
	v_addc_co_u32_e32 v71, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[22:23], v[26:27], v[30:31], v[22:23]
	v_pk_fma_f32 v[20:21], v[24:25], v[28:29], v[20:21]
	global_load_dwordx4 v[58:61], v[66:67], off
	global_load_dwordx4 v[62:65], v[52:53], off
	v_add_co_u32_e32 v24, vcc, 0x3a000, v10
	v_addc_co_u32_e32 v25, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[22:23], v[34:35], v[38:39], v[22:23]
	v_pk_fma_f32 v[20:21], v[32:33], v[36:37], v[20:21]
	global_load_dwordx4 v[34:37], v[70:71], off
	global_load_dwordx4 v[66:69], v[24:25], off
	v_add_co_u32_e32 v26, vcc, 0x1c000, v10
	v_addc_co_u32_e32 v27, vcc, 0, v11, vcc
	v_add_co_u32_e32 v24, vcc, 0x3c000, v10
	v_addc_co_u32_e32 v25, vcc, 0, v11, vcc
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[30:31], v[42:43], v[46:47], v[22:23]
	v_pk_fma_f32 v[20:21], v[40:41], v[44:45], v[20:21]
	global_load_dwordx4 v[38:41], v[26:27], off
	global_load_dwordx4 v[42:45], v[24:25], off
	v_add_co_u32_e32 v28, vcc, 0x1e000, v10
	v_addc_co_u32_e32 v29, vcc, 0, v11, vcc
	v_add_co_u32_e32 v10, vcc, 0x3e000, v10
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	global_load_dwordx4 v[22:25], v[28:29], off
	global_load_dwordx4 v[70:73], v[10:11], off
	v_add_co_u32_e32 v26, vcc, s12, v56
	v_addc_co_u32_e32 v27, vcc, 0, v57, vcc
	v_add_co_u32_e32 v10, vcc, s13, v56
	global_load_dwordx4 v[74:77], v[26:27], off
	v_addc_co_u32_e32 v11, vcc, 0, v57, vcc
	s_waitcnt vmcnt(11)
	v_pk_fma_f32 v[6:7], v[6:7], v[12:13], v[20:21]
	v_add_co_u32_e32 v12, vcc, s14, v56
	v_pk_fma_f32 v[8:9], v[8:9], v[14:15], v[30:31]
	v_addc_co_u32_e32 v13, vcc, 0, v57, vcc
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[14:15], v[18:19], v[50:51], v[8:9]
	v_add_co_u32_e32 v18, vcc, s15, v56
	v_pk_fma_f32 v[16:17], v[16:17], v[48:49], v[6:7]
	global_load_dwordx4 v[6:9], v[10:11], off
	global_load_dwordx4 v[26:29], v[12:13], off
	v_addc_co_u32_e32 v19, vcc, 0, v57, vcc
	v_add_co_u32_e32 v20, vcc, s16, v56
	v_addc_co_u32_e32 v21, vcc, 0, v57, vcc
	global_load_dwordx4 v[10:13], v[18:19], off
	global_load_dwordx4 v[30:33], v[20:21], off
	v_add_co_u32_e32 v46, vcc, s17, v56
	v_addc_co_u32_e32 v47, vcc, 0, v57, vcc
	s_waitcnt vmcnt(11)
	v_pk_fma_f32 v[14:15], v[60:61], v[64:65], v[14:15]
	v_pk_fma_f32 v[16:17], v[58:59], v[62:63], v[16:17]
	v_add_co_u32_e32 v18, vcc, s18, v56
	v_addc_co_u32_e32 v19, vcc, 0, v57, vcc
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[20:21], v[36:37], v[68:69], v[14:15]
	v_pk_fma_f32 v[48:49], v[34:35], v[66:67], v[16:17]
	global_load_dwordx4 v[14:17], v[46:47], off
	global_load_dwordx4 v[34:37], v[18:19], off
	v_add_co_u32_e32 v50, vcc, s19, v56
	v_addc_co_u32_e32 v51, vcc, 0, v57, vcc
	v_add_co_u32_e32 v46, vcc, s20, v56
	v_addc_co_u32_e32 v47, vcc, 0, v57, vcc
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[42:43], v[38:39], v[42:43], v[48:49]
	v_add_co_u32_e32 v48, vcc, s21, v56
	v_pk_fma_f32 v[44:45], v[40:41], v[44:45], v[20:21]
	global_load_dwordx4 v[18:21], v[50:51], off
	global_load_dwordx4 v[38:41], v[46:47], off
	v_addc_co_u32_e32 v49, vcc, 0, v57, vcc
	v_add_co_u32_e32 v46, vcc, s22, v56
	v_addc_co_u32_e32 v47, vcc, 0, v57, vcc
	v_add_co_u32_e32 v52, vcc, s23, v56
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[50:51], v[24:25], v[72:73], v[44:45]
	v_pk_fma_f32 v[58:59], v[22:23], v[70:71], v[42:43]
	global_load_dwordx4 v[22:25], v[48:49], off
	global_load_dwordx4 v[42:45], v[46:47], off
	v_addc_co_u32_e32 v53, vcc, 0, v57, vcc
	v_add_co_u32_e32 v60, vcc, s24, v56
	v_addc_co_u32_e32 v61, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[46:47], v[4:5], v[76:77]
	v_add_co_u32_e32 v62, vcc, s25, v56
	v_pk_mul_f32 v[48:49], v[2:3], v[74:75]
	global_load_dwordx4 v[2:5], v[52:53], off
	v_pk_fma_f32 v[46:47], v[50:51], s[4:5], v[46:47] op_sel_hi:[1,0,1]
	global_load_dwordx4 v[50:53], v[60:61], off
	v_addc_co_u32_e32 v63, vcc, 0, v57, vcc
	v_pk_fma_f32 v[48:49], v[58:59], s[4:5], v[48:49] op_sel_hi:[1,0,1]
	v_add_co_u32_e32 v58, vcc, s26, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	v_add_co_u32_e32 v60, vcc, s27, v56
	v_addc_co_u32_e32 v61, vcc, 0, v57, vcc
	s_add_u32 s5, s5, s2
	s_addc_u32 s6, s6, s3
	s_add_u32 s7, s7, s2
	s_addc_u32 s10, s10, s3
	s_add_i32 s11, s11, -2
	s_cmp_eq_u32 s11, 0
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[8:9], v[8:9], v[28:29], v[46:47]
	v_pk_fma_f32 v[6:7], v[6:7], v[26:27], v[48:49]
	global_load_dwordx4 v[26:29], v[62:63], off
	global_load_dwordx4 v[46:49], v[58:59], off
	v_add_co_u32_e32 v58, vcc, s28, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[8:9], v[12:13], v[32:33], v[8:9]
	v_pk_fma_f32 v[6:7], v[10:11], v[30:31], v[6:7]
	global_load_dwordx4 v[10:13], v[60:61], off
	global_load_dwordx4 v[30:33], v[58:59], off
	v_add_co_u32_e32 v62, vcc, s29, v56
	v_addc_co_u32_e32 v63, vcc, 0, v57, vcc
	v_add_co_u32_e32 v58, vcc, s30, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	v_add_co_u32_e32 v60, vcc, s31, v56
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[36:37], v[16:17], v[36:37], v[8:9]
	v_pk_fma_f32 v[34:35], v[14:15], v[34:35], v[6:7]
	global_load_dwordx4 v[6:9], v[62:63], off
	global_load_dwordx4 v[14:17], v[58:59], off
	v_addc_co_u32_e32 v61, vcc, 0, v57, vcc
	v_add_co_u32_e32 v58, vcc, s33, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	v_add_co_u32_e32 v62, vcc, s34, v56
	v_addc_co_u32_e32 v63, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[40:41], v[20:21], v[40:41], v[36:37]
	v_pk_fma_f32 v[38:39], v[18:19], v[38:39], v[34:35]
	global_load_dwordx4 v[18:21], v[60:61], off
	global_load_dwordx4 v[34:37], v[58:59], off
	v_add_co_u32_e32 v58, vcc, s35, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	v_add_co_u32_e32 v60, vcc, s36, v56
	v_addc_co_u32_e32 v61, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[44:45], v[24:25], v[44:45], v[40:41]
	v_pk_fma_f32 v[42:43], v[22:23], v[42:43], v[38:39]
	global_load_dwordx4 v[22:25], v[62:63], off
	global_load_dwordx4 v[38:41], v[58:59], off
	v_add_co_u32_e32 v58, vcc, s37, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	v_add_co_u32_e32 v62, vcc, s38, v56
	v_addc_co_u32_e32 v63, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[52:53], v[4:5], v[52:53], v[44:45]
	v_pk_fma_f32 v[50:51], v[2:3], v[50:51], v[42:43]
	global_load_dwordx4 v[2:5], v[60:61], off
	global_load_dwordx4 v[42:45], v[58:59], off
	v_add_co_u32_e32 v58, vcc, s39, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	v_add_co_u32_e32 v60, vcc, s40, v56
	v_addc_co_u32_e32 v61, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[52:53], v[28:29], v[48:49], v[52:53]
	v_pk_fma_f32 v[50:51], v[26:27], v[46:47], v[50:51]
	global_load_dwordx4 v[26:29], v[62:63], off
	global_load_dwordx4 v[46:49], v[58:59], off
	v_add_co_u32_e32 v58, vcc, s41, v56
	v_addc_co_u32_e32 v59, vcc, 0, v57, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[64:65], v[10:11], v[30:31], v[50:51]
	v_add_co_u32_e32 v50, vcc, s42, v56
	v_addc_co_u32_e32 v51, vcc, 0, v57, vcc
	v_add_co_u32_e32 v56, vcc, s43, v56
	v_pk_fma_f32 v[62:63], v[12:13], v[32:33], v[52:53]
	global_load_dwordx4 v[10:13], v[60:61], off
	global_load_dwordx4 v[30:33], v[58:59], off
	v_addc_co_u32_e32 v57, vcc, 0, v57, vcc
	global_load_dwordx4 v[50:53], v[50:51], off
	s_waitcnt vmcnt(11)
	v_pk_fma_f32 v[16:17], v[8:9], v[16:17], v[62:63]
	v_pk_fma_f32 v[14:15], v[6:7], v[14:15], v[64:65]
	global_load_dwordx4 v[6:9], v[56:57], off
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[16:17], v[20:21], v[36:37], v[16:17]
	v_pk_fma_f32 v[14:15], v[18:19], v[34:35], v[14:15]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[16:17], v[24:25], v[40:41], v[16:17]
	v_pk_fma_f32 v[14:15], v[22:23], v[38:39], v[14:15]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[4:5], v[44:45], v[16:17]
	v_pk_fma_f32 v[2:3], v[2:3], v[42:43], v[14:15]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[28:29], v[48:49], v[4:5]
	v_pk_fma_f32 v[2:3], v[26:27], v[46:47], v[2:3]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[12:13], v[32:33], v[4:5]
	v_pk_fma_f32 v[2:3], v[10:11], v[30:31], v[2:3]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[52:53], v[8:9], v[4:5]
	v_pk_fma_f32 v[2:3], v[50:51], v[6:7], v[2:3]
	v_pk_mul_f32 v[8:9], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[2:3], s[4:5] op_sel_hi:[1,0]
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v6
	v_cmp_eq_f32_e64 s[0:1], s2, v7
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v8
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v9
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[8:9], v[2:3]
	v_pk_add_f32 v[0:1], v[6:7], v[0:1]
	global_store_dwordx4 v4, v[0:3], s[8:9]
.LBB5_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 80
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end5:
	.size	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end5-_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 78
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 44
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2272
; TotalNumSgprs: 48
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 78
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 4
	s_add_u32 s2, s10, s0
	s_addc_u32 s3, s11, s1
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	s_mov_b32 s2, 0x7e000
	v_add_co_u32_e32 v50, vcc, s2, v1
	v_addc_co_u32_e32 v51, vcc, 0, v2, vcc
	s_movk_i32 s3, 0xc8
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	s_mov_b32 s2, 0x3fa66666
	v_mov_b32_e32 v1, s1
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v2, vcc, 0xfff82000, v50
	v_addc_co_u32_e32 v3, vcc, -1, v51, vcc
	v_add_co_u32_e32 v4, vcc, 0xfffc2000, v50
	v_addc_co_u32_e32 v5, vcc, -1, v51, vcc
	v_add_co_u32_e32 v14, vcc, 0xfff84000, v50
	global_load_dwordx4 v[6:9], v[2:3], off
	global_load_dwordx4 v[30:33], v[4:5], off
	v_addc_co_u32_e32 v15, vcc, -1, v51, vcc
	v_add_co_u32_e32 v2, vcc, 0xfffc4000, v50
	v_addc_co_u32_e32 v3, vcc, -1, v51, vcc
	global_load_dwordx4 v[10:13], v[14:15], off
	global_load_dwordx4 v[34:37], v[2:3], off
	v_add_co_u32_e32 v4, vcc, 0xfff86000, v50
	v_addc_co_u32_e32 v5, vcc, -1, v51, vcc
	v_add_co_u32_e32 v2, vcc, 0xfffc6000, v50
	v_addc_co_u32_e32 v3, vcc, -1, v51, vcc
	v_add_co_u32_e32 v22, vcc, 0xfff88000, v50
	v_addc_co_u32_e32 v23, vcc, -1, v51, vcc
	global_load_dwordx4 v[14:17], v[4:5], off
	global_load_dwordx4 v[38:41], v[2:3], off
	v_add_co_u32_e32 v2, vcc, 0xfffc8000, v50
	v_addc_co_u32_e32 v3, vcc, -1, v51, vcc
	v_add_co_u32_e32 v4, vcc, 0xfff8a000, v50
	v_addc_co_u32_e32 v5, vcc, -1, v51, vcc
	global_load_dwordx4 v[18:21], v[22:23], off
	global_load_dwordx4 v[42:45], v[2:3], off
	v_add_co_u32_e32 v2, vcc, 0xfffca000, v50
	v_addc_co_u32_e32 v3, vcc, -1, v51, vcc
	v_add_co_u32_e32 v56, vcc, 0xfff8c000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	global_load_dwordx4 v[22:25], v[4:5], off
	global_load_dwordx4 v[46:49], v[2:3], off
	v_add_co_u32_e32 v58, vcc, 0xfffcc000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfff8e000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	global_load_dwordx4 v[2:5], v[56:57], off
	global_load_dwordx4 v[26:29], v[58:59], off
	v_add_co_u32_e32 v56, vcc, 0xfffce000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfff90000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_add_i32 s3, s3, -1
	s_cmp_eq_u32 s3, 0
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[8:9], v[32:33], v[54:55]
	v_pk_fma_f32 v[52:53], v[6:7], v[30:31], v[52:53]
	global_load_dwordx4 v[6:9], v[60:61], off
	global_load_dwordx4 v[30:33], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffd0000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[12:13], v[36:37], v[54:55]
	v_pk_fma_f32 v[52:53], v[10:11], v[34:35], v[52:53]
	global_load_dwordx4 v[10:13], v[58:59], off
	global_load_dwordx4 v[34:37], v[56:57], off
	v_add_co_u32_e32 v60, vcc, 0xfff92000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	v_add_co_u32_e32 v56, vcc, 0xfffd2000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfff94000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[16:17], v[40:41], v[54:55]
	v_pk_fma_f32 v[52:53], v[14:15], v[38:39], v[52:53]
	global_load_dwordx4 v[14:17], v[60:61], off
	global_load_dwordx4 v[38:41], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffd4000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfff96000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[20:21], v[44:45], v[54:55]
	v_pk_fma_f32 v[52:53], v[18:19], v[42:43], v[52:53]
	global_load_dwordx4 v[18:21], v[58:59], off
	global_load_dwordx4 v[42:45], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffd6000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfff98000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[24:25], v[48:49], v[54:55]
	v_pk_fma_f32 v[52:53], v[22:23], v[46:47], v[52:53]
	global_load_dwordx4 v[22:25], v[60:61], off
	global_load_dwordx4 v[46:49], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffd8000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfff9a000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[4:5], v[28:29], v[54:55]
	v_pk_fma_f32 v[52:53], v[2:3], v[26:27], v[52:53]
	global_load_dwordx4 v[2:5], v[58:59], off
	global_load_dwordx4 v[26:29], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffda000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfff9c000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[8:9], v[32:33], v[54:55]
	v_pk_fma_f32 v[52:53], v[6:7], v[30:31], v[52:53]
	global_load_dwordx4 v[6:9], v[60:61], off
	global_load_dwordx4 v[30:33], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffdc000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[12:13], v[36:37], v[54:55]
	v_pk_fma_f32 v[52:53], v[10:11], v[34:35], v[52:53]
	global_load_dwordx4 v[10:13], v[58:59], off
	global_load_dwordx4 v[34:37], v[56:57], off
	v_add_co_u32_e32 v60, vcc, 0xfff9e000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	v_add_co_u32_e32 v56, vcc, 0xfffde000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffa0000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[16:17], v[40:41], v[54:55]
	v_pk_fma_f32 v[52:53], v[14:15], v[38:39], v[52:53]
	global_load_dwordx4 v[14:17], v[60:61], off
	global_load_dwordx4 v[38:41], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffe0000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfffa2000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[20:21], v[44:45], v[54:55]
	v_pk_fma_f32 v[52:53], v[18:19], v[42:43], v[52:53]
	global_load_dwordx4 v[18:21], v[58:59], off
	global_load_dwordx4 v[42:45], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffe2000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffa4000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[24:25], v[48:49], v[54:55]
	v_pk_fma_f32 v[52:53], v[22:23], v[46:47], v[52:53]
	global_load_dwordx4 v[22:25], v[60:61], off
	global_load_dwordx4 v[46:49], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffe4000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfffa6000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[4:5], v[28:29], v[54:55]
	v_pk_fma_f32 v[52:53], v[2:3], v[26:27], v[52:53]
	global_load_dwordx4 v[2:5], v[58:59], off
	global_load_dwordx4 v[26:29], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffe6000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffa8000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[8:9], v[32:33], v[54:55]
	v_pk_fma_f32 v[52:53], v[6:7], v[30:31], v[52:53]
	global_load_dwordx4 v[6:9], v[60:61], off
	global_load_dwordx4 v[30:33], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffe8000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[12:13], v[36:37], v[54:55]
	v_pk_fma_f32 v[52:53], v[10:11], v[34:35], v[52:53]
	global_load_dwordx4 v[10:13], v[58:59], off
	global_load_dwordx4 v[34:37], v[56:57], off
	v_add_co_u32_e32 v60, vcc, 0xfffaa000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	v_add_co_u32_e32 v56, vcc, 0xfffea000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffac000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[16:17], v[40:41], v[54:55]
	v_pk_fma_f32 v[52:53], v[14:15], v[38:39], v[52:53]
	global_load_dwordx4 v[14:17], v[60:61], off
	global_load_dwordx4 v[38:41], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffec000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfffae000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[20:21], v[44:45], v[54:55]
	v_pk_fma_f32 v[52:53], v[18:19], v[42:43], v[52:53]
	global_load_dwordx4 v[18:21], v[58:59], off
	global_load_dwordx4 v[42:45], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xfffee000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffb0000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[24:25], v[48:49], v[54:55]
	v_pk_fma_f32 v[52:53], v[22:23], v[46:47], v[52:53]
	global_load_dwordx4 v[22:25], v[60:61], off
	global_load_dwordx4 v[46:49], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffff0000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfffb2000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[4:5], v[28:29], v[54:55]
	v_pk_fma_f32 v[52:53], v[2:3], v[26:27], v[52:53]
	global_load_dwordx4 v[2:5], v[58:59], off
	global_load_dwordx4 v[26:29], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffff2000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffb4000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[8:9], v[32:33], v[54:55]
	v_pk_fma_f32 v[52:53], v[6:7], v[30:31], v[52:53]
	global_load_dwordx4 v[6:9], v[60:61], off
	global_load_dwordx4 v[30:33], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffff4000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[12:13], v[36:37], v[54:55]
	v_pk_fma_f32 v[52:53], v[10:11], v[34:35], v[52:53]
	global_load_dwordx4 v[10:13], v[58:59], off
	global_load_dwordx4 v[34:37], v[56:57], off
	v_add_co_u32_e32 v60, vcc, 0xfffb6000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	v_add_co_u32_e32 v56, vcc, 0xffff6000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffb8000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[16:17], v[40:41], v[54:55]
	v_pk_fma_f32 v[52:53], v[14:15], v[38:39], v[52:53]
	global_load_dwordx4 v[14:17], v[60:61], off
	global_load_dwordx4 v[38:41], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffff8000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfffba000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[20:21], v[44:45], v[54:55]
	v_pk_fma_f32 v[52:53], v[18:19], v[42:43], v[52:53]
	global_load_dwordx4 v[18:21], v[58:59], off
	global_load_dwordx4 v[42:45], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffffa000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v58, vcc, 0xfffbc000, v50
	v_addc_co_u32_e32 v59, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[24:25], v[48:49], v[54:55]
	v_pk_fma_f32 v[52:53], v[22:23], v[46:47], v[52:53]
	global_load_dwordx4 v[22:25], v[60:61], off
	global_load_dwordx4 v[46:49], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffffc000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	v_add_co_u32_e32 v60, vcc, 0xfffbe000, v50
	v_addc_co_u32_e32 v61, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[54:55], v[4:5], v[28:29], v[54:55]
	v_pk_fma_f32 v[52:53], v[2:3], v[26:27], v[52:53]
	global_load_dwordx4 v[2:5], v[58:59], off
	global_load_dwordx4 v[26:29], v[56:57], off
	v_add_co_u32_e32 v56, vcc, 0xffffe000, v50
	v_addc_co_u32_e32 v57, vcc, -1, v51, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[62:63], v[6:7], v[30:31], v[52:53]
	v_add_co_u32_e32 v52, vcc, 0xfffc0000, v50
	v_pk_fma_f32 v[58:59], v[8:9], v[32:33], v[54:55]
	global_load_dwordx4 v[6:9], v[60:61], off
	global_load_dwordx4 v[30:33], v[56:57], off
	v_addc_co_u32_e32 v53, vcc, -1, v51, vcc
	global_load_dwordx4 v[52:55], v[52:53], off
	s_waitcnt vmcnt(11)
	v_pk_fma_f32 v[36:37], v[12:13], v[36:37], v[58:59]
	v_pk_fma_f32 v[34:35], v[10:11], v[34:35], v[62:63]
	global_load_dwordx4 v[10:13], v[50:51], off
	v_add_co_u32_e32 v50, vcc, s0, v50
	v_addc_co_u32_e32 v51, vcc, v51, v1, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[16:17], v[16:17], v[40:41], v[36:37]
	v_pk_fma_f32 v[14:15], v[14:15], v[38:39], v[34:35]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[16:17], v[20:21], v[44:45], v[16:17]
	v_pk_fma_f32 v[14:15], v[18:19], v[42:43], v[14:15]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[16:17], v[24:25], v[48:49], v[16:17]
	v_pk_fma_f32 v[14:15], v[22:23], v[46:47], v[14:15]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[4:5], v[28:29], v[16:17]
	v_pk_fma_f32 v[2:3], v[2:3], v[26:27], v[14:15]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[8:9], v[32:33], v[4:5]
	v_pk_fma_f32 v[2:3], v[6:7], v[30:31], v[2:3]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[54:55], v[12:13], v[4:5]
	v_pk_fma_f32 v[2:3], v[52:53], v[10:11], v[2:3]
	v_pk_mul_f32 v[54:55], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[2:3], s[2:3] op_sel_hi:[1,0]
	s_cbranch_scc0 .LBB6_1
; %bb.2:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v52
	v_cmp_eq_f32_e64 s[0:1], s2, v53
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v54
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v55
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB6_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[54:55], v[2:3]
	v_pk_add_f32 v[0:1], v[52:53], v[0:1]
	global_store_dwordx4 v4, v[0:3], s[8:9]
.LBB6_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end6:
	.size	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end6-_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 64
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 12
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2136
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 4
	s_add_u32 s2, s10, s0
	s_addc_u32 s3, s11, s1
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_mov_b32 s2, 0x106000
	v_add_co_u32_e32 v10, vcc, s2, v1
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	s_mov_b32 s3, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v2
	s_mov_b32 s2, 0x3fa66666
	s_branch .LBB7_2
.LBB7_1:                                ;   in Loop: Header=BB7_2 Depth=1
	v_pk_mul_f32 v[4:5], v[14:15], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[16:17], s[2:3] op_sel_hi:[1,0]
	s_add_i32 s3, s3, 1
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v10, vcc, s0, v10
	s_cmp_eq_u32 s3, 50
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	s_cbranch_scc1 .LBB7_6
.LBB7_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_4 Depth 2
	s_movk_i32 s6, 0x400
	v_pk_mov_b32 v[12:13], v[10:11], v[10:11] op_sel:[0,1]
	s_branch .LBB7_4
.LBB7_3:                                ;   in Loop: Header=BB7_2 Depth=1
                                        ; implicit-def: $vgpr2_vgpr3_vgpr4_vgpr5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr12_vgpr13
	s_branch .LBB7_1
.LBB7_4:                                ;   Parent Loop BB7_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_co_u32_e32 v22, vcc, 0xffefa000, v12
	v_addc_co_u32_e32 v23, vcc, -1, v13, vcc
	v_add_co_u32_e32 v24, vcc, 0xffefc000, v12
	v_addc_co_u32_e32 v25, vcc, -1, v13, vcc
	v_add_co_u32_e32 v30, vcc, 0x2000, v12
	v_addc_co_u32_e32 v31, vcc, 0, v13, vcc
	v_add_co_u32_e32 v32, vcc, 0xffefe000, v12
	v_addc_co_u32_e32 v33, vcc, -1, v13, vcc
	global_load_dwordx4 v[6:9], v[12:13], off
	global_load_dwordx4 v[14:17], v[22:23], off
	global_load_dwordx4 v[18:21], v[24:25], off
	s_nop 0
	global_load_dwordx4 v[22:25], v[30:31], off
	global_load_dwordx4 v[26:29], v[32:33], off
	v_add_co_u32_e32 v30, vcc, 0x4000, v12
	v_addc_co_u32_e32 v31, vcc, 0, v13, vcc
	global_load_dwordx4 v[30:33], v[30:31], off
	s_cmp_gt_u32 s6, 0x103ff
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[16:17], v[8:9], v[4:5]
	v_pk_fma_f32 v[2:3], v[14:15], v[6:7], v[2:3]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[20:21], v[24:25], v[4:5]
	v_pk_fma_f32 v[2:3], v[18:19], v[22:23], v[2:3]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[28:29], v[32:33], v[4:5]
	v_pk_fma_f32 v[16:17], v[26:27], v[30:31], v[2:3]
	s_cbranch_scc1 .LBB7_3
; %bb.5:                                ;   in Loop: Header=BB7_4 Depth=2
	v_add_co_u32_e32 v18, vcc, 0xfff00000, v12
	v_addc_co_u32_e32 v19, vcc, -1, v13, vcc
	v_add_co_u32_e32 v20, vcc, 0x6000, v12
	v_addc_co_u32_e32 v21, vcc, 0, v13, vcc
	v_add_co_u32_e32 v26, vcc, 0xfff02000, v12
	v_addc_co_u32_e32 v27, vcc, -1, v13, vcc
	v_add_co_u32_e32 v28, vcc, 0x8000, v12
	v_addc_co_u32_e32 v29, vcc, 0, v13, vcc
	v_add_co_u32_e32 v34, vcc, 0xfff04000, v12
	global_load_dwordx4 v[2:5], v[18:19], off
	global_load_dwordx4 v[6:9], v[20:21], off
	v_addc_co_u32_e32 v35, vcc, -1, v13, vcc
	global_load_dwordx4 v[18:21], v[26:27], off
	global_load_dwordx4 v[22:25], v[28:29], off
	v_add_co_u32_e32 v36, vcc, 0xa000, v12
	v_addc_co_u32_e32 v37, vcc, 0, v13, vcc
	global_load_dwordx4 v[26:29], v[34:35], off
	global_load_dwordx4 v[30:33], v[36:37], off
	v_add_co_u32_e32 v42, vcc, 0xfff06000, v12
	v_addc_co_u32_e32 v43, vcc, -1, v13, vcc
	v_add_co_u32_e32 v44, vcc, 0xc000, v12
	v_addc_co_u32_e32 v45, vcc, 0, v13, vcc
	global_load_dwordx4 v[34:37], v[42:43], off
	global_load_dwordx4 v[38:41], v[44:45], off
	v_add_co_u32_e32 v50, vcc, 0xfff08000, v12
	v_addc_co_u32_e32 v51, vcc, -1, v13, vcc
	v_add_co_u32_e32 v52, vcc, 0xe000, v12
	v_addc_co_u32_e32 v53, vcc, 0, v13, vcc
	global_load_dwordx4 v[42:45], v[50:51], off
	global_load_dwordx4 v[46:49], v[52:53], off
	v_add_co_u32_e32 v58, vcc, 0xfff0a000, v12
	v_addc_co_u32_e32 v59, vcc, -1, v13, vcc
	v_add_co_u32_e32 v60, vcc, 0x10000, v12
	v_addc_co_u32_e32 v61, vcc, 0, v13, vcc
	v_add_co_u32_e32 v62, vcc, 0xfff0c000, v12
	v_addc_co_u32_e32 v63, vcc, -1, v13, vcc
	global_load_dwordx4 v[50:53], v[58:59], off
	global_load_dwordx4 v[54:57], v[60:61], off
	v_add_co_u32_e32 v58, vcc, 0x12000, v12
	v_addc_co_u32_e32 v59, vcc, 0, v13, vcc
	s_addk_i32 s6, 0x4000
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[2:3], v[2:3], v[6:7], v[16:17]
	v_pk_fma_f32 v[4:5], v[4:5], v[8:9], v[14:15]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[2:3], v[18:19], v[22:23], v[2:3]
	v_pk_fma_f32 v[4:5], v[20:21], v[24:25], v[4:5]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[26:27], v[30:31], v[2:3]
	v_add_co_u32_e32 v26, vcc, 0xfff0e000, v12
	v_addc_co_u32_e32 v27, vcc, -1, v13, vcc
	v_pk_fma_f32 v[4:5], v[28:29], v[32:33], v[4:5]
	v_add_co_u32_e32 v28, vcc, 0x14000, v12
	v_addc_co_u32_e32 v29, vcc, 0, v13, vcc
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[2:3], v[34:35], v[38:39], v[2:3]
	v_add_co_u32_e32 v34, vcc, 0xfff10000, v12
	v_addc_co_u32_e32 v35, vcc, -1, v13, vcc
	v_pk_fma_f32 v[4:5], v[36:37], v[40:41], v[4:5]
	v_add_co_u32_e32 v36, vcc, 0x16000, v12
	v_addc_co_u32_e32 v37, vcc, 0, v13, vcc
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[60:61], v[44:45], v[48:49], v[4:5]
	v_pk_fma_f32 v[64:65], v[42:43], v[46:47], v[2:3]
	global_load_dwordx4 v[2:5], v[62:63], off
	global_load_dwordx4 v[6:9], v[58:59], off
	v_add_co_u32_e32 v42, vcc, 0xfff12000, v12
	global_load_dwordx4 v[18:21], v[26:27], off
	global_load_dwordx4 v[22:25], v[28:29], off
	v_addc_co_u32_e32 v43, vcc, -1, v13, vcc
	v_add_co_u32_e32 v44, vcc, 0x18000, v12
	v_addc_co_u32_e32 v45, vcc, 0, v13, vcc
	global_load_dwordx4 v[26:29], v[34:35], off
	global_load_dwordx4 v[30:33], v[36:37], off
	s_nop 0
	global_load_dwordx4 v[34:37], v[42:43], off
	global_load_dwordx4 v[38:41], v[44:45], off
	v_add_co_u32_e32 v42, vcc, 0xfff14000, v12
	v_addc_co_u32_e32 v43, vcc, -1, v13, vcc
	v_add_co_u32_e32 v46, vcc, 0x1a000, v12
	v_addc_co_u32_e32 v47, vcc, 0, v13, vcc
	global_load_dwordx4 v[42:45], v[42:43], off
	s_nop 0
	global_load_dwordx4 v[46:49], v[46:47], off
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[50:51], v[50:51], v[54:55], v[64:65]
	v_pk_fma_f32 v[52:53], v[52:53], v[56:57], v[60:61]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[2:3], v[2:3], v[6:7], v[50:51]
	v_pk_fma_f32 v[4:5], v[4:5], v[8:9], v[52:53]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[18:19], v[22:23], v[2:3]
	v_add_co_u32_e32 v22, vcc, 0xfff16000, v12
	v_addc_co_u32_e32 v23, vcc, -1, v13, vcc
	v_pk_fma_f32 v[4:5], v[20:21], v[24:25], v[4:5]
	v_add_co_u32_e32 v24, vcc, 0x1c000, v12
	v_addc_co_u32_e32 v25, vcc, 0, v13, vcc
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[2:3], v[26:27], v[30:31], v[2:3]
	v_add_co_u32_e32 v30, vcc, 0xfff18000, v12
	v_pk_fma_f32 v[4:5], v[28:29], v[32:33], v[4:5]
	v_addc_co_u32_e32 v31, vcc, -1, v13, vcc
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[36:37], v[40:41], v[4:5]
	v_pk_fma_f32 v[6:7], v[34:35], v[38:39], v[2:3]
	v_add_co_u32_e32 v32, vcc, 0x1e000, v12
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[44:45], v[48:49], v[4:5]
	v_pk_fma_f32 v[4:5], v[42:43], v[46:47], v[6:7]
	global_load_dwordx4 v[6:9], v[22:23], off
	global_load_dwordx4 v[18:21], v[24:25], off
	v_addc_co_u32_e32 v33, vcc, 0, v13, vcc
	global_load_dwordx4 v[22:25], v[30:31], off
	global_load_dwordx4 v[26:29], v[32:33], off
	v_add_co_u32_e32 v38, vcc, 0xfff1a000, v12
	v_addc_co_u32_e32 v39, vcc, -1, v13, vcc
	v_add_co_u32_e32 v40, vcc, 0x20000, v12
	v_addc_co_u32_e32 v41, vcc, 0, v13, vcc
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx4 v[34:37], v[40:41], off
	v_add_co_u32_e32 v46, vcc, 0xfff1c000, v12
	v_addc_co_u32_e32 v47, vcc, -1, v13, vcc
	v_add_co_u32_e32 v48, vcc, 0x22000, v12
	v_addc_co_u32_e32 v49, vcc, 0, v13, vcc
	global_load_dwordx4 v[38:41], v[46:47], off
	global_load_dwordx4 v[42:45], v[48:49], off
	v_add_co_u32_e32 v54, vcc, 0xfff1e000, v12
	v_addc_co_u32_e32 v55, vcc, -1, v13, vcc
	v_add_co_u32_e32 v56, vcc, 0x24000, v12
	v_addc_co_u32_e32 v57, vcc, 0, v13, vcc
	global_load_dwordx4 v[46:49], v[54:55], off
	global_load_dwordx4 v[50:53], v[56:57], off
	v_add_co_u32_e32 v54, vcc, 0xfff20000, v12
	v_addc_co_u32_e32 v55, vcc, -1, v13, vcc
	v_add_co_u32_e32 v58, vcc, 0x26000, v12
	v_addc_co_u32_e32 v59, vcc, 0, v13, vcc
	global_load_dwordx4 v[54:57], v[54:55], off
	s_nop 0
	global_load_dwordx4 v[58:61], v[58:59], off
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[4:5], v[6:7], v[18:19], v[4:5]
	v_pk_fma_f32 v[2:3], v[8:9], v[20:21], v[2:3]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[22:23], v[26:27], v[4:5]
	v_add_co_u32_e32 v22, vcc, 0xfff22000, v12
	v_addc_co_u32_e32 v23, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[24:25], v[28:29], v[2:3]
	v_add_co_u32_e32 v24, vcc, 0x28000, v12
	v_addc_co_u32_e32 v25, vcc, 0, v13, vcc
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[30:31], v[34:35], v[4:5]
	v_add_co_u32_e32 v30, vcc, 0xfff24000, v12
	v_addc_co_u32_e32 v31, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[32:33], v[36:37], v[2:3]
	v_add_co_u32_e32 v32, vcc, 0x2a000, v12
	global_load_dwordx4 v[6:9], v[22:23], off
	global_load_dwordx4 v[18:21], v[24:25], off
	v_addc_co_u32_e32 v33, vcc, 0, v13, vcc
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[38:39], v[42:43], v[4:5]
	global_load_dwordx4 v[22:25], v[30:31], off
	global_load_dwordx4 v[26:29], v[32:33], off
	v_add_co_u32_e32 v38, vcc, 0xfff26000, v12
	v_addc_co_u32_e32 v39, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[40:41], v[44:45], v[2:3]
	v_add_co_u32_e32 v40, vcc, 0x2c000, v12
	v_addc_co_u32_e32 v41, vcc, 0, v13, vcc
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[46:47], v[50:51], v[4:5]
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx4 v[34:37], v[40:41], off
	v_add_co_u32_e32 v46, vcc, 0xfff28000, v12
	v_addc_co_u32_e32 v47, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[48:49], v[52:53], v[2:3]
	v_add_co_u32_e32 v48, vcc, 0x2e000, v12
	v_addc_co_u32_e32 v49, vcc, 0, v13, vcc
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[54:55], v[58:59], v[4:5]
	global_load_dwordx4 v[38:41], v[46:47], off
	global_load_dwordx4 v[42:45], v[48:49], off
	v_add_co_u32_e32 v54, vcc, 0xfff2a000, v12
	v_addc_co_u32_e32 v55, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[56:57], v[60:61], v[2:3]
	v_add_co_u32_e32 v56, vcc, 0x30000, v12
	v_addc_co_u32_e32 v57, vcc, 0, v13, vcc
	global_load_dwordx4 v[46:49], v[54:55], off
	global_load_dwordx4 v[50:53], v[56:57], off
	v_add_co_u32_e32 v54, vcc, 0xfff2c000, v12
	v_addc_co_u32_e32 v55, vcc, -1, v13, vcc
	v_add_co_u32_e32 v58, vcc, 0x32000, v12
	v_addc_co_u32_e32 v59, vcc, 0, v13, vcc
	global_load_dwordx4 v[54:57], v[54:55], off
	s_nop 0
	global_load_dwordx4 v[58:61], v[58:59], off
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[4:5], v[6:7], v[18:19], v[4:5]
	v_pk_fma_f32 v[2:3], v[8:9], v[20:21], v[2:3]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[22:23], v[26:27], v[4:5]
	v_add_co_u32_e32 v22, vcc, 0xfff2e000, v12
	v_addc_co_u32_e32 v23, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[24:25], v[28:29], v[2:3]
	v_add_co_u32_e32 v24, vcc, 0x34000, v12
	v_addc_co_u32_e32 v25, vcc, 0, v13, vcc
	global_load_dwordx4 v[6:9], v[22:23], off
	global_load_dwordx4 v[18:21], v[24:25], off
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[30:31], v[34:35], v[4:5]
	v_add_co_u32_e32 v30, vcc, 0xfff30000, v12
	v_addc_co_u32_e32 v31, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[32:33], v[36:37], v[2:3]
	v_add_co_u32_e32 v32, vcc, 0x36000, v12
	v_addc_co_u32_e32 v33, vcc, 0, v13, vcc
	global_load_dwordx4 v[22:25], v[30:31], off
	global_load_dwordx4 v[26:29], v[32:33], off
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[38:39], v[42:43], v[4:5]
	v_add_co_u32_e32 v38, vcc, 0xfff32000, v12
	v_addc_co_u32_e32 v39, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[40:41], v[44:45], v[2:3]
	v_add_co_u32_e32 v40, vcc, 0x38000, v12
	v_addc_co_u32_e32 v41, vcc, 0, v13, vcc
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[46:47], v[50:51], v[4:5]
	v_add_co_u32_e32 v46, vcc, 0xfff34000, v12
	v_addc_co_u32_e32 v47, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[48:49], v[52:53], v[2:3]
	v_add_co_u32_e32 v48, vcc, 0x3a000, v12
	v_addc_co_u32_e32 v49, vcc, 0, v13, vcc
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[54:55], v[58:59], v[4:5]
	v_add_co_u32_e32 v54, vcc, 0xfff36000, v12
	v_addc_co_u32_e32 v55, vcc, -1, v13, vcc
	v_pk_fma_f32 v[2:3], v[56:57], v[60:61], v[2:3]
	v_add_co_u32_e32 v56, vcc, 0x3c000, v12
	v_addc_co_u32_e32 v57, vcc, 0, v13, vcc
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx4 v[34:37], v[40:41], off
	s_nop 0
	global_load_dwordx4 v[38:41], v[46:47], off
	global_load_dwordx4 v[42:45], v[48:49], off
	s_nop 0
	global_load_dwordx4 v[46:49], v[54:55], off
	global_load_dwordx4 v[50:53], v[56:57], off
	v_add_co_u32_e32 v54, vcc, 0xfff38000, v12
	v_addc_co_u32_e32 v55, vcc, -1, v13, vcc
	v_add_co_u32_e32 v58, vcc, 0x3e000, v12
	v_addc_co_u32_e32 v59, vcc, 0, v13, vcc
	global_load_dwordx4 v[54:57], v[54:55], off
	s_nop 0
	global_load_dwordx4 v[58:61], v[58:59], off
	v_add_co_u32_e32 v12, vcc, 0x40000, v12
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[2:3], v[8:9], v[20:21], v[2:3]
	v_pk_fma_f32 v[4:5], v[6:7], v[18:19], v[4:5]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[2:3], v[24:25], v[28:29], v[2:3]
	v_pk_fma_f32 v[4:5], v[22:23], v[26:27], v[4:5]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[32:33], v[36:37], v[2:3]
	v_pk_fma_f32 v[4:5], v[30:31], v[34:35], v[4:5]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[2:3], v[40:41], v[44:45], v[2:3]
	v_pk_fma_f32 v[4:5], v[38:39], v[42:43], v[4:5]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[2:3], v[48:49], v[52:53], v[2:3]
	v_pk_fma_f32 v[6:7], v[46:47], v[50:51], v[4:5]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[56:57], v[60:61], v[2:3]
	v_pk_fma_f32 v[2:3], v[54:55], v[58:59], v[6:7]
	s_cbranch_execnz .LBB7_4
	s_branch .LBB7_1
.LBB7_6:
	s_mov_b32 s2, 0x449a2000
	v_cmp_eq_f32_e32 vcc, s2, v2
	v_cmp_eq_f32_e64 s[0:1], s2, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_eq_f32_e32 vcc, s2, v5
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB7_8
; %bb.7:
	v_lshlrev_b32_e32 v0, 4, v0
	global_load_dwordx4 v[6:9], v0, s[8:9]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	global_store_dwordx4 v0, v[2:5], s[8:9]
.LBB7_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.section	.text._Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end7:
	.size	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i, .Lfunc_end7-_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_vgpr, 66
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.numbered_sgpr, 12
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2228
; TotalNumSgprs: 16
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
	.type	__hip_cuid_474d2bc5136aea0f,@object ; @__hip_cuid_474d2bc5136aea0f
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_474d2bc5136aea0f
__hip_cuid_474d2bc5136aea0f:
	.byte	0                               ; 0x0
	.size	__hip_cuid_474d2bc5136aea0f, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_474d2bc5136aea0f
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
    .name:           _Z10initKernelP6float4m
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         _Z10initKernelP6float4m.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     72
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     78
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
