//! Semantic functions of the operation table (`ir::op`), one per row: each applies a
//! pure lane function from `func::{int,float,cvt,...}` over the executing lanes of a
//! warp. Grouped by concern: arithmetic and logic, memory, control flow, warp-level
//! exchange.

mod alu;
mod amd_movrel;
mod amd_ops;
mod async_copy;
mod async_store;
mod bits;
pub mod buffer;
mod bulk_reduce;
mod cache_hint;
mod clc_ops;
mod cluster;
mod compare;
mod convert;
mod ctrl;
mod matrix_ops;
mod mbarrier;
mod mem;
mod mfma_ops;
mod printf_ops;
mod rdna_wmma_ops;
mod tcgen05_ops;
mod tensormap;
mod tma;
mod warp_ops;
mod wave_frags;
mod wgmma_ops;
mod wmma_ops;

pub use alu::*;
pub use amd_movrel::{gpr_idx, movrel};
pub use amd_ops::*;
pub use async_copy::*;
pub use async_store::*;
pub use bits::*;
pub use bulk_reduce::*;
pub use cache_hint::*;
pub use clc_ops::*;
pub use cluster::*;
pub use compare::*;
pub use convert::*;
pub use ctrl::*;
pub use matrix_ops::*;
pub use mbarrier::*;
pub use mem::*;
pub use mfma_ops::*;
pub use printf_ops::*;
pub use rdna_wmma_ops::*;
pub use tcgen05_ops::*;
pub use tensormap::*;
pub use tma::*;
pub use warp_ops::*;
pub use wgmma_ops::*;
pub use wmma_ops::*;

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

/// Each lane's value of source `k` of `i` (`dflt` when the operand is absent).
#[inline]
pub(crate) fn src_lanes<M: Memory>(
    c: &Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    k: usize,
    dflt: u64,
) -> LaneVals {
    let mut v: LaneVals = [dflt; 64];
    if i.src[k] != Operand::None {
        rd(c, w, &i.src[k], &mut v);
    }
    v
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
    if let (Some(a), Some((d, m))) = (direct(i, 0, w), direct_dst(i, w)) {
        for l in LaneMask(mask).iter() {
            w.regs[d + l] = f(a.at(&w.regs, l)) & m;
        }
        return;
    }
    let mut a: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    src_mods(i, 0, &mut a, w.width);
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
    if let (Some(a), Some(b), Some((d, m))) = (direct(i, 0, w), direct(i, 1, w), direct_dst(i, w)) {
        for l in LaneMask(mask).iter() {
            w.regs[d + l] = f(a.at(&w.regs, l), b.at(&w.regs, l)) & m;
        }
        return;
    }
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    src_mods(i, 0, &mut a, w.width);
    src_mods(i, 1, &mut b, w.width);
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
    if let (Some(a), Some(b), Some(e), Some((d, m))) = (
        direct(i, 0, w),
        direct(i, 1, w),
        direct(i, 2, w),
        direct_dst(i, w),
    ) {
        for l in LaneMask(mask).iter() {
            let r = &w.regs;
            w.regs[d + l] = f(a.at(r, l), b.at(r, l), e.at(r, l)) & m;
        }
        return;
    }
    let mut a: LaneVals = [0; 64];
    let mut b: LaneVals = [0; 64];
    let mut d: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut b);
    rd(c, w, &i.src[2], &mut d);
    src_mods(i, 0, &mut a, w.width);
    src_mods(i, 1, &mut b, w.width);
    src_mods(i, 2, &mut d, w.width);
    for l in LaneMask(mask).iter() {
        a[l] = f(a[l], b[l], d[l]);
    }
    w.write(&i.dst[0], mask, &a);
}

/// A source the map functions read in place, lane by lane, instead of copying it
/// into a lane array first (the common register/immediate operands: a 512-byte
/// zeroing and copy per operand saved on every ALU instruction). Each lane reads
/// and writes only its own index, so reading in place while writing the
/// destination gives what reading everything first gives, even when the
/// destination is a source.
#[derive(Clone, Copy)]
pub(crate) enum Direct {
    /// The register's first lane in `Warp::regs`.
    Row(usize),
    Imm(u64),
}

impl Direct {
    #[inline]
    pub(crate) fn at(self, regs: &[u64], lane: usize) -> u64 {
        match self {
            Direct::Row(base) => regs[base + lane],
            Direct::Imm(v) => v,
        }
    }
}

/// Source `k` as a `Direct` read, when it is a register or an immediate without
/// source modifiers (what `Warp::read` + `src_mods` would give unchanged).
#[inline]
pub(crate) fn direct(i: &Inst, k: usize, w: &Warp) -> Option<Direct> {
    if (i.mods.src_abs | i.mods.src_neg) & (1u8 << k) != 0 {
        return None;
    }
    match *i.src.get(k)? {
        Operand::Reg(r) => Some(Direct::Row(r.slot as usize * w.width as usize)),
        Operand::Imm(v) => Some(Direct::Imm(v)),
        _ => None,
    }
}

/// The destination as (first lane in `Warp::regs`, value mask), when it is a plain
/// register (what `Warp::write` writes lane by lane).
#[inline]
fn direct_dst(i: &Inst, w: &Warp) -> Option<(usize, u64)> {
    match *i.dst.first()? {
        Operand::Reg(r) => Some((
            r.slot as usize * w.width as usize,
            if r.bits >= 64 {
                u64::MAX
            } else {
                (1u64 << r.bits) - 1
            },
        )),
        _ => None,
    }
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

/// Apply source `k`'s floating-point modifiers (AMD VOP3 `|x|` then `-x`) to the lane
/// values, at the sign bit of the source's width (`half_src` / `sub_wide_src`).
#[inline]
pub(crate) fn src_mods(i: &Inst, k: usize, v: &mut LaneVals, width: u32) {
    let bit = 1u8 << k;
    if (i.mods.src_abs | i.mods.src_neg) & bit == 0 {
        return;
    }
    // The source's own width decides (a conversion's source differs from its type).
    let sign = if i.mods.half_src & bit != 0 {
        1u64 << 15
    } else if i.mods.sub_wide_src & bit != 0 {
        1u64 << 63
    } else {
        1u64 << 31
    };
    for x in v[..width as usize].iter_mut() {
        if i.mods.src_abs & bit != 0 {
            *x &= !sign;
        }
        if i.mods.src_neg & bit != 0 {
            *x ^= sign;
        }
    }
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
