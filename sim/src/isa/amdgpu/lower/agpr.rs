//! CDNA accumulation registers (AGPRs, `a0`..`a255`): `v_accvgpr_write_b32`,
//! `v_accvgpr_read_b32`, `v_accvgpr_mov_b32`, and AGPRs as the data of memory
//! instructions. gfx90a and later CDNA allocate them in the unified register file
//! after the architectural VGPRs (`.amdhsa_accum_offset`); warpsim models them as
//! per-lane 32-bit registers at VGPR index [`AGPR_BASE`] + n, beyond the 256
//! architectural VGPRs. RDNA has no AGPRs.

use super::super::operand::Val;
use super::super::syntax::Text;
use super::super::target::Gen;
use super::{arity, Env, Err};
use crate::ir::{Inst, Op, Operand, Ty};

/// VGPR index of `a0`.
pub const AGPR_BASE: u32 = 256;

impl Env<'_> {
    /// Does the target have accumulation registers (gfx908, gfx90a, gfx94x, gfx950)?
    fn has_agprs(&self) -> bool {
        let g = self.gfx;
        g.gen == Gen::Gfx9 && (g.id == 0x908 || g.id == 0x90a || g.id >= 0x940)
    }

    /// The VGPR index of AGPRs `a[idx .. idx+n)`, counted in `max_agpr`.
    fn agpr(&mut self, t: &Text, idx: u32, n: u32) -> Result<u32, Err> {
        if !self.has_agprs() {
            return Err((
                t.pos,
                format!(
                    "accumulation registers (`{}`) do not exist on {} (CDNA only: gfx908, gfx90a, gfx94x, gfx950)",
                    t.text, self.gfx.name
                ),
            ));
        }
        let g = self.gfx;
        if (g.id == 0x90a || g.id >= 0x940) && n >= 2 && !idx.is_multiple_of(2) {
            return Err((
                t.pos,
                format!(
                    "{} needs register tuples at even registers, not `{}`",
                    g.name, t.text
                ),
            ));
        }
        if idx.checked_add(n).is_none_or(|e| e > 256) {
            return Err((t.pos, format!("`{}` is beyond a255", t.text)));
        }
        self.max_agpr = self.max_agpr.max(idx + n);
        Ok(AGPR_BASE + idx)
    }

    /// Memory data registers: VGPRs or (CDNA) AGPRs, (first index, count).
    pub fn data_range(&mut self, t: &Text) -> Result<(u32, u32), Err> {
        let o = self.parse(t)?;
        match o.val {
            Val::A { idx, n } if !o.neg && !o.abs && !o.sext => Ok((self.agpr(t, idx, n)?, n)),
            _ => self.vrange(t),
        }
    }

    /// One AGPR operand.
    fn acc_reg(&mut self, t: &Text) -> Result<Operand, Err> {
        let o = self.parse(t)?;
        match o.val {
            Val::A { idx, n: 1 } if !o.neg && !o.abs && !o.sext => Ok(Operand::VRegs {
                idx: self.agpr(t, idx, 1)?,
                n: 1,
            }),
            _ => Err((
                t.pos,
                format!("expected one accumulation register, found `{}`", t.text),
            )),
        }
    }

    /// `v_accvgpr_write_b32 aD, vS|imm`, `v_accvgpr_read_b32 vD, aS`,
    /// `v_accvgpr_mov_b32 aD, aS`: a 32-bit move.
    pub(super) fn lower_acc(
        &mut self,
        at: &Text,
        ops: &[Text],
        dst_acc: bool,
        src_acc: bool,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[2])?;
        if !self.has_agprs() {
            return Err((
                at.pos,
                format!(
                    "`{}` is not available on {}: accumulation registers are CDNA only",
                    at.text, self.gfx.name
                ),
            ));
        }
        let mut i = Inst::new(Op::Mov);
        i.ty = Ty::B32;
        i.dst[0] = if dst_acc {
            self.acc_reg(&ops[0])?
        } else {
            self.vreg(&ops[0], 1)?
        };
        i.src[0] = if src_acc {
            self.acc_reg(&ops[1])?
        } else {
            match self.parse(&ops[1])?.val {
                Val::Int(v) if (-16..=64).contains(&v) => Operand::Imm(v as u32 as u64),
                Val::V { .. } => self.vreg(&ops[1], 1)?,
                _ => {
                    return Err((
                        ops[1].pos,
                        format!(
                            "expected a vector register or an inline integer constant, found `{}`",
                            ops[1].text
                        ),
                    ))
                }
            }
        };
        Ok(i)
    }
}
