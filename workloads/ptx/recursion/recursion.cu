// recursion: device functions that call themselves, directly (fib, depth) and
// through each other (even/odd), to depths that differ from lane to lane, so calls
// and returns diverge inside the warp. Each activation must keep its own registers
// and .param variables.
//   fib(n)   = n < 2 ? n : fib(n - 1) + fib(n - 2)
//   even(n)  = n == 0 ? 1 : odd(n - 1) * 3 + 1          (u32, wrapping)
//   odd(n)   = n == 0 ? 0 : even(n - 1) ^ (n * 0x9e3779b9)
//   depth(i) = 0 if i >= tn or tree[i] % 4 == 0 (no node), else
//              1 + max(depth(2i + 1), depth(2i + 2))
//   out[i]   = fib(v % 13) + (even(v % 29) << 12) + (depth((v >> 8) % 15) << 28)
//              with v = in[i]                             (u32, wrapping)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __device__ __attribute__((noinline)) unsigned fib(unsigned n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

extern "C" __device__ unsigned odd(unsigned n);

extern "C" __device__ __attribute__((noinline)) unsigned even(unsigned n) {
  return n == 0 ? 1u : odd(n - 1) * 3u + 1u;
}

extern "C" __device__ __attribute__((noinline)) unsigned odd(unsigned n) {
  return n == 0 ? 0u : even(n - 1) ^ (n * 0x9e3779b9u);
}

extern "C" __device__ __attribute__((noinline)) unsigned depth(const unsigned* tree, unsigned i,
                                                               unsigned tn) {
  if (i >= tn || tree[i] % 4u == 0u) return 0u;
  unsigned l = depth(tree, 2u * i + 1u, tn);
  unsigned r = depth(tree, 2u * i + 2u, tn);
  return 1u + (l > r ? l : r);
}

extern "C" __global__ void recursion(unsigned n, const unsigned* __restrict__ in,
                                     const unsigned* __restrict__ tree, unsigned tn,
                                     unsigned* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  out[i] = fib(v % 13u) + (even(v % 29u) << 12) + (depth(tree, (v >> 8) % 15u, tn) << 28);
}
