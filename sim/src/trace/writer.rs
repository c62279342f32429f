//! The trace file writer: a `tracing-subscriber` layer that turns `warpsim::timeline`
//! events into Chrome Trace Event Format JSON (`traces/FORMAT.md`), streamed to the
//! file as they arrive (memory does not grow with the trace), gzipped when the path
//! ends in `.gz`. It names processes and tracks the first time it sees them, stops
//! adding events at the size cap, and always ends the file with `run_end` and `]}`,
//! so the file is valid however the run ends.

use crate::error::Error;
use flate2::write::GzEncoder;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer};

use super::event::{BLOCK_TRACK, STALL_TRACK, WRITEBACK_TRACK};

/// The fields of one timeline event.
#[derive(Default)]
struct Fields {
    nums: Vec<(&'static str, u64)>,
    ints: Vec<(&'static str, i64)>,
    floats: Vec<(&'static str, f64)>,
    strs: Vec<(&'static str, String)>,
}

impl Fields {
    fn num(&self, k: &str) -> u64 {
        self.nums.iter().find(|x| x.0 == k).map_or(0, |x| x.1)
    }
    fn has(&self, k: &str) -> bool {
        self.nums.iter().any(|x| x.0 == k)
    }
    fn str(&self, k: &str) -> &str {
        self.strs
            .iter()
            .find(|x| x.0 == k)
            .map_or("", |x| x.1.as_str())
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
        self.nums.push((f.name(), v));
    }
    fn record_i64(&mut self, f: &Field, v: i64) {
        self.ints.push((f.name(), v));
    }
    fn record_f64(&mut self, f: &Field, v: f64) {
        self.floats.push((f.name(), v));
    }
    fn record_str(&mut self, f: &Field, v: &str) {
        self.strs.push((f.name(), v.to_string()));
    }
    fn record_debug(&mut self, f: &Field, v: &dyn std::fmt::Debug) {
        self.strs.push((f.name(), format!("{v:?}")));
    }
}

/// A JSON string literal.
fn js(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

struct State {
    out: Option<Box<dyn Write + Send>>,
    path: PathBuf,
    bytes: u64,
    cap: u64,
    truncated: bool,
    /// Events written so far (the next one needs a separating comma).
    events: u64,
    header: bool,
    ended: bool,
    pids: HashSet<u64>,
    tracks: HashSet<(u64, u64)>,
    error: Option<String>,
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
        let s = format!("{sep}{obj}");
        self.put(&s);
    }

    fn write_header(&mut self, f: &Fields) {
        if self.header {
            return;
        }
        self.header = true;
        let h = format!(
            "{{\"displayTimeUnit\":\"ns\",\"otherData\":{{\"warpsim_trace\":1,\"kernel\":{},\"config\":{},\"arch\":{},\"time_unit\":\"1 ts unit = 1 GPU cycle\",\"sms\":{},\"schedulers\":{},\"issue_width\":{},\"warps_per_block\":{},\"grid\":{},\"block\":{},\"filters\":{}}},\"traceEvents\":[",
            js(f.str("kernel")),
            js(f.str("config")),
            js(f.str("arch")),
            f.num("sms"),
            f.num("schedulers"),
            f.num("issue_width"),
            f.num("warps_per_block"),
            nonempty(f.str("grid")),
            nonempty(f.str("block")),
            if f.str("filters").is_empty() { "{}" } else { f.str("filters") },
        );
        self.put(&h);
    }

    /// Name an SM (process) and a track the first time they appear.
    fn names(&mut self, pid: u64, tid: Option<u64>) {
        if self.pids.insert(pid) {
            self.event(&format!(
                "{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"name\":\"SM {pid}\"}}}}"
            ));
            self.event(&format!(
                "{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"sort_index\":{pid}}}}}"
            ));
        }
        let Some(tid) = tid else { return };
        if self.tracks.insert((pid, tid)) {
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
                f.num("cycles"),
                f.num("warp_instructions"),
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
        let (pid, ts) = (f.num("sm"), f.num("ts"));
        let tid = f.num("tid");
        let mut o = String::new();
        match kind {
            "issue" => {
                self.names(pid, Some(tid));
                let _ = write!(
                    o,
                    "{{\"ph\":\"X\",\"cat\":\"issue\",\"name\":{},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"dur\":1,\"args\":{{\"pc\":{},\"warp\":{},\"block\":[{},{},{}],\"lanes\":{},\"sched\":{},\"n\":{}}}}}",
                    js(f.str("name")),
                    f.num("pc"),
                    f.num("warp"),
                    f.num("bx"),
                    f.num("by"),
                    f.num("bz"),
                    f.num("lanes"),
                    f.num("sched"),
                    f.num("n")
                );
                self.event(&o);
                let flow = f.num("flow");
                if flow != 0 {
                    self.event(&format!(
                        "{{\"ph\":\"s\",\"cat\":\"writeback\",\"name\":\"writeback\",\"id\":{flow},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts}}}"
                    ));
                }
            }
            "stall" => {
                self.names(pid, Some(tid));
                let w = f.int("warp");
                let warp = if w < 0 {
                    "null".to_string()
                } else {
                    w.to_string()
                };
                let _ = write!(
                    o,
                    "{{\"ph\":\"X\",\"cat\":\"stall\",\"name\":{n},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"dur\":{},\"args\":{{\"reason\":{n},\"slots\":{},\"warp\":{warp}}}}}",
                    f.num("dur"),
                    f.num("slots"),
                    n = js(f.str("name")),
                );
                self.event(&o);
            }
            "writeback" => {
                self.names(pid, Some(tid));
                let regs: Vec<String> = f
                    .str("regs")
                    .trim_matches(|c| c == '{' || c == '}')
                    .split(',')
                    .map(|r| r.trim())
                    .filter(|r| !r.is_empty())
                    .map(js)
                    .collect();
                let _ = write!(
                    o,
                    "{{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"writeback\",\"name\":\"writeback\",\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"args\":{{\"warp\":{},\"pc\":{},\"regs\":[{}]}}}}",
                    f.num("warp"),
                    f.num("pc"),
                    regs.join(",")
                );
                self.event(&o);
                let flow = f.num("flow");
                if flow != 0 {
                    self.event(&format!(
                        "{{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"writeback\",\"name\":\"writeback\",\"id\":{flow},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts}}}"
                    ));
                }
            }
            "warp" => {
                self.names(pid, Some(tid));
                let _ = write!(
                    o,
                    "{{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"warp\",\"name\":{},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"args\":{{\"warp\":{},\"block\":[{},{},{}]}}}}",
                    js(f.str("name")),
                    f.num("warp"),
                    f.num("bx"),
                    f.num("by"),
                    f.num("bz")
                );
                self.event(&o);
            }
            "block" => {
                self.names(pid, Some(tid));
                let (x, y, z) = (f.num("bx"), f.num("by"), f.num("bz"));
                let _ = write!(
                    o,
                    "{{\"ph\":\"X\",\"cat\":\"block\",\"name\":\"block ({x},{y},{z})\",\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"dur\":{},\"args\":{{\"block\":[{x},{y},{z}]}}}}",
                    f.num("dur")
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
        let file = std::fs::File::create(path).map_err(|e| Error::io(path, e))?;
        let buf = BufWriter::with_capacity(1 << 16, file);
        let gz = path.extension().is_some_and(|e| e == "gz");
        let out: Box<dyn Write + Send> = if gz {
            Box::new(Gz(Some(GzEncoder::new(buf, flate2::Compression::new(6)))))
        } else {
            Box::new(buf)
        };
        Ok(TraceWriter {
            state: Arc::new(Mutex::new(State {
                out: Some(out),
                path: path.to_path_buf(),
                bytes: 0,
                cap,
                truncated: false,
                events: 0,
                header: false,
                ended: false,
                pids: HashSet::new(),
                tracks: HashSet::new(),
                error: None,
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
        s.end(0, 0, status, message);
        if let Some(e) = s.error.take() {
            return Err(Error::Usage(format!(
                "writing trace {}: {e}",
                s.path.display()
            )));
        }
        Ok(s.truncated)
    }
}

impl<S: Subscriber> Layer<S> for TraceWriter {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        if event.metadata().target() != super::event::TARGET {
            return;
        }
        let mut f = Fields::default();
        event.record(&mut f);
        if !f.has("sm") && f.str("kind") != "header" && f.str("kind") != "run_end" {
            return;
        }
        self.lock().on(&f);
    }
}
