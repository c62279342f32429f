//! Progress of the work in hand, for a progress bar: the timing engine publishes its
//! simulated cycle, blocks done and warp-instructions at each exchange (a few relaxed
//! atomic stores per quantum, only while a display is on), and a sweep its runs done.
//! The display itself (`cli`) reads these; nothing the simulator computes depends on
//! them, so results and outputs are the same with or without it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

static ON: AtomicBool = AtomicBool::new(false);
/// The engine's figures are from runs one at a time (off in a sweep, whose runs overlap).
static ENGINE: AtomicBool = AtomicBool::new(true);
static CYCLES: AtomicU64 = AtomicU64::new(0);
static BLOCKS_DONE: AtomicU64 = AtomicU64::new(0);
static BLOCKS_TOTAL: AtomicU64 = AtomicU64::new(0);
static WARP_INSTRUCTIONS: AtomicU64 = AtomicU64::new(0);
static RUNS_DONE: AtomicU64 = AtomicU64::new(0);
static RUNS_TOTAL: AtomicU64 = AtomicU64::new(0);

/// Turn publishing on (a display is watching).
pub fn enable() {
    ON.store(true, Ordering::Relaxed);
}

/// Is a display watching the engine's figures?
pub fn engine_on() -> bool {
    ON.load(Ordering::Relaxed) && ENGINE.load(Ordering::Relaxed)
}

/// The timing engine at an exchange: its cycle, blocks retired of the grid's, and
/// warp-instructions issued so far.
pub fn engine(cycles: u64, blocks_done: u64, blocks_total: u64, warp_instructions: u64) {
    CYCLES.store(cycles, Ordering::Relaxed);
    BLOCKS_DONE.store(blocks_done, Ordering::Relaxed);
    BLOCKS_TOTAL.store(blocks_total, Ordering::Relaxed);
    WARP_INSTRUCTIONS.store(warp_instructions, Ordering::Relaxed);
}

/// A sweep of `total` runs starts (the engine's own figures are not shown).
pub fn sweep_start(total: u64) {
    ENGINE.store(false, Ordering::Relaxed);
    RUNS_TOTAL.store(total, Ordering::Relaxed);
    RUNS_DONE.store(0, Ordering::Relaxed);
}

/// One more run of the sweep is done.
pub fn run_done() {
    RUNS_DONE.fetch_add(1, Ordering::Relaxed);
}

/// What a display shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Snapshot {
    pub cycles: u64,
    pub blocks_done: u64,
    pub blocks_total: u64,
    pub warp_instructions: u64,
    /// Sweeps: runs done of total (total 0 outside a sweep).
    pub runs_done: u64,
    pub runs_total: u64,
}

pub fn snapshot() -> Snapshot {
    let g = |a: &AtomicU64| a.load(Ordering::Relaxed);
    Snapshot {
        cycles: g(&CYCLES),
        blocks_done: g(&BLOCKS_DONE),
        blocks_total: g(&BLOCKS_TOTAL),
        warp_instructions: g(&WARP_INSTRUCTIONS),
        runs_done: g(&RUNS_DONE),
        runs_total: g(&RUNS_TOTAL),
    }
}
