//! `warpsim run --plots DIR`: the run's counters over time as SVG plots and CSV. The
//! plots carry their titles, axis labels and legends; the CSV adds up to the run's own
//! stats; the files are the same for any number of host threads.

mod common;

use common::{tmpdir, warpsim};
use std::path::Path;

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn plots(tag: &str, workload: &str, extra: &[&str]) -> (std::path::PathBuf, serde_json::Value) {
    let d = tmpdir(tag);
    let (p, s) = (d.join("plots"), d.join("s.json"));
    let mut args = vec![
        "run",
        workload,
        "-q",
        "--plots",
        p.to_str().unwrap(),
        "--stats",
        s.to_str().unwrap(),
    ];
    args.extend(extra);
    let (code, _, err) = warpsim(&args);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("plots: 7 files in"), "{err}");
    (p, serde_json::from_str(&read(&s)).unwrap())
}

#[test]
fn plots_have_their_series_labels_and_numbers() {
    let (p, stats) = plots("reduce", "workloads/ptx/reduce/reduce.yaml", &[]);
    let svg = |n: &str| read(&p.join(n));
    for (file, want) in [
        (
            "ipc.svg",
            &[
                "IPC per SM over time: reduce on NVIDIA H100 SXM5",
                "cycle (windows of 100 cycles)",
                ">SM<",
                ">IPC<",
            ][..],
        ),
        (
            "active_warps.svg",
            &["Active warps per SM over time", ">warps<"][..],
        ),
        (
            "stall_mix.svg",
            &[
                "Issue and stall mix over time, all SMs",
                "scheduler slots (%)",
                ">issued<",
                ">memory_wait<",
                ">no_warp<",
                ">drained<",
            ][..],
        ),
        (
            "stall_mix_sm.svg",
            &[
                "Most frequent stall reason per SM over time",
                ">memory_wait<",
                ">barrier<",
            ][..],
        ),
        (
            "bandwidth.svg",
            &[
                "Memory bandwidth over time",
                "bytes per cycle (whole level)",
                ">dram read_bytes<",
                ">l2 bytes_out<",
            ][..],
        ),
    ] {
        let text = svg(file);
        assert!(text.starts_with("<svg"), "{file}");
        for w in want {
            // A whole text element (plotters puts its text on a line of its own), or
            // part of a longer one.
            let found = match w.strip_prefix('>').and_then(|w| w.strip_suffix('<')) {
                Some(t) => text.contains(&format!(">\n{t}\n<")) || text.contains(w),
                None => text.contains(w),
            };
            assert!(found, "{file}: no {w:?}");
        }
    }
    // Heat maps draw one cell per (SM, window) sampled.
    let csv = read(&p.join("sm_timeline.csv"));
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert!(csv.starts_with("window_start,sm,active_warps,ipc,no_warp,dependency,"));
    let cells = read(&p.join("ipc.svg")).matches("<rect").count();
    // (cells: one per row, plus the colour scale's 64 and the background)
    assert!(
        cells >= rows.len() + 64,
        "{cells} rects for {} rows",
        rows.len()
    );
    // The IPC of every window times its length adds up to the run's warp-instructions.
    let issued: f64 = rows
        .iter()
        .map(|r| r[3].parse::<f64>().unwrap() * 100.0)
        .sum();
    let wi = stats["warp_instructions"].as_f64().unwrap();
    assert!(
        (issued - wi).abs() <= wi * 0.01,
        "CSV {issued} vs stats {wi}"
    );
    // Memory: the DRAM's bytes per cycle times the windows add up to its bytes read.
    let mem = read(&p.join("memory_timeline.csv"));
    assert!(mem.contains(",dram bytes per cycle,read_bytes,"), "{mem}");
}

#[test]
fn plots_are_the_same_for_any_thread_count_and_share_the_trace_window() {
    let (a, _) = plots(
        "t1",
        "workloads/ptx/app_chain/app_chain.yaml",
        &["--threads", "1"],
    );
    let (b, _) = plots(
        "t3",
        "workloads/ptx/app_chain/app_chain.yaml",
        &["--threads", "3"],
    );
    for f in [
        "ipc.svg",
        "stall_mix.svg",
        "bandwidth.svg",
        "sm_timeline.csv",
        "memory_timeline.csv",
    ] {
        assert!(read(&a.join(f)) == read(&b.join(f)), "{f} differs");
    }
    // A trace and plots together: the trace's window applies to both.
    let d = tmpdir("both");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "-q",
        "--plots",
        d.join("p").to_str().unwrap(),
        "--trace",
        d.join("t.pftrace").to_str().unwrap(),
        "--trace-window",
        "50",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("windows of 50 cycles"), "{err}");
    assert!(d.join("t.pftrace").exists());
    // --plots onto a file is refused before the run.
    let f = d.join("file");
    std::fs::write(&f, "x").unwrap();
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--plots",
        f.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--plots"), "{err}");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--functional",
        "--plots",
        d.join("q").to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("timing model"), "{err}");
}
