//! The trace file writer: a `tracing-subscriber` layer that decodes `warpsim::timeline`
//! events ([`super::record::Decoder`]) and hands them to a [`Format`]: Chrome Trace
//! Event JSON (`super::json`, `traces/FORMAT.md`) or Perfetto protobuf
//! (`super::pftrace`, when the path ends in `.pftrace`). The file is streamed as events
//! arrive (memory does not grow with the trace), gzipped when the path ends in `.gz`,
//! written under a temporary name and renamed when it ends. The writer stops adding
//! events at the size cap, and always ends the file with `run_end`, so the file is
//! valid however the run ends.

use super::record::{Decoder, HeaderRec, Record};
use crate::error::Error;
use flate2::write::GzEncoder;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer};

/// A trace format: turns records into bytes.
pub trait Format: Send {
    /// The file's beginning (`None`: the run wrote events before any header).
    fn header(&mut self, out: &mut Out, h: Option<&HeaderRec>);
    /// One event (never a header or `run_end`).
    fn event(&mut self, out: &mut Out, r: &Record);
    /// The last event (`run_end`) and the file's end.
    fn end(&mut self, out: &mut Out, end: &End);
    /// Bytes written so far, as `--trace-max-bytes` counts them (before compression).
    fn written(&self, out: &Out) -> u64 {
        out.bytes
    }
}

/// How a run ended: what `run_end` says.
pub struct End<'a> {
    pub cycles: u64,
    pub warp_instructions: u64,
    pub status: &'a str,
    pub message: &'a str,
    /// The size cap stopped the events early.
    pub truncated: bool,
}

/// The bytes going to the file, counted before compression; the first write error is
/// kept and reported by [`TraceWriter::finish`].
pub struct Out {
    w: Option<Box<dyn Write + Send>>,
    pub bytes: u64,
    error: Option<String>,
}

impl Out {
    pub fn put(&mut self, b: &[u8]) {
        if let Some(o) = self.w.as_mut() {
            if let Err(e) = o.write_all(b) {
                self.error.get_or_insert(e.to_string());
            }
        }
        self.bytes += b.len() as u64;
    }

    /// Record an error (the first one is reported).
    pub fn fail(&mut self, e: String) {
        self.error.get_or_insert(e);
    }

    fn close(&mut self) {
        if let Some(mut o) = self.w.take() {
            if let Err(e) = o.flush() {
                self.error.get_or_insert(e.to_string());
            }
        }
    }
}

/// Which processes (SMs) and tracks a writer has named already: a bit per track, so
/// naming costs no hashing.
#[derive(Default)]
pub struct Seen {
    pids: Vec<bool>,
    tracks: Vec<Vec<u64>>,
    /// The last (pid, tid) seen (skips the bit lookup for runs on one track).
    last: Option<(u64, u64)>,
}

impl Seen {
    /// Is this the first time of process `pid`? (Marks it seen.)
    pub fn new_pid(&mut self, pid: u64) -> bool {
        let i = pid as usize;
        if i >= self.pids.len() {
            self.pids.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.pids[i], true)
    }

    /// Is this the first time of track `tid` of process `pid`? (Marks it seen.)
    pub fn new_track(&mut self, pid: u64, tid: u64) -> bool {
        if self.last == Some((pid, tid)) {
            return false;
        }
        self.last = Some((pid, tid));
        let i = pid as usize;
        if i >= self.tracks.len() {
            self.tracks.resize(i + 1, Vec::new());
        }
        let key = super::event::track_key(tid);
        let bits = &mut self.tracks[i];
        if key / 64 >= bits.len() {
            bits.resize(key / 64 + 1, 0);
        }
        let m = 1u64 << (key % 64);
        let first = bits[key / 64] & m == 0;
        bits[key / 64] |= m;
        first
    }
}

struct State {
    out: Out,
    fmt: Box<dyn Format>,
    path: PathBuf,
    /// The temporary file being written.
    tmp: PathBuf,
    cap: u64,
    truncated: bool,
    header: bool,
    ended: bool,
}

impl State {
    fn on(&mut self, r: &Record) {
        if self.ended {
            return;
        }
        if let Record::Header(h) = r {
            if !self.header {
                self.header = true;
                self.fmt.header(&mut self.out, Some(h));
            }
            return;
        }
        if !self.header {
            self.header = true;
            self.fmt.header(&mut self.out, None);
        }
        if let Record::RunEnd { .. } = r {
            self.end(r);
            return;
        }
        if self.truncated {
            return;
        }
        if self.fmt.written(&self.out) >= self.cap {
            self.truncated = true;
            return;
        }
        self.fmt.event(&mut self.out, r);
    }

    /// Write `run_end` and close the file (once).
    fn end(&mut self, r: &Record) {
        if self.ended {
            return;
        }
        if !self.header {
            self.header = true;
            self.fmt.header(&mut self.out, None);
        }
        self.ended = true;
        if let Record::RunEnd {
            cycles,
            warp_instructions,
            status,
            message,
        } = *r
        {
            let end = End {
                cycles,
                warp_instructions,
                status,
                message,
                truncated: self.truncated,
            };
            self.fmt.end(&mut self.out, &end);
        }
        self.out.close();
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
    /// The decoder beside the state it feeds (a record borrows the decoder).
    state: Arc<Mutex<(Decoder, State)>>,
}

/// Is `path` a Perfetto protobuf trace (`.pftrace`, `.pftrace.gz`)?
pub fn is_pftrace(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.ends_with(".pftrace") || name.ends_with(".pftrace.gz")
}

impl TraceWriter {
    /// Create the file now (an unwritable path fails before the run starts). The format
    /// follows the name: `.pftrace` is Perfetto protobuf, anything else JSON.
    /// `cap`: stop adding events once this many bytes (before compression) are written.
    pub fn create(path: &Path, cap: u64) -> Result<TraceWriter, Error> {
        // Written under a temporary name beside it, renamed into place by `finish`: the
        // path never holds a half-written trace.
        let tmp = crate::driver::outputs::temp_name(path);
        let file = std::fs::File::create(&tmp).map_err(|e| Error::io(path, e))?;
        let buf = BufWriter::with_capacity(1 << 16, file);
        let gz = path.extension().is_some_and(|e| e == "gz");
        let w: Box<dyn Write + Send> = if gz {
            Box::new(Gz(Some(GzEncoder::new(buf, flate2::Compression::fast()))))
        } else {
            Box::new(buf)
        };
        let fmt: Box<dyn Format> = if is_pftrace(path) {
            Box::new(super::pftrace::Pftrace::new())
        } else {
            Box::new(super::json::Json::new())
        };
        Ok(TraceWriter {
            state: Arc::new(Mutex::new((
                Decoder::new(),
                State {
                    out: Out {
                        w: Some(w),
                        bytes: 0,
                        error: None,
                    },
                    fmt,
                    path: path.to_path_buf(),
                    tmp,
                    cap,
                    truncated: false,
                    header: false,
                    ended: false,
                },
            ))),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (Decoder, State)> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Close the file if the run did not (an error before or during the run): it still
    /// ends with `run_end` and is valid. Returns a write error, and whether the size cap
    /// cut the trace.
    pub fn finish(&self, status: &str, message: &str) -> Result<bool, Error> {
        let mut g = self.lock();
        let s = &mut g.1;
        if !s.header {
            // No run started (bad input before the launch): leave no trace file.
            s.ended = true;
            s.out.w = None;
            let _ = std::fs::remove_file(&s.tmp);
            return Ok(false);
        }
        s.end(&Record::RunEnd {
            cycles: 0,
            warp_instructions: 0,
            status,
            message,
        });
        if let Some(e) = s.out.error.take() {
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
        let mut g = self.lock();
        let (dec, st) = &mut *g;
        if let Some(r) = dec.decode(event) {
            st.on(&r);
        }
    }
}
