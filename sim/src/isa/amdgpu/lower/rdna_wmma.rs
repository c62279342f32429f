//! RDNA matrix instructions `v_wmma_* vdst, srcA, srcB, srcC [neg_lo:[..]
//! neg_hi:[..]] [op_sel:[0,0,1]] [clamp]` (gfx11 RDNA3, gfx12 RDNA4, wave32 and
//! wave64): the row comes from `ir::rdna_wmma_form` by the mnemonic and the
//! generation, the register counts from the row, generation and wave size. A, B, C
//! and D are VGPR tuples; C may be an inline constant for 32-bit results. Lowered to
//! one `Op::Mma` carrying `Sub::RdnaWmma`, register operands as lists of single
//! registers so the scoreboard sees each one.
//!
//! Modifiers as `llvm-mc-22` accepts them (gfx1100/gfx1201): integer forms take
//! `neg_lo` bits 0/1 (signed A/B) and `clamp`; 16-bit float inputs take
//! `neg_lo`/`neg_hi` bits 0/1; RDNA4 float forms take bit 2 (C negate / abs); RDNA3
//! 16-bit results take `op_sel:[0,0,1]`; the RDNA4 sparse `v_swmmac_* vdst, srcA,
//! srcB, index [index_key:N]` read C from vdst and take `index_key` (below the form's
//! number of index sets). Anything else is refused with a located error naming the
//! instruction rather than guessed (e.g. RDNA3 C negation, whose meaning the guide
//! does not spell out).

use super::super::operand::Val;
use super::super::syntax::Text;
use super::imods::IMods;
use super::opnd::Slot;
use super::{arity, Env, Err};
use crate::ir::rdna_wmma_form::{self, rdna_bit, RdnaWmmaForm, WTy, RDNA3};
use crate::ir::{Inst, Op, OpClass, Operand, Sub, Ty};

impl Env<'_> {
    /// `v_wmma_*` on RDNA3/RDNA4.
    pub(super) fn lower_rdna_wmma(
        &mut self,
        at: &Text,
        ops: &[Text],
        im: &IMods,
    ) -> Result<Inst, Err> {
        let name = at.text.as_str();
        let gen = rdna_bit(self.gfx.id);
        if gen == 0 {
            return Err((
                at.pos,
                format!(
                    "`{name}` is not supported by warpsim on {}: warpsim models WMMA on gfx11 (RDNA3) and gfx1200/gfx1201 (RDNA4)",
                    self.gfx.name
                ),
            ));
        }
        let id = match rdna_wmma_form::find(name, gen) {
            Ok(id) => id,
            Err(_) => {
                return Err((
                    at.pos,
                    format!("instruction `{name}` is not available on {}", self.gfx.name),
                ))
            }
        };
        let f = &rdna_wmma_form::RDNA_WMMA[id as usize];
        let what = format!("`{name}`");
        im.only(&["neg", "op_sel", "clamp", "index_key"], &what)?;
        arity(at, ops, &[4])?;
        let bits = |x: &Option<(u8, Text)>| x.as_ref().map_or(0, |x| x.0);
        let refuse = |t: &Text, why: &str| {
            Err((
                t.pos,
                format!(
                    "`{}` on `{name}` is not supported by warpsim on {}: {why}",
                    t.text, self.gfx.name
                ),
            ))
        };
        let mut form = RdnaWmmaForm {
            id,
            gen,
            wave64: self.wave64,
            neg_lo: bits(&im.neg_lo),
            neg_hi: bits(&im.neg_hi),
            ..RdnaWmmaForm::default()
        };
        // Which neg bits the form takes (bit k = source k).
        let (lo_ok, hi_ok) = if f.a.is_int() {
            (3, 0)
        } else {
            let ab = if f.a.bits() == 16 { 3 } else { 0 };
            // C is the destination of a sparse form: no C modifiers.
            let c = if gen == RDNA3 || f.sparse { 0 } else { 4 };
            (ab | c, ab | c)
        };
        for (v, t, ok) in [(&im.neg_lo, "neg_lo", lo_ok), (&im.neg_hi, "neg_hi", hi_ok)] {
            if let Some((b, text)) = v {
                if b & !ok != 0 {
                    return refuse(
                        text,
                        &format!("{t} may only set the bits {ok:#05b} here (source order A, B, C)"),
                    );
                }
            }
        }
        if let Some(t) = &im.clamp {
            if !f.a.is_int() {
                return refuse(t, "clamp applies to the integer forms only");
            }
            form.clamp = true;
        }
        if let Some(t) = &im.op_sel_hi {
            return refuse(&t.1, "WMMA has no op_sel_hi");
        }
        if let Some((b, t)) = &im.op_sel {
            if gen != RDNA3 || f.d.bits() != 16 || b & 3 != 0 {
                return refuse(
                    t,
                    "only RDNA3's 16-bit-result forms take op_sel, and only op_sel:[0,0,1]",
                );
            }
            form.hi = b & 4 != 0;
        }
        if let Some((key, t)) = &im.index_key {
            let sets = f.index_sets(form.wave());
            if !f.sparse || *key as u32 >= sets {
                return refuse(t, &format!("index_key applies to the sparse v_swmmac_* forms, 0..{} for this one in wave{}", sets.saturating_sub(1), form.wave()));
            }
            form.index_key = *key;
        }
        let (na, nb, nd) = f.regs(gen, form.wave());
        let vgprs = |env: &mut Self, t: &Text, n: u32, role: &str| -> Result<u32, Err> {
            let (idx, acc) = env.mfma_regs(t, n, role, name)?;
            if acc {
                return Err((
                    t.pos,
                    format!("`{name}`: {role} must be VGPRs, found `{}`", t.text),
                ));
            }
            Ok(idx)
        };
        let d = vgprs(self, &ops[0], nd, "the destination")?;
        let a = vgprs(self, &ops[1], na, "source A")?;
        let b = vgprs(self, &ops[2], nb, "source B")?;
        let mut i = Inst::new(Op::Mma);
        i.ty = Ty::B32;
        i.class = OpClass::Mma;
        i.dst[0] = self.mfma_list(d, nd);
        i.src[0] = self.mfma_list(a, na);
        i.src[1] = self.mfma_list(b, nb);
        let c = &ops[3];
        if f.sparse {
            // The fourth operand is the index VGPR; C is the destination.
            let idx = vgprs(self, c, 1, "the index operand")?;
            i.src[2] = self.mfma_list(idx, 1);
            i.mods.sub = Sub::RdnaWmma(form);
            return Ok(i);
        }
        i.src[2] = match self.parse(c)?.val {
            Val::V { .. } | Val::A { .. } => {
                let idx = vgprs(self, c, nd, "source C")?;
                self.mfma_list(idx, nd)
            }
            _ if f.d.bits() == 16 => {
                return Err((
                    c.pos,
                    format!("`{name}`: an inline-constant C with a 16-bit result is not supported by warpsim; use registers"),
                ))
            }
            _ => {
                let slot = if f.d == WTy::I32 { Slot::B32 } else { Slot::F32 };
                let s = self.src(c, slot)?;
                match s.op {
                    Operand::Imm(v) if s.literal.is_none() && !s.neg && !s.abs => Operand::Imm(v),
                    _ => {
                        return Err((
                            c.pos,
                            format!("`{name}`: source C must be VGPRs or an inline constant, found `{}`", c.text),
                        ))
                    }
                }
            }
        };
        i.mods.sub = Sub::RdnaWmma(form);
        Ok(i)
    }
}
