//! `warpsim replay`'s work on a trace read back: the run summary rebuilt from the events
//! ([`summary`]), cutting a trace down to a cycle window and a set of SMs ([`cut`]),
//! writing a trace ([`write`]), and the parsers of the CLI's cycle ranges and id lists
//! ([`parse_range`], [`parse_list`]), shared with `--trace-cycles/--trace-sms/--trace-warps`.

use super::idset::IdSet;
use super::read::{Ev, Trace, TraceError, TraceLoc};
use super::stream::{stream, Head, Sink, Source};
use super::validate::Validator;
use crate::timing::stall::Stall;
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, HashMap};
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
fn head_of(t: &Trace) -> Head {
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

/// Cut a trace down to the cycles `[A, B)` of `window` and the SMs of `sms` (`None`: no
/// limit). Metadata of kept SMs is kept; other events of kept SMs are kept when their
/// `ts` is in the window, except that `X` slices (and `B`/`E` pairs) crossing an edge are
/// clipped to it, a clipped slice's `args.slots` scaled to the kept part (rounding down);
/// flow pairs lose both ends when either is cut. `run_end` is written last with its `ts`
/// clamped to `B` and `args.cut` = `{"window":[A,B],"sms":[..]}`, and the cut is recorded
/// in `otherData.filters` (intersected with an earlier cut). A cut of a valid trace is
/// valid.
///
/// A cut needs two passes over the events: [`CutPlan`] learns which flows and `B`/`E`
/// pairs survive, then [`Cutter`] rewrites the events one at a time. This function does
/// both over a trace in memory; `warpsim replay -o` streams them over the file.
pub fn cut(t: &Trace, window: Option<(u64, u64)>, sms: Option<&[u32]>) -> Trace {
    let head = head_of(t);
    let mut plan = CutPlan::new(&head, window, sms);
    for e in &t.events {
        // A trace in memory has no more `B`/`E` pairs than it can hold.
        let _ = plan.event(e);
    }
    let mut cutter = plan.finish();
    let mut events: Vec<Ev> = t.events.iter().filter_map(|e| cutter.event(e)).collect();
    events.extend(cutter.end());
    let h = cutter.head(&head);
    Trace {
        file: t.file.clone(),
        top: h.top,
        other: h.other,
        events,
    }
}

/// Most `B`/`E` pairs a streamed cut follows (warpsim writes none; each costs 16 bytes).
pub const MAX_BE_PAIRS: usize = 1 << 22;

/// A cut's first pass: what it must know of later events to decide on earlier ones.
pub struct CutPlan {
    window: Option<(u64, u64)>,
    /// The SMs kept, as the caller gave them.
    sms: Option<Vec<u64>>,
    /// The effective filters: this cut's intersected with an earlier one's.
    win: Option<(u64, u64)>,
    sm_list: Option<Vec<u32>>,
    /// An application's launch track belongs to no SM: a cut keeps it, as the writer's
    /// `--trace-sms` does.
    launch_pid: Option<u64>,
    /// Index of the last `run_end`.
    run_end_at: Option<usize>,
    /// Open `B` events per track: (index, ts).
    open: HashMap<(u64, u64), Vec<(usize, u64)>>,
    /// Event index of a `B` or `E` -> its partner's ts.
    partner: Vec<(usize, u64)>,
    /// Flow ids with a start inside the cut; ids with an end; ids with an end inside.
    s_in: IdSet,
    f_exists: IdSet,
    f_in: IdSet,
    n: usize,
}

impl CutPlan {
    pub fn new(head: &Head, window: Option<(u64, u64)>, sms: Option<&[u32]>) -> CutPlan {
        let old = head.other.get("filters").cloned().unwrap_or(Value::Null);
        let win = match (window, filter_window(&old)) {
            (Some((a, b)), Some((a0, b0))) => {
                let lo = a.max(a0);
                Some((lo, b.min(b0).max(lo)))
            }
            (w, o) => w.or(o),
        };
        let sm_list: Option<Vec<u32>> = match (sms, filter_list(&old, "sms")) {
            (Some(l), Some(o)) => Some(l.iter().copied().filter(|s| o.contains(s)).collect()),
            (Some(l), None) => Some(l.to_vec()),
            (None, o) => o,
        }
        .map(|mut l| {
            l.sort_unstable();
            l.dedup();
            l
        });
        CutPlan {
            window,
            sms: sms.map(|l| l.iter().map(|&s| s as u64).collect()),
            win,
            sm_list,
            launch_pid: head.other.get("sms").and_then(Value::as_u64).map(|n| n + 1),
            run_end_at: None,
            open: HashMap::new(),
            partner: Vec::new(),
            s_in: IdSet::default(),
            f_exists: IdSet::default(),
            f_in: IdSet::default(),
            n: 0,
        }
    }

    fn keep_pid(&self, pid: u64) -> bool {
        Some(pid) == self.launch_pid || self.sms.as_ref().is_none_or(|s| s.contains(&pid))
    }

    fn in_win(&self, ts: u64) -> bool {
        let (a, b) = self.window.unwrap_or((0, u64::MAX));
        a <= ts && ts < b
    }

    /// Learn from the next event; an error when the trace holds more `B`/`E` pairs than
    /// a cut follows.
    pub fn event(&mut self, e: &Ev) -> Result<(), String> {
        let i = self.n;
        self.n += 1;
        if e.is_run_end() {
            self.run_end_at = Some(i);
        }
        match e.ph.as_str() {
            "B" => self.open.entry((e.pid, e.tid)).or_default().push((i, e.ts)),
            "E" => {
                if let Some((bi, bts)) = self.open.get_mut(&(e.pid, e.tid)).and_then(|v| v.pop()) {
                    if self.partner.len() >= 2 * MAX_BE_PAIRS {
                        return Err(format!("more than {MAX_BE_PAIRS} B/E pairs to cut"));
                    }
                    self.partner.push((bi, e.ts));
                    self.partner.push((i, bts));
                }
            }
            "s" | "f" => {
                if let Some(id) = e.id {
                    let inside = self.keep_pid(e.pid) && self.in_win(e.ts);
                    if e.ph == "s" {
                        if inside {
                            self.s_in.insert(id);
                        }
                    } else {
                        self.f_exists.insert(id);
                        if inside {
                            self.f_in.insert(id);
                        }
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The second pass's rewriter.
    pub fn finish(mut self) -> Cutter {
        self.partner.sort_unstable();
        Cutter {
            plan: self,
            i: 0,
            out: 0,
            run_end: None,
        }
    }
}

/// A cut's second pass: each event of the trace in turn, rewritten or dropped.
pub struct Cutter {
    plan: CutPlan,
    /// Index of the next input event.
    i: usize,
    /// Events written so far.
    out: usize,
    /// The last `run_end`, held to be written last.
    run_end: Option<Ev>,
}

impl Cutter {
    /// The cut's head: the trace's, with the cut recorded in `otherData.filters`.
    pub fn head(&self, head: &Head) -> Head {
        let p = &self.plan;
        let old = head.other.get("filters").cloned().unwrap_or(Value::Null);
        let mut other = head.other.clone();
        if !other.is_object() {
            other = Value::Object(Map::new());
        }
        let mut filters = match old {
            Value::Object(m) => m,
            _ => {
                let mut m = Map::new();
                for k in ["cycles", "sms", "warps"] {
                    m.insert(k.into(), Value::Null);
                }
                m
            }
        };
        if let Some((a, b)) = p.win {
            filters.insert("cycles".into(), json!([a, b]));
        }
        if let Some(l) = &p.sm_list {
            filters.insert("sms".into(), json!(l));
        }
        other["filters"] = Value::Object(filters);
        Head {
            file: head.file.clone(),
            top: head.top.clone(),
            other,
        }
    }

    fn partner_ts(&self, i: usize) -> Option<u64> {
        let v = &self.plan.partner;
        v.binary_search_by_key(&i, |&(j, _)| j).ok().map(|k| v[k].1)
    }

    /// The next event of the trace, as the cut keeps it (`None`: dropped, or the
    /// `run_end` held for [`Cutter::end`]).
    pub fn event(&mut self, e: &Ev) -> Option<Ev> {
        let i = self.i;
        self.i += 1;
        let p = &self.plan;
        if e.is_run_end() {
            if Some(i) == p.run_end_at {
                self.run_end = Some(e.clone());
            }
            return None;
        }
        if !p.keep_pid(e.pid) {
            return None;
        }
        let (a, b) = p.window.unwrap_or((0, u64::MAX));
        let span_kept = |s: u64, e: u64| if s == e { p.in_win(s) } else { s < b && e > a };
        let flow_kept =
            |id: u64| p.s_in.contains(id) && (!p.f_exists.contains(id) || p.f_in.contains(id));
        let mut n = e.clone();
        let keep = match e.ph.as_str() {
            "M" => true,
            "X" => match e.end() {
                Some(end) if span_kept(e.ts, end) => {
                    let (s2, e2) = (e.ts.max(a), end.min(b));
                    let dur = e.dur.unwrap_or(0);
                    if e2 - s2 != dur {
                        if let Some(slots) = e.arg_u64("slots") {
                            let scaled = slots as u128 * (e2 - s2) as u128 / dur as u128;
                            n.args["slots"] = json!(scaled as u64);
                        }
                    }
                    n.ts = s2;
                    n.dur = Some(e2 - s2);
                    true
                }
                _ => false,
            },
            "B" => match self.partner_ts(i) {
                Some(ets) if span_kept(e.ts, ets.max(e.ts)) => {
                    n.ts = e.ts.max(a);
                    true
                }
                Some(_) => false,
                None => p.in_win(e.ts),
            },
            "E" => match self.partner_ts(i) {
                Some(bts) if span_kept(bts.min(e.ts), e.ts) => {
                    n.ts = e.ts.min(b);
                    true
                }
                Some(_) => false,
                None => p.in_win(e.ts),
            },
            "s" | "t" | "f" => p.in_win(e.ts) && e.id.is_some_and(flow_kept),
            _ => p.in_win(e.ts),
        };
        if !keep {
            return None;
        }
        n.index = self.out;
        self.out += 1;
        Some(n)
    }

    /// The cut's `run_end`, last: its `ts` clamped to the window, `args.cut` added.
    pub fn end(&mut self) -> Option<Ev> {
        let p = &self.plan;
        let b = p.window.map_or(u64::MAX, |w| w.1);
        let cut_rec = json!({
            "window": p.win.map(|(a, b)| json!([a, b])),
            "sms": p.sm_list,
        });
        let mut r = self.run_end.take()?;
        r.ts = r.ts.min(b);
        if !r.args.is_object() {
            r.args = Value::Object(Map::new());
        }
        r.args["cut"] = cut_rec;
        r.index = self.out;
        self.out += 1;
        Some(r)
    }

    /// Events written so far.
    pub fn written(&self) -> usize {
        self.out
    }
}

/// Write one event as a JSON object (keys in FORMAT.md's order).
fn write_event(w: &mut impl Write, e: &Ev) -> std::io::Result<()> {
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

/// Validate the trace at `path` and write its cut to `out` (gzip when `gz`), in two
/// streamed passes; returns the number of events written.
///
/// # Errors
/// The first read or validation error, or a write error (named as `out_name`).
pub fn cut_file(
    path: &Path,
    window: Option<(u64, u64)>,
    sms: Option<&[u32]>,
    out: &mut dyn Write,
    gz: bool,
    out_name: &str,
) -> Result<usize, TraceError> {
    struct Plan<'a> {
        file: &'a str,
        v: Option<Validator>,
        p: Option<CutPlan>,
        window: Option<(u64, u64)>,
        sms: Option<&'a [u32]>,
    }
    impl Sink for Plan<'_> {
        fn head(&mut self, head: &Head) -> Result<(), TraceError> {
            self.v = Some(Validator::new(head)?);
            self.p = Some(CutPlan::new(head, self.window, self.sms));
            Ok(())
        }
        fn event(&mut self, e: Ev) -> Result<(), TraceError> {
            if let (Some(v), Some(p)) = (self.v.as_mut(), self.p.as_mut()) {
                v.event(&e)?;
                p.event(&e)
                    .map_err(|m| TraceError::event(self.file, e.index, m))?;
            }
            Ok(())
        }
    }
    let file = path.display().to_string();
    let mut plan = Plan {
        file: &file,
        v: None,
        p: None,
        window,
        sms,
    };
    let head = stream(&file, Source::File(path), &mut plan)?;
    let (Some(v), Some(p)) = (plan.v, plan.p) else {
        return Err(TraceError::new(&file, TraceLoc::File, "no events"));
    };
    v.finish()?;
    let cutter = p.finish();
    let cut_head = cutter.head(&head);
    let werr =
        |e: std::io::Error| TraceError::new(out_name, TraceLoc::File, format!("cannot write: {e}"));
    if gz {
        let enc = flate2::write::GzEncoder::new(out, flate2::Compression::default());
        let (enc, n) = write_cut(path, &file, cutter, &cut_head, enc, werr)?;
        enc.finish().and_then(|w| w.flush()).map_err(werr)?;
        Ok(n)
    } else {
        let (w, n) = write_cut(path, &file, cutter, &cut_head, out, werr)?;
        w.flush().map_err(werr)?;
        Ok(n)
    }
}

/// The second pass of [`cut_file`]: the events of the file at `path`, cut, to `w`.
fn write_cut<W: Write>(
    path: &Path,
    file: &str,
    cutter: Cutter,
    head: &Head,
    w: W,
    werr: impl Fn(std::io::Error) -> TraceError,
) -> Result<(W, usize), TraceError> {
    struct Pass2<W: Write> {
        cutter: Cutter,
        out: EventWriter<W>,
        err: Option<std::io::Error>,
    }
    impl<W: Write> Sink for Pass2<W> {
        fn head(&mut self, _: &Head) -> Result<(), TraceError> {
            Ok(())
        }
        fn event(&mut self, e: Ev) -> Result<(), TraceError> {
            if let Some(n) = self.cutter.event(&e) {
                if let Err(err) = self.out.event(&n) {
                    self.err = Some(err);
                    // Stops the read; the write error is reported instead.
                    return Err(TraceError::new("", TraceLoc::File, ""));
                }
            }
            Ok(())
        }
    }
    let mut pass = Pass2 {
        cutter,
        out: EventWriter::start(w, head).map_err(&werr)?,
        err: None,
    };
    let res = stream(file, Source::File(path), &mut pass);
    if let Some(e) = pass.err.take() {
        return Err(werr(e));
    }
    res?;
    if let Some(r) = pass.cutter.end() {
        pass.out.event(&r).map_err(&werr)?;
    }
    let n = pass.cutter.written();
    Ok((pass.out.finish().map_err(&werr)?, n))
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
