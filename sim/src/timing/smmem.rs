//! One SM's view of global memory during a quantum: the image as it was at the
//! quantum's start (shared, read-only, by every SM thread) plus this SM's own stores,
//! which are logged and applied to the image at the exchange, in SM order; global
//! atomics are queued and performed there too. So an SM never sees another SM's
//! writes of the same quantum, and the result does not depend on thread timing.

use crate::func::clc::CancelReq;
use crate::func::dsmem::{check, Reach, RemoteReq};
use crate::func::matrix::tcgen05::PairOp;
use crate::func::memory::{AtomicReq, GlobalMemory, MemFault, Memory};
use crate::func::warp::CtaState;

/// A logged store.
#[derive(Debug, Clone, Copy)]
pub struct Store {
    pub addr: u64,
    pub size: u32,
    pub value: u64,
    /// Previous store in the same bucket (`u32::MAX` = none).
    prev: u32,
}

/// Buckets of the store index (8-byte words, direct-mapped).
const BUCKETS: usize = 4096;

/// The SM's write log of one quantum (storage kept across quanta).
#[derive(Debug)]
pub struct WriteLog {
    pub stores: Vec<Store>,
    head: Vec<u32>,
    touched: Vec<u32>,
    lo: u64,
    hi: u64,
    /// Queued global atomics: (warp id in the SM, issue cycle, request).
    pub atomics: Vec<(u32, u64, AtomicReq)>,
    /// Queued accesses to other CTAs' shared memory (`func::dsmem`), performed at the
    /// exchange (`timing::cluster::apply_remote`, which empties it).
    pub remote: Vec<Remote>,
    /// Queued `.cta_group::2` MMAs, performed at the exchange
    /// (`timing::cluster::apply_pairs`, which empties it).
    pub pairs: Vec<PairReq>,
    /// Queued `clusterlaunchcontrol.try_cancel` requests, decided at the exchange
    /// (`timing::cluster::apply_cancels`, which empties it).
    pub cancels: Vec<Cancel>,
}

/// A queued `clusterlaunchcontrol.try_cancel` and who made it.
#[derive(Debug, Clone, Copy)]
pub struct Cancel {
    /// Warp id in the SM, the instruction's pc and issue cycle.
    pub warp: u32,
    pub pc: u32,
    pub cycle: u64,
    /// The requesting CTA's cluster rank.
    pub rank: u32,
    pub q: CancelReq,
}

/// A queued `.cta_group::2` `tcgen05.mma` or `tcgen05.cp` and who issued it.
#[derive(Debug, Clone, Copy)]
pub struct PairReq {
    /// Warp id in the SM, the instruction's pc and issue cycle, the lane.
    pub warp: u32,
    pub pc: u32,
    pub cycle: u64,
    pub lane: u32,
    /// The issuing CTA's cluster rank.
    pub rank: u32,
    pub x: PairOp,
}

/// A queued access to another CTA's shared memory and who made it.
#[derive(Debug, Clone, Copy)]
pub struct Remote {
    /// Warp id in the SM, the instruction's pc and issue cycle.
    pub warp: u32,
    pub pc: u32,
    pub cycle: u64,
    /// The first exchange that may perform it is the first at or after this cycle (a
    /// `tcgen05.commit`'s arrival waits for its MMAs; 0: the next exchange).
    pub not_before: u64,
    /// A bulk copy's write or barrier completion: it waits for the copy's memory
    /// event (id, and the issuing CTA's block, whose slot a later block may take).
    pub event: Option<(u32, u64)>,
    pub req: RemoteReq,
}

impl Default for WriteLog {
    fn default() -> Self {
        WriteLog {
            stores: Vec::new(),
            head: vec![u32::MAX; BUCKETS],
            touched: Vec::new(),
            lo: u64::MAX,
            hi: 0,
            atomics: Vec::new(),
            remote: Vec::new(),
            pairs: Vec::new(),
            cancels: Vec::new(),
        }
    }
}

#[inline]
fn bucket(word: u64) -> usize {
    (word as usize) & (BUCKETS - 1)
}

impl WriteLog {
    /// Forget the quantum's stores and atomics (after the exchange applied them).
    pub fn clear(&mut self) {
        for &b in &self.touched {
            self.head[b as usize] = u32::MAX;
        }
        self.touched.clear();
        self.stores.clear();
        self.atomics.clear();
        self.lo = u64::MAX;
        self.hi = 0;
    }

    fn record(&mut self, addr: u64, size: u32, value: u64) {
        let idx = self.stores.len() as u32;
        // Index under every 8-byte word the store touches (at most two).
        let (w0, w1) = (addr >> 3, (addr + size as u64 - 1) >> 3);
        let b0 = bucket(w0);
        self.stores.push(Store {
            addr,
            size,
            value,
            prev: self.head[b0],
        });
        if self.head[b0] == u32::MAX {
            self.touched.push(b0 as u32);
        }
        self.head[b0] = idx;
        if w1 != w0 {
            // A store straddling two words is also found from the second word: add a
            // zero-size marker that points to it through `value`.
            let b1 = bucket(w1);
            self.stores.push(Store {
                addr,
                size: 0,
                value: idx as u64,
                prev: self.head[b1],
            });
            if self.head[b1] == u32::MAX {
                self.touched.push(b1 as u32);
            }
            self.head[b1] = idx + 1;
        }
        self.lo = self.lo.min(addr);
        self.hi = self.hi.max(addr + size as u64);
    }

    /// Overlay this SM's stores on `base` (the image's bytes at `addr..addr+size`).
    fn overlay(&self, addr: u64, size: u32, base: u64) -> u64 {
        if addr >= self.hi || addr + size as u64 <= self.lo {
            return base;
        }
        let mut bytes = base.to_le_bytes();
        // Bytes still to decide (newest store first wins).
        let mut open: u32 = (1u32 << size) - 1;
        let (w0, w1) = (addr >> 3, (addr + size as u64 - 1) >> 3);
        for w in w0..=w1 {
            let mut i = self.head[bucket(w)];
            while i != u32::MAX && open != 0 {
                let s = &self.stores[i as usize];
                let st = if s.size == 0 {
                    &self.stores[s.value as usize]
                } else {
                    s
                };
                // Only this word's bytes are decided by this word's chain.
                let a = st.addr.max(addr).max(w * 8);
                let e = (st.addr + st.size as u64)
                    .min(addr + size as u64)
                    .min(w * 8 + 8);
                for b in a..e {
                    let k = (b - addr) as u32;
                    if open & (1 << k) != 0 {
                        bytes[k as usize] = (st.value >> (8 * (b - st.addr))) as u8;
                        open &= !(1 << k);
                    }
                }
                i = s.prev;
            }
        }
        u64::from_le_bytes(bytes)
    }
}

/// The `Memory` an SM's instructions use during a quantum.
pub struct SmMem<'a> {
    pub image: &'a GlobalMemory,
    pub log: &'a mut WriteLog,
    /// The warp executing (for queued atomics) and the cycle.
    pub warp: u32,
    pub cycle: u64,
    /// This SM's last-used memory region (see `GlobalMemory::find_from`).
    pub hint: &'a mut usize,
    /// The executing instruction's pc, and its CTA's shared memory size (which
    /// every CTA of the grid has).
    pub pc: u32,
    pub shared_len: usize,
}

impl Memory for SmMem<'_> {
    #[inline]
    fn load(&mut self, addr: u64, size: u32) -> Result<u64, MemFault> {
        let base = self.image.peek(addr, size, self.hint)?;
        Ok(self.log.overlay(addr, size, base))
    }

    #[inline]
    fn store(&mut self, addr: u64, size: u32, v: u64) -> Result<(), MemFault> {
        self.image.check_store(addr, size, self.hint)?;
        self.log.record(addr, size, v);
        Ok(())
    }

    fn defers_atomics(&self) -> bool {
        true
    }

    fn queue_atomic(&mut self, r: AtomicReq) -> Result<(), MemFault> {
        self.image.check_store(r.addr, r.size, self.hint)?;
        self.log.atomics.push((self.warp, self.cycle, r));
        Ok(())
    }

    /// Another CTA of the cluster runs on another SM: the access waits for the
    /// exchange (faults of its address are reported now).
    fn cluster(&mut self, req: RemoteReq) -> Result<Reach, String> {
        check(&req, self.shared_len)?;
        self.log.remote.push(Remote {
            warp: self.warp,
            pc: self.pc,
            cycle: self.cycle,
            not_before: 0,
            event: None,
            req,
        });
        Ok(Reach::Queued)
    }

    /// Which cluster is canceled is decided at the exchange, where the launch order
    /// and every CTA of the cluster are reachable.
    fn try_cancel(
        &mut self,
        _own: &mut CtaState,
        rank: u32,
        q: &CancelReq,
    ) -> Result<Reach, String> {
        self.log.cancels.push(Cancel {
            warp: self.warp,
            pc: self.pc,
            cycle: self.cycle,
            rank,
            q: *q,
        });
        Ok(Reach::Queued)
    }

    /// The peer CTA runs on another SM: the MMA is performed at the exchange, where
    /// both CTAs' shared and tensor memory are reachable.
    fn pair_op(
        &mut self,
        _own: &mut CtaState,
        rank: u32,
        lane: u32,
        x: &PairOp,
    ) -> Result<Reach, String> {
        self.log.pairs.push(PairReq {
            warp: self.warp,
            pc: self.pc,
            cycle: self.cycle,
            lane,
            rank,
            x: *x,
        });
        Ok(Reach::Queued)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_stores_overlay_the_image() {
        let mut g = GlobalMemory::new();
        let a = g.alloc("buf", 64);
        let mut log = WriteLog::default();
        let mut hint = 0;
        {
            let mut m = SmMem {
                image: &g,
                log: &mut log,
                warp: 0,
                cycle: 0,
                hint: &mut hint,
                pc: 0,
                shared_len: 0,
            };
            m.store(a + 4, 4, 0xAABB_CCDD).unwrap();
            m.store(a + 6, 2, 0x1122).unwrap();
            assert_eq!(m.load(a + 4, 4).unwrap(), 0x1122_CCDD);
            assert_eq!(m.load(a, 8).unwrap(), 0x1122_CCDD_0000_0000);
            assert_eq!(m.load(a + 8, 4).unwrap(), 0);
            // Newest store wins byte by byte.
            m.store(a + 16, 8, 0x0102_0304_0506_0708).unwrap();
            m.store(a + 20, 2, 0xEEFF).unwrap();
            assert_eq!(m.load(a + 16, 8).unwrap(), 0x0102_EEFF_0506_0708);
            assert!(m.store(a + 64, 4, 1).is_err());
        }
        // The image itself is untouched until the exchange applies the log.
        assert_eq!(g.peek(a + 4, 4, &mut 0).unwrap(), 0);
        log.clear();
        let mut m = SmMem {
            image: &g,
            log: &mut log,
            warp: 0,
            cycle: 0,
            hint: &mut hint,
            pc: 0,
            shared_len: 0,
        };
        assert_eq!(m.load(a + 4, 4).unwrap(), 0);
    }
}
