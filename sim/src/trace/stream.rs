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

use super::read::{EvSeed, RawEv, TraceError, TraceLoc};
use serde::de::{self, DeserializeSeed};
use serde_json::{Map, Value};
use std::cell::RefCell;
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

/// Where a gzip error is left for the pass to report (the decoder can only return an
/// `io::Error` through `Read`).
type ErrSlot = Rc<RefCell<Option<TraceError>>>;

/// One read of the file. `known`: the head from an earlier pass (this pass streams the
/// events and skips the rest).
///
/// The top-level object and the `traceEvents` array are walked here, byte by byte
/// through the reader's buffer; each value under them (an event, `otherData`) is cut out
/// whole, within its size limit, and parsed by serde_json from that slice. A syntax
/// error inside a value is located in the file from serde_json's place in the slice.
fn pass(
    file: &str,
    src: Source,
    known: Option<&Head>,
    sink: &mut dyn Sink,
) -> Result<PassOut, TraceError> {
    let (raw, len) = src.open(file)?;
    let slot: ErrSlot = Rc::new(RefCell::new(None));
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
    let input: Box<dyn BufRead + '_> = if gz {
        Box::new(BufReader::with_capacity(
            1 << 16,
            Gunzip {
                file: file.to_string(),
                len,
                limit: len.saturating_mul(GZ_RATIO).max(GZ_FLOOR),
                out: 0,
                dec: Some(flate2::bufread::GzDecoder::new(raw)),
                slot: slot.clone(),
            },
        ))
    } else {
        Box::new(raw)
    };
    let mut input = input;
    // A Perfetto protobuf trace starts with a TracePacket's key (field 1, length-delimited).
    match input.fill_buf() {
        Ok(b) if b.first() == Some(&0x0a) => {
            let res = super::pfread::read(file, &mut input, sink);
            if let Some(e) = slot.borrow_mut().take() {
                return Err(e);
            }
            return Ok(PassOut {
                head: res?,
                seen_events: true,
                skipped_events: false,
            });
        }
        Ok(_) => {}
        Err(e) => {
            if let Some(e) = slot.borrow_mut().take() {
                return Err(e);
            }
            return Err(TraceError::new(
                file,
                TraceLoc::File,
                format!("cannot read: {e}"),
            ));
        }
    }
    let mut lx = Lexer {
        file: file.to_string(),
        inner: input,
        decompressed: gz,
        slot,
        offset: 0,
        line: 1,
        line_start: 0,
        buf: Vec::new(),
    };
    let mut out = PassOut {
        head: Head {
            file: file.to_string(),
            top: Map::new(),
            other: Value::Null,
        },
        seen_events: false,
        skipped_events: false,
    };
    top(&mut lx, &mut out, known, sink)?;
    if let Some(h) = known {
        out.head = h.clone();
    }
    Ok(out)
}

/// The top-level object.
fn top(
    lx: &mut Lexer,
    out: &mut PassOut,
    known: Option<&Head>,
    sink: &mut dyn Sink,
) -> Result<(), TraceError> {
    lx.skip_ws()?;
    match lx.peek()? {
        None => return Err(lx.error_here("empty file: EOF while parsing a value")),
        Some(b'{') => lx.bump(),
        Some(_) => {
            return Err(lx
                .error_here("expected a trace object {\"otherData\":{...},\"traceEvents\":[...]}"))
        }
    }
    let mut seen_other = false;
    let mut first = true;
    // Bytes of the head's values read so far (their JSON text), against MAX_HEAD.
    let mut head_used = 0u64;
    loop {
        lx.skip_ws()?;
        match lx.peek()? {
            Some(b'}') if first => {
                lx.bump();
                break;
            }
            Some(b'"') => {}
            Some(b'}') => return Err(lx.error_here("trailing comma")),
            None => return Err(lx.truncated("EOF while parsing an object")),
            Some(_) => return Err(lx.error_here("key must be a string")),
        }
        first = false;
        let key_at = lx.offset;
        let key: String = lx.value(MAX_TOKEN, "key")?;
        lx.skip_ws()?;
        match lx.peek()? {
            Some(b':') => lx.bump(),
            None => return Err(lx.truncated("EOF while parsing an object")),
            Some(_) => return Err(lx.error_here("expected `:`")),
        }
        lx.skip_ws()?;
        match key.as_str() {
            "traceEvents" => {
                if out.seen_events {
                    return Err(lx.error_at(key_at, "duplicate key `traceEvents`"));
                }
                out.seen_events = true;
                let stream = match known {
                    Some(_) => true,
                    None if seen_other => {
                        sink.head(&out.head)?;
                        true
                    }
                    None => {
                        out.skipped_events = true;
                        false
                    }
                };
                events(lx, if stream { Some(&mut *sink) } else { None })?;
            }
            "otherData" => {
                if seen_other {
                    return Err(lx.error_at(key_at, "duplicate key `otherData`"));
                }
                seen_other = true;
                if known.is_some() {
                    lx.skip_value(MAX_HEAD, "otherData")?;
                } else {
                    let budget = MAX_HEAD.saturating_sub(head_used);
                    out.head.other = lx.value(budget, "the keys outside `traceEvents`")?;
                    head_used += lx.buf.len() as u64;
                }
            }
            _ => {
                if known.is_some() {
                    lx.skip_value(MAX_HEAD, "a top-level key")?;
                } else {
                    let budget = MAX_HEAD.saturating_sub(head_used);
                    let v: Value = lx.value(budget, "the keys outside `traceEvents`")?;
                    head_used += (key.len() + lx.buf.len()) as u64;
                    out.head.top.insert(key, v);
                }
            }
        }
        lx.skip_ws()?;
        match lx.peek()? {
            Some(b',') => lx.bump(),
            Some(b'}') => {
                lx.bump();
                break;
            }
            None => return Err(lx.truncated("EOF while parsing an object")),
            Some(_) => return Err(lx.error_here("expected `,` or `}`")),
        }
    }
    lx.skip_ws()?;
    match lx.peek()? {
        None => Ok(()),
        Some(_) => Err(lx.error_here("trailing characters")),
    }
}

/// The `traceEvents` array, one event at a time; without a sink the events are only
/// skipped (their size still checked).
fn events(lx: &mut Lexer, mut sink: Option<&mut dyn Sink>) -> Result<(), TraceError> {
    match lx.peek()? {
        Some(b'[') => lx.bump(),
        None => return Err(lx.truncated("EOF while parsing a value")),
        Some(_) => return Err(lx.error_here("`traceEvents` must be an array of trace events")),
    }
    let mut index = 0usize;
    loop {
        lx.skip_ws()?;
        match lx.peek()? {
            Some(b']') if index == 0 => {
                lx.bump();
                return Ok(());
            }
            Some(b']') => return Err(lx.error_here("trailing comma")),
            None => return Err(lx.truncated("EOF while parsing a list")),
            Some(_) => {}
        }
        match sink.as_mut() {
            None => lx.skip_value(MAX_EVENT, "an event")?,
            Some(sink) => {
                let raw: Result<RawEv, String> = lx.seed(EvSeed, MAX_EVENT, "an event")?;
                let ev = raw
                    .and_then(|r| r.finish(index))
                    .map_err(|msg| TraceError::event(&lx.file, index, msg))?;
                sink.event(ev)?;
            }
        }
        index += 1;
        lx.skip_ws()?;
        match lx.peek()? {
            Some(b',') => lx.bump(),
            Some(b']') => {
                lx.bump();
                return Ok(());
            }
            None => return Err(lx.truncated("EOF while parsing a list")),
            Some(_) => return Err(lx.error_here("expected `,` or `]`")),
        }
    }
}

/// The JSON text of a trace, walked through its reader's buffer: counts offset, line
/// and column, and cuts out single values within their limits.
struct Lexer<'a> {
    file: String,
    inner: Box<dyn BufRead + 'a>,
    decompressed: bool,
    slot: ErrSlot,
    /// Offset of the next byte, its 1-based line, and where that line starts.
    offset: u64,
    line: u64,
    line_start: u64,
    /// The value being cut out.
    buf: Vec<u8>,
}

impl Lexer<'_> {
    fn chunk(&mut self) -> Result<&[u8], TraceError> {
        fill(
            &mut self.inner,
            &self.slot,
            &self.file,
            self.offset,
            self.line,
            self.line_start,
            self.decompressed,
        )
    }

    fn peek(&mut self) -> Result<Option<u8>, TraceError> {
        Ok(self.chunk()?.first().copied())
    }

    /// Consume `n` bytes of the current chunk (`nl`: how many are newlines, and the
    /// offset just after the last one).
    fn advance(&mut self, n: usize, nl: u64, last_nl_end: Option<u64>) {
        self.inner.consume(n);
        self.offset += n as u64;
        self.line += nl;
        if let Some(s) = last_nl_end {
            self.line_start = s;
        }
    }

    /// Consume one byte (never a newline: callers bump only structural bytes).
    fn bump(&mut self) {
        self.advance(1, 0, None);
    }

    fn skip_ws(&mut self) -> Result<(), TraceError> {
        loop {
            let off = self.offset;
            let c = self.chunk()?;
            if c.is_empty() {
                return Ok(());
            }
            let mut n = 0;
            let (mut nl, mut last) = (0, None);
            while n < c.len() {
                match c[n] {
                    b'\n' => {
                        nl += 1;
                        last = Some(off + n as u64 + 1);
                    }
                    b' ' | b'\t' | b'\r' => {}
                    _ => break,
                }
                n += 1;
            }
            let done = n < c.len();
            self.advance(n, nl, last);
            if done {
                return Ok(());
            }
        }
    }

    fn loc(&self, offset: u64) -> TraceLoc {
        TraceLoc::Byte {
            offset,
            line: self.line,
            col: offset.saturating_sub(self.line_start) + 1,
            decompressed: self.decompressed,
        }
    }

    /// An error at the next byte.
    fn error_here(&self, msg: &str) -> TraceError {
        TraceError::new(&self.file, self.loc(self.offset), msg)
    }

    /// An error at `offset` on the current line (a key just read).
    fn error_at(&self, offset: u64, msg: &str) -> TraceError {
        TraceError::new(&self.file, self.loc(offset), msg)
    }

    /// The text ended early.
    fn truncated(&self, msg: &str) -> TraceError {
        self.error_here(&format!("truncated JSON: {msg}"))
    }

    /// Cut the next value out into `self.buf` (plus, after a bare scalar, the byte that
    /// ends it, so serde_json sees where it stops), at most `limit` bytes. Returns where
    /// it began: (offset, line, column).
    fn cut(&mut self, limit: u64, what: &str) -> Result<(u64, u64, u64), TraceError> {
        let start = (self.offset, self.line, self.offset - self.line_start + 1);
        self.buf.clear();
        let (mut depth, mut in_str, mut esc, mut token) = (0u32, false, false, 0u64);
        let scalar = !matches!(self.peek()?, Some(b'{' | b'[' | b'"'));
        loop {
            let off = self.offset;
            let blen = self.buf.len() as u64;
            let c = fill(
                &mut self.inner,
                &self.slot,
                &self.file,
                off,
                self.line,
                self.line_start,
                self.decompressed,
            )?;
            if c.is_empty() {
                if scalar && !self.buf.is_empty() {
                    return Ok(start);
                }
                return Err(self.eof_in_value(start));
            }
            let (mut nl, mut last) = (0, None);
            let mut end = None;
            let mut over = None;
            for (i, &b) in c.iter().enumerate() {
                if b == b'\n' {
                    nl += 1;
                    last = Some(off + i as u64 + 1);
                }
                if in_str {
                    token += 1;
                    if esc {
                        esc = false;
                    } else if b == b'\\' {
                        esc = true;
                    } else if b == b'"' {
                        in_str = false;
                        token = 0;
                        if depth == 0 {
                            end = Some(i + 1);
                            break;
                        }
                    }
                } else if scalar {
                    if matches!(b, b',' | b']' | b'}' | b':' | b' ' | b'\t' | b'\n' | b'\r') {
                        end = Some(i);
                        break;
                    }
                    token += 1;
                } else {
                    match b {
                        b'"' => {
                            in_str = true;
                            token = 0;
                        }
                        b'{' | b'[' => {
                            depth += 1;
                            token = 0;
                        }
                        b'}' | b']' => {
                            depth = depth.saturating_sub(1);
                            token = 0;
                            if depth == 0 {
                                end = Some(i + 1);
                                break;
                            }
                        }
                        b',' | b':' | b' ' | b'\t' | b'\n' | b'\r' => token = 0,
                        _ => token += 1,
                    }
                }
                if token > MAX_TOKEN {
                    over = Some((
                        i,
                        format!("a token (string or number) longer than {MAX_TOKEN} bytes"),
                    ));
                    break;
                }
                if blen + i as u64 + 1 > limit {
                    over = Some((
                        i,
                        format!(
                            "{what} longer than {limit} bytes (it began at byte {})",
                            start.0
                        ),
                    ));
                    break;
                }
            }
            let n = match (over.is_some(), end) {
                (true, _) => 0,
                (false, Some(n)) => n,
                (false, None) => c.len(),
            };
            let stop = if scalar { end.map(|n| c[n]) } else { None };
            self.buf.extend_from_slice(&c[..n]);
            if let Some((i, msg)) = over {
                let at = off + i as u64;
                // Count the lines up to the offending byte, for its location.
                let (mut l2, mut s2) = (0, None);
                for (k, &b) in chunk_prefix(&mut self.inner, i).iter().enumerate() {
                    if b == b'\n' {
                        l2 += 1;
                        s2 = Some(off + k as u64 + 1);
                    }
                }
                self.advance(i, l2, s2);
                return Err(TraceError::new(&self.file, self.loc(at), msg));
            }
            self.advance(n, nl, last);
            if end.is_some() {
                if let Some(t) = stop {
                    // The byte that ends a scalar stays in the input; serde_json sees a copy.
                    self.buf.push(t);
                }
                return Ok(start);
            }
        }
    }

    /// The text ended inside a value: serde_json's own error when the part read is
    /// already wrong, else truncation.
    fn eof_in_value(&self, start: (u64, u64, u64)) -> TraceError {
        match serde_json::from_slice::<de::IgnoredAny>(&self.buf) {
            Err(e) if e.classify() != serde_json::error::Category::Eof => self.located(&e, start),
            _ => self.truncated("EOF while parsing a value"),
        }
    }

    /// serde_json's error in the value cut out at `start`, located in the file.
    fn located(&self, e: &serde_json::Error, start: (u64, u64, u64)) -> TraceError {
        let (line, col) = (e.line() as u64, e.column() as u64);
        let in_off = offset_of(&self.buf, line as usize, col as usize) as u64;
        let (abs_line, abs_col) = if line <= 1 {
            (start.1, start.2 + col.saturating_sub(1))
        } else {
            (start.1 + line - 1, col)
        };
        // serde_json appends " at line L column C"; the location is ours.
        let mut msg = e.to_string();
        if let Some(p) = msg.rfind(" at line ") {
            msg.truncate(p);
        }
        TraceError::new(
            &self.file,
            TraceLoc::Byte {
                offset: start.0 + in_off,
                line: abs_line,
                col: abs_col,
                decompressed: self.decompressed,
            },
            msg,
        )
    }

    /// The next value, parsed as a `T`.
    fn value<T: de::DeserializeOwned>(&mut self, limit: u64, what: &str) -> Result<T, TraceError> {
        self.seed(std::marker::PhantomData::<T>, limit, what)
    }

    /// The next value, parsed through `seed`.
    fn seed<T, S: for<'de> DeserializeSeed<'de, Value = T>>(
        &mut self,
        seed: S,
        limit: u64,
        what: &str,
    ) -> Result<T, TraceError> {
        let start = self.cut(limit, what)?;
        let mut de = serde_json::Deserializer::from_slice(&self.buf);
        seed.deserialize(&mut de)
            .map_err(|e| self.located(&e, start))
    }

    /// Skip the next value (its size still limited).
    fn skip_value(&mut self, limit: u64, what: &str) -> Result<(), TraceError> {
        self.cut(limit, what).map(|_| ())
    }
}

/// The reader's current chunk; a read error is the gzip decoder's own (left in `slot`)
/// or the I/O error, located at `offset`.
fn fill<'b>(
    inner: &'b mut Box<dyn BufRead + '_>,
    slot: &ErrSlot,
    file: &str,
    offset: u64,
    line: u64,
    line_start: u64,
    decompressed: bool,
) -> Result<&'b [u8], TraceError> {
    loop {
        match inner.fill_buf() {
            Ok(_) => break,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => {
                if let Some(t) = slot.borrow_mut().take() {
                    return Err(t);
                }
                let loc = TraceLoc::Byte {
                    offset,
                    line,
                    col: offset.saturating_sub(line_start) + 1,
                    decompressed,
                };
                return Err(TraceError::new(file, loc, format!("cannot read: {e}")));
            }
        }
    }
    inner
        .fill_buf()
        .map_err(|e| TraceError::new(file, TraceLoc::File, format!("cannot read: {e}")))
}

/// The first `n` bytes of the reader's current chunk (already filled).
fn chunk_prefix<'b>(inner: &'b mut Box<dyn BufRead + '_>, n: usize) -> &'b [u8] {
    match inner.fill_buf() {
        Ok(c) => &c[..n.min(c.len())],
        Err(_) => &[],
    }
}

/// Byte offset of 1-based `line`, `col` (as serde_json counts: `col` is the 1-based
/// column of the offending byte, 0 right after a newline) in `text`.
fn offset_of(text: &[u8], line: usize, col: usize) -> usize {
    let mut start = 0;
    if line > 1 {
        let mut seen = 0;
        for (i, &b) in text.iter().enumerate() {
            if b == b'\n' {
                seen += 1;
                if seen == line - 1 {
                    start = i + 1;
                    break;
                }
            }
        }
    }
    (start + col.saturating_sub(1)).min(text.len())
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
    slot: ErrSlot,
}

impl Gunzip<'_> {
    fn fail(&self, offset: u64, msg: String) -> std::io::Error {
        let mut slot = self.slot.borrow_mut();
        if slot.is_none() {
            *slot = Some(TraceError::new(
                &self.file,
                TraceLoc::Compressed { offset },
                msg,
            ));
        }
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
