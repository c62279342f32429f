//! Lowering one AMDGPU instruction statement to one IR instruction: the mnemonic is
//! looked up in `table` (suffixes `_e32`/`_e64`/`_dpp` stripped), and the row's
//! [`Kind`] decides how operands and modifiers map onto the IR operation. The VALU is
//! here; the cross-lane forms (DPP, SDWA, swap, permlane16) are in `lanes`,
//! SALU and scalar control flow in `scalar`, memory instructions in `mem`, the packed-FP32
//! VOP3P instructions in `vop3p`, the CDNA matrix instructions in `mfma`, the RDNA ones in `rdna_wmma`;
//! the VALU kinds lowered inline (compares, conversions, moves, carries, ...) in `valu`.

mod agpr;
mod dot;
pub mod gpr_idx;
mod half16;
mod hints;
mod imods;
mod lanes;
mod mem;
mod mfma;
mod opnd;
mod rdna_wmma;
mod scalar;
mod valu;
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

/// Appended to a symbol's name, the name under which the resolver answers with the
/// address of that symbol's global offset table entry (`sym@gotpcrel32@lo`).
pub const GOT_SUFFIX: &str = "@gotpcrel";

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
    /// The code address of each statement of the function and of its end: where a
    /// label ([`Sym::Label`], a statement index) is, as an expression operand sees it.
    pub label_addrs: &'a [u64],
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
                "`{}` is a CDNA matrix instruction warpsim does not model (gfx950-only sparse SMFMAC, gfx908-only forms); the modelled ones are listed in ir::mfma_form",
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
            Ok(Val::Expr(_)) => true,
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
        Kind::VMov { .. }
        | Kind::VMovRel { .. }
        | Kind::VCvt { .. }
        | Kind::VReadlane { first: true } => 4,
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
        if !self.gfx.has_feature(row.feature) {
            return Err((
                at.pos,
                format!("instruction {what} is not available on {}", self.gfx.name),
            ));
        }
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
            Kind::VLane16 { f, n, float } => self.vlane16(at, form, ops, im, f, n as usize, float),
            Kind::VCnd16 => self.vcnd16(at, form, ops, im),
            Kind::VPackF16 => self.vpack_f16(at, ops, im),
            Kind::VCvtPkFp8 { bf8 } => self.vcvt_pk_fp8(at, ops, im, bf8),
            Kind::VPk16 { f, n } => self.vpk16(at, ops, im, f, n as usize),
            Kind::VFmaMix { dst } => self.vfma_mix(at, ops, im, dst),
            Kind::VDot { .. } => self.vdot(at, form, ops, im, row.kind),
            Kind::VMov { bits: 16 } => self.vmov16(at, ops, im),
            Kind::VMovRel { src, dst, two } => self.vmovrel(at, ops, im, (src, dst, two)),
            Kind::SGprIdx { index, mode, .. } => self.sgpr_idx(at, ops, (index, mode)),
            _ => self.lower_valu(row, form, at, ops, im, &what),
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
