//! Real applications from the HeCBench corpus (workloads/real/apps/): each runs the
//! benchmark's own kernels, compiled unmodified by nvcc or clang, as a launch sequence
//! and compares the results with a port of the benchmark's CPU check
//! (`<app>/gen.py`). Run in the timing model: the functional and timing engines share
//! the semantics, and the timing run is what users run.

mod common;
use common::root;
use warpsim::driver::{run, RunArgs};

/// The AMD applications (`<app>/amd/<gfx>.yaml`, written by `apps/amd.py`) for `gfx`.
fn amd_apps(gfx: &str) -> Vec<std::path::PathBuf> {
    let mut out: Vec<_> = apps()
        .iter()
        .filter_map(|y| {
            let p = y.parent()?.join("amd").join(format!("{gfx}.yaml"));
            p.exists().then_some(p)
        })
        .collect();
    out.sort();
    out
}

fn apps() -> Vec<std::path::PathBuf> {
    let dir = root().join("workloads/real/apps");
    let mut out = Vec::new();
    for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let d = e.path();
        if !d.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = f.path();
            if p.extension().is_some_and(|x| x == "yaml") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_real_application_matches_its_reference() {
    let apps = apps();
    // The corpus's applications (a floor, so that losing them fails the test).
    assert!(apps.len() >= 30, "only {} real applications", apps.len());
    check_all(&apps);
}

/// The same applications built by clang-22 from the benchmarks' `-hip` sources, on
/// one CDNA target (wave64) and one RDNA target (wave32, true16). The other five
/// targets run with `python3 workloads/real/apps/amd.py --run` (about 10 minutes).
#[test]
fn amd_applications_match_their_references() {
    for gfx in ["gfx942", "gfx1100"] {
        let apps = amd_apps(gfx);
        assert!(
            apps.len() >= 25,
            "only {} AMD applications for {gfx}",
            apps.len()
        );
        check_all(&apps);
    }
}

/// Run each workload in the timing model; fail listing every one that does not match.
fn check_all(apps: &[std::path::PathBuf]) {
    let mut failures = Vec::new();
    for y in apps {
        match run(&RunArgs {
            workload: y.clone(),
            threads: 2,
            ..Default::default()
        }) {
            Ok(out) if out.expected_buffers == 0 => {
                failures.push(format!("{}: checks nothing", y.display()))
            }
            Ok(out) if out.mismatches.0 == 0 => {}
            Ok(out) => failures.push(format!(
                "{}: {} elements differ, first {:?}",
                y.display(),
                out.mismatches.0,
                out.mismatches.1
            )),
            Err(e) => failures.push(format!("{}: {e}", y.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{} applications match", apps.len());
}
