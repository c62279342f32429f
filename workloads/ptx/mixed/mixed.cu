// mixed: a compute/memory mix for throughput benchmarks (`warpsim bench`). Each
// thread loads a seed and a value, runs eight LCG steps whose middle bits feed a
// multiply-add (integer multiply, bit-field extract, int->float convert, fma), then
// gathers one more value at a hash-chosen index and stores the sum.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))

extern "C" __global__ void mixed(unsigned n, const unsigned* __restrict__ seed,
                                 const float* __restrict__ b, float* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned h = seed[i];
  float acc = b[i];
#pragma unroll
  for (int k = 0; k < 8; k++) {
    h = h * 1664525u + 1013904223u;
    unsigned f = (h >> 9) & 0xFFu;
    acc = acc * 0.5f + (float)f;
  }
  unsigned j = h & (n - 1);  // n is a power of two
  out[i] = acc + b[j];
}
