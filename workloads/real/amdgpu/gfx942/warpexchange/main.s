	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.section	.text._Z1kILi256ELi1024EEvPKiPii,"axG",@progbits,_Z1kILi256ELi1024EEvPKiPii,comdat
	.protected	_Z1kILi256ELi1024EEvPKiPii ; -- Begin function _Z1kILi256ELi1024EEvPKiPii
	.globl	_Z1kILi256ELi1024EEvPKiPii
	.p2align	8
	.type	_Z1kILi256ELi1024EEvPKiPii,@function
_Z1kILi256ELi1024EEvPKiPii:             ; @_Z1kILi256ELi1024EEvPKiPii
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_mov_b32 s7, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s3, 31
	s_lshr_b32 s4, s4, 22
	s_add_i32 s4, s3, s4
	s_and_b32 s5, s3, 0x3ff
	s_and_b32 s4, s4, 0xfffffc00
	s_cmp_eq_u32 s5, 0
	s_cselect_b32 s14, 0, 0x400
	s_add_i32 s14, s14, s4
	s_lshl_b32 s6, s2, 10
	s_cmp_ge_u32 s6, s14
	s_cbranch_scc1 .LBB0_19
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dword s2, s[0:1], 0x18
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mul_u32_u24_e32 v6, 0x204, v1
	v_and_b32_e32 v7, 31, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v0, 4, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[0:1]
	s_lshl_b32 s15, s2, 10
	v_or_b32_e32 v3, 1, v2
	v_or_b32_e32 v10, 2, v2
	v_or_b32_e32 v11, 3, v2
	v_lshl_add_u32 v12, v7, 4, v6
	v_lshl_add_u32 v13, v7, 2, v6
	s_sub_i32 s16, s3, s6
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_lshlrev_b32_e32 v14, 2, v2
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s6, s6, s15
	s_sub_i32 s16, s16, s15
	s_cmp_ge_u32 s6, s14
	s_cbranch_scc1 .LBB0_19
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_min_u32 s12, s16, 0x400
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s10, s8, s0
	s_addc_u32 s11, s9, s1
	v_cmp_gt_u32_e32 vcc, s12, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_12
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], s12, v3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_13
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], s12, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB0_14
.LBB0_6:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], s12, v11
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB0_8
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(0)
	global_load_dword v7, v14, s[10:11] offset:12
.LBB0_8:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	ds_write2_b32 v12, v0, v1 offset1:1
	s_waitcnt lgkmcnt(1)
	ds_write2_b32 v12, v6, v7 offset0:2 offset1:3
	ds_read2_b32 v[0:1], v13 offset1:32
	ds_read2_b32 v[6:7], v13 offset0:64 offset1:96
	v_lshl_add_u64 v[8:9], s[6:7], 2, v[4:5]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execnz .LBB0_15
; %bb.9:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execnz .LBB0_16
.LBB0_10:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_17
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_18
.LBB0_12:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(1)
	global_load_dword v0, v14, s[10:11]
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], s12, v3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_5
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(1)
	global_load_dword v1, v14, s[10:11] offset:4
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], s12, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_6
.LBB0_14:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(0)
	global_load_dword v6, v14, s[10:11] offset:8
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[4:5], s12, v11
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_8
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(1)
	global_store_dword v[8:9], v0, off
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_10
.LBB0_16:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(1)
	global_store_dword v[8:9], v1, off offset:4
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_11
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(0)
	global_store_dword v[8:9], v6, off offset:8
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_2
.LBB0_18:                               ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt lgkmcnt(0)
	global_store_dword v[8:9], v7, off offset:12
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 17
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
	.section	.text._Z1kILi256ELi1024EEvPKiPii,"axG",@progbits,_Z1kILi256ELi1024EEvPKiPii,comdat
.Lfunc_end0:
	.size	_Z1kILi256ELi1024EEvPKiPii, .Lfunc_end0-_Z1kILi256ELi1024EEvPKiPii
                                        ; -- End function
	.set _Z1kILi256ELi1024EEvPKiPii.num_vgpr, 15
	.set _Z1kILi256ELi1024EEvPKiPii.num_agpr, 0
	.set _Z1kILi256ELi1024EEvPKiPii.numbered_sgpr, 17
	.set _Z1kILi256ELi1024EEvPKiPii.num_named_barrier, 0
	.set _Z1kILi256ELi1024EEvPKiPii.private_seg_size, 0
	.set _Z1kILi256ELi1024EEvPKiPii.uses_vcc, 1
	.set _Z1kILi256ELi1024EEvPKiPii.uses_flat_scratch, 0
	.set _Z1kILi256ELi1024EEvPKiPii.has_dyn_sized_stack, 0
	.set _Z1kILi256ELi1024EEvPKiPii.has_recursion, 0
	.set _Z1kILi256ELi1024EEvPKiPii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 600
; TotalNumSgprs: 23
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4128 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 15
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         _Z1kILi256ELi1024EEvPKiPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
