//! Releasing block barriers. A barrier releases when the warps that arrived reach its
//! target (all live warps of the block, or the count given to `bar.sync a, b`);
//! warps that exit lower the "all live warps" target, so partially exited blocks do
//! not hang. `bar.red` results are delivered at release.

use super::warp::{CtaState, LaneVals, Warp, WarpStatus, CLUSTER_BARRIER};
use crate::ir::{BarMode, EXIT_PC};

/// Release barrier `id` of `cta` if it is complete. `warps` are the block's warps in
/// index order. Returns whether it released.
pub fn try_release(cta: &mut CtaState, warps: &mut [Warp], id: usize) -> bool {
    // A cluster barrier spanning several CTAs is the engine's to release.
    if id == CLUSTER_BARRIER && cta.cluster_ctas > 1 {
        return false;
    }
    let target = cta.barrier_target(id);
    let bar = &cta.barriers[id];
    if bar.arrived == 0 || bar.arrived < target {
        return false;
    }
    release(cta, warps, id);
    true
}

/// Has the cluster barrier of a cluster of several CTAs (`ctas`, the cluster's CTAs
/// still resident) completed its phase: their arrivals reach their live warps?
/// (Threads that exited do not take part, PTX ISA, barrier.cluster.) Then
/// [`release_cluster_member`] each of them.
pub fn cluster_complete<'a>(ctas: impl Iterator<Item = &'a CtaState>) -> bool {
    let (mut arrived, mut live) = (0u32, 0u32);
    for c in ctas {
        arrived += c.barriers[CLUSTER_BARRIER].arrived;
        live += c.live_warps;
    }
    arrived > 0 && arrived >= live
}

/// Release one CTA's part of a completed cluster barrier phase.
pub fn release_cluster_member(cta: &mut CtaState, warps: &mut [Warp]) {
    release(cta, warps, CLUSTER_BARRIER);
}

/// Wake barrier `id`'s waiters (delivering `bar.red` results) and reset it.
fn release(cta: &mut CtaState, warps: &mut [Warp], id: usize) {
    let bar = &mut cta.barriers[id];
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
    if id == CLUSTER_BARRIER {
        cta.cluster_phase = cta.cluster_phase.wrapping_add(1);
    }
    let bar = &mut cta.barriers[id];
    bar.arrived = 0;
    bar.expected = 0;
    bar.red_popc = 0;
    bar.red_and = true;
    bar.red_or = false;
}

/// Try every barrier of the block; returns whether any released.
pub fn release_ready(cta: &mut CtaState, warps: &mut [Warp]) -> bool {
    let mut any = false;
    for id in 0..cta.barriers.len() {
        any |= try_release(cta, warps, id);
    }
    any
}

/// A block deadlock: every live warp waits at a barrier that nothing can release.
#[derive(Debug, Clone)]
pub struct Deadlock {
    /// Index (within the block) of the first waiting warp.
    pub warp: usize,
    /// The barrier instruction it waits at.
    pub pc: u32,
    pub msg: String,
}

/// Diagnose a deadlock: `Some` when no warp of the block can make progress again
/// (every warp has exited or waits at a barrier, and at least one waits). Call after
/// [`try_release`]/[`release_ready`] had their chance.
pub fn deadlock(cta: &CtaState, warps: &[Warp]) -> Option<Deadlock> {
    if warps
        .iter()
        .any(|w| !matches!(w.status, WarpStatus::Barrier(_) | WarpStatus::Done))
    {
        return None;
    }
    // The other CTAs of a cluster may still release its barrier (the engine judges a
    // cluster as a whole).
    if cta.cluster_ctas > 1
        && warps
            .iter()
            .any(|w| w.status == WarpStatus::Barrier(CLUSTER_BARRIER as u8))
    {
        return None;
    }
    let waiting: Vec<&Warp> = warps
        .iter()
        .filter(|w| matches!(w.status, WarpStatus::Barrier(_)))
        .collect();
    let first = *waiting.first()?;
    let exited = warps
        .iter()
        .filter(|w| w.status == WarpStatus::Done)
        .count();
    // Warps may wait at different barriers: each barrier with its own warps.
    let mut bars: Vec<u8> = waiting
        .iter()
        .filter_map(|w| match w.status {
            WarpStatus::Barrier(b) => Some(b),
            _ => None,
        })
        .collect();
    bars.sort_unstable();
    bars.dedup();
    let groups: Vec<String> = bars
        .iter()
        .map(|&b| {
            let ids: Vec<String> = waiting
                .iter()
                .filter(|w| w.status == WarpStatus::Barrier(b))
                .map(|w| w.index.to_string())
                .collect();
            let name = if b as usize == CLUSTER_BARRIER {
                "the cluster barrier (barrier.cluster.wait)".to_string()
            } else {
                format!("barrier {b}")
            };
            format!(
                "warps [{}] wait at {name} ({} of {} required warps arrived)",
                ids.join(", "),
                cta.barriers[b as usize].arrived,
                cta.barrier_target(b as usize),
            )
        })
        .collect();
    let msg = format!(
        "barrier deadlock: {}; {exited} warp(s) of the block exited",
        groups.join("; ")
    );
    // The barrier instruction is the one before the warp's current pc.
    let pc = if first.pc() == EXIT_PC {
        EXIT_PC
    } else {
        first.pc().saturating_sub(1)
    };
    Some(Deadlock {
        warp: first.index as usize,
        pc,
        msg,
    })
}
