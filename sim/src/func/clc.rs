//! Cluster launch control (sm_100; PTX ISA 9.0, 9.7.13.17-18): a running cluster
//! asks to cancel the launch of a cluster that has not started
//! (`clusterlaunchcontrol.try_cancel`) and takes over its work; the 16-byte answer
//! lands in shared memory, completing 16 bytes of an mbarrier's transactions, and
//! `clusterlaunchcontrol.query_cancel` reads it.
//!
//! Which cluster a request cancels is the engine's: the next one of the grid not yet
//! dispatched, in dispatch order (the functional engine: the next cluster of its
//! sequence, at once; the timing engine: at the exchange, requests in SM and issue
//! order, before that exchange dispatches blocks). No two successful answers name
//! the same cluster, as the ISA requires.
//!
//! The answer is opaque in the ISA; warpsim's encoding: bytes 0-3 hold 1 when a
//! cluster was canceled (0: the request failed), bytes 4-15 the x, y and z of the
//! canceled cluster's first CTA.

use super::dsmem::{apply, RemoteOp, RemoteReq};
use super::ops::MbarUpdate;
use super::warp::LaunchInfo;

/// What `clusterlaunchcontrol.query_cancel` extracts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Query {
    /// `.is_canceled.pred`.
    IsCanceled,
    /// `.get_first_ctaid.v4.b32`: x, y, z and an unspecified fourth (0 here).
    FirstCtaid,
    /// `.get_first_ctaid::{x,y,z}.b32`: one coordinate (0, 1, 2).
    Dim(u8),
}

/// The answer (low and high 8 bytes) naming the first CTA of the canceled cluster,
/// or the failure.
pub fn response(first: Option<[u32; 3]>) -> [u64; 2] {
    match first {
        Some([x, y, z]) => [1 | (x as u64) << 32, y as u64 | (z as u64) << 32],
        None => [0, 0],
    }
}

/// The answer's verdict.
pub fn canceled(r: [u64; 2]) -> bool {
    r[0] as u32 == 1
}

/// The first CTA of the canceled cluster (`None`: the answer is a failure, or not an
/// answer at all, for which the ISA leaves `get_first_ctaid` undefined).
pub fn first_ctaid(r: [u64; 2]) -> Option<[u32; 3]> {
    canceled(r).then_some([(r[0] >> 32) as u32, r[1] as u32, (r[1] >> 32) as u32])
}

/// One thread's request: where the answer goes in each CTA of `ranks` (a bit per
/// cluster rank: the CTA itself, or with `.multicast::cluster::all` the whole
/// cluster), at the same offsets in each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CancelReq {
    pub lane: u8,
    pub ranks: u16,
    /// Shared-memory offsets of the 16-byte answer and of the mbarrier.
    pub addr: u64,
    pub mbar: u64,
}

/// Write answer `r` into one CTA's shared memory (`written`: its high-water mark)
/// and complete 16 bytes of the transactions of its mbarrier.
pub fn deliver(
    shared: &mut [u8],
    written: &mut usize,
    q: &CancelReq,
    r: [u64; 2],
) -> Result<(), String> {
    let at = |off: u64, op: RemoteOp| RemoteReq::new(0, off, 8, op, q.lane as usize);
    apply(shared, written, &at(q.addr, RemoteOp::Store(r[0])))?;
    apply(shared, written, &at(q.addr + 8, RemoteOp::Store(r[1])))?;
    apply(
        shared,
        written,
        &at(q.mbar, RemoteOp::Mbar(MbarUpdate::Tx { delta: -16 })),
    )?;
    Ok(())
}

/// The functional engine's launch order: clusters start one after another, `next`
/// the index of the first not started.
pub struct Sequence<'a> {
    pub next: &'a mut u64,
    pub clusters: u64,
    pub li: &'a LaunchInfo,
}

impl Sequence<'_> {
    /// Cancel the next cluster not started: the id of its first CTA (`None`: none is
    /// left).
    pub fn cancel(&mut self) -> Option<[u32; 3]> {
        if *self.next >= self.clusters {
            return None;
        }
        let k = self.li.cluster_ctas().max(1) as u64;
        let id = self.li.ctaid_of(*self.next * k);
        *self.next += 1;
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_round_trip() {
        let r = response(Some([7, 3, 1]));
        assert!(canceled(r));
        assert_eq!(first_ctaid(r), Some([7, 3, 1]));
        let f = response(None);
        assert!(!canceled(f));
        assert_eq!(first_ctaid(f), None);
        // A block of zeros (no answer written) reads as a failure.
        assert_eq!(first_ctaid([0, 0]), None);
    }
}
