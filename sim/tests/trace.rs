//! Timeline traces: byte-identical for any host-thread count, valid (the strict
//! validator) however the run ends, replayed back to the run's own stats, filters and
//! the size cap.

mod common;
use common::{root, tmpdir, warpsim};
use std::collections::BTreeMap;
use warpsim::trace::{read, replay, validate};

/// Run `workload` with a trace (and stats) and extra arguments; returns (exit code,
/// stderr, trace path, stats path).
fn traced(
    tag: &str,
    workload: &str,
    file: &str,
    extra: &[&str],
) -> (i32, String, std::path::PathBuf, std::path::PathBuf) {
    let d = tmpdir(tag);
    let trace = d.join(file);
    let stats = d.join("stats.json");
    let mut args = vec![
        "run".to_string(),
        workload.to_string(),
        "--trace".to_string(),
        trace.to_string_lossy().into_owned(),
        "--stats".to_string(),
        stats.to_string_lossy().into_owned(),
    ];
    args.extend(extra.iter().map(|s| s.to_string()));
    let a: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    let (code, _, err) = warpsim(&a);
    (code, err, trace, stats)
}

const WORKLOADS: [&str; 4] = [
    "workloads/ptx/reduce/reduce.yaml",
    "workloads/ptx/matmul_tiled/matmul_tiled.yaml",
    "workloads/amdgpu/lds_reduce/lds_reduce_gfx1100.yaml",
    "workloads/amdgpu/wave_ops/wave_ops_gfx942.yaml",
];

#[test]
fn traces_are_byte_identical_for_one_and_two_threads() {
    for w in WORKLOADS {
        let (c1, e1, t1, _) = traced("tr1", w, "t.json", &["--threads", "1"]);
        let (c2, e2, t2, _) = traced("tr2", w, "t.json", &["--threads", "2"]);
        assert_eq!((c1, c2), (0, 0), "{e1}{e2}");
        let (a, b) = (std::fs::read(&t1).unwrap(), std::fs::read(&t2).unwrap());
        assert!(a.len() > 1000);
        assert!(a == b, "{w}: traces differ between --threads 1 and 2");
    }
}

/// The stats' per-warp instruction counts by global warp id.
fn stats_per_warp(j: &serde_json::Value) -> BTreeMap<u64, u64> {
    let grid: Vec<u64> = j["grid"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let wpb = j["warps"].as_u64().unwrap() / j["blocks"].as_u64().unwrap();
    let mut m = BTreeMap::new();
    for pw in j["per_warp"].as_array().unwrap() {
        let b: Vec<u64> = pw["block"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        let linear = b[0] + b[1] * grid[0] + b[2] * grid[0] * grid[1];
        m.insert(
            linear * wpb + pw["warp"].as_u64().unwrap(),
            pw["instructions"].as_u64().unwrap(),
        );
    }
    m
}

#[test]
fn replay_reproduces_the_stats_of_the_run() {
    for (w, file) in WORKLOADS
        .iter()
        .zip(["a.json", "b.json.gz", "c.json", "d.json.gz"])
    {
        let (code, err, trace, stats) = traced("replay", w, file, &[]);
        assert_eq!(code, 0, "{err}");
        let t = read::load(&trace).unwrap();
        validate::validate(&t).unwrap_or_else(|e| panic!("{w}: {e}"));
        let s = replay::summary(&t);
        let j: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
        assert_eq!(s.cycles, j["cycles"].as_u64().unwrap(), "{w}");
        assert_eq!(
            s.warp_instructions,
            j["warp_instructions"].as_u64().unwrap(),
            "{w}"
        );
        let r = s.to_json();
        assert_eq!(r["stalls"], j["stalls"], "{w}");
        assert_eq!(s.per_warp_issued, stats_per_warp(&j), "{w}");
        // The CLI prints the same numbers.
        let (code, out, err) = warpsim(&["replay", trace.to_str().unwrap(), "--json"]);
        assert_eq!(code, 0, "{err}");
        let cli: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(cli["stalls"], j["stalls"]);
        assert_eq!(cli["cycles"], j["cycles"]);
    }
}

#[test]
fn a_run_stopped_by_the_cycle_limit_still_writes_a_valid_trace() {
    let (code, err, trace, _) = traced(
        "fault",
        "workloads/ptx/matmul_tiled/matmul_tiled.yaml",
        "t.json",
        &["--max-cycles", "600"],
    );
    assert_eq!(code, 3, "{err}");
    let t = read::load(&trace).unwrap();
    validate::validate(&t).unwrap();
    let end = t.run_end().unwrap();
    assert_eq!(end.arg_str("status"), Some("cycle_limit"));
    assert_eq!(end.arg_u64("cycles"), Some(600));
}

#[test]
fn an_unwritable_trace_path_fails_before_the_run() {
    let d = tmpdir("unwritable");
    let stats = d.join("s.json");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--trace",
        "/nonexistent-dir/t.json",
        "--stats",
        stats.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("/nonexistent-dir/t.json"), "{err}");
    assert!(!stats.exists(), "the run did not start");
}

#[test]
fn the_size_cap_truncates_cleanly() {
    let (code, err, trace, _) = traced(
        "cap",
        "workloads/ptx/reduce/reduce.yaml",
        "t.json",
        &["--trace-max-bytes", "20000"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("--trace-max-bytes 20000"), "{err}");
    let bytes = std::fs::metadata(&trace).unwrap().len();
    assert!(bytes < 22000, "{bytes}");
    let t = read::load(&trace).unwrap();
    validate::validate(&t).unwrap();
    assert_eq!(t.run_end().unwrap().args["truncated"], true);
}

#[test]
fn filters_keep_what_they_name() {
    let w = "workloads/ptx/reduce/reduce.yaml";
    let (code, err, trace, _) = traced(
        "filters",
        w,
        "t.json",
        &[
            "--trace-sms",
            "1,3",
            "--trace-cycles",
            "20..700",
            "--trace-warps",
            "8-15",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let t = read::load(&trace).unwrap();
    validate::validate(&t).unwrap();
    let mut issues = 0;
    for e in t.events.iter().filter(|e| e.ph != "M" && !e.is_run_end()) {
        assert!(e.pid == 1 || e.pid == 3, "{e:?}");
        assert!(e.ts >= 20 && e.ts < 700, "{e:?}");
        assert!(e.end().is_none_or(|end| end <= 700), "{e:?}");
        if e.cat == "issue" {
            issues += 1;
            let gw = e.arg_u64("warp").unwrap();
            assert!((8..16).contains(&gw), "{e:?}");
        }
    }
    assert!(issues > 0);
    assert_eq!(t.other["filters"]["cycles"], serde_json::json!([20, 700]));
}

#[test]
fn replay_cuts_a_window_that_validates() {
    let (code, err, trace, _) = traced("cut", "workloads/ptx/reduce/reduce.yaml", "t.json", &[]);
    assert_eq!(code, 0, "{err}");
    let out = trace.with_file_name("cut.json.gz");
    let (code, _, err) = warpsim(&[
        "replay",
        trace.to_str().unwrap(),
        "--window",
        "200..300",
        "--sms",
        "0-1",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let t = read::load(&out).unwrap();
    validate::validate(&t).unwrap();
    assert!(t
        .events
        .iter()
        .filter(|e| e.ph != "M" && !e.is_run_end())
        .all(|e| e.pid <= 1 && e.ts >= 200 && e.ts < 300));
}

#[test]
fn a_corrupt_trace_is_a_located_error() {
    let d = tmpdir("corrupt");
    let bad = d.join("bad.json");
    std::fs::write(
        &bad,
        "{\"traceEvents\":[{\"ph\":\"X\",\"pid\":0,\"tid\":0,\"ts\":1,\"dur\":1},\n{\"ph\":",
    )
    .unwrap();
    let (code, _, err) = warpsim(&["replay", bad.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("bad.json") && err.contains("byte"), "{err}");
    let _ = root();
}

/// The sample traces (`traces/samples.txt`): (file, workload, extra arguments).
fn samples() -> Vec<(String, String, Vec<String>)> {
    std::fs::read_to_string(root().join("traces/samples.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut it = l.split_whitespace().map(String::from);
            let f = it.next().unwrap();
            let w = it.next().unwrap();
            (f, w, it.collect())
        })
        .collect()
}

/// A trace file's JSON text (gunzipped when needed).
fn json_text(p: &std::path::Path) -> Vec<u8> {
    let bytes = std::fs::read(p).unwrap();
    if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut out = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut out)
            .unwrap();
        out
    } else {
        bytes
    }
}

#[test]
fn every_sample_is_current_small_valid_and_replays_to_its_stats() {
    let s = samples();
    assert!(s.len() >= 3);
    let mut events = 0;
    for (file, workload, extra) in s {
        let committed = root().join("traces").join(&file);
        let size = std::fs::metadata(&committed).unwrap().len();
        // Samples stay small enough to keep in the repository (2 MiB: the memory
        // model's waits split stalls into more slices than the fixed-latency one did).
        assert!(size < 2 << 20, "{file}: {size} bytes");
        let extra: Vec<&str> = extra.iter().map(|s| s.as_str()).collect();
        let (code, err, fresh, stats) = traced("sample", &workload, &file, &extra);
        assert_eq!(code, 0, "{err}");
        assert!(
            json_text(&fresh) == json_text(&committed),
            "{file} is stale: run traces/regen.sh"
        );
        let t = read::load(&committed).unwrap();
        validate::validate(&t).unwrap_or_else(|e| panic!("{e}"));
        events = events.max(t.events.len());
        let sum = replay::summary(&t);
        let j: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
        assert_eq!(sum.cycles, j["cycles"].as_u64().unwrap(), "{file}");
        assert_eq!(
            sum.warp_instructions,
            j["warp_instructions"].as_u64().unwrap(),
            "{file}"
        );
        // An application's stats hold each launch's: the trace has them all.
        let launches = match j["per_launch"].as_array() {
            Some(l) => l.clone(),
            None => vec![j.clone()],
        };
        let mut stalls = BTreeMap::new();
        let mut per_warp = BTreeMap::new();
        for l in &launches {
            for (k, v) in l["stalls"].as_object().unwrap() {
                *stalls.entry(k.clone()).or_insert(0) += v.as_u64().unwrap();
            }
            for (w, n) in stats_per_warp(l) {
                *per_warp.entry(w).or_insert(0) += n;
            }
        }
        assert_eq!(sum.stalls, stalls, "{file}");
        assert_eq!(sum.per_warp_issued, per_warp, "{file}");
    }
    // The viewer check (.ci/run) opens every sample; one has at least 100k events.
    assert!(events >= 100_000, "largest sample has {events} events");
}

#[test]
fn a_kernel_fault_leaves_a_valid_trace_and_consistent_stats() {
    // saxpy over 300 blocks on buffers of 64 blocks' worth: loads go out of bounds.
    let d = tmpdir("oob");
    let ptx = root().join("workloads/ptx/saxpy/saxpy.ptx");
    std::fs::write(
        d.join("w.yaml"),
        format!(
            "program: {}\nkernel: saxpy\ngrid: [300, 1, 1]\nblock: [256, 1, 1]\nbuffers:\n  x: {{ type: f32, count: 16384 }}\n  y: {{ type: f32, count: 16384 }}\nargs: [76800, 2.5, x, y]\n",
            ptx.display()
        ),
    )
    .unwrap();
    // Both formats: the JSON and the Perfetto protobuf.
    for name in ["t.json", "t.pftrace"] {
        let (code, err, trace, stats) =
            traced("oob", d.join("w.yaml").to_str().unwrap(), name, &[]);
        assert_eq!(code, 3, "{err}");
        assert!(err.contains("out-of-bounds"), "{err}");
        let t = read::load(&trace).unwrap();
        validate::validate(&t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.run_end().unwrap().arg_str("status"), Some("fault"));
        let j: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
        let stalls: u64 = j["stalls"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum();
        assert_eq!(
            j["warp_instructions"].as_u64().unwrap() + stalls,
            j["issue_slots"].as_u64().unwrap()
        );
        let s = replay::summary(&t);
        assert_eq!(s.to_json()["stalls"], j["stalls"]);
        assert_eq!(s.cycles, j["cycles"].as_u64().unwrap());
    }
}

#[test]
fn a_run_that_never_starts_leaves_no_trace() {
    let d = tmpdir("nostart");
    let trace = d.join("t.json");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--regs",
        "400",
        "--trace",
        trace.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("sm.registers"), "{err}");
    assert!(!trace.exists());
}
