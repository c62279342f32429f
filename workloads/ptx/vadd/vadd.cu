// vadd: out[i] = a[i] + b[i] (f32), bounds-checked (the grid may overshoot n).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void vadd(unsigned n, const float* __restrict__ a,
                                const float* __restrict__ b, float* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] + b[i];
}
