// pdl_pair: two kernels over one buffer, the second a programmatic dependent launch
// (PDL) of the first. What CUDA's cudaTriggerProgrammaticLaunchCompletion() and
// cudaGridDependencySynchronize() compile to is the inline PTX below (the CUDA
// headers define them so; clang without the SDK needs it spelled out).
//
// produce: every thread first allows the dependent launch to start
//   (griddepcontrol.launch_dependents), then mixes its index through `rounds`
//   rounds of integer arithmetic and writes x[i].
// consume: every thread mixes its own seed (a prologue independent of x, which
//   runs while produce is still running when the launch is programmatic), waits
//   for produce to complete (griddepcontrol.wait), then writes y[i] = x[i] ^ own.
// y is only right if the wait held every consume thread until x was written.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

__device__ static inline unsigned mix(unsigned x, unsigned rounds) {
  for (unsigned r = 0; r < rounds; ++r) {
    x = x * 1664525u + 1013904223u;
    x ^= x >> 13;
    x += (x << 7 | x >> 25) ^ r;
  }
  return x;
}

extern "C" __global__ void produce(unsigned rounds, unsigned* __restrict__ x) {
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = mix(i * 2654435761u, rounds);
}

extern "C" __global__ void consume(unsigned rounds, const unsigned* __restrict__ x,
                                   unsigned* __restrict__ y) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned own = mix(i ^ 0x9e3779b9u, rounds);
  asm volatile("griddepcontrol.wait;" ::: "memory");
  y[i] = x[i] ^ own;
}
