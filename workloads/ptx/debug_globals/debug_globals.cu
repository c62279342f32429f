// debug_globals: module-scope __constant__ and __device__ arrays with initialisers,
// a non-inlined device function, compiled with -O0 -g so the PTX carries what a
// debug build emits: .file/.loc directives, .section .debug_* blocks, a local
// stack depot (%SP/%SPL) and .param passing for the call.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))

__constant__ float coef[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ int gtable[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__device__ int last_n;  // written (never read) by the kernel: a store to a module variable

__device__ __attribute__((noinline)) float scale(float x, int i) {
  return x * coef[i & 3] + (float)gtable[i & 7];
}

extern "C" __global__ void debug_globals(const float* a, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = scale(a[i], i);
  if (i == 0) last_n = n;
}
