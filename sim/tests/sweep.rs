//! `warpsim sweep`: a 4 schedulers x 3 warp limits x 2 workloads sweep writes its
//! outputs, each row equal to the stats of the same `warpsim run`; the same sweep in 3
//! shards, merged, writes the same outputs (host times aside); a resumed sweep runs
//! nothing again; a directory of another sweep and an incomplete merge are refused.

mod common;
use common::{tmpdir, warpsim};

const W: [&str; 2] = [
    "workloads/ptx/saxpy/saxpy.yaml",
    "workloads/ptx/reduce/reduce.yaml",
];
const SCHED: &str = "sm.scheduler=lrr,gto,two_level,oldest_first";
const WARPS: &str = "sm.max_warps=16,32,64";

fn sweep(out: &str, extra: &[&str]) -> (i32, String, String) {
    let mut a = vec![
        "sweep", W[0], W[1], "--set", SCHED, "--set", WARPS, "--out", out,
    ];
    a.extend_from_slice(extra);
    warpsim(&a)
}

/// The CSV without its host_seconds column (the one thing that differs run to run).
fn csv_without_host(path: &std::path::Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let host = head.iter().position(|c| *c == "host_seconds").unwrap();
    assert_eq!(host, head.len() - 1, "host_seconds is the last column");
    text.lines()
        .map(|l| {
            let mut f: Vec<String> = l.split(',').map(str::to_string).collect();
            f.truncate(host);
            f
        })
        .collect()
}

#[test]
fn a_sweep_equals_its_runs_and_its_shards_merged() {
    let d = tmpdir("sweep");
    let full = d.join("full");
    let full_s = full.to_str().unwrap();
    let (code, out, err) = sweep(full_s, &["--jobs", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("24 runs (24 run now, 0 already done, 0 failed)"),
        "{out}"
    );
    let rows = csv_without_host(&full.join("results.csv"));
    assert_eq!(rows.len(), 25);
    let head = &rows[0];
    let col = |name: &str| head.iter().position(|c| c == name).unwrap();
    // Every row equals the stats of the same run made on its own.
    for r in &rows[1..] {
        let stats = d.join("one.json");
        let (code, _, err) = warpsim(&[
            "run",
            &r[col("workload")],
            "--set",
            &format!("sm.scheduler={}", r[col("sm.scheduler")]),
            "--set",
            &format!("sm.max_warps={}", r[col("sm.max_warps")]),
            "--stats",
            stats.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        let j: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
        for (c, v) in [
            ("cycles", j["cycles"].to_string()),
            ("ipc", j["ipc"].to_string()),
            ("occupancy", j["occupancy"].to_string()),
            ("stall_memory_wait", j["stalls"]["memory_wait"].to_string()),
            ("dram_bytes", j["dram_bytes"]["total"].to_string()),
        ] {
            assert_eq!(r[col(c)], v, "{c} of {r:?}");
        }
        assert_eq!(r[col("status")], "ok");
    }
    // The schedulers are really swept: not every row has the same cycles.
    let cycles: std::collections::BTreeSet<&String> =
        rows[1..].iter().map(|r| &r[col("cycles")]).collect();
    assert!(cycles.len() > 2, "{cycles:?}");
    let summary = std::fs::read_to_string(full.join("summary.md")).unwrap();
    assert_eq!(summary.matches("**best**").count(), 2, "{summary}");
    assert!(summary.contains("| sm.scheduler | sm.max_warps | cycles | IPC | speed-up |"));

    // The plots: titles, axis labels with units, a legend entry per series, a bar per run.
    let cyc = std::fs::read_to_string(full.join("cycles.svg")).unwrap();
    for want in [
        "Cycles per setting, relative to each workload&apos;s first run",
        "cycles (relative to the first run = 1.0)",
        "saxpy\n",
        "reduce\n",
        "scheduler=lrr max_warps=16",
        "scheduler=oldest_first max_warps=64",
    ] {
        assert!(cyc.contains(want), "cycles.svg lacks {want:?}");
    }
    let st = std::fs::read_to_string(full.join("stalls.svg")).unwrap();
    for want in [
        "Stall breakdown per run",
        "stalled slots (%)",
        "run (index in results.csv)",
        "memory_wait\n",
        "drained\n",
    ] {
        assert!(st.contains(want), "stalls.svg lacks {want:?}");
    }
    // 24 bars per series in the stacked plot (9 reasons) plus background and legend.
    assert!(
        st.matches("<rect").count() >= 24 * 9,
        "{}",
        st.matches("<rect").count()
    );

    // Resumed: nothing runs again.
    let (code, out, err) = sweep(full_s, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(0 run now, 24 already done"), "{out}");

    // Three shards, merged.
    let mut shards = Vec::new();
    for k in 1..=3 {
        let s = d.join(format!("shard{k}"));
        let (code, out, err) = sweep(s.to_str().unwrap(), &["--shard", &format!("{k}/3")]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("8 runs"), "{out}");
        shards.push(s.to_str().unwrap().to_string());
    }
    let merged = d.join("merged");
    let mut args = vec!["sweep", "merge"];
    args.extend(shards.iter().map(String::as_str));
    args.extend(["--out", merged.to_str().unwrap()]);
    let (code, out, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("merged 24 runs"), "{out}");
    assert_eq!(
        csv_without_host(&merged.join("results.csv")),
        csv_without_host(&full.join("results.csv"))
    );
    assert_eq!(
        std::fs::read_to_string(merged.join("summary.md")).unwrap(),
        summary
    );
    for svg in ["cycles.svg", "stalls.svg"] {
        assert_eq!(
            std::fs::read(merged.join(svg)).unwrap(),
            std::fs::read(full.join(svg)).unwrap(),
            "{svg}"
        );
    }

    // Two shards of three are not the whole sweep.
    let (code, _, err) = warpsim(&[
        "sweep",
        "merge",
        &shards[0],
        &shards[1],
        "--out",
        d.join("partial").to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("8 of 24 runs are in none of the shards"),
        "{err}"
    );
    // Another sweep in the same directory.
    let (code, _, err) = warpsim(&["sweep", W[0], "--set", "sm.max_warps=8", "--out", full_s]);
    assert_eq!(code, 2);
    assert!(err.contains("holds another sweep"), "{err}");
}

#[test]
fn a_failing_run_is_a_row_not_the_end_of_the_sweep() {
    let d = tmpdir("sweep-fail");
    let out = d.join("o");
    let (code, stdout, err) = warpsim(&[
        "sweep",
        W[0],
        "--set",
        "sm.scheduler=gto,nosuch",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{stdout}{err}");
    assert!(
        stdout.contains("2 runs (2 run now, 0 already done, 1 failed)"),
        "{stdout}"
    );
    let csv = std::fs::read_to_string(out.join("results.csv")).unwrap();
    assert!(csv.lines().nth(1).unwrap().contains(",ok,"), "{csv}");
    assert!(csv.lines().nth(2).unwrap().contains("error: "), "{csv}");
}

#[cfg(unix)]
#[test]
fn an_interrupted_sweep_resumes_where_it_stopped() {
    let d = tmpdir("sweep-int");
    let out = d.join("o");
    let out_s = out.to_str().unwrap();
    let args = [
        "sweep",
        W[0],
        "workloads/ptx/mixed_1m/mixed_1m.yaml",
        "--jobs",
        "1",
        "--out",
        out_s,
    ];
    // saxpy is done within this; the 1M-thread run is not.
    let (code, err) = common::signalled(&args, 1200, "INT");
    assert_eq!(code, Some(130), "{err}");
    assert!(err.contains("sweep interrupted by SIGINT"), "{err}");
    // The finished run stays; the interrupted one left no stats.
    assert!(out.join("runs/run-00000.stats.json").exists());
    assert!(!out.join("runs/run-00001.stats.json").exists());
    let csv = std::fs::read_to_string(out.join("results.csv")).unwrap();
    assert!(csv.lines().nth(2).unwrap().contains(",missing,"), "{csv}");
    // Run again: only the missing run.
    let (code, stdout, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        stdout.contains("2 runs (1 run now, 1 already done, 0 failed)"),
        "{stdout}"
    );
}
