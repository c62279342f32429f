//! The `warpsim run` contract as users script against it: exit codes 0/1/2/3, `--dump`,
//! `--stats` (JSON plus the resolved config next to it), kernel-fault reports naming
//! warp, lane, pc and instruction, and outputs written even when the kernel faults.

mod common;
use common::*;

#[test]
fn run_dump_and_stats() {
    let d = tmpdir("cli");
    let stats = d.join("s.json");
    let dump = d.join("y.bin");
    let (code, out, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--stats",
        stats.to_str().unwrap(),
        "--dump",
        &format!("y={}", dump.display()),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("expect: 1 buffer(s) match"), "{out}");
    let expected = std::fs::read(root().join("workloads/ptx/saxpy/y_expected.bin")).unwrap();
    assert_eq!(std::fs::read(&dump).unwrap(), expected);
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    assert_eq!(j["kernel"], "saxpy");
    assert_eq!(j["config"], "NVIDIA H100 SXM5");
    assert_eq!(j["expect"], "match");
    assert!(j["warp_instructions"].as_u64().unwrap() > 0);
    assert!(j["thread_instructions"].as_u64().unwrap() >= j["warp_instructions"].as_u64().unwrap());
    assert!(j["per_opcode"]["fma.rn.f32"]["count"].as_u64().unwrap() > 0);
    assert!(j["stat_info"]["cycles"]["unit"] == "cycles");
    let cfg = std::fs::read_to_string(d.join("s.config.yaml")).unwrap();
    assert!(
        cfg.contains("arch: sm_90") && cfg.contains("warp_size: 32"),
        "{cfg}"
    );
}

#[test]
fn stats_identical_for_any_thread_count() {
    let d = tmpdir("thr");
    let mut docs = Vec::new();
    for t in ["1", "2"] {
        let p = d.join(format!("s{t}.json"));
        let (code, _, err) = warpsim(&[
            "run",
            "workloads/ptx/reduce/reduce.yaml",
            "--threads",
            t,
            "--stats",
            p.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        let mut j: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
        j.as_object_mut().unwrap().remove("host");
        docs.push(j.to_string());
    }
    assert_eq!(docs[0], docs[1]);
}

#[test]
fn expect_mismatch_exits_1_with_first_differences() {
    let d = tmpdir("mismatch");
    let src = root().join("workloads/ptx/reduce");
    for f in ["reduce.ptx", "partial_expected.bin"] {
        std::fs::copy(src.join(f), d.join(f)).unwrap();
    }
    let yaml = std::fs::read_to_string(src.join("reduce.yaml"))
        .unwrap()
        .replace("values: [819253494]", "values: [819253495]");
    std::fs::write(d.join("w.yaml"), yaml).unwrap();
    let (code, _, err) = warpsim(&["run", d.join("w.yaml").to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("expect mismatch: 1 element(s) differ"),
        "{err}"
    );
    assert!(err.contains("total[0]: expected 819253495"), "{err}");
}

/// `abs: E` on an integer buffer accepts values within E (and only those); `ulp` is
/// refused there.
#[test]
fn integer_expectations_take_an_absolute_tolerance() {
    let d = tmpdir("int-abs");
    let src = root().join("workloads/ptx/reduce");
    for f in ["reduce.ptx", "partial_expected.bin"] {
        std::fs::copy(src.join(f), d.join(f)).unwrap();
    }
    let yaml = std::fs::read_to_string(src.join("reduce.yaml")).unwrap();
    for (tol, want) in [("abs: 2", 0), ("abs: 0", 1), ("ulp: 2", 2)] {
        let y = yaml.replace(
            "values: [819253494]",
            &format!("values: [819253496], {tol}"),
        );
        std::fs::write(d.join("w.yaml"), y).unwrap();
        let (code, _, err) = warpsim(&["run", d.join("w.yaml").to_str().unwrap()]);
        assert_eq!(code, want, "{tol}: {err}");
    }
}

fn write_kernel(tag: &str, body: &str, block: u32, extra: &str) -> std::path::PathBuf {
    let d = tmpdir(tag);
    let ptx = format!(
        "{SM90}.visible .entry k(.param .u64 k_p)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<16>;\n\tld.param.u64 %rd1, [k_p];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tmov.u32 %r1, %tid.x;\n{body}\n\tret;\n}}\n"
    );
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        format!("program: k.ptx\ngrid: 2\nblock: [{block}, 1, 1]\nbuffers:\n  buf: {{ type: u32, count: 64 }}\nargs: [buf]\n{extra}"),
    )
    .unwrap();
    d
}

#[test]
fn out_of_bounds_store_is_a_fault_naming_warp_lane_pc_and_instruction() {
    // Lane 5 of every warp writes one word past the 64-word buffer.
    let body = "\tsetp.ne.u32 %p1, %r1, 37;\n\t@%p1 bra $L_end;\n\tst.global.u32 [%rd2+256], %r1;\n$L_end:";
    let d = write_kernel("oob", body, 64, "");
    let stats = d.join("s.json");
    let (code, _, err) = warpsim(&[
        "run",
        d.join("w.yaml").to_str().unwrap(),
        "--stats",
        stats.to_str().unwrap(),
    ]);
    assert_eq!(code, 3, "{err}");
    let line = err.lines().next().unwrap();
    assert!(line.starts_with("kernel fault at cycle "), "{line}");
    assert!(line.contains("SM 0, block (0,0,0) warp 1 lane 5"), "{line}");
    assert!(
        line.contains("pc 5 `st.global.u32 [%rd2+256], %r1` at ") && line.contains("k.ptx:14: "),
        "{line}"
    );
    assert!(
        line.contains("out-of-bounds global access of 4 bytes"),
        "{line}"
    );
    // Stats of the partial run are still written, and name the fault.
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    assert!(j["fault"].as_str().unwrap().contains("out-of-bounds"));
    assert_eq!(j["expect"], "not checked (fault)");
}

#[test]
fn misaligned_access_is_a_fault() {
    let d = write_kernel("misaligned", "\tld.global.u32 %r2, [%rd2+2];", 32, "");
    let (code, _, err) = warpsim(&["run", d.join("w.yaml").to_str().unwrap()]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("misaligned global access of 4 bytes") && err.contains("lane 0"),
        "{err}"
    );
}

#[test]
fn barrier_deadlock_is_a_fault() {
    // Warp 1 exits; warp 0 waits at a barrier that needs 64 threads (two warps).
    let body = "\tsetp.ge.u32 %p1, %r1, 32;\n\t@%p1 bra $L_end;\n\tbar.sync 1, 64;\n$L_end:";
    let d = write_kernel("deadlock", body, 64, "");
    let (code, _, err) = warpsim(&["run", d.join("w.yaml").to_str().unwrap()]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("barrier deadlock: warps [0] wait at barrier 1 (1 of 2 required warps arrived); 1 warp(s) of the block exited"), "{err}");
    assert!(err.contains("`bar.sync 1, 64`"), "{err}");
}

#[test]
fn a_deadlock_across_two_barriers_names_each() {
    // Warp 0 waits at barrier 1, warp 1 at barrier 2; each needs both warps.
    let body = "\tsetp.ge.u32 %p1, %r1, 32;\n\t@%p1 bra $L_two;\n\tbar.sync 1, 64;\n\tbra.uni $L_end;\n$L_two:\n\tbar.sync 2, 64;\n$L_end:";
    let d = write_kernel("deadlock2", body, 64, "");
    for mode in [&[][..], &["--functional"][..]] {
        let w = d.join("w.yaml");
        let mut args = vec!["run", w.to_str().unwrap()];
        args.extend(mode);
        let (code, _, err) = warpsim(&args);
        assert_eq!(code, 3, "{err}");
        assert!(
            err.contains("barrier deadlock: warps [0] wait at barrier 1 (1 of 2 required warps arrived); warps [1] wait at barrier 2 (1 of 2 required warps arrived); 0 warp(s) of the block exited"),
            "{mode:?}: {err}"
        );
    }
}

#[test]
fn a_runaway_loop_blames_the_spinning_warp() {
    // Warp 1 spins forever; warp 0 waits at a barrier for it.
    let body = "\tsetp.ge.u32 %p1, %r1, 32;\n\t@%p1 bra $L_spin;\n\tbar.sync 0;\n\tbra.uni $L_end;\n$L_spin:\n\tbra.uni $L_spin;\n$L_end:";
    let d = write_kernel("spin", body, 64, "");
    let w = d.join("w.yaml");
    let (code, _, err) = warpsim(&["run", w.to_str().unwrap(), "--max-cycles", "20000"]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("cycle limit"), "{err}");
    assert!(err.contains("warp 1"), "{err}");
    assert!(err.contains("`bra.uni $L_spin`"), "{err}");
}

#[test]
fn barrier_after_partial_exit_completes() {
    // Warp 1 exits before the barrier; a barrier without a count waits only for live warps.
    let body = "\tsetp.ge.u32 %p1, %r1, 32;\n\t@%p1 bra $L_end;\n\tbar.sync 0;\n\tst.global.u32 [%rd2], %r1;\n$L_end:";
    let d = write_kernel("partial", body, 64, "");
    let (code, _, err) = warpsim(&["run", d.join("w.yaml").to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn runaway_loop_hits_the_cycle_limit() {
    let body = "$L_spin:\n\tadd.s32 %r1, %r1, 1;\n\tbra $L_spin;";
    let d = write_kernel("spin", body, 32, "");
    let (code, _, err) = warpsim(&[
        "run",
        d.join("w.yaml").to_str().unwrap(),
        "--max-cycles",
        "5000",
    ]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("ran past the cycle limit of 5000 cycles") && err.contains("warp 0"),
        "{err}"
    );
}

#[test]
fn usage_errors_exit_2() {
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--dump",
        "nosuch=/tmp/x",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("no buffer `nosuch`"), "{err}");
    let (code, _, err) = warpsim(&[
        "run",
        "workloads/ptx/saxpy/saxpy.yaml",
        "--stats",
        "/nonexistent-dir/s.json",
    ]);
    assert_eq!(code, 2);
    assert!(err.starts_with("/nonexistent-dir/s.json: error:"), "{err}");
    let (code, _, _) = warpsim(&["frobnicate"]);
    assert_eq!(code, 2);
}

#[test]
fn configs_lists_every_shipped_config_and_its_default_role() {
    let (code, out, err) = common::warpsim(&["configs"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 17, "{out}");
    for (file, role) in [
        ("configs/nvidia/h100.yaml", "PTX .target sm_81 to sm_90"),
        ("configs/nvidia/b200.yaml", "PTX .target sm_91 to sm_100"),
        ("configs/amd/mi300x.yaml", "gfx942 code"),
        ("configs/amd/rx9070xt.yaml", "gfx1201 code"),
    ] {
        let line = out.lines().find(|l| l.starts_with(file)).unwrap();
        assert!(line.ends_with(role), "{line}");
    }
    assert!(out.contains("configs/nvidia/h200.yaml"), "{out}");
}

#[test]
fn validate_checks_configs_and_workloads_without_running() {
    let (code, out, err) = common::warpsim(&[
        "validate",
        "configs/amd/mi210.yaml",
        "workloads/ptx/saxpy/saxpy.yaml",
        "workloads/ptx/app_chain/app_chain.yaml",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("config `AMD Instinct MI210` (amd, gfx90a"),
        "{out}"
    );
    assert!(
        out.contains("kernel `saxpy` on `NVIDIA H100 SXM5`"),
        "{out}"
    );
    assert!(out.contains("application of"), "{out}");
    let (code, out, err) = common::warpsim(&[
        "validate",
        "workloads/ptx/saxpy/saxpy.yaml",
        "sim/tests/corpus/bad/w01_unknown_key.yaml",
        "sim/tests/corpus/bad/c04_sm_count_0.yaml",
    ]);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(
        err.contains("w01_unknown_key.yaml:5:1: error: unknown field `threads`"),
        "{err}"
    );
    assert!(err.contains("c04_sm_count_0.yaml"), "{err}");
}

#[test]
fn every_command_has_an_example_in_its_help() {
    for cmd in [
        "run",
        "replay",
        "sweep",
        "bench",
        "calibrate",
        "check",
        "configs",
        "validate",
    ] {
        let (code, out, err) = common::warpsim(&[cmd, "--help"]);
        assert_eq!(code, 0, "{cmd}: {err}");
        assert!(
            out.contains("Example"),
            "{cmd} --help has no example:\n{out}"
        );
        assert!(out.contains(&format!("warpsim {cmd}")), "{cmd}:\n{out}");
    }
}
