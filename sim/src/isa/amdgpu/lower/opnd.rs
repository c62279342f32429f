//! Operand lowering: AMD operand syntax (registers, named SGPRs, inline constants,
//! literals, relocated symbols, apertures) to IR operands of a given slot width and
//! kind, with the source modifiers collected and each generation's operand rules
//! (register availability, inline constants, literal and constant-bus limits) checked.

use super::super::operand::{parse_operand, Opnd, Reloc, Val};
use super::super::syntax::Text;
use super::super::target::Gen;
use super::{Env, Err, Sym, GOT_SUFFIX};
use crate::error::Pos;
use crate::ir::layout::{LOCAL_WINDOW, SHARED_WINDOW, WINDOW_SIZE};
use crate::ir::{sreg, Operand};

/// What a source slot holds: its width and whether it is a float (which decides how
/// constants are read and whether `-x`/`|x|` are allowed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    B32,
    B64,
    F32,
    F64,
    /// A 16-bit integer operand: a VGPR half, the low 16 bits of an SGPR, a constant.
    B16,
    /// A 16-bit float operand (half precision constants).
    F16,
}

impl Slot {
    pub fn regs(self) -> u32 {
        match self {
            Slot::B64 | Slot::F64 => 2,
            _ => 1,
        }
    }
    pub fn wide(self) -> bool {
        self.regs() == 2
    }
    pub fn float(self) -> bool {
        matches!(self, Slot::F32 | Slot::F64 | Slot::F16)
    }
    pub fn half(self) -> bool {
        matches!(self, Slot::B16 | Slot::F16)
    }
}

/// Inline float constants (±0.5, ±1, ±2, ±4); 1/(2π) is added on GFX8+.
const INLINE_F: [f64; 8] = [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
const INV_2PI_F32: u32 = 0x3E22_F983;
const INV_2PI_F64: u64 = 0x3FC4_5F30_6DC9_C882;

/// Is `bits` (the value as the slot reads it) encodable as an inline constant?
pub fn is_inline(bits: u64, slot: Slot, gen: Gen) -> bool {
    let int_ok = |v: i64| (-16..=64).contains(&v);
    match slot {
        Slot::B64 | Slot::F64 => {
            int_ok(bits as i64)
                || INLINE_F.iter().any(|f| f.to_bits() == bits)
                || (gen >= Gen::Gfx8 && bits == INV_2PI_F64)
        }
        Slot::B32 | Slot::F32 => {
            let v = bits as u32;
            int_ok(v as i32 as i64)
                || INLINE_F.iter().any(|f| (*f as f32).to_bits() == v)
                || (gen >= Gen::Gfx8 && v == INV_2PI_F32)
        }
        // 16-bit operands: the integers as 16-bit patterns, the floats as halves.
        Slot::B16 | Slot::F16 => {
            let v = bits as u16;
            int_ok(v as i16 as i64)
                || INLINE_F16.contains(&v)
                || (gen >= Gen::Gfx8 && v == INV_2PI_F16)
        }
    }
}

/// The inline float constants as halves (±0.5, ±1, ±2, ±4).
const INLINE_F16: [u16; 8] = [
    0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400,
];
const INV_2PI_F16: u16 = 0x3118;

/// `f` as an IEEE half, if exactly representable (a float literal of a 16-bit
/// operand must be).
fn f16_bits(f: f64) -> Option<u16> {
    if f == 0.0 {
        return Some(if f.is_sign_negative() { 0x8000 } else { 0 });
    }
    if !f.is_finite() {
        return f
            .is_infinite()
            .then_some(if f < 0.0 { 0xFC00 } else { 0x7C00 });
    }
    let sign = if f < 0.0 { 0x8000u16 } else { 0 };
    let a = f.abs();
    // Normal halves: 2^-14 <= a < 65520; subnormals: multiples of 2^-24.
    let (e, m) = if a >= f64::powi(2.0, -14) {
        let e = a.log2().floor() as i32;
        let m = a / f64::powi(2.0, e) * 1024.0 - 1024.0;
        (e + 15, m)
    } else {
        (0, a / f64::powi(2.0, -24))
    };
    if !(0..=30).contains(&e) || m.fract() != 0.0 || !(0.0..1024.0).contains(&m) {
        return None;
    }
    Some(sign | (e as u16) << 10 | m as u16)
}

/// A lowered source operand and what the operand rules need to know about it.
#[derive(Debug, Clone)]
pub struct Src {
    pub op: Operand,
    /// A 32-bit literal had to be encoded (not an inline constant, not a register).
    pub literal: Option<u32>,
    /// The scalar register read over the constant bus, if any (first index).
    pub sgpr: Option<u16>,
    pub neg: bool,
    pub abs: bool,
    /// Where the operand is written, and how (for messages).
    pub at: Pos,
    pub text: String,
}

impl Env<'_> {
    fn gen(&self) -> Gen {
        self.gfx.gen
    }

    /// Parse an operand's text (located errors); a 16-bit register half (`v5.h`) is
    /// refused: only 16-bit operands ([`Env::src`] with a 16-bit slot, [`Env::vdst16`])
    /// take one.
    pub fn parse(&self, t: &Text) -> Result<Opnd, Err> {
        let o = self.parse_any(t)?;
        if o.half.is_some() {
            return Err((
                t.pos,
                format!(
                    "the 16-bit register half `{}` is not an operand of this instruction here",
                    t.text
                ),
            ));
        }
        Ok(o)
    }

    /// Parse an operand's text, register halves included (GFX11+ true16 syntax).
    pub fn parse_any(&self, t: &Text) -> Result<Opnd, Err> {
        let o = parse_operand(&t.text).map_err(|m| (t.pos, m))?;
        if o.half.is_some() && self.gen() < Gen::Gfx11 {
            return Err((
                t.pos,
                format!(
                    "16-bit register halves (`{}`) are GFX11+ syntax; {} names them with `op_sel` or SDWA",
                    t.text, self.gfx.name
                ),
            ));
        }
        Ok(o)
    }

    /// The destination of a 16-bit VALU result: a register half (`v5.l`, `v5.h`,
    /// which keeps the other half), or a whole VGPR `v5` whose low half (high with
    /// `hi`: `op_sel` bit 3) takes the result, the other half kept or, with
    /// `zero_hi` (GFX9 16-bit ALU ops), zeroed.
    pub fn vdst16(&mut self, t: &Text, hi: bool, zero_hi: bool) -> Result<Operand, Err> {
        let o = self.parse_any(t)?;
        match (o.val, o.half) {
            (Val::V { idx, n: 1 }, half) if !o.neg && !o.abs && !o.sext => {
                self.max_vgpr = self.max_vgpr.max(idx + 1);
                Ok(match half {
                    Some(h) => Operand::VHalf {
                        idx,
                        hi: h,
                        keep: true,
                    },
                    None => Operand::VHalf {
                        idx,
                        hi,
                        keep: !zero_hi || hi,
                    },
                })
            }
            _ => Err((
                t.pos,
                format!(
                    "expected one vector register (or a half) for a 16-bit result, found `{}`",
                    t.text
                ),
            )),
        }
    }

    /// Check that scalar register `idx` exists on this generation (`null` is GFX10+),
    /// and count the numbered SGPRs the function uses.
    fn check_sreg(&mut self, t: &Text, idx: u16, n: u32) -> Result<(), Err> {
        if idx == sreg::NULL && self.gen() < Gen::Gfx10 {
            return Err((
                t.pos,
                format!("`null` is not an operand before GFX10 (`{}`)", t.text),
            ));
        }
        // Register tuples are aligned: pairs start at an even SGPR, longer ones at a
        // multiple of four (LLVM AMDGPU operand syntax).
        let align = match n {
            1 => 1,
            2 => 2,
            _ => 4,
        };
        if idx != sreg::NULL && !(idx as u32).is_multiple_of(align) {
            return Err((t.pos, format!("scalar register tuple `{}` is not aligned: it must start at a multiple of {align}", t.text)));
        }
        // s0..s101 are allocated; VCC, FLAT_SCRATCH and XNACK_MASK sit above them.
        if idx < 102 {
            self.max_sgpr = self.max_sgpr.max(idx as u32 + n);
        }
        Ok(())
    }

    /// gfx90a and later CDNA need 64-bit and wider VGPR tuples at even registers.
    fn check_vgpr_align(&self, t: &Text, idx: u32, n: u32) -> Result<(), Err> {
        let g = self.gfx;
        let aligned = g.gen == Gen::Gfx9 && (g.id == 0x90a || g.id >= 0x940);
        if aligned && n >= 2 && !idx.is_multiple_of(2) {
            return Err((
                t.pos,
                format!(
                    "{} needs vector register tuples at even registers, not `{}`",
                    g.name, t.text
                ),
            ));
        }
        Ok(())
    }

    /// A vector register operand of `n` registers (`v5`, `v[2:3]`).
    pub fn vreg(&mut self, t: &Text, n: u32) -> Result<Operand, Err> {
        let o = self.parse(t)?;
        if o.neg || o.abs || o.sext {
            return Err((
                t.pos,
                format!("modifiers are not allowed on `{}` here", t.text),
            ));
        }
        match o.val {
            Val::V { idx, n: k } if k == n => {
                self.check_vgpr_align(t, idx, k)?;
                self.max_vgpr = self.max_vgpr.max(idx + k);
                Ok(Operand::VRegs { idx, n: k as u8 })
            }
            Val::V { .. } => Err((
                t.pos,
                format!("expected {} vector register(s), found `{}`", n, t.text),
            )),
            Val::A { .. } => Err(agpr_err(t)),
            _ => Err((
                t.pos,
                format!("expected a vector register, found `{}`", t.text),
            )),
        }
    }

    /// A range of vector registers of any length (memory data): (first, count).
    pub fn vrange(&mut self, t: &Text) -> Result<(u32, u32), Err> {
        let o = self.parse(t)?;
        match o.val {
            Val::V { idx, n } if !o.neg && !o.abs => {
                self.check_vgpr_align(t, idx, n)?;
                self.max_vgpr = self.max_vgpr.max(idx + n);
                Ok((idx, n))
            }
            Val::A { .. } => Err(agpr_err(t)),
            _ => Err((
                t.pos,
                format!("expected vector registers, found `{}`", t.text),
            )),
        }
    }

    /// A range of scalar registers of any length (SMEM data): (first, count).
    pub fn srange(&mut self, t: &Text) -> Result<(u16, u32), Err> {
        match self.parse(t)?.val {
            Val::S { idx, n } => {
                self.check_sreg(t, idx, n)?;
                Ok((idx, n))
            }
            _ => Err((
                t.pos,
                format!("expected scalar registers, found `{}`", t.text),
            )),
        }
    }

    /// A scalar destination of `n` registers.
    pub fn sdst(&mut self, t: &Text, n: u32) -> Result<Operand, Err> {
        let o = self.parse(t)?;
        match o.val {
            Val::S { idx, n: k } if k == n && !o.neg && !o.abs => {
                self.check_sreg(t, idx, k)?;
                Ok(Operand::SRegs { idx, n: k as u8 })
            }
            Val::S { .. } => Err((
                t.pos,
                format!("expected {n} scalar register(s), found `{}`", t.text),
            )),
            _ => Err((
                t.pos,
                format!("expected a scalar register, found `{}`", t.text),
            )),
        }
    }

    /// Lane-mask width in SGPRs for this wave size.
    pub fn mask_regs(&self) -> u32 {
        if self.wave64 {
            2
        } else {
            1
        }
    }

    /// A lane-mask operand (compare result, carry, `v_cndmask` selector): `vcc_lo` or
    /// `s4` in wave32, `vcc` or `s[4:5]` in wave64.
    pub fn mask(&mut self, t: &Text) -> Result<Operand, Err> {
        let o = self.parse(t)?;
        let n = self.mask_regs();
        match o.val {
            Val::S { idx, n: k } if k == n && !o.neg && !o.abs => {
                self.check_sreg(t, idx, k)?;
                Ok(Operand::SMask { idx, n: k as u8 })
            }
            // `null` discards a wave64 mask too (GFX10+).
            Val::S {
                idx: sreg::NULL, ..
            } => {
                self.check_sreg(t, sreg::NULL, 1)?;
                Ok(Operand::SMask {
                    idx: sreg::NULL,
                    n: 1,
                })
            }
            Val::S { .. } => Err((
                t.pos,
                format!(
                    "a lane mask in wave{} is {} (`{}`), not `{}`",
                    if self.wave64 { 64 } else { 32 },
                    if self.wave64 {
                        "an SGPR pair"
                    } else {
                        "one SGPR"
                    },
                    if self.wave64 { "vcc" } else { "vcc_lo" },
                    t.text
                ),
            )),
            _ => Err((
                t.pos,
                format!(
                    "expected a lane mask in scalar registers, found `{}`",
                    t.text
                ),
            )),
        }
    }

    /// The implied VCC lane mask.
    pub fn vcc(&self) -> Operand {
        Operand::SMask {
            idx: sreg::VCC_LO,
            n: self.mask_regs() as u8,
        }
    }

    /// EXEC as a lane mask.
    pub fn exec(&self) -> Operand {
        Operand::SMask {
            idx: sreg::EXEC_LO,
            n: self.mask_regs() as u8,
        }
    }

    /// Value of a symbol operand with its relocation, as the instruction's literal sees it.
    fn sym_value(&self, t: &Text, name: &str, reloc: Reloc, addend: i64) -> Result<u64, Err> {
        let half = name.strip_suffix(".l").or_else(|| name.strip_suffix(".h"));
        if half.is_some_and(|r| {
            r.len() > 1 && r.starts_with('v') && r[1..].bytes().all(|c| c.is_ascii_digit())
        }) {
            return Err((
                t.pos,
                format!("16-bit register halves (`{name}`) are not supported by warpsim here"),
            ));
        }
        // A GOT relocation points at the symbol's table entry (see `GOT_SUFFIX`).
        let got = matches!(reloc, Reloc::GotRel32Lo | Reloc::GotRel32Hi);
        let s = if got {
            (self.resolve)(&format!("{name}{GOT_SUFFIX}"))
        } else {
            (self.resolve)(name)
        }
        .ok_or_else(|| (t.pos, format!("undefined symbol `{name}`")))?;
        let s_val = match s {
            Sym::Addr(a) => a,
            Sym::Value(v) => v as u64,
            Sym::Label(_) => return Err((t.pos, format!("label `{name}` used as a value"))),
        };
        let v = s_val.wrapping_add(addend as u64);
        // PC-relative fixups are relative to the literal dword, the instruction's last.
        let p = self.addr + self.size as u64 - 4;
        Ok(match reloc {
            Reloc::None => v,
            Reloc::Abs32Lo => v & 0xFFFF_FFFF,
            Reloc::Abs32Hi => v >> 32,
            Reloc::Rel32Lo | Reloc::GotRel32Lo => v.wrapping_sub(p) & 0xFFFF_FFFF,
            Reloc::Rel32Hi | Reloc::GotRel32Hi => v.wrapping_sub(p) >> 32,
        })
    }

    /// The value of an expression operand (`(.LBB0_3-.Lpost_getpc0)&4294967295`): its
    /// labels are their code addresses, other symbols as [`Env::sym_value`] resolves
    /// them; it must fit the 32-bit literal, signed or unsigned.
    fn expr_value(&self, t: &Text, e: &str) -> Result<i64, Err> {
        let lookup = |name: &str| -> Option<i64> {
            Some(match (self.resolve)(name)? {
                Sym::Addr(a) => a as i64,
                Sym::Value(v) => v,
                Sym::Label(k) => *self.label_addrs.get(k as usize)? as i64,
            })
        };
        let defs = std::collections::HashMap::new();
        let v = crate::isa::amdgpu::expr::Evaluator::with_symbols(&defs, &lookup).eval(e, t.pos)?;
        if !(i32::MIN as i64..=u32::MAX as i64).contains(&v) {
            return Err((
                t.pos,
                format!("the value of `{e}` ({v:#x}) does not fit in 32 bits"),
            ));
        }
        Ok(v)
    }

    /// A source operand in slot `slot`.
    pub fn src(&mut self, t: &Text, slot: Slot) -> Result<Src, Err> {
        let o = self.parse_any(t)?;
        if o.sext {
            return Err((
                t.pos,
                format!("`sext()` (SDWA) is not supported by warpsim (`{}`)", t.text),
            ));
        }
        let mut s = Src {
            op: Operand::None,
            literal: None,
            sgpr: None,
            neg: o.neg,
            abs: o.abs,
            at: t.pos,
            text: t.text.clone(),
        };
        let n = slot.regs();
        let constant = |bits: u64, s: &mut Src| {
            if !is_inline(bits, slot, self.gen()) {
                s.literal = Some(if slot.wide() && slot.float() {
                    (bits >> 32) as u32
                } else {
                    bits as u32
                });
            }
            Operand::Imm(bits)
        };
        s.op = match o.val {
            // A 16-bit operand reads a VGPR half (the low one of a plain `v5`); a
            // 32-bit operand written as a half (true16 syntax for the 16-bit fields
            // of 32-bit ops: a shift amount) reads it zero-extended.
            Val::V { idx, n: 1 } if slot.half() || o.half.is_some() => {
                if !slot.half() {
                    return Err((
                        t.pos,
                        format!(
                            "the 16-bit register half `{}` is not a {}-bit operand",
                            t.text,
                            if slot.wide() { 64 } else { 32 }
                        ),
                    ));
                }
                self.max_vgpr = self.max_vgpr.max(idx + 1);
                Operand::VHalf {
                    idx,
                    hi: o.half.unwrap_or(false),
                    keep: true,
                }
            }
            Val::V { idx, n: k } if k == n => {
                self.check_vgpr_align(t, idx, k)?;
                self.max_vgpr = self.max_vgpr.max(idx + k);
                Operand::VRegs { idx, n: k as u8 }
            }
            Val::S { idx, n: k } if k == n => {
                self.check_sreg(t, idx, k)?;
                if idx != sreg::NULL {
                    s.sgpr = Some(idx);
                }
                Operand::SRegs { idx, n: k as u8 }
            }
            Val::V { .. } | Val::S { .. } if slot.wide() => {
                return Err((
                    t.pos,
                    format!(
                        "expected a 64-bit operand (a register pair), found `{}`",
                        t.text
                    ),
                ))
            }
            Val::V { .. } | Val::S { .. } => {
                return Err((
                    t.pos,
                    format!("expected a 32-bit operand, found `{}`", t.text),
                ))
            }
            Val::A { .. } => return Err(agpr_err(t)),
            Val::Scc => Operand::Scc,
            Val::Int(i) => {
                if slot.half() && !(-32768..=65535).contains(&i) {
                    return Err((
                        t.pos,
                        format!("constant `{}` does not fit in 16 bits", t.text),
                    ));
                }
                let bits = match slot {
                    Slot::B16 | Slot::F16 => i as u16 as u64,
                    Slot::B32 | Slot::F32 => i as u32 as u64,
                    Slot::B64 => i as u64,
                    // A 64-bit float slot reads a non-inline 32-bit literal as the
                    // high half (LLVM AMDGPU operand syntax).
                    Slot::F64 if (-16..=64).contains(&i) => i as u64,
                    Slot::F64 if (i as u64) & 0xFFFF_FFFF == 0 => i as u64,
                    Slot::F64 => (i as u64 & 0xFFFF_FFFF) << 32,
                };
                // Literals are 32 bits before gfx1250: a 64-bit integer operand, too,
                // takes a value that fits in 32 bits, signed or unsigned (as llvm-mc-22
                // checks).
                let wide = match slot {
                    Slot::F64 => true,
                    Slot::B64 => self.gfx.id >= 0x1250,
                    _ => false,
                };
                if !wide && (i > u32::MAX as i64 || i < i32::MIN as i64) {
                    return Err((
                        t.pos,
                        format!("constant `{}` does not fit in 32 bits", t.text),
                    ));
                }
                constant(bits, &mut s)
            }
            Val::Float(f) if slot.half() => {
                let bits = match slot {
                    // LLVM prints the inline 1/(2π) of a half operand as 0.15915494.
                    Slot::F16 if (f - std::f64::consts::FRAC_1_PI / 2.0).abs() < 1e-7 => {
                        Some(INV_2PI_F16)
                    }
                    Slot::F16 => f16_bits(f),
                    // An integer operand reads a float constant as its f32 bits'
                    // low half only if it is an inline constant; LLVM prints others
                    // as integers.
                    _ => None,
                }
                .ok_or_else(|| {
                    (
                        t.pos,
                        format!("`{}` is not exact as a 16-bit float operand", t.text),
                    )
                })?;
                constant(bits as u64, &mut s)
            }
            Val::Float(f) => {
                let bits = if slot.wide() {
                    f.to_bits()
                } else {
                    (f as f32).to_bits() as u64
                };
                if slot.wide() && !is_inline(bits, slot, self.gen()) && bits & 0xFFFF_FFFF != 0 {
                    return Err((
                        t.pos,
                        format!(
                            "`{}` is not exact as a 32-bit literal of a 64-bit operand",
                            t.text
                        ),
                    ));
                }
                constant(bits, &mut s)
            }
            Val::Sym {
                ref name,
                reloc,
                addend,
            } => {
                let v = self.sym_value(t, name, reloc, addend)?;
                if reloc == Reloc::None && v > u32::MAX as u64 && !slot.wide() {
                    return Err((
                        t.pos,
                        format!("the value of `{}` ({v:#x}) does not fit in 32 bits", t.text),
                    ));
                }
                // A relocated symbol is always a literal (its value is unknown to the
                // assembler).
                s.literal = Some(v as u32);
                Operand::Imm(v)
            }
            Val::Expr(ref e) => {
                let v = self.expr_value(t, e)?;
                s.literal = Some(v as u32);
                Operand::Imm(v as u32 as u64)
            }
            Val::Off => return Err((t.pos, "`off` is not a value here".to_string())),
            Val::Aperture(k) => {
                if self.gen() < Gen::Gfx9 {
                    return Err((t.pos, format!("`{}` is not an operand before GFX9", t.text)));
                }
                let base = if k.starts_with("shared") {
                    SHARED_WINDOW
                } else {
                    LOCAL_WINDOW
                };
                let v = if k.ends_with("limit") {
                    base + WINDOW_SIZE - 1
                } else {
                    base
                };
                // As a 32-bit operand an aperture register reads its high half.
                Operand::Imm(if slot.wide() { v } else { v >> 32 })
            }
        };
        Ok(s)
    }
}

/// Check the constant-bus and literal rules of one VALU instruction: at most
/// `limit` scalar values (an SGPR read twice counts once, a literal counts as one)
/// and at most one distinct literal, which VOP3 encodings accept only on GFX10+.
pub fn check_operand_rules(
    env: &Env,
    at: &Text,
    srcs: &[&Src],
    extra_sgpr: Option<u16>,
    vop3: bool,
) -> Result<(), Err> {
    // An explicit `_e32` is the VOP1/VOP2/VOPC encoding: no source modifiers, and a
    // second source must be a VGPR.
    if at.text.ends_with("_e32") {
        if let Some(s) = srcs.iter().find(|s| s.neg || s.abs) {
            return Err((
                s.at,
                format!(
                    "`{}`: source modifiers need the VOP3 (`_e64`) encoding",
                    s.text
                ),
            ));
        }
        if let Some(s) = srcs
            .get(1)
            .filter(|s| !matches!(s.op, Operand::VRegs { .. } | Operand::VHalf { .. }))
        {
            return Err((
                s.at,
                format!(
                    "src1 of `{}` must be a VGPR in the `_e32` encoding, not `{}`",
                    at.text, s.text
                ),
            ));
        }
    }
    let mut sgprs: Vec<u16> = srcs.iter().filter_map(|s| s.sgpr).collect();
    sgprs.extend(extra_sgpr);
    sgprs.sort_unstable();
    sgprs.dedup();
    let mut lits: Vec<u32> = srcs.iter().filter_map(|s| s.literal).collect();
    lits.sort_unstable();
    lits.dedup();
    let first_lit = srcs
        .iter()
        .find(|s| s.literal.is_some())
        .map_or(at.pos, |s| s.at);
    if lits.len() > 1 {
        let second = srcs
            .iter()
            .filter(|s| s.literal.is_some())
            .nth(1)
            .map_or(at.pos, |s| s.at);
        return Err((
            second,
            format!(
                "`{}` uses {} different literals; an instruction holds one",
                at.text,
                lits.len()
            ),
        ));
    }
    if !lits.is_empty() && vop3 && !env.gfx.vop3_literal() {
        return Err((
            first_lit,
            format!(
                "`{}`: {} has no literal operands in VOP3 encodings (GFX10 and later do)",
                at.text, env.gfx.name
            ),
        ));
    }
    let used = sgprs.len() as u32 + lits.len() as u32;
    let limit = env.gfx.constant_bus_limit();
    if used > limit {
        // Point at the last scalar source: the one that does not fit.
        let last = srcs
            .iter()
            .rev()
            .find(|s| s.sgpr.is_some() || s.literal.is_some())
            .map_or(at.pos, |s| s.at);
        return Err((
            last,
            format!(
                "`{}` reads {used} scalar values (SGPRs and literals); {} allows {limit} per VALU instruction (constant bus)",
                at.text, env.gfx.name
            ),
        ));
    }
    Ok(())
}

/// The error for an accumulation register (CDNA `a0`..) where warpsim does not take
/// one (it does in `v_accvgpr_*` and as memory data, see `agpr.rs`).
fn agpr_err(t: &Text) -> Err {
    (
        t.pos,
        format!(
            "accumulation registers (`{}`) are supported by warpsim only in v_accvgpr_* and as memory data",
            t.text
        ),
    )
}
