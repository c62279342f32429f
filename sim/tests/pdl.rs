//! Programmatic dependent launch: a `programmatic: true` launch runs together with the
//! kernel launched before it. It starts once every block of that kernel ran
//! `griddepcontrol.launch_dependents` or exited, its `griddepcontrol.wait` holds it
//! until the launches before it completed, and the statistics and the timeline show
//! the overlap (workloads/ptx/pdl_pair).

mod common;
use common::*;
use serde_json::Value;
use warpsim::driver::{run, RunArgs, RunOutcome};

fn pdl_dir() -> std::path::PathBuf {
    root().join("workloads/ptx/pdl_pair")
}

fn run_yaml(path: std::path::PathBuf, functional: bool, threads: usize) -> RunOutcome {
    run(&RunArgs {
        workload: path,
        functional,
        threads,
        ..Default::default()
    })
    .unwrap()
}

/// A temp copy of the pdl_pair workload with `edit` applied to the text of `file`.
fn edited(tag: &str, file: &str, edit: impl Fn(&str) -> String) -> std::path::PathBuf {
    let dir = tmpdir(tag);
    for e in std::fs::read_dir(pdl_dir()).unwrap() {
        let p = e.unwrap().path();
        std::fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
    }
    let f = dir.join(file);
    let text = std::fs::read_to_string(&f).unwrap();
    let new = edit(&text);
    assert_ne!(new, text, "the edit of {file} changed nothing");
    std::fs::write(&f, new).unwrap();
    dir.join("pdl_pair.yaml")
}

/// The error of a timing run of `workload`.
fn error_of(workload: std::path::PathBuf) -> String {
    run(&RunArgs {
        workload,
        ..Default::default()
    })
    .unwrap_err()
    .to_string()
}

fn stats(out: &RunOutcome) -> Value {
    out.stats.to_json()
}

fn num(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a number: {v}"))
}

#[test]
fn a_programmatic_launch_overlaps_the_one_before_and_still_sees_its_results() {
    let pdl = run_yaml(pdl_dir().join("pdl_pair.yaml"), false, 1);
    let serial = run_yaml(pdl_dir().join("pdl_pair_serial.yaml"), false, 1);
    for (name, out) in [("pdl", &pdl), ("serial", &serial)] {
        assert_eq!(out.mismatches.0, 0, "{name}: {:?}", out.mismatches.1);
        assert_eq!(out.expected_buffers, 2);
    }
    let (p, s) = (stats(&pdl), stats(&serial));
    let (pl, sl) = (
        p["per_launch"].as_array().unwrap(),
        s["per_launch"].as_array().unwrap(),
    );
    assert_eq!(pl.len(), 2);
    // The same work either way.
    assert_eq!(p["warp_instructions"], s["warp_instructions"]);
    for k in 0..2 {
        assert_eq!(pl[k]["warp_instructions"], sl[k]["warp_instructions"]);
        assert_eq!(pl[k]["blocks"], sl[k]["blocks"]);
    }
    // Serial: the sum of the launches; no launch waits at griddepcontrol.wait.
    let c = |l: &Value| num(&l["cycles"]);
    assert_eq!(num(&s["cycles"]), c(&sl[0]) + c(&sl[1]));
    assert!(sl.iter().all(|l| l.get("programmatic").is_none()));
    assert_eq!(num(&s["per_launch"][1]["stalls"]["grid_dependency"]), 0);
    // PDL: consume starts while produce runs (produce triggers first thing), its
    // warps wait for produce at griddepcontrol.wait, and yet y matched: the wait held
    // them until produce's stores were performed.
    let g = |k: usize, key: &str| num(&pl[k]["programmatic"][key]);
    assert_eq!(pl[0]["programmatic"]["group"], serde_json::json!([0, 1]));
    assert_eq!(g(0, "start_cycle"), 0);
    assert!(
        g(1, "start_cycle") < g(0, "end_cycle") / 4,
        "consume started at {} (produce ended at {})",
        g(1, "start_cycle"),
        g(0, "end_cycle")
    );
    assert_eq!(g(1, "end_cycle"), num(&p["cycles"]));
    assert_eq!(c(&pl[1]), g(1, "end_cycle") - g(1, "start_cycle"));
    assert!(num(&pl[1]["stalls"]["grid_dependency"]) > 0);
    assert_eq!(num(&pl[0]["stalls"]["grid_dependency"]), 0);
    // The overlap saves time: at least 10% of the serial run here (consume's
    // prologue and launch run under produce).
    let (tp, ts) = (num(&p["cycles"]), num(&s["cycles"]));
    assert!(tp * 10 < ts * 9, "pdl {tp} cycles vs serial {ts}");
    // The slots charged to the two launches add up to the run's.
    let slots = |l: &Value| -> u64 { l["stalls"].as_object().unwrap().values().map(num).sum() };
    let issued: u64 = pl.iter().map(|l| num(&l["warp_instructions"])).sum();
    let per_cycle = num(&pl[0]["issue_slots"]) / c(&pl[0]);
    assert_eq!(
        slots(&pl[0]) + slots(&pl[1]) + issued,
        per_cycle * num(&p["cycles"]),
        "slots charged to the launches vs the group's issue slots"
    );
    // The functional engine runs them in order, with the same results.
    let f = run_yaml(pdl_dir().join("pdl_pair.yaml"), true, 1);
    assert_eq!(f.mismatches.0, 0, "{:?}", f.mismatches.1);
}

#[test]
fn without_the_wait_the_dependent_launch_reads_stale_data() {
    // The negative control: the same run without griddepcontrol.wait reads x before
    // produce wrote it, so y cannot match.
    let y = edited("nowait", "pdl_pair.ptx", |t| {
        t.replace("griddepcontrol.wait;", "")
    });
    let out = run_yaml(y, false, 1);
    assert!(out.mismatches.0 > 0, "y matched without the wait");
    let j = stats(&out);
    assert_eq!(num(&j["per_launch"][1]["stalls"]["grid_dependency"]), 0);
}

#[test]
fn without_a_trigger_the_dependent_launch_starts_when_the_blocks_before_it_exit() {
    let y = edited("notrigger", "pdl_pair.ptx", |t| {
        t.replace("griddepcontrol.launch_dependents;", "")
    });
    let out = run_yaml(y, false, 1);
    assert_eq!(out.mismatches.0, 0, "{:?}", out.mismatches.1);
    let j = stats(&out);
    let g = |k: usize, key: &str| num(&j["per_launch"][k]["programmatic"][key]);
    assert!(
        g(1, "start_cycle") >= g(0, "end_cycle"),
        "consume started at {} before produce's last exit at {}",
        g(1, "start_cycle"),
        g(0, "end_cycle")
    );
}

#[test]
fn a_chain_of_three_waits_for_every_launch_before_it() {
    // z = y ^ mix(i ^ seed) = x: the third launch reads what the second wrote.
    let y = edited("chain", "pdl_pair.yaml", |t| {
        t.replace(
            "  y: { type: u32, count: 33792 }\n",
            "  y: { type: u32, count: 33792 }\n  z: { type: u32, count: 33792 }\n",
        )
        .replace(
            "programmatic: true }\n",
            "programmatic: true }\n  - { kernel: consume, grid: 132, block: 256, args: [16, y, z], programmatic: true }\n",
        )
        .replace(
            "  y: { file: y_expected.bin }\n",
            "  y: { file: y_expected.bin }\n  z: { file: x_expected.bin }\n",
        )
    });
    let out = run_yaml(y.clone(), false, 1);
    assert_eq!(out.mismatches.0, 0, "{:?}", out.mismatches.1);
    assert_eq!(out.expected_buffers, 3);
    let j = stats(&out);
    let per = j["per_launch"].as_array().unwrap();
    assert_eq!(per.len(), 3);
    assert!(per
        .iter()
        .all(|l| l["programmatic"]["group"] == serde_json::json!([0, 2])));
    // consume runs no launch_dependents: the third starts when its blocks exited.
    let g = |k: usize, key: &str| num(&per[k]["programmatic"][key]);
    assert!(g(2, "start_cycle") >= g(1, "end_cycle"));
    // One timeline: three launch slices on three tracks, valid and thread-independent.
    let dir = tmpdir("chain-trace");
    let trace = |threads: &str| {
        let t = dir.join(format!("t{threads}.json"));
        let (code, _, err) = warpsim(&[
            "run",
            y.to_str().unwrap(),
            "--threads",
            threads,
            "--trace",
            t.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        std::fs::read(&t).unwrap()
    };
    let (t1, t3) = (trace("1"), trace("3"));
    assert!(t1 == t3, "the trace depends on --threads");
    let path = dir.join("t1.json");
    let (code, out, err) = warpsim(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("launches            3"), "{out}");
    let text = String::from_utf8(t1).unwrap();
    for k in 1..3 {
        assert!(
            text.contains(&format!(
                "\"args\":{{\"name\":\"launches, overlapping {k}\"}}"
            )),
            "no track for launch {k}"
        );
    }
}

#[test]
fn stats_and_traces_do_not_depend_on_host_threads() {
    let dir = tmpdir("pdl-threads");
    let go = |threads: &str| {
        let t = dir.join(format!("t{threads}.pftrace"));
        let s = dir.join(format!("s{threads}.json"));
        let (code, _, err) = warpsim(&[
            "run",
            "workloads/ptx/pdl_pair/pdl_pair.yaml",
            "--threads",
            threads,
            "--trace",
            t.to_str().unwrap(),
            "--stats",
            s.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        let mut j: Value = serde_json::from_slice(&std::fs::read(&s).unwrap()).unwrap();
        j.as_object_mut().unwrap().remove("host");
        (std::fs::read(&t).unwrap(), j)
    };
    let (a, b) = (go("1"), go("4"));
    assert!(a.0 == b.0, "the .pftrace depends on --threads");
    assert_eq!(a.1, b.1);
    let (code, out, err) = warpsim(&["replay", dir.join("t1.pftrace").to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("grid_dependency"), "{out}");
}

#[test]
fn a_fault_in_a_dependent_launch_names_it() {
    // y too small: consume's stores run out of bounds.
    let y = edited("fault", "pdl_pair.yaml", |t| {
        t.replace(
            "  y: { type: u32, count: 33792 }",
            "  y: { type: u32, count: 64 }",
        )
        .replace("  y: { file: y_expected.bin }\n", "")
    });
    let e = error_of(y);
    assert!(
        e.contains("in launch 1 of the application, kernel `consume`"),
        "{e}"
    );
}

#[test]
fn programmatic_is_a_checked_launch_key() {
    let y = edited("badkey", "pdl_pair.yaml", |t| {
        t.replace("programmatic: true }", "programmatic: yes please }")
    });
    let e = error_of(y);
    assert!(
        e.contains("programmatic") && e.contains("pdl_pair.yaml:"),
        "{e}"
    );
    // On a host step it is refused, named.
    let y = edited("hostkey", "pdl_pair.yaml", |t| {
        t.replace(
            "launches:\n",
            "launches:\n  - { fill: { buffer: y, value: 0 }, programmatic: true }\n",
        )
    });
    let e = error_of(y);
    assert!(
        e.contains("takes no launch keys") && e.contains("programmatic"),
        "{e}"
    );
    // Only NVIDIA sm_90 and later have programmatic dependent launch (HIP has none):
    // an AMD application asking for it is refused before it runs.
    let app = root().join("workloads/real/apps/aidw");
    let text = std::fs::read_to_string(app.join("amd/gfx1100.yaml")).unwrap();
    let text: String = text
        .replace(
            "program: ../../../amdgpu",
            &format!(
                "program: {}",
                root().join("workloads/real/amdgpu").display()
            ),
        )
        .replace("file: ../", &format!("file: {}/", app.display()))
        .lines()
        .map(|l| {
            if l.contains("AIDW_Kernel_Tiled") {
                l.replace("avg_dist] }", "avg_dist], programmatic: true }") + "\n"
            } else {
                l.to_string() + "\n"
            }
        })
        .collect();
    assert!(text.contains("programmatic: true"));
    let y = tmpdir("amdpdl").join("aidw.yaml");
    std::fs::write(&y, text).unwrap();
    let e = error_of(y);
    assert!(
        e.contains("needs an NVIDIA GPU of sm_90 or later") && e.contains("gfx1100"),
        "{e}"
    );
}
