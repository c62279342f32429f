//! One SM (CU) cycle by cycle. The SM owns its resident blocks and warps, its
//! schedulers and its load/store path, touches only itself, and reads the
//! quantum-start memory image; everything shared goes through its outbox (the L1's
//! requests in `lsu.out`, stores and atomics in `log`) and comes back through its
//! inbox (answers in `lsu`), both handled at the exchange (`engine.rs`).
//!
//! The parts, one file each: `issue` (the per-cycle issue loop: scoreboard, units,
//! register banks, instruction buffer, barriers, exits), `execute` (what an issued
//! instruction occupies and when its results are ready, AMD wait counters, shared
//! memory banks), `lsu` (the L1, its miss entries, the load/store queue and ports to
//! the L2), `l1stages` (the cycles an access spends in the L1's tag and data stages),
//! `account` (stall charging, the timeline and counters), `blocks` (block
//! start and retirement).
//!
//! Instructions execute functionally (`func::step`) when they issue; the model decides
//! when that is and when their results may be used.

mod account;
mod blocks;
mod execute;
mod issue;
mod l1stages;
mod lsu;

use super::sched::{make, Policy};
use super::smmem::WriteLog;
use super::spec::Spec;
use super::stall::Stall;
use crate::config::GpuConfig;
use crate::func::exec::AccessLog;
use crate::func::memory::GlobalMemory;
use crate::func::warp::{CtaState, LaunchInfo, MemEvent, Warp};
use crate::ir::Program;
use crate::trace::event::TEv;
pub use lsu::Lsu;

/// Timeline recording is compiled in (the default feature `timeline`; a build without
/// it is the baseline the cost of disabled tracing is measured against).
const TIMELINE: bool = cfg!(feature = "timeline");

/// Never (a time not yet known, or no event).
pub const NEVER: u64 = u64::MAX;

/// An outstanding memory event of a warp (AMD counters, PTX `cp.async`) and when it
/// completes.
#[derive(Debug, Clone, Copy)]
pub struct Ev {
    pub id: u32,
    pub kind: MemEvent,
    pub done: u64,
    /// The `cp.async` commit group it belongs to (the warp's `groups` when it issued).
    pub group: u32,
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
    /// Cycle the warp's path to the L1 takes its next vector memory instruction
    /// (`memory.l1.wave_bytes_per_cycle`).
    pub vmem_free: u64,
    /// `cp.async.commit_group`s so far: the group the next `cp.async` joins.
    pub groups: u32,
    /// `cp.async.bulk.commit_group`s so far: the bulk group the next shared-to-global
    /// `cp.async.bulk` joins.
    pub bulk_groups: u32,
    /// `wgmma.commit_group`s so far: the group the next `wgmma.mma_async` joins.
    pub wgmma_groups: u32,
    /// `tcgen05.mma`s issued so far (the id of the next one's event; a
    /// `tcgen05.commit` covers those below it).
    pub tc05_issued: u32,
    /// Barrier arrivals that wait for copies still in flight.
    pub marks: Vec<Mark>,
}

impl WarpTime {
    /// Commits so far of the groups that events of `kind` join: `cp.async.bulk`'s
    /// shared-to-global copies count bulk groups, `wgmma.mma_async` wgmma groups,
    /// every other copy `cp.async` groups.
    pub(super) fn groups_of(&self, kind: MemEvent) -> u32 {
        match kind {
            MemEvent::BulkStore => self.bulk_groups,
            MemEvent::Wgmma => self.wgmma_groups,
            _ => self.groups,
        }
    }

    /// Close the current group of `kind`'s copies at `now` (completed events no
    /// longer count against any wait).
    pub(super) fn commit(&mut self, kind: MemEvent, now: u64) {
        let n = match kind {
            MemEvent::BulkStore => &mut self.bulk_groups,
            MemEvent::Wgmma => &mut self.wgmma_groups,
            _ => &mut self.groups,
        };
        *n = n.wrapping_add(1);
        self.events.retain(|e| e.done > now);
    }
}

/// A barrier arrival that waits for copies (`cp.async.mbarrier.arrive`: the warp's
/// earlier `cp.async`s, events below `hi`; `cp.async.bulk`: its own event, `lo`).
#[derive(Debug, Clone, Copy)]
pub struct Mark {
    /// The barrier's shared-memory address.
    pub addr: u64,
    pub lo: u32,
    pub hi: u32,
    /// The events it waits for: `cp.async` copies, a bulk copy (`AsyncBulk`) or the
    /// warp's `tcgen05.mma`s (`Tc05`).
    pub kind: MemEvent,
}

impl Mark {
    /// Does the arrival wait for event `e`?
    #[inline]
    pub fn covers(&self, e: &Ev) -> bool {
        e.kind == self.kind && (self.lo..self.hi).contains(&e.id)
    }
}

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
    /// Store and atomic requests of this block not yet acknowledged, and the latest
    /// acknowledgement; kept only with `sm.retire_after_stores`, where the block leaves
    /// its slot once its warps have exited and these are acknowledged (GPGPU-Sim's
    /// `hardware_done` = functional done and `stores_done`; AMD holds a wave's VGPRs
    /// after `s_endpgm` until its stores complete, which GFX11's `s_sendmsg
    /// dealloc_vgprs` exists to avoid).
    pub stores: u32,
    pub acked: u64,
    /// Started at the exchange; its warps' state is reset when the SM next runs (on
    /// its own host thread, not in the serial exchange).
    pub fresh: bool,
    /// The grid the block belongs to (index into `Env::grids`).
    pub grid: u32,
    /// A warp of the block executed `griddepcontrol.launch_dependents`.
    pub triggered: bool,
    /// The global warp id of its warp 0 (see [`Grid::gw_base`]).
    pub gw0: u64,
    /// Tensor-memory columns the block holds (of the SM's `tcgen05` columns).
    pub tmem_cols: u32,
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
    /// Stall slots charged and not yet added to the statistics (see `charge`).
    pending: Option<PendingStall>,
    /// `order` is still the policy's order (nothing that changes it happened since).
    order_valid: bool,
    /// In its last walk a warp was ready but for a full load/store queue: a departure
    /// from the queue must wake this scheduler (the others' wakes are unaffected).
    throttled: bool,
}

/// Stall slots of one scheduler for one reason and warp, not yet added up.
#[derive(Debug, Clone, Copy)]
struct PendingStall {
    reason: Stall,
    warp: Option<u32>,
    slots: u64,
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

/// Per-SM statistics: the SM's totals, and each grid's share.
#[derive(Debug, Clone, Default)]
pub struct SmStats {
    pub issued: u64,
    pub thread_insts: u64,
    pub stalls: [u64; Stall::COUNT],
    pub warp_cycles: u64,
    pub blocks: u64,
    pub last_exit: u64,
    pub grids: Vec<GridStats>,
    /// Device printf output of the blocks retired here.
    pub printf: Vec<crate::func::printf::PrintRec>,
}

/// One grid's statistics on one SM.
#[derive(Debug, Clone, Default)]
pub struct GridStats {
    pub issued: u64,
    pub thread_insts: u64,
    /// Slots charged to the grid: those its warps caused, and the idle ones while it
    /// was the oldest grid not yet complete.
    pub stalls: [u64; Stall::COUNT],
    /// Per opcode key of the grid's program: (count, latency cycles).
    pub per_key: Vec<(u64, u64)>,
    pub blocks: u64,
    /// The first cycle a block of the grid started here, and the last exit.
    pub first_start: Option<u64>,
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
    /// The grid of the faulting warp.
    pub grid: u32,
    pub cycle: u64,
    pub cta: [u32; 3],
    pub warp: u32,
    pub lane: Option<u32>,
    pub pc: u32,
    pub msg: String,
}

impl SmFault {
    /// A block-level fault of warp `w` at `pc` (no lane): a barrier or warpgroup
    /// deadlock.
    pub fn of_warp(grid: u32, cycle: u64, w: &crate::func::Warp, pc: u32, msg: String) -> Self {
        SmFault {
            grid,
            cycle,
            cta: w.ctaid,
            warp: w.index,
            lane: None,
            pc,
            msg,
        }
    }
}

/// One grid (launch) whose blocks the SMs may hold. A lone launch is one grid; a
/// programmatic dependent launch runs beside the grids before it (see `engine.rs`).
#[derive(Clone, Copy)]
pub struct Grid<'a> {
    pub prog: &'a Program,
    pub li: &'a LaunchInfo,
    pub spec: &'a Spec,
    pub wpb: u32,
    /// Added to this grid's global warp ids on the timeline, so that the warps of
    /// grids running together are told apart (0 for the first).
    pub gw_base: u64,
}

/// What every SM shares (read-only) during a quantum.
#[derive(Clone, Copy)]
pub struct Env<'a> {
    pub grids: &'a [Grid<'a>],
    pub cfg: &'a GpuConfig,
    /// Warp ids per block slot: the most warps per block of any grid (a slot's warp
    /// `i` is SM-local warp `slot * wpb + i`).
    pub wpb: u32,
    /// Scoreboard entries per warp: the most any grid's program needs.
    pub sb_stride: u32,
    /// Blocks are still waiting to be dispatched somewhere.
    pub blocks_left: bool,
    /// Grids `0..complete` have completed (all blocks retired, their stores
    /// performed): grid `g`'s `griddepcontrol.wait` passes once `complete >= g`.
    pub complete: u32,
}

impl<'a> Env<'a> {
    /// Grid `g`.
    #[inline]
    pub fn g(&self, g: u32) -> &Grid<'a> {
        &self.grids[g as usize]
    }
}

/// The SM.
pub struct Sm {
    pub id: u32,
    pub now: u64,
    /// The end of the quantum being run (the next exchange).
    quantum_end: u64,
    /// Queued accesses to other CTAs' shared memory before the instruction issuing
    /// now (more after it: the instruction made some).
    remote_before: usize,
    pub ctas: Vec<CtaSlot>,
    pub scheds: Vec<Sched>,
    /// The L1s (one per CU of an RDNA WGP, else one) and their load/store paths to
    /// the shared memory system.
    pub lsus: Vec<Lsu>,
    pub log: WriteLog,
    access: AccessLog,
    /// Per warp id: a lower bound on the cycle its own state (barrier, instruction
    /// buffer, scoreboard, wait counters) lets it issue, and the reason until then.
    /// Only the warp's issue or an outside event (a barrier release, a memory
    /// completion) can make it earlier, and those reset it; so stalled warps are
    /// skipped without re-reading their scoreboards.
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
    /// `warp start` events of blocks dispatched to start after the current cycle (a
    /// reused slot waits out the block launch latency): recorded when a quantum
    /// reaches their cycle, so that a run cut before then does not show them.
    starts_pending: Vec<TEv>,
    next_flow: u64,
    /// Counter sampling (with or without `trace`): window length (0 = none), current
    /// window start, and the totals at its start.
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
    /// Cycles from a block slot freeing to the next block's warps fetching.
    launch: u64,
    /// `sm.wave_launch_interval`, and the cycle the wave launcher is free from.
    wave_launch: u64,
    launcher_free: u64,
    /// `sm.retire_after_stores`.
    retire_after_stores: bool,
    /// The grid idle slots are charged to: the oldest one not yet complete.
    idle_grid: u32,
    /// `Env::complete` as this SM last saw it (a change wakes waiting warps).
    complete_seen: u32,
    /// Warp ids per block slot (`Env::wpb`, fixed for a run).
    slot_w: u32,
    /// The cycle the SM's tensor core takes its next `tcgen05.mma`: one issuing
    /// thread drives all four sub-partitions' tensor cores, so the SM runs its MMAs
    /// one after another whichever warps issue them.
    tc05_free: u64,
    /// Tensor-memory columns the SM's blocks hold: its 512 columns are the SM's, and an
    /// allocation waits until others free enough (PTX ISA 9.7.16.7.1: "tcgen05.alloc
    /// blocks if the requested amount of Tensor Memory is not available") [model:
    /// counted, not placed; the addresses the program sees are its CTA's own].
    tmem_used: u32,
}

impl Sm {
    /// An SM of `cfg`.
    ///
    /// # Errors
    /// `sm.scheduler` names no registered policy, or its parameters do not suit it.
    pub fn new(id: u32, cfg: &GpuConfig, grids: &[Grid]) -> Result<Sm, String> {
        let spec = grids.first().map(|g| g.spec).ok_or("no grid to run")?;
        let mut policies = Vec::new();
        for _ in 0..cfg.sm.schedulers {
            policies.push(
                make(&cfg.sm.scheduler, cfg.sm.two_level_active)
                    .map_err(|m| format!("sm.scheduler: {m}"))?,
            );
        }
        let mut policies = policies.into_iter();
        let scheds = (0..cfg.sm.schedulers)
            .map(|_| Sched {
                warps: Vec::new(),
                policy: policies.next().expect("one policy per scheduler"),
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
                pending: None,
                order_valid: false,
                throttled: false,
            })
            .collect();
        Ok(Sm {
            tc05_free: 0,
            tmem_used: 0,
            id,
            now: 0,
            quantum_end: 0,
            remote_before: 0,
            ctas: Vec::new(),
            scheds,
            lsus: (0..cfg.memory.l1.per_sm)
                .map(|k| Lsu::new(cfg, k))
                .collect(),
            log: WriteLog::default(),
            access: AccessLog {
                on: true,
                entries: Vec::with_capacity(256),
            },
            wake: Vec::new(),
            sb: Vec::new(),
            mem_hint: 0,
            trace: false,
            events: Vec::new(),
            wb_pending: Vec::new(),
            starts_pending: Vec::new(),
            next_flow: ((id as u64) << 40) + 1,
            window: 0,
            win_start: 0,
            win_base: (0, 0, [0; Stall::COUNT]),
            stats: SmStats {
                grids: grids
                    .iter()
                    .map(|g| GridStats {
                        per_key: vec![(0, 0); g.prog.keys.len()],
                        ..Default::default()
                    })
                    .collect(),
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
            launch: cfg.sm.block_launch_latency as u64,
            wave_launch: cfg.sm.wave_launch_interval as u64,
            launcher_free: 0,
            retire_after_stores: cfg.sm.retire_after_stores,
            idle_grid: 0,
            complete_seen: 0,
            slot_w: 1,
        })
    }

    /// Simulate until cycle `until` (exclusive) or a fault.
    pub fn run(&mut self, env: &Env, image: &GlobalMemory, until: u64) {
        let width = self.issue_width as u64;
        let sampling = TIMELINE && self.window > 0;
        self.init_fresh_blocks(env);
        if TIMELINE && self.trace && !self.starts_pending.is_empty() {
            self.record_starts(until);
        }
        self.slot_w = env.wpb;
        self.quantum_end = until;
        self.idle_grid = env.complete.min(env.grids.len().saturating_sub(1) as u32);
        if env.complete != self.complete_seen {
            // Grids completed: warps at `griddepcontrol.wait` may go on.
            self.complete_seen = env.complete;
            self.wake.fill(Wake::UNKNOWN);
            self.scheds.iter_mut().for_each(|s| s.sleep = 0);
        }
        self.warm_answers(until);
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
            // Memory answers due now and requests ready to leave, in time order.
            let lsu_next = self.lsu_step(env);
            if self.resident_warps == 0 {
                if self.idle_since.is_none() {
                    self.idle_since = Some(self.now);
                }
                // The load/store path keeps draining while no warp is resident.
                let next = lsu_next.clamp(self.now + 1, stop);
                if env.blocks_left {
                    for s in 0..self.scheds.len() {
                        self.charge(s, Stall::NoWarp, None, self.now, next - self.now, width);
                    }
                    // Charged as waiting for a block; `drained` starts after it.
                    self.idle_since = Some(next);
                }
                self.now = next;
                continue;
            }
            let next = self
                .cycle(env, image)
                .min(lsu_next)
                .clamp(self.now + 1, stop);
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
        self.flush_stalls();
        if TIMELINE && self.trace {
            self.drain_writebacks(until);
        }
    }

    /// Global warp id of SM-local warp `w`: its grid's base + block id x warps per
    /// block + index.
    fn global_warp(&self, w: u32) -> u64 {
        let (cs, wi) = self.slot_of(w);
        self.ctas[cs].gw0 + wi as u64
    }

    fn warp_time(&mut self, id: u32) -> &mut WarpTime {
        let (c, w) = self.slot_of(id);
        &mut self.ctas[c].time[w]
    }

    /// Warp ids per block slot.
    pub fn slot_width(&self) -> u32 {
        self.slot_w
    }

    /// Warp `id`'s block slot and its index there.
    fn slot_of(&self, id: u32) -> (usize, usize) {
        ((id / self.slot_w) as usize, (id % self.slot_w) as usize)
    }

    /// Timeline flow ids this SM numbered (its ids are `(id << 40) + 1 ..`).
    pub fn flows_used(&self) -> u64 {
        self.next_flow - ((self.id as u64) << 40) - 1
    }

    /// The SM has nothing left to do: no resident warp, nothing in its load/store
    /// path.
    pub fn idle(&self) -> bool {
        self.resident_warps == 0 && self.lsus.iter().all(Lsu::idle)
    }

    /// The last cycle anything of this SM happened: its last warp exit or the last
    /// answer from memory (a kernel ends when its stores are acknowledged).
    pub fn last_activity(&self) -> u64 {
        self.lsus
            .iter()
            .fold(self.stats.last_exit, |t, l| t.max(l.last_done))
    }

    /// Take the memory system's answers of an exchange (they arrive at or after the
    /// quantum's end); completed AMD memory events no longer count against any wait.
    pub fn deliver(&mut self, answers: &[(u64, u32)]) {
        self.deliver_answers(answers);
        let now = self.now;
        for c in self.ctas.iter_mut().filter(|c| c.busy) {
            for t in c.time.iter_mut() {
                t.events.retain(|e| e.done > now);
            }
        }
    }

    /// Reset warp `w`'s cached readiness and wake its scheduler (an outside event
    /// changed its state).
    fn poke(&mut self, w: u32) {
        self.wake[w as usize] = Wake::UNKNOWN;
        let s = self.warp_time(w).sched as usize;
        self.scheds[s].sleep = 0;
    }
}
