//! Emitting recorded timeline events through `tracing` (target `warpsim::timeline`,
//! structured fields), after the `--trace-*` filters. The engine calls this in its
//! serial exchange, SM by SM, so the event stream is the same for any thread count.

use super::event::{dst_text, TEv, BLOCK_TRACK, STALL_TRACK, WRITEBACK_TRACK};
use crate::ir::Program;

/// What the `--trace-*` options keep.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Cycles `[A, B)`.
    pub cycles: Option<(u64, u64)>,
    pub sms: Option<Vec<u32>>,
    /// Global warp ids.
    pub warps: Option<Vec<u64>>,
}

impl Filter {
    pub fn is_empty(&self) -> bool {
        self.cycles.is_none() && self.sms.is_none() && self.warps.is_none()
    }

    /// The memory system's counters belong to no SM or warp: kept when neither is
    /// filtered, at a sample time inside the cycle window.
    pub fn memory(&self, ts: u64) -> bool {
        self.sms.is_none() && self.warps.is_none() && self.at(ts)
    }

    fn sm(&self, sm: u32) -> bool {
        self.sms.as_ref().is_none_or(|l| l.contains(&sm))
    }

    fn warp(&self, gw: u64) -> bool {
        self.warps.as_ref().is_none_or(|l| l.contains(&gw))
    }

    fn at(&self, ts: u64) -> bool {
        self.cycles.is_none_or(|(a, b)| ts >= a && ts < b)
    }

    /// `[start, start + len)` clipped to the cycle window; `None` when outside.
    fn clip(&self, start: u64, len: u64) -> Option<(u64, u64)> {
        let (a, b) = self.cycles.unwrap_or((0, u64::MAX));
        let s = start.max(a);
        let e = start.saturating_add(len).min(b);
        // (Zero-length slices are not written: viewers reject them.)
        (e > s).then_some((s, e - s))
    }

    /// A text form for the trace's metadata.
    pub fn describe(&self) -> String {
        let list = |v: &Option<Vec<u64>>| {
            v.as_ref().map_or("null".to_string(), |l| {
                format!(
                    "[{}]",
                    l.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                )
            })
        };
        format!(
            "{{\"cycles\":{},\"sms\":{},\"warps\":{}}}",
            self.cycles
                .map_or("null".to_string(), |(a, b)| format!("[{a},{b}]")),
            list(
                &self
                    .sms
                    .as_ref()
                    .map(|l| l.iter().map(|&x| x as u64).collect())
            ),
            list(&self.warps)
        )
    }
}

/// Emits one SM's events.
pub struct Emitter<'a> {
    /// The programs of the grids running, each with the first global warp id of its
    /// grid (in increasing order): an event's warp says whose instruction it is.
    pub progs: &'a [(u64, &'a Program)],
    pub filter: &'a Filter,
    /// Added to every time stamp and to every flow id (0 outside an application):
    /// where this launch starts on the application's timeline, and the flow ids the
    /// launches before it used.
    pub offset: u64,
    pub flow_base: u64,
}

impl Emitter<'_> {
    fn text(&self, gw: u64, pc: u32) -> &str {
        let k = self.progs.partition_point(|(base, _)| *base <= gw);
        self.progs
            .get(k.saturating_sub(1))
            .and_then(|(_, p)| p.src.get(pc as usize))
            .map_or("?", |s| s.text.as_str())
    }

    /// Emit `ev` of SM `sm` (if the filters keep it).
    pub fn emit(&self, sm: u32, ev: &TEv) {
        if !self.filter.sm(sm) {
            return;
        }
        let moved;
        let ev = if self.offset == 0 && self.flow_base == 0 {
            ev
        } else {
            moved = ev.shifted(self.offset, self.flow_base);
            &moved
        };
        let f = self.filter;
        let sm = sm as u64;
        match *ev {
            TEv::Issue {
                cycle,
                slot,
                gw,
                block,
                pc,
                lanes,
                sched,
                n,
                flow,
            } => {
                if !f.at(cycle) || !f.warp(gw) {
                    return;
                }
                tracing::event!(
                    target: "warpsim::timeline",
                    tracing::Level::TRACE,
                    kind = "issue",
                    sm,
                    tid = slot as u64,
                    ts = cycle,
                    name = self.text(gw, pc),
                    pc = pc as u64,
                    warp = gw,
                    bx = block[0] as u64,
                    by = block[1] as u64,
                    bz = block[2] as u64,
                    lanes = lanes as u64,
                    sched = sched as u64,
                    n = n as u64,
                    flow,
                );
            }
            TEv::Stall {
                start,
                cycles,
                sched,
                reason,
                slots,
                gw,
            } => {
                let Some((s, len)) = f.clip(start, cycles) else {
                    return;
                };
                let slots = if len == cycles {
                    slots
                } else {
                    (slots as u128 * len as u128 / cycles.max(1) as u128) as u64
                };
                tracing::event!(
                    target: "warpsim::timeline",
                    tracing::Level::TRACE,
                    kind = "stall",
                    sm,
                    tid = STALL_TRACK + sched as u64,
                    ts = s,
                    dur = len,
                    name = reason.name(),
                    slots,
                    warp = gw.map_or(-1i64, |g| g as i64),
                );
            }
            TEv::Writeback {
                cycle,
                slot,
                gw,
                pc,
                flow,
                issued,
            } => {
                if !f.at(cycle) || !f.warp(gw) {
                    return;
                }
                // The arrow only when its start (the issue) is in the trace too.
                let flow = if f.at(issued) { flow } else { 0 };
                tracing::event!(
                    target: "warpsim::timeline",
                    tracing::Level::TRACE,
                    kind = "writeback",
                    sm,
                    tid = WRITEBACK_TRACK + slot as u64,
                    ts = cycle,
                    warp = gw,
                    pc = pc as u64,
                    regs = dst_text(self.text(gw, pc)),
                    flow,
                );
            }
            TEv::WarpStart {
                cycle,
                slot,
                gw,
                block,
            }
            | TEv::WarpExit {
                cycle,
                slot,
                gw,
                block,
            } => {
                if !f.at(cycle) || !f.warp(gw) {
                    return;
                }
                let name = if matches!(ev, TEv::WarpStart { .. }) {
                    "warp start"
                } else {
                    "warp exit"
                };
                tracing::event!(
                    target: "warpsim::timeline",
                    tracing::Level::TRACE,
                    kind = "warp",
                    sm,
                    tid = slot as u64,
                    ts = cycle,
                    name,
                    warp = gw,
                    bx = block[0] as u64,
                    by = block[1] as u64,
                    bz = block[2] as u64,
                );
            }
            TEv::Block {
                start,
                end,
                cslot,
                block,
            } => {
                let Some((s, len)) = f.clip(start, end.saturating_sub(start)) else {
                    return;
                };
                tracing::event!(
                    target: "warpsim::timeline",
                    tracing::Level::TRACE,
                    kind = "block",
                    sm,
                    tid = BLOCK_TRACK + cslot as u64,
                    ts = s,
                    dur = len,
                    bx = block[0] as u64,
                    by = block[1] as u64,
                    bz = block[2] as u64,
                );
            }
            TEv::Counter {
                cycle,
                window,
                warp_cycles,
                issued,
                stalls,
            } => {
                if !f.at(cycle) {
                    return;
                }
                let w = window.max(1) as f64;
                // One field per reason, in `Stall::ALL` order (typed, not pre-rendered).
                const _: () = assert!(crate::timing::Stall::COUNT == 12);
                tracing::event!(
                    target: "warpsim::timeline",
                    tracing::Level::TRACE,
                    kind = "counter",
                    sm,
                    ts = cycle,
                    active_warps = warp_cycles as f64 / w,
                    ipc = issued as f64 / w,
                    no_warp = stalls[0],
                    dependency = stalls[1],
                    unit_busy = stalls[2],
                    bank_conflict = stalls[3],
                    barrier = stalls[4],
                    grid_dependency = stalls[5],
                    async_wait = stalls[6],
                    memory_wait = stalls[7],
                    mem_throttle = stalls[8],
                    ibuffer_empty = stalls[9],
                    launch = stalls[10],
                    drained = stalls[11],
                );
            }
        }
    }
}

/// What a trace's header says: the config, and either one launch (its kernel, warps
/// per block, grid and block) or an application (its workload, the kernels it
/// launches, no shape: that differs per launch, and `launch` events carry it).
pub struct Header<'a> {
    /// The application's workload (`""` for a trace of one launch).
    pub application: &'a str,
    pub kernel: &'a str,
    pub config: &'a str,
    pub arch: &'a str,
    pub sms: u32,
    pub schedulers: u32,
    pub issue_width: u32,
    /// One launch's (warps per block, grid, block).
    pub shape: Option<(u32, [u32; 3], [u32; 3])>,
    pub filter: &'a Filter,
}

/// The header event (first in the trace).
pub fn header(h: &Header) {
    macro_rules! header {
        ($($shape:tt)*) => {
            tracing::event!(
                target: "warpsim::timeline",
                tracing::Level::TRACE,
                kind = "header",
                application = h.application,
                kernel = h.kernel,
                config = h.config,
                arch = h.arch,
                sms = h.sms as u64,
                schedulers = h.schedulers as u64,
                issue_width = h.issue_width as u64,
                filters = h.filter.describe().as_str(),
                $($shape)*
            )
        };
    }
    match h.shape {
        Some((w, g, b)) => header!(
            warps_per_block = w as u64,
            gx = g[0] as u64,
            gy = g[1] as u64,
            gz = g[2] as u64,
            bx = b[0] as u64,
            by = b[1] as u64,
            bz = b[2] as u64,
        ),
        None => header!(),
    }
}

/// A counter of the memory system (process `pid` = the SM count): `series` over the
/// interval starting at `ts`, one event per series (`index` of `count`; the decoder
/// gathers them).
pub fn mem_counter(pid: u32, ts: u64, name: &str, series: &[(String, f64)]) {
    for (i, (key, v)) in series.iter().enumerate() {
        tracing::event!(
            target: "warpsim::timeline",
            tracing::Level::TRACE,
            kind = "mem_counter",
            sm = pid as u64,
            ts,
            name,
            key = key.as_str(),
            value = if v.is_finite() { *v } else { 0.0 },
            index = i as u64,
            count = series.len() as u64,
        );
    }
}
/// One launch of an application, on the timeline's launch track (process `pid` = the
/// SM count + 1): `[ts, ts + dur)`, with what ran and how it ended. The filters keep
/// it whenever any of its cycles is in the window (it belongs to no SM or warp).
#[allow(clippy::too_many_arguments)]
pub fn launch(
    pid: u32,
    lane: u64,
    filter: &Filter,
    ts: u64,
    dur: u64,
    index: u64,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    status: &str,
) {
    let Some((ts, dur)) = filter.clip(ts, dur) else {
        return;
    };
    tracing::event!(
        target: "warpsim::timeline",
        tracing::Level::TRACE,
        kind = "launch",
        sm = pid as u64,
        tid = lane,
        ts,
        dur,
        n = index,
        name = kernel,
        gx = grid[0] as u64,
        gy = grid[1] as u64,
        gz = grid[2] as u64,
        bx = block[0] as u64,
        by = block[1] as u64,
        bz = block[2] as u64,
        status,
    );
}

/// The last event: how the run ended.
pub fn run_end(cycles: u64, warp_instructions: u64, status: &str, message: &str) {
    tracing::event!(
        target: "warpsim::timeline",
        tracing::Level::TRACE,
        kind = "run_end",
        ts = cycles,
        cycles,
        warp_instructions,
        status,
        message,
    );
}
