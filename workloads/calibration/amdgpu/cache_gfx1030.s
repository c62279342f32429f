	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z10initKernelP6float4m ; -- Begin function _Z10initKernelP6float4m
	.globl	_Z10initKernelP6float4m
	.p2align	8
	.type	_Z10initKernelP6float4m,@function
_Z10initKernelP6float4m:                ; @_Z10initKernelP6float4m
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x1c
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_add_u32 s0, s4, 16
	s_addc_u32 s1, s5, 0
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mad_u64_u32 v[5:6], null, s6, s2, v[0:1]
	v_ashrrev_i32_e32 v6, 31, v5
	v_cmpx_gt_u64_e64 s[10:11], v[5:6]
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dword s1, s[0:1], 0x0
	v_mov_b32_e32 v1, 0x3f8ccccd
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	s_waitcnt lgkmcnt(0)
	s_add_i32 s6, s6, s1
	s_mul_i32 s1, s1, s2
	v_mad_u64_u32 v[7:8], null, s6, s2, v[0:1]
	s_mov_b32 s2, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[9:10], 4, v[5:6]
	v_mov_b32_e32 v5, v7
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[7:8]
	v_mov_b32_e32 v6, v8
	v_add_co_u32 v8, s0, s8, v9
	v_add_co_ci_u32_e64 v9, null, s9, v10, s0
	v_add_nc_u32_e32 v7, s1, v7
	s_or_b32 s2, vcc_lo, s2
	global_store_dwordx4 v[8:9], v[1:4], off
	s_andn2_b32 exec_lo, exec_lo, s2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 12
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
	.size	_Z10initKernelP6float4m, .Lfunc_end0-_Z10initKernelP6float4m
                                        ; -- End function
	.set _Z10initKernelP6float4m.num_vgpr, 11
	.set _Z10initKernelP6float4m.num_agpr, 0
	.set _Z10initKernelP6float4m.numbered_sgpr, 12
	.set _Z10initKernelP6float4m.num_named_barrier, 0
	.set _Z10initKernelP6float4m.private_seg_size, 0
	.set _Z10initKernelP6float4m.uses_vcc, 1
	.set _Z10initKernelP6float4m.uses_flat_scratch, 0
	.set _Z10initKernelP6float4m.has_dyn_sized_stack, 0
	.set _Z10initKernelP6float4m.has_recursion, 0
	.set _Z10initKernelP6float4m.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 14
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 11
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,@function
_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i: ; @_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 4
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_add_co_u32 v61, s6, s6, v1
	v_add_co_ci_u32_e64 v62, null, s7, 0, s6
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s2, s2, 0xfffff800
	s_addc_u32 s3, s3, -1
	s_movk_i32 s6, 0xc0
	s_branch .LBB1_2
.LBB1_1:
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr61_vgpr62
                                        ; implicit-def: $sgpr6
	s_branch .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v1, vcc_lo, 0x800, v61
	v_add_co_ci_u32_e64 v2, null, 0, v62, vcc_lo
	global_load_dwordx4 v[7:10], v[61:62], off
	v_add_co_u32 v15, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v16, null, s3, v2, vcc_lo
	s_cmp_eq_u32 s6, 0
	v_add_co_u32 v19, vcc_lo, 0x800, v15
	v_add_co_ci_u32_e64 v20, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[11:14], v[1:2], off
	global_load_dwordx4 v[15:18], v[15:16], off
	v_add_co_u32 v23, vcc_lo, v19, s2
	v_add_co_ci_u32_e64 v24, null, s3, v20, vcc_lo
	global_load_dwordx4 v[19:22], v[19:20], off
	v_add_co_u32 v1, vcc_lo, 0x800, v23
	v_add_co_ci_u32_e64 v2, null, 0, v24, vcc_lo
	global_load_dwordx4 v[23:26], v[23:24], off
	v_add_co_u32 v31, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v32, null, s3, v2, vcc_lo
	global_load_dwordx4 v[27:30], v[1:2], off
	v_add_co_u32 v35, vcc_lo, 0x800, v31
	v_add_co_ci_u32_e64 v36, null, 0, v32, vcc_lo
	v_add_co_u32 v1, vcc_lo, v35, s2
	v_add_co_ci_u32_e64 v2, null, s3, v36, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[31:34], v[31:32], off
	global_load_dwordx4 v[35:38], v[35:36], off
	v_add_co_u32 v43, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v44, null, 0, v2, vcc_lo
	v_add_co_u32 v47, vcc_lo, v43, s2
	v_add_co_ci_u32_e64 v48, null, s3, v44, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[39:42], v[1:2], off
	global_load_dwordx4 v[43:46], v[43:44], off
	v_add_co_u32 v1, vcc_lo, 0x800, v47
	v_add_co_ci_u32_e64 v2, null, 0, v48, vcc_lo
	global_load_dwordx4 v[47:50], v[47:48], off
	v_add_co_u32 v55, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v56, null, s3, v2, vcc_lo
	global_load_dwordx4 v[51:54], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0x800, v55
	v_add_co_ci_u32_e64 v2, null, 0, v56, vcc_lo
	global_load_dwordx4 v[55:58], v[55:56], off
	v_add_co_u32 v59, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v60, null, s3, v2, vcc_lo
	global_load_dwordx4 v[63:66], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0x800, v59
	v_add_co_ci_u32_e64 v2, null, 0, v60, vcc_lo
	global_load_dwordx4 v[67:70], v[59:60], off
	global_load_dwordx4 v[71:74], v[1:2], off
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v6, v10, v14
	v_fmac_f32_e32 v5, v9, v13
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	s_waitcnt vmcnt(12)
	v_mul_f32_e32 v7, v15, v19
	v_mul_f32_e32 v8, v16, v20
	v_mul_f32_e32 v9, v17, v21
	v_mul_f32_e32 v10, v18, v22
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	v_fmac_f32_e32 v9, 0x3fa66666, v5
	v_fmac_f32_e32 v10, 0x3fa66666, v6
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v3, v26, v30
	v_mul_f32_e32 v4, v25, v29
	v_mul_f32_e32 v5, v24, v28
	v_mul_f32_e32 v6, v23, v27
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v7, v31, v35
	v_mul_f32_e32 v8, v32, v36
	v_mul_f32_e32 v9, v33, v37
	v_mul_f32_e32 v10, v34, v38
	v_fmac_f32_e32 v7, 0x3fa66666, v6
	v_fmac_f32_e32 v8, 0x3fa66666, v5
	v_fmac_f32_e32 v9, 0x3fa66666, v4
	v_fmac_f32_e32 v10, 0x3fa66666, v3
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v3, v42, v46
	v_mul_f32_e32 v4, v41, v45
	v_mul_f32_e32 v5, v40, v44
	v_mul_f32_e32 v6, v39, v43
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v7, v47, v51
	v_mul_f32_e32 v8, v48, v52
	v_mul_f32_e32 v9, v49, v53
	v_mul_f32_e32 v10, v50, v54
	v_fmac_f32_e32 v7, 0x3fa66666, v6
	v_fmac_f32_e32 v8, 0x3fa66666, v5
	v_fmac_f32_e32 v9, 0x3fa66666, v4
	v_fmac_f32_e32 v10, 0x3fa66666, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, v58, v66
	v_mul_f32_e32 v4, v57, v65
	v_mul_f32_e32 v5, v56, v64
	v_mul_f32_e32 v6, v55, v63
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v70, v74
	v_mul_f32_e32 v8, v69, v73
	v_mul_f32_e32 v9, v68, v72
	v_mul_f32_e32 v10, v67, v71
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	v_fmac_f32_e32 v9, 0x3fa66666, v5
	v_fmac_f32_e32 v10, 0x3fa66666, v6
	v_mul_f32_e32 v66, 0x3fa66666, v7
	v_mul_f32_e32 v65, 0x3fa66666, v8
	v_mul_f32_e32 v64, 0x3fa66666, v9
	v_mul_f32_e32 v63, 0x3fa66666, v10
	s_cbranch_scc1 .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_sub_i32 s6, s6, 32
	v_add_co_u32 v3, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[13:16], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	global_load_dwordx4 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[5:8], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	global_load_dwordx4 v[29:32], v[3:4], off
	v_add_co_u32 v9, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v10, null, 0, v2, vcc_lo
	global_load_dwordx4 v[1:4], v[1:2], off
	v_add_co_u32 v11, vcc_lo, v9, s2
	v_add_co_ci_u32_e64 v12, null, s3, v10, vcc_lo
	global_load_dwordx4 v[21:24], v[9:10], off
	v_add_co_u32 v25, vcc_lo, 0x800, v11
	v_add_co_ci_u32_e64 v26, null, 0, v12, vcc_lo
	global_load_dwordx4 v[9:12], v[11:12], off
	v_add_co_u32 v27, vcc_lo, v25, s2
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	global_load_dwordx4 v[33:36], v[25:26], off
	v_add_co_u32 v25, vcc_lo, 0x800, v27
	v_add_co_ci_u32_e64 v26, null, 0, v28, vcc_lo
	global_load_dwordx4 v[41:44], v[27:28], off
	v_add_co_u32 v27, vcc_lo, v25, s2
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	global_load_dwordx4 v[45:48], v[25:26], off
	v_add_co_u32 v37, vcc_lo, 0x800, v27
	v_add_co_ci_u32_e64 v38, null, 0, v28, vcc_lo
	global_load_dwordx4 v[25:28], v[27:28], off
	v_add_co_u32 v39, vcc_lo, v37, s2
	v_add_co_ci_u32_e64 v40, null, s3, v38, vcc_lo
	global_load_dwordx4 v[49:52], v[37:38], off
	v_add_co_u32 v53, vcc_lo, 0x800, v39
	v_add_co_ci_u32_e64 v54, null, 0, v40, vcc_lo
	global_load_dwordx4 v[37:40], v[39:40], off
	v_add_co_u32 v57, vcc_lo, v53, s2
	v_add_co_ci_u32_e64 v58, null, s3, v54, vcc_lo
	global_load_dwordx4 v[53:56], v[53:54], off
	v_add_co_u32 v67, vcc_lo, 0x800, v57
	v_add_co_ci_u32_e64 v68, null, 0, v58, vcc_lo
	global_load_dwordx4 v[57:60], v[57:58], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	global_load_dwordx4 v[91:94], v[67:68], off
	v_add_co_u32 v67, vcc_lo, 0x800, v69
	v_add_co_ci_u32_e64 v68, null, 0, v70, vcc_lo
	global_load_dwordx4 v[95:98], v[69:70], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	global_load_dwordx4 v[99:102], v[67:68], off
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0x800, v69
	v_mov_b32_e32 v67, v66
	v_add_co_ci_u32_e64 v72, null, 0, v70, vcc_lo
	global_load_dwordx4 v[103:106], v[69:70], off
	global_load_dwordx4 v[107:110], v[71:72], off
	v_add_co_u32 v71, vcc_lo, v71, s2
	v_add_co_ci_u32_e64 v72, null, s3, v72, vcc_lo
	s_waitcnt vmcnt(18)
	v_fma_f32 v69, v13, v17, v63
	v_add_co_u32 v17, vcc_lo, 0x800, v71
	v_fma_f32 v70, v14, v18, v64
	v_add_co_ci_u32_e64 v18, null, 0, v72, vcc_lo
	v_fma_f32 v68, v15, v19, v65
	v_add_co_u32 v19, vcc_lo, v17, s2
	v_fmac_f32_e32 v67, v16, v20
	v_add_co_ci_u32_e64 v20, null, s3, v18, vcc_lo
	global_load_dwordx4 v[13:16], v[71:72], off
	s_waitcnt vmcnt(17)
	v_mul_f32_e32 v74, v5, v29
	v_mul_f32_e32 v73, v6, v30
	v_mul_f32_e32 v72, v7, v31
	v_mul_f32_e32 v71, v8, v32
	global_load_dwordx4 v[5:8], v[17:18], off
	v_fmac_f32_e32 v74, 0x3fa66666, v69
	v_fmac_f32_e32 v73, 0x3fa66666, v70
	s_waitcnt vmcnt(16)
	v_mul_f32_e32 v90, v1, v21
	v_add_co_u32 v1, vcc_lo, 0x800, v19
	v_mul_f32_e32 v86, v2, v22
	v_add_co_ci_u32_e64 v2, null, 0, v20, vcc_lo
	v_mul_f32_e32 v80, v3, v23
	v_mul_f32_e32 v78, v4, v24
	global_load_dwordx4 v[17:20], v[19:20], off
	v_fmac_f32_e32 v72, 0x3fa66666, v68
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v88, v9, v33
	v_mul_f32_e32 v87, v10, v34
	v_mul_f32_e32 v76, v11, v35
	v_mul_f32_e32 v75, v12, v36
	global_load_dwordx4 v[9:12], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_fmac_f32_e32 v71, 0x3fa66666, v67
	v_add_co_u32 v3, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[21:24], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v77, v44, v48
	v_mul_f32_e32 v79, v43, v47
	v_mul_f32_e32 v85, v42, v46
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v83, v25, v49
	global_load_dwordx4 v[46:49], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[111:114], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	v_mul_f32_e32 v89, v41, v45
	v_mul_f32_e32 v42, v27, v51
	v_mul_f32_e32 v41, v28, v52
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v52, v40, v56
	v_mul_f32_e32 v51, v39, v55
	v_mul_f32_e32 v81, v38, v54
	v_mul_f32_e32 v84, v37, v53
	s_waitcnt vmcnt(11)
	v_mul_f32_e32 v56, v57, v91
	v_mul_f32_e32 v55, v58, v92
	v_mul_f32_e32 v34, v59, v93
	v_mul_f32_e32 v33, v60, v94
	global_load_dwordx4 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x800, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v38, v98, v102
	v_mul_f32_e32 v37, v97, v101
	v_mul_f32_e32 v53, v96, v100
	v_mul_f32_e32 v54, v95, v99
	global_load_dwordx4 v[91:94], v[1:2], off
	global_load_dwordx4 v[95:98], v[3:4], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	v_mul_f32_e32 v82, v26, v50
	v_fmac_f32_e32 v90, 0x3fa66666, v74
	v_fmac_f32_e32 v86, 0x3fa66666, v73
	v_fmac_f32_e32 v80, 0x3fa66666, v72
	v_fmac_f32_e32 v78, 0x3fa66666, v71
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v45, v103, v107
	v_fmac_f32_e32 v88, 0x3fa66666, v90
	v_fmac_f32_e32 v87, 0x3fa66666, v86
	v_fmac_f32_e32 v76, 0x3fa66666, v80
	v_fmac_f32_e32 v75, 0x3fa66666, v78
	v_mul_f32_e32 v44, v104, v108
	v_fmac_f32_e32 v89, 0x3fa66666, v88
	v_fmac_f32_e32 v85, 0x3fa66666, v87
	v_fmac_f32_e32 v79, 0x3fa66666, v76
	v_fmac_f32_e32 v77, 0x3fa66666, v75
	v_mul_f32_e32 v26, v105, v109
	v_fmac_f32_e32 v83, 0x3fa66666, v89
	v_fmac_f32_e32 v82, 0x3fa66666, v85
	v_fmac_f32_e32 v42, 0x3fa66666, v79
	v_fmac_f32_e32 v41, 0x3fa66666, v77
	v_mul_f32_e32 v25, v106, v110
	v_fmac_f32_e32 v84, 0x3fa66666, v83
	v_fmac_f32_e32 v81, 0x3fa66666, v82
	v_fmac_f32_e32 v51, 0x3fa66666, v42
	v_fmac_f32_e32 v52, 0x3fa66666, v41
	v_fmac_f32_e32 v56, 0x3fa66666, v84
	v_fmac_f32_e32 v55, 0x3fa66666, v81
	v_fmac_f32_e32 v34, 0x3fa66666, v51
	v_fmac_f32_e32 v33, 0x3fa66666, v52
	v_fmac_f32_e32 v54, 0x3fa66666, v56
	v_fmac_f32_e32 v53, 0x3fa66666, v55
	v_fmac_f32_e32 v37, 0x3fa66666, v34
	v_fmac_f32_e32 v38, 0x3fa66666, v33
	v_fmac_f32_e32 v45, 0x3fa66666, v54
	v_fmac_f32_e32 v44, 0x3fa66666, v53
	v_fmac_f32_e32 v26, 0x3fa66666, v37
	v_fmac_f32_e32 v25, 0x3fa66666, v38
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v39, v13, v5
	v_add_co_u32 v13, vcc_lo, 0x800, v1
	v_mul_f32_e32 v35, v14, v6
	v_add_co_ci_u32_e64 v14, null, 0, v2, vcc_lo
	v_mul_f32_e32 v30, v16, v8
	v_mul_f32_e32 v29, v15, v7
	global_load_dwordx4 v[1:4], v[1:2], off
	global_load_dwordx4 v[5:8], v[13:14], off
	v_fmac_f32_e32 v39, 0x3fa66666, v45
	v_fmac_f32_e32 v35, 0x3fa66666, v44
	v_fmac_f32_e32 v30, 0x3fa66666, v25
	v_fmac_f32_e32 v29, 0x3fa66666, v26
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v32, v17, v9
	v_add_co_u32 v9, vcc_lo, v13, s2
	v_mul_f32_e32 v31, v18, v10
	v_add_co_ci_u32_e64 v10, null, s3, v14, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x800, v9
	v_mul_f32_e32 v28, v19, v11
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_mul_f32_e32 v27, v20, v12
	global_load_dwordx4 v[9:12], v[9:10], off
	v_fmac_f32_e32 v32, 0x3fa66666, v39
	global_load_dwordx4 v[13:16], v[17:18], off
	v_add_co_u32 v17, vcc_lo, v17, s2
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v46, v21, v46
	v_add_co_u32 v21, vcc_lo, 0x800, v17
	v_mul_f32_e32 v43, v22, v47
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	v_mul_f32_e32 v40, v23, v48
	v_mul_f32_e32 v36, v24, v49
	global_load_dwordx4 v[17:20], v[17:18], off
	v_fmac_f32_e32 v31, 0x3fa66666, v35
	v_fmac_f32_e32 v27, 0x3fa66666, v30
	v_fmac_f32_e32 v28, 0x3fa66666, v29
	v_fmac_f32_e32 v46, 0x3fa66666, v32
	v_fmac_f32_e32 v43, 0x3fa66666, v31
	v_fmac_f32_e32 v36, 0x3fa66666, v27
	v_fmac_f32_e32 v40, 0x3fa66666, v28
	s_waitcnt vmcnt(7)
	v_mul_f32_e32 v47, v114, v60
	v_mul_f32_e32 v48, v113, v59
	v_mul_f32_e32 v50, v111, v57
	v_mul_f32_e32 v49, v112, v58
	v_fmac_f32_e32 v47, 0x3fa66666, v36
	v_fmac_f32_e32 v48, 0x3fa66666, v40
	v_fmac_f32_e32 v50, 0x3fa66666, v46
	v_fmac_f32_e32 v49, 0x3fa66666, v43
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v60, v91, v95
	v_add_co_u32 v91, vcc_lo, v21, s2
	v_mul_f32_e32 v59, v92, v96
	v_add_co_ci_u32_e64 v92, null, s3, v22, vcc_lo
	v_mul_f32_e32 v57, v93, v97
	v_add_co_u32 v93, vcc_lo, 0x800, v91
	v_mul_f32_e32 v58, v94, v98
	v_add_co_ci_u32_e64 v94, null, 0, v92, vcc_lo
	global_load_dwordx4 v[67:70], v[91:92], off
	v_add_co_u32 v91, vcc_lo, v93, s2
	v_add_co_ci_u32_e64 v92, null, s3, v94, vcc_lo
	global_load_dwordx4 v[71:74], v[93:94], off
	v_add_co_u32 v94, vcc_lo, 0x800, v91
	v_add_co_ci_u32_e64 v95, null, 0, v92, vcc_lo
	global_load_dwordx4 v[21:24], v[21:22], off
	v_add_co_u32 v86, vcc_lo, v94, s2
	v_add_co_ci_u32_e64 v87, null, s3, v95, vcc_lo
	global_load_dwordx4 v[90:93], v[91:92], off
	v_add_co_u32 v88, vcc_lo, 0x800, v86
	v_add_co_ci_u32_e64 v89, null, 0, v87, vcc_lo
	global_load_dwordx4 v[94:97], v[94:95], off
	v_add_co_u32 v79, vcc_lo, v88, s2
	v_add_co_ci_u32_e64 v80, null, s3, v89, vcc_lo
	global_load_dwordx4 v[75:78], v[86:87], off
	v_add_co_u32 v41, vcc_lo, 0x800, v79
	v_add_co_ci_u32_e64 v42, null, 0, v80, vcc_lo
	global_load_dwordx4 v[85:88], v[88:89], off
	v_add_co_u32 v51, vcc_lo, v41, s2
	v_add_co_ci_u32_e64 v52, null, s3, v42, vcc_lo
	global_load_dwordx4 v[79:82], v[79:80], off
	v_add_co_u32 v33, vcc_lo, 0x800, v51
	v_add_co_ci_u32_e64 v34, null, 0, v52, vcc_lo
	global_load_dwordx4 v[98:101], v[41:42], off
	v_add_co_u32 v37, vcc_lo, v33, s2
	v_add_co_ci_u32_e64 v38, null, s3, v34, vcc_lo
	global_load_dwordx4 v[51:54], v[51:52], off
	v_add_co_u32 v25, vcc_lo, 0x800, v37
	global_load_dwordx4 v[102:105], v[33:34], off
	v_add_co_ci_u32_e64 v26, null, 0, v38, vcc_lo
	global_load_dwordx4 v[106:109], v[37:38], off
	v_fmac_f32_e32 v60, 0x3fa66666, v50
	v_fmac_f32_e32 v59, 0x3fa66666, v49
	global_load_dwordx4 v[29:32], v[25:26], off
	v_fmac_f32_e32 v57, 0x3fa66666, v48
	v_fmac_f32_e32 v58, 0x3fa66666, v47
	v_add_co_u32 v61, vcc_lo, v61, s0
	v_add_co_ci_u32_e64 v62, null, s1, v62, vcc_lo
	s_waitcnt vmcnt(16)
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v4, v4, v8
	v_mul_f32_e32 v3, v3, v7
	v_fmac_f32_e32 v1, 0x3fa66666, v60
	v_fmac_f32_e32 v2, 0x3fa66666, v59
	v_fmac_f32_e32 v4, 0x3fa66666, v58
	v_fmac_f32_e32 v3, 0x3fa66666, v57
	s_waitcnt vmcnt(14)
	v_mul_f32_e32 v5, v9, v13
	v_mul_f32_e32 v6, v10, v14
	v_mul_f32_e32 v7, v11, v15
	v_mul_f32_e32 v8, v12, v16
	v_fmac_f32_e32 v5, 0x3fa66666, v1
	v_fmac_f32_e32 v6, 0x3fa66666, v2
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v1, v17, v21
	v_mul_f32_e32 v2, v18, v22
	v_mul_f32_e32 v3, v19, v23
	v_mul_f32_e32 v4, v20, v24
	v_fmac_f32_e32 v1, 0x3fa66666, v5
	v_fmac_f32_e32 v2, 0x3fa66666, v6
	v_fmac_f32_e32 v3, 0x3fa66666, v7
	v_fmac_f32_e32 v4, 0x3fa66666, v8
	v_mul_f32_e32 v5, v67, v71
	v_mul_f32_e32 v6, v68, v72
	v_mul_f32_e32 v7, v69, v73
	v_mul_f32_e32 v8, v70, v74
	v_fmac_f32_e32 v5, 0x3fa66666, v1
	v_fmac_f32_e32 v6, 0x3fa66666, v2
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v1, v93, v97
	v_mul_f32_e32 v2, v92, v96
	v_mul_f32_e32 v3, v91, v95
	v_mul_f32_e32 v4, v90, v94
	v_fmac_f32_e32 v1, 0x3fa66666, v8
	v_fmac_f32_e32 v2, 0x3fa66666, v7
	v_fmac_f32_e32 v3, 0x3fa66666, v6
	v_fmac_f32_e32 v4, 0x3fa66666, v5
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v5, v75, v85
	v_mul_f32_e32 v6, v76, v86
	v_mul_f32_e32 v7, v77, v87
	v_mul_f32_e32 v8, v78, v88
	v_fmac_f32_e32 v5, 0x3fa66666, v4
	v_fmac_f32_e32 v6, 0x3fa66666, v3
	v_fmac_f32_e32 v7, 0x3fa66666, v2
	v_fmac_f32_e32 v8, 0x3fa66666, v1
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, v82, v101
	v_mul_f32_e32 v2, v81, v100
	v_mul_f32_e32 v3, v80, v99
	v_mul_f32_e32 v4, v79, v98
	v_fmac_f32_e32 v1, 0x3fa66666, v8
	v_fmac_f32_e32 v2, 0x3fa66666, v7
	v_fmac_f32_e32 v3, 0x3fa66666, v6
	v_fmac_f32_e32 v4, 0x3fa66666, v5
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v5, v51, v102
	v_mul_f32_e32 v6, v52, v103
	v_mul_f32_e32 v7, v53, v104
	v_mul_f32_e32 v8, v54, v105
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v108, v31
	v_fmac_f32_e32 v5, 0x3fa66666, v4
	v_fmac_f32_e32 v6, 0x3fa66666, v3
	v_fmac_f32_e32 v7, 0x3fa66666, v2
	v_fmac_f32_e32 v8, 0x3fa66666, v1
	v_mul_f32_e32 v1, v106, v29
	v_mul_f32_e32 v2, v107, v30
	v_mul_f32_e32 v10, v109, v32
	v_fmac_f32_e32 v9, 0x3fa66666, v7
	v_fmac_f32_e32 v1, 0x3fa66666, v5
	v_fmac_f32_e32 v2, 0x3fa66666, v6
	v_fmac_f32_e32 v10, 0x3fa66666, v8
	v_mul_f32_e32 v5, 0x3fa66666, v9
	v_mul_f32_e32 v3, 0x3fa66666, v1
	v_mul_f32_e32 v4, 0x3fa66666, v2
	v_mul_f32_e32 v6, 0x3fa66666, v10
	s_cbranch_execnz .LBB1_2
.LBB1_4:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v63
	v_cmp_eq_f32_e64 s0, 0x449a2000, v64
	v_cmp_eq_f32_e64 s1, 0x449a2000, v65
	v_cmp_eq_f32_e64 s2, 0x449a2000, v66
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v66, v3
	v_add_f32_e32 v2, v65, v2
	v_add_f32_e32 v1, v64, v1
	v_add_f32_e32 v0, v63, v0
	global_store_dwordx4 v4, v[0:3], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 115
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i,comdat
.Lfunc_end1:
	.size	_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i, .Lfunc_end1-_Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_vgpr, 115
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.numbered_sgpr, 8
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3580
; TotalNumSgprs: 10
; NumVgprs: 115
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 115
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,@function
_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i: ; @_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 4
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_add_co_u32 v61, s6, s6, v1
	v_add_co_ci_u32_e64 v62, null, s7, 0, s6
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s2, s2, 0xfffff000
	s_addc_u32 s3, s3, -1
	s_movk_i32 s6, 0xc0
	s_branch .LBB2_2
.LBB2_1:
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr61_vgpr62
                                        ; implicit-def: $sgpr6
	s_branch .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v1, vcc_lo, 0x1000, v61
	v_add_co_ci_u32_e64 v2, null, 0, v62, vcc_lo
	global_load_dwordx4 v[7:10], v[61:62], off
	v_add_co_u32 v15, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v16, null, s3, v2, vcc_lo
	s_cmp_eq_u32 s6, 0
	v_add_co_u32 v19, vcc_lo, 0x1000, v15
	v_add_co_ci_u32_e64 v20, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[11:14], v[1:2], off
	global_load_dwordx4 v[15:18], v[15:16], off
	v_add_co_u32 v23, vcc_lo, v19, s2
	v_add_co_ci_u32_e64 v24, null, s3, v20, vcc_lo
	global_load_dwordx4 v[19:22], v[19:20], off
	v_add_co_u32 v1, vcc_lo, 0x1000, v23
	v_add_co_ci_u32_e64 v2, null, 0, v24, vcc_lo
	global_load_dwordx4 v[23:26], v[23:24], off
	v_add_co_u32 v31, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v32, null, s3, v2, vcc_lo
	global_load_dwordx4 v[27:30], v[1:2], off
	v_add_co_u32 v35, vcc_lo, 0x1000, v31
	v_add_co_ci_u32_e64 v36, null, 0, v32, vcc_lo
	v_add_co_u32 v1, vcc_lo, v35, s2
	v_add_co_ci_u32_e64 v2, null, s3, v36, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[31:34], v[31:32], off
	global_load_dwordx4 v[35:38], v[35:36], off
	v_add_co_u32 v43, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v44, null, 0, v2, vcc_lo
	v_add_co_u32 v47, vcc_lo, v43, s2
	v_add_co_ci_u32_e64 v48, null, s3, v44, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[39:42], v[1:2], off
	global_load_dwordx4 v[43:46], v[43:44], off
	v_add_co_u32 v1, vcc_lo, 0x1000, v47
	v_add_co_ci_u32_e64 v2, null, 0, v48, vcc_lo
	global_load_dwordx4 v[47:50], v[47:48], off
	v_add_co_u32 v55, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v56, null, s3, v2, vcc_lo
	global_load_dwordx4 v[51:54], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0x1000, v55
	v_add_co_ci_u32_e64 v2, null, 0, v56, vcc_lo
	global_load_dwordx4 v[55:58], v[55:56], off
	v_add_co_u32 v59, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v60, null, s3, v2, vcc_lo
	global_load_dwordx4 v[63:66], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0x1000, v59
	v_add_co_ci_u32_e64 v2, null, 0, v60, vcc_lo
	global_load_dwordx4 v[67:70], v[59:60], off
	global_load_dwordx4 v[71:74], v[1:2], off
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v6, v10, v14
	v_fmac_f32_e32 v5, v9, v13
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	s_waitcnt vmcnt(12)
	v_mul_f32_e32 v7, v15, v19
	v_mul_f32_e32 v8, v16, v20
	v_mul_f32_e32 v9, v17, v21
	v_mul_f32_e32 v10, v18, v22
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	v_fmac_f32_e32 v9, 0x3fa66666, v5
	v_fmac_f32_e32 v10, 0x3fa66666, v6
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v3, v26, v30
	v_mul_f32_e32 v4, v25, v29
	v_mul_f32_e32 v5, v24, v28
	v_mul_f32_e32 v6, v23, v27
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v7, v31, v35
	v_mul_f32_e32 v8, v32, v36
	v_mul_f32_e32 v9, v33, v37
	v_mul_f32_e32 v10, v34, v38
	v_fmac_f32_e32 v7, 0x3fa66666, v6
	v_fmac_f32_e32 v8, 0x3fa66666, v5
	v_fmac_f32_e32 v9, 0x3fa66666, v4
	v_fmac_f32_e32 v10, 0x3fa66666, v3
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v3, v42, v46
	v_mul_f32_e32 v4, v41, v45
	v_mul_f32_e32 v5, v40, v44
	v_mul_f32_e32 v6, v39, v43
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v7, v47, v51
	v_mul_f32_e32 v8, v48, v52
	v_mul_f32_e32 v9, v49, v53
	v_mul_f32_e32 v10, v50, v54
	v_fmac_f32_e32 v7, 0x3fa66666, v6
	v_fmac_f32_e32 v8, 0x3fa66666, v5
	v_fmac_f32_e32 v9, 0x3fa66666, v4
	v_fmac_f32_e32 v10, 0x3fa66666, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, v58, v66
	v_mul_f32_e32 v4, v57, v65
	v_mul_f32_e32 v5, v56, v64
	v_mul_f32_e32 v6, v55, v63
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v70, v74
	v_mul_f32_e32 v8, v69, v73
	v_mul_f32_e32 v9, v68, v72
	v_mul_f32_e32 v10, v67, v71
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	v_fmac_f32_e32 v9, 0x3fa66666, v5
	v_fmac_f32_e32 v10, 0x3fa66666, v6
	v_mul_f32_e32 v66, 0x3fa66666, v7
	v_mul_f32_e32 v65, 0x3fa66666, v8
	v_mul_f32_e32 v64, 0x3fa66666, v9
	v_mul_f32_e32 v63, 0x3fa66666, v10
	s_cbranch_scc1 .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_sub_i32 s6, s6, 32
	v_add_co_u32 v3, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[13:16], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	global_load_dwordx4 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[5:8], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	global_load_dwordx4 v[29:32], v[3:4], off
	v_add_co_u32 v9, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v10, null, 0, v2, vcc_lo
	global_load_dwordx4 v[1:4], v[1:2], off
	v_add_co_u32 v11, vcc_lo, v9, s2
	v_add_co_ci_u32_e64 v12, null, s3, v10, vcc_lo
	global_load_dwordx4 v[21:24], v[9:10], off
	v_add_co_u32 v25, vcc_lo, 0x1000, v11
	v_add_co_ci_u32_e64 v26, null, 0, v12, vcc_lo
	global_load_dwordx4 v[9:12], v[11:12], off
	v_add_co_u32 v27, vcc_lo, v25, s2
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	global_load_dwordx4 v[33:36], v[25:26], off
	v_add_co_u32 v25, vcc_lo, 0x1000, v27
	v_add_co_ci_u32_e64 v26, null, 0, v28, vcc_lo
	global_load_dwordx4 v[41:44], v[27:28], off
	v_add_co_u32 v27, vcc_lo, v25, s2
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	global_load_dwordx4 v[45:48], v[25:26], off
	v_add_co_u32 v37, vcc_lo, 0x1000, v27
	v_add_co_ci_u32_e64 v38, null, 0, v28, vcc_lo
	global_load_dwordx4 v[25:28], v[27:28], off
	v_add_co_u32 v39, vcc_lo, v37, s2
	v_add_co_ci_u32_e64 v40, null, s3, v38, vcc_lo
	global_load_dwordx4 v[49:52], v[37:38], off
	v_add_co_u32 v53, vcc_lo, 0x1000, v39
	v_add_co_ci_u32_e64 v54, null, 0, v40, vcc_lo
	global_load_dwordx4 v[37:40], v[39:40], off
	v_add_co_u32 v57, vcc_lo, v53, s2
	v_add_co_ci_u32_e64 v58, null, s3, v54, vcc_lo
	global_load_dwordx4 v[53:56], v[53:54], off
	v_add_co_u32 v67, vcc_lo, 0x1000, v57
	v_add_co_ci_u32_e64 v68, null, 0, v58, vcc_lo
	global_load_dwordx4 v[57:60], v[57:58], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	global_load_dwordx4 v[91:94], v[67:68], off
	v_add_co_u32 v67, vcc_lo, 0x1000, v69
	v_add_co_ci_u32_e64 v68, null, 0, v70, vcc_lo
	global_load_dwordx4 v[95:98], v[69:70], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	global_load_dwordx4 v[99:102], v[67:68], off
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0x1000, v69
	v_mov_b32_e32 v67, v66
	v_add_co_ci_u32_e64 v72, null, 0, v70, vcc_lo
	global_load_dwordx4 v[103:106], v[69:70], off
	global_load_dwordx4 v[107:110], v[71:72], off
	v_add_co_u32 v71, vcc_lo, v71, s2
	v_add_co_ci_u32_e64 v72, null, s3, v72, vcc_lo
	s_waitcnt vmcnt(18)
	v_fma_f32 v69, v13, v17, v63
	v_add_co_u32 v17, vcc_lo, 0x1000, v71
	v_fma_f32 v70, v14, v18, v64
	v_add_co_ci_u32_e64 v18, null, 0, v72, vcc_lo
	v_fma_f32 v68, v15, v19, v65
	v_add_co_u32 v19, vcc_lo, v17, s2
	v_fmac_f32_e32 v67, v16, v20
	v_add_co_ci_u32_e64 v20, null, s3, v18, vcc_lo
	global_load_dwordx4 v[13:16], v[71:72], off
	s_waitcnt vmcnt(17)
	v_mul_f32_e32 v74, v5, v29
	v_mul_f32_e32 v73, v6, v30
	v_mul_f32_e32 v72, v7, v31
	v_mul_f32_e32 v71, v8, v32
	global_load_dwordx4 v[5:8], v[17:18], off
	v_fmac_f32_e32 v74, 0x3fa66666, v69
	v_fmac_f32_e32 v73, 0x3fa66666, v70
	s_waitcnt vmcnt(16)
	v_mul_f32_e32 v90, v1, v21
	v_add_co_u32 v1, vcc_lo, 0x1000, v19
	v_mul_f32_e32 v86, v2, v22
	v_add_co_ci_u32_e64 v2, null, 0, v20, vcc_lo
	v_mul_f32_e32 v80, v3, v23
	v_mul_f32_e32 v78, v4, v24
	global_load_dwordx4 v[17:20], v[19:20], off
	v_fmac_f32_e32 v72, 0x3fa66666, v68
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v88, v9, v33
	v_mul_f32_e32 v87, v10, v34
	v_mul_f32_e32 v76, v11, v35
	v_mul_f32_e32 v75, v12, v36
	global_load_dwordx4 v[9:12], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_fmac_f32_e32 v71, 0x3fa66666, v67
	v_add_co_u32 v3, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[21:24], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v77, v44, v48
	v_mul_f32_e32 v79, v43, v47
	v_mul_f32_e32 v85, v42, v46
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v83, v25, v49
	global_load_dwordx4 v[46:49], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[111:114], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	v_mul_f32_e32 v89, v41, v45
	v_mul_f32_e32 v42, v27, v51
	v_mul_f32_e32 v41, v28, v52
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v52, v40, v56
	v_mul_f32_e32 v51, v39, v55
	v_mul_f32_e32 v81, v38, v54
	v_mul_f32_e32 v84, v37, v53
	s_waitcnt vmcnt(11)
	v_mul_f32_e32 v56, v57, v91
	v_mul_f32_e32 v55, v58, v92
	v_mul_f32_e32 v34, v59, v93
	v_mul_f32_e32 v33, v60, v94
	global_load_dwordx4 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v38, v98, v102
	v_mul_f32_e32 v37, v97, v101
	v_mul_f32_e32 v53, v96, v100
	v_mul_f32_e32 v54, v95, v99
	global_load_dwordx4 v[91:94], v[1:2], off
	global_load_dwordx4 v[95:98], v[3:4], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	v_mul_f32_e32 v82, v26, v50
	v_fmac_f32_e32 v90, 0x3fa66666, v74
	v_fmac_f32_e32 v86, 0x3fa66666, v73
	v_fmac_f32_e32 v80, 0x3fa66666, v72
	v_fmac_f32_e32 v78, 0x3fa66666, v71
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v45, v103, v107
	v_fmac_f32_e32 v88, 0x3fa66666, v90
	v_fmac_f32_e32 v87, 0x3fa66666, v86
	v_fmac_f32_e32 v76, 0x3fa66666, v80
	v_fmac_f32_e32 v75, 0x3fa66666, v78
	v_mul_f32_e32 v44, v104, v108
	v_fmac_f32_e32 v89, 0x3fa66666, v88
	v_fmac_f32_e32 v85, 0x3fa66666, v87
	v_fmac_f32_e32 v79, 0x3fa66666, v76
	v_fmac_f32_e32 v77, 0x3fa66666, v75
	v_mul_f32_e32 v26, v105, v109
	v_fmac_f32_e32 v83, 0x3fa66666, v89
	v_fmac_f32_e32 v82, 0x3fa66666, v85
	v_fmac_f32_e32 v42, 0x3fa66666, v79
	v_fmac_f32_e32 v41, 0x3fa66666, v77
	v_mul_f32_e32 v25, v106, v110
	v_fmac_f32_e32 v84, 0x3fa66666, v83
	v_fmac_f32_e32 v81, 0x3fa66666, v82
	v_fmac_f32_e32 v51, 0x3fa66666, v42
	v_fmac_f32_e32 v52, 0x3fa66666, v41
	v_fmac_f32_e32 v56, 0x3fa66666, v84
	v_fmac_f32_e32 v55, 0x3fa66666, v81
	v_fmac_f32_e32 v34, 0x3fa66666, v51
	v_fmac_f32_e32 v33, 0x3fa66666, v52
	v_fmac_f32_e32 v54, 0x3fa66666, v56
	v_fmac_f32_e32 v53, 0x3fa66666, v55
	v_fmac_f32_e32 v37, 0x3fa66666, v34
	v_fmac_f32_e32 v38, 0x3fa66666, v33
	v_fmac_f32_e32 v45, 0x3fa66666, v54
	v_fmac_f32_e32 v44, 0x3fa66666, v53
	v_fmac_f32_e32 v26, 0x3fa66666, v37
	v_fmac_f32_e32 v25, 0x3fa66666, v38
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v39, v13, v5
	v_add_co_u32 v13, vcc_lo, 0x1000, v1
	v_mul_f32_e32 v35, v14, v6
	v_add_co_ci_u32_e64 v14, null, 0, v2, vcc_lo
	v_mul_f32_e32 v30, v16, v8
	v_mul_f32_e32 v29, v15, v7
	global_load_dwordx4 v[1:4], v[1:2], off
	global_load_dwordx4 v[5:8], v[13:14], off
	v_fmac_f32_e32 v39, 0x3fa66666, v45
	v_fmac_f32_e32 v35, 0x3fa66666, v44
	v_fmac_f32_e32 v30, 0x3fa66666, v25
	v_fmac_f32_e32 v29, 0x3fa66666, v26
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v32, v17, v9
	v_add_co_u32 v9, vcc_lo, v13, s2
	v_mul_f32_e32 v31, v18, v10
	v_add_co_ci_u32_e64 v10, null, s3, v14, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x1000, v9
	v_mul_f32_e32 v28, v19, v11
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_mul_f32_e32 v27, v20, v12
	global_load_dwordx4 v[9:12], v[9:10], off
	v_fmac_f32_e32 v32, 0x3fa66666, v39
	global_load_dwordx4 v[13:16], v[17:18], off
	v_add_co_u32 v17, vcc_lo, v17, s2
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v46, v21, v46
	v_add_co_u32 v21, vcc_lo, 0x1000, v17
	v_mul_f32_e32 v43, v22, v47
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	v_mul_f32_e32 v40, v23, v48
	v_mul_f32_e32 v36, v24, v49
	global_load_dwordx4 v[17:20], v[17:18], off
	v_fmac_f32_e32 v31, 0x3fa66666, v35
	v_fmac_f32_e32 v27, 0x3fa66666, v30
	v_fmac_f32_e32 v28, 0x3fa66666, v29
	v_fmac_f32_e32 v46, 0x3fa66666, v32
	v_fmac_f32_e32 v43, 0x3fa66666, v31
	v_fmac_f32_e32 v36, 0x3fa66666, v27
	v_fmac_f32_e32 v40, 0x3fa66666, v28
	s_waitcnt vmcnt(7)
	v_mul_f32_e32 v47, v114, v60
	v_mul_f32_e32 v48, v113, v59
	v_mul_f32_e32 v50, v111, v57
	v_mul_f32_e32 v49, v112, v58
	v_fmac_f32_e32 v47, 0x3fa66666, v36
	v_fmac_f32_e32 v48, 0x3fa66666, v40
	v_fmac_f32_e32 v50, 0x3fa66666, v46
	v_fmac_f32_e32 v49, 0x3fa66666, v43
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v60, v91, v95
	v_add_co_u32 v91, vcc_lo, v21, s2
	v_mul_f32_e32 v59, v92, v96
	v_add_co_ci_u32_e64 v92, null, s3, v22, vcc_lo
	v_mul_f32_e32 v57, v93, v97
	v_add_co_u32 v93, vcc_lo, 0x1000, v91
	v_mul_f32_e32 v58, v94, v98
	v_add_co_ci_u32_e64 v94, null, 0, v92, vcc_lo
	global_load_dwordx4 v[67:70], v[91:92], off
	v_add_co_u32 v91, vcc_lo, v93, s2
	v_add_co_ci_u32_e64 v92, null, s3, v94, vcc_lo
	global_load_dwordx4 v[71:74], v[93:94], off
	v_add_co_u32 v94, vcc_lo, 0x1000, v91
	v_add_co_ci_u32_e64 v95, null, 0, v92, vcc_lo
	global_load_dwordx4 v[21:24], v[21:22], off
	v_add_co_u32 v86, vcc_lo, v94, s2
	v_add_co_ci_u32_e64 v87, null, s3, v95, vcc_lo
	global_load_dwordx4 v[90:93], v[91:92], off
	v_add_co_u32 v88, vcc_lo, 0x1000, v86
	v_add_co_ci_u32_e64 v89, null, 0, v87, vcc_lo
	global_load_dwordx4 v[94:97], v[94:95], off
	v_add_co_u32 v79, vcc_lo, v88, s2
	v_add_co_ci_u32_e64 v80, null, s3, v89, vcc_lo
	global_load_dwordx4 v[75:78], v[86:87], off
	v_add_co_u32 v41, vcc_lo, 0x1000, v79
	v_add_co_ci_u32_e64 v42, null, 0, v80, vcc_lo
	global_load_dwordx4 v[85:88], v[88:89], off
	v_add_co_u32 v51, vcc_lo, v41, s2
	v_add_co_ci_u32_e64 v52, null, s3, v42, vcc_lo
	global_load_dwordx4 v[79:82], v[79:80], off
	v_add_co_u32 v33, vcc_lo, 0x1000, v51
	v_add_co_ci_u32_e64 v34, null, 0, v52, vcc_lo
	global_load_dwordx4 v[98:101], v[41:42], off
	v_add_co_u32 v37, vcc_lo, v33, s2
	v_add_co_ci_u32_e64 v38, null, s3, v34, vcc_lo
	global_load_dwordx4 v[51:54], v[51:52], off
	v_add_co_u32 v25, vcc_lo, 0x1000, v37
	global_load_dwordx4 v[102:105], v[33:34], off
	v_add_co_ci_u32_e64 v26, null, 0, v38, vcc_lo
	global_load_dwordx4 v[106:109], v[37:38], off
	v_fmac_f32_e32 v60, 0x3fa66666, v50
	v_fmac_f32_e32 v59, 0x3fa66666, v49
	global_load_dwordx4 v[29:32], v[25:26], off
	v_fmac_f32_e32 v57, 0x3fa66666, v48
	v_fmac_f32_e32 v58, 0x3fa66666, v47
	v_add_co_u32 v61, vcc_lo, v61, s0
	v_add_co_ci_u32_e64 v62, null, s1, v62, vcc_lo
	s_waitcnt vmcnt(16)
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v4, v4, v8
	v_mul_f32_e32 v3, v3, v7
	v_fmac_f32_e32 v1, 0x3fa66666, v60
	v_fmac_f32_e32 v2, 0x3fa66666, v59
	v_fmac_f32_e32 v4, 0x3fa66666, v58
	v_fmac_f32_e32 v3, 0x3fa66666, v57
	s_waitcnt vmcnt(14)
	v_mul_f32_e32 v5, v9, v13
	v_mul_f32_e32 v6, v10, v14
	v_mul_f32_e32 v7, v11, v15
	v_mul_f32_e32 v8, v12, v16
	v_fmac_f32_e32 v5, 0x3fa66666, v1
	v_fmac_f32_e32 v6, 0x3fa66666, v2
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v1, v17, v21
	v_mul_f32_e32 v2, v18, v22
	v_mul_f32_e32 v3, v19, v23
	v_mul_f32_e32 v4, v20, v24
	v_fmac_f32_e32 v1, 0x3fa66666, v5
	v_fmac_f32_e32 v2, 0x3fa66666, v6
	v_fmac_f32_e32 v3, 0x3fa66666, v7
	v_fmac_f32_e32 v4, 0x3fa66666, v8
	v_mul_f32_e32 v5, v67, v71
	v_mul_f32_e32 v6, v68, v72
	v_mul_f32_e32 v7, v69, v73
	v_mul_f32_e32 v8, v70, v74
	v_fmac_f32_e32 v5, 0x3fa66666, v1
	v_fmac_f32_e32 v6, 0x3fa66666, v2
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v1, v93, v97
	v_mul_f32_e32 v2, v92, v96
	v_mul_f32_e32 v3, v91, v95
	v_mul_f32_e32 v4, v90, v94
	v_fmac_f32_e32 v1, 0x3fa66666, v8
	v_fmac_f32_e32 v2, 0x3fa66666, v7
	v_fmac_f32_e32 v3, 0x3fa66666, v6
	v_fmac_f32_e32 v4, 0x3fa66666, v5
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v5, v75, v85
	v_mul_f32_e32 v6, v76, v86
	v_mul_f32_e32 v7, v77, v87
	v_mul_f32_e32 v8, v78, v88
	v_fmac_f32_e32 v5, 0x3fa66666, v4
	v_fmac_f32_e32 v6, 0x3fa66666, v3
	v_fmac_f32_e32 v7, 0x3fa66666, v2
	v_fmac_f32_e32 v8, 0x3fa66666, v1
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, v82, v101
	v_mul_f32_e32 v2, v81, v100
	v_mul_f32_e32 v3, v80, v99
	v_mul_f32_e32 v4, v79, v98
	v_fmac_f32_e32 v1, 0x3fa66666, v8
	v_fmac_f32_e32 v2, 0x3fa66666, v7
	v_fmac_f32_e32 v3, 0x3fa66666, v6
	v_fmac_f32_e32 v4, 0x3fa66666, v5
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v5, v51, v102
	v_mul_f32_e32 v6, v52, v103
	v_mul_f32_e32 v7, v53, v104
	v_mul_f32_e32 v8, v54, v105
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v108, v31
	v_fmac_f32_e32 v5, 0x3fa66666, v4
	v_fmac_f32_e32 v6, 0x3fa66666, v3
	v_fmac_f32_e32 v7, 0x3fa66666, v2
	v_fmac_f32_e32 v8, 0x3fa66666, v1
	v_mul_f32_e32 v1, v106, v29
	v_mul_f32_e32 v2, v107, v30
	v_mul_f32_e32 v10, v109, v32
	v_fmac_f32_e32 v9, 0x3fa66666, v7
	v_fmac_f32_e32 v1, 0x3fa66666, v5
	v_fmac_f32_e32 v2, 0x3fa66666, v6
	v_fmac_f32_e32 v10, 0x3fa66666, v8
	v_mul_f32_e32 v5, 0x3fa66666, v9
	v_mul_f32_e32 v3, 0x3fa66666, v1
	v_mul_f32_e32 v4, 0x3fa66666, v2
	v_mul_f32_e32 v6, 0x3fa66666, v10
	s_cbranch_execnz .LBB2_2
.LBB2_4:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v63
	v_cmp_eq_f32_e64 s0, 0x449a2000, v64
	v_cmp_eq_f32_e64 s1, 0x449a2000, v65
	v_cmp_eq_f32_e64 s2, 0x449a2000, v66
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v66, v3
	v_add_f32_e32 v2, v65, v2
	v_add_f32_e32 v1, v64, v1
	v_add_f32_e32 v0, v63, v0
	global_store_dwordx4 v4, v[0:3], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 115
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i,comdat
.Lfunc_end2:
	.size	_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i, .Lfunc_end2-_Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_vgpr, 115
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.numbered_sgpr, 8
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3580
; TotalNumSgprs: 10
; NumVgprs: 115
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 115
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 4
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_add_co_u32 v61, s6, s6, v1
	v_add_co_ci_u32_e64 v62, null, s7, 0, s6
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s2, s2, 0xffffe000
	s_addc_u32 s3, s3, -1
	s_movk_i32 s6, 0xc0
	s_branch .LBB3_2
.LBB3_1:
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr61_vgpr62
                                        ; implicit-def: $sgpr6
	s_branch .LBB3_4
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v1, vcc_lo, 0x2000, v61
	v_add_co_ci_u32_e64 v2, null, 0, v62, vcc_lo
	global_load_dwordx4 v[7:10], v[61:62], off
	v_add_co_u32 v15, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v16, null, s3, v2, vcc_lo
	s_cmp_eq_u32 s6, 0
	v_add_co_u32 v19, vcc_lo, 0x2000, v15
	v_add_co_ci_u32_e64 v20, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[11:14], v[1:2], off
	global_load_dwordx4 v[15:18], v[15:16], off
	v_add_co_u32 v23, vcc_lo, v19, s2
	v_add_co_ci_u32_e64 v24, null, s3, v20, vcc_lo
	global_load_dwordx4 v[19:22], v[19:20], off
	v_add_co_u32 v1, vcc_lo, 0x2000, v23
	v_add_co_ci_u32_e64 v2, null, 0, v24, vcc_lo
	global_load_dwordx4 v[23:26], v[23:24], off
	v_add_co_u32 v31, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v32, null, s3, v2, vcc_lo
	global_load_dwordx4 v[27:30], v[1:2], off
	v_add_co_u32 v35, vcc_lo, 0x2000, v31
	v_add_co_ci_u32_e64 v36, null, 0, v32, vcc_lo
	v_add_co_u32 v1, vcc_lo, v35, s2
	v_add_co_ci_u32_e64 v2, null, s3, v36, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[31:34], v[31:32], off
	global_load_dwordx4 v[35:38], v[35:36], off
	v_add_co_u32 v43, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v44, null, 0, v2, vcc_lo
	v_add_co_u32 v47, vcc_lo, v43, s2
	v_add_co_ci_u32_e64 v48, null, s3, v44, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[39:42], v[1:2], off
	global_load_dwordx4 v[43:46], v[43:44], off
	v_add_co_u32 v1, vcc_lo, 0x2000, v47
	v_add_co_ci_u32_e64 v2, null, 0, v48, vcc_lo
	global_load_dwordx4 v[47:50], v[47:48], off
	v_add_co_u32 v55, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v56, null, s3, v2, vcc_lo
	global_load_dwordx4 v[51:54], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0x2000, v55
	v_add_co_ci_u32_e64 v2, null, 0, v56, vcc_lo
	global_load_dwordx4 v[55:58], v[55:56], off
	v_add_co_u32 v59, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v60, null, s3, v2, vcc_lo
	global_load_dwordx4 v[63:66], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0x2000, v59
	v_add_co_ci_u32_e64 v2, null, 0, v60, vcc_lo
	global_load_dwordx4 v[67:70], v[59:60], off
	global_load_dwordx4 v[71:74], v[1:2], off
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v6, v10, v14
	v_fmac_f32_e32 v5, v9, v13
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	s_waitcnt vmcnt(12)
	v_mul_f32_e32 v7, v15, v19
	v_mul_f32_e32 v8, v16, v20
	v_mul_f32_e32 v9, v17, v21
	v_mul_f32_e32 v10, v18, v22
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	v_fmac_f32_e32 v9, 0x3fa66666, v5
	v_fmac_f32_e32 v10, 0x3fa66666, v6
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v3, v26, v30
	v_mul_f32_e32 v4, v25, v29
	v_mul_f32_e32 v5, v24, v28
	v_mul_f32_e32 v6, v23, v27
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v7, v31, v35
	v_mul_f32_e32 v8, v32, v36
	v_mul_f32_e32 v9, v33, v37
	v_mul_f32_e32 v10, v34, v38
	v_fmac_f32_e32 v7, 0x3fa66666, v6
	v_fmac_f32_e32 v8, 0x3fa66666, v5
	v_fmac_f32_e32 v9, 0x3fa66666, v4
	v_fmac_f32_e32 v10, 0x3fa66666, v3
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v3, v42, v46
	v_mul_f32_e32 v4, v41, v45
	v_mul_f32_e32 v5, v40, v44
	v_mul_f32_e32 v6, v39, v43
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v7, v47, v51
	v_mul_f32_e32 v8, v48, v52
	v_mul_f32_e32 v9, v49, v53
	v_mul_f32_e32 v10, v50, v54
	v_fmac_f32_e32 v7, 0x3fa66666, v6
	v_fmac_f32_e32 v8, 0x3fa66666, v5
	v_fmac_f32_e32 v9, 0x3fa66666, v4
	v_fmac_f32_e32 v10, 0x3fa66666, v3
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, v58, v66
	v_mul_f32_e32 v4, v57, v65
	v_mul_f32_e32 v5, v56, v64
	v_mul_f32_e32 v6, v55, v63
	v_fmac_f32_e32 v3, 0x3fa66666, v10
	v_fmac_f32_e32 v4, 0x3fa66666, v9
	v_fmac_f32_e32 v5, 0x3fa66666, v8
	v_fmac_f32_e32 v6, 0x3fa66666, v7
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v70, v74
	v_mul_f32_e32 v8, v69, v73
	v_mul_f32_e32 v9, v68, v72
	v_mul_f32_e32 v10, v67, v71
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	v_fmac_f32_e32 v9, 0x3fa66666, v5
	v_fmac_f32_e32 v10, 0x3fa66666, v6
	v_mul_f32_e32 v66, 0x3fa66666, v7
	v_mul_f32_e32 v65, 0x3fa66666, v8
	v_mul_f32_e32 v64, 0x3fa66666, v9
	v_mul_f32_e32 v63, 0x3fa66666, v10
	s_cbranch_scc1 .LBB3_1
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	s_sub_i32 s6, s6, 32
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[13:16], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	global_load_dwordx4 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[5:8], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	global_load_dwordx4 v[29:32], v[3:4], off
	v_add_co_u32 v9, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v10, null, 0, v2, vcc_lo
	global_load_dwordx4 v[1:4], v[1:2], off
	v_add_co_u32 v11, vcc_lo, v9, s2
	v_add_co_ci_u32_e64 v12, null, s3, v10, vcc_lo
	global_load_dwordx4 v[21:24], v[9:10], off
	v_add_co_u32 v25, vcc_lo, 0x2000, v11
	v_add_co_ci_u32_e64 v26, null, 0, v12, vcc_lo
	global_load_dwordx4 v[9:12], v[11:12], off
	v_add_co_u32 v27, vcc_lo, v25, s2
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	global_load_dwordx4 v[33:36], v[25:26], off
	v_add_co_u32 v25, vcc_lo, 0x2000, v27
	v_add_co_ci_u32_e64 v26, null, 0, v28, vcc_lo
	global_load_dwordx4 v[41:44], v[27:28], off
	v_add_co_u32 v27, vcc_lo, v25, s2
	v_add_co_ci_u32_e64 v28, null, s3, v26, vcc_lo
	global_load_dwordx4 v[45:48], v[25:26], off
	v_add_co_u32 v37, vcc_lo, 0x2000, v27
	v_add_co_ci_u32_e64 v38, null, 0, v28, vcc_lo
	global_load_dwordx4 v[25:28], v[27:28], off
	v_add_co_u32 v39, vcc_lo, v37, s2
	v_add_co_ci_u32_e64 v40, null, s3, v38, vcc_lo
	global_load_dwordx4 v[49:52], v[37:38], off
	v_add_co_u32 v53, vcc_lo, 0x2000, v39
	v_add_co_ci_u32_e64 v54, null, 0, v40, vcc_lo
	global_load_dwordx4 v[37:40], v[39:40], off
	v_add_co_u32 v57, vcc_lo, v53, s2
	v_add_co_ci_u32_e64 v58, null, s3, v54, vcc_lo
	global_load_dwordx4 v[53:56], v[53:54], off
	v_add_co_u32 v67, vcc_lo, 0x2000, v57
	v_add_co_ci_u32_e64 v68, null, 0, v58, vcc_lo
	global_load_dwordx4 v[57:60], v[57:58], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	global_load_dwordx4 v[91:94], v[67:68], off
	v_add_co_u32 v67, vcc_lo, 0x2000, v69
	v_add_co_ci_u32_e64 v68, null, 0, v70, vcc_lo
	global_load_dwordx4 v[95:98], v[69:70], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	global_load_dwordx4 v[99:102], v[67:68], off
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0x2000, v69
	v_mov_b32_e32 v67, v66
	v_add_co_ci_u32_e64 v72, null, 0, v70, vcc_lo
	global_load_dwordx4 v[103:106], v[69:70], off
	global_load_dwordx4 v[107:110], v[71:72], off
	v_add_co_u32 v71, vcc_lo, v71, s2
	v_add_co_ci_u32_e64 v72, null, s3, v72, vcc_lo
	s_waitcnt vmcnt(18)
	v_fma_f32 v69, v13, v17, v63
	v_add_co_u32 v17, vcc_lo, 0x2000, v71
	v_fma_f32 v70, v14, v18, v64
	v_add_co_ci_u32_e64 v18, null, 0, v72, vcc_lo
	v_fma_f32 v68, v15, v19, v65
	v_add_co_u32 v19, vcc_lo, v17, s2
	v_fmac_f32_e32 v67, v16, v20
	v_add_co_ci_u32_e64 v20, null, s3, v18, vcc_lo
	global_load_dwordx4 v[13:16], v[71:72], off
	s_waitcnt vmcnt(17)
	v_mul_f32_e32 v74, v5, v29
	v_mul_f32_e32 v73, v6, v30
	v_mul_f32_e32 v72, v7, v31
	v_mul_f32_e32 v71, v8, v32
	global_load_dwordx4 v[5:8], v[17:18], off
	v_fmac_f32_e32 v74, 0x3fa66666, v69
	v_fmac_f32_e32 v73, 0x3fa66666, v70
	s_waitcnt vmcnt(16)
	v_mul_f32_e32 v90, v1, v21
	v_add_co_u32 v1, vcc_lo, 0x2000, v19
	v_mul_f32_e32 v86, v2, v22
	v_add_co_ci_u32_e64 v2, null, 0, v20, vcc_lo
	v_mul_f32_e32 v80, v3, v23
	v_mul_f32_e32 v78, v4, v24
	global_load_dwordx4 v[17:20], v[19:20], off
	v_fmac_f32_e32 v72, 0x3fa66666, v68
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v88, v9, v33
	v_mul_f32_e32 v87, v10, v34
	v_mul_f32_e32 v76, v11, v35
	v_mul_f32_e32 v75, v12, v36
	global_load_dwordx4 v[9:12], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_fmac_f32_e32 v71, 0x3fa66666, v67
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[21:24], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(15)
	v_mul_f32_e32 v77, v44, v48
	v_mul_f32_e32 v79, v43, v47
	v_mul_f32_e32 v85, v42, v46
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v83, v25, v49
	global_load_dwordx4 v[46:49], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_dwordx4 v[111:114], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	v_mul_f32_e32 v89, v41, v45
	v_mul_f32_e32 v42, v27, v51
	v_mul_f32_e32 v41, v28, v52
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v52, v40, v56
	v_mul_f32_e32 v51, v39, v55
	v_mul_f32_e32 v81, v38, v54
	v_mul_f32_e32 v84, v37, v53
	s_waitcnt vmcnt(11)
	v_mul_f32_e32 v56, v57, v91
	v_mul_f32_e32 v55, v58, v92
	v_mul_f32_e32 v34, v59, v93
	v_mul_f32_e32 v33, v60, v94
	global_load_dwordx4 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v38, v98, v102
	v_mul_f32_e32 v37, v97, v101
	v_mul_f32_e32 v53, v96, v100
	v_mul_f32_e32 v54, v95, v99
	global_load_dwordx4 v[91:94], v[1:2], off
	global_load_dwordx4 v[95:98], v[3:4], off
	v_add_co_u32 v1, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v2, null, s3, v4, vcc_lo
	v_mul_f32_e32 v82, v26, v50
	v_fmac_f32_e32 v90, 0x3fa66666, v74
	v_fmac_f32_e32 v86, 0x3fa66666, v73
	v_fmac_f32_e32 v80, 0x3fa66666, v72
	v_fmac_f32_e32 v78, 0x3fa66666, v71
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v45, v103, v107
	v_fmac_f32_e32 v88, 0x3fa66666, v90
	v_fmac_f32_e32 v87, 0x3fa66666, v86
	v_fmac_f32_e32 v76, 0x3fa66666, v80
	v_fmac_f32_e32 v75, 0x3fa66666, v78
	v_mul_f32_e32 v44, v104, v108
	v_fmac_f32_e32 v89, 0x3fa66666, v88
	v_fmac_f32_e32 v85, 0x3fa66666, v87
	v_fmac_f32_e32 v79, 0x3fa66666, v76
	v_fmac_f32_e32 v77, 0x3fa66666, v75
	v_mul_f32_e32 v26, v105, v109
	v_fmac_f32_e32 v83, 0x3fa66666, v89
	v_fmac_f32_e32 v82, 0x3fa66666, v85
	v_fmac_f32_e32 v42, 0x3fa66666, v79
	v_fmac_f32_e32 v41, 0x3fa66666, v77
	v_mul_f32_e32 v25, v106, v110
	v_fmac_f32_e32 v84, 0x3fa66666, v83
	v_fmac_f32_e32 v81, 0x3fa66666, v82
	v_fmac_f32_e32 v51, 0x3fa66666, v42
	v_fmac_f32_e32 v52, 0x3fa66666, v41
	v_fmac_f32_e32 v56, 0x3fa66666, v84
	v_fmac_f32_e32 v55, 0x3fa66666, v81
	v_fmac_f32_e32 v34, 0x3fa66666, v51
	v_fmac_f32_e32 v33, 0x3fa66666, v52
	v_fmac_f32_e32 v54, 0x3fa66666, v56
	v_fmac_f32_e32 v53, 0x3fa66666, v55
	v_fmac_f32_e32 v37, 0x3fa66666, v34
	v_fmac_f32_e32 v38, 0x3fa66666, v33
	v_fmac_f32_e32 v45, 0x3fa66666, v54
	v_fmac_f32_e32 v44, 0x3fa66666, v53
	v_fmac_f32_e32 v26, 0x3fa66666, v37
	v_fmac_f32_e32 v25, 0x3fa66666, v38
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v39, v13, v5
	v_add_co_u32 v13, vcc_lo, 0x2000, v1
	v_mul_f32_e32 v35, v14, v6
	v_add_co_ci_u32_e64 v14, null, 0, v2, vcc_lo
	v_mul_f32_e32 v30, v16, v8
	v_mul_f32_e32 v29, v15, v7
	global_load_dwordx4 v[1:4], v[1:2], off
	global_load_dwordx4 v[5:8], v[13:14], off
	v_fmac_f32_e32 v39, 0x3fa66666, v45
	v_fmac_f32_e32 v35, 0x3fa66666, v44
	v_fmac_f32_e32 v30, 0x3fa66666, v25
	v_fmac_f32_e32 v29, 0x3fa66666, v26
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v32, v17, v9
	v_add_co_u32 v9, vcc_lo, v13, s2
	v_mul_f32_e32 v31, v18, v10
	v_add_co_ci_u32_e64 v10, null, s3, v14, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x2000, v9
	v_mul_f32_e32 v28, v19, v11
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_mul_f32_e32 v27, v20, v12
	global_load_dwordx4 v[9:12], v[9:10], off
	v_fmac_f32_e32 v32, 0x3fa66666, v39
	global_load_dwordx4 v[13:16], v[17:18], off
	v_add_co_u32 v17, vcc_lo, v17, s2
	v_add_co_ci_u32_e64 v18, null, s3, v18, vcc_lo
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v46, v21, v46
	v_add_co_u32 v21, vcc_lo, 0x2000, v17
	v_mul_f32_e32 v43, v22, v47
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	v_mul_f32_e32 v40, v23, v48
	v_mul_f32_e32 v36, v24, v49
	global_load_dwordx4 v[17:20], v[17:18], off
	v_fmac_f32_e32 v31, 0x3fa66666, v35
	v_fmac_f32_e32 v27, 0x3fa66666, v30
	v_fmac_f32_e32 v28, 0x3fa66666, v29
	v_fmac_f32_e32 v46, 0x3fa66666, v32
	v_fmac_f32_e32 v43, 0x3fa66666, v31
	v_fmac_f32_e32 v36, 0x3fa66666, v27
	v_fmac_f32_e32 v40, 0x3fa66666, v28
	s_waitcnt vmcnt(7)
	v_mul_f32_e32 v47, v114, v60
	v_mul_f32_e32 v48, v113, v59
	v_mul_f32_e32 v50, v111, v57
	v_mul_f32_e32 v49, v112, v58
	v_fmac_f32_e32 v47, 0x3fa66666, v36
	v_fmac_f32_e32 v48, 0x3fa66666, v40
	v_fmac_f32_e32 v50, 0x3fa66666, v46
	v_fmac_f32_e32 v49, 0x3fa66666, v43
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v60, v91, v95
	v_add_co_u32 v91, vcc_lo, v21, s2
	v_mul_f32_e32 v59, v92, v96
	v_add_co_ci_u32_e64 v92, null, s3, v22, vcc_lo
	v_mul_f32_e32 v57, v93, v97
	v_add_co_u32 v93, vcc_lo, 0x2000, v91
	v_mul_f32_e32 v58, v94, v98
	v_add_co_ci_u32_e64 v94, null, 0, v92, vcc_lo
	global_load_dwordx4 v[67:70], v[91:92], off
	v_add_co_u32 v91, vcc_lo, v93, s2
	v_add_co_ci_u32_e64 v92, null, s3, v94, vcc_lo
	global_load_dwordx4 v[71:74], v[93:94], off
	v_add_co_u32 v94, vcc_lo, 0x2000, v91
	v_add_co_ci_u32_e64 v95, null, 0, v92, vcc_lo
	global_load_dwordx4 v[21:24], v[21:22], off
	v_add_co_u32 v86, vcc_lo, v94, s2
	v_add_co_ci_u32_e64 v87, null, s3, v95, vcc_lo
	global_load_dwordx4 v[90:93], v[91:92], off
	v_add_co_u32 v88, vcc_lo, 0x2000, v86
	v_add_co_ci_u32_e64 v89, null, 0, v87, vcc_lo
	global_load_dwordx4 v[94:97], v[94:95], off
	v_add_co_u32 v79, vcc_lo, v88, s2
	v_add_co_ci_u32_e64 v80, null, s3, v89, vcc_lo
	global_load_dwordx4 v[75:78], v[86:87], off
	v_add_co_u32 v41, vcc_lo, 0x2000, v79
	v_add_co_ci_u32_e64 v42, null, 0, v80, vcc_lo
	global_load_dwordx4 v[85:88], v[88:89], off
	v_add_co_u32 v51, vcc_lo, v41, s2
	v_add_co_ci_u32_e64 v52, null, s3, v42, vcc_lo
	global_load_dwordx4 v[79:82], v[79:80], off
	v_add_co_u32 v33, vcc_lo, 0x2000, v51
	v_add_co_ci_u32_e64 v34, null, 0, v52, vcc_lo
	global_load_dwordx4 v[98:101], v[41:42], off
	v_add_co_u32 v37, vcc_lo, v33, s2
	v_add_co_ci_u32_e64 v38, null, s3, v34, vcc_lo
	global_load_dwordx4 v[51:54], v[51:52], off
	v_add_co_u32 v25, vcc_lo, 0x2000, v37
	global_load_dwordx4 v[102:105], v[33:34], off
	v_add_co_ci_u32_e64 v26, null, 0, v38, vcc_lo
	global_load_dwordx4 v[106:109], v[37:38], off
	v_fmac_f32_e32 v60, 0x3fa66666, v50
	v_fmac_f32_e32 v59, 0x3fa66666, v49
	global_load_dwordx4 v[29:32], v[25:26], off
	v_fmac_f32_e32 v57, 0x3fa66666, v48
	v_fmac_f32_e32 v58, 0x3fa66666, v47
	v_add_co_u32 v61, vcc_lo, v61, s0
	v_add_co_ci_u32_e64 v62, null, s1, v62, vcc_lo
	s_waitcnt vmcnt(16)
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v4, v4, v8
	v_mul_f32_e32 v3, v3, v7
	v_fmac_f32_e32 v1, 0x3fa66666, v60
	v_fmac_f32_e32 v2, 0x3fa66666, v59
	v_fmac_f32_e32 v4, 0x3fa66666, v58
	v_fmac_f32_e32 v3, 0x3fa66666, v57
	s_waitcnt vmcnt(14)
	v_mul_f32_e32 v5, v9, v13
	v_mul_f32_e32 v6, v10, v14
	v_mul_f32_e32 v7, v11, v15
	v_mul_f32_e32 v8, v12, v16
	v_fmac_f32_e32 v5, 0x3fa66666, v1
	v_fmac_f32_e32 v6, 0x3fa66666, v2
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v1, v17, v21
	v_mul_f32_e32 v2, v18, v22
	v_mul_f32_e32 v3, v19, v23
	v_mul_f32_e32 v4, v20, v24
	v_fmac_f32_e32 v1, 0x3fa66666, v5
	v_fmac_f32_e32 v2, 0x3fa66666, v6
	v_fmac_f32_e32 v3, 0x3fa66666, v7
	v_fmac_f32_e32 v4, 0x3fa66666, v8
	v_mul_f32_e32 v5, v67, v71
	v_mul_f32_e32 v6, v68, v72
	v_mul_f32_e32 v7, v69, v73
	v_mul_f32_e32 v8, v70, v74
	v_fmac_f32_e32 v5, 0x3fa66666, v1
	v_fmac_f32_e32 v6, 0x3fa66666, v2
	v_fmac_f32_e32 v7, 0x3fa66666, v3
	v_fmac_f32_e32 v8, 0x3fa66666, v4
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v1, v93, v97
	v_mul_f32_e32 v2, v92, v96
	v_mul_f32_e32 v3, v91, v95
	v_mul_f32_e32 v4, v90, v94
	v_fmac_f32_e32 v1, 0x3fa66666, v8
	v_fmac_f32_e32 v2, 0x3fa66666, v7
	v_fmac_f32_e32 v3, 0x3fa66666, v6
	v_fmac_f32_e32 v4, 0x3fa66666, v5
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v5, v75, v85
	v_mul_f32_e32 v6, v76, v86
	v_mul_f32_e32 v7, v77, v87
	v_mul_f32_e32 v8, v78, v88
	v_fmac_f32_e32 v5, 0x3fa66666, v4
	v_fmac_f32_e32 v6, 0x3fa66666, v3
	v_fmac_f32_e32 v7, 0x3fa66666, v2
	v_fmac_f32_e32 v8, 0x3fa66666, v1
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, v82, v101
	v_mul_f32_e32 v2, v81, v100
	v_mul_f32_e32 v3, v80, v99
	v_mul_f32_e32 v4, v79, v98
	v_fmac_f32_e32 v1, 0x3fa66666, v8
	v_fmac_f32_e32 v2, 0x3fa66666, v7
	v_fmac_f32_e32 v3, 0x3fa66666, v6
	v_fmac_f32_e32 v4, 0x3fa66666, v5
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v5, v51, v102
	v_mul_f32_e32 v6, v52, v103
	v_mul_f32_e32 v7, v53, v104
	v_mul_f32_e32 v8, v54, v105
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v108, v31
	v_fmac_f32_e32 v5, 0x3fa66666, v4
	v_fmac_f32_e32 v6, 0x3fa66666, v3
	v_fmac_f32_e32 v7, 0x3fa66666, v2
	v_fmac_f32_e32 v8, 0x3fa66666, v1
	v_mul_f32_e32 v1, v106, v29
	v_mul_f32_e32 v2, v107, v30
	v_mul_f32_e32 v10, v109, v32
	v_fmac_f32_e32 v9, 0x3fa66666, v7
	v_fmac_f32_e32 v1, 0x3fa66666, v5
	v_fmac_f32_e32 v2, 0x3fa66666, v6
	v_fmac_f32_e32 v10, 0x3fa66666, v8
	v_mul_f32_e32 v5, 0x3fa66666, v9
	v_mul_f32_e32 v3, 0x3fa66666, v1
	v_mul_f32_e32 v4, 0x3fa66666, v2
	v_mul_f32_e32 v6, 0x3fa66666, v10
	s_cbranch_execnz .LBB3_2
.LBB3_4:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v63
	v_cmp_eq_f32_e64 s0, 0x449a2000, v64
	v_cmp_eq_f32_e64 s1, 0x449a2000, v65
	v_cmp_eq_f32_e64 s2, 0x449a2000, v66
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v66, v3
	v_add_f32_e32 v2, v65, v2
	v_add_f32_e32 v1, v64, v1
	v_add_f32_e32 v0, v63, v0
	global_store_dwordx4 v4, v[0:3], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 115
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end3:
	.size	_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end3-_Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 115
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 8
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3580
; TotalNumSgprs: 10
; NumVgprs: 115
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 115
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[2:3], s[0:1], 4
	s_add_u32 s6, s6, s2
	s_addc_u32 s7, s7, s3
	v_add_co_u32 v13, s6, s6, v1
	v_add_co_ci_u32_e64 v14, null, s7, 0, s6
	s_lshl_b64 s[0:1], s[0:1], 7
	s_add_u32 s2, s2, 0xffff2000
	s_addc_u32 s3, s3, -1
	s_movk_i32 s6, 0xc8
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v9, vcc_lo, 0x8000, v13
	v_add_co_ci_u32_e64 v10, null, 0, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x2000, v13
	v_add_co_ci_u32_e64 v16, null, 0, v14, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0xa000, v13
	v_add_co_ci_u32_e64 v20, null, 0, v14, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x4000, v13
	v_add_co_ci_u32_e64 v24, null, 0, v14, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0xc000, v13
	v_add_co_ci_u32_e64 v28, null, 0, v14, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0x6000, v13
	v_add_co_ci_u32_e64 v32, null, 0, v14, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0xe000, v13
	v_add_co_ci_u32_e64 v36, null, 0, v14, vcc_lo
	global_load_dwordx4 v[1:4], v[13:14], off
	v_add_co_u32 v43, vcc_lo, v35, s2
	v_add_co_ci_u32_e64 v44, null, s3, v36, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[9:12], v[9:10], off
	global_load_dwordx4 v[15:18], v[15:16], off
	v_add_co_u32 v45, vcc_lo, 0x8000, v43
	v_add_co_ci_u32_e64 v46, null, 0, v44, vcc_lo
	v_add_co_u32 v47, vcc_lo, 0x2000, v43
	v_add_co_ci_u32_e64 v48, null, 0, v44, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0xa000, v43
	v_add_co_ci_u32_e64 v52, null, 0, v44, vcc_lo
	v_add_co_u32 v53, vcc_lo, 0x4000, v43
	v_add_co_ci_u32_e64 v54, null, 0, v44, vcc_lo
	v_add_co_u32 v55, vcc_lo, 0xc000, v43
	s_clause 0x5
	global_load_dwordx4 v[19:22], v[19:20], off
	global_load_dwordx4 v[23:26], v[23:24], off
	global_load_dwordx4 v[27:30], v[27:28], off
	global_load_dwordx4 v[31:34], v[31:32], off
	global_load_dwordx4 v[35:38], v[35:36], off
	global_load_dwordx4 v[39:42], v[43:44], off
	v_add_co_ci_u32_e64 v56, null, 0, v44, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0x6000, v43
	v_add_co_ci_u32_e64 v60, null, 0, v44, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xe000, v43
	v_add_co_ci_u32_e64 v64, null, 0, v44, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[43:46], v[45:46], off
	global_load_dwordx4 v[47:50], v[47:48], off
	s_add_i32 s6, s6, -8
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v5, v1, v9
	v_add_co_u32 v1, vcc_lo, v63, s2
	v_fmac_f32_e32 v8, v2, v10
	v_add_co_ci_u32_e64 v2, null, s3, v64, vcc_lo
	v_fmac_f32_e32 v6, v3, v11
	v_fmac_f32_e32 v7, v4, v12
	global_load_dwordx4 v[9:12], v[51:52], off
	global_load_dwordx4 v[51:54], v[53:54], off
	global_load_dwordx4 v[55:58], v[55:56], off
	global_load_dwordx4 v[59:62], v[59:60], off
	global_load_dwordx4 v[63:66], v[63:64], off
	s_waitcnt vmcnt(12)
	v_fmac_f32_e32 v5, v15, v19
	v_add_co_u32 v15, vcc_lo, 0x8000, v1
	v_fmac_f32_e32 v8, v16, v20
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x2000, v1
	v_fmac_f32_e32 v6, v17, v21
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0xa000, v1
	v_fmac_f32_e32 v7, v18, v22
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v5, v23, v27
	v_add_co_ci_u32_e64 v22, null, 0, v2, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x4000, v1
	v_fmac_f32_e32 v8, v24, v28
	v_add_co_ci_u32_e64 v24, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v73, v41, v45
	v_add_co_u32 v41, vcc_lo, 0xc000, v1
	v_mul_f32_e32 v74, v42, v46
	v_add_co_ci_u32_e64 v42, null, 0, v2, vcc_lo
	v_add_co_u32 v45, vcc_lo, 0x6000, v1
	v_add_co_ci_u32_e64 v46, null, 0, v2, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0xe000, v1
	v_add_co_ci_u32_e64 v68, null, 0, v2, vcc_lo
	global_load_dwordx4 v[1:4], v[1:2], off
	v_fmac_f32_e32 v7, v26, v30
	v_fmac_f32_e32 v6, v25, v29
	v_fmac_f32_e32 v5, v31, v35
	v_fmac_f32_e32 v8, v32, v36
	global_load_dwordx4 v[15:18], v[15:16], off
	global_load_dwordx4 v[29:32], v[19:20], off
	v_add_co_u32 v69, vcc_lo, v67, s2
	v_mul_f32_e32 v71, v39, v43
	v_mul_f32_e32 v72, v40, v44
	v_fmac_f32_e32 v6, v33, v37
	v_fmac_f32_e32 v7, v34, v38
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	v_fmac_f32_e32 v72, 0x3fa66666, v8
	v_fmac_f32_e32 v71, 0x3fa66666, v5
	v_fmac_f32_e32 v73, 0x3fa66666, v6
	v_fmac_f32_e32 v74, 0x3fa66666, v7
	global_load_dwordx4 v[5:8], v[67:68], off
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v71, v47, v9
	v_fmac_f32_e32 v72, v48, v10
	v_fmac_f32_e32 v73, v49, v11
	v_fmac_f32_e32 v74, v50, v12
	global_load_dwordx4 v[9:12], v[69:70], off
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v71, v51, v55
	v_fmac_f32_e32 v72, v52, v56
	v_fmac_f32_e32 v73, v53, v57
	v_fmac_f32_e32 v74, v54, v58
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v71, v59, v63
	v_fmac_f32_e32 v72, v60, v64
	v_fmac_f32_e32 v73, v61, v65
	v_fmac_f32_e32 v74, v62, v66
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v25, v1, v15
	v_add_co_u32 v15, vcc_lo, 0x8000, v69
	v_mul_f32_e32 v28, v2, v16
	v_add_co_ci_u32_e64 v16, null, 0, v70, vcc_lo
	v_mul_f32_e32 v26, v3, v17
	v_mul_f32_e32 v27, v4, v18
	global_load_dwordx4 v[33:36], v[21:22], off
	global_load_dwordx4 v[37:40], v[23:24], off
	global_load_dwordx4 v[41:44], v[41:42], off
	global_load_dwordx4 v[1:4], v[45:46], off
	global_load_dwordx4 v[19:22], v[15:16], off
	v_add_co_u32 v49, vcc_lo, 0x2000, v69
	v_add_co_ci_u32_e64 v50, null, 0, v70, vcc_lo
	v_add_co_u32 v53, vcc_lo, 0xe000, v69
	v_add_co_ci_u32_e64 v54, null, 0, v70, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0xa000, v69
	v_add_co_ci_u32_e64 v52, null, 0, v70, vcc_lo
	v_add_co_u32 v55, vcc_lo, v53, s2
	v_add_co_ci_u32_e64 v56, null, s3, v54, vcc_lo
	v_fmac_f32_e32 v25, 0x3fa66666, v71
	v_add_co_u32 v15, vcc_lo, 0x8000, v55
	v_add_co_ci_u32_e64 v16, null, 0, v56, vcc_lo
	v_fmac_f32_e32 v28, 0x3fa66666, v72
	v_fmac_f32_e32 v27, 0x3fa66666, v74
	v_fmac_f32_e32 v26, 0x3fa66666, v73
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v25, v29, v33
	v_fmac_f32_e32 v28, v30, v34
	v_fmac_f32_e32 v26, v31, v35
	v_fmac_f32_e32 v27, v32, v36
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v18, v9, v19
	v_mul_f32_e32 v20, v10, v20
	v_mul_f32_e32 v21, v11, v21
	v_mul_f32_e32 v23, v12, v22
	global_load_dwordx4 v[9:12], v[55:56], off
	global_load_dwordx4 v[45:48], v[15:16], off
	v_fmac_f32_e32 v27, v40, v44
	v_fmac_f32_e32 v26, v39, v43
	v_fmac_f32_e32 v28, v38, v42
	v_fmac_f32_e32 v25, v37, v41
	v_fmac_f32_e32 v27, v4, v8
	v_fmac_f32_e32 v26, v3, v7
	v_fmac_f32_e32 v28, v2, v6
	v_fmac_f32_e32 v25, v1, v5
	v_fmac_f32_e32 v23, 0x3fa66666, v27
	v_fmac_f32_e32 v21, 0x3fa66666, v26
	v_fmac_f32_e32 v20, 0x3fa66666, v28
	v_fmac_f32_e32 v18, 0x3fa66666, v25
	global_load_dwordx4 v[25:28], v[53:54], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v15, v9, v45
	v_add_co_u32 v9, vcc_lo, 0x4000, v69
	v_mul_f32_e32 v19, v10, v46
	v_add_co_ci_u32_e64 v10, null, 0, v70, vcc_lo
	v_add_co_u32 v57, vcc_lo, 0xc000, v69
	v_add_co_ci_u32_e64 v58, null, 0, v70, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0x6000, v69
	v_add_co_ci_u32_e64 v60, null, 0, v70, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xe000, v55
	v_add_co_ci_u32_e64 v62, null, 0, v56, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0x2000, v55
	v_add_co_ci_u32_e64 v64, null, 0, v56, vcc_lo
	v_add_co_u32 v65, vcc_lo, v61, s2
	v_add_co_ci_u32_e64 v66, null, s3, v62, vcc_lo
	v_mul_f32_e32 v16, v11, v47
	v_add_co_u32 v33, vcc_lo, 0x8000, v65
	v_add_co_ci_u32_e64 v34, null, 0, v66, vcc_lo
	global_load_dwordx4 v[29:32], v[65:66], off
	global_load_dwordx4 v[33:36], v[33:34], off
	v_add_co_u32 v67, vcc_lo, 0xe000, v65
	v_add_co_ci_u32_e64 v68, null, 0, v66, vcc_lo
	v_mul_f32_e32 v17, v12, v48
	v_add_co_u32 v69, vcc_lo, v67, s2
	v_add_co_ci_u32_e64 v70, null, s3, v68, vcc_lo
	global_load_dwordx4 v[45:48], v[49:50], off
	global_load_dwordx4 v[49:52], v[51:52], off
	global_load_dwordx4 v[9:12], v[9:10], off
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v22, v29, v33
	v_mul_f32_e32 v29, v31, v35
	v_add_co_u32 v31, vcc_lo, 0x8000, v69
	v_mul_f32_e32 v24, v30, v34
	v_mul_f32_e32 v30, v32, v36
	v_add_co_ci_u32_e64 v32, null, 0, v70, vcc_lo
	global_load_dwordx4 v[1:4], v[69:70], off
	global_load_dwordx4 v[5:8], v[31:32], off
	v_add_co_u32 v35, vcc_lo, 0xa000, v55
	v_add_co_ci_u32_e64 v36, null, 0, v56, vcc_lo
	v_add_co_u32 v37, vcc_lo, 0x4000, v55
	v_add_co_ci_u32_e64 v38, null, 0, v56, vcc_lo
	v_add_co_u32 v39, vcc_lo, 0xc000, v55
	v_add_co_ci_u32_e64 v40, null, 0, v56, vcc_lo
	v_add_co_u32 v41, vcc_lo, 0x6000, v55
	v_add_co_ci_u32_e64 v42, null, 0, v56, vcc_lo
	v_add_co_u32 v55, vcc_lo, 0xe000, v69
	v_add_co_ci_u32_e64 v56, null, 0, v70, vcc_lo
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v18, v45, v49
	v_fmac_f32_e32 v20, v46, v50
	v_fmac_f32_e32 v21, v47, v51
	v_fmac_f32_e32 v23, v48, v52
	global_load_dwordx4 v[31:34], v[59:60], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v3, v3, v7
	v_mul_f32_e32 v4, v4, v8
	global_load_dwordx4 v[5:8], v[57:58], off
	v_add_co_u32 v57, vcc_lo, v55, s2
	v_add_co_ci_u32_e64 v58, null, s3, v56, vcc_lo
	v_add_co_u32 v43, vcc_lo, 0x8000, v57
	v_add_co_ci_u32_e64 v44, null, 0, v58, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v23, v12, v8
	v_fmac_f32_e32 v21, v11, v7
	v_fmac_f32_e32 v20, v10, v6
	v_fmac_f32_e32 v18, v9, v5
	global_load_dwordx4 v[5:8], v[57:58], off
	global_load_dwordx4 v[9:12], v[43:44], off
	v_fmac_f32_e32 v23, v34, v28
	v_fmac_f32_e32 v21, v33, v27
	v_fmac_f32_e32 v20, v32, v26
	v_fmac_f32_e32 v18, v31, v25
	global_load_dwordx4 v[25:28], v[39:40], off
	global_load_dwordx4 v[31:34], v[41:42], off
	global_load_dwordx4 v[39:42], v[61:62], off
	v_add_co_u32 v43, vcc_lo, 0x2000, v65
	v_add_co_ci_u32_e64 v44, null, 0, v66, vcc_lo
	v_add_co_u32 v45, vcc_lo, 0xa000, v65
	v_add_co_ci_u32_e64 v46, null, 0, v66, vcc_lo
	v_add_co_u32 v47, vcc_lo, 0x4000, v65
	v_fmac_f32_e32 v17, 0x3fa66666, v23
	v_fmac_f32_e32 v16, 0x3fa66666, v21
	v_fmac_f32_e32 v19, 0x3fa66666, v20
	v_fmac_f32_e32 v15, 0x3fa66666, v18
	v_add_co_ci_u32_e64 v48, null, 0, v66, vcc_lo
	v_add_co_u32 v49, vcc_lo, 0xc000, v65
	v_add_co_ci_u32_e64 v50, null, 0, v66, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0x6000, v65
	v_add_co_ci_u32_e64 v52, null, 0, v66, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x2000, v69
	v_add_co_ci_u32_e64 v21, null, 0, v70, vcc_lo
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v71, v5, v9
	v_mul_f32_e32 v72, v6, v10
	v_mul_f32_e32 v73, v7, v11
	v_mul_f32_e32 v74, v8, v12
	global_load_dwordx4 v[5:8], v[63:64], off
	global_load_dwordx4 v[9:12], v[35:36], off
	global_load_dwordx4 v[35:38], v[37:38], off
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v15, v5, v9
	v_fmac_f32_e32 v19, v6, v10
	v_fmac_f32_e32 v16, v7, v11
	v_fmac_f32_e32 v17, v8, v12
	global_load_dwordx4 v[5:8], v[43:44], off
	global_load_dwordx4 v[9:12], v[45:46], off
	global_load_dwordx4 v[43:46], v[47:48], off
	global_load_dwordx4 v[47:50], v[49:50], off
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v15, v35, v25
	v_fmac_f32_e32 v19, v36, v26
	v_fmac_f32_e32 v16, v37, v27
	v_fmac_f32_e32 v17, v38, v28
	global_load_dwordx4 v[25:28], v[51:52], off
	global_load_dwordx4 v[35:38], v[67:68], off
	v_add_co_u32 v51, vcc_lo, 0xa000, v69
	v_add_co_ci_u32_e64 v52, null, 0, v70, vcc_lo
	v_add_co_u32 v53, vcc_lo, 0x4000, v69
	v_add_co_ci_u32_e64 v54, null, 0, v70, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xc000, v69
	v_fmac_f32_e32 v15, v31, v39
	v_fmac_f32_e32 v19, v32, v40
	v_fmac_f32_e32 v16, v33, v41
	v_fmac_f32_e32 v17, v34, v42
	v_add_co_ci_u32_e64 v60, null, 0, v70, vcc_lo
	global_load_dwordx4 v[31:34], v[20:21], off
	global_load_dwordx4 v[39:42], v[51:52], off
	v_add_co_u32 v61, vcc_lo, 0x6000, v69
	v_add_co_ci_u32_e64 v62, null, 0, v70, vcc_lo
	v_fmac_f32_e32 v24, 0x3fa66666, v19
	v_fmac_f32_e32 v22, 0x3fa66666, v15
	global_load_dwordx4 v[18:21], v[53:54], off
	v_fmac_f32_e32 v29, 0x3fa66666, v16
	v_fmac_f32_e32 v30, 0x3fa66666, v17
	global_load_dwordx4 v[51:54], v[59:60], off
	v_add_co_u32 v15, vcc_lo, 0x2000, v57
	v_add_co_ci_u32_e64 v16, null, 0, v58, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v22, v5, v9
	v_fmac_f32_e32 v24, v6, v10
	v_fmac_f32_e32 v29, v7, v11
	v_fmac_f32_e32 v30, v8, v12
	global_load_dwordx4 v[5:8], v[61:62], off
	global_load_dwordx4 v[9:12], v[55:56], off
	v_add_co_u32 v55, vcc_lo, 0xa000, v57
	v_add_co_ci_u32_e64 v56, null, 0, v58, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v22, v43, v47
	v_add_co_u32 v47, vcc_lo, 0x4000, v57
	v_fmac_f32_e32 v29, v45, v49
	v_fmac_f32_e32 v24, v44, v48
	v_add_co_ci_u32_e64 v48, null, 0, v58, vcc_lo
	v_add_co_u32 v49, vcc_lo, 0xc000, v57
	v_fmac_f32_e32 v30, v46, v50
	v_add_co_ci_u32_e64 v50, null, 0, v58, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0x6000, v57
	global_load_dwordx4 v[43:46], v[15:16], off
	v_add_co_ci_u32_e64 v60, null, 0, v58, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xe000, v57
	v_add_co_ci_u32_e64 v62, null, 0, v58, vcc_lo
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v22, v25, v35
	v_fmac_f32_e32 v24, v26, v36
	v_fmac_f32_e32 v29, v27, v37
	v_fmac_f32_e32 v30, v28, v38
	global_load_dwordx4 v[25:28], v[55:56], off
	global_load_dwordx4 v[35:38], v[47:48], off
	global_load_dwordx4 v[47:50], v[49:50], off
	global_load_dwordx4 v[55:58], v[59:60], off
	global_load_dwordx4 v[59:62], v[61:62], off
	v_fmac_f32_e32 v2, 0x3fa66666, v24
	v_fmac_f32_e32 v3, 0x3fa66666, v29
	v_fmac_f32_e32 v4, 0x3fa66666, v30
	v_fmac_f32_e32 v1, 0x3fa66666, v22
	v_add_co_u32 v13, vcc_lo, v13, s0
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v3, v33, v41
	v_fmac_f32_e32 v4, v34, v42
	v_fmac_f32_e32 v2, v32, v40
	v_fmac_f32_e32 v1, v31, v39
	v_add_co_ci_u32_e64 v14, null, s1, v14, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v4, v21, v54
	v_fmac_f32_e32 v3, v20, v53
	v_fmac_f32_e32 v2, v19, v52
	v_fmac_f32_e32 v1, v18, v51
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	v_fmac_f32_e32 v2, v6, v10
	v_fmac_f32_e32 v1, v5, v9
	v_fmac_f32_e32 v74, 0x3fa66666, v4
	v_fmac_f32_e32 v73, 0x3fa66666, v3
	v_fmac_f32_e32 v72, 0x3fa66666, v2
	v_fmac_f32_e32 v71, 0x3fa66666, v1
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v74, v46, v28
	v_fmac_f32_e32 v73, v45, v27
	v_fmac_f32_e32 v72, v44, v26
	v_fmac_f32_e32 v71, v43, v25
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v74, v38, v50
	v_fmac_f32_e32 v73, v37, v49
	v_fmac_f32_e32 v72, v36, v48
	v_fmac_f32_e32 v71, v35, v47
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v74, v58, v62
	v_fmac_f32_e32 v73, v57, v61
	v_fmac_f32_e32 v72, v56, v60
	v_fmac_f32_e32 v71, v55, v59
	v_mul_f32_e32 v7, 0x3fa66666, v74
	v_mul_f32_e32 v6, 0x3fa66666, v73
	v_mul_f32_e32 v8, 0x3fa66666, v72
	v_mul_f32_e32 v5, 0x3fa66666, v71
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v5
	v_cmp_eq_f32_e64 s0, 0x449a2000, v8
	v_cmp_eq_f32_e64 s1, 0x449a2000, v6
	v_cmp_eq_f32_e64 s2, 0x449a2000, v7
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v7, v3
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v1, v8, v1
	v_add_f32_e32 v0, v5, v0
	global_store_dwordx4 v4, v[0:3], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 75
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end4:
	.size	_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end4-_Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 75
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 8
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2864
; TotalNumSgprs: 10
; NumVgprs: 75
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 75
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s8, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_lshlrev_b32_e32 v29, 4, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[0:1], s[8:9], 5
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[8:9], s[8:9], 4
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_movk_i32 s8, 0xc8
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v3, s9, s6, v29
	v_add_co_ci_u32_e64 v4, null, s7, 0, s9
	v_add_co_u32 v1, s9, s2, v29
	v_add_co_u32 v9, vcc_lo, 0x20000, v3
	v_add_co_ci_u32_e64 v10, null, 0, v4, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0x2000, v3
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[3:4], off
	global_load_dwordx4 v[9:12], v[9:10], off
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x22000, v3
	v_add_co_ci_u32_e64 v16, null, 0, v4, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x4000, v3
	v_add_co_ci_u32_e64 v18, null, 0, v4, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x24000, v3
	v_add_co_ci_u32_e64 v20, null, 0, v4, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x6000, v3
	v_add_co_ci_u32_e64 v22, null, 0, v4, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x26000, v3
	v_add_co_ci_u32_e64 v24, null, 0, v4, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0x8000, v3
	v_add_co_ci_u32_e64 v26, null, 0, v4, vcc_lo
	v_add_co_u32 v34, vcc_lo, 0x28000, v3
	v_add_co_ci_u32_e64 v35, null, 0, v4, vcc_lo
	v_add_co_u32 v36, vcc_lo, 0xa000, v3
	v_add_co_ci_u32_e64 v37, null, 0, v4, vcc_lo
	v_add_co_u32 v38, vcc_lo, 0x2a000, v3
	v_add_co_ci_u32_e64 v39, null, 0, v4, vcc_lo
	v_add_co_u32 v40, vcc_lo, 0xc000, v3
	v_add_co_ci_u32_e64 v41, null, 0, v4, vcc_lo
	v_add_co_u32 v42, vcc_lo, 0x2c000, v3
	v_add_co_ci_u32_e64 v43, null, 0, v4, vcc_lo
	v_add_co_u32 v44, vcc_lo, 0xe000, v3
	v_add_co_ci_u32_e64 v45, null, 0, v4, vcc_lo
	v_add_co_u32 v46, vcc_lo, 0x2e000, v3
	v_add_co_ci_u32_e64 v47, null, 0, v4, vcc_lo
	v_add_co_u32 v48, vcc_lo, 0x10000, v3
	v_add_co_ci_u32_e64 v49, null, 0, v4, vcc_lo
	v_add_co_u32 v50, vcc_lo, 0x30000, v3
	v_add_co_ci_u32_e64 v51, null, 0, v4, vcc_lo
	v_add_co_u32 v52, vcc_lo, 0x12000, v3
	v_add_co_ci_u32_e64 v53, null, 0, v4, vcc_lo
	v_add_co_u32 v54, vcc_lo, 0x32000, v3
	v_add_co_ci_u32_e64 v55, null, 0, v4, vcc_lo
	v_add_co_u32 v56, vcc_lo, 0x14000, v3
	v_add_co_ci_u32_e64 v57, null, 0, v4, vcc_lo
	v_add_co_u32 v58, vcc_lo, 0x34000, v3
	v_add_co_ci_u32_e64 v59, null, 0, v4, vcc_lo
	v_add_co_u32 v60, vcc_lo, 0x16000, v3
	v_add_co_ci_u32_e64 v61, null, 0, v4, vcc_lo
	v_add_co_u32 v62, vcc_lo, 0x36000, v3
	v_add_co_ci_u32_e64 v63, null, 0, v4, vcc_lo
	v_add_co_u32 v64, vcc_lo, 0x18000, v3
	v_add_co_ci_u32_e64 v65, null, 0, v4, vcc_lo
	v_add_co_u32 v66, vcc_lo, 0x38000, v3
	v_add_co_ci_u32_e64 v67, null, 0, v4, vcc_lo
	v_add_co_u32 v68, vcc_lo, 0x1a000, v3
	v_add_co_ci_u32_e64 v69, null, 0, v4, vcc_lo
	v_add_co_u32 v70, vcc_lo, 0x3a000, v3
	v_add_co_ci_u32_e64 v71, null, 0, v4, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0x1c000, v3
	v_add_co_ci_u32_e64 v28, null, 0, v4, vcc_lo
	v_add_co_u32 v72, vcc_lo, 0x3c000, v3
	v_add_co_ci_u32_e64 v73, null, 0, v4, vcc_lo
	v_add_co_ci_u32_e64 v2, null, s3, 0, s9
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_add_u32 s6, s6, s0
	s_addc_u32 s7, s7, s1
	s_add_i32 s8, s8, -2
	s_cmp_eq_u32 s8, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v8, v12
	v_fmac_f32_e32 v33, v7, v11
	v_fmac_f32_e32 v31, v6, v10
	v_fmac_f32_e32 v30, v5, v9
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[13:14], off
	global_load_dwordx4 v[9:12], v[15:16], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v5, v9
	v_fmac_f32_e32 v31, v6, v10
	v_fmac_f32_e32 v33, v7, v11
	v_fmac_f32_e32 v32, v8, v12
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[17:18], off
	global_load_dwordx4 v[9:12], v[19:20], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v8, v12
	v_fmac_f32_e32 v33, v7, v11
	v_fmac_f32_e32 v31, v6, v10
	v_fmac_f32_e32 v30, v5, v9
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[21:22], off
	global_load_dwordx4 v[9:12], v[23:24], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v33, v7, v11
	v_add_co_u32 v11, vcc_lo, 0x1e000, v3
	v_fmac_f32_e32 v32, v8, v12
	v_add_co_ci_u32_e64 v12, null, 0, v4, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0x3e000, v3
	v_fmac_f32_e32 v30, v5, v9
	v_fmac_f32_e32 v31, v6, v10
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[25:26], off
	global_load_dwordx4 v[7:10], v[34:35], off
	v_add_co_u32 v23, vcc_lo, 0x20000, v1
	v_add_co_ci_u32_e64 v24, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v6, v10
	v_fmac_f32_e32 v33, v5, v9
	v_fmac_f32_e32 v31, v4, v8
	v_fmac_f32_e32 v30, v3, v7
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[36:37], off
	global_load_dwordx4 v[15:18], v[38:39], off
	v_add_co_u32 v9, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v10, null, 0, v2, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x22000, v1
	v_add_co_ci_u32_e64 v22, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v3, v15
	v_fmac_f32_e32 v31, v4, v16
	v_fmac_f32_e32 v33, v5, v17
	v_fmac_f32_e32 v32, v6, v18
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[40:41], off
	global_load_dwordx4 v[15:18], v[42:43], off
	v_add_co_u32 v3, vcc_lo, 0x4000, v1
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v8, v18
	v_fmac_f32_e32 v33, v7, v17
	s_clause 0x1
	global_load_dwordx4 v[17:20], v[44:45], off
	global_load_dwordx4 v[34:37], v[46:47], off
	v_fmac_f32_e32 v31, v6, v16
	v_fmac_f32_e32 v30, v5, v15
	v_add_co_u32 v15, vcc_lo, 0x24000, v1
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, 0x6000, v1
	v_add_co_ci_u32_e64 v6, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v17, v34
	v_fmac_f32_e32 v31, v18, v35
	v_fmac_f32_e32 v33, v19, v36
	v_fmac_f32_e32 v32, v20, v37
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[48:49], off
	global_load_dwordx4 v[38:41], v[50:51], off
	v_add_co_u32 v17, vcc_lo, 0x26000, v1
	v_add_co_ci_u32_e64 v18, null, 0, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, 0x8000, v1
	v_add_co_ci_u32_e64 v8, null, 0, v2, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x28000, v1
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0xa000, v1
	v_add_co_ci_u32_e64 v26, null, 0, v2, vcc_lo
	v_add_co_u32 v42, vcc_lo, 0x2a000, v1
	v_add_co_ci_u32_e64 v43, null, 0, v2, vcc_lo
	v_add_co_u32 v44, vcc_lo, 0xc000, v1
	v_add_co_ci_u32_e64 v45, null, 0, v2, vcc_lo
	v_add_co_u32 v46, vcc_lo, 0x2c000, v1
	v_add_co_ci_u32_e64 v47, null, 0, v2, vcc_lo
	v_add_co_u32 v48, vcc_lo, 0xe000, v1
	v_add_co_ci_u32_e64 v49, null, 0, v2, vcc_lo
	v_add_co_u32 v50, vcc_lo, 0x2e000, v1
	v_add_co_ci_u32_e64 v51, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v37, v41
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v30, v34, v38
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[52:53], off
	global_load_dwordx4 v[38:41], v[54:55], off
	v_add_co_u32 v52, vcc_lo, 0x10000, v1
	v_add_co_ci_u32_e64 v53, null, 0, v2, vcc_lo
	v_add_co_u32 v54, vcc_lo, 0x30000, v1
	v_add_co_ci_u32_e64 v55, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v34, v38
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v32, v37, v41
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[56:57], off
	global_load_dwordx4 v[38:41], v[58:59], off
	v_add_co_u32 v56, vcc_lo, 0x12000, v1
	v_add_co_ci_u32_e64 v57, null, 0, v2, vcc_lo
	v_add_co_u32 v58, vcc_lo, 0x32000, v1
	v_add_co_ci_u32_e64 v59, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v37, v41
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v30, v34, v38
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[60:61], off
	global_load_dwordx4 v[38:41], v[62:63], off
	v_add_co_u32 v60, vcc_lo, 0x14000, v1
	v_add_co_ci_u32_e64 v61, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v34, v38
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v32, v37, v41
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[64:65], off
	global_load_dwordx4 v[38:41], v[66:67], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v37, v41
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v30, v34, v38
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[68:69], off
	global_load_dwordx4 v[38:41], v[70:71], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v34, v38
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v32, v37, v41
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[27:28], off
	global_load_dwordx4 v[38:41], v[72:73], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v32, v37, v41
	v_fmac_f32_e32 v33, v36, v40
	v_fmac_f32_e32 v31, v35, v39
	v_fmac_f32_e32 v30, v34, v38
	s_clause 0x1
	global_load_dwordx4 v[34:37], v[11:12], off
	global_load_dwordx4 v[11:14], v[13:14], off
	v_add_co_u32 v38, vcc_lo, 0x34000, v1
	v_add_co_ci_u32_e64 v39, null, 0, v2, vcc_lo
	v_add_co_u32 v40, vcc_lo, 0x16000, v1
	v_add_co_ci_u32_e64 v41, null, 0, v2, vcc_lo
	v_add_co_u32 v62, vcc_lo, 0x36000, v1
	v_add_co_ci_u32_e64 v63, null, 0, v2, vcc_lo
	v_add_co_u32 v64, vcc_lo, 0x18000, v1
	v_add_co_ci_u32_e64 v65, null, 0, v2, vcc_lo
	v_add_co_u32 v66, vcc_lo, 0x38000, v1
	v_add_co_ci_u32_e64 v67, null, 0, v2, vcc_lo
	v_add_co_u32 v68, vcc_lo, 0x1a000, v1
	v_add_co_ci_u32_e64 v69, null, 0, v2, vcc_lo
	v_add_co_u32 v70, vcc_lo, 0x3a000, v1
	v_add_co_ci_u32_e64 v71, null, 0, v2, vcc_lo
	v_add_co_u32 v72, vcc_lo, 0x1c000, v1
	v_add_co_ci_u32_e64 v73, null, 0, v2, vcc_lo
	v_add_co_u32 v74, vcc_lo, 0x3c000, v1
	v_add_co_ci_u32_e64 v75, null, 0, v2, vcc_lo
	v_add_co_u32 v76, vcc_lo, 0x1e000, v1
	v_add_co_ci_u32_e64 v77, null, 0, v2, vcc_lo
	v_add_co_u32 v78, vcc_lo, 0x3e000, v1
	v_add_co_ci_u32_e64 v79, null, 0, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v30, v34, v11
	v_fmac_f32_e32 v31, v35, v12
	v_fmac_f32_e32 v33, v36, v13
	v_fmac_f32_e32 v32, v37, v14
	s_clause 0x2
	global_load_dwordx4 v[11:14], v[1:2], off
	global_load_dwordx4 v[34:37], v[23:24], off
	global_load_dwordx4 v[21:24], v[21:22], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v80, v11, v34
	v_mul_f32_e32 v81, v12, v35
	global_load_dwordx4 v[9:12], v[9:10], off
	v_mul_f32_e32 v82, v13, v36
	v_mul_f32_e32 v83, v14, v37
	v_fmac_f32_e32 v80, 0x3fa66666, v30
	v_fmac_f32_e32 v81, 0x3fa66666, v31
	v_fmac_f32_e32 v82, 0x3fa66666, v33
	v_fmac_f32_e32 v83, 0x3fa66666, v32
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v80, v9, v21
	v_fmac_f32_e32 v81, v10, v22
	v_fmac_f32_e32 v82, v11, v23
	v_fmac_f32_e32 v83, v12, v24
	s_clause 0x1
	global_load_dwordx4 v[9:12], v[3:4], off
	global_load_dwordx4 v[13:16], v[15:16], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v83, v12, v16
	v_fmac_f32_e32 v82, v11, v15
	v_fmac_f32_e32 v81, v10, v14
	v_fmac_f32_e32 v80, v9, v13
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[5:6], off
	global_load_dwordx4 v[9:12], v[17:18], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v80, v3, v9
	v_fmac_f32_e32 v81, v4, v10
	v_fmac_f32_e32 v82, v5, v11
	v_fmac_f32_e32 v83, v6, v12
	s_clause 0x2
	global_load_dwordx4 v[1:4], v[7:8], off
	global_load_dwordx4 v[5:8], v[19:20], off
	global_load_dwordx4 v[9:12], v[25:26], off
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v83, v4, v8
	v_fmac_f32_e32 v82, v3, v7
	v_fmac_f32_e32 v81, v2, v6
	v_fmac_f32_e32 v80, v1, v5
	s_clause 0x3
	global_load_dwordx4 v[1:4], v[42:43], off
	global_load_dwordx4 v[5:8], v[44:45], off
	global_load_dwordx4 v[13:16], v[46:47], off
	global_load_dwordx4 v[17:20], v[48:49], off
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v80, v9, v1
	v_fmac_f32_e32 v81, v10, v2
	v_fmac_f32_e32 v82, v11, v3
	v_fmac_f32_e32 v83, v12, v4
	s_clause 0x3
	global_load_dwordx4 v[1:4], v[50:51], off
	global_load_dwordx4 v[9:12], v[52:53], off
	global_load_dwordx4 v[21:24], v[54:55], off
	global_load_dwordx4 v[25:28], v[56:57], off
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v80, v5, v13
	v_fmac_f32_e32 v81, v6, v14
	v_fmac_f32_e32 v82, v7, v15
	v_fmac_f32_e32 v83, v8, v16
	s_clause 0x3
	global_load_dwordx4 v[5:8], v[58:59], off
	global_load_dwordx4 v[13:16], v[60:61], off
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx4 v[34:37], v[40:41], off
	s_waitcnt vmcnt(7)
	v_fmac_f32_e32 v80, v17, v1
	v_fmac_f32_e32 v81, v18, v2
	v_fmac_f32_e32 v82, v19, v3
	v_fmac_f32_e32 v83, v20, v4
	s_clause 0x3
	global_load_dwordx4 v[1:4], v[62:63], off
	global_load_dwordx4 v[17:20], v[64:65], off
	global_load_dwordx4 v[38:41], v[66:67], off
	global_load_dwordx4 v[42:45], v[68:69], off
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v80, v9, v21
	v_fmac_f32_e32 v81, v10, v22
	v_fmac_f32_e32 v82, v11, v23
	v_fmac_f32_e32 v83, v12, v24
	s_clause 0x3
	global_load_dwordx4 v[9:12], v[70:71], off
	global_load_dwordx4 v[21:24], v[72:73], off
	global_load_dwordx4 v[46:49], v[74:75], off
	global_load_dwordx4 v[50:53], v[76:77], off
	s_waitcnt vmcnt(11)
	v_fmac_f32_e32 v80, v25, v5
	v_fmac_f32_e32 v81, v26, v6
	v_fmac_f32_e32 v82, v27, v7
	v_fmac_f32_e32 v83, v28, v8
	global_load_dwordx4 v[5:8], v[78:79], off
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v80, v13, v30
	v_fmac_f32_e32 v81, v14, v31
	v_fmac_f32_e32 v82, v15, v32
	v_fmac_f32_e32 v83, v16, v33
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v83, v37, v4
	v_fmac_f32_e32 v82, v36, v3
	v_fmac_f32_e32 v81, v35, v2
	v_fmac_f32_e32 v80, v34, v1
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v83, v20, v41
	v_fmac_f32_e32 v82, v19, v40
	v_fmac_f32_e32 v81, v18, v39
	v_fmac_f32_e32 v80, v17, v38
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v83, v45, v12
	v_fmac_f32_e32 v82, v44, v11
	v_fmac_f32_e32 v81, v43, v10
	v_fmac_f32_e32 v80, v42, v9
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v83, v24, v49
	v_fmac_f32_e32 v82, v23, v48
	v_fmac_f32_e32 v81, v22, v47
	v_fmac_f32_e32 v80, v21, v46
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v83, v53, v8
	v_fmac_f32_e32 v82, v52, v7
	v_fmac_f32_e32 v81, v51, v6
	v_fmac_f32_e32 v80, v50, v5
	v_mul_f32_e32 v32, 0x3fa66666, v83
	v_mul_f32_e32 v33, 0x3fa66666, v82
	v_mul_f32_e32 v31, 0x3fa66666, v81
	v_mul_f32_e32 v30, 0x3fa66666, v80
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v30
	v_cmp_eq_f32_e64 s0, 0x449a2000, v31
	v_cmp_eq_f32_e64 s1, 0x449a2000, v33
	v_cmp_eq_f32_e64 s2, 0x449a2000, v32
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v32, v3
	v_add_f32_e32 v2, v33, v2
	v_add_f32_e32 v1, v31, v1
	v_add_f32_e32 v0, v30, v0
	global_store_dwordx4 v4, v[0:3], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 10
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
	.section	.text._Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end5:
	.size	_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end5-_Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 84
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 10
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2800
; TotalNumSgprs: 12
; NumVgprs: 84
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 84
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 4
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	v_add_co_u32 v1, s2, s2, v1
	v_add_co_ci_u32_e64 v2, null, s3, 0, s2
	s_movk_i32 s2, 0xc8
	v_add_co_u32 v1, vcc_lo, 0x7e000, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v5, vcc_lo, 0xfff82000, v1
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0xfffc2000, v1
	v_add_co_ci_u32_e64 v10, null, -1, v2, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[5:6], off
	global_load_dwordx4 v[9:12], v[9:10], off
	v_add_co_u32 v13, vcc_lo, 0xfff84000, v1
	v_add_co_ci_u32_e64 v14, null, -1, v2, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0xfffc4000, v1
	v_add_co_ci_u32_e64 v16, null, -1, v2, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0xfff86000, v1
	v_add_co_ci_u32_e64 v18, null, -1, v2, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0xfffc6000, v1
	v_add_co_ci_u32_e64 v28, null, -1, v2, vcc_lo
	v_add_co_u32 v29, vcc_lo, 0xfff88000, v1
	v_add_co_ci_u32_e64 v30, null, -1, v2, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0xfffc8000, v1
	v_add_co_ci_u32_e64 v32, null, -1, v2, vcc_lo
	v_add_co_u32 v33, vcc_lo, 0xfff8a000, v1
	v_add_co_ci_u32_e64 v34, null, -1, v2, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0xfffca000, v1
	v_add_co_ci_u32_e64 v36, null, -1, v2, vcc_lo
	v_add_co_u32 v57, vcc_lo, 0xfff8c000, v1
	v_add_co_ci_u32_e64 v58, null, -1, v2, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xfffcc000, v1
	v_add_co_ci_u32_e64 v60, null, -1, v2, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xfff8e000, v1
	v_add_co_ci_u32_e64 v62, null, -1, v2, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfffce000, v1
	v_add_co_ci_u32_e64 v64, null, -1, v2, vcc_lo
	v_add_co_u32 v37, vcc_lo, 0xfff90000, v1
	v_add_co_ci_u32_e64 v38, null, -1, v2, vcc_lo
	v_add_co_u32 v45, vcc_lo, 0xfffd0000, v1
	v_add_co_ci_u32_e64 v46, null, -1, v2, vcc_lo
	v_add_co_u32 v49, vcc_lo, 0xfff92000, v1
	v_add_co_ci_u32_e64 v50, null, -1, v2, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0xfffd2000, v1
	v_add_co_ci_u32_e64 v52, null, -1, v2, vcc_lo
	v_add_co_u32 v43, vcc_lo, 0xfff94000, v1
	v_add_co_ci_u32_e64 v44, null, -1, v2, vcc_lo
	v_add_co_u32 v47, vcc_lo, 0xfffd4000, v1
	v_add_co_ci_u32_e64 v48, null, -1, v2, vcc_lo
	v_add_co_u32 v39, vcc_lo, 0xfff96000, v1
	v_add_co_ci_u32_e64 v40, null, -1, v2, vcc_lo
	v_add_co_u32 v41, vcc_lo, 0xfffd6000, v1
	v_add_co_ci_u32_e64 v42, null, -1, v2, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0xfff98000, v1
	v_add_co_ci_u32_e64 v20, null, -1, v2, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0xfffd8000, v1
	v_add_co_ci_u32_e64 v22, null, -1, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xfff9a000, v1
	v_add_co_ci_u32_e64 v4, null, -1, v2, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0xfffda000, v1
	v_add_co_ci_u32_e64 v24, null, -1, v2, vcc_lo
	s_add_i32 s2, s2, -1
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v8, v12
	v_fmac_f32_e32 v55, v7, v11
	v_fmac_f32_e32 v54, v6, v10
	v_fmac_f32_e32 v53, v5, v9
	s_clause 0x1
	global_load_dwordx4 v[7:10], v[13:14], off
	global_load_dwordx4 v[11:14], v[15:16], off
	v_add_co_u32 v5, vcc_lo, 0xfff9c000, v1
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0xfffdc000, v1
	v_add_co_ci_u32_e64 v26, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v7, v11
	v_fmac_f32_e32 v54, v8, v12
	v_fmac_f32_e32 v55, v9, v13
	v_fmac_f32_e32 v56, v10, v14
	s_clause 0x1
	global_load_dwordx4 v[9:12], v[17:18], off
	global_load_dwordx4 v[13:16], v[27:28], off
	v_add_co_u32 v7, vcc_lo, 0xfff9e000, v1
	v_add_co_ci_u32_e64 v8, null, -1, v2, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0xfffde000, v1
	v_add_co_ci_u32_e64 v28, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v12, v16
	v_fmac_f32_e32 v55, v11, v15
	v_fmac_f32_e32 v54, v10, v14
	v_fmac_f32_e32 v53, v9, v13
	s_clause 0x1
	global_load_dwordx4 v[11:14], v[29:30], off
	global_load_dwordx4 v[15:18], v[31:32], off
	v_add_co_u32 v9, vcc_lo, 0xfffa0000, v1
	v_add_co_ci_u32_e64 v10, null, -1, v2, vcc_lo
	v_add_co_u32 v29, vcc_lo, 0xfffe0000, v1
	v_add_co_ci_u32_e64 v30, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v11, v15
	v_fmac_f32_e32 v54, v12, v16
	v_fmac_f32_e32 v55, v13, v17
	v_fmac_f32_e32 v56, v14, v18
	s_clause 0x1
	global_load_dwordx4 v[13:16], v[33:34], off
	global_load_dwordx4 v[31:34], v[35:36], off
	v_add_co_u32 v11, vcc_lo, 0xfffa2000, v1
	v_add_co_ci_u32_e64 v12, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v16, v34
	v_fmac_f32_e32 v55, v15, v33
	s_clause 0x3
	global_load_dwordx4 v[15:18], v[57:58], off
	global_load_dwordx4 v[33:36], v[59:60], off
	global_load_dwordx4 v[57:60], v[61:62], off
	global_load_dwordx4 v[61:64], v[63:64], off
	v_fmac_f32_e32 v54, v14, v32
	v_fmac_f32_e32 v53, v13, v31
	v_add_co_u32 v31, vcc_lo, 0xfffe2000, v1
	v_add_co_ci_u32_e64 v32, null, -1, v2, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0xfffa4000, v1
	v_add_co_ci_u32_e64 v14, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v53, v15, v33
	v_fmac_f32_e32 v54, v16, v34
	v_fmac_f32_e32 v55, v17, v35
	v_fmac_f32_e32 v56, v18, v36
	v_add_co_u32 v33, vcc_lo, 0xfffe4000, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v54, v58, v62
	v_fmac_f32_e32 v55, v59, v63
	v_fmac_f32_e32 v56, v60, v64
	v_fmac_f32_e32 v53, v57, v61
	s_clause 0x1
	global_load_dwordx4 v[57:60], v[37:38], off
	global_load_dwordx4 v[61:64], v[45:46], off
	v_add_co_ci_u32_e64 v34, null, -1, v2, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0xfffa6000, v1
	v_add_co_ci_u32_e64 v16, null, -1, v2, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0xfffe6000, v1
	v_add_co_ci_u32_e64 v36, null, -1, v2, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0xfffa8000, v1
	v_add_co_ci_u32_e64 v18, null, -1, v2, vcc_lo
	v_add_co_u32 v37, vcc_lo, 0xfffe8000, v1
	v_add_co_ci_u32_e64 v38, null, -1, v2, vcc_lo
	v_add_co_u32 v45, vcc_lo, 0xfffaa000, v1
	v_add_co_ci_u32_e64 v46, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v57, v61
	v_fmac_f32_e32 v54, v58, v62
	v_fmac_f32_e32 v55, v59, v63
	v_fmac_f32_e32 v56, v60, v64
	s_clause 0x1
	global_load_dwordx4 v[57:60], v[49:50], off
	global_load_dwordx4 v[49:52], v[51:52], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v60, v52
	v_fmac_f32_e32 v55, v59, v51
	v_fmac_f32_e32 v54, v58, v50
	v_fmac_f32_e32 v53, v57, v49
	s_clause 0x1
	global_load_dwordx4 v[57:60], v[43:44], off
	global_load_dwordx4 v[61:64], v[47:48], off
	v_add_co_u32 v49, vcc_lo, 0xfffea000, v1
	v_add_co_ci_u32_e64 v50, null, -1, v2, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0xfffac000, v1
	v_add_co_ci_u32_e64 v52, null, -1, v2, vcc_lo
	v_add_co_u32 v43, vcc_lo, 0xfffec000, v1
	v_add_co_ci_u32_e64 v44, null, -1, v2, vcc_lo
	v_add_co_u32 v47, vcc_lo, 0xfffae000, v1
	v_add_co_ci_u32_e64 v48, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v57, v61
	v_fmac_f32_e32 v54, v58, v62
	v_fmac_f32_e32 v55, v59, v63
	v_fmac_f32_e32 v56, v60, v64
	s_clause 0x1
	global_load_dwordx4 v[57:60], v[39:40], off
	global_load_dwordx4 v[39:42], v[41:42], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v60, v42
	v_fmac_f32_e32 v55, v59, v41
	v_fmac_f32_e32 v54, v58, v40
	v_fmac_f32_e32 v53, v57, v39
	s_clause 0x1
	global_load_dwordx4 v[39:42], v[19:20], off
	global_load_dwordx4 v[19:22], v[21:22], off
	v_add_co_u32 v57, vcc_lo, 0xfffee000, v1
	v_add_co_ci_u32_e64 v58, null, -1, v2, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xfffb0000, v1
	v_add_co_ci_u32_e64 v60, null, -1, v2, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xffff0000, v1
	v_add_co_ci_u32_e64 v62, null, -1, v2, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfffb2000, v1
	v_add_co_ci_u32_e64 v64, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v39, v19
	v_fmac_f32_e32 v54, v40, v20
	v_fmac_f32_e32 v55, v41, v21
	v_fmac_f32_e32 v56, v42, v22
	s_clause 0x1
	global_load_dwordx4 v[19:22], v[3:4], off
	global_load_dwordx4 v[39:42], v[23:24], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v22, v42
	v_fmac_f32_e32 v55, v21, v41
	v_fmac_f32_e32 v54, v20, v40
	v_fmac_f32_e32 v53, v19, v39
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[5:6], off
	global_load_dwordx4 v[19:22], v[25:26], off
	v_add_co_u32 v39, vcc_lo, 0xffff2000, v1
	v_add_co_ci_u32_e64 v40, null, -1, v2, vcc_lo
	v_add_co_u32 v41, vcc_lo, 0xfffb4000, v1
	v_add_co_ci_u32_e64 v42, null, -1, v2, vcc_lo
	v_add_co_u32 v65, vcc_lo, 0xffff4000, v1
	v_add_co_ci_u32_e64 v66, null, -1, v2, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0xfffb6000, v1
	v_add_co_ci_u32_e64 v68, null, -1, v2, vcc_lo
	v_add_co_u32 v69, vcc_lo, 0xffff6000, v1
	v_add_co_ci_u32_e64 v70, null, -1, v2, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0xfffb8000, v1
	v_add_co_ci_u32_e64 v72, null, -1, v2, vcc_lo
	v_add_co_u32 v73, vcc_lo, 0xffff8000, v1
	v_add_co_ci_u32_e64 v74, null, -1, v2, vcc_lo
	v_add_co_u32 v75, vcc_lo, 0xfffba000, v1
	v_add_co_ci_u32_e64 v76, null, -1, v2, vcc_lo
	v_add_co_u32 v77, vcc_lo, 0xffffa000, v1
	v_add_co_ci_u32_e64 v78, null, -1, v2, vcc_lo
	v_add_co_u32 v79, vcc_lo, 0xfffbc000, v1
	v_add_co_ci_u32_e64 v80, null, -1, v2, vcc_lo
	v_add_co_u32 v81, vcc_lo, 0xffffc000, v1
	v_add_co_ci_u32_e64 v82, null, -1, v2, vcc_lo
	v_add_co_u32 v83, vcc_lo, 0xfffbe000, v1
	v_add_co_ci_u32_e64 v84, null, -1, v2, vcc_lo
	v_add_co_u32 v85, vcc_lo, 0xffffe000, v1
	v_add_co_ci_u32_e64 v86, null, -1, v2, vcc_lo
	v_add_co_u32 v87, vcc_lo, 0xfffc0000, v1
	v_add_co_ci_u32_e64 v88, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v3, v19
	v_fmac_f32_e32 v54, v4, v20
	v_fmac_f32_e32 v55, v5, v21
	v_fmac_f32_e32 v56, v6, v22
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[7:8], off
	global_load_dwordx4 v[19:22], v[27:28], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v6, v22
	v_fmac_f32_e32 v55, v5, v21
	v_fmac_f32_e32 v54, v4, v20
	v_fmac_f32_e32 v53, v3, v19
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[9:10], off
	global_load_dwordx4 v[7:10], v[29:30], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v3, v7
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v56, v6, v10
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[11:12], off
	global_load_dwordx4 v[7:10], v[31:32], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v6, v10
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v53, v3, v7
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[13:14], off
	global_load_dwordx4 v[7:10], v[33:34], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v3, v7
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v56, v6, v10
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[15:16], off
	global_load_dwordx4 v[7:10], v[35:36], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v56, v6, v10
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v53, v3, v7
	s_clause 0x1
	global_load_dwordx4 v[3:6], v[17:18], off
	global_load_dwordx4 v[7:10], v[37:38], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v3, v7
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v56, v6, v10
	s_clause 0x3
	global_load_dwordx4 v[3:6], v[45:46], off
	global_load_dwordx4 v[7:10], v[49:50], off
	global_load_dwordx4 v[11:14], v[51:52], off
	global_load_dwordx4 v[15:18], v[43:44], off
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v56, v6, v10
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v53, v3, v7
	s_clause 0x3
	global_load_dwordx4 v[3:6], v[47:48], off
	global_load_dwordx4 v[7:10], v[57:58], off
	global_load_dwordx4 v[19:22], v[59:60], off
	global_load_dwordx4 v[23:26], v[61:62], off
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v56, v14, v18
	v_fmac_f32_e32 v55, v13, v17
	v_fmac_f32_e32 v54, v12, v16
	v_fmac_f32_e32 v53, v11, v15
	s_clause 0x3
	global_load_dwordx4 v[11:14], v[63:64], off
	global_load_dwordx4 v[15:18], v[39:40], off
	global_load_dwordx4 v[27:30], v[41:42], off
	global_load_dwordx4 v[31:34], v[65:66], off
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v56, v6, v10
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v54, v4, v8
	v_fmac_f32_e32 v53, v3, v7
	s_clause 0x3
	global_load_dwordx4 v[3:6], v[67:68], off
	global_load_dwordx4 v[7:10], v[69:70], off
	global_load_dwordx4 v[35:38], v[71:72], off
	global_load_dwordx4 v[39:42], v[73:74], off
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v56, v22, v26
	v_fmac_f32_e32 v55, v21, v25
	v_fmac_f32_e32 v54, v20, v24
	v_fmac_f32_e32 v53, v19, v23
	s_clause 0x3
	global_load_dwordx4 v[19:22], v[75:76], off
	global_load_dwordx4 v[23:26], v[77:78], off
	global_load_dwordx4 v[43:46], v[79:80], off
	global_load_dwordx4 v[47:50], v[81:82], off
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v56, v14, v18
	v_fmac_f32_e32 v55, v13, v17
	v_fmac_f32_e32 v54, v12, v16
	v_fmac_f32_e32 v53, v11, v15
	s_clause 0x2
	global_load_dwordx4 v[11:14], v[83:84], off
	global_load_dwordx4 v[15:18], v[85:86], off
	global_load_dwordx4 v[57:60], v[87:88], off
	s_waitcnt vmcnt(11)
	v_fmac_f32_e32 v56, v30, v34
	v_fmac_f32_e32 v55, v29, v33
	v_fmac_f32_e32 v54, v28, v32
	v_fmac_f32_e32 v53, v27, v31
	global_load_dwordx4 v[27:30], v[1:2], off
	v_add_co_u32 v1, vcc_lo, v1, s0
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v53, v3, v7
	v_fmac_f32_e32 v56, v6, v10
	v_fmac_f32_e32 v55, v5, v9
	v_fmac_f32_e32 v54, v4, v8
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v53, v35, v39
	v_fmac_f32_e32 v56, v38, v42
	v_fmac_f32_e32 v55, v37, v41
	v_fmac_f32_e32 v54, v36, v40
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v53, v19, v23
	v_fmac_f32_e32 v56, v22, v26
	v_fmac_f32_e32 v55, v21, v25
	v_fmac_f32_e32 v54, v20, v24
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v53, v43, v47
	v_fmac_f32_e32 v56, v46, v50
	v_fmac_f32_e32 v55, v45, v49
	v_fmac_f32_e32 v54, v44, v48
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v53, v11, v15
	v_fmac_f32_e32 v56, v14, v18
	v_fmac_f32_e32 v55, v13, v17
	v_fmac_f32_e32 v54, v12, v16
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v53, v57, v27
	v_fmac_f32_e32 v56, v60, v30
	v_fmac_f32_e32 v55, v59, v29
	v_fmac_f32_e32 v54, v58, v28
	v_mul_f32_e32 v53, 0x3fa66666, v53
	v_mul_f32_e32 v56, 0x3fa66666, v56
	v_mul_f32_e32 v55, 0x3fa66666, v55
	v_mul_f32_e32 v54, 0x3fa66666, v54
	s_cbranch_scc0 .LBB6_1
; %bb.2:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v53
	v_cmp_eq_f32_e64 s0, 0x449a2000, v54
	v_cmp_eq_f32_e64 s1, 0x449a2000, v55
	v_cmp_eq_f32_e64 s2, 0x449a2000, v56
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_dwordx4 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v56, v3
	v_add_f32_e32 v2, v55, v2
	v_add_f32_e32 v1, v54, v1
	v_add_f32_e32 v0, v53, v0
	global_store_dwordx4 v4, v[0:3], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end6:
	.size	_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i, .Lfunc_end6-_Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 89
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 8
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2780
; TotalNumSgprs: 10
; NumVgprs: 89
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 89
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,comdat
	.protected	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i ; -- Begin function _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
	.globl	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
	.p2align	8
	.type	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,@function
_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i: ; @_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
; %bb.0:
	s_clause 0x1
	s_load_dword s0, s[4:5], 0x10
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v3, 4, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 4
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	v_add_co_u32 v4, s2, s2, v3
	v_add_co_ci_u32_e64 v5, null, s3, 0, s2
	v_mov_b32_e32 v3, v1
	v_add_co_u32 v13, vcc_lo, 0x106000, v4
	v_add_co_ci_u32_e64 v14, null, 0, v5, vcc_lo
	v_mov_b32_e32 v4, v1
	s_mov_b32 s2, 0
	s_branch .LBB7_2
.LBB7_1:                                ;   in Loop: Header=BB7_2 Depth=1
	v_add_co_u32 v13, vcc_lo, v13, s0
	v_mul_f32_e32 v4, 0x3fa66666, v19
	v_mul_f32_e32 v3, 0x3fa66666, v18
	v_mul_f32_e32 v2, 0x3fa66666, v17
	v_mul_f32_e32 v1, 0x3fa66666, v20
	v_add_co_ci_u32_e64 v14, null, s1, v14, vcc_lo
	s_add_i32 s2, s2, 1
	s_cmp_eq_u32 s2, 50
	s_cbranch_scc1 .LBB7_6
.LBB7_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_4 Depth 2
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v15, v13
	s_movk_i32 s3, 0x400
	s_branch .LBB7_4
.LBB7_3:                                ;   in Loop: Header=BB7_4 Depth=2
	s_andn2_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB7_1
.LBB7_4:                                ;   Parent Loop BB7_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_co_u32 v9, vcc_lo, 0xffefa000, v15
	v_add_co_ci_u32_e64 v10, null, -1, v16, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0xffefc000, v15
	v_add_co_ci_u32_e64 v18, null, -1, v16, vcc_lo
	v_add_co_u32 v24, vcc_lo, 0x2000, v15
	v_add_co_ci_u32_e64 v25, null, 0, v16, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[5:8], v[15:16], off
	global_load_dwordx4 v[9:12], v[9:10], off
	global_load_dwordx4 v[20:23], v[17:18], off
	global_load_dwordx4 v[24:27], v[24:25], off
	v_add_co_u32 v17, vcc_lo, 0xffefe000, v15
	v_add_co_ci_u32_e64 v18, null, -1, v16, vcc_lo
	v_add_co_u32 v32, vcc_lo, 0x4000, v15
	v_add_co_ci_u32_e64 v33, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[28:31], v[17:18], off
	global_load_dwordx4 v[32:35], v[32:33], off
	s_cmp_gt_u32 s3, 0x103ff
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v1, v9, v5
	v_fma_f32 v19, v12, v8, v4
	v_fma_f32 v18, v11, v7, v3
	v_fma_f32 v17, v10, v6, v2
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v1, v20, v24
	v_fmac_f32_e32 v19, v23, v27
	v_fmac_f32_e32 v18, v22, v26
	v_fmac_f32_e32 v17, v21, v25
	v_mov_b32_e32 v20, v1
                                        ; implicit-def: $vgpr1_vgpr2_vgpr3_vgpr4
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, v31, v35
	v_fmac_f32_e32 v18, v30, v34
	v_fmac_f32_e32 v17, v29, v33
	v_fmac_f32_e32 v20, v28, v32
	s_cbranch_scc1 .LBB7_3
; %bb.5:                                ;   in Loop: Header=BB7_4 Depth=2
	v_add_co_u32 v1, vcc_lo, 0xfff00000, v15
	v_add_co_ci_u32_e64 v2, null, -1, v16, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x6000, v15
	v_add_co_ci_u32_e64 v4, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[1:2], off
	global_load_dwordx4 v[9:12], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff02000, v15
	v_add_co_ci_u32_e64 v2, null, -1, v16, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x8000, v15
	v_add_co_ci_u32_e64 v4, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[21:24], v[1:2], off
	global_load_dwordx4 v[25:28], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff04000, v15
	v_add_co_ci_u32_e64 v2, null, -1, v16, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xa000, v15
	v_add_co_ci_u32_e64 v4, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[29:32], v[1:2], off
	global_load_dwordx4 v[33:36], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff06000, v15
	v_add_co_ci_u32_e64 v2, null, -1, v16, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xc000, v15
	v_add_co_ci_u32_e64 v4, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[37:40], v[1:2], off
	global_load_dwordx4 v[41:44], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff08000, v15
	v_add_co_ci_u32_e64 v2, null, -1, v16, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xe000, v15
	v_add_co_ci_u32_e64 v4, null, 0, v16, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[45:48], v[1:2], off
	global_load_dwordx4 v[49:52], v[3:4], off
	v_add_co_u32 v2, vcc_lo, 0xfff0a000, v15
	v_add_co_ci_u32_e64 v3, null, -1, v16, vcc_lo
	v_add_co_u32 v57, vcc_lo, 0x10000, v15
	v_add_co_ci_u32_e64 v58, null, 0, v16, vcc_lo
	v_mov_b32_e32 v1, v20
	s_clause 0x1
	global_load_dwordx4 v[53:56], v[2:3], off
	global_load_dwordx4 v[57:60], v[57:58], off
	v_add_co_u32 v61, vcc_lo, 0xfff0c000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_addk_i32 s3, 0x4000
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v5, v9
	v_add_co_u32 v9, vcc_lo, 0x12000, v15
	v_fma_f32 v2, v6, v10, v17
	v_add_co_ci_u32_e64 v10, null, 0, v16, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfff0e000, v15
	v_add_co_ci_u32_e64 v64, null, -1, v16, vcc_lo
	v_fma_f32 v4, v8, v12, v19
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v21, v25
	v_add_co_u32 v25, vcc_lo, 0x14000, v15
	v_fma_f32 v3, v7, v11, v18
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[61:62], off
	global_load_dwordx4 v[9:12], v[9:10], off
	v_fmac_f32_e32 v2, v22, v26
	v_add_co_ci_u32_e64 v26, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v3, v23, v27
	v_fmac_f32_e32 v4, v24, v28
	s_clause 0x1
	global_load_dwordx4 v[21:24], v[63:64], off
	global_load_dwordx4 v[25:28], v[25:26], off
	v_add_co_u32 v61, vcc_lo, 0xfff10000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v29, v33
	v_add_co_u32 v33, vcc_lo, 0x16000, v15
	v_fmac_f32_e32 v2, v30, v34
	v_add_co_ci_u32_e64 v34, null, 0, v16, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfff12000, v15
	v_add_co_ci_u32_e64 v64, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v37, v41
	v_add_co_u32 v41, vcc_lo, 0x18000, v15
	v_fmac_f32_e32 v4, v32, v36
	v_fmac_f32_e32 v3, v31, v35
	s_clause 0x1
	global_load_dwordx4 v[29:32], v[61:62], off
	global_load_dwordx4 v[33:36], v[33:34], off
	v_fmac_f32_e32 v2, v38, v42
	v_add_co_ci_u32_e64 v42, null, 0, v16, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xfff14000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v45, v49
	v_add_co_u32 v49, vcc_lo, 0x1a000, v15
	v_fmac_f32_e32 v3, v39, v43
	v_fmac_f32_e32 v4, v40, v44
	s_clause 0x1
	global_load_dwordx4 v[37:40], v[63:64], off
	global_load_dwordx4 v[41:44], v[41:42], off
	v_fmac_f32_e32 v2, v46, v50
	v_add_co_ci_u32_e64 v50, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v4, v48, v52
	v_fmac_f32_e32 v3, v47, v51
	s_clause 0x1
	global_load_dwordx4 v[45:48], v[61:62], off
	global_load_dwordx4 v[49:52], v[49:50], off
	v_add_co_u32 v61, vcc_lo, 0xfff16000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v53, v57
	v_add_co_u32 v57, vcc_lo, 0x1c000, v15
	v_fmac_f32_e32 v2, v54, v58
	v_add_co_ci_u32_e64 v58, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v3, v55, v59
	v_fmac_f32_e32 v4, v56, v60
	s_clause 0x1
	global_load_dwordx4 v[53:56], v[61:62], off
	global_load_dwordx4 v[57:60], v[57:58], off
	v_add_co_u32 v61, vcc_lo, 0xfff18000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v5, v9
	v_add_co_u32 v9, vcc_lo, 0x1e000, v15
	v_fmac_f32_e32 v2, v6, v10
	v_add_co_ci_u32_e64 v10, null, 0, v16, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfff1a000, v15
	v_add_co_ci_u32_e64 v64, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v21, v25
	v_add_co_u32 v25, vcc_lo, 0x20000, v15
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[61:62], off
	global_load_dwordx4 v[9:12], v[9:10], off
	v_fmac_f32_e32 v2, v22, v26
	v_add_co_ci_u32_e64 v26, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v3, v23, v27
	v_fmac_f32_e32 v4, v24, v28
	s_clause 0x1
	global_load_dwordx4 v[21:24], v[63:64], off
	global_load_dwordx4 v[25:28], v[25:26], off
	v_add_co_u32 v61, vcc_lo, 0xfff1c000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v29, v33
	v_add_co_u32 v33, vcc_lo, 0x22000, v15
	v_fmac_f32_e32 v2, v30, v34
	v_add_co_ci_u32_e64 v34, null, 0, v16, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfff1e000, v15
	v_add_co_ci_u32_e64 v64, null, -1, v16, vcc_lo
	v_fmac_f32_e32 v4, v32, v36
	v_fmac_f32_e32 v3, v31, v35
	s_clause 0x1
	global_load_dwordx4 v[29:32], v[61:62], off
	global_load_dwordx4 v[33:36], v[33:34], off
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v37, v41
	v_add_co_u32 v41, vcc_lo, 0x24000, v15
	v_fmac_f32_e32 v2, v38, v42
	v_add_co_ci_u32_e64 v42, null, 0, v16, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xfff20000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v45, v49
	v_add_co_u32 v49, vcc_lo, 0x26000, v15
	v_fmac_f32_e32 v3, v39, v43
	v_fmac_f32_e32 v4, v40, v44
	s_clause 0x1
	global_load_dwordx4 v[37:40], v[63:64], off
	global_load_dwordx4 v[41:44], v[41:42], off
	v_fmac_f32_e32 v2, v46, v50
	v_add_co_ci_u32_e64 v50, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v4, v48, v52
	v_fmac_f32_e32 v3, v47, v51
	s_clause 0x1
	global_load_dwordx4 v[45:48], v[61:62], off
	global_load_dwordx4 v[49:52], v[49:50], off
	v_add_co_u32 v61, vcc_lo, 0xfff22000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v53, v57
	v_add_co_u32 v57, vcc_lo, 0x28000, v15
	v_fmac_f32_e32 v2, v54, v58
	v_add_co_ci_u32_e64 v58, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v3, v55, v59
	v_fmac_f32_e32 v4, v56, v60
	s_clause 0x1
	global_load_dwordx4 v[53:56], v[61:62], off
	global_load_dwordx4 v[57:60], v[57:58], off
	v_add_co_u32 v61, vcc_lo, 0xfff24000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v5, v9
	v_add_co_u32 v9, vcc_lo, 0x2a000, v15
	v_fmac_f32_e32 v2, v6, v10
	v_add_co_ci_u32_e64 v10, null, 0, v16, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfff26000, v15
	v_add_co_ci_u32_e64 v64, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v21, v25
	v_add_co_u32 v25, vcc_lo, 0x2c000, v15
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[61:62], off
	global_load_dwordx4 v[9:12], v[9:10], off
	v_fmac_f32_e32 v2, v22, v26
	v_add_co_ci_u32_e64 v26, null, 0, v16, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xfff28000, v15
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	v_add_co_u32 v65, vcc_lo, 0x2e000, v15
	v_fmac_f32_e32 v3, v23, v27
	v_fmac_f32_e32 v4, v24, v28
	s_clause 0x1
	global_load_dwordx4 v[21:24], v[63:64], off
	global_load_dwordx4 v[25:28], v[25:26], off
	v_add_co_ci_u32_e64 v66, null, 0, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v29, v33
	v_fmac_f32_e32 v4, v32, v36
	v_fmac_f32_e32 v3, v31, v35
	v_fmac_f32_e32 v2, v30, v34
	v_add_co_u32 v63, vcc_lo, 0xfff2a000, v15
	s_clause 0x1
	global_load_dwordx4 v[29:32], v[61:62], off
	global_load_dwordx4 v[33:36], v[65:66], off
	v_add_co_ci_u32_e64 v64, null, -1, v16, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0x30000, v15
	v_add_co_ci_u32_e64 v68, null, 0, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v37, v41
	v_fmac_f32_e32 v2, v38, v42
	v_add_co_u32 v61, vcc_lo, 0xfff2c000, v15
	v_fmac_f32_e32 v3, v39, v43
	v_fmac_f32_e32 v4, v40, v44
	s_clause 0x1
	global_load_dwordx4 v[37:40], v[63:64], off
	global_load_dwordx4 v[41:44], v[67:68], off
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v45, v49
	v_add_co_u32 v49, vcc_lo, 0x32000, v15
	v_fmac_f32_e32 v2, v46, v50
	v_add_co_ci_u32_e64 v50, null, 0, v16, vcc_lo
	v_fmac_f32_e32 v4, v48, v52
	v_fmac_f32_e32 v3, v47, v51
	s_clause 0x1
	global_load_dwordx4 v[45:48], v[61:62], off
	global_load_dwordx4 v[49:52], v[49:50], off
	v_add_co_u32 v61, vcc_lo, 0xfff2e000, v15
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v1, v53, v57
	v_fmac_f32_e32 v2, v54, v58
	v_fmac_f32_e32 v3, v55, v59
	v_fmac_f32_e32 v4, v56, v60
	v_add_co_ci_u32_e64 v62, null, -1, v16, vcc_lo
	v_add_co_u32 v53, vcc_lo, 0x34000, v15
	v_add_co_ci_u32_e64 v54, null, 0, v16, vcc_lo
	v_add_co_u32 v55, vcc_lo, 0xfff30000, v15
	v_add_co_ci_u32_e64 v56, null, -1, v16, vcc_lo
	v_add_co_u32 v57, vcc_lo, 0x36000, v15
	v_add_co_ci_u32_e64 v58, null, 0, v16, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xfff32000, v15
	v_add_co_ci_u32_e64 v60, null, -1, v16, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0x38000, v15
	v_add_co_ci_u32_e64 v64, null, 0, v16, vcc_lo
	v_add_co_u32 v65, vcc_lo, 0xfff34000, v15
	v_add_co_ci_u32_e64 v66, null, -1, v16, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0x3a000, v15
	v_add_co_ci_u32_e64 v68, null, 0, v16, vcc_lo
	v_add_co_u32 v69, vcc_lo, 0xfff36000, v15
	v_add_co_ci_u32_e64 v70, null, -1, v16, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0x3c000, v15
	v_add_co_ci_u32_e64 v72, null, 0, v16, vcc_lo
	v_add_co_u32 v73, vcc_lo, 0xfff38000, v15
	v_add_co_ci_u32_e64 v74, null, -1, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	v_fmac_f32_e32 v2, v6, v10
	v_fmac_f32_e32 v1, v5, v9
	s_clause 0x1
	global_load_dwordx4 v[5:8], v[61:62], off
	global_load_dwordx4 v[9:12], v[53:54], off
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v21, v25
	v_fmac_f32_e32 v2, v22, v26
	v_fmac_f32_e32 v3, v23, v27
	v_fmac_f32_e32 v4, v24, v28
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v4, v32, v36
	v_fmac_f32_e32 v3, v31, v35
	v_fmac_f32_e32 v2, v30, v34
	v_fmac_f32_e32 v1, v29, v33
	s_clause 0x3
	global_load_dwordx4 v[21:24], v[55:56], off
	global_load_dwordx4 v[25:28], v[57:58], off
	global_load_dwordx4 v[29:32], v[59:60], off
	global_load_dwordx4 v[33:36], v[63:64], off
	v_add_co_u32 v57, vcc_lo, 0x3e000, v15
	v_add_co_ci_u32_e64 v58, null, 0, v16, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x40000, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, vcc_lo
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v1, v37, v41
	v_fmac_f32_e32 v2, v38, v42
	v_fmac_f32_e32 v3, v39, v43
	v_fmac_f32_e32 v4, v40, v44
	s_clause 0x1
	global_load_dwordx4 v[37:40], v[65:66], off
	global_load_dwordx4 v[41:44], v[67:68], off
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v4, v48, v52
	v_fmac_f32_e32 v3, v47, v51
	v_fmac_f32_e32 v2, v46, v50
	v_fmac_f32_e32 v1, v45, v49
	s_clause 0x3
	global_load_dwordx4 v[45:48], v[69:70], off
	global_load_dwordx4 v[49:52], v[71:72], off
	global_load_dwordx4 v[53:56], v[73:74], off
	global_load_dwordx4 v[57:60], v[57:58], off
	s_waitcnt vmcnt(10)
	v_fmac_f32_e32 v4, v8, v12
	v_fmac_f32_e32 v3, v7, v11
	v_fmac_f32_e32 v2, v6, v10
	v_fmac_f32_e32 v1, v5, v9
	s_waitcnt vmcnt(8)
	v_fmac_f32_e32 v4, v24, v28
	v_fmac_f32_e32 v3, v23, v27
	v_fmac_f32_e32 v2, v22, v26
	v_fmac_f32_e32 v1, v21, v25
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v4, v32, v36
	v_fmac_f32_e32 v3, v31, v35
	v_fmac_f32_e32 v2, v30, v34
	v_fmac_f32_e32 v1, v29, v33
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v4, v40, v44
	v_fmac_f32_e32 v3, v39, v43
	v_fmac_f32_e32 v2, v38, v42
	v_fmac_f32_e32 v1, v37, v41
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v4, v48, v52
	v_fmac_f32_e32 v3, v47, v51
	v_fmac_f32_e32 v2, v46, v50
	v_fmac_f32_e32 v1, v45, v49
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, v56, v60
	v_fmac_f32_e32 v3, v55, v59
	v_fmac_f32_e32 v2, v54, v58
	v_fmac_f32_e32 v1, v53, v57
	s_branch .LBB7_3
.LBB7_6:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v1
	v_cmp_eq_f32_e64 s0, 0x449a2000, v2
	v_cmp_eq_f32_e64 s1, 0x449a2000, v3
	v_cmp_eq_f32_e64 s2, 0x449a2000, v4
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_8
; %bb.7:
	v_lshlrev_b32_e32 v0, 4, v0
	global_load_dwordx4 v[5:8], v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v1, v1, v5
	global_store_dwordx4 v0, v[1:4], s[4:5]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 75
		.amdhsa_next_free_sgpr 8
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
	.section	.text._Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,"axG",@progbits,_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i,comdat
.Lfunc_end7:
	.size	_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i, .Lfunc_end7-_Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
                                        ; -- End function
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_vgpr, 75
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.numbered_sgpr, 8
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2904
; TotalNumSgprs: 10
; NumVgprs: 75
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 75
; Occupancy: 12
; WaveLimiterHint : 1
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
  - .args:
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
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     115
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     115
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     115
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     75
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     84
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     89
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     75
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
