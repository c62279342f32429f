//! Floating-point lane semantics of PTX (`add`, `mul`, `fma`, `div`, `sqrt`, `rcp`, ...)
//! on raw bits. Round-to-nearest-even uses the host's IEEE arithmetic (Rust's `f32`/`f64`
//! operations and `mul_add` are correctly rounded, whatever the host's FPU flags);
//! directed rounding (`.rz`, `.rm`, `.rp`) goes through the crate's soft-float core
//! (`crate::softfloat`), so every mode is correctly rounded. Choices PTX leaves to hardware:
//! * NaN results are the canonical NaN (`0x7FFFFFFF`, f64 `0x7FFF_FFFF_FFFF_FFFF`), as
//!   NVIDIA GPUs produce for f32 [hw-derived: SASS FADD returns 0x7FFFFFFF]; the f64
//!   choice keeps results independent of the host CPU's NaN propagation [uncertain].
//! * `.approx` forms (`rcp`, `sqrt`, `rsqrt`, `div`, `ex2`, `lg2`, `sin`, `cos`, `tanh`) return
//!   the correctly rounded value of the exact function (within the PTX error bound, not
//!   hardware-identical), with the special cases the PTX spec defines.
//! * `.ftz` flushes f32 subnormal inputs and results to zero of the same sign.

use crate::ir::Round;
use crate::softfloat::{self as sf, DP, SP};

/// Canonical f32 NaN.
pub const NAN32: u32 = 0x7FFF_FFFF;
/// Canonical f64 NaN.
pub const NAN64: u64 = 0x7FFF_FFFF_FFFF_FFFF;

/// Modifiers that shape a floating-point result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FMode {
    pub rnd: Round,
    pub ftz: bool,
    pub sat: bool,
    /// IEEE NaN propagation (AMD): a NaN result is the first NaN input, quieted, or
    /// the default NaN `0x7FC00000`; otherwise (NVIDIA) the canonical NaN.
    pub ieee: bool,
}

impl FMode {
    pub fn new(rnd: Round, ftz: bool, sat: bool) -> FMode {
        FMode {
            rnd,
            ftz,
            sat,
            ieee: false,
        }
    }
}

fn is_rn(r: Round) -> bool {
    matches!(r, Round::Default | Round::Rn)
}

/// Flush an f32 subnormal to signed zero.
#[inline]
pub fn ftz32(a: u32) -> u32 {
    SP.ftz(a as u64) as u32
}

#[inline]
fn is_nan32(a: u32) -> bool {
    SP.is_nan(a as u64)
}

#[inline]
fn is_nan64(a: u64) -> bool {
    DP.is_nan(a)
}

/// The NaN an operation produces under IEEE propagation (see [`FMode::ieee`]).
#[inline]
fn nan32(r: u32, m: FMode, ins: &[u32]) -> u32 {
    if !m.ieee || !is_nan32(r) {
        return r;
    }
    ins.iter()
        .find(|&&x| is_nan32(x))
        .map_or(0x7FC0_0000, |&x| x | 0x0040_0000)
}

#[inline]
fn nan64(r: u64, m: FMode, ins: &[u64]) -> u64 {
    if !m.ieee || !is_nan64(r) {
        return r;
    }
    ins.iter()
        .find(|&&x| is_nan64(x))
        .map_or(0x7FF8_0000_0000_0000, |&x| x | 0x0008_0000_0000_0000)
}

/// Post-processing of an f32 result: canonical NaN, output flush, saturation to [0, 1].
#[inline]
fn fin32(r: u32, m: FMode) -> u32 {
    let mut r = if is_nan32(r) && !m.ieee { NAN32 } else { r };
    if m.ftz {
        r = ftz32(r);
    }
    if m.sat {
        r = sat32(r);
    }
    r
}

/// `.sat` for f32: clamp to [0.0, 1.0]; NaN becomes +0.0.
#[inline]
pub fn sat32(r: u32) -> u32 {
    let f = f32::from_bits(r);
    if f.is_nan() || f <= 0.0 {
        0
    } else if f >= 1.0 {
        1.0f32.to_bits()
    } else {
        r
    }
}

#[inline]
fn fin64(r: u64, m: FMode) -> u64 {
    let r = if is_nan64(r) && !m.ieee { NAN64 } else { r };
    if m.sat {
        let f = f64::from_bits(r);
        if f.is_nan() || f <= 0.0 {
            0
        } else if f >= 1.0 {
            1.0f64.to_bits()
        } else {
            r
        }
    } else {
        r
    }
}

#[inline]
fn in32(a: u32, m: FMode) -> u32 {
    if m.ftz {
        ftz32(a)
    } else {
        a
    }
}

macro_rules! binop32 {
    ($name:ident, $native:expr, $soft:ident) => {
        #[doc = concat!("f32 `", stringify!($name), "` with rounding, ftz and sat.")]
        pub fn $name(a: u32, b: u32, m: FMode) -> u32 {
            let (a, b) = (in32(a, m), in32(b, m));
            let r = if is_rn(m.rnd) {
                let f: fn(f32, f32) -> f32 = $native;
                f(f32::from_bits(a), f32::from_bits(b)).to_bits()
            } else {
                sf::$soft(SP, a as u64, b as u64, m.rnd.into()) as u32
            };
            fin32(nan32(r, m, &[a, b]), m)
        }
    };
}

macro_rules! binop64 {
    ($name:ident, $native:expr, $soft:ident) => {
        #[doc = concat!("f64 `", stringify!($name), "` with rounding (and sat where legal).")]
        pub fn $name(a: u64, b: u64, m: FMode) -> u64 {
            let r = if is_rn(m.rnd) {
                let f: fn(f64, f64) -> f64 = $native;
                f(f64::from_bits(a), f64::from_bits(b)).to_bits()
            } else {
                sf::$soft(DP, a, b, m.rnd.into())
            };
            fin64(nan64(r, m, &[a, b]), m)
        }
    };
}

binop32!(add32, |x, y| x + y, add);
binop32!(sub32, |x, y| x - y, sub);
binop32!(mul32, |x, y| x * y, mul);
binop32!(div32_rn, |x, y| x / y, div);
binop64!(add64, |x, y| x + y, add);
binop64!(sub64, |x, y| x - y, sub);
binop64!(mul64, |x, y| x * y, mul);
binop64!(div64, |x, y| x / y, div);

/// f32 fused multiply-add, single rounding.
pub fn fma32(a: u32, b: u32, c: u32, m: FMode) -> u32 {
    let (a, b, c) = (in32(a, m), in32(b, m), in32(c, m));
    let r = if is_rn(m.rnd) {
        f32::from_bits(a)
            .mul_add(f32::from_bits(b), f32::from_bits(c))
            .to_bits()
    } else {
        sf::fma(SP, a as u64, b as u64, c as u64, m.rnd.into()) as u32
    };
    fin32(nan32(r, m, &[a, b, c]), m)
}

/// f64 fused multiply-add, single rounding.
pub fn fma64(a: u64, b: u64, c: u64, m: FMode) -> u64 {
    let r = if is_rn(m.rnd) {
        f64::from_bits(a)
            .mul_add(f64::from_bits(b), f64::from_bits(c))
            .to_bits()
    } else {
        sf::fma(DP, a, b, c, m.rnd.into())
    };
    fin64(nan64(r, m, &[a, b, c]), m)
}

/// `mad.rnd.f32` is fused on sm_20+ (= `fma.rnd.f32`); PTX requires the rounding modifier.
pub fn mad32(a: u32, b: u32, c: u32, m: FMode) -> u32 {
    fma32(a, b, c, m)
}

/// `div.approx.f32`: a * (1/b) in the spec; returned correctly rounded, with the
/// spec's rule that for 2^126 < |b| < 2^128 the result is 0 (NaN if `a` is infinite).
pub fn div32_approx(a: u32, b: u32, m: FMode) -> u32 {
    let (a, b) = (in32(a, m), in32(b, m));
    let bf = f32::from_bits(b).abs();
    if bf > 2f32.powi(126) && bf.is_finite() {
        let af = f32::from_bits(a);
        let r = if af.is_infinite() || af.is_nan() {
            NAN32
        } else {
            (a ^ b) & 0x8000_0000
        };
        return fin32(r, m);
    }
    div32_rn(
        a,
        b,
        FMode {
            rnd: Round::Rn,
            ..m
        },
    )
}

/// `sqrt.f32` (`.rn`/`.rz`/`.rm`/`.rp`, and `.approx` which is returned correctly rounded).
pub fn sqrt32(a: u32, m: FMode) -> u32 {
    let a = in32(a, m);
    let r = if is_rn(m.rnd) {
        f32::from_bits(a).sqrt().to_bits()
    } else {
        sf::sqrt(SP, a as u64, m.rnd.into()) as u32
    };
    fin32(r, m)
}

/// `sqrt.f64` with rounding.
pub fn sqrt64(a: u64, m: FMode) -> u64 {
    let r = if is_rn(m.rnd) {
        f64::from_bits(a).sqrt().to_bits()
    } else {
        sf::sqrt(DP, a, m.rnd.into())
    };
    fin64(r, m)
}

/// `rcp.f32`: `.rn/.rz/.rm/.rp` are IEEE 1/x; `.approx` is returned correctly rounded
/// with the spec's special values (±0 -> ±inf, ±inf -> ±0).
pub fn rcp32(a: u32, m: FMode) -> u32 {
    div32_rn(1.0f32.to_bits(), a, m)
}

/// `rcp.f64` (IEEE with rounding).
pub fn rcp64(a: u64, m: FMode) -> u64 {
    div64(1.0f64.to_bits(), a, m)
}

/// `rcp.approx.ftz.f64`: correctly rounded 1/x, subnormal input and output flushed.
pub fn rcp64_approx_ftz(a: u64) -> u64 {
    let a = ftz64(a);
    ftz64(rcp64(a, FMode::default()))
}

fn ftz64(a: u64) -> u64 {
    DP.ftz(a)
}

/// `rsqrt.approx.f32`: 1/sqrt(x) correctly rounded from an f64 evaluation.
pub fn rsqrt32(a: u32, m: FMode) -> u32 {
    let x = f32::from_bits(in32(a, m)) as f64;
    let r = if x == 0.0 {
        if x.is_sign_negative() {
            f32::NEG_INFINITY
        } else {
            f32::INFINITY
        }
    } else {
        (1.0 / x.sqrt()) as f32
    };
    fin32(r.to_bits(), m)
}

/// `rsqrt.approx{.ftz}.f64`.
pub fn rsqrt64(a: u64, ftz: bool) -> u64 {
    let a = if ftz { ftz64(a) } else { a };
    let x = f64::from_bits(a);
    let r = if x == 0.0 {
        if x.is_sign_negative() {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    } else {
        1.0 / x.sqrt()
    };
    let r = fin64(r.to_bits(), FMode::default());
    if ftz {
        ftz64(r)
    } else {
        r
    }
}

/// Transcendental `.approx.f32` functions, evaluated in f64 and rounded once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transc {
    Ex2,
    Lg2,
    Sin,
    Cos,
    Tanh,
}

/// Evaluate an `.approx.f32` transcendental.
pub fn transc32(f: Transc, a: u32, m: FMode) -> u32 {
    let x = f32::from_bits(in32(a, m)) as f64;
    fin32((transc_f64(f, x) as f32).to_bits(), m)
}

/// A transcendental evaluated in f64: the value every `.approx` result here (f32 and
/// the half types) is rounded from.
pub fn transc_f64(f: Transc, x: f64) -> f64 {
    match f {
        Transc::Ex2 => x.exp2(),
        Transc::Lg2 => {
            if x == 0.0 {
                f64::NEG_INFINITY
            } else {
                x.log2()
            }
        }
        Transc::Sin => x.sin(),
        Transc::Cos => x.cos(),
        Transc::Tanh => x.tanh(),
    }
}

/// Total order used by min/max: -0.0 < +0.0.
#[inline]
fn lt_signed_zero32(a: f32, b: f32) -> bool {
    a < b || (a == 0.0 && b == 0.0 && a.is_sign_negative() && !b.is_sign_negative())
}

/// `min`/`max` `.xorsign.abs.f32` (PTX ISA, sm_86): the min/max of |a| and |b| with the
/// sign bit a's XOR b's; a NaN result ignores both modifiers.
pub fn minmax32_xorsign(a: u32, b: u32, max: bool, nan: bool, ftz: bool) -> u32 {
    let (a, b) = if ftz { (ftz32(a), ftz32(b)) } else { (a, b) };
    let r = minmax32(a & 0x7FFF_FFFF, b & 0x7FFF_FFFF, max, nan, false);
    if is_nan32(r) {
        return r;
    }
    r | ((a ^ b) & 0x8000_0000)
}

/// `min.f32`/`max.f32`: a NaN input yields the other input (both NaN: canonical NaN);
/// with `.NaN` any NaN input yields the canonical NaN. -0.0 orders below +0.0.
pub fn minmax32(a: u32, b: u32, max: bool, nan: bool, ftz: bool) -> u32 {
    let (a, b) = if ftz { (ftz32(a), ftz32(b)) } else { (a, b) };
    let (an, bn) = (is_nan32(a), is_nan32(b));
    if an || bn {
        if nan || (an && bn) {
            return NAN32;
        }
        return if an { b } else { a };
    }
    let (fa, fb) = (f32::from_bits(a), f32::from_bits(b));
    let a_first = if max {
        lt_signed_zero32(fb, fa)
    } else {
        lt_signed_zero32(fa, fb)
    };
    if a_first || (fa == fb && a == b) {
        a
    } else {
        b
    }
}

/// `min.f64`/`max.f64` (same rules as f32).
pub fn minmax64(a: u64, b: u64, max: bool, nan: bool) -> u64 {
    let (an, bn) = (is_nan64(a), is_nan64(b));
    if an || bn {
        if nan || (an && bn) {
            return NAN64;
        }
        return if an { b } else { a };
    }
    let (fa, fb) = (f64::from_bits(a), f64::from_bits(b));
    let lt = |x: f64, y: f64| {
        x < y || (x == 0.0 && y == 0.0 && x.is_sign_negative() && !y.is_sign_negative())
    };
    let a_first = if max { lt(fb, fa) } else { lt(fa, fb) };
    if a_first || a == b {
        a
    } else {
        b
    }
}

/// `abs.f32` (clears the sign; `.ftz` flushes subnormals first).
pub fn abs32(a: u32, ftz: bool) -> u32 {
    let a = if ftz { ftz32(a) } else { a };
    a & 0x7FFF_FFFF
}

/// `neg.f32` (flips the sign).
pub fn neg32(a: u32, ftz: bool) -> u32 {
    let a = if ftz { ftz32(a) } else { a };
    a ^ 0x8000_0000
}

/// Floating-point comparison of `setp`/`set`/`slct` for both widths (operands as f64,
/// which represents every f32 exactly).
pub fn compare(a: f64, b: f64, cmp: crate::ir::Cmp) -> bool {
    use crate::ir::Cmp::*;
    let unordered = a.is_nan() || b.is_nan();
    match cmp {
        Eq => !unordered && a == b,
        Ne => !unordered && a != b,
        Lt => !unordered && a < b,
        Le => !unordered && a <= b,
        Gt => !unordered && a > b,
        Ge => !unordered && a >= b,
        Equ => unordered || a == b,
        Neu => unordered || a != b,
        Ltu => unordered || a < b,
        Leu => unordered || a <= b,
        Gtu => unordered || a > b,
        Geu => unordered || a >= b,
        Num => !unordered,
        Nan => unordered,
        // Integer-only operators never reach here (the front end rejects them).
        Lo | Ls | Hi | Hs => false,
    }
}

/// `testp.<prop>.f32/f64`: 0 finite, 1 infinite, 2 number, 3 notanumber, 4 normal, 5 subnormal.
pub fn testp(x: f64, is_sub: bool, prop: u8) -> bool {
    match prop {
        0 => x.is_finite(),
        1 => x.is_infinite(),
        2 => !x.is_nan(),
        3 => x.is_nan(),
        4 => x.is_finite() && x != 0.0 && !is_sub,
        _ => is_sub,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u32 {
        x.to_bits()
    }
    fn m(r: Round) -> FMode {
        FMode::new(r, false, false)
    }

    #[test]
    fn directed_add() {
        let one = f(1.0);
        let tiny = f(1e-30);
        assert_eq!(add32(one, tiny, m(Round::Rn)), one);
        assert_eq!(add32(one, tiny, m(Round::Rz)), one);
        assert_eq!(add32(one, tiny, m(Round::Rp)), f(1.0f32.next_up()));
        assert_eq!(
            add32(f(-1.0), f(-1e-30), m(Round::Rm)),
            f((-1.0f32).next_down())
        );
        assert_eq!(add32(f(-1.0), f(-1e-30), m(Round::Rz)), f(-1.0));
    }

    #[test]
    fn nan_is_canonical_and_sat() {
        assert_eq!(
            add32(f(f32::INFINITY), f(f32::NEG_INFINITY), m(Round::Rn)),
            NAN32
        );
        let s = FMode::new(Round::Rn, false, true);
        assert_eq!(add32(f(0.75), f(0.5), s), f(1.0));
        assert_eq!(add32(f(-0.75), f(0.5), s), 0);
        assert_eq!(add32(f(f32::NAN), f(0.5), s), 0);
    }

    #[test]
    fn ftz_flushes() {
        let sub = 1u32; // smallest subnormal
        let z = FMode::new(Round::Rn, true, false);
        assert_eq!(add32(sub, 0, z), 0);
        assert_eq!(add32(sub, 0, m(Round::Rn)), sub);
        assert_eq!(mul32(f(1e-20), f(1e-20), z), 0);
    }

    #[test]
    fn sqrt_directed() {
        // sqrt(2) is irrational: rp and rz differ by one ulp.
        let up = sqrt32(f(2.0), m(Round::Rp));
        let dn = sqrt32(f(2.0), m(Round::Rz));
        assert_eq!(up, dn + 1);
        assert_eq!(sqrt32(f(4.0), m(Round::Rp)), f(2.0));
        assert_eq!(sqrt32(f(4.0), m(Round::Rm)), f(2.0));
        let up = sqrt64(2.0f64.to_bits(), m(Round::Rp));
        let dn = sqrt64(2.0f64.to_bits(), m(Round::Rm));
        assert_eq!(up, dn + 1);
        assert_eq!(sqrt64(9.0f64.to_bits(), m(Round::Rz)), 3.0f64.to_bits());
    }

    #[test]
    fn minmax_rules() {
        assert_eq!(minmax32(f(f32::NAN), f(2.0), false, false, false), f(2.0));
        assert_eq!(minmax32(f(f32::NAN), f(2.0), false, true, false), NAN32);
        assert_eq!(minmax32(f(0.0), f(-0.0), false, false, false), f(-0.0));
        assert_eq!(minmax32(f(-0.0), f(0.0), true, false, false), f(0.0));
        assert_eq!(minmax32(f(1.0), f(3.0), true, false, false), f(3.0));
    }

    #[test]
    fn div_approx_large_divisor() {
        let b = f(2f32.powi(127));
        assert_eq!(div32_approx(f(1.0), b, m(Round::Default)), 0);
        assert_eq!(div32_approx(f(f32::INFINITY), b, m(Round::Default)), NAN32);
        assert_eq!(div32_approx(f(1.0), f(4.0), m(Round::Default)), f(0.25));
    }
}
