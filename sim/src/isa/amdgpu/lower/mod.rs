//! Lowering one AMDGPU instruction statement to one IR instruction: the mnemonic is
//! looked up in `table` (suffixes `_e32`/`_e64`/`_dpp` stripped), and the row's
//! [`Kind`] decides how operands and modifiers map onto the IR operation. The VALU is
//! here; the cross-lane forms (DPP, SDWA, swap, permlane16) are in `lanes`,
//! SALU and scalar control flow in `scalar`, memory instructions in `mem`, the packed-FP32
//! VOP3P instructions in `vop3p`, the CDNA matrix instructions in `mfma`, the RDNA ones in `rdna_wmma`.

mod agpr;
mod dot;
mod half16;
mod hints;
mod imods;
mod lanes;
mod mem;
mod mfma;
mod opnd;
mod rdna_wmma;
mod scalar;
mod vop3p;
mod wait;

use super::syntax::Text;
use super::table::{self, BrCond, CvtRnd, Kind, Row, SccRule};
use super::target::{Gen, Gfx};
use crate::error::Pos;
use crate::ir::lanefn;
use crate::ir::{sreg, BarMode, Inst, Op, Operand, Round, Sub, Ty};
pub use agpr::AGPR_BASE;
use imods::IMods;
use opnd::{check_operand_rules, Slot, Src};

/// A located lowering error.
pub type Err = (Pos, String);

/// What a symbol name resolves to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sym {
    /// A label of the current function: its pc.
    Label(u32),
    /// A code or data address.
    Addr(u64),
    /// An absolute value (`.set`).
    Value(i64),
}

/// Everything lowering needs besides the statement.
pub struct Env<'a> {
    pub gfx: &'a Gfx,
    pub wave64: bool,
    /// Code address and encoded size of the instruction (PC-relative fixups).
    pub addr: u64,
    pub size: u32,
    pub resolve: &'a dyn Fn(&str) -> Option<Sym>,
    /// One past the highest VGPR the function uses (grows as operands are lowered).
    pub max_vgpr: u32,
    /// One past the highest numbered SGPR (s0..s101) the function uses.
    pub max_sgpr: u32,
    /// One past the highest AGPR (CDNA `aN`) the function uses.
    pub max_agpr: u32,
    /// Backing table of `Operand::Vec` lists of the function.
    pub vec_elems: &'a mut Vec<Operand>,
}

/// Encoding variant the suffix asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Any,
    E32,
    E64,
    Dpp,
    /// GFX9/GFX10 sub-dword addressing (`_sdwa`): lowered by [`Env::lower_sdwa`].
    Sdwa,
}

/// Split a mnemonic into its base name and encoding suffix.
pub fn split_suffix(m: &str) -> Result<(&str, Form), String> {
    for (suf, f) in [
        ("_sdwa", Form::Sdwa),
        ("_e64_dpp", Form::Dpp),
        ("_e32", Form::E32),
        ("_e64", Form::E64),
        ("_dpp", Form::Dpp),
    ] {
        if let Some(b) = m.strip_suffix(suf) {
            return Ok((b, f));
        }
    }
    Ok((m, Form::Any))
}

/// Look a (dual-half or plain) mnemonic up for a generation: the row and the form.
pub fn find(m: &Text, gfx: &Gfx) -> Result<(Row, Form), Err> {
    let (base, form) = split_suffix(&m.text).map_err(|e| {
        let no_sdwa = if gfx.gen >= Gen::Gfx11 {
            format!(" ({} has no SDWA encoding)", gfx.name)
        } else {
            String::new()
        };
        (m.pos, format!("{e}{no_sdwa}"))
    })?;
    if form == Form::Sdwa && gfx.gen >= Gen::Gfx11 {
        return Err((
            m.pos,
            format!("`{}`: {} has no SDWA encoding", m.text, gfx.name),
        ));
    }
    // VOPD halves name VOP1/VOP2 operations: `v_dual_add_f32` = `v_add_f32`.
    let base_owned;
    let base = match base.strip_prefix("v_dual_") {
        Some(op) => {
            base_owned = format!("v_{op}");
            base_owned.as_str()
        }
        None => base,
    };
    match table::lookup(base, gfx.gen) {
        Ok(r) => Ok((r, form)),
        Err(Some(_)) => Err((
            m.pos,
            format!("instruction `{}` is not available on {}", m.text, gfx.name),
        )),
        Err(None) if base.starts_with("v_mfma_") || base.starts_with("v_smfmac_") => Err((
            m.pos,
            format!(
                "`{}` is a CDNA matrix instruction warpsim does not model (sparse SMFMAC, gfx950 f8f6f4 and scaled MFMA, gfx908-only forms); the modelled ones are listed in ir::mfma_form",
                m.text
            ),
        )),
        Err(None) if base.starts_with("v_wmma_") || base.starts_with("v_swmmac_") => Err((
            m.pos,
            format!(
                "`{}` is an RDNA matrix instruction warpsim does not model (gfx1250 forms); the modelled ones are listed in ir::rdna_wmma_form",
                m.text
            ),
        )),
        Err(None) => Err((m.pos, format!("unknown instruction `{}`", m.text))),
    }
}

/// Estimated encoded size in bytes (4 or 8, plus a literal dword). Code addresses
/// follow from these; they matter only to `s_getpc_b64` arithmetic, which uses the
/// same sizes, so calls and PC-relative data references resolve consistently.
pub fn encoded_size(row: &Row, form: Form, ops: &[Text], dual: bool) -> u32 {
    use super::operand::{parse_operand, Val};
    let name = row.name;
    let lit = ops
        .iter()
        .any(|t| match parse_operand(&t.text).map(|o| o.val) {
            Ok(Val::Int(i)) => !(-16..=64).contains(&i),
            Ok(Val::Float(f)) => ![0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0].contains(&f),
            Ok(Val::Sym { .. }) => !matches!(row.kind, Kind::SBranch { .. }),
            _ => false,
        });
    let k_imm = name.starts_with("s_") && name.contains("k_");
    let lit = if lit && !k_imm && !matches!(row.kind, Kind::SWait { .. } | Kind::SNop) {
        4
    } else {
        0
    };
    let base = match row.kind {
        _ if dual => 8,
        // `v_mfma_scale_*` (six operands) is VOP3PX: a `v_mfma_ld_scale_b32` prefix
        // and the MFMA, 16 bytes (llvm-mc-22, gfx950).
        Kind::VMfma if ops.len() == 6 => 16,
        _ if row.kind.is_memory() => 8,
        _ if name.starts_with("s_") => 4,
        _ if form == Form::E32 => 4,
        _ if form == Form::Dpp => 8,
        _ if form == Form::E64 => 8,
        Kind::VMov { .. } | Kind::VCvt { .. } | Kind::VReadlane { first: true } => 4,
        // `v_nop` (VOP1).
        Kind::SNop => 4,
        Kind::VOp { n: 1, .. } | Kind::VLane { n: 1, .. } => 4,
        // VOP2 needs a VGPR src1.
        Kind::VOp { n: 2, .. }
        | Kind::VFmac { .. }
        | Kind::VFmaK { .. }
        | Kind::VDot { acc: true, .. }
            if ops.get(2).is_some_and(|t| t.text.starts_with('v')) =>
        {
            4
        }
        _ => 8,
    };
    base + lit
}

/// A conversion's rounding: MODE's (read when it runs), truncation, or none needed.
fn cvt_rnd(i: &mut Inst, rnd: CvtRnd) {
    match rnd {
        CvtRnd::Mode => i.mods.dyn_mode = true,
        CvtRnd::Trunc => {
            i.mods.rnd = Round::Rz;
            i.mods.rnd_int = true;
        }
        CvtRnd::Exact => {}
    }
}

fn slot_of(t: Ty) -> Slot {
    match t {
        Ty::F32 => Slot::F32,
        Ty::F64 => Slot::F64,
        Ty::F16 => Slot::F16,
        _ if t.bits() == 64 => Slot::B64,
        _ if t.bits() == 16 => Slot::B16,
        _ => Slot::B32,
    }
}

/// Number of operands check.
fn arity(at: &Text, ops: &[Text], n: &[usize]) -> Result<(), Err> {
    if n.contains(&ops.len()) {
        return Ok(());
    }
    let want: Vec<String> = n.iter().map(|x| x.to_string()).collect();
    Err((
        at.pos,
        format!(
            "`{}` takes {} operand(s), found {}",
            at.text,
            want.join(" or "),
            ops.len()
        ),
    ))
}

/// Apply a source's `-`/`|x|` modifiers as source `k` of `i` (float slots only).
fn take_mods(i: &mut Inst, k: usize, s: &Src, slot: Slot, t: &Text) -> Result<(), Err> {
    if !(s.neg || s.abs) {
        return Ok(());
    }
    if !slot.float() {
        return Err((
            t.pos,
            format!(
                "`-`/`|...|` modifiers are not allowed on the integer operand `{}`",
                t.text
            ),
        ));
    }
    if s.abs {
        i.mods.src_abs |= 1 << k;
    }
    if s.neg {
        i.mods.src_neg |= 1 << k;
    }
    if slot == Slot::F64 {
        i.mods.sub_wide_src |= 1 << k;
    }
    if slot == Slot::F16 {
        i.mods.half_src |= 1 << k;
    }
    Ok(())
}

/// The `clamp` bit of a VALU operation through a generic IR op: float results clamp
/// to [0, 1]; on integer add/sub it saturates to the type's range (signed or unsigned,
/// AMD ISA guides, "VOP3 ... CLAMP"); other integer ops are refused.
fn clamp(i: &mut Inst, im: &IMods, at: &Text) -> Result<(), Err> {
    if im.clamp.is_none() {
        return Ok(());
    }
    if !i.ty.is_float() && !matches!(i.op, Op::Add | Op::Sub) {
        return Err((
            at.pos,
            format!(
                "`clamp` on integer `{}` is not supported by warpsim",
                at.text
            ),
        ));
    }
    i.mods.sat = true;
    Ok(())
}

fn lanefn_index(f: &str, at: &Text) -> Result<u16, Err> {
    lanefn::lookup(f).ok_or_else(|| (at.pos, format!("internal: no lane function `{f}`")))
}

/// Does the written form need a VOP3 encoding (for the literal rule)?
fn is_vop3(form: Form, srcs: &[&Src], n: usize, i: &Inst) -> bool {
    form == Form::E64
        || n >= 3
        || i.mods.src_abs | i.mods.src_neg != 0
        || i.mods.sat
        || (n == 2
            && !matches!(
                srcs.get(1).map(|s| s.op),
                Some(Operand::VRegs { .. } | Operand::VHalf { .. })
            )
            && form != Form::E32)
}

impl Env<'_> {
    /// Lower one statement (`at` = the mnemonic) to an instruction.
    pub fn lower(
        &mut self,
        row: &Row,
        form: Form,
        at: &Text,
        ops: &[Text],
        mods: &[Text],
    ) -> Result<Inst, Err> {
        let im = imods::parse(mods)?;
        if form == Form::E32 {
            let op_sel = im.op_sel.as_ref().map(|x| &x.1);
            if let Some(t) = [im.clamp.as_ref(), im.omod.as_ref(), op_sel]
                .into_iter()
                .flatten()
                .next()
            {
                return Err((
                    t.pos,
                    format!(
                        "`{}` needs the VOP3 (`_e64`) encoding; `{}` has no such field",
                        t.text, at.text
                    ),
                ));
            }
        }
        if form == Form::Sdwa {
            return Err((at.pos, format!("internal: `{}` is SDWA", at.text)));
        }
        if form == Form::Dpp && im.dpp.is_none() {
            return Err((
                at.pos,
                format!(
                    "`{}` needs DPP controls (quad_perm:, row_shr:, ...)",
                    at.text
                ),
            ));
        }
        let mut i = self.lower_alu(row, form, at, ops, &im)?;
        i.class = row.class;
        Ok(i)
    }

    fn lower_alu(
        &mut self,
        row: &Row,
        form: Form,
        at: &Text,
        ops: &[Text],
        im: &IMods,
    ) -> Result<Inst, Err> {
        let what = format!("`{}`", at.text);
        let is_mem = row.kind.is_memory();
        if is_mem {
            return self.lower_mem(row, at, ops, im);
        }
        if row.kind == Kind::VMfma {
            return self.lower_mfma(at, ops, im);
        }
        if row.kind == Kind::VRdnaWmma {
            return self.lower_rdna_wmma(at, ops, im);
        }
        if !matches!(row.kind, Kind::VMov { .. }) {
            im.only(
                &[
                    "clamp", "omod", "op_sel", "neg", "offset", "offset01", "swizzle", "cache",
                    "gds", "bitop3",
                ],
                &what,
            )?;
        }
        match row.kind {
            Kind::VOp { op, ty, n, rev } => self.vop(at, form, ops, im, op, ty, n as usize, rev),
            Kind::VLane { f, n, wide, int } => {
                self.vlane(at, form, ops, im, f, n as usize, (wide, int))
            }
            Kind::VPkF32 { f, n } => self.vpk_f32(at, form, ops, im, f, n as usize),
            Kind::VLane16 { f, n, .. } => self.vlane16(at, form, ops, im, f, n as usize),
            Kind::VCnd16 => self.vcnd16(at, form, ops, im),
            Kind::VPackF16 => self.vpack_f16(at, ops, im),
            Kind::VCvtPkFp8 => self.vcvt_pk_fp8(at, ops, im),
            Kind::VPk16 { f, n } => self.vpk16(at, ops, im, f, n as usize),
            Kind::VFmaMix { dst } => self.vfma_mix(at, ops, im, dst),
            Kind::VDot { .. } => self.vdot(at, form, ops, im, row.kind),
            Kind::VMov { bits: 16 } => self.vmov16(at, ops, im),
            Kind::VBitop3 { half } => {
                arity(at, ops, &[4])?;
                im.only(
                    if half {
                        &["bitop3", "op_sel"]
                    } else {
                        &["bitop3"]
                    },
                    &what,
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
                im.only(&[], &what)?;
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
                im.only(&[], &what)?;
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
                im.only(if slot.half() { &["op_sel"] } else { &[] }, &what)?;
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
                im.only(&[], &what)?;
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
                im.only(&[], &what)?;
                arity(at, ops, &[3, 4])?;
                let mut i = Inst::new(Op::Selp);
                i.ty = Ty::B32;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                let a = self.src(&ops[1], Slot::F32)?;
                let b = self.src(&ops[2], Slot::F32)?;
                let m = if ops.len() == 4 {
                    self.mask(&ops[3])?
                } else {
                    self.vcc()
                };
                // Selp picks src0 where the mask is set: v_cndmask's src1.
                take_mods(&mut i, 1, &a, Slot::F32, &ops[1])?;
                take_mods(&mut i, 0, &b, Slot::F32, &ops[2])?;
                let extra = match m {
                    Operand::SMask { idx, .. } if idx != sreg::VCC_LO || form == Form::E64 => {
                        Some(idx)
                    }
                    _ => None,
                };
                let vop3 = form == Form::E64 || ops.len() == 4 && extra.is_some();
                check_operand_rules(self, at, &[&a, &b], extra, vop3)?;
                i.src = [b.op, a.op, m, Operand::None];
                Ok(i)
            }
            Kind::VCvt { dst, src, rnd } => {
                arity(at, ops, &[2])?;
                let half = dst.bits() == 16 || src.bits() == 16;
                im.only(
                    if half {
                        &["clamp", "op_sel"]
                    } else {
                        &["clamp"]
                    },
                    &what,
                )?;
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
                    im.only(&["dpp"], &what)?;
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
                    };
                    return Ok(i);
                }
                im.only(&[], &what)?;
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
                im.only(&["op_sel"], &what)?;
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
                im.only(&[], &what)?;
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
                im.only(&[], &what)?;
                self.lower_acc(at, ops, dst_acc, src_acc)
            }
            Kind::VWritelane => {
                arity(at, ops, &[3])?;
                im.only(&[], &what)?;
                let mut i = Inst::new(Op::Writelane);
                i.ty = Ty::B32;
                i.dst[0] = self.vreg(&ops[0], 1)?;
                i.src[0] = self.src(&ops[1], Slot::B32)?.op;
                i.src[1] = self.src(&ops[2], Slot::B32)?.op;
                Ok(i)
            }
            Kind::VCvtPk => {
                arity(at, ops, &[4])?;
                im.only(&["clamp"], &what)?;
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
            Kind::VFmac { ty } => {
                arity(at, ops, &[3])?;
                let slot = slot_of(ty);
                im.only(
                    if slot.half() {
                        &["clamp", "op_sel"]
                    } else {
                        &["clamp"]
                    },
                    &what,
                )?;
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
                im.only(&[], &what)?;
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
                im.only(&[], &what)?;
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
            Kind::VDivScale { ty } => {
                arity(at, ops, &[5])?;
                im.only(&[], &what)?;
                let slot = slot_of(ty);
                let mut i = Inst::new(Op::LaneFn);
                let f = if ty == Ty::F64 {
                    "div_scale_f64"
                } else {
                    "div_scale_f32"
                };
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.ty = Ty::F32;
                i.dst = [self.vreg(&ops[0], slot.regs())?, self.mask(&ops[1])?];
                let s = self.float_srcs(&mut i, &ops[2..], slot)?;
                check_operand_rules(self, at, &[&s[0], &s[1], &s[2]], None, true)?;
                i.src = [s[0].op, s[1].op, s[2].op, Operand::None];
                Ok(i)
            }
            Kind::VDivFmas { ty } => {
                arity(at, ops, &[4])?;
                im.only(&[], &what)?;
                let slot = slot_of(ty);
                let mut i = Inst::new(Op::LaneFn);
                let f = if ty == Ty::F64 {
                    "div_fmas_f64"
                } else {
                    "div_fmas_f32"
                };
                i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
                i.ty = Ty::F32;
                i.dst[0] = self.vreg(&ops[0], slot.regs())?;
                let s = self.float_srcs(&mut i, &ops[1..], slot)?;
                // VCC is an implicit scalar read.
                check_operand_rules(self, at, &[&s[0], &s[1], &s[2]], Some(sreg::VCC_LO), true)?;
                i.src = [s[0].op, s[1].op, s[2].op, self.vcc()];
                Ok(i)
            }
            _ => self.lower_scalar(row, at, ops, im),
        }
    }

    /// Three float sources with their modifiers (sources 0..2).
    fn float_srcs(&mut self, i: &mut Inst, ops: &[Text], slot: Slot) -> Result<Vec<Src>, Err> {
        let mut out = Vec::with_capacity(3);
        for (k, t) in ops.iter().enumerate().take(3) {
            let s = self.src(t, slot)?;
            take_mods(i, k, &s, slot, t)?;
            out.push(s);
        }
        Ok(out)
    }

    /// Destination(s) of a compare; returns the source operand texts.
    fn cmp_dst<'t>(
        &mut self,
        i: &mut Inst,
        at: &Text,
        ops: &'t [Text],
        x: bool,
    ) -> Result<&'t [Text], Err> {
        if x && ops.len() == 2 {
            if self.gfx.gen < Gen::Gfx10 {
                return Err((
                    at.pos,
                    format!("`{}` needs a destination mask before GFX10", at.text),
                ));
            }
            i.dst[0] = self.exec();
            return Ok(ops);
        }
        arity(at, ops, &[3])?;
        i.dst[0] = self.mask(&ops[0])?;
        // VOPC (`_e32`) writes VCC only; another destination needs VOP3.
        if at.text.ends_with("_e32")
            && !matches!(
                i.dst[0],
                Operand::SMask {
                    idx: sreg::VCC_LO,
                    ..
                }
            )
        {
            return Err((
                ops[0].pos,
                format!(
                    "`{}` writes vcc only; `{}` as a destination needs the `_e64` encoding",
                    at.text, ops[0].text
                ),
            ));
        }
        if x {
            if self.gfx.gen >= Gen::Gfx10 {
                return Err((
                    at.pos,
                    format!(
                        "`{}` writes EXEC only on GFX10 and later (no destination)",
                        at.text
                    ),
                ));
            }
            i.dst[1] = self.exec();
            i.mods.dst_same = true;
        }
        Ok(&ops[1..])
    }

    #[allow(clippy::too_many_arguments)]
    fn vop(
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
        if slot_of(ty).half() {
            return self.vop16(at, form, ops, im, op, ty, n, rev);
        }
        arity(at, ops, &[n + 1])?;
        im.only(&["clamp"], &format!("`{}`", at.text))?;
        let slot = slot_of(ty);
        let mut i = Inst::new(op);
        i.ty = ty;
        i.dst[0] = self.vreg(&ops[0], slot.regs())?;
        let mut s = Vec::with_capacity(n);
        for (k, t) in ops[1..].iter().enumerate() {
            let x = self.src(t, slot)?;
            take_mods(&mut i, k, &x, slot, t)?;
            s.push(x);
        }
        clamp(&mut i, im, at)?;
        let refs: Vec<&Src> = s.iter().collect();
        check_operand_rules(self, at, &refs, None, is_vop3(form, &refs, n, &i))?;
        for (k, x) in s.iter().enumerate() {
            i.src[k] = x.op;
        }
        if rev {
            i.src.swap(0, 1);
            let swap_bits = |b: u8| (b & !3) | ((b & 1) << 1) | ((b >> 1) & 1);
            i.mods.src_abs = swap_bits(i.mods.src_abs);
            i.mods.src_neg = swap_bits(i.mods.src_neg);
            i.mods.sub_wide_src = swap_bits(i.mods.sub_wide_src);
        }
        i.mods.dyn_mode = ty.is_float();
        Ok(i)
    }

    /// A VALU lane function; `(wide, int)` are the row's 64-bit operand and integer
    /// source masks (see [`Kind::VLane`]).
    #[allow(clippy::too_many_arguments)]
    fn vlane(
        &mut self,
        at: &Text,
        form: Form,
        ops: &[Text],
        im: &IMods,
        f: &str,
        n: usize,
        (wide, int): (u8, u8),
    ) -> Result<Inst, Err> {
        arity(at, ops, &[n + 1])?;
        im.only(&[], &format!("`{}`", at.text))?;
        let mut i = Inst::new(Op::LaneFn);
        i.mods.sub = Sub::LaneFn(lanefn_index(f, at)?);
        let float = f.ends_with("_f32") || f.ends_with("_f64");
        i.ty = if float { Ty::F32 } else { Ty::B32 };
        i.dst[0] = self.vreg(&ops[0], if wide & 1 != 0 { 2 } else { 1 })?;
        let mut s = Vec::with_capacity(n);
        for (k, t) in ops[1..].iter().enumerate() {
            // GFX11 true16 syntax names the low half of the shift amount (`v21.l`);
            // only its bits [4:0] are used, which the full register holds too.
            let low_half;
            let t = match t.text.strip_suffix(".l") {
                Some(r) if k == 2 && matches!(f, "alignbit_b32" | "alignbyte_b32") => {
                    low_half = Text {
                        text: r.to_string(),
                        pos: t.pos,
                    };
                    &low_half
                }
                _ => t,
            };
            let w = wide & (2 << k) != 0;
            let slot = match (w, float && int & (1 << k) == 0) {
                (true, true) => Slot::F64,
                (true, false) => Slot::B64,
                (false, true) => Slot::F32,
                (false, false) => Slot::B32,
            };
            let x = self.src(t, slot)?;
            take_mods(&mut i, k, &x, slot, t)?;
            s.push(x);
        }
        let refs: Vec<&Src> = s.iter().collect();
        check_operand_rules(self, at, &refs, None, is_vop3(form, &refs, n, &i))?;
        for (k, x) in s.iter().enumerate() {
            i.src[k] = x.op;
        }
        Ok(i)
    }
}
