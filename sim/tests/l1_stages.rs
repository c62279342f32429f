//! The L1's tag and data stages (`memory.l1.stages`, NVIDIA configs and the RX 6900
//! XT's L0), and CU mode on an RDNA WGP: gpu-benches'
//! gpu-strides kernels (one block of 1024 threads loading L1-resident patterns) cost
//! per warp-load what an independent count of the pattern's lines and bank words says,
//! max(the most lines in one of 4 XOR-hashed tag banks, bank conflicts summed over
//! 128-byte passes), on the shipped A100 config; and a config without stages keeps the
//! old byte-rate port.

mod common;
use common::*;
use std::collections::{HashMap, HashSet};
use warpsim::calibrate::{calibrate, CalArgs, RowResult};

/// The rows of GPU `gpu` matching `filter` of the calibration suite in `dir`.
fn suite_rows(dir: std::path::PathBuf, gpu: &str, filter: &str) -> Vec<RowResult> {
    let a = CalArgs {
        dir,
        gpus: vec![gpu.into()],
        rows: vec![filter.into()],
        fast: false,
        threads: 1,
        jobs: 2,
        overrides: Vec::new(),
    };
    calibrate(&a, &mut |_| {}).expect("the strides rows run")
}

fn rows(filter: &str) -> Vec<RowResult> {
    suite_rows(root().join("workloads/calibration"), "a100", filter)
}

/// The tag bank of 128-byte line `l`: the XOR of all its 2-bit chunks.
fn tag_bank(mut l: u64) -> u64 {
    let mut b = 0;
    while l != 0 {
        b ^= l & 3;
        l >>= 2;
    }
    b
}

/// The stages' cycles for one warp-load, counted apart from the simulator: the tag
/// stage looks up one distinct 128-byte line a cycle in each of 4 banks (`tag_bank`);
/// the data stage reads 32 banks of 4 bytes, 128 bytes of lane data a pass, each pass
/// costing the most distinct words one bank holds.
fn stage_cycles(byte_addrs: &[u64], elem: u64) -> u64 {
    let lines: HashSet<u64> = byte_addrs.iter().map(|a| a / 128).collect();
    let mut tags = [0u64; 4];
    for &l in &lines {
        tags[tag_bank(l) as usize] += 1;
    }
    let per_pass = (128 / elem) as usize;
    let data: u64 = byte_addrs
        .chunks(per_pass)
        .map(|pass| {
            let words: HashSet<u64> = pass
                .iter()
                .flat_map(|&a| (a / 4)..=((a + elem - 1) / 4))
                .collect();
            let mut per_bank: HashMap<u64, u64> = HashMap::new();
            for w in words {
                *per_bank.entry(w % 32).or_default() += 1;
            }
            per_bank.values().copied().max().unwrap_or(0)
        })
        .sum();
    data.max(tags.into_iter().max().unwrap_or(1).max(1))
}

/// The mean over the kernel's loads (32 warps, 8 offsets) of `stage_cycles`:
/// `strideKernel` reads A[(tid % 64) stride + k], `blockKernel` (w x 1024/w threads)
/// A[x % 64 + (y % 32) 4098 + 4098 + k], k = 0, 4, ..., 28; A is the first buffer.
fn expected(id: &str) -> f64 {
    let parts: Vec<&str> = id.split('.').collect();
    let elem = if parts[2] == "float" { 4u64 } else { 8 };
    let (kind, arg) = parts[3].split_at(parts[3].find(|c: char| c.is_ascii_digit()).unwrap());
    let arg: u64 = arg.parse().unwrap();
    let mut total = 0u64;
    for warp in 0..32u64 {
        for k in (0..32).step_by(4) {
            let addrs: Vec<u64> = (0..32)
                .map(|lane| {
                    let t = warp * 32 + lane;
                    let idx = match kind {
                        "stride" => (t % 64) * arg + k,
                        _ => (t % arg) % 64 + ((t / arg) % 32) * 4098 + 4098 + k,
                    };
                    warpsim::ir::layout::BUFFER_BASE + idx * elem
                })
                .collect();
            total += stage_cycles(&addrs, elem);
        }
    }
    total as f64 / (32 * 8) as f64
}

#[test]
fn strided_l1_hits_cost_their_lines_and_bank_conflicts() {
    let rs = rows("a100.strides");
    assert_eq!(rs.len(), 56, "every a100 gpu-strides row");
    let mut report = String::new();
    let mut bad = Vec::new();
    for r in &rs {
        let sim = r.simulated.expect("simulated");
        let want = expected(&r.id);
        report += &format!("{:<34} {sim:>7.3} {want:>7.3}\n", r.id);
        // Where the stages are the limit (2+ cycles a load) the loop runs at exactly
        // their rate; where they allow one load a cycle, other limits may add a little.
        let ok = if want >= 2.0 {
            (sim / want - 1.0).abs() <= 0.02
        } else {
            sim >= want * 0.98 && sim <= want * 1.15
        };
        if !ok {
            bad.push(r.id.clone());
        }
    }
    assert!(bad.is_empty(), "off the stage count: {bad:?}\n{report}");
    // The power-of-two strides are the bank conflicts, the odd ones the tags.
    let get = |id: &str| {
        rs.iter()
            .find(|r| r.id == id)
            .and_then(|r| r.simulated)
            .unwrap()
    };
    assert!((get("a100.strides.float.stride32") - 32.0).abs() < 0.5);
    assert!((get("a100.strides.float.stride9") - 3.0).abs() < 0.1);
    // Float stride 3: 3-4 lines a load, which 4 free tag ports would take in one cycle;
    // the banks take 1.44 (the card 1.62).
    assert!((get("a100.strides.float.stride3") - 1.44).abs() < 0.05);
}

#[test]
fn without_stages_a_hit_moves_its_sectors_at_the_byte_rate() {
    // The same kernels on the A100 config with the stages removed: a hit costs its
    // sectors' bytes at 128 B/clk, so a float stride of 32 (32 sectors) costs 8
    // cycles, not the 32 of its bank conflicts.
    let dir = tmpdir("l1_stages");
    let cfg = std::fs::read_to_string(root().join("configs/nvidia/a100_80.yaml")).unwrap();
    let plain: String = cfg
        .lines()
        .filter(|l| !l.trim_start().starts_with("stages:"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(plain.len(), cfg.len(), "the shipped config has stages");
    let suite = dir.join("suite");
    std::fs::create_dir_all(&suite).unwrap();
    let cal = root().join("workloads/calibration");
    std::fs::copy(cal.join("published.yaml"), suite.join("published.yaml")).unwrap();
    std::fs::write(dir.join("a100_plain.yaml"), plain).unwrap();
    let ptx = cal.join("ptx/strides_sm80_nvcc.ptx");
    std::fs::write(
        suite.join("suite.yaml"),
        format!(
            "gpus:\n  a100: {{config: {}}}\nprograms:\n  sm_80: {}\n",
            dir.join("a100_plain.yaml").display(),
            ptx.display()
        ),
    )
    .unwrap();
    let a = CalArgs {
        dir: suite,
        gpus: vec!["a100".into()],
        rows: vec!["a100.strides.float.stride32".into()],
        fast: false,
        threads: 1,
        jobs: 1,
        overrides: Vec::new(),
    };
    let rs = calibrate(&a, &mut |_| {}).expect("runs");
    assert_eq!(rs.len(), 1);
    let sim = rs[0].simulated.unwrap();
    assert!((sim - 8.0).abs() < 0.5, "{sim}");
}

/// One warp chases a pointer that stays put (every word is 0) from lane addresses
/// `stride` bytes apart, 16 dependent hops after a warm-up load; `out` gets each
/// lane's cycles for the 16 hops.
const CHASE: &str = r#".version 8.0
.target sm_80
.address_size 64
.visible .entry chase(.param .u64 buf, .param .u64 out, .param .u32 stride)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [buf];
	ld.param.u64 %rd2, [out];
	ld.param.u32 %r1, [stride];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd3, %r2, %r1;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.u64 %rd5, [%rd4];
	add.s64 %rd4, %rd4, %rd5;
	mov.u32 %r3, 16;
	mov.u32 %r4, %clock;
$L_hop:
	ld.global.u64 %rd5, [%rd4];
	add.s64 %rd4, %rd4, %rd5;
	add.s32 %r3, %r3, -1;
	setp.ne.s32 %p1, %r3, 0;
	@%p1 bra $L_hop;
	mov.u32 %r5, %clock;
	sub.s32 %r6, %r5, %r4;
	mul.wide.u32 %rd6, %r2, 4;
	add.s64 %rd7, %rd2, %rd6;
	st.global.u32 [%rd7], %r6;
	ret;
}
"#;

fn chase_cycles(stride: u32) -> u32 {
    let dir = tmpdir("l1_chase");
    std::fs::write(dir.join("chase.ptx"), CHASE).unwrap();
    let yaml = format!(
        "program: chase.ptx\nkernel: chase\ngrid: 1\nblock: 32\nbuffers:\n  buf: {{ type: u64, count: 1024 }}\n  out: {{ type: u32, count: 32 }}\nargs: [buf, out, {stride}]\n"
    );
    std::fs::write(dir.join("w.yaml"), yaml).unwrap();
    let t = run_timed(
        dir.join("w.yaml").to_str().unwrap(),
        Some("configs/nvidia/a100_80.yaml"),
        &[],
    )
    .unwrap();
    let out = t.u32s("out");
    assert!(out.iter().all(|&c| c == out[0]), "{out:?}");
    out[0]
}

#[test]
fn a_lone_warp_waits_for_its_own_conflicts() {
    // 8-byte lanes 8 bytes apart: 2 lines, 2 data passes (1 cycle after the first);
    // 256 bytes apart: 32 lines (8 tag cycles) and every lane in banks 0-1, 16 words
    // a pass, 32 data cycles (31 after the first). Each of the 16 dependent hops
    // takes 30 cycles more.
    let (near, far) = (chase_cycles(8), chase_cycles(256));
    assert_eq!(far - near, 16 * 30, "near {near}, far {far}");
}

/// The rdna2 strides rows of a copy of the suite whose gfx1030 strides file says
/// `mode` for `.amdhsa_workgroup_processor_mode` (the shipped one: 0, as gpu-strides'
/// Makefile builds with -mcumode).
fn rdna2_rows(mode: u32, filter: &str) -> Vec<RowResult> {
    let src = root().join("workloads/calibration");
    let dir = tmpdir(&format!("l1_stages_cu{mode}"));
    std::fs::create_dir_all(dir.join("amdgpu")).unwrap();
    let configs = root().join("configs");
    let suite = std::fs::read_to_string(src.join("suite.yaml"))
        .unwrap()
        .replace("../../configs", configs.to_str().unwrap());
    std::fs::write(dir.join("suite.yaml"), suite).unwrap();
    std::fs::copy(src.join("published.yaml"), dir.join("published.yaml")).unwrap();
    let s = std::fs::read_to_string(src.join("amdgpu/strides_gfx1030.s")).unwrap();
    assert!(s.contains(".amdhsa_workgroup_processor_mode 0"));
    let s = s
        .replace(
            ".amdhsa_workgroup_processor_mode 0",
            &format!(".amdhsa_workgroup_processor_mode {mode}"),
        )
        .replace(
            ".workgroup_processor_mode: 0",
            &format!(".workgroup_processor_mode: {mode}"),
        );
    std::fs::write(dir.join("amdgpu/strides_gfx1030.s"), s).unwrap();
    suite_rows(dir, "rdna2", filter)
}

#[test]
fn a_cu_mode_workgroup_runs_on_one_cu_and_its_l0() {
    // gpu-strides on the RX 6900 XT (rx6900xt.yaml: a WGP of two CUs, each with an L0
    // of 32 x 4-byte banks). In CU mode the 1024-thread block's 32 waves share one L0:
    // float stride 32 puts a wave's 32 lanes in one bank, 32 cycles a load, as on the
    // card (31.9). In WGP mode the waves split over both L0s: half that.
    let get = |mode: u32| {
        let rs = rdna2_rows(mode, "rdna2.strides.float.stride32");
        assert_eq!(rs.len(), 1);
        rs[0].simulated.expect("simulated")
    };
    let (cu, wgp) = (get(0), get(1));
    assert!((cu - 32.0).abs() < 0.5, "CU mode {cu}");
    assert!((wgp - 16.0).abs() < 0.5, "WGP mode {wgp}");
}

/// A 640-thread (20-wave) vadd of 3 blocks on one WGP of the RX 6900 XT config, with
/// the kernel's `.amdhsa_workgroup_processor_mode` set to `mode`: the blocks per WGP
/// the launch reports, and its cycles.
fn vadd_on_one_wgp(mode: u32) -> (u32, u64) {
    let src = root().join("workloads/amdgpu/vadd");
    let dir = tmpdir(&format!("l1_stages_vadd{mode}"));
    let s = std::fs::read_to_string(src.join("vadd_gfx1030.s"))
        .unwrap()
        .replace(
            ".amdhsa_workgroup_processor_mode 1",
            &format!(".amdhsa_workgroup_processor_mode {mode}"),
        )
        .replace(
            ".workgroup_processor_mode: 1",
            &format!(".workgroup_processor_mode: {mode}"),
        )
        // The OpenCL kernel's fixed 256-item work-group, lifted to 640.
        .replace(
            ".max_flat_workgroup_size: 256",
            ".max_flat_workgroup_size: 1024",
        )
        .replace(
            "    .reqd_workgroup_size:\n      - 256\n      - 1\n      - 1\n",
            "",
        );
    assert!(!s.contains(".reqd_workgroup_size"));
    std::fs::write(dir.join("vadd.s"), s).unwrap();
    let cfg = root().join("configs/amd/rx6900xt.yaml");
    let yaml = format!(
        "program: vadd.s\nkernel: vadd\nconfig: {}\ngrid: [3, 1, 1]\nblock: [640, 1, 1]\n\
         buffers:\n  a: {{ type: f32, count: 1920 }}\n  b: {{ type: f32, count: 1920 }}\n  \
         out: {{ type: f32, count: 1920 }}\nargs: [1920, a, b, out]\n",
        cfg.display()
    );
    std::fs::write(dir.join("w.yaml"), yaml).unwrap();
    let t = run_timed(
        dir.join("w.yaml").to_str().unwrap(),
        None,
        &["sm.count=1", "memory.gl1.groups=1"],
    )
    .unwrap();
    (t.report.blocks_per_sm, t.report.cycles)
}

#[test]
fn a_cu_mode_workgroup_fits_in_one_cus_share() {
    // 64 wave slots per WGP: 3 blocks of 20 waves run at once in WGP mode; in CU mode
    // each CU has 32 slots, one block each, so the third block waits for a CU.
    let (wgp_blocks, wgp) = vadd_on_one_wgp(1);
    let (cu_blocks, cu) = vadd_on_one_wgp(0);
    assert_eq!((wgp_blocks, cu_blocks), (3, 2));
    assert!(
        cu as f64 > 1.25 * wgp as f64,
        "CU mode {cu} cycles, WGP mode {wgp}"
    );
}
