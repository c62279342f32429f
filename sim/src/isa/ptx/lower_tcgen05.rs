//! The forms and operands of `tcgen05.mma`, `tcgen05.cp`, `tcgen05.ld` and
//! `tcgen05.st` (PTX ISA 9.0, 9.7.16.10.9.1, 9.7.16.9.2, 9.7.16.8.3-4).
//!
//! Lowered as:
//! * `tcgen05.mma [d-tmem], a-desc|[a-tmem], b-desc, idesc{, {m0..m3}}, enable-input-d`:
//!   `src[0]` = D's tensor-memory address (a memory operand), `src[1]` = A's
//!   descriptor (or its tensor-memory address), `src[2]` = B's descriptor, `src[3]` =
//!   the list `[idesc, enable-input-d{, m0, m1, m2, m3}]`;
//! * `tcgen05.ld r, [taddr]{, split}`: `dst[0]` = the registers, `src[0]` = the
//!   address, `src[2]` = `.16x32bx2`'s immHalfSplitoff; `tcgen05.ld.red r, redval,
//!   [taddr]{, split}` also `dst[1]` = redval;
//! * `tcgen05.st [taddr]{, split}, r`: `src[0]` = the address, `src[1]` = the
//!   registers, `src[2]` = the split;
//! * `tcgen05.mma.ws [d-tmem], a-desc, b-desc, idesc, enable-input-d{, zmask}`: the
//!   list is `[idesc, enable-input-d{, zero-column-mask-desc}]`;
//! * the block-scaled `tcgen05.mma [d-tmem], a-desc, b-desc, idesc, [scale-A-tmem],
//!   [scale-B-tmem], enable-input-d`: as above with the list `[idesc, enable-input-d,
//!   [scale-A-tmem], [scale-B-tmem]]` (memory operands);
//! * `tcgen05.mma.sp` and `.ws.sp`, whose `[sp-meta-tmem]` follows B: as their dense
//!   forms with the metadata address (a memory operand) last in the list;
//! * `tcgen05.cp [taddr], s-desc`: `src[0]` = the address, `src[1]` = the descriptor;
//! * `tcgen05.commit ... [mbar]{, ctaMask}`: `src[0]` = the barrier, `src[1]` = the
//!   16-bit mask of `.multicast::cluster`.

use super::ast::Raw;
use super::form::Form;
use super::lower_wgmma::constant;
use super::operand::{lower_operand, Want};
use super::scope::{FuncCtx, ModuleScope};
use super::table::{Slot, G};
use crate::error::{ParseError, Pos};
use crate::ir::tcgen05_form::{
    Collector, CpShape, Tc05Cp, Tc05Kind, Tc05Mma, Tc05Move, Tc05Red, Tc05Shape, NUM_WORDS,
};
use crate::ir::{Inst, Op, Operand, Sub, Ty};

/// The form a `tcgen05` mnemonic fixes (`None` for the rows without one). The row's
/// rule has refused the words warpsim does not run.
pub fn form_sub(op: Op, words: &[(G, String)]) -> Option<Sub> {
    let has = |w: &str| words.iter().any(|(_, x)| x == w);
    match op {
        Op::Tc05Mma => {
            let kind = words.iter().find_map(|(_, w)| Tc05Kind::from_word(w))?;
            let (buffer, collector) = words
                .iter()
                .find_map(|(_, w)| Collector::from_word(w))
                .unwrap_or_default();
            // (`ws` and `sp` are set from the row by the form's builder.)
            Some(Sub::Tc05Mma(Tc05Mma {
                kind,
                pair: has("cta_group::2"),
                scale_d: 0,
                a_tmem: false,
                mask: false,
                vec: scale_vec(kind, words),
                collector,
                ws: false,
                buffer,
                zero_mask: false,
                sp: false,
            }))
        }
        Op::Tc05Cp => {
            let word =
                |p: &dyn Fn(&str) -> bool| words.iter().map(|(_, w)| w.as_str()).find(|w| p(w));
            let shape = word(&|w| w.ends_with('b') && w.contains('x'))?;
            let multicast = word(&|w| w.starts_with("warpx"));
            Some(Sub::Tc05Cp(Tc05Cp {
                shape: CpShape::from_words(shape, multicast)?,
                pair: has("cta_group::2"),
                src_bits: if has("b6x16_p32") {
                    6
                } else if has("b4x16_p64") {
                    4
                } else {
                    0
                },
            }))
        }
        Op::Tc05Ld | Op::Tc05St => {
            let shape = words.iter().find_map(|(_, w)| Tc05Shape::from_word(w))?;
            let num = words
                .iter()
                .find_map(|(_, w)| NUM_WORDS.iter().position(|n| n == w))?;
            Some(Sub::Tc05Move(Tc05Move {
                shape,
                num: 1 << num,
                pack: has("pack::16b") || has("unpack::16b"),
                red: has("red").then(|| Tc05Red {
                    max: has("max"),
                    abs: has("abs"),
                    nan: has("NaN"),
                }),
            }))
        }
        Op::Tc05Commit => Some(Sub::Tc05Commit {
            multicast: has("multicast::cluster"),
        }),
        _ => None,
    }
}

/// Scale factors per row of A of a block-scaled `kind` (Table 54; 0 for the other
/// kinds): `.scale_vec::NX` says N, `.block32` is 1X for `.kind::mxf8f6f4` and 2X for
/// the 4-bit kinds, `.block16` is 4X; without a word `.kind::mxf4` takes `.block32`
/// (9.7.16.10.9.1) and `.kind::mxf8f6f4` its only size, 1X (the row's rule refuses
/// `.kind::mxf4nvf4` without one).
pub fn scale_vec(kind: Tc05Kind, words: &[(G, String)]) -> u8 {
    if !kind.scaled() {
        return 0;
    }
    let four_bit = kind != Tc05Kind::MxF8f6f4;
    match words
        .iter()
        .map(|(_, w)| w.as_str())
        .find(|w| w.starts_with("scale_vec::") || w.starts_with("block") && *w != "block_scale")
    {
        Some("scale_vec::2X") => 2,
        Some("scale_vec::4X") | Some("block16") => 4,
        Some("scale_vec::1X") => 1,
        _ if four_bit => 2,
        _ => 1,
    }
}

/// "All tcgen05 instructions within a kernel must specify the same value for the
/// .cta_group qualifier" (PTX ISA 9.7.16.7.1): checked within each function body.
pub fn same_cta_group(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    form: &Form,
    mpos: Pos,
) -> Result<(), ParseError> {
    let Some((_, g)) = form
        .words
        .iter()
        .find(|(_, w)| w.starts_with("cta_group::"))
    else {
        return Ok(());
    };
    match &fc.cta_group {
        None => fc.cta_group = Some((g.clone(), mpos)),
        Some((first, at)) if first != g => {
            return Err(p.err(
                mpos,
                format!(
                    "`{}`: .{g}, but the tcgen05 instruction at line {} has .{first}; all tcgen05 instructions of a kernel must have the same .cta_group (PTX ISA 9.7.16.7.1)",
                    form.key, at.line
                ),
            ))
        }
        Some(_) => {}
    }
    Ok(())
}

/// `scale-input-d`: an immediate 0-15, with `.kind::f16` or `.kind::tf32`, on sm_100a
/// or (PTX ISA 8.8) the sm_100f family, sm_103a included (9.7.16.10.9.1, Target ISA
/// notes).
fn scale_input_d(
    p: &ModuleScope,
    form: &Form,
    kind: Tc05Kind,
    raw: &Raw,
) -> Result<u8, ParseError> {
    let key = &form.key;
    let t = &p.module.target;
    let bad = |why: String| Err(p.err(raw.pos(), format!("`{key}`: scale-input-d {why}")));
    if !matches!(kind, Tc05Kind::F16 | Tc05Kind::Tf32) {
        return bad("is only valid for .kind::f16 and .kind::tf32".into());
    }
    // (sm_103a has the sm_100f family's features, as CCCL's bindings list it.)
    let family =
        t.arch_suffix == Some('f') && matches!(t.arch, 100 | 103) && t.isa_version >= (8, 8);
    if !(family || (t.arch_suffix == Some('a') && matches!(t.arch, 100 | 103))) {
        return bad(format!(
            "requires sm_100a or sm_103a, or the sm_100f family with PTX ISA 8.8 (module declares {})",
            t.arch_name
        ));
    }
    match constant(raw) {
        Some(v) if (0..=15).contains(&v) => Ok(v as u8),
        _ => bad("must be an integer constant in 0..15".into()),
    }
}

fn want(ty: Ty) -> Want {
    Want { ty, relaxed: false }
}

/// `tcgen05.mma`'s `[d-tmem]`, A (a descriptor, or `[a-tmem]`: a memory operand) and
/// B.
fn mma_matrices(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    f: &mut Tc05Mma,
    form: &Form,
    ops: &[Raw],
) -> Result<(Operand, Operand, Operand), ParseError> {
    let op = form.row.op;
    let d = lower_operand(p, fc, &ops[0], Slot::M, want(Ty::B32), false, op)?.0;
    f.a_tmem = matches!(ops[1], Raw::Addr { .. });
    let a = if f.a_tmem {
        lower_operand(p, fc, &ops[1], Slot::M, want(Ty::B32), false, op)?.0
    } else {
        lower_operand(p, fc, &ops[1], Slot::S, want(Ty::B64), false, op)?.0
    };
    let b = lower_operand(p, fc, &ops[2], Slot::S, want(Ty::B64), false, op)?.0;
    Ok((d, a, b))
}

/// The list operand of `list`'s operands.
fn push_list(fc: &mut FuncCtx, list: Vec<Operand>) -> Operand {
    let start = fc.vec_elems.len() as u32;
    let len = list.len() as u16;
    fc.vec_elems.extend(list);
    Operand::Vec { start, len }
}

/// Resolve the operands of `tcgen05.mma`/`ld`/`st` into `inst` (see the module doc).
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
    // `.sp`: `[sp-meta-tmem]` follows B; the rest are the dense form's, and the
    // metadata address ends the list.
    let sp_meta = match inst.mods.sub {
        Sub::Tc05Mma(f) if f.sp => {
            let Some(raw @ Raw::Addr { .. }) = ops.get(3) else {
                return Err(p.err(
                    ops.get(3).map_or(mpos, |r| r.pos()),
                    format!("`{key}`: expected [sp-meta-tmem] (a tensor-memory address in brackets) after b-desc"),
                ));
            };
            Some(lower_operand(p, fc, raw, Slot::M, want(Ty::B32), false, op)?.0)
        }
        _ => None,
    };
    let dense_ops: Vec<Raw>;
    let ops = if sp_meta.is_some() {
        dense_ops = ops[..3].iter().chain(&ops[4..]).cloned().collect();
        &dense_ops[..]
    } else {
        ops
    };
    // How the operand-count messages name the metadata and count it.
    let (meta_word, extra) = if sp_meta.is_some() {
        (" [sp-meta-tmem],", 1)
    } else {
        ("", 0)
    };
    match inst.mods.sub {
        Sub::Tc05Mma(mut f) if f.ws => {
            // [d], a, b, idesc, enable-input-d{, zero-column-mask-desc}
            if !(5..=6).contains(&ops.len()) || matches!(ops.get(4), Some(Raw::Vec(..))) {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: expected [d-tmem], a-desc|[a-tmem], b-desc,{meta_word} idesc, enable-input-d{{, zero-column-mask-desc}} ({} operands found)",
                        ops.len() + extra
                    ),
                ));
            }
            let (d, a, b) = mma_matrices(p, fc, &mut f, form, ops)?;
            let mut list =
                vec![lower_operand(p, fc, &ops[3], Slot::S32, want(Ty::B32), false, op)?.0];
            list.push(lower_operand(p, fc, &ops[4], Slot::Sp, want(Ty::Pred), false, op)?.0);
            if let Some(raw) = ops.get(5) {
                list.push(lower_operand(p, fc, raw, Slot::Sx, want(Ty::B64), false, op)?.0);
            }
            f.zero_mask = ops.len() == 6;
            list.extend(sp_meta);
            inst.src = [d, a, b, push_list(fc, list)];
            inst.mods.sub = Sub::Tc05Mma(f);
        }
        Sub::Tc05Mma(mut f) if f.kind.scaled() => {
            // [d], a, b, idesc, [scale-A-tmem], [scale-B-tmem], enable-input-d
            let addr = |k: usize| matches!(ops.get(k), Some(Raw::Addr { .. }));
            if ops.len() != 7 || !addr(4) || !addr(5) {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: expected [d-tmem], a-desc|[a-tmem], b-desc,{meta_word} idesc, [scale-A-tmem], [scale-B-tmem], enable-input-d ({} operands found)",
                        ops.len() + extra
                    ),
                ));
            }
            let (d, a, b) = mma_matrices(p, fc, &mut f, form, ops)?;
            let mut list =
                vec![lower_operand(p, fc, &ops[3], Slot::S32, want(Ty::B32), false, op)?.0];
            list.push(lower_operand(p, fc, &ops[6], Slot::Sp, want(Ty::Pred), false, op)?.0);
            for raw in &ops[4..6] {
                list.push(lower_operand(p, fc, raw, Slot::M, want(Ty::B32), false, op)?.0);
            }
            list.extend(sp_meta);
            inst.src = [d, a, b, push_list(fc, list)];
            inst.mods.sub = Sub::Tc05Mma(f);
        }
        Sub::Tc05Mma(mut f) => {
            // [d], a, b, idesc, {mask}?, enable-input-d, scale-input-d?
            let mask = matches!(ops.get(4), Some(Raw::Vec(..)));
            let want_n = 5 + mask as usize;
            if let Some(raw) = ops.get(want_n).filter(|_| ops.len() == want_n + 1) {
                f.scale_d = scale_input_d(p, form, f.kind, raw)?;
            }
            if !(want_n..=want_n + 1).contains(&ops.len())
                || matches!(ops.get(4), Some(Raw::Addr { .. }))
            {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: expected [d-tmem], a-desc|[a-tmem], b-desc,{meta_word} idesc, {{disable-output-lane}}, enable-input-d ({} operands found)",
                        ops.len() + extra
                    ),
                ));
            }
            let (d, a, b) = mma_matrices(p, fc, &mut f, form, ops)?;
            let idesc = lower_operand(p, fc, &ops[3], Slot::S32, want(Ty::B32), false, op)?.0;
            let mut list = vec![idesc];
            let pred_at = 4 + mask as usize;
            list.push(lower_operand(p, fc, &ops[pred_at], Slot::Sp, want(Ty::Pred), false, op)?.0);
            if mask {
                let (m, _) = lower_operand(p, fc, &ops[4], Slot::Vm, want(Ty::B32), false, op)?;
                let Operand::Vec { start, len } = m else {
                    return Err(p.err(
                        ops[4].pos(),
                        format!("`{key}`: disable-output-lane must be a {{...}} vector"),
                    ));
                };
                // One bit per tensor-memory lane: 4 words, 8 over a CTA pair.
                let words = if f.pair { 8 } else { 4 };
                if len != words {
                    return Err(p.err(
                        ops[4].pos(),
                        format!("`{key}`: disable-output-lane has {len} registers; .cta_group::{} takes {words} (one bit per tensor-memory lane)", 1 + f.pair as u32),
                    ));
                }
                let elems: Vec<Operand> =
                    fc.vec_elems[start as usize..start as usize + words as usize].to_vec();
                list.extend(elems);
            }
            f.mask = mask;
            list.extend(sp_meta);
            inst.src = [d, a, b, push_list(fc, list)];
            inst.mods.sub = Sub::Tc05Mma(f);
        }
        Sub::Tc05Cp(_) => {
            if ops.len() != 2 {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: expected [taddr], s-desc ({} operands found)",
                        ops.len()
                    ),
                ));
            }
            inst.src[0] = lower_operand(p, fc, &ops[0], Slot::M, want(Ty::B32), false, op)?.0;
            inst.src[1] = lower_operand(p, fc, &ops[1], Slot::S, want(Ty::B64), false, op)?.0;
        }
        Sub::Tc05Move(m) => {
            let ld = op == Op::Tc05Ld;
            // `.16x32bx2` takes immHalfSplitoff: after the address (ld), before the
            // registers (st).
            let x2 = m.shape == Tc05Shape::S16x32bx2;
            // `.red` puts redval after the registers.
            let red = m.red.is_some() as usize;
            if ops.len() != 2 + x2 as usize + red {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: expected {} ({} operands found)",
                        match (ld, x2, red == 1) {
                            (true, false, false) => "{r...}, [taddr]",
                            (true, true, false) => "{r...}, [taddr], immHalfSplitoff",
                            (true, false, true) => "{r...}, redval, [taddr]",
                            (true, true, true) => "{r...}, redval, [taddr], immHalfSplitoff",
                            (false, false, _) => "[taddr], {r...}",
                            (false, true, _) => "[taddr], immHalfSplitoff, {r...}",
                        },
                        ops.len()
                    ),
                ));
            }
            let split = if x2 {
                let raw = &ops[if ld { 2 + red } else { 1 }];
                match constant(raw) {
                    Some(v) if (0..=0xFFFF).contains(&v) => Operand::Imm(v as u64),
                    _ => {
                        return Err(p.err(
                            raw.pos(),
                            format!("`{key}`: immHalfSplitoff must be an integer constant (columns, found `{}`)", raw.describe()),
                        ))
                    }
                }
            } else {
                Operand::None
            };
            let Some(nregs) = m.regs() else {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: .{}.x{} moves more than 128 registers (PTX ISA Table 47 has no such form)",
                        m.shape.name(),
                        m.num
                    ),
                ));
            };
            let (vi, ai) = if ld {
                (0, 1 + red)
            } else {
                (1 + x2 as usize, 0)
            };
            let (v, _) = lower_operand(p, fc, &ops[vi], Slot::Vm, want(Ty::B32), ld, op)?;
            if red == 1 {
                inst.dst[1] = lower_operand(p, fc, &ops[1], Slot::D, want(Ty::B32), true, op)?.0;
            }
            let len = match v {
                Operand::Vec { len, .. } => len as u32,
                Operand::Reg(_) => 1,
                _ => 0,
            };
            if len != nregs {
                return Err(p.err(
                    ops[vi].pos(),
                    format!(
                        "`{key}`: {len} registers; .{}.x{} moves {nregs} per thread (PTX ISA Table 47)",
                        m.shape.name(),
                        m.num
                    ),
                ));
            }
            let a = lower_operand(p, fc, &ops[ai], Slot::M, want(Ty::B32), false, op)?.0;
            if ld {
                inst.dst[0] = v;
                inst.src[0] = a;
            } else {
                inst.src[0] = a;
                inst.src[1] = v;
            }
            inst.src[2] = split;
        }
        Sub::Tc05Commit { multicast } => {
            if ops.len() != 1 + multicast as usize {
                return Err(p.err(
                    mpos,
                    format!(
                        "`{key}`: expected [mbar]{} ({} operands found)",
                        if multicast { ", ctaMask" } else { "" },
                        ops.len()
                    ),
                ));
            }
            inst.src[0] = lower_operand(p, fc, &ops[0], Slot::M, want(Ty::B64), false, op)?.0;
            if multicast {
                inst.src[1] = lower_operand(p, fc, &ops[1], Slot::S, want(Ty::B16), false, op)?.0;
            }
        }
        _ => return Err(p.err(mpos, format!("`{key}`: not a tcgen05 form"))),
    }
    Ok(())
}
