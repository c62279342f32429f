//! Resolving one written operand against the slot its instruction row gives it:
//! registers (width and kind), predicates, immediates (encoded as the bits of the
//! slot's type), special registers, symbols, addresses and register vectors.

use super::ast::Raw;
use super::number::{parse_num, Num};
use super::scope::{FuncCtx, ModuleScope, RegEntry};
use super::table::Slot;
use crate::error::{ParseError, Pos};
use crate::ir::float_fmt::f64_to_half_bits;
use crate::ir::{Addr, Op, Operand, RegRef, Round, SReg, Ty, NO_REG};

/// Encode a literal as the bits of type `ty`.
pub fn encode_imm(n: Num, neg: bool, ty: Ty) -> Result<u64, String> {
    let float_val = |n: Num| -> f64 {
        match n {
            Num::Int(v) => v as i64 as f64,
            Num::F32Bits(b) => f32::from_bits(b) as f64,
            Num::F64Bits(b) => f64::from_bits(b),
            Num::Dec(x) => x,
        }
    };
    match ty {
        Ty::F32 => {
            let bits = match n {
                Num::F32Bits(b) => b,
                other => (float_val(other) as f32).to_bits(),
            };
            Ok((if neg { bits ^ 0x8000_0000 } else { bits }) as u64)
        }
        Ty::F64 => {
            let bits = match n {
                Num::F64Bits(b) => b,
                other => float_val(other).to_bits(),
            };
            Ok(if neg { bits ^ (1 << 63) } else { bits })
        }
        Ty::F16 | Ty::Bf16 => {
            let x = if neg { -float_val(n) } else { float_val(n) };
            Ok(f64_to_half_bits(x.to_bits(), ty, Round::Rn))
        }
        // Untyped bits take a float literal as the bits of the float of that width.
        Ty::B32 if !matches!(n, Num::Int(_)) => encode_imm(n, neg, Ty::F32),
        Ty::B64 if !matches!(n, Num::Int(_)) => encode_imm(n, neg, Ty::F64),
        _ => {
            let Num::Int(v) = n else {
                return Err(format!(
                    "floating-point literal used where a .{} integer is expected",
                    ty.name()
                ));
            };
            let bits = ty.bits().max(1);
            let v = if neg {
                (v as i64).wrapping_neg() as u64
            } else {
                v
            };
            if bits < 64 {
                // Accept values that fit as unsigned or as signed.
                let fits_u = v >> bits == 0;
                let fits_s = ((v as i64) >> (bits - 1)) == 0 || ((v as i64) >> (bits - 1)) == -1;
                if !fits_u && !fits_s {
                    return Err(format!(
                        "immediate {} does not fit in .{}",
                        v as i64,
                        ty.name()
                    ));
                }
            }
            Ok(v & ty.mask())
        }
    }
}

fn special(name: &str) -> Option<SReg> {
    let axis = |s: &str| match s {
        "x" => Some(0u8),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    if let Some((base, comp)) = name.split_once('.') {
        let a = axis(comp)?;
        return Some(match base {
            "%tid" => SReg::Tid(a),
            "%ntid" => SReg::Ntid(a),
            "%ctaid" => SReg::Ctaid(a),
            "%nctaid" => SReg::Nctaid(a),
            "%cluster_ctaid" => SReg::ClusterCtaid(a),
            "%cluster_nctaid" => SReg::ClusterNctaid(a),
            "%clusterid" => SReg::Clusterid(a),
            "%nclusterid" => SReg::Nclusterid(a),
            _ => return None,
        });
    }
    Some(match name {
        "%laneid" => SReg::Laneid,
        "%warpid" => SReg::Warpid,
        "%nwarpid" => SReg::Nwarpid,
        "%smid" => SReg::Smid,
        "%nsmid" => SReg::Nsmid,
        "%gridid" => SReg::Gridid,
        "%lanemask_eq" => SReg::LanemaskEq,
        "%lanemask_le" => SReg::LanemaskLe,
        "%lanemask_lt" => SReg::LanemaskLt,
        "%lanemask_ge" => SReg::LanemaskGe,
        "%lanemask_gt" => SReg::LanemaskGt,
        "%clock" => SReg::Clock,
        "%clock_hi" => SReg::ClockHi,
        "%clock64" => SReg::Clock64,
        "%globaltimer" => SReg::GlobalTimer,
        "%globaltimer_lo" => SReg::GlobalTimerLo,
        "%globaltimer_hi" => SReg::GlobalTimerHi,
        "%current_graph_exec" => SReg::CurrentGraphExec,
        "%dynamic_smem_size" => SReg::DynamicSmemSize,
        "%total_smem_size" => SReg::TotalSmemSize,
        "WARP_SZ" => SReg::WarpSz,
        "%cluster_ctarank" => SReg::ClusterCtarank,
        "%cluster_nctarank" => SReg::ClusterNctarank,
        "%is_explicit_cluster" => SReg::IsExplicitCluster,
        _ => return None,
    })
}

fn special_bits(s: SReg) -> u32 {
    match s {
        SReg::Clock64 | SReg::GlobalTimer | SReg::Gridid | SReg::CurrentGraphExec => 64,
        _ => 32,
    }
}

/// Expected register width and kind of a slot.
#[derive(Clone, Copy)]
pub struct Want {
    pub ty: Ty,
    /// Register may be wider than the type (ld/st/cvt).
    pub relaxed: bool,
}

/// Resolve one operand for a slot. Returns the operand and, for pairs, the second one.
pub fn lower_operand(
    p: &ModuleScope,
    fc: &mut FuncCtx,
    raw: &Raw,
    slot: Slot,
    want: Want,
    is_dst: bool,
    op: Op,
) -> Result<(Operand, Option<Operand>), ParseError> {
    if want.ty == Ty::B128 {
        if let Some(o) = b128(fc, raw) {
            return Ok((o, None));
        }
    }
    match (slot, raw) {
        (Slot::Dp, Raw::Pair(a, b)) => {
            let a = pred(p, fc, a, false)?;
            let b = pred(p, fc, b, false)?;
            Ok((a, Some(b)))
        }
        (Slot::Dq, Raw::Pair(a, b)) => {
            let a = if let Raw::Sink(_) = **a {
                Operand::Sink
            } else {
                value(
                    p,
                    fc,
                    a,
                    Want {
                        ty: want.ty,
                        relaxed: false,
                    },
                    true,
                    op,
                )?
            };
            let b = pred(p, fc, b, false)?;
            Ok((a, Some(b)))
        }
        (_, r @ Raw::Pair(a, _)) => Err(p.err(
            a.pos(),
            format!("pair `{}` is not allowed here", r.describe()),
        )),
        (Slot::Dp | Slot::Sp, r) => Ok((pred(p, fc, r, slot == Slot::Sp)?, None)),
        (Slot::M, Raw::Addr { base, offset, pos }) => {
            Ok((Operand::Mem(address(p, fc, base, *offset, *pos)?), None))
        }
        (Slot::M, r @ Raw::Tensor(..)) => Err(p.err(
            r.pos(),
            format!(
                "tensor operand `{}` is only allowed in cp.async.bulk.tensor",
                r.describe()
            ),
        )),
        (Slot::M, r) => Err(p.err(
            r.pos(),
            format!(
                "expected a memory operand `[...]`, found `{}`",
                r.describe()
            ),
        )),
        (_, r @ Raw::Addr { pos, .. }) => Err(p.err(
            *pos,
            format!(
                "memory operand `{}` is not allowed here (expected a register or immediate)",
                r.describe()
            ),
        )),
        (Slot::L, Raw::Name { name, pos, .. }) => {
            if fc.lookup_reg(name).is_some() {
                return Err(p.err(
                    *pos,
                    format!("indirect branch through `{name}` is not supported (brx.idx)"),
                ));
            }
            Ok((Operand::Label(0), None))
        }
        (Slot::L, r) => Err(p.err(
            r.pos(),
            format!("expected a label, found `{}`", r.describe()),
        )),
        (Slot::Dx | Slot::Sx | Slot::V | Slot::Vm, Raw::Vec(items, vpos)) => {
            if items.is_empty() || items.len() > 128 {
                return Err(p.err(
                    *vpos,
                    format!("vector operand with {} elements", items.len()),
                ));
            }
            let mut elems = Vec::with_capacity(items.len());
            let ew = if slot == Slot::V {
                Want {
                    ty: Ty::B32,
                    relaxed: false,
                }
            } else {
                Want {
                    ty: want.ty,
                    relaxed: want.relaxed,
                }
            };
            for it in items {
                let e = match it {
                    Raw::Sink(_) if is_dst => Operand::Sink,
                    _ if slot == Slot::Dx || slot == Slot::Sx => {
                        // mov packs/unpacks registers of a smaller width than the type.
                        if op == Op::Mov {
                            value(
                                p,
                                fc,
                                it,
                                Want {
                                    ty: Ty::None,
                                    relaxed: true,
                                },
                                is_dst,
                                op,
                            )?
                        } else {
                            value(p, fc, it, ew, is_dst, op)?
                        }
                    }
                    _ => value(p, fc, it, ew, is_dst, op)?,
                };
                if matches!(e, Operand::Sym { .. } | Operand::Special(_)) {
                    return Err(p.err(it.pos(), "vector elements must be registers or immediates"));
                }
                elems.push(e);
            }
            let start = fc.vec_elems.len() as u32;
            fc.vec_elems.extend(elems);
            Ok((
                Operand::Vec {
                    start,
                    len: items.len() as u16,
                },
                None,
            ))
        }
        (Slot::V | Slot::Vm, r) => Err(p.err(
            r.pos(),
            format!(
                "expected a vector operand `{{...}}`, found `{}`",
                r.describe()
            ),
        )),
        (_, r @ Raw::Vec(_, vp)) => Err(p.err(
            *vp,
            format!("vector operand `{}` is not allowed here", r.describe()),
        )),
        (_, r @ Raw::Tensor(_, _, tp)) => Err(p.err(
            *tp,
            format!(
                "tensor operand `{}` is only allowed in cp.async.bulk.tensor",
                r.describe()
            ),
        )),
        (_, r @ Raw::List(_, lp)) => Err(p.err(
            *lp,
            format!(
                "parenthesised list `{}` is only allowed in `call`",
                r.describe()
            ),
        )),
        (_, Raw::Sink(sp)) if is_dst => {
            let _ = sp;
            Ok((Operand::Sink, None))
        }
        (_, Raw::Sink(sp)) => Err(p.err(*sp, "`_` is only allowed as a destination")),
        (_, r) => Ok((value(p, fc, r, want, is_dst, op)?, None)),
    }
}

/// A `.b128` register where a 128-bit operand is wanted: the vector of its two
/// 64-bit halves, low first (what `ld`/`st` `.b128` move as `.v2.b64`, and
/// `clusterlaunchcontrol.query_cancel` reads). `None`: not a `.b128` register.
pub fn b128(fc: &mut FuncCtx, raw: &Raw) -> Option<Operand> {
    let Raw::Name {
        name,
        neg: false,
        offset: 0,
        ..
    } = raw
    else {
        return None;
    };
    let Some(RegEntry::Reg { idx, bits: 128 }) = fc.lookup_reg(name) else {
        return None;
    };
    let half = |i: u32| {
        Operand::Reg(RegRef {
            idx: i,
            bits: 64,
            slot: i,
        })
    };
    let start = fc.vec_elems.len() as u32;
    fc.vec_elems.extend([half(idx), half(idx + 1)]);
    Some(Operand::Vec { start, len: 2 })
}

/// A predicate operand (register, optionally negated when `allow_neg`).
fn pred(p: &ModuleScope, fc: &FuncCtx, raw: &Raw, allow_neg: bool) -> Result<Operand, ParseError> {
    match raw {
        Raw::Name { name, pos, neg, .. } => {
            if *neg && !allow_neg {
                return Err(p.err(*pos, format!("`!{name}`: negation is not allowed here")));
            }
            match fc.lookup_reg(name) {
                Some(RegEntry::Pred { idx }) => Ok(Operand::Pred { idx, neg: *neg }),
                Some(_) => Err(p.err(*pos, format!("`{name}` is not a predicate register"))),
                None if name.starts_with('%') => {
                    Err(p.err(*pos, format!("undeclared register `{name}`")))
                }
                None => Err(p.err(*pos, format!("undeclared identifier `{name}`"))),
            }
        }
        Raw::Sink(_) => Ok(Operand::Sink),
        r => Err(p.err(
            r.pos(),
            format!("expected a predicate register, found `{}`", r.describe()),
        )),
    }
}

/// A register, immediate, special register or symbol address.
fn value(
    p: &ModuleScope,
    fc: &FuncCtx,
    raw: &Raw,
    want: Want,
    is_dst: bool,
    op: Op,
) -> Result<Operand, ParseError> {
    match raw {
        Raw::Num { text, neg, pos } => {
            if is_dst {
                return Err(p.err(
                    *pos,
                    format!("immediate `{}` cannot be a destination", raw.describe()),
                ));
            }
            let n =
                parse_num(text).ok_or_else(|| p.err(*pos, format!("malformed number `{text}`")))?;
            let ty = if want.ty == Ty::None {
                Ty::B64
            } else {
                want.ty
            };
            if ty == Ty::Pred {
                // PTX reads an integer constant as a predicate the way C does (non-zero = true).
                return match n {
                    Num::Int(v) => Ok(Operand::Imm((v != 0) as u64)),
                    _ => Err(p.err(
                        *pos,
                        format!(
                            "expected a predicate, found floating-point `{}`",
                            raw.describe()
                        ),
                    )),
                };
            }
            let v = encode_imm(n, *neg, ty).map_err(|m| p.err(*pos, m))?;
            Ok(Operand::Imm(v))
        }
        Raw::Name {
            name,
            pos,
            neg,
            offset,
        } => {
            if let Some(r) = fc.lookup_reg(name) {
                if *offset != 0 {
                    return Err(p.err(*pos, format!("`{name}+{offset}`: register plus offset is only allowed inside `[...]`")));
                }
                return match r {
                    RegEntry::Pred { idx } => {
                        if want.ty != Ty::Pred {
                            return Err(p.err(
                                *pos,
                                format!(
                                    "`{name}` is a predicate; expected a .{} register",
                                    want.ty.name()
                                ),
                            ));
                        }
                        Ok(Operand::Pred { idx, neg: *neg })
                    }
                    RegEntry::Reg { bits: 128, .. } => Err(p.err(
                        *pos,
                        format!("`{name}` is a .b128 register: warpsim takes one as the data of ld/st .b128 and as the response of clusterlaunchcontrol.query_cancel"),
                    )),
                    RegEntry::Reg { idx, bits } => {
                        if *neg {
                            return Err(
                                p.err(*pos, format!("`!{name}`: only predicates can be negated"))
                            );
                        }
                        if want.ty == Ty::Pred {
                            return Err(
                                p.err(*pos, format!("`{name}` is not a predicate register"))
                            );
                        }
                        check_width(p, name, *pos, bits as u32, want, op)?;
                        Ok(Operand::Reg(RegRef {
                            idx,
                            bits,
                            slot: idx,
                        }))
                    }
                };
            }
            if let Some(s) = special(name) {
                if is_dst {
                    return Err(p.err(*pos, format!("special register `{name}` is read-only")));
                }
                let _ = special_bits(s);
                return Ok(Operand::Special(s));
            }
            if let Some(sym) = p.lookup_sym(fc, name) {
                if is_dst {
                    return Err(p.err(*pos, format!("`{name}` is a variable; use st to write it")));
                }
                return Ok(Operand::Sym {
                    sym,
                    offset: *offset,
                });
            }
            if p.function_id(name).is_some() {
                return Err(p.err(*pos, format!("function `{name}` cannot be used as a value (indirect calls are not supported)")));
            }
            if fc.label_names.contains(name) {
                return Err(p.err(
                    *pos,
                    format!("label `{name}` cannot be used as a value (only as a branch target)"),
                ));
            }
            if let Some((base, _)) = name.split_once('.') {
                if special(&format!("{base}.x")).is_some() {
                    return Err(p.err(
                        *pos,
                        format!("unknown special register `{name}` (components are .x, .y, .z)"),
                    ));
                }
            }
            if name.starts_with('%') {
                Err(p.err(*pos, format!("undeclared register `{name}`")))
            } else {
                Err(p.err(*pos, format!("undeclared identifier `{name}`")))
            }
        }
        r => Err(p.err(
            r.pos(),
            format!("expected a register or immediate, found `{}`", r.describe()),
        )),
    }
}

fn check_width(
    p: &ModuleScope,
    name: &str,
    pos: Pos,
    bits: u32,
    want: Want,
    op: Op,
) -> Result<(), ParseError> {
    if want.ty == Ty::None {
        return Ok(());
    }
    let need = want.ty.bits().max(8);
    let ok = if want.relaxed {
        bits >= need || (need == 8 && bits >= 8)
    } else {
        bits == need || (need == 8 && bits == 16)
    };
    if !ok {
        return Err(p.err(
            pos,
            format!(
                "`{name}` is a {bits}-bit register but `{}` needs a {}-bit operand (.{})",
                op.name(),
                need,
                want.ty.name()
            ),
        ));
    }
    Ok(())
}

/// `[base + offset]` where base is a register or a variable/parameter symbol.
fn address(
    p: &ModuleScope,
    fc: &FuncCtx,
    base: &Option<(String, Pos)>,
    offset: i64,
    _pos: Pos,
) -> Result<Addr, ParseError> {
    let mut a = Addr::ptx(NO_REG, 64, NO_REG, offset);
    if let Some((name, bpos)) = base {
        if let Some(r) = fc.lookup_reg(name) {
            match r {
                RegEntry::Reg { idx, bits } if bits == 32 || bits == 64 => {
                    a.base = idx;
                    a.base_bits = bits;
                }
                RegEntry::Reg { bits, .. } => {
                    return Err(p.err(
                        *bpos,
                        format!(
                            "address register `{name}` is {bits}-bit; addresses need 32 or 64 bits"
                        ),
                    ));
                }
                RegEntry::Pred { .. } => {
                    return Err(p.err(*bpos, format!("`{name}` is a predicate, not an address")))
                }
            }
        } else if let Some(sym) = p.lookup_sym(fc, name) {
            a.sym = sym;
        } else if name.starts_with('%') {
            return Err(p.err(*bpos, format!("undeclared register `{name}` in address")));
        } else {
            return Err(p.err(*bpos, format!("undeclared identifier `{name}` in address")));
        }
    }
    Ok(a)
}
