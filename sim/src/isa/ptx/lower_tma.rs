//! The operands of `cp.async.bulk.tensor` (PTX ISA, "cp.async.bulk.tensor"):
//! `[dstMem], [tensorMap, {coords}], [mbar]{, cache-policy}` (global to shared)
//! or `[tensorMap, {coords}], [srcMem]{, cache-policy}` (shared to global). Lowered as
//! `src[0]` = the tensor map's (generic) address, `src[1]` = the coordinate list
//! (`.b32` registers or constants: one per dimension, `{column, row0..row3}` for
//! `.tile::gather4`/`.tile::scatter4`, then an `.im2col` load's 16-bit offsets),
//! `src[2]` = the mbarrier or the shared source, and for a load `dst[0]` = the shared
//! destination and with `.multicast::cluster` `src[3]` = the 16-bit `ctaMask`; the
//! load mode is `mods.tensor`; the cache policy is checked as a `.b64` and dropped
//! (no L2 eviction priorities are modelled).

use super::ast::Raw;
use super::form::{has_word, tensor_dims, Form};
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope};
use super::table::Slot;
use crate::error::{ParseError, Pos};
use crate::ir::{Inst, Operand, Space, TensorMode, Ty};

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
    let t = if store { 0 } else { 1 };
    let (map, coords, dims) = tensor_operand(p, fc, form, ops.get(t), mpos, t)?;
    let tpos = ops[t].pos();
    if has_word(form, "tile::gather4") || has_word(form, "tile::scatter4") {
        inst.mods.tensor = TensorMode::Gather4;
    }
    if form.words.iter().any(|(_, w)| w == "im2col_no_offs") {
        inst.mods.tensor = TensorMode::Im2colNoOffs;
    }
    let one = |fc: &mut FuncCtx, raw: &Raw, slot: Slot, ty: Ty| typed(p, fc, raw, slot, ty, form);
    inst.src[0] = map;
    inst.src[1] = coords;
    // `.im2col`: the offsets (after the mbarrier) extend the coordinate list.
    let im2col = form.words.iter().any(|(_, w)| w == "im2col");
    if im2col {
        let Some(Raw::Vec(offs, opos)) = ops.get(3) else {
            let at = ops.get(3).map_or(mpos, |r| r.pos());
            return Err(p.err(
                at,
                format!(
                    "`{}`: the im2col offsets `{{...}}` follow the mbarrier",
                    form.key
                ),
            ));
        };
        if offs.len() != dims - 2 {
            return Err(p.err(
                *opos,
                format!(
                    "`{}`: a {dims}d im2col copy takes {} offset(s), found {}",
                    form.key,
                    dims - 2,
                    offs.len()
                ),
            ));
        }
        let mut lowered = Vec::with_capacity(offs.len());
        for o in offs {
            lowered.push(one(fc, o, Slot::S, Ty::B16)?);
        }
        let crate::ir::Operand::Vec { start, len } = inst.src[1] else {
            return Err(p.err(tpos, "the coordinates are not a list".to_string()));
        };
        // (Nothing was added to the list table since the coordinates.)
        fc.vec_elems.extend(lowered);
        inst.src[1] = crate::ir::Operand::Vec {
            start,
            len: len + offs.len() as u16,
        };
        inst.mods.tensor = TensorMode::Im2col;
    }
    if store {
        inst.src[2] = one(fc, &ops[1], Slot::M, Ty::B32)?;
    } else {
        inst.dst[0] = one(fc, &ops[0], Slot::M, Ty::B32)?;
        inst.src[2] = one(fc, &ops[2], Slot::M, Ty::B32)?;
    }
    let multicast = form.words.iter().any(|(_, w)| w == "multicast::cluster");
    if multicast {
        inst.src[3] = one(fc, &ops[3 + im2col as usize], Slot::S, Ty::B16)?;
    }
    if has_word(form, "cta_group::2") {
        inst.mods.sub = crate::ir::Sub::CtaPair;
    }
    // The cache policy: checked, then dropped.
    let hint = if store {
        2
    } else {
        3 + im2col as usize + multicast as usize
    };
    if let Some(h) = ops.get(hint) {
        one(fc, h, Slot::S, Ty::B64)?;
    }
    completion(inst, store);
    Ok(())
}

/// The operands of `cp.async.bulk` and `cp.reduce.async.bulk` (PTX ISA): `[dst],
/// [src], size`, then `[mbar]` when the destination is shared memory, `ctaMask` with
/// `.multicast::cluster`, and a cache policy with `.L2::cache_hint`. Lowered as
/// `dst[0]` = the destination, `src[0]` = the source, `src[1]` = the size, `src[2]` =
/// the mbarrier, `src[3]` = the 16-bit `ctaMask` (or a copy to global memory's
/// `.cp_mask` byte mask); the cache policy is checked as a
/// `.b64` and dropped. The destination's state space (the first written) is
/// `mods.space`, a copy's source space `Sub::BulkFrom`; the completion (mbarrier or
/// bulk async-group) is the event kind. The rule already checked the form and count.
pub fn bulk_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let has = |w: &str| form.words.iter().any(|(_, x)| x == w);
    let one = |fc: &mut FuncCtx, raw: &Raw, slot: Slot, ty: Ty| typed(p, fc, raw, slot, ty, form);
    let spaces: Vec<Space> = form
        .words
        .iter()
        .filter_map(|(_, w)| match w.as_str() {
            "global" => Some(Space::Global),
            "shared::cta" | "shared::cluster" => Some(Space::Shared),
            _ => None,
        })
        .collect();
    let (Some(&to), Some(&from), Some(_)) = (spaces.first(), spaces.get(1), ops.get(2)) else {
        return Err(p.err(mpos, format!("`{}` takes [dst], [src], size", form.key)));
    };
    inst.dst[0] = one(fc, &ops[0], Slot::M, Ty::B32)?;
    inst.src[0] = one(fc, &ops[1], Slot::M, Ty::B32)?;
    inst.src[1] = one(fc, &ops[2], Slot::S, Ty::B32)?;
    let mut next = ops.iter().skip(3);
    if to == Space::Shared {
        if let Some(bar) = next.next() {
            inst.src[2] = one(fc, bar, Slot::M, Ty::B32)?;
        }
    }
    if has("multicast::cluster") {
        if let Some(mask) = next.next() {
            inst.src[3] = one(fc, mask, Slot::S, Ty::B16)?;
        }
    }
    // The cache policy: checked, then dropped.
    if has("L2::cache_hint") {
        if let Some(policy) = next.next() {
            one(fc, policy, Slot::S, Ty::B64)?;
        }
    }
    // `.cp_mask` (a copy to global memory): the 16-bit byte mask.
    if has("cp_mask") {
        if let Some(mask) = next.next() {
            inst.src[3] = one(fc, mask, Slot::S, Ty::B16)?;
        }
    }
    inst.mods.space = to;
    if form.row.op == crate::ir::Op::CpAsyncBulk {
        inst.mods.sub = crate::ir::Sub::BulkFrom(from);
    }
    completion(inst, to == Space::Global);
    Ok(())
}

/// The tensor operand `[tensorMap, {coordinates}]` (operand `k` of the statement,
/// `raw`) of a `.Nd` tensor instruction: the map's address (`Slot::M`) and the
/// coordinate list (`.b32` each: one per dimension, `{column, row0..row3}` with
/// `.tile::gather4`/`.tile::scatter4`, PTX ISA "cp.async.bulk.tensor", the
/// tensorCoords table), and the dimension.
pub(super) fn tensor_operand(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    form: &Form,
    raw: Option<&Raw>,
    mpos: Pos,
    k: usize,
) -> Result<(Operand, Operand, usize), ParseError> {
    let dims = tensor_dims(form)
        .ok_or_else(|| p.err(mpos, format!("`{}`: the dimension is missing", form.key)))?;
    let Some(Raw::Tensor(map, coords, tpos)) = raw else {
        let found = raw.map_or(String::new(), |r| r.describe());
        return Err(p.err(
            raw.map_or(mpos, |r| r.pos()),
            format!(
                "`{}`: operand {} must be the tensor `[tensorMap, {{coordinates}}]`, found `{found}`",
                form.key,
                k + 1
            ),
        ));
    };
    let four = has_word(form, "tile::gather4") || has_word(form, "tile::scatter4");
    let want = if four { 5 } else { dims };
    if coords.len() != want {
        let what = if four {
            "a .tile::gather4/.tile::scatter4 copy takes 5 coordinates (a column, then four rows)"
                .to_string()
        } else {
            format!("a {dims}d copy takes {dims} coordinate(s)")
        };
        return Err(p.err(
            *tpos,
            format!("`{}`: {what}, found {}", form.key, coords.len()),
        ));
    }
    let map = typed(p, fc, map, Slot::M, Ty::B32, form)?;
    let list = typed(
        p,
        fc,
        &Raw::Vec(coords.clone(), *tpos),
        Slot::V,
        Ty::B32,
        form,
    )?;
    Ok((map, list, dims))
}

/// One operand of a bulk copy's form, of type `ty` exactly.
pub(super) fn typed(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    raw: &Raw,
    slot: Slot,
    ty: Ty,
    form: &Form,
) -> Result<crate::ir::Operand, ParseError> {
    let want = Want { ty, relaxed: false };
    lower_operand(p, fc, raw, slot, want, false, form.row.op).map(|(o, _)| o)
}

/// A bulk copy's completion: into global memory, its bulk async-group's; into shared
/// memory, its mbarrier's. The event kind tells the timing model which waits look at
/// the copy (and the semantics which way it goes). The bulk copy engine moves data
/// between the L2 and shared memory: no L1 lines are allocated [model].
fn completion(inst: &mut Inst, to_global: bool) {
    let kind = if to_global {
        crate::ir::amd::MemEvent::BulkStore
    } else {
        crate::ir::amd::MemEvent::AsyncBulk
    };
    inst.mods.defer = kind.defer();
    inst.mods.l1_bypass = true;
}
