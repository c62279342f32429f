// int_math: a grab bag of 32-bit integer instructions. For x = a[i], y = b[i]
// (u32), sx = (int)x, the 14 results of thread i go to out[14*i + k]:
//   0  mul.hi.u32(x, y)                 1  mul.hi.s32(sx, (int)y)
//   2  x / (y | 1)        (div.u32)     3  x % (y | 1)         (rem.u32)
//   4  sx / d             (div.s32)     5  sx % d              (rem.s32)
//      with d = ((int)y >> 4) | 1 (C semantics: truncation toward zero)
//   6  clz(x)             (clz.b32, 32 for x == 0)
//   7  brev(x)            (brev.b32)
//   8  prmt(x, y, y >> 16)  (prmt.b32, default mode, selector from data)
//   9  rotl(x, y & 31)    (funnel shift)
//   10 min(sx, (int)y)    (min.s32)    11 max(x, y)            (max.u32)
//   12 (u32)(((u64)x * y) >> 20)       (mul.wide.u32, 64-bit shift)
//   13 (u32)(sx >> (y & 31))           (arithmetic shift by a register)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void int_math(unsigned n, const unsigned* __restrict__ a,
                                    const unsigned* __restrict__ b,
                                    unsigned* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  int sx = (int)x, sy = (int)y;
  int d = (sy >> 4) | 1;
  unsigned* o = out + 14 * i;
  o[0] = __nvvm_mulhi_ui(x, y);
  o[1] = (unsigned)__nvvm_mulhi_i(sx, sy);
  o[2] = x / (y | 1u);
  o[3] = x % (y | 1u);
  o[4] = (unsigned)(sx / d);
  o[5] = (unsigned)(sx % d);
  o[6] = (unsigned)__builtin_clzg(x, 32);
  o[7] = __builtin_bitreverse32(x);
  o[8] = __nvvm_prmt(x, y, y >> 16);
  o[9] = __builtin_rotateleft32(x, y & 31u);
  o[10] = (unsigned)(sx < sy ? sx : sy);
  o[11] = x > y ? x : y;
  o[12] = (unsigned)(((unsigned long long)x * y) >> 20);
  o[13] = (unsigned)(sx >> (y & 31u));
}
