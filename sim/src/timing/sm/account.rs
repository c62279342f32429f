//! Where every scheduler slot went: stall charging (statistics and the timeline's
//! stall runs from one function, so they agree by construction), the per-window
//! counters, and the timeline events of issues and writebacks.

use super::{PendingStall, Sm, StallRun, NEVER, TIMELINE};
use crate::timing::spec::TInst;
use crate::timing::stall::Stall;
use crate::trace::event::TEv;

/// The timeline event of a finished stall run of scheduler `s`.
fn stall_event(s: usize, r: StallRun) -> TEv {
    TEv::Stall {
        start: r.start,
        cycles: r.cycles,
        sched: s as u32,
        reason: r.reason,
        slots: r.slots,
        gw: r.gw,
    }
}

/// The flow id of a writeback event (0 for other events).
fn flow_of(e: &TEv) -> u64 {
    match *e {
        TEv::Writeback { flow, .. } => flow,
        _ => 0,
    }
}

impl Sm {
    /// Charge `per_cycle` idle slots of scheduler `s` in each of `cycles` cycles from
    /// `at` to `reason` (caused by SM-local warp `w`): the statistics and, when
    /// tracing, the scheduler's stall run on the timeline. Every stall goes through
    /// here, so the timeline and the stats agree by construction.
    ///
    /// Without a timeline (no stall runs, no counter windows) the slots are only
    /// summed: a scheduler's charges with the same reason and warp add up in place
    /// and reach the statistics when the reason or warp changes or the quantum ends
    /// (`flush_stalls`), one update of three tables instead of one per cycle.
    pub(super) fn charge(
        &mut self,
        s: usize,
        reason: Stall,
        w: Option<u32>,
        at: u64,
        cycles: u64,
        per_cycle: u64,
    ) {
        let slots = cycles * per_cycle;
        if !(TIMELINE && (self.trace || self.window > 0)) {
            let sc = &mut self.scheds[s];
            match &mut sc.pending {
                Some(p) if p.reason == reason && p.warp == w => p.slots += slots,
                p => {
                    let new = PendingStall {
                        reason,
                        warp: w,
                        slots,
                    };
                    if let Some(old) = p.replace(new) {
                        self.add_stall(old);
                    }
                }
            }
            return;
        }
        self.add_stall(PendingStall {
            reason,
            warp: w,
            slots,
        });
        if TIMELINE && self.trace {
            let gw = w.map(|w| self.global_warp(w));
            if let Some(r) = &mut self.scheds[s].run {
                if r.reason == reason && r.gw == gw && r.start + r.cycles == at {
                    r.cycles += cycles;
                    r.slots += slots;
                    return;
                }
            }
            let prev = self.scheds[s].run.replace(StallRun {
                reason,
                gw,
                start: at,
                cycles,
                slots,
            });
            if let Some(r) = prev {
                self.events.push(stall_event(s, r));
            }
        }
    }

    /// Add stall slots to the SM's, the grid's and the warp's statistics.
    fn add_stall(&mut self, p: PendingStall) {
        let (reason, w, slots) = (p.reason, p.warp, p.slots);
        self.stats.stalls[reason.index()] += slots;
        // A warp's stall is its grid's; an idle slot is the oldest running grid's.
        let g = w.map_or(self.idle_grid, |w| {
            self.ctas[(w / self.slot_w) as usize].grid
        });
        self.stats.grids[g as usize].stalls[reason.index()] += slots;
        if let Some(w) = w {
            self.warp_time(w).stalls[reason.index()] += slots;
        }
    }

    /// Add every scheduler's pending stall slots to the statistics (before anything
    /// reads them or a warp's slot can change hands: the end of each quantum).
    pub(super) fn flush_stalls(&mut self) {
        for s in 0..self.scheds.len() {
            if let Some(p) = self.scheds[s].pending.take() {
                self.add_stall(p);
            }
        }
    }

    /// A run stopped early (this SM faulted before `until`): its remaining slots count as
    /// `drained` up to `until`, the end every other SM reached.
    pub fn stop_at(&mut self, until: u64) {
        if self.now >= until {
            return;
        }
        let width = self.issue_width as u64;
        for s in 0..self.scheds.len() {
            self.charge(s, Stall::Drained, None, self.now, until - self.now, width);
        }
        self.flush_stalls();
        self.now = until;
    }

    /// Close every open stall run (the end of the run, or a fault).
    pub fn close_stall_runs(&mut self) {
        for s in 0..self.scheds.len() {
            if let Some(r) = self.scheds[s].run.take() {
                self.events.push(stall_event(s, r));
            }
        }
    }

    /// Record `drained` slots from `from` to `to` for every scheduler (an SM that ran
    /// out of work before the kernel ended); the engine adds them to the stats.
    pub fn trace_drained(&mut self, from: u64, to: u64) {
        if !(TIMELINE && self.trace) || to <= from {
            return;
        }
        let width = self.issue_width as u64;
        for s in 0..self.scheds.len() {
            self.events.push(TEv::Stall {
                start: from,
                cycles: to - from,
                sched: s as u32,
                reason: Stall::Drained,
                slots: (to - from) * width,
                gw: None,
            });
        }
    }

    /// Record the `warp start`s of blocks starting before `until`, ahead of the quantum's
    /// other events (their warps' events on the same tracks follow them). Those of a
    /// cut run's later cycles stay unrecorded: those warps never started.
    pub(super) fn record_starts(&mut self, until: u64) {
        let mut keep = 0;
        for k in 0..self.starts_pending.len() {
            let e = self.starts_pending[k];
            if e.ts() < until {
                self.events.push(e);
            } else {
                self.starts_pending[keep] = e;
                keep += 1;
            }
        }
        self.starts_pending.truncate(keep);
    }

    /// Move writebacks completing before `until` to the events, in cycle order.
    pub fn drain_writebacks(&mut self, until: u64) {
        if self.wb_pending.is_empty() {
            return;
        }
        self.wb_pending
            .sort_by_key(|&(c, e)| (c, e.ts(), flow_of(&e)));
        let n = self.wb_pending.partition_point(|&(c, _)| c < until);
        self.events
            .extend(self.wb_pending.drain(..n).map(|(_, e)| e));
    }

    /// Counters of the window ending now; starts the next window.
    pub(super) fn sample(&mut self) {
        let (issued, wc, stalls) = self.win_base;
        let mut d = [0u64; Stall::COUNT];
        for (k, v) in d.iter_mut().enumerate() {
            *v = self.stats.stalls[k] - stalls[k];
        }
        self.events.push(TEv::Counter {
            cycle: self.win_start,
            window: self.window,
            warp_cycles: self.stats.warp_cycles - wc,
            issued: self.stats.issued - issued,
            stalls: d,
        });
        self.win_start += self.window;
        self.win_base = (self.stats.issued, self.stats.warp_cycles, self.stats.stalls);
    }

    /// The counters of the last, partial window `[win_start, end)` (end of the run).
    pub fn flush_window(&mut self, end: u64) {
        if !(TIMELINE && self.window > 0) || end <= self.win_start {
            return;
        }
        let full = self.window;
        self.window = end - self.win_start;
        self.sample();
        self.window = full;
    }

    /// The timeline events of an issue: the issue slice and, for an instruction with
    /// destinations, its writeback (now if the completion is known, else when the
    /// memory system answers the token it created).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn trace_issue(
        &mut self,
        s: usize,
        cs: usize,
        wi: usize,
        wid: u32,
        pc: u32,
        ti: &TInst,
        active: u64,
        when: u64,
        token: Option<u32>,
    ) {
        let flow = if ti.dst.1 > 0 {
            self.next_flow += 1;
            self.next_flow - 1
        } else {
            0
        };
        let gw = self.push_issue(s, cs, wi, wid, pc, active, flow);
        if flow == 0 {
            return;
        }
        let wb = TEv::Writeback {
            cycle: when,
            slot: wid,
            gw,
            pc,
            flow,
            issued: self.now,
        };
        if when != NEVER {
            self.wb_pending.push((when, wb));
        } else {
            self.set_writeback(token, wb);
        }
    }

    /// Record the issue slice of warp `wi`'s instruction at `pc` (its writeback flow,
    /// 0 for none); returns the warp's global id. A faulting instruction gets one too:
    /// it took its issue slot, and the stats count it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn push_issue(
        &mut self,
        s: usize,
        cs: usize,
        wi: usize,
        wid: u32,
        pc: u32,
        active: u64,
        flow: u64,
    ) -> u64 {
        let c = &self.ctas[cs];
        let gw = c.gw0 + wi as u64;
        let block = c.warps[wi].ctaid;
        self.events.push(TEv::Issue {
            cycle: self.now,
            slot: wid,
            gw,
            block,
            pc,
            lanes: active as u32,
            sched: s as u32,
            n: 1,
            flow,
        });
        gw
    }
}
