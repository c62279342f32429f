//! Lowering of the cross-lane VALU forms: DPP on any VALU operation (as a DPP move
//! and the operation), the `v_swap`, `v_permlane16` and SDWA forms.

use super::*;

impl Env<'_> {
    /// A VALU operation other than `v_mov_b32` with DPP controls (`v_add_u32_dpp v0,
    /// v1, v2 row_shl:1 ...`), as a DPP move of src0 into the hidden VGPR `temp`, then
    /// the operation reading `temp` as src0. When every lane is written (full row and
    /// bank masks, `bound_ctrl`) that is all. Otherwise the instruction leaves the
    /// destination of some lanes unchanged (masked off, or reading an invalid or
    /// inactive lane without `bound_ctrl`): the operation then writes `temp + 1` and a
    /// DPP merge copies it to the destination in exactly the lanes the DPP writes.
    /// Source: Vega/CDNA3/RDNA ISA §"DPP" (ROW_MASK/BANK_MASK "disable the write",
    /// BOUND_CTRL); rocjitsu `dpp_lane_masked`.
    pub fn lower_dpp_alu(
        &mut self,
        row: &Row,
        at: &Text,
        ops: &[Text],
        mods: &[Text],
        temp: u32,
    ) -> Result<Vec<Inst>, Err> {
        let what = format!("`{}`", at.text);
        let im = imods::parse(mods)?;
        let d = im.dpp.ok_or_else(|| {
            (
                at.pos,
                format!("{what} needs DPP controls (quad_perm:, row_shr:, ...)"),
            )
        })?;
        let ctrl = d
            .ctrl
            .ok_or_else(|| (at.pos, format!("{what} has DPP masks but no DPP control")))?;
        if !matches!(
            row.kind,
            Kind::VOp { rev: false, .. }
                | Kind::VLane { wide: 0, .. }
                | Kind::VDot { acc: true, .. }
        ) {
            return Err((at.pos, format!("DPP on {what} is not supported by warpsim")));
        }
        // The operation itself, without the DPP words.
        let plain: Vec<Text> = mods
            .iter()
            .filter(|t| imods::parse(std::slice::from_ref(*t)).is_ok_and(|m| m.dpp_text.is_none()))
            .cloned()
            .collect();
        let mut op = self.lower(row, Form::Any, at, ops, &plain)?;
        let src = match op.src[0] {
            o @ Operand::VRegs { n: 1, .. } => o,
            _ => {
                return Err((
                    ops.get(1).map_or(at.pos, |t| t.pos),
                    format!("the DPP source of {what} must be a VGPR"),
                ))
            }
        };
        let sub = |merge| Sub::Dpp {
            ctrl,
            row_mask: d.row_mask,
            bank_mask: d.bank_mask,
            bound_ctrl: d.bound_ctrl,
            merge,
        };
        let mut mv = Inst::new(Op::Dpp);
        mv.ty = Ty::B32;
        mv.class = crate::ir::OpClass::Move;
        mv.dst[0] = Operand::VRegs { idx: temp, n: 1 };
        mv.src[0] = src;
        mv.mods.sub = sub(false);
        op.src[0] = mv.dst[0];
        if d.row_mask == 0xF && d.bank_mask == 0xF && d.bound_ctrl {
            return Ok(vec![mv, op]);
        }
        // The result goes to `temp + 1` in the destination's own shape.
        let staged = match op.dst[0] {
            Operand::VRegs { n: 1, .. } => Operand::VRegs {
                idx: temp + 1,
                n: 1,
            },
            Operand::VHalf { hi, keep, .. } => Operand::VHalf {
                idx: temp + 1,
                hi,
                keep,
            },
            _ => Operand::None,
        };
        if staged == Operand::None || op.dst[1] != Operand::None {
            let t = im.dpp_text.as_ref().map_or(at.pos, |t| t.pos);
            return Err((t, format!("DPP on {what} is supported by warpsim only with row_mask:0xf bank_mask:0xf bound_ctrl:1 (every lane written): it writes more than one VGPR")));
        }
        let mut merge = Inst::new(Op::Dpp);
        merge.ty = Ty::B32;
        merge.class = crate::ir::OpClass::Move;
        merge.dst[0] = op.dst[0];
        merge.src[0] = staged;
        merge.mods.sub = sub(true);
        op.dst[0] = staged;
        Ok(vec![mv, op, merge])
    }

    /// `v_swap_b32 a, b` as three moves through the hidden VGPR `temp` (the swap
    /// is one VALU instruction on the hardware; the sequence gives its result).
    pub fn lower_swap(
        &mut self,
        at: &Text,
        ops: &[Text],
        mods: &[Text],
        temp: u32,
    ) -> Result<[Inst; 3], Err> {
        imods::parse(mods)?.only(&[], &format!("`{}`", at.text))?;
        arity(at, ops, &[2])?;
        let (a, b) = (self.vreg(&ops[0], 1)?, self.vreg(&ops[1], 1)?);
        let t = Operand::VRegs { idx: temp, n: 1 };
        let mv = |d: Operand, s: Operand| {
            let mut i = Inst::new(Op::Mov);
            i.ty = Ty::B32;
            i.class = crate::ir::OpClass::Move;
            i.dst[0] = d;
            i.src[0] = s;
            i
        };
        Ok([mv(t, a), mv(a, b), mv(b, t)])
    }

    /// `v_permlane16_b32` / `v_permlanex16_b32 d, s, sel_lo, sel_hi op_sel:[fi,bc]` as
    /// two instructions: the source lane's byte address into the hidden VGPR `temp`,
    /// then a bpermute of `s` (held back by no counter). An inactive source lane is
    /// read as if active with FI (`op_sel:[1,x]`), gives 0 with BOUND_CTRL
    /// (`op_sel:[0,1]`, what clang emits for the intrinsic), and otherwise leaves the
    /// lane's destination unchanged (`op_sel:[0,0]`, the plain form). Source: RDNA2/3
    /// ISA `V_PERMLANE16_B32` (FI and BOUND_CTRL in OP_SEL[0:1]).
    pub fn lower_permlane16(
        &mut self,
        row: &Row,
        at: &Text,
        ops: &[Text],
        mods: &[Text],
        temp: u32,
    ) -> Result<[Inst; 2], Err> {
        let what = format!("`{}`", at.text);
        let Kind::VPermlane16 { x16 } = row.kind else {
            return Err((at.pos, format!("internal: {what} is not a permlane")));
        };
        let im = imods::parse(mods)?;
        im.only(&["op_sel"], &what)?;
        arity(at, ops, &[4])?;
        let sel = half16::op_sel(&im);
        let inactive = if sel & 1 != 0 {
            crate::ir::PERMLANE_FETCH_INACTIVE
        } else if sel & 2 != 0 {
            0
        } else {
            crate::ir::PERMLANE_KEEP
        };
        let mut a = Inst::new(Op::LaneFn);
        a.mods.sub = Sub::LaneFn(lanefn_index("permlane16_addr", at)?);
        a.ty = Ty::B32;
        a.class = crate::ir::OpClass::Int;
        a.dst[0] = Operand::VRegs { idx: temp, n: 1 };
        let lo = self.src(&ops[2], Slot::B32)?;
        let hi = self.src(&ops[3], Slot::B32)?;
        for (k, x) in [&lo, &hi].into_iter().enumerate() {
            if matches!(x.op, Operand::VRegs { .. }) {
                return Err((
                    ops[2 + k].pos,
                    format!(
                        "{what} takes a scalar lane selector, not `{}`",
                        ops[2 + k].text
                    ),
                ));
            }
        }
        check_operand_rules(self, at, &[&lo, &hi], None, true)?;
        a.src = [lo.op, hi.op, Operand::Imm(x16 as u64), Operand::None];
        let mut p = Inst::new(Op::Bpermute);
        p.ty = Ty::B32;
        p.class = row.class;
        p.dst[0] = self.vreg(&ops[0], 1)?;
        p.src = [
            a.dst[0],
            self.vreg(&ops[1], 1)?,
            Operand::Imm(0),
            Operand::Imm(inactive),
        ];
        Ok([a, p])
    }

    /// A GFX9/GFX10 SDWA instruction (`v_and_b32_sdwa v0, v1, v2 dst_sel:BYTE_1
    /// dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:DWORD`, `sext(v1)`) as a
    /// sequence: each source with a sub-dword select is extracted (zero- or, with
    /// `sext`, sign-extended) into a hidden VGPR (`temp`, `temp + 1`), the operation
    /// runs on them, and a result with a sub-dword `dst_sel` is merged into the
    /// destination as `dst_unused` says (pad with zeros, sign-extend, or preserve the
    /// other bits). Covered: 32-bit VOP1/VOP2 operations and lane functions,
    /// `v_cndmask_b32`, conversions and compares (VOPC writes a mask: no `dst_sel`). Source: Vega/CDNA3
    /// ISA §"SDWA" (SDWA and SDWAB fields).
    pub fn lower_sdwa(
        &mut self,
        row: &Row,
        at: &Text,
        ops: &[Text],
        mods: &[Text],
        temp: u32,
    ) -> Result<Vec<Inst>, Err> {
        let what = format!("`{}`", at.text);
        // The SDWA words; everything else goes to the operation.
        let (mut sel, mut dst_sel, mut unused) = ([6u32; 2], 6u32, 2u32);
        let mut plain = Vec::new();
        let sel_code = |t: &Text, v: &str| -> Result<u32, Err> {
            Ok(match v {
                "BYTE_0" => 0,
                "BYTE_1" => 1,
                "BYTE_2" => 2,
                "BYTE_3" => 3,
                "WORD_0" => 4,
                "WORD_1" => 5,
                "DWORD" => 6,
                _ => return Err((t.pos, format!("malformed SDWA select `{}`", t.text))),
            })
        };
        for t in mods {
            match t.text.split_once(':') {
                Some(("src0_sel", v)) => sel[0] = sel_code(t, v)?,
                Some(("src1_sel", v)) => sel[1] = sel_code(t, v)?,
                Some(("dst_sel", v)) => dst_sel = sel_code(t, v)?,
                Some(("dst_unused", v)) => {
                    unused = match v {
                        "UNUSED_PAD" => 0,
                        "UNUSED_SEXT" => 1,
                        "UNUSED_PRESERVE" => 2,
                        _ => return Err((t.pos, format!("malformed `{}`", t.text))),
                    }
                }
                _ => plain.push(t.clone()),
            }
        }
        let cmp = matches!(row.kind, Kind::VCmp { .. });
        let ok = match row.kind {
            Kind::VOp { ty, n, .. } => matches!(ty.bits(), 16 | 32) && n <= 2,
            Kind::VLane { n, wide: 0, .. } | Kind::VLane16 { n, .. } => n <= 2,
            Kind::VCvt { dst, src, .. } => {
                matches!(dst.bits(), 16 | 32) && matches!(src.bits(), 16 | 32)
            }
            Kind::VCmp { ty, x: false, .. } => matches!(ty.bits(), 16 | 32),
            Kind::VCarry { cin: false, .. } | Kind::VCnd => true,
            _ => false,
        };
        if !ok {
            return Err((
                at.pos,
                format!("SDWA form {what} is not supported by warpsim"),
            ));
        }
        // `sext(x)` marks a source for sign extension; the operation sees plain `x`.
        let mut sext = [false; 2];
        let mut ops: Vec<Text> = ops.to_vec();
        let first_src = if cmp || matches!(row.kind, Kind::VCarry { .. }) {
            ops.len().saturating_sub(2)
        } else {
            1
        };
        for (k, t) in ops.iter_mut().enumerate().skip(first_src).take(2) {
            if let Some(inner) = t
                .text
                .strip_prefix("sext(")
                .and_then(|r| r.strip_suffix(')'))
            {
                sext[k - first_src] = true;
                t.text = inner.to_string();
            }
        }
        if row.kind == Kind::VCnd && sext.contains(&true) {
            // Its sources take the float modifiers (`-x`, `|x|`), as llvm-mc says.
            return Err((at.pos, format!("`sext()` is not valid on {what}")));
        }
        let mut op = self.lower(row, Form::Any, at, &ops, &plain)?;
        if cmp && dst_sel != 6 {
            return Err((at.pos, format!("{what} writes a mask: no `dst_sel`")));
        }
        // Which IR source slot each written source landed in (`v_cndmask_b32`'s IR
        // select takes its two sources the other way round).
        let rev = matches!(
            row.kind,
            Kind::VOp { rev: true, .. } | Kind::VCarry { rev: true, .. } | Kind::VCnd
        );
        let slot = |k: usize| if rev { 1 - k } else { k };
        let nsrc = match row.kind {
            Kind::VOp { n, .. } | Kind::VLane { n, .. } => n as usize,
            Kind::VCvt { .. } => 1,
            _ => 2,
        };
        let mut out = Vec::new();
        let sel_fn = lanefn_index("sdwa_sel", at)?;
        for k in 0..nsrc {
            if sel[k] == 6 && !sext[k] {
                continue;
            }
            let s = slot(k);
            // A 16-bit operation reads the low half of the extracted field.
            let half = matches!(op.src[s], Operand::VHalf { .. });
            if let Operand::VHalf { idx, hi: false, .. } = op.src[s] {
                op.src[s] = Operand::VRegs { idx, n: 1 };
            }
            if !matches!(op.src[s], Operand::VRegs { n: 1, .. }) {
                return Err((
                    ops.get(first_src + k).map_or(at.pos, |t| t.pos),
                    format!("SDWA source {k} of {what} must be a VGPR"),
                ));
            }
            let mut x = Inst::new(Op::LaneFn);
            x.mods.sub = Sub::LaneFn(sel_fn);
            x.ty = Ty::B32;
            x.class = crate::ir::OpClass::Int;
            x.dst[0] = Operand::VRegs {
                idx: temp + k as u32,
                n: 1,
            };
            x.src[0] = op.src[s];
            x.src[1] = Operand::Imm((sel[k] | (sext[k] as u32) << 3) as u64);
            op.src[s] = if half {
                Operand::VHalf {
                    idx: temp + k as u32,
                    hi: false,
                    keep: true,
                }
            } else {
                x.dst[0]
            };
            out.push(x);
        }
        // A 16-bit result fills the whole dword it is written to (zero above).
        let half_dst = matches!(op.dst[0], Operand::VHalf { .. });
        if let Operand::VHalf { idx, hi: false, .. } = op.dst[0] {
            op.dst[0] = Operand::VHalf {
                idx,
                hi: false,
                keep: false,
            };
        }
        if dst_sel != 6 && !cmp {
            let dst = match op.dst[0] {
                Operand::VHalf { idx, hi: false, .. } => Operand::VRegs { idx, n: 1 },
                d => d,
            };
            if !matches!(dst, Operand::VRegs { n: 1, .. }) {
                return Err((
                    at.pos,
                    format!("{what}: `dst_sel` needs a VGPR destination"),
                ));
            }
            op.dst[0] = if half_dst {
                Operand::VHalf {
                    idx: temp,
                    hi: false,
                    keep: false,
                }
            } else {
                Operand::VRegs { idx: temp, n: 1 }
            };
            let mut m = Inst::new(Op::LaneFn);
            m.mods.sub = Sub::LaneFn(lanefn_index("sdwa_dst", at)?);
            m.ty = Ty::B32;
            m.class = crate::ir::OpClass::Int;
            m.dst[0] = dst;
            m.src = [
                Operand::VRegs { idx: temp, n: 1 },
                dst,
                Operand::Imm((dst_sel | unused << 3) as u64),
                Operand::None,
            ];
            out.push(op);
            out.push(m);
        } else {
            out.push(op);
        }
        Ok(out)
    }
}
