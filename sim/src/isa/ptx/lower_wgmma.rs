//! The operands of `wgmma.mma_async` (PTX ISA 9.1, 9.7.15.5.2): `d, a-desc|a, b-desc,
//! scale-d{, imm-scale-a, imm-scale-b{, imm-trans-a}{, imm-trans-b}}`, and of
//! `wgmma.mma_async.sp` (9.7.15.6.3), which has `sp-meta, sp-sel` before `scale-d`
//! (the metadata a 32-bit source, the selector a constant of the form). A is a register
//! vector (`{...}`) or a 64-bit descriptor; `scale-d` a predicate or the constant 0/1;
//! the immediates become part of the form (`ir::wgmma_form`). Which immediates a form
//! takes: none for the integer and single-bit forms, the two scales for tf32 and FP8,
//! and the transposes too for f16/bf16 (only `imm-trans-b` with A in registers).
//!
//! Lowered as `dst[0]` = D, `src[0]` = A (vector or descriptor), `src[1]` = B's
//! descriptor, `src[2]` = D again (the accumulator is read, so liveness and the
//! scoreboard see it), `src[3]` = scale-d, or for the sparse form the list
//! `[scale-d, sp-meta]`.

use super::ast::Raw;
use super::form::Form;
use super::number::{parse_num, Num};
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope, RegEntry};
use super::table::Slot;
use crate::error::{ParseError, Pos};
use crate::ir::mma_form::MTy;
use crate::ir::{Inst, Op, Operand, Sub, Ty};

/// Resolve the operands of `wgmma.mma_async` into `inst` (see the module doc).
pub fn wgmma_operands(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    inst: &mut Inst,
    form: &Form,
    mpos: Pos,
    ops: &[Raw],
) -> Result<(), ParseError> {
    let Sub::Wgmma(mut wf) = inst.mods.sub else {
        return Err(p.err(mpos, "not a wgmma form"));
    };
    let key = &form.key;
    let a_regs = matches!(ops.get(1), Some(Raw::Vec(..)));
    let half = matches!(wf.a, MTy::F16 | MTy::Bf16);
    let float = !wf.a.is_int() && wf.a != MTy::B1;
    // The immediates after scale-d, by name.
    let imms: &[&str] = match (float, half, a_regs) {
        (false, _, _) => &[],
        (true, false, _) => &["imm-scale-a", "imm-scale-b"],
        (true, true, true) => &["imm-scale-a", "imm-scale-b", "imm-trans-b"],
        (true, true, false) => &["imm-scale-a", "imm-scale-b", "imm-trans-a", "imm-trans-b"],
    };
    let sp = wf.sparse as usize * 2;
    let want_n = 4 + sp + imms.len();
    if ops.len() != want_n {
        let mut names = vec!["d", if a_regs { "a" } else { "a-desc" }, "b-desc"];
        if wf.sparse {
            names.extend_from_slice(&["sp-meta", "sp-sel"]);
        }
        names.push("scale-d");
        names.extend_from_slice(imms);
        return Err(p.err(
            mpos,
            format!(
                "wrong operand count for `{key}`: expected {want_n} ({}), found {}",
                names.join(", "),
                ops.len()
            ),
        ));
    }
    let b32 = Want {
        ty: Ty::B32,
        relaxed: false,
    };
    let b64 = Want {
        ty: Ty::B64,
        relaxed: false,
    };
    let (d, _) = lower_operand(p, fc, &ops[0], Slot::Vm, b32, true, Op::Wgmma)?;
    let Operand::Vec { len, .. } = d else {
        return Err(p.err(ops[0].pos(), format!("`{key}`: d must be a {{...}} vector")));
    };
    let (na, nd) = wf.regs();
    if len as u32 != nd {
        return Err(p.err(
            ops[0].pos(),
            format!(
                "`{key}`: d has {len} registers; the form's D fragment needs {nd} (PTX ISA 9.7.15.5.1.1)"
            ),
        ));
    }
    let a = if a_regs {
        let (a, _) = lower_operand(p, fc, &ops[1], Slot::Vm, b32, false, Op::Wgmma)?;
        if let Operand::Vec { len, .. } = a {
            if len as u32 != na {
                return Err(p.err(
                    ops[1].pos(),
                    format!("`{key}`: a has {len} registers; the A fragment needs {na}"),
                ));
            }
        }
        a
    } else {
        lower_operand(p, fc, &ops[1], Slot::S, b64, false, Op::Wgmma)?.0
    };
    let (bd, _) = lower_operand(p, fc, &ops[2], Slot::S, b64, false, Op::Wgmma)?;
    // sp-meta (a 32-bit register or constant) and sp-sel (a constant 0..3; the form
    // checks the type's range).
    let meta = if wf.sparse {
        let u32_ = Want {
            ty: Ty::B32,
            relaxed: false,
        };
        let meta = lower_operand(p, fc, &ops[3], Slot::S32, u32_, false, Op::Wgmma)?.0;
        wf.sel = match constant(&ops[4]) {
            Some(v @ 0..=3) => v as u8,
            _ => {
                return Err(p.err(
                    ops[4].pos(),
                    format!(
                        "`{key}`: sp-sel must be an integer constant 0..3 (found `{}`)",
                        ops[4].describe()
                    ),
                ))
            }
        };
        Some(meta)
    } else {
        None
    };
    // From here on, scale-d is operand 3 and the immediates follow it.
    let ops = &ops[sp..];
    // scale-d: a predicate, or the constant 0 (D = A*B) or 1 (D = A*B + D).
    let is_pred = matches!(&ops[3], Raw::Name { name, .. }
        if matches!(fc.lookup_reg(name), Some(RegEntry::Pred { .. })));
    let scale_d = if is_pred {
        let want = Want {
            ty: Ty::Pred,
            relaxed: false,
        };
        lower_operand(p, fc, &ops[3], Slot::Sp, want, false, Op::Wgmma)?.0
    } else {
        match constant(&ops[3]) {
            Some(v @ (0 | 1)) => Operand::Imm(v as u64),
            _ => {
                return Err(p.err(
                    ops[3].pos(),
                    format!(
                        "`{key}`: scale-d must be a predicate or the constant 0 or 1 (found `{}`)",
                        ops[3].describe()
                    ),
                ))
            }
        }
    };
    for (name, raw) in imms.iter().zip(&ops[4..]) {
        let v = constant(raw);
        let bad = |allowed: &str| {
            p.err(
                raw.pos(),
                format!(
                    "`{key}`: {name} must be the constant {allowed} (found `{}`)",
                    raw.describe()
                ),
            )
        };
        match *name {
            "imm-scale-a" | "imm-scale-b" => {
                let neg = match v {
                    Some(1) => false,
                    Some(-1) => true,
                    _ => return Err(bad("1 or -1")),
                };
                if *name == "imm-scale-a" {
                    wf.neg_a = neg;
                } else {
                    wf.neg_b = neg;
                }
            }
            _ => {
                let t = match v {
                    Some(0) => false,
                    Some(1) => true,
                    _ => return Err(bad("0 or 1")),
                };
                if *name == "imm-trans-a" {
                    wf.trans_a = t;
                } else {
                    wf.trans_b = t;
                }
            }
        }
    }
    wf.a_regs = a_regs;
    crate::ir::wgmma_form::check(&wf)
        .map_err(|why| p.err(mpos, format!("illegal wgmma form `{key}`: {why}")))?;
    inst.mods.sub = Sub::Wgmma(wf);
    inst.dst[0] = d;
    let last = match meta {
        None => scale_d,
        Some(m) => {
            let start = fc.vec_elems.len() as u32;
            fc.vec_elems.extend([scale_d, m]);
            Operand::Vec { start, len: 2 }
        }
    };
    inst.src = [a, bd, d, last];
    Ok(())
}

/// An integer constant operand (`-1` included), else `None`.
pub(super) fn constant(raw: &Raw) -> Option<i64> {
    let Raw::Num { text, neg, .. } = raw else {
        return None;
    };
    match parse_num(text)? {
        Num::Int(v) => {
            let v = i64::try_from(v).ok()?;
            Some(if *neg { -v } else { v })
        }
        _ => None,
    }
}
