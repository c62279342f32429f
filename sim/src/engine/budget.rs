//! What a launch's simulated state costs in host memory, checked against the run's
//! memory budget before the engine builds it: the buffers (already held), each
//! resident block's warps (registers, local memory/scratch, thread parameters) and
//! shared memory, and the timeline events an SM holds between exchanges when the run
//! is traced. A kernel that declares a large scratch area multiplies it by every
//! thread resident on the GPU; past the budget the run stops with exit 2 and the sizes,
//! before allocating.

use crate::engine::Prepared;
use crate::error::{Error, Result};
use crate::input::bytes_text;

/// Host bytes per warp beside its lanes' storage (SIMT stack, timing state, vectors'
/// headers): an upper estimate.
const WARP_OVERHEAD: u64 = 1024;

/// Host bytes one resident block of `p` holds.
pub fn block_bytes(p: &Prepared) -> u64 {
    let prog = &p.prog;
    let li = &p.li;
    let lane = prog.slots as u64 * 8 + prog.local_size as u64 + prog.thread_param_size as u64;
    let warp = (li.width as u64)
        .saturating_mul(lane)
        .saturating_add(prog.num_preds as u64 * 8 + WARP_OVERHEAD);
    (li.warps_per_block as u64)
        .saturating_mul(warp)
        .saturating_add(li.shared_size as u64)
}

/// Check that `p`'s buffers, `blocks` resident blocks and `trace_bytes` of timeline
/// buffers fit in `budget` bytes.
///
/// # Errors
/// A usage error (exit 2) naming the kernel and each part's size.
pub fn check(p: &Prepared, blocks: u64, trace_bytes: u64, budget: u64) -> Result<()> {
    let buffers = p.mem.held_bytes();
    let per_block = block_bytes(p);
    let state = blocks.saturating_mul(per_block);
    let total = buffers.saturating_add(state).saturating_add(trace_bytes);
    if total <= budget {
        return Ok(());
    }
    let scratch = if p.prog.local_size > 0 {
        format!(
            ", and local memory/scratch of {} per thread",
            bytes_text(p.prog.local_size as u64)
        )
    } else {
        String::new()
    };
    let trace = if trace_bytes > 0 {
        format!(" + timeline buffers {}", bytes_text(trace_bytes))
    } else {
        String::new()
    };
    Err(Error::Usage(format!(
        "kernel `{}` needs {} of simulated state, past the memory budget of {}: buffers {} + {blocks} resident blocks x {} each (registers, shared memory{scratch}){trace} (default budget: 3/4 of this machine's memory; --max-memory changes it)",
        p.prog.name,
        bytes_text(total),
        bytes_text(budget),
        bytes_text(buffers),
        bytes_text(per_block),
    )))
}
