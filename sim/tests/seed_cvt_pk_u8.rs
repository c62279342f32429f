//! AMD `v_cvt_pk_u8_f32` end to end (isa-semantics.md §3): every edge-case row of
//! §3.2 and its full-word examples on a wave32 (gfx1100) and a wave64 (gfx942)
//! target, the MODE rounding and denormal settings from the kernel descriptor, the
//! operand rules of each generation, and a property test against an independent
//! formulation (f64 arithmetic) over random inputs in every MODE rounding mode.

mod common;
use common::*;
use warpsim::func::amd::cvt_pk_u8_f32;

/// The §3.1 rule written independently: modifiers, input flush, NaN -> 0, round by
/// the MODE mode in f64 (exact for every f32), clamp to 0..255, insert the byte.
fn reference(s0: u32, s1: u32, s2: u32, abs: bool, neg: bool, round: u32, flush_in: bool) -> u32 {
    let mut x = s0;
    if abs {
        x &= 0x7FFF_FFFF;
    }
    if neg {
        x ^= 0x8000_0000;
    }
    let mut f = f32::from_bits(x) as f64;
    if flush_in && subnormal_f32(f) {
        f = 0.0;
    }
    let u = if f.is_nan() {
        0
    } else {
        let r = match round {
            0 => f.round_ties_even(),
            1 => f.ceil(),
            2 => f.floor(),
            _ => f.trunc(),
        };
        r.clamp(0.0, 255.0) as u32
    };
    let sh = (s1 & 3) * 8;
    (s2 & !(0xFF << sh)) | (u << sh)
}

/// Is `f` (an f32 value held in f64) an f32 denormal?
fn subnormal_f32(f: f64) -> bool {
    f != 0.0 && f.abs() < f32::MIN_POSITIVE as f64
}

/// MODE word: f32 round mode in [1:0], f32 denormal mode in [5:4] (f64/f16 keep).
fn mode(round: u32, denorm32: u32) -> u32 {
    round | (denorm32 << 4) | (3 << 6)
}

const BODY: &str = "\tv_cvt_pk_u8_f32 v100, v1, v2, v3";
const TARGETS: [&str; 2] = ["gfx1100", "gfx942"];

/// §3.2: (S0, u) under the default MODE (round to nearest even).
fn edge_rows() -> Vec<(u32, u32)> {
    let f = |x: f32| x.to_bits();
    vec![
        (f(0.0), 0),
        (f(-0.0), 0),
        (f(0.5), 0),
        (f(1.5), 2),
        (f(2.5), 2),
        (f(254.5), 254),
        (f(3.7), 4),
        (f(255.49), 255),
        (f(255.5), 255),
        (f(256.0), 255),
        (f(1e10), 255),
        (f(f32::INFINITY), 255),
        (f(-0.5), 0),
        (f(-1.0), 0),
        (f(f32::NEG_INFINITY), 0),
        (0x7FC0_0000, 0), // quiet NaN
        (0xFFC0_0000, 0), // negative quiet NaN
        (0x7F80_0001, 0), // signalling NaN
        (0xFF80_0001, 0),
        (0x0000_0001, 0), // smallest denormal, 1e-45
        (f(127.5), 128),
        (f(3.5), 4),
    ]
}

/// Instructions one wave of the lanes kernel executes with a one-line body.
fn insts_per_wave(nin: u64, nout: u64) -> u64 {
    // s_load, s_lshl, v_add, 2 x v_mul_lo, s_waitcnt, loads, s_waitcnt, body, stores, s_endpgm
    6 + nin + 1 + 1 + nout + 1
}

#[test]
fn edge_rows_of_isa_semantics_3_2_on_wave32_and_wave64() {
    for gfx in TARGETS {
        let mut rows = Vec::new();
        let mut want = Vec::new();
        for &(s0, u) in &edge_rows() {
            for sel in 0..4u32 {
                // Only S1[1:0] selects the byte: add junk above bit 1.
                let s1 = sel | 0xDEAD_BE00;
                let s2 = 0xAABB_CCDD;
                rows.push(vec![s0, s1, s2]);
                let sh = sel * 8;
                want.push((s2 & !(0xFF << sh)) | (u << sh));
            }
        }
        let (out, rep) = run_amd_lanes(gfx, BODY, &rows, 1, "").unwrap();
        for (k, (o, w)) in out.iter().zip(&want).enumerate() {
            assert_eq!(
                o[0], *w,
                "{gfx}: row {k} S0={:#010x} S1={:#x}",
                rows[k][0], rows[k][1]
            );
        }
        // Timing of the functional model: one cycle per wave-instruction.
        let wave = if gfx == "gfx942" { 64 } else { 32 };
        let waves = (rows.len() as u64).div_ceil(wave);
        assert_eq!(rep.warp_instructions, waves * insts_per_wave(3, 1), "{gfx}");
        assert_eq!(rep.cycles, waves * insts_per_wave(3, 1), "{gfx}");
    }
}

#[test]
fn full_word_examples_and_source_modifiers() {
    let bodies = "\tv_cvt_pk_u8_f32 v100, v1, v2, v3\n\tv_cvt_pk_u8_f32 v101, -v1, v2, v3\n\tv_cvt_pk_u8_f32 v102, -|v1|, v2, v3\n\tv_cvt_pk_u8_f32 v103, |v1|, v2, v3";
    let rows = vec![
        vec![200.7f32.to_bits(), 2, 0x1122_3344],
        vec![(-3.0f32).to_bits(), 7, 0xAABB_CCDD],
        vec![(-3.0f32).to_bits(), 0, 0xAABB_CCDD],
    ];
    for gfx in TARGETS {
        let (out, _) = run_amd_lanes(gfx, bodies, &rows, 4, "").unwrap();
        assert_eq!(out[0][0], 0x11C9_3344, "{gfx}: 200.7 into byte 2");
        assert_eq!(out[1][0], 0x00BB_CCDD, "{gfx}: -3.0 into byte 3 (S1 = 7)");
        assert_eq!(out[2][1], 0xAABB_CC03, "{gfx}: -src0 of -3.0");
        assert_eq!(out[2][2], 0xAABB_CC00, "{gfx}: -|src0| of -3.0");
        assert_eq!(out[2][3], 0xAABB_CC03, "{gfx}: |src0| of -3.0");
    }
}

#[test]
fn mode_from_the_kernel_descriptor() {
    let denorm = 0x0000_0001; // smallest denormal
    let rows = vec![
        vec![denorm, 0, 0],
        vec![2.5f32.to_bits(), 0, 0],
        vec![(-2.5f32).to_bits(), 0, 0],
        vec![2.7f32.to_bits(), 0, 0],
    ];
    // (round, denorm32) -> expected bytes for the four rows
    let cases = [
        ((0, 3), [0, 2, 0, 3]),
        ((1, 3), [1, 3, 0, 3]), // round up: the denormal becomes 1
        ((1, 0), [0, 3, 0, 3]), // ... unless denormal inputs are flushed
        ((2, 3), [0, 2, 0, 2]),
        ((3, 3), [0, 2, 0, 2]),
    ];
    for gfx in TARGETS {
        for ((round, den), want) in cases {
            let desc = format!(
                "\t\t.amdhsa_float_round_mode_32 {round}\n\t\t.amdhsa_float_denorm_mode_32 {den}\n"
            );
            let (out, _) = run_amd_lanes(gfx, BODY, &rows, 1, &desc).unwrap();
            let got: Vec<u32> = out.iter().map(|o| o[0]).collect();
            assert_eq!(got, want, "{gfx}: round {round} denorm {den}");
        }
    }
    // s_setreg changes the mode mid-kernel (round toward zero from here on).
    let body =
        "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\n\tv_cvt_pk_u8_f32 v100, v1, v2, v3";
    let (out, _) = run_amd_lanes(
        "gfx1100",
        body,
        &rows,
        1,
        "\t\t.amdhsa_float_denorm_mode_32 3\n",
    )
    .unwrap();
    assert_eq!(
        out.iter().map(|o| o[0]).collect::<Vec<_>>(),
        vec![0, 2, 0, 2]
    );
}

/// Random f32 bit patterns weighted toward the interesting places.
fn sample(rng: &mut Rng) -> u32 {
    match rng.next() % 8 {
        0 => rng.u32(),
        // Halves and near-halves in the clamp range and just outside it.
        1 => {
            let k = (rng.next() % 600) as f32 * 0.5 - 20.0;
            let ulps = (rng.next() % 5) as i32 - 2;
            (k.to_bits() as i32).wrapping_add(ulps) as u32
        }
        2 => rng.u32() & 0x807F_FFFF, // denormals and zeros
        3 => [
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0xFFC0_0000,
            0x7F80_0001,
            0xFFBF_FFFF,
        ][(rng.next() % 6) as usize],
        4 => {
            ((rng.next() % 300) as f32 + (rng.next() % 1000) as f32 / 1000.0).to_bits()
                | (rng.u32() & 0x8000_0000)
        }
        5 => (255.0f32.to_bits() as i32 + (rng.next() % 9) as i32 - 4) as u32,
        6 => (rng.u32() & 0x80FF_FFFF) | 0x3F00_0000, // 0.5 .. 2
        _ => (rng.u32() & 0x8FFF_FFFF) | 0x4000_0000, // 2 .. 2^32ish
    }
}

#[test]
fn property_against_an_independent_formulation_in_every_mode() {
    let seed = 0x5EED_C0DE_u64;
    let mut rng = Rng(seed);
    let mut checked = 0u64;
    for _ in 0..150_000 {
        let (s0, s1, s2) = (sample(&mut rng), rng.u32(), rng.u32());
        let (abs, neg) = (rng.next() & 1 == 1, rng.next() & 2 == 2);
        for round in 0..4 {
            for den in [0, 1, 2, 3] {
                let flush_in = den == 0 || den == 2;
                let want = reference(s0, s1, s2, abs, neg, round, flush_in);
                let got = cvt_pk_u8_f32(s0, s1, s2, abs, neg, mode(round, den));
                assert_eq!(
                    got, want,
                    "seed {seed:#x}: S0={s0:#010x} S1={s1:#x} S2={s2:#x} abs={abs} neg={neg} round={round} denorm={den}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 100_000 * 4);
}

#[test]
fn property_through_the_simulator_in_every_round_mode() {
    let mut rng = Rng(0xC0FF_EE00);
    let rows: Vec<Vec<u32>> = (0..2048)
        .map(|_| vec![sample(&mut rng), rng.u32(), rng.u32()])
        .collect();
    let body = "\tv_cvt_pk_u8_f32 v100, v1, v2, v3\n\tv_cvt_pk_u8_f32 v101, -|v1|, v2, v3";
    for gfx in TARGETS {
        for round in 0..4 {
            let desc = format!(
                "\t\t.amdhsa_float_round_mode_32 {round}\n\t\t.amdhsa_float_denorm_mode_32 3\n"
            );
            let (out, _) = run_amd_lanes(gfx, body, &rows, 2, &desc).unwrap();
            for (r, o) in rows.iter().zip(&out) {
                assert_eq!(
                    o[0],
                    reference(r[0], r[1], r[2], false, false, round, false),
                    "{gfx} round {round} {r:x?}"
                );
                assert_eq!(
                    o[1],
                    reference(r[0], r[1], r[2], true, true, round, false),
                    "{gfx} round {round} -|x| {r:x?}"
                );
            }
        }
    }
}

/// Load (not run) a lanes kernel with `body`; the error text if it is rejected.
fn load(gfx: &str, body: &str) -> Result<(), String> {
    let text = amd_lanes_kernel(gfx, body, 3, 1, "");
    // A statement warpsim cannot take sets its kernel aside (the file still parses).
    let m = warpsim::isa::amdgpu::parse("k.s", text.as_bytes()).map_err(|e| e.to_string())?;
    m.first_set_aside().map_or(Ok(()), |e| Err(e.to_string()))
}

#[test]
fn operand_rules_of_each_generation() {
    // Inline constants are fine everywhere.
    for gfx in TARGETS {
        load(gfx, "\tv_cvt_pk_u8_f32 v100, 0.5, 1, v3").unwrap();
        load(gfx, "\tv_cvt_pk_u8_f32 v100, v1, 64, -16").unwrap();
        load(gfx, "\tv_cvt_pk_u8_f32 v100, s1, s1, v3").unwrap(); // one SGPR, read twice
    }
    // GFX10+: one literal and two scalar values.
    load("gfx1100", "\tv_cvt_pk_u8_f32 v100, 0x43000000, v2, v3").unwrap();
    load("gfx1100", "\tv_cvt_pk_u8_f32 v100, s1, s2, v3").unwrap();
    load("gfx1100", "\tv_cvt_pk_u8_f32 v100, s1, 0x12345678, v3").unwrap();
    let body = "\tv_cvt_pk_u8_f32 v100, s1, s2, s3";
    let e = load("gfx1100", body).unwrap_err();
    // Located at the scalar operand that does not fit (`s3`, column 32).
    let line = amd_lanes_kernel("gfx1100", body, 3, 1, "")
        .lines()
        .position(|l| l == body)
        .unwrap()
        + 1;
    assert!(
        e.contains("constant bus") && e.starts_with(&format!("k.s:{line}:32: error:")),
        "{e}"
    );
    let e = load(
        "gfx1100",
        "\tv_cvt_pk_u8_f32 v100, 0x12345678, 0x1234567, v3",
    )
    .unwrap_err();
    assert!(e.contains("different literals"), "{e}");
    // GFX9/CDNA: no literal in VOP3 and one scalar value.
    let e = load("gfx942", "\tv_cvt_pk_u8_f32 v100, 0x43000000, v2, v3").unwrap_err();
    assert!(e.contains("no literal operands"), "{e}");
    let e = load("gfx942", "\tv_cvt_pk_u8_f32 v100, s1, s2, v3").unwrap_err();
    assert!(e.contains("constant bus") && e.contains("allows 1"), "{e}");
    // Modifiers: abs/neg only on src0; clamp accepted (no effect: already saturated).
    let e = load("gfx1100", "\tv_cvt_pk_u8_f32 v100, v1, -v2, v3").unwrap_err();
    assert!(e.contains("not allowed on the integer operand"), "{e}");
    load("gfx942", "\tv_cvt_pk_u8_f32 v100, -|v1|, v2, v3 clamp").unwrap();
    let e = load("gfx1100", "\tv_cvt_pk_u8_f32 v100, v1, v2, v3 mul:2").unwrap_err();
    assert!(e.contains("mul:2"), "{e}");
    let e = load(
        "gfx1100",
        "\tv_cvt_pk_u8_f32 v100, v1, v2, v3 op_sel:[1,0,0,0]",
    )
    .unwrap_err();
    assert!(e.contains("op_sel"), "{e}");
}

#[test]
fn literal_and_sgpr_operands_compute_like_registers() {
    // 128.5 as a literal rounds to 128 (ties to even); SGPR sources work on GFX10+.
    let body = "\ts_mov_b32 s9, 2\n\tv_cvt_pk_u8_f32 v100, 0x43008000, s9, v3";
    let (out, _) = run_amd_lanes("gfx1100", body, &[vec![0, 0, 0x1111_1111]], 1, "").unwrap();
    assert_eq!(out[0][0], 0x1180_1111);
}
