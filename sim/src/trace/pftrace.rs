//! The Perfetto protobuf form of the timeline (`--trace run.pftrace`): the same tracks,
//! events, flows and counters as the JSON (`traces/FORMAT.md`, section "Perfetto"), as
//! `TracePacket`s of Perfetto's published schema (`perfetto/trace/perfetto_trace.proto`).
//!
//! What keeps it small:
//! - one packet sequence per track, whose `TracePacketDefaults` name the track, so an
//!   event carries no track id;
//! - a sequence-scoped incremental clock (id 64, 1 unit = 1 cycle = 1000 ns, the JSON's
//!   1 us per cycle), so a timestamp is the cycles since the track's previous event;
//! - event and argument names interned per sequence (`InternedData`);
//! - packets deflated in chunks into `compressed_packets` (zlib), which Perfetto's
//!   trace processor inflates natively.
//!
//! A 1-cycle issue slice is a `SLICE_BEGIN` and a `SLICE_END`. An end is written when the
//! next event on its track comes at or after it (or when the trace ends), so an instant
//! in the same cycle (a warp exit) nests inside the slice and a track's time never runs
//! backwards.

use super::event::track_key;
use super::json::{num, other_data, reg_list, track_name};
use super::proto::{self as pb, msg};
use super::record::{HeaderRec, Record};
use super::writer::{End, Format, Out};
use crate::timing::Stall;
use flate2::write::ZlibEncoder;
use std::io::Write as _;

/// Field numbers of Perfetto's `perfetto_trace.proto` (v59) that the writer and reader use.
pub mod f {
    pub const TRACE_PACKET: u32 = 1;
    // TracePacket
    pub const CLOCK_SNAPSHOT: u32 = 6;
    pub const TIMESTAMP: u32 = 8;
    pub const SEQ_ID: u32 = 10;
    pub const TRACK_EVENT: u32 = 11;
    pub const INTERNED_DATA: u32 = 12;
    pub const SEQUENCE_FLAGS: u32 = 13;
    pub const COMPRESSED_PACKETS: u32 = 50;
    pub const TIMESTAMP_CLOCK_ID: u32 = 58;
    pub const DEFAULTS: u32 = 59;
    pub const TRACK_DESCRIPTOR: u32 = 60;
    /// `SEQ_INCREMENTAL_STATE_CLEARED`.
    pub const SEQ_CLEARED: u64 = 1;
    // ClockSnapshot / Clock
    pub const CLOCKS: u32 = 1;
    pub const CLOCK_ID: u32 = 1;
    pub const CLOCK_TS: u32 = 2;
    pub const CLOCK_INCREMENTAL: u32 = 3;
    pub const CLOCK_UNIT_NS: u32 = 4;
    /// `BuiltinClocks.BOOTTIME`, and the first sequence-scoped clock id.
    pub const BOOTTIME: u64 = 6;
    pub const SEQ_CLOCK: u64 = 64;
    // TracePacketDefaults / TrackEventDefaults
    pub const DEF_CLOCK_ID: u32 = 58;
    pub const DEF_TRACK_EVENT: u32 = 11;
    pub const DEF_TRACK_UUID: u32 = 11;
    pub const DEF_EXTRA_COUNTERS: u32 = 31;
    pub const DEF_EXTRA_DOUBLE_COUNTERS: u32 = 45;
    // TrackEvent
    pub const TE_ANNOTATIONS: u32 = 4;
    pub const TE_TYPE: u32 = 9;
    pub const TE_NAME_IID: u32 = 10;
    pub const TE_TRACK_UUID: u32 = 11;
    pub const TE_EXTRA_COUNTER_VALUES: u32 = 12;
    pub const TE_NAME: u32 = 23;
    pub const TE_COUNTER_VALUE: u32 = 30;
    pub const TE_DOUBLE_COUNTER_VALUE: u32 = 44;
    pub const TE_EXTRA_DOUBLE_COUNTER_VALUES: u32 = 46;
    pub const TE_FLOW_IDS: u32 = 47;
    pub const TE_TERMINATING_FLOW_IDS: u32 = 48;
    pub const SLICE_BEGIN: u64 = 1;
    pub const SLICE_END: u64 = 2;
    pub const INSTANT: u64 = 3;
    pub const COUNTER: u64 = 4;
    // DebugAnnotation
    pub const DA_NAME_IID: u32 = 1;
    pub const DA_BOOL: u32 = 2;
    pub const DA_UINT: u32 = 3;
    pub const DA_INT: u32 = 4;
    pub const DA_DOUBLE: u32 = 5;
    pub const DA_STRING: u32 = 6;
    pub const DA_NAME: u32 = 10;
    pub const DA_ARRAY: u32 = 12;
    // InternedData, EventName / DebugAnnotationName
    pub const ID_EVENT_NAMES: u32 = 2;
    pub const ID_ANNOTATION_NAMES: u32 = 3;
    pub const IID: u32 = 1;
    pub const IID_NAME: u32 = 2;
    // TrackDescriptor
    pub const TD_UUID: u32 = 1;
    pub const TD_NAME: u32 = 2;
    pub const TD_PARENT: u32 = 5;
    pub const TD_COUNTER: u32 = 8;
    pub const TD_CHILD_ORDERING: u32 = 11;
    pub const TD_SIBLING_RANK: u32 = 12;
    /// `ChildTracksOrdering.EXPLICIT`.
    pub const ORDER_EXPLICIT: u64 = 3;
}

/// Argument names, interned with iid = index + 1.
pub const ARGS: [&str; 17] = [
    "pc",
    "warp",
    "block",
    "lanes",
    "sched",
    "n",
    "reason",
    "slots",
    "regs",
    "launch",
    "grid",
    "status",
    "cycles",
    "warp_instructions",
    "truncated",
    "message",
    "otherData",
];

fn arg(name: &str) -> u32 {
    ARGS.iter()
        .position(|a| *a == name)
        .map_or(0, |i| i as u32 + 1)
}

/// Track uuids: a process (an SM, `memory`, `launches`) is `(pid + 1) << 20`; its slice
/// track `tid` adds `tid + 1`, a counter group `g` adds `COUNTER_GROUP | g`, series `i`
/// of group `g` adds `COUNTER_SERIES | g << 10 | i`. The run's own track is 1.
pub const RUN_TRACK: u64 = 1;
pub const COUNTER_GROUP: u64 = 1 << 18;
pub const COUNTER_SERIES: u64 = 1 << 19;
pub const MAX_SERIES: usize = 1 << 10;

pub fn process_uuid(pid: u64) -> u64 {
    (pid + 1) << 20
}

/// Event names known before the run, at fixed iids: the stall reasons (iid = reason
/// index + 1), then these (so the hot events look nothing up).
const WRITEBACK: u32 = Stall::COUNT as u32 + 1;
const WARP_START: u32 = WRITEBACK + 1;
const WARP_EXIT: u32 = WRITEBACK + 2;
const HEADER: u32 = WRITEBACK + 3;
const RUN_END: u32 = WRITEBACK + 4;
const FIXED: [&str; 5] = [
    "writeback",
    "warp start",
    "warp exit",
    "trace header",
    "run_end",
];

/// Zlib-compress packets once this many bytes are pending.
const CHUNK: usize = 1 << 20;

/// A track as its descriptor declares it.
struct Desc<'a> {
    uuid: u64,
    parent: Option<u64>,
    name: &'a str,
    /// Its place among its siblings.
    rank: i64,
    counter: bool,
}

/// One packet sequence: one track.
struct Seq {
    id: u32,
    /// Time of the sequence's last event (its incremental clock).
    ts: u64,
    /// End times of open slices (innermost last).
    open: Vec<u64>,
    /// Event-name iids already interned on this sequence (a bit each).
    named: Vec<u64>,
    /// Argument names already interned (bit i = `ARGS[i]`).
    args: u32,
}

/// A counter group (one JSON counter name of one process), its sequence and the
/// uuids of its series.
struct Group {
    pid: u64,
    name: String,
    seq: usize,
    uuids: Vec<u64>,
}

/// Most extra counter values one TrackEvent may carry (Perfetto's trace processor:
/// `TrackEventData::kMaxNumExtraCounters`); further series get packets of their own.
pub const MAX_EXTRA: usize = 8;

pub struct Pftrace {
    /// Packets not yet compressed.
    chunk: Vec<u8>,
    /// Protobuf bytes written (before compression): what `--trace-max-bytes` counts.
    raw: u64,
    /// Scratch: the track event, and the packet, being built.
    te: Vec<u8>,
    pkt: Vec<u8>,
    /// Event names this packet interns.
    new_names: Vec<(u32, String)>,
    new_args: u32,
    seqs: Vec<Seq>,
    /// Per process: the sequence (index + 1) of each slice track, by track key.
    tracks: Vec<Vec<u32>>,
    groups: Vec<Group>,
    /// Processes described so far.
    procs: Vec<bool>,
    /// Issue names by pc: (text, iid); the text is checked, since an application's
    /// kernels reuse pcs.
    pc_names: Vec<Option<(String, u32)>>,
    names: Vec<(String, u32)>,
    next_iid: u32,
    run_seq: Option<usize>,
    zlib: Option<ZlibEncoder<Vec<u8>>>,
}

impl Default for Pftrace {
    fn default() -> Self {
        Pftrace::new()
    }
}

impl Pftrace {
    pub fn new() -> Pftrace {
        Pftrace {
            chunk: Vec::with_capacity(CHUNK + (64 << 10)),
            raw: 0,
            te: Vec::with_capacity(256),
            pkt: Vec::with_capacity(512),
            new_names: Vec::new(),
            new_args: 0,
            seqs: Vec::new(),
            tracks: Vec::new(),
            groups: Vec::new(),
            procs: Vec::new(),
            pc_names: Vec::new(),
            // Kernel names (launches) get iids as they come, after the fixed ones.
            names: Vec::new(),
            next_iid: RUN_END + 1,
            run_seq: None,
            zlib: None,
        }
    }

    /// Append the packet in `pkt` to the chunk; compress the chunk when full.
    fn packet(&mut self, out: &mut Out) {
        pb::bytes(&mut self.chunk, f::TRACE_PACKET, &self.pkt);
        self.raw += self.pkt.len() as u64 + 1 + pb::varint_len(self.pkt.len() as u64);
        if self.chunk.len() >= CHUNK {
            self.flush(out);
        }
    }

    /// Write the pending packets as one `compressed_packets` packet.
    fn flush(&mut self, out: &mut Out) {
        if self.chunk.is_empty() {
            return;
        }
        let mut z = self
            .zlib
            .take()
            .unwrap_or_else(|| ZlibEncoder::new(Vec::new(), flate2::Compression::new(4)));
        let data = match z.write_all(&self.chunk).and_then(|_| z.reset(Vec::new())) {
            Ok(d) => d,
            Err(e) => {
                out.fail(format!("compressing packets: {e}"));
                Vec::new()
            }
        };
        self.zlib = Some(z);
        self.chunk.clear();
        let mut outer = Vec::with_capacity(data.len() + 16);
        msg(&mut outer, f::TRACE_PACKET, |b| {
            pb::bytes(b, f::COMPRESSED_PACKETS, &data)
        });
        out.put(&outer);
    }

    /// A packet of sequence `s` with `body` (no event).
    fn seq_packet(&mut self, out: &mut Out, s: usize, body: impl FnOnce(&mut Vec<u8>)) {
        self.pkt.clear();
        pb::uint(&mut self.pkt, f::SEQ_ID, self.seqs[s].id.into());
        body(&mut self.pkt);
        self.packet(out);
    }

    /// A track descriptor (on sequence `s`).
    fn describe(&mut self, out: &mut Out, s: usize, d: Desc) {
        let Desc {
            uuid,
            parent,
            name,
            rank,
            counter,
        } = d;
        self.seq_packet(out, s, |b| {
            msg(b, f::TRACK_DESCRIPTOR, |b| {
                pb::uint(b, f::TD_UUID, uuid);
                if let Some(p) = parent {
                    pb::uint(b, f::TD_PARENT, p);
                }
                pb::string(b, f::TD_NAME, name);
                if counter {
                    msg(b, f::TD_COUNTER, |_| {});
                } else {
                    pb::uint(b, f::TD_CHILD_ORDERING, f::ORDER_EXPLICIT);
                }
                pb::int(b, f::TD_SIBLING_RANK, rank);
            })
        });
    }

    /// A new sequence whose events go to `track` (counters: `extra` more series, of
    /// doubles or of integers).
    fn new_seq(&mut self, out: &mut Out, track: u64, extra: &[u64], doubles: bool) -> usize {
        let s = self.seqs.len();
        self.seqs.push(Seq {
            id: s as u32 + 1,
            ts: 0,
            open: Vec::new(),
            named: Vec::new(),
            args: 0,
        });
        self.seq_packet(out, s, |b| {
            pb::uint(b, f::SEQUENCE_FLAGS, f::SEQ_CLEARED);
            msg(b, f::DEFAULTS, |b| {
                pb::uint(b, f::DEF_CLOCK_ID, f::SEQ_CLOCK);
                msg(b, f::DEF_TRACK_EVENT, |b| {
                    pb::uint(b, f::DEF_TRACK_UUID, track);
                    let field = if doubles {
                        f::DEF_EXTRA_DOUBLE_COUNTERS
                    } else {
                        f::DEF_EXTRA_COUNTERS
                    };
                    for &u in extra {
                        pb::uint(b, field, u);
                    }
                });
            });
        });
        // Cycle counts from 0 on this sequence's clock; 1 unit = 1000 ns.
        self.seq_packet(out, s, |b| {
            msg(b, f::CLOCK_SNAPSHOT, |b| {
                msg(b, f::CLOCKS, |b| {
                    pb::uint(b, f::CLOCK_ID, f::SEQ_CLOCK);
                    pb::uint(b, f::CLOCK_TS, 0);
                    pb::uint(b, f::CLOCK_INCREMENTAL, 1);
                    pb::uint(b, f::CLOCK_UNIT_NS, 1000);
                });
                msg(b, f::CLOCKS, |b| {
                    pb::uint(b, f::CLOCK_ID, f::BOOTTIME);
                    pb::uint(b, f::CLOCK_TS, 0);
                });
            })
        });
        s
    }

    /// Describe process `pid` once.
    fn process(&mut self, out: &mut Out, s: usize, pid: u64, name: &str, rank: i64) {
        let i = pid as usize;
        if i >= self.procs.len() {
            self.procs.resize(i + 1, false);
        }
        if !std::mem::replace(&mut self.procs[i], true) {
            self.describe(
                out,
                s,
                Desc {
                    uuid: process_uuid(pid),
                    parent: None,
                    name,
                    rank,
                    counter: false,
                },
            );
        }
    }

    /// The sequence of slice track `tid` of process `pid` (created on first use).
    fn track(&mut self, out: &mut Out, pid: u64, tid: u64, pname: &str, prank: i64) -> usize {
        let (i, k) = (pid as usize, track_key(tid));
        if let Some(&s) = self.tracks.get(i).and_then(|t| t.get(k)) {
            if s != 0 {
                return s as usize - 1;
            }
        }
        let uuid = process_uuid(pid) + tid + 1;
        let s = self.new_seq(out, uuid, &[], false);
        self.process(out, s, pid, pname, prank);
        let name = if prank < 0 {
            super::event::launch_track_name(tid)
        } else {
            track_name(tid)
        };
        self.describe(
            out,
            s,
            Desc {
                uuid,
                parent: Some(process_uuid(pid)),
                name: &name,
                rank: tid as i64,
                counter: false,
            },
        );
        if i >= self.tracks.len() {
            self.tracks.resize(i + 1, Vec::new());
        }
        if k >= self.tracks[i].len() {
            self.tracks[i].resize(k + 1, 0);
        }
        self.tracks[i][k] = s as u32 + 1;
        s
    }

    fn sm_track(&mut self, out: &mut Out, pid: u64, tid: u64) -> usize {
        if self.procs.get(pid as usize) == Some(&true) {
            self.track(out, pid, tid, "", 0)
        } else {
            self.track(out, pid, tid, &format!("SM {pid}"), pid as i64)
        }
    }

    /// The counter group `name` of process `pid` with these series (created on first
    /// use): its index in `groups`.
    fn group(
        &mut self,
        out: &mut Out,
        pid: u64,
        name: &str,
        series: impl FnOnce() -> Vec<String>,
        doubles: bool,
        pname: impl FnOnce() -> String,
    ) -> usize {
        if let Some(g) = self
            .groups
            .iter()
            .position(|g| g.pid == pid && g.name == name)
        {
            return g;
        }
        // Created once per counter: the names are built only now.
        let (series, pname) = (series(), pname());
        let g = self.groups.iter().filter(|g| g.pid == pid).count() as u64;
        let p = process_uuid(pid);
        let guuid = p | COUNTER_GROUP | g;
        let n = series.len().min(MAX_SERIES);
        let uuids: Vec<u64> = (0..n as u64)
            .map(|i| p | COUNTER_SERIES | g << 10 | i)
            .collect();
        let extra = &uuids[1.min(n)..n.min(1 + MAX_EXTRA)];
        let s = self.new_seq(out, uuids.first().copied().unwrap_or(guuid), extra, doubles);
        self.process(out, s, pid, &pname, pid as i64);
        self.describe(
            out,
            s,
            Desc {
                uuid: guuid,
                parent: Some(p),
                name,
                rank: -1 - g as i64,
                counter: false,
            },
        );
        for (i, (&u, key)) in uuids.iter().zip(&series).enumerate() {
            self.describe(
                out,
                s,
                Desc {
                    uuid: u,
                    parent: Some(guuid),
                    name: key,
                    rank: i as i64,
                    counter: true,
                },
            );
        }
        self.groups.push(Group {
            pid,
            name: name.to_string(),
            seq: s,
            uuids,
        });
        self.groups.len() - 1
    }

    /// One sample of every series of group `g` at `ts`: the first series and up to
    /// [`MAX_EXTRA`] more in one event, the rest one event each (same time).
    fn counter(
        &mut self,
        out: &mut Out,
        g: usize,
        ts: u64,
        n: usize,
        value: impl Fn(usize) -> f64,
    ) {
        let s = self.groups[g].seq;
        let n = n.min(self.groups[g].uuids.len());
        if n == 0 {
            return;
        }
        self.start(out, s, ts, f::COUNTER);
        pb::double(&mut self.te, f::TE_DOUBLE_COUNTER_VALUE, value(0));
        for i in 1..n.min(1 + MAX_EXTRA) {
            pb::double(&mut self.te, f::TE_EXTRA_DOUBLE_COUNTER_VALUES, value(i));
        }
        self.emit(out, s, ts);
        for i in 1 + MAX_EXTRA..n {
            self.start(out, s, ts, f::COUNTER);
            pb::uint(&mut self.te, f::TE_TRACK_UUID, self.groups[g].uuids[i]);
            pb::double(&mut self.te, f::TE_DOUBLE_COUNTER_VALUE, value(i));
            self.emit(out, s, ts);
        }
    }

    /// The iid of an event name (interned once per sequence).
    fn name_iid(&mut self, s: usize, iid: u32, name: &str) -> u32 {
        let bits = &mut self.seqs[s].named;
        let (w, m) = (iid as usize / 64, 1u64 << (iid % 64));
        if w >= bits.len() {
            bits.resize(w + 1, 0);
        }
        if bits[w] & m == 0 {
            bits[w] |= m;
            self.new_names.push((iid, name.to_string()));
        }
        iid
    }

    /// The name of a fixed iid.
    fn fixed_name(iid: u32) -> &'static str {
        match iid.checked_sub(1).map(|i| i as usize) {
            Some(i) if i < Stall::COUNT => Stall::ALL[i].1,
            _ => FIXED[(iid - WRITEBACK) as usize],
        }
    }

    /// Name an event with a fixed iid.
    fn fixed(&mut self, s: usize, iid: u32) {
        self.named(s, iid, Self::fixed_name(iid));
    }

    /// The global iid of a kernel's name (a launch).
    fn other_iid(&mut self, name: &str) -> u32 {
        if let Some(&(_, i)) = self.names.iter().find(|(n, _)| n == name) {
            return i;
        }
        let i = self.next_iid;
        self.next_iid += 1;
        self.names.push((name.to_string(), i));
        i
    }

    /// The global iid of the instruction at `pc`.
    fn pc_iid(&mut self, pc: u64, name: &str) -> u32 {
        let p = pc as usize;
        if p >= self.pc_names.len() {
            self.pc_names.resize(p + 1, None);
        }
        match &self.pc_names[p] {
            Some((t, i)) if t == name => *i,
            _ => {
                let i = self.next_iid;
                self.next_iid += 1;
                self.pc_names[p] = Some((name.to_string(), i));
                i
            }
        }
    }

    /// Start an argument in the track event being built.
    fn ann(&mut self, s: usize, name: &str, value: impl FnOnce(&mut Vec<u8>)) {
        let a = arg(name);
        let bit = 1u32 << (a - 1);
        if self.seqs[s].args & bit == 0 {
            self.seqs[s].args |= bit;
            self.new_args |= bit;
        }
        msg(&mut self.te, f::TE_ANNOTATIONS, |b| {
            pb::uint(b, f::DA_NAME_IID, a.into());
            value(b);
        });
    }

    fn ann_u64(&mut self, s: usize, name: &str, v: u64) {
        self.ann(s, name, |b| pb::uint(b, f::DA_UINT, v));
    }

    fn ann_str(&mut self, s: usize, name: &str, v: &str) {
        self.ann(s, name, |b| pb::string(b, f::DA_STRING, v));
    }

    fn ann_dim(&mut self, s: usize, name: &str, d: [u64; 3]) {
        self.ann(s, name, |b| {
            for x in d {
                msg(b, f::DA_ARRAY, |b| pb::uint(b, f::DA_UINT, x));
            }
        });
    }

    /// Close the open slices of sequence `s` that end at or before `ts`.
    fn close_until(&mut self, out: &mut Out, s: usize, ts: u64) {
        while let Some(&end) = self.seqs[s].open.last() {
            if end > ts {
                break;
            }
            self.seqs[s].open.pop();
            self.te.clear();
            pb::uint(&mut self.te, f::TE_TYPE, f::SLICE_END);
            self.emit(out, s, end);
        }
    }

    /// Write the track event in `te` at `ts` on sequence `s` (closing the slices that
    /// end before it first; `te` must be rebuilt after a close, so callers close first).
    fn emit(&mut self, out: &mut Out, s: usize, ts: u64) {
        let seq = &mut self.seqs[s];
        debug_assert!(ts >= seq.ts, "track time runs backwards");
        let dt = ts.saturating_sub(seq.ts);
        seq.ts = seq.ts.max(ts);
        let id = seq.id;
        self.pkt.clear();
        let p = &mut self.pkt;
        pb::uint(p, f::TIMESTAMP, dt);
        pb::uint(p, f::SEQ_ID, id.into());
        if !self.new_names.is_empty() || self.new_args != 0 {
            let (names, args) = (&self.new_names, self.new_args);
            msg(p, f::INTERNED_DATA, |b| {
                for (iid, name) in names {
                    msg(b, f::ID_EVENT_NAMES, |b| {
                        pb::uint(b, f::IID, (*iid).into());
                        pb::string(b, f::IID_NAME, name);
                    });
                }
                for (i, a) in ARGS.iter().enumerate() {
                    if args & (1 << i) != 0 {
                        msg(b, f::ID_ANNOTATION_NAMES, |b| {
                            pb::uint(b, f::IID, i as u64 + 1);
                            pb::string(b, f::IID_NAME, a);
                        });
                    }
                }
            });
            self.new_names.clear();
            self.new_args = 0;
        }
        pb::bytes(p, f::TRACK_EVENT, &self.te);
        self.packet(out);
    }

    /// Begin building an event on `s` at `ts`: open slices ending by then are closed.
    fn start(&mut self, out: &mut Out, s: usize, ts: u64, kind: u64) {
        self.close_until(out, s, ts);
        self.te.clear();
        pb::uint(&mut self.te, f::TE_TYPE, kind);
    }

    fn named(&mut self, s: usize, iid: u32, name: &str) {
        let iid = self.name_iid(s, iid, name);
        pb::uint(&mut self.te, f::TE_NAME_IID, iid.into());
    }

    /// A slice `[ts, ts + dur)`: its begin now, its end when the track moves past it.
    fn slice(&mut self, out: &mut Out, s: usize, ts: u64, dur: u64) {
        self.emit(out, s, ts);
        self.seqs[s].open.push(ts + dur);
    }

    /// The run's own track (header and `run_end`).
    fn run_track(&mut self, out: &mut Out) -> usize {
        if let Some(s) = self.run_seq {
            return s;
        }
        let s = self.new_seq(out, RUN_TRACK, &[], false);
        self.describe(
            out,
            s,
            Desc {
                uuid: RUN_TRACK,
                parent: None,
                name: "warpsim run",
                rank: -2,
                counter: false,
            },
        );
        self.run_seq = Some(s);
        s
    }
}

impl Format for Pftrace {
    fn header(&mut self, out: &mut Out, h: Option<&HeaderRec>) {
        let s = self.run_track(out);
        self.start(out, s, 0, f::INSTANT);
        self.fixed(s, HEADER);
        self.ann_str(s, "otherData", &other_data(h));
        self.emit(out, s, 0);
    }

    fn written(&self, out: &Out) -> u64 {
        let _ = out;
        self.raw
    }

    fn event(&mut self, out: &mut Out, r: &Record) {
        match *r {
            Record::Issue {
                sm,
                tid,
                ts,
                name,
                pc,
                warp,
                block,
                lanes,
                sched,
                n,
                flow,
            } => {
                let s = self.sm_track(out, sm, tid);
                self.start(out, s, ts, f::SLICE_BEGIN);
                let iid = self.pc_iid(pc, name);
                self.named(s, iid, name);
                self.ann_u64(s, "pc", pc);
                self.ann_u64(s, "warp", warp);
                self.ann_dim(s, "block", block);
                self.ann_u64(s, "lanes", lanes);
                self.ann_u64(s, "sched", sched);
                self.ann_u64(s, "n", n);
                if flow != 0 {
                    pb::fixed64(&mut self.te, f::TE_FLOW_IDS, flow);
                }
                self.slice(out, s, ts, 1);
            }
            Record::Stall {
                sm,
                tid,
                ts,
                dur,
                reason,
                slots,
                warp,
            } => {
                let s = self.sm_track(out, sm, tid);
                self.start(out, s, ts, f::SLICE_BEGIN);
                self.fixed(s, reason.index() as u32 + 1);
                self.ann_str(s, "reason", reason.name());
                self.ann_u64(s, "slots", slots);
                if let Some(w) = warp {
                    self.ann_u64(s, "warp", w);
                }
                self.slice(out, s, ts, dur);
            }
            Record::Writeback {
                sm,
                tid,
                ts,
                warp,
                pc,
                regs,
                flow,
            } => {
                let s = self.sm_track(out, sm, tid);
                self.start(out, s, ts, f::INSTANT);
                self.fixed(s, WRITEBACK);
                self.ann_u64(s, "warp", warp);
                self.ann_u64(s, "pc", pc);
                self.ann(s, "regs", |b| {
                    for r in reg_list(regs) {
                        msg(b, f::DA_ARRAY, |b| pb::string(b, f::DA_STRING, r));
                    }
                });
                if flow != 0 {
                    pb::fixed64(&mut self.te, f::TE_TERMINATING_FLOW_IDS, flow);
                }
                self.emit(out, s, ts);
            }
            Record::Warp {
                sm,
                tid,
                ts,
                start,
                warp,
                block,
            } => {
                let s = self.sm_track(out, sm, tid);
                self.start(out, s, ts, f::INSTANT);
                self.fixed(s, if start { WARP_START } else { WARP_EXIT });
                self.ann_u64(s, "warp", warp);
                self.ann_dim(s, "block", block);
                self.emit(out, s, ts);
            }
            Record::Block {
                sm,
                tid,
                ts,
                dur,
                block,
            } => {
                let s = self.sm_track(out, sm, tid);
                self.start(out, s, ts, f::SLICE_BEGIN);
                let [x, y, z] = block;
                pb::string(&mut self.te, f::TE_NAME, &format!("block ({x},{y},{z})"));
                self.ann_dim(s, "block", block);
                self.slice(out, s, ts, dur);
            }
            Record::Counter {
                sm,
                ts,
                active_warps,
                ipc,
                mix,
            } => {
                let pname = || format!("SM {sm}");
                let series = || vec!["active_warps".to_string(), "ipc".to_string()];
                let g = self.group(out, sm, "activity", series, true, pname);
                // The JSON's 3 decimals, so both forms hold the same values.
                let round = |x: f64| num(x).parse::<f64>().unwrap_or(0.0);
                let v = [round(active_warps), round(ipc)];
                self.counter(out, g, ts, 2, |i| v[i]);
                let series = || Stall::ALL.iter().map(|x| x.1.to_string()).collect();
                let g = self.group(out, sm, "stall mix", series, false, pname);
                let s = self.groups[g].seq;
                // Slot counts are integers: `counter_value` and `extra_counter_values`;
                // reasons past the extras the trace processor takes get events of
                // their own (as `counter` does).
                let n = mix.len().min(self.groups[g].uuids.len());
                self.start(out, s, ts, f::COUNTER);
                pb::int(&mut self.te, f::TE_COUNTER_VALUE, mix[0] as i64);
                for &m in &mix[1..n.min(1 + MAX_EXTRA)] {
                    pb::int(&mut self.te, f::TE_EXTRA_COUNTER_VALUES, m as i64);
                }
                self.emit(out, s, ts);
                for (i, &m) in mix.iter().enumerate().take(n).skip(1 + MAX_EXTRA) {
                    self.start(out, s, ts, f::COUNTER);
                    pb::uint(&mut self.te, f::TE_TRACK_UUID, self.groups[g].uuids[i]);
                    pb::int(&mut self.te, f::TE_COUNTER_VALUE, m as i64);
                    self.emit(out, s, ts);
                }
            }
            Record::MemCounter {
                pid,
                ts,
                name,
                series,
            } => {
                let keys = || series.iter().map(|x| x.0.clone()).collect();
                let g = self.group(out, pid, name, keys, true, || "memory".into());
                self.counter(out, g, ts, series.len(), |i| series[i].1);
            }
            Record::Launch {
                pid,
                tid,
                ts,
                dur,
                index,
                kernel,
                grid,
                block,
                status,
            } => {
                let s = self.track(out, pid, tid, "launches", -1);
                self.start(out, s, ts, f::SLICE_BEGIN);
                let iid = self.other_iid(kernel);
                self.named(s, iid, kernel);
                self.ann_u64(s, "launch", index);
                self.ann_dim(s, "grid", grid);
                self.ann_dim(s, "block", block);
                self.ann_str(s, "status", status);
                self.slice(out, s, ts, dur);
            }
            Record::Header(_) | Record::RunEnd { .. } => {}
        }
    }

    fn end(&mut self, out: &mut Out, end: &End) {
        // Every slice still open ends first, then `run_end`.
        for s in 0..self.seqs.len() {
            self.close_until(out, s, u64::MAX);
        }
        let s = self.run_track(out);
        self.start(out, s, end.cycles, f::INSTANT);
        self.fixed(s, RUN_END);
        self.ann_u64(s, "cycles", end.cycles);
        self.ann_u64(s, "warp_instructions", end.warp_instructions);
        self.ann_str(s, "status", end.status);
        let truncated = end.truncated;
        self.ann(s, "truncated", |b| {
            pb::uint(b, f::DA_BOOL, truncated.into())
        });
        self.ann_str(s, "message", end.message);
        self.emit(out, s, end.cycles);
        self.flush(out);
    }
}
