//! The Chrome Trace Event Format (JSON object form, `traces/FORMAT.md`) of the
//! timeline: each [`Record`] becomes its JSON events, processes and tracks named the
//! first time they appear. Integers are written without `fmt` (the hot path).

use super::event::{BLOCK_TRACK, STALL_TRACK, WRITEBACK_TRACK};
use super::record::{HeaderRec, Record};
use super::writer::{End, Format, Out, Seen};
use crate::timing::Stall;
use std::fmt::Write as _;

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

/// A JSON number for a float (finite; 3 decimals).
pub fn num(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.3}")
    } else {
        "0".into()
    }
}

fn dim(d: [u64; 3]) -> String {
    format!("[{},{},{}]", d[0], d[1], d[2])
}

/// The name of track `tid` inside an SM.
pub fn track_name(tid: u64) -> String {
    if tid >= BLOCK_TRACK {
        format!("block slot {}", tid - BLOCK_TRACK)
    } else if tid >= WRITEBACK_TRACK {
        format!("warp slot {} writeback", tid - WRITEBACK_TRACK)
    } else if tid >= STALL_TRACK {
        format!("scheduler {} stalls", tid - STALL_TRACK)
    } else {
        format!("warp slot {tid}")
    }
}

/// A trace's `otherData` object (`traces/FORMAT.md`), from its header (`None`: a
/// run that wrote events before any header).
pub fn other_data(h: Option<&HeaderRec>) -> String {
    let d = HeaderRec {
        application: "",
        kernel: "",
        config: "",
        arch: "",
        sms: 0,
        schedulers: 0,
        issue_width: 0,
        shape: None,
        filters: "",
    };
    let h = h.unwrap_or(&d);
    // An application's timeline says which workload it is (a launch's does not).
    let app = match h.application {
        "" => String::new(),
        a => format!("\"application\":{},", js(a)),
    };
    let (wpb, grid, block) = match h.shape {
        Some(s) => (s.warps_per_block, dim(s.grid), dim(s.block)),
        None => (0, "null".into(), "null".into()),
    };
    format!(
        "{{\"warpsim_trace\":1,{app}\"kernel\":{},\"config\":{},\"arch\":{},\"time_unit\":\"1 ts unit = 1 GPU cycle\",\"sms\":{},\"schedulers\":{},\"issue_width\":{},\"warps_per_block\":{wpb},\"grid\":{grid},\"block\":{block},\"filters\":{}}}",
        js(h.kernel),
        js(h.config),
        js(h.arch),
        h.sms,
        h.schedulers,
        h.issue_width,
        if h.filters.is_empty() { "{}" } else { h.filters },
    )
}

/// The JSON writer's state.
#[derive(Default)]
pub struct Json {
    /// Events written so far (the next one needs a separating comma).
    events: u64,
    seen: Seen,
    /// Scratch: the event being written.
    buf: String,
}

impl Json {
    pub fn new() -> Json {
        Json {
            buf: String::with_capacity(512),
            ..Json::default()
        }
    }

    /// One event object (with the separator).
    fn event(&mut self, out: &mut Out, obj: &str) {
        let sep = if self.events == 0 { "\n" } else { ",\n" };
        self.events += 1;
        out.put(sep.as_bytes());
        out.put(obj.as_bytes());
    }

    /// Write the event built in `buf` (hot path: no intermediate strings).
    fn event_buf(&mut self, out: &mut Out) {
        let buf = std::mem::take(&mut self.buf);
        self.event(out, &buf);
        self.buf = buf;
    }

    /// A flow start or end (`head` is the object up to `"id":`).
    fn flow_event(&mut self, out: &mut Out, head: &str, flow: u64, pid: u64, tid: u64, ts: u64) {
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
        self.event_buf(out);
    }

    fn process(&mut self, out: &mut Out, pid: u64, name: &str, sort: i64) {
        self.event(out, &format!(
            "{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"name\":{}}}}}", js(name)
        ));
        self.event(out, &format!(
            "{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"tid\":0,\"ts\":0,\"args\":{{\"sort_index\":{sort}}}}}"
        ));
    }

    /// Name an SM (process) and a track the first time they appear.
    fn names(&mut self, out: &mut Out, pid: u64, tid: Option<u64>) {
        if self.seen.new_pid(pid) {
            self.process(out, pid, &format!("SM {pid}"), pid as i64);
        }
        if let Some(tid) = tid {
            if self.seen.new_track(pid, tid) {
                self.event(out, &format!(
                    "{{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":{pid},\"tid\":{tid},\"ts\":0,\"args\":{{\"name\":{}}}}}",
                    js(&track_name(tid))
                ));
                self.event(out, &format!(
                    "{{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":{pid},\"tid\":{tid},\"ts\":0,\"args\":{{\"sort_index\":{tid}}}}}"
                ));
            }
        }
    }
}

impl Format for Json {
    fn header(&mut self, out: &mut Out, h: Option<&HeaderRec>) {
        let text = format!(
            "{{\"displayTimeUnit\":\"ns\",\"otherData\":{},\"traceEvents\":[",
            other_data(h)
        );
        out.put(text.as_bytes());
    }

    fn event(&mut self, out: &mut Out, r: &Record) {
        match *r {
            Record::Issue {
                sm: pid,
                tid,
                ts,
                name,
                pc,
                warp,
                block,
                lanes,
                sched,
                n,
                flow,
            } => {
                self.names(out, pid, Some(tid));
                let b = &mut self.buf;
                b.clear();
                b.push_str("{\"ph\":\"X\",\"cat\":\"issue\",\"name\":");
                push_js(b, name);
                for (k, v) in [
                    (",\"pid\":", pid),
                    (",\"tid\":", tid),
                    (",\"ts\":", ts),
                    (",\"dur\":1,\"args\":{\"pc\":", pc),
                    (",\"warp\":", warp),
                    (",\"block\":[", block[0]),
                    (",", block[1]),
                    (",", block[2]),
                    ("],\"lanes\":", lanes),
                    (",\"sched\":", sched),
                    (",\"n\":", n),
                ] {
                    b.push_str(k);
                    push_u64(b, v);
                }
                b.push_str("}}");
                self.event_buf(out);
                if flow != 0 {
                    self.flow_event(
                        out,
                        "{\"ph\":\"s\",\"cat\":\"writeback\",\"name\":\"writeback\",\"id\":",
                        flow,
                        pid,
                        tid,
                        ts,
                    );
                }
            }
            Record::Stall {
                sm: pid,
                tid,
                ts,
                dur,
                reason,
                slots,
                warp,
            } => {
                self.names(out, pid, Some(tid));
                let b = &mut self.buf;
                b.clear();
                b.push_str("{\"ph\":\"X\",\"cat\":\"stall\",\"name\":");
                push_js(b, reason.name());
                for (k, v) in [
                    (",\"pid\":", pid),
                    (",\"tid\":", tid),
                    (",\"ts\":", ts),
                    (",\"dur\":", dur),
                ] {
                    b.push_str(k);
                    push_u64(b, v);
                }
                b.push_str(",\"args\":{\"reason\":");
                push_js(b, reason.name());
                b.push_str(",\"slots\":");
                push_u64(b, slots);
                b.push_str(",\"warp\":");
                match warp {
                    Some(w) => push_u64(b, w),
                    None => b.push_str("null"),
                }
                b.push_str("}}");
                self.event_buf(out);
            }
            Record::Writeback {
                sm: pid,
                tid,
                ts,
                warp,
                pc,
                regs,
                flow,
            } => {
                self.names(out, pid, Some(tid));
                let b = &mut self.buf;
                b.clear();
                for (k, v) in [
                    (
                        "{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"writeback\",\"name\":\"writeback\",\"pid\":",
                        pid,
                    ),
                    (",\"tid\":", tid),
                    (",\"ts\":", ts),
                    (",\"args\":{\"warp\":", warp),
                    (",\"pc\":", pc),
                ] {
                    b.push_str(k);
                    push_u64(b, v);
                }
                b.push_str(",\"regs\":[");
                for (k, r) in reg_list(regs).enumerate() {
                    if k > 0 {
                        b.push(',');
                    }
                    push_js(b, r);
                }
                b.push_str("]}}");
                self.event_buf(out);
                if flow != 0 {
                    self.flow_event(out, "{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"writeback\",\"name\":\"writeback\",\"id\":", flow, pid, tid, ts);
                }
            }
            Record::Warp {
                sm: pid,
                tid,
                ts,
                start,
                warp,
                block,
            } => {
                self.names(out, pid, Some(tid));
                let name = if start { "warp start" } else { "warp exit" };
                let o = format!(
                    "{{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"warp\",\"name\":\"{name}\",\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"args\":{{\"warp\":{warp},\"block\":{}}}}}",
                    dim(block)
                );
                self.event(out, &o);
            }
            Record::Block {
                sm: pid,
                tid,
                ts,
                dur,
                block: [x, y, z],
            } => {
                self.names(out, pid, Some(tid));
                let o = format!(
                    "{{\"ph\":\"X\",\"cat\":\"block\",\"name\":\"block ({x},{y},{z})\",\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"dur\":{dur},\"args\":{{\"block\":[{x},{y},{z}]}}}}"
                );
                self.event(out, &o);
            }
            Record::MemCounter {
                pid,
                ts,
                name,
                series,
            } => {
                if self.seen.new_pid(pid) {
                    // The memory system's process, after the SMs.
                    self.process(out, pid, "memory", pid as i64);
                }
                let b = &mut self.buf;
                b.clear();
                b.push_str("{\"ph\":\"C\",\"name\":");
                push_js(b, name);
                let _ = write!(b, ",\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"args\":{{");
                for (i, (k, v)) in series.iter().enumerate() {
                    if i > 0 {
                        b.push(',');
                    }
                    push_js(b, k);
                    let _ = write!(b, ":{v}");
                }
                b.push_str("}}");
                self.event_buf(out);
            }
            Record::Launch {
                pid,
                tid,
                ts,
                dur,
                index,
                kernel,
                grid,
                block,
                status,
            } => {
                if self.seen.new_pid(pid) {
                    // The launch track, above the SMs.
                    self.process(out, pid, "launches", -1);
                }
                if self.seen.new_track(pid, tid) {
                    let name = js(&super::event::launch_track_name(tid));
                    self.event(out, &format!("{{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":{pid},\"tid\":{tid},\"ts\":0,\"args\":{{\"name\":{name}}}}}"));
                    self.event(out, &format!("{{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":{pid},\"tid\":{tid},\"ts\":0,\"args\":{{\"sort_index\":{tid}}}}}"));
                }
                let o = format!(
                    "{{\"ph\":\"X\",\"cat\":\"launch\",\"name\":{},\"pid\":{pid},\"tid\":{tid},\"ts\":{ts},\"dur\":{dur},\"args\":{{\"launch\":{index},\"grid\":{},\"block\":{},\"status\":{}}}}}",
                    js(kernel),
                    dim(grid),
                    dim(block),
                    js(status),
                );
                self.event(out, &o);
            }
            Record::Counter {
                sm: pid,
                ts,
                active_warps,
                ipc,
                mix,
            } => {
                self.names(out, pid, None);
                self.event(out, &format!(
                    "{{\"ph\":\"C\",\"name\":\"activity\",\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"args\":{{\"active_warps\":{},\"ipc\":{}}}}}",
                    num(active_warps),
                    num(ipc)
                ));
                let mut o = format!("{{\"ph\":\"C\",\"name\":\"stall mix\",\"pid\":{pid},\"tid\":0,\"ts\":{ts},\"args\":{{");
                for (i, (_, name, _)) in Stall::ALL.iter().enumerate() {
                    let _ = write!(o, "{}\"{name}\":{}", if i > 0 { "," } else { "" }, mix[i]);
                }
                o.push_str("}}");
                self.event(out, &o);
            }
            Record::Header(_) | Record::RunEnd { .. } => {}
        }
    }

    fn end(&mut self, out: &mut Out, end: &End) {
        let e = format!(
            "{{\"ph\":\"i\",\"s\":\"g\",\"cat\":\"run\",\"name\":\"run_end\",\"pid\":0,\"tid\":0,\"ts\":{c},\"args\":{{\"cycles\":{c},\"warp_instructions\":{},\"status\":{},\"truncated\":{},\"message\":{}}}}}",
            end.warp_instructions,
            js(end.status),
            end.truncated,
            js(end.message),
            c = end.cycles,
        );
        self.event(out, &e);
        out.put(b"\n]}\n");
    }
}

/// The registers of a writeback's destination text (`{%r1, %r2}` gives `%r1`, `%r2`).
pub fn reg_list(regs: &str) -> impl Iterator<Item = &str> {
    regs.trim_matches(|c| c == '{' || c == '}')
        .split(',')
        .map(str::trim)
        .filter(|r| !r.is_empty())
}
