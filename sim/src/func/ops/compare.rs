//! Comparison and selection semantics: `setp`, `set`, `selp`, `slct` (integer and
//! float comparisons, with their boolean combining operation).

use super::{map3, rd};
use crate::func::exec::{Ctx, ExecResult, Flow};
use crate::func::float;
use crate::func::half;
use crate::func::int;
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::{BoolOp, Inst, Operand, Ty};

type R = ExecResult;
const NEXT: R = Ok(Flow::Next);

/// Compare two lane values of type `t` (integer or float).
#[inline]
fn cmp_vals(a: u64, b: u64, t: Ty, cmp: crate::ir::Cmp, ftz: bool) -> bool {
    match t {
        Ty::F32 => {
            let (a, b) = if ftz {
                (float::ftz32(a as u32), float::ftz32(b as u32))
            } else {
                (a as u32, b as u32)
            };
            float::compare(f32::from_bits(a) as f64, f32::from_bits(b) as f64, cmp)
        }
        Ty::F64 => float::compare(f64::from_bits(a), f64::from_bits(b), cmp),
        Ty::F16 | Ty::Bf16 => {
            let k = if t == Ty::F16 {
                half::Kind::F16
            } else {
                half::Kind::Bf16
            };
            let v = |x: u64| {
                let x = x as u16;
                k.to_f64(if ftz { k.ftz(x) } else { x })
            };
            float::compare(v(a), v(b), cmp)
        }
        _ => int::compare(a, b, t.bits(), t.is_signed(), cmp),
    }
}

/// The comparison of `setp`/`set` on every lane of `m` with the sources compared as
/// type `t` (a packed half type: each half), combined with the predicate `c` if any:
/// (low or only result, high result; for a scalar type its complement).
fn compare_lanes<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    m: u64,
    t: Ty,
) -> (LaneVals, LaneVals, bool) {
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut p: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    super::src_mods(i, 0, &mut a, w.width);
    super::src_mods(i, 1, &mut b, w.width);
    let has_c = !matches!(i.src[2], Operand::None);
    if has_c {
        rd(c, w, &i.src[2], &mut p);
    }
    let (cmp, ftz, bop) = (i.mods.cmp, i.mods.ftz, i.mods.boolop);
    let mut d: LaneVals = [0; 64];
    let mut q: LaneVals = [0; 64];
    // setp.f16x2 p|q: p compares the low halves, q the high halves.
    let half2 = match t {
        Ty::F16x2 => Some(Ty::F16),
        Ty::Bf16x2 => Some(Ty::Bf16),
        _ => None,
    };
    for l in LaneMask(m).iter() {
        let cv = p[l] & 1 == 1;
        let comb = |x: bool| -> u64 {
            (match bop {
                BoolOp::None => x,
                BoolOp::And => x && cv,
                BoolOp::Or => x || cv,
                BoolOp::Xor => x ^ cv,
            }) as u64
        };
        let (r, r2) = match half2 {
            Some(h) => (
                cmp_vals(a[l] & 0xFFFF, b[l] & 0xFFFF, h, cmp, ftz),
                cmp_vals(a[l] >> 16 & 0xFFFF, b[l] >> 16 & 0xFFFF, h, cmp, ftz),
            ),
            None => {
                let r = cmp_vals(a[l], b[l], t, cmp, ftz);
                (r, !r)
            }
        };
        d[l] = comb(r);
        q[l] = comb(r2);
    }
    (d, q, half2.is_some())
}

pub fn setp<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (d, q, packed) = compare_lanes(c, w, i, m, i.ty);
    w.write(&i.dst[0], m, &d);
    w.write(
        &i.dst[1],
        m,
        if i.mods.dst_same && !packed { &d } else { &q },
    );
    NEXT
}

/// `set.CmpOp[.BoolOp][.ftz].dtype.stype d, a, b[, {!}c]` (PTX ISA "Comparison and
/// Selection Instructions: set" and "Half Precision Comparison Instructions: set"):
/// true is all ones in an integer destination (per 16-bit half when the source is a
/// packed half type) or 1.0 in a float one, false is 0.
pub fn set<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (lo, hi, packed) = compare_lanes(c, w, i, m, i.ty2);
    let one = |t: bool| -> u64 {
        if !t {
            return 0;
        }
        match i.ty {
            Ty::F32 => 0x3F80_0000,
            Ty::F16 | Ty::F16x2 => 0x3C00,
            Ty::Bf16 | Ty::Bf16x2 => 0x3F80,
            Ty::U16 | Ty::S16 => 0xFFFF,
            _ if packed => 0xFFFF,
            _ => 0xFFFF_FFFF,
        }
    };
    let mut d: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        d[l] = if packed {
            one(lo[l] == 1) | one(hi[l] == 1) << 16
        } else {
            one(lo[l] == 1)
        };
    }
    w.write(&i.dst[0], m, &d);
    NEXT
}

pub fn selp<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    map3(c, w, i, m, |a, b, p| if p & 1 == 1 { a } else { b });
    NEXT
}

pub fn slct<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> R {
    let (ct, ftz) = (i.ty2, i.mods.ftz);
    map3(c, w, i, m, |a, b, s| {
        let pick_a = if ct == Ty::F32 {
            let s = if ftz {
                float::ftz32(s as u32)
            } else {
                s as u32
            };
            f32::from_bits(s) >= 0.0
        } else {
            (s as u32 as i32) >= 0
        };
        if pick_a {
            a
        } else {
            b
        }
    });
    NEXT
}
