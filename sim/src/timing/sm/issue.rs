//! The issue loop of an SM: each cycle every scheduler walks its warps in the
//! policy's order and issues up to `issue_width` whose own state (barrier,
//! instruction buffer, scoreboard, wait counters) and whose scheduler's resources
//! (unit, register-bank port, load/store queue) allow it; every slot that does not
//! issue is charged one stall reason. An issued instruction executes functionally
//! here, then `execute` decides what it occupies and when its results are ready.

use super::execute::{async_wait_ready, wait_ready};
use super::{sb_dec, Env, Mark, Sm, SmFault, Wake, NEVER, TIMELINE};
use crate::func::barrier::{deadlock, release_ready, try_release};
use crate::func::exec::{step, Ctx, Flow};
use crate::func::memory::GlobalMemory;
use crate::func::warp::WarpStatus;
use crate::ir::amd::MemEvent;
use crate::ir::{Sub, ASYNC_WAIT_ALL};
use crate::timing::smmem::SmMem;
use crate::timing::spec::{Flavor, MemKind, TInst};
use crate::timing::stall::Stall;
use crate::trace::event::TEv;

impl Sm {
    /// One cycle: every scheduler tries to issue. Returns the next cycle anything can
    /// happen; each scheduler records in `stalled` why its slots stalled.
    pub(super) fn cycle(&mut self, env: &Env, image: &GlobalMemory) -> u64 {
        let now = self.now;
        let mut next = NEVER;
        let wpb = env.wpb;
        for s in 0..self.scheds.len() {
            if self.scheds[s].sleep > now {
                next = next.min(self.scheds[s].sleep);
                if let Some((reason, w)) = self.scheds[s].stalled {
                    self.charge(s, reason, w, now, 1, self.issue_width as u64);
                }
                continue;
            }
            let mut snext = NEVER;
            let mut order = std::mem::take(&mut self.scheds[s].order);
            if !self.scheds[s].order_valid {
                order.clear();
                let sc = &mut self.scheds[s];
                sc.policy.order(&sc.warps, &mut order);
                sc.order_valid = true;
            }
            if order.is_empty() {
                self.charge(s, Stall::NoWarp, None, now, 1, self.issue_width as u64);
                self.scheds[s].stalled = Some((Stall::NoWarp, None));
                self.scheds[s].sleep = NEVER;
                self.scheds[s].order = order;
                continue;
            }
            let mut issued = 0u32;
            let mut first: Option<(Stall, u32)> = None;
            let mut throttled = false;
            for &wid in &order {
                if issued == self.issue_width || self.fault.is_some() {
                    break;
                }
                // (The block slot and index are only needed past the cached wake; a
                // division per skipped warp costs more than the skip.)
                let slot_of = |wid: u32| ((wid / wpb) as usize, (wid % wpb) as usize);
                let wk = self.wake[wid as usize];
                let mut fresh = false;
                let check = if wk.ok {
                    self.sched_ready(env, s, (wid / wpb) as usize, wk.pc as usize)
                } else if wk.at > now {
                    Err((wk.why, wk.at))
                } else {
                    fresh = true;
                    let (cs, wi) = slot_of(wid);
                    match self.warp_ready(env, cs, wi) {
                        Ok(pc) => {
                            // (A tcgen05.alloc's readiness can turn back: another
                            // block's may take the columns first. It is looked at anew.)
                            let alloc = env
                                .g(self.ctas[cs].grid)
                                .spec
                                .insts
                                .get(pc)
                                .is_some_and(|t| t.flavor == Flavor::Tc05Alloc);
                            if !alloc {
                                self.wake[wid as usize] = Wake {
                                    ok: true,
                                    pc: pc as u32,
                                    ..Wake::UNKNOWN
                                };
                            }
                            self.sched_ready(env, s, cs, pc)
                        }
                        Err((why, at)) => {
                            self.wake[wid as usize] = Wake {
                                at,
                                why,
                                ..Wake::UNKNOWN
                            };
                            Err((why, at))
                        }
                    }
                };
                match check {
                    Ok(()) => {
                        self.wake[wid as usize] = Wake::UNKNOWN;
                        let (cs, wi) = slot_of(wid);
                        self.issue(env, image, s, cs, wi, wid);
                        let sc = &mut self.scheds[s];
                        if sc.policy.reorders_on_issue(wid) {
                            sc.order_valid = false;
                        }
                        sc.policy.issued(wid);
                        issued += 1;
                    }
                    Err((reason, wake)) => {
                        snext = snext.min(wake);
                        throttled |= reason == Stall::MemThrottle;
                        // A memory stall is news to the policy once.
                        if fresh && reason == Stall::MemoryWait {
                            self.scheds[s].policy.long_stall(wid);
                            self.scheds[s].order_valid = false;
                        }
                        if first.is_none() {
                            first = Some((reason, wid));
                        }
                    }
                }
            }
            self.scheds[s].order = order;
            self.scheds[s].stalled = None;
            self.scheds[s].throttled = throttled;
            if issued > 0 {
                snext = now + 1;
            }
            self.scheds[s].sleep = snext;
            next = next.min(snext);
            let idle = (self.issue_width - issued) as u64;
            if idle > 0 {
                let (reason, w) = match first {
                    Some((r, w)) => (r, Some(w)),
                    None => (Stall::NoWarp, None),
                };
                self.charge(s, reason, w, now, 1, idle);
                if issued == 0 {
                    self.scheds[s].stalled = Some((reason, w));
                }
            }
        }
        next
    }

    /// Does the state of warp `wi` of block slot `cs` let it issue now? Returns its pc,
    /// or why not and when it may (`NEVER` = not before something else happens).
    fn warp_ready(&self, env: &Env, cs: usize, wi: usize) -> Result<usize, (Stall, u64)> {
        let now = self.now;
        let c = &self.ctas[cs];
        let w = &c.warps[wi];
        let t = &c.time[wi];
        if let WarpStatus::Barrier(_) = w.status {
            return Err((Stall::Barrier, NEVER));
        }
        if t.ibuf > now {
            // Before its first instruction only the wave launcher holds a warp back.
            let why = if t.issued == 0 && self.wave_launch > 0 {
                Stall::Launch
            } else {
                Stall::IBufferEmpty
            };
            return Err((why, t.ibuf));
        }
        let pc = w.pc() as usize;
        let g = env.g(c.grid);
        let spec = g.spec;
        let Some(ti) = spec.insts.get(pc) else {
            // Past the end: the step reports it (or returns from the function).
            return Ok(pc);
        };
        let sb = &self.sb[(cs * env.wpb as usize + wi) * env.sb_stride as usize..];
        let dep = |ti: &TInst| -> (u64, bool) {
            let mut m = 0u64;
            for &sl in spec.srcs(ti).iter().chain(spec.dsts(ti)) {
                m = m.max(sb[sl as usize]);
            }
            sb_dec(m)
        };
        let (mut m, mut mem) = dep(ti);
        if let Some(t2) = spec.insts.get(pc + 1).filter(|t2| t2.dual_second) {
            let (m2, mem2) = dep(t2);
            if m2 > m {
                (m, mem) = (m2, mem2);
            }
        }
        if m > now {
            return Err((
                if mem {
                    Stall::MemoryWait
                } else {
                    Stall::Dependency
                },
                m,
            ));
        }
        if ti.flavor == Flavor::Wait {
            if let Sub::Wait(l) = g.prog.code[pc].mods.sub {
                let r = wait_ready(&t.events, &l, now);
                if r > now {
                    return Err((Stall::MemoryWait, r));
                }
            }
        }
        if matches!(
            ti.flavor,
            Flavor::AsyncWait | Flavor::BulkWait | Flavor::WgmmaWait
        ) {
            if let Sub::AsyncWait(keep) = g.prog.code[pc].mods.sub {
                let kind = match ti.flavor {
                    Flavor::BulkWait => MemEvent::BulkStore,
                    Flavor::WgmmaWait => MemEvent::Wgmma,
                    _ => MemEvent::AsyncCopy,
                };
                let r = async_wait_ready(&t.events, kind, t.groups_of(kind), keep, now);
                if r > now {
                    return Err((Stall::AsyncWait, r));
                }
            }
        }
        // wgmma waits for the warps of its warpgroup (`func::warpgroup`); they are
        // at most a few instructions apart, so look again next cycle.
        if matches!(ti.flavor, Flavor::Wgmma | Flavor::WgmmaWait) {
            match crate::func::warpgroup::gate(g.prog, &c.warps, wi) {
                crate::func::warpgroup::Gate::Go => {}
                crate::func::warpgroup::Gate::Wait => return Err((Stall::Barrier, now + 1)),
                // `issue` reports it (after the exit or the issue that made it so).
                crate::func::warpgroup::Gate::Never(_) => return Err((Stall::Barrier, NEVER)),
            }
        }
        // tcgen05.alloc waits for the SM's columns other blocks hold (looked at again
        // each cycle: another SM-local block's dealloc frees them).
        if ti.flavor == Flavor::Tc05Alloc {
            // (Columns only this block holds never come back, and an nCols the ISA
            // does not allow is refused by the allocation: both go on and fault.)
            let n = tmem_request(&g.prog.code[pc], w, g.li);
            let legal = n.is_power_of_two() && (32..=crate::func::tmem::COLS).contains(&n);
            if legal
                && self.tmem_used.saturating_add(n) > crate::func::tmem::COLS
                && self.tmem_used > c.tmem_cols
            {
                return Err((Stall::Barrier, now + 1));
            }
        }
        if ti.flavor == Flavor::MbarWait {
            let r = mbar_ready(c, &g.prog.code[pc], w, now);
            if r > now {
                return Err((Stall::AsyncWait, r));
            }
        }
        // PTX griddepcontrol.wait: "wait until all prerequisite grids in flight have
        // completed and all their memory operations are performed and made visible"
        // (PTX ISA, griddepcontrol). A grid's prerequisites are the grids before it.
        if ti.flavor == Flavor::GridWait && env.complete < c.grid {
            return Err((Stall::GridDependency, NEVER));
        }
        Ok(pc)
    }

    /// Can scheduler `s` issue the instruction at `pc` now (register-bank read port,
    /// functional unit)? Else why, and when it may.
    fn sched_ready(&self, env: &Env, s: usize, cs: usize, pc: usize) -> Result<(), (Stall, u64)> {
        let now = self.now;
        let Some(ti) = env.g(self.ctas[cs].grid).spec.insts.get(pc) else {
            return Ok(());
        };
        let sc = &self.scheds[s];
        if sc.bank_busy > now {
            return Err((Stall::BankConflict, sc.bank_busy));
        }
        let free = sc.units[ti.unit as usize]
            .iter()
            .copied()
            .min()
            .unwrap_or(0);
        if free > now {
            return Err((Stall::UnitBusy, free));
        }
        // A full load/store queue takes no more memory instructions. Only a departure
        // frees a place, and `lsu_step` wakes every scheduler when one does, so the
        // slot need not look again before (an answer arriving changes nothing here).
        if ti.mem == MemKind::Vector && self.lsus[self.l1_of_sched(s)].full() {
            return Err((Stall::MemThrottle, NEVER));
        }
        Ok(())
    }

    /// Issue the next instruction of warp `wi` (id `wid`): execute it, then set when
    /// its results are ready and what it occupies.
    fn issue(&mut self, env: &Env, image: &GlobalMemory, s: usize, cs: usize, wi: usize, wid: u32) {
        let now = self.now;
        let pc = self.ctas[cs].warps[wi].pc();
        let grid = self.ctas[cs].grid;
        let g = env.g(grid);
        let ti = g.spec.insts.get(pc as usize).copied();
        let dual = g
            .spec
            .insts
            .get(pc as usize + 1)
            .is_some_and(|t| t.dual_second);
        let ev_before = self.ctas[cs].warps[wi].next_event;
        self.access.entries.clear();
        self.remote_before = self.log.remote.len();
        let active = self.ctas[cs].warps[wi].active().count() as u64;
        // The columns a tcgen05.alloc/dealloc takes or gives back (read before it runs;
        // a pc past the code has no instruction: the step reports it).
        let tmem_op = ti.map(|t| t.flavor);
        let tmem_n = match tmem_op {
            Some(Flavor::Tc05Alloc | Flavor::Tc05Dealloc) => {
                tmem_request(&g.prog.code[pc as usize], &self.ctas[cs].warps[wi], g.li)
            }
            _ => 0,
        };
        let flow = {
            let c = &mut self.ctas[cs];
            let mut mem = SmMem {
                image,
                log: &mut self.log,
                warp: wid,
                cycle: now,
                hint: &mut self.mem_hint,
                pc,
                shared_len: c.state.shared.len(),
            };
            let mut ctx = Ctx {
                prog: g.prog,
                li: g.li,
                mem: &mut mem,
                cta: &mut c.state,
                sm: self.id,
                clock: now,
                log: &mut self.access,
            };
            let mut r = step(&mut ctx, &mut c.warps[wi]);
            if dual && matches!(r, Ok(Flow::Next)) {
                r = step(&mut ctx, &mut c.warps[wi]);
            }
            r
        };
        // An AMD VOPD pair is one instruction in one issue slot (as the hardware
        // counts it); its lanes do two operations each.
        self.stats.issued += 1;
        self.stats.thread_insts += active * (1 + dual as u64);
        let gs = &mut self.stats.grids[grid as usize];
        gs.issued += 1;
        gs.thread_insts += active * (1 + dual as u64);
        self.ctas[cs].time[wi].issued += 1;
        if flow.is_ok() {
            let c = &mut self.ctas[cs];
            match tmem_op {
                Some(Flavor::Tc05Alloc) => {
                    self.tmem_used += tmem_n;
                    c.tmem_cols += tmem_n;
                }
                Some(Flavor::Tc05Dealloc) => {
                    let n = tmem_n.min(c.tmem_cols);
                    self.tmem_used -= n.min(self.tmem_used);
                    c.tmem_cols -= n;
                }
                _ => {}
            }
        }
        let flow = match flow {
            Ok(f) => f,
            Err(e) => {
                if TIMELINE && self.trace {
                    self.push_issue(s, cs, wi, wid, pc, active, 0);
                }
                let w = &self.ctas[cs].warps[wi];
                self.fault = Some(SmFault {
                    grid,
                    cycle: now,
                    cta: w.ctaid,
                    warp: w.index,
                    lane: e.lane,
                    pc,
                    msg: e.msg,
                });
                return;
            }
        };
        if let Some(ti) = ti {
            let (when, token) = self.timing_of(env, s, cs, wi, wid, pc, &ti, ev_before);
            if TIMELINE && self.trace {
                self.trace_issue(s, cs, wi, wid, pc, &ti, active, when, token);
            }
            if dual {
                if let Some(t2) = g.spec.insts.get(pc as usize + 1).copied() {
                    self.timing_of(env, s, cs, wi, wid, pc + 1, &t2, ev_before);
                }
            }
            // A taken branch (any change of pc other than falling through) empties the
            // instruction buffer until the branch resolves; a branch not taken does not.
            let fall_through = pc + 1 + dual as u32;
            let redirected = self.ctas[cs].warps[wi].pc() != fall_through;
            if ti.flavor == Flavor::GridLaunch {
                // Repeated executions in a block have no effect past the first (PTX
                // ISA, griddepcontrol).
                self.ctas[cs].triggered = true;
            }
            let next_event = self.ctas[cs].warps[wi].next_event;
            let mark_addr = if ti.flavor == Flavor::MbarMark {
                crate::func::mbar_address(&self.ctas[cs].warps[wi], &g.prog.code[pc as usize])
            } else {
                None
            };
            let t = &mut self.ctas[cs].time[wi];
            // cp.async.commit_group closes the current group; so does wait_all ("is
            // equivalent to commit_group; wait_group 0", PTX ISA, cp.async.wait_all);
            // cp.async.bulk.commit_group closes the current bulk group.
            let commit = match ti.flavor {
                Flavor::AsyncCommit => Some(MemEvent::AsyncCopy),
                Flavor::AsyncWait
                    if g.prog.code[pc as usize].mods.sub == Sub::AsyncWait(ASYNC_WAIT_ALL) =>
                {
                    Some(MemEvent::AsyncCopy)
                }
                Flavor::BulkCommit => Some(MemEvent::BulkStore),
                Flavor::WgmmaCommit => Some(MemEvent::Wgmma),
                _ => None,
            };
            if let Some(kind) = commit {
                t.commit(kind, now);
            }
            if ti.flavor == Flavor::MbarMark {
                // Completed events no longer count; marks whose copies all landed go.
                t.events.retain(|e| e.done > now);
                let events = &t.events;
                t.marks.retain(|m| events.iter().any(|e| m.covers(e)));
                if let Some(addr) = mark_addr {
                    // A bulk copy waits for its own event, cp.async.mbarrier.arrive
                    // for the warp's cp.asyncs so far, tcgen05.commit for its MMAs.
                    let (kind, lo, hi) = match g.prog.code[pc as usize].op {
                        crate::ir::Op::CpAsyncBulk
                        | crate::ir::Op::CpAsyncBulkTensor
                        | crate::ir::Op::CpReduceAsyncBulk => {
                            (MemEvent::AsyncBulk, next_event.wrapping_sub(1), next_event)
                        }
                        crate::ir::Op::Tc05Commit => (MemEvent::Tc05, 0, t.tc05_issued),
                        _ => (MemEvent::AsyncCopy, 0, next_event),
                    };
                    t.marks.push(Mark { addr, lo, hi, kind });
                }
            }
            t.ibuf = if redirected && (ti.flavor == Flavor::Branch || matches!(flow, Flow::Jump)) {
                now + ti.latency as u64
            } else {
                now + self.ibuf_step
            };
        }
        // Barriers and exits, as the functional engine handles them.
        let c = &mut self.ctas[cs];
        let mut released = false;
        if let Flow::Arrived(id) = flow {
            released |= try_release(&mut c.state, &mut c.warps, id as usize);
        }
        let status = c.warps[wi].status;
        match status {
            WarpStatus::Barrier(id) => {
                released |= try_release(&mut c.state, &mut c.warps, id as usize);
            }
            WarpStatus::Done => {
                c.time[wi].live = false;
                c.state.live_warps -= 1;
                released |= release_ready(&mut c.state, &mut c.warps);
                let sc = &mut self.scheds[c.time[wi].sched as usize];
                sc.warps.retain(|&x| x != wid);
                sc.policy.removed(wid);
                sc.order_valid = false;
                self.resident_warps -= 1;
                self.stats.last_exit = self.stats.last_exit.max(now + 1);
                let gs = &mut self.stats.grids[grid as usize];
                gs.last_exit = gs.last_exit.max(now + 1);
                c.end = c.end.max(now + 1);
                if TIMELINE && self.trace {
                    let w = &c.warps[wi];
                    let gw = c.gw0 + wi as u64;
                    let ev = TEv::WarpExit {
                        cycle: now + 1,
                        slot: wid,
                        gw,
                        block: w.ctaid,
                    };
                    self.events.push(ev);
                }
            }
            _ => {}
        }
        if released {
            // The released warps may issue again.
            let base = cs * env.wpb as usize;
            self.wake[base..base + env.wpb as usize].fill(Wake::UNKNOWN);
            self.scheds.iter_mut().for_each(|s| s.sleep = 0);
        }
        // A warp that exits, or reaches a wgmma, may leave a warp of its warpgroup
        // waiting at the wgmma gate for a warp that is gone.
        let at_wgmma = g
            .spec
            .insts
            .get(c.warps[wi].pc() as usize)
            .is_some_and(|t| matches!(t.flavor, Flavor::Wgmma | Flavor::WgmmaWait));
        if status == WarpStatus::Done || at_wgmma {
            if let Some((i, msg)) = crate::func::warpgroup::never(g.prog, &c.warps) {
                let w = &c.warps[i];
                self.fault = Some(SmFault::of_warp(grid, now, w, w.pc(), msg));
                return;
            }
        }
        if !matches!(status, WarpStatus::Barrier(_) | WarpStatus::Done) {
            return;
        }
        // A barrier arrival or an exit may leave every live warp of the block waiting
        // at a barrier nothing can release.
        let c = &self.ctas[cs];
        if let Some(d) = deadlock(&c.state, &c.warps) {
            self.fault = Some(SmFault::of_warp(grid, now, &c.warps[d.warp], d.pc, d.msg));
        }
    }
}

/// The columns `tcgen05.alloc`/`dealloc` `i` names (its `nCols`, the first active
/// lane's; the ISA requires the whole warp's to agree).
fn tmem_request(i: &crate::ir::Inst, w: &crate::func::Warp, li: &crate::func::LaunchInfo) -> u32 {
    let lane = w.active().iter().next().unwrap_or(0) as u32;
    w.read_lane(&i.src[1], lane, li, 0, 0).min(u32::MAX as u64) as u32
}

/// When an `mbarrier` wait of warp `w` may go on: every copy that a
/// `cp.async.mbarrier.arrive` on the same barrier (by any warp of the block) waits for
/// has landed. Returns the cycle (`NEVER` if a completion is not known yet).
fn mbar_ready(c: &super::CtaSlot, i: &crate::ir::Inst, w: &crate::func::Warp, now: u64) -> u64 {
    let Some(addr) = crate::func::mbar_address(w, i) else {
        return 0;
    };
    let mut at = 0u64;
    for t in &c.time {
        for m in t.marks.iter().filter(|m| m.addr == addr) {
            for e in t.events.iter().filter(|e| e.done > now && m.covers(e)) {
                at = at.max(e.done);
            }
        }
    }
    at
}
