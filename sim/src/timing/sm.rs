//! One SM (CU) cycle by cycle: resident blocks and their warps, per-scheduler warp
//! pools ordered by the policy, issue (scoreboard, functional units, register-bank
//! conflicts, instruction buffer, barriers, AMD wait counters), the L1, and the
//! requests it sends to the shared memory system. An SM touches only itself and
//! reads the quantum-start memory image; everything shared goes through its outbox
//! (`reqs`, `log`) and is resolved at the exchange (`engine.rs`).
//!
//! Instructions execute functionally (`func::step`) when they issue; the model decides
//! when that is and when their results may be used.

use super::cache::Cache;
use super::memsys::Req;
use super::sched::{make, Policy};
use super::smmem::{SmMem, WriteLog};
use super::spec::{Flavor, MemKind, Spec, TInst};
use super::stall::Stall;
use crate::config::GpuConfig;
use crate::func::barrier::{deadlock, release_ready, try_release};
use crate::func::exec::{step, AccessLog, AccessSpace, Ctx, Flow};
use crate::func::memory::GlobalMemory;
use crate::func::warp::{CtaState, LaunchInfo, MemEvent, Warp, WarpStatus};
use crate::ir::{Program, Sub, WaitLimits};
use crate::trace::event::TEv;

/// Timeline recording is compiled in (the default feature `timeline`; a build without
/// it is the baseline the cost of disabled tracing is measured against).
const TIMELINE: bool = cfg!(feature = "timeline");

/// Never (a time not yet known, or no event).
pub const NEVER: u64 = u64::MAX;

/// An outstanding AMD memory event of a wave and when it completes.
#[derive(Debug, Clone, Copy)]
pub struct Ev {
    pub id: u32,
    pub kind: MemEvent,
    pub done: u64,
}

/// Timing state of one warp.
#[derive(Debug, Clone)]
pub struct WarpTime {
    /// Cycle the next instruction is in the instruction buffer.
    pub ibuf: u64,
    pub events: Vec<Ev>,
    pub age: u64,
    pub sched: u32,
    pub live: bool,
    /// Scheduler-slot stalls this warp was the cause of.
    pub stalls: [u64; Stall::COUNT],
    pub issued: u64,
}

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

/// A scoreboard entry not known yet (a load waiting for the exchange).
const SB_NEVER: u64 = u64::MAX;

/// Encode a scoreboard entry: the completion cycle shifted left once, bit 0 set when
/// the value comes from memory (for the stall reason). Larger entries complete later.
#[inline]
fn sb_enc(at: u64, mem: bool) -> u64 {
    if at == NEVER {
        SB_NEVER
    } else {
        (at << 1) | mem as u64
    }
}

/// Decode a scoreboard entry: (completion cycle, from memory).
#[inline]
fn sb_dec(v: u64) -> (u64, bool) {
    if v == SB_NEVER {
        (NEVER, true)
    } else {
        (v >> 1, v & 1 == 1)
    }
}

/// A warp's cached readiness (see `Sm::wake`).
#[derive(Debug, Clone, Copy)]
struct Wake {
    /// Not before this cycle, for `why`.
    at: u64,
    why: Stall,
    /// The warp's own state let it issue the instruction at `pc` (it has not issued
    /// since): only the scheduler's resources remain to check.
    ok: bool,
    pc: u32,
}

impl Wake {
    const UNKNOWN: Wake = Wake {
        at: 0,
        why: Stall::NoWarp,
        ok: false,
        pc: 0,
    };
}

/// A block slot.
pub struct CtaSlot {
    pub state: CtaState,
    pub warps: Vec<Warp>,
    pub time: Vec<WarpTime>,
    pub busy: bool,
    /// Linear block index running here.
    pub block: u64,
    /// When the block started and when its last warp exited (for the timeline).
    pub start: u64,
    pub end: u64,
}

/// Where a pending load's completion goes.
#[derive(Debug, Clone, Copy)]
enum Target {
    /// The destination slots of the instruction at this pc.
    Slots(u32),
    /// An AMD memory event.
    Event(u32),
}

#[derive(Debug, Clone, Copy)]
struct Token {
    warp: u32,
    target: Target,
    remaining: u32,
    ready: u64,
    /// Issue cycle and opcode key of the instruction (for per-opcode cycles).
    issued: u64,
    key: u32,
    /// The timeline writeback waiting for this completion (tracing only).
    wb: Option<TEv>,
}

/// One scheduler (sub-partition / SIMD).
pub struct Sched {
    pub warps: Vec<u32>,
    policy: Box<dyn Policy>,
    order: Vec<u32>,
    /// Free time of each pipeline of each unit kind.
    units: Vec<Vec<u64>>,
    /// The scheduler reads operands for a bank conflict until this cycle.
    bank_busy: u64,
    /// Why the scheduler's slots all stalled in the last simulated cycle (and the warp
    /// responsible); `None` when it issued.
    stalled: Option<(Stall, Option<u32>)>,
    /// Nothing can issue here before this cycle (every warp's cached wake and the
    /// scheduler's resources say so); until then the slots keep `stalled`'s reason.
    /// Reset by the same outside events that reset warp wakes, and by new blocks.
    sleep: u64,
    /// The timeline's open stall run of this scheduler.
    run: Option<StallRun>,
    /// `order` is still the policy's order (nothing that changes it happened since).
    order_valid: bool,
}

/// Consecutive cycles of one scheduler stalled for one reason (and warp).
#[derive(Debug, Clone, Copy)]
struct StallRun {
    reason: Stall,
    gw: Option<u64>,
    start: u64,
    cycles: u64,
    slots: u64,
}

/// Per-SM statistics.
#[derive(Debug, Clone, Default)]
pub struct SmStats {
    pub issued: u64,
    pub thread_insts: u64,
    pub stalls: [u64; Stall::COUNT],
    pub per_key: Vec<(u64, u64)>,
    pub warp_cycles: u64,
    pub blocks: u64,
    pub last_exit: u64,
    /// Per finished warp (block id, warp index, stalls it caused, instructions),
    /// while there are at most `PER_WARP_LIMIT` of them.
    pub per_warp: Vec<([u32; 3], u32, [u64; Stall::COUNT], u64)>,
}

/// The most finished warps an SM keeps per-warp stall totals for.
pub const PER_WARP_LIMIT: usize = 4096;

/// A fault raised on this SM.
#[derive(Debug, Clone)]
pub struct SmFault {
    pub cycle: u64,
    pub cta: [u32; 3],
    pub warp: u32,
    pub lane: Option<u32>,
    pub pc: u32,
    pub msg: String,
}

/// What every SM shares (read-only) during a quantum.
#[derive(Clone, Copy)]
pub struct Env<'a> {
    pub prog: &'a Program,
    pub li: &'a LaunchInfo,
    pub spec: &'a Spec,
    pub cfg: &'a GpuConfig,
    pub wpb: u32,
    /// Blocks are still waiting to be dispatched somewhere.
    pub blocks_left: bool,
}

/// The SM.
pub struct Sm {
    pub id: u32,
    pub now: u64,
    pub ctas: Vec<CtaSlot>,
    pub scheds: Vec<Sched>,
    pub l1: Cache,
    pub log: WriteLog,
    pub reqs: Vec<Req>,
    tokens: Vec<Token>,
    waiters: Vec<(u32, u32)>,
    access: AccessLog,
    lines: Vec<(u64, u32)>,
    /// Per warp id: a lower bound on the cycle its own state (barrier, instruction
    /// buffer, scoreboard, wait counters) lets it issue, and the reason until then.
    /// Only the warp's issue or an outside event (a barrier release, memory
    /// completions delivered at the exchange) can make it earlier, and those reset
    /// it; so stalled warps are skipped without re-reading their scoreboards.
    wake: Vec<Wake>,
    /// The scoreboard: per warp id, `spec.num_slots` entries (`sb_enc`) saying when
    /// each register's pending write completes.
    sb: Vec<u64>,
    /// The memory region this SM used last (a per-SM lookup hint: no shared writes).
    mem_hint: usize,
    /// Timeline recording is on: events go to `events` (drained by the engine at each
    /// exchange); writebacks wait in `wb_pending` until their cycle is simulated.
    pub trace: bool,
    pub events: Vec<TEv>,
    wb_pending: Vec<(u64, TEv)>,
    next_flow: u64,
    /// Counter sampling: window length (0 = none), current window start, and the
    /// totals at its start.
    pub window: u64,
    win_start: u64,
    win_base: (u64, u64, [u64; Stall::COUNT]),
    pub stats: SmStats,
    pub fault: Option<SmFault>,
    pub resident_warps: u32,
    pub resident_threads: u32,
    pub resident_regs: u64,
    pub resident_shared: u64,
    /// Since when the SM has had no resident warp (for the drained accounting).
    pub idle_since: Option<u64>,
    next_age: u64,
    issue_width: u32,
    ibuf_step: u64,
    l1_hit: u64,
    atomic_lat: u64,
}

impl Sm {
    pub fn new(id: u32, cfg: &GpuConfig, spec: &Spec, keys: usize) -> Sm {
        let scheds = (0..cfg.sm.schedulers)
            .map(|_| Sched {
                warps: Vec::new(),
                policy: make(cfg.sm.scheduler, cfg.sm.two_level_active),
                order: Vec::new(),
                units: spec
                    .unit_counts
                    .iter()
                    .map(|&n| vec![0; n as usize])
                    .collect(),
                bank_busy: 0,
                stalled: None,
                sleep: 0,
                run: None,
                order_valid: false,
            })
            .collect();
        Sm {
            id,
            now: 0,
            ctas: Vec::new(),
            scheds,
            l1: Cache::new(&cfg.memory.l1),
            log: WriteLog::default(),
            reqs: Vec::new(),
            tokens: Vec::new(),
            waiters: Vec::new(),
            access: AccessLog {
                on: true,
                entries: Vec::with_capacity(256),
            },
            lines: Vec::with_capacity(128),
            wake: Vec::new(),
            sb: Vec::new(),
            mem_hint: 0,
            trace: false,
            events: Vec::new(),
            wb_pending: Vec::new(),
            next_flow: ((id as u64) << 40) + 1,
            window: 0,
            win_start: 0,
            win_base: (0, 0, [0; Stall::COUNT]),
            stats: SmStats {
                per_key: vec![(0, 0); keys],
                ..Default::default()
            },
            fault: None,
            resident_warps: 0,
            resident_threads: 0,
            resident_regs: 0,
            resident_shared: 0,
            idle_since: Some(0),
            next_age: 0,
            issue_width: cfg.sm.issue_width,
            ibuf_step: if cfg.sm.ibuffer_entries >= 2 { 1 } else { 2 },
            l1_hit: cfg.memory.l1.hit_latency as u64,
            atomic_lat: cfg.memory.atomic_latency as u64,
        }
    }

    /// Place block `block` (index `b` in the grid) into a free slot.
    pub fn start_block(
        &mut self,
        env: &Env,
        block: u64,
        ctaid: [u32; 3],
        valid_of: &dyn Fn(u32) -> u64,
        regs: u64,
        shared: u64,
    ) {
        let wpb = env.wpb;
        let slot = match self.ctas.iter().position(|c| !c.busy) {
            Some(s) => s,
            None => {
                self.ctas.push(CtaSlot {
                    state: CtaState::new(ctaid, env.li.shared_size, wpb),
                    warps: (0..wpb)
                        .map(|i| {
                            let mut w = Warp::new(env.prog, env.li.width, i, ctaid, valid_of(i));
                            w.set_block_shape(env.li.block);
                            w
                        })
                        .collect(),
                    time: (0..wpb)
                        .map(|_| WarpTime {
                            ibuf: 0,
                            events: Vec::new(),
                            age: 0,
                            sched: 0,
                            live: false,
                            stalls: [0; Stall::COUNT],
                            issued: 0,
                        })
                        .collect(),
                    busy: false,
                    block: 0,
                    start: 0,
                    end: 0,
                });
                self.wake
                    .resize(self.ctas.len() * wpb as usize, Wake::UNKNOWN);
                self.sb
                    .resize(self.ctas.len() * (wpb * env.spec.num_slots) as usize, 0);
                self.ctas.len() - 1
            }
        };
        let now = self.now;
        let per_slot = (wpb * env.spec.num_slots) as usize;
        self.sb[slot * per_slot..(slot + 1) * per_slot].fill(0);
        let c = &mut self.ctas[slot];
        c.busy = true;
        c.block = block;
        c.start = now;
        c.end = now;
        c.state.reset(ctaid, wpb);
        for (i, (w, t)) in c.warps.iter_mut().zip(c.time.iter_mut()).enumerate() {
            w.reinit(i as u32, ctaid, valid_of(i as u32));
            if let Some(abi) = &env.prog.wave {
                crate::func::wave_init::init_wave(w, abi, env.li);
            }
            t.ibuf = now;
            t.events.clear();
            t.age = self.next_age;
            self.next_age += 1;
            t.live = true;
            t.stalls = [0; Stall::COUNT];
            t.issued = 0;
        }
        self.wake[slot * wpb as usize..(slot + 1) * wpb as usize].fill(Wake::UNKNOWN);
        if TIMELINE && self.trace {
            for i in 0..wpb {
                self.events.push(TEv::WarpStart {
                    cycle: now,
                    slot: slot as u32 * wpb + i,
                    gw: block * wpb as u64 + i as u64,
                    block: ctaid,
                });
            }
        }
        self.scheds.iter_mut().for_each(|s| s.sleep = 0);
        // Warps join the schedulers by warp slot (as hardware assigns warps to
        // sub-partitions), oldest first in each list.
        let n = self.scheds.len() as u32;
        for i in 0..wpb {
            let id = slot as u32 * wpb + i;
            let s = id % n;
            c.time[i as usize].sched = s;
            self.scheds[s as usize].warps.push(id);
            self.scheds[s as usize].order_valid = false;
        }
        self.resident_warps += wpb;
        self.resident_threads += env.li.threads_per_block;
        self.resident_regs += regs;
        self.resident_shared += shared;
        self.idle_since = None;
    }

    /// Simulate until cycle `until` (exclusive) or a fault.
    pub fn run(&mut self, env: &Env, image: &GlobalMemory, until: u64) {
        let width = self.issue_width as u64;
        let sampling = TIMELINE && self.trace && self.window > 0;
        while self.now < until && self.fault.is_none() {
            // Counter windows: time never jumps across a window edge, so each window's
            // counters are exactly its own (an extra no-change cycle at the edge leaves
            // the stats as they would be).
            let mut stop = until;
            if sampling {
                if self.now >= self.win_start + self.window {
                    self.sample();
                }
                stop = stop.min(self.win_start + self.window);
            }
            if self.resident_warps == 0 {
                if self.idle_since.is_none() {
                    self.idle_since = Some(self.now);
                }
                if env.blocks_left {
                    for s in 0..self.scheds.len() {
                        self.charge(s, Stall::NoWarp, None, self.now, stop - self.now, width);
                    }
                    // Charged as waiting for a block; `drained` starts after it.
                    self.idle_since = Some(stop);
                }
                self.now = stop;
                continue;
            }
            let next = self.cycle(env, image).clamp(self.now + 1, stop);
            // Cycles skipped because nothing can change before `next`: every slot keeps
            // the reason it had.
            let skipped = next - self.now - 1;
            if skipped > 0 {
                for s in 0..self.scheds.len() {
                    if let Some((reason, warp)) = self.scheds[s].stalled {
                        self.charge(s, reason, warp, self.now + 1, skipped, width);
                    }
                }
            }
            self.stats.warp_cycles += self.resident_warps as u64 * (next - self.now);
            self.now = next;
        }
        if TIMELINE && self.trace {
            self.drain_writebacks(until);
        }
    }

    /// Charge `per_cycle` idle slots of scheduler `s` in each of `cycles` cycles from
    /// `at` to `reason` (caused by SM-local warp `w`): the statistics and, when
    /// tracing, the scheduler's stall run on the timeline. Every stall goes through
    /// here, so the timeline and the stats agree by construction.
    fn charge(
        &mut self,
        s: usize,
        reason: Stall,
        w: Option<u32>,
        at: u64,
        cycles: u64,
        per_cycle: u64,
    ) {
        let slots = cycles * per_cycle;
        self.stats.stalls[reason.index()] += slots;
        if let Some(w) = w {
            self.warp_time(w).stalls[reason.index()] += slots;
        }
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
    fn sample(&mut self) {
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
        if !(TIMELINE && self.trace && self.window > 0) || end <= self.win_start {
            return;
        }
        let full = self.window;
        self.window = end - self.win_start;
        self.sample();
        self.window = full;
    }

    /// Global warp id of SM-local warp `w`: block id x warps per block + index.
    fn global_warp(&self, w: u32) -> u64 {
        let wpb = self.ctas[0].warps.len() as u32;
        let c = &self.ctas[(w / wpb) as usize];
        c.block * wpb as u64 + (w % wpb) as u64
    }

    fn warp_time(&mut self, id: u32) -> &mut WarpTime {
        let wpb = self.ctas[0].warps.len() as u32;
        &mut self.ctas[(id / wpb) as usize].time[(id % wpb) as usize]
    }

    /// One cycle: every scheduler tries to issue. Returns the next cycle anything can
    /// happen; each scheduler records in `stalled` why its slots stalled.
    fn cycle(&mut self, env: &Env, image: &GlobalMemory) -> u64 {
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
                    self.sched_ready(env, s, wk.pc as usize)
                } else if wk.at > now {
                    Err((wk.why, wk.at))
                } else {
                    fresh = true;
                    let (cs, wi) = slot_of(wid);
                    match self.warp_ready(env, cs, wi) {
                        Ok(pc) => {
                            self.wake[wid as usize] = Wake {
                                ok: true,
                                pc: pc as u32,
                                ..Wake::UNKNOWN
                            };
                            self.sched_ready(env, s, pc)
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
            return Err((Stall::IBufferEmpty, t.ibuf));
        }
        let pc = w.pc() as usize;
        let Some(ti) = env.spec.insts.get(pc) else {
            // Past the end: the step reports it (or returns from the function).
            return Ok(pc);
        };
        let sb = &self.sb[(cs * env.wpb as usize + wi) * env.spec.num_slots as usize..];
        let dep = |ti: &TInst| -> (u64, bool) {
            let mut m = 0u64;
            for &sl in env.spec.srcs(ti).iter().chain(env.spec.dsts(ti)) {
                m = m.max(sb[sl as usize]);
            }
            sb_dec(m)
        };
        let (mut m, mut mem) = dep(ti);
        if let Some(t2) = env.spec.insts.get(pc + 1).filter(|t2| t2.dual_second) {
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
            if let Sub::Wait(l) = env.prog.code[pc].mods.sub {
                let r = wait_ready(&t.events, &l, now);
                if r > now {
                    return Err((Stall::MemoryWait, r));
                }
            }
        }
        Ok(pc)
    }

    /// Can scheduler `s` issue the instruction at `pc` now (register-bank read port,
    /// functional unit)? Else why, and when it may.
    fn sched_ready(&self, env: &Env, s: usize, pc: usize) -> Result<(), (Stall, u64)> {
        let now = self.now;
        let Some(ti) = env.spec.insts.get(pc) else {
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
        Ok(())
    }

    /// Issue the next instruction of warp `wi` (id `wid`): execute it, then set when
    /// its results are ready and what it occupies.
    fn issue(&mut self, env: &Env, image: &GlobalMemory, s: usize, cs: usize, wi: usize, wid: u32) {
        let now = self.now;
        let pc = self.ctas[cs].warps[wi].pc();
        let ti = env.spec.insts.get(pc as usize).copied();
        let dual = env
            .spec
            .insts
            .get(pc as usize + 1)
            .is_some_and(|t| t.dual_second);
        let ev_before = self.ctas[cs].warps[wi].next_event;
        self.access.entries.clear();
        let active = self.ctas[cs].warps[wi].active().count() as u64;
        let flow = {
            let c = &mut self.ctas[cs];
            let mut mem = SmMem {
                image,
                log: &mut self.log,
                warp: wid,
                cycle: now,
                hint: &mut self.mem_hint,
            };
            let mut ctx = Ctx {
                prog: env.prog,
                li: env.li,
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
        self.ctas[cs].time[wi].issued += 1;
        let flow = match flow {
            Ok(f) => f,
            Err(e) => {
                let w = &self.ctas[cs].warps[wi];
                self.fault = Some(SmFault {
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
            let tokens_before = self.tokens.len();
            let when = self.timing_of(env, s, cs, wi, wid, pc, &ti, ev_before);
            if TIMELINE && self.trace {
                self.trace_issue(env, s, cs, wi, wid, pc, &ti, active, when, tokens_before);
            }
            if dual {
                if let Some(t2) = env.spec.insts.get(pc as usize + 1).copied() {
                    self.timing_of(env, s, cs, wi, wid, pc + 1, &t2, ev_before);
                }
            }
            // A taken branch (any change of pc other than falling through) empties the
            // instruction buffer until the branch resolves; a branch not taken does not.
            let fall_through = pc + 1 + dual as u32;
            let redirected = self.ctas[cs].warps[wi].pc() != fall_through;
            let t = &mut self.ctas[cs].time[wi];
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
                c.end = c.end.max(now + 1);
                if TIMELINE && self.trace {
                    let w = &c.warps[wi];
                    let gw = c.block * env.wpb as u64 + wi as u64;
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
        if !matches!(status, WarpStatus::Barrier(_) | WarpStatus::Done) {
            return;
        }
        // A barrier arrival or an exit may leave every live warp of the block waiting
        // at a barrier nothing can release.
        let c = &self.ctas[cs];
        if let Some(d) = deadlock(&c.state, &c.warps) {
            let w = &c.warps[d.warp];
            self.fault = Some(SmFault {
                cycle: now,
                cta: w.ctaid,
                warp: w.index,
                lane: None,
                pc: d.pc,
                msg: d.msg,
            });
        }
    }

    /// The timeline events of an issue: the issue slice and, for an instruction with
    /// destinations, its writeback (now if the completion is known, else when the
    /// memory system answers the token it created).
    #[allow(clippy::too_many_arguments)]
    fn trace_issue(
        &mut self,
        env: &Env,
        s: usize,
        cs: usize,
        wi: usize,
        wid: u32,
        pc: u32,
        ti: &TInst,
        active: u64,
        when: u64,
        tokens_before: usize,
    ) {
        let c = &self.ctas[cs];
        let gw = c.block * env.wpb as u64 + wi as u64;
        let block = c.warps[wi].ctaid;
        let flow = if ti.dst.1 > 0 {
            self.next_flow += 1;
            self.next_flow - 1
        } else {
            0
        };
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
        } else if let Some(t) = self.tokens.get_mut(tokens_before) {
            t.wb = Some(wb);
        }
    }

    /// Record the timing effects of one issued instruction.
    #[allow(clippy::too_many_arguments)]
    fn timing_of(
        &mut self,
        env: &Env,
        s: usize,
        cs: usize,
        wi: usize,
        wid: u32,
        pc: u32,
        ti: &TInst,
        ev_before: u32,
    ) -> u64 {
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
        // Memory: when the results are ready (`None` = after the exchange).
        let mut done = Some(now + lat);
        let mut from_mem = false;
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
                done = self.vector_access(env, wid, pc, ti, ev_before);
            }
        }
        // The unit: the earliest free pipeline takes it.
        let pipes = &mut self.scheds[s].units[ti.unit as usize];
        if let Some(p) = pipes.iter_mut().min_by_key(|p| **p) {
            *p = now + busy;
        }
        let k = ti.key as usize;
        if let Some(e) = self.stats.per_key.get_mut(k) {
            // Issue to result; a load that waits for the exchange adds its latency
            // when the memory system has answered (`resolve`).
            e.0 += 1;
            e.1 += done.map_or(0, |d| d.saturating_sub(now).max(lat));
        }
        let when = done.unwrap_or(NEVER);
        if ti.deferred {
            // AMD memory: the events this instruction started complete at `done`.
            let next_event = self.ctas[cs].warps[wi].next_event;
            let kind = match env.prog.code[pc as usize].mods.defer {
                1 => MemEvent::VmLoad,
                2 => MemEvent::VmStore,
                3 => MemEvent::Smem,
                _ => MemEvent::Ds,
            };
            let t = &mut self.ctas[cs].time[wi];
            for id in ev_before..next_event {
                t.events.push(Ev {
                    id,
                    kind,
                    done: when,
                });
            }
            return when;
        }
        let base = (cs * env.wpb as usize + wi) * env.spec.num_slots as usize;
        let v = sb_enc(when, from_mem);
        for &sl in env.spec.dsts(ti) {
            self.sb[base + sl as usize] = v;
        }
        when
    }

    /// Global/local accesses of one instruction through the L1; returns when its
    /// results are ready, or `None` when that waits for the exchange (a token then
    /// delivers it).
    fn vector_access(
        &mut self,
        env: &Env,
        wid: u32,
        pc: u32,
        ti: &TInst,
        ev_before: u32,
    ) -> Option<u64> {
        let now = self.now;
        let mut ready = now + ti.latency as u64;
        let mut atomic = false;
        let mut write = false;
        self.lines.clear();
        for a in &self.access.entries {
            match a.space {
                AccessSpace::Global => {
                    let line = self.l1.line_of(a.addr);
                    let sec = self.l1.sector_mask(a.addr, a.size as u32);
                    match self.lines.iter_mut().find(|(l, _)| *l == line) {
                        Some(e) => e.1 |= sec,
                        None => self.lines.push((line, sec)),
                    }
                    write |= a.write;
                }
                // Local (private) memory is assumed to hit in the L1; parameter reads
                // in the constant cache.
                AccessSpace::Local | AccessSpace::Shared => ready = ready.max(now + self.l1_hit),
                AccessSpace::Param => {}
            }
        }
        let op = env.prog.code[pc as usize].op;
        if matches!(op, crate::ir::Op::Atom | crate::ir::Op::Red) {
            atomic = true;
        }
        if self.lines.is_empty() {
            return Some(ready);
        }
        if atomic {
            // Performed at the L2 (at the exchange); a fixed latency.
            return Some(ready.max(now + self.atomic_lat));
        }
        let tok = self.tokens.len() as u32;
        let mut pending = 0u32;
        for k in 0..self.lines.len() {
            let (line, sectors) = self.lines[k];
            if write {
                // Write-through, no write-allocate.
                self.l1.write_no_allocate(line);
                self.reqs.push(Req {
                    cycle: now,
                    line,
                    sectors,
                    write: true,
                    l1_slot: None,
                    done: 0,
                });
                self.waiters.push((self.reqs.len() as u32 - 1, tok));
                pending += 1;
                continue;
            }
            let l = self.l1.access(line, sectors, NEVER, false);
            if l.miss != 0 {
                self.reqs.push(Req {
                    cycle: now,
                    line,
                    sectors: l.miss,
                    write: false,
                    l1_slot: Some((l.set, l.way)),
                    done: 0,
                });
                self.waiters.push((self.reqs.len() as u32 - 1, tok));
                pending += 1;
            } else if l.fill_at == NEVER {
                // Hit on a line whose fill was requested this quantum: wait for it.
                match self.reqs.iter().rposition(|r| r.line == line && !r.write) {
                    Some(r) => {
                        self.waiters.push((r as u32, tok));
                        pending += 1;
                    }
                    None => ready = ready.max(now + self.l1_hit),
                }
            } else {
                ready = ready.max(now + self.l1_hit).max(l.fill_at);
            }
        }
        if pending == 0 {
            return Some(ready);
        }
        let target = if ti.deferred {
            Target::Event(ev_before)
        } else {
            Target::Slots(pc)
        };
        self.tokens.push(Token {
            warp: wid,
            target,
            remaining: pending,
            ready,
            issued: now,
            key: ti.key as u32,
            wb: None,
        });
        None
    }

    /// After the memory system served `reqs`: deliver completions to the warps
    /// waiting on them and set the L1 fill times; then forget the quantum's requests.
    pub fn resolve(&mut self, env: &Env) {
        for &(r, t) in &self.waiters {
            let d = self.reqs[r as usize].done;
            let tok = &mut self.tokens[t as usize];
            tok.ready = tok.ready.max(d);
            tok.remaining -= 1;
        }
        for r in &self.reqs {
            if let (false, Some((set, way))) = (r.write, r.l1_slot) {
                self.l1.set_fill(r.line, set, way, r.done);
            }
        }
        let wpb = env.wpb;
        for k in 0..self.tokens.len() {
            let tok = self.tokens[k];
            if let Some(e) = self.stats.per_key.get_mut(tok.key as usize) {
                e.1 += tok.ready.saturating_sub(tok.issued);
            }
            if let Some(mut wb) = tok.wb {
                if let TEv::Writeback { cycle, .. } = &mut wb {
                    *cycle = tok.ready;
                }
                self.wb_pending.push((tok.ready, wb));
            }
            let (cs, wi) = ((tok.warp / wpb) as usize, (tok.warp % wpb) as usize);
            let base = tok.warp as usize * env.spec.num_slots as usize;
            let t = &mut self.ctas[cs].time[wi];
            match tok.target {
                Target::Slots(pc) => {
                    if let Some(ti) = env.spec.insts.get(pc as usize) {
                        for &sl in env.spec.dsts(ti) {
                            let e = &mut self.sb[base + sl as usize];
                            if *e == SB_NEVER {
                                *e = sb_enc(tok.ready, true);
                            }
                        }
                    }
                }
                Target::Event(first) => {
                    for e in t
                        .events
                        .iter_mut()
                        .filter(|e| e.id >= first && e.done == NEVER)
                    {
                        e.done = tok.ready;
                    }
                }
            }
        }
        self.tokens.clear();
        self.waiters.clear();
        self.reqs.clear();
        // Delivered completions may let any warp issue earlier than it knew.
        self.wake.fill(Wake::UNKNOWN);
        self.scheds.iter_mut().for_each(|s| s.sleep = 0);
        // Completed AMD events no longer count against any wait.
        let now = self.now;
        for c in self.ctas.iter_mut().filter(|c| c.busy) {
            for t in c.time.iter_mut() {
                t.events.retain(|e| e.done > now);
            }
        }
    }

    /// Free the slots of finished blocks; returns how many finished.
    pub fn retire_blocks(&mut self, regs: u64, shared: u64, threads: u32) -> u64 {
        let mut n = 0;
        for (cslot, c) in self.ctas.iter_mut().enumerate().filter(|(_, c)| c.busy) {
            if c.time.iter().all(|t| !t.live) {
                c.busy = false;
                n += 1;
                if TIMELINE && self.trace {
                    self.events.push(TEv::Block {
                        start: c.start,
                        end: c.end,
                        cslot: cslot as u32,
                        block: c.warps.first().map_or([0; 3], |w| w.ctaid),
                    });
                }
                for (w, t) in c.warps.iter().zip(&c.time) {
                    if self.stats.per_warp.len() < PER_WARP_LIMIT {
                        self.stats
                            .per_warp
                            .push((w.ctaid, w.index, t.stalls, t.issued));
                    }
                }
                self.resident_threads -= threads;
                self.resident_regs -= regs;
                self.resident_shared -= shared;
            }
        }
        self.stats.blocks += n;
        n
    }
}

/// When a wait's limits are met: for each counter, the outstanding covered events
/// (oldest first) beyond the limit must have completed. Returns the cycle (`NEVER`
/// if a needed completion is not known yet).
fn wait_ready(events: &[Ev], l: &WaitLimits, now: u64) -> u64 {
    let mut at = 0u64;
    let mut check = |limit: u8, covers: &dyn Fn(MemEvent) -> bool| {
        if limit == 255 {
            return;
        }
        // Completion times of outstanding covered events, in issue order.
        let mut buf = [0u64; 64];
        let mut n = 0usize;
        for e in events.iter().filter(|e| covers(e.kind) && e.done > now) {
            if n < buf.len() {
                buf[n] = e.done;
                n += 1;
            }
        }
        if n > limit as usize {
            // Counters decrement in order: the (n - limit) oldest must be done.
            let k = n - limit as usize;
            let t = buf[..k].iter().copied().max().unwrap_or(0);
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
    // The longest run of equal banks among the distinct words (no per-bank table to
    // clear on every access).
    let mut bank_of = [0u64; 64];
    for (b, &w) in bank_of.iter_mut().zip(&words[..n]) {
        *b = w % banks.max(1);
    }
    let ids = &mut bank_of[..n];
    ids.sort_unstable();
    let mut worst = 1;
    let mut run = 0;
    for i in 0..ids.len() {
        run = if i > 0 && ids[i] == ids[i - 1] {
            run + 1
        } else {
            1
        };
        worst = worst.max(run);
    }
    worst
}
