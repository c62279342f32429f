//! CDNA matrix instructions `v_mfma_* vdst, srcA, srcB, srcC [cbsz:N abid:N blgp:N |
//! neg:[a,b,c]]` (gfx90a, gfx94x, gfx950) and the sparse `v_smfmac_* vdst, srcA,
//! srcB, vIndex [cbsz:N abid:N]` (gfx94x, gfx950; vdst accumulates): the row comes
//! from `ir::mfma_form` by the mnemonic and the generation; A and B are VGPR or AGPR
//! tuples, C and D both VGPRs or both AGPRs (one encoding bit selects the class of
//! both), C may be an inline constant (a sparse row's third source is the index VGPR).
//! Lowered to one `Op::Mma` (the IR's matrix multiply-accumulate)
//! carrying `Sub::Mfma`, whose register operands are lists of single registers, so
//! the scoreboard sees each register. CDNA4's `_f8f6f4` rows take their A and B
//! formats from `cbsz:`/`blgp:` (which size the register tuples: 8, 6 or 4), and the
//! `v_mfma_scale_*` ones two more VGPRs, the A and B scales (`op_sel`/`op_sel_hi`
//! pick their bytes), lowered as a two-register list in the fourth source.

use super::super::operand::Val;
use super::super::syntax::Text;
use super::imods::IMods;
use super::opnd::Slot;
use super::{arity, Env, Err};
use crate::ir::mfma_form::{self, cdna_bit, MfTy, MfmaForm};
use crate::ir::{Inst, Op, OpClass, Operand, Sub, Ty};

impl Env<'_> {
    /// Registers of an MFMA operand: (first index as lowered, count, AGPRs?).
    pub(super) fn mfma_regs(
        &mut self,
        t: &Text,
        n: u32,
        what: &str,
        name: &str,
    ) -> Result<(u32, bool), Err> {
        let named = |e: Err| (e.0, format!("`{name}`: {}", e.1));
        let acc = matches!(self.parse(t).map_err(named)?.val, Val::A { .. });
        let (idx, count) = self.data_range(t).map_err(named)?;
        if count != n {
            return Err((
                t.pos,
                format!("`{name}`: {what} takes {n} register(s), found `{}`", t.text),
            ));
        }
        Ok((idx, acc))
    }

    /// A list operand of `n` single registers from `idx`.
    pub(super) fn mfma_list(&mut self, idx: u32, n: u32) -> Operand {
        let start = self.vec_elems.len() as u32;
        for k in 0..n {
            self.vec_elems.push(Operand::VRegs { idx: idx + k, n: 1 });
        }
        Operand::Vec {
            start,
            len: n as u16,
        }
    }

    /// `v_mfma_*`.
    pub(super) fn lower_mfma(&mut self, at: &Text, ops: &[Text], im: &IMods) -> Result<Inst, Err> {
        let name = at.text.as_str();
        let gen = cdna_bit(self.gfx.id);
        if gen == 0 {
            return Err((
                at.pos,
                format!(
                    "`{name}` is not available on {}: warpsim models MFMA on CDNA2-4 (gfx90a, gfx940-942, gfx950)",
                    self.gfx.name
                ),
            ));
        }
        let id = match mfma_form::find(name, gen) {
            Ok(id) => id,
            Err(true) => {
                return Err((
                    at.pos,
                    format!("instruction `{name}` is not available on {}", self.gfx.name),
                ))
            }
            Err(false) => return Err((at.pos, format!("unknown instruction `{name}`"))),
        };
        let f = &mfma_form::MFMA[id as usize];
        let scaled = f.scaled();
        if scaled {
            im.only(&["mfma", "op_sel"], &format!("`{name}`"))?;
            arity(at, ops, &[6])?;
        } else {
            im.only(&["mfma"], &format!("`{name}`"))?;
            arity(at, ops, &[4])?;
        }
        let mut form = MfmaForm {
            id,
            gen,
            ..MfmaForm::default()
        };
        let val = |x: &Option<(u8, Text)>| x.as_ref().map_or(0, |x| x.0);
        let pos = |x: &Option<(u8, Text)>| x.as_ref().map_or(at.pos, |x| x.1.pos);
        let unsupported = |x: &Option<(u8, Text)>, what: &str| {
            (
                pos(x),
                format!("`{what}` on `{name}` is not supported by warpsim on {} (the AMD matrix calculator lists no such modifier for it)", self.gfx.name),
            )
        };
        (form.cbsz, form.abid, form.blgp, form.neg) =
            (val(&im.cbsz), val(&im.abid), val(&im.blgp), val(&im.neg));
        if f.a == MfTy::F8f6f4 {
            // `cbsz:` and `blgp:` name A's and B's formats here (no broadcast).
            for (x, what) in [(&im.cbsz, "cbsz"), (&im.blgp, "blgp")] {
                if MfTy::f8f6f4(val(x)).is_none() {
                    return Err((
                        pos(x),
                        format!("`{name}`: {what}:{} is a reserved format (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)", val(x)),
                    ));
                }
            }
            if im.abid.is_some() {
                return Err(unsupported(&im.abid, "abid"));
            }
            if im.neg.is_some() {
                return Err(unsupported(&im.neg, "neg"));
            }
        } else if f.sparse() {
            // `cbsz:` 0 lets `abid:` pick the index set; any other (up to 3) the first.
            if form.cbsz > 3 || form.abid as u32 >= f.index_sets() {
                return Err((
                    pos(if form.cbsz > 3 { &im.cbsz } else { &im.abid }),
                    format!(
                        "`{name}`: cbsz:{} abid:{} is out of range (cbsz 0-3; abid picks one of its {} index sets)",
                        form.cbsz, form.abid, f.index_sets()
                    ),
                ));
            }
        } else if form.cbsz | form.abid != 0 {
            if f.cbsz & gen == 0 {
                return Err(unsupported(
                    if im.cbsz.is_some() {
                        &im.cbsz
                    } else {
                        &im.abid
                    },
                    "cbsz/abid",
                ));
            }
            if 1u32 << form.cbsz > f.blocks as u32 || form.abid as u32 >= 1u32 << form.cbsz {
                return Err((
                    pos(&im.cbsz),
                    format!(
                        "`{name}`: cbsz:{} abid:{} is not supported by warpsim (it has {} blocks: 2^cbsz <= blocks and abid < 2^cbsz)",
                        form.cbsz, form.abid, f.blocks
                    ),
                ));
            }
        }
        if f.a != MfTy::F8f6f4 && form.blgp != 0 && f.blgp & gen == 0 {
            return Err(unsupported(&im.blgp, "blgp"));
        }
        if form.neg != 0 && f.neg & gen == 0 {
            return Err(unsupported(&im.neg, "neg"));
        }
        let (na, nb, nd) = form.regs();
        let (d, d_acc) = self.mfma_regs(&ops[0], nd, "the destination", name)?;
        let (a, _) = self.mfma_regs(&ops[1], na, "source A", name)?;
        let (b, _) = self.mfma_regs(&ops[2], nb, "source B", name)?;
        let mut i = Inst::new(Op::Mma);
        i.ty = Ty::B32;
        i.class = OpClass::Mma;
        i.dst[0] = self.mfma_list(d, nd);
        i.src[0] = self.mfma_list(a, na);
        i.src[1] = self.mfma_list(b, nb);
        let c = &ops[3];
        if f.sparse() {
            // D accumulates (read as the third source); the fourth is the index VGPR.
            let (idx, acc) = self.mfma_regs(c, 1, "the compression index", name)?;
            if acc {
                return Err((
                    c.pos,
                    format!(
                        "`{name}`: the compression index is a VGPR, found `{}`",
                        c.text
                    ),
                ));
            }
            i.src[2] = self.mfma_list(d, nd);
            i.src[3] = self.mfma_list(idx, 1);
            i.mods.sub = Sub::Mfma(form);
            return Ok(i);
        }
        i.src[2] = match self.parse(c)?.val {
            Val::V { .. } | Val::A { .. } => {
                let (idx, c_acc) = self.mfma_regs(c, nd, "source C", name)?;
                if c_acc != d_acc {
                    return Err((
                        c.pos,
                        format!("`{name}`: source C and the destination must both be VGPRs or both AGPRs, found `{}` and `{}`", c.text, ops[0].text),
                    ));
                }
                self.mfma_list(idx, nd)
            }
            _ => {
                let slot = match f.d {
                    MfTy::F64 => Slot::F64,
                    MfTy::I32 => Slot::B32,
                    _ => Slot::F32,
                };
                let s = self.src(c, slot)?;
                match s.op {
                    Operand::Imm(v) if s.literal.is_none() && !s.neg && !s.abs => {
                        Operand::Imm(v)
                    }
                    _ => {
                        return Err((
                            c.pos,
                            format!("`{name}`: source C must be registers or an inline constant, found `{}`", c.text),
                        ))
                    }
                }
            }
        };
        if scaled {
            // The scale VGPRs, and which byte of each holds the E8M0 scale:
            // `op_sel[i] | op_sel_hi[i] << 1` (how LLVM encodes the intrinsic's
            // scale-select argument, checked with llc-22 for gfx950).
            let (sel, hi) = (val(&im.op_sel), val(&im.op_sel_hi));
            if (sel | hi) & !3 != 0 {
                let x = if sel & !3 != 0 {
                    &im.op_sel
                } else {
                    &im.op_sel_hi
                };
                return Err((
                    pos(x),
                    format!("`{name}`: op_sel/op_sel_hi select the scale bytes of the A and B scales only ([a,b,0])"),
                ));
            }
            form.scale_sel = (sel & 1) | (hi & 1) << 1 | (sel >> 1 & 1) << 2 | (hi >> 1 & 1) << 3;
            let mut scale = [0u32; 2];
            for (k, t) in ops[4..6].iter().enumerate() {
                let (idx, acc) = self.mfma_regs(t, 1, "a scale", name)?;
                if acc {
                    return Err((
                        t.pos,
                        format!("`{name}`: a scale operand is a VGPR, found `{}`", t.text),
                    ));
                }
                scale[k] = idx;
            }
            let start = self.vec_elems.len() as u32;
            for idx in scale {
                self.vec_elems.push(Operand::VRegs { idx, n: 1 });
            }
            i.src[3] = Operand::Vec { start, len: 2 };
        }
        i.mods.sub = Sub::Mfma(form);
        Ok(i)
    }
}
