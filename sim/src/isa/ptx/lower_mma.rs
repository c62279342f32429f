//! The operands of `mma` beyond d, a, b, c. The sparse multiply
//! (`mma.sp{::ordered_metadata}` d, a, b, c, e, f): the sparsity selector `f` is an
//! integer constant that becomes part of the form (`ir::mma_form::Sparsity`), checked
//! against the form's range (`ir::mma_sparse::check_selector`); the metadata `e`
//! stays a 32-bit source. The block-scaled kinds (`... scale-a-data, {byte-id-a,
//! thread-id-a}, scale-b-data, {byte-id-b, thread-id-b}`): the six values become one
//! list in the last source (`ir::mma_form::SCALE_OPS`), the metadata after them.

use super::ast::Raw;
use super::number::{parse_num, Num};
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope};
use super::table::Slot;
use crate::error::ParseError;
use crate::ir::mma_form::{check_sel, Sel, Sparsity, SCALE_OPS};
use crate::ir::{Inst, Op, Operand, Sub, Ty};

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
    if inst.op != Op::Mma || ops.len() < 6 {
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

/// For a block-scaled mma, the index of its first scale operand (after d, a, b, c and,
/// for `mma.sp`, e and f): the caller lowers the operands before it, then
/// [`block_scale_operands`] the rest. `None` for every other instruction. A wrong
/// operand count is an error here, naming the operands the form takes.
pub fn scale_start(
    p: &ModuleScope,
    inst: &Inst,
    key: &str,
    ops: &[Raw],
    pos: crate::error::Pos,
) -> Result<Option<usize>, ParseError> {
    let Sub::Mma(form) = inst.mods.sub else {
        return Ok(None);
    };
    if inst.op != Op::Mma {
        return Ok(None);
    }
    let base = if form.sparse.is_sparse() { 6 } else { 4 };
    let (scaled, want) = match form.kind.scale() {
        Some(_) => (true, base + 4),
        None => (false, base),
    };
    if ops.len() == want {
        return Ok(scaled.then_some(base));
    }
    let list = if form.sparse.is_sparse() {
        "d, a, b, c, e, f"
    } else {
        "d, a, b, c"
    };
    let tail = ", scale-a-data, {byte-id-a, thread-id-a}, scale-b-data, {byte-id-b, thread-id-b}";
    Err(p.err(
        pos,
        format!(
            "wrong operand count for `{key}`: expected {want} ({list}{}), found {}",
            if scaled {
                tail
            } else {
                "; the scale operands need a block-scaled .kind"
            },
            ops.len()
        ),
    ))
}

/// Lower the scale operands `ops[start..]` of a block-scaled mma into one list in
/// `src[3]`, the metadata `e` of `mma.sp` (lowered into `src[3]` by the caller)
/// after them. Constant selectors outside PTX ISA Table 37 are errors here; register
/// selectors are checked when the instruction runs.
pub fn block_scale_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    key: &str,
    ops: &[Raw],
    start: usize,
) -> Result<(), ParseError> {
    let Sub::Mma(form) = inst.mods.sub else {
        return Ok(());
    };
    let Some(bs) = form.kind.scale() else {
        return Ok(());
    };
    let mut list: Vec<Operand> = Vec::with_capacity(SCALE_OPS + 1);
    let mut consts = [None; 4];
    for (j, raw) in ops[start..].iter().enumerate() {
        if j % 2 == 0 {
            let want = Want {
                ty: Ty::B32,
                relaxed: false,
            };
            list.push(lower_operand(p, fc, raw, Slot::S, want, false, inst.op)?.0);
            continue;
        }
        // `{byte-id, thread-id}`: unsigned 16-bit values.
        let Raw::Vec(items, vpos) = raw else {
            return Err(p.err(
                raw.pos(),
                format!(
                    "`{key}`: expected the selector pair {{byte-id, thread-id}}, found `{}`",
                    raw.describe()
                ),
            ));
        };
        if items.len() != 2 {
            return Err(p.err(
                *vpos,
                format!(
                    "`{key}`: the selector {{byte-id, thread-id}} has two values, found {}",
                    items.len()
                ),
            ));
        }
        for (h, it) in items.iter().enumerate() {
            let want = Want {
                ty: Ty::U16,
                relaxed: false,
            };
            let o = lower_operand(p, fc, it, Slot::S, want, false, inst.op)?.0;
            if let Operand::Imm(v) = o {
                consts[(j / 2) * 2 + h] = Some((v, it.pos()));
            }
            list.push(o);
        }
    }
    // Constant selectors: each checked against Table 37 on its own (a register one
    // stands for a valid value here).
    let valid = Sel {
        byte_a: 0,
        tid_a: 0,
        byte_b: 0,
        tid_b: 0,
    };
    for (h, c) in consts.iter().enumerate() {
        let Some((v, pos)) = *c else { continue };
        let mut sel = valid;
        *[
            &mut sel.byte_a,
            &mut sel.tid_a,
            &mut sel.byte_b,
            &mut sel.tid_b,
        ][h] = v;
        check_sel(bs.vec, &sel).map_err(|m| p.err(pos, format!("`{key}`: {m}")))?;
    }
    if form.sparse.is_sparse() {
        list.push(inst.src[3]);
    }
    let begin = fc.vec_elems.len() as u32;
    fc.vec_elems.extend(list.iter().copied());
    inst.src[3] = Operand::Vec {
        start: begin,
        len: list.len() as u16,
    };
    Ok(())
}
