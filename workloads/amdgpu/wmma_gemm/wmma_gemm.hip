// wmma_gemm (HIP, RDNA3/RDNA4 only): C = A x B + C0 with the WMMA instructions, one
// wave32 per 16 x 16 tile of C, v_wmma_f32_16x16x16_f16 over K in steps of 16.
// A is M x K and B is K x N, f16, row-major; C0 and C are M x N f32. Inputs are
// random f16 values in [-1, 1]: the results are rounded, and expected.py compares
// them with the exact sums within a stated bound.
// Operand layouts (lane l, i = l % 16, h = l / 16), from the RDNA3 ISA guide 7.9 and
// the AMD matrix instruction calculator's gfx11/gfx12 rules:
//   gfx11: A[i][k] in element k of lane i (lanes 16-31 hold a copy), B[k][j] in
//          element k of lane j; C/D[2 r + h][j] in register r of lane j + 16 h.
//   gfx12: A[i][k] in lane i + 16 h for k = 8 (e / 4) + 4 h + e % 4, element e of 8;
//          B likewise by column; C/D[8 h + r][j] in register r of lane j + 16 h.
// Built only for the targets in the file `targets` (regen.sh): gfx1100 and gfx1201.
#define WG 32
#ifndef KERNEL
#define KERNEL extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(WG, WG)))
#endif

typedef float float8v __attribute__((ext_vector_type(8)));
#if defined(__gfx1200__) || defined(__gfx1201__)
typedef _Float16 halfv __attribute__((ext_vector_type(8)));
#define ELEMS 8
#define K_OF(e, h) (8 * ((e) / 4) + 4 * (h) + (e) % 4)
#define ROW_OF(r, h) (8 * (h) + (r))
#define WMMA __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12
#else
typedef _Float16 halfv __attribute__((ext_vector_type(16)));
#define ELEMS 16
#define K_OF(e, h) (e)
#define ROW_OF(r, h) (2 * (r) + (h))
#define WMMA __builtin_amdgcn_wmma_f32_16x16x16_f16_w32
#endif

KERNEL void wmma_gemm(const _Float16* __restrict__ a, const _Float16* __restrict__ b,
                      const float* __restrict__ c0, float* __restrict__ c, unsigned n,
                      unsigned k) {
  unsigned lane = __builtin_amdgcn_workitem_id_x();
  unsigned row0 = __builtin_amdgcn_workgroup_id_y() * 16;
  unsigned col0 = __builtin_amdgcn_workgroup_id_x() * 16;
  unsigned i = lane % 16, h = lane / 16;
  float8v acc;
  for (unsigned r = 0; r < 8; ++r) acc[r] = c0[(row0 + ROW_OF(r, h)) * n + col0 + i];
  for (unsigned k0 = 0; k0 < k; k0 += 16) {
    halfv av, bv;
    for (unsigned e = 0; e < ELEMS; ++e) {
      av[e] = a[(row0 + i) * k + k0 + K_OF(e, h)];
      bv[e] = b[(k0 + K_OF(e, h)) * n + col0 + i];
    }
    acc = WMMA(av, bv, acc);
  }
  for (unsigned r = 0; r < 8; ++r) c[(row0 + ROW_OF(r, h)) * n + col0 + i] = acc[r];
}
