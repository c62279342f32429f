//! How a timing run that did not finish is reported: a kernel fault an SM raised, or
//! the cycle limit, as an error located at a warp (cycle, SM, block, warp, lane, PC
//! and the instruction there).

use super::sm::{Grid, Sm, SmFault};
use crate::error::{Error, Fault, FaultSite};
use crate::func::WarpStatus;
use crate::ir::Program;

/// The error of the fault SM `sm` raised.
pub(super) fn fault_error(grids: &[Grid], sm: u32, f: SmFault) -> Error {
    let site = site(
        grids[f.grid as usize].prog,
        f.cycle,
        sm,
        f.cta,
        f.warp,
        f.pc,
    );
    Error::from(Fault {
        site: FaultSite {
            lane: f.lane,
            ..site
        },
        msg: f.msg,
    })
}

/// The error of a run stopped at `cycle` by the cycle limit `max_cycles`, and the grid
/// it names. It is located at a still-running warp (the lowest SM, block and warp):
/// preferably one that is running (the spinning one), not one waiting at a barrier
/// for it.
pub(super) fn limit_error(sms: &[Sm], grids: &[Grid], cycle: u64, max_cycles: u64) -> (Error, u32) {
    let live = |spinning: bool| {
        sms.iter().find_map(|sm| {
            sm.ctas.iter().filter(|c| c.busy).find_map(|c| {
                c.warps
                    .iter()
                    .zip(&c.time)
                    .find(|(w, t)| {
                        t.live && (!spinning || !matches!(w.status, WarpStatus::Barrier(_)))
                    })
                    .map(|(w, _)| (sm.id, c.grid, w.ctaid, w.index, w.pc()))
            })
        })
    };
    let found = live(true).or_else(|| live(false));
    let (sm, grid, cta, warp, pc) = found.unwrap_or((0, 0, [0; 3], 0, 0));
    let e = Error::from(Fault {
        site: site(grids[grid as usize].prog, cycle, sm, cta, warp, pc),
        msg: format!(
            "ran past the cycle limit of {max_cycles} cycles (a runaway loop? raise it with --max-cycles)"
        ),
    });
    (e, grid)
}

/// The place of warp `warp` of block `cta` on SM `sm` at `pc` of `prog` (no lane).
fn site(prog: &Program, cycle: u64, sm: u32, cta: [u32; 3], warp: u32, pc: u32) -> FaultSite {
    FaultSite {
        cycle,
        sm,
        cta,
        warp,
        lane: None,
        pc,
        inst: prog.describe_pc(pc),
        wave: prog.wave.is_some(),
        addr: prog.src.get(pc as usize).map_or(0, |s| s.addr),
    }
}
