// wgmma_gemm: a Hopper (sm_90a) warpgroup GEMM as CUTLASS's SM90 kernels and
// ThunderKittens build it without TMA: each 128-thread block (one warpgroup) stages a
// 64 x 64 tile of A and a 128 x 64 tile of B (given as Bt, so both K-major) in shared
// memory in the 128-byte swizzle (16-byte chunk j of row r stored at chunk j ^ (r % 8),
// the layout cute's Layout_K_SW128_Atom describes), then issues four
// `wgmma.mma_async.m64n128k16.f32.f16.f16` per stage with shared-memory descriptors
// whose start advances 32 bytes per k16 step (cute's GmmaDescriptor iterator), fenced,
// committed and waited for as cute::warpgroup_arrive/commit_batch/wait do. The PTX
// instructions are inline asm as cute's SM90_64x128x16_F32F16F16_SS atom spells them.
// Compiled by nvcc 13.5 (wgmma_gemm.ptx) and by clang-22 (wgmma_gemm_clang.ptx) for sm_90a;
// see workloads/ptx/regen.sh.
//
// C (m x n, f32) = A (m x k, f16, row-major) * B, B given as Bt (n x k, row-major).
// Block (bx, by) computes the 64 x 128 tile of C at rows 64 by, columns 128 bx; the
// accumulator fragment: thread t of warp w holds d[i] at row 16 w + (t % 32) / 4 +
// 8 ((i % 4) / 2), column 8 (i / 4) + 2 (t % 4) + i % 2 (PTX ISA 9.7.15.5.1.1).

#ifndef __NVCC__
// clang-22 without the CUDA SDK (nvcc has these built in).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(n) __attribute__((launch_bounds(n)))
#define __align__(n) __attribute__((aligned(n)))
struct __attribute__((aligned(16))) uint4 {
  unsigned int x, y, z, w;
};
#endif

typedef unsigned int u32;
typedef unsigned long long u64;
typedef unsigned short u16;

enum { BM = 64, BN = 128, BK = 64, THREADS = 128 };

// The shared-window address (cute's cast_smem_ptr_to_uint).
__device__ static inline u32 smem_u32(const void* p) {
  u32 a;
  asm("{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, %1; cvt.u32.u64 %0, smem_ptr; }"
      : "=r"(a)
      : "l"(p));
  return a;
}

// Matrix descriptor (PTX ISA 9.7.15.5.1.2.2): start >> 4 in bits 13:0, LBO (unused by
// the swizzled K-major layout: 1) in 29:16, SBO = 1024 bytes (8 rows of 128 bytes)
// in 45:32, 128-byte swizzle (1) in 63:62.
__device__ static inline u64 desc_sw128(u32 addr) {
  return (u64)((addr & 0x3FFFF) >> 4) | (u64)1 << 16 | (u64)(1024 >> 4) << 32 | (u64)1 << 62;
}

__device__ static inline void fence() { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
__device__ static inline void commit() {
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
}
__device__ static inline void wait0() {
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
}

// D (+)= A * B for the warpgroup's 64 x 128 tile; scale_d 0 on the first step.
__device__ static inline void wgmma_64x128x16(float (&d)[64], u64 da, u64 db, int scale_d) {
  asm volatile(
      "{\n"
      ".reg .pred p;\n"
      "setp.ne.b32 p, %66, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
      "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n"
      "}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
        "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
        "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
        "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
        "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
        "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
        "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
        "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(scale_d));
}

// Copy a rows x 64 f16 tile (row-major, leading dimension ld) into shared memory in the
// 128-byte swizzle: 16-byte chunk j of row r goes to chunk j ^ (r % 8) of that row.
__device__ static inline void stage(u16* s, const u16* __restrict__ g, int rows, int ld) {
  for (int c = threadIdx.x; c < rows * 8; c += THREADS) {
    int r = c / 8, j = c % 8;
    uint4 v = *reinterpret_cast<const uint4*>(g + (u64)r * ld + 8 * j);
    *reinterpret_cast<uint4*>(s + r * 64 + 8 * (j ^ (r % 8))) = v;
  }
}

extern "C" __global__ void __launch_bounds__(128)
    wgmma_hgemm(const u16* __restrict__ a, const u16* __restrict__ bt, float* __restrict__ c,
                int m, int n, int k) {
  __shared__ __align__(1024) u16 sa[BM * BK];
  __shared__ __align__(1024) u16 sb[BN * BK];
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float d[64];
#pragma unroll
  for (int i = 0; i < 64; ++i) d[i] = 0.0f;
  for (int k0 = 0; k0 < k; k0 += BK) {
    stage(sa, a + (u64)row0 * k + k0, BM, k);
    stage(sb, bt + (u64)col0 * k + k0, BN, k);
    __syncthreads();
    fence();
    u64 da = desc_sw128(smem_u32(sa)), db = desc_sw128(smem_u32(sb));
#pragma unroll
    for (int s = 0; s < BK / 16; ++s) {
      // 16 f16 = 32 bytes further along the 128-byte rows: 2 in the start field.
      wgmma_64x128x16(d, da + 2 * s, db + 2 * s, k0 > 0 || s > 0);
    }
    commit();
    wait0();
    __syncthreads();
  }
  int w = threadIdx.x / 32, l = threadIdx.x % 32;
#pragma unroll
  for (int i = 0; i < 64; ++i) {
    int r = row0 + 16 * w + l / 4 + 8 * ((i % 4) / 2);
    int col = col0 + 8 * (i / 4) + 2 * (l % 4) + i % 2;
    if (r < m && col < n) c[(u64)r * n + col] = d[i];
  }
}
