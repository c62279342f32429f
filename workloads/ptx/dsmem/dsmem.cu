// dsmem: thread-block clusters reading, writing and updating each other's shared
// memory (distributed shared memory, sm_90) through cooperative_groups'
// cluster.map_shared_rank, as the CUDA C++ Programming Guide's cluster histogram
// does. nvcc 13.5 lowers it to mapa (generic addresses), ld/st and atom/red on
// generic addresses in other CTAs' shared memory, and barrier.cluster.arrive/wait.
// clang-22 compiles it too, against CUDA 12.9's headers (the file `clang` here):
// dsmem_clang.ptx.
//
// cluster_hist: clusters of 4 CTAs share one histogram of `nbins` bins, CTA r holding
//   bins [r * nbins / 4, (r + 1) * nbins / 4) in its shared memory; every thread adds
//   its elements to the owning CTA's bin, then each CTA adds its bins to the global
//   histogram. The result is the histogram of `in % nbins`.
// ring: clusters of 4 CTAs; CTA r reads its neighbour (r + 1) % 4's tile reversed and
//   writes its own tile plus one into the other neighbour's (r + 3) % 4 receive
//   buffer: out[b * 256 + i] = 2 * tile[(r + 1) % 4][255 - i],
//   back[b * 256 + i] = tile[(r + 1) % 4][i] + 1 (what its neighbour sent it).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __cluster_dims__(4, 1, 1)
    cluster_hist(const int* in, int n, int* bins, int nbins) {
  extern __shared__ int part[];
  cg::cluster_group cluster = cg::this_cluster();
  const int per = nbins / (int)cluster.num_blocks();
  for (int i = threadIdx.x; i < per; i += blockDim.x) part[i] = 0;
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    const int b = in[i] % nbins;
    int* owner = cluster.map_shared_rank(part, b / per);
    atomicAdd(owner + b % per, 1);
  }
  // No CTA may leave (or read its bins) before every CTA's updates are done.
  cluster.sync();
  const int base = (int)cluster.block_rank() * per;
  for (int i = threadIdx.x; i < per; i += blockDim.x) atomicAdd(&bins[base + i], part[i]);
}

extern "C" __global__ void __cluster_dims__(4, 1, 1)
    ring(const float* in, float* out, float* back) {
  __shared__ float tile[256];
  __shared__ float recv[256];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned r = cluster.block_rank(), n = cluster.num_blocks();
  const int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  tile[t] = in[g];
  cluster.sync();
  const float* next = cluster.map_shared_rank(tile, (r + 1) % n);
  float* prev_recv = cluster.map_shared_rank(recv, (r + n - 1) % n);
  out[g] = 2.0f * next[255 - t];
  prev_recv[t] = tile[t] + 1.0f;
  cluster.sync();
  back[g] = recv[t];
}
