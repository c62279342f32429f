	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z6kernelPKdPdi         ; -- Begin function _Z6kernelPKdPdi
	.globl	_Z6kernelPKdPdi
	.p2align	8
	.type	_Z6kernelPKdPdi,@function
_Z6kernelPKdPdi:                        ; @_Z6kernelPKdPdi
; %bb.0:
	s_mov_b64 s[10:11], s[6:7]
	s_clause 0x1
	s_load_b32 s6, s[4:5], 0x24
	s_load_b32 s7, s[4:5], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b32 s32, 0
	s_wait_kmcnt 0x0
	s_and_b32 s6, s6, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mad_co_u64_u32 v[1:2], null, ttmp9, s6, v[1:2]
	s_mov_b32 s6, exec_lo
	v_cmpx_gt_i32_e64 s7, v1
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[12:15], s[4:5], 0x0
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_nc_u64 s[8:9], s[4:5], 24
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 3, v[1:2]
	s_wait_kmcnt 0x0
	v_add_co_u32 v1, vcc_lo, s12, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s13, v4, vcc_lo
	s_getpc_b64 s[12:13]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s13, s13
	s_add_co_u32 s12, s12, _Z21Fresnel_Sine_Integrald@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s13, s13, _Z21Fresnel_Sine_Integrald@rel32@hi+24
	v_add_co_u32 v40, vcc_lo, s14, v3
	global_load_b64 v[1:2], v[1:2], off
	v_mov_b32_e32 v31, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s15, v4, vcc_lo
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v1, v2
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[12:13]
	global_store_b64 v[40:41], v[0:1], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6kernelPKdPdi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(_Z6kernelPKdPdi.num_agpr, _Z6kernelPKdPdi.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(_Z6kernelPKdPdi.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
	.size	_Z6kernelPKdPdi, .Lfunc_end0-_Z6kernelPKdPdi
                                        ; -- End function
	.set _Z6kernelPKdPdi.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set _Z6kernelPKdPdi.num_agpr, max(0, amdgpu.max_num_agpr)
	.set _Z6kernelPKdPdi.numbered_sgpr, max(33, amdgpu.max_num_sgpr)
	.set _Z6kernelPKdPdi.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set _Z6kernelPKdPdi.private_seg_size, 0
	.set _Z6kernelPKdPdi.uses_vcc, 1
	.set _Z6kernelPKdPdi.uses_flat_scratch, 1
	.set _Z6kernelPKdPdi.has_dyn_sized_stack, 1
	.set _Z6kernelPKdPdi.has_recursion, 1
	.set _Z6kernelPKdPdi.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 236
; TotalNumSgprs: _Z6kernelPKdPdi.numbered_sgpr+2
; NumVgprs: _Z6kernelPKdPdi.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(_Z6kernelPKdPdi.num_agpr, _Z6kernelPKdPdi.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(_Z6kernelPKdPdi.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(_Z6kernelPKdPdi.num_agpr, _Z6kernelPKdPdi.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 24, 1536, 11, 16, max(_Z6kernelPKdPdi.numbered_sgpr+extrasgprs(_Z6kernelPKdPdi.uses_vcc, _Z6kernelPKdPdi.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(_Z6kernelPKdPdi.num_agpr, _Z6kernelPKdPdi.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
	.type	__hip_cuid_b27d9bd3168a6d5f,@object ; @__hip_cuid_b27d9bd3168a6d5f
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_b27d9bd3168a6d5f
__hip_cuid_b27d9bd3168a6d5f:
	.byte	0                               ; 0x0
	.size	__hip_cuid_b27d9bd3168a6d5f, 1

	.hidden	_Z21Fresnel_Sine_Integrald
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_b27d9bd3168a6d5f
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z6kernelPKdPdi
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z6kernelPKdPdi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
