//! Lowering of the dot-product instructions (`v_dot*`; semantics in
//! `func::amd::dot`) to one lane function whose sources are A, B and the accumulator
//! and whose fourth operand carries the VOP3P modifiers:
//! * VOP3P `v_dotN_<d>_<s> d, a, b, c` with `op_sel`/`op_sel_hi` (the halves feeding
//!   each product of the f16/bf16 forms), `neg_lo`/`neg_hi` (negating those halves;
//!   on the f32 accumulator: `-c` and `|c|`; on GFX11's `iu` forms: A's and B's
//!   signedness) and `clamp`;
//! * VOP2 `v_dot*c_* d, a, b` (and GFX11's `v_dot2acc_f32_f16`): the accumulator is
//!   `d` itself;
//! * GFX11+ VOP3 `v_dot2_{f16_f16,bf16_bf16} d, a, b, c op_sel:[0,0,c_hi,d_hi]`: a
//!   16-bit accumulator and result in VGPR halves.
//!
//! Modifiers warpsim cannot give a meaning from the ISA guides (`neg_lo` on the GFX9/10
//! integer forms, half selection on the accumulator, `-x`/`|x|` written on a source)
//! are located errors.

use super::super::syntax::Text;
use super::super::table::Kind;
use super::super::target::{DotSet, Gen};
use super::half16::op_sel;
use super::imods::IMods;
use super::opnd::{check_operand_rules, Slot, Src};
use super::vop3p::pk_mods;
use super::{arity, lanefn_index, Env, Err, Form};
use crate::ir::amd::PkMods;
use crate::ir::{Inst, Op, Operand, Sub, Ty};

/// What a dot lane function's name says about its operands.
struct Shape {
    /// Integer elements and result.
    int: bool,
    /// GFX11 `iu8`/`iu4`: signedness from `neg_lo[0..1]`.
    iu: bool,
    /// The elements are the two 16-bit halves of each source (f16/bf16 into f32).
    halves: bool,
    /// A 16-bit accumulator and result (`v_dot2_f16_f16`, `v_dot2_bf16_bf16`).
    half_result: bool,
    /// The slot of A's and B's constants.
    elem: Slot,
}

fn shape(f: &str) -> Shape {
    let int = f.contains("_i32_") || f.contains("_u32_");
    let half_result = f == "dot2_f16_f16" || f == "dot2_bf16_bf16";
    let halves = f == "dot2_f32_f16" || f == "dot2_f32_bf16";
    Shape {
        int,
        iu: f.ends_with("_iu8") || f.ends_with("_iu4"),
        halves,
        half_result,
        elem: if f.ends_with("_f16") && (halves || half_result) {
            Slot::F16
        } else if halves {
            Slot::B16
        } else {
            Slot::B32
        },
    }
}

impl Env<'_> {
    /// Any `v_dot*` (see the module doc).
    pub(super) fn vdot(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        kind: Kind,
    ) -> Result<Inst, Err> {
        let Kind::VDot { f, acc, set } = kind else {
            return Err((at.pos, format!("internal: `{}` is not a dot", at.text)));
        };
        let sh = shape(f);
        if !self.gfx.has_dot(set, !sh.int) {
            return Err((
                at.pos,
                format!(
                    "instruction `{}` is not available on {}",
                    at.text, self.gfx.name
                ),
            ));
        }
        let mut i = Inst::new(Op::LaneFn);
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::B32;
        let mods = if acc {
            self.dot_acc(at, form, ops, im, &sh, &mut i)?
        } else if sh.half_result {
            self.dot_half(at, form, ops, im, &mut i)?
        } else {
            self.dot_vop3p(at, form, ops, im, &sh, set, &mut i)?
        };
        i.src[3] = Operand::Imm(mods.to_bits());
        Ok(i)
    }

    /// VOP2 `v_dot*c_* d, a, b`: d = d + a . b.
    fn dot_acc(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        sh: &Shape,
        i: &mut Inst,
    ) -> Result<PkMods, Err> {
        arity(at, ops, &[3])?;
        im.only(&["clamp"], &format!("`{}`", at.text))?;
        i.dst[0] = self.vreg(&ops[0], 1)?;
        let a = self.dot_src(at, &ops[1], sh.elem)?;
        let b = self.dot_src(at, &ops[2], sh.elem)?;
        let vgpr_b = matches!(b.op, Operand::VRegs { .. });
        let vop3 = form == Form::E64 || im.clamp.is_some() || !vgpr_b;
        if vop3 && self.gfx.gen >= Gen::Gfx11 {
            return Err((
                at.pos,
                format!(
                    "`{}` has only the VOP2 encoding on {} (a VGPR second source, no `clamp`)",
                    at.text, self.gfx.name
                ),
            ));
        }
        check_operand_rules(self, at, &[&a, &b], None, vop3)?;
        i.src[0] = a.op;
        i.src[1] = b.op;
        i.src[2] = i.dst[0];
        Ok(PkMods {
            clamp: im.clamp.is_some(),
            ..PkMods::default()
        })
    }

    /// GFX11+ VOP3 `v_dot2_{f16_f16,bf16_bf16} d, a, b, c op_sel:[0,0,c_hi,d_hi]`.
    fn dot_half(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        i: &mut Inst,
    ) -> Result<PkMods, Err> {
        arity(at, ops, &[4])?;
        im.only(&["clamp", "op_sel"], &format!("`{}`", at.text))?;
        no_vop2(at, form)?;
        let sel = op_sel(im);
        if sel & 3 != 0 {
            let pos = im.op_sel.as_ref().map_or(at.pos, |x| x.1.pos);
            return Err((
                pos,
                format!(
                    "`{}`: `op_sel` may select halves of the accumulator and the result only (op_sel:[0,0,c,d])",
                    at.text
                ),
            ));
        }
        let slot = if at.text.contains("_bf16") {
            Slot::B16
        } else {
            Slot::F16
        };
        i.ty = Ty::B16;
        i.dst[0] = self.dst16(at, &ops[0], sel, 3)?;
        let a = self.dot_src(at, &ops[1], Slot::B32)?;
        let b = self.dot_src(at, &ops[2], Slot::B32)?;
        let c = self.src16(&ops[3], slot, sel >> 2 & 1 != 0)?;
        no_syntax_mods(&c, &ops[3], at)?;
        check_operand_rules(self, at, &[&a, &b, &c], None, true)?;
        i.src = [a.op, b.op, c.op, Operand::None];
        Ok(PkMods {
            clamp: im.clamp.is_some(),
            ..PkMods::default()
        })
    }

    /// VOP3P `v_dotN_<d>_<s> d, a, b, c [op_sel..] [neg_lo/neg_hi..] [clamp]`.
    #[allow(clippy::too_many_arguments)]
    fn dot_vop3p(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        sh: &Shape,
        set: DotSet,
        i: &mut Inst,
    ) -> Result<PkMods, Err> {
        arity(at, ops, &[4])?;
        im.only(&["clamp", "op_sel", "neg"], &format!("`{}`", at.text))?;
        no_vop2(at, form)?;
        let m = pk_mods(im, 3, 0b111, at)?;
        // Which modifier bits mean something here (see the module doc).
        let (sel_ok, neg_lo_ok, neg_hi_ok) = if sh.halves {
            (true, 0b111, 0b111)
        } else if sh.iu {
            (false, 0b011, 0)
        } else if sh.int {
            (false, 0, 0)
        } else {
            (false, 0b100, 0b100)
        };
        let sel_bad = if sel_ok {
            m.op_sel & 4 != 0 || m.op_sel_hi & 4 == 0
        } else {
            m.op_sel != 0 || m.op_sel_hi != 0b111
        };
        // The GFX12 fp8 forms have no clamp bit (llvm-mc-22 refuses one).
        let clamp_bad = m.clamp && set == DotSet::Fp8;
        if sel_bad || clamp_bad || m.neg_lo & !neg_lo_ok != 0 || m.neg_hi & !neg_hi_ok != 0 {
            return Err((
                at.pos,
                format!(
                    "`{}`: these `op_sel`/`op_sel_hi`/`neg_lo`/`neg_hi`/`clamp` modifiers are not supported by warpsim (it takes {})",
                    at.text,
                    accepted(sh, set)
                ),
            ));
        }
        i.dst[0] = self.vreg(&ops[0], 1)?;
        let a = self.dot_src(at, &ops[1], sh.elem)?;
        let b = self.dot_src(at, &ops[2], sh.elem)?;
        let c = self.dot_src(at, &ops[3], if sh.int { Slot::B32 } else { Slot::F32 })?;
        check_operand_rules(self, at, &[&a, &b, &c], None, true)?;
        i.src = [a.op, b.op, c.op, Operand::None];
        Ok(m)
    }

    /// A whole 32-bit source of a dot instruction ([`Env::packed_src`]). No
    /// `-`/`|x|`: VOP3P spells them `neg_lo`/`neg_hi`.
    fn dot_src(&mut self, at: &Text, t: &Text, slot: Slot) -> Result<Src, Err> {
        let s = self.packed_src(t, slot)?;
        no_syntax_mods(&s, t, at)?;
        Ok(s)
    }
}

/// The modifiers a dot form takes, for the error message.
fn accepted(sh: &Shape, set: DotSet) -> &'static str {
    if sh.halves {
        "op_sel/op_sel_hi on A and B, neg_lo/neg_hi on all three, clamp"
    } else if sh.iu {
        "neg_lo on A and B (signedness) and clamp"
    } else if sh.int {
        "clamp only"
    } else if set == DotSet::Fp8 {
        "neg_lo/neg_hi on the accumulator"
    } else {
        "clamp"
    }
}

fn no_vop2(at: &Text, form: Form) -> Result<(), Err> {
    if matches!(form, Form::E32 | Form::Dpp) {
        return Err((
            at.pos,
            format!("`{}` has only the VOP3P/VOP3 encoding", at.text),
        ));
    }
    Ok(())
}

fn no_syntax_mods(s: &Src, t: &Text, at: &Text) -> Result<(), Err> {
    if s.neg || s.abs {
        return Err((
            t.pos,
            format!(
                "`{}`: the source `{}` of a dot product takes no `-`/`|...|`; use neg_lo:[...] and neg_hi:[...]",
                at.text, t.text
            ),
        ));
    }
    Ok(())
}
