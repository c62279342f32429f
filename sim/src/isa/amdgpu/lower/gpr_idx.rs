//! Indirect VGPR addressing (semantics in `func::ops::amd_movrel`): the GFX10+
//! `v_movrel*` moves, and GFX9's VGPR index mode. Index mode changes how the VALU
//! instructions between `s_set_gpr_idx_on` and `s_set_gpr_idx_off` address their
//! VGPRs; warpsim supports it on the `v_mov_b32` LLVM puts there (its
//! `V_INDIRECT_REG_{READ,WRITE}_GPR_IDX` expansions) and rejects any other VALU or
//! memory instruction inside such a region at load, by name.

use super::*;
use crate::ir::rel;

/// The mode bits of `gpr_idx(SRC0,SRC1,SRC2,DST)` (or a 4-bit number).
fn mode_bits(t: &Text) -> Result<u8, Err> {
    let s = t.text.trim();
    if let Some(list) = s.strip_prefix("gpr_idx(").and_then(|r| r.strip_suffix(')')) {
        let mut bits = 0u8;
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            bits |= match name {
                "SRC0" => 1,
                "SRC1" => 2,
                "SRC2" => 4,
                "DST" => 8,
                _ => {
                    return Err((
                        t.pos,
                        format!(
                            "unknown VGPR index mode `{name}` in `{s}` (SRC0, SRC1, SRC2, DST)"
                        ),
                    ))
                }
            };
        }
        return Ok(bits);
    }
    match super::super::operand::parse_int(s) {
        Some(v) if (0..16).contains(&v) => Ok(v as u8),
        _ => Err((
            t.pos,
            format!("expected a VGPR index mode (`gpr_idx(SRC0,...)` or 0..15), found `{s}`"),
        )),
    }
}

impl Env<'_> {
    /// `v_movrels_b32 d, s`, `v_movreld_b32 d, s`, `v_movrelsd_b32 d, s`,
    /// `v_movrelsd_2_b32 d, s`.
    pub(super) fn vmovrel(
        &mut self,
        at: &Text,
        ops: &[Text],
        im: &IMods,
        (src, dst, two): (bool, bool, bool),
    ) -> Result<Inst, Err> {
        arity(at, ops, &[2])?;
        im.only(&[], &format!("`{}`", at.text))?;
        let mut i = Inst::new(Op::MovRel);
        i.ty = Ty::B32;
        i.dst[0] = self.vreg(&ops[0], 1)?;
        // The offset source must be a VGPR; `v_movreld`'s may be any 32-bit source.
        i.src[0] = if src {
            self.vreg(&ops[1], 1)?
        } else {
            self.src(&ops[1], Slot::B32)?.op
        };
        let flags = if src { rel::SRC } else { 0 }
            | if dst { rel::DST } else { 0 }
            | if two { rel::TWO } else { 0 };
        i.src[1] = Operand::Imm(flags);
        Ok(i)
    }

    /// `s_set_gpr_idx_on s, mode` / `s_set_gpr_idx_idx s` / `s_set_gpr_idx_mode mode` /
    /// `s_set_gpr_idx_off`.
    pub(super) fn sgpr_idx(
        &mut self,
        at: &Text,
        ops: &[Text],
        (index, mode): (bool, bool),
    ) -> Result<Inst, Err> {
        arity(at, ops, &[index as usize + mode as usize])?;
        if !index && !mode {
            return Ok(Inst::new(Op::Nop));
        }
        let mut i = Inst::new(Op::GprIdx);
        i.ty = Ty::B32;
        if index {
            i.src[0] = self.src(&ops[0], Slot::B32)?.op;
        }
        if mode {
            i.src[1] = Operand::Imm(mode_bits(&ops[index as usize])? as u64);
        }
        i.dst[0] = Operand::SRegs {
            idx: sreg::M0,
            n: 1,
        };
        Ok(i)
    }
}

/// The index-mode state after statement `row`, lowered to `i` (`on` = the mode bits
/// while enabled; an `s_set_gpr_idx_*` carries its mode bits in `src[1]`).
pub fn next_mode(row: &Row, i: &Inst, on: Option<u8>) -> Option<u8> {
    match (row.kind, i.src[1]) {
        (Kind::SGprIdx { on: false, .. }, _) => None,
        // `s_set_gpr_idx_mode` alone changes the bits without enabling the mode.
        (
            Kind::SGprIdx {
                index, mode: true, ..
            },
            Operand::Imm(m),
        ) if index || on.is_some() => Some(m as u8),
        (Kind::SGprIdx { mode: true, .. }, _) => None,
        _ => on,
    }
}

/// The load error of statement `at` inside an index-mode region.
pub fn refused(at: &Text) -> Err {
    (
        at.pos,
        format!(
            "`{}` inside a VGPR index-mode region (s_set_gpr_idx_on .. s_set_gpr_idx_off) is not supported by warpsim: only v_mov_b32 is",
            at.text
        ),
    )
}

/// Statement `i` (`row`, written `at`) lowered inside an index-mode region with mode
/// bits `mode`: scalar instructions are unaffected; `v_mov_b32` becomes a relative
/// move (source offset under SRC0, destination under DST, by M0[7:0]); anything else
/// is refused.
pub fn in_region(mode: u8, row: &Row, form: Form, at: &Text, mut i: Inst) -> Result<Inst, Err> {
    if row.name.starts_with("s_") {
        return Ok(i);
    }
    let plain = matches!(form, Form::Any | Form::E32 | Form::E64);
    if matches!(row.kind, Kind::VMov { bits: 32 }) && plain && i.op == Op::Mov {
        let src_rel = mode & 1 != 0 && matches!(i.src[0], Operand::VRegs { .. });
        let flags = rel::IDX8
            | if src_rel { rel::SRC } else { 0 }
            | if mode & 8 != 0 { rel::DST } else { 0 };
        i.op = Op::MovRel;
        i.src[1] = Operand::Imm(flags);
        return Ok(i);
    }
    Err(refused(at))
}
