//! The memory system shared by all SMs: a chain of levels below the SMs' L1s (RDNA's
//! GL1, the sliced L2, a memory-side cache, DRAM channels), each behind the small
//! `Level` interface, driven by discrete events in time order. Every shared
//! resource (a slice's tag pipeline and data port, a channel's banks and bus, queue
//! slots) is taken in the order of simulated time, never booked ahead.
//!
//! The instances split into partitions that never talk to each other (an L2 slice and
//! its DRAM channels: see `part`), which the exchange may advance on several host
//! threads; results do not depend on how many.
//!
//! It runs at the engine's exchange. SMs hand over the requests of a
//! quantum ending at U (each sent at or after the previous quantum's end); the
//! system then processes every event before U + the interconnect latency, the
//! earliest cycle a request sent at or after U can reach it, so nothing later can
//! change what it decided. An answer leaves a level at least its pipeline after the
//! event that decides it and then crosses the links back, so every answer an SM
//! receives before U + (first shared level's round trip) is known after this
//! exchange: that round trip is the engine's quantum. Same events, same order, for
//! any number of host threads.

pub mod counters;
mod dram;
mod level;
mod part;
mod queue;
pub mod req;
mod route;
pub mod sample;
mod slice;
#[cfg(test)]
mod tests;

use crate::config::GpuConfig;
use counters::Counters;
pub use dram::Dram;
pub use level::{Io, Level};
use part::Part;
pub use req::{Kind, Req};
use req::{MReq, Src, SM_LEVEL};
pub use route::Spread;
use slice::SliceCache;
use std::sync::Mutex;

/// The most partitions a hierarchy is cut into: enough for the host threads a run
/// uses, few enough that each keeps a busy event queue.
const MAX_PARTS: u32 = 16;

/// How the model splits each level's part of the load-to-use latency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelTiming {
    /// Cycles of the link from the level above, and back.
    pub link: (u64, u64),
    /// Cycles from a lookup (or a fill's arrival) to the data leaving (caches).
    pub pipe: u64,
}

/// One level's share of a run's statistics.
#[derive(Debug, Clone)]
pub struct LevelReport {
    /// The config section (`l2`, `dram`, ...).
    pub name: &'static str,
    pub instances: u32,
    pub counters: Counters,
    /// Dirty data the level holds at the end (written back by later launches).
    pub dirty_bytes: u64,
    pub dirty_lines: u64,
    pub timing: LevelTiming,
}

/// The partitions, each behind its own lock (the exchange's threads each advance
/// some of them), and the levels' latency split they share.
pub struct Parts {
    parts: Vec<Mutex<Part>>,
    timing: Vec<LevelTiming>,
}

impl Parts {
    /// How many there are.
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// Process partition `k`'s events before `until` (its requests handed over).
    pub fn advance(&self, k: usize, until: u64) {
        self.lock(k).advance(until);
    }

    /// Process every partition's events before `until`, on this thread.
    pub fn advance_all(&self, until: u64) {
        (0..self.len()).for_each(|k| self.advance(k, until));
    }

    /// What each level counted since the launch began (over every partition), and
    /// what it holds dirty.
    pub fn report(&self) -> Vec<LevelReport> {
        let mut out: Vec<LevelReport> = Vec::new();
        for k in 0..self.len() {
            let p = self.lock(k);
            for (j, l) in p.levels.iter().enumerate() {
                let (bytes, lines) = l.dirty();
                match out.get_mut(j) {
                    None => out.push(LevelReport {
                        name: l.name(),
                        instances: l.instances(),
                        counters: l.counters().clone(),
                        dirty_bytes: bytes,
                        dirty_lines: lines,
                        timing: self.timing[j],
                    }),
                    Some(o) => {
                        o.counters.merge(l.counters());
                        o.dirty_bytes += bytes;
                        o.dirty_lines += lines;
                    }
                }
            }
        }
        out
    }

    fn lock(&self, k: usize) -> std::sync::MutexGuard<'_, Part> {
        self.parts[k].lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// What the exchange's own thread does: routes the SMs' requests to the
/// partitions and collects the answers.
pub struct Hub {
    /// Cycles from an SM to the first shared level.
    link: u64,
    /// The first shared level with no instances of its own: it routes.
    router: Box<dyn Level>,
    /// The partition of each instance of the first level.
    part_of: Vec<u32>,
    /// Requests for each partition, handed over before it advances.
    staged: Vec<Vec<(u64, u32, MReq)>>,
    /// Answers for each SM, (arrival cycle, the SM's tag), handed over at the
    /// exchange.
    pub answers: Vec<Vec<(u64, u32)>>,
    /// Events before this cycle have been processed.
    pub horizon: u64,
    /// The lookahead: see the module comment.
    quantum: u64,
    /// log2 of the L1's and of the shared levels' line sizes, and of the sector size
    /// (an L1 line may be shorter than a shared level's).
    l1_line_shift: u32,
    line_shift: u32,
    sector_shift: u32,
}

/// The shared levels, in partitions, and the hub that feeds them.
pub struct MemSys {
    pub hub: Hub,
    pub parts: Parts,
}

/// The levels of `cfg`, of which partition `part` owns the instances `owner` (level,
/// instance) maps to it; `None` = no instance owned (the hub's router).
fn build(
    cfg: &GpuConfig,
    owner: &dyn Fn(usize, u32) -> u32,
    part: Option<u32>,
) -> (Vec<Box<dyn Level>>, Vec<LevelTiming>) {
    let m = &cfg.memory;
    let sms = cfg.sm.count;
    let x = m.interconnect.latency as u64;
    let mut levels: Vec<Box<dyn Level>> = Vec::new();
    let mut last_map = None;
    let mut timing = Vec::new();
    let mut prev_hit = m.l1.hit_latency as u64;
    let shared = m.shared_levels();
    for (k, &(name, c)) in shared.iter().enumerate() {
        let rt = (c.hit_latency as u64).saturating_sub(prev_hit);
        // The first shared level sits behind the interconnect; deeper levels
        // split their round trip between links and pipeline.
        let t = if k == 0 {
            LevelTiming {
                link: (x, x),
                pipe: rt.saturating_sub(2 * x),
            }
        } else {
            LevelTiming {
                link: (rt / 4, rt / 4),
                pipe: rt - 2 * (rt / 4),
            }
        };
        let atomics =
            (name == "l2").then(|| m.atomic_latency.saturating_sub(m.l2.hit_latency) as u64);
        let owned = |i: u32| part == Some(owner(k, i));
        let level = SliceCache::new(name, c, sms, t.pipe, t.link, atomics, &owned);
        last_map = Some(level.map());
        levels.push(Box::new(level));
        timing.push(t);
        prev_hit = c.hit_latency as u64;
    }
    let last = shared.last().map_or(&m.l2, |s| s.1);
    let d = &m.dram;
    let cyc = d.cycles(cfg.clock_mhz);
    let accesses = (last.sector / d.access_bytes).max(1);
    let device = Dram::closed_cycles(&cyc, cyc.burst(d), accesses);
    // The controller's queues sit next to the level above (a request holds its
    // queue slot while it waits there, not while it travels); the rest of the
    // fixed latency (controller, PHY, return) is on the way back.
    let fixed = (d.latency as u64).saturating_sub(prev_hit + device);
    let t = LevelTiming {
        link: (0, fixed),
        pipe: 0,
    };
    // DRAM channels belong to the slices of the level above (memory partitions).
    let k = shared.len();
    let owned = |i: u32| part == Some(owner(k, i));
    levels.push(Box::new(Dram::new(
        d,
        cfg.clock_mhz,
        last.line,
        last.sector,
        t.link,
        last_map,
        &owned,
    )));
    timing.push(t);
    (levels, timing)
}

impl MemSys {
    /// The hierarchy of `cfg` (validated).
    pub fn new(cfg: &GpuConfig) -> MemSys {
        MemSys::with_max_parts(cfg, MAX_PARTS)
    }

    /// The hierarchy of `cfg` cut into at most `max_parts` partitions (results do not
    /// depend on it; tests compare).
    pub fn with_max_parts(cfg: &GpuConfig, max_parts: u32) -> MemSys {
        let m = &cfg.memory;
        let shared = m.shared_levels();
        // One cache level in front of DRAM: its slices and the channels form
        // gcd(slices, channels) memory partitions (slice s and channel c in s mod P
        // and c mod P, see `DramMap::channel_in_partition`), grouped into at most
        // MAX_PARTS host partitions. Deeper hierarchies hash every slice of a level
        // over every slice of the next: one partition.
        let (p, slices) = match shared.as_slice() {
            [(_, c)] => (
                route::gcd(c.slices as u64, m.dram.channels as u64) as u32,
                c.slices,
            ),
            _ => (1, 1),
        };
        let nparts = p.min(max_parts.max(1));
        // Level 0's instance i is slice i mod `slices` of its group; DRAM's is channel i.
        let owner = move |k: usize, i: u32| if k == 0 { i % slices } else { i } % p % nparts;
        let (mut router, timing) = build(cfg, &owner, None);
        let n = timing.len();
        let mut back = vec![Vec::new(); n];
        let mut back_sm = vec![0; n];
        for i in 0..n {
            back_sm[i] = (0..=i).map(|j| timing[j].link.1).sum();
            back[i] = (0..n)
                .map(|k| {
                    if k < i {
                        (k + 1..=i).map(|j| timing[j].link.1).sum()
                    } else {
                        0
                    }
                })
                .collect();
        }
        let parts = (0..nparts)
            .map(|k| {
                let (levels, _) = build(cfg, &owner, Some(k));
                Mutex::new(Part::new(levels, back.clone(), back_sm.clone()))
            })
            .collect();
        let first = router.remove(0);
        let part_of = (0..first.instances()).map(|i| owner(0, i)).collect();
        let quantum = (shared
            .first()
            .map_or(0, |s| s.1.hit_latency.saturating_sub(m.l1.hit_latency))
            as u64)
            .max(1);
        let last = shared.last().map_or(&m.l2, |s| s.1);
        MemSys {
            hub: Hub {
                link: timing[0].link.0,
                router: first,
                part_of,
                staged: vec![Vec::new(); nparts as usize],
                answers: vec![Vec::new(); cfg.sm.count as usize],
                horizon: 0,
                quantum,
                l1_line_shift: m.l1.line.trailing_zeros(),
                line_shift: last.line.trailing_zeros(),
                sector_shift: last.sector.trailing_zeros(),
            },
            parts: Parts { parts, timing },
        }
    }

    /// The longest quantum the engine may run SMs between exchanges.
    pub fn quantum(&self) -> u64 {
        self.hub.quantum
    }

    /// The latency split of each level (names from `level_names`).
    pub fn timing(&self) -> &[LevelTiming] {
        &self.parts.timing
    }

    /// The levels' config section names, in order.
    pub fn level_names(&self) -> Vec<&'static str> {
        self.parts.lock(0).levels.iter().map(|l| l.name()).collect()
    }

    /// What each level counted since the launch began, and what it holds dirty.
    pub fn report(&self) -> Vec<LevelReport> {
        self.parts.report()
    }

    /// A launch begins: counters start from zero (contents stay).
    pub fn begin_launch(&mut self) {
        for p in &mut self.parts.parts {
            let p = p.get_mut().unwrap_or_else(|e| e.into_inner());
            for l in &mut p.levels {
                let c = l.counters_mut();
                c.total.fill(0);
                c.inst.iter_mut().for_each(|r| r.fill(0));
            }
        }
    }

    /// Take SM `sm`'s requests of the quantum (see `Hub::inject`).
    pub fn inject(&mut self, sm: u32, reqs: &[Req]) {
        self.hub.inject(sm, reqs);
    }

    /// Process every event before `until`, on this thread.
    pub fn advance(&mut self, until: u64) {
        let parts = &self.parts;
        self.hub.exchange(parts, until, || parts.advance_all(until));
    }

    /// The first cycle an event could arrive from a request sent at or after `u`.
    pub fn safe_until(&self, u: u64) -> u64 {
        self.hub.safe_until(u)
    }

    /// End of a launch: whatever is in flight arrives; cache contents (dirty lines
    /// included) stay for the next launch, which starts at cycle 0.
    pub fn settle(&mut self) {
        for p in &mut self.parts.parts {
            p.get_mut().unwrap_or_else(|e| e.into_inner()).settle();
        }
        self.hub.staged.iter_mut().for_each(Vec::clear);
        self.hub.answers.iter_mut().for_each(Vec::clear);
        self.hub.horizon = 0;
    }
}

impl Hub {
    /// Take SM `sm`'s requests of the quantum (in the order it sent them). Call for
    /// the SMs in a fixed order.
    pub fn inject(&mut self, sm: u32, reqs: &[Req]) {
        let link = self.link;
        let shift = self.line_shift - self.l1_line_shift;
        for r in reqs {
            // An L1 line is part of a (possibly longer) shared-level line.
            let line = r.line >> shift;
            let offset = ((r.line << self.l1_line_shift) & ((1 << self.line_shift) - 1))
                >> self.sector_shift;
            let sectors = r.sectors << offset;
            let inst = self.router.route(line, sm);
            let req = MReq {
                line,
                sectors,
                kind: r.kind,
                sm,
                src: Src {
                    level: SM_LEVEL,
                    inst: sm,
                    tag: r.tag,
                },
            };
            self.staged[self.part_of[inst as usize] as usize].push((r.cycle + link, inst, req));
        }
    }

    /// The memory system's part of an exchange: the injected requests go to their
    /// partitions, `advance` runs every partition to `until` (on any threads), and
    /// their answers, partition by partition, go to the SMs' lists (an SM orders its
    /// inbox by arrival and tag, so the order of the lists does not matter).
    pub fn exchange(&mut self, parts: &Parts, until: u64, advance: impl FnOnce()) {
        for (k, s) in self.staged.iter_mut().enumerate() {
            if !s.is_empty() {
                parts.lock(k).inbox.append(s);
            }
        }
        advance();
        for k in 0..parts.len() {
            let mut p = parts.lock(k);
            for &(sm, at, tag) in &p.answers {
                self.answers[sm as usize].push((at, tag));
            }
            p.answers.clear();
        }
        self.horizon = self.horizon.max(until);
    }

    /// The first cycle an event could arrive from a request sent at or after `u`.
    pub fn safe_until(&self, u: u64) -> u64 {
        u + self.link
    }
}
