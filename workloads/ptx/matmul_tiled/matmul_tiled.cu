// matmul_tiled: C[M x N] = A[M x K] * B[K x N], row-major f32, 16x16 tiles in
// shared memory. 2D grid (N/16, M/16), 2D block (16, 16). Requires M, N, K to
// be multiples of 16. Each output accumulates acc = fma(a, b, acc) over k in
// increasing order (clang contracts the multiply-add into fma.rn.f32).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define TILE 16

extern "C" __global__ void matmul_tiled(unsigned M, unsigned N, unsigned K,
                                        const float* __restrict__ A,
                                        const float* __restrict__ B,
                                        float* __restrict__ C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned row = blockIdx.y * TILE + ty;
  unsigned col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (unsigned t = 0; t < K; t += TILE) {
    As[ty][tx] = A[row * K + t + tx];
    Bs[ty][tx] = B[(t + ty) * N + col];
    __nvvm_bar_sync(0);
    for (unsigned k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __nvvm_bar_sync(0);
  }
  C[row * N + col] = acc;
}
