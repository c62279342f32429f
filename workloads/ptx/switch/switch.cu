// switch: a dense C switch that clang-22 lowers to a jump table
// (`$L_brx_0: .branchtargets ...; brx.idx %r, $L_brx_0;`). Each lane picks its case
// from its own data, so a warp's lanes take many table entries at once.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
extern "C" __global__ void switch_table(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = in[i], r;
  switch (x % 9) {
    case 0: r = x * 3; break;
    case 1: r = x ^ 0x55; break;
    case 2: r = x + 17; break;
    case 3: r = x >> 2; break;
    case 4: r = ~x; break;
    case 5: r = x * x; break;
    case 6: r = x - 99; break;
    case 7: r = x | 0xF0; break;
    default: r = 12345; break;
  }
  out[i] = r;
}
