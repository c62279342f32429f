//! Operands of the sparse multiply (`mma.sp{::ordered_metadata}` d, a, b, c, e, f):
//! the sparsity selector `f` is an integer constant that becomes part of the form
//! (`ir::mma_form::Sparsity`), checked against the form's range
//! (`ir::mma_sparse::check_selector`); the metadata `e` stays a 32-bit source.

use super::ast::Raw;
use super::number::{parse_num, Num};
use super::scope::ModuleScope;
use crate::error::ParseError;
use crate::ir::mma_form::Sparsity;
use crate::ir::{Inst, Op, Sub};

/// For a sparse mma, read the selector (the last operand) into the form and return
/// its operand index, which the caller skips; `None` for every other instruction.
pub fn sparse_selector(
    p: &ModuleScope,
    inst: &mut Inst,
    key: &str,
    ops: &[Raw],
) -> Result<Option<usize>, ParseError> {
    let Sub::Mma(mut form) = inst.mods.sub else {
        return Ok(None);
    };
    let Sparsity::Sp { ordered, .. } = form.sparse else {
        return Ok(None);
    };
    if inst.op != Op::Mma || ops.len() != 6 {
        // The operand count is reported by the caller, against the row's shape.
        return Ok(None);
    }
    let raw = &ops[5];
    let sel = match raw {
        Raw::Num {
            text, neg: false, ..
        } => match parse_num(text) {
            Some(Num::Int(v)) => Some(v),
            _ => None,
        },
        _ => None,
    };
    let Some(sel) = sel else {
        return Err(p.err(
            raw.pos(),
            format!(
                "`{key}`: the sparsity selector must be a non-negative integer constant (found `{}`)",
                raw.describe()
            ),
        ));
    };
    crate::ir::mma_sparse::check_selector(&form, sel)
        .map_err(|m| p.err(raw.pos(), format!("`{key}`: {m}")))?;
    form.sparse = Sparsity::Sp {
        ordered,
        sel: sel as u8,
    };
    inst.mods.sub = Sub::Mma(form);
    Ok(Some(5))
}
