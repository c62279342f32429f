//! The memory system shared by all SMs: the L2 and DRAM with a bandwidth queue,
//! plus each SM's L1 miss-status registers (MSHRs). It serves the L1 misses and
//! write-throughs of a quantum at the exchange, in one global order, so its state and
//! every completion time are the same for any number of host threads.

use super::cache::Cache;
use crate::config::GpuConfig;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A request from an SM's L1 to the L2: one line, some sectors.
#[derive(Debug, Clone, Copy)]
pub struct Req {
    pub cycle: u64,
    pub line: u64,
    pub sectors: u32,
    pub write: bool,
    /// Where the line sits in the SM's L1 (for the fill time), if it was allocated.
    pub l1_slot: Option<(u32, u32)>,
    /// Filled in by the memory system.
    pub done: u64,
}

/// Statistics of the shared levels.
#[derive(Debug, Clone, Copy, Default)]
pub struct MemStats {
    pub l2_hits: u64,
    pub l2_misses: u64,
    pub dram_read_bytes: u64,
    pub dram_write_bytes: u64,
}

/// L2 + DRAM.
pub struct MemSys {
    l2: Cache,
    l1_hit: u64,
    l2_hit: u64,
    dram_lat: u64,
    bytes_per_cycle: f64,
    /// When the DRAM channel is free (fractional cycles).
    dram_free: f64,
    sector_bytes: u32,
    /// Per SM: the free times of its L1 MSHRs (min-heap).
    mshrs: Vec<BinaryHeap<Reverse<u64>>>,
    pub stats: MemStats,
}

impl MemSys {
    pub fn new(cfg: &GpuConfig) -> MemSys {
        let m = &cfg.memory;
        let l2 = Cache::new(&m.l2);
        let sector_bytes = l2.sector_bytes();
        let mshrs = (0..cfg.sm.count)
            .map(|_| {
                let mut h = BinaryHeap::with_capacity(m.l1.mshrs as usize);
                (0..m.l1.mshrs).for_each(|_| h.push(Reverse(0)));
                h
            })
            .collect();
        MemSys {
            l2,
            l1_hit: m.l1.hit_latency as u64,
            l2_hit: m.l2.hit_latency as u64,
            dram_lat: m.dram.latency as u64,
            bytes_per_cycle: m.dram.bytes_per_cycle,
            dram_free: 0.0,
            sector_bytes,
            mshrs,
            stats: MemStats::default(),
        }
    }

    /// Occupy the DRAM channel for `bytes` from `at`; returns the queueing delay.
    fn dram(&mut self, at: u64, bytes: u32) -> u64 {
        let start = self.dram_free.max(at as f64);
        self.dram_free = start + bytes as f64 / self.bytes_per_cycle;
        (start - at as f64).ceil() as u64
    }

    /// Serve one request of SM `sm`; sets `r.done` (load-to-use completion).
    pub fn serve(&mut self, sm: usize, r: &mut Req) {
        if r.write {
            // Write-through from L1; the L2 is write-back with write-allocate for
            // whole sectors (no fetch). Evicted dirty sectors go to DRAM.
            let l = self.l2.access(r.line, r.sectors, r.cycle, true);
            self.write_back(r.cycle, l.evicted_dirty);
            r.done = r.cycle + self.l2_hit;
            return;
        }
        // An L1 miss needs an MSHR until its data returns.
        let heap = &mut self.mshrs[sm];
        let free = heap.pop().map_or(0, |Reverse(t)| t);
        let start = r.cycle.max(free);
        // The request reaches the L2 half way through the L2 round trip.
        let arrive = start + (self.l2_hit - self.l1_hit.min(self.l2_hit)) / 2;
        let l = self.l2.access(r.line, r.sectors, u64::MAX, false);
        self.write_back(arrive, l.evicted_dirty);
        let mut done = start + self.l2_hit;
        if l.hit != 0 {
            self.stats.l2_hits += 1;
            if l.fill_at != u64::MAX && l.fill_at > 0 {
                // Sectors still arriving from DRAM.
                done = done.max(l.fill_at + self.l2_hit / 2);
            }
        }
        if l.miss != 0 {
            self.stats.l2_misses += 1;
            let bytes = l.miss.count_ones() * self.sector_bytes;
            self.stats.dram_read_bytes += bytes as u64;
            let wait = self.dram(arrive, bytes);
            let transfer = (bytes as f64 / self.bytes_per_cycle).ceil() as u64;
            let d = start + self.dram_lat + wait + transfer;
            done = done.max(d);
            self.l2
                .set_fill(r.line, l.set, l.way, d.saturating_sub(self.l2_hit / 2));
        }
        r.done = done;
        self.mshrs[sm].push(Reverse(done));
    }

    fn write_back(&mut self, at: u64, dirty: u32) {
        if dirty != 0 {
            let bytes = dirty.count_ones() * self.sector_bytes;
            self.stats.dram_write_bytes += bytes as u64;
            self.dram(at, bytes);
        }
    }
}
