// mma_gemm: tensor-core GEMMs written the way CUTLASS and FlashAttention write them,
// with the warp-level PTX `mma.sync.aligned` spelled as inline asm (clang without the
// CUDA SDK has no mma intrinsics header; the asm is what cute::SM80_16x8x16_F32F16F16F32_TN
// and cute::SM80_16x8x32_S32S8S8S32_TN emit).
//
// Each warp computes a 16 x 16 tile of C = A * B (A: M x K row-major, B given as
// Bt: N x K row-major, i.e. B column-major) as two m16n8 tiles, stepping over K. Every
// lane loads its own fragment registers straight from global memory at the
// positions the PTX ISA's fragment layout gives it (groupID = lane / 4,
// threadID_in_group = lane % 4), and stores its part of the accumulator the same way.
//
// hgemm: f16 inputs, f32 accumulation (m16n8k16). igemm: s8 inputs, s32
// accumulation (m16n8k32). Blocks of 4 warps; warp w of block b owns tile
// (b * 4 + w) in row-major tile order.
#ifndef __NVCC__
// clang-22 without the CUDA SDK (nvcc has these built in).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#endif

typedef unsigned int u32;

// The two tensor-core instructions, in the operand order of cute's SM80 MMA atoms.
__device__ static inline void mma(float (&d)[4], u32 a0, u32 a1, u32 a2, u32 a3, u32 b0,
                                  u32 b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

__device__ static inline void mma(int (&d)[4], u32 a0, u32 a1, u32 a2, u32 a3, u32 b0,
                                  u32 b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

// One warp's 16 x 16 tile of C. T: the input element (2 or 1 bytes); a register holds
// PER = 4 / sizeof(T) consecutive k, and one mma step covers K_STEP = 8 * PER of k:
// A rows g and g + 8, columns PER*t .. (+ 4*PER); B (= Bt row) g, the same columns.
template <typename T, typename Acc>
__device__ static inline void tile(const T* __restrict__ a, const T* __restrict__ bt,
                                   Acc* __restrict__ c, int m, int n, int k) {
  const int per = 4 / sizeof(T), k_step = 8 * per;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  int tiles_n = n / 16;
  int row0 = warp / tiles_n * 16, col0 = warp % tiles_n * 16;
  if (row0 >= m) return;
  int g = lane / 4, t = lane % 4;
  Acc acc[2][4] = {};
  for (int k0 = 0; k0 < k; k0 += k_step) {
    const u32* ar0 = (const u32*)(a + (row0 + g) * k + k0 + per * t);
    const u32* ar8 = (const u32*)(a + (row0 + g + 8) * k + k0 + per * t);
    u32 a0 = ar0[0], a1 = ar8[0], a2 = ar0[4], a3 = ar8[4];
    for (int h = 0; h < 2; ++h) {
      const u32* br = (const u32*)(bt + (col0 + h * 8 + g) * k + k0 + per * t);
      mma(acc[h], a0, a1, a2, a3, br[0], br[4]);
    }
  }
  // C/D: rows g and g + 8, columns 2t and 2t + 1 of each n8 half.
  for (int h = 0; h < 2; ++h) {
    int col = col0 + h * 8 + 2 * t;
    c[(row0 + g) * n + col] = acc[h][0];
    c[(row0 + g) * n + col + 1] = acc[h][1];
    c[(row0 + g + 8) * n + col] = acc[h][2];
    c[(row0 + g + 8) * n + col + 1] = acc[h][3];
  }
}

extern "C" __global__ void hgemm(const unsigned short* __restrict__ a,
                                 const unsigned short* __restrict__ bt,
                                 float* __restrict__ c, int m, int n, int k) {
  tile(a, bt, c, m, n, k);
}

extern "C" __global__ void igemm(const signed char* __restrict__ a,
                                 const signed char* __restrict__ bt, int* __restrict__ c,
                                 int m, int n, int k) {
  tile(a, bt, c, m, n, k);
}
