//! The VALU instructions whose lowering is written out here rather than in a helper
//! of its own: LOP3-style `v_bitop3`, scalar-result lane functions, carries, compares
//! and class tests, `v_cndmask`, conversions, moves, readlane/writelane, AGPR moves,
//! `v_cvt_pk`, `v_fmac`, `v_fmaak`/`v_fmamk`, `v_mad_u64_u32`, `v_div_scale`/`v_div_fmas`.
//! Everything else falls to the SALU (`scalar`).

use super::*;

/// Only `clamp`, and `op_sel` where an operand is a 16-bit half.
fn clamp_op_sel(im: &IMods, half: bool, what: &str) -> Result<(), Err> {
    im.only(
        if half {
            &["clamp", "op_sel"]
        } else {
            &["clamp"]
        },
        what,
    )
}

impl Env<'_> {
    /// Lower `row` (a VALU kind `lower_alu` does not dispatch itself; `what` names the
    /// instruction in errors).
    pub(super) fn lower_valu(
        &mut self,
        row: &Row,
        form: Form,
        at: &Text,
        ops: &[Text],
        im: &IMods,
        what: &str,
    ) -> Result<Inst, Err> {
        match row.kind {
            Kind::VBitop3 { half } => {
                arity(at, ops, &[4])?;
                im.only(
                    if half {
                        &["bitop3", "op_sel"]
                    } else {
                        &["bitop3"]
                    },
                    what,
                )?;
                let sel = half16::op_sel(im);
                if !self.gfx.name.starts_with("gfx950") {
                    return Err((
                        at.pos,
                        format!(
                            "instruction {what} is not available on {} (gfx950 only)",
                            self.gfx.name
                        ),
                    ));
                }
                let mut i = Inst::new(Op::LaneFn);
                i.mods.sub = Sub::LaneFn(lanefn_index("lop3_b32", at)?);
                i.ty = Ty::B32;
                // `v_bitop3_b16`: 16-bit halves (op_sel), the result in one half.
                let slot = if half { Slot::B16 } else { Slot::B32 };
                i.dst[0] = if half {
                    self.dst16(at, &ops[0], sel, 3)?
                } else {
                    self.vreg(&ops[0], 1)?
                };
                let mut s: Vec<Src> = Vec::with_capacity(3);
                for (k, t) in ops[1..].iter().enumerate() {
                    let x = self.src16(t, slot, sel >> k & 1 != 0)?;
                    take_mods(&mut i, k, &x, slot, t)?;
                    s.push(x);
                }
                check_operand_rules(self, at, &[&s[0], &s[1], &s[2]], None, true)?;
                // The truth table: bit (a << 2 | b << 1 | c) is the result for input
                // bits a, b, c (as LOP3: 0xF0 = src0, 0xCC = src1, 0xAA = src2).
                let lut = im.bitop3.as_ref().map_or(0, |x| x.0);
                i.src = [s[0].op, s[1].op, s[2].op, Operand::Imm(lut as u64)];
                Ok(i)
            }
            Kind::VSLane { f } => {
                arity(at, ops, &[2])?;
                im.only(&[], what)?;
                let mut i = Inst::new(Op::LaneFn);
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.ty = Ty::F32;
                i.dst[0] = self.sdst(&ops[0], 1)?;
                let a = self.src(&ops[1], Slot::F32)?;
                if matches!(a.op, Operand::VRegs { .. }) {
                    return Err((
                        ops[1].pos,
                        format!(
                            "{what} takes a scalar source (SGPR or constant), not `{}`",
                            ops[1].text
                        ),
                    ));
                }
                take_mods(&mut i, 0, &a, Slot::F32, &ops[1])?;
                i.src[0] = a.op;
                // One value per wave: it runs as a scalar operation.
                i.mods.scalar = true;
                Ok(i)
            }
            Kind::VCarry { sub, rev, cin } => {
                im.only(&[], what)?;
                arity(at, ops, &[4 + cin as usize])?;
                let mut i = Inst::new(if sub { Op::SubCo } else { Op::AddCo });
                i.ty = Ty::U32;
                i.dst = [self.vreg(&ops[0], 1)?, self.mask(&ops[1])?];
                let a = self.src(&ops[2], Slot::B32)?;
                let b = self.src(&ops[3], Slot::B32)?;
                let mut extra = None;
                if cin {
                    i.src[2] = self.mask(&ops[4])?;
                    if let Operand::SMask { idx, .. } = i.src[2] {
                        extra = Some(idx);
                    }
                }
                for (k, s) in [&a, &b].iter().enumerate() {
                    take_mods(&mut i, k, s, Slot::B32, &ops[2 + k])?;
                }
                let vop3 = form == Form::E64 || !matches!(b.op, Operand::VRegs { .. });
                check_operand_rules(self, at, &[&a, &b], extra, vop3)?;
                (i.src[0], i.src[1]) = if rev { (b.op, a.op) } else { (a.op, b.op) };
                Ok(i)
            }
            Kind::VCmp { cmp, ty, x } => {
                let slot = slot_of(ty);
                im.only(if slot.half() { &["op_sel"] } else { &[] }, what)?;
                let sel = half16::op_sel(im);
                let mut i = Inst::new(Op::Setp);
                i.ty = ty;
                i.mods.cmp = cmp;
                let srcs = self.cmp_dst(&mut i, at, ops, x)?;
                let a = self.src16(&srcs[0], slot, sel & 1 != 0)?;
                let b = self.src16(&srcs[1], slot, sel & 2 != 0)?;
                take_mods(&mut i, 0, &a, slot, &srcs[0])?;
                take_mods(&mut i, 1, &b, slot, &srcs[1])?;
                let vop3 = form == Form::E64
                    || !matches!(b.op, Operand::VRegs { .. } | Operand::VHalf { .. })
                    || i.mods.src_abs | i.mods.src_neg != 0;
                check_operand_rules(self, at, &[&a, &b], None, vop3)?;
                i.src[0] = a.op;
                i.src[1] = b.op;
                Ok(i)
            }
            Kind::VCmpClass { ty, x } => {
                im.only(&[], what)?;
                let mut i = Inst::new(Op::LaneFn);
                let f = if ty == Ty::F64 {
                    "cmp_class_f64"
                } else {
                    "cmp_class_f32"
                };
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.ty = Ty::F32;
                let srcs = self.cmp_dst(&mut i, at, ops, x)?;
                // The lane function's flag is the result: it goes to dst[1].
                if i.mods.dst_same {
                    return Err((
                        at.pos,
                        format!("{what} with an SGPR destination is not supported by warpsim"),
                    ));
                }
                i.dst = [Operand::None, i.dst[0]];
                let slot = slot_of(ty);
                let a = self.src(&srcs[0], slot)?;
                let b = self.src(&srcs[1], Slot::B32)?;
                take_mods(&mut i, 0, &a, slot, &srcs[0])?;
                take_mods(&mut i, 1, &b, Slot::B32, &srcs[1])?;
                check_operand_rules(self, at, &[&a, &b], None, form == Form::E64)?;
                i.src[0] = a.op;
                i.src[1] = b.op;
                Ok(i)
            }
            Kind::VCnd => {
                im.only(&[], what)?;
                arity(at, ops, &[3, 4])?;
                let mut i = Inst::new(Op::Selp);
                i.ty = Ty::B32;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                let a = self.src(&ops[1], Slot::F32)?;
                let b = self.src(&ops[2], Slot::F32)?;
                self.cndmask(at, form, ops, &mut i, (a, b), Slot::F32)?;
                Ok(i)
            }
            Kind::VCvt { dst, src, rnd } => {
                arity(at, ops, &[2])?;
                let half = dst.bits() == 16 || src.bits() == 16;
                clamp_op_sel(im, half, what)?;
                let sel = half16::op_sel(im);
                let mut i = Inst::new(Op::Cvt);
                i.ty = dst;
                i.ty2 = src;
                i.dst[0] = if dst.bits() == 16 {
                    self.dst16(at, &ops[0], sel, 1)?
                } else {
                    self.vreg(&ops[0], dst.bits() / 32)?
                };
                let slot = slot_of(src);
                let a = self.src16(&ops[1], slot, sel & 1 != 0)?;
                take_mods(&mut i, 0, &a, slot, &ops[1])?;
                check_operand_rules(
                    self,
                    at,
                    &[&a],
                    None,
                    form == Form::E64 || i.mods.src_abs | i.mods.src_neg != 0,
                )?;
                i.src[0] = a.op;
                cvt_rnd(&mut i, rnd);
                if im.clamp.is_some() {
                    if !dst.is_float() {
                        return Err((
                            at.pos,
                            format!("`clamp` on {what} is not supported by warpsim"),
                        ));
                    }
                    i.mods.sat = true;
                }
                Ok(i)
            }
            Kind::VMov { bits } => {
                arity(at, ops, &[2])?;
                let n = bits as u32 / 32;
                if let Some(d) = im.dpp {
                    im.only(&["dpp"], what)?;
                    if bits != 32 {
                        return Err((at.pos, format!("DPP on {what} is not supported by warpsim")));
                    }
                    let ctrl = d.ctrl.ok_or_else(|| {
                        (at.pos, format!("{what} has DPP masks but no DPP control"))
                    })?;
                    let mut i = Inst::new(Op::Dpp);
                    i.ty = Ty::B32;
                    i.dst[0] = self.vreg(&ops[0], 1)?;
                    i.src[0] = self.vreg(&ops[1], 1)?;
                    i.mods.sub = Sub::Dpp {
                        ctrl,
                        row_mask: d.row_mask,
                        bank_mask: d.bank_mask,
                        bound_ctrl: d.bound_ctrl,
                        merge: false,
                    };
                    return Ok(i);
                }
                im.only(&[], what)?;
                let mut i = Inst::new(Op::Mov);
                i.ty = if n == 2 { Ty::B64 } else { Ty::B32 };
                i.dst[0] = self.vreg(&ops[0], n)?;
                let slot = if n == 2 { Slot::B64 } else { Slot::B32 };
                let a = self.src(&ops[1], slot)?;
                take_mods(&mut i, 0, &a, slot, &ops[1])?;
                i.src[0] = a.op;
                Ok(i)
            }
            Kind::VPkMov => {
                arity(at, ops, &[3])?;
                im.only(&["op_sel"], what)?;
                let mut i = Inst::new(Op::LaneFn);
                i.mods.sub = Sub::LaneFn(lanefn_index("pk_mov_b32", at)?);
                i.ty = Ty::B64;
                i.dst[0] = self.vreg(&ops[0], 2)?;
                let a = self.src(&ops[1], Slot::B64)?;
                let b = self.src(&ops[2], Slot::B64)?;
                check_operand_rules(self, at, &[&a, &b], None, true)?;
                let sel = half16::op_sel(im);
                i.src = [a.op, b.op, Operand::Imm(sel as u64), Operand::None];
                Ok(i)
            }
            Kind::VReadlane { first } => {
                arity(at, ops, &[if first { 2 } else { 3 }])?;
                im.only(&[], what)?;
                let mut i = Inst::new(Op::Readlane);
                i.ty = Ty::B32;
                i.dst[0] = self.sdst(&ops[0], 1)?;
                i.src[0] = self.vreg(&ops[1], 1)?;
                if !first {
                    i.src[1] = self.src(&ops[2], Slot::B32)?.op;
                }
                Ok(i)
            }
            Kind::VAcc { dst_acc, src_acc } => {
                im.only(&[], what)?;
                self.lower_acc(at, ops, dst_acc, src_acc)
            }
            Kind::VWritelane => {
                arity(at, ops, &[3])?;
                im.only(&[], what)?;
                let mut i = Inst::new(Op::Writelane);
                i.ty = Ty::B32;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                i.src[0] = self.src(&ops[1], Slot::B32)?.op;
                i.src[1] = self.src(&ops[2], Slot::B32)?.op;
                Ok(i)
            }
            Kind::VCvtPk => {
                arity(at, ops, &[4])?;
                im.only(&["clamp"], what)?;
                if im.clamp.is_some() && self.gfx.gen < Gen::Gfx8 {
                    return Err((at.pos, format!("`clamp` on {what} needs GFX8 or later")));
                }
                let mut i = Inst::new(Op::CvtPkU8);
                i.ty = Ty::B32;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                let a = self.src(&ops[1], Slot::F32)?;
                let b = self.src(&ops[2], Slot::B32)?;
                let c = self.src(&ops[3], Slot::B32)?;
                take_mods(&mut i, 0, &a, Slot::F32, &ops[1])?;
                take_mods(&mut i, 1, &b, Slot::B32, &ops[2])?;
                take_mods(&mut i, 2, &c, Slot::B32, &ops[3])?;
                check_operand_rules(self, at, &[&a, &b, &c], None, true)?;
                i.src = [a.op, b.op, c.op, Operand::None];
                // MODE supplies rounding and denormal flushing.
                i.mods.dyn_mode = true;
                Ok(i)
            }
            Kind::VMac => {
                arity(at, ops, &[3])?;
                im.only(&[], what)?;
                let mut i = Inst::new(Op::LaneFn);
                i.mods.sub = Sub::LaneFn(lanefn_index("mad_f32", at)?);
                i.ty = Ty::F32;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                let a = self.src(&ops[1], Slot::F32)?;
                let b = self.src(&ops[2], Slot::F32)?;
                take_mods(&mut i, 0, &a, Slot::F32, &ops[1])?;
                take_mods(&mut i, 1, &b, Slot::F32, &ops[2])?;
                check_operand_rules(self, at, &[&a, &b], None, is_vop3(form, &[&a, &b], 2, &i))?;
                i.src = [a.op, b.op, i.dst[0], Operand::None];
                Ok(i)
            }
            Kind::VFmac { ty } => {
                arity(at, ops, &[3])?;
                let slot = slot_of(ty);
                clamp_op_sel(im, slot.half(), what)?;
                let sel = half16::op_sel(im);
                let mut i = Inst::new(Op::Fma);
                i.ty = ty;
                i.mods.dyn_mode = true;
                i.mods.sat = im.clamp.is_some();
                // The accumulator is the destination (a half for `v_fmac_f16`).
                i.dst[0] = if slot.half() {
                    self.dst16(at, &ops[0], sel, 2)?
                } else {
                    self.vreg(&ops[0], slot.regs())?
                };
                let a = self.src16(&ops[1], slot, sel & 1 != 0)?;
                let b = self.src16(&ops[2], slot, sel & 2 != 0)?;
                take_mods(&mut i, 0, &a, slot, &ops[1])?;
                take_mods(&mut i, 1, &b, slot, &ops[2])?;
                check_operand_rules(self, at, &[&a, &b], None, is_vop3(form, &[&a, &b], 2, &i))?;
                i.src = [a.op, b.op, i.dst[0], Operand::None];
                Ok(i)
            }
            Kind::VFmaK { mad } => {
                arity(at, ops, &[4])?;
                im.only(&[], what)?;
                let mut i = if mad {
                    let mut i = Inst::new(Op::LaneFn);
                    i.mods.sub = Sub::LaneFn(lanefn_index("mad_f32", at)?);
                    i
                } else {
                    Inst::new(Op::Fma)
                };
                i.ty = Ty::F32;
                i.mods.dyn_mode = true;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                let s: Vec<Src> = ops[1..]
                    .iter()
                    .map(|t| self.src(t, Slot::F32))
                    .collect::<Result<_, _>>()?;
                // Both forms read as written: `v_fmamk_f32 d, a, K, b` is a·K + b and
                // `v_fmaak_f32 d, a, b, K` is a·b + K ("D = S0 * K + S1", "D = S0 * S1
                // + K" [RDNA3 ISA guide, VOP2]).
                let [a, b, c] = [&s[0], &s[1], &s[2]];
                check_operand_rules(self, at, &[a, b, c], None, false)?;
                i.src = [a.op, b.op, c.op, Operand::None];
                Ok(i)
            }
            Kind::VMadWide { signed } => {
                arity(at, ops, &[5])?;
                im.only(&[], what)?;
                let mut i = Inst::new(Op::LaneFn);
                let f = if signed { "mad_i64_i32" } else { "mad_u64_u32" };
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.ty = Ty::B64;
                i.dst = [self.vreg(&ops[0], 2)?, self.mask(&ops[1])?];
                let a = self.src(&ops[2], Slot::B32)?;
                let b = self.src(&ops[3], Slot::B32)?;
                let c = self.src(&ops[4], Slot::B64)?;
                check_operand_rules(self, at, &[&a, &b, &c], None, true)?;
                i.src = [a.op, b.op, c.op, Operand::None];
                Ok(i)
            }
            Kind::VDivScale { ty } => self.vdiv(at, ops, im, what, ty, false),
            Kind::VDivFmas { ty } => self.vdiv(at, ops, im, what, ty, true),
            _ => self.lower_scalar(row, at, ops, im),
        }
    }

    /// `v_div_scale_f32/f64` (a lane mask result beside D; sources 2..) and
    /// `v_div_fmas_f32/f64` (VCC an implicit scalar source): one lane function each.
    fn vdiv(
        &mut self,
        at: &Text,
        ops: &[Text],
        im: &IMods,
        what: &str,
        ty: Ty,
        fmas: bool,
    ) -> Result<Inst, Err> {
        arity(at, ops, &[if fmas { 4 } else { 5 }])?;
        im.only(&[], what)?;
        let slot = slot_of(ty);
        let mut i = Inst::new(Op::LaneFn);
        let f = match (fmas, ty == Ty::F64) {
            (false, true) => "div_scale_f64",
            (false, false) => "div_scale_f32",
            (true, true) => "div_fmas_f64",
            (true, false) => "div_fmas_f32",
        };
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        i.ty = Ty::F32;
        i.dst[0] = self.vreg(&ops[0], slot.regs())?;
        if !fmas {
            i.dst[1] = self.mask(&ops[1])?;
        }
        let s = self.float_srcs(&mut i, &ops[if fmas { 1 } else { 2 }..], slot)?;
        let (implicit, extra) = if fmas {
            (Some(sreg::VCC_LO), self.vcc())
        } else {
            (None, Operand::None)
        };
        check_operand_rules(self, at, &[&s[0], &s[1], &s[2]], implicit, true)?;
        i.src = [s[0].op, s[1].op, s[2].op, extra];
        Ok(i)
    }

    /// The mask and sources of `v_cndmask_b32/b16 d, s0, s1[, mask]` (`a`, `b`: s0,
    /// s1 read as `slot`): s1 where the mask (VCC when not written) is set, else s0.
    pub(super) fn cndmask(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        i: &mut Inst,
        (a, b): (Src, Src),
        slot: Slot,
    ) -> Result<(), Err> {
        let m = if ops.len() == 4 {
            self.mask(&ops[3])?
        } else {
            self.vcc()
        };
        // Selp picks src0 where the mask is set: v_cndmask's src1.
        take_mods(i, 1, &a, slot, &ops[1])?;
        take_mods(i, 0, &b, slot, &ops[2])?;
        let extra = match m {
            Operand::SMask { idx, .. } if idx != sreg::VCC_LO || form == Form::E64 => Some(idx),
            _ => None,
        };
        let vop3 = form == Form::E64 || ops.len() == 4 && extra.is_some();
        check_operand_rules(self, at, &[&a, &b], extra, vop3)?;
        i.src = [b.op, a.op, m, Operand::None];
        Ok(())
    }
}
