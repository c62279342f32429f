//! Timeline events as the timing model records them: plain typed values in per-SM
//! buffers (no formatting, no allocation beyond the buffer) while a quantum runs; the
//! engine emits them through `tracing` at the exchange, SM by SM, so their order is
//! fixed whatever the number of host threads (`emit`).

use crate::timing::Stall;

/// Target of every timeline event (`--log warpsim::timeline=trace` prints them).
pub const TARGET: &str = "warpsim::timeline";

/// Track ids inside an SM (see `traces/FORMAT.md`).
pub const STALL_TRACK: u64 = 10_000;
pub const WRITEBACK_TRACK: u64 = 20_000;
pub const BLOCK_TRACK: u64 = 30_000;

/// A dense index of track `tid` inside an SM (kinds are 10000 apart, slots below 10000),
/// for per-track tables without hashing.
pub fn track_key(tid: u64) -> usize {
    (tid / 10_000).min(7) as usize * 16_384 + (tid % 10_000) as usize
}

/// The name of track `tid` of the launches process: launches run one after another
/// on track 0; the later launches of a group run together (programmatic dependent
/// launches) each get a track of their own, so that their slices may overlap.
pub fn launch_track_name(tid: u64) -> String {
    if tid == 0 {
        "launches".to_string()
    } else {
        format!("launches, overlapping {tid}")
    }
}

/// One recorded event of one SM.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TEv {
    /// A warp-instruction issued (`n` = 1; an AMD VOPD pair is one instruction).
    Issue {
        cycle: u64,
        slot: u32,
        gw: u64,
        block: [u32; 3],
        pc: u32,
        lanes: u32,
        sched: u32,
        n: u32,
        /// Flow id of its writeback (0 = none).
        flow: u64,
    },
    /// A maximal run of cycles in which scheduler `sched` had idle slots for `reason`.
    Stall {
        start: u64,
        cycles: u64,
        sched: u32,
        reason: Stall,
        slots: u64,
        gw: Option<u64>,
    },
    /// A result became available.
    Writeback {
        cycle: u64,
        slot: u32,
        gw: u64,
        pc: u32,
        flow: u64,
        /// When the producing instruction issued (the flow's start).
        issued: u64,
    },
    WarpStart {
        cycle: u64,
        slot: u32,
        gw: u64,
        block: [u32; 3],
    },
    WarpExit {
        cycle: u64,
        slot: u32,
        gw: u64,
        block: [u32; 3],
    },
    /// A block's lifetime on block slot `cslot`.
    Block {
        start: u64,
        end: u64,
        cslot: u32,
        block: [u32; 3],
    },
    /// Per-SM counters over the window starting at `cycle`.
    Counter {
        cycle: u64,
        window: u64,
        warp_cycles: u64,
        issued: u64,
        stalls: [u64; Stall::COUNT],
    },
}

impl TEv {
    /// The event moved `dt` cycles later, its flow id (if any) `dflow` higher: a launch
    /// of an application is recorded from its own cycle 0 and placed on the
    /// application's timeline after the launches before it.
    pub fn shifted(mut self, dt: u64, dflow: u64) -> TEv {
        let flow_up = |f: &mut u64| {
            if *f != 0 {
                *f += dflow;
            }
        };
        match &mut self {
            TEv::Issue { cycle, flow, .. } => {
                *cycle += dt;
                flow_up(flow);
            }
            TEv::Writeback {
                cycle,
                flow,
                issued,
                ..
            } => {
                *cycle += dt;
                *issued += dt;
                flow_up(flow);
            }
            TEv::WarpStart { cycle, .. }
            | TEv::WarpExit { cycle, .. }
            | TEv::Counter { cycle, .. } => *cycle += dt,
            TEv::Stall { start, .. } => *start += dt,
            TEv::Block { start, end, .. } => {
                *start += dt;
                *end += dt;
            }
        }
        self
    }

    /// The cycle the event is stamped with.
    pub fn ts(&self) -> u64 {
        match *self {
            TEv::Issue { cycle, .. }
            | TEv::Writeback { cycle, .. }
            | TEv::WarpStart { cycle, .. }
            | TEv::WarpExit { cycle, .. }
            | TEv::Counter { cycle, .. } => cycle,
            TEv::Stall { start, .. } | TEv::Block { start, .. } => start,
        }
    }
}

/// The destination operand text of an instruction as written (`%r1` of
/// `add.s32 %r1, %r2, 3`; `{%r1, %r2}` of a vector load), without a guard.
pub fn dst_text(text: &str) -> &str {
    let t = text.trim_start();
    let t = if t.starts_with('@') {
        t.split_once(char::is_whitespace)
            .map_or("", |x| x.1)
            .trim_start()
    } else {
        t
    };
    let ops = t
        .split_once(char::is_whitespace)
        .map_or("", |x| x.1)
        .trim_start();
    let mut depth = 0i32;
    for (i, c) in ops.char_indices() {
        match c {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            ',' | ';' if depth <= 0 => return ops[..i].trim(),
            _ => {}
        }
    }
    ops.trim_end_matches(';').trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn destination_text() {
        assert_eq!(dst_text("add.s32 %r1, %r2, 3;"), "%r1");
        assert_eq!(
            dst_text("@%p1 ld.global.v2.u32 {%r1, %r2}, [%rd1];"),
            "{%r1, %r2}"
        );
        assert_eq!(dst_text("v_add_u32_e32 v1, v2, v3"), "v1");
        assert_eq!(dst_text("s_endpgm"), "");
        assert_eq!(dst_text("mov.u32 %r1, %clock"), "%r1");
    }
}
