//! Form legality of PTX instructions beyond the table's columns: the checks common to
//! every row (types against the row's type columns, `.ftz`, targets; `check_form_rules`),
//! each row's own rule (a [`Rule`] the table names next to the row: `add_sub`, `cvt`,
//! `spdecompress`, ...), and the checks that need the lowered operands (`post_checks`).

use super::ast::Raw;
use super::form::{has, word, Form};
use super::scope::{FuncCtx, ModuleScope};
use super::table::G;
use super::target::satisfies;
use crate::error::{ParseError, Pos};
use crate::ir::sp_form::{check_form, reg_counts};
use crate::ir::{
    AtomOp, BarMode, BoolOp, Cmp, Inst, MulMode, Op, Operand, Round, Space, Sub, Ty, VoteMode,
};

/// Types and form legality. Returns the (ty, ty2, ty3) of the instruction.
pub fn check_form_rules(
    p: &ModuleScope,
    f: &Form,
    mpos: Pos,
    nops: usize,
) -> Result<(Ty, Ty, Ty), ParseError> {
    let row = f.row;
    let name = row.name;
    let e = |m: String| p.err(mpos, m);
    // Types.
    let want = if row.types.is_empty() {
        0
    } else {
        1 + (!row.types2.is_empty()) as usize + (!row.types3.is_empty()) as usize
    };
    let op = row.op;
    let (mut ty, mut ty2, mut ty3) = (Ty::None, Ty::None, Ty::None);
    let legal = |set: &[Ty]| {
        set.iter()
            .map(|t| format!(".{}", t.name()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let ntypes = f.types.len();
    let optional_types = matches!(op, Op::Bar)
        && !matches!(
            f.mods.sub,
            Sub::Bar(BarMode::RedPopc | BarMode::RedAnd | BarMode::RedOr)
        );
    let pack16 = op == Op::CvtPack && matches!(f.types.first(), Some((Ty::U16 | Ty::S16, _)));
    let want = if pack16 { 2 } else { want };
    if op == Op::CvtPack && !pack16 && ntypes == 2 {
        return Err(e(format!(
            "`{}`: the 8-, 4- and 2-bit forms need .s32.b32 and a `c` operand (d, a, b, c)",
            f.key
        )));
    }
    if optional_types {
        if let Some((t, tp)) = f.types.first() {
            return Err(p.err(
                *tp,
                format!(
                    "`{name}.{}` takes no type (found `.{}`)",
                    word(f, G::Bar).unwrap_or("sync"),
                    t.name()
                ),
            ));
        }
    } else if ntypes != want {
        if ntypes < want {
            return Err(e(format!(
                "`{}` needs {} type suffix{} (legal first type: {})",
                f.key,
                want,
                if want == 1 { "" } else { "es" },
                legal(row.types)
            )));
        }
        let (t, tp) = f.types[want];
        return Err(p.err(tp, format!("`{}`: unexpected type `.{}`", f.key, t.name())));
    } else if want > 0 {
        let (t, tp) = f.types[0];
        if !row.types.contains(&t) {
            return Err(p.err(
                tp,
                format!(
                    "illegal type `.{}` for `{name}` (legal: {})",
                    t.name(),
                    legal(row.types)
                ),
            ));
        }
        ty = t;
        if want > 1 {
            let (t2, tp2) = f.types[1];
            if !row.types2.contains(&t2) {
                return Err(p.err(
                    tp2,
                    format!(
                        "illegal second type `.{}` for `{name}` (legal: {})",
                        t2.name(),
                        legal(row.types2)
                    ),
                ));
            }
            ty2 = t2;
        }
        if want > 2 {
            let (t3, tp3) = f.types[2];
            if !row.types3.contains(&t3) {
                return Err(p.err(
                    tp3,
                    format!(
                        "illegal third type `.{}` for `{name}` (legal: {})",
                        t3.name(),
                        legal(row.types3)
                    ),
                ));
            }
            ty3 = t3;
        }
    }
    let is_f = ty.is_float() || ty.is_packed_half();
    let m = &f.mods;
    let rnd = has(f, G::Rnd);
    // The row's own rule (named next to it in the table).
    (row.rule)(&Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        ty2,
        ty3,
        is_f,
        rnd,
        pack16,
    })?;
    let ftz_ok = match op {
        Op::Cvt => true,
        // f64 has .ftz only in rcp.approx.ftz.f64 / rsqrt.approx.ftz.f64.
        Op::Rcp | Op::Rsqrt => ty == Ty::F32 || m.approx,
        Op::Slct => ty2 == Ty::F32,
        _ => ty == Ty::F32,
    };
    if m.ftz && !ftz_ok {
        return Err(e(format!("`{}`: .ftz is not legal here", f.key)));
    }
    if op == Op::Mad24 && m.sat && !(m.mul == MulMode::Hi && ty == Ty::S32) {
        return Err(e(format!(
            "`{}`: .sat is legal only as mad24.hi.sat.s32",
            f.key
        )));
    }
    if matches!(op, Op::Shfl | Op::Vote)
        && !f.words.iter().any(|(_, w)| w == "sync")
        && p.module.target.arch >= 70
    {
        return Err(e(format!(
            "`{}`: {} without .sync is not supported on sm_70 and newer (use {}.sync)",
            f.key, row.name, row.name
        )));
    }
    if matches!(op, Op::Ld | Op::St) && ty.bytes() * m.vec as u32 > 16 && p.module.target.arch < 100
    {
        return Err(e(format!(
            "`{}`: vector accesses wider than 128 bits need sm_100 or newer",
            f.key
        )));
    }
    if m.sat && matches!(op, Op::Fma | Op::Mul) && ty == Ty::F64 {
        return Err(e(format!("`{}`: .sat is not legal with .f64", f.key)));
    }
    // Architecture and ISA version the instruction needs.
    if let Some(msg) = satisfies(&p.module.target, row.min_sm, row.min_ptx, false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok((ty, ty2, ty3))
}

/// What a row's rule sees: the instruction as parsed, and its checked types.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub p: &'a ModuleScope<'a>,
    pub f: &'a Form,
    /// Where the mnemonic is (errors point there).
    pub mpos: Pos,
    pub nops: usize,
    pub ty: Ty,
    pub ty2: Ty,
    pub ty3: Ty,
    /// A floating-point (or packed half) first type.
    pub is_f: bool,
    /// A rounding modifier is present.
    pub rnd: bool,
    /// `cvt.pack` of 16-bit halves (`.u16`/`.s16`).
    pub pack16: bool,
}

/// A row's own legality rule, named next to the row in the table: what its columns
/// cannot say about its types, modifiers and operand count.
pub type Rule = fn(&Ctx) -> Result<(), ParseError>;

/// The rule of rows whose columns say everything.
pub fn none(_: &Ctx) -> Result<(), ParseError> {
    Ok(())
}

/// The rule of `add`, `sub`.
pub fn add_sub(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        ty,
        is_f,
        rnd,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if !is_f && (rnd || m.ftz) {
        return Err(e(format!(
            "`{}`: rounding and .ftz apply only to floating-point types",
            f.key
        )));
    }
    if m.sat && !matches!(ty, Ty::S32 | Ty::F32 | Ty::F16 | Ty::F16x2) {
        return Err(e(format!(
            "`{}`: .sat is legal only with .s32, .f32, .f16 and .f16x2",
            f.key
        )));
    }
    if ty == Ty::F64 && m.ftz {
        return Err(e(format!("`{}`: .ftz is not legal with .f64", f.key)));
    }
    Ok(())
}

/// The rule of `mul`, `mad`.
pub fn mul_mad(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        ty,
        is_f,
        rnd,
        ..
    } = *c;
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = |m: String| p.err(mpos, m);
    if is_f {
        if has(f, G::Mul) {
            return Err(e(format!(
                "`{}`: .lo/.hi/.wide apply only to integer types",
                f.key
            )));
        }
        if op == Op::Mad && !rnd {
            return Err(e(format!(
                "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
                f.key
            )));
        }
    } else {
        if !has(f, G::Mul) {
            return Err(e(format!(
                "`{}` requires .lo, .hi or .wide for integer types",
                f.key
            )));
        }
        if rnd || m.ftz {
            return Err(e(format!(
                "`{}`: rounding and .ftz apply only to floating-point types",
                f.key
            )));
        }
        if m.mul == MulMode::Wide && ty.bits() == 64 {
            return Err(e(format!(
                "`{}`: .wide is legal only with 16- and 32-bit types",
                f.key
            )));
        }
        if m.sat && !(op == Op::Mad && m.mul == MulMode::Hi && ty == Ty::S32) {
            return Err(e(format!(
                "`{}`: .sat is legal only as mad.hi.sat.s32",
                f.key
            )));
        }
    }
    Ok(())
}

/// The rule of `div`.
pub fn div(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        ty,
        is_f,
        rnd,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if is_f {
        let approx = has(f, G::Approx);
        if ty == Ty::F64 && (!rnd || approx) {
            return Err(e(format!(
                "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
                f.key
            )));
        }
        if ty == Ty::F32 && (rnd == approx) {
            return Err(e(format!(
                "`{}` requires exactly one of .approx, .full or a rounding modifier",
                f.key
            )));
        }
        if m.rnd_int {
            return Err(e(format!(
                "`{}`: integer rounding is not legal here",
                f.key
            )));
        }
    } else if rnd || has(f, G::Approx) || m.ftz {
        return Err(e(format!(
            "`{}`: modifiers are not legal for integer division",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `fma`.
pub fn fma(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        ty,
        rnd,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if !rnd {
        return Err(e(format!(
            "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
            f.key
        )));
    }
    if ty == Ty::F64 && (m.ftz || m.sat) {
        return Err(e(format!("`{}`: .ftz/.sat are not legal with .f64", f.key)));
    }
    Ok(())
}

/// The rule of `rcp`, `sqrt`.
pub fn rcp_sqrt(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        ty,
        rnd,
        ..
    } = *c;
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = |m: String| p.err(mpos, m);
    let approx = has(f, G::Approx);
    if rnd == approx {
        return Err(e(format!(
            "`{}` requires exactly one of .approx or a rounding modifier",
            f.key
        )));
    }
    if ty == Ty::F64 && approx && !(op == Op::Rcp && m.ftz && m.approx) {
        return Err(e(format!(
            "`{}`: the only approximate f64 form is rcp.approx.ftz.f64",
            f.key
        )));
    }
    if word(f, G::Approx) == Some("full") {
        return Err(e(format!("`{}`: .full is legal only for div", f.key)));
    }
    Ok(())
}

/// The rule of `rsqrt`, `ex2`, `lg2`, `sin`, `cos`, `tanh`.
pub fn approx_fn(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, .. } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if !m.approx {
        return Err(e(format!("`{}` requires .approx", f.key)));
    }
    Ok(())
}

/// The rule of `abs`, `neg`.
pub fn abs_neg(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, ty, .. } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if m.ftz && ty != Ty::F32 {
        return Err(e(format!("`{}`: .ftz is legal only with .f32", f.key)));
    }
    Ok(())
}

/// The rule of `min`, `max`.
pub fn min_max(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        ty,
        is_f,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if m.ftz && ty != Ty::F32 {
        return Err(e(format!("`{}`: .ftz is legal only with .f32", f.key)));
    }
    if m.nan && !is_f {
        return Err(e(format!(
            "`{}`: .NaN is legal only with floating-point types",
            f.key
        )));
    }
    if m.relu && ty != Ty::S32 {
        return Err(e(format!("`{}`: .relu is legal only with .s32", f.key)));
    }
    if m.nan {
        if let Some(msg) = satisfies(&p.module.target, 80, (7, 0), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `setp`.
pub fn setp(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        is_f,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if !has(f, G::Cmp) {
        return Err(e(format!(
            "`{}` requires a comparison (.eq, .lt, ...)",
            f.key
        )));
    }
    let c = m.cmp;
    let unordered = matches!(
        c,
        Cmp::Equ | Cmp::Neu | Cmp::Ltu | Cmp::Leu | Cmp::Gtu | Cmp::Geu | Cmp::Num | Cmp::Nan
    );
    let unsigned_only = matches!(c, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs);
    if is_f && unsigned_only {
        return Err(e(format!(
            "`{}`: .{} is an integer comparison",
            f.key,
            cmp_name(f)
        )));
    }
    if !is_f && unordered {
        return Err(e(format!(
            "`{}`: .{} is a floating-point comparison",
            f.key,
            cmp_name(f)
        )));
    }
    if ty.is_bits() && !matches!(c, Cmp::Eq | Cmp::Ne) {
        return Err(e(format!("`{}`: .b types allow only .eq and .ne", f.key)));
    }
    if m.ftz && ty != Ty::F32 {
        return Err(e(format!("`{}`: .ftz is legal only with .f32", f.key)));
    }
    if (m.boolop != BoolOp::None) != (nops == 4) {
        return Err(e(format!(
            "`{}`: a predicate combination (.and/.or/.xor) needs exactly one extra predicate operand",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `cvt`.
pub fn cvt(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        ty2,
        ..
    } = *c;
    check_cvt(p, f, mpos, ty, ty2, nops)?;
    Ok(())
}

/// The rule of `cvtpack`.
pub fn cvt_pack(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        ty3,
        pack16,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if !m.sat {
        return Err(e(format!("`{}`: cvt.pack requires .sat", f.key)));
    }
    let sub_byte = matches!(ty, Ty::U4 | Ty::S4 | Ty::U2 | Ty::S2);
    if sub_byte {
        if let Some(msg) = satisfies(&p.module.target, 75, (6, 5), false) {
            return Err(e(format!("`{}` (sub-byte convert type) {msg}", f.key)));
        }
    }
    if pack16 && nops != 3 {
        return Err(e(format!(
            "`{}`: the 16-bit forms take no `c` operand (d, a, b)",
            f.key
        )));
    }
    if !pack16 && (nops != 4 || ty3 != Ty::B32) {
        return Err(e(format!(
            "`{}`: the 8-, 4- and 2-bit forms need .s32.b32 and a `c` operand (d, a, b, c)",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `cvta`.
pub fn cvta(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, .. } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    if !has(f, G::Space) || matches!(m.space, Space::Generic) {
        return Err(e(format!(
            "`{}` requires a state space (.global, .shared, .local, .const)",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `ld`, `st`.
pub fn ld_st(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, ty, .. } = *c;
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = |m: String| p.err(mpos, m);
    if word(f, G::Ignore) == Some("nc") && !(op == Op::Ld && m.space == Space::Global) {
        return Err(e(format!("`{}`: .nc is legal only for ld.global", f.key)));
    }
    if m.vec > 1 && matches!(ty, Ty::F64 | Ty::B64 | Ty::U64 | Ty::S64) && m.vec > 4 {
        return Err(e(format!(
            "`{}`: .v8 is not legal with 64-bit types",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `atom`, `red`.
pub fn atom_red(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        ..
    } = *c;
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = |m: String| p.err(mpos, m);
    let Sub::Atom(a) = m.sub else {
        return Err(e(format!(
            "`{}` requires an operation (.add, .min, .exch, .cas, ...)",
            f.key
        )));
    };
    let ok = match a {
        AtomOp::Add => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::F32 | Ty::F64),
        AtomOp::Min | AtomOp::Max => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64),
        AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
        AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch | AtomOp::Cas => {
            matches!(ty, Ty::B32 | Ty::B64)
        }
    };
    if !ok {
        return Err(e(format!("illegal type `.{}` for `{}`", ty.name(), f.key)));
    }
    if op == Op::Atom && (a == AtomOp::Cas) != (nops == 4) {
        return Err(e(format!(
            "`{}`: atom.cas takes d, [a], b, c; other atomics take d, [a], b",
            f.key
        )));
    }
    if op == Op::Red && a == AtomOp::Cas {
        return Err(e(format!("`{}`: red has no .cas", f.key)));
    }
    Ok(())
}

/// The rule of `bar`.
pub fn bar(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    let Sub::Bar(mode) = m.sub else {
        return Err(e(format!("`{}` requires .sync, .arrive or .red", f.key)));
    };
    if word(f, G::Bar) == Some("red") && !has(f, G::BarRed) {
        return Err(e(format!(
            "`{}`: bar.red requires .popc, .and or .or",
            f.key
        )));
    }
    if has(f, G::BarRed) && word(f, G::Bar) != Some("red") {
        return Err(e(format!("`{}`: .popc/.and/.or require bar.red", f.key)));
    }
    match mode {
        BarMode::RedPopc if ty != Ty::U32 => {
            return Err(e(format!("`{}`: bar.red.popc needs .u32", f.key)))
        }
        BarMode::RedAnd | BarMode::RedOr if ty != Ty::Pred => {
            return Err(e(format!("`{}`: bar.red.and/.or need .pred", f.key)))
        }
        BarMode::Arrive if nops != 2 => {
            return Err(e(format!(
                "`{}`: bar.arrive needs a barrier and a thread count",
                f.key
            )))
        }
        BarMode::Sync | BarMode::Arrive if nops > 2 => {
            return Err(e(format!(
                "`{}` takes a barrier id and an optional thread count",
                f.key
            )))
        }
        BarMode::RedPopc | BarMode::RedAnd | BarMode::RedOr if nops < 3 => {
            return Err(e(format!("`{}` takes d, a{{, b}}, {{!}}c", f.key)))
        }
        _ => {}
    }
    Ok(())
}

/// The rule of `shfl`.
pub fn shfl(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p, f, mpos, nops, ..
    } = *c;
    let e = |m: String| p.err(mpos, m);
    if !has(f, G::Shfl) {
        return Err(e(format!(
            "`{}` requires a mode (.up, .down, .bfly, .idx)",
            f.key
        )));
    }
    let sync = f.words.iter().any(|(_, w)| w == "sync");
    if sync != (nops == 5) {
        return Err(e(format!(
            "`{}`: shfl.sync takes d, a, b, c, membermask; legacy shfl takes d, a, b, c",
            f.key
        )));
    }
    if sync {
        if let Some(msg) = satisfies(&p.module.target, 30, (6, 0), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `vote`.
pub fn vote(c: &Ctx) -> Result<(), ParseError> {
    let Ctx {
        p,
        f,
        mpos,
        nops,
        ty,
        ..
    } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    let Sub::Vote(v) = m.sub else {
        return Err(e(format!(
            "`{}` requires a mode (.all, .any, .uni, .ballot)",
            f.key
        )));
    };
    if (v == VoteMode::Ballot) != (ty == Ty::B32) {
        return Err(e(format!(
            "`{}`: .ballot uses .b32; .all/.any/.uni use .pred",
            f.key
        )));
    }
    let sync = f.words.iter().any(|(_, w)| w == "sync");
    if sync != (nops == 3) {
        return Err(e(format!(
            "`{}`: vote.sync takes d, {{!}}a, membermask; legacy vote takes d, {{!}}a",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `shf`.
pub fn shf(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, .. } = *c;
    let e = |m: String| p.err(mpos, m);
    if !has(f, G::ShfDir) || !has(f, G::ShfMode) {
        return Err(e(format!(
            "`{}` requires .l or .r and .wrap or .clamp",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `testp`.
pub fn testp(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, .. } = *c;
    let e = |m: String| p.err(mpos, m);
    if !has(f, G::Testp) {
        return Err(e(format!("`{}` requires a property (.finite, .infinite, .number, .notanumber, .normal, .subnormal)", f.key)));
    }
    Ok(())
}

/// The rule of `spdecompress`.
pub fn spdecompress(c: &Ctx) -> Result<(), ParseError> {
    let Ctx { p, f, mpos, .. } = *c;
    let m = &c.f.mods;
    let e = |m: String| p.err(mpos, m);
    for (g, what) in [
        (G::SpElem, ".b8/.b16 element size"),
        (G::SpIdx, ".b2/.b4 index size"),
        (G::SpFactor, ".sp::S:T factor"),
        (G::SpNum, ".xN count"),
    ] {
        if !has(f, g) {
            return Err(e(format!("`{}` is missing its {what}", f.key)));
        }
    }
    if let Sub::Sp(form) = m.sub {
        if let Some(why) = check_form(&form) {
            return Err(e(format!("illegal form `{}`: {why}", f.key)));
        }
    }
    if let Some(msg) = satisfies(&p.module.target, 107, (9, 4), true) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}

fn cmp_name(f: &Form) -> String {
    word(f, G::Cmp).unwrap_or("").to_string()
}

fn check_cvt(
    p: &ModuleScope,
    f: &Form,
    mpos: Pos,
    dt: Ty,
    st: Ty,
    nops: usize,
) -> Result<(), ParseError> {
    let e = |m: String| p.err(mpos, m);
    let m = &f.mods;
    let rnd = has(f, G::Rnd);
    let satfinite = f.words.iter().any(|(_, w)| w == "satfinite");
    let fp8 = |t: Ty| matches!(t, Ty::E4m3x2 | Ty::E5m2x2);
    // cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32 d, a, b (PTX ISA 7.8+, sm_89+) and
    // cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a.
    if fp8(dt) {
        if st != Ty::F32 || nops != 3 || !satfinite || !rnd || m.rnd != Round::Rn {
            return Err(e(format!(
                "`{}`: an 8-bit float pair is cvt.rn.satfinite{{.relu}}.e4m3x2/e5m2x2.f32 d, a, b",
                f.key
            )));
        }
        return Ok(());
    }
    if fp8(st) {
        if dt != Ty::F16x2 || nops != 2 || !rnd || m.rnd != Round::Rn || satfinite {
            return Err(e(format!(
                "`{}`: an 8-bit float pair converts as cvt.rn{{.relu}}.f16x2.e4m3x2/e5m2x2 d, a",
                f.key
            )));
        }
        return Ok(());
    }
    if satfinite {
        return Err(e(format!(
            "`{}`: .satfinite applies to 8-bit float destinations here",
            f.key
        )));
    }
    if st.is_packed_half() {
        return Err(e(format!(
            "`{}`: packed source types are not supported",
            f.key
        )));
    }
    if dt.is_packed_half() {
        if st != Ty::F32 || nops != 3 {
            return Err(e(format!(
                "`{}`: .f16x2/.bf16x2 conversions take two .f32 sources (d, a, b)",
                f.key
            )));
        }
        if !rnd || m.rnd_int || !matches!(m.rnd, Round::Rn | Round::Rz) {
            return Err(e(format!("`{}` requires .rn or .rz", f.key)));
        }
        return Ok(());
    }
    if nops != 2 {
        return Err(e(format!(
            "`{}` takes 2 operands (d, a), got {nops}",
            f.key
        )));
    }
    if m.relu && !matches!(dt, Ty::F16 | Ty::Bf16) {
        return Err(e(format!(
            "`{}`: .relu is legal only for .f16/.bf16 destinations",
            f.key
        )));
    }
    if m.ftz && dt != Ty::F32 && st != Ty::F32 {
        return Err(e(format!(
            "`{}`: .ftz needs an .f32 source or destination",
            f.key
        )));
    }
    let need = |what: &str| e(format!("`{}` requires {what}", f.key));
    match (dt.is_float(), st.is_float()) {
        (false, false) => {
            if rnd {
                return Err(e(format!(
                    "`{}`: integer-to-integer conversions take no rounding modifier",
                    f.key
                )));
            }
        }
        (false, true) => {
            if !(rnd && m.rnd_int) {
                return Err(need("an integer rounding modifier (.rni, .rzi, .rmi, .rpi) for float-to-integer conversion"));
            }
        }
        (true, false) => {
            if !rnd || m.rnd_int {
                return Err(need(
                    "a rounding modifier (.rn, .rz, .rm, .rp) for integer-to-float conversion",
                ));
            }
        }
        (true, true) => {
            let narrowing = dt.bits() < st.bits()
                || (dt == Ty::F16 && st == Ty::Bf16)
                || (dt == Ty::Bf16 && st == Ty::F16);
            if dt == st {
                if rnd && !m.rnd_int {
                    return Err(e(format!("`{}`: same-type float conversion takes an integer rounding modifier or none", f.key)));
                }
            } else if narrowing {
                if !rnd || m.rnd_int {
                    return Err(need(
                        "a rounding modifier (.rn, .rz, .rm, .rp) for a narrowing float conversion",
                    ));
                }
            } else if rnd && !m.rnd_int {
                return Err(e(format!(
                    "`{}`: a widening float conversion is exact and takes no rounding modifier",
                    f.key
                )));
            }
            if m.rnd == Round::Rna && !(dt == Ty::F32 && st == Ty::F32) {
                return Err(e(format!("`{}`: .rna is not legal here", f.key)));
            }
        }
    }
    Ok(())
}

/// Checks that need the lowered operands.
pub fn post_checks(
    p: &ModuleScope,
    fc: &FuncCtx,
    i: &Inst,
    ops: &[Raw],
    mpos: Pos,
    key: &str,
) -> Result<(), ParseError> {
    let vec_len = |o: &Operand| match o {
        Operand::Vec { len, .. } => Some(*len as usize),
        _ => None,
    };
    match i.op {
        // redux.sync: .add/.min/.max on .u32/.s32, the bitwise ones on .b32.
        Op::Redux => {
            let bitwise = matches!(
                i.mods.sub,
                crate::ir::Sub::Atom(AtomOp::And | AtomOp::Or | AtomOp::Xor)
            );
            if bitwise != (i.ty == Ty::B32) {
                return Err(p.err(
                    mpos,
                    format!("`{key}`: .and/.or/.xor take .b32, .add/.min/.max take .u32 or .s32"),
                ));
            }
        }
        Op::Ld | Op::St => {
            let (data, raw) = if i.op == Op::Ld {
                (&i.dst[0], &ops[0])
            } else {
                (&i.src[0], &ops[1])
            };
            let n = vec_len(data);
            let want = i.mods.vec as usize;
            if want > 1 && n != Some(want) {
                return Err(p.err(
                    raw.pos(),
                    format!("`{key}` needs a vector of {want} registers"),
                ));
            }
            if want == 1 && n.is_some() {
                return Err(p.err(
                    raw.pos(),
                    format!("`{key}`: vector operand without .v2/.v4"),
                ));
            }
            if i.ty == Ty::B128 {
                return Err(p.err(mpos, format!("`{key}`: 128-bit accesses are not supported")));
            }
        }
        Op::Mov => {
            for (o, raw) in [(&i.dst[0], &ops[0]), (&i.src[0], &ops[1])] {
                if let Operand::Vec { start, len } = *o {
                    let eb = i.ty.bits() / len as u32;
                    if !(2..=4).contains(&len) || !i.ty.bits().is_multiple_of(len as u32) {
                        return Err(p.err(
                            raw.pos(),
                            format!(
                                "`{key}`: a vector of {len} cannot pack into .{}",
                                i.ty.name()
                            ),
                        ));
                    }
                    for e in &fc.vec_elems[start as usize..(start + len as u32) as usize] {
                        if let Operand::Reg(r) = e {
                            if r.bits as u32 != eb {
                                return Err(p.err(
                                    raw.pos(),
                                    format!("`{key}`: vector elements must be {eb}-bit registers"),
                                ));
                            }
                        }
                    }
                }
            }
        }
        Op::SpDecompress => {
            let Sub::Sp(form) = i.mods.sub else {
                return Ok(());
            };
            let (m, c, d) = reg_counts(&form);
            for (o, raw, want, what) in [
                (&i.dst[0], &ops[0], d, "data"),
                (&i.src[0], &ops[1], m, "mdata"),
                (&i.src[1], &ops[2], c, "cdata"),
            ] {
                let n = vec_len(o).unwrap_or(0);
                if n != want as usize {
                    return Err(p.err(
                        raw.pos(),
                        format!("`{key}`: {what} needs exactly {want} registers, found {n}"),
                    ));
                }
            }
            // Data registers must not overlap mdata/cdata (undefined overlap).
            let regs = |o: &Operand| -> Vec<u32> {
                match *o {
                    Operand::Vec { start, len } => fc.vec_elems
                        [start as usize..(start + len as u32) as usize]
                        .iter()
                        .filter_map(|e| {
                            if let Operand::Reg(r) = e {
                                Some(r.idx)
                            } else {
                                None
                            }
                        })
                        .collect(),
                    _ => Vec::new(),
                }
            };
            let data = regs(&i.dst[0]);
            let mut seen = std::collections::HashSet::new();
            for r in &data {
                if !seen.insert(*r) {
                    return Err(p.err(
                        ops[0].pos(),
                        format!("`{key}`: a data register appears twice"),
                    ));
                }
            }
            if regs(&i.src[0])
                .iter()
                .chain(regs(&i.src[1]).iter())
                .any(|r| data.contains(r))
            {
                return Err(p.err(
                    ops[0].pos(),
                    format!("`{key}`: data registers overlap mdata/cdata (undefined)"),
                ));
            }
        }
        _ => {}
    }
    Ok(())
}
