// vote: warp vote primitives. Warps are 32 consecutive threads of a block
// (linear thread id, 1-D blocks). With p = (in[i] > thresh):
//   ballot[i] = vote.sync.ballot.b32(0xffffffff, p)   bit l = p of lane l
//   flags[i]  = any(p) | all(p) << 1 | uni(p) << 2 | popc(ballot) << 8
//   amask[i]  = activemask() read inside 'if (in[i] & 1)', i.e. the mask of
//               lanes of the warp whose element is odd (the only lanes active
//               there); 0 for lanes with an even element.
// The grid exactly covers the data, so every warp is full.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __global__ void vote(unsigned thresh, const unsigned* __restrict__ in,
                                unsigned* __restrict__ ballot,
                                unsigned* __restrict__ flags,
                                unsigned* __restrict__ amask) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
  bool p = v > thresh;
  unsigned b = __nvvm_vote_ballot_sync(0xffffffffu, p);
  unsigned any = __nvvm_vote_any_sync(0xffffffffu, p);
  unsigned all = __nvvm_vote_all_sync(0xffffffffu, p);
  unsigned uni = __nvvm_vote_uni_sync(0xffffffffu, p);
  ballot[i] = b;
  flags[i] = (any ? 1u : 0u) | (all ? 2u : 0u) | (uni ? 4u : 0u) |
             ((unsigned)__builtin_popcount(b) << 8);
  unsigned m = 0;
  if (v & 1u) m = __nvvm_activemask();
  amask[i] = m;
}
