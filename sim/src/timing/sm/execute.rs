//! What an issued instruction occupies and when its results are ready: its unit's
//! pipeline (initiation interval), register-bank conflicts, shared-memory bank
//! conflicts, the memory path (`lsu`) for global accesses; the scoreboard or the AMD
//! memory events record the completion. Also the AMD wait-counter rule.

use super::{sb_enc, Env, Ev, Sm, SmFault, NEVER};
use crate::config::GpuConfig;
use crate::func::exec::{AccessLog, AccessSpace};
use crate::func::warp::MemEvent;
use crate::ir::{WaitLimits, ASYNC_WAIT_ALL};
use crate::timing::spec::{Flavor, MemKind, TInst};

impl Sm {
    /// Record the timing effects of one issued instruction: the unit it occupies,
    /// register-bank and shared-memory bank conflicts, and when its results are
    /// ready (scoreboard or AMD memory events). Returns that cycle (`NEVER` = when
    /// the memory system answers) and the load/store token that will tell.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn timing_of(
        &mut self,
        env: &Env,
        s: usize,
        cs: usize,
        wi: usize,
        wid: u32,
        pc: u32,
        ti: &TInst,
        ev_before: u32,
    ) -> (u64, Option<u32>) {
        let now = self.now;
        let mut lat = ti.latency as u64;
        let mut busy = ti.interval as u64;
        // Register-bank conflicts stretch operand reads.
        let penalty = ti.bank as u64;
        if penalty > 0 {
            self.scheds[s].bank_busy = now + 1 + penalty;
            busy += penalty;
            lat += penalty;
        }
        // Memory: when the results are ready (`None` = when memory answers).
        let mut done = Some(now + lat);
        let mut from_mem = false;
        let mut token = None;
        match ti.mem {
            MemKind::None => {}
            MemKind::Constant => from_mem = true,
            MemKind::Shared => {
                let degree = bank_degree(&self.access, env.cfg) as u64;
                busy *= degree.max(1);
                lat += degree.saturating_sub(1) * ti.interval as u64;
                done = Some(now + lat);
                from_mem = true;
            }
            MemKind::Vector => {
                from_mem = true;
                match self.vector_access(env, wid, pc, ti, ev_before) {
                    Ok(at) => done = Some(at),
                    Err(t) => {
                        done = None;
                        token = Some(t);
                    }
                }
            }
        }
        // Another CTA's shared memory (distributed shared memory): the access is
        // performed at the exchange (`timing::cluster::apply_remote`), so its result
        // is ready no earlier than the quantum's end.
        if self.log.remote.len() > self.remote_before {
            match env.cfg.memory.dsmem_latency {
                Some(l) => {
                    let r = (now + l as u64).max(self.quantum_end);
                    done = done.map(|d| d.max(r));
                }
                None => {
                    let msg = "an access to another CTA's shared memory, and the config has no memory.dsmem_latency (the SM-to-SM network's load-to-use latency)".to_string();
                    let grid = self.ctas[cs].grid;
                    let f = SmFault::of_warp(grid, now, &self.ctas[cs].warps[wi], pc, msg);
                    self.fault.get_or_insert(f);
                }
            }
        }
        // A multicast tcgen05.commit's arrivals on other CTAs' barriers wait for the
        // MMAs it tracks, as its own barrier's waiters do (`Mark`): the exchange
        // performs them no earlier than the last one's end.
        if self.log.remote.len() > self.remote_before
            && env.g(self.ctas[cs].grid).prog.code[pc as usize].op == crate::ir::Op::Tc05Commit
        {
            let t = &self.ctas[cs].time[wi];
            let end = t
                .events
                .iter()
                .filter(|e| e.kind == MemEvent::Tc05)
                .map(|e| e.done)
                .max()
                .unwrap_or(0);
            for r in &mut self.log.remote[self.remote_before..] {
                r.not_before = end;
            }
        }
        // tcgen05.mma and tcgen05.cp: queued on the SM's tensor core
        // (`Flavor::Tc05Mma`); the issuing warp only hands them over, and
        // `tcgen05.commit`'s barrier tells their end.
        if ti.flavor == Flavor::Tc05Mma {
            let n = self.ctas[cs].warps[wi].tc05_n;
            if n > 0 {
                // The time grows with the units of work issued (`TInst::per_unit`).
                let more = (n - 1) as u64;
                let interval = ti.interval as u64 + more * ti.per_unit.1 as u64;
                let latency = ti.latency as u64 + more * ti.per_unit.0 as u64;
                // A CTA pair's MMA or copy is performed at the exchange
                // (`cluster::apply_pairs`), so it completes no earlier than the
                // quantum's end.
                let pair = match env.g(self.ctas[cs].grid).prog.code[pc as usize].mods.sub {
                    crate::ir::Sub::Tc05Mma(f) => f.pair,
                    crate::ir::Sub::Tc05Cp(f) => f.pair,
                    _ => false,
                };
                let start = now.max(self.tc05_free);
                self.tc05_free = start + interval;
                let end = if pair {
                    (start + latency).max(self.quantum_end)
                } else {
                    start + latency
                };
                let t = &mut self.ctas[cs].time[wi];
                t.events.push(Ev {
                    id: t.tc05_issued,
                    kind: MemEvent::Tc05,
                    done: end,
                    group: 0,
                });
                t.tc05_issued += 1;
                // (No register waits for it: `done` is the statistics' latency.)
                done = Some(end);
            } else {
                done = Some(now + 1);
            }
            busy = 1;
        }
        // The unit: the earliest free pipeline takes it.
        let pipes = &mut self.scheds[s].units[ti.unit as usize];
        if let Some(p) = pipes.iter_mut().min_by_key(|p| **p) {
            *p = now + busy;
        }
        let k = ti.key as usize;
        let g = env.g(self.ctas[cs].grid);
        let gs = &mut self.stats.grids[self.ctas[cs].grid as usize];
        if let Some(e) = gs.per_key.get_mut(k) {
            // Issue to result; a load that waits for memory adds its latency when
            // the answer comes (`lsu`).
            e.0 += 1;
            e.1 += done.map_or(0, |d| d.saturating_sub(now).max(lat));
        }
        let when = done.unwrap_or(NEVER);
        if ti.deferred {
            // AMD memory, PTX cp.async: the events this instruction started complete
            // at `done`.
            let next_event = self.ctas[cs].warps[wi].next_event;
            let kind =
                MemEvent::of_defer(g.prog.code[pc as usize].mods.defer).unwrap_or(MemEvent::Ds);
            let t = &mut self.ctas[cs].time[wi];
            let group = t.groups_of(kind);
            for id in ev_before..next_event {
                t.events.push(Ev {
                    id,
                    kind,
                    done: when,
                    group,
                });
            }
            // A bulk copy's writes and barrier completions in other CTAs (multicast,
            // `.cta_group::2`) land when its bytes have arrived, as its own barrier's
            // do (`cluster::apply_remote`).
            if next_event != ev_before && self.log.remote.len() > self.remote_before {
                let at = Some((next_event.wrapping_sub(1), self.ctas[cs].block));
                for r in &mut self.log.remote[self.remote_before..] {
                    r.event = at;
                }
            }
            return (when, token);
        }
        // wgmma: the operation completes after its latency (what `wgmma.wait_group`
        // waits for); its accumulator may feed the next wgmma once the pipe has
        // taken this one (the issue interval), which is when the scoreboard frees D.
        let when = if ti.flavor == Flavor::Wgmma {
            let t = &mut self.ctas[cs].time[wi];
            t.events.push(Ev {
                id: 0,
                kind: MemEvent::Wgmma,
                done: when,
                group: t.wgmma_groups,
            });
            now + busy
        } else {
            when
        };
        let base = (cs * env.wpb as usize + wi) * env.sb_stride as usize;
        let v = sb_enc(when, from_mem);
        for &sl in g.spec.dsts(ti) {
            self.sb[base + sl as usize] = v;
        }
        (when, token)
    }
}

/// When a wait's limits are met: for each counter, the outstanding covered events
/// (oldest first) beyond the limit must have completed. Returns the cycle (`NEVER`
/// if a needed completion is not known yet).
pub(super) fn wait_ready(events: &[Ev], l: &WaitLimits, now: u64) -> u64 {
    let mut at = 0u64;
    let mut check = |limit: u8, covers: &dyn Fn(MemEvent) -> bool| {
        if limit == 255 {
            return;
        }
        // Outstanding covered events, in issue order (however many there are).
        let outstanding = || events.iter().filter(|e| covers(e.kind) && e.done > now);
        let n = outstanding().count();
        if n > limit as usize {
            // Counters decrement in order: the (n - limit) oldest must be done.
            let k = n - limit as usize;
            let t = outstanding().take(k).map(|e| e.done).max().unwrap_or(0);
            at = at.max(t);
        }
    };
    let stores = l.vm_has_stores;
    check(l.vm, &|k| {
        k == MemEvent::VmLoad || (stores && k == MemEvent::VmStore)
    });
    check(l.store, &|k| k == MemEvent::VmStore);
    check(l.lgkm, &|k| k == MemEvent::Smem || k == MemEvent::Ds);
    check(l.km, &|k| k == MemEvent::Smem);
    check(l.ds, &|k| k == MemEvent::Ds);
    at
}

/// When `cp.async.wait_group keep` (copies of `kind` AsyncCopy) or
/// `cp.async.bulk.wait_group keep` (BulkStore) may go on: every copy of a group older
/// than the `keep` most recent committed ones has landed (`ASYNC_WAIT_ALL`: every
/// copy, the uncommitted ones too). `groups` counts the warp's commits of that kind.
/// Returns the cycle (`NEVER` if a needed completion is not known yet).
pub(super) fn async_wait_ready(
    events: &[Ev],
    kind: MemEvent,
    groups: u32,
    keep: u32,
    now: u64,
) -> u64 {
    events
        .iter()
        .filter(|e| e.kind == kind && e.done > now)
        // Copies of group g are covered when fewer than `keep` commits came after g's.
        .filter(|e| keep == ASYNC_WAIT_ALL || groups.wrapping_sub(e.group) > keep)
        .map(|e| e.done)
        .max()
        .unwrap_or(0)
}

/// Shared-memory bank conflict degree of the noted accesses: the most distinct words
/// any one bank must deliver (1 = conflict free).
fn bank_degree(log: &AccessLog, cfg: &GpuConfig) -> u32 {
    let banks = cfg.memory.shared.banks as u64;
    let width = cfg.memory.shared.bank_width as u64;
    let mut words: [u64; 64] = [u64::MAX; 64];
    let mut n = 0usize;
    for a in log
        .entries
        .iter()
        .filter(|a| a.space == AccessSpace::Shared)
    {
        let w = a.addr / width;
        if !words[..n].contains(&w) && n < 64 {
            words[n] = w;
            n += 1;
        }
    }
    super::l1stages::most_per_bank(&mut words[..n], banks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::WaitLimits;

    fn ev(id: u32, kind: MemEvent, done: u64) -> Ev {
        Ev {
            id,
            kind,
            done,
            group: 0,
        }
    }

    #[test]
    fn a_wait_counts_every_outstanding_event_in_issue_order() {
        // 100 stores in flight, completing out of order (the last one first), and one
        // load. `vscnt(0)` needs all 100 (more than any fixed buffer of them held),
        // `vscnt(30)` the oldest 70; `vmcnt(0)` on RDNA only the load.
        let mut events: Vec<Ev> = (0..100)
            .map(|i| {
                ev(
                    i,
                    MemEvent::VmStore,
                    if i == 99 { 5000 } else { 200 + i as u64 },
                )
            })
            .collect();
        events.push(ev(100, MemEvent::VmLoad, 900));
        let limits = |vm: u8, store: u8, vm_has_stores: bool| WaitLimits {
            vm,
            store,
            vm_has_stores,
            ..WaitLimits::NONE
        };
        assert_eq!(wait_ready(&events, &limits(255, 0, false), 100), 5000);
        assert_eq!(wait_ready(&events, &limits(255, 30, false), 100), 269);
        assert_eq!(wait_ready(&events, &limits(0, 255, false), 100), 900);
        // On GFX9 the stores count in vmcnt too.
        assert_eq!(wait_ready(&events, &limits(0, 255, true), 100), 5000);
        // Events done by `now` no longer count: at 250, stores 51..=99 (49) remain.
        assert_eq!(wait_ready(&events, &limits(255, 48, false), 250), 251);
        assert_eq!(wait_ready(&events, &limits(255, 49, false), 250), 0);
    }
}
