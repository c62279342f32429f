	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_ ; -- Begin function _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
	.globl	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
	.p2align	8
	.type	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_,@function
_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_: ; @_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
; %bb.0:
	s_load_dword s3, s[0:1], 0x5c
	s_load_dwordx4 s[8:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_132
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x28
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_u32_e32 v42, 1, v0
	v_mov_b32_e32 v6, 1.0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_mov_b32_e32 v47, 0
	v_cmp_gt_i32_e32 vcc, s8, v42
	global_store_dword v[2:3], v6, off
	global_store_dword v[4:5], v47, off
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_132
; %bb.2:
	s_load_dwordx2 s[12:13], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_add_i32 s9, s10, 1
	v_mul_lo_u32 v6, v0, s9
	v_add_u32_e32 v8, s10, v6
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[12:13]
	global_load_dword v43, v[8:9], off
	s_cmp_gt_i32 s10, 0
	s_load_dwordx2 s[14:15], s[0:1], 0x48
	s_load_dwordx4 s[36:39], s[0:1], 0x38
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_gt_i32 s8, 0
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s8, 1
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_lg_u32 s10, 1
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s33, s10, 0x7ffffffe
	s_bitcmp1_b32 s10, 0
	s_cselect_b64 s[22:23], -1, 0
	s_cmp_gt_u32 s10, 7
	s_cselect_b64 s[24:25], -1, 0
	s_and_b32 s54, s10, 0x7ffffff8
	s_cmp_lg_u32 s10, s54
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_gt_u32 s8, 7
	v_mul_lo_u32 v8, v0, s8
	s_cselect_b64 s[28:29], -1, 0
	s_and_b32 s55, s8, 0x7ffffff8
	v_mul_lo_u32 v26, v0, s10
	v_add_u32_e32 v10, v8, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[36:37]
	s_cmp_lg_u32 s8, s55
	v_ashrrev_i32_e32 v7, 31, v6
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_ashrrev_i32_e32 v11, 31, v10
	s_cselect_b64 s[30:31], -1, 0
	s_add_u32 s34, s12, 4
	v_lshl_add_u64 v[16:17], v[6:7], 2, s[12:13]
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v9, 31, v8
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_mov_b32_e32 v28, 0x30303030
	s_mov_b32 s17, 0
	v_lshl_add_u64 v[10:11], s[14:15], 0, v[10:11]
	s_addc_u32 s35, s13, 0
	v_mul_lo_u32 v14, v42, s9
	v_lshl_add_u64 v[18:19], v[16:17], 0, 4
	v_lshl_add_u64 v[20:21], s[38:39], 0, v[26:27]
	v_lshl_add_u64 v[22:23], s[14:15], 0, v[8:9]
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[8:9]
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[26:27]
	s_mov_b64 s[6:7], 0
	v_cmp_ne_u32_e64 s[2:3], 1, v1
	v_mov_b32_e32 v1, 49
	v_mov_b32_e32 v7, 48
	s_mov_b32 s56, 0xf800000
	v_mov_b32_e32 v9, 0x260
	s_mov_b32 s57, 0x3c23d70a
	v_mov_b32_e32 v29, v28
                                        ; implicit-def: $vgpr44
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v42, 1, v42
	v_cmp_le_i32_e32 vcc, s8, v42
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v14, s9, v14
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_132
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_47 Depth 2
                                        ;       Child Loop BB0_56 Depth 3
                                        ;       Child Loop BB0_59 Depth 3
                                        ;       Child Loop BB0_63 Depth 3
                                        ;       Child Loop BB0_65 Depth 3
                                        ;       Child Loop BB0_71 Depth 3
                                        ;       Child Loop BB0_75 Depth 3
                                        ;       Child Loop BB0_80 Depth 3
                                        ;       Child Loop BB0_84 Depth 3
                                        ;       Child Loop BB0_88 Depth 3
                                        ;         Child Loop BB0_91 Depth 4
                                        ;           Child Loop BB0_94 Depth 5
                                        ;           Child Loop BB0_98 Depth 5
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_104 Depth 5
                                        ;       Child Loop BB0_120 Depth 3
                                        ;       Child Loop BB0_124 Depth 3
                                        ;       Child Loop BB0_127 Depth 3
                                        ;       Child Loop BB0_131 Depth 3
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[30:31], 2, v[14:15]
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	s_cbranch_vccnz .LBB0_41
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mul_lo_u32 v37, v42, s9
	v_add_u32_e32 v32, s10, v37
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[12:13]
	global_load_dword v36, v[32:33], off
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v45, 0
	s_cbranch_vccnz .LBB0_28
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_lshl_add_u64 v[32:33], s[34:35], 0, v[30:31]
	s_mov_b32 s16, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v15, 0
	v_mov_b64_e32 v[34:35], v[18:19]
	s_branch .LBB0_9
.LBB0_7:                                ;   in Loop: Header=BB0_9 Depth=2
	s_or_b64 exec, exec, s[4:5]
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=2
	s_or_b64 exec, exec, s[36:37]
	s_add_i32 s16, s16, 2
	v_lshl_add_u64 v[32:33], v[32:33], 0, 8
	s_cmp_eq_u32 s33, s16
	v_lshl_add_u64 v[34:35], v[34:35], 0, 8
	s_cbranch_scc1 .LBB0_29
.LBB0_9:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v38, v[34:35], off offset:-4
	global_load_dword v40, v[32:33], off offset:-4
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v38, v38, v43
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v39, v40, v36
	v_cmp_le_f32_e32 vcc, 0, v38
	v_cmp_le_f32_e64 s[4:5], 0, v39
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[36:37], s[4:5]
	s_xor_b64 s[4:5], exec, s[36:37]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v38, s16
	v_add_u32_e32 v45, 1, v45
	ds_write_b8 v38, v1 offset:1600
	ds_write_b8 v38, v7 offset:1603
	ds_write_b8 v38, v7 offset:1606
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr39
.LBB0_11:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b64 s[36:37], s[4:5]
	s_cbranch_execz .LBB0_19
; %bb.12:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc, 0, v38
	v_cmp_nlt_f32_e64 s[4:5], v40, v36
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_xor_b64 s[4:5], exec, s[38:39]
	s_cbranch_execz .LBB0_16
; %bb.13:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v38, v38, v39
	v_cmp_gt_f32_e32 vcc, 0, v38
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_9 Depth=2
	v_add_u32_e32 v46, 1, v46
	v_mov_b32_e32 v38, s16
	ds_write_b8 v38, v7 offset:1600
	ds_write_b8 v38, v7 offset:1603
	ds_write_b8 v38, v1 offset:1606
.LBB0_15:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b64 exec, exec, s[38:39]
.LBB0_16:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v38, s16
	v_add_u32_e32 v15, 1, v15
	ds_write_b8 v38, v7 offset:1600
	ds_write_b8 v38, v1 offset:1603
	ds_write_b8 v38, v7 offset:1606
.LBB0_18:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b64 exec, exec, s[4:5]
.LBB0_19:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b64 exec, exec, s[36:37]
	global_load_dword v38, v[34:35], off
	global_load_dword v40, v[32:33], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v38, v38, v43
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v39, v40, v36
	v_cmp_le_f32_e32 vcc, 0, v38
	v_cmp_le_f32_e64 s[4:5], 0, v39
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[36:37], s[4:5]
	s_xor_b64 s[4:5], exec, s[36:37]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v38, s16
	v_add_u32_e32 v45, 1, v45
	ds_write_b8 v38, v1 offset:1601
	ds_write_b8 v38, v7 offset:1604
	ds_write_b8 v38, v7 offset:1607
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr39
.LBB0_21:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b64 s[36:37], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.22:                               ;   in Loop: Header=BB0_9 Depth=2
	v_cmp_ngt_f32_e32 vcc, 0, v38
	v_cmp_nlt_f32_e64 s[4:5], v40, v36
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_xor_b64 s[4:5], exec, s[38:39]
	s_cbranch_execz .LBB0_26
; %bb.23:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mul_f32_e32 v38, v38, v39
	v_cmp_gt_f32_e32 vcc, 0, v38
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_9 Depth=2
	v_add_u32_e32 v46, 1, v46
	v_mov_b32_e32 v38, s16
	ds_write_b8 v38, v7 offset:1601
	ds_write_b8 v38, v7 offset:1604
	ds_write_b8 v38, v1 offset:1607
.LBB0_25:                               ;   in Loop: Header=BB0_9 Depth=2
	s_or_b64 exec, exec, s[38:39]
.LBB0_26:                               ;   in Loop: Header=BB0_9 Depth=2
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_7
; %bb.27:                               ;   in Loop: Header=BB0_9 Depth=2
	v_mov_b32_e32 v38, s16
	v_add_u32_e32 v15, 1, v15
	ds_write_b8 v38, v7 offset:1601
	ds_write_b8 v38, v1 offset:1604
	ds_write_b8 v38, v7 offset:1607
	s_branch .LBB0_7
.LBB0_28:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v32, 0
	s_cbranch_execnz .LBB0_30
	s_branch .LBB0_41
.LBB0_29:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v32, s33
	s_mov_b64 s[4:5], s[22:23]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_41
.LBB0_30:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v34, v32, v6
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[38:39], v[34:35], 2, s[12:13]
	v_add_u32_e32 v34, v32, v37
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[40:41], v[34:35], 2, s[12:13]
	global_load_dword v33, v[38:39], off
	global_load_dword v35, v[40:41], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v33, v33, v43
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v34, v35, v36
	v_cmp_le_f32_e32 vcc, 0, v33
	v_cmp_le_f32_e64 s[4:5], 0, v34
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[36:37], s[4:5]
	s_xor_b64 s[4:5], exec, s[36:37]
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v45, 1, v45
	ds_write_b8 v32, v1 offset:1600
	ds_write_b8 v32, v7 offset:1603
	ds_write_b8 v32, v7 offset:1606
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr36
                                        ; implicit-def: $vgpr34
.LBB0_32:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[36:37], s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.33:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_ngt_f32_e32 vcc, 0, v33
	v_cmp_nlt_f32_e64 s[4:5], v35, v36
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_xor_b64 s[4:5], exec, s[38:39]
	s_cbranch_execz .LBB0_37
; %bb.34:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mul_f32_e32 v33, v33, v34
	v_cmp_gt_f32_e32 vcc, 0, v33
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v46, 1, v46
	ds_write_b8 v32, v7 offset:1600
	ds_write_b8 v32, v7 offset:1603
	ds_write_b8 v32, v1 offset:1606
.LBB0_36:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[38:39]
                                        ; implicit-def: $vgpr32
.LBB0_37:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v15, 1, v15
	ds_write_b8 v32, v7 offset:1600
	ds_write_b8 v32, v1 offset:1603
	ds_write_b8 v32, v7 offset:1606
.LBB0_39:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
.LBB0_40:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[36:37]
.LBB0_41:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v32, v42, v8
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[30:31], s[12:13], 0, v[30:31]
	v_lshl_add_u64 v[32:33], s[14:15], 0, v[32:33]
	s_mov_b32 s58, 0
	s_movk_i32 s59, 0x640
	s_branch .LBB0_47
.LBB0_42:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mov_b32_e32 v47, v50
	global_store_dword v[4:5], v50, off
	global_store_dword v[12:13], v44, off
.LBB0_43:                               ;   in Loop: Header=BB0_47 Depth=2
	s_or_b64 exec, exec, s[40:41]
.LBB0_44:                               ;   in Loop: Header=BB0_47 Depth=2
	s_or_b64 exec, exec, s[4:5]
.LBB0_45:                               ;   in Loop: Header=BB0_47 Depth=2
	s_or_b64 exec, exec, s[38:39]
.LBB0_46:                               ;   in Loop: Header=BB0_47 Depth=2
	s_or_b64 exec, exec, s[36:37]
	s_add_i32 s58, s58, 1
	s_addk_i32 s59, 0xc8
	s_cmp_eq_u32 s58, 3
	s_cbranch_scc1 .LBB0_3
.LBB0_47:                               ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_56 Depth 3
                                        ;       Child Loop BB0_59 Depth 3
                                        ;       Child Loop BB0_63 Depth 3
                                        ;       Child Loop BB0_65 Depth 3
                                        ;       Child Loop BB0_71 Depth 3
                                        ;       Child Loop BB0_75 Depth 3
                                        ;       Child Loop BB0_80 Depth 3
                                        ;       Child Loop BB0_84 Depth 3
                                        ;       Child Loop BB0_88 Depth 3
                                        ;         Child Loop BB0_91 Depth 4
                                        ;           Child Loop BB0_94 Depth 5
                                        ;           Child Loop BB0_98 Depth 5
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_104 Depth 5
                                        ;       Child Loop BB0_120 Depth 3
                                        ;       Child Loop BB0_124 Depth 3
                                        ;       Child Loop BB0_127 Depth 3
                                        ;       Child Loop BB0_131 Depth 3
	s_cmp_lt_i32 s58, 1
	v_mov_b32_e32 v34, v45
	s_cbranch_scc1 .LBB0_53
; %bb.48:                               ;   in Loop: Header=BB0_47 Depth=2
	s_cmp_lg_u32 s58, 1
	s_mov_b64 s[4:5], -1
	s_cbranch_scc0 .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b64 s[4:5], 0
.LBB0_50:                               ;   in Loop: Header=BB0_47 Depth=2
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mov_b32_e32 v44, v15
.LBB0_52:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mov_b32_e32 v34, v44
.LBB0_53:                               ;   in Loop: Header=BB0_47 Depth=2
	s_cmp_eq_u32 s58, 2
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v44, v34, v46, vcc
	v_cmp_lt_i32_e32 vcc, 10, v44
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_46
; %bb.54:                               ;   in Loop: Header=BB0_47 Depth=2
	s_and_b64 vcc, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	s_cbranch_vccnz .LBB0_57
; %bb.55:                               ;   in Loop: Header=BB0_47 Depth=2
	s_movk_i32 s4, 0x320
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b64_e32 v[34:35], v[16:17]
	s_mov_b32 s5, s10
	s_mov_b32 s16, s59
.LBB0_56:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v38, v[34:35], off
	v_mov_b32_e32 v40, s16
	ds_read_u8 v40, v40
	v_mov_b32_e32 v39, s4
	s_add_i32 s16, s16, 1
	s_add_i32 s5, s5, -1
	s_add_i32 s4, s4, 4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 49, v40
	v_lshl_add_u64 v[34:35], v[34:35], 0, 4
	s_cmp_lg_u32 s5, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v39, v38
	v_add_f32_e32 v39, v37, v38
	v_add_f32_e32 v38, v36, v38
	v_cndmask_b32_e32 v37, v37, v39, vcc
	v_cndmask_b32_e32 v36, v38, v36, vcc
	s_cbranch_scc1 .LBB0_56
.LBB0_57:                               ;   in Loop: Header=BB0_47 Depth=2
	v_cvt_f32_u32_e32 v48, v44
	v_sub_u32_e32 v34, s10, v44
	v_cvt_f32_i32_e32 v49, v34
	v_mov_b32_e32 v50, 0
	v_div_scale_f32 v35, s[4:5], v48, v48, v37
	v_rcp_f32_e32 v38, v35
	v_div_scale_f32 v34, vcc, v37, v48, v37
	v_mov_b32_e32 v51, 0
	v_fma_f32 v39, -v35, v38, 1.0
	v_fmac_f32_e32 v38, v39, v38
	v_mul_f32_e32 v39, v34, v38
	v_fma_f32 v40, -v35, v39, v34
	v_fmac_f32_e32 v39, v40, v38
	v_div_scale_f32 v40, s[4:5], v49, v49, v36
	v_rcp_f32_e32 v41, v40
	v_fma_f32 v34, -v35, v39, v34
	v_div_fmas_f32 v34, v34, v38, v39
	v_div_fixup_f32 v35, v34, v48, v37
	v_fma_f32 v34, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v34, v41
	v_div_scale_f32 v34, vcc, v36, v49, v36
	v_mul_f32_e32 v37, v34, v41
	v_fma_f32 v38, -v40, v37, v34
	v_fmac_f32_e32 v37, v38, v41
	v_fma_f32 v34, -v40, v37, v34
	v_div_fmas_f32 v34, v34, v41, v37
	v_div_fixup_f32 v37, v34, v49, v36
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_61
; %bb.58:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s4, 0
	s_movk_i32 s5, 0x320
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v34, 0
.LBB0_59:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s16, s59, s4
	v_mov_b32_e32 v38, s5
	ds_read_b32 v38, v38
	v_mov_b32_e32 v39, s16
	ds_read_u8 v39, v39
	s_add_i32 s4, s4, 1
	s_add_i32 s5, s5, 4
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v40, v35, v38
	v_sub_f32_e32 v38, v37, v38
	v_fma_f32 v40, v40, v40, v34
	v_fma_f32 v38, v38, v38, v36
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 49, v39
	s_cmp_eq_u32 s10, s4
	s_nop 0
	v_cndmask_b32_e32 v34, v34, v40, vcc
	v_cndmask_b32_e32 v36, v38, v36, vcc
	s_cbranch_scc0 .LBB0_59
; %bb.60:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mul_f32_e32 v38, 0x4f800000, v36
	v_cmp_gt_f32_e32 vcc, s56, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_sqrt_f32_e32 v38, v36
	s_nop 0
	v_add_u32_e32 v39, -1, v38
	v_fma_f32 v41, -v39, v38, v36
	v_add_u32_e32 v40, 1, v38
	v_cmp_ge_f32_e64 s[4:5], 0, v41
	s_nop 1
	v_cndmask_b32_e64 v39, v38, v39, s[4:5]
	v_fma_f32 v38, -v40, v38, v36
	v_cmp_lt_f32_e64 s[4:5], 0, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v39, v40, s[4:5]
	v_mul_f32_e32 v40, 0x4f800000, v34
	v_cmp_gt_f32_e64 s[4:5], s56, v34
	v_mul_f32_e32 v39, 0x37800000, v38
	v_cndmask_b32_e32 v38, v38, v39, vcc
	v_cndmask_b32_e64 v34, v34, v40, s[4:5]
	v_sqrt_f32_e32 v40, v34
	v_cmp_class_f32_e32 vcc, v36, v9
	s_nop 1
	v_cndmask_b32_e32 v50, v38, v36, vcc
	v_add_u32_e32 v36, -1, v40
	v_fma_f32 v38, -v36, v40, v34
	v_cmp_ge_f32_e32 vcc, 0, v38
	v_add_u32_e32 v38, 1, v40
	v_fma_f32 v39, -v38, v40, v34
	v_cndmask_b32_e32 v36, v40, v36, vcc
	v_cmp_lt_f32_e32 vcc, 0, v39
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_mul_f32_e32 v38, 0x37800000, v36
	v_cndmask_b32_e64 v36, v36, v38, s[4:5]
	v_cmp_class_f32_e32 vcc, v34, v9
	s_nop 1
	v_cndmask_b32_e32 v51, v36, v34, vcc
.LBB0_61:                               ;   in Loop: Header=BB0_47 Depth=2
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v41, 0
	s_cbranch_vccnz .LBB0_67
; %bb.62:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s4, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v34, 0
	v_mov_b64_e32 v[38:39], v[30:31]
	s_mov_b32 s5, 0
.LBB0_63:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dword v40, v[38:39], off
	s_add_i32 s16, s59, s5
	v_mov_b32_e32 v52, s16
	ds_read_u8 v52, v52
	v_mov_b32_e32 v41, s4
	s_add_i32 s5, s5, 1
	s_add_i32 s4, s4, 4
	v_lshl_add_u64 v[38:39], v[38:39], 0, 4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 49, v52
	s_cmp_lg_u32 s10, s5
	s_waitcnt vmcnt(0)
	ds_write_b32 v41, v40
	v_add_f32_e32 v41, v34, v40
	v_add_f32_e32 v40, v36, v40
	v_cndmask_b32_e32 v34, v34, v41, vcc
	v_cndmask_b32_e32 v36, v40, v36, vcc
	s_cbranch_scc1 .LBB0_63
; %bb.64:                               ;   in Loop: Header=BB0_47 Depth=2
	v_div_scale_f32 v38, s[4:5], v48, v48, v34
	v_rcp_f32_e32 v39, v38
	v_div_scale_f32 v40, vcc, v34, v48, v34
	v_fma_f32 v41, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v41, v39
	v_mul_f32_e32 v41, v40, v39
	v_fma_f32 v52, -v38, v41, v40
	v_fmac_f32_e32 v41, v52, v39
	v_fma_f32 v38, -v38, v41, v40
	v_div_scale_f32 v40, s[4:5], v49, v49, v36
	v_rcp_f32_e32 v52, v40
	v_div_fmas_f32 v38, v38, v39, v41
	v_div_fixup_f32 v34, v38, v48, v34
	s_mov_b32 s4, 0
	v_fma_f32 v38, -v40, v52, 1.0
	v_fmac_f32_e32 v52, v38, v52
	v_div_scale_f32 v38, vcc, v36, v49, v36
	v_mul_f32_e32 v39, v38, v52
	v_fma_f32 v41, -v40, v39, v38
	v_fmac_f32_e32 v39, v41, v52
	v_fma_f32 v38, -v40, v39, v38
	v_div_fmas_f32 v38, v38, v52, v39
	v_div_fixup_f32 v36, v38, v49, v36
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	s_mov_b32 s5, 0
.LBB0_65:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s16, s59, s5
	v_mov_b32_e32 v52, s4
	ds_read2_b32 v[52:53], v52 offset1:200
	v_mov_b32_e32 v54, s16
	ds_read_u8 v56, v54
	s_add_i32 s5, s5, 1
	s_add_i32 s4, s4, 4
	s_waitcnt lgkmcnt(1)
	v_pk_add_f32 v[54:55], v[34:35], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[36:37], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[54:55], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[52:53], v[38:39] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_sdwa vcc, v56, v1 src0_sel:WORD_0 src1_sel:DWORD
	s_cmp_lg_u32 s10, s5
	s_nop 0
	v_cndmask_b32_e32 v40, v40, v54, vcc
	v_cndmask_b32_e32 v41, v41, v55, vcc
	v_cndmask_b32_e32 v38, v52, v38, vcc
	v_cndmask_b32_e32 v39, v53, v39, vcc
	s_cbranch_scc1 .LBB0_65
; %bb.66:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mul_f32_e32 v34, 0x4f800000, v40
	v_cmp_gt_f32_e32 vcc, s56, v40
	s_nop 1
	v_cndmask_b32_e32 v34, v40, v34, vcc
	v_sqrt_f32_e32 v35, v34
	s_nop 0
	v_add_u32_e32 v36, -1, v35
	v_fma_f32 v40, -v36, v35, v34
	v_add_u32_e32 v37, 1, v35
	v_cmp_ge_f32_e64 s[4:5], 0, v40
	s_nop 1
	v_cndmask_b32_e64 v36, v35, v36, s[4:5]
	v_fma_f32 v35, -v37, v35, v34
	v_cmp_lt_f32_e64 s[4:5], 0, v35
	s_nop 1
	v_cndmask_b32_e64 v35, v36, v37, s[4:5]
	v_mul_f32_e32 v37, 0x4f800000, v38
	v_cmp_gt_f32_e64 s[4:5], s56, v38
	v_mul_f32_e32 v36, 0x37800000, v35
	v_cndmask_b32_e32 v35, v35, v36, vcc
	v_cndmask_b32_e64 v37, v38, v37, s[4:5]
	v_sqrt_f32_e32 v38, v37
	v_cmp_class_f32_e32 vcc, v34, v9
	s_nop 1
	v_cndmask_b32_e32 v34, v35, v34, vcc
	v_add_u32_e32 v35, -1, v38
	v_fma_f32 v36, -v35, v38, v37
	v_cmp_ge_f32_e32 vcc, 0, v36
	v_add_u32_e32 v36, 1, v38
	s_nop 0
	v_cndmask_b32_e32 v35, v38, v35, vcc
	v_fma_f32 v38, -v36, v38, v37
	v_cmp_lt_f32_e32 vcc, 0, v38
	s_nop 1
	v_cndmask_b32_e32 v35, v35, v36, vcc
	v_mul_f32_e32 v36, 0x37800000, v35
	v_cndmask_b32_e64 v35, v35, v36, s[4:5]
	v_cmp_class_f32_e32 vcc, v37, v9
	s_nop 1
	v_cndmask_b32_e32 v36, v35, v37, vcc
.LBB0_67:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mul_f32_e32 v34, v51, v34
	v_div_scale_f32 v35, s[4:5], v34, v34, v41
	v_rcp_f32_e32 v37, v35
	v_div_scale_f32 v38, vcc, v41, v34, v41
	v_fma_f32 v40, -v35, v37, 1.0
	v_fmac_f32_e32 v37, v40, v37
	v_mul_f32_e32 v40, v38, v37
	v_fma_f32 v51, -v35, v40, v38
	v_fmac_f32_e32 v40, v51, v37
	v_fma_f32 v35, -v35, v40, v38
	v_div_fmas_f32 v35, v35, v37, v40
	v_div_fixup_f32 v34, v35, v34, v41
	v_cmp_lt_f32_e64 s[4:5], s11, |v34|
	s_and_saveexec_b64 s[38:39], s[4:5]
	s_cbranch_execz .LBB0_45
; %bb.68:                               ;   in Loop: Header=BB0_47 Depth=2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_76
; %bb.69:                               ;   in Loop: Header=BB0_47 Depth=2
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_73
; %bb.70:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s4, 0
	v_mov_b64_e32 v[34:35], v[20:21]
.LBB0_71:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s5, s59, s4
	v_mov_b32_e32 v37, s5
	ds_read_b64 v[40:41], v37
	s_add_i32 s4, s4, 8
	s_cmp_lg_u32 s54, s4
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[34:35], v[40:41], off
	v_lshl_add_u64 v[34:35], v[34:35], 0, 8
	s_cbranch_scc1 .LBB0_71
; %bb.72:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, s54
	s_mov_b64 s[4:5], s[26:27]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_74
	s_branch .LBB0_76
.LBB0_73:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, 0
	s_cbranch_execz .LBB0_76
.LBB0_74:                               ;   in Loop: Header=BB0_47 Depth=2
	v_lshl_add_u64 v[34:35], v[20:21], 0, s[16:17]
.LBB0_75:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s4, s59, s16
	v_mov_b32_e32 v37, s4
	ds_read_u8 v37, v37
	s_add_i32 s16, s16, 1
	s_cmp_eq_u32 s10, s16
	s_waitcnt lgkmcnt(0)
	global_store_byte v[34:35], v37, off
	v_lshl_add_u64 v[34:35], v[34:35], 0, 1
	s_cbranch_scc0 .LBB0_75
.LBB0_76:                               ;   in Loop: Header=BB0_47 Depth=2
	v_mul_f32_e32 v34, v50, v36
	v_div_scale_f32 v35, s[4:5], v34, v34, v39
	v_rcp_f32_e32 v36, v35
	v_div_scale_f32 v37, vcc, v39, v34, v39
	s_mov_b64 s[40:41], -1
	v_fma_f32 v38, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v38, v36
	v_mul_f32_e32 v38, v37, v36
	v_fma_f32 v40, -v35, v38, v37
	v_fmac_f32_e32 v38, v40, v36
	v_fma_f32 v35, -v35, v38, v37
	v_div_fmas_f32 v35, v35, v36, v38
	v_div_fixup_f32 v34, v35, v34, v39
	v_cmp_lt_f32_e64 s[4:5], s11, |v34|
	s_and_b64 vcc, exec, s[20:21]
	s_cbranch_vccz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_47 Depth=2
	global_store_byte v[10:11], v1, off
	global_store_byte v[32:33], v1, off
	s_mov_b64 s[40:41], 0
.LBB0_78:                               ;   in Loop: Header=BB0_47 Depth=2
	v_cndmask_b32_e64 v51, 0, 1, s[4:5]
	s_andn2_b64 vcc, exec, s[40:41]
	v_mov_b32_e32 v50, 2
	v_mov_b32_e32 v34, 1.0
	s_cbranch_vccnz .LBB0_116
; %bb.79:                               ;   in Loop: Header=BB0_47 Depth=2
	s_andn2_b64 vcc, exec, s[28:29]
	v_mov_b64_e32 v[34:35], v[22:23]
	s_mov_b32 s4, s55
	s_cbranch_vccnz .LBB0_82
.LBB0_80:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s4, s4, -8
	global_store_dwordx2 v[34:35], v[28:29], off
	s_cmp_lg_u32 s4, 0
	v_lshl_add_u64 v[34:35], v[34:35], 0, 8
	s_cbranch_scc1 .LBB0_80
; %bb.81:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, s55
	s_mov_b64 s[4:5], s[30:31]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_83
	s_branch .LBB0_85
.LBB0_82:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, 0
	s_cbranch_execz .LBB0_85
.LBB0_83:                               ;   in Loop: Header=BB0_47 Depth=2
	s_sub_i32 s4, s8, s16
	v_lshl_add_u64 v[34:35], v[22:23], 0, s[16:17]
.LBB0_84:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s4, s4, -1
	global_store_byte v[34:35], v7, off
	s_cmp_lg_u32 s4, 0
	v_lshl_add_u64 v[34:35], v[34:35], 0, 1
	s_cbranch_scc1 .LBB0_84
.LBB0_85:                               ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s40, 0
	v_mov_b32_e32 v50, 2
	v_mov_b32_e32 v52, 1
	s_mov_b32 s60, 0
	global_store_byte v[10:11], v1, off
	global_store_byte v[32:33], v1, off
	s_branch .LBB0_88
.LBB0_86:                               ;   in Loop: Header=BB0_88 Depth=3
	s_or_b64 exec, exec, s[4:5]
.LBB0_87:                               ;   in Loop: Header=BB0_88 Depth=3
	s_or_b64 exec, exec, s[42:43]
	s_add_i32 s60, s60, 1
	s_add_i32 s40, s40, s9
	s_cmp_lg_u32 s60, s8
	s_cbranch_scc0 .LBB0_115
.LBB0_88:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB0_91 Depth 4
                                        ;           Child Loop BB0_94 Depth 5
                                        ;           Child Loop BB0_98 Depth 5
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_104 Depth 5
	v_cmp_ne_u32_e32 vcc, s60, v42
	v_cmp_ne_u32_e64 s[4:5], s60, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[42:43], s[4:5]
	s_cbranch_execz .LBB0_87
; %bb.89:                               ;   in Loop: Header=BB0_88 Depth=3
	s_mov_b32 s41, s17
	s_lshl_b64 s[4:5], s[40:41], 2
	s_add_u32 s44, s12, s4
	s_mov_b32 s16, 0
	s_addc_u32 s45, s13, s5
	s_mov_b64 s[46:47], 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	s_mov_b32 s41, s16
	s_branch .LBB0_91
.LBB0_90:                               ;   in Loop: Header=BB0_91 Depth=4
	s_or_b64 exec, exec, s[50:51]
	s_and_b64 s[4:5], exec, s[48:49]
	s_or_b64 s[46:47], s[4:5], s[46:47]
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execz .LBB0_113
.LBB0_91:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ;       Parent Loop BB0_88 Depth=3
                                        ; =>      This Loop Header: Depth=4
                                        ;           Child Loop BB0_94 Depth 5
                                        ;           Child Loop BB0_98 Depth 5
                                        ;           Child Loop BB0_102 Depth 5
                                        ;           Child Loop BB0_104 Depth 5
	v_add_u32_e32 v34, s41, v8
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[14:15], 0, v[34:35]
	global_load_ubyte v34, v[34:35], off
	s_mov_b64 s[48:49], -1
	s_mov_b64 s[4:5], -1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_e32 vcc, 49, v34
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_111
; %bb.92:                               ;   in Loop: Header=BB0_91 Depth=4
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_95
; %bb.93:                               ;   in Loop: Header=BB0_91 Depth=4
	s_mov_b32 s52, 0
	s_movk_i32 s53, 0x320
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	s_mov_b64 s[4:5], s[44:45]
.LBB0_94:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ;       Parent Loop BB0_88 Depth=3
                                        ;         Parent Loop BB0_91 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s62, s59, s52
	v_mov_b32_e32 v37, s62
	s_load_dword s61, s[4:5], 0x0
	ds_read_u8 v37, v37
	v_mov_b32_e32 v36, s53
	s_add_i32 s52, s52, 1
	s_add_i32 s53, s53, 4
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v38, s61, v35
	v_add_f32_e32 v39, s61, v34
	v_cmp_eq_u32_e32 vcc, 49, v37
	s_cmp_lg_u32 s10, s52
	v_mov_b32_e32 v40, s61
	v_cndmask_b32_e32 v35, v35, v38, vcc
	v_cndmask_b32_e32 v34, v39, v34, vcc
	ds_write_b32 v36, v40
	s_cbranch_scc1 .LBB0_94
	s_branch .LBB0_96
.LBB0_95:                               ;   in Loop: Header=BB0_91 Depth=4
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
.LBB0_96:                               ;   in Loop: Header=BB0_91 Depth=4
	v_div_scale_f32 v36, s[4:5], v48, v48, v35
	v_rcp_f32_e32 v37, v36
	v_div_scale_f32 v38, vcc, v35, v48, v35
	v_mov_b32_e32 v55, 0
	v_fma_f32 v39, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v39, v37
	v_mul_f32_e32 v39, v38, v37
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	v_fma_f32 v36, -v36, v39, v38
	v_div_scale_f32 v38, s[4:5], v49, v49, v34
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_div_fixup_f32 v35, v36, v48, v35
	v_mov_b32_e32 v56, 0
	v_fma_f32 v36, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v34, v49, v34
	v_mul_f32_e32 v37, v36, v40
	v_fma_f32 v39, -v38, v37, v36
	v_fmac_f32_e32 v37, v39, v40
	v_fma_f32 v36, -v38, v37, v36
	v_div_fmas_f32 v36, v36, v40, v37
	v_div_fixup_f32 v37, v36, v49, v34
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_100
; %bb.97:                               ;   in Loop: Header=BB0_91 Depth=4
	s_mov_b32 s4, 0
	s_movk_i32 s5, 0x320
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v34, 0
.LBB0_98:                               ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ;       Parent Loop BB0_88 Depth=3
                                        ;         Parent Loop BB0_91 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s52, s59, s4
	v_mov_b32_e32 v38, s5
	ds_read_b32 v38, v38
	v_mov_b32_e32 v39, s52
	ds_read_u8 v39, v39
	s_add_i32 s4, s4, 1
	s_add_i32 s5, s5, 4
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v40, v35, v38
	v_sub_f32_e32 v38, v37, v38
	v_fma_f32 v40, v40, v40, v34
	v_fma_f32 v38, v38, v38, v36
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 49, v39
	s_cmp_eq_u32 s10, s4
	s_nop 0
	v_cndmask_b32_e32 v34, v34, v40, vcc
	v_cndmask_b32_e32 v36, v38, v36, vcc
	s_cbranch_scc0 .LBB0_98
; %bb.99:                               ;   in Loop: Header=BB0_91 Depth=4
	v_mul_f32_e32 v38, 0x4f800000, v36
	v_cmp_gt_f32_e32 vcc, s56, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_sqrt_f32_e32 v38, v36
	s_nop 0
	v_add_u32_e32 v39, -1, v38
	v_fma_f32 v41, -v39, v38, v36
	v_add_u32_e32 v40, 1, v38
	v_cmp_ge_f32_e64 s[4:5], 0, v41
	s_nop 1
	v_cndmask_b32_e64 v39, v38, v39, s[4:5]
	v_fma_f32 v38, -v40, v38, v36
	v_cmp_lt_f32_e64 s[4:5], 0, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v39, v40, s[4:5]
	v_mul_f32_e32 v40, 0x4f800000, v34
	v_cmp_gt_f32_e64 s[4:5], s56, v34
	v_mul_f32_e32 v39, 0x37800000, v38
	v_cndmask_b32_e32 v38, v38, v39, vcc
	v_cndmask_b32_e64 v34, v34, v40, s[4:5]
	v_sqrt_f32_e32 v40, v34
	v_cmp_class_f32_e32 vcc, v36, v9
	s_nop 1
	v_cndmask_b32_e32 v55, v38, v36, vcc
	v_add_u32_e32 v36, -1, v40
	v_fma_f32 v38, -v36, v40, v34
	v_cmp_ge_f32_e32 vcc, 0, v38
	v_add_u32_e32 v38, 1, v40
	v_fma_f32 v39, -v38, v40, v34
	v_cndmask_b32_e32 v36, v40, v36, vcc
	v_cmp_lt_f32_e32 vcc, 0, v39
	s_nop 1
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_mul_f32_e32 v38, 0x37800000, v36
	v_cndmask_b32_e64 v36, v36, v38, s[4:5]
	v_cmp_class_f32_e32 vcc, v34, v9
	s_nop 1
	v_cndmask_b32_e32 v56, v36, v34, vcc
.LBB0_100:                              ;   in Loop: Header=BB0_91 Depth=4
	v_mov_b32_e32 v36, 0
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v41, 0
	s_cbranch_vccnz .LBB0_106
; %bb.101:                              ;   in Loop: Header=BB0_91 Depth=4
	s_lshl_b64 s[4:5], s[16:17], 2
	s_add_u32 s4, s12, s4
	s_addc_u32 s5, s13, s5
	s_mov_b32 s52, 0
	v_mov_b32_e32 v34, 0
	s_mov_b32 s53, 0
.LBB0_102:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ;       Parent Loop BB0_88 Depth=3
                                        ;         Parent Loop BB0_91 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s62, s59, s53
	v_mov_b32_e32 v39, s62
	s_load_dword s61, s[4:5], 0x0
	ds_read_u8 v39, v39
	v_mov_b32_e32 v38, s52
	s_add_i32 s53, s53, 1
	s_add_i32 s52, s52, 4
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v40, s61, v34
	v_add_f32_e32 v41, s61, v36
	v_cmp_eq_u32_e32 vcc, 49, v39
	s_cmp_lg_u32 s10, s53
	v_mov_b32_e32 v57, s61
	v_cndmask_b32_e32 v34, v34, v40, vcc
	v_cndmask_b32_e32 v36, v41, v36, vcc
	ds_write_b32 v38, v57
	s_cbranch_scc1 .LBB0_102
; %bb.103:                              ;   in Loop: Header=BB0_91 Depth=4
	v_div_scale_f32 v38, s[4:5], v48, v48, v34
	v_rcp_f32_e32 v39, v38
	v_div_scale_f32 v40, vcc, v34, v48, v34
	v_fma_f32 v41, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v41, v39
	v_mul_f32_e32 v41, v40, v39
	v_fma_f32 v57, -v38, v41, v40
	v_fmac_f32_e32 v41, v57, v39
	v_fma_f32 v38, -v38, v41, v40
	v_div_scale_f32 v40, s[4:5], v49, v49, v36
	v_rcp_f32_e32 v57, v40
	v_div_fmas_f32 v38, v38, v39, v41
	v_div_fixup_f32 v34, v38, v48, v34
	s_mov_b32 s4, 0
	v_fma_f32 v38, -v40, v57, 1.0
	v_fmac_f32_e32 v57, v38, v57
	v_div_scale_f32 v38, vcc, v36, v49, v36
	v_mul_f32_e32 v39, v38, v57
	v_fma_f32 v41, -v40, v39, v38
	v_fmac_f32_e32 v39, v41, v57
	v_fma_f32 v38, -v40, v39, v38
	v_div_fmas_f32 v38, v38, v57, v39
	v_div_fixup_f32 v36, v38, v49, v36
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	s_mov_b32 s5, 0
.LBB0_104:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ;       Parent Loop BB0_88 Depth=3
                                        ;         Parent Loop BB0_91 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	s_add_i32 s52, s59, s5
	v_mov_b32_e32 v57, s4
	ds_read2_b32 v[58:59], v57 offset1:200
	v_mov_b32_e32 v57, s52
	ds_read_u8 v57, v57
	s_add_i32 s5, s5, 1
	s_add_i32 s4, s4, 4
	s_waitcnt lgkmcnt(1)
	v_pk_add_f32 v[60:61], v[34:35], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[36:37], v[58:59] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[60:61], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[58:59], v[38:39] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_sdwa vcc, v57, v1 src0_sel:WORD_0 src1_sel:DWORD
	s_cmp_lg_u32 s10, s5
	s_nop 0
	v_cndmask_b32_e32 v40, v40, v60, vcc
	v_cndmask_b32_e32 v41, v41, v61, vcc
	v_cndmask_b32_e32 v38, v58, v38, vcc
	v_cndmask_b32_e32 v39, v59, v39, vcc
	s_cbranch_scc1 .LBB0_104
; %bb.105:                              ;   in Loop: Header=BB0_91 Depth=4
	v_mul_f32_e32 v34, 0x4f800000, v40
	v_cmp_gt_f32_e32 vcc, s56, v40
	s_nop 1
	v_cndmask_b32_e32 v34, v40, v34, vcc
	v_sqrt_f32_e32 v35, v34
	s_nop 0
	v_add_u32_e32 v36, -1, v35
	v_fma_f32 v40, -v36, v35, v34
	v_add_u32_e32 v37, 1, v35
	v_cmp_ge_f32_e64 s[4:5], 0, v40
	s_nop 1
	v_cndmask_b32_e64 v36, v35, v36, s[4:5]
	v_fma_f32 v35, -v37, v35, v34
	v_cmp_lt_f32_e64 s[4:5], 0, v35
	s_nop 1
	v_cndmask_b32_e64 v35, v36, v37, s[4:5]
	v_mul_f32_e32 v37, 0x4f800000, v38
	v_cmp_gt_f32_e64 s[4:5], s56, v38
	v_mul_f32_e32 v36, 0x37800000, v35
	v_cndmask_b32_e32 v35, v35, v36, vcc
	v_cndmask_b32_e64 v37, v38, v37, s[4:5]
	v_sqrt_f32_e32 v40, v37
	v_cmp_class_f32_e32 vcc, v34, v9
	s_nop 1
	v_cndmask_b32_e32 v38, v35, v34, vcc
	v_add_u32_e32 v34, -1, v40
	v_fma_f32 v35, -v34, v40, v37
	v_cmp_ge_f32_e32 vcc, 0, v35
	v_add_u32_e32 v35, 1, v40
	v_fma_f32 v36, -v35, v40, v37
	v_cndmask_b32_e32 v34, v40, v34, vcc
	v_cmp_lt_f32_e32 vcc, 0, v36
	s_nop 1
	v_cndmask_b32_e32 v34, v34, v35, vcc
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e64 v34, v34, v35, s[4:5]
	v_cmp_class_f32_e32 vcc, v37, v9
	s_nop 1
	v_cndmask_b32_e32 v34, v34, v37, vcc
.LBB0_106:                              ;   in Loop: Header=BB0_91 Depth=4
	v_mul_f32_e32 v35, v56, v38
	v_div_scale_f32 v36, s[4:5], v35, v35, v41
	v_rcp_f32_e32 v37, v36
	v_div_scale_f32 v38, vcc, v41, v35, v41
	s_mov_b64 s[52:53], 0
	v_fma_f32 v40, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v40, v37
	v_mul_f32_e32 v40, v38, v37
	v_fma_f32 v56, -v36, v40, v38
	v_fmac_f32_e32 v40, v56, v37
	v_fma_f32 v36, -v36, v40, v38
	v_div_fmas_f32 v36, v36, v37, v40
	v_div_fixup_f32 v35, v36, v35, v41
	v_cmp_lt_f32_e64 s[62:63], s11, |v35|
	v_mov_b32_e32 v35, 0
	s_and_saveexec_b64 s[4:5], s[62:63]
	s_cbranch_execz .LBB0_110
; %bb.107:                              ;   in Loop: Header=BB0_91 Depth=4
	v_mul_f32_e32 v34, v55, v34
	v_div_scale_f32 v35, s[52:53], v34, v34, v39
	v_rcp_f32_e32 v36, v35
	v_div_scale_f32 v37, vcc, v39, v34, v39
	v_fma_f32 v38, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v38, v36
	v_mul_f32_e32 v38, v37, v36
	v_fma_f32 v40, -v35, v38, v37
	v_fmac_f32_e32 v38, v40, v36
	v_fma_f32 v35, -v35, v38, v37
	v_div_fmas_f32 v35, v35, v36, v38
	v_div_fixup_f32 v34, v35, v34, v39
	v_cmp_lt_f32_e64 s[62:63], s11, |v34|
	s_and_saveexec_b64 s[52:53], s[62:63]
; %bb.108:                              ;   in Loop: Header=BB0_91 Depth=4
	v_add_u32_e32 v53, 1, v53
; %bb.109:                              ;   in Loop: Header=BB0_91 Depth=4
	s_or_b64 exec, exec, s[52:53]
	s_mov_b64 s[52:53], exec
	v_add_u32_e32 v35, 1, v54
.LBB0_110:                              ;   in Loop: Header=BB0_91 Depth=4
	s_or_b64 exec, exec, s[4:5]
	s_orn2_b64 s[4:5], s[52:53], exec
	v_mov_b32_e32 v54, v35
.LBB0_111:                              ;   in Loop: Header=BB0_91 Depth=4
	s_or_b64 exec, exec, s[50:51]
	s_and_saveexec_b64 s[50:51], s[4:5]
	s_cbranch_execz .LBB0_90
; %bb.112:                              ;   in Loop: Header=BB0_91 Depth=4
	s_add_i32 s41, s41, 1
	s_add_i32 s16, s16, s9
	s_cmp_eq_u32 s41, s8
	s_cselect_b64 s[4:5], -1, 0
	s_orn2_b64 s[48:49], s[4:5], exec
	s_branch .LBB0_90
.LBB0_113:                              ;   in Loop: Header=BB0_88 Depth=3
	s_or_b64 exec, exec, s[46:47]
	v_cmp_lt_i32_e32 vcc, 0, v54
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_86
; %bb.114:                              ;   in Loop: Header=BB0_88 Depth=3
	v_add_u32_e32 v34, s60, v8
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_u32_e32 v51, v53, v51
	v_add_u32_e32 v52, v54, v52
	v_add_u32_e32 v50, 1, v50
	v_lshl_add_u64 v[34:35], s[14:15], 0, v[34:35]
	global_store_byte v[34:35], v1, off
	s_branch .LBB0_86
.LBB0_115:                              ;   in Loop: Header=BB0_47 Depth=2
	v_cvt_f32_u32_e32 v34, v52
.LBB0_116:                              ;   in Loop: Header=BB0_47 Depth=2
	v_cvt_f32_i32_e32 v35, v51
	v_div_scale_f32 v36, s[4:5], v34, v34, v35
	v_rcp_f32_e32 v37, v36
	v_div_scale_f32 v38, vcc, v35, v34, v35
	v_fma_f32 v39, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v39, v37
	v_mul_f32_e32 v39, v38, v37
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	v_fma_f32 v36, -v36, v39, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_div_fixup_f32 v34, v36, v34, v35
	v_cmp_gt_f32_e32 vcc, s57, v34
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_44
; %bb.117:                              ;   in Loop: Header=BB0_47 Depth=2
	v_max_i32_e32 v35, 10, v47
	v_cmp_lt_i32_e32 vcc, v35, v50
	s_and_saveexec_b64 s[40:41], vcc
	s_cbranch_execz .LBB0_43
; %bb.118:                              ;   in Loop: Header=BB0_47 Depth=2
	s_andn2_b64 vcc, exec, s[18:19]
	global_store_dword v[2:3], v34, off
	s_cbranch_vccnz .LBB0_125
; %bb.119:                              ;   in Loop: Header=BB0_47 Depth=2
	s_andn2_b64 vcc, exec, s[28:29]
	v_mov_b64_e32 v[34:35], v[22:23]
	v_mov_b64_e32 v[36:37], v[24:25]
	s_mov_b32 s16, s55
	s_cbranch_vccnz .LBB0_122
.LBB0_120:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dwordx2 v[38:39], v[34:35], off
	s_add_i32 s16, s16, -8
	v_lshl_add_u64 v[34:35], v[34:35], 0, 8
	s_cmp_lg_u32 s16, 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[36:37], v[38:39], off
	v_lshl_add_u64 v[36:37], v[36:37], 0, 8
	s_cbranch_scc1 .LBB0_120
; %bb.121:                              ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, s55
	s_mov_b64 s[42:43], s[30:31]
	s_and_b64 vcc, exec, s[42:43]
	s_cbranch_vccnz .LBB0_123
	s_branch .LBB0_125
.LBB0_122:                              ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, 0
	s_cbranch_execz .LBB0_125
.LBB0_123:                              ;   in Loop: Header=BB0_47 Depth=2
	s_sub_i32 s42, s8, s16
	v_lshl_add_u64 v[34:35], v[22:23], 0, s[16:17]
	v_lshl_add_u64 v[36:37], v[24:25], 0, s[16:17]
.LBB0_124:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_ubyte v38, v[34:35], off
	s_add_i32 s42, s42, -1
	v_lshl_add_u64 v[34:35], v[34:35], 0, 1
	s_cmp_eq_u32 s42, 0
	s_waitcnt vmcnt(0)
	global_store_byte v[36:37], v38, off
	v_lshl_add_u64 v[36:37], v[36:37], 0, 1
	s_cbranch_scc0 .LBB0_124
.LBB0_125:                              ;   in Loop: Header=BB0_47 Depth=2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_42
; %bb.126:                              ;   in Loop: Header=BB0_47 Depth=2
	s_andn2_b64 vcc, exec, s[24:25]
	v_mov_b64_e32 v[34:35], v[20:21]
	v_mov_b64_e32 v[36:37], v[26:27]
	s_mov_b32 s16, s54
	s_cbranch_vccnz .LBB0_129
.LBB0_127:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_dwordx2 v[38:39], v[34:35], off
	s_add_i32 s16, s16, -8
	v_lshl_add_u64 v[34:35], v[34:35], 0, 8
	s_cmp_lg_u32 s16, 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[36:37], v[38:39], off
	v_lshl_add_u64 v[36:37], v[36:37], 0, 8
	s_cbranch_scc1 .LBB0_127
; %bb.128:                              ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, s54
	s_mov_b64 s[42:43], s[26:27]
	s_and_b64 vcc, exec, s[42:43]
	s_cbranch_vccz .LBB0_42
	s_branch .LBB0_130
.LBB0_129:                              ;   in Loop: Header=BB0_47 Depth=2
	s_mov_b32 s16, 0
	s_cbranch_execz .LBB0_42
.LBB0_130:                              ;   in Loop: Header=BB0_47 Depth=2
	s_sub_i32 s42, s10, s16
	v_lshl_add_u64 v[34:35], v[20:21], 0, s[16:17]
	v_lshl_add_u64 v[36:37], v[26:27], 0, s[16:17]
.LBB0_131:                              ;   Parent Loop BB0_4 Depth=1
                                        ;     Parent Loop BB0_47 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	global_load_ubyte v38, v[34:35], off
	s_add_i32 s42, s42, -1
	v_lshl_add_u64 v[34:35], v[34:35], 0, 1
	s_cmp_lg_u32 s42, 0
	s_waitcnt vmcnt(0)
	global_store_byte v[36:37], v38, off
	v_lshl_add_u64 v[36:37], v[36:37], 0, 1
	s_cbranch_scc1 .LBB0_131
	s_branch .LBB0_42
.LBB0_132:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
		.amdhsa_group_segment_fixed_size 2200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 64
		.amdhsa_accum_offset 64
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
	.size	_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_, .Lfunc_end0-_Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
                                        ; -- End function
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_vgpr, 62
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_agpr, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.numbered_sgpr, 64
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.num_named_barrier, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.private_seg_size, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.uses_vcc, 1
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.uses_flat_scratch, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_dyn_sized_stack, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_recursion, 0
	.set _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5540
; TotalNumSgprs: 70
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2200 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 70
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
	.type	__hip_cuid_d6839e7c6f6b32ee,@object ; @__hip_cuid_d6839e7c6f6b32ee
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_d6839e7c6f6b32ee
__hip_cuid_d6839e7c6f6b32ee:
	.byte	0                               ; 0x0
	.size	__hip_cuid_d6839e7c6f6b32ee, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_d6839e7c6f6b32ee
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         84
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         88
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         92
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         94
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         96
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         98
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         100
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         102
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         144
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2200
    .kernarg_segment_align: 8
    .kernarg_segment_size: 336
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         _Z17compute_biclusterPKfiiifPcS1_PfPiS3_S1_S1_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
