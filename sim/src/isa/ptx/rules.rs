//! Form legality of PTX instructions beyond the table's columns: the checks common to
//! every row (types against the row's type columns, `.ftz`, targets; `check_form_rules`,
//! which then applies the row's own rule from `row_rules.rs`), `cvt`'s rules
//! (`check_cvt`), and the checks that need the lowered operands (`post_checks`).

use super::ast::Raw;
use super::form::{has, word, Form};
use super::scope::{FuncCtx, ModuleScope};
use super::table::G;
use super::target::satisfies;
use crate::error::{ParseError, Pos};
use crate::ir::sp_form::reg_counts;
use crate::ir::{AtomOp, BarMode, Inst, LdmShape, MulMode, Op, Operand, Round, Sub, Ty};

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
    // sm_100 `ldmatrix ... .b8x16.<src_fmt>`: the formats take the type's place.
    let ldm_fmt = op == Op::LdMatrix && word(f, G::LdmSrc).is_some();
    let want = if pack16 {
        2
    } else if ldm_fmt {
        0
    } else {
        want
    };
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
    let is_f = ty.is_float() || ty.is_packed_half() || ty == Ty::F32x2;
    let m = &f.mods;
    let rnd = has(f, G::Rnd);
    // The row's own rule (named next to it in the table).
    (row.rule)(&super::row_rules::Ctx {
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
    // Where .ftz may stand, and what to say where it may not.
    let (ftz_ok, ftz_where) = match op {
        Op::Cvt => (true, ""),
        // f64 has .ftz only in rcp.approx.ftz.f64 / rsqrt.approx.ftz.f64.
        Op::Rcp | Op::Rsqrt => (ty == Ty::F32 || m.approx, "with .f32, or .approx.f64"),
        Op::Slct => (ty2 == Ty::F32, "with an .f32 selector"),
        // ex2.approx.ftz.f32 and ex2.approx.ftz.{bf16,bf16x2} (`approx_half`).
        Op::Ex2 => (
            matches!(ty, Ty::F32 | Ty::Bf16 | Ty::Bf16x2),
            "with .f32, .bf16 and .bf16x2",
        ),
        Op::Add | Op::Sub | Op::Mul | Op::Fma if ty == Ty::F32x2 => (true, ""),
        Op::Add
        | Op::Sub
        | Op::Mul
        | Op::Fma
        | Op::Min
        | Op::Max
        | Op::Abs
        | Op::Neg
        | Op::Setp => (super::row_rules::ftz_type(ty), "with .f32, .f16 and .f16x2"),
        Op::Set => (
            super::row_rules::ftz_type(ty2),
            "with .f32, .f16 and .f16x2 sources",
        ),
        _ => (ty == Ty::F32, "with .f32"),
    };
    if m.ftz && !ftz_ok {
        return Err(e(format!(
            "`{}`: .ftz is not legal here (it is legal only {ftz_where})",
            f.key
        )));
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

pub(super) fn cmp_name(f: &Form) -> String {
    word(f, G::Cmp).unwrap_or("").to_string()
}

pub(super) fn check_cvt(
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
    let mx = |t: Ty| matches!(t, Ty::E2m3x2 | Ty::E3m2x2 | Ty::E2m1x2);
    // The sm_100+ narrow types: cvt.rn.satfinite{.relu}.{e2m3x2,e3m2x2,e2m1x2}.f32 d,
    // a, b (PTX ISA 8.6) and .{f16x2,bf16x2} d, a (9.1); cvt.rn{.relu}.f16x2.<those>
    // d, a (8.6); cvt.{rz,rp}{.satfinite}.ue8m0x2.f32 d, a, b and .bf16x2 d, a,
    // cvt.rn.bf16x2.ue8m0x2 d, a (8.6). All on sm_100a/sm_110a/sm_120a or the families.
    if mx(dt) || mx(st) || dt == Ty::Ue8m0x2 || st == Ty::Ue8m0x2 {
        let half2 = matches!(st, Ty::F16x2 | Ty::Bf16x2);
        let r = m.rnd;
        let (ok, ptx) = if mx(dt) {
            let ok =
                (st == Ty::F32 && nops == 3 || half2 && nops == 2) && satfinite && r == Round::Rn;
            (ok, if half2 { (9, 1) } else { (8, 6) })
        } else if mx(st) {
            (
                dt == Ty::F16x2 && nops == 2 && !satfinite && r == Round::Rn,
                (8, 6),
            )
        } else if dt == Ty::Ue8m0x2 {
            let srcs = st == Ty::F32 && nops == 3 || st == Ty::Bf16x2 && nops == 2;
            (
                srcs && matches!(r, Round::Rz | Round::Rp) && !(m.relu && st == Ty::F32),
                (8, 6),
            )
        } else {
            (
                dt == Ty::Bf16x2 && nops == 2 && r == Round::Rn && !satfinite && !m.relu,
                (8, 6),
            )
        };
        if !ok || !rnd || m.rnd_int || m.ftz || m.sat {
            return Err(e(format!(
                "`{}`: the sm_100 narrow conversions are cvt.rn.satfinite{{.relu}}.{{e2m3x2,e3m2x2,e2m1x2}}.f32 d, a, b or .{{f16x2,bf16x2}} d, a; cvt.rn{{.relu}}.f16x2.{{e2m3x2,e3m2x2,e2m1x2}} d, a; cvt.{{rz,rp}}{{.satfinite}}.ue8m0x2.f32 d, a, b or .bf16x2 d, a; cvt.rn.bf16x2.ue8m0x2 d, a",
                f.key
            )));
        }
        let t = &p.module.target;
        if let Err(why) = super::target::blackwell_specific(t) {
            return Err(e(format!("`{}`: {why}", f.key)));
        }
        if let Some(msg) = satisfies(t, 100, ptx, false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
        return Ok(());
    }
    // cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32 d, a, b (PTX ISA 7.8+, sm_89+) and
    // cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a.
    if fp8(dt) {
        // ... and cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f16x2 d, a (sm_89, PTX ISA 8.1),
        // .bf16x2 d, a (PTX ISA 9.1).
        let srcs_ok =
            (st == Ty::F32 && nops == 3) || (matches!(st, Ty::F16x2 | Ty::Bf16x2) && nops == 2);
        if !srcs_ok || !satfinite || !rnd || m.rnd != Round::Rn {
            return Err(e(format!(
                "`{}`: an 8-bit float pair is cvt.rn.satfinite{{.relu}}.e4m3x2/e5m2x2.f32 d, a, b or .f16x2/.bf16x2 d, a",
                f.key
            )));
        }
        if st == Ty::Bf16x2 {
            if let Some(msg) = satisfies(&p.module.target, 89, (9, 1), false) {
                return Err(e(format!("`{}` {msg}", f.key)));
            }
        }
        // cvt.satfinite.{e4m3x2,e5m2x2}.{f32,f16x2}: PTX ISA 7.8 on sm_90+, 8.1 on sm_89.
        let t = &p.module.target;
        let need = if t.arch >= 90 {
            (90, (7, 8))
        } else {
            (89, (8, 1))
        };
        if let Some(msg) = satisfies(t, need.0, need.1, false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
        return Ok(());
    }
    // cvt.rna{.satfinite}.tf32.f32 (sm_80) and cvt.{rn,rz}{.relu}{.satfinite}.tf32.f32
    // (sm_90, PTX 7.8).
    if dt == Ty::Tf32 {
        let r = m.rnd;
        let ok_rnd = rnd && matches!(r, Round::Rna | Round::Rn | Round::Rz) && !m.rnd_int;
        let word = |w: &str| f.words.iter().any(|(_, x)| x == w);
        if st != Ty::F32
            || nops != 2
            || !ok_rnd
            || (m.relu && r == Round::Rna)
            || word("sat")
            || m.ftz
        {
            return Err(e(format!(
                "`{}`: a tf32 conversion is cvt.rna{{.satfinite}}.tf32.f32 or cvt.{{rn,rz}}{{.relu}}{{.satfinite}}.tf32.f32 d, a",
                f.key
            )));
        }
        let need = match (r, word("satfinite")) {
            (Round::Rna, false) => (80, (7, 0)),
            (Round::Rna, true) => (80, (8, 1)),
            // cvt.{rn/rz}.satfinite.tf32.f32: sm_100, PTX ISA 8.6.
            (_, true) => (100, (8, 6)),
            _ => (90, (7, 8)),
        };
        if let Some(msg) = satisfies(&p.module.target, need.0, need.1, false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
        return Ok(());
    }
    if st == Ty::Tf32 {
        return Err(e(format!("`{}`: tf32 is a cvt destination only", f.key)));
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
        // cvt.{rn,rz}{.relu}.satfinite.{f16,bf16,f16x2,bf16x2}.f32 (PTX ISA 8.1).
        let half = matches!(dt, Ty::F16 | Ty::Bf16 | Ty::F16x2 | Ty::Bf16x2);
        if !half || st != Ty::F32 || !rnd || !matches!(m.rnd, Round::Rn | Round::Rz) || m.sat {
            return Err(e(format!(
                "`{}`: .satfinite applies to cvt.{{rn,rz}}{{.relu}}.satfinite.{{f16,bf16,f16x2,bf16x2}}.f32 and to the 8-bit and tf32 forms",
                f.key
            )));
        }
        if let Some(msg) = satisfies(&p.module.target, 0, (8, 1), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
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
        // mov.b128 (PTX ISA 8.3): a .b128 register from or into two 64-bit halves,
        // or from another .b128 register; both sides are two halves here.
        Op::Mov if i.ty == Ty::B128 => {
            let halves = |o: &Operand| {
                matches!(o, Operand::Vec { start, len: 2 }
                    if fc.vec_elems[*start as usize..*start as usize + 2]
                        .iter()
                        .all(|e| matches!(e, Operand::Reg(r) if r.bits == 64) || matches!(e, Operand::Imm(_))))
            };
            let t = &p.module.target;
            if t.isa_version < (8, 3) {
                return Err(p.err(mpos, format!("`{key}`: .b128 requires PTX ISA 8.3")));
            }
            if !halves(&i.dst[0]) || !halves(&i.src[0]) {
                return Err(p.err(
                    mpos,
                    format!("`{key}`: mov.b128 moves a .b128 register to or from another or a pair {{lo, hi}} of 64-bit registers"),
                ));
            }
        }
        Op::Ld | Op::St | Op::StAsync => {
            let (data, raw) = if i.op == Op::Ld {
                (&i.dst[0], &ops[0])
            } else {
                (&i.src[0], &ops[1])
            };
            let n = vec_len(data);
            let want = i.mods.vec as usize;
            if i.ty == Ty::B128 {
                // The .b128 register's two halves (`operand::b128`), not a written
                // `{...}` vector.
                let named = matches!(raw, Raw::Name { .. });
                if want != 1 || n != Some(2) || i.op == Op::StAsync || !named {
                    return Err(p.err(
                        raw.pos(),
                        format!("`{key}`: a 128-bit access moves one .b128 register"),
                    ));
                }
                return Ok(());
            }
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
        }
        // Vector atomics: `d` and `b` are vectors of the `.vN` length; scalar ones
        // take single registers.
        Op::Atom | Op::Red => {
            let data: &[(&Operand, &Raw)] = if i.op == Op::Atom {
                &[(&i.dst[0], &ops[0]), (&i.src[1], &ops[2])]
            } else {
                &[(&i.src[0], &ops[1])]
            };
            let want = i.mods.vec as usize;
            for (o, raw) in data {
                match (vec_len(o), want) {
                    (None, 1) => {}
                    (Some(n), w) if n == w && w > 1 => {}
                    (_, 1) => {
                        return Err(p.err(
                            raw.pos(),
                            format!("`{key}`: vector operand without .v2/.v4/.v8"),
                        ))
                    }
                    _ => {
                        return Err(p.err(
                            raw.pos(),
                            format!("`{key}` needs a vector of {want} registers"),
                        ))
                    }
                }
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
        Op::LdMatrix | Op::StMatrix => {
            let Sub::LdMatrix { num, shape, .. } = i.mods.sub else {
                return Ok(());
            };
            // A 16x16 byte matrix takes two registers per thread.
            let want = if shape == LdmShape::M16n16 {
                2 * num
            } else {
                num
            };
            let (regs, at) = if i.op == Op::LdMatrix {
                (&i.dst[0], &ops[0])
            } else {
                (&i.src[0], &ops[1])
            };
            let n = vec_len(regs).unwrap_or(0);
            if n != want as usize {
                return Err(p.err(
                    at.pos(),
                    format!(
                        "`{key}`: .x{num} takes {want} register{} per thread, found {n}",
                        if want == 1 { "" } else { "s" }
                    ),
                ));
            }
        }
        Op::Mma => {
            let Sub::Mma(form) = i.mods.sub else {
                return Ok(());
            };
            let (a, b, c, d) = form.regs();
            for (o, raw, want, what) in [
                (&i.dst[0], &ops[0], d, "D"),
                (&i.src[0], &ops[1], a, "A"),
                (&i.src[1], &ops[2], b, "B"),
                (&i.src[2], &ops[3], c, "C"),
            ] {
                let n = vec_len(o).unwrap_or(0);
                if n != want as usize {
                    return Err(p.err(
                        raw.pos(),
                        format!(
                            "`{key}`: the {what} fragment of {} is {want} register{} per thread, found {n}",
                            form.key(),
                            if want == 1 { "" } else { "s" }
                        ),
                    ));
                }
            }
        }
        Op::WmmaLoad | Op::WmmaStore | Op::WmmaMma => {
            let checks: Vec<(&Operand, &Raw, u32, &str)> = match i.mods.sub {
                crate::ir::Sub::Wmma(f) if i.op == Op::WmmaLoad => {
                    vec![(&i.dst[0], &ops[0], f.regs(), "fragment")]
                }
                crate::ir::Sub::Wmma(f) => vec![(&i.src[0], &ops[1], f.regs(), "fragment")],
                crate::ir::Sub::Mma(f) => {
                    let (a, b, c, d) = crate::ir::wmma_form::regs(&f);
                    vec![
                        (&i.dst[0], &ops[0], d, "D fragment"),
                        (&i.src[0], &ops[1], a, "A fragment"),
                        (&i.src[1], &ops[2], b, "B fragment"),
                        (&i.src[2], &ops[3], c, "C fragment"),
                    ]
                }
                _ => Vec::new(),
            };
            for (o, raw, want, what) in checks {
                let n = vec_len(o).unwrap_or(0);
                if n != want as usize {
                    return Err(p.err(
                        raw.pos(),
                        format!(
                            "`{key}`: the {what} is {want} register{} per thread, found {n}",
                            if want == 1 { "" } else { "s" }
                        ),
                    ));
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
