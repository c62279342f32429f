// dot_q8 (HIP): a quantised matrix-vector product in the style of llama.cpp's q8_0
// kernels, y[r] = sum_b da[r][b] * dx[b] * (qa[r][b][:] . qx[b][:]), with int8 quants
// in blocks of 32 (8 packed words per block, 4-way dot products) and f16 scales; and an
// f16 dot product into f32, z[r] = sum_k ha[r][k] * hx[k]. One row per work-item,
// 64 work-items per workgroup.
// The dot products are the compilers' builtins: __builtin_amdgcn_sdot4 (v_dot4_i32_i8 /
// v_dot4c_i32_i8 on gfx9 and gfx10.3), __builtin_amdgcn_sudot4 with both sources signed
// (v_dot4_i32_iu8 neg_lo:[1,1,0] on GFX11/12), __builtin_amdgcn_fdot2 (v_dot2c_f32_f16,
// v_dot2acc_f32_f16 or v_dot2_f32_f16). Inputs are small (quants in [-15, 15],
// power-of-two scales, halves that are multiples of 1/8), so every product and sum is
// exact in f32 and the result does not depend on the order of the additions.
#define WG 64
#define KERNEL extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(WG, WG)))
typedef _Float16 half2 __attribute__((ext_vector_type(2)));

static __attribute__((device)) int dot4(int a, int b, int c) {
#if defined(__gfx1100__) || defined(__gfx1200__) || defined(__gfx1201__)
  return __builtin_amdgcn_sudot4(true, a, true, b, c, false);
#else
  return __builtin_amdgcn_sdot4(a, b, c, false);
#endif
}

KERNEL void dot_q8(const int *__restrict__ qa, const _Float16 *__restrict__ da,
                   const int *__restrict__ qx, const _Float16 *__restrict__ dx,
                   const half2 *__restrict__ ha, const half2 *__restrict__ hx,
                   float *__restrict__ y, float *__restrict__ z, int nblocks, int nhalf2) {
  int row = __builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x();
  float acc = 0.0f;
  for (int b = 0; b < nblocks; b++) {
    int s = 0;
    for (int j = 0; j < 8; j++)
      s = dot4(qa[(row * nblocks + b) * 8 + j], qx[b * 8 + j], s);
    acc += (float)da[row * nblocks + b] * (float)dx[b] * (float)s;
  }
  y[row] = acc;
  float h = 0.0f;
  for (int k = 0; k < nhalf2; k++)
    h = __builtin_amdgcn_fdot2(ha[row * nhalf2 + k], hx[k], h, false);
  z[row] = h;
}
