// mfma_gemm (HIP, CDNA only): C = A x B + C0 with the matrix cores, one wave64 per
// 16 x 16 tile of C, __builtin_amdgcn_mfma_f32_16x16x16f16 over K in steps of 16.
// A is M x K and B is K x N, f16, row-major; C0 and C are M x N f32. Inputs are
// small integers (|a|, |b| <= 8, |c0| <= 64), so every product and sum is exact in
// f32 and the result does not depend on the order of the additions.
// Operand layouts of v_mfma_f32_16x16x16_f16 (CDNA3 ISA guide, matrix layouts):
//   A[i][k] in lane i + 16 (k / 4), element k % 4 of the lane's 4 halves;
//   B[k][j] in lane j + 16 (k / 4), element k % 4;
//   C/D[i][j] in lane j + 16 (i / 4), register i % 4.
// Built only for the targets in the file `targets` (regen.sh): gfx90a, gfx942 and
// gfx950 have MFMA; RDNA has not, and the builtin does not exist there.
#define WG 64
#ifndef KERNEL
#define KERNEL extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(WG, WG)))
#endif

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef float float4v __attribute__((ext_vector_type(4)));

KERNEL void mfma_gemm(const _Float16* __restrict__ a, const _Float16* __restrict__ b,
                      const float* __restrict__ c0, float* __restrict__ c, unsigned n,
                      unsigned k) {
  unsigned lane = __builtin_amdgcn_workitem_id_x();
  unsigned row0 = __builtin_amdgcn_workgroup_id_y() * 16;
  unsigned col0 = __builtin_amdgcn_workgroup_id_x() * 16;
  unsigned i = lane % 16, q = lane / 16;
  float4v acc;
  for (unsigned e = 0; e < 4; ++e) acc[e] = c0[(row0 + 4 * q + e) * n + col0 + i];
  for (unsigned k0 = 0; k0 < k; k0 += 16) {
    half4 av, bv;
    for (unsigned e = 0; e < 4; ++e) {
      av[e] = a[(row0 + i) * k + k0 + 4 * q + e];
      bv[e] = b[(k0 + 4 * q + e) * n + col0 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(av, bv, acc, 0, 0, 0);
  }
  for (unsigned e = 0; e < 4; ++e) c[(row0 + 4 * q + e) * n + col0 + i] = acc[e];
}
