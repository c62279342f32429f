//! RDNA `v_wmma_*` on the timing model: a dependent chain (each D is the next C)
//! runs at the latency of the instruction's latency-table entry and a stream over
//! eight independent accumulators at its issue interval, on the RX 7900 XTX
//! (gfx1100) and RX 9070 XT (gfx1201) configs, in wave32 and wave64 (the same
//! 16x16xK work, the same time); the expected cycles come from the config through
//! the engine's own lookup, and the results are checked too. Also: the model's dense
//! peak per CU equals AMD's published figures, and WMMA holds the SIMD's VALU.

mod common;
use common::*;

/// WMMAs in the first run; the second runs twice as many.
const N: usize = 16;
/// Independent accumulators of the stream.
const K: usize = 8;

struct Form {
    mnemonic: &'static str,
    /// Registers per lane of A, B and C/D (wave32; wave64 has its own below).
    a: usize,
    b: usize,
    c: usize,
    /// 32-bit pattern of A and B registers, and what one WMMA adds to each D element.
    one: u32,
    per_op: f64,
    /// "f32" or "i32".
    d: &'static str,
    /// Dense FLOP (2 x 16 x 16 x K) of one instruction (a sparse one: counting the
    /// zeros, as AMD's "with structured sparsity" figures do).
    flop: u64,
    /// `v_swmmac_*`: the fourth operand is an index VGPR (v120), C = D.
    sparse: bool,
}

const F16_ONES: u32 = 0x3C00_3C00;
const BF16_ONES: u32 = 0x3F80_3F80;
const I8_ONES: u32 = 0x0101_0101;
const I4_ONES: u32 = 0x1111_1111;
const FP8_ONES: u32 = 0x3838_3838;

fn forms(gfx: &str, wave: usize) -> Vec<Form> {
    let f = |mnemonic, (a, b, c), one, per_op, d, k: u64| Form {
        mnemonic,
        a,
        b,
        c,
        one,
        per_op,
        d,
        flop: 2 * 16 * 16 * k,
        sparse: mnemonic.starts_with("v_swmmac"),
    };
    let w64 = wave == 64;
    if gfx == "gfx1100" {
        let c = if w64 { 4 } else { 8 };
        vec![
            f(
                "v_wmma_f32_16x16x16_f16",
                (8, 8, c),
                F16_ONES,
                16.0,
                "f32",
                16,
            ),
            f(
                "v_wmma_f32_16x16x16_bf16",
                (8, 8, c),
                BF16_ONES,
                16.0,
                "f32",
                16,
            ),
            f(
                "v_wmma_i32_16x16x16_iu8",
                (4, 4, c),
                I8_ONES,
                16.0,
                "i32",
                16,
            ),
            f(
                "v_wmma_i32_16x16x16_iu4",
                (2, 2, c),
                I4_ONES,
                16.0,
                "i32",
                16,
            ),
        ]
    } else {
        let (h, q, c) = if w64 { (2, 1, 4) } else { (4, 2, 8) };
        vec![
            f(
                "v_wmma_f32_16x16x16_f16",
                (h, h, c),
                F16_ONES,
                16.0,
                "f32",
                16,
            ),
            f(
                "v_wmma_f32_16x16x16_bf16",
                (h, h, c),
                BF16_ONES,
                16.0,
                "f32",
                16,
            ),
            f(
                "v_wmma_i32_16x16x16_iu8",
                (q, q, c),
                I8_ONES,
                16.0,
                "i32",
                16,
            ),
            f(
                "v_wmma_i32_16x16x32_iu4",
                (q, q, c),
                I4_ONES,
                32.0,
                "i32",
                32,
            ),
            f(
                "v_wmma_f32_16x16x16_fp8_fp8",
                (q, q, c),
                FP8_ONES,
                16.0,
                "f32",
                16,
            ),
            f(
                "v_wmma_f32_16x16x16_bf8_fp8",
                (q, q, c),
                0x3C3C_3C3C,
                16.0,
                "f32",
                16,
            ),
        ]
    }
}

fn range(first: usize, n: usize) -> String {
    if n == 1 {
        format!("v{first}")
    } else {
        format!("v[{first}:{}]", first + n - 1)
    }
}

/// One wave: A = B = ones, accumulators zeroed, `n` WMMAs (a chain on accumulator 0,
/// or a stream rotating over K), then every lane stores accumulator 0's first
/// register.
fn kernel(gfx: &str, wave: usize, f: &Form, n: usize, stream: bool) -> String {
    let mut body = String::new();
    for (base, n) in [(16, f.a), (24, f.b)] {
        for r in 0..n {
            body += &format!("\tv_mov_b32 v{}, {:#x}\n", base + r, f.one);
        }
    }
    // bf8 x fp8: A is bf8 (1.0 = 0x3C), B is fp8 (1.0 = 0x38).
    if f.mnemonic.ends_with("bf8_fp8") {
        for r in 0..f.b {
            body += &format!("\tv_mov_b32 v{}, {FP8_ONES:#x}\n", 24 + r);
        }
    }
    let acc = |j: usize| 32 + j * f.c;
    for j in 0..K {
        for r in 0..f.c {
            body += &format!("\tv_mov_b32 v{}, 0\n", acc(j) + r);
        }
    }
    let (a, b) = (range(16, f.a), range(24, f.b));
    // Sparse index: positions 0 and 1 of every group (0b0100 per 4 bits), every set.
    body += "\tv_mov_b32 v120, 0x44444444\n";
    for k in 0..n {
        let j = if stream { k % K } else { 0 };
        let d = range(acc(j), f.c);
        let c = if f.sparse {
            "v120".to_string()
        } else {
            d.clone()
        };
        body += &format!("\t{} {d}, {a}, {b}, {c}\n", f.mnemonic);
    }
    let (wait_k, store) = if gfx == "gfx1100" {
        ("s_waitcnt lgkmcnt(0)", "global_store_b32")
    } else {
        ("s_wait_kmcnt 0x0", "global_store_b32")
    };
    body += "\tv_lshlrev_b32 v1, 2, v0\n";
    body += &format!("\t{store} v1, v32, s[4:5]\n");
    let w32 = if wave == 32 { 1 } else { 0 };
    format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{gfx}\"
\t.amdhsa_code_object_version 6
\t.text
\t.globl\tk
\t.p2align\t8
\t.type\tk,@function
k:
\ts_load_b64 s[4:5], s[0:1], 0x0
\tv_and_b32 v0, 0x3ff, v0
\t{wait_k}
{body}\ts_endpgm
\t.section\t.rodata,\"a\",@progbits
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_kernarg_size 8
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_wavefront_size32 {w32}
\t\t.amdhsa_next_free_vgpr 128
\t\t.amdhsa_next_free_sgpr 16
\t.end_amdhsa_kernel
\t.text
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 64
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     128
    .wavefront_size: {wave}
amdhsa.target:   amdgcn-amd-amdhsa--{gfx}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
"
    )
}

/// Cycles of a one-wave run of `text`, with the run for the entry lookups.
fn run_text(gfx: &str, config: &str, wave: usize, f: &Form, on0: f64, text: &str) -> (u64, Timed) {
    let d = tmpdir("wmma_timing");
    std::fs::write(d.join("k.s"), text).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        format!("program: k.s\ngrid: 1\nblock: [{wave}, 1, 1]\nbuffers:\n  out: {{ type: u32, count: 64 }}\nargs: [out]\n"),
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[])
        .unwrap_or_else(|e| panic!("{gfx} {}: {e}", f.mnemonic));
    let want = on0 * f.per_op;
    let out = t.u32s("out");
    // Lane l stored D register 0 of its lane: every D element is the same.
    for (l, &x) in out.iter().enumerate().take(wave) {
        let got = if f.d == "f32" {
            f32::from_bits(x) as f64
        } else {
            x as i32 as f64
        };
        assert_eq!(
            got, want,
            "{gfx} w{wave} {} lane {l}: D element",
            f.mnemonic
        );
    }
    (t.report.cycles, t)
}

fn run(gfx: &str, config: &str, wave: usize, f: &Form, n: usize, stream: bool) -> (u64, Timed) {
    let on0 = if stream { n.div_ceil(K) } else { n } as f64;
    run_text(gfx, config, wave, f, on0, &kernel(gfx, wave, f, n, stream))
}

const TARGETS: &[(&str, &str)] = &[
    ("gfx1100", "configs/amd/rx7900xtx.yaml"),
    ("gfx1201", "configs/amd/rx9070xt.yaml"),
];

#[test]
fn chains_run_at_the_latency_and_streams_at_the_issue_interval() {
    for &(gfx, config) in TARGETS {
        for wave in [32, 64] {
            for f in forms(gfx, wave) {
                let (c1, t) = run(gfx, config, wave, &f, N, false);
                let (c2, _) = run(gfx, config, wave, &f, 2 * N, false);
                let e = t.entry(f.mnemonic);
                assert_eq!(e.unit, "valu", "{gfx} {}", f.mnemonic);
                let what = format!("{gfx} w{wave} {}", f.mnemonic);
                assert_eq!(c2 - c1, N as u64 * e.latency as u64, "{what} chain");
                let (s1, _) = run(gfx, config, wave, &f, N, true);
                let (s2, _) = run(gfx, config, wave, &f, 2 * N, true);
                assert_eq!(s2 - s1, N as u64 * e.issue_interval as u64, "{what} stream");
            }
        }
    }
}

/// Every `v_wmma_*` / `v_swmmac_*` of the instruction table that an RDNA config's
/// generation has, in wave32 and wave64, on every shipped RDNA3/RDNA4 config (the
/// RX 9060 XT too): its chain runs at its entry's latency and its stream at the issue
/// interval (A = B = 0, so every result is 0; the forms above check the values).
#[test]
fn every_wmma_on_every_rdna_config_runs_at_its_entry() {
    use warpsim::ir::rdna_wmma_form::{rdna_bit, RDNA_WMMA};
    let mut runs = 0;
    for (gfx, id, config) in [
        ("gfx1100", 0x1100, "configs/amd/rx7900xtx.yaml"),
        ("gfx1200", 0x1200, "configs/amd/rx9060xt.yaml"),
        ("gfx1201", 0x1201, "configs/amd/rx9070xt.yaml"),
    ] {
        let gen = rdna_bit(id);
        for row in RDNA_WMMA.iter().filter(|r| r.gens & gen != 0) {
            for wave in [32, 64] {
                let (a, b, c) = row.regs(gen, wave as u32);
                let f = Form {
                    mnemonic: row.name,
                    a: a as usize,
                    b: b as usize,
                    c: c as usize,
                    one: 0,
                    per_op: 0.0,
                    d: "f32",
                    flop: 0,
                    sparse: row.sparse,
                };
                let (c1, t) = run(gfx, config, wave, &f, N, false);
                let (c2, _) = run(gfx, config, wave, &f, 2 * N, false);
                let e = t.entry(f.mnemonic);
                let what = format!("{config} w{wave} {}", f.mnemonic);
                assert_eq!(c2 - c1, N as u64 * e.latency as u64, "{what} chain");
                let (s1, _) = run(gfx, config, wave, &f, N, true);
                let (s2, _) = run(gfx, config, wave, &f, 2 * N, true);
                let per = e.issue_interval.max(e.latency.div_ceil(K as u32));
                assert_eq!(s2 - s1, N as u64 * per as u64, "{what} stream");
                runs += 1;
            }
        }
    }
    assert!(runs >= 40, "{runs} instruction x config x wave runs");
}

/// The simulated dense peak per CU (FLOP per instruction x SIMDs per WGP / measured
/// cycles per instruction of a stream / 2 CUs per WGP) equals AMD's per-CU figures
/// (GPUOpen, "Using the Matrix Cores of AMD RDNA 4 architecture GPUs": RDNA3 FP16
/// 512, IU4 1024; RDNA4 FP16 1024, FP8 and IU8 2048, IU4 4096), and the device
/// total AMD's published numbers within 0.1%: RX 7900 XTX 122.8 TFLOPS FP16 (96
/// CUs, 2.5 GHz); RX 9070 XT 1557 TOPS INT4 with sparsity (v_swmmac, counting the
/// zeros) = 778.6 dense (64 CUs, 2.97 GHz).
#[test]
fn peak_per_cu_is_the_published_dense_peak() {
    let peaks: &[(&str, &str, &str, u64, Option<f64>)] = &[
        (
            "gfx1100",
            "configs/amd/rx7900xtx.yaml",
            "v_wmma_f32_16x16x16_f16",
            512,
            Some(122.8),
        ),
        (
            "gfx1100",
            "configs/amd/rx7900xtx.yaml",
            "v_wmma_f32_16x16x16_bf16",
            512,
            None,
        ),
        (
            "gfx1100",
            "configs/amd/rx7900xtx.yaml",
            "v_wmma_i32_16x16x16_iu8",
            512,
            None,
        ),
        (
            "gfx1100",
            "configs/amd/rx7900xtx.yaml",
            "v_wmma_i32_16x16x16_iu4",
            1024,
            Some(245.76),
        ),
        (
            "gfx1201",
            "configs/amd/rx9070xt.yaml",
            "v_wmma_f32_16x16x16_f16",
            1024,
            None,
        ),
        (
            "gfx1201",
            "configs/amd/rx9070xt.yaml",
            "v_wmma_f32_16x16x16_fp8_fp8",
            2048,
            None,
        ),
        (
            "gfx1201",
            "configs/amd/rx9070xt.yaml",
            "v_wmma_i32_16x16x16_iu8",
            2048,
            None,
        ),
        (
            "gfx1201",
            "configs/amd/rx9070xt.yaml",
            "v_wmma_i32_16x16x32_iu4",
            4096,
            Some(1557.0 / 2.0),
        ),
    ];
    for &(gfx, config, mn, per_cu, published) in peaks {
        for wave in [32, 64] {
            let fs = forms(gfx, wave);
            let f = fs.iter().find(|f| f.mnemonic == mn).unwrap();
            let (s1, t) = run(gfx, config, wave, f, N, true);
            let (s2, _) = run(gfx, config, wave, f, 2 * N, true);
            let cycles = (s2 - s1) / N as u64;
            let simds = t.cfg.sm.schedulers as u64;
            // An "sm" of these configs is a WGP of two CUs.
            let model = f.flop * simds / cycles / 2;
            assert_eq!(model, per_cu, "{gfx} w{wave} {mn}: FLOP/clk/CU");
            if let Some(tf) = published {
                let total =
                    model as f64 * 2.0 * t.cfg.sm.count as f64 * t.cfg.clock_mhz * 1e6 / 1e12;
                assert!(
                    (total - tf).abs() / tf < 1e-3,
                    "{gfx} {mn}: {total:.1} vs the published {tf}"
                );
            }
        }
    }
}

/// A WMMA holds its SIMD's VALU: VALU work between the WMMAs of a stream adds its
/// own issue time (unlike CDNA's MFMA, whose matrix core is a separate unit).
#[test]
fn valu_work_waits_for_the_wmma() {
    let (gfx, config) = ("gfx1100", "configs/amd/rx7900xtx.yaml");
    let fs = forms(gfx, 32);
    let f = &fs[0];
    let with_valu = |n: usize| {
        kernel(gfx, 32, f, n, true).replace(
            &format!("\t{} ", f.mnemonic),
            &format!("\tv_add_f32 v100, v101, v102\n\t{} ", f.mnemonic),
        )
    };
    let on0 = N.div_ceil(K) as f64;
    let (s1, t) = run_text(gfx, config, 32, f, on0, &with_valu(N));
    let (s2, _) = run_text(gfx, config, 32, f, 2.0 * on0, &with_valu(2 * N));
    let e = t.entry(f.mnemonic);
    let add = t.entry("v_add_f32");
    assert_eq!(
        s2 - s1,
        N as u64 * (e.issue_interval + add.issue_interval) as u64,
        "stream with VALU work"
    );
}
