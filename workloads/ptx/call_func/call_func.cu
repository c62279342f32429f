// call_func: the kernel calls a non-inlined device function, so the PTX has a
// .func with .param passing, call.uni and ret. The callee is a small integer
// hash with a data-dependent loop; it is called twice per thread.
//   mix(a, b): h = a ^ (b * 0x9e3779b9); repeat (b & 7) + 1 times:
//                h ^= h >> 15; h *= 0x2c1b3c6d; h ^= h << 7;
//              return h + b              (all u32 arithmetic, wrapping)
//   out[i] = mix(in[i], i) ^ mix(i, in[i] >> 3)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __device__ __attribute__((noinline)) unsigned mix(unsigned a, unsigned b) {
  unsigned h = a ^ (b * 0x9e3779b9u);
  unsigned rounds = (b & 7u) + 1u;
  for (unsigned r = 0; r < rounds; ++r) {
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h << 7;
  }
  return h + b;
}

extern "C" __global__ void call_func(unsigned n, const unsigned* __restrict__ in,
                                     unsigned* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  out[i] = mix(v, i) ^ mix(i, v >> 3);
}
