// local_array: a per-thread array indexed with data-dependent indices, so
// clang keeps it in local memory (__local_depot, %SP/%SPL, st.local/ld.local).
// The array's address is also passed to a non-inlined function, which reads it
// through a generic pointer (cvta.local + generic ld), with .param .b64 passing.
//   arr[k] = seed * (k + 1) + (k << 8)   for k = 0..31, seed = in[i]
//   j = seed & 31; then for r = 0..7: j = (arr[j] >> 3) & 31; arr[j] ^= r * 0x01000193
//   out[i]  = arr[seed & 31] + arr[(seed >> 5) & 31] + arr[j]   (final j)
//   out2[i] = pick(arr, seed) = arr[(seed >> 10) & 31] * 3 + arr[(seed >> 15) & 31]
// All arithmetic is u32 (wrapping).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __device__ __attribute__((noinline)) unsigned pick(const unsigned* p,
                                                              unsigned s) {
  return p[(s >> 10) & 31u] * 3u + p[(s >> 15) & 31u];
}

extern "C" __global__ void local_array(unsigned n, const unsigned* __restrict__ in,
                                       unsigned* __restrict__ out,
                                       unsigned* __restrict__ out2) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned seed = in[i];
  unsigned arr[32];
  for (unsigned k = 0; k < 32; ++k) arr[k] = seed * (k + 1u) + (k << 8);
  unsigned j = seed & 31u;
  for (unsigned r = 0; r < 8; ++r) {
    j = (arr[j] >> 3) & 31u;
    arr[j] ^= r * 0x01000193u;
  }
  out[i] = arr[seed & 31u] + arr[(seed >> 5) & 31u] + arr[j];
  out2[i] = pick(arr, seed);
}
