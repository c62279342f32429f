//! The trace file writer: a `tracing-subscriber` layer that turns `warpsim::timeline`
//! events into Chrome Trace Event Format JSON (`traces/FORMAT.md`), streamed to the
//! file as they arrive (memory does not grow with the trace), gzipped when the path
//! ends in `.gz`. It names processes and tracks the first time it sees them, stops
//! adding events at the size cap, and always ends the file with `run_end` and `]}`,
//! so the file is valid however the run ends.

use crate::error::Error;
use flate2::write::GzEncoder;
use std::fmt::Write as _;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer};

use super::event::{BLOCK_TRACK, STALL_TRACK, WRITEBACK_TRACK};

/// The unsigned fields the writer reads, by slot (matched once per field when an event
/// is recorded, not searched by name on every read).
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
    pub const COUNT: usize = 20;
}

fn slot(name: &str) -> Option<usize> {
    match name {
        "sm" => Some(K::SM),
        "tid" => Some(K::TID),
        "ts" => Some(K::TS),
        "dur" => Some(K::DUR),
        "pc" => Some(K::PC),
        "warp" => Some(K::WARP),
        "bx" => Some(K::BX),
        "by" => Some(K::BY),
        "bz" => Some(K::BZ),
        "lanes" => Some(K::LANES),
        "sched" => Some(K::SCHED),
        "n" => Some(K::N),
        "flow" => Some(K::FLOW),
        "slots" => Some(K::SLOTS),
        "sms" => Some(K::SMS),
        "schedulers" => Some(K::SCHEDULERS),
        "issue_width" => Some(K::ISSUE_WIDTH),
        "warps_per_block" => Some(K::WARPS_PER_BLOCK),
        "cycles" => Some(K::CYCLES),
        "warp_instructions" => Some(K::WARP_INSTRUCTIONS),
        _ => None,
    }
}

/// The fields of one timeline event (reused from event to event: strings live in one
/// arena, so recording an event allocates nothing once warm).
#[derive(Default)]
struct Fields {
    nums: [u64; K::COUNT],
    present: u64,
    ints: Vec<(&'static str, i64)>,
    floats: Vec<(&'static str, f64)>,
    strs: Vec<(&'static str, usize, usize)>,
    arena: String,
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

/// Append `v` in decimal (the hot path's integers; `fmt` is slower).
fn push_u64(b: &mut String, mut v: u64) {
    let mut tmp = [0u8; 20];
    let mut i = tmp.len();
    loop {
        i -= 1;
        tmp[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    b.extend(tmp[i..].iter().map(|&c| c as char));
}

/// Append `s` as a JSON string literal.
fn push_js(b: &mut String, s: &str) {
    if s.bytes().all(|c| c >= 0x20 && c != b'"' && c != b'\\') {
        b.push('"');
        b.push_str(s);
        b.push('"');
    } else {
        b.push_str(&js(s));
    }
}

/// A JSON string literal.
fn js(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

struct State {
    out: Option<Box<dyn Write + Send>>,
    path: PathBuf,
    /// The temporary file being written.
    tmp: PathBuf,
    bytes: u64,
    cap: u64,
    truncated: bool,
    /// Events written so far (the next one needs a separating comma).
    events: u64,
    header: bool,
    ended: bool,
    /// Named SMs, and named tracks per SM (a bit per track kind x slot).
    pids: Vec<bool>,
    tracks: Vec<Vec<u64>>,
    /// The last (pid, tid) named (skips the set lookup for runs on one track).
    last_track: (u64, u64),
    error: Option<String>,
    /// Scratch: the event being written, and the fields being read.
    buf: String,
    fields: Fields,
}

impl State {
    fn put(&mut self, text: &str) {
        if let Some(o) = self.out.as_mut() {
            if let Err(e) = o.write_all(text.as_bytes()) {
                self.error.get_or_insert(e.to_string());
            }
        }
        self.bytes += text.len() as u64;
    }

    /// One event object (with the separator).
    fn event(&mut self, obj: &str) {
        let sep = if self.events == 0 { "\n" } else { ",\n" };
        self.events += 1;
        self.put(sep);
        self.put(obj);
    }

    /// A flow start or end (`head` is the object up to `"id":`).
    fn flow_event(&mut self, head: &str, flow: u64, pid: u64, tid: u64, ts: u64) {
        let b = &mut self.buf;
        b.clear();
        b.push_str(head);
        for (k, v) in [
            ("", flow),
            (",\"pid\":", pid),
            (",\"tid\":", tid),
            (",\"ts\":", ts),
        ] {
            b.push_str(k);
            push_u64(b, v);
        }
        b.push('}');
        self.event_buf();
    }

    /// Write the event built in `buf` (hot path: no intermediate strings).
    fn event_buf(&mut self) {
        let sep = if self.events == 0 { "\n" } else { ",\n" };
        self.events += 1;
        self.put(sep);
        let buf = std::mem::take(&mut self.buf);
        self.put(&buf);
        self.buf = buf;
    }

    fn write_header(&mut self, f: &Fields) {
        if self.header {
            return;
        }
        self.header = true;
        // An application's timeline says which workload it is (a launch's does not).
        let app = match f.str("application") {
            "" => String::new(),
            a => format!("\"application\":{},", js(a)),
        };
        let h = format!(
            "{{\"displayTimeUnit\":\"ns\",\"otherData\":{{\"warpsim_trace\":1,{app}\"kernel\":{},\"config\":{},\"arch\":{},\"time_unit\":\"1 ts unit = 1 GPU cycle\",\"sms\":{},\"schedulers\":{},\"issue_width\":{},\"warps_per_block\":{},\"grid\":{},\"block\":{},\"filters\":{}}},\"traceEvents\":[",
            js(f.str("kernel")),
            js(f.str("config")),
            js(f.str("arch")),
            f.num(K::SMS),
            f.num(K::SCHEDULERS),
            f.num(K::ISSUE_WIDTH),
            f.num(K::WARPS_PER_BLOCK),
            nonempty(f.str("grid")),
            nonempty(f.str("block")),
            if f.str("filters").is_empty() { "{}" } else { f.str("filters") },
        );
        self.put(&h);
    }

    /// Is this the first event of SM `pid`? (Marks it seen.)
    fn first_time_pid(&mut self, pid: u64) -> bool {
        let i = pid as usize;
        if i >= self.pids.len() {
            self.pids.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.pids[i], true)
    }

    /// Is this the first event on track `tid` of SM `pid`? (Marks it seen.)
    fn first_time_track(&mut self, pid: u64, tid: u64) -> bool {
        let i = pid as usize;
        if i >= self.tracks.len() {
            self.tracks.resize(i + 1, Vec::new());
        }
        // Track kinds are 10000 apart; slots within a kind are below 10000.
        let key = (tid / 10_000).min(7) as usize * 16_384 + (tid % 10_000) as usize;
        let bits = &mut self.tracks[i];
        if key / 64 >= bits.len() {
            bits.resize(key / 64 + 1, 0);
        }
        let m = 1u64 << (key % 64);
        let first = bits[key / 64] & m == 0;
        bits[key / 64] |= m;
        first
    }

    /// Name an SM (process) and a track the first time they appear.
    fn names(&mut self, pid: u64, tid: Option<u64>) {
        if self.last_track.0 != pid && self.first_time_pid(pid) {
            self.event(&format!(
                "{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"name\":\"SM {pid}\"}}}}"
            ));
            self.event(&format!(
                "{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"sort_index\":{pid}}}}}"
            ));
        }
        let Some(tid) = tid else { return };
        if self.last_track == (pid, tid) {
            return;
        }
        self.last_track = (pid, tid);
        if self.first_time_track(pid, tid) {
            let name = if tid >= BLOCK_TRACK {
                format!("block slot {}", tid - BLOCK_TRACK)
            } else if tid >= WRITEBACK_TRACK {
                format!("warp slot {} writeback", tid - WRITEBACK_TRACK)
            } else if tid >= STALL_TRACK {
                format!("scheduler {} stalls", tid - STALL_TRACK)
            } else {
                format!("warp slot {tid}")
            };
            self.event(&format!(
                "{{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":{pid},\"tid\":{tid},\"ts\":0,\"args\":{{\"name\":{}}}}}",
                js(&name)
            ));
            self.event(&format!(
                "{{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":{pid},\"tid\":{tid},\"ts\":0,\"args\":{{\"sort_index\":{tid}}}}}"
            ));
        }
    }

    fn on(&mut self, f: &Fields) {
        if self.ended {
            return;
        }
        let kind = f.str("kind");
        if kind == "header" {
            self.write_header(f);
            return;
        }
        if !self.header {
            self.write_header(&Fields::default());
        }
        if kind == "run_end" {
            self.end(
                f.num(K::CYCLES),
                f.num(K::WARP_INSTRUCTIONS),
                f.str("status"),
                f.str("message"),
            );
            return;
        }
        if self.truncated {
            return;
        }
        if self.bytes >= self.cap {
            self.truncated = true;
            return;
        }
        let (pid, ts) = (f.num(K::SM), f.num(K::TS));
        let tid = f.num(K::TID);
        let mut o = String::new();
        match kind {
            "issue" => {
                self.names(pid, Some(tid));
                let b = &mut self.buf;
                b.clear();
                b.push_str("{\"ph\":\"X\",\"cat\":\"issue\",\"name\":");
                push_js(b, f.str("name"));
                for (k, v) in [
                    (",\"pid\":", pid),
                    (",\"tid\":", tid),
                    (",\"ts\":", ts),
                    (",\"dur\":1,\"args\":{\"pc\":", f.num(K::PC)),
                    (",\"warp\":", f.num(K::WARP)),
                    (",\"block\":[", f.num(K::BX)),
                    (",", f.num(K::BY)),
                    (",", f.num(K::BZ)),
                    ("],\"lanes\":", f.num(K::LANES)),
                    (",\"sched\":", f.num(K::SCHED)),
                    (",\"n\":", f.num(K::N)),
                ] {
                    b.push_str(k);
                    push_u64(b, v);
                }
                b.push_str("}}");
                self.event_buf();
                let flow = f.num(K::FLOW);
                if flow != 0 {
                    self.flow_event(
                        "{\"ph\":\"s\",\"cat\":\"writeback\",\"name\":\"writeback\",\"id\":",
                        flow,
                        pid,
                        tid,
                        ts,
                    );
                }
            }
            "stall" => {
                self.names(pid, Some(tid));
                let w = f.int("warp");
                let b = &mut self.buf;
                b.clear();
                b.push_str("{\"ph\":\"X\",\"cat\":\"stall\",\"name\":");
                push_js(b, f.str("name"));
                for (k, v) in [
                    (",\"pid\":", pid),
                    (",\"tid\":", tid),
                    (",\"ts\":", ts),
                    (",\"dur\":", f.num(K::DUR)),
                ] {
                    b.push_str(k);
                    push_u64(b, v);
                }
                b.push_str(",\"args\":{\"reason\":");
                push_js(b, f.str("name"));
                b.push_str(",\"slots\":");
                push_u64(b, f.num(K::SLOTS));
                b.push_str(",\"warp\":");
                if w < 0 {
                    b.push_str("null");
                } else {
                    push_u64(b, w as u64);
                }
                b.push_str("}}");
                self.event_buf();
            }
            "writeback" => {
                self.names(pid, Some(tid));
                let b = &mut self.buf;
                b.clear();
                for (k, v) in [
                    (
                        "{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"writeback\",\"name\":\"writeback\",\"pid\":",
                        pid,
                    ),
                    (",\"tid\":", tid),
                    (",\"ts\":", ts),
                    (",\"args\":{\"warp\":", f.num(K::WARP)),
                    (",\"pc\":", f.num(K::PC)),
                ] {
                    b.push_str(k);
                    push_u64(b, v);
                }
                b.push_str(",\"regs\":[");
                let regs = f.str("regs").trim_matches(|c| c == '{' || c == '}');
                for (k, r) in regs
                    .split(',')
                    .map(str::trim)
                    .filter(|r| !r.is_empty())
                    .enumerate()
                {
                    if k > 0 {
                        b.push(',');
                    }
                    push_js(b, r);
                }
                b.push_str("]}}");
                self.event_buf();
                let flow = f.num(K::FLOW);
                if flow != 0 {
                    self.flow_event("{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"writeback\",\"name\":\"writeback\",\"id\":", flow, pid, tid, ts);
                }
            }
            "warp" => {
                self.names(pid, Some(tid));
                let _ = write!(
                    o,
                    "{{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"warp\",\"name\":{},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"args\":{{\"warp\":{},\"block\":[{},{},{}]}}}}",
                    js(f.str("name")),
                    f.num(K::WARP),
                    f.num(K::BX),
                    f.num(K::BY),
                    f.num(K::BZ)
                );
                self.event(&o);
            }
            "block" => {
                self.names(pid, Some(tid));
                let (x, y, z) = (f.num(K::BX), f.num(K::BY), f.num(K::BZ));
                let _ = write!(
                    o,
                    "{{\"ph\":\"X\",\"cat\":\"block\",\"name\":\"block ({x},{y},{z})\",\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"dur\":{},\"args\":{{\"block\":[{x},{y},{z}]}}}}",
                    f.num(K::DUR)
                );
                self.event(&o);
            }
            "mem_counter" => {
                if self.first_time_pid(pid) {
                    // The memory system's process, after the SMs.
                    self.event(&format!(
                        "{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"name\":\"memory\"}}}}"
                    ));
                    self.event(&format!(
                        "{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"sort_index\":{pid}}}}}"
                    ));
                }
                let b = &mut self.buf;
                b.clear();
                b.push_str("{\"ph\":\"C\",\"name\":");
                push_js(b, f.str("name"));
                let _ = write!(
                    b,
                    ",\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"args\":{}}}",
                    nonempty(f.str("args"))
                );
                self.event_buf();
            }
            "launch" => {
                if self.first_time_pid(pid) {
                    // The launch track, above the SMs.
                    for m in [
                        format!("{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"name\":\"launches\"}}}}"),
                        format!("{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"sort_index\":-1}}}}"),
                        format!("{{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"name\":\"launches\"}}}}"),
                    ] {
                        self.event(&m);
                    }
                }
                let _ = write!(
                    o,
                    "{{\"ph\":\"X\",\"cat\":\"launch\",\"name\":{},\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"dur\":{},\"args\":{{\"launch\":{},\"grid\":{},\"block\":{},\"status\":{}}}}}",
                    js(f.str("name")),
                    f.num(K::DUR),
                    f.num(K::N),
                    nonempty(f.str("grid")),
                    nonempty(f.str("block")),
                    js(f.str("status")),
                );
                self.event(&o);
            }
            "counter" => {
                self.names(pid, None);
                self.event(&format!(
                    "{{\"ph\":\"C\",\"name\":\"activity\",\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"args\":{{\"active_warps\":{},\"ipc\":{}}}}}",
                    num(f.float("active_warps")),
                    num(f.float("ipc"))
                ));
                self.event(&format!(
                    "{{\"ph\":\"C\",\"name\":\"stall mix\",\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"args\":{}}}",
                    nonempty(f.str("mix"))
                ));
            }
            _ => {}
        }
    }

    /// Write `run_end` and close the file (once).
    fn end(&mut self, cycles: u64, insts: u64, status: &str, message: &str) {
        if self.ended {
            return;
        }
        if !self.header {
            self.write_header(&Fields::default());
        }
        self.ended = true;
        let e = format!(
            "{{\"ph\":\"i\",\"s\":\"g\",\"cat\":\"run\",\"name\":\"run_end\",\"pid\":0,\"tid\":0,\"ts\":{cycles},\"args\":{{\"cycles\":{cycles},\"warp_instructions\":{insts},\"status\":{},\"truncated\":{},\"message\":{}}}}}",
            js(status),
            self.truncated,
            js(message)
        );
        self.event(&e);
        self.put("\n]}\n");
        if let Some(mut o) = self.out.take() {
            if let Err(e) = o.flush() {
                self.error.get_or_insert(e.to_string());
            }
            drop(o);
        }
    }
}

/// A JSON number for a float (finite; 3 decimals).
fn num(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.3}")
    } else {
        "0".into()
    }
}

fn nonempty(s: &str) -> &str {
    if s.is_empty() {
        "null"
    } else {
        s
    }
}

/// A gzip stream that finishes (writes its trailer) when dropped.
struct Gz(Option<GzEncoder<BufWriter<std::fs::File>>>);

impl Write for Gz {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        match self.0.as_mut() {
            Some(g) => g.write(b),
            None => Ok(b.len()),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        match self.0.take() {
            Some(g) => g.finish()?.flush(),
            None => Ok(()),
        }
    }
}

/// The trace file writer (cheap to clone: a handle).
#[derive(Clone)]
pub struct TraceWriter {
    state: Arc<Mutex<State>>,
}

impl TraceWriter {
    /// Create the file now (an unwritable path fails before the run starts).
    /// `cap`: stop adding events once this many bytes (before compression) are written.
    pub fn create(path: &Path, cap: u64) -> Result<TraceWriter, Error> {
        // Written under a temporary name beside it, renamed into place by `finish`: the
        // path never holds a half-written trace.
        let tmp = crate::driver::outputs::temp_name(path);
        let file = std::fs::File::create(&tmp).map_err(|e| Error::io(path, e))?;
        let buf = BufWriter::with_capacity(1 << 16, file);
        let gz = path.extension().is_some_and(|e| e == "gz");
        let out: Box<dyn Write + Send> = if gz {
            Box::new(Gz(Some(GzEncoder::new(buf, flate2::Compression::fast()))))
        } else {
            Box::new(buf)
        };
        Ok(TraceWriter {
            state: Arc::new(Mutex::new(State {
                out: Some(out),
                path: path.to_path_buf(),
                tmp,
                bytes: 0,
                cap,
                truncated: false,
                events: 0,
                header: false,
                ended: false,
                pids: Vec::new(),
                tracks: Vec::new(),
                last_track: (u64::MAX, u64::MAX),
                error: None,
                buf: String::with_capacity(512),
                fields: Fields::default(),
            })),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Close the file if the run did not (an error before or during the run): it still
    /// ends with `run_end` and is valid. Returns a write error, and whether the size cap
    /// cut the trace.
    pub fn finish(&self, status: &str, message: &str) -> Result<bool, Error> {
        let mut s = self.lock();
        if !s.header {
            // No run started (bad input before the launch): leave no trace file.
            s.ended = true;
            s.out = None;
            let _ = std::fs::remove_file(&s.tmp);
            return Ok(false);
        }
        s.end(0, 0, status, message);
        if let Some(e) = s.error.take() {
            let _ = std::fs::remove_file(&s.tmp);
            return Err(Error::Usage(format!(
                "writing trace {}: {e}",
                s.path.display()
            )));
        }
        std::fs::rename(&s.tmp, &s.path).map_err(|e| Error::io(&s.path, e))?;
        Ok(s.truncated)
    }
}

impl<S: Subscriber> Layer<S> for TraceWriter {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        if event.metadata().target() != super::event::TARGET {
            return;
        }
        let mut st = self.lock();
        let mut f = std::mem::take(&mut st.fields);
        f.clear();
        event.record(&mut f);
        let kind = f.str("kind");
        if f.has(K::SM) || kind == "header" || kind == "run_end" {
            st.on(&f);
        }
        st.fields = f;
    }
}
