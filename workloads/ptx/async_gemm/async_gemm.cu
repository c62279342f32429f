// async_gemm: a multistage tensor-core GEMM as CUTLASS's SM80 kernels build it: global
// tiles stream into shared memory with `cp.async` (3 stages, one commit group per
// stage, `cp.async.wait_group 1` before a stage is used), warps read their fragments
// with `ldmatrix` from an XOR-swizzled layout (conflict-free), and multiply with
// `mma.sync.aligned.m16n8k16` (f16 in, f32 accumulation). The PTX instructions are
// spelled as inline asm as cute's SM80_CP_ASYNC_CACHEGLOBAL, SM75_U32x4_LDSM_N and
// SM80_16x8x16_F32F16F16F32_TN atoms emit them; the shared-address conversion is
// cute's cast_smem_ptr_to_uint. Compiled by nvcc 13.5 (async_gemm.ptx; see
// workloads/ptx/regen.sh).
//
// C (m x n, f32) = A (m x k, f16, row-major) * B, with B given as Bt (n x k, row-major).
// A block of 4 warps computes a 64 x 64 tile of C; warp w computes the 32 x 32
// sub-tile (w / 2, w % 2) as 2 x 4 m16n8 tiles. k advances by 32 per stage.
#ifndef __NVCC__
// clang-22 without the CUDA SDK (nvcc has these built in).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#endif

typedef unsigned int u32;
typedef unsigned short u16;

enum { BM = 64, BN = 64, BK = 32, STAGES = 3, THREADS = 128 };

__device__ static inline u32 smem_u32(const void* p) {
  u32 a;
  asm("{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, %1; cvt.u32.u64 %0, smem_ptr; }"
      : "=r"(a)
      : "l"(p));
  return a;
}

__device__ static inline void cp_async16(u32 dst, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(dst), "l"(src));
}

__device__ static inline void commit() { asm volatile("cp.async.commit_group;" ::); }

template <int N>
__device__ static inline void wait_group() {
  asm volatile("cp.async.wait_group %0;" ::"n"(N));
}

__device__ static inline void ldsm_x4(u32 (&r)[4], u32 addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr));
}

__device__ static inline void mma(float (&d)[4], const u32 (&a)[4], u32 b0, u32 b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// Element offset of 16-byte chunk c (0..3) of row r in a 32-wide (64-byte) tile row:
// the chunk index is XORed with (r / 2) % 4, so the 8 rows one ldmatrix matrix reads
// fall in 8 different bank groups.
__device__ static inline int swz(int r, int c) { return r * BK + ((c ^ ((r >> 1) & 3)) * 8); }

extern "C" __global__ void async_hgemm(const u16* __restrict__ a, const u16* __restrict__ bt,
                                       float* __restrict__ c, int m, int n, int k) {
  __shared__ __attribute__((aligned(128))) u16 sa[STAGES][BM * BK];
  __shared__ __attribute__((aligned(128))) u16 sb[STAGES][BN * BK];
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int wm = warp / 2, wn = warp % 2;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  const int ktiles = k / BK;

  // One stage: 64 rows x 4 chunks of A and of Bt, two chunks of each per thread.
  auto load = [&](int stage, int kt) {
    for (int i = 0; i < 2; ++i) {
      int id = tid + i * THREADS, r = id / 4, ch = id % 4;
      cp_async16(smem_u32(&sa[stage][swz(r, ch)]), a + (row0 + r) * k + kt * BK + ch * 8);
      cp_async16(smem_u32(&sb[stage][swz(r, ch)]), bt + (col0 + r) * k + kt * BK + ch * 8);
    }
  };

  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < ktiles) load(s, s);
    commit();
  }
  float acc[2][4][4] = {};
  for (int kt = 0; kt < ktiles; ++kt) {
    wait_group<STAGES - 2>();
    __syncthreads();
    // Refill the stage every warp finished reading in the previous iteration.
    int next = kt + STAGES - 1;
    if (next < ktiles) load(next % STAGES, next);
    commit();
    const int s = kt % STAGES;
    for (int ks = 0; ks < BK / 16; ++ks) {
      u32 af[2][4], bf[2][4];
      for (int mi = 0; mi < 2; ++mi) {
        // Lanes 0-15: rows 0-15 at k chunk 2 ks; lanes 16-31: the same rows, next chunk.
        int r = wm * 32 + mi * 16 + lane % 16;
        ldsm_x4(af[mi], smem_u32(&sa[s][swz(r, 2 * ks + lane / 16)]));
      }
      for (int nj = 0; nj < 2; ++nj) {
        // Matrix j = lane / 8: n rows 8 (j / 2) .. +7, k chunk 2 ks + j % 2.
        int j = lane / 8;
        int r = wn * 32 + nj * 16 + (j / 2) * 8 + lane % 8;
        ldsm_x4(bf[nj], smem_u32(&sb[s][swz(r, 2 * ks + j % 2)]));
      }
      for (int mi = 0; mi < 2; ++mi)
        for (int ni = 0; ni < 4; ++ni)
          mma(acc[mi][ni], af[mi], bf[ni / 2][(ni % 2) * 2], bf[ni / 2][(ni % 2) * 2 + 1]);
    }
  }
  wait_group<0>();
  // C/D fragment: rows g and g + 8, columns 2t and 2t + 1 of each m16n8 tile.
  const int g = lane / 4, t = lane % 4;
  for (int mi = 0; mi < 2; ++mi)
    for (int ni = 0; ni < 4; ++ni) {
      int row = row0 + wm * 32 + mi * 16 + g, col = col0 + wn * 32 + ni * 8 + 2 * t;
      c[row * n + col] = acc[mi][ni][0];
      c[row * n + col + 1] = acc[mi][ni][1];
      c[(row + 8) * n + col] = acc[mi][ni][2];
      c[(row + 8) * n + col + 1] = acc[mi][ni][3];
    }
}
