// fp32_math: single-precision operations beyond add/mul/fma, all IEEE
// round-to-nearest-even (no fast-math, no flush-to-zero). For a = x[i],
// b = y[i] (f32, b != 0), ia = (int)k[i] (s32), ub = k[i] (u32), results of
// thread i go to f[8*i + j] (f32) and s[2*i + j] (s32):
//   f0 = a / b                 (div.rn.f32)
//   f1 = 1.0f / b              (rcp.rn.f32)
//   f2 = sqrtf(fabsf(a))       (abs.f32, sqrt.rn.f32)
//   f3 = (float)ia             (cvt.rn.f32.s32)
//   f4 = (float)ub             (cvt.rn.f32.u32)
//   f5 = fminf(a, b) - fmaxf(a, b)           (min.f32, max.f32, sub.f32)
//   f6 = a > b ? a - b : b * 0.25f           (setp.gt.f32 and a select)
//   f7 = -(a * b) + (float)(int)(a * 1000.0f)   (contracted: fma.rn.f32(-a, b, t))
//   s0 = (int)(a * 1000.0f)    (cvt.rzi.s32.f32)
//   s1 = (int)(unsigned)(fabsf(b) * 1.0e8f)  (cvt.rzi.u32.f32)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void fp32_math(unsigned n, const float* __restrict__ x,
                                     const float* __restrict__ y,
                                     const unsigned* __restrict__ k,
                                     float* __restrict__ f, int* __restrict__ s) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i];
  unsigned ub = k[i];
  int ia = (int)ub;
  float* fo = f + 8 * i;
  int t = (int)(a * 1000.0f);
  fo[0] = a / b;
  fo[1] = 1.0f / b;
  fo[2] = __builtin_sqrtf(__builtin_fabsf(a));
  fo[3] = (float)ia;
  fo[4] = (float)ub;
  fo[5] = __builtin_fminf(a, b) - __builtin_fmaxf(a, b);
  fo[6] = a > b ? a - b : b * 0.25f;
  fo[7] = -(a * b) + (float)t;
  s[2 * i + 0] = t;
  s[2 * i + 1] = (int)(unsigned)(__builtin_fabsf(b) * 1.0e8f);
}
