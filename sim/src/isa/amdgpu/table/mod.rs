//! The AMDGPU instruction table: every mnemonic warpsim accepts, the generations that
//! spell it that way, what it lowers to (`Kind`) and its op class. One row per
//! mnemonic (without `_e32`/`_e64`/`_dpp` suffixes); `lower.rs` turns a row and its
//! operands into IR instructions.
//!
//! Files: `kind` (what a row lowers to: [`Kind`] and its parameter types), `rows` (the
//! ALU, scalar-memory and control rows), `rows_mem` (vector memory and LDS rows); here
//! the generation sets, lookup (with the GFX11+ aliases of GFX9 names), and the compare
//! families that are parsed rather than listed.

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

/// A static table of rows: `rows! { pub static NAME; "mnemonic", gens, kind, class
/// [, feature]; ... }` (the feature defaults to `Feature::None`).
macro_rules! rows {
    ($vis:vis static $id:ident; $($name:literal, $gens:expr, $kind:expr, $class:ident $(, $feat:ident)?;)*) => {
        $vis static $id: &[Row] = &[$(
            Row::of($name, $gens, $kind, OpClass::$class) $(.needs(Feature::$feat))?,
        )*];
    };
}

mod kind;
mod rows;
mod rows_mem;

pub use kind::*;

/// Every row: the ALU and control rows, then the memory rows.
pub fn all_rows() -> impl Iterator<Item = &'static Row> {
    rows::ALU_ROWS.iter().chain(rows_mem::MEM_ROWS)
}
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
        // GFX9 names GFX8's 3-source encodings `*_legacy_*`; its own `v_mad_u16`,
        // `v_fma_f16`, ... (op_sel forms) keep the other half.
        "v_mad_legacy_f16",
        "v_mad_legacy_u16",
        "v_mad_legacy_i16",
        "v_fma_legacy_f16",
        "v_div_fixup_legacy_f16",
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
    all_rows().any(|r| r.name == m)
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

/// The GFX11+ name of a GFX9/GFX10 mnemonic that GFX11+ assemblers still accept as
/// an alias (`global_load_dwordx4` for `global_load_b128`, `ds_read2_b32` for
/// `ds_load_2addr_b32`, `global_atomic_smax_x2` for `global_atomic_max_i64`, ...).
/// Source: LLVM 22's `MnemonicAlias<..., ...>, Requires<[isGFX11Plus]>` definitions
/// (FLAT/DS/BUF/SMEM/SOP/VOP1 `.td` files), each family checked with `llvm-mc-22`
/// on gfx1100 and gfx1200. `ds_cmpst_*` is not aliased (its operands differ).
pub fn gfx11_alias(name: &str) -> Option<String> {
    const DATA: &[(&str, &str)] = &[
        ("dwordx2", "b64"),
        ("dwordx3", "b96"),
        ("dwordx4", "b128"),
        ("dword", "b32"),
        ("ubyte_d16_hi", "d16_hi_u8"),
        ("ubyte_d16", "d16_u8"),
        ("sbyte_d16_hi", "d16_hi_i8"),
        ("sbyte_d16", "d16_i8"),
        ("short_d16_hi", "d16_hi_b16"),
        ("short_d16", "d16_b16"),
        ("byte_d16_hi", "d16_hi_b8"),
        ("ubyte", "u8"),
        ("sbyte", "i8"),
        ("ushort", "u16"),
        ("sshort", "i16"),
        ("byte", "b8"),
        ("short", "b16"),
    ];
    const ATOMIC: &[(&str, &str)] = &[
        ("add", "add_u32"),
        ("sub", "sub_u32"),
        ("swap", "swap_b32"),
        ("cmpswap", "cmpswap_b32"),
        ("and", "and_b32"),
        ("or", "or_b32"),
        ("xor", "xor_b32"),
        ("smin", "min_i32"),
        ("smax", "max_i32"),
        ("umin", "min_u32"),
        ("umax", "max_u32"),
        ("inc", "inc_u32"),
        ("dec", "dec_u32"),
    ];
    const DIRECT: &[(&str, &str)] = &[
        ("ds_read2_", "ds_load_2addr_"),
        ("ds_read2st64_", "ds_load_2addr_stride64_"),
        ("ds_write2_", "ds_store_2addr_"),
        ("ds_write2st64_", "ds_store_2addr_stride64_"),
        ("ds_read_", "ds_load_"),
        ("ds_write_", "ds_store_"),
        ("ds_wrxchg_rtn_", "ds_storexchg_rtn_"),
        ("s_andn2_", "s_and_not1_"),
        ("s_orn2_", "s_or_not1_"),
        ("s_andn1_", "s_and_not0_"),
        ("s_orn1_", "s_or_not0_"),
        ("v_cvt_rpi_", "v_cvt_nearest_"),
        ("v_cvt_flr_", "v_cvt_floor_"),
    ];
    for (old, new) in DIRECT {
        if let Some(rest) = name.strip_prefix(old) {
            return Some(format!("{new}{rest}"));
        }
    }
    for space in ["global_", "flat_", "scratch_", "buffer_", "s_", "s_buffer_"] {
        let Some(rest) = name.strip_prefix(space) else {
            continue;
        };
        if let Some(op) = rest.strip_prefix("atomic_") {
            let (op, wide) = match op.strip_suffix("_x2") {
                Some(o) => (o, true),
                None => (op, false),
            };
            let (_, new) = ATOMIC.iter().find(|(o, _)| *o == op)?;
            let new = if wide {
                new.replace("32", "64")
            } else {
                new.to_string()
            };
            return Some(format!("{space}atomic_{new}"));
        }
        for verb in ["load_", "store_"] {
            if let Some(ty) = rest.strip_prefix(verb) {
                let (_, new) = DATA.iter().find(|(o, _)| *o == ty)?;
                return Some(format!("{space}{verb}{new}"));
            }
        }
    }
    None
}

/// Look up a mnemonic (suffixes `_e32`/`_e64`/`_dpp`/`_sdwa` already stripped) for a
/// generation. `Err` carries the generations that do spell it (for the message).
/// GFX11+ also accept the older spellings [`gfx11_alias`] renames.
pub fn lookup(name: &str, gen: Gen) -> Result<Row, Option<u8>> {
    let found = lookup_exact(name, gen);
    if found.is_err() && gen >= Gen::Gfx11 {
        if let Some(new) = gfx11_alias(name) {
            if let Ok(r) = lookup_exact(&new, gen) {
                return Ok(r);
            }
        }
    }
    found
}

fn lookup_exact(name: &str, gen: Gen) -> Result<Row, Option<u8>> {
    let bit = gen_bit(gen);
    let mut found_other = None;
    for r in all_rows().filter(|r| r.name == name) {
        if r.gens & bit != 0 {
            return Ok(*r);
        }
        found_other = Some(r.gens);
    }
    if is_mfma(name) {
        return if gen == Gen::Gfx9 {
            Ok(Row::of("v_mfma", G9, VMfma, OpClass::Mma))
        } else {
            Err(Some(G9))
        };
    }
    if crate::ir::rdna_wmma_form::RDNA_WMMA
        .iter()
        .any(|r| r.name == name)
    {
        return if gen >= Gen::Gfx11 {
            Ok(Row::of("v_wmma", G11P, VRdnaWmma, OpClass::Mma))
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
        return Ok(Row::of("s_cmp", ALL, k, class));
    }
    if let Some(k) = compare(name) {
        let class = match k {
            VCmp { ty: Ty::F64, .. } => OpClass::Fp64,
            VCmp { ty, .. } if ty.is_float() => OpClass::Fp32,
            _ => OpClass::Int,
        };
        return Ok(Row::of("v_cmp", ALL, k, class));
    }
    Err(found_other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_unique_per_generation_and_lane_fns_exist() {
        let rows: Vec<&Row> = all_rows().collect();
        for (i, a) in rows.iter().enumerate() {
            for b in &rows[i + 1..] {
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
