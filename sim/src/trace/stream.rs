//! Streaming a trace file: the bytes are decompressed (gzip, by magic bytes), scanned for
//! the size limits and parsed one event at a time, each event handed to a [`Sink`] and
//! dropped. Memory is bounded by the limits below, whatever the file's size: a 2 GB
//! trace is read with the same few megabytes as a small one.
//!
//! Limits, each an error naming where it was reached:
//! - decompressed size: at most [`GZ_RATIO`] times the compressed file (never less than
//!   [`GZ_FLOOR`]), so a gzip bomb stops early;
//! - one string or number token: [`MAX_TOKEN`] bytes (serde_json buffers a token whole);
//! - one event: [`MAX_EVENT`] bytes (it is built as one JSON value);
//! - everything outside `traceEvents` (`otherData` and other top-level keys, kept in
//!   memory): [`MAX_HEAD`] bytes.
//!
//! A sink needs `otherData` before the events (the validator reads `sms` from it).
//! warpsim writes it first; a file that puts it after `traceEvents` is read twice, the
//! first time skipping the events.

use super::read::{EvSeed, TraceError, TraceLoc};
use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::cell::{Cell, RefCell};
use std::fmt;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::rc::Rc;

/// The most a gzip trace may expand: 100 times its compressed size (warpsim's traces
/// compress about 10 to 30 times), and never less than 256 MiB allowed.
pub const GZ_RATIO: u64 = 100;
pub const GZ_FLOOR: u64 = 256 << 20;
/// Longest string or number token.
pub const MAX_TOKEN: u64 = 1 << 20;
/// Largest single event (warpsim's are under 1 kB).
pub const MAX_EVENT: u64 = 1 << 20;
/// Largest total of the keys outside `traceEvents`.
pub const MAX_HEAD: u64 = 64 << 20;

/// What a trace says outside its events.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Head {
    /// The file (as given), or `<trace>` for a trace built in memory.
    pub file: String,
    /// Top-level keys other than `otherData` and `traceEvents`, in file order.
    pub top: Map<String, Value>,
    /// `otherData` (`Value::Null` when absent).
    pub other: Value,
}

/// Where the events of a streamed trace go.
pub trait Sink {
    /// Called once, before the first event, with `otherData` and the top-level keys
    /// read so far (a key after `traceEvents` reaches only the [`Head`] `stream` returns).
    fn head(&mut self, head: &Head) -> Result<(), TraceError>;
    /// Each event in file order; an error stops the read and is returned.
    fn event(&mut self, e: super::read::Ev) -> Result<(), TraceError>;
}

/// The bytes of a trace: a file (opened anew for each pass) or bytes in memory.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    File(&'a Path),
    Bytes(&'a [u8]),
}

impl<'a> Source<'a> {
    /// A reader over the raw bytes and their length.
    fn open(self, file: &str) -> Result<(Box<dyn BufRead + 'a>, u64), TraceError> {
        match self {
            Source::Bytes(b) => Ok((Box::new(b), b.len() as u64)),
            Source::File(p) => {
                let cannot =
                    |m: String| TraceError::new(file, TraceLoc::File, format!("cannot read: {m}"));
                // A FIFO or device is refused before it is opened.
                let len = crate::input::regular_size(p).map_err(cannot)?;
                let f = std::fs::File::open(p).map_err(|e| cannot(e.to_string()))?;
                Ok((Box::new(BufReader::with_capacity(1 << 16, f)), len))
            }
        }
    }
}

/// Stream the trace in `src` (named `file` in messages) into `sink`; returns its head,
/// with every top-level key.
pub fn stream(file: &str, src: Source, sink: &mut dyn Sink) -> Result<Head, TraceError> {
    let first = pass(file, src, None, sink)?;
    if !first.seen_events {
        return Err(TraceError::new(
            file,
            TraceLoc::File,
            "missing `traceEvents` (expected the JSON object form of the Trace Event Format)",
        ));
    }
    if first.skipped_events {
        // `otherData` came after the events (or never): read again, the head known.
        sink.head(&first.head)?;
        pass(file, src, Some(&first.head), sink)?;
    }
    Ok(first.head)
}

/// What one pass found.
struct PassOut {
    head: Head,
    seen_events: bool,
    /// The events were skipped, the head not yet known when they began.
    skipped_events: bool,
}

/// What the scanner and the parser's visitors share.
struct Shared {
    /// Inside the `traceEvents` array.
    in_events: Cell<bool>,
    /// The first error of the read (limits, gzip, event shape, the sink's): it wins
    /// over the parser's own error, which it caused.
    err: RefCell<Option<TraceError>>,
}

impl Shared {
    fn fail(&self, e: TraceError) {
        let mut slot = self.err.borrow_mut();
        if slot.is_none() {
            *slot = Some(e);
        }
    }
}

/// One read of the file. `known`: the head from an earlier pass (this pass streams the
/// events and skips the rest).
fn pass(
    file: &str,
    src: Source,
    known: Option<&Head>,
    sink: &mut dyn Sink,
) -> Result<PassOut, TraceError> {
    let (raw, len) = src.open(file)?;
    let shared = Rc::new(Shared {
        in_events: Cell::new(false),
        err: RefCell::new(None),
    });
    let mut raw = Counting {
        inner: raw,
        count: 0,
    };
    let gz = match raw.fill_buf() {
        Ok(b) => b.starts_with(&[0x1f, 0x8b]),
        Err(e) => {
            return Err(TraceError::new(
                file,
                TraceLoc::File,
                format!("cannot read: {e}"),
            ));
        }
    };
    let input: Box<dyn Read + '_> = if gz {
        Box::new(Gunzip {
            file: file.to_string(),
            len,
            limit: len.saturating_mul(GZ_RATIO).max(GZ_FLOOR),
            out: 0,
            dec: Some(flate2::bufread::GzDecoder::new(raw)),
            shared: shared.clone(),
        })
    } else {
        Box::new(raw)
    };
    let mut scan = Scanner::new(file, input, gz, shared.clone());
    let mut out = PassOut {
        head: Head {
            file: file.to_string(),
            top: Map::new(),
            other: Value::Null,
        },
        seen_events: false,
        skipped_events: false,
    };
    let res = {
        let mut de = serde_json::Deserializer::from_reader(&mut scan);
        let r = TopSeed {
            file,
            out: &mut out,
            known,
            sink,
            shared: &shared,
        }
        .deserialize(&mut de);
        r.and_then(|()| de.end())
    };
    if let Some(e) = shared.err.borrow_mut().take() {
        return Err(e);
    }
    if let Err(e) = res {
        return Err(scan.syntax_error(&e));
    }
    if let Some(h) = known {
        out.head = h.clone();
    }
    Ok(out)
}

/// Counts the raw bytes consumed (the compressed offset of gzip errors).
struct Counting<'a> {
    inner: Box<dyn BufRead + 'a>,
    count: u64,
}

impl Read for Counting<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count += n as u64;
        Ok(n)
    }
}

impl BufRead for Counting<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }
    fn consume(&mut self, n: usize) {
        self.count += n as u64;
        self.inner.consume(n);
    }
}

/// gzip members one after another; bytes after the last member that are not another
/// member are an error naming them; output past the ratio limit stops the read.
struct Gunzip<'a> {
    file: String,
    /// Compressed size.
    len: u64,
    limit: u64,
    /// Decompressed bytes so far.
    out: u64,
    dec: Option<flate2::bufread::GzDecoder<Counting<'a>>>,
    shared: Rc<Shared>,
}

impl Gunzip<'_> {
    fn fail(&self, offset: u64, msg: String) -> std::io::Error {
        self.shared.fail(TraceError::new(
            &self.file,
            TraceLoc::Compressed { offset },
            msg,
        ));
        std::io::Error::other("trace read stopped")
    }
}

impl Read for Gunzip<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        loop {
            let Some(dec) = self.dec.as_mut() else {
                return Ok(0);
            };
            match dec.read(buf) {
                Ok(0) => {
                    let mut inner = self.dec.take().map(|d| d.into_inner()).expect("decoder");
                    let at = inner.count;
                    let rest = inner.fill_buf().map(<[u8]>::to_vec);
                    match rest {
                        Ok(r) if r.is_empty() => return Ok(0),
                        Ok(r) if r[0] == 0x1f && (r.len() == 1 || r[1] == 0x8b) => {
                            self.dec = Some(flate2::bufread::GzDecoder::new(inner));
                        }
                        Ok(_) => {
                            let n = self.len.saturating_sub(at);
                            return Err(self.fail(
                                at,
                                format!(
                                    "{n} bytes of trailing data after the gzip stream ends (not another gzip member)"
                                ),
                            ));
                        }
                        Err(e) => return Err(self.fail(at, format!("cannot read: {e}"))),
                    }
                }
                Ok(n) => {
                    self.out += n as u64;
                    if self.out > self.limit {
                        let at = dec.get_ref().count;
                        return Err(self.fail(
                            at,
                            format!(
                                "decompresses to more than {GZ_RATIO} times its {} bytes (a gzip bomb?): stopped at {} bytes",
                                self.len,
                                self.out - n as u64
                            ),
                        ));
                    }
                    return Ok(n);
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let at = dec.get_ref().count;
                    let what = if e.kind() == std::io::ErrorKind::UnexpectedEof {
                        "gzip stream truncated"
                    } else {
                        "corrupt gzip stream"
                    };
                    let msg = format!(
                        "{what} after {} decompressed bytes ({} compressed bytes in the file): {e}",
                        self.out, self.len
                    );
                    return Err(self.fail(at, msg));
                }
            }
        }
    }
}

/// The JSON text on its way to the parser: counts offset, line and column, and checks
/// the token, event and head limits. serde_json reads it a byte at a time, so what it
/// has scanned is what the parser has consumed (plus at most its one byte of look-ahead).
struct Scanner<'a> {
    file: String,
    inner: Box<dyn Read + 'a>,
    decompressed: bool,
    shared: Rc<Shared>,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    /// Bytes scanned.
    offset: u64,
    /// 1-based line, and the offsets where it and the line before it start.
    line: u64,
    line_start: u64,
    prev_line_start: u64,
    in_string: bool,
    escaped: bool,
    /// Length of the current string or bare token.
    token: u64,
    depth: u32,
    /// Offset where the current event (an element of `traceEvents`) began.
    event_start: u64,
    head_bytes: u64,
}

impl<'a> Scanner<'a> {
    fn new(file: &str, inner: Box<dyn Read + 'a>, decompressed: bool, shared: Rc<Shared>) -> Self {
        Scanner {
            file: file.to_string(),
            inner,
            decompressed,
            shared,
            buf: vec![0; 1 << 16].into_boxed_slice(),
            pos: 0,
            end: 0,
            offset: 0,
            line: 1,
            line_start: 0,
            prev_line_start: 0,
            in_string: false,
            escaped: false,
            token: 0,
            depth: 0,
            event_start: 0,
            head_bytes: 0,
        }
    }

    fn loc(&self, offset: u64) -> TraceLoc {
        let start = if offset >= self.line_start {
            self.line_start
        } else {
            self.prev_line_start
        };
        let line = if offset >= self.line_start {
            self.line
        } else {
            self.line.saturating_sub(1).max(1)
        };
        TraceLoc::Byte {
            offset,
            line,
            col: offset.saturating_sub(start) + 1,
            decompressed: self.decompressed,
        }
    }

    /// Stop the read with a limit error at the current byte.
    fn over(&self, msg: String) -> std::io::Error {
        let at = self.offset.saturating_sub(1);
        self.shared
            .fail(TraceError::new(&self.file, self.loc(at), msg));
        std::io::Error::other("trace read stopped")
    }

    fn scan(&mut self, b: u8) -> std::io::Result<()> {
        self.offset += 1;
        if b == b'\n' {
            self.line += 1;
            self.prev_line_start = self.line_start;
            self.line_start = self.offset;
        }
        let in_events = self.shared.in_events.get();
        if self.in_string {
            self.token += 1;
            if self.escaped {
                self.escaped = false;
            } else if b == b'\\' {
                self.escaped = true;
            } else if b == b'"' {
                self.in_string = false;
            }
        } else {
            match b {
                b'"' => {
                    self.in_string = true;
                    self.token = 1;
                }
                b'{' | b'[' => {
                    self.depth += 1;
                    self.token = 0;
                    if self.depth == 3 && in_events {
                        self.event_start = self.offset - 1;
                    }
                }
                b'}' | b']' => {
                    self.depth = self.depth.saturating_sub(1);
                    self.token = 0;
                }
                b' ' | b'\t' | b'\n' | b'\r' | b':' | b',' => self.token = 0,
                _ => self.token += 1,
            }
        }
        if self.token > MAX_TOKEN {
            return Err(self.over(format!(
                "a token (string or number) longer than {MAX_TOKEN} bytes"
            )));
        }
        if !in_events {
            // Whitespace is never kept: only what the head holds counts.
            if !matches!(b, b' ' | b'\t' | b'\n' | b'\r') || self.in_string {
                self.head_bytes += 1;
            }
            if self.head_bytes > MAX_HEAD {
                return Err(self.over(format!(
                    "the keys outside `traceEvents` take more than {MAX_HEAD} bytes"
                )));
            }
        } else if self.depth >= 3 && self.offset - self.event_start > MAX_EVENT {
            return Err(self.over(format!(
                "an event longer than {MAX_EVENT} bytes (it began at byte {})",
                self.event_start
            )));
        }
        Ok(())
    }

    /// The parser's error, located: at the end of the text when it ended early.
    fn syntax_error(&self, e: &serde_json::Error) -> TraceError {
        let eof = e.classify() == serde_json::error::Category::Eof;
        let loc = if eof {
            self.loc(self.offset)
        } else {
            let (line, col) = (e.line() as u64, e.column() as u64);
            // serde_json's column is the 1-based column of the offending byte.
            let start = if line == self.line {
                Some(self.line_start)
            } else if line + 1 == self.line {
                Some(self.prev_line_start)
            } else {
                None
            };
            match start {
                Some(s) => TraceLoc::Byte {
                    offset: (s + col.saturating_sub(1)).min(self.offset),
                    line,
                    col,
                    decompressed: self.decompressed,
                },
                None => self.loc(self.offset.saturating_sub(1)),
            }
        };
        // serde_json appends " at line L column C"; the location is ours.
        let mut msg = e.to_string();
        if let Some(p) = msg.rfind(" at line ") {
            msg.truncate(p);
        }
        let what = if self.offset == 0 {
            "empty file: "
        } else if eof {
            "truncated JSON: "
        } else {
            ""
        };
        TraceError::new(&self.file, loc, format!("{what}{msg}"))
    }
}

impl Read for Scanner<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.pos == self.end {
            let n = loop {
                match self.inner.read(&mut self.buf) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        if self.shared.err.borrow().is_none() {
                            let at = self.offset;
                            self.shared.fail(TraceError::new(
                                &self.file,
                                self.loc(at),
                                format!("cannot read: {e}"),
                            ));
                        }
                        return Err(e);
                    }
                }
            };
            self.pos = 0;
            self.end = n;
        }
        let n = out.len().min(self.end - self.pos);
        out[..n].copy_from_slice(&self.buf[self.pos..self.pos + n]);
        for &b in &out[..n] {
            self.scan(b)?;
        }
        self.pos += n;
        Ok(n)
    }
}

/// The top-level object.
struct TopSeed<'a> {
    file: &'a str,
    out: &'a mut PassOut,
    known: Option<&'a Head>,
    sink: &'a mut dyn Sink,
    shared: &'a Rc<Shared>,
}

impl<'de> DeserializeSeed<'de> for TopSeed<'_> {
    type Value = ();
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for TopSeed<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a trace object {\"otherData\":{...},\"traceEvents\":[...]}")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut seen_other = false;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "traceEvents" => {
                    if self.out.seen_events {
                        return Err(de::Error::custom("duplicate key `traceEvents`"));
                    }
                    self.out.seen_events = true;
                    let stream = match self.known {
                        Some(_) => true,
                        None if seen_other => {
                            if let Err(e) = self.sink.head(&self.out.head) {
                                self.shared.fail(e);
                                return Err(de::Error::custom("stopped"));
                            }
                            true
                        }
                        None => {
                            self.out.skipped_events = true;
                            false
                        }
                    };
                    self.shared.in_events.set(true);
                    map.next_value_seed(EventsSeed {
                        file: self.file,
                        sink: if stream { Some(&mut *self.sink) } else { None },
                        shared: self.shared,
                    })?;
                    self.shared.in_events.set(false);
                }
                "otherData" => {
                    if seen_other {
                        return Err(de::Error::custom("duplicate key `otherData`"));
                    }
                    seen_other = true;
                    if self.known.is_some() {
                        map.next_value::<de::IgnoredAny>()?;
                    } else {
                        self.out.head.other = map.next_value::<Value>()?;
                    }
                }
                _ => {
                    if self.known.is_some() {
                        map.next_value::<de::IgnoredAny>()?;
                    } else {
                        let v = map.next_value::<Value>()?;
                        self.out.head.top.insert(key, v);
                    }
                }
            }
        }
        Ok(())
    }
}

/// The `traceEvents` array, one event at a time; without a sink the events are only
/// skipped (their syntax and size still checked).
struct EventsSeed<'a> {
    file: &'a str,
    sink: Option<&'a mut dyn Sink>,
    shared: &'a Rc<Shared>,
}

impl<'de> DeserializeSeed<'de> for EventsSeed<'_> {
    type Value = ();
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for EventsSeed<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array of trace events")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let Some(sink) = self.sink else {
            while seq.next_element::<de::IgnoredAny>()?.is_some() {}
            return Ok(());
        };
        let mut index = 0usize;
        loop {
            let Some(raw) = seq.next_element_seed(EvSeed)? else {
                return Ok(());
            };
            let res = raw
                .and_then(|r| r.finish(index))
                .map_err(|msg| TraceError::event(self.file, index, msg))
                .and_then(|ev| sink.event(ev));
            if let Err(e) = res {
                // Stop parsing; this error is reported instead of the parser's.
                self.shared.fail(e);
                return Err(de::Error::custom("stopped"));
            }
            index += 1;
        }
    }
}
