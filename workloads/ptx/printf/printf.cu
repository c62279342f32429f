// Device printf (CUDA's vprintf): every conversion warpsim prints, from a few
// threads of two blocks; each thread also stores what printf returned (the number
// of arguments parsed). tests/ptx_printf.rs checks the text against C's printf.
#include <cstdio>

__global__ void show(int *ret, const float *x, double d, long long big) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int r = 0;
  if (threadIdx.x < 2) {
    r = printf("b%d t%d x=%f %.3e %g|%8.2f|%-6d|%05d|%+d|%x %X %#o %c %s %.2s %lld %llu %p %%\n",
               blockIdx.x, threadIdx.x, x[t], x[t], x[t], d, t, -t, t, 255u + t, 3054u, 8u,
               'A' + threadIdx.x, "ok", "truncated", big, (unsigned long long)big, (void *)0x1234);
  }
  if (threadIdx.x == 33) {
    r = printf("warp 1 says %s %G %e\n", blockIdx.x ? "again" : "hello", d * 1e10, -d);
  }
  ret[t] = r;
}
