//! The cycle-level timing model: per-instruction timing from the config's latency
//! table (`spec`), SMs with schedulers, scoreboards, functional units and their
//! load/store path with the L1 (`sm`), warp-scheduling policies (`sched`), the shared
//! memory levels below the L1s (`mem`: GL1, sliced L2, memory-side cache, DRAM
//! channels), the cache tag store (`cache`), each SM's view of global memory within a
//! quantum (`smmem`), registers per thread (`regs`) and blocks per SM (`occupancy`),
//! stall reasons (`stall`), thread-block clusters across SMs (`cluster`), the
//! deterministic parallel engine (`engine`, with launch groups in `group`), and what a
//! run reports (`report`, and `outcome` for a fault or the cycle limit). Functional
//! results come from the same `func::step` as the functional engine; this module only
//! decides when each instruction runs.

mod cache;
mod cluster;
mod engine;
mod group;
pub mod mem;
mod occupancy;
mod outcome;
mod port;
pub mod regs;
mod report;
pub mod sched;
mod sm;
mod smmem;
pub mod spec;
pub mod stall;

pub use engine::{
    resident_blocks, run_group, run_launch, run_timing, run_timing_traced, trace_buffer_bytes,
    GridReport, GroupReport, LaunchPart, SmSummary, TimingOptions, TimingReport, TraceOptions,
};
pub use stall::Stall;
