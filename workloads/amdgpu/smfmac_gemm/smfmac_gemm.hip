// smfmac_gemm (HIP, gfx942): C = A x B + C0 with a 2:4 structured-sparse A on the
// matrix cores, as hipSPARSELt runs it: one wave64 per 16 x 16 tile of C,
// __builtin_amdgcn_smfmac_f32_16x16x32_f16 over K in steps of 32. A is given
// compressed: its two stored values of every group of four k (M x K/2 f16, row-major)
// and each group's 4-bit index (two 2-bit positions, first value in bits 1:0; M x K/4
// bytes). B is K x N f16 row-major; C0 and C are M x N f32. Inputs are small integers,
// so every product and sum is exact in f32.
// Operand layouts of v_smfmac_f32_16x16x32_f16 (AMD Matrix Instruction Calculator,
// CDNA3): lane l holds row l % 16 of A, groups 2 (l / 16) and 2 (l / 16) + 1 (their
// stored values in its two VGPRs, the nibbles in bits 3:0 and 7:4 of the index VGPR,
// compression set 0: abid 0); B[k][j] in lane j + 16 (k / 8), element k % 8;
// C/D[i][j] in lane j + 16 (i / 4), register i % 4.
// Built only for gfx942 (the file `targets`): gfx950's SMFMACs take other layouts.
#define WG 64
#ifndef KERNEL
#define KERNEL extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(WG, WG)))
#endif

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef float float4v __attribute__((ext_vector_type(4)));

KERNEL void smfmac_gemm(const _Float16* __restrict__ a, const unsigned char* __restrict__ idx,
                        const _Float16* __restrict__ b, const float* __restrict__ c0,
                        float* __restrict__ c, unsigned n, unsigned k) {
  unsigned lane = __builtin_amdgcn_workitem_id_x();
  unsigned row0 = __builtin_amdgcn_workgroup_id_y() * 16;
  unsigned col0 = __builtin_amdgcn_workgroup_id_x() * 16;
  unsigned i = lane % 16, q = lane / 16;
  float4v acc;
  for (unsigned e = 0; e < 4; ++e) acc[e] = c0[(row0 + 4 * q + e) * n + col0 + i];
  for (unsigned k0 = 0; k0 < k; k0 += 32) {
    unsigned g = k0 / 4 + 2 * q;  // this lane's first group of four k
    half4 av;
    for (unsigned e = 0; e < 4; ++e) av[e] = a[(row0 + i) * (k / 2) + 2 * g + e];
    int index = idx[(row0 + i) * (k / 4) + g] | idx[(row0 + i) * (k / 4) + g + 1] << 4;
    half8 bv;
    for (unsigned e = 0; e < 8; ++e) bv[e] = b[(k0 + 8 * q + e) * n + col0 + i];
    acc = __builtin_amdgcn_smfmac_f32_16x16x32_f16(av, bv, acc, index, 0, 0);
  }
  for (unsigned e = 0; e < 4; ++e) c[(row0 + 4 * q + e) * n + col0 + i] = acc[e];
}
