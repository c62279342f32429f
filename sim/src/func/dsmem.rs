//! Distributed shared memory (sm_90; PTX ISA, "Distributed Shared Memory" and
//! `mapa`): the threads of a cluster access the shared memory of every CTA of the
//! cluster through `.shared::cluster` addresses. warpsim's encoding of such an address
//! (the ISA leaves it opaque): the byte offset in the CTA's shared memory in bits
//! [0, 24), the CTA's rank in bits [24, 28) and the tag `0xA` in bits [28, 32)
//! ([`RANK_TAG`]); any other address (a `.shared::cta` one, valid in the cluster
//! window too) is the executing CTA's own, and one past its shared memory faults as
//! before. `mapa` produces the ranked form, for the own rank too.
//!
//! An access to another CTA is a [`RemoteReq`]; [`apply`] performs it on that CTA's
//! shared memory (one pure function for both engines). The functional engine runs a
//! cluster's CTAs together and applies it at once; the timing engine queues it and
//! applies it at the exchange (`timing::cluster`), where loaded values and atomics'
//! old values reach the issuing warp.

use super::clc::{canceled, deliver, response, CancelReq, Sequence};
use super::matrix::tcgen05::{pair_op, PairOp};
use super::memory::{check_range, space_load, space_store, AtomicReq, MemFault, Memory};
use super::ops::{atom_apply, Mbar, MbarUpdate};
use super::warp::{CtaState, Warp};
use crate::ir::{AtomOp, Operand, Ty};

/// Where the rank of a `.shared::cluster` address starts (shared memory per CTA is at
/// most 228 KB on sm_90, well below 2^24; a cluster has at most 16 CTAs).
pub const CLUSTER_RANK_SHIFT: u32 = 24;
const OFFSET_MASK: u64 = (1 << CLUSTER_RANK_SHIFT) - 1;
/// Bits [28, 32) of a ranked address: a value no shared offset reaches, so a wild
/// address is not taken for another CTA's (it stays an out-of-bounds access).
pub const RANK_TAG: u64 = 0xA << 28;
const TAG_MASK: u64 = !((1u64 << 28) - 1);

/// The `.shared::cluster` address of byte `off` of CTA `rank` (< 16)'s shared memory.
pub fn cluster_address(rank: u32, off: u64) -> u64 {
    RANK_TAG | ((rank as u64 & 0xF) << CLUSTER_RANK_SHIFT) | (off & OFFSET_MASK)
}

/// The rank an address names (`None`: an unranked address, the executing CTA's own)
/// and its offset.
#[inline]
pub fn split_address(a: u64) -> (Option<u32>, u64) {
    if a & TAG_MASK == RANK_TAG {
        (
            Some((a >> CLUSTER_RANK_SHIFT) as u32 & 0xF),
            a & OFFSET_MASK,
        )
    } else {
        (None, a)
    }
}

/// What an access to another CTA's shared memory does.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RemoteOp {
    /// Read `size` bytes (the result is the value).
    Load,
    /// Write the low `size` bytes of the value.
    Store(u64),
    /// `atom`/`red` of the request's type: the result is the old value.
    Atomic { op: AtomOp, b: u64, c: u64 },
    /// An mbarrier object's arrival or transaction count (8 bytes).
    Mbar(MbarUpdate),
}

/// One lane's access to CTA `rank`'s shared memory, and where its result goes.
#[derive(Debug, Clone, Copy)]
pub struct RemoteReq {
    pub rank: u32,
    pub off: u64,
    pub size: u32,
    pub op: RemoteOp,
    pub lane: u8,
    /// The register the result goes to (`Operand::None`: none), extended as `ty`.
    pub dst: Operand,
    pub ty: Ty,
}

impl RemoteReq {
    /// Lane `lane`'s `op` on `size` bytes at `off` of CTA `rank`, with no result
    /// register (see [`RemoteReq::to`]).
    pub fn new(rank: u32, off: u64, size: u32, op: RemoteOp, lane: usize) -> RemoteReq {
        RemoteReq {
            rank,
            off,
            size,
            op,
            lane: lane as u8,
            dst: Operand::None,
            ty: Ty::B64,
        }
    }

    /// The result goes to register `dst`, extended as `ty`.
    pub fn to(self, dst: Operand, ty: Ty) -> RemoteReq {
        RemoteReq { dst, ty, ..self }
    }
}

/// The fault `r` would raise on a shared memory of `len` bytes, if any (what the
/// timing engine checks when it queues the access).
pub fn check(r: &RemoteReq, len: usize) -> Result<(), String> {
    check_range("shared::cluster", r.off, r.size, len).map_err(|e| e.to_string())
}

/// Perform `r` on the target CTA's shared memory `shared` (`written`: its
/// high-water mark of written bytes). Returns the result (load: the value; atomic:
/// the old value; otherwise 0), or the fault's text.
pub fn apply(shared: &mut [u8], written: &mut usize, r: &RemoteReq) -> Result<u64, String> {
    let what = "shared::cluster";
    let load = |s: &[u8]| space_load(what, s, r.off, r.size).map_err(|e| e.to_string());
    let mut store = |s: &mut [u8], v: u64| {
        *written = (*written).max(r.off as usize + r.size as usize);
        space_store(what, s, r.off, r.size, v).map_err(|e| e.to_string())
    };
    match r.op {
        RemoteOp::Load => load(shared),
        RemoteOp::Store(v) => store(shared, v).map(|()| 0),
        RemoteOp::Atomic { op, b, c } => {
            let old = load(shared)?;
            // (Shared memory: an `.f32` add keeps subnormals, PTX ISA atom.)
            store(shared, atom_apply(op, r.ty, old, b, c, false))?;
            Ok(old)
        }
        RemoteOp::Mbar(u) => {
            let mut m = Mbar::decode(load(shared)?);
            m.update(u)?;
            store(shared, m.encode()).map(|()| 0)
        }
    }
}

/// How an engine's memory performed an access to another CTA.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Performed now; the result is the value.
    Now(u64),
    /// Queued (the timing engine): the result reaches `dst` later.
    Queued,
}

/// A cluster's CTAs as the functional engine runs them: the executing CTA's memory
/// plus the other CTAs (in rank order, the executing one taken out), whose shared
/// memories remote accesses reach at once.
pub struct ClusterMem<'a, M: Memory> {
    pub mem: &'a mut M,
    /// The CTAs of lower rank, then of higher rank than the executing one.
    pub before: &'a mut [(Vec<Warp>, CtaState)],
    pub after: &'a mut [(Vec<Warp>, CtaState)],
    /// The grid's launch order, for `clusterlaunchcontrol.try_cancel`.
    pub launch: Sequence<'a>,
}

impl<M: Memory> Memory for ClusterMem<'_, M> {
    #[inline]
    fn load(&mut self, addr: u64, size: u32) -> Result<u64, MemFault> {
        self.mem.load(addr, size)
    }

    #[inline]
    fn store(&mut self, addr: u64, size: u32, v: u64) -> Result<(), MemFault> {
        self.mem.store(addr, size, v)
    }

    fn atomic(
        &mut self,
        addr: u64,
        size: u32,
        f: &mut dyn FnMut(u64) -> u64,
    ) -> Result<u64, MemFault> {
        self.mem.atomic(addr, size, f)
    }

    fn defers_atomics(&self) -> bool {
        self.mem.defers_atomics()
    }

    fn queue_atomic(&mut self, r: AtomicReq) -> Result<(), MemFault> {
        self.mem.queue_atomic(r)
    }

    fn cluster(&mut self, r: RemoteReq) -> Result<Reach, String> {
        let cta = self.cta(r.rank)?;
        apply(&mut cta.shared, &mut cta.shared_written, &r).map(Reach::Now)
    }

    fn try_cancel(
        &mut self,
        own: &mut CtaState,
        rank: u32,
        q: &CancelReq,
    ) -> Result<Reach, String> {
        let r = response(self.launch.cancel());
        for dest in crate::func::mask::LaneMask(q.ranks as u64).iter() {
            let cta = if dest as u32 == rank {
                &mut *own
            } else {
                self.live_cta(dest as u32)?
            };
            deliver(&mut cta.shared, &mut cta.shared_written, q, r)?;
        }
        Ok(Reach::Now(canceled(r) as u64))
    }

    fn pair_op(
        &mut self,
        own: &mut CtaState,
        rank: u32,
        _lane: u32,
        x: &PairOp,
    ) -> Result<Reach, String> {
        let peer = self.live_cta(rank ^ 1)?;
        let own_mem = (&mut own.tmem, &own.shared[..]);
        pair_op(own_mem, (&mut peer.tmem, &peer.shared[..]), rank, x).map(|()| Reach::Now(0))
    }
}

impl<M: Memory> ClusterMem<'_, M> {
    /// The state of the cluster's CTA of rank `rank` (not the executing one), which
    /// must not have exited (the timing engine has retired such a CTA).
    fn live_cta(&mut self, rank: u32) -> Result<&mut CtaState, String> {
        let cta = self.cta(rank)?;
        if cta.live_warps == 0 {
            return Err(format!("CTA rank {rank} of the cluster has exited"));
        }
        Ok(cta)
    }

    /// The state of the cluster's CTA of rank `rank` (not the executing one).
    fn cta(&mut self, rank: u32) -> Result<&mut CtaState, String> {
        let own = self.before.len();
        let cta = match (rank as usize).cmp(&own) {
            std::cmp::Ordering::Less => self.before.get_mut(rank as usize),
            std::cmp::Ordering::Greater => self.after.get_mut(rank as usize - own - 1),
            // (Own-rank addresses never get here: they are plain shared accesses.)
            std::cmp::Ordering::Equal => None,
        };
        match cta {
            Some((_, cta)) => Ok(cta),
            None => Err(format!("shared::cluster: no CTA of rank {rank} here")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(op: RemoteOp, off: u64, size: u32) -> RemoteReq {
        RemoteReq {
            rank: 1,
            off,
            size,
            op,
            lane: 0,
            dst: Operand::None,
            ty: Ty::U32,
        }
    }

    #[test]
    fn addresses_carry_rank_and_offset() {
        assert_eq!(split_address(0x1234), (None, 0x1234));
        let a = cluster_address(3, 0x1234);
        assert_eq!(split_address(a), (Some(3), 0x1234));
        assert_eq!(split_address(cluster_address(0, 8)), (Some(0), 8));
        assert_eq!(split_address(cluster_address(15, 8)), (Some(15), 8));
        // Wild addresses stay unranked (out of bounds where they are used).
        for wild in [1 << 24, 0x8000_0004, 0xA000_0000_0000, 0x1_A000_0004] {
            assert_eq!(split_address(wild), (None, wild), "{wild:#x}");
        }
    }

    #[test]
    fn loads_stores_atomics_and_mbarriers() {
        let mut s = vec![0u8; 64];
        let mut hw = 0;
        apply(&mut s, &mut hw, &req(RemoteOp::Store(0xAABBCCDD), 4, 4)).unwrap();
        assert_eq!(hw, 8);
        assert_eq!(
            apply(&mut s, &mut hw, &req(RemoteOp::Load, 4, 4)),
            Ok(0xAABBCCDD)
        );
        let add = RemoteOp::Atomic {
            op: AtomOp::Add,
            b: 1,
            c: 0,
        };
        assert_eq!(apply(&mut s, &mut hw, &req(add, 4, 4)), Ok(0xAABBCCDD));
        assert_eq!(
            apply(&mut s, &mut hw, &req(RemoteOp::Load, 4, 4)),
            Ok(0xAABBCCDE)
        );
        // An mbarrier expecting 2 arrivals: one remote arrival with 16 bytes expected,
        // the other arrival, then the bytes complete the phase.
        let m = Mbar {
            pending: 2,
            expected: 2,
            tx: 0,
            phase: false,
        };
        apply(&mut s, &mut hw, &req(RemoteOp::Store(m.encode()), 16, 8)).unwrap();
        let arrive = |tx| {
            RemoteOp::Mbar(MbarUpdate::Arrive {
                count: 1,
                tx,
                drop: false,
                no_complete: false,
            })
        };
        apply(&mut s, &mut hw, &req(arrive(16), 16, 8)).unwrap();
        let arrive = arrive(0);
        apply(&mut s, &mut hw, &req(arrive, 16, 8)).unwrap();
        let v = apply(&mut s, &mut hw, &req(RemoteOp::Load, 16, 8)).unwrap();
        assert!(!Mbar::decode(v).phase, "transactions still pending");
        apply(
            &mut s,
            &mut hw,
            &req(RemoteOp::Mbar(MbarUpdate::Tx { delta: -16 }), 16, 8),
        )
        .unwrap();
        let v = apply(&mut s, &mut hw, &req(RemoteOp::Load, 16, 8)).unwrap();
        assert!(Mbar::decode(v).phase, "the phase completed");
        // Out of bounds and misaligned accesses are faults with their text.
        assert!(apply(&mut s, &mut hw, &req(RemoteOp::Load, 64, 4)).is_err());
        assert!(apply(&mut s, &mut hw, &req(RemoteOp::Load, 2, 4)).is_err());
    }
}
