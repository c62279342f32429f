//! AMD cycle counters as HIP's `clock()`/`clock64()` compile to them (HeCBench clock):
//! `s_memtime` (GFX9/GFX10, 64-bit) and `s_getreg_b32 hwreg(HW_REG_SHADER_CYCLES)`
//! (GFX10.3/GFX11, 20-bit). In a timing run they read the simulated cycle, so two reads
//! differ by the cycles between them; the counter is read-only.

mod common;
use common::*;

/// Run `body` (one wave of 32 or 64 lanes) in the timing model on `config`; lane 0's
/// first output word, and the config's VALU integer latency.
fn first_word(gfx: &str, config: &str, body: &str, lanes: u32) -> (u32, u32) {
    let d = tmpdir(&format!("amd-clock-{gfx}"));
    std::fs::write(d.join("k.s"), amd_lanes_kernel(gfx, body, 1, 1, "")).unwrap();
    std::fs::write(d.join("in.bin"), words(&vec![0u32; lanes as usize])).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        format!("program: k.s\nkernel: k\ngrid: 1\nblock: [{lanes}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {lanes}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {lanes} }}\nargs: [in, out]\n"),
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[]).expect("runs");
    let int = t.cfg.latency.classes.get("int").expect("int class").latency;
    (t.u32s("out")[0], int)
}

#[test]
fn two_clock_reads_differ_by_the_cycles_between_them() {
    // Eight dependent VALU adds between the reads (one wave, nothing else running):
    // the first add issues 1 cycle after what precedes it, each next one the config's
    // integer latency L later, the second read 1 cycle after the last add. On GFX9 the
    // first read's `s_waitcnt` takes one more cycle.
    let adds = "\tv_add_u32_e32 v20, v20, v20\n".repeat(8);
    let gfx9 = format!(
        "\ts_memtime s[12:13]\n\ts_waitcnt lgkmcnt(0)\n{adds}\ts_memtime s[14:15]\n\ts_waitcnt lgkmcnt(0)\n\ts_sub_u32 s12, s14, s12\n\tv_mov_b32 v100, s12"
    );
    let (d9, l9) = first_word("gfx90a", "configs/amd/mi210.yaml", &gfx9, 64);
    assert_eq!(
        d9,
        1 + 1 + 7 * l9 + 1,
        "s_memtime reads {d9} cycles apart (L = {l9})"
    );
    let adds11 = "\tv_add_nc_u32 v20, v20, v20\n".repeat(8);
    let gfx11 = format!(
        "\ts_getreg_b32 s12, hwreg(HW_REG_SHADER_CYCLES, 0, 20)\n{adds11}\ts_getreg_b32 s14, hwreg(HW_REG_SHADER_CYCLES, 0, 20)\n\ts_sub_u32 s12, s14, s12\n\ts_and_b32 s12, s12, 0xfffff\n\tv_mov_b32 v100, s12"
    );
    let (d11, l11) = first_word("gfx1100", "configs/amd/rx7900xtx.yaml", &gfx11, 32);
    assert_eq!(
        d11,
        1 + 7 * l11 + 1,
        "HW_REG_SHADER_CYCLES reads {d11} cycles apart (L = {l11})"
    );
}

#[test]
fn the_cycle_counter_is_read_only_and_exists_where_the_isa_has_it() {
    let rows = vec![vec![0u32]; 32];
    let e = run_amd_lanes(
        "gfx1100",
        "\ts_setreg_b32 hwreg(HW_REG_SHADER_CYCLES, 0, 20), s2",
        &rows,
        1,
        "",
    )
    .expect_err("read-only")
    .to_string();
    assert!(e.contains("HW_REG_SHADER_CYCLES is read-only"), "{e}");
    let e = run_amd_lanes(
        "gfx1200",
        "\ts_getreg_b32 s2, hwreg(HW_REG_SHADER_CYCLES, 0, 20)",
        &rows,
        1,
        "",
    )
    .expect_err("not on gfx12")
    .to_string();
    assert!(e.contains("GFX10.3 and GFX11 only"), "{e}");
    let e = run_amd_lanes("gfx1100", "\ts_memtime s[2:3]", &rows, 1, "")
        .expect_err("no s_memtime on gfx11")
        .to_string();
    assert!(e.contains("s_memtime"), "{e}");
}
