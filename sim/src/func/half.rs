//! Half-precision arithmetic: PTX `.f16` and `.bf16` scalars and their packed `x2`
//! forms (two halves of a 32-bit register, low half first). Pure functions over bit
//! patterns; the packed forms apply the scalar rule to each half.
//!
//! Rules (PTX ISA 9.x, "Half Precision Floating-Point Instructions"): results are
//! rounded to nearest even (`.rn`, the only rounding these take); `.ftz` flushes
//! subnormal inputs and results to sign-preserving zero; `.sat` clamps the result to
//! [0.0, 1.0] with NaN becoming +0.0; `.relu` clamps a negative result to +0.0 and
//! keeps NaN; a NaN result is the canonical NaN `0x7FFF` (both formats).

use super::float::FMode;
use crate::ir::Ty;
use crate::softfloat::{self as sf, Fmt, BF, DP, HP};

/// The canonical NaN of both half formats.
pub const NAN16: u16 = 0x7FFF;

/// The two 16-bit formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    F16,
    Bf16,
}

impl Kind {
    /// The format of a half type and whether it is packed (`None`: not a half type).
    pub fn of(t: Ty) -> Option<(Kind, bool)> {
        match t {
            Ty::F16 => Some((Kind::F16, false)),
            Ty::F16x2 => Some((Kind::F16, true)),
            Ty::Bf16 => Some((Kind::Bf16, false)),
            Ty::Bf16x2 => Some((Kind::Bf16, true)),
            _ => None,
        }
    }

    /// The format's fields, for the soft-float core.
    pub fn fmt(self) -> Fmt {
        match self {
            Kind::F16 => HP,
            Kind::Bf16 => BF,
        }
    }

    pub fn exp_mask(self) -> u16 {
        self.fmt().inf() as u16
    }

    /// The quiet bit (the fraction's top bit).
    pub fn quiet_bit(self) -> u16 {
        self.fmt().quiet() as u16
    }

    pub fn is_nan(self, a: u16) -> bool {
        self.fmt().is_nan(a as u64)
    }

    /// Flush a subnormal to signed zero.
    pub fn ftz(self, a: u16) -> u16 {
        self.fmt().ftz(a as u64) as u16
    }

    /// The exact value as an f64 (every half value is one).
    pub fn to_f64(self, a: u16) -> f64 {
        sf::to_f64(self.fmt(), a as u64)
    }
}

/// A binary or ternary half operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    /// a * b + c, one rounding.
    Fma,
}

/// One scalar operation with the instruction's `.ftz`/`.sat` (and `relu` for fma).
pub fn arith(k: Kind, op: Arith, a: u16, b: u16, c: u16, m: FMode, relu: bool) -> u16 {
    let (a, b, c) = if m.ftz {
        (k.ftz(a), k.ftz(b), k.ftz(c))
    } else {
        (a, b, c)
    };
    let (f, r) = (k.fmt(), m.rnd.into());
    let (a64, b64, c64) = (a as u64, b as u64, c as u64);
    let mut d = match op {
        Arith::Add => sf::add(f, a64, b64, r),
        Arith::Sub => sf::sub(f, a64, b64, r),
        Arith::Mul => sf::mul(f, a64, b64, r),
        Arith::Fma => sf::fma(f, a64, b64, c64, r),
    } as u16;
    if k.is_nan(d) {
        // AMD (IEEE propagation): the first NaN input, quieted, else the default NaN.
        d = match (m.ieee, [a, b, c].into_iter().find(|&x| k.is_nan(x))) {
            (true, Some(x)) => x | k.quiet_bit(),
            (true, None) => k.exp_mask() | k.quiet_bit(),
            _ => NAN16,
        };
    }
    if m.ftz {
        d = k.ftz(d);
    }
    if m.sat {
        d = sat(k, d);
    }
    if relu && !k.is_nan(d) && d & 0x8000 != 0 {
        d = 0;
    }
    d
}

/// Clamp to [0.0, 1.0]; NaN to +0.0.
fn sat(k: Kind, d: u16) -> u16 {
    let one = match k {
        Kind::F16 => 0x3C00,
        Kind::Bf16 => 0x3F80,
    };
    if k.is_nan(d) || d & 0x8000 != 0 {
        0
    } else if k.to_f64(d) > 1.0 {
        one
    } else {
        d
    }
}

/// `min`/`max` (PTX: one NaN operand gives the other; both NaN, or `.NaN` with any,
/// give the canonical NaN; -0.0 is less than +0.0).
pub fn minmax(k: Kind, a: u16, b: u16, max: bool, nan: bool, ftz: bool) -> u16 {
    let (a, b) = if ftz { (k.ftz(a), k.ftz(b)) } else { (a, b) };
    let (an, bn) = (k.is_nan(a), k.is_nan(b));
    if an || bn {
        if nan || (an && bn) {
            return NAN16;
        }
        return if an { b } else { a };
    }
    let key = |x: u16| (k.to_f64(x), x & 0x8000 == 0);
    let (ka, kb) = (key(a), key(b));
    let a_wins = if max { ka >= kb } else { ka <= kb };
    if a_wins {
        a
    } else {
        b
    }
}

/// `ex2.approx` / `tanh.approx` on a half (PTX ISA: `.f16`/`.f16x2` on sm_75, `.bf16`/
/// `.bf16x2` on sm_90): evaluated in f64 and rounded to nearest once, a value within
/// the ISA's error bound (the hardware's own approximation is not published); `.ftz`
/// flushes a subnormal input and result; a NaN result is the canonical NaN.
pub fn transc(k: Kind, f: super::float::Transc, a: u16, ftz: bool) -> u16 {
    let a = if ftz { k.ftz(a) } else { a };
    let r = super::float::transc_f64(f, k.to_f64(a));
    if r.is_nan() {
        return NAN16;
    }
    let out = sf::convert(DP, k.fmt(), r.to_bits(), sf::Round::NearestTiesToEven) as u16;
    if ftz {
        k.ftz(out)
    } else {
        out
    }
}

/// `min`/`max` `.xorsign.abs` (PTX ISA, sm_86): the magnitude of the min/max of |a|
/// and |b|, with the sign bit a's XOR b's; a NaN result ignores both modifiers.
pub fn minmax_xorsign(k: Kind, a: u16, b: u16, max: bool, nan: bool, ftz: bool) -> u16 {
    let (a, b) = if ftz { (k.ftz(a), k.ftz(b)) } else { (a, b) };
    let r = minmax(k, a & 0x7FFF, b & 0x7FFF, max, nan, false);
    if k.is_nan(r) {
        return r;
    }
    r | ((a ^ b) & 0x8000)
}

/// Apply a per-half function to a scalar (low 16 bits) or to both halves of a pair.
#[inline]
pub fn lanes(packed: bool, a: u64, b: u64, c: u64, f: impl Fn(u16, u16, u16) -> u16) -> u64 {
    let lo = f(a as u16, b as u16, c as u16) as u64;
    if !packed {
        return lo;
    }
    let hi = f((a >> 16) as u16, (b >> 16) as u16, (c >> 16) as u16) as u64;
    lo | hi << 16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Round;

    fn m() -> FMode {
        FMode::new(Round::Default, false, false)
    }

    #[test]
    fn f16_add_rounds_to_nearest_even() {
        // 1.0 + 2^-11 is a tie between 1.0 and 1.0+2^-10: even is 1.0.
        assert_eq!(
            arith(Kind::F16, Arith::Add, 0x3C00, 0x1000, 0, m(), false),
            0x3C00
        );
        // 1.0 + 3*2^-11 (1.5 ulp) is a tie too: even is 1.0 + 2^-9.
        assert_eq!(
            arith(Kind::F16, Arith::Add, 0x3C00, 0x1600, 0, m(), false),
            0x3C02
        );
        // 1.0 + 3*2^-12 (0.75 ulp) rounds up to 1.0 + 2^-10.
        assert_eq!(
            arith(Kind::F16, Arith::Add, 0x3C00, 0x1200, 0, m(), false),
            0x3C01
        );
        // Overflow to infinity: 65504 + 65504.
        assert_eq!(
            arith(Kind::F16, Arith::Add, 0x7BFF, 0x7BFF, 0, m(), false),
            0x7C00
        );
        // inf - inf is the canonical NaN.
        assert_eq!(
            arith(Kind::F16, Arith::Sub, 0x7C00, 0x7C00, 0, m(), false),
            NAN16
        );
        // Any NaN input gives the canonical NaN, payload dropped.
        assert_eq!(
            arith(Kind::F16, Arith::Mul, 0x7E01, 0x3C00, 0, m(), false),
            NAN16
        );
    }

    #[test]
    fn f16_ftz_sat_relu() {
        let mut f = m();
        f.ftz = true;
        // Smallest subnormal times 1 is flushed (input), result +0 keeps the sign.
        assert_eq!(
            arith(Kind::F16, Arith::Mul, 0x8001, 0x3C00, 0, f, false),
            0x8000
        );
        assert_eq!(
            arith(Kind::F16, Arith::Mul, 0x8001, 0x3C00, 0, m(), false),
            0x8001
        );
        let mut s = m();
        s.sat = true;
        assert_eq!(
            arith(Kind::F16, Arith::Add, 0x3C00, 0x3C00, 0, s, false),
            0x3C00
        );
        assert_eq!(
            arith(Kind::F16, Arith::Sub, 0x0000, 0x3C00, 0, s, false),
            0x0000
        );
        assert_eq!(
            arith(Kind::F16, Arith::Sub, 0x7C00, 0x7C00, 0, s, false),
            0x0000
        );
        // fma.relu: -1*1+0 = -1 -> +0; NaN stays NaN.
        assert_eq!(
            arith(Kind::F16, Arith::Fma, 0xBC00, 0x3C00, 0, m(), true),
            0
        );
        assert_eq!(arith(Kind::F16, Arith::Fma, 0x7C00, 0, 0, m(), true), NAN16);
    }

    #[test]
    fn fma_rounds_once() {
        // (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20; minus (1 + 2^-9) leaves 2^-20 exactly with
        // one rounding, 0 with two.
        let x = 0x3C01;
        let c = 0xBC02;
        assert_eq!(arith(Kind::F16, Arith::Fma, x, x, c, m(), false), 0x0010);
        let p = arith(Kind::F16, Arith::Mul, x, x, 0, m(), false);
        assert_eq!(arith(Kind::F16, Arith::Add, p, c, 0, m(), false), 0);
    }

    #[test]
    fn bf16_is_f32_truncated_range() {
        // 1.0 + 1.0 = 2.0 (0x4000); 1e38*10 overflows to inf (0x7F80).
        assert_eq!(
            arith(Kind::Bf16, Arith::Add, 0x3F80, 0x3F80, 0, m(), false),
            0x4000
        );
        assert_eq!(
            arith(Kind::Bf16, Arith::Mul, 0x7E96, 0x4120, 0, m(), false),
            0x7F80
        );
        assert_eq!(Kind::Bf16.to_f64(0x3F80), 1.0);
    }

    #[test]
    fn minmax_rules() {
        let k = Kind::F16;
        assert_eq!(minmax(k, 0x7E00, 0x3C00, false, false, false), 0x3C00);
        assert_eq!(minmax(k, 0x7E00, 0x3C00, false, true, false), NAN16);
        assert_eq!(minmax(k, 0x7E00, 0x7E01, true, false, false), NAN16);
        assert_eq!(minmax(k, 0x8000, 0x0000, false, false, false), 0x8000);
        assert_eq!(minmax(k, 0x0000, 0x8000, true, false, false), 0x0000);
        assert_eq!(minmax(k, 0xC000, 0x3C00, true, false, false), 0x3C00);
    }

    #[test]
    fn packed_applies_per_half() {
        let r = lanes(true, 0x4000_3C00, 0x3C00_3C00, 0, |a, b, _| {
            arith(Kind::F16, Arith::Add, a, b, 0, m(), false)
        });
        assert_eq!(r, 0x4200_4000);
        assert_eq!(lanes(false, 0xFFFF_3C00, 0x3C00, 0, |a, _, _| a), 0x3C00);
    }

    /// Every f16 sum and product equals the f64 result rounded once to f16 by a
    /// hand-written rounding (f64 holds the exact sum or product of two halves, so
    /// this is an independent formulation): 200k pseudo-random pairs of bit patterns.
    #[test]
    fn f16_matches_f64_rounded() {
        let k = Kind::F16;
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200_000 {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (a, b) = ((s >> 16) as u16, (s >> 40) as u16);
            for (op, exact) in [
                (Arith::Add, k.to_f64(a) + k.to_f64(b)),
                (Arith::Mul, k.to_f64(a) * k.to_f64(b)),
            ] {
                let got = arith(k, op, a, b, 0, m(), false);
                let want = if exact.is_nan() {
                    NAN16
                } else {
                    f64_to_f16(exact)
                };
                // An exact zero's sign follows IEEE rules the hand rounding does not model.
                if exact == 0.0 {
                    assert_eq!(got & 0x7FFF, 0, "{op:?} {a:#x} {b:#x}");
                    continue;
                }
                assert_eq!(got, want, "{op:?} {a:#x} {b:#x}");
            }
        }
    }

    /// floor(log2(x)) of a positive normal f64, from its exponent field.
    fn exp2_of(x: f64) -> i32 {
        if x == 0.0 {
            return -1074;
        }
        ((x.to_bits() >> 52) & 0x7FF) as i32 - 1023
    }

    /// Round an f64 to the nearest f16, ties to even, by hand (no apfloat).
    fn f64_to_f16(x: f64) -> u16 {
        let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
        let ax = x.abs();
        if ax.is_infinite() {
            return sign | 0x7C00;
        }
        // Scale to units of the smallest subnormal (2^-24) or of the exponent's ulp.
        let e = (exp2_of(ax)).max(-14);
        let ulp = 2f64.powi(e - 10);
        let q = ax / ulp;
        let mut n = q.floor();
        let frac = q - n;
        if frac > 0.5 || (frac == 0.5 && n % 2.0 == 1.0) {
            n += 1.0;
        }
        let v = n * ulp;
        if v >= 65520.0 || v > 65504.0 {
            return sign | 0x7C00;
        }
        // Re-encode v exactly.
        if v == 0.0 {
            return sign;
        }
        let ve = exp2_of(v).max(-14);
        if v < 2f64.powi(-14) {
            return sign | (v / 2f64.powi(-24)) as u16;
        }
        let mant = (v / 2f64.powi(ve - 10)) as u16 - 0x400;
        sign | (((ve + 15) as u16) << 10) | mant
    }
}
