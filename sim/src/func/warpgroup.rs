//! The warpgroup gate of `wgmma`: the four warps of a warpgroup execute
//! `wgmma.mma_async` and `wgmma.wait_group` together (PTX ISA 9.7.15: `.aligned`,
//! "all threads in the warpgroup must execute the same instruction"), and the
//! hardware runs the warpgroup's multiply once all four have issued it. Real code
//! relies on that: CuTe's SM90 mainloop has no `bar.sync` between one thread's
//! `cp.async.wait_group` and the warpgroup's `wgmma` reading every thread's copies,
//! nor between the wgmma and the copies that later refill its stage.
//!
//! warpsim computes each warp's share when that warp issues, so both orderings are
//! kept by gating issue, in the functional and the timing engine alike:
//! * a warp issues its n-th `wgmma.mma_async` only when every warp of its
//!   warpgroup has reached its own n-th (is at a `wgmma.mma_async` having issued
//!   n - 1, or is past it): every copy the warpgroup waited for is then in place;
//! * a warp issues `wgmma.wait_group` only when every warp of its warpgroup has
//!   issued at least as many `wgmma.mma_async` as it has: no warp goes on to
//!   overwrite shared memory another warp's share has not read yet.

use super::warp::{Warp, WarpStatus};
use crate::ir::wgmma_form::WARPS;
use crate::ir::{Op, Program};

/// Whether a warp may issue the instruction at its pc.
#[derive(Debug, PartialEq, Eq)]
pub enum Gate {
    Go,
    /// Not yet: a warp of its warpgroup is behind.
    Wait,
    /// Never: a warp of its warpgroup exited (a fault; the message says which).
    Never(String),
}

/// The gate of warp `wi` of a block whose warps are `warps` (index order).
pub fn gate(prog: &Program, warps: &[Warp], wi: usize) -> Gate {
    let w = &warps[wi];
    let op = match prog.code.get(w.pc() as usize) {
        Some(i) if matches!(i.op, Op::Wgmma | Op::WgmmaWait) => i.op,
        _ => return Gate::Go,
    };
    let first = wi / WARPS as usize * WARPS as usize;
    // A partial warpgroup faults in the instruction itself.
    let Some(group) = warps.get(first..first + WARPS as usize) else {
        return Gate::Go;
    };
    let n = w.wgmma_count;
    for v in group {
        let ready = match op {
            Op::Wgmma => {
                v.wgmma_count > n
                    || v.wgmma_count == n
                        && prog
                            .code
                            .get(v.pc() as usize)
                            .is_some_and(|i| i.op == Op::Wgmma)
            }
            _ => v.wgmma_count >= n,
        };
        if ready {
            continue;
        }
        if v.status == WarpStatus::Done {
            return Gate::Never(format!(
                "{} of warp {} waits for warp {} of its warpgroup, which exited after {} wgmma.mma_async (this warp has executed {n}); the four warps of a warpgroup execute wgmma together",
                op.name(),
                w.index,
                v.index,
                v.wgmma_count
            ));
        }
        return Gate::Wait;
    }
    Gate::Go
}

/// Why no warp of a block can go on when some wait at the gate: the first waiting
/// warp and a message naming the warps it waits for.
pub fn stuck(prog: &Program, warps: &[Warp]) -> Option<(usize, String)> {
    let wi = (0..warps.len())
        .find(|&i| warps[i].status == WarpStatus::Ready && gate(prog, warps, i) == Gate::Wait)?;
    let first = wi / WARPS as usize * WARPS as usize;
    let behind: Vec<String> = warps[first..first + WARPS as usize]
        .iter()
        .map(|v| {
            format!(
                "warp {} ({} wgmma.mma_async, {:?})",
                v.index, v.wgmma_count, v.status
            )
        })
        .collect();
    Some((
        wi,
        format!(
            "warpgroup deadlock: warp {} waits at {} for its warpgroup, whose warps cannot all reach it: {}",
            wi,
            prog.code[warps[wi].pc() as usize].op.name(),
            behind.join(", ")
        ),
    ))
}

/// A warp of the block that can never pass the gate (a warp of its warpgroup
/// exited), and why.
pub fn never(prog: &Program, warps: &[Warp]) -> Option<(usize, String)> {
    (0..warps.len()).find_map(|i| match gate(prog, warps, i) {
        Gate::Never(msg) if warps[i].status == WarpStatus::Ready => Some((i, msg)),
        _ => None,
    })
}
