// quant_pack: int8 quantiser. Thread t handles x[4t .. 4t+3]:
//   q_k = cvt.rni.s32.f32(x[4t+k] * scale)     (mul.rn.f32, round half to even,
//                                                saturating to the s32 range)
//   q[4t+k] = q_k                              (s32 output, before int8 saturation)
//   lo = cvt.pack.sat.s8.s32.b32(q3, q2, 0)    -> bits 15..8 = sat8(q3), 7..0 = sat8(q2)
//   packed[t] = cvt.pack.sat.s8.s32.b32(q1, q0, lo)
//            -> byte 0 = sat8(q0), byte 1 = sat8(q1), byte 2 = sat8(q2), byte 3 = sat8(q3)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

static __device__ __attribute__((always_inline)) unsigned
pack_s8(int a, int b, unsigned c) {
  unsigned d;
#ifdef __CUDA_ARCH__
  asm("cvt.pack.sat.s8.s32.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
#else  // host build of this file (cross-check only): the same semantics in C
  int sa = a < -128 ? -128 : (a > 127 ? 127 : a);
  int sb = b < -128 ? -128 : (b > 127 ? 127 : b);
  d = (c << 16) | (((unsigned)sa & 0xffu) << 8) | ((unsigned)sb & 0xffu);
#endif
  return d;
}

extern "C" __global__ void quant_pack(unsigned nquads, float scale,
                                      const float* __restrict__ x,
                                      int* __restrict__ q,
                                      unsigned* __restrict__ packed) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nquads) return;
  int q0 = __nvvm_f2i_rn(x[4 * t + 0] * scale);
  int q1 = __nvvm_f2i_rn(x[4 * t + 1] * scale);
  int q2 = __nvvm_f2i_rn(x[4 * t + 2] * scale);
  int q3 = __nvvm_f2i_rn(x[4 * t + 3] * scale);
  q[4 * t + 0] = q0;
  q[4 * t + 1] = q1;
  q[4 * t + 2] = q2;
  q[4 * t + 3] = q3;
  unsigned lo = pack_s8(q3, q2, 0u);
  packed[t] = pack_s8(q1, q0, lo);
}
