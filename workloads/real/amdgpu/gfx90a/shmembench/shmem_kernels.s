	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE ; -- Begin function _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE
	.globl	_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE
	.p2align	8
	.type	_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE,@function
_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE: ; @_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE
; %bb.0:
	s_load_dword s0, s[4:5], 0x14
	v_add_u32_e32 v3, 11, v0
	v_add_u32_e32 v4, 19, v0
	v_add_u32_e32 v5, 23, v0
	v_cvt_f32_u32_e32 v2, v0
	v_add_u32_e32 v6, 1, v0
	v_add_u32_e32 v7, 12, v0
	v_add_u32_e32 v8, 20, v0
	v_add_u32_e32 v9, 24, v0
	v_cvt_f32_u32_e32 v5, v5
	v_cvt_f32_u32_e32 v4, v4
	v_cvt_f32_u32_e32 v3, v3
	v_add_u32_e32 v14, 3, v0
	v_add_u32_e32 v15, 14, v0
	v_add_u32_e32 v16, 22, v0
	v_add_u32_e32 v17, 26, v0
	v_cvt_f32_u32_e32 v13, v9
	v_cvt_f32_u32_e32 v12, v8
	v_cvt_f32_u32_e32 v11, v7
	v_cvt_f32_u32_e32 v10, v6
	v_cvt_f32_u32_e32 v9, v17
	v_cvt_f32_u32_e32 v8, v16
	v_cvt_f32_u32_e32 v7, v15
	v_cvt_f32_u32_e32 v6, v14
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_lshlrev_b32_e32 v1, 4, v0
	s_lshl_b32 s1, s0, 4
	v_add_u32_e32 v18, 7, v0
	v_add_u32_e32 v20, 18, v0
	v_add_u32_e32 v19, 30, v0
	v_add_u32_e32 v24, 13, v0
	v_add_u32_e32 v21, 32, v0
	v_add_u32_e32 v22, 36, v0
	ds_write_b128 v1, v[2:5]
	s_lshl_b32 s2, s0, 5
	v_add_u32_e32 v2, s1, v1
	v_add_u32_e32 v25, 17, v0
	v_add_u32_e32 v26, 28, v0
	v_add_u32_e32 v23, 40, v0
	v_cvt_f32_u32_e32 v19, v19
	v_cvt_f32_u32_e32 v17, v20
	v_cvt_f32_u32_e32 v16, v18
	v_cvt_f32_u32_e32 v15, v22
	v_cvt_f32_u32_e32 v14, v21
	v_add_u32_e32 v3, s2, v1
	s_add_i32 s2, s2, s1
	ds_write_b128 v2, v[10:13]
	ds_write_b128 v3, v[6:9]
	v_cvt_f32_u32_e32 v12, v24
	v_add_u32_e32 v7, s1, v2
	v_cvt_f32_u32_e32 v23, v23
	v_cvt_f32_u32_e32 v21, v26
	v_cvt_f32_u32_e32 v20, v25
	v_add_u32_e32 v4, s2, v1
	s_add_i32 s2, s2, s1
	v_add_u32_e32 v8, s1, v7
	v_mov_b32_e32 v18, v9
	v_add_u32_e32 v5, s2, v1
	s_add_i32 s2, s2, s1
	v_add_u32_e32 v9, s1, v8
	v_add_u32_e32 v6, s2, v1
	v_add_u32_e32 v10, s1, v9
	s_movk_i32 s1, 0x400
	v_mov_b32_e32 v22, v15
	ds_write_b128 v4, v[16:19]
	ds_write_b128 v5, v[12:15]
	ds_write_b128 v6, v[20:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_sub_i32 s1, s1, 32
	s_cmp_eq_u32 s1, 0
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v1
	ds_read_b128 v[16:19], v2
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v1, v[16:19]
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[16:19]
	ds_read_b128 v[12:15], v10
	ds_read_b128 v[16:19], v9
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v10, v[16:19]
	ds_write_b128 v9, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[16:19], v7
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v2, v[16:19]
	ds_read_b128 v[12:15], v9
	ds_read_b128 v[16:19], v8
	s_waitcnt lgkmcnt(0)
	ds_write_b128 v9, v[16:19]
	ds_write_b128 v8, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v24, s6, v0
	ds_read_b128 v[8:11], v1
	ds_read_b128 v[12:15], v2
	ds_read_b128 v[0:3], v3
	ds_read_b128 v[16:19], v4
	ds_read_b128 v[20:23], v5
	ds_read_b128 v[4:7], v6
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[8:9], v[8:9], v[12:13]
	v_pk_add_f32 v[10:11], v[10:11], v[14:15]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[0:1], v[16:17], v[0:1]
	v_pk_add_f32 v[2:3], v[18:19], v[2:3]
	v_pk_add_f32 v[0:1], v[20:21], v[0:1]
	v_ashrrev_i32_e32 v25, 31, v24
	v_pk_add_f32 v[2:3], v[22:23], v[2:3]
	v_pk_add_f32 v[0:1], v[4:5], v[0:1]
	v_lshlrev_b64 v[4:5], 4, v[24:25]
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE
		.amdhsa_group_segment_fixed_size 24576
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 28
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
	.size	_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE, .Lfunc_end0-_Z15benchmark_shmemP15HIP_vector_typeIfLj4EE
                                        ; -- End function
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.num_vgpr, 27
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.num_agpr, 0
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.numbered_sgpr, 7
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.num_named_barrier, 0
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.private_seg_size, 0
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.uses_vcc, 1
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.uses_flat_scratch, 0
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.has_dyn_sized_stack, 0
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.has_recursion, 0
	.set _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7164
; TotalNumSgprs: 11
; NumVgprs: 27
; NumAgprs: 0
; TotalNumVgprs: 27
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24576 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 27
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.type	__hip_cuid_73b3b54020c56c8e,@object ; @__hip_cuid_73b3b54020c56c8e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_73b3b54020c56c8e
__hip_cuid_73b3b54020c56c8e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_73b3b54020c56c8e, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 21.1.8 (3)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_73b3b54020c56c8e
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
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 24576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 1024
    .name:           _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         _Z15benchmark_shmemP15HIP_vector_typeIfLj4EE.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
