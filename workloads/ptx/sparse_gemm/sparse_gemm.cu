// sparse_gemm: 2:4 structured-sparse tensor-core GEMMs as cuSPARSELt / CUTLASS's sparse
// SM80 kernels run them: A is pruned to two non-zeros in every four consecutive k and
// stored compressed (m x k/2) with its metadata (one 16-bit word per row and 16
// columns of k: four 4-bit chunk entries, indices of the two kept elements), and the
// warp-level `mma.sp` multiplies the compressed A with the dense B at twice the dense
// rate. The PTX is inline asm as cute's SM80_SPARSE_16x8x32_F32F16F16F32_TN and
// SM80_SPARSE_16x8x64_S32S8S8S32_TN atoms emit it. Compiled by nvcc 13.5
// (sparse_gemm.ptx; see workloads/ptx/regen.sh).
//
// Each warp computes a 16 x 16 tile of C = A * B (B given as Bt: n x k row-major) as two
// m16n8 tiles, stepping over k. Lanes load their fragments straight from global memory
// at the places the PTX ISA's sparse fragment layouts give them (groupID = lane / 4,
// threadID_in_group = lane % 4); the metadata word of a contributing thread holds one
// k-block (16 columns) of row groupID in its low half and of row groupID + 8 in its high
// half, built here from the two rows' 16-bit entries.
//
// shgemm: f16 inputs, f32 accumulation, mma.sp::ordered_metadata m16n8k32 (k-blocks
// of threads T0 and T1: sparsity selector 0). sigemm: s8 inputs, s32 accumulation,
// mma.sp m16n8k64 (all four threads hold a k-block: selector 0). Blocks of 4 warps;
// warp w of block b owns tile (b * 4 + w) in row-major tile order.
#ifndef __NVCC__
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#endif

typedef unsigned int u32;
typedef unsigned short u16;

__device__ static inline void mma_sp(float (&d)[4], const u32 (&a)[4], const u32 (&b)[4],
                                     u32 e) {
  asm volatile(
      "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9, %10, %11}, {%0, %1, %2, %3}, %12, 0x0;"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(b[2]),
        "r"(b[3]), "r"(e));
}

__device__ static inline void mma_sp(int (&d)[4], const u32 (&a)[4], const u32 (&b)[4],
                                     u32 e) {
  asm volatile(
      "mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9, %10, %11}, {%0, %1, %2, %3}, %12, 0x0;"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(b[2]),
        "r"(b[3]), "r"(e));
}

// One warp's 16 x 16 tile. T: the element (2 or 1 bytes); a register holds PER = 4 /
// sizeof(T) consecutive k, one step covers K_STEP = 16 * PER of (uncompressed) k, and
// the compressed A the half of it. META: contributing threads per group (K_STEP / 16).
template <typename T, typename Acc>
__device__ static inline void tile(const T* __restrict__ ac, const u16* __restrict__ meta,
                                   const T* __restrict__ bt, Acc* __restrict__ c, int m,
                                   int n, int k) {
  const int per = 4 / sizeof(T), k_step = 16 * per, kc = k / 2, kb = k / 16;
  const int threads = k_step / 16;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  int tiles_n = n / 16;
  int row0 = warp / tiles_n * 16, col0 = warp % tiles_n * 16;
  if (row0 >= m) return;
  int g = lane / 4, t = lane % 4;
  Acc acc[2][4] = {};
  for (int k0 = 0; k0 < k; k0 += k_step) {
    // Compressed A: rows g and g + 8, PER columns at PER*t and 4*PER further on.
    const u32* ar0 = (const u32*)(ac + (row0 + g) * kc + k0 / 2 + per * t);
    const u32* ar8 = (const u32*)(ac + (row0 + g + 8) * kc + k0 / 2 + per * t);
    u32 a[4] = {ar0[0], ar8[0], ar0[4], ar8[4]};
    // Metadata: thread t < threads holds k-block k0 / 16 + t of rows g and g + 8.
    u32 e = 0;
    if (t < threads) {
      int blk = k0 / 16 + t;
      e = meta[(row0 + g) * kb + blk] | (u32)meta[(row0 + g + 8) * kb + blk] << 16;
    }
    for (int h = 0; h < 2; ++h) {
      // B: column g of the half, PER rows at PER*t then every 4*PER rows.
      const u32* br = (const u32*)(bt + (col0 + h * 8 + g) * k + k0 + per * t);
      u32 b[4] = {br[0], br[4], br[8], br[12]};
      mma_sp(acc[h], a, b, e);
    }
  }
  for (int h = 0; h < 2; ++h) {
    int col = col0 + h * 8 + 2 * t;
    c[(row0 + g) * n + col] = acc[h][0];
    c[(row0 + g) * n + col + 1] = acc[h][1];
    c[(row0 + g + 8) * n + col] = acc[h][2];
    c[(row0 + g + 8) * n + col + 1] = acc[h][3];
  }
}

extern "C" __global__ void shgemm(const u16* __restrict__ ac, const u16* __restrict__ meta,
                                  const u16* __restrict__ bt, float* __restrict__ c, int m,
                                  int n, int k) {
  tile(ac, meta, bt, c, m, n, k);
}

extern "C" __global__ void sigemm(const signed char* __restrict__ ac,
                                  const u16* __restrict__ meta,
                                  const signed char* __restrict__ bt, int* __restrict__ c,
                                  int m, int n, int k) {
  tile(ac, meta, bt, c, m, n, k);
}
