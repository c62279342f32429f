//! Perfetto protobuf traces (`--trace run.pftrace`): the same run written as JSON and
//! as `.pftrace` holds the same events (read back by warpsim's reader), the `.pftrace`
//! decodes against Perfetto's published schema with an independent decoder
//! (prost-reflect), it is at most 1/8 of the JSON and 40 bytes per warp-instruction,
//! and `replay` gives the same summary for both.

mod common;

use common::{root, tmpdir, warpsim};
use prost_reflect::{
    DescriptorPool, DynamicMessage, MessageDescriptor, ReflectMessage, Value as PV,
};
use serde_json::Value;
use std::io::Read;
use std::path::{Path, PathBuf};
use warpsim::trace::read::{load, Ev, Trace};

/// Run `workload` twice, tracing to JSON and to `.pftrace`: (json, pftrace, stats).
fn both(tag: &str, workload: &str, extra: &[&str]) -> (PathBuf, PathBuf, Value) {
    let d = tmpdir(tag);
    let (j, p, s) = (d.join("t.json"), d.join("t.pftrace"), d.join("s.json"));
    for (t, stats) in [(&j, true), (&p, false)] {
        let mut args = vec!["run", workload, "-q", "--trace", t.to_str().unwrap()];
        if stats {
            args.extend(["--stats", s.to_str().unwrap()]);
        }
        args.extend(extra);
        let (code, _, err) = warpsim(&args);
        assert_eq!(code, 0, "{err}");
    }
    let stats = serde_json::from_str(&std::fs::read_to_string(&s).unwrap()).unwrap();
    (j, p, stats)
}

/// Numbers as f64 (a JSON `0` and a protobuf double 0.0 are the same value).
fn norm(v: &Value) -> Value {
    match v {
        Value::Number(n) => Value::from(n.as_f64().unwrap()),
        Value::Array(a) => Value::Array(a.iter().map(norm).collect()),
        Value::Object(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), norm(v))).collect()),
        v => v.clone(),
    }
}

/// An event without its file position, in a canonical text form.
fn key(e: &Ev) -> String {
    format!(
        "{} {} {:?} pid={} tid={} ts={} dur={:?} id={:?} {} {}",
        e.ph,
        e.cat,
        e.name,
        e.pid,
        e.tid,
        e.ts,
        e.dur,
        e.id,
        Value::Object(e.extra.clone()),
        norm(&e.args)
    )
}

fn sorted(t: &Trace) -> Vec<String> {
    let mut v: Vec<String> = t.events.iter().map(key).collect();
    v.sort();
    v
}

fn same_events(j: &Path, p: &Path) -> (Trace, Trace) {
    let (tj, tp) = (load(j).unwrap(), load(p).unwrap());
    assert_eq!(tj.other, tp.other, "otherData");
    let (a, b) = (sorted(&tj), sorted(&tp));
    assert_eq!(a.len(), b.len(), "event counts");
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x, y);
    }
    warpsim::trace::validate::validate(&tp).unwrap_or_else(|e| panic!("{e}"));
    (tj, tp)
}

fn size(p: &Path) -> u64 {
    std::fs::metadata(p).unwrap().len()
}

#[test]
fn pftrace_holds_the_json_events_in_an_eighth_of_the_bytes() {
    for (tag, w, extra) in [
        ("reduce", "workloads/ptx/reduce/reduce.yaml", &[][..]),
        (
            "amd",
            "workloads/amdgpu/lds_reduce/lds_reduce_gfx1100.yaml",
            &[][..],
        ),
        // An application: launches, and memory counters with more series than one
        // Perfetto event carries (the DRAM channels).
        ("app", "workloads/ptx/app_chain/app_chain.yaml", &[][..]),
        (
            "filtered",
            "workloads/ptx/reduce/reduce.yaml",
            &["--trace-cycles", "100..900", "--trace-sms", "0-3"][..],
        ),
    ] {
        let (j, p, stats) = both(tag, w, extra);
        let (tj, _) = same_events(&j, &p);
        let wi = stats["warp_instructions"].as_u64().unwrap();
        let (js, ps) = (size(&j), size(&p));
        eprintln!(
            "{tag}: {wi} warp-instructions, {} events; JSON {js} bytes ({:.0}/wi), pftrace {ps} bytes ({:.1}/wi, 1/{:.1})",
            tj.events.len(),
            js as f64 / wi as f64,
            ps as f64 / wi as f64,
            js as f64 / ps as f64
        );
        assert!(ps * 8 <= js, "{tag}: pftrace {ps} vs JSON {js}");
        if extra.is_empty() {
            assert!(
                ps <= 40 * wi,
                "{tag}: {ps} bytes for {wi} warp-instructions"
            );
        }
    }
}

#[test]
fn replay_reads_pftrace_like_json() {
    let (j, p, _) = both("replay", "workloads/ptx/saxpy/saxpy.yaml", &[]);
    let (cj, oj, ej) = warpsim(&["replay", j.to_str().unwrap()]);
    let (cp, op, ep) = warpsim(&["replay", p.to_str().unwrap()]);
    assert_eq!((cj, cp), (0, 0), "{ej}{ep}");
    assert_eq!(oj, op);
    // A cut of the .pftrace (written as JSON) equals the cut of the JSON.
    let d = tmpdir("replay-cut");
    let (xj, xp) = (d.join("a.json"), d.join("b.json"));
    for (src, dst) in [(&j, &xj), (&p, &xp)] {
        let (c, _, e) = warpsim(&[
            "replay",
            src.to_str().unwrap(),
            "--window",
            "50..400",
            "--sms",
            "0-2",
            "-o",
            dst.to_str().unwrap(),
        ]);
        assert_eq!(c, 0, "{e}");
    }
    let (a, b) = (load(&xj).unwrap(), load(&xp).unwrap());
    assert_eq!(sorted(&a), sorted(&b));
    // A cut is written as JSON: asking for .pftrace says so.
    let (c, _, e) = warpsim(&[
        "replay",
        p.to_str().unwrap(),
        "--window",
        "0..10",
        "-o",
        d.join("c.pftrace").to_str().unwrap(),
    ]);
    assert_eq!(c, 2, "{e}");
    assert!(e.contains(".pftrace"), "{e}");
}

#[test]
fn broken_pftrace_is_a_located_error() {
    let (_, p, _) = both("broken", "workloads/ptx/saxpy/saxpy.yaml", &[]);
    let bytes = std::fs::read(&p).unwrap();
    let d = tmpdir("broken-pf");
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("truncated", bytes[..bytes.len() / 2].to_vec()),
        ("bad chunk", {
            let mut b = bytes.clone();
            for x in &mut b[20..200] {
                *x ^= 0x5a;
            }
            b
        }),
        ("huge length", vec![0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]),
    ];
    for (what, b) in cases {
        let f = d.join(format!("{}.pftrace", what.replace(' ', "_")));
        std::fs::write(&f, b).unwrap();
        let (c, _, e) = warpsim(&["replay", f.to_str().unwrap()]);
        assert_eq!(c, 2, "{what}: {e}");
        assert!(
            e.contains("packet at byte") || e.contains("cannot read"),
            "{what}: {e}"
        );
        assert!(!e.contains("panicked"), "{what}: {e}");
    }
}

/// Perfetto's published trace schema (tools/perfetto-schema/regen.sh).
fn schema() -> DescriptorPool {
    let gz =
        std::fs::read(root().join("sim/tests/fixtures/perfetto/perfetto_trace.desc.gz")).unwrap();
    let mut fds = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut fds)
        .unwrap();
    DescriptorPool::decode(&fds[..]).unwrap()
}

/// Every field of `m` and its sub-messages is one the schema declares.
fn no_unknown_fields(m: &DynamicMessage, path: &str) {
    assert_eq!(
        m.unknown_fields().count(),
        0,
        "{path}: fields the schema does not declare"
    );
    for (f, v) in m.fields() {
        let p = format!("{path}.{}", f.name());
        match v {
            PV::Message(m) => no_unknown_fields(m, &p),
            PV::List(l) => {
                for v in l {
                    if let PV::Message(m) = v {
                        no_unknown_fields(m, &p);
                    }
                }
            }
            _ => {}
        }
    }
}

fn get<'a>(m: &'a DynamicMessage, name: &str) -> Option<std::borrow::Cow<'a, PV>> {
    m.has_field_by_name(name)
        .then(|| m.get_field_by_name(name).unwrap())
}

/// Decode a `.pftrace` with the schema: the packets (compressed chunks inflated).
fn packets(pool: &DescriptorPool, bytes: &[u8]) -> Vec<DynamicMessage> {
    let trace: MessageDescriptor = pool.get_message_by_name("perfetto.protos.Trace").unwrap();
    let outer = DynamicMessage::decode(trace.clone(), bytes).unwrap();
    let mut out = Vec::new();
    for p in outer
        .get_field_by_name("packet")
        .unwrap()
        .as_list()
        .unwrap()
    {
        let p = p.as_message().unwrap().clone();
        match get(&p, "compressed_packets") {
            Some(z) => {
                let mut raw = Vec::new();
                flate2::read::ZlibDecoder::new(&z.as_bytes().unwrap()[..])
                    .read_to_end(&mut raw)
                    .unwrap();
                let inner = DynamicMessage::decode(trace.clone(), &raw[..]).unwrap();
                for q in inner
                    .get_field_by_name("packet")
                    .unwrap()
                    .as_list()
                    .unwrap()
                {
                    out.push(q.as_message().unwrap().clone());
                }
            }
            None => out.push(p),
        }
    }
    out
}

#[test]
fn pftrace_decodes_against_perfettos_published_schema() {
    let pool = schema();
    let (j, p, _) = both("schema", "workloads/ptx/reduce/reduce.yaml", &[]);
    let pk = packets(&pool, &std::fs::read(&p).unwrap());
    let tj = load(&j).unwrap();
    let (mut begins, mut ends, mut instants, mut counters, mut flows, mut terms) =
        (0, 0, 0, 0, 0, 0);
    let mut tracks = 0;
    for (i, m) in pk.iter().enumerate() {
        no_unknown_fields(m, &format!("packet {i}"));
        // Every packet belongs to a sequence (interning and defaults are per sequence).
        assert!(get(m, "trusted_packet_sequence_id").is_some(), "packet {i}");
        if get(m, "track_descriptor").is_some() {
            tracks += 1;
        }
        let Some(te) = get(m, "track_event") else {
            continue;
        };
        let te = te.as_message().unwrap();
        let ty = te
            .get_field_by_name("type")
            .unwrap()
            .as_enum_number()
            .unwrap();
        let ty = te
            .descriptor()
            .get_field_by_name("type")
            .unwrap()
            .kind()
            .as_enum()
            .unwrap()
            .get_value(ty)
            .unwrap()
            .name()
            .to_string();
        match ty.as_str() {
            "TYPE_SLICE_BEGIN" => begins += 1,
            "TYPE_SLICE_END" => ends += 1,
            "TYPE_INSTANT" => instants += 1,
            "TYPE_COUNTER" => counters += 1,
            t => panic!("packet {i}: {t}"),
        }
        flows += get(te, "flow_ids").map_or(0, |l| l.as_list().unwrap().len());
        terms += get(te, "terminating_flow_ids").map_or(0, |l| l.as_list().unwrap().len());
    }
    let count = |f: &dyn Fn(&Ev) -> bool| tj.events.iter().filter(|e| f(e)).count();
    assert_eq!(begins, count(&|e| e.ph == "X"));
    assert_eq!(ends, begins);
    // The JSON's instants, and the trace header.
    assert_eq!(instants, count(&|e| e.ph == "i") + 1);
    assert_eq!(flows, count(&|e| e.ph == "s"));
    assert_eq!(terms, count(&|e| e.ph == "f"));
    // One event per activity and stall-mix sample; a memory counter with more than 9
    // series takes one more event per further series.
    assert!(counters >= count(&|e| e.ph == "C"));
    // Tracks: every JSON process and thread, the run's track, and counter tracks.
    assert!(tracks > count(&|e| e.name == "thread_name") + count(&|e| e.name == "process_name"));
}
