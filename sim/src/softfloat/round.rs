//! Rounding an exact value `(-1)^neg * sig * 2^exp` once into a format: the one place
//! where rounding direction, subnormal precision, overflow and flushing meet.

use super::{Fmt, Round, Specials};

/// Which results count as tiny when output denormals are flushed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tiny {
    /// IEEE "after rounding": tiny when the value rounded to full precision with an
    /// unbounded exponent is below the smallest normal (rocjitsu `rounding.h`, used by
    /// conversions, LDEXP, FMA).
    AfterRounding,
    /// Tiny when the value rounded at subnormal precision is still subnormal
    /// (rocjitsu `division.h` `div_round`, used by DIV_SCALE / DIV_FMAS / DIV_FIXUP).
    Subnormal,
}

/// `sig >> shift` rounded in direction `rnd` for a number of sign `neg`
/// (`shift <= 0` shifts left, exactly).
pub fn round_shift(sig: u128, shift: i32, neg: bool, rnd: Round) -> u128 {
    if shift <= 0 {
        return sig << (-shift) as u32;
    }
    let (kept, half, sticky) = if shift > 128 {
        (0, false, sig != 0)
    } else if shift == 128 {
        (0, sig >> 127 != 0, sig & (u128::MAX >> 1) != 0)
    } else {
        let s = shift as u32;
        (
            sig >> s,
            (sig >> (s - 1)) & 1 != 0,
            sig & ((1u128 << (s - 1)) - 1) != 0,
        )
    };
    let up = match rnd {
        Round::NearestTiesToEven => half && (sticky || kept & 1 != 0),
        Round::NearestTiesToAway => half,
        Round::TowardPositive => !neg && (half || sticky),
        Round::TowardNegative => neg && (half || sticky),
        Round::TowardZero => false,
    };
    kept + up as u128
}

/// The result of a finite value too large for the format: infinity, or the largest
/// finite number when rounding toward zero or away from the value's sign. A format
/// without infinities gives its NaN where IEEE gives infinity (OCP's non-saturating
/// conversion), and one without NaN its largest value (the MX formats saturate);
/// saturation is otherwise the caller's choice.
pub fn overflow(f: Fmt, neg: bool, rnd: Round) -> u64 {
    let to_inf = match rnd {
        Round::NearestTiesToEven | Round::NearestTiesToAway => true,
        Round::TowardPositive => !neg,
        Round::TowardNegative => neg,
        Round::TowardZero => false,
    };
    match (to_inf, f.specials) {
        (true, Specials::Ieee) => f.sign_of(neg) | f.inf(),
        (true, Specials::Finite) => f.sign_of(neg) | f.max_finite(),
        (true, _) => f.nan_of(neg),
        (false, _) => f.sign_of(neg) | f.max_finite(),
    }
}

/// Round `(-1)^neg * sig * 2^exp` once to format `f`. With `flush`, tiny results (per
/// `tiny`) become a zero of the same sign.
pub fn round_pack(
    f: Fmt,
    neg: bool,
    sig: u128,
    exp: i32,
    rnd: Round,
    flush: bool,
    tiny: Tiny,
) -> u64 {
    let sign = f.sign_of(neg);
    if sig == 0 {
        return f.zero_of(neg);
    }
    let frac = f.frac as i32;
    let top = 127 - sig.leading_zeros() as i32;
    let emin_lsb = 1 - f.bias() - frac;
    let shift_full = top - frac;
    let shift = shift_full.max(emin_lsb.saturating_sub(exp));
    let mut kept = round_shift(sig, shift, neg, rnd);
    let mut lsb = exp + shift;
    if kept >> (frac + 1) != 0 {
        kept >>= 1;
        lsb += 1;
    }
    if kept >> frac == 0 {
        // Subnormal (or zero) encoding.
        return if flush || kept == 0 {
            f.zero_of(neg)
        } else {
            sign | kept as u64
        };
    }
    if flush && tiny == Tiny::AfterRounding && shift > shift_full {
        // Rounded up into the normal range at subnormal precision: it is tiny unless
        // the full-precision rounding also reaches the smallest normal.
        let k2 = round_shift(sig, shift_full, neg, rnd);
        let l2 = exp + shift_full + (k2 >> (frac + 1) != 0) as i32;
        if l2 + frac + f.bias() < 1 {
            return f.zero_of(neg);
        }
    }
    let e = lsb + frac + f.bias();
    let r = ((e as u64) << f.frac) | (kept as u64 & f.frac_mask());
    if e > f.field(f.inf()) || r > f.max_finite() {
        return overflow(f, neg, rnd);
    }
    sign | r
}

/// [`round_pack`] without flushing: the IEEE result (denormals kept).
pub fn round(f: Fmt, neg: bool, sig: u128, exp: i32, rnd: Round) -> u64 {
    round_pack(f, neg, sig, exp, rnd, false, Tiny::AfterRounding)
}

/// `v >> d` with the bits shifted out OR-ed into bit 0 (a sticky bit), so a later
/// rounding still sees that the value was inexact.
pub fn shr_jam(v: u128, d: u32) -> u128 {
    if d == 0 {
        v
    } else if d >= 128 {
        (v != 0) as u128
    } else {
        (v >> d) | ((v << (128 - d)) != 0) as u128
    }
}
