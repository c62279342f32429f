//! `memory.l1.wave_bytes_per_cycle`: a warp's own path to the L1 passes its vector
//! memory instructions' bytes in issue order at that rate. One warp issues 16
//! independent 512-byte loads (ld.global.v4.u32, 32 lanes) and then uses them all:
//! with the limit the last one completes no earlier than 16 x 512 / rate cycles after
//! the first issued; without it (the default) the loads overlap in the memory system.

mod common;
use common::*;

const LOADS: u32 = 16;

fn kernel() -> String {
    let mut body = String::new();
    for k in 0..LOADS {
        body += &format!(
            "\tld.global.v4.u32 {{%r{a}, %r{b}, %r{c}, %r{d}}}, [%rd3+{off}];\n",
            a = 10 + 4 * k,
            b = 11 + 4 * k,
            c = 12 + 4 * k,
            d = 13 + 4 * k,
            off = 512 * k
        );
    }
    for k in 0..LOADS {
        body += &format!("\tadd.u32 %r1, %r1, %r{};\n", 10 + 4 * k);
    }
    format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 buf, .param .u64 out)\n{{\n\
         \t.reg .b32 %r<100>;\n\t.reg .b64 %rd<8>;\n\
         \tld.param.u64 %rd1, [buf];\n\tld.param.u64 %rd2, [out];\n\tmov.u32 %r2, %tid.x;\n\
         \tmul.wide.u32 %rd4, %r2, 16;\n\tadd.s64 %rd3, %rd1, %rd4;\n\tmov.u32 %r1, 0;\n\
         \tmov.u32 %r90, %clock;\n{body}\tmov.u32 %r91, %clock;\n\tsub.u32 %r92, %r91, %r90;\n\
         \tmul.wide.u32 %rd5, %r2, 8;\n\tadd.s64 %rd6, %rd2, %rd5;\n\tst.global.v2.u32 [%rd6], {{%r1, %r92}};\n\tret;\n}}\n"
    )
}

fn cycles(sets: &[&str]) -> u32 {
    let d = tmpdir("wave_path");
    std::fs::write(d.join("k.ptx"), kernel()).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        format!(
            "program: k.ptx\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  buf: {{ type: u32, count: {}, init: {{ fill: 3 }} }}\n  out: {{ type: u32, count: 64 }}\nargs: [buf, out]\n",
            LOADS * 128
        ),
    )
    .unwrap();
    let t = run_timed(
        d.join("w.yaml").to_str().unwrap(),
        Some("configs/nvidia/a100.yaml"),
        sets,
    )
    .unwrap();
    let out = t.u32s("out");
    assert_eq!(out[0], 3 * LOADS, "sum of the loaded values");
    out[1]
}

#[test]
fn the_warp_path_rate_bounds_a_burst_of_loads() {
    let free = cycles(&[]);
    let limited = cycles(&["memory.l1.wave_bytes_per_cycle=4"]);
    let floor = LOADS * 512 / 4;
    assert!(free < floor, "without the limit: {free} cycles");
    assert!(
        limited >= floor,
        "with 4 B/clk: {limited} cycles, floor {floor}"
    );
    // A rate far above what the loads need changes nothing.
    assert_eq!(cycles(&["memory.l1.wave_bytes_per_cycle=100000"]), free);
}
