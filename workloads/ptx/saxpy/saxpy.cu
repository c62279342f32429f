// saxpy: y[i] = a * x[i] + y[i] (f32). clang contracts the multiply-add into a
// single fma.rn.f32 (one rounding), which the expected output reproduces.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void saxpy(unsigned n, float a, const float* __restrict__ x,
                                 float* __restrict__ y) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
