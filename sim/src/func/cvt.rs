//! `cvt` semantics: every integer/float conversion PTX defines, on raw bits.
//! * int -> int: truncate or extend by the source signedness; `.sat` clamps to the
//!   destination range.
//! * float -> int: round with `.rni/.rzi/.rmi/.rpi`, then saturate to the destination
//!   range; NaN converts to 0 (PTX: float-to-integer conversions saturate, sm_20+).
//! * int -> float, float -> float: correctly rounded with `.rn/.rz/.rm/.rp`
//!   (through the soft-float core, `crate::softfloat`, where the host has no directed
//!   rounding); `.ftz` flushes f32
//!   subnormals; `.sat` clamps float results to [0.0, 1.0].
//! * float -> same float with `.rni` etc.: round to an integral value in that format.

use super::float::{ftz32, sat32, NAN32, NAN64};
use crate::ir::float_fmt::f64_to_half_bits;
use crate::ir::{types::extend, Round, Ty};
use crate::softfloat::{self as sf, BF, DP, HP, SP};

/// Conversion modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CvtMode {
    pub rnd: Round,
    /// The rounding modifier was an integer one (`.rni`, ...).
    pub rnd_int: bool,
    pub ftz: bool,
    pub sat: bool,
    /// `.relu`: negative results become +0 (NaN stays NaN).
    pub relu: bool,
    /// `.satfinite` (to `.f16`/`.bf16`): NaN gives the canonical NaN, a magnitude above
    /// the largest finite value gives that value with the sign (PTX ISA, cvt).
    pub satfinite: bool,
}

/// Integer range of an integer type, as i128.
fn int_range(t: Ty) -> (i128, i128) {
    let b = t.bits();
    if t.is_signed() {
        (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
    } else {
        (0, (1i128 << b) - 1)
    }
}

/// Value of an integer source as i128 (bits types count as unsigned).
fn int_value(v: u64, t: Ty) -> i128 {
    if t.is_signed() {
        extend(v, t.bits(), true) as i64 as i128
    } else {
        (v & t.mask()) as i128
    }
}

/// A float source widened exactly to f64 (every f16/bf16/f32 value is an f64 value).
fn float_value(v: u64, t: Ty, ftz: bool) -> f64 {
    match t {
        Ty::F64 => f64::from_bits(v),
        Ty::F32 => {
            let b = v as u32;
            f32::from_bits(if ftz { ftz32(b) } else { b }) as f64
        }
        Ty::F16 => sf::to_f64(HP, v & 0xFFFF),
        Ty::Bf16 => f32::from_bits(((v & 0xFFFF) as u32) << 16) as f64,
        _ => 0.0,
    }
}

/// Round an f64 to an integral f64 with the integer rounding mode.
fn round_integral(x: f64, r: Round) -> f64 {
    match r {
        Round::Rz => x.trunc(),
        Round::Rm => x.floor(),
        Round::Rp => x.ceil(),
        Round::Rna => x.round(),
        Round::Default | Round::Rn => x.round_ties_even(),
    }
}

/// Encode an f64 into a float destination type with rounding (from an f64 source value
/// that is exact, so one rounding of it is the conversion's).
fn encode_float(x_bits: u64, dst: Ty, m: CvtMode) -> u64 {
    let out = match dst {
        Ty::F64 => x_bits,
        Ty::F32 => {
            let mut b = sf::convert(DP, SP, x_bits, m.rnd.into()) as u32;
            if f32::from_bits(b).is_nan() {
                b = NAN32;
            }
            if m.ftz {
                b = ftz32(b);
            }
            b as u64
        }
        Ty::F16 | Ty::Bf16 => f64_to_half_bits(x_bits, dst, m.rnd),
        _ => 0,
    };
    if m.sat {
        sat_float(out, dst)
    } else {
        out
    }
}

fn sat_float(v: u64, t: Ty) -> u64 {
    match t {
        Ty::F32 => sat32(v as u32) as u64,
        _ => {
            let x = float_value(v, t, false);
            if x.is_nan() || x <= 0.0 {
                0
            } else if x >= 1.0 {
                encode_float(1.0f64.to_bits(), t, CvtMode::default())
            } else {
                v
            }
        }
    }
}

/// An integer beyond i64 to f64 (`double`) or f32, rounded to nearest even.
#[cold]
#[inline(never)]
fn wide_to_float(x: i128, double: bool) -> u64 {
    if double {
        (x as f64).to_bits()
    } else {
        (x as f32).to_bits() as u64
    }
}

/// `cvt.dst.src` on one lane value. `v` holds the source in its low bits; the result
/// holds the destination value zero- or sign-extended to 64 bits by destination type.
pub fn cvt(v: u64, dst: Ty, src: Ty, m: CvtMode) -> u64 {
    let dst_int = dst.is_int();
    let src_int = src.is_int();
    match (dst_int, src_int) {
        (true, true) => {
            let x = int_value(v, src);
            let x = if m.sat {
                let (lo, hi) = int_range(dst);
                x.clamp(lo, hi)
            } else {
                x
            };
            extend(x as u64, dst.bits(), dst.is_signed())
        }
        (true, false) => {
            let x = float_value(v, src, m.ftz);
            if x.is_nan() {
                return 0;
            }
            let r = round_integral(x, m.rnd);
            let (lo, hi) = int_range(dst);
            // Saturating conversion: f64 -> i128 saturates, then clamp to the type.
            let i = (r as i128).clamp(lo, hi);
            extend(i as u64, dst.bits(), dst.is_signed())
        }
        (false, true) => {
            let x = int_value(v, src);
            let nearest = matches!(m.rnd, Round::Default | Round::Rn);
            let r = m.rnd.into();
            let out = match dst {
                // Rust's integer-to-float `as` rounds to nearest, ties to even, as
                // `.rn` does (the Reference, "Numeric cast"); the soft-float core the rest.
                // (Through i64 when it fits: i128 conversions are a slow libcall, which
                // stays out of line so the compiler does not merge the two paths.)
                Ty::F64 if nearest => match i64::try_from(x) {
                    Ok(i) => (i as f64).to_bits(),
                    Err(_) => wide_to_float(x, true),
                },
                Ty::F32 if nearest && !m.ftz => match i64::try_from(x) {
                    Ok(i) => (i as f32).to_bits() as u64,
                    Err(_) => wide_to_float(x, false),
                },
                Ty::F64 => sf::from_i128(DP, x, r),
                Ty::F32 => {
                    let b = sf::from_i128(SP, x, r) as u32;
                    if m.ftz {
                        ftz32(b) as u64
                    } else {
                        b as u64
                    }
                }
                Ty::F16 => sf::from_i128(HP, x, r),
                Ty::Bf16 => sf::from_i128(BF, x, r),
                _ => 0,
            };
            if m.sat {
                sat_float(out, dst)
            } else {
                out
            }
        }
        (false, false) => {
            let x = float_value(v, src, m.ftz);
            if m.rnd_int {
                // Round to an integral value in the same format.
                let r = if x.is_nan() {
                    x
                } else {
                    round_integral(x, m.rnd)
                };
                let out = encode_float(r.to_bits(), dst, m);
                return if dst == Ty::F64 && r.is_nan() {
                    NAN64
                } else {
                    out
                };
            }
            if dst == Ty::F64 {
                let out = if x.is_nan() { NAN64 } else { x.to_bits() };
                return if m.sat { sat_float(out, dst) } else { out };
            }
            let out = encode_float(x.to_bits(), dst, m);
            let out = if m.satfinite {
                sat_finite(out, x, dst)
            } else {
                out
            };
            if m.relu {
                relu(out, dst)
            } else {
                out
            }
        }
    }
}

/// `.satfinite` to `.f16`/`.bf16` (`out` the rounded result of source value `x`): NaN
/// is the canonical NaN 0x7FFF; an infinite result (an infinite input, or one beyond
/// the largest finite value that rounded to infinity) is the largest finite value
/// with the sign. ("If the absolute value of input ... is greater than MAX_NORM ... the
/// result is sign-preserved MAX_NORM": a value above MAX_NORM that rounds down to it
/// already gives it.)
fn sat_finite(out: u64, x: f64, dst: Ty) -> u64 {
    let (inf, max) = match dst {
        Ty::F16 => (0x7C00, 0x7BFF),
        Ty::Bf16 => (0x7F80, 0x7F7F),
        _ => return out,
    };
    if x.is_nan() {
        return 0x7FFF;
    }
    if out & 0x7FFF == inf {
        return (out & 0x8000) | max;
    }
    out
}

/// `.relu`: a negative (non-NaN) half/bfloat result becomes +0.
fn relu(v: u64, t: Ty) -> u64 {
    let x = float_value(v, t, false);
    if x < 0.0 || (x == 0.0 && x.is_sign_negative()) {
        0
    } else {
        v
    }
}

/// Convert two f32 values to a packed pair (`cvt.rn{.relu}.{f16x2,bf16x2}.f32 d, a, b`):
/// `a` goes to the upper half, `b` to the lower half.
pub fn cvt_pack_half2(a: u32, b: u32, dst: Ty, m: CvtMode) -> u32 {
    let half = if dst == Ty::Bf16x2 { Ty::Bf16 } else { Ty::F16 };
    let one = |x: u32| cvt(x as u64, half, Ty::F32, m) as u32 & 0xFFFF;
    (one(a) << 16) | one(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_int_to_float_matches_the_core() {
        // The `.rn` fast path (Rust `as`) against the soft-float core, on values
        // near every power of two (ties included) and a pseudo-random spread.
        let mut vals: Vec<i128> = Vec::new();
        for k in 0..64 {
            for d in -3i128..=3 {
                vals.push((1i128 << k) + d);
                vals.push(-(1i128 << k) + d);
                vals.push((3i128 << k) / 2 + d);
            }
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            vals.push((x >> (x % 64)) as i128);
            vals.push(x as i64 as i128);
            vals.push(x as i128);
        }
        let ne = sf::Round::NearestTiesToEven;
        for v in vals {
            assert_eq!((v as f32).to_bits(), sf::from_i128(SP, v, ne) as u32, "{v}");
            assert_eq!((v as f64).to_bits(), sf::from_i128(DP, v, ne), "{v}");
        }
    }

    fn mode(r: Round, int: bool) -> CvtMode {
        CvtMode {
            rnd: r,
            rnd_int: int,
            ..CvtMode::default()
        }
    }

    #[test]
    fn float_to_int_saturates() {
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(cvt(f(3.7), Ty::S32, Ty::F32, mode(Round::Rz, true)), 3);
        assert_eq!(
            cvt(f(-3.7), Ty::S32, Ty::F32, mode(Round::Rz, true)) as i64,
            -3
        );
        assert_eq!(cvt(f(2.5), Ty::S32, Ty::F32, mode(Round::Rn, true)), 2);
        assert_eq!(cvt(f(3.5), Ty::S32, Ty::F32, mode(Round::Rn, true)), 4);
        assert_eq!(
            cvt(f(-2.5), Ty::S32, Ty::F32, mode(Round::Rm, true)) as i64,
            -3
        );
        assert_eq!(
            cvt(f(1e20), Ty::S32, Ty::F32, mode(Round::Rz, true)),
            0x7FFF_FFFF
        );
        assert_eq!(
            cvt(f(-1e20), Ty::S32, Ty::F32, mode(Round::Rz, true)),
            extend(0x8000_0000, 32, true)
        );
        assert_eq!(cvt(f(f32::NAN), Ty::S32, Ty::F32, mode(Round::Rz, true)), 0);
        assert_eq!(cvt(f(-5.0), Ty::U8, Ty::F32, mode(Round::Rz, true)), 0);
        assert_eq!(cvt(f(300.0), Ty::U8, Ty::F32, mode(Round::Rz, true)), 255);
    }

    #[test]
    fn int_to_int() {
        assert_eq!(
            cvt(0xFFFF_FF80, Ty::S8, Ty::S32, CvtMode::default()),
            extend(0x80, 8, true)
        );
        let sat = CvtMode {
            sat: true,
            ..CvtMode::default()
        };
        assert_eq!(cvt(300, Ty::U8, Ty::S32, sat), 255);
        assert_eq!(cvt(0xFFFF_FFFF, Ty::U8, Ty::S32, sat), 0);
        assert_eq!(
            cvt(0xFFFF_FFFF, Ty::U64, Ty::S32, CvtMode::default()),
            u64::MAX
        );
        assert_eq!(
            cvt(0xFFFF_FFFF, Ty::U64, Ty::U32, CvtMode::default()),
            0xFFFF_FFFF
        );
    }

    #[test]
    fn int_to_float_rounding() {
        let v = (1u64 << 24) + 1; // not representable in f32
        assert_eq!(
            cvt(v, Ty::F32, Ty::U32, mode(Round::Rn, false)),
            16777216.0f32.to_bits() as u64
        );
        assert_eq!(
            cvt(v, Ty::F32, Ty::U32, mode(Round::Rp, false)),
            16777218.0f32.to_bits() as u64
        );
    }

    #[test]
    fn half_conversions() {
        assert_eq!(
            cvt(
                1.0f32.to_bits() as u64,
                Ty::F16,
                Ty::F32,
                mode(Round::Rn, false)
            ),
            0x3C00
        );
        assert_eq!(
            cvt(0x3C00, Ty::F32, Ty::F16, CvtMode::default()),
            1.0f32.to_bits() as u64
        );
        assert_eq!(
            cvt(
                1.0f32.to_bits() as u64,
                Ty::Bf16,
                Ty::F32,
                mode(Round::Rn, false)
            ),
            0x3F80
        );
        assert_eq!(
            cvt(
                65520.0f32.to_bits() as u64,
                Ty::F16,
                Ty::F32,
                mode(Round::Rn, false)
            ),
            0x7C00
        );
        assert_eq!(
            cvt(
                65520.0f32.to_bits() as u64,
                Ty::F16,
                Ty::F32,
                mode(Round::Rz, false)
            ),
            0x7BFF
        );
    }

    #[test]
    fn relu_clamps_negative_halves() {
        let m = CvtMode {
            rnd: Round::Rn,
            relu: true,
            ..CvtMode::default()
        };
        assert_eq!(cvt((-1.0f32).to_bits() as u64, Ty::F16, Ty::F32, m), 0);
        assert_eq!(cvt((-2.0f32).to_bits() as u64, Ty::Bf16, Ty::F32, m), 0);
        assert_eq!(cvt(1.0f32.to_bits() as u64, Ty::F16, Ty::F32, m), 0x3C00);
        assert_eq!(
            cvt_pack_half2((-1.0f32).to_bits(), 1.0f32.to_bits(), Ty::F16x2, m),
            0x3C00
        );
    }

    #[test]
    fn float_round_integral() {
        let m = mode(Round::Rn, true);
        assert_eq!(
            cvt(2.5f32.to_bits() as u64, Ty::F32, Ty::F32, m),
            2.0f32.to_bits() as u64
        );
        assert_eq!(cvt(1.5f64.to_bits(), Ty::F64, Ty::F64, m), 2.0f64.to_bits());
    }
}
