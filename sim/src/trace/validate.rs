//! The strict trace validator: every invariant of `traces/FORMAT.md` ("Invariants"),
//! plus the shape of the events FORMAT.md defines (the fields `replay` relies on and the
//! track ranges of each category). The first error in file order is reported, naming the
//! event index and what is wrong.
//!
//! Checked:
//! - `otherData` is an object with `warpsim_trace: 1`, positive integer `sms`,
//!   `schedulers`, `issue_width`, and a `filters` object;
//! - every event has `ph`, `pid`, `tid`, `ts` (`read` enforces it; a counter `C` may omit
//!   `tid`, as FORMAT.md's example does), a known phase, `dur` on `X`, `id` on flows,
//!   `pid` below `otherData.sms` (or equal to it: the memory system's counters; or one
//!   more: an application's launches);
//! - `ts` never decreases on a track in file order. A track is `(pid, tid)`; a counter
//!   series `(pid, name)` is its own track (counters are per process), and metadata (`M`)
//!   events are timeless and on no track;
//! - `X` slices on a track are disjoint or nested (a slice may share an edge);
//! - `B`/`E` match per track;
//! - flow ids: an `s` id is not reused, every `f` (and `t`) follows an `s` with its id,
//!   and an id has at most one `f`;
//! - `run_end` is present, is the last event, and its `args` have `cycles`,
//!   `warp_instructions`, `status` (`ok` / `fault` / `cycle_limit` / `interrupted` /
//!   `error`) and `truncated`;
//! - per category: `issue` (X on a warp slot track, `args.n` >= 1, `args.warp`), `stall`
//!   (X on a scheduler track, a known `args.reason` equal to `name`, `args.slots` with
//!   `dur <= slots <= dur * issue_width`), `writeback` (`i`/`f` on a writeback track, `s`
//!   on a warp slot track), `block` (X on a block slot track), `warp` (`i` on a warp slot
//!   track), `launch` (X on a track of pid `sms + 1`: tid 0, or tid k for the k-th
//!   launch of a group run together, `args.launch`); metadata names and
//!   sort indices; counter values are numbers.

use super::idset::IdSet;
use super::read::{short, Ev, Trace, TraceError, TraceLoc};
use super::replay::STALL_REASONS;
use super::stream::Head;
use serde_json::Value;
use std::collections::HashMap;

/// The phases a warpsim trace may contain (FORMAT.md's plus `B`/`E`, `I` and flow steps).
const PHASES: [&str; 10] = ["X", "i", "I", "s", "t", "f", "C", "M", "B", "E"];

/// Track ranges of `tid` (FORMAT.md, "Processes and tracks").
const STALL_TID: u64 = 10000;
const WRITEBACK_TID: u64 = 20000;
const BLOCK_TID: u64 = 30000;

/// What the event checks need from `otherData`.
struct Info {
    sms: u64,
    schedulers: u64,
    issue_width: u64,
}

/// Check every invariant of FORMAT.md; the error names the (first) offending event.
pub fn validate(t: &Trace) -> Result<(), TraceError> {
    let head = Head {
        file: t.file.clone(),
        top: t.top.clone(),
        other: t.other.clone(),
    };
    let mut v = Validator::new(&head)?;
    for e in &t.events {
        v.event(e)?;
    }
    v.finish()
}

/// Most tracks (and counter series) a trace may have: far beyond any GPU's warp slots,
/// and a bound on the validator's memory.
pub const MAX_TRACKS: usize = 1 << 20;
/// Deepest nesting of `X` slices or open `B` events on one track.
pub const MAX_DEPTH: usize = 1 << 16;
/// Most disjoint ranges of flow ids (warpsim numbers its flows in order: a few ranges).
pub const MAX_FLOW_RANGES: usize = 1 << 22;

/// One track's state.
#[derive(Default)]
struct Track {
    /// (ts, index) of the track's last timed event.
    last: Option<(u64, usize)>,
    /// Indices of open `B` events.
    open: Vec<usize>,
    /// (start, end, index) of the `X` slices that may still contain a later one, outer
    /// first (ends never increase up the stack).
    slices: Vec<(u64, u64, usize)>,
}

/// The strict validator, fed one event at a time in file order ([`Validator::event`]),
/// then [`Validator::finish`]ed. Its memory is bounded by the tracks, the nesting depth
/// and the flow-id ranges (each capped), never by the number of events.
pub struct Validator {
    file: String,
    info: Info,
    /// Does `otherData.filters` keep only part of the run?
    filtered: bool,
    /// Events seen.
    n: usize,
    tracks: HashMap<(u64, u64), Track>,
    /// pid -> counter name -> (ts, index) of its last sample.
    counters: HashMap<u64, HashMap<String, (u64, usize)>>,
    counter_series: usize,
    /// Flow ids started, and those ended.
    flow_start: IdSet,
    flow_end: IdSet,
    /// Sum of the issue slices' `args.n`.
    issued: u64,
    /// Index of `run_end`, once seen.
    run_end: Option<usize>,
    /// `run_end`'s warp-instruction count when the trace claims to be whole.
    whole_count: Option<u64>,
}

impl Validator {
    /// A validator for the trace whose head (`otherData`) is `head`.
    pub fn new(head: &Head) -> Result<Validator, TraceError> {
        let info = check_other(&head.file, &head.other)?;
        let filtered = head
            .other
            .get("filters")
            .and_then(Value::as_object)
            .is_some_and(|f| f.values().any(|v| !v.is_null()));
        Ok(Validator {
            file: head.file.clone(),
            info,
            filtered,
            n: 0,
            tracks: HashMap::new(),
            counters: HashMap::new(),
            counter_series: 0,
            flow_start: IdSet::default(),
            flow_end: IdSet::default(),
            issued: 0,
            run_end: None,
            whole_count: None,
        })
    }

    /// Check the next event.
    pub fn event(&mut self, e: &Ev) -> Result<(), TraceError> {
        let i = self.n;
        self.n += 1;
        let file = self.file.as_str();
        let fail = |msg: String| Err(TraceError::event(file, i, msg));
        if let Some(j) = self.run_end {
            return Err(TraceError::event(
                file,
                j,
                format!("run_end must be the last event (event {i} follows it)"),
            ));
        }
        if e.index != i {
            return fail(format!("event index {} out of place", e.index));
        }
        let info = &self.info;
        if !PHASES.contains(&e.ph.as_str()) {
            return fail(format!(
                "unknown phase `ph`: {:?} (expected one of {})",
                e.ph,
                PHASES.join(", ")
            ));
        }
        // pid `sms` is the memory system, which only has counters (and their
        // process metadata); pid `sms + 1` an application's launches.
        let memory = e.pid == info.sms && matches!(e.ph.as_str(), "C" | "M");
        if e.cat == "launch" && e.pid != info.sms + 1 {
            return fail(format!(
                "launch event on pid {}: launches are on pid {} (otherData.sms + 1)",
                e.pid,
                info.sms + 1
            ));
        }
        let launches = e.pid == info.sms + 1 && (e.ph == "M" || e.cat == "launch");
        if e.pid >= info.sms && !memory && !launches {
            return fail(format!(
                "pid {} is not an SM id (otherData.sms is {}; pid {} carries only the memory system's counters, pid {} only launches)",
                e.pid,
                info.sms,
                info.sms,
                info.sms + 1
            ));
        }
        if e.ph == "X" {
            match e.end() {
                Some(_) => {}
                None if e.dur.is_none() => return fail("X event without `dur`".into()),
                None => return fail("`ts` + `dur` overflows".into()),
            }
        }
        if matches!(e.ph.as_str(), "s" | "t" | "f") && e.id.is_none() {
            return fail(format!("flow event `{}` without `id`", e.ph));
        }
        if e.ph == "i" || e.ph == "I" {
            if let Some(s) = e.extra.get("s") {
                if !matches!(s.as_str(), Some("t" | "p" | "g")) {
                    return fail(format!(
                        "instant scope `s` must be \"t\", \"p\" or \"g\", got {}",
                        short(s)
                    ));
                }
            }
        }
        if e.name == "run_end" {
            if !e.is_run_end() {
                return fail(format!("run_end must be an `i` event, got ph {:?}", e.ph));
            }
            check_run_end(e).or_else(fail)?;
        }
        check_shape(e, info).or_else(fail)?;

        // Time order.
        if e.ph == "C" {
            let series = self.counters.entry(e.pid).or_default();
            match series.get_mut(e.name.as_str()) {
                Some((ts, j)) => {
                    if e.ts < *ts {
                        return fail(format!(
                            "ts {} goes back in time on counter {:?} of pid {} (event {j} has ts {ts})",
                            e.ts, e.name, e.pid
                        ));
                    }
                    (*ts, *j) = (e.ts, i);
                }
                None => {
                    self.counter_series += 1;
                    if self.counter_series > MAX_TRACKS {
                        return fail(format!("more than {MAX_TRACKS} counter series"));
                    }
                    series.insert(e.name.clone(), (e.ts, i));
                }
            }
        } else if e.ph != "M" {
            let k = (e.pid, e.tid);
            if !self.tracks.contains_key(&k) && self.tracks.len() >= MAX_TRACKS {
                return fail(format!("more than {MAX_TRACKS} tracks"));
            }
            let tr = self.tracks.entry(k).or_default();
            if let Some((ts, j)) = tr.last {
                if e.ts < ts {
                    return fail(format!(
                        "ts {} goes back in time on {} (event {j} has ts {ts})",
                        e.ts,
                        track(e.pid, e.tid)
                    ));
                }
            }
            tr.last = Some((e.ts, i));

            // B/E.
            if e.ph == "B" {
                if tr.open.len() >= MAX_DEPTH {
                    return fail(format!(
                        "more than {MAX_DEPTH} open B events on {}",
                        track(e.pid, e.tid)
                    ));
                }
                tr.open.push(i);
            } else if e.ph == "E" && tr.open.pop().is_none() {
                return fail(format!(
                    "E event without an open B on {}",
                    track(e.pid, e.tid)
                ));
            }

            // X slices: disjoint or nested. Starts never decrease on a track (checked
            // above), so the slices that can contain this one are a stack.
            if let (true, Some(end)) = (e.ph == "X", e.end()) {
                let s = e.ts;
                while tr.slices.last().is_some_and(|&(_, pe, _)| pe <= s) {
                    tr.slices.pop();
                }
                // Slices with this start that end inside this one are nested in it: it
                // goes below them.
                let mut at = tr.slices.len();
                while at > 0 && tr.slices[at - 1].0 == s && tr.slices[at - 1].1 <= end {
                    at -= 1;
                }
                if at > 0 {
                    let (ps, pe, pi) = tr.slices[at - 1];
                    if pe < end {
                        return fail(format!(
                            "X slice [{s}, {end}) partly overlaps event {pi}'s slice [{ps}, {pe}) on {} (slices must be disjoint or nested)",
                            track(e.pid, e.tid)
                        ));
                    }
                }
                if tr.slices.len() >= MAX_DEPTH {
                    return fail(format!(
                        "X slices nested more than {MAX_DEPTH} deep on {}",
                        track(e.pid, e.tid)
                    ));
                }
                tr.slices.insert(at, (s, end, i));
            }
        }

        // Flows.
        if let Some(id) = e.id {
            match e.ph.as_str() {
                "s" => {
                    if !self.flow_start.insert(id) {
                        return fail(format!(
                            "flow id {id} is already used by an earlier flow start"
                        ));
                    }
                    if self.flow_start.ranges() > MAX_FLOW_RANGES {
                        return fail(format!(
                            "flow ids scattered over more than {MAX_FLOW_RANGES} ranges"
                        ));
                    }
                }
                "t" | "f" => {
                    if !self.flow_start.contains(id) {
                        return fail(format!(
                            "flow `{}` with id {id} has no earlier flow start `s` with that id",
                            e.ph
                        ));
                    }
                    if e.ph == "f" && !self.flow_end.insert(id) {
                        return fail(format!("second flow end `f` for id {id}"));
                    }
                }
                _ => {}
            }
        }

        if e.ph == "X" && e.cat == "issue" {
            self.issued = self.issued.saturating_add(e.arg_u64("n").unwrap_or(1));
        }
        if e.is_run_end() {
            self.run_end = Some(i);
            let truncated = e.args.get("truncated").and_then(Value::as_bool) == Some(true);
            if !(self.filtered || truncated || e.args.get("cut").is_some()) {
                self.whole_count = e.arg_u64("warp_instructions");
            }
        }
        Ok(())
    }

    /// The checks at the end of the events.
    pub fn finish(self) -> Result<(), TraceError> {
        let file = self.file.as_str();
        if let Some((&(pid, tid), i)) = self
            .tracks
            .iter()
            .filter_map(|(k, t)| t.open.first().map(|i| (k, i)))
            .min_by_key(|&(_, i)| *i)
        {
            return Err(TraceError::event(
                file,
                *i,
                format!("B event has no matching E on {}", track(pid, tid)),
            ));
        }
        let Some(end) = self.run_end else {
            return Err(match self.n {
                0 => TraceError::new(file, TraceLoc::File, "no events: run_end is missing"),
                n => TraceError::event(
                    file,
                    n - 1,
                    "run_end is missing: the last event is not run_end",
                ),
            });
        };
        // A whole trace (no filter, no cut, not truncated, ended normally or not) holds
        // every issue: its count must equal the issue slices' `args.n` summed.
        match self.whole_count {
            Some(n) if n != self.issued => Err(TraceError::event(
                file,
                end,
                format!(
                    "run_end says {n} warp-instructions but the trace's issue slices add up to {} (the trace is unfiltered and not truncated)",
                    self.issued
                ),
            )),
            _ => Ok(()),
        }
    }
}

fn check_other(file: &str, other: &Value) -> Result<Info, TraceError> {
    let err = |msg: String| TraceError::new(file, TraceLoc::Key("otherData".into()), msg);
    let o = match other {
        Value::Object(o) => o,
        Value::Null => return Err(err("missing (expected an object)".into())),
        v => return Err(err(format!("must be an object, got {}", short(v)))),
    };
    match o.get("warpsim_trace") {
        Some(v) if v.as_u64() == Some(1) => {}
        Some(v) => {
            return Err(err(format!(
                "`warpsim_trace` must be 1, got {} (not a warpsim trace of this version)",
                short(v)
            )))
        }
        None => return Err(err("missing `warpsim_trace` (not a warpsim trace)".into())),
    }
    let pos = |key: &str| -> Result<u64, TraceError> {
        match o.get(key) {
            Some(v) => match v.as_u64() {
                Some(n) if n > 0 => Ok(n),
                _ => Err(err(format!(
                    "`{key}` must be a positive integer, got {}",
                    short(v)
                ))),
            },
            None => Err(err(format!("missing `{key}`"))),
        }
    };
    let info = Info {
        sms: pos("sms")?,
        schedulers: pos("schedulers")?,
        issue_width: pos("issue_width")?,
    };
    match o.get("filters") {
        Some(Value::Object(_)) => {}
        Some(v) => {
            return Err(err(format!(
                "`filters` must be an object, got {}",
                short(v)
            )))
        }
        None => return Err(err("missing `filters`".into())),
    }
    Ok(info)
}

fn track(pid: u64, tid: u64) -> String {
    format!("track pid {pid} tid {tid}")
}

fn check_run_end(e: &Ev) -> Result<(), String> {
    if e.args.is_null() {
        return Err("run_end has no `args`".into());
    }
    for key in ["cycles", "warp_instructions"] {
        if e.arg_u64(key).is_none() {
            return Err(format!(
                "run_end `args.{key}` must be a non-negative integer, got {}",
                e.args.get(key).map_or("nothing".into(), short)
            ));
        }
    }
    match e.arg_str("status") {
        Some("ok" | "fault" | "cycle_limit" | "interrupted" | "error") => {}
        _ => {
            return Err(format!(
            "run_end `args.status` must be \"ok\", \"fault\", \"cycle_limit\", \"interrupted\" or \"error\", got {}",
            e.args.get("status").map_or("nothing".into(), short)
        ))
        }
    }
    if !matches!(e.args.get("truncated"), Some(Value::Bool(_))) {
        return Err(format!(
            "run_end `args.truncated` must be true or false, got {}",
            e.args.get("truncated").map_or("nothing".into(), short)
        ));
    }
    Ok(())
}

/// The event's shape for its category / phase.
fn check_shape(e: &Ev, info: &Info) -> Result<(), String> {
    let need_u64 = |key: &str| -> Result<u64, String> {
        e.arg_u64(key).ok_or_else(|| {
            format!(
                "{} event: `args.{key}` must be a non-negative integer, got {}",
                e.cat,
                e.args.get(key).map_or("nothing".into(), short)
            )
        })
    };
    let need_ph = |ph: &str| -> Result<(), String> {
        if e.ph == ph {
            Ok(())
        } else {
            Err(format!(
                "{} event must have ph {ph:?}, got {:?}",
                e.cat, e.ph
            ))
        }
    };
    let need_tid = |lo: u64, hi: u64, what: &str| -> Result<(), String> {
        if (lo..hi).contains(&e.tid) {
            Ok(())
        } else {
            Err(format!(
                "{} {:?} event on tid {}, expected a {what} track (tid {lo}..{hi})",
                e.cat, e.ph, e.tid
            ))
        }
    };
    match e.ph.as_str() {
        "M" => {
            let key = match e.name.as_str() {
                "process_name" | "thread_name" => "name",
                "process_sort_index" | "thread_sort_index" => "sort_index",
                _ => return Ok(()),
            };
            let ok = match e.args.get(key) {
                Some(Value::String(_)) => key == "name",
                Some(v) => key == "sort_index" && v.as_i64().is_some(),
                None => false,
            };
            if !ok {
                return Err(format!(
                    "metadata {:?} needs `args.{key}` ({}), got {}",
                    e.name,
                    if key == "name" {
                        "a string"
                    } else {
                        "an integer"
                    },
                    e.args.get(key).map_or("nothing".into(), short)
                ));
            }
            return Ok(());
        }
        "C" => {
            if e.name.is_empty() {
                return Err("counter event without `name`".into());
            }
            match &e.args {
                Value::Object(m) => {
                    if let Some((k, v)) = m.iter().find(|(_, v)| !v.is_number()) {
                        return Err(format!(
                            "counter value `args.{k}` must be a number, got {}",
                            short(v)
                        ));
                    }
                }
                _ => return Err("counter event without `args`".into()),
            }
            return Ok(());
        }
        _ => {}
    }
    match e.cat.as_str() {
        "issue" => {
            need_ph("X")?;
            need_tid(0, STALL_TID, "warp slot")?;
            if need_u64("n")? == 0 {
                return Err("issue event: `args.n` must be at least 1".into());
            }
            need_u64("warp")?;
        }
        "stall" => {
            need_ph("X")?;
            need_tid(STALL_TID, STALL_TID + info.schedulers, "scheduler stall")?;
            let reason = e.arg_str("reason").unwrap_or("");
            if !STALL_REASONS.contains(&reason) {
                return Err(format!(
                    "stall event: `args.reason` must be one of {}, got {}",
                    STALL_REASONS.join(", "),
                    e.args.get("reason").map_or("nothing".into(), short)
                ));
            }
            if e.name != reason {
                return Err(format!(
                    "stall event: name {:?} differs from args.reason {reason:?}",
                    e.name
                ));
            }
            let slots = need_u64("slots")?;
            let dur = e.dur.unwrap_or(0);
            if dur == 0 {
                return Err("stall event with dur 0".into());
            }
            if slots < dur || slots as u128 > dur as u128 * info.issue_width as u128 {
                return Err(format!(
                    "stall event: slots {slots} outside [dur, dur x issue_width] = [{dur}, {}]",
                    dur as u128 * info.issue_width as u128
                ));
            }
            match e.args.get("warp") {
                None | Some(Value::Null) => {}
                Some(v) if v.is_u64() => {}
                Some(v) => {
                    return Err(format!(
                        "stall event: `args.warp` must be a warp id or null, got {}",
                        short(v)
                    ))
                }
            }
        }
        "writeback" => match e.ph.as_str() {
            "i" | "f" => need_tid(WRITEBACK_TID, BLOCK_TID, "writeback")?,
            "s" => need_tid(0, STALL_TID, "warp slot")?,
            ph => {
                return Err(format!(
                    "writeback event with ph {ph:?} (expected i, s or f)"
                ))
            }
        },
        "block" => {
            need_ph("X")?;
            need_tid(BLOCK_TID, BLOCK_TID + 10000, "block slot")?;
        }
        "launch" => {
            need_ph("X")?;
            // Tid 0; a group's later launches (programmatic dependent launches,
            // overlapping the one before) each have a track of their own.
            need_tid(0, 10000, "launch")?;
            need_u64("launch")?;
        }
        "warp" => {
            need_ph("i")?;
            need_tid(0, STALL_TID, "warp slot")?;
            if e.name != "warp start" && e.name != "warp exit" {
                return Err(format!(
                    "warp event named {:?} (expected \"warp start\" or \"warp exit\")",
                    e.name
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::read::parse;

    fn trace(events: &str) -> Trace {
        let text = format!(
            r#"{{"otherData":{{"warpsim_trace":1,"sms":2,"schedulers":2,"issue_width":1,"filters":{{"cycles":null,"sms":null,"warps":null}}}},"traceEvents":[{events}
{{"ph":"i","s":"g","cat":"run","name":"run_end","pid":0,"tid":0,"ts":100,"args":{{"cycles":100,"warp_instructions":0,"status":"ok","truncated":false,"message":""}}}}]}}"#
        );
        parse("t.json", text.as_bytes()).unwrap()
    }

    fn x(tid: u64, ts: u64, dur: u64) -> String {
        format!(
            r#"{{"ph":"X","cat":"block","name":"b","pid":0,"tid":{},"ts":{ts},"dur":{dur},"args":{{}}}},"#,
            30000 + tid
        )
    }

    fn err(t: &Trace) -> TraceError {
        validate(t).unwrap_err()
    }

    #[test]
    fn nesting_and_shared_edges_pass() {
        let ev = [
            x(0, 0, 10),
            x(0, 0, 4),
            x(0, 4, 6),
            x(0, 5, 1),
            x(0, 10, 0),
            x(0, 10, 5),
            x(1, 3, 20),
        ]
        .concat();
        validate(&trace(&ev)).unwrap();
        // The inner slice first at the same start is still nested.
        validate(&trace(&[x(0, 0, 4), x(0, 0, 10)].concat())).unwrap();
    }

    #[test]
    fn partial_overlap_fails_at_the_later_event() {
        let e = err(&trace(&[x(0, 0, 10), x(0, 2, 3), x(0, 4, 8)].concat()));
        assert_eq!(e.event_index(), Some(2), "{e}");
        assert!(e.msg.contains("partly overlaps event 1"), "{e}");
        let e = err(&trace(&[x(0, 0, 4), x(0, 0, 10), x(0, 2, 5)].concat()));
        assert_eq!(e.event_index(), Some(2), "{e}");
    }

    #[test]
    fn b_e_must_match() {
        let be =
            |ph: &str, ts: u64| format!(r#"{{"ph":"{ph}","name":"r","pid":1,"tid":3,"ts":{ts}}},"#);
        validate(&trace(
            &[be("B", 1), be("B", 2), be("E", 3), be("E", 4)].concat(),
        ))
        .unwrap();
        let e = err(&trace(&[be("B", 1), be("E", 3), be("E", 4)].concat()));
        assert_eq!(e.event_index(), Some(2), "{e}");
        let e = err(&trace(&[be("B", 1), be("B", 2), be("E", 4)].concat()));
        assert_eq!(e.event_index(), Some(0), "{e}");
    }

    #[test]
    fn counters_and_metadata_are_off_the_thread_tracks() {
        let ev = r#"{"ph":"M","name":"thread_name","pid":0,"tid":0,"ts":0,"args":{"name":"warp slot 0"}},
{"ph":"X","cat":"issue","name":"add","pid":0,"tid":0,"ts":50,"dur":1,"args":{"n":1,"warp":0}},
{"ph":"C","name":"activity","pid":0,"ts":0,"args":{"active_warps":1.5,"ipc":0.1}},
{"ph":"C","name":"activity","pid":0,"ts":10,"args":{"active_warps":1,"ipc":0}},
{"ph":"M","name":"thread_sort_index","pid":0,"tid":0,"ts":0,"args":{"sort_index":0}},"#;
        let mut t = trace(ev);
        let last = t.events.len() - 1;
        t.events[last].args["warp_instructions"] = Value::from(1);
        validate(&t).unwrap();
        let back = r#"{"ph":"C","name":"ipc","pid":0,"ts":10,"args":{"v":1}},{"ph":"C","name":"ipc","pid":0,"ts":5,"args":{"v":1}},"#;
        assert_eq!(err(&trace(back)).event_index(), Some(1));
        let bad = r#"{"ph":"C","name":"ipc","pid":0,"ts":10,"args":{"v":"x"}},"#;
        assert!(err(&trace(bad)).msg.contains("must be a number"));
    }

    #[test]
    fn shapes() {
        let stall = |tid: u64, slots: u64, reason: &str| {
            format!(
                r#"{{"ph":"X","cat":"stall","name":"{reason}","pid":1,"tid":{tid},"ts":3,"dur":4,"args":{{"reason":"{reason}","slots":{slots},"warp":null}}}},"#
            )
        };
        validate(&trace(&stall(10001, 4, "barrier"))).unwrap();
        assert!(err(&trace(&stall(10002, 4, "barrier")))
            .msg
            .contains("track"));
        assert!(err(&trace(&stall(10001, 5, "barrier")))
            .msg
            .contains("slots 5"));
        assert!(err(&trace(&stall(10001, 4, "lunch")))
            .msg
            .contains("args.reason"));
        let pid = r#"{"ph":"i","s":"t","cat":"warp","name":"warp start","pid":2,"tid":0,"ts":0,"args":{"warp":0}},"#;
        assert!(err(&trace(pid)).msg.contains("not an SM id"));
        let ph = r#"{"ph":"Q","pid":0,"tid":0,"ts":0},"#;
        assert!(err(&trace(ph)).msg.contains("unknown phase"));
        let nodur = r#"{"ph":"X","pid":0,"tid":0,"ts":0},"#;
        assert!(err(&trace(nodur)).msg.contains("without `dur`"));
        let mut t = trace("");
        t.other["sms"] = Value::from(0);
        let e = err(&t);
        assert_eq!(
            e.to_string(),
            "t.json: otherData: `sms` must be a positive integer, got 0"
        );
        let mut t = trace("");
        t.events[0].args["status"] = Value::from("meh");
        assert!(err(&t).msg.contains("args.status"));
    }

    #[test]
    fn run_end_counts_must_match_a_whole_trace() {
        let issue = r#"{"ph":"X","cat":"issue","name":"i","pid":0,"tid":0,"ts":0,"dur":1,"args":{"warp":0,"n":1}},"#;
        // The helper's run_end says 0 warp-instructions.
        let e = err(&trace(issue));
        assert!(
            e.msg.contains("run_end says 0 warp-instructions but"),
            "{e}"
        );
        let mut t = trace(issue);
        let last = t.events.len() - 1;
        t.events[last].args["warp_instructions"] = Value::from(1);
        validate(&t).unwrap();
        // A filtered trace keeps part of the run: not checked.
        let mut t = trace(issue);
        t.other["filters"]["sms"] = serde_json::json!([0]);
        validate(&t).unwrap();
    }

    #[test]
    fn launch_slices_live_on_the_launch_process() {
        let launch = |pid: u64, tid: u64, args: &str| {
            format!(
                r#"{{"ph":"X","cat":"launch","name":"k","pid":{pid},"tid":{tid},"ts":0,"dur":5,"args":{args}}},"#
            )
        };
        // sms = 2: the memory system is pid 2, the launches pid 3.
        validate(&trace(&launch(3, 0, r#"{"launch":0}"#))).unwrap();
        assert!(err(&trace(&launch(2, 0, r#"{"launch":0}"#)))
            .msg
            .contains("launches are on pid 3"));
        assert!(err(&trace(&launch(0, 0, r#"{"launch":0}"#)))
            .msg
            .contains("launches are on pid 3"));
        // The second launch of a group run together has a track of its own.
        validate(&trace(&launch(3, 1, r#"{"launch":1}"#))).unwrap();
        assert!(err(&trace(&launch(3, 10000, r#"{"launch":0}"#)))
            .msg
            .contains("launch track"));
        assert!(err(&trace(&launch(3, 0, "{}"))).msg.contains("args.launch"));
        // Nothing else goes on pid 3.
        let warp = r#"{"ph":"i","s":"t","cat":"warp","name":"warp start","pid":3,"tid":0,"ts":0,"args":{"warp":0}},"#;
        assert!(err(&trace(warp)).msg.contains("not an SM id"));
    }
}
