// attention: the fp16 attention block of FlashAttention-2's forward kernel, one warp per
// 16 query rows of a head: S = Q K^T on the tensor cores (mma.sync m16n8k16, f16 in, f32
// accumulation), an online softmax in registers (row max and sum across the four lanes
// of a quad with shfl.xor, exp2 of the scaled scores, the running output rescaled when
// the max grows), P rounded to f16 and fed back as the A operand of O += P V without
// leaving registers (the C fragment of two m16n8 tiles is the A fragment of one
// m16n8k16), and O / l at the end. The mma is inline asm as cute's
// SM80_16x8x16_F32F16F16F32_TN atom emits it. Compiled by nvcc 13.5 (attention.ptx; see
// workloads/ptx/regen.sh).
//
// Shapes: heads x seq_q queries, seq_k keys, head dimension D = 64; Q and K are
// [head][row][D] f16, V is given transposed (Vt: [head][D][seq_k], as the B operand's
// column-major fragments want), O is [head][row][D] f32. Keys are visited 64 at a time.
#include <cuda_fp16.h>

typedef unsigned int u32;
typedef unsigned short u16;

enum { D = 64, KB = 64 };

__device__ static inline void mma(float (&d)[4], const u32 (&a)[4], u32 b0, u32 b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

__device__ static inline u32 pack_half2(float lo, float hi) {
  __half2 h = __floats2half2_rn(lo, hi);
  return *reinterpret_cast<u32*>(&h);
}

// The max / sum of a row across the quad of lanes that hold it.
__device__ static inline float quad_max(float x) {
  x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 1));
  return fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 2));
}
__device__ static inline float quad_sum(float x) {
  x += __shfl_xor_sync(0xffffffffu, x, 1);
  return x + __shfl_xor_sync(0xffffffffu, x, 2);
}

extern "C" __global__ void attention(const u16* __restrict__ q, const u16* __restrict__ k,
                                     const u16* __restrict__ vt, float* __restrict__ o,
                                     int seq_q, int seq_k, float scale_log2) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  int tiles = seq_q / 16;
  int head = warp / tiles, row0 = warp % tiles * 16;
  int g = lane / 4, t = lane % 4;
  const u16* qh = q + ((size_t)head * seq_q + row0) * D;
  const u16* kh = k + (size_t)head * seq_k * D;
  const u16* vh = vt + (size_t)head * D * seq_k;
  // Q's A fragments for the four k16 steps over D: rows g and g + 8, columns 2t (+8).
  u32 qa[D / 16][4];
  for (int s = 0; s < D / 16; ++s) {
    const u32* r0 = (const u32*)(qh + g * D + 16 * s + 2 * t);
    const u32* r8 = (const u32*)(qh + (g + 8) * D + 16 * s + 2 * t);
    qa[s][0] = r0[0];
    qa[s][1] = r8[0];
    qa[s][2] = r0[4];
    qa[s][3] = r8[4];
  }
  // Running max (scaled, log2 domain) and sum of rows g and g + 8; O accumulators.
  float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.f, 0.f};
  float acc[D / 8][4] = {};
  for (int kb = 0; kb < seq_k; kb += KB) {
    // S = Q K^T for keys kb .. kb + 63: eight n8 tiles.
    float s[KB / 8][4] = {};
    for (int nt = 0; nt < KB / 8; ++nt) {
      const u32* kr = (const u32*)(kh + (size_t)(kb + nt * 8 + g) * D + 2 * t);
      for (int st = 0; st < D / 16; ++st) mma(s[nt], qa[st], kr[8 * st], kr[8 * st + 4]);
    }
    // Online softmax: the new row maxima, the rescale of what came before.
    float mx[2] = {-INFINITY, -INFINITY};
    for (int nt = 0; nt < KB / 8; ++nt) {
      mx[0] = fmaxf(mx[0], fmaxf(s[nt][0], s[nt][1]));
      mx[1] = fmaxf(mx[1], fmaxf(s[nt][2], s[nt][3]));
    }
    float alpha[2];
    for (int h = 0; h < 2; ++h) {
      float mn = fmaxf(m[h], quad_max(mx[h]) * scale_log2);
      alpha[h] = exp2f(m[h] - mn);
      m[h] = mn;
      l[h] *= alpha[h];
    }
    for (int dt = 0; dt < D / 8; ++dt) {
      acc[dt][0] *= alpha[0];
      acc[dt][1] *= alpha[0];
      acc[dt][2] *= alpha[1];
      acc[dt][3] *= alpha[1];
    }
    // P = exp2(S * scale - m), summed in f32 and rounded to f16 as the A operand.
    u32 pa[KB / 16][4];
    for (int nt = 0; nt < KB / 8; ++nt) {
      float p[4];
      for (int i = 0; i < 4; ++i) p[i] = exp2f(s[nt][i] * scale_log2 - m[i / 2]);
      l[0] += p[0] + p[1];
      l[1] += p[2] + p[3];
      pa[nt / 2][2 * (nt % 2)] = pack_half2(p[0], p[1]);
      pa[nt / 2][2 * (nt % 2) + 1] = pack_half2(p[2], p[3]);
    }
    // O += P V: for each n8 tile of D, four k16 steps over the 64 keys.
    for (int dt = 0; dt < D / 8; ++dt) {
      const u32* vr = (const u32*)(vh + (size_t)(dt * 8 + g) * seq_k + kb + 2 * t);
      for (int j = 0; j < KB / 16; ++j) mma(acc[dt], pa[j], vr[8 * j], vr[8 * j + 4]);
    }
  }
  float inv[2] = {1.f / quad_sum(l[0]), 1.f / quad_sum(l[1])};
  float* oh = o + ((size_t)head * seq_q + row0) * D;
  for (int dt = 0; dt < D / 8; ++dt) {
    int col = dt * 8 + 2 * t;
    oh[g * D + col] = acc[dt][0] * inv[0];
    oh[g * D + col + 1] = acc[dt][1] * inv[0];
    oh[(g + 8) * D + col] = acc[dt][2] * inv[1];
    oh[(g + 8) * D + col + 1] = acc[dt][3] * inv[1];
  }
}
