//! The legality rules of the L2 cache-policy rows (PTX ISA 7.4 "createpolicy",
//! "applypriority", "discard"; 8.0 "cp.async.bulk.prefetch", ".tensor") and of
//! `.L2::cache_hint` on `ld`/`st`/`atom`/`red`. Operand counts and immediates are
//! checked where `lower_policy` lowers them.

use super::*;
use crate::func::cache_policy::Evict;
use crate::isa::ptx::form::{has_word, tensor_dims};

/// The rule of `createpolicy`: a primary priority; `.cvt` is refused by name.
pub fn createpolicy(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    if f.row.name == "createpolicy.cvt" {
        return c.bad("not modelled: the CUDA access-property word that .cvt converts has no published encoding (createpolicy.fractional and .range are modelled)");
    }
    if !f.words.iter().any(|(_, w)| Evict::from_word(w).is_some()) {
        return c.bad("needs a primary eviction priority (.L2::evict_last, .L2::evict_normal, .L2::evict_first or .L2::evict_unchanged)");
    }
    Ok(())
}

/// The rule of `applypriority` and `discard`: the cache level (`.L2::evict_normal`,
/// `.L2`), the only one the ISA defines, must be written.
pub fn line_hint(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let level = if f.row.op == Op::ApplyPriority {
        "L2::evict_normal"
    } else {
        "L2"
    };
    if !has_word(f, level) {
        return c.bad(&format!(
            "needs `.{level}` (the only level the ISA defines)"
        ));
    }
    Ok(())
}

/// The rule of `cp.async.bulk.prefetch{.tensor}`: `.L2.global` written; a tensor
/// prefetch's dimension, with `.im2col` modes from 3d, and `.tile::gather4` (2d) and
/// `.im2col::w{::128}` on sm_100a/sm_110a (from PTX 8.8 their families).
pub fn bulk_prefetch(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    if !has_word(f, "L2") || !has_word(f, "global") {
        return c.bad("is written with .L2.global (a prefetch from global memory to the L2)");
    }
    if f.row.op != Op::BulkPrefetchTensor {
        return Ok(());
    }
    let Some(dims) = tensor_dims(f) else {
        return c.bad("needs the dimension (.1d ... .5d)");
    };
    let im2col = ["im2col", "im2col::w", "im2col::w::128"]
        .iter()
        .any(|w| has_word(f, w));
    if im2col && dims < 3 {
        return c.bad("the im2col modes need a tensor of at least 3 dimensions");
    }
    let gather = has_word(f, "tile::gather4");
    if gather && dims != 2 {
        return c.bad(".tile::gather4 takes a 2d tensor");
    }
    if gather || has_word(f, "im2col::w") || has_word(f, "im2col::w::128") {
        if let Err(why) = crate::isa::ptx::target::specific_in(&p.module.target, &[10, 11]) {
            return Err(c.e()(format!("`{}` {why}", f.key)));
        }
    }
    Ok(())
}

/// `.L2::cache_hint` on `ld`, `st`, `atom`, `red`: sm_80 and PTX 7.4, on global
/// memory (or generic addresses) only (PTX ISA, "ld": "supported only for .global
/// state space and generic addressing").
pub fn cache_hint(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    if !has_word(f, "L2::cache_hint") {
        return Ok(());
    }
    if has_word(f, "volatile") || has_word(f, "mmio") {
        return c.bad(".L2::cache_hint is not legal on .volatile and .mmio accesses");
    }
    if f.mods.sub == Sub::Atom(AtomOp::Cas) {
        return c.bad(".L2::cache_hint is not legal on atom.cas");
    }
    if !matches!(f.mods.space, Space::Global | Space::Generic) {
        return c.bad(".L2::cache_hint applies to global memory and generic addresses only");
    }
    if let Some(msg) = satisfies(&p.module.target, 80, (7, 4), false) {
        return Err(c.e()(format!("`{}` (.L2::cache_hint) {msg}", f.key)));
    }
    Ok(())
}
