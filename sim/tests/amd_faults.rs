//! Kernel faults in AMDGPU programs: `warpsim run` exits 3 with one report line naming
//! the wave, the lane, the hex pc and the instruction text with its source line. The
//! programs are the valid corpus kernels (`ok_amd_vadd_*.s`) with a workload or a
//! one-token edit that makes them fault, so a report can only come from that defect.

mod common;
use common::*;
use std::path::PathBuf;
use std::process::Command;

/// The valid AMD kernels of the bad-input corpus.
const CORPUS: &str = "sim/tests/corpus/bad";

/// Write `program` (the text of a `.s` file) and a vadd workload whose `out` buffer has
/// `out_count` elements into a fresh directory; returns the workload path.
fn write_case(tag: &str, program: &str, out_count: u32) -> PathBuf {
    let d = tmpdir(tag);
    std::fs::write(d.join("k.s"), program).unwrap();
    let yaml = format!(
        "program: k.s\nkernel: vadd\ngrid: 1\nblock: 256\nbuffers:\n  a:   {{ type: f32, count: 256, init: iota }}\n  b:   {{ type: f32, count: 256, init: {{ fill: 1.0 }} }}\n  out: {{ type: f32, count: {out_count} }}\nargs: [200, a, b, out]\n"
    );
    std::fs::write(d.join("w.yaml"), yaml).unwrap();
    d.join("w.yaml")
}

fn corpus_program(name: &str) -> String {
    std::fs::read_to_string(root().join(CORPUS).join(name)).unwrap()
}

/// Run the binary; returns (exit code, stderr).
fn run(workload: &PathBuf, extra: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warpsim"))
        .arg("run")
        .arg(workload)
        .args(extra)
        .current_dir(root())
        .env("RUST_BACKTRACE", "0")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The first stderr line, checked for what every fault report must name.
fn fault_line(code: i32, err: &str) -> String {
    assert_eq!(code, 3, "expected a kernel fault (exit 3):\n{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line = err.lines().next().unwrap_or("").to_string();
    assert!(line.starts_with("kernel fault at cycle "), "{line}");
    line
}

#[test]
fn out_of_bounds_store_gfx1100_names_wave_lane_pc_and_instruction() {
    // n = 200 but `out` holds 64 floats: wave 2 (work-items 64..95, wave32) stores first
    // past the end.
    let w = write_case("amd-oob-1100", &corpus_program("ok_amd_vadd_gfx1100.s"), 64);
    let (code, err) = run(&w, &[]);
    let line = fault_line(code, &err);
    assert!(line.contains("wave 2 lane 0"), "{line}");
    // global_store_b32 is the 8-byte instruction before the final 4-byte s_endpgm of the
    // 164-byte kernel (codeLenInByte in vadd_gfx1100.s): offset 0x98.
    assert!(line.contains("pc 0x500000098 "), "{line}");
    assert!(
        line.contains("`global_store_b32 v[0:1], v2, off` at ") && line.contains("k.s:37: "),
        "{line}"
    );
    assert!(
        line.contains("out-of-bounds global access of 4 bytes"),
        "{line}"
    );
}

#[test]
fn out_of_bounds_store_gfx942_names_wave64_lane_pc_and_instruction() {
    // Wave64: work-items 64..127 are wave 1.
    let w = write_case("amd-oob-942", &corpus_program("ok_amd_vadd_gfx942.s"), 64);
    let (code, err) = run(&w, &[]);
    let line = fault_line(code, &err);
    // Every wave past the first is out of bounds; which one stores first is a
    // matter of timing (its loads' answers), so any of them may be named.
    assert!(
        ["wave 1 lane 0", "wave 2 lane 0", "wave 3 lane 0"]
            .iter()
            .any(|w| line.contains(w)),
        "{line}"
    );
    // 124-byte kernel: global_store_dword (8 bytes) at 0x70, s_endpgm at 0x78.
    assert!(line.contains("pc 0x500000070 "), "{line}");
    assert!(
        line.contains("`global_store_dword v[0:1], v2, off` at ") && line.contains("k.s:30: "),
        "{line}"
    );
    assert!(line.contains("out-of-bounds"), "{line}");
}

#[test]
fn out_of_bounds_load_names_the_first_lane_past_the_end() {
    // Scale the index by 1024 instead of 4: lane 0 reads a[0], lane 1 reads the first
    // byte past the 1 KiB buffer `a`. (A misaligned address would not do: AMD global
    // accesses may be unaligned.)
    let src = corpus_program("ok_amd_vadd_gfx1100.s").replacen(
        "v_lshlrev_b64 v[0:1], 2, v[0:1]",
        "v_lshlrev_b64 v[0:1], 10, v[0:1]",
        1,
    );
    let w = write_case("amd-oob-load", &src, 256);
    let (code, err) = run(&w, &[]);
    let line = fault_line(code, &err);
    assert!(line.contains("wave 0 lane 1"), "{line}");
    assert!(line.contains(", pc 0x"), "{line}");
    assert!(
        line.contains("`global_load_b32 v2, v[2:3], off` at ") && line.contains("k.s:30: "),
        "{line}"
    );
    assert!(
        line.contains("out-of-bounds global access of 4 bytes"),
        "{line}"
    );
}

#[test]
fn runaway_loop_hits_the_cycle_limit() {
    // Replace the end of the kernel with a branch to itself.
    let src = corpus_program("ok_amd_vadd_gfx1100.s").replacen(
        ".LBB0_2:\n\ts_endpgm",
        ".LBB0_2:\n\ts_branch .LBB0_2",
        1,
    );
    assert!(src.contains("s_branch .LBB0_2"));
    let w = write_case("amd-spin", &src, 256);
    let (code, err) = run(&w, &["--max-cycles", "5000"]);
    let line = fault_line(code, &err);
    assert!(
        line.contains("ran past the cycle limit of 5000 cycles") && line.contains("wave "),
        "{line}"
    );
}
