//! The legality rules of the warp-matrix rows: `mma`, `ldmatrix`/`stmatrix`,
//! `movmatrix`, `wmma.load`/`store`/`mma`.

use super::*;

/// The rule of `mma`: `.sync.aligned`, `.row.col` layouts, a legal form for the target.
pub fn mma(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let e = c.e();
    let Sub::Mma(form) = f.mods.sub else {
        return c.bad("not an mma form");
    };
    if missing(f, &["sync", "aligned"]).is_some() {
        return c.bad("mma must be written mma.sync.aligned");
    }
    let layouts: Vec<&str> = f
        .words
        .iter()
        .filter(|(g, _)| *g == G::MmaLayout)
        .map(|(_, w)| w.as_str())
        .collect();
    if form.bitop != crate::ir::mma_form::BitOp::None && missing(f, &["popc"]).is_some() {
        return c.bad(".xor/.and must be followed by .popc");
    }
    let need = crate::ir::mma_form::check(&form)
        .map_err(|why| e(format!("illegal mma form `{}`: {why}", f.key)))?;
    if form.is_quad_pair() {
        // m8n8k4 .f16 takes either layout for each of A and B.
        if layouts.len() != 2 {
            return c.bad("the m8n8k4 form needs two layouts .alayout.blayout (.row or .col each)");
        }
    } else if layouts != ["row", "col"] {
        return Err(e(format!(
            "`{}`: this form needs the layouts .row.col (A row-major, B column-major; found .{})",
            f.key,
            layouts.join(".")
        )));
    }
    let t = &p.module.target;
    if form.kind != crate::ir::mma_form::Kind::Plain {
        // sm_120a, or from PTX ISA 8.8 sm_120f and later in the family (PTX ISA 9.1,
        // mma: "requires sm_120a and is supported on sm_120f from PTX ISA version 8.8");
        // the sparse .kind::mxf4/.kind::mxf4nvf4 only on sm_120a and sm_121a (mma.sp:
        // "supported on following architectures: sm_120a, sm_121a").
        let kind = form.kind.scale().map_or("f8f6f4", |s| s.kind.name());
        let a = t.arch_suffix == Some('a');
        let exact = t.arch == 120 && a;
        let family = matches!(t.arch, 120..=129) && matches!(t.arch_suffix, Some('a' | 'f'));
        let packed = matches!(kind, "mxf4" | "mxf4nvf4");
        let ok = if packed && form.sparse.is_sparse() {
            matches!(t.arch, 120 | 121) && a
        } else {
            exact || family && t.isa_version >= (8, 8)
        };
        if !ok {
            let needs = if packed && form.sparse.is_sparse() {
                "sm_120a or sm_121a"
            } else {
                "sm_120a, or from PTX ISA 8.8 sm_120f or later in the family"
            };
            return Err(e(format!(
                "`{}`: .kind::{kind} requires .target {needs} (module declares {})",
                f.key, t.arch_name
            )));
        }
    }
    if let Some(msg) = satisfies(t, need.sm, need.ptx, false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}

/// The rule of the `wgmma.*` rows: `.sync.aligned`, a legal `wgmma.mma_async` form
/// (its immediates are checked with the operands), and `.target sm_90a` ("Requires
/// sm_90a", PTX ISA 9.7.15.5.2; the other targets have no wgmma).
pub fn wgmma(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    if let Some(w) = missing(f, &["sync", "aligned"]) {
        return c.bad(&format!(
            "{} must be written with .sync.aligned (.{w} is missing)",
            f.row.name
        ));
    }
    if let Sub::Wgmma(form) = f.mods.sub {
        if form.and_popc && missing(f, &["popc"]).is_some() {
            return c.bad(".and must be followed by .popc");
        }
        crate::ir::wgmma_form::check(&form).map_err(|why| {
            c.p.err(c.mpos, format!("illegal wgmma form `{}`: {why}", f.key))
        })?;
    }
    if let Some(msg) = satisfies(&p.module.target, 90, (8, 0), true) {
        return c.bad(&msg);
    }
    Ok(())
}

/// The first of `want` that the instruction's modifiers lack.
pub(super) fn missing<'a>(f: &Form, want: &[&'a str]) -> Option<&'a str> {
    want.iter()
        .copied()
        .find(|w| !f.words.iter().any(|(_, x)| x == w))
}

/// The rule of `ldmatrix` and `stmatrix`: `.sync.aligned.<shape>`, a count
/// `.x1/.x2/.x4`, and what each shape allows (PTX ISA 9.1, "ldmatrix", "stmatrix"):
/// `.m8n8` is `.b16`; the sm_100 shapes are 8-bit: ldmatrix `.m16n16` (`.trans`
/// required, `.x1`/`.x2`, `.b8` or a 6-/4-bit source format), ldmatrix `.m8n16` (no
/// `.trans`, a 6-/4-bit source format), stmatrix `.m16n8` (`.trans`, `.b8`).
pub fn ldmatrix(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f, p);
    let e = c.e();
    let name = f.row.name;
    if let Some(w) = missing(f, &["sync", "aligned"]) {
        return Err(e(format!(
            "`{}`: {name} must be written {name}.sync.aligned.<shape>.x{{1,2,4}}... (missing .{w})",
            f.key
        )));
    }
    let Sub::LdMatrix {
        num,
        trans,
        shape,
        unpack,
    } = f.mods.sub
    else {
        return c.bad("missing the matrix count .x1, .x2 or .x4");
    };
    if !has(f, G::LdmShape) {
        return Err(e(format!(
            "`{}`: missing the shape (.m8n8{})",
            f.key,
            if name == "ldmatrix" {
                ", or on sm_100 .m16n16 / .m8n16"
            } else {
                ", or on sm_100 .m16n8"
            }
        )));
    }
    if !has(f, G::LdmNum) {
        return c.bad("missing the matrix count .x1, .x2 or .x4");
    }
    let ty = f.types.first().map(|t| t.0);
    let fmt = has(f, G::LdmFmt);
    let src = unpack != LdmUnpack::None;
    let bad = |why: &str| Err(e(format!("`{}`: {why}", f.key)));
    if fmt != src {
        return bad(
            "the 6-/4-bit loads are written .b8x16.b6x16_p32 or .b8x16.b4x16_p64 (both formats)",
        );
    }
    match shape {
        LdmShape::M8n8 if ty != Some(Ty::B16) => {
            return bad(".m8n8 matrices are .b16 (8-bit elements need the sm_100 shapes)")
        }
        LdmShape::M8n8 => return Ok(()),
        LdmShape::M16n16 if !trans => return bad(".m16n16 needs .trans"),
        LdmShape::M16n16 if num == 4 => return bad(".m16n16 takes .x1 or .x2"),
        LdmShape::M16n16 if !src && ty != Some(Ty::B8) => {
            return bad(".m16n16 is .b8, .b8x16.b6x16_p32 or .b8x16.b4x16_p64")
        }
        LdmShape::M8n16 if trans => return bad(".m8n16 takes no .trans"),
        LdmShape::M8n16 if !src => return bad(".m8n16 is .b8x16.b6x16_p32 or .b8x16.b4x16_p64"),
        LdmShape::M16n8 if !trans || ty != Some(Ty::B8) => return bad(".m16n8 is .trans .b8"),
        _ => {}
    }
    // The sm_100 shapes: sm_100a, sm_101a (sm_110a), sm_120a, or (PTX ISA 8.8) a
    // family-specific target of those families; PTX ISA 8.6.
    let t = &p.module.target;
    if let Err(why) = crate::isa::ptx::target::blackwell_specific(t) {
        return bad(&format!("the 8-bit shapes {why}"));
    }
    if let Some(msg) = satisfies(t, 100, (8, 6), false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}

/// The rule of `movmatrix`: `movmatrix.sync.aligned.m8n8.trans.b16`.
pub fn movmatrix(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    if missing(f, &["sync", "aligned", "m8n8", "trans"]).is_some() {
        return Err(c.e()(format!(
            "`{}`: movmatrix must be written movmatrix.sync.aligned.m8n8.trans.b16",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `wmma.load` and `wmma.store`: `.sync.aligned`, a legal fragment for
/// the target (PTX ISA, "wmma.load", "wmma.store").
pub fn wmma_ldst(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let e = c.e();
    let Sub::Wmma(frag) = f.mods.sub else {
        return c.bad("not a wmma fragment");
    };
    if missing(f, &["sync", "aligned"]).is_some() {
        return Err(e(format!(
            "`{}`: must be written {}.<matrix>.sync.aligned...",
            f.key, f.row.name
        )));
    }
    let need = crate::ir::wmma_form::check_frag(&frag)
        .map_err(|why| e(format!("illegal wmma form `{}`: {why}", f.key)))?;
    if let Some(msg) = satisfies(&p.module.target, need.sm, need.ptx, false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}

/// The rule of `wmma.mma`: `.sync.aligned`, both layouts, a legal form for the target.
pub fn wmma_mma(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let e = c.e();
    let Sub::Mma(form) = f.mods.sub else {
        return c.bad("not a wmma.mma form");
    };
    if missing(f, &["sync", "aligned"]).is_some() {
        return c.bad("wmma.mma must be written wmma.mma.sync.aligned");
    }
    let layouts = f.words.iter().filter(|(g, _)| *g == G::MmaLayout).count();
    if layouts != 2 {
        return c.bad("wmma.mma needs the layouts of A and B (.row/.col each)");
    }
    if form.bitop != crate::ir::mma_form::BitOp::None && missing(f, &["popc"]).is_some() {
        return c.bad(".xor/.and must be followed by .popc");
    }
    let need = crate::ir::wmma_form::check_mma(&form)
        .map_err(|why| e(format!("illegal wmma.mma form `{}`: {why}", f.key)))?;
    // The rounding modifier is the double-precision form's alone (PTX ISA, wmma.mma).
    use crate::ir::Round;
    let directed = matches!(f.mods.rnd, Round::Rz | Round::Rm | Round::Rp);
    if directed && form.a != crate::ir::mma_form::MTy::F64 {
        return c.bad(".rz/.rm/.rp apply only to the .f64 wmma.mma");
    }
    if let Some(msg) = satisfies(&p.module.target, need.sm, need.ptx, false) {
        return Err(e(format!("`{}` {msg}", f.key)));
    }
    Ok(())
}
