//! The 9-bit VOP3 source operand codes and the 7/8-bit scalar codes per generation:
//! which scalar register, special source or inline constant a code means on a target,
//! and the canonical (llvm-mc) name of each. Encoding is defined once (`SReg::code`,
//! `Special::code`); decoding inverts it, so a code decodes only to a name the
//! assembler would encode back to that code.

use super::EncTarget;
use crate::isa::amdgpu::target::Gen;

/// First VGPR code (`v0`).
pub const VGPR0: u16 = 256;
/// A 32-bit literal dword follows (GFX10+).
pub const LITERAL: u16 = 255;
/// GFX11+ VOP3-DPP markers in SRC0: DPP16, DPP8 (FI=0), DPP8 (FI=1).
pub const DPP16: u16 = 250;
pub const DPP8: u16 = 233;
pub const DPP8_FI: u16 = 234;
/// Inline integers: 128 + k for 0..=64, 192 - k for -1..=-16.
const INT_ZERO: u16 = 128;
const INT_MINUS_ONE: u16 = 193;
const INT_MINUS_SIXTEEN: u16 = 208;
/// 1/(2*pi), inline from GFX8 on.
const INV_2PI: u16 = 248;
const INV_2PI_F32: u32 = 0x3e22_f983;
const INV_2PI_F64: u64 = 0x3fc4_5f30_6dc9_c882;

/// Inline float constants from code 240 on: (f32 bits, f64 bits, text).
#[rustfmt::skip]
const INLINE_FLOATS: [(u32, u64, &str); 8] = [
    (0x3f00_0000, 0x3fe0_0000_0000_0000, "0.5"),
    (0xbf00_0000, 0xbfe0_0000_0000_0000, "-0.5"),
    (0x3f80_0000, 0x3ff0_0000_0000_0000, "1.0"),
    (0xbf80_0000, 0xbff0_0000_0000_0000, "-1.0"),
    (0x4000_0000, 0x4000_0000_0000_0000, "2.0"),
    (0xc000_0000, 0xc000_0000_0000_0000, "-2.0"),
    (0x4080_0000, 0x4010_0000_0000_0000, "4.0"),
    (0xc080_0000, 0xc010_0000_0000_0000, "-4.0"),
];
const FLOAT_BASE: u16 = 240;

/// A scalar register by name, independent of any target's numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SReg {
    S(u8),
    FlatScratchLo,
    FlatScratchHi,
    XnackMaskLo,
    XnackMaskHi,
    VccLo,
    VccHi,
    Ttmp(u8),
    M0,
    Null,
    ExecLo,
    ExecHi,
}

impl SReg {
    /// The operand code on `t`, or why the register does not exist there.
    pub fn code(self, t: &EncTarget) -> Result<u16, String> {
        let gen = t.gen();
        let missing = || {
            Err(format!(
                "{} register not available on {}",
                self.name(),
                t.gfx.name
            ))
        };
        Ok(match self {
            SReg::S(n @ 0..=101) => n.into(),
            // GFX8/9 took s102/s103 for flat_scratch; s104/s105 arrived with GFX10.
            SReg::S(n @ 102..=103) if !matches!(gen, Gen::Gfx8 | Gen::Gfx9) => n.into(),
            SReg::S(n @ 104..=105) if gen >= Gen::Gfx10 => n.into(),
            SReg::S(_) => return missing(),
            SReg::FlatScratchLo | SReg::FlatScratchHi => {
                let base = match gen {
                    Gen::Gfx6 if t.gfx.id >= 0x700 => 104,
                    Gen::Gfx8 | Gen::Gfx9 => 102,
                    _ => return missing(),
                };
                base + u16::from(self == SReg::FlatScratchHi)
            }
            SReg::XnackMaskLo | SReg::XnackMaskHi if gen == Gen::Gfx9 => {
                104 + u16::from(self == SReg::XnackMaskHi)
            }
            SReg::XnackMaskLo | SReg::XnackMaskHi => return missing(),
            SReg::VccLo => 106,
            SReg::VccHi => 107,
            // GFX6-8 have ttmp0..11 at 112; GFX9 moved the base to 108 and added ttmp12..15.
            SReg::Ttmp(k) if gen <= Gen::Gfx8 && k < 12 => 112 + u16::from(k),
            SReg::Ttmp(k) if gen >= Gen::Gfx9 && k < 16 => 108 + u16::from(k),
            SReg::Ttmp(_) => return missing(),
            // GFX11 swapped the codes of m0 and null.
            SReg::M0 if gen >= Gen::Gfx11 => 125,
            SReg::M0 => 124,
            SReg::Null if gen == Gen::Gfx10 => 125,
            SReg::Null if gen >= Gen::Gfx11 => 124,
            SReg::Null => return Err(format!("'null' operand is not supported on {}", t.gfx.name)),
            SReg::ExecLo => 126,
            SReg::ExecHi => 127,
        })
    }

    /// The 32-bit name.
    pub fn name(self) -> String {
        match self {
            SReg::S(n) => format!("s{n}"),
            SReg::FlatScratchLo => "flat_scratch_lo".into(),
            SReg::FlatScratchHi => "flat_scratch_hi".into(),
            SReg::XnackMaskLo => "xnack_mask_lo".into(),
            SReg::XnackMaskHi => "xnack_mask_hi".into(),
            SReg::VccLo => "vcc_lo".into(),
            SReg::VccHi => "vcc_hi".into(),
            SReg::Ttmp(k) => format!("ttmp{k}"),
            SReg::M0 => "m0".into(),
            SReg::Null => "null".into(),
            SReg::ExecLo => "exec_lo".into(),
            SReg::ExecHi => "exec_hi".into(),
        }
    }

    /// The name of the 64-bit pair starting here, if this register can start one.
    pub fn pair_name(self) -> Option<String> {
        Some(match self {
            SReg::S(n) if n % 2 == 0 => format!("s[{n}:{}]", n + 1),
            SReg::Ttmp(k) if k % 2 == 0 => format!("ttmp[{k}:{}]", k + 1),
            SReg::FlatScratchLo => "flat_scratch".into(),
            SReg::XnackMaskLo => "xnack_mask".into(),
            SReg::VccLo => "vcc".into(),
            SReg::ExecLo => "exec".into(),
            SReg::Null => "null".into(),
            _ => return None,
        })
    }

    /// The code of the 64-bit pair starting here on `t`.
    pub fn pair_code(self, t: &EncTarget) -> Result<u16, String> {
        if self.pair_name().is_none() {
            return Err(format!(
                "`{}` cannot start a 64-bit register pair (pairs start at an even register)",
                self.name()
            ));
        }
        // Both halves must exist (s[104:105] needs s104 and s105).
        let hi = match self {
            SReg::S(n) => SReg::S(n + 1).code(t),
            SReg::Ttmp(k) => SReg::Ttmp(k + 1).code(t),
            _ => Ok(0),
        };
        match (self.code(t), hi) {
            (Ok(code), Ok(_)) => Ok(code),
            (Err(e), _) if self == SReg::Null => Err(e),
            _ => Err(format!(
                "{} register not available on {}",
                self.pair_name().unwrap_or_default(),
                t.gfx.name
            )),
        }
    }

    /// Every scalar register name, for decoding by inversion.
    fn all() -> impl Iterator<Item = SReg> {
        let fixed = [
            SReg::FlatScratchLo,
            SReg::FlatScratchHi,
            SReg::XnackMaskLo,
            SReg::XnackMaskHi,
            SReg::VccLo,
            SReg::VccHi,
            SReg::M0,
            SReg::Null,
            SReg::ExecLo,
            SReg::ExecHi,
        ];
        (0..=105)
            .map(SReg::S)
            .chain((0..16).map(SReg::Ttmp))
            .chain(fixed)
    }
}

/// Source operands that are neither registers nor constants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    SharedBase,
    SharedLimit,
    PrivateBase,
    PrivateLimit,
    Vccz,
    Execz,
    Scc,
    LdsDirect,
}

/// Accepted spellings (the `src_` one is canonical) of each special source.
const SPECIAL_NAMES: [(Special, &str, &str); 8] = [
    (Special::SharedBase, "src_shared_base", "shared_base"),
    (Special::SharedLimit, "src_shared_limit", "shared_limit"),
    (Special::PrivateBase, "src_private_base", "private_base"),
    (Special::PrivateLimit, "src_private_limit", "private_limit"),
    (Special::Vccz, "src_vccz", "vccz"),
    (Special::Execz, "src_execz", "execz"),
    (Special::Scc, "src_scc", "scc"),
    (Special::LdsDirect, "src_lds_direct", "lds_direct"),
];

impl Special {
    pub fn from_name(s: &str) -> Option<Special> {
        SPECIAL_NAMES
            .iter()
            .find(|(_, a, b)| *a == s || *b == s)
            .map(|(k, _, _)| *k)
    }

    pub fn name(self) -> &'static str {
        SPECIAL_NAMES
            .iter()
            .find(|(k, _, _)| *k == self)
            .map_or("?", |(_, a, _)| a)
    }

    /// The operand code on `t`, or why the source does not exist there.
    pub fn code(self, t: &EncTarget) -> Result<u16, String> {
        let gen = t.gfx.gen;
        let missing = || {
            Err(format!(
                "{} register not available on {}",
                self.name(),
                t.gfx.name
            ))
        };
        Ok(match self {
            Special::SharedBase
            | Special::SharedLimit
            | Special::PrivateBase
            | Special::PrivateLimit
                if gen < Gen::Gfx9 =>
            {
                return missing()
            }
            Special::SharedBase => 235,
            Special::SharedLimit => 236,
            Special::PrivateBase => 237,
            Special::PrivateLimit => 238,
            Special::Vccz | Special::Execz if gen >= Gen::Gfx11 => return missing(),
            Special::Vccz => 251,
            Special::Execz => 252,
            Special::Scc => 253,
            // The LDS-direct read path is gone on gfx90a/gfx94x/gfx950 and GFX11+.
            Special::LdsDirect if gen >= Gen::Gfx11 || t.gfx90a_insts() => {
                return Err(format!("lds_direct is not supported on {}", t.gfx.name))
            }
            Special::LdsDirect => 254,
        })
    }

    /// Reads a scalar value through the constant bus (LDS-direct data does not).
    pub fn on_constant_bus(self) -> bool {
        self != Special::LdsDirect
    }
}

/// What a 9-bit source code (below the VGPRs, not a literal or DPP marker) means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    Scalar(SReg),
    Special(Special),
    /// Inline constant, as its 32-bit value.
    Inline(u32),
}

/// A target's code map, built once by inverting the encoders above.
pub struct CodeMap {
    scalar: [Option<SReg>; 128],
    special: [Option<Special>; 256],
    gen: Gen,
}

impl CodeMap {
    pub fn new(t: &EncTarget) -> CodeMap {
        let mut scalar = [None; 128];
        for r in SReg::all() {
            if let Ok(c) = r.code(t) {
                scalar[usize::from(c)] = Some(r);
            }
        }
        let mut special = [None; 256];
        for (k, _, _) in SPECIAL_NAMES {
            if let Ok(c) = k.code(t) {
                special[usize::from(c)] = Some(k);
            }
        }
        CodeMap {
            scalar,
            special,
            gen: t.gen(),
        }
    }

    /// Decode a 32-bit source code below 256 (not a literal or DPP marker).
    pub fn code(&self, c: u16) -> Option<Code> {
        if let Some(r) = self.scalar.get(usize::from(c)).copied().flatten() {
            return Some(Code::Scalar(r));
        }
        if let Some(s) = self.special.get(usize::from(c)).copied().flatten() {
            return Some(Code::Special(s));
        }
        inline_value(c, self.gen).map(Code::Inline)
    }

    /// Decode a 64-bit scalar pair code.
    pub fn pair(&self, c: u16) -> Option<SReg> {
        let r = self.scalar.get(usize::from(c)).copied().flatten()?;
        let hi_ok = match r {
            SReg::S(n) => {
                self.scalar.get(usize::from(c) + 1).copied().flatten() == Some(SReg::S(n + 1))
            }
            SReg::Ttmp(k) => {
                self.scalar.get(usize::from(c) + 1).copied().flatten() == Some(SReg::Ttmp(k + 1))
            }
            _ => true,
        };
        (hi_ok && r.pair_name().is_some()).then_some(r)
    }

    /// Decode a scalar register code (SDST / lane-mask operands), any width.
    pub fn scalar(&self, c: u16) -> Option<SReg> {
        self.scalar.get(usize::from(c)).copied().flatten()
    }
}

/// The inline-constant code of a 32-bit value, if it has one on `gen`. Integer and
/// float operands share the rule: llvm-mc matches the bit pattern either way.
pub fn inline_code32(bits: u32, gen: Gen) -> Option<u16> {
    let i = bits as i32;
    if (-16..=64).contains(&i) {
        return Some(int_code(i.into()));
    }
    if let Some(k) = INLINE_FLOATS.iter().position(|(f, _, _)| *f == bits) {
        return Some(FLOAT_BASE + k as u16);
    }
    (bits == INV_2PI_F32 && gen >= Gen::Gfx8).then_some(INV_2PI)
}

/// The inline code of an integer in -16..=64.
fn int_code(i: i64) -> u16 {
    if i >= 0 {
        INT_ZERO + i as u16
    } else {
        INT_MINUS_ONE + (-1 - i) as u16
    }
}

/// The inline code of an integer for a 64-bit operand (only -16..=64 are inline).
pub fn inline_int64(i: i64) -> Option<u16> {
    (-16..=64).contains(&i).then(|| int_code(i))
}

/// The inline code of a float for a 64-bit operand: the value must be exactly one of
/// the inline doubles.
pub fn inline_float64(f: f64, gen: Gen) -> Option<u16> {
    let bits = f.to_bits();
    if let Some(k) = INLINE_FLOATS.iter().position(|(_, d, _)| *d == bits) {
        return Some(FLOAT_BASE + k as u16);
    }
    (bits == INV_2PI_F64 && gen >= Gen::Gfx8).then_some(INV_2PI)
}

/// The 32-bit value of an inline code on `gen`.
fn inline_value(c: u16, gen: Gen) -> Option<u32> {
    match c {
        INT_ZERO..=INT_MINUS_SIXTEEN => {
            let i: i32 = if c < INT_MINUS_ONE {
                i32::from(c - INT_ZERO)
            } else {
                -1 - i32::from(c - INT_MINUS_ONE)
            };
            Some(i as u32)
        }
        FLOAT_BASE..=247 => Some(INLINE_FLOATS[usize::from(c - FLOAT_BASE)].0),
        INV_2PI if gen >= Gen::Gfx8 => Some(INV_2PI_F32),
        _ => None,
    }
}

/// How llvm-mc prints an inline constant (`wide`: in a 64-bit operand).
pub fn inline_text(bits: u32, wide: bool) -> String {
    if let Some((_, _, s)) = INLINE_FLOATS.iter().find(|(f, _, _)| *f == bits) {
        return (*s).to_string();
    }
    if bits == INV_2PI_F32 {
        return if wide {
            "0.15915494309189532"
        } else {
            "0.15915494"
        }
        .to_string();
    }
    (bits as i32).to_string()
}

/// Is a 32-bit value inline on `gen` (a literal holding it then prints as `lit(...)`)?
pub fn is_inline32(bits: u32, gen: Gen) -> bool {
    inline_code32(bits, gen).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::amdgpu::encode::target;

    #[test]
    fn codes_round_trip_on_every_generation() {
        for name in [
            "gfx600", "gfx700", "gfx803", "gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1200",
        ] {
            let t = target(name).unwrap();
            let map = CodeMap::new(&t);
            for r in SReg::all() {
                if let Ok(c) = r.code(&t) {
                    assert_eq!(map.code(c), Some(Code::Scalar(r)), "{name} {r:?}");
                }
            }
            for c in 128..=248u16 {
                if let Some(Code::Inline(v)) = map.code(c) {
                    assert_eq!(inline_code32(v, t.gen()), Some(c), "{name} code {c}");
                }
            }
        }
        let t = target("gfx1100").unwrap();
        assert_eq!(SReg::M0.code(&t), Ok(125));
        assert_eq!(SReg::Null.code(&t), Ok(124));
        assert_eq!(inline_code32(-16i32 as u32, Gen::Gfx9), Some(208));
        assert_eq!(inline_code32(64, Gen::Gfx9), Some(192));
        assert_eq!(inline_code32(INV_2PI_F32, Gen::Gfx6), None);
        assert_eq!(
            "0.15915494309189532".parse::<f64>().map(f64::to_bits),
            Ok(INV_2PI_F64)
        );
    }
}
