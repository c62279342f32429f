/* hostcheck prelude: lets the workload sources (OpenCL C compiled as C, HIP
 * compiled as C++) build as an ordinary x86-64 shared library whose kernel
 * functions run.py calls once per work-item (through ctypes).
 *
 * Work-item / workgroup ids and the implicit (hidden) kernel arguments are
 * globals that run.py sets before every call. The AMDGPU builtins the kernels
 * use are implemented here in C from their ISA descriptions, written
 * independently of expected.py (e.g. v_cvt_pk_u8_f32 rounds with nearbyintf in
 * the default round-to-nearest-even mode instead of Python's round()). */
#include <math.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned long ulong;
typedef struct { float x, y, z, w; } float4;

#ifdef __cplusplus
#define KERNEL extern "C"     /* replaces __attribute__((global)) etc. of the .hip files */
#else
#define __kernel
#define __global
#define __local
#define __constant
#define reqd_work_group_size(...) unused
#endif

uint hc_wg[3];               /* workgroup id x, y, z */
uint hc_wi[3];               /* work-item id x, y, z */
unsigned char hc_implicit[256] __attribute__((aligned(8)));  /* hidden arguments */

#define __builtin_amdgcn_workgroup_id_x() (hc_wg[0])
#define __builtin_amdgcn_workgroup_id_y() (hc_wg[1])
#define __builtin_amdgcn_workgroup_id_z() (hc_wg[2])
#define __builtin_amdgcn_workitem_id_x() (hc_wi[0])
#define __builtin_amdgcn_workitem_id_y() (hc_wi[1])
#define __builtin_amdgcn_workitem_id_z() (hc_wi[2])
#define __builtin_amdgcn_implicitarg_ptr() ((void*)hc_implicit)

/* v_cvt_pk_u8_f32: NaN -> 0, else clamp(rint(x), 0, 255) into byte sel & 3 of acc */
static inline uint hc_cvt_pk_u8_f32(float x, uint sel, uint acc) {
  uint u;
  if (isnan(x)) {
    u = 0;
  } else {
    float r = nearbyintf(x);        /* default FE_TONEAREST: ties to even */
    u = r <= 0.0f ? 0u : r >= 255.0f ? 255u : (uint)r;
  }
  uint sh = 8u * (sel & 3u);
  return (acc & ~(0xffu << sh)) | (u << sh);
}
#define __builtin_amdgcn_cvt_pk_u8_f32 hc_cvt_pk_u8_f32

/* v_bfe_u32 / v_bfe_i32: offset = S1[4:0], width = S2[4:0] */
static inline uint hc_ubfe(uint x, uint o, uint w) {
  o &= 31u; w &= 31u;
  if (w == 0) return 0;
  return (x >> o) & (uint)((1ull << w) - 1ull);
}
static inline int hc_sbfe(int x, uint o, uint w) {
  o &= 31u; w &= 31u;
  if (w == 0) return 0;
  int64_t v = (int64_t)x >> o;                 /* arithmetic shift */
  int64_t m = (int64_t)1 << w;
  v &= m - 1;
  if (v & (m >> 1)) v -= m;                    /* sign-extend from bit w-1 */
  return (int)v;
}
#define __builtin_amdgcn_ubfe hc_ubfe
#define __builtin_amdgcn_sbfe hc_sbfe

/* v_perm_b32 D, S0, S1, S2: byte k of D from selector byte k of S2 over {S0, S1} */
static inline uint hc_perm(uint s0, uint s1, uint sel) {
  uint64_t d = ((uint64_t)s0 << 32) | s1;
  uint r = 0;
  for (int k = 0; k < 4; ++k) {
    uint s = (sel >> (8 * k)) & 0xffu, b;
    if (s < 8) b = (uint)(d >> (8 * s)) & 0xffu;
    else if (s < 12) b = ((d >> (16 * (s - 8) + 15)) & 1u) ? 0xffu : 0u;
    else if (s == 12) b = 0;
    else b = 0xffu;
    r |= b << (8 * k);
  }
  return r;
}
#define __builtin_amdgcn_perm hc_perm

/* v_alignbit_b32: ({S0, S1} >> S2[4:0])[31:0] */
static inline uint hc_alignbit(uint s0, uint s1, uint s2) {
  return (uint)(((((uint64_t)s0) << 32) | s1) >> (s2 & 31u));
}
#define __builtin_amdgcn_alignbit hc_alignbit

/* v_sad_u8: sum of |byte differences| + S2 */
static inline uint hc_sad_u8(uint a, uint b, uint c) {
  uint s = c;
  for (int k = 0; k < 32; k += 8) {
    int d = (int)((a >> k) & 0xffu) - (int)((b >> k) & 0xffu);
    s += (uint)(d < 0 ? -d : d);
  }
  return s;
}
#define __builtin_amdgcn_sad_u8 hc_sad_u8

#ifdef __cplusplus
}
#endif
