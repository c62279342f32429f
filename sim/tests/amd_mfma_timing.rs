//! CDNA `v_mfma_*` on the timing model: a dependent chain (each D is the next C)
//! runs at the latency of the instruction's latency-table entry and a stream over
//! eight independent accumulators at its issue interval, on the MI210 (gfx90a),
//! MI300X (gfx942) and MI355X (gfx950) configs; the expected cycles come from the
//! config through the engine's own lookup, never written here, and the results are
//! checked too. Also: the model's peak dense FLOP per clock per CU equals AMD's
//! published peaks for f16 and f32 (and f64 on CDNA3/4).

mod common;
use common::*;

/// MFMAs in the first run; the second runs twice as many.
const N: usize = 16;
/// Independent accumulators of the stream.
const K: usize = 8;

struct Form {
    mnemonic: &'static str,
    /// Registers per lane of A, B and C/D.
    a: usize,
    b: usize,
    c: usize,
    /// 32-bit pattern of A and B registers, and what one MFMA adds to each D
    /// element (K of the shape times the product of the A and B elements).
    one: u32,
    per_mfma: f64,
    /// The result type: "f32", "i32" or "f64".
    d: &'static str,
    /// Dense FLOP (2 M N K blocks) of one instruction.
    flop: u64,
    /// Accumulators in AGPRs.
    acc: bool,
    /// Operands and modifiers after C (scale VGPRs, `cbsz:`/`blgp:` formats).
    tail: &'static str,
    /// The latency-table key (the mnemonic, or the `.f6f4` key of FP6/FP4 sources).
    key: &'static str,
    /// More VGPRs to set before the MFMAs: (register, value).
    extra: &'static [(usize, u32)],
}

const fn form(
    mnemonic: &'static str,
    (a, b, c): (usize, usize, usize),
    one: u32,
    per_mfma: f64,
    d: &'static str,
    flop: u64,
    acc: bool,
) -> Form {
    Form {
        mnemonic,
        a,
        b,
        c,
        one,
        per_mfma,
        d,
        flop,
        acc,
        tail: "",
        key: mnemonic,
        extra: &[],
    }
}

const F16_ONES: u32 = 0x3C00_3C00;
const F32_ONE: u32 = 0x3F80_0000;
const I8_ONES: u32 = 0x0101_0101;
const BF16_ONES: u32 = 0x3F80_3F80;
/// OCP E4M3 1.0 in every byte; E2M1 1.0 in every nibble.
const FP8_ONES: u32 = 0x3838_3838;
const FP4_ONES: u32 = 0x2222_2222;
/// E8M0 1.0 (127) in every byte of the scale VGPRs v180, v181.
const SCALES_ONE: &[(usize, u32)] = &[(180, 0x7F7F_7F7F), (181, 0x7F7F_7F7F)];

fn forms(gfx: &str) -> Vec<Form> {
    let f64_one = 0; // f64 registers are set as pairs below (lo 0, hi 0x3FF00000).
    let mut v = match gfx {
        "gfx90a" => vec![
            form(
                "v_mfma_f32_32x32x8f16",
                (2, 2, 16),
                F16_ONES,
                8.0,
                "f32",
                2 * 32 * 32 * 8,
                true,
            ),
            form(
                "v_mfma_f32_16x16x16f16",
                (2, 2, 4),
                F16_ONES,
                16.0,
                "f32",
                2 * 16 * 16 * 16,
                false,
            ),
            form(
                "v_mfma_f32_16x16x4f32",
                (1, 1, 4),
                F32_ONE,
                4.0,
                "f32",
                2 * 16 * 16 * 4,
                false,
            ),
            form(
                "v_mfma_f32_4x4x4f16",
                (2, 2, 4),
                F16_ONES,
                4.0,
                "f32",
                2 * 4 * 4 * 4 * 16,
                false,
            ),
            form(
                "v_mfma_i32_16x16x16i8",
                (1, 1, 4),
                I8_ONES,
                16.0,
                "i32",
                2 * 16 * 16 * 16,
                false,
            ),
            form(
                "v_mfma_f32_16x16x16bf16_1k",
                (2, 2, 4),
                BF16_ONES,
                16.0,
                "f32",
                2 * 16 * 16 * 16,
                false,
            ),
            form(
                "v_mfma_f64_16x16x4f64",
                (2, 2, 8),
                f64_one,
                4.0,
                "f64",
                2 * 16 * 16 * 4,
                false,
            ),
        ],
        _ => vec![
            form(
                "v_mfma_f32_32x32x8_f16",
                (2, 2, 16),
                F16_ONES,
                8.0,
                "f32",
                2 * 32 * 32 * 8,
                true,
            ),
            form(
                "v_mfma_f32_16x16x16_f16",
                (2, 2, 4),
                F16_ONES,
                16.0,
                "f32",
                2 * 16 * 16 * 16,
                false,
            ),
            form(
                "v_mfma_f32_16x16x4_f32",
                (1, 1, 4),
                F32_ONE,
                4.0,
                "f32",
                2 * 16 * 16 * 4,
                false,
            ),
            form(
                "v_mfma_f32_4x4x4_16b_f16",
                (2, 2, 4),
                F16_ONES,
                4.0,
                "f32",
                2 * 4 * 4 * 4 * 16,
                false,
            ),
            form(
                "v_mfma_i32_16x16x32_i8",
                (2, 2, 4),
                I8_ONES,
                32.0,
                "i32",
                2 * 16 * 16 * 32,
                false,
            ),
            form(
                "v_mfma_f32_16x16x16_bf16",
                (2, 2, 4),
                BF16_ONES,
                16.0,
                "f32",
                2 * 16 * 16 * 16,
                false,
            ),
            form(
                "v_mfma_f64_16x16x4_f64",
                (2, 2, 8),
                f64_one,
                4.0,
                "f64",
                2 * 16 * 16 * 4,
                false,
            ),
        ],
    };
    if gfx == "gfx942" {
        // Sparse A: 16 stored ones per row meet B's ones; FLOP counted dense, as AMD
        // counts its sparse peaks.
        v.push(form(
            "v_smfmac_f32_16x16x32_f16",
            (2, 4, 4),
            F16_ONES,
            16.0,
            "f32",
            2 * 16 * 16 * 32,
            false,
        ));
        v.push(form(
            "v_smfmac_i32_32x32x32_i8",
            (2, 4, 16),
            I8_ONES,
            16.0,
            "i32",
            2 * 32 * 32 * 32,
            true,
        ));
        // CDNA3 only (gfx950 dropped xf32).
        v.push(form(
            "v_mfma_f32_16x16x8_xf32",
            (2, 2, 4),
            F32_ONE,
            8.0,
            "f32",
            2 * 16 * 16 * 8,
            false,
        ));
    }
    if gfx == "gfx950" {
        v.push(form(
            "v_mfma_f32_16x16x32_f16",
            (4, 4, 4),
            F16_ONES,
            32.0,
            "f32",
            2 * 16 * 16 * 32,
            false,
        ));
        v.push(form(
            "v_mfma_f32_32x32x16_bf16",
            (4, 4, 16),
            BF16_ONES,
            16.0,
            "f32",
            2 * 32 * 32 * 16,
            true,
        ));
        v.push(form(
            "v_mfma_f32_16x16x128_f8f6f4",
            (8, 8, 4),
            FP8_ONES,
            128.0,
            "f32",
            2 * 16 * 16 * 128,
            false,
        ));
        v.push(Form {
            tail: " cbsz:4 blgp:4",
            key: "v_mfma_f32_16x16x128_f8f6f4.f6f4",
            ..form(
                "v_mfma_f32_16x16x128_f8f6f4",
                (4, 4, 4),
                FP4_ONES,
                128.0,
                "f32",
                2 * 16 * 16 * 128,
                false,
            )
        });
        v.push(Form {
            tail: ", v180, v181 cbsz:4 blgp:4",
            key: "v_mfma_scale_f32_32x32x64_f8f6f4.f6f4",
            extra: SCALES_ONE,
            ..form(
                "v_mfma_scale_f32_32x32x64_f8f6f4",
                (4, 4, 16),
                FP4_ONES,
                64.0,
                "f32",
                2 * 32 * 32 * 64,
                true,
            )
        });
        v.push(Form {
            tail: ", v180, v181",
            extra: SCALES_ONE,
            ..form(
                "v_mfma_scale_f32_16x16x128_f8f6f4",
                (8, 8, 4),
                FP8_ONES,
                128.0,
                "f32",
                2 * 16 * 16 * 128,
                false,
            )
        });
    }
    v
}

fn range(p: char, first: usize, n: usize) -> String {
    if n == 1 {
        format!("{p}{first}")
    } else {
        format!("{p}[{first}:{}]", first + n - 1)
    }
}

/// One wave: A = B = ones, accumulators zeroed, `n` MFMAs (a chain on accumulator
/// 0, or a stream rotating over K), then every lane stores accumulator 0's first
/// register (two for f64).
fn kernel(gfx: &str, f: &Form, n: usize, stream: bool) -> String {
    let mut body = String::new();
    // A at v16.., B at v24..: ones (f64: the pair 0x3FF00000_00000000).
    for (base, n) in [(16, f.a), (24, f.b)] {
        for r in 0..n {
            let v = match f.d {
                "f64" if r % 2 == 0 => 0,
                "f64" => 0x3FF0_0000,
                _ => f.one,
            };
            body += &format!("\tv_mov_b32 v{}, {v:#x}\n", base + r);
        }
    }
    for &(r, v) in f.extra {
        body += &format!("\tv_mov_b32 v{r}, {v:#x}\n");
    }
    let acc_first = |j: usize| if f.acc { j * f.c } else { 32 + j * f.c };
    let p = if f.acc { 'a' } else { 'v' };
    for j in 0..K {
        for r in 0..f.c {
            body += &if f.acc {
                format!("\tv_accvgpr_write_b32 a{}, 0\n", acc_first(j) + r)
            } else {
                format!("\tv_mov_b32 v{}, 0\n", acc_first(j) + r)
            };
        }
    }
    let (a, b) = (range('v', 16, f.a), range('v', 24, f.b));
    // A sparse row's third source is its compression index (every group's stored
    // values at positions 0 and 1); the destination accumulates.
    let sparse = f.mnemonic.starts_with("v_smfmac_");
    if sparse {
        body += "\tv_mov_b32 v190, 0x44444444\n";
    }
    for k in 0..n {
        let j = if stream { k % K } else { 0 };
        let acc = range(p, acc_first(j), f.c);
        let c = if sparse {
            "v190".to_string()
        } else {
            acc.clone()
        };
        body += &format!("\t{} {acc}, {a}, {b}, {c}{}\n", f.mnemonic, f.tail);
    }
    let words = if f.d == "f64" { 2 } else { 1 };
    for w in 0..words {
        if f.acc {
            body += &format!("\tv_accvgpr_read_b32 v{}, a{w}\n", 200 + w);
        } else {
            body += &format!("\tv_mov_b32 v{}, v{}\n", 200 + w, 32 + w);
        }
    }
    body += "\tv_lshlrev_b32 v1, 3, v0\n";
    for w in 0..words {
        body += &format!(
            "\tglobal_store_dword v1, v{}, s[4:5] offset:{}\n",
            200 + w,
            4 * w
        );
    }
    format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{gfx}\"
\t.amdhsa_code_object_version 6
\t.text
\t.globl\tk
\t.p2align\t8
\t.type\tk,@function
k:
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_and_b32 v0, 0x3ff, v0
\ts_waitcnt lgkmcnt(0)
{body}\ts_endpgm
\t.section\t.rodata,\"a\",@progbits
\t.p2align\t6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_kernarg_size 8
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_accum_offset 208
\t\t.amdhsa_next_free_vgpr 512
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
    .vgpr_count:     512
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--{gfx}
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
"
    )
}

/// Cycles of a one-wave run, and the latency entry of the MFMA.
fn run(gfx: &str, config: &str, f: &Form, n: usize, stream: bool) -> (u64, Timed) {
    run_text(gfx, config, f, n, stream, &kernel(gfx, f, n, stream))
}

/// As [`run`], for a kernel text derived from [`kernel`].
fn run_text(gfx: &str, config: &str, f: &Form, n: usize, stream: bool, text: &str) -> (u64, Timed) {
    let d = tmpdir("mfma_timing");
    std::fs::write(d.join("k.s"), text).unwrap();
    std::fs::write(
        d.join("w.yaml"),
        "program: k.s\ngrid: 1\nblock: [64, 1, 1]\nbuffers:\n  out: { type: u32, count: 128 }\nargs: [out]\n",
    )
    .unwrap();
    let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[])
        .unwrap_or_else(|e| panic!("{gfx} {}: {e}", f.mnemonic));
    // Accumulator 0 took every MFMA of a chain, every K-th of a stream.
    let on0 = if stream { n.div_ceil(K) } else { n } as f64;
    let want = on0 * f.per_mfma;
    let out = t.u32s("out");
    for l in 0..64 {
        let got = match f.d {
            "f32" => f32::from_bits(out[2 * l]) as f64,
            "i32" => out[2 * l] as i32 as f64,
            _ => f64::from_bits(out[2 * l] as u64 | (out[2 * l + 1] as u64) << 32),
        };
        assert_eq!(got, want, "{gfx} {} lane {l}: D element", f.mnemonic);
    }
    (t.report.cycles, t)
}

const TARGETS: &[(&str, &str)] = &[
    ("gfx90a", "configs/amd/mi210.yaml"),
    ("gfx942", "configs/amd/mi300x.yaml"),
    ("gfx950", "configs/amd/mi355x.yaml"),
];

#[test]
fn chains_run_at_the_latency_and_streams_at_the_issue_interval() {
    for &(gfx, config) in TARGETS {
        for f in forms(gfx) {
            let (c1, t) = run(gfx, config, &f, N, false);
            let (c2, _) = run(gfx, config, &f, 2 * N, false);
            let e = t.entry(f.key);
            assert_eq!(e.unit, "mfma", "{gfx} {}", f.mnemonic);
            assert_eq!(
                c2 - c1,
                N as u64 * e.latency as u64,
                "{gfx} {} chain",
                f.mnemonic
            );
            assert!(
                K as u32 * e.issue_interval >= e.latency,
                "{}: stream too short",
                f.mnemonic
            );
            let (s1, _) = run(gfx, config, &f, N, true);
            let (s2, _) = run(gfx, config, &f, 2 * N, true);
            assert_eq!(
                s2 - s1,
                N as u64 * e.issue_interval as u64,
                "{gfx} {} stream",
                f.mnemonic
            );
        }
    }
}

/// Row `k` of the MFMA table on generation `gen` with A = B = 0 (every result 0,
/// whatever the type): for timing only.
fn table_form(gen: u8, k: usize) -> Form {
    use warpsim::ir::mfma_form::{MfmaForm, MFMA};
    let row = &MFMA[k];
    let mf = MfmaForm {
        id: k as u16,
        gen,
        ..Default::default()
    };
    let (a, b, c) = mf.regs();
    let (a, b, c) = (a as usize, b as usize, c as usize);
    Form {
        mnemonic: row.mnemonic(gen),
        a,
        b,
        c,
        one: 0,
        per_mfma: 0.0,
        d: "zero",
        flop: 2 * row.fmas(),
        // Accumulators past v160 would meet the scale registers: AGPRs then.
        acc: c * K > 128,
        tail: if row.scaled() { ", v180, v181" } else { "" },
        key: mf.key(),
        extra: &[],
    }
}

/// Every MFMA of the instruction table that a CDNA config's generation has, on every
/// shipped CDNA config (MI250X too): its chain runs at its entry's latency and its
/// stream at the issue interval (A = B = 0, so every result is 0 whatever the type;
/// the forms above check the values).
#[test]
fn every_mfma_on_every_cdna_config_runs_at_its_entry() {
    use warpsim::ir::mfma_form::{cdna_bit, MFMA};
    let mut runs = 0;
    for (gfx, id, config) in [
        ("gfx90a", 0x90a, "configs/amd/mi210.yaml"),
        ("gfx90a", 0x90a, "configs/amd/mi250x.yaml"),
        ("gfx942", 0x942, "configs/amd/mi300x.yaml"),
        ("gfx950", 0x950, "configs/amd/mi355x.yaml"),
    ] {
        let gen = cdna_bit(id);
        for (k, row) in MFMA.iter().enumerate() {
            if row.gens & gen == 0 {
                continue;
            }
            let f = table_form(gen, k);
            let (c1, t) = run(gfx, config, &f, N, false);
            let (c2, _) = run(gfx, config, &f, 2 * N, false);
            let e = t.entry(f.key);
            assert_eq!(
                c2 - c1,
                N as u64 * e.latency as u64,
                "{config} {} chain",
                f.mnemonic
            );
            let (s1, _) = run(gfx, config, &f, N, true);
            let (s2, _) = run(gfx, config, &f, 2 * N, true);
            let per = e.issue_interval.max(e.latency.div_ceil(K as u32));
            assert_eq!(
                s2 - s1,
                N as u64 * per as u64,
                "{config} {} stream ({} accumulators)",
                f.mnemonic,
                K
            );
            runs += 1;
        }
    }
    assert!(runs >= 100, "{runs} instruction x config runs");
}

/// The simulated dense peak per CU (FLOP per instruction x SIMDs / measured cycles per
/// instruction of a stream) equals AMD's published peak divided by CUs and clock:
/// MI210 181.0 TF f16, 45.3 TF f32, 45.3 TF f64 matrix (104 CUs, 1700 MHz) = 1024,
/// 256, 256 FLOP/clk/CU; MI300X 1307.4 TF f16, 163.4 TF f32, 163.4 TF f64 (304 CUs,
/// 2100 MHz) = 2048, 256, 256; MI355X 2516.6 TF f16, 157.3 TF f32, 78.6 TF f64, 5033.2
/// TF OCP-FP8 and 10066.3 TF MXFP4 (256 CUs, 2400 MHz) = 4096, 256, 128, 8192, 16384.
#[test]
fn peak_flop_per_cu_is_the_published_dense_peak() {
    let peaks: &[(&str, &str, &str, u64, f64)] = &[
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_f32_16x16x128_f8f6f4",
            8192,
            5033.2,
        ),
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_f32_16x16x128_f8f6f4.f6f4",
            16384,
            10066.3,
        ),
        (
            "gfx90a",
            "configs/amd/mi210.yaml",
            "v_mfma_f32_32x32x8f16",
            1024,
            181.0,
        ),
        (
            "gfx90a",
            "configs/amd/mi210.yaml",
            "v_mfma_f32_16x16x4f32",
            256,
            45.3,
        ),
        (
            "gfx90a",
            "configs/amd/mi210.yaml",
            "v_mfma_f64_16x16x4f64",
            256,
            45.3,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_f32_16x16x16_f16",
            2048,
            1307.4,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_f32_16x16x4_f32",
            256,
            163.4,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_f64_16x16x4_f64",
            256,
            163.4,
        ),
        // TF32 (xf32) dense: 653.7 TFLOPS (AMD Instinct MI300X data sheet).
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_f32_16x16x8_xf32",
            1024,
            653.7,
        ),
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_f32_16x16x32_f16",
            4096,
            2516.6,
        ),
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_f32_16x16x4_f32",
            256,
            157.3,
        ),
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_f64_16x16x4_f64",
            128,
            78.6,
        ),
        // BF16 and INT8 dense (data sheets: MI210 181.0 TF / 181.0 TOPS, MI300X 1307.4
        // TF / 2614.9 TOPS and FNUZ FP8 2614.9 TF, MI355X 2516.6 TF / 5033.2 TOPS).
        (
            "gfx90a",
            "configs/amd/mi210.yaml",
            "v_mfma_f32_32x32x8bf16_1k",
            1024,
            181.0,
        ),
        (
            "gfx90a",
            "configs/amd/mi210.yaml",
            "v_mfma_i32_32x32x8i8",
            1024,
            181.0,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_f32_32x32x8_bf16",
            2048,
            1307.4,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_i32_32x32x16_i8",
            4096,
            2614.9,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_mfma_f32_32x32x16_fp8_fp8",
            4096,
            2614.9,
        ),
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_f32_32x32x16_bf16",
            4096,
            2516.6,
        ),
        // Structured sparsity (MI300X data sheet: FP16 2614.9 TF, INT8 5229.8 TOPS
        // "with structured sparsity").
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_smfmac_f32_16x16x32_f16",
            4096,
            2614.9,
        ),
        (
            "gfx942",
            "configs/amd/mi300x.yaml",
            "v_smfmac_i32_32x32x32_i8",
            8192,
            5229.8,
        ),
        (
            "gfx950",
            "configs/amd/mi355x.yaml",
            "v_mfma_i32_32x32x32_i8",
            8192,
            5033.2,
        ),
    ];
    for &(gfx, config, mn, per_cu, tflops) in peaks {
        // The value-checked form where the list has one, else the table's.
        let gen = warpsim::ir::mfma_form::cdna_bit(u32::from_str_radix(&gfx[3..], 16).unwrap());
        let f = forms(gfx)
            .into_iter()
            .find(|f| f.key == mn)
            .unwrap_or_else(|| {
                let k = warpsim::ir::mfma_form::find(mn, gen).unwrap() as usize;
                table_form(gen, k)
            });
        let f = &f;
        let (s1, t) = run(gfx, config, f, N, true);
        let (s2, _) = run(gfx, config, f, 2 * N, true);
        let cycles_per_mfma = (s2 - s1) / N as u64;
        let simds = t.cfg.sm.schedulers as u64;
        let model = f.flop * simds / cycles_per_mfma;
        assert_eq!(model, per_cu, "{gfx} {mn}: FLOP/clk/CU");
        // And the published TFLOPS within 0.1%.
        let total = model as f64 * t.cfg.sm.count as f64 * t.cfg.clock_mhz * 1e6 / 1e12;
        let cus_per_device = if config.ends_with("mi250x.yaml") {
            2.0
        } else {
            1.0
        };
        let total = total * cus_per_device;
        assert!(
            (total - tflops).abs() / tflops < 1e-3,
            "{gfx} {mn}: {total:.1} TFLOPS vs the published {tflops}"
        );
    }
}

/// VALU work between the MFMAs of a stream issues while the matrix core is busy (the
/// `mfma` unit is not the `valu` unit): the stream keeps its issue interval. The
/// gfx90a spelling on gfx942 is timed by the gfx942 name's entry.
#[test]
fn valu_work_hides_under_the_matrix_core_and_aliases_share_the_entry() {
    let (gfx, config) = ("gfx942", "configs/amd/mi300x.yaml");
    let fs = forms(gfx);
    let f = fs
        .iter()
        .find(|f| f.mnemonic == "v_mfma_f32_16x16x16_f16")
        .unwrap();
    let with_valu = |n: usize| {
        kernel(gfx, f, n, true).replace(
            "\tv_mfma_f32_16x16x16_f16 ",
            "\tv_add_f32 v100, v101, v102\n\tv_mul_f32 v103, v104, v105\n\tv_mfma_f32_16x16x16_f16 ",
        )
    };
    assert_eq!(with_valu(N).matches("v_add_f32").count(), N);
    let (s1, t) = run_text(gfx, config, f, N, true, &with_valu(N));
    let (s2, _) = run_text(gfx, config, f, 2 * N, true, &with_valu(2 * N));
    let e = t.entry(f.mnemonic);
    assert!(2 * 4 < e.issue_interval, "two VALU ops fit in the interval");
    assert_eq!(
        s2 - s1,
        N as u64 * e.issue_interval as u64,
        "stream with VALU work"
    );
    // The alias: same results (checked by run_text), same timing, same key.
    let alias = |n: usize| {
        kernel(gfx, f, n, false).replace("v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16f16")
    };
    let (c1, t) = run_text(gfx, config, f, N, false, &alias(N));
    let (c2, _) = run_text(gfx, config, f, 2 * N, false, &alias(2 * N));
    assert!(t
        .prepared
        .prog
        .keys
        .iter()
        .any(|k| k == "v_mfma_f32_16x16x16_f16"));
    assert!(!t
        .prepared
        .prog
        .keys
        .iter()
        .any(|k| k == "v_mfma_f32_16x16x16f16"));
    assert_eq!(
        c2 - c1,
        N as u64 * t.entry(f.mnemonic).latency as u64,
        "alias chain"
    );
}
