//! The AMD soft-float core: IEEE formats on raw encodings, one rounding of exact values (so the host's rounding mode and FTZ/DAZ never matter), the fused multiply-add.

use super::*;

// ============================================================================
// Soft-float core (private): exact values are rounded once, on raw encodings, so the
// host's rounding mode and FTZ/DAZ never matter.
// ============================================================================

/// An IEEE binary format held in the low bits of a `u64`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Fmt {
    pub(super) frac: u32,
    pub(super) ebits: u32,
}

pub(super) const SP: Fmt = Fmt { frac: 23, ebits: 8 };
pub(super) const DP: Fmt = Fmt {
    frac: 52,
    ebits: 11,
};

impl Fmt {
    pub(super) const fn bias(self) -> i32 {
        (1 << (self.ebits - 1)) - 1
    }
    pub(super) const fn sign(self) -> u64 {
        1 << (self.frac + self.ebits)
    }
    pub(super) const fn mag(self) -> u64 {
        self.sign() - 1
    }
    pub(super) const fn inf(self) -> u64 {
        ((1 << self.ebits) - 1) << self.frac
    }
    pub(super) const fn quiet(self) -> u64 {
        1 << (self.frac - 1)
    }
    pub(super) const fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }
    /// The NaN of an invalid operation: negative, quiet, no payload.
    pub(super) const fn default_nan(self) -> u64 {
        self.sign() | self.inf() | self.quiet()
    }
    pub(super) fn field(self, b: u64) -> i32 {
        ((b & self.inf()) >> self.frac) as i32
    }
    pub(super) fn is_nan(self, b: u64) -> bool {
        b & self.mag() > self.inf()
    }
    pub(super) fn is_inf(self, b: u64) -> bool {
        b & self.mag() == self.inf()
    }
    pub(super) fn is_zero(self, b: u64) -> bool {
        b & self.mag() == 0
    }
    pub(super) fn neg(self, b: u64) -> bool {
        b & self.sign() != 0
    }
    pub(super) fn sign_of(self, neg: bool) -> u64 {
        if neg {
            self.sign()
        } else {
            0
        }
    }
    /// Flush a denormal to a zero of the same sign.
    pub(super) fn ftz(self, b: u64) -> u64 {
        if self.field(b) == 0 {
            b & self.sign()
        } else {
            b
        }
    }
    pub(super) fn ftz_if(self, b: u64, flush: bool) -> u64 {
        if flush {
            self.ftz(b)
        } else {
            b
        }
    }
    /// (significand, exponent) of a finite magnitude: value = sig * 2^exp.
    pub(super) fn unpack(self, b: u64) -> (u64, i32) {
        let e = self.field(b);
        let f = b & self.frac_mask();
        if e == 0 {
            (f, 1 - self.bias() - self.frac as i32)
        } else {
            (f | (1 << self.frac), e - self.bias() - self.frac as i32)
        }
    }
}

/// Which results count as tiny when output denormals are flushed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tiny {
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
pub(super) fn round_shift(sig: u128, shift: i32, neg: bool, rnd: Round) -> u128 {
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
/// finite number when rounding toward zero or away from the value's sign.
pub(super) fn overflow(f: Fmt, neg: bool, rnd: Round) -> u64 {
    let to_inf = match rnd {
        Round::NearestTiesToEven | Round::NearestTiesToAway => true,
        Round::TowardPositive => !neg,
        Round::TowardNegative => neg,
        Round::TowardZero => false,
    };
    f.sign_of(neg) | if to_inf { f.inf() } else { f.inf() - 1 }
}

/// Round `(-1)^neg * sig * 2^exp` once to format `f`. With `flush`, tiny results (per
/// `tiny`) become a zero of the same sign.
pub(super) fn round_pack(
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
        return sign;
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
        return if flush { sign } else { sign | kept as u64 };
    }
    if flush && tiny == Tiny::AfterRounding && shift > shift_full {
        // Rounded up into the normal range at subnormal precision: it is tiny unless
        // the full-precision rounding also reaches the smallest normal.
        let k2 = round_shift(sig, shift_full, neg, rnd);
        let l2 = exp + shift_full + (k2 >> (frac + 1) != 0) as i32;
        if l2 + frac + f.bias() < 1 {
            return sign;
        }
    }
    let e = lsb + frac + f.bias();
    if e >= (1 << f.ebits) - 1 {
        return overflow(f, neg, rnd);
    }
    sign | ((e as u64) << f.frac) | (kept as u64 & f.frac_mask())
}

pub(super) fn shr_jam(v: u128, d: u32) -> u128 {
    if d == 0 {
        v
    } else if d >= 128 {
        (v != 0) as u128
    } else {
        (v >> d) | ((v << (128 - d)) != 0) as u128
    }
}

/// `round((a * b + c) * 2^adj)` with one rounding, for finite `a`, `b`, `c`.
#[allow(clippy::too_many_arguments)]
pub(super) fn fma_finite(
    f: Fmt,
    a: u64,
    b: u64,
    c: u64,
    adj: i32,
    rnd: Round,
    flush: bool,
    tiny: Tiny,
) -> u64 {
    let pneg = f.neg(a) != f.neg(b);
    let cneg = f.neg(c);
    let (sa, ea) = f.unpack(a);
    let (sb, eb) = f.unpack(b);
    let (sc, ec) = f.unpack(c);
    let p = sa as u128 * sb as u128;
    let pe = ea + eb;
    let zero = |neg: bool| f.sign_of(neg);
    if p == 0 && sc == 0 {
        return zero(if pneg == cneg {
            pneg
        } else {
            rnd == Round::TowardNegative
        });
    }
    if p == 0 {
        return round_pack(f, cneg, sc as u128, ec + adj, rnd, flush, tiny);
    }
    if sc == 0 {
        return round_pack(f, pneg, p, pe + adj, rnd, flush, tiny);
    }
    // Both terms with their leading one at bit 126; the smaller one is shifted right
    // with a sticky bit. Products have at most 106 significant bits, so any shift that
    // can cause cancellation (0 or 1 position) drops only zero bits.
    let pt = 127 - p.leading_zeros() as i32;
    let ct = 127 - (sc as u128).leading_zeros() as i32;
    let px = p << (126 - pt);
    let pxe = pe - (126 - pt);
    let cx = (sc as u128) << (126 - ct);
    let cxe = ec - (126 - ct);
    let e = pxe.max(cxe);
    let px = shr_jam(px, (e - pxe) as u32);
    let cx = shr_jam(cx, (e - cxe) as u32);
    let (neg, sum) = if pneg == cneg {
        (pneg, px + cx)
    } else if px > cx {
        (pneg, px - cx)
    } else if cx > px {
        (cneg, cx - px)
    } else {
        return zero(rnd == Round::TowardNegative);
    };
    round_pack(f, neg, sum, e + adj, rnd, flush, tiny)
}

/// NaN / infinity handling of a fused multiply-add (rocjitsu `division.h` `div_fmas`):
/// NaN of `a`, then of `b` (quieted); `inf * 0` or `inf - inf` gives the default NaN;
/// then NaN of `c`; an infinite product; an infinite `c`. `None` when all are finite.
pub(super) fn fma_special(f: Fmt, a: u64, b: u64, c: u64) -> Option<u64> {
    if f.is_nan(a) {
        return Some(a | f.quiet());
    }
    if f.is_nan(b) {
        return Some(b | f.quiet());
    }
    let pneg = f.neg(a) != f.neg(b);
    let (ai, bi, ci) = (f.is_inf(a), f.is_inf(b), f.is_inf(c));
    if (ai && f.is_zero(b)) || (bi && f.is_zero(a)) || ((ai || bi) && ci && pneg != f.neg(c)) {
        return Some(f.default_nan());
    }
    if f.is_nan(c) {
        return Some(c | f.quiet());
    }
    if ai || bi {
        return Some(f.sign_of(pneg) | f.inf());
    }
    if ci {
        return Some(c);
    }
    None
}
