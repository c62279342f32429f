// half: IEEE binary16 arithmetic as clang-22 emits it for _Float16 (sm_80):
// add.f16, sub.f16, mul.f16, fma.rn.f16 (contracted), setp.{lt,gt,eq,neu}.f16,
// neg.f16, abs.f16, min.f16, and the packed fma.rn.f16x2. Inputs are raw bit
// patterns (NaNs, infinities, subnormals, ties included); expected.py computes
// every result with exact rationals rounded once to binary16.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
typedef _Float16 h2 __attribute__((ext_vector_type(2)));

extern "C" __global__ void half_math(const _Float16* a, const _Float16* b, const _Float16* c,
                                     _Float16* out, h2* pair, unsigned* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  _Float16 x = a[i], y = b[i], z = c[i];
  out[6 * i + 0] = x + y;
  out[6 * i + 1] = x - y;
  out[6 * i + 2] = x * y;
  out[6 * i + 3] = x * y + z;                      // contracted: fma.rn.f16
  out[6 * i + 4] = x < y ? -x : __builtin_fabsf16(y);
  out[6 * i + 5] = __builtin_fminf16(x, z);
  h2 v = {x, y}, w = {z, x};
  pair[i] = v * w + v;                             // fma.rn.f16x2
  flags[i] = (x > y) | ((x == y) << 1) | ((x != y) << 2);
}
