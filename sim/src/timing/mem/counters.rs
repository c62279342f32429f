//! Per-level counters, declared once per level kind (name, unit, description) and
//! reported generically: the stats JSON, the summary and the timeline's memory
//! counters all walk these tables, so a new level's counters need no plumbing.

/// One counter of a level kind.
#[derive(Debug, Clone, Copy)]
pub struct CounterDef {
    pub name: &'static str,
    pub unit: &'static str,
    pub desc: &'static str,
}

/// A level's counters: totals, and (for the counters named in `per_instance`) a
/// breakdown by instance (DRAM channels).
#[derive(Debug, Clone)]
pub struct Counters {
    pub defs: &'static [CounterDef],
    pub total: Vec<u64>,
    /// Counter indices broken down by instance.
    pub per_instance: &'static [usize],
    /// `inst[i][k]`: instance i, counter `per_instance[k]`.
    pub inst: Vec<Vec<u64>>,
    /// Counter index -> its position in `per_instance` (`u8::MAX` = not broken
    /// down), so an add looks nothing up.
    slot: Vec<u8>,
}

impl Counters {
    pub fn new(defs: &'static [CounterDef], per_instance: &'static [usize], n: u32) -> Counters {
        let mut slot = vec![u8::MAX; defs.len()];
        for (p, &k) in per_instance.iter().enumerate() {
            slot[k] = p as u8;
        }
        Counters {
            defs,
            total: vec![0; defs.len()],
            slot,
            per_instance,
            inst: if per_instance.is_empty() {
                Vec::new()
            } else {
                vec![vec![0; per_instance.len()]; n as usize]
            },
        }
    }

    /// Add `v` to counter `k` (of instance `i`, when it is broken down).
    #[inline]
    pub fn add(&mut self, k: usize, i: u32, v: u64) {
        self.total[k] += v;
        let p = self.slot[k];
        if p != u8::MAX {
            if let Some(row) = self.inst.get_mut(i as usize) {
                row[p as usize] += v;
            }
        }
    }

    /// Add another partition's counts of the same level.
    pub fn merge(&mut self, o: &Counters) {
        for (a, b) in self.total.iter_mut().zip(&o.total) {
            *a += b;
        }
        for (ra, rb) in self.inst.iter_mut().zip(&o.inst) {
            for (a, b) in ra.iter_mut().zip(rb) {
                *a += b;
            }
        }
    }

    /// The value of the counter named `name`.
    pub fn get(&self, name: &str) -> u64 {
        self.defs
            .iter()
            .position(|d| d.name == name)
            .map_or(0, |k| self.total[k])
    }
}

/// Counters every sliced cache level keeps (indices are the `C_*` constants).
pub const CACHE_COUNTERS: &[CounterDef] = &[
    CounterDef { name: "reads", unit: "requests", desc: "line read requests from the level above (loads; atomics count here too)" },
    CounterDef { name: "read_hits", unit: "requests", desc: "reads whose sectors were all present (or already being filled)" },
    CounterDef { name: "read_misses", unit: "requests", desc: "reads that fetched sectors from the level below" },
    CounterDef { name: "writes", unit: "requests", desc: "stores and write-backs from the level above" },
    CounterDef { name: "bytes_out", unit: "bytes", desc: "data sent to the level above (read answers)" },
    CounterDef { name: "bytes_in", unit: "bytes", desc: "data written into this level from above" },
    CounterDef { name: "fill_bytes", unit: "bytes", desc: "data fetched from the level below" },
    CounterDef { name: "writeback_bytes", unit: "bytes", desc: "dirty data written to the level below (evictions) or passed through" },
    CounterDef { name: "queue_cycles", unit: "request-cycles", desc: "sum over cycles of requests waiting in the slice queues (divide by cycles for the mean occupancy)" },
    CounterDef { name: "blocked", unit: "events", desc: "times a slice stalled for a miss entry (MSHR), a free way or a queue slot below" },
];

pub const C_READS: usize = 0;
pub const C_READ_HITS: usize = 1;
pub const C_READ_MISSES: usize = 2;
pub const C_WRITES: usize = 3;
pub const C_BYTES_OUT: usize = 4;
pub const C_BYTES_IN: usize = 5;
pub const C_FILL_BYTES: usize = 6;
pub const C_WB_BYTES: usize = 7;
pub const C_QUEUE: usize = 8;
pub const C_BLOCKED: usize = 9;

/// DRAM counters.
pub const DRAM_COUNTERS: &[CounterDef] = &[
    CounterDef {
        name: "reads",
        unit: "accesses",
        desc: "read requests served (one per sector request)",
    },
    CounterDef {
        name: "writes",
        unit: "accesses",
        desc: "write requests served",
    },
    CounterDef {
        name: "read_bytes",
        unit: "bytes",
        desc: "bytes read",
    },
    CounterDef {
        name: "write_bytes",
        unit: "bytes",
        desc: "bytes written",
    },
    CounterDef {
        name: "row_hits",
        unit: "requests",
        desc: "requests that found their row open",
    },
    CounterDef {
        name: "row_misses",
        unit: "requests",
        desc: "requests that found their bank closed (activate)",
    },
    CounterDef {
        name: "row_conflicts",
        unit: "requests",
        desc: "requests that found another row open (precharge + activate)",
    },
    CounterDef {
        name: "busy_cycles",
        unit: "cycles",
        desc: "cycles the channels' data buses carried data (all channels)",
    },
    CounterDef {
        name: "refreshes",
        unit: "refreshes",
        desc: "refreshes done (of a bank, or of a whole channel with all-bank refresh), counted when the channel next schedules",
    },
    CounterDef {
        name: "queue_cycles",
        unit: "request-cycles",
        desc: "sum over cycles of requests queued in the channels",
    },
    CounterDef {
        name: "turnarounds",
        unit: "events",
        desc: "read/write direction changes of a channel's bus",
    },
];

pub const D_READS: usize = 0;
pub const D_WRITES: usize = 1;
pub const D_READ_BYTES: usize = 2;
pub const D_WRITE_BYTES: usize = 3;
pub const D_ROW_HITS: usize = 4;
pub const D_ROW_MISSES: usize = 5;
pub const D_ROW_CONFLICTS: usize = 6;
pub const D_BUSY: usize = 7;
pub const D_REFRESHES: usize = 8;
pub const D_QUEUE: usize = 9;
pub const D_TURNS: usize = 10;

/// DRAM counters broken down per channel.
pub const DRAM_PER_CHANNEL: &[usize] = &[D_READ_BYTES, D_WRITE_BYTES, D_ROW_HITS, D_BUSY];
