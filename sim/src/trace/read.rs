//! Reading a trace file back (`traces/FORMAT.md`): plain JSON or gzip (detected by the
//! magic bytes `1f 8b`, not by the extension) into a typed [`Trace`].
//!
//! `traceEvents` is stream-parsed: each event is read as a small JSON value and turned
//! into an [`Ev`] at once, so the whole document never exists as one `serde_json::Value`.
//! Every failure is a located [`TraceError`]; nothing here panics on bad input:
//! - JSON syntax errors name the byte offset into the (decompressed) text and its
//!   line and column;
//! - a truncated or corrupt gzip stream names the compressed offset the decoder reached;
//! - shape errors (a missing or mistyped field) name the event index.
//!
//! `read` checks what every event must have to be represented at all (`ph`, `pid`, `tid`,
//! `ts` and the types of the known fields); the invariants between events (time order,
//! nesting, flows, `run_end`) are `validate`'s.

use super::stream::{stream, Head, Sink, Source};
use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;
use std::path::Path;

/// Where in a trace file an error is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TraceLoc {
    /// The file as a whole (I/O errors, a missing top-level key).
    File,
    /// A byte of the JSON text (after decompression when `decompressed`); `line` and
    /// `col` are 1-based, `offset` 0-based.
    Byte {
        offset: u64,
        line: u64,
        col: u64,
        decompressed: bool,
    },
    /// How far into the compressed file the gzip decoder got.
    Compressed { offset: u64 },
    /// The event with this index in `traceEvents` (0-based, file order).
    Event(usize),
    /// A top-level key, e.g. `otherData`.
    Key(String),
    /// A `.pftrace` packet: the top-level packet starting at byte `offset` (after
    /// decompression of a gzipped file), and which packet inside its compressed chunk.
    Packet { offset: u64, inner: Option<usize> },
}

impl fmt::Display for TraceLoc {
    /// The location followed by `": "`, or nothing for [`TraceLoc::File`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceLoc::File => Ok(()),
            TraceLoc::Byte {
                offset,
                line,
                col,
                decompressed,
            } => write!(
                f,
                "{}byte {offset} (line {line}, col {col}): ",
                if *decompressed { "decompressed " } else { "" }
            ),
            TraceLoc::Compressed { offset } => write!(f, "compressed byte {offset}: "),
            TraceLoc::Event(i) => write!(f, "event {i}: "),
            TraceLoc::Key(k) => write!(f, "{k}: "),
            TraceLoc::Packet { offset, inner } => match inner {
                None => write!(f, "packet at byte {offset}: "),
                Some(i) => write!(f, "packet at byte {offset}, compressed packet {i}: "),
            },
        }
    }
}

/// A located error in a trace file: `trace.json: byte 1234 (line 5, col 17): ...`,
/// `trace.json: event 42: ...`, `trace.json.gz: compressed byte 900: ...`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {loc}{msg}")]
pub struct TraceError {
    /// The file (as given), or `<trace>` for a trace built in memory.
    pub file: String,
    pub loc: TraceLoc,
    /// What is wrong, one line.
    pub msg: String,
}

impl TraceError {
    pub fn new(file: &str, loc: TraceLoc, msg: impl Into<String>) -> TraceError {
        TraceError {
            file: file.to_string(),
            loc,
            msg: msg.into(),
        }
    }

    /// An error about event `index`.
    pub fn event(file: &str, index: usize, msg: impl Into<String>) -> TraceError {
        TraceError::new(file, TraceLoc::Event(index), msg)
    }

    /// The event the error is about, if it is about one.
    pub fn event_index(&self) -> Option<usize> {
        match self.loc {
            TraceLoc::Event(i) => Some(i),
            _ => None,
        }
    }
}

/// One trace event. The fields FORMAT.md names are typed; any other key (`s`, `bp`, ...)
/// is kept in `extra` so that a cut trace writes it back.
#[derive(Debug, Clone, PartialEq)]
pub struct Ev {
    /// Position in `traceEvents` (0-based, file order).
    pub index: usize,
    pub ph: String,
    /// `""` when absent.
    pub name: String,
    /// `""` when absent.
    pub cat: String,
    pub pid: u64,
    /// 0 for a counter (`C`) event without `tid` (counters belong to the process).
    pub tid: u64,
    pub ts: u64,
    pub dur: Option<u64>,
    /// Flow id (`s` / `t` / `f` events).
    pub id: Option<u64>,
    /// `Value::Null` when absent, else an object.
    pub args: Value,
    /// Every other key of the event, as written.
    pub extra: Map<String, Value>,
}

impl Ev {
    /// `args[key]` as an unsigned integer.
    pub fn arg_u64(&self, key: &str) -> Option<u64> {
        self.args.get(key).and_then(Value::as_u64)
    }

    /// `args[key]` as a string.
    pub fn arg_str(&self, key: &str) -> Option<&str> {
        self.args.get(key).and_then(Value::as_str)
    }

    /// `ts + dur` for a slice (`None` without `dur` or on overflow).
    pub fn end(&self) -> Option<u64> {
        self.dur.and_then(|d| self.ts.checked_add(d))
    }

    /// Is this the `run_end` event?
    pub fn is_run_end(&self) -> bool {
        self.ph == "i" && self.name == "run_end"
    }
}

/// A trace file, read back.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The file it came from, for messages (`<trace>` when built in memory).
    pub file: String,
    /// Top-level keys other than `otherData` and `traceEvents` (`displayTimeUnit`).
    pub top: Map<String, Value>,
    /// `otherData` (`Value::Null` when absent).
    pub other: Value,
    pub events: Vec<Ev>,
}

impl Trace {
    /// `otherData[key]` as an unsigned integer.
    pub fn other_u64(&self, key: &str) -> Option<u64> {
        self.other.get(key).and_then(Value::as_u64)
    }

    /// The last event if it is `run_end`.
    pub fn run_end(&self) -> Option<&Ev> {
        self.events.last().filter(|e| e.is_run_end())
    }
}

/// Read a whole trace file (plain JSON or gzip, by magic bytes) into memory. For a
/// trace of any size, stream it instead ([`super::stream::stream`]).
pub fn load(path: &Path) -> Result<Trace, TraceError> {
    let file = path.display().to_string();
    collect(&file, Source::File(path))
}

/// Parse the bytes of a trace file named `file` (plain JSON or gzip, by magic bytes).
pub fn parse(file: &str, bytes: &[u8]) -> Result<Trace, TraceError> {
    collect(file, Source::Bytes(bytes))
}

/// Every event of a streamed trace, kept.
#[derive(Default)]
struct Collect {
    events: Vec<Ev>,
}

impl Sink for Collect {
    fn head(&mut self, _: &Head) -> Result<(), TraceError> {
        Ok(())
    }
    fn event(&mut self, e: Ev) -> Result<(), TraceError> {
        self.events.push(e);
        Ok(())
    }
}

fn collect(file: &str, src: Source) -> Result<Trace, TraceError> {
    let mut c = Collect::default();
    let head = stream(file, src, &mut c)?;
    Ok(Trace {
        file: head.file,
        top: head.top,
        other: head.other,
        events: c.events,
    })
}

/// A JSON value for a message, shortened.
pub(crate) fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 40 {
        let t: String = s.chars().take(37).collect();
        format!("{t}...")
    } else {
        s
    }
}

/// The fields of one event as written, before their types are checked.
#[derive(Default)]
pub(crate) struct RawEv {
    ph: Option<Value>,
    name: Option<Value>,
    cat: Option<Value>,
    pid: Option<Value>,
    tid: Option<Value>,
    ts: Option<Value>,
    dur: Option<Value>,
    id: Option<Value>,
    args: Option<Value>,
    extra: Map<String, Value>,
}

fn want_u64(v: Option<Value>, key: &str) -> Result<Option<u64>, String> {
    match v {
        None => Ok(None),
        Some(v) => v
            .as_u64()
            .map(Some)
            .ok_or_else(|| format!("`{key}` must be a non-negative integer, got {}", short(&v))),
    }
}

fn want_str(v: Option<Value>, key: &str) -> Result<Option<String>, String> {
    match v {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(v) => Err(format!("`{key}` must be a string, got {}", short(&v))),
    }
}

impl RawEv {
    /// The typed event, or what is wrong with it.
    pub(crate) fn finish(self, index: usize) -> Result<Ev, String> {
        let ph = want_str(self.ph, "ph")?.ok_or("missing `ph`")?;
        let name = want_str(self.name, "name")?.unwrap_or_default();
        let cat = want_str(self.cat, "cat")?.unwrap_or_default();
        let pid = want_u64(self.pid, "pid")?.ok_or("missing `pid`")?;
        let tid = match want_u64(self.tid, "tid")? {
            Some(t) => t,
            // Counters are per process in the Trace Event Format (FORMAT.md's example
            // `C` events carry no `tid`).
            None if ph == "C" => 0,
            None => return Err("missing `tid`".to_string()),
        };
        let ts = want_u64(self.ts, "ts")?.ok_or("missing `ts`")?;
        let dur = want_u64(self.dur, "dur")?;
        let id = want_u64(self.id, "id")?;
        let args = match self.args {
            None => Value::Null,
            Some(a @ Value::Object(_)) => a,
            Some(a) => return Err(format!("`args` must be an object, got {}", short(&a))),
        };
        Ok(Ev {
            index,
            ph,
            name,
            cat,
            pid,
            tid,
            ts,
            dur,
            id,
            args,
            extra: self.extra,
        })
    }
}

/// A key of an event object.
enum Field {
    Ph,
    Name,
    Cat,
    Pid,
    Tid,
    Ts,
    Dur,
    Id,
    Args,
    Other(String),
}

impl<'de> de::Deserialize<'de> for Field {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Field, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Field;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a key")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Field, E> {
                Ok(match s {
                    "ph" => Field::Ph,
                    "name" => Field::Name,
                    "cat" => Field::Cat,
                    "pid" => Field::Pid,
                    "tid" => Field::Tid,
                    "ts" => Field::Ts,
                    "dur" => Field::Dur,
                    "id" => Field::Id,
                    "args" => Field::Args,
                    _ => Field::Other(s.to_string()),
                })
            }
        }
        d.deserialize_identifier(V)
    }
}

/// One element of `traceEvents`: `Ok(Err(msg))` when it is well-formed JSON but not an
/// event object.
pub(crate) struct EvSeed;

impl<'de> DeserializeSeed<'de> for EvSeed {
    type Value = Result<RawEv, String>;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for EvSeed {
    type Value = Result<RawEv, String>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a trace event object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut r = RawEv::default();
        while let Some(k) = map.next_key::<Field>()? {
            let v: Value = map.next_value()?;
            let slot = match k {
                Field::Ph => &mut r.ph,
                Field::Name => &mut r.name,
                Field::Cat => &mut r.cat,
                Field::Pid => &mut r.pid,
                Field::Tid => &mut r.tid,
                Field::Ts => &mut r.ts,
                Field::Dur => &mut r.dur,
                Field::Id => &mut r.id,
                Field::Args => &mut r.args,
                Field::Other(k) => {
                    r.extra.insert(k, v);
                    continue;
                }
            };
            *slot = Some(v);
        }
        Ok(Ok(r))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<de::IgnoredAny>()?.is_some() {}
        Ok(Err("an event must be an object, got an array".into()))
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
        Ok(Err(format!("an event must be an object, got {v}")))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        Ok(Err(format!("an event must be an object, got {v}")))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        Ok(Err(format!("an event must be an object, got {v}")))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        Ok(Err(format!("an event must be an object, got {v}")))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Err(format!(
            "an event must be an object, got {}",
            short(&Value::from(v))
        )))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(Err("an event must be an object, got null".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OK: &str = r#"{"otherData":{"warpsim_trace":1},"traceEvents":[
{"ph":"X","cat":"issue","name":"add","pid":0,"tid":1,"ts":5,"dur":1,"args":{"n":1}},
{"ph":"i","s":"g","cat":"run","name":"run_end","pid":0,"tid":0,"ts":9,"args":{"cycles":9}}
]}"#;

    #[test]
    fn reads_events_and_extra_keys() {
        let t = parse("t.json", OK.as_bytes()).unwrap();
        assert_eq!(t.events.len(), 2);
        assert_eq!(t.events[0].dur, Some(1));
        assert_eq!(t.events[0].arg_u64("n"), Some(1));
        assert_eq!(t.events[1].index, 1);
        assert_eq!(t.events[1].extra.get("s"), Some(&Value::from("g")));
        assert!(t.run_end().is_some());
        assert_eq!(t.other_u64("warpsim_trace"), Some(1));
    }

    #[test]
    fn syntax_error_is_located_by_byte_line_col() {
        // Line 2 starts at byte 16.
        let text = "{\"traceEvents\":\n[{\"ph\":\"X\" x}]}";
        let e = parse("t.json", text.as_bytes()).unwrap_err();
        match e.loc {
            TraceLoc::Byte {
                offset, line, col, ..
            } => {
                assert_eq!(line, 2);
                assert_eq!(text.as_bytes()[offset as usize], b'x', "{e}");
                assert_eq!(col, offset - 16 + 1);
            }
            ref l => panic!("{l:?}"),
        }
        assert!(e.to_string().starts_with("t.json: byte "), "{e}");
    }

    #[test]
    fn offsets_follow_serde_columns() {
        for text in [
            "{\"a\":[1,2,x]}",
            "{\"a\":\n  tru}",
            "{\n\n  ]",
            "{\"a\":1,}",
            "{\"b\":\n\n[\n1\n,\n,",
        ] {
            let err = serde_json::from_str::<Value>(text).unwrap_err();
            let e = parse("t.json", text.as_bytes()).unwrap_err();
            match e.loc {
                TraceLoc::Byte { line, col, .. } => {
                    assert_eq!(
                        (line, col),
                        (err.line() as u64, err.column() as u64),
                        "{text:?}"
                    )
                }
                ref l => panic!("{text:?}: {l:?}"),
            }
        }
    }

    #[test]
    fn truncated_json_points_at_the_end() {
        let cut = OK.find("\"dur\"").unwrap();
        let line2 = OK.find('\n').unwrap() + 1;
        let e = parse("t.json", &OK.as_bytes()[..cut]).unwrap_err();
        assert_eq!(
            e.loc,
            TraceLoc::Byte {
                offset: cut as u64,
                line: 2,
                col: (cut - line2) as u64 + 1,
                decompressed: false
            },
            "{e}"
        );
        assert!(e.msg.contains("truncated"), "{e}");
    }

    #[test]
    fn shape_errors_name_the_event() {
        let text = OK.replace("\"ts\":9,", "");
        let e = parse("t.json", text.as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), "t.json: event 1: missing `ts`");
        let text = OK.replace("\"ts\":5", "\"ts\":-5");
        let e = parse("t.json", text.as_bytes()).unwrap_err();
        assert_eq!(e.event_index(), Some(0));
        assert!(e.msg.contains("non-negative integer"), "{e}");
        let text = OK.replace("\"tid\":1,", "");
        assert_eq!(
            parse("t.json", text.as_bytes()).unwrap_err().to_string(),
            "t.json: event 0: missing `tid`"
        );
        let e = parse("t.json", b"{\"traceEvents\":[3]}").unwrap_err();
        assert_eq!(e.event_index(), Some(0));
        let e = parse("t.json", b"{\"otherData\":{}}").unwrap_err();
        assert!(e.msg.contains("missing `traceEvents`"), "{e}");
        let e = parse("t.json", b"[]").unwrap_err();
        assert!(matches!(e.loc, TraceLoc::Byte { .. }), "{e}");
        let e = parse("t.json", b"").unwrap_err();
        assert!(e.msg.contains("empty"), "{e}");
    }

    #[test]
    fn counter_without_tid_is_accepted() {
        let text =
            r#"{"traceEvents":[{"ph":"C","name":"activity","pid":2,"ts":0,"args":{"ipc":1.5}}]}"#;
        let t = parse("t.json", text.as_bytes()).unwrap();
        assert_eq!((t.events[0].pid, t.events[0].tid), (2, 0));
    }

    #[test]
    fn gzip_is_detected_by_magic_and_truncation_is_located() {
        use std::io::Write;
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        enc.write_all(OK.as_bytes()).unwrap();
        let gz = enc.finish().unwrap();
        let t = parse("t.json", &gz).unwrap();
        assert_eq!(t.events.len(), 2);
        for cut in 2..gz.len() {
            let e = parse("t.json.gz", &gz[..cut]).unwrap_err();
            match e.loc {
                TraceLoc::Compressed { offset } => assert!(offset as usize <= cut, "{e}"),
                ref l => panic!("cut {cut}: {l:?}: {e}"),
            }
        }
        let mut bad = gz.clone();
        let n = bad.len();
        bad[n - 6] ^= 0xff; // the CRC
        assert!(parse("t.json.gz", &bad).is_err());
        // Bytes after the stream are named as such, not as truncation.
        let mut tail = gz.clone();
        tail.extend_from_slice(b"junk!");
        let e = parse("t.json.gz", &tail).unwrap_err();
        assert!(e.msg.contains("5 bytes of trailing data"), "{e}");
        assert!(matches!(e.loc, TraceLoc::Compressed { offset } if offset as usize == gz.len()));
    }

    #[test]
    fn gzip_members_concatenate_and_bombs_stop() {
        use std::io::Write;
        let gz = |b: &[u8]| {
            let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            enc.write_all(b).unwrap();
            enc.finish().unwrap()
        };
        let text = OK.as_bytes();
        let mut two = gz(&text[..40]);
        two.extend(gz(&text[40..]));
        assert_eq!(parse("t.json.gz", &two).unwrap().events.len(), 2);
        // 300 MiB of spaces compress to about 300 kB: far past 100x.
        let bomb = gz(&vec![b' '; 300 << 20]);
        let e = parse("t.json.gz", &bomb).unwrap_err();
        assert!(e.msg.contains("a gzip bomb?"), "{e}");
    }
}
