//! The legality rules of the asynchronous-copy rows: `cp.async`, `mbarrier.*`,
//! `cp.async.bulk`.

use super::*;

/// The rule of `cp.async`: a cache operator, the destination `.shared` and the source
/// `.global` state spaces (PTX ISA, "cp.async"); the copy size is checked with the operands.
pub fn cp_async(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let global = f.words.iter().any(|(_, x)| x == "global");
    let lacks = if !has(f, G::CpCache) {
        Some("ca` or `.cg")
    } else if f.mods.space != Space::Shared {
        Some("shared")
    } else if !global {
        Some("global")
    } else {
        None
    };
    if let Some(w) = lacks {
        return Err(c.e()(format!(
            "`{}`: cp.async must be written cp.async.{{ca,cg}}.shared{{::cta}}.global (missing `.{w}`)",
            f.key
        )));
    }
    Ok(())
}

/// The rule of `mbarrier.arrive`/`arrive_drop`/`test_wait`/`try_wait`: `.expect_tx`
/// (an arrive with a transaction count) needs sm_90 (PTX 8.0).
pub fn mbarrier(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let e = c.e();
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    if has("expect_tx") {
        if f.row.op != Op::MbarArrive || c.nops != 3 {
            return c.bad(".expect_tx is mbarrier.arrive{_drop}.expect_tx state, [addr], txCount");
        }
        if let Some(msg) = satisfies(&p.module.target, 90, (8, 0), false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    // `.noComplete` takes an arrival count: `mbarrier.arrive{_drop}.noComplete state,
    // [addr], count` (sm_80, PTX 7.0).
    let no_complete = has("noComplete");
    if no_complete && (c.nops != 3 || has("expect_tx")) {
        return c.bad(".noComplete is mbarrier.arrive{_drop}.noComplete state, [addr], count");
    }
    // An arrive with a count operand is sm_90 (PTX 7.8) unless it is .noComplete (PTX
    // ISA, mbarrier.arrive: "for sm_8x, when the argument count is specified, the
    // modifier .noComplete is required"); .parity waits are PTX 7.1.
    let need = if f.row.op == Op::MbarArrive && c.nops == 3 && !no_complete {
        Some((90, (7, 8)))
    } else if has("parity") {
        Some((80, (7, 1)))
    } else {
        None
    };
    if let Some((sm, ptx)) = need {
        if let Some(msg) = satisfies(&p.module.target, sm, ptx, false) {
            return Err(e(format!("`{}` {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `cp.async.bulk` (PTX ISA, "cp.async.bulk"), the destination's state
/// space written first: global to shared completing an mbarrier's transactions
/// (`.shared::{cta,cluster}.global.mbarrier::complete_tx::bytes [dst], [src], size,
/// [mbar]`, to several CTAs with `.shared::cluster` `.multicast::cluster` and a
/// `ctaMask`), shared to another CTA's shared memory completing its mbarrier
/// (`.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`), and shared to global
/// in a bulk async-group (`.global.shared::cta.bulk_group [dst], [src], size`, with
/// `.cp_mask` a 16-bit byte mask last: sm_100, PTX ISA 8.6); the global forms may
/// take an `.L2::cache_hint` policy.
pub fn cp_async_bulk(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let at = |w: &str| f.words.iter().position(|(_, x)| x == w);
    let spaces: Vec<&str> = f
        .words
        .iter()
        .map(|(_, w)| w.as_str())
        .filter(|w| matches!(*w, "global" | "shared::cta" | "shared::cluster"))
        .collect();
    let (mbar, group) = (
        at("mbarrier::complete_tx::bytes").is_some(),
        at("bulk_group").is_some(),
    );
    let (multicast, hint) = (
        at("multicast::cluster").is_some(),
        at("L2::cache_hint").is_some(),
    );
    let form = match spaces.as_slice() {
        ["shared::cta" | "shared::cluster", "global"] if mbar && !group => Some("load"),
        ["shared::cluster", "shared::cta"] if mbar && !group && !hint => Some("s2s"),
        ["global", "shared::cta"] if group && !mbar => Some("store"),
        _ => None,
    };
    let Some(form) = form else {
        return Err(c.e()(format!(
            "`{}`: cp.async.bulk is .shared::{{cta,cluster}}.global.mbarrier::complete_tx::bytes [dst], [src], size, [mbar], .shared::cluster.shared::cta.mbarrier::complete_tx::bytes [dst], [src], size, [mbar] or .global.shared::cta.bulk_group [dst], [src], size",
            f.key
        )));
    };
    if multicast && !(form == "load" && spaces[0] == "shared::cluster") {
        return c.bad(".multicast::cluster is a form of the global to shared::cluster copy");
    }
    let mask = at("cp_mask").is_some();
    if mask && form != "store" {
        return c.bad(".cp_mask is a form of the shared::cta to global copy");
    }
    if mask {
        if let Some(msg) = satisfies(&p.module.target, 100, (8, 6), false) {
            return Err(c.e()(format!("`{}` (.cp_mask) {msg}", f.key)));
        }
    }
    let want = match form {
        "store" => 3 + hint as usize + mask as usize,
        _ => 4 + multicast as usize + hint as usize,
    };
    if c.nops != want {
        return c.bad(match form {
            "store" => "cp.async.bulk.global.shared::cta.bulk_group takes [dst], [src], size (then a cache policy with .L2::cache_hint, and a byte mask with .cp_mask)",
            "s2s" => "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes takes [dst], [src], size, [mbar]",
            _ => "cp.async.bulk (global to shared) takes [dst], [src], size, [mbar] (then ctaMask with .multicast::cluster, and a cache policy with .L2::cache_hint)",
        });
    }
    Ok(())
}

/// The rule of `cp.async.bulk.tensor` (PTX ISA, "cp.async.bulk.tensor"): global to
/// shared completing an mbarrier (`.Nd.shared::{cta,cluster}.global{.load_mode}
/// .mbarrier::complete_tx::bytes [dst], [map, {coords}], [mbar]`, `.im2col` with its
/// offsets after the mbarrier, `.multicast::cluster` with a 16-bit `ctaMask`) and
/// shared to global in a bulk async-group (`.Nd.global.shared::cta{.load_mode}
/// .bulk_group [map, {coords}], [src]`), each with an optional `.L2::cache_hint`
/// policy. Load modes: `.tile`, `.im2col` (3d-5d) and `.tile::gather4` (2d: sm_100
/// into the CTA's shared memory, the sm_100a/sm_110a families into the cluster's)
/// for loads; `.tile`, `.im2col_no_offs` (3d-5d) and `.tile::scatter4` (2d, the
/// sm_100a/sm_110a families) for stores. `.cta_group::1` (a load completing an
/// mbarrier, the sm_100a/sm_110a families) is the default ("If .cta_group is not
/// specified, then it defaults to .cta_group::1"); `.cta_group::2` lets the mbarrier
/// be in the destination's peer CTA; `.im2col::w` and `.im2col::w::128` are refused
/// by name.
pub fn cp_async_bulk_tensor(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let at = |w: &str| f.words.iter().position(|(_, x)| x == w);
    if let Some(g) = ["cta_group::1", "cta_group::2"]
        .into_iter()
        .find(|g| at(g).is_some())
    {
        if at("mbarrier::complete_tx::bytes").is_none() {
            return c.bad(&format!(".{g} goes with the mbarrier completion (a load)"));
        }
        if let Err(why) = crate::isa::ptx::target::specific_in(&p.module.target, &[10, 11]) {
            return Err(c.e()(format!("`{}` (.cta_group) {why}", f.key)));
        }
    }
    if let Some((_, w)) = f.words.iter().find(|(_, x)| x.starts_with("im2col::")) {
        return Err(c.e()(format!(
            "`{}`: `.{w}` is not supported (the wide im2col modes are not modelled)",
            f.key
        )));
    }
    if !["1d", "2d", "3d", "4d", "5d"]
        .iter()
        .any(|d| at(d).is_some())
    {
        return Err(c.e()(format!(
            "`{}`: the dimension (`.1d` .. `.5d`) is missing",
            f.key
        )));
    }
    let (load, store) = bulk_direction(f);
    if !(load || store) {
        return Err(c.e()(format!(
            "`{}`: warpsim runs cp.async.bulk.tensor.Nd.shared::{{cta,cluster}}.global.mbarrier::complete_tx::bytes [dst], [map, {{coords}}], [mbar] and cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group [map, {{coords}}], [src] only",
            f.key
        )));
    }
    let hint = at("L2::cache_hint").is_some() as usize;
    let multicast = at("multicast::cluster").is_some();
    if multicast && store {
        return c.bad(".multicast::cluster is a form of the global-to-shared copy");
    }
    let im2col = at("im2col").is_some();
    let no_offs = at("im2col_no_offs").is_some();
    let gather = at("tile::gather4").is_some();
    let scatter = at("tile::scatter4").is_some();
    if im2col && store {
        return c.bad("the shared-to-global copy's im2col mode is .im2col_no_offs");
    }
    if no_offs && load {
        return c.bad(".im2col_no_offs is a mode of the shared-to-global copy (a load takes .im2col and its offsets)");
    }
    if gather && store {
        return c.bad(".tile::gather4 is a mode of the global-to-shared copy (a store scatters with .tile::scatter4)");
    }
    if scatter && load {
        return c.bad(".tile::scatter4 is a mode of the shared-to-global copy (a load gathers with .tile::gather4)");
    }
    if (im2col || no_offs) && ["1d", "2d"].iter().any(|d| at(d).is_some()) {
        return c.bad("an im2col copy is 3d to 5d");
    }
    if (gather || scatter) && at("2d").is_none() {
        return c.bad(".tile::gather4 and .tile::scatter4 copies are 2d");
    }
    // Targets (PTX ISA 8.6, the instruction's "Target ISA Notes"): gather4 into the
    // CTA's own shared memory on sm_100 or newer; into the cluster's, and scatter4,
    // on the sm_100a/sm_110a families only.
    let t = &p.module.target;
    let need = if scatter || (gather && at("shared::cluster").is_some()) {
        crate::isa::ptx::target::specific_in(t, &[10, 11]).err()
    } else if gather {
        satisfies(t, 100, (8, 6), false)
    } else {
        None
    };
    if let Some(msg) = need {
        let mode = if gather {
            "tile::gather4"
        } else {
            "tile::scatter4"
        };
        return Err(c.e()(format!("`{}`: .{mode} {msg}", f.key)));
    }
    let operands = if store {
        2
    } else {
        3 + im2col as usize + multicast as usize
    };
    if c.nops != operands + hint {
        return c.bad(if store {
            "cp.async.bulk.tensor (shared to global) takes [map, {coords}], [src] (and a cache policy with .L2::cache_hint)"
        } else if im2col {
            "cp.async.bulk.tensor .im2col takes [dst], [map, {coords}], [mbar], {offsets} (then ctaMask with .multicast::cluster, and a cache policy with .L2::cache_hint)"
        } else if multicast {
            "cp.async.bulk.tensor (global to shared, multicast) takes [dst], [map, {coords}], [mbar], ctaMask (and a cache policy with .L2::cache_hint)"
        } else {
            "cp.async.bulk.tensor (global to shared) takes [dst], [map, {coords}], [mbar] (and a cache policy with .L2::cache_hint)"
        });
    }
    Ok(())
}

/// The rule of `tensormap.replace` (PTX ISA 8.3, "tensormap.replace"):
/// `.tile.field{.global,.shared::cta}.b1024.type [addr], {ord,} new_val` on an
/// arch-specific sm_90a+ target; `.global_address`/`.global_stride` take `.b64`, the
/// rest `.b32`; the per-dimension fields take an ordinal.
pub fn tensormap_replace(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, ty);
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    let Some(field) = f
        .words
        .iter()
        .find_map(|(_, w)| crate::ir::TmapField::by_name(w))
    else {
        return c.bad("the field (.global_address, .rank, .box_dim, ...) is missing");
    };
    if !has("tile") || !has("b1024") {
        return c.bad(
            "tensormap.replace is written tensormap.replace.tile.<field>{.space}.b1024.<type>",
        );
    }
    let want = if field.is_b64() { Ty::B64 } else { Ty::B32 };
    if ty != want {
        return c.bad(&format!("this field's value is .{}", want.name()));
    }
    if c.nops != 2 + field.has_ordinal() as usize {
        return c.bad(if field.has_ordinal() {
            "this field takes [addr], ord, new_val"
        } else {
            "this field takes [addr], new_val"
        });
    }
    let t = &p.module.target;
    if !(matches!(t.arch_suffix, Some('a' | 'f')) && t.arch >= 90) {
        return Err(c.e()(format!(
            "`{}` requires an arch-specific target such as .target sm_90a (module declares {})",
            f.key, t.arch_name
        )));
    }
    if field == crate::ir::TmapField::SwizzleAtomicity {
        if let Some(msg) = satisfies(t, 100, (8, 6), false) {
            return Err(c.e()(format!("`{}` (.swizzle_atomicity) {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release
/// .scope.sync.aligned [dst], [src], size` (PTX ISA 8.3, sm_90).
pub fn tensormap_cp_fenceproxy(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    let scope = ["cta", "cluster", "gpu", "sys"].iter().any(|s| has(s));
    let all = [
        "global",
        "shared::cta",
        "tensormap::generic",
        "release",
        "sync",
        "aligned",
    ]
    .iter()
    .all(|w| has(w));
    if !(all && scope) {
        return c.bad("tensormap.cp_fenceproxy is written tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.<scope>.sync.aligned [dst], [src], 128");
    }
    Ok(())
}

/// The rule of `fence`: the operands `[addr], size` belong to
/// `fence.proxy.tensormap::generic.acquire.scope` alone (PTX ISA 8.3, "membar/fence");
/// `.sync_restrict::shared::cta` goes with `.release`, `::cluster` with `.acquire`,
/// both at `.cluster` scope, on a plain or an `async::generic` proxy fence (PTX 8.6,
/// sm_90).
pub fn fence(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, nops);
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    let restrict = [
        ("sync_restrict::shared::cta", "release"),
        ("sync_restrict::shared::cluster", "acquire"),
    ]
    .into_iter()
    .find(|(w, _)| has(w));
    if let Some((w, sem)) = restrict {
        let proxy_ok = !has("proxy") || has("async::generic");
        if !has(sem) || !has("cluster") || !proxy_ok || has("mbarrier_init") {
            return c.bad(&format!(
                ".{w} is written fence{{.proxy.async::generic}}.{sem}.{w}.cluster"
            ));
        }
        if let Some(msg) = satisfies(&p.module.target, 90, (8, 6), false) {
            return Err(c.e()(format!("`{}` {msg}", f.key)));
        }
    }
    let acquire_map = has("proxy") && has("tensormap::generic") && has("acquire");
    if acquire_map != (nops == 2) {
        return c.bad(if acquire_map {
            "fence.proxy.tensormap::generic.acquire takes [addr], size"
        } else {
            "only fence.proxy.tensormap::generic.acquire takes operands"
        });
    }
    Ok(())
}

/// The rule of `prefetch`: the tensor-map form `prefetch{.const,.param}.tensormap [a]`
/// is sm_90 (PTX 8.0); `.const`/`.param` only name a tensor map's space.
pub fn prefetch(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    if has("tensormap") {
        // (The cache levels share its modifier group: the form already refused them.)
        if has("global") || has("local") {
            return c.bad("prefetch.tensormap takes only .const or .param (or no space)");
        }
        if let Some(msg) = satisfies(&p.module.target, 90, (8, 0), false) {
            return Err(c.e()(format!("`{}` {msg}", f.key)));
        }
    } else if has("const") || has("param") {
        return c.bad(".const and .param are spaces of prefetch.tensormap");
    }
    Ok(())
}

/// The rule of `setmaxnreg`: `.inc` or `.dec` (the count is checked with the operand),
/// on an arch-specific target (sm_90a, or from PTX 8.6 sm_100a/sm_101a/sm_120a and
/// their families).
pub fn setmaxnreg(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    if !has("inc") && !has("dec") {
        return c.bad("setmaxnreg needs .inc or .dec");
    }
    let t = &p.module.target;
    let specific = matches!(t.arch_suffix, Some('a' | 'f')) && t.arch >= 90;
    if !specific {
        return Err(c.e()(format!(
            "`{}` requires an arch-specific target such as .target sm_90a (module declares {})",
            f.key, t.arch_name
        )));
    }
    Ok(())
}

/// The direction of a bulk copy's form (`cp.async.bulk`, `cp.async.bulk.tensor`): a
/// load names the shared destination before `.global` and completes an mbarrier; a
/// store names `.global` before `.shared::cta` and belongs to a bulk group. Returns
/// (load, store); neither when the form is something else.
fn bulk_direction(f: &Form) -> (bool, bool) {
    let at = |w: &str| f.words.iter().position(|(_, x)| x == w);
    let shared = f
        .words
        .iter()
        .position(|(_, x)| x == "shared::cta" || x == "shared::cluster");
    let (global, mbar, group) = (
        at("global"),
        at("mbarrier::complete_tx::bytes"),
        at("bulk_group"),
    );
    let load = matches!((shared, global), (Some(s), Some(g)) if s < g)
        && mbar.is_some()
        && group.is_none();
    let store = matches!((shared, global), (Some(s), Some(g)) if g < s)
        && group.is_some()
        && mbar.is_none()
        && at("shared::cta").is_some();
    (load, store)
}

/// The operation/type pairs of a reduction into another CTA's shared memory that
/// completes its mbarrier, `cp.reduce.async.bulk`'s and `red.async`'s (PTX ISA).
fn cluster_reduction(op: AtomOp, ty: Ty) -> bool {
    match op {
        AtomOp::Add => matches!(ty, Ty::U32 | Ty::S32 | Ty::U64),
        AtomOp::Min | AtomOp::Max => matches!(ty, Ty::U32 | Ty::S32),
        AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
        AtomOp::And | AtomOp::Or | AtomOp::Xor => ty == Ty::B32,
        AtomOp::Exch | AtomOp::Cas | AtomOp::Sub => false,
    }
}

/// The rule of `cp.reduce.async.bulk` (PTX ISA, "cp.reduce.async.bulk"): to global
/// memory in a bulk async-group (`.global.shared::cta.bulk_group{.L2::cache_hint}
/// .redOp{.noftz}.type [dst], [src], size{, policy}`) or to another CTA's shared
/// memory completing its mbarrier (`.shared::cluster.shared::cta
/// .mbarrier::complete_tx::bytes.redOp.type [dst], [src], size, [mbar]`), with the
/// operation/type pairs of the ISA's table. `.noftz` is required by the `.f16`/`.bf16`
/// adds and allowed on the `.f32` add from PTX 9.4.
pub fn cp_reduce_async_bulk(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, ty);
    let at = |w: &str| f.words.iter().position(|(_, x)| x == w);
    let Sub::Atom(op) = f.mods.sub else {
        return c.bad("cp.reduce.async.bulk needs an operation (.add, .min, .max, .inc, .dec, .and, .or, .xor)");
    };
    let src = at("shared::cta");
    let to_global = matches!((at("global"), src), (Some(g), Some(s)) if g < s)
        && at("bulk_group").is_some()
        && at("mbarrier::complete_tx::bytes").is_none()
        && at("shared::cluster").is_none();
    let to_cluster = matches!((at("shared::cluster"), src), (Some(d), Some(s)) if d < s)
        && at("mbarrier::complete_tx::bytes").is_some()
        && at("bulk_group").is_none()
        && at("global").is_none()
        && at("L2::cache_hint").is_none();
    if !(to_global || to_cluster) {
        return Err(c.e()(format!(
            "`{}`: cp.reduce.async.bulk is .global.shared::cta.bulk_group{{.L2::cache_hint}}.op.type [dst], [src], size{{, policy}} or .shared::cluster.shared::cta.mbarrier::complete_tx::bytes.op.type [dst], [src], size, [mbar]",
            f.key
        )));
    }
    let want = if to_cluster {
        4
    } else {
        3 + at("L2::cache_hint").is_some() as usize
    };
    if c.nops != want {
        return c.bad(if to_cluster {
            "cp.reduce.async.bulk to shared::cluster takes [dst], [src], size, [mbar]"
        } else {
            "cp.reduce.async.bulk to global takes [dst], [src], size (and a cache policy with .L2::cache_hint)"
        });
    }
    let ok = if to_cluster {
        cluster_reduction(op, ty)
    } else {
        match op {
            AtomOp::Add => matches!(
                ty,
                Ty::U32 | Ty::S32 | Ty::U64 | Ty::F32 | Ty::F64 | Ty::F16 | Ty::Bf16
            ),
            AtomOp::Min | AtomOp::Max => matches!(
                ty,
                Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64 | Ty::F16 | Ty::Bf16
            ),
            AtomOp::Inc | AtomOp::Dec => ty == Ty::U32,
            AtomOp::And | AtomOp::Or | AtomOp::Xor => matches!(ty, Ty::B32 | Ty::B64),
            AtomOp::Exch | AtomOp::Cas | AtomOp::Sub => false,
        }
    };
    if !ok {
        return Err(c.e()(format!(
            "`{}`: .{} is not a reduction of cp.reduce.async.bulk to {}",
            f.key,
            ty.name(),
            if to_cluster {
                "shared::cluster"
            } else {
                "global"
            }
        )));
    }
    let half_add = op == AtomOp::Add && matches!(ty, Ty::F16 | Ty::Bf16);
    let f32_add = op == AtomOp::Add && ty == Ty::F32;
    if half_add && !f.mods.noftz {
        return c.bad(".noftz is required with the .f16/.bf16 add");
    }
    if f.mods.noftz && !(half_add || f32_add) {
        return c.bad(".noftz is legal only on the .f16/.bf16/.f32 add");
    }
    if f.mods.noftz && f32_add {
        if let Some(msg) = satisfies(&p.module.target, 90, (9, 4), false) {
            return Err(c.e()(format!("`{}` (.noftz with .f32) {msg}", f.key)));
        }
    }
    Ok(())
}

/// The rule of `cp.reduce.async.bulk.tensor` (PTX ISA, "cp.reduce.async.bulk.tensor"):
/// `.Nd.global.shared::cta.redOp{.tile}.bulk_group{.L2::cache_hint} [map, {coords}],
/// [src]{, policy}` and the same with `.im2col_no_offs` (3d-5d, an im2col map's walk
/// with no offsets); the element type is the tensor map's (its pairs with the
/// operation are checked when it runs).
pub fn cp_reduce_async_bulk_tensor(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; f);
    let at = |w: &str| f.words.iter().position(|(_, x)| x == w);
    if !matches!(f.mods.sub, Sub::Atom(op) if !matches!(op, AtomOp::Exch | AtomOp::Cas)) {
        return c.bad("cp.reduce.async.bulk.tensor needs an operation (.add, .min, .max, .inc, .dec, .and, .or, .xor)");
    }
    if !["1d", "2d", "3d", "4d", "5d"]
        .iter()
        .any(|d| at(d).is_some())
    {
        return c.bad("the dimension (`.1d` .. `.5d`) is missing");
    }
    if at("im2col_no_offs").is_some() && ["1d", "2d"].iter().any(|d| at(d).is_some()) {
        return c.bad("an im2col reduction is 3d to 5d");
    }
    let form_ok = matches!((at("global"), at("shared::cta")), (Some(g), Some(s)) if g < s)
        && at("bulk_group").is_some();
    if !form_ok {
        return Err(c.e()(format!(
            "`{}`: cp.reduce.async.bulk.tensor is .Nd.global.shared::cta.op{{.tile}}.bulk_group [map, {{coords}}], [src]",
            f.key
        )));
    }
    if c.nops != 2 + at("L2::cache_hint").is_some() as usize {
        return c.bad("cp.reduce.async.bulk.tensor takes [map, {coords}], [src] (and a cache policy with .L2::cache_hint)");
    }
    Ok(())
}

/// The rule of `st.async` and `red.async` (PTX ISA 8.1, 8.7). The mbarrier forms take
/// `[a], b, [mbar]`: `st.async{.weak}{.cluster}{.shared::cluster}{.mbarrier::complete_tx::bytes}{.v2,.v4}`
/// of a 32- or 64-bit type; `red.async.relaxed.cluster{...}` with the ISA's
/// operation/type pairs (`.inc`/`.dec` `.u32`, `.min`/`.max` `.u32`/`.s32`,
/// `.and`/`.or`/`.xor` `.b32`, `.add` `.u32`/`.s32`/`.u64`/`.s64`). sm_100's `.release` forms
/// take `[a], b` to global memory: `st.async{.mmio}.release.{gpu,sys}` (no vectors),
/// `red.async{.mmio}.release.{gpu,cluster,sys}.add` of `.u32`/`.s32`/`.u64`/`.s64`;
/// `.mmio` only with `.sys`.
pub fn st_red_async(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f, nops, ty);
    let w = |x: &str| crate::isa::ptx::form::has_word(f, x);
    let red = f.row.op == Op::RedAsync;
    let m = &f.mods;
    if w("release") {
        if w("mbarrier::complete_tx::bytes") || nops != 2 || m.space == Space::Shared {
            return c.bad("the .release form stores to global memory: [a], b, with no mbarrier");
        }
        // (ptxas 13.5 also takes red.async's `.sys`, which the ISA lists only with `.mmio`.)
        let scope = w("gpu") || w("sys") || (red && w("cluster"));
        if !scope || (w("mmio") && !w("sys")) {
            return c.bad("the .release form needs its scope (.gpu or .sys, red.async also .cluster; .mmio only with .sys)");
        }
        if m.vec > 1 {
            return c.bad("the .release form takes no vector");
        }
        if matches!(ty, Ty::F16 | Ty::Bf16) || ty.is_packed_half() {
            return c.bad("the .release form stores 8- to 64-bit integers, .f32 or .f64");
        }
        if red
            && (m.sub != Sub::Atom(AtomOp::Add)
                || !matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64))
        {
            return c.bad("the .release form is .add of .u32, .s32, .u64 or .s64");
        }
        if let Some(msg) = satisfies(&p.module.target, 100, (8, 7), false) {
            return Err(c.e()(format!("`{}` (.release) {msg}", f.key)));
        }
        return Ok(());
    }
    if w("mmio") || w("gpu") || w("sys") || m.space == Space::Global {
        return c.bad(".mmio, .gpu, .sys and .global belong to the .release form");
    }
    if nops != 3 {
        return c.bad("takes [a], b, [mbar]");
    }
    if red {
        if !w("relaxed") || !w("cluster") {
            return c.bad("is written red.async.relaxed.cluster");
        }
        // (ptxas 13.5 also takes `.add.s64`, the same bits as `.add.u64`.)
        let ok = matches!(m.sub, Sub::Atom(op) if cluster_reduction(op, ty)
            || (op == AtomOp::Add && ty == Ty::S64));
        if !ok {
            return Err(c.e()(format!(
                "`{}`: red.async takes .inc/.dec .u32, .min/.max .u32/.s32, .and/.or/.xor .b32, .add .u32/.s32/.u64",
                f.key
            )));
        }
    } else if !matches!(ty.bits(), 32 | 64) || ty.is_packed_half() || ty.bits() * m.vec as u32 > 128
    {
        return c.bad("the mbarrier form stores .b32/.u32/.s32/.f32/.b64/.u64/.s64/.f64, scalar, .v2 or .v4 of at most 128 bits");
    }
    Ok(())
}
