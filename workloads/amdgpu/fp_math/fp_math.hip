// fp_math (HIP): f32/f64 arithmetic with IEEE-correct sequences. HIP's defaults
// make f32 division and sqrt correctly rounded (no approximate v_rcp_f32 /
// v_sqrt_f32 results reach memory: the back end emits v_div_scale / v_div_fmas /
// v_div_fixup for division and a fix-up sequence around v_sqrt_f32), and
// denormals are kept (.amdhsa_float_denorm_mode_32 3).
// For x = a[i], y = b[i], z = c[i] (f32) and w = d[i] (f64), work-item i writes
//   f[8i+0] = x / y
//   f[8i+1] = sqrtf(fabsf(x))
//   f[8i+2] = x * y + z             contracted to one fma (v_fma_f32 / v_fmac_f32)
//   f[8i+3] = fminf(x, y) - fmaxf(y, z)
//   f[8i+4] = (float)(int)x + (float)(unsigned)k[i]     truncating cvt, then u32->f32
//   f[8i+5] = x > z ? x - y : -(x * z)
//   f[8i+6] = __builtin_fmaf(-x, y, 1.5f)   (explicit fma with a negated operand)
//   f[8i+7] = (float)(w * (double)x)  (v_mul_f64 then v_cvt_f32_f64)
//   g[3i+0] = (double)x * (double)y + w   (contracted: v_fma_f64)
//   g[3i+1] = w / (double)y              (f64 division sequence)
//   g[3i+2] = (double)(k[i]) - w * 0.25  (v_cvt_f64_u32, v_fma_f64 with -0.25)
#define WG 256
#ifndef KERNEL  // (hostcheck/prelude.h defines it for the CPU build)
#define KERNEL extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(WG, WG)))
#endif

KERNEL void fp_math(unsigned n, const float* __restrict__ a, const float* __restrict__ b,
                    const float* __restrict__ c, const double* __restrict__ d,
                    const unsigned* __restrict__ k, float* __restrict__ f,
                    double* __restrict__ g) {
  unsigned i = __builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x();
  if (i >= n) return;
  float x = a[i], y = b[i], z = c[i];
  double w = d[i];
  unsigned u = k[i];
  float* o = f + 8 * i;
  o[0] = x / y;
  o[1] = __builtin_sqrtf(__builtin_fabsf(x));
  o[2] = x * y + z;
  o[3] = __builtin_fminf(x, y) - __builtin_fmaxf(y, z);
  o[4] = (float)(int)x + (float)u;
  o[5] = x > z ? x - y : -(x * z);
  o[6] = __builtin_fmaf(-x, y, 1.5f);
  o[7] = (float)(w * (double)x);
  double* q = g + 3 * i;
  q[0] = (double)x * (double)y + w;
  q[1] = w / (double)y;
  q[2] = (double)u - w * 0.25;
}
