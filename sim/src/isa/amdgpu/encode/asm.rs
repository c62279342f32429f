//! The assembler: text lines to VOP3 bytes. Each operand and modifier is checked
//! against the instruction's row and the target's rules (register availability,
//! literals, constant bus, modifiers), and every error names what it rejects and
//! where.

use super::codes::{inline_code32, inline_float64, inline_int64, SReg, Special, LITERAL, VGPR0};
use super::dpp::{parse_list, Dpp, DppBuilder};
use super::fields::{layout, Fields};
use super::opnd::{self, bits32, Bus, Src, Val};
use super::table::{allowed, lookup, Lookup, Row, Slot};
use super::EncTarget;
use crate::isa::amdgpu::syntax::{parse_line, Stmt, Text};
use crate::isa::amdgpu::target::Gen;

/// An error at a column of the current line.
pub(super) struct At {
    pub col: u32,
    pub msg: String,
}

fn at(t: &Text) -> impl Fn(String) -> At + '_ {
    move |msg| At {
        col: t.pos.col,
        msg,
    }
}

/// Assemble a whole file.
pub(super) fn assemble(src: &str, t: &EncTarget) -> Result<Vec<u8>, (u32, u32, String)> {
    let mut out = Vec::new();
    for (i, line) in src.lines().enumerate() {
        let lno = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let stmts = parse_line(line, lno).map_err(|(p, m)| (p.line, p.col, m))?;
        for st in stmts {
            let bytes = match st {
                Stmt::Inst { mnemonic, operands, modifiers, dual: None, .. } => inst(&mnemonic, &operands, &modifiers, t),
                Stmt::Inst { mnemonic, .. } => {
                    Err(at(&mnemonic)("VOPD dual-issue instructions are not VOP3; warpsim's encoder handles VOP3 only".into()))
                }
                Stmt::Label(l) => Err(at(&l)(format!("label `{}`: `warpsim asm` takes VOP3 instructions only", l.text))),
                Stmt::Directive { name, .. } => {
                    Err(at(&name)(format!("directive `{}`: `warpsim asm` takes VOP3 instructions only", name.text)))
                }
            };
            out.extend(bytes.map_err(|e| (lno, e.col, e.msg))?);
        }
    }
    Ok(out)
}

/// Assemble one instruction given as a line of text (the disassembler's self-check).
pub(super) fn line(text: &str, t: &EncTarget) -> Result<Vec<u8>, String> {
    assemble(text, t).map_err(|(_, _, m)| m)
}

/// Resolve a mnemonic: its row and whether it is the `_e64_dpp` form.
fn mnemonic(m: &str, t: &EncTarget) -> Result<(&'static Row, bool), String> {
    let (base, dpp, e64) = if let Some(b) = m.strip_suffix("_e64_dpp") {
        (b, true, true)
    } else if let Some(b) = m.strip_suffix("_e64") {
        (b, false, true)
    } else {
        (m, false, false)
    };
    for (suffix, what) in [
        ("_e32", "e32 (VOP1/VOP2)"),
        ("_dpp", "e32 DPP"),
        ("_sdwa", "SDWA"),
        ("_dpp8", "e32 DPP8"),
    ] {
        if base.ends_with(suffix) {
            return Err(format!("`{m}`: the {what} variant is not supported; warpsim's encoder emits VOP3 (`_e64`, `_e64_dpp`) only"));
        }
    }
    let row = match lookup(base, t) {
        Lookup::Found(r) => r,
        Lookup::NotOnTarget => {
            return Err(format!(
                "`{m}`: instruction not supported on {}",
                t.gfx.name
            ))
        }
        Lookup::NotEncoded => {
            let known: Vec<&str> = crate::isa::amdgpu::table::all_rows()
                .map(|r| r.name)
                .collect();
            return Err(format!(
                "`{base}` is not implemented by warpsim's encoder (it encodes {})",
                known.join(", ")
            ));
        }
        Lookup::Unknown => return Err(format!("unknown mnemonic `{m}`")),
    };
    if row.e64_in_name && !e64 {
        return Err(format!(
            "`{m}` without `_e64` is the VOP2 encoding, which warpsim's encoder does not implement; write `{}_e64`",
            row.name
        ));
    }
    if dpp && (!row.dpp || t.gen() < Gen::Gfx11) {
        return Err(format!(
            "`{m}`: the e64_dpp variant of this instruction is not supported on {}",
            t.gfx.name
        ));
    }
    Ok((row, dpp))
}

/// Modifiers after the operands.
#[derive(Default)]
struct Mods {
    clamp: bool,
    omod: u8,
    op_sel: u8,
    dpp: Option<Dpp>,
}

/// Read the modifiers; `end_col` locates errors about modifiers that are missing.
fn modifiers(
    mods: &[Text],
    row: &Row,
    t: &EncTarget,
    dpp_form: bool,
    end_col: u32,
) -> Result<Mods, At> {
    let mut m = Mods::default();
    let mut dpp = DppBuilder::default();
    let (mut seen_clamp, mut seen_omod, mut seen_op_sel) = (false, false, false);
    let gen = t.gen();
    for x in mods {
        let err = at(x);
        let (key, val) = match x.text.split_once(':') {
            Some((k, v)) => (k, Some(v)),
            None => (x.text.as_str(), None),
        };
        let not_for = |what: &str, since: Option<Gen>| match since {
            Some(g) if gen < g => format!(
                "`{what}` is not supported for {} on {} (needs {} or later)",
                row.name,
                t.gfx.name,
                gen_name(g)
            ),
            _ => format!("`{what}` is not a valid modifier for {}", row.name),
        };
        match (key, val) {
            ("clamp", None) => {
                if !allowed(row.clamp, gen) {
                    return Err(err(not_for("clamp", row.clamp)));
                }
                if std::mem::replace(&mut seen_clamp, true) {
                    return Err(err("`clamp` given twice".into()));
                }
                m.clamp = true;
            }
            ("mul" | "div", Some(v)) => {
                m.omod = match (key, v) {
                    ("mul", "2") => 1,
                    ("mul", "4") => 2,
                    ("div", "2") => 3,
                    _ => {
                        return Err(err(format!(
                            "unknown output modifier `{}` (mul:2, mul:4 or div:2)",
                            x.text
                        )))
                    }
                };
                if !row.omod {
                    return Err(err(not_for(&x.text, None)));
                }
                if std::mem::replace(&mut seen_omod, true) {
                    return Err(err("more than one output modifier".into()));
                }
            }
            ("op_sel", Some(v)) => {
                if !allowed(row.op_sel, gen) {
                    return Err(err(not_for("op_sel", row.op_sel)));
                }
                let bits = parse_list(v, 4, 2, "op_sel").map_err(&err)?;
                m.op_sel = bits.iter().enumerate().map(|(i, &b)| (b as u8) << i).sum();
                if std::mem::replace(&mut seen_op_sel, true) {
                    return Err(err("`op_sel` given twice".into()));
                }
            }
            _ => match dpp.accept(key, val) {
                Ok(true) if !dpp_form => {
                    return Err(err(format!(
                        "DPP modifier `{}` needs the `_e64_dpp` form of the instruction",
                        x.text
                    )))
                }
                Ok(true) => {}
                Ok(false) => return Err(err(format!("unknown modifier `{}`", x.text))),
                Err(e) => return Err(err(e)),
            },
        }
    }
    if dpp_form {
        let col = mods.last().map_or(end_col, |x| x.pos.col);
        m.dpp = Some(dpp.finish().map_err(|msg| At { col, msg })?);
    }
    Ok(m)
}

/// One instruction.
fn inst(mn: &Text, ops: &[Text], mods: &[Text], t: &EncTarget) -> Result<Vec<u8>, At> {
    let (row, dpp_form) = mnemonic(&mn.text, t).map_err(at(mn))?;
    let slots = row.shape.slots();
    let name = &mn.text;
    if ops.len() < slots.len() {
        let where_ = ops.last().unwrap_or(mn);
        return Err(at(where_)(format!(
            "too few operands for instruction: `{name}` takes {} ({})",
            slots.len(),
            row.shape.signature()
        )));
    }
    if let Some(extra) = ops.get(slots.len()) {
        return Err(at(extra)(format!(
            "invalid operand for instruction: `{name}` takes {} operands, `{}` is one too many",
            slots.len(),
            extra.text
        )));
    }
    let end_col = ops.last().unwrap_or(mn).pos.col;
    let m = modifiers(mods, row, t, dpp_form, end_col)?;
    let mut f = Fields {
        op: row.opcode(t).unwrap_or_default(),
        clamp: m.clamp,
        omod: m.omod,
        op_sel: m.op_sel,
        ..Fields::default()
    };
    let mut bus = Bus::new(t);
    let mut dpp_src0 = 0u8;
    for (slot, text) in slots.iter().zip(ops) {
        let err = at(text);
        let o = opnd::parse(&text.text).map_err(&err)?;
        let what = format!("`{}`", text.text);
        match *slot {
            Slot::Vdst { wide } => {
                no_mods(&o, &text.text).map_err(&err)?;
                f.vdst = vgpr(&o, wide, t, "destination").map_err(&err)?;
            }
            Slot::Sdst => {
                no_mods(&o, &text.text).map_err(&err)?;
                let code = lane_mask(&o, t, true).map_err(&err)?;
                f.sdst = code as u8;
            }
            Slot::Mask => {
                no_mods(&o, &text.text).map_err(&err)?;
                f.src[2] = lane_mask(&o, t, false).map_err(&err)?;
                if !matches!(
                    o.val,
                    Val::S {
                        reg: SReg::Null,
                        ..
                    }
                ) {
                    bus.scalar(f.src[2], t.wave64, &what).map_err(&err)?;
                }
            }
            Slot::Src { i, wide } => {
                if (o.abs || o.neg) && !row.takes_abs_neg(i) {
                    return Err(err(format!(
                        "not a valid operand: {} takes no abs/neg modifier on src{i} (`{}`)",
                        row.name, text.text
                    )));
                }
                f.abs |= u8::from(o.abs) << i;
                f.neg |= u8::from(o.neg) << i;
                f.src[i] = match (dpp_form, i) {
                    (true, 0) => {
                        dpp_src0 = vgpr(&o, false, t, "VOP3-DPP src0").map_err(&err)?;
                        m.dpp.map_or(0, |d| d.marker())
                    }
                    (true, 1) if !dpp_src1_ok(&o, t) => {
                        let allowed = if t.dpp_src1_sgpr() {
                            "a VGPR or SGPR"
                        } else {
                            "a VGPR"
                        };
                        return Err(err(format!(
                            "invalid operand for instruction: VOP3-DPP src1 must be {allowed} on {} (`{}`)",
                            t.gfx.name, text.text
                        )));
                    }
                    _ if wide => src64(&o, t, &mut bus, &what).map_err(&err)?,
                    _ => src32(&o, i, dpp_form, t, &mut bus, &what).map_err(&err)?,
                };
            }
        }
    }
    let l = layout(t.gen());
    let (w0, w1) = l.pack(&f, row.shape.vop3b());
    let mut out: Vec<u8> = [w0, w1].iter().flat_map(|w| w.to_le_bytes()).collect();
    if let Some(d) = m.dpp {
        out.extend(d.word(dpp_src0).to_le_bytes());
    } else if let Some(lit) = bus.literal_value() {
        out.extend(lit.to_le_bytes());
    }
    Ok(out)
}

/// VOP3-DPP src1: a VGPR, or from GFX11.5 on also an SGPR.
fn dpp_src1_ok(o: &Src, t: &EncTarget) -> bool {
    match o.val {
        Val::V { .. } => true,
        Val::S { .. } => t.dpp_src1_sgpr(),
        _ => false,
    }
}

fn no_mods(o: &Src, text: &str) -> Result<(), String> {
    if o.abs || o.neg || o.lit {
        return Err(format!(
            "invalid operand for instruction: no modifiers allowed on `{text}`"
        ));
    }
    Ok(())
}

/// A VGPR (pair when `wide`) number.
fn vgpr(o: &Src, wide: bool, t: &EncTarget, what: &str) -> Result<u8, String> {
    let n = if wide { 2 } else { 1 };
    match o.val {
        Val::V { idx, n: m } if m == n => {
            // gfx90a and later CDNA require 64-bit VGPR tuples to start at an even register.
            if wide && t.gfx90a_insts() && idx % 2 != 0 {
                return Err(format!("invalid register alignment: {what} v[{idx}:{}] must start at an even VGPR on {}", u16::from(idx) + 1, t.gfx.name));
            }
            Ok(idx)
        }
        Val::V { .. } if wide => Err(format!(
            "invalid operand for instruction: {what} must be a VGPR pair v[n:n+1]"
        )),
        Val::V { .. } => Err(format!(
            "invalid operand for instruction: {what} must be a single VGPR"
        )),
        _ => Err(format!(
            "invalid operand for instruction: {what} must be a VGPR"
        )),
    }
}

/// A wave-sized scalar lane mask: the VOP3b carry-out (`dst`) or `v_cndmask_b32_e64`'s
/// src2.
fn lane_mask(o: &Src, t: &EncTarget, dst: bool) -> Result<u16, String> {
    let what = if dst {
        "the carry-out sdst"
    } else {
        "the lane-mask src2"
    };
    let size = if t.wave64 {
        "a 64-bit SGPR pair (wave64)"
    } else {
        "a 32-bit SGPR (wave32)"
    };
    let Val::S { reg, pair } = o.val else {
        return Err(format!(
            "invalid operand for instruction: {what} must be {size} on {t}"
        ));
    };
    if dst && matches!(reg, SReg::M0 | SReg::ExecLo | SReg::ExecHi) {
        return Err(format!(
            "invalid operand for instruction: `{}` cannot be {what}",
            reg.name()
        ));
    }
    if reg == SReg::Null {
        return reg.code(t);
    }
    if pair != t.wave64 {
        return Err(format!(
            "invalid operand for instruction: {what} must be {size} on {t}"
        ));
    }
    if pair {
        reg.pair_code(t)
    } else {
        reg.code(t)
    }
}

/// How messages name a generation.
fn gen_name(g: Gen) -> &'static str {
    match g {
        Gen::Gfx6 => "GFX6",
        Gen::Gfx8 => "GFX8",
        Gen::Gfx9 => "GFX9",
        Gen::Gfx10 => "GFX10",
        Gen::Gfx11 => "GFX11",
        Gen::Gfx12 => "GFX12",
    }
}

/// A 32-bit source field value.
fn src32(
    o: &Src,
    i: usize,
    dpp: bool,
    t: &EncTarget,
    bus: &mut Bus,
    what: &str,
) -> Result<u16, String> {
    match o.val {
        Val::V { idx, n: 1 } => Ok(VGPR0 + u16::from(idx)),
        Val::S { reg, pair: false } => {
            let code = reg.code(t)?;
            // null reads as zero and costs no constant-bus slot.
            if reg != SReg::Null {
                bus.scalar(code, false, what)?;
            }
            Ok(code)
        }
        Val::V { .. } | Val::S { .. } => Err(format!(
            "invalid operand for instruction: {what} is 64 bits wide, src{i} is a 32-bit operand"
        )),
        Val::Special(s) => {
            let code = s.code(t)?;
            if s == Special::LdsDirect && (i != 0 || dpp) {
                return Err(format!(
                    "lds_direct may be used as src0 only (of a non-DPP instruction), not {what}"
                ));
            }
            if s.on_constant_bus() {
                bus.scalar(code, false, what)?;
            }
            Ok(code)
        }
        Val::Int(_) | Val::Float(_) => {
            let bits = bits32(o.val)?;
            if !o.lit {
                if let Some(code) = inline_code32(bits, t.gen()) {
                    return Ok(code);
                }
            }
            if !t.gfx.vop3_literal() {
                let why = if o.lit {
                    " (`lit()` would need a literal dword, which VOP3 does not have before GFX10)"
                } else {
                    ""
                };
                return Err(format!("literal operands are not supported on {}: {what} is not an inline constant{why}", t.gfx.name));
            }
            if dpp {
                return Err(format!("literal operands are not allowed in VOP3-DPP: {what} is not an inline constant"));
            }
            bus.literal(bits, what)?;
            Ok(LITERAL)
        }
    }
}

/// A 64-bit source field value (VGPR pair, SGPR pair or inline constant).
fn src64(o: &Src, t: &EncTarget, bus: &mut Bus, what: &str) -> Result<u16, String> {
    match o.val {
        Val::V { n: 2, .. } => Ok(VGPR0 + u16::from(vgpr(o, true, t, "the 64-bit source")?)),
        Val::S { reg: SReg::Null, .. } => SReg::Null.code(t),
        Val::S { reg, pair: true } => {
            let code = reg.pair_code(t)?;
            bus.scalar(code, true, what)?;
            Ok(code)
        }
        Val::Int(_) | Val::Float(_) if o.lit => Err(format!("`lit()` in a 64-bit operand is not supported by warpsim's encoder ({what})")),
        Val::Int(i) => inline_int64(i).ok_or_else(|| format!("{what}: 64-bit literals are not supported by warpsim's encoder (inline constants are -16..64 and the float constants)")),
        Val::Float(x) => inline_float64(x, t.gen()).ok_or_else(|| format!("{what}: 64-bit literals are not supported by warpsim's encoder (not an inline double)")),
        _ => Err(format!("invalid operand for instruction: {what} is not a 64-bit operand (expected v[n:n+1], s[n:n+1] or an inline constant)")),
    }
}
