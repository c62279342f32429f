// reduce: block-level sum of u32 data (wrapping mod 2^32).
//  1. every thread stores its element to shared memory;
//  2. tree reduction in shared memory while the stride is >= 64, with a
//     bar.sync between steps;
//  3. the first warp folds the last 64 partial sums with shfl.sync.down;
//  4. thread 0 writes the block's sum to partial[blockIdx.x] and atomically
//     adds it to *total.
// Requires blockDim.x to be a power of two >= 64 and <= 1024.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void reduce(const unsigned* __restrict__ in,
                                  unsigned* __restrict__ partial,
                                  unsigned* total) {
  __shared__ unsigned sdata[1024];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = in[i];
  __nvvm_bar_sync(0);
  for (unsigned s = blockDim.x / 2; s >= 64; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __nvvm_bar_sync(0);
  }
  if (tid < 32) {
    unsigned v = sdata[tid] + sdata[tid + 32];
    for (int d = 16; d > 0; d >>= 1)
      v += (unsigned)__nvvm_shfl_sync_down_i32(0xffffffffu, (int)v, d, 0x1f);
    if (tid == 0) {
      partial[blockIdx.x] = v;
      __nvvm_atom_add_gen_i((int*)total, (int)v);
    }
  }
}
