//! `clusterlaunchcontrol.try_cancel` and `.query_cancel` on one warp (semantics and
//! the answer's encoding in `func::clc`).

use super::cluster::shared_operand;
use super::mem::operand_addresses;
use super::unsupported;
use crate::func::clc::{first_ctaid, CancelReq, Query};
use crate::func::dsmem::split_address;
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::Warp;
use crate::ir::{Inst, Operand, Sub};

const WHAT: &str = "clusterlaunchcontrol.try_cancel";

/// `clusterlaunchcontrol.try_cancel.async{.shared::cta}.mbarrier::complete_tx::bytes
/// {.multicast::cluster::all}.b128 [addr], [mbar]`: each executing thread asks to
/// cancel a cluster not yet started; the memory decides (at once, or at the timing
/// engine's exchange) and delivers the answer to the CTA, or with the multicast to
/// each CTA of the cluster, at the same offsets.
pub fn clc_try_cancel<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::ClcCancel { multicast } = i.mods.sub else {
        return Err(unsupported(i));
    };
    let addrs = operand_addresses(w, i, &i.src[0])?;
    let bars = operand_addresses(w, i, &i.src[1])?;
    let rank = c.li.cluster_rank(w.ctaid);
    let n = c.li.cluster_ctas().max(1);
    for l in LaneMask(m).iter() {
        let err = |e: String| ExecError::new(Some(l as u32), format!("{WHAT}: {e}"));
        // Both operands are the executing CTA's shared memory.
        let own = |a: u64, what: &str, align: u64| -> Result<u64, ExecError> {
            let (r, off) = split_address(shared_operand(i, a, l, WHAT)?);
            if r.is_some_and(|r| r != rank) {
                return Err(err(format!("{what} {a:#x} is another CTA's shared memory; it must be in the executing CTA's (.shared::cta)")));
            }
            if off % align != 0 {
                return Err(err(format!("{what} {off:#x} is not {align}-byte aligned")));
            }
            Ok(off)
        };
        let q = CancelReq {
            lane: l as u8,
            ranks: if multicast {
                ((1u32 << n) - 1) as u16
            } else {
                1 << rank
            },
            addr: own(addrs[l], "the answer's address", 16)?,
            mbar: own(bars[l], "the mbarrier", 8)?,
        };
        c.mem.try_cancel(c.cta, rank, &q).map_err(err)?;
    }
    Ok(Flow::Next)
}

/// `clusterlaunchcontrol.query_cancel`: the verdict of an answer, or the first CTA
/// id of the cluster it canceled (undefined for a failed answer: a fault here).
pub fn clc_query<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let (Sub::ClcQuery(q), Operand::Vec { start, len: 2 }) = (i.mods.sub, i.src[0]) else {
        return Err(unsupported(i));
    };
    let halves = &c.prog.vec_elems[start as usize..start as usize + 2];
    let dst: &[Operand] = match i.dst[0] {
        Operand::Vec { start, len } => {
            &c.prog.vec_elems[start as usize..(start + len as u32) as usize]
        }
        _ => std::slice::from_ref(&i.dst[0]),
    };
    for l in LaneMask(m).iter() {
        let read = |o: &Operand| w.read_lane(o, l as u32, c.li, c.sm, c.clock);
        let r = [read(&halves[0]), read(&halves[1])];
        let vals: [u64; 4] = match q {
            Query::IsCanceled => [crate::func::clc::canceled(r) as u64, 0, 0, 0],
            Query::FirstCtaid | Query::Dim(_) => {
                let Some(id) = first_ctaid(r) else {
                    return Err(ExecError::new(
                        Some(l as u32),
                        "clusterlaunchcontrol.query_cancel.get_first_ctaid: the answer is a failed request's (or no answer), for which the first CTA id is undefined; check .is_canceled first".to_string(),
                    ));
                };
                match q {
                    Query::Dim(d) => [id[d as usize] as u64, 0, 0, 0],
                    _ => [id[0] as u64, id[1] as u64, id[2] as u64, 0],
                }
            }
        };
        for (o, v) in dst.iter().zip(vals) {
            w.write_lane(o, l as u32, v);
        }
    }
    Ok(Flow::Next)
}
