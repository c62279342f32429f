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

/// The app_chain workload with `edit` applied to its text, run from a temp copy.
fn run_edited(
    tag: &str,
    edit: impl Fn(&str) -> String,
) -> Result<warpsim::driver::RunOutcome, warpsim::Error> {
    let dir = tmpdir(tag);
    let src = root().join("workloads/ptx/app_chain");
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        std::fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
    }
    let y = dir.join("app_chain.yaml");
    let text = std::fs::read_to_string(&y).unwrap();
    std::fs::write(&y, edit(&text)).unwrap();
    run(&RunArgs {
        workload: y,
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

#[test]
fn tracing_an_application_is_refused_clearly() {
    let dir = tmpdir("apptrace");
    let (code, _out, err) = warpsim(&[
        "run",
        app().to_str().unwrap(),
        "--trace",
        dir.join("t.json").to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not implemented yet"), "{err}");
}
