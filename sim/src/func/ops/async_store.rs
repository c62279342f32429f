//! `st.async` and `red.async` (PTX ISA 8.1, sm_90): a store or a reduction into the
//! shared memory of a CTA of the cluster that, once performed, completes its bytes on
//! an mbarrier of that CTA (`[a], b, [mbar]`, `.mbarrier::complete_tx::bytes`, the
//! default); and sm_100's `.release` forms, a store or an add to global memory with no
//! mbarrier (`[a], b`). Each runs as the plain `st`/`red` of its operands, then the
//! complete-tx of `size x vector` bytes per lane on the mbarrier, so the timing
//! engine performs a remote pair in issue order at the exchange as it does `st`/`red`
//! and `mbarrier.complete_tx` on `.shared::cluster` addresses.
//!
//! Where the ISA leaves a use undefined the lane faults: a generic address outside
//! the shared window; the destination and the mbarrier in different CTAs; `red.async` into the executing CTA's own shared memory
//! ("The CTA to which they belong is different from the CTA of the executing thread").

use super::super::exec::{Ctx, ExecError, ExecResult};
use super::super::mask::LaneMask;
use super::super::memory::Memory;
use super::super::warp::Warp;
use super::cluster::shared_operand;
use super::mbarrier::{each_update, MbarUpdate};
use super::mem::{operand_addresses, red, remote_of, st};
use crate::ir::{Inst, Op, Operand};

pub fn st_async<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    pc: u32,
) -> ExecResult {
    then_complete(c, w, i, m, pc, Op::St)
}

pub fn red_async<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    pc: u32,
) -> ExecResult {
    then_complete(c, w, i, m, pc, Op::Red)
}

/// The plain access (`dst[0]` = `[a]`, `src[0]` = `b`), then the complete-tx on the
/// mbarrier `src[1]` (none in the `.release` global forms).
fn then_complete<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    pc: u32,
    plain_op: Op,
) -> ExecResult {
    let bar = i.src[1];
    let mut plain = *i;
    plain.op = plain_op;
    plain.src[1] = Operand::None;
    if bar != Operand::None {
        same_cta(c, w, i, m, &bar, plain_op == Op::Red)?;
    }
    let flow = if plain_op == Op::St {
        st(c, w, &plain, m, pc)?
    } else {
        red(c, w, &plain, m, pc)?
    };
    if bar != Operand::None {
        let bytes = i.ty.bytes() as i64 * i.mods.vec.max(1) as i64;
        each_update(c, w, i, m, &bar, |_| MbarUpdate::Tx { delta: -bytes })?;
    }
    Ok(flow)
}

/// Each lane's destination and mbarrier must be in one CTA (another one than the
/// executing CTA for `red.async`).
fn same_cta<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &Warp,
    i: &Inst,
    m: u64,
    bar: &Operand,
    other: bool,
) -> Result<(), ExecError> {
    let (da, ba) = (
        operand_addresses(w, i, &i.dst[0])?,
        operand_addresses(w, i, bar)?,
    );
    let what = i.op.name();
    for l in LaneMask(m).iter() {
        shared_operand(i, da[l], l, what)?;
        shared_operand(i, ba[l], l, what)?;
        let cta =
            |c: &Ctx<'_, M>, x: u64| remote_of(c, w, i.mods.space, x, l).map(|r| r.map(|r| r.0));
        let (dc, bc) = (cta(c, da[l])?, cta(c, ba[l])?);
        let fault = if dc != bc {
            Some(format!(
                "{what}: destination {:#x} and mbarrier {:#x} are in different CTAs",
                da[l], ba[l]
            ))
        } else if other && dc.is_none() {
            Some(format!(
                "{what}: destination {:#x} is in the executing CTA's own shared memory (the ISA requires another CTA of the cluster)",
                da[l]
            ))
        } else {
            None
        };
        if let Some(f) = fault {
            return Err(ExecError::new(Some(l as u32), f));
        }
    }
    Ok(())
}
