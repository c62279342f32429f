//! A run's counter samples, gathered in memory by a `tracing` layer over the typed
//! decoder: per SM the activity (active warps, IPC) and stall mix of each window, and
//! each memory-system counter. What `run --plots` draws. At most [`MAX_WINDOWS`]
//! windows are kept: when a run is longer, adjacent windows merge (the window doubles),
//! so memory stays bounded whatever the run's length.

use super::record::{Decoder, Record};
use crate::timing::Stall;
use std::sync::{Arc, Mutex};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer};

/// Most windows kept per series.
pub const MAX_WINDOWS: usize = 512;

/// One SM's counters over a window (sums over the `n` sampled windows it merges).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SmSample {
    pub active_warps: f64,
    pub ipc: f64,
    pub mix: [u64; Stall::COUNT],
    pub n: u32,
}

impl SmSample {
    fn add(&mut self, o: &SmSample) {
        self.active_warps += o.active_warps;
        self.ipc += o.ipc;
        for (a, b) in self.mix.iter_mut().zip(o.mix) {
            *a += b;
        }
        self.n += o.n;
    }

    /// Mean active warps and IPC over the merged windows.
    pub fn mean(&self) -> (f64, f64) {
        let n = f64::from(self.n.max(1));
        (self.active_warps / n, self.ipc / n)
    }
}

/// One memory counter (`l2 bytes per cycle`, ...) over time.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MemSeries {
    pub name: String,
    pub keys: Vec<String>,
    /// Per window: the sum of each key's samples, and how many samples.
    pub windows: Vec<Option<(Vec<f64>, u32)>>,
}

/// Everything gathered.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Samples {
    /// Cycles per window (the sampling window, doubled at each merge).
    pub window: u64,
    pub kernel: String,
    pub config: String,
    /// Per SM, per window.
    pub sms: Vec<Vec<Option<SmSample>>>,
    pub mem: Vec<MemSeries>,
}

fn merge<T: Clone>(v: &mut Vec<Option<T>>, add: impl Fn(&mut T, &T)) {
    let mut out = Vec::with_capacity(v.len().div_ceil(2));
    for pair in v.chunks(2) {
        let mut a = pair[0].clone();
        if let Some(b) = pair.get(1).and_then(|b| b.as_ref()) {
            match &mut a {
                Some(a) => add(a, b),
                None => a = Some(b.clone()),
            }
        }
        out.push(a);
    }
    *v = out;
}

impl Samples {
    /// The window index of cycle `ts`, merging windows until it fits.
    fn slot(&mut self, ts: u64) -> usize {
        while (ts / self.window.max(1)) as usize >= MAX_WINDOWS {
            for s in &mut self.sms {
                merge(s, SmSample::add);
            }
            for m in &mut self.mem {
                merge(&mut m.windows, |a, b| {
                    for (x, y) in a.0.iter_mut().zip(&b.0) {
                        *x += y;
                    }
                    a.1 += b.1;
                });
            }
            self.window *= 2;
        }
        (ts / self.window.max(1)) as usize
    }

    fn record(&mut self, r: &Record) {
        match *r {
            Record::Header(ref h) if self.kernel.is_empty() => {
                self.kernel = if h.application.is_empty() {
                    h.kernel.to_string()
                } else {
                    h.application.to_string()
                };
                self.config = h.config.to_string();
            }
            Record::Counter {
                sm,
                ts,
                active_warps,
                ipc,
                mix,
            } => {
                let i = self.slot(ts);
                let sm = sm as usize;
                if sm >= self.sms.len() {
                    self.sms.resize(sm + 1, Vec::new());
                }
                let v = &mut self.sms[sm];
                if i >= v.len() {
                    v.resize(i + 1, None);
                }
                let s = SmSample {
                    active_warps,
                    ipc,
                    mix,
                    n: 1,
                };
                match &mut v[i] {
                    Some(a) => a.add(&s),
                    x => *x = Some(s),
                }
            }
            Record::MemCounter {
                ts, name, series, ..
            } => {
                let i = self.slot(ts);
                let m = match self.mem.iter().position(|m| m.name == name) {
                    Some(k) => &mut self.mem[k],
                    None => {
                        self.mem.push(MemSeries {
                            name: name.to_string(),
                            keys: series.iter().map(|s| s.0.clone()).collect(),
                            windows: Vec::new(),
                        });
                        self.mem.last_mut().expect("pushed")
                    }
                };
                if i >= m.windows.len() {
                    m.windows.resize(i + 1, None);
                }
                let vals: Vec<f64> = series.iter().map(|s| s.1).collect();
                match &mut m.windows[i] {
                    Some((sum, n)) => {
                        for (x, y) in sum.iter_mut().zip(&vals) {
                            *x += y;
                        }
                        *n += 1;
                    }
                    x => *x = Some((vals, 1)),
                }
            }
            _ => {}
        }
    }
}

/// The collecting layer (cheap to clone: a handle).
#[derive(Clone)]
pub struct Collector {
    inner: Arc<Mutex<(Decoder, Samples)>>,
}

impl Collector {
    /// Gather samples taken every `window` cycles.
    pub fn new(window: u64) -> Collector {
        Collector {
            inner: Arc::new(Mutex::new((
                Decoder::new(),
                Samples {
                    window: window.max(1),
                    ..Samples::default()
                },
            ))),
        }
    }

    /// What was gathered.
    pub fn samples(&self) -> Samples {
        self.inner
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .1
            .clone()
    }
}

impl<S: Subscriber> Layer<S> for Collector {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        if event.metadata().target() != super::event::TARGET {
            return;
        }
        let mut g = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let (dec, samples) = &mut *g;
        if let Some(r) = dec.decode(event) {
            samples.record(&r);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_runs_merge_windows() {
        let mut s = Samples {
            window: 10,
            ..Samples::default()
        };
        for w in 0..(MAX_WINDOWS as u64 * 3) {
            s.record(&Record::Counter {
                sm: 0,
                ts: w * 10,
                active_warps: 2.0,
                ipc: 1.0,
                mix: [1; Stall::COUNT],
            });
        }
        // 1536 windows of 10 cycles fit in 512 only as windows of 40.
        assert_eq!(s.window, 40);
        assert_eq!(s.sms[0].len(), 384);
        let a = s.sms[0][5].unwrap();
        assert_eq!((a.n, a.mix[0]), (4, 4));
        assert_eq!(a.mean(), (2.0, 1.0));
    }
}
