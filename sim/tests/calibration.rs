//! The calibration suite's fast subset (`warpsim calibrate --fast`): every listed row
//! runs on its GPU's shipped config and lands within the 25% row bound of the
//! published measurement; the suite files are consistent; results do not depend on how
//! many rows run at once. The full suite is `warpsim calibrate` (about an hour).

mod common;
use common::*;
use warpsim::calibrate::{calibrate, summarize, CalArgs};

fn args(jobs: usize) -> CalArgs {
    CalArgs {
        dir: root().join("workloads/calibration"),
        gpus: Vec::new(),
        rows: Vec::new(),
        fast: true,
        threads: 1,
        jobs,
        overrides: Vec::new(),
    }
}

#[test]
fn fast_subset_matches_the_published_measurements() {
    let rows = calibrate(&args(2), &mut |_| {}).expect("calibration runs");
    assert!(rows.len() >= 6, "fast subset has {} rows", rows.len());
    let mut report = String::new();
    let mut bad = Vec::new();
    for r in &rows {
        let e = r
            .error()
            .unwrap_or_else(|| panic!("{}: not simulated ({})", r.id, r.note));
        report += &format!(
            "{:<34} {:>9.1} {:>9.1} {:+.1}%\n",
            r.id,
            r.published,
            r.simulated.unwrap_or(0.0),
            e * 100.0
        );
        if e.abs() > 0.25 {
            bad.push(r.id.clone());
        }
        assert!(r.cycles > 0, "{}: no cycles", r.id);
    }
    assert!(
        bad.is_empty(),
        "rows off by more than 25%: {bad:?}\n{report}"
    );
    let (per, all) = summarize(&rows);
    assert!(!per.is_empty() && all.is_some());
}

#[test]
fn results_do_not_depend_on_the_number_of_jobs() {
    let mut a = args(1);
    a.rows = vec!["latency".into()];
    let one = calibrate(&a, &mut |_| {}).expect("calibration runs");
    a.jobs = 2;
    let two = calibrate(&a, &mut |_| {}).expect("calibration runs");
    assert!(!one.is_empty());
    let key =
        |r: &warpsim::calibrate::RowResult| (r.id.clone(), r.cycles, r.simulated.map(f64::to_bits));
    assert_eq!(
        one.iter().map(key).collect::<Vec<_>>(),
        two.iter().map(key).collect::<Vec<_>>()
    );
}

#[test]
fn an_unknown_gpu_is_named() {
    let mut a = args(1);
    a.gpus = vec!["v100".into()];
    let e = calibrate(&a, &mut |_| {}).unwrap_err().to_string();
    assert!(e.contains("v100") && e.contains("a100_80"), "{e}");
}

#[test]
fn a_file_measured_with_an_older_kernel_runs_that_kernel() {
    use warpsim::calibrate::suite::Suite;
    let dir = root().join("workloads/calibration");
    let s = Suite::load(&dir).expect("suite loads");
    let row = s
        .rows
        .iter()
        .find(|r| r.id == "h100_pcie.l2cache.1024kB")
        .expect("the h100_pcie L2 row");
    assert_eq!(s.program_name(row), "l2cache_f54baaa");
    let p = s.program("sm_90", s.program_name(row)).unwrap();
    assert!(p.is_file(), "{} is in the corpus", p.display());
    // Rows of other files keep their benchmark's program.
    let other = s
        .rows
        .iter()
        .find(|r| r.id.starts_with("h200.l2cache"))
        .unwrap();
    assert_eq!(s.program_name(other), "l2cache");
    // A `file_programs` key that names no result file is an error that says so.
    let t = tmpdir("cal-file-programs");
    std::fs::copy(dir.join("published.yaml"), t.join("published.yaml")).unwrap();
    let suite = std::fs::read_to_string(dir.join("suite.yaml")).unwrap();
    let bad = suite.replace("gpu-l2-cache/h100_pcie.txt:", "gpu-l2-cache/h100_sxm.txt:");
    assert_ne!(bad, suite);
    std::fs::write(t.join("suite.yaml"), bad).unwrap();
    let Err(e) = Suite::load(&t) else {
        panic!("a file_programs key naming no result file was accepted")
    };
    let e = e.to_string();
    assert!(
        e.contains("gpu-l2-cache/h100_sxm.txt") && e.contains("file_programs"),
        "{e}"
    );
}
