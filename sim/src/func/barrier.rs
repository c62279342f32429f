//! Releasing block barriers. A barrier releases when the warps that arrived reach its
//! target (all live warps of the block, or the count given to `bar.sync a, b`);
//! warps that exit lower the "all live warps" target, so partially exited blocks do
//! not hang. `bar.red` results are delivered at release.

use super::warp::{CtaState, LaneVals, Warp, WarpStatus};
use crate::ir::BarMode;

/// Release barrier `id` of `cta` if it is complete. `warps` are the block's warps in
/// index order. Returns whether it released.
pub fn try_release(cta: &mut CtaState, warps: &mut [Warp], id: usize) -> bool {
    let target = cta.barrier_target(id);
    let bar = &mut cta.barriers[id];
    if bar.arrived == 0 || bar.arrived < target {
        return false;
    }
    let (popc, all, any) = (bar.red_popc, bar.red_and, bar.red_or);
    for &wi in &bar.waiting {
        let w = &mut warps[wi as usize];
        w.status = WarpStatus::Ready;
        if let Some((dst, mask, mode)) = w.pending_red.take() {
            let v = match mode {
                BarMode::RedAnd => all as u64,
                BarMode::RedOr => any as u64,
                _ => popc,
            };
            let vals: LaneVals = [v; 64];
            w.write(&dst, mask, &vals);
        }
    }
    bar.waiting.clear();
    bar.arrived = 0;
    bar.expected = 0;
    bar.red_popc = 0;
    bar.red_and = true;
    bar.red_or = false;
    true
}

/// Try every barrier of the block; returns whether any released.
pub fn release_ready(cta: &mut CtaState, warps: &mut [Warp]) -> bool {
    let mut any = false;
    for id in 0..cta.barriers.len() {
        any |= try_release(cta, warps, id);
    }
    any
}
