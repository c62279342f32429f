//! Timeline counters of the memory system: at the exchanges, once per counter window,
//! each level's achieved bandwidth and queue occupancy over the interval since the
//! last sample, and DRAM's row-buffer hit rate, bus utilisation and per-channel
//! bandwidth. The memory system runs at exchanges, so an interval ends at the
//! exchange's horizon: window edges are exact to within one quantum. Values are
//! computed from the levels' counter tables, so a new level's counters appear here
//! without further plumbing.

use super::counters::Counters;
use super::Parts;

/// One counter track sample: its name and its series (name, value).
#[derive(Debug, Clone, PartialEq)]
pub struct MemSample {
    pub name: String,
    pub series: Vec<(String, f64)>,
}

/// The previous snapshot and when the next sample is due.
#[derive(Debug, Default)]
pub struct MemSampler {
    window: u64,
    last: u64,
    prev: Vec<(Vec<u64>, Vec<Vec<u64>>)>,
}

impl MemSampler {
    /// Sample every `window` cycles (0 = never).
    pub fn new(window: u64) -> MemSampler {
        MemSampler {
            window,
            ..Default::default()
        }
    }

    /// At an exchange whose memory horizon is `now`: the samples due, with the
    /// interval start they describe. `last` forces a final sample (end of the run).
    pub fn sample(&mut self, mem: &Parts, now: u64, last: bool) -> Option<(u64, Vec<MemSample>)> {
        if self.window == 0 || now <= self.last || (!last && now < self.last + self.window) {
            return None;
        }
        let dt = (now - self.last) as f64;
        let start = self.last;
        self.last = now;
        let mut out = Vec::new();
        let report = mem.report();
        let levels: Vec<(&'static str, &Counters, u32)> = report
            .iter()
            .map(|l| (l.name, &l.counters, l.instances))
            .collect();
        if self.prev.len() != levels.len() {
            self.prev = levels
                .iter()
                .map(|(_, c, _)| {
                    (
                        vec![0; c.total.len()],
                        vec![vec![0; c.per_instance.len()]; c.inst.len()],
                    )
                })
                .collect();
        }
        for (k, (name, c, n)) in levels.iter().enumerate() {
            let (pt, pi) = &mut self.prev[k];
            let d = |i: usize| c.total[i].saturating_sub(pt[i]) as f64;
            let mut bw = Vec::new();
            let mut queue = 0.0;
            let (mut hits, mut acts, mut busy) = (0.0, 0.0, 0.0);
            for (i, def) in c.defs.iter().enumerate() {
                match (def.unit, def.name) {
                    ("bytes", _) => bw.push((def.name.to_string(), d(i) / dt)),
                    (_, "queue_cycles") => queue = d(i) / dt / (*n).max(1) as f64,
                    (_, "row_hits") => hits = d(i),
                    (_, "row_misses") | (_, "row_conflicts") => acts += d(i),
                    (_, "busy_cycles") => busy = d(i),
                    _ => {}
                }
            }
            out.push(MemSample {
                name: format!("{name} bytes per cycle"),
                series: bw,
            });
            let mut q = vec![("mean queue per instance".to_string(), queue)];
            if *name == "dram" {
                let total = hits + acts;
                q.push((
                    "row hit rate".into(),
                    if total > 0.0 { hits / total } else { 0.0 },
                ));
                q.push(("bus utilisation".into(), busy / dt / (*n).max(1) as f64));
                // Per channel: read + write bytes per cycle.
                let cols: Vec<usize> = c
                    .per_instance
                    .iter()
                    .enumerate()
                    .filter(|(_, &idx)| c.defs[idx].unit == "bytes")
                    .map(|(p, _)| p)
                    .collect();
                let per: Vec<(String, f64)> = c
                    .inst
                    .iter()
                    .enumerate()
                    .map(|(ch, row)| {
                        let b: u64 = cols.iter().map(|&p| row[p].saturating_sub(pi[ch][p])).sum();
                        (format!("ch{ch}"), b as f64 / dt)
                    })
                    .collect();
                out.push(MemSample {
                    name: "dram channel bytes per cycle".into(),
                    series: per,
                });
            }
            out.push(MemSample {
                name: format!("{name} queues"),
                series: q,
            });
            pt.copy_from_slice(&c.total);
            for (a, b) in pi.iter_mut().zip(&c.inst) {
                a.copy_from_slice(b);
            }
        }
        Some((start, out))
    }
}
