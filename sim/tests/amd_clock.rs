//! AMD cycle counters as HIP's `clock()`/`clock64()` compile to them (HeCBench clock):
//! `s_memtime` (GFX9/GFX10, 64-bit) and `s_getreg_b32 hwreg(HW_REG_SHADER_CYCLES)`
//! (GFX10.3/GFX11, 20-bit). In a timing run they read the simulated cycle, so two reads
//! differ by the cycles between them; the counter is read-only.

mod common;
use common::*;

/// Run `body` (one wave of 32 or 64 lanes) in the timing model on `config`; lane 0's
/// first `n` output words and the config.
fn words_of(
    gfx: &str,
    config: &str,
    body: &str,
    lanes: u32,
    n: usize,
) -> (Vec<u32>, warpsim::config::GpuConfig) {
    let d = tmpdir(&format!("amd-clock-{gfx}"));
    std::fs::write(d.join("k.s"), amd_lanes_kernel(gfx, body, 1, n, "")).unwrap();
    std::fs::write(d.join("in.bin"), words(&vec![0u32; lanes as usize])).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        format!("program: k.s\nkernel: k\ngrid: 1\nblock: [{lanes}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {lanes}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {} }}\nargs: [in, out]\n", lanes as usize * n),
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[]).expect("runs");
    (t.u32s("out")[..n].to_vec(), t.cfg)
}

/// Lane 0's first output word, and the config's VALU integer latency.
fn first_word(gfx: &str, config: &str, body: &str, lanes: u32) -> (u32, u32) {
    let (w, cfg) = words_of(gfx, config, body, lanes, 1);
    let int = cfg.latency.classes.get("int").expect("int class").latency;
    (w[0], int)
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

#[test]
fn the_realtime_counter_ticks_at_100_mhz_of_simulated_time() {
    // A cycle-counter read, then the 100 MHz counter on the next cycle, around a loop
    // of a few thousand cycles: each realtime read is floor((c + 1) * 100 / MHz).
    let lp = |add: &str| {
        format!("\ts_movk_i32 s10, 0x200\n.Lspin:\n\t{add} v20, v20, v20\n\ts_sub_u32 s10, s10, 1\n\ts_cmp_lg_u32 s10, 0\n\ts_cbranch_scc1 .Lspin\n")
    };
    let save = |k: usize| {
        format!(
            "\tv_mov_b32 v{}, s12\n\tv_mov_b32 v{}, s14\n\tv_mov_b32 v{}, s15\n",
            100 + k,
            101 + k,
            104 + k / 2
        )
    };
    let gfx9 = |add: &str| {
        let read = "\ts_memtime s[12:13]\n\ts_memrealtime s[14:15]\n\ts_waitcnt lgkmcnt(0)\n";
        format!("{read}{}{}{read}{}", save(0), lp(add), save(2))
    };
    let read11 = "\ts_getreg_b32 s12, hwreg(HW_REG_SHADER_CYCLES, 0, 20)\n\ts_sendmsg_rtn_b64 s[14:15], sendmsg(MSG_RTN_GET_REALTIME)\n\ts_waitcnt lgkmcnt(0)\n";
    let gfx11 = format!(
        "{read11}{}{}{read11}{}",
        save(0),
        lp("v_add_nc_u32"),
        save(2)
    );
    let (gfx9a, gfx10) = (gfx9("v_add_u32_e32"), gfx9("v_add_nc_u32"));
    for (gfx, config, body, lanes) in [
        ("gfx90a", "configs/amd/mi210.yaml", &gfx9a, 64),
        ("gfx942", "configs/amd/mi300x.yaml", &gfx9a, 64),
        ("gfx1030", "configs/amd/rx6900xt.yaml", &gfx10, 32),
        ("gfx1100", "configs/amd/rx7900xtx.yaml", &gfx11, 32),
    ] {
        // v100/v101: cycle and realtime before the loop, v102/v103 after; v104/v105
        // the realtime high words.
        let (w, cfg) = words_of(gfx, config, body, lanes, 6);
        let mhz = cfg.clock_mhz as u64;
        let rt = |c: u32| (c as u64 + 1) * 100 / mhz;
        assert!(
            w[2] - w[0] > 1000,
            "{gfx}: the loop takes {} cycles",
            w[2] - w[0]
        );
        assert_eq!(
            (w[1] as u64, w[3] as u64, w[4], w[5]),
            (rt(w[0]), rt(w[2]), 0, 0),
            "{gfx} at {mhz} MHz: {w:?}"
        );
    }
    // Messages other than the realtime counter are refused, by name.
    let rows = vec![vec![0u32]; 32];
    let e = run_amd_lanes(
        "gfx1100",
        "\ts_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_TBA)",
        &rows,
        1,
        "",
    )
    .expect_err("refused")
    .to_string();
    assert!(e.contains("MSG_RTN_GET_TBA"), "{e}");
}
