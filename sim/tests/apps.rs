//! Applications: a workload's `launches:` (launch sequences with repeat/rotate, host
//! steps and loops) run over shared buffers, with totals and per-launch statistics.

mod common;
use common::*;
use warpsim::driver::{run, RunArgs};

fn app() -> std::path::PathBuf {
    root().join("workloads/ptx/app_chain/app_chain.yaml")
}

#[test]
fn app_chain_matches_in_both_modes_and_sums_its_launches() {
    for functional in [false, true] {
        let args = RunArgs {
            workload: app(),
            functional,
            ..Default::default()
        };
        let out = run(&args).unwrap();
        assert_eq!(
            out.mismatches.0, 0,
            "functional={functional}: {:?}",
            out.mismatches.1
        );
        assert_eq!(out.expected_buffers, 7);
        let j = out.stats.to_json();
        let per = j["per_launch"].as_array().unwrap();
        // 2 reductions, 4 smoothing repetitions, 5 loop passes (flag 5 -> 0).
        assert_eq!(per.len(), 11);
        assert_eq!(j["launches"], 11);
        let sum: u64 = per.iter().map(|l| l["cycles"].as_u64().unwrap()).sum();
        assert_eq!(j["cycles"].as_u64().unwrap(), sum);
        let kernels: Vec<&str> = per.iter().map(|l| l["kernel"].as_str().unwrap()).collect();
        assert_eq!(kernels[..3], ["block_sum", "block_sum", "smooth"]);
        assert_eq!(kernels[10], "countdown");
        assert_eq!(per[5]["repetition"], 3);
        assert!(per.iter().all(|l| l.get("host").is_none()));
        assert!(out.summary.contains("11 launches"), "{}", out.summary);
        if !functional {
            // Warm caches: the second of two identical launches is faster.
            let c = |i: usize| per[i]["cycles"].as_u64().unwrap();
            assert!(c(3) < c(2), "smooth again: {} vs {}", c(3), c(2));
        }
    }
}

#[test]
fn app_stats_do_not_depend_on_host_threads() {
    let stats = |threads: usize| {
        let out = run(&RunArgs {
            workload: app(),
            threads,
            ..Default::default()
        })
        .unwrap();
        let mut j = out.stats.to_json();
        j.as_object_mut().unwrap().remove("host");
        serde_json::to_string(&j).unwrap()
    };
    assert_eq!(stats(1), stats(3));
}

/// A temp copy of the app_chain workload with `edit` applied to its text.
fn edited(tag: &str, edit: impl Fn(&str) -> String) -> std::path::PathBuf {
    let dir = tmpdir(tag);
    let src = root().join("workloads/ptx/app_chain");
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        std::fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
    }
    let y = dir.join("app_chain.yaml");
    let text = std::fs::read_to_string(&y).unwrap();
    std::fs::write(&y, edit(&text)).unwrap();
    y
}

/// The app_chain workload with `edit` applied to its text, run from a temp copy.
fn run_edited(
    tag: &str,
    edit: impl Fn(&str) -> String,
) -> Result<warpsim::driver::RunOutcome, warpsim::Error> {
    run(&RunArgs {
        workload: edited(tag, edit),
        functional: true,
        ..Default::default()
    })
}

#[test]
fn bad_applications_are_located_errors() {
    let cases: &[(&str, &str, &str, &str)] = &[
        (
            "fillbuf",
            "buffer: total, value: 7",
            "buffer: nope, value: 7",
            "unknown buffer `nope`",
        ),
        (
            "max",
            "equals: 0, max: 10",
            "equals: 0, max: 3",
            "ran 3 passes",
        ),
        (
            "copysize",
            "from: total, to: copy",
            "from: total, to: log",
            "same size",
        ),
        (
            "mixed",
            "{ fill: { buffer: total, value: 7 } }",
            "{ fill: { buffer: total, value: 7 }, swap: [a, b] }",
            "fill and swap",
        ),
        (
            "toplevel",
            "program: app_chain.ptx\n",
            "program: app_chain.ptx\ngrid: 4\n",
            "belongs in each launch",
        ),
        (
            "prog",
            "kernel: smooth,",
            "program: other, kernel: smooth,",
            "unknown program `other`",
        ),
        (
            "args",
            "args: [partial, total, 16]",
            "args: [partial, total]",
            "takes 3 parameter",
        ),
        (
            "until",
            "    until: { buffer: flag",
            "    until: { buffer: nothere",
            "unknown buffer `nothere`",
        ),
    ];
    for (tag, from, to, want) in cases {
        let e = run_edited(tag, |t| {
            assert!(t.contains(from), "{tag}: `{from}` not in the workload");
            t.replacen(from, to, 1)
        })
        .err()
        .unwrap_or_else(|| panic!("{tag}: accepted"));
        let msg = e.to_string();
        assert!(msg.contains(want), "{tag}: {msg}");
        assert!(msg.contains("app_chain.yaml:"), "{tag}: not located: {msg}");
    }
}

/// Run `workload` with a trace and stats; (exit code, stderr, trace, stats JSON).
fn traced_app(
    tag: &str,
    workload: &std::path::Path,
    extra: &[&str],
) -> (i32, String, warpsim::trace::read::Trace, serde_json::Value) {
    let dir = tmpdir(tag);
    let (trace, stats) = (dir.join("t.json"), dir.join("s.json"));
    let mut a = vec![
        "run",
        workload.to_str().unwrap(),
        "--trace",
        trace.to_str().unwrap(),
        "--stats",
        stats.to_str().unwrap(),
    ];
    a.extend(extra);
    let (code, _, err) = warpsim(&a);
    let t = warpsim::trace::read::load(&trace).unwrap_or_else(|e| panic!("{tag}: {e}\n{err}"));
    warpsim::trace::validate::validate(&t).unwrap_or_else(|e| panic!("{tag}: {e}"));
    let j = serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    (code, err, t, j)
}

/// The launch slices of a trace: (ts, dur, kernel, status).
fn launch_slices(t: &warpsim::trace::read::Trace) -> Vec<(u64, u64, String, String)> {
    t.events
        .iter()
        .filter(|e| e.cat == "launch")
        .map(|e| {
            let st = e.arg_str("status").unwrap_or("").to_string();
            (e.ts, e.dur.unwrap(), e.name.clone(), st)
        })
        .collect()
}

#[test]
fn an_application_has_one_timeline_across_its_launches() {
    let (code, err, t, j) = traced_app("apptrace", &app(), &[]);
    assert_eq!(code, 0, "{err}");
    let per = j["per_launch"].as_array().unwrap();
    // One launch slice per launch, back to back, as long as the launch's own stats say.
    let slices = launch_slices(&t);
    assert_eq!(slices.len(), per.len());
    let mut at = 0;
    for (s, l) in slices.iter().zip(per) {
        assert_eq!(s.0, at);
        assert_eq!(s.1, l["cycles"].as_u64().unwrap());
        assert_eq!(s.2, l["kernel"].as_str().unwrap());
        assert_eq!(s.3, "ok");
        at += s.1;
    }
    // The events replay to the application's totals: cycles, instructions, and each
    // stall reason summed over the launches.
    let s = warpsim::trace::replay::summary(&t);
    assert_eq!(s.cycles, j["cycles"].as_u64().unwrap());
    assert_eq!(
        s.warp_instructions,
        j["warp_instructions"].as_u64().unwrap()
    );
    assert_eq!(s.launches, per.len() as u64);
    for (reason, n) in &s.stalls {
        let sum: u64 = per
            .iter()
            .map(|l| l["stalls"][reason.as_str()].as_u64().unwrap())
            .sum();
        assert_eq!(*n, sum, "{reason}");
    }
    assert_eq!(
        t.other["application"].as_str().unwrap(),
        app().to_str().unwrap()
    );
    assert_eq!(t.other["kernel"], "block_sum, smooth, countdown");
    let end = t.run_end().unwrap();
    assert_eq!(end.arg_u64("cycles"), j["cycles"].as_u64());
    // Later launches' events lie inside their own slice.
    let last = slices.last().unwrap();
    assert!(t
        .events
        .iter()
        .any(|e| e.cat == "issue" && e.ts >= last.0 && e.ts < last.0 + last.1));
    // Byte-identical for any host-thread count.
    let bytes = |tag: &str, threads: &str| {
        let dir = tmpdir(tag);
        let p = dir.join("t.json");
        let (code, _, err) = warpsim(&[
            "run",
            app().to_str().unwrap(),
            "--trace",
            p.to_str().unwrap(),
            "--threads",
            threads,
        ]);
        assert_eq!(code, 0, "{err}");
        std::fs::read(p).unwrap()
    };
    assert!(bytes("appt1", "1") == bytes("appt3", "3"));
}

#[test]
fn an_application_stopped_by_a_fault_or_bad_input_still_leaves_a_valid_timeline() {
    // The second launch reads 256 elements of the 16-element `partial`: it faults.
    let w = edited("appfault", |t| {
        t.replacen(
            "args: [partial, total, 16]",
            "args: [partial, total, 256]",
            1,
        )
    });
    let (code, err, t, j) = traced_app("appfault", &w, &[]);
    assert_eq!(code, 3, "{err}");
    let slices = launch_slices(&t);
    assert_eq!(slices.len(), 2);
    assert_eq!(slices[1].3, "fault");
    let end = t.run_end().unwrap();
    assert_eq!(end.arg_str("status"), Some("fault"));
    let msg = end.arg_str("message").unwrap();
    assert!(msg.contains("out-of-bounds global access"), "{msg}");
    assert!(
        msg.contains("in launch 1 of the application, kernel `block_sum`"),
        "{msg}"
    );
    assert!(err.contains("in launch 1 of the application"), "{err}");
    assert_eq!(end.arg_u64("cycles"), j["cycles"].as_u64());
    // A host loop that never ends (until.max) is bad input between launches.
    let w = edited("appmax", |t| {
        t.replacen("equals: 0, max: 10", "equals: 0, max: 3", 1)
    });
    let dir = tmpdir("appmax");
    let trace = dir.join("t.json");
    let (code, _, err) = warpsim(&[
        "run",
        w.to_str().unwrap(),
        "--trace",
        trace.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    let t = warpsim::trace::read::load(&trace).unwrap();
    warpsim::trace::validate::validate(&t).unwrap();
    assert_eq!(launch_slices(&t).len(), 2 + 4 + 3);
    let end = t.run_end().unwrap();
    assert_eq!(end.arg_str("status"), Some("error"));
    assert!(end.arg_str("message").unwrap().contains("ran 3 passes"));
}
