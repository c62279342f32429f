//! AMDGPU operand syntax: registers and register ranges, named scalar registers,
//! integer and floating-point constants, symbol relocations and the source
//! modifiers `-x`, `|x|`, `abs(x)`, `neg(x)`, `sext(x)`.

use crate::ir::sreg;

/// Relocation of a symbol operand (`sym@rel32@lo+4`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reloc {
    /// Plain symbol (a branch target or an absolute value).
    None,
    Rel32Lo,
    Rel32Hi,
    Abs32Lo,
    Abs32Hi,
    /// `sym@gotpcrel32@lo/hi`: PC-relative to the symbol's global offset table entry
    /// (a constant 64-bit slot holding its address), as LLVM reaches a global that
    /// another code object could preempt.
    GotRel32Lo,
    GotRel32Hi,
}

/// A parsed operand value.
#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    /// Vector registers `v[idx .. idx+n)`.
    V {
        idx: u32,
        n: u32,
    },
    /// Accumulation registers (CDNA `a[...]`).
    A {
        idx: u32,
        n: u32,
    },
    /// Scalar registers (index in the `ir::sreg` file).
    S {
        idx: u16,
        n: u32,
    },
    Scc,
    Int(i64),
    Float(f64),
    /// A parenthesised assembler expression of symbols and integers (LLVM's long
    /// branch: `(.LBB0_3-.Lpost_getpc0)&4294967295`, `(...)>>32`), evaluated when
    /// lowered, with labels at their code addresses.
    Expr(String),
    Sym {
        name: String,
        reloc: Reloc,
        addend: i64,
    },
    /// `off` (no address register).
    Off,
    /// An aperture base/limit register (`src_shared_base`, ...) with its value.
    Aperture(&'static str),
}

/// An operand with its source modifiers.
#[derive(Debug, Clone, PartialEq)]
pub struct Opnd {
    pub val: Val,
    pub neg: bool,
    pub abs: bool,
    pub sext: bool,
    /// A 16-bit half of one VGPR (GFX11+ true16 syntax `v5.l` / `v5.h`): `Some(hi)`.
    pub half: Option<bool>,
}

pub(super) fn parse_int(s: &str) -> Option<i64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()? as i64
    } else if let Some(b) = body.strip_prefix("0b") {
        u64::from_str_radix(b, 2).ok()? as i64
    } else if !body.is_empty() && body.bytes().all(|c| c.is_ascii_digit()) {
        body.parse::<u64>().ok()? as i64
    } else {
        return None;
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

fn parse_float(s: &str) -> Option<f64> {
    if !s.contains(['.', 'e', 'E']) || s.contains("0x") {
        return None;
    }
    if !s
        .bytes()
        .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'))
    {
        return None;
    }
    s.parse().ok()
}

/// `[a:b]` range suffix -> (first, count).
fn range(s: &str) -> Result<(u32, u32), String> {
    let inner = s
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .ok_or_else(|| format!("malformed register range `{s}`"))?;
    let (a, b) = inner
        .split_once(':')
        .ok_or_else(|| format!("malformed register range `{s}`"))?;
    let a: u32 = a
        .trim()
        .parse()
        .map_err(|_| format!("malformed register range `{s}`"))?;
    let b: u32 = b
        .trim()
        .parse()
        .map_err(|_| format!("malformed register range `{s}`"))?;
    if b < a {
        return Err(format!("register range `{s}` ends before it starts"));
    }
    // No register file has 1024 registers; bounding here keeps the arithmetic safe.
    if b >= 1024 {
        return Err(format!("register range `{s}` is out of range"));
    }
    Ok((a, b - a + 1))
}

/// A register name (`v5`, `s[0:1]`, `vcc_lo`, ...), or None if `s` is not one.
fn register(s: &str) -> Result<Option<Val>, String> {
    let named = |idx: u16, n: u32| Ok(Some(Val::S { idx, n }));
    match s {
        "vcc" => return named(sreg::VCC_LO, 2),
        "vcc_lo" => return named(sreg::VCC_LO, 1),
        "vcc_hi" => return named(sreg::VCC_HI, 1),
        "exec" => return named(sreg::EXEC_LO, 2),
        "exec_lo" => return named(sreg::EXEC_LO, 1),
        "exec_hi" => return named(sreg::EXEC_HI, 1),
        "m0" => return named(sreg::M0, 1),
        "null" => return named(sreg::NULL, 1),
        "flat_scratch" => return named(102, 2),
        "flat_scratch_lo" => return named(102, 1),
        "flat_scratch_hi" => return named(103, 1),
        "xnack_mask" => return named(104, 2),
        "scc" => return Ok(Some(Val::Scc)),
        "off" => return Ok(Some(Val::Off)),
        "src_shared_base" | "src_shared_limit" | "src_private_base" | "src_private_limit"
        | "shared_base" | "shared_limit" | "private_base" | "private_limit" => {
            let k: &'static str = match s.trim_start_matches("src_") {
                "shared_base" => "shared_base",
                "shared_limit" => "shared_limit",
                "private_base" => "private_base",
                _ => "private_limit",
            };
            return Ok(Some(Val::Aperture(k)));
        }
        _ => {}
    }
    let (kind, rest) = if let Some(r) = s.strip_prefix("ttmp") {
        ('t', r)
    } else if let Some(r) = s.strip_prefix("acc") {
        ('a', r)
    } else if let Some(r) = s.strip_prefix('v') {
        ('v', r)
    } else if let Some(r) = s.strip_prefix('s') {
        ('s', r)
    } else if let Some(r) = s.strip_prefix('a') {
        ('a', r)
    } else {
        return Ok(None);
    };
    let (idx, n) = if rest.starts_with('[') {
        range(rest)?
    } else if !rest.is_empty() && rest.bytes().all(|c| c.is_ascii_digit()) {
        match rest.parse::<u32>() {
            Ok(i) if i < 1024 => (i, 1),
            _ => return Err(format!("register `{s}` is out of range")),
        }
    } else {
        return Ok(None);
    };
    match kind {
        'v' => {
            if idx + n > 256 {
                return Err(format!("register `{s}` is out of range (v0..v255)"));
            }
            Ok(Some(Val::V { idx, n }))
        }
        'a' => {
            if idx + n > 256 {
                return Err(format!("register `{s}` is out of range (a0..a255)"));
            }
            Ok(Some(Val::A { idx, n }))
        }
        't' => {
            if idx + n > 16 {
                return Err(format!("register `{s}` is out of range (ttmp0..ttmp15)"));
            }
            Ok(Some(Val::S {
                idx: sreg::TTMP0 + idx as u16,
                n,
            }))
        }
        _ => {
            if idx + n > 106 {
                return Err(format!("register `{s}` is out of range (s0..s105)"));
            }
            Ok(Some(Val::S { idx: idx as u16, n }))
        }
    }
}

/// Parse one operand's text.
pub fn parse_operand(text: &str) -> Result<Opnd, String> {
    let mut s = text.trim();
    let mut o = Opnd {
        val: Val::Off,
        neg: false,
        abs: false,
        sext: false,
        half: None,
    };
    // -x, -|x|, |x|, neg(x), abs(x), sext(x). A leading '-' followed by a digit is a number.
    if let Some(r) = s.strip_prefix('-') {
        if !r.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            o.neg = true;
            s = r.trim_start();
        }
    }
    for (f, flag) in [("neg(", 0), ("abs(", 1), ("sext(", 2)] {
        if let Some(r) = s.strip_prefix(f).and_then(|r| r.strip_suffix(')')) {
            match flag {
                0 => o.neg = true,
                1 => o.abs = true,
                _ => o.sext = true,
            }
            s = r.trim();
        }
    }
    if let Some(r) = s.strip_prefix('|') {
        s = r
            .strip_suffix('|')
            .ok_or_else(|| format!("unbalanced `|` in `{text}`"))?
            .trim();
        o.abs = true;
    }
    // `v5.l` / `v5.h`: a half of one VGPR.
    for (suffix, hi) in [(".l", false), (".h", true)] {
        if let Some(r) = s.strip_suffix(suffix) {
            if let Some(v @ Val::V { n: 1, .. }) = register(r)? {
                o.val = v;
                o.half = Some(hi);
                return Ok(o);
            }
        }
    }
    if let Some(v) = register(s)? {
        o.val = v;
        return Ok(o);
    }
    if let Some(i) = parse_int(s) {
        o.val = Val::Int(i);
        return Ok(o);
    }
    if let Some(f) = parse_float(s) {
        o.val = Val::Float(f);
        return Ok(o);
    }
    if s.starts_with('(') {
        o.val = Val::Expr(s.to_string());
        return Ok(o);
    }
    // Symbol with optional relocation and addend.
    let (sym, addend) = match s.rfind(['+', '-']) {
        Some(i) if i > 0 => {
            let a = parse_int(&s[i..].replace('+', ""))
                .ok_or_else(|| format!("malformed operand `{text}`"))?;
            (&s[..i], a)
        }
        _ => (s, 0),
    };
    let (name, reloc) = if let Some(n) = sym.strip_suffix("@rel32@lo") {
        (n, Reloc::Rel32Lo)
    } else if let Some(n) = sym.strip_suffix("@rel32@hi") {
        (n, Reloc::Rel32Hi)
    } else if let Some(n) = sym.strip_suffix("@abs32@lo") {
        (n, Reloc::Abs32Lo)
    } else if let Some(n) = sym.strip_suffix("@abs32@hi") {
        (n, Reloc::Abs32Hi)
    } else if let Some(n) = sym.strip_suffix("@gotpcrel32@lo") {
        (n, Reloc::GotRel32Lo)
    } else if let Some(n) = sym.strip_suffix("@gotpcrel32@hi") {
        (n, Reloc::GotRel32Hi)
    } else if sym.contains('@') {
        return Err(format!(
            "unsupported relocation in `{text}` (supported: @rel32@lo/hi, @abs32@lo/hi, @gotpcrel32@lo/hi)"
        ));
    } else {
        (sym, Reloc::None)
    };
    let ok_name = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'))
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if !ok_name {
        return Err(format!("malformed operand `{text}`"));
    }
    o.val = Val::Sym {
        name: name.to_string(),
        reloc,
        addend,
    };
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_and_constants() {
        assert_eq!(
            parse_operand("v[2:5]").unwrap().val,
            Val::V { idx: 2, n: 4 }
        );
        assert_eq!(parse_operand("s3").unwrap().val, Val::S { idx: 3, n: 1 });
        assert_eq!(
            parse_operand("vcc_lo").unwrap().val,
            Val::S {
                idx: sreg::VCC_LO,
                n: 1
            }
        );
        assert_eq!(
            parse_operand("exec").unwrap().val,
            Val::S {
                idx: sreg::EXEC_LO,
                n: 2
            }
        );
        assert_eq!(
            parse_operand("ttmp[4:5]").unwrap().val,
            Val::S {
                idx: sreg::TTMP0 + 4,
                n: 2
            }
        );
        assert_eq!(parse_operand("0x3ff").unwrap().val, Val::Int(0x3ff));
        assert_eq!(parse_operand("-16").unwrap().val, Val::Int(-16));
        assert_eq!(parse_operand("-4.0").unwrap().val, Val::Float(-4.0));
        let o = parse_operand("-|v1|").unwrap();
        assert!(o.neg && o.abs && o.val == Val::V { idx: 1, n: 1 });
        let o = parse_operand("tab@rel32@hi+12").unwrap();
        assert_eq!(
            o.val,
            Val::Sym {
                name: "tab".into(),
                reloc: Reloc::Rel32Hi,
                addend: 12
            }
        );
        assert_eq!(
            parse_operand(".LBB0_2").unwrap().val,
            Val::Sym {
                name: ".LBB0_2".into(),
                reloc: Reloc::None,
                addend: 0
            }
        );
        assert!(parse_operand("v256").is_err());
        assert!(parse_operand("v[3:1]").is_err());
        assert!(parse_operand("s106").is_err());
        assert!(parse_operand("|v1").is_err());
    }
}
