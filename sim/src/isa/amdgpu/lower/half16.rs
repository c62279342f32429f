//! Lowering of the 16-bit VALU instructions: operations on VGPR halves
//! (`Operand::VHalf`), written either as whole VGPRs with `op_sel` choosing halves
//! (GFX9/GFX10 and GFX11+ "fake16" syntax: `v_add_f16 v1, v2, v3 op_sel:[1,0,1]`) or
//! as GFX11+ true16 halves (`v_add_f16 v1.h, v2.l, v3.h`); the packed 16-bit VOP3P
//! operations; and the mixed-precision FMA. A whole-VGPR destination keeps or
//! zeroes its other half as [`table::zeroes_high16`] says.

use super::super::operand::Val;
use super::super::syntax::Text;
use super::super::table;
use super::imods::IMods;
use super::opnd::{check_operand_rules, Slot, Src};
use super::vop3p::pk_mods;
use super::{arity, clamp, lanefn_index, split_suffix, take_mods, Env, Err, Form};
use crate::ir::{Inst, Op, Operand, Sub, Ty};

/// The `op_sel` bits of an instruction (0 when absent).
pub(super) fn op_sel(im: &IMods) -> u8 {
    im.op_sel.as_ref().map_or(0, |x| x.0)
}

impl Env<'_> {
    /// Does a whole-VGPR 16-bit destination of this mnemonic get its high half zeroed?
    fn zero_hi(&self, at: &Text) -> bool {
        let base = split_suffix(&at.text).map_or(at.text.as_str(), |x| x.0);
        table::zeroes_high16(base, self.gfx.gen)
    }

    /// A 16-bit source: a VGPR half (the high one when `hi`, i.e. its `op_sel` bit is
    /// set), the low 16 bits of an SGPR, or a 16-bit constant.
    /// A source of any other slot is read as [`Env::src`] reads it (`hi` unused: its
    /// instruction takes no `op_sel`).
    pub(super) fn src16(&mut self, t: &Text, slot: Slot, hi: bool) -> Result<Src, Err> {
        let mut s = self.src(t, slot)?;
        if hi && slot.half() {
            match s.op {
                Operand::VHalf { idx, keep, .. } => {
                    s.op = Operand::VHalf {
                        idx,
                        hi: true,
                        keep,
                    }
                }
                _ => {
                    return Err((
                        t.pos,
                        format!(
                            "`op_sel` selecting the high half of `{}` is supported by warpsim only for VGPRs",
                            t.text
                        ),
                    ))
                }
            }
        }
        Ok(s)
    }

    /// A 16-bit destination (`op_sel` bit `dst_bit` picks the high half of a whole VGPR).
    pub(super) fn dst16(
        &mut self,
        at: &Text,
        t: &Text,
        sel: u8,
        dst_bit: usize,
    ) -> Result<Operand, Err> {
        let zero = self.zero_hi(at);
        self.vdst16(t, sel >> dst_bit & 1 != 0, zero)
    }

    /// `n` 16-bit sources (from `ops[1..]`) into `i.src`, with their modifiers.
    fn srcs16(&mut self, i: &mut Inst, ops: &[Text], slot: Slot, sel: u8) -> Result<Vec<Src>, Err> {
        let mut s = Vec::with_capacity(ops.len());
        for (k, t) in ops.iter().enumerate() {
            let x = self.src16(t, slot, sel >> k & 1 != 0)?;
            take_mods(i, k, &x, slot, t)?;
            i.src[k] = x.op;
            s.push(x);
        }
        Ok(s)
    }

    /// A 16-bit operation through a generic IR op (`v_add_u16`, `v_fma_f16`, ...).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn vop16(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        op: Op,
        ty: Ty,
        n: usize,
        rev: bool,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[n + 1])?;
        im.only(&["clamp", "op_sel"], &format!("`{}`", at.text))?;
        let slot = if ty == Ty::F16 { Slot::F16 } else { Slot::B16 };
        let sel = op_sel(im);
        let mut i = Inst::new(op);
        i.ty = ty;
        i.dst[0] = self.dst16(at, &ops[0], sel, n)?;
        let s = self.srcs16(&mut i, &ops[1..], slot, sel)?;
        clamp(&mut i, im, at)?;
        let refs: Vec<&Src> = s.iter().collect();
        let vop3 = form == Form::E64 || im.op_sel.is_some() || n >= 3 || i.mods.sat;
        check_operand_rules(self, at, &refs, None, vop3)?;
        if rev {
            i.src.swap(0, 1);
            let swap_bits = |b: u8| (b & !3) | ((b & 1) << 1) | ((b >> 1) & 1);
            i.mods.src_abs = swap_bits(i.mods.src_abs);
            i.mods.src_neg = swap_bits(i.mods.src_neg);
            i.mods.half_src = swap_bits(i.mods.half_src);
        }
        i.mods.dyn_mode = ty.is_float();
        Ok(i)
    }

    /// A 16-bit lane function (`v_lshlrev_b16`, `v_mul_lo_u16`, `v_mad_u16`, ...);
    /// `float`: its sources take `-`/`|x|` as f16 halves (`v_div_fixup_f16`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn vlane16(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        f: &str,
        n: usize,
        float: bool,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[n + 1])?;
        im.only(&["op_sel"], &format!("`{}`", at.text))?;
        let sel = op_sel(im);
        let mut i = Inst::new(Op::LaneFn);
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::B16;
        i.dst[0] = self.dst16(at, &ops[0], sel, n)?;
        let slot = if float { Slot::F16 } else { Slot::B16 };
        let s = self.srcs16(&mut i, &ops[1..], slot, sel)?;
        let refs: Vec<&Src> = s.iter().collect();
        let vop3 = form == Form::E64 || im.op_sel.is_some() || n >= 3;
        check_operand_rules(self, at, &refs, None, vop3)?;
        Ok(i)
    }

    /// `v_mov_b16 d, s` (GFX11+).
    pub(super) fn vmov16(&mut self, at: &Text, ops: &[Text], im: &IMods) -> Result<Inst, Err> {
        arity(at, ops, &[2])?;
        im.only(&["op_sel"], &format!("`{}`", at.text))?;
        let sel = op_sel(im);
        let mut i = Inst::new(Op::Mov);
        i.ty = Ty::B16;
        i.dst[0] = self.dst16(at, &ops[0], sel, 1)?;
        let s = self.srcs16(&mut i, &ops[1..], Slot::B16, sel)?;
        check_operand_rules(self, at, &[&s[0]], None, false)?;
        Ok(i)
    }

    /// `v_pack_b32_f16 d, s0, s1 [op_sel:[a,b]]`: d = {s1 half, s0 half}.
    pub(super) fn vpack_f16(&mut self, at: &Text, ops: &[Text], im: &IMods) -> Result<Inst, Err> {
        arity(at, ops, &[3])?;
        im.only(&["op_sel"], &format!("`{}`", at.text))?;
        let sel = op_sel(im);
        let mut i = Inst::new(Op::LaneFn);
        i.mods.sub = Sub::LaneFn(lanefn_index("pack_b32_f16", at)?);
        i.ty = Ty::B32;
        i.dst[0] = self.vreg(&ops[0], 1)?;
        let s = self.srcs16(&mut i, &ops[1..], Slot::F16, sel)?;
        check_operand_rules(self, at, &[&s[0], &s[1]], None, true)?;
        Ok(i)
    }

    /// gfx940-942 `v_cvt_pk_fp8_f32 d, a, b [op_sel:[0,0,1]] [clamp]` (FP8 E4M3 FNUZ;
    /// see `func::amd16::f32_to_fp8_fnuz`) and, with `bf8`, `v_cvt_pk_bf8_f32` (BF8
    /// E5M2 FNUZ). gfx950 converts to OCP FP8/BF8 instead, which warpsim does not
    /// model: refused there.
    pub(super) fn vcvt_pk_fp8(
        &mut self,
        at: &Text,
        ops: &[Text],
        im: &IMods,
        bf8: bool,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[3])?;
        im.only(&["op_sel", "clamp"], &format!("`{}`", at.text))?;
        if !self.gfx.name.starts_with("gfx94") {
            return Err((
                at.pos,
                format!(
                    "`{}` on {} (OCP FP8) is not supported by warpsim (gfx940-942, FNUZ FP8, is)",
                    at.text, self.gfx.name
                ),
            ));
        }
        let mut i = Inst::new(Op::LaneFn);
        let f = if bf8 {
            "cvt_pk_bf8_f32_fnuz"
        } else {
            "cvt_pk_fp8_f32_fnuz"
        };
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::F32;
        i.dst[0] = self.vdst16(&ops[0], op_sel(im) >> 2 & 1 != 0, false)?;
        let mut s = Vec::with_capacity(2);
        for (k, t) in ops[1..].iter().enumerate() {
            let x = self.src(t, Slot::F32)?;
            take_mods(&mut i, k, &x, Slot::F32, t)?;
            i.src[k] = x.op;
            s.push(x);
        }
        check_operand_rules(self, at, &[&s[0], &s[1]], None, true)?;
        i.src[2] = Operand::Imm(im.clamp.is_some() as u64);
        Ok(i)
    }

    /// `v_cndmask_b16 d, s0, s1, mask` (GFX11+): s1 where the mask is set, else s0.
    pub(super) fn vcnd16(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[3, 4])?;
        im.only(&["op_sel"], &format!("`{}`", at.text))?;
        let sel = op_sel(im);
        let mut i = Inst::new(Op::Selp);
        i.ty = Ty::B16;
        i.dst[0] = self.dst16(at, &ops[0], sel, 2)?;
        let a = self.src16(&ops[1], Slot::F16, sel & 1 != 0)?;
        let b = self.src16(&ops[2], Slot::F16, sel & 2 != 0)?;
        self.cndmask(at, form, ops, &mut i, (a, b), Slot::F16)?;
        Ok(i)
    }

    /// Packed 16-bit VOP3P: `v_pk_<op> d, s0, s1[, s2] [op_sel:] [op_sel_hi:]
    /// [neg_lo:] [neg_hi:] [clamp]` as lane function `f` (see `func::amd16::pk16`).
    pub(super) fn vpk16(
        &mut self,
        at: &Text,
        ops: &[Text],
        im: &IMods,
        f: &str,
        n: usize,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[n + 1])?;
        im.only(&["clamp", "op_sel", "neg"], &format!("`{}`", at.text))?;
        let float = f.ends_with("_f16");
        if !float && (im.clamp.is_some() || im.neg_lo.is_some() || im.neg_hi.is_some()) {
            return Err((
                at.pos,
                format!(
                    "`clamp`/`neg_lo`/`neg_hi` on the integer `{}` are not supported by warpsim",
                    at.text
                ),
            ));
        }
        let mods = pk_mods(im, n, (1 << n) - 1, at)?;
        let mut i = Inst::new(Op::LaneFn);
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::B32;
        i.dst[0] = self.vreg(&ops[0], 1)?;
        let s = self.pk_srcs(&mut i, &ops[1..], if float { Slot::F16 } else { Slot::B16 })?;
        let refs: Vec<&Src> = s.iter().collect();
        check_operand_rules(self, at, &refs, None, true)?;
        i.src[3] = Operand::Imm(mods.to_bits());
        Ok(i)
    }

    /// Whole 32-bit sources of a VOP3P instruction (halves chosen by the modifiers):
    /// VGPRs and SGPRs as they are, constants as below. No `-`/`|x|`: VOP3P negates
    /// with `neg_lo`/`neg_hi`.
    fn pk_srcs(&mut self, i: &mut Inst, ops: &[Text], slot: Slot) -> Result<Vec<Src>, Err> {
        let mut out = Vec::with_capacity(ops.len());
        for (k, t) in ops.iter().enumerate() {
            let s = self.packed_src(t, slot)?;
            if s.neg || s.abs {
                return Err((
                    t.pos,
                    format!(
                        "`{}`: VOP3P sources take no `-`/`|...|` modifiers; use neg_lo:[...] and neg_hi:[...]",
                        t.text
                    ),
                ));
            }
            i.src[k] = s.op;
            out.push(s);
        }
        Ok(out)
    }

    /// One whole 32-bit source of a packed instruction (VOP3P 16-bit arithmetic, the
    /// dot products): a VGPR (a true16 half names its whole VGPR) or SGPR as it is; a
    /// 32-bit integer literal supplies both halves as written; a constant of a 16-bit
    /// `slot` is replicated into both halves (as the packed-FP32 lowering does: LLVM
    /// folds splat constants with the default `op_sel_hi`). Any `-`/`|x|` written is
    /// left in the result for the caller to refuse.
    pub(super) fn packed_src(&mut self, t: &Text, slot: Slot) -> Result<Src, Err> {
        let o = self.parse(t)?;
        let wide = matches!(o.val, Val::Int(v) if !(-32768..=65535).contains(&v));
        let mut s = self.src(t, if wide { Slot::B32 } else { slot })?;
        match s.op {
            Operand::VHalf { idx, .. } => s.op = Operand::VRegs { idx, n: 1 },
            Operand::Imm(v) if slot.half() && !wide => {
                let h = v & 0xFFFF;
                s.op = Operand::Imm(h | h << 16);
            }
            _ => {}
        }
        Ok(s)
    }

    /// `v_fma_mix_f32` / `v_fma_mixlo_f16` / `v_fma_mixhi_f16 d, s0, s1, s2` with
    /// `op_sel`, `op_sel_hi` (default all 0: f32 sources), `neg_lo`/`neg_hi` (negate /
    /// absolute value) and `clamp` (see `func::amd16::fma_mix`). Sources may also be
    /// written `-x` / `|x|`, which set the same bits.
    pub(super) fn vfma_mix(
        &mut self,
        at: &Text,
        ops: &[Text],
        im: &IMods,
        dst: u8,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[4])?;
        im.only(&["clamp", "op_sel", "neg"], &format!("`{}`", at.text))?;
        // The mix instructions' op_sel_hi defaults to 0 (f32 sources).
        let mut mods = pk_mods(im, 3, 0, at)?;
        let mut i = Inst::new(Op::LaneFn);
        let f = if dst == 0 {
            "fma_mix_f32"
        } else {
            "fma_mix_f16"
        };
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::B32;
        i.dst[0] = match dst {
            0 => self.vreg(&ops[0], 1)?,
            _ => self.vdst16(&ops[0], dst == 2, false)?,
        };
        let mut s = Vec::with_capacity(3);
        for (k, t) in ops[1..].iter().enumerate() {
            // An f16 source's constant is a half; an f32 source's an f32.
            let f16 = mods.op_sel_hi >> k & 1 != 0;
            let mut x = self.src(t, if f16 { Slot::F16 } else { Slot::F32 })?;
            if let Operand::VHalf { idx, hi, .. } = x.op {
                // A true16 half of an f16 source is op_sel.
                mods.op_sel |= (hi as u8) << k;
                x.op = Operand::VRegs { idx, n: 1 };
            }
            mods.neg_lo |= (x.neg as u8) << k;
            mods.neg_hi |= (x.abs as u8) << k;
            i.src[k] = x.op;
            s.push(x);
        }
        let refs: Vec<&Src> = s.iter().collect();
        check_operand_rules(self, at, &refs, None, true)?;
        i.src[3] = Operand::Imm(mods.to_bits());
        Ok(i)
    }
}
