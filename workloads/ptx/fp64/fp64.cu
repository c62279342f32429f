// fp64: double-precision arithmetic, all IEEE round-to-nearest-even:
//   r0[i] = a*b + c                 (contracted to fma.rn.f64, one rounding)
//   r1[i] = (a - c) / d             (sub.f64 then div.rn.f64)
//   r2[i] = sqrt(fabs(a) + d)       (abs.f64, add.f64, sqrt.rn.f64)
//   r3[i] = (float)(r1 * k)         (mul.f64 by the f64 kernel argument k, then
//                                    cvt.rn.f32.f64)
//   r4[i] = (long long)(b * 1e6)    (cvt.rzi.s64.f64, truncation toward zero)
//   r5[i] = min(a, b) + max(c, d)   (min.f64 / max.f64)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void fp64(unsigned n, double k, const double* __restrict__ A,
                                const double* __restrict__ B,
                                const double* __restrict__ Cc,
                                const double* __restrict__ D,
                                double* __restrict__ r0, double* __restrict__ r1,
                                double* __restrict__ r2, float* __restrict__ r3,
                                long long* __restrict__ r4, double* __restrict__ r5) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = A[i], b = B[i], c = Cc[i], d = D[i];
  r0[i] = a * b + c;
  double q = (a - c) / d;
  r1[i] = q;
  r2[i] = __builtin_sqrt(__builtin_fabs(a) + d);
  r3[i] = (float)(q * k);
  r4[i] = (long long)(b * 1e6);
  r5[i] = __builtin_fmin(a, b) + __builtin_fmax(c, d);
}
