//! `warpsim replay`'s work on a trace read back: the run summary rebuilt from the events
//! ([`summary`], streamed by [`summarize_file`]), writing a trace ([`write`]), and the
//! parsers of the CLI's cycle ranges and id lists
//! ([`parse_range`], [`parse_list`]), shared with `--trace-cycles/--trace-sms/--trace-warps`.

pub use super::cut::{cut, cut_file, CutPlan, Cutter, MAX_BE_PAIRS};
use super::read::{Ev, Trace, TraceError, TraceLoc};
use super::stream::{stream, Head, Sink, Source};
use super::validate::Validator;
use crate::timing::stall::Stall;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

/// The stall reasons, in report order (the stats' `stall_reasons`).
pub const STALL_REASONS: [&str; Stall::COUNT] = {
    let mut out = [""; Stall::COUNT];
    let mut i = 0;
    while i < Stall::COUNT {
        out[i] = Stall::ALL[i].1;
        i += 1;
    }
    out
};

/// What a trace says about its run.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// `otherData.kernel`, `config`, `arch` (`""` when absent).
    pub kernel: String,
    /// `otherData.application`: the workload of an application's timeline (`""` for
    /// a trace of one launch).
    pub application: String,
    pub config: String,
    pub arch: String,
    /// `otherData.sms`, `schedulers`, `issue_width` (0 when absent).
    pub sms: u64,
    pub schedulers: u64,
    pub issue_width: u64,
    /// `run_end.args.cycles` (0 without `run_end`).
    pub cycles: u64,
    /// Sum of the issue slices' `args.n`.
    pub warp_instructions: u64,
    /// `run_end.args.warp_instructions`: the whole run's count, even in a cut trace.
    pub run_end_warp_instructions: Option<u64>,
    /// Global warp id -> warp-instructions issued (sum of `args.n`).
    pub per_warp_issued: BTreeMap<u64, u64>,
    /// Stall reason -> idle scheduler slots (sum of the stall slices' `args.slots`);
    /// every reason of [`STALL_REASONS`] is present.
    pub stalls: BTreeMap<String, u64>,
    /// `run_end.args.status` (`""` without `run_end`), `truncated`, `message`.
    pub status: String,
    pub truncated: bool,
    pub message: String,
    /// `otherData.filters` (`null` when absent).
    pub filters: Value,
    /// Number of events.
    pub events: usize,
    /// An application's launches (its `launch` slices; 0 for a trace of one launch).
    pub launches: u64,
}

/// Rebuild the run summary from a trace's events.
pub fn summary(t: &Trace) -> Summary {
    let mut s = Summarizer::new(&head_of(t));
    for e in &t.events {
        s.event(e);
    }
    s.finish()
}

/// The head of a trace in memory.
pub(crate) fn head_of(t: &Trace) -> Head {
    Head {
        file: t.file.clone(),
        top: t.top.clone(),
        other: t.other.clone(),
    }
}

/// Builds a [`Summary`] one event at a time (memory: the warps, never the events).
pub struct Summarizer {
    out: Summary,
}

impl Summarizer {
    pub fn new(head: &Head) -> Summarizer {
        let other = &head.other;
        let s = |k: &str| {
            other
                .get(k)
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string()
        };
        let u = |k: &str| other.get(k).and_then(Value::as_u64).unwrap_or(0);
        Summarizer {
            out: Summary {
                kernel: s("kernel"),
                application: s("application"),
                config: s("config"),
                arch: s("arch"),
                sms: u("sms"),
                schedulers: u("schedulers"),
                issue_width: u("issue_width"),
                cycles: 0,
                warp_instructions: 0,
                run_end_warp_instructions: None,
                per_warp_issued: BTreeMap::new(),
                stalls: STALL_REASONS.iter().map(|r| (r.to_string(), 0)).collect(),
                status: String::new(),
                truncated: false,
                message: String::new(),
                filters: other.get("filters").cloned().unwrap_or(Value::Null),
                events: 0,
                launches: 0,
            },
        }
    }

    pub fn event(&mut self, e: &Ev) {
        let out = &mut self.out;
        out.events += 1;
        // `run_end` counts only as the last event.
        out.cycles = 0;
        out.run_end_warp_instructions = None;
        out.status.clear();
        out.truncated = false;
        out.message.clear();
        if e.is_run_end() {
            out.cycles = e.arg_u64("cycles").unwrap_or(0);
            out.run_end_warp_instructions = e.arg_u64("warp_instructions");
            out.status = e.arg_str("status").unwrap_or("").to_string();
            out.truncated = e.args.get("truncated").and_then(Value::as_bool) == Some(true);
            out.message = e.arg_str("message").unwrap_or("").to_string();
        }
        if e.ph != "X" {
            return;
        }
        match e.cat.as_str() {
            "issue" => {
                let n = e.arg_u64("n").unwrap_or(1);
                out.warp_instructions = out.warp_instructions.saturating_add(n);
                if let Some(w) = e.arg_u64("warp") {
                    let c = out.per_warp_issued.entry(w).or_default();
                    *c = c.saturating_add(n);
                }
            }
            "launch" => out.launches += 1,
            "stall" => {
                let reason = e.arg_str("reason").unwrap_or(&e.name);
                let slots = e.arg_u64("slots").or(e.dur).unwrap_or(0);
                match out.stalls.get_mut(reason) {
                    Some(c) => *c = c.saturating_add(slots),
                    None => {
                        out.stalls.insert(reason.to_string(), slots);
                    }
                }
            }
            _ => {}
        }
    }

    pub fn finish(self) -> Summary {
        self.out
    }
}

/// `filters.cycles` as written: `[A, B]` or `"A..B"`.
pub fn filter_window(filters: &Value) -> Option<(u64, u64)> {
    match filters.get("cycles")? {
        Value::Array(v) if v.len() == 2 => Some((v[0].as_u64()?, v[1].as_u64()?)),
        Value::String(s) => parse_range(s).ok(),
        _ => None,
    }
}

/// `filters.sms` (or `warps`) as written: `[0, 3, 5]` or `"0,3,5-7"`.
pub fn filter_list(filters: &Value, key: &str) -> Option<Vec<u32>> {
    match filters.get(key)? {
        Value::Array(v) => v
            .iter()
            .map(|x| x.as_u64().and_then(|n| u32::try_from(n).ok()))
            .collect(),
        Value::String(s) => parse_list(s).ok(),
        _ => None,
    }
}

impl Summary {
    /// Idle-or-issue scheduler slots the trace covers: cycles x SMs x schedulers x issue
    /// width. A cut trace covers only its window (up to `cycles`) and its SMs.
    pub fn issue_slots(&self) -> u64 {
        let cycles = match filter_window(&self.filters) {
            Some((a, b)) => b.min(self.cycles).saturating_sub(a),
            None => self.cycles,
        };
        let sms = match filter_list(&self.filters, "sms") {
            Some(l) => l.iter().filter(|&&s| (s as u64) < self.sms).count() as u64,
            None => self.sms,
        };
        let n = cycles as u128 * sms as u128 * self.schedulers as u128 * self.issue_width as u128;
        n.min(u64::MAX as u128) as u64
    }

    /// Total stalled slots.
    pub fn stall_slots(&self) -> u64 {
        self.stalls.values().sum()
    }

    /// Is the trace cut (window or SMs) or filtered by warp?
    pub fn filtered(&self) -> bool {
        ["cycles", "sms", "warps"]
            .iter()
            .any(|k| self.filters.get(k).is_some_and(|v| !v.is_null()))
    }

    /// The human summary.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let pct = |n: u64, of: u64| {
            if of == 0 {
                0.0
            } else {
                100.0 * n as f64 / of as f64
            }
        };
        let name = if !self.application.is_empty() {
            format!("application {} (kernels {})", self.application, self.kernel)
        } else if self.kernel.is_empty() {
            "trace".to_string()
        } else {
            format!("kernel {}", self.kernel)
        };
        let on = match (self.config.is_empty(), self.arch.is_empty()) {
            (false, false) => format!(" on {} ({})", self.config, self.arch),
            (false, true) => format!(" on {}", self.config),
            (true, false) => format!(" ({})", self.arch),
            (true, true) => String::new(),
        };
        let status = if self.status.is_empty() {
            "no run_end"
        } else {
            &self.status
        };
        let _ = writeln!(s, "{name}{on}: status {status}");
        if !self.message.is_empty() {
            let _ = writeln!(s, "  message: {}", self.message);
        }
        if self.truncated {
            let _ = writeln!(
                s,
                "  truncated: the trace hit its size cap (--trace-max-bytes); counts cover the written part"
            );
        }
        if self.filtered() {
            let mut parts = Vec::new();
            if let Some((a, b)) = filter_window(&self.filters) {
                parts.push(format!("cycles {a}..{b}"));
            }
            if let Some(l) = filter_list(&self.filters, "sms") {
                parts.push(format!("SMs {}", list_text(&l)));
            }
            if let Some(l) = filter_list(&self.filters, "warps") {
                parts.push(format!("warps {}", list_text(&l)));
            }
            let _ = writeln!(s, "  filtered: {}", parts.join(", "));
        }
        if self.launches > 0 {
            let _ = writeln!(s, "launches            {}", self.launches);
        }
        let _ = writeln!(s, "cycles              {}", self.cycles);
        let _ = write!(s, "warp-instructions   {}", self.warp_instructions);
        match self.run_end_warp_instructions {
            Some(n) if n != self.warp_instructions => {
                let _ = writeln!(s, " (whole run: {n})");
            }
            _ => s.push('\n'),
        }
        let slots = self.issue_slots();
        let _ = writeln!(
            s,
            "issue slots         {slots} (cycles x {} SMs x {} schedulers x issue width {}{})",
            if self.filtered() {
                filter_list(&self.filters, "sms").map_or(self.sms, |l| l.len() as u64)
            } else {
                self.sms
            },
            self.schedulers,
            self.issue_width,
            if filter_window(&self.filters).is_some() {
                ", cycles in the window"
            } else {
                ""
            }
        );
        let _ = writeln!(s, "stalls (scheduler slots, % of issue slots):");
        let mut order: Vec<&String> = STALL_REASONS
            .iter()
            .filter_map(|r| self.stalls.get_key_value(*r).map(|(k, _)| k))
            .collect();
        order.extend(
            self.stalls
                .keys()
                .filter(|k| !STALL_REASONS.contains(&k.as_str())),
        );
        for r in order {
            let n = self.stalls[r];
            let _ = writeln!(s, "  {r:<14} {n:>14} {:>7.2}%", pct(n, slots));
        }
        let total = self.stall_slots();
        let _ = writeln!(
            s,
            "  {:<14} {total:>14} {:>7.2}%",
            "total",
            pct(total, slots)
        );
        if !self.per_warp_issued.is_empty() {
            let mut top: Vec<(u64, u64)> =
                self.per_warp_issued.iter().map(|(&w, &n)| (w, n)).collect();
            top.sort_by_key(|&(w, n)| (std::cmp::Reverse(n), w));
            let shown = top.len().min(10);
            let _ = writeln!(
                s,
                "warp-instructions per warp (top {shown} of {} warps):",
                top.len()
            );
            for (w, n) in &top[..shown] {
                let _ = writeln!(
                    s,
                    "  warp {w:<9} {n:>14} {:>7.2}%",
                    pct(*n, self.warp_instructions)
                );
            }
        }
        s
    }

    /// The summary as JSON: `cycles`, `warp_instructions`, `stalls` (every reason, zeros
    /// included, like the stats JSON), `per_warp_issued` (`{"<global warp id>": n}`), plus
    /// `issue_slots`, `launches` (0 for one launch), `status`, `truncated` and `filters`.
    pub fn to_json(&self) -> Value {
        let stalls: Map<String, Value> = self
            .stalls
            .iter()
            .map(|(k, &v)| (k.clone(), json!(v)))
            .collect();
        let per_warp: Map<String, Value> = self
            .per_warp_issued
            .iter()
            .map(|(w, &n)| (w.to_string(), json!(n)))
            .collect();
        json!({
            "cycles": self.cycles,
            "warp_instructions": self.warp_instructions,
            "stalls": stalls,
            "per_warp_issued": per_warp,
            "issue_slots": self.issue_slots(),
            "launches": self.launches,
            "status": self.status,
            "truncated": self.truncated,
            "filters": self.filters,
        })
    }
}

/// `0,3,5-7` for a sorted list.
fn list_text(l: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < l.len() {
        let mut j = i;
        while j + 1 < l.len() && l[j + 1] == l[j] + 1 {
            j += 1;
        }
        parts.push(if j > i + 1 {
            format!("{}-{}", l[i], l[j])
        } else if j == i + 1 {
            format!("{},{}", l[i], l[j])
        } else {
            l[i].to_string()
        });
        i = j + 1;
    }
    parts.join(",")
}

/// A cycle range `A..B` (`B` exclusive, `A < B`).
pub fn parse_range(s: &str) -> Result<(u64, u64), String> {
    let bad = || format!("expected a cycle range A..B (B exclusive), got {s:?}");
    let (a, b) = s.trim().split_once("..").ok_or_else(bad)?;
    let num = |x: &str| -> Result<u64, String> {
        let x = x.trim();
        if x.is_empty() || !x.bytes().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        x.parse::<u64>()
            .map_err(|_| format!("cycle {x} in {s:?} is too large"))
    };
    let (a, b) = (num(a)?, num(b)?);
    if a >= b {
        return Err(format!(
            "empty cycle range {s:?}: A..B needs A < B (B is exclusive)"
        ));
    }
    Ok((a, b))
}

/// Most ids one list may name (`0-4294967295` would not fit in memory).
const LIST_MAX: usize = 1 << 22;

/// An id list `0,3,5-7` (ranges inclusive), sorted and without duplicates.
pub fn parse_list(s: &str) -> Result<Vec<u32>, String> {
    let num = |x: &str| -> Result<u32, String> {
        let x = x.trim();
        if x.is_empty() || !x.bytes().all(|c| c.is_ascii_digit()) {
            return Err(format!(
                "expected a list of ids like 0,3,5-7, got {s:?} (bad item {x:?})"
            ));
        }
        x.parse::<u32>()
            .map_err(|_| format!("id {x} in {s:?} is too large"))
    };
    if s.trim().is_empty() {
        return Err("expected a list of ids like 0,3,5-7, got an empty string".into());
    }
    let mut out = Vec::new();
    for item in s.split(',') {
        match item.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (num(a)?, num(b)?);
                if a > b {
                    return Err(format!("reversed range {}-{b} in {s:?}", a));
                }
                if (b - a) as usize >= LIST_MAX || out.len() + (b - a) as usize >= LIST_MAX {
                    return Err(format!("list {s:?} names more than {LIST_MAX} ids"));
                }
                out.extend(a..=b);
            }
            None => {
                out.push(num(item)?);
                if out.len() > LIST_MAX {
                    return Err(format!("list {s:?} names more than {LIST_MAX} ids"));
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// Write one event as a JSON object (keys in FORMAT.md's order).
pub(crate) fn write_event(w: &mut impl Write, e: &Ev) -> std::io::Result<()> {
    let js = |v: &str| Value::from(v).to_string();
    write!(w, "{{\"ph\":{}", js(&e.ph))?;
    if !e.cat.is_empty() {
        write!(w, ",\"cat\":{}", js(&e.cat))?;
    }
    if !e.name.is_empty() {
        write!(w, ",\"name\":{}", js(&e.name))?;
    }
    for (k, v) in &e.extra {
        write!(w, ",{}:{}", js(k), v)?;
    }
    if let Some(id) = e.id {
        write!(w, ",\"id\":{id}")?;
    }
    write!(w, ",\"pid\":{},\"tid\":{},\"ts\":{}", e.pid, e.tid, e.ts)?;
    if let Some(d) = e.dur {
        write!(w, ",\"dur\":{d}")?;
    }
    if !e.args.is_null() {
        write!(w, ",\"args\":{}", e.args)?;
    }
    w.write_all(b"}")
}

/// Writes a trace as JSON text (one event a line), event by event.
pub struct EventWriter<W: Write> {
    w: W,
    n: usize,
}

impl<W: Write> EventWriter<W> {
    /// Write the head (top-level keys, `otherData`) and open `traceEvents`.
    pub fn start(mut w: W, head: &Head) -> std::io::Result<Self> {
        w.write_all(b"{")?;
        for (k, v) in &head.top {
            write!(w, "{}:{},", Value::from(k.as_str()), v)?;
        }
        write!(w, "\"otherData\":{},\n\"traceEvents\":[", head.other)?;
        Ok(EventWriter { w, n: 0 })
    }

    pub fn event(&mut self, e: &Ev) -> std::io::Result<()> {
        self.w.write_all(if self.n == 0 { b"\n" } else { b",\n" })?;
        self.n += 1;
        write_event(&mut self.w, e)
    }

    /// Close the document; returns the writer.
    pub fn finish(mut self) -> std::io::Result<W> {
        self.w.write_all(b"]}\n")?;
        Ok(self.w)
    }
}

/// Write a trace as JSON text (one event a line) to `w`.
pub fn write_to(t: &Trace, w: &mut impl Write) -> std::io::Result<()> {
    let mut out = EventWriter::start(w, &head_of(t))?;
    for e in &t.events {
        out.event(e)?;
    }
    out.finish().map(|_| ())
}

/// Write a trace to `path`, gzip-compressed when the path ends in `.gz`.
pub fn write(t: &Trace, path: &Path) -> Result<(), TraceError> {
    let name = path.display().to_string();
    let err =
        |e: std::io::Error| TraceError::new(&name, TraceLoc::File, format!("cannot write: {e}"));
    let f = std::fs::File::create(path).map_err(err)?;
    let mut buf = std::io::BufWriter::new(f);
    if path.to_string_lossy().ends_with(".gz") {
        let mut gz = flate2::write::GzEncoder::new(&mut buf, flate2::Compression::default());
        write_to(t, &mut gz).map_err(err)?;
        gz.finish().map_err(err)?;
    } else {
        write_to(t, &mut buf).map_err(err)?;
    }
    buf.flush().map_err(err)
}

/// Validate and summarise the trace at `path` in one streamed pass.
///
/// # Errors
/// The first read or validation error.
pub fn summarize_file(path: &Path) -> Result<Summary, TraceError> {
    struct Both {
        v: Option<Validator>,
        s: Option<Summarizer>,
    }
    impl Sink for Both {
        fn head(&mut self, head: &Head) -> Result<(), TraceError> {
            self.v = Some(Validator::new(head)?);
            self.s = Some(Summarizer::new(head));
            Ok(())
        }
        fn event(&mut self, e: Ev) -> Result<(), TraceError> {
            if let (Some(v), Some(s)) = (self.v.as_mut(), self.s.as_mut()) {
                v.event(&e)?;
                s.event(&e);
            }
            Ok(())
        }
    }
    let file = path.display().to_string();
    let mut both = Both { v: None, s: None };
    stream(&file, Source::File(path), &mut both)?;
    match (both.v, both.s) {
        (Some(v), Some(s)) => {
            v.finish()?;
            Ok(s.finish())
        }
        _ => Err(TraceError::new(&file, TraceLoc::File, "no events")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::read::parse;
    use crate::trace::validate::validate;

    #[test]
    fn ranges() {
        assert_eq!(parse_range("0..1"), Ok((0, 1)));
        assert_eq!(parse_range(" 100 .. 200 "), Ok((100, 200)));
        assert_eq!(parse_range("0..18446744073709551615"), Ok((0, u64::MAX)));
        for bad in [
            "",
            "..",
            "5..",
            "..5",
            "5..5",
            "6..5",
            "1...2",
            "-1..2",
            "a..b",
            "1..2..3",
            "1-2",
            "1..18446744073709551616",
            "+1..2",
        ] {
            assert!(parse_range(bad).is_err(), "{bad:?}");
        }
        assert!(parse_range("5..5").unwrap_err().contains("A < B"));
    }

    #[test]
    fn lists() {
        assert_eq!(parse_list("0,3,5-7"), Ok(vec![0, 3, 5, 6, 7]));
        assert_eq!(parse_list("7"), Ok(vec![7]));
        assert_eq!(parse_list(" 3 , 1, 2-2,1 "), Ok(vec![1, 2, 3]));
        assert_eq!(parse_list("4294967295"), Ok(vec![u32::MAX]));
        assert_eq!(
            parse_list("4294967294-4294967295"),
            Ok(vec![u32::MAX - 1, u32::MAX])
        );
        for bad in [
            "",
            " ",
            ",",
            "1,",
            ",1",
            "1,,2",
            "7-5",
            "1-",
            "-1",
            "1-2-3",
            "x",
            "4294967296",
            "0-4294967295",
            "1.5",
        ] {
            assert!(parse_list(bad).is_err(), "{bad:?}");
        }
        assert!(parse_list("7-5").unwrap_err().contains("reversed"));
        assert_eq!(list_text(&[0, 3, 5, 6, 7, 9, 10]), "0,3,5-7,9,10");
    }

    #[test]
    fn stall_reasons_match_the_stats() {
        assert_eq!(STALL_REASONS[0], "no_warp");
        assert_eq!(STALL_REASONS[Stall::COUNT - 1], "drained");
    }

    const T: &str = r#"{"displayTimeUnit":"ns","otherData":{"warpsim_trace":1,"kernel":"k","sms":2,"schedulers":1,"issue_width":2,"filters":{"cycles":null,"sms":null,"warps":null}},"traceEvents":[
{"ph":"M","name":"process_name","pid":0,"tid":0,"ts":0,"args":{"name":"SM 0"}},
{"ph":"X","cat":"issue","name":"add","pid":0,"tid":0,"ts":1,"dur":1,"args":{"warp":0,"n":2}},
{"ph":"s","cat":"writeback","name":"writeback","id":1,"pid":0,"tid":0,"ts":1},
{"ph":"X","cat":"stall","name":"dependency","pid":0,"tid":10000,"ts":2,"dur":8,"args":{"reason":"dependency","slots":12,"warp":0}},
{"ph":"i","s":"t","cat":"writeback","name":"writeback","pid":0,"tid":20000,"ts":9,"args":{"warp":0,"pc":0,"regs":["%r1"]}},
{"ph":"f","bp":"e","cat":"writeback","name":"writeback","id":1,"pid":0,"tid":20000,"ts":9},
{"ph":"X","cat":"issue","name":"mul","pid":0,"tid":0,"ts":10,"dur":1,"args":{"warp":0,"n":1}},
{"ph":"X","cat":"issue","name":"mul","pid":1,"tid":0,"ts":10,"dur":1,"args":{"warp":8,"n":1}},
{"ph":"i","s":"g","cat":"run","name":"run_end","pid":0,"tid":0,"ts":12,"args":{"cycles":12,"warp_instructions":4,"status":"ok","truncated":false,"message":""}}
]}"#;

    #[test]
    fn summary_and_cut() {
        let t = parse("t.json", T.as_bytes()).unwrap();
        validate(&t).unwrap();
        let s = summary(&t);
        assert_eq!(s.cycles, 12);
        assert_eq!(s.warp_instructions, 4);
        assert_eq!(s.per_warp_issued, BTreeMap::from([(0, 3), (8, 1)]));
        assert_eq!(s.stalls["dependency"], 12);
        assert_eq!(s.stalls.len(), Stall::COUNT);
        assert_eq!(s.issue_slots(), 12 * 2 * 2);
        let j = s.to_json();
        assert_eq!(j["stalls"]["drained"], json!(0));
        assert_eq!(j["per_warp_issued"]["8"], json!(1));
        assert!(s.render().contains("dependency"), "{}", s.render());

        // [4, 9): the stall is clipped to [4, 9) = 5 of 8 cycles: 12 * 5 / 8 = 7 slots;
        // the flow's start is cut so its end goes; the issues at 1 and 10 go.
        let c = cut(&t, Some((4, 9)), Some(&[0]));
        validate(&c).unwrap();
        let names: Vec<&str> = c.events.iter().map(|e| e.ph.as_str()).collect();
        assert_eq!(names, ["M", "X", "i"]);
        let cs = summary(&c);
        assert_eq!(cs.stalls["dependency"], 7);
        assert_eq!(cs.warp_instructions, 0);
        assert_eq!(cs.issue_slots(), 5 * 2);
        let r = c.run_end().unwrap();
        assert_eq!(r.ts, 9);
        assert_eq!(r.args["cut"], json!({"window":[4,9],"sms":[0]}));
        assert_eq!(c.other["filters"]["cycles"], json!([4, 9]));

        // Round trip through text.
        let mut buf = Vec::new();
        write_to(&c, &mut buf).unwrap();
        let back = parse("c.json", &buf).unwrap();
        assert_eq!(back.events, c.events);
        assert_eq!(back.other, c.other);
        assert_eq!(back.top, c.top);

        // A second cut intersects with the first.
        let c2 = cut(&c, Some((6, 20)), None);
        validate(&c2).unwrap();
        assert_eq!(c2.other["filters"]["cycles"], json!([6, 9]));
        assert_eq!(c2.other["filters"]["sms"], json!([0]));
        assert_eq!(summary(&c2).stalls["dependency"], 7 * 3 / 5);

        // The whole window keeps every event and the flow.
        let all = cut(&t, Some((0, 100)), None);
        validate(&all).unwrap();
        assert_eq!(all.events.len(), t.events.len());
        assert_eq!(summary(&all).stalls, s.stalls);
    }
}
