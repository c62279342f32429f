// barrier_copy: tiles staged into shared memory with cuda::memcpy_async and a
// cuda::barrier (libcu++), the way the CUDA samples' globalToShmemAsyncCopy does,
// compiled by nvcc 13.5 for two targets:
//   sm_80: cp.async.cg per thread, cp.async.mbarrier.arrive, mbarrier.arrive and a
//          mbarrier.test_wait spin loop;
//   sm_90: one cp.async.bulk ... mbarrier::complete_tx::bytes by one thread with
//          mbarrier.expect_tx, and a mbarrier.try_wait loop.
// clang-22 compiles it too, for both targets, against CUDA 12.9's headers (the file
// `clang` here, see ../regen.sh): barrier_copy_sm80_clang.ptx, barrier_copy_sm90_clang.ptx.
// Each block reuses one barrier over several tiles (its phase flips every tile): tile
// t of block b is reversed and doubled, out[i] = 2 * tile[255 - i].
#include <cuda/barrier>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void reverse_tiles(const int* in, int* out, int tiles_per_block) {
  __shared__ alignas(16) int buf[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
#if defined(__clang__) && !defined(__NVCC__)
  // clang rejects a __shared__ variable with a constructor; init() below constructs it.
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ alignas(barrier_t) unsigned char bar_storage[sizeof(barrier_t)];
  barrier_t& bar = *reinterpret_cast<barrier_t*>(bar_storage);
#else
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
#endif
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  for (int t = 0; t < tiles_per_block; ++t) {
    int tile = blockIdx.x * tiles_per_block + t;
    cuda::memcpy_async(block, buf, in + tile * 256, cuda::aligned_size_t<16>(sizeof(int) * 256), bar);
    bar.arrive_and_wait();
    out[tile * 256 + threadIdx.x] = 2 * buf[255 - threadIdx.x];
    block.sync();  // every thread has read buf before the next copy overwrites it
  }
}
