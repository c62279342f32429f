//! Real applications from the HeCBench corpus (workloads/real/apps/): each runs the
//! benchmark's own kernels, compiled unmodified by nvcc or clang, as a launch sequence
//! and compares the results with a port of the benchmark's CPU check
//! (`<app>/gen.py`). Run in the timing model: the functional and timing engines share
//! the semantics, and the timing run is what users run.

mod common;
use common::root;
use warpsim::driver::{run, RunArgs};

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
    let mut failures = Vec::new();
    for y in &apps {
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
    eprintln!("{} real applications match", apps.len());
}
