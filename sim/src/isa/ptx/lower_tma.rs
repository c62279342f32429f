//! The operands of `cp.async.bulk.tensor` (PTX ISA, "cp.async.bulk.tensor"), tiled
//! mode: `[dstMem], [tensorMap, {coords}], [mbar]{, cache-policy}` (global to shared)
//! or `[tensorMap, {coords}], [srcMem]{, cache-policy}` (shared to global). Lowered as
//! `src[0]` = the tensor map's (generic) address, `src[1]` = the coordinates (one
//! `.b32` register or constant per dimension), `src[2]` = the mbarrier or the shared
//! source, and for a load `dst[0]` = the shared destination and with
//! `.multicast::cluster` `src[3]` = the 16-bit `ctaMask`; the cache policy is checked
//! as a `.b64` and dropped (no L2 eviction priorities are modelled).

use super::ast::Raw;
use super::form::Form;
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope};
use super::table::Slot;
use crate::error::{ParseError, Pos};
use crate::ir::{Inst, Space, Ty};

/// Resolve the operands into `inst` (see the module doc); the rule
/// (`row_rules::cp_async_bulk_tensor`) already checked the form and the count.
pub fn tensor_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let store = form.words.iter().any(|(_, w)| w == "bulk_group");
    let dims = form
        .words
        .iter()
        .find_map(|(_, w)| match w.as_str() {
            "1d" => Some(1),
            "2d" => Some(2),
            "3d" => Some(3),
            "4d" => Some(4),
            "5d" => Some(5),
            _ => None,
        })
        .ok_or_else(|| p.err(mpos, format!("`{}`: the dimension is missing", form.key)))?;
    let t = if store { 0 } else { 1 };
    let Some(Raw::Tensor(map, coords, tpos)) = ops.get(t) else {
        let found = ops.get(t).map_or(String::new(), |r| r.describe());
        return Err(p.err(
            ops.get(t).map_or(mpos, |r| r.pos()),
            format!(
                "`{}`: operand {} must be the tensor `[tensorMap, {{coordinates}}]`, found `{found}`",
                form.key,
                t + 1
            ),
        ));
    };
    if coords.len() != dims {
        return Err(p.err(
            *tpos,
            format!(
                "`{}`: a {dims}d copy takes {dims} coordinate(s), found {}",
                form.key,
                coords.len()
            ),
        ));
    }
    let op = form.row.op;
    let one = |fc: &mut FuncCtx, raw: &Raw, slot: Slot, ty: Ty| {
        let want = Want { ty, relaxed: false };
        lower_operand(p, fc, raw, slot, want, false, op).map(|(o, _)| o)
    };
    inst.src[0] = one(fc, map, Slot::M, Ty::B32)?;
    inst.src[1] = one(fc, &Raw::Vec(coords.clone(), *tpos), Slot::V, Ty::B32)?;
    if store {
        inst.src[2] = one(fc, &ops[1], Slot::M, Ty::B32)?;
    } else {
        inst.dst[0] = one(fc, &ops[0], Slot::M, Ty::B32)?;
        inst.src[2] = one(fc, &ops[2], Slot::M, Ty::B32)?;
    }
    let multicast = form.words.iter().any(|(_, w)| w == "multicast::cluster");
    if multicast {
        inst.src[3] = one(fc, &ops[3], Slot::S, Ty::B16)?;
    }
    // The cache policy: checked, then dropped.
    let hint = if store { 2 } else { 3 + multicast as usize };
    if let Some(h) = ops.get(hint) {
        one(fc, h, Slot::S, Ty::B64)?;
    }
    let kind = if store {
        crate::ir::amd::MemEvent::BulkStore
    } else {
        crate::ir::amd::MemEvent::AsyncBulk
    };
    inst.mods.defer = kind.defer();
    // The tensor copy engine moves data between the L2 and shared memory: no L1
    // lines are allocated [model].
    inst.mods.l1_bypass = true;
    Ok(())
}

/// The operands of `cp.reduce.async.bulk` (PTX ISA, "cp.reduce.async.bulk"): `[dst],
/// [src], size` and then `[mbar]` (to another CTA's shared memory) or a cache policy
/// (to global memory, `.L2::cache_hint`). Lowered as `dst[0]` = the destination,
/// `src[0]` = the shared source, `src[1]` = the size, `src[2]` = the mbarrier; the
/// destination's space is `mods.space`, the completion its event kind (as
/// `cp.async.bulk`'s).
pub fn reduce_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let has = |w: &str| form.words.iter().any(|(_, x)| x == w);
    let op = form.row.op;
    let one = |fc: &mut FuncCtx, raw: &Raw, slot: Slot, ty: Ty| {
        let want = Want { ty, relaxed: false };
        lower_operand(p, fc, raw, slot, want, false, op).map(|(o, _)| o)
    };
    if ops.len() < 3 {
        return Err(p.err(mpos, format!("`{}` takes [dst], [src], size", form.key)));
    }
    inst.dst[0] = one(fc, &ops[0], Slot::M, Ty::B32)?;
    inst.src[0] = one(fc, &ops[1], Slot::M, Ty::B32)?;
    inst.src[1] = one(fc, &ops[2], Slot::S, Ty::B32)?;
    let global = has("global");
    if let Some(fourth) = ops.get(3) {
        if global {
            // The cache policy: checked, then dropped.
            one(fc, fourth, Slot::S, Ty::B64)?;
        } else {
            inst.src[2] = one(fc, fourth, Slot::M, Ty::B32)?;
        }
    }
    inst.mods.space = if global { Space::Global } else { Space::Shared };
    let kind = if global {
        crate::ir::amd::MemEvent::BulkStore
    } else {
        crate::ir::amd::MemEvent::AsyncBulk
    };
    inst.mods.defer = kind.defer();
    inst.mods.l1_bypass = true;
    Ok(())
}
