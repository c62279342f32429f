//! Progress: the figures a progress bar shows come from the engine as it runs (blocks
//! done of the grid, cycles, warp-instructions), and no bar is drawn when stderr is not
//! a terminal (or with --quiet). One test: the figures are process-wide.

mod common;
use common::{root, warpsim};
use warpsim::driver::{run, RunArgs};

#[test]
fn the_engine_publishes_progress_and_pipes_get_no_bar() {
    warpsim::progress::enable();
    let out = run(&RunArgs {
        workload: root().join("workloads/ptx/reduce/reduce.yaml"),
        threads: 1,
        ..Default::default()
    })
    .unwrap();
    let p = warpsim::progress::snapshot();
    assert_eq!((p.blocks_done, p.blocks_total), (64, 64), "{p:?}");
    let cycles = out.stats.get("cycles").and_then(|v| v.as_u64()).unwrap();
    // Published at the last exchange: at most a quantum past the run's end.
    assert!(
        p.cycles >= cycles && p.cycles < cycles + 1000,
        "{p:?} vs {cycles}"
    );
    assert_eq!(
        Some(p.warp_instructions),
        out.stats.get("warp_instructions").and_then(|v| v.as_u64())
    );
    for extra in [&[][..], &["--quiet"][..]] {
        let mut a = vec!["run", "workloads/ptx/reduce/reduce.yaml"];
        a.extend_from_slice(extra);
        let (code, _, err) = warpsim(&a);
        assert_eq!(code, 0, "{err}");
        assert!(!err.contains('\u{1b}') && !err.contains("blocks,"), "{err}");
    }
}
