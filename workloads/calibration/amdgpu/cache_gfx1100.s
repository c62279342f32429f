	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z10initKernelP6float4m ; -- Begin function _Z10initKernelP6float4m
	.globl	_Z10initKernelP6float4m
	.p2align	8
	.type	_Z10initKernelP6float4m,@function
_Z10initKernelP6float4m:                ; @_Z10initKernelP6float4m
; %bb.0:
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x1c
	s_load_b128 s[4:7], s[0:1], 0x0
	s_add_u32 s0, s0, 16
	s_addc_u32 s1, s1, 0
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[5:6], null, s15, s2, v[0:1]
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u64_e64 s[6:7], v[5:6]
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_b32 s1, s[0:1], 0x0
	v_mov_b32_e32 v1, 0x3f8ccccd
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	s_waitcnt lgkmcnt(0)
	s_add_i32 s15, s15, s1
	s_mul_i32 s1, s1, s2
	v_mad_u64_u32 v[7:8], null, s15, s2, v[0:1]
	s_mov_b32 s2, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[9:10], 4, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v5, v7 :: v_dual_mov_b32 v6, v8
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[7:8]
	v_add_co_u32 v8, s0, s4, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s5, v10, s0
	v_add_nc_u32_e32 v7, s1, v7
	s_or_b32 s2, vcc_lo, s2
	global_store_b128 v[8:9], v[1:4], off
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10initKernelP6float4m
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 2
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
	.set _Z10initKernelP6float4m.numbered_sgpr, 16
	.set _Z10initKernelP6float4m.num_named_barrier, 0
	.set _Z10initKernelP6float4m.private_seg_size, 0
	.set _Z10initKernelP6float4m.uses_vcc, 1
	.set _Z10initKernelP6float4m.uses_flat_scratch, 0
	.set _Z10initKernelP6float4m.has_dyn_sized_stack, 0
	.set _Z10initKernelP6float4m.has_recursion, 0
	.set _Z10initKernelP6float4m.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: 18
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v12, 0 :: v_dual_lshlrev_b32 v1, 4, v0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_mov_b32_e32 v11, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[2:3], 4
	s_add_u32 s6, s6, s0
	s_addc_u32 s7, s7, s1
	v_add_co_u32 v1, s6, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, 0, s6
	s_lshl_b64 s[2:3], s[2:3], 9
	s_movk_i32 s6, 0xc0
	s_branch .LBB1_2
.LBB1_1:
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr1_vgpr2
                                        ; implicit-def: $sgpr6
	s_branch .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v3, vcc_lo, v1, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v2, vcc_lo
	s_cmp_eq_u32 s6, 0
	s_clause 0x3
	global_load_b128 v[5:8], v[1:2], off
	global_load_b128 v[13:16], v[1:2], off offset:2048
	global_load_b128 v[17:20], v[3:4], off
	global_load_b128 v[21:24], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	v_add_co_u32 v41, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, s1, v4, vcc_lo
	s_clause 0x3
	global_load_b128 v[25:28], v[3:4], off
	global_load_b128 v[29:32], v[3:4], off offset:2048
	global_load_b128 v[33:36], v[41:42], off
	global_load_b128 v[37:40], v[41:42], off offset:2048
	v_add_co_u32 v3, vcc_lo, v41, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v42, vcc_lo
	s_clause 0x1
	global_load_b128 v[41:44], v[3:4], off
	global_load_b128 v[45:48], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_clause 0x1
	global_load_b128 v[49:52], v[3:4], off
	global_load_b128 v[53:56], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_clause 0x1
	global_load_b128 v[57:60], v[3:4], off
	global_load_b128 v[61:64], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_clause 0x1
	global_load_b128 v[65:68], v[3:4], off
	global_load_b128 v[69:72], v[3:4], off offset:2048
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v12, v8, v16 :: v_dual_fmac_f32 v11, v7, v15
	v_dual_fmac_f32 v10, v6, v14 :: v_dual_fmac_f32 v9, v5, v13
	s_waitcnt vmcnt(12)
	v_dual_mul_f32 v5, v17, v21 :: v_dual_mul_f32 v6, v18, v22
	v_dual_mul_f32 v7, v19, v23 :: v_dual_mul_f32 v8, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v9 :: v_dual_fmac_f32 v6, 0x3fa66666, v10
	v_dual_fmac_f32 v7, 0x3fa66666, v11 :: v_dual_fmac_f32 v8, 0x3fa66666, v12
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v9, v28, v32 :: v_dual_mul_f32 v10, v27, v31
	v_dual_mul_f32 v11, v26, v30 :: v_dual_mul_f32 v12, v25, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v5, v33, v37 :: v_dual_mul_f32 v6, v34, v38
	v_dual_mul_f32 v7, v35, v39 :: v_dual_mul_f32 v8, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v12 :: v_dual_fmac_f32 v6, 0x3fa66666, v11
	v_dual_fmac_f32 v7, 0x3fa66666, v10 :: v_dual_fmac_f32 v8, 0x3fa66666, v9
	s_waitcnt vmcnt(6)
	v_dual_mul_f32 v9, v44, v48 :: v_dual_mul_f32 v10, v43, v47
	v_dual_mul_f32 v11, v42, v46 :: v_dual_mul_f32 v12, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(4)
	v_dual_mul_f32 v5, v49, v53 :: v_dual_mul_f32 v6, v50, v54
	v_dual_mul_f32 v7, v51, v55 :: v_dual_mul_f32 v8, v52, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v12 :: v_dual_fmac_f32 v6, 0x3fa66666, v11
	v_dual_fmac_f32 v7, 0x3fa66666, v10 :: v_dual_fmac_f32 v8, 0x3fa66666, v9
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v9, v60, v64 :: v_dual_mul_f32 v10, v59, v63
	v_dual_mul_f32 v11, v58, v62 :: v_dual_mul_f32 v12, v57, v61
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, v66, v70 :: v_dual_mul_f32 v14, v65, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	v_dual_mul_f32 v5, v68, v72 :: v_dual_mul_f32 v6, v67, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v13, 0x3fa66666, v11 :: v_dual_fmac_f32 v14, 0x3fa66666, v12
	v_dual_fmac_f32 v5, 0x3fa66666, v9 :: v_dual_fmac_f32 v6, 0x3fa66666, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v8, 0x3fa66666, v5 :: v_dual_mul_f32 v7, 0x3fa66666, v6
	v_dual_mul_f32 v6, 0x3fa66666, v13 :: v_dual_mul_f32 v5, 0x3fa66666, v14
	s_cbranch_scc1 .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_sub_i32 s6, s6, 32
	v_add_co_u32 v25, vcc_lo, v3, s0
	v_add_co_ci_u32_e64 v26, null, s1, v4, vcc_lo
	s_clause 0x3
	global_load_b128 v[9:12], v[3:4], off
	global_load_b128 v[13:16], v[3:4], off offset:2048
	global_load_b128 v[17:20], v[25:26], off
	global_load_b128 v[21:24], v[25:26], off offset:2048
	v_add_co_u32 v3, vcc_lo, v25, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s1, v26, vcc_lo
	v_mov_b32_e32 v91, v8
	v_add_co_u32 v41, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, s1, v4, vcc_lo
	s_clause 0x3
	global_load_b128 v[25:28], v[3:4], off
	global_load_b128 v[29:32], v[3:4], off offset:2048
	global_load_b128 v[33:36], v[41:42], off
	global_load_b128 v[37:40], v[41:42], off offset:2048
	v_add_co_u32 v3, vcc_lo, v41, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s1, v42, vcc_lo
	v_add_co_u32 v57, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v58, null, s1, v4, vcc_lo
	s_clause 0x3
	global_load_b128 v[41:44], v[3:4], off
	global_load_b128 v[45:48], v[3:4], off offset:2048
	global_load_b128 v[49:52], v[57:58], off
	global_load_b128 v[53:56], v[57:58], off offset:2048
	v_add_co_u32 v3, vcc_lo, v57, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s1, v58, vcc_lo
	v_add_co_u32 v73, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v74, null, s1, v4, vcc_lo
	s_clause 0x3
	global_load_b128 v[57:60], v[3:4], off
	global_load_b128 v[61:64], v[3:4], off offset:2048
	global_load_b128 v[65:68], v[73:74], off
	global_load_b128 v[69:72], v[73:74], off offset:2048
	v_add_co_u32 v3, vcc_lo, v73, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, s1, v74, vcc_lo
	v_add_co_u32 v89, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v90, null, s1, v4, vcc_lo
	s_clause 0x3
	global_load_b128 v[73:76], v[3:4], off
	global_load_b128 v[77:80], v[3:4], off offset:2048
	global_load_b128 v[81:84], v[89:90], off
	global_load_b128 v[85:88], v[89:90], off offset:2048
	v_add_co_u32 v3, vcc_lo, v89, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v90, vcc_lo
	s_waitcnt vmcnt(18)
	v_fma_f32 v89, v9, v13, v5
	v_fma_f32 v90, v10, v14, v6
	v_fma_f32 v92, v11, v15, v7
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v94, v18, v22 :: v_dual_fmac_f32 v91, v12, v16
	s_clause 0x1
	global_load_b128 v[9:12], v[3:4], off
	global_load_b128 v[13:16], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	v_dual_mul_f32 v93, v17, v21 :: v_dual_mul_f32 v96, v20, v24
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v95, v19, v23 :: v_dual_mul_f32 v100, v25, v29
	s_clause 0x1
	global_load_b128 v[17:20], v[3:4], off
	global_load_b128 v[21:24], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v97, v28, v32 :: v_dual_mul_f32 v102, v34, v38
	v_dual_mul_f32 v98, v27, v31 :: v_dual_mul_f32 v99, v26, v30
	v_mul_f32_e32 v104, v36, v40
	s_clause 0x1
	global_load_b128 v[25:28], v[3:4], off
	global_load_b128 v[29:32], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v101, v33, v37 :: v_dual_mul_f32 v106, v43, v47
	v_dual_mul_f32 v103, v35, v39 :: v_dual_mul_f32 v108, v41, v45
	s_clause 0x1
	global_load_b128 v[33:36], v[3:4], off
	global_load_b128 v[37:40], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v105, v44, v48 :: v_dual_mul_f32 v110, v50, v54
	v_dual_mul_f32 v107, v42, v46 :: v_dual_mul_f32 v112, v52, v56
	s_clause 0x1
	global_load_b128 v[41:44], v[3:4], off
	global_load_b128 v[45:48], v[3:4], off offset:2048
	v_fmac_f32_e32 v95, 0x3fa66666, v92
	v_fmac_f32_e32 v93, 0x3fa66666, v89
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	v_fmac_f32_e32 v98, 0x3fa66666, v95
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v100, 0x3fa66666, v93
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v57, v57, v61 :: v_dual_mul_f32 v68, v68, v72
	s_waitcnt vmcnt(12)
	v_dual_mul_f32 v65, v65, v69 :: v_dual_mul_f32 v72, v75, v79
	v_fmac_f32_e32 v103, 0x3fa66666, v98
	v_fmac_f32_e32 v101, 0x3fa66666, v100
	v_dual_mul_f32 v67, v67, v71 :: v_dual_mul_f32 v74, v74, v78
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v71, v76, v80 :: v_dual_mul_f32 v76, v82, v86
	v_dual_mul_f32 v73, v73, v77 :: v_dual_mul_f32 v78, v84, v88
	v_mul_f32_e32 v75, v81, v85
	v_mul_f32_e32 v77, v83, v87
	v_dual_mul_f32 v109, v49, v53 :: v_dual_mul_f32 v60, v60, v64
	v_dual_mul_f32 v111, v51, v55 :: v_dual_mul_f32 v58, v58, v62
	v_fmac_f32_e32 v106, 0x3fa66666, v103
	v_dual_fmac_f32 v108, 0x3fa66666, v101 :: v_dual_mul_f32 v59, v59, v63
	v_mul_f32_e32 v66, v66, v70
	v_fmac_f32_e32 v96, 0x3fa66666, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v94, 0x3fa66666, v90 :: v_dual_fmac_f32 v97, 0x3fa66666, v96
	v_dual_fmac_f32 v99, 0x3fa66666, v94 :: v_dual_fmac_f32 v104, 0x3fa66666, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v102, 0x3fa66666, v99 :: v_dual_fmac_f32 v105, 0x3fa66666, v104
	v_dual_fmac_f32 v107, 0x3fa66666, v102 :: v_dual_fmac_f32 v112, 0x3fa66666, v105
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v110, 0x3fa66666, v107 :: v_dual_fmac_f32 v109, 0x3fa66666, v108
	v_dual_fmac_f32 v111, 0x3fa66666, v106 :: v_dual_fmac_f32 v60, 0x3fa66666, v112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v58, 0x3fa66666, v110 :: v_dual_fmac_f32 v57, 0x3fa66666, v109
	v_dual_fmac_f32 v59, 0x3fa66666, v111 :: v_dual_fmac_f32 v68, 0x3fa66666, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v66, 0x3fa66666, v58 :: v_dual_fmac_f32 v65, 0x3fa66666, v57
	v_dual_fmac_f32 v74, 0x3fa66666, v66 :: v_dual_fmac_f32 v67, 0x3fa66666, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v76, 0x3fa66666, v74 :: v_dual_fmac_f32 v73, 0x3fa66666, v65
	s_waitcnt vmcnt(8)
	v_dual_fmac_f32 v72, 0x3fa66666, v67 :: v_dual_mul_f32 v79, v12, v16
	v_dual_mul_f32 v80, v11, v15 :: v_dual_mul_f32 v81, v10, v14
	v_mul_f32_e32 v82, v9, v13
	s_clause 0x1
	global_load_b128 v[9:12], v[3:4], off
	global_load_b128 v[13:16], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v85, v19, v23
	v_dual_mul_f32 v83, v17, v21 :: v_dual_mul_f32 v84, v18, v22
	v_mul_f32_e32 v86, v20, v24
	s_clause 0x1
	global_load_b128 v[17:20], v[3:4], off
	global_load_b128 v[21:24], v[3:4], off offset:2048
	v_fmac_f32_e32 v75, 0x3fa66666, v73
	v_fmac_f32_e32 v77, 0x3fa66666, v72
	s_waitcnt vmcnt(8)
	v_dual_fmac_f32 v81, 0x3fa66666, v76 :: v_dual_mul_f32 v114, v25, v29
	v_add_co_u32 v29, vcc_lo, v3, s0
	v_mul_f32_e32 v113, v26, v30
	v_add_co_ci_u32_e64 v30, null, s1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v3, vcc_lo, v29, s0
	s_waitcnt vmcnt(6)
	v_dual_mul_f32 v87, v28, v32 :: v_dual_mul_f32 v116, v34, v38
	v_mul_f32_e32 v115, v33, v37
	v_mul_f32_e32 v117, v35, v39
	v_add_co_ci_u32_e64 v4, null, s1, v30, vcc_lo
	v_mul_f32_e32 v88, v27, v31
	s_clause 0x1
	global_load_b128 v[25:28], v[29:30], off
	global_load_b128 v[29:32], v[29:30], off offset:2048
	v_add_co_u32 v53, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, null, s1, v4, vcc_lo
	v_mul_f32_e32 v118, v36, v40
	s_clause 0x1
	global_load_b128 v[33:36], v[3:4], off
	global_load_b128 v[37:40], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v53, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v54, vcc_lo
	s_clause 0x1
	global_load_b128 v[49:52], v[53:54], off
	global_load_b128 v[53:56], v[53:54], off offset:2048
	v_add_co_u32 v69, vcc_lo, v3, s0
	v_add_co_ci_u32_e64 v70, null, s1, v4, vcc_lo
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v90, v43, v47 :: v_dual_fmac_f32 v71, 0x3fa66666, v68
	v_fmac_f32_e32 v82, 0x3fa66666, v75
	s_clause 0x1
	global_load_b128 v[57:60], v[3:4], off
	global_load_b128 v[61:64], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v69, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v70, vcc_lo
	v_fmac_f32_e32 v78, 0x3fa66666, v71
	s_clause 0x1
	global_load_b128 v[65:68], v[69:70], off
	global_load_b128 v[69:72], v[69:70], off offset:2048
	v_dual_fmac_f32 v80, 0x3fa66666, v77 :: v_dual_mul_f32 v89, v44, v48
	v_dual_fmac_f32 v84, 0x3fa66666, v81 :: v_dual_fmac_f32 v79, 0x3fa66666, v78
	v_dual_mul_f32 v92, v41, v45 :: v_dual_mul_f32 v91, v42, v46
	s_clause 0x1
	global_load_b128 v[41:44], v[3:4], off
	global_load_b128 v[45:48], v[3:4], off offset:2048
	v_add_co_u32 v3, vcc_lo, v3, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, v4, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, s2
	v_add_co_ci_u32_e64 v2, null, s3, v2, vcc_lo
	v_dual_fmac_f32 v86, 0x3fa66666, v79 :: v_dual_fmac_f32 v85, 0x3fa66666, v80
	v_fmac_f32_e32 v83, 0x3fa66666, v82
	s_clause 0x1
	global_load_b128 v[73:76], v[3:4], off
	global_load_b128 v[77:80], v[3:4], off offset:2048
	v_fmac_f32_e32 v87, 0x3fa66666, v86
	v_dual_fmac_f32 v113, 0x3fa66666, v84 :: v_dual_fmac_f32 v88, 0x3fa66666, v85
	v_fmac_f32_e32 v114, 0x3fa66666, v83
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v118, 0x3fa66666, v87
	v_dual_fmac_f32 v116, 0x3fa66666, v113 :: v_dual_fmac_f32 v117, 0x3fa66666, v88
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v115, 0x3fa66666, v114
	v_dual_fmac_f32 v91, 0x3fa66666, v116 :: v_dual_fmac_f32 v90, 0x3fa66666, v117
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v92, 0x3fa66666, v115 :: v_dual_mul_f32 v3, v12, v16
	v_mul_f32_e32 v10, v10, v14
	v_dual_mul_f32 v4, v11, v15 :: v_dual_fmac_f32 v89, 0x3fa66666, v118
	v_dual_mul_f32 v9, v9, v13 :: v_dual_fmac_f32 v10, 0x3fa66666, v91
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v4, 0x3fa66666, v90 :: v_dual_fmac_f32 v3, 0x3fa66666, v89
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v12, v18, v22 :: v_dual_fmac_f32 v9, 0x3fa66666, v92
	v_dual_mul_f32 v11, v17, v21 :: v_dual_mul_f32 v14, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v19, v23 :: v_dual_fmac_f32 v12, 0x3fa66666, v10
	v_dual_fmac_f32 v11, 0x3fa66666, v9 :: v_dual_fmac_f32 v14, 0x3fa66666, v3
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v10, v25, v29 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_mul_f32 v4, v27, v31 :: v_dual_mul_f32 v3, v28, v32
	v_dual_mul_f32 v9, v26, v30 :: v_dual_fmac_f32 v10, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v4, 0x3fa66666, v13 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(10)
	v_mul_f32_e32 v14, v36, v40
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v34, v38
	v_mul_f32_e32 v11, v33, v37
	v_mul_f32_e32 v13, v35, v39
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v14, 0x3fa66666, v3
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v13, 0x3fa66666, v4 :: v_dual_mul_f32 v10, v49, v53
	v_dual_mul_f32 v4, v51, v55 :: v_dual_mul_f32 v3, v52, v56
	v_dual_mul_f32 v9, v50, v54 :: v_dual_fmac_f32 v10, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v4, 0x3fa66666, v13 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(6)
	v_mul_f32_e32 v14, v60, v64
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v58, v62
	v_mul_f32_e32 v11, v57, v61
	v_mul_f32_e32 v13, v59, v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v14, 0x3fa66666, v3
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v13, 0x3fa66666, v4 :: v_dual_mul_f32 v10, v65, v69
	v_dual_mul_f32 v4, v67, v71 :: v_dual_mul_f32 v3, v68, v72
	v_dual_mul_f32 v9, v66, v70 :: v_dual_fmac_f32 v10, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v4, 0x3fa66666, v13 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v14, v44, v48
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v42, v46
	v_mul_f32_e32 v11, v41, v45
	v_mul_f32_e32 v13, v43, v47
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v14, 0x3fa66666, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, v76, v80
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	v_dual_fmac_f32 v13, 0x3fa66666, v4 :: v_dual_mul_f32 v4, v74, v78
	v_mul_f32_e32 v3, v73, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v15, v75, v79 :: v_dual_fmac_f32 v16, 0x3fa66666, v14
	v_dual_fmac_f32 v4, 0x3fa66666, v12 :: v_dual_fmac_f32 v3, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v15, 0x3fa66666, v13 :: v_dual_mul_f32 v12, 0x3fa66666, v16
	v_dual_mul_f32 v10, 0x3fa66666, v4 :: v_dual_mul_f32 v9, 0x3fa66666, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v11, 0x3fa66666, v15
	s_cbranch_execnz .LBB1_2
.LBB1_4:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v5
	v_cmp_eq_f32_e64 s0, 0x449a2000, v6
	v_cmp_eq_f32_e64 s1, 0x449a2000, v7
	v_cmp_eq_f32_e64 s2, 0x449a2000, v8
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_b128 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v3, v8, v3 :: v_dual_add_f32 v2, v7, v2
	v_dual_add_f32 v1, v6, v1 :: v_dual_add_f32 v0, v5, v0
	global_store_b128 v4, v[0:3], s[4:5]
.LBB1_6:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 119
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 25
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
	.set _Z9sumKernelILi128ELi200ELi128EEvP6float4PKS0_i.num_vgpr, 119
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
; codeLenInByte = 3104
; TotalNumSgprs: 10
; NumVgprs: 119
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 119
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[2:3], 4
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_lshl_b64 s[0:1], s[2:3], 9
	v_add_co_u32 v1, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, 0, s2
	s_add_u32 s2, s8, 0xfffff000
	s_addc_u32 s3, s9, -1
	s_movk_i32 s6, 0xc0
	s_branch .LBB2_2
.LBB2_1:
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr1_vgpr2
                                        ; implicit-def: $sgpr6
	s_branch .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v3, vcc_lo, 0x1000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_b128 v[5:8], v[1:2], off
	v_add_co_u32 v17, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v18, null, s3, v4, vcc_lo
	s_cmp_eq_u32 s6, 0
	v_add_co_u32 v21, vcc_lo, 0x1000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	s_clause 0x1
	global_load_b128 v[13:16], v[3:4], off
	global_load_b128 v[17:20], v[17:18], off
	v_add_co_u32 v25, vcc_lo, v21, s2
	v_add_co_ci_u32_e64 v26, null, s3, v22, vcc_lo
	global_load_b128 v[21:24], v[21:22], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v26, vcc_lo
	global_load_b128 v[25:28], v[25:26], off
	v_add_co_u32 v33, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v34, null, s3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v37, vcc_lo, 0x1000, v33
	v_add_co_ci_u32_e64 v38, null, 0, v34, vcc_lo
	s_clause 0x1
	global_load_b128 v[29:32], v[3:4], off
	global_load_b128 v[33:36], v[33:34], off
	v_add_co_u32 v3, vcc_lo, v37, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v38, vcc_lo
	global_load_b128 v[37:40], v[37:38], off
	v_add_co_u32 v45, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v46, null, 0, v4, vcc_lo
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v45, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v46, vcc_lo
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_u32 v53, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v54, null, 0, v4, vcc_lo
	global_load_b128 v[49:52], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v53, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v54, vcc_lo
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v61, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v62, null, 0, v4, vcc_lo
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v65, vcc_lo, v61, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, s3, v62, vcc_lo
	global_load_b128 v[61:64], v[61:62], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v65
	v_add_co_ci_u32_e64 v4, null, 0, v66, vcc_lo
	global_load_b128 v[65:68], v[65:66], off
	global_load_b128 v[69:72], v[3:4], off
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v12, v8, v16 :: v_dual_fmac_f32 v11, v7, v15
	v_dual_fmac_f32 v10, v6, v14 :: v_dual_fmac_f32 v9, v5, v13
	s_waitcnt vmcnt(12)
	v_dual_mul_f32 v5, v17, v21 :: v_dual_mul_f32 v6, v18, v22
	v_dual_mul_f32 v7, v19, v23 :: v_dual_mul_f32 v8, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v9 :: v_dual_fmac_f32 v6, 0x3fa66666, v10
	v_dual_fmac_f32 v7, 0x3fa66666, v11 :: v_dual_fmac_f32 v8, 0x3fa66666, v12
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v9, v28, v32 :: v_dual_mul_f32 v10, v27, v31
	v_dual_mul_f32 v11, v26, v30 :: v_dual_mul_f32 v12, v25, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v5, v33, v37 :: v_dual_mul_f32 v6, v34, v38
	v_dual_mul_f32 v7, v35, v39 :: v_dual_mul_f32 v8, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v12 :: v_dual_fmac_f32 v6, 0x3fa66666, v11
	v_dual_fmac_f32 v7, 0x3fa66666, v10 :: v_dual_fmac_f32 v8, 0x3fa66666, v9
	s_waitcnt vmcnt(6)
	v_dual_mul_f32 v9, v44, v48 :: v_dual_mul_f32 v10, v43, v47
	v_dual_mul_f32 v11, v42, v46 :: v_dual_mul_f32 v12, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(4)
	v_dual_mul_f32 v5, v49, v53 :: v_dual_mul_f32 v6, v50, v54
	v_dual_mul_f32 v7, v51, v55 :: v_dual_mul_f32 v8, v52, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v12 :: v_dual_fmac_f32 v6, 0x3fa66666, v11
	v_dual_fmac_f32 v7, 0x3fa66666, v10 :: v_dual_fmac_f32 v8, 0x3fa66666, v9
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v9, v60, v64 :: v_dual_mul_f32 v10, v59, v63
	v_dual_mul_f32 v11, v58, v62 :: v_dual_mul_f32 v12, v57, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v5, v68, v72 :: v_dual_mul_f32 v6, v67, v71
	v_dual_mul_f32 v13, v66, v70 :: v_dual_mul_f32 v14, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v9 :: v_dual_fmac_f32 v6, 0x3fa66666, v10
	v_dual_fmac_f32 v13, 0x3fa66666, v11 :: v_dual_fmac_f32 v14, 0x3fa66666, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v8, 0x3fa66666, v5 :: v_dual_mul_f32 v7, 0x3fa66666, v6
	v_dual_mul_f32 v6, 0x3fa66666, v13 :: v_dual_mul_f32 v5, 0x3fa66666, v14
	s_cbranch_scc1 .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_sub_i32 s6, s6, 32
	v_add_co_u32 v13, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v13, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v14, vcc_lo
	global_load_b128 v[13:16], v[13:14], off
	v_add_co_u32 v21, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v22, null, 0, v4, vcc_lo
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v21, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v22, vcc_lo
	global_load_b128 v[21:24], v[21:22], off
	v_add_co_u32 v29, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v30, null, 0, v4, vcc_lo
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v29, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v30, vcc_lo
	global_load_b128 v[29:32], v[29:30], off
	v_add_co_u32 v37, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v38, null, 0, v4, vcc_lo
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v37, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v38, vcc_lo
	global_load_b128 v[37:40], v[37:38], off
	v_add_co_u32 v45, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v46, null, 0, v4, vcc_lo
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v45, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v46, vcc_lo
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_u32 v53, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v54, null, 0, v4, vcc_lo
	global_load_b128 v[49:52], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v53, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s3, v54, vcc_lo
	v_mov_b32_e32 v91, v8
	v_add_co_u32 v61, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, 0, v4, vcc_lo
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v61, s2
	v_add_co_ci_u32_e64 v4, null, s3, v62, vcc_lo
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v69, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, 0, v4, vcc_lo
	global_load_b128 v[65:68], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v69, s2
	v_add_co_ci_u32_e64 v4, null, s3, v70, vcc_lo
	global_load_b128 v[61:64], v[61:62], off
	v_add_co_u32 v77, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v78, null, 0, v4, vcc_lo
	global_load_b128 v[73:76], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v77, s2
	v_add_co_ci_u32_e64 v4, null, s3, v78, vcc_lo
	global_load_b128 v[69:72], v[69:70], off
	v_add_co_u32 v89, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v90, null, 0, v4, vcc_lo
	global_load_b128 v[77:80], v[77:78], off
	global_load_b128 v[81:84], v[3:4], off
	global_load_b128 v[85:88], v[89:90], off
	v_add_co_u32 v3, vcc_lo, v89, s2
	v_add_co_ci_u32_e64 v4, null, s3, v90, vcc_lo
	s_waitcnt vmcnt(18)
	v_fma_f32 v89, v9, v13, v5
	v_fma_f32 v90, v10, v14, v6
	v_fma_f32 v92, v11, v15, v7
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v94, v18, v22 :: v_dual_fmac_f32 v91, v12, v16
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_dual_mul_f32 v93, v17, v21 :: v_dual_mul_f32 v96, v20, v24
	s_waitcnt vmcnt(15)
	v_dual_mul_f32 v95, v19, v23 :: v_dual_mul_f32 v100, v25, v29
	global_load_b128 v[13:16], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_dual_mul_f32 v97, v28, v32 :: v_dual_mul_f32 v98, v27, v31
	v_mul_f32_e32 v99, v26, v30
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_waitcnt vmcnt(15)
	v_dual_mul_f32 v101, v33, v37 :: v_dual_mul_f32 v102, v34, v38
	v_mul_f32_e32 v103, v35, v39
	global_load_b128 v[21:24], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_mul_f32_e32 v104, v36, v40
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v105, v44, v48 :: v_dual_mul_f32 v106, v43, v47
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_dual_mul_f32 v107, v42, v46 :: v_dual_mul_f32 v108, v41, v45
	v_fmac_f32_e32 v95, 0x3fa66666, v92
	global_load_b128 v[29:32], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_dual_fmac_f32 v93, 0x3fa66666, v89 :: v_dual_fmac_f32 v98, 0x3fa66666, v95
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v109, v49, v53
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v100, 0x3fa66666, v93
	v_mul_f32_e32 v110, v50, v54
	v_mul_f32_e32 v56, v52, v56
	global_load_b128 v[37:40], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(13)
	v_dual_mul_f32 v60, v60, v64 :: v_dual_mul_f32 v59, v59, v63
	v_mul_f32_e32 v57, v57, v61
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_waitcnt vmcnt(12)
	v_dual_mul_f32 v63, v65, v69 :: v_dual_mul_f32 v64, v66, v70
	s_waitcnt vmcnt(11)
	v_dual_mul_f32 v65, v67, v71 :: v_dual_mul_f32 v70, v73, v77
	global_load_b128 v[45:48], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_mul_f32_e32 v66, v68, v72
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v67, v76, v80 :: v_dual_mul_f32 v72, v82, v86
	v_dual_mul_f32 v68, v75, v79 :: v_dual_mul_f32 v69, v74, v78
	v_dual_mul_f32 v74, v84, v88 :: v_dual_mul_f32 v71, v81, v85
	v_mul_f32_e32 v73, v83, v87
	v_fmac_f32_e32 v103, 0x3fa66666, v98
	v_fmac_f32_e32 v101, 0x3fa66666, v100
	v_dual_mul_f32 v55, v51, v55 :: v_dual_mul_f32 v58, v58, v62
	v_fmac_f32_e32 v96, 0x3fa66666, v91
	v_fmac_f32_e32 v94, 0x3fa66666, v90
	v_fmac_f32_e32 v106, 0x3fa66666, v103
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v108, 0x3fa66666, v101 :: v_dual_fmac_f32 v97, 0x3fa66666, v96
	v_dual_fmac_f32 v99, 0x3fa66666, v94 :: v_dual_fmac_f32 v104, 0x3fa66666, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v102, 0x3fa66666, v99 :: v_dual_fmac_f32 v105, 0x3fa66666, v104
	v_dual_fmac_f32 v107, 0x3fa66666, v102 :: v_dual_fmac_f32 v56, 0x3fa66666, v105
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v110, 0x3fa66666, v107 :: v_dual_fmac_f32 v109, 0x3fa66666, v108
	v_dual_fmac_f32 v55, 0x3fa66666, v106 :: v_dual_fmac_f32 v60, 0x3fa66666, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v58, 0x3fa66666, v110 :: v_dual_fmac_f32 v57, 0x3fa66666, v109
	v_dual_fmac_f32 v59, 0x3fa66666, v55 :: v_dual_fmac_f32 v66, 0x3fa66666, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, 0x3fa66666, v58
	v_fmac_f32_e32 v69, 0x3fa66666, v64
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmac_f32 v65, 0x3fa66666, v59 :: v_dual_fmac_f32 v72, 0x3fa66666, v69
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v75, v12, v16 :: v_dual_mul_f32 v76, v11, v15
	v_dual_mul_f32 v77, v10, v14 :: v_dual_mul_f32 v78, v9, v13
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v67, 0x3fa66666, v66
	v_fmac_f32_e32 v63, 0x3fa66666, v57
	global_load_b128 v[13:16], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v79, v17, v21 :: v_dual_mul_f32 v80, v18, v22
	v_dual_mul_f32 v81, v19, v23 :: v_dual_mul_f32 v82, v20, v24
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v74, 0x3fa66666, v67
	v_fmac_f32_e32 v70, 0x3fa66666, v63
	v_fmac_f32_e32 v68, 0x3fa66666, v65
	global_load_b128 v[21:24], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v86, v25, v29
	v_add_co_u32 v29, vcc_lo, 0x1000, v3
	v_mul_f32_e32 v85, v26, v30
	v_add_co_ci_u32_e64 v30, null, 0, v4, vcc_lo
	v_dual_mul_f32 v83, v28, v32 :: v_dual_mul_f32 v84, v27, v31
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v29, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v30, vcc_lo
	global_load_b128 v[29:32], v[29:30], off
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v87, v33, v37
	v_add_co_u32 v37, vcc_lo, 0x1000, v3
	v_mul_f32_e32 v88, v34, v38
	v_add_co_ci_u32_e64 v38, null, 0, v4, vcc_lo
	v_dual_mul_f32 v111, v35, v39 :: v_dual_mul_f32 v112, v36, v40
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v37, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v38, vcc_lo
	global_load_b128 v[37:40], v[37:38], off
	v_fmac_f32_e32 v71, 0x3fa66666, v70
	v_fmac_f32_e32 v77, 0x3fa66666, v72
	v_fmac_f32_e32 v73, 0x3fa66666, v68
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v115, v42, v46
	v_dual_mul_f32 v113, v44, v48 :: v_dual_mul_f32 v116, v41, v45
	v_add_co_u32 v45, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, 0, v4, vcc_lo
	v_mul_f32_e32 v114, v43, v47
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v45, s2
	v_add_co_ci_u32_e64 v4, null, s3, v46, vcc_lo
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_u32 v53, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, null, 0, v4, vcc_lo
	global_load_b128 v[49:52], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v53, s2
	v_add_co_ci_u32_e64 v4, null, s3, v54, vcc_lo
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v61, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, 0, v4, vcc_lo
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v61, s2
	v_add_co_ci_u32_e64 v4, null, s3, v62, vcc_lo
	global_load_b128 v[61:64], v[61:62], off
	v_add_co_u32 v69, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, 0, v4, vcc_lo
	global_load_b128 v[65:68], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v69, s2
	v_fmac_f32_e32 v78, 0x3fa66666, v71
	v_add_co_ci_u32_e64 v4, null, s3, v70, vcc_lo
	v_fmac_f32_e32 v80, 0x3fa66666, v77
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v77, vcc_lo, 0x1000, v3
	v_fmac_f32_e32 v76, 0x3fa66666, v73
	global_load_b128 v[69:72], v[69:70], off
	v_fmac_f32_e32 v79, 0x3fa66666, v78
	v_fmac_f32_e32 v75, 0x3fa66666, v74
	v_add_co_ci_u32_e64 v78, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v85, 0x3fa66666, v80
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v81, 0x3fa66666, v76 :: v_dual_fmac_f32 v86, 0x3fa66666, v79
	v_fmac_f32_e32 v82, 0x3fa66666, v75
	global_load_b128 v[73:76], v[3:4], off
	global_load_b128 v[77:80], v[77:78], off
	v_fmac_f32_e32 v88, 0x3fa66666, v85
	v_dual_fmac_f32 v84, 0x3fa66666, v81 :: v_dual_fmac_f32 v87, 0x3fa66666, v86
	v_fmac_f32_e32 v83, 0x3fa66666, v82
	v_add_co_u32 v1, vcc_lo, v1, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v111, 0x3fa66666, v84 :: v_dual_fmac_f32 v116, 0x3fa66666, v87
	v_fmac_f32_e32 v112, 0x3fa66666, v83
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v113, 0x3fa66666, v112 :: v_dual_mul_f32 v10, v10, v14
	v_dual_mul_f32 v4, v11, v15 :: v_dual_fmac_f32 v115, 0x3fa66666, v88
	v_dual_fmac_f32 v114, 0x3fa66666, v111 :: v_dual_mul_f32 v3, v12, v16
	v_dual_mul_f32 v9, v9, v13 :: v_dual_fmac_f32 v10, 0x3fa66666, v115
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v4, 0x3fa66666, v114 :: v_dual_fmac_f32 v3, 0x3fa66666, v113
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v12, v18, v22 :: v_dual_fmac_f32 v9, 0x3fa66666, v116
	v_dual_mul_f32 v11, v17, v21 :: v_dual_mul_f32 v14, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v19, v23 :: v_dual_fmac_f32 v12, 0x3fa66666, v10
	v_dual_fmac_f32 v11, 0x3fa66666, v9 :: v_dual_fmac_f32 v14, 0x3fa66666, v3
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v10, v25, v29 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_mul_f32 v4, v27, v31 :: v_dual_mul_f32 v3, v28, v32
	v_dual_mul_f32 v9, v26, v30 :: v_dual_fmac_f32 v10, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v4, 0x3fa66666, v13 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(10)
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v34, v38
	v_dual_mul_f32 v13, v35, v39 :: v_dual_mul_f32 v14, v36, v40
	v_mul_f32_e32 v11, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_fmac_f32 v14, 0x3fa66666, v3 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v4, v43, v47
	v_dual_mul_f32 v10, v41, v45 :: v_dual_mul_f32 v3, v44, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v9, v42, v46 :: v_dual_fmac_f32 v4, 0x3fa66666, v13
	v_dual_fmac_f32 v10, 0x3fa66666, v11 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v50, v54
	v_dual_mul_f32 v13, v51, v55 :: v_dual_mul_f32 v14, v52, v56
	v_mul_f32_e32 v11, v49, v53
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v14, 0x3fa66666, v3 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v4, v59, v63
	v_dual_mul_f32 v10, v57, v61 :: v_dual_mul_f32 v3, v60, v64
	v_dual_mul_f32 v9, v58, v62 :: v_dual_fmac_f32 v4, 0x3fa66666, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v10, 0x3fa66666, v11 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v66, v70
	v_dual_mul_f32 v13, v67, v71 :: v_dual_mul_f32 v14, v68, v72
	v_mul_f32_e32 v11, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_fmac_f32 v14, 0x3fa66666, v3 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, v76, v80
	v_dual_mul_f32 v4, v74, v78 :: v_dual_mul_f32 v3, v73, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v15, v75, v79 :: v_dual_fmac_f32 v16, 0x3fa66666, v14
	v_dual_fmac_f32 v4, 0x3fa66666, v12 :: v_dual_fmac_f32 v3, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v15, 0x3fa66666, v13 :: v_dual_mul_f32 v12, 0x3fa66666, v16
	v_dual_mul_f32 v10, 0x3fa66666, v4 :: v_dual_mul_f32 v9, 0x3fa66666, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v11, 0x3fa66666, v15
	s_cbranch_execnz .LBB2_2
.LBB2_4:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v5
	v_cmp_eq_f32_e64 s0, 0x449a2000, v6
	v_cmp_eq_f32_e64 s1, 0x449a2000, v7
	v_cmp_eq_f32_e64 s2, 0x449a2000, v8
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_b128 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v3, v8, v3 :: v_dual_add_f32 v2, v7, v2
	v_dual_add_f32 v1, v6, v1 :: v_dual_add_f32 v0, v5, v0
	global_store_b128 v4, v[0:3], s[4:5]
.LBB2_6:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 117
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 29
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
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_vgpr, 117
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.numbered_sgpr, 10
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3704
; TotalNumSgprs: 12
; NumVgprs: 117
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 117
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[2:3], 4
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_lshl_b64 s[0:1], s[2:3], 9
	v_add_co_u32 v1, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, 0, s2
	s_add_u32 s2, s8, 0xffffe000
	s_addc_u32 s3, s9, -1
	s_movk_i32 s6, 0xc0
	s_branch .LBB3_2
.LBB3_1:
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr1_vgpr2
                                        ; implicit-def: $sgpr6
	s_branch .LBB3_4
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v3, vcc_lo, 0x2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	global_load_b128 v[5:8], v[1:2], off
	v_add_co_u32 v17, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v18, null, s3, v4, vcc_lo
	s_cmp_eq_u32 s6, 0
	v_add_co_u32 v21, vcc_lo, 0x2000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	s_clause 0x1
	global_load_b128 v[13:16], v[3:4], off
	global_load_b128 v[17:20], v[17:18], off
	v_add_co_u32 v25, vcc_lo, v21, s2
	v_add_co_ci_u32_e64 v26, null, s3, v22, vcc_lo
	global_load_b128 v[21:24], v[21:22], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v26, vcc_lo
	global_load_b128 v[25:28], v[25:26], off
	v_add_co_u32 v33, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v34, null, s3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v37, vcc_lo, 0x2000, v33
	v_add_co_ci_u32_e64 v38, null, 0, v34, vcc_lo
	s_clause 0x1
	global_load_b128 v[29:32], v[3:4], off
	global_load_b128 v[33:36], v[33:34], off
	v_add_co_u32 v3, vcc_lo, v37, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v38, vcc_lo
	global_load_b128 v[37:40], v[37:38], off
	v_add_co_u32 v45, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v46, null, 0, v4, vcc_lo
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v45, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v46, vcc_lo
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_u32 v53, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v54, null, 0, v4, vcc_lo
	global_load_b128 v[49:52], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v53, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v54, vcc_lo
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v61, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v62, null, 0, v4, vcc_lo
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v65, vcc_lo, v61, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, s3, v62, vcc_lo
	global_load_b128 v[61:64], v[61:62], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v65
	v_add_co_ci_u32_e64 v4, null, 0, v66, vcc_lo
	global_load_b128 v[65:68], v[65:66], off
	global_load_b128 v[69:72], v[3:4], off
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v12, v8, v16 :: v_dual_fmac_f32 v11, v7, v15
	v_dual_fmac_f32 v10, v6, v14 :: v_dual_fmac_f32 v9, v5, v13
	s_waitcnt vmcnt(12)
	v_dual_mul_f32 v5, v17, v21 :: v_dual_mul_f32 v6, v18, v22
	v_dual_mul_f32 v7, v19, v23 :: v_dual_mul_f32 v8, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v9 :: v_dual_fmac_f32 v6, 0x3fa66666, v10
	v_dual_fmac_f32 v7, 0x3fa66666, v11 :: v_dual_fmac_f32 v8, 0x3fa66666, v12
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v9, v28, v32 :: v_dual_mul_f32 v10, v27, v31
	v_dual_mul_f32 v11, v26, v30 :: v_dual_mul_f32 v12, v25, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v5, v33, v37 :: v_dual_mul_f32 v6, v34, v38
	v_dual_mul_f32 v7, v35, v39 :: v_dual_mul_f32 v8, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v12 :: v_dual_fmac_f32 v6, 0x3fa66666, v11
	v_dual_fmac_f32 v7, 0x3fa66666, v10 :: v_dual_fmac_f32 v8, 0x3fa66666, v9
	s_waitcnt vmcnt(6)
	v_dual_mul_f32 v9, v44, v48 :: v_dual_mul_f32 v10, v43, v47
	v_dual_mul_f32 v11, v42, v46 :: v_dual_mul_f32 v12, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(4)
	v_dual_mul_f32 v5, v49, v53 :: v_dual_mul_f32 v6, v50, v54
	v_dual_mul_f32 v7, v51, v55 :: v_dual_mul_f32 v8, v52, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v12 :: v_dual_fmac_f32 v6, 0x3fa66666, v11
	v_dual_fmac_f32 v7, 0x3fa66666, v10 :: v_dual_fmac_f32 v8, 0x3fa66666, v9
	s_waitcnt vmcnt(2)
	v_dual_mul_f32 v9, v60, v64 :: v_dual_mul_f32 v10, v59, v63
	v_dual_mul_f32 v11, v58, v62 :: v_dual_mul_f32 v12, v57, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v8 :: v_dual_fmac_f32 v10, 0x3fa66666, v7
	v_dual_fmac_f32 v11, 0x3fa66666, v6 :: v_dual_fmac_f32 v12, 0x3fa66666, v5
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v5, v68, v72 :: v_dual_mul_f32 v6, v67, v71
	v_dual_mul_f32 v13, v66, v70 :: v_dual_mul_f32 v14, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, 0x3fa66666, v9 :: v_dual_fmac_f32 v6, 0x3fa66666, v10
	v_dual_fmac_f32 v13, 0x3fa66666, v11 :: v_dual_fmac_f32 v14, 0x3fa66666, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v8, 0x3fa66666, v5 :: v_dual_mul_f32 v7, 0x3fa66666, v6
	v_dual_mul_f32 v6, 0x3fa66666, v13 :: v_dual_mul_f32 v5, 0x3fa66666, v14
	s_cbranch_scc1 .LBB3_1
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_sub_i32 s6, s6, 32
	v_add_co_u32 v13, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v13, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v14, vcc_lo
	global_load_b128 v[13:16], v[13:14], off
	v_add_co_u32 v21, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v22, null, 0, v4, vcc_lo
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v21, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v22, vcc_lo
	global_load_b128 v[21:24], v[21:22], off
	v_add_co_u32 v29, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v30, null, 0, v4, vcc_lo
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v29, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v30, vcc_lo
	global_load_b128 v[29:32], v[29:30], off
	v_add_co_u32 v37, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v38, null, 0, v4, vcc_lo
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v37, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v38, vcc_lo
	global_load_b128 v[37:40], v[37:38], off
	v_add_co_u32 v45, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v46, null, 0, v4, vcc_lo
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v45, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v46, vcc_lo
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_u32 v53, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v54, null, 0, v4, vcc_lo
	global_load_b128 v[49:52], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v53, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s3, v54, vcc_lo
	v_mov_b32_e32 v91, v8
	v_add_co_u32 v61, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, 0, v4, vcc_lo
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v61, s2
	v_add_co_ci_u32_e64 v4, null, s3, v62, vcc_lo
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v69, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, 0, v4, vcc_lo
	global_load_b128 v[65:68], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v69, s2
	v_add_co_ci_u32_e64 v4, null, s3, v70, vcc_lo
	global_load_b128 v[61:64], v[61:62], off
	v_add_co_u32 v77, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v78, null, 0, v4, vcc_lo
	global_load_b128 v[73:76], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v77, s2
	v_add_co_ci_u32_e64 v4, null, s3, v78, vcc_lo
	global_load_b128 v[69:72], v[69:70], off
	v_add_co_u32 v89, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v90, null, 0, v4, vcc_lo
	global_load_b128 v[77:80], v[77:78], off
	global_load_b128 v[81:84], v[3:4], off
	global_load_b128 v[85:88], v[89:90], off
	v_add_co_u32 v3, vcc_lo, v89, s2
	v_add_co_ci_u32_e64 v4, null, s3, v90, vcc_lo
	s_waitcnt vmcnt(18)
	v_fma_f32 v89, v9, v13, v5
	v_fma_f32 v90, v10, v14, v6
	v_fma_f32 v92, v11, v15, v7
	s_waitcnt vmcnt(16)
	v_dual_mul_f32 v94, v18, v22 :: v_dual_fmac_f32 v91, v12, v16
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_dual_mul_f32 v93, v17, v21 :: v_dual_mul_f32 v96, v20, v24
	s_waitcnt vmcnt(15)
	v_dual_mul_f32 v95, v19, v23 :: v_dual_mul_f32 v100, v25, v29
	global_load_b128 v[13:16], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_dual_mul_f32 v97, v28, v32 :: v_dual_mul_f32 v98, v27, v31
	v_mul_f32_e32 v99, v26, v30
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_waitcnt vmcnt(15)
	v_dual_mul_f32 v101, v33, v37 :: v_dual_mul_f32 v102, v34, v38
	v_mul_f32_e32 v103, v35, v39
	global_load_b128 v[21:24], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_mul_f32_e32 v104, v36, v40
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v105, v44, v48 :: v_dual_mul_f32 v106, v43, v47
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_dual_mul_f32 v107, v42, v46 :: v_dual_mul_f32 v108, v41, v45
	v_fmac_f32_e32 v95, 0x3fa66666, v92
	global_load_b128 v[29:32], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_dual_fmac_f32 v93, 0x3fa66666, v89 :: v_dual_fmac_f32 v98, 0x3fa66666, v95
	s_waitcnt vmcnt(13)
	v_mul_f32_e32 v109, v49, v53
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v100, 0x3fa66666, v93
	v_mul_f32_e32 v110, v50, v54
	v_mul_f32_e32 v56, v52, v56
	global_load_b128 v[37:40], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(13)
	v_dual_mul_f32 v60, v60, v64 :: v_dual_mul_f32 v59, v59, v63
	v_mul_f32_e32 v57, v57, v61
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_waitcnt vmcnt(12)
	v_dual_mul_f32 v63, v65, v69 :: v_dual_mul_f32 v64, v66, v70
	s_waitcnt vmcnt(11)
	v_dual_mul_f32 v65, v67, v71 :: v_dual_mul_f32 v70, v73, v77
	global_load_b128 v[45:48], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	v_mul_f32_e32 v66, v68, v72
	s_waitcnt vmcnt(10)
	v_dual_mul_f32 v67, v76, v80 :: v_dual_mul_f32 v72, v82, v86
	v_dual_mul_f32 v68, v75, v79 :: v_dual_mul_f32 v69, v74, v78
	v_dual_mul_f32 v74, v84, v88 :: v_dual_mul_f32 v71, v81, v85
	v_mul_f32_e32 v73, v83, v87
	v_fmac_f32_e32 v103, 0x3fa66666, v98
	v_fmac_f32_e32 v101, 0x3fa66666, v100
	v_dual_mul_f32 v55, v51, v55 :: v_dual_mul_f32 v58, v58, v62
	v_fmac_f32_e32 v96, 0x3fa66666, v91
	v_fmac_f32_e32 v94, 0x3fa66666, v90
	v_fmac_f32_e32 v106, 0x3fa66666, v103
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v108, 0x3fa66666, v101 :: v_dual_fmac_f32 v97, 0x3fa66666, v96
	v_dual_fmac_f32 v99, 0x3fa66666, v94 :: v_dual_fmac_f32 v104, 0x3fa66666, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v102, 0x3fa66666, v99 :: v_dual_fmac_f32 v105, 0x3fa66666, v104
	v_dual_fmac_f32 v107, 0x3fa66666, v102 :: v_dual_fmac_f32 v56, 0x3fa66666, v105
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v110, 0x3fa66666, v107 :: v_dual_fmac_f32 v109, 0x3fa66666, v108
	v_dual_fmac_f32 v55, 0x3fa66666, v106 :: v_dual_fmac_f32 v60, 0x3fa66666, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v58, 0x3fa66666, v110 :: v_dual_fmac_f32 v57, 0x3fa66666, v109
	v_dual_fmac_f32 v59, 0x3fa66666, v55 :: v_dual_fmac_f32 v66, 0x3fa66666, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, 0x3fa66666, v58
	v_fmac_f32_e32 v69, 0x3fa66666, v64
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmac_f32 v65, 0x3fa66666, v59 :: v_dual_fmac_f32 v72, 0x3fa66666, v69
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v75, v12, v16 :: v_dual_mul_f32 v76, v11, v15
	v_dual_mul_f32 v77, v10, v14 :: v_dual_mul_f32 v78, v9, v13
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v67, 0x3fa66666, v66
	v_fmac_f32_e32 v63, 0x3fa66666, v57
	global_load_b128 v[13:16], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v79, v17, v21 :: v_dual_mul_f32 v80, v18, v22
	v_dual_mul_f32 v81, v19, v23 :: v_dual_mul_f32 v82, v20, v24
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v3, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v74, 0x3fa66666, v67
	v_fmac_f32_e32 v70, 0x3fa66666, v63
	v_fmac_f32_e32 v68, 0x3fa66666, v65
	global_load_b128 v[21:24], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v3, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v86, v25, v29
	v_add_co_u32 v29, vcc_lo, 0x2000, v3
	v_mul_f32_e32 v85, v26, v30
	v_add_co_ci_u32_e64 v30, null, 0, v4, vcc_lo
	v_dual_mul_f32 v83, v28, v32 :: v_dual_mul_f32 v84, v27, v31
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v29, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v30, vcc_lo
	global_load_b128 v[29:32], v[29:30], off
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v87, v33, v37
	v_add_co_u32 v37, vcc_lo, 0x2000, v3
	v_mul_f32_e32 v88, v34, v38
	v_add_co_ci_u32_e64 v38, null, 0, v4, vcc_lo
	v_dual_mul_f32 v111, v35, v39 :: v_dual_mul_f32 v112, v36, v40
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v37, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s3, v38, vcc_lo
	global_load_b128 v[37:40], v[37:38], off
	v_fmac_f32_e32 v71, 0x3fa66666, v70
	v_fmac_f32_e32 v77, 0x3fa66666, v72
	v_fmac_f32_e32 v73, 0x3fa66666, v68
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v115, v42, v46
	v_dual_mul_f32 v113, v44, v48 :: v_dual_mul_f32 v116, v41, v45
	v_add_co_u32 v45, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, 0, v4, vcc_lo
	v_mul_f32_e32 v114, v43, v47
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v45, s2
	v_add_co_ci_u32_e64 v4, null, s3, v46, vcc_lo
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_u32 v53, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, null, 0, v4, vcc_lo
	global_load_b128 v[49:52], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v53, s2
	v_add_co_ci_u32_e64 v4, null, s3, v54, vcc_lo
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v61, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, 0, v4, vcc_lo
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v61, s2
	v_add_co_ci_u32_e64 v4, null, s3, v62, vcc_lo
	global_load_b128 v[61:64], v[61:62], off
	v_add_co_u32 v69, vcc_lo, 0x2000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, 0, v4, vcc_lo
	global_load_b128 v[65:68], v[3:4], off
	v_add_co_u32 v3, vcc_lo, v69, s2
	v_fmac_f32_e32 v78, 0x3fa66666, v71
	v_add_co_ci_u32_e64 v4, null, s3, v70, vcc_lo
	v_fmac_f32_e32 v80, 0x3fa66666, v77
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v77, vcc_lo, 0x2000, v3
	v_fmac_f32_e32 v76, 0x3fa66666, v73
	global_load_b128 v[69:72], v[69:70], off
	v_fmac_f32_e32 v79, 0x3fa66666, v78
	v_fmac_f32_e32 v75, 0x3fa66666, v74
	v_add_co_ci_u32_e64 v78, null, 0, v4, vcc_lo
	v_fmac_f32_e32 v85, 0x3fa66666, v80
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v81, 0x3fa66666, v76 :: v_dual_fmac_f32 v86, 0x3fa66666, v79
	v_fmac_f32_e32 v82, 0x3fa66666, v75
	global_load_b128 v[73:76], v[3:4], off
	global_load_b128 v[77:80], v[77:78], off
	v_fmac_f32_e32 v88, 0x3fa66666, v85
	v_dual_fmac_f32 v84, 0x3fa66666, v81 :: v_dual_fmac_f32 v87, 0x3fa66666, v86
	v_fmac_f32_e32 v83, 0x3fa66666, v82
	v_add_co_u32 v1, vcc_lo, v1, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v111, 0x3fa66666, v84 :: v_dual_fmac_f32 v116, 0x3fa66666, v87
	v_fmac_f32_e32 v112, 0x3fa66666, v83
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v113, 0x3fa66666, v112 :: v_dual_mul_f32 v10, v10, v14
	v_dual_mul_f32 v4, v11, v15 :: v_dual_fmac_f32 v115, 0x3fa66666, v88
	v_dual_fmac_f32 v114, 0x3fa66666, v111 :: v_dual_mul_f32 v3, v12, v16
	v_dual_mul_f32 v9, v9, v13 :: v_dual_fmac_f32 v10, 0x3fa66666, v115
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v4, 0x3fa66666, v114 :: v_dual_fmac_f32 v3, 0x3fa66666, v113
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v12, v18, v22 :: v_dual_fmac_f32 v9, 0x3fa66666, v116
	v_dual_mul_f32 v11, v17, v21 :: v_dual_mul_f32 v14, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v19, v23 :: v_dual_fmac_f32 v12, 0x3fa66666, v10
	v_dual_fmac_f32 v11, 0x3fa66666, v9 :: v_dual_fmac_f32 v14, 0x3fa66666, v3
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v10, v25, v29 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_mul_f32 v4, v27, v31 :: v_dual_mul_f32 v3, v28, v32
	v_dual_mul_f32 v9, v26, v30 :: v_dual_fmac_f32 v10, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v4, 0x3fa66666, v13 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(10)
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v34, v38
	v_dual_mul_f32 v13, v35, v39 :: v_dual_mul_f32 v14, v36, v40
	v_mul_f32_e32 v11, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_fmac_f32 v14, 0x3fa66666, v3 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v4, v43, v47
	v_dual_mul_f32 v10, v41, v45 :: v_dual_mul_f32 v3, v44, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v9, v42, v46 :: v_dual_fmac_f32 v4, 0x3fa66666, v13
	v_dual_fmac_f32 v10, 0x3fa66666, v11 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v50, v54
	v_dual_mul_f32 v13, v51, v55 :: v_dual_mul_f32 v14, v52, v56
	v_mul_f32_e32 v11, v49, v53
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v14, 0x3fa66666, v3 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v4, v59, v63
	v_dual_mul_f32 v10, v57, v61 :: v_dual_mul_f32 v3, v60, v64
	v_dual_mul_f32 v9, v58, v62 :: v_dual_fmac_f32 v4, 0x3fa66666, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v10, 0x3fa66666, v11 :: v_dual_fmac_f32 v3, 0x3fa66666, v14
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v9, 0x3fa66666, v12 :: v_dual_mul_f32 v12, v66, v70
	v_dual_mul_f32 v13, v67, v71 :: v_dual_mul_f32 v14, v68, v72
	v_mul_f32_e32 v11, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v12, 0x3fa66666, v9 :: v_dual_fmac_f32 v13, 0x3fa66666, v4
	v_dual_fmac_f32 v14, 0x3fa66666, v3 :: v_dual_fmac_f32 v11, 0x3fa66666, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, v76, v80
	v_dual_mul_f32 v4, v74, v78 :: v_dual_mul_f32 v3, v73, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v15, v75, v79 :: v_dual_fmac_f32 v16, 0x3fa66666, v14
	v_dual_fmac_f32 v4, 0x3fa66666, v12 :: v_dual_fmac_f32 v3, 0x3fa66666, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v15, 0x3fa66666, v13 :: v_dual_mul_f32 v12, 0x3fa66666, v16
	v_dual_mul_f32 v10, 0x3fa66666, v4 :: v_dual_mul_f32 v9, 0x3fa66666, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v11, 0x3fa66666, v15
	s_cbranch_execnz .LBB3_2
.LBB3_4:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v5
	v_cmp_eq_f32_e64 s0, 0x449a2000, v6
	v_cmp_eq_f32_e64 s1, 0x449a2000, v7
	v_cmp_eq_f32_e64 s2, 0x449a2000, v8
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_b128 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v3, v8, v3 :: v_dual_add_f32 v2, v7, v2
	v_dual_add_f32 v1, v6, v1 :: v_dual_add_f32 v0, v5, v0
	global_store_b128 v4, v[0:3], s[4:5]
.LBB3_6:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 117
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 29
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
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 117
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 10
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3704
; TotalNumSgprs: 12
; NumVgprs: 117
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 117
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 4, v0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v6, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[2:3], 4
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_lshl_b64 s[0:1], s[2:3], 7
	v_add_co_u32 v1, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, 0, s2
	s_add_u32 s2, s8, 0xffff2000
	s_addc_u32 s3, s9, -1
	s_movk_i32 s6, 0xc8
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v11, vcc_lo, 0x8000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v2, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x2000, v1
	v_add_co_ci_u32_e64 v16, null, 0, v2, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0xa000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v2, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x4000, v1
	v_add_co_ci_u32_e64 v24, null, 0, v2, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0xc000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, 0, v2, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0x6000, v1
	v_add_co_ci_u32_e64 v32, null, 0, v2, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0xe000, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v36, null, 0, v2, vcc_lo
	s_clause 0x2
	global_load_b128 v[7:10], v[1:2], off
	global_load_b128 v[11:14], v[11:12], off
	global_load_b128 v[15:18], v[15:16], off
	v_add_co_u32 v43, vcc_lo, v35, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v44, null, s3, v36, vcc_lo
	s_clause 0x5
	global_load_b128 v[19:22], v[19:20], off
	global_load_b128 v[23:26], v[23:24], off
	global_load_b128 v[27:30], v[27:28], off
	global_load_b128 v[31:34], v[31:32], off
	global_load_b128 v[35:38], v[35:36], off
	global_load_b128 v[39:42], v[43:44], off
	v_add_co_u32 v45, vcc_lo, 0x8000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, 0, v44, vcc_lo
	v_add_co_u32 v47, vcc_lo, 0x2000, v43
	v_add_co_ci_u32_e64 v48, null, 0, v44, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0xa000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v52, null, 0, v44, vcc_lo
	v_add_co_u32 v55, vcc_lo, 0x4000, v43
	v_add_co_ci_u32_e64 v56, null, 0, v44, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xc000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v60, null, 0, v44, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0x6000, v43
	v_add_co_ci_u32_e64 v64, null, 0, v44, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0xe000, v43
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, 0, v44, vcc_lo
	s_clause 0x1
	global_load_b128 v[43:46], v[45:46], off
	global_load_b128 v[47:50], v[47:48], off
	global_load_b128 v[51:54], v[51:52], off
	v_add_co_u32 v75, vcc_lo, v67, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v76, null, s3, v68, vcc_lo
	global_load_b128 v[55:58], v[55:56], off
	global_load_b128 v[59:62], v[59:60], off
	global_load_b128 v[63:66], v[63:64], off
	global_load_b128 v[67:70], v[67:68], off
	global_load_b128 v[71:74], v[75:76], off
	v_add_co_u32 v77, vcc_lo, 0x8000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v78, null, 0, v76, vcc_lo
	v_add_co_u32 v79, vcc_lo, 0x2000, v75
	v_add_co_ci_u32_e64 v80, null, 0, v76, vcc_lo
	v_add_co_u32 v83, vcc_lo, 0xa000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v84, null, 0, v76, vcc_lo
	v_add_co_u32 v85, vcc_lo, 0x4000, v75
	v_add_co_ci_u32_e64 v86, null, 0, v76, vcc_lo
	v_add_co_u32 v87, vcc_lo, 0xc000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v88, null, 0, v76, vcc_lo
	v_add_co_u32 v89, vcc_lo, 0x6000, v75
	v_add_co_ci_u32_e64 v90, null, 0, v76, vcc_lo
	v_add_co_u32 v91, vcc_lo, 0xe000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v92, null, 0, v76, vcc_lo
	global_load_b128 v[75:78], v[77:78], off
	global_load_b128 v[79:82], v[79:80], off
	s_add_i32 s6, s6, -8
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(17)
	v_dual_fmac_f32 v6, v8, v12 :: v_dual_fmac_f32 v3, v7, v11
	v_dual_fmac_f32 v5, v10, v14 :: v_dual_fmac_f32 v4, v9, v13
	global_load_b128 v[7:10], v[83:84], off
	global_load_b128 v[11:14], v[85:86], off
	global_load_b128 v[83:86], v[87:88], off
	global_load_b128 v[87:90], v[89:90], off
	s_waitcnt vmcnt(19)
	v_dual_fmac_f32 v6, v16, v20 :: v_dual_fmac_f32 v3, v15, v19
	v_add_co_u32 v19, vcc_lo, v91, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s3, v92, vcc_lo
	v_dual_fmac_f32 v4, v17, v21 :: v_dual_fmac_f32 v5, v18, v22
	global_load_b128 v[15:18], v[91:92], off
	v_add_co_u32 v91, vcc_lo, 0x8000, v19
	v_add_co_ci_u32_e64 v92, null, 0, v20, vcc_lo
	v_add_co_u32 v93, vcc_lo, 0x2000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v94, null, 0, v20, vcc_lo
	v_add_co_u32 v95, vcc_lo, 0xa000, v19
	v_add_co_ci_u32_e64 v96, null, 0, v20, vcc_lo
	v_add_co_u32 v97, vcc_lo, 0x4000, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v98, null, 0, v20, vcc_lo
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v5, v26, v30 :: v_dual_fmac_f32 v4, v25, v29
	v_dual_fmac_f32 v6, v24, v28 :: v_dual_fmac_f32 v3, v23, v27
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v101, v39, v43 :: v_dual_mul_f32 v102, v40, v44
	v_add_co_u32 v39, vcc_lo, 0xc000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v40, null, 0, v20, vcc_lo
	v_add_co_u32 v43, vcc_lo, 0x6000, v19
	v_add_co_ci_u32_e64 v44, null, 0, v20, vcc_lo
	v_add_co_u32 v99, vcc_lo, 0xe000, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v100, null, 0, v20, vcc_lo
	global_load_b128 v[19:22], v[19:20], off
	global_load_b128 v[23:26], v[91:92], off
	global_load_b128 v[27:30], v[93:94], off
	v_dual_fmac_f32 v3, v31, v35 :: v_dual_fmac_f32 v6, v32, v36
	v_dual_mul_f32 v103, v41, v45 :: v_dual_mul_f32 v104, v42, v46
	v_dual_fmac_f32 v4, v33, v37 :: v_dual_fmac_f32 v5, v34, v38
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_fmac_f32 v102, 0x3fa66666, v6 :: v_dual_fmac_f32 v101, 0x3fa66666, v3
	global_load_b128 v[31:34], v[95:96], off
	global_load_b128 v[35:38], v[97:98], off
	global_load_b128 v[39:42], v[39:40], off
	global_load_b128 v[43:46], v[43:44], off
	v_dual_fmac_f32 v103, 0x3fa66666, v4 :: v_dual_fmac_f32 v104, 0x3fa66666, v5
	s_waitcnt vmcnt(19)
	v_dual_fmac_f32 v102, v48, v52 :: v_dual_fmac_f32 v101, v47, v51
	global_load_b128 v[3:6], v[99:100], off
	v_dual_fmac_f32 v103, v49, v53 :: v_dual_fmac_f32 v104, v50, v54
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v102, v56, v60 :: v_dual_fmac_f32 v101, v55, v59
	s_waitcnt vmcnt(14)
	v_dual_mul_f32 v91, v71, v75 :: v_dual_mul_f32 v92, v72, v76
	v_add_co_u32 v71, vcc_lo, v99, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v72, null, s3, v100, vcc_lo
	v_dual_fmac_f32 v104, v58, v62 :: v_dual_fmac_f32 v103, v57, v61
	v_add_co_u32 v51, vcc_lo, 0x8000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v52, null, 0, v72, vcc_lo
	v_add_co_u32 v53, vcc_lo, 0x2000, v71
	v_add_co_ci_u32_e64 v54, null, 0, v72, vcc_lo
	v_add_co_u32 v55, vcc_lo, 0xa000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v56, null, 0, v72, vcc_lo
	v_add_co_u32 v57, vcc_lo, 0x4000, v71
	global_load_b128 v[47:50], v[71:72], off
	v_add_co_ci_u32_e64 v58, null, 0, v72, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xc000, v71
	v_add_co_ci_u32_e64 v60, null, 0, v72, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0x6000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v62, null, 0, v72, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0xe000, v71
	v_dual_fmac_f32 v101, v63, v67 :: v_dual_fmac_f32 v102, v64, v68
	v_add_co_ci_u32_e64 v72, null, 0, v72, vcc_lo
	v_add_co_u32 v67, vcc_lo, v71, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v91, 0x3fa66666, v101 :: v_dual_fmac_f32 v92, 0x3fa66666, v102
	v_dual_mul_f32 v93, v73, v77 :: v_dual_mul_f32 v94, v74, v78
	v_dual_fmac_f32 v103, v65, v69 :: v_dual_fmac_f32 v104, v66, v70
	v_add_co_ci_u32_e64 v68, null, s3, v72, vcc_lo
	v_dual_fmac_f32 v93, 0x3fa66666, v103 :: v_dual_fmac_f32 v94, 0x3fa66666, v104
	global_load_b128 v[63:66], v[67:68], off
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v91, v79, v7 :: v_dual_fmac_f32 v92, v80, v8
	v_add_co_u32 v7, vcc_lo, 0x8000, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v68, vcc_lo
	v_dual_fmac_f32 v93, v81, v9 :: v_dual_fmac_f32 v94, v82, v10
	v_add_co_u32 v69, vcc_lo, 0x2000, v67
	global_load_b128 v[7:10], v[7:8], off
	v_add_co_ci_u32_e64 v70, null, 0, v68, vcc_lo
	s_waitcnt vmcnt(13)
	v_dual_fmac_f32 v92, v12, v84 :: v_dual_fmac_f32 v91, v11, v83
	v_dual_fmac_f32 v94, v14, v86 :: v_dual_fmac_f32 v93, v13, v85
	s_waitcnt vmcnt(11)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v92, v88, v16 :: v_dual_fmac_f32 v91, v87, v15
	v_dual_fmac_f32 v94, v90, v18 :: v_dual_fmac_f32 v93, v89, v17
	s_waitcnt vmcnt(9)
	v_dual_mul_f32 v95, v19, v23 :: v_dual_mul_f32 v96, v20, v24
	v_dual_mul_f32 v97, v21, v25 :: v_dual_mul_f32 v98, v22, v26
	global_load_b128 v[19:22], v[51:52], off
	global_load_b128 v[23:26], v[53:54], off
	v_dual_fmac_f32 v95, 0x3fa66666, v91 :: v_dual_fmac_f32 v96, 0x3fa66666, v92
	v_dual_fmac_f32 v97, 0x3fa66666, v93 :: v_dual_fmac_f32 v98, 0x3fa66666, v94
	global_load_b128 v[51:54], v[55:56], off
	global_load_b128 v[55:58], v[57:58], off
	s_waitcnt vmcnt(11)
	v_dual_fmac_f32 v95, v27, v31 :: v_dual_fmac_f32 v96, v28, v32
	v_dual_fmac_f32 v97, v29, v33 :: v_dual_fmac_f32 v98, v30, v34
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v95, v35, v39 :: v_dual_fmac_f32 v96, v36, v40
	v_dual_fmac_f32 v97, v37, v41 :: v_dual_fmac_f32 v98, v38, v42
	s_waitcnt vmcnt(7)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v95, v43, v3 :: v_dual_fmac_f32 v96, v44, v4
	v_dual_fmac_f32 v97, v45, v5 :: v_dual_fmac_f32 v98, v46, v6
	s_waitcnt vmcnt(4)
	v_dual_mul_f32 v81, v63, v7 :: v_dual_mul_f32 v82, v64, v8
	v_dual_mul_f32 v83, v65, v9 :: v_dual_mul_f32 v84, v66, v10
	s_waitcnt vmcnt(3)
	v_dual_mul_f32 v99, v47, v19 :: v_dual_mul_f32 v100, v48, v20
	v_dual_mul_f32 v105, v49, v21 :: v_dual_mul_f32 v106, v50, v22
	global_load_b128 v[19:22], v[59:60], off
	global_load_b128 v[47:50], v[61:62], off
	global_load_b128 v[59:62], v[71:72], off
	v_add_co_u32 v71, vcc_lo, 0xa000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, 0, v68, vcc_lo
	v_add_co_u32 v73, vcc_lo, 0x4000, v67
	v_add_co_ci_u32_e64 v74, null, 0, v68, vcc_lo
	v_add_co_u32 v75, vcc_lo, 0xc000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v76, null, 0, v68, vcc_lo
	v_add_co_u32 v77, vcc_lo, 0xe000, v67
	v_add_co_ci_u32_e64 v78, null, 0, v68, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0x6000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v68, null, 0, v68, vcc_lo
	v_add_co_u32 v79, vcc_lo, v77, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v80, null, s3, v78, vcc_lo
	v_dual_fmac_f32 v100, 0x3fa66666, v96 :: v_dual_fmac_f32 v99, 0x3fa66666, v95
	v_add_co_u32 v11, vcc_lo, 0x8000, v79
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v80, vcc_lo
	global_load_b128 v[7:10], v[79:80], off
	global_load_b128 v[11:14], v[11:12], off
	v_dual_fmac_f32 v105, 0x3fa66666, v97 :: v_dual_fmac_f32 v106, 0x3fa66666, v98
	s_waitcnt vmcnt(6)
	v_dual_fmac_f32 v99, v23, v51 :: v_dual_fmac_f32 v100, v24, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v105, v25, v53 :: v_dual_fmac_f32 v106, v26, v54
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v100, v56, v20 :: v_dual_fmac_f32 v99, v55, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v106, v58, v22 :: v_dual_fmac_f32 v105, v57, v21
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v100, v48, v60 :: v_dual_fmac_f32 v99, v47, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v106, v50, v62 :: v_dual_fmac_f32 v105, v49, v61
	v_dual_fmac_f32 v82, 0x3fa66666, v100 :: v_dual_fmac_f32 v81, 0x3fa66666, v99
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_fmac_f32 v84, 0x3fa66666, v106 :: v_dual_fmac_f32 v83, 0x3fa66666, v105
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v85, v7, v11 :: v_dual_mul_f32 v86, v8, v12
	v_dual_mul_f32 v87, v9, v13 :: v_dual_mul_f32 v88, v10, v14
	global_load_b128 v[7:10], v[69:70], off
	global_load_b128 v[11:14], v[71:72], off
	global_load_b128 v[15:18], v[73:74], off
	global_load_b128 v[63:66], v[75:76], off
	v_add_co_u32 v71, vcc_lo, 0xe000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v72, null, 0, v80, vcc_lo
	v_add_co_u32 v73, vcc_lo, 0x2000, v79
	v_add_co_ci_u32_e64 v74, null, 0, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v75, vcc_lo, v71, s2
	v_add_co_ci_u32_e64 v76, null, s3, v72, vcc_lo
	global_load_b128 v[67:70], v[67:68], off
	v_add_co_u32 v31, vcc_lo, 0x8000, v75
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v32, null, 0, v76, vcc_lo
	global_load_b128 v[27:30], v[75:76], off
	global_load_b128 v[31:34], v[31:32], off
	s_waitcnt vmcnt(5)
	v_dual_fmac_f32 v84, v10, v14 :: v_dual_fmac_f32 v83, v9, v13
	v_dual_fmac_f32 v82, v8, v12 :: v_dual_fmac_f32 v81, v7, v11
	s_waitcnt vmcnt(3)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v84, v18, v66 :: v_dual_fmac_f32 v83, v17, v65
	v_dual_fmac_f32 v82, v16, v64 :: v_dual_fmac_f32 v81, v15, v63
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v89, v27, v31 :: v_dual_mul_f32 v90, v28, v32
	v_dual_mul_f32 v91, v29, v33 :: v_dual_mul_f32 v92, v30, v34
	global_load_b128 v[27:30], v[77:78], off
	v_add_co_u32 v31, vcc_lo, 0xa000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v32, null, 0, v80, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0x4000, v79
	v_add_co_ci_u32_e64 v36, null, 0, v80, vcc_lo
	v_add_co_u32 v39, vcc_lo, 0xc000, v79
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v40, null, 0, v80, vcc_lo
	global_load_b128 v[3:6], v[73:74], off
	global_load_b128 v[31:34], v[31:32], off
	global_load_b128 v[35:38], v[35:36], off
	global_load_b128 v[39:42], v[39:40], off
	v_add_co_u32 v79, vcc_lo, 0x6000, v79
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v80, null, 0, v80, vcc_lo
	global_load_b128 v[71:74], v[71:72], off
	v_add_co_u32 v23, vcc_lo, 0x2000, v75
	global_load_b128 v[43:46], v[79:80], off
	v_add_co_ci_u32_e64 v24, null, 0, v76, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0xa000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, 0, v76, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0x4000, v75
	v_add_co_ci_u32_e64 v52, null, 0, v76, vcc_lo
	v_add_co_u32 v77, vcc_lo, 0xc000, v75
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v78, null, 0, v76, vcc_lo
	v_add_co_u32 v55, vcc_lo, 0x6000, v75
	global_load_b128 v[19:22], v[23:24], off
	global_load_b128 v[23:26], v[25:26], off
	global_load_b128 v[51:54], v[51:52], off
	v_add_co_ci_u32_e64 v56, null, 0, v76, vcc_lo
	v_add_co_u32 v75, vcc_lo, 0xe000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v76, null, 0, v76, vcc_lo
	global_load_b128 v[47:50], v[77:78], off
	global_load_b128 v[55:58], v[55:56], off
	global_load_b128 v[59:62], v[75:76], off
	v_add_co_u32 v1, vcc_lo, v1, s0
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_waitcnt vmcnt(12)
	v_dual_fmac_f32 v84, v70, v30 :: v_dual_fmac_f32 v83, v69, v29
	v_dual_fmac_f32 v82, v68, v28 :: v_dual_fmac_f32 v81, v67, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v88, 0x3fa66666, v84 :: v_dual_fmac_f32 v87, 0x3fa66666, v83
	v_dual_fmac_f32 v86, 0x3fa66666, v82 :: v_dual_fmac_f32 v85, 0x3fa66666, v81
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v88, v6, v34 :: v_dual_fmac_f32 v87, v5, v33
	v_dual_fmac_f32 v86, v4, v32 :: v_dual_fmac_f32 v85, v3, v31
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v88, v38, v42 :: v_dual_fmac_f32 v87, v37, v41
	v_dual_fmac_f32 v86, v36, v40 :: v_dual_fmac_f32 v85, v35, v39
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v88, v46, v74 :: v_dual_fmac_f32 v87, v45, v73
	v_dual_fmac_f32 v86, v44, v72 :: v_dual_fmac_f32 v85, v43, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v92, 0x3fa66666, v88 :: v_dual_fmac_f32 v91, 0x3fa66666, v87
	v_dual_fmac_f32 v90, 0x3fa66666, v86 :: v_dual_fmac_f32 v89, 0x3fa66666, v85
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v92, v22, v26 :: v_dual_fmac_f32 v91, v21, v25
	v_dual_fmac_f32 v90, v20, v24 :: v_dual_fmac_f32 v89, v19, v23
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v92, v54, v50 :: v_dual_fmac_f32 v91, v53, v49
	v_dual_fmac_f32 v90, v52, v48 :: v_dual_fmac_f32 v89, v51, v47
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v92, v58, v62 :: v_dual_fmac_f32 v91, v57, v61
	v_dual_fmac_f32 v90, v56, v60 :: v_dual_fmac_f32 v89, v55, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v5, 0x3fa66666, v92 :: v_dual_mul_f32 v4, 0x3fa66666, v91
	v_dual_mul_f32 v6, 0x3fa66666, v90 :: v_dual_mul_f32 v3, 0x3fa66666, v89
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v3
	v_cmp_eq_f32_e64 s0, 0x449a2000, v6
	v_cmp_eq_f32_e64 s1, 0x449a2000, v4
	v_cmp_eq_f32_e64 s2, 0x449a2000, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_4
; %bb.3:
	v_lshlrev_b32_e32 v0, 4, v0
	global_load_b128 v[7:10], v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v10, v5, v10 :: v_dual_add_f32 v7, v3, v7
	v_dual_add_f32 v9, v4, v9 :: v_dual_add_f32 v8, v6, v8
	global_store_b128 v0, v[7:10], s[4:5]
.LBB4_4:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 107
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 24
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
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 107
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_agpr, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.numbered_sgpr, 10
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.num_named_barrier, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.private_seg_size, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.uses_vcc, 1
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.uses_flat_scratch, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_dyn_sized_stack, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_recursion, 0
	.set _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3068
; TotalNumSgprs: 12
; NumVgprs: 107
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 107
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s8, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_lshlrev_b32_e32 v9, 4, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[8:9], 5
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[8:9], s[8:9], 4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_movk_i32 s8, 0xc8
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v7, s9, s6, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v8, null, s7, 0, s9
	v_add_co_u32 v5, s9, s2, v9
	v_add_co_u32 v18, vcc_lo, 0x20000, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v8, vcc_lo
	v_add_co_u32 v22, vcc_lo, 0x2000, v7
	s_clause 0x1
	global_load_b128 v[14:17], v[7:8], off
	global_load_b128 v[18:21], v[18:19], off
	v_add_co_ci_u32_e64 v23, null, 0, v8, vcc_lo
	v_add_co_u32 v24, vcc_lo, 0x22000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, 0, v8, vcc_lo
	v_add_co_u32 v26, vcc_lo, 0x4000, v7
	v_add_co_ci_u32_e64 v27, null, 0, v8, vcc_lo
	v_add_co_u32 v28, vcc_lo, 0x24000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, null, 0, v8, vcc_lo
	v_add_co_u32 v30, vcc_lo, 0x6000, v7
	v_add_co_ci_u32_e64 v31, null, 0, v8, vcc_lo
	v_add_co_u32 v32, vcc_lo, 0x26000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v33, null, 0, v8, vcc_lo
	v_add_co_u32 v34, vcc_lo, 0x8000, v7
	v_add_co_ci_u32_e64 v35, null, 0, v8, vcc_lo
	v_add_co_u32 v36, vcc_lo, 0x28000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v37, null, 0, v8, vcc_lo
	v_add_co_u32 v38, vcc_lo, 0xa000, v7
	v_add_co_ci_u32_e64 v39, null, 0, v8, vcc_lo
	v_add_co_u32 v40, vcc_lo, 0x2a000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v41, null, 0, v8, vcc_lo
	v_add_co_u32 v42, vcc_lo, 0xc000, v7
	v_add_co_ci_u32_e64 v43, null, 0, v8, vcc_lo
	v_add_co_u32 v44, vcc_lo, 0x2c000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v45, null, 0, v8, vcc_lo
	v_add_co_u32 v46, vcc_lo, 0xe000, v7
	v_add_co_ci_u32_e64 v47, null, 0, v8, vcc_lo
	v_add_co_u32 v48, vcc_lo, 0x2e000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v49, null, 0, v8, vcc_lo
	v_add_co_u32 v50, vcc_lo, 0x10000, v7
	v_add_co_ci_u32_e64 v51, null, 0, v8, vcc_lo
	v_add_co_u32 v52, vcc_lo, 0x30000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v53, null, 0, v8, vcc_lo
	v_add_co_u32 v54, vcc_lo, 0x12000, v7
	v_add_co_ci_u32_e64 v55, null, 0, v8, vcc_lo
	v_add_co_u32 v56, vcc_lo, 0x32000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, null, 0, v8, vcc_lo
	v_add_co_u32 v58, vcc_lo, 0x14000, v7
	v_add_co_ci_u32_e64 v59, null, 0, v8, vcc_lo
	v_add_co_u32 v60, vcc_lo, 0x34000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v61, null, 0, v8, vcc_lo
	v_add_co_u32 v62, vcc_lo, 0x16000, v7
	v_add_co_ci_u32_e64 v63, null, 0, v8, vcc_lo
	v_add_co_u32 v64, vcc_lo, 0x36000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v65, null, 0, v8, vcc_lo
	v_add_co_u32 v66, vcc_lo, 0x18000, v7
	v_add_co_ci_u32_e64 v67, null, 0, v8, vcc_lo
	v_add_co_u32 v68, vcc_lo, 0x38000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v69, null, 0, v8, vcc_lo
	v_add_co_u32 v70, vcc_lo, 0x1a000, v7
	v_add_co_ci_u32_e64 v71, null, 0, v8, vcc_lo
	v_add_co_u32 v72, vcc_lo, 0x3a000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v73, null, 0, v8, vcc_lo
	v_add_co_u32 v74, vcc_lo, 0x1c000, v7
	v_add_co_ci_u32_e64 v75, null, 0, v8, vcc_lo
	v_add_co_u32 v76, vcc_lo, 0x3c000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v77, null, 0, v8, vcc_lo
	v_add_co_u32 v78, vcc_lo, 0x1e000, v7
	v_add_co_ci_u32_e64 v6, null, s3, 0, s9
	v_add_co_ci_u32_e64 v79, null, 0, v8, vcc_lo
	v_add_co_u32 v80, vcc_lo, 0x3e000, v7
	v_add_co_ci_u32_e64 v81, null, 0, v8, vcc_lo
	v_add_co_u32 v82, vcc_lo, 0x20000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v83, null, 0, v6, vcc_lo
	v_add_co_u32 v84, vcc_lo, 0x2000, v5
	v_add_co_ci_u32_e64 v85, null, 0, v6, vcc_lo
	v_add_co_u32 v86, vcc_lo, 0x22000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v87, null, 0, v6, vcc_lo
	v_add_co_u32 v88, vcc_lo, 0x4000, v5
	v_add_co_ci_u32_e64 v89, null, 0, v6, vcc_lo
	v_add_co_u32 v90, vcc_lo, 0x24000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v91, null, 0, v6, vcc_lo
	v_add_co_u32 v92, vcc_lo, 0x6000, v5
	v_add_co_ci_u32_e64 v93, null, 0, v6, vcc_lo
	v_add_co_u32 v94, vcc_lo, 0x26000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v95, null, 0, v6, vcc_lo
	v_add_co_u32 v96, vcc_lo, 0x8000, v5
	v_add_co_ci_u32_e64 v97, null, 0, v6, vcc_lo
	v_add_co_u32 v98, vcc_lo, 0x28000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v99, null, 0, v6, vcc_lo
	v_add_co_u32 v100, vcc_lo, 0xa000, v5
	v_add_co_ci_u32_e64 v101, null, 0, v6, vcc_lo
	v_add_co_u32 v102, vcc_lo, 0x2a000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v103, null, 0, v6, vcc_lo
	v_add_co_u32 v104, vcc_lo, 0xc000, v5
	v_add_co_ci_u32_e64 v105, null, 0, v6, vcc_lo
	v_add_co_u32 v106, vcc_lo, 0x2c000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v107, null, 0, v6, vcc_lo
	v_add_co_u32 v108, vcc_lo, 0xe000, v5
	v_add_co_ci_u32_e64 v109, null, 0, v6, vcc_lo
	v_add_co_u32 v110, vcc_lo, 0x2e000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v111, null, 0, v6, vcc_lo
	v_add_co_u32 v112, vcc_lo, 0x10000, v5
	v_add_co_ci_u32_e64 v113, null, 0, v6, vcc_lo
	v_add_co_u32 v114, vcc_lo, 0x30000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v115, null, 0, v6, vcc_lo
	v_add_co_u32 v116, vcc_lo, 0x12000, v5
	v_add_co_ci_u32_e64 v117, null, 0, v6, vcc_lo
	v_add_co_u32 v118, vcc_lo, 0x32000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, 0, v6, vcc_lo
	v_add_co_u32 v120, vcc_lo, 0x14000, v5
	v_add_co_ci_u32_e64 v121, null, 0, v6, vcc_lo
	v_add_co_u32 v122, vcc_lo, 0x34000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v123, null, 0, v6, vcc_lo
	v_add_co_u32 v124, vcc_lo, 0x16000, v5
	v_add_co_ci_u32_e64 v125, null, 0, v6, vcc_lo
	v_add_co_u32 v126, vcc_lo, 0x36000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v127, null, 0, v6, vcc_lo
	v_add_co_u32 v128, vcc_lo, 0x18000, v5
	v_add_co_ci_u32_e64 v129, null, 0, v6, vcc_lo
	v_add_co_u32 v130, vcc_lo, 0x38000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v131, null, 0, v6, vcc_lo
	v_add_co_u32 v132, vcc_lo, 0x1a000, v5
	v_add_co_ci_u32_e64 v133, null, 0, v6, vcc_lo
	v_add_co_u32 v134, vcc_lo, 0x3a000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v135, null, 0, v6, vcc_lo
	v_add_co_u32 v136, vcc_lo, 0x1c000, v5
	v_add_co_ci_u32_e64 v137, null, 0, v6, vcc_lo
	v_add_co_u32 v138, vcc_lo, 0x3c000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v139, null, 0, v6, vcc_lo
	v_add_co_u32 v140, vcc_lo, 0x1e000, v5
	v_add_co_ci_u32_e64 v141, null, 0, v6, vcc_lo
	v_add_co_u32 v142, vcc_lo, 0x3e000, v5
	global_load_b128 v[1:4], v[5:6], off
	v_add_co_ci_u32_e64 v143, null, 0, v6, vcc_lo
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_add_u32 s6, s6, s0
	s_addc_u32 s7, s7, s1
	s_add_i32 s8, s8, -2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s8, 0
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v12, v17, v21 :: v_dual_fmac_f32 v13, v16, v20
	v_dual_fmac_f32 v11, v15, v19 :: v_dual_fmac_f32 v10, v14, v18
	s_clause 0x1
	global_load_b128 v[14:17], v[22:23], off
	global_load_b128 v[18:21], v[24:25], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v10, v14, v18 :: v_dual_fmac_f32 v11, v15, v19
	v_dual_fmac_f32 v13, v16, v20 :: v_dual_fmac_f32 v12, v17, v21
	s_clause 0x1
	global_load_b128 v[14:17], v[26:27], off
	global_load_b128 v[18:21], v[28:29], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v12, v17, v21 :: v_dual_fmac_f32 v13, v16, v20
	v_dual_fmac_f32 v11, v15, v19 :: v_dual_fmac_f32 v10, v14, v18
	s_clause 0x1
	global_load_b128 v[14:17], v[30:31], off
	global_load_b128 v[18:21], v[32:33], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v10, v14, v18 :: v_dual_fmac_f32 v11, v15, v19
	v_dual_fmac_f32 v13, v16, v20 :: v_dual_fmac_f32 v12, v17, v21
	s_clause 0x1
	global_load_b128 v[14:17], v[34:35], off
	global_load_b128 v[18:21], v[36:37], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v12, v17, v21 :: v_dual_fmac_f32 v13, v16, v20
	v_dual_fmac_f32 v11, v15, v19 :: v_dual_fmac_f32 v10, v14, v18
	s_clause 0x1
	global_load_b128 v[14:17], v[38:39], off
	global_load_b128 v[18:21], v[40:41], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v10, v14, v18 :: v_dual_fmac_f32 v11, v15, v19
	v_dual_fmac_f32 v13, v16, v20 :: v_dual_fmac_f32 v12, v17, v21
	s_clause 0x1
	global_load_b128 v[14:17], v[42:43], off
	global_load_b128 v[18:21], v[44:45], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v12, v17, v21 :: v_dual_fmac_f32 v13, v16, v20
	v_dual_fmac_f32 v11, v15, v19 :: v_dual_fmac_f32 v10, v14, v18
	s_clause 0x1
	global_load_b128 v[14:17], v[46:47], off
	global_load_b128 v[18:21], v[48:49], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v10, v14, v18 :: v_dual_fmac_f32 v11, v15, v19
	v_dual_fmac_f32 v13, v16, v20 :: v_dual_fmac_f32 v12, v17, v21
	s_clause 0x1
	global_load_b128 v[14:17], v[50:51], off
	global_load_b128 v[18:21], v[52:53], off
	global_load_b128 v[50:53], v[106:107], off
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v12, v17, v21 :: v_dual_fmac_f32 v13, v16, v20
	v_dual_fmac_f32 v11, v15, v19 :: v_dual_fmac_f32 v10, v14, v18
	s_clause 0x1
	global_load_b128 v[14:17], v[54:55], off
	global_load_b128 v[18:21], v[56:57], off
	global_load_b128 v[54:57], v[108:109], off
	s_waitcnt vmcnt(1)
	v_dual_fmac_f32 v10, v14, v18 :: v_dual_fmac_f32 v11, v15, v19
	v_dual_fmac_f32 v13, v16, v20 :: v_dual_fmac_f32 v12, v17, v21
	s_clause 0x1
	global_load_b128 v[14:17], v[58:59], off
	global_load_b128 v[18:21], v[60:61], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v12, v17, v21 :: v_dual_fmac_f32 v13, v16, v20
	v_dual_fmac_f32 v11, v15, v19 :: v_dual_fmac_f32 v10, v14, v18
	s_clause 0x1
	global_load_b128 v[14:17], v[62:63], off
	global_load_b128 v[18:21], v[64:65], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v10, v14, v18 :: v_dual_fmac_f32 v11, v15, v19
	v_dual_fmac_f32 v13, v16, v20 :: v_dual_fmac_f32 v12, v17, v21
	s_clause 0x1
	global_load_b128 v[5:8], v[66:67], off
	global_load_b128 v[14:17], v[68:69], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v12, v8, v17 :: v_dual_fmac_f32 v13, v7, v16
	v_dual_fmac_f32 v11, v6, v15 :: v_dual_fmac_f32 v10, v5, v14
	s_clause 0x3
	global_load_b128 v[5:8], v[70:71], off
	global_load_b128 v[14:17], v[72:73], off
	global_load_b128 v[18:21], v[74:75], off
	global_load_b128 v[22:25], v[76:77], off
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v10, v5, v14 :: v_dual_fmac_f32 v11, v6, v15
	v_dual_fmac_f32 v13, v7, v16 :: v_dual_fmac_f32 v12, v8, v17
	s_clause 0x1
	global_load_b128 v[5:8], v[78:79], off
	global_load_b128 v[14:17], v[80:81], off
	s_clause 0x1
	global_load_b128 v[26:29], v[82:83], off
	global_load_b128 v[30:33], v[84:85], off
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v10, v18, v22 :: v_dual_fmac_f32 v11, v19, v23
	v_dual_fmac_f32 v13, v20, v24 :: v_dual_fmac_f32 v12, v21, v25
	s_clause 0x3
	global_load_b128 v[18:21], v[86:87], off
	global_load_b128 v[22:25], v[88:89], off
	global_load_b128 v[34:37], v[90:91], off
	global_load_b128 v[38:41], v[92:93], off
	s_waitcnt vmcnt(6)
	v_dual_fmac_f32 v10, v5, v14 :: v_dual_fmac_f32 v11, v6, v15
	v_dual_fmac_f32 v13, v7, v16 :: v_dual_fmac_f32 v12, v8, v17
	s_clause 0x2
	global_load_b128 v[5:8], v[94:95], off
	global_load_b128 v[14:17], v[96:97], off
	global_load_b128 v[42:45], v[98:99], off
	s_waitcnt vmcnt(8)
	v_dual_mul_f32 v86, v1, v26 :: v_dual_mul_f32 v87, v2, v27
	v_dual_mul_f32 v88, v3, v28 :: v_dual_mul_f32 v89, v4, v29
	s_clause 0x2
	global_load_b128 v[1:4], v[100:101], off
	global_load_b128 v[26:29], v[102:103], off
	global_load_b128 v[46:49], v[104:105], off
	v_dual_fmac_f32 v86, 0x3fa66666, v10 :: v_dual_fmac_f32 v87, 0x3fa66666, v11
	v_dual_fmac_f32 v88, 0x3fa66666, v13 :: v_dual_fmac_f32 v89, 0x3fa66666, v12
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v86, v30, v18 :: v_dual_fmac_f32 v87, v31, v19
	v_dual_fmac_f32 v88, v32, v20 :: v_dual_fmac_f32 v89, v33, v21
	s_clause 0x3
	global_load_b128 v[10:13], v[110:111], off
	global_load_b128 v[18:21], v[112:113], off
	global_load_b128 v[30:33], v[114:115], off
	global_load_b128 v[58:61], v[116:117], off
	s_waitcnt vmcnt(11)
	v_dual_fmac_f32 v86, v22, v34 :: v_dual_fmac_f32 v87, v23, v35
	v_dual_fmac_f32 v88, v24, v36 :: v_dual_fmac_f32 v89, v25, v37
	s_clause 0x3
	global_load_b128 v[22:25], v[118:119], off
	global_load_b128 v[34:37], v[120:121], off
	global_load_b128 v[62:65], v[122:123], off
	global_load_b128 v[66:69], v[124:125], off
	s_waitcnt vmcnt(13)
	v_dual_fmac_f32 v86, v38, v5 :: v_dual_fmac_f32 v87, v39, v6
	v_dual_fmac_f32 v88, v40, v7 :: v_dual_fmac_f32 v89, v41, v8
	s_clause 0x3
	global_load_b128 v[5:8], v[126:127], off
	global_load_b128 v[38:41], v[128:129], off
	global_load_b128 v[70:73], v[130:131], off
	global_load_b128 v[74:77], v[132:133], off
	s_waitcnt vmcnt(15)
	v_dual_fmac_f32 v86, v14, v42 :: v_dual_fmac_f32 v87, v15, v43
	v_dual_fmac_f32 v88, v16, v44 :: v_dual_fmac_f32 v89, v17, v45
	s_clause 0x3
	global_load_b128 v[14:17], v[134:135], off
	global_load_b128 v[42:45], v[136:137], off
	global_load_b128 v[78:81], v[138:139], off
	global_load_b128 v[82:85], v[140:141], off
	s_waitcnt vmcnt(17)
	v_dual_fmac_f32 v86, v1, v26 :: v_dual_fmac_f32 v87, v2, v27
	v_dual_fmac_f32 v88, v3, v28 :: v_dual_fmac_f32 v89, v4, v29
	global_load_b128 v[1:4], v[142:143], off
	s_waitcnt vmcnt(17)
	v_dual_fmac_f32 v86, v46, v50 :: v_dual_fmac_f32 v87, v47, v51
	v_dual_fmac_f32 v88, v48, v52 :: v_dual_fmac_f32 v89, v49, v53
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v86, v54, v10 :: v_dual_fmac_f32 v87, v55, v11
	v_dual_fmac_f32 v88, v56, v12 :: v_dual_fmac_f32 v89, v57, v13
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v86, v18, v30 :: v_dual_fmac_f32 v87, v19, v31
	v_dual_fmac_f32 v88, v20, v32 :: v_dual_fmac_f32 v89, v21, v33
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v86, v58, v22 :: v_dual_fmac_f32 v87, v59, v23
	v_dual_fmac_f32 v88, v60, v24 :: v_dual_fmac_f32 v89, v61, v25
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v86, v34, v62 :: v_dual_fmac_f32 v87, v35, v63
	v_dual_fmac_f32 v88, v36, v64 :: v_dual_fmac_f32 v89, v37, v65
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v89, v69, v8 :: v_dual_fmac_f32 v88, v68, v7
	v_dual_fmac_f32 v87, v67, v6 :: v_dual_fmac_f32 v86, v66, v5
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v89, v41, v73 :: v_dual_fmac_f32 v88, v40, v72
	v_dual_fmac_f32 v87, v39, v71 :: v_dual_fmac_f32 v86, v38, v70
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v89, v77, v17 :: v_dual_fmac_f32 v88, v76, v16
	v_dual_fmac_f32 v87, v75, v15 :: v_dual_fmac_f32 v86, v74, v14
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v89, v45, v81 :: v_dual_fmac_f32 v88, v44, v80
	v_dual_fmac_f32 v87, v43, v79 :: v_dual_fmac_f32 v86, v42, v78
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v89, v85, v4 :: v_dual_fmac_f32 v88, v84, v3
	v_dual_fmac_f32 v87, v83, v2 :: v_dual_fmac_f32 v86, v82, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v12, 0x3fa66666, v89 :: v_dual_mul_f32 v13, 0x3fa66666, v88
	v_dual_mul_f32 v11, 0x3fa66666, v87 :: v_dual_mul_f32 v10, 0x3fa66666, v86
	s_cbranch_scc0 .LBB5_1
; %bb.2:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v10
	v_cmp_eq_f32_e64 s0, 0x449a2000, v11
	v_cmp_eq_f32_e64 s1, 0x449a2000, v13
	v_cmp_eq_f32_e64 s2, 0x449a2000, v12
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_b128 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v3, v12, v3 :: v_dual_add_f32 v2, v13, v2
	v_dual_add_f32 v1, v11, v1 :: v_dual_add_f32 v0, v10, v0
	global_store_b128 v4, v[0:3], s[4:5]
.LBB5_4:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 144
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 24
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
	.set _Z9sumKernelILi8192ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 144
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
; codeLenInByte = 2976
; TotalNumSgprs: 12
; NumVgprs: 144
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 144
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v48, 0 :: v_dual_lshlrev_b32 v1, 4, v0
	v_dual_mov_b32 v45, 0 :: v_dual_mov_b32 v46, 0
	v_mov_b32_e32 v47, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[2:3], 4
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	v_add_co_u32 v1, s2, s2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s3, 0, s2
	s_movk_i32 s2, 0xc8
	v_add_co_u32 v1, vcc_lo, 0x7e000, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v49, vcc_lo, 0xfff82000, v1
	v_add_co_ci_u32_e64 v50, null, -1, v2, vcc_lo
	v_add_co_u32 v53, vcc_lo, 0xfffc2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v54, null, -1, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[49:52], v[49:50], off
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_u32 v57, vcc_lo, 0xfff84000, v1
	v_add_co_ci_u32_e64 v58, null, -1, v2, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xfffc4000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v60, null, -1, v2, vcc_lo
	v_add_co_u32 v61, vcc_lo, 0xfff86000, v1
	v_add_co_ci_u32_e64 v62, null, -1, v2, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfffc6000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v64, null, -1, v2, vcc_lo
	v_add_co_u32 v65, vcc_lo, 0xfff88000, v1
	v_add_co_ci_u32_e64 v66, null, -1, v2, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0xfffc8000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v68, null, -1, v2, vcc_lo
	v_add_co_u32 v41, vcc_lo, 0xfff8a000, v1
	v_add_co_ci_u32_e64 v42, null, -1, v2, vcc_lo
	v_add_co_u32 v69, vcc_lo, 0xfffca000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, -1, v2, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0xfff8c000, v1
	v_add_co_ci_u32_e64 v36, null, -1, v2, vcc_lo
	v_add_co_u32 v37, vcc_lo, 0xfffcc000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v38, null, -1, v2, vcc_lo
	v_add_co_u32 v29, vcc_lo, 0xfff8e000, v1
	v_add_co_ci_u32_e64 v30, null, -1, v2, vcc_lo
	v_add_co_u32 v33, vcc_lo, 0xfffce000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, -1, v2, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0xfff90000, v1
	v_add_co_ci_u32_e64 v24, null, -1, v2, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0xfffd0000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, -1, v2, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0xfff92000, v1
	v_add_co_ci_u32_e64 v20, null, -1, v2, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0xfffd2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, -1, v2, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0xfff94000, v1
	v_add_co_ci_u32_e64 v12, null, -1, v2, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0xfffd4000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, -1, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, 0xfff96000, v1
	v_add_co_ci_u32_e64 v8, null, -1, v2, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0xfffd6000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xfff98000, v1
	v_add_co_ci_u32_e64 v4, null, -1, v2, vcc_lo
	v_add_co_u32 v5, vcc_lo, 0xfffd8000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0xfff9a000, v1
	v_add_co_ci_u32_e64 v14, null, -1, v2, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0xfffda000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, -1, v2, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0xfff9c000, v1
	v_add_co_ci_u32_e64 v28, null, -1, v2, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0xfffdc000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v32, null, -1, v2, vcc_lo
	v_add_co_u32 v39, vcc_lo, 0xfff9e000, v1
	v_add_co_ci_u32_e64 v40, null, -1, v2, vcc_lo
	v_add_co_u32 v43, vcc_lo, 0xfffde000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v44, null, -1, v2, vcc_lo
	v_add_co_u32 v71, vcc_lo, 0xfffa0000, v1
	v_add_co_ci_u32_e64 v72, null, -1, v2, vcc_lo
	v_add_co_u32 v73, vcc_lo, 0xfffe0000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v74, null, -1, v2, vcc_lo
	v_add_co_u32 v75, vcc_lo, 0xfffa2000, v1
	v_add_co_ci_u32_e64 v76, null, -1, v2, vcc_lo
	v_add_co_u32 v77, vcc_lo, 0xfffe2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v78, null, -1, v2, vcc_lo
	v_add_co_u32 v79, vcc_lo, 0xfffa4000, v1
	v_add_co_ci_u32_e64 v80, null, -1, v2, vcc_lo
	v_add_co_u32 v81, vcc_lo, 0xfffe4000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v82, null, -1, v2, vcc_lo
	v_add_co_u32 v83, vcc_lo, 0xfffa6000, v1
	v_add_co_ci_u32_e64 v84, null, -1, v2, vcc_lo
	v_add_co_u32 v85, vcc_lo, 0xfffe6000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v86, null, -1, v2, vcc_lo
	v_add_co_u32 v87, vcc_lo, 0xfffa8000, v1
	v_add_co_ci_u32_e64 v88, null, -1, v2, vcc_lo
	v_add_co_u32 v89, vcc_lo, 0xfffe8000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v90, null, -1, v2, vcc_lo
	v_add_co_u32 v91, vcc_lo, 0xfffaa000, v1
	v_add_co_ci_u32_e64 v92, null, -1, v2, vcc_lo
	v_add_co_u32 v93, vcc_lo, 0xfffea000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v94, null, -1, v2, vcc_lo
	v_add_co_u32 v95, vcc_lo, 0xfffac000, v1
	v_add_co_ci_u32_e64 v96, null, -1, v2, vcc_lo
	s_add_i32 s2, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v48, v52, v56 :: v_dual_fmac_f32 v47, v51, v55
	v_dual_fmac_f32 v46, v50, v54 :: v_dual_fmac_f32 v45, v49, v53
	s_clause 0x1
	global_load_b128 v[49:52], v[57:58], off
	global_load_b128 v[53:56], v[59:60], off
	v_add_co_u32 v57, vcc_lo, 0xfffec000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v58, null, -1, v2, vcc_lo
	v_add_co_u32 v59, vcc_lo, 0xfffae000, v1
	v_add_co_ci_u32_e64 v60, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v45, v49, v53 :: v_dual_fmac_f32 v46, v50, v54
	v_dual_fmac_f32 v47, v51, v55 :: v_dual_fmac_f32 v48, v52, v56
	s_clause 0x1
	global_load_b128 v[49:52], v[61:62], off
	global_load_b128 v[53:56], v[63:64], off
	v_add_co_u32 v61, vcc_lo, 0xfffee000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, -1, v2, vcc_lo
	v_add_co_u32 v63, vcc_lo, 0xfffb0000, v1
	v_add_co_ci_u32_e64 v64, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v48, v52, v56 :: v_dual_fmac_f32 v47, v51, v55
	v_dual_fmac_f32 v46, v50, v54 :: v_dual_fmac_f32 v45, v49, v53
	s_clause 0x1
	global_load_b128 v[49:52], v[65:66], off
	global_load_b128 v[53:56], v[67:68], off
	v_add_co_u32 v65, vcc_lo, 0xffff0000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v66, null, -1, v2, vcc_lo
	v_add_co_u32 v67, vcc_lo, 0xfffb2000, v1
	v_add_co_ci_u32_e64 v68, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v45, v49, v53 :: v_dual_fmac_f32 v46, v50, v54
	v_dual_fmac_f32 v47, v51, v55 :: v_dual_fmac_f32 v48, v52, v56
	s_clause 0x1
	global_load_b128 v[49:52], v[41:42], off
	global_load_b128 v[53:56], v[69:70], off
	v_add_co_u32 v69, vcc_lo, 0xffff2000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, -1, v2, vcc_lo
	v_add_co_u32 v97, vcc_lo, 0xfffb4000, v1
	v_add_co_ci_u32_e64 v98, null, -1, v2, vcc_lo
	v_add_co_u32 v99, vcc_lo, 0xffff4000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v100, null, -1, v2, vcc_lo
	v_add_co_u32 v101, vcc_lo, 0xfffb6000, v1
	v_add_co_ci_u32_e64 v102, null, -1, v2, vcc_lo
	v_add_co_u32 v103, vcc_lo, 0xffff6000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v104, null, -1, v2, vcc_lo
	v_add_co_u32 v105, vcc_lo, 0xfffb8000, v1
	v_add_co_ci_u32_e64 v106, null, -1, v2, vcc_lo
	v_add_co_u32 v107, vcc_lo, 0xffff8000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v108, null, -1, v2, vcc_lo
	v_add_co_u32 v109, vcc_lo, 0xfffba000, v1
	v_add_co_ci_u32_e64 v110, null, -1, v2, vcc_lo
	v_add_co_u32 v111, vcc_lo, 0xffffa000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v112, null, -1, v2, vcc_lo
	v_add_co_u32 v113, vcc_lo, 0xfffbc000, v1
	v_add_co_ci_u32_e64 v114, null, -1, v2, vcc_lo
	v_add_co_u32 v115, vcc_lo, 0xffffc000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v116, null, -1, v2, vcc_lo
	v_add_co_u32 v117, vcc_lo, 0xfffbe000, v1
	v_add_co_ci_u32_e64 v118, null, -1, v2, vcc_lo
	v_add_co_u32 v119, vcc_lo, 0xffffe000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v120, null, -1, v2, vcc_lo
	v_add_co_u32 v121, vcc_lo, 0xfffc0000, v1
	v_add_co_ci_u32_e64 v122, null, -1, v2, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v48, v52, v56 :: v_dual_fmac_f32 v47, v51, v55
	v_dual_fmac_f32 v46, v50, v54 :: v_dual_fmac_f32 v45, v49, v53
	s_clause 0x1
	global_load_b128 v[49:52], v[35:36], off
	global_load_b128 v[35:38], v[37:38], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v45, v49, v35 :: v_dual_fmac_f32 v46, v50, v36
	v_dual_fmac_f32 v47, v51, v37 :: v_dual_fmac_f32 v48, v52, v38
	s_clause 0x1
	global_load_b128 v[35:38], v[29:30], off
	global_load_b128 v[49:52], v[33:34], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v46, v36, v50 :: v_dual_fmac_f32 v45, v35, v49
	s_clause 0x1
	global_load_b128 v[33:36], v[23:24], off
	global_load_b128 v[23:26], v[25:26], off
	v_dual_fmac_f32 v48, v38, v52 :: v_dual_fmac_f32 v47, v37, v51
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v45, v33, v23 :: v_dual_fmac_f32 v46, v34, v24
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_fmac_f32 v47, v35, v25 :: v_dual_fmac_f32 v48, v36, v26
	s_clause 0x1
	global_load_b128 v[23:26], v[19:20], off
	global_load_b128 v[19:22], v[21:22], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v48, v26, v22 :: v_dual_fmac_f32 v47, v25, v21
	v_dual_fmac_f32 v46, v24, v20 :: v_dual_fmac_f32 v45, v23, v19
	s_clause 0x1
	global_load_b128 v[19:22], v[11:12], off
	global_load_b128 v[23:26], v[15:16], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v45, v19, v23 :: v_dual_fmac_f32 v46, v20, v24
	v_dual_fmac_f32 v47, v21, v25 :: v_dual_fmac_f32 v48, v22, v26
	s_clause 0x1
	global_load_b128 v[19:22], v[7:8], off
	global_load_b128 v[7:10], v[9:10], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v48, v22, v10 :: v_dual_fmac_f32 v47, v21, v9
	v_dual_fmac_f32 v46, v20, v8 :: v_dual_fmac_f32 v45, v19, v7
	s_clause 0x1
	global_load_b128 v[7:10], v[3:4], off
	global_load_b128 v[3:6], v[5:6], off
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v45, v7, v3 :: v_dual_fmac_f32 v46, v8, v4
	v_dual_fmac_f32 v47, v9, v5 :: v_dual_fmac_f32 v48, v10, v6
	s_clause 0x3
	global_load_b128 v[3:6], v[13:14], off
	global_load_b128 v[7:10], v[17:18], off
	global_load_b128 v[11:14], v[27:28], off
	global_load_b128 v[15:18], v[31:32], off
	s_waitcnt vmcnt(2)
	v_dual_fmac_f32 v48, v6, v10 :: v_dual_fmac_f32 v47, v5, v9
	v_dual_fmac_f32 v46, v4, v8 :: v_dual_fmac_f32 v45, v3, v7
	s_clause 0x3
	global_load_b128 v[3:6], v[39:40], off
	global_load_b128 v[7:10], v[43:44], off
	global_load_b128 v[19:22], v[71:72], off
	global_load_b128 v[23:26], v[73:74], off
	s_waitcnt vmcnt(4)
	v_dual_fmac_f32 v48, v14, v18 :: v_dual_fmac_f32 v47, v13, v17
	v_dual_fmac_f32 v46, v12, v16 :: v_dual_fmac_f32 v45, v11, v15
	s_clause 0x3
	global_load_b128 v[11:14], v[75:76], off
	global_load_b128 v[15:18], v[77:78], off
	global_load_b128 v[27:30], v[79:80], off
	global_load_b128 v[31:34], v[81:82], off
	s_waitcnt vmcnt(6)
	v_dual_fmac_f32 v48, v6, v10 :: v_dual_fmac_f32 v47, v5, v9
	v_dual_fmac_f32 v46, v4, v8 :: v_dual_fmac_f32 v45, v3, v7
	s_clause 0x3
	global_load_b128 v[3:6], v[83:84], off
	global_load_b128 v[7:10], v[85:86], off
	global_load_b128 v[35:38], v[87:88], off
	global_load_b128 v[39:42], v[89:90], off
	s_waitcnt vmcnt(8)
	v_dual_fmac_f32 v48, v22, v26 :: v_dual_fmac_f32 v47, v21, v25
	v_dual_fmac_f32 v46, v20, v24 :: v_dual_fmac_f32 v45, v19, v23
	s_clause 0x3
	global_load_b128 v[19:22], v[91:92], off
	global_load_b128 v[23:26], v[93:94], off
	global_load_b128 v[49:52], v[95:96], off
	global_load_b128 v[53:56], v[57:58], off
	s_waitcnt vmcnt(10)
	v_dual_fmac_f32 v48, v14, v18 :: v_dual_fmac_f32 v47, v13, v17
	v_dual_fmac_f32 v46, v12, v16 :: v_dual_fmac_f32 v45, v11, v15
	s_clause 0x3
	global_load_b128 v[11:14], v[59:60], off
	global_load_b128 v[15:18], v[61:62], off
	global_load_b128 v[57:60], v[63:64], off
	global_load_b128 v[61:64], v[65:66], off
	s_waitcnt vmcnt(12)
	v_dual_fmac_f32 v48, v30, v34 :: v_dual_fmac_f32 v47, v29, v33
	v_dual_fmac_f32 v46, v28, v32 :: v_dual_fmac_f32 v45, v27, v31
	s_clause 0x3
	global_load_b128 v[27:30], v[67:68], off
	global_load_b128 v[31:34], v[69:70], off
	global_load_b128 v[65:68], v[97:98], off
	global_load_b128 v[69:72], v[99:100], off
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v48, v6, v10 :: v_dual_fmac_f32 v47, v5, v9
	v_dual_fmac_f32 v46, v4, v8 :: v_dual_fmac_f32 v45, v3, v7
	s_clause 0x3
	global_load_b128 v[3:6], v[101:102], off
	global_load_b128 v[7:10], v[103:104], off
	global_load_b128 v[73:76], v[105:106], off
	global_load_b128 v[77:80], v[107:108], off
	s_waitcnt vmcnt(16)
	v_dual_fmac_f32 v48, v38, v42 :: v_dual_fmac_f32 v47, v37, v41
	v_dual_fmac_f32 v46, v36, v40 :: v_dual_fmac_f32 v45, v35, v39
	s_clause 0x3
	global_load_b128 v[35:38], v[109:110], off
	global_load_b128 v[39:42], v[111:112], off
	global_load_b128 v[81:84], v[113:114], off
	global_load_b128 v[85:88], v[115:116], off
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v48, v22, v26 :: v_dual_fmac_f32 v47, v21, v25
	v_dual_fmac_f32 v46, v20, v24 :: v_dual_fmac_f32 v45, v19, v23
	s_clause 0x2
	global_load_b128 v[19:22], v[117:118], off
	global_load_b128 v[23:26], v[119:120], off
	global_load_b128 v[89:92], v[121:122], off
	s_waitcnt vmcnt(19)
	v_dual_fmac_f32 v48, v52, v56 :: v_dual_fmac_f32 v47, v51, v55
	v_dual_fmac_f32 v46, v50, v54 :: v_dual_fmac_f32 v45, v49, v53
	global_load_b128 v[49:52], v[1:2], off
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v48, v14, v18 :: v_dual_fmac_f32 v47, v13, v17
	v_dual_fmac_f32 v46, v12, v16 :: v_dual_fmac_f32 v45, v11, v15
	v_add_co_u32 v1, vcc_lo, v1, s0
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v48, v60, v64 :: v_dual_fmac_f32 v47, v59, v63
	v_dual_fmac_f32 v46, v58, v62 :: v_dual_fmac_f32 v45, v57, v61
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v48, v30, v34 :: v_dual_fmac_f32 v47, v29, v33
	v_dual_fmac_f32 v46, v28, v32 :: v_dual_fmac_f32 v45, v27, v31
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v48, v68, v72 :: v_dual_fmac_f32 v47, v67, v71
	v_dual_fmac_f32 v46, v66, v70 :: v_dual_fmac_f32 v45, v65, v69
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v3, v7 :: v_dual_fmac_f32 v48, v6, v10
	v_dual_fmac_f32 v47, v5, v9 :: v_dual_fmac_f32 v46, v4, v8
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v73, v77 :: v_dual_fmac_f32 v48, v76, v80
	v_dual_fmac_f32 v47, v75, v79 :: v_dual_fmac_f32 v46, v74, v78
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v35, v39 :: v_dual_fmac_f32 v48, v38, v42
	v_dual_fmac_f32 v47, v37, v41 :: v_dual_fmac_f32 v46, v36, v40
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v81, v85 :: v_dual_fmac_f32 v48, v84, v88
	v_dual_fmac_f32 v47, v83, v87 :: v_dual_fmac_f32 v46, v82, v86
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v19, v23 :: v_dual_fmac_f32 v48, v22, v26
	v_dual_fmac_f32 v47, v21, v25 :: v_dual_fmac_f32 v46, v20, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v45, v89, v49 :: v_dual_fmac_f32 v48, v92, v52
	v_dual_fmac_f32 v47, v91, v51 :: v_dual_fmac_f32 v46, v90, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v45, 0x3fa66666, v45 :: v_dual_mul_f32 v48, 0x3fa66666, v48
	v_dual_mul_f32 v47, 0x3fa66666, v47 :: v_dual_mul_f32 v46, 0x3fa66666, v46
	s_cbranch_scc0 .LBB6_1
; %bb.2:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v45
	v_cmp_eq_f32_e64 s0, 0x449a2000, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e64 s1, 0x449a2000, v47
	v_cmp_eq_f32_e64 s2, 0x449a2000, v48
	s_and_b32 s0, vcc_lo, s0
	s_and_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s2, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_4
; %bb.3:
	v_lshlrev_b32_e32 v4, 4, v0
	global_load_b128 v[0:3], v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v3, v48, v3 :: v_dual_add_f32 v2, v47, v2
	v_dual_add_f32 v1, v46, v1 :: v_dual_add_f32 v0, v45, v0
	global_store_b128 v4, v[0:3], s[4:5]
.LBB6_4:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 123
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 24
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
	.set _Z9sumKernelILi16384ELi200ELi512EEvP6float4PKS0_i.num_vgpr, 123
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
; codeLenInByte = 2964
; TotalNumSgprs: 10
; NumVgprs: 123
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 123
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v2, v1 :: v_dual_lshlrev_b32 v3, 4, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[0:1], s[2:3], 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	v_add_co_u32 v4, s2, s2, v3
	v_add_co_ci_u32_e64 v5, null, s3, 0, s2
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v49, vcc_lo, 0x106000, v4
	v_add_co_ci_u32_e64 v50, null, 0, v5, vcc_lo
	v_mov_b32_e32 v4, v1
	s_mov_b32 s2, 0
	s_branch .LBB7_2
.LBB7_1:                                ;   in Loop: Header=BB7_2 Depth=1
	v_add_co_u32 v49, vcc_lo, v49, s0
	v_dual_mul_f32 v4, 0x3fa66666, v55 :: v_dual_mul_f32 v3, 0x3fa66666, v54
	v_dual_mul_f32 v2, 0x3fa66666, v53 :: v_dual_mul_f32 v1, 0x3fa66666, v56
	v_add_co_ci_u32_e64 v50, null, s1, v50, vcc_lo
	s_add_i32 s2, s2, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s2, 50
	s_cbranch_scc1 .LBB7_6
.LBB7_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_4 Depth 2
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v52, v50 :: v_dual_mov_b32 v51, v49
	s_movk_i32 s3, 0x400
	s_branch .LBB7_4
.LBB7_3:                                ;   in Loop: Header=BB7_4 Depth=2
	s_and_not1_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB7_1
.LBB7_4:                                ;   Parent Loop BB7_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, 0xffefa000, v51
	v_add_co_ci_u32_e64 v10, null, -1, v52, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0xffefc000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, -1, v52, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x2000, v51
	v_add_co_ci_u32_e64 v18, null, 0, v52, vcc_lo
	s_clause 0x3
	global_load_b128 v[5:8], v[51:52], off
	global_load_b128 v[9:12], v[9:10], off
	global_load_b128 v[13:16], v[13:14], off
	global_load_b128 v[17:20], v[17:18], off
	v_add_co_u32 v21, vcc_lo, 0xffefe000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, -1, v52, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0x4000, v51
	v_add_co_ci_u32_e64 v26, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[21:24], v[21:22], off
	global_load_b128 v[25:28], v[25:26], off
	s_cmp_gt_u32 s3, 0x103ff
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(4)
	v_fma_f32 v54, v11, v7, v3
	v_fmac_f32_e32 v1, v9, v5
	v_fma_f32 v55, v12, v8, v4
	v_fma_f32 v53, v10, v6, v2
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v54, v15, v19 :: v_dual_fmac_f32 v1, v13, v17
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v54, v23, v27 :: v_dual_fmac_f32 v55, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v56, v1 :: v_dual_fmac_f32 v53, v14, v18
                                        ; implicit-def: $vgpr1_vgpr2_vgpr3_vgpr4
	v_dual_fmac_f32 v55, v24, v28 :: v_dual_fmac_f32 v56, v21, v25
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v53, v22, v26
	s_cbranch_scc1 .LBB7_3
; %bb.5:                                ;   in Loop: Header=BB7_4 Depth=2
	v_add_co_u32 v1, vcc_lo, 0xfff00000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x6000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[5:8], v[1:2], off
	global_load_b128 v[9:12], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff02000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x8000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[13:16], v[1:2], off
	global_load_b128 v[17:20], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff04000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xa000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[21:24], v[1:2], off
	global_load_b128 v[25:28], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff06000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xc000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[37:40], v[1:2], off
	global_load_b128 v[41:44], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff08000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0xe000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[45:48], v[1:2], off
	global_load_b128 v[57:60], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff0a000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x10000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[29:32], v[1:2], off
	global_load_b128 v[33:36], v[3:4], off
	v_add_co_u32 v1, vcc_lo, 0xfff0c000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x12000, v51
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	v_add_co_u32 v69, vcc_lo, 0xfff0e000, v51
	s_clause 0x1
	global_load_b128 v[61:64], v[1:2], off
	global_load_b128 v[65:68], v[3:4], off
	v_add_co_ci_u32_e64 v70, null, -1, v52, vcc_lo
	v_add_co_u32 v1, vcc_lo, 0x14000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[69:72], v[69:70], off
	global_load_b128 v[73:76], v[1:2], off
	v_add_co_u32 v1, vcc_lo, 0xfff10000, v51
	v_add_co_ci_u32_e64 v2, null, -1, v52, vcc_lo
	v_add_co_u32 v3, vcc_lo, 0x16000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[77:80], v[1:2], off
	global_load_b128 v[81:84], v[3:4], off
	v_add_co_u32 v2, vcc_lo, 0xfff12000, v51
	v_add_co_ci_u32_e64 v3, null, -1, v52, vcc_lo
	v_add_co_u32 v89, vcc_lo, 0x18000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v90, null, 0, v52, vcc_lo
	s_clause 0x1
	global_load_b128 v[85:88], v[2:3], off
	global_load_b128 v[89:92], v[89:90], off
	v_add_co_u32 v93, vcc_lo, 0xfff14000, v51
	v_add_co_ci_u32_e64 v94, null, -1, v52, vcc_lo
	s_addk_i32 s3, 0x4000
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(18)
	v_fma_f32 v2, v6, v10, v53
	v_mov_b32_e32 v1, v56
	v_fma_f32 v4, v8, v12, v55
	v_fma_f32 v3, v7, v11, v54
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v2, v14, v18 :: v_dual_fmac_f32 v1, v5, v9
	v_fmac_f32_e32 v4, v16, v20
	v_add_co_u32 v9, vcc_lo, 0x1a000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v52, vcc_lo
	v_add_co_u32 v95, vcc_lo, 0xfff16000, v51
	v_add_co_ci_u32_e64 v96, null, -1, v52, vcc_lo
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v1, v13, v17 :: v_dual_fmac_f32 v4, v24, v28
	v_add_co_u32 v17, vcc_lo, 0x1c000, v51
	s_clause 0x1
	global_load_b128 v[5:8], v[93:94], off
	global_load_b128 v[9:12], v[9:10], off
	v_dual_fmac_f32 v3, v15, v19 :: v_dual_fmac_f32 v2, v22, v26
	v_add_co_ci_u32_e64 v18, null, 0, v52, vcc_lo
	v_add_co_u32 v93, vcc_lo, 0xfff18000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v94, null, -1, v52, vcc_lo
	v_add_co_u32 v97, vcc_lo, 0x1e000, v51
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v3, v23, v27 :: v_dual_fmac_f32 v2, v38, v42
	v_dual_fmac_f32 v1, v21, v25 :: v_dual_fmac_f32 v4, v40, v44
	s_clause 0x1
	global_load_b128 v[13:16], v[95:96], off
	global_load_b128 v[17:20], v[17:18], off
	v_add_co_ci_u32_e64 v98, null, 0, v52, vcc_lo
	v_add_co_u32 v95, vcc_lo, 0xfff1a000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v96, null, -1, v52, vcc_lo
	v_add_co_u32 v99, vcc_lo, 0x20000, v51
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v1, v37, v41 :: v_dual_fmac_f32 v4, v48, v60
	v_dual_fmac_f32 v3, v39, v43 :: v_dual_fmac_f32 v2, v46, v58
	s_clause 0x1
	global_load_b128 v[21:24], v[93:94], off
	global_load_b128 v[25:28], v[97:98], off
	v_add_co_ci_u32_e64 v100, null, 0, v52, vcc_lo
	v_add_co_u32 v101, vcc_lo, 0xfff1c000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v102, null, -1, v52, vcc_lo
	v_add_co_u32 v37, vcc_lo, 0x22000, v51
	s_waitcnt vmcnt(14)
	v_dual_fmac_f32 v3, v47, v59 :: v_dual_fmac_f32 v2, v30, v34
	v_dual_fmac_f32 v1, v45, v57 :: v_dual_fmac_f32 v4, v32, v36
	s_clause 0x1
	global_load_b128 v[57:60], v[95:96], off
	global_load_b128 v[93:96], v[99:100], off
	v_add_co_ci_u32_e64 v38, null, 0, v52, vcc_lo
	v_add_co_u32 v39, vcc_lo, 0xfff1e000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v40, null, -1, v52, vcc_lo
	v_add_co_u32 v41, vcc_lo, 0x24000, v51
	s_clause 0x1
	global_load_b128 v[97:100], v[101:102], off
	global_load_b128 v[101:104], v[37:38], off
	v_add_co_ci_u32_e64 v42, null, 0, v52, vcc_lo
	s_waitcnt vmcnt(16)
	v_dual_fmac_f32 v1, v29, v33 :: v_dual_fmac_f32 v4, v64, v68
	v_dual_fmac_f32 v3, v31, v35 :: v_dual_fmac_f32 v2, v62, v66
	s_clause 0x1
	global_load_b128 v[33:36], v[39:40], off
	global_load_b128 v[41:44], v[41:42], off
	v_add_co_u32 v45, vcc_lo, 0xfff20000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, -1, v52, vcc_lo
	v_add_co_u32 v29, vcc_lo, 0x26000, v51
	v_add_co_ci_u32_e64 v30, null, 0, v52, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0xfff22000, v51
	s_clause 0x1
	global_load_b128 v[37:40], v[45:46], off
	global_load_b128 v[45:48], v[29:30], off
	v_add_co_ci_u32_e64 v32, null, -1, v52, vcc_lo
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v1, v61, v65 :: v_dual_fmac_f32 v4, v72, v76
	v_add_co_u32 v61, vcc_lo, 0x28000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v62, null, 0, v52, vcc_lo
	v_add_co_u32 v65, vcc_lo, 0xfff24000, v51
	v_dual_fmac_f32 v3, v63, v67 :: v_dual_fmac_f32 v2, v70, v74
	s_clause 0x1
	global_load_b128 v[29:32], v[31:32], off
	global_load_b128 v[61:64], v[61:62], off
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v1, v69, v73 :: v_dual_fmac_f32 v4, v80, v84
	v_add_co_ci_u32_e64 v66, null, -1, v52, vcc_lo
	v_add_co_u32 v69, vcc_lo, 0x2a000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v70, null, 0, v52, vcc_lo
	v_dual_fmac_f32 v3, v71, v75 :: v_dual_fmac_f32 v2, v78, v82
	s_clause 0x1
	global_load_b128 v[65:68], v[65:66], off
	global_load_b128 v[69:72], v[69:70], off
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v1, v77, v81 :: v_dual_fmac_f32 v4, v88, v92
	v_dual_fmac_f32 v3, v79, v83 :: v_dual_fmac_f32 v2, v86, v90
	v_add_co_u32 v73, vcc_lo, 0xfff26000, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v1, v85, v89
	v_fmac_f32_e32 v3, v87, v91
	v_add_co_ci_u32_e64 v74, null, -1, v52, vcc_lo
	v_add_co_u32 v75, vcc_lo, 0x2c000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v76, null, 0, v52, vcc_lo
	v_add_co_u32 v77, vcc_lo, 0xfff28000, v51
	v_add_co_ci_u32_e64 v78, null, -1, v52, vcc_lo
	v_add_co_u32 v79, vcc_lo, 0x2e000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v80, null, 0, v52, vcc_lo
	v_add_co_u32 v81, vcc_lo, 0xfff2a000, v51
	v_add_co_ci_u32_e64 v82, null, -1, v52, vcc_lo
	v_add_co_u32 v83, vcc_lo, 0x30000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v84, null, 0, v52, vcc_lo
	v_add_co_u32 v85, vcc_lo, 0xfff2c000, v51
	v_add_co_ci_u32_e64 v86, null, -1, v52, vcc_lo
	v_add_co_u32 v87, vcc_lo, 0x32000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v88, null, 0, v52, vcc_lo
	v_add_co_u32 v89, vcc_lo, 0xfff2e000, v51
	v_add_co_ci_u32_e64 v90, null, -1, v52, vcc_lo
	v_add_co_u32 v91, vcc_lo, 0x34000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v92, null, 0, v52, vcc_lo
	v_add_co_u32 v105, vcc_lo, 0xfff30000, v51
	v_add_co_ci_u32_e64 v106, null, -1, v52, vcc_lo
	v_add_co_u32 v107, vcc_lo, 0x36000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v108, null, 0, v52, vcc_lo
	v_add_co_u32 v109, vcc_lo, 0xfff32000, v51
	v_add_co_ci_u32_e64 v110, null, -1, v52, vcc_lo
	v_add_co_u32 v111, vcc_lo, 0x38000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v112, null, 0, v52, vcc_lo
	v_add_co_u32 v113, vcc_lo, 0xfff34000, v51
	v_add_co_ci_u32_e64 v114, null, -1, v52, vcc_lo
	v_add_co_u32 v115, vcc_lo, 0x3a000, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v116, null, 0, v52, vcc_lo
	v_add_co_u32 v117, vcc_lo, 0xfff36000, v51
	v_add_co_ci_u32_e64 v118, null, -1, v52, vcc_lo
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v4, v8, v12
	v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
	v_fmac_f32_e32 v1, v5, v9
	s_clause 0x1
	global_load_b128 v[5:8], v[73:74], off
	global_load_b128 v[9:12], v[75:76], off
	s_waitcnt vmcnt(16)
	v_dual_fmac_f32 v2, v14, v18 :: v_dual_fmac_f32 v3, v15, v19
	v_dual_fmac_f32 v4, v16, v20 :: v_dual_fmac_f32 v1, v13, v17
	s_clause 0x1
	global_load_b128 v[13:16], v[77:78], off
	global_load_b128 v[17:20], v[79:80], off
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v4, v24, v28
	v_dual_fmac_f32 v2, v22, v26 :: v_dual_fmac_f32 v3, v23, v27
	v_fmac_f32_e32 v1, v21, v25
	s_clause 0x1
	global_load_b128 v[21:24], v[81:82], off
	global_load_b128 v[25:28], v[83:84], off
	s_waitcnt vmcnt(16)
	v_dual_fmac_f32 v2, v58, v94 :: v_dual_fmac_f32 v3, v59, v95
	v_dual_fmac_f32 v4, v60, v96 :: v_dual_fmac_f32 v1, v57, v93
	v_add_co_u32 v93, vcc_lo, 0x3c000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v94, null, 0, v52, vcc_lo
	v_add_co_u32 v95, vcc_lo, 0xfff38000, v51
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v4, v100, v104
	v_dual_fmac_f32 v2, v98, v102 :: v_dual_fmac_f32 v3, v99, v103
	v_fmac_f32_e32 v1, v97, v101
	v_add_co_ci_u32_e64 v96, null, -1, v52, vcc_lo
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v2, v34, v42 :: v_dual_fmac_f32 v3, v35, v43
	v_dual_fmac_f32 v4, v36, v44 :: v_dual_fmac_f32 v1, v33, v41
	s_clause 0x3
	global_load_b128 v[33:36], v[85:86], off
	global_load_b128 v[41:44], v[87:88], off
	global_load_b128 v[57:60], v[89:90], off
	global_load_b128 v[73:76], v[91:92], off
	v_add_co_u32 v89, vcc_lo, 0x3e000, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v90, null, 0, v52, vcc_lo
	v_add_co_u32 v51, vcc_lo, 0x40000, v51
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v4, v40, v48
	v_dual_fmac_f32 v2, v38, v46 :: v_dual_fmac_f32 v3, v39, v47
	v_fmac_f32_e32 v1, v37, v45
	s_clause 0x3
	global_load_b128 v[37:40], v[105:106], off
	global_load_b128 v[45:48], v[107:108], off
	global_load_b128 v[77:80], v[109:110], off
	global_load_b128 v[81:84], v[111:112], off
	v_add_co_ci_u32_e64 v52, null, 0, v52, vcc_lo
	s_waitcnt vmcnt(16)
	v_dual_fmac_f32 v2, v30, v62 :: v_dual_fmac_f32 v3, v31, v63
	v_dual_fmac_f32 v4, v32, v64 :: v_dual_fmac_f32 v1, v29, v61
	s_clause 0x1
	global_load_b128 v[29:32], v[113:114], off
	global_load_b128 v[61:64], v[115:116], off
	s_waitcnt vmcnt(16)
	v_fmac_f32_e32 v4, v68, v72
	v_dual_fmac_f32 v2, v66, v70 :: v_dual_fmac_f32 v3, v67, v71
	v_fmac_f32_e32 v1, v65, v69
	s_clause 0x3
	global_load_b128 v[65:68], v[117:118], off
	global_load_b128 v[69:72], v[93:94], off
	global_load_b128 v[85:88], v[95:96], off
	global_load_b128 v[89:92], v[89:90], off
	s_waitcnt vmcnt(18)
	v_dual_fmac_f32 v4, v8, v12 :: v_dual_fmac_f32 v3, v7, v11
	v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v1, v5, v9
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v2, v14, v18
	v_dual_fmac_f32 v4, v16, v20 :: v_dual_fmac_f32 v3, v15, v19
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v13, v17 :: v_dual_fmac_f32 v2, v22, v26
	v_dual_fmac_f32 v4, v24, v28 :: v_dual_fmac_f32 v3, v23, v27
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v21, v25 :: v_dual_fmac_f32 v2, v34, v42
	v_dual_fmac_f32 v4, v36, v44 :: v_dual_fmac_f32 v3, v35, v43
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v33, v41 :: v_dual_fmac_f32 v2, v58, v74
	v_dual_fmac_f32 v4, v60, v76 :: v_dual_fmac_f32 v3, v59, v75
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v57, v73 :: v_dual_fmac_f32 v2, v38, v46
	v_dual_fmac_f32 v4, v40, v48 :: v_dual_fmac_f32 v3, v39, v47
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v37, v45 :: v_dual_fmac_f32 v2, v78, v82
	v_dual_fmac_f32 v4, v80, v84 :: v_dual_fmac_f32 v3, v79, v83
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v77, v81 :: v_dual_fmac_f32 v2, v30, v62
	v_dual_fmac_f32 v4, v32, v64 :: v_dual_fmac_f32 v3, v31, v63
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v29, v61 :: v_dual_fmac_f32 v2, v66, v70
	v_dual_fmac_f32 v4, v68, v72 :: v_dual_fmac_f32 v3, v67, v71
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v1, v65, v69 :: v_dual_fmac_f32 v2, v86, v90
	v_dual_fmac_f32 v4, v88, v92 :: v_dual_fmac_f32 v3, v87, v91
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v1, v85, v89
	s_branch .LBB7_3
.LBB7_6:
	v_cmp_eq_f32_e32 vcc_lo, 0x449a2000, v1
	v_cmp_eq_f32_e64 s0, 0x449a2000, v2
	v_cmp_eq_f32_e64 s1, 0x449a2000, v3
	v_cmp_eq_f32_e64 s2, 0x449a2000, v4
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s1, s0
	s_and_b32 s0, s2, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_8
; %bb.7:
	v_lshlrev_b32_e32 v0, 4, v0
	global_load_b128 v[5:8], v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v4, v4, v8 :: v_dual_add_f32 v1, v1, v5
	v_dual_add_f32 v3, v3, v7 :: v_dual_add_f32 v2, v2, v6
	global_store_b128 v0, v[1:4], s[4:5]
.LBB7_8:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
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
		.amdhsa_next_free_vgpr 119
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 25
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
	.set _Z9sumKernelILi67072ELi50ELi512EEvP6float4PKS0_i.num_vgpr, 119
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
; codeLenInByte = 3116
; TotalNumSgprs: 10
; NumVgprs: 119
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 119
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     18
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
    .vgpr_count:     119
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi256ELi200ELi256EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     117
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi512ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     117
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z9sumKernelILi2048ELi200ELi512EEvP6float4PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     107
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
    .vgpr_count:     144
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
    .vgpr_count:     123
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
    .vgpr_count:     119
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
