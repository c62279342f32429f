//! Launches run together on the SMs (programmatic dependent launch): each launch's
//! progress, where its blocks fit beside the others', when the next launch starts and
//! which have completed, and each launch's part of the group's report. The engine
//! (`engine.rs`) runs the quanta; this file decides, at each exchange, what the
//! launches of a group may do next.

use super::occupancy::{cu_mode_cus, occupancy, resources, thread_regs};
use super::report::TimingReport;
use super::sm::{Env, Grid, Sm};
use super::stall::Stall;
use crate::config::GpuConfig;
use crate::engine::Prepared;
use std::ops::Deref;
use std::sync::Mutex;

/// The most warps whose per-warp stalls are reported.
const PER_WARP_LIMIT: u64 = super::sm::PER_WARP_LIMIT as u64;

/// What a group of launches run together measured: the whole group, and each
/// launch's own part (see `engine::run_group`).
#[derive(Debug, Clone, Default)]
pub struct GroupReport {
    pub group: TimingReport,
    pub grids: Vec<GridReport>,
    /// The launch whose warp faulted, when one did.
    pub fault_grid: Option<usize>,
}

/// One launch's part of a group.
#[derive(Debug, Clone, Default)]
pub struct GridReport {
    /// It was launched (a run cut short by a fault or the cycle limit may end
    /// before a dependent launch started).
    pub launched: bool,
    /// The cycle it was launched (0 for the first) and the cycle its last warp
    /// exited (the last launch: the group's end).
    pub start: u64,
    pub end: u64,
    /// The launch's view of the group's report: its own cycles (`end - start`),
    /// instructions, blocks, stalls (its warps' stalls, and the idle slots while it
    /// was the oldest launch not yet complete) and per-opcode and per-warp figures;
    /// the rest (memory levels, L1s, per-SM figures, occupancy) is the group's, with
    /// `group_cycles` set.
    pub report: TimingReport,
}

/// Per-block use of the SM's resources, in the order of `engine::resources`.
pub(super) type Use = [u64; 5];

/// A launch's progress in a group.
pub(super) struct GridRun {
    pub nblocks: u64,
    pub next_block: u64,
    /// Blocks whose launch `clusterlaunchcontrol.try_cancel` canceled (counted in
    /// `next_block`, never run).
    pub canceled: u64,
    pub per_sm: u32,
    /// The CUs of an SM one block is confined to (a CU-mode AMD kernel on a WGP),
    /// else 1.
    pub cus: u64,
    pub limit: &'static str,
    pub regs: u32,
    pub block_regs: u64,
    pub block_shared: u64,
    pub threads: u32,
    usage: Use,
    /// Cycle of the exchange that launched it (`None`: not yet).
    pub launched: Option<u64>,
}

impl GridRun {
    /// Launch `p`, not yet started.
    ///
    /// # Errors
    /// A block of it does not fit on an SM.
    pub fn new(
        cfg: &GpuConfig,
        p: &Prepared,
        regs_per_thread: Option<u32>,
    ) -> Result<GridRun, String> {
        let regs = thread_regs(p, regs_per_thread);
        let (per_sm, limit, block_regs, block_shared) = occupancy(cfg, p, regs.max(1))?;
        let [gx, gy, gz] = p.li.grid;
        Ok(GridRun {
            nblocks: gx as u64 * gy as u64 * gz as u64,
            next_block: 0,
            canceled: 0,
            per_sm,
            cus: cu_mode_cus(cfg, p),
            limit,
            regs,
            block_regs,
            block_shared,
            threads: p.li.threads_per_block,
            usage: resources(cfg, p, regs.max(1)).map(|r| r.2),
            launched: None,
        })
    }

    fn dispatched(&self) -> bool {
        self.next_block >= self.nblocks
    }

    /// The blocks that started (dispatched, not canceled).
    pub fn started(&self) -> u64 {
        self.nblocks.min(self.next_block) - self.canceled
    }
}

/// The SM's amount of each resource a block holds.
pub(super) fn capacity(cfg: &GpuConfig, p: &Prepared) -> Use {
    resources(cfg, p, 1).map(|r| r.1)
}

/// Blocks are still waiting to be dispatched (or their launch to start).
pub(super) fn blocks_left(runs: &[GridRun]) -> bool {
    runs.iter().any(|r| !r.dispatched())
}

/// Fill every SM (in SM order, one block each round, as a block scheduler does) with
/// the blocks of the launched grids in launch order: a block goes where the SM's free
/// registers, shared memory, warp, thread and block slots hold it beside the blocks
/// there. For one grid this is "fewer than its blocks per SM". A CU-mode block also
/// needs one CU of the WGP (`GridRun::cus`) whose share of each resource (all but the
/// block slots) holds it beside that CU's blocks (`cu_with_room`). The CTAs of a cluster
/// are dispatched together, each on its own SM (the lowest-numbered SMs with room), or
/// not at all until that many SMs have room: a cluster's CTAs are co-resident (CUDA
/// guarantees it; on the hardware within one GPC, which the configs do not model).
pub(super) fn dispatch(sms: &[Mutex<Sm>], runs: &mut [GridRun], env: &Env, capacity: &Use) {
    for g in 0..runs.len() {
        if runs[g].launched.is_none() {
            return;
        }
        let k = env.g(g as u32).li.cluster_ctas().max(1) as usize;
        while !runs[g].dispatched() {
            let mut placed = false;
            let mut chosen: [usize; 16] = [0; 16];
            let mut cus_of: [Option<u32>; 16] = [None; 16];
            let mut n = 0;
            for (i, m) in sms.iter().enumerate() {
                if runs[g].dispatched() {
                    break;
                }
                let sm = m.lock().unwrap_or_else(|e| e.into_inner());
                let mut held: Use = [0; 5];
                for c in sm.ctas.iter().filter(|c| c.busy) {
                    for (h, u) in held.iter_mut().zip(runs[c.grid as usize].usage) {
                        *h += u;
                    }
                }
                let r = &runs[g];
                if !(0..5).all(|j| held[j] + r.usage[j] <= capacity[j]) {
                    continue;
                }
                let cu = match r.cus {
                    1 => None,
                    cus => match cu_with_room(&sm, runs, g, capacity, cus) {
                        Some(c) => Some(c),
                        None => continue,
                    },
                };
                drop(sm);
                cus_of[n] = cu;
                chosen[n] = i;
                n += 1;
                if n < k {
                    continue;
                }
                // A whole cluster (or one block) has its SMs.
                let r = &mut runs[g];
                for (&s, &cu) in chosen[..k].iter().zip(&cus_of[..k]) {
                    let b = r.next_block;
                    let ctaid = env.g(g as u32).li.ctaid_of(b);
                    let mut sm = sms[s].lock().unwrap_or_else(|e| e.into_inner());
                    let (regs, shared) = (r.block_regs, r.block_shared);
                    sm.start_block(env, g as u32, b, ctaid, regs, shared, cu);
                    r.next_block += 1;
                }
                n = 0;
                placed = true;
            }
            if !placed {
                return;
            }
        }
    }
}

/// The CU (of `cus` on the SM) with the most free warp slots whose share
/// (`capacity / cus`) of every resource but the block slots holds a block of grid
/// `g` beside what its blocks hold: a CU-mode block counts on its own CU (that of its
/// first warp's scheduler), any other block 1/`cus` on each. None if no CU has room.
fn cu_with_room(sm: &Sm, runs: &[GridRun], g: usize, capacity: &Use, cus: u64) -> Option<u32> {
    const MAX_CUS: usize = 16;
    let cus = (cus as usize).min(MAX_CUS);
    let mut held = [[0u64; 5]; MAX_CUS];
    for c in sm.ctas.iter().filter(|c| c.busy) {
        let r = &runs[c.grid as usize];
        if r.cus > 1 {
            // A CU is an L1's schedulers (`memory.l1.per_sm`).
            let cu = sm.l1_of_sched(c.time[0].sched as usize).min(cus - 1);
            for (h, u) in held[cu].iter_mut().zip(r.usage) {
                *h += u;
            }
        } else {
            for h in held.iter_mut().take(cus) {
                for (h, u) in h.iter_mut().zip(r.usage) {
                    *h += u.div_ceil(cus as u64);
                }
            }
        }
    }
    let usage = &runs[g].usage;
    (0..cus)
        .filter(|&cu| (1..5).all(|j| held[cu][j] + usage[j] <= capacity[j] / cus as u64))
        .min_by_key(|&cu| held[cu][1])
        .map(|cu| cu as u32)
}

/// At an exchange (cycle `until`), after retirement: count the leading grids that
/// have completed (all blocks dispatched and retired) into `complete`, and start the
/// grid after the last started one once every block of that one ran
/// `griddepcontrol.launch_dependents` or exited.
pub(super) fn advance<S: Deref<Target = Sm>>(
    sms: &[S],
    runs: &mut [GridRun],
    complete: &mut u32,
    until: u64,
) {
    let busy = |g: usize, triggered: bool| {
        sms.iter().any(|sm| {
            sm.ctas
                .iter()
                .any(|c| c.busy && c.grid as usize == g && !(triggered && c.triggered))
        })
    };
    while let Some(r) = runs.get(*complete as usize) {
        if r.launched.is_none() || !r.dispatched() || busy(*complete as usize, false) {
            break;
        }
        *complete += 1;
    }
    if let Some(g) = runs.iter().rposition(|r| r.launched.is_some()) {
        if g + 1 < runs.len() && runs[g].dispatched() && !busy(g, true) {
            runs[g + 1].launched = Some(until);
        }
    }
}

/// Each launch's part of a group's report.
pub(super) fn grid_reports(
    sms: &[Sm],
    runs: &[GridRun],
    grids: &[Grid],
    rep: &TimingReport,
) -> Vec<GridReport> {
    let last = runs.len() - 1;
    let slots = rep.stalls.iter().sum::<u64>();
    let mut out: Vec<GridReport> = runs
        .iter()
        .zip(grids)
        .enumerate()
        .map(|(g, (r, gd))| {
            let blocks = r.started();
            let mut o = TimingReport {
                blocks,
                warps: blocks * gd.wpb as u64,
                stalls: [0; Stall::COUNT],
                per_key: vec![(0, 0); gd.prog.keys.len()],
                per_warp: Vec::new(),
                blocks_per_sm: r.per_sm,
                occupancy_limit: r.limit,
                regs_per_thread: r.regs,
                group_cycles: Some(rep.cycles),
                ..rep.clone()
            };
            o.warp_instructions = 0;
            o.thread_instructions = 0;
            let start = r.launched.unwrap_or(rep.cycles);
            let mut end = if g == last { rep.cycles } else { 0 };
            for sm in sms {
                let s = &sm.stats.grids[g];
                o.warp_instructions += s.issued;
                o.thread_instructions += s.thread_insts;
                if g != last {
                    end = end.max(s.last_exit);
                }
                for (k, v) in s.per_key.iter().enumerate() {
                    o.per_key[k].0 += v.0;
                    o.per_key[k].1 += v.1;
                }
                for (acc, v) in o.stalls.iter_mut().zip(s.stalls.iter()) {
                    *acc += v;
                }
                for pw in &s.per_warp {
                    if (o.per_warp.len() as u64) < PER_WARP_LIMIT {
                        o.per_warp.push(*pw);
                    }
                }
            }
            let end = end.max(start).min(rep.cycles);
            o.cycles = end - start;
            GridReport {
                launched: r.launched.is_some(),
                start,
                end,
                report: o,
            }
        })
        .collect();
    // The slots the report adds for SMs drained before the end (not charged as the
    // SMs ran) are the last launch's: the GPU was finishing it.
    let charged: u64 = out
        .iter()
        .map(|o| o.report.stalls.iter().sum::<u64>())
        .sum();
    if let Some(o) = out.last_mut() {
        o.report.stalls[Stall::Drained.index()] += slots.saturating_sub(charged);
    }
    out
}
