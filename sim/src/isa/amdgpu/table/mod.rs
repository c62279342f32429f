//! The AMDGPU instruction table: every mnemonic warpsim accepts, the generations that
//! spell it that way, what it lowers to (`Kind`) and its op class. One row per
//! mnemonic (without `_e32`/`_e64`/`_dpp` suffixes); `lower.rs` turns a row and its
//! operands into IR instructions.
//!
//! Files: `kind` (what a row lowers to: [`Kind`] and its parameter types), `rows` (the
//! rows themselves); here the generation sets, lookup, and the compare families that
//! are parsed rather than listed.

use super::target::Gen;
use crate::ir::{Cmp, OpClass, Ty};

/// Generation sets (bit per generation).
pub const G9: u8 = 1;
pub const G10: u8 = 2;
pub const G11: u8 = 4;
pub const G12: u8 = 8;
pub const ALL: u8 = G9 | G10 | G11 | G12;
pub const G10P: u8 = G10 | G11 | G12;
pub const G11P: u8 = G11 | G12;
pub const G9_10: u8 = G9 | G10;
pub const G9_11: u8 = G9 | G10 | G11;
pub const G10_11: u8 = G10 | G11;

/// Bit of a generation in a set.
pub fn gen_bit(g: Gen) -> u8 {
    match g {
        Gen::Gfx6 | Gen::Gfx8 | Gen::Gfx9 => G9,
        Gen::Gfx10 => G10,
        Gen::Gfx11 => G11,
        Gen::Gfx12 => G12,
    }
}

mod kind;
mod rows;

pub use kind::*;
pub use rows::ROWS;
use Kind::*;

/// Does the 16-bit result of `name` (suffix stripped) zero bits [31:16] of a
/// whole-VGPR destination (`v5`, not `v5.l`) on generation `gen`, rather than keep
/// them? On GFX9 the 16-bit ALU operations below zero them; every other 16-bit
/// result (the accumulating `v_fmac_f16`/`v_mac_f16`/`v_madak_f16`..., the mix
/// instructions, `v_cvt_u16_f16`, ...) keeps them, and from GFX10 on all do. Source:
/// LLVM 22 `GCNSubtarget::zeroesHigh16BitsOfDest` ("on gfx10, all 16-bit
/// instructions preserve the high bits"), whose GFX9 list this is.
pub fn zeroes_high16(name: &str, gen: Gen) -> bool {
    const GFX9_ZEROING: &[&str] = &[
        "v_cvt_f16_f32",
        "v_cvt_f16_u16",
        "v_cvt_f16_i16",
        "v_rcp_f16",
        "v_rsq_f16",
        "v_sqrt_f16",
        "v_log_f16",
        "v_exp_f16",
        "v_sin_f16",
        "v_cos_f16",
        "v_floor_f16",
        "v_ceil_f16",
        "v_trunc_f16",
        "v_rndne_f16",
        "v_fract_f16",
        "v_frexp_mant_f16",
        "v_frexp_exp_i16_f16",
        "v_ldexp_f16",
        "v_lshlrev_b16",
        "v_lshrrev_b16",
        "v_ashrrev_i16",
        "v_add_u16",
        "v_sub_u16",
        "v_subrev_u16",
        "v_mul_lo_u16",
        "v_add_f16",
        "v_sub_f16",
        "v_subrev_f16",
        "v_mul_f16",
        "v_max_f16",
        "v_min_f16",
        "v_max_u16",
        "v_min_u16",
        "v_max_i16",
        "v_min_i16",
        "v_mad_f16",
        "v_mad_u16",
        "v_mad_i16",
        "v_fma_f16",
        "v_div_fixup_f16",
    ];
    gen <= Gen::Gfx9 && GFX9_ZEROING.contains(&name)
}

/// The VOPC compare families: `v_cmp[x]_<cond>_<type>`.
pub fn compare(name: &str) -> Option<Kind> {
    let (x, rest) = if let Some(r) = name.strip_prefix("v_cmpx_") {
        (true, r)
    } else {
        (false, name.strip_prefix("v_cmp_")?)
    };
    let (cond, ty) = rest.rsplit_once('_')?;
    let ty = match ty {
        "f32" => Ty::F32,
        "f64" => Ty::F64,
        "i32" => Ty::S32,
        "u32" => Ty::U32,
        "i64" => Ty::S64,
        "u64" => Ty::U64,
        "i16" => Ty::S16,
        "u16" => Ty::U16,
        "f16" => Ty::F16,
        _ => return None,
    };
    let float = ty.is_float();
    // AMD float conditions: lg = ordered !=, o/u ordered/unordered, n* = negations
    // (true for unordered inputs), f/t(ru) = always false/true.
    let cmp = match (cond, float) {
        ("eq", _) => Cmp::Eq,
        ("ne", false) | ("lg", true) => Cmp::Ne,
        // Floats and signed integers order the same way; unsigned ones use lo/ls/hi/hs.
        ("lt", _) if float || ty.is_signed() => Cmp::Lt,
        ("le", _) if float || ty.is_signed() => Cmp::Le,
        ("gt", _) if float || ty.is_signed() => Cmp::Gt,
        ("ge", _) if float || ty.is_signed() => Cmp::Ge,
        ("lt", _) => Cmp::Lo,
        ("le", _) => Cmp::Ls,
        ("gt", _) => Cmp::Hi,
        ("ge", _) => Cmp::Hs,
        ("o", true) => Cmp::Num,
        ("u", true) => Cmp::Nan,
        ("nge", true) => Cmp::Ltu,
        ("nlg", true) => Cmp::Equ,
        ("ngt", true) => Cmp::Leu,
        ("nle", true) => Cmp::Gtu,
        ("neq", true) => Cmp::Neu,
        ("nlt", true) => Cmp::Geu,
        _ => return None,
    };
    Some(VCmp { cmp, ty, x })
}

/// The SOPC compare families: `s_cmp_<cond>_<type>` and `s_cmpk_<cond>_<type>`.
pub fn scalar_compare(name: &str) -> Option<Kind> {
    let rest = name
        .strip_prefix("s_cmpk_")
        .or_else(|| name.strip_prefix("s_cmp_"))?;
    let (cond, ty) = rest.rsplit_once('_')?;
    let ty = match ty {
        "i32" => Ty::S32,
        "u32" => Ty::U32,
        "u64" => Ty::U64,
        // GFX12 SALU float compares (`s_cmp_lt_f32`, `s_cmp_nlt_f32`, ...): the VOPC
        // float conditions, SCC as the result (RDNA4 ISA §"SOPC").
        "f32" if name.starts_with("s_cmp_") => {
            return match compare(&format!("v_cmp_{rest}"))? {
                VCmp { cmp, ty, .. } => Some(SCmp { cmp, ty }),
                _ => None,
            };
        }
        _ => return None,
    };
    let signed = ty.is_signed();
    let cmp = match cond {
        "eq" => Cmp::Eq,
        "lg" => Cmp::Ne,
        "lt" if signed => Cmp::Lt,
        "le" if signed => Cmp::Le,
        "gt" if signed => Cmp::Gt,
        "ge" if signed => Cmp::Ge,
        "lt" => Cmp::Lo,
        "le" => Cmp::Ls,
        "gt" => Cmp::Hi,
        "ge" => Cmp::Hs,
        _ => return None,
    };
    // 64-bit compares exist for eq/lg only.
    if ty == Ty::U64 && !matches!(cmp, Cmp::Eq | Cmp::Ne) {
        return None;
    }
    Some(SCmp { cmp, ty })
}

/// Is `m` an AMDGPU mnemonic of some generation (including the compare families)?
pub fn is_mnemonic(m: &str) -> bool {
    ROWS.iter().any(|r| r.name == m)
        || is_mfma(m)
        || crate::ir::rdna_wmma_form::is_rdna_wmma(m)
        || compare(m).is_some()
        || scalar_compare(m).is_some()
}

/// Is `m` a spelling of a CDNA MFMA (`ir::mfma_form::MFMA`)?
fn is_mfma(m: &str) -> bool {
    !m.is_empty()
        && crate::ir::mfma_form::MFMA
            .iter()
            .any(|r| r.name == m || r.old == m)
}

/// Look up a mnemonic (suffixes `_e32`/`_e64`/`_dpp`/`_sdwa` already stripped) for a
/// generation. `Err` carries the generations that do spell it (for the message).
pub fn lookup(name: &str, gen: Gen) -> Result<Row, Option<u8>> {
    let bit = gen_bit(gen);
    let mut found_other = None;
    for r in ROWS.iter().filter(|r| r.name == name) {
        if r.gens & bit != 0 {
            return Ok(*r);
        }
        found_other = Some(r.gens);
    }
    if is_mfma(name) {
        return if gen == Gen::Gfx9 {
            Ok(Row {
                name: "v_mfma",
                gens: G9,
                kind: VMfma,
                class: OpClass::Mma,
            })
        } else {
            Err(Some(G9))
        };
    }
    if crate::ir::rdna_wmma_form::RDNA_WMMA
        .iter()
        .any(|r| r.name == name)
    {
        return if gen >= Gen::Gfx11 {
            Ok(Row {
                name: "v_wmma",
                gens: G11P,
                kind: VRdnaWmma,
                class: OpClass::Mma,
            })
        } else {
            Err(Some(G11P))
        };
    }
    if let Some(k) = scalar_compare(name) {
        if matches!(k, SCmp { ty: Ty::F32, .. }) && gen != Gen::Gfx12 {
            return Err(Some(G12));
        }
        let class = match k {
            SCmp { ty: Ty::F32, .. } => OpClass::Fp32,
            _ => OpClass::Int,
        };
        return Ok(Row {
            name: "s_cmp",
            gens: ALL,
            kind: k,
            class,
        });
    }
    if let Some(k) = compare(name) {
        let class = match k {
            VCmp { ty: Ty::F64, .. } => OpClass::Fp64,
            VCmp { ty, .. } if ty.is_float() => OpClass::Fp32,
            _ => OpClass::Int,
        };
        return Ok(Row {
            name: "v_cmp",
            gens: ALL,
            kind: k,
            class,
        });
    }
    Err(found_other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_unique_per_generation_and_lane_fns_exist() {
        for (i, a) in ROWS.iter().enumerate() {
            for b in &ROWS[i + 1..] {
                assert!(
                    !(a.name == b.name && a.gens & b.gens != 0),
                    "duplicate row {}",
                    a.name
                );
            }
            let f = match a.kind {
                VLane { f, .. }
                | SLane { f, .. }
                | VPkF32 { f, .. }
                | VSLane { f }
                | VDot { f, .. } => Some(f),
                _ => None,
            };
            if let Some(f) = f {
                assert!(
                    crate::ir::lanefn::lookup(f).is_some(),
                    "{}: no lane function `{f}`",
                    a.name
                );
            }
        }
        assert!(lookup("v_add_nc_u32", Gen::Gfx11).is_ok());
        assert_eq!(lookup("v_add_nc_u32", Gen::Gfx9).err(), Some(Some(G10P)));
        assert!(matches!(
            lookup("v_cmp_gt_u32", Gen::Gfx9),
            Ok(Row {
                kind: VCmp {
                    cmp: Cmp::Hi,
                    ty: Ty::U32,
                    x: false
                },
                ..
            })
        ));
        assert!(matches!(
            lookup("v_cmpx_nge_f32", Gen::Gfx11),
            Ok(Row {
                kind: VCmp {
                    cmp: Cmp::Ltu,
                    x: true,
                    ..
                },
                ..
            })
        ));
        assert!(lookup("v_frobnicate", Gen::Gfx11).is_err());
    }
}
