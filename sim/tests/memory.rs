//! The memory system seen from kernels: stores pay for DRAM, per-SM limits stay per
//! SM, every config field changes what it should, the stats account for every byte,
//! and the achieved DRAM bandwidth stays below the peak as on hardware.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use warpsim::driver::{run, RunArgs};

/// A stream kernel (gpu-benches' init/scale, from the calibration corpus) over `n`
/// doubles in blocks of `block` threads.
fn stream_workload(tag: &str, kernel: &str, n: u64, block: u32, grid: Option<u64>) -> PathBuf {
    let d = tmpdir(tag);
    let ptx = root().join("workloads/calibration/ptx/stream_sm90_nvcc.ptx");
    let grid = grid.unwrap_or(n / block as u64 + 1);
    let y = format!(
        "program: {}\nkernel: {kernel}\ngrid: [{grid}, 1, 1]\nblock: [{block}, 1, 1]\nbuffers:\n  A: {{ type: f64, count: {n} }}\n  B: {{ type: f64, count: {n} }}\n  C: {{ type: f64, count: 8 }}\n  D: {{ type: f64, count: 8 }}\nargs: [A, B, C, D, {n}, 0]\n",
        ptx.display()
    );
    let p = d.join("w.yaml");
    std::fs::write(&p, y).unwrap();
    p
}

const INIT: &str = "_Z11init_kernelIdEvPT_PKS0_S3_S3_mb";
const SCALE: &str = "_Z12scale_kernelIdEvPT_PKS0_S3_S3_mb";

fn stats(w: &Path, sets: &[&str]) -> serde_json::Value {
    stats_on(&root().join("configs/nvidia/h100.yaml"), w, sets)
}

fn stats_on(config: &Path, w: &Path, sets: &[&str]) -> serde_json::Value {
    let args = RunArgs {
        workload: w.to_path_buf(),
        config: Some(config.to_path_buf()),
        threads: 2,
        overrides: overrides(sets),
        ..Default::default()
    };
    let out = run(&args).unwrap_or_else(|e| panic!("{sets:?}: {e}"));
    out.stats.to_json()
}

fn num(v: &serde_json::Value, path: &[&str]) -> f64 {
    let mut x = v;
    for p in path {
        x = &x[*p];
    }
    x.as_f64()
        .unwrap_or_else(|| panic!("no number at {path:?}"))
}

/// An L2 of 80 slices x 16 KB (1.25 MiB), so a few MiB of stores overflow it.
const SMALL_L2: &str = "memory.l2.size=1310720";

#[test]
fn stores_wait_for_dram_and_every_written_byte_is_accounted() {
    // 2M doubles (16 MiB) of stores through a 1.25 MiB L2: the kernel cannot finish
    // before DRAM has taken what the L2 cannot hold, and the L2's write-backs + its
    // dirty data at the end = the bytes stored (DRAM has written all but what is still
    // queued toward it).
    let n = 2u64 << 20;
    let w = stream_workload("mem-init", INIT, n, 256, None);
    let s = stats(&w, &[SMALL_L2]);
    let bytes = n * 8;
    let wb = num(&s, &["memory", "l2", "counters", "writeback_bytes"]) as u64;
    let dirty = num(&s, &["memory", "l2", "dirty_at_end", "bytes"]) as u64;
    assert_eq!(wb + dirty, bytes, "written back {wb} + dirty {dirty}");
    assert!(dirty <= 1310720);
    let dram_w = num(&s, &["memory", "dram", "counters", "write_bytes"]) as u64;
    // Still on their way at the end: DRAM write queues (slots x channels x access
    // bytes) and the L2 slices' write-back entries (slices x entries x line), as the
    // config sizes them.
    let c = warpsim::config::load_file(&root().join("configs/nvidia/h100.yaml")).unwrap();
    let (m, d) = (&c.memory, &c.memory.dram);
    let queued = (d.write_queue * d.channels * d.access_bytes) as u64
        + (m.l2.slices * m.l2.mshrs * m.l2.line) as u64;
    assert!(dram_w <= wb && dram_w + queued >= wb, "{dram_w} of {wb}");
    let cycles = num(&s, &["cycles"]);
    let peak = 3.35e12 / 1.98e9;
    assert!(
        cycles >= (bytes - 1310720 - queued) as f64 / peak,
        "{cycles} cycles for {dram_w} bytes at {peak} bytes/cycle"
    );
}

#[test]
fn a_copy_reaches_most_of_the_dram_peak_but_not_all_of_it() {
    // Refresh, bus turnarounds between reads and writes, row misses: a copy gets to
    // ~80-95% of the peak, as the hardware does (never 100%).
    let n = 4u64 << 20;
    let w = stream_workload("mem-copy", SCALE, n, 1024, None);
    let s = stats(&w, &[SMALL_L2]);
    let util = num(&s, &["memory", "dram", "bus_utilisation"]);
    let bpc = num(&s, &["memory", "dram", "bytes_per_cycle", "read_bytes"])
        + num(&s, &["memory", "dram", "bytes_per_cycle", "write_bytes"]);
    let peak = 3.35e12 / 1.98e9;
    assert!(bpc < 0.96 * peak, "{bpc} of {peak}");
    assert!(bpc > 0.6 * peak, "{bpc} of {peak}");
    assert!(util > 0.5 && util < 0.97, "{util}");
    let rh = num(&s, &["memory", "dram", "row_hit_rate"]);
    assert!(rh > 0.5, "a stream mostly hits open rows: {rh}");
}

#[test]
fn per_sm_miss_limits_stay_per_sm() {
    // One block per SM, each streaming its own data with a single MSHR: the time does
    // not grow with the number of SMs (each SM waits only for its own misses; DRAM
    // is far from busy).
    let one = |sms: u32| {
        let block = 256u32;
        let n = sms as u64 * block as u64;
        let w = stream_workload(
            &format!("mem-mshr-{sms}"),
            SCALE,
            n,
            block,
            Some(sms as u64),
        );
        let s = stats(&w, &[&format!("sm.count={sms}"), "memory.l1.mshrs=1"]);
        num(&s, &["cycles"])
    };
    let (c1, c40) = (one(1), one(40));
    assert!(c40 < 1.3 * c1, "1 SM: {c1} cycles, 40 SMs: {c40} cycles");
}

#[test]
fn a_block_that_waits_for_its_store_acknowledgements_frees_its_slot_later() {
    // One block slot per SM (the shared-memory spoiler is not used here: 1024-thread
    // blocks with sm.max_threads=1024), store-only blocks: waiting for the
    // acknowledgements adds about one store round trip (the L2 write) per block, and
    // the launch latency adds exactly itself per block turnover.
    let (block, sms, per_sm) = (1024u32, 2u32, 8u64);
    let n = block as u64 * sms as u64 * per_sm;
    let w = stream_workload("mem-retire", INIT, n, block, Some(sms as u64 * per_sm));
    let base = [
        "sm.count=2",
        "sm.max_threads=1024",
        "sm.block_launch_latency=300",
    ];
    let cycles = |extra: &[&str]| {
        let sets: Vec<&str> = base.iter().chain(extra).copied().collect();
        num(&stats(&w, &sets), &["cycles"])
    };
    let free = cycles(&["sm.retire_after_stores=false"]);
    let wait = cycles(&["sm.retire_after_stores=true"]);
    let l2 = 280.0; // h100.yaml memory.l2.hit_latency: a write's round trip is about it
    let turnovers = (per_sm - 1) as f64;
    let per_block = (wait - free) / turnovers;
    assert!(
        per_block > 0.5 * l2 && per_block < 1.5 * l2,
        "retire after stores: {free} -> {wait} cycles, {per_block} per block"
    );
    // The launch latency is paid once per turnover, exactly (blocks are placed at the
    // engine's exchanges, so a launch latency shorter than the exchange quantum
    // would be rounded up to the next exchange; 300 is longer).
    let later = cycles(&[
        "sm.retire_after_stores=false",
        "sm.block_launch_latency=500",
    ]);
    assert_eq!(later - free, 200.0 * turnovers, "{free} -> {later}");
    // A slower store acknowledgement holds every block that waits for it that much
    // longer, the last one included (the kernel ends at its last acknowledgement).
    let slow_ack = cycles(&["sm.retire_after_stores=true", "memory.l2.write_ack=150"]);
    assert_eq!(
        slow_ack - wait,
        150.0 * per_sm as f64,
        "{wait} -> {slow_ack}"
    );
}

#[test]
fn the_wave_launcher_starts_one_warp_per_interval() {
    // One SM, 8 blocks of 8 warps, store-only: with a launch interval much longer than
    // a warp's work the SM's wave launcher is the bottleneck, so the kernel takes one
    // interval per warp (plus the last warp's own work); without it, far less.
    let (block, blocks) = (256u32, 8u64);
    let n = block as u64 * blocks;
    let w = stream_workload("mem-wave-launch", INIT, n, block, Some(blocks));
    let run = |t: u32| {
        let t = format!("sm.wave_launch_interval={t}");
        stats(&w, &["sm.count=1", &t])
    };
    let cycles = |t: u32| num(&run(t), &["cycles"]);
    let warps = (blocks * (block as u64 / 32)) as f64;
    let (none, slow) = (cycles(0), cycles(2000));
    // The slots spent waiting for the launcher are charged to `launch`: none without
    // one; with it, most of the kernel (each scheduler has warps not started yet until
    // the last one starts).
    let launch = |t: u32| num(&run(t), &["stalls", "launch"]);
    assert_eq!(launch(0), 0.0);
    let v = run(2000);
    let idle = 4.0 * slow - num(&v, &["warp_instructions"]); // 4 schedulers, 1 slot each
    assert!(
        launch(2000) > 0.95 * idle,
        "launch {} of {idle} idle slots: {}",
        launch(2000),
        v["stalls"]
    );
    assert!(none < 0.25 * warps * 2000.0, "no interval: {none} cycles");
    assert!(
        slow >= warps * 2000.0 && slow < warps * 2000.0 + 2000.0,
        "{warps} warps 2000 cycles apart: {slow} cycles"
    );
    // A block placed while the launcher is still busy with an earlier one waits for
    // it: twice the interval, twice the time (to within the last warp's work).
    let fast = cycles(1000);
    assert!((slow - 2.0 * fast).abs() < 2000.0, "{fast} -> {slow}");
}

#[test]
fn every_memory_field_changes_the_timing_it_describes() {
    // A DRAM-bound copy: fewer L2 miss entries, less DRAM bandwidth, fewer channels,
    // a slower interconnect port, fewer store slots: each makes it slower.
    let n = 1u64 << 20;
    let w = stream_workload("mem-fields", SCALE, n, 256, None);
    let base = num(&stats(&w, &[SMALL_L2]), &["cycles"]);
    for set in [
        "memory.l2.mshrs=1",
        "memory.dram.bytes_per_cycle=200",
        "memory.dram.channels=8",
        "memory.interconnect.request_bytes_per_cycle=4",
        "memory.interconnect.response_bytes_per_cycle=4",
        "memory.l1.mshrs=2",
        "memory.l1.store_slots=1",
        "memory.dram.timing.t_rcd=100",
    ] {
        let c = num(&stats(&w, &[SMALL_L2, set]), &["cycles"]);
        assert!(c > 1.05 * base, "{set}: {c} cycles, base {base}");
    }
}

#[test]
fn a_tiny_dram_bandwidth_is_rejected_and_a_small_one_is_slow() {
    let w = stream_workload("mem-tiny", SCALE, 1 << 16, 256, None);
    let args = RunArgs {
        workload: w.clone(),
        config: Some(root().join("configs/nvidia/h100.yaml")),
        overrides: vec![
            warpsim::config::overrides::parse("memory.dram.bytes_per_cycle=1e-18").unwrap(),
        ],
        ..Default::default()
    };
    let Err(e) = run(&args) else {
        panic!("a DRAM of 1e-18 B/clk was accepted")
    };
    let e = e.to_string();
    assert!(e.contains("memory.dram.bytes_per_cycle"), "{e}");
    let fast = num(&stats(&w, &[]), &["cycles"]);
    let slow = num(&stats(&w, &["memory.dram.bytes_per_cycle=16"]), &["cycles"]);
    assert!(slow > 5.0 * fast, "{fast} -> {slow}");
}

#[test]
fn the_old_single_l2_config_form_says_how_to_write_the_new_one() {
    let old = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml")).unwrap();
    let a = old.find("\nmemory:\n").unwrap();
    let b = old.find("\nlatency:\n").unwrap();
    let text = format!(
        "{}\nmemory:\n  l1: {{ size: 65536, line: 128, sector: 32, assoc: 4, hit_latency: 32, mshrs: 256 }}\n  l2: {{ size: 52428800, line: 128, sector: 32, assoc: 16, hit_latency: 280, mshrs: 1024 }}\n  dram: {{ latency: 600, bytes_per_cycle: 1692 }}\n  shared: {{ banks: 32, bank_width: 4 }}\n  atomic_latency: 300{}",
        &old[..a],
        &old[b..]
    );
    let Err(e) = warpsim::config::load_str("old.yaml", &text) else {
        panic!("the old form loaded")
    };
    let e = e.to_string();
    for needle in [
        "old single-L2",
        "interconnect",
        "slices",
        "channels",
        "timing",
    ] {
        assert!(e.contains(needle), "{needle}: {e}");
    }
    assert!(e.starts_with("old.yaml:"), "located: {e}");
}

#[test]
fn the_address_unit_takes_a_warps_lanes_in_turn_by_access_width() {
    // One SM scaling doubles (one 8-byte load and one 8-byte store per element). With
    // an address unit of 1 lane per cycle for 8-byte accesses the SM cannot finish
    // before the unit has taken every lane. A slow rate for the other widths, which
    // the kernel does not use, changes (almost) nothing.
    let n = 16u64 * 1024;
    let w = stream_workload("mem-lanes", SCALE, n, 256, None);
    let h100 = std::fs::read_to_string(root().join("configs/nvidia/h100.yaml")).unwrap();
    let with = |tag: &str, lanes: &str| {
        let y = h100.replacen(
            "\n  l1:",
            &format!("\n  l1:\n    address_lanes: {lanes}"),
            1,
        );
        assert_ne!(y, h100);
        let p = tmpdir(tag).join("h100.yaml");
        std::fs::write(&p, y).unwrap();
        num(&stats_on(&p, &w, &["sm.count=1"]), &["cycles"])
    };
    let base = num(&stats(&w, &["sm.count=1"]), &["cycles"]);
    let slow = with("mem-lanes-64", "{b32: 1024, b64: 1, b128: 1024}");
    let other = with("mem-lanes-32", "{b32: 1, b64: 1000, b128: 1}");
    only_the_8_byte_rate_limits(n, base, slow, other);
}

/// The scale kernel's cycles over `n` doubles (2n 8-byte lanes: a load and a store
/// each) with the config's address unit (`base`), with 1 lane per cycle for 8-byte
/// accesses (`slow`: the unit alone takes 2n cycles) and with slow rates for the
/// other widths only (`other`: about `base`).
fn only_the_8_byte_rate_limits(n: u64, base: f64, slow: f64, other: f64) {
    assert!(base < n as f64, "base {base}");
    assert!(
        slow >= 2.0 * n as f64,
        "{base} -> {slow} cycles for {} lanes",
        2 * n
    );
    assert!((other - base).abs() <= 0.02 * base, "{base} -> {other}");
}

#[test]
fn the_address_unit_counts_an_amd_lane_once_at_its_whole_width() {
    // The same scale kernel built for gfx90a: `global_load_dwordx2` and
    // `global_store_dwordx2` move 8 bytes per lane as two dwords. The address unit
    // takes a lane at the width of all its dwords together (gpu-benches' "32B/cycle/CU"
    // for doubles on MI210), so the 8-byte rate limits it and the 4-byte rate does
    // not (counting each dword as a 4-byte lane did the opposite).
    let n = 16u64 * 1024;
    let d = tmpdir("mem-lanes-amd");
    let asm = root().join("workloads/calibration/amdgpu/stream_gfx90a.s");
    let y = format!(
        "program: {}\nkernel: {SCALE}\ngrid: [{}, 1, 1]\nblock: [256, 1, 1]\nbuffers:\n  A: {{ type: f64, count: {n} }}\n  B: {{ type: f64, count: {n} }}\n  C: {{ type: f64, count: 8 }}\n  D: {{ type: f64, count: 8 }}\nargs: [A, B, C, D, {n}, 0]\n",
        asm.display(),
        n / 256 + 1
    );
    let w = d.join("w.yaml");
    std::fs::write(&w, y).unwrap();
    let mi210 = root().join("configs/amd/mi210.yaml");
    let cycles = |lanes: &str| {
        let sets: Vec<String> = ["b32", "b64", "b128"]
            .iter()
            .zip(lanes.split(','))
            .map(|(k, v)| format!("memory.l1.address_lanes.{k}={v}"))
            .chain(["sm.count=1".to_string()])
            .collect();
        let sets: Vec<&str> = sets.iter().map(|s| s.as_str()).collect();
        num(&stats_on(&mi210, &w, &sets), &["cycles"])
    };
    only_the_8_byte_rate_limits(n, cycles("16,4,4"), cycles("1024,1,1024"), cycles("1,4,1"));
}

#[test]
fn each_l1_of_a_workgroup_processor_fills_on_its_own() {
    // Four warps (one per scheduler) all load the same 128-byte line. With one L1 per
    // SM the first miss fills it for all; with two (an RDNA WGP's two CU L0s, SIMDs
    // 0-1 and 2-3) each L1 misses once.
    let ptx = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .visible .entry k(.param .u64 a, .param .u64 o)\n{\n\
        .reg .b32 %r<3>;\n.reg .b64 %rd<7>;\n.reg .f32 %f<2>;\n\
        ld.param.u64 %rd1, [a];\nld.param.u64 %rd2, [o];\n\
        mov.u32 %r1, %tid.x;\nand.b32 %r2, %r1, 31;\n\
        mul.wide.u32 %rd3, %r2, 4;\nadd.s64 %rd4, %rd1, %rd3;\n\
        ld.global.f32 %f1, [%rd4];\n\
        mul.wide.u32 %rd5, %r1, 4;\nadd.s64 %rd6, %rd2, %rd5;\n\
        st.global.f32 [%rd6], %f1;\nret;\n}\n";
    let d = tmpdir("mem-per-sm");
    std::fs::write(d.join("k.ptx"), ptx).unwrap();
    let w = d.join("w.yaml");
    std::fs::write(
        &w,
        "program: k.ptx\nkernel: k\ngrid: [1, 1, 1]\nblock: [128, 1, 1]\nbuffers:\n  a: { type: f32, count: 32 }\n  o: { type: f32, count: 128 }\nargs: [a, o]\n",
    )
    .unwrap();
    let l1 = |per_sm: &str| {
        let s = stats(&w, &["sm.count=1", per_sm]);
        (
            num(&s, &["caches", "l1", "misses"]),
            num(&s, &["caches", "l1", "hits"]),
        )
    };
    assert_eq!(l1("memory.l1.per_sm=1"), (1.0, 3.0));
    assert_eq!(l1("memory.l1.per_sm=2"), (2.0, 2.0));
    let bad = RunArgs {
        workload: w.clone(),
        config: Some(root().join("configs/nvidia/h100.yaml")),
        overrides: overrides(&["memory.l1.per_sm=3"]),
        ..Default::default()
    };
    let e = run(&bad).expect_err("3 L1s for 4 schedulers").to_string();
    assert!(e.contains("memory.l1.per_sm"), "{e}");
}

#[test]
fn hoisted_loads_overlap_their_latency_and_change_no_result() {
    // gpu-cache's kernel in PTX order has two loads in flight per warp (each FMA
    // waits for its pair); scheduled as ptxas would, a warp issues the block's loads
    // first. Fewer cycles, the same output.
    let d = tmpdir("mem-hoist");
    let w = d.join("w.yaml");
    std::fs::write(
        &w,
        format!(
            "program: {}\nkernel: _Z9sumKernelILi2048ELi200ELi512EEvPfPKfi\ngrid: [1, 1, 1]\nblock: [512, 1, 1]\nbuffers:\n  A: {{ type: f32, count: 512 }}\n  B: {{ type: f32, count: 6144, init: {{ random: {{ seed: 5, min: -1.0, max: 1.0 }} }} }}\nargs: [A, B, 0]\n",
            root()
                .join("workloads/calibration/ptx/cache_sm80_nvcc.ptx")
                .display()
        ),
    )
    .unwrap();
    let go = |hoist: &str| {
        let t = run_timed(
            w.to_str().unwrap(),
            Some("configs/nvidia/a100_80.yaml"),
            &["sm.count=1", hoist],
        )
        .unwrap_or_else(|e| panic!("{hoist}: {e}"));
        (
            t.report.cycles as f64,
            t.prepared.buffer_bytes("A").unwrap(),
        )
    };
    let (on, a_on) = go("sm.hoist_loads=true");
    let (off, a_off) = go("sm.hoist_loads=false");
    assert_eq!(a_on, a_off, "hoisting changed a result");
    assert!(on < 0.9 * off, "hoisted {on} cycles, in PTX order {off}");
}

#[test]
fn hoisting_leaves_the_register_estimate_and_so_occupancy_alone() {
    // ptxas bounds its scheduling by register pressure, so the longer live ranges of
    // the hoisted order are not what it allocates: occupancy comes from the PTX order.
    let go = |hoist: &str| {
        run_timed(
            "workloads/ptx/matmul_tiled/matmul_tiled.yaml",
            Some("configs/nvidia/h100.yaml"),
            &[hoist],
        )
        .unwrap_or_else(|e| panic!("{hoist}: {e}"))
    };
    let (on, off) = (go("sm.hoist_loads=true"), go("sm.hoist_loads=false"));
    assert_eq!(on.report.regs_per_thread, off.report.regs_per_thread);
    assert_eq!(on.report.blocks_per_sm, off.report.blocks_per_sm);
    assert_eq!(
        (on.mismatches, off.mismatches),
        (0, 0),
        "results differ from `expect`"
    );
    assert!(
        on.report.cycles < off.report.cycles,
        "{} vs {}",
        on.report.cycles,
        off.report.cycles
    );
}

#[test]
fn a_wait_for_an_atomic_is_not_released_by_an_earlier_stores_acknowledgement() {
    // One wave: a store, then a returning atomic, `s_waitcnt vmcnt(0)` for the atomic's
    // old value, then a load that misses to DRAM. The wait must hold until the atomic
    // answers: a slower atomic delays the load, and so the kernel, by exactly the
    // difference. (A store's acknowledgement once completed every later event of its
    // wave, this atomic's included: the wait passed before the atomic's old value had
    // come back, and HeCBench's asta gave wrong results on RDNA3.)
    let body = "\tglobal_store_b32 v10, v2, s[4:5] offset:4
\tglobal_atomic_add_u32 v100, v10, v1, s[4:5] glc
\ts_waitcnt vmcnt(0)
\tglobal_load_b32 v101, v10, s[6:7] offset:256
\ts_waitcnt vmcnt(0)
\tv_add_nc_u32 v100, v100, v101";
    let d = tmpdir("mem-atomic-wait");
    std::fs::write(d.join("k.s"), amd_lanes_kernel("gfx1100", body, 2, 1, "")).unwrap();
    let input: Vec<u32> = (0..64u32).map(|i| 1000 + i).collect();
    std::fs::write(d.join("in.bin"), words(&input)).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.s\nkernel: k\ngrid: 1\nblock: [32, 1, 1]\nbuffers:\n  in: { type: u32, count: 64, init: { file: in.bin } }\n  out: { type: u32, count: 128 }\nargs: [in, out]\n",
    )
    .unwrap();
    let w = d.join("w.yaml");
    let run = |atomic: u32| {
        let set = format!("memory.atomic_latency={atomic}");
        let t = run_timed(
            w.to_str().unwrap(),
            Some("configs/amd/rx7900xtx.yaml"),
            &["sm.count=12", &set],
        )
        .expect("runs");
        // Lane i stores the atomic's old value, in[2i] = 1000 + 2i, plus the load's
        // word, out[2i + 64], which is still 0.
        let expect: Vec<u32> = (0..32u32).map(|i| 1000 + 2 * i).collect();
        assert_eq!(&t.u32s("out")[..32], &expect[..], "atomic latency {atomic}");
        t.report.cycles
    };
    let (fast, slow) = (run(240), run(2240));
    assert_eq!(slow - fast, 2000, "{fast} -> {slow} cycles");
}
