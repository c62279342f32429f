//! Conversions: between formats (rounded once, NaN payloads kept as far as they fit),
//! from integers, and the exact value of an encoding as an `f64`.

use super::{round, Fmt, Round, Specials, DP};

/// `a` in format `src` converted to format `dst`, rounded once. A NaN stays a NaN of
/// the same sign, quieted, with its payload's top bits (shifted left when widening,
/// truncated when narrowing, as LLVM's APFloat does); where either format is not
/// IEEE it is the destination's NaN of that sign. An infinity into a format without
/// one is its NaN (as in APFloat and OCP's non-saturating conversion), whatever the
/// rounding direction; a finite value past the largest one overflows
/// ([`super::overflow`]).
pub fn convert(src: Fmt, dst: Fmt, a: u64, rnd: Round) -> u64 {
    let neg = src.neg(a);
    let sign = dst.sign_of(neg);
    if src.is_nan(a) && (src.specials != Specials::Ieee || dst.specials != Specials::Ieee) {
        return dst.nan_of(neg);
    }
    if src.is_nan(a) {
        let p = (a | src.quiet()) & src.frac_mask();
        let p = if dst.frac >= src.frac {
            p << (dst.frac - src.frac)
        } else {
            p >> (src.frac - dst.frac)
        };
        return sign | dst.inf() | p;
    }
    if src.is_inf(a) {
        return match dst.specials {
            Specials::Ieee => sign | dst.inf(),
            _ => dst.nan_of(neg),
        };
    }
    let (s, e) = src.unpack(a);
    round(dst, src.neg(a), s as u128, e, rnd)
}

/// The integer `(-1)^neg * mag` in format `dst`, rounded once (an exact zero is +0).
pub fn from_int(dst: Fmt, neg: bool, mag: u128, rnd: Round) -> u64 {
    if mag == 0 {
        return 0;
    }
    round(dst, neg, mag, 0, rnd)
}

/// A signed integer in format `dst`, rounded once.
pub fn from_i128(dst: Fmt, x: i128, rnd: Round) -> u64 {
    from_int(dst, x < 0, x.unsigned_abs(), rnd)
}

/// The value of `a` as an `f64`: exact for every format no wider than binary64 (NaN
/// payloads as [`convert`] keeps them).
pub fn to_f64(src: Fmt, a: u64) -> f64 {
    f64::from_bits(convert(src, DP, a, Round::NearestTiesToEven))
}
