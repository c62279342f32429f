// app_chain: the kernels of a small application that workloads/ptx/app_chain.yaml
// runs as a launch sequence over shared buffers:
//   block_sum twice (a two-pass reduction: 16 partial sums, then their total),
//   smooth four times with its two buffers trading places (ping-pong),
//   countdown in a host loop until its flag reaches zero.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

extern "C" __global__ void block_sum(const unsigned* in, unsigned* out, int n) {
  __shared__ unsigned s[256];
  int i = blockIdx.x * 256 + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : 0;
  __syncthreads();
  for (int k = 128; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

// One Jacobi step of a 3-point average; the ends are kept.
extern "C" __global__ void smooth(const float* a, float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  b[i] = (i == 0 || i == n - 1) ? a[i] : (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
}

// One pass of a host loop: record the flag, then count it down.
extern "C" __global__ void countdown(unsigned* flag, unsigned* log) {
  if (threadIdx.x == 0) {
    unsigned f = flag[0];
    log[f] = f * 10;
    flag[0] = f - 1;
  }
}
