//! Each PTX table row's own legality rule, named next to the row (`rule: add_sub`):
//! what the row's type and modifier columns cannot say. `rules::check_form_rules` has
//! checked the types against the columns when a rule runs. The warp-matrix rows'
//! rules are in `matrix`, the asynchronous copies' in `async_copy`.

use super::form::{has, word, Form};
use super::rules::{check_cvt, cmp_name};
use super::scope::ModuleScope;
use super::table::G;
use super::target::satisfies;
use crate::error::{ParseError, Pos};
use crate::ir::sp_form::check_form;
use crate::ir::{
    AtomOp, BarMode, BoolOp, Cmp, LdmShape, LdmUnpack, MulMode, Op, Space, Sub, Ty, VoteMode,
};

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

/// Bind the fields of a rule's context that its body uses, by name.
macro_rules! bind {
    ($c:ident; $($x:ident),*) => {
        let Ctx { $($x,)* .. } = *$c;
    };
}

mod async_copy;
mod cache_policy;
mod clc;
mod matrix;
mod tcgen05;
pub use async_copy::*;
pub use cache_policy::*;
pub use clc::*;
pub use matrix::*;
pub use tcgen05::*;

impl Ctx<'_> {
    /// The error `` `<instruction>`: <what> `` at the mnemonic.
    fn bad(&self, what: &str) -> Result<(), ParseError> {
        Err(self.p.err(self.mpos, format!("`{}`: {what}", self.f.key)))
    }

    /// An error at the mnemonic.
    fn e(&self) -> impl Fn(String) -> ParseError + '_ {
        move |m| self.p.err(self.mpos, m)
    }
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
    bind!(c; ty, is_f, rnd);
    f32x2(c)?;
    let m = &c.f.mods;
    if !is_f && (rnd || m.ftz) {
        return c.bad("rounding and .ftz apply only to floating-point types");
    }
    if m.sat && !matches!(ty, Ty::S32 | Ty::F32 | Ty::F16 | Ty::F16x2) {
        return c.bad(".sat is legal only with .s32, .f32, .f16 and .f16x2");
    }
    if ty == Ty::F64 && m.ftz {
        return c.bad(".ftz is not legal with .f64");
    }
    Ok(())
}

/// The `.f32x2` forms of `add`, `sub`, `mul` and `fma` (PTX ISA 8.6, sm_100): `{.rnd}{.ftz}`
/// only (no `.sat`, `.relu`).
fn f32x2(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, ty);
    if ty != Ty::F32x2 {
        return Ok(());
    }
    let m = &c.f.mods;
    if m.sat || m.relu {
        return c.bad(".f32x2 takes a rounding modifier and .ftz only (no .sat, .relu)");
    }
    if let Some(msg) = satisfies(&p.module.target, 100, (8, 6), false) {
        return Err(c.e()(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}

/// The rule of `mul`, `mad`.
pub fn mul_mad(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, ty, is_f, rnd);
    f32x2(c)?;
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = c.e();
    if is_f {
        if has(f, G::Mul) {
            return c.bad(".lo/.hi/.wide apply only to integer types");
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
            return c.bad("rounding and .ftz apply only to floating-point types");
        }
        if m.mul == MulMode::Wide && ty.bits() == 64 {
            return c.bad(".wide is legal only with 16- and 32-bit types");
        }
        if m.sat && !(op == Op::Mad && m.mul == MulMode::Hi && ty == Ty::S32) {
            return c.bad(".sat is legal only as mad.hi.sat.s32");
        }
    }
    Ok(())
}

/// The rule of `div`.
pub fn div(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, ty, is_f, rnd);
    let m = &c.f.mods;
    let e = c.e();
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
            return c.bad("integer rounding is not legal here");
        }
    } else if rnd || has(f, G::Approx) || m.ftz {
        return c.bad("modifiers are not legal for integer division");
    }
    Ok(())
}

/// The rule of `fma`.
pub fn fma(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, ty, rnd);
    f32x2(c)?;
    let m = &c.f.mods;
    let e = c.e();
    if !rnd {
        return Err(e(format!(
            "`{}` requires a rounding modifier (.rn, .rz, .rm, .rp)",
            f.key
        )));
    }
    if ty == Ty::F64 && (m.ftz || m.sat) {
        return c.bad(".ftz/.sat are not legal with .f64");
    }
    Ok(())
}

/// The rule of `rcp`, `sqrt`.
pub fn rcp_sqrt(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, ty, rnd);
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = c.e();
    let approx = has(f, G::Approx);
    if rnd == approx {
        return Err(e(format!(
            "`{}` requires exactly one of .approx or a rounding modifier",
            f.key
        )));
    }
    if ty == Ty::F64 && approx && !(op == Op::Rcp && m.ftz && m.approx) {
        return c.bad("the only approximate f64 form is rcp.approx.ftz.f64");
    }
    if word(f, G::Approx) == Some("full") {
        return c.bad(".full is legal only for div");
    }
    Ok(())
}

/// The rule of `rsqrt`, `ex2`, `lg2`, `sin`, `cos`, `tanh`.
pub fn approx_fn(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let m = &c.f.mods;
    let e = c.e();
    if !m.approx {
        return Err(e(format!("`{}` requires .approx", f.key)));
    }
    Ok(())
}

/// Types that take `.ftz` (flush subnormal inputs and results): `.f32`, and the
/// IEEE half types (PTX ISA "Half Precision Floating Point Instructions"; `.bf16` has
/// no `.ftz` in these instructions).
pub(super) fn ftz_type(ty: Ty) -> bool {
    matches!(ty, Ty::F32 | Ty::F16 | Ty::F16x2)
}

/// The rule of `abs`, `neg`.
pub fn abs_neg(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; ty);
    let m = &c.f.mods;
    if m.ftz && !ftz_type(ty) {
        return c.bad(".ftz is legal only with .f32, .f16 and .f16x2");
    }
    Ok(())
}

/// The rule of `min`, `max`.
pub fn min_max(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, ty, is_f);
    let m = &c.f.mods;
    let e = c.e();
    if m.ftz && !ftz_type(ty) {
        return c.bad(".ftz is legal only with .f32, .f16 and .f16x2");
    }
    if m.nan && !is_f {
        return c.bad(".NaN is legal only with floating-point types");
    }
    if m.relu && ty != Ty::S32 {
        return c.bad(".relu is legal only with .s32");
    }
    if m.nan {
        if let Some(msg) = satisfies(&p.module.target, 80, (7, 0), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    // .xorsign.abs: floating point (not .f64), both words, sm_86 / PTX ISA 7.2.
    let abs = f.words.iter().any(|(_, w)| w == "abs");
    if m.xorsign != abs {
        return c.bad(".xorsign and .abs go together (.xorsign.abs)");
    }
    if m.xorsign {
        if !is_f || ty == Ty::F64 {
            return c.bad(".xorsign.abs applies to .f32, .f16, .f16x2, .bf16 and .bf16x2");
        }
        if let Some(msg) = satisfies(&p.module.target, 86, (7, 2), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `ex2` and `tanh`: `.approx`; the half types need sm_75 (`.f16`,
/// `.f16x2`, PTX ISA 7.0) or sm_90 (`.bf16`, `.bf16x2`, PTX ISA 7.8), and `ex2` takes
/// `.ftz` exactly on the bf16 types (`ex2.approx.ftz.bf16`; `ex2.approx.f16`).
pub fn approx_half(c: &Ctx) -> Result<(), ParseError> {
    approx_fn(c)?;
    bind!(c; p, f, ty);
    let m = &c.f.mods;
    let e = c.e();
    let bf = matches!(ty, Ty::Bf16 | Ty::Bf16x2);
    let half = bf || matches!(ty, Ty::F16 | Ty::F16x2);
    if !half {
        return Ok(());
    }
    let ex2 = f.row.op == crate::ir::Op::Ex2;
    if m.ftz != (ex2 && bf) {
        return Err(e(format!(
            "`{}`: {}",
            f.key,
            if ex2 && bf {
                "the bf16 form is ex2.approx.ftz.bf16/.bf16x2"
            } else {
                ".ftz is legal here only as ex2.approx.ftz.bf16/.bf16x2"
            }
        )));
    }
    let (sm, ptx) = if bf { (90, (7, 8)) } else { (75, (7, 0)) };
    if let Some(msg) = satisfies(&p.module.target, sm, ptx, false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}

/// The rule of `set`: the comparison rules of `setp` on the source type, and the
/// destinations the ISA pairs with it: `.u32`/`.s32`/`.f32` (and `.f16`/`.bf16`) for a
/// scalar source, `.u16`/`.s16` only for a half source, and for a packed half source
/// the same packed type or `.u32`/`.s32`. `.bf16` forms need sm_90 (PTX ISA 7.8).
pub fn set(c: &Ctx) -> Result<(), ParseError> {
    let mut cmp = *c;
    cmp.ty = c.ty2;
    cmp.is_f = c.ty2.is_float() || c.ty2.is_packed_half();
    setp(&cmp)?;
    bind!(c; p, f, ty, ty2);
    let e = c.e();
    let half_src = matches!(ty2, Ty::F16 | Ty::Bf16);
    let ok = match ty2 {
        Ty::F16x2 | Ty::Bf16x2 => ty == ty2 || matches!(ty, Ty::U32 | Ty::S32),
        _ => match ty {
            Ty::U16 | Ty::S16 => half_src,
            Ty::F16x2 | Ty::Bf16x2 => false,
            _ => true,
        },
    };
    if !ok {
        return Err(e(format!(
            "`{}`: .{} is not a destination type of set with .{} sources",
            f.key,
            ty.name(),
            ty2.name()
        )));
    }
    if [ty, ty2].iter().any(|t| matches!(t, Ty::Bf16 | Ty::Bf16x2)) {
        if let Some(msg) = satisfies(&p.module.target, 90, (7, 8), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `setp`.
pub fn setp(cx: &Ctx) -> Result<(), ParseError> {
    bind!(cx; f, nops, ty, is_f);
    let m = &cx.f.mods;
    let e = cx.e();
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
        return cx.bad(".b types allow only .eq and .ne");
    }
    if m.ftz && !ftz_type(ty) {
        return cx.bad(".ftz is legal only with .f32, .f16 and .f16x2");
    }
    if (m.boolop != BoolOp::None) != (nops == 4) {
        return cx.bad(
            "a predicate combination (.and/.or/.xor) needs exactly one extra predicate operand",
        );
    }
    Ok(())
}

/// The rule of `cvt`.
pub fn cvt(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, mpos, nops, ty, ty2);
    check_cvt(p, f, mpos, ty, ty2, nops)?;
    Ok(())
}

/// The rule of `cvtpack`.
pub fn cvt_pack(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, nops, ty, ty3, pack16);
    let m = &c.f.mods;
    let e = c.e();
    if !m.sat {
        return c.bad("cvt.pack requires .sat");
    }
    let sub_byte = matches!(ty, Ty::U4 | Ty::S4 | Ty::U2 | Ty::S2);
    if sub_byte {
        if let Some(msg) = satisfies(&p.module.target, 75, (6, 5), false) {
            return Err(e(format!("`{}` (sub-byte convert type) {msg}", f.key)));
        }
    }
    if pack16 && nops != 3 {
        return c.bad("the 16-bit forms take no `c` operand (d, a, b)");
    }
    if !pack16 && (nops != 4 || ty3 != Ty::B32) {
        return c.bad("the 8-, 4- and 2-bit forms need .s32.b32 and a `c` operand (d, a, b, c)");
    }
    Ok(())
}

/// The rule of `cvta`.
pub fn cvta(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let m = &c.f.mods;
    let e = c.e();
    if !has(f, G::Space) || matches!(m.space, Space::Generic) {
        return Err(e(format!(
            "`{}` requires a state space (.global, .shared, .local, .const, .param)",
            f.key
        )));
    }
    // Generic addressing of kernel parameters is PTX 7.7 (PTX ISA, cvta).
    if m.space == Space::Param {
        if let Some(msg) = satisfies(&c.p.module.target, 70, (7, 7), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `ld`, `st`.
pub fn ld_st(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, ty);
    cache_hint(c)?;
    let m = &c.f.mods;
    let op = c.f.row.op;
    if word(f, G::Ignore) == Some("nc") && !(op == Op::Ld && m.space == Space::Global) {
        return c.bad(".nc is legal only for ld.global");
    }
    if m.vec > 1 && matches!(ty, Ty::F64 | Ty::B64 | Ty::U64 | Ty::S64) && m.vec > 4 {
        return c.bad(".v8 is not legal with 64-bit types");
    }
    // .b128 (PTX ISA 8.3, sm_70): one .b128 register, moved as `.v2.b64`.
    if ty == Ty::B128 {
        let t = &c.p.module.target;
        if t.isa_version < (8, 3) || t.arch < 70 || op == Op::StAsync || m.vec > 1 {
            return c.bad(&format!(
                ".b128 takes one .b128 register on sm_70 with PTX ISA 8.3 or later (module declares {} with PTX ISA {}.{})",
                t.arch_name, t.isa_version.0, t.isa_version.1
            ));
        }
    }
    Ok(())
}

/// The rule of `atom`, `red` (PTX ISA, "atom"): the operation/type pairs, `.noftz`
/// (required by the half-precision adds and min/max, with `.f32` a PTX 9.4 form that
/// keeps subnormals on global memory), and the sm_90 vector forms: `.add` on
/// `.v2`/`.v4.f32`, `.add`/`.min`/`.max` `.noftz` on `.v2`/`.v4`/`.v8` `.f16`/`.bf16`
/// and `.v2`/`.v4` `.f16x2`/`.bf16x2`, global (or generic) memory only.
pub fn atom_red(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, nops, ty);
    cache_hint(c)?;
    // (`.L2::cache_hint`'s policy operand comes last.)
    let nops = nops.saturating_sub(f.words.iter().any(|(_, w)| w == "L2::cache_hint") as usize);
    let m = &c.f.mods;
    let op = c.f.row.op;
    let e = c.e();
    let Sub::Atom(a) = m.sub else {
        return Err(e(format!(
            "`{}` requires an operation (.add, .min, .exch, .cas, ...)",
            f.key
        )));
    };
    let half = matches!(ty, Ty::F16 | Ty::Bf16 | Ty::F16x2 | Ty::Bf16x2);
    let vector = m.vec > 1;
    let ok = match a {
        AtomOp::Add => half || matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::F32 | Ty::F64),
        // Half-precision min/max exist only as vectors.
        AtomOp::Min | AtomOp::Max => {
            (half && vector) || matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64)
        }
        AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
        AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch | AtomOp::Cas => {
            matches!(ty, Ty::B32 | Ty::B64)
        }
        AtomOp::Sub => false,
    };
    if !ok {
        return Err(e(format!("illegal type `.{}` for `{}`", ty.name(), f.key)));
    }
    if half != m.noftz && !(ty == Ty::F32 && a == AtomOp::Add) {
        return Err(e(format!(
            "`{}`: .noftz is required with .f16/.bf16/.f16x2/.bf16x2 and legal otherwise only on .add.f32",
            f.key
        )));
    }
    if vector {
        let elems_ok = match ty {
            Ty::F16 | Ty::Bf16 => m.vec <= 8,
            Ty::F16x2 | Ty::Bf16x2 => m.vec <= 4,
            Ty::F32 => m.vec <= 4 && a == AtomOp::Add,
            _ => false,
        };
        if !elems_ok {
            return Err(e(format!(
                "`{}`: vector atomics are .add on .v2/.v4.f32 and .add/.min/.max on .v2/.v4/.v8 .f16/.bf16 or .v2/.v4 .f16x2/.bf16x2",
                f.key
            )));
        }
        if m.space == Space::Shared {
            return Err(e(format!(
                "`{}`: vector atomics take global (or generic) addresses only",
                f.key
            )));
        }
    }
    // The strictest requirement that applies: `.noftz.f32` (PTX 9.4, vector or not),
    // vectors (sm_90, PTX 8.1), then the half types.
    let need = if m.noftz && ty == Ty::F32 {
        Some((90, (9, 4)))
    } else if vector {
        Some((90, (8, 1)))
    } else if matches!(ty, Ty::Bf16 | Ty::Bf16x2) {
        Some((90, (7, 8)))
    } else if ty == Ty::F16 {
        Some((70, (6, 3)))
    } else if ty == Ty::F16x2 {
        Some((60, (6, 2)))
    } else {
        None
    };
    if let Some((sm, ptx)) = need {
        if let Some(msg) = satisfies(&p.module.target, sm, ptx, false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    if op == Op::Atom && (a == AtomOp::Cas) != (nops == 4) {
        return c.bad("atom.cas takes d, [a], b, c; other atomics take d, [a], b");
    }
    if op == Op::Red && a == AtomOp::Cas {
        return c.bad("red has no .cas");
    }
    Ok(())
}

/// The rule of `bar`.
pub fn bar(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, nops, ty);
    let m = &c.f.mods;
    let e = c.e();
    let Sub::Bar(mode) = m.sub else {
        return Err(e(format!("`{}` requires .sync, .arrive or .red", f.key)));
    };
    if word(f, G::Bar) == Some("red") && !has(f, G::BarRed) {
        return c.bad("bar.red requires .popc, .and or .or");
    }
    if has(f, G::BarRed) && word(f, G::Bar) != Some("red") {
        return c.bad(".popc/.and/.or require bar.red");
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
    bind!(c; p, f, nops);
    let e = c.e();
    if !has(f, G::Shfl) {
        return Err(e(format!(
            "`{}` requires a mode (.up, .down, .bfly, .idx)",
            f.key
        )));
    }
    let sync = f.words.iter().any(|(_, w)| w == "sync");
    if sync != (nops == 5) {
        return c.bad("shfl.sync takes d, a, b, c, membermask; legacy shfl takes d, a, b, c");
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
    bind!(c; f, nops, ty);
    let m = &c.f.mods;
    let e = c.e();
    let Sub::Vote(v) = m.sub else {
        return Err(e(format!(
            "`{}` requires a mode (.all, .any, .uni, .ballot)",
            f.key
        )));
    };
    if (v == VoteMode::Ballot) != (ty == Ty::B32) {
        return c.bad(".ballot uses .b32; .all/.any/.uni use .pred");
    }
    let sync = f.words.iter().any(|(_, w)| w == "sync");
    if sync != (nops == 3) {
        return c.bad("vote.sync takes d, {!}a, membermask; legacy vote takes d, {!}a");
    }
    Ok(())
}

/// The rule of `dp2a`: `.lo` or `.hi` picks the bytes of `b`.
pub fn dp2a(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    if !has(f, G::Mul) {
        return c.bad("dp2a requires .lo or .hi");
    }
    Ok(())
}

/// The rule of `match`: `match.{any,all}.sync.{b32,b64} d, a, membermask` (`.all` may
/// write `d|p`).
pub fn match_sync(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    if !has(f, G::Vote) {
        return c.bad("match requires .any or .all");
    }
    if !f.words.iter().any(|(_, w)| w == "sync") {
        return c.bad("match is match.any.sync or match.all.sync");
    }
    Ok(())
}

/// The rule of `bmsk`, `szext`: `.clamp` or `.wrap` is required.
pub fn clamp_wrap(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    if !has(f, G::ShfMode) {
        return c.bad("requires .clamp or .wrap");
    }
    Ok(())
}

/// The rule of `isspacep`: a state space is required, each with the PTX ISA and target
/// the ISA gives it (`.const` PTX 3.1; `.param` PTX 7.7 and sm_70, `::entry` PTX 8.3;
/// `::cta`/`::cluster` PTX 7.8, `::cluster` sm_90).
pub fn isspacep(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    if !has(f, G::Space) {
        return c.bad("requires a state space (.global, .shared{::cta,::cluster}, .local, .param{::entry}, .const)");
    }
    let need = |w: &str| -> Option<(u32, (u32, u32))> {
        match w {
            "const" => Some((20, (3, 1))),
            "param" => Some((70, (7, 7))),
            "param::entry" => Some((70, (8, 3))),
            "shared::cta" => Some((30, (7, 8))),
            "shared::cluster" => Some((90, (7, 8))),
            _ => None,
        }
    };
    for (_, w) in &f.words {
        if let Some((sm, ptx)) = need(w) {
            if let Some(msg) = satisfies(&p.module.target, sm, ptx, false) {
                return Err(c.e()(format!("`{}` {msg}", f.key)));
            }
        }
    }
    Ok(())
}

/// The rule of `shf`.
pub fn shf(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let e = c.e();
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
    bind!(c; f);
    let e = c.e();
    if !has(f, G::Testp) {
        return Err(e(format!("`{}` requires a property (.finite, .infinite, .number, .notanumber, .normal, .subnormal)", f.key)));
    }
    Ok(())
}

/// The rule of `spdecompress`.
pub fn spdecompress(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let m = &c.f.mods;
    let e = c.e();
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
