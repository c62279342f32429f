//! Arithmetic on raw encodings, each result the exact value rounded once: the fused
//! multiply-add (with an exponent adjustment and flushing, for AMD's division macro),
//! add, subtract, multiply, divide, square root and round-to-integral. Special cases
//! follow IEEE 754: a NaN input comes back quieted (the first NaN operand), an invalid
//! operation gives the format's default NaN.

use super::{round, round_pack, shr_jam, Fmt, Round, Tiny};

/// `round((a * b + c) * 2^adj)` with one rounding, for finite `a`, `b`, `c`.
#[allow(clippy::too_many_arguments)]
pub fn fma_finite(
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
pub fn fma_special(f: Fmt, a: u64, b: u64, c: u64) -> Option<u64> {
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

/// `a * b + c` rounded once (IEEE `fusedMultiplyAdd`).
pub fn fma(f: Fmt, a: u64, b: u64, c: u64, rnd: Round) -> u64 {
    fma_special(f, a, b, c)
        .unwrap_or_else(|| fma_finite(f, a, b, c, 0, rnd, false, Tiny::AfterRounding))
}

/// NaN operands: the first one, quieted.
fn nan_in(f: Fmt, a: u64, b: u64) -> Option<u64> {
    if f.is_nan(a) {
        Some(a | f.quiet())
    } else if f.is_nan(b) {
        Some(b | f.quiet())
    } else {
        None
    }
}

/// `a + b` rounded once. An exact zero sum is +0, or -0 when rounding toward
/// negative or when both operands are -0 (IEEE 754 §6.3).
pub fn add(f: Fmt, a: u64, b: u64, rnd: Round) -> u64 {
    if let Some(n) = nan_in(f, a, b) {
        return n;
    }
    // a * 1 + b is exact before its one rounding, so it is the sum rounded once.
    fma(f, a, f.one(), b, rnd)
}

/// `a - b` rounded once: `a + (-b)`.
pub fn sub(f: Fmt, a: u64, b: u64, rnd: Round) -> u64 {
    if let Some(n) = nan_in(f, a, b) {
        return n;
    }
    add(f, a, b ^ f.sign(), rnd)
}

/// `a * b` rounded once.
pub fn mul(f: Fmt, a: u64, b: u64, rnd: Round) -> u64 {
    if let Some(n) = nan_in(f, a, b) {
        return n;
    }
    let neg = f.neg(a) != f.neg(b);
    if (f.is_inf(a) && f.is_zero(b)) || (f.is_inf(b) && f.is_zero(a)) {
        return f.default_nan();
    }
    if f.is_inf(a) || f.is_inf(b) {
        return f.sign_of(neg) | f.inf();
    }
    let ((sa, ea), (sb, eb)) = (f.unpack(a), f.unpack(b));
    round(f, neg, sa as u128 * sb as u128, ea + eb, rnd)
}

/// `a / b` rounded once.
pub fn div(f: Fmt, a: u64, b: u64, rnd: Round) -> u64 {
    if let Some(n) = nan_in(f, a, b) {
        return n;
    }
    let neg = f.neg(a) != f.neg(b);
    let (ai, bi, az, bz) = (f.is_inf(a), f.is_inf(b), f.is_zero(a), f.is_zero(b));
    if (ai && bi) || (az && bz) {
        return f.default_nan();
    }
    if ai || bz {
        return f.sign_of(neg) | f.inf();
    }
    if bi || az {
        return f.sign_of(neg);
    }
    // Both significands with their leading one at bit `frac`: the quotient of
    // `sa << (frac + 3)` has frac + 3 or frac + 4 bits, two more than the result needs,
    // and the remainder is the sticky bit.
    let ((sa, ea), (sb, eb)) = (f.unpack_norm(a), f.unpack_norm(b));
    let k = f.frac + 3;
    let num = (sa as u128) << k;
    let (q, r) = (num / sb as u128, num % sb as u128);
    let sig = (q << 1) | (r != 0) as u128;
    round(f, neg, sig, ea - eb - k as i32 - 1, rnd)
}

/// `sqrt(a)` rounded once; `sqrt(-0) = -0`, the root of a negative number is the
/// default NaN.
pub fn sqrt(f: Fmt, a: u64, rnd: Round) -> u64 {
    if f.is_nan(a) {
        return a | f.quiet();
    }
    if f.is_zero(a) {
        return a;
    }
    if f.neg(a) {
        return f.default_nan();
    }
    if f.is_inf(a) {
        return a;
    }
    // m = sa << k with an even exponent and 2 * (frac + 3) or more significant bits:
    // its integer root has frac + 3 bits and the remainder is the sticky bit.
    let (sa, ea) = f.unpack_norm(a);
    let mut k = f.frac as i32 + 5;
    if (ea - k) & 1 != 0 {
        k += 1;
    }
    let m = (sa as u128) << k;
    let s = isqrt(m);
    let sig = (s << 1) | (s * s != m) as u128;
    round(f, false, sig, (ea - k) / 2 - 1, rnd)
}

/// The integer square root, floor(sqrt(m)), bit by bit.
fn isqrt(m: u128) -> u128 {
    let mut rem = m;
    let mut root: u128 = 0;
    let mut bit: u128 = 1 << ((127 - m.leading_zeros()) & !1);
    while bit != 0 {
        if rem >= root + bit {
            rem -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    root
}

/// `a` rounded to an integral value in direction `rnd` (IEEE `roundToIntegral`): the
/// sign is kept (so -0.4 toward zero is -0), infinities pass, NaN is quieted.
pub fn round_int(f: Fmt, a: u64, rnd: Round) -> u64 {
    if f.is_nan(a) {
        return a | f.quiet();
    }
    if f.is_inf(a) || f.is_zero(a) {
        return a;
    }
    let (s, e) = f.unpack(a);
    if e >= 0 {
        return a;
    }
    let neg = f.neg(a);
    let kept = super::round_shift(s as u128, -e, neg, rnd);
    f.sign_of(neg) | round(f, false, kept, 0, rnd)
}
