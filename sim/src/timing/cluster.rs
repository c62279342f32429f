//! Thread-block clusters across SMs at the exchange. A cluster's CTAs run on
//! different SMs (dispatched together, `group::dispatch`); each counts its own warps'
//! arrivals at its cluster-barrier slot, and within a quantum an SM touches only
//! itself, so the phase of a cluster of several CTAs completes here: at each exchange,
//! in a fixed order (grid, cluster, SM, slot), a cluster whose arrivals reach its live
//! warps is released on every SM that holds one of its CTAs, whose waiting warps go on
//! from the exchange's cycle. The barrier's latency is therefore the time to the next
//! exchange (at most one quantum, an L2 round trip) [model: the hardware's cluster
//! barrier crosses the GPC's SM-to-SM network; its latency is not modelled apart].
//! Accesses to other CTAs' shared memory are performed here too (`apply_remote`),
//! the MMAs of tcgen05 CTA pairs (`apply_pairs`) and the cluster launch control's
//! cancellations (`apply_cancels`).

use super::group::GridRun;
use super::sm::{Env, Sm, SmFault};
use super::smmem::Remote;
use crate::func::barrier::cluster_complete;
use crate::func::clc::{deliver, response};
use crate::func::ext;
use crate::func::mask::LaneMask;
use crate::func::matrix::tcgen05::{pair_op, PairOp};
use crate::func::warp::MemEvent;
use std::ops::DerefMut;

/// A CTA of a cluster of several: (grid, cluster index, rank, SM, block slot).
type Member = (u32, u64, u32, u32, u32);

/// The resident CTAs of clusters of several CTAs, in (grid, cluster, rank) order. A
/// cluster's CTAs are consecutive blocks in rank order (`LaunchInfo::ctaid_of`).
fn members<S: DerefMut<Target = Sm>>(sms: &[S], out: &mut Vec<Member>) {
    out.clear();
    for (s, sm) in sms.iter().enumerate() {
        for (slot, c) in sm.ctas.iter().enumerate() {
            let k = c.state.cluster_ctas as u64;
            if c.busy && k > 1 {
                let rank = (c.block % k) as u32;
                out.push((c.grid, c.block / k, rank, s as u32, slot as u32));
            }
        }
    }
    out.sort_unstable();
}

/// Release the cluster barriers whose phase completed. `scratch` is reused between
/// calls (no allocation once it has grown).
pub(super) fn release_barriers<S: DerefMut<Target = Sm>>(sms: &mut [S], scratch: &mut Vec<Member>) {
    members(sms, scratch);
    let mut i = 0;
    while i < scratch.len() {
        let key = (scratch[i].0, scratch[i].1);
        let mut j = i;
        while j < scratch.len() && (scratch[j].0, scratch[j].1) == key {
            j += 1;
        }
        let members = &scratch[i..j];
        let done = cluster_complete(
            members
                .iter()
                .map(|&(.., s, slot)| &sms[s as usize].ctas[slot as usize].state),
        );
        if done {
            for &(.., s, slot) in members {
                sms[s as usize].release_cluster_barrier(slot as usize);
            }
        }
        i = j;
    }
}

/// Perform the accesses to other CTAs' shared memory (distributed shared memory,
/// `func::dsmem`) queued and due by `until` (`due`: a commit's after its MMAs, a bulk
/// copy's after its bytes; the others wait for a later exchange): SM by SM, each
/// SM's in issue order, on
/// the target CTA's shared memory; loaded values and atomics' old values go to the
/// issuing warps' registers (which the timing model holds until at least this
/// exchange, `Sm::remote_ready`). A target that is gone (its CTA exited: the
/// program broke CUDA's rule that a CTA's shared memory outlives its cluster's
/// accesses) is a fault of the issuing warp.
pub(super) fn apply_remote<S: DerefMut<Target = Sm>>(
    sms: &mut [S],
    scratch: &mut Vec<Member>,
    until: u64,
) {
    if sms.iter().all(|sm| sm.log.remote.is_empty()) {
        return;
    }
    members(sms, scratch);
    for s in 0..sms.len() {
        let queued = std::mem::take(&mut sms[s].log.remote);
        for q in &queued {
            if !due(&sms[s], q, until) {
                continue;
            }
            let (cs, wi, target) = locate(sms, scratch, s, q.warp, q.req.rank);
            let r = match target {
                Some((ts, tslot)) => {
                    let t = &mut sms[ts].ctas[tslot].state;
                    crate::func::dsmem::apply(&mut t.shared, &mut t.shared_written, &q.req)
                }
                None => Err(format!(
                    "shared::cluster: CTA rank {} of the cluster has exited (a CTA's shared memory must outlive the cluster's accesses to it)",
                    q.req.rank
                )),
            };
            let sm = &mut sms[s];
            match r {
                Ok(v) if q.req.dst != crate::ir::Operand::None => {
                    let w = &mut sm.ctas[cs].warps[wi];
                    w.write_lane(&q.req.dst, q.req.lane as u32, ext(v, q.req.ty));
                }
                Ok(_) => {}
                Err(msg) => fault(sm, (cs, wi), q.cycle, q.req.lane as u32, q.pc, msg),
            }
        }
        // Those not yet due stay, in issue order (the vector's storage goes back for
        // the next quantum).
        let mut queued = queued;
        queued.retain(|q| !due(&sms[s], q, until));
        sms[s].log.remote = queued;
    }
}

/// Whether the exchange at `until` performs `q`: its `not_before` has passed and the
/// bulk copy it belongs to, if any, has completed (its event is done or gone: retired
/// with its warp, or its CTA's slot holds another block).
fn due(sm: &Sm, q: &Remote, until: u64) -> bool {
    if q.not_before > until {
        return false;
    }
    let Some((id, block)) = q.event else {
        return true;
    };
    let (cs, wi) = slot_of(sm, q.warp);
    let c = &sm.ctas[cs];
    if !c.busy || c.block != block {
        return true;
    }
    c.time[wi]
        .events
        .iter()
        .find(|e| e.id == id && !matches!(e.kind, MemEvent::Tc05 | MemEvent::Wgmma))
        .is_none_or(|e| e.done <= until)
}

/// Perform the `.cta_group::2` MMAs and copies queued during the quantum: SM by SM,
/// each SM's in issue order, on the issuing CTA and its peer (`matrix::tcgen05::pair_op`),
/// after the quantum's accesses to other CTAs' shared memory [model: an access
/// issued after an MMA in the same quantum comes first; the ISA orders neither
/// before the MMA's completion is observed through its commit].
/// A peer that is gone is a fault of the issuing warp ("the peer CTA should be
/// active and should not have exited", Table 46).
pub(super) fn apply_pairs<S: DerefMut<Target = Sm>>(sms: &mut [S], scratch: &mut Vec<Member>) {
    if sms.iter().all(|sm| sm.log.pairs.is_empty()) {
        return;
    }
    members(sms, scratch);
    for s in 0..sms.len() {
        let queued = std::mem::take(&mut sms[s].log.pairs);
        for q in &queued {
            let (cs, wi, target) = locate(sms, scratch, s, q.warp, q.rank ^ 1);
            let r = match target {
                Some((ts, tslot)) if sms[ts].ctas[tslot].state.live_warps == 0 => Err(format!(
                    "the peer CTA (cluster rank {}) has exited; it must stay active while its pair's MMAs and copies run (PTX ISA Table 46)",
                    q.rank ^ 1
                )),
                Some((ts, tslot)) => {
                    // The peer's memories move out for the call (the two CTAs are on
                    // two SMs) and back.
                    let t = &mut sms[ts].ctas[tslot].state;
                    let (mut tmem, shared) = (t.tmem.take(), std::mem::take(&mut t.shared));
                    let o = &mut sms[s].ctas[cs].state;
                    let own = (&mut o.tmem, &o.shared[..]);
                    let r = pair_op(own, (&mut tmem, &shared[..]), q.rank, &q.x);
                    let t = &mut sms[ts].ctas[tslot].state;
                    (t.tmem, t.shared) = (tmem, shared);
                    r
                }
                None => Err(format!(
                    "the peer CTA (cluster rank {}) has exited; it must stay active while its pair's MMAs and copies run (PTX ISA Table 46)",
                    q.rank ^ 1
                )),
            };
            if let Err(msg) = r {
                let what = match q.x {
                    PairOp::Mma(_) => "tcgen05.mma",
                    PairOp::Cp(_) => "tcgen05.cp",
                };
                let msg = format!("{what}: {msg}");
                fault(&mut sms[s], (cs, wi), q.cycle, q.lane, q.pc, msg);
            }
        }
        let mut queued = queued;
        queued.clear();
        sms[s].log.pairs = queued;
    }
}

/// Decide the `clusterlaunchcontrol.try_cancel` requests queued during the quantum:
/// SM by SM, each SM's in issue order, each takes its grid's next cluster not yet
/// dispatched (which then never is) or fails when none is left; the answer goes to
/// the requesting CTA, or each CTA of its cluster (`func::clc::deliver`). Run before
/// the exchange dispatches blocks, so a cluster is either canceled or started.
pub(super) fn apply_cancels<S: DerefMut<Target = Sm>>(
    sms: &mut [S],
    runs: &mut [GridRun],
    env: &Env,
    scratch: &mut Vec<Member>,
) {
    if sms.iter().all(|sm| sm.log.cancels.is_empty()) {
        return;
    }
    members(sms, scratch);
    for s in 0..sms.len() {
        let queued = std::mem::take(&mut sms[s].log.cancels);
        for c in &queued {
            let (cs, _) = slot_of(&sms[s], c.warp);
            let g = sms[s].ctas[cs].grid;
            let li = &env.g(g).li;
            let k = li.cluster_ctas().max(1) as u64;
            let run = &mut runs[g as usize];
            let first = (run.next_block < run.nblocks).then(|| {
                let b = run.next_block;
                run.next_block += k;
                run.canceled += k;
                li.ctaid_of(b)
            });
            let answer = response(first);
            for dest in LaneMask(c.q.ranks as u64).iter() {
                let dest = dest as u32;
                let (cs, wi, target) = locate(sms, scratch, s, c.warp, dest);
                // (A CTA outside a cluster of several is not among the members.)
                let target = if dest == c.rank {
                    Some((s, cs))
                } else {
                    target
                };
                let r = match target {
                    Some((ts, tslot)) if sms[ts].ctas[tslot].state.live_warps > 0 => {
                        let t = &mut sms[ts].ctas[tslot].state;
                        deliver(&mut t.shared, &mut t.shared_written, &c.q, answer)
                    }
                    _ => Err(format!(
                        "CTA rank {dest} of the cluster has exited; .multicast::cluster::all needs every CTA of the cluster"
                    )),
                };
                if let Err(msg) = r {
                    let msg = format!("clusterlaunchcontrol.try_cancel: {msg}");
                    fault(&mut sms[s], (cs, wi), c.cycle, c.q.lane as u32, c.pc, msg);
                }
            }
        }
        let mut queued = queued;
        queued.clear();
        sms[s].log.cancels = queued;
    }
}

/// The issuing warp's (CTA slot, warp index) on SM `s` and the (SM, slot) of the CTA
/// of cluster rank `rank` in its cluster, if resident (`scratch`: `members`).
fn locate<S: DerefMut<Target = Sm>>(
    sms: &[S],
    scratch: &[Member],
    s: usize,
    warp: u32,
    rank: u32,
) -> (usize, usize, Option<(usize, usize)>) {
    let (cs, wi) = slot_of(&sms[s], warp);
    let src = &sms[s].ctas[cs];
    let k = src.state.cluster_ctas.max(1) as u64;
    let key = (src.grid, src.block / k, rank);
    let target = scratch
        .binary_search_by(|m| (m.0, m.1, m.2).cmp(&key))
        .ok()
        .map(|i| (scratch[i].3 as usize, scratch[i].4 as usize));
    (cs, wi, target)
}

/// The (CTA slot, warp index) of warp id `warp` of `sm`.
fn slot_of(sm: &Sm, warp: u32) -> (usize, usize) {
    let wpb = sm.slot_width();
    ((warp / wpb) as usize, (warp % wpb) as usize)
}

/// Record a fault of warp `wi` of CTA slot `cs` on `sm` (the first one stays).
fn fault(sm: &mut Sm, (cs, wi): (usize, usize), cycle: u64, lane: u32, pc: u32, msg: String) {
    let w = &sm.ctas[cs].warps[wi];
    let f = SmFault {
        lane: Some(lane),
        ..SmFault::of_warp(sm.ctas[cs].grid, cycle, w, pc, msg)
    };
    sm.fault.get_or_insert(f);
}
