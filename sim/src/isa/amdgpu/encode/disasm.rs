//! The disassembler: VOP3 bytes to llvm-mc's canonical text. Every field is checked
//! against the instruction's row and the target (reserved bits, operand codes that do
//! not exist there, literals before GFX10, DPP words), and finally the text is
//! assembled again and must give back the same bytes: the decoder accepts exactly
//! the encodings the encoder produces, never guesses.

use super::asm;
use super::codes::{
    inline_text, Code, CodeMap, SReg, Special, DPP16, DPP8, DPP8_FI, LITERAL, VGPR0,
};
use super::dpp::Dpp;
use super::fields::layout;
use super::opnd::{literal_text, vgpr_code_text, vgpr_text, with_mods};
use super::table::{allowed, by_opcode, Row, Slot};
use super::EncTarget;
use crate::isa::amdgpu::target::Gen;

/// Disassemble a byte string.
pub(super) fn disassemble(bytes: &[u8], t: &EncTarget) -> Result<Vec<String>, String> {
    let map = CodeMap::new(t);
    let mut out = Vec::new();
    let mut off = 0;
    while off < bytes.len() {
        let (text, len) =
            one(&bytes[off..], t, &map).map_err(|e| format!("byte offset {off}: {e}"))?;
        out.push(text);
        off += len;
    }
    Ok(out)
}

fn word(b: &[u8], k: usize) -> Option<u32> {
    let s = b.get(4 * k..4 * k + 4)?;
    Some(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}

/// Decode one instruction: its text and length in bytes.
fn one(b: &[u8], t: &EncTarget, map: &CodeMap) -> Result<(String, usize), String> {
    let gen = t.gen();
    let (Some(w0), Some(w1)) = (word(b, 0), word(b, 1)) else {
        return Err(format!(
            "truncated instruction: a VOP3 instruction has 8 bytes, {} left",
            b.len()
        ));
    };
    let l = layout(gen);
    let op = l.opcode(w0).ok_or_else(|| {
        format!(
            "word {w0:#010x} is not a VOP3 instruction for {}",
            t.gfx.name
        )
    })?;
    let row = by_opcode(op, t).ok_or_else(|| {
        format!(
            "VOP3 opcode {op} is not an instruction warpsim encodes for {}",
            t.gfx.name
        )
    })?;
    let f = l.unpack(w0, w1, row.shape.vop3b())?;

    // A third dword: the DPP word (GFX11+, marker in SRC0) or a literal (GFX10+).
    let dpp_marker = gen >= Gen::Gfx11 && matches!(f.src[0], DPP16 | DPP8 | DPP8_FI);
    let has_literal = f.src.contains(&LITERAL);
    if has_literal && !t.gfx.vop3_literal() {
        return Err(format!(
            "operand code 255 (literal) is not valid in VOP3 on {}: there is no literal dword before GFX10 (llvm-mc's `lit()` emits this invalid encoding)",
            t.gfx.name
        ));
    }
    let extra = if dpp_marker || has_literal {
        Some(word(b, 2).ok_or_else(|| {
            format!(
                "truncated instruction: {} needs 12 bytes, {} left",
                row.name,
                b.len()
            )
        })?)
    } else {
        None
    };
    let dpp = if dpp_marker {
        if !row.dpp {
            return Err(format!("{} has no VOP3-DPP form", row.name));
        }
        if has_literal {
            return Err("a literal cannot be combined with DPP".into());
        }
        Some(Dpp::decode(f.src[0], extra.unwrap_or_default())?)
    } else {
        None
    };
    let literal = if dpp.is_none() { extra } else { None };

    check_modifier_bits(row, &f, t)?;
    let mut ops = Vec::new();
    for slot in row.shape.slots() {
        ops.push(match *slot {
            Slot::Vdst { wide } => vgpr_text(f.vdst, wide),
            Slot::Sdst => mask_text(u16::from(f.sdst), t, map)?,
            Slot::Mask => mask_text(f.src[2], t, map)?,
            Slot::Src { i, wide } => {
                let abs = f.abs >> i & 1 != 0;
                let neg = f.neg >> i & 1 != 0;
                let (text, constant) = match (dpp, i) {
                    (Some((_, v)), 0) => (vgpr_text(v, false), false),
                    _ => src_text(f.src[i], i, wide, literal, t, map)?,
                };
                with_mods(text, abs, neg, constant)
            }
        });
    }
    let mut text = format!("{} {}", row.printed_name(t, dpp.is_some()), ops.join(", "));
    if f.op_sel != 0 {
        let bits: Vec<String> = (0..4).map(|i| (f.op_sel >> i & 1).to_string()).collect();
        text.push_str(&format!(" op_sel:[{}]", bits.join(",")));
    }
    if f.clamp {
        text.push_str(" clamp");
    }
    text.push_str(["", " mul:2", " mul:4", " div:2"][usize::from(f.omod & 3)]);
    if let Some((d, _)) = dpp {
        text.push(' ');
        text.push_str(&d.text());
    }
    let len = if extra.is_some() { 12 } else { 8 };
    // The operand-combination rules (constant bus, register pairs, ...) live in the
    // assembler; the text must assemble back to exactly these bytes.
    match asm::line(&text, t) {
        Ok(again) if again == b[..len] => Ok((text, len)),
        Ok(_) => Err(format!(
            "`{text}` is not the canonical encoding of these bytes"
        )),
        Err(e) => Err(format!("invalid encoding of `{text}`: {e}")),
    }
}

/// Reject modifier bits the instruction does not have on this target.
fn check_modifier_bits(row: &Row, f: &super::fields::Fields, t: &EncTarget) -> Result<(), String> {
    let gen = t.gen();
    let takes = (0..3)
        .filter(|&i| row.takes_abs_neg(i))
        .fold(0u8, |m, i| m | 1 << i);
    if f.abs & !takes != 0 || f.neg & !takes != 0 {
        return Err(format!(
            "abs/neg bits set on a source of {} that takes no modifiers",
            row.name
        ));
    }
    if f.clamp && !allowed(row.clamp, gen) {
        return Err(format!(
            "clamp bit set, but {} has no clamp on {}",
            row.name, t.gfx.name
        ));
    }
    if f.omod != 0 && !row.omod {
        return Err(format!(
            "output-modifier bits set, but {} has no omod",
            row.name
        ));
    }
    if f.op_sel != 0 && !allowed(row.op_sel, gen) {
        return Err(format!(
            "op_sel bits set, but {} has no op_sel on {}",
            row.name, t.gfx.name
        ));
    }
    Ok(())
}

/// A wave-sized lane-mask operand.
fn mask_text(code: u16, t: &EncTarget, map: &CodeMap) -> Result<String, String> {
    let bad = || {
        format!(
            "operand code {code} is not a {}-bit scalar lane mask on {}",
            if t.wave64 { 64 } else { 32 },
            t.gfx.name
        )
    };
    if map.scalar(code) == Some(SReg::Null) {
        return Ok("null".into());
    }
    let name = if t.wave64 {
        map.pair(code).and_then(SReg::pair_name)
    } else {
        map.scalar(code).map(SReg::name)
    };
    name.ok_or_else(bad)
}

/// A source operand's text and whether it is a constant (for `neg(...)` printing).
fn src_text(
    code: u16,
    i: usize,
    wide: bool,
    literal: Option<u32>,
    t: &EncTarget,
    map: &CodeMap,
) -> Result<(String, bool), String> {
    let bad = || {
        format!(
            "operand code {code} is not a valid {}-bit src{i} on {}",
            if wide { 64 } else { 32 },
            t.gfx.name
        )
    };
    if code >= VGPR0 {
        return vgpr_code_text(code, wide)
            .map(|s| (s, false))
            .ok_or_else(bad);
    }
    if code == LITERAL {
        let v = literal.ok_or_else(bad)?;
        return if wide {
            Err(bad())
        } else {
            Ok((literal_text(v, t.gen()), true))
        };
    }
    match map.code(code).ok_or_else(bad)? {
        Code::Scalar(_) if wide => map
            .pair(code)
            .and_then(SReg::pair_name)
            .map(|s| (s, false))
            .ok_or_else(bad),
        Code::Scalar(r) => Ok((r.name(), false)),
        Code::Special(s) if wide || (s == Special::LdsDirect && i != 0) => Err(bad()),
        Code::Special(s) => Ok((s.name().to_string(), false)),
        Code::Inline(v) => Ok((inline_text(v, wide), true)),
    }
}
