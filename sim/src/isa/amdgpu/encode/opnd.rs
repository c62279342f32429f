//! VOP3 source operands as text: reading one (on top of `operand::parse_operand`, plus
//! the names and `lit(...)` it does not know), printing one the way llvm-mc does, and
//! the per-instruction limits on scalar reads (constant bus) and literals.

use super::codes::{is_inline32, SReg, Special, VGPR0};
use super::EncTarget;
use crate::ir::sreg;
use crate::isa::amdgpu::operand::{parse_operand, Val as PVal};
use crate::isa::amdgpu::target::Gen;

/// An operand value, target-independent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Val {
    /// `v[idx .. idx+n)`.
    V {
        idx: u8,
        n: u8,
    },
    /// A scalar register, or the 64-bit pair starting at it.
    S {
        reg: SReg,
        pair: bool,
    },
    Special(Special),
    Int(i64),
    Float(f64),
}

/// An operand with its source modifiers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Src {
    pub val: Val,
    pub abs: bool,
    pub neg: bool,
    /// Written as `lit(...)`: keep the constant a literal even if it could be inline.
    pub lit: bool,
}

/// Register names whose numbers `parse_operand` shares with plain SGPRs (its file puts
/// flat_scratch at s102 and xnack_mask at s104) or does not know at all.
const NAMED: [(&str, SReg, bool); 6] = [
    ("flat_scratch_lo", SReg::FlatScratchLo, false),
    ("flat_scratch_hi", SReg::FlatScratchHi, false),
    ("flat_scratch", SReg::FlatScratchLo, true),
    ("xnack_mask_lo", SReg::XnackMaskLo, false),
    ("xnack_mask_hi", SReg::XnackMaskHi, false),
    ("xnack_mask", SReg::XnackMaskLo, true),
];

/// The register or constant text inside modifiers (`-|x|`, `neg(abs(x))`, `lit(x)`).
fn core(text: &str) -> &str {
    let mut s = text.trim();
    loop {
        let before = s;
        for p in ["-", "|", "neg(", "abs(", "lit("] {
            if let Some(r) = s.strip_prefix(p) {
                s = r.trim_start();
            }
        }
        if s == before {
            break;
        }
    }
    s.trim_end_matches([')', '|', ' '])
}

/// Replace `lit(x)` by `x`; true if there was one.
fn strip_lit(text: &str) -> Result<(String, bool), String> {
    let Some(i) = text.find("lit(") else {
        return Ok((text.to_string(), false));
    };
    let open = i + "lit(".len();
    let mut depth = 1;
    for (j, c) in text[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            let close = open + j;
            let inner = &text[open..close];
            return Ok((
                format!("{}{}{}", &text[..i], inner, &text[close + 1..]),
                true,
            ));
        }
    }
    Err(format!("unbalanced `lit(` in `{text}`"))
}

/// Read one operand.
pub(super) fn parse(text: &str) -> Result<Src, String> {
    let (body, lit) = strip_lit(text)?;
    let p = parse_operand(&body)?;
    if p.sext {
        return Err(format!(
            "`sext` is an SDWA modifier; VOP3 has no sext (`{text}`)"
        ));
    }
    let name = core(&body);
    let val = if let Some((_, reg, pair)) = NAMED.iter().find(|(n, _, _)| *n == name) {
        Val::S {
            reg: *reg,
            pair: *pair,
        }
    } else if let Some(s) = Special::from_name(name) {
        Val::Special(s)
    } else {
        match p.val {
            PVal::V { idx, n } => {
                if n > 2 {
                    return Err(format!(
                        "`{text}`: VOP3 operands are 32 or 64 bits (one or two registers)"
                    ));
                }
                Val::V {
                    idx: idx as u8,
                    n: n as u8,
                }
            }
            PVal::S { idx, n } => {
                if n > 2 {
                    return Err(format!(
                        "`{text}`: VOP3 operands are 32 or 64 bits (one or two registers)"
                    ));
                }
                Val::S {
                    reg: sreg_of(idx),
                    pair: n == 2,
                }
            }
            PVal::Int(i) => Val::Int(i),
            PVal::Float(f) => Val::Float(f),
            PVal::A { .. } => {
                return Err(format!(
                    "`{text}`: accumulation registers are not VOP3 sources here"
                ))
            }
            _ => return Err(format!("invalid operand `{text}`")),
        }
    };
    if lit && !matches!(val, Val::Int(_) | Val::Float(_)) {
        return Err(format!("`lit(...)` takes a constant, not `{name}`"));
    }
    Ok(Src {
        val,
        abs: p.abs,
        neg: p.neg,
        lit,
    })
}

/// warpsim's scalar file index (`ir::sreg`) to a register name.
fn sreg_of(idx: u16) -> SReg {
    match idx {
        sreg::VCC_LO => SReg::VccLo,
        sreg::VCC_HI => SReg::VccHi,
        sreg::M0 => SReg::M0,
        sreg::NULL => SReg::Null,
        sreg::EXEC_LO => SReg::ExecLo,
        sreg::EXEC_HI => SReg::ExecHi,
        i if i >= sreg::TTMP0 => SReg::Ttmp((i - sreg::TTMP0) as u8),
        i => SReg::S(i as u8),
    }
}

/// The 32-bit pattern of a constant in a 32-bit operand: integers must fit 32 bits
/// (signed or unsigned), floats are rounded to f32 (llvm-mc does the same).
pub(super) fn bits32(v: Val) -> Result<u32, String> {
    match v {
        Val::Int(i) if i32::try_from(i).is_ok() || u32::try_from(i).is_ok() => Ok(i as u32),
        Val::Int(i) => Err(format!("constant {i} does not fit in 32 bits")),
        Val::Float(f) => {
            let x = f as f32;
            if x.is_finite() {
                Ok(x.to_bits())
            } else {
                Err(format!("constant {f} overflows f32"))
            }
        }
        _ => Err("not a constant".into()),
    }
}

/// Text of a register operand.
pub(super) fn vgpr_text(idx: u8, wide: bool) -> String {
    if wide {
        format!("v[{idx}:{}]", u16::from(idx) + 1)
    } else {
        format!("v{idx}")
    }
}

/// Text of a 32-bit source code that is a VGPR (`code >= 256`).
pub(super) fn vgpr_code_text(code: u16, wide: bool) -> Option<String> {
    let idx = u8::try_from(code.checked_sub(VGPR0)?).ok()?;
    (!wide || idx < 255).then(|| vgpr_text(idx, wide))
}

/// Text of a literal as llvm-mc prints it: hex, wrapped in `lit()` when the value
/// would otherwise have been encoded inline (so it reassembles to the same bytes).
pub(super) fn literal_text(bits: u32, gen: Gen) -> String {
    if is_inline32(bits, gen) {
        format!("lit({bits:#x})")
    } else {
        format!("{bits:#x}")
    }
}

/// Apply modifiers to an operand's text. A negated constant without `abs` prints as
/// `neg(x)`, because `-x` would fold the sign into the constant when read back.
pub(super) fn with_mods(text: String, abs: bool, neg: bool, constant: bool) -> String {
    match (abs, neg) {
        (false, false) => text,
        (true, false) => format!("|{text}|"),
        (true, true) => format!("-|{text}|"),
        (false, true) if constant => format!("neg({text})"),
        (false, true) => format!("-{text}"),
    }
}

/// Scalar values one instruction reads (the constant bus) and its literal.
#[derive(Debug)]
pub(super) struct Bus {
    /// Distinct scalar registers read, as (code, is a pair): the same register read
    /// twice costs one slot; `s4` and `s[4:5]` are different registers.
    scalars: Vec<(u16, bool)>,
    literal: Option<u32>,
    limit: usize,
    /// For messages.
    target: String,
}

impl Bus {
    pub fn new(t: &EncTarget) -> Bus {
        Bus {
            scalars: Vec::new(),
            literal: None,
            limit: t.gfx.constant_bus_limit() as usize,
            target: t.gfx.name.clone(),
        }
    }

    fn used(&self) -> usize {
        self.scalars.len() + usize::from(self.literal.is_some())
    }

    fn over(&self, what: &str) -> Result<(), String> {
        if self.used() > self.limit {
            return Err(format!(
                "invalid operand {what} (violates constant bus restrictions: at most {} distinct scalar value{} per instruction on {}; a literal counts as one)",
                self.limit,
                if self.limit == 1 { "" } else { "s" },
                self.target
            ));
        }
        Ok(())
    }

    /// Count a scalar register read.
    pub fn scalar(&mut self, code: u16, pair: bool, what: &str) -> Result<(), String> {
        if !self.scalars.contains(&(code, pair)) {
            self.scalars.push((code, pair));
        }
        self.over(what)
    }

    /// Count a literal; only one distinct value fits.
    pub fn literal(&mut self, bits: u32, what: &str) -> Result<(), String> {
        match self.literal {
            Some(v) if v != bits => {
                Err(format!("only one unique literal operand is allowed ({v:#x} is already the literal, {what} would be {bits:#x})"))
            }
            _ => {
                self.literal = Some(bits);
                self.over(what)
            }
        }
    }

    /// The literal dword, if any.
    pub fn literal_value(&self) -> Option<u32> {
        self.literal
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operand_text() {
        let s = parse("-|lit(1.0)|").unwrap();
        assert_eq!(
            (s.val, s.abs, s.neg, s.lit),
            (Val::Float(1.0), true, true, true)
        );
        assert_eq!(
            parse("flat_scratch_lo").unwrap().val,
            Val::S {
                reg: SReg::FlatScratchLo,
                pair: false
            }
        );
        assert_eq!(
            parse("s102").unwrap().val,
            Val::S {
                reg: SReg::S(102),
                pair: false
            }
        );
        assert_eq!(parse("-|src_scc|").unwrap().val, Val::Special(Special::Scc));
        assert_eq!(
            parse("ttmp[2:3]").unwrap().val,
            Val::S {
                reg: SReg::Ttmp(2),
                pair: true
            }
        );
        assert!(parse("lit(v1)").is_err());
        assert_eq!(bits32(Val::Float(1.1)), Ok(0x3f8c_cccd));
        assert_eq!(bits32(Val::Int(-0x1234_5678)), Ok(0xedcb_a988));
        assert!(bits32(Val::Int(0x1_0000_0000)).is_err());
        assert_eq!(with_mods("1.0".into(), false, true, true), "neg(1.0)");
        assert_eq!(literal_text(0x3f80_0000, Gen::Gfx10), "lit(0x3f800000)");
        assert_eq!(literal_text(0x41, Gen::Gfx10), "0x41");
    }
}
