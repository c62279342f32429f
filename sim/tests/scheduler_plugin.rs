//! A scheduling policy of one's own: the example `crit` policy
//! (`sim/examples/crit_sched.rs`) registers by name, runs from its command line with
//! `--set sm.scheduler=crit` and with parameters in a config, and appears in a sweep;
//! `warpsim` itself, without it, refuses the name.

mod common;
use common::{root, tmpdir, warpsim};

/// The example binary, built by `cargo test` next to the test binaries.
fn example() -> std::path::PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    let p = dir.join("examples").join("crit_sched");
    assert!(
        p.exists(),
        "{} is missing: `cargo test` builds the examples (or `cargo build --release --examples`)",
        p.display()
    );
    p
}

fn run_example(args: &[&str]) -> (i32, String, String) {
    common::run_bin(&example(), args)
}

const W: &str = "workloads/ptx/reduce/reduce.yaml";

#[test]
fn the_example_policy_runs_from_the_cli_in_configs_and_sweeps() {
    let d = tmpdir("plugin");
    // From the command line.
    let stats = d.join("s.json");
    let (code, out, err) = run_example(&[
        "run",
        W,
        "--set",
        "sm.scheduler=crit",
        "--stats",
        stats.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("buffer(s) match"), "{out}");
    // The resolved config names it.
    let cfg = std::fs::read_to_string(d.join("s.config.yaml")).unwrap();
    assert!(cfg.contains("scheduler: crit"), "{cfg}");
    // With its parameter, in a config.
    let h100 = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml")).unwrap();
    let line = h100
        .lines()
        .find(|l| l.trim_start().starts_with("scheduler:"))
        .unwrap();
    let mine = d.join("crit.yaml");
    std::fs::write(
        &mine,
        h100.replace(line, "  scheduler: {kind: crit, tolerance: 4}"),
    )
    .unwrap();
    let (code, _, err) = run_example(&["run", W, "--config", mine.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let bad = d.join("bad.yaml");
    std::fs::write(
        &bad,
        h100.replace(line, "  scheduler: {kind: crit, tolerence: 4}"),
    )
    .unwrap();
    let (code, _, err) = run_example(&["run", W, "--config", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("crit has no parameter `tolerence` (its parameters: tolerance)"),
        "{err}"
    );
    // In a sweep, next to a built-in.
    let sw = d.join("sweep");
    let (code, out, err) = run_example(&[
        "sweep",
        W,
        "--set",
        "sm.scheduler=gto,crit",
        "--out",
        sw.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let csv = std::fs::read_to_string(sw.join("results.csv")).unwrap();
    let crit = csv.lines().find(|l| l.contains(",crit,")).unwrap();
    assert!(crit.contains(",ok,"), "{csv}");
    // warpsim without the plug-in does not know it.
    let (code, _, err) = warpsim(&["run", W, "--set", "sm.scheduler=crit"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown scheduling policy `crit`"), "{err}");
}
