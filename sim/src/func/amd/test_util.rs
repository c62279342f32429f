//! Helpers of the AMD lane-function tests: MODE words, bit patterns, a seeded generator.

use super::*;
pub(super) use rustc_apfloat::ieee::{Double, Quad, Single};
pub(super) use rustc_apfloat::{Float, FloatConvert, Status};

/// MODE with the same rounding code in both FP_ROUND fields and all denormals kept.
pub(super) fn rmode(code: u32) -> u32 {
    0xF0 | (code & 3) | ((code & 3) << 2)
}
pub(super) const RNDS: [Round; 4] = [
    Round::NearestTiesToEven,
    Round::TowardPositive,
    Round::TowardNegative,
    Round::TowardZero,
];
pub(super) fn f(x: f32) -> u32 {
    x.to_bits()
}
pub(super) fn d(x: f64) -> u64 {
    x.to_bits()
}
pub(super) fn is_nan32(b: u32) -> bool {
    b & 0x7FFF_FFFF > 0x7F80_0000
}
pub(super) fn is_nan64(b: u64) -> bool {
    b & 0x7FFF_FFFF_FFFF_FFFF > 0x7FF0_0000_0000_0000
}

/// SplitMix64, as `workloads/ptx/warpsim_rng.py` (and warpsim's `init: random`).
pub(super) struct Rng(pub(super) u64);
impl Rng {
    pub(super) fn next(&mut self) -> u64 {
        // The library's generator (`workload::rng`), kept as a bare u64 state.
        let mut g = crate::workload::rng::SplitMix64(self.0);
        let v = g.next_u64();
        self.0 = g.0;
        v
    }
    pub(super) fn u32(&mut self) -> u32 {
        self.next() as u32
    }
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// f32 bits: uniform patterns, moderate magnitudes, denormals, extremes.
    pub(super) fn f32_bits(&mut self) -> u32 {
        let r = self.next();
        let s = ((r >> 63) as u32) << 31;
        let m = (r >> 8) as u32 & 0x7F_FFFF;
        match r % 6 {
            0 => (r >> 16) as u32,
            1 | 2 => s | ((100 + (r >> 40) % 56) as u32) << 23 | m,
            3 => s | (m >> ((r >> 33) % 23)),
            4 => s | (((r >> 40) % 254 + 1) as u32) << 23 | m,
            _ => s | ((r >> 40) % 256) as u32 | 0x3F80_0000,
        }
    }
    pub(super) fn f64_bits(&mut self) -> u64 {
        let r = self.next();
        let s = (r >> 63) << 63;
        let m = self.next() & 0xF_FFFF_FFFF_FFFF;
        match r % 6 {
            0 => self.next(),
            1 | 2 => s | (1000 + (r >> 40) % 48) << 52 | m,
            3 => s | (m >> ((r >> 33) % 52)),
            4 => s | ((r >> 40) % 2046 + 1) << 52 | m,
            _ => s | 0x3FF0_0000_0000_0000 | ((r >> 40) % 256) << 44,
        }
    }
}

// The division sequences clang-22 emits, built from the lane functions (used by the
// division tests and the workload checks).

pub(super) fn hfma32(a: u32, b: u32, c: u32) -> u32 {
    f32::from_bits(a)
        .mul_add(f32::from_bits(b), f32::from_bits(c))
        .to_bits()
}
pub(super) fn hfma64(a: u64, b: u64, c: u64) -> u64 {
    f64::from_bits(a)
        .mul_add(f64::from_bits(b), f64::from_bits(c))
        .to_bits()
}
pub(super) fn step32(x: u32, k: i32) -> u32 {
    if x & 0x7F80_0000 == 0 || x & 0x7F80_0000 == 0x7F80_0000 {
        x
    } else {
        x.wrapping_add(k as u32)
    }
}
pub(super) fn step64(x: u64, k: i64) -> u64 {
    let e = x & 0x7FF0_0000_0000_0000;
    if e == 0 || e == 0x7FF0_0000_0000_0000 {
        x
    } else {
        x.wrapping_add(k as u64)
    }
}

/// `a / b` with the sequence clang-22 emits for gfx1100 (gfx942 is identical apart
/// from `s_nop` and SGPR-pair VCC) with `-cl-fp32-correctly-rounded-divide-sqrt`:
/// the fma/mul steps are correctly rounded host operations, `v_rcp_f32` is this
/// module's (optionally moved by `rcp_ulps` to model the 1-ulp hardware estimate).
/// For a MODE that flushes f32 denormals clang wraps the fma steps in
/// `s_denorm_mode 15` ... `s_denorm_mode 12` (gfx942: `s_setreg hwreg(HW_REG_MODE, 4, 2)`),
/// i.e. only DIV_SCALE, RCP, DIV_FMAS and DIV_FIXUP see `mode`.
pub(super) fn seq_div_f32(a: u32, b: u32, mode: u32, rcp_ulps: i32) -> u32 {
    let neg = |x: u32| x ^ 0x8000_0000;
    let (den, _) = div_scale_f32_mode(b, b, a, mode); // v_div_scale_f32 v4, null, b, b, a
    let r = step32(rcp_f32(den, mode), rcp_ulps); //     v_rcp_f32 v5, v4
    let e = hfma32(neg(den), r, f(1.0)); //              v_fma_f32 v6, -v4, v5, 1.0
    let r = hfma32(e, r, r); //                          v_fmac_f32 v5, v6, v5
    let (num, vcc) = div_scale_f32_mode(a, b, a, mode); // v_div_scale_f32 v6, vcc_lo, a, b, a
    let q = (f32::from_bits(num) * f32::from_bits(r)).to_bits(); // v_mul_f32 v7, v6, v5
    let e = hfma32(neg(den), q, num); //                 v_fma_f32 v8, -v4, v7, v6
    let q = hfma32(e, r, q); //                          v_fmac_f32 v7, v8, v5
    let e = hfma32(neg(den), q, num); //                 v_fma_f32 v4, -v4, v7, v6
    let q = div_fmas_f32(e, r, q, vcc, mode); //         v_div_fmas_f32 v4, v4, v5, v7
    div_fixup_f32_mode(q, b, a, mode) //                 v_div_fixup_f32 v2, v4, v3, v2
}

/// `a / b` (f64) with clang-22's gfx1100 / gfx942 sequence (two Newton steps on the
/// reciprocal, one on the quotient). `rcp_ulps` moves `v_rcp_f64` (a 2^29-ulp
/// estimate in hardware).
pub(super) fn seq_div_f64(a: u64, b: u64, mode: u32, rcp_ulps: i64) -> u64 {
    let neg = |x: u64| x ^ (1 << 63);
    let one = d(1.0);
    // v_div_scale_f64 v[0:1], null, b, b, a
    let (den, _) = div_scale_f64_mode(b, b, a, mode);
    // v_rcp_f64 v[2:3], v[0:1]
    let r = step64(rcp_f64(den, mode), rcp_ulps);
    // v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0 ; v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
    let e = hfma64(neg(den), r, one);
    let r = hfma64(r, e, r);
    let e = hfma64(neg(den), r, one);
    let r = hfma64(r, e, r);
    // v_div_scale_f64 v[4:5], vcc_lo, a, b, a
    let (num, vcc) = div_scale_f64_mode(a, b, a, mode);
    // v_mul_f64 v[6:7], v[4:5], v[2:3]
    let q = (f64::from_bits(num) * f64::from_bits(r)).to_bits();
    // v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
    let e = hfma64(neg(den), q, num);
    // v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
    let q = div_fmas_f64(e, r, q, vcc, mode);
    // v_div_fixup_f64 v[0:1], v[0:1], b, a
    div_fixup_f64_mode(q, b, a, mode)
}
