//! The rule of the `clusterlaunchcontrol` rows (PTX ISA 9.0, 9.7.13.17-18).

use super::Ctx;
use crate::error::ParseError;
use crate::ir::Ty;

/// `clusterlaunchcontrol.try_cancel.async{.shared::cta}.mbarrier::complete_tx::bytes
/// {.multicast::cluster::all}.b128 [addr], [mbar]` (the multicast on sm_100a, sm_101a
/// (sm_110a), sm_120a or, from PTX ISA 8.8, their families) and
/// `clusterlaunchcontrol.query_cancel` as `.is_canceled.pred.b128 p, r`,
/// `.get_first_ctaid.v4.b32.b128 {x, y, z, _}, r` or `.get_first_ctaid::{x,y,z}.b32.b128
/// d, r`.
pub fn clc(c: &Ctx) -> Result<(), ParseError> {
    bind!(c; p, f);
    let has = |w: &str| f.words.iter().any(|(_, x)| x == w);
    if f.row.name == "clusterlaunchcontrol.try_cancel" {
        if !has("async") || !has("mbarrier::complete_tx::bytes") {
            return c.bad("is written clusterlaunchcontrol.try_cancel.async{.shared::cta}.mbarrier::complete_tx::bytes{.multicast::cluster::all}.b128 [addr], [mbar]");
        }
        if has("multicast::cluster::all") {
            let t = &p.module.target;
            crate::isa::ptx::target::specific_in(t, &[10, 11, 12])
                .or_else(|e| {
                    if t.arch == 101 && t.arch_suffix == Some('a') {
                        Ok(())
                    } else {
                        Err(e)
                    }
                })
                .map_err(|why| c.e()(format!("`{}`: .multicast::cluster::all {why}", f.key)))?;
        }
        return Ok(());
    }
    let what: Vec<&str> = f
        .words
        .iter()
        .map(|(_, w)| w.as_str())
        .filter(|w| *w == "is_canceled" || w.starts_with("get_first_ctaid"))
        .collect();
    let vec = f.mods.vec;
    let ok = match (what.as_slice(), c.ty2 == Ty::B128) {
        (["is_canceled"], true) => c.ty == Ty::Pred && vec <= 1,
        (["get_first_ctaid"], true) => c.ty == Ty::B32 && vec == 4,
        ([d], true) if d.starts_with("get_first_ctaid::") => c.ty == Ty::B32 && vec <= 1,
        _ => false,
    };
    if !ok {
        return c.bad("is written .is_canceled.pred.b128 p, r, .get_first_ctaid.v4.b32.b128 {x, y, z, _}, r or .get_first_ctaid::{x,y,z}.b32.b128 d, r");
    }
    Ok(())
}
