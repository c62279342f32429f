// dyn_shared: uses an 'extern __shared__' array whose size is given at launch
// (dynamic_shared_bytes = blockDim.x * 8). The first blockDim.x words hold the
// block's input; the second blockDim.x words hold a running transform.
//   s[t]       = in[i]                          (t = threadIdx.x, B = blockDim.x)
//   barrier.sync 0
//   s[B + t]   = s[B - 1 - t] * 2 + s[(t + 1) % B]
//   barrier.sync 0
//   out[i]     = s[B + ((t + 5) % B)] ^ s[t]
// All arithmetic is u32 (wrapping).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern __shared__ unsigned dsmem[];

extern "C" __global__ void dyn_shared(const unsigned* __restrict__ in,
                                      unsigned* __restrict__ out) {
  unsigned t = threadIdx.x, B = blockDim.x;
  unsigned i = blockIdx.x * B + t;
  dsmem[t] = in[i];
  __nvvm_barrier_sync(0);
  dsmem[B + t] = dsmem[B - 1 - t] * 2u + dsmem[(t + 1) % B];
  __nvvm_barrier_sync(0);
  out[i] = dsmem[B + ((t + 5) % B)] ^ dsmem[t];
}
