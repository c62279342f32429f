	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.section	.text._Z1kILi256ELi1024EEvPKiPii,"axG",@progbits,_Z1kILi256ELi1024EEvPKiPii,comdat
	.protected	_Z1kILi256ELi1024EEvPKiPii ; -- Begin function _Z1kILi256ELi1024EEvPKiPii
	.globl	_Z1kILi256ELi1024EEvPKiPii
	.p2align	8
	.type	_Z1kILi256ELi1024EEvPKiPii,@function
_Z1kILi256ELi1024EEvPKiPii:             ; @_Z1kILi256ELi1024EEvPKiPii
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	s_mov_b32 s9, 0
	s_wait_kmcnt 0x0
	s_ashr_i32 s3, s2, 31
	s_and_b32 s4, s2, 0x3ff
	s_lshr_b32 s3, s3, 22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s3, s2, s3
	s_and_b32 s3, s3, 0xfffffc00
	s_cmp_eq_u32 s4, 0
	s_cselect_b32 s12, 0, 0x400
	s_lshl_b32 s8, ttmp9, 10
	s_add_co_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s8, s12
	s_cbranch_scc1 .LBB0_19
; %bb.1:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s0, s[0:1], 0x18
	v_lshrrev_b32_e32 v2, 5, v0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 4, v0
	v_lshlrev_b32_e32 v7, 2, v0
	v_and_b32_e32 v5, 31, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_u32_u24_e32 v11, 0x204, v2
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v3, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b32_e32 v14, 2, v7
	v_or_b32_e32 v0, 1, v7
	v_or_b32_e32 v8, 2, v7
	v_or_b32_e32 v9, 3, v7
	v_mov_b32_e32 v4, v1
	v_lshl_add_u32 v10, v5, 4, v11
	v_lshl_add_u32 v11, v5, 2, v11
	s_sub_co_i32 s14, s2, s8
	s_wait_kmcnt 0x0
	v_add_co_u32 v12, s1, s6, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s7, 0, s1
	s_lshl_b32 s13, s0, 10
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_add_co_i32 s8, s8, s13
	s_sub_co_i32 s14, s14, s13
	s_cmp_ge_u32 s8, s12
	s_cbranch_scc1 .LBB0_19
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_min_u32 s2, s14, 0x400
	s_lshl_b64 s[6:7], s[8:9], 2
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_gt_u32_e32 vcc_lo, s2, v7
	s_add_nc_u64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execnz .LBB0_12
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_u32_e64 s0, s2, v0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_13
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_u32_e64 s1, s2, v8
	s_and_saveexec_b32 s3, s1
	s_cbranch_execnz .LBB0_14
.LBB0_6:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_u32_e64 s2, s2, v9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_8
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x0
	global_load_b32 v4, v14, s[10:11] offset:12
.LBB0_8:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x1
	ds_store_2addr_b32 v10, v1, v2 offset1:1
	s_wait_dscnt 0x1
	ds_store_2addr_b32 v10, v3, v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[1:2], v11 offset1:32
	ds_load_2addr_b32 v[3:4], v11 offset0:64 offset1:96
	v_add_co_u32 v5, s3, v12, s6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v6, null, s7, v13, s3
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execnz .LBB0_15
; %bb.9:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s3, s0
	s_cbranch_execnz .LBB0_16
.LBB0_10:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_17
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_18
.LBB0_12:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x1
	global_load_b32 v1, v14, s[10:11]
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_u32_e64 s0, s2, v0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_5
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x1
	global_load_b32 v2, v14, s[10:11] offset:4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_gt_u32_e64 s1, s2, v8
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB0_6
.LBB0_14:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x0
	global_load_b32 v3, v14, s[10:11] offset:8
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_gt_u32_e64 s2, s2, v9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_8
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x1
	global_store_b32 v[5:6], v1, off
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_10
.LBB0_16:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x1
	global_store_b32 v[5:6], v2, off offset:4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_11
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x0
	global_store_b32 v[5:6], v3, off offset:8
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_2
.LBB0_18:                               ;   in Loop: Header=BB0_3 Depth=1
	s_wait_dscnt 0x0
	global_store_b32 v[5:6], v4, off offset:12
	s_branch .LBB0_2
.LBB0_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z1kILi256ELi1024EEvPKiPii
		.amdhsa_group_segment_fixed_size 4128
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 15
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z1kILi256ELi1024EEvPKiPii,"axG",@progbits,_Z1kILi256ELi1024EEvPKiPii,comdat
.Lfunc_end0:
	.size	_Z1kILi256ELi1024EEvPKiPii, .Lfunc_end0-_Z1kILi256ELi1024EEvPKiPii
                                        ; -- End function
	.set _Z1kILi256ELi1024EEvPKiPii.num_vgpr, 15
	.set _Z1kILi256ELi1024EEvPKiPii.num_agpr, 0
	.set _Z1kILi256ELi1024EEvPKiPii.numbered_sgpr, 15
	.set _Z1kILi256ELi1024EEvPKiPii.num_named_barrier, 0
	.set _Z1kILi256ELi1024EEvPKiPii.private_seg_size, 0
	.set _Z1kILi256ELi1024EEvPKiPii.uses_vcc, 1
	.set _Z1kILi256ELi1024EEvPKiPii.uses_flat_scratch, 0
	.set _Z1kILi256ELi1024EEvPKiPii.has_dyn_sized_stack, 0
	.set _Z1kILi256ELi1024EEvPKiPii.has_recursion, 0
	.set _Z1kILi256ELi1024EEvPKiPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 732
; TotalNumSgprs: 17
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4128 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 15
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_a09f6967a355d94c,@object ; @__hip_cuid_a09f6967a355d94c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a09f6967a355d94c
__hip_cuid_a09f6967a355d94c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a09f6967a355d94c, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a09f6967a355d94c
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .group_segment_fixed_size: 4128
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z1kILi256ELi1024EEvPKiPii
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         _Z1kILi256ELi1024EEvPKiPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
