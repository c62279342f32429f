//! The memory system shared by all SMs: a chain of levels below the SMs' L1s (RDNA's
//! GL1, the sliced L2, a memory-side cache, DRAM channels), each behind the small
//! `Level` interface, driven by one discrete-event queue in time order. Every shared
//! resource (a slice's tag pipeline and data port, a channel's banks and bus, queue
//! slots) is taken in the order of simulated time, never booked ahead.
//!
//! It runs at the engine's exchange, serially. SMs hand over the requests of a
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
use queue::EventQueue;
use req::{Credits, MReq, Msg, Src, SM_LEVEL};
pub use req::{Kind, Req};
use slice::SliceCache;

/// What an event does.
#[derive(Debug, Clone, Copy)]
enum Payload {
    Request { level: u8, inst: u32, req: MReq },
    Answer { to: Src },
    Wake { level: u8, inst: u32 },
}

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

/// The shared levels and their event queue.
pub struct MemSys {
    levels: Vec<Box<dyn Level>>,
    timing: Vec<LevelTiming>,
    events: EventQueue<Payload>,
    msgs: Vec<Msg>,
    credits: Credits,
    /// Per level i: cycles an answer takes from i to level k (`back[i][k]`, k < i).
    back: Vec<Vec<u64>>,
    /// Per level: cycles an answer takes from it to an SM.
    back_sm: Vec<u64>,
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

impl MemSys {
    /// The hierarchy of `cfg` (validated).
    pub fn new(cfg: &GpuConfig) -> MemSys {
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
            let level = SliceCache::new(name, c, sms, t.pipe, t.link, atomics);
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
        levels.push(Box::new(Dram::new(
            d,
            cfg.clock_mhz,
            last.line,
            last.sector,
            t.link,
            last_map,
        )));
        timing.push(t);
        let mut credits = Credits::default();
        for (k, l) in levels.iter().enumerate() {
            // The first level is fed by the SMs, whose own limits bound it.
            let (r, w) = if k == 0 { (None, None) } else { l.capacity() };
            credits.add_level(l.instances(), r, w);
        }
        let n = levels.len();
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
        let quantum = (shared
            .first()
            .map_or(0, |s| s.1.hit_latency.saturating_sub(m.l1.hit_latency))
            as u64)
            .max(1);
        MemSys {
            levels,
            timing,
            events: EventQueue::default(),
            msgs: Vec::new(),
            credits,
            back,
            back_sm,
            answers: vec![Vec::new(); sms as usize],
            horizon: 0,
            quantum,
            l1_line_shift: m.l1.line.trailing_zeros(),
            line_shift: last.line.trailing_zeros(),
            sector_shift: last.sector.trailing_zeros(),
        }
    }

    /// The longest quantum the engine may run SMs between exchanges.
    pub fn quantum(&self) -> u64 {
        self.quantum
    }

    /// The latency split of each level (names from `level_names`).
    pub fn timing(&self) -> &[LevelTiming] {
        &self.timing
    }

    /// The levels' config section names, in order.
    pub fn level_names(&self) -> Vec<&'static str> {
        self.levels.iter().map(|l| l.name()).collect()
    }

    /// What each level counted since the launch began, and what it holds dirty.
    pub fn report(&self) -> Vec<LevelReport> {
        self.levels
            .iter()
            .zip(&self.timing)
            .map(|(l, &timing)| {
                let (dirty_bytes, dirty_lines) = l.dirty();
                LevelReport {
                    name: l.name(),
                    instances: l.instances(),
                    counters: l.counters().clone(),
                    dirty_bytes,
                    dirty_lines,
                    timing,
                }
            })
            .collect()
    }

    /// A launch begins: counters start from zero (contents stay).
    pub fn begin_launch(&mut self) {
        for l in &mut self.levels {
            let c = l.counters_mut();
            c.total.fill(0);
            c.inst.iter_mut().for_each(|r| r.fill(0));
        }
    }

    fn push(&mut self, time: u64, what: Payload) {
        self.events.push(time, what);
    }

    /// Take SM `sm`'s requests of the quantum (in the order it sent them). Call for
    /// the SMs in a fixed order.
    pub fn inject(&mut self, sm: u32, reqs: &[Req]) {
        if self.levels.is_empty() {
            return;
        }
        let link = self.timing[0].link.0;
        let shift = self.line_shift - self.l1_line_shift;
        for r in reqs {
            // An L1 line is part of a (possibly longer) shared-level line.
            let line = r.line >> shift;
            let offset = ((r.line << self.l1_line_shift) & ((1 << self.line_shift) - 1))
                >> self.sector_shift;
            let sectors = r.sectors << offset;
            let inst = self.levels[0].route(line, sm);
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
            self.push(
                r.cycle + link,
                Payload::Request {
                    level: 0,
                    inst,
                    req,
                },
            );
        }
    }

    /// Process every event before `until`.
    pub fn advance(&mut self, until: u64) {
        while let Some((time, what)) = self.events.pop_before(until) {
            let (level, inst) = match what {
                Payload::Request { level, inst, .. } | Payload::Wake { level, inst } => {
                    (level, inst)
                }
                Payload::Answer { to } => (to.level, to.inst),
            };
            let i = level as usize;
            let (upper, lower) = self.levels.split_at_mut(i + 1);
            let below = lower.first().map(|b| ((i + 1) as u8, &**b as &dyn Level));
            let mut io = Io {
                now: time,
                level,
                out: &mut self.msgs,
                credits: &mut self.credits,
                below,
                back: &self.back[i],
                back_sm: self.back_sm[i],
            };
            let lvl = &mut upper[i];
            match what {
                Payload::Request { req, .. } => lvl.request(&mut io, inst, req),
                Payload::Answer { to } => lvl.answer(&mut io, inst, to.tag),
                Payload::Wake { .. } => lvl.wake(&mut io, inst),
            }
            let mut msgs = std::mem::take(&mut self.msgs);
            for m in msgs.drain(..) {
                match m {
                    Msg::Request {
                        at,
                        level,
                        inst,
                        req,
                    } => self.push(at, Payload::Request { level, inst, req }),
                    Msg::Wake { at, level, inst } => self.push(at, Payload::Wake { level, inst }),
                    Msg::Answer { at, to } if to.level == SM_LEVEL => {
                        self.answers[to.inst as usize].push((at, to.tag));
                    }
                    Msg::Answer { at, to } => self.push(at, Payload::Answer { to }),
                }
            }
            self.msgs = msgs;
        }
        self.horizon = self.horizon.max(until);
    }

    /// The first cycle an event could arrive from a request sent at or after `u`.
    pub fn safe_until(&self, u: u64) -> u64 {
        u + self.timing.first().map_or(0, |t| t.link.0)
    }

    /// End of a launch: whatever is in flight arrives; cache contents (dirty lines
    /// included) stay for the next launch, which starts at cycle 0.
    pub fn settle(&mut self) {
        self.events.clear();
        self.msgs.clear();
        self.credits.clear();
        self.answers.iter_mut().for_each(Vec::clear);
        self.horizon = 0;
        for l in &mut self.levels {
            l.settle();
        }
    }
}
