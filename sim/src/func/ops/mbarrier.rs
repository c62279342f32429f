//! `mbarrier.*` (sm_80+) and `cp.async.mbarrier.arrive`: the split arrive/wait barrier
//! object in shared memory (PTX ISA 9.x, "Parallel Synchronization and Communication
//! Instructions: mbarrier"). The object is 8 bytes whose layout the ISA leaves opaque;
//! warpsim's is: bits [0, 21) the pending arrival count, [21, 42) the expected arrival
//! count, [42, 63) the transaction count (21-bit two's complement), bit 63 the current
//! phase's parity. A phase completes when its pending count and transaction count are
//! both zero: the parity flips and the pending count restarts at the expected count.
//! Each executing thread acts in turn, in lane order. The `state` an arrive returns
//! is the parity of the phase it arrived on in bit 63 and the pending count before the
//! arrival in bits [0, 21) (what `mbarrier.pending_count` reads back).
//!
//! Copies complete when they execute (`cp.async`), so `cp.async.mbarrier.arrive`
//! arrives at once; the timing model makes `test_wait`/`try_wait` wait until those
//! copies have landed.

use super::mem::{addresses, load_one, operand_addresses, remote_of, store_one};
use super::{src_lanes, unsupported};
use crate::func::dsmem::{cluster_address, split_address, RemoteOp, RemoteReq};
use crate::func::exec::{Ctx, ExecError, ExecResult, Flow};
use crate::func::mask::LaneMask;
use crate::func::memory::Memory;
use crate::func::warp::{LaneVals, Warp};
use crate::ir::layout::{classify_generic, GenericSpace};
use crate::ir::{Inst, Operand, Space, Sub};

const CNT_BITS: u32 = 21;
const CNT_MASK: u64 = (1 << CNT_BITS) - 1;
/// The largest arrival count (2^20 - 1, PTX ISA "mbarrier.init").
const MAX_COUNT: u64 = (1 << 20) - 1;

/// A change of an mbarrier object by an arrival, a transaction count or a copy's
/// completion: applied to the CTA's own barrier ([`Mbar::update`]) or sent to another
/// CTA's (`func::dsmem::RemoteOp::Mbar`), one description for both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MbarUpdate {
    /// `tx` transactions expected first, then `count` arrivals (`drop`: they also
    /// leave the expected count; `no_complete`: they must not complete the phase).
    Arrive {
        count: u64,
        tx: i64,
        drop: bool,
        no_complete: bool,
    },
    /// The transaction count changes by `delta` (`expect_tx` +, `complete_tx` and a
    /// copy's bytes -).
    Tx { delta: i64 },
}

/// The fields of an mbarrier object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mbar {
    pub pending: u64,
    pub expected: u64,
    pub tx: i64,
    pub phase: bool,
}

impl Mbar {
    pub fn decode(v: u64) -> Mbar {
        let tx = ((v >> (2 * CNT_BITS)) & CNT_MASK) as i64;
        Mbar {
            pending: v & CNT_MASK,
            expected: (v >> CNT_BITS) & CNT_MASK,
            tx: (tx << (64 - CNT_BITS)) >> (64 - CNT_BITS),
            phase: v >> 63 != 0,
        }
    }

    pub fn encode(&self) -> u64 {
        (self.pending & CNT_MASK)
            | (self.expected & CNT_MASK) << CNT_BITS
            | ((self.tx as u64) & CNT_MASK) << (2 * CNT_BITS)
            | (self.phase as u64) << 63
    }

    /// Complete the phase if nothing is pending.
    fn settle(&mut self) {
        if self.pending == 0 && self.tx == 0 {
            self.phase = !self.phase;
            self.pending = self.expected;
        }
    }

    /// `count` arrivals (`drop`: they also leave the expected count). Errors: more
    /// arrivals than are pending, or a `.noComplete` arrival (`no_complete`) that
    /// would complete the phase (both undefined behaviour in the ISA).
    pub fn arrive(&mut self, count: u64, drop: bool, no_complete: bool) -> Result<(), String> {
        if count > self.pending || (drop && count > self.expected) {
            return Err(format!(
                "mbarrier: {count} arrival(s) on a phase with {} pending (expected {})",
                self.pending, self.expected
            ));
        }
        if no_complete && count == self.pending && self.tx == 0 {
            return Err(format!(
                "mbarrier.arrive.noComplete: {count} arrival(s) would complete the phase ({} pending)",
                self.pending
            ));
        }
        self.pending -= count;
        if drop {
            self.expected -= count;
        }
        self.settle();
        Ok(())
    }

    /// Apply `u`; returns the state an arrival returns (the parity of the phase it
    /// arrived on in bit 63, the pending count before it in bits [0, 21)).
    pub fn update(&mut self, u: MbarUpdate) -> Result<u64, String> {
        let state = (self.phase as u64) << 63 | self.pending;
        match u {
            MbarUpdate::Arrive {
                count,
                tx,
                drop,
                no_complete,
            } => {
                if tx != 0 {
                    self.transact(tx)?;
                }
                self.arrive(count, drop, no_complete)?;
            }
            MbarUpdate::Tx { delta } => self.transact(delta)?,
        }
        Ok(state)
    }

    /// The transaction count changes by `delta` (`expect_tx`: +, `complete_tx`: -).
    pub fn transact(&mut self, delta: i64) -> Result<(), String> {
        let tx = self.tx + delta;
        if tx.unsigned_abs() > MAX_COUNT {
            return Err(format!("mbarrier: transaction count {tx} out of range"));
        }
        self.tx = tx;
        if delta < 0 {
            self.settle();
        }
        Ok(())
    }
}

/// The mbarrier address a wait, a `cp.async.mbarrier.arrive` or a `cp.async.bulk`
/// names for the warp's first active lane (the timing model's view of which barrier a
/// warp waits on or signals).
pub fn mbar_address(w: &Warp, i: &Inst) -> Option<u64> {
    let op = match i.op {
        crate::ir::Op::CpAsyncMbarArrive => i.dst[0],
        crate::ir::Op::CpAsyncBulk
        | crate::ir::Op::CpAsyncBulkTensor
        | crate::ir::Op::CpReduceAsyncBulk => i.src[2],
        _ => i.src[0],
    };
    let Operand::Mem(a) = op else {
        return None;
    };
    let lane = w.active().iter().next()?;
    let mut addr: LaneVals = [0; 64];
    addresses(w, &a, &mut addr);
    // One barrier, whichever way it is addressed: generic addresses as shared offsets.
    // (A ranked address, `mapa`'s, is the same barrier as its offset.)
    let a = match (i.mods.space, classify_generic(addr[lane])) {
        (crate::ir::Space::Generic, GenericSpace::Shared(o)) => o,
        _ => addr[lane],
    };
    Some(crate::func::dsmem::split_address(a).1)
}

/// Run `f` on the mbarrier object at `i`'s address operand `op` for each executing
/// lane in turn; `f` gets the lane and returns an optional result for `dst`. Only
/// the CTA's own barriers: one in another CTA of the cluster faults (what reaches one
/// is an update, [`each_update`]).
pub(super) fn each<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    op: &Operand,
    mut f: impl FnMut(usize, &mut Mbar) -> Result<u64, String>,
) -> Result<LaneVals, ExecError> {
    let addr = operand_addresses(w, i, op)?;
    let mut out: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        if let Some((rank, _)) = remote_of(c, w, i.mods.space, addr[l], l)? {
            return Err(ExecError::new(
                Some(l as u32),
                format!(
                    "{}: the mbarrier at {:#x} is another CTA's (rank {rank}); only arrive, expect_tx and complete_tx reach one",
                    i.op.name(),
                    addr[l]
                ),
            ));
        }
        out[l] = on_lane(c, w, l, i.mods.space, addr[l], &mut f)?;
    }
    Ok(out)
}

/// Apply each executing lane's update `u(lane)` to the mbarrier at `i`'s address
/// operand `op` ([`update_at`]); returns the states.
pub(super) fn each_update<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    op: &Operand,
    u: impl Fn(usize) -> MbarUpdate,
) -> Result<LaneVals, ExecError> {
    let addr = operand_addresses(w, i, op)?;
    let mut out: LaneVals = [0; 64];
    for l in LaneMask(m).iter() {
        out[l] = update_at(c, w, l, i.mods.space, addr[l], u(l))?;
    }
    Ok(out)
}

/// Apply `u` to the mbarrier at `addr` (in `space`) for lane `l`: this CTA's at once,
/// another CTA's of the cluster as a request to it (`func::dsmem`). Returns the state
/// of an arrival on this CTA's barrier, 0 on another's (where PTX allows only the
/// sink `_`).
pub(super) fn update_at<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    l: usize,
    space: crate::ir::Space,
    addr: u64,
    u: MbarUpdate,
) -> Result<u64, ExecError> {
    if let Some((rank, off)) = remote_of(c, w, space, addr, l)? {
        super::mem::remote(c, RemoteReq::new(rank, off, 8, RemoteOp::Mbar(u), l))?;
        return Ok(0);
    }
    on_lane(c, w, l, space, addr, &mut |_, b| b.update(u))
}

/// Run `f` on the mbarrier object at `addr` (in `space`) of this CTA for lane `l`;
/// returns `f`'s result.
fn on_lane<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    l: usize,
    space: crate::ir::Space,
    addr: u64,
    f: &mut impl FnMut(usize, &mut Mbar) -> Result<u64, String>,
) -> Result<u64, ExecError> {
    if !addr.is_multiple_of(8) {
        return Err(ExecError::new(
            Some(l as u32),
            format!("mbarrier: address {addr:#x} is not 8-byte aligned"),
        ));
    }
    let mut b = Mbar::decode(load_one(c, w, space, addr, 8, l)?);
    let out = f(l, &mut b).map_err(|e| ExecError::new(Some(l as u32), e))?;
    store_one(c, w, space, addr, 8, b.encode(), l)?;
    Ok(out)
}

/// `mbarrier.init.shared.b64 [addr], count`.
pub fn mbar_init<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let count = src_lanes(c, w, i, 0, 0);
    each(c, w, i, m, &i.dst[0], |l, b| {
        let n = count[l] & 0xFFFF_FFFF;
        if n == 0 || n > MAX_COUNT {
            return Err(format!("mbarrier.init: count {n} is not in 1..=2^20-1"));
        }
        *b = Mbar {
            pending: n,
            expected: n,
            tx: 0,
            phase: false,
        };
        Ok(0)
    })?;
    Ok(Flow::Next)
}

/// `mbarrier.arrive{.expect_tx}` / `mbarrier.arrive_drop` `state, [addr]{, count}`.
pub fn mbar_arrive<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Mbar {
        drop,
        expect_tx,
        no_complete,
        ..
    } = i.mods.sub
    else {
        return Err(unsupported(i));
    };
    // arrive.expect_tx's operand is the transaction count; the arrival count is 1.
    let arg = src_lanes(c, w, i, 1, 1);
    let n = |l: usize| arg[l] & 0xFFFF_FFFF;
    let update = |l: usize| MbarUpdate::Arrive {
        count: if expect_tx { 1 } else { n(l) },
        tx: if expect_tx { n(l) as i64 } else { 0 },
        drop,
        no_complete: no_complete && !expect_tx,
    };
    let state = each_update(c, w, i, m, &i.src[0], update)?;
    if !matches!(i.dst[0], Operand::None | Operand::Sink) {
        w.write(&i.dst[0], m, &state);
    }
    Ok(Flow::Next)
}

/// `mbarrier.{test,try}_wait{.parity}.shared.b64 waitComplete, [addr], state|parity`:
/// true when the phase the state (or parity) names has completed.
pub fn mbar_test_wait<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Mbar { parity, .. } = i.mods.sub else {
        return Err(unsupported(i));
    };
    let s = src_lanes(c, w, i, 1, 0);
    let done = each(c, w, i, m, &i.src[0], |l, b| {
        let waited = if parity {
            s[l] & 1 != 0
        } else {
            s[l] >> 63 != 0
        };
        Ok((b.phase != waited) as u64)
    })?;
    w.write(&i.dst[0], m, &done);
    Ok(Flow::Next)
}

/// `mbarrier.expect_tx` / `mbarrier.complete_tx` `.shared.b64 [addr], txCount`.
pub fn mbar_tx<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Mbar { complete, .. } = i.mods.sub else {
        return Err(unsupported(i));
    };
    let n = src_lanes(c, w, i, 0, 0);
    let update = |l: usize| {
        let n = (n[l] & 0xFFFF_FFFF) as i64;
        MbarUpdate::Tx {
            delta: if complete { -n } else { n },
        }
    };
    each_update(c, w, i, m, &i.dst[0], update)?;
    Ok(Flow::Next)
}

/// `mbarrier.pending_count.b64 count, state`: the pending count before the arrival
/// that returned `state` (PTX ISA: defined for the state of a `.noComplete` arrive).
pub fn mbar_pending_count<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    super::map1(c, w, i, m, |s| s & CNT_MASK);
    Ok(Flow::Next)
}

/// `mbarrier.inval.shared.b64 [addr]`: the object becomes ordinary memory (zeroed).
pub fn mbar_inval<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    each(c, w, i, m, &i.dst[0], |_, b| {
        *b = Mbar::decode(0);
        Ok(0)
    })?;
    Ok(Flow::Next)
}

/// `cp.async.mbarrier.arrive{.noinc}.shared.b64 [addr]`: an arrive-on triggered when
/// the thread's earlier `cp.async`s complete (here: at once, as they have). Without
/// `.noinc` the pending count is raised by one first, so the count does not change.
pub fn cp_async_mbar_arrive<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::Mbar { noinc, .. } = i.mods.sub else {
        return Err(unsupported(i));
    };
    each(c, w, i, m, &i.dst[0], |_, b| {
        if noinc {
            b.arrive(1, false, false)?;
        }
        Ok(0)
    })?;
    Ok(Flow::Next)
}

/// `cp.async.bulk [dst], [src], size{, [mbar]{, ctaMask}}` (sm_90): `size` bytes (a
/// multiple of 16; both addresses 16-byte aligned) from the source state space
/// (`Sub::BulkFrom`) to the destination's (`mods.space`): global to shared, shared to
/// another CTA's shared memory, or shared to global (PTX ISA, "cp.async.bulk"). A copy
/// into shared memory then completes `size` transactions on the barrier of the CTA
/// its destination is in; with `.multicast::cluster` the bytes and the completion go
/// to the same offsets in every CTA of `ctaMask`. A copy to global memory with
/// `.cp_mask` (sm_100) writes byte i of each 16-byte chunk only where bit i of its
/// 16-bit mask (`src[3]`) is set. Each executing thread makes its own copy.
pub fn cp_async_bulk<M: Memory>(
    c: &mut Ctx<'_, M>,
    w: &mut Warp,
    i: &Inst,
    m: u64,
    _pc: u32,
) -> ExecResult {
    let Sub::BulkFrom(from_space) = i.mods.sub else {
        return Err(unsupported(i));
    };
    let [dst, from, size] = super::async_copy::bulk_lanes(c, w, i, m, "cp.async.bulk")?;
    let to_space = i.mods.space;
    let multicast = to_space == Space::Shared && i.src[3] != Operand::None;
    let ranks = if multicast {
        super::tma::dest_ranks(c, w, i, m, &dst, "cp.async.bulk")?
    } else {
        [0; 64]
    };
    let mut masks: LaneVals = [0xFFFF; 64];
    if to_space == Space::Global && i.src[3] != Operand::None {
        super::rd(c, w, &i.src[3], &mut masks);
    }
    super::mem::begin_event(w)?;
    for l in LaneMask(m).iter() {
        let n = size[l];
        let off = split_address(dst[l]).1;
        for k in (0..n).step_by(8) {
            let v = load_one(c, w, from_space, from[l] + k, 8, l)?;
            // The mask's bits for these 8 bytes of their 16-byte chunk.
            let bits = (masks[l] >> (k % 16)) & 0xFF;
            if bits != 0xFF {
                for b in (0..8).filter(|b| bits >> b & 1 == 1) {
                    store_one(c, w, to_space, dst[l] + k + b, 1, v >> (8 * b) & 0xFF, l)?;
                }
            } else if multicast {
                for r in LaneMask(ranks[l]).iter() {
                    let at = cluster_address(r as u32, off + k);
                    store_one(c, w, Space::Shared, at, 8, v, l)?;
                }
            } else {
                store_one(c, w, to_space, dst[l] + k, 8, v, l)?;
            }
        }
    }
    if to_space == Space::Global {
        // Completion is the bulk group's business (`cp.async.bulk.wait_group`).
        return Ok(Flow::Next);
    }
    let done = |l: usize| MbarUpdate::Tx {
        delta: -(size[l] as i64),
    };
    if multicast {
        let bars = operand_addresses(w, i, &i.src[2])?;
        for l in LaneMask(m).iter() {
            let b = split_address(bars[l]).1;
            for r in LaneMask(ranks[l]).iter() {
                update_at(
                    c,
                    w,
                    l,
                    Space::Shared,
                    cluster_address(r as u32, b),
                    done(l),
                )?;
            }
        }
        return Ok(Flow::Next);
    }
    // The barrier is in the CTA the destination is in (another one's through `mapa`).
    each_update(c, w, i, m, &i.src[2], done)?;
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases_complete_when_arrivals_and_transactions_are_done() {
        let mut b = Mbar {
            pending: 2,
            expected: 2,
            tx: 0,
            phase: false,
        };
        assert_eq!(Mbar::decode(b.encode()), b);
        b.transact(64).unwrap();
        b.arrive(2, false, false).unwrap();
        assert!(!b.phase, "transactions outstanding");
        b.transact(-64).unwrap();
        assert!(b.phase && b.pending == 2);
        b.arrive(1, true, false).unwrap();
        assert!(b.phase && b.pending == 1 && b.expected == 1);
        b.arrive(1, false, false).unwrap();
        assert!(!b.phase && b.pending == 1);
        assert!(b.arrive(2, false, false).is_err());
        let neg = Mbar {
            pending: 1,
            expected: 1,
            tx: -5,
            phase: true,
        };
        assert_eq!(Mbar::decode(neg.encode()), neg);
    }

    #[test]
    fn a_no_complete_arrival_may_not_complete_the_phase() {
        let mut b = Mbar {
            pending: 3,
            expected: 3,
            tx: 0,
            phase: false,
        };
        b.arrive(2, false, true).unwrap();
        assert_eq!((b.pending, b.phase), (1, false));
        let e = b.arrive(1, false, true).unwrap_err();
        assert!(
            e.contains("noComplete") && e.contains("complete the phase"),
            "{e}"
        );
        // With transactions outstanding the last arrival does not complete it.
        b.transact(16).unwrap();
        b.arrive(1, false, true).unwrap();
        assert_eq!((b.pending, b.phase), (0, false));
    }
}
