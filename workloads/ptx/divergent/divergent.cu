// divergent: per-element control flow that depends on the data, so the threads
// of one warp take different paths and loop different numbers of times.
//   class 0: x == 0                  -> result 0xffffffff
//   class 1: 0 < x < 16              -> x! (mod 2^32) by a counted loop
//   class 2: x odd, x % 3 == 0       -> Collatz step count to reach 1
//   class 3: x odd, x % 3 != 0       -> Collatz step count + 1000
//   class 4: x even, x >= 16         -> trailing zero count (shift loop), +100
//                                       when the remaining odd part is > 1000
// Collatz is capped at 1000 steps; arithmetic is u32 (wrapping).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void divergent(unsigned n, const unsigned* __restrict__ in,
                                     unsigned* __restrict__ result,
                                     unsigned* __restrict__ cls) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = in[i];
  unsigned r, c;
  if (x == 0) {
    c = 0;
    r = 0xffffffffu;
  } else if (x < 16) {
    c = 1;
    unsigned acc = 1;
    for (unsigned k = 2; k <= x; ++k) acc *= k;
    r = acc;
  } else if (x & 1) {
    unsigned steps = 0;
    if (x % 3 == 0) {
      c = 2;
    } else {
      c = 3;
      steps = 1000;
    }
    unsigned limit = steps + 1000;
    while (x != 1 && steps < limit) {
      if (x & 1)
        x = 3 * x + 1;
      else
        x >>= 1;
      ++steps;
    }
    r = steps;
  } else {
    c = 4;
    unsigned tz = 0;
    while ((x & 1) == 0) {
      x >>= 1;
      ++tz;
    }
    if (x > 1000) tz += 100;
    r = tz;
  }
  result[i] = r;
  cls[i] = c;
}
