//! The timing engine as a whole: determinism for any host-thread count, scheduling
//! policies, occupancy limits, the cycle limit, and the resolved config.

mod common;
use common::{overrides, root, tmpdir, warpsim};
use std::path::PathBuf;
use warpsim::driver::{run, RunArgs};

/// Every workload YAML two levels below `workloads/` (ptx, amdgpu, micro), sorted.
fn all_workloads() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![root().join("workloads")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().filter_map(|e| e.ok()) {
            let p = e.path();
            if p.is_dir() {
                // The calibration suite's YAML files are its data, not workloads (its
                // own test checks determinism across jobs). The AMD applications
                // (workloads/real/apps/*/amd, 195 files) run in `real_apps`; three
                // thread counts of each would take half an hour on 2 cores, and their
                // engine paths are those of the AMD workloads checked here.
                let amd_apps = p.ends_with("amd")
                    && p.parent()
                        .and_then(|q| q.parent())
                        .is_some_and(|q| q.ends_with("apps"));
                if !p.ends_with("calibration") && !amd_apps {
                    dirs.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "yaml") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The stats JSON of a timing run, without the run-varying `host` section.
fn stats_json(args: &RunArgs) -> Result<String, String> {
    let out = run(args).map_err(|e| e.to_string())?;
    let mut j = out.stats.to_json();
    let m = j.as_object_mut().unwrap();
    assert!(m.remove("host").is_some(), "stats have a host section");
    Ok(serde_json::to_string_pretty(&j).unwrap())
}

#[test]
fn serial_and_parallel_runs_give_identical_stats_for_every_workload() {
    let yamls = all_workloads();
    assert!(yamls.len() >= 30, "found only {} workloads", yamls.len());
    let mut failures = Vec::new();
    for y in &yamls {
        let mut reference = None;
        for threads in [1, 2, 3] {
            let args = RunArgs {
                workload: y.clone(),
                threads,
                ..Default::default()
            };
            let s = match stats_json(&args) {
                Ok(s) => s,
                Err(e) => {
                    failures.push(format!("{}: {e}", y.display()));
                    break;
                }
            };
            match &reference {
                None => reference = Some(s),
                Some(r) if *r != s => {
                    failures.push(format!(
                        "{}: --threads {threads} differs from --threads 1",
                        y.display()
                    ));
                }
                Some(_) => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn cycles_with(workload: &str, sets: &[&str]) -> u64 {
    let args = RunArgs {
        workload: root().join(workload),
        threads: 2,
        overrides: overrides(sets),
        ..Default::default()
    };
    let out = run(&args).unwrap_or_else(|e| panic!("{workload} {sets:?}: {e}"));
    assert_eq!(out.mismatches.0, 0);
    out.stats.get("cycles").and_then(|v| v.as_u64()).unwrap()
}

#[test]
fn scheduling_policies_differ_on_a_memory_bound_workload_and_each_is_deterministic() {
    // vadd over 1M threads is memory bound (mostly memory-wait stalls) with 16 warps
    // per scheduler, more than the two-level active set of 8.
    let w = "workloads/ptx/vadd_1m/vadd_1m.yaml";
    let mut seen = Vec::new();
    for p in ["lrr", "gto", "two_level"] {
        let set = format!("sm.scheduler={p}");
        let a = cycles_with(w, &[&set]);
        let b = cycles_with(w, &[&set]);
        assert_eq!(a, b, "{p} is deterministic");
        seen.push((p, a));
    }
    for i in 0..seen.len() {
        for j in i + 1..seen.len() {
            assert_ne!(seen[i].1, seen[j].1, "{seen:?}");
        }
    }
}

#[test]
fn a_longer_memory_latency_lengthens_a_memory_bound_run() {
    let w = "workloads/ptx/vadd/vadd.yaml";
    let base = cycles_with(w, &[]);
    // H100: 680 -> 2000 cycles; the dependent load-add-store chain of every thread
    // waits for its loads, so the run grows by most of the difference.
    let slow = cycles_with(w, &["memory.dram.latency=2000"]);
    assert!(slow >= base + 1200, "{base} -> {slow}");
}

#[test]
fn a_block_that_cannot_fit_names_the_limit() {
    let cases: [(&str, &[&str], &str); 4] = [
        // 256 threads x 304 registers (the allocation unit rounds 300 up) > 65536.
        (
            "workloads/ptx/saxpy/saxpy.yaml",
            &["--regs", "300"],
            "sm.registers",
        ),
        (
            "workloads/ptx/saxpy/saxpy.yaml",
            &["--set", "sm.max_threads=128"],
            "sm.max_threads",
        ),
        (
            "workloads/ptx/reduce/reduce.yaml",
            &[
                "--set",
                "sm.shared_per_sm=64",
                "--set",
                "sm.max_shared_per_block=64",
            ],
            "sm.max_shared_per_block",
        ),
        (
            "workloads/ptx/saxpy/saxpy.yaml",
            &["--set", "sm.max_warps=4"],
            "sm.max_warps",
        ),
    ];
    for (w, extra, limit) in cases {
        let mut args = vec!["run", w];
        args.extend_from_slice(extra);
        let (code, _, err) = warpsim(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains(limit) && err.contains("fit"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn the_cycle_limit_exits_3_and_still_writes_stats() {
    let d = tmpdir("cyclelimit");
    let stats = d.join("s.json");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/matmul_tiled/matmul_tiled.yaml",
        "--max-cycles",
        "500",
        "--stats",
        stats.to_str().unwrap(),
    ]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("ran past the cycle limit of 500 cycles"),
        "{err}"
    );
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    assert_eq!(j["mode"], "timing");
    assert_eq!(j["cycles"].as_u64().unwrap(), 500);
    assert!(j["warp_instructions"].as_u64().unwrap() > 0);
    assert!(
        j["fault"]
            .as_str()
            .is_some_and(|f| f.contains("cycle limit")),
        "{}",
        j["fault"]
    );
    assert!(d.join("s.config.yaml").exists());
}

#[test]
fn the_resolved_config_with_overrides_is_written_next_to_the_stats() {
    let d = tmpdir("resolved");
    let stats = d.join("run.json");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/bitfield/bitfield.yaml",
        "--stats",
        stats.to_str().unwrap(),
        "--set",
        "sm.scheduler=lrr",
        "--set",
        "latency.opcodes.\"bfe.u32\".latency=17",
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(d.join("run.config.yaml")).unwrap();
    // The written file is itself a valid config that reproduces the run.
    let cfg = warpsim::config::load_str_with("resolved", &text, &[]).unwrap();
    assert_eq!(
        cfg.sm.scheduler,
        warpsim::config::SchedulerSpec::named("lrr")
    );
    assert_eq!(cfg.latency.opcodes["bfe.u32"].latency, 17);
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    for key in [
        "kernel",
        "config",
        "cycles",
        "warp_instructions",
        "thread_instructions",
        "ipc",
        "occupancy",
        "stalls",
        "per_sm",
        "per_opcode",
        "caches",
        "dram_bytes",
        "host",
    ] {
        assert!(!j[key].is_null(), "stats lack `{key}`");
    }
    for key in ["seconds", "threads", "warp_instructions_per_second"] {
        assert!(!j["host"][key].is_null(), "host lacks `{key}`");
    }
    // Every scheduler slot of every cycle either issued or stalled for one reason.
    let issued = j["warp_instructions"].as_u64().unwrap();
    let stalled: u64 = j["stalls"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(issued + stalled, j["issue_slots"].as_u64().unwrap());
}

/// Run a one-warp PTX kernel `body` (registers %r<64>, %f<8>, %rd<4>, %p<4>; the
/// parameter `out` is in %rd1; %r0 = 0) with extra CLI arguments; returns the first
/// four u32 words of `out` (the kernel stores what it measured there).
fn run_one_warp(tag: &str, body: &str, extra: &[&str]) -> Vec<u32> {
    let d = tmpdir(tag);
    let ptx = format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 k_out)\n{{\n\
         \t.reg .pred %p<4>;\n\t.reg .b32 %r<64>;\n\t.reg .f32 %f<8>;\n\t.reg .b64 %rd<4>;\n\
         \tld.param.u64 %rd1, [k_out];\n\tmov.u32 %r0, 0;\n{body}\n\tret;\n}}\n"
    );
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.ptx\nkernel: k\ngrid: [1, 1, 1]\nblock: [32, 1, 1]\nbuffers:\n  out: { type: u32, count: 4 }\nargs: [out]\n",
    )
    .unwrap();
    let dump = d.join("out.bin");
    let mut args = vec![
        "run".to_string(),
        d.join("w.yaml").to_string_lossy().into_owned(),
        "--dump".to_string(),
        format!("out={}", dump.display()),
    ];
    args.extend(extra.iter().map(|s| s.to_string()));
    let a: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    let (code, _, err) = warpsim(&a);
    assert_eq!(code, 0, "{err}");
    std::fs::read(&dump)
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// `n` copies of `line`, then a clock read into `%r{reg}`.
fn timed(line: &str, n: usize, reg: u32) -> String {
    format!(
        "{}\tmov.u32 %r{reg}, %clock;\n",
        format!("\t{line}\n").repeat(n)
    )
}

#[test]
fn a_guard_predicate_is_not_a_register_bank_read() {
    // One register bank with one read port: two distinct vector registers conflict,
    // one does not. The guard is a predicate, not a register-file read.
    let body = format!(
        "\tsetp.eq.u32 %p1, %r0, 0;\n\tmov.f32 %f1, 0f3F800000;\n\tmov.u32 %r1, %clock;\n{}{}\
         \tsub.s32 %r4, %r3, %r2;\n\tst.global.u32 [%rd1], %r4;\n\tst.global.u32 [%rd1+4], %r2;",
        timed("@%p1 fma.rn.f32 %f1, %f1, %f1, %f1;", 32, 2),
        timed("@%p1 fma.rn.f32 %f1, %f1, %f1, %f1;", 32, 3),
    );
    let one_bank = [
        "--set",
        "sm.register_file.banks=1",
        "--set",
        "sm.register_file.read_ports_per_bank=1",
    ];
    let out = run_one_warp("guardbank", &body, &one_bank);
    // 32 dependent fma.rn.f32 at the fp32 latency of the H100 config (4), no penalty.
    assert_eq!(out[0], 32 * 4, "{out:?}");
    // Two distinct sources in the one bank do pay a cycle each.
    let body2 = body.replace("%f1, %f1, %f1, %f1", "%f1, %f1, %f2, %f1");
    let out2 = run_one_warp("guardbank2", &body2, &one_bank);
    assert_eq!(out2[0], 32 * 5, "{out2:?}");
}

#[test]
fn a_branch_not_taken_keeps_the_instruction_buffer() {
    // 64 never-taken branches issue one per cycle (the branch unit's issue interval on
    // H100 is 1); a taken branch would stall the warp for its latency each time.
    let body = format!(
        "\tsetp.ne.u32 %p1, %r0, 0;\n\tmov.u32 %r1, %clock;\n{}{}\
         \tsub.s32 %r4, %r3, %r2;\n\tst.global.u32 [%rd1], %r4;\n$L_never:",
        timed("@%p1 bra $L_never;", 4, 2),
        timed("@%p1 bra $L_never;", 64, 3),
    );
    let out = run_one_warp("nottaken", &body, &[]);
    // Clock read, 64 branches in the next 64 cycles, clock read in the one after.
    assert_eq!(out[0], 64 + 1, "{out:?}");
}
