	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z17scatterAdd_kernelPKiPKfPfiii ; -- Begin function _Z17scatterAdd_kernelPKiPKfPfiii
	.globl	_Z17scatterAdd_kernelPKiPKfPfiii
	.p2align	8
	.type	_Z17scatterAdd_kernelPKiPKfPfiii,@function
_Z17scatterAdd_kernelPKiPKfPfiii:       ; @_Z17scatterAdd_kernelPKiPKfPfiii
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x18
	v_bfe_u32 v11, v0, 10, 10
	v_lshlrev_b32_e32 v8, 6, v11
	v_and_b32_e32 v9, 0x3ff, v0
	v_add_u32_e32 v10, v8, v9
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s9, s10, s9
	s_cmp_gt_i32 s9, 0
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_lt_i32 s9, 1
	s_mov_b32 s11, 0
	s_cbranch_scc1 .LBB0_35
; %bb.1:
	s_add_i32 s3, s9, -1
	s_lshr_b32 s3, s3, 9
	s_cmp_eq_u32 s3, 0
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB0_21
; %bb.2:
	s_add_i32 s4, s3, -1
	s_lshr_b32 s4, s4, 1
	s_add_i32 s4, s4, 1
	s_and_b32 s14, s4, 3
	s_movk_i32 s15, 0x200
	s_cmpk_lt_u32 s9, 0xe01
	s_mov_b32 s16, 0
	s_cbranch_scc1 .LBB0_22
; %bb.3:
	v_add_u32_e32 v0, 0x400, v10
	v_add_u32_e32 v2, 0x800, v10
	v_add_u32_e32 v4, 0xc00, v10
	s_and_b32 s17, s4, -4
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v12, 0
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_addk_i32 s15, 0x1000
	s_addk_i32 s16, 0x1000
	s_add_i32 s17, s17, -4
	s_cmp_lg_u32 s17, 0
	s_cbranch_scc0 .LBB0_23
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v7, s15, v10
	v_add_u32_e32 v6, s16, v10
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[4:5], s9, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v7, s15, v1
	v_add_u32_e32 v6, s16, v0
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[4:5], s9, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.10:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.11:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
; %bb.13:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v7, s15, v3
	v_add_u32_e32 v6, s16, v2
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[4:5], s9, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.14:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.15:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
; %bb.16:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
; %bb.17:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v7, s15, v5
	v_add_u32_e32 v6, s16, v4
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[4:5], s9, v6
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.18:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.19:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.20:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
	s_branch .LBB0_4
.LBB0_21:
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_35
.LBB0_22:
	s_cbranch_execnz .LBB0_24
	s_branch .LBB0_30
.LBB0_23:
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_30
.LBB0_24:
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_26
.LBB0_25:                               ;   in Loop: Header=BB0_26 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_addk_i32 s15, 0x400
	s_addk_i32 s16, 0x400
	s_add_i32 s14, s14, -1
	s_cmp_lg_u32 s14, 0
	s_cbranch_scc0 .LBB0_30
.LBB0_26:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s15, v10
	v_add_u32_e32 v0, s16, v10
	v_cmp_gt_i32_e32 vcc, s9, v1
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.27:                               ;   in Loop: Header=BB0_26 Depth=1
	v_lshl_add_u32 v0, v0, 2, 0
	ds_write_b32 v0, v2
; %bb.28:                               ;   in Loop: Header=BB0_26 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_25
; %bb.29:                               ;   in Loop: Header=BB0_26 Depth=1
	v_lshl_add_u32 v0, v1, 2, 0
	ds_write_b32 v0, v2
	s_branch .LBB0_25
.LBB0_30:
	s_add_i32 s3, s3, 1
	s_and_b32 s4, s3, 0xfffffe
	s_lshl_b32 s6, s4, 9
	s_cmp_lg_u32 s3, s4
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_35
.LBB0_31:
	v_add3_u32 v0, v9, s6, v8
	v_lshl_add_u32 v0, v0, 2, 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_33
.LBB0_32:                               ;   in Loop: Header=BB0_33 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_addk_i32 s6, 0x200
	s_cmp_ge_i32 s6, s9
	v_add_u32_e32 v0, 0x800, v0
	s_cbranch_scc1 .LBB0_35
.LBB0_33:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s6, v10
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_32
; %bb.34:                               ;   in Loop: Header=BB0_33 Depth=1
	ds_write_b32 v0, v1
	s_branch .LBB0_32
.LBB0_35:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	s_lshl_b32 s18, s2, 13
	s_lshl2_add_u32 s19, s9, 0
	s_cmp_lt_i32 s10, 1
	s_cselect_b64 s[0:1], -1, 0
	v_lshlrev_b32_e32 v1, 2, v9
	v_lshl_add_u32 v12, v10, 2, s19
	v_add_u32_e32 v0, 0, v1
	s_lshl_b32 s20, s10, 2
	s_xor_b64 s[0:1], s[0:1], -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_37
.LBB0_36:                               ;   in Loop: Header=BB0_37 Depth=1
	s_add_i32 s2, s11, 0x200
	s_cmpk_gt_u32 s11, 0x1dff
	s_mov_b32 s11, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_51
.LBB0_37:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_41 Depth 2
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_49 Depth 3
	s_add_i32 s21, s11, s18
	v_add_u32_e32 v2, s21, v10
	v_cmp_gt_i32_e32 vcc, s8, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_37 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[4:5]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v2
.LBB0_39:                               ;   in Loop: Header=BB0_37 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s22, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_41
.LBB0_40:                               ;   in Loop: Header=BB0_41 Depth=2
	s_or_b64 exec, exec, s[2:3]
	s_or_b32 s2, s22, 8
	s_add_i32 s22, s22, 16
	s_cmpk_gt_u32 s2, 0x1f7
	s_cbranch_scc1 .LBB0_36
.LBB0_41:                               ;   Parent Loop BB0_37 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_49 Depth 3
	v_add_u32_e32 v2, s22, v11
	v_add_u32_e32 v14, s21, v2
	v_cmp_gt_i32_e32 vcc, s8, v14
	s_and_b64 s[16:17], vcc, s[0:1]
	v_lshl_add_u32 v13, v2, 2, s19
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_46
; %bb.42:                               ;   in Loop: Header=BB0_41 Depth=2
	ds_read_b32 v4, v13
	v_mad_i64_i32 v[2:3], s[16:17], v14, s10, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	s_mov_b32 s23, 0
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[16:17], s20, v4, v[0:1]
	s_branch .LBB0_44
.LBB0_43:                               ;   in Loop: Header=BB0_44 Depth=3
	s_or_b64 exec, exec, s[16:17]
	s_add_i32 s23, s23, 64
	s_cmp_lt_i32 s23, s10
	v_add_u32_e32 v4, 0x100, v4
	s_cbranch_scc0 .LBB0_46
.LBB0_44:                               ;   Parent Loop BB0_37 Depth=1
                                        ;     Parent Loop BB0_41 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v6, s23, v9
	v_cmp_gt_i32_e32 vcc, s10, v6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_43
; %bb.45:                               ;   in Loop: Header=BB0_44 Depth=3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[2:3]
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_add_f32 v4, v5
	s_branch .LBB0_43
.LBB0_46:                               ;   in Loop: Header=BB0_41 Depth=2
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v2, 8, v14
	v_cmp_gt_i32_e32 vcc, s8, v2
	s_and_b64 s[16:17], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB0_40
; %bb.47:                               ;   in Loop: Header=BB0_41 Depth=2
	ds_read_b32 v4, v13 offset:32
	v_mad_i64_i32 v[2:3], s[16:17], v2, s10, 0
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	s_mov_b32 s23, 0
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[16:17], s20, v4, v[0:1]
	s_branch .LBB0_49
.LBB0_48:                               ;   in Loop: Header=BB0_49 Depth=3
	s_or_b64 exec, exec, s[16:17]
	s_add_i32 s23, s23, 64
	s_cmp_lt_i32 s23, s10
	v_add_u32_e32 v4, 0x100, v4
	s_cbranch_scc0 .LBB0_40
.LBB0_49:                               ;   Parent Loop BB0_37 Depth=1
                                        ;     Parent Loop BB0_41 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e32 v6, s23, v9
	v_cmp_gt_i32_e32 vcc, s10, v6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_48
; %bb.50:                               ;   in Loop: Header=BB0_49 Depth=3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[2:3]
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_add_f32 v4, v5
	s_branch .LBB0_48
.LBB0_51:
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_77
; %bb.52:
	s_add_i32 s0, s9, -1
	s_lshr_b32 s0, s0, 9
	s_add_i32 s0, s0, 1
	s_and_b32 s2, s0, 7
	s_cmpk_lt_u32 s9, 0xe01
	s_cbranch_scc1 .LBB0_71
; %bb.53:
	v_lshlrev_b32_e32 v0, 8, v11
	s_and_b32 s4, s0, 0xfffff8
	s_mov_b32 s3, 0
	v_add3_u32 v4, v0, v1, 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_55
.LBB0_54:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_addk_i32 s3, 0x1000
	s_add_i32 s4, s4, -8
	s_cmp_eq_u32 s4, 0
	v_add_u32_e32 v4, 0x4000, v4
	s_cbranch_scc1 .LBB0_72
.LBB0_55:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s3, v10
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_57
; %bb.56:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
.LBB0_57:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x200, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_59
; %bb.58:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:2048
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off offset:2048
.LBB0_59:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x400, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:4096
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
.LBB0_61:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x600, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:6144
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
.LBB0_63:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x800, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_65
; %bb.64:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:8192
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
.LBB0_65:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0xa00, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_67
; %bb.66:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:10240
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
.LBB0_67:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0xc00, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:12288
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
.LBB0_69:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 0xe00, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_54
; %bb.70:                               ;   in Loop: Header=BB0_55 Depth=1
	ds_read_b32 v5, v4 offset:14336
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[2:3], v5, off
	s_branch .LBB0_54
.LBB0_71:
	s_mov_b32 s3, 0
	s_cbranch_execnz .LBB0_73
	s_branch .LBB0_77
.LBB0_72:
	s_cmp_lg_u32 s2, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_77
.LBB0_73:
	v_add3_u32 v0, v9, s3, v8
	v_lshl_add_u32 v2, v0, 2, 0
	s_lshl_b32 s2, s2, 2
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_75
.LBB0_74:                               ;   in Loop: Header=BB0_75 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s2, s2, -4
	v_add_u32_e32 v2, 0x800, v2
	s_cmp_lg_u32 s2, 0
	v_add_u32_e32 v0, 0x200, v0
	s_cbranch_scc0 .LBB0_77
.LBB0_75:                               ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_74
; %bb.76:                               ;   in Loop: Header=BB0_75 Depth=1
	ds_read_b32 v3, v2
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[14:15]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[4:5], v3, off
	s_branch .LBB0_74
.LBB0_77:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17scatterAdd_kernelPKiPKfPfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 24
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
	.text
.Lfunc_end0:
	.size	_Z17scatterAdd_kernelPKiPKfPfiii, .Lfunc_end0-_Z17scatterAdd_kernelPKiPKfPfiii
                                        ; -- End function
	.set _Z17scatterAdd_kernelPKiPKfPfiii.num_vgpr, 15
	.set _Z17scatterAdd_kernelPKiPKfPfiii.num_agpr, 0
	.set _Z17scatterAdd_kernelPKiPKfPfiii.numbered_sgpr, 24
	.set _Z17scatterAdd_kernelPKiPKfPfiii.num_named_barrier, 0
	.set _Z17scatterAdd_kernelPKiPKfPfiii.private_seg_size, 0
	.set _Z17scatterAdd_kernelPKiPKfPfiii.uses_vcc, 1
	.set _Z17scatterAdd_kernelPKiPKfPfiii.uses_flat_scratch, 0
	.set _Z17scatterAdd_kernelPKiPKfPfiii.has_dyn_sized_stack, 0
	.set _Z17scatterAdd_kernelPKiPKfPfiii.has_recursion, 0
	.set _Z17scatterAdd_kernelPKiPKfPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1848
; TotalNumSgprs: 30
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 30
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z18scatterAdd2_kernelPKiPKfPfiii ; -- Begin function _Z18scatterAdd2_kernelPKiPKfPfiii
	.globl	_Z18scatterAdd2_kernelPKiPKfPfiii
	.p2align	8
	.type	_Z18scatterAdd2_kernelPKiPKfPfiii,@function
_Z18scatterAdd2_kernelPKiPKfPfiii:      ; @_Z18scatterAdd2_kernelPKiPKfPfiii
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x18
	v_bfe_u32 v3, v0, 10, 10
	v_and_b32_e32 v14, 0x3ff, v0
	v_lshl_add_u32 v7, v3, 6, v14
	v_lshlrev_b32_e32 v0, 2, v14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s9, s10, s9
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_le_i32_e64 s[4:5], s9, v7
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_or_saveexec_b64 s[6:7], s[4:5]
	v_lshlrev_b32_e32 v2, 8, v3
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_add3_u32 v1, v2, v0, 0
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, v7
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, 0x200, v5
	v_cmp_le_i32_e64 s[4:5], s9, v5
	ds_write_b32 v1, v4
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_add_u32_e32 v1, 0x800, v1
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[12:13]
.LBB1_4:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_lshl_b32 s22, s2, 13
	s_lshl2_add_u32 s23, s9, 0
	v_cmp_le_i32_e64 s[0:1], s10, v14
	s_ashr_i32 s11, s10, 31
	v_mov_b32_e32 v1, 0
	v_or_b32_e32 v16, s22, v3
	s_mov_b32 s24, 0
	v_lshl_add_u32 v15, v7, 2, s23
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	s_lshl_b64 s[2:3], s[10:11], 2
	s_lshl_b64 s[6:7], s[10:11], 6
	v_add_u32_e32 v6, 0, v0
	s_lshl_b32 s11, s10, 2
	v_add_u32_e32 v17, 8, v16
	s_xor_b64 s[14:15], s[0:1], -1
	s_mov_b64 s[16:17], 0x100
	s_branch .LBB1_6
.LBB1_5:                                ;   in Loop: Header=BB1_6 Depth=1
	s_add_i32 s0, s24, 0x200
	v_add_u32_e32 v16, 0x200, v16
	v_add_u32_e32 v17, 0x200, v17
	s_cmpk_gt_u32 s24, 0x1dff
	s_mov_b32 s24, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB1_16
.LBB1_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_10 Depth 2
                                        ;       Child Loop BB1_12 Depth 3
                                        ;       Child Loop BB1_15 Depth 3
	s_add_i32 s25, s24, s22
	v_add_u32_e32 v8, s25, v7
	v_cmp_gt_i32_e64 s[0:1], s8, v8
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_8
; %bb.7:                                ;   in Loop: Header=BB1_6 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	global_load_dword v8, v[8:9], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v8
.LBB1_8:                                ;   in Loop: Header=BB1_6 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_ashrrev_i32_e32 v10, 31, v16
	v_mad_u64_u32 v[8:9], s[0:1], s2, v16, v[4:5]
	v_mul_lo_u32 v11, s3, v16
	v_mul_lo_u32 v10, s2, v10
	v_add3_u32 v9, v11, v9, v10
	s_mov_b32 s26, 0
	v_mov_b32_e32 v18, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_10
.LBB1_9:                                ;   in Loop: Header=BB1_10 Depth=2
	s_or_b64 exec, exec, s[18:19]
	s_or_b32 s0, s26, 8
	s_add_i32 s26, s26, 16
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[6:7]
	s_cmpk_gt_u32 s0, 0x1f7
	v_add_u32_e32 v18, 16, v18
	s_cbranch_scc1 .LBB1_5
.LBB1_10:                               ;   Parent Loop BB1_6 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_12 Depth 3
                                        ;       Child Loop BB1_15 Depth 3
	v_add_u32_e32 v10, s26, v3
	v_add_u32_e32 v20, s25, v10
	v_cmp_gt_i32_e64 s[0:1], s8, v20
	s_and_b64 s[0:1], s[0:1], s[14:15]
	v_lshl_add_u32 v19, v10, 2, s23
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_13
; %bb.11:                               ;   in Loop: Header=BB1_10 Depth=2
	ds_read_b32 v12, v19
	s_mov_b64 s[20:21], 0
	v_mov_b64_e32 v[10:11], v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[12:13], s[0:1], s11, v12, v[6:7]
	v_mov_b32_e32 v13, v14
.LBB1_12:                               ;   Parent Loop BB1_6 Depth=1
                                        ;     Parent Loop BB1_10 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v21, v[10:11], off
	v_add_u32_e32 v13, 64, v13
	v_cmp_le_i32_e64 s[0:1], s10, v13
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[16:17]
	s_or_b64 s[20:21], s[0:1], s[20:21]
	s_waitcnt vmcnt(0)
	ds_add_f32 v12, v21
	v_add_u32_e32 v12, 0x100, v12
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_12
.LBB1_13:                               ;   in Loop: Header=BB1_10 Depth=2
	s_or_b64 exec, exec, s[18:19]
	v_add_u32_e32 v10, 8, v20
	v_cmp_gt_i32_e64 s[0:1], s8, v10
	s_and_b64 s[0:1], s[0:1], s[14:15]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB1_9
; %bb.14:                               ;   in Loop: Header=BB1_10 Depth=2
	ds_read_b32 v13, v19 offset:32
	v_ashrrev_i32_e32 v12, 31, v18
	v_mad_u64_u32 v[10:11], s[0:1], s2, v18, v[4:5]
	v_mul_lo_u32 v19, s3, v18
	v_mul_lo_u32 v12, s2, v12
	v_add3_u32 v11, v19, v11, v12
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[12:13], s[0:1], s11, v13, v[6:7]
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v13, v14
.LBB1_15:                               ;   Parent Loop BB1_6 Depth=1
                                        ;     Parent Loop BB1_10 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v19, v[10:11], off
	v_add_u32_e32 v13, 64, v13
	v_cmp_le_i32_e64 s[0:1], s10, v13
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[16:17]
	s_or_b64 s[20:21], s[0:1], s[20:21]
	s_waitcnt vmcnt(0)
	ds_add_f32 v12, v19
	v_add_u32_e32 v12, 0x100, v12
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB1_15
	s_branch .LBB1_9
.LBB1_16:
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_19
; %bb.17:
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[4:5]
	v_add3_u32 v0, v2, v0, 0
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[2:3], 0x800
.LBB1_18:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v1, v0
	v_add_u32_e32 v7, 0x200, v7
	v_cmp_le_i32_e32 vcc, s9, v7
	v_add_u32_e32 v0, 0x800, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[4:5], v1, off
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[2:3]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_18
.LBB1_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z18scatterAdd2_kernelPKiPKfPfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 27
		.amdhsa_accum_offset 24
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
.Lfunc_end1:
	.size	_Z18scatterAdd2_kernelPKiPKfPfiii, .Lfunc_end1-_Z18scatterAdd2_kernelPKiPKfPfiii
                                        ; -- End function
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.num_vgpr, 22
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.num_agpr, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.numbered_sgpr, 27
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.num_named_barrier, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.private_seg_size, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.uses_vcc, 1
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.uses_flat_scratch, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.has_dyn_sized_stack, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.has_recursion, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 844
; TotalNumSgprs: 33
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.type	__hip_cuid_f7003326c2cac93a,@object ; @__hip_cuid_f7003326c2cac93a
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_f7003326c2cac93a
__hip_cuid_f7003326c2cac93a:
	.byte	0                               ; 0x0
	.size	__hip_cuid_f7003326c2cac93a, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym buffer
	.addrsig_sym __hip_cuid_f7003326c2cac93a
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17scatterAdd_kernelPKiPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _Z17scatterAdd_kernelPKiPKfPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z18scatterAdd2_kernelPKiPKfPfiii
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z18scatterAdd2_kernelPKiPKfPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
