//! The warp width comes from the config, never from a constant: workloads whose
//! results do not depend on the width give the same (expected) results with 16-, 32-
//! and 64-lane warps, and the number of warps follows the width.

mod common;
use common::root;

fn config_with_width(w: u32) -> String {
    std::fs::read_to_string(root().join("configs/nvidia/h100.yaml"))
        .unwrap()
        .replace("warp_size: 32", &format!("warp_size: {w}"))
}

#[test]
fn width_independent_workloads_match_at_16_32_and_64_lanes() {
    let names = [
        "vadd",
        "saxpy",
        "divergent",
        "bitfield",
        "matmul_tiled",
        "histogram",
        "local_array",
        "call_func",
        "recursion",
        "dyn_shared",
        "fp64",
        "debug_globals",
        "half",
        "switch",
    ];
    let mut failures = Vec::new();
    for width in [16u32, 32, 64] {
        let cfg = warpsim::config::load_str("width.yaml", &config_with_width(width)).unwrap();
        assert_eq!(cfg.warp_size, width);
        for n in names {
            let path = root().join(format!("workloads/ptx/{n}/{n}.yaml"));
            let w = warpsim::workload::load(&path).unwrap();
            let m = warpsim::isa::load_program(&w.program, &w.program_display).unwrap();
            let mut p = warpsim::engine::prepare(&w, &m, &cfg).unwrap();
            let threads = p.li.threads_per_block as u64;
            match warpsim::engine::run_functional(&mut p, Default::default()) {
                Ok(rep) => {
                    assert_eq!(
                        rep.warps,
                        rep.blocks * threads.div_ceil(width as u64),
                        "{n} at width {width}"
                    );
                    let (bad, first) = warpsim::workload::check_expect(&w, &|b| p.buffer_bytes(b));
                    if bad > 0 {
                        failures.push(format!("{n} at width {width}: {bad} differ, {first:?}"));
                    }
                }
                Err(e) => failures.push(format!("{n} at width {width}: {}", e.0)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
