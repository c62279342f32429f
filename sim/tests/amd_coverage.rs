//! AMDGPU coverage of real code (workloads/real): a statement warpsim cannot take
//! blocks only its kernel, not the file, so the file's other kernels load and run.

mod common;
use common::*;

// ---------------------------------------------------------------------------
// Harness: a file with two lanes kernels, `k` and `k2`

/// Rename the lanes kernel `k` of `text` (its label, symbol, descriptor and
/// metadata entry) to `name`.
fn rename(text: &str, name: &str) -> String {
    text.replace("\t.globl\tk\n", &format!("\t.globl\t{name}\n"))
        .replace(
            "\t.type\tk,@function\nk:\n",
            &format!("\t.type\t{name},@function\n{name}:\n"),
        )
        .replace(
            "\t.amdhsa_kernel k\n",
            &format!("\t.amdhsa_kernel {name}\n"),
        )
        .replace(
            ".name:           k\n",
            &format!(".name:           {name}\n"),
        )
        .replace(
            ".symbol:         k.kd\n",
            &format!(".symbol:         {name}.kd\n"),
        )
}

/// One file holding the lanes kernel `k` (running `body1`) and a copy `k2` (running
/// `body2`), each with one input and one output word per work-item.
fn two_kernels(gfx: &str, body1: &str, body2: &str) -> String {
    let a = amd_lanes_kernel(gfx, body1, 1, 1, "");
    let b = rename(&amd_lanes_kernel(gfx, body2, 1, 1, ""), "k2");
    let split = |t: &str| -> (String, String, String, String) {
        let d = t.find("\t.section\t.rodata").unwrap();
        let m = t.find("\t.text\n\t.amdgpu_metadata").unwrap();
        let e0 = t.find("  - .args:").unwrap();
        let e1 = t.find("amdhsa.target:").unwrap();
        (
            t[..d].to_string(),
            t[d..m].to_string(),
            t[m..e0].to_string(),
            t[e0..e1].to_string(),
        )
    };
    let (code_a, desc_a, meta_head, entry_a) = split(&a);
    let (code_b, desc_b, _, entry_b) = split(&b);
    let tail = &a[a.find("amdhsa.target:").unwrap()..];
    // The second kernel's code starts without the file header.
    let code_b = &code_b[code_b.find("\t.text\n").unwrap()..];
    format!("{code_a}{code_b}{desc_a}{desc_b}{meta_head}{entry_a}{entry_b}{tail}")
}

fn run_kernel(text: &str, kernel: &str, input: &[u32]) -> Result<Vec<u32>, warpsim::Error> {
    let yaml = format!(
        "program: k.s\nkernel: {kernel}\ngrid: 1\nblock: [{n}, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {n}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {n} }}\nargs: [in, out]\n",
        n = input.len()
    );
    let r = run_program("k.s", text, &yaml, None, &[("in.bin", &words(input))])?;
    Ok(r.u32s("out"))
}

// ---------------------------------------------------------------------------
// 1. Lazy per-kernel failure

#[test]
fn an_unknown_instruction_blocks_only_its_kernel() {
    for gfx in ["gfx942", "gfx1100"] {
        let add = if gfx == "gfx942" {
            "v_add_u32_e64"
        } else {
            "v_add_nc_u32"
        };
        let good = format!("\t{add} v100, v1, 7");
        // Two problems: the first in file order is the one reported.
        let bad = format!("\tv_frobnicate_b32 v100, v1\n\t{add} v100, v1, 8 frob:1");
        let text = two_kernels(gfx, &good, &bad);
        let bad_line = text
            .lines()
            .position(|l| l.contains("v_frobnicate_b32"))
            .unwrap() as u32
            + 1;
        // The file parses; both kernels are listed; `k2` carries the located error.
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
        assert_eq!(m.kernels(), vec!["k", "k2"], "{gfx}");
        let e = m.first_set_aside().expect("set aside");
        assert_eq!((e.pos.line, e.pos.col), (bad_line, 2), "{gfx}: {e}");
        assert!(
            e.msg.contains("unknown instruction `v_frobnicate_b32`"),
            "{e}"
        );
        // Linking: `k` links; `k2` fails with the statement's position and text.
        assert!(warpsim::ir::link(&m, "k").is_ok(), "{gfx}");
        let le = warpsim::ir::link(&m, "k2").unwrap_err();
        assert_eq!(le.pos.map(|p| p.line), Some(bad_line), "{gfx}");
        assert!(le.msg.contains("v_frobnicate_b32"), "{}", le.msg);
        assert!(le.msg.contains("kernel `k2` cannot run"), "{}", le.msg);
        // `k` runs (its neighbour's set-aside statement does not block it).
        let input: Vec<u32> = (0..64).map(|i| i * 3).collect();
        let out = run_kernel(&text, "k", &input).unwrap();
        assert_eq!(
            out,
            input.iter().map(|x| x + 7).collect::<Vec<_>>(),
            "{gfx}"
        );
        // Running `k2` is the located error (exit 2 from the CLI), not a fault.
        let e = run_kernel(&text, "k2", &input).unwrap_err().to_string();
        assert!(e.contains(&format!("k.s:{bad_line}:2")), "{e}");
    }
}

/// A set-aside statement in a non-kernel function blocks only the kernels that take
/// the function's address (transitively): AMD calls go through computed addresses,
/// so every function is linked, but nothing else can run it.
#[test]
fn a_bad_function_blocks_only_the_kernels_that_reach_it() {
    let gfx = "gfx942";
    let good = "\tv_add_u32_e64 v100, v1, 7";
    // `k2` takes the address of `g`, which takes that of `f` (a call chain).
    let reach = "\ts_mov_b32 s12, g@abs32@lo\n\tv_add_u32_e64 v100, v1, 9";
    let text = two_kernels(gfx, good, reach);
    let funcs =
        "\t.text\n\t.type\tg,@function\ng:\n\ts_mov_b32 s13, f@abs32@lo\n\ts_setpc_b64 s[30:31]\n\
\t.type\tf,@function\nf:\n\tv_frobnicate_b32 v1, v2\n\ts_setpc_b64 s[30:31]\n";
    let at = text.find("\t.section\t.rodata").unwrap();
    let text = format!("{}{funcs}{}", &text[..at], &text[at..]);
    let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
    assert!(warpsim::ir::link(&m, "k").is_ok());
    let e = warpsim::ir::link(&m, "k2").unwrap_err();
    assert!(e.msg.contains("v_frobnicate_b32"), "{}", e.msg);
    assert!(
        e.msg.contains("in `f`, whose address it takes"),
        "{}",
        e.msg
    );
    let input: Vec<u32> = (0..64).collect();
    let out = run_kernel(&text, "k", &input).unwrap();
    assert_eq!(out, input.iter().map(|x| x + 7).collect::<Vec<_>>());
}

#[test]
fn check_reports_each_kernel() {
    let text = two_kernels(
        "gfx1100",
        "\tv_mov_b32 v100, v1",
        "\tv_mov_b32 v100, v1 quad_perm:[9,0,0,0]",
    );
    let d = tmpdir("cov-check");
    let p = d.join("two.s");
    std::fs::write(&p, &text).unwrap();
    let (code, out, err) = warpsim(&["check", p.to_str().unwrap()]);
    assert_ne!(code, 0, "{out}{err}");
    let all = format!("{out}{err}");
    assert!(all.contains(": k: ok"), "{all}");
    assert!(
        all.contains("k2:") && all.contains("malformed modifier `quad_perm:[9,0,0,0]`"),
        "{all}"
    );
}

#[test]
fn file_level_errors_still_fail_the_file() {
    // A broken directive (not a statement of a function body) fails the file.
    let text = amd_lanes_kernel("gfx942", "\tv_mov_b32 v100, v1", 1, 1, "").replace(
        "\t.amdhsa_next_free_sgpr 16\n",
        "\t.amdhsa_next_free_sgpr sixteen\n",
    );
    let e = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap_err();
    assert!(e.msg.contains("unknown symbol `sixteen`"), "{e}");
}

// ---------------------------------------------------------------------------
// 2. Transcendentals: pure functions against independent formulations

use warpsim::func::amd_trans::{cos_f32, exp_f32, log_f32, sin_f32};

const MODE: u32 = warpsim::func::amd::MODE_DEFAULT;

/// A one-source f32 operation of (bits, MODE).
type Op1 = fn(u32, u32) -> u32;

/// Distance in ulps between two finite f32 values of the same sign (or zeros).
fn ulps(a: u32, b: u32) -> u64 {
    let key = |x: u32| -> i64 {
        if x & 0x8000_0000 != 0 {
            -((x & 0x7FFF_FFFF) as i64)
        } else {
            x as i64
        }
    };
    (key(a) - key(b)).unsigned_abs()
}

fn is_sub(x: f32) -> bool {
    x != 0.0 && x.abs() < f32::MIN_POSITIVE
}

#[test]
fn exp_log_edge_cases() {
    let f = |x: f32| x.to_bits();
    // Exact powers, both ways, over the whole normal range.
    for n in -126..=127 {
        let p = f(2f32.powi(n));
        assert_eq!(exp_f32(f(n as f32), MODE), p, "2^{n}");
        assert_eq!(log_f32(p, MODE), f(n as f32), "log2(2^{n})");
    }
    #[rustfmt::skip]
    let cases: &[(Op1, u32, u32)] = &[
        (exp_f32, 0x0000_0000, f(1.0)), (exp_f32, 0x8000_0000, f(1.0)),
        (exp_f32, 0x7F80_0000, 0x7F80_0000), (exp_f32, 0xFF80_0000, 0),
        (exp_f32, f(128.0), 0x7F80_0000), (exp_f32, f(-127.0), 0), (exp_f32, f(-149.0), 0),
        (exp_f32, 0x0000_0001, f(1.0)), (exp_f32, 0x7FC0_0001, 0x7FC0_0001),
        (exp_f32, 0x7F80_0001, 0x7FC0_0001), (exp_f32, f(0.5), f(std::f32::consts::SQRT_2)),
        (log_f32, 0x0000_0000, 0xFF80_0000), (log_f32, 0x8000_0000, 0xFF80_0000),
        (log_f32, 0x0000_0001, 0xFF80_0000), (log_f32, 0x8000_0001, 0xFF80_0000),
        (log_f32, f(-1.0), 0xFFC0_0000), (log_f32, 0xFF80_0000, 0xFFC0_0000),
        (log_f32, 0x7F80_0000, 0x7F80_0000), (log_f32, 0xFFC0_1234, 0xFFC0_1234),
        (log_f32, f(1.0), 0),
    ];
    for (k, &(op, x, want)) in cases.iter().enumerate() {
        assert_eq!(op(x, MODE), want, "case {k}: {x:#010x}");
    }
    // MODE does not change them (denormals are flushed whatever it says).
    for mode in [0x00, 0x30, 0xF0, 0xF3] {
        assert_eq!(exp_f32(f(-127.0), mode), 0);
        assert_eq!(log_f32(0x0040_0000, mode), 0xFF80_0000);
    }
}

#[test]
fn exp_log_within_one_ulp_of_the_host_libm() {
    let mut g = Rng(0x5EED_0E4F);
    for _ in 0..200_000 {
        // exp over [-160, 130), log over every positive normal.
        let x = (g.next() % 290_000_000) as f32 / 1e6 - 160.0;
        let got = exp_f32(x.to_bits(), MODE);
        let host = x.exp2();
        if is_sub(host) || host == 0.0 {
            assert!(got == 0 || got == 0x0080_0000, "exp {x}: {got:#x}");
        } else if host.is_infinite() {
            assert!(got == 0x7F80_0000 || got == 0x7F7F_FFFF, "exp {x}");
        } else {
            assert!(
                ulps(got, host.to_bits()) <= 1,
                "exp {x}: {got:#x} vs {host}"
            );
        }
        let y = f32::from_bits((g.u32() % 0x7F00_0000) + 0x0080_0000);
        let got = log_f32(y.to_bits(), MODE);
        assert!(ulps(got, y.log2().to_bits()) <= 1, "log {y}: {got:#x}");
        // The f64 formulation rounded once is what is implemented.
        assert_eq!(got, ((y as f64).log2() as f32).to_bits(), "log {y}");
    }
}

#[test]
fn sin_cos_in_revolutions() {
    let f = |x: f32| x.to_bits();
    #[rustfmt::skip]
    let cases: &[(Op1, f32, u32)] = &[
        (sin_f32, 0.0, 0), (sin_f32, -0.0, 0x8000_0000), (sin_f32, 0.25, f(1.0)),
        (sin_f32, 0.5, 0), (sin_f32, 0.75, f(-1.0)), (sin_f32, -0.25, f(-1.0)),
        (sin_f32, 1.0, 0), (sin_f32, 256.0, 0), (sin_f32, 256.25, 0),
        (sin_f32, 255.25, f(1.0)), (sin_f32, -0.5, 0x8000_0000),
        (cos_f32, 0.0, f(1.0)), (cos_f32, -0.0, f(1.0)), (cos_f32, 0.25, 0),
        (cos_f32, 0.5, f(-1.0)), (cos_f32, -0.5, f(-1.0)), (cos_f32, 0.75, 0),
        (cos_f32, -256.0, f(1.0)), (cos_f32, 300.0, 0),
    ];
    for (k, &(op, x, want)) in cases.iter().enumerate() {
        assert_eq!(op(x.to_bits(), MODE), want, "case {k}: {x}");
    }
    for op in [sin_f32, cos_f32] {
        assert_eq!(op(0x7F80_0000, MODE), 0xFFC0_0000);
        assert_eq!(op(0xFF80_0000, MODE), 0xFFC0_0000);
        assert_eq!(op(0x7FA0_0000, MODE), 0x7FE0_0000);
    }
    // A denormal input: kept under the default MODE (sin(2πx) ≈ 2πx), flushed by a
    // MODE whose f32 denorm field flushes inputs.
    assert_eq!(sin_f32(0x0000_0100, 0x00), 0);
    assert_ne!(sin_f32(0x0000_0100, MODE), 0);
    assert_eq!(cos_f32(0x0000_0100, 0x00), f(1.0));
    // Against the unreduced f64 formula sin(x · 2π) and the identity sin² + cos² = 1.
    let mut g = Rng(0x51_C05);
    for _ in 0..200_000 {
        let x = (g.next() % 512_000_001) as f32 / 1e6 - 256.0;
        let s = f32::from_bits(sin_f32(x.to_bits(), MODE));
        let c = f32::from_bits(cos_f32(x.to_bits(), MODE));
        let a = x as f64 * std::f64::consts::TAU;
        for (got, want) in [(s, a.sin()), (c, a.cos())] {
            if want.abs() > 1e-3 {
                assert!(
                    ulps(got.to_bits(), (want as f32).to_bits()) <= 1,
                    "{x}: {got} vs {want}"
                );
            } else {
                assert!((got as f64 - want).abs() < 1e-9, "{x}: {got} vs {want}");
            }
        }
        let one = (s as f64).powi(2) + (c as f64).powi(2);
        assert!((one - 1.0).abs() < 3e-7, "{x}: {one}");
    }
}

// ---------------------------------------------------------------------------
// 3. New VALU instructions through the simulator (wave64 gfx942, wave32 gfx1100/gfx1200)

/// The lanes kernel's warp-instruction count with `body`, minus that with an empty
/// body: the instructions `body` adds, times the waves.
fn added_insts(gfx: &str, body: &str, rows: &[Vec<u32>], nout: usize) -> u64 {
    let (_, with) = lanes(gfx, body, rows, nout);
    let (_, without) = lanes(gfx, "", rows, nout);
    with.warp_instructions - without.warp_instructions
}

fn f32_bits(g: &mut Rng) -> u32 {
    const SPECIAL: [u32; 12] = [
        0,
        0x8000_0000,
        0x7F80_0000,
        0xFF80_0000,
        0x7FC0_0000,
        0x0000_0001,
        0x807F_FFFF,
        0x3F80_0000,
        0xBF80_0000,
        0x4300_0000,
        0xC2FE_0000,
        0x3E80_0000,
    ];
    match g.next() % 4 {
        0 => SPECIAL[(g.next() % SPECIAL.len() as u64) as usize],
        1 => (g.u32() & 0x83FF_FFFF) | 0x3C00_0000, // |x| in [2^-7, 2^9)
        _ => g.u32(),
    }
}

#[test]
fn valu_transcendentals_and_xad_through_the_simulator() {
    use warpsim::func::amd::{
        ceil_f64_mode, floor_f64_mode, fract_f64_mode, frexp_exp_i32_f64_mode, frexp_mant_f64_mode,
        rndne_f64_mode, trunc_f64_mode,
    };
    let body = "\tv_exp_f32_e32 v100, v1\n\tv_log_f32_e64 v101, v1\n\tv_sin_f32_e32 v102, v1\n\
\tv_cos_f32_e32 v103, v1\n\tv_xad_u32 v104, v1, v2, v3\n\tv_trunc_f64_e32 v[106:107], v[2:3]\n\
\tv_floor_f64_e32 v[108:109], v[2:3]\n\tv_ceil_f64_e32 v[110:111], v[2:3]\n\
\tv_rndne_f64_e32 v[112:113], v[2:3]\n\tv_fract_f64_e32 v[114:115], v[2:3]\n\
\tv_frexp_exp_i32_f64_e32 v105, v[2:3]";
    // Source modifiers and the last f64 form (the lanes kernel stores at most 16 words).
    let body2 = "\tv_exp_f32_e64 v100, -|v1|\n\tv_log_f32_e64 v101, |v1|\n\
\tv_frexp_mant_f64_e32 v[102:103], v[2:3]";
    let mut g = Rng(0xA11_0E4);
    let rows: Vec<Vec<u32>> = (0..256)
        .map(|_| {
            let d = match g.next() % 3 {
                0 => (g.next() % 2_000_000) as f64 / 1000.0 - 1000.0,
                1 => (g.next() % 41) as f64 * 0.25 - 5.0,
                _ => f64::from_bits(g.next()),
            };
            let d = if d.is_nan() {
                2.5f64.to_bits()
            } else {
                d.to_bits()
            };
            vec![f32_bits(&mut g), d as u32, (d >> 32) as u32]
        })
        .collect();
    for gfx in ["gfx942", "gfx1100", "gfx1200"] {
        let (out, _) = lanes(gfx, body, &rows, 16);
        let (out2, _) = lanes(gfx, body2, &rows, 4);
        for (r, ((o, o2), i)) in out.iter().zip(&out2).zip(&rows).enumerate() {
            let x = i[0];
            let d = i[1] as u64 | (i[2] as u64) << 32;
            let pair = |k: usize| o[k] as u64 | (o[k + 1] as u64) << 32;
            let what = format!("{gfx} row {r} x={x:#x} d={d:#x}");
            assert_eq!(o[0], exp_f32(x, MODE), "{what} exp");
            assert_eq!(o[1], log_f32(x, MODE), "{what} log");
            assert_eq!(o[2], sin_f32(x, MODE), "{what} sin");
            assert_eq!(o[3], cos_f32(x, MODE), "{what} cos");
            // v_xad_u32 against the definition (S0 ^ S1) + S2.
            assert_eq!(o[4], (x ^ i[1]).wrapping_add(i[2]), "{what} xad");
            assert_eq!(pair(6), trunc_f64_mode(d, MODE), "{what} trunc");
            assert_eq!(pair(8), floor_f64_mode(d, MODE), "{what} floor");
            assert_eq!(pair(10), ceil_f64_mode(d, MODE), "{what} ceil");
            assert_eq!(pair(12), rndne_f64_mode(d, MODE), "{what} rndne");
            assert_eq!(pair(14), fract_f64_mode(d, MODE), "{what} fract");
            assert_eq!(o[5], frexp_exp_i32_f64_mode(d, MODE), "{what} frexp_exp");
            let mant = o2[2] as u64 | (o2[3] as u64) << 32;
            assert_eq!(mant, frexp_mant_f64_mode(d, MODE), "{what} frexp_mant");
            assert_eq!(o2[0], exp_f32(x | 0x8000_0000, MODE), "{what} exp -|x|");
            assert_eq!(o2[1], log_f32(x & 0x7FFF_FFFF, MODE), "{what} log |x|");
            // The f64 rounding ops against the host's (independent) f64 rounding.
            let h = f64::from_bits(d);
            if !h.is_nan() {
                assert_eq!(pair(6), h.trunc().to_bits(), "{what} host trunc");
                assert_eq!(pair(8), h.floor().to_bits(), "{what} host floor");
                assert_eq!(pair(10), h.ceil().to_bits(), "{what} host ceil");
                assert_eq!(pair(12), h.round_ties_even().to_bits(), "{what} host rndne");
            }
        }
        // One warp-instruction per statement per wave.
        let waves = if gfx == "gfx942" { 4 } else { 8 };
        assert_eq!(added_insts(gfx, body, &rows, 16), 11 * waves, "{gfx}");
    }
}

#[test]
fn minmax_and_bitop3() {
    let mut g = Rng(0x00B1_7093);
    let rows: Vec<Vec<u32>> = (0..128)
        .map(|_| (0..3).map(|_| g.u32()).collect())
        .collect();
    let body = "\tv_minmax_u32 v100, v1, v2, v3\n\tv_minmax_i32 v101, v1, v2, v3\n\
\tv_maxmin_u32 v102, v1, v2, v3\n\tv_maxmin_i32 v103, v1, v2, v3";
    let (out, _) = run_amd_lanes("gfx1100", body, &rows, 4, "").unwrap();
    for (o, i) in out.iter().zip(&rows) {
        let (a, b, c) = (i[0], i[1], i[2]);
        let s = |x: u32| x as i32;
        assert_eq!(o[0], a.max(b).min(c));
        assert_eq!(o[1], s(a).max(s(b)).min(s(c)) as u32);
        assert_eq!(o[2], a.min(b).max(c));
        assert_eq!(o[3], s(a).min(s(b)).max(s(c)) as u32);
    }
    // bitop3: every truth table on gfx950 against a bit-by-bit reference.
    let luts = [
        0x00u32, 0xFF, 0xF0, 0xCC, 0xAA, 0x96, 0xE8, 0x6C, 0x01, 0x80, 0x1E, 0xCA,
    ];
    let body: String = luts
        .iter()
        .enumerate()
        .map(|(k, l)| format!("\tv_bitop3_b32 v{}, v1, v2, v3 bitop3:{l:#x}\n", 100 + k))
        .collect();
    let (out, _) = run_amd_lanes("gfx950", &body, &rows, luts.len(), "").unwrap();
    for (o, i) in out.iter().zip(&rows) {
        for (k, &lut) in luts.iter().enumerate() {
            let want = (0..32).fold(0u32, |acc, bit| {
                let idx = (i[0] >> bit & 1) << 2 | (i[1] >> bit & 1) << 1 | (i[2] >> bit & 1);
                acc | ((lut >> idx) & 1) << bit
            });
            assert_eq!(o[k], want, "lut {lut:#x} {i:x?}");
        }
    }
}

// ---------------------------------------------------------------------------
// 4. GFX12 SALU float, 64-bit multiply, scalar-result VALU and sub-dword SMEM loads

/// Finite f32 values (no NaN: the host's NaN payloads are not the reference here).
fn finite(g: &mut Rng) -> f32 {
    match g.next() % 4 {
        0 => (g.next() % 20_001) as f32 / 100.0 - 100.0,
        1 => [
            0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 3.0e9, -3.0e9, 5.0e9, 1.0e-40,
        ][(g.next() % 10) as usize],
        _ => {
            let f = f32::from_bits(g.u32());
            if f.is_finite() {
                f
            } else {
                1.5
            }
        }
    }
}

#[test]
fn gfx12_scalar_float_and_integer() {
    let body = "\tv_readfirstlane_b32 s20, v1\n\tv_readfirstlane_b32 s21, v2\n\
\tv_readfirstlane_b32 s22, v3\n\tv_readfirstlane_b32 s23, v4\n\
\ts_cvt_f32_i32 s30, s20\n\ts_cvt_f32_u32 s31, s20\n\ts_cvt_i32_f32 s32, s21\n\
\ts_cvt_u32_f32 s33, s21\n\ts_sub_f32 s34, s21, s22\n\ts_mov_b32 s35, s22\n\
\ts_fmac_f32 s35, s21, s21\n\ts_fmaak_f32 s36, s21, s22, 0x40400000\n\
\ts_cmp_lt_f32 s21, s22\n\ts_cselect_b32 s37, 1, 0\n\ts_cmp_nlt_f32 s21, s22\n\
\ts_cselect_b32 s38, 1, 0\n\ts_mul_u64 s[40:41], s[20:21], s[22:23]\n\
\ts_absdiff_i32 s42, s20, s22\n\ts_cselect_b32 s43, 1, 0\n\ts_mov_b32 s44, s20\n\
\ts_addk_co_i32 s44, 0x7fff\n\tv_s_sqrt_f32 s45, s21\n\tv_s_log_f32 s46, |s21|\n\
\tv_mov_b32 v100, s30\n\tv_mov_b32 v101, s31\n\tv_mov_b32 v102, s32\n\tv_mov_b32 v103, s33\n\
\tv_mov_b32 v104, s34\n\tv_mov_b32 v105, s35\n\tv_mov_b32 v106, s36\n\tv_mov_b32 v107, s37\n\
\tv_mov_b32 v108, s38\n\tv_mov_b32 v109, s40\n\tv_mov_b32 v110, s41\n\tv_mov_b32 v111, s42\n\
\tv_mov_b32 v112, s43\n\tv_mov_b32 v113, s44\n\tv_mov_b32 v114, s45\n\tv_mov_b32 v115, s46";
    let mut g = Rng(0x5A1_F32);
    for gfx in ["gfx1200", "gfx1201"] {
        let rows: Vec<Vec<u32>> = (0..256)
            .map(|_| {
                let a = if g.next().is_multiple_of(2) {
                    g.u32()
                } else {
                    finite(&mut g).to_bits()
                };
                vec![
                    a,
                    finite(&mut g).to_bits(),
                    finite(&mut g).to_bits(),
                    g.u32(),
                ]
            })
            .collect();
        let (out, _) = lanes(gfx, body, &rows, 16);
        for (r, o) in out.iter().enumerate() {
            // Scalar registers hold the wave's first lane (wave32).
            let i = &rows[r / 32 * 32];
            let (a, b, c) = (i[0], f32::from_bits(i[1]), f32::from_bits(i[2]));
            let what = format!("{gfx} row {r} {i:x?}");
            assert_eq!(o[0], (a as i32 as f32).to_bits(), "{what} cvt_f32_i32");
            assert_eq!(o[1], (a as f32).to_bits(), "{what} cvt_f32_u32");
            assert_eq!(o[2], b as i32 as u32, "{what} cvt_i32_f32");
            assert_eq!(o[3], b as u32, "{what} cvt_u32_f32");
            assert_eq!(o[4], (b - c).to_bits(), "{what} sub");
            assert_eq!(o[5], b.mul_add(b, c).to_bits(), "{what} fmac");
            assert_eq!(o[6], b.mul_add(c, 3.0).to_bits(), "{what} fmaak");
            assert_eq!(o[7], (b < c) as u32, "{what} lt");
            // nlt: "not less than", true for unordered inputs too.
            assert_eq!(
                o[8],
                (b.partial_cmp(&c) != Some(std::cmp::Ordering::Less)) as u32,
                "{what} nlt"
            );
            let p =
                (a as u64 | (i[1] as u64) << 32).wrapping_mul(i[2] as u64 | (i[3] as u64) << 32);
            assert_eq!(
                (o[9], o[10]),
                (p as u32, (p >> 32) as u32),
                "{what} mul_u64"
            );
            let d = (a as i32).wrapping_sub(i[2] as i32).unsigned_abs();
            assert_eq!((o[11], o[12]), (d, (d != 0) as u32), "{what} absdiff");
            assert_eq!(o[13], a.wrapping_add(0x7fff), "{what} addk_co");
            let sq = if b.abs() < f32::MIN_POSITIVE {
                0.0f32.copysign(b)
            } else {
                b.sqrt()
            };
            let sq = if sq.is_nan() {
                0xFFC0_0000
            } else {
                sq.to_bits()
            };
            assert_eq!(o[14], sq, "{what} v_s_sqrt");
            assert_eq!(
                o[15],
                log_f32(i[1] & 0x7FFF_FFFF, MODE),
                "{what} v_s_log |x|"
            );
        }
        assert_eq!(added_insts(gfx, body, &rows, 16), 39 * 8, "{gfx}");
    }
}

#[test]
fn gfx12_sub_dword_scalar_loads() {
    let body = "\ts_load_u16 s30, s[4:5], 0x2\n\ts_load_i8 s31, s[4:5], 0x3\n\
\ts_load_u8 s32, s[4:5], 0x1\n\ts_load_i16 s33, s[4:5], 0x0\n\ts_wait_kmcnt 0\n\
\tv_mov_b32 v100, s30\n\tv_mov_b32 v101, s31\n\tv_mov_b32 v102, s32\n\tv_mov_b32 v103, s33";
    for w in [0x8765_43A1u32, 0x1234_5678, 0xFFFF_FFFF, 0] {
        let rows: Vec<Vec<u32>> = (0..64).map(|k| vec![if k == 0 { w } else { k }]).collect();
        let (out, _) = lanes("gfx1200", body, &rows, 4);
        let want = vec![
            w >> 16,
            (w >> 24) as u8 as i8 as i32 as u32,
            (w >> 8) & 0xFF,
            w as u16 as i16 as i32 as u32,
        ];
        for o in &out {
            assert_eq!(o, &want, "{w:#x}");
        }
    }
}

/// Inputs v1..v6 to the even-aligned v30..v35 (GFX9 tuples start at even registers).
const MOVES: &str = "\tv_mov_b32 v30, v1\n\tv_mov_b32 v31, v2\n\tv_mov_b32 v32, v3\n\
\tv_mov_b32 v33, v4\n\tv_mov_b32 v34, v5\n\tv_mov_b32 v35, v6\n";

// ---------------------------------------------------------------------------
// 5. LDS b96 and 64-bit two-address forms, scratch of every width

#[test]
fn lds_b96_and_two_address_b64() {
    let rows: Vec<Vec<u32>> = (0..64u32)
        .map(|k| {
            (0..6)
                .map(|j| (k * 0x0101_0101) ^ (j << 28 | 0x55))
                .collect()
        })
        .collect();
    for gfx in ["gfx942", "gfx1100"] {
        let gfx9 = gfx == "gfx942";
        let (w96, r96, w2, r2, w2s, r2s, add, wait) = if gfx9 {
            (
                "ds_write_b96",
                "ds_read_b96",
                "ds_write2_b64",
                "ds_read2_b64",
                "ds_write2st64_b64",
                "ds_read2st64_b64",
                "v_add_u32_e32",
                "s_waitcnt lgkmcnt(0)",
            )
        } else {
            (
                "ds_store_b96",
                "ds_load_b96",
                "ds_store_2addr_b64",
                "ds_load_2addr_b64",
                "ds_store_2addr_stride64_b64",
                "ds_load_2addr_stride64_b64",
                "v_add_nc_u32",
                "s_waitcnt lgkmcnt(0)",
            )
        };
        // v20 = 16*tid (b96 area, 0..1024), v21 = 1024 + 8*tid (st64 area, +512 for
        // the second element), v22 = 2048 + 16*tid (pairs of b64, 0..1024).
        let body = format!(
            "\tv_lshlrev_b32 v20, 4, v0\n\tv_lshlrev_b32 v21, 3, v0\n\t{add} v21, 0x400, v21\n\
\t{add} v22, 0x800, v20\n{MOVES}\t{w96} v20, v[30:32]\n\t{w2s} v21, v[30:31], v[32:33] offset1:1\n\
\t{w2} v22, v[34:35], v[30:31] offset1:1\n\t{wait}\n\t{r96} v[100:102], v20\n\
\t{r2s} v[104:107], v21 offset1:1\n\t{r2} v[108:111], v22 offset1:1\n\
\tds_read_b64_placeholder\n\t{wait}"
        )
        .replace(
            "\tds_read_b64_placeholder\n",
            if gfx9 {
                "\tds_read_b32 v103, v21 offset:516\n\tds_read_b32 v112, v22 offset:8\n"
            } else {
                "\tds_load_b32 v103, v21 offset:516\n\tds_load_b32 v112, v22 offset:8\n"
            },
        );
        let (out, _) = lanes_lds(gfx, &body, &rows, 13, 4096);
        for (t, (o, i)) in out.iter().zip(&rows).enumerate() {
            let want = [
                i[0], i[1], i[2], // b96 back
                i[3], // the second st64 element (at +512), high word
                i[0], i[1], i[2], i[3], // the st64 pair
                i[4], i[5], i[0], i[1], // the 2addr pair
                i[0], // the second b64 of the pair (at +8), low word
            ];
            assert_eq!(o, &want, "{gfx} tid {t}");
        }
    }
}

#[test]
fn scratch_of_every_width() {
    let rows: Vec<Vec<u32>> = (0..64u32)
        .map(|k| {
            (0..6)
                .map(|j| k.wrapping_mul(0x9E37_79B9) ^ (j * 0x1111_1111))
                .collect()
        })
        .collect();
    for gfx in ["gfx942", "gfx1100"] {
        let names: [&str; 12] = if gfx == "gfx942" {
            [
                "scratch_store_dwordx2",
                "scratch_store_dwordx3",
                "scratch_store_dwordx4",
                "scratch_store_byte",
                "scratch_store_short",
                "scratch_load_dwordx2",
                "scratch_load_dwordx3",
                "scratch_load_dwordx4",
                "scratch_load_ubyte",
                "scratch_load_sbyte",
                "scratch_load_ushort",
                "scratch_load_sshort",
            ]
        } else {
            [
                "scratch_store_b64",
                "scratch_store_b96",
                "scratch_store_b128",
                "scratch_store_b8",
                "scratch_store_b16",
                "scratch_load_b64",
                "scratch_load_b96",
                "scratch_load_b128",
                "scratch_load_u8",
                "scratch_load_i8",
                "scratch_load_u16",
                "scratch_load_i16",
            ]
        };
        let [s2, s3, s4, s8, s16, l2, l3, l4, lu8, li8, lu16, li16] = names;
        let body = format!(
            "{MOVES}\t{s4} off, v[30:33], off offset:16\n\t{s2} off, v[34:35], off offset:32\n\
\t{s3} off, v[30:32], off offset:40\n\t{s8} off, v35, off offset:52\n\
\t{s16} off, v34, off offset:54\n\ts_waitcnt vmcnt(0)\n\
\t{l4} v[100:103], off, off offset:16\n\t{l2} v[104:105], off, off offset:32\n\
\t{l3} v[106:108], off, off offset:40\n\t{lu8} v109, off, off offset:52\n\
\t{li8} v110, off, off offset:52\n\t{lu16} v111, off, off offset:54\n\
\t{li16} v112, off, off offset:54\n\ts_waitcnt vmcnt(0)"
        );
        let (out, _) = lanes_lds(gfx, &body, &rows, 13, 0);
        for (t, (o, i)) in out.iter().zip(&rows).enumerate() {
            let want = [
                i[0],
                i[1],
                i[2],
                i[3],
                i[4],
                i[5],
                i[0],
                i[1],
                i[2],
                i[5] & 0xFF,
                i[5] as u8 as i8 as i32 as u32,
                i[4] & 0xFFFF,
                i[4] as u16 as i16 as i32 as u32,
            ];
            assert_eq!(o, &want, "{gfx} tid {t}");
        }
    }
}

#[test]
fn cache_hints_load_and_bad_uses_are_located() {
    // `buffer_wbl2 sc1` / `buffer_inv sc1` (gfx942), `s_set_inst_prefetch_distance`
    // (gfx1100): no effect, and the kernel loads and runs.
    let rows: Vec<Vec<u32>> = (0..64).map(|k| vec![k]).collect();
    let (out, _) = lanes(
        "gfx942",
        "\tbuffer_wbl2 sc1\n\tbuffer_inv sc1\n\tv_mov_b32 v100, v1",
        &rows,
        1,
    );
    assert!(out.iter().enumerate().all(|(k, o)| o[0] == k as u32));
    let (out, _) = lanes(
        "gfx1100",
        "\ts_set_inst_prefetch_distance 0x1\n\tv_mov_b32 v100, v1",
        &rows,
        1,
    );
    assert!(out.iter().enumerate().all(|(k, o)| o[0] == k as u32));
    // Bad uses: the kernel is set aside with a located message naming the construct.
    #[rustfmt::skip]
    let bad: &[(&str, &str, u32, &str)] = &[
        ("gfx1200", "\tv_s_sqrt_f32 s0, v1", 19, "scalar source"),
        ("gfx1100", "\tv_s_sqrt_f32 s0, s1", 2, "not available on gfx1100"),
        ("gfx942", "\tv_bitop3_b32 v0, v1, v2, v3 bitop3:0x96", 2, "gfx950 only"),
        ("gfx950", "\tv_bitop3_b32 v0, v1, v2, v3 bitop3:0x100", 30, "malformed modifier"),
        ("gfx950", "\tv_bitop3_b32 v0, v1, v2 bitop3:0x96", 2, "takes 4 operand"),
        ("gfx1100", "\ts_cmp_lt_f32 s0, s1", 2, "not available on gfx1100"),
        ("gfx1100", "\ts_mul_u64 s[0:1], s[2:3], s[4:5]", 2, "not available on gfx1100"),
        ("gfx1200", "\ts_mul_u64 s0, s[2:3], s[4:5]", 12, "s0"),
        ("gfx942", "\tv_exp_f32 v0, v1 row_shl:1", 19, "row_shl:1"),
        ("gfx942", "\tscratch_load_dwordx3 v[0:1], off, off", 23, "expected 3 vector register"),
        ("gfx942", "\tds_write_b96 v0, v[2:3]", 19, "expected 3 vector register"),
        ("gfx1100", "\tbuffer_wbinvl1", 2, "not available on gfx1100"),
        ("gfx942", "\tv_trunc_f64 v[0:1], v2", 22, "64-bit operand"),
        ("gfx942", "\tbuffer_wbl2 v0", 2, "takes 0 operand"),
    ];
    let mut wrong = Vec::new();
    for &(gfx, line, col, part) in bad {
        let base = if gfx.starts_with("gfx12") {
            "gfx1100"
        } else {
            gfx
        };
        let text = amd_lanes_kernel(base, line, 1, 1, "")
            .replace(base, gfx)
            .replace(
                "s_waitcnt lgkmcnt(0)",
                if base == gfx {
                    "s_waitcnt lgkmcnt(0)"
                } else {
                    "s_wait_kmcnt 0"
                },
            )
            .replace(
                "s_waitcnt vmcnt(0)",
                if base == gfx {
                    "s_waitcnt vmcnt(0)"
                } else {
                    "s_wait_loadcnt 0"
                },
            );
        let lno = text.lines().position(|l| l == line).unwrap() as u32 + 1;
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes())
            .unwrap_or_else(|e| panic!("{gfx} `{line}`: the file failed: {e}"));
        let e = m
            .first_set_aside()
            .unwrap_or_else(|| panic!("{gfx} `{line}` loaded"));
        if (e.pos.line, e.pos.col) != (lno, col) || !e.msg.contains(part) {
            wrong.push(format!("{gfx} `{line}` (want col {col}, `{part}`): {e}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

// ---------------------------------------------------------------------------
// 6. DPP on VALU operations other than v_mov_b32

#[test]
fn dpp_on_alu_ops_matches_a_dpp_move_then_the_op() {
    let mut g = Rng(0xD99);
    let rows: Vec<Vec<u32>> = (0..128).map(|_| vec![g.u32(), g.u32()]).collect();
    let full = "row_mask:0xf bank_mask:0xf bound_ctrl:1";
    for gfx in ["gfx942", "gfx1100"] {
        let add = if gfx == "gfx942" {
            "v_add_u32"
        } else {
            "v_add_nc_u32"
        };
        let ctrls = [
            "row_shl:1",
            "row_shl:8",
            "row_mirror",
            "quad_perm:[1,0,3,2]",
        ];
        // Each control twice: the DPP op, and a DPP move plus the plain op.
        let mut body = String::new();
        for (k, c) in ctrls.iter().enumerate() {
            body += &format!("\t{add}_dpp v{}, v1, v2 {c} {full}\n", 100 + 2 * k);
            body += &format!(
                "\tv_mov_b32_dpp v20, v1 {c} {full}\n\t{add}_e32 v{}, v20, v2\n",
                101 + 2 * k
            );
        }
        body += &format!("\tv_xor_b32_dpp v108, v1, v2 row_shl:1 {full}\n");
        let (out, _) = lanes(gfx, &body, &rows, 9);
        for (l, o) in out.iter().enumerate() {
            for k in 0..ctrls.len() {
                assert_eq!(o[2 * k], o[2 * k + 1], "{gfx} lane {l} `{}`", ctrls[k]);
            }
            // row_shl:1 by hand: lane l reads lane l+1 of its row of 16 (the data moves
            // toward lane 0); the last lane of a row has no source and reads 0
            // (bound_ctrl).
            let src = if l % 16 == 15 { 0 } else { rows[l + 1][0] };
            assert_eq!(o[0], src.wrapping_add(rows[l][1]), "{gfx} lane {l}");
            assert_eq!(o[8], src ^ rows[l][1], "{gfx} lane {l} xor");
            // row_mirror: lane 15 - (l % 16) of the row.
            let m = rows[l / 16 * 16 + 15 - l % 16][0];
            assert_eq!(o[4], m.wrapping_add(rows[l][1]), "{gfx} lane {l} mirror");
        }
        // A DPP op is two warp-instructions (the move into a hidden VGPR, the op).
        let one = format!("\t{add}_dpp v100, v1, v2 row_shl:1 {full}");
        let waves = if gfx == "gfx942" { 2 } else { 4 };
        assert_eq!(added_insts(gfx, &one, &rows, 9), 2 * waves, "{gfx}");
    }
}

/// What a DPP operation `f(src0 of the DPP lane, src1)` leaves in lane `l` of a
/// destination that held `old`: nothing where the row/bank masks disable the write or
/// the source lane is out of its row or inactive (without `bound_ctrl`), `f(0, b)`
/// for such a source with `bound_ctrl`.
#[allow(clippy::too_many_arguments)]
fn dpp_ref(
    l: usize,
    shl: usize,
    masks: (u32, u32),
    bc: bool,
    active: impl Fn(usize) -> bool,
    a: &[u32],
    b: u32,
    old: u32,
    f: fn(u32, u32) -> u32,
) -> u32 {
    let enabled = masks.0 >> (l / 16) & 1 == 1 && masks.1 >> (l % 16 / 4) & 1 == 1;
    if !enabled || !active(l) {
        return old;
    }
    let src = (l % 16 + shl < 16)
        .then_some(l + shl)
        .filter(|&s| active(s));
    match src {
        Some(s) => f(a[s], b),
        None if bc => f(0, b),
        None => old,
    }
}

#[test]
fn dpp_ops_with_partial_masks_or_no_bound_ctrl_leave_those_lanes_unchanged() {
    let mut g = Rng(0xD9A);
    let rows: Vec<Vec<u32>> = (0..128).map(|_| vec![g.u32(), g.u32(), g.u32()]).collect();
    // (row_mask, bank_mask, bound_ctrl) per form; row_shl:N moves data toward lane 0.
    let forms = [
        (0xF, 0xF, false),
        (0x5, 0xB, false),
        (0xA, 0x6, true),
        (0xF, 0x1, true),
    ];
    for gfx in ["gfx942", "gfx1100"] {
        let (add, wave) = if gfx == "gfx942" {
            ("v_add_u32", 64)
        } else {
            ("v_add_nc_u32", 32)
        };
        let mut body = String::new();
        for (k, (rm, bm, bc)) in forms.iter().enumerate() {
            let bc = if *bc { " bound_ctrl:1" } else { "" };
            body += &format!(
                "	v_mov_b32 v{d}, v3
	{add}_dpp v{d}, v1, v2 row_shl:{s} row_mask:{rm:#x} bank_mask:{bm:#x}{bc}
",
                d = 100 + k,
                s = k + 1
            );
        }
        // HeCBench nms's reduction step: destination, source and operand all one VGPR.
        body += "\tv_mov_b32 v104, v1\n\tv_and_b32_dpp v104, v104, v104 row_shl:2 row_mask:0xf bank_mask:0xf\n";
        // Every other lane inactive: a lane whose source lane is off keeps its value.
        body += &format!(
            "\tv_mov_b32 v105, v3\n{off}\t{add}_dpp v105, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf\n\ts_mov_{e}, -1\n",
            e = if wave == 64 { "b64 exec" } else { "b32 exec_lo" },
            off = if wave == 64 {
                "\ts_mov_b32 exec_lo, 0x55555555\n\ts_mov_b32 exec_hi, 0x55555555\n"
            } else {
                "\ts_mov_b32 exec_lo, 0x55555555\n"
            }
        );
        let (out, _) = lanes(gfx, &body, &rows, 6);
        let add_f = |x: u32, y: u32| x.wrapping_add(y);
        for (l, o) in out.iter().enumerate() {
            let base = l / wave * wave;
            let col =
                |k: usize| -> Vec<u32> { rows[base..base + wave].iter().map(|r| r[k]).collect() };
            let (a, i) = (col(0), l - base);
            let all = |_: usize| true;
            for (k, &(rm, bm, bc)) in forms.iter().enumerate() {
                let want = dpp_ref(
                    i,
                    k + 1,
                    (rm, bm),
                    bc,
                    all,
                    &a,
                    rows[l][1],
                    rows[l][2],
                    add_f,
                );
                assert_eq!(o[k], want, "{gfx} lane {l} form {k}");
            }
            let want = dpp_ref(i, 2, (0xF, 0xF), false, all, &a, a[i], a[i], |x, y| x & y);
            assert_eq!(o[4], want, "{gfx} lane {l} nms");
            let even = |j: usize| j.is_multiple_of(2);
            let want = dpp_ref(
                i,
                1,
                (0xF, 0xF),
                false,
                even,
                &a,
                rows[l][1],
                rows[l][2],
                add_f,
            );
            assert_eq!(o[5], want, "{gfx} lane {l} half exec");
        }
        // Such a form is three warp-instructions (move, op, merge).
        let one = format!("\t{add}_dpp v100, v1, v2 row_shl:1 row_mask:0x3 bank_mask:0xf");
        let waves = if gfx == "gfx942" { 2 } else { 4 };
        assert_eq!(added_insts(gfx, &one, &rows, 6), 3 * waves, "{gfx}");
    }
}

// ---------------------------------------------------------------------------
// 7. SDWA (GFX9/GFX10)

use warpsim::func::amd::{sdwa_dst, sdwa_sel};

/// SDWA selects written out with byte and halfword arrays: (value, signed).
fn ref_sel(x: u32, sel: u32, sext: bool) -> u32 {
    let b = x.to_le_bytes();
    let h = [x as u16, (x >> 16) as u16];
    match (sel, sext) {
        (0..=3, false) => b[sel as usize] as u32,
        (0..=3, true) => b[sel as usize] as i8 as i32 as u32,
        (4 | 5, false) => h[sel as usize - 4] as u32,
        (4 | 5, true) => h[sel as usize - 4] as i16 as i32 as u32,
        _ => x,
    }
}

fn ref_dst(r: u32, old: u32, sel: u32, unused: u32) -> u32 {
    let mut b = if unused == 2 {
        old.to_le_bytes()
    } else {
        [0; 4]
    };
    let (lo, n) = match sel {
        0..=3 => (sel as usize, 1),
        4 => (0, 2),
        5 => (2, 2),
        _ => return r,
    };
    b[lo..lo + n].copy_from_slice(&r.to_le_bytes()[..n]);
    if unused == 1 && b[lo + n - 1] & 0x80 != 0 {
        for x in b.iter_mut().skip(lo + n) {
            *x = 0xFF;
        }
    }
    u32::from_le_bytes(b)
}

#[test]
fn sdwa_selects_against_byte_arrays() {
    let mut g = Rng(0x5D3A);
    for _ in 0..100_000 {
        let (x, old) = (g.u32(), g.u32());
        for sel in 0..7 {
            for sext in [false, true] {
                assert_eq!(sdwa_sel(x, sel | (sext as u32) << 3), ref_sel(x, sel, sext));
            }
            for unused in 0..3 {
                assert_eq!(
                    sdwa_dst(x, old, sel | unused << 3),
                    ref_dst(x, old, sel, unused),
                    "{x:#x} {old:#x} sel {sel} unused {unused}"
                );
            }
        }
    }
}

#[test]
fn sdwa_through_the_simulator() {
    let mut g = Rng(0x5D3B);
    let rows: Vec<Vec<u32>> = (0..128)
        .map(|k| {
            let a = g.u32();
            // Every fourth row: equal low/high halves for the compare.
            let b = if k % 4 == 0 {
                a << 16 | (a & 0xFFFF)
            } else {
                g.u32()
            };
            vec![a, b, g.u32()]
        })
        .collect();
    let body = "\tv_mov_b32 v100, v3\n\
\tv_and_b32_sdwa v100, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_0\n\
\tv_or_b32_sdwa v101, sext(v1), v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD\n\
\tv_cvt_f32_ubyte0_sdwa v102, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2\n\
\tv_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:WORD_0 src1_sel:WORD_1\n\
\tv_cndmask_b32_e64 v103, 0, 1, vcc\n\
\tv_sub_u32_sdwa v104, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_1\n\
\tv_subrev_u32_sdwa v105, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD\n\
\tv_cvt_f32_i32_sdwa v106, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1\n\
\tv_cndmask_b32_sdwa v107, v1, v2, vcc dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD\n\
\tv_mov_b32 v108, v3\n\
\tv_cndmask_b32_sdwa v108, |v1|, v2, vcc dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:WORD_1";
    for gfx in ["gfx90a", "gfx942"] {
        let (out, _) = lanes(gfx, body, &rows, 9);
        for (l, (o, i)) in out.iter().zip(&rows).enumerate() {
            let (a, b, c) = (i[0], i[1], i[2]);
            // v_cndmask_b32: VCC ? src1 : src0, with VCC from the compare above.
            let vcc = a & 0xFFFF == b >> 16;
            let cnd = |s0: u32, s1: u32| if vcc { s1 } else { s0 };
            let want = [
                ref_dst(ref_sel(a, 5, false) & ref_sel(b, 0, false), c, 1, 2),
                ref_dst(ref_sel(a, 3, true) | b, 0, 5, 0),
                (((a >> 16) & 0xFF) as f32).to_bits(),
                (a & 0xFFFF == b >> 16) as u32,
                ref_dst(a.wrapping_sub((b >> 8) & 0xFF), 0, 4, 1),
                b.wrapping_sub(a & 0xFF),
                ((a >> 16) as i16 as f32).to_bits(),
                ref_dst(cnd(ref_sel(a, 3, false), b), 0, 1, 0),
                ref_dst(cnd(a & 0x7FFF_FFFF, b >> 16), c, 5, 2),
            ];
            let got = [o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8]];
            assert_eq!(got, want, "{gfx} lane {l} {i:x?}");
        }
    }
    // GFX10 wave32 (HeCBench logic-rewrite's form): the mask is vcc_lo.
    let body10 = "\tv_cmp_eq_u32_sdwa vcc_lo, v1, v2 src0_sel:WORD_0 src1_sel:WORD_1\n\
\tv_cndmask_b32_sdwa v100, v1, v2, vcc_lo dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD";
    let (out, _) = lanes("gfx1030", body10, &rows[..64], 1);
    for (o, i) in out.iter().zip(&rows) {
        let (a, b) = (i[0], i[1]);
        let r = if a & 0xFFFF == b >> 16 {
            b
        } else {
            (a >> 16) & 0xFF
        };
        assert_eq!(o[0], ref_dst(r, 0, 5, 0), "gfx1030 {i:x?}");
    }
    // Forms outside the covered set are located set-aside errors; GFX11 has no SDWA.
    for (gfx, line, part) in [
        ("gfx942", "\tv_mac_f16_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0", "unknown instruction"),
        ("gfx942", "\tv_add_f64_sdwa v[0:1], v[2:3], v[4:5]", "SDWA form `v_add_f64_sdwa` is not supported"),
        ("gfx942", "\tv_or_b32_sdwa v0, v1, v2 dst_sel:BYTE_7", "malformed SDWA select"),
        ("gfx942", "\tv_cndmask_b32_sdwa v0, sext(v1), v2, vcc src0_sel:BYTE_0", "`sext()` is not valid"),
        ("gfx1100", "\tv_or_b32_sdwa v0, v1, v2 dst_sel:BYTE_1", "no SDWA encoding"),
    ] {
        let text = amd_lanes_kernel(gfx, line, 1, 1, "");
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
        let e = m.first_set_aside().unwrap_or_else(|| panic!("`{line}` loaded"));
        assert!(e.msg.contains(part), "`{line}`: {e}");
    }
}

// ---------------------------------------------------------------------------
// 8. v_permlane16_b32 / v_permlanex16_b32 (GFX10+)

#[test]
fn permlane16_and_x16() {
    let mut g = Rng(0x9E4A);
    let rows: Vec<Vec<u32>> = (0..64).map(|_| vec![g.u32()]).collect();
    let (lo, hi) = (0x7654_3210u32, 0xFEDC_BA98u32); // identity selectors
    let (rlo, rhi) = (0x89AB_CDEFu32, 0x0123_4567u32); // reversed
    let body = format!(
        "\ts_mov_b32 s20, {lo:#x}\n\ts_mov_b32 s21, {hi:#x}\n\ts_mov_b32 s22, {rlo:#x}\n\
\ts_mov_b32 s23, {rhi:#x}\n\tv_permlanex16_b32 v100, v1, 0, 0 op_sel:[0,1]\n\
\tv_permlane16_b32 v101, v1, s22, s23 op_sel:[0,1]\n\
\tv_permlanex16_b32 v102, v1, s20, s21 op_sel:[0,1]\n\
\tv_permlane16_b32 v103, v1, 0x5, s21 op_sel:[0,1]"
    );
    for gfx in ["gfx1100", "gfx1200"] {
        let (out, _) = lanes(gfx, &body, &rows, 4);
        for (l, o) in out.iter().enumerate() {
            let v = |k: usize| rows[k][0];
            let row = l & !15;
            let other = row ^ 16;
            let want = [
                v(other),               // x16 with selector 0: lane 0 of the other row
                v(row + 15 - (l & 15)), // reversed within the row
                v(other + (l & 15)),    // identity in the other row
                // lanes 0..7 take nibbles of 0x5 (lane 0 -> 5, lanes 1..7 -> 0),
                // lanes 8..15 the nibbles of s21 (identity: 8..15)
                v(row
                    + if l & 15 == 0 {
                        5
                    } else if l & 15 < 8 {
                        0
                    } else {
                        l & 15
                    }),
            ];
            assert_eq!(o, &want, "{gfx} lane {l}");
        }
    }
    // An inactive source lane: 0 with BOUND_CTRL (op_sel:[0,1]), the destination kept
    // without it (HeCBench nms's plain form), its value with FI (op_sel:[1,0]). Even
    // lanes active; lane l reads nibble 1 (an odd, inactive lane) where l % 4 == 0.
    let body = "\ts_mov_b32 s20, 0x10001\n\ts_mov_b32 exec_lo, 0x55555555\n\
\tv_mov_b32 v100, v2\n\tv_mov_b32 v101, v2\n\tv_mov_b32 v102, v2\n\
\tv_permlanex16_b32 v100, v1, s20, s20 op_sel:[0,1]\n\
\tv_permlanex16_b32 v101, v1, s20, s20\n\
\tv_permlanex16_b32 v102, v1, s20, s20 op_sel:[1,0]\n\ts_mov_b32 exec_lo, -1\n";
    let rows2: Vec<Vec<u32>> = (0..32).map(|_| vec![g.u32(), g.u32()]).collect();
    let (out, _) = lanes("gfx1100", body, &rows2, 3);
    for l in (0..32).step_by(2) {
        let nib = if l % 4 == 0 { 1 } else { 0 };
        let src = ((l & 16) ^ 16) | nib;
        let (v, old) = (rows2[src][0], rows2[l][1]);
        let want = if nib == 1 { [0, old, v] } else { [v, v, v] };
        assert_eq!(out[l], want, "lane {l} reads lane {src}");
    }
    // VGPR selectors and GFX9 are located errors.
    for (gfx, line, part) in [
        (
            "gfx1100",
            "\tv_permlane16_b32 v0, v1, v2, 0 op_sel:[0,1]",
            "scalar lane selector",
        ),
        (
            "gfx942",
            "\tv_permlane16_b32 v0, v1, 0, 0 op_sel:[0,1]",
            "not available on gfx942",
        ),
    ] {
        let text = amd_lanes_kernel(gfx, line, 1, 1, "");
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
        let e = m
            .first_set_aside()
            .unwrap_or_else(|| panic!("`{line}` loaded"));
        assert!(e.msg.contains(part), "`{line}`: {e}");
    }
}

#[test]
fn integer_clamp_saturates_and_f16_widens() {
    let mut g = Rng(0x0C1A_3F16);
    let mut rows: Vec<Vec<u32>> = (0..128)
        .map(|_| vec![g.u32(), g.u32(), g.u32() & 0xFFFF])
        .collect();
    rows.push(vec![5, 7, 0x3C00]);
    rows.push(vec![u32::MAX, 1, 0x0001]);
    rows.push(vec![0x7FFF_FFFF, 1, 0x7E01]);
    rows.push(vec![0x8000_0000, 1, 0xFC00]);
    // gfx942: v_sub_u32 / v_add_u32 with clamp (unsigned saturation).
    let body = "\tv_sub_u32_e64 v100, v1, v2 clamp\n\tv_add_u32_e64 v101, v1, v2 clamp\n\
                \tv_mov_b32 v102, 0\n\tv_sub_u32_e64 v103, v1, v2\n\tv_cvt_f32_f16_e32 v104, v3";
    let (out, _) = run_amd_lanes("gfx942", body, &rows, 5, "").unwrap();
    for (o, i) in out.iter().zip(&rows) {
        let (a, b) = (i[0], i[1]);
        assert_eq!(o[0], a.saturating_sub(b), "{a:#x} - {b:#x}");
        assert_eq!(o[1], a.saturating_add(b));
        assert_eq!(o[3], a.wrapping_sub(b));
        let h = i[2] as u16;
        let want = warpsim::func::half::Kind::F16.to_f64(h) as f32;
        if want.is_nan() {
            assert!(f32::from_bits(o[4]).is_nan(), "{h:#x}");
        } else {
            assert_eq!(o[4], want.to_bits(), "{h:#x}");
        }
    }
    // gfx1100: v_sub_nc_u32 clamp.
    let (out, _) = run_amd_lanes(
        "gfx1100",
        "\tv_sub_nc_u32_e64 v100, v1, v2 clamp",
        &rows,
        1,
        "",
    )
    .unwrap();
    for (o, i) in out.iter().zip(&rows) {
        assert_eq!(o[0], i[0].saturating_sub(i[1]));
    }
    // Other integer ops still refuse clamp, located.
    let e = run_amd_lanes("gfx942", "\tv_mul_lo_u32 v100, v1, v2 clamp", &rows, 1, "").unwrap_err();
    assert!(e.to_string().contains("clamp"), "{e}");
}

/// An LDS address is 32 bits: VGPR + offset wraps at 2^32 (LLVM folds `p[i + 1]` into
/// the offset with a VGPR of `i*S - S`, negative for i = 0: HeCBench quicksort).
#[test]
fn lds_addresses_wrap_at_32_bits() {
    for gfx in ["gfx942", "gfx1100"] {
        let (st, ld) = if gfx == "gfx942" {
            ("ds_write_b32", "ds_read_b32")
        } else {
            ("ds_store_b32", "ds_load_b32")
        };
        let body = format!(
            "\tv_mov_b32 v20, -12\n\tv_mov_b32 v21, 0\n\t{st} v21, v21 offset:4\n\t{st} v20, v1 offset:16\n\
\ts_waitcnt lgkmcnt(0)\n\t{ld} v100, v21 offset:4\n\ts_waitcnt lgkmcnt(0)"
        );
        let rows = vec![vec![0x1234_5678]];
        let (out, _) = lanes_lds(gfx, &body, &rows, 1, 64);
        assert_eq!(out[0][0], 0x1234_5678, "{gfx}");
    }
}

// ---------------------------------------------------------------------------
// MUBUF: the private segment buffer (scratch spills) and user buffer resources

/// The lanes kernel of `gfx` (gfx1030: the gfx1100 kernel with GFX10 names) with the
/// private segment buffer in s[0:3] (copied to s[12:15] plus the wave offset, the
/// way clang's prologue does), kernarg s[4:5], workgroup id s6, wave offset s7, and
/// 64 bytes of scratch per work-item.
fn buffer_lanes(gfx: &str, body: &str, rows: &[Vec<u32>], nout: usize) -> Vec<Vec<u32>> {
    let base = if gfx == "gfx1030" { "gfx1100" } else { gfx };
    let sload = if base == "gfx1100" {
        "s_load_b128"
    } else {
        "s_load_dwordx4"
    };
    let desc = "\t\t.amdhsa_user_sgpr_private_segment_buffer 1\n\t\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1\n\t\t.amdhsa_private_segment_fixed_size 64\n";
    let mut text = amd_lanes_kernel(base, body, rows[0].len(), nout, desc)
        .replace(
            &format!("\t{sload} s[4:7], s[0:1], 0x0\n\ts_lshl_b32 s8, s2, 8\n"),
            &format!("\ts_mov_b64 s[12:13], s[0:1]\n\ts_mov_b64 s[14:15], s[2:3]\n\ts_add_u32 s12, s12, s7\n\ts_addc_u32 s13, s13, 0\n\ts_lshl_b32 s8, s6, 8\n\t{sload} s[4:7], s[4:5], 0x0\n"),
        )
        .replace(".amdhsa_user_sgpr_count 2", ".amdhsa_user_sgpr_count 6")
        .replace(".amdhsa_next_free_sgpr 16", ".amdhsa_next_free_sgpr 64")
        .replace(".sgpr_count:     16", ".sgpr_count:     64")
        .replace(
            ".private_segment_fixed_size: 0",
            ".private_segment_fixed_size: 64",
        );
    if gfx == "gfx1030" {
        text = text
            .replace("gfx1100", "gfx1030")
            .replace("s_load_b128", "s_load_dwordx4")
            .replace("global_load_b32", "global_load_dword")
            .replace("global_store_b32", "global_store_dword");
    }
    assert!(
        text.contains("s_lshl_b32 s8, s6, 8"),
        "{gfx}: prologue not replaced"
    );
    run_lanes_text(gfx, &text, rows, nout).0
}

#[test]
fn mubuf_private_segment_buffer_and_user_resources() {
    let rows: Vec<Vec<u32>> = (0..64u32)
        .map(|k| {
            (0..4)
                .map(|j| k.wrapping_mul(0x9E37_79B9) ^ (j * 0x1111_1111) ^ 0x8000)
                .collect()
        })
        .collect();
    for gfx in ["gfx942", "gfx1030", "gfx1100"] {
        let wave: u32 = if gfx == "gfx942" { 64 } else { 32 };
        let g11 = gfx == "gfx1100";
        let n = |old: &str, new: &str| {
            if g11 {
                new.to_string()
            } else {
                old.to_string()
            }
        };
        let (ld, ld2, st, st2) = (
            n("buffer_load_dword", "buffer_load_b32"),
            n("buffer_load_dwordx2", "buffer_load_b64"),
            n("buffer_store_dword", "buffer_store_b32"),
            n("buffer_store_dwordx2", "buffer_store_b64"),
        );
        let (stb, sts, ldub, ldss) = (
            n("buffer_store_byte", "buffer_store_b8"),
            n("buffer_store_short", "buffer_store_b16"),
            n("buffer_load_ubyte", "buffer_load_u8"),
            n("buffer_load_sshort", "buffer_load_i16"),
        );
        let scratch = n("scratch_load_dword", "scratch_load_b32");
        let gld = n("global_load_dword", "global_load_b32");
        let wait_st = if g11 { "\ts_waitcnt vmcnt(0)\n" } else { "" };
        // Private: per-lane bytes 4 (i0), 8..16 (i1, i2), 20 (i3, offen), 25 (byte of
        // i0) and 26 (short of i1) at an SGPR offset of 6 dwords per lane (wave-scaled).
        // User resources over `in` (s[4:5]): raw, 8 bytes (lane 0 only in range);
        // stride 16 indexed by the work-item id.
        let body = format!(
            "\t{st} v1, off, s[12:15], 0 offset:4\n\
\t{st2} v[2:3], off, s[12:15], 0 offset:8\n\
\tv_mov_b32 v20, 16\n\
\t{st} v4, v20, s[12:15], 0 offen offset:4\n\
\ts_movk_i32 s16, {soff}\n\
\t{stb} v1, off, s[12:15], s16 offset:1\n\
\t{sts} v2, off, s[12:15], s16 offset:2\n\
\ts_waitcnt vmcnt(0)\n\
\t{ld} v100, off, s[12:15], 0 offset:4\n\
\t{ld2} v[102:103], off, s[12:15], 0 offset:8\n\
\t{ld} v101, v20, s[12:15], 0 offen offset:4\n\
\t{ldub} v104, off, s[12:15], s16 offset:1\n\
\t{ldss} v105, off, s[12:15], s16 offset:2\n\
\t{scratch} v106, off, off offset:8\n\
\ts_mov_b32 s20, s4\n\
\ts_and_b32 s21, s5, 0xffff\n\
\ts_mov_b32 s22, 8\n\
\ts_mov_b32 s23, 0\n\
\t{ld} v107, v10, s[20:23], 0 offen\n\
\t{st} v4, v10, s[20:23], 0 offen offset:4\n\
{wait_st}\ts_waitcnt vmcnt(0)\n\
\t{gld} v108, v10, s[4:5] offset:4\n\
\ts_or_b32 s25, s21, 0x100000\n\
\ts_mov_b32 s24, s4\n\
\ts_mov_b32 s26, 0x10000\n\
\ts_mov_b32 s27, 0\n\
\tv_mov_b32 v40, v0\n\
\tv_mov_b32 v41, 12\n\
\t{ld} v109, v0, s[24:27], 0 idxen offset:8\n\
\t{ld} v110, v[40:41], s[24:27], 0 idxen offen\n\
\ts_waitcnt vmcnt(0)",
            soff = 24 * wave
        );
        let out = buffer_lanes(gfx, &body, &rows, 11);
        for (t, (o, i)) in out.iter().zip(&rows).enumerate() {
            let want = [
                i[0],
                i[3],
                i[1],
                i[2],
                i[0] & 0xFF,
                i[1] as u16 as i16 as i32 as u32,
                i[1],
                if t == 0 { i[0] } else { 0 },
                if t == 0 { i[3] } else { i[1] },
                i[2],
                i[3],
            ];
            assert_eq!(o, &want, "{gfx} tid {t}");
        }
    }
}

#[test]
fn mubuf_bad_uses_are_located() {
    #[rustfmt::skip]
    let bad: &[(&str, u32, &str)] = &[
        ("\tbuffer_load_dword v1, off, s[13:16], 0", 29, "not aligned"),
        ("\tbuffer_load_dword v1, off, s[12:13], 0", 29, "4 SGPRs"),
        ("\tbuffer_load_dword v1, v2, s[12:15], 0", 24, "neither `offen` nor `idxen`"),
        ("\tbuffer_load_dword v1, v2, s[12:15], 0 idxen offen", 24, "2 address VGPR"),
        ("\tbuffer_load_dword v1, off, s[12:15], 0 offset:4096", 41, "outside 0..=4095"),
        ("\tbuffer_load_dword v1, off, s[12:15], 0 lds", 41, "`lds`"),
        ("\tbuffer_load_dword v1, off, s[12:15], v3", 39, "SGPR offset"),
        ("\tbuffer_store_dword v1, off, s[12:15], 0 gds", 42, "`gds`"),
        ("\tv_mov_b32 v1, v2 offen", 19, "offen"),
    ];
    let mut wrong = Vec::new();
    for &(line, col, part) in bad {
        let text = amd_lanes_kernel("gfx942", line, 1, 1, "");
        let lno = text.lines().position(|l| l == line).unwrap() as u32 + 1;
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes())
            .unwrap_or_else(|e| panic!("`{line}`: the file failed: {e}"));
        let e = m
            .first_set_aside()
            .unwrap_or_else(|| panic!("`{line}` loaded"));
        if (e.pos.line, e.pos.col) != (lno, col) || !e.msg.contains(part) {
            wrong.push(format!("`{line}` (want col {col}, `{part}`): {e}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// A corpus kernel that spills through the private segment buffer
/// (`buffer_store_dword v0, off, s[40:43], 0 offset:24`, gfx90a hexciton) loads and
/// matches the benchmark's reference, as the nvcc build does in `apps/hexciton`.
#[test]
fn a_corpus_kernel_spilling_through_mubuf_runs() {
    let root = root();
    let s = root.join("workloads/real/amdgpu/gfx90a/hexciton/main.s");
    let text = std::fs::read_to_string(&s).unwrap();
    let k = "_Z32comm_manual_aosoa_constants_permPK15HIP_vector_typeIfLj2EEPS0_S2_";
    let at = text.find(&format!("{k}:")).unwrap();
    let end = text[at..].find("s_endpgm").unwrap();
    assert!(text[at..at + end].contains("buffer_store_dword"));
    assert!(text[at..at + end].contains("buffer_load_dword"));
    let h = root.join("workloads/real/apps/hexciton");
    let yaml = format!(
        "program: {}\nbuffers:\n  sigma: {{ type: f32, count: 25088, init: {{ file: {h}/sigma_aosoa.bin }} }}\n  ham: {{ type: f32, count: 98, init: {{ file: {h}/ham_scaled_soa.bin }} }}\n  out: {{ type: f32, count: 25088 }}\nlaunches:\n  - {{ kernel: {k}, grid: 16, block: 4, args: [sigma, out, ham] }}\nexpect:\n  out: {{ file: {h}/out_aosoa_expected.bin, abs: 1.0e-8 }}\n",
        s.display(),
        h = h.display()
    );
    let dir = tmpdir("mubuf_hexciton");
    let y = dir.join("hx.yaml");
    std::fs::write(&y, yaml).unwrap();
    let out = warpsim::driver::run(&warpsim::driver::RunArgs {
        workload: y,
        threads: 1,
        ..Default::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.expected_buffers, 1);
    assert_eq!(out.mismatches.0, 0, "{:?}", out.mismatches.1);
}

// ---------------------------------------------------------------------------
// CDNA accumulation registers

#[test]
fn agprs_move_and_hold_memory_data() {
    let rows: Vec<Vec<u32>> = (0..64u32)
        .map(|k| {
            (0..2)
                .map(|j| k.wrapping_mul(0x9E37_79B9) ^ (j * 0x1111_1111))
                .collect()
        })
        .collect();
    let body = "\tv_accvgpr_write_b32 a0, v1\n\tv_accvgpr_write_b32 a1, v2\n\
\tv_accvgpr_write_b32 a2, 7\n\tv_accvgpr_mov_b32 a3, a0\n\
\tv_accvgpr_read_b32 v100, a1\n\tv_accvgpr_read_b32 v101, a2\n\tv_accvgpr_read_b32 v102, a3\n\
\tscratch_store_dword off, a1, off offset:4\n\ts_waitcnt vmcnt(0)\n\
\tscratch_load_dword a4, off, off offset:4\n\
\tglobal_load_dwordx2 a[6:7], v10, s[4:5]\n\ts_waitcnt vmcnt(0)\n\
\tv_accvgpr_read_b32 v103, a4\n\tv_accvgpr_read_b32 v104, a7\n\tv_mov_b32 v105, v1";
    for gfx in ["gfx90a", "gfx942", "gfx950"] {
        let desc =
            "\t\t.amdhsa_private_segment_fixed_size 64\n\t\t.amdhsa_enable_private_segment 1\n";
        let text = amd_lanes_kernel(gfx, body, 2, 6, desc)
            .replace(".amdhsa_next_free_vgpr 128", ".amdhsa_next_free_vgpr 136")
            .replace(
                ".private_segment_fixed_size: 0",
                ".private_segment_fixed_size: 64",
            );
        let out = run_lanes_text(gfx, &text, &rows, 6).0;
        for (t, (o, i)) in out.iter().zip(&rows).enumerate() {
            assert_eq!(o, &[i[1], 7, i[0], i[1], i[1], i[0]], "{gfx} tid {t}");
        }
        // a7 is past .amdhsa_next_free_vgpr 128 - .amdhsa_accum_offset 128.
        let text = amd_lanes_kernel(gfx, body, 2, 6, desc);
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
        let e = m.first_set_aside().expect("loaded");
        assert!(
            e.msg.contains(
                "uses a7 but its descriptor declares .amdhsa_next_free_vgpr 128 with .amdhsa_accum_offset 128"
            ),
            "{e}"
        );
    }
}

#[test]
fn agpr_bad_uses_are_located() {
    #[rustfmt::skip]
    let bad: &[(&str, &str, u32, &str)] = &[
        ("gfx1100", "\tv_accvgpr_write_b32 a0, v1", 2, "not available on gfx1100"),
        ("gfx942", "\tv_add_f32_e32 v0, a1, v2", 20, "only in v_accvgpr_* and as memory data"),
        ("gfx942", "\tv_accvgpr_write_b32 a0, s1", 26, "inline integer constant"),
        ("gfx942", "\tv_accvgpr_read_b32 v0, v1", 25, "expected one accumulation register"),
        ("gfx942", "\tscratch_load_dwordx2 a[1:2], off, off", 23, "even registers"),
        ("gfx942", "\tv_accvgpr_write_b32 a256, v1", 22, "a256"),
    ];
    let mut wrong = Vec::new();
    for &(gfx, line, col, part) in bad {
        let text = amd_lanes_kernel(gfx, line, 1, 1, "");
        let lno = text.lines().position(|l| l == line).unwrap() as u32 + 1;
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes())
            .unwrap_or_else(|e| panic!("`{line}`: the file failed: {e}"));
        let e = m
            .first_set_aside()
            .unwrap_or_else(|| panic!("`{line}` loaded"));
        if (e.pos.line, e.pos.col) != (lno, col) || !e.msg.contains(part) {
            wrong.push(format!("{gfx} `{line}` (want col {col}, `{part}`): {e}"));
        }
    }
    // RDNA: an AGPR as memory data names the target.
    let text = amd_lanes_kernel("gfx1100", "\tglobal_load_b32 a0, v10, s[4:5]", 1, 1, "")
        .replace("gfx1100", "gfx1030")
        .replace("s_load_b128", "s_load_dwordx4")
        .replace("global_load_b32", "global_load_dword")
        .replace("global_store_b32", "global_store_dword");
    let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
    let e = m.first_set_aside().expect("loaded");
    assert!(e.msg.contains("do not exist on gfx1030"), "{e}");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

// ---------------------------------------------------------------------------
// Descriptor directives with assembler expressions (clang's register counts)

/// The gfx942 lanes kernel with clang's expression forms of the register counts;
/// `sets` is appended at the end of the file (forward references).
fn expr_kernel(vgpr: &str, sgpr: &str, accum: &str, sets: &str) -> String {
    let mut t = amd_lanes_kernel("gfx942", "\tv_mov_b32 v100, v1", 1, 1, "")
        .replace(".amdhsa_next_free_vgpr 128", &format!(".amdhsa_next_free_vgpr {vgpr}"))
        .replace(".amdhsa_next_free_sgpr 16", &format!(".amdhsa_next_free_sgpr {sgpr}"))
        .replace(".amdhsa_accum_offset 128", &format!(".amdhsa_accum_offset {accum}"))
        .replace(
            "\t.end_amdhsa_kernel\n",
            "\t.end_amdhsa_kernel\n\t.set k.num_vgpr, max(100, amdgpu.max_num_vgpr)\n\t.set k.num_agpr, max(0, amdgpu.max_num_agpr)\n\t.set k.numbered_sgpr, max(4, amdgpu.max_num_sgpr)\n",
        );
    t.push_str(sets);
    t
}

const CLANG_VGPR: &str = "max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)";
const CLANG_SGPR: &str = "max(k.numbered_sgpr+2, 1, 0)-2";
const CLANG_ACCUM: &str = "(((((alignto(max(1, k.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4";
const CLANG_SETS: &str = "\t.set amdgpu.max_num_vgpr, 104\n\t.set amdgpu.max_num_agpr, 0\n\t.set amdgpu.max_num_sgpr, 16\n";

#[test]
fn descriptor_expressions_with_forward_references_load_and_run() {
    let rows: Vec<Vec<u32>> = (0..64).map(|k| vec![k * 3 + 1]).collect();
    let text = expr_kernel(CLANG_VGPR, CLANG_SGPR, CLANG_ACCUM, CLANG_SETS);
    let out = run_lanes_text("gfx942", &text, &rows, 1).0;
    assert!(out.iter().zip(&rows).all(|(o, i)| o[0] == i[0]));
    // The values count: without the later `.set`s of amdgpu.max_num_* raising them,
    // 100 VGPRs do not cover v100 and 4 SGPRs do not cover s8.
    let sets = |v: u32, s: u32| {
        format!("\t.set amdgpu.max_num_vgpr, {v}\n\t.set amdgpu.max_num_agpr, 0\n\t.set amdgpu.max_num_sgpr, {s}\n")
    };
    for (v, s, want) in [
        (
            0,
            16,
            "uses v100 but its descriptor declares .amdhsa_next_free_vgpr 100",
        ),
        (
            104,
            0,
            "uses s8 but its descriptor declares .amdhsa_next_free_sgpr 4",
        ),
    ] {
        let text = expr_kernel(CLANG_VGPR, CLANG_SGPR, CLANG_ACCUM, &sets(v, s));
        let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).unwrap();
        let e = m.first_set_aside().expect("loaded");
        assert!(e.msg.contains(want), "{e}");
    }
}

#[test]
fn descriptor_expression_errors_are_located() {
    let cases: &[(&str, &str, &str)] = &[
        // An unknown symbol, named at its use.
        ("max(k.num_vgpr, nosuch)", CLANG_SETS, "unknown symbol `nosuch`"),
        // A cycle through `.set`s.
        (
            "k.num_vgpr",
            "\t.set amdgpu.max_num_vgpr, k.num_vgpr+1\n\t.set amdgpu.max_num_agpr, 0\n\t.set amdgpu.max_num_sgpr, 0\n",
            "`k.num_vgpr` is defined in terms of itself",
        ),
        ("occupancy(1, 2)", CLANG_SETS, "function `occupancy` is not supported"),
        ("max(1, 2", CLANG_SETS, "ends early"),
    ];
    for &(vgpr, sets, part) in cases {
        let text = expr_kernel(vgpr, CLANG_SGPR, CLANG_ACCUM, sets);
        let e = warpsim::isa::amdgpu::parse("k.s", text.as_bytes())
            .err()
            .unwrap_or_else(|| panic!("`{vgpr}` loaded"));
        let msg = e.to_string();
        assert!(msg.contains(part), "`{vgpr}`: {msg}");
        assert!(msg.starts_with("k.s:"), "`{vgpr}`: {msg}");
    }
    // Located at the construct: the unknown symbol's column in its directive.
    let text = expr_kernel(
        "max(k.num_vgpr, nosuch)",
        CLANG_SGPR,
        CLANG_ACCUM,
        CLANG_SETS,
    );
    let (lno, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("nosuch"))
        .unwrap();
    let col = line.find("nosuch").unwrap() + 1;
    let e = warpsim::isa::amdgpu::parse("k.s", text.as_bytes())
        .err()
        .unwrap();
    assert!(
        e.to_string()
            .starts_with(&format!("k.s:{}:{col}:", lno + 1)),
        "{e}"
    );
}

// ---------------------------------------------------------------------------
// d16_hi stores: the high 16 bits of the data VGPR

#[test]
fn d16_hi_stores_write_the_high_half() {
    let rows: Vec<Vec<u32>> = (0..64u32)
        .map(|k| {
            (0..3)
                .map(|j| k.wrapping_mul(0x9E37_79B9) ^ (j * 0x1357_9BDF))
                .collect()
        })
        .collect();
    for gfx in ["gfx942", "gfx1100"] {
        let g9 = gfx == "gfx942";
        let n = |old: &str, new: &str| if g9 { old.to_string() } else { new.to_string() };
        let names = [
            n("scratch_store_dword", "scratch_store_b32"),
            n("scratch_store_short_d16_hi", "scratch_store_d16_hi_b16"),
            n("scratch_store_byte_d16_hi", "scratch_store_d16_hi_b8"),
            n("scratch_load_dword", "scratch_load_b32"),
            n("global_store_short_d16_hi", "global_store_d16_hi_b16"),
            n("global_load_dword", "global_load_b32"),
            n("flat_store_short_d16_hi", "flat_store_d16_hi_b16"),
            n("ds_write_b32", "ds_store_b32"),
            n("ds_write_b16_d16_hi", "ds_store_b16_d16_hi"),
            n("ds_write_b8_d16_hi", "ds_store_b8_d16_hi"),
            n("ds_read_b32", "ds_load_b32"),
        ];
        let [sst, ssh, ssb, sld, gsh, gld, fsh, dst, dsh, dsb, dld] = names.each_ref();
        let addr = if g9 {
            "\tv_add_co_u32_e32 v20, vcc, s4, v10\n\tv_addc_co_u32_e32 v21, vcc, 0, v21, vcc\n"
        } else {
            "\tv_add_co_u32 v20, vcc_lo, s4, v10\n\tv_add_co_ci_u32_e32 v21, vcc_lo, 0, v21, vcc_lo\n"
        };
        let vs = if g9 {
            ""
        } else {
            "\ts_waitcnt_vscnt null, 0x0\n"
        };
        let body = format!(
            "\t{sst} off, v2, off offset:8\n\t{ssh} off, v1, off offset:8\n\
\t{ssb} off, v1, off offset:11\n{vs}\ts_waitcnt vmcnt(0)\n\t{sld} v100, off, off offset:8\n\
\t{gsh} v10, v2, s[4:5] offset:2\n{vs}\ts_waitcnt vmcnt(0)\n\t{gld} v101, v10, s[4:5]\n\
\tv_mov_b32 v21, s5\n{addr}\t{fsh} v[20:21], v3 offset:4\n{vs}\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\
\t{gld} v102, v10, s[4:5] offset:4\n\tv_lshlrev_b32 v22, 2, v0\n\t{dst} v22, v2\n\
\t{dsh} v22, v3\n\t{dsb} v22, v1 offset:2\n\ts_waitcnt lgkmcnt(0)\n\t{dld} v103, v22\n\
\ts_waitcnt vmcnt(0) lgkmcnt(0)"
        );
        let (out, _) = lanes_lds(gfx, &body, &rows, 4, 256);
        for (t, (o, i)) in out.iter().zip(&rows).enumerate() {
            let hi = |x: u32| x >> 16;
            let want = [
                (hi(i[0]) & 0xFF) << 24 | (i[1] & 0x00FF_0000) | hi(i[0]),
                (i[1] & 0xFFFF_0000) | (i[0] & 0xFFFF),
                (i[1] & 0xFFFF_0000) | hi(i[2]),
                (i[1] & 0xFF00_0000) | (hi(i[0]) & 0xFF) << 16 | hi(i[2]),
            ];
            assert_eq!(o, &want, "{gfx} tid {t}");
        }
    }
}

#[test]
fn d16_loads_fill_one_half() {
    let rows: Vec<Vec<u32>> = (0..64u32)
        .map(|k| {
            (0..2)
                .map(|j| k.wrapping_mul(0x9E37_79B9) ^ (j * 0x1357_9BDF) ^ 0x8080_8080)
                .collect()
        })
        .collect();
    for gfx in ["gfx942", "gfx1100"] {
        let g9 = gfx == "gfx942";
        let n = |old: &str, new: &str| if g9 { old.to_string() } else { new.to_string() };
        let names = [
            n("global_load_ubyte_d16", "global_load_d16_u8"),
            n("global_load_short_d16_hi", "global_load_d16_hi_b16"),
            n("global_load_sbyte_d16_hi", "global_load_d16_hi_i8"),
            n("global_load_short_d16", "global_load_d16_b16"),
            n("ds_write_b32", "ds_store_b32"),
            n("ds_read_u8_d16_hi", "ds_load_u8_d16_hi"),
            n("ds_read_i8_d16", "ds_load_i8_d16"),
        ];
        let [lu8, lhi16, lhii8, l16, dst, dhu8, dli8] = names.each_ref();
        // v100: two loads into one register before one wait (clang's packing).
        let body = format!(
            "\tv_mov_b32 v100, v2\n\t{lu8} v100, v10, s[4:5]\n\t{lhi16} v100, v10, s[4:5] offset:2\n\
\tv_mov_b32 v101, v2\n\t{lhii8} v101, v10, s[4:5] offset:1\n\
\tv_mov_b32 v102, v2\n\t{l16} v102, v10, s[4:5] offset:6\n\
\tv_lshlrev_b32 v22, 2, v0\n\t{dst} v22, v1\n\ts_waitcnt lgkmcnt(0)\n\
\tv_mov_b32 v103, v2\n\t{dhu8} v103, v22 offset:3\n\t{dli8} v103, v22 offset:2\n\
\ts_waitcnt vmcnt(0) lgkmcnt(0)"
        );
        let (out, _) = lanes_lds(gfx, &body, &rows, 4, 256);
        for (t, (o, i)) in out.iter().zip(&rows).enumerate() {
            let byte = |x: u32, k: u32| (x >> (8 * k)) & 0xFF;
            let sext16 = |b: u32| b as u8 as i8 as i16 as u16 as u32;
            let want = [
                (i[0] & 0xFFFF_0000) | byte(i[0], 0),
                sext16(byte(i[0], 1)) << 16 | (i[1] & 0xFFFF),
                (i[1] & 0xFFFF_0000) | (i[1] >> 16),
                byte(i[0], 3) << 16 | sext16(byte(i[0], 2)),
            ];
            assert_eq!(o, &want, "{gfx} tid {t}");
        }
    }
}

/// On gfx90a+ the VGPRs and AGPRs share one 512-entry file per lane and SIMD
/// (`.amdhsa_next_free_vgpr` counts both, `.amdhsa_accum_offset` splits them): a
/// kernel whose accumulators take AGPRs a0..a127 on top of 128 VGPRs holds 256
/// registers, so half as many of its waves fit on a CU as of the same kernel without
/// them, and the timing report says registers limited it.
#[test]
fn agprs_count_against_occupancy_in_the_unified_file() {
    let body = "\tv_accvgpr_write_b32 a127, v1\n\tv_accvgpr_read_b32 v100, a127";
    for (gfx, config) in [
        ("gfx90a", "configs/amd/mi210.yaml"),
        ("gfx942", "configs/amd/mi300x.yaml"),
    ] {
        let d = tmpdir("agpr_occupancy");
        // 64 blocks of 256 work-items (4 waves), far more than fit at once.
        let n = 64 * 256;
        let flat: Vec<u32> = (0..n as u32).collect();
        std::fs::write(d.join("in.bin"), words(&flat)).unwrap();
        std::fs::write(
            d.join("w.yaml"),
            format!(
                "program: k.s\ngrid: 64\nblock: [256, 1, 1]\nbuffers:\n  in: {{ type: u32, count: {n}, init: {{ file: in.bin }} }}\n  out: {{ type: u32, count: {n} }}\nargs: [in, out]\n"
            ),
        )
        .unwrap();
        let mut per_sm = Vec::new();
        for total in [128, 256] {
            let text = amd_lanes_kernel(gfx, body, 1, 1, "").replace(
                ".amdhsa_next_free_vgpr 128",
                &format!(".amdhsa_next_free_vgpr {total}"),
            );
            let text = if total == 128 {
                // Without AGPRs: the accumulator round trip goes through a VGPR.
                text.replace(body, "\tv_mov_b32 v100, v1")
            } else {
                text
            };
            std::fs::write(d.join("k.s"), text).unwrap();
            let t = run_timed(d.join("w.yaml").to_str().unwrap(), Some(config), &[])
                .unwrap_or_else(|e| panic!("{gfx} {total}: {e}"));
            assert_eq!(t.u32s("out"), flat, "{gfx} {total}: values");
            assert_eq!(t.report.regs_per_thread, total, "{gfx}");
            per_sm.push((t.report.blocks_per_sm, t.report.occupancy_limit));
        }
        // 512 / 128 = 4 waves per SIMD = 4 blocks of 4 waves on 4 SIMDs; 512 / 256 = 2.
        assert_eq!(per_sm[1].0 * 2, per_sm[0].0, "{gfx}: {per_sm:?}");
        assert_eq!(per_sm[1].1, "sm.registers", "{gfx}: {per_sm:?}");
    }
}

#[test]
fn sixty_four_bit_atomics_and_scalar_nor_seen_in_real_code() {
    // HeCBench kernels of a second sample (64-bit atomicCAS loops, s_nor_b64 of
    // divergent branches, LDS signed max, double atomicAdd). Each row: the u64 in
    // memory (in words 0-1), the new value (2-3), the compare value (4-5).
    let u = |v: u64| [v as u32, (v >> 32) as u32];
    let row = |mem: u64, new: u64, cmp: u64| [u(mem), u(new), u(cmp)].concat();
    let rows = vec![
        row(
            0x1234_5678_9abc_def0,
            0xffff_0000_ffff_0000,
            0x1234_5678_9abc_def0,
        ),
        row(0x1234_5678_9abc_def0, 7, 0x1234_5678_9abc_def1),
        row(0, 1 << 63, 0),
    ];
    let cas = |gfx: &str, mnemonic: &str, load: &str| {
        let body = format!(
            "\tv_mov_b32 v20, v3\n\tv_mov_b32 v21, v4\n\tv_mov_b32 v22, v5\n\tv_mov_b32 v23, v6\n\
             \t{mnemonic} v[30:31], v10, v[20:23], s[4:5] glc\n\ts_waitcnt vmcnt(0)\n\
             \t{load} v[32:33], v10, s[4:5]\n\ts_waitcnt vmcnt(0)\n\
             \tv_mov_b32 v100, v30\n\tv_mov_b32 v101, v31\n\tv_mov_b32 v102, v32\n\tv_mov_b32 v103, v33\n"
        );
        one_lane_rows(gfx, &body, &rows, 4, 0)
    };
    for out in [
        cas("gfx90a", "global_atomic_cmpswap_x2", "global_load_dwordx2"),
        cas("gfx1030", "global_atomic_cmpswap_x2", "global_load_dwordx2"),
        cas("gfx1100", "global_atomic_cmpswap_b64", "global_load_b64"),
    ] {
        for (r, o) in rows.iter().zip(&out) {
            let (mem, new, cmp) = (&r[0..2], &r[2..4], &r[4..6]);
            assert_eq!(&o[0..2], mem, "returns the old value: {r:x?}");
            let after = if mem == cmp { new } else { mem };
            assert_eq!(&o[2..4], after, "swaps when equal: {r:x?}");
        }
    }
    // 64-bit unsigned max and double add, returning the old value.
    let f = |x: f64| u(x.to_bits());
    let rows2 = vec![
        [u(5), u(1 << 40), f(1.5), f(0.25)].concat(),
        [u(u64::MAX), u(3), f(-0.0), f(0.0)].concat(),
        [u(1 << 40), u(5), f(1e300), f(1e300)].concat(),
    ];
    let body = "\tv_mov_b32 v20, v3\n\tv_mov_b32 v21, v4\n\
        \tglobal_atomic_umax_x2 v10, v[20:21], s[4:5]\n\
        \tv_mov_b32 v22, v7\n\tv_mov_b32 v23, v8\n\
        \tglobal_atomic_add_f64 v[30:31], v10, v[22:23], s[4:5] offset:16 glc\n\ts_waitcnt vmcnt(0)\n\
        \tglobal_load_dwordx2 v[32:33], v10, s[4:5]\n\tglobal_load_dwordx2 v[34:35], v10, s[4:5] offset:16\n\
        \ts_waitcnt vmcnt(0)\n\
        \tv_mov_b32 v100, v32\n\tv_mov_b32 v101, v33\n\tv_mov_b32 v102, v30\n\tv_mov_b32 v103, v31\n\
        \tv_mov_b32 v104, v34\n\tv_mov_b32 v105, v35\n";
    for (r, o) in rows2
        .iter()
        .zip(one_lane_rows("gfx90a", body, &rows2, 6, 0))
    {
        let w = |k: usize| r[k] as u64 | (r[k + 1] as u64) << 32;
        let o64 = |k: usize| o[k] as u64 | (o[k + 1] as u64) << 32;
        assert_eq!(o64(0), w(0).max(w(2)), "umax_x2: {r:x?}");
        assert_eq!(o64(2), w(4), "add_f64 returns the old value");
        let sum = f64::from_bits(w(4)) + f64::from_bits(w(6));
        assert_eq!(o64(4), sum.to_bits(), "add_f64: {r:x?}");
    }
    // s_nor_b64 (SCC = result != 0) and ds_max_i32 (signed).
    let body = "\tv_readfirstlane_b32 s20, v1\n\tv_readfirstlane_b32 s21, v2\n\
        \tv_readfirstlane_b32 s22, v3\n\tv_readfirstlane_b32 s23, v4\n\
        \ts_nor_b64 s[24:25], s[20:21], s[22:23]\n\ts_cselect_b32 s26, 1, 0\n\
        \tv_mov_b32 v100, s24\n\tv_mov_b32 v101, s25\n\tv_mov_b32 v102, s26\n\
        \tv_mov_b32 v20, 0\n\tds_write_b32 v20, v1\n\tds_max_i32 v20, v2\n\ts_waitcnt lgkmcnt(0)\n\
        \tds_read_b32 v103, v20\n\ts_waitcnt lgkmcnt(0)\n";
    let rows3 = vec![
        vec![0x8000_0000, 5, 0, 0],
        vec![0xffff_ffff, 0x7fff_ffff, 0x0000_ffff, 0x8000_0000],
        vec![0xffff_ffff, 0xffff_ffff, 0, 0],
    ];
    for (r, o) in rows3
        .iter()
        .zip(one_lane_rows("gfx90a", body, &rows3, 4, 64))
    {
        let a = r[0] as u64 | (r[1] as u64) << 32;
        let b = r[2] as u64 | (r[3] as u64) << 32;
        let nor = !(a | b);
        assert_eq!(
            [o[0], o[1], o[2]],
            [nor as u32, (nor >> 32) as u32, (nor != 0) as u32],
            "{r:x?}"
        );
        assert_eq!(
            o[3],
            (r[0] as i32).max(r[1] as i32) as u32,
            "ds_max_i32: {r:x?}"
        );
    }
}
