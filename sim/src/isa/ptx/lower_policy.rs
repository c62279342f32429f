//! Operands of the L2 cache-policy instructions (PTX ISA 7.4 and 8.0): `createpolicy`
//! (`d{, fraction}` or `d, [a], primary-size, total-size`), `applypriority`/`discard`
//! (`[a], 128`), `cp.async.bulk.prefetch` (`[a], size{, cache-policy}`) and
//! `cp.async.bulk.prefetch.tensor` (`[tensorMap, {coords}]{, im2colInfo}{,
//! cache-policy}`), and the cache policy that `.L2::cache_hint` appends to `ld`, `st`,
//! `atom` and `red`. Addresses are lowered into `src[0]`. A cache policy is checked as
//! a `.b64` and dropped: no eviction priorities are modelled (`func::ops::cache_hint`).

use super::ast::Raw;
use super::form::{has_word as has, Form};
use super::lower_tma::{tensor_operand, typed};
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope};
use super::table::Slot;
use crate::error::{ParseError, Pos};
use crate::func::cache_policy::{self, Evict};
use crate::ir::{Inst, Op, Operand, Sub, Ty};

/// The rows lowered here.
pub fn lowers(op: Op) -> bool {
    matches!(
        op,
        Op::CreatePolicy
            | Op::ApplyPriority
            | Op::Discard
            | Op::BulkPrefetch
            | Op::BulkPrefetchTensor
    )
}

/// Lower the operands of a row for which [`lowers`] holds into `inst`.
pub fn operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let count = |expect: &str, ok: bool| count_is(p, form, mpos, ops, expect, ok);
    let hint = has(form, "L2::cache_hint");
    match form.row.op {
        Op::CreatePolicy => createpolicy(p, fc, inst, form, mpos, ops)?,
        Op::ApplyPriority | Op::Discard => {
            count("[a], 128", ops.len() == 2)?;
            inst.src[0] = typed(p, fc, &ops[0], Slot::M, Ty::B64, form)?;
            let size = typed(p, fc, &ops[1], Slot::S32, Ty::U32, form)?;
            if size != Operand::Imm(128) {
                return Err(p.err(
                    ops[1].pos(),
                    format!(
                        "`{}`: the size must be the constant 128 (the only size the ISA supports), found `{}`",
                        form.key,
                        ops[1].describe()
                    ),
                ));
            }
            inst.src[1] = size;
        }
        Op::BulkPrefetch => {
            count(
                if hint {
                    "[a], size, cache-policy"
                } else {
                    "[a], size (a cache policy needs .L2::cache_hint)"
                },
                ops.len() == 2 + hint as usize,
            )?;
            inst.src[0] = typed(p, fc, &ops[0], Slot::M, Ty::B64, form)?;
            inst.src[1] = typed(p, fc, &ops[1], Slot::S32, Ty::U32, form)?;
            if hint {
                typed(p, fc, &ops[2], Slot::S, Ty::B64, form)?;
            }
        }
        Op::BulkPrefetchTensor => tensor(p, fc, inst, form, mpos, ops, hint)?,
        _ => {}
    }
    Ok(())
}

/// `Ok` when `ok`, else the located "wrong operand count" error naming `expect`.
fn count_is(
    p: &ModuleScope,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
    expect: &str,
    ok: bool,
) -> Result<(), ParseError> {
    if ok {
        return Ok(());
    }
    Err(p.err(
        mpos,
        format!(
            "wrong operand count for `{}`: expected {expect}, found {}",
            form.key,
            ops.len()
        ),
    ))
}

/// `createpolicy.fractional.<primary>{.<secondary>}.b64 d{, fraction}` and
/// `createpolicy.range{.global}.<primary>{.<secondary>}.b64 d, [a], primary-size,
/// total-size`: the priorities (in the order written) make `Sub::Policy`; immediate
/// operands the encoder refuses are located errors, as ptxas makes them.
fn createpolicy(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let range = form.row.name == "createpolicy.range";
    let mut prio = form.words.iter().filter_map(|(_, w)| Evict::from_word(w));
    let primary = prio.next().unwrap_or(Evict::Unchanged);
    let secondary = prio.next().unwrap_or(Evict::Unchanged);
    inst.mods.sub = Sub::Policy {
        range,
        primary,
        secondary,
    };
    if range {
        count_is(
            p,
            form,
            mpos,
            ops,
            "d, [a], primary-size, total-size",
            ops.len() == 4,
        )?;
    } else {
        count_is(
            p,
            form,
            mpos,
            ops,
            "d{, fraction}",
            matches!(ops.len(), 1 | 2),
        )?;
    }
    let want = Want {
        ty: Ty::B64,
        relaxed: false,
    };
    inst.dst[0] = lower_operand(p, fc, &ops[0], Slot::D, want, true, Op::CreatePolicy)?.0;
    let bad = |at: Pos, what: String| Err(p.err(at, format!("`{}`: {what}", form.key)));
    if range {
        inst.src[0] = typed(p, fc, &ops[1], Slot::M, Ty::B64, form)?;
        inst.src[1] = typed(p, fc, &ops[2], Slot::S32, Ty::U32, form)?;
        inst.src[2] = typed(p, fc, &ops[3], Slot::S32, Ty::U32, form)?;
        if let (Operand::Imm(a), Operand::Imm(b)) = (inst.src[1], inst.src[2]) {
            if cache_policy::range(primary, secondary, 0, a as u32, b as u32).is_err() {
                return bad(
                    ops[2].pos(),
                    format!("primary-size {a} must be at most total-size {b}"),
                );
            }
        }
        return Ok(());
    }
    // "If the operand fraction is not specified, it defaults to 1.0."
    inst.src[0] = match ops.get(1) {
        Some(f) => typed(p, fc, f, Slot::S, Ty::F32, form)?,
        None => Operand::Imm(1.0f32.to_bits() as u64),
    };
    if let Operand::Imm(b) = inst.src[0] {
        let x = f32::from_bits(b as u32);
        if cache_policy::fractional(primary, secondary, x).is_none() {
            return bad(
                ops.get(1).map_or(mpos, |r| r.pos()),
                format!("the fraction must be in (0, 1], found {x}"),
            );
        }
    }
    Ok(())
}

/// `cp.async.bulk.prefetch.tensor.<dim>.L2.global{.load_mode}{.L2::cache_hint}
/// [tensorMap, tensorCoords]{, im2colInfo}{, cache-policy}` (PTX ISA 8.0): the
/// coordinates as a load's (`{column, row0..row3}` for `.tile::gather4`), the im2col
/// information only in the im2col modes (`.im2col`: `.dim` - 2 offsets; `.im2col::w`
/// and `.im2col::w::128`: `{wHalo, wOffset}`).
fn tensor(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
    hint: bool,
) -> Result<(), ParseError> {
    let (map, coords, dims) = tensor_operand(p, fc, form, ops.first(), mpos, 0)?;
    let info = if has(form, "im2col") {
        Some(dims.saturating_sub(2))
    } else if has(form, "im2col::w") || has(form, "im2col::w::128") {
        Some(2)
    } else {
        None
    };
    let n = 1 + info.is_some() as usize + hint as usize;
    if ops.len() != n {
        return Err(p.err(
            mpos,
            format!(
                "wrong operand count for `{}`: expected the tensor{}{}, found {} operand(s)",
                form.key,
                if info.is_some() {
                    ", the im2col information `{...}`"
                } else {
                    ""
                },
                if hint { ", the cache policy" } else { "" },
                ops.len()
            ),
        ));
    }
    inst.src[0] = map;
    inst.src[1] = coords;
    if let Some(k) = info {
        let Raw::Vec(vals, vpos) = &ops[1] else {
            return Err(p.err(
                ops[1].pos(),
                format!("`{}`: the im2col information is a list `{{...}}`", form.key),
            ));
        };
        if vals.len() != k {
            return Err(p.err(
                *vpos,
                format!(
                    "`{}`: the im2col information has {k} value(s), found {}",
                    form.key,
                    vals.len()
                ),
            ));
        }
        for v in vals {
            typed(p, fc, v, Slot::S, Ty::B16, form)?;
        }
    }
    if hint {
        typed(p, fc, &ops[n - 1], Slot::S, Ty::B64, form)?;
    }
    Ok(())
}

/// `.L2::cache_hint` on `ld`, `st`, `atom` and `red` (PTX ISA 7.4, sm_80): the last
/// operand is the cache policy, checked as a `.b64` and dropped. Returns the others.
pub fn strip_cache_policy<'a>(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    form: &Form,
    mpos: Pos,
    ops: &'a [Raw],
) -> Result<&'a [Raw], ParseError> {
    if !matches!(form.row.op, Op::Ld | Op::St | Op::Atom | Op::Red) || !has(form, "L2::cache_hint")
    {
        return Ok(ops);
    }
    let Some((policy, rest)) = ops
        .split_last()
        .filter(|(l, _)| !matches!(l, Raw::Addr { .. }))
    else {
        return Err(p.err(
            mpos,
            format!(
                "`{}`: .L2::cache_hint needs the cache-policy operand",
                form.key
            ),
        ));
    };
    typed(p, fc, policy, Slot::S, Ty::B64, form)?;
    Ok(rest)
}
