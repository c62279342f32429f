//! Reading a `.pftrace` back (`trace/pftrace.rs` writes it): packets are decoded one at a
//! time (compressed chunks inflated one at a time) and turned into the events the JSON
//! form of the same run holds, so the validator, `replay`'s summary and its cut work on
//! either. Memory is bounded by the tracks and sequences, not the trace's length.
//!
//! It reads what warpsim writes: TrackEvents on sequence-scoped incremental clocks
//! (`SEQ_CLOCK`), on the track uuids of `pftrace.rs`. Anything else in a packet is
//! skipped; an event outside those rules is a located error.

use super::pftrace::{f, process_uuid, COUNTER_GROUP, COUNTER_SERIES, RUN_TRACK};
use super::proto::{self as pb, Val};
use super::read::{Ev, TraceError, TraceLoc};
use super::stream::{Head, Sink, MAX_EVENT};
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::io::{BufRead, Read};

/// Largest top-level packet (a compressed chunk; warpsim's are about 1 MiB inflated).
pub const MAX_PACKET: u64 = 64 << 20;
/// Most a compressed chunk may inflate to.
pub const MAX_INFLATED: u64 = 256 << 20;
/// Most tracks and sequences a trace may declare (as the validator's track cap).
pub const MAX_TRACKS: usize = 1 << 20;

/// What a track is.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Process,
    /// A slice track of process `pid`: an SM's track `tid`, or the launches track.
    Slice,
    Group,
    Series,
    Run,
}

struct Track {
    kind: Kind,
    pid: u64,
    tid: u64,
    name: String,
    /// The process's sort rank (for slice tracks: the parent's).
    launches: bool,
    /// Slices begun and not ended (index into `pending`).
    open: Vec<usize>,
    /// Events held until the outermost open slice ends (its `dur` is known then); for
    /// a counter group, its sample being gathered.
    pending: Vec<Ev>,
    /// A counter group's number of series.
    series: usize,
}

#[derive(Default)]
struct SeqState {
    ts: u64,
    track: u64,
    extra: Vec<u64>,
    clock: u64,
    names: HashMap<u64, String>,
    args: HashMap<u64, String>,
}

struct Reader<'a> {
    file: &'a str,
    sink: &'a mut dyn Sink,
    head: Option<Head>,
    seqs: HashMap<u64, SeqState>,
    tracks: HashMap<u64, Track>,
    /// Events handed to the sink so far.
    index: usize,
    /// Bytes read so far; where the packet being read starts, and which inner packet
    /// of a chunk it is.
    pos: u64,
    at: u64,
    inner: Option<usize>,
}

/// Stream the `.pftrace` bytes of `input` (already gunzipped) into `sink`.
pub fn read(file: &str, input: &mut dyn BufRead, sink: &mut dyn Sink) -> Result<Head, TraceError> {
    let mut r = Reader {
        file,
        sink,
        head: None,
        seqs: HashMap::new(),
        tracks: HashMap::new(),
        index: 0,
        pos: 0,
        at: 0,
        inner: None,
    };
    let mut buf = Vec::new();
    let mut chunk = Vec::new();
    loop {
        r.at = r.pos;
        let Some(k) = read_varint_io(input, file, r.at)? else {
            break;
        };
        if k != u64::from(f::TRACE_PACKET << 3 | pb::LEN) {
            return Err(r.err(format!(
                "expected a TracePacket (field 1, length-delimited), got key {k:#x}"
            )));
        }
        let len = read_varint_io(input, file, r.at)?
            .ok_or_else(|| r.err("file ends inside a packet's length"))?;
        if len > MAX_PACKET {
            return Err(r.err(format!("packet of {len} bytes (at most {MAX_PACKET})")));
        }
        buf.clear();
        let got = input
            .take(len)
            .read_to_end(&mut buf)
            .map_err(|e| r.err(format!("cannot read: {e}")))?;
        if got as u64 != len {
            return Err(r.err(format!("file ends inside a packet ({got} of {len} bytes)")));
        }
        r.pos += 1 + pb::varint_len(len) + len;
        // A chunk of compressed packets is inflated and read packet by packet.
        let mut compressed = None;
        for fv in pb::fields(&buf) {
            let (n, v) = fv.map_err(|m| r.err(m))?;
            if n == f::COMPRESSED_PACKETS {
                compressed = v.bytes();
            }
        }
        match compressed {
            Some(z) => {
                chunk.clear();
                let got = flate2::read::ZlibDecoder::new(z)
                    .take(MAX_INFLATED + 1)
                    .read_to_end(&mut chunk)
                    .map_err(|e| r.err(format!("compressed_packets: {e}")))?;
                if got as u64 > MAX_INFLATED {
                    return Err(r.err(format!(
                        "compressed_packets inflate past {MAX_INFLATED} bytes"
                    )));
                }
                for (i, p) in pb::fields(&chunk).enumerate() {
                    r.inner = Some(i);
                    let (n, v) = p.map_err(|m| r.err(m))?;
                    match (n, v) {
                        (f::TRACE_PACKET, Val::Len(p)) => r.packet(p)?,
                        _ => {
                            return Err(r.err(format!(
                                "compressed_packets: field {n} is not a TracePacket"
                            )))
                        }
                    }
                }
                r.inner = None;
            }
            None => {
                let p = std::mem::take(&mut buf);
                let res = r.packet(&p);
                buf = p;
                res?;
            }
        }
    }
    r.finish()
}

/// A varint from a reader; `None` at a clean end of file.
fn read_varint_io(input: &mut dyn BufRead, file: &str, at: u64) -> Result<Option<u64>, TraceError> {
    let mut v = 0u64;
    for i in 0..10 {
        let mut b = [0u8];
        let n = input.read(&mut b).map_err(|e| {
            TraceError::new(
                file,
                TraceLoc::Packet {
                    offset: at,
                    inner: None,
                },
                format!("cannot read: {e}"),
            )
        })?;
        if n == 0 {
            if i == 0 {
                return Ok(None);
            }
            return Err(TraceError::new(
                file,
                TraceLoc::Packet {
                    offset: at,
                    inner: None,
                },
                "file ends inside a varint",
            ));
        }
        v |= u64::from(b[0] & 0x7f) << (7 * i);
        if b[0] < 0x80 {
            return Ok(Some(v));
        }
    }
    Err(TraceError::new(
        file,
        TraceLoc::Packet {
            offset: at,
            inner: None,
        },
        "varint longer than 10 bytes",
    ))
}

/// One track event, its fields gathered.
#[derive(Default)]
struct Te<'p> {
    kind: u64,
    track: Option<u64>,
    name_iid: Option<u64>,
    name: Option<&'p str>,
    anns: Vec<&'p [u8]>,
    flows: Vec<u64>,
    ends: Vec<u64>,
    value: Option<Value>,
    extra: Vec<Value>,
}

impl<'a> Reader<'a> {
    fn err(&self, msg: impl Into<String>) -> TraceError {
        TraceError::new(
            self.file,
            TraceLoc::Packet {
                offset: self.at,
                inner: self.inner,
            },
            msg,
        )
    }

    fn emit(&mut self, mut e: Ev) -> Result<(), TraceError> {
        if self.head.is_none() {
            self.start(Value::Null)?;
        }
        e.index = self.index;
        self.index += 1;
        self.sink.event(e)
    }

    fn start(&mut self, other: Value) -> Result<(), TraceError> {
        let mut top = Map::new();
        top.insert("displayTimeUnit".into(), Value::from("ns"));
        let h = Head {
            file: self.file.to_string(),
            top,
            other,
        };
        self.sink.head(&h)?;
        self.head = Some(h);
        Ok(())
    }

    fn packet(&mut self, p: &[u8]) -> Result<(), TraceError> {
        let mut seq_id = 0;
        let mut ts = None;
        let mut flags = 0;
        let (mut defaults, mut clock, mut interned, mut desc, mut te) =
            (None, None, None, None, None);
        for fv in pb::fields(p) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            match n {
                f::SEQ_ID => seq_id = v.u64().unwrap_or(0),
                f::TIMESTAMP => ts = v.u64(),
                f::SEQUENCE_FLAGS => flags = v.u64().unwrap_or(0),
                f::DEFAULTS => defaults = v.bytes(),
                f::CLOCK_SNAPSHOT => clock = v.bytes(),
                f::INTERNED_DATA => interned = v.bytes(),
                f::TRACK_DESCRIPTOR => desc = v.bytes(),
                f::TRACK_EVENT => te = v.bytes(),
                f::TIMESTAMP_CLOCK_ID => {
                    return Err(
                        self.err("a packet with its own timestamp_clock_id (warpsim writes none)")
                    )
                }
                _ => {}
            }
        }
        if flags & f::SEQ_CLEARED != 0 {
            if self.seqs.len() >= MAX_TRACKS && !self.seqs.contains_key(&seq_id) {
                return Err(self.err(format!("more than {MAX_TRACKS} packet sequences")));
            }
            self.seqs.insert(seq_id, SeqState::default());
        }
        if let Some(d) = defaults {
            self.defaults(seq_id, d)?;
        }
        if let Some(c) = clock {
            self.clock(seq_id, c)?;
        }
        if let Some(i) = interned {
            self.interned(seq_id, i)?;
        }
        if let Some(d) = desc {
            self.descriptor(d)?;
        }
        if let Some(t) = te {
            self.track_event(seq_id, ts, t)?;
        }
        Ok(())
    }

    fn seq(&mut self, id: u64) -> Result<&mut SeqState, TraceError> {
        if !self.seqs.contains_key(&id) {
            return Err(self.err(format!(
                "packet sequence {id} used before a packet that clears its state"
            )));
        }
        Ok(self.seqs.get_mut(&id).expect("checked"))
    }

    fn defaults(&mut self, id: u64, d: &[u8]) -> Result<(), TraceError> {
        let mut track = 0;
        let mut extra = Vec::new();
        let mut clock = 0;
        for fv in pb::fields(d) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            match n {
                f::DEF_CLOCK_ID => clock = v.u64().unwrap_or(0),
                f::DEF_TRACK_EVENT => {
                    for fv in pb::fields(v.bytes().unwrap_or(&[])) {
                        let (n, v) = fv.map_err(|m| self.err(m))?;
                        match n {
                            f::DEF_TRACK_UUID => track = v.u64().unwrap_or(0),
                            f::DEF_EXTRA_COUNTERS | f::DEF_EXTRA_DOUBLE_COUNTERS => {
                                extra.push(v.u64().unwrap_or(0))
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        let s = self.seq(id)?;
        s.track = track;
        s.extra = extra;
        s.clock = clock;
        Ok(())
    }

    fn clock(&mut self, id: u64, c: &[u8]) -> Result<(), TraceError> {
        for fv in pb::fields(c) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            if n != f::CLOCKS {
                continue;
            }
            let (mut cid, mut t, mut inc, mut unit) = (0, 0, false, 0);
            for fv in pb::fields(v.bytes().unwrap_or(&[])) {
                let (n, v) = fv.map_err(|m| self.err(m))?;
                match n {
                    f::CLOCK_ID => cid = v.u64().unwrap_or(0),
                    f::CLOCK_TS => t = v.u64().unwrap_or(0),
                    f::CLOCK_INCREMENTAL => inc = v.u64() == Some(1),
                    f::CLOCK_UNIT_NS => unit = v.u64().unwrap_or(0),
                    _ => {}
                }
            }
            if cid == f::SEQ_CLOCK {
                if !inc || unit != 1000 {
                    return Err(self.err(
                        "clock 64 must be incremental with 1000 ns units (1 unit = 1 cycle)",
                    ));
                }
                self.seq(id)?.ts = t;
            }
        }
        Ok(())
    }

    fn interned(&mut self, id: u64, d: &[u8]) -> Result<(), TraceError> {
        let mut got = Vec::new();
        for fv in pb::fields(d) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            if n != f::ID_EVENT_NAMES && n != f::ID_ANNOTATION_NAMES {
                continue;
            }
            let (mut iid, mut name) = (0, String::new());
            for fv in pb::fields(v.bytes().unwrap_or(&[])) {
                let (k, v) = fv.map_err(|m| self.err(m))?;
                match k {
                    f::IID => iid = v.u64().unwrap_or(0),
                    f::IID_NAME => name = v.str().unwrap_or("").to_string(),
                    _ => {}
                }
            }
            got.push((n, iid, name));
        }
        let s = self.seq(id)?;
        for (n, iid, name) in got {
            if n == f::ID_EVENT_NAMES {
                s.names.insert(iid, name);
            } else {
                s.args.insert(iid, name);
            }
        }
        Ok(())
    }

    fn descriptor(&mut self, d: &[u8]) -> Result<(), TraceError> {
        let (mut uuid, mut parent, mut name, mut rank, mut counter) = (0, None, "", 0i64, false);
        for fv in pb::fields(d) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            match n {
                f::TD_UUID => uuid = v.u64().unwrap_or(0),
                f::TD_PARENT => parent = v.u64(),
                f::TD_NAME => name = v.str().unwrap_or(""),
                f::TD_SIBLING_RANK => rank = v.u64().unwrap_or(0) as i64,
                f::TD_COUNTER => counter = true,
                _ => {}
            }
        }
        if self.tracks.contains_key(&uuid) {
            return Err(self.err(format!("track {uuid} described twice")));
        }
        if self.tracks.len() >= MAX_TRACKS {
            return Err(self.err(format!("more than {MAX_TRACKS} tracks")));
        }
        let low = uuid & ((1 << 20) - 1);
        let pid = (uuid >> 20).wrapping_sub(1);
        let kind = if uuid == RUN_TRACK {
            Kind::Run
        } else if uuid >> 20 == 0 {
            return Err(self.err(format!("track uuid {uuid} is not one warpsim writes")));
        } else if low == 0 {
            Kind::Process
        } else if counter {
            Kind::Series
        } else if low & COUNTER_GROUP != 0 {
            Kind::Group
        } else if low & COUNTER_SERIES != 0 {
            return Err(self.err(format!(
                "track {uuid}: a counter uuid without a counter descriptor"
            )));
        } else {
            Kind::Slice
        };
        let tid = low.saturating_sub(1);
        if matches!(kind, Kind::Slice | Kind::Group | Kind::Series)
            && parent.is_none_or(|p| p != process_uuid(pid) && kind != Kind::Series)
        {
            return Err(self.err(format!("track {uuid} ({name:?}) has the wrong parent")));
        }
        let launches = self
            .tracks
            .get(&process_uuid(pid))
            .is_some_and(|p| p.name == "launches" && p.kind == Kind::Process);
        let mk = |kind| Track {
            kind,
            pid,
            tid,
            name: name.to_string(),
            launches,
            open: Vec::new(),
            pending: Vec::new(),
            series: 0,
        };
        match kind {
            Kind::Process => {
                self.meta(pid, 0, "process_name", Value::from(name), "name")?;
                self.meta(
                    pid,
                    0,
                    "process_sort_index",
                    Value::from(rank),
                    "sort_index",
                )?;
            }
            Kind::Slice => {
                self.meta(pid, tid, "thread_name", Value::from(name), "name")?;
                self.meta(
                    pid,
                    tid,
                    "thread_sort_index",
                    Value::from(rank),
                    "sort_index",
                )?;
            }
            Kind::Series => {
                let g = parent
                    .and_then(|p| self.tracks.get_mut(&p))
                    .filter(|g| g.kind == Kind::Group);
                let Some(g) = g else {
                    return Err(self.err(format!(
                        "counter track {uuid} ({name:?}) outside a counter group"
                    )));
                };
                g.series += 1;
            }
            _ => {}
        }
        self.tracks.insert(uuid, mk(kind));
        Ok(())
    }

    fn meta(
        &mut self,
        pid: u64,
        tid: u64,
        what: &str,
        v: Value,
        key: &str,
    ) -> Result<(), TraceError> {
        let mut args = Map::new();
        args.insert(key.into(), v);
        self.emit(Ev {
            index: 0,
            ph: "M".into(),
            name: what.into(),
            cat: String::new(),
            pid,
            tid,
            ts: 0,
            dur: None,
            id: None,
            args: Value::Object(args),
            extra: Map::new(),
        })
    }

    /// An argument: its name and value.
    fn annotation(&self, s: &SeqState, a: &[u8]) -> Result<(String, Value), TraceError> {
        let mut name = None;
        let mut val = Value::Null;
        let mut arr = Vec::new();
        for fv in pb::fields(a) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            match n {
                f::DA_NAME_IID => {
                    let i = v.u64().unwrap_or(0);
                    name = Some(s.args.get(&i).cloned().ok_or_else(|| {
                        self.err(format!(
                            "argument name iid {i} is not interned on its sequence"
                        ))
                    })?);
                }
                f::DA_NAME => name = v.str().map(str::to_string),
                f::DA_BOOL => val = Value::Bool(v.u64() == Some(1)),
                f::DA_UINT => val = Value::from(v.u64().unwrap_or(0)),
                f::DA_INT => val = Value::from(v.u64().unwrap_or(0) as i64),
                f::DA_DOUBLE => val = Value::from(v.f64().unwrap_or(0.0)),
                f::DA_STRING => val = Value::from(v.str().unwrap_or("")),
                f::DA_ARRAY => arr.push(self.annotation(s, v.bytes().unwrap_or(&[]))?.1),
                _ => {}
            }
        }
        if !arr.is_empty() || (val.is_null() && name.is_some()) {
            val = Value::Array(arr);
        }
        Ok((name.unwrap_or_default(), val))
    }

    fn track_event(&mut self, seq_id: u64, ts: Option<u64>, b: &[u8]) -> Result<(), TraceError> {
        if b.len() as u64 > MAX_EVENT {
            return Err(self.err(format!(
                "track event of {} bytes (at most {MAX_EVENT})",
                b.len()
            )));
        }
        let mut te = Te::default();
        for fv in pb::fields(b) {
            let (n, v) = fv.map_err(|m| self.err(m))?;
            match n {
                f::TE_TYPE => te.kind = v.u64().unwrap_or(0),
                f::TE_TRACK_UUID => te.track = v.u64(),
                f::TE_NAME_IID => te.name_iid = v.u64(),
                f::TE_NAME => te.name = v.str(),
                f::TE_ANNOTATIONS => te.anns.push(v.bytes().unwrap_or(&[])),
                f::TE_FLOW_IDS => te.flows.extend(v.u64()),
                f::TE_TERMINATING_FLOW_IDS => te.ends.extend(v.u64()),
                f::TE_COUNTER_VALUE => te.value = Some(Value::from(v.u64().unwrap_or(0) as i64)),
                f::TE_DOUBLE_COUNTER_VALUE => te.value = Some(Value::from(v.f64().unwrap_or(0.0))),
                f::TE_EXTRA_COUNTER_VALUES => {
                    te.extra.push(Value::from(v.u64().unwrap_or(0) as i64))
                }
                f::TE_EXTRA_DOUBLE_COUNTER_VALUES => {
                    te.extra.push(Value::from(v.f64().unwrap_or(0.0)))
                }
                _ => {}
            }
        }
        let clock = self.seq(seq_id)?.clock;
        if clock != f::SEQ_CLOCK {
            return Err(self.err(format!(
                "track event on clock {clock} (warpsim writes clock 64, one unit per cycle)"
            )));
        }
        let s = self.seqs.get_mut(&seq_id).expect("checked");
        s.ts = s.ts.saturating_add(ts.unwrap_or(0));
        let ts = s.ts;
        let uuid = te.track.unwrap_or(s.track);
        // (Only a counter sample reads its sequence's extra counter tracks.)
        let extra_uuids = if te.kind == f::COUNTER {
            s.extra.clone()
        } else {
            Vec::new()
        };
        let s = &self.seqs[&seq_id];
        let name = match (te.name, te.name_iid) {
            (Some(n), _) => n.to_string(),
            (None, Some(i)) => s.names.get(&i).cloned().ok_or_else(|| {
                self.err(format!(
                    "event name iid {i} is not interned on its sequence"
                ))
            })?,
            (None, None) => String::new(),
        };
        let mut args = Map::new();
        for a in &te.anns {
            let (k, v) = self.annotation(s, a)?;
            args.insert(k, v);
        }
        let Some(track) = self.tracks.get(&uuid) else {
            return Err(self.err(format!(
                "event on track {uuid}, which no descriptor declares"
            )));
        };
        let (kind, pid, tid, launches) = (track.kind, track.pid, track.tid, track.launches);
        let ev = |ph: &str, cat: &str, name: String, args: Value| Ev {
            index: 0,
            ph: ph.into(),
            name,
            cat: cat.into(),
            pid,
            tid,
            ts,
            dur: None,
            id: None,
            args,
            extra: Map::new(),
        };
        match (kind, te.kind) {
            (Kind::Run, f::INSTANT) => {
                if name == "trace header" {
                    let text = args
                        .get("otherData")
                        .and_then(Value::as_str)
                        .unwrap_or("null");
                    let other: Value = serde_json::from_str(text)
                        .map_err(|e| self.err(format!("trace header: otherData: {e}")))?;
                    if self.head.is_some() {
                        return Err(self.err("a second trace header"));
                    }
                    return self.start(other);
                }
                let mut e = ev("i", "run", name, Value::Object(args));
                e.pid = 0;
                e.tid = 0;
                e.extra.insert("s".into(), Value::from("g"));
                self.emit(e)
            }
            (Kind::Series, f::COUNTER) => {
                let Some(v) = te.value else {
                    return Err(self.err("counter event without a value"));
                };
                let mut vals = vec![(uuid, v)];
                if te.track.is_none() {
                    if te.extra.len() > extra_uuids.len() {
                        return Err(self.err(format!(
                            "counter event with {} extra values for {} extra counter tracks",
                            te.extra.len(),
                            extra_uuids.len()
                        )));
                    }
                    vals.extend(extra_uuids.iter().copied().zip(te.extra));
                }
                // The sample's series gather on their group until all are in.
                let group = (uuid & !((1 << 20) - 1)) | COUNTER_GROUP | ((uuid >> 10) & 0x1ff);
                let mut named = Vec::new();
                for (u, v) in vals {
                    let t = self
                        .tracks
                        .get(&u)
                        .filter(|t| t.kind == Kind::Series)
                        .ok_or_else(|| {
                            self.err(format!(
                                "counter value for track {u}, not a declared counter"
                            ))
                        })?;
                    named.push((t.name.clone(), v));
                }
                match self.tracks.get(&group).filter(|g| g.kind == Kind::Group) {
                    None => return Err(self.err(format!("counter track {uuid} has no counter group"))),
                    Some(g) if g.pending.first().is_some_and(|e| e.ts != ts) => {
                        return Err(self.err(format!(
                            "counter {:?}: a sample at {ts} before the one at {} has all its series",
                            g.name, g.pending[0].ts
                        )))
                    }
                    Some(_) => {}
                }
                let g = self.tracks.get_mut(&group).expect("checked");
                if g.pending.is_empty() {
                    let mut e = ev("C", "", g.name.clone(), Value::Object(Map::new()));
                    e.tid = 0;
                    g.pending.push(e);
                }
                let m = g.pending[0].args.as_object_mut().expect("an object");
                for (k, v) in named {
                    m.insert(k, v);
                }
                if m.len() < g.series {
                    return Ok(());
                }
                let e = g.pending.pop().expect("one");
                self.emit(e)
            }
            (Kind::Slice, k @ (f::SLICE_BEGIN | f::SLICE_END | f::INSTANT)) => {
                let cat = if launches {
                    "launch"
                } else {
                    match tid {
                        0..10_000 if k == f::INSTANT => "warp",
                        0..10_000 => "issue",
                        10_000..20_000 => "stall",
                        20_000..30_000 => "writeback",
                        _ => "block",
                    }
                };
                if cat == "stall" && !args.contains_key("warp") {
                    args.insert("warp".into(), Value::Null);
                }
                let mut out = Vec::new();
                let track = self.tracks.get_mut(&uuid).expect("checked");
                match k {
                    f::SLICE_BEGIN => {
                        let mut e = ev("X", cat, name, Value::Object(args));
                        e.dur = Some(0);
                        track.open.push(track.pending.len());
                        track.pending.push(e);
                        for &id in &te.flows {
                            let mut s = ev("s", "writeback", "writeback".into(), Value::Null);
                            s.id = Some(id);
                            out.push(s);
                        }
                    }
                    f::SLICE_END => {
                        let Some(i) = track.open.pop() else {
                            return Err(
                                self.err(format!("slice end on track {uuid} with no open slice"))
                            );
                        };
                        let b = &mut track.pending[i];
                        b.dur = Some(ts - b.ts);
                    }
                    _ => {
                        let mut e = ev("i", cat, name, Value::Object(args));
                        e.extra.insert("s".into(), Value::from("t"));
                        track.pending.push(e);
                        for &id in &te.ends {
                            let mut f = ev("f", "writeback", "writeback".into(), Value::Null);
                            f.id = Some(id);
                            f.extra.insert("bp".into(), Value::from("e"));
                            track.pending.push(f);
                        }
                    }
                }
                if track.open.is_empty() {
                    out.append(&mut track.pending);
                } else if track.pending.len() as u64 > MAX_EVENT {
                    return Err(self.err(format!("track {uuid}: a slice holds too many events")));
                }
                for e in out {
                    self.emit(e)?;
                }
                Ok(())
            }
            (kind, k) => Err(self.err(format!(
                "track event of type {k} on a {kind:?} track ({uuid})"
            ))),
        }
    }

    fn finish(mut self) -> Result<Head, TraceError> {
        if let Some((u, _)) = self.tracks.iter().find(|(_, t)| !t.open.is_empty()) {
            return Err(self.err(format!("the trace ends with a slice open on track {u}")));
        }
        if let Some((_, t)) = self
            .tracks
            .iter()
            .find(|(_, t)| t.kind == Kind::Group && !t.pending.is_empty())
        {
            return Err(self.err(format!(
                "the trace ends inside a sample of counter {:?}",
                t.name
            )));
        }
        if self.head.is_none() {
            self.start(Value::Null)?;
        }
        Ok(self.head.take().expect("set"))
    }
}
