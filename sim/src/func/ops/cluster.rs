//! `barrier.cluster.arrive` / `barrier.cluster.wait` (sm_90; PTX ISA, "barrier.cluster"):
//! a split-phase barrier over the threads of a cluster. Each CTA counts its warps'
//! arrivals in its barrier slot [`CLUSTER_BARRIER`]; a cluster of one CTA releases it
//! as a named barrier of the block, a larger one is released by the engine once the
//! cluster's arrivals reach its live warps (`func::barrier::cluster_complete`). As
//! `bar` does, it counts warps: a warp arrives once per execution, whichever of its
//! lanes execute it. `mapa` maps an address to any CTA of the cluster (distributed
//! shared memory, `func::dsmem`); `getctarank` names the CTA an address is in, and
//! `isspacep` tests which window a generic address falls in.
//! The memory-ordering qualifiers (`.release`, `.relaxed`, `.acquire`) need nothing
//! here: a block's memory operations are performed in issue order.

use super::super::exec::{Ctx, ExecError, ExecResult, Flow};
use super::super::mask::LaneMask;
use super::super::memory::Memory;
use super::super::warp::{LaneVals, Warp, WarpStatus, CLUSTER_BARRIER};
use super::{rd, src_lanes};
use crate::func::dsmem::{cluster_address, split_address};
use crate::ir::layout::{classify_generic, GenericSpace, SHARED_WINDOW};
use crate::ir::{Inst, Space, Sub};

/// `barrier.cluster.arrive`: the warp arrives in the current phase and goes on.
pub fn bar_cluster_arrive<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    _i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    if m == 0 {
        return Ok(Flow::Next);
    }
    if w.cluster_arrived.is_some() {
        // "barrier.cluster.wait must be executed before the next barrier.cluster.arrive".
        return Err(ExecError::new(
            Some(m.trailing_zeros()),
            "barrier.cluster.arrive again before barrier.cluster.wait: each arrive must be followed by a wait (PTX ISA, barrier.cluster)".to_string(),
        ));
    }
    w.cluster_arrived = Some(c.cta.cluster_phase);
    c.cta.barriers[CLUSTER_BARRIER].arrived += 1;
    Ok(Flow::Arrived(CLUSTER_BARRIER as u8))
}

/// `barrier.cluster.wait`: the warp waits until the phase it arrived in completes.
pub fn bar_cluster_wait<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    _i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    if m == 0 {
        return Ok(Flow::Next);
    }
    let Some(phase) = w.cluster_arrived.take() else {
        // Waiting without having arrived waits for a phase this thread's own arrival
        // is missing from: it can never complete.
        return Err(ExecError::new(
            Some(m.trailing_zeros()),
            "barrier.cluster.wait without a preceding barrier.cluster.arrive of this warp (the phase could never complete)".to_string(),
        ));
    };
    if phase != c.cta.cluster_phase {
        return Ok(Flow::Next);
    }
    c.cta.barriers[CLUSTER_BARRIER].waiting.push(w.index);
    w.status = WarpStatus::Barrier(CLUSTER_BARRIER as u8);
    Ok(Flow::Barrier)
}

/// `mapa{.shared::cluster}.{u32,u64} d, a, rank`: the address of the variable at `a`
/// in the shared memory of the cluster's CTA `rank` (PTX ISA, mapa): with
/// `.shared::cluster` a shared address, without it a generic one (in the shared
/// window), in warpsim's ranked form (`func::dsmem`). A rank outside the cluster is
/// undefined on hardware, a generic address outside the shared window names no
/// variable to map: both fault naming the lane.
pub fn mapa<M: Memory>(c: &mut Ctx<'_, M>, w: &mut Warp, i: &Inst, m: u64, _pc: u32) -> ExecResult {
    let mut a: LaneVals = [0; 64];
    let mut r: LaneVals = [0; 64];
    rd(c, w, &i.src[0], &mut a);
    rd(c, w, &i.src[1], &mut r);
    let n = c.li.cluster_ctas().max(1);
    let generic = i.mods.space == Space::Generic;
    for l in LaneMask(m).iter() {
        let rank = r[l] as u32;
        if rank >= n {
            return Err(ExecError::new(
                Some(l as u32),
                outside_cluster("mapa", rank, n),
            ));
        }
        let shared = shared_operand(i, a[l], l, "mapa")?;
        let mapped = cluster_address(rank, split_address(shared).1);
        a[l] = if generic {
            SHARED_WINDOW + mapped
        } else {
            mapped & i.ty.mask()
        };
    }
    w.write(&i.dst[0], m, &a);
    Ok(Flow::Next)
}

/// The shared address operand `a` of lane `l` of `mapa`/`getctarank` (and the check of
/// `st.async`/`red.async`'s): with
/// `.shared::cluster` the value itself, without a state space a generic address,
/// which must be in the shared window (else a fault naming `what` and the lane).
pub(super) fn shared_operand(i: &Inst, a: u64, l: usize, what: &str) -> Result<u64, ExecError> {
    if i.mods.space != Space::Generic {
        return Ok(a & i.ty.mask());
    }
    match classify_generic(a) {
        GenericSpace::Shared(o) => Ok(o),
        _ => Err(ExecError::new(
            Some(l as u32),
            format!("{what}: generic address {a:#x} is not in the shared window"),
        )),
    }
}

/// The fault of an access to CTA `rank`, outside a cluster of `n` CTAs (undefined on
/// hardware).
pub(crate) fn outside_cluster(what: &str, rank: u32, n: u32) -> String {
    format!("{what}: CTA rank {rank} is outside the cluster of {n} CTA(s)")
}

/// `isspacep.space p, a`: whether generic address `a` is in `space` (PTX ISA,
/// "isspacep"): the shared window (`.shared::cluster`: any CTA of the cluster;
/// `.shared`/`.shared::cta`: the executing CTA's own), the local or parameter window,
/// a `.const` variable of the module, or the global window, which holds the kernel
/// parameters' window ("as .param window is contained within the .global window") and
/// the `.const` variables (global memory here).
pub fn isspacep<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let a = src_lanes(c, w, i, 0, 0);
    let own = c.li.cluster_rank(w.ctaid);
    let in_const = |x: u64| {
        c.prog.data.iter().any(|d| {
            d.space == Space::Const && (d.addr..d.addr + d.bytes.len() as u64).contains(&x)
        })
    };
    let mut p: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        let g = classify_generic(a[l]);
        p[l] = match (i.mods.space, g) {
            (Space::Shared, GenericSpace::Shared(o)) => {
                i.mods.sub == Sub::ClusterShared || split_address(o).0.is_none_or(|r| r == own)
            }
            (Space::Local, GenericSpace::Local(_)) => true,
            (Space::Param, GenericSpace::Param(_)) => true,
            (Space::Const, GenericSpace::Global) => in_const(a[l]),
            (Space::Global, g) => g.is_global(),
            _ => false,
        } as u64;
    }
    w.write(&i.dst[0], m, &p);
    Ok(Flow::Next)
}

/// `getctarank{.shared::cluster}.type d, a`: the cluster rank of the CTA whose shared
/// memory holds `a` (PTX ISA, "getctarank"): a `.shared::cluster` address (another
/// CTA's as `mapa` makes it, else the executing CTA's own), or a generic one, which
/// must be in the shared window; a generic address outside it, or a rank outside the
/// cluster, faults naming the lane.
pub fn getctarank<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let a = src_lanes(c, w, i, 0, 0);
    let own = c.li.cluster_rank(w.ctaid);
    let n = c.li.cluster_ctas().max(1);
    let mut d: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        let shared = shared_operand(i, a[l], l, "getctarank")?;
        let r = split_address(shared).0.unwrap_or(own);
        if r >= n {
            return Err(ExecError::new(
                Some(l as u32),
                outside_cluster("getctarank", r, n),
            ));
        }
        d[l] = r as u64;
    }
    w.write(&i.dst[0], m, &d);
    Ok(Flow::Next)
}
