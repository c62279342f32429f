// Reductions into memory as CUDA code for sm_90 writes them: atomicAdd on __half,
// __nv_bfloat16, __half2, float2 and float4 (scatter-add, as an embedding-bag or
// index_add backward does it), and the bulk reductions of split-K epilogues: a tile
// staged in shared memory, reduced into global memory by one thread with
// cuda::ptx::cp_reduce_async_bulk (flat) or cp_reduce_async_bulk_tensor (through a
// tensor map), completed through the bulk async-group.
// Every value is a small multiple of a power of two: the sums are exact in any order,
// so the outputs do not depend on the order the atomics land in.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda/ptx>

// Scatter-add: element i goes to slot idx[i] of each output.
extern "C" __global__ void scatter_half(const int* __restrict__ idx, int n,
                                        const __half* __restrict__ vh, __half* oh,
                                        const __nv_bfloat16* __restrict__ vb, __nv_bfloat16* ob,
                                        const __half2* __restrict__ v2, __half2* o2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = idx[i];
  atomicAdd(&oh[s], vh[i]);
  atomicAdd(&ob[s], vb[i]);
  atomicAdd(&o2[s], v2[i]);
}

extern "C" __global__ void scatter_vec(const int* __restrict__ idx, int n,
                                       const float4* __restrict__ v4, float4* o4,
                                       const float2* __restrict__ v2, float2* o2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = idx[i];
#if defined(__clang__)
  // clang-22 with CUDA 12.9's headers compiles atomicAdd(float4*)/(float2*) to
  // nothing (their bodies call nvcc builtins, __f4AtomicAdd/__f2AtomicAdd, that
  // clang's CUDA headers do not declare, and the header's stub is empty): clang's
  // twin adds element by element instead.
  atomicAdd(&o4[s].x, v4[i].x);
  atomicAdd(&o4[s].y, v4[i].y);
  atomicAdd(&o4[s].z, v4[i].z);
  atomicAdd(&o4[s].w, v4[i].w);
  atomicAdd(&o2[s].x, v2[i].x);
  atomicAdd(&o2[s].y, v2[i].y);
#else
  atomicAdd(&o4[s], v4[i]);  // atom.global.v4.f32.add (sm_90)
  atomicAdd(&o2[s], v2[i]);  // atom.global.v2.f32.add
#endif
}

constexpr int TILE = 1024;  // floats per tile

// Split-K: block b holds partial tile b (of `parts` per output tile) and reduces it
// into output tile b / parts; the u32 counts reduce with max.
extern "C" __global__ void splitk_reduce(const float* __restrict__ partial, float* out,
                                         const unsigned* __restrict__ cnt, unsigned* cmax,
                                         int parts) {
  __shared__ alignas(128) float tile[TILE];
  __shared__ alignas(128) unsigned c[TILE / 4];
  const float* src = partial + (size_t)blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) tile[i] = 2.0f * src[i];
  for (int i = threadIdx.x; i < TILE / 4; i += blockDim.x) c[i] = cnt[blockIdx.x * (TILE / 4) + i];
  cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
  __syncthreads();
  if (threadIdx.x == 0) {
    int o = blockIdx.x / parts;
    cuda::ptx::cp_reduce_async_bulk(cuda::ptx::space_global, cuda::ptx::space_shared,
                                    cuda::ptx::op_add, out + (size_t)o * TILE, tile,
                                    TILE * sizeof(float));
    cuda::ptx::cp_reduce_async_bulk(cuda::ptx::space_global, cuda::ptx::space_shared,
                                    cuda::ptx::op_max, cmax + (size_t)o * (TILE / 4), c,
                                    TILE / 4 * sizeof(unsigned));
    cuda::ptx::cp_async_bulk_commit_group();
    cuda::ptx::cp_async_bulk_wait_group(cuda::ptx::n32_t<0>());
  }
}

// The tensor map of a 2-d f32 tensor (written by the launch spec).
struct alignas(64) TensorMap {
  unsigned char bytes[128];
};

constexpr int BW = 32, BH = 8;  // the box: 32 x 8 floats

// Block (bx, by) adds its 32 x 8 tile of `partial` (dense, block after block) into
// the tensor at (32 bx, 8 by): the last boxes straddle the tensor's far edges, and
// their out-of-bound elements are dropped.
extern "C" __global__ void tile_reduce_tensor(const __grid_constant__ TensorMap map,
                                              const float* __restrict__ partial) {
  __shared__ alignas(128) float box[BW * BH];
  int b = blockIdx.y * gridDim.x + blockIdx.x;
  for (int i = threadIdx.x; i < BW * BH; i += blockDim.x) box[i] = partial[b * BW * BH + i];
  cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
  __syncthreads();
  if (threadIdx.x == 0) {
    // (A reduction toward global memory may not start before the origin: the PTX
    // ISA's "Restriction on Tensor Copy instructions".)
    const int coords[2] = {(int)blockIdx.x * BW, (int)blockIdx.y * BH};
    cuda::ptx::cp_reduce_async_bulk_tensor(cuda::ptx::space_global, cuda::ptx::space_shared,
                                           cuda::ptx::op_add, &map, coords, box);
    cuda::ptx::cp_async_bulk_commit_group();
    cuda::ptx::cp_async_bulk_wait_group(cuda::ptx::n32_t<0>());
  }
}
