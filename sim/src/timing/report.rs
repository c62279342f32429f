//! What a timing run reports: the totals of the SMs (instructions, stalls, L1) and of
//! the shared memory levels, per opcode key, per SM and per warp, gathered from the
//! SMs and the memory system at the run's end.

use super::mem::LevelReport;
use super::mem::MemSys;
use super::sm::Sm;
use super::stall::Stall;
use crate::config::GpuConfig;

/// What a timing run measured.
#[derive(Debug, Clone, Default)]
pub struct TimingReport {
    pub cycles: u64,
    /// Device printf output, in `func::printf`'s order.
    pub printf: Vec<crate::func::printf::PrintRec>,
    pub warp_instructions: u64,
    pub thread_instructions: u64,
    pub blocks: u64,
    pub warps: u64,
    pub stalls: [u64; Stall::COUNT],
    /// Per opcode key: (count, latency cycles).
    pub per_key: Vec<(u64, u64)>,
    pub per_sm: Vec<SmSummary>,
    pub l1_hits: u64,
    pub l1_misses: u64,
    /// Bytes the SMs sent toward the L2 (headers, store data) and received.
    pub l1_bytes_sent: u64,
    pub l1_bytes_received: u64,
    pub l2_hits: u64,
    pub l2_misses: u64,
    pub dram_read_bytes: u64,
    pub dram_write_bytes: u64,
    /// Every shared level's counters, in order.
    pub memory: Vec<LevelReport>,
    /// Average resident warps over SM-cycles divided by the warp slots.
    pub occupancy: f64,
    /// Blocks that fit on one SM at once, and the limit that decides it.
    pub blocks_per_sm: u32,
    pub occupancy_limit: &'static str,
    pub regs_per_thread: u32,
    pub quantum: u64,
    /// Per warp (block-linear, warp): stalls it caused, when the grid is small.
    pub per_warp: Vec<([u32; 3], u32, [u64; Stall::COUNT], u64)>,
    /// How the run ended, as the timeline's `run_end` says: `ok`, `fault` or
    /// `cycle_limit`.
    pub end: &'static str,
    /// Timeline flow ids used (the most on one SM): a later launch on the same
    /// timeline numbers its flows after them.
    pub trace_flows: u64,
    /// One launch's view of a group run together (see [`GridReport::report`]): the group's
    /// cycles, over which the shared figures (memory levels, L1s, per-SM,
    /// occupancy) were measured. `None` for a launch run alone.
    pub group_cycles: Option<u64>,
}

/// One SM's totals.
#[derive(Debug, Clone, Default)]
pub struct SmSummary {
    pub cycles: u64,
    pub warp_instructions: u64,
    pub blocks: u64,
    pub stalls: [u64; Stall::COUNT],
    pub l1_hits: u64,
    pub l1_misses: u64,
}

/// The most warps whose per-warp stalls are reported.
const PER_WARP_LIMIT: u64 = super::sm::PER_WARP_LIMIT as u64;

/// The report of a run: the SMs' and the memory system's totals. Per-opcode and
/// per-warp figures are the first grid's (a group's launches each have theirs in
/// [`GridReport`]); `occ` is its (blocks per SM, limit, registers per thread).
pub(super) fn report(
    sms: &[Sm],
    mem: &MemSys,
    cfg: &GpuConfig,
    blocks: u64,
    occ: (u32, &'static str, u32),
    quantum: u64,
    cut_at: Option<u64>,
) -> TimingReport {
    let (per_sm, limit, regs) = occ;
    let mut r = TimingReport {
        per_key: vec![
            (0, 0);
            sms.first()
                .and_then(|s| s.stats.grids.first())
                .map_or(0, |g| g.per_key.len())
        ],
        blocks,
        blocks_per_sm: per_sm,
        occupancy_limit: limit,
        regs_per_thread: regs,
        quantum,
        ..Default::default()
    };
    r.cycles = cut_at.unwrap_or_else(|| sms.iter().map(|s| s.last_activity()).max().unwrap_or(0));
    let slots = cfg.sm.schedulers as u64 * cfg.sm.issue_width as u64;
    let mut warp_cycles = 0u64;
    for sm in sms {
        let mut stalls = sm.stats.stalls;
        // Slots of an SM that finished early idle until the kernel ends.
        let idle_from = sm.idle_since.unwrap_or(r.cycles).min(r.cycles);
        stalls[Stall::Drained.index()] += (r.cycles - idle_from) * slots;
        // Cycles simulated past the kernel's end (the last quantum) do not count.
        r.warp_instructions += sm.stats.issued;
        r.thread_instructions += sm.stats.thread_insts;
        let first = sm.stats.grids.first();
        for (k, v) in first.iter().flat_map(|g| g.per_key.iter()).enumerate() {
            r.per_key[k].0 += v.0;
            r.per_key[k].1 += v.1;
        }
        for (acc, v) in r.stalls.iter_mut().zip(stalls.iter()) {
            *acc += v;
        }
        let (hits, misses, sent, received) = sm.l1_totals();
        r.l1_hits += hits;
        r.l1_misses += misses;
        r.l1_bytes_sent += sent;
        r.l1_bytes_received += received;
        warp_cycles += sm.stats.warp_cycles;
        r.per_sm.push(SmSummary {
            cycles: sm.stats.last_exit,
            warp_instructions: sm.stats.issued,
            blocks: sm.stats.blocks,
            stalls,
            l1_hits: hits,
            l1_misses: misses,
        });
        for pw in first.iter().flat_map(|g| g.per_warp.iter()) {
            if (r.per_warp.len() as u64) < PER_WARP_LIMIT {
                r.per_warp.push(*pw);
            }
        }
    }
    // Device printf: the retired blocks' and those still resident (a cut or faulted
    // run), in the fixed order of `func::printf`.
    for sm in sms {
        r.printf.extend(sm.stats.printf.iter().cloned());
        for c in sm.ctas.iter().filter(|c| c.busy) {
            let grid = c.grid;
            r.printf.extend(
                c.state
                    .printf
                    .iter()
                    .map(|x| crate::func::printf::PrintRec { grid, ..x.clone() }),
            );
        }
    }
    r.printf.sort();
    r.memory = mem.report();
    for l in &r.memory {
        use super::mem::counters::{C_READ_HITS, C_READ_MISSES, D_READ_BYTES, D_WRITE_BYTES};
        match l.name {
            "l2" => {
                r.l2_hits = l.counters.total[C_READ_HITS];
                r.l2_misses = l.counters.total[C_READ_MISSES];
            }
            "dram" => {
                r.dram_read_bytes = l.counters.total[D_READ_BYTES];
                r.dram_write_bytes = l.counters.total[D_WRITE_BYTES];
            }
            _ => {}
        }
    }
    let denom = r.cycles as f64 * sms.len() as f64 * cfg.sm.max_warps as f64;
    r.occupancy = if denom > 0.0 {
        warp_cycles as f64 / denom
    } else {
        0.0
    };
    r
}
