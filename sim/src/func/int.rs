//! Integer lane semantics of PTX on raw bits. Values arrive in the low `bits` of a
//! `u64`; results are returned in the low `bits` (callers mask or extend). Pure
//! functions, shared by the functional and the timing model.

use crate::ir::types::extend;
use crate::ir::{MulMode, PrmtMode};

#[inline]
fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[inline]
fn sx(v: u64, bits: u32) -> i128 {
    extend(v, bits, true) as i64 as i128
}

#[inline]
fn zx(v: u64, bits: u32) -> i128 {
    (v & mask(bits)) as i128
}

#[inline]
fn val(v: u64, bits: u32, signed: bool) -> i128 {
    if signed {
        sx(v, bits)
    } else {
        zx(v, bits)
    }
}

/// `add{.sat}`: `.sat` (s32 only) clamps to the signed range.
#[inline]
pub fn add(a: u64, b: u64, bits: u32, signed: bool, sat: bool) -> u64 {
    match (sat, signed) {
        (false, _) => a.wrapping_add(b) & mask(bits),
        (true, true) => saturate(sx(a, bits) + sx(b, bits), bits, true),
        (true, false) => saturate(
            (a & mask(bits)) as i128 + (b & mask(bits)) as i128,
            bits,
            false,
        ),
    }
}

/// Clamp an exact result to the signed or unsigned range of `bits` (PTX `.sat` on
/// .s32; AMD `clamp` on integer VALU ops saturates by the operation's signedness).
fn saturate(r: i128, bits: u32, signed: bool) -> u64 {
    let (lo, hi) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    r.clamp(lo, hi) as u64 & mask(bits)
}

/// `sub{.sat}`.
#[inline]
pub fn sub(a: u64, b: u64, bits: u32, signed: bool, sat: bool) -> u64 {
    match (sat, signed) {
        (false, _) => a.wrapping_sub(b) & mask(bits),
        (true, true) => saturate(sx(a, bits) - sx(b, bits), bits, true),
        (true, false) => saturate(
            (a & mask(bits)) as i128 - (b & mask(bits)) as i128,
            bits,
            false,
        ),
    }
}

/// `mul.{lo,hi,wide}`: `.wide` returns 2*bits of result.
#[inline]
pub fn mul(a: u64, b: u64, bits: u32, signed: bool, mode: MulMode) -> u64 {
    let p = val(a, bits, signed).wrapping_mul(val(b, bits, signed));
    match mode {
        MulMode::Hi => ((p >> bits) as u64) & mask(bits),
        MulMode::Wide => (p as u64) & mask(bits * 2),
        MulMode::Lo | MulMode::Default => (p as u64) & mask(bits),
    }
}

/// `mad.{lo,hi,wide}{.sat}`: `.sat` only with `.hi.s32` (clamps the full sum).
#[inline]
pub fn mad(a: u64, b: u64, c: u64, bits: u32, signed: bool, mode: MulMode, sat: bool) -> u64 {
    let p = val(a, bits, signed).wrapping_mul(val(b, bits, signed));
    match mode {
        MulMode::Hi => {
            let hi = p >> bits;
            if sat {
                let r = (hi + sx(c, bits)).clamp(-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
                r as u64 & mask(bits)
            } else {
                (hi as u64).wrapping_add(c) & mask(bits)
            }
        }
        MulMode::Wide => (p as u64).wrapping_add(c) & mask(bits * 2),
        MulMode::Lo | MulMode::Default => (p as u64).wrapping_add(c) & mask(bits),
    }
}

/// `mul24.{lo,hi}`: multiply the low 24 bits (sign-extended for .s32) giving a 48-bit
/// product; `.lo` returns its low 32 bits, `.hi` bits 47..16.
#[inline]
pub fn mul24(a: u64, b: u64, signed: bool, hi: bool) -> u64 {
    let p = val(a, 24, signed) * val(b, 24, signed);
    if hi {
        ((p >> 16) as u64) & 0xFFFF_FFFF
    } else {
        (p as u64) & 0xFFFF_FFFF
    }
}

/// `div`: truncating division. Division by zero is undefined in PTX; warpsim returns
/// all ones (what the `ptxas` unsigned sequence produces) for both signednesses, and
/// MIN / -1 wraps to MIN.
#[inline]
pub fn div(a: u64, b: u64, bits: u32, signed: bool) -> u64 {
    let (x, y) = (val(a, bits, signed), val(b, bits, signed));
    if y == 0 {
        return mask(bits);
    }
    (x / y) as u64 & mask(bits)
}

/// `rem`: remainder with the sign of the dividend; `x rem 0` returns `x` (undefined in
/// PTX; consistent with `div` above: x - (all ones) * 0).
#[inline]
pub fn rem(a: u64, b: u64, bits: u32, signed: bool) -> u64 {
    let (x, y) = (val(a, bits, signed), val(b, bits, signed));
    if y == 0 {
        return a & mask(bits);
    }
    (x % y) as u64 & mask(bits)
}

/// `abs.sN` (MIN stays MIN).
#[inline]
pub fn abs(a: u64, bits: u32) -> u64 {
    (sx(a, bits).unsigned_abs() as u64) & mask(bits)
}

/// `neg.sN`.
#[inline]
pub fn neg(a: u64, bits: u32) -> u64 {
    0u64.wrapping_sub(a) & mask(bits)
}

/// `min`/`max` for integer types (`.relu` clamps a signed result at 0).
#[inline]
pub fn minmax(a: u64, b: u64, bits: u32, signed: bool, max: bool, relu: bool) -> u64 {
    let (x, y) = (val(a, bits, signed), val(b, bits, signed));
    let mut r = if max { x.max(y) } else { x.min(y) };
    if relu {
        r = r.max(0);
    }
    r as u64 & mask(bits)
}

/// `sad`: |a - b| + c.
#[inline]
pub fn sad(a: u64, b: u64, c: u64, bits: u32, signed: bool) -> u64 {
    let d = (val(a, bits, signed) - val(b, bits, signed)).unsigned_abs() as u64;
    d.wrapping_add(c) & mask(bits)
}

/// Element `k` (`bits` wide) of `v`, sign- or zero-extended.
#[inline]
fn elem(v: u32, k: u32, bits: u32, signed: bool) -> i64 {
    let x = (v >> (k * bits)) as u64 & mask(bits);
    if signed {
        ((x << (64 - bits)) as i64) >> (64 - bits)
    } else {
        x as i64
    }
}

/// `dp4a.atype.btype d, a, b, c`: `c` plus the products of the four bytes of `a` and
/// `b` (sign- or zero-extended by each one's type), in 32-bit arithmetic (PTX ISA,
/// "dp4a": `d = c; d += Va[i] * Vb[i]`, wrapping).
pub fn dp4a(a: u32, b: u32, c: u32, sa: bool, sb: bool) -> u32 {
    (0..4).fold(c, |d, k| {
        d.wrapping_add((elem(a, k, 8, sa) * elem(b, k, 8, sb)) as u32)
    })
}

/// `dp2a.mode.atype.btype d, a, b, c`: `c` plus the products of the two 16-bit halves
/// of `a` and bytes 0-1 (`.lo`) or 2-3 (`.hi`) of `b`, in 32-bit arithmetic (PTX ISA,
/// "dp2a").
pub fn dp2a(a: u32, b: u32, c: u32, sa: bool, sb: bool, hi: bool) -> u32 {
    let sel = if hi { 2 } else { 0 };
    (0..2).fold(c, |d, k| {
        d.wrapping_add((elem(a, k, 16, sa) * elem(b, sel + k, 8, sb)) as u32)
    })
}

/// `fns.b32 d, mask, base, offset`: the position of the `|offset|`-th set bit of
/// `mask` from bit `base` up (offset > 0) or down (offset < 0), or `base` itself if
/// set and offset is 0; 0xFFFFFFFF if there is none (PTX ISA, "fns"; `base` <= 31).
pub fn fns(mask: u32, base: u32, offset: i32) -> u32 {
    debug_assert!(base <= 31, "fns base {base} (the caller checks it)");
    let base = base & 31;
    if offset == 0 {
        return if mask >> base & 1 == 1 {
            base
        } else {
            u32::MAX
        };
    }
    let mut count = offset.unsigned_abs() - 1;
    let mut pos = base as i64;
    while (0..32).contains(&pos) {
        if mask >> pos & 1 == 1 {
            if count == 0 {
                return pos as u32;
            }
            count -= 1;
        }
        pos += offset.signum() as i64;
    }
    u32::MAX
}

/// `bmsk.mode.b32 d, a, b`: `b` ones from bit `a` (PTX ISA, "bmsk", its pseudocode:
/// `.clamp` gives 0 for `a >= 32` and all bits from `a` for `b >= 32`; `.wrap` takes
/// both modulo 32; a width of 0 gives 0).
pub fn bmsk(a: u32, b: u32, wrap: bool) -> u32 {
    let a1 = a & 31;
    let b1 = b & 31;
    let sum = a1 + b1;
    let mut mask0 = u32::MAX << a1;
    let (mut pos_over, mut width_over) = (false, false);
    if !wrap {
        if a >= 32 {
            pos_over = true;
            mask0 = 0;
        }
        width_over = b >= 32;
    }
    let mask1 = if sum >= 32 || pos_over || width_over {
        0
    } else if b1 == 0 {
        u32::MAX
    } else {
        u32::MAX << sum
    };
    mask0 & !mask1
}

/// `szext.mode.type d, a, b`: the low `b` bits of `a` sign- (`.s32`) or
/// zero-extended (PTX ISA, "szext", its pseudocode: a width of 0 gives 0; `b >= 32`
/// gives `a` with `.clamp`, the width modulo 32 with `.wrap`).
pub fn szext(a: u32, b: u32, signed: bool, wrap: bool) -> u32 {
    let b1 = b & 31;
    let too_large = b >= 32 && !wrap;
    let mask = if too_large { 0 } else { u32::MAX << b1 };
    let sign = b1 != 0 && !too_large && signed && a >> ((b1 - 1) & 31) & 1 == 1;
    (a & !mask) | if sign { mask } else { 0 }
}

/// `popc`.
#[inline]
pub fn popc(a: u64, bits: u32) -> u64 {
    (a & mask(bits)).count_ones() as u64
}

/// `clz`.
#[inline]
pub fn clz(a: u64, bits: u32) -> u64 {
    let v = a & mask(bits);
    (v.leading_zeros() - (64 - bits)) as u64
}

/// `brev`.
#[inline]
pub fn brev(a: u64, bits: u32) -> u64 {
    (a & mask(bits)).reverse_bits() >> (64 - bits)
}

/// `bfind{.shiftamt}`: position of the most significant non-sign bit, or all ones if
/// there is none; `.shiftamt` returns `bits-1-pos` instead.
#[inline]
pub fn bfind(a: u64, bits: u32, signed: bool, shiftamt: bool) -> u64 {
    let mut v = a & mask(bits);
    if signed && (v >> (bits - 1)) & 1 == 1 {
        v = !v & mask(bits);
    }
    if v == 0 {
        return 0xFFFF_FFFF;
    }
    let pos = 63 - v.leading_zeros() as u64;
    if shiftamt {
        bits as u64 - 1 - pos
    } else {
        pos
    }
}

/// `bfi d, a, b, c, d`: insert the low `len` bits of `a` into `b` at `pos`
/// (pos = c & 0xff, len = d & 0xff; fields past the msb are cut off).
#[inline]
pub fn bfi(a: u64, b: u64, pos: u32, len: u32, bits: u32) -> u64 {
    let (pos, len) = (pos & 0xff, len & 0xff);
    if len == 0 || pos >= bits {
        return b & mask(bits);
    }
    let len = len.min(bits - pos);
    let m = mask(len) << pos;
    ((b & !m) | ((a << pos) & m)) & mask(bits)
}

/// `shl` (shift amounts >= width give 0).
#[inline]
pub fn shl(a: u64, n: u32, bits: u32) -> u64 {
    if n >= bits {
        0
    } else {
        (a << n) & mask(bits)
    }
}

/// `shr` (logical for .u/.b, arithmetic for .s; amounts >= width clamp).
#[inline]
pub fn shr(a: u64, n: u32, bits: u32, signed: bool) -> u64 {
    if signed {
        let s = extend(a, bits, true) as i64;
        ((s >> n.min(63).min(bits - 1)) as u64) & mask(bits)
    } else if n >= bits {
        0
    } else {
        (a & mask(bits)) >> n
    }
}

/// `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c`: funnel shift of the 64-bit value b:a.
#[inline]
pub fn shf(a: u32, b: u32, c: u32, left: bool, wrap: bool) -> u32 {
    let n = if wrap { c & 31 } else { c.min(32) };
    let v = ((b as u64) << 32) | a as u64;
    if left {
        ((v << n) >> 32) as u32
    } else {
        (v >> n) as u32
    }
}

/// `prmt.b32 d, a, b, c{.mode}`: byte permute of the 8 bytes {b, a}.
pub fn prmt(a: u32, b: u32, c: u32, mode: PrmtMode) -> u32 {
    let bytes = ((b as u64) << 32) | a as u64;
    let byte = |i: u32| ((bytes >> (8 * (i & 7))) & 0xFF) as u32;
    let sel: [u32; 4] = match mode {
        PrmtMode::Default => {
            let mut out = 0u32;
            for k in 0..4 {
                let s = (c >> (4 * k)) & 0xF;
                let mut v = byte(s & 7);
                if s & 8 != 0 {
                    // replicate the sign bit of the selected byte
                    v = if v & 0x80 != 0 { 0xFF } else { 0 };
                }
                out |= v << (8 * k);
            }
            return out;
        }
        PrmtMode::F4e => {
            let s = c & 3;
            [s, s + 1, s + 2, s + 3]
        }
        // PTX table for b4e, d.b3..d.b0 by c[1:0]: 5670, 6701, 7012, 0123.
        PrmtMode::B4e => {
            let s = c & 3;
            [s, (s + 7) & 7, (s + 6) & 7, (s + 5) & 7]
        }
        PrmtMode::Rc8 => {
            let s = c & 3;
            [s, s, s, s]
        }
        PrmtMode::Ecl => match c & 3 {
            0 => [0, 1, 2, 3],
            1 => [1, 1, 2, 3],
            2 => [2, 2, 2, 3],
            _ => [3, 3, 3, 3],
        },
        PrmtMode::Ecr => match c & 3 {
            0 => [0, 0, 0, 0],
            1 => [0, 1, 1, 1],
            2 => [0, 1, 2, 2],
            _ => [0, 1, 2, 3],
        },
        PrmtMode::Rc16 => {
            if c & 1 == 0 {
                [0, 1, 0, 1]
            } else {
                [2, 3, 2, 3]
            }
        }
    };
    sel.iter()
        .enumerate()
        .fold(0u32, |acc, (k, &s)| acc | (byte(s) << (8 * k)))
}

/// Integer comparison of `setp`/`slct` (signed or unsigned per type).
#[inline]
pub fn compare(a: u64, b: u64, bits: u32, signed: bool, cmp: crate::ir::Cmp) -> bool {
    use crate::ir::Cmp::*;
    let (x, y) = (val(a, bits, signed), val(b, bits, signed));
    let (ux, uy) = (zx(a, bits), zx(b, bits));
    match cmp {
        Eq => x == y,
        Ne => x != y,
        Lt => x < y,
        Le => x <= y,
        Gt => x > y,
        Ge => x >= y,
        Lo => ux < uy,
        Ls => ux <= uy,
        Hi => ux > uy,
        Hs => ux >= uy,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mul_modes() {
        assert_eq!(mul(0xFFFF_FFFF, 2, 32, false, MulMode::Hi), 1);
        assert_eq!(mul(0xFFFF_FFFF, 2, 32, true, MulMode::Hi), 0xFFFF_FFFF);
        assert_eq!(
            mul(0xFFFF_FFFF, 2, 32, true, MulMode::Wide),
            0xFFFF_FFFF_FFFF_FFFE
        );
        assert_eq!(mul(0xFFFF_FFFF, 2, 32, false, MulMode::Wide), 0x1_FFFF_FFFE);
        assert_eq!(
            mul(u64::MAX, u64::MAX, 64, false, MulMode::Hi),
            u64::MAX - 1
        );
    }

    #[test]
    fn div_rem_edges() {
        assert_eq!(div(7, 0, 32, false), 0xFFFF_FFFF);
        assert_eq!(rem(7, 0, 32, false), 7);
        assert_eq!(div(0x8000_0000, 0xFFFF_FFFF, 32, true), 0x8000_0000);
        assert_eq!(
            rem((-7i32) as u32 as u64, 2, 32, true),
            (-1i32) as u32 as u64
        );
    }

    #[test]
    fn bits_ops() {
        assert_eq!(clz(1, 32), 31);
        assert_eq!(clz(0, 32), 32);
        assert_eq!(brev(1, 32), 0x8000_0000);
        assert_eq!(popc(0xFF, 32), 8);
        assert_eq!(bfind(0x10, 32, false, false), 4);
        assert_eq!(bfind(0, 32, false, false), 0xFFFF_FFFF);
        assert_eq!(bfind(0xFFFF_FFFF, 32, true, false), 0xFFFF_FFFF);
        assert_eq!(bfind(0x10, 32, false, true), 27);
        assert_eq!(bfi(0xF, 0, 4, 4, 32), 0xF0);
        assert_eq!(bfi(0xFF, 0, 28, 8, 32), 0xF000_0000);
        assert_eq!(shf(0x8000_0000, 1, 1, true, true), 3);
        assert_eq!(shf(1, 2, 1, false, false), 0);
        assert_eq!(shf(0, 1, 32, false, false), 1);
        assert_eq!(shf(0, 1, 33, false, true), 0x8000_0000);
        assert_eq!(shr(0x8000_0000, 40, 32, true), 0xFFFF_FFFF);
        assert_eq!(shl(1, 32, 32), 0);
    }

    #[test]
    fn prmt_generic() {
        // LLVM test: prmt.b32 r, a, 0, 0x2301 swaps byte pairs.
        assert_eq!(prmt(0x44332211, 0, 0x2301, PrmtMode::Default), 0x33441122);
        assert_eq!(
            prmt(0x44332211, 0x88776655, 0x7654, PrmtMode::Default),
            0x88776655
        );
        assert_eq!(prmt(0x00000080, 0, 0x8888, PrmtMode::Default), 0xFFFFFFFF);
        assert_eq!(prmt(0x44332211, 0, 1, PrmtMode::Rc8), 0x22222222);
        // b4e (reviewed against the PTX table): a=0x04030201, b=0x08070605.
        let (a, b) = (0x04030201, 0x08070605);
        assert_eq!(prmt(a, b, 0, PrmtMode::B4e), 0x06070801);
        assert_eq!(prmt(a, b, 1, PrmtMode::B4e), 0x07080102);
        assert_eq!(prmt(a, b, 2, PrmtMode::B4e), 0x08010203);
        assert_eq!(prmt(a, b, 3, PrmtMode::B4e), 0x01020304);
    }

    #[test]
    fn sat_add() {
        assert_eq!(add(0x7FFF_FFFF, 1, 32, true, true), 0x7FFF_FFFF);
        assert_eq!(add(0x8000_0000, 0xFFFF_FFFF, 32, true, true), 0x8000_0000);
        assert_eq!(sub(0x8000_0000, 1, 32, true, true), 0x8000_0000);
        // Unsigned saturation (AMD `clamp` on u32 add/sub).
        assert_eq!(add(0xFFFF_FFFF, 2, 32, false, true), 0xFFFF_FFFF);
        assert_eq!(sub(1, 2, 32, false, true), 0);
        assert_eq!(sub(1, 2, 32, false, false), 0xFFFF_FFFF);
    }
}
