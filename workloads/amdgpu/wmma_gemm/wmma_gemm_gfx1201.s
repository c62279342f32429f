	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_gemm               ; -- Begin function wmma_gemm
	.globl	wmma_gemm
	.p2align	8
	.type	wmma_gemm,@function
wmma_gemm:                              ; @wmma_gemm
; %bb.0:
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x20
	s_load_b128 s[4:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v31, 4, v0
	v_and_b32_e32 v34, 15, v0
	s_lshl_b32 s2, ttmp7, 4
	s_lshl_b32 s10, ttmp9, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v1, v31, 3, s2
	v_or_b32_e32 v0, s10, v34
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_co_u64_u32 v[20:21], null, v1, s8, v[0:1]
	v_mov_b32_e32 v21, 0
	s_cmp_eq_u32 s9, 0
	v_lshlrev_b64_e32 v[8:9], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[10:11], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	v_add_co_u32 v0, vcc_lo, s4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s5, v9, vcc_lo
	v_lshlrev_b64_e32 v[12:13], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	v_add_co_u32 v2, vcc_lo, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[14:15], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	v_add_co_u32 v4, vcc_lo, s4, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v13, vcc_lo
	v_lshlrev_b64_e32 v[16:17], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	v_add_co_u32 v6, vcc_lo, s4, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[18:19], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	v_add_co_u32 v26, vcc_lo, s4, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s5, v17, vcc_lo
	v_lshlrev_b64_e32 v[22:23], 2, v[20:21]
	v_add_nc_u32_e32 v20, s8, v20
	v_add_co_u32 v28, vcc_lo, s4, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s5, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[24:25], 2, v[20:21]
	v_add_co_u32 v32, vcc_lo, s4, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s5, v23, vcc_lo
	v_add_co_u32 v35, vcc_lo, s4, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v36, null, s5, v25, vcc_lo
	s_clause 0x7
	global_load_b32 v0, v[0:1], off
	global_load_b32 v1, v[2:3], off
	global_load_b32 v2, v[4:5], off
	global_load_b32 v3, v[6:7], off
	global_load_b32 v4, v[26:27], off
	global_load_b32 v5, v[28:29], off
	global_load_b32 v6, v[32:33], off
	global_load_b32 v7, v[35:36], off
	s_mov_b32 s4, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v20, 2, v31
	v_or_b32_e32 v26, s2, v34
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v36, s8, v31
	s_lshl_b32 s5, s8, 4
	v_or_b32_e32 v28, 9, v20
	v_or_b32_e32 v29, 10, v20
	v_or_b32_e32 v30, 11, v20
	v_mad_co_u64_u32 v[26:27], null, s9, v26, v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_co_u64_u32 v[27:28], null, s8, v28, s[10:11]
	v_mad_co_u64_u32 v[28:29], null, s8, v29, s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mad_co_u64_u32 v[29:30], null, s8, v30, s[10:11]
	v_or_b32_e32 v30, 8, v20
	v_or_b32_e32 v32, 2, v20
	v_mul_lo_u32 v35, s8, v20
	v_or_b32_e32 v20, 3, v20
	v_mad_co_u64_u32 v[30:31], null, s8, v30, s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_co_u64_u32 v[31:32], null, s8, v32, s[10:11]
	v_mad_co_u64_u32 v[32:33], null, s8, v20, s[10:11]
	v_add3_u32 v33, s10, s8, v35
	v_lshl_add_u32 v35, v36, 2, s10
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v37, v21 :: v_dual_add_nc_u32 v20, s4, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v41, v21 :: v_dual_add_nc_u32 v36, v34, v35
	v_dual_mov_b32 v38, v21 :: v_dual_add_nc_u32 v39, v34, v31
	v_dual_mov_b32 v40, v21 :: v_dual_mov_b32 v43, v21
	v_lshlrev_b64_e32 v[48:49], 1, v[20:21]
	v_dual_mov_b32 v45, v21 :: v_dual_add_nc_u32 v42, v34, v30
	v_lshlrev_b64_e32 v[50:51], 1, v[36:37]
	v_dual_mov_b32 v47, v21 :: v_dual_add_nc_u32 v46, v34, v28
	v_lshlrev_b64_e32 v[52:53], 1, v[39:40]
	v_add_nc_u32_e32 v40, 8, v20
	v_add_nc_u32_e32 v37, 2, v20
	v_lshlrev_b64_e32 v[42:43], 1, v[42:43]
	s_wait_kmcnt 0x0
	v_add_co_u32 v39, vcc_lo, s0, v48
	v_lshlrev_b64_e32 v[46:47], 1, v[46:47]
	v_lshlrev_b64_e32 v[54:55], 1, v[40:41]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v40, null, s1, v49, vcc_lo
	v_add_co_u32 v48, vcc_lo, s2, v50
	v_add_nc_u32_e32 v44, 10, v20
	v_lshlrev_b64_e32 v[37:38], 1, v[37:38]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s3, v51, vcc_lo
	v_add_co_u32 v50, vcc_lo, s2, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s3, v53, vcc_lo
	v_add_co_u32 v42, vcc_lo, s2, v42
	v_lshlrev_b64_e32 v[44:45], 1, v[44:45]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s3, v43, vcc_lo
	v_add_co_u32 v46, vcc_lo, s2, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v47, null, s3, v47, vcc_lo
	v_add_co_u32 v37, vcc_lo, s0, v37
	global_load_u16 v36, v[39:40], off
	global_load_u16 v40, v[48:49], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v38, null, s1, v38, vcc_lo
	v_add_co_u32 v48, vcc_lo, s0, v54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s1, v55, vcc_lo
	v_add_co_u32 v44, vcc_lo, s0, v44
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, s1, v45, vcc_lo
	s_clause 0x1
	global_load_u16 v42, v[42:43], off
	global_load_u16 v43, v[46:47], off
	s_clause 0x2
	global_load_u16 v37, v[37:38], off
	global_load_u16 v38, v[48:49], off
	global_load_u16 v39, v[44:45], off
	global_load_u16 v41, v[50:51], off
	v_dual_mov_b32 v51, v21 :: v_dual_add_nc_u32 v46, v34, v33
	v_mov_b32_e32 v47, v21
	v_dual_mov_b32 v50, v21 :: v_dual_add_nc_u32 v49, v34, v32
	v_dual_mov_b32 v53, v21 :: v_dual_add_nc_u32 v52, v34, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64_e32 v[54:55], 1, v[46:47]
	v_dual_mov_b32 v45, v21 :: v_dual_add_nc_u32 v44, 1, v20
	v_lshlrev_b64_e32 v[56:57], 1, v[49:50]
	v_dual_mov_b32 v48, v21 :: v_dual_add_nc_u32 v47, 3, v20
	v_add_nc_u32_e32 v50, 9, v20
	v_add_nc_u32_e32 v20, 11, v20
	v_lshlrev_b64_e32 v[52:53], 1, v[52:53]
	v_lshlrev_b64_e32 v[44:45], 1, v[44:45]
	v_add_co_u32 v54, vcc_lo, s2, v54
	v_lshlrev_b64_e32 v[46:47], 1, v[47:48]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v55, null, s3, v55, vcc_lo
	v_add_co_u32 v56, vcc_lo, s2, v56
	v_lshlrev_b64_e32 v[48:49], 1, v[50:51]
	v_lshlrev_b64_e32 v[50:51], 1, v[20:21]
	v_add_nc_u32_e32 v20, v34, v29
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v57, null, s3, v57, vcc_lo
	v_add_co_u32 v52, vcc_lo, s2, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s3, v53, vcc_lo
	v_add_co_u32 v44, vcc_lo, s0, v44
	v_lshlrev_b64_e32 v[58:59], 1, v[20:21]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, s1, v45, vcc_lo
	v_add_co_u32 v46, vcc_lo, s0, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v47, null, s1, v47, vcc_lo
	v_add_co_u32 v48, vcc_lo, s0, v48
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s1, v49, vcc_lo
	v_add_co_u32 v50, vcc_lo, s0, v50
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s1, v51, vcc_lo
	v_add_co_u32 v58, vcc_lo, s2, v58
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v59, null, s3, v59, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	v_add_nc_u32_e32 v27, s5, v27
	v_add_nc_u32_e32 v28, s5, v28
	v_add_nc_u32_e32 v30, s5, v30
	v_add_nc_u32_e32 v33, s5, v33
	v_add_nc_u32_e32 v31, s5, v31
	v_add_nc_u32_e32 v32, s5, v32
	v_add_nc_u32_e32 v35, s5, v35
	v_add_nc_u32_e32 v29, s5, v29
	s_add_co_i32 s4, s4, 16
	s_wait_loadcnt 0x7
	global_load_d16_hi_b16 v36, v[44:45], off
	s_wait_loadcnt 0x7
	global_load_d16_hi_b16 v40, v[54:55], off
	s_wait_loadcnt 0x2
	s_clause 0x2
	global_load_d16_hi_b16 v41, v[56:57], off
	global_load_d16_hi_b16 v42, v[52:53], off
	global_load_d16_hi_b16 v43, v[58:59], off
	s_clause 0x2
	global_load_d16_hi_b16 v37, v[46:47], off
	global_load_d16_hi_b16 v38, v[48:49], off
	global_load_d16_hi_b16 v39, v[50:51], off
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_u32 s4, s9
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[36:39], v[40:43], v[0:7]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_add_co_u32 v8, vcc_lo, s6, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s6, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s7, v13, vcc_lo
	s_wait_loadcnt 0x7
	global_store_b32 v[8:9], v0, off
	s_wait_loadcnt 0x6
	global_store_b32 v[10:11], v1, off
	s_wait_loadcnt 0x5
	global_store_b32 v[12:13], v2, off
	v_add_co_u32 v0, vcc_lo, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v15, vcc_lo
	v_add_co_u32 v8, vcc_lo, s6, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v17, vcc_lo
	v_add_co_u32 v10, vcc_lo, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v19, vcc_lo
	v_add_co_u32 v12, vcc_lo, s6, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s7, v23, vcc_lo
	v_add_co_u32 v14, vcc_lo, s6, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s7, v25, vcc_lo
	s_wait_loadcnt 0x4
	global_store_b32 v[0:1], v3, off
	s_wait_loadcnt 0x3
	global_store_b32 v[8:9], v4, off
	s_wait_loadcnt 0x2
	global_store_b32 v[10:11], v5, off
	s_wait_loadcnt 0x1
	global_store_b32 v[12:13], v6, off
	s_wait_loadcnt 0x0
	global_store_b32 v[14:15], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 12
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
	.size	wmma_gemm, .Lfunc_end0-wmma_gemm
                                        ; -- End function
	.set wmma_gemm.num_vgpr, 60
	.set wmma_gemm.num_agpr, 0
	.set wmma_gemm.numbered_sgpr, 12
	.set wmma_gemm.num_named_barrier, 0
	.set wmma_gemm.private_seg_size, 0
	.set wmma_gemm.uses_vcc, 1
	.set wmma_gemm.uses_flat_scratch, 0
	.set wmma_gemm.has_dyn_sized_stack, 0
	.set wmma_gemm.has_recursion, 0
	.set wmma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1652
; TotalNumSgprs: 14
; NumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 60
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.type	__hip_cuid_2bca0213972f16e,@object ; @__hip_cuid_2bca0213972f16e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2bca0213972f16e
__hip_cuid_2bca0213972f16e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2bca0213972f16e, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2bca0213972f16e
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           wmma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         wmma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
