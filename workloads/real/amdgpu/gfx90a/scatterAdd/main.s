	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z17scatterAdd_kernelPKiPKfPfiii ; -- Begin function _Z17scatterAdd_kernelPKiPKfPfiii
	.globl	_Z17scatterAdd_kernelPKiPKfPfiii
	.p2align	8
	.type	_Z17scatterAdd_kernelPKiPKfPfiii,@function
_Z17scatterAdd_kernelPKiPKfPfiii:       ; @_Z17scatterAdd_kernelPKiPKfPfiii
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	v_bfe_u32 v9, v0, 10, 10
	v_lshlrev_b32_e32 v11, 6, v9
	v_and_b32_e32 v10, 0x3ff, v0
	v_add_u32_e32 v8, v11, v10
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s9, s10, s9
	s_cmp_gt_i32 s9, 0
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_lt_i32 s9, 1
	s_mov_b32 s11, 0
	s_cbranch_scc1 .LBB0_35
; %bb.1:
	s_add_i32 s0, s9, -1
	s_lshr_b32 s7, s0, 9
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s2, 0
	s_cbranch_scc1 .LBB0_21
; %bb.2:
	s_add_i32 s0, s7, -1
	s_lshr_b32 s0, s0, 1
	s_add_i32 s0, s0, 1
	s_and_b32 s12, s0, 3
	s_movk_i32 s13, 0x200
	s_cmpk_lt_u32 s9, 0xe01
	s_mov_b32 s16, 0
	s_cbranch_scc1 .LBB0_22
; %bb.3:
	v_add_u32_e32 v0, 0x400, v8
	v_add_u32_e32 v2, 0x800, v8
	v_add_u32_e32 v4, 0xc00, v8
	s_and_b32 s17, s0, -4
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v12, 0
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_addk_i32 s13, 0x1000
	s_addk_i32 s16, 0x1000
	s_add_i32 s17, s17, -4
	s_cmp_lg_u32 s17, 0
	s_cbranch_scc0 .LBB0_23
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v7, s13, v8
	v_add_u32_e32 v6, s16, v8
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v7, s13, v1
	v_add_u32_e32 v6, s16, v0
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.10:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.11:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
; %bb.13:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v7, s13, v3
	v_add_u32_e32 v6, s16, v2
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.14:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.15:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
; %bb.16:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v7, 2, 0
	ds_write_b32 v6, v12
; %bb.17:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v7, s13, v5
	v_add_u32_e32 v6, s16, v4
	v_cmp_gt_i32_e32 vcc, s9, v7
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.18:                               ;   in Loop: Header=BB0_5 Depth=1
	v_lshl_add_u32 v6, v6, 2, 0
	ds_write_b32 v6, v12
; %bb.19:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
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
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_30
.LBB0_24:
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_26
.LBB0_25:                               ;   in Loop: Header=BB0_26 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_addk_i32 s13, 0x400
	s_addk_i32 s16, 0x400
	s_add_i32 s12, s12, -1
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc0 .LBB0_30
.LBB0_26:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s13, v8
	v_add_u32_e32 v0, s16, v8
	v_cmp_gt_i32_e32 vcc, s9, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.27:                               ;   in Loop: Header=BB0_26 Depth=1
	v_lshl_add_u32 v0, v0, 2, 0
	ds_write_b32 v0, v2
; %bb.28:                               ;   in Loop: Header=BB0_26 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
; %bb.29:                               ;   in Loop: Header=BB0_26 Depth=1
	v_lshl_add_u32 v0, v1, 2, 0
	ds_write_b32 v0, v2
	s_branch .LBB0_25
.LBB0_30:
	s_add_i32 s7, s7, 1
	s_and_b32 s0, s7, 0xfffffe
	s_lshl_b32 s2, s0, 9
	s_cmp_lg_u32 s7, s0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_35
.LBB0_31:
	v_add3_u32 v0, v10, s2, v11
	v_lshl_add_u32 v0, v0, 2, 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_33
.LBB0_32:                               ;   in Loop: Header=BB0_33 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_addk_i32 s2, 0x200
	s_cmp_ge_i32 s2, s9
	v_add_u32_e32 v0, 0x800, v0
	s_cbranch_scc1 .LBB0_35
.LBB0_33:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s2, v8
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_32
; %bb.34:                               ;   in Loop: Header=BB0_33 Depth=1
	ds_write_b32 v0, v1
	s_branch .LBB0_32
.LBB0_35:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_lshl_b32 s18, s6, 13
	s_lshl2_add_u32 s19, s9, 0
	s_cmp_lt_i32 s10, 1
	s_cselect_b64 s[4:5], -1, 0
	v_lshl_add_u32 v11, v8, 2, s19
	v_lshl_add_u32 v0, v10, 2, 0
	s_lshl_b32 s20, s10, 2
	s_xor_b64 s[4:5], s[4:5], -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_37
.LBB0_36:                               ;   in Loop: Header=BB0_37 Depth=1
	s_add_i32 s6, s11, 0x200
	s_cmpk_gt_u32 s11, 0x1dff
	s_mov_b32 s11, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_51
.LBB0_37:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_41 Depth 2
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_49 Depth 3
	s_add_i32 s21, s11, s18
	v_add_u32_e32 v2, s21, v8
	v_cmp_gt_i32_e32 vcc, s8, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_37 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v1
.LBB0_39:                               ;   in Loop: Header=BB0_37 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_mov_b32 s22, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_41
.LBB0_40:                               ;   in Loop: Header=BB0_41 Depth=2
	s_or_b64 exec, exec, s[6:7]
	s_or_b32 s6, s22, 8
	s_add_i32 s22, s22, 16
	s_cmpk_gt_u32 s6, 0x1f7
	s_cbranch_scc1 .LBB0_36
.LBB0_41:                               ;   Parent Loop BB0_37 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_44 Depth 3
                                        ;       Child Loop BB0_49 Depth 3
	v_add_u32_e32 v1, s22, v9
	v_add_u32_e32 v12, s21, v1
	v_cmp_gt_i32_e32 vcc, s8, v12
	s_and_b64 s[16:17], vcc, s[4:5]
	v_lshl_add_u32 v3, v1, 2, s19
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_46
; %bb.42:                               ;   in Loop: Header=BB0_41 Depth=2
	ds_read_b32 v6, v3
	v_mad_i64_i32 v[4:5], s[16:17], v12, s10, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[16:17], s20, v6, v[0:1]
	s_mov_b32 s23, 0
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
	v_add_u32_e32 v6, s23, v10
	v_cmp_gt_i32_e32 vcc, s10, v6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_43
; %bb.45:                               ;   in Loop: Header=BB0_44 Depth=3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, v2, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v5, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_add_f32 v4, v5
	s_branch .LBB0_43
.LBB0_46:                               ;   in Loop: Header=BB0_41 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v1, 8, v12
	v_cmp_gt_i32_e32 vcc, s8, v1
	s_and_b64 s[16:17], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB0_40
; %bb.47:                               ;   in Loop: Header=BB0_41 Depth=2
	ds_read_b32 v4, v3 offset:32
	v_mad_i64_i32 v[2:3], s[16:17], v1, s10, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[16:17], s20, v4, v[0:1]
	s_mov_b32 s23, 0
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
	v_add_u32_e32 v6, s23, v10
	v_cmp_gt_i32_e32 vcc, s10, v6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_48
; %bb.50:                               ;   in Loop: Header=BB0_49 Depth=3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, v2, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v3, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_add_f32 v4, v3
	s_branch .LBB0_48
.LBB0_51:
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB0_86
; %bb.52:
	s_add_i32 s0, s9, -1
	s_lshr_b32 s0, s0, 9
	s_add_i32 s0, s0, 1
	s_and_b32 s4, s0, 7
	s_cmpk_lt_u32 s9, 0xe01
	s_cbranch_scc1 .LBB0_79
; %bb.53:
	s_and_b32 s6, s0, 0xfffff8
	s_mov_b32 s5, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s7, 0
	s_branch .LBB0_55
.LBB0_54:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_addk_i32 s5, 0x1000
	s_add_i32 s7, s7, 8
	s_cmp_eq_u32 s7, s6
	s_cbranch_scc1 .LBB0_80
.LBB0_55:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_57 Depth 2
                                        ;     Child Loop BB0_60 Depth 2
                                        ;     Child Loop BB0_63 Depth 2
                                        ;     Child Loop BB0_66 Depth 2
                                        ;     Child Loop BB0_69 Depth 2
                                        ;     Child Loop BB0_72 Depth 2
                                        ;     Child Loop BB0_75 Depth 2
                                        ;     Child Loop BB0_78 Depth 2
	v_add_u32_e32 v0, s5, v8
	v_cmp_gt_i32_e32 vcc, s9, v0
	v_lshl_add_u32 v6, v0, 2, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_58
; %bb.56:                               ;   in Loop: Header=BB0_55 Depth=1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v7, v6
	s_mov_b64 s[2:3], 0
.LBB0_57:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_57
.LBB0_58:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x200, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_61
; %bb.59:                               ;   in Loop: Header=BB0_55 Depth=1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off offset:2048
	ds_read_b32 v7, v6 offset:2048
	s_mov_b64 s[2:3], 0
.LBB0_60:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off offset:2048 glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_60
.LBB0_61:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x400, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_64
; %bb.62:                               ;   in Loop: Header=BB0_55 Depth=1
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v7, v6 offset:4096
	s_mov_b64 s[2:3], 0
.LBB0_63:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_63
.LBB0_64:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x600, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_67
; %bb.65:                               ;   in Loop: Header=BB0_55 Depth=1
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v7, v6 offset:6144
	s_mov_b64 s[2:3], 0
.LBB0_66:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_66
.LBB0_67:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x800, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_70
; %bb.68:                               ;   in Loop: Header=BB0_55 Depth=1
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v7, v6 offset:8192
	s_mov_b64 s[2:3], 0
.LBB0_69:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_69
.LBB0_70:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0xa00, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_73
; %bb.71:                               ;   in Loop: Header=BB0_55 Depth=1
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v7, v6 offset:10240
	s_mov_b64 s[2:3], 0
.LBB0_72:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_72
.LBB0_73:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0xc00, v0
	v_cmp_gt_i32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_76
; %bb.74:                               ;   in Loop: Header=BB0_55 Depth=1
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v7, v6 offset:12288
	s_mov_b64 s[2:3], 0
.LBB0_75:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_75
.LBB0_76:                               ;   in Loop: Header=BB0_55 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 0xe00, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_54
; %bb.77:                               ;   in Loop: Header=BB0_55 Depth=1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_load_dword v5, v[2:3], off
	ds_read_b32 v0, v6 offset:14336
	s_mov_b64 s[2:3], 0
.LBB0_78:                               ;   Parent Loop BB0_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v0
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_78
	s_branch .LBB0_54
.LBB0_79:
	s_mov_b32 s5, 0
	s_cbranch_execnz .LBB0_81
	s_branch .LBB0_86
.LBB0_80:
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_86
.LBB0_81:
	s_mov_b32 s6, 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_83
.LBB0_82:                               ;   in Loop: Header=BB0_83 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_addk_i32 s5, 0x200
	s_add_i32 s6, s6, 1
	s_cmp_lg_u32 s6, s4
	s_cbranch_scc0 .LBB0_86
.LBB0_83:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_85 Depth 2
	v_add_u32_e32 v0, s5, v8
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_82
; %bb.84:                               ;   in Loop: Header=BB0_83 Depth=1
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v5, v[2:3], off
	v_lshl_add_u32 v0, v0, 2, 0
	ds_read_b32 v0, v0
	s_mov_b64 s[2:3], 0
.LBB0_85:                               ;   Parent Loop BB0_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v0
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_85
	s_branch .LBB0_82
.LBB0_86:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17scatterAdd_kernelPKiPKfPfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 16
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
	.size	_Z17scatterAdd_kernelPKiPKfPfiii, .Lfunc_end0-_Z17scatterAdd_kernelPKiPKfPfiii
                                        ; -- End function
	.set _Z17scatterAdd_kernelPKiPKfPfiii.num_vgpr, 13
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
; codeLenInByte = 2344
; TotalNumSgprs: 28
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v5, 0x3ff, v0
	v_lshl_add_u32 v0, v1, 6, v5
	v_lshlrev_b32_e32 v4, 2, v5
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s9, s10, s9
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	v_cmp_le_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_lshlrev_b32_e32 v2, 8, v1
	v_add3_u32 v2, v2, v4, 0
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v6, v0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, 0x200, v6
	v_cmp_le_i32_e32 vcc, s9, v6
	ds_write_b32 v2, v3
	s_or_b64 s[12:13], vcc, s[12:13]
	v_add_u32_e32 v2, 0x800, v2
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[12:13]
.LBB1_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[16:17], s[4:5], 0x10
	s_lshl_b32 s20, s6, 13
	s_ashr_i32 s11, s10, 31
	s_lshl2_add_u32 s21, s9, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e64 v2, s[2:3], s14, v4
	v_cmp_le_i32_e32 vcc, s10, v5
	v_addc_co_u32_e64 v3, s[2:3], 0, v3, s[2:3]
	v_or_b32_e32 v13, s20, v1
	s_lshl_b64 s[4:5], s[10:11], 6
	s_mov_b32 s22, 0
	v_lshl_add_u32 v12, v0, 2, s21
	s_lshl_b64 s[2:3], s[10:11], 2
	v_add_u32_e32 v4, 0, v4
	s_lshl_b32 s11, s10, 2
	v_add_u32_e32 v14, 8, v13
	s_xor_b64 s[6:7], vcc, -1
	v_mov_b32_e32 v15, s5
	s_branch .LBB1_6
.LBB1_5:                                ;   in Loop: Header=BB1_6 Depth=1
	s_add_i32 s5, s22, 0x200
	v_add_u32_e32 v13, 0x200, v13
	v_add_u32_e32 v14, 0x200, v14
	s_cmpk_gt_u32 s22, 0x1dff
	s_mov_b32 s22, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB1_16
.LBB1_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_10 Depth 2
                                        ;       Child Loop BB1_12 Depth 3
                                        ;       Child Loop BB1_15 Depth 3
	s_add_i32 s5, s22, s20
	v_add_u32_e32 v6, s5, v0
	v_cmp_gt_i32_e32 vcc, s8, v6
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:                                ;   in Loop: Header=BB1_6 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v6
.LBB1_8:                                ;   in Loop: Header=BB1_6 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_ashrrev_i32_e32 v8, 31, v13
	v_mad_u64_u32 v[6:7], s[14:15], s2, v13, v[2:3]
	v_mul_lo_u32 v9, s3, v13
	v_mul_lo_u32 v8, s2, v8
	v_add3_u32 v7, v9, v7, v8
	s_mov_b32 s23, 0
	v_mov_b32_e32 v16, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_10
.LBB1_9:                                ;   in Loop: Header=BB1_10 Depth=2
	s_or_b64 exec, exec, s[14:15]
	s_or_b32 s14, s23, 8
	s_add_i32 s23, s23, 16
	v_add_co_u32_e32 v6, vcc, s4, v6
	v_addc_co_u32_e32 v7, vcc, v7, v15, vcc
	s_cmpk_gt_u32 s14, 0x1f7
	v_add_u32_e32 v16, 16, v16
	s_cbranch_scc1 .LBB1_5
.LBB1_10:                               ;   Parent Loop BB1_6 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_12 Depth 3
                                        ;       Child Loop BB1_15 Depth 3
	v_add_u32_e32 v8, s23, v1
	v_add_u32_e32 v18, s5, v8
	v_cmp_gt_i32_e32 vcc, s8, v18
	s_and_b64 s[18:19], vcc, s[6:7]
	v_lshl_add_u32 v17, v8, 2, s21
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB1_13
; %bb.11:                               ;   in Loop: Header=BB1_10 Depth=2
	ds_read_b32 v10, v17
	s_mov_b64 s[18:19], 0
	v_pk_mov_b32 v[8:9], v[6:7], v[6:7] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[10:11], s[24:25], s11, v10, v[4:5]
	v_mov_b32_e32 v11, v5
.LBB1_12:                               ;   Parent Loop BB1_6 Depth=1
                                        ;     Parent Loop BB1_10 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v19, v[8:9], off
	v_add_co_u32_e32 v8, vcc, 0x100, v8
	v_add_u32_e32 v11, 64, v11
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_cmp_le_i32_e32 vcc, s10, v11
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt vmcnt(0)
	ds_add_f32 v10, v19
	v_add_u32_e32 v10, 0x100, v10
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_12
.LBB1_13:                               ;   in Loop: Header=BB1_10 Depth=2
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v8, 8, v18
	v_cmp_gt_i32_e32 vcc, s8, v8
	s_and_b64 s[18:19], vcc, s[6:7]
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB1_9
; %bb.14:                               ;   in Loop: Header=BB1_10 Depth=2
	ds_read_b32 v11, v17 offset:32
	v_ashrrev_i32_e32 v10, 31, v16
	v_mad_u64_u32 v[8:9], s[18:19], s2, v16, v[2:3]
	v_mul_lo_u32 v17, s3, v16
	v_mul_lo_u32 v10, s2, v10
	v_add3_u32 v9, v17, v9, v10
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[10:11], s[18:19], s11, v11, v[4:5]
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v11, v5
.LBB1_15:                               ;   Parent Loop BB1_6 Depth=1
                                        ;     Parent Loop BB1_10 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v17, v[8:9], off
	v_add_co_u32_e32 v8, vcc, 0x100, v8
	v_add_u32_e32 v11, 64, v11
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_cmp_le_i32_e32 vcc, s10, v11
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt vmcnt(0)
	ds_add_f32 v10, v17
	v_add_u32_e32 v10, 0x100, v10
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB1_15
	s_branch .LBB1_9
.LBB1_16:
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_21
; %bb.17:
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, s17
.LBB1_18:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_19 Depth 2
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v5, v[2:3], off
	v_lshl_add_u32 v4, v0, 2, 0
	ds_read_b32 v7, v4
	s_mov_b64 s[2:3], 0
.LBB1_19:                               ;   Parent Loop BB1_18 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v4, v5, v7
	global_atomic_cmpswap v4, v[2:3], v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_19
; %bb.20:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v0, 0x200, v0
	v_cmp_le_i32_e32 vcc, s9, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_18
.LBB1_21:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z18scatterAdd2_kernelPKiPKfPfiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 20
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
.Lfunc_end1:
	.size	_Z18scatterAdd2_kernelPKiPKfPfiii, .Lfunc_end1-_Z18scatterAdd2_kernelPKiPKfPfiii
                                        ; -- End function
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.num_vgpr, 20
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.num_agpr, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.numbered_sgpr, 26
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.num_named_barrier, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.private_seg_size, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.uses_vcc, 1
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.uses_flat_scratch, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.has_dyn_sized_stack, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.has_recursion, 0
	.set _Z18scatterAdd2_kernelPKiPKfPfiii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 864
; TotalNumSgprs: 30
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         _Z17scatterAdd_kernelPKiPKfPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         _Z18scatterAdd2_kernelPKiPKfPfiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
