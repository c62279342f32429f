//! The register side of the wave-wide matrix instructions (CDNA `v_mfma_*`, RDNA
//! `v_wmma_*` / `v_swmmac_*`), shared by `mfma_ops` and `rdna_wmma_ops`: the
//! full-EXEC rule, reading each operand's registers for every lane, writing D.

use crate::func::exec::{Ctx, ExecError};
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::Operand;

/// The register list of a fragment operand: (first element, count).
pub(super) fn vec(o: &Operand) -> Option<(usize, usize)> {
    match *o {
        Operand::Vec { start, len } => Some((start as usize, len as usize)),
        _ => None,
    }
}

/// EXEC must have all `lanes` lanes set (`why`: whose rule that is); else an error
/// naming the first lane that is off.
pub(super) fn full_exec(name: &str, m: u64, lanes: u32, why: &str) -> Result<(), ExecError> {
    let full = if lanes >= 64 {
        u64::MAX
    } else {
        (1u64 << lanes) - 1
    };
    if m & full == full {
        return Ok(());
    }
    let missing = !m & full;
    Err(ExecError::new(
        Some(missing.trailing_zeros()),
        format!("`{name}` executed with EXEC = {m:#x}: {why} (lanes {missing:#x} are off)"),
    ))
}

/// Reads `counts[k]` registers per lane of operand `ops[k]`, for `lanes` lanes, into
/// `bufs[k]` (lane l's registers from `l * counts[k]`). An inline-constant operand (C
/// only) is not read: its value is returned. `None` from the outer option: an operand
/// that is neither a register list nor a constant.
pub(super) fn read_fragments<M: Memory, const N: usize>(
    c: &Ctx<'_, M>,
    w: &Warp,
    ops: &[&Operand],
    counts: &[u32],
    lanes: usize,
    bufs: &mut [[u32; N]],
) -> Option<Option<u64>> {
    let mut splat = None;
    for ((op, &n), buf) in ops.iter().zip(counts).zip(bufs.iter_mut()) {
        if let Operand::Imm(v) = **op {
            splat = Some(v);
            continue;
        }
        let (start, len) = vec(op)?;
        let n = (n as usize).min(len).min(N / lanes.max(1));
        for lane in 0..lanes {
            for r in 0..n {
                buf[lane * n + r] = w.read_lane(
                    &c.prog.vec_elems[start + r],
                    lane as u32,
                    c.li,
                    c.sm,
                    c.clock,
                ) as u32;
            }
        }
    }
    Some(splat)
}

/// Writes D (`nd` registers per lane, lane-major in `d`) to the register list `dst`.
pub(super) fn write_fragment<M: Memory>(
    c: &Ctx<'_, M>,
    w: &mut Warp,
    dst: &Operand,
    nd: u32,
    lanes: usize,
    d: &[u32],
) -> Option<()> {
    let (ds, dl) = vec(dst)?;
    let nd = nd as usize;
    for lane in 0..lanes {
        for r in 0..nd.min(dl) {
            let e = c.prog.vec_elems[ds + r];
            w.write_lane(&e, lane as u32, d[lane * nd + r] as u64);
        }
    }
    Some(())
}
