//! Semantic functions of the operation table (`ir::op`), one per row: each applies a
//! pure lane function from `func::{int,float,cvt,...}` over the executing lanes of a
//! warp. Grouped by concern: arithmetic and logic, memory, control flow, warp-level
//! exchange.

mod alu;
mod ctrl;
mod mem;
mod warp_ops;

pub use alu::*;
pub use ctrl::*;
pub use mem::*;
pub use warp_ops::*;

use super::exec::{Ctx, ExecError};
use super::mask::LaneMask;
use super::memory::Memory;
use super::warp::{LaneVals, Warp};
use crate::ir::{Inst, Operand};

/// Read a source operand for every lane.
#[inline]
pub(crate) fn rd<M: Memory>(c: &Ctx<'_, M>, w: &Warp, op: &Operand, out: &mut LaneVals) {
    w.read(op, c.li, c.sm, c.clock, out);
}

/// d = f(a) over the executing lanes.
#[inline]
pub(crate) fn map1<M: Memory>(
    c: &Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    mask: u64,
    f: impl Fn(u64) -> u64,
) {
    let mut a: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    for l in LaneMask(mask).iter() {
        a[l] = f(a[l]);
    }
    w.write(&i.dst[0], mask, &a);
}

/// d = f(a, b).
#[inline]
pub(crate) fn map2<M: Memory>(
    c: &Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    mask: u64,
    f: impl Fn(u64, u64) -> u64,
) {
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    for l in LaneMask(mask).iter() {
        a[l] = f(a[l], b[l]);
    }
    w.write(&i.dst[0], mask, &a);
}

/// d = f(a, b, c).
#[inline]
pub(crate) fn map3<M: Memory>(
    c: &Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    mask: u64,
    f: impl Fn(u64, u64, u64) -> u64,
) {
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut d: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut d);
    for l in LaneMask(mask).iter() {
        a[l] = f(a[l], b[l], d[l]);
    }
    w.write(&i.dst[0], mask, &a);
}

/// d = f(a, b, c, e).
#[inline]
pub(crate) fn map4<M: Memory>(
    c: &Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    mask: u64,
    f: impl Fn(u64, u64, u64, u64) -> u64,
) {
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut d: LaneVals = [0; 64];
    let mut e: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut d);
    rd(c, w, &i.src[3], &mut e);
    for l in LaneMask(mask).iter() {
        a[l] = f(a[l], b[l], d[l], e[l]);
    }
    w.write(&i.dst[0], mask, &a);
}

/// The error for a type/modifier combination the front end should have rejected.
#[cold]
pub(crate) fn unsupported(i: &Inst) -> ExecError {
    ExecError::new(
        None,
        format!(
            "internal error: no semantics for {} with type .{} / .{}",
            i.op.name(),
            i.ty.name(),
            i.ty2.name()
        ),
    )
}
