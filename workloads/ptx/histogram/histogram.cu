// histogram: 256-bin histogram of u32 keys, bin = (key >> 4) & 255.
// Each block builds a private histogram in shared memory with atom.shared.add,
// using a grid-stride loop over the input, then merges its non-zero bins into
// the global histogram with atom.global.add. The bin loops stride by
// blockDim.x, so any block size works.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define NBINS 256

extern "C" __global__ void histogram(unsigned n, const unsigned* __restrict__ keys,
                                     unsigned* bins) {
  __shared__ unsigned sh[NBINS];
  for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x) sh[b] = 0;
  __nvvm_bar_sync(0);
  unsigned stride = gridDim.x * blockDim.x;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    unsigned bin = (keys[i] >> 4) & (NBINS - 1);
    __nvvm_atom_add_gen_i((int*)&sh[bin], 1);
  }
  __nvvm_bar_sync(0);
  for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x) {
    unsigned c = sh[b];
    if (c != 0) __nvvm_atom_add_gen_i((int*)&bins[b], (int)c);
  }
}
