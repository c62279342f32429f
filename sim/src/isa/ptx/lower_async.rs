//! Lowering of the asynchronous-copy instructions. `cp.async`'s operands after the copy
//! size are optional and told apart by kind (PTX ISA, "cp.async"): `src-size` (a
//! `.u32`) or `ignore-src` (a predicate), then the `cache-policy` (a `.b64`) that
//! `.L2::cache_hint` adds. `cp.async.wait_group N` takes an integer constant.

use super::ast::Raw;
use super::form::Form;
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope, RegEntry};
use super::table::Slot;
use crate::error::{ParseError, Pos};
use crate::ir::amd::MemEvent;
use crate::ir::{Inst, Op, Operand, Sub, Ty, ASYNC_WAIT_ALL};

/// Resolve `cp.async [dst], [src], cp-size{, src-size | ignore-src}{, cache-policy}`
/// into `dst[0]` = destination, `src` = (source, cp-size, src-size, ignore-src).
pub fn cp_async_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let hint = form.words.iter().any(|(_, w)| w == "L2::cache_hint");
    let most = 4 + hint as usize;
    if ops.len() < 3 || ops.len() > most {
        return Err(p.err(
            mpos,
            format!(
                "wrong operand count for `{}`: expected [dst], [src], cp-size{{, src-size or ignore-src}}{} (3 to {most}), found {}",
                form.key,
                if hint { ", cache-policy" } else { "" },
                ops.len()
            ),
        ));
    }
    let u32_ = Want {
        ty: Ty::U32,
        relaxed: false,
    };
    let one = |fc: &mut FuncCtx, k: usize, slot: Slot, ty: Ty, dst: bool| {
        let want = Want { ty, relaxed: false };
        lower_operand(p, fc, &ops[k], slot, want, dst, Op::CpAsync).map(|(o, _)| o)
    };
    inst.dst[0] = one(fc, 0, Slot::M, Ty::B32, true)?;
    inst.src[0] = one(fc, 1, Slot::M, Ty::B32, false)?;
    let size = lower_operand(p, fc, &ops[2], Slot::S32, u32_, false, Op::CpAsync)?.0;
    let cg = form.words.iter().any(|(_, w)| w == "cg");
    match size {
        Operand::Imm(16) => {}
        Operand::Imm(4 | 8) if !cg => {}
        _ => {
            return Err(p.err(
                ops[2].pos(),
                format!(
                    "`{}`: the copy size must be the constant {} (found `{}`)",
                    form.key,
                    if cg {
                        "16 (.cg copies 16 bytes)"
                    } else {
                        "4, 8 or 16"
                    },
                    ops[2].describe()
                ),
            ))
        }
    }
    inst.src[1] = size;
    let mut rest = &ops[3..];
    if hint {
        let Some((_, front)) = rest.split_last() else {
            return Err(p.err(
                mpos,
                format!(
                    "`{}`: .L2::cache_hint needs the cache-policy operand",
                    form.key
                ),
            ));
        };
        // A hint: checked as a .b64 operand, then dropped.
        one(fc, ops.len() - 1, Slot::S, Ty::B64, false)?;
        rest = front;
    }
    if let Some(r) = rest.first() {
        let is_pred = matches!(r, Raw::Name { name, .. }
            if matches!(fc.lookup_reg(name), Some(RegEntry::Pred { .. })));
        if is_pred {
            inst.src[3] = one(fc, 3, Slot::Sp, Ty::Pred, false)?;
        } else {
            inst.src[2] = lower_operand(p, fc, r, Slot::S32, u32_, false, Op::CpAsync)?.0;
        }
    }
    inst.mods.defer = MemEvent::AsyncCopy.defer();
    Ok(())
}

/// `cp.async.wait_group N` (N an integer constant) and `cp.async.wait_all`.
pub fn wait_group(
    p: &ModuleScope,
    inst: &mut Inst,
    name: &str,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let keep = if name == "cp.async.wait_all" {
        ASYNC_WAIT_ALL
    } else {
        match inst.src[0] {
            Operand::Imm(n) if n < ASYNC_WAIT_ALL as u64 => n as u32,
            _ => {
                return Err(p.err(
                    ops[0].pos(),
                    format!(
                        "{name} takes an integer constant (found `{}`)",
                        ops[0].describe()
                    ),
                ))
            }
        }
    };
    inst.src[0] = Operand::None;
    inst.mods.sub = Sub::AsyncWait(keep);
    Ok(())
}

/// `mbarrier.{test,try}_wait{.parity} waitComplete, [addr], state{, suspendTimeHint}`:
/// `state` is the `.b64` an arrive returned, or with `.parity` a `.u32` phase parity.
pub fn mbar_wait_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let most = if form.row.name == "mbarrier.try_wait" {
        4
    } else {
        3
    };
    if ops.len() < 3 || ops.len() > most {
        return Err(p.err(
            mpos,
            format!(
                "wrong operand count for `{}`: expected waitComplete, [addr], {}{} ({}), found {}",
                form.key,
                if matches!(inst.mods.sub, Sub::Mbar { parity: true, .. }) {
                    "phaseParity"
                } else {
                    "state"
                },
                if most == 4 { "{, suspendTimeHint}" } else { "" },
                if most == 4 { "3 or 4" } else { "3" },
                ops.len()
            ),
        ));
    }
    let parity = matches!(inst.mods.sub, Sub::Mbar { parity: true, .. });
    let want = |ty| Want { ty, relaxed: false };
    let op = Op::MbarTestWait;
    inst.dst[0] = lower_operand(p, fc, &ops[0], Slot::Dp, want(Ty::Pred), true, op)?.0;
    inst.src[0] = lower_operand(p, fc, &ops[1], Slot::M, want(Ty::B64), false, op)?.0;
    let sty = if parity { Ty::U32 } else { Ty::B64 };
    let slot = if parity { Slot::S32 } else { Slot::S };
    inst.src[1] = lower_operand(p, fc, &ops[2], slot, want(sty), false, op)?.0;
    if let Some(hint) = ops.get(3) {
        // A hint only: checked, then dropped.
        lower_operand(p, fc, hint, Slot::S32, want(Ty::U32), false, op)?;
    }
    Ok(())
}
