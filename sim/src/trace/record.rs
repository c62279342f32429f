//! The typed timeline event: what `emit` sends through `tracing`, read back into one
//! [`Record`] by a [`Decoder`]. Every trace writer (JSON, Perfetto protobuf) and any
//! user's own `tracing` layer decodes events here, so field names and types are
//! written down once. Decoding allocates nothing once warm: strings borrow from the
//! decoder's arena, numbers sit in fixed slots.

use crate::timing::Stall;
use std::fmt::Write as _;
use tracing::field::{Field, Visit};
use tracing::Event;

/// One launch's shape in a header: warps per block, grid, block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub warps_per_block: u64,
    pub grid: [u64; 3],
    pub block: [u64; 3],
}

/// The header: first event of every trace.
#[derive(Debug, Clone, PartialEq)]
pub struct HeaderRec<'a> {
    /// The application's workload (empty for a trace of one launch).
    pub application: &'a str,
    pub kernel: &'a str,
    pub config: &'a str,
    pub arch: &'a str,
    pub sms: u64,
    pub schedulers: u64,
    pub issue_width: u64,
    /// One launch's shape (`None` for an application).
    pub shape: Option<Shape>,
    /// The `--trace-*` filters, as `emit::Filter::describe` writes them (JSON).
    pub filters: &'a str,
}

/// One timeline event, typed. Track ids (`tid`) are those of `traces/FORMAT.md`.
#[derive(Debug, Clone, PartialEq)]
pub enum Record<'a> {
    Header(HeaderRec<'a>),
    /// A warp-instruction issued on warp slot `tid` (a 1-cycle slice).
    Issue {
        sm: u64,
        tid: u64,
        ts: u64,
        /// The instruction text.
        name: &'a str,
        pc: u64,
        warp: u64,
        block: [u64; 3],
        lanes: u64,
        sched: u64,
        n: u64,
        /// Flow id of its writeback (0 = none).
        flow: u64,
    },
    Stall {
        sm: u64,
        tid: u64,
        ts: u64,
        dur: u64,
        reason: Stall,
        slots: u64,
        warp: Option<u64>,
    },
    Writeback {
        sm: u64,
        tid: u64,
        ts: u64,
        warp: u64,
        pc: u64,
        /// The destination operand text (`%r1`, `{%r1, %r2}`, `v[4:5]`).
        regs: &'a str,
        /// The flow it ends (0 = none).
        flow: u64,
    },
    /// A warp started (`start`) or exited.
    Warp {
        sm: u64,
        tid: u64,
        ts: u64,
        start: bool,
        warp: u64,
        block: [u64; 3],
    },
    Block {
        sm: u64,
        tid: u64,
        ts: u64,
        dur: u64,
        block: [u64; 3],
    },
    /// Per-SM counters over the window starting at `ts`.
    Counter {
        sm: u64,
        ts: u64,
        active_warps: f64,
        ipc: f64,
        /// Idle issue slots per stall reason, indexed by `Stall::index`.
        mix: [u64; Stall::COUNT],
    },
    /// A memory-system counter (process `pid`): each named series over the window
    /// starting at `ts`.
    MemCounter {
        pid: u64,
        ts: u64,
        name: &'a str,
        series: &'a [(String, f64)],
    },
    /// One launch of an application (process `pid`).
    Launch {
        pid: u64,
        /// Its track (see `event::launch_track_name`).
        tid: u64,
        ts: u64,
        dur: u64,
        index: u64,
        kernel: &'a str,
        grid: [u64; 3],
        block: [u64; 3],
        status: &'a str,
    },
    RunEnd {
        cycles: u64,
        warp_instructions: u64,
        status: &'a str,
        message: &'a str,
    },
}

/// The field names `emit` uses, by slot (a field name is matched once when recorded).
#[allow(non_snake_case)]
mod K {
    pub const SM: usize = 0;
    pub const TID: usize = 1;
    pub const TS: usize = 2;
    pub const DUR: usize = 3;
    pub const PC: usize = 4;
    pub const WARP: usize = 5;
    pub const BX: usize = 6;
    pub const BY: usize = 7;
    pub const BZ: usize = 8;
    pub const LANES: usize = 9;
    pub const SCHED: usize = 10;
    pub const N: usize = 11;
    pub const FLOW: usize = 12;
    pub const SLOTS: usize = 13;
    pub const SMS: usize = 14;
    pub const SCHEDULERS: usize = 15;
    pub const ISSUE_WIDTH: usize = 16;
    pub const WARPS_PER_BLOCK: usize = 17;
    pub const CYCLES: usize = 18;
    pub const WARP_INSTRUCTIONS: usize = 19;
    pub const GX: usize = 20;
    pub const GY: usize = 21;
    pub const GZ: usize = 22;
    pub const INDEX: usize = 23;
    pub const COUNT_: usize = 24;
    /// The stall mix: one slot per reason, from here.
    pub const MIX: usize = 25;
    pub const COUNT: usize = MIX + super::Stall::COUNT;
}

fn slot(name: &str) -> Option<usize> {
    Some(match name {
        "sm" => K::SM,
        "tid" => K::TID,
        "ts" => K::TS,
        "dur" => K::DUR,
        "pc" => K::PC,
        "warp" => K::WARP,
        "bx" => K::BX,
        "by" => K::BY,
        "bz" => K::BZ,
        "lanes" => K::LANES,
        "sched" => K::SCHED,
        "n" => K::N,
        "flow" => K::FLOW,
        "slots" => K::SLOTS,
        "sms" => K::SMS,
        "schedulers" => K::SCHEDULERS,
        "issue_width" => K::ISSUE_WIDTH,
        "warps_per_block" => K::WARPS_PER_BLOCK,
        "cycles" => K::CYCLES,
        "warp_instructions" => K::WARP_INSTRUCTIONS,
        "gx" => K::GX,
        "gy" => K::GY,
        "gz" => K::GZ,
        "index" => K::INDEX,
        "count" => K::COUNT_,
        _ => {
            return Stall::ALL
                .iter()
                .position(|s| s.1 == name)
                .map(|i| K::MIX + i)
        }
    })
}

/// The fields of one event (reused from event to event).
struct Fields {
    nums: [u64; K::COUNT],
    present: u64,
    ints: Vec<(&'static str, i64)>,
    floats: Vec<(&'static str, f64)>,
    strs: Vec<(&'static str, usize, usize)>,
    arena: String,
}

impl Default for Fields {
    fn default() -> Self {
        Fields {
            nums: [0; K::COUNT],
            present: 0,
            ints: Vec::new(),
            floats: Vec::new(),
            strs: Vec::new(),
            arena: String::new(),
        }
    }
}

impl Fields {
    fn clear(&mut self) {
        self.present = 0;
        self.ints.clear();
        self.floats.clear();
        self.strs.clear();
        self.arena.clear();
    }
    fn num(&self, k: usize) -> u64 {
        if self.present & (1 << k) != 0 {
            self.nums[k]
        } else {
            0
        }
    }
    fn has(&self, k: usize) -> bool {
        self.present & (1 << k) != 0
    }
    fn str(&self, k: &str) -> &str {
        self.strs
            .iter()
            .find(|x| x.0 == k)
            .map_or("", |x| &self.arena[x.1..x.2])
    }
    fn float(&self, k: &str) -> f64 {
        self.floats.iter().find(|x| x.0 == k).map_or(0.0, |x| x.1)
    }
    fn int(&self, k: &str) -> i64 {
        self.ints.iter().find(|x| x.0 == k).map_or(0, |x| x.1)
    }
    fn block(&self) -> [u64; 3] {
        [self.num(K::BX), self.num(K::BY), self.num(K::BZ)]
    }
    fn grid(&self) -> [u64; 3] {
        [self.num(K::GX), self.num(K::GY), self.num(K::GZ)]
    }
}

impl Visit for Fields {
    fn record_u64(&mut self, f: &Field, v: u64) {
        if let Some(k) = slot(f.name()) {
            self.nums[k] = v;
            self.present |= 1 << k;
        }
    }
    fn record_i64(&mut self, f: &Field, v: i64) {
        self.ints.push((f.name(), v));
    }
    fn record_f64(&mut self, f: &Field, v: f64) {
        self.floats.push((f.name(), v));
    }
    fn record_str(&mut self, f: &Field, v: &str) {
        let start = self.arena.len();
        self.arena.push_str(v);
        self.strs.push((f.name(), start, self.arena.len()));
    }
    fn record_debug(&mut self, f: &Field, v: &dyn std::fmt::Debug) {
        let start = self.arena.len();
        let _ = write!(self.arena, "{v:?}");
        self.strs.push((f.name(), start, self.arena.len()));
    }
}

/// Reads `warpsim::timeline` events into [`Record`]s. A memory counter arrives as one
/// event per series; the decoder gathers them and yields the whole counter with its
/// last series.
#[derive(Default)]
pub struct Decoder {
    f: Fields,
    series: Vec<(String, f64)>,
    /// Series gathered of the counter in progress.
    filled: usize,
}

impl Decoder {
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Decode `event`; `None` for an event of another target, one that is not a
    /// timeline event, or a memory counter series that is not its counter's last.
    pub fn decode(&mut self, event: &Event<'_>) -> Option<Record<'_>> {
        if event.metadata().target() != super::event::TARGET {
            return None;
        }
        self.f.clear();
        event.record(&mut self.f);
        self.record()
    }

    fn record(&mut self) -> Option<Record<'_>> {
        let f = &self.f;
        let kind = f.str("kind");
        let (sm, tid, ts) = (f.num(K::SM), f.num(K::TID), f.num(K::TS));
        if !f.has(K::SM) && kind != "header" && kind != "run_end" {
            return None;
        }
        Some(match kind {
            "header" => Record::Header(HeaderRec {
                application: f.str("application"),
                kernel: f.str("kernel"),
                config: f.str("config"),
                arch: f.str("arch"),
                sms: f.num(K::SMS),
                schedulers: f.num(K::SCHEDULERS),
                issue_width: f.num(K::ISSUE_WIDTH),
                shape: f.has(K::WARPS_PER_BLOCK).then(|| Shape {
                    warps_per_block: f.num(K::WARPS_PER_BLOCK),
                    grid: f.grid(),
                    block: f.block(),
                }),
                filters: f.str("filters"),
            }),
            "issue" => Record::Issue {
                sm,
                tid,
                ts,
                name: f.str("name"),
                pc: f.num(K::PC),
                warp: f.num(K::WARP),
                block: f.block(),
                lanes: f.num(K::LANES),
                sched: f.num(K::SCHED),
                n: f.num(K::N),
                flow: f.num(K::FLOW),
            },
            "stall" => Record::Stall {
                sm,
                tid,
                ts,
                dur: f.num(K::DUR),
                reason: Stall::ALL
                    .iter()
                    .find(|s| s.1 == f.str("name"))
                    .map_or(Stall::NoWarp, |s| s.0),
                slots: f.num(K::SLOTS),
                warp: u64::try_from(f.int("warp")).ok(),
            },
            "writeback" => Record::Writeback {
                sm,
                tid,
                ts,
                warp: f.num(K::WARP),
                pc: f.num(K::PC),
                regs: f.str("regs"),
                flow: f.num(K::FLOW),
            },
            "warp" => Record::Warp {
                sm,
                tid,
                ts,
                start: f.str("name") == "warp start",
                warp: f.num(K::WARP),
                block: f.block(),
            },
            "block" => Record::Block {
                sm,
                tid,
                ts,
                dur: f.num(K::DUR),
                block: f.block(),
            },
            "counter" => {
                let mut mix = [0; Stall::COUNT];
                for (i, m) in mix.iter_mut().enumerate() {
                    *m = f.num(K::MIX + i);
                }
                Record::Counter {
                    sm,
                    ts,
                    active_warps: f.float("active_warps"),
                    ipc: f.float("ipc"),
                    mix,
                }
            }
            "mem_counter" => {
                let (i, n) = (f.num(K::INDEX) as usize, f.num(K::COUNT_) as usize);
                if i == 0 {
                    self.filled = 0;
                }
                if i != self.filled {
                    // A series out of order (another layer's filter dropped some).
                    return None;
                }
                if self.series.len() <= i {
                    self.series.push((String::new(), 0.0));
                }
                let (k, v) = &mut self.series[i];
                k.clear();
                k.push_str(f.str("key"));
                *v = f.float("value");
                self.filled = i + 1;
                if self.filled < n {
                    return None;
                }
                Record::MemCounter {
                    pid: sm,
                    ts,
                    name: f.str("name"),
                    series: &self.series[..n],
                }
            }
            "launch" => Record::Launch {
                pid: sm,
                tid,
                ts,
                dur: f.num(K::DUR),
                index: f.num(K::N),
                kernel: f.str("name"),
                grid: f.grid(),
                block: f.block(),
                status: f.str("status"),
            },
            "run_end" => Record::RunEnd {
                cycles: f.num(K::CYCLES),
                warp_instructions: f.num(K::WARP_INSTRUCTIONS),
                status: f.str("status"),
                message: f.str("message"),
            },
            _ => return None,
        })
    }
}
