//! Cutting a trace down to a cycle window and a set of SMs (`warpsim replay --window
//! --sms -o`): a first pass over the events learns which flows and `B`/`E` pairs survive
//! ([`CutPlan`]), a second rewrites each event ([`Cutter`]). [`cut`] does both over a
//! trace in memory, [`cut_file`] streams both over a file.

use super::idset::IdSet;
use super::read::{Ev, Trace, TraceError, TraceLoc};
use super::replay::{filter_list, filter_window, head_of, EventWriter};
use super::stream::{stream, Head, Sink, Source};
use super::validate::Validator;
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

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
