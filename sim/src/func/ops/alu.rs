//! Arithmetic semantics: add, subtract, multiply (and their carry forms), divide,
//! min/max, the float unary functions, `mov` (bits and logic are `bits.rs`, comparisons
//! `compare.rs`, conversions `convert.rs`).

use super::{map1, map2, map3, rd, unsupported};
use crate::func::exec::{Ctx, ExecResult, Flow};
use crate::func::float::{self, FMode, Transc};
use crate::func::half;
use crate::func::int;
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::types::extend;
use crate::ir::{Inst, MulMode, Operand, Sub, Ty};

type R = ExecResult;
const NEXT: R = Ok(Flow::Next);

/// Float modifiers of an instruction: its own (PTX), or the wave's MODE register for
/// AMD instructions (round mode and denormal flushing; IEEE NaN propagation).
#[inline]
pub(super) fn fm(i: &Inst, w: &Warp) -> FMode {
    if !i.mods.dyn_mode {
        return FMode::new(i.mods.rnd, i.mods.ftz, i.mods.sat);
    }
    // f16 shares the f64 rounding and denormal fields of MODE.
    crate::func::amd::valu_fmode(w.mode, matches!(i.ty, Ty::F64 | Ty::F16), i.mods.sat)
}

/// An `.f32x2` result (PTX ISA, add/sub/mul/fma `.f32x2`): `f(k)` is the f32 operation
/// on the operands' 32-bit halves starting at bit `k`, the low word first.
#[inline]
fn f32_halves(f: impl Fn(u32) -> u32) -> u64 {
    (f(32) as u64) << 32 | f(0) as u64
}

macro_rules! float_or_int2 {
    ($c:ident, $w:ident, $i:ident, $m:ident, f32: $f32:expr, f64: $f64:expr, int: $int:expr) => {{
        let t = $i.ty;
        let mode = fm($i, $w);
        let _ = mode;
        match t {
            Ty::F32 => {
                let f: fn(u32, u32, FMode) -> u32 = $f32;
                map2($c, $w, $i, $m, |a, b| f(a as u32, b as u32, mode) as u64)
            }
            Ty::F64 => {
                let f: fn(u64, u64, FMode) -> u64 = $f64;
                map2($c, $w, $i, $m, |a, b| f(a, b, mode))
            }
            Ty::F32x2 => {
                let f: fn(u32, u32, FMode) -> u32 = $f32;
                map2($c, $w, $i, $m, |a, b| {
                    f32_halves(|k| f((a >> k) as u32, (b >> k) as u32, mode))
                })
            }
            _ if t.is_int() => {
                let bits = t.bits();
                let signed = t.is_signed();
                let sat = $i.mods.sat;
                let _ = (signed, sat);
                let f = $int;
                map2($c, $w, $i, $m, |a, b| f(a, b, bits, signed, sat))
            }
            _ => return Err(unsupported($i)),
        }
        NEXT
    }};
}

/// The half-precision forms (`.f16`, `.bf16` and `x2`) of add/sub/mul/fma, or `None`
/// for other types.
fn half_arith<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    op: half::Arith,
) -> Option<R> {
    let (k, packed) = half::Kind::of(i.ty)?;
    let (mode, relu) = (fm(i, w), i.mods.relu);
    let f = move |x, y, z| half::arith(k, op, x, y, z, mode, relu);
    if op == half::Arith::Fma {
        map3(c, w, i, m, |a, b, d| half::lanes(packed, a, b, d, f));
    } else {
        map2(c, w, i, m, |a, b| half::lanes(packed, a, b, 0, f));
    }
    Some(NEXT)
}

pub fn add<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    if let Some(r) = half_arith(c, w, i, m, half::Arith::Add) {
        return r;
    }
    float_or_int2!(c, w, i, m, f32: float::add32, f64: float::add64,
        int: |a, b, bits, s, sat| int::add(a, b, bits, s, sat))
}

pub fn sub<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    if let Some(r) = half_arith(c, w, i, m, half::Arith::Sub) {
        return r;
    }
    float_or_int2!(c, w, i, m, f32: float::sub32, f64: float::sub64,
        int: |a, b, bits, s, sat| int::sub(a, b, bits, s, sat))
}

pub fn mul<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    if let Some(r) = half_arith(c, w, i, m, half::Arith::Mul) {
        return r;
    }
    let mode = i.mods.mul;
    float_or_int2!(c, w, i, m, f32: float::mul32, f64: float::mul64,
        int: move |a, b, bits, s, _sat| int::mul(a, b, bits, s, mode))
}

pub fn mad<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let mode = fm(i, w);
    match i.ty {
        Ty::F32 => map3(c, w, i, m, |a, b, d| {
            float::mad32(a as u32, b as u32, d as u32, mode) as u64
        }),
        Ty::F64 => map3(c, w, i, m, |a, b, d| float::fma64(a, b, d, mode)),
        Ty::F32x2 => map3(c, w, i, m, |a, b, d| {
            f32_halves(|k| float::fma32((a >> k) as u32, (b >> k) as u32, (d >> k) as u32, mode))
        }),
        t if t.is_int() => {
            let (bits, s, mm, sat) = (t.bits(), t.is_signed(), i.mods.mul, i.mods.sat);
            map3(c, w, i, m, |a, b, d| int::mad(a, b, d, bits, s, mm, sat))
        }
        _ => return Err(unsupported(i)),
    }
    NEXT
}

pub fn fma<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, pc: u32) -> R {
    if let Some(r) = half_arith(c, w, i, m, half::Arith::Fma) {
        return r;
    }
    mad(c, w, i, m, pc)
}

pub fn mul24<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (s, hi) = (i.ty.is_signed(), i.mods.mul == MulMode::Hi);
    map2(c, w, i, m, |a, b| int::mul24(a, b, s, hi));
    NEXT
}

pub fn mad24<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (s, hi, sat) = (i.ty.is_signed(), i.mods.mul == MulMode::Hi, i.mods.sat);
    map3(c, w, i, m, |a, b, d| {
        let p = int::mul24(a, b, s, hi);
        if sat {
            // mad24.hi.sat.s32: the 32-bit signed sum saturates (PTX ISA, mad24).
            let sum = (p as u32 as i32 as i64) + (d as u32 as i32 as i64);
            sum.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32 as u64
        } else {
            p.wrapping_add(d) & 0xFFFF_FFFF
        }
    });
    NEXT
}

pub fn div<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let mode = fm(i, w);
    match i.ty {
        Ty::F32 if i.mods.approx => map2(c, w, i, m, |a, b| {
            float::div32_approx(a as u32, b as u32, mode) as u64
        }),
        Ty::F32 => map2(c, w, i, m, |a, b| {
            float::div32_rn(a as u32, b as u32, mode) as u64
        }),
        Ty::F64 => map2(c, w, i, m, |a, b| float::div64(a, b, mode)),
        t if t.is_int() => {
            let (bits, s) = (t.bits(), t.is_signed());
            map2(c, w, i, m, |a, b| int::div(a, b, bits, s))
        }
        _ => return Err(unsupported(i)),
    }
    NEXT
}

pub fn rem<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (bits, s) = (i.ty.bits(), i.ty.is_signed());
    map2(c, w, i, m, |a, b| int::rem(a, b, bits, s));
    NEXT
}

pub fn abs<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let ftz = i.mods.ftz;
    match i.ty {
        Ty::F32 => map1(c, w, i, m, |a| float::abs32(a as u32, ftz) as u64),
        Ty::F64 => map1(c, w, i, m, |a| a & 0x7FFF_FFFF_FFFF_FFFF),
        t if half::Kind::of(t).is_some() => half_sign(c, w, i, m, 0x7FFF, 0),
        t => {
            let bits = t.bits();
            map1(c, w, i, m, |a| int::abs(a, bits))
        }
    }
    NEXT
}

pub fn neg<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let ftz = i.mods.ftz;
    match i.ty {
        Ty::F32 => map1(c, w, i, m, |a| float::neg32(a as u32, ftz) as u64),
        Ty::F64 => map1(c, w, i, m, |a| a ^ 0x8000_0000_0000_0000),
        t if half::Kind::of(t).is_some() => half_sign(c, w, i, m, 0xFFFF, 0x8000),
        t => {
            let bits = t.bits();
            map1(c, w, i, m, |a| int::neg(a, bits))
        }
    }
    NEXT
}

/// abs/neg of halves: `(x & keep) ^ flip` on each (ftz first).
fn half_sign<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, keep: u16, flip: u16) {
    let Some((k, packed)) = half::Kind::of(i.ty) else {
        return;
    };
    let ftz = i.mods.ftz;
    map1(c, w, i, m, |a| {
        half::lanes(packed, a, 0, 0, |x, _, _| {
            (if ftz { k.ftz(x) } else { x } & keep) ^ flip
        })
    });
}

fn minmax<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, max: bool) -> R {
    let (nan, ftz, relu, xs) = (i.mods.nan, i.mods.ftz, i.mods.relu, i.mods.xorsign);
    match i.ty {
        Ty::F32 if xs => map2(c, w, i, m, |a, b| {
            float::minmax32_xorsign(a as u32, b as u32, max, nan, ftz) as u64
        }),
        Ty::F32 => map2(c, w, i, m, |a, b| {
            float::minmax32(a as u32, b as u32, max, nan, ftz) as u64
        }),
        Ty::F64 => map2(c, w, i, m, |a, b| float::minmax64(a, b, max, nan)),
        t if half::Kind::of(t).is_some() => {
            let Some((k, packed)) = half::Kind::of(t) else {
                return Err(unsupported(i));
            };
            map2(c, w, i, m, |a, b| {
                half::lanes(packed, a, b, 0, |x, y, _| {
                    if xs {
                        half::minmax_xorsign(k, x, y, max, nan, ftz)
                    } else {
                        half::minmax(k, x, y, max, nan, ftz)
                    }
                })
            })
        }
        t if t.is_int() => {
            let (bits, s) = (t.bits(), t.is_signed());
            map2(c, w, i, m, |a, b| int::minmax(a, b, bits, s, max, relu))
        }
        _ => return Err(unsupported(i)),
    }
    NEXT
}

pub fn min<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    minmax(c, w, i, m, false)
}

pub fn max<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    minmax(c, w, i, m, true)
}

pub fn sad<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (bits, s) = (i.ty.bits(), i.ty.is_signed());
    map3(c, w, i, m, |a, b, d| int::sad(a, b, d, bits, s));
    NEXT
}

pub fn mov<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    match (i.dst[0], i.src[0]) {
        // mov.b128's halves, one for one (all read before any is written).
        (Operand::Vec { start: ds, len: 2 }, Operand::Vec { start: ss, len: 2 }) => {
            let mut v: [LaneVals; 2] = [[0; 64]; 2];
            for (k, vals) in v.iter_mut().enumerate() {
                rd(c, w, &c.prog.vec_elems[ss as usize + k], vals);
            }
            for (k, vals) in v.iter().enumerate() {
                let d = c.prog.vec_elems[ds as usize + k];
                for l in LaneMask(m).iter() {
                    w.write_lane(&d, l as u32, vals[l]);
                }
            }
        }
        (Operand::Vec { start, len }, src) => {
            // Unpack: element k takes bits [k*eb, (k+1)*eb) of the source.
            let mut a: LaneVals = [0; 64];
            rd(c, w, &src, &mut a);
            let eb = i.ty.bits() / len as u32;
            let emask = if eb >= 64 { u64::MAX } else { (1u64 << eb) - 1 };
            for k in 0..len as u32 {
                let d = c.prog.vec_elems[(start + k) as usize];
                for l in LaneMask(m).iter() {
                    w.write_lane(&d, l as u32, (a[l] >> (k * eb)) & emask);
                }
            }
        }
        (_, Operand::Vec { start, len }) => {
            let eb = i.ty.bits() / len as u32;
            let emask = if eb >= 64 { u64::MAX } else { (1u64 << eb) - 1 };
            let mut acc: LaneVals = [0; 64];
            let mut e: LaneVals = [0; 64];
            for k in 0..len as u32 {
                let s = c.prog.vec_elems[(start + k) as usize];
                rd(c, w, &s, &mut e);
                for l in LaneMask(m).iter() {
                    acc[l] |= (e[l] & emask) << (k * eb);
                }
            }
            w.write(&i.dst[0], m, &acc);
        }
        _ => map1(c, w, i, m, |a| a),
    }
    NEXT
}

fn unary_float<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    f32f: impl Fn(u32, FMode) -> u32,
    f64f: impl Fn(u64, FMode) -> u64,
) -> R {
    let mode = fm(i, w);
    match i.ty {
        Ty::F32 => map1(c, w, i, m, |a| f32f(a as u32, mode) as u64),
        Ty::F64 => map1(c, w, i, m, |a| f64f(a, mode)),
        _ => return Err(unsupported(i)),
    }
    NEXT
}

pub fn rcp<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let approx_ftz64 = i.mods.approx && i.mods.ftz;
    unary_float(c, w, i, m, float::rcp32, move |a, md| {
        if approx_ftz64 {
            float::rcp64_approx_ftz(a)
        } else {
            float::rcp64(a, md)
        }
    })
}

pub fn sqrt<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    unary_float(c, w, i, m, float::sqrt32, float::sqrt64)
}

pub fn rsqrt<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    unary_float(c, w, i, m, float::rsqrt32, |a, md| {
        float::rsqrt64(a, md.ftz)
    })
}

fn transc<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, f: Transc) -> R {
    if let Some((k, packed)) = half::Kind::of(i.ty) {
        let ftz = i.mods.ftz;
        map1(c, w, i, m, |a| {
            half::lanes(packed, a, 0, 0, |x, _, _| half::transc(k, f, x, ftz))
        });
        return NEXT;
    }
    unary_float(c, w, i, m, |a, md| float::transc32(f, a, md), |a, _| a)
}

pub fn ex2<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    transc(c, w, i, m, Transc::Ex2)
}

pub fn lg2<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    transc(c, w, i, m, Transc::Lg2)
}

pub fn sin<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    transc(c, w, i, m, Transc::Sin)
}

pub fn cos<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    transc(c, w, i, m, Transc::Cos)
}

pub fn tanh<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    transc(c, w, i, m, Transc::Tanh)
}

pub fn copysign<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    // copysign d, a, b: magnitude of b, sign of a.
    let sign = if i.ty == Ty::F64 {
        1u64 << 63
    } else {
        1u64 << 31
    };
    map2(c, w, i, m, |a, b| (b & !sign) | (a & sign));
    NEXT
}

pub fn testp<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::Testp(prop) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let is64 = i.ty == Ty::F64;
    map1(c, w, i, m, |a| {
        let (x, sub) = if is64 {
            let x = f64::from_bits(a);
            (x, x.is_subnormal())
        } else {
            let x = f32::from_bits(a as u32);
            (x as f64, x.is_subnormal())
        };
        float::testp(x, sub, prop) as u64
    });
    NEXT
}

#[inline]
pub fn ext(v: u64, t: Ty) -> u64 {
    extend(v, t.bits(), t.is_signed())
}

/// Add with carry: `d = a + b + cin`; `dst[1]` (if any) receives the carry out and
/// `src[2]` (if any) supplies the carry in. Widths are the instruction type's.
pub fn add_co<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    carry_op(c, w, i, m, false)
}

/// Subtract with borrow: `d = a - b - bin`; `dst[1]` receives the borrow out.
pub fn sub_co<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    carry_op(c, w, i, m, true)
}

/// Multiply-add with carry (`mad.lo.cc`, `madc.hi`, ...): `d = lo/hi(a*b) + c + cin`;
/// `dst[1]` (if any) receives the carry out of the addition, `src[3]` (if any)
/// supplies the carry in (PTX ISA, "Extended-Precision Arithmetic Instructions").
pub fn mad_co<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (bits, mask, signed, mode) = (i.ty.bits(), i.ty.mask(), i.ty.is_signed(), i.mods.mul);
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut d: LaneVals = [0; 64];
    let mut cin: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut d);
    if !matches!(i.src[3], Operand::None) {
        rd(c, w, &i.src[3], &mut cin);
    }
    let mut co: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        let p = int::mul(a[l], b[l], bits, signed, mode) & mask;
        let r = p as u128 + (d[l] & mask) as u128 + (cin[l] & 1) as u128;
        d[l] = r as u64 & mask;
        co[l] = (r >> bits) as u64 & 1;
    }
    w.write(&i.dst[0], m, &d);
    w.write(&i.dst[1], m, &co);
    NEXT
}

fn carry_op<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, sub: bool) -> R {
    let bits = i.ty.bits();
    let mask = i.ty.mask();
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut cin: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    if !matches!(i.src[2], Operand::None) {
        rd(c, w, &i.src[2], &mut cin);
    }
    let mut d: LaneVals = [0; 64];
    let mut co: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        let (x, y, k) = (
            (a[l] & mask) as u128,
            (b[l] & mask) as u128,
            (cin[l] & 1) as u128,
        );
        let (r, out) = if sub {
            let r = x.wrapping_sub(y).wrapping_sub(k);
            (r, (y + k > x) as u64)
        } else {
            let r = x + y + k;
            (r, (r >> bits) as u64 & 1)
        };
        d[l] = r as u64 & mask;
        co[l] = out;
    }
    w.write(&i.dst[0], m, &d);
    w.write(&i.dst[1], m, &co);
    NEXT
}

/// A table-driven lane function (`func::lanefn`): the result goes to `dst[0]`, the
/// function's flag to `dst[1]` (a lane mask or SCC), if present.
pub fn lane_fn<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let Sub::LaneFn(k) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let Some(desc) = crate::func::lanefn::LANE_FNS.get(k as usize) else {
        return Err(unsupported(i));
    };
    let mut x: [LaneVals; 4] = [[0; 64]; 4];
    for (n, (s, v)) in i
        .src
        .iter()
        .zip(x.iter_mut())
        .take(desc.arity as usize)
        .enumerate()
    {
        rd(c, w, s, v);
        super::src_mods(i, n, v, w.width);
    }
    let mut d: LaneVals = [0; 64];
    let mut f: LaneVals = [0; 64];
    let mut args = crate::func::lanefn::LaneArgs {
        mode: w.mode,
        ..Default::default()
    };
    for l in LaneMask(m).iter() {
        args.x = [x[0][l], x[1][l], x[2][l], x[3][l]];
        args.lane = l as u32;
        let (v, flag) = (desc.f)(&args);
        d[l] = v;
        f[l] = flag as u64;
    }
    w.write(&i.dst[0], m, &d);
    w.write(&i.dst[1], m, &f);
    NEXT
}
