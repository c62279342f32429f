//! The forms and operands of `clusterlaunchcontrol.try_cancel` and `.query_cancel`
//! (PTX ISA 9.0, 9.7.13.17-18; semantics in `func::clc`).
//!
//! Lowered as:
//! * `try_cancel ... [addr], [mbar]`: `src[0]` = the answer's address, `src[1]` =
//!   the mbarrier's (`.shared::cta`, or generic);
//! * `query_cancel ... d, r`: `dst[0]` = the predicate, the `{x, y, z, _}` vector or
//!   the register; `src[0]` = the `.b128` answer (`operand::b128`, its halves).

use super::ast::Raw;
use super::form::Form;
use super::operand::{b128, lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope};
use super::table::{Slot, G};
use crate::error::{ParseError, Pos};
use crate::func::clc::Query;
use crate::ir::{Inst, Op, Sub, Ty};

/// The form a `clusterlaunchcontrol` mnemonic fixes (`None` for other rows; the
/// row's rule has checked the words).
pub fn form_sub(op: Op, words: &[(G, String)]) -> Option<Sub> {
    let has = |w: &str| words.iter().any(|(_, x)| x == w);
    match op {
        Op::ClcTryCancel => Some(Sub::ClcCancel {
            multicast: has("multicast::cluster::all"),
        }),
        Op::ClcQuery => Some(Sub::ClcQuery(
            match ["x", "y", "z"]
                .iter()
                .position(|d| has(&format!("get_first_ctaid::{d}")))
            {
                Some(d) => Query::Dim(d as u8),
                None if has("is_canceled") => Query::IsCanceled,
                None => Query::FirstCtaid,
            },
        )),
        _ => None,
    }
}

/// Resolve the operands into `inst` (see the module doc).
pub fn operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let key = &form.key;
    let op = inst.op;
    let want = |ty| Want { ty, relaxed: false };
    if ops.len() != 2 {
        return Err(p.err(
            mpos,
            format!("`{key}`: expected two operands ({} found)", ops.len()),
        ));
    }
    match inst.mods.sub {
        Sub::ClcCancel { .. } => {
            for (k, raw) in ops.iter().enumerate() {
                inst.src[k] = lower_operand(p, fc, raw, Slot::M, want(Ty::B64), false, op)?.0;
            }
        }
        Sub::ClcQuery(q) => {
            let slot = match q {
                Query::IsCanceled => Slot::Dp,
                Query::FirstCtaid => Slot::Dx,
                Query::Dim(_) => Slot::D32,
            };
            inst.dst[0] = lower_operand(p, fc, &ops[0], slot, want(Ty::B32), true, op)?.0;
            if q == Query::FirstCtaid
                && !matches!(inst.dst[0], crate::ir::Operand::Vec { len: 4, .. })
            {
                return Err(p.err(
                    ops[0].pos(),
                    format!("`{key}`: the first CTA id goes to a vector {{x, y, z, _}}"),
                ));
            }
            inst.src[0] = b128(fc, &ops[1]).ok_or_else(|| {
                p.err(
                    ops[1].pos(),
                    format!("`{key}`: the answer must be a .b128 register (loaded from where try_cancel wrote it)"),
                )
            })?;
        }
        _ => return Err(p.err(mpos, format!("`{key}`: not a clusterlaunchcontrol form"))),
    }
    Ok(())
}
