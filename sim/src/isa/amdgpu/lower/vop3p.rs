//! Lowering of the packed-FP32 VOP3P instructions of gfx90a and gfx940+
//! (`v_pk_fma_f32`, `v_pk_mul_f32`, `v_pk_add_f32`) to one `Op::LaneFn` whose sources
//! are the 64-bit operand pairs and whose fourth source is the VOP3P modifier word
//! ([`crate::ir::amd::PkMods`]). Syntax and operand rules follow LLVM's
//! `gfx90a_asm_features.s`: every source is a register pair (VGPRs, SGPRs, `vcc`,
//! `exec`, `flat_scratch`) or an inline constant, with no literal and at most one
//! scalar value (CDNA has one constant-bus read per VALU instruction).

use super::super::operand::Val;
use super::super::syntax::Text;
use super::imods::IMods;
use super::opnd::{check_operand_rules, Slot, Src};
use super::{arity, lanefn_index, Env, Err, Form};
use crate::ir::amd::PkMods;
use crate::ir::{Inst, Op, Operand, Sub, Ty};

/// The bits of a VOP3P modifier list (`op_sel:[0,1]`, `neg_lo:[0,0,1]`), or `absent`
/// when the instruction does not name it. A list may be shorter than the number of
/// sources (missing elements are 0, as LLVM reads them) but not longer.
fn list_bits(m: Option<&(u8, Text)>, n: usize, absent: u8, at: &Text) -> Result<u8, Err> {
    let Some((bits, t)) = m else {
        return Ok(absent);
    };
    let len = t
        .text
        .split_once(':')
        .map_or(0, |(_, v)| v.split(',').count());
    if len > n {
        return Err((
            t.pos,
            format!(
                "`{}` has {len} elements; `{}` has {n} source operands",
                t.text, at.text
            ),
        ));
    }
    Ok(*bits)
}

/// The VOP3P modifier word of an instruction with `n` sources; `hi_default` is
/// `op_sel_hi` when the instruction does not name it.
pub(super) fn pk_mods(im: &IMods, n: usize, hi_default: u8, at: &Text) -> Result<PkMods, Err> {
    Ok(PkMods {
        op_sel: list_bits(im.op_sel.as_ref(), n, 0, at)?,
        op_sel_hi: list_bits(im.op_sel_hi.as_ref(), n, hi_default, at)?,
        neg_lo: list_bits(im.neg_lo.as_ref(), n, 0, at)?,
        neg_hi: list_bits(im.neg_hi.as_ref(), n, 0, at)?,
        clamp: im.clamp.is_some(),
    })
}

impl Env<'_> {
    /// `v_pk_<op>_f32 vdst, src0, src1[, src2] [op_sel:[..]] [op_sel_hi:[..]]
    /// [neg_lo:[..]] [neg_hi:[..]] [clamp]` with lane function `f` of `n` sources.
    pub(super) fn vpk_f32(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        f: &str,
        n: usize,
    ) -> Result<Inst, Err> {
        if !self.gfx.packed_fp32() {
            return Err((
                at.pos,
                format!(
                    "instruction `{}` is not available on {} (packed FP32 arithmetic needs gfx90a or gfx940 and later)",
                    at.text, self.gfx.name
                ),
            ));
        }
        if matches!(form, Form::E32 | Form::Dpp) {
            return Err((
                at.pos,
                format!(
                    "`{}`: packed FP32 instructions have only the VOP3P encoding",
                    at.text
                ),
            ));
        }
        arity(at, ops, &[n + 1])?;
        im.only(&["clamp", "op_sel", "neg"], &format!("`{}`", at.text))?;
        let mods = pk_mods(im, n, (1 << n) - 1, at)?;
        let mut i = Inst::new(Op::LaneFn);
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::B64;
        i.dst[0] = self.vreg(&ops[0], 2)?;
        let srcs = ops[1..]
            .iter()
            .map(|t| self.pk_src(t))
            .collect::<Result<Vec<Src>, Err>>()?;
        let refs: Vec<&Src> = srcs.iter().collect();
        check_operand_rules(self, at, &refs, None, true)?;
        for (k, s) in srcs.iter().enumerate() {
            i.src[k] = s.op;
        }
        i.src[3] = Operand::Imm(mods.to_bits());
        Ok(i)
    }

    /// One packed-FP32 source: a register pair as it is, or an inline constant, whose
    /// 32-bit value (f32 bits for a float constant) both halves read (see
    /// `func::amd_pk`). Negation is `neg_lo`/`neg_hi`, not `-x`; there is no `|x|`.
    fn pk_src(&mut self, t: &Text) -> Result<Src, Err> {
        let o = self.parse(t)?;
        if o.neg || o.abs {
            return Err((
                t.pos,
                format!(
                    "`{}`: packed FP32 sources take no `-`/`|...|` modifiers; use neg_lo:[...] and neg_hi:[...]",
                    t.text
                ),
            ));
        }
        if !matches!(o.val, Val::Int(_) | Val::Float(_) | Val::Sym { .. }) {
            return self.src(t, Slot::B64);
        }
        let mut s = self.src(t, Slot::F32)?;
        if let Operand::Imm(v) = s.op {
            let v = v & 0xFFFF_FFFF;
            s.op = Operand::Imm(v | v << 32);
        }
        Ok(s)
    }
}
