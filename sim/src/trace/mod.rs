//! Timelines: the simulator's issue, stall, writeback, block, warp and counter events
//! (`event`), emitted through `tracing` under the target `warpsim::timeline` in a fixed
//! order; the Chrome Trace Event writer is a `tracing-subscriber` layer (`writer`).
//! Reading traces back (`read`), the strict validator (`validate`) and `warpsim replay`
//! (`replay`) work on the written files. The format is specified in
//! `traces/FORMAT.md`.

pub mod collect;
pub mod cut;
pub mod emit;
pub mod event;
pub mod idset;
pub mod json;
pub mod pfread;
pub mod pftrace;
pub mod proto;
pub mod read;
pub mod record;
pub mod replay;
pub mod stream;
pub mod validate;
pub mod writer;
