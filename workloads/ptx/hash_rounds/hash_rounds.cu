// hash_rounds: a compute-bound kernel for scheduling studies. Each thread mixes its
// index through `rounds` rounds of 32-bit integer arithmetic (an LCG step, a
// xorshift and an add-rotate) held in registers, and XORs the result into its
// block's word of out: one load-free chain of dependent ALU work per thread,
// one atomic per thread. out[b] = XOR over the block's threads of the final x.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))

extern "C" __global__ void hash_rounds(unsigned rounds, unsigned* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = i * 2654435761u;
  for (unsigned r = 0; r < rounds; ++r) {
    x = x * 1664525u + 1013904223u;
    x ^= x >> 13;
    x += (x << 7 | x >> 25) ^ r;
  }
  __nvvm_atom_xor_gen_i((int*)&out[blockIdx.x], (int)x);
}
