// bitfield: unpack bit fields of a packed u32 word with plain C shifts and
// masks. LLVM's NVPTX back end selects bfe.u32 / bfe.s32 for these patterns by
// itself (no inline asm):
//   ufield[i] = (x >> 13) & 0x3ff          unsigned 10-bit field at bit 13 (bfe.u32)
//   sfield[i] = ((int)x << 3) >> 27        signed 5-bit field at bit 24 (bfe.s32)
//   mixed[i]  = ((x >> 2) & 0x7f) * 3 + (((int)x << 20) >> 26)
//               unsigned 7 bits at 2, signed 6 bits at 6 (wrapping u32 result)
//   dyn[i]    = (x >> (i & 15)) & 0xff     8-bit field at a per-thread position
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void bitfield(unsigned n, const unsigned* __restrict__ in,
                                    unsigned* __restrict__ ufield,
                                    int* __restrict__ sfield,
                                    unsigned* __restrict__ mixed,
                                    unsigned* __restrict__ dyn) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = in[i];
  ufield[i] = (x >> 13) & 0x3ffu;
  sfield[i] = ((int)x << 3) >> 27;
  mixed[i] = ((x >> 2) & 0x7fu) * 3u + (unsigned)(((int)x << 20) >> 26);
  dyn[i] = (x >> (i & 15u)) & 0xffu;
}
